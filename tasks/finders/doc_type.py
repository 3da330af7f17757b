"""The report's kind: `company` (about one listed company) or `industry` (anything else: a sector,
theme, weekly, monthly, strategy), with the evidence.

Measured on the 92 labelled real text reports (bench/accuracy.py): the title or cover naming a
company with its code decides first; else the earliest kind marker in the first pages (行业评级,
周报, 首选股票 ... against 公司点评, 总股本, 市场价格 ...); with neither, `industry`.
"""

from __future__ import annotations

from schemas.patterns import COMPANY_RATED_BEFORE, COMPANY_REPORT_MARKER, INDUSTRY_REPORT_MARKER, TITLE_WITH_CODE
from schemas.types import Candidate
from tasks.finders.rating import rating_occurrences
from tasks.finders.target_price import find_target_price

TITLE_CHARS = 150  # where a company report's title names its company and code
MARKER_CHARS = 3000  # the cover and summary, where the kind markers sit
NO_EVIDENCE = "no kind marker on the cover, no target price, no rating of 公司: not about one company"


def _by_its_calls(text: str) -> Candidate:
    """No kind marker: a report that states its own target price, or rates 公司 (维持公司“买入”评级),
    is about one company."""
    target = find_target_price(text)
    if target:
        return Candidate("company", target.start, target.end, context=f"states a target price: {target.value}")
    for rating in rating_occurrences(text):
        if COMPANY_RATED_BEFORE.search(text, max(0, rating.start - 10), rating.start):
            return Candidate("company", rating.start, rating.end, context=text[max(0, rating.start - 10) : rating.end])
    return Candidate("industry", -1, -1, context=NO_EVIDENCE)


def find_doc_type(text: str, *parts: str) -> Candidate:
    """value is company|industry; start/end locate the evidence in `text` (-1 when there is none).
    `parts`: other texts to read the same way when `text` has no title or marker (a prompt's head,
    whose sentences left the body); evidence found there has no offsets."""
    for finder in (_title, _marker):
        for index, part in enumerate((text, *parts)):
            found = finder(part)
            if found:
                return found if index == 0 else Candidate(found.value, -1, -1, context=found.context)
    return _by_its_calls("\n".join((text, *parts)))


def _title(text: str) -> Candidate | None:
    title = TITLE_WITH_CODE.search(text, 0, TITLE_CHARS)
    return Candidate("company", title.start(), title.end(), context=title.group(0)) if title else None


def _marker(text: str) -> Candidate | None:
    industry = INDUSTRY_REPORT_MARKER.search(text, 0, MARKER_CHARS)
    company = COMPANY_REPORT_MARKER.search(text, 0, MARKER_CHARS)
    markers = [(m.start(), kind, m) for kind, m in (("industry", industry), ("company", company)) if m]
    if not markers:
        return None
    _, kind, marker = min(markers, key=lambda found: found[0])
    return Candidate(kind, marker.start(), marker.end(), context=marker.group(0))
