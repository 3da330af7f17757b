"""A bulleted risk list that the page's end cuts goes on past the page's running footer (`See the end of this report
for disclosures. Page 1`) and the next page's header with the same bullet: its rest is the note's risks too. The next
page's bullets under a heading of their own (`Investment thesis`) are another list. A numbered list's turn passes a
footer that sends the reader to the disclosures (`See page 8 for analyst certification and important disclosures.`):
no heading of the back matter."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tests.builders import rules_outcome

FIRST = ["Slower adoption of AI PCs could delay the replacement cycle.", "Memory costs could squeeze margins in 1H27."]
REST = ["Tariffs on notebooks assembled in China could raise costs.", "A weaker enterprise refresh as budgets tighten."]


def _bullets(page: pymupdf.Page, items: list[str], top: float, first: int | None) -> None:
    for row, item in enumerate(items):
        if first is None:
            page.insert_text((40, top + 14 * row), "\u2022", fontname="symb", fontsize=9)
        else:
            page.insert_text((40, top + 14 * row), f"{first + row}.", fontname="helv", fontsize=9)
        page.insert_text((52, top + 14 * row), item, fontname="helv", fontsize=9)


def two_page_note(
    path: Path,
    second_page_heading: str | None,
    *,
    numbered: bool = False,
    lead_in: str | None = None,
    footer: str = "Acme Research. See the end of this report for disclosures.    Page 1",
) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    for row, (text, font, size) in enumerate(
        [
            ("Nova Devices (NOVA US)", "hebo", 14),
            ("Rating: Buy", "helv", 9),
            ("Price target: US$150.00", "helv", 9),
            ("We expect revenue growth of 15% in 2027, driven by new products and margin expansion.", "helv", 9),
        ]
    ):
        page.insert_text((40, 70 + 20 * row), text, fontname=font, fontsize=size)
    page.insert_text((40, 726), "Investment risks", fontname="hebo", fontsize=10)
    if lead_in is not None:
        page.insert_text((40, 742), lead_in, fontname="helv", fontsize=9)
    _bullets(page, FIRST, 756, 1 if numbered else None)
    page.insert_text((40, 815), footer, fontsize=6)
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 36), "Nova Devices (NOVA US) | 10 March 2026", fontname="helv", fontsize=7)
    top = 100.0
    if second_page_heading is not None:
        page.insert_text((40, top), second_page_heading, fontname="hebo", fontsize=10)
        top += 16
    _bullets(page, REST, top, 3 if numbered else None)
    page.insert_text((40, top + 50), "Financial summary", fontname="hebo", fontsize=10)
    page.insert_text((40, top + 66), "Revenue grows to US$14.3bn in 2027 on new AI PC launches.", fontsize=9)
    page.insert_text((40, 815), "Acme Research    Page 2", fontsize=6)
    pdf.save(path)
    pdf.close()
    return path


def risks(path: Path) -> list[str]:
    return list(rules_outcome(path).fields[FieldName.RISK_FACTORS].items)


def test_the_lists_rest_after_the_page_turn_is_read(tmp_path: Path) -> None:
    want = [item.rstrip(".") for item in FIRST + REST]
    assert risks(two_page_note(tmp_path / "note.pdf", None)) == want


def test_the_rest_of_a_list_under_a_lead_in_is_read(tmp_path: Path) -> None:
    want = [item.rstrip(".") for item in FIRST + REST]
    assert risks(two_page_note(tmp_path / "note.pdf", None, lead_in="Downside risks include:")) == want


def test_bullets_under_the_next_pages_own_heading_are_another_list(tmp_path: Path) -> None:
    want = [item.rstrip(".") for item in FIRST]
    assert risks(two_page_note(tmp_path / "note.pdf", "Investment thesis")) == want


def test_a_numbered_lists_turn_passes_a_footer_that_sends_the_reader_to_the_disclosures(tmp_path: Path) -> None:
    footer = "See page 8 for analyst certification and important disclosures."
    want = [item.rstrip(".") for item in FIRST + REST]
    assert risks(two_page_note(tmp_path / "note.pdf", None, numbered=True, footer=footer)) == want
