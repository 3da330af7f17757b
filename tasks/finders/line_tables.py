"""Stock tables printed one row a line, read by their columns' header words.

A sell-side note's stock table has a header that names its columns (`Ticker Rating Cur Price
Target`, `Company Name Reuters 12-month rating Price`, `Rating Share Price … price target`), then one
row a line: the stock's identity (a code with or without its listing, a name before or after it,
in brackets or not, note marks glued to it), then its rating cell, then value cells (currencies,
prices, percentages):

    2330.TT (TSMC) O TWD 2,365.00 2,780.00 70.9% …
    TOKYO ELECTRON 8035 ¥ OW 72,320 85,000 06-Jul-26 …
    Hon.Precision, Inc.7769.TW Buy NT$6,39514 Jul 2026

A table flattened into its header's line (`… Company name Price Rating GOOGL GOOGL US Alphabet A
US$ 366.46 B-1-7 GOOG …`) is read as rows that each end on a rating cell.

A table whose header names no rating column in words the reader knows (or that has no header) is
found by what its cells hold: two rows, one a line, each with a ticker-shaped code (`0700 HK`,
`CBLT.O`, `2330.TW`, `600519`) and a rating word of the lexicon, or a code that a legend of the report
defines (`1 = Buy, 2 = Neutral`); its header is the line above when it holds no number.

A row is a call only when it has a code and a rating cell, its rating cell is followed by a value
cell or ends the line (prose goes on with words), and its name is no total, average or index. A
name cell that wraps onto the next line (`Jade Mountain 3711.TW …` / `Packaging`) is one name. A
table ends at its source or note line, or where no row follows within TABLE_ROW_REACH characters.
A coverage list (an Analyst column) makes no call. The target is read when the header names a
target column. When the header line names its rating, price and target columns in words the
reader knows (`Company Ticker Rating Price Target`, `Bloomberg Company Price (US$) PT (US$)
Rating`, `Company Bloomberg Rating Target price Price`), the target is the value cell in the
target column's place, counted from the rating cell; the columns between may hold sizes and
percentages (`Mkt cap (KRW tn)`, `Upside`) or the old target beside the new one (`New TP (¥) Old TP (¥)`),
the target column may be headed `Fair value`, the rating column `Call`, and the header may wrap onto
a second line of column names (`… Rating Mkt cap (KRW tn)` / `Upside TP (local)`). A row that labels
its target (`Kaveri Software (KAVS IN) - Buy - TP INR1,880`) gives that price. Otherwise: the first price after the rating
when a price comes before it, else the second (the current price, then the target: the order most
brokers' tables print); under a header of old and new columns (`Old New`), the new target after the
old one. A currency cell printed right before the target (`KRW 98,000`) is part of it.

A header that leads with its rating column (`Rec. Ticker Company PT (HK$) …`) has rows that open with
their rating cell; their values may be pushed onto the next line by a long name. A long name may push
a row's rating cell and its values onto the next line too (`7719 JP Tokai Precision Instruments` /
`1 ¥5,120 ¥6,300 23%`). Under old and new
rating columns (`Old rating` / `New rating`) the row's call is the new rating. A code in brackets
inside the name cell (`Kaida Motors (2239 HK)`) is the row's code; a bracketed note on the rating's
change (`Outperform (from Neutral)`) belongs to the rating cell.

A table may print its rating column last, percentages before it (`Company Ticker Price (HK$) PT (HK$) Implied
upside Rating` / `Pinecrest Games 3888 HK 49.85 62.00 24% BUY`): the target in its column's place before the
rating. A `Rating / PT` column holds both in one cell (`OW / £31.50`): the price after the slash. A flag column
right after the rating (`Rating CL Price PT`) holds a mark in the rows it flags (`BUY CL NT$1,205 …`), no value.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache, partial
from typing import Any, Protocol, TypeVar

from schemas.lexicon import normalize_rating, rating_legend, rating_scale, table_rating_class
from schemas.patterns import (
    BRACKETED_NUMERIC_CODE_CELL,
    CHANGE_ARROW_CELL,
    COVERAGE_HEADER,
    ESTIMATE_GROUP_EN,
    EXCHANGE_CODE,
    FLAG_MARK_CELL,
    GLUED_TIME_CELL,
    GROUP_UNIT_EN,
    HEADER_WRAP_REST_EN,
    HK_LISTING_CELL,
    HK_SHORT_CODE_CELL,
    LEADING_IDENTITY_COLUMNS_EN,
    LISTED_CODE_CELL,
    LISTED_TICKER_ROOT_CELL,
    NAME_GOES_ON_WORD_EN,
    NAME_NOTE_MARK_END,
    NAME_WORD_CELL,
    NEW_COLUMN_WORD,
    NEW_OLD_SUBHEADER_LINE_EN,
    NOT_A_STOCK_ROW,
    NOT_A_TICKER_CELL,
    NOT_HOUSE_RATINGS_CAPTION,
    NUMERIC_CODE_CELL,
    OLD_COLUMN_WORD,
    OLD_NEW_COLUMNS,
    OLD_NEW_RATING_COLUMNS,
    OTC_TICKER_CELL,
    PLAIN_TICKER_CELL,
    PRIOR_VALUE_NOTE_TAIL,
    PRIOR_VALUE_NOTE_WORD,
    PROSE_END,
    RANK_CELL,
    RANK_COLUMN_LEAD_EN,
    RATING_ACTION_CELL_EN,
    RATING_CELL_NOTE_MARK,
    RATING_CHANGE_NOTE,
    RATING_GRADE_CELL,
    RATING_IN_NAME_COLUMN_EN,
    RATING_SLASH_TARGET_COLUMN,
    ROW_CONTINUATION_CELL,
    ROW_NAME_OPENING_CELL,
    SHARE_CLASS_DASH,
    SHARE_CLASS_MARK,
    SOURCE_MARK_EN,
    STREET_RATING_COLUMN,
    SUB_COLUMN_WORD_EN,
    TABLE_COLUMN_WORD,
    TABLE_CURRENCY_CELL,
    TABLE_DATE_CELL,
    TABLE_END_LINE,
    TABLE_GROUP_LABEL_EN,
    TABLE_IDENTITY_COLUMN,
    TABLE_NAME_CELL,
    TABLE_NO_VALUE_CELL,
    TABLE_PRICE_CELL,
    TABLE_RATING_COLUMN,
    TABLE_RATIO_CELL,
    TABLE_TARGET_WORD,
    TABLE_VALUE_CELL,
    TABLE_VALUE_COLUMN,
    TARGET_UNDER_REVIEW_CELL,
    VALUE_CELL_NOTE_MARK,
)
from schemas.types import Candidate

HEADER_CHARS = 400  # a longer line is a header only when its rows follow on it (a flattened table)
HEADER_ABOVE = 200  # a header's first lines (`Short-Term Target Price`) this far above its rating column's line
TABLE_ROW_REACH = 600  # a table's rows follow its header and each other this closely
IDENTITY_CELLS = 8  # a row's code and name take this many cells at most, before its rating
NAME_CHARS = 48  # a longer name is prose
FLAG_COLUMN_CHARS = 12  # a flag column's name (`CL`, `Focus`) is this long at most
WRAPPED_LINES = 2  # a bracketed name may wrap onto this many more lines (`005935.KS (SEC-Pref -` / `Samsung)`)


@dataclass(frozen=True)
class TableRow:
    code: Candidate
    name: Candidate | None
    rating: Candidate
    target: Candidate | None
    header: tuple[int, int]  # the header's lines: what a prompt keeps for the row to be read again


@dataclass(frozen=True)
class Cell:
    """One table cell: its text and where it starts."""

    value: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.value)


@dataclass
class _Table:
    header_start: int  # where its header lines start, HEADER_ABOVE before its rating column's line
    header_end: int
    last_end: int  # where the header or the last row ends
    first_row: int | None = None
    target_places: tuple[int, ...] = ()  # the target column's place counted from the rating column (_target_places)
    rating_first: bool = False  # its header's first column is the rating (`Rec. Ticker Company PT (HK$) …`)
    headerless: bool = False  # found by its rows' cells (_headerless_table), not by a header naming a rating column
    street: bool = False  # its only rating column is the street's (_street_only): its rows are no calls
    header_line: str = ""  # its header line, with the lines that go on naming its columns before its first row
    flag_column: str | None = None  # a flag column's name right after the rating column (_flag_column)
    target_from_end: int | None = None  # the target column's place from the header's end (_target_place_from_end)
    halves: bool = False  # its header names the same columns twice: two rows side by side a line (_in_halves)
    ranked: bool = False  # its header leads with a rank column: a row's first cell is its place, no rating
    new_first: bool = False  # a second header row splits each group new then old (`New Old New Old`)
    old_rating_first: bool = False  # a group header's `Rating` over `Old | New` (_group_union): the old rating first
    rating_in_name: bool = False  # its name column holds the rating in brackets (`Company (rating) Ticker …`)


def _cells(text: str, start: int, end: int) -> list[Cell]:
    """The cells of text[start:end]; a time cell glued to the next one (`16:002H`) is two; a value cell's note mark
    (`45.0(a)`, `12.8*`) is no part of it (VALUE_CELL_NOTE_MARK); the colon or
    comma that ends a cell of a coverage line (`Alpha (AAAA US): Buy, PT $145.00`) separates, no part of it."""
    cells = []
    for found in re.finditer(r"\S+", text[start:end]):
        at, value = start + found.start(), found.group()
        if len(value) > 1 and value[-1] in ":," and not value[-2].isdigit():
            value = value[:-1]
        glued = GLUED_TIME_CELL.match(value)
        if glued:
            cells.append(Cell(glued.group("time"), at))
            at, value = at + glued.end(), value[glued.end() :]
        marked = VALUE_CELL_NOTE_MARK.search(value)
        if marked and TABLE_VALUE_CELL.fullmatch(value[: marked.start()]):
            value = value[: marked.start()]  # `45.0(a)`: the note mark refers to a note under the table
        rating_mark = RATING_CELL_NOTE_MARK.search(value)
        if rating_mark and table_rating_class(value[: rating_mark.start()]):
            value = value[: rating_mark.start()]  # `BUY*`: a top pick's mark, defined under the table
        cells.append(Cell(value, at))
    return cells


def _street_only(header: str) -> bool:
    """A header whose rating column is the street's view (`Company Ticker Consensus P/E 27E`, `Cons.
    rating`): every rating word it names stands inside a street column's name."""
    street = [found.span() for found in STREET_RATING_COLUMN.finditer(header)]
    if not street:
        return False
    own = (found for found in TABLE_RATING_COLUMN.finditer(header))
    return all(any(a <= found.start() < b for a, b in street) for found in own)


def _names_columns(line: str) -> bool:
    """A line that names two columns or more (a header, with or without a rating column)."""
    return len({word.group().casefold() for word in TABLE_COLUMN_WORD.finditer(line)}) >= 2


def _is_header(line: str, rated_above: bool) -> bool:
    """A line naming two columns or more, a rating column among them or on a header line just
    above (headers span lines: `Rating` / `Company Ticker Ccy Price Mkt Cap`)."""
    rating = TABLE_RATING_COLUMN.search(line)
    if (rating is None and not rated_above) or COVERAGE_HEADER.search(line.replace(" ", "\n")):
        return False
    scope = line if len(line) < HEADER_CHARS or rating is None else line[: rating.end()]
    return len({word.group().casefold() for word in TABLE_COLUMN_WORD.finditer(scope)}) >= 2


_VALUE_KINDS = ("price", "target", "old", "value")  # TABLE_VALUE_COLUMN's columns that hold a value cell in a row


def _target_places(header: str) -> tuple[int, ...]:
    """Where the target column stands from the rating column, in value columns (a currency column
    holds no value cell of its own: `TWD` is left out of a row's values): 1 is the first value column
    after the rating, -1 the last one before it. Nothing unless the header's words from the rating to
    the target column are all column names the reader knows, one after another.

    `Price Target` after the rating is one column or two (a price column, then a target column):
    where the header names no other price column, two are tried first (a row's cell in the second's
    place must be a price), then one."""
    columns = list(TABLE_VALUE_COLUMN.finditer(header))
    kinds = [column.lastgroup for column in columns]
    if "rating" not in kinds or "target" not in kinds:
        return ()
    rating, target = kinds.index("rating"), kinds.index("target")
    low, high = min(rating, target), max(rating, target)
    if any(header[columns[i].end() : columns[i + 1].start()].strip() for i in range(low, high)):
        return ()  # a column the reader does not know stands between them
    between = sum(kind in _VALUE_KINDS for kind in kinds[low + 1 : high])
    if target < rating:
        return (-(between + 1),)
    split = (columns[target].group("target") or "").casefold().split()[-2:-1] == ["price"] and "price" not in kinds
    return (between + 2, between + 1) if split else (between + 1,)


def _target_place_from_end(header: str) -> int | None:
    """Where the target column stands counted from the header's end, in value columns: -1 the last column.
    For a header whose columns between the rating and the target the reader does not all know (`Rating FY27E
    EPS old FY27E EPS new PT old PT new`), when every column from the target to the end is one it knows, one
    after another, and nothing follows them."""
    columns = list(TABLE_VALUE_COLUMN.finditer(header))
    kinds = [column.lastgroup for column in columns]
    if "rating" not in kinds or "target" not in kinds:
        return None
    target = len(kinds) - 1 - kinds[::-1].index("target")
    if target < kinds.index("rating") or header[columns[-1].end() :].strip():
        return None
    if any(header[columns[i].end() : columns[i + 1].start()].strip() for i in range(target, len(columns) - 1)):
        return None
    return -(sum(kind in _VALUE_KINDS for kind in kinds[target + 1 :]) + 1)


def _end_placed_target(after: list[Cell], place: int) -> Candidate | None:
    """The value cell in the target column's place counted from the row's end (_target_place_from_end), when
    every cell after the rating is a value cell (the row runs to its line's end) and that one holds a price."""
    if not after or not all(TABLE_VALUE_CELL.fullmatch(c.value) for c in after):
        return None
    values = [c for c in after if not TABLE_CURRENCY_CELL.fullmatch(c.value)]
    index = len(values) + place
    if index < 0 or not TABLE_PRICE_CELL.fullmatch(values[index].value):
        return None
    return _as_printed(after, Candidate(values[index].value, values[index].start, values[index].end))


def _leads_with_rating(header: str) -> bool:
    """A header whose first column is the rating (`Rec. Ticker Company PT (HK$) Last (HK$) Upside`)."""
    first = TABLE_VALUE_COLUMN.search(header)
    return first is not None and first.lastgroup == "rating" and not header[: first.start()].strip()


def _rating_first_places(header: str) -> tuple[int, ...]:
    """Under a header that leads with the rating, the target column's place among the value columns
    that follow the row's identity (its code and name columns): 1 is the first. Nothing unless every
    word from the rating to the target column names a column the reader knows (a value column with its
    unit, `Price (A$)`, included)."""
    columns = [c for c in TABLE_VALUE_COLUMN.finditer(header) if c.lastgroup != "currency"]
    targets = [number for number, column in enumerate(columns) if column.lastgroup == "target"]
    if not targets or columns[0].lastgroup != "rating":
        return ()
    between = TABLE_VALUE_COLUMN.sub("", header[columns[0].end() : columns[targets[0]].start()])
    if TABLE_COLUMN_WORD.sub("", between).strip(" ()/"):
        return ()  # a column the reader does not know stands before the target
    return (sum(c.lastgroup in _VALUE_KINDS for c in columns[1 : targets[0]]) + 1,)


def _rating_at(cells: list[Cell], index: int, text: str) -> int | None:
    """The last cell index of a rating starting at `index` (`Buy (UR)`, `Equal Weight` and `Trading Buy`
    take two), or None."""
    if index + 1 < len(cells) and text[cells[index].end : cells[index + 1].start] == " ":
        pair = cells[index].value + " " + cells[index + 1].value
        # a rating of its own, or a two-word code of the report's legend (`Mkt Perf`), not a word and a rating
        coded = pair in rating_legend(text)
        whole_word = normalize_rating(pair) is not None or coded
        if (table_rating_class(pair) or coded) and (whole_word or not table_rating_class(cells[index + 1].value)):
            return index + 1
    return index if table_rating_class(cells[index].value, rating_legend(text)) else None


CHANGE_NOTE_CELLS = 4  # a bracketed note on a rating's change (`(from Equal Weight)`) takes this many cells at most


def _change_note_end(cells: list[Cell], last: int, text: str) -> int:
    """The last cell of a bracketed note on the rating's change that follows the rating cell
    (`Outperform (from Neutral)`), or its bracketed grade (`Buy (1)`), or `last` when none does."""
    if last + 1 < len(cells) and RATING_GRADE_CELL.fullmatch(cells[last + 1].value):
        return last + 1
    if last + 1 >= len(cells) or not RATING_CHANGE_NOTE.match(text, cells[last + 1].start):
        return last
    for index in range(last + 1, min(len(cells), last + 1 + CHANGE_NOTE_CELLS)):
        if cells[index].value.endswith(")"):
            return index
    return last


def _without_old_rating(identity: list[Cell], text: str) -> list[Cell]:
    """The identity cells without the old rating cell that ends them (one cell or two: `Equal Weight`)."""
    for width in (2, 1):
        if len(identity) > width and _rating_at(identity, len(identity) - width, text) == len(identity) - 1:
            return identity[:-width]
    return identity


def _is_price(cell: str) -> bool:
    """A price before a rating: a decimal or thousands separator or a currency (a sign, or letters
    glued before the number: `Rs860`), not a bare code."""
    return bool(TABLE_PRICE_CELL.fullmatch(cell)) and (any(c in cell for c in ",.$¥€£") or cell[:1].isalpha())


def _code(cells: list[Cell], text: str, *, ticker_shaped: bool = False) -> tuple[Candidate, int, int] | None:
    """The row's code and the cell indexes it spans: a listed code (`2330.TT`, glued `Inc.7769.TW`),
    a ticker and its exchange in the next cell (`GOOGL US`), a bare exchange code (`8035`, or bracketed after the
    name: `SK hynix (000660)`), or (unless
    `ticker_shaped`: a table no header names) a first cell that is a bare ticker (`KLAC`)."""
    for index, cell in enumerate(cells):
        listed = LISTED_CODE_CELL.search(cell.value)
        if listed:
            return Candidate(listed.group(), cell.start + listed.start(), cell.end), index, index
    for index, cell in enumerate(cells[:-1]):
        # in the name cell, in brackets (`Kaida Motors (2239 HK)`): the code without them
        opened = cell.value.startswith("(") and cells[index + 1].value.endswith(")")
        root, listing = (
            (cell.value[1:], cells[index + 1].value[:-1]) if opened else (cell.value, cells[index + 1].value)
        )
        bare = (
            LISTED_TICKER_ROOT_CELL.fullmatch(root)
            or NUMERIC_CODE_CELL.fullmatch(root)
            or (HK_SHORT_CODE_CELL.fullmatch(root) and HK_LISTING_CELL.fullmatch(listing))
        )
        if bare and EXCHANGE_CODE.fullmatch(listing) and cells[index + 1].start == cell.end + 1:
            start, end = cell.start + opened, cells[index + 1].end - opened
            return Candidate(text[start:end], start, end), index, index + 1
    for index, cell in enumerate(cells):
        if NUMERIC_CODE_CELL.fullmatch(cell.value):
            return Candidate(cell.value, cell.start, cell.end), index, index
    for index, cell in enumerate(cells[1:], start=1):  # after the name's words: `SK hynix (000660)`
        if bracketed := BRACKETED_NUMERIC_CODE_CELL.fullmatch(cell.value):
            start = cell.start + bracketed.start("code")
            return Candidate(bracketed.group("code"), start, start + len(bracketed.group("code"))), index, index
    last = cells[-1]
    if not ticker_shaped and len(cells) > 1 and _bare_ticker_after_name(cells):
        return Candidate(last.value, last.start, last.end), len(cells) - 1, len(cells) - 1
    first = cells[0].value
    if not ticker_shaped and PLAIN_TICKER_CELL.fullmatch(first) and not NOT_A_TICKER_CELL.fullmatch(first):
        return Candidate(first, cells[0].start, cells[0].end), 0, 0
    return None


def _bare_ticker_after_name(cells: list[Cell]) -> bool:
    """The identity's last cell is a bare US-style ticker after the name's words (`Salesforce CRM`, `HP Inc. HPQ`):
    two capitals or more, no word of the name (those hold a lower-case letter)."""
    last = cells[-1].value
    return (
        len(last) >= 2
        and PLAIN_TICKER_CELL.fullmatch(last) is not None
        and NOT_A_TICKER_CELL.fullmatch(last) is None
        and NAME_WORD_CELL.fullmatch(cells[0].value) is not None
        and any(char.islower() for cell in cells[:-1] for char in cell.value)
    )


def _share_class(cells: list[Cell], index: int) -> bool:
    """The cell at `index` is a share class after a dash in a name (`Weichai Power – H`): no rating cell."""
    return (
        index > 0
        and SHARE_CLASS_DASH.fullmatch(cells[index - 1].value) is not None
        and SHARE_CLASS_MARK.fullmatch(cells[index].value) is not None
    )


def _name(text: str, start: int, end: int) -> Candidate | None:
    """The name between start and end, its brackets and glued note marks left out; one line only."""
    while start < end and text[start] in " (":
        start += 1
    while end > start and text[end - 1] in " ()":  # `Kaida Motors (` before its bracketed code
        if text[end - 1] == ")" and text[start:end].count("(") == text[start:end].count(")"):
            break  # a share class or listing closing the name (`Great Wall Motor (H)`)
        end -= 1
    marked = NAME_NOTE_MARK_END.search(text, start, end)
    if marked and marked.start() > start:
        end = marked.start()  # `Sony Group*`: a note under the table
    value = text[start:end]
    if not value or "\n" in value or len(value) > NAME_CHARS:
        return None
    found = TABLE_NAME_CELL.fullmatch(value)
    if found:
        return Candidate(found.group("name"), start, start + found.end("name"))
    return Candidate(value, start, end) if value[0].isalpha() else None


def _identity(
    cells: list[Cell], text: str, *, ticker_shaped: bool = False
) -> tuple[Candidate, Candidate | None] | None:
    """The code and name of a row's cells before its rating (currencies and prices left out)."""
    found = _code(cells, text, ticker_shaped=ticker_shaped)
    if found is None:
        return None
    code, first, last = found
    root = code.value.split()[0]
    before = list(cells[:first])
    if all(c.value == root for c in before):
        before = []  # a ticker column before the listed code (`GOOGL GOOGL US Alphabet`), no name: `BHP Group BHP AU` is one
    name_end = code.start
    if len(before) > 1 and OTC_TICKER_CELL.fullmatch(before[-1].value):
        before = before[:-1]  # an over-the-counter ticker column between the name and the listed code
        name_end = before[-1].end
    name_start = before[0].start if before else code.start
    if before or code.start > cells[first].start:  # a name before the code, or glued to it
        name = _name(text, min(name_start, cells[first].start), name_end)
    else:
        after = [c for c in cells[last + 1 :] if not TABLE_CURRENCY_CELL.fullmatch(c.value)]
        name = _name(text, after[0].start, after[-1].end) if after else None
        if not after and first == 1:  # `OCBC OCBC SP Neutral …`: a name that is its ticker's root
            name = _name(text, cells[0].start, cells[0].end)
    if name and NOT_A_STOCK_ROW.match(name.value):
        return None
    return code, name


def _as_printed(cells: list[Cell], price: Candidate) -> Candidate:
    """A target cell with the currency cell printed right before it (`KRW 98,000`): one value, as printed."""
    for index, cell in enumerate(cells[1:], 1):
        before = cells[index - 1]
        if cell.end == price.end and before.end + 1 == cell.start and TABLE_CURRENCY_CELL.fullmatch(before.value):
            return Candidate(f"{before.value} {price.value}", before.start, price.end)
    return price


def _placed_target(after: list[Cell], before: list[Cell], places: tuple[int, ...]) -> Candidate | None:
    """The value cell in the target column's first place that holds a price (_target_places):
    `after` the rating cell, or `before` it (the value cells between the row's identity and its
    rating, in order)."""
    for place in places:
        values = [c for c in (after if place > 0 else before) if not TABLE_CURRENCY_CELL.fullmatch(c.value)]
        index = place - 1 if place > 0 else len(values) + place
        if 0 <= index < len(values) and TABLE_PRICE_CELL.fullmatch(values[index].value):
            cells = after if place > 0 else before
            return _as_printed(cells, Candidate(values[index].value, values[index].start, values[index].end))
    return None


def _flag_column(header: str) -> str | None:
    """A flag column right after the header's rating column (`Company Ticker Rating CL Price PT Upside`): one
    short word that names no column the reader knows, a column value columns follow. Its rows print a
    mark in it or nothing (a conviction list, a top pick)."""
    columns = list(TABLE_VALUE_COLUMN.finditer(header))
    rating = next((number for number, column in enumerate(columns) if column.lastgroup == "rating"), None)
    if rating is None or rating + 1 >= len(columns):
        return None
    between = header[columns[rating].end() : columns[rating + 1].start()].split()
    if len(between) != 1 or len(between[0]) > FLAG_COLUMN_CHARS or not between[0].isalpha():
        return None
    return between[0] if not TABLE_COLUMN_WORD.fullmatch(between[0]) else None


def _is_flag_mark(cell: str, flag_column: str) -> bool:
    return cell.casefold() == flag_column.casefold() or FLAG_MARK_CELL.fullmatch(cell) is not None


def _slashed_target(after: list[Cell]) -> tuple[Candidate, int] | None:
    """The target printed after the rating in one cell under a `Rating / PT` column, and how many cells it takes:
    the price after the slash (`OW / £31.50`, `EW / EUR 560`), or the price right after the rating where the cell prints the two
    over each other, no slash between (`BUY` over `KRW312,000`: one line `BUY KRW312,000`)."""
    if len(after) >= 2 and after[0].value == "/" and TABLE_PRICE_CELL.fullmatch(after[1].value):
        return Candidate(after[1].value, after[1].start, after[1].end), 2
    if (
        len(after) >= 3
        and after[0].value == "/"
        and TABLE_CURRENCY_CELL.fullmatch(after[1].value)
        and TABLE_PRICE_CELL.fullmatch(after[2].value)
        and after[2].start == after[1].end + 1
    ):  # the currency printed apart before the price (`EW / EUR 560`): one value, as printed
        return Candidate(f"{after[1].value} {after[2].value}", after[1].start, after[2].end), 3
    if after and TABLE_PRICE_CELL.fullmatch(after[0].value):
        return Candidate(after[0].value, after[0].start, after[0].end), 1
    return None


def _labelled_target(cells: list[Cell]) -> Candidate | None:
    """A price the row labels as its target (`Kaveri Software (KAVS IN) - Buy - TP INR1,880`): a target word
    cell, then the price (a currency cell may stand between them)."""
    for index, cell in enumerate(cells[:-1]):
        if not TABLE_TARGET_WORD.fullmatch(cell.value.rstrip(":")):
            continue
        at = index + 2 if TABLE_CURRENCY_CELL.fullmatch(cells[index + 1].value) else index + 1
        if at < len(cells) and TABLE_PRICE_CELL.fullmatch(cells[at].value):
            return _as_printed(cells, Candidate(cells[at].value, cells[at].start, cells[at].end))
        return None
    return None


def _target(cells: list[Cell], priced_before: bool, *, changed: bool = False) -> Candidate | None:
    """The current price, then the target; only the target when the price came before the rating.
    Currencies and no-value marks (`nc`, `n.a.`) are no column; a target is never negative, so a
    dash before it is a separator (`-377.000`). Under a header of old and new columns (`changed`:
    `Target Price` / `Old New`), the target cell is the old one and the price after it the new one
    (`-112.00 100.00`), unless the new cell is a no-change mark (`nc`)."""
    wanted = 1 if priced_before else 2
    dropped = [TABLE_NO_VALUE_CELL.fullmatch(c.value) is not None for c in cells]
    kept = [c for c, no_value in zip(cells, dropped) if not (TABLE_CURRENCY_CELL.fullmatch(c.value) or no_value)]
    prices = [Cell(c.value.lstrip("-"), c.end - len(c.value.lstrip("-"))) for c in kept[:wanted]]
    if len(prices) == wanted and all(TABLE_PRICE_CELL.fullmatch(c.value) for c in prices):
        if changed and len(kept) > wanted and TABLE_PRICE_CELL.fullmatch(kept[wanted].value):
            old_at = cells.index(kept[wanted - 1])
            if not any(dropped[old_at + 1 : cells.index(kept[wanted])]):
                prices[-1] = kept[wanted]
        return _as_printed(cells, Candidate(prices[-1].value, prices[-1].start, prices[-1].end))
    return None


def _name_above(text: str, line_start: int, header_end: int) -> Candidate | None:
    """A row without a name may have it alone on the line above (a long name wraps onto its own line)."""
    if line_start - 1 <= header_end:
        return None
    above = text.rfind("\n", 0, line_start - 1) + 1
    line = text[above : line_start - 1]
    found = TABLE_NAME_CELL.fullmatch(line)
    if not found or not _name_fragment(line):
        return None
    return Candidate(found.group("name"), above, above + found.end("name"))


def _is_value_before_rating(cell: str) -> bool:
    """A value cell between a row's identity and its rating: a currency, a price, a date, or a percentage
    or multiple (a table that prints its rating column last: `… 49.85 62.00 24% BUY`)."""
    return bool(
        TABLE_CURRENCY_CELL.fullmatch(cell)
        or _is_price(cell)
        or TABLE_DATE_CELL.fullmatch(cell)
        or TABLE_RATIO_CELL.fullmatch(cell)
    )


def _is_bare_value_after_code(identity: list[Cell], text: str) -> bool:
    """The identity's last cell a bare whole number (`668`, `612`: prices with no separator, as Indian and Japanese
    tables print them) standing after the row's listed code (`KRPL IN 668 3.3 … 612 Reduce`): a value column before
    a rating printed far right, no code of its own (a bare exchange code, `8035`, is the row's code when no listed
    code comes before it)."""
    if len(identity) < 2 or not TABLE_PRICE_CELL.fullmatch(identity[-1].value) or "." in identity[-1].value:
        return False
    return _listed_code_before(identity[:-1], text)


def _listed_code_before(cells: list[Cell], text: str) -> bool:
    """A code with its listing among the cells (`KRPL IN`, `2330.TT`, `0700 HK`), not the last cell alone."""
    found = _code(cells, text, ticker_shaped=True)
    return found is not None and (LISTED_CODE_CELL.search(found[0].value) is not None or found[1] != found[2])


class _Valued(Protocol):
    @property
    def value(self) -> str: ...


ValuedCell = TypeVar("ValuedCell", bound=_Valued)


def new_values(cells: list[ValuedCell]) -> list[ValuedCell]:
    """Cells with each change printed in one cell (`Hold -> Buy`, `$45 -> $52`; `Hold ->` before the new rating)
    read as its new value: an arrow cell and the old value before it are no cells of their own."""
    kept: list[ValuedCell] = []
    for cell in cells:
        if CHANGE_ARROW_CELL.fullmatch(cell.value) and kept:
            kept.pop()
            continue
        kept.append(cell)
    return kept


def _row(
    cells: list[Cell],
    text: str,
    header: tuple[int, int],
    *,
    targeted: bool,
    closed: bool = True,
    target_places: tuple[int, ...] = (),
    changed: bool = False,
    rerated: bool = False,
    rating_first: bool = False,
    slashed: bool = False,
    flag_column: str | None = None,
    target_from_end: int | None = None,
    legend: Mapping[str, str] | None = None,
    ranked: bool = False,
    new_first: bool = False,
    rating_in_name: bool = False,
) -> TableRow | None:
    """A row's call: its first rating cell after its identity (a rating word before a numeric code:
    `1`, `2H` are read only where no word follows), then (when `closed`) a value cell or the line's end.
    `target_places`: the target column's place from the header (_target_places), when known;
    `changed`: the header names old and new columns (_target); `rerated`: old and new rating columns, the
    old rating cell before the new one, the call, is left out of the row's identity; `rating_first`: the
    header leads with the rating column, so a row may open with its rating cell (_rating_first_row); `slashed`: the
    header's one column holds the rating and the target (`Rating / PT`), a row's cell both (`OW / £31.50`);
    `flag_column`: the name of a flag column after the rating (`CL`), whose mark in a row is no value;
    `target_from_end`: the target column's place from the row's end (_target_place_from_end). `legend`: a row of a table no header
    names (_headerless_table): its code is ticker-shaped, its rating cell a word of the lexicon or a
    code the report's legend defines (schemas/lexicon.py rating_legend). `ranked`: the header leads with a rank
    column, so the row's first cell, a number, is its place in the order, no rating and no part of its name.
    `new_first`: a second header row prints each group's new value before its old one (`New Old`): the first of two
    rating cells is the call, the old one after it no value cell. `rating_in_name`: the header's name column holds
    the rating in brackets (_rating_in_name_row)."""
    if rating_in_name:
        return _rating_in_name_row(cells, text, header, target_places)
    cells = new_values(cells)
    if ranked and len(cells) > 2 and RANK_CELL.fullmatch(cells[0].value):
        cells = cells[1:]
    spots = [
        (index, last)
        for index in range(1, min(len(cells), IDENTITY_CELLS + 8))
        if (last := _rating_at(cells, index, text)) is not None
        and (legend is None or rates_without_header(text[cells[index].start : cells[last].end], legend))
    ]
    spots.sort(key=lambda spot: cells[spot[0]].value[:1].isdigit())
    for index, last in spots:
        after = cells[_change_note_end(cells, last, text) + 1 :]
        prior = (
            _rating_at(after, 1, text) if len(after) > 1 and PRIOR_VALUE_NOTE_WORD.fullmatch(after[0].value) else None
        )
        if prior is not None:
            after = after[prior + 1 :]  # `Hold was Buy NT$142 …`: a grey note on the previous rating, kept on the line
        if new_first and after and _rating_at(after, 0, text) is not None:
            after = after[1:]  # the old rating after the new one
        in_cell = _slashed_target(after) if slashed else None
        slashed_target = in_cell[0] if in_cell else None
        if in_cell is not None:
            after = after[in_cell[1] :]  # the slash and the target: the cell's rest
        if flag_column is not None and after and _is_flag_mark(after[0].value, flag_column):
            after = after[1:]  # `BUY CL NT$1,205 …`: the row is on the list the flag column names
        if (
            closed
            and after
            and not (
                TABLE_VALUE_CELL.fullmatch(after[0].value)
                or TARGET_UNDER_REVIEW_CELL.fullmatch(after[0].value)  # `Neutral UR CHF212`: no target, no price
                or _labelled_target(after)
            )
        ):
            continue
        identity = list(cells[:index])
        if rerated:
            identity = _without_old_rating(identity, text)
        if len(identity) > 1 and RATING_ACTION_CELL_EN.fullmatch(identity[-1].value):
            identity.pop()  # an Action column's cell (`Maintain`, `Upgrade`) beside the rating
        before: list[Cell] = []
        while identity and (_is_value_before_rating(identity[-1].value) or _is_bare_value_after_code(identity, text)):
            before.insert(0, identity.pop())
        prices = sum(_is_price(c.value) for c in before)
        if not identity or len(identity) > IDENTITY_CELLS:
            continue
        if any(
            _is_price(c.value) or (table_rating_class(c.value) and not _share_class(identity, number))
            for number, c in enumerate(identity)
        ):
            continue  # a row's identity holds no price and no rating: a legend's or a summary's line
        found = _identity(identity, text, ticker_shaped=legend is not None)
        if found is None:
            continue
        code, name = found
        if name is None and not after and text[code.end : code.end + 1] == ":":
            continue  # `UP: Underperform`: a legend's entry, its code the rating's abbreviation, no stock's row
        rating = Candidate(text[cells[index].start : cells[last].end], cells[index].start, cells[last].end)
        if table_rating_class(rating.value) == "unrated":
            return None
        target: Candidate | None = slashed_target
        if target is None and target_places:
            target = _placed_target(after, before, target_places)
        elif target is None and target_from_end is not None:
            target = _end_placed_target(after, target_from_end)
        if target is None and not target_places and targeted:
            target = _target(after, prices > 0, changed=changed)
        return TableRow(code, name, rating, _labelled_target(after) or target, header)
    if rating_first and legend is None:
        return _rating_first_row(cells, text, header, target_places)
    return None


RATING_IN_NAME_CELLS = 2  # a bracketed rating in a name cell takes this many cells at most (`(Equal Weight)`)


def _rating_in_name_row(
    cells: list[Cell], text: str, header: tuple[int, int], target_places: tuple[int, ...]
) -> TableRow | None:
    """A row whose name cell holds its rating in brackets (`Alpha Foods (Underweight) ALFD US $46.90 $41.00 15.2x`,
    under `Company (rating) Ticker Price PT P/E`): the name, the bracketed rating, the code, then value cells only; the
    target in the target column's place among the values after the code (_name_columns reads the header's rating
    column there)."""
    for index in range(1, min(len(cells), IDENTITY_CELLS)):
        if not cells[index].value.startswith("("):
            continue
        for width in range(1, RATING_IN_NAME_CELLS + 1):
            last = index + width - 1
            if last >= len(cells) or not cells[last].value.endswith(")"):
                continue
            start, end = cells[index].start + 1, cells[last].end - 1
            rating = Candidate(text[start:end], start, end)
            rest = cells[last + 1 :]
            found = _code(rest, text, ticker_shaped=True) if rest else None
            if normalize_rating(rating.value) is None or found is None or found[1] != 0:
                continue
            values = rest[found[2] + 1 :]
            if not all(TABLE_VALUE_CELL.fullmatch(c.value) for c in values):
                return None
            name = _name(text, cells[0].start, cells[index].start)
            if normalize_rating(rating.value) == "unrated" or (name and NOT_A_STOCK_ROW.match(name.value)):
                return None
            target = _placed_target(values, [], target_places) if target_places else None
            return TableRow(found[0], name, rating, target, header)
    return None


def _rating_first_row(
    cells: list[Cell], text: str, header: tuple[int, int], target_places: tuple[int, ...]
) -> TableRow | None:
    """A row that opens with its rating cell (`Buy 1877 HK Jinhai Property Services 14.60 11.02 32%`):
    its identity the cells up to the first value cell, then its values; the target in the target
    column's place (_rating_first_places)."""
    last = _rating_at(cells, 0, text) if cells else None
    if last is None:
        return None
    identity = list(cells[last + 1 :])
    values: list[Cell] = []
    while identity and (TABLE_VALUE_CELL.fullmatch(identity[-1].value) or _is_price(identity[-1].value)):
        values.insert(0, identity.pop())
    if not identity or len(identity) > IDENTITY_CELLS or any(table_rating_class(c.value) for c in identity):
        return None
    found = _identity(identity, text)
    if found is None:
        return None
    rating = Candidate(text[cells[0].start : cells[last].end], cells[0].start, cells[last].end)
    if table_rating_class(rating.value) == "unrated":
        return None
    target = _placed_target(values, [], target_places) if target_places else None
    return TableRow(found[0], found[1], rating, target, header)


def rates_without_header(cell: str, legend: Mapping[str, str]) -> bool:
    """A rating cell read with no header naming its column: a word of the lexicon (`Buy`, `Overweight`),
    or a code the report's legend defines (`2` where `2 = Neutral`; Citi's high-risk `2H` by its `2`)."""
    if normalize_rating(cell):
        return True
    code = cell.split(" (")[0]
    return code in legend or (code[-1:] == "H" and code[:-1] in legend)


def _name_fragment(line: str) -> bool:
    """A line that holds only words of a name: the second line of a name cell that wraps, or a name
    printed above its row."""
    return bool(
        TABLE_NAME_CELL.fullmatch(line)
        and not TABLE_COLUMN_WORD.search(line)
        and not NOT_A_STOCK_ROW.match(line)
        and not table_rating_class(line)
        and not OLD_NEW_COLUMNS.search(line)  # a header's second line (`Old New Old New`)
        and not any(_is_price(word) for word in line.split())  # an unrated row (`CCCC IN Gamma INR412 NR`)
    )


def _flattened_rows(text: str, line_start: int, line: str) -> list[TableRow]:
    """Rows after a header on its own line, each ending on its rating cell."""
    rating = TABLE_RATING_COLUMN.search(line)
    if rating is None:
        return []
    cells = _cells(text, line_start + rating.end(), line_start + len(line))
    rows, start = [], 0
    index = 0
    while index < len(cells):
        last = _rating_at(cells, index, text) if index > start else None
        if last is None:
            index += 1
            continue
        row = _row(cells[start : last + 1], text, (line_start, line_start + rating.end()), targeted=False, closed=False)
        if row:
            rows.append(row)
        start = index = last + 1
    return rows if len(rows) >= 2 else []  # one "row" is a header's words that happen to end on a rating


def _opens_with_rating(text: str, start: int, end: int) -> bool:
    """A line of a rating cell then value cells only (`1 ¥5,120 ¥6,300 23%`), or of a rating cell alone
    with its change note (`Buy (from Neutral)`, its values on the lines below): a row's rest, its identity
    on the line above."""
    cells = _cells(text, start, end)
    last = _rating_at(cells, 0, text) if cells else None
    if last is None:
        return False
    rest = cells[_change_note_end(cells, last, text) + 1 :]
    return all(TABLE_VALUE_CELL.fullmatch(c.value) or _is_price(c.value) for c in rest)


def _read_row(text: str, start: int, header: tuple[int, int], end: int, **options: Any) -> TableRow | None:
    """The row of text[start:end] (_row with `options`)."""
    return _row(_cells(text, start, end), text, header, **options)


def _read_from(text: str, start: int, header: tuple[int, int], options: dict[str, Any], end: int) -> TableRow | None:
    """The row of text[start:end] (_row with `options`)."""
    return _row(_cells(text, start, end), text, header, **options)


def _headerless_table(
    text: str, lines: list[str], starts: list[int], number: int, legend: Mapping[str, str]
) -> _Table | None:
    """A table no header line names as one (its header words are none the reader knows, or it has
    none), found by what its cells hold: this line and the next are rows, each a ticker-shaped code
    (`0700 HK`, `CBLT.O`, `2330.TW`, `600519`) and a rating cell (rates_without_header) followed by a
    value cell or the line's end. Its header is the line above, when that line holds no number or
    names two columns (`Stock Code Call Price (26 Jul) Tgt PT`)."""
    if number + 1 >= len(lines):
        return None
    for at in (number, number + 1):
        end = starts[at + 1] - 1
        if _row(_cells(text, starts[at], end), text, (0, 0), targeted=False, legend=legend) is None:
            return None
    start = starts[number]
    header = lines[number - 1] if number else ""
    columns = {word.group().casefold() for word in TABLE_COLUMN_WORD.finditer(header)}
    above = starts[number - 1] if number and (len(columns) >= 2 or not any(c.isdigit() for c in header)) else start
    street = above < start and _street_only(header)
    places = _target_places(header) if above < start and not street else ()
    return _Table(
        above, max(above, start - 1), max(above, start - 1), target_places=places, headerless=True, street=street
    )


def _header_top(text: str, start: int) -> int:
    """Where a header's first lines start above its line at `start`: HEADER_ABOVE before it, below the
    last line there that ends a sentence (a paragraph's, a risk item's) or names a source (the exhibit above's last
    line), which no header's line is."""
    top = text.rfind("\n", 0, max(0, start - HEADER_ABOVE)) + 1
    at = start - 1
    while at > top:
        line_start = text.rfind("\n", 0, at) + 1
        line = text[line_start:at].strip()
        if (PROSE_END.search(line) and len(line.split()) >= MIN_SENTENCE_WORDS) or SOURCE_MARK_EN.search(line):
            return at + 1
        at = line_start - 1
    return top


MIN_SENTENCE_WORDS = 4  # a line of this many words ending in a full stop is a sentence, no header's line


def line_table_rows(text: str) -> list[TableRow]:
    """Every row of the text's stock tables printed one row a line. A row's name that wraps onto
    the next line of its cell (`Jade Mountain …` / `Packaging`) is one name, when the line after the
    wrap is no row of a name-less stock (whose name the line above holds: _name_above)."""
    rows: list[TableRow] = []
    table: _Table | None = None
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    legend = rating_legend(text)
    skip, rated_at = 0, -HEADER_ABOVE - 1
    wrap: Candidate | None = None  # a name fragment on the line after the last row
    for number, line in enumerate(lines):
        start = starts[number]
        if skip:
            skip -= 1
            continue
        if TABLE_RATING_COLUMN.search(line) and len(line) < HEADER_CHARS:
            rated_at = start
        union = _group_union(table.header_line, line) if table is not None and _right_under(table, start) else None
        if table is not None and _splits_new_old(table, line, start) and (union is None or _new_first(line)):
            # `Rating Price target` / `Company Ticker New Old New Old`: each group's new value, the call, comes first
            table.new_first = _new_first(line)
            if table.new_first:
                table.target_places = (1,)  # the first value column after the ratings: the new target
            table.last_end = start + len(line)
            continue
        if table is not None and union is not None:
            # `Price (LC) | Rating` over `Bank Ticker Current Target Old New`: the columns are both rows' union
            header, rating_order = union
            _name_columns(table, header)
            table.new_first = rating_order == "new_first"
            table.old_rating_first = rating_order == "old_first"
            table.last_end = start + len(line)
            continue
        if table is not None and _goes_on_naming(table, line, start):
            _name_columns(table, f"{table.header_line} {line}")  # `… Rating Mkt cap (KRW tn)` / `Upside TP (local)`
            table.last_end = start + len(line)
            continue
        if _is_header(line, start - rated_at <= HEADER_ABOVE):
            flattened = _flattened_rows(text, start, line)
            rows += flattened
            above = _header_top(text, start)
            table = None if flattened else _Table(above, start + len(line), start + len(line))
            tail = _header_tail_start(text, start, line) if table is not None else None
            if table is not None and tail is not None:
                # the header's first rows glued onto its line: its columns are the words before them
                table.header_end = tail - 1
                _name_columns(table, text[start:tail].rstrip())
                tail_rows, more = _header_tail_rows(text, lines, starts, number, tail, table, legend)
                if tail_rows:
                    rows += tail_rows
                    table.first_row, table.last_end = tail, starts[number + more + 1] - 1
                    skip = more
                    rated_at = -HEADER_ABOVE - 1
                else:
                    table.header_end = start + len(line)
                    _name_columns(table, line)
            elif table is not None:
                _name_columns(table, line)
            if table is not None and NOT_HOUSE_RATINGS_CAPTION.search(text, above, start + len(line)):
                table.street = True  # its caption says the ratings are the market's (`consensus ratings`)
            wrap = None
            continue
        if table is None:
            table = _headerless_table(text, lines, starts, number, legend)
            if table is None:
                continue
        if TABLE_END_LINE.match(line) or start - table.last_end > TABLE_ROW_REACH:
            if wrap is not None and TABLE_END_LINE.match(line):
                rows[-1] = _with_wrapped_name(rows[-1], wrap)
            table, wrap = None, None
            continue
        header_end = table.first_row if table.first_row is not None else start
        targeted = bool(TABLE_TARGET_WORD.search(text, table.header_start, header_end))
        # A bracketed name that wraps (`005935.KS (SEC-Pref -` / `Samsung)` / `O KRW …`): the row
        # goes on on the next lines.
        wraps = WRAPPED_LINES if line.count("(") > line.count(")") else 0

        header_span, options = _row_options(text, table, header_end, legend)
        read = partial(_read_from, text, start, header_span, options)
        glued = _glued_rows(text, start, start + len(line), header_span, options)
        if glued and (
            (len(glued) >= 2 and _value_column_last(table.header_line) and not table.halves)
            or read(start + len(line)) is None
            or _rating_column_last(table.header_line)
        ):
            # rows the text layer ran together on one line (`… SOFC tech developer Delta 2308 TT Buy TWD 2,900.0 …`):
            # where the line read as one row is none, or the header's last column is the rating (nothing after the
            # row's rating cell is its own: `Intel INTC US USD 112.54 200.00 Buy Samsung Electronics 005930 KS …`)
            # the header kept with them is its own line, not the lines above it (a risk list's last items)
            own = (text.rfind("\n", 0, max(0, table.header_end - 1)) + 1, table.header_end)
            rows += [] if table.street else [replace(row, header=own) for row in glued]
            table.last_end = start + len(line)
            rated_at = -HEADER_ABOVE - 1
            table.first_row = start if table.first_row is None else table.first_row
            wrap = None
            continue
        for more in range(wraps + 1):
            end = starts[min(number + more + 1, len(lines))] - 1
            row = read(end)
            if row is not None:
                skip = more
                break
        following = number + skip + 1
        if (
            row is None
            and following < len(lines)
            and _opens_with_rating(text, starts[following], starts[following + 1] - 1)
        ):
            # a long name cell pushed the rating and values onto the next line (`7719 JP Tokai
            # Precision Instruments` / `1 ¥5,120 ¥6,300 23%`)
            row = read(starts[following + 1] - 1)
            if row is not None:
                skip, end = skip + 1, starts[following + 1] - 1
        following = number + skip + 1
        if row is not None and row.target is None and targeted and following < len(lines):
            # a long name cell pushed the row's values onto the next line (`Buy 1877 HK Jinhai Property
            # Services` / `14.60 11.02 32%`)
            values = lines[following].split()
            if values and all(TABLE_VALUE_CELL.fullmatch(value) for value in values):
                joined = read(starts[following + 1] - 1)
                if joined is not None and joined.target is not None:
                    row, skip, end = joined, skip + 1, starts[following + 1] - 1
        if (row is None or row.target is None) and targeted and skip == 0:
            # a tight table's cells printing a second line (the previous rating under the rating, the upside under
            # the target): the row runs on over the lines below that hold only values and such notes
            continued, more = _continued_row(text, lines, starts, number, _cells(text, start, starts[number + 1] - 1))
            joined = _row(continued, text, header_span, **options) if more else None
            if joined is not None and (row is None or joined.target is not None):
                row, skip, end = joined, more, starts[number + more + 1] - 1
        if row is None and table.first_row is not None and _names_columns(line):
            table, wrap = None, None  # the header of the next table (`Company Ticker Consensus P/E 27E`)
            continue
        if row is None:
            after_row = rows and table.first_row is not None and start == table.last_end + 1
            named = after_row and rows[-1].name is not None and rows[-1].name.end < start
            wrap = (
                Candidate(line.strip(), start, start + len(line.rstrip()))
                if named and _name_fragment(line) and not _group_label(line.strip(), rows[-1])
                else None
            )
            continue
        if row.name is None:
            row = replace(row, name=_name_above(text, start, table.last_end))
        elif wrap is not None:
            rows[-1] = _with_wrapped_name(rows[-1], wrap)
        wrap = None
        if not table.street:
            rows.append(row)
            second = _second_half(text, row, end, header_span, options) if table.halves else None
            if second is not None:
                rows.append(second)
        table.last_end = end
        rated_at = -HEADER_ABOVE - 1  # a rating column above this row names no column of a later header
        if table.first_row is None:
            table.first_row = start
    return rows


def _row_options(
    text: str, table: _Table, header_end: int, legend: Mapping[str, str]
) -> tuple[tuple[int, int], dict[str, Any]]:
    """A table's header span (its header lines to its first row) and the options its rows are read with (_row)."""
    targeted = bool(TABLE_TARGET_WORD.search(text, table.header_start, header_end))
    changed = bool(OLD_NEW_COLUMNS.search(text, table.header_start, header_end))
    rerated = table.old_rating_first or bool(OLD_NEW_RATING_COLUMNS.search(text, table.header_start, header_end))
    slashed = bool(RATING_SLASH_TARGET_COLUMN.search(text, table.header_start, header_end))
    header_span = (table.header_start, max(table.header_end, header_end - 1))
    options: dict[str, Any] = dict(
        targeted=targeted,
        target_places=table.target_places,
        changed=changed,
        rerated=rerated,
        rating_first=table.rating_first,
        slashed=slashed,
        flag_column=table.flag_column,
        target_from_end=table.target_from_end,
        legend=legend if table.headerless else None,
        ranked=table.ranked,
        new_first=table.new_first,
        rating_in_name=table.rating_in_name,
    )
    return header_span, options


CONTINUED_LINES = 4  # a tight table's row whose cells print a second line runs on this many lines below its own at most


def _continuation_cells(text: str, start: int, end: int) -> list[Cell] | None:
    """The value cells of a line that continues a tight table's row (`NT$1,250`, `+21.4%`, `HK$9.60 Prev: HK$7.90`,
    `was Hold`): values only, then at most a grey note on a previous value (PRIOR_VALUE_NOTE_TAIL), which is none of
    the row's cells. None for any other line."""
    note = PRIOR_VALUE_NOTE_TAIL.search(text, start, end)
    cells = _cells(text, start, note.start() if note else end)
    if (not cells and note is None) or not all(ROW_CONTINUATION_CELL.fullmatch(c.value) for c in cells):
        return None
    return cells


def _continued_row(
    text: str, lines: list[str], starts: list[int], number: int, cells: list[Cell]
) -> tuple[list[Cell], int]:
    """A row's cells (on line `number`) with those of the lines below that continue it (_continuation_cells), and
    how many lines those are. A tight table prints a cell's second line (the previous rating under the rating, the
    upside or the old target under the target) in small grey type, and the text layer breaks the row there: `Jinghong
    Electronics 2391 TT Buy` / `was Hold` / `NT$1,250` / `+21.4%` / `NT$1,030 18.2`. A grey note that ends the row's own
    line (`Buy Prev: Hold`) is none of its cells."""
    note = PRIOR_VALUE_NOTE_TAIL.search(text, starts[number], starts[number + 1] - 1)
    if note is not None:
        cells = [c for c in cells if c.start < note.start()]
    more = 0
    for at in range(number + 1, min(len(lines), number + 1 + CONTINUED_LINES)):
        found = _continuation_cells(text, starts[at], starts[at + 1] - 1)
        if found is None:
            break
        cells, more = cells + found, more + 1
    return cells, more


def _header_tail_start(text: str, start: int, line: str) -> int | None:
    """Where a header's line holds its first rows after its column names (`Company Ticker Rating Target Price PE 27E
    Jinghong Electronics 2391 TT Buy`, a tight table whose rows the text layer glued onto the header's line): the first
    name-opening cell (ROW_NAME_OPENING_CELL) after the last column name the reader knows, when a listed code follows."""
    names = [found.end() for found in TABLE_VALUE_COLUMN.finditer(line)]
    names += [found.end() for found in TABLE_COLUMN_WORD.finditer(line)]
    if not names:
        return None
    cells = _cells(text, start + max(names), start + len(line))
    for index, cell in enumerate(cells):
        if ROW_NAME_OPENING_CELL.fullmatch(cell.value):
            rest = cells[index:]
            return cell.start if _code(rest, text, ticker_shaped=True) is not None else None
    return None


def _header_tail_rows(
    text: str,
    lines: list[str],
    starts: list[int],
    number: int,
    tail: int,
    table: _Table,
    legend: Mapping[str, str],
) -> tuple[list[TableRow], int]:
    """The rows glued onto a header's line from `tail` on (_header_tail_start), and how many lines below continue the
    last one: a row runs from a name-opening cell to the value cells that end it (`Bank Karya Nusantara BKRY.JK OW IDR
    11,200 IDR 9,450 3.9 4.1% Straits Garden Bank SGRB.SI N …`). Every part must read as a row, else none is read."""
    header_span, options = _row_options(text, table, tail, legend)
    cells = _cells(text, tail, starts[number + 1] - 1)
    parts: list[list[Cell]] = [[]]
    ended = False  # the table's source line is glued on too (`… 6.2% Source: …`): the table ends on this line
    for cell in cells:
        previous = parts[-1][-1].value if parts[-1] else None
        if previous and ROW_CONTINUATION_CELL.fullmatch(previous) and ROW_NAME_OPENING_CELL.fullmatch(cell.value):
            ended = bool(TABLE_END_LINE.match(cell.value))
            if ended:
                break
            parts.append([])
        parts[-1].append(cell)
    continued, more = (parts[-1], 0) if ended else _continued_row(text, lines, starts, number, parts[-1])
    rows = []
    for index, part in enumerate(parts):
        row = _row(part, text, header_span, **options)
        if index == len(parts) - 1 and more:
            joined = _row(continued, text, header_span, **options)
            row, more = (joined, more) if joined is not None and (row is None or row.target is None) else (row, 0)
        if row is None:
            # the rows split another way: one per listed code (`… 67.6 Weichai Power – H 2338 HK HKD 34.10 50.00 Buy …`)
            return _glued_rows(text, tail, starts[number + 1] - 1, (starts[number], tail - 1), options), 0
        rows.append(row)
    return rows, more


def _splits_new_old(table: _Table, line: str, start: int) -> bool:
    """The line right under a header, before its first row, naming the identity columns and then only the new and
    old words that split the header's groups (`Rating Price target` / `Company Ticker New Old New Old`)."""
    return (
        table.first_row is None
        and not table.headerless
        and bool(table.header_line)
        and start == table.last_end + 1
        and NEW_OLD_SUBHEADER_LINE_EN.match(line) is not None
    )


def _new_first(line: str) -> bool:
    """A second header row that splits each group new then old (`Company Ticker New Old New Old`)."""
    first = NEW_OLD_SUBHEADER_LINE_EN.match(line)
    return bool(first and NEW_COLUMN_WORD.fullmatch(first.group("first")))


def _right_under(table: _Table, start: int) -> bool:
    """The line right under the table's header lines, before its first row."""
    return table.first_row is None and not table.headerless and bool(table.header_line) and start == table.last_end + 1


def _group_union(groups_line: str, line: str) -> tuple[str, str | None] | None:
    """A header printed in two rows, group labels over their sub-columns (`Price (LC) | Rating` over `Bank Ticker
    Current Target Old New`): the header as one row of columns, and where the rows print their old rating (`old_first`,
    `new_first`, or None when no group is the rating's). The upper row names nothing but the groups (known value
    columns: TABLE_VALUE_COLUMN); the lower one the identity columns the groups do not span, then the sub-columns, the
    same number under each group, in the groups' order (value columns after them span both rows: `Upside`). A sub-column that names a column of its own (`Target` under
    `Price`) is that column; a new or old word (`Current`, `Old`, `New`) is its group's value then (`Current Price`,
    `Old Rating`). An old rating's column is no value column of the row (the reader leaves the old rating cell out of
    the row: `rerated`, `new_first`), so the union names the rating column once, where its new cell stands."""
    leading = LEADING_IDENTITY_COLUMNS_EN.match(groups_line)
    if leading and not TABLE_IDENTITY_COLUMN.search(line):
        # the identity columns named in the upper row only, spanning both (`Company Ticker Rating Target price`
        # over `Prev. Curr. Prev. Curr.`): read as the lower row's first columns
        groups_line, line = groups_line[leading.end() :], f"{leading.group().strip()} {line.strip()}"
    groups_line = GROUP_UNIT_EN.sub("", groups_line)
    known = list(TABLE_VALUE_COLUMN.finditer(groups_line))
    # a group of estimates after the call's groups (`EPS 2027E` over `Old New`): its sub-columns are values
    estimates = [
        found
        for found in ESTIMATE_GROUP_EN.finditer(groups_line)
        if not any(k.start() < found.end() and found.start() < k.end() for k in known)
    ]
    groups = sorted([*known, *estimates], key=lambda found: found.start())
    unknown = ESTIMATE_GROUP_EN.sub("", TABLE_VALUE_COLUMN.sub("", groups_line))
    if not known or unknown.strip() or TABLE_VALUE_COLUMN.fullmatch(line.strip()):
        return None
    words = line.split()
    own: list[str] = []  # value columns after the groups' sub-columns, which span both rows (`Upside`)
    while words and TABLE_VALUE_COLUMN.fullmatch(words[-1]) and not SUB_COLUMN_WORD_EN.fullmatch(words[-1]):
        own.insert(0, words.pop())
    subs: list[str] = []
    while words and (SUB_COLUMN_WORD_EN.fullmatch(words[-1]) or TABLE_VALUE_COLUMN.fullmatch(words[-1])):
        subs.insert(0, words.pop())
    per_group, rest = divmod(len(subs), len(groups))
    if per_group < 2 or rest or not words:
        return None
    columns: list[str] = []
    rating_order: str | None = None
    for number, group in enumerate(groups):
        under = subs[number * per_group : (number + 1) * per_group]
        if group.lastgroup == "rating":
            olds = [OLD_COLUMN_WORD.fullmatch(word) is not None for word in under]
            if per_group != 2 or sorted(olds) != [False, True]:
                return None  # a rating group split other than into its old and new values
            rating_order = "old_first" if olds[0] else "new_first"
            columns.append(group.group())
            continue
        # a target group's old and new columns as `Old PT` / `New PT`: `New Price target` is one column, never a
        # price and a target
        label = "PT" if group.lastgroup == "target" else group.group()
        if group.re is ESTIMATE_GROUP_EN:
            columns += [label] * len(under)  # an estimate's old and new cells are values alike (`EPS 2027E`)
            continue
        for word in under:
            named = TABLE_VALUE_COLUMN.fullmatch(word)
            columns.append(word if named and named.lastgroup != "price" else f"{word} {label}")
    return " ".join([*words, *columns, *own]), rating_order


def _goes_on_naming(table: _Table, line: str, start: int) -> bool:
    """The line right under a header (or under its last such line), before its first row, naming
    nothing but value columns the reader knows, no rating column among them: the header's next line
    (a header wraps in a narrow table)."""
    return (
        table.first_row is None
        and not table.headerless
        and bool(table.header_line)
        and start == table.last_end + 1
        and (TABLE_VALUE_COLUMN.search(line) is not None or _wraps_a_header_cell(line))
        and HEADER_WRAP_REST_EN.fullmatch(TABLE_VALUE_COLUMN.sub(" ", line)) is not None
        and not TABLE_RATING_COLUMN.search(line)
    )


def _wraps_a_header_cell(line: str) -> bool:
    """A line of a header cell's wrapped parts only (`(LC)`, `27E`, `EPS 26E`): units, year tags, short names."""
    return bool(line.strip()) and HEADER_WRAP_REST_EN.fullmatch(line) is not None


def _name_columns(table: _Table, header: str) -> None:
    """The table's columns as its header line (and the lines that go on naming them) names them. A name column
    holding the rating in brackets (`Company (rating) Ticker Price PT`) is read as a rating column after the identity
    columns (`Company Ticker Rating Price PT`), where _rating_in_name_row places the row's rating cell."""
    table.header_line = header
    inside = RATING_IN_NAME_COLUMN_EN.match(header)
    table.rating_in_name = inside is not None
    if inside is not None:
        header = f"{inside.group('lead')}{inside.group('rest')} Rating{header[inside.end() :]}"
    table.rating_first = _leads_with_rating(header)
    table.target_places = _rating_first_places(header) if table.rating_first else _target_places(header)
    table.street = _street_only(header)
    table.flag_column = _flag_column(header)
    table.target_from_end = None if table.target_places else _target_place_from_end(header)
    table.halves = _in_halves(header)
    table.ranked = RANK_COLUMN_LEAD_EN.match(header) is not None


def _in_halves(header: str) -> bool:
    """A header naming the same columns twice, one run after the other (`Company Ticker Rating PT Company Ticker
    Rating PT`): a long table printed in two halves side by side, each line two rows."""
    words = [word.group().casefold() for word in TABLE_COLUMN_WORD.finditer(header)]
    half = len(words) // 2
    return half >= 2 and len(words) % 2 == 0 and words[:half] == words[half:]


def _second_half(
    text: str, row: TableRow, end: int, header: tuple[int, int], options: dict[str, Any]
) -> TableRow | None:
    """The row of a halved table's right half (_in_halves): from the first cell after the left row's rating that
    is no value cell, to the line's end."""
    after = _cells(text, row.rating.end, end)
    rest = next((cell for cell in after if not TABLE_VALUE_CELL.fullmatch(cell.value)), None)
    return _read_row(text, rest.start, header, end, **options) if rest is not None else None


def _group_label(line: str, row: TableRow) -> bool:
    """A line that labels the next rows' market or region (`Korea`) in a coverage table grouped so, unless the
    row above's name goes on onto it (`… Bank of` / `China`)."""
    return bool(TABLE_GROUP_LABEL_EN.fullmatch(line) and not (row.name and NAME_GOES_ON_WORD_EN.search(row.name.value)))


def _with_wrapped_name(row: TableRow, wrap: Candidate) -> TableRow:
    """The row's name with the rest of its cell from the next line: one name spanning both lines."""
    if row.name is None:
        return row
    return replace(row, name=Candidate(f"{row.name.value} {wrap.value}", row.name.start, wrap.end))


GROUP_TABLE_REACH = 1200  # a rating group's rows follow each other this closely (a long risks cell may run between)


def _group_rating(line: str) -> bool:
    """A line that is a stock rating word of the lexicon alone (`Buy`, `Neutral`, `Sell`): a table's group row."""
    word = line.strip()
    return bool(word) and normalize_rating(word) not in (None, "unrated") and rating_scale(word) == "stock"


def _group_header(text: str, start: int) -> str | None:
    """The header lines right above a table's first rating group row at `start`: they name an identity column and
    another column the reader knows (`Company Ticker` / `Pricing Currency (PCY)` / `Target` / `price …`), and no
    rating column (the rating is the group's). None when they do not."""
    header = text[_header_top(text, start) : start]
    columns = {word.group().casefold() for word in TABLE_COLUMN_WORD.finditer(header)}
    if len(columns) < 2 or not TABLE_IDENTITY_COLUMN.search(header) or TABLE_RATING_COLUMN.search(header):
        return None
    return " ".join(header.split())


def _group_target_first(header: str) -> bool:
    """The header's first value column after the identity, a currency column left out, is the target's."""
    columns = [c.lastgroup for c in TABLE_VALUE_COLUMN.finditer(header) if c.lastgroup not in ("currency", None)]
    return bool(columns) and columns[0] == "target"


def _group_row(text: str, start: int, end: int, header: tuple[int, int], target_first: bool) -> TableRow | None:
    """A row under a rating group: its name, its listed code, then value cells (a currency cell, the target …)."""
    cells = _cells(text, start, end)
    found = _code(cells, text, ticker_shaped=True) if cells else None
    if found is None or found[1] == 0:
        return None
    code, _, last = found
    if LISTED_CODE_CELL.search(code.value) is None and last == found[1]:
        return None  # a bare number is no code here: a listing makes the row a stock's
    values = []
    for cell in cells[last + 1 :]:
        if not TABLE_VALUE_CELL.fullmatch(cell.value):
            break
        values.append(cell)
    if not values and last + 1 < len(cells):
        return None
    name = _name(text, cells[0].start, cells[found[1]].start)
    if name is None or NOT_A_STOCK_ROW.match(name.value) or table_rating_class(name.value):
        return None
    prices = [c for c in values if not TABLE_CURRENCY_CELL.fullmatch(c.value)]
    target = None
    if target_first and prices and TABLE_PRICE_CELL.fullmatch(prices[0].value):
        # the currency cell before it is its own column's (`Pricing Currency`): the target cell as printed
        target = Candidate(prices[0].value, prices[0].start, prices[0].end)
    return TableRow(code, name, Candidate("", 0, 0), target, header)


@lru_cache(maxsize=4)  # read for the calls and for the prompt's spans
def group_rated_rows(text: str) -> tuple[TableRow, ...]:
    """Rows of a table whose rating is a group row (`Buy`, then the rows of the Buy-rated stocks, then `Neutral`, …),
    under a header that names its identity columns and no rating column (`Company Ticker Pricing Currency (PCY)
    Target price TP methodology … Risks`): each row a name, a listed code (`300124.SZ`) and value cells, its target
    the first price when the header's first value column (a currency's left out) is the target. Lines between rows
    that are neither (a long cell wrapping) are passed over; the table ends at its source or note line, or where no
    row follows within GROUP_TABLE_REACH characters. Two rows or more make the table."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    tables: list[list[TableRow]] = []
    rows: list[TableRow] = []
    rating: Candidate | None = None
    header: tuple[int, int] | None = None
    target_first = False
    last = 0
    for number, line in enumerate(lines):
        start, end = starts[number], starts[number] + len(line)
        if header is not None and (TABLE_END_LINE.match(line.strip()) or start - last > GROUP_TABLE_REACH):
            tables.append(rows)
            rows, rating, header = [], None, None
        if _group_rating(line):
            if header is None:
                found = _group_header(text, start)
                if found is None:
                    continue
                header, target_first = (_header_top(text, start), start - 1), _group_target_first(found)
            word = line.strip()
            at = start + line.index(word)
            rating, last = Candidate(word, at, at + len(word)), end
            continue
        if header is None or rating is None:
            continue
        row = _group_row(text, start, end, header, target_first)
        if row is not None:
            rows.append(replace(row, rating=rating))
            last = end
    tables.append(rows)
    return tuple(row for table in tables if len(table) >= 2 for row in table)


GLUED_NAME_CELLS = 5  # a name glued after the row before it takes this many cells at most


def _code_cells(cells: list[Cell]) -> list[tuple[int, int]]:
    """The cell index spans of each listed code on a line: a code with its listing after a dot (`2330.TW`), or a
    ticker and its exchange code in the next cell (`BE US`, `2308 TT`); a currency or a rating is no ticker."""
    spans: list[tuple[int, int]] = []
    index = 0
    while index < len(cells):
        value = cells[index].value
        if LISTED_CODE_CELL.fullmatch(value):
            spans.append((index, index))
        elif (
            index + 1 < len(cells)
            and (LISTED_TICKER_ROOT_CELL.fullmatch(value) or NUMERIC_CODE_CELL.fullmatch(value))
            and not TABLE_CURRENCY_CELL.fullmatch(value)
            and not table_rating_class(value)
            and EXCHANGE_CODE.fullmatch(cells[index + 1].value)
            and cells[index + 1].start == cells[index].end + 1
        ):
            spans.append((index, index + 1))
            index += 1
        index += 1
    return spans


def _glued_name_start(cells: list[Cell], low: int, code: int) -> tuple[int, bool]:
    """Where the name before the code at `code` starts (no further back than `low`), and whether that start is sure:
    the line's start or a value cell before it. A name after free text (a description column's words) has no sure
    start: `SOFC leader in Taiwan Delta 2308 TT` may name `Delta` or `Taiwan Delta`."""
    at = code
    while at > low and code - at < GLUED_NAME_CELLS:
        value = cells[at - 1].value
        dash = SHARE_CLASS_DASH.fullmatch(value) is not None
        if not NAME_WORD_CELL.fullmatch(value) or (TABLE_VALUE_CELL.fullmatch(value) and not dash):
            break
        if table_rating_class(value) and not _share_class(cells, at - 1):
            break  # the row before ends on its rating cell (`… 200.00 Buy Samsung Electronics 005930 KS …`)
        at -= 1
    sure = at == low or TABLE_VALUE_CELL.fullmatch(cells[at - 1].value) is not None
    return at, sure or bool(table_rating_class(cells[at - 1].value))


def _glued_rows(text: str, start: int, end: int, header: tuple[int, int], options: dict[str, Any]) -> list[TableRow]:
    """The rows of a line that holds several of a table's rows run together (a PDF whose text layer joins a table's
    rows into one line): one row per listed code, from its name (or its code, where the name's start is not sure:
    _glued_name_start) to the next row's name; each read as a row (_row with `options`). None for a line of one code."""
    cells = _cells(text, start, end)
    codes = _code_cells(cells)
    if len(codes) < 2:
        return []
    starts: list[tuple[int, bool]] = []
    low = 0
    for first, last in codes:
        starts.append(_glued_name_start(cells, low, first))
        low = last + 1
    rows = []
    for number, ((first, _), (name_start, sure)) in enumerate(zip(codes, starts, strict=True)):
        row_end = starts[number + 1][0] if number + 1 < len(starts) else len(cells)
        row = _row(cells[name_start if sure else first : row_end], text, header, **options)
        if row is not None:
            rows.append(row)
    return rows


def _value_column_last(header: str) -> bool:
    """The header's last column holds a value (`… 12m TP (LC) Up/downside`): what follows a row's last value cell on
    its line is the next row, not a notes column's words (`Company Ticker Rating PT Notes`)."""
    columns = list(TABLE_VALUE_COLUMN.finditer(header))
    return bool(columns) and not header[columns[-1].end() :].strip()


def _rating_column_last(header: str) -> bool:
    """The header's last column is the rating (`Company Ticker Currency CMP TP Rating`)."""
    columns = list(TABLE_VALUE_COLUMN.finditer(header))
    return bool(columns) and columns[-1].lastgroup == "rating" and not header[columns[-1].end() :].strip()
