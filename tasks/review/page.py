"""Analyst review: the latest row per report, each value shown in the text it came from.

`load_latest` reads OUT/results/**/*.parquet; `report_views` turns rows into `ReportView`s (fields,
status, extractor, evidence in context, alerts, review-queue entry); `render_html` writes them as one
self-contained page (inline CSS, JS and SVG; rows paginated in JS from an embedded JSON blob) and
`terminal_view` as a rich renderable for `digest show`.

The Parquet rows hold each span (page, start, end) but not the text around it, so the context comes
from re-ingesting the source file (`SourceTexts`), once per report, when it is still there and
unchanged (same sha256).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from html import escape
from pathlib import Path
from typing import Any

import polars as pl
from rich.console import Group
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from schemas.errors import DigestError, NoResultsError, UnknownReportError
from schemas.types import Document
from tasks.ingest.reader import ingest
from tasks.review.assets import PAGE_CSS, PAGE_JS
from tasks.output.sink import RESULTS_DIR, REVIEW_DIR
from tasks.output.state import readable_parquet
from tasks.output.terminal import plain

CONTEXT_CHARS = 120
TERMINAL_CONTEXT_CHARS = 60
MIN_PREFIX_CHARS = 8
RAW_ANSWER_CHARS = 4000
UNKNOWN_BROKER = "unknown"
FIELD_LABELS = {
    "doc_type": "Report kind",
    "rating": "Rating",
    "target_price": "Target price",
    "risk_factors": "Risk factors",
    "stock_calls": "Stock calls",
}


# ---------------------------------------------------------------------------------------------
# Loading
# ---------------------------------------------------------------------------------------------


def result_files(out: Path) -> list[Path]:
    """The readable results files; a torn one is skipped with a warning naming it."""
    return readable_parquet(sorted((out / RESULTS_DIR).glob("**/*.parquet")))


def load_latest(out: Path) -> pl.DataFrame:
    """The newest row per report (by `processed_at`), ordered by source path.

    Unreadable inputs have no doc_id; they are told apart by their path.
    """
    files = result_files(out)
    if not files:
        raise NoResultsError(f"no results under {out / RESULTS_DIR}")
    # diagonal_relaxed: files written by older versions may lack columns added since.
    frame = pl.concat([pl.read_parquet(f) for f in files], how="diagonal_relaxed")
    key = pl.when(pl.col("doc_id") != "").then(pl.col("doc_id")).otherwise(pl.lit("path:") + pl.col("source_path"))
    return (
        frame.with_columns(_key=key)
        .sort("processed_at", maintain_order=True)
        .unique("_key", keep="last", maintain_order=True)
        .drop("_key")
        .sort("source_path", maintain_order=True)
    )


def find_row(frame: pl.DataFrame, doc_id_prefix: str) -> dict[str, Any]:
    """The one row whose doc_id starts with the prefix (at least 8 characters)."""
    prefix = doc_id_prefix.strip().lower()
    if len(prefix) < MIN_PREFIX_CHARS:
        raise UnknownReportError(f"'{doc_id_prefix}' is too short: give at least {MIN_PREFIX_CHARS} characters of the doc_id")
    matches = frame.filter(pl.col("doc_id").str.starts_with(prefix))
    if matches.height == 0:
        raise UnknownReportError(f"no report with a doc_id starting '{prefix}' among {frame.height} reports")
    if matches.height > 1:
        listed = ", ".join(f"{d[:12]} ({Path(p).name})" for d, p in matches.select("doc_id", "source_path").iter_rows())
        raise UnknownReportError(f"'{prefix}' matches {matches.height} reports: {listed}")
    return matches.row(0, named=True)


def read_review_entry(out: Path, doc_id: str) -> dict[str, Any] | None:
    path = out / REVIEW_DIR / f"{doc_id}.json"
    if not doc_id or not path.is_file():
        return None
    try:
        return json.loads(path.read_text("utf-8")) | {"path": str(path.resolve())}
    except (OSError, ValueError, TypeError) as error:  # TypeError: valid JSON, but not an object
        return {"path": str(path.resolve()), "reasons": [f"the review entry cannot be read: {error}"]}


# ---------------------------------------------------------------------------------------------
# Source text, for the context around each span
# ---------------------------------------------------------------------------------------------


@dataclass
class SourceTexts:
    """Re-ingested reports, cached by doc_id. A report is re-read only when the file still has
    the bytes the row was made from; OCR reports only when `include_ocr` (re-OCR is slow)."""

    include_ocr: bool = False
    enabled: bool = True
    _documents: dict[str, Document | str] = field(default_factory=dict)

    def document(self, row: dict[str, Any]) -> Document | str:
        """The report's Document, or why its text is not available."""
        doc_id = row["doc_id"]
        if doc_id not in self._documents:
            self._documents[doc_id] = self._load(row)
        return self._documents[doc_id]

    def _load(self, row: dict[str, Any]) -> Document | str:
        path = Path(row["source_path"])
        if not self.enabled:
            return "context not loaded (--no-context)"
        if (row.get("ocr_pages") or 0) > 0 and not self.include_ocr:
            return f"context not loaded: the report has {row['ocr_pages']} OCR page(s); pass --ocr-context to re-OCR them"
        if not path.is_file():
            return f"context not loaded: {path} is no longer there"
        try:
            document = ingest(path)
        except DigestError as error:
            return f"context not loaded: {error}"
        if document.doc_id != row["doc_id"]:
            return f"context not loaded: {path} changed since the run (its sha256 differs)"
        return document


