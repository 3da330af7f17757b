"""Where a risk section ends and how its items split, on synthetic whitespace-stripped texts."""

from __future__ import annotations

from tasks.finders.risks import find_risks


def items(text: str) -> list[str]:
    return [c.value for c in find_risks(text)]


def test_a_page_header_naming_the_broker_ends_the_section() -> None:
    text = "。风险提示：需求不及预期；行业的政策风险甲乙证券研究报告本报告由甲乙证券编制"
    assert items(text) == ["需求不及预期", "行业的政策风险"]


def test_a_page_number_glued_to_a_chapter_heading_ends_the_section() -> None:
    text = "。风险提示：国内政策风险、海外疫情出现变化4一、短期:疫情影响海外采浆供应"
    assert items(text) == ["国内政策风险", "海外疫情出现变化"]


def test_a_sentence_leading_a_numbered_list_is_no_item_and_titles_end_at_risk() -> None:
    text = (
        "。风险提示我们认为目前板块面临的风险主要有以下几个方面:1)市场波动风险近期市场行情波动依旧剧烈,"
        "投资时需警惕市场波动带来的收益不稳定性。\n2)产品价格下降风险国内市场竞争环境日趋激烈,进口产品价格下降,招标采购监管力度加强。"
    )
    assert items(text) == ["市场波动风险", "产品价格下降风险"]


def test_a_list_final_etc_is_stripped_and_one_inside_the_list_kept() -> None:
    text = "。风险提示：行业政策风险；产品安全质量风险等；原料价格波动风险等。"
    assert items(text) == ["行业政策风险", "产品安全质量风险等", "原料价格波动风险"]


def test_a_list_final_etc_run_into_a_page_header_ends_the_item() -> None:
    text = "。风险提示：产品研发风险、技术迭代的风险、监管政策变动风险等新三板行业研究"
    assert items(text) == ["产品研发风险", "技术迭代的风险", "监管政策变动风险"]


def test_an_unclosed_bracket_ends_no_item() -> None:
    text = "。风险提示：疫情影响公司业务；研发进展不及预期（"
    assert items(text) == ["疫情影响公司业务", "研发进展不及预期"]


def test_a_table_of_contents_sidebar_is_no_risk_section() -> None:
    text = (
        "5.投资建议：建议关注平台型企业6.风险提示2.1市场研究框架：研发支出是行业景气度的关键指标。"
        "6.风险提示456风险提示◆行业产能转移不及预期风险；◆企业订单不及预期风险；◆汇率波动风险等。\n数据来源：Wind"
    )
    assert items(text) == ["行业产能转移不及预期风险", "企业订单不及预期风险", "汇率波动风险"]


def test_a_sentence_whose_clause_states_its_premise_is_one_item() -> None:
    text = "。风险提示：模型测试基于历史数据，市场未来可能发生变化。\n目录"
    assert items(text) == ["模型测试基于历史数据，市场未来可能发生变化"]


def test_a_condition_clause_keeps_its_sentence_whole() -> None:
    text = "。风险提示\n本报告模型及结论全部基于对历史数据的分析，当市场环境变化时，存在模型失效风险。\n正文目录"
    assert items(text) == ["本报告模型及结论全部基于对历史数据的分析，当市场环境变化时，存在模型失效风险"]


def test_short_clauses_without_a_premise_stay_a_list() -> None:
    text = "。风险提示：行业竞争加剧，医美产业布局进度不及预期。[Table_Invest]"
    assert items(text) == ["行业竞争加剧", "医美产业布局进度不及预期"]


def test_the_report_naming_itself_first_opens_the_section_and_semicolons_split_it() -> None:
    text = (
        "。\n风险提示本报告基于历史数据分析，历史规律未来可能存在失效的风险；市场可能发生超预期变化；"
        "各驱动因子受环境影响可能存在阶段性失效的风险。感谢实习生在资料整理方面的帮助"
    )
    assert items(text) == [
        "本报告基于历史数据分析，历史规律未来可能存在失效的风险",
        "市场可能发生超预期变化",
        "各驱动因子受环境影响可能存在阶段性失效的风险",
    ]


def test_a_risk_heading_inside_an_enumeration_opens_no_section_but_a_chapter_number_does() -> None:
    listed = "。报告回测包含了收益分析、风险分析、盈亏统计、风格分析、行业分析等。"
    assert items(listed) == []
    chapter = "。四、风险提示：行业竞争加剧，原材料价格波动。"
    assert items(chapter) == ["行业竞争加剧", "原材料价格波动"]


def test_a_backtest_risk_analysis_stating_values_lists_no_risks() -> None:
    text = "。\n3.2.2风险分析\n策略总体sharp率为0.61,beta值为0.99。\n策略期间最大回撤71.26%。"
    assert items(text) == []


PARAGRAPH_UNDER_HEADING = (
    "我们将继续从行为金融学理论中挖掘并进行进一步的实践检验。\n风险提示\n"
    "本文的结论基于历史数据,模型并不能完全准确地刻画现实环境。而且由于数据都是过去的时间"
    "序列,可能会与未来真实的情况出现偏差。本文内容并不适合所有投资者,客户须结合自身情况。\n"
    "地址某某市某某区某某路9号"
)


def test_under_a_heading_of_its_own_line_each_sentence_of_the_paragraph_is_an_item() -> None:
    # The kept text of a PDF joins a paragraph's wrapped lines; its line end ends the section.
    assert items(PARAGRAPH_UNDER_HEADING) == [
        "本文的结论基于历史数据,模型并不能完全准确地刻画现实环境",
        "而且由于数据都是过去的时间序列,可能会与未来真实的情况出现偏差",
        "本文内容并不适合所有投资者,客户须结合自身情况",
    ]


def test_in_running_text_the_first_sentence_still_ends_the_section() -> None:
    text = PARAGRAPH_UNDER_HEADING.replace("\n风险提示\n", "风险提示：")
    assert items(text) == ["本文的结论基于历史数据,模型并不能完全准确地刻画现实环境"]


def test_a_sidebar_related_research_list_ends_the_section() -> None:
    text = (
        "。风险提示\n1)竞争加剧导致利用率下滑风险\n2)芯片供应受限的风险\n3)数据中心建设进度不及预期\n相关研究\n"
        "1.《智算中心投运,租赁收入高增》2025.04.30"
    )
    assert items(text) == ["竞争加剧导致利用率下滑风险", "芯片供应受限的风险", "数据中心建设进度不及预期"]
    stripped = "。风险提示：竞争加剧导致利用率下滑风险；数据中心建设进度不及预期相关研究《智算中心投运,租赁收入高增》"
    assert items(stripped) == ["竞争加剧导致利用率下滑风险", "数据中心建设进度不及预期"]
