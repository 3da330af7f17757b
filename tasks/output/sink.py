"""Stage 8: Parquet rows, written atomically, and the review queue.

Layout under OUT:
- results/run_date=YYYY-MM-DD/<run_id>.parquet: one row per report (schemas/output.py);
- calls/run_date=YYYY-MM-DD/<run_id>.parquet: one row per stock call (CALL_SCHEMA);
- review_queue/<doc_id>.json: prompt, raw answers and reasons of every alerted report,
  listed in review_queue/index.jsonl.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from schemas.codes import normalize_code
from schemas.output import CALL_SCHEMA, PAGE_SCHEMA, RESULT_SCHEMA
from schemas.patterns import is_doc_id
from schemas.types import (
    BLOCK_ROLES,
    RETRY_ALERT_PATTERN,
    Evidence,
    FieldName,
    FieldResult,
    ModelCall,
    PageInfo,
    ReportOutcome,
    ReportStatus,
    StockCall,
)
from tasks.files.lock import RESULTS_DIR
from tasks.files.writing import atomic_write_bytes

log = logging.getLogger("digest.sink")

PAGES_DIR = "pages"
CALLS_DIR = "calls"
REVIEW_DIR = "review_queue"


def results_path(out: Path, run_id: str, processed_at: datetime) -> Path:
    return out / RESULTS_DIR / f"run_date={processed_at.date().isoformat()}" / f"{run_id}.parquet"


def write_results(
    out: Path, outcomes: Iterable[ReportOutcome], *, run_id: str, pipeline_version: str, processed_at: datetime
) -> Path | None:
    """One Parquet file for the run; None when there is nothing to write."""
    rows = [
        outcome_row(o, run_id=run_id, pipeline_version=pipeline_version, processed_at=processed_at) for o in outcomes
    ]
    if not rows:
        return None
    table = pa.Table.from_pylist(rows, schema=RESULT_SCHEMA)
    sink = pa.BufferOutputStream()
    pq.write_table(table, sink, compression="zstd")
    path = results_path(out, run_id, processed_at)
    atomic_write_bytes(path, sink.getvalue().to_pybytes())
    return path


def outcome_row(
    outcome: ReportOutcome, *, run_id: str, pipeline_version: str, processed_at: datetime
) -> dict[str, Any]:
    row: dict[str, Any] = {
        "doc_id": outcome.doc_id,
        "source_path": outcome.source_path,
        "duplicate_paths": outcome.duplicate_paths,
        "pages": outcome.pages,
        "ocr_pages": outcome.ocr_pages,
        "broker": outcome.broker,
        "report_date": outcome.report_date,
        "report_date_source": outcome.report_date_source,
        "title": outcome.title,
        **_company_columns(outcome),
        "status": str(outcome.status),
        "error": outcome.error,
        "input_entropy_score": outcome.input_entropy_score,
        "output_format_compliance": outcome.output_format_compliance,
        "alerts": outcome.alerts,
        "fallback_fields": outcome.fallback_fields,
        "dropped_chars": outcome.dropped_chars,
        "prompt_chars": outcome.prompt_chars,
        "model_input_tokens": outcome.usage.input_tokens,
        "model_output_tokens": outcome.usage.output_tokens,
        "model_cache_creation_tokens": outcome.usage.cache_creation_input_tokens,
        "model_cache_read_tokens": outcome.usage.cache_read_input_tokens,
        "model_calls": [_call_entry(call) for call in outcome.model_calls],
        "estimated_cost_usd": outcome.estimated_cost_usd,
        "seconds": outcome.seconds,
        "extractor": outcome.extractor,
        "pipeline_version": pipeline_version,
        "run_id": run_id,
        "processed_at": processed_at,
    }
    row.update(_doc_type_columns(outcome.fields.get(FieldName.DOC_TYPE)))
    row.update(_rating_columns(outcome.fields.get(FieldName.RATING)))
    row.update(_target_columns(outcome.fields.get(FieldName.TARGET_PRICE)))
    row.update(_risk_columns(outcome.fields.get(FieldName.RISK_FACTORS)))
    row.update(_stock_call_columns(outcome.fields.get(FieldName.STOCK_CALLS)))
    return row


def _company_columns(outcome: ReportOutcome) -> dict[str, Any]:
    own = outcome.own_call
    return {"company_name": own.name if own else None, "company_code": normalize_code(own.code) if own else None}


def _call_entry(call: ModelCall) -> dict[str, Any]:
    usage = call.usage
    return {
        "role": call.role,
        "model": call.model,
        "input_tokens": usage.input_tokens,
        "output_tokens": usage.output_tokens,
        "cache_creation_tokens": usage.cache_creation_input_tokens,
        "cache_read_tokens": usage.cache_read_input_tokens,
        "batch": call.batch,
    }


def _common(prefix: str, result: FieldResult | None) -> dict[str, Any]:
    if result is None:
        return {f"{prefix}_status": None, f"{prefix}_extractor": None, f"{prefix}_reason": None}
    return {
        f"{prefix}_status": str(result.status),
        f"{prefix}_extractor": result.extractor,
        f"{prefix}_reason": result.reason,
    }


def _span(prefix: str, result: FieldResult | None) -> dict[str, Any]:
    evidence = result.evidence[0] if result and result.evidence else None
    return {
        f"{prefix}_page": evidence.page if evidence else None,
        f"{prefix}_start": evidence.start if evidence else None,
        f"{prefix}_end": evidence.end if evidence else None,
    }


def _doc_type_columns(result: FieldResult | None) -> dict[str, Any]:
    return {
        "doc_type": result.value if result else None,
        "doc_type_reason": result.reason if result else None,
        "doc_type_status": str(result.status) if result else None,
        "doc_type_extractor": result.extractor if result else None,
    }


def _evidence_columns(prefix: str, evidence: Evidence | None) -> dict[str, Any]:
    return {
        f"{prefix}_page": evidence.page if evidence else None,
        f"{prefix}_start": evidence.start if evidence else None,
        f"{prefix}_end": evidence.end if evidence else None,
    }


def _stock_call_entry(call: StockCall) -> dict[str, Any]:
    return {
        "code": call.code,
        "code_normalized": normalize_code(call.code),
        "name": call.name,
        "rating": call.rating,
        "rating_normalized": call.rating_normalized,
        "target_price": call.target_price,
        "target_price_low": call.target_price_low,
        "target_price_high": call.target_price_high,
        "target_currency": call.target_currency,
        **_evidence_columns("code", call.code_evidence),
        **_evidence_columns("name", call.name_evidence),
        **_evidence_columns("rating", call.rating_evidence),
        **_evidence_columns("target", call.target_evidence),
        "reasons": list(call.reasons),
    }


def _stock_call_columns(result: FieldResult | None) -> dict[str, Any]:
    return {
        "stock_calls": [_stock_call_entry(c) for c in result.calls] if result else [],
        **_common("stock_calls", result),
    }


def _rating_columns(result: FieldResult | None) -> dict[str, Any]:
    return {
        "rating": result.value if result else None,
        "rating_normalized": result.rating_normalized if result else None,
        "rating_action": result.rating_action if result else None,
        **_common("rating", result),
        **_span("rating", result),
    }


def _target_columns(result: FieldResult | None) -> dict[str, Any]:
    return {
        "target_price": result.value if result else None,
        "target_price_low": result.target_price_low if result else None,
        "target_price_high": result.target_price_high if result else None,
        "target_currency": result.target_currency if result else None,
        **_common("target_price", result),
        **_span("target_price", result),
    }


def _risk_columns(result: FieldResult | None) -> dict[str, Any]:
    evidence = result.evidence if result else ()
    return {
        "risk_factors": list(result.items) if result else [],
        **_common("risk_factors", result),
        "risk_factors_pages": [e.page for e in evidence],
        "risk_factors_starts": [e.start for e in evidence],
        "risk_factors_ends": [e.end for e in evidence],
    }


def pages_path(out: Path, run_id: str, processed_at: datetime) -> Path:
    return out / PAGES_DIR / f"run_date={processed_at.date().isoformat()}" / f"{run_id}.parquet"


def _block_counts(page: PageInfo) -> dict[str, int]:
    counts = dict(page.block_roles)
    return {role: counts.get(role, 0) for role in BLOCK_ROLES}


def write_pages(
    out: Path, outcomes: Iterable[ReportOutcome], *, run_id: str, processed_at: datetime, path: Path | None = None
) -> Path | None:
    """OUT/pages/run_date=…/<run_id>.parquet: one row per page (schemas/output.py PAGE_SCHEMA);
    None when no report of the run got as far as its pages."""
    rows = [
        {
            "doc_id": outcome.doc_id,
            "source_path": outcome.source_path,
            "page": page.number,
            "source": page.source,
            "ocr_reason": page.ocr_reason,
            "ocr_failure": page.ocr_failure,
            "engine": page.engine,
            "chars": page.end - page.start,
            "mean_confidence": page.mean_confidence,
            "seconds": page.seconds,
            "blocks": _block_counts(page),
            "run_id": run_id,
            "processed_at": processed_at,
        }
        for outcome in outcomes
        for page in outcome.page_infos
    ]
    return _write_table(rows, PAGE_SCHEMA, path or pages_path(out, run_id, processed_at))


def calls_path(out: Path, run_id: str, processed_at: datetime) -> Path:
    return out / CALLS_DIR / f"run_date={processed_at.date().isoformat()}" / f"{run_id}.parquet"


def call_rows(outcome: ReportOutcome, *, run_id: str, processed_at: datetime) -> list[dict[str, Any]]:
    """One row per call of the report (CALL_SCHEMA); a company report's own call carries the
    report's rating action."""
    rating = outcome.fields.get(FieldName.RATING)
    own = outcome.own_call
    rows = []
    for index, call in enumerate(outcome.calls):
        where = call.name_evidence or call.code_evidence
        rows.append(
            {
                "doc_id": outcome.doc_id,
                "source_path": outcome.source_path,
                "report_date": outcome.report_date,
                "broker": outcome.broker,
                "doc_type": outcome.doc_type,
                "title": outcome.title,
                "call_index": index,
                "code": call.code,
                "code_normalized": normalize_code(call.code),
                "name": call.name,
                "rating": call.rating,
                "rating_normalized": call.rating_normalized,
                "action": rating.rating_action if rating and call is own and call.rating else None,
                "target_price": call.target_price,
                "target_price_low": call.target_price_low,
                "target_price_high": call.target_price_high,
                "target_currency": call.target_currency,
                "page": where.page if where else None,
                "start": where.start if where else None,
                "end": where.end if where else None,
                "run_id": run_id,
                "processed_at": processed_at,
            }
        )
    return rows


