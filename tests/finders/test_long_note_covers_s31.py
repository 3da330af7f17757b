"""Whole English notes of session 31's batch D (bench/house_long.py): a cover column that opens with the rating alone
over a price dated `at` with its currency bracketed (Deutsche Bank), a rating history's dated entries that are past
ratings, and an industry view printed in capitals after its label (Barclays)."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName, FieldStatus
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.validate.grounding import validate_field
from tests.builders import rating_of, report_view

PROSE = "Corsall beat our 4Q25 EPS estimate on price increases in its rail components business and guided higher."
HISTORY = (
    "Historical recommendations and target price: Corsall Industries (CRSL.N)\n"
    "1. 14/05/2025: Buy, Target Price Change USD78.00; 2. 02/10/2025: Downgrade to Hold, USD65.00\n"
)


def test_a_rating_alone_over_a_price_dated_at_with_its_currency_bracketed_is_the_covers() -> None:
    cover = "Hold\nPrice at 6 Mar 2026 (USD) 67.40\nPrice target - 12mth (USD) 72.00\nCorsall Industries\n"
    assert rating_of(cover + PROSE + "\n" + HISTORY) == "Hold"
    assert rating_of("Sell\nPrice as of 6 March 2026 (EUR): 42.10\n" + PROSE) == "Sell"


def test_a_rating_alone_over_a_line_that_is_no_price_line_is_no_covers_rating() -> None:
    assert rating_of("Hold\nPrice at a discount to peers\n" + PROSE) is None


@pytest.mark.parametrize(
    "entry",
    [
        "1. 14/05/2025: Buy, Target Price Change USD78.00",
        "2. 02/10/2025: Downgrade to Hold, USD65.00",
        "12 Sep 2025: Outperform",
    ],
)
def test_a_rating_historys_dated_entry_is_no_rating_of_the_note(entry: str) -> None:
    assert rating_occurrences(f"Corsall Industries\n{PROSE}\nRating history\n{entry}\n") == []


def test_an_industry_view_in_capitals_after_its_label_is_the_sectors_view(tmp_path: Path) -> None:
    text = (
        "European Chemicals\nDestocking is done; volumes are the next leg\nIndustry View: POSITIVE (from NEUTRAL)\n"
        "European chemical volumes rose 3% in January and inventories are back at their average.\n"
        "Rhenwald Chemie (RHW GY): Overweight, PT EUR68\nRhenwald gains most from the volume recovery.\n"
    )
    found = find_rating(text, "industry")
    assert found is not None and found.value == "POSITIVE"
    view = report_view(tmp_path, text)
    result = validate_field(FieldName.RATING, "POSITIVE", view, extractor="m", doc_type="industry")
    assert result.status == FieldStatus.VALID
    assert (
        validate_field(FieldName.RATING, "NEUTRAL", view, extractor="m", doc_type="industry").status
        != FieldStatus.VALID
    )
