"""Writing a file so that a reader never sees it half written, whatever kills the writer.

The file gets the mode any program would give it under the process's umask (0664 under 002, for
an OUT shared by a group): mkstemp alone makes 0600, which locks the other members out."""

from __future__ import annotations

import os
import re
import stat
import tempfile
import threading
from pathlib import Path

_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")  # mkstemp(prefix=".<name>.", suffix=".tmp")
_UMASK_LOCK = threading.Lock()


def is_temp_name(name: str) -> bool:
    """A temp file of atomic_write_bytes (`.<name>.<random>.tmp`)."""
    return _TEMP_NAME.fullmatch(name) is not None


def current_umask() -> int:
    """The process's umask, read without changing it (Linux 4.7+ shows it in /proc)."""
    try:
        with open("/proc/self/status", "rb") as status:
            for line in status:
                if line.startswith(b"Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _UMASK_LOCK:  # the only way elsewhere: set it and put it back
        mask = os.umask(0o077)
        os.umask(mask)
    return mask


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write to a temp file in the same folder, fsync, then rename over the target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), 0o666 & ~current_umask())
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_temp_files(root: Path, before: float, skip: frozenset[Path] = frozenset()) -> list[Path]:
    """Remove the temp files this writer left under `root` (a writer killed between its write and
    its rename) last modified before `before`; the paths removed. Only names of the writer's own
    pattern, only regular files, never through a symlink (os.walk does not follow them), never
    under the folders in `skip`."""
    removed = []
    for folder, folders, names in os.walk(root):
        here = Path(folder)
        folders[:] = [name for name in folders if here / name not in skip]
        for name in names:
            if not is_temp_name(name):
                continue
            path = here / name
            try:
                info = path.lstat()
                if stat.S_ISREG(info.st_mode) and info.st_mtime < before:
                    path.unlink()
                    removed.append(path)
            except OSError:  # gone meanwhile, or not ours to remove: it stays
                continue
    return removed
