"""The review page as an analyst uses it, in headless Chromium on the output of a real `digest run`
over sample_pdfs/ plus one industry weekly (calls on two other stocks, markup in its title): find a
report by code, company name or a call's stock name, filter by kind, action and date, read a
report's calls as a table, export the filtered rows as CSV, all in a 1280x800 pane."""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import polars as pl
import pymupdf
import pytest

from tasks.review.find import find_reports
from tasks.review.load import load_latest
from tests.paths import ROOT, SAMPLES

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="Debian chromium is missing (make setup)"),
]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DIGEST = [sys.executable, "-m", "flows.cli"]
PANE = {"width": 1280, "height": 800}
SCREENSHOT_COPY = ROOT / "bench" / "results" / "review-find.png"
# Markup the page must show as text, and a formula a spreadsheet must not run from the CSV.
MARKUP_TITLE = "=1+2<img src=x onerror=alert(1)>电子行业周报"
WEEKLY_LINES = [
    (MARKUP_TITLE, 20),
    ("澄川证券 证券研究报告 | 行业周报 2025年06月20日", 11),
    ("行业评级：增持（维持）", 11),
    ("本周电子板块上涨2.1%，消费电子需求回暖，半导体设备国产化持续推进。", 11),
    ("重点公司盈利预测与评级", 11),
    ("代码 简称 目标价 收盘价 评级", 11),
    ("002475 立澜精密 38.50 30.12 买入", 11),
    ("603501 韦朔半导 105.00 88.20 增持", 11),
    ("风险提示：下游需求不及预期；行业竞争加剧；贸易摩擦风险。", 11),
]
WEEKLY_TABLE_ROWS = ("代码 ", "002475 ", "603501 ")
WEEKLY_COLUMNS_X = (40, 110, 190, 260, 330)


