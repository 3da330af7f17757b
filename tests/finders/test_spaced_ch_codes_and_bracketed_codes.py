"""Codes of sector tables as Chinese and Korean houses print them (session 31, bench/house_tables.py batch D):
Bloomberg's A-share code set apart from its `CH` (`600519 CH`) is the code as printed, and a bare exchange code in
brackets closing an English table's name cell (`SK hynix (000660)` under `Company (code)`) is the row's code.
Invented stocks and figures."""

from __future__ import annotations

from tasks.finders.line_tables import line_table_rows
from tasks.finders.stock_calls import find_stock_calls


def _calls(text: str) -> list[tuple[str | None, str | None, str, str | None]]:
    return [
        (
            call.code.value if call.code else None,
            call.name.value if call.name else None,
            call.rating.value,
            call.target.value if call.target else None,
        )
        for call in find_stock_calls(text)
    ]


def test_an_a_share_code_set_apart_from_its_ch_is_read_with_it() -> None:
    text = (
        # a drawn table's row as the text layer gives it: the Chinese cells glued to the Latin ones
        "图表12：重点推荐公司一览表\n"
        "股票名称股票代码投资评级目标价（元）收盘价（元）EPS 2026E PE 2026E\n"
        "青山酒业600501 CH买入215.00 161.20 7.52 21.4\n"
        "江南乳业000861 CH增持34.50 28.70 2.05 14.0\n"
        "资料来源：Bloomberg\n"
    )
    assert _calls(text) == [
        ("600501 CH", "青山酒业", "买入", "215.00"),
        ("000861 CH", "江南乳业", "增持", "34.50"),
    ]


def test_a_glued_ch_code_is_read_as_before_and_a_word_after_a_spaced_ch_is_no_suffix() -> None:
    glued = "重点公司盈利预测与评级\n代码 名称 评级 目标价\n600501CH青山酒业买入215.00\n"
    assert [code for code, *_ in _calls(glued)] == ["600501CH"]
    worded = "代码名称评级目标价\n青山酒业600501 CHINA买入215.00\n"
    assert all(code != "600501 CH" for code, *_ in _calls(worded))


def test_a_bare_code_in_brackets_closing_the_name_cell_is_the_rows_code() -> None:
    text = (
        "Table 2: Recommendations and target prices\n"
        "Company (code) Rating Target price Price Upside\n"
        "Mirae Chips (000661) BUY W290,000 W221,500 30.9%\n"
        "Hanbit Semiconductor (042701) HOLD W105,000 W99,800 5.2%\n"
        "Source: company data\n"
    )
    assert [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ] == [
        ("000661", "Mirae Chips", "BUY", "W290,000"),
        ("042701", "Hanbit Semiconductor", "HOLD", "W105,000"),
    ]
