"""decorate(): typed entity markers that strip_markers() removes exactly, and stable paragraph anchors."""

from __future__ import annotations

import itertools
import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tasks.prompt.markers import MARKER_STYLES, decorate, entities, paragraph_anchor, strip_markers


def marked(text: str) -> list[tuple[str, str]]:
    """(tag, content) of every marker decorate() puts in `text`."""
    return re.findall(r"⟦([A-Z]+) ([^⟦⟧]*)⟧", decorate(text))


def test_each_entity_kind_gets_its_tag() -> None:
    text = (
        "首次覆盖给予买入评级，目标价65.70港元，现价HK$54.75，预计升幅20%。"
        "康德莱医械（1501.HK）于2020年9月8日发布公告；高测股份（688556.SH）2022-07-19点评，"
        "宁德时代（300750）总股本23.3亿股，国元证券经纪（香港）整理，Morgan Stanley Securities 与 Acme Holdings 覆盖。"
    )
    assert marked(text) == [
        ("MONEY", "65.70港元"),
        ("MONEY", "HK$54.75"),
        ("PCT", "20%"),
        ("CODE", "1501.HK"),
        ("DATE", "2020年9月8日"),
        ("ORG", "高测股份"),
        ("CODE", "688556.SH"),
        ("DATE", "2022-07-19"),
        ("CODE", "300750"),
        ("NUM", "23.3"),
        ("ORG", "国元证券"),
        ("ORG", "Morgan Stanley Securities"),
        ("ORG", "Acme Holdings"),
    ]


def test_longer_match_wins_and_plain_numbers_are_num() -> None:
    assert marked("归母净利润6.60亿元") == [("MONEY", "6.60亿元")]
    assert marked("营收1,234.5万元，¥3，同比+12.5％") == [("MONEY", "1,234.5万元"), ("MONEY", "¥3"), ("PCT", "12.5％")]
    assert marked("2021年4月14日") == [("DATE", "2021年4月14日")]
    assert marked("PE 35.2倍，共360家分销商") == [("NUM", "35.2"), ("NUM", "360")]
    assert marked("总股本23.3亿股，出栏119万头") == [("NUM", "23.3"), ("NUM", "119")]
    assert marked("代码：600519") == [("CODE", "600519")]


def test_numbers_glued_to_words_are_left_alone() -> None:
    assert marked("SFC：BLM040，2019E2020E") == [("NUM", "2019")]
    assert marked("bare 300750 without brackets") == [("NUM", "300750")]


def test_common_nouns_before_org_suffixes_are_not_orgs() -> None:
    assert [c for t, c in marked("可比公司估值较低，下游医疗器械需求旺盛，买卖任何证券均有风险") if t == "ORG"] == []
    assert ("ORG", "上海康德莱医疗器械股份有限公司") in marked("收购上海康德莱医疗器械股份有限公司")


def test_literal_marker_brackets_are_escaped() -> None:
    text = "原文含⟦NUM 5⟧与⟦#abcdef⟧字样"
    decorated = decorate(text)
    assert "⟦L⟧NUM ⟦NUM 5⟧⟦R⟧" in decorated and "⟦L⟧#abcdef⟦R⟧" in decorated
    assert strip_markers(decorated) == text


def test_strip_markers_cleans_a_model_answer() -> None:
    assert strip_markers("⟦MONEY 45.50元⟧") == "45.50元"
    assert strip_markers("⟦#0a1b2c⟧维持“买入”评级") == "维持“买入”评级"
    assert strip_markers("⟦L⟧x⟦R⟧") == "⟦x⟧"


def test_paragraph_anchor_is_stable_short_and_ignores_wrapping() -> None:
    anchor = paragraph_anchor("维持“买入”评级，目标价45.50元。")
    assert re.fullmatch(r"⟦#[0-9a-f]{6}⟧", anchor)
    assert anchor == paragraph_anchor("维持“买入”评级，目标价45.50元。") == "⟦#0b32ea⟧"
    assert anchor == paragraph_anchor("维持“买入”评级，\n目标价 45.50元。")  # the normalised paragraph
    assert anchor != paragraph_anchor("维持“买入”评级，目标价45.60元。")
    assert strip_markers(anchor + "正文") == "正文"


def test_marker_styles() -> None:
    text = "目标价65.70港元，升幅20%"
    assert decorate(text, "brackets") == "目标价⟦MONEY 65.70港元⟧，升幅⟦PCT 20%⟧"
    assert decorate(text, "xml") == "目标价<MONEY>65.70港元</MONEY>，升幅<PCT>20%</PCT>"
    assert decorate(text, "none") == text
    literal = "原文含<MONEY>5</MONEY>与⟦NUM 5⟧字样"
    for style in MARKER_STYLES:
        assert strip_markers(decorate(literal, style)) == literal
    assert "⟦LT⟧MONEY>" in decorate(literal, "xml")


def test_entities_never_overlap_on_real_shaped_text() -> None:
    text = (
        "目标价：65．70港元现价：54.75港元预计升幅:20%重要数据日期2020-09-07收盘价（港元）54.75总股本（亿股）1.66" * 5
    )
    found = entities(text)
    assert all(a.end <= b.start for a, b in itertools.pairwise(found))
    assert strip_markers(decorate(text)) == text


MARKER_ALPHABET = st.sampled_from(
    [
        *"⟦⟧#LRNUMONEYPCTDATECODEORG 0123456789.,%％元万亿港美$¥￥HKUS年月日-/（）()：:代码证券公司集团abcdef<>/\n",
        *[
            "⟦L⟧",
            "⟦R⟧",
            "⟦LT⟧",
            "⟦NUM ",
            "⟦MONEY ",
            "⟦#a1b2c3⟧",
            "⟧",
            "65.70港元",
            "1501.HK",
            "2021年4月14日",
            "国元证券",
        ],
        *["<MONEY>", "</MONEY>", "<NUM>", "</PCT>", "<", "</"],
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(MARKER_ALPHABET, max_size=40).map("".join), st.sampled_from(MARKER_STYLES))
@example("⟦L⟧", "brackets")
@example("⟦NUM 5⟧", "brackets")
@example("⟦#abcdef⟧", "brackets")
@example("⟦R⟧⟧⟦", "brackets")
@example("</MONEY<MONEY>5元", "xml")
@example("⟦LT⟧MONEY>", "xml")
def test_strip_undoes_decorate_on_marker_like_text(text: str, style: str) -> None:
    assert strip_markers(decorate(text, style)) == text


@settings(max_examples=300, deadline=None)
@given(st.text(), st.sampled_from(MARKER_STYLES))
def test_strip_undoes_decorate_on_any_text(text: str, style: str) -> None:
    assert strip_markers(decorate(text, style)) == text
