"""tasks/extract/budget.py: split the prompt body into paragraphs, drop them from the end, fit a budget."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from schemas.fap import render_fap
from schemas.options import PromptOptions
from schemas.types import ExtractionReply, ExtractionRequest, Prompt
from tasks.clean.cleaner import clean
from tasks.extract.base import Extractor
from tasks.extract.budget import (
    MAX_ROUNDS,
    body_paragraphs,
    drop_body_paragraphs,
    estimate_for_count,
    fit_prompt,
    paragraphs_to_drop,
    split_body,
)
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt, estimate_tokens
from tasks.prompt.markers import paragraph_anchor

REPORT = [
    "示例科技（600000.SH）公司点评",
    "维持“买入”评级，目标价45.50元。",
    "公司发布2023年年报，全年实现营业收入52.3亿元，同比增长18.6%，其中第四季度收入创下单季新高。",
    "高端产品放量带动毛利率提升2.1个百分点至35.4%，盈利能力持续改善，费用端保持稳定。",
    "研发投入占收入比重达到9.8%，新一代平台已进入客户验证阶段，预计明年开始贡献增量。",
    "海外业务拓展顺利，欧洲市场收入同比翻倍，东南亚新设两家子公司，渠道覆盖进一步完善。",
    "产能方面，南通基地二期项目于十月投产，新增年产能三万吨，爬坡进度好于管理层此前指引。",
    "经营性现金流净额为11.2亿元，应收账款周转天数下降至62天，存货结构明显优化。",
    "我们认为行业集中度仍在提升，龙头企业凭借成本与技术优势有望继续扩大市场份额。",
    "下游客户库存已回到正常水平，订单能见度延伸至明年二季度，价格体系保持平稳。",
    "风险提示：原材料价格波动风险；下游需求不及预期。",
]


@pytest.fixture(scope="module")
def prompt(tmp_path_factory: pytest.TempPathFactory) -> Prompt:
    """The gradient prompt of a small report, as the pipeline builds it (head limited to the field
    sentences, so the body holds most paragraphs)."""
    path: Path = tmp_path_factory.mktemp("budget") / "report.txt"
    path.write_text("\n".join(REPORT), "utf-8")
    built = build_prompt(clean(ingest(path)), options=PromptOptions(head_budget_chars=0))
    assert len(body_paragraphs(built)) >= 6, "the sample report must give a body of several paragraphs"
    return built


class LocalCounter(Extractor):
    """Counts a request the way an API does, locally: a fixed system block the prompt text does not
    hold, plus tokens at another rate than the local estimate. Keeps every prompt it counted."""

    def __init__(self, window: int | None, *, system_tokens: int = 300, rate: float = 1.3) -> None:
        self.window, self.system_tokens, self.rate = window, system_tokens, rate
        self.counted: list[Prompt] = []

    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        return ExtractionReply(render_fap({name: None for name in request.fields}), "local-counter")

    def count_tokens(self, request: ExtractionRequest) -> int | None:
        self.counted.append(request.prompt)
        return self.tokens(request.prompt)

    def tokens(self, prompt: Prompt) -> int:
        return self.system_tokens + math.ceil(self.rate * estimate_tokens(prompt.text))

    def input_token_limit(self, budget: int | None) -> int | None:
        if self.window is None:
            return None
        return min(self.window, budget) if budget else self.window


class NoCount(LocalCounter):
    """A backend with a limit but no way to count."""

    def count_tokens(self, request: ExtractionRequest) -> int | None:
        self.counted.append(request.prompt)
        return None


def without_body(prompt: Prompt) -> Prompt:
    return Prompt(head=prompt.head, body="", tail=prompt.tail)


# ---------------------------------------------------------------- split_body, body_paragraphs


def test_an_empty_body_has_no_label_and_no_paragraphs() -> None:
    assert split_body("") == ("", [])


def test_an_anchored_body_splits_at_anchors_only() -> None:
    first, second = "第一段。\n续行，仍属第一段。", "第二段。"
    body = "\n".join(["[BODY]", paragraph_anchor(first) + first, paragraph_anchor(second) + second])
    label, paragraphs = split_body(body)
    assert label == "[BODY]"
    assert paragraphs == [paragraph_anchor(first) + first, paragraph_anchor(second) + second]


def test_a_body_without_anchors_splits_at_every_line() -> None:
    assert split_body("[BODY]\n甲\n乙\n丙") == ("[BODY]", ["甲", "乙", "丙"])


def test_an_escaped_bracket_in_the_text_is_not_an_anchor() -> None:
    """Only ⟦#xxxxxx⟧ with six lower-case hex digits opens a paragraph."""
    line = "⟦#XYZ123⟧ 不是锚点"
    body = "\n".join(["[BODY]", paragraph_anchor("甲") + "甲", line])
    assert split_body(body)[1] == [paragraph_anchor("甲") + "甲\n" + line]


