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


def test_a_rating_tag_closing_a_stocks_paragraph_is_its_call() -> None:
    text = (
        "重点公司\n星宇光电(601799.SH):公司ADB大灯订单同比翻倍,海外定点持续落地(强烈推荐,目标价146.00元)。\n"
        "风险:客户集中度较高。\n科华汽零(603786.SH):热管理集成模块进入多家新势力供应链(推荐)。\n"
    )
    calls = {call.code.value: call for call in find_stock_calls(text) if call.code}
    assert calls["601799.SH"].rating.value == "强烈推荐"
    assert calls["601799.SH"].target is not None and calls["601799.SH"].target.value == "146.00元"
    assert calls["603786.SH"].rating.value == "推荐" and calls["603786.SH"].target is None


def test_a_rating_word_in_brackets_with_other_words_is_no_tag() -> None:
    text = "星宇光电(601799.SH):公司ADB大灯订单同比翻倍(推荐车型销量提升)。\n"
    assert not [call for call in find_stock_calls(text) if call.code and call.code.value == "601799.SH"]
