"""Finding the reports of a run: files and folders in, one entry per distinct content out."""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from schemas.types import InputFile
from tasks.files.reading import file_kind, open_regular

REPORT_SUFFIXES = {".pdf", ".txt"}


def expand_inputs(inputs: list[Path]) -> list[Path]:
    """Files as given, and report files under folders (sorted; symlink loops are not followed twice)."""
    found: list[Path] = []
    seen_dirs: set[str] = set()
    for item in inputs:
        if item.is_dir():
            found.extend(_walk(item, seen_dirs))
        else:
            found.append(item)
    return found


def _walk(folder: Path, seen_dirs: set[str]) -> list[Path]:
    real = os.path.realpath(folder)
    if real in seen_dirs:
        return []
    seen_dirs.add(real)
    files: list[Path] = []
    for entry in sorted(folder.iterdir()):
        if entry.is_dir():
            files.extend(_walk(entry, seen_dirs))
        elif entry.suffix.lower() in REPORT_SUFFIXES and not entry.name.startswith("."):
            files.append(entry)
    return files


def input_kind(path: Path) -> str:
    return "txt" if path.suffix.lower() == ".txt" else "pdf"


def refusal(path: Path, max_input_mb: Mapping[Any, float] | None = None) -> str | None:
    """Why `path` is not read at all, from its stat() alone (nothing opens it): not a regular
    file (a FIFO would block, a device never end), or over the size cap of its kind."""
    try:
        info = os.stat(path)
    except OSError as error:
        return f"{path}: cannot read the file ({error.strerror or error})"
    if not stat.S_ISREG(info.st_mode):
        return f"{path}: not a regular file ({file_kind(info.st_mode)}); only regular files are read"
    kind = input_kind(path)
    limit = (max_input_mb or {}).get(kind)
    if limit is not None and info.st_size > limit * 1e6:
        return f"{path}: {info.st_size / 1e6:.1f} MB is over the {limit:g} MB limit for .{kind} inputs; raise it with --max-input-mb {kind}=N to read it"
    return None


def sha256_regular(path: Path) -> str:
    digest = hashlib.sha256()
    with os.fdopen(open_regular(path), "rb") as stream:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def discover(inputs: list[Path], max_input_mb: Mapping[Any, float] | None = None) -> list[InputFile]:
    """One InputFile per distinct content; the same bytes under two names are processed once.
    A path that is not a readable regular file within its size cap gets an InputFile with
    `read_error` (an error row), without being opened."""
    by_id: dict[str, InputFile] = {}
    unreadable: list[InputFile] = []
    for path in expand_inputs(inputs):
        placeholder = "unreadable:" + hashlib.sha256(str(path).encode()).hexdigest()[:16]
        if (why := refusal(path, max_input_mb)) is not None:
            unreadable.append(InputFile(path, placeholder, read_error=why))
            continue
        try:
            doc_id = sha256_regular(path)
        except OSError as error:
            unreadable.append(
                InputFile(path, placeholder, read_error=f"{path}: cannot read the file ({error.strerror or error})")
            )
            continue
        if doc_id in by_id:
            by_id[doc_id].duplicate_paths.append(str(path))
        else:
            by_id[doc_id] = InputFile(path, doc_id)
    return list(by_id.values()) + unreadable
