"""A cover's rating scale printed grade by grade with nothing between them (`投资评级推荐谨慎推荐中性回避`,
the chosen grade marked only by its shading): the rules state none of its grades as the rating (the
first is no better a guess than the others), while a rating stated elsewhere is still found."""

from __future__ import annotations

from tasks.finders.rating import find_rating, in_a_glued_scale, rating_occurrences

SCALE = "投资评级推荐谨慎推荐中性回避\n"


def test_no_grade_of_a_glued_scale_is_the_rating() -> None:
    assert find_rating("远拓轮胎(002884.SZ)三季报点评\n" + SCALE + "公司发布三季报。\n") is None


def test_a_rating_stated_elsewhere_is_still_found() -> None:
    found = find_rating("远拓轮胎(002884.SZ)三季报点评\n" + SCALE + "我们维持“谨慎推荐”评级。\n")
    assert found is not None and found.value == "谨慎推荐"


def test_two_glued_words_are_no_scale() -> None:
    text = "投资评级买入增持\n"
    assert not any(in_a_glued_scale(text, c) for c in rating_occurrences(text))
