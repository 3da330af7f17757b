"""Writing a file so that a reader never sees it half written, whatever kills the writer."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

_TEMP_NAME = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")  # mkstemp(prefix=".<name>.", suffix=".tmp")


def is_temp_name(name: str) -> bool:
    """A temp file of atomic_write_bytes (`.<name>.<random>.tmp`)."""
    return _TEMP_NAME.fullmatch(name) is not None


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write to a temp file in the same folder, fsync, then rename over the target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
