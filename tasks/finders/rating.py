"""Rating candidates: every lexicon word stated as a rating, its action and its scope, and the
report's own rating among them.

Scope: `stock` when the word rates one stock (a table row with its code, name or numbers; a
sentence naming a stock the report lists with its code), `industry` when an industry-rating cue
precedes it (行业评级, 维持行业“推荐”评级), else `report`. An industry report's own rating is
never a `stock` one."""

from __future__ import annotations

import re
from collections.abc import Sequence

from schemas.lexicon import label_view_word_at, label_view_words, rating_legend, rating_scale, rating_words
from schemas.patterns import (
    ASSET_CLASS_AFTER_ALLOCATION_ZH,
    ASSET_CLASS_BEFORE_ALLOCATION_ZH,
    BAND_PRICE_CELL_AFTER_ZH,
    BAND_TARGET_CELL_AFTER,
    BRACKETED_LEGEND_ENTRY_AFTER,
    BULLET_LINE_START,
    CHANGED_FROM_RATING,
    CHANGED_TO_RATING,
    CLAUSE_BREAK,
    CODED_RATING_AFTER_LABEL,
    CONSENSUS_LABEL_BEFORE,
    COVER_PRICE_LINE,
    COVER_TICKER_LINE_EN,
    DATED_PRICE_LINE_EN,
    DOWNGRADE,
    ENGLISH_ACTION_ON_LINE_BEFORE,
    ENGLISH_RATING_ACTIONS,
    ENGLISH_RATING_LABEL_BEFORE,
    ENGLISH_RATING_LEGEND,
    ENUMERATED_TERM_AFTER_EN,
    ENUMERATED_TERM_BEFORE_EN,
    FAIR_VALUE_CELL_AFTER,
    FIRST_PERSON_HOLD_BEFORE,
    FIRST_PERSON_HOLD_EN,
    FIRST_PERSON_STATE_BEFORE,
    FROM_OLD_RATING_BEFORE,
    HEADLINE_CHANGE_BEFORE,
    HEADLINE_HOLD_BEFORE,
    HEADLINE_RATING_PREFIX_AFTER,
    HEADLINE_SUBJECT_LINE,
    INDUSTRY_RATING_CUE,
    LISTED_TICKER,
    NOT_A_CODE_AFTER,
    NOT_A_RATING_AFTER,
    NUMBERED_ITEM_AFTER_CODE,
    OLD_NEW_COLUMNS,
    ON_A_NAMED_SUBJECT_AFTER,
    ON_A_POSSESSIVE_SUBJECT_AFTER,
    ON_THE_SECTOR_AFTER,
    OWN_VIEW_BEFORE_EN,
    OWN_VIEW_NOUN_EN,
    OWN_VIEW_ON_SOMETHING_AFTER_EN,
    OWN_VIEW_WORD_AFTER_EN,
    PREVIOUS_RATING_LABEL_BEFORE_ZH,
    RATED_AFTER_EN,
    RATING_ACTION_AFTER,
    RATING_ACTIONS_ZH,
    RATING_ADVICE_AFTER,
    RATING_ADVICE_BEFORE,
    RATING_AFTER_TICKER_AFTER,
    RATING_AFTER_TICKER_BEFORE,
    RATING_ARROW_AFTER,
    RATING_BOX_BEFORE,
    RATING_BOX_CODE_AFTER,
    RATING_BOX_NOTE_AFTER,
    RATING_CLAUSE_BEFORE,
    RATING_CUE,
    RATING_DEFINITION_AFTER,
    RATING_DEFINITION_EN,
    RATING_HISTORY_DATE_BEFORE,
    RATING_HISTORY_DATED_ENTRY_BEFORE_EN,
    RATING_HISTORY_PRICE_AFTER,
    RATING_LIST_JOINER,
    RATING_ROW_LABEL_EN,
    RATING_SCORE_AFTER,
    RATING_SCORE_BEFORE,
    RATING_SENTENCE_END_AFTER,
    RATING_WITH_TARGET_AFTER,
    RATING_WORD_IN_PROSE_AFTER,
    SECTOR_MASTHEAD_BEFORE_EN,
    SECTOR_MOVED_TO_BEFORE,
    SECTOR_VIEW_BEFORE,
    SECTOR_VIEW_VALUE,
    STOCK_CODE,
    STRIP_RATING_LABELS_ZH,
    STRIP_RATING_NOTE_AFTER,
    SUBJECT_FILLER_WORDS,
    SUBJECT_WORD_EN,
    TABLE_CELL_END_BEFORE,
    TARGET_PRICE_CUE,
    TRADED_PRICE_LINE_EN,
    VIEW_LIST_BEFORE,
    VIEW_LIST_NEXT,
    VIEW_ON_A_GROUP,
    VIEW_ON_THE_SECTOR,
)
from schemas.types import Candidate, DocType
from tasks.finders.choice import Weights, choose
from tasks.finders.key_strips import key_strips, strip_cell_at
from tasks.finders.stock_calls import CallCandidate, find_stock_calls
from tasks.finders.transposed_tables import in_transposed_row

