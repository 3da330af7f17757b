"""Target-price candidates: the price a target-price cue points at.

A candidate is a price (a number with its unit, a range, `HK$12.5`; the AlphaFin form `43 75元`)
after a cue (目标价, 目标股价, 合理价值(区间), price target, fair value, ...) in the same sentence.
Never a candidate: the current price, a previous target (前次目标价, the X of 由X上调至Y or of
下调目标价X至Y, a row of a rating-history table), a value after 目标市值, and anything that is
not a price: a stock code or a listed ticker (`6723.JP`), a date or part of one, a fiscal year
(`2026E`), a percentage, a multiple, a market value, a bare one- or two-digit integer with no
currency, or a stretch that starts or ends inside a number. A price may run past the cue's window
(`Target price Reduced from HKD 775.00 HKD 727.00`), never be cut by it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from schemas.lexicon import currency_of
from schemas.patterns import (
    BOX_CHANGED_TO_GAP,
    BOX_PREVIOUS_VALUE,
    BOX_STATUS_GAP_EN,
    CALL_SENTENCE_BREAK_EN,
    CLAUSE_BREAK,
    CONSENSUS_LABEL_BEFORE,
    CURRENT_PRICE_CUE,
    DATE_LIKE,
    EARNINGS_CUE,
    FISCAL_YEAR,
    HAS_PRICE_UNIT,
    LABEL_GAP,
    LISTED_TICKER,
    NEW_COLUMN_WORD,
    NEW_OLD_SUBHEADER_LINE_EN,
    NEXT_PRICE_CELL,
    NOT_A_PRICE_AFTER,
    NOT_A_TARGET_CUE,
    NUMBER_RE,
    PREVIOUS_TARGET_CUE,
    PREVIOUS_VALUE_AFTER,
    PRICE,
    PRICE_CHANGE_VERB_BEFORE,
    PRICE_CHANGED_FROM,
    PRICE_CHANGED_TO,
    PRICE_MOVED_FROM_BEFORE,
    PRICE_RANGE_SEPARATOR,
    PRICED_VALUATION_CUE_ZH,
    RATING_CHANGE_LABEL_ZH,
    RATING_HISTORY_HEADING,
    SHARES_AFTER,
    SPACED_PRICE,
    STOCK_CODE,
    TARGET_PRICE_CUE,
    YEARS_AFTER,
)
from schemas.types import Candidate
from tasks.finders.choice import Weights, choose
from tasks.finders.key_strips import in_strip_header, key_strips
from tasks.finders.spans import cuts_number, is_english, price_numbers

TARGET_WINDOW = 30  # chars after a cue where its price may start
PRICE_MAX_CHARS = 24  # a price that starts in the window is read whole, this far past it at most
PREVIOUS_AFTER_REACH = 12  # chars after a price that may say it was the old one (`→`, `previously`)
PREVIOUS_CUE_REACH = 10  # chars before a cue that may say it is the previous one (`Previous TP`, `原目标价`)
CHANGES_HEADER_LINES = 3  # lines above a changes table's row where its `Current Previous` header may sit
HISTORY_TABLE_REACH = 400  # a rating-history heading this far before a cue makes it a previous target
SHORT_INTEGER = re.compile(r"\d{1,2}")
_YEAR = re.compile(r"(?:19|20)\d{2}")


def is_previous_target(text: str, cue_start: int) -> bool:
    return bool(PREVIOUS_TARGET_CUE.search(text[max(0, cue_start - PREVIOUS_CUE_REACH) : cue_start + 6]))


def _in_history_table(text: str, cue_start: int) -> bool:
    """A rating-history table's heading shortly before the cue; a cover box's `评级变动维持` line is none."""
    return any(
        not RATING_CHANGE_LABEL_ZH.match(text, heading.start())
        for heading in RATING_HISTORY_HEADING.finditer(text, max(0, cue_start - HISTORY_TABLE_REACH), cue_start + 4)
    )


def _is_a_price(text: str, start: int, end: int) -> bool:
    """A whole price: not cut from a number, not a code, a date part, a ratio or a bare small integer."""
    value = text[start:end]
    if cuts_number(text, start, end):
        return False
    after = text[end : end + 6]  # a slice: `^` anchors at its start, not at a `pos`
    if NOT_A_PRICE_AFTER.match(after) or DATE_LIKE.match(value):
        return False
    if SHARES_AFTER.match(after) and not HAS_PRICE_UNIT.search(value):
        return False
    if STOCK_CODE.fullmatch(value) or (STOCK_CODE.match(text, start) and not HAS_PRICE_UNIT.search(value)):
        return False
    if not HAS_PRICE_UNIT.search(value) and (FISCAL_YEAR.match(text, start) or _a_ticker_at(text, start)):
        return False  # `implies 23.0x 2026E P/E`, `6723.JP`
    return not (SHORT_INTEGER.fullmatch(value) and not HAS_PRICE_UNIT.search(value))


def _ends_its_line(text: str, at: int) -> bool:
    line_end = text.find("\n", at)
    return not text[at : len(text) if line_end < 0 else line_end].strip()


def _a_ticker_at(text: str, start: int) -> bool:
    """A listed ticker starts here (`6723.JP`, `0700 HK`), not a price (`150 US$`)."""
    ticker = LISTED_TICKER.match(text, start)
    return ticker is not None and not text.startswith("$", ticker.end())


def _prices(text: str, start: int, end: int) -> list[re.Match[str]]:
    """Price matches starting in text[start:end] (a price may run past `end`, never be cut by it), the
    AlphaFin spaced form taking precedence where it fits."""
    found: list[re.Match[str]] = []
    at = start
    while at < end:
        match = SPACED_PRICE.match(text, at) if text[at].isdigit() else None
        match = match or PRICE.match(text, at)
        if match and match.end() > match.start() and NUMBER_RE.search(match.group(0)):
            found.append(match)
            at = match.end()
        else:
            at += 1
    return found


def _price_after_cue(text: str, cue_start: int, cue_end: int) -> tuple[int, int] | None:
    """(start, end) of the price a cue points at, or None."""
    changing = bool(PRICE_CHANGE_VERB_BEFORE.search(text, max(0, cue_start - 8), cue_start))
    window_end = min(len(text), cue_end + TARGET_WINDOW)
    read_end = min(len(text), window_end + PRICE_MAX_CHARS)
    for match in (m for m in _prices(text, cue_end, read_end) if m.start() < window_end):
        between = text[cue_end : match.start()]
        if (
            LABEL_GAP.fullmatch(between)
            or BOX_CHANGED_TO_GAP.fullmatch(between)
            or BOX_STATUS_GAP_EN.fullmatch(between)
            or (LABEL_GAP.fullmatch(LISTED_TICKER.sub("", between)) and _ends_its_line(text, match.end()))
        ):
            pass  # a box's label and its value, maybe on the next line: `Price target\nNT$2,888.00`,
            # `Target price cut to\nHK$7.40`, `6723.JP 6,300.00 JPY`; a table row's cells after a ticker
            # (`301200.SZ Rmb 328.000 160,395`) are no box
        elif CLAUSE_BREAK.search(between) or CURRENT_PRICE_CUE.search(between) or EARNINGS_CUE.search(between):
            return None
        start, end = match.start(), match.end()
        while end > start and text[end - 1].isspace():
            end -= 1
        if YEARS_AFTER.match(text[end : end + 2]):
            return None  # "目标价预计公司20~22年EPS": a year range, and the sentence is a forecast
        if PRICE_CHANGED_FROM.match(text, end, end + 6):
            continue  # "由38.00元上调至45.50元": 38.00元 is the old target
        if PREVIOUS_VALUE_AFTER.match(text[end : end + PREVIOUS_AFTER_REACH]):
            continue  # `Target price: DKK940 → DKK1,150`: the price before the arrow is the old target
        if PRICE_MOVED_FROM_BEFORE.search(text, max(cue_end, start - 12), start):
            continue  # `Target price Reduced from HKD 775.00`: the old target
        if changing and PRICE_CHANGED_TO.match(text, end, end + 4):
            continue  # "下调目标价40.0至35.0元": 40.0 is the old target
        separator = PRICE_RANGE_SEPARATOR.search(text, start, end)
        if changing and separator and text[separator.start() : separator.end()].strip() in ("至", "到", "to"):
            start = separator.end()  # "下调目标价40.0至35.0元" read as one range: the target follows 至
            again = SPACED_PRICE.match(text, start, window_end) or PRICE.match(text, start, window_end)
            end = again.end() if again else end
        if re.match(r"\s?/", text[end : end + 2]) and CURRENT_PRICE_CUE.search(text, max(0, cue_start - 12), cue_start):
            continue  # "当前价/目标价：340.10/395.20元": the first number is the current price
        if (
            LABEL_GAP.fullmatch(between)
            and NEXT_PRICE_CELL.match(text, end)
            and not _under_new_first_header(text, cue_start)
        ):
            continue  # `Price Target NT$210.00 NT$275.00` under From / To: the first is the old target
        if _is_a_price(text, start, end):
            return start, end
    return None


def _under_new_first_header(text: str, at: int) -> bool:
    """The line at `at` is a row of a changes table whose header, a few lines above, prints the new value's column
    first (`Key changes` / `Current Previous` / `Target price ¥3,950 ¥3,100`): the row's first price is the current one."""
    line_start = text.rfind("\n", 0, at) + 1
    for _ in range(CHANGES_HEADER_LINES):
        if line_start <= 0:
            return False
        above_start = text.rfind("\n", 0, line_start - 1) + 1
        header = NEW_OLD_SUBHEADER_LINE_EN.match(text[above_start : line_start - 1])
        if header is not None:
            return NEW_COLUMN_WORD.fullmatch(header.group("first")) is not None
        line_start = above_start
    return False


