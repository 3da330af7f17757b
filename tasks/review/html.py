"""The review page: one self-contained HTML file (inline CSS, JS and SVG; rows paginated in JS from
an embedded JSON blob)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict
from datetime import datetime
from html import escape
from pathlib import Path
from typing import Any

from tasks.review.assets import PAGE_CSS, PAGE_JS
from tasks.review.charts import run_charts
from tasks.review.load import SourceTexts, load_latest
from tasks.review.views import CONTEXT_CHARS, ReportView, report_views


def page_report(report: ReportView) -> dict[str, Any]:
    """A report as the page's JS reads it. Evidence windows that overlap (a rating and a target in
    one sentence, adjacent risk items) share one stored excerpt of page text; each evidence keeps
    its excerpt index `x` and its span `a:b` in it. Links are rebuilt from `href` + page."""
    data = asdict(report)
    windows = []  # (page, start, end, text, evidence dict)
    for view in data["fields"]:
        for evidence in view["evidence"]:
            before, hit, after = evidence.pop("before"), evidence.pop("hit"), evidence.pop("after")
            evidence.pop("href")
            if evidence.pop("in_context"):
                start = evidence["start"] - len(before)
                windows.append(
                    (
                        evidence["page"],
                        start,
                        start + len(before) + len(hit) + len(after),
                        before + hit + after,
                        evidence,
                    )
                )
    excerpts: list[list[Any]] = []  # [page, start, end, text]
    for page, start, end, text, evidence in sorted(windows, key=lambda w: w[:3]):
        last = excerpts[-1] if excerpts else None
        if last and last[0] == page and start <= last[2]:
            if end > last[2]:
                last[3] += text[last[2] - start :]
                last[2] = end
        else:
            excerpts.append([page, start, end, text])
        evidence["x"] = len(excerpts) - 1
        evidence["a"] = evidence["start"] - excerpts[-1][1]
        evidence["b"] = evidence["end"] - excerpts[-1][1]
    data["excerpts"] = [text for *_, text in excerpts]
    return data


def page_data(reports: Iterable[ReportView]) -> str:
    """The embedded JSON, safe inside <script>: no `</` can close the element early."""
    payload = {"context_chars": CONTEXT_CHARS, "reports": [page_report(r) for r in reports]}
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.replace("</", "<\\/").replace("<!--", "<\\u0021--")


def render_html(reports: Sequence[ReportView], *, title: str, generated_at: datetime) -> str:
    counts = Counter(r.status for r in reports)
    summary = ", ".join(f"{status} {count}" for status, count in sorted(counts.items()))
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{escape(title)}</title>
<style>{PAGE_CSS}</style>
</head>
<body>
<header>
  <h1>{escape(title)}</h1>
  <p class="sub">{len(reports)} reports ({escape(summary)}) · generated {generated_at.isoformat(timespec="seconds")}</p>
</header>
<section id="charts" aria-label="run charts">{run_charts(reports)}</section>
<section id="controls" aria-label="filters">
  <label>status <select id="f-status" data-filter="status"></select></label>
  <label>rating <select id="f-rating" data-filter="rating"></select></label>
  <label>alert <select id="f-alert" data-filter="alert"></select></label>
  <label>broker <select id="f-broker" data-filter="broker"></select></label>
  <label>search <input id="f-q" type="search" placeholder="file, doc_id, value"></label>
  <span id="count" aria-live="polite"></span>
</section>
<main>
  <section id="list">
    <table id="reports"><thead><tr id="head"></tr></thead><tbody id="rows"></tbody></table>
    <nav id="pager"><button id="prev" type="button">‹ prev</button> <span id="pageinfo"></span> <button id="next" type="button">next ›</button></nav>
  </section>
  <section id="detail" aria-live="polite"><p class="hint">Select a report to see its fields, evidence and alerts.</p></section>
</main>
<script type="application/json" id="review-data">{page_data(reports)}</script>
<script>{PAGE_JS}</script>
</body>
</html>
"""


def build_review_html(out: Path, texts: SourceTexts, *, generated_at: datetime) -> tuple[str, int]:
    """The page for OUT, and how many reports it shows."""
    reports = report_views(load_latest(out), out, texts)
    return render_html(reports, title=f"research-digest review: {out.resolve()}", generated_at=generated_at), len(
        reports
    )
