"""The rules backend: deterministic and offline, it answers in FAP like a model would, with a
choice among the candidates of tasks/finders."""

from __future__ import annotations

import re

from schemas.fap import render_call, render_fap
from schemas.lexicon import currency_of
from schemas.patterns import LISTED_TICKER, NAME_AND_BRACKETED_CODE, REPORT_KIND_BEFORE_NAME, TITLE_WITH_CODE
from schemas.types import Candidate, DocType, ExtractionReply, ExtractionRequest, FieldName
from tasks.extract.base import Extractor
from tasks.finders.choice import Weights
from tasks.finders.doc_type import ENGLISH_COVER_CHARS, MARKER_CHARS
from tasks.finders.findings import DocumentFindings, find_all
from tasks.finders.headings import heading_spans_in
from tasks.finders.own_company import find_own_company
from tasks.finders.spans import is_english
from tasks.finders.target_price import target_of_the_call
from tasks.prompt.markers import strip_markers

RULES_EXTRACTOR = "rules"


# ---------------------------------------------------------------- the backend

_LABEL_LINE = re.compile(r"^\[(?:HEAD|BODY|TASK|SNIPPETS?)[^\]\n]*\]\s*$", re.M)


def prompt_source_text(text: str) -> str:
    """The report text inside a prompt: markers and anchors stripped, label lines removed."""
    return _LABEL_LINE.sub("", strip_markers(text))


class RulesExtractor(Extractor):
    """Reads the prompt's report part (head and body, never the tail) and answers in FAP. Its
    choices use `weights` (None: the stored ones; the bench passes the ones it fits)."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights

    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        text = prompt_source_text("\n".join((request.prompt.head, request.prompt.body)))
        # The kind markers want report order: the body keeps the title and cover lines, and the
        # cover's statements that moved to the head come next.
        head, body = (prompt_source_text(part).lstrip() for part in (request.prompt.head, request.prompt.body))
        found = find_all(
            text, (body, head), heading_spans_in(text, request.prompt.headings, request.prompt.unstructured_lines)
        )
        doc_type: DocType = found.kind.value  # type: ignore[assignment]
        rating_found = found.rating(doc_type, self.weights)
        rating = _value(rating_found)
        # a company note's target: the one its call statement gives with its rating, where that is another price
        target = (
            _value(target_of_the_call(text, found.target(self.weights), rating_found, found.ratings, found.targets))
            if doc_type == "company"
            else None
        )
        finders = {
            FieldName.DOC_TYPE: lambda: doc_type,
            FieldName.RATING: lambda: rating,
            FieldName.TARGET_PRICE: lambda: target,
            FieldName.RISK_FACTORS: lambda: [c.value for c in found.risks(doc_type)],
            FieldName.STOCK_CALLS: lambda: _calls(found, doc_type, rating, target),
        }
        answer = render_fap({name: finders[name]() for name in request.fields})
        return ExtractionReply(text=answer, extractor=RULES_EXTRACTOR)


def _value(candidate: Candidate | None) -> str | None:
    return candidate.value if candidate else None


def _calls(found: DocumentFindings, doc_type: DocType, rating: str | None, target: str | None) -> list[str]:
    """An industry report's calls as found; a company report's one call on its own company, with
    the report's rating and target."""
    text = found.text
    if doc_type == "industry":
        return [
            render_call(
                c.code.value if c.code else None,
                c.name.value if c.name else None,
                c.rating.value,
                c.target.value if c.target else None,
            )
            for c in found.calls
        ]
    if rating is None and target is None:
        return []
    title = TITLE_WITH_CODE.search(text, 0, MARKER_CHARS)
    parts = NAME_AND_BRACKETED_CODE.fullmatch(title.group(0)) if title else None
    if parts:
        kind = REPORT_KIND_BEFORE_NAME.match(parts.group(1))
        name = parts.group(1)[kind.end() :] if kind and len(parts.group(1)) - kind.end() >= 2 else parts.group(1)
        return [render_call(parts.group(2), name, rating, target)]
    if is_english(text[:MARKER_CHARS]):
        return _english_call(text, rating, target)
    if found.calls:
        first = found.calls[0]
        return [
            render_call(
                first.code.value if first.code else None, first.name.value if first.name else None, rating, target
            )
        ]
    return []


def _english_call(text: str, rating: str | None, target: str | None) -> list[str]:
    """An English company note's call on its own company (tasks/finders/own_company.py), else the
    cover's first ticker with its listing, with the report's rating and target."""
    own = find_own_company(text, currency_of(target) if target else None)
    if own:
        return [render_call(own.code, own.name, rating, target)]
    ticker = LISTED_TICKER.search(text, 0, ENGLISH_COVER_CHARS) or LISTED_TICKER.search(text)
    return [render_call(ticker.group(0), None, rating, target)] if ticker else []
