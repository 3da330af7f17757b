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

import bisect
import re
from dataclasses import dataclass

from schemas.lexicon import normalize_rating, table_rating_class
from schemas.patterns import (
    CHANGE_NEW_WORD,
    CHANGE_OLD_WORD,
    HAN,
    HEADER_COLUMN_EN,
    HEADER_COLUMN_GAP_EN,
    HEADER_COLUMN_SUFFIXED_EN,
    HEADER_PROSE_WORD,
    HEADER_SUFFIXED_LINE_EN,
    HEADER_UNIT_LINE_EN,
    NEW_COLUMN_WORD,
    OLD_COLUMN_WORD,
    OLD_NEW_COLUMNS,
    PREVIOUS_COLUMN_ZH,
    PRICE_CELL_VALUE,
    PRICE_THEN_TARGET,
    RATING_CHANGE_NOTE,
    RATING_COLUMN_ZH,
    ROW_CODE_CELL,
    TABLE_CURRENCY_CELL,
    TABLE_RATING_COLUMN,
    TARGET_THEN_PRICE,
    ZH_SENTENCE_WORD,
    ZH_TABLE_COLUMN,
)
from schemas.types import Candidate, Document, WordBox
from tasks.finders.line_tables import TableRow, new_values

VALUE_KINDS = ("target", "old_target", "price", "value")


@dataclass(frozen=True)
class ColumnCell:
    """One value cell of a row and the kind of the column it stands in."""

    start: int
    end: int
    kind: str


def column_names(line: str) -> re.Pattern[str]:
    """How a header line's column names are read: with the old and new words after the names where the line
    ends with one (`PT old PT new`), else before them (`Old PT New PT`)."""
    return HEADER_COLUMN_SUFFIXED_EN if HEADER_SUFFIXED_LINE_EN.match(line) else HEADER_COLUMN_EN


def header_readings(line: str) -> list[list[str]]:
    """The kinds of a header line's columns in order; nothing unless every word from its first known
    column on names a known column. Where no other column is a price, `Price Target` and `Target
    Price` are one target column or two (a price and a target, in the order printed): both readings."""
    kinds: list[str] = []
    split: list[str] = []
    at = 0
    for column in column_names(line).finditer(line):
        if kinds and not HEADER_COLUMN_GAP_EN.fullmatch(line, at, column.start()):
            return _open_ended(kinds, split)
        kind = "value" if column.lastgroup == "street" else column.lastgroup or ""  # `Cons. TP`: the street's value
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
    return new_values(before), new_values(after)


# ---------------------------------------------------------------- by the page's geometry

MAX_HEADER_LINES_ABOVE = 60  # how far above a row its table's header line may print (one line a row)
MAX_PROSE_WORDS = 1  # a header line holds at most this many lower-case words that name no column
NAMES_PER_VALUE_WORD = 4  # a header line names at least this many columns for each word in it shaped like a value
MAX_ROW_PROSE_WORDS = 2  # a table row holds at most this many lower-case words (more: a sentence)
COLUMN_GAP_SHARE = 0.8  # a gap wider than this share of the words' height parts two columns of one name
HEADER_REACH_PT = 24.0  # how far outside its header's columns a cell may print and still be under them


@dataclass(frozen=True)
class HeaderColumn:
    """One column of a header line by its printed words: its kind and x-extent in PDF points."""

    kind: str  # a HEADER_COLUMN_EN kind, `new_target` for `New` under a target, or `other`
    x0: float
    x1: float


ZH_CELL_MAX_CHARS = 12  # a Chinese header's or row's cell holds at most this many Han characters (more: a sentence)
# A Chinese header's column kinds (ZH_TABLE_COLUMN's groups, the finders' words) as the English header's kinds: the
# market's consensus rating (`市场一致评级`) and a year under a measure hold no call's value.
ZH_COLUMN_KINDS = {"street": "value", "year": "value"}


def geometry_names(line: str) -> re.Pattern[str]:
    """How a printed header line's column names are read by the page's geometry: a line of Han words by the
    Chinese stock table's column words (`代码 名称 收盘价 评级 目标价`), another as English column names."""
    return ZH_TABLE_COLUMN if HAN.search(line) else column_names(line)


