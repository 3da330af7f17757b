"""Sector notes' stock tables of less common shapes (tasks/finders/line_tables.py, stock_calls.py): a table
printed in two halves side by side, old and new values in one cell joined by an arrow, a target column
counted from the header's end, ISO currency codes glued to prices, and a stock's section whose call is a
line of the rating and its labelled target. Synthetic layouts, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

from schemas.fap import render_call
from schemas.types import FieldName
from tasks.finders.line_tables import line_table_rows
from tasks.finders.stock_calls import find_stock_calls
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def calls_of(text: str) -> list[tuple[str | None, str, str | None]]:
    """(code, rating, target) of each call the finders read."""
    return [
        (c.code.value if c.code else None, c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(text)
    ]


def grounded(tmp_path: Path, text: str, call: str) -> tuple[str | None, str | None]:
    view = report_view(tmp_path, text)
    kept = validate_field(FieldName.STOCK_CALLS, call, view, extractor="m", doc_type="industry")
    (found,) = kept.calls
    return found.rating, found.target_price


def test_a_table_in_two_halves_side_by_side_reads_two_rows_a_line(tmp_path: Path) -> None:
    table = (
        "Figure 1: Coverage\n"
        "Company Ticker Rating PT Company Ticker Rating PT\n"
        "Alpha Wafer AAAA TT Buy NT$1,480 Beta Foundry BBBB TT Sell NT$18.5\n"
        "Gamma Micro CCCC TT Hold NT$61.0\n"
        "Source: Delta estimates\n"
    )
    assert rows(table) == [
        ("AAAA TT", "Alpha Wafer", "Buy", "NT$1,480"),
        ("BBBB TT", "Beta Foundry", "Sell", "NT$18.5"),
        ("CCCC TT", "Gamma Micro", "Hold", "NT$61.0"),
    ]
    # a header that names its columns once: the rest of a line is no second row
    assert len(rows(table.replace("Rating PT Company Ticker Rating PT", "Rating PT Notes"))) == 2
    assert grounded(tmp_path, "Sector note\n" + table, "BBBB TT | Beta Foundry | Sell | NT$18.5") == ("Sell", "NT$18.5")


def test_old_and_new_values_joined_by_an_arrow_read_as_the_new_ones(tmp_path: Path) -> None:
    table = (
        "Company Ticker Rating PT Price\n"
        "Alpha Rail AAAA US Hold -> Buy $45 -> $52 $44.10\n"
        "Beta Cargo BBBB US Buy → Hold $33 → $27 $25.60\n"
        "Source: Gamma estimates\n"
    )
    assert rows(table) == [("AAAA US", "Alpha Rail", "Buy", "$52"), ("BBBB US", "Beta Cargo", "Hold", "$27")]
    text = "Sector note\n" + table
    assert grounded(tmp_path, text, "AAAA US | Alpha Rail | Buy | $52") == ("Buy", "$52")
    liar = grounded(tmp_path, text, "AAAA US | Alpha Rail | Buy | $44.10")  # the price column's cell
    assert liar[1] is None


def test_a_target_column_last_in_the_header_is_the_rows_last_cell(tmp_path: Path) -> None:
    """`… FY27E EPS old FY27E EPS new PT old PT new`: the EPS columns are none the reader knows, but from the
    new target to the end every column is, so the target is counted from the row's end."""
    table = (
        "Figure 2: Changes to estimates and PTs\n"
        "Company Ticker Rating FY27E EPS old FY27E EPS new PT old PT new\n"
        "Alpha Lithium AAAA AU Add 0.41 0.36 A$4.50 A$4.10\n"
        "Beta Mining BBBB AU Reduce 1.22 1.05 A$13.40 A$12.30\n"
        "Source: Gamma estimates\n"
    )
    assert rows(table) == [
        ("AAAA AU", "Alpha Lithium", "Add", "A$4.10"),
        ("BBBB AU", "Beta Mining", "Reduce", "A$12.30"),
    ]
    assert rows(table.replace(" PT old PT new", " PT old PT new Notes"))[0][3] != "A$4.10"  # an unknown last column
    assert grounded(tmp_path, "Sector note\n" + table, "AAAA AU | Alpha Lithium | Add | A$4.10") == ("Add", "A$4.10")


