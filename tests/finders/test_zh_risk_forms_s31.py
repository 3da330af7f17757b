"""Chinese risk lists found by bench/house_zh.py batch F (session 31): a numbered item that a page turn cuts
mid-clause, the page's footer and the next page's running header between its line and its short tail (`…的持续` /
`提升；`), and a `；` item whose second clause states how the first weakens demand (`…不及预期，…需求疲软`). Each test
holds what must not be read beside what must."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.finders.risks import find_risks
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

RUNNING_LINE = "请务必阅读正文之后的免责条款部分"
CUT_ITEM = "新产品上市后的市场推广效果不及预期，导致销售收入增长放缓，进而影响公司整体盈利水平的持续"


def _page(pdf: pymupdf.Document, lines: list[tuple[float, str, str, float]], number: int) -> None:
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 34), "公司深度研究", fontname="china-s", fontsize=8)
    page.insert_text((380, 34), RUNNING_LINE, fontname="china-s", fontsize=8)
    for y, text, font, size in lines:
        page.insert_text((40, y), text, fontname=font, fontsize=size)
    page.insert_text((40, 812), RUNNING_LINE, fontname="china-s", fontsize=7)
    page.insert_text((540, 812), str(number), fontname="helv", fontsize=7)


def _turned_list(path: Path, tail: str) -> Path:
    pdf = pymupdf.open()
    _page(
        pdf,
        [
            (62, "瑞泰生物（688266）", "china-ss", 15),
            (90, "公司发布2025年年报，全年营业收入同比增长17.9%，创新疫苗管线进入收获期。", "china-s", 9),
            (730, "风险提示", "china-ss", 10),
            (746, "（1）疫苗临床试验进度不及预期；", "china-s", 9),
            (760, f"（2）{CUT_ITEM}", "china-s", 9),
        ],
        1,
    )
    _page(
        pdf,
        [
            (62, tail, "china-s", 9),
            (76, "（3）疫苗行业政策及集采规则变化。", "china-s", 9),
            (100, "分析师声明", "china-ss", 9),
            (116, "作者具有中国证券业协会授予的证券投资咨询执业资格，特此声明。", "china-s", 7),
        ],
        2,
    )
    pdf.save(path)
    pdf.close()
    return path


def test_a_numbered_item_cut_by_a_page_turn_goes_on_to_its_tail(tmp_path: Path) -> None:
    risks = list(rules_outcome(_turned_list(tmp_path / "cut.pdf", "提升；")).fields[FieldName.RISK_FACTORS].items)
    assert risks == [
        "疫苗临床试验进度不及预期",
        "新产品上市后的市场推广效果不及预期,导致销售收入增长放缓,进而影响公司整体盈利水平的持续提升",
        "疫苗行业政策及集采规则变化",
    ]


def test_a_long_line_after_the_cut_is_no_tail_of_the_item(tmp_path: Path) -> None:
    # the next page opens with a paragraph of its own, not a short clause closed by the list's `；`
    body = "我们预计公司2026-2027年归母净利润分别为9.02/10.84亿元，维持推荐评级，目标价62.00元。"
    risks = list(rules_outcome(_turned_list(tmp_path / "body.pdf", body)).fields[FieldName.RISK_FACTORS].items)
    assert risks[0] == "疫苗临床试验进度不及预期"
    assert not any("归母净利润" in item for item in risks)


SECTOR_LINE = "风险提示：宏观经济复苏不及预期，{second}；食品安全事件；行业竞争加剧导致价格体系松动。"


def test_a_clause_of_weakening_demand_stays_in_its_item() -> None:
    items = [c.value for c in find_risks(SECTOR_LINE.format(second="白酒消费需求疲软"), "industry")]
    assert items == ["宏观经济复苏不及预期，白酒消费需求疲软", "食品安全事件", "行业竞争加剧导致价格体系松动"]


def test_two_risks_of_their_own_in_a_semicolon_item_are_still_two() -> None:
    items = [c.value for c in find_risks(SECTOR_LINE.format(second="产品研发不及预期"), "industry")]
    assert items[:2] == ["宏观经济复苏不及预期", "产品研发不及预期"]


def test_a_risk_heading_alone_at_a_page_foot_reads_its_list_past_the_running_header(tmp_path: Path) -> None:
    # page 2's running header `行业周报 请务必阅读正文之后的免责条款部分` is printed on that page only
    pdf = pymupdf.open()
    first = pdf.new_page(width=595, height=842)
    first.insert_text((40, 62), "机械设备行业周报：挖机内销延续高增", fontname="china-ss", fontsize=15)
    first.insert_text(
        (40, 90), "2月挖掘机内销同比增长28%，连续五个月正增长，设备更新政策持续落地。", fontname="china-s", fontsize=9
    )
    first.insert_text((40, 780), "风险提示", fontname="china-ss", fontsize=10)
    second = pdf.new_page(width=595, height=842)
    second.insert_text((40, 34), "行业周报", fontname="china-s", fontsize=8)
    second.insert_text((380, 34), RUNNING_LINE, fontname="china-s", fontsize=8)
    second.insert_text(
        (40, 62), "设备更新政策落地不及预期；海外需求下滑；钢材价格大幅上涨。", fontname="china-s", fontsize=9
    )
    second.insert_text((40, 90), "分析师声明", fontname="china-ss", fontsize=9)
    pdf.save(tmp_path / "heading.pdf")
    pdf.close()
    risks = list(rules_outcome(tmp_path / "heading.pdf").fields[FieldName.RISK_FACTORS].items)
    assert risks == ["设备更新政策落地不及预期", "海外需求下滑", "钢材价格大幅上涨"]


def _titled_lines_pdf(path: Path, titles_over: list[tuple[str, str]]) -> Path:
    """A 风险提示 list, each numbered line over the line after it, set in one face at one size (one text block)."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 62), "公用事业行业周报：煤价下行，火电盈利修复", fontname="china-ss", fontsize=15)
    page.insert_text((40, 100), "风险提示", fontname="china-ss", fontsize=10)
    y = 116.0
    for first, second in titles_over:
        page.insert_text((40, y), first, fontname="china-ss", fontsize=9)
        page.insert_text((40, y + 12), second, fontname="china-s", fontsize=9)
        y += 26
    pdf.save(path)
    pdf.close()
    return path


