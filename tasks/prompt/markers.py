"""Stage 3: reversible entity markers and paragraph anchors.

Marker styles (`MarkerStyle`):
    brackets  ⟦MONEY 65.70港元⟧  ⟦PCT 20%⟧  ⟦DATE 2021年4月14日⟧  ⟦CODE 1501.HK⟧  ⟦ORG 国元证券⟧  ⟦NUM 1.66⟧
    xml       <MONEY>65.70港元</MONEY>  <CODE>1501.HK</CODE> ...
    none      no entity markers (the default: markers cost 14-22% more prompt tokens and bought no
              measured accuracy, docs/cleaning.md "Preprocessing, measured")
    ⟦#3fa9c1⟧  paragraph anchor, in every style: 6 hex of a hash of the whitespace-free paragraph

Literal marker syntax in the source is escaped (`⟦` -> `⟦L⟧`, `⟧` -> `⟦R⟧`, and the `<` of a literal
`<MONEY>`-like tag -> `⟦LT⟧`), so one left-to-right pass of `strip_markers` gives back the source
exactly, whatever the style: strip_markers(decorate(t, style)) == t for every string t. Every `⟦`
that decorate writes starts exactly one of `⟦L⟧`, `⟦R⟧`, `⟦LT⟧` or `⟦TAG `, every other `⟧` it
writes closes a marker, and every `<TAG>`/`</TAG>` is one of its own, so the pass cannot misread a
token.
"""

from __future__ import annotations

import bisect
import hashlib
import re
from typing import NamedTuple, get_args

from schemas.options import MarkerStyle, PromptOptions
from schemas.patterns import (
    BRACKETED_CODE,
    HAN,
    LABELLED_CODE,
    LATIN_ORG,
    MARKED_DATE,
    MARKED_STOCK_CODE,
    MONEY_PREFIXED,
    NUMBER_WITH_UNIT,
    ORG_GENERIC_BEFORE_SUFFIX,
    ORG_SUFFIX,
)

OPEN, CLOSE = "⟦", "⟧"
TAGS = ("MONEY", "PCT", "DATE", "CODE", "ORG", "NUM")  # also the tie-break order for equal lengths
MARKER_STYLES: tuple[MarkerStyle, ...] = get_args(MarkerStyle)
DEFAULT_MARKER_STYLE: MarkerStyle = PromptOptions().marker_style
_RANK = {tag: rank for rank, tag in enumerate(TAGS)}

# Every numeric entity starts with a number, so one scan for numbers finds them all: a number
# followed by 年/月/-/./ may open a date or a stock code, which is then tried at that spot. The
# characters around a match are checked in Python (a leading look-behind would slow the scan).
_MAY_BE_DATE_OR_CODE = frozenset("年月-/.")
_COUNTED = frozenset("股头只吨人件台辆套户家次个平方公千米桶")
_NOT_BEFORE = {
    "DATE": frozenset("0123456789"),
    "CODE": frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
    "NUM": frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_.．,$¥￥"),
}
_ASCII_WORD = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")

# Chinese organisations: 2-10 Han characters before a suffix, found by the suffix and grown
# backwards, stopping at function words. A bare 公司/医疗/科技 is mostly a common noun ("可比公司",
# "下游医疗器械"): 公司 counts only as 有限公司/股份公司, 医疗/科技 only when no Han character follows.
ORG_NAME_MAX_CHARS = 10  # Han characters before the suffix
ORG_SCAN_CHARS = 14  # looked at, so that a generic word just before the name is seen whole
_OPEN_SUFFIXES = {"科技", "医疗"}
_ORG_STOP = set("的了和与在对为是我们该本其将及等从由向于以把被给也都而并或但这那年月日个各每")

_TAG_NAMES = "|".join(TAGS)
_STRIP = re.compile(rf"⟦L⟧|⟦R⟧|⟦LT⟧|⟦#[0-9a-f]{{6}}⟧|⟦(?:{_TAG_NAMES}) |⟧|</?(?:{_TAG_NAMES})>")
_UNESCAPED = {"⟦L⟧": OPEN, "⟦R⟧": CLOSE, "⟦LT⟧": "<"}
_SPECIAL = re.compile(rf"[⟦⟧]|<(?=/?(?:{_TAG_NAMES})>)")
_ESCAPED = {OPEN: "⟦L⟧", CLOSE: "⟦R⟧", "<": "⟦LT⟧"}


class Entity(NamedTuple):
    start: int
    end: int
    tag: str


# ---------------------------------------------------------------- finding entities


def _date_or_code(text: str, start: int) -> Entity | None:
    before = text[start - 1] if start else ""
    for pattern, tag in ((MARKED_DATE, "DATE"), (MARKED_STOCK_CODE, "CODE")):
        match = pattern.match(text, start)
        if match and before not in _NOT_BEFORE[tag]:
            after = text[match.end() : match.end() + 1]
            if not (after.isdigit() if tag == "DATE" else after in _ASCII_WORD):
                return Entity(start, match.end(), tag)
    return None


