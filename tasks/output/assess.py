"""Scores, alerts and the report status, from everything the stages produced."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from schemas.options import AlertOptions
from schemas.types import (
    CleanDocument,
    FieldStatus,
    LadderOutcome,
    Prompt,
    ReportOutcome,
    ReportStatus,
    ReviewEntry,
)
from tasks.clean.entropy import input_entropy_score
from tasks.ingest.dates import date_in_text
from tasks.output.cost import PriceTable, charge
from tasks.output.plausibility import plausibility_alerts


def assess(
    clean: CleanDocument,
    prompt: Prompt,
    ladder: LadderOutcome,
    *,
    source_path: str,
    extractor: str,
    options: AlertOptions = AlertOptions(),
    earlier_alerts: Sequence[str] = (),
    duplicate_paths: Sequence[str] = (),
    prices: PriceTable | None = None,
) -> ReportOutcome:
    """The report's outcome, built once from what the stages produced. `earlier_alerts` come
    first (e.g. the budget's prompt_trimmed); with `prices`, the model calls are priced."""
    document = clean.document
    entropy = input_entropy_score(clean)
    alerts = [*earlier_alerts, *ladder.alerts]
    if entropy < options.entropy_threshold:
        alerts.append(f"low_input_entropy: {entropy:.2f} < {options.entropy_threshold}")
    if ladder.compliance < options.compliance_threshold:
        alerts.append(f"low_format_compliance: {ladder.compliance:.2f} < {options.compliance_threshold}")
    invalid = [str(n) for n, r in ladder.fields.items() if r.status is FieldStatus.INVALID]
    alerts.extend(f"field_invalid: {name}" for name in invalid)
    alerts.extend(injection_alerts(clean))
    alerts.extend(ocr_failure_alerts(clean))
    implausible = plausibility_alerts(kept_text(clean), ladder.fields)
    alerts.extend(implausible)
    alerts.extend(document.integrity_alerts)
    outcome = ReportOutcome(
        doc_id=document.doc_id,
        source_path=source_path,
        status=ReportStatus.NEEDS_REVIEW
        if ladder.needs_review or implausible or document.integrity_alerts
        else ReportStatus.OK,
        pages=len(document.pages),
        ocr_pages=document.ocr_pages,
        fields=ladder.fields,
        input_entropy_score=round(entropy, 4),
        output_format_compliance=round(ladder.compliance, 4),
        alerts=alerts,
        dropped_chars=sum(d.end - d.start for d in clean.drops),
        prompt_chars=len(prompt.text),
        usage=ladder.usage,
        extractor=extractor,
        broker=clean.broker,
        duplicate_paths=list(duplicate_paths),
        page_infos=list(document.pages),
        title=document.title,
    )
    # A scanned page 1 has its date in its OCR text only (tasks/ingest/dates.py reads the text
    # layer, which keeps the masthead first; the reading order here may put the body first).
    if document.pages and document.pages[0].source != "text" and (printed := date_in_text(document.page_text(1))):
        outcome.report_date, outcome.report_date_source = printed, "first_page"
    if prices is not None:
        charge(outcome, ladder.replies, prices)
    if alerts:
        reasons = [f"{r.name}: {r.reason}" for r in ladder.fields.values() if r.reason] + alerts
        outcome.review = ReviewEntry(
            prompt=prompt.text,
            raw_answers={role: reply.text for role, reply in ladder.replies},
            reasons=reasons,
        )
    return outcome


def kept_text(clean: CleanDocument) -> str:
    return "\n".join(clean.segment_text(segment) for segment in clean.kept)


def injection_alerts(clean: CleanDocument) -> list[str]:
    """One alert per planted instruction that clean() neutralised, with its page and span."""
    alerts = []
    for flag in clean.flags:
        page, start, end = clean.document.locate(flag.start, flag.end)
        alerts.append(f"prompt_injection: {flag.kind} {flag.match!r} neutralised (page {page}, chars {start}-{end})")
    return alerts


def ocr_failure_alerts(clean: CleanDocument) -> list[str]:
    """One alert per page that needed OCR and got no text: a field printed there cannot be found."""
    return [
        f"ocr_failed: page {page.number} ({page.ocr_failure}); fields printed on it cannot be found"
        for page in clean.document.pages
        if page.ocr_failure
    ]


@dataclass(frozen=True)
class RunTotals:
    """The numbers a run summary shows: in the CLI, and as Prefect artifacts."""

    processed: int
    skipped: int
    by_status: dict[str, int]
    alerted: int
    fallbacks: int
    model_tokens: int
    estimated_cost_usd: float
    unpriced_reports: int


def run_totals(outcomes: list[ReportOutcome], skipped: int) -> RunTotals:
    return RunTotals(
        processed=len(outcomes),
        skipped=skipped,
        by_status=dict(sorted(Counter(str(o.status) for o in outcomes).items())),
        alerted=sum(1 for o in outcomes if o.alerts),
        fallbacks=sum(len(o.fallback_fields) for o in outcomes),
        model_tokens=sum(o.usage.input_tokens + o.usage.output_tokens for o in outcomes),
        estimated_cost_usd=sum(o.estimated_cost_usd or 0.0 for o in outcomes),
        unpriced_reports=sum(1 for o in outcomes if o.estimated_cost_usd is None and o.model_calls),
    )