COMPANY_EXCLUDED_SCALES = ("view", "allocation")
STOCK_REACH = 25  # a code or stock name this far back in the same clause ties a word to a stock
SECTOR_VIEW_REACH = 36  # a sector-view label this far before a word (`sector recommendation remains `)
VIEW_LIST_REACH = 6  # chars before a view word where a list's joiner (`, `, ` or `) may stand


def stock_names(text: str, calls: Sequence[CallCandidate] | None = None) -> set[str]:
    """The names of the stocks the report rates: its `calls` when found already, else found here
    (tasks/finders/stock_calls.py)."""
    return {call.name.value for call in (find_stock_calls(text) if calls is None else calls) if call.name}


def rating_scope(text: str, start: int, names: set[str]) -> str:
    if in_transposed_row(text, start):
        return "stock"  # a cell of a transposed table's rating row (`评级买入增持…`): its column's stock's
    clause_start = max(0, start - STOCK_REACH)
    breaks = list(CLAUSE_BREAK.finditer(text, clause_start, start))
    clause_start = breaks[-1].end() if breaks else clause_start
    clause = text[clause_start:start]
    if INDUSTRY_RATING_CUE.search(text, max(0, start - 12), start) or SECTOR_VIEW_BEFORE.search(
        text, max(0, start - SECTOR_VIEW_REACH), start
    ):
        return "industry"
    codes = (c for c in STOCK_CODE.finditer(text, clause_start, start) if not NOT_A_CODE_AFTER.match(text, c.end()))
    if any(codes) or TABLE_CELL_END_BEFORE.search(clause) or any(name in clause for name in names):
        return "stock"
    return "report"