def write_calls(
    out: Path, outcomes: Iterable[ReportOutcome], *, run_id: str, processed_at: datetime, path: Path | None = None
) -> Path | None:
    """OUT/calls/run_date=…/<run_id>.parquet: one row per stock call; None when the run has none."""
    rows = [row for o in outcomes for row in call_rows(o, run_id=run_id, processed_at=processed_at)]
    return _write_table(rows, CALL_SCHEMA, path or calls_path(out, run_id, processed_at))


def _write_table(rows: list[dict[str, Any]], schema: pa.Schema, path: Path) -> Path | None:
    """The rows as one zstd Parquet file written atomically at `path`; None (nothing written) without rows."""
    if not rows:
        return None
    sink = pa.BufferOutputStream()
    pq.write_table(pa.Table.from_pylist(rows, schema=schema), sink, compression="zstd")
    atomic_write_bytes(path, sink.getvalue().to_pybytes())
    return path


def done_doc_ids(out: Path, pipeline_version: str, extractor: str) -> set[str]:
    """doc_ids already processed by this pipeline version and extractor, not as errors and not
    waiting for a fallback model that was down (ReportOutcome.retry_next_run)."""
    from tasks.output.state import readable_parquet

    files = readable_parquet(sorted((out / RESULTS_DIR).glob("run_date=*/*.parquet")))
    if not files:
        return set()
    frame = (
        pl.scan_parquet([str(f) for f in files], extra_columns="ignore")  # older runs may lack newer columns
        .filter(
            (pl.col("pipeline_version") == pipeline_version)
            & (pl.col("extractor") == extractor)
            & (pl.col("status") != str(ReportStatus.ERROR))
            & ~pl.col("alerts").list.eval(pl.element().str.contains(RETRY_ALERT_PATTERN)).list.any().fill_null(False)
        )
        .select("doc_id")
        .collect()
    )
    return set(frame["doc_id"].to_list())


