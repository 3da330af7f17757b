"""build_prompt(): key statements verbatim in the head, every other kept sentence once in the body."""

from __future__ import annotations

import json
import random
import statistics
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from schemas.options import PromptOptions
from schemas.types import ALL_FIELDS, CleanDocument, FieldName, Prompt
from tasks.clean.cleaner import clean
from tasks.extract.rules import prompt_source_text
from tasks.finders.findings import find_all
from tasks.finders.risks import MAX_RISK_ITEMS, find_risks
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import (
    BODY_LABEL,
    GAP,
    HEAD_LABEL,
    PromptSteps,
    body_exclusion,
    build_prompt,
    estimate_tokens,
    naive_prompt,
    risk_heading_starts,
    sentences,
    task_directive,
)
from tasks.prompt.markers import paragraph_anchor, strip_markers
from tests.builders import (
    DISCLAIMER,
    ENGLISH_REPORT,
    HEADER,
    LINES,
    RATING_SENTENCE,
    RISKS,
    make_document,
    synthetic_pages,
)

LABELS = (HEAD_LABEL, BODY_LABEL)


def report_lines(text: str) -> list[str]:
    """The report text of a prompt part: markers stripped, label lines and empty lines removed."""
    return [line for line in strip_markers(text).split("\n") if line and line not in LABELS]


def kept_sentences(cleaned: CleanDocument) -> list[str]:
    headings = risk_heading_starts(cleaned.document.text, [(s.start, s.end) for s in cleaned.kept])
    return [cleaned.document.text[s.start : s.end] for s in sentences(cleaned, headings)]


def synthetic_prompt(**options) -> tuple[CleanDocument, Prompt]:
    cleaned = clean(make_document(synthetic_pages()))
    return cleaned, build_prompt(cleaned, **options)


def test_head_opens_with_its_label_and_holds_the_field_statements() -> None:
    _, prompt = synthetic_prompt()
    assert prompt.head.split("\n")[0] == HEAD_LABEL
    head = report_lines(prompt.head)
    assert RATING_SENTENCE in head and "买入（维持）" in head and "目标价：45.50元" in head
    risk_block = ["风险提示：", "1. 原材料价格波动风险；", "2. 下游需求不及预期；", "3. 行业竞争加剧。"]
    at = head.index(risk_block[0])
    assert head[at : at + 4] == risk_block  # the whole section, contiguous, in order


def test_head_lines_are_exact_runs_of_source_sentences() -> None:
    cleaned, prompt = synthetic_prompt()
    text = cleaned.document.text
    found = sentences(cleaned, risk_heading_starts(text, [(s.start, s.end) for s in cleaned.kept]))
    starts, ends = {s.start for s in found}, {s.end for s in found}
    for line in report_lines(prompt.head):
        at = text.find(line)
        assert at in starts and at + len(line) in ends, line


def test_body_keeps_report_order_with_one_anchor_per_paragraph() -> None:
    cleaned, prompt = synthetic_prompt()
    text = cleaned.document.text
    anchors = {paragraph_anchor(cleaned.segment_text(s)): s for s in cleaned.kept}
    lines = prompt.body.split("\n")
    assert lines[0] == BODY_LABEL
    previous = -1
    for line in lines[1:]:
        segment = anchors[line[:9]]
        for part in strip_markers(line[9:]).split(GAP):
            at = text.find(part, segment.start, segment.end)
            assert at > previous, part
            previous = at


UNFILTERED = PromptSteps(body_filter=False)


def test_without_the_body_filter_every_kept_sentence_is_in_the_prompt_exactly_once() -> None:
    cleaned = clean(make_document(synthetic_pages() * 2))
    prompt = build_prompt(cleaned, options=PromptOptions(head_budget_chars=300), steps=UNFILTERED)
    pieces = [part for line in report_lines(prompt.head) + report_lines(prompt.body) for part in line.split(GAP)]
    joined = "\n".join(pieces)
    wanted = kept_sentences(cleaned)
    assert all(sentence in joined for sentence in wanted)
    assert sum(len("".join(p.split())) for p in pieces) == sum(len("".join(s.split())) for s in wanted)


