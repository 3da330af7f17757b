"""Loading what analysts review: the latest row per report (OUT/results/**/*.parquet, an
unreadable file skipped with a warning), a row by doc_id prefix, its review-queue entry, and the
source text around each span (`SourceTexts`: the file re-ingested, once per report, when it is
still there and unchanged)."""

from __future__ import annotations

import bisect
import itertools
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

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
    """The newest row per report (by `processed_at`; a tie goes to the later file, then row),
    ordered by source path.

    Unreadable inputs have no doc_id; they are told apart by their path. A row whose doc_id is
    neither a sha256 nor an unreadable input's placeholder is skipped with a warning: a doc_id
    becomes a path (review_queue/<doc_id>.json), and `../../secret` must not.

    Memory stays bounded by the number of reports, not of rows (a results file of 10 million
    copies of one row is 10 MB on disk and gigabytes in memory): the latest row of each report is
    found from three columns with the streaming engine, and only those rows are read whole.
    """
    files = result_files(out)
    if not files:
        raise NoResultsError(f"no results under {out / RESULTS_DIR}")
    for path in files:
        _warn_invalid_rows(path)
    keys = pl.concat([_keys(path, index) for index, path in enumerate(files)], how="vertical_relaxed")
    # Two passes, two collects: in one plan polars would cache the scan both passes share, whole.
    newest = keys.group_by(_KEY).agg(pl.col("processed_at").max().alias("_newest")).collect(engine="streaming")
    chosen = (
        keys.join(newest.lazy(), on=_KEY)
        .filter(pl.col("processed_at").eq_missing(pl.col("_newest")))
        .group_by(_KEY)
        .agg(pl.col(_POSITION).max())
        .collect(engine="streaming")
    )
    positions = chosen[_POSITION]
    frames = []
    for index, path in enumerate(files):
        rows = (positions.filter(positions // (1 << _ROW_BITS) == index) % (1 << _ROW_BITS)).sort().to_list()
        if rows:
            picked = _read_rows(path, rows)
            frames.append(picked.with_columns(pl.Series(_POSITION, [(index << _ROW_BITS) + r for r in rows])))
    # diagonal_relaxed: files written by older versions may lack columns added since.
    frame = pl.concat(frames, how="diagonal_relaxed")
    return frame.sort("source_path", _POSITION).drop(_POSITION)


_KEY, _ROW, _POSITION = "_key", "_row", "_position"
_ROW_BITS = 40  # a row's position: its file's index above 2**40, its row number below


def _valid() -> pl.Expr:
    return pl.col("doc_id").str.contains(ROW_DOC_ID.pattern).fill_null(False)


def _position(index: int) -> pl.Expr:
    return (pl.lit(index, pl.Int64) * (1 << _ROW_BITS) + pl.col(_ROW).cast(pl.Int64)).alias(_POSITION)


def _keys(path: Path, index: int) -> pl.LazyFrame:
    """The three columns that pick a report's latest row, and where the row is."""
    key = pl.when(pl.col("doc_id") != "").then(pl.col("doc_id")).otherwise(pl.lit("path:") + pl.col("source_path"))
    return (
        pl.scan_parquet(path, row_index_name=_ROW)
        .filter(_valid())
        .select(key.alias(_KEY), pl.col("processed_at"), _position(index))
    )


def _read_rows(path: Path, rows: list[int], batch_rows: int = 4096) -> pl.DataFrame:
    """Rows `rows` (sorted) of a Parquet file, every column, read a batch at a time from only the
    row groups that hold them: polars' streaming reader decodes whole row groups at once."""
    parquet = pq.ParquetFile(path)
    sizes = [parquet.metadata.row_group(group).num_rows for group in range(parquet.num_row_groups)]
    starts = list(itertools.accumulate(sizes, initial=0))
    picked: list[pa.RecordBatch] = []
    for group, (start, end) in enumerate(itertools.pairwise(starts)):
        wanted = rows[bisect.bisect_left(rows, start) : bisect.bisect_left(rows, end)]
        at = start
        for batch in parquet.iter_batches(batch_size=batch_rows, row_groups=[group]) if wanted else ():
            local = [row - at for row in wanted if at <= row < at + batch.num_rows]
            if local:
                picked.append(batch.take(local))
            at += batch.num_rows
            if at > wanted[-1]:
                break
    frame = pl.from_arrow(pa.Table.from_batches(picked, schema=parquet.schema_arrow))
    assert isinstance(frame, pl.DataFrame)
    return frame


def _warn_invalid_rows(path: Path) -> None:
    bad = (
        pl.scan_parquet(path)
        .select("doc_id")
        .filter(~_valid())
        .select(pl.len().alias("rows"), pl.col("doc_id").first())
        .collect(engine="streaming")
    )
    if bad["rows"][0]:
        log.warning(
            "skipping %d row(s) of %s whose doc_id is not a sha256 (first: %r); a damaged or crafted results file",
            bad["rows"][0],
            path,
            bad["doc_id"][0],
        )


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
