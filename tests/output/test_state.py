"""Results files read back from OUT: one of the wrong schema is skipped with a warning like a torn
one, and every reader goes on (issue 25.9), on real Parquet files."""

from __future__ import annotations

import hashlib
import logging
from datetime import UTC, datetime
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from schemas.types import ReportOutcome, ReportStatus
from tasks.output.commit import commit_run
from tasks.output.sink import done_doc_ids
from tasks.output.state import readable_parquet
from tasks.review.load import load_latest

NOW = datetime(2026, 12, 3, 8, 0, tzinfo=UTC)


def outcome(name: str) -> ReportOutcome:
    doc_id = hashlib.sha256(name.encode()).hexdigest()
    return ReportOutcome(doc_id=doc_id, source_path=f"/r/{name}.pdf", status=ReportStatus.OK, extractor="rules")


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (
            lambda t: t.set_column(t.schema.get_field_index("status"), "status", pa.array([7], pa.int64())),
            "column status is int64",
        ),
        (
            lambda t: t.set_column(t.schema.get_field_index("alerts"), "alerts", pa.array(["x"])),
            "column alerts is string",
        ),
        (lambda t: pa.table({"x": [1]}), "not a results file"),
        (lambda t: t.drop_columns(["risk_factors"]).cast(t.drop_columns(["risk_factors"]).schema), ""),  # an older run
    ],
)
def test_a_results_file_of_the_wrong_schema_is_skipped_and_readers_go_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, damage, why: str
) -> None:
    good = commit_run(tmp_path, [outcome("a")], run_id="run-1", pipeline_version="v", processed_at=NOW)
    assert good is not None
    other = commit_run(tmp_path, [outcome("b")], run_id="run-2", pipeline_version="v", processed_at=NOW)
    assert other is not None
    pq.write_table(damage(pq.read_table(other)), other)

    with caplog.at_level(logging.WARNING, logger="digest"):
        files = readable_parquet(sorted(good.parent.glob("*.parquet")))
        done = done_doc_ids(tmp_path, "v", "rules")
        latest = load_latest(tmp_path)

    if why:
        assert files == [good] and done == {outcome("a").doc_id} and latest["doc_id"].to_list() == [outcome("a").doc_id]
        assert f"skipping unreadable Parquet file {other} (" in caplog.text and why in caplog.text
    else:  # a file that only lacks a newer column is still read
        assert files == [good, other] and len(done) == 2 and latest.height == 2 and not caplog.text
