"""A report's title: the line printed largest on its first page (text layer or OCR lines alike).

Broker covers print the title in the biggest type, above the body and the sidebar; a wrapped
title continues on the next line at the same size. Lines of digits and dates (a big price, a
masthead date) and one-word lines (a logo, `Overweight`) are not titles.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from schemas.patterns import HAN, NOT_A_TITLE, TITLE_WORD
from tasks.ingest.layout import Box

MIN_TITLE_CHARS = 6  # visible characters of a title line
MAX_TITLE_CHARS = 160
MAX_TITLE_LINES = 3  # a block of more lines is body text
SAME_SIZE = 0.12  # a wrapped title's next line: line heights within 12%
TXT_TITLE_LINES = 5  # a .txt report: its first non-empty line among these


def _lines(box: Box) -> list[str]:
    return [line.strip() for line in box[4].splitlines() if line.strip()]


def _visible(text: str) -> int:
    return sum(1 for char in text if not char.isspace())


def _candidate(box: Box) -> float | None:
    """The box's line height when it may hold a title."""
    lines = _lines(box)
    if not lines or len(lines) > MAX_TITLE_LINES:
        return None
    text = " ".join(lines)
    if not MIN_TITLE_CHARS <= _visible(text) <= MAX_TITLE_CHARS or NOT_A_TITLE.fullmatch(text):
        return None
    if not HAN.search(text) and len(TITLE_WORD.findall(text)) < 2:
        return None
    return (box[3] - box[1]) / len(lines)


def _join(parts: Sequence[str]) -> str:
    title = ""
    for part in parts:
        glue = "" if not title or HAN.match(title[-1]) or HAN.match(part[0]) else " "
        title += glue + part
    return " ".join(unicodedata.normalize("NFKC", title).split())


def title_from_boxes(boxes: Sequence[Box]) -> str | None:
    """The largest-type line of a page (with its wrapped continuation), or None."""
    sized = [(height, index) for index, box in enumerate(boxes) if (height := _candidate(box)) and height > 0]
    if not sized:
        return None
    height, index = max(sized, key=lambda item: (item[0], -item[1]))
    first = boxes[index]
    parts = _lines(first)
    bottom = first[3]
    for box in sorted(boxes, key=lambda b: b[1]):
        follows = 0 <= box[1] - bottom <= height and box[0] < first[2] and box[2] > first[0]
        same = (other := _candidate(box)) is not None and abs(other - height) <= SAME_SIZE * height
        if box is not first and follows and same and len(parts) < MAX_TITLE_LINES:
            parts += _lines(box)
            bottom = box[3]
    return _join(parts)[:MAX_TITLE_CHARS]


def title_from_text(text: str) -> str | None:
    """A .txt report's title: its first line that may be one."""
    for line in [line.strip() for line in text.splitlines() if line.strip()][:TXT_TITLE_LINES]:
        if MIN_TITLE_CHARS <= _visible(line) <= MAX_TITLE_CHARS and not NOT_A_TITLE.fullmatch(line):
            return _join([line])
    return None
