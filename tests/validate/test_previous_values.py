"""The value before a change, printed beside the current one (`to Buy from Neutral`, `TP ¥3,200 (from ¥2,700)`,
`$312.00 ($250.00)`, `上次评级：买入`), is never a call's rating or target nor the note's rating; a value on a
line that names another stock first is that stock's; a legend entry rates no stock. Small reports written
here and read through the pipeline's ingest (tests/builders.py); needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.validate.grounding import previous_value, validate_field
from tests.builders import report_view

RATING_CHANGES = (
    "Equity Research | Sector Report\nJapan Food & Beverages\n10 November 2026\n"
    "Japan Food & Beverages: Price increases stick; one upgrade, one downgrade\nSector view: Neutral\n"
    "Rating changes\n"
    "Kaori Foods (2809 JP): to Buy from Neutral; TP ¥3,200 (from ¥2,700)\n"
    "Nishiki Seasoning (2871 JP): Neutral; TP ¥1,850 (from ¥1,900)\n"
    "Price increases of 5-10% taken in the spring have held, and volumes fell only 1-2%.\n"
    "Ratings definitions\nBuy: expected to outperform the local benchmark by 15% or more over 12 months.\n"
    "Neutral: expected to perform within 15% of the local benchmark.\n"
)
TRUE_CALLS = "2809 JP | Kaori Foods | Buy | ¥3,200; 2871 JP | Nishiki Seasoning | Neutral | ¥1,850"


def calls(view: KeptView, value: str):  # type: ignore[no-untyped-def]
    result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
    assert result.status is FieldStatus.VALID
    return {call.code: call for call in result.calls}


def test_a_rating_change_line_keeps_the_new_values(tmp_path: Path) -> None:
    view = report_view(tmp_path, RATING_CHANGES)
    found = calls(view, TRUE_CALLS)
    assert (found["2809 JP"].rating, found["2809 JP"].target_price) == ("Buy", "¥3,200")
    assert (found["2871 JP"].rating, found["2871 JP"].target_price) == ("Neutral", "¥1,850")


def test_the_old_rating_and_target_of_a_change_line_are_no_values_of_the_call(tmp_path: Path) -> None:
    view = report_view(tmp_path, RATING_CHANGES)
    old_rating = calls(view, "2809 JP | Kaori Foods | Neutral | ¥3,200; 2871 JP | Nishiki Seasoning | Neutral | ¥1,850")
    # `from Neutral` is the old rating; the next line's `Neutral` is Nishiki's; the legend's rates no stock
    assert old_rating["2809 JP"].rating is None
    old_target = calls(view, "2809 JP | Kaori Foods | Buy | ¥2,700; 2871 JP | Nishiki Seasoning | Neutral | ¥1,900")
    assert old_target["2809 JP"].target_price is None and old_target["2871 JP"].target_price is None


def test_previous_value_marks() -> None:
    cases = [
        ("Rating: Accumulate (from Neutral)", "Neutral", True),
        ("Rating: Accumulate (from Neutral)", "Accumulate", False),
        ("HOLD → SELL", "HOLD", True),
        ("HOLD → SELL", "SELL", False),
        ("Previous: Hold / KRW71,000", "KRW71,000", True),
        ("Skyline Software SKYL US Buy $312.00 ($250.00)", "$250.00", True),
        ("Skyline Software SKYL US Buy $312.00 ($250.00)", "$312.00", False),
        ("Target price HK$65.00 (US$8.30)", "US$8.30", False),  # another currency: no old value
        ("上次评级：买入", "买入", True),
        ("目标价由41.20元上调至45.60元", "41.20元", True),
        ("目标价由41.20元上调至45.60元", "45.60元", False),
    ]
    for text, value, expected in cases:
        start = text.rindex(value) if expected or value != "Neutral" else text.index(value)
        assert previous_value(text, start, start + len(value)) is expected, (text, value)


def test_the_note_rating_is_not_the_one_it_changed_from(tmp_path: Path) -> None:
    view = report_view(
        tmp_path,
        "Equity Research | Company Update\nSeonam Semicon (042790 KS)\n"
        "Seonam Semicon: Upgrade to Buy from Hold; the HBM test cycle is here\n"
        "We upgrade Seonam Semicon to Buy and raise our target price to KRW96,000 from KRW71,000.\n",
    )
    kept = validate_field(FieldName.RATING, "Buy", view, extractor="m", doc_type="company")
    assert kept.status is FieldStatus.VALID
    old = validate_field(FieldName.RATING, "Hold", view, extractor="m", doc_type="company")
    assert old.status is FieldStatus.INVALID