def industry_weekly(path: Path) -> Path:
    """A one-page sector weekly: no company of its own, calls on 立澜精密 and 韦朔半导."""
    font = pymupdf.Font("cjk")
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_font(fontname="cjk1", fontbuffer=font.buffer)
        y = 60.0
        for text, size in WEEKLY_LINES:
            if text.startswith(WEEKLY_TABLE_ROWS):  # a table's cells each under its header's column, as a PDF sets them
                for x, cell in zip(WEEKLY_COLUMNS_X, text.split(), strict=True):
                    page.insert_text((x, y), cell, fontsize=size, fontname="cjk1")
            else:
                page.insert_text((40, y), text, fontsize=size, fontname="cjk1")
            y += size * 2.2
        pdf.save(path)
    return path


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, pl.DataFrame]:
    """`digest run sample_pdfs weekly.pdf`, then `digest review`: the page and the latest rows."""
    root = tmp_path_factory.mktemp("review-find")
    weekly = industry_weekly(root / "weekly.pdf")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "DIGEST_"))}
    env |= {"PREFECT_HOME": str(root / "prefect-home"), "DIGEST_OCR_CACHE_MB": "0"}
    out, page = root / "out", root / "review.html"
    ran = subprocess.run(
        [*DIGEST, "run", str(SAMPLES), str(weekly), "--out", str(out), "-q"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert ran.returncode == 10, ran.stdout + ran.stderr  # the bad_*.pdf samples are error rows
    made = subprocess.run(
        [*DIGEST, "review", str(out), "--html", str(page)], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert made.returncode == 0, made.stdout + made.stderr
    return page, load_latest(out)


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("profile")),
            executable_path=CHROMIUM,
            args=CHROMIUM_ARGS,
            headless=True,
            viewport=PANE,
            accept_downloads=True,
        )
        try:
            yield context
        finally:
            context.close()


class Opened:
    """The page, freshly loaded, and everything it asked the network for or complained about."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("dialog", lambda dialog: (self.dialogs.append(dialog.message), dialog.dismiss()))

    def shown(self) -> list[str]:
        """The doc_ids of the rows on screen (the row's data-key)."""
        return self.page.locator("#rows tr").evaluate_all("rows => rows.map(r => r.dataset.key)")

    def search(self, query: str) -> list[str]:
        self.page.fill("#f-q", query)
        return self.shown()


@pytest.fixture
def opened(reviewed: tuple[Path, pl.DataFrame], browser: Any) -> Iterator[Opened]:
    page = browser.new_page()
    view = Opened(page)
    page.goto(reviewed[0].as_uri())
    page.wait_for_selector("html[data-ready='1']", timeout=15_000)
    yield view
    page.close()
    assert view.errors == [] and view.dialogs == []
    assert all(url.startswith(("file://", "blob:file://")) for url in view.requests), view.requests  # offline


def doc_ids(frame: pl.DataFrame, *files: str) -> set[str]:
    return set(frame.filter(pl.col("source_path").str.split("/").list.last().is_in(files))["doc_id"])


def test_search_finds_a_report_by_code_company_name_and_a_calls_stock_name(
    reviewed: tuple[Path, pl.DataFrame], opened: Opened
) -> None:
    _, frame = reviewed
    zh_buy = doc_ids(frame, "zh_buy.pdf", "scan_buy.pdf")  # 恒川新材 688901.SH, as text and as a scan
    weekly = doc_ids(frame, "weekly.pdf")
    for query, expected in (
        ("688901", zh_buy),
        ("688901.SH", zh_buy),
        ("688901.sh", zh_buy),
        ("恒川新材", zh_buy),
        ("韦朔半导", weekly),  # a stock the weekly rates, not its own company: it has none
        ("603501", weekly),
        ("002475.SZ", weekly),
        ("2736 HK", doc_ids(frame, "hk_initiate.pdf", "garbled_hk.pdf")),
        ("Harborline", doc_ids(frame, "en_overweight.pdf", "en_sector_hk.pdf")),  # a broker, of both English notes
        ("quanta ridge", doc_ids(frame, "en_overweight.pdf")),  # a title
        ("锦程 买入", doc_ids(frame, "zh_upgrade.pdf")),  # every word, anywhere
    ):
        assert set(opened.search(query)) == expected and expected, query
        assert opened.page.inner_text("#count") == f"{len(expected)} of {frame.height} reports"
    for query in ("688901", "恒川新材", "韦朔半导", "2736.HK"):  # as `digest show` finds them
        assert set(opened.search(query)) == {row["doc_id"] for row in find_reports(frame, query)}, query
    assert opened.search("没有这家公司") == [] and opened.page.inner_text("#count") == f"0 of {frame.height} reports"
    assert len(opened.search("")) == frame.height


def calls_table(opened: Opened) -> list[list[str]]:
    table = opened.page.locator("#detail article[data-field='stock_calls'] table.calls")
    assert table.locator("thead th").all_inner_texts() == ["code", "name", "rating", "target"]
    return [
        [cell.split("\n")[0] for cell in row.locator("td").all_inner_texts()] for row in table.locator("tr.call").all()
    ]


def test_a_reports_calls_are_a_table_with_their_evidence(reviewed: tuple[Path, pl.DataFrame], opened: Opened) -> None:
    _, frame = reviewed
    weekly = frame.filter(pl.col("source_path").str.ends_with("weekly.pdf")).row(0, named=True)
    assert weekly["doc_type"] == "industry" and weekly["company_name"] is None
    opened.search("韦朔半导")
    opened.page.locator("#rows tr").first.click()
    rows = calls_table(opened)
    expected = [
        [c["code_normalized"], c["name"], f"{c['rating']} ({c['rating_normalized']})", c["target_price"] or "–"]
        for c in weekly["stock_calls"]
    ]
    assert rows == expected and [r[:2] for r in rows] == [["002475.SZ", "立澜精密"], ["603501.SH", "韦朔半导"]]

    opened.search("688901.SH")
    opened.page.locator("#rows tr", has_text="zh_buy.pdf").click()
    assert calls_table(opened) == [["688901.SH", "恒川新材", "买入 (buy · maintain)", "85.00元"]]
    marks = opened.page.locator("#detail table.calls tr.call-evidence mark")
    labelled = dict(zip(marks.evaluate_all("ms => ms.map(m => m.dataset.label)"), marks.all_inner_texts()))
    # each part of the call, marked where the page states it (the label is a superscript in the mark)
    assert {label: text.removesuffix(label) for label, text in labelled.items()} == {
        "code": "688901.SH",
        "name": "恒川新材",
        "rating": "买入",
        "target": "85.00元",
    }
    link = opened.page.locator("#detail table.calls .where a").first.get_attribute("href")
    assert link == f"{(SAMPLES / 'zh_buy.pdf').resolve().as_uri()}#page=1"


def test_kind_action_and_date_filters(reviewed: tuple[Path, pl.DataFrame], opened: Opened) -> None:
    _, frame = reviewed
    page = opened.page
    for select, column in (("#f-kind", "doc_type"), ("#f-action", "rating_action")):
        for value, expected in frame.group_by(column).agg("doc_id").iter_rows():
            page.select_option(select, value or "(none)")
            assert set(opened.shown()) == set(expected), (column, value)
        page.select_option(select, "")
    page.select_option("#f-action", "upgrade")
    assert set(opened.shown()) == doc_ids(frame, "zh_upgrade.pdf")
    page.select_option("#f-action", "")
    page.fill("#f-from", "2025-03-01")
    page.fill("#f-to", "2025-03-31")
    march = frame.filter(pl.col("report_date").dt.month() == 3, pl.col("report_date").dt.year() == 2025)
    assert set(opened.shown()) == set(march["doc_id"]) and march.height >= 3
    assert set(page.locator("#rows tr td:first-child").all_inner_texts()) <= {
        d.isoformat() for d in march["report_date"]
    }


def test_the_csv_export_holds_the_filtered_rows(
    reviewed: tuple[Path, pl.DataFrame], opened: Opened, tmp_path: Path
) -> None:
    _, frame = reviewed
    page = opened.page
    page.select_option("#f-kind", "company")
    page.select_option("#f-rating", "buy")
    page.fill("#f-from", "2025-03-01")
    expected = frame.filter(
        pl.col("doc_type") == "company",
        pl.col("rating_normalized") == "buy",
        pl.col("report_date") >= pl.date(2025, 3, 1),
    )
    assert set(opened.shown()) == set(expected["doc_id"]) and expected.height >= 4
    with page.expect_download() as download:
        page.click("#export")
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.name.endswith(".csv")
    data = saved.read_bytes()
    assert data.startswith("\ufeff".encode())  # spreadsheets then read it as UTF-8
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
    assert sorted(r["doc_id"] for r in rows) == sorted(expected["doc_id"])
    by_id = {r["doc_id"]: r for r in rows}
    for row in expected.iter_rows(named=True):
        got = by_id[row["doc_id"]]
        assert got["report_date"] == row["report_date"].isoformat()
        assert (got["company_name"], got["company_code"]) == (row["company_name"] or "", row["company_code"] or "")
        assert (got["rating"], got["rating_action"], got["target_price"]) == (
            row["rating"],
            row["rating_action"] or "",
            row["target_price"] or "",
        )
        assert got["stock_calls"].startswith(f"{row['company_code']} {row['company_name']} ") or not row["company_code"]
    assert len(rows) == len(opened.shown())

    page.select_option("#f-kind", "industry")
    page.select_option("#f-rating", "")
    with page.expect_download() as download:
        page.click("#export")
    industry = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text("utf-8-sig"))))
    assert {r["doc_id"] for r in industry} == doc_ids(frame, "weekly.pdf", "zh_industry_picks.pdf", "en_sector_hk.pdf")
    (weekly,) = [r for r in industry if r["title"] == "'" + MARKUP_TITLE]
    assert weekly["stock_calls"].startswith("002475.SZ 立澜精密 买入 38.50; 603501.SH 韦朔半导 增持 105.00")


