"""Sector notes' calls that a structure states apart from the stock's row: a line that a rating word leads, listing
its stocks with their tickers (`Buy: Alder Circuits (600777.SS, on CL), … and Birch Laminates (6299.TWO).`); a table
whose rating is a group row (`Buy`, then the rows of the Buy-rated stocks, then `Neutral` …) under a header with no
rating column; key-data boxes that label the ticker on a line of their own (`RATING BUY` / … / `TICKER GRID LN`);
a stock named in running text with its exchange code in square brackets and its rating (`Ibiden [4062] (Buy)`).
A legend's entry (`UP: Underperform`) is no row."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.finders.line_tables import group_rated_rows, line_table_rows
from tests.builders import call_tuples, rules_outcome

RATED_LIST = (
    "Global Circuit Boards: demand keeps rising into 2028\n"
    "We raise our AI board TAM by 30% on faster server ramps.\n"
    "Buy: Alder Circuits (600777.SS, on CL), Cedar Boards (300888.SZ), Hazel Glass (5799.T), and Birch Laminates "
    "(6299.TWO).\n"
    "Sell: Rowan Copper (2399.TW).\n"
)


def test_a_line_led_by_a_rating_lists_its_stocks_calls() -> None:
    assert call_tuples(RATED_LIST) == [
        ("600777.SS", "Alder Circuits", "Buy", None),
        ("300888.SZ", "Cedar Boards", "Buy", None),
        ("5799.T", "Hazel Glass", "Buy", None),
        ("6299.TWO", "Birch Laminates", "Buy", None),
        ("2399.TW", "Rowan Copper", "Sell", None),
    ]


def test_a_list_led_by_no_stock_rating_or_going_on_as_prose_is_no_call() -> None:
    text = (
        "Top picks: Alder Circuits (600777.SS), Cedar Boards (300888.SZ).\n"
        "Not Rated: Hazel Glass (5799.T), Birch Laminates (6299.TWO).\n"
        "Buy: Alder Circuits (600777.SS) looks cheap after the recent fall in its shares, we think\n"
    )
    assert call_tuples(text) == []


GROUP_TABLE = (
    "Exhibit 12: Valuation and key risks for our coverage\n"
    "Company Ticker\n"
    "Pricing Currency (PCY)\n"
    "Target\n"
    "price TP methodology Risks\n"
    "Buy\n"
    "Larch Motion 300777.SZ CNY 92.9\n"
    "2027E P/E 35x Downside risks: (1) slower share gains; (2) weaker margins.\n"
    "Neutral\n"
    "Spruce Drives 688999.SS CNY 186.7\n"
    "2030E P/E discounted back to 2027E 50x Upside risks: (1) faster robot volumes.\n"
    "Willow Robotics-H 2799.HK HKD 11.8\n"
    "Sell\n"
    "Poplar Control 688555.SS CNY 44.5\n"
    "2027E P/E 28x Upside risks: (1) stronger capex.\n"
    "Source: Kestrel Research\n"
)


def test_a_tables_rating_group_rows_rate_the_rows_under_them() -> None:
    assert [
        (r.code.value, r.name and r.name.value, r.rating.value, r.target and r.target.value)
        for r in group_rated_rows(GROUP_TABLE)
    ] == [
        ("300777.SZ", "Larch Motion", "Buy", "92.9"),
        ("688999.SS", "Spruce Drives", "Neutral", "186.7"),
        ("2799.HK", "Willow Robotics-H", "Neutral", "11.8"),
        ("688555.SS", "Poplar Control", "Sell", "44.5"),
    ]
    assert ("688999.SS", "Spruce Drives", "Neutral", "186.7") in call_tuples(GROUP_TABLE)


def test_rating_lines_over_no_stock_table_are_no_groups() -> None:
    distribution = "Distribution of ratings\nRating Count Percent\nBuy\nGlobal 55 17%\nNeutral\nGlobal 30 12%\n"
    unheaded = "Our picks for the year\nBuy\nLarch Motion 300777.SZ CNY 92.9\nSpruce Drives 688999.SS CNY 186.7\n"
    no_target_first = GROUP_TABLE.replace("Pricing Currency (PCY)\nTarget\nprice", "Price Mkt cap Target price")
    assert group_rated_rows(distribution) == ()
    assert group_rated_rows(unheaded) == ()
    assert all(row.target is None for row in group_rated_rows(no_target_first))


TICKER_BOXES = (
    "Battery Storage - Q2 update\n"
    "Harbour Grid Storage\nRATING BUY\nPRICE 89.80p\nPRICE TARGET | NA |\nMARKET CAP £511.1M\nTICKER HGSF LN\n"
    "Moorland Storage Fund\nRATING HOLD\nPRICE 48.20p\nPRICE TARGET 55p\nMARKET CAP £232.0M\nTICKER MSTF LN\n"
)


def test_boxes_that_label_their_ticker_give_each_stocks_call() -> None:
    assert call_tuples(TICKER_BOXES) == [
        ("HGSF LN", "Harbour Grid Storage", "BUY", None),
        ("MSTF LN", "Moorland Storage Fund", "HOLD", "55p"),
    ]


def test_one_such_box_is_a_company_notes_cover_no_sector_call() -> None:
    one = TICKER_BOXES.split("Moorland")[0]
    assert call_tuples(one) == []


def test_a_square_bracketed_code_with_its_rating_is_a_call() -> None:
    text = (
        "Packaging update\nWe revised our forecasts for Ibuki Denshi [4099] (Buy), on slower GPU package prices, "
        "while Shinano Parts [6999] (Not Rated) and Kiso Works [7001] stay out of our coverage.\n"
    )
    assert call_tuples(text) == [("4099", "Ibuki Denshi", "Buy", None)]


def test_a_legends_entry_is_no_table_row() -> None:
    text = (
        "Rating and Price Target History for: Harbour Grid Storage (HGSF LN)\n"
        "Legend:\nI: Initiating Coverage\nB: Buy\nH: Hold\nUP: Underperform\n"
    )
    assert line_table_rows(text) == []


COLUMNS = (40.0, 150.0, 230.0, 280.0, 340.0, 420.0)  # Company, Ticker, PCY, Target price, TP methodology, Risks
TABLE_ROWS = [
    ("Company", "Ticker", "PCY", "Target price", "TP methodology", "Risks"),
    ("Buy",),
    ("Larch Motion", "300777.SZ", "CNY", "92.9", "2027E P/E 35x", "Downside risks: slower share gains."),
    ("Neutral",),
    ("Spruce Drives", "688999.SS", "CNY", "186.7", "2027E P/E 50x", "Upside risks: faster robot volumes."),
    ("Willow Robotics-H", "2799.HK", "HKD", "11.8", "2027E P/E 25x", "Up/downside risks: share gains."),
    ("Sell",),
    ("Poplar Control", "688555.SS", "CNY", "44.5", "2027E P/E 28x", "Upside risks: stronger capex."),
]


def _pdf(path: Path, lines: list[str], table: list[tuple[str, ...]]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    y = 50.0
    for line in lines:
        page.insert_text((40, y), line, fontname="helv", fontsize=9)
        y += 16
    for cells in table:
        for x, cell in zip(COLUMNS, cells, strict=False):
            page.insert_text((x, y), cell, fontname="helv", fontsize=7)
        y += 14
    page.insert_text((40, y), "Source: Kestrel Research", fontname="helv", fontsize=7)
    pdf.save(path)
    pdf.close()
    return path


def test_the_pipeline_grounds_a_rated_lists_and_a_group_tables_calls(tmp_path: Path) -> None:
    lines = [
        "Kestrel Research | Industry update",
        "Global Circuit Boards: demand keeps rising into 2028",
        "We raise our AI board TAM by 30% on faster server ramps, and see more upside in 2028.",
        "Buy: Alder Circuits (600777.SS, on CL), Cedar Boards (300888.SZ) and Birch Laminates (6299.TWO).",
        "Exhibit 12: Valuation and key risks for our coverage",
    ]
    outcome = rules_outcome(_pdf(tmp_path / "sector.pdf", lines, TABLE_ROWS))
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    got = {(c.code, c.rating, c.target_price) for c in answered.calls}
    assert {("600777.SS", "Buy", None), ("6299.TWO", "Buy", None)} <= got
    assert {("300777.SZ", "Buy", "92.9"), ("2799.HK", "Neutral", "11.8"), ("688555.SS", "Sell", "44.5")} <= got


def _rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name and r.name.value, r.rating.value, r.target and r.target.value)
        for r in line_table_rows(text)
    ]


def test_rows_run_together_on_one_line_are_one_row_per_code() -> None:
    # a description column's words before a name leave its start unsure: the row keeps its code, no name
    described = (
        "Exhibit 17: Relevant companies\nCompany Ticker Rating Currency TP CMP Description\n"
        "Alder Cells ALDC LN NR GBP n/a 509.5 fuel cell developer Cedar Power 2399 TT Buy TWD 2,900.0 1,950.0 fuel "
        "cell leader in Taiwan Birch Ceramics* 300777 CH Buy CNY 91.0 166.9 key electrolyte supplier\n"
        "Source: Kestrel Research\n"
    )
    assert _rows(described) == [
        ("2399 TT", None, "Buy", "TWD 2,900.0"),
        ("300777 CH", None, "Buy", "CNY 91.0"),
    ]
    # a header whose group labels and column names the text layer ran into one line with the rows after them
    flattened = (
        "Current TP Rating Upside/ Market cap P/E ROE Company Ticker Currency price Unchanged Unchanged downside "
        "(USDm) 2026e 2026e Larch Energy LRCH US USD 302.70 350.00 Buy 15.6% 86,101 127.2 67.6 Rowan Power – H "
        "2399 HK HKD 34.10 50.00 Buy 46.6% 35,400 17.5 12.2 Rowan Power – A 000777 CH CNY 27.25 42.00 Buy 54.1% "
        "35,400 16.1 12.2\n"
    )
    assert _rows(flattened) == [
        ("LRCH US", "Larch Energy", "Buy", "350.00"),
        ("2399 HK", "Rowan Power – H", "Buy", "50.00"),
        ("000777 CH", "Rowan Power – A", "Buy", "42.00"),
    ]
    # the rating the last column: what follows a row's rating cell is the next row
    rating_last = (
        "Exhibit 9: Companies mentioned in this report Company Ticker Currency CMP TP Rating\n"
        "Alder Chips ALDR US USD 112.54 200.00 Buy Cedar Memory 005777 KS KRW 278,000.00 450,000.00 Hold\n"
        "Source: Kestrel Research\n"
    )
    assert _rows(rating_last) == [
        ("ALDR US", "Alder Chips", "Buy", "200.00"),
        ("005777 KS", "Cedar Memory", "Hold", "450,000.00"),
    ]


def test_a_line_of_one_code_or_notes_after_its_row_is_one_row() -> None:
    notes = (
        "Figure 1: Coverage\nCompany Ticker Rating PT Notes\n"
        "Alder Wafer AAAA TT Buy NT$1,480 Birch Foundry BBBB TT Sell NT$18.5\nSource: Kestrel Research\n"
    )
    assert _rows(notes) == [("AAAA TT", "Alder Wafer", "Buy", "NT$1,480")]
    currency_na = "Company Ticker Rating Currency TP\nAlder Wafer AAAA TT Buy CNY NA 370.00\n"
    assert _rows(currency_na) == [("AAAA TT", "Alder Wafer", "Buy", None)]


def test_a_line_led_by_the_stocks_name_gives_its_target() -> None:
    text = (
        RATED_LIST
        + "Price target risks and methodology\n"
        + "Cedar Boards: We derive our 12-month target price of Rmb550 on a target P/E of 26.3x.\n"
        + "Hazel Glass: Our 12-month target price is ¥5,100. We apply an EV/EBITDA multiple of 9.0x.\n"
        + "Birch Lam: Our 12-month target price is NT$412.\n"
        + "Rowan Cooper: Our 12-month target price is NT$88.\n"
        + "Alder Boards: Our 12-month target price is Rmb247.\n"
    )
    targets = {code: target for code, _, _, target in call_tuples(text)}
    assert targets["300888.SZ"] == "Rmb550"
    assert targets["5799.T"] == "¥5,100"
    # the line shortens the name (`Birch Lam`) or misprints one letter of it (`Rowan Cooper`): the stock's target
    assert targets["6299.TWO"] == "NT$412"
    assert targets["2399.TW"] == "NT$88"
    assert targets["600777.SS"] is None  # another name leads the line (`Alder Boards`): no tie to the stock


def test_one_line_may_list_the_stocks_of_each_rating() -> None:
    text = (
        "Buy: Alder Circuits (600777.SS), Cedar Boards (300888.SZ); Not Rated: Hazel Glass (5799.T); "
        "Sell: Rowan Copper (2399.TW).\n"
    )
    assert call_tuples(text) == [
        ("600777.SS", "Alder Circuits", "Buy", None),
        ("300888.SZ", "Cedar Boards", "Buy", None),
        ("2399.TW", "Rowan Copper", "Sell", None),
    ]
    # the line goes on as prose after a list: none of its lists is read
    assert call_tuples(text.replace("(2399.TW).", "(2399.TW) after its weak quarter")) == []
