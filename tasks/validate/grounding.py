"""Stage 6: strict validation of every answered field against the cleaned source.

A value is accepted only when it is verbatim in the kept report text (not the rating legend, not a
dropped disclaimer, not a planted instruction) and sits in the right context:
- RATING: a lexicon word stated as the rating (a rating cue nearby), not a legend definition and
  not the old rating of a change;
- TARGET_PRICE: the price a target-price cue points at: not the current price, not a previous
  target, not the X of "由X上调至Y";
- RISK_FACTORS: every item after a risk-section heading, in report order, at most 10.
NONE is accepted only when the rules finders see no candidate either.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, replace
from functools import cached_property

from rapidfuzz import fuzz

from schemas.fap import NONE_VALUE, split_items
from schemas.lexicon import currency_of, normalize_rating
from schemas.patterns import ALNUM, HAN, NUMBER_RE, injection_spans
from schemas.types import Candidate, CleanDocument, Evidence, FieldName, FieldResult, FieldStatus
from tasks.prompt.markers import strip_markers
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.finders.risks import MAX_RISK_ITEMS, find_risks, risk_headings
from tasks.finders.target_price import find_target_price, target_price_occurrences

MASK = "\x00"
RISK_REACH = 2500  # how far after its heading a risk item may sit


@dataclass
class KeptView:
    """The kept segments joined by newlines, with planted instructions masked out."""

    clean: CleanDocument
    text: str
    starts: list[int]  # offset in `text` of each kept segment

    def doc_offset(self, offset: int) -> int:
        index = bisect.bisect_right(self.starts, offset) - 1
        return self.clean.kept[index].start + offset - self.starts[index]

    def evidence(self, start: int, end: int) -> Evidence:
        page, page_start, page_end = self.clean.document.locate(self.doc_offset(start), self.doc_offset(end - 1) + 1)
        return Evidence(page, page_start, page_end)

    @cached_property
    def legend_text(self) -> str:
        return "\n".join(self.clean.segment_text(s) for s in self.clean.legend)

    @cached_property
    def ratings(self) -> list[Candidate]:
        return rating_occurrences(self.text)

    @cached_property
    def targets(self) -> list[Candidate]:
        return target_price_occurrences(self.text)


def kept_view(clean: CleanDocument) -> KeptView:
    parts, starts, at = [], [], 0
    for segment in clean.kept:
        starts.append(at)
        parts.append(clean.segment_text(segment))
        at += len(parts[-1]) + 1
    return KeptView(clean, mask_injections("\n".join(parts)), starts)


def mask_injections(text: str) -> str:
    """Blank out every sentence that carries planted instructions or FAP markers, keeping offsets."""
    for start, end, _ in injection_spans(text):
        text = text[:start] + MASK * (end - start) + text[end:]
    return text


def validate_field(name: FieldName, raw_value: str, view: KeptView, *, extractor: str, fallback: bool = False) -> FieldResult:
    value = strip_markers(raw_value).strip()
    checker = {FieldName.RATING: _check_rating, FieldName.TARGET_PRICE: _check_target_price, FieldName.RISK_FACTORS: _check_risks}[name]
    result = _check_none(name, view) if value == NONE_VALUE else checker(value, view)
    if result.status is FieldStatus.VALID:
        result = replace(result, extractor=extractor, status=FieldStatus.FALLBACK_VALID if fallback else FieldStatus.VALID)
    elif result.status is FieldStatus.NONE:
        result = replace(result, extractor=extractor)
    return result


def invalid(name: FieldName, reason: str) -> FieldResult:
    return FieldResult(name=name, status=FieldStatus.INVALID, reason=reason)


def _check_none(name: FieldName, view: KeptView) -> FieldResult:
    candidate = rules_candidate(name, view)
    if candidate:
        return invalid(name, f"answered NONE but the report states {candidate!r}")
    return FieldResult(name=name, status=FieldStatus.NONE)


def rules_candidate(name: FieldName, view: KeptView) -> str | None:
    """What the rules finders see for a field in the kept text, or None."""
    if name is FieldName.RATING:
        found = find_rating(view.text)
        return found.value if found else None
    if name is FieldName.TARGET_PRICE:
        found = find_target_price(view.text)
        return found.value if found else None
    risks = find_risks(view.text)
    return "; ".join(c.value for c in risks) if risks else None


def _check_rating(value: str, view: KeptView) -> FieldResult:
    name = FieldName.RATING
    normalized = normalize_rating(value)
    if normalized is None:
        return invalid(name, f"{value!r} is not a rating word of the lexicon")
    stated = [c for c in view.ratings if c.value == value]
    if not stated:
        if value not in view.text and value in view.legend_text:
            return invalid(name, f"{value!r} appears only in the rating legend")
        if value in view.text:
            return invalid(name, f"{value!r} appears in the report but never as its rating statement")
        return invalid(name, f"{value!r} is not in the report text{_closest(value, view.text)}")
    current = find_rating(view.text)
    chosen = next((c for c in stated if current and c.start == current.start), stated[0])
    return FieldResult(
        name=name,
        status=FieldStatus.VALID,
        value=value,
        evidence=(view.evidence(chosen.start, chosen.end),),
        rating_normalized=normalized,
        rating_action=chosen.action,
    )


def _check_target_price(value: str, view: KeptView) -> FieldResult:
    name = FieldName.TARGET_PRICE
    if not NUMBER_RE.search(value):
        return invalid(name, f"{value!r} holds no number")
    matching = [c for c in view.targets if c.value.startswith(value) and view.text.startswith(value, c.start)]
    if not matching:
        if value in view.text:
            return invalid(name, f"{value!r} is in the report but not as the target price (current price, previous target or another number)")
        return invalid(name, f"{value!r} is not in the report text{_closest(value, view.text)}")
    chosen = matching[0]
    numbers = [float(n.replace(",", "").replace("．", ".")) for n in NUMBER_RE.findall(chosen.value)]
    return FieldResult(
        name=name,
        status=FieldStatus.VALID,
        value=value,
        evidence=(view.evidence(chosen.start, chosen.start + len(value)),),
        target_price_low=min(numbers),
        target_price_high=max(numbers),
        target_currency=currency_of(chosen.value) or currency_of(chosen.context),
    )


def _check_risks(value: str, view: KeptView) -> FieldResult:
    name = FieldName.RISK_FACTORS
    items = split_items(value)
    if not items:
        return invalid(name, "no risk items given")
    if len(items) > MAX_RISK_ITEMS:
        return invalid(name, f"{len(items)} risk items given; at most {MAX_RISK_ITEMS} are kept")
    headings = risk_headings(view.text)
    heading_starts = [h for h, _, _ in headings]
    section_starts = {start for _, start, _ in headings}
    if not heading_starts:
        return invalid(name, "the report has no risk-section heading")
    evidence, at = [], 0
    for number, item in enumerate(items, 1):
        start = _find_in_risk_reach(item, view.text, at, heading_starts, section_starts)
        if start is None:
            if _find_in_risk_reach(item, view.text, 0, heading_starts, section_starts) is not None:
                return invalid(name, f"risk item {number} {item!r} is out of report order")
            where = "in the report" if item in view.text else "in the report text"
            reason = f"risk item {number} {item!r} is not verbatim after a risk heading" if item in view.text else f"risk item {number} {item!r} is not {where}{_closest(item, view.text)}"
            return invalid(name, reason)
        evidence.append(view.evidence(start, start + len(item)))
        at = start + len(item)
    return FieldResult(name=name, status=FieldStatus.VALID, value="; ".join(items), items=tuple(items), evidence=tuple(evidence))


def _same_word(left: str, right: str) -> bool:
    return bool((HAN.match(left) and HAN.match(right)) or (ALNUM.match(left) and ALNUM.match(right)))


def _at_item_boundary(text: str, start: int, end: int, *, after_heading: bool) -> bool:
    """A quoted item is a whole item: it does not start or stop inside a word ("等" may follow).
    An item right after its heading may start flush against it (`风险因素食品安全`)."""
    before, after = text[start - 1 : start], text[end : end + 1]
    starts_clean = after_heading or not before or not _same_word(before, text[start])
    ends_clean = not after or after == "等" or not _same_word(text[end - 1], after)
    return starts_clean and ends_clean


def _find_in_risk_reach(item: str, text: str, at: int, heading_starts: list[int], section_starts: set[int]) -> int | None:
    start = text.find(item, at)
    while start != -1:
        index = bisect.bisect_right(heading_starts, start) - 1
        whole = _at_item_boundary(text, start, start + len(item), after_heading=start in section_starts)
        if index >= 0 and start - heading_starts[index] <= RISK_REACH and whole:
            return start
        start = text.find(item, start + 1)
    return None


def _closest(value: str, text: str) -> str:
    """A hint for reviewers: the closest stretch of the report and its similarity."""
    if not value or not text:
        return ""
    alignment = fuzz.partial_ratio_alignment(value, text)
    if alignment is None or alignment.score < 60:
        return ""
    return f" (closest: {text[alignment.dest_start:alignment.dest_end]!r}, {alignment.score:.0f}% similar)"
