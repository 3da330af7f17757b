"""The report's kind: `company` (about one listed company) or `industry` (anything else: a sector,
theme, weekly, monthly, strategy), with the evidence.

Measured on the 92 labelled real text reports (bench/accuracy.py): the title or cover naming a
company with its code decides first; else the earliest kind marker in the first pages (行业评级,
周报, 首选股票 ... against 公司点评, 总股本, 市场价格 ...); with neither, `industry`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import pairwise

from schemas.lexicon import label_view_words, normalize_rating, rating_scale, rating_words
from schemas.patterns import (
    AFTER_CALL_RATING_ZH,
    BAR_TARGET_CELL_EN,
    BOX_LINE_WORD,
    BRACKETED_CURRENCY_TARGET_BOX_EN,
    CODED_RATING_BOX_EN,
    COMPANY_DATA_LABEL_ZH,
    COMPANY_HEADLINE_EN,
    COMPANY_RATED_BEFORE,
    COMPANY_REPORT_MARKER,
    DATE_BEFORE_BOX_EN,
    DIGEST_ITEM_CALL_HEADING_EN,
    ENGLISH_KIND_LABEL,
    ENGLISH_SECTOR_BOX,
    ENGLISH_STOCK_BOX,
    FAIR_VALUE_BOX_EN,
    HEADLINE_TRAILING_RATING_EN,
    INDUSTRY_KIND_WORD_ZH,
    INDUSTRY_REPORT_MARKER,
    INITIATED_BEFORE,
    MARKER_SENTENCE_END,
    NUMBER_RE,
    ONE_COMPANY_BESIDE_RATING,
    OWN_CALL_KEY_POINT_EN,
    OWN_CALL_STATEMENT_EN,
    OWN_RATING_STATEMENT_EN,
    PRICED_BRACKETED_CALL_EN,
    RATED_ON_AFTER,
    RATING_AFTER_CODED_NAME_ZH,
    RATING_BOX_NOTE_AFTER,
    RATING_LABEL_WITHOUT_VALUE_ZH,
    SECTOR_BOX_VALUE,
    STATEMENT_SENTENCE_END,
    TARGET_HORIZON_BEFORE_CUE,
    TARGET_PRICE_CUE,
    TICKER_HEADLINE_EN,
    TITLE_WITH_CODE,
    UNRATED_WORD_ZH,
)
from schemas.types import Candidate
from tasks.finders.key_strips import key_strips
from tasks.finders.rating import is_listed_scale, rating_occurrences
from tasks.finders.spans import is_english
from tasks.finders.stock_calls import CallCandidate, find_stock_calls, labelled_sections
from tasks.finders.target_price import find_target_price, target_price_occurrences
from tasks.finders.transposed_tables import in_transposed_row

TITLE_CHARS = 150  # where a company report's title names its company and code
RATING_WORD_CHARS = 8  # the longest rating word read after a coded name's colon
MARKER_CHARS = 3000  # the cover and summary, where the kind markers sit
NO_EVIDENCE = "no kind marker on the cover, no target price, no rating of 公司: not about one company"
ENGLISH_COVER_CHARS = 6000  # an English note's cover boxes (rating, price target, industry view)
ENGLISH_LEAD_CHARS = 2000  # an English note's lead paragraph: a target stated there is the note's own
HEADLINE_LINES = 3  # an English headline is among a text's first lines (a masthead may come first)
ENGLISH_NO_BOX = "an English note with no stock-rating or price-target box on its cover and no target in its lead"

TargetOf = Callable[[str], Candidate | None]  # a text's own target price (find_target_price)
RatingsOf = Callable[[str], Sequence[Candidate]]  # a text's rating statements (rating_occurrences)
CallsOf = Callable[[str], Sequence[CallCandidate]]  # a text's stock calls (find_stock_calls)


def _sentences_around(text: str, at: int) -> tuple[int, int]:
    """The span of the sentence holding `at` with the sentence before and the one after it."""
    ends = [m.end() for m in STATEMENT_SENTENCE_END.finditer(text)]
    before = [e for e in ends if e <= at]
    after = [e for e in ends if e > at]
    start = before[-2] if len(before) >= 2 else 0
    return start, after[1] if len(after) >= 2 else len(text)


def _by_its_calls(
    text: str,
    target_of: TargetOf,
    ratings_of: RatingsOf,
    window: Callable[[str, int], tuple[int, int]] = _sentences_around,
) -> Candidate:
    """No kind marker: a report that states its own target price, or rates 公司 (维持公司“买入”评级),
    or states its rating beside sentences about 公司 or its EPS (看好公司…。维持“买入”评级), or initiates
    coverage (首次覆盖，给予“买入”评级), is about one company."""
    target = target_of(text)
    if target:
        return Candidate("company", target.start, target.end, context=f"states a target price: {target.value}")
    ratings = ratings_of(text)
    for rating in ratings:
        if COMPANY_RATED_BEFORE.search(text, max(0, rating.start - 10), rating.start):
            return Candidate("company", rating.start, rating.end, context=text[max(0, rating.start - 10) : rating.end])
    for rating in (r for r in ratings if r.scope == "report"):
        start, end = window(text, rating.start)
        company = ONE_COMPANY_BESIDE_RATING.search(text, start, end)
        if company:
            return Candidate("company", rating.start, rating.end, context=text[company.start() : rating.end][-80:])
        if INITIATED_BEFORE.search(text, max(0, rating.start - 12), rating.start):
            return Candidate("company", rating.start, rating.end, context=text[max(0, rating.start - 12) : rating.end])
    return Candidate("industry", -1, -1, context=NO_EVIDENCE)


def find_doc_type(
    text: str,
    *parts: str,
    target_of: TargetOf = find_target_price,
    ratings_of: RatingsOf = rating_occurrences,
    calls_of: CallsOf = find_stock_calls,
) -> Candidate:
    """value is company|industry; start/end locate the evidence in `text` (-1 when there is none).
    `parts`: other texts to read the same way when `text` has no title (a prompt's head, whose
    sentences left the body); evidence found there has no offsets. `target_of`, `ratings_of` and
    `calls_of` read a text's own target, rating statements and stock calls (tasks/finders/findings.py
    gives the ones it found, so a text's calls are read once).

    Order: the title of `text`; then the earliest kind marker of each text, and where `text` and
    a part disagree, `industry` (an industry cover's tables of 重点公司 carry company words such
    as 总股本; a company cover does not lead with an industry marker); then a part's title; then
    the report's own calls, a rating statement read with the sentences around it, or, in a part (a
    prompt's head, whose key statements left their paragraphs), with the part's other statements."""
    texts = (text, *parts)
    if is_english("\n".join(texts)[:MARKER_CHARS]):
        return _english_kind(texts, calls_of)
    found = _title(text)
    if found:
        return found
    markers = [(index, marker) for index, part in enumerate(texts) if (marker := _marker(part))]
    if markers:
        index, marker = next(((i, m) for i, m in markers if m.value == "industry"), markers[0])
        return marker if index == 0 else Candidate(marker.value, -1, -1, context=marker.context)
    for part in parts:
        found = _title(part)
        if found:
            return Candidate(found.value, -1, -1, context=found.context)
    found = _by_its_calls("\n".join(texts), target_of, ratings_of)
    for part in parts if found.value == "industry" else ():
        in_part = _by_its_calls(part, target_of, ratings_of, window=_whole_text)
        if in_part.value == "company":
            return Candidate(in_part.value, -1, -1, context=in_part.context)
    return found


def _in_a_coverage_list(text: str, box: re.Match[str]) -> bool:
    """A bar cell's target (`… | Overweight | PT 1,420p`) on a line next to another such line with another
    target: a coverage list's row, one stock of several, no company note's box."""
    line_start = text.rfind("\n", 0, box.start()) + 1
    if not BAR_TARGET_CELL_EN.search(text, line_start, box.end()):
        return False
    line_end = text.find("\n", box.end())
    line_end = len(text) if line_end < 0 else line_end
    previous_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    next_end = text.find("\n", line_end + 1)
    neighbours = [
        (previous_start, max(previous_start, line_start - 1)),
        (line_end + 1, len(text) if next_end < 0 else next_end),
    ]
    own = text[BAR_TARGET_CELL_EN.search(text, line_start, box.end()).start() : line_end]  # type: ignore[union-attr]
    for a, b in neighbours:
        cell = BAR_TARGET_CELL_EN.search(text, a, b) if a < b else None
        if cell and text[cell.start() : b] != own:  # a running header repeating the masthead's cell is the same box
            return True
    return False


def _whole_text(text: str, at: int) -> tuple[int, int]:
    """The window of a rating statement in a prompt's head: all of the head."""
    return 0, len(text)


