"""clean(): repeated headers, noise, the rating legend and near-duplicates go; report text stays, exactly."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import fuzz

from schemas.types import CleanDocument
from tasks.clean.cleaner import clean
from tests.builders import (
    DISCLAIMER,
    FOOTER,
    HEADER,
    LEGEND,
    LINES,
    RATING_SENTENCE,
    RISKS,
    make_document,
    synthetic_pages,
)


def kept_text(cleaned: CleanDocument) -> str:
    return "\n".join(cleaned.segment_text(s) for s in cleaned.kept)


def assert_well_formed(cleaned: CleanDocument) -> None:
    text = cleaned.document.text
    spans = sorted([(s.start, s.end) for s in cleaned.kept] + [(d.start, d.end) for d in cleaned.drops])
    for (_, end), (start, _) in itertools.pairwise(spans):
        assert end <= start, "kept segments and drops must not overlap"
    previous_end = 0
    for segment in cleaned.kept:
        piece = text[segment.start : segment.end]
        assert segment.start >= previous_end and piece and piece == piece.strip()
        previous_end = segment.end
    drop_spans = {(d.start, d.end, d.reason) for d in cleaned.drops}
    assert all((s.start, s.end, "rating_legend") in drop_spans for s in cleaned.legend)


def test_synthetic_report_is_well_formed_and_keeps_the_body() -> None:
    cleaned = clean(make_document(synthetic_pages()))
    assert_well_formed(cleaned)
    kept = kept_text(cleaned)
    assert RATING_SENTENCE in kept and "买入（维持）" in kept and "目标价：45.50元" in kept
    assert all(risk in kept for risk in RISKS)
    assert "海外业务拓展顺利，" in kept and "欧洲市场收入同比翻倍。" in kept


def test_headers_and_footers_go_on_every_page_with_digits_masked() -> None:
    cleaned = clean(make_document(synthetic_pages()))
    kept = kept_text(cleaned)
    assert HEADER not in kept and "请务必阅读正文之后的免责声明" not in kept
    repeated = [cleaned.document.text[d.start : d.end] for d in cleaned.drops if d.reason == "repeated_line"]
    assert sorted(repeated) == sorted([HEADER] * 3 + [FOOTER.format(page=n) for n in (1, 2, 3)])


def test_a_repeated_line_with_a_rating_keeps_its_first_copy() -> None:
    header = "示例科技 买入（维持） 2024年3月"
    bodies = ["公司经营稳健，收入增长符合预期。", "新产品放量带动毛利率回升。", "海外订单充足，产能持续扩张。"]
    pages = [f"{header}\n{body}" for body in bodies]
    cleaned = clean(make_document(pages))
    text = cleaned.document.text
    kept_headers = [s for s in cleaned.kept if text[s.start : s.end] == header]
    assert [s.start for s in kept_headers] == [0]
    assert sum(d.reason == "repeated_line" for d in cleaned.drops) == 2


def test_rating_legend_is_set_aside_not_kept() -> None:
    cleaned = clean(make_document(synthetic_pages()))
    legend = "\n".join(cleaned.segment_text(s) for s in cleaned.legend)
    assert all(line in legend for line in LEGEND)
    kept = kept_text(cleaned)
    assert "投资评级说明" not in kept and "预期未来6个月内" not in kept
    assert RATING_SENTENCE in kept  # the report's own rating statement is not legend


def test_legend_without_heading_is_found_by_its_definitions() -> None:
    legend = "买入：预期未来6个月内涨幅15%以上；增持：预期涨幅介于5%与15%之间；中性：预期涨幅介于-5%与5%之间。"
    body = "公司订单饱满，产能利用率维持高位，全年收入有望保持较快增长。"
    cleaned = clean(make_document([f"{body}\n{legend}\n{body.replace('全年', '明年')}"]))
    assert [cleaned.segment_text(s) for s in cleaned.legend] == [legend]
    assert kept_text(cleaned).startswith(body)


def test_a_legend_read_one_table_cell_a_line_is_set_aside_whole() -> None:
    """How OCR reads a legend table: its benchmark sentence, then one cell a line. Left in the
    body, a lone 行业投资评级 made a company report look like an industry report."""
    cells = [
        "投资评级说明",
        "以报告发布日后6个月内公司股价（或行业指数）相对同期基准指数的涨跌幅为评价标准。A股市场以沪深300指数为基准。",
        "类别",
        "评级",
        "说明",
        "股票投资评级",
        "买入",
        "预期股价相对基准指数涨幅在20%以上",
        "减持",
        "预期股价相对基准指数跌幅介于5%与20%之间",
        "行业投资评级",
        "看好",
        "预期行业指数相对基准指数涨幅在10%以上",
    ]
    body = "公司订单饱满，产能利用率维持高位，全年收入有望保持较快增长。"
    cleaned = clean(make_document([body + "\n" + "\n".join(cells)]))
    assert kept_text(cleaned) == body
    legend = "\n".join(cleaned.segment_text(s) for s in cleaned.legend)
    assert all(cell in legend for cell in cells)


def test_near_duplicate_paragraphs_are_dropped_at_the_similarity_threshold() -> None:
    cleaned = clean(make_document(synthetic_pages()))
    duplicates = [cleaned.document.text[d.start : d.end] for d in cleaned.drops if d.reason == "duplicate_paragraph"]
    variant = DISCLAIMER.replace("本公司客户", "本公司的正式客户")
    assert fuzz.ratio(DISCLAIMER, variant) >= 80
    assert duplicates == [DISCLAIMER, variant]
    assert kept_text(cleaned).count(DISCLAIMER) == 1
    strict = clean(make_document(synthetic_pages()), similarity=99.0)
    assert variant in kept_text(strict) and kept_text(strict).count(DISCLAIMER) == 1


def test_a_near_duplicate_that_states_a_target_price_is_kept() -> None:
    plain = "我们预计公司2024年归母净利润6.1亿元，对应市盈率20倍，维持盈利预测不变。"
    with_target = "我们预计公司2024年归母净利润6.1亿元，对应市盈率20倍，目标价45.50元不变。"
    assert fuzz.ratio(plain, with_target) >= 80
    cleaned = clean(make_document([f"{plain}\n{with_target}\n{with_target}"]))
    assert [cleaned.segment_text(s) for s in cleaned.kept] == [plain, with_target]
    assert [d.reason for d in cleaned.drops] == ["duplicate_paragraph"]  # only the exact repeat


def test_noise_is_cut_at_its_exact_span() -> None:
    blob = "aGVsbG8gV29ybGQhIFRoaXMgaXMgYSByYW5kb20gYmFzZTY0IGJsb2IgdGhhdCBzaG91bGQgYmUgZHJvcHBlZA3kQz9"
    digest = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
    lines = [
        f"收入增长稳健，{'X' * 2000}利润率改善。",
        f"渠道库存健康，{'ab' * 25}经销商信心恢复。",
        f"附件编码{blob}结束",
        f"校验值{digest}完毕",
    ]
    cleaned = clean(make_document(["\n".join(lines)]))
    text = cleaned.document.text
    drops = [(text[d.start : d.end], d.reason) for d in cleaned.drops]
    assert drops == [
        ("X" * 2000, "noise_low_entropy"),
        ("ab" * 25, "noise_low_entropy"),
        (blob, "noise_blob"),
        (digest, "noise_blob"),
    ]
    assert [cleaned.segment_text(s) for s in cleaned.kept] == [
        "收入增长稳健，",
        "利润率改善。",
        "渠道库存健康，",
        "经销商信心恢复。",
        "附件编码",
        "结束",
        "校验值",
        "完毕",
    ]


def test_a_one_line_dump_is_cut_into_sentence_chunks() -> None:
    sentences = [
        "公司发布年报，全年收入同比增长18.6%。",
        "高端产品占比提升带动毛利率回升至35.4%。",
        "海外业务拓展顺利！",
        "欧洲市场收入同比翻倍，北美渠道开始放量。",
        "研发投入持续加大；",
        "新一代平台已进入客户验证阶段。",
        "我们预计明年起贡献收入？",
        "管理层在业绩会上给出了积极指引。",
        "存货周转天数下降至82天，营运效率改善。",
        "经营现金流净额9.8亿元，同比大幅增长。",
        "分红比例维持在30%左右。",
        "行业竞争格局趋于稳定，龙头份额继续提升。",
        "原材料价格自高位回落，成本压力缓解。",
        "公司产能利用率维持高位，订单排产至三季度。",
        "子公司完成增资扩股，引入两家战略投资者。",
        "数字化改造项目上线后人均产值提高约两成。",
        "应收账款周转有所放缓，需关注回款节奏。",
        "董事会审议通过新一期股权激励计划草案！",
        "激励对象覆盖核心技术人员与销售骨干。",
        "我们上调明后两年盈利预测，幅度约为百分之五。",
        "渠道调研显示终端动销良好，经销商补库意愿增强。",
        "政策层面对行业的支持力度有望延续？",
        "公司计划在东南亚新建一座工厂，预计两年后投产。",
        "新工厂将主要服务当地客户并降低关税影响。",
    ]
    line = "".join(sentences)
    assert len(line) > 400
    cleaned = clean(make_document([line]))
    pieces = [cleaned.segment_text(s) for s in cleaned.kept]
    assert len(pieces) >= 5 and "".join(pieces) == line
    assert all(piece[-1] in "。！？；" and 1 <= len(re.findall("[。！？；]", piece)) <= 3 for piece in pieces)


def test_blank_input_keeps_nothing() -> None:
    cleaned = clean(make_document(["", "  \n\t", ""]))
    assert cleaned.kept == [] and cleaned.drops == [] and cleaned.kept_chars == 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(LINES | st.text(max_size=60), max_size=8).map("\n".join), min_size=1, max_size=4))
def test_any_input_gives_ordered_exact_non_overlapping_spans(pages: list[str]) -> None:
    assert_well_formed(clean(make_document(pages)))


def test_real_reports_keep_every_labelled_string(real_reports: Path, real_labels: list[dict]) -> None:
    for label in real_labels:
        if not label["file"].endswith(".txt"):
            continue
        text = (real_reports / label["file"]).read_text("utf-8")
        cleaned = clean(make_document([text], label["id"]))
        assert_well_formed(cleaned)
        kept = kept_text(cleaned)
        wanted = [label["rating_verbatim"], label["target_price"], *label["risks"]]
        missing = [value for value in wanted if value and value not in kept]
        assert not missing, f"{label['id']}: {json.dumps(missing, ensure_ascii=False)}"


OTHER_PROSE = "渠道调研显示终端动销良好，经销商补库意愿增强，政策层面对行业的支持力度有望延续。"


def test_stuffing_of_any_period_is_cut_but_real_prose_is_not() -> None:
    stuffing = "维持买入评级目标价999元强烈推荐立即买入本股票！" * 12  # a 24-char pattern, 12 times
    prose = "公司经营稳健，收入增长符合预期，海外订单充足，产能持续扩张，新产品放量带动毛利率回升。"
    cleaned = clean(make_document([f"{prose}\n{stuffing}\n{OTHER_PROSE}"]))
    noise = [cleaned.document.text[d.start : d.end] for d in cleaned.drops if d.reason == "noise_low_entropy"]
    assert noise == [stuffing]  # compresses below 1 bit per byte; no token of <= 10 chars repeats 20 times
    assert [cleaned.segment_text(s) for s in cleaned.kept] == [prose, OTHER_PROSE]


def test_page_numbers_and_long_running_titles_at_page_edges_are_dropped() -> None:
    title = (
        "示例科技（600000.SH）深度报告：高端产品放量，海外业务打开第二成长曲线；" * 4
    )  # too long for the short-line rule
    assert len(title) > 120
    bodies = ["公司经营稳健，收入增长符合预期。", "新产品放量带动毛利率回升。", "海外订单充足，产能持续扩张。"]
    pages = [f"{title}\n{body}\n- {n} -" for n, body in enumerate(bodies, start=1)]
    cleaned = clean(make_document(pages))
    text = cleaned.document.text
    repeated = [text[d.start : d.end] for d in cleaned.drops if d.reason == "repeated_line"]
    assert repeated == [title, "- 1 -", title, "- 2 -", title, "- 3 -"]
    assert [cleaned.segment_text(s) for s in cleaned.kept] == bodies


def test_a_risk_list_repeated_under_a_later_heading_stays_there() -> None:
    # A list on two pages is page furniture or a duplicate, except under its risk heading.
    items = (
        "◆行业政策变动风险，医保控费与集采政策若超预期推进，检验服务价格可能下行。◆疫情影响业务量风险，常规检测需求或受疫情反复拖累。"
        "◆检验样本质量控制风险，样本运输与保存环节较多。◆市场竞争加剧风险，新进入者增多，价格竞争或将加剧，盈利承压。"
    )
    pages = [
        "行业专题研究。公司经营稳健，收入持续增长。\n" + items + "\n目录：一、行业概览；二、竞争格局。",
        "正文。第三方医学检验行业需求旺盛，龙头份额持续提升。",
        "正文。行业集中度提高，规模效应带动毛利率改善。",
        "正文。行业需求旺盛，龙头份额提升。\n5.风险提示\n" + items + "\n图表：检验样本量与收入增速对比。",
    ]
    cleaned = clean(make_document(pages))
    kept = "\n".join(cleaned.segment_text(s) for s in cleaned.kept)
    under_heading = kept[kept.index("5.风险提示") :]
    assert all(item in under_heading for item in ("行业政策变动风险", "疫情影响业务量风险", "市场竞争加剧风险"))


def test_a_section_explaining_the_reports_own_rating_is_no_legend() -> None:
    section = "估值分析与评级说明预计2023-2025年公司EPS分别为1.15/1.73/2.17元，维持“推荐”评级。"
    body = "公司订单饱满，产能利用率维持高位，全年收入有望保持较快增长。"
    cleaned = clean(make_document([f"{body}\n{section}"]))
    assert cleaned.legend == []
    assert section in kept_text(cleaned)
    legend = "投资评级说明买入：预期未来6个月内涨幅15%以上；增持：预期涨幅介于5%与15%之间。"
    with_legend = clean(make_document([f"{body}\n{legend}"]))
    assert [with_legend.segment_text(s) for s in with_legend.legend] == [legend]


def test_a_rating_box_line_right_after_the_legend_is_no_legend_label() -> None:
    """A one-page note's sidebar, read after the main column's legend: its `投资评级：买入` states the report's
    rating (a label, its colon, one rating word) and stays; a short label of the legend table still goes with it."""
    legend = "投资评级说明：买入：相对同期沪深300指数涨幅20%以上；增持：相对涨幅5%-20%；中性：相对涨幅-5%-5%。"
    body = "公司订单饱满，产能利用率维持高位，全年收入有望保持较快增长。"
    cleaned = clean(make_document([f"{body}\n{legend}\n投资评级：买入\n目标价：45.50元"]))
    assert "投资评级：买入" in kept_text(cleaned)
    cleaned = clean(make_document([f"{body}\n{legend}\n行业投资评\n级"]))
    assert "行业投资评" not in kept_text(cleaned)


def test_a_stock_tables_rows_alike_but_for_their_codes_are_kept() -> None:
    rows = [
        "GOOGL GOOGL US Alphabet A US$ 366.46 B-1-7",
        "GOOG GOOG US Alphabet C US$ 364.9 B-1-7",
    ]
    assert fuzz.ratio(*rows) >= 80
    cleaned = clean(make_document(["\n".join([*rows, rows[1]])]))
    assert [cleaned.segment_text(s) for s in cleaned.kept] == rows
    assert [d.reason for d in cleaned.drops] == ["duplicate_paragraph"]  # only the exact repeat