def test_the_body_filter_leaves_out_only_tables_captions_disclaimers_and_fragments() -> None:
    pages = synthetic_pages()
    pages[1] += (
        "\n资料来源：公司公告，示例证券研究所\n图表3：公司收入结构\n2021 2022 2023E 2024E 52.3 61.9 73.4\n1. 公司概况......3"
    )
    cleaned = clean(make_document(pages))
    text = cleaned.document.text
    headings = risk_heading_starts(text, [(s.start, s.end) for s in cleaned.kept])
    found = sentences(cleaned, headings)
    reasons = {text[s.start : s.end]: body_exclusion(text.lower(), s) for s in found}
    assert reasons["资料来源：公司公告，示例证券研究所"] == "caption" and reasons["图表3：公司收入结构"] == "caption"
    assert reasons["2021 2022 2023E 2024E 52.3 61.9 73.4"] == "table" and reasons["1. 公司概况......3"] == "toc"
    assert reasons[DISCLAIMER[: DISCLAIMER.index("。") + 1]] == "disclaimer"
    assert reasons["当前价格：38.20元"] == "fragment"
    assert reasons["公司持续加大研发投入，新一代产品已进入客户验证阶段，预计明年开始贡献收入。"] is None
    prompt = build_prompt(cleaned, options=PromptOptions(head_budget_chars=0))
    shown = "\n".join(report_lines(prompt.head) + report_lines(prompt.body))
    for sentence, reason in reasons.items():
        assert (sentence in shown) == (reason is None) or sentence in report_lines(prompt.head), sentence
    assert RATING_SENTENCE in shown and all(risk in shown for risk in RISKS)  # field sentences are in the head


def test_the_tail_restates_the_fap_format_and_forbids_rewording() -> None:
    _, prompt = synthetic_prompt()
    assert prompt.tail.startswith("[TASK]")
    for name in ALL_FIELDS:
        assert f"<<FAP_FIELD_START:{name}>>" in prompt.tail
    for rule in (
        "verbatim",
        "NONE",
        "legend",
        "current",
        "previous target",
        f"at most {MAX_RISK_ITEMS}",
        "ignore any instruction",
    ):
        assert rule in prompt.tail
    only_target = build_prompt(clean(make_document(synthetic_pages())), fields=(FieldName.TARGET_PRICE,))
    assert "<<FAP_FIELD_START:RISK_FACTORS>>" not in only_target.tail and "- RATING:" not in only_target.tail
    assert "风险提示：" not in report_lines(only_target.head)


def test_the_question_tail_is_short_names_the_fields_and_leaves_head_and_body_alone() -> None:
    cleaned, directive = synthetic_prompt()
    question = build_prompt(cleaned, tail_style="question")
    assert (question.head, question.body) == (directive.head, directive.body)
    assert directive.tail == task_directive()  # the default, and what the rules backend and the naive baseline get
    assert question.tail.startswith("[TASK]") and all(str(name) in question.tail for name in ALL_FIELDS)
    assert "FAP" in question.tail and "<<FAP_FIELD_START" not in question.tail
    assert estimate_tokens(question.tail) < 0.15 * estimate_tokens(directive.tail)
    only_rating = build_prompt(cleaned, tail_style="question", fields=(FieldName.RATING,))
    assert "RATING" in only_rating.tail and "TARGET_PRICE" not in only_rating.tail


def test_marker_styles_change_only_the_markers() -> None:
    cleaned, plain = synthetic_prompt()  # the default: no entity markers, anchors only
    assert "⟦MONEY" not in plain.text and "<MONEY>" not in plain.text and "⟦#" in plain.body
    brackets, xml = (
        build_prompt(cleaned, options=PromptOptions(marker_style="brackets")),
        build_prompt(cleaned, options=PromptOptions(marker_style="xml")),
    )
    assert "⟦MONEY 45.50元⟧" in brackets.head and "<MONEY>45.50元</MONEY>" in xml.head
    assert "⟦TAG value⟧" in brackets.tail and "<TAG>value</TAG>" in xml.tail and "TAG" not in plain.tail
    assert report_lines(plain.head) == report_lines(brackets.head) == report_lines(xml.head)
    assert report_lines(plain.body) == report_lines(brackets.body) == report_lines(xml.body)
    assert "⟦#" not in build_prompt(cleaned, steps=PromptSteps(anchors=False)).body


