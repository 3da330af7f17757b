"""Report dates for backfills: printed on page 1, else in the file name, else the file's mtime."""

from __future__ import annotations

import os
from datetime import date, datetime
from pathlib import Path

import pytest

from tasks.ingest.dates import date_in_name, date_in_text, in_range, report_date, select_by_date
from tasks.ingest.discover import discover
from tests.paths import SAMPLES


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("恒川新材（688901.SH）\n2025年03月14日\n投资评级：买入", date(2025, 3, 14)),
        ("2025 年 4 月 8 日", date(2025, 4, 8)),
        ("Report date: 2025-04-08, prices as of 2025-04-07", date(2025, 4, 8)),
        ("2025/4/8", date(2025, 4, 8)),
        ("Quanta Ridge (QRSC US)\n12 March 2025\nOverweight", date(2025, 3, 12)),
        ("Price (Mar 11, 2025): US$96.40", date(2025, 3, 11)),
        ("Shr price, close (Apr 2, 2026)\nHK$489.20\nApril 7, 2026 09:00 PM GMT", date(2026, 4, 7)),
        ("Stock Data\n" + "Price 508.00 HKD\n" * 250 + "23 March 2026\nEquity", date(2026, 3, 23)),
        ("2025.13.40 is no date; 2025-02-28 is", date(2025, 2, 28)),
        ("营业收入126.45亿元，同比增长18.62%", None),
        ("", None),
    ],
)
def test_date_in_text_takes_the_first_real_date(text: str, expected: date | None) -> None:
    assert date_in_text(text) == expected


def test_date_in_name() -> None:
    assert date_in_name("国元证券_20250408_点评.pdf") == date(2025, 4, 8)
    assert date_in_name("report 2025-06-30.txt") == date(2025, 6, 30)
    assert date_in_name("report_2025_06_30.txt") == date(2025, 6, 30)
    assert date_in_name("20251340.pdf") is None
    assert date_in_name("report.pdf") is None


def test_report_date_sources(tmp_path: Path) -> None:
    assert report_date(SAMPLES / "zh_buy.pdf") == (date(2025, 3, 14), "first_page")
    assert report_date(SAMPLES / "en_overweight.pdf") == (date(2025, 3, 12), "first_page")
    scanned = tmp_path / "scan_2025-02-03.pdf"  # image only: no text layer to read a date from
    scanned.write_bytes((SAMPLES / "scan_buy.pdf").read_bytes())
    assert report_date(scanned) == (date(2025, 2, 3), "file_name")
    undated = tmp_path / "notes.txt"
    undated.write_text("风险提示：需求不及预期。", "utf-8")
    os.utime(undated, (0, datetime(2025, 5, 5, 12).timestamp()))
    assert report_date(undated) == (date(2025, 5, 5), "mtime")
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"not a pdf")
    assert report_date(broken)[1] == "mtime"
    assert report_date(tmp_path / "missing.pdf") == (None, None)


def test_range_is_inclusive_and_undated_reports_are_out_of_bounded_ranges() -> None:
    since, until = date(2025, 1, 1), date(2025, 6, 30)
    assert in_range(since, since, until) and in_range(until, since, until)
    assert not in_range(date(2024, 12, 31), since, until) and not in_range(date(2025, 7, 1), since, until)
    assert not in_range(None, since, None) and in_range(None, None, None)


def test_select_by_date_on_samples() -> None:
    items = discover([SAMPLES / n for n in ("zh_buy.pdf", "zh_upgrade.pdf", "hk_initiate.pdf", "zh_add_no_tp.pdf")])
    chosen = select_by_date(items, date(2025, 3, 14), date(2025, 7, 15))
    assert [i.path.name for i in chosen] == ["zh_buy.pdf", "zh_add_no_tp.pdf"]
    assert select_by_date(items, None, None) == items
