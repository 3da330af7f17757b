"""The analyst review: latest rows, evidence in context, the HTML page in a real headless Chromium,
and `digest show`."""

from __future__ import annotations

import shutil
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import polars as pl
import pytest
from typer.testing import CliRunner

from flows.cli import app
from flows.report import digest_one, run_context
from flows.settings import PIPELINE_VERSION, RunOptions
from schemas.errors import NoResultsError, UnknownReportError
from schemas.types import ALL_FIELDS, ReportOutcome
from tasks.ingest.discover import discover
from tasks.output.sink import write_results, write_review_entry
from tasks.review.charts import histogram
from tasks.review.html import build_review_html, names_by_code, page_data, page_report, search_text
from tasks.review.load import SourceTexts, find_row, load_latest
from tasks.review.views import CONTEXT_CHARS, report_view, report_views
from tests.paths import REAL_PDFS, ROOT, SAMPLES

CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOT_COPY = ROOT / "bench" / "results" / "review.png"
NOW = datetime(2026, 12, 2, 8, 0, tzinfo=UTC)


def digest_samples(
    files: list[Path], out: Path, *, run_id: str = "r1", processed_at: datetime = NOW, entropy_alert: float = 1.0
) -> list[ReportOutcome]:
    """A real run without Prefect: the per-report pipeline, then the real sink."""
    options = RunOptions(inputs=files, out=out, extractor="rules", entropy_alert_threshold=entropy_alert)
    context = run_context(options)
    outcomes = [digest_one(item, context) for item in discover(files)]
    for outcome in outcomes:
        write_review_entry(out, outcome, run_id=run_id)
    write_results(out, outcomes, run_id=run_id, pipeline_version=PIPELINE_VERSION, processed_at=processed_at)
    return outcomes


@pytest.fixture(scope="module")
def small_out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("review-small")
    digest_samples([SAMPLES / "zh_buy.pdf", SAMPLES / "zh_upgrade.pdf", SAMPLES / "bad_truncated.pdf"], out)
    return out


