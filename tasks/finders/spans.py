"""Where a quoted value may start and end in its source, and what number a price holds."""

from __future__ import annotations

import re

from schemas.patterns import ALNUM, HAN, NUMBER_RE, SPACED_NUMBER

_SPACED_GROUPS = re.compile(rf"^(?:{SPACED_NUMBER} )?{SPACED_NUMBER}(?= ?\D|$)")


def _digit(char: str) -> bool:
    return "0" <= char <= "9"


def cuts_number(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] starts or ends inside a number: next to a digit, a decimal point
    or thousands comma between digits, or a digit group continued after one space (the AlphaFin
    dataset and OCR turn `43.75` into `43 75`)."""
    if start > 0 and start < len(text) and _digit(text[start]):
        before = text[start - 1]
        if _digit(before):
            return True
        if before in ".,．" and start >= 2 and _digit(text[start - 2]):
            return True
        if before == " " and start >= 2 and _digit(text[start - 2]):
            return True
    if end < len(text) and end > 0 and _digit(text[end - 1]):
        after = text[end]
        if _digit(after):
            return True
        if after in ".,．" and end + 1 < len(text) and _digit(text[end + 1]):
            return True
        if after == " " and end + 1 < len(text) and _digit(text[end + 1]):
            return True
    return False


def same_word(left: str, right: str) -> bool:
    """Two characters of one word run: both Han, or both Latin letters or digits."""
    return bool((HAN.match(left) and HAN.match(right)) or (ALNUM.match(left) and ALNUM.match(right)))


def price_numbers(value: str) -> list[float]:
    """The numbers a price holds: `45.50元` -> [45.5]; `30-35元` -> [30, 35]; the spaced AlphaFin
    forms `43 75元` -> [43.75] and `72 50 85 00元` -> [72.5, 85.0]."""
    spaced = _SPACED_GROUPS.match(value.strip())
    if spaced:
        groups = spaced.group(0).split(" ")
        return [float(f"{whole}.{fraction}") for whole, fraction in zip(groups[::2], groups[1::2], strict=True)]
    return [float(n.replace(",", "").replace("．", ".")) for n in NUMBER_RE.findall(value)]
