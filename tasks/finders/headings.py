"""The headings of a text the finders read, by the document's structure (the lines its pages set
apart by type, tasks/ingest/blocks.py), as spans of that text: None where the structure is not
known, and the finders fall back to reading headings from the words and shapes of lines. A report
with OCR pages among its text pages has its structure known on the text pages alone: `structure_at`
tells the finders which of the two a line gets."""

from __future__ import annotations

import bisect
from functools import lru_cache

from schemas.types import HeadingLine, HeadingSpan, TextHeadings

Headings = TextHeadings | None


def heading_spans_in(text: str, lines: tuple[HeadingLine, ...] | None, unstructured: tuple[str, ...] = ()) -> Headings:
    """The spans of `text` whose line is one of the document's heading lines, word for word (a
    prompt's text holds the report's lines verbatim, not at their offsets), and the lines whose
    structure is not known (`unstructured`: the words of its OCR pages' lines)."""
    if lines is None:
        return None
    sizes = {line.text: line.size for line in lines}
    untyped = set(unstructured)
    spans = []
    unknown = []
    at = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped in untyped:
            unknown.append((at, at + len(line)))
        elif stripped in sizes:
            start = at + line.index(stripped)
            spans.append(HeadingSpan(start, start + len(stripped), sizes[stripped]))
        at += len(line) + 1
    return TextHeadings(tuple(spans), tuple(unknown))


def structure_at(headings: Headings, offset: int) -> TextHeadings | None:
    """The text's headings where `offset` sits on a line whose structure is known; None where it is
    not (no structure at all, or an OCR page's line): there the finders read the line's words."""
    if headings is None or not headings.unknown:
        return headings
    index = bisect.bisect_right(_unknown_starts(headings.unknown), offset) - 1
    return None if index >= 0 and offset < headings.unknown[index][1] else headings


def heading_at(headings: TextHeadings, text: str, start: int, end: int) -> HeadingSpan | None:
    """The heading that is the line text[start:end] (its words, whatever spaces surround them)."""
    line = text[start:end]
    words = line.strip()
    span = _by_start(headings.spans).get(start + len(line) - len(line.lstrip())) if words else None
    return span if span is not None and span.end - span.start == len(words) else None


@lru_cache(maxsize=16)
def _by_start(spans: tuple[HeadingSpan, ...]) -> dict[int, HeadingSpan]:
    return {span.start: span for span in spans}


@lru_cache(maxsize=16)
def _unknown_starts(unknown: tuple[tuple[int, int], ...]) -> list[int]:
    return [start for start, _ in unknown]
