"""A Chinese list set one item a line without marks or stops (under 【风险提示】: `行业需求不及预期` /
`海外产能建设进度不及预期` / `汇率波动风险`), whose lines PDF producers put in one block: the items read as lines of
their own (an item that runs to its column's edge wraps into the next line), while a wrapped Han paragraph (its lines at
one edge but its last) and a label box read as before."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.ingest.blocks import LineStyle
from tasks.ingest.reader import _han_stack_item_ends, ingest

BODY = (
    "公司发布2025年年报，全年实现营业收入60.34亿元，同比增长17.9%；归母净利润7.35亿元，同比增长20.1%，四季度单季"
    "归母净利润2.21亿元，同比增长31.5%，超出市场预期。高端产品占比提升带动毛利率同比提高。"
)
ITEMS = ("行业需求不及预期", "海外产能建设进度不及预期", "汇率波动风险")


def _block(lines: tuple[str, ...], ends: tuple[float, ...], *, size: float = 9.0) -> tuple[str, tuple[LineStyle, ...]]:
    text, styles = "", []
    for line, end in zip(lines, ends, strict=True):
        styles.append(LineStyle(len(text), 40.0, False, size, False, end))
        text += line + "\n"
    return text, tuple(styles)


def test_items_one_a_line_that_stop_short_are_a_stack() -> None:
    assert _han_stack_item_ends(*_block(ITEMS, (112.0, 148.0, 94.0)), 373.0) == {0, 1}


def test_a_stack_line_that_runs_to_its_columns_edge_wraps_into_the_next() -> None:
    lines = ("下游消费电子需求复苏不及预期导致公司", "出货量下滑", "新品导入进度低于预期", "汇率大幅波动")
    assert _han_stack_item_ends(*_block(lines, (552.0, 440.0, 480.0, 448.0)), 555.0) == {1, 2}


def test_a_wrapped_paragraph_or_two_lines_or_label_lines_are_no_stack() -> None:
    wrapped = ("海外产能建设进度不及预期导致公司收入", "增速放缓并拖累公司整体毛利率水平下", "滑的风险")
    assert _han_stack_item_ends(*_block(wrapped, (202.0, 201.0, 76.0))) == set()  # every line but the last at the edge
    assert _han_stack_item_ends(*_block(ITEMS[:2], (112.0, 148.0))) == set()
    labels = ("手续费用：双边千三", "建仓成本：次日均价", "策略步骤：计算向前22日")
    assert _han_stack_item_ends(*_block(labels, (121.0, 121.0, 160.0))) == set()  # label-value lines are no phrases


def _pdf(path: Path, lines: list[str], *, x: float = 40, top: float = 130) -> Path:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(x, 40, 380, 110), BODY, fontname="china-s", fontsize=9)
    page.insert_text((x, top), "【风险提示】", fontname="china-ss", fontsize=10)
    for number, line in enumerate(lines):
        page.insert_text((x, top + 18 + 13 * number), line, fontname="china-s", fontsize=9)
    document.save(path)
    return path


def test_a_risk_list_without_marks_reads_one_item_a_line(tmp_path: Path) -> None:
    lines = ingest(_pdf(tmp_path / "items.pdf", list(ITEMS))).text.split("\n")
    assert all(item in lines for item in ITEMS)


def test_a_wrapped_han_paragraph_still_joins(tmp_path: Path) -> None:
    wrapped = ["海外产能建设进度不及预期导致公司收入", "增速放缓并拖累公司整体毛利率水平下", "滑的风险"]
    text = ingest(_pdf(tmp_path / "wrapped.pdf", wrapped)).text
    assert "".join(wrapped) in text
