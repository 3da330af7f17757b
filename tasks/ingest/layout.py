"""Reading order of the text boxes on one page: PyMuPDF blocks, or OCR lines.

A cover page of a broker report is two columns: the body, and a sidebar holding the rating,
target price, current price, market data and analysts. A page is split at a column gutter when
one runs down most of it; then every stretch between full-width boxes (a title, a footer rule
of text) reads its left column whole, then its right column whole, so the sidebar stays one
block and never interleaves with the body. Tables are not columns: their cells share rows.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

Box = tuple[float, float, float, float, str]  # x0, y0, x1, y1, text (PDF points)
# A word of a block: its offsets into the block's text and its box (x0, y0, x1, y1).
BoxWord = tuple[int, int, float, float, float, float]

GUTTER_TOLERANCE_PT = 2.0  # a box may touch the gutter by this much
GUTTER_SEARCH = (0.2, 0.8)  # where a gutter may lie, as shares of the page width
MIN_COLUMN_HEIGHT = 0.3  # each column runs down at least this share of the page
MAX_CROSSING_SHARE = 0.25  # full-width boxes hold at most this share of the text height
MIN_PROSE_BOXES = 3  # a column needs this many boxes filling most of its width
PROSE_WIDTH_SHARE = 0.6
ROW_TOLERANCE_PT = 2.0  # boxes whose vertical centres differ by less share a row
MAX_SHARED_ROWS = 0.6  # above this share of boxes in shared rows, the "columns" are a table


def reading_order(boxes: Sequence[Box], page_width: float, page_height: float, *, keep_order: bool) -> list[int]:
    """Indexes of `boxes` in reading order.

    Without a column gutter, a text layer keeps its own order (`keep_order`) and OCR lines read
    top to bottom, left to right."""
    return order_around_gutter(boxes, find_gutter(boxes, page_width, page_height), keep_order=keep_order)


def order_around_gutter(boxes: Sequence[Box], gutter: float | None, *, keep_order: bool) -> list[int]:
    """`reading_order` with the page's gutter (`find_gutter`) already found."""
    indexes = list(range(len(boxes)))
    if gutter is None:
        return indexes if keep_order else _top_down(boxes, indexes)
    return _columns_order(boxes, gutter, keep_order=keep_order)


def column_side(box: Box, gutter: float) -> str:
    """ "left" or "right" of the gutter, or "full" for a box across it."""
    if box[2] <= gutter + GUTTER_TOLERANCE_PT:
        return "left"
    if box[0] >= gutter - GUTTER_TOLERANCE_PT:
        return "right"
    return "full"


def find_gutter(boxes: Sequence[Box], page_width: float, page_height: float) -> float | None:
    """The x of a gutter between two columns of text, or None for a one-column page."""
    visible = [box for box in boxes if box[4].strip()]
    total_height = sum(_height(box) for box in visible)
    if len(visible) < 2 * MIN_PROSE_BOXES or total_height <= 0:
        return None
    best_score, best_xs = 0.0, []
    for x, score in _gutter_scores(visible, page_width, total_height):
        if score > best_score:
            best_score, best_xs = score, [x]
        elif score == best_score and best_xs and x - best_xs[-1] <= 1.0:
            best_xs.append(x)
    if not best_xs:
        return None
    gutter = (best_xs[0] + best_xs[-1]) / 2  # the middle of the widest equally good run
    left, right, _ = _split(visible, gutter)
    if not (_is_column(left, page_height) and _is_column(right, page_height)) or _is_table(left, right):
        return None
    return gutter


