"""Target-price candidates: the price a target-price cue points at, never the current price or a
previous target."""

from __future__ import annotations

import re

from schemas.patterns import (
    CURRENT_PRICE_CUE,
    HAS_PRICE_UNIT,
    NOT_A_PRICE_AFTER,
    PREVIOUS_TARGET_CUE,
    PRICE,
    PRICE_CHANGED_FROM,
    TARGET_PRICE_CUE,
)
from schemas.types import Candidate

_SENTENCE_BREAK = re.compile(r"[。；;!?！？\n]")
TARGET_WINDOW = 30


def _price_after_cue(text: str, cue_end: int) -> re.Match[str] | None:
    """The first plausible price within TARGET_WINDOW chars after a target-price cue."""
    window_end = min(len(text), cue_end + TARGET_WINDOW)
    for match in PRICE.finditer(text, cue_end, window_end):
        between = text[cue_end : match.start()]
        if _SENTENCE_BREAK.search(between) or CURRENT_PRICE_CUE.search(between):
            return None
        if NOT_A_PRICE_AFTER.match(text[match.end() : match.end() + 4]):
            continue
        if PRICE_CHANGED_FROM.match(text[match.end() : match.end() + 6]):
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
    with_unit = [c for c in occurrences if HAS_PRICE_UNIT.search(c.value)]
    return (with_unit or occurrences or [None])[0]
