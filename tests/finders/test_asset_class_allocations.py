"""A macro or strategy note's asset-allocation advice (`我们维持权益资产相对债券的超配建议`, `超配权益、低配债券`)
is said of an asset class, not of the note's sector: no rating; a sector note's own 超配 stays its rating."""

from __future__ import annotations

from tasks.finders.rating import find_rating

ALLOCATION_NOTE = "3月大类资产配置：权益占优\n宏观月报\n货币政策保持中性偏松。我们维持权益资产相对债券的超配建议。\n"


def test_an_allocation_to_an_asset_class_is_no_rating() -> None:
    assert find_rating(ALLOCATION_NOTE, "industry") is None
    assert find_rating("大类资产配置月报\n我们建议超配权益资产、低配债券。\n", "industry") is None


def test_a_sector_notes_own_allocation_word_is_still_its_rating() -> None:
    found = find_rating("银行业月报\n我们看好A股银行板块，维持行业“超配”评级。\n", "industry")
    assert found is not None and found.value == "超配"
    found = find_rating("银行业月报\n我们维持A股银行板块超配建议。\n", "industry")
    assert found is not None and found.value == "超配"
