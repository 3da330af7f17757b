"""A sector note's section per stock, through the whole pipeline from a PDF: each stock a bold heading line or its name
and ticker run into its paragraph as a bold lead, the call stated in a sentence that names no stock (`We reiterate our
Outperform rating and raise our PT to HK$48.50`, `Maintain Buy; PT raised to …`, `Sell, PT $17.50: …`, `Our top pick
remains Corvane (Buy; PT $54.00)`), a framed box's line right above the first heading."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tests.builders import rules_outcome


def _note(path: Path, lines: list[tuple[str, str, str]]) -> Path:
    """(kind, bold lead, text): a bold heading line, or a body line its bold lead runs into."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    y = 60.0
    for kind, lead, text in lines:
        size = {"title": 16.0, "heading": 11.0, "body": 10.0}[kind]
        x = 50.0
        if lead:
            page.insert_text((x, y), lead, fontname="hebo", fontsize=size)
            x += pymupdf.get_text_length(lead, fontname="hebo", fontsize=size)
        if text:
            page.insert_text((x, y), text, fontname="helv" if kind == "body" else "hebo", fontsize=size)
        y += 20
    pdf.save(path)
    pdf.close()
    return path


SECTIONS = [
    ("body", "", "Kestrel Brooke | Equity Research | Sector Report"),
    ("title", "", "Asia Payments: Volumes hold, take rates slip"),
    ("body", "", "Sector rating Overweight (unchanged) Coverage: 12 stocks"),
    ("heading", "Tengyun Holdings (0788 HK)", ""),
    ("body", "", "Games revenue grew 19%. We reiterate our Outperform rating and raise our PT to HK$48.50."),
    ("heading", "Formosa Nexchip (5211 TT)", ""),
    ("body", "", "Maintain Buy; PT raised to NT$54.00 (from NT$47.00) on a better product mix."),
    ("body", "Corvane Payments (CRVN US). ", "Our top pick remains Corvane (Buy; PT $54.00): churn is low."),
    ("body", "Fenix Acquiring (FNXA US). ", "Sell, PT $17.50: the terminal business keeps losing share."),
    ("heading", "Risks", ""),
    ("body", "", "Consumer spending slows more sharply than we assume."),
]


def test_each_sections_call_is_read_and_kept(tmp_path: Path) -> None:
    outcome = rules_outcome(_note(tmp_path / "sections.pdf", SECTIONS))
    assert outcome.fields[FieldName.DOC_TYPE].value == "industry"
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in answered.calls} == {
        ("0788 HK", "Outperform", "HK$48.50"),
        ("5211 TT", "Buy", "NT$54.00"),
        ("CRVN US", "Buy", "$54.00"),
        ("FNXA US", "Sell", "$17.50"),
    }
