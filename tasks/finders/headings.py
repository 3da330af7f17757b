"""The headings of a text the finders read, by the document's structure (the lines its pages set
apart by type, tasks/ingest/blocks.py), as spans of that text: None where the structure is not
known, and the finders fall back to reading headings from the words and shapes of lines."""

from __future__ import annotations

from functools import lru_cache

from schemas.types import HeadingLine, HeadingSpan

Headings = tuple[HeadingSpan, ...] | None


def heading_spans_in(text: str, lines: tuple[HeadingLine, ...] | None) -> Headings:
    """The spans of `text` whose line is one of the document's heading lines, word for word (a
    prompt's text holds the report's lines verbatim, not at their offsets)."""
    if lines is None:
        return None
    sizes = {line.text: line.size for line in lines}
    spans = []
    at = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped in sizes:
            start = at + line.index(stripped)
            spans.append(HeadingSpan(start, start + len(stripped), sizes[stripped]))
        at += len(line) + 1
    return tuple(spans)


def heading_at(headings: tuple[HeadingSpan, ...], text: str, start: int, end: int) -> HeadingSpan | None:
    """The heading that is the line text[start:end] (its words, whatever spaces surround them)."""
    line = text[start:end]
    words = line.strip()
    span = _by_start(headings).get(start + len(line) - len(line.lstrip())) if words else None
    return span if span is not None and span.end - span.start == len(words) else None


@lru_cache(maxsize=16)
def _by_start(headings: tuple[HeadingSpan, ...]) -> dict[int, HeadingSpan]:
    return {span.start: span for span in headings}
