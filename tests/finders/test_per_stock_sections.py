"""A sector note's per-stock sections, each headed `Name (TICKER)` over its own key-data columns (`Rating TP CMP` /
`BUY INR1,840 -`, a dash where a column holds no value): one call per section, and the note a sector note."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tests.builders import call_tuples

SECTIONS = (
    "India Cement: Price hikes stick in the south\n"
    "Cement prices in southern India rose INR15 a bag in November and dealers report the increase held.\n"
    "Arkam Cement (ARKM IN)\n"
    "Rating TP CMP\n"
    "BUY INR1,840 -\n"
    "Volumes and prices both ahead of our estimates.\n"
    "Key risks: delays to the Odisha grinding unit; pet-coke prices.\n"
    "Vindhya Cements (VNDC IN)\n"
    "Rating TP CMP\n"
    "HOLD INR612 -\n"
    "Volumes in line with our estimates.\n"
    "Key risks: loss of share in the north; higher freight costs.\n"
)


def test_sections_with_a_dash_for_a_missing_value_are_each_a_call_of_a_sector_note() -> None:
    assert call_tuples(SECTIONS) == [
        ("ARKM IN", "Arkam Cement", "BUY", "INR1,840"),
        ("VNDC IN", "Vindhya Cements", "HOLD", "INR612"),
    ]
    assert find_doc_type(SECTIONS).value == "industry"
    # a dash glued to a word is no empty cell: the line is prose, no call
    assert call_tuples(SECTIONS.replace("BUY INR1,840 -", "BUY INR1,840 -based on FY28E")) == [
        ("VNDC IN", "Vindhya Cements", "HOLD", "INR612")
    ]
