"""A sector note that heads each stock's section with its name, ticker and call in one line
(`Name (TICKER): Upgrade to Buy from Neutral; TP S$1.92`) rates those stocks: each heading is a call, the
rating the one the call moves to, and two such stocks make the note a sector note."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tasks.finders.stock_calls import find_stock_calls, labelled_sections

SECTOR_NOTE = (
    "Singapore Retail: Rate cuts are coming\n"
    "Borrowing costs have fallen 60bp since June.\n"
    "Alder Malls Trust (ALDM SP): Upgrade to Buy from Neutral; TP S$2.15\n"
    "Occupancy at its malls reached 98%.\n"
    "Birch Offices REIT (BRCH SP): Downgrade from Buy to Sell; TP S$0.61\n"
    "Office rents are flattening.\n"
    "Cedar Logistics (CDRL SP): Maintain Neutral\n"
    "It trades at book value.\n"
)


def test_each_heading_is_a_call_with_the_rating_it_moves_to_and_its_target() -> None:
    calls = [
        (
            c.code.value if c.code else None,
            c.name.value if c.name else None,
            c.rating.value,
            c.target.value if c.target else None,
        )
        for c in find_stock_calls(SECTOR_NOTE)
    ]
    assert calls == [
        ("ALDM SP", "Alder Malls Trust", "Buy", "S$2.15"),
        ("BRCH SP", "Birch Offices REIT", "Sell", "S$0.61"),
        ("CDRL SP", "Cedar Logistics", "Neutral", None),
    ]


def test_headings_calling_two_stocks_or_more_make_a_sector_note() -> None:
    assert find_doc_type(SECTOR_NOTE).value == "industry"


def test_a_heading_without_a_rating_action_is_no_call() -> None:
    text = "Alder Malls Trust (ALDM SP): Occupancy reached 98%; rents up\nBirch Offices REIT (BRCH SP): Buy the dip\n"
    assert find_stock_calls(text) == []


def test_a_label_line_over_a_value_line_under_each_stock_heading_is_its_call() -> None:
    """`Alpha Beauty (111111 KS)` / `Rating Target` / `Add KRW62,000`: the key data printed as two columns."""
    text = (
        "Alpha Beauty (111111 KS)\nRating Target\nAdd KRW62,000\nExports grow.\n"
        "Beta Skin (222222 KS)\nRating Target\nHold KRW33,500\nExports grow.\n"
        "Gamma Care (333333 KS)\nRating Target\nNot rated\n"
    )
    assert [
        (c.code.value, c.name.value, c.rating.value, c.target.value if c.target else None)
        for c in labelled_sections(text)
    ] == [
        ("111111 KS", "Alpha Beauty", "Add", "KRW62,000"),
        ("222222 KS", "Beta Skin", "Hold", "KRW33,500"),
    ]
