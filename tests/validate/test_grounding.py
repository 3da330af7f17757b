"""Grounding that accepts every correct answer and nothing else: report kind, industry ratings,
number boundaries, target cues, risk items at section ends, stock calls."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.fap import FapParseError, split_calls
from schemas.patterns import normalise
from schemas.types import FieldName, FieldStatus, KeptView
from tasks.clean.cleaner import clean
from tasks.finders.doc_type import find_doc_type
from tasks.finders.risks import find_risks
from tasks.finders.spans import cuts_number, price_numbers
from tasks.finders.stock_calls import find_stock_calls
from tasks.finders.target_price import find_target_price
from tasks.ingest.reader import ingest
from tasks.output.plausibility import plausibility_alerts
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import report_view

INDUSTRY = (
    "行业研究|行业深度 证券研究报告 2021年03月03日 投资评级领先大市-A维持评级 首选股票目标价评级"
    "688363华熙生物166.00买入-A002007华兰生物45.00增持-A 序号日期评级市价目标价12020-10-10增持358.00377.94 "
    "相对收益%1M3M12M6.752.56。维持华兰生物“买入”评级，目标价45元。"
    "风险提示：行业竞争加剧；政策变化风险财务摘要2019A2020E。"
)
COMPANY = (
    "爱美客（300896）：医美龙头 2021-03-29\n当前股价：340.10元\n"
    "我们给予目标价43 75元 股，首次覆盖给予“买入”评级。风险提示：疫情影响零售环境，削弱客户群体消费能力；产品单一。\n"
)


def check(view: KeptView, name: FieldName, value: str, doc_type: str = "company", row=None):
    return validate_field(name, value, view, extractor="m", doc_type=doc_type, row=row)  # type: ignore[arg-type]


def test_report_kind_from_title_code_or_markers() -> None:
    assert find_doc_type(COMPANY).value == "company" and find_doc_type(COMPANY).context == "爱美客（300896）"
    assert find_doc_type(INDUSTRY).value == "industry" and find_doc_type(INDUSTRY).context == "行业研究"


def test_industry_rating_is_the_sectors_never_a_stocks(tmp_path: Path) -> None:
    view = report_view(tmp_path, INDUSTRY)
    assert check(view, FieldName.RATING, "领先大市", "industry").status is FieldStatus.VALID
    stock = check(view, FieldName.RATING, "买入", "industry")
    assert stock.status is FieldStatus.INVALID and "one stock" in (stock.reason or "")


WEEKLY = (
    "行业研究 医药行业一周观察 超配（维持评级） 2021年03月21日 本周医药板块回调趋势放缓。\n"
    "投资建议：转型期阵痛已过，麻醉药镇痛可期，给予“买入”评级。\n"
    "风险提示：行业政策重大变化；新产品销售不及预期。\n"
)
SCORED = (
    "昊海生科（688366.SH）公司点评 维持“买入”评级，目标价168.21元。\n"
    "风险提示：国内疫情变化影响主营收入的风险。\n"
    "市场中相关报告评级比率分析说明：市场中相关报告投资建议为“买入”得1分，为“增持”得2分，为“中性”得3分。\n"
    "最终评分与平均投资建议对照：1.00=买入；1.01~2.0=增持；2.01~3.0=中性\n"
    "历史推荐和目标定价(人民币)序号日期评级市价目标价12020-02-28增持92.20N/A22020-08-28增持125.60N/A\n"
)


def test_a_stocks_rating_is_not_the_industrys_when_the_report_rates_its_sector(tmp_path: Path) -> None:
    view = report_view(tmp_path, WEEKLY)
    assert check(view, FieldName.RATING, "超配", "industry").status is FieldStatus.VALID
    lie = check(view, FieldName.RATING, "买入", "industry")
    assert lie.status is FieldStatus.INVALID and "sector scale" in (lie.reason or "")


def test_a_legend_definition_is_no_rating_and_a_rating_after_the_sector_name_is_the_sectors(tmp_path: Path) -> None:
    text = (
        "行业深度研究报告 公司深度报告模板 中国电子产业亟待升级电子行业中性维持评级 核心观点：行业景气度回升。\n"
        "风险提示：需求不及预期；竞争加剧。\n"
        "回避：是指未来6-12个月，公司股价低于分析师所覆盖股票平均回报10%以上。\n"
    )
    view = report_view(tmp_path, text)
    assert check(view, FieldName.RATING, "中性", "industry").status is FieldStatus.VALID
    assert check(view, FieldName.RATING, "回避", "industry").status is FieldStatus.INVALID


def test_score_legends_and_rating_history_rows_are_never_the_rating(tmp_path: Path) -> None:
    view = report_view(tmp_path, SCORED)
    assert check(view, FieldName.RATING, "买入").status is FieldStatus.VALID
    lie = check(view, FieldName.RATING, "增持")
    assert lie.status is FieldStatus.INVALID and "never as its rating statement" in (lie.reason or "")


@pytest.mark.parametrize("lie", ["45元", "688363", "002007", "12020-10", "1", "377.94", "166.00"])
def test_an_industry_report_has_no_target_of_its_own(tmp_path: Path, lie: str) -> None:
    view = report_view(tmp_path, INDUSTRY)
    assert check(view, FieldName.TARGET_PRICE, lie, "industry").status is FieldStatus.INVALID
    assert check(view, FieldName.TARGET_PRICE, "NONE", "industry").status is FieldStatus.NONE


@pytest.mark.parametrize("lie", ["688363", "12020-10", "1", "358.00"])
def test_codes_dates_row_numbers_and_history_rows_are_never_targets(tmp_path: Path, lie: str) -> None:
    assert check(report_view(tmp_path, INDUSTRY), FieldName.TARGET_PRICE, lie).status is FieldStatus.INVALID


def test_a_value_that_cuts_a_number_is_never_valid(tmp_path: Path) -> None:
    view = report_view(tmp_path, COMPANY)
    whole = check(view, FieldName.TARGET_PRICE, "43 75元")
    assert whole.status is FieldStatus.VALID and whole.target_price_low == 43.75
    cut = check(view, FieldName.TARGET_PRICE, "43")
    assert cut.status is FieldStatus.INVALID and "cuts a number" in (cut.reason or "")
    assert check(view, FieldName.TARGET_PRICE, "340.10元").status is FieldStatus.INVALID  # the current price


def test_full_width_punctuation_in_a_quote_is_the_same_text(tmp_path: Path) -> None:
    view = report_view(tmp_path, COMPANY)
    result = check(view, FieldName.RISK_FACTORS, "疫情影响零售环境，削弱客户群体消费能力; 产品单一")
    assert result.status is FieldStatus.VALID and len(result.evidence) == 2
    assert normalise("疫情， 影响") == normalise("疫情,影响")


def test_a_risk_item_may_end_flush_against_the_next_section(tmp_path: Path) -> None:
    view = report_view(tmp_path, INDUSTRY)
    result = check(view, FieldName.RISK_FACTORS, "行业竞争加剧; 政策变化风险", "industry")
    assert result.status is FieldStatus.VALID
    assert check(view, FieldName.RISK_FACTORS, "行业竞争; 政策变化风险", "industry").status is FieldStatus.INVALID


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("合理价值区间34 59 41 51元，维持 优于大市 评级。", "34 59 41 51元"),
        ("我们下调目标价40.0至35.0元，维持“增持”评级。", "35.0元"),
        ("目标价由38.00元上调至45.50元。", "45.50元"),
        ("给予目标股价28.5元，维持“买入”。", "28.5元"),
        ("目标价维持每股11.5港元。", "11.5港元"),
        ("目标市值454.28亿元，对应目标价377.94元。", "377.94元"),
    ],
)
def test_target_cues_and_forms(text: str, target: str) -> None:
    found = find_target_price(text)
    assert found is not None and found.value == target


def test_price_numbers_read_the_spaced_dataset_form() -> None:
    assert price_numbers("72 50 85 00元") == [72.5, 85.0] and price_numbers("23 5 元") == [23.5]
    assert price_numbers("30-35元") == [30.0, 35.0]
    assert cuts_number("43 75元", 0, 2) and not cuts_number("43 75元", 0, 6)


def test_ocr_bullets_start_new_risk_items() -> None:
    items = [c.value for c in find_risks("投资建议。风险提示：·原材料价格波动风险 ·下游需求不及预期 ·行业竞争加剧\n")]
    assert items == ["原材料价格波动风险", "下游需求不及预期", "行业竞争加剧"]


def test_stock_calls_from_whitespace_stripped_tables_and_sentences() -> None:
    calls = {
        (c.code.value if c.code else None, c.name.value if c.name else None, c.rating.value)
        for c in find_stock_calls(INDUSTRY)
    }
    assert ("688363", "华熙生物", "买入") in calls and ("002007", "华兰生物", "增持") in calls
    tagged = find_stock_calls("投资建议：闻泰科技（推荐），新洁能（建议关注）。")
    assert [(c.name.value if c.name else None, c.rating.value) for c in tagged] == [("闻泰科技", "推荐")]


def test_a_call_keeps_its_grounded_values_and_says_why_the_others_are_empty(tmp_path: Path) -> None:
    view = report_view(tmp_path, INDUSTRY)
    result = check(
        view, FieldName.STOCK_CALLS, "688363 | 华熙生物 | 买入 | NONE; 999999 | 华兰生物 | 卖出 | NONE", "industry"
    )
    first, second = result.calls
    assert (first.code, first.name, first.rating) == ("688363", "华熙生物", "买入") and first.code_evidence is not None
    assert second.code is None and second.rating is None and second.name == "华兰生物" and len(second.reasons) == 2


def test_a_call_has_four_parts() -> None:
    assert split_calls("002007 | 华兰生物 | 买入 | 45元") == [("002007", "华兰生物", "买入", "45元")]
    with pytest.raises(FapParseError):
        split_calls("002007 | 华兰生物")


def test_plausibility_alerts_never_change_a_value(tmp_path: Path) -> None:
    text = "锦程化工（002996.SZ）当前股价：10.00元。维持“买入”评级，目标价45.00港元。"
    view = report_view(tmp_path, text)
    fields = {
        name: check(view, name, value)
        for name, value in ((FieldName.DOC_TYPE, "company"), (FieldName.TARGET_PRICE, "45.00港元"))
    }
    alerts = plausibility_alerts(view.text, fields)
    assert any(a.startswith("implausible_target") for a in alerts) and any(
        a.startswith("currency_mismatch") for a in alerts
    )
    assert fields[FieldName.TARGET_PRICE].value == "45.00港元"


LISTED_RISKS = (
    "公司点评 2021年03月03日 维持“增持”评级。\n"
    "五、风险提示我们认为行业面临的风险主要有以下几个方面:1)需求波动风险近期下游需求波动剧烈，收入或不稳定。\n"
    "2)价格下降风险集采推进使产品价格面临下调。\n"
    "附表1重点公司盈利预测。\n"
)


def test_a_numbered_risk_title_may_run_into_its_explanation(tmp_path: Path) -> None:
    view = report_view(tmp_path, LISTED_RISKS)
    assert check(view, FieldName.RISK_FACTORS, "需求波动风险; 价格下降风险").status is FieldStatus.VALID
    assert check(view, FieldName.RISK_FACTORS, "需求波动").status is FieldStatus.INVALID  # cut inside the title
    assert check(view, FieldName.RISK_FACTORS, "近期下游需求波动剧烈").status is FieldStatus.INVALID  # a fragment
    assert check(view, FieldName.RISK_FACTORS, "附表1重点公司盈利预测").status is FieldStatus.INVALID  # after the list


def test_a_risk_section_opened_by_a_stop_word_runs_to_its_sentence_end(tmp_path: Path) -> None:
    text = "行业专题 2021年04月20日\n团队经验丰富。\n风险提示。本报告分析均基于公开信息，不构成投资建议;产品收益波动较大。\n目录1.行业分析\n"
    view = report_view(tmp_path, text)
    assert (
        check(view, FieldName.RISK_FACTORS, "本报告分析均基于公开信息，不构成投资建议; 产品收益波动较大").status
        is FieldStatus.VALID
    )
    assert check(view, FieldName.RISK_FACTORS, "团队经验丰富").status is FieldStatus.INVALID


def test_a_rating_in_a_sentence_about_one_company_is_not_the_sectors(tmp_path: Path) -> None:
    text = (
        "电子行业周报 2021年01月20日\n预计2021年电子行业将有较好的投资机会，维持“推荐”评级。\n"
        "预计公司2020-2022年EPS为0.98/1.25/1.55元，目标价43.90元，维持“买入”评级。\n"
    )
    view = report_view(tmp_path, text)
    assert check(view, FieldName.RATING, "推荐", "industry").status is FieldStatus.VALID
    assert check(view, FieldName.RATING, "买入", "industry").status is FieldStatus.INVALID
    assert check(view, FieldName.RATING, "买入", "company").status is FieldStatus.VALID


def test_a_target_holds_every_number_of_its_range(tmp_path: Path) -> None:
    view = report_view(tmp_path, "公司点评 2021年03月03日\n合理价值区间34.59-41.51元，维持“优于大市”评级。\n")
    assert check(view, FieldName.TARGET_PRICE, "34.59-41.51元").status is FieldStatus.VALID
    assert check(view, FieldName.TARGET_PRICE, "34.59").status is FieldStatus.INVALID


def test_a_calls_rating_may_close_the_stocks_own_section() -> None:
    from tasks.validate.grounding import _near

    filler = "".join(f"第{i}期门店扩张，产品结构优化。\n" for i in range(80))  # ~1,300 characters, no code
    text = (
        "◆甲乙股份(600001.SH)主业企稳。\n"
        + filler
        + "维持增持评级。\n◆丙丁科技(300002.SZ)转型加速。\n"
        + filler
        + "维持买入评级。\n"
    )
    view = KeptView(clean=None, text=text, starts=[0])  # type: ignore[arg-type]
    first = [(text.index("甲乙股份"), text.index("甲乙股份") + 4)]
    second = [(text.index("丙丁科技"), text.index("丙丁科技") + 4)]
    assert _near(view, "增持", first) is not None
    assert _near(view, "买入", second) is not None
    assert _near(view, "买入", first) is None  # past the next stock's code: that stock's rating


def test_a_sector_word_in_a_company_sentence_or_a_word_before_a_code_rates_a_stock(tmp_path: Path) -> None:
    text = (
        "医美行业深度 2021年01月20日\n我们维持行业“推荐”评级。\n"
        "维持公司最具成为板块整合者能力的观点，维持增持建议。\n结合估值，买入并建议关注:甲乙股份(600001.SH)。\n"
    )
    view = report_view(tmp_path, text)
    assert check(view, FieldName.RATING, "推荐", "industry").status is FieldStatus.VALID
    assert check(view, FieldName.RATING, "增持", "industry").status is FieldStatus.INVALID
    assert check(view, FieldName.RATING, "买入", "industry").status is FieldStatus.INVALID


def test_an_hkd_target_of_a_hong_kong_listing_printed_the_english_way_is_no_mismatch(tmp_path: Path) -> None:
    # `700 HK` names a Hong Kong listing; the 6-digit number elsewhere is no A-share code.
    text = "Acme (700 HK)\nReiterate Rating: BUY | PO: 780.00 HKD | Price: 508.00 HKD\nRevenue 157688 in total."
    view = report_view(tmp_path, text)
    fields = {
        name: check(view, name, value)
        for name, value in ((FieldName.DOC_TYPE, "company"), (FieldName.TARGET_PRICE, "780.00 HKD"))
    }
    assert fields[FieldName.TARGET_PRICE].status is FieldStatus.VALID
    assert not any(a.startswith("currency_mismatch") for a in plausibility_alerts(view.text, fields))


def test_a_whole_price_is_never_said_to_cut_a_number(tmp_path: Path) -> None:
    # HK$559.00 stands whole once and glued to a note mark once; it is no target either way.
    view = report_view(tmp_path, "Current price HK$559.00 today.\nTable HK$559.001 row.\n")
    result = check(view, FieldName.TARGET_PRICE, "HK$559.00")
    assert result.status is FieldStatus.INVALID and "cuts a number" not in (result.reason or "")


def test_a_table_code_in_a_row_printed_on_one_line_rates_that_rows_stock(tmp_path: Path) -> None:
    text = (
        "Alphabet and Amazon: AI spend\nWe stay positive on the group.\n"
        "Prices and ratings for stocks mentioned in this report Ticker Company name Price Rating "
        "GOOGL US Alphabet A US$ 366.46 B-1-7 AMZN US Amazon.com US$ 244.16 C-2-9\n"
    )
    view = report_view(tmp_path, text)
    answer = validate_field(
        FieldName.STOCK_CALLS,
        "GOOGL US | Alphabet A | B-1-7 | NONE; AMZN US | Amazon.com | B-1-7 | NONE",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert answer.calls is not None
    alphabet, amazon = answer.calls
    assert alphabet.rating == "B-1-7" and alphabet.rating_normalized == "buy"
    assert amazon.rating is None  # Alphabet's code, another row's cell


def test_a_table_rating_cell_keeps_its_review_mark(tmp_path: Path) -> None:
    text = (
        "PCB sector\nWe like the group.\nCompany Disclosures\nCompany Name Reuters 12-month rating Price Price date\n"
        "Avary Holding Shenzhen 002938.SZ Neutral Rmb95.29 06 Jul 2026\n"
        "Shennan Circuits 002916.SZ Buy (UR) Rmb440.20 06 Jul 2026\n"
    )
    answer = validate_field(
        FieldName.STOCK_CALLS,
        "002916.SZ | Shennan Circuits | Buy (UR) | NONE",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert answer.calls is not None and answer.calls[0].rating == "Buy (UR)"


def test_a_bare_ticker_is_grounded_beside_its_companys_name(tmp_path: Path) -> None:
    text = (
        "Seagate: pricing keeps rising\nWe reiterate Buy; PO $1,150.\n"
        "Company Description\nSeagate Technology (STX) designs and markets hard disk drives.\nSTX shares rose.\n"
    )
    view = report_view(tmp_path, text)
    answer = validate_field(FieldName.STOCK_CALLS, "STX | Seagate Technology | NONE | NONE", view, extractor="m")
    assert answer.calls is not None and answer.calls[0].code == "STX"
    other = validate_field(FieldName.STOCK_CALLS, "WDC | Seagate Technology | NONE | NONE", view, extractor="m")
    assert other.calls is not None and other.calls[0].code is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("OW 4,022 5,700 06-Jul-26", "5,700"),  # after a grouped number, before a date cell
        ("N 484 500 06-Jul-26", "500"),  # three digits after a space are no spaced decimals
        ("N 484 500 06-Jul-26", "484"),
    ],
)
def test_a_table_cell_after_a_space_is_a_whole_number(text: str, value: str) -> None:
    start = text.index(value)
    assert not cuts_number(text, start, start + len(value))
    assert cuts_number("目标价43 75元", 3, 5)  # the spaced decimals of `43.75` still cut it


def test_a_long_one_line_table_keeps_its_header(tmp_path: Path) -> None:
    def cells(seed: int) -> str:  # each row's own multiples and yields
        return " ".join(f"{(seed * 7 + k * 13) % 90 + 1}.{k % 10}" for k in range(24))

    rows = "".join(
        f"{name} CORP {5000 + i} ¥ OW {3000 + i * 11:,} {5700 + i * 100:,} 06-Jul-26 {cells(i)}\n"
        for i, name in enumerate(("ALPHA", "BRAVO", "CHARLIE", "DELTA", "ECHO", "FOXTROT", "GOLF", "HOTEL", "INDIA"))
    )
    text = (
        "Japan Materials\nWe like the group.\nCompany Code Cur Rating Price Target price (ddmmyy)\n"
        f"{rows}TOKYO ELECTRON 8035 ¥ UW 72,320 85,000 06-Jul-26 {cells(99)}\n"
    )
    assert len(text) - text.index("Rating") > 1500  # the last row is further from the header than a row's reach
    answer = validate_field(
        FieldName.STOCK_CALLS,
        "8035 | TOKYO ELECTRON | UW | 85,000",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert answer.calls is not None
    call = answer.calls[0]
    assert (call.code, call.rating, call.target_price) == ("8035", "UW", "85,000")


def test_a_rating_stated_on_the_stocks_named_after_it(tmp_path: Path) -> None:
    text = (
        "IT Hardware: HDDs\nWe reiterate Overweight on both STX and WDC into earnings. We stay Underweight on HPQ.\n"
        "Seagate Technology (STX.O) and Western Digital (WDC.O) report next week.\n"
    )
    view = report_view(tmp_path, text)
    answer = validate_field(
        FieldName.STOCK_CALLS,
        "WDC.O | Western Digital | Overweight | NONE; STX.O | Seagate Technology | Underweight | NONE",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert answer.calls is not None
    western, seagate = answer.calls
    assert western.rating == "Overweight"
    assert seagate.rating is None  # Underweight is stated on HPQ


RISKS_WITH_A_GLUED_LABEL = (
    "KIOXIA: NAND upcycle\nWe stay Overweight.\nRISKS TO PT/RATING\nRISKS TO DOWNSIDE\n"
    "Longer-than-expected deterioration in NAND demand\n"
    "Japanese yen appreciation (we estimate one yen lowers OP by about Y6bn annually) Broker Estimates Mean\n"
    "Rising cost of wafers (in China) in 2027 and beyond\n"
    "MS ESTIMATES VS. CONSENSUS\n"
)


@pytest.mark.parametrize(
    ("item", "whole"),
    [
        ("Japanese yen appreciation (we estimate one yen lowers OP by about Y6bn annually)", True),
        ("Japanese yen appreciation", False),  # the item goes on with its bracket
        ("Rising cost of wafers (in China)", False),  # a lower-case word goes on with the item
    ],
)
def test_a_risk_item_may_close_its_bracket_before_a_chart_label_the_text_layer_glued_on(
    tmp_path: Path, item: str, whole: bool
) -> None:
    view = report_view(tmp_path, RISKS_WITH_A_GLUED_LABEL)
    answer = check(view, FieldName.RISK_FACTORS, f"Longer-than-expected deterioration in NAND demand; {item}")
    assert (answer.status is FieldStatus.VALID) is whole, answer.reason


MULTI_STOCK_RISKS = (
    "{title}\nWe raise our price target.\nRISKS\nASML Holding NV\n"
    "Downside risks to our price target for ASML include weaker than expected WFE market, and export control.\n"
    "Intel Corp\n"
    "Upside risk to our price target on INTC includes share gains. Downside risks are: (1) Market-wide multiple "
    "contraction. (2) Intel regains and keeps technology superiority. (3) Geopolitical uncertainties\n"
    "RATINGS DEFINITIONS\n"
)


def test_a_company_notes_risk_item_belongs_to_the_section_of_its_own_stock(tmp_path: Path) -> None:
    view = report_view(tmp_path, MULTI_STOCK_RISKS.format(title="ASML: High-NA EUV cost deep dive"))
    own = "Downside risks to our price target for ASML include weaker than expected WFE market, and export control"
    assert check(view, FieldName.RISK_FACTORS, own).status is FieldStatus.VALID
    other = check(view, FieldName.RISK_FACTORS, "Intel regains and keeps technology superiority")
    assert other.status is FieldStatus.INVALID and "another stock" in (other.reason or "")
    # A cover that names none of the sections' stocks leaves every section the report's.
    unnamed = report_view(tmp_path, MULTI_STOCK_RISKS.format(title="Global Semis: litho intensity rises"))
    answer = check(unnamed, FieldName.RISK_FACTORS, "Intel regains and keeps technology superiority")
    assert answer.status is FieldStatus.VALID


def header_pdf(path: Path, header: str, pages: list[str]) -> Path:
    with pymupdf.open() as pdf:
        for number, body in enumerate(pages, 1):
            page = pdf.new_page()  # the same running header on every page
            page.insert_text((50, 40), header, fontsize=9)
            page.insert_text((50, 810), str(number), fontsize=8)
            page.insert_textbox(pymupdf.Rect(50, 80, 550, 780), body, fontsize=10)
        pdf.save(path)
    return path


def test_a_company_name_printed_only_as_the_covers_running_header(tmp_path: Path) -> None:
    body = "Our PO for the H shares is HK$101.6 and we rate the stock Buy. Bloomberg 300 HK."
    pages = [body, "Revenue grew in 2Q and margins held up well.", "Cash flow stayed strong through the year."]
    view = kept_view(clean(ingest(header_pdf(tmp_path / "report.pdf", "Midea Group (H/A)", pages))))
    assert not view.occurrences("Midea Group (H/A)")  # the cleaner drops the running header
    answer = check(view, FieldName.STOCK_CALLS, "300 HK | Midea Group (H/A) | NONE | NONE")
    assert answer.calls and answer.calls[0].name == "Midea Group (H/A)"
    assert answer.calls[0].name_evidence is not None and answer.calls[0].name_evidence.page == 1
    assert check(view, FieldName.STOCK_CALLS, "300 HK | Midea Group (H) | NONE | NONE").calls[0].name is None
    industry = check(view, FieldName.STOCK_CALLS, "300 HK | Midea Group (H/A) | NONE | NONE", doc_type="industry")
    assert industry.calls[0].name is None  # a sector note's header names its sector, never a stock's call


STOCK_TABLE = (
    "US IT Services\nWe prefer the digital engineering names.\nRating\nShort-\nTerm Target Price\n"
    "Company Ticker Ccy Price Mkt Cap\nDate & Time\nOld New View Old New\n"
    "EPAM US$ 89.85 4,694 24 Jul 16:00 2 nc -112.00 100.00 11.3\n"
    "GLOB US$ 31.30 1,352 24 Jul 16:002H nc -42.00 37.00 18.2\n"
    "Bull/Bear: Globant SA (GLOB.N)\nGlobant is a global digital engineer.\n"
)


def test_a_table_rating_glued_to_a_time_cell_rates_the_stock_opening_its_row(tmp_path: Path) -> None:
    view = report_view(tmp_path, STOCK_TABLE)
    answer = check(view, FieldName.STOCK_CALLS, "GLOB | Globant SA | 2H | 37.00; EPAM | NONE | 2H | NONE", "industry")
    globant, epam = answer.calls
    assert (globant.code, globant.rating, globant.rating_normalized, globant.target_price) == (
        "GLOB",
        "2H",
        "neutral",
        "37.00",
    )
    assert epam.code == "EPAM" and epam.rating is None  # GLOB's cell, another row's


def test_a_bare_ticker_is_whole_as_the_root_of_a_listed_ticker(tmp_path: Path) -> None:
    view = report_view(tmp_path, "Globant: AI pods\nBull/Bear: Globant SA (GLOB.N)\nGLOBAL demand and GLOBE rose.\n")
    assert check(view, FieldName.STOCK_CALLS, "GLOB | NONE | NONE | NONE", "industry").calls[0].code == "GLOB"
    assert check(view, FieldName.STOCK_CALLS, "GLO | Globant SA | NONE | NONE", "industry").calls[0].code is None
