"""Loading what analysts review: the latest row per report (OUT/results/**/*.parquet, an
unreadable file skipped with a warning), a row by doc_id prefix, its review-queue entry, and the
source text around each span (`SourceTexts`: the file re-ingested, once per report, when it is
still there and unchanged)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl

from schemas.errors import DigestError, NoResultsError, UnknownReportError
from schemas.patterns import ROW_DOC_ID, is_doc_id
from schemas.types import Document
from tasks.files.confine import escape_reason
from tasks.files.reading import regular_file_bytes
from tasks.ingest.reader import ingest
from tasks.output.sink import RESULTS_DIR, REVIEW_DIR
from tasks.output.state import readable_parquet

MIN_PREFIX_CHARS = 8
MAX_ENTRY_BYTES = 1 << 30
log = logging.getLogger("digest.review")


def result_files(out: Path) -> list[Path]:
    """The readable results files; a torn one is skipped with a warning naming it."""
    return readable_parquet(sorted((out / RESULTS_DIR).glob("**/*.parquet")))


def load_latest(out: Path) -> pl.DataFrame:
    """The newest row per report (by `processed_at`), ordered by source path.

    Unreadable inputs have no doc_id; they are told apart by their path. A row whose doc_id is
    neither a sha256 nor an unreadable input's placeholder is skipped with a warning: a doc_id
    becomes a path (review_queue/<doc_id>.json), and `../../secret` must not.
    """
    files = result_files(out)
    if not files:
        raise NoResultsError(f"no results under {out / RESULTS_DIR}")
    # diagonal_relaxed: files written by older versions may lack columns added since.
    frame = pl.concat([_valid_rows(f, pl.read_parquet(f)) for f in files], how="diagonal_relaxed")
    key = pl.when(pl.col("doc_id") != "").then(pl.col("doc_id")).otherwise(pl.lit("path:") + pl.col("source_path"))
    return (
        frame.with_columns(_key=key)
        .sort("processed_at", maintain_order=True)
        .unique("_key", keep="last", maintain_order=True)
        .drop("_key")
        .sort("source_path", maintain_order=True)
    )


def _valid_rows(path: Path, frame: pl.DataFrame) -> pl.DataFrame:
    valid = pl.col("doc_id").str.contains(ROW_DOC_ID.pattern).fill_null(False)
    bad = frame.filter(~valid)
    if bad.height:
        log.warning(
            "skipping %d row(s) of %s whose doc_id is not a sha256 (first: %r); a damaged or crafted results file",
            bad.height,
            path,
            bad["doc_id"][0],
        )
    return frame.filter(valid)


def find_row(frame: pl.DataFrame, doc_id_prefix: str) -> dict[str, Any]:
    """The one row whose doc_id starts with the prefix (at least 8 characters)."""
    prefix = doc_id_prefix.strip().lower()
    if len(prefix) < MIN_PREFIX_CHARS:
        raise UnknownReportError(
            f"'{doc_id_prefix}' is too short: give at least {MIN_PREFIX_CHARS} characters of the doc_id"
        )
    matches = frame.filter(pl.col("doc_id").str.starts_with(prefix))
    if matches.height == 0:
        raise UnknownReportError(f"no report with a doc_id starting '{prefix}' among {frame.height} reports")
    if matches.height > 1:
        listed = ", ".join(f"{d[:12]} ({Path(p).name})" for d, p in matches.select("doc_id", "source_path").iter_rows())
        raise UnknownReportError(f"'{prefix}' matches {matches.height} reports: {listed}")
    return matches.row(0, named=True)


def read_review_entry(out: Path, doc_id: str) -> dict[str, Any] | None:
    """The review-queue entry of `doc_id`: read only for a real doc_id, from a regular file in
    OUT (a symlink or a crafted doc_id is refused with a warning)."""
    if not doc_id:
        return None
    if not is_doc_id(doc_id):
        log.warning("review entry of doc_id %r not read: not a doc_id (64 hex characters)", doc_id)
        return None
    path = out / REVIEW_DIR / f"{doc_id}.json"
    if (why := escape_reason(out, path)) is not None:
        log.warning("review entry %s not read: %s", path, why)
        return None
    data = regular_file_bytes(path, MAX_ENTRY_BYTES)
    if data == "missing":
        return None
    try:
        if isinstance(data, str):
            raise ValueError(data)
        return json.loads(data.decode("utf-8")) | {"path": str(path.resolve())}
    except (ValueError, TypeError) as error:  # TypeError: valid JSON, but not an object
        return {"path": str(path.resolve()), "reasons": [f"the review entry cannot be read: {error}"]}


@dataclass
class SourceTexts:
    """Re-ingested reports, cached by doc_id. A report is re-read only when the file still has
    the bytes the row was made from; OCR reports only when `include_ocr` (re-OCR is slow)."""

    include_ocr: bool = False
    enabled: bool = True
    _documents: dict[str, Document | str] = field(default_factory=dict)

    def document(self, row: dict[str, Any]) -> Document | str:
        """The report's Document, or why its text is not available."""
        doc_id = row["doc_id"]
        if doc_id not in self._documents:
            self._documents[doc_id] = self._load(row)
        return self._documents[doc_id]

    def _load(self, row: dict[str, Any]) -> Document | str:
        path = Path(row["source_path"])
        if not self.enabled:
            return "context not loaded (--no-context)"
        if (row.get("ocr_pages") or 0) > 0 and not self.include_ocr:
            return (
                f"context not loaded: the report has {row['ocr_pages']} OCR page(s); pass --ocr-context to re-OCR them"
            )
        if not path.is_file():
            return f"context not loaded: {path} is no longer there"
        try:
            document = ingest(path)
        except DigestError as error:
            return f"context not loaded: {error}"
        if document.doc_id != row["doc_id"]:
            return f"context not loaded: {path} changed since the run (its sha256 differs)"
        return document