def column_kind(match: re.Match[str]) -> str:
    """A header column's kind read from its name: an English name's group, a Chinese name's mapped to the same
    kinds (`上次评级` an old rating's, `原目标价` an old target's)."""
    kind = match.lastgroup or "other"
    if match.re is not ZH_TABLE_COLUMN:
        return "value" if kind == "street" else kind  # `Cons. TP`, `Consensus rating`: the street's, no call's value
    if kind == "old":
        return "old_rating" if "评级" in match.group() else "old_target"
    return ZH_COLUMN_KINDS.get(kind, kind)


def _words_of(document: Document, start: int, end: int) -> list[WordBox]:
    """The document's words that overlap [start, end)."""
    words = document.words
    at = max(0, bisect.bisect_right([word.start for word in words], start) - 1)
    found: list[WordBox] = []
    while at < len(words) and words[at].start < end:
        if start < words[at].end:
            found.append(words[at])
        at += 1
    return found


def _same_row(a: WordBox, b: WordBox) -> bool:
    """Two words on one printed line: the same page, each one's middle within the other's height."""
    return a.page == b.page and a.y0 <= (b.y0 + b.y1) / 2 <= a.y1 and b.y0 <= (a.y0 + a.y1) / 2 <= b.y1


def _is_header_line(line: str, columns: list[re.Match[str]]) -> bool:
    """A line of column names: two columns or more, next to no prose words after the first (the words before it
    title the stocks' column), and no value cell, but for a column name shaped like one among many known names
    (`CET1`, `Tier 1` in a bank table's twelve columns)."""
    values = sum(1 for word in line.split() if PRICE_CELL_VALUE.fullmatch(word))
    if len(columns) < 2 or values * NAMES_PER_VALUE_WORD > len(columns):
        return False
    # the words before the first column name title the stocks' column (`Stocks for action Code Rating Price …`)
    rest = column_names(line).sub(" ", line[columns[0].start() :])
    return sum(1 for word in rest.split() if HEADER_PROSE_WORD.fullmatch(word)) <= MAX_PROSE_WORDS


@dataclass(frozen=True)
class PrintedRow:
    """The words of one printed line of a page, left to right, and their text joined by spaces."""

    words: tuple[WordBox, ...]
    text: str
    starts: tuple[int, ...]  # where each word starts in `text`

    @classmethod
    def of(cls, document: Document, words: list[WordBox]) -> PrintedRow:
        ordered = sorted(words, key=lambda word: word.x0)
        starts, at = [], 0
        for word in ordered:
            starts.append(at)
            at += word.end - word.start + 1
        return cls(tuple(ordered), " ".join(document.text[w.start : w.end] for w in ordered), tuple(starts))

    def words_in(self, start: int, end: int) -> list[WordBox]:
        return [
            word
            for word, at in zip(self.words, self.starts, strict=True)
            if at < end and start < at + word.end - word.start
        ]


def _above(word: WordBox, cell: WordBox) -> bool:
    """A word printed on a line above a cell's: its bottom above the cell's top or, in a tight table whose lines'
    boxes overlap (a row set right under its header), its middle above the cell's top."""
    return word.y1 <= cell.y0 + 1 or (word.y0 + word.y1) / 2 <= cell.y0


def _printed_rows_above(document: Document, cell: WordBox, left: float, right: float) -> list[PrintedRow]:
    """The page's printed lines above a cell, nearest first, each its words within [left, right]."""
    words = [
        word
        for word in document.words
        if word.page == cell.page and _above(word, cell) and word.x0 < right and left < word.x1
    ]
    words.sort(key=lambda word: -(word.y0 + word.y1) / 2)
    rows: list[list[WordBox]] = []
    for word in words:
        middle = (word.y0 + word.y1) / 2
        if rows and abs((rows[-1][0].y0 + rows[-1][0].y1) / 2 - middle) <= (word.y1 - word.y0) / 2:
            rows[-1].append(word)
        else:
            rows.append([word])
    return [PrintedRow.of(document, row) for row in rows[:MAX_HEADER_LINES_ABOVE]]


