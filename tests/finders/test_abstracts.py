"""Company-report abstracts (no title, no cover, no kind marker): the kind read from the rating's
neighbourhood, and the rating words of their brokers. Synthetic texts only."""

from __future__ import annotations

import pytest

from tasks.finders.doc_type import find_doc_type
from tasks.finders.rating import find_rating, rating_occurrences


def test_a_rating_beside_a_sentence_about_the_company_makes_a_company_report() -> None:
    text = "事件:公司发布年报。营收增长。我们看好公司长期成长,维持“买入”评级。风险提示:需求下滑。"
    assert find_doc_type(text).value == "company"
    assert find_rating(text, "company").value == "买入"  # type: ignore[union-attr]


def test_a_per_share_forecast_beside_the_rating_makes_a_company_report() -> None:
    text = "营收增长。预计2024-2026年EPS分别为1.00/1.20/1.40元,对应PE为20/17/14倍,维持“增持”评级。"
    assert find_doc_type(text).value == "company"
    assert find_doc_type(text.replace("EPS", "收入")).value == "industry"


@pytest.mark.parametrize(
    "statement",
    ["给予2025年15倍PE,维持“强推”评级。", "对应PE分别为20/17倍,维持“买入”评级。", "目前公司估值合理,维持“增持”评级。"],
)
def test_one_stocks_multiple_or_the_company_after_a_connective_beside_the_rating(statement: str) -> None:
    assert find_doc_type("产能释放。\n" + statement + "风险提示:竞争加剧。").value == "company"


@pytest.mark.parametrize("statement", ["首次覆盖,给予“买入”评级。", "首次覆盖并 给予「增持」评级。"])
def test_initiating_coverage_makes_a_company_report(statement: str) -> None:
    assert find_doc_type("产能释放。\n" + statement + "风险提示:竞争加剧。").value == "company"


def test_listed_companies_or_a_sector_rating_stay_an_industry_report() -> None:
    assert find_doc_type("板块内上市公司业绩分化。维持“推荐”评级。").value == "industry"
    assert find_doc_type("我们看好公司治理改善的标的。维持行业“推荐”评级。").value == "industry"


def test_a_legend_entry_with_its_quote_before_the_colon_is_no_rating() -> None:
    assert rating_occurrences("评级定义:“买入”：未来12个月表现优于指数") == []


@pytest.mark.parametrize("word", ["谨慎买入", "审慎推荐", "观望", "大市同步", "超强大市", "长线买入"])
def test_the_brokers_rating_words(word: str) -> None:
    text = f"公司发布年报。维持公司“{word}”评级。"
    assert find_rating(text, "company").value == word  # type: ignore[union-attr]


def test_a_kind_marker_inside_a_prose_sentence_is_no_cover_label() -> None:
    text = (
        "公司发布三季报,业绩符合预期。得益于差异化竞争战略,在行业深度洗牌阶段公司组件仍保持相对合理盈利。"
        "预计2024-2026年EPS分别为0.90/1.27/1.48元,对应PE分别为17/12/10倍,维持“买入”评级。"
    )
    assert find_doc_type(text).value == "company"


def test_a_rating_beside_a_cut_to_the_companys_forecast_is_about_one_company() -> None:
    text = "己二酸价格下跌。本次报告大幅下调了公司盈利预测，同时调低投资评级为“观望”。"
    assert find_doc_type(text).value == "company"


@pytest.mark.parametrize(
    "sentence",
    ["2011年,国内仅有诺华疫苗与天士力金纳获得批签发。", "与化工行业动态平均估值水平相比偏高。"],
)
def test_a_kind_marker_in_a_sentence_after_a_full_stop_is_prose(sentence: str) -> None:
    text = f"公司一季度收入增长55%。{sentence}预计未来三年每股收益分别为1.40、1.80和2.24元。维持公司“增持”评级。"
    assert find_doc_type(text).value == "company"


def test_a_kind_marker_in_a_sentence_on_a_line_of_its_own_is_prose() -> None:
    text = "维持公司“增持”评级。\n与化工行业动态平均估值水平相比偏高。\n"
    assert find_doc_type(text).value == "company"


def test_a_rating_statement_lifted_into_a_prompts_head_is_read_with_the_heads_other_statements() -> None:
    body = "24H1煤炭业务毛利下滑。\n远期煤炭成长空间大。\n"
    head = "维持“谨慎推荐”评级。\n煤炭价格回落。\n据公告,2024年上半年,公司原煤产量1353.84万吨。\n"
    assert find_doc_type(body, head).value == "company"
    assert find_doc_type(body, "维持“谨慎推荐”评级。\n煤炭价格回落。\n").value == "industry"


@pytest.mark.parametrize(
    "cover",
    [
        "证券研究报告\n行业深度\n电子行业2020年6月23日。",
        "[Table_Title]电子设备行业专题研究新技术及新应用出现,CIS市场有望持续成长。",
    ],
)
def test_a_kind_marker_on_a_line_or_a_label_of_its_own_still_decides(cover: str) -> None:
    found = find_doc_type(cover + "维持公司“买入”评级。")
    assert (found.value, found.context) == ("industry", "行业深度" if "行业深度" in cover else "行业专题")


@pytest.mark.parametrize(
    ("statement", "word"),
    [
        ("净资产收益率分别为9.9%、10.2%和10.3%,给予买入-B建议。", "买入"),
        ("公司行业龙头地位稳固,我们给予增持-A建议,6个月目标价为51元。", "增持"),
        ("维持公司EPS预测,维持“买入一A”投资评级,6个月目标价维持35.00元。", "买入"),
    ],
)
def test_a_rating_given_as_advice_or_with_a_spelt_grade_is_stated(statement: str, word: str) -> None:
    text = "公司发布年报,营收增长。预计公司每股收益分别为0.40、0.45和0.50元。" + statement
    assert find_rating(text, "company").value == word  # type: ignore[union-attr]


def test_advice_to_buy_a_sector_is_no_rating() -> None:
    assert rating_occurrences("我们建议买入龙头,建议增持板块。") == []


def test_advice_closing_its_sentence_with_the_rating_word_states_the_rating() -> None:
    text = "公司2015年借壳上市。目标价31元，建议谨慎买入。精品游戏频出彰显公司研运能力。"
    assert [c.value for c in rating_occurrences(text)] == ["谨慎买入"]


def test_advice_running_on_after_the_rating_word_is_prose() -> None:
    text = "我们建议买入并持有行业龙头，关注估值修复机会。"
    assert rating_occurrences(text) == []


def test_a_forecasts_scenario_is_no_rating_and_a_quoted_clause_is() -> None:
    scenario = "盈利预测与评级中性情景下，我们调整公司盈利预测。维持对公司“增持”评级。"
    assert [c.value for c in rating_occurrences(scenario)] == ["增持"]
    clause = "给予公司22年45xPE，目标价26.10元（前值为30.74元），“增持”。航空复材交付增长。"
    assert [c.value for c in rating_occurrences(clause)] == ["增持"]
    assert rating_occurrences("我们认为“增持”仓位的逻辑在于估值修复。") == []


def test_a_level_that_stays_at_a_figure_is_no_rating_cue() -> None:
    assert rating_occurrences("我们的综合择时模型信号由看空转为中性，建议仓位维持在60%。") == []
