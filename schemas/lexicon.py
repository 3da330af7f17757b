"""The rating lexicon: data in rating_lexicon.json, each printed word with its normalised class.

The cues around the words (rating statements, legend, actions) live in schemas/patterns.py."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

from schemas.patterns import CURRENCY_UNITS

RATING_CLASSES = ("buy", "outperform", "neutral", "underperform", "sell", "unrated")


@cache
def rating_lexicon() -> dict[str, str]:
    """Printed rating word -> normalised class. English keys are lower-cased."""
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    table: dict[str, str] = {}
    for klass in RATING_CLASSES:
        for word in raw[klass]:
            table[word.lower() if word.isascii() else word] = klass
    return table


@cache
def rating_scales() -> dict[str, str]:
    """Printed word -> the sector scale it belongs to (market_relative, allocation, view, ...)."""
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    return {word: scale for scale, words in raw["scales"].items() for word in words}


def rating_scale(word: str) -> str:
    """The scale of a rating word: a sector scale, or "stock" for the words brokers give stocks."""
    return rating_scales().get(word.strip(), "stock")


def normalize_rating(word: str) -> str | None:
    word = word.strip()
    return rating_lexicon().get(word.lower() if word.isascii() else word)


@cache
def _rating_word_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The lexicon words split by script, longest first so 强烈推荐 wins over 推荐; English on word
    boundaries. Two scans are ~5x faster than one case-insensitive alternation over CJK text."""
    words = sorted(rating_lexicon(), key=len, reverse=True)
    han = "|".join(re.escape(w) for w in words if not w.isascii())
    latin = "|".join(re.escape(w) for w in words if w.isascii())
    return re.compile(han), re.compile(rf"\b(?:{latin})\b", re.I)


def rating_words(text: str, start: int = 0, end: int | None = None) -> list[re.Match[str]]:
    """Every rating-lexicon word in text[start:end], in order."""
    han, latin = _rating_word_patterns()
    stop = len(text) if end is None else end
    return sorted([*han.finditer(text, start, stop), *latin.finditer(text, start, stop)], key=lambda m: m.start())


def currency_of(text: str) -> str | None:
    for pattern, code in CURRENCY_UNITS:
        if pattern.search(text):
            return code
    return None