def _header_columns(document: Document, row: PrintedRow) -> list[HeaderColumn]:
    """A header line's columns by its words: each column name's words, parted where a gap wider than a
    word space falls between them (`Price    Target`: two columns), and every other word a column of its own."""
    columns: list[HeaderColumn] = []
    named: set[int] = set()
    names = geometry_names(row.text)
    for match in names.finditer(row.text):
        words = row.words_in(match.start(), match.end())
        named |= {word.start for word in words}
        pieces: list[list[WordBox]] = []
        for word in words:
            if pieces and word.x0 - pieces[-1][-1].x1 <= COLUMN_GAP_SHARE * (word.y1 - word.y0):
                pieces[-1].append(word)
            else:
                pieces.append([word])
        for piece in pieces:
            kind = column_kind(match)
            if len(pieces) > 1:
                own = names.fullmatch(" ".join(document.text[w.start : w.end] for w in piece))
                kind = column_kind(own) if own else "other"
            columns.append(HeaderColumn(kind, min(w.x0 for w in piece), max(w.x1 for w in piece)))
    slashes = [word for word in row.words if word.start not in named and _text(document, word) == "/"]
    columns += [
        HeaderColumn("other", word.x0, word.x1) for word in row.words if word.start not in named and word not in slashes
    ]
    return _suffixed_changes(document, row, _slash_joined(sorted(columns, key=lambda column: column.x0), slashes))


def _slash_joined(columns: list[HeaderColumn], slashes: list[WordBox]) -> list[HeaderColumn]:
    """Two column names joined by a slash over one column (`Rating / target`: each row prints its rating over its
    target in it) as one column of the target's kind, when one is a target; a slash word is no column of its own."""
    joined: list[HeaderColumn] = []
    for column in columns:
        if joined and "target" in (joined[-1].kind, column.kind):
            gap = [w for w in slashes if joined[-1].x1 - 1 <= w.x0 and w.x1 <= column.x0 + 1]
            if gap and column.x0 - joined[-1].x1 <= 3 * (gap[0].y1 - gap[0].y0):
                joined[-1] = HeaderColumn("target", joined[-1].x0, column.x1)
                continue
        joined.append(column)
    return joined


def _new_under(
    document: Document, columns: list[HeaderColumn], names: list[HeaderColumn], row: PrintedRow
) -> list[HeaderColumn]:
    """The columns with a row's pair of change words printed under a target or rating column's name (`names`, of a
    line above: `Price target` over `Old New`, `Rating` over `Now Was`, in either order): the new word's column is the
    target's (the rating's), the old word's the old target's (the old rating's). A change word belongs to the name
    it prints under or after, up to the next name (a group name set left over its pair, or centred); a name's words
    are read so only when they hold a new and an old word."""
    names = sorted(names, key=lambda name: name.x0)
    owned: dict[int, list[WordBox]] = {}
    unowned: list[WordBox] = []
    for word in row.words:
        text = _text(document, word)
        if not (CHANGE_NEW_WORD.fullmatch(text) or CHANGE_OLD_WORD.fullmatch(text)):
            continue
        middle = (word.x0 + word.x1) / 2
        owners = [index for index, name in enumerate(names) if name.x0 - HEADER_REACH_PT <= middle]
        if owners:
            owned.setdefault(owners[-1], []).append(word)
        else:
            unowned.append(word)
    _centred_pairs(document, names, owned, unowned)
    placed: list[HeaderColumn] = []
    renamed: list[HeaderColumn] = []
    for index, words in owned.items():
        name = names[index]
        if name.kind not in ("target", "rating"):
            continue
        new = [word for word in words if CHANGE_NEW_WORD.fullmatch(_text(document, word))]
        if not new or len(new) == len(words):
            continue  # no pair of a new and an old word under the name
        renamed.append(name)
        placed += [HeaderColumn(name.kind if word in new else f"old_{name.kind}", word.x0, word.x1) for word in words]
    if not placed:
        return columns
    kept = [
        column
        for column in columns
        if column not in renamed and not any(column.x0 < p.x1 and p.x0 < column.x1 for p in placed)
    ]
    return sorted(kept + placed, key=lambda column: column.x0)


