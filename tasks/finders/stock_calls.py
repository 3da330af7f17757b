"""Stock calls: every stock the report rates, with its code, name, rating and target.

Three forms, in whitespace-stripped and ordinary text alike:
- a table row anchored on a code: `002007华兰生物买入-A`, `688363华熙生物166.00买入-A`,
  `迈瑞医疗300760CH买入RMB417.07`, `300009.SZ安科生物144.63...买入`: the name beside the code, the
  first rating word of the row; a target only under a header that has a 目标价 column: the cell in
  that column's place counted from the rating when the header's columns are all known and the row's
  cells stand apart (`代码简称股价(元)EPS 26E…评级目标价(元)`: the first price is the current one), else
  the row's first decimal. A row printed apart from its header (a prompt lifts headers into its head)
  takes the one header whose value columns fit its cells. A row under a market consensus rating
  column (`市场一致评级`) is no call;
- a row with no code under a 重点公司 / 盈利预测 header: `领益智造1.281.76审慎增持`;
- a tagged name: `闻泰科技（推荐）`;
- a paragraph headed by a name or `name（code）`, ending on its rating: `【立讯精密】…维持“推荐”评级`;
- a row of an English table read one cell a line, under a Rating column header: a ticker cell, then
  within a few cells a rating cell (`OW`, `O`, `2H`, `B-1-7`, `Buy (UR)`); its name the cell before
  the ticker or between it and the rating; its target the second price after the rating;
- a row of an English table printed one row a line, under a header naming its columns
  (tasks/finders/line_tables.py);
- a column of a transposed table, the stocks as its columns and each field a row led by its label
  (`Ticker` / `Rating` / `Target`, `代码` / `评级` / `目标价(元)`), or of a table drawn as text columns that the
  text layer gives one column after the other (tasks/finders/transposed_tables.py): its rows read as rows by the
  other readers make no call;
- an English rating statement naming its stocks (`We reiterate Overweight on both STX and WDC`):
  each stock the report prints elsewhere with its listed ticker (`Seagate Technology (STX.O)`), and
  not called by a table already; on one stock, with the target its sentence states;
- an English rating action on one stock named with its ticker (`We upgrade Harlow Foods (HRLW US)
  to Outperform and raise our PT to $45 from $38`): the new rating, the sentence's new target;
- a stock's own section, headed `Name (TICKER)` over a labelled line `Rating: Add | PT: RM4.85`, or headed by
  its call in one line (`Name (TICKER): Upgrade to Buy from Neutral; TP S$1.92`: the rating it moves to; a bare
  rating, `Name (TICKER): Add, PT S$3.40`), and a `Rating changes` list's line in the same form (`Name (TICKER): to
  Buy from Neutral; TP ¥3,200 (from ¥2,700)`: the new rating and target);
- a `companies mentioned` list's item, ticker, price and rating split by slashes in brackets (`Alpine Chemicals
  (ALPC.N/$48.20/Buy)`): no target;
- a call stated with `rated`, in brackets after the stock (`FLNC (Buy rated, covered by …)`) or before the stocks it
  rates (`Buy-rated VNET, GDS, and Range Intelligent`, `our TPs for Buy-rated Honda to ¥1,850`), a daily digest's item
  heading with its rating last (`TSMC – Accelerating Capacity Build – Buy.`) and one company's two listings rated in
  one slashed statement (`Buy/Neutral ratings on CICC-H/CICC-A`): `rated_mention_calls`, the stock's ticker from the
  note's map where it prints one, else a bare all-capitals token as both its ticker and its name.
A stock named without a rating (建议关注X) is no call.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

from schemas.lexicon import normalize_rating, rating_legend, rating_scale, rating_words, table_rating_class
from schemas.patterns import (
    ABBREVIATION_BEFORE_DOT,
    ACTION_BEFORE_NAME,
    ADVICE_BEFORE_NAME_ZH,
    BARE_CALL_LINE_EN,
    BARE_TARGET_NUMBER,
    BOX_NAME_LINE_EN,
    BRACKETED_CALL_EN,
    BRACKETED_HEADING_NAME,
    BRACKETED_RATING_LINE_EN,
    BULLET_LINE_START,
    BULLET_STANCE_CALL_EN,
    BYLINE_WORD_EN,
    CALL_DECIMAL,
    CALL_ROW_BREAK,
    CALL_TABLE_CELLS,
    CODE_CLOSED_THEN_RATING,
    CODE_THEN_RATING,
    CODED_TABLE_HEADER_ZH,
    COMMA_LISTED_CALL_EN,
    COMPANY_NAME_WHOLE_EN,
    CORPORATE_SUFFIX_EN,
    COVERAGE_HEADER,
    DASHED_CALL_ITEM_EN,
    DIGEST_INDEX_LINE_EN,
    DIGEST_INDEX_SPLIT,
    DIGEST_ITEM_HEADING_EN,
    DIGEST_LINE_END_BYLINE_EN,
    GLUED_RATING_CELL,
    HAN,
    HAS_PRICE_UNIT,
    HEADER_BEFORE_NAME,
    HK_SHARE_CLASS_SUFFIX,
    KEY_DATA_RATING_LINE_EN,
    KEY_DATA_TARGET_LINE_EN,
    LABELLED_CALL_COLUMNS_EN,
    LABELLED_CALL_LINE_EN,
    LABELLED_TICKER_LINE_EN,
    LEGEND_ENTRY_AFTER_EN,
    LIST_ITEM_MARK_EN,
    LISTED_ITEM_LINE_EN,
    LISTED_TICKER,
    LISTING_SUFFIX,
    MAPPED_CALL_RATING_END_EN,
    MAPPED_NAME_CALL_AFTER_EN,
    NAME_TICKER_VALUES_ROW_EN,
    NAME_WITH_TICKER,
    NOT_A_CODE_AFTER,
    NOT_A_STOCK_LEAD_EN,
    NOT_A_STOCK_NAME,
    NOT_A_TICKER_CELL,
    OLD_RATING_BEFORE_EN,
    PARENTHESISED_CALL_EN,
    PENCE_BEFORE_TARGET_CUE_EN,
    PRICE_BEFORE_HORIZON_TARGET_EN,
    PRICE_BEFORE_TARGET_CUE,
    PRICE_UNIT_BEFORE_NAME,
    PRIOR_VALUE_NOTE_ZH,
    PROSE_CALL_BRACKET_LEAD_EN,
    PROSE_CALL_CUE_EN,
    PROSE_CLAUSE_BREAK_EN,
    PROSE_EARLIER_CALL_EN,
    PROSE_END,
    PROSE_FIRST_PERSON_EN,
    PROSE_IMPERATIVE_CALL_EN,
    PROSE_LOWER_WORD,
    PROSE_NAME_LEAD_EN,
    PROSE_NEXT_PRICE_EN,
    PROSE_NUMBER_TOKEN,
    PROSE_OLD_RATING_BEFORE_EN,
    PROSE_OTHER_VIEW_EN,
    PROSE_RATED_ON_EN,
    PROSE_RESPECTIVELY_EN,
    PROSE_SECTOR_OBJECT_EN,
    PROSE_SENTENCE_END,
    PROSE_SHORT_NAME_BRACKET_EN,
    PROSE_START_CUE_EN,
    PROSE_STOCK_JOINER_EN,
    PROSE_TARGET_AFTER_CUE_EN,
    PROSE_TARGETS_CUE_EN,
    PROSE_VERDICT_AFTER_RATING_EN,
    QUOTE_OPENS_BEFORE,
    QUOTED_RATING_STATED_AFTER,
    RATED_BEFORE_STOCKS_EN,
    RATED_BRACKET_CALL_EN,
    RATED_LIST_END_EN,
    RATED_LIST_ITEM,
    RATED_LIST_ITEM_EN,
    RATED_LIST_LEAD,
    RATED_LIST_LEAD_EN,
    RATED_LIST_NEXT_LEAD_EN,
    RATED_ON_AFTER,
    RATED_STOCK_END_EN,
    RATED_STOCK_ITEM_EN,
    RATED_STOCK_JOINER_EN,
    RATED_STOCK_NAME_EN,
    RATED_STOCK_NEXT_IN_SENTENCE_EN,
    RATED_STOCK_TARGET_EN,
    RATING_ACTION_BEFORE_EN,
    RATING_ACTION_ON_STOCK_EN,
    RATING_BAND_DEFINITION_EN,
    RATING_CUE,
    RATING_LED_CALL_EN,
    RATING_MOVED_TO_BEFORE_ZH,
    RATING_NAME_SEPARATOR_EN,
    RATING_TAG_CLOSES_AFTER,
    RATING_TAG_OPENS_BEFORE,
    SECTOR_SENTENCE,
    SENTENCE_END,
    SENTENCE_END_EN,
    SLASHED_CALL_EN,
    SLASHED_LISTINGS_CALL_EN,
    SLASHED_PRICE,
    SPACED_WORD,
    SQUARE_CODED_CALL_EN,
    STANCE_BEFORE_RATING_EN,
    STOCK_CALL_HEADING_EN,
    STOCK_CARD_CALL_EN,
    STOCK_CODE,
    STOCK_HEADING_LINE,
    STOCK_HEADING_TICKER_SPLIT,
    STOCK_LED_LINE_EN,
    STOCK_NAME_AFTER_CODE,
    STOCK_NAME_BEFORE_BRACKET,
    STOCK_NAME_BEFORE_CODE,
    STOCK_SECTION_OPENING,
    STOCK_TABLE_HEADING,
    TABLE_CURRENCY_CELL,
    TABLE_HEADER_LINE,
    TABLE_NAME_CELL,
    TABLE_PRICE_CELL,
    TABLE_RATING_HEADER,
    TABLE_TARGET_HEADER,
    TABLE_TICKER_CELL,
    TARGET_AFTER_CUE_EN,
    TARGET_CUE_BEFORE_LIST_EN,
    TARGET_LIST_HEADING_EN,
    TARGET_PRICE_CUE,
    UNCODED_CALL_ROW,
    UNRATED_STOCK_BRACKET_EN,
    US_LISTED_CODE,
    ZH_PRICE_VALUE,
    ZH_ROW_VALUE,
    ZH_TABLE_COLUMN,
)
from schemas.types import Candidate
from tasks.finders.line_tables import Cell, group_rated_rows, line_table_rows, rates_without_header
from tasks.finders.target_price import target_price_occurrences
from tasks.finders.transposed_tables import transposed_tables

ROW_CHARS = 160  # a table row or call sentence is at most this long
PARAGRAPH_CHARS = 900  # a stock's paragraph, from its name（code） to its rating statement
CALL_REACH = PARAGRAPH_CHARS  # validation: a call's rating or target this far after its code or name
HEADER_REACH = 200  # a column header this far before a table's first row
_NOT_NAMES = {"未评级", "暂不评级"}
TABLE_HEADER_REACH = 3000  # a table's Rating header this far before its first row (headers span many cells)
TABLE_ROW_REACH = 600  # a table's rows follow each other this closely
TABLE_ROW_CELLS = 7  # a row's rating cell this many cells after its ticker at most
TABLE_CELL_CHARS = 48  # a longer line is prose, not a cell
MAPPED_NAME_CHARS = 4  # a shorter name of the note's map is too likely a word of the text
LISTED_ITEMS_ABOVE = 40  # a stock list's heading this many lines above its item at most
RATING_WORD_CHARS = 6  # a Chinese rating word is at most this long (强于大市-A)


@dataclass(frozen=True)
class CallCandidate:
    code: Candidate | None
    name: Candidate | None
    rating: Candidate
    target: Candidate | None = None


def _a_stock_rating(word: str) -> bool:
    """A rating word of a stock's scale in the lexicon that rates (not `NR`): what a call's rating must be."""
    return rating_scale(word) == "stock" and normalize_rating(word) not in (None, "unrated")


def _name(text: str, start: int, end: int, *, last: bool = False) -> Candidate | None:
    """A stock name in a Han run, apart from a rating word glued to it (`买入京东方A`, `长电科技买入`,
    `谨慎增持凯利泰`): the first piece, or with `last` the last one. A rating word that runs past
    the run's end (`中科微装谨慎` + `推荐`: 谨慎推荐) ends the name where it starts."""
    pieces, at = [], start
    overlapping = rating_words(text, start, min(len(text), end + RATING_WORD_CHARS))
    for word in (w for w in overlapping if w.start() < end):
        pieces.append((at, word.start()))
        at = word.end()
    pieces.append((at, end))
    pieces = [(a, b) for a, b in pieces if b - a >= 2]
    if not pieces:
        return None
    a, b = pieces[-1] if last else pieces[0]
    header = HEADER_BEFORE_NAME.match(text, a, b)
    if header and b - header.end() >= 2:
        a = header.end()
    action = ACTION_BEFORE_NAME.match(text, a, b) or ADVICE_BEFORE_NAME_ZH.match(text, a, b)
    if action and b - action.end() >= 2:
        a = action.end()
    unit = PRICE_UNIT_BEFORE_NAME.match(text, a, b)
    if unit and b - unit.end() >= 2:
        a = unit.end()
    value = text[a:b]
    if NOT_A_STOCK_NAME.match(value) or value in _NOT_NAMES:
        return None
    return Candidate(value, a, b)


def _name_near_code(text: str, code: re.Match[str]) -> Candidate | None:
    after = STOCK_NAME_AFTER_CODE.match(text, code.end())
    before = STOCK_NAME_BEFORE_CODE.search(text, max(0, code.start() - 8), code.start())
    bracketed = code.start() > 0 and text[code.start() - 1] in "（("
    for found in (before, after) if bracketed or not after else (after, before):
        name = _name(text, found.start(1), found.end(1)) if found else None
        if name:
            suffix = HK_SHARE_CLASS_SUFFIX.match(text, name.end) if code.group(0).endswith(".HK") else None
            return Candidate(text[name.start : suffix.end()], name.start, suffix.end()) if suffix else name
    return None


def _is_code(text: str, code: re.Match[str]) -> bool:
    """A code, not a date or a number: it has a suffix, brackets, or a name beside it."""
    if code.group(0)[6:] or "." in code.group(0):
        return True
    if NOT_A_CODE_AFTER.match(text, code.end()):
        return False
    return _name_near_code(text, code) is not None


def _han_name_beside(text: str, code: re.Match[str]) -> bool:
    """A US listing's code in a Chinese table row: a Chinese name beside it (`BRTS.O百瑞电商`)."""
    name = _name_near_code(text, code)
    return name is not None and HAN.search(name.value) is not None