def test_latest_row_per_report_wins(small_out: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    shutil.copytree(small_out, out)
    later = digest_samples([SAMPLES / "zh_buy.pdf"], out, run_id="r2", processed_at=NOW + timedelta(days=1))
    frame = load_latest(out)
    assert frame.height == 3
    assert frame.filter(pl.col("doc_id") == later[0].doc_id)["run_id"].to_list() == ["r2"]
    assert sorted(frame["run_id"].to_list()) == ["r1", "r1", "r2"]


def test_find_row_by_prefix(small_out: Path) -> None:
    frame = load_latest(small_out)
    doc_id = frame.filter(pl.col("status") == "ok")["doc_id"][0]
    assert find_row(frame, doc_id[:8].upper())["doc_id"] == doc_id
    with pytest.raises(UnknownReportError, match="at least 8"):
        find_row(frame, doc_id[:7])
    with pytest.raises(UnknownReportError, match="no report"):
        find_row(frame, "0" * 12)
    with pytest.raises(NoResultsError):
        load_latest(small_out / "nowhere")


def test_evidence_is_the_value_in_its_page_text(small_out: Path) -> None:
    frame = load_latest(small_out)
    row = frame.filter(pl.col("source_path").str.ends_with("zh_upgrade.pdf")).row(0, named=True)
    view = report_view(row, small_out, SourceTexts())
    fields = {f.name: f for f in view.fields}
    rating = fields["rating"].evidence[0]
    assert rating.in_context and rating.hit == row["rating"] == "买入"
    assert 0 < len(rating.before) <= CONTEXT_CHARS and len(rating.after) <= CONTEXT_CHARS
    assert rating.href == f"{(SAMPLES / 'zh_upgrade.pdf').resolve().as_uri()}#page={row['rating_page']}"
    assert [e.hit for e in fields["risk_factors"].evidence] == row["risk_factors"]
    assert fields["target_price"].detail == "45.5 · CNY"


def test_page_stores_overlapping_context_once(small_out: Path) -> None:
    row = load_latest(small_out).filter(pl.col("source_path").str.ends_with("zh_buy.pdf")).row(0, named=True)
    view = report_view(row, small_out, SourceTexts())
    stored = page_report(view)
    evidence = [
        (shown, kept)
        for field, kept_field in zip(view.fields, stored["fields"])
        for shown, kept in zip(field.evidence, kept_field["evidence"])
    ] + [
        (shown, kept)
        for call, kept_call in zip(view.calls, stored["calls"])
        for shown, kept in zip(call.evidence, kept_call["evidence"])
    ]
    # rating, target, 3 risks; the own call's code, name, rating and target (the calls table shows them)
    assert len(evidence) == 9 and len(stored["excerpts"]) < len(evidence)
    assert [kept["label"] for _, kept in evidence[5:]] == ["code", "name", "rating", "target"]
    assert next(f for f in stored["fields"] if f["name"] == "stock_calls")["evidence"] == []
    for shown, kept in evidence:
        text = stored["excerpts"][kept["x"]]
        assert text[max(0, kept["a"] - CONTEXT_CHARS) : kept["a"]] == shown.before
        assert text[kept["a"] : kept["b"]] == shown.hit == shown.value
        assert text[kept["b"] : kept["b"] + CONTEXT_CHARS] == shown.after


def test_context_is_not_shown_from_a_changed_or_missing_file(small_out: Path, tmp_path: Path) -> None:
    row = load_latest(small_out).filter(pl.col("source_path").str.ends_with("zh_buy.pdf")).row(0, named=True)
    changed = tmp_path / "zh_buy.pdf"
    changed.write_bytes((SAMPLES / "zh_upgrade.pdf").read_bytes())
    for source, note in ((changed, "changed since the run"), (tmp_path / "gone.pdf", "no longer there")):
        view = report_view(row | {"source_path": str(source)}, small_out, SourceTexts())
        assert note in (view.context_note or "")
        rating = next(f for f in view.fields if f.name == "rating").evidence[0]
        assert not rating.in_context and rating.hit == row["rating"]


def test_review_queue_entry_is_shown_without_the_prompt(tmp_path: Path) -> None:
    # An entropy threshold no report reaches: a real alert, so a real review-queue entry.
    outcome = digest_samples([SAMPLES / "zh_buy.pdf"], tmp_path, entropy_alert=9.0)[0]
    assert outcome.review is not None
    row = load_latest(tmp_path).row(0, named=True)
    review = report_view(row, tmp_path, SourceTexts(enabled=False)).review
    assert review is not None and "prompt" not in review
    assert any(reason.startswith("low_input_entropy") for reason in review["reasons"])
    assert review["raw_answers"]["primary"].count("<<FAP_FIELD_START") == len(ALL_FIELDS)
    assert review["prompt_chars"] == len(outcome.review.prompt) > 0


def test_embedded_json_cannot_close_the_script_element(small_out: Path) -> None:
    views = report_views(load_latest(small_out), small_out, SourceTexts(enabled=False))
    hostile = replace(views[0], error="</script><script>alert(1)</script><!--")
    blob = page_data([hostile])
    assert "</script" not in blob and "<!--" not in blob


def test_search_text_covers_codes_names_calls_and_names_printed_elsewhere(small_out: Path) -> None:
    views = report_views(load_latest(small_out), small_out, SourceTexts(enabled=False))
    zh_buy = next(v for v in views if v.file == "zh_buy.pdf")
    text = search_text(zh_buy, names_by_code(views))
    for word in ("688901.sh", "恒川新材", "zh_buy.pdf", zh_buy.broker.lower(), "买入", "85.00元", zh_buy.doc_id):
        assert word in text, word
    # a report that prints only the code is found by the name another report prints beside it
    bare = replace(zh_buy, company_name=None, title="Weekly", calls=[replace(zh_buy.calls[0], name=None)])
    assert "恒川新材" not in search_text(bare, {}) and "恒川新材" in search_text(bare, names_by_code(views))


def test_histogram_bins_include_both_edges() -> None:
    assert histogram([0.0, 0.05, 0.5, 0.99, 1.0, 1.2, -1.0], 0.0, 1.0, 10) == [3, 0, 0, 0, 0, 1, 0, 0, 0, 3]


def test_show_prints_fields_evidence_and_status(small_out: Path) -> None:
    row = load_latest(small_out).filter(pl.col("source_path").str.ends_with("zh_upgrade.pdf")).row(0, named=True)
    result = CliRunner().invoke(app, ["show", row["doc_id"][:10], "--out", str(small_out)])
    assert result.exit_code == 0, result.output
    for text in ("zh_upgrade.pdf", "买入", "45.50元", "valid", "by rules", f"#page={row['target_price_page']}"):
        assert text in result.output, text
    missing = CliRunner().invoke(app, ["show", "deadbeef00", "--out", str(small_out)])
    assert missing.exit_code == 2 and "no report" in missing.output


def test_show_blocks_lists_the_reports_blocks_in_reading_order(small_out: Path) -> None:
    row = load_latest(small_out).filter(pl.col("source_path").str.ends_with("zh_upgrade.pdf")).row(0, named=True)
    document = SourceTexts().document(row)
    assert not isinstance(document, str)

    result = CliRunner(env={"COLUMNS": "200"}).invoke(
        app, ["show", row["doc_id"][:10], "--out", str(small_out), "--blocks"]
    )

    assert result.exit_code == 0, result.output
    assert f"{len(document.blocks)} blocks of zh_upgrade.pdf" in result.output
    lines = result.output.splitlines()
    sidebar = next(block for block in document.blocks if block.role == "sidebar")
    shown = document.text[sidebar.start : sidebar.end][:20]
    assert any("sidebar" in line and shown in line for line in lines), shown
    plain_show = CliRunner().invoke(app, ["show", row["doc_id"][:10], "--out", str(small_out)])
    assert "blocks of" not in plain_show.output


# ---------------------------------------------------------------------------------------------
# The page in a real browser
# ---------------------------------------------------------------------------------------------

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="module")
def sample_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, pl.DataFrame]:
    """Every sample that needs no OCR, plus one broken file."""
    files = sorted(
        [*SAMPLES.glob("zh_*.pdf"), *SAMPLES.glob("en_*.pdf"), *SAMPLES.glob("hk_*.pdf"), SAMPLES / "bad_truncated.pdf"]
    )
    out = tmp_path_factory.mktemp("review-run")
    digest_samples(files, out)
    return out, load_latest(out)


