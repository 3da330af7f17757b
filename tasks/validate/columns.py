"""An English stock table row's value cells read by its header's columns, for validation.

A line table (tasks/finders/line_tables.py) prints a header that names its columns (`Company Code
Rating New TP (¥) Old TP (¥) Price (¥)`) and one row a line. When every word of the header line that
names the rating column is a column name the reader knows (HEADER_COLUMN_EN; the words before its
first known column name the stock, whatever they are: `Bank Bloomberg Reco …`), and the
row holds as many value cells on each side of its rating cell as the header names value columns
there (or, for a header known only as far as its target column after the rating, at least as many
value cells after the rating as columns up to the target), each of those cells has its column's kind: the call's target (`PT`, `Target price`, `New TP`,
`Fair value`), an old target, a price, another value (`Mkt cap`, `Upside`, `P/E 26E`); a column name
wrapped onto the lines under the header's line is read with it. The row's code,
name and rating cells (a bracketed note on the rating's change included), and currency columns and
cells, hold no value. Otherwise the row's columns are not known (None): nothing is judged by them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from schemas.patterns import (
    HEADER_COLUMN_EN,
    HEADER_COLUMN_GAP_EN,
    HEADER_UNIT_LINE_EN,
    PRICE_THEN_TARGET,
    RATING_CHANGE_NOTE,
    TABLE_CURRENCY_CELL,
    TABLE_RATING_COLUMN,
    TARGET_THEN_PRICE,
)
from schemas.types import Candidate
from tasks.finders.line_tables import TableRow

VALUE_KINDS = ("target", "old_target", "price", "value")


@dataclass(frozen=True)
class ColumnCell:
    """One value cell of a row and the kind of the column it stands in."""

    start: int
    end: int
    kind: str


def header_readings(line: str) -> list[list[str]]:
    """The kinds of a header line's columns in order; nothing unless every word from its first known
    column on names a known column. Where no other column is a price, `Price Target` and `Target
    Price` are one target column or two (a price and a target, in the order printed): both readings."""
    kinds: list[str] = []
    split: list[str] = []
    at = 0
    for column in HEADER_COLUMN_EN.finditer(line):
        if kinds and not HEADER_COLUMN_GAP_EN.fullmatch(line, at, column.start()):
            return _open_ended(kinds, split)
        kind = column.lastgroup or ""
        kinds.append(kind)
        if PRICE_THEN_TARGET.match(column.group()):
            split += ["price", "target"]
        elif TARGET_THEN_PRICE.match(column.group()):
            split += ["target", "price"]
        else:
            split.append(kind)
        at = column.end()
    if not HEADER_COLUMN_GAP_EN.fullmatch(line, at, len(line)):
        return _open_ended(kinds, split)
    if "rating" not in kinds:
        return []
    return [kinds, split] if len(split) > len(kinds) and "price" not in kinds else [kinds]


OPEN_END = "open_end"  # a header read up to its target column only: the columns after it are not known


def _open_ended(kinds: list[str], split: list[str]) -> list[list[str]]:
    """A header whose words are known from its first column through the target column after the rating
    (`Ticker Rating Cur Price Target Upside Cur EPS 2025A 2026E …`): read that far, its end open."""
    if "rating" not in kinds or "target" not in kinds or kinds.index("target") < kinds.index("rating"):
        return []
    if len(split) > len(kinds) and "price" not in kinds:
        return []  # `Price Target` one column or two: with no count of the row's cells to tell, none
    return [[*kinds[: kinds.index("target") + 1], OPEN_END]]


def _header_line(text: str, header: tuple[int, int], row_start: int) -> str | None:
    """The header's last line that names a rating column, with the lines under it down to the row (a
    column name wrapped onto lines of its own: `Company RIC Rating Price (HK$) Target Price` / `(HK$)` /
    `2027E P/E`) joined to it."""
    lines = text[header[0] : row_start].split("\n")
    rated = [number for number, line in enumerate(lines) if TABLE_RATING_COLUMN.search(line)]
    if not rated:
        return None
    joined = [lines[rated[-1]].strip()]
    for line in lines[rated[-1] + 1 :]:
        if not _only_column_names(line):
            break  # a row: the header ended above it
        joined.append(line.strip())
    return " ".join(joined)


def _only_column_names(line: str) -> bool:
    """A line of column names and their units only (`(HK$)`, `2027E P/E`, `Price target`)."""
    rest = HEADER_COLUMN_EN.sub(" ", line)
    return bool(line.strip()) and HEADER_UNIT_LINE_EN.fullmatch(rest) is not None


def row_columns(text: str, row: TableRow) -> list[ColumnCell] | None:
    """The value cells of a line table's row, each with its header column's kind; None when the header or
    the row's cells do not tell every cell's column (an unknown header word, a cell count that differs)."""
    line = _header_line(text, row.header, text.rfind("\n", 0, row.rating.start) + 1)
    cells = _value_cells(text, row)
    if line is None or cells is None:
        return None
    for kinds in header_readings(line):
        if "old_rating" in kinds:
            return None  # the old rating's cell is no value either
        rating = kinds.index("rating")
        before = [kind for kind in kinds[:rating] if kind in VALUE_KINDS]
        after = [kind for kind in kinds[rating + 1 :] if kind in VALUE_KINDS]
        values = cells[1]
        if kinds[-1] == OPEN_END:  # only the value cells up to the target column are counted
            shaped = all(any(ch.isdigit() for ch in c.value) for c in values[: len(after)])
            if len(values) < len(after) or not shaped:
                continue
            return [ColumnCell(c.start, c.end, kind) for c, kind in zip(values, after, strict=False)]
        if kinds[-1] == "identity" and all(not any(ch.isdigit() for ch in c.value) for c in values[len(after) :]):
            values = values[: len(after)]  # a name column last (`Ticker Rating PT Price Company`): its words
        if (len(before), len(after)) == (len(cells[0]), len(values)):
            cells = (cells[0], values)
            return [
                ColumnCell(cell.start, cell.end, kind)
                for side, columns in zip(cells, (before, after), strict=True)
                for cell, kind in zip(side, columns, strict=True)
            ]
    return None


def _on_line_end(text: str, part: Candidate, line_end: int) -> int:
    """Where a code or name ends on its row's line: its end, or for a name wrapped onto the next line
    (`Jade Mountain Packaging` over `Jade Mountain 3711.TW …` / `Packaging`) the end of the words it
    shares with the line."""
    if part.end <= line_end:
        return part.end
    shared = 0
    while shared < len(part.value) and text[part.start + shared] == part.value[shared]:
        shared += 1
    return part.start + len(part.value[:shared].rstrip())


def _value_cells(text: str, row: TableRow) -> tuple[list[Candidate], list[Candidate]] | None:
    """The row's value cells before and after its rating cell, on the rating's line: every cell but
    its code, name, rating (and a bracketed note on its change) and currency cells. None when the row
    spans lines."""
    line_start = text.rfind("\n", 0, row.rating.start) + 1
    line_end = text.find("\n", row.rating.end)
    line_end = len(text) if line_end < 0 else line_end
    # the code and name on the rating's line (a name printed on the line above is not; a name that
    # wraps onto the next line is its part on this one)
    identity = [
        (part.start, _on_line_end(text, part, line_end))
        for part in (row.code, row.name)
        if part is not None and line_start <= part.start < line_end
    ]
    if not identity:
        return None
    before: list[Candidate] = []
    after: list[Candidate] = []
    in_note = False
    for found in re.finditer(r"\S+", text[line_start:line_end]):
        start, end, value = line_start + found.start(), line_start + found.end(), found.group()
        if any(a < end and start < b for a, b in identity) or row.rating.start <= start < row.rating.end:
            continue
        if start > row.rating.start and not after and not in_note and RATING_CHANGE_NOTE.match(value):
            in_note = True  # `Outperform (from Neutral)`: the note is the rating cell's
        if in_note:
            in_note = not value.endswith(")")
            continue
        if TABLE_CURRENCY_CELL.fullmatch(value):
            continue
        (before if start < row.rating.start else after).append(Candidate(value, start, end))
    return before, after
