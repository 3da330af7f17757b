"""Stock tables printed one row a line, read by their header's column words
(tasks/finders/line_tables.py). Synthetic layouts of several kinds, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

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


def test_listed_codes_with_bracketed_names_and_targets_after_the_price() -> None:
    text = (
        "Coverage table\n"
        "Ticker Rating Cur Price Target Perf.\n"
        "1234.TT (Alpha Semi) O TWD 2,365.00 2,780.00 70.9%\n"
        "ABC.FP (Beta) U EUR 120.75 100.00 (3.1)%\n"
        "KLMN M USD 10.00 12.00 1.0%\n"
    )
    assert rows(text) == [
        ("1234.TT", "Alpha Semi", "O", "2,780.00"),
        ("ABC.FP", "Beta", "U", "100.00"),
        ("KLMN", None, "M", "12.00"),
    ]


def test_a_name_before_a_bare_exchange_code_and_group_and_average_lines_between_rows() -> None:
    text = (
        "Figure 2: Coverage valuations\n"
        "Rating Share Price Date Market cap price target\n"
        "Materials\n"
        "GAMMA METALS 5016 ¥ OW 4,022 5,700 06-Jul-26 3,834\n"
        "DELTA GLASS CO 5202 ¥ N 484 500 06-Jul-26 69\n"
        "Average 6.4 17.9 22.2\n"
        "Chips\n"
        "EPSILON HOLDINGS 285A ¥ UW 81,590 75,000 06-Jul-26 44,650\n"
    )
    assert rows(text) == [
        ("5016", "GAMMA METALS", "OW", "5,700"),
        ("5202", "DELTA GLASS CO", "N", "500"),
        ("285A", "EPSILON HOLDINGS", "UW", "75,000"),
    ]


def test_a_name_glued_to_its_code_with_note_marks_and_a_qualified_rating() -> None:
    text = (
        "Company Name Reuters 12-month rating Price Price date\n"
        "Alpha Tech1a,5,28a 1234.TW Buy NT$380.0014 Jul 2026\n"
        "Beta, Inc.5678.TW Buy (UR) NT$6,39514 Jul 2026\n"
        "Gamma Circuits 002916.SZ Neutral Rmb45.2906 Jul 2026\n"
    )
    assert rows(text) == [
        ("1234.TW", "Alpha Tech", "Buy", None),
        ("5678.TW", "Beta, Inc.", "Buy (UR)", None),
        ("002916.SZ", "Gamma Circuits", "Neutral", None),
    ]


def test_a_table_flattened_into_its_header_line_reads_each_row_up_to_its_rating() -> None:
    text = (
        "Stocks mentioned Ticker Bloomberg ticker Company name Price Rating "
        "AAA AAA US Alpha A US$ 366.46 B-1-7 BBB BBB US Beta Co US$ 24.16 B-2-9\n"
    )
    assert rows(text) == [("AAA US", "Alpha A", "B-1-7", None), ("BBB US", "Beta Co", "B-2-9", None)]


def test_a_bracketed_name_that_wraps_keeps_its_row() -> None:
    text = "Ticker Rating Cur Price Target\n005935.KS (Alpha Pref -\nAlpha)\nO KRW 172,100 374,000 169.2%\n"
    assert rows(text) == [("005935.KS", None, "O", "374,000")]


def test_a_multi_line_header_a_price_and_date_before_a_numeric_rating_and_the_name_above() -> None:
    text = (
        "Rating\n"
        "Target Price\n"
        "Company Ticker Ccy Price Mkt Cap Date & Time Old New\n"
        "Alpha Systems, Inc.\n"
        "ALPH US$ 89.85 4,694 24 Jul 16:00 2 nc -112.00 100.00 11.3\n"
    )
    assert rows(text) == [("ALPH", "Alpha Systems, Inc.", "2", "112.00")]


def test_no_header_or_a_coverage_list_or_prose_or_a_legend_is_no_row() -> None:
    row = "AAA (Alpha) O USD 10.00 12.00\n"
    assert rows("Market data\n" + row) == []
    assert rows("Investment rating Company Ticker Analyst\n" + row) == []
    assert rows("Ticker Rating Price\nAAA remains Buy as margins recover.\n") == []
    assert rows("Ticker Rating Price\nXYZ 1,633.76 ABC 2,628.52 O - Outperform, M - Market-Perform\n") == []
    assert rows("Company rating dispersion\nDBX Companies under Coverage Buy Hold Sell\n") == []
    assert rows("Ticker Rating Price\nNR - Not Rated\nAAA (Alpha) NR USD 10.00\n") == []


def test_a_table_ends_at_its_source_line() -> None:
    text = (
        "Ticker Rating Price Target\nAAA (Alpha) O USD 10.00 12.00\nSource: company data\nBBB (Beta) O USD 1.00 2.00\n"
    )
    assert [r[0] for r in rows(text)] == ["AAA"]


def test_the_calls_of_a_line_table_keep_their_rating_as_printed(tmp_path: Path) -> None:
    text = "Company Name Reuters 12-month rating Price\nBeta Circuits 002916.SZ Buy (UR) Rmb440.20\n"
    (call,) = find_stock_calls("We like Beta Circuits (002916.SZ, Buy).\n" + text)
    assert call.rating.value == "Buy (UR)"
    view = report_view(tmp_path, "Sector note\n" + text)
    kept = validate_field(
        FieldName.STOCK_CALLS, "002916.SZ | Beta Circuits | Buy (UR) | NONE", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert (grounded.code, grounded.rating, grounded.rating_normalized) == ("002916.SZ", "Buy (UR)", "buy")