def target_price_occurrences(text: str) -> list[Candidate]:
    found = []
    cues = sorted([*TARGET_PRICE_CUE.finditer(text), *PRICED_VALUATION_CUE_ZH.finditer(text)], key=lambda m: m.start())
    for cue in cues:
        if is_previous_target(text, cue.start()) or _in_history_table(text, cue.start()):
            continue
        if NOT_A_TARGET_CUE.match(text, cue.start()) and not PRICED_VALUATION_CUE_ZH.match(text, cue.start()):
            continue
        if CONSENSUS_LABEL_BEFORE.search(text, text.rfind("\n", 0, cue.start()) + 1, cue.end()):
            continue  # `Consensus price target: US$160.00`: the market's target beside the house's own
        if in_strip_header(text, cue.start()):
            continue  # a key-data strip's label: its value is the cell below it (_strip_targets)
        span = _price_after_cue(text, cue.start(), cue.end())
        if span:
            found.append((cue.start(), Candidate(text[span[0] : span[1]], *span, context=text[cue.start() : span[0]])))
    found += _strip_targets(text)
    return [candidate for _, candidate in sorted(found, key=lambda pair: pair[0])]


def _previous_strip_target(text: str, label_start: int, label: str) -> bool:
    """A strip's target label that names the old target: by its own words (`Prior target`), or by the words
    before it unless those are a column of their own (`Rating Prior Target`: `Prior` heads the old rating)."""
    if PREVIOUS_TARGET_CUE.search(label):
        return True
    before = text[:label_start].rstrip(" \t|")
    return is_previous_target(text, label_start) and not (before and in_strip_header(text, len(before) - 1))


