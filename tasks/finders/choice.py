"""The choice among a finder's candidates: a linear score over a few features, the highest wins,
the earliest on a tie. Measured, not guessed: the weights are data (schemas/choice_weights.json)
and `fit_choice` learns them from labelled reports (bench/accuracy.py cross-validates the fit).

Decisions and their features (each 0 or 1 unless noted):
- `rating_company`, among the rating statements of a company report: `first` (the first one
  stated), `changed_to` (上调至“买入”), `action` (an action stated with it: 维持, 首次 ...), `box` (a
  cover box's label right before: `评级：`), `early` (1 at the text's start, 0 from MARKER_CHARS on);
- `rating_industry`, among an industry report's own statements (never a stock's): the same, plus
  `scope_industry` (an industry cue precedes it: 行业评级, 维持行业…) and `sector_scale` (a word of
  a sector scale: 超配, 领先大市, 看好);
- `target`, among the target prices of a company report: `first`, `unit` (printed with its
  currency), `range`, `early`.

The stored defaults reproduce the hand-written choice (a changed-to rating, else the first; an
industry-cued rating, then a sector word, then the first; a target with its unit, else the
first). The fit is an averaged perceptron started from them, over the examples in id order, for
a fixed number of epochs: deterministic, and equal to the defaults when they make no mistake.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TypeVar

Weights = dict[str, dict[str, float]]
Features = dict[str, float]
DECISIONS = ("rating_company", "rating_industry", "target")
EPOCHS = 5
TIE = 1e-9
T = TypeVar("T")


@cache
def _stored() -> str:
    return resources.files("schemas").joinpath("choice_weights.json").read_text("utf-8")


def default_weights() -> Weights:
    """The stored weights (a fresh copy)."""
    raw = json.loads(_stored())
    return {decision: {k: float(v) for k, v in raw[decision].items()} for decision in DECISIONS}


_ACTIVE: ContextVar[Weights | None] = ContextVar("choice_weights", default=None)


def active_weights() -> Weights:
    return _ACTIVE.get() or default_weights()


@contextmanager
def using_weights(weights: Weights | None) -> Iterator[None]:
    """Every choice inside the block uses `weights` (None: the stored ones)."""
    token = _ACTIVE.set(weights)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def score(weights: dict[str, float], features: Features) -> float:
    return sum(weights.get(name, 0.0) * value for name, value in features.items())


def best_index(weights: dict[str, float], rows: Sequence[Features]) -> int:
    """The highest-scoring row, the earliest on a tie."""
    best, best_score = 0, float("-inf")
    for index, features in enumerate(rows):
        value = score(weights, features)
        if value > best_score + TIE:
            best, best_score = index, value
    return best


def choose(decision: str, candidates: Sequence[T], features: Callable[[int, T], Features]) -> T | None:
    """The candidate the active weights of `decision` score highest (None when there is none)."""
    if not candidates:
        return None
    rows = [features(index, c) for index, c in enumerate(candidates)]
    return candidates[best_index(active_weights()[decision], rows)]


# ---------------------------------------------------------------- fitting


@dataclass(frozen=True)
class Example:
    """One labelled report as the rules backend reads it: its text (the prompt's head and body,
    markers stripped) and the values labelled for it."""

    id: str
    text: str
    head: str
    body: str
    rating: str | None
    target_price: str | None


@dataclass(frozen=True)
class Decision:
    """One choice to learn: the candidates' values and features, and which values are right."""

    name: str
    values: tuple[str, ...]
    rows: tuple[Features, ...]
    right: frozenset[int]


def decisions_of(example: Example) -> list[Decision]:
    """The choices the rules backend makes on one report whose right answer is among the candidates."""
    import unicodedata

    from tasks.finders.doc_type import find_doc_type
    from tasks.finders.rating import rating_choice
    from tasks.finders.target_price import target_choice

    def same(a: str | None, b: str | None) -> bool:
        return bool(a and b) and unicodedata.normalize("NFKC", a).strip() == unicodedata.normalize("NFKC", b).strip()  # type: ignore[arg-type]

    doc_type = find_doc_type(example.body, example.head).value
    found = [rating_choice(example.text, doc_type)]  # type: ignore[arg-type]
    if doc_type == "company":
        found.append(target_choice(example.text))
    out = []
    for (name, candidates, rows), label in zip(found, (example.rating, example.target_price)):
        right = frozenset(i for i, c in enumerate(candidates) if same(c.value, label))
        if len(candidates) > 1 and right:
            out.append(Decision(name, tuple(c.value for c in candidates), tuple(rows), right))
    return out


def fit_choice(examples: Iterable[Example], epochs: int = EPOCHS, start: Weights | None = None) -> Weights:
    """Averaged-perceptron weights per decision, started from `start` (None: the stored ones): on
    each mistake the best right candidate's features are added and the chosen one's subtracted."""
    weights = {name: dict(table) for name, table in (start or default_weights()).items()}
    decisions = [d for e in sorted(examples, key=lambda e: e.id) for d in decisions_of(e)]
    totals = {name: dict(w) for name, w in weights.items()}
    steps = 1
    for _ in range(epochs):
        for decision in decisions:
            w = weights[decision.name]
            chosen = best_index(w, decision.rows)
            if chosen not in decision.right:
                gold = max(sorted(decision.right), key=lambda i: (score(w, decision.rows[i]), -i))
                for name in set(decision.rows[gold]) | set(decision.rows[chosen]):
                    w[name] = (
                        w.get(name, 0.0) + decision.rows[gold].get(name, 0.0) - decision.rows[chosen].get(name, 0.0)
                    )
            for name, table in weights.items():
                for key, value in table.items():
                    totals[name][key] = totals[name].get(key, 0.0) + value
            steps += 1
    return {name: {k: round(v / steps, 6) for k, v in table.items()} for name, table in totals.items()}


def choice_accuracy(examples: Iterable[Example], weights: Weights | None = None) -> dict[str, tuple[int, int]]:
    """Per decision: (right, decided) over the examples' decisions, with `weights` (None: stored)."""
    use = weights or default_weights()
    out: dict[str, tuple[int, int]] = {}
    for example in examples:
        for decision in decisions_of(example):
            right, total = out.get(decision.name, (0, 0))
            out[decision.name] = (right + (best_index(use[decision.name], decision.rows) in decision.right), total + 1)
    return out
