"""A sector note's own view held in the first person on the subject its headline names, in its words' stems (`We stay
Overweight on Indian consumer staples.` under `India Consumer: …`), the sentence wrapped anywhere: the finders read it as
the note's rating, the validator accepts it, and a stock named so (`Overweight on Kaveri Bank.`) is no sector view."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.clean.cleaner import clean
from tasks.finders.rating import find_rating, names_the_subject
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import validate_field
from tests.builders import make_document, report_view

NOTE = (
    "Meridane Capital\n"
    "Equity Research | Sector Update\n"
    "India Consumer: Volumes are back, margins next\n"
    "Volume growth for our coverage rose to 6% in the September quarter, the best in eight quarters. We stay\n"
    "Overweight on Indian consumer staples.\n"
    "Company Code CMP TP (INR) Recommendation\n"
    "Adveer Foods ADVF IN 1,244 1,480 Buy\n"
    "Karpal Beverages KRPL IN 668 612 Reduce\n"
)


@pytest.mark.parametrize(
    ("subject", "cover", "named"),
    [
        ("Indian consumer staples", "India Consumer", True),
        ("private banks", "India Private Banks", True),
        ("European utilities", "European Utilities: Rates bite", True),
        ("regulated utilities", "Utilities: Rates bite", True),
        ("Kaveri Bank", "India Private Banks", False),  # a proper name the cover does not print
        ("the market", "India Consumer", False),
    ],
)
def test_a_subject_is_the_covers_when_its_proper_words_are(subject: str, cover: str, named: bool) -> None:
    assert names_the_subject(subject, cover) is named


@pytest.mark.parametrize("wrap", ["We stay\nOverweight", "We stay Overweight", "We remain\nOverweight"])
def test_the_view_held_on_the_headline_subject_is_the_sector_notes_rating(wrap: str) -> None:
    text = NOTE.replace("We stay\nOverweight", wrap)
    found = find_rating(text, "industry")
    assert found is not None and found.value == "Overweight"


def test_a_stock_named_after_the_view_is_no_sector_view() -> None:
    text = NOTE.replace("Indian consumer staples.", "Kaveri Bank.")
    assert find_rating(text, "industry") is None


def test_the_validator_accepts_the_view_and_refuses_a_stocks(tmp_path: Path) -> None:
    accepted = validate_field(
        FieldName.RATING, "Overweight", report_view(tmp_path, NOTE), extractor="m", doc_type="industry"
    )
    assert accepted.accepted and accepted.value == "Overweight"
    stock = NOTE.replace("Indian consumer staples.", "Kaveri Bank.")
    refused = validate_field(
        FieldName.RATING, "Overweight", report_view(tmp_path, stock), extractor="m", doc_type="industry"
    )
    assert not refused.accepted


def test_the_prompt_keeps_a_wrapped_statements_opening_with_it() -> None:
    prompt = build_prompt(clean(make_document([NOTE])))
    text = prompt.head + "\n" + prompt.body
    assert "We stay" in text
    assert text.index("We stay") < text.index("Overweight on Indian consumer staples.")
