"""Scores, alerts and the report status, from everything the stages produced."""

from __future__ import annotations

from schemas.types import (
    CleanDocument,
    FieldStatus,
    Prompt,
    ReportOutcome,
    ReportStatus,
    ReviewEntry,
)
from tasks.entropy import input_entropy_score
from tasks.fallback import LadderOutcome


def assess(
    clean: CleanDocument,
    prompt: Prompt,
    ladder: LadderOutcome,
    *,
    source_path: str,
    extractor: str,
    entropy_threshold: float,
    compliance_threshold: float,
) -> ReportOutcome:
    document = clean.document
    entropy = input_entropy_score(clean)
    alerts = list(ladder.alerts)
    if entropy < entropy_threshold:
        alerts.append(f"low_input_entropy: {entropy:.2f} < {entropy_threshold}")
    if ladder.compliance < compliance_threshold:
        alerts.append(f"low_format_compliance: {ladder.compliance:.2f} < {compliance_threshold}")
    invalid = [str(n) for n, r in ladder.fields.items() if r.status is FieldStatus.INVALID]
    alerts.extend(f"field_invalid: {name}" for name in invalid)
    outcome = ReportOutcome(
        doc_id=document.doc_id,
        source_path=source_path,
        status=ReportStatus.NEEDS_REVIEW if ladder.needs_review else ReportStatus.OK,
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
    )
    if alerts:
        reasons = [f"{r.name}: {r.reason}" for r in ladder.fields.values() if r.reason] + alerts
        outcome.review = ReviewEntry(
            prompt=prompt.text,
            raw_answers={role: reply.text for role, reply in ladder.replies},
            reasons=reasons,
        )
    return outcome