def test_body_paragraphs_of_a_real_prompt_rebuild_its_body(prompt: Prompt) -> None:
    label, paragraphs = split_body(prompt.body)
    assert body_paragraphs(prompt) == paragraphs
    assert "\n".join([label, *paragraphs]) == prompt.body
    assert all(p.startswith("⟦#") for p in paragraphs)


# ---------------------------------------------------------------- drop_body_paragraphs


def test_dropping_nothing_gives_the_same_prompt(prompt: Prompt) -> None:
    assert drop_body_paragraphs(prompt, ()) is prompt
    assert drop_body_paragraphs(prompt, []) is prompt


def test_dropping_leaves_head_tail_and_the_other_paragraphs_in_order(prompt: Prompt) -> None:
    paragraphs = body_paragraphs(prompt)
    trimmed = drop_body_paragraphs(prompt, (1, len(paragraphs) - 1))
    assert (trimmed.head, trimmed.tail) == (prompt.head, prompt.tail)
    assert body_paragraphs(trimmed) == [p for i, p in enumerate(paragraphs) if i not in (1, len(paragraphs) - 1)]
    assert split_body(trimmed.body)[0] == split_body(prompt.body)[0]  # the label stays


def test_dropping_is_pure_and_repeatable(prompt: Prompt) -> None:
    before = prompt.text
    assert drop_body_paragraphs(prompt, [0, 2]) == drop_body_paragraphs(prompt, (2, 0))
    assert prompt.text == before


def test_dropping_every_paragraph_drops_the_label_too(prompt: Prompt) -> None:
    trimmed = drop_body_paragraphs(prompt, range(len(body_paragraphs(prompt))))  # type: ignore[arg-type]
    assert trimmed.body == ""
    assert trimmed.text == without_body(prompt).text


# ---------------------------------------------------------------- paragraphs_to_drop


def test_a_prompt_within_the_target_drops_nothing(prompt: Prompt) -> None:
    assert paragraphs_to_drop(prompt, estimate_tokens(prompt.text)) == ()
    assert paragraphs_to_drop(prompt, estimate_tokens(prompt.text) + 1000) == ()


def test_one_token_over_drops_the_last_paragraph(prompt: Prompt) -> None:
    last = len(body_paragraphs(prompt)) - 1
    assert paragraphs_to_drop(prompt, estimate_tokens(prompt.text) - 1) == (last,)


def test_an_unreachable_target_drops_every_paragraph(prompt: Prompt) -> None:
    assert paragraphs_to_drop(prompt, 0) == tuple(range(len(body_paragraphs(prompt))))


def test_paragraphs_go_from_the_end(prompt: Prompt) -> None:
    count = len(body_paragraphs(prompt))
    full, bare = estimate_tokens(prompt.text), estimate_tokens(without_body(prompt).text)
    for target in range(bare, full, 7):
        dropped = paragraphs_to_drop(prompt, target)
        assert dropped == tuple(range(count - len(dropped), count))


def test_the_dropped_paragraphs_bring_the_estimate_to_the_target_and_are_the_fewest(prompt: Prompt) -> None:
    """The documented contract, for every target between the bare prompt and the whole one."""
    count = len(body_paragraphs(prompt))
    full, bare = estimate_tokens(prompt.text), estimate_tokens(without_body(prompt).text)
    for target in range(bare, full):
        dropped = paragraphs_to_drop(prompt, target)
        assert estimate_tokens(drop_body_paragraphs(prompt, dropped).text) <= target, (target, dropped)
        if 0 < len(dropped):
            one_fewer = tuple(range(count - len(dropped) + 1, count))
            assert estimate_tokens(drop_body_paragraphs(prompt, one_fewer).text) > target, (target, dropped)


def test_a_prompt_without_a_body_drops_nothing(prompt: Prompt) -> None:
    assert paragraphs_to_drop(without_body(prompt), 0) == ()


# ---------------------------------------------------------------- estimate_for_count


def test_one_count_scales_the_estimate_in_proportion_and_stays_under_the_limit() -> None:
    estimate, tokens, limit = 10_000, 13_000, 6_500
    goal = estimate_for_count([(estimate, tokens)], limit)
    proportional = estimate * limit / tokens
    assert 0.9 * proportional <= goal < proportional


def test_two_counts_learn_the_fixed_part_of_the_count() -> None:
    """On count = 2000 + 1.5 x estimate, the goal's count lands just under the limit, where scaling
    in proportion would still be over it: the fixed part does not shrink with the prompt."""
    fixed, rate, limit = 2_000, 1.5, 5_000

    def count(estimate: int) -> int:
        return int(fixed + rate * estimate)

    counted = [(4_000, count(4_000)), (3_000, count(3_000))]
    goal = estimate_for_count(counted, limit)
    assert count(goal) <= limit
    assert count(goal) >= fixed + 0.9 * (limit - fixed)
    assert count(estimate_for_count(counted[-1:], limit)) > limit