def _row_end(text: str, start: int, next_code: int) -> int:
    stop = CALL_ROW_BREAK.search(text, start, min(len(text), start + ROW_CHARS))
    return min(next_code, stop.start() if stop else start + ROW_CHARS, len(text))


def _first_rating(text: str, start: int, end: int) -> Candidate | None:
    words = rating_words(text, start, end)
    return Candidate(words[0].group(0), words[0].start(), words[0].end()) if words else None


def _stated_rating(text: str, start: int, next_code: int) -> Candidate | None:
    """A rating stated about the stock of a `name（code）` paragraph: 维持“增持”评级, before the next code; on a line
    of Latin script, before its end (the next line is another block: a legend's `(buy) (hold) (sell)`)."""
    end = min(next_code, start + PARAGRAPH_CHARS)
    line_start, line_end = text.rfind("\n", 0, start) + 1, text.find("\n", start)
    if line_end >= 0 and HAN.search(text, line_start, line_end) is None:
        end = min(end, line_end)
    for word in rating_words(text, start, end):
        cued = RATING_CUE.search(text, max(start, word.start() - 6), word.start()) and RATING_CUE.search(
            text, word.end(), word.end() + 4
        )
        quoted = QUOTE_OPENS_BEFORE.search(text, max(start, word.start() - 1), word.start()) and (
            QUOTED_RATING_STATED_AFTER.match(text, word.end())
        )  # "维持星途科技（XTKJ.O）“推荐”评级"
        verdict = text[word.end() : word.end() + 1] == "。" and (
            text[word.start() - 1 : word.start()] in "，,"
            or RATING_CUE.search(text, max(start, word.start() - 6), word.start())
        )  # "…EPS为1.33元，推荐。", "目标价54.4元，维持买入。"
        tag = RATING_TAG_OPENS_BEFORE.search(text, max(start, word.start() - 1), word.start()) and (
            RATING_TAG_CLOSES_AFTER.match(text, word.end())
        )  # "…订单同比翻倍（强烈推荐，目标价146.00元）。"
        moved = RATING_MOVED_TO_BEFORE_ZH.search(text, max(start, word.start() - 8), word.start())  # 评级上调至“买入”
        if cued or quoted or verdict or tag or moved:
            return Candidate(word.group(0), word.start(), word.end())
    return None


def _rates_the_sector(text: str, rating: Candidate, name: str) -> bool:
    """The rating's sentence speaks of the sector (行业, 板块) and does not name the stock."""
    stops = list(SENTENCE_END.finditer(text, max(0, rating.start - PARAGRAPH_CHARS), rating.start))
    start = stops[-1].end() if stops else max(0, rating.start - PARAGRAPH_CHARS)
    sentence = text[start : rating.end]
    return bool(SECTOR_SENTENCE.search(sentence)) and name not in sentence


def _has_target_column(text: str, table_start: int) -> bool:
    """A target column in the header just above the table; or, for a table with no header line of its
    own above it, in a table header line printed elsewhere (a prompt lifts `代码名称评级目标价…` into its
    head while the rows stay in the body)."""
    above = max(0, table_start - HEADER_REACH)
    if TARGET_PRICE_CUE.search(text, above, table_start):
        return True
    if CODED_TABLE_HEADER_ZH.search(text[above:table_start]):
        return False  # the table's own header names no target column
    return any(header.group("target") for header in CODED_TABLE_HEADER_ZH.finditer(text))


@dataclass(frozen=True)
class ZhHeader:
    """A Chinese stock table's header line read by its columns (ZH_TABLE_COLUMN)."""

    start: int
    end: int
    street: bool  # its only rating column is the market's consensus (`市场一致评级`): its rows are no calls
    before: int | None  # value columns between the identity and the rating (None: a column the reader does not know)
    after: int | None  # value columns after the rating
    place: int | None  # the target column's place from the rating: 1 the first value after it, -1 the last before
    # A changes table's rating columns (`上次评级 | 本次评级`): how many a row prints, and which of them, counted
    # from 0, is the current one; a row's other rating words are the values before the change.
    ratings: int = 1
    current: int = 0


def _column_kind(column: re.Match[str]) -> str | None:
    """A header column's kind; a previous value's column (`old`) is an old rating's or an old target's."""
    if column.lastgroup != "old":
        return column.lastgroup
    return "old_rating" if "评级" in column.group() else "old_target"


def zh_table_header(found: re.Match[str]) -> ZhHeader:
    line = found.group()
    columns = list(ZH_TABLE_COLUMN.finditer(line))
    kinds = [_column_kind(column) for column in columns]
    street = "rating" not in kinds and "street" in kinds
    if "rating" not in kinds and not street:
        return ZhHeader(found.start(), found.end(), street, None, None, None)

    def known(low: int, high: int) -> bool:  # nothing but known columns from column `low` to column `high`
        return not any(line[columns[i].end() : columns[i + 1].start()].strip() for i in range(low, high))

    def values(low: int, high: int) -> int:  # an old target's cell is a value cell of the row too
        return sum(kind in ("value", "year", "target", "old_target") for kind in kinds[low + 1 : high])

    rating = kinds.index("street" if street else "rating")
    identity = max((i for i, kind in enumerate(kinds[:rating]) if kind == "identity"), default=None)
    whole = identity is not None and known(0, len(columns) - 1) and not line[columns[-1].end() :].strip()
    before = values(identity, rating) if whole and identity is not None else None
    after = values(rating, len(columns)) if whole else None
    place = None
    if "target" in kinds:
        target = kinds.index("target")
        if target > rating:
            place = values(rating, target) + 1 if known(rating, target) else 1
        elif known(target, rating):
            place = -(values(target, rating) + 1)
    ratings = 1 + kinds.count("old_rating") if not street else 1
    current = kinds[:rating].count("old_rating") if not street else 0
    return ZhHeader(found.start(), found.end(), street, before, after, place, ratings, current)


def _row_values(text: str, start: int, end: int, skip: Sequence[Candidate] = ()) -> list[Candidate] | None:
    """A row's value cells from start to end; None unless the stretch holds value cells only (in
    whitespace-stripped text, glued numbers cannot be told apart). `skip`: cells of the row that are no
    value, read as gaps (a changes table's old rating before its current one)."""
    if skip:
        blanked = list(text)
        for cell in skip:
            blanked[cell.start : cell.end] = " " * (cell.end - cell.start)
        text = "".join(blanked)
    cells = [Candidate(m.group(), m.start(), m.end()) for m in ZH_ROW_VALUE.finditer(text, start, end)]
    rest = ZH_ROW_VALUE.sub("", text[start:end])
    return cells if not rest.strip() else None


def _changes_header(headers: Sequence[ZhHeader], table_start: int, code_start: int, words: int) -> ZhHeader | None:
    """The changes table header (two rating columns or more: `上次评级 | 本次评级`) a row of `words` rating
    words stands under: the last header above its table when it is one; for a row printed apart from
    its header, the text's changes headers when they all print that many ratings, the current one in
    the same place."""
    above = [h for h in headers if table_start - HEADER_REACH <= h.start and h.end <= code_start]
    if above:
        return above[-1] if above[-1].ratings > 1 and above[-1].ratings == words else None
    fits = [h for h in headers if h.ratings > 1 and h.ratings == words]
    return fits[0] if fits and all(h.current == fits[0].current for h in fits) else None


def _row_header(
    headers: Sequence[ZhHeader], table_start: int, code_start: int, before: int | None, after: int | None
) -> ZhHeader | None:
    """The header the row stands under: the last one above it in its table; for rows printed apart from
    their header (a prompt lifts the header and first row into its head), the one header elsewhere whose
    value columns before and after the rating fit the row's cells."""
    above = [h for h in headers if table_start - HEADER_REACH <= h.start and h.end <= code_start]
    if above:
        return above[-1]
    if before is None or after is None:
        return None
    fits = [h for h in headers if (h.before, h.after) == (before, after)]
    return fits[0] if fits and all((h.street, h.place) == (fits[0].street, fits[0].place) for h in fits) else None


def _placed_cell(header: ZhHeader, before: list[Candidate] | None, after: list[Candidate] | None) -> Candidate | None:
    """The row's value cell in its header's target place, when it holds a price."""
    place = header.place
    cells = after if place is not None and place > 0 else before
    if place is None or cells is None:
        return None
    index = place - 1 if place > 0 else len(cells) + place
    if 0 <= index < len(cells) and ZH_PRICE_VALUE.fullmatch(cells[index].value):
        return cells[index]
    return None


CONTINUED_ZH_LINES = 3  # a Chinese tight table's row runs on this many lines below its own at most


def _continued_zh_row(text: str, end: int, next_code: int) -> tuple[int, list[Candidate]]:
    """Where a Chinese table's row ends when the lines below its own (ending at `end`) hold only its value cells and
    grey notes on previous values (PRIOR_VALUE_NOTE_ZH), before the next row's code; and those notes."""
    notes: list[Candidate] = []
    at = end
    for _ in range(CONTINUED_ZH_LINES):
        if at >= len(text) or text[at] != "\n":
            break
        line_end = text.find("\n", at + 1)
        line_end = min(len(text) if line_end < 0 else line_end, next_code)
        found = [
            Candidate(n.group(0), n.start(), n.end()) for n in PRIOR_VALUE_NOTE_ZH.finditer(text, at + 1, line_end)
        ]
        if line_end <= at + 1 or _row_values(text, at + 1, line_end, found) is None:
            break
        notes += found
        at = line_end
    return at, notes


@dataclass(frozen=True)
class _CodedRow:
    call: CallCandidate  # its target: the row's bare cell, or None for a paragraph
    paragraph: bool  # a `name（code）` paragraph's stated rating, not a table row
    placed: bool  # its target read in its header's target column (zh_table_header)
    end: int  # where the row ends


@lru_cache(maxsize=4)  # the finders and the validator each read one report's rows
def _coded_rows(text: str) -> tuple[_CodedRow, ...]:
    codes = [code for code in STOCK_CODE.finditer(text) if _is_code(text, code)]
    codes += [code for code in US_LISTED_CODE.finditer(text) if _han_name_beside(text, code)]
    codes.sort(key=lambda code: code.start())
    headers = [zh_table_header(found) for found in CODED_TABLE_HEADER_ZH.finditer(text)]
    rows, table_start, previous_end = [], 0, -ROW_CHARS
    for index, code in enumerate(codes):
        if code.start() - previous_end > ROW_CHARS:
            table_start = code.start()
            glued = _glued_header(text, table_start)
            headers += [glued] if glued is not None else []
        previous_end = code.end()
        next_code = codes[index + 1].start() if index + 1 < len(codes) else len(text)
        name = _name_near_code(text, code)
        row_start = max(code.end(), name.end if name and name.start > code.start() else code.end())
        end = _row_end(text, row_start, next_code)
        notes = [Candidate(n.group(0), n.start(), n.end()) for n in PRIOR_VALUE_NOTE_ZH.finditer(text, row_start, end)]
        words = [
            Candidate(w.group(0), w.start(), w.end())
            for w in rating_words(text, row_start, end)
            if not any(n.start <= w.start() < n.end for n in notes)  # `推荐上次：推荐`: the old rating in a grey note
        ]
        changes = _changes_header(headers, table_start, code.start(), len(words))
        old_ratings = [w for i, w in enumerate(words) if i != changes.current] if changes else []
        rating = words[changes.current] if changes else words[0] if words else None
        bracketed = code.start() > 0 and text[code.start() - 1] in "（("
        tagged = bracketed and rating is not None and CODE_THEN_RATING.fullmatch(text, code.end(), rating.start)
        paragraph = False
        if tagged:
            pass  # 歌尔股份(002241SZ,买入)
        elif bracketed and rating is not None and CODE_CLOSED_THEN_RATING.fullmatch(text, code.end(), rating.start):
            paragraph = True  # 华芯装备(688012.SH):买入,目标价182.00元: the line states its target
        elif rating is None and bracketed:
            rating, paragraph = _stated_rating(text, code.end(), next_code), True
        elif rating is not None and not CALL_TABLE_CELLS.fullmatch(text, row_start, words[0].start):
            rating, paragraph = (_stated_rating(text, code.end(), next_code) if bracketed else None), True
        if rating is None or normalize_rating(rating.value) == "unrated":
            continue
        target, placed = None, False
        if not paragraph and not tagged:
            before = _row_values(text, row_start, rating.start, old_ratings)
            after = _row_values(text, rating.end, end, [*old_ratings, *notes])
            if not after:
                # a tight table's cell printing a second line (the previous rating under the rating) breaks the row:
                # its values go on on the lines below (`688012.SH中芯微装推荐上次：推荐` / `186.00 152.40 41.2`)
                end, more = _continued_zh_row(text, end, next_code)
                notes += more
                after = _row_values(text, rating.end, end, [*old_ratings, *notes])
            header = _row_header(
                headers,
                table_start,
                code.start(),
                len(before) if before is not None else None,
                len(after) if after is not None else None,
            )
            if header is not None and header.street:
                continue  # the market's consensus rating: no call of the broker's
            target = _placed_cell(header, before, after) if header else None
            placed = target is not None
        if not paragraph and target is None and _has_target_column(text, table_start):
            decimal = CALL_DECIMAL.search(text, row_start, end)
            target = Candidate(decimal.group(0), decimal.start(), decimal.end()) if decimal else None
        code_cell = Candidate(code.group(0), code.start(), code.end())
        rows.append(_CodedRow(CallCandidate(code_cell, name, rating, target), paragraph, placed, end))
    return tuple(rows)


def _glued_header(text: str, table_start: int) -> ZhHeader | None:
    """The table's header where it runs on its line into the first row (`代码公司评级股价(港元)目标价(港元)PE 2026E`
    before `00700.HK腾讯控股买入…`; a consensus column, `一致预期评级`, makes its rows no calls)."""
    line_start = text.rfind("\n", 0, table_start) + 1
    found = CODED_TABLE_HEADER_ZH.fullmatch(text, line_start, table_start)
    return zh_table_header(found) if found is not None else None


@dataclass(frozen=True)
class PlacedTarget:
    """A Chinese table row whose header places its target column: the row's stretch and its target cell."""

    start: int
    end: int
    target: Candidate


def header_placed_targets(text: str) -> tuple[PlacedTarget, ...]:
    """The rows whose target the header's column order places (the validator rejects another cell
    of such a row as the stock's target: the current price, an EPS)."""
    return tuple(
        PlacedTarget(row.call.code.start, row.end, row.call.target)
        for row in _coded_rows(text)
        if row.placed and row.call.code and row.call.target
    )


