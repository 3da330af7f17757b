"""The review queue as `digest alerts` lists it: every alerted report of the review index, and
every report whose latest row is an error (those have no review entry: there is nothing to review
but the error, and a rerun retries them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import polars as pl

from schemas.errors import NoResultsError
from schemas.types import ReportStatus
from tasks.output.sink import review_index
from tasks.review.load import load_latest


def alert_records(out: Path) -> list[dict[str, Any]]:
    """One record per report (doc_id, source_path, run_id, status, alerts, error): the review
    index's, then the error rows not in it; a report's error row replaces its index record."""
    try:
        latest = load_latest(out)
    except NoResultsError:
        latest = pl.DataFrame()
    failed = latest.filter(pl.col("status") == str(ReportStatus.ERROR)).to_dicts() if "status" in latest.columns else []
    errors = {
        row["doc_id"]: {
            "doc_id": row["doc_id"],
            "source_path": row["source_path"],
            "run_id": row["run_id"],
            "status": row["status"],
            "alerts": list(row.get("alerts") or []),
            "error": row.get("error") or "",
        }
        for row in failed
    }
    alerted = [{**record, "error": None} for record in review_index(out) if record["doc_id"] not in errors]
    return alerted + list(errors.values())