def rating_occurrences(text: str, calls: Sequence[CallCandidate] | None = None) -> list[Candidate]:
    """Every lexicon rating word that reads as a statement of the rating, in text order. `calls`:
    the text's stock calls when found already (tasks/finders/findings.py), else they are found here."""
    found = []
    names = stock_names(text, calls)
    words = rating_words(text)
    for index, match in enumerate(words):
        strip = strip_cell_at(text, match.start())
        if strip is not None and strip.value == match.group(0):
            # A key-data strip's value: its label above says whose rating it is (`Stock Rating` over
            # `Overweight`, `Industry View` over `In-Line`); under any other label it is no rating.
            if strip.kind in ("rating", "view"):
                scope = "industry" if strip.kind == "view" else "report"
                found.append(
                    Candidate(match.group(0), match.start(), match.end(), None, context=strip.label, scope=scope)
                )
            continue
        before = text[max(0, match.start() - 20) : match.start()]
        after = text[match.end() : match.end() + 20]
        if RATING_DEFINITION_AFTER.match(after):
            continue  # "买入：预期未来6个月…" is a legend definition, not a statement
        if CONSENSUS_LABEL_BEFORE.search(text, text.rfind("\n", 0, match.start()) + 1, match.start()):
            continue  # `Consensus rating: Buy`: the market's rating beside the house's own
        if text[match.start() - 1 : match.start()] == "(" and BRACKETED_LEGEND_ENTRY_AFTER.match(after):
            continue  # `Not rated (NR): no rating or target is assigned`: a legend entry's code
        if RATING_SCORE_AFTER.match(after) or RATING_SCORE_BEFORE.search(before):
            continue  # "投资建议为“买入”得1分", "1.01~2.0=增持": a score legend
        if RATING_HISTORY_DATE_BEFORE.search(before) and RATING_HISTORY_PRICE_AFTER.match(after):
            continue  # "12020-02-28增持92.20": a row of the rating history, not today's rating
        if RATING_HISTORY_DATED_ENTRY_BEFORE_EN.search(text, max(0, match.start() - 40), match.start()):
            continue  # `2. 02/10/2025: Downgrade to Hold`: an entry of the rating history, not today's rating
        if CHANGED_FROM_RATING.match(after) or RATING_ARROW_AFTER.match(after):
            continue  # "由增持上调至买入", `HOLD → SELL`: 增持 and HOLD are the old rating
        if PREVIOUS_RATING_LABEL_BEFORE_ZH.search(before):
            continue  # `上次评级看好`, `前次评级：买入`: the rating before the change
        if _under_a_previous_rating_label(text, words, index):
            continue  # `投资评级上次评级…` over `审慎推荐推荐…`: 推荐 is in the previous rating's column
        if FROM_OLD_RATING_BEFORE.search(text, max(0, match.start() - 40), match.start()):
            continue  # `to Neutral from Underweight`: Underweight was the rating or view
        if match.group(0)[:1].isupper() and SECTOR_MOVED_TO_BEFORE.search(
            text, max(0, match.start() - 60), match.start()
        ):
            # `We move the sector to Neutral`: the sector's own view, as changed
            action = rating_action(text, match.start(), match.end())
            found.append(Candidate(match.group(0), match.start(), match.end(), action, context="", scope="industry"))
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        if (
            SECTOR_MASTHEAD_BEFORE_EN.search(text, line_start, match.start())
            and not text[match.end() : len(text) if line_end < 0 else line_end].strip()
        ):
            # `Sector Note ASEAN Telecoms | Overweight`: the masthead's last cell is the sector's view
            found.append(Candidate(match.group(0), match.start(), match.end(), None, context="", scope="industry"))
            continue
        changed = _old_new_cell(text, words, index)
        if changed == "old":
            continue  # `Rating Neutral Overweight` under `Old New`: Neutral was the rating
        if changed == "new":
            found.append(Candidate(match.group(0), match.start(), match.end(), None, context="", scope="report"))
            continue
        if _in_a_named_scale(text, words, index):
            continue  # "ratings are Buy, Neutral and Sell", a chart's key "Buy Neutral No Rating"
        if in_english_legend(text, match.start()):
            continue  # "…uses the following rating system: Overweight (over the duration…); Neutral (…)"
        if NOT_A_RATING_AFTER.match(after):
            continue  # "所评价或推荐的证券"
        if ENUMERATED_TERM_BEFORE_EN.search(before) and ENUMERATED_TERM_AFTER_EN.match(after):
            continue  # `not Rating Suspended, Not Rated, Early-Stage Biotech, …`: a legend's list of statuses
        if rating_scale(match.group(0)) == "allocation" and (
            ASSET_CLASS_BEFORE_ALLOCATION_ZH.search(before) or ASSET_CLASS_AFTER_ALLOCATION_ZH.match(after)
        ):
            continue  # `我们维持权益资产相对债券的超配建议`, `超配权益`: an asset class's allocation, no rating
        if RATING_WORD_IN_PROSE_AFTER.match(after) and not RATING_BOX_BEFORE.search(before):
            continue  # "重点推荐医美产业链龙头"; but a cover box runs on: "行业投资评级中性基础数据"
        stated = (
            RATING_CUE.search(before)
            or RATING_CUE.search(after[:12])
            or RATING_ACTION_AFTER.match(after)
            or RATING_ADVICE_AFTER.match(after)
            or (
                (RATING_ADVICE_BEFORE.search(before) or RATING_CLAUSE_BEFORE.search(before))
                and RATING_SENTENCE_END_AFTER.match(after)
            )
            or ENGLISH_ACTION_ON_LINE_BEFORE.search(text, text.rfind("\n", 0, match.start()) + 1, match.start())
            or (FIRST_PERSON_HOLD_BEFORE.search(before) and match.group(0)[:1].isupper())
            # `We are Buy-rated.`, `we are Neutral rated on LeaderDrive`: the note's own rating, first person
            or (
                match.group(0)[:1].isupper()
                and RATED_AFTER_EN.match(after) is not None
                and (FIRST_PERSON_STATE_BEFORE.search(before) or FIRST_PERSON_HOLD_BEFORE.search(before)) is not None
            )
        )
        line_start = text.rfind("\n", 0, match.start()) + 1
        capitalised = match.group(0)[:1].isupper()
        headline = capitalised and (
            bool(HEADLINE_HOLD_BEFORE.match(text, line_start, match.start()))
            or bool(HEADLINE_CHANGE_BEFORE.match(text, line_start, match.start()))  # `…: Upgrade to Overweight`
            # `Overweight - Australasian Airlines: Yields hold`: the headline opens with its subject's rating
            or (line_start == match.start() and bool(HEADLINE_RATING_PREFIX_AFTER.match(text, match.end())))
        )
        # `We stay Overweight on Indian consumer staples.` under `India Consumer: …`: the view on what the headline is
        # about, held in the first person
        on_the_headline_subject = (
            capitalised
            and (FIRST_PERSON_HOLD_BEFORE.search(before) or FIRST_PERSON_STATE_BEFORE.search(before)) is not None
            and rated_on_a_headline_subject(text, match.end(), headline_subjects(text))
        )
        # `Risks to our Underweight view`: the note names the word as its own view (a sector note's, the sector's)
        # (`our Overweight call on the region's banks`: stated on what it names, which decides whose it is)
        view_word = OWN_VIEW_WORD_AFTER_EN.match(text, match.end()) if OWN_VIEW_BEFORE_EN.search(before) else None
        # `We keep our Overweight call on the region's banks.` under `ASEAN Banks: …`: the note's own call on what the
        # headline is about (as the validator reads it, tasks/validate/grounding.py)
        on_named = ON_A_POSSESSIVE_SUBJECT_AFTER.match(text, view_word.end()) if view_word and capitalised else None
        on_the_headline_subject = on_the_headline_subject or (
            on_named is not None and names_the_subject(on_named.group("subject"), headline_subjects(text))
        )
        headline = headline or on_the_headline_subject
        named_view = capitalised and view_word is not None
        own_view = (
            capitalised
            and view_word is not None
            and OWN_VIEW_NOUN_EN.match(text, match.end()) is not None
            and not OWN_VIEW_ON_SOMETHING_AFTER_EN.match(text, view_word.end())
        )
        on_the_sector = ON_THE_SECTOR_AFTER.match(text, match.end())  # `We stay Neutral on the sector`
        # `We move to Overweight on the sector`, `We remain Overweight the sector`: a statement on the sector itself
        if not (
            stated
            or headline
            or named_view
            or (capitalised and on_the_sector)
            or RATING_WITH_TARGET_AFTER.match(after)  # `TSMC (Overweight; Price Target: NT$3100.0)`
            or SECTOR_VIEW_BEFORE.search(text, max(0, match.start() - SECTOR_VIEW_REACH), match.start())
            or (RATING_AFTER_TICKER_BEFORE.search(before) and RATING_AFTER_TICKER_AFTER.match(after))
            or _a_cover_box_value(text, match.start(), match.end())
            or _a_cover_band_value(text, match.start(), match.end())
        ):
            continue
        if is_listed_scale(text, match.end()) and SECTOR_VIEW_BEFORE.search(
            text, max(0, match.start() - SECTOR_VIEW_REACH), match.start()
        ):
            continue  # `Sector weighting: Overweight, Market Weight or Underweight relative to …`: a legend's scale
        action = rating_action(text, match.start(), match.end())
        scope = "industry" if on_the_sector else rating_scope(text, match.start(), names)
        context = HEADLINE_CONTEXT if headline else OWN_VIEW_CONTEXT if own_view else ""
        found.append(Candidate(match.group(0), match.start(), match.end(), action, context=context, scope=scope))
    extra = _labelled_views(text) + coded_ratings(text, names)
    return sorted(found + extra, key=lambda c: c.start) if extra else found


