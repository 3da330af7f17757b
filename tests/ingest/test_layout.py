"""tasks/ingest/layout.py: the reading order of a page's text boxes, on synthetic pages."""

from __future__ import annotations

import random

import pytest

from tasks.ingest.layout import Box, find_gutter, reading_order

WIDTH, HEIGHT = 600.0, 800.0
LEFT = (50.0, 380.0)  # the body column
RIGHT = (400.0, 550.0)  # the sidebar: rating, target price, analysts


def column(x: tuple[float, float], tops: list[float], height: float, label: str) -> list[Box]:
    return [(x[0], top, x[1], top + height, f"{label}{number}") for number, top in enumerate(tops)]


def body(tops: list[float] | None = None) -> list[Box]:
    return column(LEFT, tops or [100.0 + 40 * k for k in range(8)], 20.0, "body")


def sidebar(tops: list[float] | None = None) -> list[Box]:
    # Lines of another height, off the body's rows: a sidebar, not the second column of a table.
    return column(RIGHT, tops or [120.0 + 50 * k for k in range(6)], 12.0, "side")


def texts(boxes: list[Box], order: list[int]) -> list[str]:
    return [boxes[i][4] for i in order]


def by_top(boxes: list[Box]) -> list[Box]:
    """Interleaved as a text layer often gives them: by height on the page, across the columns."""
    return sorted(boxes, key=lambda box: box[1])


def is_permutation(order: list[int], count: int) -> bool:
    return sorted(order) == list(range(count))


# ---------------------------------------------------------------- one column


def test_a_one_column_page_has_no_gutter() -> None:
    boxes = column((50.0, 550.0), [100.0 + 30 * k for k in range(12)], 20.0, "line")
    assert find_gutter(boxes, WIDTH, HEIGHT) is None


def test_a_one_column_text_layer_keeps_its_own_order() -> None:
    boxes = column((50.0, 550.0), [100.0 + 30 * k for k in range(12)], 20.0, "line")
    shuffled = boxes[:]
    random.Random(7).shuffle(shuffled)
    assert reading_order(shuffled, WIDTH, HEIGHT, keep_order=True) == list(range(len(shuffled)))


def test_one_column_ocr_lines_read_top_down() -> None:
    boxes = column((50.0, 550.0), [100.0 + 30 * k for k in range(12)], 20.0, "line")
    shuffled = boxes[:]
    random.Random(7).shuffle(shuffled)
    order = reading_order(shuffled, WIDTH, HEIGHT, keep_order=False)
    assert texts(shuffled, order) == [box[4] for box in boxes]


def test_ocr_boxes_on_one_line_read_left_to_right() -> None:
    # One line cut into three OCR boxes (given right to left), then a line below.
    boxes: list[Box] = [
        (400, 100, 550, 118, "c"),
        (220, 101, 390, 119, "b"),
        (50, 99, 210, 117, "a"),
        (50, 130, 550, 148, "d"),
    ]
    assert texts(boxes, reading_order(boxes, WIDTH, HEIGHT, keep_order=False)) == ["a", "b", "c", "d"]


def test_too_few_boxes_or_only_blank_ones_have_no_gutter() -> None:
    few = body()[:2] + sidebar()[:2]
    assert find_gutter(few, WIDTH, HEIGHT) is None
    blank = [(x0, y0, x1, y1, "  ") for x0, y0, x1, y1, _ in body() + sidebar()]
    assert find_gutter(blank, WIDTH, HEIGHT) is None
    assert find_gutter([], WIDTH, HEIGHT) is None
    assert reading_order([], WIDTH, HEIGHT, keep_order=False) == []


# ---------------------------------------------------------------- two columns with a gutter


def test_two_columns_have_a_gutter_between_them() -> None:
    gutter = find_gutter(by_top(body() + sidebar()), WIDTH, HEIGHT)
    assert gutter is not None
    assert LEFT[1] - 2 <= gutter <= RIGHT[0] + 2


@pytest.mark.parametrize("keep_order", [True, False])
def test_two_columns_read_the_body_whole_then_the_sidebar_whole(keep_order: bool) -> None:
    boxes = by_top(body() + sidebar())
    order = reading_order(boxes, WIDTH, HEIGHT, keep_order=keep_order)
    assert is_permutation(order, len(boxes))
    assert texts(boxes, order) == [b[4] for b in body()] + [b[4] for b in sidebar()]


def test_a_gutter_does_not_depend_on_the_order_of_the_boxes() -> None:
    boxes = body() + sidebar()
    shuffled = boxes[:]
    random.Random(3).shuffle(shuffled)
    assert find_gutter(shuffled, WIDTH, HEIGHT) == find_gutter(boxes, WIDTH, HEIGHT)


