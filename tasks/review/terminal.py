"""`digest show`: one report as a rich renderable, every value escaped for the terminal."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from schemas.types import Document
from tasks.output.terminal import plain
from tasks.review.views import EvidenceView, FieldView, ReportView, shorten

TERMINAL_CONTEXT_CHARS = 60


_STATUS_STYLE = {
    "ok": "green",
    "needs_review": "yellow",
    "error": "red",
    "valid": "green",
    "fallback_valid": "yellow",
    "invalid": "red",
    "none": "dim",
}


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
        lines.append(Text(plain(f"{role}: "), style="bold") + Text(plain(shorten(str(answer), 400))))
    return Panel(Group(*lines), title="review queue", title_align="left", border_style="yellow")


BLOCK_PREVIEW_CHARS = 60


def blocks_table(document: Document | str, title: str) -> Table | Text:
    """`digest show --blocks`: the report's blocks in reading order (page, role, first characters),
    or why its text could not be read again."""
    if isinstance(document, str):
        return Text(plain(document), style="dim")
    table = Table(title=plain(f"{len(document.blocks)} blocks of {title}"))
    for column in ("page", "role", "text"):
        table.add_column(column, overflow="fold")
    for block in document.blocks:
        text = document.text[block.start : block.end]
        preview = text[:BLOCK_PREVIEW_CHARS] + ("…" if len(text) > BLOCK_PREVIEW_CHARS else "")
        table.add_row(str(block.page), block.role, Text(plain(preview)))
    return table
