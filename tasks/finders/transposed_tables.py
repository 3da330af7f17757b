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
a row of targets with as many prices is read too.

A table drawn as columns of text without rules comes out of the text layer one column after the other:
its header, then its cells over the lines below (`Company` / `Maravesse Luxe (MRVS FP)` / `Château Nerac
(CHTN FP)`, then `Rating Buy Accumulate`, then `Target €412 €96` / `€22.50`). Each column is such a row
running over several lines: a row goes on over the lines under it that hold only cells of its kind, and
the stocks' column (`Company`) gives each stock's name with its code. Column `i` of each row is stock `i`'s cell: a stock's
rating and target are the cells of its own column, never a neighbour's (the validator checks that too).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from schemas.lexicon import rating_words
from schemas.patterns import (
    TABLE_PRICE_CELL,
    TEXT_COLUMN_COMPANY_LABEL,
    TEXT_COLUMN_STOCK,
    TRANSPOSED_CODE_CELL,
    TRANSPOSED_CODE_LABEL,
    TRANSPOSED_RATING_LABEL,
    TRANSPOSED_RATING_TARGET_LABEL,
    TRANSPOSED_TARGET_LABEL,
)
from schemas.types import Candidate

FIELD_ROW_LINES = 12  # a rating or target row starts this many lines from the codes at most (columns of values between)
MIN_COLUMNS = 2  # a table of one stock is a company's key data, not a transposed stock table


@dataclass(frozen=True)
class TransposedColumn:
    """One stock's column: its code cell, its rating cell and its target cell (None: no target row)."""

    code: Candidate
    rating: Candidate
    target: Candidate | None
    name: Candidate | None = None  # where its code's column names it (a text-column table's `Name (CODE)`)


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


def _cells(text: str, start: int, end: int, kind: str) -> list[Candidate] | None:
    """The cells of `kind` that fill text[start:end], else None."""
    if kind == "codes":
        cells = list(TRANSPOSED_CODE_CELL.finditer(text, start, end))
    elif kind == "ratings":
        cells = rating_words(text, start, end)
    elif kind == "rating_targets":  # one cell holds both, the rating then its target (`Outperform C$12.75`)
        ratings, prices = rating_words(text, start, end), list(TABLE_PRICE_CELL.finditer(text, start, end))
        cells = sorted(ratings + prices, key=lambda cell: cell.start())
        paired = all((cell in ratings) == (index % 2 == 0) for index, cell in enumerate(cells)) and len(cells) % 2 == 0
        return _whole_row(text, start, end, cells) if paired else None
    else:
        cells = list(TABLE_PRICE_CELL.finditer(text, start, end))
    return _whole_row(text, start, end, cells)


@dataclass(frozen=True)
class _Run:
    """A row of the table: its label and its cells, on its label's line and the lines under it that hold only
    cells of its kind (a text-column table's column)."""

    first: int  # its first line's number
    last: int  # its last line's number
    start: int
    end: int
    cells: tuple[Candidate, ...]
    names: tuple[Candidate | None, ...] = ()


def _run(text: str, lines: list[tuple[int, int]], number: int, label: re.Pattern[str], kind: str) -> _Run | None:
    start, end = lines[number]
    led = label.match(text, start, end)
    if not led or led.end() == start:
        return None
    cells = _cells(text, led.end(), end, kind) if led.end() < end else []
    if cells is None:
        return None
    last = number
    while last + 1 < len(lines) and (more := _cells(text, *lines[last + 1], kind)):
        cells += more
        last += 1
    return _Run(number, last, start, lines[last][1], tuple(cells)) if cells else None


def _stock_column(text: str, lines: list[tuple[int, int]], number: int) -> _Run | None:
    """A text-column table's column of stocks under its header (`Company`): each a name and its code."""
    start, end = lines[number]
    if not TEXT_COLUMN_COMPANY_LABEL.match(text, start, end):
        return None
    codes: list[Candidate] = []
    names: list[Candidate | None] = []
    last = number
    while last + 1 < len(lines):
        line_start, line_end = lines[last + 1]
        found = list(TEXT_COLUMN_STOCK.finditer(text, line_start, line_end))
        if _whole_row(text, line_start, line_end, found) is None:
            break
        for stock in found:
            group = "bracketed" if stock.group("bracketed") else "listed"
            codes.append(Candidate(stock.group(group), stock.start(group), stock.end(group)))
            names.append(Candidate(stock.group("name"), stock.start("name"), stock.end("name")))
        last += 1
    return _Run(number, last, start, lines[last][1], tuple(codes), tuple(names)) if codes else None


def _field_run(text: str, lines: list[tuple[int, int]], codes: _Run, label: re.Pattern[str], kind: str) -> _Run | None:
    """The first row of `kind` with as many cells as the table has stocks, led by `label`, near its codes."""
    for number in range(max(0, codes.first - FIELD_ROW_LINES), min(len(lines), codes.last + FIELD_ROW_LINES + 1)):
        if codes.first <= number <= codes.last:
            continue
        run = _run(text, lines, number, label, kind)
        if run is not None and len(run.cells) == len(codes.cells):
            return run
    return None


def _rating_target_runs(text: str, lines: list[tuple[int, int]], codes: _Run) -> tuple[_Run | None, _Run | None]:
    """A row under one `Rating / target` label holding each stock's rating and target side by side: its ratings
    and its targets as two rows."""
    for number in range(max(0, codes.first - FIELD_ROW_LINES), min(len(lines), codes.last + FIELD_ROW_LINES + 1)):
        run = _run(text, lines, number, TRANSPOSED_RATING_TARGET_LABEL, "rating_targets")
        if run is not None and len(run.cells) == 2 * len(codes.cells):
            return replace(run, cells=run.cells[0::2]), replace(run, cells=run.cells[1::2])
    return None, None


@lru_cache(maxsize=16)
def transposed_tables(text: str) -> tuple[TransposedTable, ...]:
    """Every transposed stock table of the text, in text order."""
    lines = _lines(text)
    tables = []
    for number in range(len(lines)):
        codes = _run(text, lines, number, TRANSPOSED_CODE_LABEL, "codes") or _stock_column(text, lines, number)
        if codes is None or len(codes.cells) < MIN_COLUMNS:
            continue
        ratings = _field_run(text, lines, codes, TRANSPOSED_RATING_LABEL, "ratings")
        targets = _field_run(text, lines, codes, TRANSPOSED_TARGET_LABEL, "targets")
        if ratings is None:
            ratings, targets = _rating_target_runs(text, lines, codes)
        if ratings is None:
            continue
        runs = (codes, ratings, *((targets,) if targets else ()))
        columns = tuple(
            TransposedColumn(
                code,
                rating,
                targets.cells[index] if targets else None,
                codes.names[index] if codes.names else None,
            )
            for index, (code, rating) in enumerate(zip(codes.cells, ratings.cells, strict=True))
        )
        rows = tuple(sorted((run.start, run.end) for run in runs))
        tables.append(TransposedTable(rows[0][0], max(end for _, end in rows), columns, rows))
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
