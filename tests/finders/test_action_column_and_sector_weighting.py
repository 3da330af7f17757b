"""A sector note's ratings table with an `Action` column right before its `Rating` column (`Company
Ticker Action Rating TP ($)` / `Name TICKER US Maintain Buy $96`): the action cell is what the note does to
the rating, no part of the stock's identity. A cover's `Sector weighting: Overweight` is the sector's own
view, and a ratings legend's `Not Rated (NR): …` line is no company's headline."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tests.builders import call_tuples

ACTION_TABLE = (
    "US Semiconductors: Optics take the baton\n"
    "We reshuffle ratings towards optics and away from analog.\n"
    "Exhibit 3: Ratings\n"
    "Company Ticker Action Rating TP ($)\n"
    "Alpha Semiconductor ALPS US Maintain Buy $96\n"
    "Beta Photonics BETP US Upgrade Buy $148\n"
    "Gamma Memory GAMM US Downgrade Sell $31\n"
    "Source: the broker\n"
)


def test_an_action_cell_before_the_rating_leaves_each_row_its_call() -> None:
    assert call_tuples(ACTION_TABLE) == [
        ("ALPS US", "Alpha Semiconductor", "Buy", "$96"),
        ("BETP US", "Beta Photonics", "Buy", "$148"),
        ("GAMM US", "Gamma Memory", "Sell", "$31"),
    ]


def test_a_sector_weighting_box_makes_a_sector_note_despite_a_legend_line_in_the_head() -> None:
    head = "Sector weighting: Overweight Technology\nNot Rated (NR): no rating or target is assigned.\n"
    assert find_doc_type(ACTION_TABLE, head).value == "industry"


def test_a_legend_line_naming_a_rating_with_its_code_is_no_company_headline() -> None:
    text = "Not Rated (NR): no rating or target is assigned.\nMarket volumes rose 4% in October.\n"
    assert find_doc_type(text).value == "industry"
