"""Validation of a numeric rating: the digit is valid only in a rating position of a report that
prints a legend mapping it to a rating word, and its class is that word's (issue 22)."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.validate.grounding import validate_field
from tests.builders import report_view

LEGEND = "Disclosure appendix\nRatings key: 1 = Buy/Outperform, 2 = Neutral/Hold, 3 = Sell/Underperform.\n"
NOTE = (
    "Equity Research | Company Update\nKestrel Tools (7741 JP)\nRating\n1\nTarget price ¥2,400\n"
    "We reiterate our investment rating of 1 and a target price of ¥2,400.\nRisks\n• A stronger yen.\n"
)


def rating(view: KeptView, value: str):
    return validate_field(FieldName.RATING, value, view, extractor="m", doc_type="company", row=None)


def test_a_digit_the_legend_defines_is_valid_with_the_legends_class(tmp_path: Path) -> None:
    view = report_view(tmp_path, NOTE + LEGEND)
    found = rating(view, "1")
    assert (found.status, found.value, found.rating_normalized, found.rating_action) == (
        FieldStatus.VALID,
        "1",
        "buy",
        None,
    )
    evidence = found.evidence[0]
    page = view.clean.document.pages[evidence.page - 1]
    cover_box = view.clean.document.text.index("Rating\n1") + len("Rating\n")
    assert (page.start + evidence.start, evidence.end - evidence.start) == (cover_box, 1)


def test_a_liars_digit_in_a_report_without_a_legend_is_rejected(tmp_path: Path) -> None:
    lie = rating(report_view(tmp_path, NOTE), "1")
    assert lie.status is FieldStatus.INVALID and "legend" in (lie.reason or "")
    assert lie.rating_normalized is None


def test_a_digit_outside_the_legend_or_never_stated_is_rejected(tmp_path: Path) -> None:
    view = report_view(tmp_path, NOTE + LEGEND)
    undefined, unstated = rating(view, "4"), rating(view, "3")
    assert undefined.status is FieldStatus.INVALID and "does not define" in (undefined.reason or "")
    assert unstated.status is FieldStatus.INVALID and "never as its rating statement" in (unstated.reason or "")