def coded_ratings(text: str, names: set[str], legend_source: str | None = None) -> list[Candidate]:
    """Each rating code the report's printed legend defines (schemas/lexicon.py rating_legend), stated
    where a rating stands: after a rating label (`Rating` / `1`, `our investment rating of 2`, `Rating:
    O-PF`), under a key strip's rating label (`Rating` over `UW (from EW)`), or a letter code alone on the
    line above a cover's price box (`O-PF` / `Target NT$1,280`). A
    code is a rating only where the report says what it stands for. `legend_source`: the text to read
    the legend from when it is not `text` (a legend the cleaner set aside)."""
    legend = rating_legend(text if legend_source is None else legend_source)
    if not legend:
        return []
    spans: set[tuple[int, int]] = set()
    for statement in CODED_RATING_AFTER_LABEL.finditer(text):
        line_start = statement.start("code") == 0 or text[statement.start("code") - 1] == "\n"
        if line_start and NUMBERED_ITEM_AFTER_CODE.match(text, statement.end("code")):
            continue  # `Key risks to our rating` / `1. Chip supply`: a list item's number
        if statement.group("code") in legend:
            spans.add(statement.span("code"))
    # a strip's label says whose rating it is: the stock's (`Rating`), whatever other labels its row holds
    labelled = {(cell.start, cell.end): cell.label for cell in key_strips(text) if cell.kind == "rating"}
    labelled = {span: label for span, label in labelled.items() if text[span[0] : span[1]] in legend}
    spans.update(labelled)
    for code in (c for c in legend if not c[:1].isdigit()):
        for found in re.finditer(rf"(?m)^{re.escape(code)}$", text):
            if _a_cover_box_value(text, found.start(), found.end()):
                spans.add(found.span())
    return [
        Candidate(
            text[start:end],
            start,
            end,
            rating_action(text, start, end),
            context=labelled.get((start, end), ""),
            scope="report" if (start, end) in labelled else rating_scope(text, start, names),
        )
        for start, end in sorted(spans)
    ]