def test_a_short_two_column_stretch_is_not_split() -> None:
    """Each side must run down a good share of the page: a small two-column stretch stays one flow."""
    short = by_top(body([100.0 + 15 * k for k in range(4)]) + sidebar([111.5 + 15 * k for k in range(4)]))
    assert find_gutter(short, WIDTH, HEIGHT) is None
    assert reading_order(short, WIDTH, HEIGHT, keep_order=True) == list(range(len(short)))
    tall = by_top(body([100.0 + 80 * k for k in range(4)]) + sidebar([151.5 + 80 * k for k in range(4)]))
    assert find_gutter(tall, WIDTH, HEIGHT) is not None  # the same boxes spread down the page


# ---------------------------------------------------------------- full-width boxes


def test_a_full_width_title_and_footer_bracket_the_columns() -> None:
    title: Box = (50.0, 40.0, 550.0, 70.0, "title")
    footer: Box = (50.0, 760.0, 550.0, 775.0, "footer")
    boxes = by_top([title, *body(), *sidebar(), footer])
    assert find_gutter(boxes, WIDTH, HEIGHT) is not None
    for keep_order in (True, False):
        order = reading_order(boxes, WIDTH, HEIGHT, keep_order=keep_order)
        assert texts(boxes, order) == ["title", *(b[4] for b in body()), *(b[4] for b in sidebar()), "footer"]


def test_a_full_width_heading_between_two_stretches_reads_each_stretch_column_by_column() -> None:
    upper = body([100.0 + 40 * k for k in range(4)]) + sidebar([110.0 + 50 * k for k in range(3)])
    heading: Box = (50.0, 300.0, 550.0, 320.0, "heading")
    lower_body = column(LEFT, [340.0 + 40 * k for k in range(4)], 20.0, "low-body")
    lower_side = column(RIGHT, [350.0 + 50 * k for k in range(3)], 12.0, "low-side")
    boxes = by_top([*upper, heading, *lower_body, *lower_side])
    order = reading_order(boxes, WIDTH, HEIGHT, keep_order=False)
    names = texts(boxes, order)
    assert names == [
        *(b[4] for b in upper if b[4].startswith("body")),
        *(b[4] for b in upper if b[4].startswith("side")),
        "heading",
        *(b[4] for b in lower_body),
        *(b[4] for b in lower_side),
    ]


def test_too_much_full_width_text_means_no_columns() -> None:
    """A page mostly of full-width paragraphs with a few narrow lines is not a two-column page."""
    columns = body([100.0, 350.0, 600.0]) + sidebar([130.0, 380.0, 630.0])
    one_paragraph = column((50.0, 550.0), [160.0], 20.0, "para")
    many_paragraphs = column((50.0, 550.0), [160.0 + 40 * k for k in range(10)], 30.0, "para")
    assert find_gutter(by_top(columns + one_paragraph), WIDTH, HEIGHT) is not None
    assert find_gutter(by_top(columns + many_paragraphs), WIDTH, HEIGHT) is None


# ---------------------------------------------------------------- tables


def test_a_table_is_not_split_into_columns() -> None:
    """Cells of one row share the row: the table reads row by row, never column by column."""
    rows = [100.0 + 30 * k for k in range(10)]
    boxes: list[Box] = []
    for number, top in enumerate(rows):
        boxes.append((50.0, top, 250.0, top + 18, f"item{number}"))
        boxes.append((350.0, top, 550.0, top + 18, f"value{number}"))
    assert find_gutter(boxes, WIDTH, HEIGHT) is None
    order = reading_order(boxes, WIDTH, HEIGHT, keep_order=False)
    assert texts(boxes, order) == [name for n in range(len(rows)) for name in (f"item{n}", f"value{n}")]
    off_rows = [(x0, y0 + 15 if x0 > 300 else y0, x1, y1 + 15 if x0 > 300 else y1, t) for x0, y0, x1, y1, t in boxes]
    assert find_gutter(off_rows, WIDTH, HEIGHT) is not None  # the same boxes off each other's rows are columns


def test_a_table_whose_cells_differ_slightly_in_height_is_still_a_table() -> None:
    """OCR boxes of digits and of CJK text on one row are not exactly aligned."""
    boxes: list[Box] = []
    for number in range(10):
        top = 100.0 + 30 * number
        boxes.append((50.0, top, 250.0, top + 20, f"名称{number}"))
        boxes.append((350.0, top + 2, 550.0, top + 17, f"{number}.50"))
    assert find_gutter(boxes, WIDTH, HEIGHT) is None