def review_entry(outcome: ReportOutcome, *, run_id: str) -> dict[str, Any] | None:
    """The review-queue entry of an alerted report, None for the others."""
    if outcome.review is None:
        return None
    spans = {
        str(name): [{"page": e.page, "start": e.start, "end": e.end} for e in result.evidence]
        for name, result in outcome.fields.items()
    }
    return {
        "doc_id": outcome.doc_id,
        "source_path": outcome.source_path,
        "run_id": run_id,
        "status": str(outcome.status),
        "alerts": outcome.alerts,
        "reasons": outcome.review.reasons,
        "spans": spans,
        "prompt": outcome.review.prompt,
        "raw_answers": outcome.review.raw_answers,
    }


INDEX_KEYS = ("doc_id", "source_path", "run_id", "status", "alerts")


def write_review_entry(out: Path, outcome: ReportOutcome, *, run_id: str) -> Path | None:
    """review_queue/<doc_id>.json for an alerted report, plus a line in review_queue/index.jsonl."""
    entry = review_entry(outcome, run_id=run_id)
    if entry is None:
        return None
    path = out / REVIEW_DIR / f"{outcome.doc_id}.json"
    atomic_write_bytes(path, json.dumps(entry, ensure_ascii=False, indent=2).encode("utf-8"))
    _append_index(out / REVIEW_DIR / "index.jsonl", {k: entry[k] for k in INDEX_KEYS})
    return path


