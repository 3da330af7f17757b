"""An English cover's key-data strip: a row of labels laid out over one row of values, each label
the header of the value below it (`Stock Rating | Industry View | Price Target | Price (9 Jul 2026)`
over `Overweight | In-Line | NT$1,250.00 | NT$1,032.00`). The text layer prints each row as one line,
its cells joined by spaces; a label is told by its words (tasks: schemas/patterns.py
KEY_STRIP_LABEL), a value is a rating word of the lexicon, a price or another datum (a percentage,
an amount, n.a.). A strip pairs its k-th label with its k-th value, and only when both rows have the
same number of cells and no further row of values follows (a table of several rows is no strip).

A strip may hold cells of no kind known here (`Sector view | Stocks covered | Top pick | Date` over
`Overweight | 3 | Goldleaf Circuits | 16 Oct 2026`): its rows cannot be cut into cells past the
first unknown one, but the cells before it line up. Such a partial strip pairs its leading known
labels with its leading values, each value of its label's kind (a rating word under a rating or
view label, a price under a target label), on two short lines that are no prose, the label row
holding no figure (`Target Price CNY 31.40` over `52 Week range …` is a box line and a datum).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from schemas.lexicon import label_view_word_at, rating_legend, rating_words, table_rating_class
from schemas.patterns import (
    BARE_TICKER_CELL,
    BENCHMARK_INDEX_ROW_TAIL,
    KEY_STRIP_CELL_GAP,
    KEY_STRIP_HEADER,
    KEY_STRIP_HEADER_BEFORE_VALUES,
    KEY_STRIP_LABEL,
    KEY_STRIP_NAME_CELL,
    KEY_STRIP_OTHER_VALUE,
    KEY_STRIP_PRIOR_LABEL,
    KEY_STRIP_PROSE,
    KEY_STRIP_SUBJECT,
    KEY_STRIP_TRAILING_HEADER,
    LISTED_TICKER,
    PRICE,
    PRIOR_VALUE_NOTE_TAIL,
    STOCK_HEADING_LINE,
    STRIP_RATING_CODE,
    STRIP_RATING_NOTE_AFTER,
)

LABEL_KINDS = ("rating", "view", "target", "ticker", "other")


@dataclass(frozen=True)
class StripCell:
    """One label of a strip and the value under it."""

    kind: str  # what the label names: rating (the stock's), view (the sector's), target, ticker, other
    label: str
    label_start: int
    value: str
    start: int
    end: int


PARTIAL_LINE_CHARS = 80  # a partial strip's rows are short lines
VALUE_KINDS = {
    **{"rating": ("rating",), "view": ("rating", "view"), "target": ("price",), "ticker": ("ticker",)},
    "other": ("rating", "price", "other"),
}


def _labels(text: str, start: int, end: int, *, leading: bool = False) -> list[re.Match[str]] | None:
    """The header row's labels, one after another with only a gap between them, or None. `leading`:
    the labels up to the first cell that is none (a list, maybe empty)."""
    found: list[re.Match[str]] = []
    at = start
    while at < end:
        gap = KEY_STRIP_CELL_GAP.match(text, at, end)
        at = gap.end() if gap else at
        if at >= end:
            break
        label = KEY_STRIP_LABEL.match(text, at, end)
        whole = label is not None and (label.end() >= end or not text[label.end()].isalnum())
        if label is None or label.end() == at or not whole:
            return found if leading else None
        found.append(label)
        at = label.end()
    return found


def _values(text: str, start: int, end: int, *, leading: bool = False) -> list[tuple[int, int, str]] | None:
    """The value row's cells (start, end, kind: rating, ticker, price or other), or None when the line
    holds anything else (a word of prose, a name). `leading`: the cells up to the first that is
    none (a list, maybe empty)."""
    words = {m.start(): m for m in rating_words(text, start, end)}
    cells: list[tuple[int, int, str]] = []
    at = start
    while at < end:
        gap = KEY_STRIP_CELL_GAP.match(text, at, end)
        at = gap.end() if gap else at
        if at >= end:
            break
        cell = _cell(text, at, end, words.get(at))
        if cell is None:
            return cells if leading else None
        cells.append(cell)
        note = STRIP_RATING_NOTE_AFTER.match(text, cell[1], end) if cell[2] == "rating" else None
        at = note.end() if note else cell[1]  # `Outperform (unchanged)`: the note is the rating cell's
    return cells if leading else cells or None


def _cell(text: str, at: int, end: int, word: re.Match[str] | None) -> tuple[int, int, str] | None:
    """The value cell that starts at `at`: a rating word, a sector's view word (`Market Weight`: `view`, a
    value only under a view label), a price, another datum; a cell ends at a gap, never inside a word
    (`Overweighted`, `12.5bn-dollar`). A price read as a range across the gap takes the cell after it
    (`Rmb168.40 -15.7%`): then the price alone, up to the gap, is tried."""
    ticker = LISTED_TICKER.match(text, at, end)
    if ticker is not None and (ticker.end() >= end or text[ticker.end()] in " \t|"):
        return at, ticker.end(), "ticker"  # `ALDR LN`, `1877 HK`: one cell, its gap inside
    view = label_view_word_at(text, at, end) if word is None else None
    if view is not None and (view.end() >= end or text[view.end()] in " \t|"):
        return at, view.end(), "view"
    code = STRIP_RATING_CODE.match(text, at, end) if word is None else None
    if code is not None and is_strip_rating_code(text, code.start(), code.end()):
        return at, code.end(), "rating"
    gap = text.find(" ", at, end)
    prices = [PRICE.match(text, at, end), PRICE.match(text, at, gap)] if gap > at else [PRICE.match(text, at, end)]
    other = KEY_STRIP_OTHER_VALUE.match(text, at, end)
    found: list[tuple[int, int, str]] = []
    if word is not None:
        found.append((at, word.end(), "rating"))
    found += [
        (at, price.end(), "price")
        for price in prices
        if price and price.end() > at and any(ch.isdigit() for ch in price.group(0))
    ]
    if other is not None and other.end() > at:
        found.append((at, other.end(), "other"))
    for start, cell_end, kind in found[:1] if word is not None else found:
        while cell_end > start and text[cell_end - 1] in " \t":
            cell_end -= 1
        if cell_end >= end or text[cell_end].isspace() or text[cell_end] == "|":
            return start, cell_end, kind
    return None


def is_strip_rating_code(text: str, start: int, end: int) -> bool:
    """text[start:end] is a whole cell that is a rating scale's code (`UW`, `O-PF`; STRIP_RATING_CODE): one the
    rating lexicon's table codes or the report's own legend define, two letters at least."""
    whole = end >= len(text) or text[end] in " \t|\n"
    code = text[start:end]
    return whole and len(code) >= 2 and table_rating_class(code, rating_legend(text)) is not None


def _line_after(text: str, end: int) -> tuple[int, int] | None:
    if end >= len(text) or text[end] != "\n":
        return None
    line_end = text.find("\n", end + 1)
    return end + 1, len(text) if line_end < 0 else line_end


@lru_cache(maxsize=8)  # the finders of one text each read its strips
def key_strips(text: str) -> tuple[StripCell, ...]:
    """Every labelled value of the text's key-data strips, in text order; not those of a stock's own
    row under its heading (_without_stock_rows)."""
    return tuple(_without_stock_rows(text, list(_all_strips(text))))


@lru_cache(maxsize=8)
def _all_strips(text: str) -> tuple[StripCell, ...]:
    """Every labelled value of the text's key-data strips, a stock's own rows included, in text order."""
    cells: list[StripCell] = []
    headers = [(header.start(), header.end(), False) for header in KEY_STRIP_HEADER.finditer(text)]
    headers += [(header.start(), header.end(), True) for header in KEY_STRIP_TRAILING_HEADER.finditer(text)]
    for header_start, header_end, trailing in sorted(headers):
        line = _line_after(text, header_end)
        values = _values(text, *line) if line else None
        if line is None or values is None:
            continue
        labels = _trailing_labels(text, header_start, header_end, len(values)) if trailing else None
        labels = labels if trailing else _fitting_labels(text, header_start, header_end, values)
        if not labels or len(values) != len(labels):
            continue
        following = _line_after(text, line[1])
        more = _values(text, *following) if following else None
        if more is not None and len(more) == len(values):
            continue  # a second row of values: a table, whose rows need a name column to tell whose
        if not _tickers_under_ticker_labels(labels, values):
            continue
        for label, (start, end, _) in zip(labels, values, strict=True):
            cells.append(
                StripCell(label.lastgroup or "other", label.group(0), label.start(), text[start:end], start, end)
            )
    cells += _partial_strips(text)
    cells += _broken_strips(text, {cell.start for cell in cells})
    cells += _ticker_row_strips(text, {cell.start for cell in cells})
    return tuple(sorted(cells, key=lambda cell: cell.start))


def _ticker_row_strips(text: str, known: set[int]) -> list[StripCell]:
    """A cover's ticker table: a header of labels opening with a ticker column over the stock's row of one-word
    cells, its bare ticker first, that the text layer ran on into the benchmark index's row under it (`Ticker Rating
    CUR Closing Price Target Price TTM Rel. Perf` / `MRDN O USD 84.10 112.00 -9.5% S&P 500 5,412.30`). Its k-th label
    heads its k-th cell; only its ticker and target cells are read (a rating code is the legend's to expand)."""
    cells: list[StripCell] = []
    for header in KEY_STRIP_HEADER.finditer(text):
        labels = _labels(text, header.start(), header.end())
        line = _line_after(text, header.end())
        if not labels or labels[0].lastgroup != "ticker" or line is None:
            continue
        tail = BENCHMARK_INDEX_ROW_TAIL.search(text, *line)
        row_end = tail.start() if tail else line[1]
        tokens = [(m.start(), m.end()) for m in re.finditer(r"\S+", text[line[0] : row_end])]
        if len(tokens) != len(labels) or BARE_TICKER_CELL.fullmatch(text, line[0], line[0] + tokens[0][1]) is None:
            continue
        for label, (start, end) in zip(labels, tokens, strict=True):
            start, end = line[0] + start, line[0] + end
            kind = label.lastgroup or "other"
            value = text[start:end]
            priced = kind == "target" and PRICE.fullmatch(value) is not None and any(ch.isdigit() for ch in value)
            if start not in known and (kind == "ticker" or priced):
                cells.append(StripCell(kind, label.group(0), label.start(), value, start, end))
    return cells


BROKEN_ROW_LINES = 4  # a strip's value row broken by its cells' second lines runs on this many lines more at most


def _broken_values(text: str, start: int, end: int) -> list[tuple[int, int, str]] | None:
    """The value cells of one line of a broken value row, a grey note on a previous value at its end left out
    (PRIOR_VALUE_NOTE_TAIL); an empty list for a line that is such a note alone; None for any other line."""
    note = PRIOR_VALUE_NOTE_TAIL.search(text, start, end)
    cut = note.start() if note else end
    if not text[start:cut].strip():
        return [] if note else None
    return _values(text, start, cut)


def _leading_fit(text: str, start: int, end: int, values: list[tuple[int, int, str]]) -> list[re.Match[str]] | None:
    """The header row's leading labels, one per value, in a reading whose labels hold each value's kind (a price
    under a target label, a rating word under a rating label); None when no reading has as many labels that fit."""
    for reading in _label_readings(text, start, end):
        leading = reading[: len(values)]
        if len(leading) == len(values) and all(
            kind in _holds(label) for label, (_, _, kind) in zip(leading, values, strict=True)
        ):
            return leading
    return None


def _broken_strips(text: str, known: set[int]) -> list[StripCell]:
    """A strip whose value row the text layer broke over lines: its cells print a second line in grey under their
    values (the previous rating under the rating, the previous target under the target), and its first value may
    follow its labels on their line (`Rating Target price Upside Buy` / `Prev: Hold` / `HK$9.60 Prev: HK$7.90` /
    `+24.2%`). The values, their notes left out, pair with the leading labels, each of its label's kind (_leading_fit):
    a value row's last cells may be left out of the text read (a prompt keeps the lines that state the call)."""
    cells: list[StripCell] = []
    headers = [(h.start(), h.end()) for h in KEY_STRIP_HEADER_BEFORE_VALUES.finditer(text)]
    headers += [(h.start(), h.end()) for h in KEY_STRIP_HEADER.finditer(text)]
    for header_start, header_end in headers:
        line_end = text.find("\n", header_end)
        line_end = len(text) if line_end < 0 else line_end
        values = _broken_values(text, header_end, line_end) if header_end < line_end else []
        broken = bool(values) or PRIOR_VALUE_NOTE_TAIL.search(text, header_end, line_end) is not None
        at = line_end
        for _ in range(BROKEN_ROW_LINES):
            line = _line_after(text, at)
            more = _broken_values(text, *line) if line else None
            if line is None or more is None:
                break
            broken = broken or not more or PRIOR_VALUE_NOTE_TAIL.search(text, *line) is not None
            values, at = (values or []) + more, line[1]
        if not broken or not values or any(start in known for start, _, _ in values):
            continue  # a strip read whole already, or no row broken by grey notes
        labels = _leading_fit(text, header_start, header_end, values)
        if not labels or not _tickers_under_ticker_labels(labels, values):
            continue
        for label, (start, end, _) in zip(labels, values, strict=True):
            cells.append(
                StripCell(label.lastgroup or "other", label.group(0), label.start(), text[start:end], start, end)
            )
    return cells


def _label_readings(text: str, start: int, end: int, limit: int = 8) -> list[list[re.Match[str]]]:
    """The ways a header row reads as labels, the longest labels first: `Prior Target Prior target` is
    `Prior Target` + `Prior target` or `Prior` + `Target` + `Prior target` (at most `limit` readings)."""
    at = start
    gap = KEY_STRIP_CELL_GAP.match(text, at, end)
    at = gap.end() if gap else at
    if at >= end:
        return [[]]
    readings: list[list[re.Match[str]]] = []
    for label in (KEY_STRIP_LABEL.match(text, at, end), KEY_STRIP_PRIOR_LABEL.match(text, at, end)):
        whole = label is not None and label.end() > at and (label.end() >= end or not text[label.end()].isalnum())
        if label is None or not whole or any(reading and reading[0].end() == label.end() for reading in readings):
            continue
        for rest in _label_readings(text, label.end(), end, limit):
            readings.append([label, *rest])
            if len(readings) >= limit:
                return readings
    return readings


def _fitting_labels(text: str, start: int, end: int, values: list[tuple[int, int, str]]) -> list[re.Match[str]] | None:
    """The header row's reading with one label per value, each value of a kind its label may hold (a price
    under a target label, a rating word under a rating label); the plain reading when none fits."""
    plain = _labels(text, start, end)
    for reading in _label_readings(text, start, end):
        if len(reading) == len(values) and all(
            kind in _holds(label) for label, (_, _, kind) in zip(reading, values, strict=True)
        ):
            return reading
    return plain


def _holds(label: re.Match[str]) -> tuple[str, ...]:
    """The kinds of value a label may hold; a prior column holds what it qualifies (`Prior target`: a price)."""
    prior = KEY_STRIP_PRIOR_LABEL.match(label.group(0))
    qualified = KEY_STRIP_LABEL.fullmatch(label.group(0)[prior.end() :].strip()) if prior else None
    return VALUE_KINDS[(qualified or label).lastgroup or "other"]


def _without_stock_rows(text: str, cells: list[StripCell]) -> list[StripCell]:
    """The cells less those of strips that each sit right under a stock's heading line (`Valentara (VLTN
    IM)` over `Rating Price target Price Upside` / `Hold €48 €45 7%`) where two stocks or more are so headed:
    a sector note's one-row table per stock, each that stock's call (tasks/finders/stock_calls.py), no
    strip of the note's own."""
    headed: set[int] = set()
    for cell in cells:
        line_start = text.rfind("\n", 0, cell.label_start) + 1
        above_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
        if line_start > 0 and STOCK_HEADING_LINE.fullmatch(text, above_start, line_start - 1):
            headed.add(line_start)
    if len(headed) < MIN_HEADED_STRIPS:
        return cells
    return [cell for cell in cells if text.rfind("\n", 0, cell.label_start) + 1 not in headed]


MIN_HEADED_STRIPS = 2  # one strip under a `Name (ticker)` line is a company note's cover


def _trailing_labels(text: str, start: int, end: int, cells: int) -> list[re.Match[str]] | None:
    """The last `cells` labels of a run glued to the end of a line (KEY_STRIP_TRAILING_HEADER), read
    from the first label start that leaves exactly that many: the line's words before them are the
    headline's (`… a tight 2028 Price` may end a headline); None when no start does."""
    run = _labels(text, start, end)
    while run is not None and len(run) > cells:
        run = _labels(text, run[1].start(), end)
    return run if run is not None and len(run) == cells and cells >= 2 else None


def _tickers_under_ticker_labels(labels: list[re.Match[str]], values: list[tuple[int, int, str]]) -> bool:
    """Every value under a ticker label is a listed ticker (`Ticker | Rating | PT` over `ALDR LN | Add |
    £12.40`: one stock's row, its rating and target); a value of another kind under it makes no strip."""
    return all(
        kind == "ticker" for label, (_, _, kind) in zip(labels, values, strict=False) if label.lastgroup == "ticker"
    )


def _short_line(text: str, start: int, end: int) -> bool:
    return 0 < end - start <= PARTIAL_LINE_CHARS and not KEY_STRIP_PROSE.search(text, start, end)


def _partial_strips(text: str) -> list[StripCell]:
    """The leading cells of strips that hold cells of no known kind (see the module's docstring):
    a short line that opens with labels and goes on, over a short line that opens with values of
    their kinds and goes on; not a row of a table (the line after opens with values too). A header
    may open with a column naming whose row it is (`Sector Recommendation Prior` over `Resources
    Underweight Market Weight`): its value is a name the text printed before, and under a sector's
    column a rating label holds the sector's view."""
    cells: list[StripCell] = []
    at = 0
    while at < len(text):
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        start, at = at, line_end + 1
        labelled = KEY_STRIP_LABEL.match(text, start, line_end)
        subject = KEY_STRIP_SUBJECT.match(text, start, line_end)
        if labelled is None and subject is None:
            continue  # most lines: no label opens them
        if not _short_line(text, start, line_end):
            continue  # no label row
        row = _line_after(text, line_end)
        if KEY_STRIP_HEADER.fullmatch(text, start, line_end) and row and _values(text, *row) is not None:
            continue  # a whole header row over a row of values alone: key_strips reads it
        # `Sector rating | Top picks` is a view's label; `Sector Recommendation Prior` over `Resources
        # Underweight …` opens with the sector's column: the first reading that gives cells wins
        found = _partial_strip_at(text, start, line_end, None) if labelled else []
        cells += found or (_partial_strip_at(text, start, line_end, subject) if subject else [])
    return cells