def coded_row_calls(text: str) -> tuple[CallCandidate, ...]:
    """The calls of the Chinese stock tables' rows as read here (a `name（code）` paragraph's stated rating left out):
    the validator grounds a row's rating cell on the stock's own row (tasks/validate/grounding.py)."""
    return tuple(row.call for row in _coded_rows(text) if not row.paragraph)


def _coded_calls(text: str, targets: Sequence[Candidate]) -> list[CallCandidate]:
    calls = []
    for row in _coded_rows(text):
        call = row.call
        if row.paragraph:
            found = next(
                (t for t in targets if call.code and call.code.end <= t.start < call.rating.end + ROW_CHARS), None
            )
            call = replace(call, target=found)
        elif call.target is not None:
            call = replace(call, target=_with_unit(call.target, targets))
        else:
            call = replace(call, target=_bracketed_target(text, call, targets))
        calls.append(call)
    return calls


def _bracketed_target(text: str, call: CallCandidate, targets: Sequence[Candidate]) -> Candidate | None:
    """The target a stock's brackets state after its code and rating (`星河光电(688691.SH,推荐,目标价56.00元)`,
    a sector note's list of picks): a target whose cue follows the rating inside the same brackets."""
    if call.code is None or text[call.code.start - 1 : call.code.start] not in ("(", "（"):
        return None
    closes = [at for at in (text.find(")", call.rating.end), text.find("）", call.rating.end)) if at >= 0]
    line_end = text.find("\n", call.rating.end)
    close = min(closes, default=-1)
    if close < 0 or 0 <= line_end < close:
        return None
    return next((t for t in targets if call.rating.end <= t.start - len(t.context) and t.end <= close), None)


def _with_unit(cell: Candidate, targets: Sequence[Candidate]) -> Candidate:
    """A bare table cell (`43.90`) as the report states that target elsewhere with its unit
    (`目标价43.90元`): the same number, then only a unit."""
    for target in targets:
        if target.value.startswith(cell.value) and HAS_PRICE_UNIT.fullmatch(target.value[len(cell.value) :].strip()):
            return target
    return cell


def _uncoded_rows(text: str) -> list[CallCandidate]:
    calls = []
    for heading in STOCK_TABLE_HEADING.finditer(text):
        at, limit = heading.end(), min(len(text), heading.end() + 1200)
        for row in UNCODED_CALL_ROW.finditer(text, at, limit):
            name = _name(text, row.start(1), row.end(1), last=True)
            rating = _first_rating(text, row.end(2), min(limit, row.end(2) + 12))
            if name and rating and rating.start == row.end(2) and normalize_rating(rating.value) != "unrated":
                calls.append(CallCandidate(None, name, rating))
    return calls


def _tagged_names(text: str) -> list[CallCandidate]:
    calls = []
    for tag in STOCK_NAME_BEFORE_BRACKET.finditer(text):
        words = rating_words(text, tag.end(), tag.end() + 6)
        name = _name(text, tag.start(1), tag.end(1))
        if name and words and words[0].start() == tag.end() and text[words[0].end() : words[0].end() + 1] in "）)":
            calls.append(CallCandidate(None, name, Candidate(words[0].group(0), words[0].start(), words[0].end())))
    return calls


def _headed_paragraphs(text: str) -> list[CallCandidate]:
    """`【立讯精密】…维持“推荐”评级`: a paragraph headed by a stock's name, ending on its rating."""
    heads = list(BRACKETED_HEADING_NAME.finditer(text))
    calls = []
    for index, head in enumerate(heads):
        name = _name(text, head.start(1), head.end(1))
        following = heads[index + 1].start() if index + 1 < len(heads) else len(text)
        rating = _stated_rating(text, head.end(), following) if name else None
        if name and rating and _rates_the_sector(text, rating, name.value):
            continue  # 【国元医药】…血制品行业景气度较高，我们维持推荐评级: the sector's rating, under a team tag
        if name and rating and normalize_rating(rating.value) != "unrated":
            calls.append(CallCandidate(None, name, rating))
    return calls


def _parenthesised_calls(text: str) -> list[CallCandidate]:
    """`Lindqvist Litho (LNQ NA; Overweight; PT €980)`: a stock's call in brackets after its name."""
    calls = []
    for found in PARENTHESISED_CALL_EN.finditer(text):
        if normalize_rating(found.group("rating")) in (None, "unrated"):
            continue
        code, name, rating = (Candidate(found.group(g), *found.span(g)) for g in ("code", "name", "rating"))
        target = Candidate(found.group("target"), *found.span("target")) if found.group("target") else None
        calls.append(CallCandidate(code, name, rating, target))
    return calls


def _rated_lists(text: str) -> list[CallCandidate]:
    """`重点推荐：立讯精密（002475.SZ）、移远通信（603236.SH）`: every stock of a list that a rating word leads."""
    calls = []
    for word in rating_words(text):
        lead = RATED_LIST_LEAD.match(text, word.end())
        if not lead or normalize_rating(word.group(0)) == "unrated":
            continue
        rating = Candidate(word.group(0), word.start(), word.end())
        at = lead.end()
        while item := RATED_LIST_ITEM.match(text, at):
            name = Candidate(item.group(1), item.start(1), item.end(1))
            calls.append(CallCandidate(Candidate(item.group(2), item.start(2), item.end(2)), name, rating))
            at = item.end()
    return calls


def ticker_root(code: str) -> str:
    """A listed ticker's root, its listing left out (`ASTF SP` -> `ASTF`, `0700.HK` -> `0700`)."""
    return re.split(r"[. ]", code, maxsplit=1)[0]


def _rated_in_prose(text: str) -> list[CallCandidate]:
    """`We reiterate Overweight on both STX and WDC`: a stock rating word after a rating action on its
    line, on the stocks named after it (tasks/validate/grounding.py `_rated_on` checks the same tie).
    A stock counts where the report prints it with its listed ticker (`Seagate Technology (STX.O)`):
    by that ticker's root or by that name; the list ends at the first word that is neither."""
    listed: dict[str, tuple[Candidate, Candidate]] = {}
    for found in NAME_WITH_TICKER.finditer(text):
        pair = (Candidate(found.group(2), found.start(2), found.end(2)), Candidate(found.group(1), *found.span(1)))
        listed.setdefault(ticker_root(found.group(2)), pair)
        listed.setdefault(found.group(1), pair)
    calls: list[CallCandidate] = []
    if not listed:
        return calls
    for word in rating_words(text):
        value = word.group(0)
        if not _a_stock_rating(value) or not value[:1].isupper():
            continue
        line_start = text.rfind("\n", 0, word.start()) + 1
        on = RATED_ON_AFTER.match(text, word.end())
        if on is None or not RATING_ACTION_BEFORE_EN.search(text, line_start, word.start()):
            continue
        rating, at = Candidate(value, word.start(), word.end()), on.start("stocks")
        rated: list[CallCandidate] = []
        while (item := RATED_STOCK_ITEM_EN.match(text, at, on.end("stocks"))) and item.group("stock") in listed:
            code, name = listed[item.group("stock")]
            rated.append(CallCandidate(code, name, rating))
            at = item.end()
        if len(rated) == 1:  # one stock rated: the sentence's target is its own (`… on X (X US) with a $19 PT`)
            rated = [replace(rated[0], target=_sentence_target(text, rating.end))]
        calls += rated
    return calls


LABEL_LINES_UNDER_HEADING = 2  # a stock's `Rating: X | PT: Y` line this many lines under its heading at most


def labelled_sections(text: str) -> list[CallCandidate]:
    """A stock's own section headed by its name and ticker (`Lintas Telekom (LNTS MK)`), its call on
    a labelled line just under the heading (`Rating: Add | PT: RM4.85`, more labelled values after it: `| Price:
    C$54.20`; a chart's caption line may stand between), on a line of the rating and the labelled target (`OW,
    PT 2,650p`), or a label line over a value line (`Rating Target` / `Add KRW62,000`): what a sector note prints for
    each stock it rates, one section after another."""
    calls = []
    for head in STOCK_HEADING_LINE.finditer(text):
        if STOCK_HEADING_TICKER_SPLIT.search(head.group(1)):
            continue  # several listings: which one the line rates is not said
        at = head.end() + 1
        for _ in range(LABEL_LINES_UNDER_HEADING):
            line_end = text.find("\n", at)
            line_end = len(text) if line_end < 0 else line_end
            next_end = text.find("\n", line_end + 1) if line_end < len(text) else -1
            label = (
                LABELLED_CALL_LINE_EN.match(text, at, line_end)
                or LABELLED_CALL_COLUMNS_EN.match(text, at, len(text) if next_end < 0 else next_end)
                or BARE_CALL_LINE_EN.match(text, at, line_end)
            )
            if label:
                rating = label.group("rating")
                rated = normalize_rating(rating) or table_rating_class(rating)  # a table's abbreviation: `OW`
                if rated not in (None, "unrated"):
                    printed = text[head.start() : text.rfind("(", head.start(), head.start(1))]
                    name_start = head.start() + len(printed) - len(printed.lstrip())
                    name = Candidate(printed.strip(), name_start, name_start + len(printed.strip()))
                    target = label.group("target")
                    calls.append(
                        CallCandidate(
                            Candidate(head.group(1), *head.span(1)),
                            name,
                            Candidate(rating, *label.span("rating")),
                            Candidate(target, *label.span("target")) if target else None,
                        )
                    )
                break
            at = line_end + 1
    return calls + _key_data_boxes(text) + _labelled_ticker_boxes(text) + _heading_calls(text)


KEY_DATA_LINES = 8  # a stock's key-data box this many lines under its heading at most


def _lines_end(text: str, at: int, lines: int) -> int:
    """Where the `lines`-th line after `at` ends (the text's end when it has fewer)."""
    end = at
    for _ in range(lines):
        following = text.find("\n", end + 1)
        end = len(text) if following < 0 else following
    return end


def _key_data_boxes(text: str) -> list[CallCandidate]:
    """A stock's page or section headed `Name (TICKER)` over a key-data box of one labelled value a line (`Key data` /
    `Rating Outperform` / `Price target ¥3,450`), within KEY_DATA_LINES lines and before the next stock's heading:
    its rating line's word, a stock rating of the lexicon, and its target line's price. Only where two stocks or more
    have one (a sector note's page per stock): one such box is a company note's cover, its own readers' (the report's
    rating and target)."""
    calls = []
    heads = list(STOCK_HEADING_LINE.finditer(text))
    for index, head in enumerate(heads):
        if STOCK_HEADING_TICKER_SPLIT.search(head.group(1)):
            continue  # several listings: which one the box rates is not said
        end = _lines_end(text, head.end(), KEY_DATA_LINES)
        if index + 1 < len(heads):
            end = min(end, heads[index + 1].start())
        label = KEY_DATA_RATING_LINE_EN.search(text, head.end(), end)
        if label is None:
            continue
        rating = label.group("rating")
        if not _a_stock_rating(rating):
            continue
        target = KEY_DATA_TARGET_LINE_EN.search(text, head.end(), end)
        printed = text[head.start() : text.rfind("(", head.start(), head.start(1))]
        name_start = head.start() + len(printed) - len(printed.lstrip())
        calls.append(
            CallCandidate(
                Candidate(head.group(1), *head.span(1)),
                Candidate(printed.strip(), name_start, name_start + len(printed.strip())),
                Candidate(rating, *label.span("rating")),
                Candidate(target.group("target"), *target.span("target")) if target else None,
            )
        )
    return calls if len({call.code.value for call in calls if call.code}) >= 2 else []


def _labelled_ticker_boxes(text: str) -> list[CallCandidate]:
    """A stock's key-data box that labels its ticker on a line of its own: the name line, then one labelled value a
    line (`Gresham House Energy Storage` / `RATING BUY` / `PRICE 89.80p` / `PRICE TARGET | NA |` / … / `TICKER GRID
    LN`), within KEY_DATA_LINES lines and before the next box's rating line; its target line's price when it prints
    one. Only where two stocks or more have one (a note on several stocks): one such box is a company note's cover."""
    calls = []
    labels = list(KEY_DATA_RATING_LINE_EN.finditer(text))
    for index, label in enumerate(labels):
        rating = label.group("rating")
        if not _a_stock_rating(rating):
            continue
        end = _lines_end(text, label.end(), KEY_DATA_LINES)
        if index + 1 < len(labels):
            end = min(end, labels[index + 1].start())
        ticker = LABELLED_TICKER_LINE_EN.search(text, label.end(), end)
        if ticker is None:
            continue
        above_end = label.start() - 1
        above_start = text.rfind("\n", 0, max(0, above_end)) + 1
        named = BOX_NAME_LINE_EN.fullmatch(text, above_start, above_end) if above_end > above_start else None
        target = KEY_DATA_TARGET_LINE_EN.search(text, label.end(), ticker.start())
        calls.append(
            CallCandidate(
                Candidate(ticker.group("code"), *ticker.span("code")),
                Candidate(named.group("name"), *named.span("name")) if named else None,
                Candidate(rating, *label.span("rating")),
                Candidate(target.group("target"), *target.span("target")) if target else None,
            )
        )
    return calls if len({call.code.value for call in calls if call.code}) >= 2 else []


@lru_cache(maxsize=4)  # read for the calls and for the prompt's spans
def _rated_lists_en(text: str) -> tuple[CallCandidate, ...]:
    """`Buy: Shengyi Technology (600183.SS, on CL), Victory Giant (300476.SZ), … and TUC (6274.TWO).`: a line that a
    stock rating word of the lexicon leads, then lists its stocks, each a name with its listed ticker in brackets, to
    the line's end (a sentence that goes on after them is prose, read elsewhere). One line may hold a list per rating
    (`Buy: A (X.SS), B (Y.SZ); Neutral: C (Z.HK).`); a `Not Rated` list's stocks make no call."""
    calls = []
    for lead in RATED_LIST_LEAD_EN.finditer(text):
        if not _a_stock_rating(lead.group("rating")):
            continue
        found: list[CallCandidate] = []
        group: re.Match[str] | None = lead
        while group is not None and normalize_rating(group.group("rating")) is not None:
            rating = Candidate(group.group("rating"), *group.span("rating"))
            items, at = [], group.end()
            while item := RATED_LIST_ITEM_EN.match(text, at):
                items.append(item)
                at = item.end()
            if not items:
                break
            if _a_stock_rating(rating.value):
                for item in items:
                    code, name = (Candidate(item.group(g), *item.span(g)) for g in ("code", "name"))
                    found.append(CallCandidate(code, name, rating))
            if RATED_LIST_END_EN.match(text, at):
                calls += found
                break
            group = RATED_LIST_NEXT_LEAD_EN.match(text, at)
    return tuple(calls)