def _under_a_previous_rating_label(text: str, words: Sequence[re.Match[str]], index: int) -> bool:
    """The word is the k-th rating word of its line, right under a line whose k-th rating label is a previous rating's
    (`投资评级上次评级目标价当前股价` over `审慎推荐推荐— 31.42元`), the words run together as a strip's cells, and
    no current column of the line holds the same word (a kept rating, `看好看好`, is the rating still)."""
    word = words[index]
    line_start = text.rfind("\n", 0, word.start()) + 1
    if line_start == 0:
        return False
    above_start = text.rfind("\n", 0, line_start - 1) + 1
    labels = list(STRIP_RATING_LABELS_ZH.finditer(text, above_start, line_start - 1))
    if not any(label.group("previous") for label in labels):
        return False
    line_end = text.find("\n", line_start)
    line_end = len(text) if line_end < 0 else line_end
    on_line = [w for w in words if line_start <= w.start() and w.end() <= line_end]
    at = next((k for k, w in enumerate(on_line) if w.start() == word.start()), None)
    if at is None or at >= len(on_line) or at >= len(labels) or labels[at].group("previous") is None:
        return False
    # the word held before is the current one too when the rating was kept (`看好看好`): then it is the rating
    current = [w.group(0) for w, label in zip(on_line, labels, strict=False) if label.group("previous") is None]
    return word.group(0) not in current


def is_listed_scale(text: str, end: int) -> bool:
    """The view word ending at `end` is the first of a list of them (`Positive, Neutral or Negative`): a
    legend's scale, no view."""
    listed = VIEW_LIST_NEXT.match(text, end)
    views = {word.lower() for word in label_view_words()}
    return listed is not None and (listed.group("word").lower() in views or bool(rating_words(listed.group("word"))))


def _labelled_views(text: str) -> list[Candidate]:
    """A sector's view word that is no stock rating (`Positive`, `Market Weight`), read only as the
    value of a sector-view label: `Industry view` / `Positive`, `Our sector view remains Market Weight`,
    `our Positive view on the industry`, or stated on the sector or group the note covers (`We stay Positive on
    the group`)."""
    views = {word.lower() for word in label_view_words()}
    found: list[Candidate] = []
    labels = sorted(
        [*SECTOR_VIEW_VALUE.finditer(text), *VIEW_ON_THE_SECTOR.finditer(text), *VIEW_ON_A_GROUP.finditer(text)],
        key=lambda m: m.start("value"),
    )
    for label in labels:
        value, start = label.group("value"), label.start("value")
        word = value if value.lower() in views else value.split()[0].split("-")[0]
        if is_listed_scale(text, start + len(word)):
            continue  # `Industry: Positive, Neutral or Negative relative to …`: a legend's scale
        if label.re is VIEW_ON_A_GROUP and VIEW_LIST_BEFORE.search(text, max(0, start - VIEW_LIST_REACH), start):
            continue  # `Bullish, Neutral or Bearish on the sector's outlook`: the last word of a legend's scale
        if word.lower() in views and all(c.start != start for c in found):
            found.append(
                Candidate(
                    word, start, start + len(word), rating_action(text, start, start + len(word)), scope="industry"
                )
            )
    # held in the first person on what the note's headline is about (`We stay Market Weight on European autos:` under
    # `European Autos: Tariffs priced, China not`), as a stock-scale word is (`rating_occurrences`)
    subjects: str | None = None
    for held in FIRST_PERSON_HOLD_EN.finditer(text):
        word = label_view_word_at(text, held.end())
        if word is None or not word.group(0)[:1].isupper() or any(c.start == word.start() for c in found):
            continue
        subjects = headline_subjects(text) if subjects is None else subjects
        if rated_on_a_headline_subject(text, word.end(), subjects):
            action = rating_action(text, word.start(), word.end())
            found.append(
                Candidate(word.group(0), word.start(), word.end(), action, context=HEADLINE_CONTEXT, scope="industry")
            )
    # a key strip's value under its sector-view label (`Sector weighting` over `Market Weight (from Underweight)`)
    for cell in key_strips(text):
        if cell.kind == "view" and cell.value.lower() in views and all(c.start != cell.start for c in found):
            action = rating_action(text, cell.start, cell.end)
            found.append(Candidate(cell.value, cell.start, cell.end, action, context=cell.label, scope="industry"))
    return sorted(found, key=lambda c: c.start)


