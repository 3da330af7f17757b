"""A cover box's rating printed with its legend code (`Outperform (1)` over `Target price NT$1,020`) is the note's
rating when the report's legend gives that code to that word; a legend entry's bracketed code (`Not rated (NR): no
rating or target is assigned`) is never a rating stated. Texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.finders.findings import find_all
from tasks.validate.grounding import validate_field
from tests.builders import report_view

LEGEND = (
    "Important disclosures\nRatings definitions. Expected returns are measured over the next 12 months.\n"
    "Outperform (1): expected to outperform the local market by 10% or more over 12 months.\n"
    "Neutral (2): expected to perform within 10% of the local market.\n"
    "Underperform (3): expected to underperform the local market by 10% or more.\n"
    "Not rated (NR): no rating or target is assigned.\n"
)


def note(box: str) -> str:
    return (
        "Equity Research | Company Report\nHsinlung Micro (3581 TT)\n3 December 2026\n"
        f"{box}\nTarget price NT$1,020\nPrior target NT$940\nPrice NT$874\n"
        "Design wins in notebook power management doubled this year.\n" + LEGEND
    )


def test_a_box_rating_with_its_legend_code_is_the_rating(tmp_path: Path) -> None:
    rating = find_all(note("Outperform (1)")).rating("company")
    assert rating is not None and rating.value == "Outperform"
    result = validate_field(
        FieldName.RATING, "Outperform", report_view(tmp_path, note("Outperform (1)")), extractor="m"
    )
    assert result.accepted


def test_a_code_the_legend_gives_another_word_makes_no_box_rating() -> None:
    rating = find_all(note("Outperform (3)")).rating("company")
    assert rating is None or rating.value != "Outperform"


def test_a_legend_entrys_bracketed_code_is_no_rating() -> None:
    assert all(c.value != "NR" for c in find_all(note("Outperform (1)")).ratings)
    assert all(c.value != "NR" for c in find_all(note("Key data")).ratings)