def _title(text: str) -> Candidate | None:
    title = TITLE_WITH_CODE.search(text, 0, TITLE_CHARS)
    if title is None or _a_row_of_coded_names(text, title) or _a_stock_call_line(text, title):
        return None
    return Candidate("company", title.start(), title.end(), context=title.group(0))


def _a_stock_call_line(text: str, title: re.Match[str]) -> bool:
    """The coded name goes on with the stock's rating, the line's end or a target after it (`联影智医（688271.SH）：增持，
    目标价158.00元`, `新华医疗器（600587.SH）：未评级`): a sector note's line on one of its stocks, no title."""
    colon = RATING_AFTER_CODED_NAME_ZH.match(text, title.end())
    if colon is None:
        return False
    at = colon.end()
    if UNRATED_WORD_ZH.match(text, at):
        return True
    word = next((w for w in rating_words(text, at, at + RATING_WORD_CHARS) if w.start() == at), None)
    return word is not None and AFTER_CALL_RATING_ZH.match(text, word.end()) is not None


def _a_row_of_coded_names(text: str, title: re.Match[str]) -> bool:
    """The name with its code opens its line, and the next line opens with another (`宁德新能(300750.SZ)推荐11.82 …` /
    `恩捷膜材(002812.SZ)审慎推荐1.36 …`): the rows of a table of stocks (a sector report's 重点公司), no title."""
    line_start = text.rfind("\n", 0, title.start()) + 1
    if text[line_start : title.start()].strip():
        return False
    line_end = text.find("\n", title.end())
    following = TITLE_WITH_CODE.match(text, line_end + 1) if line_end >= 0 else None
    return following is not None and following.group(0) != title.group(0)


