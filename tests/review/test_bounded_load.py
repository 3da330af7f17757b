"""Results read with a bounded memory (issue 25.5): the latest row of each report is found from a
few columns with polars' streaming engine, and only those rows are read whole."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from schemas.types import ReportOutcome, ReportStatus
from tasks.output.sink import results_path, write_results
from tasks.review.load import load_latest
from tests.paths import ROOT

NOW = datetime(2026, 12, 4, 8, 0, tzinfo=UTC)
DIGEST = [sys.executable, "-m", "flows.cli"]


def outcome(name: str, seconds: float = 1.0) -> ReportOutcome:
    return ReportOutcome(
        doc_id=hashlib.sha256(name.encode()).hexdigest(),
        source_path=f"/r/{name}.pdf",
        status=ReportStatus.OK,
        extractor="rules",
        seconds=seconds,
    )


def test_the_latest_row_of_each_report_wins_across_files_and_ties_go_to_the_later_file(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_results(out, [outcome("a", 1), outcome("b", 1)], run_id="r1", pipeline_version="v", processed_at=NOW)
    later = NOW + timedelta(hours=1)
    write_results(out, [outcome("a", 2)], run_id="r2", pipeline_version="v", processed_at=later)
    write_results(out, [outcome("a", 3)], run_id="r3", pipeline_version="v", processed_at=later)  # a tie: r3 is later

    frame = load_latest(out)

    assert frame["source_path"].to_list() == ["/r/a.pdf", "/r/b.pdf"]
    assert frame["run_id"].to_list() == ["r3", "r1"] and frame["seconds"].to_list() == [3.0, 1.0]


def many_copies(out: Path, rows: int) -> str:
    """A results file of `rows` copies of one report's row (a few MB on disk), and that doc_id."""
    write_results(out, [outcome("many")], run_id="r1", pipeline_version="v", processed_at=NOW)
    path = results_path(out, "r1", NOW)
    one = pq.read_table(path)
    block = one.take([0] * 100_000)
    with pq.ParquetWriter(path.with_name("copies.parquet"), one.schema, compression="zstd") as writer:
        for _ in range(rows // block.num_rows):
            writer.write_table(block)
    return str(one["doc_id"][0])


def peak_rss_mb(*args: str) -> tuple[int, float, str]:
    """(exit code, peak RSS in MB of `digest` itself, stdout + stderr)."""
    with subprocess.Popen([*DIGEST, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as p:
        assert p.stdout is not None
        printed = p.stdout.read()
        _pid, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
    return p.returncode, usage.ru_maxrss / 1024, printed


@pytest.mark.slow
def test_show_and_review_of_ten_million_rows_stay_under_a_gigabyte(tmp_path: Path) -> None:
    out = tmp_path / "out"
    doc_id = many_copies(out, 10_000_000)

    code, shown_mb, printed = peak_rss_mb("show", doc_id[:12], "--out", str(out))
    assert code == 0 and "many.pdf" in printed, printed
    code, review_mb, printed = peak_rss_mb("review", str(out), "--html", str(tmp_path / "review.html"))
    assert code == 0, printed
    assert "/r/many.pdf" in (tmp_path / "review.html").read_text("utf-8")
    # 10 GB and 6 GB before the bounded read; 394 MB measured with it, 736 MB once `show` also
    # matched codes and names (issue 23): bounded by the reports, not the rows.
    assert shown_mb < 1024 and review_mb < 1024, (shown_mb, review_mb)
