"""The reader keeps a heading apart from the line above it whatever that line holds (a chart's legend
`沪深300` over the sidebar's `风险提示`), and reads a stack of short lines inside a filled box as lines
of their own, not one wrapped paragraph."""

from __future__ import annotations

from tasks.ingest.blocks import LineStyle
from tasks.ingest.reader import _starts_paragraph, _wrapped_block_ends, ingest
from tests.paths import SAMPLES

SIDEBAR_ITEMS = [
    (415.0, 184.0, 491.0, 196.0, "下游需求不及预期\n"),
    (415.0, 201.0, 482.0, 213.0, "原材料价格上涨\n"),
    (415.0, 218.0, 491.0, 230.0, "产能爬坡慢于预期\n"),
    (415.0, 235.0, 459.0, 247.0, "基础数据\n"),
]
SIDEBAR_BOX = (406.0, 90.0, 553.0, 260.0)


def test_a_heading_set_larger_than_a_legend_line_starts_its_own_paragraph() -> None:
    legend = LineStyle(0, 406.0, False, 7.5, False, 440.0, wordy=False)  # `沪深300`: two letters, three digits
    heading = LineStyle(6, 406.0, False, 9.5, False, 444.0)
    assert _starts_paragraph(legend, heading)
    figure = LineStyle(0, 406.0, True, 9.5, False, 440.0, wordy=False)  # a bold figure under its label
    label = LineStyle(0, 406.0, False, 9.5, False, 440.0)
    assert not _starts_paragraph(label, figure) and not _starts_paragraph(figure, label)


def test_the_sidebar_box_heading_is_a_line_of_its_own() -> None:
    document = ingest(SAMPLES / "zh_sidebar_box.pdf")
    assert "风险提示" in document.text.split("\n")


def test_short_lines_inside_a_filled_box_do_not_wrap_into_each_other() -> None:
    assert _wrapped_block_ends(SIDEBAR_ITEMS) != set()  # the lines alone set the column's edge at their widest
    assert _wrapped_block_ends(SIDEBAR_ITEMS, panels=[SIDEBAR_BOX]) == set()
    wrapped = [(415.0, 184.0, 544.0, 196.0, "公司主要原料药品种价格受供需影响波动较大，若价格\n"), SIDEBAR_ITEMS[1]]
    assert _wrapped_block_ends(wrapped, panels=[SIDEBAR_BOX]) == {0}  # a line to the box's inner edge wraps


def test_a_lone_bullet_glyph_stays_with_its_items_words() -> None:
    bullet = LineStyle(0, 53.0, False, 6.0, False, 57.0, wordy=False)
    words = LineStyle(2, 65.0, False, 10.0, False, 329.0)
    assert not _starts_paragraph(bullet, words)


def test_text_flush_with_a_box_or_a_column_that_shows_its_edge_keeps_its_wraps() -> None:
    flush = [(406.0, *item[1:]) for item in SIDEBAR_ITEMS]  # no margin from the box's left side: a shape's label
    assert _wrapped_block_ends(flush, panels=[SIDEBAR_BOX]) == _wrapped_block_ends(flush)
    column = [(415.0, 100.0 + 17 * n, 491.0, 112.0 + 17 * n, "市场微观结构研究系列交易行为\n") for n in range(3)]
    column.append((415.0, 151.0, 470.0, 163.0, "因子的改进\n"))
    assert _wrapped_block_ends(column, panels=[SIDEBAR_BOX]) == {0, 1, 2}  # three lines end at one x: its edge