def test_an_iso_currency_code_glued_to_a_price_is_a_price_cell() -> None:
    table = (
        "Company Ticker Rating Fair value Price\n"
        "Alpha Luxe AAAA FP Buy EUR188 EUR161\n"
        "Beta Moda BBBB IM Reduce EUR41 EUR47\n"
        "Company EV/EBIT 27E P/E 27E\n"
    )
    assert rows(table) == [("AAAA FP", "Alpha Luxe", "Buy", "EUR188"), ("BBBB IM", "Beta Moda", "Reduce", "EUR41")]


def test_a_stock_section_whose_call_is_a_line_of_rating_and_labelled_target(tmp_path: Path) -> None:
    text = (
        "Sector note\nOur picks\n"
        "Alpha Mining (AAAA LN)\nOW, PT 2,650p\n"
        "Beta Metals (BBBB LN)\nUW, PT 540p\n"
        "OW (Overweight): expected to beat the coverage universe.\nUW (Underweight): expected to lag it.\n"
    )
    calls = calls_of(text)
    assert calls == [("AAAA LN", "OW", "2,650p"), ("BBBB LN", "UW", "540p")]
    assert grounded(tmp_path, text, "AAAA LN | Alpha Mining | OW | 2,650p") == ("OW", "2,650p")
    assert grounded(tmp_path, text, "AAAA LN | Alpha Mining | UW | 2,650p")[0] is None  # the other stock's rating
    prose = text.replace("OW, PT 2,650p", "Strong copper growth, PT 2,650p")
    assert ("AAAA LN", "Strong copper growth", "2,650p") not in calls_of(prose)


def test_a_labelled_call_line_goes_on_with_more_labelled_values_under_a_caption() -> None:
    text = (
        "Sector note\n"
        "Alpha Rail (AAAA CN)\nExhibit: Alpha Rail share price, last 12 months\n"
        "Rating: Outperform | PT: C$61.00 | Price: C$54.20\n"
        "Beta Pipelines (BBBB CN)\nExhibit: Beta Pipelines share price, last 12 months\n"
        "Rating: Underperform | PT: C$22.00 | Price: C$24.75\n"
    )
    calls = calls_of(text)
    assert calls == [("AAAA CN", "Outperform", "C$61.00"), ("BBBB CN", "Underperform", "C$22.00")]


def test_a_companies_mentioned_list_of_ticker_price_and_rating_split_by_slashes(tmp_path: Path) -> None:
    text = (
        "Industry note\nCompanies mentioned: Alpha Chemicals (AAAA.N/$48.20/Buy), Beta Coatings\n"
        "(BBBB.N/$112.75/Neutral), Gamma Resins (CCCC.N/$23.10/Sell), Delta Plastics (DDDD.N/$9.10/NR)\n"
    )
    calls = calls_of(text)
    assert sorted(calls) == [("AAAA.N", "Buy", None), ("BBBB.N", "Neutral", None), ("CCCC.N", "Sell", None)]
    assert grounded(tmp_path, text, render_call("AAAA.N", "Alpha Chemicals", "Buy", None)) == ("Buy", None)


def test_a_rating_over_target_cell_without_its_slash_gives_the_price_after_the_rating(tmp_path: Path) -> None:
    """Under a `Rating / TP` column a cell prints the target under the rating; the text layer gives both on
    the row's line with no slash between (`BUY KRW312,000`)."""
    table = (
        "Figure 1: Coverage\n"
        "Company Code Rating / TP Price Previous TP\n"
        "Alpha Shipbuilding 111111 KS BUY KRW312,000\n"
        "Beta Heavy 222222 KS HOLD KRW58,000\n"
        "Valuation\n"
    )
    assert rows(table) == [
        ("111111 KS", "Alpha Shipbuilding", "BUY", "KRW312,000"),
        ("222222 KS", "Beta Heavy", "HOLD", "KRW58,000"),
    ]
    assert rows(table.replace("Rating / TP Price", "Rating Price TP"))[0][3] is None  # the price column first
    kept = grounded(tmp_path, "Sector note\n" + table, "111111 KS | Alpha Shipbuilding | BUY | KRW312,000")
    assert kept == ("BUY", "KRW312,000")
