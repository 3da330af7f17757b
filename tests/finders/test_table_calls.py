"""English stock tables read one cell a line: a ticker cell, then its row's rating cell, under a
Rating column header (tasks/finders/stock_calls.py `table_rows`)."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import table_rating_class
from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls, table_rows
from tasks.validate.grounding import validate_field
from tests.builders import report_view

HEADER = "Ticker\nRating\nCur\nPrice\nTarget\n"
ROWS = "AAA (Alpha Corp)\nO\nUSD\n10.00\n12.00\nBBB (Beta Inc)\nM\nUSD\n20.00\n21.00\n"


def calls(text: str) -> list[tuple[str | None, str | None, str, str | None]]:
    return [
        (
            c.code.value if c.code else None,
            c.name.value if c.name else None,
            c.rating.value,
            c.target and c.target.value,
        )
        for c in find_stock_calls(text)
    ]


def test_table_rating_codes_and_their_classes() -> None:
    assert [table_rating_class(c) for c in ("OW", "N", "UW", "O", "M", "U", "2H", "B-1-9", "C-2-7", "Buy (UR)")] == [
        "buy",
        "neutral",
        "underperform",
        "outperform",
        "neutral",
        "underperform",
        "neutral",
        "buy",
        "neutral",
        "buy",
    ]
    assert table_rating_class("USD") is None and table_rating_class("nc") is None and table_rating_class("4") is None


def test_rows_under_a_rating_header_give_code_name_rating_and_target() -> None:
    assert calls("Sector valuations\n" + HEADER + ROWS) == [
        ("AAA", "Alpha Corp", "O", "12.00"),
        ("BBB", "Beta Inc", "M", "21.00"),
    ]


def test_no_rating_header_no_call() -> None:
    assert calls("Sector valuations\nTicker\nCur\n" + ROWS) == []


def test_the_name_before_the_ticker_and_note_marks_left_out() -> None:
    text = "Company Name\nReuters\n12-month rating\nPrice\nAlpha Tech12,28a\n1234.TW\nBuy (UR)\nNT$10.00\n"
    assert calls(text) == [("1234.TW", "Alpha Tech", "Buy (UR)", None)]


def test_a_bare_ticker_then_its_listing_is_one_row_and_a_glued_rating_splits() -> None:
    text = "Rating AAA\nAAA US\nAlpha A\nUS$ 10.00\nB-1-7 BBB\nBBB US\nBeta\nUS$ 5.00\nB-2-9\n"
    assert calls(text) == [("AAA US", "Alpha A", "B-1-7", None), ("BBB US", "Beta", "B-2-9", None)]


def test_a_numeric_code_then_a_short_name_is_one_row() -> None:
    text = "Rating\nPrice\n9.99\n1234\nACME\nN\n500\n"
    assert calls(text) == [("1234", None, "N", None)]


def test_one_name_may_head_two_listings() -> None:
    text = HEADER + "AAA (Alpha)\nO\nUSD\n1.00\n2.00\n1234.TT (Alpha)\nU\nTWD\n3.00\n4.00\n"
    assert [c[0] for c in calls(text)] == ["AAA", "1234.TT"]


def test_a_coverage_list_with_an_analyst_column_is_no_call() -> None:
    text = "Investment rating\nCompany\nTicker\nAnalyst\nAlpha\nAAA US\nJane Doe\nNEUTRAL\n"
    assert calls(text) == []


def test_chart_labels_between_a_number_and_a_letter_are_no_row() -> None:
    text = "MS Rating\n1000\nUSD\nBULL CASE\nBASE CASE\nM\n"
    assert calls(text) == []


def test_a_table_code_is_grounded_only_in_its_own_row(tmp_path: Path) -> None:
    view = report_view(tmp_path, "Sector valuations\n" + HEADER + ROWS)
    assert len(table_rows(view.text)) == 2
    kept = validate_field(
        FieldName.STOCK_CALLS, "AAA | Alpha Corp | O | 12.00", view, extractor="m", doc_type="industry"
    )
    (call,) = kept.calls
    assert (call.code, call.rating, call.rating_normalized) == ("AAA", "O", "outperform")
    lie = validate_field(FieldName.STOCK_CALLS, "AAA | Alpha Corp | M | NONE", view, extractor="m", doc_type="industry")
    (lied,) = lie.calls
    assert lied.rating is None and lied.code == "AAA"


def test_a_ratings_dispersion_header_is_no_row() -> None:
    text = (
        "Company rating dispersion and banking relationships\n"
        "DBSI Companies under Coverage Buy Hold Sell\nCovered 58% 42% 0% w/ Banking relationship 42% 35% 0%\n"
    )
    assert [c.code.value for c in table_rows(text) if c.code] == []


def test_one_line_rows_with_a_bare_ticker_or_a_taiwan_listing() -> None:
    text = (
        "Semiconductors: quarterly preview\nTicker Rating Cur Price Target Upside\n"
        "QCOM (Qualcomm ) M USD 160.39 165.00 (11.5)%\n"
        "KLAC O USD 193.22 225.00 96.0%\n"
        "2303.TT (UMC) U TWD 121.50 88.00 171.2%\n"
    )
    rows = {c.code.value: (c.rating.value, c.target.value if c.target else None) for c in table_rows(text) if c.code}
    assert rows["KLAC"] == ("O", "225.00")
    assert rows["2303.TT"] == ("U", "88.00")
