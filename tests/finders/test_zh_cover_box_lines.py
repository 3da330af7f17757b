"""A Chinese cover box sets each label and its value on one line (`评级变动维持`, `目标价格42.80元`): the
rating-change line is a box line, no heading of a rating-history table, so the target under it is the
report's target; a real history table's heading still makes its prices previous targets."""

from __future__ import annotations

from tasks.finders.target_price import find_target_price

BOX = "投资评级买入\n评级变动维持\n目标价格42.80元\n当前股价35.16元\n"


def test_the_target_under_a_rating_change_line_is_the_target() -> None:
    found = find_target_price("晶程新材(688573.SH):N型浆料份额提升\n" + BOX)
    assert found is not None and found.value == "42.80元"


def test_a_rating_history_table_still_holds_previous_targets() -> None:
    history = "评级变动\n日期 评级 目标价\n2026-03-01 买入 目标价38.00元\n"
    assert find_target_price("晶程新材(688573.SH):N型浆料份额提升\n" + history) is None