@lru_cache(maxsize=4)  # the finders and the validator each read one report's lists
def rated_list_calls(text: str) -> tuple[CallCandidate, ...]:
    """The calls whose rating a structure of the note states apart from the stock's name, before it or under it: a
    rated list's line (`Buy: A (X.SS), B (Y.SZ)`) and a rating group's rows of a table (tasks/finders/line_tables.py
    `group_rated_rows`). The validator grounds such a rating by its stock's code or name in the same structure."""
    grouped = [CallCandidate(row.code, row.name, row.rating, row.target) for row in group_rated_rows(text)]
    return (*_rated_lists_en(text), *grouped)


def _square_coded_calls(text: str) -> list[CallCandidate]:
    """`Ibiden [4062] (Buy)`: a stock named in running text with its exchange code in square brackets and its
    rating, a stock rating of the lexicon, in brackets right after (SQUARE_CODED_CALL_EN)."""
    return [call for found in SQUARE_CODED_CALL_EN.finditer(text) if (call := _named_groups_call(found))]


def _heading_calls(text: str) -> list[CallCandidate]:
    """Sections headed by a stock's name, ticker and call in one line (`Orchid Harbour REIT (OHRT SP):
    Upgrade to Buy from Neutral; TP S$1.92`): the rating the call moves to (not the one after `from`),
    and the heading's target."""
    calls = []
    for head in STOCK_CALL_HEADING_EN.finditer(text):
        start = head.start("call")
        words = [
            w
            for w in rating_words(head.group("call"))
            if not OLD_RATING_BEFORE_EN.search(head.group("call")[: w.start()])
        ]
        bare = head.group("bare")
        if (
            not words
            or (bare is not None and normalize_rating(bare) is None)  # `Name (TICKER): Strong quarter`
            or not _a_stock_rating(words[0].group(0))
        ):
            continue
        rating = Candidate(words[0].group(0), start + words[0].start(), start + words[0].end())
        target = Candidate(head.group("target"), *head.span("target")) if head.group("target") else None
        name = Candidate(
            head.group("name").strip(), head.start("name"), head.start("name") + len(head.group("name").strip())
        )
        calls.append(CallCandidate(Candidate(head.group("code"), *head.span("code")), name, rating, target))
    return calls


def _sentence_target(text: str, start: int, bound: int | None = None) -> Candidate | None:
    """The new target the sentence from `start` states (before `bound`, the next stock it rates): after its cue
    (`raise our PT to $45 from $38`) or right before it (`with a $19 PT`), whichever comes first."""
    stop = PROSE_SENTENCE_END.search(text, start, min(len(text), start + PARAGRAPH_CHARS))
    end = stop.start() if stop else min(len(text), start + ROW_CHARS)
    end = end if bound is None else min(end, bound)
    after_cue = TARGET_AFTER_CUE_EN.search(text, start, end)
    before_cue = PRICE_BEFORE_TARGET_CUE.search(text, start, end)
    found = [Candidate(m.group(group), *m.span(group)) for m, group in ((after_cue, "price"), (before_cue, 1)) if m]
    return min(found, key=lambda c: c.start) if found else None


def _rated_with_action(text: str) -> list[CallCandidate]:
    """`We upgrade Harlow Foods (HRLW US) to Outperform and raise our PT to $45 from $38`: a rating
    action on one stock named with its ticker (listed, or a US note's bare `NVDA`), the rating it moves to, and the new
    target the same sentence states; then the next stocks the sentence rates the same way (`… and AMD (AMD) Market
    Perform with a $180 price target`), each target read up to the next stock."""
    calls = []
    for found in RATING_ACTION_ON_STOCK_EN.finditer(text):
        rated = [found]
        while following := RATED_STOCK_NEXT_IN_SENTENCE_EN.search(text, rated[-1].end(), _sentence_end(text, found)):
            rated.append(following)
        for index, stock in enumerate(rated):
            words = stock.group("rating").split()
            rating = next(
                (" ".join(words[:n]) for n in (2, 1) if len(words) >= n and normalize_rating(" ".join(words[:n]))),
                None,
            )
            if rating is None or normalize_rating(rating) == "unrated" or rating_scale(rating) != "stock":
                break
            word = Candidate(rating, stock.start("rating"), stock.start("rating") + len(rating))
            bound = rated[index + 1].start() if index + 1 < len(rated) else None
            calls.append(
                CallCandidate(
                    Candidate(stock.group("code"), *stock.span("code")),
                    Candidate(stock.group("name"), *stock.span("name")),
                    word,
                    _sentence_target(text, word.end, bound),
                )
            )
    return calls


def _sentence_end(text: str, found: re.Match[str]) -> int:
    stop = PROSE_SENTENCE_END.search(text, found.end(), min(len(text), found.end() + PARAGRAPH_CHARS))
    return stop.start() if stop else min(len(text), found.end() + ROW_CHARS)


def _bracketed_calls(text: str) -> list[CallCandidate]:
    """`Castlekeep Homes (CSKL LN, Overweight, PT 612p)`: a stock's call in brackets after its name and
    listed ticker, as a note's preferences are written in prose; without a rating in the brackets, the
    rating of a first-person stance right before the name (`we are Underweight Glenmore Living (GLNM LN,
    PT 310p)`)."""
    calls = []
    for found in BRACKETED_CALL_EN.finditer(text):
        name = Candidate(found.group("name"), *found.span("name"))
        if found.group("rating"):
            rating = Candidate(found.group("rating"), *found.span("rating"))
        else:
            words = found.group("name").split(" ")
            stated = next(
                (" ".join(words[:n]) for n in (2, 1) if len(words) > n and normalize_rating(" ".join(words[:n]))), None
            )
            if stated is None or not STANCE_BEFORE_RATING_EN.search(text, max(0, found.start() - 40), found.start()):
                continue
            rating = Candidate(stated, found.start("name"), found.start("name") + len(stated))
            name = Candidate(found.group("name")[len(stated) + 1 :], rating.end + 1, found.end("name"))
        if not _a_stock_rating(rating.value):
            continue
        code = Candidate(found.group("code"), *found.span("code"))
        calls.append(CallCandidate(code, name, rating, Candidate(found.group("target"), *found.span("target"))))
    return calls


def _stock_cards(text: str) -> list[CallCandidate]:
    """A sector note's stock cards (`Harbourline Bank HLBK AU` / `Rating: Outperform PT: A$38.50`): the card's name,
    ticker, rating word (a stock rating of the lexicon) and target."""
    calls = []
    for card in STOCK_CARD_CALL_EN.finditer(text):
        if not _a_stock_rating(card.group("rating")):
            continue
        calls.append(
            CallCandidate(
                Candidate(card.group("code"), *card.span("code")),
                Candidate(card.group("name"), *card.span("name")),
                Candidate(card.group("rating"), *card.span("rating")),
                Candidate(card.group("target"), *card.span("target")),
            )
        )
    return calls


def _bullet_stance_calls(text: str) -> list[CallCandidate]:
    """`• Hollway Stores (HLWY LN) stays Sell, TP 96p, as its refinancing nears`: a summary bullet that names a stock
    with its listed ticker, then where its rating stands (`stays`, `remains`, `is upgraded to`) and maybe its target.
    Only on a bulleted line: a summary's items are a note's calls, a sentence of the discussion may quote the past."""
    return [
        call
        for found in BULLET_STANCE_CALL_EN.finditer(text)
        if BULLET_LINE_START.match(text, text.rfind("\n", 0, found.start()) + 1, found.start())
        and (call := _named_groups_call(found))
    ]


def _named_groups_call(found: re.Match[str]) -> CallCandidate | None:
    """The call a pattern's named groups spell (`code`, `name`, `rating`, `target`; `name` and `target` may be
    absent), where its rating is a stock rating of the lexicon."""
    if not _a_stock_rating(found.group("rating")):
        return None
    groups = found.re.groupindex
    name, target = (
        Candidate(found.group(key), *found.span(key)) if key in groups and found.group(key) else None
        for key in ("name", "target")
    )
    rating = Candidate(found.group("rating"), *found.span("rating"))
    return CallCandidate(Candidate(found.group("code"), *found.span("code")), name, rating, target)


def _slashed_calls(text: str) -> list[CallCandidate]:
    """`Alpine Chemicals (ALPC.N/$48.20/Buy)`: a `companies mentioned` list's item, the stock's ticker, price and
    rating in brackets split by slashes; the price is the current one, so no target."""
    return [call for found in SLASHED_CALL_EN.finditer(text) if (call := _named_groups_call(found))]


def _comma_listed_calls(text: str) -> list[CallCandidate]:
    """`Aster Foods (ASTF SP, S$2.84, BUY)`: a stock list's item, one a line, its ticker, a price and its rating in
    brackets split by commas (COMMA_LISTED_CALL_EN). The price is the target only under a heading that says the list
    prints targets (`Valuation summary`, `Price targets`: TARGET_LIST_HEADING_EN), read over the list's lines above the
    item; a `Companies mentioned` list prints the current price."""
    calls = []
    for found in COMMA_LISTED_CALL_EN.finditer(text):
        if not _a_stock_rating(found.group("rating")):
            continue
        target = Candidate(found.group("price"), *found.span("price")) if _under_target_heading(text, found) else None
        calls.append(
            CallCandidate(
                Candidate(found.group("code"), *found.span("code")),
                Candidate(found.group("name"), *found.span("name")),
                Candidate(found.group("rating"), *found.span("rating")),
                target,
            )
        )
    return calls


def _under_target_heading(text: str, item: re.Match[str]) -> bool:
    """Whether the list `item` stands in opens under a heading of targets: the first line above it that is no item of
    a stock list (a name and its ticker in brackets with more after a comma: `Malindo Dairy (MLDR MK, not rated)`)."""
    end = text.rfind("\n", 0, item.start())
    for _ in range(LISTED_ITEMS_ABOVE):
        if end < 0:
            return False
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not LISTED_ITEM_LINE_EN.fullmatch(line):
            return TARGET_LIST_HEADING_EN.fullmatch(line) is not None
        end = start - 1
    return False


def _rating_last_lines(text: str) -> list[CallCandidate]:
    """`• Tarsus Logistics (TRSL US), PT $72: the asset-light model gains most [Overweight]`: a stock's line that prints
    its rating last in square brackets (BRACKETED_RATING_LINE_EN); the rating a stock rating of the lexicon."""
    return [call for found in BRACKETED_RATING_LINE_EN.finditer(text) if (call := _named_groups_call(found))]


def _dashed_items(text: str) -> list[CallCandidate]:
    """`Skylark Ports (SKLP LN) – Buy, PT 1,085p`: a picks list's or box's items (DASHED_CALL_ITEM_EN), one a line or
    run together; the rating a stock rating of the lexicon, the target the item's labelled one."""
    return [call for found in DASHED_CALL_ITEM_EN.finditer(text) if (call := _named_groups_call(found))]


def _rating_led_calls(text: str) -> list[CallCandidate]:
    """`Buy Southern Karri Airlines (SKAR AU), TP A$7.95`: a calls box's item, its rating word before the
    stock's name and listed ticker, its target after. The rating is a stock rating of the lexicon and the
    rest of the lead a company's name as a whole (words before the rating, a box's title, are left out)."""
    calls = []
    for found in RATING_LED_CALL_EN.finditer(text):
        lead, at = found.group("lead"), found.start("lead")
        words = [(m.start(), m.group(0)) for m in SPACED_WORD.finditer(lead)]
        for index, (start, _) in enumerate(words):
            for width in (2, 1):
                rating_words_ = words[index : index + width]
                if len(rating_words_) < width or index + width >= len(words):
                    continue
                value = lead[start : rating_words_[-1][0] + len(rating_words_[-1][1])].rstrip(":|-–— ")
                first = index + width  # the name's first word, after a separator (`BUY - Marrow Health`)
                if RATING_NAME_SEPARATOR_EN.fullmatch(words[first][1]) and first + 1 < len(words):
                    first += 1
                name = lead[words[first][0] :].rstrip()
                if not _a_stock_rating(value) or not COMPANY_NAME_WHOLE_EN.fullmatch(name):
                    continue
                name_start = at + words[first][0]
                calls.append(
                    CallCandidate(
                        Candidate(found.group("code"), *found.span("code")),
                        Candidate(name, name_start, name_start + len(name)),
                        Candidate(value, at + start, at + start + len(value)),
                        Candidate(found.group("target"), *found.span("target")),
                    )
                )
                break
            else:
                continue
            break
    return calls


def _not_called(prose: list[CallCandidate], calls: list[CallCandidate], *, named: bool = True) -> list[CallCandidate]:
    """The prose calls on stocks no other call names (a table's row states the stock's call as printed).
    `named=False` keeps a call that prints its ticker without a name (a `companies mentioned` item)."""
    roots = {ticker_root(c.code.value) for c in calls if c.code}
    names = {c.name.value for c in calls if c.name}
    return [
        c
        for c in prose
        if c.code and ticker_root(c.code.value) not in roots and (c.name.value not in names if c.name else not named)
    ]


def _cells(text: str) -> list[Cell]:
    """The text's lines as table cells; a BofA rating glued to the next row's first cell
    (`B-1-7 GOOG`) is two."""
    cells, at = [], 0
    for line in text.split("\n"):
        glued = GLUED_RATING_CELL.fullmatch(line)
        if glued:
            cells += [Cell(glued.group(1), at), Cell(glued.group(2), at + glued.start(2))]
        elif line:
            cells.append(Cell(line, at))
        at += len(line) + 1
    return cells


def _ticker(cell: Cell) -> re.Match[str] | None:
    found = TABLE_TICKER_CELL.fullmatch(cell.value)
    if not found or NOT_A_TICKER_CELL.fullmatch(found.group("code")) or table_rating_class(cell.value):
        return None
    return found


def _name_cell(cell: Cell) -> Candidate | None:
    found = TABLE_NAME_CELL.fullmatch(cell.value)
    if not found or _ticker(cell) or table_rating_class(cell.value) or TABLE_RATING_HEADER.fullmatch(cell.value):
        return None
    return Candidate(found.group("name"), cell.start, cell.start + found.end("name"))