def test_markup_in_a_report_is_shown_as_text(reviewed: tuple[Path, pl.DataFrame], opened: Opened) -> None:
    _, frame = reviewed
    assert MARKUP_TITLE in set(frame["title"].drop_nulls())  # the weekly's title came through as printed
    opened.search("电子行业周报")
    row = opened.page.locator("#rows tr").first
    assert MARKUP_TITLE in row.inner_text()
    row.click()
    assert MARKUP_TITLE in opened.page.locator("#detail h2").inner_text()
    assert opened.page.locator("img").count() == 0  # fixture: no dialog, no page error


def test_the_page_fits_a_1280x800_pane(reviewed: tuple[Path, pl.DataFrame], opened: Opened, tmp_path: Path) -> None:
    page = opened.page
    widths = "el => [el.scrollWidth, el.clientWidth]"

    def fits(selector: str) -> bool:
        scroll, client = page.locator(selector).evaluate(widths)
        return scroll <= client

    assert page.viewport_size == PANE
    for key in ("zh_repeat_disclaimer.pdf", "weekly.pdf", "zh_injection.pdf", "bad_encrypted.pdf"):
        page.locator("#rows tr", has_text=key).click()
        for selector in ("html", "#list", "#detail", "#controls"):
            assert fits(selector), (key, selector)
    shot = tmp_path / "review-1280.png"
    page.locator("#rows tr", has_text="zh_buy.pdf").click()
    page.locator("#controls").scroll_into_view_if_needed()
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    SCREENSHOT_COPY.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(shot, SCREENSHOT_COPY)