def _centred_pairs(
    document: Document, names: list[HeaderColumn], owned: dict[int, list[WordBox]], unowned: list[WordBox]
) -> None:
    """A group name centred over its pair of change words whose first word starts left of the name's reach (`Rating`
    over `Old | New` in wide cells): the word left of the name, with no name before it, is the name's, where the name
    holds one change word alone and the two are one new and one old word."""
    for word in unowned:
        middle = (word.x0 + word.x1) / 2
        right = [index for index, name in enumerate(names) if name.x0 > middle]
        if not right or any(name.x1 < middle for name in names):
            continue  # a name before the word: it ends that name's group, not this one's
        index = right[0]
        held = owned.get(index, [])
        is_new = CHANGE_NEW_WORD.fullmatch(_text(document, word)) is not None
        if len(held) == 1 and (CHANGE_NEW_WORD.fullmatch(_text(document, held[0])) is not None) != is_new:
            owned[index] = [word, *held]


def _suffixed_changes(document: Document, row: PrintedRow, columns: list[HeaderColumn]) -> list[HeaderColumn]:
    """A target or rating column's name with a change word printed right after it (`PT from PT to`, `Rating was`):
    one column, the old value's (`PT from`) or the new one's (`PT to`)."""
    joined: list[HeaderColumn] = []
    for column in columns:
        previous = joined[-1] if joined else None
        word = next((w for w in row.words if w.x0 == column.x0 and w.x1 == column.x1), None)
        text = _text(document, word) if word is not None else ""
        change = CHANGE_NEW_WORD.fullmatch(text) or CHANGE_OLD_WORD.fullmatch(text)
        if (
            previous is not None
            and word is not None
            and column.kind == "other"
            and change
            and previous.kind in ("target", "rating")
            and column.x0 - previous.x1 <= COLUMN_GAP_SHARE * (word.y1 - word.y0)
        ):
            kind = previous.kind if CHANGE_NEW_WORD.fullmatch(text) else f"old_{previous.kind}"
            joined[-1] = HeaderColumn(kind, previous.x0, column.x1)
            continue
        joined.append(column)
    return joined


def _text(document: Document, word: WordBox) -> str:
    return document.text[word.start : word.end]


def _stacked(document: Document, columns: list[HeaderColumn], band: list[PrintedRow]) -> list[HeaderColumn]:
    """Each column named again by the words printed over and under its own in the header's lines
    (`Price` / `target` / `(LC)`: a target column; `Share` / `price`: a price column)."""
    named: list[HeaderColumn] = []
    for column in columns:
        stack = " ".join(
            _text(document, word) for row in band for word in row.words if column.x0 < word.x1 and word.x0 < column.x1
        )
        found = {match.lastgroup for match in HEADER_COLUMN_EN.finditer(stack)}
        kind = column.kind
        if "old_target" in found and "target" not in found:
            kind = "old_target"  # `Old` / `PT`
        elif kind != "old_target" and "target" in found:
            kind = "target"  # `Price` / `target`, `New` / `PT`
        named.append(HeaderColumn(kind, column.x0, column.x1))
    return named


def _is_name_line(document: Document, row: PrintedRow) -> bool:
    """A line of a header's column names printed over or under its main line: no value cell, and a
    column name, an `Old New` pair or a group row of new and old words (`Current Previous`)."""
    if any(PRICE_CELL_VALUE.fullmatch(word) for word in row.text.split()):
        return False
    return bool(HEADER_COLUMN_EN.search(row.text) or OLD_NEW_COLUMNS.search(row.text) or _is_group_line(row))


def _is_group_line(row: PrintedRow) -> bool:
    """A group row over a header, its words only new and old ones, both (`Current` over one `Rating Target
    price` pair, `Previous` over the next)."""
    words = row.text.split()
    return (
        any(NEW_COLUMN_WORD.fullmatch(word) for word in words)
        and any(OLD_COLUMN_WORD.fullmatch(word) for word in words)
        and all(NEW_COLUMN_WORD.fullmatch(word) or OLD_COLUMN_WORD.fullmatch(word) for word in words)
    )


