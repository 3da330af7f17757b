"""Whole English notes (bench/house_long.py, session 30): a sector table whose rows the text layer runs together on
one line under its header, read as one row per stock even where the line read whole gives its first row; a per-stock
section's risk lead-in after the stock's paragraph (its heading line two lines up) is that stock's, not the note's;
a bracketed code in a Latin listing line states no rating taken from a later line (a legend's `(buy) (hold)`)."""

from __future__ import annotations

from tasks.finders.line_tables import line_table_rows
from tasks.finders.risks import find_risks
from tests.builders import call_tuples

GLUED_TABLE = (
    "Asia Pacific Chemicals: Spreads bottoming\n"
    "Exhibit 1: Our ratings and 12-month target prices\n"
    "Company Ticker Rating Price (LC) 12m TP (LC) Up/downside\n"
    "Orion Chemical 1234.HK Buy 15.20 18.50 22% Sunfield Materials 600111.SS Buy 24.80 31.00 25%"
    " Harbor Petrochem 2345.HK Neutral 8.65 9.10 5% Eastline Polymers 002777.SZ Sell 41.30 33.00 -20%\n"
    "Source: Datastream, Goldman Sachs Global Investment Research\n"
)


def test_rows_run_together_on_one_line_are_each_a_call() -> None:
    assert call_tuples(GLUED_TABLE) == [
        ("1234.HK", "Orion Chemical", "Buy", "18.50"),
        ("600111.SS", "Sunfield Materials", "Buy", "31.00"),
        ("2345.HK", "Harbor Petrochem", "Neutral", "9.10"),
        ("002777.SZ", "Eastline Polymers", "Sell", "33.00"),
    ]


def test_one_row_with_two_listings_stays_one_call() -> None:
    # two codes of one stock (A and H shares) in one row: the second code's part holds no rating, no second row
    text = (
        "Company A-share H-share Rating Price (LC) 12m TP (LC)\n"
        "Sunfield Materials 600111.SS 2345.HK Buy 24.80 31.00\n"
        "Source: Goldman Sachs Global Investment Research\n"
    )
    rows = [(r.code.value, r.rating.value, r.target.value if r.target else None) for r in line_table_rows(text)]
    assert rows == [("600111.SS", "Buy", "31.00")]


STOCK_SECTIONS = (
    "China Property: Sales rebound uneven\n"
    "We prefer state-owned developers with land banks in tier-1 cities, where sales rose 21% in February.\n"
    "Company Ticker Rating Price (LC) PT (LC)\n"
    "Aurora Land 1111.HK OW 12.30 16.00\n"
    "Blue River Homes 2222.HK N 5.10 5.40\n"
    "Source: J.P. Morgan estimates\n"
    "Aurora Land (1111.HK)\n"
    "Aurora has the strongest balance sheet among the developers we cover and most land in tier-1 cities.\n"
    "Downside risks include weaker-than-expected sales and margin pressure from land costs.\n"
    "Blue River Homes (2222.HK)\n"
    "Blue River's sales have stabilised but its margins keep falling as it clears older projects.\n"
    "Upside and downside risks include sales momentum, margins and funding costs.\n"
)
STOCKS = ("1111.HK", "Aurora Land", "2222.HK", "Blue River Homes")


def test_a_lead_in_after_a_stocks_paragraph_under_its_heading_is_that_stocks() -> None:
    assert [c.value for c in find_risks(STOCK_SECTIONS, "industry", STOCKS)] == []


def test_a_lead_in_after_a_paragraph_under_a_sector_heading_is_the_notes() -> None:
    text = STOCK_SECTIONS.replace("Blue River Homes (2222.HK)\n", "Policy: more easing at the city level\n")
    text = text.replace(
        "Blue River's sales have stabilised but its margins keep falling as it clears older projects.",
        "Fourteen cities relaxed purchase restrictions in February and mortgage rates should fall further.",
    )
    text = text.replace("Upside and downside risks include sales", "Key risks to our view include sales")
    assert [c.value for c in find_risks(text, "industry", STOCKS)] == [
        "Key risks to our view include sales momentum, margins and funding costs"
    ]


def test_a_bracketed_code_takes_no_rating_from_a_later_latin_line() -> None:
    text = (
        "Companies Discussed in This Report: Crown Harbour Dev.\n"
        "(4444.HK/HK$21.80)\n"
        "Equity Research Ratings Distribution Overweight Neutral Underweight (buy) (hold) (sell)\n"
    )
    assert call_tuples(text) == []
    # on its own line the rating a bracket states is read
    assert call_tuples("We like Crown Harbour Dev. (4444.HK) (Buy) for its recurring income.\n") != []
