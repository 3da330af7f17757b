"""An industry note's advice in prose names its stocks after a verb (`建议关注宁德时代（300750.SZ，买入）`): the verb
is no part of the name. A valuation table whose only rating column is the market's consensus (`一致预期评级`), its
header run on its line into the first row, rates no stock of the house's."""

from __future__ import annotations

from tasks.finders.stock_calls import find_stock_calls


def _calls(text: str) -> list[tuple[str | None, str | None, str | None]]:
    return [
        (c.code.value if c.code else None, c.name.value if c.name else None, c.rating.value if c.rating else None)
        for c in find_stock_calls(text)
    ]


def test_an_advice_verb_is_no_part_of_the_name() -> None:
    text = (
        "投资建议\n我们维持行业“推荐”评级。电池环节建议关注宁德时代（300750.SZ，买入）、亿纬锂能（300014.SZ，增持）；"
        "首推恩捷股份（002812.SZ，买入）。\n"
    )
    assert _calls(text) == [
        ("300750.SZ", "宁德时代", "买入"),
        ("300014.SZ", "亿纬锂能", "增持"),
        ("002812.SZ", "恩捷股份", "买入"),
    ]


GLUED = "代码简称收盘价(元)PB(MRQ){rating}机构家数001979招商蛇口9.86 0.72买入18 600048保利发展8.42 0.55增持21\n"


def test_a_glued_table_of_consensus_ratings_gives_no_calls() -> None:
    assert _calls("表3:重点房企估值表\n" + GLUED.format(rating="一致预期评级")) == []


def test_a_glued_table_of_the_houses_own_ratings_still_gives_its_calls() -> None:
    calls = _calls("表3:重点房企盈利预测\n" + GLUED.format(rating="投资评级"))
    assert calls == [("001979", "招商蛇口", "买入"), ("600048", "保利发展", "增持")]


def _targets(text: str) -> list[tuple[str | None, str | None, str | None]]:
    return [
        (
            c.name.value if c.name else None,
            c.rating.value if c.rating else None,
            c.target.value if c.target else None,
        )
        for c in find_stock_calls(text)
    ]


HK_TABLE = (
    "重点公司估值与评级\n代码公司评级股价(港元)目标价(港元)PE 2026E 00700.HK腾讯控股买入512.00 620.00 18.2 "
    "03690.HK美团-W买入128.40 165.00 21.5 09999.HK网易-S增持152.30 176.00 14.8\n"
)


def test_a_glued_header_places_the_target_column_and_a_share_class_mark_stays_in_the_name() -> None:
    assert _targets(HK_TABLE) == [
        ("腾讯控股", "买入", "620.00"),
        ("美团-W", "买入", "165.00"),
        ("网易-S", "增持", "176.00"),
    ]


def test_an_a_share_name_takes_no_dash_after_it() -> None:
    assert _calls("代码简称评级\n600519贵州茅台-买入\n") == [("600519", "贵州茅台", "买入")]
