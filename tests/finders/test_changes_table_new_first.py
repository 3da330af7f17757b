"""A `Key changes` table whose header prints the current column before the previous one (`Current Previous` over
`Target price ¥3,950 ¥3,100`): the row's first price is the target; under `Previous Current` the second is.
Texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.findings import find_all
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def note(header: str, row: str) -> str:
    return (
        "Equity Research | Company Update\nMitsukoshi Hanaya (3099 JP)\n1 December 2026\n"
        "Mitsukoshi Hanaya: Upgrade to Buy on luxury recovery\nKey changes\n"
        f"{header}\nRating Buy Neutral\nTarget price {row}\n2027E EPS ¥212 ¥188\nSource: estimates\n"
        "Luxury sales at the flagship stores rose 14% in November.\n"
    )


@pytest.mark.parametrize(
    ("header", "row", "target", "old"),
    [
        ("Current Previous", "¥3,950 ¥3,100", "¥3,950", "¥3,100"),
        ("New Old", "¥3,950 ¥3,100", "¥3,950", "¥3,100"),
        ("Previous Current", "¥3,100 ¥3,950", "¥3,950", "¥3,100"),
    ],
)
def test_the_current_columns_price_is_the_target(tmp_path: Path, header: str, row: str, target: str, old: str) -> None:
    text = note(header, row)
    chosen = find_all(text).target()
    assert chosen is not None and chosen.value == target
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.TARGET_PRICE, target, view, extractor="m").accepted
    assert not validate_field(FieldName.TARGET_PRICE, old, view, extractor="m").accepted
