"""Table cells that wrap: a row's cell set on two or more lines reads as one cell.

A PDF table sets a long cell (`Inflation re-accelerates and central` / `banks stop cutting`) on lines
under its first one, in the cell's own column, while the row's other cells stand beside the first line
only. The text layer writes the row's first lines as one block (or with the wrap in it) and the wrapped
line after it, so read in stream order the wrap would follow the row's last cell and the cell's words
would not be contiguous. `join_wrapped_cells` moves each wrapped line right after its cell's line, in the
row's block: the row reads `cell one's words | cell two | …` and its cells keep their offsets.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from schemas.patterns import CELL_RUNS_ON_END, SENTENCE_END_LINE
from tasks.ingest.blocks import LineStyle, sits_beside
from tasks.ingest.layout import Box, BoxWord

CELL_EDGE_TOLERANCE_PT = 6.0  # a wrapped line starts at its cell's left edge within this
SIZE_TOLERANCE_PT = 0.5
_Line = tuple[str, LineStyle, list[BoxWord]]  # a line's text (no newline), its style, its words (line offsets)


def join_wrapped_cells(
    boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], words: Sequence[list[BoxWord]]
) -> tuple[list[Box], list[tuple[LineStyle, ...]], list[list[BoxWord]]]:
    """The boxes (in reading order) with each table row's wrapped cell lines moved into the row's box right
    after their cell's line (`_continues_cell`); other boxes as they are."""
    out_boxes: list[Box] = []
    out_styles: list[tuple[LineStyle, ...]] = []
    out_words: list[list[BoxWord]] = []
    index = 0
    while index < len(boxes):
        following, columns = _wrapped_row(boxes, styles, words, index)
        if columns is None:
            out_boxes.append(boxes[index])
            out_styles.append(styles[index] if index < len(styles) else ())
            out_words.append(words[index] if index < len(words) else [])
            index += 1
            continue
        box, line_styles, box_words = _rebuild([line for column in columns for line in column], boxes[index:following])
        out_boxes.append(box)
        out_styles.append(line_styles)
        out_words.append(box_words)
        index = following
    return out_boxes, out_styles, out_words


def _wrapped_row(
    boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], words: Sequence[list[BoxWord]], index: int
) -> tuple[int, list[list[_Line]] | None]:
    """The index after the last box that wraps the row opening box `index`, and the row's lines per column with
    their wraps; (index + 1, None) when the box opens no row or nothing wraps it."""
    if index >= len(styles):
        return index + 1, None
    lines = _lines(boxes[index], styles[index], words[index] if index < len(words) else [])
    row = _row_length(lines)
    if row < 2:
        return index + 1, None
    columns: list[list[_Line]] = [[line] for line in lines[:row]]
    if not _add_wraps(columns, lines[row:], whole_block=False):
        return index + 1, None
    following = index + 1
    while following < len(boxes) and following < len(styles):
        extra = _lines(boxes[following], styles[following], words[following] if following < len(words) else [])
        if not extra or not _add_wraps(columns, extra, whole_block=True):
            break
        following += 1
    wrapped = following > index + 1 or row < len(lines)
    return (following, columns) if wrapped else (index + 1, None)


def _add_wraps(columns: list[list[_Line]], lines: Sequence[_Line], *, whole_block: bool) -> bool:
    """Add `lines` to their cells when every one wraps a cell (`_continues_cell`) and, for a block of its own,
    it fills fewer of the row's columns than the row (a block as wide as the row is the next row)."""
    if not lines:
        return True
    row = [column[0] for column in columns]
    targets = [_column_of(row, line) for line in lines]
    if whole_block and len(set(targets)) >= len(row):
        return False
    bottom = max(line[1].y1 for column in columns for line in column)
    if not all(_continues_cell(row, columns[k][-1], line, bottom) for k, line in zip(targets, lines, strict=True)):
        return False
    for k, line in zip(targets, lines, strict=True):
        columns[k].append(line)
    return True


def _lines(box: Box, styles: tuple[LineStyle, ...], words: Sequence[BoxWord]) -> list[_Line]:
    text = box[4]
    found: list[_Line] = []
    for number, style in enumerate(styles):
        end = styles[number + 1].start - 1 if number + 1 < len(styles) else len(text.rstrip("\n"))
        inside = [
            (start - style.start, stop - style.start, x0, y0, x1, y1)
            for start, stop, x0, y0, x1, y1 in words
            if style.start <= start <= end
        ]
        found.append((text[style.start : end], style, inside))
    return found


def _row_length(lines: Sequence[_Line]) -> int:
    """How many of the block's first lines stand side by side on one row (1: no row)."""
    count = 1
    while count < len(lines) and sits_beside(lines[count - 1][1], lines[count][1]):
        count += 1
    return count


def _column_of(row: Sequence[_Line], line: _Line) -> int:
    return min(range(len(row)), key=lambda k: abs(row[k][1].x0 - line[1].x0))


def _continues_cell(row: Sequence[_Line], above: _Line, line: _Line, bottom: float) -> bool:
    """`line` wraps the cell whose last line so far is `above`: it is set right under the row (or the wraps so
    far) at that cell's left edge, within its column, in the cell's type, and the cell's words run on (`above`
    holds words and ends in no sentence mark; the wrap goes on in lower case, since a line under a cell in
    capitals opens the next row unless the cell's line cannot end there: `Cut equities to` / `Neutral`)."""
    text, style, _ = line
    column = _column_of(row, line)
    first = row[column][1]
    above_text, cell, _ = above
    height = first.y1 - first.y0
    right_limit = row[column + 1][1].x0 if column + 1 < len(row) else float("inf")
    return (
        bool(text.strip())
        and height > 0
        and abs(style.x0 - first.x0) <= CELL_EDGE_TOLERANCE_PT
        and style.x1 <= right_limit + CELL_EDGE_TOLERANCE_PT
        and -0.25 * height <= style.y0 - bottom <= height
        and style.bold == cell.bold
        and abs(style.size - cell.size) <= SIZE_TOLERANCE_PT
        and cell.wordy
        and not SENTENCE_END_LINE.search(above_text)
        and (text.lstrip()[:1].islower() or bool(CELL_RUNS_ON_END.search(above_text)))
    )


def _rebuild(lines: Sequence[_Line], boxes: Sequence[Box]) -> tuple[Box, tuple[LineStyle, ...], list[BoxWord]]:
    """One box of `lines` in order, its styles' starts and its words' offsets moved to the new text."""
    parts: list[str] = []
    styles: list[LineStyle] = []
    words: list[BoxWord] = []
    at = 0
    for text, style, line_words in lines:
        styles.append(dataclasses.replace(style, start=at))
        words += [(at + start, at + end, x0, y0, x1, y1) for start, end, x0, y0, x1, y1 in line_words]
        parts.append(text)
        at += len(text) + 1
    box = (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
        "\n".join(parts) + "\n",
    )
    return box, tuple(styles), words