def _grouped(document: Document, columns: list[HeaderColumn], group: PrintedRow) -> list[HeaderColumn]:
    """The columns under a group row (`_is_group_line`): a target column whose nearest group word, by
    middles, is an old one (`Previous`) is the old target's."""
    words = group.words
    renamed = []
    for column in columns:
        middle = (column.x0 + column.x1) / 2
        nearest = min(words, key=lambda word: abs((word.x0 + word.x1) / 2 - middle))
        old = column.kind == "target" and OLD_COLUMN_WORD.fullmatch(_text(document, nearest))
        renamed.append(HeaderColumn("old_target", column.x0, column.x1) if old else column)
    return renamed


def _is_unit_line(row: PrintedRow) -> bool:
    """A line under a header's main line: no value cell (units, wrapped column names, a group label)."""
    return not any(PRICE_CELL_VALUE.fullmatch(word) for word in row.text.split())


MAX_NAME_LINES = 3  # lines of column names printed over or under a header's main line


def header_band_columns(document: Document, rows: list[PrintedRow], index: int) -> list[HeaderColumn]:
    """The columns of the header whose main line is `rows[index]` (rows nearest the cell first): its
    own columns, renamed by the name lines over and under it (a column name wrapped onto two lines, a
    target's name over its `Old New` columns)."""
    main = rows[index]
    below: list[PrintedRow] = []
    for row in reversed(rows[max(0, index - MAX_NAME_LINES) : index]):
        if not _is_unit_line(row):
            break
        below.append(row)
    above: list[PrintedRow] = []
    for row in rows[index + 1 : index + 1 + MAX_NAME_LINES]:
        if not _is_name_line(document, row):
            break
        above.append(row)
    columns = _header_columns(document, main)
    for row in above:
        if _is_group_line(row) and len([c for c in columns if c.kind == "target"]) > 1:
            columns = _grouped(document, columns, row)
    for row in [*below]:
        columns = _new_under(document, columns, columns, row)
    for row in above:
        spanning = _header_columns(document, row)
        columns = _new_under(document, columns, spanning, main)
        for under in below:
            columns = _new_under(document, columns, spanning, under)
    return _stacked(document, columns, [*reversed(above), main, *below])


def in_target_column(document: Document, cell: tuple[int, int], anchors: list[tuple[int, int]]) -> bool | None:
    """Whether a table cell (offsets into `document.text`) prints under its table's target column: for a
    cell on the printed line of its stock's code or name (`anchors`), the nearest printed line above it
    on its page (within the row's width) that names columns is its header's main line, read with the
    name lines over and under it; when it names a target column (PT, Target price, Fair value, `New`
    under a target), the cell is in that column when it overlaps its words or stands nearest to it, by
    left edges, middles or right edges (numbers right-aligned under names set left); when it names none, a
    cell under columns it names as other values (`Price`, `Upside`) is no target. None: no geometry (OCR,
    .txt), the cell not on its stock's printed line, no header above it, or a cell of a header that names no
    target column under a name the reader does not know."""
    if not document.words:
        return None
    cell_words = _words_of(document, *cell)
    anchor_words = [word for anchor in anchors for word in _words_of(document, *anchor)]
    if not cell_words or not any(_same_row(cell_words[0], word) for word in anchor_words):
        return None
    box = cell_words[0]
    line = _printed_line(document, box, anchor_words)
    if _is_prose(line):
        return None  # a sentence that names the stock and a price: no table row
    rows = _printed_rows_above(document, box, line.words[0].x0, max(w.x1 for w in line.words))
    for index, row in enumerate(rows):
        if _is_prose(row):
            return None  # the table, if any, starts below a paragraph: no header above the row
        if _is_header_line(row.text, list(geometry_names(row.text).finditer(row.text))):
            columns = header_band_columns(document, rows, index)
            x0, x1 = min(w.x0 for w in cell_words), max(w.x1 for w in cell_words)
            verdict = _in_column(columns, x0, x1)
            if verdict is False and not any(c.kind == "target" for c in columns):
                if _names_a_target(document, rows, index) or not _is_bare_row(line):
                    return None  # a target named beyond the row's width, or a line of words: no row of that table
            if verdict is False and _unchanged_target(document, columns, line, x0, x1):
                return True
            return verdict
    return None


