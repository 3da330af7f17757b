"""A 风险提示 heading over the back page's legal notice of whom the report is for (`本报告由本公司研究所撰写，仅供本公司
客户参考。`) heads no risks of the note's (as a copyright notice does); a caveat on what the findings rest on
(`本报告分析均基于公开信息，…`) names no clients and stays a risk section."""

from __future__ import annotations

from tasks.finders.risks import find_risks

HEAD = "新材科技（688123）\n投资评级：买入\n我们预计公司2026-2028年归母净利润分别为10.8/13.5/16.4亿元。\n"


def items(text: str) -> list[str]:
    return [item.value for item in find_risks(HEAD + text, "company", ())]


def test_a_legal_notice_under_the_heading_is_no_risk() -> None:
    text = "风险提示\n本报告由本公司研究所撰写，仅供本公司客户参考。投资者应当充分了解证券投资的风险，并自行承担投资决策的全部风险。\n"
    assert items(text) == []


def test_a_notes_own_risks_under_the_heading_are_read() -> None:
    text = "风险提示\n原材料价格上涨超预期；新品放量不及预期；汇兑损益波动。\n"
    assert items(text) == ["原材料价格上涨超预期", "新品放量不及预期", "汇兑损益波动"]
    text = "风险提示\n本报告基于历史数据分析，历史规律未来可能存在失效的风险。\n"
    assert items(text) == ["本报告基于历史数据分析，历史规律未来可能存在失效的风险"]
