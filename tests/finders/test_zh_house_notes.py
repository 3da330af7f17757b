"""Chinese house-note forms found by bench/house_zh.py (session 29): a cover's `目标估值：58.00元` (a target only with a
priced value), a cover band that opens with the rating (`买入 | 当前价格：36.80元 | 合理价值：45.00元`) over a
`前次评级：买入` line, and a stock table's last-column rating in rows the ingest runs onto one line (the validator
grounds it on its own row). Each test holds what must not be read beside what must."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.risks import find_risks
from tasks.validate.grounding import validate_field
from tests.builders import call_tuples, make_document, rating_of, report_view, rules_outcome, target_of

CMS_COVER = "公司研究\n华测医疗（300760）\n强烈推荐（维持）\n{cue}\n当前股价：46.12元\n国内集采出清，海外放量在即。\n"


def test_a_priced_target_valuation_is_the_target() -> None:
    assert target_of(CMS_COVER.format(cue="目标估值：58.00元")) == "58.00元"
    assert target_of(CMS_COVER.format(cue="目标估值 45.20港元")) == "45.20港元"


def test_a_valuation_multiple_or_market_value_is_no_target() -> None:
    assert target_of(CMS_COVER.format(cue="目标估值：25倍PE")) is None
    assert target_of(CMS_COVER.format(cue="目标估值：300亿元")) is None
    assert target_of(CMS_COVER.format(cue="目标估值：NA")) is None


GF_COVER = (
    "公司动态跟踪\n安和新材（300586）\nQ4业绩亮眼，产品结构优化\n"
    "{band}\n前次评级：买入 | 报告日期：2026-03-10\n核心观点：公司发布2025年年报，业绩超预期。\n"
)


def _rating_status(tmp_path: Path, text: str, rating: str) -> FieldStatus:
    view = report_view(tmp_path, text)
    return validate_field(FieldName.RATING, rating, view, extractor="m", doc_type="company").status


def test_a_rating_opening_a_band_of_price_cells_is_the_rating(tmp_path: Path) -> None:
    band = GF_COVER.format(band="买入 | 当前价格：36.80元 | 合理价值：45.00元")
    assert _rating_status(tmp_path, band, "买入") is FieldStatus.VALID
    assert rating_of(band) == "买入"
    upgraded = GF_COVER.format(band="增持｜收盘价：36.80元").replace("前次评级：买入", "前次评级：中性")
    assert _rating_status(tmp_path, upgraded, "增持") is FieldStatus.VALID
    assert _rating_status(tmp_path, upgraded, "中性") is FieldStatus.INVALID  # the old rating


def test_a_rating_word_before_a_cell_that_is_no_price_is_not_stated(tmp_path: Path) -> None:
    # the band's next cell is a date: no band of the cover's prices; 前次评级 names the old rating only
    dated = GF_COVER.format(band="买入 | 报告日期：2026-03-10")
    assert _rating_status(tmp_path, dated, "买入") is FieldStatus.INVALID


def _weekly_pdf(path: Path) -> Path:
    """A sector weekly whose 重点公司 table prints 评级 last, its rows set tight (the ingest runs them into one line)."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 60), "机械设备行业周报：工程机械内销回暖", fontname="china-ss", fontsize=15)
    page.insert_text((40, 90), "本周机械设备指数上涨2.3%，跑赢沪深300指数1.6个百分点。", fontname="china-s", fontsize=9)
    page.insert_text((40, 115), "表1：重点公司盈利预测", fontname="china-ss", fontsize=9)
    rows = [
        ("证券代码", "证券简称", "收盘价", "EPS", "PE", "评级"),
        ("600031", "三一重工", "17.85", "0.71", "25.1", "买入"),
        ("000425", "徐工机械", "7.62", "0.55", "13.9", "增持"),
        ("603338", "浙江鼎力", "52.30", "3.26", "16.0", "买入"),
    ]
    for number, cells in enumerate(rows):
        for column, cell in enumerate(cells):
            page.insert_text((40 + 70 * column, 130 + 11 * number), cell, fontname="china-s", fontsize=7.5)
    page.insert_text((40, 185), "资料来源：Wind，研究所预测", fontname="china-s", fontsize=6.5)
    pdf.save(path)
    pdf.close()
    return path


def test_a_last_column_rating_is_its_own_rows_in_a_run_on_table(tmp_path: Path) -> None:
    outcome = rules_outcome(_weekly_pdf(tmp_path / "weekly.pdf"))
    calls = {(c.code, c.name, c.rating) for c in outcome.fields[FieldName.STOCK_CALLS].calls}
    assert calls == {("600031", "三一重工", "买入"), ("000425", "徐工机械", "增持"), ("603338", "浙江鼎力", "买入")}


RUN_ON_TABLE = (
    "机械设备行业周报\n本周机械设备指数上涨2.3%。\n表1:重点公司盈利预测\n"
    "证券代码证券简称收盘价EPS PE评级600031三一重工17.85 0.71 25.1买入000425徐工机械7.62 0.55 13.9增持"
    "603338浙江鼎力52.30 3.26 16.0买入\n资料来源:Wind\n"
)


def test_the_validator_grounds_a_run_on_rows_rating_on_its_row_not_the_next(tmp_path: Path) -> None:
    assert call_tuples(RUN_ON_TABLE)[:2] == [("600031", "三一重工", "买入", None), ("000425", "徐工机械", "增持", None)]
    view = report_view(tmp_path, RUN_ON_TABLE)

    def rating(answer: str) -> str | None:
        result = validate_field(FieldName.STOCK_CALLS, answer, view, extractor="m", doc_type="industry")
        assert result.status is FieldStatus.VALID
        (call,) = result.calls
        return call.rating

    assert rating("600031 | 三一重工 | 买入 | NONE") == "买入"
    assert rating("000425 | 徐工机械 | 增持 | NONE") == "增持"
    # the lie: the next row's word (glued to this row's code) is not this stock's rating
    assert rating("000425 | 徐工机械 | 买入 | NONE") is None
    assert rating("600031 | 三一重工 | 增持 | NONE") is None


