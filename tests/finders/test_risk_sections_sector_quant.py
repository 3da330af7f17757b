"""Risk sections of sector notes and quant reports (from bench/synthetic_layouts_3.py), each pinned by a
short synthetic text laid out as the reader lays a page out (one paragraph, heading or list item a line):
a `Risks:` line under each stock's paragraph is that stock's, not the sector note's; under a heading a
short line that wraps onto the next is prose, not the next heading; `风险提示：` opening its own
paragraph keeps every sentence of it; a numbered item that opens with 本报告 or closes with 投资建议 stays in the list."""

from __future__ import annotations

from tasks.finders.risks import find_risks


def items(text: str, doc_type: str = "industry") -> list[str]:
    return [c.value for c in find_risks(text, doc_type)]


STOCK_PARAGRAPHS = (
    "Cement volumes fell 4% in the first half, but prices held up and energy costs eased.\n"
    "Heidalberg Baustoffe. Self-help and US exposure support margins.\n"
    "Risks: weaker US infrastructure spending and a delay to carbon capture projects.\n"
    "Carrick Aggregates. A fair valuation after the rerating.\n"
    "Risks: UK housing starts and a larger-than-expected pension deficit.\n"
)
SECTOR_RISKS = (
    "Key risks for the sector\n"
    "\u2022 A deeper fall in residential construction would cut cement volumes further.\n"
    "\u2022 Energy prices are the largest swing factor for sector margins.\n"
    "\u2022 A faster rise in carbon prices would raise costs for kiln-heavy producers.\n"
    "Disclosures and ratings definitions\n"
    "Outperform: expected to outperform the sector by at least 10% over 12 months.\n"
)


def test_a_risks_line_under_each_stock_is_no_risk_section_of_the_sector_note() -> None:
    assert items(STOCK_PARAGRAPHS + SECTOR_RISKS) == [
        "A deeper fall in residential construction would cut cement volumes further",
        "Energy prices are the largest swing factor for sector margins",
        "A faster rise in carbon prices would raise costs for kiln-heavy producers",
    ]
    assert items(STOCK_PARAGRAPHS) == []  # the stocks' risks only: the note states none of its own


def test_one_risks_line_is_still_the_sector_note_s_and_a_company_note_keeps_its_lines() -> None:
    one = "Volumes fell 4% in the first half.\nRisks: weaker infrastructure spending and higher energy prices.\n"
    assert items(one) == ["weaker infrastructure spending and higher energy prices"]
    assert items(STOCK_PARAGRAPHS, "company") == [
        "weaker US infrastructure spending and a delay to carbon capture projects"
    ]


def test_the_same_risks_line_printed_twice_is_one_section_not_per_stock_lines() -> None:
    line = "Risks: weaker infrastructure spending and higher energy prices.\n"
    text = f"Summary of our view.\n{line}Volumes fell 4% in the first half, and prices held up.\n{line}"
    assert items(text) == ["weaker infrastructure spending and higher energy prices"]


def test_under_a_heading_a_short_line_that_wraps_is_prose_not_the_next_heading() -> None:
    text = (
        "Upside risks to our view\n"
        "Lower jet fuel prices would lift margins faster than we model. Capacity\n"
        "discipline could return if aircraft deliveries slip again.\n"
        "Equity Research | Industry Note\n"
    )
    assert items(text) == [
        "Lower jet fuel prices would lift margins faster than we model",
        "Capacity discipline could return if aircraft deliveries slip again",
    ]


def test_a_lead_in_opening_its_paragraph_keeps_every_sentence_of_it() -> None:
    text = (
        "预期调整因子与传统动量、估值因子相关性较低。\n"
        "风险提示:模型基于历史数据构建,历史规律在未来可能失效。因子收益受市场风格切换影响,存在阶段性回撤的风险。\n"
        "作者具有中国证券业协会授予的证券投资咨询执业资格。\n"
    )
    assert items(text) == [
        "模型基于历史数据构建,历史规律在未来可能失效",
        "因子收益受市场风格切换影响,存在阶段性回撤的风险",
    ]


def test_figures_run_on_after_the_lead_in_s_sentence_end_the_section() -> None:
    text = "分析师:\n风险提示:产品价格下降的风险,学术推广不及预期的风险。-40.00%-30.00%-20.00%医药生物(申万)沪深300\n"
    assert items(text) == ["产品价格下降的风险", "学术推广不及预期的风险"]


def test_numbered_items_opening_with_the_report_or_closing_with_advice_stay_in_the_list() -> None:
    text = (
        "我们采用持仓估计与净值回归相结合的方法。\n风险提示\n"
        "1、模型测算基于历史数据和一定的假设条件,若未来市场结构发生重大变化,模型可能失效;\n"
        "2、本报告涉及的基金仅作为示例,不构成对任何基金产品的推荐或投资建议;\n"
        "3、基金过往业绩不代表未来表现,基金经理变更可能导致基金风格发生漂移。\n"
        "投资评级说明\n"
    )
    assert items(text) == [
        "模型测算基于历史数据和一定的假设条件,若未来市场结构发生重大变化,模型可能失效",
        "本报告涉及的基金仅作为示例,不构成对任何基金产品的推荐或投资建议",
        "基金过往业绩不代表未来表现,基金经理变更可能导致基金风格发生漂移",
    ]
