"""The rating lexicon: data in rating_lexicon.json, each printed word with its normalised class.

The cues around the words (rating statements, legend, actions) live in schemas/patterns.py."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache, lru_cache
from importlib import resources

from schemas.patterns import (
    BOFA_RATING_CODE,
    CURRENCY_UNITS,
    LEGEND_ABBREVIATED_CODE_BEFORE,
    LEGEND_CODE_AFTER,
    LEGEND_CODE_BEFORE,
    TABLE_RATING_CELL,
)

RATING_CLASSES = ("buy", "outperform", "neutral", "underperform", "sell", "unrated")


@cache
def rating_lexicon() -> dict[str, str]:
    """Printed rating word -> normalised class. English keys are lower-cased."""
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    table: dict[str, str] = {}
    for klass in RATING_CLASSES:
        for word in raw[klass]:
            table[word.lower() if word.isascii() else word] = klass
    return table | {word.lower(): klass for word, klass in label_view_words().items()}


@cache
def label_view_words() -> dict[str, str]:
    """A sector's view words (`Positive`, `Market Weight`) -> class: a rating only right after a
    sector-view label (schemas/patterns.py SECTOR_VIEW_VALUE), never a word looked for elsewhere."""
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    views = raw["label_view"]
    return {word: klass for klass in RATING_CLASSES for word in views.get(klass, ())}


@cache
def rating_scales() -> dict[str, str]:
    """Printed word -> the sector scale it belongs to (market_relative, allocation, view, ...).
    English keys are lower-cased, as the lexicon's."""
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    scales = {
        word.lower() if word.isascii() else word: scale for scale, words in raw["scales"].items() for word in words
    }
    return scales | {word.lower(): "view" for word in label_view_words()}


def rating_scale(word: str) -> str:
    """The scale of a rating word: a sector scale, or "stock" for the words brokers give stocks
    (English in any case: `In-Line` is `In-line`)."""
    word = word.strip()
    return rating_scales().get(word.lower() if word.isascii() else word, "stock")


def normalize_rating(word: str) -> str | None:
    word = word.strip()
    return rating_lexicon().get(word.lower() if word.isascii() else word)


@cache
def _table_codes() -> dict[str, str]:
    raw = json.loads(resources.files("schemas").joinpath("rating_lexicon.json").read_text("utf-8"))
    codes = raw["table_codes"]
    return {code: klass for klass in RATING_CLASSES for code in codes.get(klass, ())}


def table_rating_class(cell: str, legend: Mapping[str, str] | None = None) -> str | None:
    """The class of a table's rating cell (`OW`, `2H`, `B-1-7`, `Buy (UR)`, `Neutral`, or a code the
    report's `legend` defines: `O-PF`), or None. The codes rate a stock only as a whole cell under a
    Rating column: never looked for in prose."""
    code = cell.strip().split(" (")[0]
    if legend and code in legend:
        return normalize_rating(legend[code])
    found = TABLE_RATING_CELL.fullmatch(cell.strip())
    if not found:
        return None
    word = found.group("word")
    bofa = BOFA_RATING_CODE.fullmatch(word)
    if bofa:
        word = bofa.group("rating")
    elif word[-1:] == "H" and word[:-1].isdigit():
        word = word[:-1]  # Citi's high-risk mark
    if word.lower() in _label_view_keys():
        return None
    return _table_codes().get(word) or normalize_rating(word)


@cache
def _label_view_keys() -> frozenset[str]:
    return frozenset(word.lower() for word in label_view_words())