def _partial_strip_at(text: str, start: int, line_end: int, subject: re.Match[str] | None) -> list[StripCell]:
    """The leading cells of a partial strip whose label row is text[start:line_end], read after its
    `subject` column when given."""
    cells: list[StripCell] = []
    labels = _labels(text, subject.end() if subject else start, line_end, leading=True) or []
    row = _line_after(text, line_end)
    if not labels or (labels[-1].end() >= line_end and subject is None) or row is None:
        return []
    if not _short_line(text, *row) or any(ch.isdigit() for ch in text[labels[-1].end() : line_end]):
        return []  # a label with its value on its line (`Target Price CNY 31.40`): no label row
    values_start = _after_name(text, *row) if subject else row[0]
    values = _values(text, values_start, row[1], leading=True) if values_start is not None else []
    following = _line_after(text, row[1])
    # values read to the row's end under labels that are not (`Sector view Previous Stocks covered` over `Overweight
    # Neutral 14`): a sector's strip, led by its view's label, still lines up its leading cells where the row holds a
    # value for each label read and more (a table's header led by `Rating` over a first row of codes is no strip)
    sector_strip = labels[0].lastgroup == "view" and len(values or ()) > len(labels)
    whole_row = values and values[-1][1] >= row[1] and not sector_strip
    if not values or (whole_row and subject is None) or _opens_a_row(text, following, subject):
        return []
    if not _tickers_under_ticker_labels(labels, values):
        return []
    for label, (value_start, value_end, kind) in zip(labels, values, strict=False):
        label_kind = "view" if subject and label.lastgroup == "rating" else label.lastgroup or "other"
        if kind not in VALUE_KINDS[label_kind]:
            break
        cells.append(
            StripCell(label_kind, label.group(0), label.start(), text[value_start:value_end], value_start, value_end)
        )
    return cells