# ---------------------------------------------------------------------------------------------
# Views
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EvidenceView:
    value: str  # the value the field holds (one risk item for risks)
    page: int | None
    start: int | None
    end: int | None
    before: str = ""  # up to CONTEXT_CHARS of page text before the span
    hit: str = ""  # the page text at the span; the value itself when no context
    after: str = ""
    href: str | None = None  # file:///abs/report.pdf#page=N
    in_context: bool = False


@dataclass(frozen=True)
class FieldView:
    name: str  # doc_type | rating | target_price | risk_factors | stock_calls
    label: str
    value: str | None
    status: str | None
    extractor: str | None
    reason: str | None
    detail: str | None  # normalised rating and action, parsed target range
    evidence: list[EvidenceView]


@dataclass(frozen=True)
class ReportView:
    key: str
    doc_id: str
    file: str
    source_path: str
    href: str | None
    duplicate_paths: list[str]
    status: str
    error: str | None
    broker: str
    doc_type: str | None
    stock_calls: int
    rating: str | None
    rating_normalized: str | None
    rating_action: str | None
    target_price: str | None
    risks: int
    entropy: float | None
    compliance: float | None
    alerts: list[str]
    fallback_fields: list[str]
    pages: int | None
    ocr_pages: int | None
    extractor: str | None
    run_id: str
    processed_at: str
    fields: list[FieldView]
    context_note: str | None
    review: dict[str, Any] | None


def file_href(source_path: str, page: int | None = None) -> str | None:
    path = Path(source_path)
    if not source_path or not path.is_absolute() and not path.exists():
        return None
    uri = path.resolve().as_uri()
    return f"{uri}#page={page}" if page else uri


def evidence_view(value: str, page: int | None, start: int | None, end: int | None, source_path: str, document: Document | str) -> EvidenceView:
    href = file_href(source_path, page) if page else None
    if page is None or start is None or end is None or not isinstance(document, Document) or not 1 <= page <= len(document.pages):
        return EvidenceView(value, page, start, end, hit=value, href=href)
    text = document.page_text(page)
    return EvidenceView(
        value,
        page,
        start,
        end,
        before=text[max(0, start - CONTEXT_CHARS) : start],
        hit=text[start:end],
        after=text[end : end + CONTEXT_CHARS],
        href=href,
        in_context=True,
    )


def field_views(row: dict[str, Any], document: Document | str) -> list[FieldView]:
    path = row["source_path"]
    views = [_field_view(row, "doc_type", row.get("doc_type"), [])]
    for name in ("rating", "target_price"):
        value = row.get(name)
        evidence = [evidence_view(value, row.get(f"{name}_page"), row.get(f"{name}_start"), row.get(f"{name}_end"), path, document)] if value else []
        views.append(_field_view(row, name, value, evidence))
    items = row.get("risk_factors") or []
    spans = zip(row.get("risk_factors_pages") or [], row.get("risk_factors_starts") or [], row.get("risk_factors_ends") or [])
    evidence = [evidence_view(item, *span, path, document) for item, span in zip(items, spans)]
    evidence += [evidence_view(item, None, None, None, path, document) for item in items[len(evidence) :]]
    views.append(_field_view(row, "risk_factors", "; ".join(items) or None, evidence))
    calls = row.get("stock_calls") or []
    evidence = [
        evidence_view(call["rating"], call["rating_page"], call["rating_start"], call["rating_end"], path, document)
        for call in calls
        if call.get("rating")
    ]
    views.append(_field_view(row, "stock_calls", "; ".join(call_text(call) for call in calls) or None, evidence))
    return views