def _a_cover_box_value(text: str, start: int, end: int) -> bool:
    """The word is a line of its own right above the line of the price box (`Buy` / `Price (09 Jul 26)
    Rmb124.010 Target price Rmb185.000`), or above the line that opens with the current price and its
    currency (`ACCUMULATE` / `CMP: INR365`): a cover states its rating as the value of that box. A
    bracketed note of what became of the rating may follow it (`Add (unchanged)` / `Target price`), and a line of the
    stock's tickers may stand between (`Overweight` / `TCEHY, 0700 HK` / `Price (10 Mar 26): HK$…`)."""
    note = RATING_BOX_NOTE_AFTER.match(text, end)
    coded = RATING_BOX_CODE_AFTER.match(text, end) if note is None else None
    legend = rating_legend(text) if coded is not None else {}
    if coded is not None and (legend.get(coded.group("code")) if legend else text[start:end]) == text[start:end]:
        note = coded  # `Outperform (1)`, `Overweight (V)`: the word with the code the report's legend gives it, or
        # with its code or flag where the text holds no legend (the cleaner set it aside)
    end = note.end() if note else end
    if (start > 0 and text[start - 1] != "\n") or text[end : end + 1] != "\n":
        return False
    next_start, next_end = end + 1, _line_end(text, end + 1)
    ticker = COVER_TICKER_LINE_EN.fullmatch(text, next_start, next_end)
    if ticker is not None and LISTED_TICKER.search(ticker.group()):
        next_start, next_end = next_end + 1, _line_end(text, next_end + 1)  # `TCEHY, 0700 HK` between them
    return bool(
        TARGET_PRICE_CUE.search(text, next_start, next_end)
        or COVER_PRICE_LINE.match(text, next_start, next_end)
        or TRADED_PRICE_LINE_EN.match(text, next_start, next_end)
        or DATED_PRICE_LINE_EN.match(text, next_start, next_end)
    )


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def _a_cover_band_value(text: str, start: int, end: int) -> bool:
    """The word opens a line of the cover's band, its bracketed change note after it, and the band's next cell
    is the target or fair value (`BUY (from Hold) Target price: €54.00`, `Overweight | PT DKK 212.00 (from DKK 190.00)`,
    `Accumulate | Fair value: S$3.40`, `买入 | 当前价格：36.80元 | 合理价值：45.00元`):
    the band states the company's rating as printed."""
    if start > 0 and text[start - 1] != "\n":
        return False
    note = STRIP_RATING_NOTE_AFTER.match(text, end)
    after = note.end() if note else end
    return any(
        pattern.match(text, after) is not None
        for pattern in (BAND_TARGET_CELL_AFTER, FAIR_VALUE_CELL_AFTER, BAND_PRICE_CELL_AFTER_ZH)
    )


CHANGES_HEADER_LINES = 3  # lines above a changes table's rating row where its `Old New` header may sit


def _old_new_cell(text: str, words: Sequence[re.Match[str]], index: int) -> str | None:
    """`old` or `new` for a word of a changes table's rating row: a line of its rating label and two
    rating words (`Rating Neutral Overweight`), under a header naming the old column, then the new one
    (`Changes Old New`, `Previous Current`); None for any other word."""
    word = words[index]
    line_start = text.rfind("\n", 0, word.start()) + 1
    line_end = text.find("\n", word.end())
    line_end = len(text) if line_end < 0 else line_end
    label = RATING_ROW_LABEL_EN.match(text, line_start, line_end)
    if label is None:
        return None
    cells = [w for w in words if line_start <= w.start() and w.end() <= line_end]
    if len(cells) != 2 or text[label.end() : line_end].split() != [cells[0].group(0), cells[1].group(0)]:
        return None
    if changes_header(text, line_start) is None:
        return None
    return "old" if word.start() == cells[0].start() else "new"


def changes_header(text: str, line_start: int) -> tuple[int, int] | None:
    """(start, end) of the `Old New` header (OLD_NEW_COLUMNS) of a changes table within
    CHANGES_HEADER_LINES lines above the line at `line_start`; None when there is none."""
    at = line_start
    for _ in range(CHANGES_HEADER_LINES):
        if at <= 0:
            return None
        above_start = text.rfind("\n", 0, at - 1) + 1
        header = OLD_NEW_COLUMNS.search(text, above_start, at - 1)
        if header:
            return above_start, at - 1
        at = above_start
    return None