def _after_name(text: str, start: int, end: int, *, printed_before: bool = True) -> int | None:
    """Where a row's values start after its leading name cell, or None; `printed_before`: a name the
    text printed before the row (the report's sector)."""
    name = KEY_STRIP_NAME_CELL.match(text, start, end)
    while name is not None and name.end() > start:
        values = _values(text, name.end(), end, leading=True)
        named = not printed_before or text.find(name.group(0), 0, start) >= 0
        if values and text[name.end()] in " \t" and named:
            return name.end()
        cut = text.rfind(" ", start, name.end())
        name = KEY_STRIP_NAME_CELL.match(text, start, cut) if cut > start else None
    return None


def _opens_a_row(text: str, line: tuple[int, int] | None, subject: re.Match[str] | None) -> bool:
    """The line after a strip's values opens with values too (after a name, under a subject column):
    the rows are a table's."""
    if line is None:
        return False
    start = _after_name(text, *line, printed_before=False) if subject else line[0]
    return start is not None and bool(_values(text, start, line[1], leading=True))


def strip_cell_at(text: str, start: int) -> StripCell | None:
    """The strip cell whose value starts at `start`, or None."""
    return next((cell for cell in key_strips(text) if cell.start == start), None)


def in_strip_header(text: str, at: int) -> bool:
    """`at` falls inside a label of a strip's header row (its value is the cell below it), a stock's own
    row's too."""
    return any(cell.label_start <= at < cell.label_start + len(cell.label) for cell in _all_strips(text))
