"""A heading set in the house colour at body size that the PDF writes after the list it heads (a template layer drawn
last) is read right before that list (tasks/ingest/reader.py `headings_before_their_content`), as a bold heading is;
a sentence set in colour stays where it is. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

BLUE = (0.0, 0.32, 0.62)
RISKS = (
    "Cuts to US tax credits for storage projects in the budget bill",
    "Chinese LFP makers building plants in Mexico to sell into the US",
    "Lithium prices below US$8,000/t, which cut selling prices",
)


def _note(path: Path, coloured_line: str) -> Path:
    """A sector note: title, view, a paragraph, three bulleted items, then `coloured_line` drawn last in blue right
    above the items."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 90), "Korea Batteries: ESS orders fill the gap", fontname="hebo", fontsize=14)
    page.insert_text((40, 110), "Industry view: Overweight", fontname="helv", fontsize=9)
    page.insert_text(
        (40, 126), "Energy storage orders for Korean cell makers doubled in 1Q26.", fontname="helv", fontsize=9
    )
    for number, risk in enumerate(RISKS):
        y = 160 + 14 * number
        page.insert_text((40, y), "\u2022", fontname="symb", fontsize=9)
        page.insert_text((52, y), risk + ".", fontname="helv", fontsize=9)
    page.insert_text((40, 210), "We value the cell makers on 2027E EV/EBITDA.", fontname="helv", fontsize=9)
    page.insert_text((40, 144), coloured_line, fontname="helv", fontsize=9, color=BLUE)
    pdf.save(path)
    pdf.close()
    return path


def test_a_coloured_heading_drawn_last_is_read_before_its_list(tmp_path: Path) -> None:
    document = ingest(_note(tmp_path / "note.pdf", "Main risks"))
    assert document.text.index("Main risks") < document.text.index(RISKS[0])
    outcome = rules_outcome(tmp_path / "note.pdf")
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == list(RISKS)


def test_a_coloured_sentence_drawn_last_stays_where_it_is(tmp_path: Path) -> None:
    document = ingest(_note(tmp_path / "note.pdf", "Prices are as of 11 May."))
    assert document.text.index("Prices are as of 11 May.") > document.text.index(RISKS[0])
