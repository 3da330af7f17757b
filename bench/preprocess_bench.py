"""Preprocessing acceptance numbers (draft)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

from schemas.types import Document  # noqa: E402
from tasks.ingest import ingest  # noqa: E402

SAMPLES = ROOT / "sample_pdfs"
REAL = ROOT.parent / "shared" / "real_reports"
MIN_PAGE_CHARS = 20


def read_labels(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def has_text_layer(path: Path) -> bool:
    if path.suffix != ".pdf":
        return True
    with pymupdf.open(path) as pdf:
        return all(len(page.get_text().strip()) >= MIN_PAGE_CHARS for page in pdf)


def corpus_labels(ocr: bool = False) -> list[tuple[str, Path, dict]]:
    found = []
    for folder in (SAMPLES, REAL):
        if not (folder / "labels.jsonl").exists():
            continue
        for label in read_labels(folder / "labels.jsonl"):
            path = folder / label["file"]
            if label.get("expect_status", "ok") == "ok" and (ocr or has_text_layer(path)):
                found.append((label.get("id", path.name), path, label))
    return found


def load_corpus(ocr: bool = False) -> list[tuple[str, Document]]:
    return [(name, ingest(path)) for name, path, _ in corpus_labels(ocr)]