def _gutter_scores(boxes: Sequence[Box], page_width: float, total_height: float) -> list[tuple[float, float]]:
    """(x, score) for every candidate gutter x, 1 pt apart, where few boxes cross it.

    Vectorised: every box against every candidate at once (this runs on every text page)."""
    xs = np.arange(page_width * GUTTER_SEARCH[0], page_width * GUTTER_SEARCH[1] + 1e-9, 1.0)
    x0 = np.array([box[0] for box in boxes])[:, None]
    x1 = np.array([box[2] for box in boxes])[:, None]
    heights = np.array([_height(box) for box in boxes])[:, None]
    left = x1 <= xs + GUTTER_TOLERANCE_PT
    right = ~left & (x0 >= xs - GUTTER_TOLERANCE_PT)
    crossing_height = (heights * ~(left | right)).sum(axis=0)
    score = np.minimum((heights * left).sum(axis=0), (heights * right).sum(axis=0)) - crossing_height
    allowed = crossing_height <= MAX_CROSSING_SHARE * total_height
    return [(float(x), float(v)) for x, v, ok in zip(xs, score, allowed) if ok]


def _split(boxes: Sequence[Box], x: float) -> tuple[list[Box], list[Box], list[Box]]:
    left, right, crossing = [], [], []
    for box in boxes:
        if box[2] <= x + GUTTER_TOLERANCE_PT:
            left.append(box)
        elif box[0] >= x - GUTTER_TOLERANCE_PT:
            right.append(box)
        else:
            crossing.append(box)
    return left, right, crossing


def _height(box: Box) -> float:
    return max(0.0, box[3] - box[1])


def _is_column(boxes: list[Box], page_height: float) -> bool:
    if not boxes:
        return False
    extent = max(box[3] for box in boxes) - min(box[1] for box in boxes)
    width = max(box[2] for box in boxes) - min(box[0] for box in boxes)
    prose = sum(1 for box in boxes if box[2] - box[0] >= PROSE_WIDTH_SHARE * width)
    return extent >= MIN_COLUMN_HEIGHT * page_height and prose >= MIN_PROSE_BOXES


def _is_table(left: list[Box], right: list[Box]) -> bool:
    """Most boxes of the smaller side share a row with a box of the other side."""
    small, large = sorted((left, right), key=len)
    shared = sum(1 for box in small if any(same_row(box, other) for other in large))
    return shared > MAX_SHARED_ROWS * len(small)


def same_row(a: Box, b: Box) -> bool:
    """Vertical centres within a quarter line (OCR boxes of digits and of CJK differ in height)."""
    tolerance = max(ROW_TOLERANCE_PT, 0.25 * min(_height(a), _height(b)))
    return abs((a[1] + a[3]) / 2 - (b[1] + b[3]) / 2) < tolerance


def _columns_order(boxes: Sequence[Box], gutter: float, *, keep_order: bool) -> list[int]:
    """Stretches between full-width boxes, each read left column first, then right column."""
    sides = {index: column_side(box, gutter) for index, box in enumerate(boxes)}
    full = sorted((i for i, side in sides.items() if side == "full"), key=lambda i: (boxes[i][1], boxes[i][0]))
    stretches: list[list[int]] = [[] for _ in range(len(full) + 1)]
    for index, side in sides.items():
        if side != "full":
            position = sum(1 for f in full if boxes[f][1] <= boxes[index][1])
            stretches[position].append(index)
    order: list[int] = []
    for number, stretch in enumerate(stretches):
        if number > 0:
            order.append(full[number - 1])
        for side in ("left", "right"):
            members = [i for i in stretch if sides[i] == side]
            order.extend(sorted(members) if keep_order else _top_down(boxes, members))
    return order


def _top_down(boxes: Sequence[Box], indexes: list[int]) -> list[int]:
    """Rows from the top (boxes overlapping vertically by half share a row), each left to right."""
    rows: list[list[int]] = []
    for index in sorted(indexes, key=lambda i: (boxes[i][1] + boxes[i][3]) / 2):
        if rows and _overlaps_vertically(boxes[rows[-1][0]], boxes[index]):
            rows[-1].append(index)
        else:
            rows.append([index])
    return [index for row in rows for index in sorted(row, key=lambda i: boxes[i][0])]


def _overlaps_vertically(a: Box, b: Box) -> bool:
    overlap = min(a[3], b[3]) - max(a[1], b[1])
    return overlap > 0.5 * min(_height(a), _height(b))
