"""Where a quoted value may start and end in its source, and what number a price holds."""

from __future__ import annotations

from schemas.patterns import (
    ALNUM,
    HAN,
    LATIN_LETTERS,
    NOT_SPACED_DECIMALS,
    NUMBER_RE,
    PRICE_PREFIX_BEFORE,
    SPACED_NUMBER_GROUPS,
    WHOLE_CELL_BEFORE,
    WHOLE_NUMBER_BEFORE,
)


def _digit(char: str) -> bool:
    return "0" <= char <= "9"


def cuts_number(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] starts or ends inside a number: next to a digit, a decimal point
    or thousands comma between digits, or a digit group continued after one space (the AlphaFin
    dataset and OCR turn `43.75` into `43 75`)."""
    return starts_inside_number(text, start) or ends_inside_number(text, end)


def starts_inside_number(text: str, start: int) -> bool:
    if not (0 < start < len(text) and _digit(text[start])):
        return False
    before = text[start - 1]
    if before in "  " and WHOLE_NUMBER_BEFORE.search(text, max(0, start - 25), start - 1):
        return False  # `489.28 650.00`, `4,022 5,700`: after a whole number, a space starts the next cell
    if before in "  " and NOT_SPACED_DECIMALS.match(text, start):
        return False  # `484 500`: three digits are no decimals
    return _digit(before) or (before in ".,．  " and start >= 2 and _digit(text[start - 2]))


def _cell_after_a_whole_cell(text: str, end: int) -> bool:
    """The digit group that ends at `end` follows a whole-number cell of its row (`668 742`, `1,642 742`,
    and with its currency glued before it: `51.20 $62`)."""
    start = end
    while start > 0 and _digit(text[start - 1]):
        start -= 1
    prefix = PRICE_PREFIX_BEFORE.search(text, max(0, start - 4), start)
    if prefix and start < end:
        start = prefix.start()
    return start < end and WHOLE_CELL_BEFORE.search(text, max(0, start - 24), start) is not None


def ends_inside_number(text: str, end: int) -> bool:
    if not (0 < end < len(text) and _digit(text[end - 1])):
        return False
    after = text[end]
    if after in "  " and WHOLE_NUMBER_BEFORE.search(text, max(0, end - 24), end):
        return False  # `90.00 52-week range`, `5,700 06-Jul-26`: a whole number; a space starts the next cell
    if after in "  " and NOT_SPACED_DECIMALS.match(text, end + 1):
        return False  # `500 06-Jul-26`, `484 500`: the next cell follows the space
    if after in "  " and _cell_after_a_whole_cell(text, end):
        return False  # `668 742 11`: a spaced decimal never joins two cells of a row of whole cells
        # (the short group after stays doubtful as a quote of its own: `11` may be a percentage cell)
    return _digit(after) or (after in ".,．  " and end + 1 < len(text) and _digit(text[end + 1]))


def same_word(left: str, right: str) -> bool:
    """Two characters of one word run: both Han, or both Latin letters or digits."""
    return bool((HAN.match(left) and HAN.match(right)) or (ALNUM.match(left) and ALNUM.match(right)))


def price_numbers(value: str) -> list[float]:
    """The numbers a price holds: `45.50元` -> [45.5]; `30-35元` -> [30, 35]; the spaced AlphaFin
    forms `43 75元` -> [43.75] and `72 50 85 00元` -> [72.5, 85.0]."""
    spaced = SPACED_NUMBER_GROUPS.match(value.strip())
    if spaced:
        groups = spaced.group(0).split(" ")
        return [float(f"{whole}.{fraction}") for whole, fraction in zip(groups[::2], groups[1::2], strict=True)]
    return [float(n.replace(",", "").replace("．", ".")) for n in NUMBER_RE.findall(value)]


ENGLISH_SHARE = 0.9  # Latin letters among the letters of a cover: an English note


def is_english(cover: str) -> bool:
    """Whether a text (a report's cover) is English: Latin letters are nearly all its letters."""
    latin = len(LATIN_LETTERS.findall(cover))
    han = len(HAN.findall(cover))
    return latin > 0 and latin >= ENGLISH_SHARE * (latin + han)