def _strip_targets(text: str) -> list[tuple[int, Candidate]]:
    """(label start, candidate) of each price under a key-data strip's target label (`Price Target`
    over `NT$1,250.00`); the candidate's context is the label from its cue on."""
    found = []
    for cell in key_strips(text):
        if cell.kind != "target" or _previous_strip_target(text, cell.label_start, cell.label):
            continue
        cue = TARGET_PRICE_CUE.search(cell.label)  # none in a bare `Target`
        if _is_a_price(text, cell.start, cell.end):
            context = cell.label[cue.start() :] if cue else cell.label
            found.append((cell.label_start, Candidate(cell.value, cell.start, cell.end, context=context)))
    return found


EARLY_CHARS = 3000  # the cover and summary: `early` falls from 1 at the start to 0 here


def target_features(index: int, candidate: Candidate, *, english: bool = False) -> dict[str, float]:
    """The features the choice scores (tasks/finders/choice.py). `box` only on an English note,
    whose cover boxes hold the target where its prose rounds it (`PO: 1,150.00 USD`, `PO to $1150`)."""
    return {
        "first": float(index == 0),
        "unit": float(bool(HAS_PRICE_UNIT.search(candidate.value))),
        "range": float(len(NUMBER_RE.findall(candidate.value)) > 1),
        "early": max(0.0, 1.0 - candidate.start / EARLY_CHARS),
        "box": float(english and _in_a_box(candidate)),
    }


def _in_a_box(candidate: Candidate) -> bool:
    """A box's value: only a label gap between its cue and it (`Price target (USD) 800.00`), the
    box's previous value (`Target price Reduced from HKD 775.00 HKD 727.00`), or the stock's ticker
    opening the value line under the label (`Price Target` / `6723.JP 6,300.00 JPY`)."""
    context = candidate.context or ""
    cue = TARGET_PRICE_CUE.match(context)
    if cue is None:
        return False
    gap = context[cue.end() :]
    # a box's value line that opens with the stock's ticker (`Price Target` / `6723.JP 6,300.00 JPY`)
    ticker_line = "\n" in gap and LABEL_GAP.fullmatch(LISTED_TICKER.sub("", gap))
    # a box stating what became of the target (`Target price` / `Starts at` / `CNY 116.00`)
    status = BOX_STATUS_GAP_EN.fullmatch(gap)
    return bool(LABEL_GAP.fullmatch(gap) or BOX_PREVIOUS_VALUE.fullmatch(gap) or ticker_line or status)


