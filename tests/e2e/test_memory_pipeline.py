"""The boilerplate memory through the real Prefect flow: learned in one run, saved under OUT/state,
used by the next run; the broker lands in its Parquet column."""

from __future__ import annotations

import json
from pathlib import Path

import polars as pl
import pytest

from flows.settings import RunOptions
from tasks.clean.boilerplate import memory_path
from tests.builders import BROKER, BROKER_DISCLAIMER, broker_report

pytestmark = pytest.mark.slow


def write_reports(folder: Path, numbers: list[int]) -> Path:
    folder.mkdir(parents=True)
    for n in numbers:
        (folder / f"report_{n}.txt").write_text(broker_report(n), "utf-8")
    return folder


def rows(out: Path) -> list[dict]:
    return pl.scan_parquet(str(out / "results" / "**" / "*.parquet")).collect().to_dicts()


def test_a_second_run_drops_the_disclaimers_the_first_run_saw(prefect_harness, tmp_path: Path) -> None:
    from flows.pipeline import run

    out = tmp_path / "out"
    run(RunOptions(inputs=[write_reports(tmp_path / "day1", [0, 1])], out=out, extractor="rules"))
    saved = json.loads(memory_path(out).read_text("utf-8"))
    assert len(saved["reports"]) == 2

    today = write_reports(tmp_path / "day2", [2])
    second = run(RunOptions(inputs=[today], out=out, extractor="rules")).outcomes[0]
    fresh = run(RunOptions(inputs=[today], out=tmp_path / "fresh", extractor="rules")).outcomes[0]
    disclaimer_chars = sum(len(line) for line in BROKER_DISCLAIMER)
    assert second.dropped_chars - fresh.dropped_chars == disclaimer_chars
    assert second.fields == fresh.fields  # the fields do not depend on the memory
    assert len(json.loads(memory_path(out).read_text("utf-8"))["reports"]) == 3

    row = next(r for r in rows(out) if r["source_path"].endswith("report_2.txt"))
    assert row["broker"] == BROKER and row["rating"] == "买入" and row["target_price"] == "45.50元"
