"""The rules backend: deterministic and offline, it answers in FAP like a model would, with a
choice among the candidates of tasks/finders."""

from __future__ import annotations

import re

from schemas.fap import render_fap
from schemas.types import Candidate, ExtractionReply, ExtractionRequest, FieldName
from tasks.extract.base import Extractor
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.finders.target_price import find_target_price
from tasks.prompt.markers import strip_markers

RULES_EXTRACTOR = "rules"


# ---------------------------------------------------------------- the backend

_LABEL_LINE = re.compile(r"^\[(?:HEAD|BODY|TASK|SNIPPETS?)[^\]\n]*\]\s*$", re.M)


def prompt_source_text(text: str) -> str:
    """The report text inside a prompt: markers and anchors stripped, label lines removed."""
    return _LABEL_LINE.sub("", strip_markers(text))


class RulesExtractor(Extractor):
    """Reads the prompt's report part (head and body, never the tail) and answers in FAP."""

    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        text = prompt_source_text("\n".join((request.prompt.head, request.prompt.body)))
        finders = {
            FieldName.RATING: lambda: _value(find_rating(text)),
            FieldName.TARGET_PRICE: lambda: _value(find_target_price(text)),
            FieldName.RISK_FACTORS: lambda: [c.value for c in find_risks(text)],
        }
        answer = render_fap({name: finders[name]() for name in request.fields})
        return ExtractionReply(text=answer, extractor=RULES_EXTRACTOR)


def _value(candidate: Candidate | None) -> str | None:
    return candidate.value if candidate else None
