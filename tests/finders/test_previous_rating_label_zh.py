"""A Chinese box's old rating under its label (`上次评级看好`, `前次评级：买入`) is the rating before the change: an industry
note downgraded to 中性 rates its industry 中性, not the 看好 it had; the current rating under its own label stays."""

from __future__ import annotations

from tasks.finders.rating import find_rating, rating_occurrences

BOX = "光伏行业点评:价格承压\n2月组件价格下降,我们下调行业评级至“中性”。\n行业评级中性\n上次评级看好\n"


def test_the_old_rating_under_its_label_is_no_candidate() -> None:
    assert "看好" not in [candidate.value for candidate in rating_occurrences(BOX)]
    found = find_rating(BOX, "industry")
    assert found is not None and found.value == "中性"


def test_the_current_rating_beside_an_old_label_is_still_read() -> None:
    found = find_rating("公司点评\n投资评级：买入\n前次评级：增持\n", "company")
    assert found is not None and found.value == "买入"
