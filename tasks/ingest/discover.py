"""Finding the reports of a run: files and folders in, one entry per distinct content out."""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from tasks.ingest.reader import sha256_file

REPORT_SUFFIXES = {".pdf", ".txt"}


@dataclass
class InputFile:
    path: Path  # the first path seen for this content
    doc_id: str  # sha256 of the bytes; "unreadable:<hash of the path>" when it could not be read
    duplicate_paths: list[str] = field(default_factory=list)
    read_error: str | None = None


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


def discover(inputs: list[Path]) -> list[InputFile]:
    """One InputFile per distinct content; the same bytes under two names are processed once."""
    by_id: dict[str, InputFile] = {}
    unreadable: list[InputFile] = []
    for path in expand_inputs(inputs):
        try:
            doc_id = sha256_file(path)
        except OSError as error:
            placeholder = "unreadable:" + hashlib.sha256(str(path).encode()).hexdigest()[:16]
            unreadable.append(InputFile(path, placeholder, read_error=f"{path}: cannot read the file ({error.strerror or error})"))
            continue
        if doc_id in by_id:
            by_id[doc_id].duplicate_paths.append(str(path))
        else:
            by_id[doc_id] = InputFile(path, doc_id)
    return list(by_id.values()) + unreadable
