"""Who a report is about (company, code, title, date) and the calls table, on real sample PDFs
through the real pipeline and the real commit (tasks/output/commit.py)."""

from __future__ import annotations

import os
from datetime import UTC, date, datetime
from pathlib import Path

import polars as pl
import pytest

from flows.settings import PIPELINE_VERSION
from schemas.types import ReportOutcome
from tasks.output.commit import commit_run
from tasks.review.find import find_calls, find_reports, load_calls
from tasks.review.load import load_latest
from tests.builders import rules_outcome
from tests.paths import SAMPLES

NOW = datetime(2026, 12, 4, 8, 0, tzinfo=UTC)


def _commit(out: Path, outcomes: list[ReportOutcome], run_id: str = "r1") -> Path | None:
    return commit_run(out, outcomes, run_id=run_id, pipeline_version=PIPELINE_VERSION, processed_at=NOW)


@pytest.fixture(scope="module")
def committed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("calls")
    outcomes = [rules_outcome(SAMPLES / name) for name in ("zh_buy.pdf", "hk_initiate.pdf", "zh_upgrade.pdf")]
    for outcome in outcomes:  # what flows/runs.py write_outputs does for a text-layer page 1
        outcome.report_date, outcome.report_date_source = date(2025, 1, 1), "first_page"
    outcomes[0].report_date = date(2025, 3, 14)
    assert _commit(out, outcomes) is not None
    return out


def test_a_company_reports_row_names_its_company_code_and_title(committed: Path) -> None:
    rows = {Path(r["source_path"]).name: r for r in load_latest(committed).to_dicts()}
    buy, hk = rows["zh_buy.pdf"], rows["hk_initiate.pdf"]
    assert (buy["company_name"], buy["company_code"]) == ("恒川新材", "688901.SH")
    assert buy["title"].startswith("恒川新材(688901.SH):湿法隔膜放量提速")
    assert (hk["company_name"], hk["company_code"]) == ("康沅医疗", "2736.HK")
    assert [c["code_normalized"] for c in hk["stock_calls"]] == ["2736.HK"]


def test_the_calls_table_is_committed_beside_the_results(committed: Path) -> None:
    files = sorted(p.relative_to(committed / "calls").as_posix() for p in (committed / "calls").rglob("*"))
    assert files == ["run_date=2026-12-04", "run_date=2026-12-04/r1.parquet"]
    calls = pl.read_parquet(committed / "calls" / "run_date=2026-12-04" / "r1.parquet")
    own = calls.filter(pl.col("source_path").str.ends_with("zh_buy.pdf")).row(0, named=True)
    assert own["code"] == own["code_normalized"] == "688901.SH"
    assert (own["name"], own["rating"], own["rating_normalized"], own["action"]) == (
        "恒川新材",
        "买入",
        "buy",
        "maintain",
    )
    assert (own["target_price"], own["target_price_low"], own["target_currency"]) == ("85.00元", 85.0, "CNY")
    assert own["doc_type"] == "company" and own["report_date"] == date(2025, 3, 14) and own["page"] == 1
    upgrade = calls.filter(pl.col("source_path").str.ends_with("zh_upgrade.pdf")).row(0, named=True)
    assert (upgrade["code_normalized"], upgrade["action"]) == ("002996.SZ", "upgrade")


def test_a_failed_commit_leaves_no_calls_behind(tmp_path: Path) -> None:
    out = tmp_path / "out"
    outcome = rules_outcome(SAMPLES / "zh_buy.pdf")
    (out / "results" / "run_date=2026-12-04").mkdir(parents=True)
    (out / "results" / "run_date=2026-12-04" / "r1.parquet").mkdir()  # the commit's rename target is a folder
    with pytest.raises(Exception, match="cannot write"):
        _commit(out, [outcome])
    assert not [p for p in (out / "calls").rglob("*") if p.is_file()]


def test_find_a_report_and_the_calls_by_code_name_file_or_prefix(committed: Path) -> None:
    latest = load_latest(committed)
    by = {q: [Path(r["source_path"]).name for r in find_reports(latest, q)] for q in ("688901", "2736 HK", "恒川新材")}
    assert by == {"688901": ["zh_buy.pdf"], "2736 HK": ["hk_initiate.pdf"], "恒川新材": ["zh_buy.pdf"]}
    doc_id = find_reports(latest, "zh_upgrade.pdf")[0]["doc_id"]
    assert [r["doc_id"] for r in find_reports(latest, str(SAMPLES / "zh_upgrade.pdf"))] == [doc_id]
    assert [r["doc_id"] for r in find_reports(latest, "zh_upgrade")] == [doc_id]  # the name without its extension
    assert [r["doc_id"] for r in find_reports(latest, doc_id[:8].upper())] == [doc_id]
    assert find_reports(latest, "no such stock") == []
    calls = load_calls(committed, latest)
    assert find_calls(calls, "688901.SS")["name"].to_list() == ["恒川新材"]
    assert find_calls(calls, "康沅医疗")["code_normalized"].to_list() == ["2736.HK"]
    assert find_calls(calls, "600000").is_empty()


@pytest.mark.slow
def test_a_scanned_reports_date_comes_from_its_ocr_text(tmp_path: Path) -> None:
    scan = tmp_path / "scan_buy.pdf"
    scan.write_bytes((SAMPLES / "scan_buy.pdf").read_bytes())
    os.utime(scan, (978307200, 978307200))  # mtime 2001-01-01: what the row said before
    outcome = rules_outcome(scan)
    assert outcome.page_infos[0].source == "ocr"
    assert (outcome.report_date, outcome.report_date_source) == (date(2025, 3, 14), "first_page")
    assert outcome.title is not None and outcome.title.startswith("恒川新材(688901.SH)")
    own = outcome.own_call
    assert own is not None and (own.name, own.code) == ("恒川新材", "688901.SH")
