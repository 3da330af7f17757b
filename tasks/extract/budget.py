"""The per-report token budget: count before sending, and trim the gradient prompt to fit.

Only the body shrinks. The head holds every sentence with rating, target-price or risk wording and
the tail holds the task, so both are never cut. Body paragraphs go from the end first: a report's
last pages are its financial statements, appendices and disclosures. Validation reads the whole
kept text whatever the prompt held, so a trimmed prompt cannot make a wrong value pass.

`drop_body_paragraphs` and `paragraphs_to_drop` are pure; `fit_prompt` asks the extractor for the
API's own count of the whole request (`count_tokens`: system block and user turn, exactly what is
sent), trims on the local estimate mapped to that count, and counts again.
"""

from __future__ import annotations

import re
from dataclasses import replace

from schemas.types import ExtractionRequest, Fit, Prompt
from tasks.extract.base import Extractor
from tasks.prompt.gradient import estimate_tokens

_PARAGRAPH_BREAK = re.compile(r"\n(?=⟦#[0-9a-f]{6}⟧)")  # report brackets are escaped: only anchors match
_LINE_BREAK = re.compile(r"\n")
MAX_ROUNDS = 4
SAFETY = 0.97  # aim a little under the limit: the local estimate is only proportional to the API's count


def split_body(body: str) -> tuple[str, list[str]]:
    """(label line, paragraphs): each paragraph opens with its ⟦#xxxxxx⟧ anchor (a body rendered
    without anchors splits at every line)."""
    if not body:
        return "", []
    label, *paragraphs = (_PARAGRAPH_BREAK if _PARAGRAPH_BREAK.search(body) else _LINE_BREAK).split(body)
    return label, paragraphs


def body_paragraphs(prompt: Prompt) -> list[str]:
    return split_body(prompt.body)[1]


def drop_body_paragraphs(prompt: Prompt, dropped: tuple[int, ...] | list[int]) -> Prompt:
    """The prompt without those body paragraphs; head and tail untouched. Pure and repeatable, so a
    resumed batch rebuilds exactly the prompt it sent."""
    if not dropped:
        return prompt
    label, paragraphs = split_body(prompt.body)
    gone = set(dropped)
    kept = [p for index, p in enumerate(paragraphs) if index not in gone]
    body = "\n".join([label, *kept]) if kept else ""
    return replace(prompt, body=body)


def paragraphs_to_drop(prompt: Prompt, target_tokens: int) -> tuple[int, ...]:
    """The fewest body paragraphs, taken from the end, whose removal brings the local estimate of
    the prompt to `target_tokens` or below (all of them when even that is not enough)."""
    count = len(body_paragraphs(prompt))
    if not count or estimate_tokens(prompt.text) <= target_tokens:
        return ()

    def last(n: int) -> tuple[int, ...]:
        return tuple(range(count - n, count))

    # The estimate of the trimmed prompt itself, not a sum of per-paragraph estimates: those round
    # up per paragraph and count each joining newline as a whole token. It never grows as more
    # paragraphs go, so the fewest that reach the target are found by bisection.
    low, high = 1, count
    while low < high:
        middle = (low + high) // 2
        if estimate_tokens(drop_body_paragraphs(prompt, last(middle)).text) <= target_tokens:
            high = middle
        else:
            low = middle + 1
    return last(low)


def fit_prompt(doc_id: str, prompt: Prompt, extractor: Extractor, budget: int | None) -> Fit:
    """Count with the extractor; over its input limit (context window less max_tokens, or `budget`)
    drop body paragraphs until the API's count fits or the body is gone."""
    limit = extractor.input_token_limit(budget)
    if limit is None:
        return Fit(prompt)

    def count(candidate: Prompt) -> int | None:
        return extractor.count_tokens(ExtractionRequest(doc_id=doc_id, prompt=candidate))

    before = count(prompt)
    if before is None or before <= limit:
        return Fit(prompt, tokens_before=before, tokens_after=before, limit=limit)
    dropped: tuple[int, ...] = ()
    current, tokens = prompt, before
    counted = [(estimate_tokens(prompt.text), before)]  # (local estimate of the prompt, API count of the request)
    for _ in range(MAX_ROUNDS):
        if not current.body:
            break
        more = paragraphs_to_drop(current, estimate_for_count(counted, limit))
        dropped = _in_original(prompt, dropped, more)
        current = drop_body_paragraphs(prompt, dropped)
        tokens = count(current) or 0
        counted.append((estimate_tokens(current.text), tokens))
        if tokens <= limit or not current.body:
            break
    return Fit(current, dropped=dropped, tokens_before=before, tokens_after=tokens, limit=limit)


def estimate_for_count(counted: list[tuple[int, int]], limit: int) -> int:
    """The local estimate of a prompt whose request the API would count a little under `limit`.
    From one count, proportional. From two, on the line through them, which learns the fixed part of
    the count that no prompt text holds (the system block) and keeps the margin off that part."""
    estimate, tokens = counted[-1]
    proportional = int(estimate * limit * SAFETY / tokens)
    if len(counted) < 2 or estimate == counted[-2][0]:
        return proportional
    per_estimate = (tokens - counted[-2][1]) / (estimate - counted[-2][0])
    if per_estimate <= 0:
        return proportional
    fixed = max(0.0, tokens - per_estimate * estimate)
    goal = fixed + (limit - fixed) * SAFETY
    return int(estimate - (tokens - goal) / per_estimate)


def _in_original(original: Prompt, dropped: tuple[int, ...], more: tuple[int, ...]) -> tuple[int, ...]:
    """Union of `dropped` and `more`, where `more` indexes the paragraphs left after `dropped`."""
    remaining = [i for i in range(len(body_paragraphs(original))) if i not in set(dropped)]
    return tuple(sorted(set(dropped) | {remaining[i] for i in more}))
