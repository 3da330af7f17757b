"""An English sector note whose calls sit only in its page-1 summary bullets, each opening with the action
verb (`Upgrade Skyhaven Air (SKHV US) to Buy from Neutral, PT $64 (from $48).`), the target right after
its cue with no verb between (`PT $33`). The validator grounds each call the finder reads."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.stock_calls import find_stock_calls
from tasks.validate.grounding import validate_field
from tests.builders import report_view

TEXT = (
    "US Airlines: Capacity discipline holds into 2027\nSummary\n"
    "• Upgrade Skyhaven Air (SKHV US) to Buy from Neutral, PT $64 (from $48).\n"
    "• Downgrade Coastjet (CSTJ US) to Sell from Neutral; PT cut to $18 (from $26).\n"
    "• Reiterate Neutral on Transmeridian (TMRD US), PT $33.\n"
    "Domestic capacity grows only 1% in the first quarter of 2027, and fares rose 6% in November.\n"
)
WANTED = {("SKHV US", "Buy", "$64"), ("CSTJ US", "Sell", "$18"), ("TMRD US", "Neutral", "$33")}


def test_summary_bullets_give_each_call_with_its_new_target(tmp_path: Path) -> None:
    found = {
        (c.code.value, c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(TEXT)
        if c.code is not None
    }
    assert WANTED <= found
    view = report_view(tmp_path, TEXT)
    answer = "; ".join(f"{code} | | {rating} | {target}" for code, rating, target in sorted(WANTED))
    result = validate_field(FieldName.STOCK_CALLS, answer, view, extractor="m", doc_type="industry")
    assert result.status is FieldStatus.VALID
    assert {(c.code, c.rating, c.target_price) for c in result.calls} == WANTED
