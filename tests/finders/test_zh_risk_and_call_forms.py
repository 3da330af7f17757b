"""Chinese risk and call forms: items numbered `（一）`, a stock table's per-stock `主要风险` column (no
section of the report's), a coverage line `名称(代码):评级,目标价…`, a table header naming only `公司`,
and a risk table set in smaller type right under its `风险提示` heading (a PDF: the heading ends where
the smaller type starts, and the validator keeps the risk column's cells). Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import find_risks
from tasks.finders.stock_calls import find_stock_calls
from tests.builders import rules_outcome

PER_STOCK_COLUMN = (
    "医疗器械行业:招标逐步恢复\n表2:重点公司估值与评级\n公司代码评级目标价(元)主要风险\n"
    "康瑞医疗300760.SZ买入312.00海外注册延迟\n明视影像688301.SH增持88.50竞争加剧\n资料来源:研究所\n"
    "风险提示\n(一)集采降价幅度超预期。\n(二)医疗反腐影响设备招标。\n(三)海外市场拓展不及预期。\n"
)


def test_bracketed_chinese_numerals_number_the_items_and_a_table_column_heads_no_section() -> None:
    assert [c.value for c in find_risks(PER_STOCK_COLUMN, "industry")] == [
        "集采降价幅度超预期",
        "医疗反腐影响设备招标",
        "海外市场拓展不及预期",
    ]


def test_a_coverage_line_states_its_call_and_a_header_naming_the_company_places_the_target() -> None:
    coverage = "覆盖公司\n华芯装备(688012.SH):买入,目标价182.00元\n精测半导体(300567.SZ):增持,目标价74.50元\n"
    table = "表1:重点公司盈利预测与评级\n公司收盘价目标价(元)EPS 2027E PE 2027E评级\n禾丰乳业600873.SH 23.15 28.60 1.43 16买入\n"
    calls = [
        (c.code.value if c.code else None, c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(coverage + table)
    ]
    assert calls == [
        ("688012.SH", "买入", "182.00元"),
        ("300567.SZ", "增持", "74.50元"),
        ("600873.SH", "买入", "28.60"),
    ]


def test_a_risk_table_in_smaller_type_under_its_heading_is_read_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "risk_table.pdf"
    font = pymupdf.Font("cjk")
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_font(fontname="cjk1", fontbuffer=font.buffer)

        def put(x: float, y: float, text: str, size: float) -> None:
            page.insert_text((x, y), text, fontname="cjk1", fontsize=size)

        put(50, 80, "证券研究报告 | 公司研究", 9)
        put(50, 110, "睿光激光(688288.SH):份额提升,盈利能力修复", 14)
        put(50, 140, "投资评级:推荐(维持) 目标价:95.00元", 9)
        put(50, 160, "我们预计公司2026-2028年归母净利润分别为5.1/6.8/8.6亿元,维持“推荐”评级。", 9)
        put(50, 200, "风险提示", 11.5)
        rows = [("风险", "说明"), ("产品价格下降风险", "行业价格竞争激烈"), ("新品放量不及预期", "验证周期较长")]
        for number, (risk, note) in enumerate(rows):
            put(44, 222 + 15 * number, risk, 8.6)
            put(248, 222 + 15 * number, note, 8.6)
        pdf.subset_fonts()
        pdf.save(path)

    risks = rules_outcome(path).fields[FieldName.RISK_FACTORS]

    assert risks.status == FieldStatus.VALID, risks.reason
    assert list(risks.items) == ["产品价格下降风险", "新品放量不及预期"]
