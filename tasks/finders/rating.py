"""Rating candidates: every lexicon word stated as a rating, its action, and the current one."""

from __future__ import annotations

from schemas.lexicon import rating_words
from schemas.patterns import (
    CHANGED_FROM_RATING,
    CHANGED_TO_RATING,
    DOWNGRADE,
    ENGLISH_RATING_ACTIONS,
    RATING_ACTION_AFTER,
    RATING_ACTIONS_ZH,
    RATING_CUE,
    RATING_DEFINITION_AFTER,
)
from schemas.types import Candidate


def rating_occurrences(text: str) -> list[Candidate]:
    """Every lexicon rating word that reads as a statement of the rating, in text order."""
    found = []
    for match in rating_words(text):
        before = text[max(0, match.start() - 20) : match.start()]
        after = text[match.end() : match.end() + 20]
        if RATING_DEFINITION_AFTER.match(after):
            continue  # "买入：预期未来6个月…" is a legend definition, not a statement
        if CHANGED_FROM_RATING.match(after):
            continue  # "由增持上调至买入": 增持 is the old rating
        if not (RATING_CUE.search(before) or RATING_CUE.search(after[:12]) or RATING_ACTION_AFTER.match(after)):
            continue
        found.append(Candidate(match.group(0), match.start(), match.end(), rating_action(text, match.start(), match.end())))
    return found


def rating_action(text: str, start: int, end: int) -> str | None:
    before = text[max(0, start - 16) : start]
    after = text[end : end + 10]
    if CHANGED_TO_RATING.search(before):
        return "downgrade" if DOWNGRADE.search(before) else "upgrade"
    for window in (after, before):
        hits = [(window.rfind(word), action) for word, action in RATING_ACTIONS_ZH.items() if word in window]
        if hits:
            return max(hits)[1] if window is before else min(hits)[1]
    english = ENGLISH_RATING_ACTIONS.search(text[max(0, start - 40) : end + 20])
    if english:
        verb = english.group(1).lower()
        return {"reiterate": "maintain"}.get(verb, verb)
    return None


def find_rating(text: str) -> Candidate | None:
    """The current rating: a changed-to rating wins, then the first stated one."""
    occurrences = rating_occurrences(text)
    for candidate in occurrences:
        if CHANGED_TO_RATING.search(text[max(0, candidate.start - 16) : candidate.start]):
            return candidate
    return occurrences[0] if occurrences else None