def _table_target(cells: list[Cell], after: int) -> Candidate | None:
    """The price and target columns follow the rating (`O | USD | 489.28 | 650.00`): the second price."""
    at = after + 1 if after + 1 < len(cells) and TABLE_CURRENCY_CELL.fullmatch(cells[after + 1].value) else after
    pair = cells[at + 1 : at + 3]
    if len(pair) == 2 and all(TABLE_PRICE_CELL.fullmatch(c.value) for c in pair):
        return Candidate(pair[1].value, pair[1].start, pair[1].end)
    return None


def table_spans(text: str) -> list[tuple[int, int]]:
    """What a prompt must keep for the stock tables to be read from it: each row (ticker to
    rating, and its target), and the header lines above the rows (`Ticker Rating Cur Price
    Target`; a lone `Rating` or `Price Target` cell); and a sector note's stock sections, heading to call."""
    spans: list[tuple[int, int]] = []
    headers = [
        *(m.span() for m in TABLE_HEADER_LINE.finditer(text) if len(m.group()) < 400),
        *(m.span() for m in TABLE_RATING_HEADER.finditer(text)),
        *(m.span() for m in TABLE_TARGET_HEADER.finditer(text)),
    ]
    spans += [row.header for row in line_table_rows(text)]  # a line table's own header lines, no more
    spans += stock_section_spans(text)
    for coded in _coded_rows(text):
        # a Chinese tight table's row that runs on below its line (_continued_zh_row): down to its target's line
        call = coded.call
        if not coded.paragraph and call.code and call.target and "\n" in text[call.rating.end : call.target.start]:
            spans.append((call.code.start, call.target.end))
    cell_rows = _cell_rows(text)
    for call in table_rows(text):
        # the row with its name, on the line above it or wrapped onto the next (`Jade Mountain …` / `Packaging`)
        start = min(call.code.start if call.code else call.rating.start, call.name.start if call.name else len(text))
        end = max(call.rating.end, call.target.end if call.target else 0, call.name.end if call.name else 0)
        spans.append((start, end))
        if call in cell_rows:  # a table read one cell a line: its header cells above its rows
            spans += [h for h in headers if start - TABLE_HEADER_REACH <= h[0] < start]
    # a transposed table: its rows, with the line above them (the stocks' names over their columns)
    for table in transposed_tables(text):
        spans.append((text.rfind("\n", 0, max(0, table.start - 1)) + 1, table.end))
    # a rating action's sentence on one stock, its stock to its new target: wrapped over lines, it stays whole
    for call in _rated_with_action(text):
        if call.target is not None and call.code is not None:
            spans.append((min(call.code.start, call.name.start if call.name else call.code.start), call.target.end))
    # a rated list's line (`Buy: A (X.SS), B (Y.SZ)`): whole, in the body
    spans += [(call.rating.start, call.code.end) for call in _rated_lists_en(text) if call.code]
    # a table's rating group rows (`Buy`) and the rows under them, with the header's lines
    for row in group_rated_rows(text):
        spans += [row.header, (row.rating.start, row.rating.end)]
        spans.append((row.name.start if row.name else row.code.start, (row.target or row.code).end))
    # a stock card: its name and ticker's line down to its call's values
    spans += [(card.name.start, card.target.end) for card in _stock_cards(text) if card.name and card.target]
    # a stock's section whose call is labelled under its heading: the heading down to the call's values
    for call in labelled_sections(text):
        ends = [call.rating.end, call.target.end if call.target else 0]
        spans.append((min(part.start for part in (call.code, call.name) if part is not None), max(ends)))
    return spans


def stock_section_spans(text: str) -> list[tuple[int, int]]:
    """A sector note's stock sections (`labelled_sections`, two stocks or more), each from its heading to its
    call (`Ollim Beauty (192650 KS)` / `Rating Target` / `Add KRW62,000`): what a prompt keeps together, in
    order and out of its head, so that each call stays under its own stock's heading."""
    sections = labelled_sections(text)
    if len({call.code.value for call in sections if call.code}) < 2:
        return []
    return [
        (
            min(c.start for c in (call.code, call.name, call.rating) if c is not None),
            max(c.end for c in (call.code, call.name, call.rating, call.target) if c is not None),
        )
        for call in sections
    ]


@lru_cache(maxsize=4)  # the finders and the validator each read one report's tables
def table_rows(text: str) -> tuple[CallCandidate, ...]:
    """The rows of the text's English stock tables: read one cell a line (_cell_rows), then printed
    one row a line (tasks/finders/line_tables.py)."""
    return _cell_rows(text) + tuple(CallCandidate(r.code, r.name, r.rating, r.target) for r in line_table_rows(text))


@lru_cache(maxsize=4)
def _cell_rows(text: str) -> tuple[CallCandidate, ...]:
    """Rows of English stock tables read one cell a line: a ticker cell, then a rating cell within
    TABLE_ROW_CELLS cells, under a Rating column header (a table code rates nothing elsewhere). With
    no such header, a row is read by what its cells hold: a ticker with its listing (`STX.O`, `GOOGL
    US`) and a rating word of the lexicon (or a code the report's legend defines), where another such
    row follows or precedes it within TABLE_ROW_REACH."""
    cells = _cells(text)
    headers = [h.start() for h in TABLE_RATING_HEADER.finditer(text)]
    legend = rating_legend(text)
    calls: list[CallCandidate] = []
    unheaded: list[tuple[int, CallCandidate]] = []  # rows read with no header: kept two or more together
    last_row, table_start, index = -TABLE_ROW_REACH - 1, 0, 0
    while index < len(cells):
        ticker = _ticker(cells[index])
        if ticker is None:
            index += 1
            continue
        listed = _ticker(cells[index + 1]) if index + 1 < len(cells) else None
        if listed and not ticker.group("name") and LISTING_SUFFIX.search(listed.group("code")):
            index += 1  # `GOOGL | GOOGL US`: the exchange's ticker, with its listing
            ticker = _ticker(cells[index]) or ticker
        rating_at, names = None, 0
        for ahead in range(index + 1, min(len(cells), index + 1 + TABLE_ROW_CELLS)):
            cell = cells[ahead]
            names += _name_cell(cell) is not None
            short_name = ahead == index + 1 and ticker.group("code").isdigit()  # `5201 | AGC | N`
            if len(cell.value) > TABLE_CELL_CHARS or (_ticker(cell) and not short_name) or names > 1:
                break  # a row holds one name at most: more are a chart's labels or prose
            if table_rating_class(cell.value, legend):
                rating_at = ahead
                break
        start = cells[index].start
        if start - last_row > TABLE_ROW_REACH:
            table_start = start
        header = max((h for h in headers if table_start - TABLE_HEADER_REACH <= h < start), default=None)
        if header is not None and COVERAGE_HEADER.search(text, header, start):
            header = None  # a coverage list (rating, company, ticker, analyst) of the disclosures
        unheaded_row = (
            header is None
            and rating_at is not None
            and LISTING_SUFFIX.search(ticker.group("code")) is not None
            and rates_without_header(cells[rating_at].value, legend)
        )
        if rating_at is None or (header is None and not unheaded_row):
            index += 1
            continue
        rating_cell = cells[rating_at]
        if table_rating_class(rating_cell.value, legend) == "unrated":
            index = rating_at + 1
            continue
        if not unheaded_row:
            last_row = start
        code = Candidate(ticker.group("code"), start, start + ticker.end("code"))
        if ticker.group("name"):
            name: Candidate | None = Candidate(
                ticker.group("name"), start + ticker.start("name"), start + ticker.end("name")
            )
        else:
            before = _name_cell(cells[index - 1]) if index > 0 else None
            between = (_name_cell(c) for c in cells[index + 1 : rating_at])
            name = before or next((n for n in between if n), None)
        targeted = TABLE_TARGET_HEADER.search(text, max(0, table_start - TABLE_HEADER_REACH), table_start)
        target = _table_target(cells, rating_at) if targeted else None
        rating = Candidate(rating_cell.value, rating_cell.start, rating_cell.end)
        if unheaded_row:
            unheaded.append((start, CallCandidate(code, name, rating, target)))
        else:
            calls.append(CallCandidate(code, name, rating, target))
        index = rating_at + 1
    starts = [start for start, _ in unheaded]
    for number, (start, call) in enumerate(unheaded):
        neighbours = starts[max(0, number - 1) : number] + starts[number + 1 : number + 2]
        if any(abs(start - other) <= TABLE_ROW_REACH for other in neighbours):
            calls.append(call)
    calls.sort(key=lambda call: call.rating.start)
    return tuple(calls)


def find_stock_calls(text: str, targets: Sequence[Candidate] | None = None) -> list[CallCandidate]:
    """One call per stock, in report order: its first row with a rating. `targets`: the text's
    target_price_occurrences when found already."""
    transposed = _transposed_calls(text)
    table_calls = list(table_rows(text)) + transposed
    calls = (
        _rated_lists(text)
        + _coded_calls(text, target_price_occurrences(text) if targets is None else targets)
        + _uncoded_rows(text)
        + _tagged_names(text)
        + _headed_paragraphs(text)
        + _parenthesised_calls(text)
        + list(rated_list_calls(text))
        + table_calls
    )
    calls += _not_called(labelled_sections(text), calls)
    stated_lines = (
        _rated_with_action(text)
        + _rated_in_prose(text)
        + _bracketed_calls(text)
        + _rating_led_calls(text)
        + _rating_last_lines(text)
        + _dashed_items(text)
        + _bullet_stance_calls(text)
        + mapped_name_calls(text)
        + _stock_cards(text)
        + _square_coded_calls(text)
    )
    calls += _not_called(stated_lines, calls)
    calls += _not_named_yet(rated_mention_calls(text), calls)
    calls += _not_called(_slashed_calls(text), calls, named=False)
    calls += _not_called(_comma_listed_calls(text), calls)
    stated = prose_sentence_calls(text)
    calls = _with_prose_targets(calls, stated)
    calls += _prose_calls_of_a_multi_stock_note(calls, stated)
    calls = _apart_from_transposed(text, calls, transposed)
    table = {id(call) for call in table_calls}
    unrated = unrated_stocks(text)
    calls = [call for call in calls if id(call) in table or not _marked_unrated(call, unrated)]
    seen: set[str] = set()
    unique = []
    # A table row read by its columns comes before a coded row of the same rating cell, read without them.
    for call in sorted(calls, key=lambda c: (c.rating.start, id(c) not in table)):
        # A table's row names its stock by the code: one name may head several listings (TSM, 2330.TT).
        named = call.name and id(call) not in table
        keys = ({call.code.value[:6]} if call.code else set()) | ({call.name.value} if call.name and named else set())
        if keys and not keys & seen:
            seen |= keys
            unique.append(_named_by_another_reading(_shortest_name(call, calls), stated_lines))
    occurrences = target_price_occurrences(text) if targets is None else targets
    headed = _headed_targets(text, occurrences)
    led = _name_led_targets(text, occurrences)
    names = {call.name.value for call in unique if call.name}
    return [
        _with_stated_currency(
            text,
            _as_printed(
                _with_name_led_target(_with_headed_target(_with_target(call, calls), headed), led, names), table_calls
            ),
            occurrences,
        )
        for call in unique
    ]