def call_text(call: dict[str, Any]) -> str:
    """`华兰生物 002007 买入 45元`; an empty value shows as ∅ (its reason is in the row)."""
    return " ".join(part or "∅" for part in (call.get("name"), call.get("code"), call.get("rating"), call.get("target_price")))


def _field_view(row: dict[str, Any], name: str, value: str | None, evidence: list[EvidenceView]) -> FieldView:
    return FieldView(
        name=name,
        label=FIELD_LABELS[name],
        value=value,
        status=row.get(f"{name}_status"),
        extractor=row.get(f"{name}_extractor"),
        reason=row.get(f"{name}_reason"),
        detail=_field_detail(row, name),
        evidence=evidence,
    )


def _field_detail(row: dict[str, Any], name: str) -> str | None:
    if name == "doc_type":
        return row.get("doc_type_reason")
    if name == "stock_calls":
        reasons = [reason for call in row.get("stock_calls") or [] for reason in call.get("reasons") or []]
        return "; ".join(reasons) or None
    if name == "rating":
        parts = [row.get("rating_normalized"), row.get("rating_action")]
    elif name == "target_price":
        low, high = row.get("target_price_low"), row.get("target_price_high")
        price = None if low is None else f"{low:g}" if high in (None, low) else f"{low:g}–{high:g}"
        parts = [price, row.get("target_currency")]
    else:
        return None
    return " · ".join(p for p in parts if p) or None


def report_view(row: dict[str, Any], out: Path, texts: SourceTexts) -> ReportView:
    has_spans = row.get("rating_page") or row.get("target_price_page") or row.get("risk_factors_pages")
    document: Document | str = texts.document(row) if has_spans and row["doc_id"] else "no spans to show"
    processed_at = row.get("processed_at")
    return ReportView(
        key=row["doc_id"] or f"path:{row['source_path']}",
        doc_id=row["doc_id"],
        file=Path(row["source_path"]).name,
        source_path=row["source_path"],
        href=file_href(row["source_path"]),
        duplicate_paths=list(row.get("duplicate_paths") or []),
        status=row["status"],
        error=row.get("error"),
        broker=row.get("broker") or UNKNOWN_BROKER,
        doc_type=row.get("doc_type"),
        stock_calls=len(row.get("stock_calls") or []),
        rating=row.get("rating"),
        rating_normalized=row.get("rating_normalized"),
        rating_action=row.get("rating_action"),
        target_price=row.get("target_price"),
        risks=len(row.get("risk_factors") or []),
        entropy=row.get("input_entropy_score"),
        compliance=row.get("output_format_compliance"),
        alerts=list(row.get("alerts") or []),
        fallback_fields=list(row.get("fallback_fields") or []),
        pages=row.get("pages"),
        ocr_pages=row.get("ocr_pages"),
        extractor=row.get("extractor"),
        run_id=row["run_id"],
        processed_at=processed_at.isoformat(timespec="seconds") if isinstance(processed_at, datetime) else str(processed_at),
        fields=field_views(row, document),
        context_note=document if isinstance(document, str) and has_spans else None,
        review=_review_summary(read_review_entry(out, row["doc_id"])),
    )


