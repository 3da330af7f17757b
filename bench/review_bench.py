"""The review page at scale: 5,000 synthetic reports, page size and time-to-load in headless Chromium.

Each synthetic report is a real .txt file (so `digest review` re-ingests it for the evidence
context, as it would a PDF), its row goes through the real Arrow schema and `tasks.output.sink`, and the
page is loaded from disk in Debian's chromium (playwright drives it; no browser is downloaded).
    .venv/bin/python bench/review_bench.py [--reports 5000]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from schemas.types import Evidence, FieldName, FieldResult, FieldStatus, ReportOutcome, ReportStatus, ReviewEntry  # noqa: E402
from tasks.ingest.reader import ingest, sha256_file  # noqa: E402
from tasks.output.sink import write_results, write_review_entry  # noqa: E402
from tasks.review.html import build_review_html  # noqa: E402
from tasks.review.load import SourceTexts  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PAGE_COPY = ROOT / "bench" / "results" / "review_bench.html"
LOADS = 3
console = Console()

BROKERS = ["澄川", "华岳", "东澜", "北辰", "南屿", "启明", "远航", "临江"]
RATINGS = [
    ("买入", "buy"),
    ("增持", "outperform"),
    ("推荐", "outperform"),
    ("中性", "neutral"),
    ("减持", "underperform"),
]
RISKS = [
    "原材料价格波动风险",
    "下游需求不及预期",
    "行业竞争加剧",
    "汇率波动风险",
    "新产品研发进度低于预期",
    "应收账款回收风险",
    "政策变化风险",
    "产能投放不及预期",
]
FILLER = [
    "公司发布{y}年年报,全年实现营业收入{a}亿元,同比增长{p}%,归母净利润{b}亿元,同比增长{q}%。",
    "分业务看,核心产品收入{a}亿元,毛利率{p}%,较上年提升{q}个百分点,规模效应持续显现。",
    "我们预计公司{y}-{z}年营业收入分别为{a}亿元、{b}亿元,对应EPS分别为{p}元、{q}元。",
    "期间费用率{p}%,同比下降{q}个百分点,其中研发费用{a}亿元,研发投入保持高位。",
    "经营性现金流净额{a}亿元,同比增长{p}%,应收账款周转天数缩短至{q}天。",
    "海外收入占比提升至{p}%,新建产能{a}万吨预计于{z}年投产,进一步打开成长空间。",
]


def synthetic_report(rng: random.Random, index: int) -> tuple[str, dict]:
    """Text that normalisation leaves unchanged (ASCII punctuation, no wraps), and its values."""
    broker = rng.choice(BROKERS) + "证券"
    rating, normalized = rng.choice(RATINGS)
    target = f"{rng.uniform(3, 300):.2f}元"
    risks = rng.sample(RISKS, 3)

    def fill() -> str:
        return "".join(
            rng.choice(FILLER).format(
                y=2025,
                z=2027,
                a=f"{rng.uniform(1, 900):.2f}",
                b=f"{rng.uniform(1, 90):.2f}",
                p=f"{rng.uniform(1, 60):.1f}",
                q=f"{rng.uniform(0, 9):.2f}",
            )
            for _ in range(6)
        )

    head = f"{broker}\n证券研究报告 | 公司点评 样本公司{index:05d}({600000 + index}.SH)\n{fill()}\n"
    statement = f"给予公司2025年{rng.uniform(8, 40):.1f}倍PE,对应目标价{target},维持“{rating}”评级。"
    risk_line = "风险提示:" + ";".join(risks) + "。"
    text = head + fill() + statement + "\n" + fill() + "\n" + risk_line + "\n" + fill()
    rating_at = text.index(statement) + statement.index("“") + 1
    target_at = text.index(statement) + statement.index(target)
    risk_at = [text.index(risk, text.index(risk_line)) for risk in risks]
    return text, {
        "broker": broker,
        "rating": (rating, normalized, rating_at),
        "target": (target, target_at),
        "risks": list(zip(risks, risk_at)),
    }


def synthetic_outcome(rng: random.Random, path: Path, values: dict) -> ReportOutcome:
    doc_id = sha256_file(path)
    roll = rng.random()
    if roll < 0.03:
        return ReportOutcome(
            doc_id=doc_id,
            source_path=str(path),
            status=ReportStatus.ERROR,
            error="CorruptPdfError: truncated, no %%EOF marker",
            extractor="rules",
        )
    rating, normalized, rating_at = values["rating"]
    target, target_at = values["target"]
    fields = {
        FieldName.RATING: FieldResult(
            FieldName.RATING,
            FieldStatus.FALLBACK_VALID if roll < 0.10 else FieldStatus.VALID,
            rating,
            evidence=(Evidence(1, rating_at, rating_at + len(rating)),),
            extractor="rules",
            rating_normalized=normalized,
            rating_action="maintain",
            reason="primary answered NONE" if roll < 0.10 else None,
        ),
        FieldName.TARGET_PRICE: (
            FieldResult(
                FieldName.TARGET_PRICE, FieldStatus.INVALID, extractor="none", reason="'99元' is not in the report text"
            )
            if roll > 0.88
            else FieldResult(
                FieldName.TARGET_PRICE,
                FieldStatus.VALID,
                target,
                evidence=(Evidence(1, target_at, target_at + len(target)),),
                extractor="rules",
                target_price_low=float(target[:-1]),
                target_price_high=float(target[:-1]),
                target_currency="CNY",
            )
        ),
        FieldName.RISK_FACTORS: FieldResult(
            FieldName.RISK_FACTORS,
            FieldStatus.VALID,
            "; ".join(r for r, _ in values["risks"]),
            items=tuple(r for r, _ in values["risks"]),
            evidence=tuple(Evidence(1, at, at + len(r)) for r, at in values["risks"]),
            extractor="rules",
        ),
    }
    entropy = round(rng.gauss(3.4, 0.5) if rng.random() > 0.04 else rng.uniform(0, 1), 4)
    compliance = 1.0 if roll <= 0.88 else 0.6667
    alerts = [f"low_input_entropy: {entropy:.2f} < 1.0"] if entropy < 1.0 else []
    alerts += ["field_invalid: TARGET_PRICE", f"low_format_compliance: {compliance:.2f} < 0.95"] if roll > 0.88 else []
    outcome = ReportOutcome(
        doc_id=doc_id,
        source_path=str(path),
        status=ReportStatus.NEEDS_REVIEW if alerts else ReportStatus.OK,
        pages=1,
        fields=fields,
        broker=values["broker"],
        input_entropy_score=entropy,
        output_format_compliance=compliance,
        alerts=alerts,
        extractor="rules",
        seconds=round(rng.uniform(0.1, 2), 3),
    )
    if alerts:
        outcome.review = ReviewEntry(
            prompt=path.read_text("utf-8"),
            raw_answers={"primary": f"<<FAP_FIELD_START:RATING>> {rating} <<FAP_FIELD_END>>"},
            reasons=alerts,
        )
    return outcome


def make_outputs(root: Path, count: int) -> Path:
    """`count` reports as .txt files, their rows (two runs: a later one redoes 10%), review entries."""
    rng = random.Random(7)
    reports, out = root / "reports", root / "out"
    reports.mkdir()
    outcomes = []
    for index in range(count):
        text, values = synthetic_report(rng, index)
        path = reports / f"report_{index:05d}.txt"
        path.write_text(text, "utf-8")
        outcomes.append(synthetic_outcome(rng, path, values))
    check = ingest(Path(outcomes[0].source_path))  # the spans are offsets into the normalised text
    rating = outcomes[0].fields.get(FieldName.RATING)
    if rating and check.page_text(1)[rating.evidence[0].start : rating.evidence[0].end] != rating.value:
        raise SystemExit("synthetic spans do not match the normalised text")
    first = datetime(2026, 12, 1, 8, 0, tzinfo=UTC)
    write_results(out, outcomes, run_id="bench-1", pipeline_version="bench", processed_at=first)
    write_results(
        out,
        outcomes[: count // 10],
        run_id="bench-2",
        pipeline_version="bench",
        processed_at=first + timedelta(hours=1),
    )
    for outcome in outcomes:
        write_review_entry(out, outcome, run_id="bench-1")
    return out


def measure_in_chromium(page_path: Path, profile: Path) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    timings: dict[str, list[float]] = {
        "ready_ms": [],
        "dom_content_loaded_ms": [],
        "filter_ms": [],
        "sort_ms": [],
        "detail_ms": [],
    }
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=str(CHROMIUM),
            args=CHROMIUM_ARGS,
            headless=True,
            viewport={"width": 1500, "height": 1000},
        )
        try:
            page = browser.new_page()
            for _ in range(LOADS):
                page.goto(page_path.as_uri(), timeout=120_000)
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                timings["ready_ms"].append(page.evaluate("window.__reviewReadyMs"))
                timings["dom_content_loaded_ms"].append(
                    page.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd")
                )
                timings["filter_ms"].append(
                    page.evaluate(
                        _TIMED
                        % "const s = document.getElementById('f-status'); s.value = 'needs_review'; s.dispatchEvent(new Event('change'));"
                    )
                )
                timings["sort_ms"].append(
                    page.evaluate(_TIMED % "document.querySelector('th[data-key=date]').click();")
                )
                timings["detail_ms"].append(page.evaluate(_TIMED % "document.querySelector('#rows tr').click();"))
        finally:
            browser.close()
    return timings


# Rendering is synchronous, so the time around the event is the time to the updated DOM.
_TIMED = "(() => { const t = performance.now(); %s return performance.now() - t; })()"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reports", type=int, default=5000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="review-bench-") as tmp:
        root = Path(tmp)
        started = time.perf_counter()
        out = make_outputs(root, args.reports)
        made = time.perf_counter() - started
        started = time.perf_counter()
        html, count = build_review_html(out, SourceTexts(), generated_at=datetime.now(UTC))
        built = time.perf_counter() - started
        page_path = root / "review.html"
        page_path.write_text(html, "utf-8")
        size = page_path.stat().st_size
        PAGE_COPY.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(page_path, PAGE_COPY)
        timings = measure_in_chromium(page_path, root / "profile") if CHROMIUM.exists() else None

    table = Table(title=f"review page: {count} synthetic reports ({made:.1f} s to make the outputs)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("page size", f"{size / 1e6:.2f} MB ({size / count / 1e3:.2f} KB per report)")
    table.add_row("build (load Parquet, re-ingest sources, render)", f"{built:.2f} s")
    if timings is None:
        table.add_row("time to load", f"not measured: {CHROMIUM} is missing (make setup installs chromium)")
    else:
        for key, values in timings.items():
            table.add_row(
                f"{key} (median of {LOADS})",
                f"{statistics.median(values):.0f} ms  [{', '.join(f'{v:.0f}' for v in values)}]",
            )
    console.print(table)
    console.print(
        f"page kept at {PAGE_COPY.relative_to(ROOT)}; ready_ms = navigation start to the first rendered page of rows"
    )


if __name__ == "__main__":
    main()
