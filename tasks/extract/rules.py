"""The rules backend: deterministic, offline finders for the three fields.

The finders work on plain text and return candidates with offsets into that text. They serve
three callers: the `RulesExtractor` (which answers in FAP like a model would), the validator (a
NONE answer that the rules contradict goes to fallback) and the fallback (snippet selection).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from schemas.fap import render_fap
from schemas.lexicon import (
    CURRENT_PRICE_CUE,
    PREVIOUS_TARGET_CUE,
    RATING_CUE,
    TARGET_PRICE_CUE,
    rating_word_pattern,
)
from schemas.types import ExtractionReply, ExtractionRequest, FieldName
from tasks.prompt.markers import strip_markers
from tasks.extract.base import Extractor

MAX_RISK_ITEMS = 10
RULES_EXTRACTOR = "rules"


@dataclass(frozen=True)
class Candidate:
    value: str
    start: int
    end: int
    action: str | None = None  # rating action for RATING candidates
    context: str = ""  # for TARGET_PRICE: the text between the cue and the price, e.g. "(人民币):"


# ---------------------------------------------------------------- rating

_QUOTE = r"[“”\"'「」『』《》\s]*"
_ACTION_WORDS = {"维持": "maintain", "首次": "initiate", "上调": "upgrade", "下调": "downgrade"}
_CHANGE_TO = re.compile(r"(上调|下调|调高|调低|提升|下修)(?:评级)?(?:至|为)" + _QUOTE + r"$")
_DEFINITION_AFTER = re.compile(r"^[:：\s—\-]*(?:未来|预期|预计|相对|股价|行业|投资收益|\d)")
_CHANGED_FROM = re.compile(r"^[”\"'」』]?\s?(?:评级)?\s?(?:上调|下调|调高|调低|提升|下修)(?:至|为)")
_ENGLISH_ACTIONS = re.compile(r"\b(maintain|reiterate|initiate|upgrade|downgrade)", re.I)


def rating_occurrences(text: str) -> list[Candidate]:
    """Every lexicon rating word that reads as a statement of the rating, in text order."""
    found = []
    for match in rating_word_pattern().finditer(text):
        before = text[max(0, match.start() - 20) : match.start()]
        after = text[match.end() : match.end() + 20]
        if _DEFINITION_AFTER.match(after):
            continue  # "买入：预期未来6个月…" is a legend definition, not a statement
        if _CHANGED_FROM.match(after):
            continue  # "由增持上调至买入": 增持 is the old rating
        if not (RATING_CUE.search(before) or RATING_CUE.search(after[:12]) or re.match(r"^\s*[(（](维持|首次|上调|下调)", after)):
            continue
        found.append(Candidate(match.group(0), match.start(), match.end(), rating_action(text, match.start(), match.end())))
    return found


def rating_action(text: str, start: int, end: int) -> str | None:
    before = text[max(0, start - 16) : start]
    after = text[end : end + 10]
    if _CHANGE_TO.search(before):
        return "downgrade" if re.search(r"下调|调低|下修", before) else "upgrade"
    for window in (after, before):
        hits = [(window.rfind(word), action) for word, action in _ACTION_WORDS.items() if word in window]
        if hits:
            return max(hits)[1] if window is before else min(hits)[1]
    english = _ENGLISH_ACTIONS.search(text[max(0, start - 40) : end + 20])
    if english:
        verb = english.group(1).lower()
        return {"reiterate": "maintain"}.get(verb, verb)
    return None


def find_rating(text: str) -> Candidate | None:
    """The current rating: a changed-to rating wins, then the first stated one."""
    occurrences = rating_occurrences(text)
    for candidate in occurrences:
        if _CHANGE_TO.search(text[max(0, candidate.start - 16) : candidate.start]):
            return candidate
    return occurrences[0] if occurrences else None


# ---------------------------------------------------------------- target price

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?"
_UNIT = r"港元|港币|美元|人民币元|元|HKD|USD|RMB|CNY"
_PREFIX = r"(?:HK\$|US\$|\$|¥|RMB|HKD|USD)\s?"
PRICE = re.compile(
    rf"(?:{_PREFIX})?(?:{_NUMBER})(?:\s?(?:-|~|–|—|至|to)\s?(?:{_PREFIX})?(?:{_NUMBER}))?(?:\s?(?:{_UNIT}))?",
    re.I,
)
_NOT_A_PRICE_AFTER = re.compile(r"^\s?(?:亿|万|%|倍|x\b|X\b|年|个月|月|日|家|股\b|pe|PE)", re.I)
_CHANGE_TO_PRICE = re.compile(r"(?:上调|下调|调高|调低|提升|提高|下修|调整|raise[sd]?|cut|lower(?:ed)?)\s?(?:至|为|到|to)\s?$", re.I)
_SENTENCE_BREAK = re.compile(r"[。；;!?！？\n]")
TARGET_WINDOW = 30


def _price_after_cue(text: str, cue_end: int) -> re.Match[str] | None:
    """The first plausible price within TARGET_WINDOW chars after a target-price cue."""
    window_end = min(len(text), cue_end + TARGET_WINDOW)
    for match in PRICE.finditer(text, cue_end, window_end):
        between = text[cue_end : match.start()]
        if _SENTENCE_BREAK.search(between) or CURRENT_PRICE_CUE.search(between):
            return None
        if _NOT_A_PRICE_AFTER.match(text[match.end() : match.end() + 4]):
            continue
        if re.match(r"\s?(?:上调|下调|调高|调低|提升|提高|调整)\s?(?:至|为|到)", text[match.end() : match.end() + 6]):
            continue  # "由38.00元上调至45.50元": 38.00元 is the old target
        if re.match(r"\s?/", text[match.end() : match.end() + 2]) and CURRENT_PRICE_CUE.search(text[max(0, cue_end - 12) : cue_end]):
            continue  # "当前价/目标价：340.10/395.20元": the first number is the current price
        return match
    return None


def is_previous_target(text: str, cue_start: int) -> bool:
    return bool(PREVIOUS_TARGET_CUE.search(text[max(0, cue_start - 6) : cue_start + 6]))


def target_price_occurrences(text: str) -> list[Candidate]:
    found = []
    for cue in TARGET_PRICE_CUE.finditer(text):
        if is_previous_target(text, cue.start()):
            continue
        match = _price_after_cue(text, cue.end())
        if match:
            value = match.group(0).strip()
            start = match.start() + (len(match.group(0)) - len(match.group(0).lstrip()))
            found.append(Candidate(value, start, start + len(value), context=text[cue.start() : start]))
    return found


def find_target_price(text: str) -> Candidate | None:
    """Prefer a price printed with its unit; else the first one found."""
    occurrences = target_price_occurrences(text)
    with_unit = [c for c in occurrences if re.search(_UNIT + "|" + _PREFIX, c.value, re.I)]
    return (with_unit or occurrences or [None])[0]


# ---------------------------------------------------------------- risks

RISK_SECTION_HEADING = re.compile(
    r"评级面临的主要风险|风险提示|风险因素|主要风险|投资风险|风险分析|风险(?=[:：])|(?<=[。\n])风险(?=[\u4e00-\u9fff])|key risks|risk factors|risks to our (?:view|rating)|risks(?=\s?[:：])",
    re.I,
)
_TOC_AFTER = re.compile(r"^[\s.…·\-—_]{3,}|^\s*\d{1,3}\s*$|^[\s.…·\-—_]*\d{1,3}\s*[\n图表]")
_NOT_A_SECTION_AFTER = re.compile(r"^(?:及|与|和)\s?(?:法律|免责|重要)|^等")
_NOT_A_SECTION_BEFORE = re.compile(r"(?:法律声明|免责声明|使用本研究报告的|的)\s*$")
_SECTION_STOP = re.compile(
    r"资料来源|数据来源|来源[:：]|请务必|敬请参阅|免责|财务摘要|财务报表|盈利预测|\[table|table_|重点关注|图表?\s?\d|表\s?\d|(?:-?\d+%){2,}|\d{8,}|[(（]\d+/\d+|年结|百万|单位[:：]|＃|#|分析师|评级说明|投资评级",
    re.I,
)
_NUMBERED = re.compile(r"[(（]\d{1,2}[)）]|(?:^|(?<=[\s。；;，,]))\d{1,2}[)）、.](?!\d)|[①②③④⑤⑥⑦⑧⑨⑩]")
_BULLETS = "•●▪◆◇■□❑⚫○◦➢➤✓\uf06e\uf0be\uf0a7\uf0d8\uf0b7\uf075\uf0fc"
_BULLET = re.compile(f"[{_BULLETS}]|(?:^|(?<=\\n))\\s*[-*]\\s")
_SEMICOLONS = re.compile(r"[；;]")
_COMMAS = re.compile(r"[，,、]")
_PLAIN_COMMAS = re.compile(r"[，,]")
_CJK_SPACE = re.compile(r"(?<=[\u4e00-\u9fff]) (?=[\u4e00-\u9fff])")
SHORT_ITEM = 30
_TRAILING = "。；;，,、.:：!！?？ \t\n"
MAX_SECTION_CHARS = 900
_CJK = re.compile(r"[\u4e00-\u9fff]")


def risk_sections(text: str) -> list[tuple[int, int]]:
    """(start, end) of the text after each real risk heading (not TOC lines, not disclaimers)."""
    return [(start, end) for _, start, end in risk_headings(text)]


def risk_headings(text: str) -> list[tuple[int, int, int]]:
    """(heading start, section start, section end) for each real risk heading."""
    sections = []
    for heading in RISK_SECTION_HEADING.finditer(text):
        after = text[heading.end() : heading.end() + 40]
        if _TOC_AFTER.match(after) or _NOT_A_SECTION_AFTER.match(after):
            continue
        if _NOT_A_SECTION_BEFORE.search(text[max(0, heading.start() - 10) : heading.start()]):
            continue
        start = heading.end()
        while start < len(text) and text[start] in " \t:：\n":
            start += 1
        sections.append((heading.start(), start, _section_end(text, start)))
    return sections


def _section_end(text: str, start: int) -> int:
    limit = min(len(text), start + MAX_SECTION_CHARS)
    stop = _SECTION_STOP.search(text, start, limit)
    end = stop.start() if stop else limit
    # A full stop ends the section unless the next item starts right after it.
    for period in re.finditer(r"[。\n]", text[start:end]):
        at = start + period.end()
        rest = text[at : at + 6]
        if not (_NUMBERED.match(rest) or _BULLET.match(rest.lstrip(" ")) or (period.group(0) == "\n" and rest[:1] in _BULLETS + "-*")):
            return at - (1 if period.group(0) == "\n" else 0)
    return end


def _split_items(text: str, start: int, end: int) -> list[tuple[int, int]]:
    chunk = text[start:end]
    for splitter in (_NUMBERED, _BULLET):
        marks = list(splitter.finditer(chunk))
        if marks:
            bounds = [m.end() for m in marks]
            pieces = [(bounds[i], marks[i + 1].start() if i + 1 < len(marks) else len(chunk)) for i in range(len(marks))]
            if marks[0].start() > 0 and chunk[: marks[0].start()].strip(_TRAILING):
                pieces.insert(0, (0, marks[0].start()))
            return [(start + a, start + b) for a, b in pieces]
    parts = _split_on(chunk, _SEMICOLONS)
    if len(parts) > 1:
        # "产品竞争加剧,产品研发不及预期" inside a semicolon list is two short items
        parts = [sub for a, b in parts for sub in _split_if_short(chunk, a, b, _PLAIN_COMMAS, 12)]
        return [(start + a, start + b) for a, b in parts]
    for splitter in (_COMMAS, _CJK_SPACE):
        parts = _split_if_short(chunk, 0, len(chunk), splitter, SHORT_ITEM)
        if len(parts) > 1:
            return [(start + a, start + b) for a, b in parts]
    return [(start, end)]


def _split_if_short(chunk: str, a: int, b: int, splitter: re.Pattern[str], longest: int) -> list[tuple[int, int]]:
    parts = [(a + x, a + y) for x, y in _split_on(chunk[a:b], splitter)]
    return parts if len(parts) > 1 and all(y - x <= longest for x, y in parts) else [(a, b)]


def _split_on(chunk: str, splitter: re.Pattern[str]) -> list[tuple[int, int]]:
    parts, at = [], 0
    for match in splitter.finditer(chunk):
        parts.append((at, match.start()))
        at = match.end()
    parts.append((at, len(chunk)))
    return [p for p in parts if chunk[p[0] : p[1]].strip(_TRAILING)]


def _trim_item(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in _TRAILING + _BULLETS + "-*":
        start += 1
    while end > start and text[end - 1] in _TRAILING:
        end -= 1
    if text[end - 1 : end] == "等" and end - start > 3:
        end -= 1
    title = re.match(r"[^：:]{2,30}(?=[：:])", text[start:end])
    if title and end - start > len(title.group(0)) + 10:
        end = start + len(title.group(0))  # "X风险：long explanation" -> the item is its title
    return start, end


def _looks_like_item(item: str) -> bool:
    return len(_CJK.findall(item)) >= 3 or len(item.split()) >= 2


def find_risks(text: str) -> list[Candidate]:
    """Items of the first risk section that yields real items, in report order, at most 10."""
    for start, end in risk_sections(text):
        items = []
        for a, b in _split_items(text, start, end):
            a, b = _trim_item(text, a, b)
            if b > a:
                items.append(Candidate(text[a:b], a, b))
        bare_heading = text[max(0, start - 2) : start] == "风险"
        if items and all(_looks_like_item(c.value) for c in items) and (len(items) > 1 or not bare_heading):
            return items[:MAX_RISK_ITEMS]
    return []


# ---------------------------------------------------------------- the backend

_LABEL_LINE = re.compile(r"^\[(?:HEAD|BODY|TASK|SNIPPETS?)[^\]\n]*\]\s*$", re.M)


def prompt_source_text(text: str) -> str:
    """The report text inside a prompt: markers and anchors stripped, label lines removed."""
    return _LABEL_LINE.sub("", strip_markers(text))


class RulesExtractor(Extractor):
    """Reads the prompt's report part (head and body, never the tail) and answers in FAP."""

    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        text = prompt_source_text("\n".join((request.prompt.head, request.prompt.body)))
        finders = {
            FieldName.RATING: lambda: _value(find_rating(text)),
            FieldName.TARGET_PRICE: lambda: _value(find_target_price(text)),
            FieldName.RISK_FACTORS: lambda: [c.value for c in find_risks(text)],
        }
        answer = render_fap({name: finders[name]() for name in request.fields})
        return ExtractionReply(text=answer, extractor=RULES_EXTRACTOR)


def _value(candidate: Candidate | None) -> str | None:
    return candidate.value if candidate else None
