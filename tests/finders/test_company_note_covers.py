"""An English company note whose cover has no labelled rating box: one stock's row under a ticker
column (`Ticker | Rating | PT` over `ALDR LN | Add | £12.40`), a strip header the text layer glued
to the headline's line, and the call stated only in the first key point. Each pinned by a short
synthetic text."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tasks.finders.key_strips import key_strips
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price

BODY = "Net reservations per outlet rose 4% and the order book is worth £1.42bn, in line with guidance.\n"


def test_one_stocks_row_under_a_ticker_column_is_the_notes_call() -> None:
    text = (
        "Aldermoor Homes (ALDR LN)\n12 November 2026\nAldermoor Homes: Reservations hold up\n"
        f"Ticker Rating PT Price Upside\nALDR LN Add £12.40 £10.65 16.4%\nTrading update\n{BODY}"
    )
    cells = {cell.kind: cell.value for cell in key_strips(text)}
    assert cells["ticker"] == "ALDR LN" and cells["rating"] == "Add" and cells["target"] == "£12.40"
    assert find_doc_type(text).value == "company"
    rating, target = find_rating(text, "company"), find_target_price(text)
    assert rating is not None and rating.value == "Add"
    assert target is not None and target.value == "£12.40"
    own = find_own_company(text)
    assert own is not None and own.code == "ALDR LN"


def test_a_ticker_column_over_no_ticker_is_no_strip() -> None:
    text = f"Ticker Rating PT Price\n2026E Add £12.40 £10.65\n{BODY}"
    assert key_strips(text) == ()


def test_a_table_of_several_stocks_under_a_ticker_column_is_no_strip() -> None:
    text = (
        "Ticker Rating PT Price\nALDR LN Add £12.40 £10.65\nBRKW LN Hold £8.10 £7.95\n"
        f"CRST LN Reduce £3.05 £3.40\n{BODY}"
    )
    assert key_strips(text) == ()
    assert find_doc_type(text).value == "industry"


def test_a_strip_header_glued_to_the_headline_is_read_by_its_trailing_labels() -> None:
    text = (
        "Coralline Minerals (CRL AU)\n"
        "Coralline Minerals: Initiating at Overweight; tonnes into a tight 2028 Rating Price target Price Market cap\n"
        f"Overweight A$14.20 A$11.35 A$3.2bn\nA low-cost producer\n{BODY}"
    )
    cells = [(cell.label, cell.value) for cell in key_strips(text)]
    assert cells == [
        ("Rating", "Overweight"),
        ("Price target", "A$14.20"),
        ("Price", "A$11.35"),
        ("Market cap", "A$3.2bn"),
    ]
    assert find_doc_type(text).value == "company"
    target = find_target_price(text)
    assert target is not None and target.value == "A$14.20"


def test_a_line_that_ends_in_labels_over_prose_is_no_strip() -> None:
    text = f"We discuss the stock's rating and price target\nbelow, after the results.\n{BODY}"
    assert key_strips(text) == ()


def test_the_call_stated_only_in_the_first_key_point_makes_a_company_note() -> None:
    body = "Bloomberg: SKYP SP Market cap: S$4.1bn Free float: 46%\n"
    head = (
        "Skyport Aviation Services (SKYP SP)\nKey points\n"
        "• Maintain Add with a higher target price of S$7.85 (from S$7.20), still at 18x FY27E P/E.\n"
        "• Third-quarter passengers handled rose 9% year on year.\n"
    )
    assert find_doc_type(body, body, head).value == "company"


def test_a_key_point_on_another_stocks_call_makes_no_company_note() -> None:
    body = "Sector: Airports and aviation services\n"
    head = "Key points\n• Maintain Buy on Harbour Air with a target price of S$3.10.\n• Volumes rose 9%.\n"
    assert find_doc_type(body, body, head).value == "industry"


def test_a_coverage_list_of_rated_stocks_at_the_top_of_the_body_makes_no_company_note() -> None:
    """`Alpha Bio (AAAA US): Buy, PT $145.00` / `Beta Pharma (BBBB US): Sell, PT $22.00`: each line a stock's
    call in the sector note's coverage list, neither the note's own target nor a company headline."""
    coverage = (
        "US Biotechnology: Readouts to watch\nCoverage\n"
        "Alpha Bio (AAAA US): Buy, PT $145.00\nBeta Pharma (BBBB US): Sell, PT $22.00\n"
    )
    assert find_doc_type(coverage).value == "industry"
    one = "Alpha Bio (AAAA US): Buy, PT $145.00\nResults beat; we raise estimates.\n"
    assert find_doc_type(one).value == "company"