def test_a_numbered_title_line_over_its_explanation_is_the_item(tmp_path: Path) -> None:
    path = _titled_lines_pdf(
        tmp_path / "titled.pdf",
        [
            ("1、用电需求增长不及预期", "宏观经济修复偏弱将拖累工业用电，影响发电利用小时数。"),
            ("2、煤炭价格大幅反弹", "燃料成本占火电成本七成左右，煤价反弹将压缩火电盈利。"),
        ],
    )
    risks = list(rules_outcome(path).fields[FieldName.RISK_FACTORS].items)
    assert risks == ["用电需求增长不及预期", "煤炭价格大幅反弹"]


def test_a_numbered_line_that_wraps_at_the_edge_runs_on(tmp_path: Path) -> None:
    # the first line fills the column to its edge: the line under it is its wrap, not an explanation
    long_first = "1、集采降价幅度超出预期导致公司主要产品出厂价格持续下降，高值耗材业务毛利率明显承压，同时"
    path = _titled_lines_pdf(
        tmp_path / "wrapped.pdf",
        [(long_first, "海外市场拓展不及预期。"), ("2、新产品研发失败", "在研管线进入临床后期，失败将影响收入增长。")],
    )
    risks = list(rules_outcome(path).fields[FieldName.RISK_FACTORS].items)
    assert risks[0].endswith("海外市场拓展不及预期")


def test_a_narrow_cells_short_numbered_line_still_runs_on(tmp_path: Path) -> None:
    # a rating legend's narrow cell (about 18 characters wide): its lines are one cell's text, no titled list
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    lines = (
        "1.投资建议的比较标准",
        "投资评级分为股票评级和行业评级。以报",
        "告发布后的12个月内的市场表现为比较",
        "标准。",
    )
    for number, line in enumerate(lines):
        page.insert_text((56, 100 + 12 * number), line, fontname="china-s", fontsize=9)
    pdf.save(tmp_path / "cell.pdf")
    pdf.close()
    assert "1.投资建议的比较标准投资评级分为" in ingest(tmp_path / "cell.pdf").text
