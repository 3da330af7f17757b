"""A note rated with a numeric code, through the real pipeline (rules backend) and the real commit:
the Parquet row and the calls table carry the code as printed and the class its legend gives it;
without the legend the code is no rating."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import polars as pl

from flows.settings import PIPELINE_VERSION
from tasks.output.commit import commit_run
from tasks.review.load import load_latest
from tests.builders import numeric_rating_note, rules_outcome

NOW = datetime(2026, 12, 5, 8, 0, tzinfo=UTC)


def test_the_row_and_the_call_carry_the_code_and_the_legends_class(tmp_path: Path) -> None:
    notes = tmp_path / "in"
    notes.mkdir()
    rated = rules_outcome(numeric_rating_note(notes / "rated.pdf", "3"))
    bare = rules_outcome(numeric_rating_note(notes / "bare.pdf", "3", legend=()))
    out = tmp_path / "out"
    assert commit_run(out, [rated, bare], run_id="r1", pipeline_version=PIPELINE_VERSION, processed_at=NOW)
    rows = {Path(r["source_path"]).name: r for r in load_latest(out).to_dicts()}
    row = rows["rated.pdf"]
    assert (row["rating"], row["rating_normalized"], row["rating_status"]) == ("3", "underperform", "valid")
    assert [(c["code"], c["rating"], c["rating_normalized"]) for c in row["stock_calls"]] == [
        ("7741 JP", "3", "underperform")
    ]
    assert (rows["bare.pdf"]["rating"], rows["bare.pdf"]["rating_normalized"]) == (None, None)
    calls = pl.read_parquet(next((out / "calls").rglob("*.parquet")))
    own = calls.filter(pl.col("source_path").str.ends_with("rated.pdf")).row(0, named=True)
    assert (own["rating"], own["rating_normalized"]) == ("3", "underperform")
