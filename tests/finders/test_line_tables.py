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
    # `Old New` under the header: the target cell prints the old target, then the new one
    assert rows(text) == [("ALPH", "Alpha Systems, Inc.", "2", "100.00")]


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


def test_the_target_is_read_in_its_header_column_before_or_after_the_rating() -> None:
    rating_last = (
        "Exhibit 1: Ratings and price targets\n"
        "Bloomberg Company Price (US$) PT (US$) Rating\n"
        "AAAA US Alpha Devices 188.40 215.00 Overweight\n"
        "BBBB US Beta Logic 44.75 38.00 Underweight\n"
    )
    assert rows(rating_last) == [
        ("AAAA US", "Alpha Devices", "Overweight", "215.00"),
        ("BBBB US", "Beta Logic", "Underweight", "38.00"),
    ]
    target_first = (
        "Stocks mentioned\nCompany Bloomberg Rating Target price Price\nGamma Bank G05 SP BUY S$46.00 S$41.20\n"
    )
    assert rows(target_first) == [("G05 SP", "Gamma Bank", "BUY", "S$46.00")]
    price_first = "Company Ticker Rating Price Target\nDelta Resorts 1128.HK Buy HK$52.30 HK$65.00\n"
    assert rows(price_first) == [("1128.HK", "Delta Resorts", "Buy", "HK$65.00")]


def test_price_target_is_one_column_when_the_next_cell_is_no_price() -> None:
    one_column = "Ticker Rating Price Target Upside\nAAA (Alpha) Buy US$65.00 27%\n"
    assert rows(one_column) == [("AAA", "Alpha", "Buy", "US$65.00")]
    priced_elsewhere = "Ticker Price Rating Price target Upside\nAAA (Alpha) US$52.00 Buy US$65.00 25%\n"
    assert rows(priced_elsewhere) == [("AAA", "Alpha", "Buy", "US$65.00")]


def test_letter_ratings_under_a_rtg_column_and_only_there(tmp_path: Path) -> None:
    table = (
        "Figure 4: Coverage\n"
        "RIC Company Rtg Price (¥) TP (¥)\n"
        "1111.T Alpha Electric OW 4,620 5,400\n"
        "2222.T Beta Systems N 3,080 3,150\n"
        "3333.T Gamma Controls UW 2,240 1,920\n"
        "Source: company data\n"
    )
    assert rows(table) == [
        ("1111.T", "Alpha Electric", "OW", "5,400"),
        ("2222.T", "Beta Systems", "N", "3,150"),
        ("3333.T", "Gamma Controls", "UW", "1,920"),
    ]
    assert rows(table.replace(" Rtg ", " ")) == []  # no rating column: a letter is no rating
    view = report_view(tmp_path, "Sector report\n" + table)
    kept = validate_field(
        FieldName.STOCK_CALLS,
        "1111.T | Alpha Electric | OW | 5,400; 2222.T | Beta Systems | OW | 3,150",
        view,
        extractor="m",
        doc_type="industry",
    )
    alpha, beta = kept.calls
    assert (alpha.rating, alpha.rating_normalized, alpha.target_price) == ("OW", "buy", "5,400")
    assert beta.rating is None  # the row prints N: another row's OW rates no other stock


def test_a_row_read_by_its_columns_names_its_stock_before_a_coded_row_without_them() -> None:
    text = (
        "Figure 1: Coverage summary\n"
        "Company Ticker Rating Price Target\n"
        "Delta Resorts 1128.HK Buy HK$52.30 HK$65.00\n"
        "Epsilon Crown 0880.HK Hold HK$4.80 HK$4.60\n"
    )
    calls = [
        (c.code and c.code.value, c.name and c.name.value, c.target and c.target.value) for c in find_stock_calls(text)
    ]
    assert calls == [("1128.HK", "Delta Resorts", "HK$65.00"), ("0880.HK", "Epsilon Crown", "HK$4.60")]


def test_buy_hold_sell_letters_rate_only_under_a_rating_column() -> None:
    table = "Code Name Rec Price TP\nAAA US Alpha Foods B US$10.00 US$12.50\nBBB US Beta Oils S US$8.00 US$6.00\n"
    assert rows(table) == [("AAA US", "Alpha Foods", "B", "US$12.50"), ("BBB US", "Beta Oils", "S", "US$6.00")]
    assert rows(table.replace(" Rec ", " Class ")) == []


def test_a_long_name_pushes_the_rating_and_values_onto_the_next_line() -> None:
    """`7701 JP Alpha Precision Instruments` / `1 ¥5,120 ¥6,300 23%`: one row, its rating a code the
    report's legend defines, its target in the header's target place."""
    text = (
        "Figure 3: Ratings and target prices\n"
        "Code Company Rating Price (¥) Target price Upside\n"
        "7701 JP Alpha Precision Instruments\n"
        "1 ¥5,120 ¥6,300 23%\n"
        "6501 JP Beta Electronic Materials\n"
        "4 ¥9,860 ¥9,200 -7%\n"
        "Ratings: 1 = Buy, 2 = Outperform, 3 = Neutral, 4 = Underperform. Source: Gamma Securities\n"
    )
    assert rows(text) == [
        ("7701 JP", "Alpha Precision Instruments", "1", "¥6,300"),
        ("6501 JP", "Beta Electronic Materials", "4", "¥9,200"),
    ]
    no_values = "Code Company Rating Price Target price\n7701 JP Alpha Precision Instruments\nThe sector rises.\n"
    assert rows(no_values) == []


