"""English sector notes that state their stock calls in prose: a rating statement naming its stocks
(tasks/finders/stock_calls.py `_rated_in_prose`), validated where the text ties the rating to the stock."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls
from tasks.validate.grounding import validate_field
from tests.builders import report_view

BOXES = "Risk Reward - Seagate Technology (STX.O)\nOur PT implies 20x.\nRisk Reward - Western Digital (WDC.O)\n"


def calls(text: str) -> list[tuple[str | None, str | None, str]]:
    return [
        (c.code.value if c.code else None, c.name.value if c.name else None, c.rating.value)
        for c in find_stock_calls(text)
    ]


@pytest.mark.parametrize(
    "statement",
    [
        "We reiterate Overweight on both STX and WDC into earnings.",
        "We maintain Overweight on STX, WDC.",
        "Reiterating our Overweight on STX and Western Digital ahead of the print.",
        "We initiate coverage with Overweight on STX and WDC.",
    ],
)
def test_a_rating_statement_rates_each_stock_it_names(statement: str) -> None:
    assert calls(f"HDDs | North America\n{statement}\n{BOXES}") == [
        ("STX.O", "Seagate Technology", "Overweight"),
        ("WDC.O", "Western Digital", "Overweight"),
    ]


@pytest.mark.parametrize(
    "statement",
    [
        "We reiterate Overweight on the group into earnings.",  # no stock named
        "We reiterate Overweight on HDDs into earnings.",  # a word the report gives no listed ticker
        "Overweight on both STX and WDC into earnings.",  # no rating action before the word
        "We reiterate Cautious on STX and WDC.",  # a sector view word, not a stock rating
        "We reiterate Overweight. STX and WDC report next week.",  # the stocks are not what it is stated on
    ],
)
def test_no_prose_call_without_a_statement_tied_to_listed_stocks(statement: str) -> None:
    assert calls(f"HDDs | North America\n{statement}\n{BOXES}") == []


def test_the_list_ends_at_the_first_word_that_names_no_stock() -> None:
    text = f"We reiterate Overweight on STX and Micron and WDC.\n{BOXES}"
    assert calls(text) == [("STX.O", "Seagate Technology", "Overweight")]


def test_a_stock_a_table_already_calls_keeps_its_row() -> None:
    table = "Ticker\nRating\nCur\nPrice\nTarget\nSeagate\nSTX.O\nEW\nUSD\n100.00\n120.00\n"
    text = f"We reiterate Overweight on both STX and WDC.\n{BOXES}{table}"
    assert calls(text) == [("WDC.O", "Western Digital", "Overweight"), ("STX.O", "Seagate", "EW")]


def test_a_sector_note_validates_the_prose_calls_the_statement_ties(tmp_path: Path) -> None:
    text = f"HDDs | North America\nIndustry View\nCautious\nWe reiterate Overweight on both STX and WDC.\n{BOXES}"
    view = report_view(tmp_path, text)
    answer = validate_field(
        FieldName.STOCK_CALLS,
        "STX.O | Seagate Technology | Overweight | NONE; WDC.O | Western Digital | Overweight | NONE",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert answer.calls is not None
    assert [(c.code, c.rating) for c in answer.calls] == [("STX.O", "Overweight"), ("WDC.O", "Overweight")]


def test_a_rating_stated_on_one_stock_is_not_the_other_stocks(tmp_path: Path) -> None:
    text = f"HDDs | North America\nWe reiterate Overweight on STX into earnings.\n{BOXES}"
    assert calls(text) == [("STX.O", "Seagate Technology", "Overweight")]
    answer = validate_field(
        FieldName.STOCK_CALLS,
        "WDC.O | Western Digital | Overweight | NONE",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert answer.calls is not None
    assert answer.calls[0].rating is None
