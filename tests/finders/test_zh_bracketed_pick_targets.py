"""A Chinese sector note's picks, each with its code, rating and target in brackets after its name
(`星河光电(688691.SH,推荐,目标价56.00元)`): the call takes the target of its own brackets, never the
next pick's."""

from __future__ import annotations

from tasks.finders.stock_calls import find_stock_calls

PICKS = (("星河光电", "688691.SH", "推荐", "56.00元"), ("光迈微电", "002983.SZ", "谨慎推荐", "47.50元"))


def test_each_pick_takes_the_target_of_its_brackets() -> None:
    text = "推荐标的\n" + "".join(f"■ {n}({c},{r},目标价{t})\n" for n, c, r, t in PICKS)
    calls = {call.code.value: call for call in find_stock_calls(text) if call.code}
    for _, code, rating, target in PICKS:
        assert calls[code].rating.value == rating
        assert calls[code].target is not None and calls[code].target.value == target


def test_a_pick_without_a_target_takes_none_from_the_next_line() -> None:
    text = f"推荐标的\n■ 星河光电(688691.SH,推荐)\n■ 光迈微电(002983.SZ,谨慎推荐,目标价{PICKS[1][3]})\n"
    calls = {call.code.value: call for call in find_stock_calls(text) if call.code}
    assert calls["688691.SH"].target is None
    assert calls["002983.SZ"].target is not None
