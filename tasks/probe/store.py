"""Fingerprints as data: one Parquet file of one row per probe run, OUT/fingerprints/<probe_id>.parquet,
written atomically (temp file, fsync, rename) like the results; and the drift gate that reads them.

A fingerprint file is data like every file under OUT: one that does not read, or lacks the
identity columns, is skipped with a warning, never trusted.
"""

from __future__ import annotations

import logging
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pyarrow as pa
import pyarrow.parquet as pq

from schemas.errors import ModelDriftError
from tasks.files.lock import out_lock
from tasks.files.writing import atomic_write_bytes
from tasks.probe.fingerprint import Comparison, compare, metric_names

log = logging.getLogger("digest.probe")

FINGERPRINTS_DIR = "fingerprints"
IDENTITY = [
    ("probe_id", pa.string()),
    ("model_sent", pa.string()),
    ("model_answered", pa.string()),
    ("extractor", pa.string()),
    ("sdk_version", pa.string()),
    ("pipeline_version", pa.string()),
    ("probe_set_version", pa.string()),
    ("probed_at", pa.timestamp("us", tz="UTC")),
    ("date", pa.date32()),
    ("reports", pa.int64()),
    ("compared_with", pa.string()),  # the probe_id of the previous fingerprint, None for the first
    ("distance_to_previous", pa.float64()),
    ("drift", pa.bool_()),
    ("drift_threshold", pa.float64()),
    ("moved_metrics", pa.list_(pa.string())),
    ("total_cost_usd", pa.float64()),
    ("seconds", pa.float64()),
]
REQUIRED = ("probe_id", "model_sent", "probed_at", "drift")


def fingerprint_schema() -> pa.Schema:
    return pa.schema(IDENTITY + [(name, pa.float64()) for name in metric_names()])


def read_fingerprints(out: Path) -> pl.DataFrame:
    """Every readable fingerprint under OUT, oldest first (an empty frame when there is none)."""
    frames = []
    for path in sorted((out / FINGERPRINTS_DIR).glob("*.parquet")):
        try:
            frame = pl.read_parquet(path)
        except Exception as error:  # noqa: BLE001 - any unreadable file is skipped, whatever broke it
            log.warning("fingerprint %s skipped: it does not read (%s)", path, type(error).__name__)
            continue
        if missing := [c for c in REQUIRED if c not in frame.columns]:
            log.warning("fingerprint %s skipped: no column %s", path, ", ".join(missing))
            continue
        frames.append(frame)
    if not frames:
        return pl.DataFrame(schema=pl.Schema(pl.from_arrow(fingerprint_schema().empty_table()).schema))  # type: ignore[union-attr]
    return pl.concat(frames, how="diagonal_relaxed").sort("probed_at")


def latest_fingerprint(out: Path, model: str) -> dict[str, Any] | None:
    rows = read_fingerprints(out).filter(pl.col("model_sent") == model)
    return rows.row(-1, named=True) if rows.height else None


def record_fingerprint(
    out: Path,
    identity: dict[str, Any],
    vector: dict[str, float | None],
    *,
    threshold: float,
    replaces: str | None = None,
) -> dict[str, Any]:
    """Compare with the last fingerprint of the same model id (else of the model it `replaces`),
    then write the row; the row as written. Under the OUT lock, so that two probes of one model
    each compare with a finished fingerprint."""
    probed_at = identity.get("probed_at") or datetime.now(UTC)
    probe_id = f"{probed_at:%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}"
    with out_lock(out):
        previous = latest_fingerprint(out, identity["model_sent"])
        if previous is None and replaces:
            previous = latest_fingerprint(out, replaces)
        comparison = compare(vector, previous) if previous is not None else None
        row = {
            **identity,
            "probe_id": probe_id,
            "probed_at": probed_at,
            "date": probed_at.date(),
            "compared_with": previous["probe_id"] if previous else None,
            "distance_to_previous": comparison.distance if comparison else None,
            "drift": bool(comparison and comparison.distance > threshold),
            "drift_threshold": threshold,
            "moved_metrics": comparison.moved if comparison else [],
            **vector,
        }
        table = pa.Table.from_pylist([row], schema=fingerprint_schema())
        sink = pa.BufferOutputStream()
        pq.write_table(table, sink, compression="zstd")
        atomic_write_bytes(out / FINGERPRINTS_DIR / f"{probe_id}.parquet", sink.getvalue().to_pybytes())
    return row


def check_drift(out: Path, models: list[str], *, accept: bool) -> list[str]:
    """Raise ModelDriftError when the latest fingerprint of one of `models` under OUT drifted,
    unless `accept`; the drift messages (accepted ones, to warn about)."""
    found = []
    for model in dict.fromkeys(models):
        latest = latest_fingerprint(out, model)
        if latest is None or not latest["drift"]:
            continue
        moved = list(latest.get("moved_metrics") or [])
        shown = "; ".join(moved[:5]) + (f"; and {len(moved) - 5} more" if len(moved) > 5 else "")
        found.append(
            f"model {model}: its latest fingerprint ({latest['probe_id']}, {latest['date']}) drifted, distance "
            f"{latest['distance_to_previous']:.3f} > {latest['drift_threshold']:g}; moved: {shown or 'no single metric'}"
        )
    if found and not accept:
        raise ModelDriftError(" | ".join(found))
    return found


__all__ = ["Comparison", "check_drift", "latest_fingerprint", "read_fingerprints", "record_fingerprint"]