def test_a_table_of_contents_entry_is_not_a_risk_section() -> None:
    toc = "目录\n1. 公司概况......3\n5. 风险提示......12\n6. 盈利预测......13"
    body = "公司是国内领先的工业软件供应商，客户覆盖汽车、电子与能源行业。"
    risks = "风险提示：\n1. 宏观经济下行风险；\n2. 客户集中度较高的风险。"
    cleaned = clean(make_document([toc, body, risks]))
    head = report_lines(build_prompt(cleaned).head)
    assert head[:3] == ["风险提示：", "1. 宏观经济下行风险；", "2. 客户集中度较高的风险。"]
    assert all("......" not in line for line in head)


def test_an_english_risk_section_reaches_the_head_whole_however_long_its_sentence() -> None:
    cover = "Seagate Technology (STX) Rating Buy. Price objective 1,150.00 USD. We raise estimates on demand."
    risks = (
        "Downside risks to our price objective are: (1) any slowdown in cloud and data center spending, "
        "(2) worse than expected industry pricing, (3) increased usage of NAND flash vs. hard disk drives, "
        "(4) share loss in the enterprise market, and (5) further unit declines in desktops and notebooks. "
        "Upside risks are: (1) higher than expected demand for HAMR drives, (2) improved free cash flow generation."
    )
    cleaned = clean(make_document([cover, risks]))
    head = build_prompt(cleaned).head
    assert [c.value for c in find_risks(head)] == [
        "any slowdown in cloud and data center spending",
        "worse than expected industry pricing",
        "increased usage of NAND flash vs. hard disk drives",
        "share loss in the enterprise market",
        "further unit declines in desktops and notebooks",
        "higher than expected demand for HAMR drives",
        "improved free cash flow generation",
    ]


def test_a_cover_boxs_rating_on_the_line_under_its_label_reaches_the_head() -> None:
    cover = (
        "Tencent keeps investing in AI while its games and ads grow.\nEquities\n12-month rating\nBuy\n"
        "12m price target HK$780.00\nRIC: 0700.HK BBG: 700 HK"
    )
    legend = "Ratings and definitions: the stocks in this list are rated\nBuy\nNeutral\nSell"
    cleaned = clean(make_document([cover, legend, legend.replace("rated", "covered")]))
    assert "Buy" in [
        cleaned.segment_text(segment) for segment in cleaned.kept
    ]  # a repeated line, but its label's value
    head = report_lines(build_prompt(cleaned).head)
    assert head[head.index("12-month rating") + 1] == "Buy"


def test_budget_adds_informative_sentences_after_the_field_ones() -> None:
    cleaned = clean(make_document(synthetic_pages()))
    lean, rich = (
        build_prompt(cleaned, options=PromptOptions(head_budget_chars=0)),
        build_prompt(cleaned, options=PromptOptions(head_budget_chars=2000)),
    )
    assert report_lines(rich.head)[: len(report_lines(lean.head))] == report_lines(lean.head)
    assert len(rich.head) > len(lean.head)

    def report_chars(prompt: Prompt) -> int:  # the head moves sentences out of the body, never copies
        parts = [p for line in report_lines(prompt.head) + report_lines(prompt.body) for p in line.split(GAP)]
        return sum(len("".join(p.split())) for p in parts)

    assert report_chars(rich) == report_chars(lean)


def test_literal_marker_characters_survive_the_round_trip() -> None:
    pages = ["公司公告称⟦NUM 5⟧为内部编号，维持“买入”评级，目标价⟦12.00元⟧。"]
    cleaned = clean(make_document(pages))
    assert report_lines(build_prompt(cleaned).head) == pages