def test_two_counts_of_the_same_estimate_fall_back_to_the_proportion() -> None:
    assert estimate_for_count([(1_000, 1_500), (1_000, 1_500)], 1_000) == estimate_for_count([(1_000, 1_500)], 1_000)


def test_a_count_that_grew_while_the_estimate_shrank_falls_back_to_the_proportion() -> None:
    counted = [(2_000, 2_500), (1_500, 2_600)]
    assert estimate_for_count(counted, 2_000) == estimate_for_count(counted[-1:], 2_000)


# ---------------------------------------------------------------- fit_prompt


def test_without_a_limit_nothing_is_counted(prompt: Prompt) -> None:
    counter = LocalCounter(window=None)
    fit = fit_prompt("doc", prompt, counter, budget=None)
    assert fit.prompt is prompt
    assert (fit.dropped, fit.tokens_before, fit.tokens_after, fit.limit) == ((), None, None, None)
    assert counter.counted == [] and fit.alerts == []


def test_a_backend_that_cannot_count_sends_the_prompt_whole(prompt: Prompt) -> None:
    fit = fit_prompt("doc", prompt, NoCount(window=100), budget=None)
    assert fit.prompt is prompt and fit.dropped == () and fit.tokens_before is None
    assert not fit.over_limit and fit.alerts == []


def test_a_prompt_within_the_limit_is_counted_once_and_sent_whole(prompt: Prompt) -> None:
    counter = LocalCounter(window=200_000)
    fit = fit_prompt("doc", prompt, counter, budget=None)
    assert fit.prompt is prompt and fit.dropped == ()
    assert fit.tokens_before == fit.tokens_after == counter.tokens(prompt)
    assert fit.limit == 200_000 and len(counter.counted) == 1 and fit.alerts == []


def test_a_budget_below_the_window_is_the_limit(prompt: Prompt) -> None:
    counter = LocalCounter(window=200_000)
    budget = counter.tokens(prompt) + 1
    fit = fit_prompt("doc", prompt, counter, budget=budget)
    assert fit.limit == budget and fit.dropped == ()


@pytest.mark.parametrize(("system_tokens", "rate"), [(0, 1.0), (300, 1.3), (2_000, 0.8), (50, 2.5)])
def test_an_over_budget_prompt_loses_paragraphs_from_the_end_until_the_count_fits(
    prompt: Prompt, system_tokens: int, rate: float
) -> None:
    counter = LocalCounter(window=200_000, system_tokens=system_tokens, rate=rate)
    full, bare = counter.tokens(prompt), counter.tokens(without_body(prompt))
    budget = (full + bare) // 2
    count = len(body_paragraphs(prompt))

    fit = fit_prompt("doc", prompt, counter, budget=budget)

    assert fit.tokens_before == full and fit.limit == budget
    assert fit.tokens_after == counter.tokens(fit.prompt) <= budget
    assert (fit.prompt.head, fit.prompt.tail) == (prompt.head, prompt.tail)
    assert 0 < len(fit.dropped) < count
    assert fit.dropped == tuple(range(count - len(fit.dropped), count))
    assert body_paragraphs(fit.prompt) == body_paragraphs(prompt)[: count - len(fit.dropped)]
    assert counter.counted[-1] == fit.prompt  # the count reported is the count of what is sent
    assert len(counter.counted) <= 1 + MAX_ROUNDS
    assert not fit.over_limit
    assert [a.split(":")[0] for a in fit.alerts] == ["prompt_trimmed"]
    assert f"{len(fit.dropped)} body paragraphs dropped" in fit.alerts[0]


def test_a_fit_is_rebuilt_exactly_from_its_dropped_indexes(prompt: Prompt) -> None:
    """A resumed batch rebuilds the prompt it sent from the original and `dropped`."""
    counter = LocalCounter(window=200_000)
    budget = (counter.tokens(prompt) + counter.tokens(without_body(prompt))) // 2
    fit = fit_prompt("doc", prompt, counter, budget=budget)
    assert fit.dropped
    assert drop_body_paragraphs(prompt, fit.dropped) == fit.prompt


def test_head_and_tail_over_the_budget_lose_the_whole_body_and_say_so(prompt: Prompt) -> None:
    counter = LocalCounter(window=200_000)
    budget = counter.tokens(without_body(prompt)) - 1

    fit = fit_prompt("doc", prompt, counter, budget=budget)

    assert (fit.prompt.head, fit.prompt.body, fit.prompt.tail) == (prompt.head, "", prompt.tail)
    assert fit.dropped == tuple(range(len(body_paragraphs(prompt))))
    assert fit.over_limit and fit.tokens_after is not None and fit.tokens_after > budget
    assert [a.split(":")[0] for a in fit.alerts] == ["prompt_trimmed", "prompt_over_budget"]