def in_another_row(document: Document, cell: tuple[int, int], anchors: list[tuple[int, int]]) -> bool:
    """Whether a table cell (offsets into `document.text`) prints on another stock's row than its stock's (`anchors`,
    its code or name cells): on a printed line below the stock's row that holds none of the stock's words and another
    code set in the stock's code column (the next row's `PNHW` under `KVRN`, their left or right edges aligned), both
    lines rows of values (a value cell on each), neither a sentence. A table whose text layer glues its rows onto one
    line still prints each on its own. False without geometry (OCR, .txt), or for a cell on its stock's line or on a
    line under it that starts no row (a wrapped name's rest, a grey second line of values, a heading's key data)."""
    if not document.words:
        return False
    cell_words = _words_of(document, *cell)
    anchor_words = [word for anchor in anchors for word in _words_of(document, *anchor)]
    if not cell_words or not anchor_words:
        return False
    box = cell_words[0]
    if any(_same_row(box, word) for word in anchor_words):
        return False
    line = _printed_line(document, box, None)
    if _is_prose(line) or not _holds_a_value(line):
        return False
    for anchor in anchor_words:
        if anchor.page != box.page or not _above(anchor, box) or not _is_code_cell(_text(document, anchor)):
            continue
        row = _printed_line(document, anchor, anchor_words)
        if _is_prose(row) or not _holds_a_value(row):
            continue
        if any(
            _is_code_cell(_text(document, word)) and (abs(word.x0 - anchor.x0) <= 1 or abs(word.x1 - anchor.x1) <= 1)
            for word in line.words
        ):
            return True
    return False


def _is_code_cell(word: str) -> bool:
    """A word shaped as a stock code (ROW_CODE_CELL), neither a column's name (`PT`) nor a rating (`BUY`, `OW`)."""
    return (
        ROW_CODE_CELL.fullmatch(word) is not None
        and HEADER_COLUMN_EN.fullmatch(word) is None
        and normalize_rating(word) is None
        and table_rating_class(word) is None
    )


def _holds_a_value(row: PrintedRow) -> bool:
    return any(PRICE_CELL_VALUE.fullmatch(word) for word in row.text.split())


def _printed_line(document: Document, box: WordBox, anchor_words: list[WordBox] | None) -> PrintedRow:
    """The printed line of a table cell: the page's words on its row, within the extent of the text line that holds
    the cell when that line holds its stock's code or name too (`anchor_words`; with None, any other word): a
    sidebar's words printed level with the row (`Analysts`, `Market cap 8.7` beside the table) are no part of it."""
    same = [word for word in document.words if _same_row(box, word)]
    line_start = document.text.rfind("\n", 0, box.start) + 1
    line_end = document.text.find("\n", box.start)
    line_end = len(document.text) if line_end < 0 else line_end
    own = [word for word in same if line_start <= word.start < line_end]
    tied = any(word in own and word != box for word in anchor_words) if anchor_words is not None else len(own) > 1
    if tied:
        left, right = min(word.x0 for word in own), max(word.x1 for word in own)
        same = [word for word in same if left <= word.x0 and word.x1 <= right]
    return PrintedRow.of(document, same)


def _is_bare_row(row: PrintedRow) -> bool:
    """A line of cells only: no lower-case word of prose (`Our preferences: X (X LN, Overweight, PT 612p) and …`)
    and no target label (`PT`, `Target`) among its words, which would name its value where no column does."""
    rest = HEADER_COLUMN_EN.sub(" ", row.text)
    return not any(HEADER_PROSE_WORD.fullmatch(word) for word in rest.split()) and not any(
        match.lastgroup in ("target", "old_target") for match in HEADER_COLUMN_EN.finditer(row.text)
    )


