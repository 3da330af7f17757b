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

import hashlib
import json
import math
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from schemas.options import OcrOptions
from tasks.files.writing import atomic_write_bytes

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

    def path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> tuple[CachedPage | None, str]:
        """(entry, "") on a hit; (None, "") when there is none; (None, why) for a bad entry."""
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

    def put(self, key: str, page: CachedPage) -> None:
        """Store `page` atomically; errors are swallowed (the cache is an optimisation)."""
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
            return
        self._writes += 1
        if self._estimate is None or self._writes % RESCAN_EVERY == 0:
            self._estimate = None
            self.evict()
        else:
            self._estimate += len(body)
            if self._estimate > self.max_bytes:
                self.evict()

    def evict(self) -> int:
        """Remove the least recently used entries while the folder is over the cap (down to
        LOW_WATER of it) and stray temp files of killed writers; the bytes that remain."""
        entries: list[tuple[float, int, Path]] = []
        now = time.time()
        for path in self.folder.glob("*/*"):
            try:
                stat = path.stat()
            except OSError:  # removed by another process meanwhile
                continue
            if is_temp_file(path):
                if now - stat.st_mtime > _STALE_TEMP_S:
                    path.unlink(missing_ok=True)
                continue
            entries.append((stat.st_mtime, stat.st_size, path))
        total = sum(size for _, size, _ in entries)
        if total > self.max_bytes:
            for _, size, path in sorted(entries, key=lambda entry: entry[0]):
                if total <= self.max_bytes * LOW_WATER:
                    break
                try:
                    path.unlink()
                except FileNotFoundError:
                    pass
                except OSError:
                    continue
                total -= size
        self._estimate = total
        return total


def is_temp_file(path: Path) -> bool:
    """A temp file of atomic_write_bytes (`.<name>.<random>.tmp`), not an entry."""
    return path.name.startswith(".") and path.name.endswith(".tmp")


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
