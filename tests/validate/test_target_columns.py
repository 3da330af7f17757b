"""A stock call's target grounded in its table row's target column (tasks/validate/columns.py): the
header's column names tell which cell is the target, and another cell of the same row (the current
price, the old target, an upside) is no target. Small hand-made texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.finders.line_tables import line_table_rows
from tasks.validate.columns import header_readings, row_columns
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def calls(view: KeptView, value: str, doc_type: str = "industry"):  # type: ignore[no-untyped-def]
    result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type=doc_type)  # type: ignore[arg-type]
    assert result.status is FieldStatus.VALID
    return result.calls


NEW_OLD_TP = (
    "Equity Research | Sector Update\nJapan Machinery\n3 October 2026\n"
    "Japan Machinery: Raising targets on a weaker yen\nWe raise our targets across the group.\n"
    "Figure 1: Ratings and targets\nCompany Code Rating New TP (¥) Old TP (¥) Price (¥)\n"
    "Kurobe Machinery 6301 JT Buy 4,100 3,800 3,420\nIbuki Tools 6302 JT Neutral 2,650 2,500 2,480\n"
    "Source: company data\n"
)


def test_the_new_target_column_holds_the_target_not_the_old_one_or_the_price(tmp_path: Path) -> None:
    view = report_view(tmp_path, NEW_OLD_TP)
    (call,) = calls(view, "6301 JT | Kurobe Machinery | Buy | 4,100")
    assert call.target_price == "4,100"
    for other_cell in ("3,800", "3,420"):  # the old target, the current price: cells of other columns
        (lie,) = calls(view, f"6301 JT | Kurobe Machinery | Buy | {other_cell}")
        assert lie.target_price is None and lie.rating == "Buy"
        assert "target cell" in lie.reasons[0]


def test_another_rows_target_is_not_the_stocks(tmp_path: Path) -> None:
    (lie,) = calls(report_view(tmp_path, NEW_OLD_TP), "6301 JT | Kurobe Machinery | Buy | 2,650")
    assert lie.target_price is None


PRICE_TARGET = (
    "Equity Research | Sector Update\nTaiwan Semis\n5 October 2026\nTaiwan Semis: capacity tightens\n"
    "Figure 2: Ratings\nCompany Ticker Rating Price Target Upside\n"
    "Formosa Foundry 2330.TW Overweight NT$1,205 NT$1,450 20%\nSunmoon 2303.TW Underweight NT$47 NT$41 -13%\n"
)


def test_price_target_is_two_columns_when_the_row_has_two_prices(tmp_path: Path) -> None:
    view = report_view(tmp_path, PRICE_TARGET)
    formosa, sunmoon = calls(
        view, "2330.TW | Formosa Foundry | Overweight | NT$1,450; 2303.TW | Sunmoon | Underweight | NT$47"
    )
    assert formosa.target_price == "NT$1,450"
    assert sunmoon.target_price is None  # its current price


@pytest.mark.parametrize(
    ("header", "kinds"),
    [
        (
            "Company Code Rating New TP (¥) Old TP (¥) Price (¥)",
            ["identity", "identity", "rating", "target", "old_target", "price"],
        ),
        ("Bank Bloomberg Reco CMP (Rs) TP (Rs) Upside", ["identity", "rating", "price", "target", "value"]),
        ("Ticker Rating PT Price Company", ["identity", "rating", "target", "price", "identity"]),
        (
            "Company Ticker Price (A$) Target (A$) Rating TSR",
            ["identity", "identity", "price", "target", "rating", "value"],
        ),
        (
            "Company Ticker Rating Fair value Mkt cap (US$bn) P/E 26E",
            ["identity", "identity", "rating", "target", "value", "value"],
        ),
    ],
)
def test_a_header_is_read_column_by_column(header: str, kinds: list[str]) -> None:
    assert header_readings(header)[0] == kinds


def test_a_header_with_a_word_the_reader_does_not_know_tells_no_column() -> None:
    assert header_readings("Company Ticker Rating Price Frobnitz Target") == []
    text = "Figure 1\nCompany Ticker Rating Price Frobnitz Target\nKurobe Machinery 6301 JT Buy 3,420 7 4,100\n"
    (row,) = line_table_rows(text)
    assert row_columns(text, row) is None


def test_a_row_whose_cells_do_not_fit_its_header_tells_no_column() -> None:
    text = "Figure 1\nCompany Ticker Rating Price Target\nKurobe Machinery 6301 JT Buy 3,420 4,100 12% 9.5\n"
    (row,) = line_table_rows(text)
    assert row_columns(text, row) is None


def test_a_company_notes_call_takes_the_reports_own_target(tmp_path: Path) -> None:
    text = (
        "Equity Research | Company Update\nKurobe Machinery (6301 JT)\n3 October 2026\n"
        "Kurobe Machinery: Raising our target\nRating: Buy\nTarget price: ¥4,100\nPrice: ¥3,420\n"
        "We raise our target price to ¥4,100 on a weaker yen.\n"
    )
    view = report_view(tmp_path, text)
    own = {
        FieldName.RATING: validate_field(FieldName.RATING, "Buy", view, extractor="m"),
        FieldName.TARGET_PRICE: validate_field(FieldName.TARGET_PRICE, "¥4,100", view, extractor="m"),
    }
    assert own[FieldName.TARGET_PRICE].status is FieldStatus.VALID
    (call,) = (
        validate_field(
            FieldName.STOCK_CALLS, "6301 JT | Kurobe Machinery | Buy | ¥3,420", view, extractor="m", row=own
        ).calls
        or ()
    )
    assert call.target_price is None and "own target" in call.reasons[0]
    (true_call,) = (
        validate_field(
            FieldName.STOCK_CALLS, "6301 JT | Kurobe Machinery | Buy | ¥4,100", view, extractor="m", row=own
        ).calls
        or ()
    )
    assert true_call.target_price == "¥4,100"


def test_a_column_name_wrapped_under_the_header_line_is_read_with_it(tmp_path: Path) -> None:
    text = (
        "Equity Research | Sector Update\nChina Utilities\n12 September 2026\nChina Utilities: margins peak\n"
        "Figure 6: Valuation and ratings\nCompany RIC Rating Price (HK$) Target Price\n(HK$)\n2027E P/E\n"
        "Pearl River Power 0836.HK Buy 10.62 12.80 7.4\nGuangyuan Clean Energy 2380.HK Hold 4.12 4.35 6.1\n"
    )
    view = report_view(tmp_path, text)
    pearl, guangyuan = calls(
        view, "0836.HK | Pearl River Power | Buy | 12.80; 2380.HK | Guangyuan Clean Energy | Hold | 6.1"
    )
    assert pearl.target_price == "12.80"
    assert guangyuan.target_price is None  # its P/E cell


def test_a_header_known_as_far_as_its_target_column_places_the_target() -> None:
    header = "Company Ticker Rating Price TP Upside Cur EPS 2025A 2026E 2027E"
    assert header_readings(header) == [["identity", "identity", "rating", "price", "target", "open_end"]]
    assert header_readings("Ticker Rating Cur Price Target Upside Cur EPS 2025A 2026E") == []  # one column or two
    text = f"Figure 1\n{header}\nKurobe Machinery 6301 JT Buy 3,420 4,100 20% JPY 310.5 352.0 398.1\n"
    (row,) = line_table_rows(text)
    assert [(text[c.start : c.end], c.kind) for c in row_columns(text, row) or []] == [
        ("3,420", "price"),
        ("4,100", "target"),
    ]


OLD_NEW_AFTER_NAMES = (
    "Equity Research | Sector Note\nBattery Minerals\n2 December 2026\nBattery Minerals: a lower price deck\n"
    "Figure 1: Changes to estimates and PTs\nCompany Ticker Rating FY27E EPS old FY27E EPS new PT old PT new\n"
    "Westfrey Resources WSFR AU Add 0.41 0.36 A$4.50 A$4.10\nPilbara Moor PLBM AU Hold 1.22 1.05 A$13.40 A$12.30\n"
    "Source: estimates\n"
)


def test_old_and_new_printed_after_the_column_names_tell_the_target_column(tmp_path: Path) -> None:
    """A changes table names its columns `EPS old`, `EPS new`, `PT old`, `PT new` (the line ends with `new`): the
    `PT new` cell is the target, the estimates and the old target are not; `Old PT New PT` still reads before."""
    assert header_readings("Company Ticker Rating FY27E EPS old FY27E EPS new PT old PT new") == [
        ["identity", "identity", "rating", "value", "value", "old_target", "target"]
    ]
    assert header_readings("Company Ticker Rating Old PT New PT Upside") == [
        ["identity", "identity", "rating", "old_target", "target", "value"]
    ]
    view = report_view(tmp_path, OLD_NEW_AFTER_NAMES)
    (call,) = calls(view, "WSFR AU | Westfrey Resources | Add | A$4.10")
    assert call.target_price == "A$4.10"
    for other_cell in ("0.41", "0.36", "A$4.50"):
        (lie,) = calls(view, f"WSFR AU | Westfrey Resources | Add | {other_cell}")
        assert lie.target_price is None and lie.rating == "Add"
