"""A heading printed in the top margin band of a later page (`Key risks` set high on page 3 over its list) reads as a
heading, not as a page header (tasks/ingest/blocks.py `headings_in_top_band`); what repeats in the band on the
pages (a running title), a line with a figure (a date) and a bold line set apart from the text under it stay page
headers. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import Document, FieldName
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

HOUSE = "Harbourview Securities | Equity Research | 12 May 2026"
RISKS = (
    "A second leg down in European housing starts if mortgage rates rise again",
    "A breakdown of pricing discipline as importers bring in cheap clinker",
    "A sharper rise in the price of EU carbon allowances than we assume",
)
BODY = (
    "Cement volumes in Europe have fallen for three years and we think 2026 marks the trough. Pricing has held up "
    "better than in past cycles, so margins should expand by 150-200bp over 2026-28E."
)


def _three_pages(path: Path, *, band_line: tuple[str, float] = ("Key risks", 62.0)) -> Path:
    """Three pages under a running header and a bold running title; page 3 opens with `band_line` set bold in the
    top band (at its baseline) over a bulleted list, then the valuation text."""
    pdf = pymupdf.open()
    for number in (1, 2, 3):
        page = pdf.new_page(width=595, height=842)
        page.insert_text((40, 30), HOUSE, fontname="helv", fontsize=7)
        if number > 1:
            page.insert_text((40, 44), "European Building Materials", fontname="hebo", fontsize=8)
        page.insert_text((40, 812), f"See the disclosure appendix.    Page {number}", fontname="helv", fontsize=6)
        top = 100.0
        if number == 3:
            text, baseline = band_line
            page.insert_text((40, baseline), text, fontname="hebo", fontsize=10)
            top = baseline + 8
            for risk in RISKS:
                page.insert_text((40, top + 6), "\u2022", fontname="symb", fontsize=9)
                page.insert_text((52, top + 6), risk + ".", fontname="helv", fontsize=9)
                top += 14
            top += 10
        page.insert_textbox(pymupdf.Rect(40, top, 550, top + 80), BODY, fontname="helv", fontsize=9)
    pdf.save(path)
    pdf.close()
    return path


def _roles(document: Document, line: str) -> list[str]:
    return [block.role for block in document.blocks if document.text[block.start : block.end].strip() == line]


def test_a_heading_in_the_top_band_of_page_three_is_a_heading(tmp_path: Path) -> None:
    document = ingest(_three_pages(tmp_path / "note.pdf"))
    assert _roles(document, "Key risks") == ["heading"]
    assert _roles(document, "European Building Materials") == ["page_header", "page_header"]  # it repeats
    assert set(_roles(document, HOUSE)) == {"page_header"}


def test_the_rules_backend_reads_the_list_under_it(tmp_path: Path) -> None:
    outcome = rules_outcome(_three_pages(tmp_path / "note.pdf"))
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == list(RISKS)


def test_a_dated_line_or_one_set_apart_from_the_text_stays_a_page_header(tmp_path: Path) -> None:
    dated = ingest(_three_pages(tmp_path / "dated.pdf", band_line=("Results 12 May 2026", 62.0)))
    assert _roles(dated, "Results 12 May 2026") == ["page_header"]
    apart = ingest(_three_pages(tmp_path / "apart.pdf", band_line=("Harbourview Europe", 20.0)))
    assert _roles(apart, "Harbourview Europe") == ["page_header"]  # far above the text it would head