# --- batch B: a bare `风险` heading, a titled list across a page turn, a risk heading after a table the cleaner reads
# as a rating legend


def test_a_bare_risk_line_over_a_list_heads_the_risk_section() -> None:
    text = (
        "海泰装备\n盈利预测与估值\n维持跑赢行业评级和目标价52.00元不变。\n风险\n"
        "海外需求恢复不及预期；原材料价格大幅上涨；新产能爬坡慢于预期。\n"
    )
    assert [item.value for item in find_risks(text)] == [
        "海外需求恢复不及预期",
        "原材料价格大幅上涨",
        "新产能爬坡慢于预期",
    ]


def test_a_bare_risk_line_over_a_sentence_is_no_heading() -> None:
    text = "海泰装备\n维持跑赢行业评级和目标价52.00元不变。\n风险\n市场有风险，投资需谨慎。本报告仅供参考。\n"
    assert find_risks(text) == []


def _page(pdf: pymupdf.Document, lines: list[tuple[float, str, str, float]]) -> None:
    page = pdf.new_page(width=595, height=842)
    for y, text, font, size in lines:
        page.insert_text((40, y), text, fontname=font, fontsize=size)


def test_a_titled_list_goes_on_past_a_page_turn_to_its_untitled_last_item(tmp_path: Path) -> None:
    pdf = pymupdf.open()
    _page(
        pdf,
        [
            (60, "航宇材料（688231）", "china-ss", 15),
            (90, "公司发布2025年年报，业绩符合预期，军品交付恢复。", "china-s", 9),
            (700, "风险提示", "china-ss", 10),
            (718, "1）下游军品订单节奏波动的风险：军品订单受国防预算影响，季度间交付存在波动。", "china-s", 9),
            (732, "2）原材料价格上涨的风险：高温合金原材料镍、钴价格大幅上涨将侵蚀", "china-s", 9),
            (812, "请务必阅读正文之后的免责声明", "china-s", 7),
        ],
    )
    _page(
        pdf,
        [
            (34, "民生证券 | 公司点评", "china-s", 8),
            (62, "公司的毛利率。", "china-s", 9),
            (76, "3）民品市场竞争加剧的风险。", "china-s", 9),
            (100, "分析师声明", "china-ss", 9),
            (116, "作者具有中国证券业协会授予的证券投资咨询执业资格，特此声明。", "china-s", 7),
            (812, "请务必阅读正文之后的免责声明", "china-s", 7),
        ],
    )
    pdf.save(tmp_path / "turned.pdf")
    risks = list(rules_outcome(tmp_path / "turned.pdf").fields[FieldName.RISK_FACTORS].items)
    assert risks == ["下游军品订单节奏波动的风险", "原材料价格上涨的风险", "民品市场竞争加剧的风险"]


def test_a_sentence_after_a_closed_titled_item_is_no_part_of_the_list(tmp_path: Path) -> None:
    pdf = pymupdf.open()
    _page(
        pdf,
        [
            (60, "航宇材料（688231）", "china-ss", 15),
            (90, "风险提示", "china-ss", 10),
            (108, "1）下游军品订单节奏波动的风险：军品订单受国防预算影响，季度间交付存在波动。", "china-s", 9),
            (122, "2）原材料价格上涨的风险：高温合金原材料价格上涨将侵蚀公司的毛利率。", "china-s", 9),
            (136, "我们维持公司2026年盈利预测不变。", "china-s", 9),
            (150, "5）附注：以上预测未考虑增发摊薄。", "china-s", 9),
        ],
    )
    pdf.save(tmp_path / "closed.pdf")
    risks = list(rules_outcome(tmp_path / "closed.pdf").fields[FieldName.RISK_FACTORS].items)
    assert risks == ["下游军品订单节奏波动的风险", "原材料价格上涨的风险"]


ALLOCATION_THEN_RISKS = (
    "3月大类资产配置：权益占优\n表1：大类资产配置建议\n"
    "资产配置建议上期建议理由A股超配超配盈利修复，估值处于历史中枢以下利率债标配超配利率下行空间收窄商品低配标配全球需求走弱\n"
    "资料来源：研究所\n风险提示\n稳增长政策力度不及预期；海外经济衰退超预期；地缘政治冲突升级。\n"
)


def test_a_risk_heading_after_a_table_read_as_a_legend_is_kept() -> None:
    cleaned = clean(make_document([ALLOCATION_THEN_RISKS]))
    kept = "\n".join(cleaned.segment_text(s) for s in cleaned.kept)
    assert "风险提示\n稳增长政策力度不及预期" in kept
    legend = "\n".join(cleaned.segment_text(s) for s in cleaned.legend)
    assert "利率债标配" in legend  # the table itself stays set aside as the cleaner reads it


def test_a_legends_own_short_labels_are_still_set_aside() -> None:
    legend = "买入：预期未来6个月内涨幅15%以上；增持：预期涨幅介于5%与15%之间；中性：预期涨幅介于-5%与5%之间。"
    cleaned = clean(make_document([f"公司订单饱满，产能利用率维持高位。\n{legend}\n行业投资评级\n看好\n"]))
    kept = "\n".join(cleaned.segment_text(s) for s in cleaned.kept)
    assert "行业投资评级" not in kept and "看好" not in kept
