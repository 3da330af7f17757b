"""The analyst's commands as a user runs them: `digest run` (the summary says what each report is
about), `digest calls`, `digest show` by code, name, file or prefix. Real subprocesses, real PDFs."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import ROOT, SAMPLES

pytestmark = pytest.mark.slow
DIGEST = [sys.executable, "-m", "flows.cli"]
FILES = ("zh_buy.pdf", "hk_initiate.pdf", "garbled_hk.pdf", "zh_upgrade.pdf")


def _sha(name: str) -> str:
    return hashlib.sha256((SAMPLES / name).read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def ran(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str], subprocess.CompletedProcess[str]]:
    root = tmp_path_factory.mktemp("analyst")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "DIGEST_"))}
    env |= {"PREFECT_HOME": str(root / "prefect-home"), "DIGEST_OCR_CACHE_MB": "0", "COLUMNS": "250"}
    out = root / "out"
    result = subprocess.run(
        [*DIGEST, "run", *(str(SAMPLES / f) for f in FILES), "--out", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=400,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return out, env, result


def digest(ran: tuple[Path, dict[str, str], object], *args: str) -> subprocess.CompletedProcess[str]:
    out, env, _ = ran
    return subprocess.run(
        [*DIGEST, *args, "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_the_run_summary_says_what_each_report_is_about(ran) -> None:
    summary = ran[2].stdout
    for name in FILES:
        assert _sha(name)[:8] in summary  # the prefix to `digest show`
    assert "恒川新材 688901.SH" in summary and "康沅医疗 2736.HK" in summary
    assert "买入 (initiate)" in summary and "买入 (upgrade)" in summary and "65.70港元" in summary
    garbled = next(line for line in summary.splitlines() if "garbled_hk" in line)
    assert "2025-09-02" in garbled  # page 1 is OCR'd: its printed date, not the file's mtime


def test_calls_on_a_stock_across_reports_latest_first(ran) -> None:
    listed = digest(ran, "calls", "2736 HK", "--json")
    assert listed.returncode == 0, listed.stderr
    calls = [json.loads(line) for line in listed.stdout.splitlines()]
    assert {c["doc_id"] for c in calls} == {_sha("hk_initiate.pdf"), _sha("garbled_hk.pdf")}
    assert {(c["code_normalized"], c["name"], c["rating"], c["action"], c["target_price"]) for c in calls} == {
        ("2736.HK", "康沅医疗", "买入", "initiate", "65.70港元")
    }
    assert [c["report_date"] for c in calls] == ["2025-09-02", "2025-09-02"]
    by_name = digest(ran, "calls", "恒川新材", "--json")
    dates = [json.loads(line)["report_date"] for line in by_name.stdout.splitlines()]
    assert dates == ["2025-03-14"]
    table = digest(ran, "calls", "002996")
    assert table.returncode == 0 and "002996.SZ" in table.stdout and "upgrade" in table.stdout


def test_show_finds_a_report_the_way_an_analyst_names_it(ran) -> None:
    for query, name in (
        ("688901", "zh_buy.pdf"),
        ("002996.SZ", "zh_upgrade.pdf"),
        ("zh_upgrade.pdf", "zh_upgrade.pdf"),
    ):
        shown = digest(ran, "show", query)
        assert shown.returncode == 0 and _sha(name) in shown.stdout, (query, shown.stdout + shown.stderr)
    shown = digest(ran, "show", str(SAMPLES / "hk_initiate.pdf"))
    assert shown.returncode == 0 and _sha("hk_initiate.pdf") in shown.stdout
    several = digest(ran, "show", "康沅医疗")
    assert several.returncode == 0 and "2 reports match" in several.stdout
    assert _sha("hk_initiate.pdf")[:12] in several.stdout and _sha("garbled_hk.pdf")[:12] in several.stdout
    missing = digest(ran, "show", "没有这家公司")
    assert missing.returncode == 2 and missing.stderr.strip().count("\n") == 0 and "no report matches" in missing.stderr


def test_show_json_prints_the_matching_rows(ran) -> None:
    one = digest(ran, "show", "688901", "--json")
    rows = [json.loads(line) for line in one.stdout.splitlines()]
    assert one.returncode == 0 and [r["doc_id"] for r in rows] == [_sha("zh_buy.pdf")]
    assert rows[0]["company_code"] == "688901.SH" and rows[0]["rating"] == "买入"
    several = digest(ran, "show", "康沅医疗", "--json")
    assert {json.loads(line)["doc_id"] for line in several.stdout.splitlines()} == {
        _sha("hk_initiate.pdf"),
        _sha("garbled_hk.pdf"),
    }