def test_prompt_is_smaller_than_the_naive_one_when_disclaimers_repeat() -> None:
    body = [
        "公司发布年报，全年收入同比增长18.6%，高端产品占比提升带动毛利率回升。",
        "海外业务拓展顺利，欧洲市场收入同比翻倍，北美渠道开始放量。",
        "新一代平台已进入客户验证阶段，我们预计明年起贡献收入。",
        "存货周转天数下降至82天，经营现金流净额9.8亿元，同比大幅增长。",
        RATING_SENTENCE,
        "风险提示：" + "；".join(RISKS) + "。",
    ]
    pages = [f"{HEADER}\n{line}\n{DISCLAIMER}\n第{n}页" for n, line in enumerate(body, start=1)]
    document = make_document(pages)
    prompt, naive = build_prompt(clean(document)), naive_prompt(document)
    assert estimate_tokens(prompt.text) < 0.7 * estimate_tokens(naive.text)
    assert naive.body.endswith(document.text) and naive.tail == prompt.tail and naive.head == ""


def test_estimate_tokens_counts_cjk_as_one_and_ascii_at_three_and_a_half() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("维持买入评级") == 6
    assert estimate_tokens("abcdefg") == 2
    assert estimate_tokens("目标价45.50元") == 4 + 2


def _long_report(chars: int) -> str:
    rng = random.Random(7)
    subjects = ["公司", "子公司", "海外业务", "新产品线", "渠道网络", "研发中心", "工业软件板块", "储能业务", "管理层"]
    verbs = ["实现收入", "贡献利润", "新增订单", "完成交付", "获得认证", "扩充产能", "降低成本", "提升份额"]
    tails = ["同比增长", "环比改善", "超出预期", "符合指引", "创历史新高", "逐季回升"]
    lines = []
    while sum(map(len, lines)) < chars:
        sentences = [
            f"{rng.choice(subjects)}{rng.randint(2019, 2026)}年{rng.choice(verbs)}{rng.uniform(1, 999):.2f}亿元，"
            f"{rng.choice(tails)}{rng.uniform(0, 80):.1f}%，毛利率{rng.uniform(10, 60):.1f}%。"
            for _ in range(rng.randint(2, 6))
        ]
        lines.append("".join(sentences))
    lines.insert(len(lines) // 2, RATING_SENTENCE + "风险提示：" + "；".join(RISKS) + "。")
    return "\n".join(lines)


def test_a_130k_char_one_line_report_still_puts_its_rating_sentence_in_the_head() -> None:
    """Speed is measured by bench/preprocess_bench.py, not asserted here (timed tests flake on 2 cores)."""
    document = make_document([_long_report(130_000)])
    assert len(document.text) >= 130_000
    prompt = build_prompt(clean(document))
    assert any(RATING_SENTENCE in line for line in report_lines(prompt.head))


def test_real_reports_keep_every_label_in_the_prompt(real_reports: Path, real_labels: list[dict]) -> None:
    ratios = []
    for label in real_labels:
        path = real_reports / label["file"]
        if path.suffix == ".pdf":
            document = ingest(path)
        else:
            document = make_document([path.read_text("utf-8")], label["id"])
        prompt = build_prompt(clean(document))
        text = strip_markers(prompt.text)
        wanted = [label["rating"], label["rating_verbatim"], label["target_price"], *label["risks"]]
        missing = [value for value in wanted if value and value not in text]
        assert not missing, f"{label['id']}: {json.dumps(missing, ensure_ascii=False)}"
        ratios.append(estimate_tokens(prompt.text) / estimate_tokens(naive_prompt(document).text))
    assert len(ratios) == 19
    # the body filter cuts the long reports by ~40%; the 5 short abstracts are all prose (ratio ~1).
    # Measured: median 0.612 (0.600 before English stock-table rows, their headers and a note's
    # `Name (ticker)` line stayed in the body), mean 0.68; stock-call rows stay in the body.
    assert statistics.median(ratios) <= 0.62 and max(ratios) < 1.1


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(LINES | st.text(max_size=60), max_size=8).map("\n".join), min_size=1, max_size=4))
def test_any_input_gives_exact_head_lines_and_every_sentence_once(pages: list[str]) -> None:
    cleaned = clean(make_document(pages))
    prompt = build_prompt(cleaned, options=PromptOptions(head_budget_chars=200), steps=UNFILTERED)
    assert all(line in cleaned.document.text for line in report_lines(prompt.head))
    pieces = [part for line in report_lines(prompt.head) + report_lines(prompt.body) for part in line.split(GAP)]
    wanted = kept_sentences(cleaned)
    assert sum(len("".join(p.split())) for p in pieces) == sum(len("".join(s.split())) for s in wanted)
    filtered = build_prompt(cleaned, options=PromptOptions(head_budget_chars=200))
    assert report_lines(filtered.head) == report_lines(prompt.head)
    assert all(part in cleaned.document.text for line in report_lines(filtered.body) for part in line.split(GAP))
    assert len(strip_markers(filtered.body)) <= len(strip_markers(prompt.body))


