"""Every label string occurs verbatim in its report: bench/labels/corpus_dev.jsonl over
../shared/corpus/, bench/labels/real_reports_extra.jsonl over ../shared/real_reports/ (the PDF
through PyMuPDF's text). Skipped where ../shared is absent (the texts are never in the repository)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from tests.paths import ROOT

LABELS = ROOT / "bench" / "labels"
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"
REAL = SHARED / "real_reports"
CALL_KEYS = ("code", "name", "rating", "target_price")


def _read(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def label_strings(label: dict) -> list[tuple[str, str]]:
    """(where, string) for every non-null label string of one line."""
    out = [
        (key, label[key])
        for key in ("rating", "rating_verbatim", "target_price", "doc_type_evidence")
        if label.get(key)
    ]
    out += [(f"risks[{n}]", risk) for n, risk in enumerate(label.get("risks") or [])]
    for n, call in enumerate(label.get("stock_calls") or []):
        out += [(f"stock_calls[{n}].{key}", call[key]) for key in CALL_KEYS if call.get(key)]
    return out


@cache
def report_text(path: Path) -> str:
    if path.suffix.lower() == ".pdf":
        import pymupdf

        with pymupdf.open(path) as document:
            return "\n".join(page.get_text() for page in document)
    return path.read_text("utf-8")


def _missing(label: dict, path: Path) -> list[str]:
    text = report_text(path)
    return [f"{where} {value!r}" for where, value in label_strings(label) if value not in text]


CORPUS_LABELS = _read(LABELS / "corpus_dev.jsonl")
EXTRA_LABELS = _read(LABELS / "real_reports_extra.jsonl")
needs_corpus = pytest.mark.skipif(not CORPUS.exists(), reason="../shared/corpus absent")
needs_real = pytest.mark.skipif(not (REAL / "labels.jsonl").exists(), reason="../shared/real_reports absent")


@needs_corpus
@pytest.mark.parametrize("label", CORPUS_LABELS, ids=[label["id"] for label in CORPUS_LABELS])
def test_every_corpus_dev_label_string_is_verbatim_in_its_file(label: dict) -> None:
    path = CORPUS / label["file"]
    assert path.exists(), path
    assert _missing(label, path) == []


def _real_files() -> dict[str, Path]:
    return (
        {row["id"]: REAL / row["file"] for row in _read(REAL / "labels.jsonl")}
        if (REAL / "labels.jsonl").exists()
        else {}
    )


@needs_real
@pytest.mark.parametrize("label", EXTRA_LABELS, ids=[label["id"] for label in EXTRA_LABELS])
def test_every_real_reports_extra_label_string_is_verbatim_in_its_file(label: dict) -> None:
    path = _real_files()[label["id"]]
    assert path.exists(), path
    assert _missing(label, path) == []


def test_the_label_sets_follow_their_schema() -> None:
    """Runs without ../shared: the conventions of bench/labels/README.md that need no text."""
    ids = [label["id"] for label in CORPUS_LABELS]
    assert len(ids) == len(set(ids)) and len(ids) >= 60
    for label in CORPUS_LABELS:
        assert label["source"] in ("qznan", "alphafin") and label["file"].startswith(f"{label['source']}/"), label["id"]
        assert label["doc_type"] in ("company", "industry"), label["id"]
        if label["rating"]:
            assert label["rating"] in (label["rating_verbatim"] or ""), label["id"]
        if label["doc_type"] == "industry":
            assert label["target_price"] is None, label["id"]
        else:
            assert len(label["stock_calls"]) <= 1, label["id"]
        for call in label["stock_calls"]:
            assert set(call) == set(CALL_KEYS) and (call["rating"] or call["target_price"]), (label["id"], call)
    assert sum(label["source"] == "qznan" for label in CORPUS_LABELS) >= 40
    assert sum(label["source"] == "alphafin" for label in CORPUS_LABELS) >= 20
    assert sum(label["doc_type"] == "industry" for label in CORPUS_LABELS) >= 20
    for label in EXTRA_LABELS:
        assert label["doc_type"] in ("company", "industry"), label["id"]
        assert label["doc_type"] == "industry" or len(label["stock_calls"]) <= 1, label["id"]