def _review_summary(entry: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the page shows of a review-queue entry: not the prompt (the whole report), only its size."""
    if entry is None:
        return None
    answers = {role: _shorten(text, RAW_ANSWER_CHARS) for role, text in (entry.get("raw_answers") or {}).items()}
    return {
        "path": entry["path"],
        "href": Path(entry["path"]).as_uri(),
        "run_id": entry.get("run_id"),
        "reasons": list(entry.get("reasons") or []),
        "raw_answers": answers,
        "prompt_chars": len(entry.get("prompt") or ""),
    }


def report_views(frame: pl.DataFrame, out: Path, texts: SourceTexts) -> list[ReportView]:
    return [report_view(row, out, texts) for row in frame.iter_rows(named=True)]


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---------------------------------------------------------------------------------------------
# Run-level charts (inline SVG)
# ---------------------------------------------------------------------------------------------


def alert_kind(alert: str) -> str:
    return alert.split(":", 1)[0].strip()


def histogram(values: Sequence[float], low: float, high: float, bins: int) -> list[int]:
    """Counts per equal-width bin over [low, high]; the top edge belongs to the last bin."""
    counts = [0] * bins
    width = (high - low) / bins
    for value in values:
        index = min(bins - 1, max(0, int((value - low) / width)))
        counts[index] += 1
    return counts


def svg_histogram(title: str, values: Sequence[float], low: float, high: float, bins: int, *, ticks: int = 5, decimals: int = 1) -> str:
    counts = histogram(values, low, high, bins)
    width, height, left, bottom, top = 360, 170, 30, 30, 26
    plot_w, plot_h = width - left - 10, height - bottom - top
    peak = max(counts, default=0) or 1
    bar_w = plot_w / bins
    parts = [f'<text x="{left}" y="16" class="t">{escape(title)} (n={len(values)})</text>']
    for index, count in enumerate(counts):
        bar_h = plot_h * count / peak
        x, y = left + index * bar_w, top + plot_h - bar_h
        edge = low + index * (high - low) / bins
        parts.append(f'<rect x="{x + 1:.1f}" y="{y:.1f}" width="{bar_w - 2:.1f}" height="{bar_h:.1f}" class="bar"><title>{edge:.{decimals}f}–{edge + (high - low) / bins:.{decimals}f}: {count}</title></rect>')
        if count and len(str(count)) * 6 <= bar_w:  # wider counts stay in the tooltip
            parts.append(f'<text x="{x + bar_w / 2:.1f}" y="{y - 3:.1f}" class="n">{count}</text>')
    for index in range(0, bins + 1, max(1, bins // ticks)):
        x = left + index * bar_w
        parts.append(f'<text x="{x:.1f}" y="{top + plot_h + 14}" class="a">{low + index * (high - low) / bins:.{decimals}f}</text>')
    parts.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" class="axis"/>')
    return _svg(width, height, title, parts)


def svg_bars(title: str, items: Sequence[tuple[str, float]], *, percent: bool = False, note: str = "") -> str:
    """Horizontal bars, one per (label, value); `percent` values are shares in [0, 1]."""
    row_h, left, top = 22, 120, 26
    width, height = 360, top + row_h * max(1, len(items)) + (18 if note else 6)
    peak = 1.0 if percent else (max((v for _, v in items), default=0) or 1)
    parts = [f'<text x="4" y="16" class="t">{escape(title)}</text>']
    for index, (label, value) in enumerate(items):
        y = top + index * row_h
        bar_w = (width - left - 60) * value / peak
        shown = f"{value:.0%}" if percent else f"{value:g}"
        parts.append(f'<text x="{left - 6}" y="{y + 14}" class="l">{escape(label)}</text>')
        parts.append(f'<rect x="{left}" y="{y + 3}" width="{bar_w:.1f}" height="{row_h - 7}" class="bar"><title>{escape(label)}: {shown}</title></rect>')
        parts.append(f'<text x="{left + bar_w + 4:.1f}" y="{y + 14}" class="n0">{shown}</text>')
    if note:
        parts.append(f'<text x="4" y="{height - 5}" class="a0">{escape(note)}</text>')
    return _svg(width, height, title, parts)


def _svg(width: int, height: int, title: str, parts: list[str]) -> str:
    body = "".join(parts)
    return f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{escape(title)}">{body}</svg>'


def run_charts(reports: Sequence[ReportView]) -> str:
    entropies = [r.entropy for r in reports if r.entropy is not None]
    compliances = [r.compliance for r in reports if r.compliance is not None]
    top = max([4.0, *entropies])
    processed = [r for r in reports if r.status != "error"]
    fallback_items = [("any field", _share(processed, lambda r: bool(r.fallback_fields)))]
    for name in ("RATING", "TARGET_PRICE", "RISK_FACTORS"):
        fallback_items.append((name.lower(), _share(processed, lambda r, n=name: n in r.fallback_fields)))
    statuses = Counter(r.status for r in reports)
    ratings = Counter(r.rating_normalized or "(none)" for r in reports)
    return "".join(
        [
            svg_histogram("input_entropy_score (bits/char)", entropies, 0.0, float(int(top + 0.999)), 16, ticks=4),
            svg_histogram("output_format_compliance", compliances, 0.0, 1.0, 10),
            svg_bars("fallback rate (reports not in error)", fallback_items, percent=True, note=f"{sum(bool(r.fallback_fields) for r in processed)} of {len(processed)} reports used the fallback"),
            svg_bars("reports by status", sorted(statuses.items())),
            svg_bars("reports by rating_normalized", sorted(ratings.items(), key=lambda kv: -kv[1])),
        ]
    )


def _share(reports: Sequence[ReportView], test) -> float:  # noqa: ANN001 - a predicate
    return sum(1 for r in reports if test(r)) / len(reports) if reports else 0.0


# ---------------------------------------------------------------------------------------------
# The page
# ---------------------------------------------------------------------------------------------


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
                windows.append((evidence["page"], start, start + len(before) + len(hit) + len(after), before + hit + after, evidence))
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
    return render_html(reports, title=f"research-digest review: {out.resolve()}", generated_at=generated_at), len(reports)


# ---------------------------------------------------------------------------------------------
# Terminal (digest show)
# ---------------------------------------------------------------------------------------------

_STATUS_STYLE = {"ok": "green", "needs_review": "yellow", "error": "red", "valid": "green", "fallback_valid": "yellow", "invalid": "red", "none": "dim"}


def terminal_view(report: ReportView) -> Group:
    parts: list[Any] = [_header_table(report)]
    if report.error:
        parts.append(Text(plain(f"error: {report.error}"), style="red"))
    if report.alerts:
        parts.append(Text(plain("alerts: " + "; ".join(report.alerts)), style="yellow"))
    for view in report.fields:
        parts.append(_field_panel(view))
    if report.context_note:
        parts.append(Text(plain(report.context_note), style="dim"))
    if report.review:
        parts.append(_review_panel(report.review))
    return Group(*parts)


def _header_table(report: ReportView) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold")
    table.add_column(overflow="fold")
    score = lambda v: "-" if v is None else f"{v:.2f}"  # noqa: E731
    for label, value in (
        ("report", report.source_path),
        ("doc_id", report.doc_id or "-"),
        ("status", Text(report.status, style=_STATUS_STYLE.get(report.status, ""))),
        ("kind", report.doc_type or "-"),
        ("broker", report.broker),
        ("pages", f"{report.pages} ({report.ocr_pages} OCR)"),
        ("entropy / compliance", f"{score(report.entropy)} bits/char / {score(report.compliance)}"),
        ("fallback fields", ", ".join(report.fallback_fields) or "-"),
        ("run", f"{report.run_id} at {report.processed_at} ({report.extractor})"),
        ("duplicates", ", ".join(report.duplicate_paths) or "-"),
    ):
        table.add_row(label, value if isinstance(value, Text) else Text(plain(value)))
    return table


def _field_panel(view: FieldView) -> Panel:
    lines: list[Text] = [
        Text.assemble(
            (plain(view.value or "(empty)"), "bold"),
            plain(f"  {view.detail}") if view.detail else "",
            "  status ",
            (plain(view.status or "-"), _STATUS_STYLE.get(view.status or "", "")),
            plain(f"  by {view.extractor or '-'}"),
        )
    ]
    if view.reason:
        lines.append(Text(plain(f"reason: {view.reason}"), style="italic"))
    for evidence in view.evidence:
        lines.append(_evidence_text(evidence))
    return Panel(Group(*lines), title=Text(plain(view.label)), title_align="left")


def _evidence_text(evidence: EvidenceView) -> Text:
    where = f"p.{evidence.page} [{evidence.start}:{evidence.end}]" if evidence.page else "no span"
    text = Text.assemble((f"{where}  ", "cyan"))
    if evidence.in_context:
        before, after = evidence.before[-TERMINAL_CONTEXT_CHARS:], evidence.after[:TERMINAL_CONTEXT_CHARS]
        text.append(plain("…" + before.replace("\n", " ⏎ ")), style="dim")
        text.append(plain(evidence.hit), style="black on yellow")
        text.append(plain(after.replace("\n", " ⏎ ") + "…"), style="dim")
    else:
        text.append(plain(evidence.hit), style="black on yellow")
    if evidence.href:
        text.append(plain(f"\n  {evidence.href}"), style=Style(link=evidence.href, color="blue"))
    return text


def _review_panel(review: dict[str, Any]) -> Panel:
    lines = [Text(plain(f"{review['path']} (prompt {review['prompt_chars']} chars)"), style="dim")]
    lines += [Text(plain(f"• {reason}")) for reason in review["reasons"]]
    for role, answer in review["raw_answers"].items():
        lines.append(Text(plain(f"{role}: "), style="bold") + Text(plain(_shorten(str(answer), 400))))
    return Panel(Group(*lines), title="review queue", title_align="left", border_style="yellow")
