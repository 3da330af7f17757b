"""A sector note's view word that is no stock rating (`Market Weight`, `Positive`, `Bearish`) held in the first person
on the subject its headline names (`We stay Market Weight on European autos:` under `European Autos: …`): the finders
read it as the note's rating and the validator accepts it; the same words on a stock, or a legend's scale, are no
view."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.rating import find_rating
from tasks.validate.grounding import validate_field
from tests.builders import report_view

NOTE = (
    "Meridale Brooke\n"
    "Equity Research | Industry Report\n"
    "European Autos: Tariffs priced, China not\n"
    "European car registrations rose 3% in October. We stay Market Weight on European autos: tariff risk is in the"
    " prices.\n"
    "Among the carmakers we rate Vollmark (VOLM GY) Outperform with a €164.00 price target, while Sterne Automobiles"
    " (STRN FP) stays at Market Perform with a PT of €58.00.\n"
    "Sector rating: Overweight, Market Weight or Underweight against the broad market.\n"
)

HELD = [
    ("We stay Market Weight on European autos:", "Market Weight"),
    ("We remain Positive on European carmakers.", "Positive"),
    ("We keep\nBearish on European autos,", "Bearish"),
    ("We stay at Market-weight on the European auto makers;", "Market-weight"),
]


@pytest.mark.parametrize(("held", "word"), HELD)
def test_a_view_word_held_on_the_headline_subject_is_the_notes_rating(tmp_path: Path, held: str, word: str) -> None:
    text = NOTE.replace("We stay Market Weight on European autos:", held)
    found = find_rating(text, "industry")
    assert found is not None and found.value == word
    result = validate_field(FieldName.RATING, word, report_view(tmp_path, text), extractor="m", doc_type="industry")
    assert result.accepted and result.value == word


@pytest.mark.parametrize(
    "held",
    [
        "We stay Market Weight on Kaveri Motors:",  # a proper name the headline does not print: no sector view
        "Consensus stays Market Weight on European autos:",  # not the note's voice
    ],
)
def test_a_view_word_on_another_subject_or_voice_is_no_view(tmp_path: Path, held: str) -> None:
    text = NOTE.replace("We stay Market Weight on European autos:", held)
    assert find_rating(text, "industry") is None
    result = validate_field(
        FieldName.RATING, "Market Weight", report_view(tmp_path, text), extractor="m", doc_type="industry"
    )
    assert not result.accepted
