"""Each page's OCR result on disk, so that no page image is read twice.

An entry is keyed on the sha256 of the rendered page image (greyscale pixels and shape) and a
fingerprint of every OCR setting that changes what is read from it (engine, DPI, language, plan
options, package and model versions; tasks/ingest/ocr.py `plan_fingerprint`). A rerun, `--force`, a new
pipeline version or a change to a later stage renders the same image under the same settings and
finds its entry; a change of OCR setting does not.

Entries are JSON (nothing read from OUT may execute), checked field by field on read (a bad or
torn entry is a miss, reported to the caller, and set aside as `<name>.bad`; the redo writes a new
one), written to a temp
file and moved into place (tasks/files/writing.py: a `kill -9` leaves either the old entry, the new
one, or a stray temp file that eviction removes). Several processes, and several runs sharing one OUT,
may read and write at once: the worst case is two of them reading the same page.

Size: at most `max_bytes`, least recently used out first. A hit touches the entry's mtime; every
`RESCAN_EVERY` writes (and on the first) a process sums the folder, and when it is over the cap
removes the oldest entries down to `LOW_WATER` of it, so a folder shared by several writers
overshoots the cap by at most what they write between two scans.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from stat import S_ISLNK, S_ISREG

import numpy as np

from schemas.options import OcrOptions
from tasks.files.confine import escape_reason
from tasks.files.writing import atomic_write_bytes, is_temp_name

CACHE_FORMAT = 1
DEFAULT_MAX_BYTES = OcrOptions.model_fields["cache_mb"].default * 1024 * 1024  # the default stated once, in OcrOptions
LOW_WATER = 0.8
RESCAN_EVERY = 200
BAD_SUFFIX = ".bad"  # an entry that did not validate, moved aside
_STALE_TEMP_S = 3600.0  # a temp file this old belongs to a writer that was killed


@dataclass(frozen=True)
class CachedLine:
    text: str
    box: tuple[float, float, float, float]  # PDF points
    confidence: float


@dataclass(frozen=True)
class CachedPage:
    """What OCR read on one page image, as stored."""

    engine: str
    lines: tuple[CachedLine, ...]
    page_width: float
    page_height: float
    seconds: float  # what reading it took when it was read


def image_key(image: np.ndarray, fingerprint: str) -> str:
    """The entry name for `image` read under the settings `fingerprint`."""
    digest = hashlib.sha256()
    digest.update(f"{CACHE_FORMAT}|{fingerprint}|{image.shape}|{image.dtype}|".encode())
    digest.update(np.ascontiguousarray(image).data)
    return digest.hexdigest()


@dataclass
class OcrCache:
    folder: Path
    max_bytes: int = DEFAULT_MAX_BYTES
    _writes: int = field(default=0, repr=False)
    _estimate: int | None = field(default=None, repr=False)
    warnings: list[str] = field(default_factory=list, repr=False)  # told by the caller, then cleared
    _refused: set[Path] = field(default_factory=set, repr=False)  # each refused path is told once

    def path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> tuple[CachedPage | None, str]:
        """(entry, "") on a hit; (None, "") when there is none; (None, why) for a bad entry."""
        if why := self._linked(key):
            return None, why
        path = self.path(key)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None, ""
        except OSError as error:
            return None, f"unreadable OCR cache entry {path.name}: {error}"
        try:
            page = _parse(json.loads(data.decode("utf-8")), key)
        except (ValueError, TypeError, KeyError, UnicodeDecodeError) as error:
            aside = path.with_name(path.name + BAD_SUFFIX)
            try:
                path.replace(aside)  # set aside for a look; eviction removes it in its turn
            except OSError:
                aside = path
            why = f"{type(error).__name__}: {error}"
            return None, f"bad OCR cache entry {path.name} ({why}), set aside as {aside.name}; reading the page again"
        try:
            os.utime(path)  # least recently used goes first
        except OSError:
            pass
        return page, ""

    def put(self, key: str, page: CachedPage) -> str:
        """Store `page` atomically; errors are swallowed (the cache is an optimisation). What
        the caller should warn of ("" for nothing): symlinks eviction refused."""
        if self._linked(key):
            return self.take_warnings()
        record = {
            "format": CACHE_FORMAT,
            "key": key,
            "engine": page.engine,
            "page_width": page.page_width,
            "page_height": page.page_height,
            "seconds": page.seconds,
            "lines": [[line.text, *line.box, line.confidence] for line in page.lines],
        }
        body = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        try:
            atomic_write_bytes(self.path(key), body)
        except OSError:
            return self.take_warnings()
        self._writes += 1
        if self._estimate is None or self._writes % RESCAN_EVERY == 0:
            self._estimate = None
            self.evict()
        else:
            self._estimate += len(body)
            if self._estimate > self.max_bytes:
                self.evict()
        return self.take_warnings()

    def take_warnings(self) -> str:
        told, self.warnings = "; ".join(self.warnings), []
        return told

    def evict(self) -> int:
        """Remove the least recently used entries while the folder is over the cap (down to
        LOW_WATER of it) and stray temp files of killed writers; the bytes that remain.

        Only the cache's own files are removed (`<xx>/<key>.json`, `.bad`, the writer's temp
        files), each by name within its folder's descriptor, opened without following a link: a
        symlink planted in the cache is refused with a warning, so nothing outside it is lost."""
        entries: list[tuple[float, int, int, str]] = []
        folders: list[int] = []
        total = 0
        now = time.time()
        try:
            try:
                listing = sorted(os.scandir(self.folder), key=lambda entry: entry.name)
            except OSError:  # no cache yet
                listing = []
            for sub in listing:
                if not _SUBFOLDER.fullmatch(sub.name):
                    continue
                fd = self._open_folder(Path(sub.path))
                if fd is None:
                    continue
                folders.append(fd)
                for item in os.scandir(fd):
                    if not (_ENTRY_NAME.fullmatch(item.name) or is_temp_file(Path(item.name))):
                        continue
                    try:
                        stat = item.stat(follow_symlinks=False)
                    except OSError:  # removed by another process meanwhile
                        continue
                    if not S_ISREG(stat.st_mode):
                        if S_ISLNK(stat.st_mode):
                            self._refuse(Path(sub.path) / item.name, "it is a symlink")
                        continue
                    if is_temp_file(Path(item.name)):
                        if now - stat.st_mtime > _STALE_TEMP_S:
                            _unlink(item.name, fd)
                        continue
                    entries.append((stat.st_mtime, stat.st_size, fd, item.name))
            total = sum(size for _, size, _, _ in entries)
            if total > self.max_bytes:
                for _, size, fd, name in sorted(entries, key=lambda entry: entry[0]):
                    if total <= self.max_bytes * LOW_WATER:
                        break
                    if _unlink(name, fd):
                        total -= size
        finally:
            for fd in folders:
                os.close(fd)
        self._estimate = total
        return total

    def _open_folder(self, sub: Path) -> int | None:
        """A descriptor of one of the cache's folders, None (with a warning) for a symlink or a
        folder that resolves outside the cache."""
        if (why := escape_reason(self.folder, sub)) is not None:
            self._refuse(sub, why)
            return None
        try:
            return os.open(sub, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except OSError as error:
            if error.errno == errno.ELOOP:  # swapped for a link since the check
                self._refuse(sub, "it is a symlink")
            return None

    def _refuse(self, path: Path, why: str) -> None:
        if path in self._refused:
            return
        self._refused.add(path)
        self.warnings.append(f"OCR cache eviction skips {path}: {why}; it is not followed (remove it)")

    def _linked(self, key: str) -> str:
        """Why the folder of `key` may not be used (a symlink planted in the cache), or ""."""
        folder = self.folder / key[:2]
        if folder.is_symlink():
            self._refuse(folder, "it is a symlink")
            return f"OCR cache folder {folder} is a symlink: not followed (remove it); reading the page"
        return ""


_SUBFOLDER = re.compile(r"[0-9a-f]{2}")
_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.json(?:\.bad)?")


def _unlink(name: str, folder_fd: int) -> bool:
    try:
        os.unlink(name, dir_fd=folder_fd)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return True


def is_temp_file(path: Path) -> bool:
    """A temp file of atomic_write_bytes (`.<name>.<random>.tmp`), not an entry."""
    return is_temp_name(path.name)


def _parse(record: object, key: str) -> CachedPage:
    if not isinstance(record, dict):
        raise TypeError("not an object")
    if record["format"] != CACHE_FORMAT or record["key"] != key:
        raise ValueError("format or key does not match")
    engine = record["engine"]
    if not isinstance(engine, str) or not engine:
        raise TypeError("engine")
    lines = []
    for item in record["lines"]:
        if not isinstance(item, list) or len(item) != 6 or not isinstance(item[0], str):
            raise TypeError("line")
        x0, y0, x1, y1, confidence = (_number(value) for value in item[1:])
        lines.append(CachedLine(item[0], (x0, y0, x1, y1), confidence))
    return CachedPage(
        engine, tuple(lines), _number(record["page_width"]), _number(record["page_height"]), _number(record["seconds"])
    )


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise TypeError(f"not a finite number: {value!r}")
    return float(value)