@cache
def _rating_word_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The lexicon words split by script, longest first so 强烈推荐 wins over 推荐; English on word
    boundaries. Two scans are ~5x faster than one case-insensitive alternation over CJK text."""
    words = sorted(set(rating_lexicon()) - _label_view_keys(), key=len, reverse=True)
    han = "|".join(re.escape(w) for w in words if not w.isascii())
    latin = "|".join(re.escape(w) for w in words if w.isascii())
    return re.compile(han), re.compile(rf"\b(?:{latin})\b", re.I)


@cache
def _label_view_pattern() -> re.Pattern[str]:
    words = sorted(label_view_words(), key=len, reverse=True)
    return re.compile(rf"\b(?:{'|'.join(re.escape(w) for w in words)})\b", re.I)


def label_view_word_at(text: str, start: int, end: int | None = None) -> re.Match[str] | None:
    """A sector's view word (`Market Weight`, `Positive`) starting at `start`: read only where a
    sector-view label says so (a key strip's cell under `Sector weighting`)."""
    return _label_view_pattern().match(text, start, len(text) if end is None else end)


def rating_words(text: str, start: int = 0, end: int | None = None) -> list[re.Match[str]]:
    """Every rating-lexicon word in text[start:end], in order."""
    han, latin = _rating_word_patterns()
    stop = len(text) if end is None else end
    return sorted([*han.finditer(text, start, stop), *latin.finditer(text, start, stop)], key=lambda m: m.start())


MIN_LEGEND_CODES = 2  # a legend maps a scale: two codes to two classes at least
LEGEND_CODE_REACH = 10  # `1 = `, `(1) `, `O-PF (`: how far before the word its code may stand
LEGEND_ABBREVIATION_REACH = 24  # `Mkt Outperf (`: an abbreviated code of two or three words before its word


def _abbreviates(code: str, word: str) -> bool:
    """A code whose words each abbreviate the rating's word in their place (`Mkt Perf` for `Market Perform`):
    as many words, each starting with its word's first letter, its letters found in that word in order."""
    short, full = re.split(r"[ -]", code.lower().replace(".", "")), re.split(r"[ -]", word.lower())
    if len(short) != len(full) or short == full:
        return False
    for piece, whole in zip(short, full, strict=True):
        letters = iter(whole[1:])
        if piece[0] != whole[0] or not all(letter in letters for letter in piece[1:]):
            return False
    return True


def _abbreviated_code_before(text: str, word: re.Match[str]) -> re.Match[str] | None:
    """A legend's abbreviated code before the rating word in brackets (`Mkt Perf (Market Perform`), or None."""
    found = LEGEND_ABBREVIATED_CODE_BEFORE.search(text, max(0, word.start() - LEGEND_ABBREVIATION_REACH), word.start())
    return found if found and _abbreviates(found.group("code"), word.group(0)) else None


def legend_entries(text: str) -> dict[str, tuple[str, int, int]]:
    """The report's printed legend of rating codes, digits and short letter codes alike: code -> (the
    rating word it stands for, the entry's start and end: `1 = Buy`, `OW: Overweight`, `1 (Outperform`,
    `O-PF (Outperform`, `Buy (1)`, `(1) Buy`), each code's first entry. Empty unless the legend maps two
    codes or more to distinct classes: one `1: Buy` is no scale. A code printed after words of two
    classes (`Buy (UR)`, `Hold (UR)`) is a mark, no code of the scale."""
    return dict(_legend_entries(text))


@lru_cache(maxsize=16)  # finders, the prompt and validation (once per coded call) read the same few texts
def _legend_entries(text: str) -> tuple[tuple[str, tuple[str, int, int]], ...]:
    # `(1) Buy (2) Hold` and `Buy (1) Hold (2)` read both ways: the convention is the reading with more entries.
    code_first: dict[str, tuple[str, int, int]] = {}
    word_first: dict[str, tuple[str, int, int]] = {}
    code_first_classes: dict[str, set[str | None]] = {}
    word_first_classes: dict[str, set[str | None]] = {}
    for word in rating_words(text):
        klass = normalize_rating(word.group(0))
        if klass == "unrated":
            continue
        before = LEGEND_CODE_BEFORE.search(
            text, max(0, word.start() - LEGEND_CODE_REACH), word.start()
        ) or _abbreviated_code_before(text, word)
        after = LEGEND_CODE_AFTER.match(text, word.end())
        if before:
            code = before.group("code") or before.group("paren")
            code_first_classes.setdefault(code, set()).add(klass)
            code_first.setdefault(code, (word.group(0), before.start(), word.end()))
        if after:
            word_first_classes.setdefault(after.group("code"), set()).add(klass)
            word_first.setdefault(after.group("code"), (word.group(0), word.start(), after.end()))
    entries, classes_of = (
        (word_first, word_first_classes) if len(word_first) > len(code_first) else (code_first, code_first_classes)
    )
    entries = {code: entry for code, entry in entries.items() if len(classes_of[code]) == 1}
    classes = {normalize_rating(word) for word, _, _ in entries.values()}
    return tuple(entries.items()) if len(entries) >= MIN_LEGEND_CODES and len(classes) >= MIN_LEGEND_CODES else ()


def rating_legend(text: str) -> dict[str, str]:
    """The report's legend of rating codes: code -> the rating word it stands for (`1` -> `Buy`,
    `O-PF` -> `Outperform`)."""
    return {code: word for code, (word, _, _) in legend_entries(text).items()}


def legend_rating_class(code: str, text: str) -> str | None:
    """The class of a rating code (`1`, `O-PF`) by the legend `text` prints, or None without one. Citi's
    high-risk `1H` reads as its `1` where the legend defines only the digit."""
    legend = rating_legend(text)
    code = code.strip()
    word = legend.get(code) or (legend.get(code[:-1]) if code[-1:] == "H" and code[:-1].isdigit() else None)
    return normalize_rating(word) if word else None


def currency_of(text: str) -> str | None:
    for pattern, code in CURRENCY_UNITS:
        if pattern.search(text):
            return code
    return None