PROSE_REACH = 8  # a marker with this many characters of its sentence on either side sits in prose
PROSE_SENTENCE_CHARS = 160  # longer runs without a full stop are glued cover lines of a stripped text
PROSE_STOPS = "。！？!?；;\n]】|◆●"  # a label box or a bullet starts a line of its own
FULL_STOPS = "。！？!?；;\n"  # a sentence after one of these is prose where it ends with a full stop
BOX_STOPS = "]】|◆●"  # ... and holds no label box or bullet after the marker (`行业研究|行业深度 证券研究报告`)


def _label_marker(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first match of a kind marker that is no word of a prose sentence: a sentence of at most
    PROSE_SENTENCE_CHARS that ends with a full stop and runs on both sides of the marker is prose, not
    a cover label; so is one that follows a full stop or opens a line and runs on either side
    (`与化工行业动态平均估值水平相比偏高。`, `…获得批签发。`): a cover label ends its line or sits in a box."""
    for match in pattern.finditer(text, 0, MARKER_CHARS):
        if match.group().endswith("评级") and RATING_LABEL_WITHOUT_VALUE_ZH.match(text, match.end()):
            continue  # a legend's label (`行业评级：推荐：行业指数…`), or one left without its value: no cover's rating
        sentence_start = max(text.rfind(stop, 0, match.start()) for stop in PROSE_STOPS) + 1
        stop_after = MARKER_SENTENCE_END.search(text, match.end())
        if stop_after is None:
            return match
        sides = (match.start() - sentence_start, stop_after.start() - match.end())
        after_full_stop = (sentence_start == 0 or text[sentence_start - 1] in FULL_STOPS) and not any(
            stop in BOX_STOPS for stop in text[match.end() : stop_after.start()]
        )
        in_prose = (
            stop_after.group(0) != "\n"
            and (max(sides) if after_full_stop else min(sides)) >= PROSE_REACH
            and stop_after.start() - sentence_start <= PROSE_SENTENCE_CHARS
        )
        if not in_prose:
            return match
    return None


def _marker(text: str) -> Candidate | None:
    industry = _label_marker(INDUSTRY_REPORT_MARKER, text)
    companies = list(COMPANY_REPORT_MARKER.finditer(text, 0, MARKER_CHARS))
    company = companies[0] if companies else None
    cover = _cover_calls(text)
    if company and COMPANY_DATA_LABEL_ZH.fullmatch(company.group(0)) and cover and industry:
        # A cover datum (总股本, 52周) is weaker evidence than a report-kind label (行业深度) over a cover that rates two
        # stocks or more: a sector report's price box prints such data too. A company's kind label still counts.
        if INDUSTRY_KIND_WORD_ZH.fullmatch(industry.group(0)):
            company = next((m for m in companies if not COMPANY_DATA_LABEL_ZH.fullmatch(m.group(0))), None)
    markers = [
        (m.start(), kind, Candidate(kind, m.start(), m.end(), context=m.group(0)))
        for kind, m in (("industry", industry), ("company", company))
        if m
    ]
    if cover:
        markers.append((cover.start, "industry", cover))
    return min(markers, key=lambda found: found[0])[2] if markers else None


def _cover_calls(text: str) -> Candidate | None:
    """A cover table that rates two or more stocks by their codes (迈瑞医疗300760CH买入…美亚光电002690CH买入):
    the report is about more than one company. The evidence is the second stock's rating."""
    seen: set[str] = set()
    for call in find_stock_calls(text[:MARKER_CHARS]):
        if call.code and call.code.value[:6] not in seen:
            seen.add(call.code.value[:6])
            if len(seen) == 2:
                return Candidate(
                    "industry",
                    call.rating.start,
                    call.rating.end,
                    context="rates two stocks: " + text[call.code.start : call.rating.end],
                )
    return None


def _company_headline(text: str) -> Candidate | None:
    """The text's first line when it is a headline naming a company that states a target price."""
    first = text.lstrip("\n")
    offset = len(text) - len(first)
    line = first.split("\n", 1)[0]
    if not COMPANY_HEADLINE_EN.fullmatch(line):
        return None
    target = find_target_price(line)
    return Candidate(line, offset, offset + len(line)) if target else None


Span = tuple[int, int]


def _stock_strip(text: str) -> Span | None:
    """A key-data strip of the cover that gives one stock's rating or price target (`Stock Rating |
    Industry View | Price Target` over `Overweight | In-Line | NT$1,250.00`, `Rating` over `UW (from EW)`)."""
    for cell in key_strips(text):
        if cell.label_start >= ENGLISH_COVER_CHARS:
            break
        # a rating word of the stock scale, or a scale's code (`UW`: key_strips reads only a defined one)
        coded = not rating_words(cell.value)
        stock_rating = cell.kind == "rating" and (coded or (rating_scale(cell.value) == "stock"))
        if stock_rating or (cell.kind == "target" and any(ch.isdigit() for ch in cell.value)):
            return cell.label_start, cell.end
    return None


def _rating_over_price_box(text: str) -> Span | None:
    """A cover box that states a stock's rating as a word alone on its line, right above the line
    that opens with the price target and gives it (`Reduce` / `Target price cut to HK$7.40`); not a
    word under another one (a chart's key lists several, one a line)."""
    cover = text[:ENGLISH_COVER_CHARS]
    cue_starts = {target.start - len(target.context) for target in target_price_occurrences(cover)}
    lines, at, previous_word = [], 0, False
    for line in cover.split("\n"):
        lines.append((at, line))
        at += len(line) + 1
    for (start, line), (next_start, next_line) in pairwise(lines):
        word = _alone(line)
        if word and not previous_word and rating_scale(word) == "stock":
            value_line = next_line.lstrip()
            horizon = TARGET_HORIZON_BEFORE_CUE.match(value_line)  # `12m PT US$24.00`
            value_line = value_line[horizon.end() :] if horizon else value_line
            cue = TARGET_PRICE_CUE.match(value_line)
            cue_start = next_start + len(next_line) - len(value_line)
            if cue and cue_start in cue_starts:
                return start, cue_start + cue.end()
        previous_word = word is not None
    return None


def _alone(line: str) -> str | None:
    """The line's rating word when the line holds it alone, maybe with a bracketed note of what
    became of it (`Add (unchanged)`)."""
    words = rating_words(line)
    if len(words) != 1:
        return None
    note = RATING_BOX_NOTE_AFTER.match(line, words[0].end())
    alone = line[: note.start()] if note else line
    return words[0].group(0) if words[0].group(0) == alone.strip() else None


def _rating_headline(text: str) -> Candidate | None:
    """A headline among the text's first lines that names a company with its ticker in brackets and
    states a stock's rating (`Summit Dairy (6186.HK): Reiterate Buy; …`), not one given on other
    stocks (`… Buy on X and Y`)."""
    at = 0
    for line in text.split("\n")[:HEADLINE_LINES]:
        start, end = at, at + len(line)
        at = end + 1
        headline = TICKER_HEADLINE_EN.fullmatch(line)
        if not headline or normalize_rating(headline.group(1)):
            continue  # `Not Rated (NR): no rating …`: a ratings legend's line, no company's headline
        for rating in rating_occurrences(line):
            if rating_scale(rating.value) == "stock" and not RATED_ON_AFTER.match(line, rating.end):
                return Candidate(line, start, end)
    return None


def _own_call_statement(text: str) -> re.Match[str] | None:
    """A first-person statement of the note's own rating and target, no stock named (`We stay Market
    Perform with a PT of $142`, `We maintain our investment rating of 2 and TP ¥4,300`), or a key point
    that opens with its verb (`Maintain Add with a higher target price of S$7.85`): a stated word must
    be a stock rating of the lexicon, a rating `of` anything is one (a numeric scale)."""
    statements = [*OWN_CALL_STATEMENT_EN.finditer(text, 0, ENGLISH_LEAD_CHARS)]
    statements += OWN_CALL_KEY_POINT_EN.finditer(text, 0, ENGLISH_LEAD_CHARS)
    for statement in statements:
        rating = statement.group("rating")
        words = rating_words(rating)
        stated_word = len(words) == 1 and words[0].group(0) == rating and rating_scale(rating) == "stock"
        if stated_word or rating.lower().startswith("our"):
            return statement
    return None


def _sector_box(text: str) -> Span | None:
    """The cover's box giving the sector's own view (`Industry View Attractive`, `Sector view:
    Overweight`); not a ratings legend that names the scale after the same label (`Sector view:
    Overweight, Neutral or Underweight against the MSCI AC Asia ex Japan`), which any note may print."""
    views = {word.lower() for word in label_view_words()}
    for box in ENGLISH_SECTOR_BOX.finditer(text, 0, ENGLISH_COVER_CHARS):
        value = SECTOR_BOX_VALUE.match(text, box.end())
        if value:
            word = value.group("value")
            word = word if word.lower() in views else word.split()[0].split("-")[0]
            if is_listed_scale(text, value.start("value") + len(word)):
                continue
        return box.span()
    return None


def _a_row_of_several_calls(text: str, found: Candidate, calls_of: CallsOf) -> bool:
    """The target or headline found is one stock's line in a list of two or more rated stocks (`Lyra Bio
    (LYRA US): Buy, PT $145.00` / `Orvex (ORVX US): Sell, PT $22.00`): a sector note's coverage, no note's
    own call."""
    calls = calls_of(text)
    inside = any(
        found.start <= call.rating.start < max(found.end, found.start + 1)
        or (call.target is not None and call.target.start == found.start)
        for call in calls
    )
    return inside and len(_rated_codes(text, calls)) >= 2


def _rated_codes(text: str, calls: Sequence[CallCandidate]) -> set[str]:
    """The codes of the stocks the calls rate: not one marked not rated (`Fjordline Marine (FJML NO, not rated)`, a
    peer a company note's `Companies mentioned` lists), nor one whose word opens a listed scale (`Sector weightings:
    Overweight, Market Weight, Underweight`, a legend's)."""
    return {
        call.code.value
        for call in calls
        if call.code and normalize_rating(call.rating.value) != "unrated" and not is_listed_scale(text, call.rating.end)
    }


def _masthead_kind(text: str, rates_several: Callable[[], bool]) -> Candidate | None:
    """The report-kind label of an English masthead or running header (`Equity Research | Sector Note`, `Calderwick
    Sector Update | Singapore Consumer`, `Company Flash`): a label that opens or closes its line or one of its
    bar-separated cells, where a masthead prints it; the first one on the cover. An initiation's label says nothing
    of the kind on a note that rates two stocks or more (`rates_several`): a sector is initiated as a company is."""
    for label in ENGLISH_KIND_LABEL.finditer(text, 0, ENGLISH_COVER_CHARS):
        line_start = text.rfind("\n", 0, label.start()) + 1
        line_end = text.find("\n", label.end())
        line_end = len(text) if line_end < 0 else line_end
        cell_start = max(line_start, text.rfind("|", line_start, label.start()) + 1)
        bar = text.find("|", label.end(), line_end)
        cell_end = line_end if bar < 0 else bar
        if text[cell_start : label.start()].strip() and text[label.end() : cell_end].strip():
            continue  # a word of prose or of a title, no label
        if label.group("initiation") and rates_several():
            continue
        kind = "industry" if label.group("industry") else "company"
        return Candidate(kind, label.start(), label.end(), context=f"its masthead says so: {label.group(0)}")
    return None


def _a_cell_of_several_calls(calls: Sequence[CallCandidate], box: re.Match[str]) -> bool:
    """A stock box's label (`PO`, `Rating:`) whose value is one stock's rating or target in a list or table of two
    rated stocks or more (`• Kestrel Foods (KSTF SP, Buy, PO S$3.40)` / `• Goldharbour REIT (GLDH SP, Buy, PO
    S$1.62)`): a sector note's coverage, no note's own box. `calls`: the text's stock calls."""
    if len({call.code.value for call in calls if call.code}) < 2:
        return False
    reach = box.end() + BOX_VALUE_REACH
    return any(
        box.start() <= part.start <= reach for call in calls for part in (call.rating, call.target) if part is not None
    )


BOX_VALUE_REACH = 3  # chars between a box's label and its value (a space, a colon)


def _boxes_of_two_stocks(text: str) -> Span | None:
    """Two stock boxes of one shape that give two different values (`RATING BUY` … `RATING HOLD`, `Current price:
    USD302.70 Target price: USD350.00` … `Current price: HKD34.10 Target price: HKD50.00`): a note prints one box per
    stock it rates, so two are two stocks' and the note is about several companies. One shape: the same label with
    the same words before it on its line (a `Previous rating`, a `Target price (A)` beside `Target price (H)`, the
    box repeated in a running header are no second stock). Values are compared as ratings or amounts (`HK$650:` is
    `HK$650.00`), a box's line giving its old and new values (`Price Target NT$210.00 NT$275.00`) shares one with the
    next box of its stock. A table's row (a line opening with a figure, holding the same label twice or a date before
    the label: a rating history) is no box. The span is the second stock's box."""
    seen: dict[tuple[str, str], set[str]] = {}
    for box in ENGLISH_STOCK_BOX.finditer(text, 0, ENGLISH_COVER_CHARS):
        if in_transposed_row(text, box.start()) or _in_a_coverage_list(text, box):
            continue
        line_start = text.rfind("\n", 0, box.start()) + 1
        line_end = text.find("\n", box.end())
        line_end = len(text) if line_end < 0 else line_end
        line = text[line_start:line_end].lstrip()
        label = " ".join(box.group().lower().split())
        if (
            line[:1].isdigit()
            or line.lower().count(label) > 1
            or DATE_BEFORE_BOX_EN.search(text, line_start, box.start())
        ):
            continue
        values = _box_values(text[box.end() : line_end].split()[:BOX_VALUE_TOKENS])
        if not values:
            continue
        before = " ".join(word.group().lower() for word in BOX_LINE_WORD.finditer(text, line_start, box.start()))
        shape = (before, label)
        if shape in seen and not seen[shape] & values:
            return box.start(), box.end() + len(text[box.end() : line_end].split()[0])
        seen.setdefault(shape, set()).update(values)
    return None


BOX_VALUE_TOKENS = 2  # a box's value, or its old and new values side by side


def _box_values(tokens: list[str]) -> set[str]:
    """A box's values as compared: a rating word's class, an amount's number without its currency or format."""
    values = set()
    for token in tokens:
        rated = normalize_rating(token)
        amount = NUMBER_RE.search(token)
        if rated:
            values.add(rated)
        elif amount:
            values.add(str(float(amount.group().replace(",", "").replace("．", "."))))
    return values


MIN_DIGEST_STOCKS = 2


def _digest_of_stocks(text: str) -> Span | None:
    """Items headed each by a stock, a headline and its call (`TSMC – Accelerating Capacity Build – Buy.` …
    `Li Ning – Muted Near-Term Demand – Buy.`) for two stocks or more: a digest of several companies' news (a daily,
    a weekly), no company note; read on its first pages, where a digest's items start. The call must be a stock rating
    word. The span is the second stock's item."""
    names: set[str] = set()
    for item in DIGEST_ITEM_CALL_HEADING_EN.finditer(text, 0, ENGLISH_COVER_CHARS):
        words = rating_words(item.group("call"))
        if not words or any(rating_scale(word.group()) != "stock" for word in words):
            continue
        names.add(item.group("name"))
        if len(names) >= MIN_DIGEST_STOCKS:
            return item.start(), item.end()
    return None


def _english_kind(texts: tuple[str, ...], calls_of: CallsOf) -> Candidate:
    """An English note: a company note when its cover has one stock's rating or price-target box
    (`Stock Rating Overweight`, `PO: 1,150.00 USD`, a key-data strip's `Stock Rating` over
    `Overweight`, a rating word alone over the price box), a sector note when its cover gives the
    sector's view (`Industry View Attractive`) without one; with neither, a company note when its
    lead states a target price, or its headline names a company and states its target (`ASML: …
    lifting PT to €2300`) or names it with its ticker and states its rating (`Summit Dairy
    (6186.HK): Reiterate Buy`), or it states its own rating, or its own rating and target in one
    first-person statement (`We stay Market Perform with a PT of $142`: the body's lead may have
    moved to the prompt's head), else a sector or strategy note. Before all: sections of two stocks or
    more, each headed by its name and ticker over its own `Rating: X | PT: Y` line, make a sector note; then
    the masthead's own kind label (`Sector Note`, `Industry Update`, `Company Flash`) says what the note is. A
    box whose value is one stock's of a list of several rated stocks is no note's own box."""
    for index, part in enumerate(texts):
        sections = labelled_sections(part)
        if len({call.code.value for call in sections if call.code}) >= 2:
            second = sections[1]
            start, end = (second.rating.start, second.rating.end) if index == 0 else (-1, -1)
            return Candidate("industry", start, end, context="rates stocks section by section: " + second.rating.value)
    found_calls: dict[int, Sequence[CallCandidate]] = {}

    def calls_in(index: int) -> Sequence[CallCandidate]:
        if index not in found_calls:
            found_calls[index] = calls_of(texts[index])
        return found_calls[index]

    def rates_several() -> bool:
        return any(len(_rated_codes(texts[i], calls_in(i))) >= 2 for i in range(len(texts)))

    for index, part in enumerate(texts):
        masthead = _masthead_kind(part, rates_several)
        if masthead:
            start, end = (masthead.start, masthead.end) if index == 0 else (-1, -1)
            return Candidate(masthead.value, start, end, context=masthead.context)
    for index, part in enumerate(texts):
        several = _boxes_of_two_stocks(part) or _digest_of_stocks(part)
        if several:
            start, end = several if index == 0 else (-1, -1)
            return Candidate("industry", start, end, context="rates several stocks: " + part[several[0] : several[1]])
    for index, part in enumerate(texts):
        labelled = next(
            (
                box
                for box in ENGLISH_STOCK_BOX.finditer(part, 0, ENGLISH_COVER_CHARS)
                if not in_transposed_row(part, box.start())  # a row of several stocks' ratings: no note's own box
                and not _in_a_coverage_list(part, box)
                and not _a_cell_of_several_calls(calls_in(index), box)
            ),
            None,
        )
        box = labelled.span() if labelled else _coded_or_currency_box(part) or _stock_strip(part)
        box = box or _rating_over_price_box(part)
        view = _sector_box(part)
        found = box or view
        if found:
            kind = "company" if box else "industry"
            start, end = found if index == 0 else (-1, -1)
            return Candidate(kind, start, end, context=part[found[0] : found[1] + 20])
    target = find_target_price(texts[0][:ENGLISH_LEAD_CHARS])
    if target and not _a_row_of_several_calls(texts[0][:ENGLISH_LEAD_CHARS], target, calls_of):
        return Candidate("company", target.start, target.end, context=f"states a target price: {target.value}")
    for index, part in enumerate(texts):  # the headline may have moved to the prompt's head
        headline = _company_headline(part)
        if headline:
            start, end = (headline.start, headline.end) if index == 0 else (-1, -1)
            return Candidate("company", start, end, context=f"its headline names it and its target: {headline.value}")
    for index, part in enumerate(texts):  # a headline naming the company and its ticker states its rating
        headline = _rating_headline(part)
        if headline and not _a_row_of_several_calls(part, headline, calls_of):
            start, end = (headline.start, headline.end) if index == 0 else (-1, -1)
            return Candidate("company", start, end, context=f"its headline names it and its rating: {headline.value}")
    bracketed = _bracketed_own_call(texts)
    if bracketed:
        return bracketed
    for part in texts:  # `…strategy revamp; Buy (on CL)`: the headline closes on the note's own rating
        trailing = _headline_trailing_rating(part)
        if trailing:
            return Candidate("company", -1, -1, context=f"its headline ends on its rating: {trailing}")
    for index, part in enumerate(texts):  # the prompt's head holds the rating sentence
        own = OWN_RATING_STATEMENT_EN.search(part, 0, ENGLISH_LEAD_CHARS)
        if own:  # `We maintain our Overweight rating.`: the note rates its one company
            start, end = (own.start(), own.end()) if index == 0 else (-1, -1)
            return Candidate("company", start, end, context=own.group(0))
    for index, part in enumerate(texts):
        call = _own_call_statement(part)
        if call:  # `We retain Accumulate with a TP of INR2,150`: the note's one company's call
            start, end = call.span() if index == 0 else (-1, -1)
            return Candidate("company", start, end, context=call.group(0))
    return Candidate("industry", -1, -1, context=ENGLISH_NO_BOX)


def _coded_or_currency_box(text: str) -> Span | None:
    """A cover's rating box printed as the house's code with its stock-rating word in brackets (`Rating: 2
    (Outperform)`), its target box with the currency bracketed after `Target` (`Target (HK$): 68.00`) or its fair-value
    box (`Fair value: S$3.40`): one stock's box, as `Rating: Outperform` is."""
    for coded in CODED_RATING_BOX_EN.finditer(text, 0, ENGLISH_COVER_CHARS):
        words = rating_words(coded.group("word"))
        if len(words) == 1 and words[0].group() == coded.group("word") and rating_scale(coded.group("word")) == "stock":
            return coded.span()
    target = BRACKETED_CURRENCY_TARGET_BOX_EN.search(text, 0, ENGLISH_COVER_CHARS)
    target = target or FAIR_VALUE_BOX_EN.search(text, 0, ENGLISH_COVER_CHARS)
    return target.span() if target else None


def _bracketed_own_call(texts: tuple[str, ...]) -> Candidate | None:
    """The note rates one stock in brackets with its price, rating and target (`MiniMax (100 HK, HKD199.30, Hold, TP
    HKD760.00)`), a stock its headline names with the same ticker (`Equity Snap: MiniMax (100 HK)`): a company note.
    Two stocks rated so make no note's own call."""
    calls = [
        call
        for part in texts
        for call in PRICED_BRACKETED_CALL_EN.finditer(part)
        if rating_scale(call.group("rating")) == "stock"
    ]
    codes = {call.group("code") for call in calls}
    if len(codes) != 1:
        return None
    code = codes.pop()
    for part in texts:
        if any(f"({code})" in line for line in part.lstrip("\n").split("\n")[:HEADLINE_LINES]):
            return Candidate("company", -1, -1, context=f"its headline names the stock it rates: {calls[0].group(0)}")
    return None


def _headline_trailing_rating(text: str) -> str | None:
    """A headline among the text's first lines that ends, after a semicolon, on one stock rating word (`…; Buy (on
    CL)`, `…; Maintain Hold`): the headline's line."""
    for line in text.lstrip("\n").split("\n")[:HEADLINE_LINES]:
        found = HEADLINE_TRAILING_RATING_EN.search(line)
        if found is None:
            continue
        words = rating_words(found.group("rating"))
        if (
            len(words) == 1
            and words[0].group(0) == found.group("rating")
            and rating_scale(found.group("rating")) == "stock"
        ):
            return line
    return None
