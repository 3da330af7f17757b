"""The ladder: primary, then a per-field fallback on snippets, then none. Failures come from
whole fake engines: extractors that answer what a misbehaving model would."""

from __future__ import annotations

from pathlib import Path

from schemas.fap import render_fap
from schemas.types import ALL_FIELDS, ExtractionReply, ExtractionRequest, FieldName, FieldStatus, Usage
from tasks.clean.cleaner import clean
from tasks.extract.base import Extractor
from tasks.extract.rules import RulesExtractor
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import kept_view
from tasks.validate.ladder import run_ladder, snippet_prompt
from tests.paths import SAMPLES


class ScriptedModel(Extractor):
    """Answers a fixed text and records every request it saw."""

    def __init__(self, answer: str, name: str, stop_reason: str = "end_turn") -> None:
        self.answer, self.name, self.stop_reason = answer, name, stop_reason
        self.requests: list[ExtractionRequest] = []

    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        self.requests.append(request)
        return ExtractionReply(self.answer, self.name, Usage(100, 10), self.stop_reason)


def setup(tmp_path: Path):
    """zh_upgrade.pdf: 评级由增持上调至买入, 目标价由38.00元上调至45.50元, three risks."""
    cleaned = clean(ingest(SAMPLES / "zh_upgrade.pdf"))
    return build_prompt(cleaned), kept_view(cleaned)


GOOD = {
    FieldName.DOC_TYPE: "company",
    FieldName.RATING: "买入",
    FieldName.TARGET_PRICE: "45.50元",
    FieldName.RISK_FACTORS: "产品价格大幅下跌; 新建项目投产进度不及预期; 安全生产与环保风险",
    FieldName.STOCK_CALLS: "002996.SZ | 锦程化工 | 买入 | 45.50元",
}


def test_good_primary_needs_no_fallback(tmp_path: Path) -> None:
    prompt, view = setup(tmp_path)
    primary, fallback = ScriptedModel(render_fap(GOOD), "claude-sonnet-5-5"), RulesExtractor()
    outcome = run_ladder("doc", prompt, view, primary, fallback)
    assert outcome.compliance == 1.0 and not outcome.needs_review
    assert {r.status for r in outcome.fields.values()} == {FieldStatus.VALID}
    assert {r.extractor for r in outcome.fields.values()} == {"claude-sonnet-5-5"}
    assert len(outcome.replies) == 1


def test_invented_target_falls_back_on_snippets_only(tmp_path: Path) -> None:
    prompt, view = setup(tmp_path)
    primary = ScriptedModel(render_fap({**GOOD, FieldName.TARGET_PRICE: "99.00元"}), "claude-sonnet-5-5")
    haiku = ScriptedModel(render_fap({FieldName.TARGET_PRICE: "45.50元"}), "claude-haiku-5-5")
    outcome = run_ladder("doc", prompt, view, primary, haiku)
    target = outcome.fields[FieldName.TARGET_PRICE]
    assert (
        target.status is FieldStatus.FALLBACK_VALID
        and target.extractor == "claude-haiku-5-5"
        and target.value == "45.50元"
    )
    assert outcome.compliance == (len(ALL_FIELDS) - 1) / len(ALL_FIELDS)
    (request,) = haiku.requests
    assert request.fields == (FieldName.TARGET_PRICE,) and request.role == "fallback"
    snippet_chars = len(request.prompt.head) + len(request.prompt.body)
    assert snippet_chars < 0.2 * len(view.clean.document.text)
    assert "45.50元" in request.prompt.body


def test_field_still_failing_stays_empty_with_both_reasons(tmp_path: Path) -> None:
    prompt, view = setup(tmp_path)
    primary = ScriptedModel(render_fap({**GOOD, FieldName.RISK_FACTORS: "供应链风险"}), "claude-sonnet-5-5")
    haiku = ScriptedModel(render_fap({FieldName.RISK_FACTORS: "汇率风险"}), "claude-haiku-5-5")
    outcome = run_ladder("doc", prompt, view, primary, haiku)
    risks = outcome.fields[FieldName.RISK_FACTORS]
    assert risks.status is FieldStatus.INVALID and risks.items == () and risks.extractor == "none"
    assert "供应链风险" in risks.reason and "汇率风险" in risks.reason
    assert outcome.needs_review


def test_garbage_answer_sends_every_field_to_fallback(tmp_path: Path) -> None:
    prompt, view = setup(tmp_path)
    outcome = run_ladder(
        "doc", prompt, view, ScriptedModel("I think it is a buy.", "claude-sonnet-5-5"), RulesExtractor()
    )
    assert outcome.compliance == 0.0
    assert {r.status for r in outcome.fields.values()} == {FieldStatus.FALLBACK_VALID}
    assert outcome.fields[FieldName.RATING].value == "买入"


def test_refusal_needs_review_without_fallback(tmp_path: Path) -> None:
    prompt, view = setup(tmp_path)
    haiku = ScriptedModel("", "claude-haiku-5-5")
    outcome = run_ladder("doc", prompt, view, ScriptedModel("", "claude-sonnet-5-5", stop_reason="refusal"), haiku)
    assert outcome.needs_review and "model_refusal" in outcome.alerts and haiku.requests == []


def test_snippets_exclude_the_rating_legend(tmp_path: Path) -> None:
    _, view = setup(tmp_path)
    snippets = snippet_prompt(FieldName.RATING, view)
    assert snippets is not None and "评级由增持上调至买入" in snippets.body
    legend = view.legend_text
    assert legend and not any(line in snippets.body for line in legend.splitlines() if len(line) > 15)
