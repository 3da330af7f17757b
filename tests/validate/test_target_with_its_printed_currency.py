"""A target answered with the currency its cue prints right before the number (`CNY 116.00` of `Target price Starts at
CNY 116.00`) is the cued target as printed; another price of the cover with its currency is not. Texts; needs no
../shared."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.validate.grounding import validate_field
from tests.builders import report_view

COVER = (
    "Harbour Memory Technologies 688999.SS: Initiation, memory supercycle\n"
    "Rating Starts at\nBuy\n"
    "Target price Starts at CNY 116.00\n"
    "IPO price 27 July 2026 CNY 8.66\n"
    "Implied upside +1,239.5%\n"
)


def status(tmp_path: Path, value: str) -> FieldStatus:
    return validate_field(FieldName.TARGET_PRICE, value, report_view(tmp_path, COVER), extractor="m").status


def test_the_cued_target_with_its_printed_currency(tmp_path: Path) -> None:
    assert status(tmp_path, "CNY 116.00") is FieldStatus.VALID


def test_another_price_with_its_currency_is_no_target(tmp_path: Path) -> None:
    assert status(tmp_path, "CNY 8.66") is FieldStatus.INVALID
    assert status(tmp_path, "CNY 116") is FieldStatus.INVALID
