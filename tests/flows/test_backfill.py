"""`digest backfill`: exactly the reports dated in range, with the date and its source recorded."""

from __future__ import annotations

import os
import shutil
from datetime import date, datetime
from pathlib import Path

import polars as pl
import pytest
from typer.testing import CliRunner

from tests.paths import SAMPLES

pytestmark = pytest.mark.slow

# file -> (date it carries, where that date comes from); range 2025-01-01..2025-06-30
IN_RANGE = {
    "zh_buy.pdf": (date(2025, 3, 14), "first_page"),
    "en_overweight.pdf": (date(2025, 3, 12), "first_page"),
    "zh_add_no_tp.pdf": (date(2025, 4, 8), "first_page"),
    "last_day.txt": (date(2025, 6, 30), "first_page"),
    "memo_20250101.txt": (date(2025, 1, 1), "file_name"),
    "undated_in_range.txt": (date(2025, 2, 1), "mtime"),
}
OUT_OF_RANGE = ["zh_upgrade.pdf", "hk_initiate.pdf", "first_day_after.txt", "undated_too_old.txt"]
BODY = "\n投资评级：增持（维持）\n目标价：12.30元\n风险提示：行业需求不及预期；原材料价格波动。\n"


def make_archive(root: Path) -> Path:
    archive = root / "archive"
    (archive / "2025").mkdir(parents=True)
    for name in ("zh_buy.pdf", "en_overweight.pdf", "zh_add_no_tp.pdf", "zh_upgrade.pdf", "hk_initiate.pdf"):
        shutil.copy(SAMPLES / name, archive / "2025" / name)
    texts = {
        "last_day.txt": "某某证券 公司点评\n2025年06月30日" + BODY,
        "first_day_after.txt": "某某证券 公司点评\n2025-07-01" + BODY,
        "memo_20250101.txt": "某某证券 晨会纪要" + BODY,
        "undated_in_range.txt": "某某证券 点评 A" + BODY,
        "undated_too_old.txt": "某某证券 点评 B" + BODY,
    }
    for name, text in texts.items():
        (archive / name).write_text(text, "utf-8")
    for name, day in (
        ("undated_in_range.txt", datetime(2025, 2, 1, 12)),
        ("undated_too_old.txt", datetime(2024, 12, 31, 12)),
    ):
        os.utime(archive / name, (day.timestamp(), day.timestamp()))
    return archive


def test_backfill_picks_exactly_the_reports_in_range(prefect_harness, tmp_path: Path) -> None:
    from flows.cli import app

    archive, out = make_archive(tmp_path), tmp_path / "out"
    command = [
        "backfill",
        str(archive),
        "--since",
        "2025-01-01",
        "--until",
        "2025-06-30",
        "--out",
        str(out),
        "--extractor",
        "rules",
    ]
    result = CliRunner().invoke(app, command)
    assert result.exit_code == 0, result.output

    files = list(out.glob("results/run_date=*/*.parquet"))
    assert len(files) == 1, files  # partitioned by run date, like every run
    rows = pl.read_parquet(files[0])
    got = {Path(r["source_path"]).name: (r["report_date"], r["report_date_source"]) for r in rows.iter_rows(named=True)}
    assert got == IN_RANGE
    assert not set(got) & set(OUT_OF_RANGE)
    assert "error" not in set(rows["status"])