@pytest.mark.slow
@pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium (make setup installs it)"
)
def test_review_page_in_headless_chromium(sample_run: tuple[Path, pl.DataFrame], tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    out, frame = sample_run
    html, count = build_review_html(out, SourceTexts(), generated_at=NOW)
    assert count == frame.height == 16
    page_path = tmp_path / "review.html"
    page_path.write_text(html, "utf-8")
    requests: list[str] = []
    errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1500, "height": 1000},
        )
        try:
            page = browser.new_page()
            page.on("request", lambda request: requests.append(request.url))
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(page_path.as_uri())
            page.wait_for_selector("html[data-ready='1']", timeout=15_000)

            # every report is in the table
            shown = page.locator("#rows tr").all_inner_texts()
            assert len(shown) == frame.height
            for path in frame["source_path"]:
                assert sum(Path(path).name in line for line in shown) == 1, path
            assert page.locator("#count").inner_text() == f"{frame.height} of {frame.height} reports"

            # the status filter keeps exactly the reports with that status
            for status, expected in frame.group_by("status").len().iter_rows():
                page.select_option("#f-status", status)
                assert page.locator("#rows tr").count() == expected
                assert set(page.locator("#rows tr").evaluate_all("rows => rows.map(r => r.dataset.status)")) == {status}
            page.select_option("#f-status", "")
            assert page.locator("#rows tr").count() == frame.height

            # so do the broker and rating filters (empty values are listed as unknown / (none))
            labelled = frame.with_columns(
                pl.col("broker").fill_null("unknown"), pl.col("rating_normalized").fill_null("(none)")
            )
            for select, column in (("#f-broker", "broker"), ("#f-rating", "rating_normalized")):
                for value, expected in labelled.group_by(column).len().iter_rows():
                    page.select_option(select, value)
                    assert page.locator("#rows tr").count() == expected, (column, value)
                page.select_option(select, "")

            # each field's evidence highlight holds its value, for every report with values
            highlighted = 0
            for row in frame.filter(pl.col("status") != "error").iter_rows(named=True):
                page.locator("#rows tr", has_text=Path(row["source_path"]).name).click()
                for name in ("rating", "target_price"):
                    marks = page.locator(f"#detail article[data-field='{name}'] mark").all_inner_texts()
                    assert marks == ([row[name]] if row[name] else []), (row["source_path"], name)
                    highlighted += len(marks)
                risk_marks = page.locator("#detail article[data-field='risk_factors'] mark").all_inner_texts()
                assert risk_marks == row["risk_factors"], row["source_path"]
            assert highlighted >= 20

            page.locator("#rows tr", has_text="zh_buy.pdf").click()
            link = page.locator("#detail article[data-field='target_price'] .where a").get_attribute("href")
            assert link == f"{(SAMPLES / 'zh_buy.pdf').resolve().as_uri()}#page=1"
            assert page.locator("#charts svg").count() == 5

            screenshot = tmp_path / "review.png"
            page.screenshot(path=str(screenshot), full_page=True)
        finally:
            browser.close()
    assert errors == []
    assert all(url.startswith("file://") for url in requests), requests  # offline: no CDN, no fetch
    assert screenshot.stat().st_size > 10_000
    SCREENSHOT_COPY.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(screenshot, SCREENSHOT_COPY)


