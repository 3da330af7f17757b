"""A risk section holding a table whose header names a column of risks (`Risk | Impact`), its cells set
apart as a prompt renders a risk table's rows: the risk column's cells are the items, in English and
Chinese notes; a table with no risk column gives none. Needs no ../shared."""

from __future__ import annotations

import pytest

from tasks.finders.risks import find_risks, risk_table_items, table_cells
from tests.builders import headings_on_lines

ENGLISH_NOTE = (
    "Seonam Semicon: Upgrade to Buy\n"
    "We upgrade to Buy with a target price of KRW96,000.\n"
    "Key risks\n"
    "{header}\n"
    "DRAM contract prices fall again | High\n"
    "HBM qualification slips | Medium\n"
    "A stronger won | Low\n"
    "Valuation\n"
    "We value the shares on 14x 2027E P/E.\n"
)


@pytest.mark.parametrize(
    ("header", "items"),
    [
        ("Risk | Impact", ["DRAM contract prices fall again", "HBM qualification slips", "A stronger won"]),
        ("Probability | Key risks", ["High", "Medium", "Low"]),
    ],
)
def test_the_risk_columns_cells_are_the_items(header: str, items: list[str]) -> None:
    text = ENGLISH_NOTE.format(header=header)
    found = find_risks(text, "company", headings=headings_on_lines(text, "Key risks", "Valuation"))
    assert [c.value for c in found] == items
    assert all(text[c.start : c.end] == c.value for c in found)


def test_a_table_without_a_risk_column_gives_no_cells() -> None:
    text = ENGLISH_NOTE.format(header="Event | Impact")
    assert risk_table_items(text, text.index("Key risks"), text.index("Valuation")) == []


def test_a_chinese_risk_table_gives_its_risk_column() -> None:
    text = (
        "某某科技（688001）\n维持“买入”评级，目标价45.50元。\n风险提示\n"
        "风险 | 影响程度\n下游需求不及预期 | 高\n原材料价格上涨 | 中\n盈利预测\n"
    )
    assert [c.value for c in find_risks(text, "company")] == ["下游需求不及预期", "原材料价格上涨"]


def test_a_rows_cells_split_at_the_separator_without_their_spaces() -> None:
    line = "  Risk |  Impact on our call "
    assert [line[a:b] for a, b in table_cells(line, 0, len(line))] == ["Risk", "Impact on our call"]
    assert table_cells("No cells here", 0, 13) == [(0, 13)]
