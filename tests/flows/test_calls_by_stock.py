"""`digest calls` on one stock across the real English notes of ../shared/real_pdfs: by code in any
printed form and by a Chinese name none of them prints; `--json` on run, alerts, show and calls
parses, one object per report or call. Real subprocesses, real PDFs (skipped when absent)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import REAL_PDFS, ROOT, TENCENT_NOTES

pytestmark = pytest.mark.slow
DIGEST = [sys.executable, "-m", "flows.cli"]
# The date each Tencent note prints (bench/labels/real_pdfs.jsonl).
PRINTED_DATES = {
    "rp_086.pdf": "2026-03-23",  # past 3,000 characters of its cover
    "rp_087.pdf": "2026-03-18",
    "rp_088.pdf": "2026-03-19",
    "rp_089.pdf": "2026-03-12",
    "rp_090.pdf": "2026-03-19",
    "rp_091.pdf": "2026-04-07",  # after `Shr price, close (Apr 2, 2026)`
    "rp_092.pdf": "2026-03-20",
    "rp_093.pdf": "2026-02-27",
}


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


@pytest.fixture(scope="module")
def tencent_out(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str], list[dict]]:
    files = [REAL_PDFS / name for name in TENCENT_NOTES]
    if not all(f.is_file() for f in files):
        pytest.skip("../shared/real_pdfs is absent")
    root = tmp_path_factory.mktemp("tencent")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "DIGEST_"))}
    env |= {"PREFECT_HOME": str(root / "prefect-home"), "DIGEST_OCR_CACHE_MB": "0"}
    out = root / "out"
    run = subprocess.run(
        [*DIGEST, "run", *map(str, files), "--out", str(out), "--json", "-q"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode in (0, 10), run.stderr
    return out, env, json_lines(run.stdout)


def digest(tencent_out: tuple[Path, dict[str, str], list[dict]], *args: str) -> subprocess.CompletedProcess[str]:
    out, env, _ = tencent_out
    return subprocess.run(
        [*DIGEST, *args, "--out", str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_run_json_is_one_row_per_note_with_company_code_and_broker(tencent_out) -> None:
    rows = tencent_out[2]
    assert len(rows) == len(TENCENT_NOTES)
    for row in rows:
        name = Path(row["source_path"]).name
        assert row["company_code"] == "0700.HK", name
        assert row["company_name"].startswith("Tencent"), name
        assert row["broker"] == TENCENT_NOTES[name], name
        assert (row["report_date"], row["report_date_source"]) == (PRINTED_DATES[name], "first_page"), name


@pytest.mark.parametrize("query", ["0700.HK", "700 HK", "00700", "腾讯控股", "Tencent"])
def test_calls_list_every_tencent_note_latest_first(tencent_out, query: str) -> None:
    listed = digest(tencent_out, "calls", query, "--json")
    assert listed.returncode == 0, listed.stderr
    calls = json_lines(listed.stdout)
    shas = {hashlib.sha256((REAL_PDFS / name).read_bytes()).hexdigest() for name in TENCENT_NOTES}
    assert {c["doc_id"] for c in calls} == shas
    assert {c["code_normalized"] for c in calls} == {"0700.HK"}
    assert {c["broker"] for c in calls} == set(TENCENT_NOTES.values())
    dates = [c["report_date"] for c in calls]
    assert dates == sorted(dates, reverse=True)
    assert all(c["target_price"] for c in calls)


def test_alerts_and_show_json_parse(tencent_out) -> None:
    out, env, _ = tencent_out
    alerts = subprocess.run(
        [*DIGEST, "alerts", str(out), "--json"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert alerts.returncode == 0, alerts.stderr
    listed = json_lines(alerts.stdout)
    alerted = {Path(row["source_path"]).name for row in tencent_out[2] if row["alerts"] or row["status"] == "error"}
    assert {Path(row["source_path"]).name for row in listed} == alerted  # the run's alerted notes, and only they
    shown = digest(tencent_out, "show", "腾讯控股", "--json")
    assert shown.returncode == 0, shown.stderr
    assert {Path(r["source_path"]).name for r in json_lines(shown.stdout)} == set(TENCENT_NOTES)