TENCENT_NOTES = ("rp_086.pdf", "rp_088.pdf")  # BofA prints `700 HK / 0700.HK`, CMB `Tencent (700 HK)`
SECTOR_NOTE = "rp_049.pdf"  # a memory-sector note whose calls name Nanya Technology, SK Hynix, …


@pytest.mark.slow
@pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium (make setup installs it)"
)
def test_review_page_finds_a_stock_by_any_code_form_company_name_or_call_name(tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    files = [REAL_PDFS / name for name in (*TENCENT_NOTES, SECTOR_NOTE)]
    if not all(f.is_file() for f in files):
        pytest.skip("../shared/real_pdfs is absent")
    out = tmp_path / "out"
    digest_samples(files, out)
    frame = load_latest(out)
    html, count = build_review_html(out, SourceTexts(), generated_at=NOW)
    assert count == 3
    sector_calls = frame.filter(pl.col("source_path").str.ends_with(SECTOR_NOTE))["stock_calls"][0]
    call_name = next(c["name"] for c in sector_calls if c["name"] and "Nanya" in c["name"])
    page_path = tmp_path / "review.html"
    page_path.write_text(html, "utf-8")
    errors: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        try:
            page = browser.new_page()
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(page_path.as_uri())
            page.wait_for_selector("html[data-ready='1']", timeout=15_000)

            def found(query: str) -> list[str]:
                page.fill("#f-q", query)
                return sorted(
                    name
                    for name in (*TENCENT_NOTES, SECTOR_NOTE)
                    for line in page.locator("#rows tr").all_inner_texts()
                    if name in line
                )

            # codes in any printed form, the company names the notes print, and the Chinese name neither prints
            for query in ("0700.HK", "0700 HK", "700 HK", "00700.HK", "Tencent Holdings", "Tencent", "腾讯控股"):
                assert found(query) == sorted(TENCENT_NOTES), query
            assert found(call_name) == [SECTOR_NOTE]  # a stock the sector note rates

            page.fill("#f-q", call_name)
            page.locator("#rows tr", has_text=SECTOR_NOTE).click()
            rows = page.locator("#detail table.calls tr.call").all_inner_texts()
            assert len(rows) == len(sector_calls)
            assert any(call_name in row for row in rows)
            page.fill("#f-q", "700 HK")
            page.locator("#rows tr", has_text="rp_088.pdf").click()
            own = page.locator("#detail table.calls tr.call").all_inner_texts()
            assert len(own) == 1 and "0700.HK" in own[0] and "BUY" in own[0]
        finally:
            browser.close()
    assert errors == []