def test_a_rating_first_header_with_units_in_brackets_places_a_target_without_currency(tmp_path: Path) -> None:
    """`Rating Ticker Company Price (A$) TP (A$) P/NAV`: the units in brackets are part of their value
    columns, so the target is the second value cell, printed without its currency."""
    table = (
        "Figure 1: Ratings and targets\n"
        "Rating Ticker Company Price (A$) TP (A$) P/NAV\n"
        "Outperform AAAA AU Alpha Gold 6.05 7.40 1.1x\n"
        "Underperform BBBB AU Beta Minerals 0.79 0.64 1.4x\n"
        "Source: Gamma Capital estimates\n"
    )
    assert rows(table) == [
        ("AAAA AU", "Alpha Gold", "Outperform", "7.40"),
        ("BBBB AU", "Beta Minerals", "Underperform", "0.64"),
    ]
    unknown_column = table.replace("Company Price (A$)", "Company Widget (A$)")
    assert [row[3] for row in rows(unknown_column)] == [None, None]
    view = report_view(tmp_path, "Sector note\n" + table)
    kept = validate_field(
        FieldName.STOCK_CALLS, "AAAA AU | Alpha Gold | Outperform | 7.40", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert grounded.target_price == "7.40"


def test_an_upside_percentage_stands_between_the_price_and_a_target_before_the_rating() -> None:
    """`Ticker Company CMP Upside TP Rating`: the upside cell (`19%`, `-4%`) sits among the values before
    the rating, the target in the header's place; an unrated row makes no call, nor a wrapped name."""
    table = (
        "Exhibit 3: Valuation summary\n"
        "Ticker Company CMP Upside TP Rating\n"
        "AAAA IN Alpha Hospitals INR1,648 19% INR1,960 BUY\n"
        "BBBB IN Beta Diagnostics INR1,130 -4% INR1,085 REDUCE\n"
        "CCCC IN Gamma Clinics INR412 NR\n"
        "Source: Delta Securities estimates\n"
    )
    assert rows(table) == [
        ("AAAA IN", "Alpha Hospitals", "BUY", "INR1,960"),
        ("BBBB IN", "Beta Diagnostics", "REDUCE", "INR1,085"),
    ]
    no_target_column = table.replace(" TP Rating", " Rating")
    assert [row[3] for row in rows(no_target_column)] == [None, None]  # no target column: no target


def test_mexican_listings_and_peso_targets_and_bar_separated_coverage_lines_with_pence(tmp_path: Path) -> None:
    mexico = (
        "Exhibit 4: Coverage\n"
        "Company Ticker Price Target Rating\n"
        "Alpha Cementos AAAA MM MXN124 Buy\n"
        "Beta Aceros BBBB MM MXN17 Sell\n"
        "Source: Gamma estimates\n"
    )
    assert rows(mexico) == [("AAAA MM", "Alpha Cementos", "Buy", "MXN124"), ("BBBB MM", "Beta Aceros", "Sell", "MXN17")]
    coverage = (
        "Coverage list\nAlpha Homes (AAAA LN) | Overweight | PT 1,420p\nBeta Living (BBBB LN) | Underweight | PT 188p\n"
    )
    assert [
        (c.code.value, c.rating.value, c.target.value if c.target else None) for c in find_stock_calls(coverage)
    ] == [
        ("AAAA LN", "Overweight", "1,420p"),
        ("BBBB LN", "Underweight", "188p"),
    ]
    view = report_view(tmp_path, "Sector note\n" + coverage)
    kept = validate_field(
        FieldName.STOCK_CALLS, "AAAA LN | Alpha Homes | Overweight | 1,420p", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert (grounded.rating, grounded.target_price) == ("Overweight", "1,420p")


def test_coverage_lines_with_a_colon_and_commas_and_a_row_ending_on_a_pence_target() -> None:
    coverage = "Coverage\nAlpha Bio (AAAA US): Buy, PT $145.00\nBeta Pharma (BBBB US): Sell, PT $22.00\n"
    assert rows(coverage) == [("AAAA US", "Alpha Bio", "Buy", "$145.00"), ("BBBB US", "Beta Pharma", "Sell", "$22.00")]
    assert rows(coverage.replace(", PT", " with")) == []  # prose after the rating: no row
    pence = (
        "Company Ticker Rating Target\n"
        "Gamma Aero GGGG GY Neutral €231\n"
        "Delta Engineering DDDD LN Underweight 410p\n"
        "Source: Epsilon estimates\n"
    )
    assert rows(pence) == [
        ("GGGG GY", "Gamma Aero", "Neutral", "€231"),
        ("DDDD LN", "Delta Engineering", "Underweight", "410p"),
    ]


def test_a_row_printed_as_cells_of_two_lines_reads_its_new_rating_and_new_target() -> None:
    """Each cell of a row holds two lines, the new value over the old (`Buy` / `(from Neutral)`,
    `$312.00` / `($250.00)`), so the row reads one cell a line: the identity, the rating with its note,
    then the targets."""
    table = (
        "Exhibit 2: Rating and target changes\n"
        "Company Rating Target Price EV/Sales 27E\n"
        "Alpha Software AAAA US\nBuy (from Neutral)\n$312.00 ($250.00)\n$262.40 9.8x\n"
        "Beta Data BBBB US\nNeutral (from Buy)\n$54.00 ($71.00)\n$50.60 4.1x\n"
        "Source: Gamma estimates\n"
    )
    assert rows(table) == [
        ("AAAA US", "Alpha Software", "Buy", "$312.00"),
        ("BBBB US", "Beta Data", "Neutral", "$54.00"),
    ]
    assert rows(table.replace("Buy (from Neutral)", "Buy rates the stock")) == [
        ("BBBB US", "Beta Data", "Neutral", "$54.00")
    ]
