"""An English numbered risk list that a page turn carries on (`1. …` / `2. …`, the page's sidebar and the next page's
header, then `3. …`): its next item is read with it, in the finder and the validator alike; never past a back page's
heading (`Important disclosures`), a line of prose, or a number of another style. Texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.risks import find_risks
from tasks.validate.grounding import validate_field
from tests.builders import report_view

HEAD = (
    "Equity Research | Industry Update\nUS Utilities & Power: Load growth is real\n"
    "Utilities raised five-year capex plans by 14% on data centre interconnection requests.\n"
    "Risks to our view\n"
    "1. Power demand from data centres grows more slowly than utilities plan for.\n"
    "2. Regulators cap allowed returns in rate cases.\n"
)
FURNITURE = "Sector view\nPositive\nKey data\nStocks covered 16\nAnalysts\nHarriet Okonjo\n"
THIRD = "3. Higher interest rates raise the cost of the capex plans.\n"
BACK = "Important disclosures\nBuy: we expect the stock's total return to exceed 15% over the next 12 months.\n"
ITEMS = [
    "Power demand from data centres grows more slowly than utilities plan for",
    "Regulators cap allowed returns in rate cases",
]
TURNED = "Higher interest rates raise the cost of the capex plans"


def test_the_next_number_past_a_page_turn_goes_on_with_the_list(tmp_path: Path) -> None:
    text = HEAD + FURNITURE + THIRD + BACK
    assert [c.value for c in find_risks(text, "industry")] == [*ITEMS, TURNED]
    view = report_view(tmp_path, text)
    assert validate_field(
        FieldName.RISK_FACTORS, "; ".join([*ITEMS, TURNED]), view, extractor="m", doc_type="industry"
    ).accepted


@pytest.mark.parametrize(
    "between",
    [
        "Important disclosures\nAnalyst certification\n",  # a back page's heading: the list ended
        "Valuation\nOur target prices are based on a 12-month forward P/E of 18x for the group.\n",  # prose
    ],
)
def test_no_next_item_past_a_back_page_or_prose(tmp_path: Path, between: str) -> None:
    text = HEAD + between + THIRD
    assert [c.value for c in find_risks(text, "industry")] == ITEMS
    view = report_view(tmp_path, text)
    assert not validate_field(
        FieldName.RISK_FACTORS, "; ".join([*ITEMS, TURNED]), view, extractor="m", doc_type="industry"
    ).accepted


def test_a_number_of_another_style_is_no_next_item() -> None:
    text = HEAD + FURNITURE + "(3) Higher interest rates raise the cost of the capex plans.\n" + BACK
    assert [c.value for c in find_risks(text, "industry")] == ITEMS
