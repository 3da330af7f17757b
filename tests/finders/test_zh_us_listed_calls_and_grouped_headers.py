"""Chinese forms of US-listed stocks and grouped table headers: per-stock sentences `维持X（XTKJ.O）“推荐”评级，
目标价38.00美元` set in the left column of a two-column stretch (their lines wrap at the column's edge, not the
page's), a company note titled with its US code (`青鸾科技（QLTK.O）`), a stock table whose header prints bare
years under a group row (`EPS（元）` over `2026E | 2027E`) with its rows read apart from it, and 风险提示 as
unmarked lines each closed by `；` (one item a line, commas and all). Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.patterns import TITLE_WITH_CODE
from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import find_risks
from tests.builders import call_tuples, rules_outcome


def test_a_quoted_rating_that_follows_a_stocks_code_is_its_call_and_the_action_word_is_no_part_of_its_name() -> None:
    text = "投资建议\n维持星途科技(XTKJ.O)“推荐”评级,目标价38.00美元。\n维持华兴电子(600001.SH)“增持”评级,目标价21.00元。\n"
    assert call_tuples(text) == [
        ("XTKJ.O", "星途科技", "推荐", "38.00美元"),
        ("600001.SH", "华兴电子", "增持", "21.00元"),
    ]


def test_a_name_with_its_code_and_no_rating_is_no_call() -> None:
    assert call_tuples("我们建议关注星途科技(XTKJ.O)“出海”业务的进展。\n") == []


def test_bare_year_columns_under_a_group_row_count_so_rows_printed_apart_find_their_target() -> None:
    header = "代码公司2026E 2027E 2026E 2027E评级目标价\n603288.SH海川调味1.52 1.74 31.8 27.8推荐56.00元\n"
    apart = "正文\n" * 80 + "600872.SH中炬食品1.05 1.22 26.1 22.5谨慎推荐31.50元\n"
    calls = call_tuples(header + apart)
    assert calls == [("603288.SH", "海川调味", "推荐", "56.00元"), ("600872.SH", "中炬食品", "谨慎推荐", "31.50元")]


def test_unmarked_risk_lines_closed_by_semicolons_are_one_item_each_commas_and_all() -> None:
    text = (
        "我们维持行业“领先大市”评级。\n风险提示\n长端利率继续下行,保险公司投资收益率承压;\n"
        "权益市场大幅波动,影响保险公司净利润及净资产;\n新业务价值增长不及预期。\n资料来源:彭博\n"
    )
    assert [c.value for c in find_risks(text, "industry")] == [
        "长端利率继续下行,保险公司投资收益率承压",
        "权益市场大幅波动,影响保险公司净利润及净资产",
        "新业务价值增长不及预期",
    ]


def test_a_title_names_a_us_listed_company_by_its_chinese_name_and_code() -> None:
    assert TITLE_WITH_CODE.search("青鸾科技(QLTK.O)首次覆盖:出海社交平台").group(0) == "青鸾科技(QLTK.O)"
    assert TITLE_WITH_CODE.search("Apple(AAPL.O) results") is None  # an English name is no Chinese title


def _put_lines(page: pymupdf.Page, x: float, y: float, lines: list[str], size: float = 10.0) -> None:
    for number, line in enumerate(lines):
        page.insert_text((x, y + 17 * number), line, fontname="cjk1", fontsize=size)


def test_sentences_wrapping_in_a_left_column_beside_the_risks_join_and_their_calls_validate(tmp_path: Path) -> None:
    path = tmp_path / "us_calls.pdf"
    font = pymupdf.Font("cjk")
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_font(fontname="cjk1", fontbuffer=font.buffer)
        _put_lines(page, 42, 60, ["证券研究报告 | 行业深度"], 9)
        _put_lines(page, 42, 95, ["中概互联网行业深度:AI应用商业化元年"], 15)
        _put_lines(page, 42, 126, ["行业评级:推荐(维持)"])
        body = "2026年第三季度主要中概互联网公司收入合计同比增长11%,经调整经营利润同比增长19%,AI应用带动广告"
        _put_lines(page, 42, 150, [body, "及云业务收入加速增长。"])
        _put_lines(page, 50, 200, ["投资建议"], 11.5)
        left = [
            "维持星途科技(XTKJ.O)“推荐”评级,目标价38.00美元。",
            "AI搜索带动广告收入加速增长。",
            "维持海悦电商(HYDS.N)“推荐”评级,目标价126.00美",
            "元。海外电商平台亏损收窄。",
            "维持灵猫游戏(LMYX.O)“谨慎推荐”评级,目标价21.50",
            "美元。新游戏储备丰富。",
        ]
        _put_lines(page, 42, 222, left)
        _put_lines(page, 314, 200, ["风险提示"], 11.5)
        _put_lines(page, 306, 222, ["(1)宏观经济下行风险。", "(2)中美关系变化带来的监管风险。", "(3)行业竞争加剧。"])
        pdf.subset_fonts()
        pdf.save(path)

    outcome = rules_outcome(path)
    calls = outcome.fields[FieldName.STOCK_CALLS]

    assert calls.status == FieldStatus.VALID, calls.reason
    assert [(c.code, c.name, c.rating, c.target_price) for c in calls.calls] == [
        ("XTKJ.O", "星途科技", "推荐", "38.00美元"),
        ("HYDS.N", "海悦电商", "推荐", "126.00美元"),
        ("LMYX.O", "灵猫游戏", "谨慎推荐", "21.50美元"),
    ]
    assert outcome.fields[FieldName.RATING].value == "推荐"


def test_lines_of_a_narrow_column_with_nothing_beside_them_keep_the_pages_edge() -> None:
    from tasks.ingest.reader import _wrapped_block_ends

    alone = [
        (42.0, 222.0 + 17 * n, 284.0 + n, 234.0 + 17 * n, "维持海悦电商(HYDS.N)“推荐”评级,目标价\n") for n in range(3)
    ]
    wide = [(42.0, 400.0 + 17 * n, 552.0, 412.0 + 17 * n, "全宽正文" * 20 + "\n") for n in range(3)]
    assert _wrapped_block_ends([*alone, *wide]) == {3, 4}  # the full width's edge: the narrow lines end short of it
    beside = [(306.0, 222.0 + 17 * n, 420.0, 234.0 + 17 * n, f"({n + 1})风险。\n") for n in range(3)]
    assert {0, 1} <= _wrapped_block_ends([*alone, *wide, *beside])  # text beside them: their column's edge


def test_a_us_listed_company_notes_own_call_takes_its_title_code_and_validates(tmp_path: Path) -> None:
    path = tmp_path / "us_company.txt"
    path.write_text(
        "证券研究报告 | 海外公司研究\n青鸾科技(QLTK.O)首次覆盖:出海社交平台,商业化提速\n核心观点\n"
        "公司旗下社交应用月活用户达1.9亿。我们预计公司2026-2028年收入分别为18.6/24.1/30.2亿美元,"
        "给予2027年18倍PE,目标价45.00美元,首次覆盖给予“推荐”评级。\n"
        "风险提示\n(1)行业监管风险。\n(2)用户增长放缓风险。\n",
        encoding="utf-8",
    )
    calls = rules_outcome(path).fields[FieldName.STOCK_CALLS]

    assert calls.status == FieldStatus.VALID, calls.reason
    assert [(c.code, c.name, c.rating, c.target_price) for c in calls.calls] == [
        ("QLTK.O", "青鸾科技", "推荐", "45.00美元")
    ]
