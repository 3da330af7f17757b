"""Risk sections and their items: real headings (not TOC lines, not disclaimers), where each
section ends, and how its items split."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache

from schemas.lexicon import normalize_rating, rating_scale, rating_words
from schemas.patterns import (
    ALPHAFIN_ITEM_NUMBER,
    ALPHAFIN_ITEM_SPACE,
    BARE_LIST_NUMBER_LINE_EN,
    BARE_NUMBER_BEFORE_CAPITAL_EN,
    BARE_RISK_LINE_ZH,
    BULLET,
    BULLET_LINE_START,
    BULLETS,
    CAPTION_LINE_START,
    CHAPTER_SECTION_ITEM_MARK,
    CHINESE_FULL_STOP,
    CHINESE_ORDINAL_ITEM_MARK,
    CODED_TABLE_HEADER_ZH,
    COMMA,
    COMMA_OR_ENUMERATION_COMMA,
    COMPANY_RISK_HEADING_EN,
    CONSEQUENCE_CLAUSE,
    COPYRIGHT_NOTICE_OPENING_ZH,
    COUNTED_LIST_LEAD_EN,
    DISCLAIMER_SENTENCE_EN,
    FIGURE_LINE_START,
    FIRST_ITEM_LINE_ZH,
    FULL_STOP_OR_LINE,
    GENERIC_INVESTMENT_RISK_EN,
    GLUED_LABEL_AFTER_EN,
    HAN,
    HAN_LINE_WRAP,
    HOUSE_RUNNING_LINE_ZH,
    INLINE_LIST_CUT_EN,
    ITEM_TAIL_LINE_ZH,
    LEAD_IN_SENTENCE_END_EN,
    LEADING_RISK_ITEM_MARK,
    LEGAL_NOTICE_OPENING_ZH,
    LEGEND_ENTRY_AFTER_EN,
    LEGEND_ENTRY_LINE_EN,
    LIST_ITEM_CONJUNCTION_EN,
    LIST_ITEM_START,
    LIST_LEAD,
    LIST_NUMBER_LINE_EN,
    LIST_TURN_STOP_EN,
    MEASURED_VALUE_ZH,
    NEWLINE,
    NOT_A_RISK_HEADING_EN,
    NOT_A_RISK_ITEM_EN,
    NOT_A_RISK_SECTION_AFTER,
    NOT_A_RISK_SECTION_BEFORE,
    NOT_A_RISK_SECTION_EN,
    NUMBERED_ITEM,
    NUMBERED_LINE_START,
    NUMBERED_RISK_SUBHEADING_ZH,
    OCR_BULLETS,
    ONE_STOCK_RISK_EN,
    OPEN_CLAUSE_END_EN,
    OUTLINE_ITEM_MARK_ZH,
    OUTLINE_TITLE_ZH,
    PAGE_NUMBER_GLUED_TITLE_ZH,
    PARENTHESISED_CALL_EN,
    PREMISE_CLAUSE,
    PROSE_END,
    QUANTITY_WORD_END_EN,
    RATED_TABLE_HEADER_CELL,
    RISK_COLUMN_HEADER,
    RISK_CROSS_REFERENCE_EN,
    RISK_DIRECTION_EN,
    RISK_HEADING_FIRST_EN,
    RISK_HEADING_NAMED_EN,
    RISK_HEADING_OTHER_WORDS_EN,
    RISK_ITEM_JOINER_EN,
    RISK_ITEM_NUMBER_BEFORE,
    RISK_ITEM_TITLE,
    RISK_ITEM_TITLE_BEFORE_COLON,
    RISK_ITEM_TITLE_BEFORE_DASH_ZH,
    RISK_ITEM_TITLE_EN,
    RISK_ITEM_TITLE_FIGURES_EN,
    RISK_LEAD_IN_AFTER_CELL_EN,
    RISK_LEAD_IN_EN,
    RISK_LIST_END_RUN_ON,
    RISK_NUMBER_AFTER_STOP_EN,
    RISK_NUMBER_EN,
    RISK_NUMBERED_MARKER_EN,
    RISK_ORDINAL_LEAD_EN,
    RISK_ORDINAL_TITLE_EN,
    RISK_RUN_IN_TITLE_EN,
    RISK_RUN_IN_VIEW_TITLE_EN,
    RISK_SECTION_HEADING,
    RISK_SECTION_STOP,
    RISK_WORD_EN,
    ROMAN_VALUES,
    RUN_IN_LEAD_PLURAL_EN,
    RUN_IN_SENTENCE_START_EN,
    RUN_IN_TITLE_STOP_EN,
    RUNNING_FOOTER_EN,
    SCALE_LIST_AFTER_LABEL_EN,
    SECTION_AFTER_RISKS,
    SECTOR_NAMED_RISK_HEADING_EN,
    SECTOR_RISK_WORDS_EN,
    SELF_REFERENCE_OPENING,
    SEMICOLON,
    SENTENCE_END_EN,
    STOCK_PRICE_BOX_LINE_EN,
    STOCK_TARGET_VALUED_EN,
    SUMMARY_RISK_LEAD_IN_EN,
    SYMBOL_LIST_MARK,
    TABLE_CELL_SEPARATOR,
    TABLE_HEADER_LINE,
    TITLED_RISK_ITEM_LINE,
    TOC_ENTRY_AFTER_RISK_HEADING,
    WEAKENING_CLAUSE_ZH,
    WRONG_CALL_HEADING_EN,
    is_risk_heading_line,
)
from schemas.types import Candidate, HeadingSpan, TextHeadings
from tasks.finders.headings import Headings, heading_at, structure_at
from tasks.finders.key_strips import key_strips
from tasks.finders.stock_calls import table_rows

MAX_RISK_ITEMS = 15  # an English note lists upside and downside risks: 11-13 items seen
SHORT_ITEM = 30
_TRAILING = "。；;，,、.:：!！?？ \t\n"
MAX_SECTION_CHARS = 900


def risk_sections(text: str) -> list[tuple[int, int]]:
    """(start, end) of the text after each real risk heading (not TOC lines, not disclaimers)."""
    return [(start, end) for _, start, end in risk_headings(text)]


def risk_headings(
    text: str, doc_type: str = "company", stocks: tuple[str, ...] = (), headings: Headings = None
) -> list[tuple[int, int, int]]:
    """(heading start, section start, section end) for each real risk heading; `stocks`: the names
    and codes of the stocks the note rates (an English sector note's risks under one of them are its);
    `headings`: the text's heading lines by the document's structure (None: not known)."""
    if is_latin_report(text):
        found = english_risk_sections(text, doc_type, stocks, headings)
        turned = [rest for _, start, end in found if (rest := turned_list_rest(text, start, end, headings)) is not None]
        if not found and doc_type == "company" and not risk_table_items(text, 0, len(text)):
            return _run_in_items(text, headings)[1]  # risks named in a paragraph's sentence (`_first_section_items`)
        return found + [(rest_start, rest_start, rest_end) for rest_start, rest_end in turned]
    sections = []
    covered = -1
    for heading in _zh_risk_headings(text):
        if heading.start() < covered:  # an item's title (`政策风险：…`) inside a section its heading bounds
            continue
        after = text[heading.end() : heading.end() + 40]
        before = text[max(0, heading.start() - 10) : heading.start()]
        if TOC_ENTRY_AFTER_RISK_HEADING.match(after) or names_no_risk_section(after, before):
            continue
        if _glued_toc_entry(text, heading.start()):
            continue
        if _heads_stock_table_column(text, heading.start(), heading.end()):
            continue
        start = heading.end()
        while start < len(text) and text[start] in " \t:：\n】]。":
            start += 1
        if COPYRIGHT_NOTICE_OPENING_ZH.match(text, start) or LEGAL_NOTICE_OPENING_ZH.match(text, start):
            continue  # the back page's legal notice under a risk heading
        alone = heading_stands_alone(text, heading.start(), heading.end())
        opens = heading_opens_line(text, heading.start())
        structure = structure_at(headings, heading.start())
        titled_end = _titled_items_end(text, heading.start(), start, structure)
        if titled_end is None:
            titled_end = _numbered_titles_end(text, heading.start(), start, structure)
        outline = _outline_titles(text, start, len(text)) if alone else None
        if titled_end is None and outline is not None:
            titled_end = outline[1]
        if titled_end is not None:
            covered = titled_end
        end = titled_end if titled_end is not None else _section_end(text, start, alone=alone, opens_line=opens)
        if titled_end is None:
            end = max(end, _structured_section_end(text, heading.start(), start, structure) or end)
        if titled_end is None and alone:
            end = max(end, _line_list_end(text, start, structure) or end)
        sections.append((heading.start(), start, end))
        continued = _continued_list(text, start, end)
        if continued is not None:  # the list's next items, after a page turn's sidebar, footer and header
            sections.append((continued[0], *continued))
            covered = max(covered, continued[1])
    return sections


def _zh_risk_headings(text: str) -> list[re.Match[str]]:
    """The Chinese risk headings (RISK_SECTION_HEADING), and a bare `风险` alone on its line over a list's first line
    (BARE_RISK_LINE_ZH), in text order."""
    found = list(RISK_SECTION_HEADING.finditer(text))
    named = {match.start() for match in found}
    for bare in BARE_RISK_LINE_ZH.finditer(text):
        if text.find("风险", bare.start()) not in named and FIRST_ITEM_LINE_ZH.match(text, bare.end() + 1):
            found.append(bare)
    return sorted(found, key=lambda match: match.start())


def _glued_toc_entry(text: str, start: int) -> bool:
    """The heading at `start` is an entry of a table of contents whose page numbers the extraction glued before
    the titles (`11风险提示` between `11分析师承诺` and `11证券投资咨询业务的说明`): its line opens with a bare
    number run into it, and a neighbouring line opens with the same number run into its title (two entries on one
    page); a chapter's numbers never repeat."""
    line_start = text.rfind("\n", 0, start) + 1
    own = PAGE_NUMBER_GLUED_TITLE_ZH.match(text, line_start)
    if own is None or own.end() != start:
        return False
    previous_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    line_end = text.find("\n", start)
    neighbours = [previous_start] if line_start > 0 else []
    if line_end != -1:
        neighbours.append(line_end + 1)
    for neighbour in neighbours:
        other = PAGE_NUMBER_GLUED_TITLE_ZH.match(text, neighbour)
        if other is not None and other.group("page") == own.group("page"):
            return True
    return False


MAX_LIST_TURN_CHARS = 2500  # how far a page turn may put a Chinese risk list's next item after its last one


def _continued_list(text: str, start: int, end: int) -> tuple[int, int] | None:
    """(start, end) of the rest of a marked risk list (`①…；` / `②…；` … `③…。`) that a page turn carries past the
    page's sidebar, footer and the next page's header: the section's last item closes with a semicolon (a
    Chinese list closes its last item with 。, so one ending in ；goes on), and a line further on opens with
    the next mark of the same kind (`③`, `(3)`, `三、`). The rest runs over the lines so marked, one number
    after the other, up to the one closing with 。. None when the list closes in the section."""
    if not text[start:end].rstrip().endswith(("；", ";")):
        return None
    marks = [mark for a, b in _lines(text, start, end) if (mark := _outline_mark(text, a, b)) is not None]
    if not marks:
        return None
    kind, number, _ = marks[-1]
    rest_start: int | None = None
    rest_end = end
    for line_start, line_end in _lines(text, end, min(len(text), end + MAX_LIST_TURN_CHARS)):
        mark = _outline_mark(text, line_start, line_end)
        if rest_start is None:
            if RISK_SECTION_HEADING.match(text, line_start, line_end):
                return None  # another risk section opens first
            if mark is None or mark[0] != kind or mark[1] != number + 1:
                continue
            rest_start = line_start
        elif mark is None or mark[0] != kind or mark[1] != number + 1:
            break
        number, rest_end = number + 1, line_end
        if text[line_start:line_end].rstrip().endswith(("。", ".")):
            break
    return (rest_start, rest_end) if rest_start is not None else None


def titled_risk_sections(text: str, headings: Headings) -> list[tuple[int, int, int]]:
    """The Chinese risk sections the document's structure bounds, of titled items (`_titled_items_end`),
    under a heading of its own line (`_structured_section_end`) or one item a line (`_line_list_end`):
    what a prompt carries whole."""
    if headings is None or is_latin_report(text):
        return []
    bounded = []
    for section in risk_headings(text, headings=headings):
        structure = structure_at(headings, section[0])
        ends = (
            _titled_items_end(text, section[0], section[1], structure),
            _numbered_titles_end(text, section[0], section[1], structure),
            _structured_section_end(text, section[0], section[1], structure),
            _line_list_end(text, section[1], structure),
            (_outline_titles(text, section[1], len(text)) or ([], None))[1],
        )
        if section[2] in ends:
            bounded.append(section)
    return bounded


MAX_LINE_ITEM_CHARS = 40


def _list_mark(text: str, start: int, end: int) -> str | None:
    """How a line opens a list item: with a bullet, with a list number, or with neither (None)."""
    line = text[start:end].lstrip()
    if line[:1] and (line[:1] in BULLETS + OCR_BULLETS or BULLET.match(line)):
        return "bullet"
    return "number" if LIST_ITEM_START.match(line) and NUMBERED_ITEM.match(line) else None


def _ends_list(text: str, start: int, end: int, first_mark: str | None) -> bool:
    """A section that opens with a list (its first line marked by a bullet or a number) ends at the
    first line not marked alike: the list's items share their mark (a sidebar's lines that the
    reading order sets after a bulleted list are none of its items)."""
    return first_mark is not None and _list_mark(text, start, end) != first_mark


def _is_line_item(line: str) -> bool:
    """A line that is one item of a list drawn one item a line (a sidebar's `下游需求不及预期`, or unmarked
    lines each closed by `；`, the last by `。`): short, no sentence inside it, no label before a colon (`目标价：`)."""
    stripped = line.strip().rstrip("。；;")
    return (
        0 < len(stripped) <= MAX_LINE_ITEM_CHARS
        and len(HAN.findall(stripped)) >= 3
        and not CHINESE_FULL_STOP.search(stripped)
        and not SEMICOLON.search(stripped)
        and not any(char in "：:" for char in stripped)
    )


def _line_list_end(text: str, start: int, structure: TextHeadings | None) -> int | None:
    """Where a list of one item a line ends under a heading of its own line (a sidebar's `风险提示` over
    `下游需求不及预期` / `原材料价格上涨`): at the first line that is no such item, a heading of the
    document, stop wording, or a blank line; None unless at least two lines are items."""
    end, items, first_mark = None, 0, None
    for line_start, line_end in _lines(text, start, min(len(text), start + MAX_SECTION_CHARS)):
        if end is not None and text[end:line_start].strip(" \t") != "\n":
            break
        if items == 0:
            first_mark = _list_mark(text, line_start, line_end)
        elif _ends_list(text, line_start, line_end, first_mark):
            break
        opening = line_start + len(text[line_start:line_end]) - len(text[line_start:line_end].lstrip())
        if structure is not None and heading_at(structure, text, line_start, line_end) is not None:
            break
        if RISK_SECTION_STOP.match(text, opening) or HOUSE_RUNNING_LINE_ZH.fullmatch(text, line_start, line_end):
            break
        stop = RISK_SECTION_STOP.search(text, opening, line_end)
        if stop is not None and _is_line_item(text[line_start : stop.start()]):
            end, items = stop.start(), items + 1  # OCR glued the next box's label to the item (`…不及预期相关研究`)
            break
        if not _is_line_item(text[line_start:line_end]):
            break
        end, items = line_end, items + 1
    return end if items >= 2 else None


MAX_LEAD_IN_CHARS = 8


def _next_section_lead_in(text: str, start: int) -> bool:
    """The line opens with a next section's lead-in (`投资建议：`, `估值与评级：`), not a risk item that
    names a topic (`财务费用上升`)."""
    lead = SECTION_AFTER_RISKS.match(text, start)
    return lead is not None and any(char in "：:" for char in text[lead.end() : lead.end() + MAX_LEAD_IN_CHARS])


def _heading_on_own_line(text: str, heading_start: int, structure: TextHeadings) -> bool:
    """The risk heading is a line of its own the document sets apart (after at most a chapter's number)."""
    line_start = text.rfind("\n", 0, heading_start) + 1
    heading_end = text.find("\n", heading_start)
    if heading_end < 0 or heading_start - line_start > MAX_CHAPTER_NUMBER_CHARS:
        return False
    return heading_at(structure, text, line_start, heading_end) is not None


def _structured_section_end(text: str, heading_start: int, start: int, structure: TextHeadings | None) -> int | None:
    """Where an untitled risk section ends under a heading the document sets apart on a line of its
    own (`风险提示` over paragraphs, one item each): at the document's next heading or a blank line, or at a line
    that opens with the wording that ends a risk section (a source line, the disclaimers, a next
    section's lead-in `投资建议：`), or where such wording ends a line's text; at most
    MAX_SECTION_CHARS. None where the structure is not known or the heading is no heading of it."""
    if structure is None or not _heading_on_own_line(text, heading_start, structure):
        return None
    end, first_mark = None, None
    for item_start, item_end in _lines(text, start, min(len(text), start + MAX_SECTION_CHARS)):
        if end is not None and not text[end:item_start].strip(" \t") == "\n":
            break  # a blank line: the block ends (a prompt's head sets its runs of field sentences apart so)
        if end is None:
            first_mark = _list_mark(text, item_start, item_end)
        elif _ends_list(text, item_start, item_end, first_mark):
            break
        item = text[item_start:item_end]
        opening = item_start + len(item) - len(item.lstrip())
        if heading_at(structure, text, item_start, item_end) is not None or _next_section_lead_in(text, opening):
            break
        if HOUSE_RUNNING_LINE_ZH.fullmatch(text, item_start, item_end):
            break  # the next page's running header
        stop = RISK_SECTION_STOP.search(text, opening, item_end)
        if stop is not None:  # the line's sentences before the stop wording are the section's, a frame's words not
            before = text[opening : stop.start()].rstrip()
            end = stop.start() if before.endswith(("。", "；", ";")) else end
            break
        end = item_end
    return end


MAX_CHAPTER_NUMBER_CHARS = 4  # `四、`, `5.`, `(五)` before a chapter's heading


def _titled_items_end(text: str, heading_start: int, start: int, structure: TextHeadings | None) -> int | None:
    """Where a risk section of titled items ends (`政策风险：若…`, one item a line, its title the item):
    under a heading the document sets apart on a line of its own, the section runs over the lines that
    are such items, up to the first that is not (the next heading, a table, the disclaimers, a next
    section's lead-in `投资建议：`). None where the structure is not known (OCR pages and texts keep
    the text rules) or fewer than two lines under the heading are titled items."""
    if structure is None or not _heading_on_own_line(text, heading_start, structure):
        return None
    end, items = None, 0
    first_kind: str | None = None
    last_number = 0
    for item_start, item_end in _lines(text, start, min(len(text), start + MAX_TITLED_SECTION_CHARS)):
        if _item_title(text, item_start, item_end) is None:
            if items and _goes_on_item(text, end, item_start, item_end):
                end = item_end  # the rest of an item a page turn (or a wrap) broke: `…将侵蚀` / `公司的毛利率。`
                continue
            mark = _outline_mark(text, item_start, item_end)
            if items and first_kind is not None and mark and mark[0] == first_kind and mark[1] == last_number + 1:
                end, items, last_number = item_end, items + 1, mark[1]  # the list's next item, set untitled
                continue
            break
        # items numbered `一、` / `二、` share their mark: a titled line without it is the next part's
        # (`医疗器械行业点评：招标数据回暖…`, the title of the report the prompt's body opens with)
        mark = _outline_mark(text, item_start, item_end)
        kind = mark[0] if mark else None
        if items == 0:
            first_kind = kind
        elif first_kind is not None and kind != first_kind:
            break
        end, items, last_number = item_end, items + 1, mark[1] if mark else last_number + 1
    return end if items >= 2 else None


MAX_TITLED_SECTION_CHARS = 2000


def _goes_on_item(text: str, previous_end: int | None, start: int, end: int) -> bool:
    """The line [start, end) goes on with the item line ending at `previous_end`: that line stops inside its
    sentence (no 。；.!? closes it) and this one opens with no list mark."""
    if previous_end is None:
        return False
    previous = text[:previous_end].rstrip()
    return (
        bool(previous)
        and previous[-1] not in "。；;.!！?？"
        and _outline_mark(text, start, end) is None
        and _list_mark(text, start, end) is None
    )


def _leads_next_section(title: str) -> bool:
    """A would-be risk title that is the lead-in of the next section (`投资建议`, `分析师声明`)."""
    return SECTION_AFTER_RISKS.match(title) is not None or RISK_SECTION_STOP.match(title) is not None


def _numbered_subheading(text: str, start: int, end: int) -> tuple[int, tuple[int, int]] | None:
    """(number, title span) of a line that is a numbered risk sub-heading (`1. 监管政策风险`)."""
    found = NUMBERED_RISK_SUBHEADING_ZH.fullmatch(text, start, end)
    if found is None or _leads_next_section(found.group("title")):
        return None
    number = int(found.group("bracketed") or found.group("number"))
    return number, (found.start("title"), found.end("title"))


def _numbered_titles(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The titles of a run of numbered sub-headings from `start`, each over its explanation's own
    lines (`1. 监管政策风险` / `若美国…退市风险。` / `2. 汇率波动风险` / …), numbers counting up from
    1, up to the first line that is none of these (the caller bounds the run at the document's next
    heading); with the end of the run's last explanation. None unless at least two sub-headings,
    each with an explanation."""
    titles: list[tuple[int, int]] = []
    explained, run_end = False, None
    for line_start, line_end in _lines(text, start, end):
        heading = _numbered_subheading(text, line_start, line_end)
        if heading is not None and heading[0] == len(titles) + 1 and (explained or not titles):
            titles.append(heading[1])
            explained = False
            continue
        if not titles or heading is not None or _list_mark(text, line_start, line_end) is not None:
            break
        if not explained and is_wrapped_break(text, text.rfind("\n", 0, line_start)):
            return None  # a numbered item wrapped onto its next line: no sub-heading over an explanation
        explained, run_end = True, line_end
    if len(titles) < 2 or not explained or run_end is None:
        return None
    return [*titles, (run_end, run_end)]


def numbered_section_titles(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The title spans of a Chinese section of numbered sub-headings over their explanations
    (`_numbered_titles`): its items, never a sentence explaining one."""
    titles = _numbered_titles(text, start, end)
    return titles[:-1] if titles else []


def _numbered_titles_end(text: str, heading_start: int, start: int, structure: TextHeadings | None) -> int | None:
    """Where a risk section of numbered sub-headings over their explanations ends (`_numbered_titles`):
    under a heading the document sets apart on a line of its own, at the last explanation before the
    document's next heading, a blank line or stop wording. None where the structure is not known."""
    if structure is None or not _heading_on_own_line(text, heading_start, structure):
        return None
    limit = min(len(text), start + MAX_TITLED_SECTION_CHARS)
    for line_start, line_end in _lines(text, start, limit):
        item = text[line_start:line_end]
        opening = line_start + len(item) - len(item.lstrip())
        if (
            heading_at(structure, text, line_start, line_end) is not None
            and _numbered_subheading(text, line_start, line_end) is None
        ):
            limit = line_start
            break
        if RISK_SECTION_STOP.match(text, opening) or HOUSE_RUNNING_LINE_ZH.fullmatch(text, line_start, line_end):
            limit = line_start
            break
    titles = _numbered_titles(text, start, limit)
    return titles[-1][1] if titles else None


def _item_title(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The title of a line that is one titled risk item (`TITLED_RISK_ITEM_LINE`), not the lead-in of
    the next section (`投资建议：`, `分析师声明：`)."""
    titled = TITLED_RISK_ITEM_LINE.match(text, start, end)
    if titled is None or _leads_next_section(titled.group("title")):
        return None
    return titled.start("title"), titled.end("title")


def heading_stands_alone(text: str, start: int, end: int) -> bool:
    """The heading at [start, end) stands on a line of its own (a PDF's `风险提示` above its
    paragraph), not inside a running text: the paragraph under it, not only its first sentence, is
    the section."""
    line_start = text.rfind("\n", 0, start) + 1
    if line_start == 0 or text[line_start:start].strip():
        return False
    line_end = text.find("\n", end)
    return line_end != -1 and not text[end:line_end].strip(" \t:：】]")


def heading_opens_line(text: str, start: int) -> bool:
    """A lead-in `风险提示：` opens its line, leading its own paragraph (not inside running text, not a
    heading whose line break the text lost: `风险提示本报告…`)."""
    if text[text.rfind("\n", 0, start) + 1 : start].strip():
        return False
    heading = RISK_SECTION_HEADING.match(text, start)
    return heading is not None and text[heading.end() : heading.end() + 1] in (":", "：")


def sentence_ends_inside_line(text: str, end: int) -> bool:
    """A sentence ending at `end` is followed by more text on its line: its paragraph goes on."""
    return text[end : end + 1] not in ("\n", "")


def paragraph_goes_on(text: str, end: int, *, alone: bool, opens_line: bool) -> bool:
    """After the sentence ending at `end`, the risk paragraph goes on: under a heading of its own
    line while a sentence ends inside a line; after a lead-in that opens its line (`风险提示：` over
    a paragraph of sentences) while the next sentence on the line is prose (not figures or a chart's
    labels run on in an extracted text)."""
    if not sentence_ends_inside_line(text, end):
        return False
    return alone or (opens_line and HAN.match(text, end) is not None)


def _heads_stock_table_column(text: str, start: int, end: int) -> bool:
    """A risk heading that names a column of a stock table's header line (`代码评级目标价(元)主要风险`):
    each row's cell is that stock's risk, no section of the report's."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return line_start < start and CODED_TABLE_HEADER_ZH.fullmatch(line) is not None


def names_no_risk_section(after: str, before: str) -> bool:
    """A risk heading inside disclaimer wording, which opens no section: `风险提示及法律声明`, `…等`
    after it, `免责声明`, `使用本研究报告的` before it."""
    return bool(NOT_A_RISK_SECTION_AFTER.match(after) or NOT_A_RISK_SECTION_BEFORE.search(before))


def _section_end(text: str, start: int, *, alone: bool = False, opens_line: bool = False) -> int:
    limit = min(len(text), start + MAX_SECTION_CHARS)
    stops_from = start
    if SELF_REFERENCE_OPENING.match(text, start, limit):  # its first sentence is the section's, whatever it names
        sentence_end = FULL_STOP_OR_LINE.search(text, start, limit)
        stops_from = sentence_end.start() if sentence_end else limit
    # A full stop ends the section, unless the section is a list and its next item starts right after.
    opening = text[start : start + 8]  # a slice: `^` of the item patterns anchors at its start
    listed = bool(NUMBERED_ITEM.match(opening) or BULLET.match(opening) or ALPHAFIN_ITEM_NUMBER.match(opening))
    stop = RISK_SECTION_STOP.search(text, stops_from, limit)
    lead = LIST_LEAD.match(text, start, min(stop.start() if stop else limit, start + SHORT_ITEM * 2))
    listed = listed or bool(lead and NUMBERED_ITEM.match(text[lead.end() : lead.end() + 8]))  # "…以下几个方面:1)"
    # A list item's opening words (`2、本报告涉及的基金仅作为示例`) are the item's, not the next section.
    while stop and listed and RISK_ITEM_NUMBER_BEFORE.search(text, max(0, stop.start() - 4), stop.start()):
        stop = RISK_SECTION_STOP.search(text, stop.end(), limit)
    end = stop.start() if stop else limit
    for period in FULL_STOP_OR_LINE.finditer(text[start:end]):
        at = start + period.end()
        rest = text[at : at + 8].lstrip()
        next_item = NUMBERED_ITEM.match(rest) or BULLET.match(rest) or rest[:1] in BULLETS + OCR_BULLETS
        goes_on = period.group(0) != "\n" and paragraph_goes_on(text, at, alone=alone, opens_line=opens_line)
        # a list number that closes its line (`…风险，3）` / `海外客户…`): its item is on the next line
        dangling = listed and period.group(0) == "\n" and RISK_ITEM_NUMBER_BEFORE.search(text, max(0, at - 6), at - 1)
        cut = listed and period.group(0) == "\n" and _item_cut_before_its_tail(text, at)
        if not (listed and next_item) and not goes_on and not dangling and not cut:
            return at - (1 if period.group(0) == "\n" else 0)
    return end


def _item_cut_before_its_tail(text: str, at: int) -> bool:
    """The line ending right before `at` is a long item's line cut mid-clause (a page turn's footer and header
    taken out between), and the line at `at` is that item's short tail, closed by the list's `；` or `。`."""
    line_start = text.rfind("\n", 0, at - 1) + 1
    cut_line = text[line_start : at - 1]
    if len(cut_line) < SHORT_ITEM or not HAN.match(cut_line[-1:]):
        return False
    return ITEM_TAIL_LINE_ZH.match(text, at) is not None


def _split_items(text: str, start: int, end: int) -> list[tuple[int, int]]:
    chunk = text[start:end]
    for splitter in (NUMBERED_ITEM, BULLET, ALPHAFIN_ITEM_NUMBER):
        marks = list(splitter.finditer(chunk))
        if marks:
            bounds = [m.end() for m in marks]
            pieces = [
                (bounds[i], marks[i + 1].start() if i + 1 < len(marks) else len(chunk)) for i in range(len(marks))
            ]
            preamble = chunk[: marks[0].start()].rstrip()
            if preamble.strip(_TRAILING) and not preamble.endswith(
                (":", "：")
            ):  # "风险主要有以下几个方面:" leads the list
                pieces.insert(0, (0, marks[0].start()))
            return [(start + a, start + b) for a, b in pieces]
    marked = _shared_mark_items(chunk)
    if marked:
        return [(start + a, start + b) for a, b in marked]
    lines = _split_on(chunk, NEWLINE)
    if len(lines) > 1 and all(_is_line_item(chunk[a:b]) for a, b in lines):  # one item a line
        return [(start + a, start + b) for a, b in lines]
    sentences = _split_on(chunk, CHINESE_FULL_STOP)
    if len(sentences) > 1:  # a paragraph's sentences are its items, whole, commas and all
        return [(start + a, start + b) for a, b in sentences]
    parts = _split_on(chunk, SEMICOLON)
    if len(parts) > 1:
        # "产品竞争加剧,产品研发不及预期" inside a semicolon list is two short items; "行业竞争加剧，产品价格下滑"
        # one, its second clause the first's consequence
        parts = [
            sub
            for a, b in parts
            for sub in ([(a, b)] if _states_a_consequence(chunk, a, b) else _split_if_short(chunk, a, b, COMMA, 12))
        ]
        return [(start + a, start + b) for a, b in parts]
    for splitter in (COMMA_OR_ENUMERATION_COMMA, ALPHAFIN_ITEM_SPACE):
        parts = _split_if_short(chunk, 0, len(chunk), splitter, SHORT_ITEM)
        if len(parts) > 1:
            return [(start + a, start + b) for a, b in parts]
    return [(start, end)]


def _shared_mark_items(chunk: str) -> list[tuple[int, int]]:
    """The items of a list whose lines open with one symbol the neighbouring lines share (`▲ 行业价格战加剧`,
    `△ …`, `■ …`): each from after its mark up to the next marked line (a line without the mark is the
    item's wrapped tail); the mark is no part of the item. [] unless two or more lines in a row share it."""
    lines = _lines(chunk)
    marks = {index: mark for index, (a, b) in enumerate(lines) if (mark := SYMBOL_LIST_MARK.match(chunk, a, b))}
    opened = sorted(marks)
    if len(opened) < 2 or any(_shared_mark(chunk, lines, index) is None for index in opened):
        return []
    if len({mark.group("mark") for mark in marks.values()}) != 1:
        return []
    bounds = [marks[index].end() for index in opened]
    ends = [lines[index][0] for index in opened[1:]] + [len(chunk)]
    preamble = chunk[: lines[opened[0]][0]].strip(_TRAILING)
    pieces = [(0, lines[opened[0]][0])] if preamble and not preamble.endswith((":", "：")) else []
    return pieces + list(zip(bounds, ends, strict=True))


def _split_if_short(chunk: str, a: int, b: int, splitter: re.Pattern[str], longest: int) -> list[tuple[int, int]]:
    """Short clauses are items of a list, unless one states the premise of the others."""
    parts = [(a + x, a + y) for x, y in _split_on(chunk[a:b], splitter)]
    if len(parts) < 2 or any(y - x > longest for x, y in parts):
        return [(a, b)]
    return [(a, b)] if PREMISE_CLAUSE.search(chunk, a, b) else parts  # a clause's premise may end at its comma


def _states_a_consequence(chunk: str, a: int, b: int) -> bool:
    """A clause after the first of chunk[a:b] states what the one before it leads to (`CONSEQUENCE_CLAUSE`)."""
    clauses = _split_on(chunk[a:b], COMMA)[1:]
    return any(
        CONSEQUENCE_CLAUSE.search(clause) or WEAKENING_CLAUSE_ZH.search(clause)
        for x, y in clauses
        if (clause := chunk[a + x : a + y].strip(_TRAILING))
    )


def _split_on(chunk: str, splitter: re.Pattern[str]) -> list[tuple[int, int]]:
    parts, at = [], 0
    for match in splitter.finditer(chunk):
        parts.append((at, match.start()))
        at = match.end()
    parts.append((at, len(chunk)))
    return [p for p in parts if chunk[p[0] : p[1]].strip(_TRAILING)]


def _trim_item(text: str, start: int, end: int, *, last: bool = True) -> tuple[int, int]:
    """An item without its bullet and trailing punctuation or unclosed bracket (`研发进展不及预期(`); the
    list's last item also without its closing 等 (a 等 inside the list is the item's own)."""
    while start < end and text[start] in _TRAILING + BULLETS + OCR_BULLETS + "-*":
        start += 1
    while end > start and text[end - 1] in _TRAILING + "(（[【":
        end -= 1
    run_on = RISK_LIST_END_RUN_ON.search(text, start, end) if last else None
    if run_on and run_on.start() - start > 3:
        end = run_on.start()
    if last and text[end - 1 : end] == "等" and end - start > 3:
        end -= 1
    title = RISK_ITEM_TITLE_BEFORE_COLON.match(text[start:end]) or RISK_ITEM_TITLE_BEFORE_DASH_ZH.match(text[start:end])
    if title and end - start > len(title.group(0)) + 10:
        end = start + len(title.group(0))  # "X风险：long explanation" / "X风险——…" -> the item is its title
    return start, end


_HAN_ORDINALS = "一二三四五六七八九十"


def _without_sequence_marks(text: str, pieces: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Chinese items numbered the way prose numbers them (`一是…；二是…；三是…`, a chapter's `6.1…` /
    `6.2…`) without their marks: only when every item opens with one, counting up from the first, so
    an item's own words (`6.1亿元…` alone, `一是…` once) keep their start."""
    for mark in (CHINESE_ORDINAL_ITEM_MARK, CHAPTER_SECTION_ITEM_MARK):
        matches = []
        for start, end in pieces:
            opening = start + len(text[start:end]) - len(text[start:end].lstrip())
            matches.append(mark.match(text, opening, end))
        if len(pieces) < 2 or any(match is None for match in matches):
            continue
        found = [match for match in matches if match is not None]
        if mark is CHINESE_ORDINAL_ITEM_MARK:
            numbers = [_HAN_ORDINALS.index(match.group("ordinal")) + 1 for match in found]
        else:
            if len({match.group("chapter") for match in found}) != 1:
                continue
            numbers = [int(match.group("section")) for match in found]
        if numbers == list(range(numbers[0], numbers[0] + len(numbers))):
            return [(match.end(), end) for match, (_, end) in zip(found, pieces, strict=True)]
    return pieces


def _numbered_title_end(text: str, start: int, end: int) -> int:
    """A long numbered item whose title runs into its explanation ends after its title's 风险."""
    if end - start <= SHORT_ITEM or not RISK_ITEM_NUMBER_BEFORE.search(text, max(0, start - 4), start):
        return end
    title = RISK_ITEM_TITLE.match(text, start, end)
    return title.end() if title and end - title.end() > 10 else end


def _titled_items(text: str, start: int, end: int) -> list[Candidate]:
    """The titles of a section of titled items, one a line (`_titled_items_end`); none when a line of
    the section is no titled item."""
    lines = _lines(text, start, end)
    titles = [_item_title(text, line_start, line_end) for line_start, line_end in lines]
    if len(lines) < 2 or any(title is None for title in titles):
        numbered = _numbered_titles(text, start, end)
        return [Candidate(text[a:b], a, b) for a, b in numbered[:-1]] if numbered else []
    return [Candidate(text[a:b], a, b) for a, b in (title for title in titles if title is not None)]


_CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"


def _outline_mark(text: str, start: int, end: int) -> tuple[str, int, int] | None:
    """(kind, number, words start) of the list mark that opens a line (`OUTLINE_ITEM_MARK_ZH`); None for a
    line without one."""
    mark = OUTLINE_ITEM_MARK_ZH.match(text, start, end)
    if mark is None or mark.lastgroup is None or mark.end() >= end:
        return None
    value = mark.group(mark.lastgroup)
    if mark.lastgroup in ("han", "han_bracketed"):
        number = _HAN_ORDINALS.index(value) + 1 if len(value) == 1 else 10 + len(value)
    elif mark.lastgroup == "circled":
        number = _CIRCLED.index(value) + 1
    else:
        number = int(value)
    return mark.lastgroup, number, mark.end()


def _outline_titles(text: str, start: int, end: int) -> tuple[list[tuple[int, int]], int] | None:
    """(titles, end) of a risk section drawn as a two-level outline from `start`: lines marked one way and
    numbered 1, 2, 3… (`1. 政策风险：`, `一、疫病风险`), each a short title over one or more sub-item lines
    marked another way (`（1）集采降价幅度超预期；`, `1）非洲猪瘟疫情反复；`, a sub-item's wrapped tail): the
    titles are the items, their sub-items none; the run ends at the first line that is neither. None unless two
    titles or more, each over a sub-item."""
    titles: list[tuple[int, int]] = []
    top_kind, sub_kind, run_end, subs, previous = None, None, start, 0, ""
    for line_start, line_end in _lines(text, start, min(len(text), start + MAX_TITLED_SECTION_CHARS)):
        mark = _outline_mark(text, line_start, line_end)
        if mark is None:
            if subs and previous and previous[-1] not in "。；;！!？?":  # a sub-item wrapped onto this line
                run_end, previous = line_end, text[line_start:line_end].rstrip()
                continue
            break
        kind, number, words = mark
        if (top_kind is None or kind == top_kind) and number == len(titles) + 1:
            title = OUTLINE_TITLE_ZH.fullmatch(text, words, line_end)
            if title is None or (titles and subs == 0) or _leads_next_section(title.group("title")):
                break
            top_kind, subs = kind, 0
            titles.append((title.start("title"), title.end("title")))
        elif kind != top_kind and titles and (sub_kind is None or kind == sub_kind):
            sub_kind, subs = kind, subs + 1
        else:
            break
        run_end, previous = line_end, text[line_start:line_end].rstrip()
    if len(titles) < 2 or subs == 0:
        return None
    return titles, run_end


def outline_section_titles(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The title spans of a Chinese risk section drawn as a two-level outline (`_outline_titles`): its items,
    never a sub-item under one."""
    outline = _outline_titles(text, start, end)
    return outline[0] if outline else []


def _looks_like_item(item: str) -> bool:
    return len(HAN.findall(item)) >= 3 or len(item.split()) >= 2


def find_risks(
    text: str, doc_type: str = "company", stocks: tuple[str, ...] = (), headings: Headings = None
) -> list[Candidate]:
    """Items of the first risk section that yields real items, in report order, at most MAX_RISK_ITEMS, each without
    the list mark that opens it. An English sector note's risks are its sector's, never a stock's (`Downside risks to
    our PT…`)."""
    return _without_leading_marks(_first_section_items(text, doc_type, stocks, headings)[:MAX_RISK_ITEMS])


def _first_section_items(text: str, doc_type: str, stocks: tuple[str, ...], headings: Headings) -> list[Candidate]:
    """The items of the first risk section that yields real items (`find_risks`), as printed."""
    if is_latin_report(text):
        chosen = _english_risk_section_and_items(text, doc_type, stocks, headings)
        if chosen:
            return chosen[1]
        # else a risk table that no heading introduces, its header row naming the column of risks
        # (`Key risks | Comment` under a `Figure 4: Risks` caption): its rows are the items
        table = risk_table_items(text, 0, len(text))
        if table or doc_type != "company" or english_risk_sections(text, doc_type, stocks, headings):
            return table
        return _run_in_items(text, headings)[0]
    for _, start, end in risk_headings(text, doc_type, stocks, headings):
        items = _chinese_section_items(text, start, end, headings)
        if items:
            continued = _continued_list(text, start, end)
            if continued is not None:
                items += _chinese_section_items(text, *continued, headings)
            return items
    return []


def _run_in_section(text: str) -> tuple[int, int] | None:
    """(start, end) of the risks a company note without a risk section names in a sentence of a paragraph (`… we
    retain a Hold rating. Upside risks include A; downside risks include B.`): from that sentence, whose lead-in names
    risks in the plural, to the paragraph's end; the first such paragraph's."""
    for line_start, line_end in _lines(text):
        for gap in RUN_IN_SENTENCE_START_EN.finditer(text, line_start, line_end):
            lead = RISK_LEAD_IN_EN.match(text[gap.end() : line_end])
            if lead is None or NOT_A_RISK_HEADING_EN.search(lead.group(0)):
                continue
            if RUN_IN_LEAD_PLURAL_EN.search(lead.group(0)):
                return gap.end(), line_end
    return None


def _run_in_items(text: str, headings: Headings) -> tuple[list[Candidate], list[tuple[int, int, int]]]:
    """The items of `_run_in_section` and the sections that bound them: the parts of one sentence split at its
    semicolons, each opening with its own lead-in, without it (`A`, `B`), each a section of its own bounded by the part;
    a sentence that is one item, whole (`Key risks include A, B and C`), a section bounded by the sentence: the
    paragraph's next sentences are no risk (the validator reads the lead-in sentence itself whole as well)."""
    section = _run_in_section(text)
    if section is None:
        return [], []
    start, end = section
    # the prompt's gap before the sentence read as the full stop it stands for (one character for one: the offsets
    # hold), so that the items see their lead-in
    stop = start - 1
    while stop > 0 and text[stop] in " \t":
        stop -= 1
    read = text if text[stop] != "…" else f"{text[:stop]}.{text[stop + 1 :]}"
    sentence_end = LEAD_IN_SENTENCE_END_EN.search(text, start, end)
    first_end = sentence_end.start() if sentence_end else end
    items = [
        item
        for item in english_risk_items(read, start, end, headings)
        if item.start < first_end or RISK_LEAD_IN_EN.match(item.value)  # a later sentence names risks of its own
    ]
    if len(items) <= 1:
        return items, [(item.start, item.start, item.end) for item in items]
    parts = [_without_lead_in(item) for item in items]
    return parts, [(part.start, part.start, part.end) for part in parts]


def _without_lead_in(item: Candidate) -> Candidate:
    """The item without the lead-in that opens it (`downside risks include Starship failing…`: `Starship failing…`)."""
    lead = RISK_LEAD_IN_EN.match(item.value)
    if lead is None or lead.end() >= len(item.value):
        return item
    return Candidate(item.value[lead.end() :], item.start + lead.end(), item.end)


def _chinese_section_items(text: str, start: int, end: int, headings: Headings) -> list[Candidate]:
    """The items of the Chinese risk section text[start:end] (`_first_section_items`); [] when it yields none."""
    table_items = risk_table_items(text, start, end, headed=True)
    if table_items:
        return table_items
    outline = _outline_titles(text, start, end)
    if outline is not None:
        return [Candidate(text[a:b], a, b) for a, b in outline[0]]
    titles = _titled_items(text, start, end) if structure_at(headings, start) is not None else []
    if titles:
        return titles
    items = []
    pieces = _without_sequence_marks(text, _split_items(text, start, end))
    for index, (a, b) in enumerate(pieces):
        a, b = _trim_item(text, a, b, last=index == len(pieces) - 1)
        a, b = a, _numbered_title_end(text, a, b)
        if b > a:
            items.append(Candidate(HAN_LINE_WRAP.sub("", text[a:b]), a, b))
    bare_heading = text[max(0, start - 2) : start] == "风险"
    measured = any(MEASURED_VALUE_ZH.search(c.value) for c in items)
    if (
        items
        and all(_looks_like_item(c.value) for c in items)
        and (len(items) > 1 or not bare_heading)
        and not measured
    ):
        return items
    return []


def _without_leading_marks(items: list[Candidate]) -> list[Candidate]:
    """The items without a list mark that opens one (`1. `, `(2)`, `①`, `•`): the mark numbers the item,
    it is no part of it, so the rules backend never quotes it (the validator strips it from an answer too)."""
    kept = []
    for item in items:
        mark = LEADING_RISK_ITEM_MARK.match(item.value)
        if mark and mark.end() < len(item.value):
            item = replace(item, value=item.value[mark.end() :], start=item.start + mark.end())
        kept.append(item)
    return kept


# ---------------------------------------------------------------- English notes

LATIN_SHARE = 0.9  # a report whose letters are at least this share Latin is read the English way
MAX_HEADING_CHARS = 80
MAX_SECTION_LINES = 16
MAX_SECTION_CHARS_EN = 2500


@lru_cache(maxsize=16)
def is_latin_report(text: str) -> bool:
    han = len(HAN.findall(text))
    latin = sum(1 for char in text if char.isascii() and char.isalpha())
    return latin > 0 and latin >= LATIN_SHARE * (latin + han)


def english_risk_sections(
    text: str, doc_type: str = "company", stocks: tuple[str, ...] = (), headings: Headings = None
) -> list[tuple[int, int, int]]:
    """(heading start, section start, section end) of each risk section of an English note: a
    heading line and the lines under it up to the next heading that is not a risk heading, or a
    paragraph that opens with a risk lead-in and the risk paragraphs or list lines that follow.
    With the document's `headings` known, a heading is a line the document sets apart whose words
    name risks, and its section ends at the next heading of the same or a higher level; a line
    that merely looks like a heading neither opens nor ends one."""
    return list(_english_sections(text, doc_type, stocks, headings)[0])


def one_stock_risk_sections(
    text: str, stocks: tuple[str, ...] = (), headings: Headings = None
) -> list[tuple[int, int, int]]:
    """(heading start, section start, section end) of each risk section of an English sector note that speaks of one
    stock (its heading or lead-in under that stock's name, its company section, its price box, or after the paragraph
    that values it): that stock's risks, not the note's."""
    return list(_english_sections(text, "industry", stocks, headings)[1])


def gives_one_stocks_risks(text: str, at: int, stocks: tuple[str, ...] = (), headings: Headings = None) -> bool:
    """In an English sector note, the risk heading or lead-in at `at` gives one stock's risks, not the note's: it stands
    in a section read as one stock's (`one_stock_risk_sections`: after the paragraph that values the stock, under its
    price box…), or its line sits right under a line naming one of the note's stocks or heading a company's section
    (`Company Valuation/Risks` / `Gresham House Energy Storage` / `Our estimated NAV … Risks include …`)."""
    if any(heading <= at < end for heading, _, end in one_stock_risk_sections(text, stocks, headings)):
        return True
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    return _under_stock_line(text, line_start, stocks) or _under_company_heading(text, line_start, line_end, False)


@lru_cache(maxsize=16)
def valuing_line_start(text: str, start: int) -> int:
    """Where the line right above the one at `start` starts when it values one stock (`Valuation. Our 12-month price
    target of $2.50 is based on…`, `…our valuation…`): the stock's statement a risk lead-in after it follows; `start`'s
    own line start when that line values none."""
    line_start = text.rfind("\n", 0, start) + 1
    if line_start <= 0:
        return line_start
    previous_start = text.rfind("\n", 0, line_start - 1) + 1
    previous = (previous_start, line_start - 1)
    valued = STOCK_TARGET_VALUED_EN.search(text, *previous) or ONE_STOCK_RISK_EN.search(text, *previous)
    return previous_start if valued else line_start


def _english_sections(
    text: str, doc_type: str, stocks: tuple[str, ...], headings: Headings
) -> tuple[tuple[tuple[int, int, int], ...], tuple[tuple[int, int, int], ...]]:
    """The risk sections of `english_risk_sections`, and those of a sector note it leaves out as one stock's."""
    sections: list[tuple[int, int, int]] = []
    one_stock_sections: list[tuple[int, int, int]] = []
    covered = -1
    per_stock = _per_stock_lead_ins(text) if doc_type == "industry" else set()
    for line_start, line_end in _lines(text):
        if line_start < covered:
            continue
        opening = _opening_heading(text, line_start, line_end, structure_at(headings, line_start))
        if opening is not None:
            start = min(len(text), line_end + 1)
        else:
            lead = RISK_LEAD_IN_EN.match(text, _after_bullet(text, line_start, line_end), line_end)
            if lead is None and doc_type == "industry":
                # a sector note may state its risks in one sentence of its summary paragraph (`We like X and Y.
                # Key downside risks include slower buildout, …`): that sentence is its risk section
                lead = _summary_risk_sentence(text, line_start, line_end)
                line_start = lead.start() if lead is not None else line_start
            if lead is None or NOT_A_RISK_HEADING_EN.search(text, line_start, lead.end()):
                continue
            if _lead_in_key(text, line_start, line_end) in per_stock:
                continue
            start = line_start  # the items come from the text after its lead-ins
        level = opening.size if isinstance(opening, HeadingSpan) else None
        glued = _glued_first_title(text, line_start, line_end, headings) if opening is not None else None
        if glued is not None:  # `Key risks Tariff reset`: the section's titles are set in its heading's type
            start, level = glued, None
        end = _english_section_end(text, start, under_heading=start > line_start, headings=headings, level=level)
        if level is not None and headings is not None and not _risks_alone(text, line_start, start):
            line_start, start = _risks_sub_heading(text, headings, start, end) or (line_start, start)
        if start > line_start and not _risks_alone(text, line_start, start):
            line_start, start = _risks_label_line(text, start, end) or (line_start, start)
        # a heading the document sets apart over items that name none of the note's stocks is a section of its
        # own (`Key downside risks` after the last stock's paragraph, `…lower our PT to HK$31.20.`), no stock's
        set_apart = isinstance(opening, HeadingSpan) and not any(
            _names(text[start:end], stock) for stock in stocks if len(stock) >= 3
        )
        # a paragraph's own run-in title names the view its risks are to (`Key risks to our thesis.`): no stock's
        set_apart = set_apart or RISK_RUN_IN_VIEW_TITLE_EN.match(text, line_start, line_end) is not None
        one_stock = _about_one_stock(text, line_start, end, set_apart=set_apart) or _under_stock_line(
            text, line_start, stocks, through_paragraph=opening is None
        )
        # a heading that names the sector (`Sector risks`) heads the sector's, whatever stock's line is above it
        one_stock = one_stock and not _names_the_sector(text, (line_start, start, end))
        # a heading of one company's section (`Company Valuation/Risks`, one per stock a sector note covers)
        one_stock = one_stock or _under_company_heading(text, line_start, line_end, opening is not None)
        one_stock = one_stock or _under_stock_box(text, line_start)
        if doc_type == "industry" and one_stock and end > start:
            one_stock_sections.append((line_start, start, end))
        if (
            not _about_risks(text, start, end)
            or (doc_type == "industry" and one_stock)
            or _rated_table(text, start, end)
        ):
            covered = end
            continue
        if end > start:
            sections.append((line_start, start, end))
            covered = end
    return tuple(sections), tuple(one_stock_sections)


def _glued_first_title(text: str, line_start: int, line_end: int, headings: Headings) -> int | None:
    """Where the first title of a section of titled paragraphs starts when the reading joined it to the risk
    heading above it, both set in the same type (`Key risks` / `Tariff reset` read as `Key risks Tariff reset`,
    then `Traffic`, `Refinancing`, each over its explanation): the words after the heading's risk words, a title
    line of their own that opens a run of two titled paragraphs or more. None for any other heading line."""
    if headings is None:
        return None
    words = RISK_HEADING_FIRST_EN.match(text, line_start, line_end)
    if words is None:
        return None
    rest = words.end()
    while rest < line_end and text[rest] in " \t":
        rest += 1
    if rest == words.end() or rest >= line_end or not _is_title_line(text[rest:line_end]):
        return None
    following = _lines(text, min(len(text), line_end + 1), min(len(text), line_end + 1 + MAX_SECTION_CHARS_EN))
    titles, _ = _titled_paragraphs(text, [(rest, line_end), *following[:MAX_SECTION_LINES]], headings)
    return rest if titles else None


def _rated_table(text: str, start: int, end: int) -> bool:
    """The section opens with a stock table's header line (a Rating column) over its rated rows: an exhibit's
    caption (`Exhibit 4: Ratings, targets and key risks`) over a `Key risk` column of each stock's own risk."""
    first_end = text.find("\n", start, end)
    header_end = end if first_end < 0 else first_end
    if not TABLE_HEADER_LINE.fullmatch(text, start, header_end):
        return False
    return any(header_end <= row.rating.start < end for row in table_rows(text))


def _risks_sub_heading(text: str, headings: TextHeadings, start: int, end: int) -> tuple[int, int] | None:
    """(heading start, section start) of the first heading of risks alone (`Risks to Upside`) inside a
    section whose heading closes a list of topics with risks (`Valuation Methodology and Risks`): the
    lines before it are the other topics'."""
    for line_start, line_end in _lines(text, start, end):
        if heading_at(headings, text, line_start, line_end) is not None and _risks_alone(text, line_start, line_end):
            return line_start, min(len(text), line_end + 1)
    return None


def _risks_label_line(text: str, start: int, end: int) -> tuple[int, int] | None:
    """(label start, section start) of a line that is a risk lead-in alone (`Key risks:`) inside a
    section whose heading closes a list of topics with risks (`Valuation and risks`): the risks are
    what that label heads, the paragraphs before it the other topics' (the valuation)."""
    for line_start, line_end in _lines(text, start, end):
        line = text[line_start:line_end].strip()
        if line_start > start and RISK_LEAD_IN_EN.fullmatch(line) and _risks_alone(text, line_start, line_end):
            return line_start, min(len(text), line_end + 1)
    return None


def _opening_heading(text: str, line_start: int, line_end: int, headings: Headings) -> HeadingSpan | bool | None:
    """The line opens a risk section as its heading: by the structure, a heading of the document whose
    words name risks (the heading, for its level); without it, a line whose words and shape do (True).
    None: no risk heading."""
    line = text[line_start:line_end]
    if headings is None:
        return True if is_risk_heading_line(line) or _named_risk_heading(text, line_start, line_end) else None
    heading = heading_at(headings, text, line_start, line_end)
    if heading is None:
        # a question the page sets in body type (`What are the risks?`) over bullets heads them too, and a question
        # that asks what would prove the call wrong on a line of its own (`Where could we be wrong?`) heads whatever
        # follows it: the reading sets no line that ends in a question mark apart as a heading
        heads_list = _heads_bare_list(text, line_end, headings) or _list_line_follows(text, line_end)
        asks = line.rstrip().endswith("?") and WRONG_CALL_HEADING_EN.match(line) is not None
        return True if is_risk_heading_line(line) and (heads_list or asks) else None
    named = is_risk_heading_line(line) or _named_risk_heading(text, line_start, line_end, set_apart=True)
    return heading if named else None


def _heads_bare_list(text: str, line_end: int, headings: Headings) -> bool:
    """The line right above a list drawn without bullets, one item a line (`_bare_list_end`): a box whose
    labels are set in its values' type heads its risks so (`Key investment risks` / `Slower US BFSI
    spending` / `Rupee appreciation`), though the document sets no heading there."""
    start = min(len(text), line_end + 1)
    lines = _lines(text, start, min(len(text), start + MAX_SECTION_CHARS_EN))[:MAX_SECTION_LINES]
    end = _bare_list_end(text, lines, headings)
    # phrases, not sentences: a body line that reads like a heading over prose opens nothing
    return (
        end > start
        and not any(char in text[start:end] for char in ",;:")
        and not any(text[a:b].rstrip().endswith(".") for a, b in lines if b <= end)
    )


def _is_sub_heading(text: str, line_start: int, line_end: int, headings: Headings) -> bool:
    """A heading inside a section, no item: a line whose words are a risk heading's (`Risks to
    Downside` under `Risks to Upside`, set apart or not), a label closed by a colon (`To the
    upside:`), or any heading of the document but a line a bullet opens (a list's item, set in the
    heading's type as a narrow column's items may be: `Risks` / `• Slower room-rate growth`)."""
    if headings is not None and heading_at(headings, text, line_start, line_end) is not None:
        bullet = BULLET_LINE_START.match(text, line_start, line_end)
        if not (bullet and bullet.group().strip()):
            return True
    return is_risk_heading_line(text[line_start:line_end]) or _is_label_line(text[line_start:line_end])


MAX_LABEL_WORDS = 4


def _is_label_line(line: str) -> bool:
    """A label of a few words closed by a colon on its own line (`To the upside:`), over the items
    it groups: a sub-heading of the section, no item (a risk lead-in, `Key risks are:`, stays one)."""
    stripped = line.strip()
    return (
        stripped.endswith((":", "："))
        and 0 < len(stripped[:-1].split()) <= MAX_LABEL_WORDS
        and not any(stop in stripped[:-1] for stop in ".;:")
        and RISK_LEAD_IN_EN.match(stripped) is None
    )


def _lead_in_key(text: str, start: int, end: int) -> str | None:
    lead = RISK_LEAD_IN_EN.match(text, start, end)
    return " ".join(lead.group().lower().split()) if lead else None


def _per_stock_lead_ins(text: str) -> set[str]:
    """Lead-ins a sector note prints once per stock (`Risks:` under each stock's paragraph, each
    with its own risks): the sector's own risks are stated once, so a lead-in that opens two or
    more lines or sentences (`…growth in 2027. Risks: slower warehouse capex…`) with different
    risks after it speaks of one stock at a time; so does one a stock table prints in each row's risk
    cell after the row's figures (`…35x 9.5% Downside risks: (1)…`)."""
    seen: dict[str, set[str]] = {}
    for line_start, line_end in _lines(text):
        in_cells = RISK_LEAD_IN_AFTER_CELL_EN.finditer(text, line_start, line_end)
        for lead in sorted([*RISK_LEAD_IN_EN.finditer(text, line_start, line_end), *in_cells], key=lambda m: m.start()):
            key = " ".join(lead.group().lower().split())
            if not NOT_A_RISK_HEADING_EN.search(key):
                seen.setdefault(key, set()).add(text[lead.end() : line_end].strip())
    return {key for key, risks in seen.items() if len(risks) > 1}


def english_risk_section(
    text: str, doc_type: str = "company", stocks: tuple[str, ...] = (), headings: Headings = None
) -> tuple[int, int, int] | None:
    """The risk section an English note's risks come from: the first that yields items, a heading
    of risks alone (`Risks to Rating and Price Target`) before one that closes a list of topics with
    them (`Investment Thesis, Valuation and Risks`, whose first paragraphs are the thesis)."""
    chosen = _english_risk_section_and_items(text, doc_type, stocks, headings)
    return chosen[0] if chosen else None


MAX_TURN_LINES_EN = 30  # lines of page furniture (a sidebar, the footer, the next page's header) a turn may put between
MAX_TURN_CHARS_EN = 1500  # and as many characters


def turned_list_rest(
    text: str, start: int, end: int, headings: Headings = None, dropped: Callable[[int], bool] | None = None
) -> tuple[int, int] | None:
    """(start, end) of the rest of an English numbered risk list (`1. …` / `2. …`) that a page turn carried past the
    page's sidebar, footer and the next page's header: the section's lines open with the numbers 1, 2, … k alike, and
    the first line after it that is no page furniture (a short line without a sentence end) opens with k+1 in the
    same style, its item closed as the others are (no heading the document sets apart). The rest runs over the lines
    so numbered, one after the other, and the lines that wrap them. None at a back page's heading (disclosures,
    certification, rating definitions), a line of prose or another risk heading before it. `dropped`: whether the
    line at an offset is one the cleaner set aside (a running footer), to pass over in a text that still holds it."""
    numbered = [number for a, b in _lines(text, start, end) if (number := LIST_NUMBER_LINE_EN.match(text, a, b))]
    values = [_list_line_value(number) for number in numbered]
    if not numbered and INLINE_LIST_CUT_EN.search(text, start, end):
        inline = _turned_inline_rest(text, start, end, headings, dropped)
        if inline is not None:
            return inline
    if not numbered and text[start:end].rstrip().endswith(";"):
        return _turned_semicolon_rest(text, end, headings, dropped)
    if not numbered and section_titles(text, start, end, headings):
        return _turned_titled_rest(text, start, end, headings, dropped)
    if not numbered:
        return _turned_bullet_rest(text, start, end, headings, dropped)
    if len(values) < 2 or values != list(range(1, len(values) + 1)):
        return None
    style = _number_style(text, numbered[-1])
    full_stops = text[start:end].rstrip().endswith(".")
    limit = min(len(text), end + MAX_TURN_CHARS_EN)
    rest: tuple[int, int] | None = None
    count = values[-1]
    previous = (end, end)
    lines = [(a, b) for a, b in _lines(text, end, limit) if dropped is None or not dropped(a)]
    for line_start, line_end in lines[:MAX_TURN_LINES_EN]:
        line = text[line_start:line_end]
        number = LIST_NUMBER_LINE_EN.match(text, line_start, line_end)
        next_item = (
            number is not None and _list_line_value(number) == count + 1 and _number_style(text, number) == style
        )
        if rest is None:
            structure = structure_at(headings, line_start)
            if RUNNING_FOOTER_EN.search(line) and not next_item:
                continue  # `See page 8 for analyst certification and important disclosures.`: the page's footer
            if LIST_TURN_STOP_EN.search(line) or is_risk_heading_line(line):
                return None
            if next_item and (structure is None or heading_at(structure, text, line_start, line_end) is None):
                rest = (line_start, line_end)
                count += 1
            elif not _is_heading_like(line):
                return None  # prose: the list ended on its page
        elif next_item:
            rest, count = (rest[0], line_end), count + 1
        elif _continues(text, previous, line_start, line_end):
            rest = (rest[0], line_end)
        else:
            break
        previous = (line_start, line_end)
    if rest is None or (full_stops and not text[rest[0] : rest[1]].rstrip().endswith(".")):
        return None
    return rest


def _turned_inline_rest(
    text: str, start: int, end: int, headings: Headings, dropped: Callable[[int], bool] | None
) -> tuple[int, int] | None:
    """(start, end) of the rest of a risk list numbered inline (`The key risks are: (1) A; (2) B; and`) that a page
    turn cut after an item: the section numbers its items 1, 2, … k inline and ends on the list's separator, and past
    the page's furniture (a running footer, short lines without a sentence end, none a heading the document sets
    apart) the next line opens with k+1 printed alike (`(3) C.`). The rest is that line and the lines that wrap it."""
    numbers = _list_numbers(text, start, end)
    values = [_number_value(number) for number in numbers]
    if len(values) < 2 or values != list(range(1, len(values) + 1)):
        return None
    shape = _number_shape(numbers[-1].group())
    lines = [
        (a, b) for a, b in _lines(text, end, min(len(text), end + MAX_TURN_CHARS_EN)) if not dropped or not dropped(a)
    ]
    for index, (line_start, line_end) in enumerate(lines[:MAX_TURN_LINES_EN]):
        line = text[line_start:line_end]
        number = LIST_NUMBER_LINE_EN.match(text, line_start, line_end)
        if number is not None and _list_line_value(number) == len(values) + 1:
            structure = structure_at(headings, line_start)
            if _number_shape(number.group()) != shape or (
                structure is not None and heading_at(structure, text, line_start, line_end) is not None
            ):
                return None
            rest_end = line_end
            for wrap_start, wrap_end in lines[index + 1 : index + 1 + MAX_SECTION_LINES]:
                if not _continues(text, (line_start, rest_end), wrap_start, wrap_end):
                    break
                rest_end = wrap_end
            return line_start, rest_end
        if RUNNING_FOOTER_EN.search(line):
            continue
        if LIST_TURN_STOP_EN.search(line) or is_risk_heading_line(line) or not _is_heading_like(line):
            return None
    return None


def _number_shape(number: str) -> str:
    """How a list number is printed, whatever its value: `(3)` and `(1)` alike, `3.` and `(3)` not."""
    return re.sub(r"\d+|[ivx]+|[a-h]", "#", number.strip().lower())


def _turned_titled_rest(
    text: str, start: int, end: int, headings: Headings, dropped: Callable[[int], bool] | None
) -> tuple[int, int] | None:
    """(start, end) of the rest of a section of titled paragraphs (`Faster rate cuts` / `If the ECB cuts…`) that a page
    turn carried past the page's footer and the next page's header: past that furniture (a line the cleaner set aside,
    a running footer, short lines without a sentence end; at least one), the next lines are titled paragraphs set as
    the section's titles are (a heading of their size, or no heading as theirs are none), up to a heading of another
    size (`Valuation`). None at a line of prose, a back page's or another risk heading first."""
    titles = section_titles(text, start, end, headings)
    if headings is None or not titles:
        return None
    title_heading = heading_at(headings, text, *titles[-1])
    limit = min(len(text), end + MAX_TURN_CHARS_EN)
    lines = _lines(text, end, limit)
    furniture = 0
    for index, (line_start, line_end) in enumerate(lines[:MAX_TURN_LINES_EN]):
        line = text[line_start:line_end]
        heading = heading_at(headings, text, line_start, line_end)
        same_style = (heading is None) == (title_heading is None) and (
            heading is None or title_heading is None or heading.size == title_heading.size
        )
        if (dropped is not None and dropped(line_start)) or (RUNNING_FOOTER_EN.search(line) and not same_style):
            furniture += 1
            continue
        if furniture and same_style and _is_title_line(line):
            rest, rest_end = _titled_paragraphs(text, lines[index:], headings, least=1)
            if not rest:
                return None
            return line_start, rest_end
        if LIST_TURN_STOP_EN.search(line) or is_risk_heading_line(line) or not _is_heading_like(line):
            return None
        furniture += 1
    return None


def turned_titles(text: str, start: int, end: int, headings: Headings) -> list[Candidate]:
    """The titles of the rest of a section of titled paragraphs a page turn carried on (`_turned_titled_rest`): its
    items, as the section's titles are; [] for a rest of another shape."""
    titles, _ = _titled_paragraphs(text, _lines(text, start, end), headings, least=1)
    return [
        Candidate(
            text[a:b].strip(),
            a + len(text[a:b]) - len(text[a:b].lstrip()),
            b - len(text[a:b]) + len(text[a:b].rstrip()),
        )
        for a, b in titles
    ]


def _turned_bullet_rest(
    text: str, start: int, end: int, headings: Headings, dropped: Callable[[int], bool] | None
) -> tuple[int, int] | None:
    """(start, end) of the rest of a bulleted risk list (`• A.` / `• B.`) that a page turn carried past the page's
    footer and the next page's header: every item of the section opens with one bullet (after a lead-in line closed
    by a colon at most), the lines after it are page furniture only (short lines without a sentence end, a running
    footer that sends the reader to the disclosures or numbers the page; at least one, or the list would not have
    ended there), none a heading the document sets apart, and the next line opens with the same bullet. The rest
    runs over the lines so bulleted and their wraps, its items closed as the section's are. None at a back page's
    heading, another risk heading, a line of prose."""
    lines = _lines(text, start, end)
    bullets = [match.group().strip() for a, b in lines if (match := BULLET_LINE_START.match(text, a, b))]
    marks = set(bullets) - {""}
    opening = next((index for index, (a, b) in enumerate(lines) if BULLET_LINE_START.match(text, a, b)), None)
    # the lines before the first item: a lead-in at most (`Downside risks include:`)
    lead_ins = lines[:opening] if opening is not None else []
    if len(marks) != 1 or opening is None or any(not text[a:b].rstrip().endswith(":") for a, b in lead_ins):
        return None
    mark = marks.pop()
    full_stops = text[start:end].rstrip().endswith(".")
    limit = min(len(text), end + MAX_TURN_CHARS_EN)
    rest: tuple[int, int] | None = None
    furniture = 0
    previous = (end, end)
    for line_start, line_end in _lines(text, end, limit)[:MAX_TURN_LINES_EN]:
        line = text[line_start:line_end]
        bullet = BULLET_LINE_START.match(text, line_start, line_end)
        same_bullet = bullet is not None and bullet.group().strip() == mark
        structure = structure_at(headings, line_start)
        if rest is None and dropped is not None and dropped(line_start):
            # a line the cleaner set aside: a running footer or header, unless it is a heading of the document's
            if structure is not None and heading_at(structure, text, line_start, line_end) is not None:
                return None
            furniture += 1
            continue
        if rest is None:
            if same_bullet:
                if not furniture or structure is None:
                    return None  # no page turn between, or no structure to tell a heading from a header
                rest = (line_start, line_end)
            elif structure is not None and heading_at(structure, text, line_start, line_end) is not None:
                return None
            elif RUNNING_FOOTER_EN.search(line):
                furniture += 1
            elif LIST_TURN_STOP_EN.search(line) or is_risk_heading_line(line) or not _is_heading_like(line):
                return None
            else:
                furniture += 1
        elif same_bullet or _continues(text, previous, line_start, line_end):
            rest = (rest[0], line_end)
        else:
            break
        previous = (line_start, line_end)
    if rest is None or full_stops != text[rest[0] : rest[1]].rstrip().endswith("."):
        return None
    return rest


def _turned_semicolon_rest(
    text: str, end: int, headings: Headings, dropped: Callable[[int], bool] | None
) -> tuple[int, int] | None:
    """(start, end) of the rest of a risk list run on in one sentence and split by semicolons (`Key risks: Slower AI
    server ramp-up;`) that a page turn cut after a semicolon: past the page's furniture (short lines without a sentence
    end, and one paragraph of its footer's prose, which holds no semicolon), the line that goes on with the next items
    and ends the sentence (`Slower PCB upgrade; Fiercer competition.`). None at a back page's heading, another risk
    heading, any other line."""
    limit = min(len(text), end + MAX_TURN_CHARS_EN)
    lines = [(a, b) for a, b in _lines(text, end, limit) if dropped is None or not dropped(a)]
    footer_prose = 0
    for line_start, line_end in lines[:MAX_TURN_LINES_EN]:
        line = text[line_start:line_end]
        stripped = line.strip()
        if _is_heading_like(line):
            if LIST_TURN_STOP_EN.search(line) or is_risk_heading_line(line):
                return None
            continue  # the page's footer, the next page's header
        structure = structure_at(headings, line_start)
        if structure is not None and heading_at(structure, text, line_start, line_end) is not None:
            return None
        if ";" in stripped and stripped.endswith(".") and stripped[:1].isupper():
            return line_start, line_start + len(line.rstrip())
        if ";" in stripped or footer_prose >= MAX_FOOTER_PROSE_LINES:
            return None
        footer_prose += 1
    return None


def _semicolon_items(text: str, start: int, end: int) -> list[Candidate]:
    """The items of a semicolon list's rest past a page turn (`Slower PCB upgrade; Fiercer competition.`), one a part,
    without the closing stop."""
    items = []
    at = start
    for part in [*re.finditer(";", text[start:end]), None]:
        part_end = start + part.start() if part is not None else end
        raw = text[at:part_end]
        value = raw.strip().rstrip(_TRAILING)
        if value:
            first = at + raw.index(value[0])
            items.append(Candidate(value, first, first + len(value)))
        at = part_end + 1
    return items


MAX_FOOTER_PROSE_LINES = 1  # paragraphs of a page's footer (a house's disclaimer) a semicolon list's turn passes over


def _number_style(text: str, number: re.Match[str]) -> tuple[str | None, str]:
    """How a list number is printed: its kind (`number`, `bracketed`, `roman`…) and the mark after it (`.`, `)`)."""
    kind = number.lastgroup
    return kind, text[number.end(kind) : number.end(kind) + 1] if kind else ""


def _english_risk_section_and_items(
    text: str, doc_type: str, stocks: tuple[str, ...] = (), headings: Headings = None
) -> tuple[tuple[int, int, int], list[Candidate]] | None:
    in_order = english_risk_sections(text, doc_type, stocks, headings)
    sections = sorted(
        in_order,
        key=lambda section: (
            doc_type == "industry" and not _names_the_sector(text, section),
            not _risks_alone(text, section[0], section[1]),
            section[0],
        ),
    )
    turned = {section: turned_list_rest(text, section[1], section[2], headings) for section in sections}
    for section in sections:
        items = english_risk_items(text, section[1], section[2], headings)
        rest = turned[section]
        if items and rest is not None:
            semicolons = text[section[1] : section[2]].rstrip().endswith(";")
            titled = section_titles(text, section[1], section[2], headings)
            if titled:  # `Regulation` / `A higher buffer…` on the next page: its title is the item, as before the turn
                items += turned_titles(text, *rest, headings)
            else:
                items += _semicolon_items(text, *rest) if semicolons else english_risk_items(text, *rest, headings)
        if items:
            if doc_type == "company":
                items += _other_direction_items(text, section, in_order, stocks, headings)
            return section, items
    return None


def _names_the_sector(text: str, section: tuple[int, int, int]) -> bool:
    """The section's heading, or its lead-in's words before the colon, say its risks are the sector's
    (`Sector risks`, `Key risks to our sector call`): a sector note's own risks, before the risks it gives
    each stock (`Stock-specific risks`, `Risks to our Buy call on X:`) wherever those come."""
    heading_start, start, _ = section
    line_end = text.find("\n", heading_start)
    heading_end = start if start > heading_start else len(text) if line_end < 0 else line_end
    lead = RISK_LEAD_IN_EN.search(text, heading_start, heading_end) if start == heading_start else None
    return SECTOR_RISK_WORDS_EN.search(text, heading_start, lead.end() if lead else heading_end) is not None


def _after_bullet(text: str, line_start: int, line_end: int) -> int:
    """Where a line's words start after the bullet that opens it, or after a run-in title of risk words
    (`Risks. The main risks to our call are…`); the line start when neither opens it."""
    bullet = BULLET_LINE_START.match(text, line_start, line_end)
    if bullet and bullet.group().strip():
        return bullet.end()
    run_in = RISK_RUN_IN_TITLE_EN.match(text, line_start, line_end) or RISK_RUN_IN_VIEW_TITLE_EN.match(
        text, line_start, line_end
    )
    return run_in.end() if run_in else line_start


def _shared_mark(text: str, lines: list[tuple[int, int]], index: int) -> re.Match[str] | None:
    """The symbol that opens line `index` as a list mark: the line before or after it opens with the same
    one (`+ A.` / `+ B.`, `» A.` / `» B.`); a lone symbol marks no list."""
    mark = SYMBOL_LIST_MARK.match(text, *lines[index])
    if mark is None:
        return None
    for other in (index - 1, index + 1):
        if 0 <= other < len(lines):
            neighbour = SYMBOL_LIST_MARK.match(text, *lines[other])
            if neighbour is not None and neighbour.group("mark") == mark.group("mark"):
                return mark
    return None


MAX_LEAD_LINES_BEFORE_TABLE = 2  # `We see three risks to the call, in order of likelihood.` over the risk table


def _names_one_risk_column(text: str, start: int, end: int) -> bool:
    """The line is a table's header row of two cells or more, one of them naming risks (`Catalysts | Risks`), and no
    stock table's (a rating column: each row's risk is its own stock's)."""
    cells = table_cells(text, start, end)
    return (
        len(cells) >= 2
        and sum(bool(RISK_COLUMN_HEADER.fullmatch(text, a, b)) for a, b in cells) == 1
        and not any(RATED_TABLE_HEADER_CELL.fullmatch(text, a, b) for a, b in cells)
    )


def _risk_table_end(text: str, lines: list[tuple[int, int]]) -> int | None:
    """The end of the last row of a risk table that opens the section, or follows its lead sentence or two
    (`We see three risks to the call…`): a header naming one column of risks (`Risk | Probability | Impact`,
    `# | Risk | Likelihood | Impact`) over rows of as many cells; rows that number their first cell 1, 2, 3…
    (a risk matrix, always so where it opens the section) run while the numbers do."""
    for index, (header_start, header_end) in enumerate(lines[: MAX_LEAD_LINES_BEFORE_TABLE + 1]):
        width = len(table_cells(text, header_start, header_end))
        if width < 2 or risk_table_items(text, header_start, lines[-1][1]) == []:
            continue
        if not any(RISK_COLUMN_HEADER.fullmatch(text, a, b) for a, b in table_cells(text, header_start, header_end)):
            continue
        end = None
        rows = lines[index + 1 :]
        # a table that opens the section is a risk matrix, its rows numbered (a two-cell line after an unnumbered
        # table, a page's running header `Equity Research | Rating Change`, would read as its row)
        numbered = index == 0 or (bool(rows) and text[slice(*table_cells(text, *rows[0])[0])] == "1")
        for number, (line_start, line_end) in enumerate(rows, 1):
            cells = table_cells(text, line_start, line_end)
            if len(cells) != width or (numbered and text[cells[0][0] : cells[0][1]] != str(number)):
                break
            end = line_end
        return end
    return None


def _lists_inline(text: str, line_start: int, line_end: int) -> bool:
    """A lead-in line that gives its items inline and closes them (`Key risks: A; B; C.`): the list
    lines after it (an executive summary's bullets) are no items of its."""
    lead = RISK_LEAD_IN_EN.search(text, line_start, line_end)
    if lead is None:
        return False
    rest = text[lead.end() : line_end].strip()
    return rest.endswith(".") and (SEMICOLON.search(rest) is not None or len(RISK_NUMBER_EN.findall(rest)) >= 2)


def _risks_alone(text: str, heading_start: int, section_start: int) -> bool:
    """The heading or lead-in speaks of risks alone: its first words are its risk words (`Key risks`),
    or it asks what would prove the call wrong."""
    return bool(
        RISK_HEADING_FIRST_EN.match(text, heading_start, section_start)
        or WRONG_CALL_HEADING_EN.match(text, heading_start, section_start)
        or RISK_HEADING_OTHER_WORDS_EN.fullmatch(text[heading_start:section_start].strip())
    )


def _other_direction_items(
    text: str,
    chosen: tuple[int, int, int],
    sections: list[tuple[int, int, int]],
    stocks: tuple[str, ...],
    headings: Headings = None,
) -> list[Candidate]:
    """A note that states its upside risks in one place and its downside risks in another
    (`Upside risks are (1)…` under the A shares, `Downside risks are: (1)…` under the H shares)
    lists both for its stock: the chosen section's items are joined by the items of the first
    later lead-in of the other direction, unless that lead-in names a rated stock the chosen
    section does not (`Upside risk to our price target on INTC…` in an ASML note)."""
    directions = {match.group().lower() for match in RISK_DIRECTION_EN.finditer(text, chosen[0], chosen[2])}
    if len(directions) != 1:
        return []
    other = "downside" if directions == {"upside"} else "upside"
    chosen_text = text[chosen[0] : chosen[2]]
    for heading, _, end in sections:
        if heading <= chosen[0]:
            continue
        for lead in RISK_LEAD_IN_EN.finditer(text, heading, end):
            direction = RISK_DIRECTION_EN.search(lead.group())
            if direction is None or direction.group().lower() != other:
                continue
            line_start = text.rfind("\n", 0, max(0, heading - 1)) + 1
            named = text[line_start : lead.end()]
            if any(_names(named, stock) and not _names(chosen_text, stock) for stock in stocks if len(stock) >= 3):
                return []
            following = RISK_LEAD_IN_EN.search(text, lead.end(), end)
            return english_risk_items(text, lead.start(), following.start() if following else end, headings)
    return []


def _names(text: str, stock: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(stock)}(?!\w)", text) is not None


def _summary_risk_sentence(text: str, line_start: int, line_end: int) -> re.Match[str] | None:
    """A lead-in of the sector's key risks that opens a sentence inside a paragraph, after the sentence before it
    (`…SOFC capacity ramping). Key downside risks include slower AIDC buildout, …`), not a stock's (`Risks to our
    PT`)."""
    for lead in SUMMARY_RISK_LEAD_IN_EN.finditer(text, line_start, line_end):
        if lead.start() > line_start and not ONE_STOCK_RISK_EN.search(lead.group()):
            return lead
    return None


BOX_LINES_ABOVE = 2  # lines between a stock's price box and the risk heading of its own section


def _under_stock_box(text: str, start: int) -> bool:
    """The section sits right under one stock's price box (`Current price: USD302.70 Target price: USD350.00`, then
    `Our TP of USD350 … we rate the shares Buy.` / `Downside risks`): a sector note's page on that stock, its risks."""
    above = start
    for _ in range(BOX_LINES_ABOVE):
        if above <= 0:
            return False
        above = text.rfind("\n", 0, above - 1) + 1
        if STOCK_PRICE_BOX_LINE_EN.match(text, above, max(above, start - 1)):
            return True
    return False


def _under_company_heading(text: str, line_start: int, line_end: int, heading: bool) -> bool:
    """The section's heading, or the line right above its lead-in, heads one company's own section (`Company
    Valuation/Risks`, printed once per stock a sector note covers)."""
    if heading:
        return COMPANY_RISK_HEADING_EN.match(text, line_start, line_end) is not None
    previous_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1
    return line_start > 0 and COMPANY_RISK_HEADING_EN.fullmatch(text, previous_start, line_start - 1) is not None


def _about_risks(text: str, start: int, end: int) -> bool:
    """A section never opens with disclosure or house boilerplate (`This research publication covers…`), nor with a
    disclaimer's sentence (`This report was prepared for general circulation…`)."""
    first_end = text.find("\n", start, end)
    first = text[start : end if first_end < 0 else first_end]
    if RISK_CROSS_REFERENCE_EN.search(first) and text[start:end].strip().count("\n") == 0:
        return False  # `Risks to our view are set out on page 3.`: a pointer to the risks, none of them
    return not NOT_A_RISK_SECTION_EN.search(first) and not DISCLAIMER_SENTENCE_EN.search(first)


def _about_one_stock(text: str, start: int, end: int, *, set_apart: bool = False) -> bool:
    """A sector note's section whose heading or lead-ins speak of one stock's call (our PT, our rating),
    or whose lead-in follows the line that values that stock (`Our price objective of $430 is based on…`).
    `set_apart`: the section's heading is one the document sets apart, and the line before it is another
    section's end, not the lead-in's own paragraph."""
    if ONE_STOCK_RISK_EN.search(text, start, _before_list_lines(text, start, min(end, start + MAX_HEADING_CHARS * 2))):
        return True
    previous_start = text.rfind("\n", 0, max(0, start - 1)) + 1
    if start > 0 and not set_apart and ONE_STOCK_RISK_EN.search(text, previous_start, start):
        return True
    if start > 0 and not set_apart and STOCK_TARGET_VALUED_EN.search(text, previous_start, start):
        return True  # `Valuation. Our 12-month price target of $2.50 is based on…` / `Key risks. Key risks include…`
    first_end = text.find("\n", start, end)
    if _names_a_rated_stock(text, previous_start, max(previous_start, start - 1)) or _names_a_rated_stock(
        text, start, end if first_end < 0 else first_end
    ):
        return True  # the per-stock risk list of the disclosures: `RISKS` / `Montage Technology` / `Key risks:`
    return any(ONE_STOCK_RISK_EN.search(lead.group()) for lead in RISK_LEAD_IN_EN.finditer(text, start, end))


def _before_list_lines(text: str, start: int, end: int) -> int:
    """Where the first line after the one at `start` that opens with a bullet or a list number starts (`end` when
    none does): the list's items are the risks, not the heading's words (`• Bond yields: …reverse the valuation
    gains…` names no stock's valuation)."""
    for line_start, line_end in _lines(text, start, end)[1:]:
        bullet = BULLET_LINE_START.match(text, line_start, line_end)
        if LIST_NUMBER_LINE_EN.match(text, line_start, line_end) or (bullet and bullet.group().strip()):
            return line_start
    return end


def _under_stock_line(text: str, start: int, stocks: tuple[str, ...], *, through_paragraph: bool = False) -> bool:
    """The section's heading or lead-in sits right under a short line that names one of the note's
    rated stocks (`RISKS` / `Montage Technology` / `Key potential risks:`): that stock's risks.
    `through_paragraph`: a lead-in may also follow one prose paragraph under that line, the stock's own section
    (`Blue River Homes (2222.HK)` / `Blue River's sales have stabilised…` / `Upside and downside risks include…`)."""
    if start <= 0 or not stocks:
        return False
    previous_start = text.rfind("\n", 0, start - 1) + 1
    previous = text[previous_start : start - 1].strip()
    if through_paragraph and previous_start > 0 and _is_prose_paragraph(previous):
        return _under_stock_line(text, previous_start, stocks)
    if not previous or len(previous) > MAX_HEADING_CHARS // 2 or not _is_heading_like(previous):
        return False
    if any(previous_start <= row.rating.start < start for row in table_rows(text)):
        return False  # the last row of a rated table above the heading (`Macquarry Lending MQRY AU 4.71 A$5.85 OW`)
    if any(previous_start <= cell.start < start for cell in key_strips(text)):
        return False  # a cover strip's row of values (`Overweight 12 stocks Maison Revel`), no stock's heading
    return any(_names(previous, stock) for stock in stocks if len(stock) >= 3)


def _is_prose_paragraph(line: str) -> bool:
    """A line of prose that ends a sentence and speaks of no risk (a stock section's paragraph, not its heading)."""
    return (
        len(line.split()) >= MIN_PROSE_WORDS
        and PROSE_END.search(line) is not None
        and RISK_WORD_EN.search(line) is None
        and BULLET_LINE_START.match(line + " ") is None
    )


MIN_PROSE_WORDS = 8


def _names_a_rated_stock(text: str, start: int, end: int) -> bool:
    """The line is a heading naming a stock the note's tables rate (`Montage Technology` over its risks)."""
    line = text[start:end].strip()
    if not line or len(line) > MAX_HEADING_CHARS:
        return False
    rows = table_rows(text)
    if any(start <= row.rating.start < end for row in rows):
        return False  # the table's own row (`Ordan Metrology ORDN US Underweight …`), no heading over a section
    names = {row.name.value for row in rows if row.name}
    return any(line == name or line.startswith(name + " ") for name in names)


def english_risk_items(text: str, start: int, end: int, headings: Headings = None) -> list[Candidate]:
    """The items of an English risk section: its list lines, and the text after its lead-ins
    (`Upside risks are: (1)…`) split at inline numbers, else into sentences; a section without
    a lead-in gives its paragraphs' sentences. Sub-headings are no items."""
    table_items = risk_table_items(text, start, end, headed=True)
    if table_items:
        return table_items
    titles = section_titles(text, start, end, headings)
    if titles:  # `Yen appreciation` / `About 70% of sales are overseas…`: the titles are the items
        return [Candidate(text[a:b], a, b) for a, b in titles]
    stack_end = _heading_stack_end(text, start, end, headings)
    lines = [
        (a, b)
        for a, b in _logical_lines(text, start, end)
        if (stack_end is not None and b <= stack_end) or not _is_sub_heading(text, a, b, headings)
    ]
    led = any(RISK_LEAD_IN_EN.search(text, a, b) for a, b in lines)
    # a list item's words start after its number or bullet (`1. Monsoon failure. a weak monsoon…`)
    bodies = [_after_list_mark(text, a, b) for a, b in lines]
    leads = [_lead_end(text, body, b) for body, (_, b) in zip(bodies, lines)]
    if len(lines) >= MIN_BARE_ITEMS and not led and all(lead is not None for lead in leads):
        # each paragraph a short lead and its explanation: the leads are the items
        return [item for body, lead in zip(bodies, leads) if lead is not None for item in _trimmed(text, body, lead)]
    items: list[Candidate] = []
    titled: set[int] = set()  # where a marked title starts (`Risk 2 – Labour`): a one-word title is an item
    numbered_list = False  # a lead-in's numbered list runs on: `…; and` / `(3) heightened…`
    list_number = 0
    for index, (line_start, line_end) in enumerate(lines):
        list_number = _next_list_number(text[line_start:line_end], list_number)
        if list_number and len(_list_numbers(text, line_start, line_end)) < 2:
            # `1. Faster infrastructure spending`: the item is what follows the number (a line of
            # inline numbers, `(1) A; (2) B`, is split at them below)
            number = LIST_NUMBER_LINE_EN.match(text, line_start, line_end)
            line_start = number.end() if number else line_start
        bullet = BULLET_LINE_START.match(text, line_start, line_end)
        if bullet and bullet.group().strip() and RISK_LEAD_IN_EN.match(text, bullet.end(), line_end) is None:
            items += _trimmed(text, bullet.end(), line_end)
            continue
        mark = _shared_mark(text, lines, index)
        if mark is not None:
            items += _trimmed(text, mark.end(), line_end)
            continue
        marker = RISK_NUMBERED_MARKER_EN.match(text, line_start, line_end)
        if marker:  # `Risk 1 – Food costs. Beef prices are…`: the title is the item, its explanation none
            marked = _trimmed(text, marker.end(), _sentence_stop(text, marker.end(), line_end))
            titled.update(item.start for item in marked)
            items += marked
            continue
        if numbered_list and not RISK_LEAD_IN_EN.search(text, line_start, line_end):
            number = RISK_NUMBER_EN.match(text, line_start, line_end)
            if number and len(_list_numbers(text, line_start, line_end)) >= 2:
                items += _numbered_or_sentences(text, line_start, line_end)
                continue
            if number:
                items += _trimmed(text, number.end(), _sentence_stop(text, number.end(), line_end))
                continue
        parts = _lead_in_parts(text, line_start, line_end, led_only=led)
        for part_start, part_end, listed in parts:
            # a paragraph under the heading that is one list of phrases parted by semicolons (`Weaker consumer
            # confidence; higher raw milk costs; and tighter rules…`) is split at them, as a lead-in's list is
            listed = listed or (not led and _semicolon_list(text, part_start, part_end))
            items += _numbered_or_sentences(text, part_start, part_end, listed=listed)
        numbered_list = bool(parts) and len(_list_numbers(text, parts[-1][0], parts[-1][1])) >= 1
        if list_number:  # a list line carrying the next numbers inline (`1) A.2) B.`) before `3) C`
            list_number = _last_list_number(text, line_start, line_end, list_number)
    seen: set[str] = set()
    unique = []
    for item in items:  # the prompt's head repeats a risk sentence the body also holds
        long_enough = len(item.value.split()) >= 2 or item.start in titled
        if long_enough and item.value not in seen and not NOT_A_RISK_ITEM_EN.search(item.value):
            seen.add(item.value)
            unique.append(item)
    return _item_titles(unique) or unique


MIN_SEMICOLON_LIST_PARTS = 3


def _semicolon_list(text: str, start: int, end: int) -> bool:
    """text[start:end]'s first sentence is a list of three parts or more parted by semicolons, no numbers."""
    stop = _sentence_stop(text, start, end)
    return (
        len(SEMICOLON.findall(text, start, stop)) >= MIN_SEMICOLON_LIST_PARTS - 1
        and len(_list_numbers(text, start, stop)) < 2
    )


def _after_list_mark(text: str, line_start: int, line_end: int) -> int:
    """Where a line's words start after the list number (`1.`, `(b)`) or the bullet that opens it; the line
    start when neither does."""
    number = LIST_NUMBER_LINE_EN.match(text, line_start, line_end)
    if number:
        return number.end()
    bullet = BULLET_LINE_START.match(text, line_start, line_end)
    return bullet.end() if bullet and bullet.group().strip() else line_start


def _item_titles(items: list[Candidate]) -> list[Candidate]:
    """The titles of a section whose every item (two or more) is a short title and its explanation
    after a colon or a spaced dash (`Copper prices – each 10% fall…`, `1) Customer concentration: the
    three largest…`), each title its own: the titles are the items; [] for a section of another shape.
    A direction (`Upside: faster rate cuts…`, `Downside: …`) labels its item, no title."""
    titles: list[Candidate] = []
    for item in items:
        # `First, memory prices: DRAM contract prices could fall…`: the title follows the ordinal
        ordinal = RISK_ORDINAL_LEAD_EN.match(item.value)
        title = (
            RISK_ORDINAL_TITLE_EN.match(item.value, ordinal.end())
            if ordinal
            else RISK_ITEM_TITLE_FIGURES_EN.match(item.value)
        )
        words = title.group("title").split() if title else []
        if (
            title is None
            or not 1 <= len(words) <= MAX_TITLE_WORDS
            or is_risk_heading_line(title.group("title"))
            or RISK_DIRECTION_EN.search(title.group("title"))
        ):
            return []
        titles.append(
            Candidate(title.group("title"), item.start + title.start("title"), item.start + title.end("title"))
        )
    distinct = len({title.value for title in titles}) == len(titles)
    return titles if len(titles) >= MIN_BARE_ITEMS and distinct else []


def risk_table_items(text: str, start: int, end: int, *, headed: bool = False) -> list[Candidate]:
    """The risk column's cells of the first table in text[start:end] whose header row names a column
    of risks (`Risk | Impact`, `RISK_COLUMN_HEADER`), its cells set apart by TABLE_CELL_SEPARATOR as a
    prompt renders a risk table's rows: one item a row under the header, up to the first line that
    is no row of as many cells. Another column's cell (`High`, `Orders and margins`) is no item, and a stock
    table's risk column (a rating column in its header: `Company | Ticker | Rating | PT | Key risk`) holds each
    stock's own risk, none of the report's. `headed`: text[start:end] is a risk heading's section, and a table
    that opens it gives one risk a row in its first column whatever its header calls it (`Downside scenario |
    Probability` under `Key downside scenarios`), as tasks/ingest/blocks.py `risk_tables` reads it."""
    lines = _lines(text, start, end)
    if headed and start > 0:
        # the header row set in bold is the section's heading line itself (`Risk | Likelihood | Impact` under a
        # caption the prompt leaves out): the section's first line is the table's first row, no header
        above = _lines(text, text.rfind("\n", 0, start - 1) + 1, start - 1)
        cells = table_cells(text, *above[0]) if above else []
        if len(cells) >= 2 and any(RISK_COLUMN_HEADER.fullmatch(text, a, b) for a, b in cells):
            lines = above + lines
    for index, (line_start, line_end) in enumerate(lines):
        header = table_cells(text, line_start, line_end)
        columns = [n for n, (a, b) in enumerate(header) if RISK_COLUMN_HEADER.fullmatch(text, a, b)]
        if headed and index == 0 and not columns and len(header) >= 2:
            columns = [0]
        if len(header) < 2 or len(columns) != 1:
            continue
        if any(RATED_TABLE_HEADER_CELL.fullmatch(text, a, b) for a, b in header):
            continue
        items = []
        for row_start, row_end in lines[index + 1 :]:
            row = table_cells(text, row_start, row_end)
            if len(row) != len(header):
                break
            cell_start, cell_end = row[columns[0]]
            if cell_end > cell_start:
                items.append(Candidate(text[cell_start:cell_end], cell_start, cell_end))
        if items:
            return items
    return []


def table_cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(start, end) of each cell of the line text[start:end] split at TABLE_CELL_SEPARATOR, spaces
    left out; one cell for a line without it."""
    cells = []
    at = start
    while True:
        found = text.find(TABLE_CELL_SEPARATOR, at, end)
        cell_end = end if found < 0 else found
        piece = text[at:cell_end]
        left = at + len(piece) - len(piece.lstrip())
        cells.append((left, max(left, at + len(piece.rstrip()))))
        if found < 0:
            return cells
        at = found + len(TABLE_CELL_SEPARATOR)


def _logical_lines(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The lines of text[start:end], a wrapped sentence's next line joined to it (`_continues`)."""
    joined: list[tuple[int, int]] = []
    for line_start, line_end in _lines(text, start, end):
        if joined and _continues(text, joined[-1], line_start, line_end):
            joined[-1] = (joined[-1][0], line_end)
        else:
            joined.append((line_start, line_end))
    return joined


def _lines(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    stop = len(text) if end is None else end
    lines, at = [], start
    while at < stop:
        newline = text.find("\n", at, stop)
        line_end = stop if newline < 0 else newline
        if line_end > at:
            lines.append((at, line_end))
        at = line_end + 1
    return lines


def _named_risk_heading(text: str, line_start: int, line_end: int, *, set_apart: bool = False) -> bool:
    """A short heading whose last word is its risk word, naming whose risks they are (`Sector risks`,
    `Macro risks`), over a list: its next line opens with a bullet or a list number. Over a paragraph
    such a line is a body heading (`Regulatory risks` over a discussion), no risk section. `set_apart`:
    the document sets the line apart as a heading (else its shape must look like one)."""
    line = text[line_start:line_end]
    shaped = set_apart or _is_heading_like(line)
    if not RISK_HEADING_NAMED_EN.fullmatch(line) or not shaped or NOT_A_RISK_HEADING_EN.search(line):
        return False
    # a heading the document sets apart that names the sector's risks (`Sector risks`, `Industry risks`) heads them
    # whatever form they take, a paragraph as well as a list
    return _list_line_follows(text, line_end) or (
        set_apart and SECTOR_NAMED_RISK_HEADING_EN.fullmatch(line) is not None
    )


def _list_line_follows(text: str, line_end: int) -> bool:
    """The line after `line_end` opens with a bullet or a list number."""
    following = _lines(text, line_end, min(len(text), line_end + MAX_SECTION_CHARS_EN))[:1]
    if not following:
        return False
    first = text[following[0][0] : following[0][1]]
    bullet = BULLET_LINE_START.match(first)
    return bool(bullet and bullet.group().strip()) or bool(LIST_NUMBER_LINE_EN.match(first))


def _is_heading_like(line: str) -> bool:
    """A short line without a sentence end: a (sub-)heading, a page header, a page number."""
    stripped = line.strip()
    return (
        len(stripped) <= MAX_HEADING_CHARS
        and not stripped.endswith((".", ";", ":", ","))
        and not BULLET_LINE_START.match(stripped + " ")
    )


def _english_section_end(
    text: str, start: int, *, under_heading: bool = False, headings: Headings = None, level: float | None = None
) -> int:
    """Where the section from `start` ends: its first paragraph, then the list lines and the
    paragraphs that speak of risk (a risk sub-heading, `Risks to Downside`, carries on), up to a
    heading-like line or a paragraph about something else, after at most MAX_SECTION_LINES. Under
    a heading, a list drawn without bullets (one item a line, no sentence in it) runs while its
    lines look like items. With the document's `headings`, the heading that ends it is the next one
    of the same or a higher level than the section's own (`level`, its type size; a lead-in's section:
    any) that names no risks; a body line that looks like a heading is a line of the section."""
    end = start
    limit = min(len(text), start + MAX_SECTION_CHARS_EN)
    lines = _lines(text, start, limit)[:MAX_SECTION_LINES]
    carried = 0  # the last number of a run numbered 1, 2, 3… that the lines so far carry, inline or opening them
    table_end = _risk_table_end(text, lines)
    inline = not under_heading and bool(lines) and _lists_inline(text, *lines[0])
    stack_end = _heading_stack_end(text, start, limit, headings) if under_heading else None
    prose_only = under_heading
    listing = False  # the lines so far hold a list's marked lines
    for count, (line_start, line_end) in enumerate(lines):
        line = text[line_start:line_end]
        # (a section of plain prose only: after a list or titled paragraphs, prose is the body again)
        wraps_on = len(lines) > count + 1 and _continues(text, lines[count], *lines[count + 1])
        wrapped_in = count > 0 and _continues(text, lines[count - 1], line_start, line_end)
        prose = _prose_under_known_heading(line, headings, level, line_start, wraps=wraps_on)
        prose = (
            prose and _lead_end(text, *lines[count]) is None and not _colon_titled(text, line_start, line_end)
        ) or (wrapped_in and prose_only)
        # a blank line parts the section from what follows it (the prompt's next part, another column)
        adjacent = count > 0 and not text[lines[count - 1][1] : line_start].count("\n") > 1
        prose_run = adjacent and prose and prose_only
        prose_only = prose_only and prose
        if stack_end is not None and line_end <= stack_end:
            end = line_end  # an item set in the heading's own type
            continue
        if count > 0 and _legend_entry_line(text, line_start, line_end):
            break  # `Not rated (NR): no rating or target is assigned`: the disclosures' legend, no risk
        if count > 0 and RUNNING_FOOTER_EN.search(line):
            break  # `See the disclosure appendix… Page 1`: the page's footer, whatever the line above ends on
        if count > 0 and (
            DISCLAIMER_SENTENCE_EN.match(line.lstrip()) or GENERIC_INVESTMENT_RISK_EN.match(line.lstrip())
        ):
            break  # `Investing in securities involves risks…`, `Past performance is not…`: the disclaimer, no risk
        listed = bool(BULLET_LINE_START.match(line)) and line.strip()[:1] in BULLETS + OCR_BULLETS + "-*–—"
        listed = listed or _shared_mark(text, lines, count) is not None
        if inline and count > 0 and (listed or LIST_NUMBER_LINE_EN.match(line)):
            break
        numbered = bool(NUMBERED_LINE_START.match(line.strip())) and not _is_heading_like(line)
        # `Risks: (1) A; (2) B;` / `(3) C.`: a line that opens with the next number goes on with the list
        wrapped = count > 0 and _continues(text, lines[count - 1], line_start, line_end)
        list_number = _next_list_number(line, carried)
        # an item's wrapped line carries its number on (`(a) A longer downturn… and force` / `more discounting.` /
        # `(b) …`): the next line goes on from it
        carried = _last_list_number(text, line_start, line_end, list_number or (carried if wrapped else 0))
        if count > 0 and not wrapped and _states_a_stock_call(line):
            break  # `Our top picks are Lyra Telecom (LYR IM, Buy)…`: the note's calls after its risks, no risk
        heading = heading_at(headings, text, line_start, line_end) if headings is not None else None
        if heading is not None and not is_risk_heading_line(line):
            # the note's back matter (`Disclosures`, `Analyst Certification`) never heads more of its risks, however
            # small its heading and however its generic sentences speak of risk
            if (
                level is None
                or heading.size >= level
                or LIST_TURN_STOP_EN.search(line)
                or not _risk_content_follows(text, lines, count)
            ):
                break
            continue  # a heading below the section's own, over more of its risks: the section goes on
        if table_end is not None and line_end <= table_end:
            end = line_end  # a risk table's header and rows
            continue
        marked = listed or numbered or bool(list_number)
        if listing and not adjacent and not marked and not is_risk_heading_line(line):
            break  # a marked list, then a gap (a line the cleaner set aside: the back matter's heading) and prose
        listing = listing or marked
        if is_risk_heading_line(line) or marked or wrapped:
            end = line_end
            continue
        if count > 0 and _is_label_line(line) and _risk_content_follows(text, lines, count):
            continue  # a label over the next items of the section (`To the downside:`)
        # A lead-in's own line that wraps onto the next (`Key risks: A; B of new` / `launches; C.`)
        # opens the section, however short it is; a short one alone is no section. Under a heading,
        # a short line that wraps onto the next is prose too, no heading.
        wraps = len(lines) > count + 1 and _continues(text, lines[count], *lines[count + 1])
        wrapped_lead_in = wraps and (under_heading or count == 0)
        heading_like = _is_heading_like(line) if structure_at(headings, line_start) is None else False
        # Paragraphs that each open with a short lead (`Yen appreciation. Every 1 yen move…`), as the
        # section's first does, are its items whatever words they use.
        led_run = count > 0 and under_heading and _lead_end(text, *lines[0]) is not None
        led_run = led_run and _lead_end(text, line_start, line_end) is not None
        # or each opens with a short title closed by a colon or a dash (`Input costs: cocoa and palm oil…`)
        titled_run = count > 0 and under_heading and _colon_titled(text, *lines[0])
        led_run = led_run or (titled_run and _colon_titled(text, line_start, line_end))
        # Under a heading the document sets apart, its paragraphs of prose run to the next heading of its level,
        # whether or not they say `risk` (`Key risks for the sector` / `A deeper fall…` / `Energy prices are…`).
        if (heading_like and not wrapped_lead_in) or (
            count > 0 and not RISK_WORD_EN.search(line) and not led_run and not prose_run
        ):
            break
        end = line_end
    if not under_heading:
        return end
    _, titled_end = _titled_paragraphs(text, lines, headings, level)
    end = max(end, _bare_list_end(text, lines, headings), titled_end)
    return _header_rows_end(text, lines, end) if table_end is None else end


def _header_rows_end(text: str, lines: list[tuple[int, int]], end: int) -> int:
    """Where a section that holds only a table's header row naming one column of risks ends once its rows are read
    (`Catalysts and risks` over `Catalysts | Risks` and rows of as many cells): the rows are the section. `end` for a
    section that reads more than its first line, or opens with no such header."""
    if not lines or end > lines[0][1] or not _names_one_risk_column(text, *lines[0]):
        return end
    width = len(table_cells(text, *lines[0]))
    for line_start, line_end in lines[1:]:
        if len(table_cells(text, line_start, line_end)) != width:
            break
        end = line_end
    return end


def _states_a_stock_call(line: str) -> bool:
    """The line gives a stock its rating in brackets after its name and ticker (`Lyra Telecom (LYR IM, Buy)`), as a
    sector note states its calls: a paragraph of calls, no risk (a risk names no stock's rating)."""
    return any(
        rating_scale(call.group("rating")) == "stock"
        and normalize_rating(call.group("rating")) not in (None, "unrated")
        for call in PARENTHESISED_CALL_EN.finditer(line)
    )


def _legend_entry_line(text: str, line_start: int, line_end: int) -> bool:
    """The line is a rating legend's entry: a rating word of the lexicon, maybe its bracketed code, then its
    definition (`Not rated (NR): no rating or target is assigned`, `Outperform (1): expected to…`, `Buy: we expect a
    total return above 15%`)."""
    entry = LEGEND_ENTRY_LINE_EN.match(text, line_start, line_end)
    if entry is None:
        return False
    words = list(rating_words(entry.group("word")))
    if len(words) != 1 or words[0].group(0) != entry.group("word"):
        return False
    return entry.group("code") is not None or LEGEND_ENTRY_AFTER_EN.match(text, entry.end(), line_end) is not None


MIN_PROSE_WORDS = 6  # fewer words make a label, a title or a table cell, not a sentence of a risk section's prose


def _prose_under_known_heading(
    line: str, headings: Headings, level: float | None, line_start: int, *, wraps: bool = False
) -> bool:
    """A line of prose (a sentence of some words, closed by its full stop or wrapping onto the next line) in a
    section whose heading the document's structure sets apart (its level known)."""
    stripped = line.strip()
    return (
        level is not None
        and structure_at(headings, line_start) is not None
        and len(stripped.split()) >= MIN_PROSE_WORDS
        and (stripped.endswith((".", "!", "?")) or wraps)
        and stripped[:1].isupper()
        and not _is_label_line(line)
        and not CAPTION_LINE_START.match(stripped)
    )


MAX_LEAD_WORDS = 6
# a title closed by a colon or a spaced dash says where it ends, so it may run longer than a lead closed by a
# period (`Lower power prices in the Nordic market: a 10% lower price…`)
MAX_TITLE_WORDS = 8
MAX_TITLED_BODY_LINES = 6  # lines of one titled paragraph's explanation


def _titled_paragraphs(
    text: str,
    lines: list[tuple[int, int]],
    headings: Headings = None,
    level: float | None = None,
    *,
    least: int = 0,
) -> tuple[list[tuple[int, int]], int]:
    """(titles, end) of a run of titled paragraphs that opens `lines`: a short title on a line of its
    own (`Yen appreciation`, set apart as a sub-heading or not) over its explanation, one or more lines
    that end a sentence, two of them or more (the titles are the items, after a list number that opens them);
    ([], 0) for none. A heading of the section's `level` or higher ends the run. Only where the document's
    structure is known (a bold `Valuation` over its paragraph is the next section's heading, not a title), and never
    titles over risk lead-ins (`ASML Holding NV` / `Downside risks to our PT…`: whose risks they are)."""
    titles: list[tuple[int, int]] = []
    end, index = 0, 0
    while headings is not None and index < len(lines):
        title_start, title_end = lines[index]
        heading = heading_at(headings, text, title_start, title_end)
        if heading is not None and level is not None and heading.size >= level:
            break
        # a title may open with its list number (`1. Power constraints` / `2. Tenant concentration`), numbered 1, 2,
        # 3… in turn: the title is what follows the number
        number = LIST_NUMBER_LINE_EN.match(text, title_start, title_end)
        if number is not None:
            if _list_line_value(number) != len(titles) + 1:
                break
            title_start = number.end()
        if not _is_title_line(text[title_start:title_end]) or NOT_A_RISK_SECTION_EN.search(
            text, title_start, title_end
        ):
            break  # (the disclosures' headings, `Important disclosures`, are the house's boilerplate, no risk's title)
        body, closed = index + 1, False
        while body < len(lines) and body - index <= MAX_TITLED_BODY_LINES:
            body_start, body_end = lines[body]
            if heading_at(headings, text, body_start, body_end) is not None:
                break
            body += 1
            if RISK_LEAD_IN_EN.match(text, body_start, body_end):
                return [], 0
            if text[body_start:body_end].rstrip().endswith((".", "!", "?")):
                closed = True
                break
        if not closed:
            break
        titles.append((title_start, title_end))
        end, index = lines[body - 1][1], body
    return (titles, end) if len(titles) >= (least or MIN_BARE_ITEMS) else ([], 0)


def section_titles(text: str, start: int, end: int, headings: Headings = None) -> list[tuple[int, int]]:
    """(start, end) of each title of a risk section text[start:end] made of titled paragraphs (its
    items, `_titled_paragraphs`), spaces left out; [] for a section of another shape."""
    titles, _ = _titled_paragraphs(text, _lines(text, start, end), headings)
    spans = []
    for title_start, title_end in titles:
        line = text[title_start:title_end]
        left = title_start + len(line) - len(line.lstrip())
        spans.append((left, left + len(line.strip())))
    return spans


def _is_title_line(line: str) -> bool:
    """A paragraph's title: a few words in sentence case with no figure, no clause mark and no
    sentence end (`Slower China demand`)."""
    stripped = line.strip()
    words = stripped.split()
    return (
        1 <= len(words) <= MAX_LEAD_WORDS
        and stripped[:1].isupper()
        and not any(char.isdigit() for char in stripped)
        and not any(mark in stripped for mark in ",;:()")
        and not stripped.endswith((".", "!", "?"))
        and not is_risk_heading_line(stripped)
    )


def _lead_end(text: str, start: int, end: int) -> int | None:
    """Where the short lead of a paragraph ends (`Semiconductor capex cuts.` before `Chipmakers' capex
    plans…`, a bold title a broker runs into its explanation): a first sentence of a few words, no
    figure or clause mark in it, followed by a longer explanation; None for a paragraph without one."""
    stops = [
        found
        for found in (SENTENCE_END_EN.search(text, start, end), RUN_IN_TITLE_STOP_EN.search(text, start, end))
        if found
    ]
    if not stops:
        return None
    stop = min(stops, key=lambda found: found.start())
    lead = text[start : stop.start()].strip()
    words = lead.split()
    if not 1 <= len(words) <= MAX_LEAD_WORDS or not lead[:1].isupper() or any(mark in lead for mark in ",;:()"):
        return None
    if any(char.isdigit() for char in lead) or BULLET_LINE_START.match(lead + " ") or LIST_NUMBER_LINE_EN.match(lead):
        return None
    return stop.start() if end - stop.end() > len(lead) else None


def _colon_titled(text: str, start: int, end: int) -> bool:
    """The paragraph opens with a short title closed by a colon or a spaced dash (`Competition: private-label
    snacks have taken…`), a broker's run-in title over its explanation."""
    title = RISK_ITEM_TITLE_EN.match(text, start, end)
    if title is None or SCALE_LIST_AFTER_LABEL_EN.match(text, title.end("title"), end):
        return False  # a legend's line (`Industry view: Attractive, In-line or Cautious.`)
    return len(title.group("title").split()) <= MAX_TITLE_WORDS


def _risk_content_follows(text: str, lines: list[tuple[int, int]], count: int) -> bool:
    """The line after line `count` is a list line or speaks of risk: what a sub-heading inside a
    risk section heads (a sidebar's heading that the reading order sets next to it heads none)."""
    if count + 1 >= len(lines):
        return False
    following = text[lines[count + 1][0] : lines[count + 1][1]]
    bullet = BULLET_LINE_START.match(following)
    listed = bool(bullet and bullet.group().strip()) or bool(LIST_NUMBER_LINE_EN.match(following))
    return listed or RISK_WORD_EN.search(following) is not None


def _next_list_number(line: str, previous: int) -> int:
    """The line's list number when it goes on from `previous` (`1. …` opens a run, `2. …` follows
    `1. …`), else 0. A bare number before a capitalised word (`2 Wage inflation…`, a sidebar's bold numbers) counts
    as `2.` does: a run opens at 1 and goes on one by one, so a lone figure opening a line carries none."""
    number = LIST_NUMBER_LINE_EN.match(line)
    value = _list_line_value(number) if number else 0
    bare = BARE_LIST_NUMBER_LINE_EN.match(line) if not number else None
    value = value or (int(bare.group("number")) if bare else 0)
    return value if value and value == previous + 1 else 0


def _list_line_value(number: re.Match[str]) -> int:
    """A list line's number as 1, 2, 3…: `2.`, `(2)`, `(ii)` and `b)` are all 2."""
    if number.group("roman") or number.group("roman_stop"):
        return ROMAN_VALUES[number.group("roman") or number.group("roman_stop")]
    if number.group("letter"):
        return ord(number.group("letter")) - ord("a") + 1
    if number.group("capital"):
        return ord(number.group("capital")) - ord("A") + 1
    return int(number.group("number") or number.group("bracketed"))


def is_wrapped_break(text: str, newline: int) -> bool:
    """The line break at `newline` is a wrap inside a sentence (`_continues`): an item neither
    ends nor starts there."""
    if text[newline : newline + 1] != "\n":
        return False
    previous_start = text.rfind("\n", 0, newline) + 1
    next_end = text.find("\n", newline + 1)
    next_end = len(text) if next_end < 0 else next_end
    return _continues(text, (previous_start, newline), newline + 1, next_end)


def _continues(text: str, previous: tuple[int, int], start: int, end: int) -> bool:
    """The line goes on with the previous line's sentence, a wrap the page kept as a line break: it
    opens with a lower-case word after a line that ends no clause, or anything (`2027 review, …`) after a
    line that ends on an article, a preposition or a conjunction (`…prices at the`)."""
    before = text[previous[0] : previous[1]].rstrip()
    words = text[start:end].split(None, 1)
    bullet = BULLET_LINE_START.match(before)
    # a bulleted item wrapped before a figure (`• … by about 9% for every` / `US$1,000/t.`)
    figure_tail = bool(bullet and bullet.group().strip()) and FIGURE_LINE_START.match(text, start, end) is not None
    # (not a bare number before a capitalised word: a note under the list, `1 See our note of 3 April…`)
    figure_tail = figure_tail and BARE_NUMBER_BEFORE_CAPITAL_EN.match(text, start, end) is None
    # or any line that ends on a word of comparison before the figure it compares with (`prices below` / `US$85/t…`)
    figure_tail = figure_tail or (
        QUANTITY_WORD_END_EN.search(before) is not None
        and FIGURE_LINE_START.match(text, start, end) is not None
        and LIST_NUMBER_LINE_EN.match(text, start, end) is None  # `2. Higher costs`: the list's next item
    )
    opening_bullet = BULLET_LINE_START.match(text, start, end)
    if opening_bullet and opening_bullet.group().strip():
        return False  # `• supply disruption…` after `…home devices; and`: a bullet opens the list's next item
    return (
        bool(words)
        and (
            (words[0][:1].islower() and words[0].islower())  # a word, not a run of mixed-case code
            or figure_tail
            or _carries_next_number(text, previous, start, end)
            or (OPEN_CLAUSE_END_EN.search(before) is not None and len(before.split()) > 1)
        )
        and not before.endswith((".", ";", ":", ",", "!", "?"))
        and not is_risk_heading_line(before)
    )


def _carries_next_number(text: str, previous: tuple[int, int], start: int, end: int) -> bool:
    """The line holds the next inline number of a list the previous line opened (`…are: 1) weaker
    volumes in` / `North America; 2) a slower ramp…`): the list's paragraph wrapped there."""
    carried = _last_list_number(text, previous[0], previous[1], 0)
    numbers = _list_numbers(text, start, end)
    if (
        carried > 0
        and _opens_with(text, start, numbers)
        and _opens_with(text, previous[0], _list_numbers(text, *previous))
    ):
        return False  # one numbered item a line (`(1) Deposit competition` / `(2) Mortgage arrears`): no wrap
    return carried > 0 and any(_number_value(n) == carried + 1 for n in numbers)


def _opens_with(text: str, start: int, numbers: list[re.Match[str]]) -> bool:
    """A line from `start` opens with the first of its list numbers (only spaces before it)."""
    return bool(numbers) and not text[start : numbers[0].start()].strip()


def _bare_list_end(text: str, lines: list[tuple[int, int]], headings: Headings = None) -> int:
    """Where a list drawn without bullets, one item a line, ends (at least two items, all closed
    alike, with or without a full stop; risk sub-headings may part them); the section's start when
    its lines are no such list (`A sentence.` over a heading `Industry view` is none)."""
    end, items = lines[0][0] if lines else 0, 0
    closed: set[bool] = set()
    # an item may wrap (`Delays to … at the largest` / `customer.`): one logical line
    for line_start, line_end in _logical_lines(text, lines[0][0], lines[-1][1]) if lines else []:
        line = text[line_start:line_end]
        if items >= MIN_BARE_ITEMS and "\n\n" in text[end:line_start]:
            break  # a blank line closes the list: the paragraph after it is the note's next one
        sub_heading = _is_sub_heading(text, line_start, line_end, headings)
        if sub_heading and not is_risk_heading_line(line) and not _is_label_line(line) and items:
            break  # the next box's heading (`Key data` under a side column's risks), no sub-heading of the list
        if _is_bare_item(line) and not sub_heading:
            closed.add(line.rstrip().endswith("."))
            if len(closed) > 1:
                break
            items += 1
        elif not sub_heading:
            break
        end = line_end
    return end if items >= MIN_BARE_ITEMS else 0


MAX_BARE_ITEM_CHARS = 200
MIN_BARE_ITEMS = 2


def _heading_stack_end(text: str, start: int, end: int, headings: Headings) -> int | None:
    """The end of the items a risk heading sets in its own type, one a line, right under it (a framed box's
    `Key risks` / `Rupiah weakness forces rate rises` / `Asset quality in micro loans` / `Slower deposit
    growth`, all one size): a heading with nothing under it heads nothing, so lines read as headings of the
    heading's own size that follow it at once are its list, while they look like items (`_is_bare_item`: sentence
    case, no sentence end) and name no risk heading. None for fewer than MIN_BARE_ITEMS such lines."""
    structure = structure_at(headings, start)
    if structure is None or start <= 0:
        return None
    heading_start = text.rfind("\n", 0, start - 1) + 1
    own = heading_at(structure, text, heading_start, start - 1)
    if own is None:
        return None
    stack_end, count = None, 0
    for line_start, line_end in _lines(text, start, end):
        line = text[line_start:line_end]
        span = heading_at(structure, text, line_start, line_end)
        if span is None or abs(span.size - own.size) > SAME_SIZE_PT or is_risk_heading_line(line):
            break
        if not _is_bare_item(line):
            break
        stack_end, count = line_end, count + 1
    return stack_end if count >= MIN_BARE_ITEMS else None


SAME_SIZE_PT = 0.1


def _is_bare_item(line: str) -> bool:
    """A line of a list drawn without bullets: a few words in sentence case (a heading capitalises
    every word, or sets them in capitals), no sentence end, no label or colon (`Source: …`)."""
    stripped = line.strip()
    words = [word for word in stripped.split() if word[:1].isalpha()]
    return (
        len(words) >= 2
        and len(stripped) <= MAX_BARE_ITEM_CHARS
        and stripped[:1].isupper()
        and not all(word[:1].isupper() for word in words)
        and ":" not in stripped
        and not stripped.endswith((";", ","))
        and not SENTENCE_END_EN.search(stripped)
    )


def _lead_in_parts(text: str, start: int, end: int, *, led_only: bool) -> list[tuple[int, int, bool]]:
    """The line split at every lead-in inside it; with `led_only`, only the parts that follow a
    lead-in (`Our PO is based on… Downside risks are: (1)…`). A lead-in that ends in a colon or
    opens a numbered list is left out; one that opens a plain sentence (`Key risks include slower
    demand and …`) is part of that sentence, the item. Each part says whether a colon lead-in
    announces it as a list (`Key risks: A; B; C.`)."""
    parts, at, led, listed = [], start, False, False
    leads = list(RISK_LEAD_IN_EN.finditer(text, start, end))
    counted = COUNTED_LIST_LEAD_EN.match(text, start, end)
    if counted is not None and not leads:  # `We see three: A; B; C.` under its risk heading: the list after it
        return [(counted.end(), end, True)]
    for index, lead in enumerate(leads):
        if lead.start() > at and (led or not led_only):
            parts.append((at, lead.start(), listed))
        next_start = leads[index + 1].start() if index + 1 < len(leads) else end
        numbered = len(_list_numbers(text, lead.end(), next_start)) >= 2
        listed = lead.group().rstrip().endswith(":")
        at, led = (lead.end() if ":" in lead.group() or numbered else lead.start()), True
    if end > at and (led or not led_only):
        parts.append((at, end, listed))
    return parts


def _numbered_or_sentences(text: str, start: int, end: int, *, listed: bool = False) -> list[Candidate]:
    """Items at inline list numbers (`(1)…; (2)…`), else sentences; `listed` (after a colon lead-in):
    the first sentence, the list, split at its semicolons too."""
    numbers = _list_numbers(text, start, end)
    if len(numbers) >= 2:
        found: list[Candidate] = []
        for index, number in enumerate(numbers):
            if index + 1 < len(numbers):  # an item runs to the next number, whatever sentences it holds
                found += _trimmed(text, number.end(), numbers[index + 1].start())
            else:
                found += _trimmed(text, number.end(), _sentence_stop(text, number.end(), end))
        return found
    sentences: list[Candidate] = []
    at = start
    if listed:
        list_end = _sentence_stop(text, start, end)
        for semicolon in SEMICOLON.finditer(text, start, list_end):
            sentences += _trimmed(text, at, semicolon.start())
            at = semicolon.end()
    for sentence_end in SENTENCE_END_EN.finditer(text, at, end):
        sentences += _trimmed(text, at, sentence_end.start())
        at = sentence_end.end()
    return sentences + _trimmed(text, at, end)


def _list_numbers(text: str, start: int, end: int) -> list[re.Match[str]]:
    """The inline list numbers of text[start:end] (`(1)…; (2)…`), and a number glued to the sentence
    end before it (`…RWB-201.2) Dilution…`) where it goes on from the number before (a decimal
    closing a bracket, `(P/E 12.5) Growth`, goes on from none)."""
    spaced = list(RISK_NUMBER_EN.finditer(text, start, end))
    glued = list(RISK_NUMBER_AFTER_STOP_EN.finditer(text, start, end))
    if not glued:
        return spaced
    numbers: list[re.Match[str]] = []
    for number in sorted(spaced + glued, key=lambda match: match.start()):
        if number.re is RISK_NUMBER_AFTER_STOP_EN:
            previous = _number_value(numbers[-1]) if numbers else None
            if previous is None or int(number.group("number")) != previous + 1:
                continue
        numbers.append(number)
    return numbers


def ends_before_glued_number(text: str, end: int) -> bool:
    """text[:end] ends an item whose sentence end is glued to the next list number (`…RWB-201.2) B`):
    the digits before the stop are the item's, not half of a decimal."""
    if text[end : end + 1] != ".":
        return False
    line_start = text.rfind("\n", 0, end) + 1
    line_end = text.find("\n", end)
    numbers = _list_numbers(text, line_start, len(text) if line_end < 0 else line_end)
    return any(number.start() == end + 1 and number.re is RISK_NUMBER_AFTER_STOP_EN for number in numbers)


def _number_value(number: re.Match[str]) -> int | None:
    digits = re.search(r"\d+", number.group())
    if digits:
        return int(digits.group())
    return ROMAN_VALUES.get(number.group().strip().strip("()").lower())  # `(ii)`, `iv)`


def _last_list_number(text: str, start: int, end: int, previous: int) -> int:
    """The last number of a run numbered 1, 2, 3… that the line carries inline (`1) A.2) B.`), so that
    the next line's `3) C` goes on from it; `previous` when it carries none."""
    last = previous
    for number in _list_numbers(text, start, end):
        value = _number_value(number)
        if value is not None and value == last + 1:
            last = value
    return last


def _sentence_stop(text: str, start: int, end: int) -> int:
    stop = SENTENCE_END_EN.search(text, start, end)
    return stop.start() if stop else end


def _trimmed(text: str, start: int, end: int) -> list[Candidate]:
    while start < end and text[start] in " \t" + _TRAILING:
        start += 1
    joined = LIST_ITEM_CONJUNCTION_EN.match(text, start, end)
    if joined and end - joined.end() > 3:
        start = joined.end()  # `…; and higher raw material costs`: the list's joining word is no word of its item
    while end > start and text[end - 1] in _TRAILING:
        end -= 1
    joiner = RISK_ITEM_JOINER_EN.search(text, start, end)
    while joiner and end > start:
        if joiner.start() == start:
            start = joiner.end()
        else:
            end = joiner.start()
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        joiner = RISK_ITEM_JOINER_EN.search(text, start, end)
        if joiner and joiner.start() != start and joiner.end() != end:
            break
    end = _before_glued_label(text, start, end)
    # A wrapped item (`_logical_lines`) reads as one line.
    return [Candidate(text[start:end].replace("\n", " "), start, end)] if end > start else []


MIN_BRACKETED_WORDS = 3


def _before_glued_label(text: str, start: int, end: int) -> int:
    """Where an item that closes its own bracket ends when the text layer glued a chart's label on to
    the line end (`…lowers OP by about Y6bn annually) Morgan Stanley Estimates Mean`): at its bracket.
    The bracket holds a clause (an acronym's, `(EU) Capital Rules`, is part of the item's words)."""
    close = text.rfind(")", start, end)
    label = GLUED_LABEL_AFTER_EN.match(text, close + 1) if close >= 0 else None
    if label is None or label.end() < end:
        return end
    item = text[start : close + 1]
    opening = item.rfind("(")
    if opening < 0 or item.count("(") != item.count(")") or len(item[opening:].split()) < MIN_BRACKETED_WORDS:
        return end
    return close + 1