def _in_a_named_scale(text: str, words: Sequence[re.Match[str]], index: int) -> bool:
    """The word is an item of a list of distinct rating words: a legend or a chart's key names the
    scale there, and a statement names one rating."""
    word = words[index]
    neighbours = [
        (words[index - 1].end(), word.start(), words[index - 1]) if index > 0 else None,
        (word.end(), words[index + 1].start(), words[index + 1]) if index + 1 < len(words) else None,
    ]
    return any(
        pair is not None
        and pair[0] < pair[1]
        and pair[2].group(0).lower() != word.group(0).lower()
        and RATING_LIST_JOINER.fullmatch(text, pair[0], pair[1]) is not None
        for pair in neighbours
    )


MIN_GLUED_SCALE_WORDS = 3  # a cover's scale of grades printed side by side: at least this many


GLUED_SCALE_REACH = 40  # chars either side of a word where the rest of its glued scale may stand


def in_a_glued_scale(text: str, candidate: Candidate) -> bool:
    """The candidate is one of a run of distinct rating words printed with nothing between them (a
    cover's scale `推荐谨慎推荐中性回避`, the chosen grade marked only by its shading, which the text does
    not carry): the rules cannot tell which grade is the rating, so they state none of them (the
    validator still grounds the grade a reader of the page names)."""
    low = max(0, candidate.start - GLUED_SCALE_REACH)
    words = rating_words(text, low, min(len(text), candidate.end + GLUED_SCALE_REACH))
    index = next((i for i, word in enumerate(words) if word.start() == candidate.start), None)
    return index is not None and _in_a_glued_run(words, index)


def _in_a_glued_run(words: Sequence[re.Match[str]], index: int) -> bool:
    first = last = index
    while first > 0 and words[first - 1].end() == words[first].start():
        first -= 1
    while last + 1 < len(words) and words[last].end() == words[last + 1].start():
        last += 1
    run = {word.group(0).lower() for word in words[first : last + 1]}
    return last - first + 1 >= MIN_GLUED_SCALE_WORDS and len(run) == last - first + 1


MAX_LEGEND_ITEMS = 12  # list items a legend's lead line may head


def in_english_legend(text: str, at: int) -> bool:
    """The word sits in a rating legend of an English note's disclosures: its paragraph defines
    the scale (`rating system`, `Neutral (2)`, `Credit Outperform (C-OP):`), naming two rating
    words or more."""
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start : len(text) if end < 0 else end]
    legend = ENGLISH_RATING_LEGEND.search(line) or RATING_DEFINITION_EN.search(line)
    if legend and len({m.group(0).lower() for m in rating_words(line)}) >= 2:
        return True
    # A list item under the legend's lead line: `…the following categories of credit ratings:` /
    # `• Credit Outperform (C-OP): The total return…`.
    for _ in range(MAX_LEGEND_ITEMS):
        if not _is_list_line(line) or start == 0:
            return False
        end = start - 1
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if not _is_list_line(line):
            return bool(ENGLISH_RATING_LEGEND.search(line))
    return False


def _is_list_line(line: str) -> bool:
    bullet = BULLET_LINE_START.match(line)
    return bool(bullet and bullet.group().strip())


def rating_action(text: str, start: int, end: int) -> str | None:
    before = text[max(0, start - 16) : start]
    after = text[end : end + 10]
    if CHANGED_TO_RATING.search(before):
        return "downgrade" if DOWNGRADE.search(before) else "upgrade"
    for window in (after, before):
        hits = [(window.rfind(word), action) for word, action in RATING_ACTIONS_ZH.items() if word in window]
        if hits:
            return max(hits)[1] if window is before else min(hits)[1]
    english = ENGLISH_RATING_ACTIONS.search(text[max(0, start - 40) : end + 20])
    if english:
        verb = english.group(1).lower()
        return {"reiterate": "maintain"}.get(verb, verb)
    return None


EARLY_CHARS = 3000  # the cover and summary: `early` falls from 1 at the start to 0 here


def rating_features(text: str, index: int, candidate: Candidate) -> dict[str, float]:
    """The features the choice scores (tasks/finders/choice.py)."""
    before = text[max(0, candidate.start - 16) : candidate.start]
    label = candidate.value.isascii() and (
        ENGLISH_RATING_LABEL_BEFORE.search(text, max(0, candidate.start - 24), candidate.start)
        or ENGLISH_RATING_LABEL_BEFORE.search(candidate.context)  # a key-data strip's label above the word
    )
    return {
        "first": float(index == 0),
        "changed_to": float(bool(CHANGED_TO_RATING.search(before))),
        "action": float(candidate.action is not None),
        "box": float(bool(RATING_BOX_BEFORE.search(before))),
        "early": max(0.0, 1.0 - candidate.start / EARLY_CHARS),
        "scope_industry": float(candidate.scope == "industry"),
        "sector_scale": float(rating_scale(candidate.value) != "stock"),
        "label": float(bool(label) and candidate.start < EARLY_CHARS),
    }


