"""View models: a result row turned into what a reviewer reads (fields, status, extractor, evidence
in its context, alerts, the review-queue entry), shared by the HTML page and `digest show`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from typing import Any

import polars as pl

from schemas.types import Document
from tasks.review.load import SourceTexts, read_review_entry

CONTEXT_CHARS = 120
RAW_ANSWER_CHARS = 4000
UNKNOWN_BROKER = "unknown"
FIELD_LABELS = {
    "doc_type": "Report kind",
    "rating": "Rating",
    "target_price": "Target price",
    "risk_factors": "Risk factors",
    "stock_calls": "Stock calls",
}


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
    label: str = ""  # which part of a stock call it shows: code | name | rating | target


@dataclass(frozen=True)
class CallView:
    """One stock call as the page's calls table shows it, each part with its evidence."""

    code: str | None  # as printed
    code_normalized: str | None
    name: str | None
    rating: str | None
    rating_normalized: str | None
    action: str | None  # a company report's own call: the report's rating action
    target_price: str | None
    evidence: list[EvidenceView]


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
    title: str | None
    company_name: str | None
    company_code: str | None
    report_date: str | None  # ISO date
    report_date_source: str | None  # first_page | file_name | mtime
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
    calls: list[CallView]
    context_note: str | None
    review: dict[str, Any] | None


def file_href(source_path: str, page: int | None = None) -> str | None:
    path = Path(source_path)
    if not source_path or (not path.is_absolute() and not path.exists()):
        return None
    uri = path.resolve().as_uri()
    return f"{uri}#page={page}" if page else uri


def evidence_view(
    value: str, page: int | None, start: int | None, end: int | None, source_path: str, document: Document | str
) -> EvidenceView:
    href = file_href(source_path, page) if page else None
    if (
        page is None
        or start is None
        or end is None
        or not isinstance(document, Document)
        or not 1 <= page <= len(document.pages)
    ):
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
        evidence = (
            [
                evidence_view(
                    value, row.get(f"{name}_page"), row.get(f"{name}_start"), row.get(f"{name}_end"), path, document
                )
            ]
            if value
            else []
        )
        views.append(_field_view(row, name, value, evidence))
    items = row.get("risk_factors") or []
    spans = zip(
        row.get("risk_factors_pages") or [], row.get("risk_factors_starts") or [], row.get("risk_factors_ends") or []
    )
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


CALL_PARTS = (("code", "code"), ("name", "name"), ("rating", "rating"), ("target", "target_price"))


def call_views(row: dict[str, Any], document: Document | str) -> list[CallView]:
    path = row["source_path"]
    views = []
    for index, call in enumerate(row.get("stock_calls") or []):
        if not call:
            continue
        evidence = [
            replace(
                evidence_view(
                    call[key],
                    call.get(f"{part}_page"),
                    call.get(f"{part}_start"),
                    call.get(f"{part}_end"),
                    path,
                    document,
                ),
                label=part,
            )
            for part, key in CALL_PARTS
            if call.get(key)
        ]
        own = index == 0 and row.get("doc_type") == "company"  # as ReportOutcome.own_call
        views.append(
            CallView(
                code=call.get("code"),
                code_normalized=call.get("code_normalized"),
                name=call.get("name"),
                rating=call.get("rating"),
                rating_normalized=call.get("rating_normalized"),
                action=row.get("rating_action") if own and call.get("rating") else None,
                target_price=call.get("target_price"),
                evidence=evidence,
            )
        )
    return views


def call_text(call: dict[str, Any]) -> str:
    """`华兰生物 002007 买入 45元`; an empty value shows as ∅ (its reason is in the row)."""
    return " ".join(
        part or "∅" for part in (call.get("name"), call.get("code"), call.get("rating"), call.get("target_price"))
    )


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
    has_spans = (
        row.get("rating_page")
        or row.get("target_price_page")
        or row.get("risk_factors_pages")
        or any(call and (call.get("name_page") or call.get("code_page")) for call in row.get("stock_calls") or [])
    )
    document: Document | str = texts.document(row) if has_spans and row["doc_id"] else "no spans to show"
    processed_at = row.get("processed_at")
    report_date = row.get("report_date")
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
        title=row.get("title"),
        company_name=row.get("company_name"),
        company_code=row.get("company_code"),
        report_date=report_date.isoformat() if isinstance(report_date, date) else None,
        report_date_source=row.get("report_date_source"),
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
        processed_at=processed_at.isoformat(timespec="seconds")
        if isinstance(processed_at, datetime)
        else str(processed_at),
        fields=field_views(row, document),
        calls=call_views(row, document),
        context_note=document if isinstance(document, str) and has_spans else None,
        review=_review_summary(read_review_entry(out, row["doc_id"])),
    )


def _review_summary(entry: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the page shows of a review-queue entry: not the prompt (the whole report), only its size."""
    if entry is None:
        return None
    answers = {role: shorten(text, RAW_ANSWER_CHARS) for role, text in (entry.get("raw_answers") or {}).items()}
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


def shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