def unrated_stocks(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(ticker roots, names) of the stocks the note marks as unrated in their own ticker's bracket (`Kion (KGX GR,
    EUR38.77, not rated)`): it names them without a call."""
    found = list(UNRATED_STOCK_BRACKET_EN.finditer(text))
    return frozenset(ticker_root(m.group("code")) for m in found), frozenset(m.group("name") for m in found)


def _marked_unrated(call: CallCandidate, unrated: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether a call read from the note's text is on a stock the note marks as unrated (`unrated_stocks`)."""
    roots, names = unrated
    if call.code is not None:
        return ticker_root(call.code.value) in roots
    return call.name is not None and call.name.value in names


def _name_led_targets(text: str, targets: Sequence[Candidate]) -> dict[str, Candidate]:
    """Name -> the first target a line led by that name and a colon states (`Victory Giant: We derive our 12-month
    target price of Rmb550 on …`): a note's price-target section, one stock a line."""
    found: dict[str, Candidate] = {}
    for lead in STOCK_LED_LINE_EN.finditer(text):
        line_end = text.find("\n", lead.end())
        line_end = len(text) if line_end < 0 else line_end
        stated = [t for t in targets if lead.end() <= t.start < line_end]
        if stated:
            found.setdefault(lead.group("name"), min(stated, key=lambda t: t.start))
    return found


MISPRINT_WORD_CHARS = 5  # a word this long or longer may be misprinted by one letter and still name its stock


def names_alike(short: str, name: str) -> bool:
    """Whether `short` names the stock `name` as a note's lines may lead with it: the name itself, the name with its
    later words cut short (`Shengyi Tech` for `Shengyi Technology`), or with one letter of a long word misprinted
    (`Mitsui Kinzohu` for `Mitsui Kinzoku`); the first word always whole and as many words."""
    if short == name:
        return True
    parts, words = short.split(), name.split()
    if len(parts) != len(words) or len(words) < 2 or parts[0] != words[0]:
        return False
    differ = [(part, word) for part, word in zip(parts, words, strict=True) if part != word]
    if all(word.startswith(part) and len(part) >= 3 for part, word in differ):
        return True
    return (
        len(differ) == 1
        and len(differ[0][1]) >= MISPRINT_WORD_CHARS
        and len(differ[0][0]) == len(differ[0][1])
        and sum(a != b for a, b in zip(*differ[0], strict=True)) == 1
    )


def _with_name_led_target(call: CallCandidate, led: dict[str, Candidate], names: Collection[str] = ()) -> CallCandidate:
    """A call with no target takes the one a line led by its stock's name states (`_name_led_targets`), the name as
    printed or as such a line shortens or misprints it (`names_alike`) where it is alike no other call's `names`."""
    if call.target is not None or call.name is None:
        return call
    if call.name.value in led:
        return replace(call, target=led[call.name.value])
    alike = [
        short
        for short in led
        if names_alike(short, call.name.value)
        and not any(other != call.name.value and names_alike(short, other) for other in names)
    ]
    return replace(call, target=led[alike[0]]) if len(alike) == 1 else call


STATED_CURRENCY_REACH = 300  # chars before a cued target where its sentence may name the stock


def _with_stated_currency(text: str, call: CallCandidate, targets: Sequence[Candidate]) -> CallCandidate:
    """A bare target cell (`38.50` under `PT (HK$)`) as the note states the same stock's target with its currency
    (`Aomen Grand Resorts remains our top pick (Overweight, PT HK$38.50)`): a cued target that is the same number
    after only a currency, in a sentence that names the stock before it. A bare number that no sentence states with
    its currency stays as printed."""
    bare = call.target
    if bare is None or not BARE_TARGET_NUMBER.fullmatch(bare.value):
        return call
    keys = [part.value for part in (call.name, call.code) if part is not None]
    for target in targets:
        prefix = target.value[: -len(bare.value)] if target.value.endswith(bare.value) else ""
        if not prefix or not HAS_PRICE_UNIT.fullmatch(prefix) or target.start == bare.start:
            continue
        sentence_start = max(
            (
                end.end()
                for end in SENTENCE_END_EN.finditer(text, max(0, target.start - STATED_CURRENCY_REACH), target.start)
            ),
            default=max(0, target.start - STATED_CURRENCY_REACH),
        )
        if any(key in text[sentence_start : target.start] for key in keys):
            return replace(call, target=target)
    return call


def _with_prose_targets(calls: list[CallCandidate], prose: list[CallCandidate]) -> list[CallCandidate]:
    """A call read with no target takes the one its own sentence states where `prose_sentence_calls` reads the same
    stock and rating word there with a target (`… to Underweight and cut our PT to 410p (from 520p)`)."""
    stated = {(call.code.value, call.rating.start): call.target for call in prose if call.code}
    return [
        replace(call, target=stated[(call.code.value, call.rating.start)])
        if call.target is None and call.code and stated.get((call.code.value, call.rating.start))
        else call
        for call in calls
    ]


def _prose_calls_of_a_multi_stock_note(calls: list[CallCandidate], stated: list[CallCandidate]) -> list[CallCandidate]:
    """The calls the note's sentences state (`prose_sentence_calls`: `stated`) on stocks no other call names, where
    the note rates two stocks or more: a company note's own call and its peers' mentions are its other readers'."""
    prose = _not_called(stated, calls)
    rated = {ticker_root(call.code.value) for call in calls + prose if call.code} | {
        call.name.value for call in calls if call.code is None and call.name
    }
    return prose if prose and len(rated) >= 2 else []


def _transposed_calls(text: str) -> list[CallCandidate]:
    """One call per column of each transposed stock table (tasks/finders/transposed_tables.py)."""
    return [
        CallCandidate(column.code, column.name, column.rating, column.target)
        for table in transposed_tables(text)
        for column in table.columns
    ]


def _apart_from_transposed(
    text: str, calls: list[CallCandidate], transposed: list[CallCandidate]
) -> list[CallCandidate]:
    """A transposed table's rows read as rows by the other readers (`Ticker KNDT SP …` read as a stock
    `Ticker`) make no call: its columns do."""
    tables = transposed_tables(text)
    if not tables:
        return calls
    columns = {id(call) for call in transposed}

    def inside(call: CallCandidate) -> bool:
        parts = (call.code, call.name, call.rating)
        return any(part is not None and t.start <= part.start < t.end for t in tables for part in parts)

    return [call for call in calls if id(call) in columns or not inside(call)]


HEADED_TARGET_REACH = 500  # chars under a stock's heading line where its target may be stated


def _headed_targets(text: str, targets: Sequence[Candidate]) -> dict[str, Candidate]:
    """Ticker root -> the target stated first under a line that heads a stock's paragraph with its
    ticker(s) (`Amazon.com (AMZN)` / `Our $310 PO is based on…`; `Risk Reward - Western Digital
    (WDC.O)` / `$650.00` / `PRICE TARGET`), before the next such line. A heading naming several
    listings (`Alphabet (GOOGL / GOOG)`) gives each its own of the slashed prices (`$430/$430`), else the first."""
    heads = list(STOCK_HEADING_LINE.finditer(text))
    found: dict[str, Candidate] = {}
    for index, head in enumerate(heads):
        end = min(heads[index + 1].start() if index + 1 < len(heads) else len(text), head.end() + HEADED_TARGET_REACH)
        stated = [c for c in targets if head.end() <= c.start < end]
        before_cue = PRICE_BEFORE_TARGET_CUE.search(text, head.end(), end)
        if before_cue:
            stated.append(Candidate(before_cue.group(1), before_cue.start(1), before_cue.end(1)))
        if not stated:
            continue
        first = min(stated, key=lambda c: c.start)
        prices, at = [first], first.end
        while more := SLASHED_PRICE.match(text, at):
            prices.append(Candidate(more.group(1), more.start(1), more.end(1)))
            at = more.end()
        tickers = STOCK_HEADING_TICKER_SPLIT.split(head.group(1))
        for number, ticker in enumerate(tickers):
            price = prices[number] if len(prices) == len(tickers) else first
            found.setdefault(ticker_root(ticker), price)
    return found


def _with_headed_target(call: CallCandidate, headed: dict[str, Candidate]) -> CallCandidate:
    """A call with no target takes the one its stock's headed paragraph states (`_headed_targets`)."""
    if call.target is not None or call.code is None:
        return call
    target = headed.get(ticker_root(call.code.value))
    return replace(call, target=target) if target else call


def _as_printed(call: CallCandidate, table_calls: list[CallCandidate]) -> CallCandidate:
    """A rating word that the stock's table row prints with its qualifier (`Buy` / `Buy (UR)`)
    is the row's cell, as printed."""
    if call.code is None:
        return call
    for row in table_calls:
        qualified = row.rating.value.startswith(call.rating.value + " (")
        if qualified and row.code and row.code.value[:6] == call.code.value[:6]:
            return replace(call, rating=row.rating)
    return call


def _with_target(call: CallCandidate, calls: list[CallCandidate]) -> CallCandidate:
    """A call whose first row gives no target takes the target another row of the same stock gives
    (a 重点推荐 table lists the targets that the stock's own paragraph also states)."""
    if call.target is not None or call.code is None:
        return call
    same = (c for c in calls if c.target is not None and c.code and c.code.value[:6] == call.code.value[:6])
    other = next(same, None)
    return replace(call, target=other.target) if other else call


def _named_by_another_reading(call: CallCandidate, readings: list[CallCandidate]) -> CallCandidate:
    """A call read with no name (a coded row reads a Chinese name beside the code only) takes the name another
    reader gives the same code and rating cell (`• Hengrui Medicine (600276.SH): OUTPERFORM, TP Rmb62.00`)."""
    if call.name is not None or call.code is None:
        return call
    for other in readings:
        if (
            other.name is not None
            and other.code is not None
            and other.code.value == call.code.value
            and other.rating.start == call.rating.start
        ):
            return replace(call, name=other.name)
    return call


def _shortest_name(call: CallCandidate, calls: list[CallCandidate]) -> CallCandidate:
    """`稳增长领益智造(002600.SZ)` is 领益智造 where another row of the same code names it so: in glued
    text the name's start is a guess, and a shorter name that ends the same way is the better one."""
    if call.code is None or call.name is None:
        return call
    name = call.name
    for other in calls:
        if other.code and other.name and other.code.value[:6] == call.code.value[:6]:
            shorter = other.name.value
            if len(shorter) >= 2 and len(shorter) < len(name.value) and name.value.endswith(shorter):
                name = Candidate(shorter, name.end - len(shorter), name.end)
    return replace(call, name=name) if name is not call.name else call


# ---------------------------------------------------------------- stock calls stated in running text (prose)

PROSE_WRAP_WORDS = 5  # a line of this many words or more, not ending on a sentence mark, runs on onto the next line
PROSE_SENTENCE_CHARS = 600  # a longer run of text is no one sentence (a table's rows read as text)
PROSE_STANCE_GAP = 12  # `We are Overweight Cobalt Mining (CBM AU)`: a rating this close before the stock it rates
PROSE_OLD_RATING_REACH = 30  # chars before a rating word where its old-rating mark (`from`, `prev.`) stands


@dataclass(frozen=True)
class _ProseStock:
    """A stock a sentence names with its listed ticker: `Harbour Telecom (HBT HK)`; start/end the whole mention."""

    code: Candidate
    name: Candidate
    start: int
    end: int


def _prose_paragraphs(text: str) -> list[tuple[int, int]]:
    """Spans of running text: a line of PROSE_WRAP_WORDS words or more that ends on no sentence mark runs on onto
    the next line (`We upgrade Westcliff Gas (WCG LN) to` / `Overweight and …`); other lines stand alone."""
    spans: list[tuple[int, int]] = []
    start = at = 0
    while at <= len(text):
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        line = text[at:end]
        runs_on = (
            len(line.split()) >= PROSE_WRAP_WORDS
            and _prose_line(line)
            and not PROSE_END.search(line.rstrip())
            and end < len(text)
            and not BULLET_LINE_START.match(text, end + 1)  # the next line opens a list's item of its own
            and not _a_stock_heading_line(text, end + 1)  # nor a stock's section (`Tengyun Holdings (0788 HK)`)
        )
        if not runs_on:
            spans.append((start, end))
            start = end + 1
        at = end + 1
    return spans


def _a_stock_heading_line(text: str, start: int) -> bool:
    """Whether the line at `start` opens a stock's section: its heading of its own (`Tengyun Holdings (0788 HK)`) or
    its name and ticker run into its paragraph (`Corvane Payments (CRVN US). Our top pick …`); a section per stock
    opens there, whatever the line above it (a box's `Sector rating Overweight (unchanged) Coverage: 14 stocks`)."""
    return STOCK_SECTION_OPENING.match(text, start) is not None


def _prose_line(line: str) -> bool:
    """A line of running text, not a table's row printed as a line: two lowercase words or more, more of them than
    number cells."""
    lower = len(PROSE_LOWER_WORD.findall(line))
    return lower >= 2 and lower > len(PROSE_NUMBER_TOKEN.findall(line))


def _prose_sentences(text: str) -> list[tuple[int, int]]:
    """The sentences of each paragraph: cut at a sentence mark (an English full stop before a space, not after an
    abbreviation such as `prev.` or `Co.`)."""
    sentences = []
    for start, end in _prose_paragraphs(text):
        at = start
        for stop in PROSE_SENTENCE_END.finditer(text, start, end):
            if ABBREVIATION_BEFORE_DOT.search(
                text, max(start, stop.start() - 8), stop.start()
            ) or PROSE_OLD_RATING_BEFORE_EN.search(text, max(start, stop.start() - 8), stop.end()):
                continue
            sentences.append((at, stop.end()))
            at = stop.end()
        if at < end:
            sentences.append((at, end))
    return [(a, b) for a, b in sentences if b - a <= PROSE_SENTENCE_CHARS and PROSE_LOWER_WORD.search(text, a, b)]


def _prose_stocks(text: str, start: int, end: int) -> list[_ProseStock]:
    """The stocks a span names with a listed ticker in brackets, each name without the words that lead it in the
    sentence (`For`, `Upgrade`, a rating word: `Overweight Cobalt Mining`)."""
    stocks = []
    for found in NAME_WITH_TICKER.finditer(text, start, end):
        name, name_start = found.group(1), found.start(1)
        numbers = list(PROSE_NUMBER_TOKEN.finditer(name))
        if numbers and numbers[-1].end() < len(name):  # `TP RM9.80 Bayan Power`: a price before the name is no part
            cut = len(name) - len(name[numbers[-1].end() :].lstrip())
            name, name_start = name[cut:], name_start + cut
        while True:
            lead = PROSE_NAME_LEAD_EN.match(name)
            words = rating_words(name, 0, len(name))
            if lead and lead.end() < len(name):
                name, name_start = name[lead.end() :], name_start + lead.end()
            elif words and words[0].start() == 0 and words[0].end() < len(name) and name[words[0].end()] == " ":
                name, name_start = name[words[0].end() + 1 :], name_start + words[0].end() + 1
            else:
                break
        stocks.append(
            _ProseStock(
                Candidate(found.group(2), *found.span(2)),
                Candidate(name, name_start, name_start + len(name)),
                name_start,
                found.end(),
            )
        )
    return stocks


def _prose_ratings(text: str, start: int, end: int, stocks: list[_ProseStock]) -> list[Candidate]:
    """The rating words a sentence states as a stock's current call: a stock rating of the lexicon, capitalised, not
    the old one (`from Hold`), not a legend's entry (`Buy: expected …`), not a view on the sector or the market,
    not inside a stock's name."""
    if RATING_BAND_DEFINITION_EN.search(text, start, end):
        return []  # `the stock will be classified as a Buy; …`: the house's rating bands, no stock's call
    ratings = []
    for word in rating_words(text, start, end):
        value = word.group(0)
        if not _a_stock_rating(value) or not value[:1].isupper():
            continue
        if any(stock.name.start <= word.start() < stock.end for stock in stocks):
            continue  # in a stock's name or its ticker's brackets (`(CSKL LN, Overweight, PT 612p)`): other readers'
        if _in_brackets_apart_from_a_stock(text, start, word.start(), stocks):
            continue
        if PROSE_OLD_RATING_BEFORE_EN.search(text, max(start, word.start() - PROSE_OLD_RATING_REACH), word.start()):
            continue
        if LEGEND_ENTRY_AFTER_EN.match(text[word.end() : word.end() + 60]) or PROSE_SECTOR_OBJECT_EN.match(
            text, word.end()
        ):
            continue
        ratings.append(Candidate(value, word.start(), word.end()))
    return ratings


def another_view_clause(text: str, start: int, end: int) -> bool:
    """Whether the clause of the word at `start`-`end` reports another's view (the consensus', the Street's, other
    brokers': `Consensus rates X a Buy`, `rated Buy by most brokers`), not the note's own call."""
    breaks = list(PROSE_CLAUSE_BREAK_EN.finditer(text, max(0, start - PROSE_SENTENCE_CHARS), start))
    clause_start = breaks[-1].end() if breaks else max(0, start - PROSE_SENTENCE_CHARS)
    stop = PROSE_CLAUSE_BREAK_EN.search(text, end, min(len(text), end + PROSE_SENTENCE_CHARS))
    clause_end = stop.start() if stop else min(len(text), end + PROSE_SENTENCE_CHARS)
    return PROSE_OTHER_VIEW_EN.search(text, clause_start, clause_end) is not None


def _in_brackets_apart_from_a_stock(text: str, start: int, at: int, stocks: list[_ProseStock]) -> bool:
    """Whether the word at `at` stands in brackets that do not open after a stock's mention in its clause (`Lumen Grid
    (LMG US) (Buy; PT $54)`, `X (X HK) is our top pick (Buy, TP HK$48.50)` rate it; `Bramwell (BRWH LN,` /
    `Overweight, PT 1,210p)` is a bracket the text broke)."""
    opened = text.rfind("(", start, at)
    if opened <= text.rfind(")", start, at):
        return False
    return not any(
        stock.end <= opened and PROSE_CALL_BRACKET_LEAD_EN.fullmatch(text, stock.end, opened) for stock in stocks
    )


def _prose_target(text: str, start: int, end: int) -> Candidate | None:
    """The new target a call's clause states between `start` and `end`: after its cue (`TP cut to 312p`, `PT to
    410p (from 520p)`) or right before it (`our $23 PT`), whichever comes first."""
    after_cue = PROSE_TARGET_AFTER_CUE_EN.search(text, start, end)
    before_cue = PRICE_BEFORE_TARGET_CUE.search(text, start, end)
    pence_before_cue = PENCE_BEFORE_TARGET_CUE_EN.search(text, start, end)
    found = [
        Candidate(m.group(group), *m.span(group))
        for m, group in ((after_cue, "price"), (before_cue, 1), (pence_before_cue, 1))
        if m
    ]
    return min(found, key=lambda c: c.start) if found else None


def _rated_stocks(text: str, rating: Candidate, following: int, stocks: list[_ProseStock]) -> list[_ProseStock]:
    """The stocks a rating word is stated on in its sentence: the list right after `on` (`Buy on X (X US) and Y (Y
    US)`), else the nearest stock before it with no other rating between (`We upgrade X (X US) to Overweight`), else a
    stock right after it (`We are Overweight X (X US)`), this one first. `following`: where the sentence's next rating word starts."""
    after = [stock for stock in stocks if rating.end <= stock.start < following]
    on = PROSE_RATED_ON_EN.match(text, rating.end)
    if on and after and after[0].start == on.end():
        listed = [after[0]]
        for stock in after[1:]:
            if not PROSE_STOCK_JOINER_EN.fullmatch(text, listed[-1].end, stock.start):
                break
            listed.append(stock)
        return listed
    if after and after[0].start - rating.end <= PROSE_STANCE_GAP and not text[rating.end : after[0].start].strip():
        return [after[0]]
    before = [stock for stock in stocks if stock.end <= rating.start]
    return [before[-1]] if before else []


@dataclass(frozen=True)
class _MappedName:
    """A name the note prints elsewhere with its listed ticker (`Aster Foods (ASTF SP)` in a `Top picks` box, a stock
    table's row): the code and where the note prints it."""

    code: Candidate
    full: str  # the name as printed with the ticker


@lru_cache(maxsize=8)
def note_name_map(text: str) -> dict[str, _MappedName]:
    """The note's own map of stock names to codes: each name it prints with its listed ticker in brackets (a picks
    box, a list, a stock's heading, a sentence) or beside its ticker in a table's row, and each name without its
    corporate suffix (`Tengyun Holdings` -> `Tengyun`, `Marlow Foods plc` -> `Marlow Foods`). A name given two codes is
    left out (no call rather than one on the wrong stock)."""
    named: dict[str, set[str]] = {}
    found: dict[str, _MappedName] = {}
    pairs = [(stock.name, stock.code) for stock in _prose_stocks(text, 0, len(text))]
    pairs += [(row.name, row.code) for row in table_rows(text) if row.name and row.code]
    pairs += [
        (Candidate(row.group("name"), *row.span("name")), Candidate(row.group("code"), *row.span("code")))
        for row in NAME_TICKER_VALUES_ROW_EN.finditer(text)
    ]
    for name, code in pairs:
        if not COMPANY_NAME_WHOLE_EN.fullmatch(name.value) or not LISTED_TICKER.fullmatch(code.value):
            continue
        short = CORPORATE_SUFFIX_EN.sub("", name.value)
        for key in {name.value, short}:
            if len(key) < MAPPED_NAME_CHARS or PROSE_NAME_LEAD_EN.match(key + " "):
                continue
            named.setdefault(key, set()).add(ticker_root(code.value))
            found.setdefault(key, _MappedName(code, name.value))
    return {key: mapped for key, mapped in found.items() if len(named[key]) == 1}


def called_name_ties(text: str, calls: Sequence[CallCandidate]) -> list[tuple[int, int]]:
    """Where the note ties a stock it rates by name only to its code (`note_name_map`: a comps table's row, a
    `Companies mentioned` list): the spans of those codes, which the prompt keeps for the call to keep its code.
    `calls`: the text's calls (`find_stock_calls`), read once per text by its findings."""
    names = note_name_map(text)
    if not names:
        return []
    called = {call.code.start for call in calls if call.code}
    return sorted({(mapped.code.start, mapped.code.end) for mapped in names.values() if mapped.code.start in called})


@lru_cache(maxsize=8)
def _mapped_name_pattern(keys: tuple[str, ...]) -> re.Pattern[str] | None:
    if not keys:
        return None
    names = "|".join(re.escape(key) for key in sorted(keys, key=len, reverse=True))
    return re.compile(rf"(?<![\w&'.\-])(?:{names})(?![\w&'\-])")


def _mapped_stocks(text: str, start: int, end: int, stocks: list[_ProseStock]) -> list[_ProseStock]:
    """The stocks a sentence names by a name of the note's map (`note_name_map`) without their ticker: a whole run
    of the name's words, outside the sentence's bracketed mentions, its code the one the note prints elsewhere."""
    names = note_name_map(text)
    pattern = _mapped_name_pattern(tuple(names))
    if pattern is None:
        return []
    found = []
    for match in pattern.finditer(text, start, end):
        if any(stock.start <= match.start() < stock.end for stock in stocks):
            continue
        found.append(
            _ProseStock(
                names[match.group(0)].code, Candidate(match.group(0), *match.span()), match.start(), match.end()
            )
        )
    return found


def mapped_name_calls(text: str) -> list[CallCandidate]:
    """Calls a list or a line states on a stock by a name of the note's map (`note_name_map`), the name opening the
    line, the list's item or the sentence, its rating right after a separator or a stance verb (`Volkar: stay
    Underweight (PT €44)`, `– Hokuriku Resin - cut to Neutral from Outperform, TP ¥1,320`, `Goldstone Property remains
    a Hold with a target of A$3.05`): the rating word of the lexicon, never the old one nor another's view; the target
    its line or sentence states after it."""
    names = note_name_map(text)
    pattern = _mapped_name_pattern(tuple(names))
    if pattern is None:
        return []
    calls = []
    for match in pattern.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        lead = text[line_start : match.start()]
        opens_sentence = lead[-1:].isspace() and lead.rstrip()[-1:] in (".", ";", "!", "?")
        if not LIST_ITEM_MARK_EN.fullmatch(lead) and not opens_sentence:
            continue  # the name inside a sentence or a row: another reader's
        after = MAPPED_NAME_CALL_AFTER_EN.match(text, match.end())
        if after is None:
            continue
        line_end = text.find("\n", after.end())
        line_end = len(text) if line_end < 0 else line_end
        words = rating_words(text, after.end(), line_end)
        if not words or words[0].start() != after.end():
            continue
        word = words[0]
        if not _a_stock_rating(word.group(0)) or not MAPPED_CALL_RATING_END_EN.match(text, word.end()):
            continue
        if another_view_clause(text, word.start(), word.end()):
            continue
        stop = PROSE_SENTENCE_END.search(text, word.end(), line_end)
        rating = Candidate(word.group(0), word.start(), word.end())
        name = Candidate(match.group(0), *match.span())
        target = _prose_target(text, word.end(), stop.end() if stop else line_end)
        calls.append(CallCandidate(names[match.group(0)].code, name, rating, target))
    return calls


def _voiced(text: str, start: int, end: int) -> bool:
    """Whether a sentence speaks in the note's voice: `we` / `our`, or an imperative call verb opening it."""
    return PROSE_FIRST_PERSON_EN.search(text, start, end) is not None or bool(
        PROSE_IMPERATIVE_CALL_EN.match(text, start)
    )


def prose_sentence_calls(text: str) -> list[CallCandidate]:
    """Calls a note states in its running text, one sentence at a time: a stock named with its listed ticker, a
    rating word of the lexicon stated on it as the note's own call (a call verb, a stance or a pick in the sentence,
    `We reiterate our Outperform rating on X (X HK) and raise our PT to HK$48.50`; or the rating in brackets after the
    stock, `Lumen Grid (LMG US) (Buy; PT $54)`), never the old rating (`to Buy (from Hold)`) nor another's view (the
    consensus', other brokers'); the target the stock's clause states. Several calls in one sentence each take their
    own stock; a rating stated on a list of stocks (`Buy on X (X US) and Y (Y US)`) rates each, without a target. A
    sentence naming no stock that states a first-person call (`We keep our Buy rating and PT of P42.00`) rates the one
    stock its paragraph or the heading line above it names (`_paragraph_stock_call`)."""
    calls: list[CallCandidate] = []
    paragraphs = _prose_paragraphs(text)
    for start, end in _prose_sentences(text):
        stocks = _prose_stocks(text, start, end)
        mapped = _mapped_stocks(text, start, end, stocks)
        stocks = sorted(stocks + mapped, key=lambda stock: stock.start)
        ratings = [r for r in _prose_ratings(text, start, end, stocks) if not another_view_clause(text, r.start, r.end)]
        cued = PROSE_CALL_CUE_EN.search(text, start, end) is not None or bool(
            PROSE_START_CUE_EN.search(text, start, end)
        )
        if not stocks:
            calls += _unnamed_sentence_call(text, paragraphs, start, end, ratings, cued=cued)
            continue
        if PROSE_RESPECTIVELY_EN.search(text, start, end):
            if cued:
                calls += _respective_calls(text, end, stocks, ratings)
            continue  # paired in order, or not at all: never each rating on the nearest stock
        for index, rating in enumerate(ratings):
            following = ratings[index + 1].start if index + 1 < len(ratings) else end
            rated = _rated_stocks(text, rating, following, stocks)
            bracketed = bool(rated) and text[rated[0].end : rating.start].strip().endswith("(")
            if not rated or not (cued or bracketed):
                continue
            if any(stock in mapped for stock in rated) and (
                not (cued and _voiced(text, start, end)) or PROSE_EARLIER_CALL_EN.search(text, start, rating.start)
            ):
                continue  # a stock named without its ticker: only the note's own voice rates it, and now
            if len(rated) > 1:
                calls += [CallCandidate(stock.code, stock.name, rating) for stock in rated]
                continue
            stock = rated[0]
            clause_end = min([s.start for s in stocks if s.start > max(stock.end, rating.end)] + [end])
            calls.append(CallCandidate(stock.code, stock.name, rating, _prose_target(text, rating.end, clause_end)))
    return calls


def _respective_calls(text: str, end: int, stocks: list[_ProseStock], ratings: list[Candidate]) -> list[CallCandidate]:
    """`We rate X (X US) and Y (Y US) Overweight and Underweight, respectively, with PTs of $41 and $18`: a list of
    ratings after (or before) as many stocks, paired in order, with the list of targets after their plural cue when it has as
    many; none where the counts differ (no call rather than a rating on the wrong stock)."""
    if len(ratings) < 2:
        return []
    rated = [stock for stock in stocks if stock.end <= ratings[0].start]
    if len(rated) != len(ratings):  # `We maintain Buy and Hold ratings on X (X LN) and Y (Y LN) respectively`
        rated = [stock for stock in stocks if stock.start >= ratings[-1].end]
    joined = all(PROSE_STOCK_JOINER_EN.fullmatch(text, a.end, b.start) for a, b in pairwise(ratings))
    listed = all(PROSE_STOCK_JOINER_EN.fullmatch(text, a.end, b.start) for a, b in pairwise(rated))
    if len(rated) != len(ratings) or not joined or not listed:
        return []
    targets: list[Candidate | None] = [None] * len(ratings)
    cue = PROSE_TARGETS_CUE_EN.search(text, ratings[-1].end, end)
    if cue:
        prices = [Candidate(cue.group("price"), *cue.span("price"))]
        while (more := PROSE_NEXT_PRICE_EN.match(text, prices[-1].end, end)) is not None:
            prices.append(Candidate(more.group("price"), *more.span("price")))
        if len(prices) == len(ratings):
            targets = list(prices)
    return [
        CallCandidate(stock.code, stock.name, rating, target)
        for stock, rating, target in zip(rated, ratings, targets, strict=True)
    ]


def _unnamed_sentence_call(
    text: str, paragraphs: list[tuple[int, int]], start: int, end: int, ratings: list[Candidate], *, cued: bool
) -> list[CallCandidate]:
    """The call a sentence naming no stock states on the stock of its paragraph or section (`_paragraph_stock_call`):
    one rating word, stated in the note's voice (a call verb with `we`/`our`, or an imperative call verb opening the
    sentence: `Maintain Buy; PT raised to NT$54.00`), or opening the sentence as a verdict (`Sell, PT $17.50: …`,
    `Buy maintained; …`); else a rating in brackets after the stock's short name in a first-person pick (`Our top
    pick remains Corvane (Buy; PT $54.00)`), which must start the section stock's name."""
    voiced = PROSE_FIRST_PERSON_EN.search(text, start, end) is not None or bool(
        PROSE_IMPERATIVE_CALL_EN.match(text, start)
    )
    if len(ratings) == 1:
        rating = ratings[0]
        verdict = not text[start : rating.start].strip() and PROSE_VERDICT_AFTER_RATING_EN.match(text, rating.end)
        if (cued and voiced) or verdict:
            return _paragraph_stock_call(text, paragraphs, start, end, rating)
        return []
    if ratings or not (cued and PROSE_FIRST_PERSON_EN.search(text, start, end)):
        return []
    for word in rating_words(text, start, end):
        short = PROSE_SHORT_NAME_BRACKET_EN.search(text, start, word.start())
        if not short or not _a_stock_rating(word.group(0)) or not word.group(0)[:1].isupper():
            continue
        rating = Candidate(word.group(0), word.start(), word.end())
        calls = _paragraph_stock_call(text, paragraphs, start, end, rating)
        if calls and calls[0].name and calls[0].name.value.split()[0] == short.group(1):
            return calls
    return []


def _paragraph_stock_call(
    text: str, paragraphs: list[tuple[int, int]], start: int, end: int, rating: Candidate
) -> list[CallCandidate]:
    """`Pacific Cement (PCM PM) beat on margins. We keep our Buy rating and PT of P42.00.`: a first-person call in a
    sentence that names no stock rates the one stock its paragraph names before it, or else the one its heading line
    above names, over paragraphs that name no stock, within PARAGRAPH_CHARS (`Pacific Cement (PCM PM)` / its paragraph): a sector note's section per stock."""
    index = next(i for i, (a, b) in enumerate(paragraphs) if a <= start <= b)
    para_start = paragraphs[index][0]
    stocks = _prose_stocks(text, para_start, start)
    while not stocks and index > 0 and start - paragraphs[index - 1][0] <= PARAGRAPH_CHARS:
        index -= 1  # back over the section's paragraphs that name no stock, to its heading line
        head_start, head_end = paragraphs[index]
        if STOCK_HEADING_LINE.fullmatch(text, head_start, head_end):
            stocks = _prose_stocks(text, head_start, head_end)
        elif _prose_stocks(text, head_start, head_end) or STOCK_CODE.search(text, head_start, head_end):
            break  # a paragraph on another stock
    if len({stock.code.value for stock in stocks}) != 1:
        return []
    stock = stocks[-1]
    return [CallCandidate(stock.code, stock.name, rating, _prose_target(text, rating.end, end))]


# ---------------------------------------------------------------- session 26: calls stated with `rated`, digest items

DIGEST_ITEM_CHARS = 2000  # a digest item's text runs this far after its heading at most
DIGEST_LEAD_WORDS = 2  # a heading's name of more words, not one the digest's index lists, may hold a glued byline
BARE_TICKER_TOKEN = re.compile(r"[A-Z]{1,5}")


def _stock_token(value: str, start: int) -> tuple[Candidate | None, Candidate]:
    """(code, name) of a stock printed by one token: a bare all-capitals token (`FLNC`, `VNET`) is printed as both the
    stock's ticker and its short name (the note does not say which), any other run of words is its name."""
    name = Candidate(value, start, start + len(value))
    return (name if BARE_TICKER_TOKEN.fullmatch(value) else None), name


def _rating_stated(text: str, word: str, start: int, end: int) -> bool:
    """Whether a rating word read by a `rated` or digest form is the note's current call: a stock rating of the
    lexicon, capitalised, not the old one (`from Buy-rated`) nor another's view (the consensus')."""
    return (
        _a_stock_rating(word)
        and word[:1].isupper()
        and not PROSE_OLD_RATING_BEFORE_EN.search(text, max(0, start - PROSE_OLD_RATING_REACH), start)
        and not another_view_clause(text, start, end)
    )


def rated_bracket_calls(text: str) -> list[CallCandidate]:
    """`FLNC (Buy rated, covered by Brian Lee)`, `Samsung SDI (006400.KS, Neutral rated, …)`: a stock named with its
    call in brackets that says `rated`, its listed ticker first when printed; no target."""
    calls = []
    for found in RATED_BRACKET_CALL_EN.finditer(text):
        group = "rating" if found.group("rating") else "after"
        word = found.group(group)
        if not _rating_stated(text, word, found.start(group), found.end(group)):
            continue
        stock, stock_start = found.group("stock"), found.start("stock")
        lead = PROSE_NAME_LEAD_EN.match(stock + " ")
        if lead:
            stock, stock_start = stock[lead.end() :], stock_start + lead.end()
        if not stock or NOT_A_STOCK_LEAD_EN.search(stock):
            continue
        rating = Candidate(word, *found.span(group))
        if found.group("code"):
            code: Candidate | None = Candidate(found.group("code"), *found.span("code"))
            name = Candidate(stock, stock_start, stock_start + len(stock))
        else:
            code, name = _stock_token(stock, stock_start)
        calls.append(CallCandidate(code, name, rating))
    return calls


def rated_before_calls(text: str) -> list[CallCandidate]:
    """`we highlight Buy-rated VNET, GDS, and Range Intelligent`, `We see Sell rated NRGV as …`: a rating word with
    `rated` before the stocks it rates, each a run of capitalised words followed by a mark, a verb or a preposition of
    the sentence (`Buy-rated Japanese automakers` names none); the target a stock takes right after its name where the
    sentence cues targets before it (`we raise our 12m TPs for Buy-rated Honda to ¥1,850, … Neutral-rated Mazda to
    ¥1,300`)."""
    calls = []
    for found in RATED_BEFORE_STOCKS_EN.finditer(text):
        word = found.group("rating")
        if not _rating_stated(text, word, found.start("rating"), found.end("rating")):
            continue
        rating = Candidate(word, *found.span("rating"))
        stops = list(PROSE_SENTENCE_END.finditer(text, max(0, found.start() - PROSE_SENTENCE_CHARS), found.start()))
        sentence_start = stops[-1].end() if stops else max(0, found.start() - PROSE_SENTENCE_CHARS)
        cued = TARGET_CUE_BEFORE_LIST_EN.search(text, sentence_start, found.start()) is not None
        at, listed = found.end(), []
        while (run := RATED_STOCK_NAME_EN.match(text, at)) is not None:
            value = run.group(0).rstrip(".")
            end = run.start() + len(value)
            if (
                PROSE_NAME_LEAD_EN.match(value + " ")
                or NOT_A_STOCK_LEAD_EN.search(value)
                or not RATED_STOCK_END_EN.match(text, end)
            ):
                break
            price = RATED_STOCK_TARGET_EN.match(text, end) if cued else None
            listed.append(
                (value, run.start(), Candidate(price.group("price"), *price.span("price")) if price else None)
            )
            joiner = RATED_STOCK_JOINER_EN.match(text, price.end() if price else end)
            if joiner is None or RATED_BEFORE_STOCKS_EN.match(text, joiner.end()):
                break
            at = joiner.end()
        for value, start, target in listed:
            code, name = _stock_token(value, start)
            calls.append(CallCandidate(code, name, rating, target))
    return calls


def _digest_index(text: str) -> set[str]:
    """The item names a digest's index lines list (`China Consumer | Yum China, Li Ning, CR Beer`)."""
    return {
        item.strip()
        for line in DIGEST_INDEX_LINE_EN.finditer(text)
        for item in DIGEST_INDEX_SPLIT.split(line.group("items"))
        if item.strip()
    }


def _abbreviates(short: str, words: list[str]) -> bool:
    """Whether an index's short name spells `words` word by word, each of its words the word itself or the initials
    of a run of them (`CR Beer` for `China Resources Beer`, `FMG` for `Fortescue Metals Group`)."""
    at = 0
    for part in short.split():
        if at < len(words) and part == words[at]:
            at += 1
            continue
        if not part.isupper() or len(part) < 2 or at + len(part) > len(words):
            return False
        if "".join(word[0] for word in words[at : at + len(part)]) != part:
            return False
        at += len(part)
    return at == len(words)


def _digest_bylines(text: str, index: set[str], leads: list[str]) -> set[str]:
    """The bylines a digest prints: the person's name glued before a heading's name that its index lists (`Michelle
    Cheng` of `Michelle Cheng Li Ning`), and the one that ends an item's last line (`… NT$3,000. Evelyn Yu`)."""
    bylines = {match.group("byline") for match in DIGEST_LINE_END_BYLINE_EN.finditer(text)}
    for lead in leads:
        for item in index:
            head = lead[: -len(item) - 1] if lead.endswith(" " + item) else ""
            if head and all(BYLINE_WORD_EN.fullmatch(word) for word in head.split()):
                bylines.add(head)
    return {byline for byline in bylines if not NOT_A_STOCK_LEAD_EN.search(byline)}


def _digest_item_name(lead: str, index: set[str], bylines: Collection[str] = (), *, glued: bool = False) -> str | None:
    """The stock's name a digest heading leads with: the lead itself when the index lists it or it is short, else the
    listed name it ends with (a byline glued before it, `Michelle Cheng Li Ning`), in full or as the index shortens it
    (`CR Beer` for `… China Resources Beer`), else what follows a byline the digest prints elsewhere (`Michelle Cheng
    China Resources Beer`); a heading `glued` after the last sentence of the item before it (on its line) carries that
    item's byline: a person's name of as many words as the digest's bylines (`… balance sheet. Shuo Yang
    MinebeaMitsumi – …`). None when nothing tells."""
    if not COMPANY_NAME_WHOLE_EN.fullmatch(lead) or NOT_A_STOCK_LEAD_EN.search(lead):
        return None
    if lead in index:
        return lead
    listed = [item for item in index if lead.endswith(" " + item)]
    if listed:
        return max(listed, key=len)
    words = lead.split()
    for cut in range(1, len(words)):
        if any(_abbreviates(item, words[cut:]) for item in index):
            return " ".join(words[cut:])
    if len(words) <= DIGEST_LEAD_WORDS:
        return lead
    known = [byline for byline in bylines if lead.startswith(byline + " ")]
    if known:
        return lead[len(max(known, key=len)) + 1 :]
    sizes = {len(byline.split()) for byline in bylines}
    if glued and len(sizes) == 1:
        size = sizes.pop()
        rest = words[size:]
        if rest and len(rest) <= DIGEST_LEAD_WORDS and all(BYLINE_WORD_EN.fullmatch(word) for word in words[:size]):
            return " ".join(rest)
    return None


def digest_item_target(text: str, start: int, end: int) -> Candidate | None:
    """The target a digest item states (`12m TP lifted to NT$3,000`, `HK$26.7 12m TP`, `12m TPs of US$58/HK$452`):
    the first one, with a second listing's after a slash."""
    found = [
        Candidate(m.group(group), *m.span(group))
        for m, group in (
            (PROSE_TARGET_AFTER_CUE_EN.search(text, start, end), "price"),
            (PROSE_TARGETS_CUE_EN.search(text, start, end), "price"),
            (PRICE_BEFORE_HORIZON_TARGET_EN.search(text, start, end), 1),
            (PRICE_BEFORE_TARGET_CUE.search(text, start, end), 1),
        )
        if m
    ]
    if not found:
        return None
    first = min(found, key=lambda c: c.start)
    slashed = SLASHED_PRICE.match(text, first.end)
    if slashed and HAS_PRICE_UNIT.match(slashed.group(1)):
        return Candidate(text[first.start : slashed.end()], first.start, slashed.end())
    return first


def digest_item_calls(text: str) -> list[CallCandidate]:
    """A daily digest's items, each headed by its stock's name, its title and its rating last (`TSMC – Accelerating
    Capacity Build – Buy.`, `Fortescue Metals – Valuation – Downgrade to Sell.`): the heading's rating, the name as
    the item's first rating sentence prints it in full when longer (`We downgrade Fortescue Metals Group to Sell`),
    and the target the item states before the next heading."""
    index = _digest_index(text)
    headings = list(DIGEST_ITEM_HEADING_EN.finditer(text))
    bylines = _digest_bylines(text, index, [heading.group("lead").strip() for heading in headings])
    calls = []
    for number, heading in enumerate(headings):
        word = heading.group("rating")
        if not _a_stock_rating(word) or not word[:1].isupper():
            continue
        lead = heading.group("lead").strip()
        glued = bool(text[text.rfind("\n", 0, heading.start()) + 1 : heading.start()].strip())
        name = _digest_item_name(lead, index, bylines, glued=glued)
        if name is None:
            continue
        end = min(len(text), heading.end() + DIGEST_ITEM_CHARS)
        if number + 1 < len(headings):
            end = min(end, headings[number + 1].start())
        name_start = heading.start("lead") + heading.group("lead").rfind(name)
        longer = re.search(
            re.escape(name) + r"(?:[^\S\n]+[A-Z][\w&'\-]*){1,3}(?=[^\S\n]+(?:to|at)[^\S\n]+" + re.escape(word) + r"\b)",
            text[heading.end() : end],
        )
        stock = Candidate(name, name_start, name_start + len(name))
        if longer:
            stock = Candidate(longer.group(0), heading.end() + longer.start(), heading.end() + longer.end())
        code, named = _stock_token(stock.value, stock.start)
        rating = Candidate(word, *heading.span("rating"))
        calls.append(CallCandidate(code, named, rating, digest_item_target(text, heading.end(), end)))
    return calls


def slashed_listings_calls(text: str) -> list[CallCandidate]:
    """`We maintain our Buy/Neutral ratings on CICC-H/CICC-A with 12m TPs of HK$30.45/Rmb45.72`: one company's two
    listings rated in one first-person statement, each listing its rating and target in the same order."""
    calls = []
    for found in SLASHED_LISTINGS_CALL_EN.finditer(text):
        stops = list(PROSE_SENTENCE_END.finditer(text, max(0, found.start() - PROSE_SENTENCE_CHARS), found.start()))
        sentence_start = stops[-1].end() if stops else max(0, found.start() - PROSE_SENTENCE_CHARS)
        if not PROSE_FIRST_PERSON_EN.search(text, sentence_start, found.start()):
            continue
        if not all(_rating_stated(text, found.group(g), *found.span(g)) for g in ("r1", "r2")):
            continue
        for rating, name, target in (("r1", "n1", "t1"), ("r2", "n2", "t2")):
            price = Candidate(found.group(target), *found.span(target)) if found.group(target) else None
            code, named = _stock_token(found.group(name), found.start(name))
            calls.append(CallCandidate(code, named, Candidate(found.group(rating), *found.span(rating)), price))
    return calls


def _not_named_yet(found: list[CallCandidate], calls: list[CallCandidate]) -> list[CallCandidate]:
    """The calls `found` on stocks no call of `calls` names, by its code's root or its name; a stock named by its name
    alone (`Buy-rated Honda`, a digest item's heading) may be called: it needs no code."""
    roots = {ticker_root(c.code.value) for c in calls if c.code}
    names = {c.name.value for c in calls if c.name}
    return [
        c
        for c in found
        if not (c.code and ticker_root(c.code.value) in roots) and not (c.name and c.name.value in names)
    ]


def _with_mapped_code(text: str, call: CallCandidate) -> CallCandidate:
    """A stock these readers name without its listed ticker takes the one the note prints with its name elsewhere
    (`note_name_map`: `Bloom Energy (BE US)` for `Buy-rated Bloom`): the name itself, else the one mapped name it
    is the first words of; its name stays as printed."""
    if call.name is None or (call.code is not None and call.code.value != call.name.value):
        return call
    names = note_name_map(text)
    mapped = names.get(call.name.value)
    if mapped is None:
        longer = {ticker_root(m.code.value): m for key, m in names.items() if key.startswith(call.name.value + " ")}
        mapped = next(iter(longer.values())) if len(longer) == 1 else None
    return replace(call, code=mapped.code) if mapped is not None else call


def rated_mention_calls(text: str) -> list[CallCandidate]:
    """The calls of this section's readers: `rated` in brackets or before the stocks, digest items, slashed listings,
    each stock's listed ticker taken from the note's map where it prints one."""
    found = (
        rated_bracket_calls(text) + rated_before_calls(text) + digest_item_calls(text) + slashed_listings_calls(text)
    )
    return [_with_mapped_code(text, call) for call in found]