def rating_choice(
    text: str, doc_type: DocType = "company", occurrences: Sequence[Candidate] | None = None
) -> tuple[str, list[Candidate], list[dict[str, float]]]:
    """(decision, candidates, their features): what find_rating chooses among. A company report:
    every statement but a sector scale's view or allocation word (看好, 超配 rate no company); an
    industry report: its own statements, never a stock's. `occurrences`: the text's
    rating_occurrences when found already."""
    occurrences = rating_occurrences(text) if occurrences is None else occurrences
    occurrences = [c for c in occurrences if not in_a_glued_scale(text, c)]
    if doc_type == "industry":
        own = [c for c in occurrences if c.scope != "stock" and not a_stock_word_in_english(c)]
        return "rating_industry", own, [rating_features(text, i, c) for i, c in enumerate(own)]
    kept = [
        c
        for c in occurrences
        if rating_scale(c.value) not in COMPANY_EXCLUDED_SCALES and not an_industry_view_in_english(c)
    ]
    return "rating_company", kept, [rating_features(text, i, c) for i, c in enumerate(kept)]


STEM_CHARS = 4  # words that share their first letters this far (`India` / `Indian`) name the same subject


def _same_word(word: str, other: str) -> bool:
    shared = min(len(word), len(other))
    return word == other if shared < STEM_CHARS else word[:shared] == other[:shared]


def names_the_subject(subject: str, cover: str) -> bool:
    """The cover (a headline's subject, a title) names `subject` (`Indian consumer staples` under `India Consumer`):
    each capitalised word of it, and one word at least, is a word of the cover or shares its stem; a proper name the
    cover does not print (`Kaveri Bank`) is another subject."""
    words = [w.group() for w in SUBJECT_WORD_EN.finditer(subject) if w.group().lower() not in SUBJECT_FILLER_WORDS]
    printed = [w.group().lower() for w in SUBJECT_WORD_EN.finditer(cover)]
    named = [any(_same_word(word.lower(), other) for other in printed) for word in words]
    proper_named = all(hit for word, hit in zip(words, named, strict=True) if word[:1].isupper())
    return bool(words) and any(named) and proper_named


def headline_subjects(text: str) -> str:
    """The subjects the text's headlines name before their colon (`India Consumer: Volumes are back`)."""
    return "\n".join(found.group("subject") for found in HEADLINE_SUBJECT_LINE.finditer(text))


def rated_on_a_headline_subject(text: str, end: int, cover: str) -> bool:
    """A rating word ending at `end` stated `on` a subject named by its words alone (`Overweight on Indian consumer
    staples.`) that the cover names (`names_the_subject`)."""
    on = ON_A_NAMED_SUBJECT_AFTER.match(text, end)
    return on is not None and names_the_subject(on.group("subject"), cover)


HEADLINE_CONTEXT = "headline"  # a rating word a headline holds for its subject (HEADLINE_HOLD_BEFORE)
OWN_VIEW_CONTEXT = "own view"  # a rating word the note names as its own view (`Risks to our Underweight view`)


def a_stock_word_in_english(candidate: Candidate) -> bool:
    """An English sector note states its own view under its label (`Industry View Attractive`) or in its
    headline (`Korea Batteries: Stay Overweight`); any other English rating word in it (`reiterate
    Overweight on STX`, `Rating Buy`) rates a stock."""
    return (
        candidate.value.isascii()
        and candidate.scope != "industry"
        and candidate.context not in (HEADLINE_CONTEXT, OWN_VIEW_CONTEXT)
        and rating_scale(candidate.value) == "stock"
    )


def an_industry_view_in_english(candidate: Candidate) -> bool:
    """An English note's industry view (`Industry View Attractive`, a strip's `In-Line` under
    `Industry View`): the sector's, never a company note's rating."""
    return candidate.value.isascii() and candidate.scope == "industry"


def find_rating(
    text: str,
    doc_type: DocType = "company",
    weights: Weights | None = None,
    occurrences: Sequence[Candidate] | None = None,
) -> Candidate | None:
    """The current rating, the choice's pick (with `weights`, None: the stored ones) among
    rating_choice's candidates. With the stored weights: a company report's changed-to rating, else
    its first one stated; an industry report's cued industry rating first, then a word of a sector
    scale, then the first one stated."""
    decision, candidates, rows = rating_choice(text, doc_type, occurrences)
    return choose(decision, candidates, lambda index, _: rows[index], weights)
