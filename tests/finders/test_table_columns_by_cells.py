"""Stock tables read by what their cells hold (tasks/finders/line_tables.py, stock_calls.py): a table
no header names, a table code its legend defines, old and new target cells, a name cell wrapped onto
two lines, a time cell glued to the rating, and a Chinese coded table whose header line a prompt
lifts away from its rows. Synthetic rows, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.finders.line_tables import line_table_rows
from tasks.finders.stock_calls import find_stock_calls, table_rows, table_spans
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def test_a_table_whose_header_words_the_reader_lacks_is_read_by_its_cells() -> None:
    text = (
        "Our preferred names\n"
        "Stock Code Call Last Tgt PT\n"
        "Cobalt Labs CBLT.O Buy 45.10 60.00\n"
        "Harbour Games 0777 HK Outperform HK$24.10 HK$31.50\n"
        "Lotus Online 600519 Underperform 96.00 80.00\n"
        "Source: company data\n"
    )
    assert rows(text) == [
        ("CBLT.O", "Cobalt Labs", "Buy", "60.00"),
        ("0777 HK", "Harbour Games", "Outperform", "HK$31.50"),
        ("600519", "Lotus Online", "Underperform", "80.00"),
    ]


def test_a_header_line_above_unnamed_columns_may_hold_a_date_when_it_names_columns() -> None:
    rows_text = "Cobalt Labs CBLT.O Buy 45.10 60.00\nHarbour Games 0777 HK Sell 24.10 19.00\n"
    dated = "Stock Code Call Price (26 Jul) Tgt PT\n"
    assert [target for *_, target in rows(dated + rows_text)] == ["60.00", "19.00"]
    assert [target for *_, target in rows("Up 12% since 26 Jul; target met\n" + rows_text)] == [None, None]


def test_a_table_with_no_header_takes_no_target_and_needs_two_rows() -> None:
    two = "Cobalt Labs CBLT.O Buy 45.10 60.00\nHarbour Games 0777 HK Sell 24.10 19.00\n"
    assert rows("Market data\n" + two) == [
        ("CBLT.O", "Cobalt Labs", "Buy", None),
        ("0777 HK", "Harbour Games", "Sell", None),
    ]
    assert rows("Market data\nCobalt Labs CBLT.O Buy 45.10 60.00\nWe like it.\n") == []


def test_without_a_header_a_code_is_a_rating_only_where_a_legend_defines_it() -> None:
    table = "Alpha Systems ALPH US 2 89.85 100.00\nBeta Works BETA US 1H 31.30 37.00\n"
    assert rows("Prices\n" + table) == []
    legend = "Ratings: 1 = Buy, 2 = Neutral, 3 = Sell, H = High Risk\n"
    assert [(code, rating) for code, _, rating, _ in rows("Prices\n" + table + legend)] == [
        ("ALPH US", "2"),
        ("BETA US", "1H"),
    ]


def test_a_bare_first_cell_ticker_makes_no_row_without_a_header() -> None:
    text = "Summary\nNEW Buy 12.00 15.00\nOLD Sell 9.00 7.00\n"
    assert rows(text) == []


def test_a_target_column_with_old_and_new_cells_gives_the_new_target_unless_unchanged() -> None:
    header = "Rating\nTarget Price\nCompany Ticker Ccy Price Mkt Cap Date & Time Old New\n"
    changed = "ALPH US$ 89.85 4,694 24 Jul 16:00 2 nc -112.00 100.00 11.3\n"
    unchanged = "BETA US$ 31.30 1,352 24 Jul 16:00 1 nc 42.00 nc 18.2\n"
    assert rows(header + changed + unchanged) == [("ALPH", None, "2", "100.00"), ("BETA", None, "1", "42.00")]


def test_a_time_cell_glued_to_the_rating_is_two_cells() -> None:
    text = (
        "Rating\nTarget Price\nCompany Ticker Ccy Price Mkt Cap Date & Time\n"
        "Beta Works\nBETA US$ 31.30 1,352 24 Jul 16:002H nc 37.00 18.2\n"
    )
    assert rows(text) == [("BETA", "Beta Works", "2H", "37.00")]


def test_a_header_line_of_old_and_new_columns_is_no_name() -> None:
    text = "Rating\nTarget Price\nCompany Ticker Ccy Price Old New\nOld New Old New\nALPH US$ 89.85 2 nc 112.00\n"
    assert rows(text) == [("ALPH", None, "2", "112.00")]


WRAPPED = (
    "Company Ticker Rating Price PT Upside\n"
    "Formosa Foundry 2330.TW Overweight NT$1,205 NT$1,450 20%\n"
    "Jade Mountain 3711.TW Overweight NT$189 NT$228 21%\n"
    "Packaging\n"
    "Lianhe Chip Design 2454.TW Neutral NT$1,265 NT$1,320 4%\n"
    "Sunmoon 2303.TW Underweight NT$47 NT$41 -13%\n"
    "Microelectronics\n"
    "Source: company data\n"
)


def test_a_name_wrapped_onto_the_next_line_of_its_cell_is_one_name() -> None:
    assert [name for _, name, _, _ in rows(WRAPPED)] == [
        "Formosa Foundry",
        "Jade Mountain Packaging",
        "Lianhe Chip Design",
        "Sunmoon Microelectronics",
    ]


def test_a_name_alone_above_a_nameless_row_stays_that_rows_name() -> None:
    text = "Company Ticker Rating Price PT\nAlpha Tech 1234.TW Buy 10.00 12.00\nBeta Systems\n5678.TW Buy 20.00 25.00\n"
    assert rows(text) == [("1234.TW", "Alpha Tech", "Buy", "12.00"), ("5678.TW", "Beta Systems", "Buy", "25.00")]


def test_a_line_after_the_last_row_that_no_source_line_follows_is_no_part_of_its_name() -> None:
    text = "Company Ticker Rating Price PT\nAlpha Tech 1234.TW Buy 10.00 12.00\nValuation\nWe value the sector on PE.\n"
    assert rows(text) == [("1234.TW", "Alpha Tech", "Buy", "12.00")]


def test_a_wrapped_name_is_kept_by_the_prompt_and_grounded_across_its_two_lines(tmp_path: Path) -> None:
    spans = table_spans(WRAPPED)
    packaging = WRAPPED.index("Packaging")
    assert any(a <= packaging < b for a, b in spans)
    view = report_view(tmp_path, "Sector note\n" + WRAPPED)
    kept = validate_field(
        FieldName.STOCK_CALLS,
        "3711.TW | Jade Mountain Packaging | Overweight | NT$228",
        view,
        extractor="m",
        doc_type="industry",
    )
    (call,) = kept.calls
    assert (call.name, call.target_price, call.reasons) == ("Jade Mountain Packaging", "NT$228", ())
    invented = validate_field(
        FieldName.STOCK_CALLS,
        "2330.TW | Formosa Foundry Packaging | Overweight | NT$1,450",
        view,
        extractor="m",
        doc_type="industry",
    )
    (lie,) = invented.calls
    assert lie.name is None and any("Formosa Foundry Packaging" in reason for reason in lie.reasons)


CODED_ROWS = "688001.SH甲乙科技推荐98.00元1.02 78.4\n688002.SH丙丁股份谨慎推荐142.00元3.86 31.2\n"


def test_a_chinese_coded_table_reads_its_target_column_from_a_header_line_printed_elsewhere() -> None:
    # a prompt's head holds the header line; its body holds the rows, far from it
    text = "行业评级\n强于大市\n代码名称评级目标价EPS 26E PE 26E\n" + "行业景气度回升。" * 40 + "\n" + CODED_ROWS
    assert [
        (c.name.value if c.name else None, c.target.value if c.target else None) for c in find_stock_calls(text)
    ] == [
        ("甲乙科技", "98.00元"),
        ("丙丁股份", "142.00元"),
    ]


def test_a_coded_table_with_a_header_of_its_own_takes_no_target_column_from_another() -> None:
    other = "代码名称评级目标价\n" + "行业景气度回升。" * 40 + "\n"
    own = "代码名称评级EPS 26E PE 26E\n"
    calls = find_stock_calls(other + own + CODED_ROWS)
    assert [c.target for c in calls] == [None, None]
    assert [c.target for c in find_stock_calls("行业景气度回升。" * 40 + "\n" + CODED_ROWS)] == [None, None]


def cell_rows(text: str) -> list[tuple[str | None, str | None, str]]:
    return [
        (c.code.value if c.code else None, c.name.value if c.name else None, c.rating.value) for c in table_rows(text)
    ]


def test_a_table_read_one_cell_a_line_with_no_rating_header_is_read_by_its_cells() -> None:
    text = (
        "Top picks\nCompany\nTicker\nCall\n"
        "Cobalt Labs\nCBLT.O\nOutperform\n"
        "Harbour Games\n0777 HK\nUnderperform\n"
        "Source: company data\n"
    )
    assert cell_rows(text) == [("CBLT.O", "Cobalt Labs", "Outperform"), ("0777 HK", "Harbour Games", "Underperform")]


def test_one_cell_a_line_with_no_header_a_lone_row_a_bare_ticker_or_an_undefined_code_is_no_row() -> None:
    assert cell_rows("Cobalt Labs\nCBLT.O\nBuy\nWe like the stock a lot more now.\n") == []
    assert cell_rows("Cobalt Labs\nCBLT\nBuy\nHarbour Games\nHRBR\nSell\n") == []
    assert cell_rows("Cobalt Labs\nCBLT.O\n2\nHarbour Games\n0777 HK\n1\n") == []
    legend = "1 = Buy, 2 = Neutral, 3 = Sell\n"
    assert cell_rows("Cobalt Labs\nCBLT.O\n2\nHarbour Games\n0777 HK\n1\n" + legend) == [
        ("CBLT.O", "Cobalt Labs", "2"),
        ("0777 HK", "Harbour Games", "1"),
    ]
