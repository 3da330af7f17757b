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


SECTOR = (
    "Sector Report | Japan Autos\nSector view: Cautious\nFigure 6: Ratings and target prices\n"
    "Company\nCode\nRating\nTarget price\nHoshino Motor\n7203 JP\n1\n¥3,600\nTsurugi Motors\n7211 JP\n3\n¥780\n"
)
SECTOR_LEGEND = "Ratings: 1 = Outperform, 2 = Neutral, 3 = Underperform. Source: Kestrel Research\n"
CALLS = "7203 JP | Hoshino Motor | 1 | ¥3,600; 7211 JP | Tsurugi Motors | 3 | ¥780"


def test_a_tables_numeric_codes_take_their_class_from_the_printed_legend(tmp_path: Path) -> None:
    """Under a Rating column the codes rate their rows; the legend under the table says what they
    mean (without one, the table codes' usual classes: tasks/validate, schemas/rating_lexicon.json)."""
    for text, expected in ((SECTOR + SECTOR_LEGEND, ["outperform", "underperform"]), (SECTOR, ["buy", "sell"])):
        view = report_view(tmp_path, text)
        calls = validate_field(FieldName.STOCK_CALLS, CALLS, view, extractor="m", doc_type="industry", row=None)
        assert calls.status is FieldStatus.VALID
        assert [(c.rating, c.rating_normalized) for c in calls.calls] == list(zip(["1", "3"], expected, strict=True))
