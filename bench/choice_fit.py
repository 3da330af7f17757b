"""The fit of the choice's weights (tasks/finders/choice.py) from labelled reports, for the bench
(bench/accuracy.py cross-validates it) and its tests; the pipeline only reads the stored weights.

An averaged perceptron started from the stored weights, over the examples in id order, for a fixed
number of epochs: deterministic, and equal to the stored weights when they make no mistake.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from tasks.finders.choice import DECISIONS, Features, Weights, best_index, default_weights, score
from tasks.finders.findings import find_all
from tasks.finders.rating import rating_choice
from tasks.finders.target_price import target_choice

__all__ = ["DECISIONS", "Example", "choice_accuracy", "default_weights", "fit_choice"]

EPOCHS = 5


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

    def same(a: str | None, b: str | None) -> bool:
        return bool(a and b) and unicodedata.normalize("NFKC", a).strip() == unicodedata.normalize("NFKC", b).strip()  # type: ignore[arg-type]

    findings = find_all(example.text, (example.body, example.head))
    doc_type = findings.kind.value
    found = [rating_choice(example.text, doc_type, findings.ratings)]  # type: ignore[arg-type]
    if doc_type == "company":
        found.append(target_choice(example.text, findings.targets))
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