def target_choice(
    text: str, occurrences: Sequence[Candidate] | None = None
) -> tuple[str, list[Candidate], list[dict[str, float]]]:
    """(decision, candidates, their features): what find_target_price chooses among.
    `occurrences`: the text's target_price_occurrences when found already."""
    occurrences = list(target_price_occurrences(text) if occurrences is None else occurrences)
    english = is_english(text[:EARLY_CHARS])
    return "target", occurrences, [target_features(i, c, english=english) for i, c in enumerate(occurrences)]


def find_target_price(
    text: str, weights: Weights | None = None, occurrences: Sequence[Candidate] | None = None
) -> Candidate | None:
    """The choice's pick (with `weights`, None: the stored ones) among the target candidates; with
    the stored weights, the first price printed with its unit, else the first one found; given in the
    form the report prints that price most often (`most_printed`)."""
    decision, candidates, rows = target_choice(text, occurrences)
    chosen = choose(decision, candidates, lambda index, _: rows[index], weights)
    return most_printed(chosen, candidates) if chosen else None


def most_printed(chosen: Candidate, candidates: Sequence[Candidate]) -> Candidate:
    """`chosen` as the report prints that price: a box's value as the first box of that price prints
    it (the cover's `Price target - 12mth (HKD) 800.00` over a later page's `Target Price HKD 800.0`);
    a price stated in prose in the form the candidates print it most often, the earliest on a tie (a
    headline's `PT to €2300` is the `€2,300` of the text and summary). A box keeps its precision where
    prose rounds it (`1,150.00 USD` / `PO to $1150`). The same price: one number, equal, in no other
    currency (a bare number goes with any); a range keeps its own form."""
    numbers = price_numbers(chosen.value)
    if len(numbers) != 1:
        return chosen
    currency = currency_of(chosen.value)
    same = [
        c
        for c in candidates
        if price_numbers(c.value) == numbers and (currency is None or currency_of(c.value) in (None, currency))
    ]
    if _in_a_box(chosen):
        box = next((c for c in same if _in_a_box(c)), chosen)
        if HAS_PRICE_UNIT.search(box.value):
            return box
        # the box prints its currency only in its label (`TARGET PRICE (TWD) 3350.00`): the price as the note's lead
        # states it with its currency before the box (`Maintain Buy; raise TP to TWD3,350`), where it does
        return next((c for c in same if c.start < box.start and HAS_PRICE_UNIT.search(c.value)), box)
    counts = Counter(c.value for c in same)
    return max(same, key=lambda c: (counts[c.value], -c.start), default=chosen)


CALL_PAIR_REACH = 60  # chars from a rating statement's word to the target its sentence states with it


def target_of_the_call(
    text: str,
    chosen: Candidate | None,
    rating: Candidate | None,
    ratings: Sequence[Candidate],
    targets: Sequence[Candidate],
) -> Candidate | None:
    """`chosen` unless a statement of the note's call gives its rating with another price in the same sentence (`We
    initiate the H shares at Hold with a target price of HK$23.6` where the boxes first give the A shares' CNY 31.40,
    rated Sell): the target stated with the rating is the call's. A statement of the same price keeps `chosen`'s form."""
    if chosen is None or rating is None:
        return chosen
    for said in ratings:
        if said.value != rating.value or said.action is None:
            continue
        paired = next(
            (
                target
                for target in targets
                if said.end <= target.start <= said.end + CALL_PAIR_REACH
                and CALL_SENTENCE_BREAK_EN.search(text, said.end, target.start) is None
            ),
            None,
        )
        if paired is not None:
            return chosen if price_numbers(paired.value) == price_numbers(chosen.value) else paired
    return chosen


def current_prices(text: str) -> list[Candidate]:
    """Prices a current-price cue points at (当前股价 68.20元, 收盘价(元)41.38)."""
    found = []
    for cue in CURRENT_PRICE_CUE.finditer(text):
        for match in _prices(text, cue.end(), min(len(text), cue.end() + 12)):
            value = match.group(0).strip()
            a_year = bool(_YEAR.fullmatch(value))  # 收盘价(2020/09/22): a date, not the price
            if (
                not a_year
                and _is_a_price(text, match.start(), match.end())
                and not CLAUSE_BREAK.search(text, cue.end(), match.start())
            ):
                found.append(
                    Candidate(
                        match.group(0).strip(), match.start(), match.end(), context=text[cue.start() : match.start()]
                    )
                )
            break
    return found
