"""The choice among a finder's candidates: a linear score over a few features, the highest wins,
the earliest on a tie. Measured, not guessed: the weights are data (schemas/choice_weights.json)
and `fit_choice` (bench/choice_fit.py) learns them from labelled reports (bench/accuracy.py
cross-validates the fit).

Every choice takes its weights explicitly (`weights`, None: the stored ones): the pipeline reads
the stored weights; the bench passes the ones it fits (RulesExtractor(weights=...)).

Decisions and their features (each 0 or 1 unless noted):
- `rating_company`, among the rating statements of a company report: `first` (the first one
  stated), `changed_to` (上调至“买入”), `action` (an action stated with it: 维持, 首次 ...), `box` (a
  cover box's label right before: `评级：`), `early` (1 at the text's start, 0 from MARKER_CHARS on),
  `label` (an English word under a cover box's rating label in the first 3,000 characters:
  `Rating (H Share) BUY`, taken as printed over the prose's `Buy`);
- `rating_industry`, among an industry report's own statements (never a stock's): the same, plus
  `scope_industry` (an industry cue precedes it: 行业评级, 维持行业…) and `sector_scale` (a word of
  a sector scale: 超配, 领先大市, 看好);
- `target`, among the target prices of a company report: `first`, `unit` (printed with its
  currency), `range`, `early`, `box` (an English cover box's value: `Price target (HKD) 800.00`).

The stored defaults reproduce the hand-written choice (a changed-to rating, else an English cover
box's, else the first; an
industry-cued rating, then a sector word, then the first; a target with its unit, else the
first). The fit (bench/choice_fit.py) is an averaged perceptron started from them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from typing import TypeVar

Weights = dict[str, dict[str, float]]
Features = dict[str, float]
DECISIONS = ("rating_company", "rating_industry", "target")
TIE = 1e-9
T = TypeVar("T")


@cache
def _stored() -> str:
    return resources.files("schemas").joinpath("choice_weights.json").read_text("utf-8")


def default_weights() -> Weights:
    """The stored weights (a fresh copy)."""
    raw = json.loads(_stored())
    return {decision: {k: float(v) for k, v in raw[decision].items()} for decision in DECISIONS}


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


def choose(
    decision: str, candidates: Sequence[T], features: Callable[[int, T], Features], weights: Weights | None = None
) -> T | None:
    """The candidate that `weights` (None: the stored ones) of `decision` score highest (None when there is none)."""
    if not candidates:
        return None
    rows = [features(index, c) for index, c in enumerate(candidates)]
    return candidates[best_index((weights or default_weights())[decision], rows)]
