"""The choice among candidates: stored weights reproduce the hand-written choice (the fit of the
weights is bench/choice_fit.py, tested in tests/bench/test_choice_fit.py)."""

from __future__ import annotations

from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price

COMPANY = "公司点评。投资评级：增持。我们上调至“买入”评级。"
TWO_TARGETS = "公司点评。目标价45.5，给予目标价50.0元。"


def test_the_stored_weights_are_the_hand_written_choice() -> None:
    assert find_rating(COMPANY).value == "买入"  # type: ignore[union-attr]  # a changed-to rating wins
    assert find_rating("公司点评。评级：增持。维持“增持”评级。").start == 8  # type: ignore[union-attr]  # else the first
    assert find_target_price(TWO_TARGETS).value == "50.0元"  # type: ignore[union-attr]  # with its unit first
    industry = "行业周报。推荐标的：维持“买入”评级。维持行业“推荐”评级。"
    assert find_rating(industry, "industry").value == "推荐"  # type: ignore[union-attr]
