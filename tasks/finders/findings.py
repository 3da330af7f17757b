"""A text's findings: the candidates of every finder on it, each found once and read by every
stage that needs it, instead of each stage (and each finder) running the others again.

Three texts of one report are read, each with its own findings (`find_all` memoises them):
- the rules backend reads the prompt's report text (head and body, tasks/extract/rules.py), and
  the report's kind from the body then the head;
- validation and the fallback's snippets read the kept text (tasks/validate/);
- the prompt reads the stock-table rows of the whole document text (tasks/prompt/gradient.py).

A finding is found when a stage first reads it, then kept: the prompt reads only table rows, and
validation the risk items only of a field answered NONE, so finding everything up front would add
work. The candidates depend on no weights; only the choice among them does (`rating`, `target`:
`weights`, None for the stored ones, tasks/finders/choice.py). The kind reads its calls from the
findings too: its value never depends on the weights (a target or none), only its evidence does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar, cast

from schemas.types import Candidate, DocType
from tasks.finders.choice import Weights
from tasks.finders.doc_type import find_doc_type
from tasks.finders.headings import Headings
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.finders.risks import find_risks, risk_headings
from tasks.finders.stock_calls import CallCandidate, find_stock_calls, table_rows, table_spans
from tasks.finders.target_price import find_target_price, target_price_occurrences

T = TypeVar("T")
RiskSection = tuple[int, int, int]  # heading start, section start, section end


@dataclass(frozen=True, eq=False)
class DocumentFindings:
    """The finders' candidates on `text`; the report's kind read from `kind_texts` (none: `text`);
    `headings`: the text's heading lines by the document's structure (None: not known)."""

    text: str
    kind_texts: tuple[str, ...] = ()
    headings: Headings = None
    _found: dict[object, Any] = field(default_factory=dict, init=False, repr=False)

    def _once(self, key: object, compute: Callable[[], T]) -> T:
        if key not in self._found:
            self._found[key] = compute()
        return cast(T, self._found[key])

    @property
    def targets(self) -> tuple[Candidate, ...]:
        """Every price a target-price cue points at (tasks/finders/target_price.py)."""
        return self._once("targets", lambda: tuple(target_price_occurrences(self.text)))

    @property
    def calls(self) -> tuple[CallCandidate, ...]:
        """One call per stock the text rates (tasks/finders/stock_calls.py)."""
        return self._once("calls", lambda: tuple(find_stock_calls(self.text, self.targets)))

    @property
    def ratings(self) -> tuple[Candidate, ...]:
        """Every rating word stated as a rating, with its scope (tasks/finders/rating.py)."""
        return self._once("ratings", lambda: tuple(rating_occurrences(self.text, self.calls)))

    @property
    def kind(self) -> Candidate:
        """The report's kind with its evidence (tasks/finders/doc_type.py)."""
        return self._once(
            "kind",
            lambda: find_doc_type(
                *(self.kind_texts or (self.text,)),
                target_of=lambda text: self._of(text).target(),
                ratings_of=lambda text: self._of(text).ratings,
                calls_of=lambda text: self._of(text).calls,
            ),
        )

    def _of(self, text: str) -> DocumentFindings:
        """These findings for their own text (the kind read from it alone), else that text's."""
        return self if text == self.text else find_all(text)

    @property
    def table_rows(self) -> tuple[CallCandidate, ...]:
        """The rows of English stock tables read one cell a line."""
        return self._once("table_rows", lambda: table_rows(self.text))

    def table_spans(self) -> list[tuple[int, int]]:
        """What a prompt keeps for the stock tables to be read from it (rows and their headers)."""
        return self._once("table_spans", lambda: table_spans(self.text))

    def rating(self, doc_type: DocType, weights: Weights | None = None) -> Candidate | None:
        """The report's current rating: the choice among `ratings` for a report of `doc_type`."""
        return find_rating(self.text, doc_type, weights, self.ratings)

    def target(self, weights: Weights | None = None) -> Candidate | None:
        """The report's target price: the choice among `targets`."""
        return find_target_price(self.text, weights, self.targets)

    def risks(self, doc_type: DocType) -> tuple[Candidate, ...]:
        """The items of the first risk section that yields real items (tasks/finders/risks.py)."""
        return self._once(
            ("risks", doc_type), lambda: tuple(find_risks(self.text, doc_type, self.stock_names, self.headings))
        )

    def risk_headings(self, doc_type: DocType = "company") -> tuple[RiskSection, ...]:
        """(heading start, section start, section end) of each real risk heading."""
        return self._once(
            ("risk_headings", doc_type),
            lambda: tuple(risk_headings(self.text, doc_type, self.stock_names, self.headings)),
        )

    @property
    def stock_names(self) -> tuple[str, ...]:
        """The names and codes of the stocks the text rates (its calls), as printed."""
        return self._once(
            "stock_names",
            lambda: tuple(
                dict.fromkeys(part.value for call in self.calls for part in (call.code, call.name) if part is not None)
            ),
        )


@lru_cache(maxsize=16)  # a report reads a few texts, each from more than one place
def find_all(text: str, kind_texts: tuple[str, ...] = (), headings: Headings = None) -> DocumentFindings:
    """The findings of `text` (its kind read from `kind_texts` when given, its risk sections bounded by
    `headings` when its structure is known), one object per text."""
    return DocumentFindings(text, kind_texts, headings)