def review_index(out: Path) -> list[dict[str, Any]]:
    """The review queue's index: one record per alerted report, latest run last. A line that is
    not a JSON record of the index's shape is skipped with a warning."""
    from tasks.files.reading import regular_file_bytes

    index = out / REVIEW_DIR / "index.jsonl"
    data = regular_file_bytes(index, 1 << 30)
    if data == "missing":
        return []
    if isinstance(data, str):
        log.warning("skipping the review index %s: %s", index, data)
        return []
    records = []
    for number, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            record = None
        if (
            not isinstance(record, dict)
            or not all(isinstance(record.get(k), str) for k in INDEX_KEYS[:4])
            or not isinstance(record.get("alerts"), list)
        ):
            log.warning("skipping line %d of %s: not an index record", number, index)
            continue
        if not is_doc_id(record["doc_id"]):
            log.warning(
                "skipping line %d of %s: %r is not a doc_id (64 hex characters)", number, index, record["doc_id"]
            )
            continue
        records.append(record)
    return records


def merge_index(out: Path, records: list[dict[str, Any]]) -> None:
    """Replace the lines of these doc_ids and append them; call under tasks/output/lock.out_lock."""
    index = out / REVIEW_DIR / "index.jsonl"
    replaced = {r["doc_id"] for r in records}
    kept = [r for r in review_index(out) if r["doc_id"] not in replaced]
    lines = [json.dumps(r, ensure_ascii=False) for r in kept + records]
    atomic_write_bytes(index, ("\n".join(lines) + "\n").encode("utf-8"))


def _append_index(index: Path, record: dict[str, Any]) -> None:
    """Rewrite the index atomically with this doc's line replaced, so a rerun does not duplicate it."""
    merge_index(index.parent.parent, [record])