def _names_a_target(document: Document, rows: list[PrintedRow], index: int) -> bool:
    """Whether the header's lines (its main line `rows[index]`, its name lines over it and the lines down to the
    row), read across the page's whole width, name a target column anywhere."""
    for row in rows[: index + 1 + MAX_NAME_LINES]:
        first = row.words[0]
        line = PrintedRow.of(document, [word for word in document.words if _same_row(first, word)])
        if any(match.lastgroup in ("target", "old_target") for match in column_names(line.text).finditer(line.text)):
            return True
    return False


def _is_prose(row: PrintedRow) -> bool:
    """A line of a sentence: more lower-case words that name no column than a table row holds; a Han word with
    sentence punctuation or longer than a table's cell (`我们维持行业推荐评级。`)."""
    words = row.text.split()
    if any(ZH_SENTENCE_WORD.fullmatch(word) or len(HAN.findall(word)) > ZH_CELL_MAX_CHARS for word in words):
        return True
    rest = column_names(row.text).sub(" ", row.text)
    return sum(1 for word in rest.split() if HEADER_PROSE_WORD.fullmatch(word)) > MAX_ROW_PROSE_WORDS


def _column_of(columns: list[HeaderColumn], x0: float, x1: float) -> HeaderColumn:
    """The column a cell [x0, x1] stands in: the one it overlaps most, else the nearest by middles."""
    overlap = max(columns, key=lambda c: min(c.x1, x1) - max(c.x0, x0))
    if min(overlap.x1, x1) > max(overlap.x0, x0):
        return overlap
    return min(columns, key=lambda c: abs(c.x0 + c.x1 - x0 - x1))


def _unchanged_target(document: Document, columns: list[HeaderColumn], line: PrintedRow, x0: float, x1: float) -> bool:
    """A cell in the old target's column of a row whose new target cell holds no number (`nc`, `-`):
    the target is unchanged, and the old one is the target."""
    if _column_of(columns, x0, x1).kind != "old_target" or not any(c.kind == "target" for c in columns):
        return False
    new = [word for word in line.words if _column_of(columns, word.x0, word.x1).kind == "target"]
    return not any(ch.isdigit() for word in new for ch in _text(document, word))


NOT_TARGET_KINDS = ("price", "old_target", "value", "rating", "old_rating", "identity", "currency")


def _in_column(columns: list[HeaderColumn], x0: float, x1: float) -> bool | None:
    """A cell [x0, x1] under the target column(s): overlapping one, or nearest one by some alignment; with no
    target column named, False for a cell under columns named as other values, else None."""
    targets = [column for column in columns if column.kind == "target"]
    if len(columns) < 2:
        return None
    if x1 < columns[0].x0 - HEADER_REACH_PT or x0 > max(c.x1 for c in columns) + HEADER_REACH_PT:
        return None  # the cell prints outside the header: another table's
    if not targets:
        # no column named the target: a cell under a column named as something else (the price, an upside, a
        # P/E) is none, one under a name the reader does not know may be
        under = [column for column in columns if column.x0 < x1 and x0 < column.x1]
        return False if under and all(column.kind in NOT_TARGET_KINDS for column in under) else None
    if any(t.x0 < x1 and x0 < t.x1 for t in targets):
        return True
    edges: tuple[tuple[float, float], ...] = ((1.0, 0.0), (0.5, 0.5), (0.0, 1.0))
    for left, right in edges:
        cell_at = left * x0 + right * x1
        nearest = min(columns, key=lambda c: abs(left * c.x0 + right * c.x1 - cell_at))
        if nearest.kind == "target":
            return True
    return False


# ---------------------------------------------------------------- previous values by the header's geometry

PREVIOUS_KINDS = ("old_target", "old_rating")
MAX_CELL_SHARE = 2  # a table cell's printed word holds its value and at most as much again (`看好(上调)`, `Buy*`)
MAX_CELL_NOTE = 4


