"""The review page: one self-contained HTML file (inline CSS, JS and SVG; rows paginated in JS from
an embedded JSON blob)."""

from __future__ import annotations

import json
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict
from datetime import datetime
from html import escape
from pathlib import Path
from typing import Any

from schemas.codes import normalize_code, printed_forms
from schemas.names import stock_names
from tasks.review.assets import PAGE_CSS, PAGE_JS
from tasks.review.charts import run_charts
from tasks.review.load import SourceTexts, load_latest
from tasks.review.views import CONTEXT_CHARS, ReportView, report_views


def names_by_code(reports: Iterable[ReportView]) -> dict[str, set[str]]:
    """The names printed beside each normalised code, across the reports (as tasks/review/find.py
    does): a search for 腾讯控股 also finds a report that prints only 0700.HK."""
    names: dict[str, set[str]] = {}
    for report in reports:
        pairs = [(report.company_code, report.company_name)] + [(c.code_normalized, c.name) for c in report.calls]
        for code, name in pairs:
            if code and name:
                names.setdefault(code, set()).add(name)
    return names


def search_text(report: ReportView, known_names: Mapping[str, set[str]]) -> str:
    """What the page's search box matches: identity, who the report is about, its calls (codes as
    printed and normalised, names, ratings, targets) and the names other reports print beside its
    codes, each code in every printed form (`700 HK` finds `0700.HK`) and the stock-name table's
    names of its codes (`腾讯控股` finds a note that prints only `Tencent`); NFKC and lower case, as
    the page's JS folds the query."""
    codes = [report.company_code] + [code for c in report.calls for code in (c.code, c.code_normalized)]
    parts = [
        report.file,
        report.doc_id,
        report.source_path,
        report.broker,
        report.title,
        report.company_name,
        report.rating,
        report.rating_normalized,
        report.target_price,
        *codes,
        *(part for c in report.calls for part in (c.name, c.rating, c.target_price)),
        *sorted({name for code in codes if code for name in known_names.get(code, ())}),
        *(form for code in dict.fromkeys(codes) for form in printed_forms(normalize_code(code) or code)),
        *(name for code in dict.fromkeys(codes) for name in stock_names().get(normalize_code(code) or code or "", ())),
    ]
    return unicodedata.normalize("NFKC", "\n".join(dict.fromkeys(p for p in parts if p))).lower()


def page_report(report: ReportView, known_names: Mapping[str, set[str]] | None = None) -> dict[str, Any]:
    """A report as the page's JS reads it. Evidence windows that overlap (a rating and a target in
    one sentence, adjacent risk items, a call's code and name) share one stored excerpt of page
    text; each evidence keeps its excerpt index `x` and its span `a:b` in it. Links are rebuilt
    from `href` + page. The stock calls field keeps no evidence of its own: the calls table
    shows each call's."""
    data = asdict(report)
    data["search"] = search_text(report, known_names or {})
    for view in data["fields"]:
        if view["name"] == "stock_calls":
            view["evidence"] = []
    windows = []  # (page, start, end, text, evidence dict)
    every = [e for view in data["fields"] for e in view["evidence"]] + [
        e for call in data["calls"] for e in call["evidence"]
    ]
    for evidence in every:
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


def page_data(reports: Sequence[ReportView]) -> str:
    """The embedded JSON, safe inside <script>: no `</` can close the element early."""
    known_names = names_by_code(reports)
    payload = {"context_chars": CONTEXT_CHARS, "reports": [page_report(r, known_names) for r in reports]}
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
<details id="run-charts"><summary>run charts: input entropy, format compliance, fallback rate, status, rating</summary>
<section id="charts" aria-label="run charts">{run_charts(reports)}</section>
</details>
<section id="controls" aria-label="filters">
  <label>status <select id="f-status" data-filter="status"></select></label>
  <label>rating <select id="f-rating" data-filter="rating"></select></label>
  <label>alert <select id="f-alert" data-filter="alert"></select></label>
  <label>kind <select id="f-kind" data-filter="kind"></select></label>
  <label>action <select id="f-action" data-filter="action"></select></label>
  <label>broker <select id="f-broker" data-filter="broker"></select></label>
  <label>date <input id="f-from" type="date" data-filter="from" aria-label="report date from"></label>
  <label>to <input id="f-to" type="date" data-filter="to" aria-label="report date to"></label>
  <label class="q">search <input id="f-q" type="search" placeholder="code, company, stock, broker, title"></label>
  <button id="export" type="button" title="the filtered rows, every page, as CSV">export CSV</button>
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
