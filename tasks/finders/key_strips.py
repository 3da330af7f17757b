"""An English cover's key-data strip: a row of labels laid out over one row of values, each label
the header of the value below it (`Stock Rating | Industry View | Price Target | Price (9 Jul 2026)`
over `Overweight | In-Line | NT$1,250.00 | NT$1,032.00`). The text layer prints each row as one line,
its cells joined by spaces; a label is told by its words (tasks: schemas/patterns.py
KEY_STRIP_LABEL), a value is a rating word of the lexicon, a price or another datum (a percentage,
an amount, n.a.). A strip pairs its k-th label with its k-th value, and only when both rows have the
same number of cells and no further row of values follows (a table of several rows is no strip).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from schemas.lexicon import rating_words
from schemas.patterns import KEY_STRIP_CELL_GAP, KEY_STRIP_HEADER, KEY_STRIP_LABEL, KEY_STRIP_OTHER_VALUE, PRICE

LABEL_KINDS = ("rating", "view", "target", "other")


@dataclass(frozen=True)
class StripCell:
    """One label of a strip and the value under it."""

    kind: str  # what the label names: rating (the stock's), view (the sector's), target, other
    label: str
    label_start: int
    value: str
    start: int
    end: int


def _labels(text: str, start: int, end: int) -> list[re.Match[str]] | None:
    """The header row's labels, one after another with only a gap between them, or None."""
    found, at = [], start
    while at < end:
        gap = KEY_STRIP_CELL_GAP.match(text, at, end)
        at = gap.end() if gap else at
        if at >= end:
            break
        label = KEY_STRIP_LABEL.match(text, at, end)
        if label is None or label.end() == at:
            return None
        found.append(label)
        at = label.end()
    return found


def _values(text: str, start: int, end: int) -> list[tuple[int, int, str]] | None:
    """The value row's cells (start, end, kind: rating, price or other), or None when the line
    holds anything else (a word of prose, a name)."""
    words = {m.start(): m for m in rating_words(text, start, end)}
    cells: list[tuple[int, int, str]] = []
    at = start
    while at < end:
        gap = KEY_STRIP_CELL_GAP.match(text, at, end)
        at = gap.end() if gap else at
        if at >= end:
            break
        word = words.get(at)
        price = PRICE.match(text, at, end)
        other = KEY_STRIP_OTHER_VALUE.match(text, at, end)
        if word is not None:
            cell = (at, word.end(), "rating")
        elif price is not None and price.end() > at and any(ch.isdigit() for ch in price.group(0)):
            cell = (at, price.end(), "price")
        elif other is not None and other.end() > at:
            cell = (at, other.end(), "other")
        else:
            return None
        cell_end = cell[1]
        while cell_end > at and text[cell_end - 1] in " \t":
            cell_end -= 1
        if cell_end < end and not text[cell_end].isspace() and text[cell_end] != "|":
            return None  # a cell runs on into a word: `Overweighted`, `12.5bn-dollar`
        cells.append((at, cell_end, cell[2]))
        at = cell_end
    return cells or None


def _line_after(text: str, end: int) -> tuple[int, int] | None:
    if end >= len(text) or text[end] != "\n":
        return None
    line_end = text.find("\n", end + 1)
    return end + 1, len(text) if line_end < 0 else line_end


@lru_cache(maxsize=8)  # the finders of one text each read its strips
def key_strips(text: str) -> tuple[StripCell, ...]:
    """Every labelled value of the text's key-data strips, in text order."""
    cells: list[StripCell] = []
    for header in KEY_STRIP_HEADER.finditer(text):
        labels = _labels(text, header.start(), header.end())
        line = _line_after(text, header.end())
        if not labels or line is None:
            continue
        values = _values(text, *line)
        if values is None or len(values) != len(labels):
            continue
        following = _line_after(text, line[1])
        more = _values(text, *following) if following else None
        if more is not None and len(more) == len(values):
            continue  # a second row of values: a table, whose rows need a name column to tell whose
        for label, (start, end, _) in zip(labels, values, strict=True):
            cells.append(
                StripCell(label.lastgroup or "other", label.group(0), label.start(), text[start:end], start, end)
            )
    return tuple(cells)


def strip_cell_at(text: str, start: int) -> StripCell | None:
    """The strip cell whose value starts at `start`, or None."""
    return next((cell for cell in key_strips(text) if cell.start == start), None)


def in_strip_header(text: str, at: int) -> bool:
    """`at` falls inside a label of a strip's header row (its value is the cell below it)."""
    return any(cell.label_start <= at < cell.label_start + len(cell.label) for cell in key_strips(text))