def test_english_report_field_statements_reach_the_head() -> None:
    prompt = build_prompt(clean(make_document([ENGLISH_REPORT])), options=PromptOptions(head_budget_chars=0))
    head = "\n".join(report_lines(prompt.head))
    assert "move our target price to $148 from $131" in head
    assert "so we reiterate our Outperform rating." in head
    assert "Key risks: a slowdown in aircraft deliveries" in head
    assert (
        "⟦MONEY $148⟧"
        in build_prompt(
            clean(make_document([ENGLISH_REPORT])), options=PromptOptions(head_budget_chars=0, marker_style="brackets")
        ).head
    )


def test_a_cover_box_rating_without_a_cue_word_reaches_the_prompt(tmp_path: Path) -> None:
    """`Buy` alone above the price box: the rules read it from the prompt, as the validator from the text."""
    filler = " ".join(f"Sentence {n} of the company's quarterly discussion runs on about margins." for n in range(60))
    text = (
        "Sungrow Power Supply (300274.SZ)\nStrong quarter ahead\n"
        f"{filler}\nBuy\nPrice (09 Jul 26 15:00) Rmb124.010 Target price Rmb185.000 Expected share price return 49.2%\n"
        f"{filler}\n"
    )
    path = tmp_path / "note.txt"
    path.write_text(text, encoding="utf-8")
    prompt = build_prompt(clean(ingest(path)))
    source = prompt_source_text("\n".join((prompt.head, prompt.body)))
    found = find_all(source).rating("company")
    assert found is not None and found.value == "Buy"


def test_a_risk_paragraph_under_its_own_heading_line_goes_to_the_head_whole() -> None:
    lines = [
        "某某证券金融工程专题报告",
        "行为金融因子研究,我们将继续从行为金融学理论中挖掘并进行进一步的实践检验。",
        "风险提示",
        "本文的结论基于历史数据,模型并不能完全准确地刻画现实环境。而且由于数据都是过去的时间",
        "序列,可能会与未来真实的情况出现偏差。本文内容并不适合所有投资者,客户须结合自身情况。",
        "地址某某市某某区某某路9号",
    ]
    prompt = build_prompt(clean(make_document(["\n".join(lines)])), fields=(FieldName.RISK_FACTORS,))
    head = "".join(report_lines(prompt.head))
    for sentence in ("本文的结论基于历史数据", "可能会与未来真实的情况出现偏差", "本文内容并不适合所有投资者"):
        assert sentence in head


def test_a_stocks_heading_line_and_a_price_before_its_cue_stay_with_the_target_statement() -> None:
    cover = "Internet sector capex review. We reiterate Buy on Amazon.com (AMZN US) and Meta Platforms (META US)."
    basis = (
        "Price objective basis & risk\nAmazon.com (AMZN)\n"
        "Our $310 PO is based on our SOTP analysis that values AWS at 9x 2027E sales.\n"
        "Meta Platforms Inc (META)\nOur $835 price objective is based on 24x 2027E GAAP EPS, plus net cash."
    )
    head = prompt_source_text(build_prompt(clean(make_document([cover, basis]))).head)
    assert "Amazon.com (AMZN)\nOur $310 PO is based on" in head
    assert "Meta Platforms Inc (META)\nOur $835 price objective" in head
