"""Stock tables printed transposed: the stocks are the columns, each field a row led by its label.

A sector note may set its coverage side by side, one stock a column, and print each field as a row
that its label opens, one row a line:

                 Kinross Data  Alto Towers  Sentry DC
    Ticker       KNDT SP       ALTW SP      SNDC SP
    Rating       Overweight    Neutral      Overweight
    Target       S$2.48        S$1.36       S$0.97
    Price        S$2.11        S$1.30       S$0.82

    代码  300918.SZ  002977.SZ  /  评级  买入  增持  /  目标价(元)  218.00  46.50

The table is its row of codes (a label, then two code cells or more and nothing else) and, within a few
lines of it, a row of ratings that holds as many rating words as there are codes (and nothing else);
a row of targets with as many prices is read too. Column `i` of each row is stock `i`'s cell: a stock's
rating and target are the cells of its own column, never a neighbour's (the validator checks that too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from schemas.lexicon import rating_words
from schemas.patterns import (
    TABLE_PRICE_CELL,
    TRANSPOSED_CODE_CELL,
    TRANSPOSED_CODE_LABEL,
    TRANSPOSED_RATING_LABEL,
    TRANSPOSED_TARGET_LABEL,
)
from schemas.types import Candidate

FIELD_ROW_LINES = 6  # a table's rating and target rows this many lines from its row of codes at most
MIN_COLUMNS = 2  # a table of one stock is a company's key data, not a transposed stock table


@dataclass(frozen=True)
class TransposedColumn:
    """One stock's column: its code cell, its rating cell and its target cell (None: no target row)."""

    code: Candidate
    rating: Candidate
    target: Candidate | None


@dataclass(frozen=True)
class TransposedTable:
    start: int  # where its first read row (codes, ratings or targets) starts
    end: int  # where its last read row ends
    columns: tuple[TransposedColumn, ...]
    rows: tuple[tuple[int, int], ...]  # the spans of the rows it read: codes, ratings, targets


def _lines(text: str) -> list[tuple[int, int]]:
    spans, at = [], 0
    for line in text.split("\n"):
        spans.append((at, at + len(line)))
        at += len(line) + 1
    return spans


def _whole_row(text: str, start: int, end: int, cells: list[re.Match[str]]) -> list[Candidate] | None:
    """The row's cells when they fill text[start:end] (only spaces between them), else None."""
    at = start
    for cell in cells:
        if text[at : cell.start()].strip():
            return None
        at = cell.end()
    if text[at:end].strip() or not cells:
        return None
    return [_stripped(cell) for cell in cells]


def _stripped(cell: re.Match[str]) -> Candidate:
    value = cell.group().lstrip()
    return Candidate(value, cell.end() - len(value), cell.end())


def _label_row(text: str, span: tuple[int, int], label: re.Pattern[str], kind: str) -> list[Candidate] | None:
    start, end = span
    led = label.match(text, start, end)
    if not led or led.end() == start:
        return None
    if kind == "codes":
        cells = list(TRANSPOSED_CODE_CELL.finditer(text, led.end(), end))
    elif kind == "ratings":
        cells = rating_words(text, led.end(), end)
    else:
        cells = list(TABLE_PRICE_CELL.finditer(text, led.end(), end))
    return _whole_row(text, led.end(), end, cells)


def _field_row(
    text: str, near: list[tuple[int, int]], label: re.Pattern[str], kind: str, count: int
) -> tuple[tuple[int, int], list[Candidate]] | None:
    """The first line of `near` that is a row of `kind` with `count` cells, led by `label`."""
    for line in near:
        cells = _label_row(text, line, label, kind)
        if cells is not None and len(cells) == count:
            return line, cells
    return None


@lru_cache(maxsize=16)
def transposed_tables(text: str) -> tuple[TransposedTable, ...]:
    """Every transposed stock table of the text, in text order."""
    lines = _lines(text)
    tables = []
    for number, span in enumerate(lines):
        codes = _label_row(text, span, TRANSPOSED_CODE_LABEL, "codes")
        if codes is None or len(codes) < MIN_COLUMNS:
            continue
        near = lines[max(0, number - FIELD_ROW_LINES) : number + FIELD_ROW_LINES + 1]
        ratings = _field_row(text, near, TRANSPOSED_RATING_LABEL, "ratings", len(codes))
        if ratings is None:
            continue
        targets = _field_row(text, near, TRANSPOSED_TARGET_LABEL, "targets", len(codes))
        rows = (span, ratings[0], *((targets[0],) if targets else ()))
        columns = tuple(
            TransposedColumn(code, rating, targets[1][index] if targets else None)
            for index, (code, rating) in enumerate(zip(codes, ratings[1], strict=True))
        )
        tables.append(
            TransposedTable(min(row[0] for row in rows), max(row[1] for row in rows), columns, tuple(sorted(rows)))
        )
    return tuple(tables)


def transposed_cell(text: str, at: int) -> tuple[TransposedTable, int] | None:
    """The transposed table and column index of the field cell (rating or target) or code cell that
    starts at `at`, or None when `at` is in no row of such a table."""
    for table in transposed_tables(text):
        if not table.start <= at < table.end:
            continue
        for index, column in enumerate(table.columns):
            cells = (column.code, column.rating, column.target)
            if any(cell is not None and cell.start <= at < cell.end for cell in cells):
                return table, index
    return None


def in_transposed_row(text: str, start: int) -> bool:
    """`start` lies in a row that a transposed stock table read (its codes, ratings or targets)."""
    return any(a <= start < b for table in transposed_tables(text) for a, b in table.rows)