def in_previous_column(document: Document, cell: tuple[int, int], anchors: list[tuple[int, int]] | None) -> bool:
    """Whether a table cell (offsets into `document.text`) prints under a column its header names a previous
    value's (`Old rating`, `Prior PT`, `Old` / `PT`, `Target price` over `Old New`, a `Previous` group word over a
    `Rating Target` pair, `上次评级`, `原目标价`): the rating or target before a change, whatever the row's text
    reads beside it. The header is the nearest printed line above the cell (within its line's width) that names a
    rating column and holds no value cell, read with its name lines. With `anchors` (the stock's code or name),
    only a cell on its stock's printed line is judged. False without geometry (OCR, .txt) or such a header."""
    if not document.words:
        return False
    cell_words = _words_of(document, *cell)
    printed = sum(word.end - word.start for word in cell_words)
    if not cell_words or printed > MAX_CELL_SHARE * (cell[1] - cell[0]) + MAX_CELL_NOTE:
        return False  # the value inside a longer printed word (a sentence set without spaces): no cell of a table
    box = cell_words[0]
    anchor_words: list[WordBox] = []
    if anchors is not None:
        anchor_words = [word for anchor in anchors for word in _words_of(document, *anchor)]
        if not any(_same_row(box, word) for word in anchor_words):
            return False
    line = _printed_line(document, box, anchor_words if anchors is not None else None)
    if _is_prose(line):
        return False
    rows = _printed_rows_above(document, box, line.words[0].x0, max(w.x1 for w in line.words))
    for index, row in enumerate(rows):
        if _is_prose(row):
            return False
        if not _is_unit_line(row) or not _names_a_rating_column(row):
            continue  # a row of the table above the cell
        columns = _old_grouped(document, header_band_columns(document, rows, index), rows[index + 1 :])
        x0, x1 = min(w.x0 for w in cell_words), max(w.x1 for w in cell_words)
        if x1 < columns[0].x0 - HEADER_REACH_PT or x0 > max(c.x1 for c in columns) + HEADER_REACH_PT:
            return False  # the cell prints outside the header: another table's
        if not _previous(document, row, columns, x0, x1):
            return False
        value = document.text[cell[0] : cell[1]]
        # an unchanged value prints again under the current column (`评级 上次评级` over `看好 看好`): current too
        return not any(
            word not in cell_words
            and value in _text(document, word)
            and not _previous(document, row, columns, word.x0, word.x1)
            for word in line.words
        )
    return False


def _previous(document: Document, header: PrintedRow, columns: list[HeaderColumn], x0: float, x1: float) -> bool:
    """Whether [x0, x1] stands in a column of the header that names a previous value."""
    column = _column_of(columns, x0, x1)
    named = " ".join(_text(document, word) for word in header.words if column.x0 < word.x1 and word.x0 < column.x1)
    return column.kind in PREVIOUS_KINDS or PREVIOUS_COLUMN_ZH.fullmatch(named) is not None


def _names_a_rating_column(row: PrintedRow) -> bool:
    """A header line with a rating column among two columns or more (`Company Ticker Old rating New rating`,
    `代码 名称 评级 上次评级`)."""
    return len(row.words) >= 2 and bool(TABLE_RATING_COLUMN.search(row.text) or RATING_COLUMN_ZH.search(row.text))


def _old_grouped(document: Document, columns: list[HeaderColumn], above: list[PrintedRow]) -> list[HeaderColumn]:
    """The rating and target columns under a group row whose nearest word, by middles, is an old one (`Previous`
    over the second `Rating Target price` pair): a previous value's."""
    for row in above[:MAX_NAME_LINES]:
        if not _is_name_line(document, row):
            break
        if not _is_group_line(row):
            continue
        renamed = []
        for column in columns:
            middle = (column.x0 + column.x1) / 2
            nearest = min(row.words, key=lambda word: abs((word.x0 + word.x1) / 2 - middle))
            old = column.kind in ("rating", "target") and OLD_COLUMN_WORD.fullmatch(_text(document, nearest))
            renamed.append(HeaderColumn(f"old_{column.kind}", column.x0, column.x1) if old else column)
        columns = renamed
    return columns
