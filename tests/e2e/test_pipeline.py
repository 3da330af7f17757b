"""The whole flow on the committed sample PDFs, with real Prefect, Tesseract and Parquet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest

from flows.settings import RunOptions
from schemas.errors import ReportsFailedError
from schemas.types import FieldName
from tests.builders import flows_that_wrote, long_scanned_report, nfkc
from tests.paths import ROOT, SAMPLES

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def sample_run(prefect_harness, tmp_path_factory):
    from flows.pipeline import run

    out = tmp_path_factory.mktemp("out")
    summary = run(RunOptions(inputs=[SAMPLES], out=out, extractor="rules"))
    frame = pl.scan_parquet(str(out / "results" / "**" / "*.parquet")).collect()
    return out, summary, frame


def test_the_run_is_the_one_run_flow_with_its_reports_on_lanes(sample_run) -> None:
    from flows.pipeline import digest_run

    out, _, _ = sample_run
    assert flows_that_wrote(out) == [digest_run.name] == ["digest-run"]


def test_one_row_per_sample_file(sample_run, sample_labels) -> None:
    _, _, frame = sample_run
    names = sorted(Path(p).name for p in frame["source_path"])
    assert names == sorted(sample_labels)
    assert frame["doc_id"].n_unique() == frame.height


def test_bad_files_are_error_rows_with_a_reason(sample_run, sample_labels) -> None:
    _, _, frame = sample_run
    for row in frame.iter_rows(named=True):
        label = sample_labels[Path(row["source_path"]).name]
        assert row["status"] == ("error" if label["expect_status"] == "error" else row["status"])
        if label["expect_status"] == "error":
            assert row["error"] and len(row["error"]) > 20, row
            assert row["rating"] is None and row["target_price"] is None
        else:
            assert row["status"] != "error", row["error"]


def test_fields_match_labels_and_spans_point_at_them(sample_run, sample_labels) -> None:
    _, summary, frame = sample_run
    wrong = []
    for row in frame.filter(pl.col("status") != "error").iter_rows(named=True):
        label = sample_labels[Path(row["source_path"]).name]
        got = (row["rating"], row["target_price"], row["risk_factors"])
        want = (nfkc(label["rating"]), nfkc(label["target_price"]), [nfkc(r) for r in label["risks"]])
        if got != want:
            wrong.append((label["file"], got, want))
    assert not wrong, wrong
    for outcome in summary.outcomes:
        for name, result in outcome.fields.items():
            if name is not FieldName.DOC_TYPE:  # a kind is a judgement: its evidence is doc_type_reason
                assert (result.value is None) == (not result.evidence)


def test_no_value_without_a_valid_status(sample_run) -> None:
    _, _, frame = sample_run
    for prefix, column in (("rating", "rating"), ("target_price", "target_price")):
        filled = frame.filter(pl.col(column).is_not_null())
        assert set(filled[f"{prefix}_status"].to_list()) <= {"valid", "fallback_valid"}


def test_rerun_skips_everything_already_done(sample_run, sample_labels) -> None:
    from flows.pipeline import run

    out, _, _ = sample_run
    again = run(RunOptions(inputs=[SAMPLES], out=out, extractor="rules"))
    good = [f for f, label in sample_labels.items() if label["expect_status"] == "ok"]
    assert sorted(Path(p).name for p in again.skipped) == sorted(good)
    assert all(o.status == "error" for o in again.outcomes)  # errors are retried, not cached as done


def test_cli_run_prints_no_traceback_and_one_error_line_naming_the_failed_report(tmp_path: Path) -> None:
    empty = tmp_path / "bad_empty.pdf"
    empty.write_bytes(b"")
    inputs = [empty, *sorted(SAMPLES.glob("*.pdf"))[:2]]
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")} | {
        "PREFECT_HOME": str(tmp_path / "prefect")
    }
    result = subprocess.run(
        [sys.executable, "-m", "flows.cli", "run", *map(str, inputs), "--out", str(tmp_path / "out")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    output = result.stdout + result.stderr
    assert result.returncode == ReportsFailedError.exit_code, output
    assert "Traceback" not in output and "ERROR" not in output, output
    assert "bad_empty.pdf" in result.stdout and "error" in result.stdout
    (line,) = [line for line in result.stderr.splitlines() if line.startswith("error: ")]
    assert "3 of 3 report(s) are error rows (bad_empty.pdf, bad_encrypted.pdf, bad_not_a_pdf.pdf)" in line


def test_run_summary_is_published_as_prefect_artifacts(sample_run) -> None:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey

    _, summary, _ = sample_run
    with get_client(sync_client=True) as client:
        artifacts = client.read_artifacts(
            artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=["digest-run-summary", "digest-reports"]))
        )
    by_key = {a.key: a for a in artifacts}
    assert set(by_key) == {"digest-run-summary", "digest-reports"}
    markdown = next(a for a in artifacts if a.key == "digest-run-summary" and summary.run_id in str(a.data))
    errors = sum(
        json.loads(line)["expect_status"] == "error"
        for line in (SAMPLES / "labels.jsonl").read_text("utf-8").splitlines()
    )
    assert f"| error | {errors} |" in str(markdown.data)


def test_a_report_over_its_timeout_becomes_an_error_row_and_the_run_goes_on(prefect_harness, tmp_path: Path) -> None:
    from flows.pipeline import run

    long_scan = long_scanned_report(tmp_path / "in")
    options = RunOptions(
        inputs=[long_scan, SAMPLES / "zh_buy.pdf"],
        out=tmp_path / "out",
        extractor="rules",
        report_timeout_s=4.0,
        ocr_cache_mb=0,
    )
    outcomes = {Path(o.source_path).name: o for o in run(options).outcomes}
    assert outcomes["long_scan.pdf"].status == "error" and outcomes["long_scan.pdf"].error.startswith("report_timeout")
    assert outcomes["zh_buy.pdf"].status == "ok"