def _numeric_entities(text: str) -> list[Entity]:
    found = []
    not_before = _NOT_BEFORE["NUM"]
    for match in NUMBER_WITH_UNIT.finditer(text):
        start, end = match.span()
        unit = match.group("unit")
        number_end = end - len(unit) if unit else end
        if text[number_end : number_end + 1] in _MAY_BE_DATE_OR_CODE:
            special = _date_or_code(text, start)
            if special:
                found.append(special)
                continue
        if start and text[start - 1] in not_before:
            continue
        if unit and unit.strip() in "亿万" and text[end : end + 1] in _COUNTED:
            found.append(Entity(start, number_end, "NUM"))  # 23.3亿股, 119万头: a count, not money
        elif unit:
            found.append(Entity(start, end, "PCT" if unit[-1] in "%％" else "MONEY"))
        elif not text[end : end + 1].isdigit():
            found.append(Entity(start, end, "NUM"))
    found += [Entity(m.start(), m.end(), "MONEY") for m in MONEY_PREFIXED.finditer(text)]
    for pattern in (BRACKETED_CODE, LABELLED_CODE):
        found += [Entity(m.start(1), m.end(1), "CODE") for m in pattern.finditer(text)]
    return found


def _latin_org_entities(text: str) -> list[Entity]:
    return [
        Entity(m.start(), m.end(), "ORG")
        for m in LATIN_ORG.finditer(text)
        if not m.start() or text[m.start() - 1] not in _ASCII_WORD
    ]


def _han_org_entities(text: str) -> list[Entity]:
    found = []
    for suffix in ORG_SUFFIX.finditer(text):
        start = suffix.start()
        while (
            start > 0
            and suffix.start() - start < ORG_SCAN_CHARS
            and HAN.match(text[start - 1])
            and text[start - 1] not in _ORG_STOP
        ):
            start -= 1
        generic = ORG_GENERIC_BEFORE_SUFFIX.match(text, start, suffix.start())
        start = max(generic.end() if generic else start, suffix.start() - ORG_NAME_MAX_CHARS)
        open_ended = suffix.group(0) in _OPEN_SUFFIXES and HAN.match(text[suffix.end() : suffix.end() + 1])
        if suffix.start() - start >= 2 and not open_ended:
            found.append(Entity(start, suffix.end(), "ORG"))
    return found


def entities(text: str) -> list[Entity]:
    """Non-overlapping entities in text order; at each start the longest match wins."""
    candidates = _numeric_entities(text) + _latin_org_entities(text) + _han_org_entities(text)
    candidates.sort(key=lambda e: (e.start, e.start - e.end, _RANK[e.tag]))
    chosen: list[Entity] = []
    end = 0
    for entity in candidates:
        if entity.start >= end and entity.end > entity.start:
            chosen.append(entity)
            end = entity.end
    return chosen


# ---------------------------------------------------------------- markers


def escape(text: str) -> str:
    """Literal `⟦` -> `⟦L⟧`, `⟧` -> `⟦R⟧`, the `<` of a literal `<TAG>` -> `⟦LT⟧`, in one pass."""
    if OPEN not in text and CLOSE not in text and "<" not in text:
        return text
    return _SPECIAL.sub(lambda m: _ESCAPED[m.group(0)], text)


def marker(tag: str, content: str, style: MarkerStyle) -> str:
    """One entity, its content already escaped."""
    if style == "xml":
        return f"<{tag}>{content}</{tag}>"
    if style == "brackets":
        return f"{OPEN}{tag} {content}{CLOSE}"
    return content


def render(text: str, start: int, end: int, found: list[Entity], style: MarkerStyle = "brackets") -> str:
    """text[start:end] escaped, with a marker around each of `found` (sorted, non-overlapping)
    that lies wholly inside the span."""
    if style == "none":
        return escape(text[start:end])
    index = bisect.bisect_left(found, start, key=lambda e: e.start)
    parts, at = [], start
    while index < len(found) and found[index].start < end:
        entity = found[index]
        index += 1
        if entity.end > end:
            continue
        parts.append(escape(text[at : entity.start]))
        parts.append(marker(entity.tag, escape(text[entity.start : entity.end]), style))
        at = entity.end
    parts.append(escape(text[at:end]))
    return "".join(parts)


def decorate(text: str, style: MarkerStyle = "brackets") -> str:
    """`text` with entity markers, marker syntax escaped; strip_markers() undoes it exactly."""
    return render(text, 0, len(text), entities(text) if style != "none" else [], style)


def strip_markers(text: str) -> str:
    """Remove markers and anchors, unescape brackets: the exact source text of decorate()."""
    return _STRIP.sub(lambda m: _UNESCAPED.get(m.group(0), ""), text)


def paragraph_anchor(text: str) -> str:
    """`⟦#` + 6 hex of blake2b(the paragraph without whitespace) + `⟧`: the same paragraph gets the
    same anchor on every run, however its lines were wrapped."""
    normalised = "".join(text.split())
    return f"{OPEN}#{hashlib.blake2b(normalised.encode('utf-8'), digest_size=3).hexdigest()}{CLOSE}"
