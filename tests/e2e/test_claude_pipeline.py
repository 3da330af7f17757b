"""The per-report pipeline with Claude: the real SDK over real HTTP against tests/fake_anthropic.py,
strict response validation, real ingest/clean/prompt/validate/fallback, and the real Parquet row.

Sonnet's answer is scripted per test; every other /v1/messages request (the Haiku fallbacks, and
batch results) is answered by `Answers`, which plays each model from the report's true values.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from flows.batch import MessageBatches
from flows.lanes import InThisThread
from flows.report import Prepared, ReportLedger, RunContext, build_extractors, digest_one, prepare, run_context
from flows.runs import RunPlan
from flows.settings import PIPELINE_VERSION, Environment, RunOptions
from schemas.fap import render_fap
from schemas.options import ModelOptions
from schemas.types import ALL_FIELDS, ExtractionReply, ExtractionRequest, FieldName, Prompt, ReportOutcome
from tasks.clean.boilerplate import BoilerplateMemory
from tasks.clean.cleaner import clean
from tasks.extract.base import Extractor
from tasks.extract.batch import pending_states, state_path
from tasks.extract.budget import body_paragraphs, drop_body_paragraphs, fit_prompt, paragraphs_to_drop
from tasks.extract.claude import FALLBACK_SYSTEM_INSTRUCTIONS, SYSTEM_INSTRUCTIONS, ClaudeExtractor, report_message
from tasks.ingest.discover import InputFile
from tasks.ingest.reader import ingest, sha256_file
from tasks.output.cost import call_cost_usd, load_price_table
from tasks.output.sink import done_doc_ids, write_results, write_review_entry
from tasks.prompt.gradient import estimate_tokens
from tests.builders import KEY, flows_that_wrote
from tests.claude_report import FAR_FROM_EVERY_FIELD, RATING, RISKS, TARGET_PRICE, write_report
from tests.fake_anthropic import FakeAnthropic, FakeError, FakeHang, FakeReply, FakeReset, RecordedRequest

SONNET, HAIKU = "claude-sonnet-5-5", "claude-haiku-5-5"
TRUE = {
    FieldName.DOC_TYPE: "company",
    FieldName.RATING: RATING,
    FieldName.TARGET_PRICE: TARGET_PRICE,
    FieldName.RISK_FACTORS: "; ".join(RISKS),
    FieldName.STOCK_CALLS: f"688123.SH | 星河精密 | {RATING} | {TARGET_PRICE}",
}
_ASKED = re.compile(r"Answer only the field (DOC_TYPE|RATING|TARGET_PRICE|RISK_FACTORS|STOCK_CALLS)")


def fap(**overrides: str) -> str:
    return render_fap({**TRUE, **{FieldName(k): v for k, v in overrides.items()}})


GOOD = fap()


@dataclass
class Answers:
    """Plays Sonnet (the whole answer) and Haiku (the one field a fallback asks for)."""

    sonnet: str = GOOD
    haiku: dict[FieldName, str] = field(default_factory=lambda: dict(TRUE))
    garbage_haiku: bool = False

    def __call__(self, body: dict[str, Any]) -> FakeReply:
        if body["model"] != HAIKU:
            return FakeReply(text=self.sonnet)
        asked = FieldName(_ASKED.search(user_content(body)).group(1))
        return FakeReply(text="I am not sure." if self.garbage_haiku else render_fap({asked: self.haiku[asked]}))


def user_content(body: dict[str, Any]) -> str:
    (turn,) = body["messages"]
    return turn["content"]


@pytest.fixture
def api() -> Iterator[FakeAnthropic]:
    with FakeAnthropic(responder=Answers()) as server:
        yield server


@pytest.fixture
def report(tmp_path: Path) -> InputFile:
    path = write_report(tmp_path)
    return InputFile(path, sha256_file(path))


def options(tmp_path: Path, **overrides: Any) -> RunOptions:
    return RunOptions(inputs=[tmp_path], out=tmp_path / "out", extractor="claude", **overrides)


def claude_pair(api: FakeAnthropic, **overrides: Any) -> tuple[ClaudeExtractor, ClaudeExtractor]:
    """Strict clients of the fake API; `overrides` are ModelOptions fields (timeout_s, primary, …)."""
    model_options = ModelOptions(
        **({"timeout_s": 2.0, "deadline_s": 10.0, "primary": SONNET, "fallback": HAIKU} | overrides)
    )
    settings: dict[str, Any] = {"api_key": KEY, "base_url": api.base_url, "strict": True, "options": model_options}
    return ClaudeExtractor(model=model_options.primary, **settings), ClaudeExtractor(
        model=model_options.fallback, **settings
    )


def claude_context(api: FakeAnthropic, run_options: RunOptions, **overrides: Any) -> RunContext:
    return run_context(run_options, extractors=claude_pair(api, **overrides))


def digest(
    api: FakeAnthropic, report: InputFile, tmp_path: Path, *, run: dict[str, Any] | None = None, **claude: Any
) -> tuple[ReportOutcome, dict[str, Any]]:
    """digest_one, then the Parquet row it becomes (written and read back), checked for grounding."""
    outcome = digest_one(report, claude_context(api, options(tmp_path, **(run or {})), **claude))
    path = write_results(
        tmp_path / "out", [outcome], run_id="run-1", pipeline_version=PIPELINE_VERSION, processed_at=datetime.now(UTC)
    )
    row = pl.read_parquet(path).row(0, named=True)
    assert_grounded(row, ingest(report.path).text)
    return outcome, row


def assert_grounded(row: dict[str, Any], text: str) -> None:
    """No value without a valid status, and every value verbatim in the report."""
    for column in ("rating", "target_price"):
        if row[column] is not None:
            assert row[f"{column}_status"] in ("valid", "fallback_valid") and row[column] in text, row
        else:
            assert row[f"{column}_status"] not in ("valid", "fallback_valid"), row
    if row["risk_factors"]:
        assert row["risk_factors_status"] in ("valid", "fallback_valid")
        assert all(item in text for item in row["risk_factors"]), row


def requests_of(api: FakeAnthropic, model: str) -> list[RecordedRequest]:
    return [r for r in api.message_requests() if r.body["model"] == model]


def field_columns(row: dict[str, Any], prefix: str) -> tuple[Any, str, str]:
    value = row[prefix] if prefix != "risk_factors" else "; ".join(row[prefix]) or None
    return value, row[f"{prefix}_status"], row[f"{prefix}_extractor"]


# ---------------------------------------------------------------- answers


def test_good_answer_is_valid_from_sonnet_with_cost_and_calls(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    outcome, row = digest(api, report, tmp_path)

    assert row["status"] == "ok" and not row["alerts"]
    assert field_columns(row, "rating") == (RATING, "valid", SONNET)
    assert field_columns(row, "target_price") == (TARGET_PRICE, "valid", SONNET)
    assert field_columns(row, "risk_factors") == ("; ".join(RISKS), "valid", SONNET)
    assert (row["target_price_low"], row["target_currency"]) == (92.40, "CNY")
    (call,) = row["model_calls"]
    assert (call["role"], call["model"], call["batch"]) == ("primary", SONNET, False)
    assert call["input_tokens"] == row["model_input_tokens"] > 0
    assert row["estimated_cost_usd"] == pytest.approx(call_cost_usd(outcome.model_calls[0], load_price_table()))
    assert len(api.message_requests()) == 1 and len([r for r in api.requests if r.path.endswith("count_tokens")]) == 1


def test_invented_target_price_is_replaced_by_haiku_on_snippets(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(FakeReply(text=fap(TARGET_PRICE="95.00元")))

    _, row = digest(api, report, tmp_path)

    assert field_columns(row, "target_price") == (TARGET_PRICE, "fallback_valid", HAIKU)
    assert field_columns(row, "rating") == (RATING, "valid", SONNET)
    assert row["status"] == "ok" and row["fallback_fields"] == ["TARGET_PRICE"]
    assert [c["role"] for c in row["model_calls"]] == ["primary", "fallback:TARGET_PRICE"]
    (haiku,) = requests_of(api, HAIKU)
    assert TARGET_PRICE in user_content(haiku.body)


def test_invented_target_price_that_haiku_also_invents_stays_empty(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.responder = Answers(haiku={**TRUE, FieldName.TARGET_PRICE: "88.00元"})
    api.script(FakeReply(text=fap(TARGET_PRICE="95.00元")))

    _, row = digest(api, report, tmp_path)

    assert field_columns(row, "target_price") == (None, "invalid", "none")
    assert "95.00元" in row["target_price_reason"] and "88.00元" in row["target_price_reason"]
    assert row["status"] == "needs_review" and "field_invalid: TARGET_PRICE" in row["alerts"]
    assert row["target_price_low"] is None and row["target_price_page"] is None


def test_paraphrased_risk_falls_back_to_haiku(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeReply(text=fap(RISK_FACTORS="需求可能不及预期; 原材料价格大幅波动; 新产能投产进度不及预期")))

    _, row = digest(api, report, tmp_path)

    assert field_columns(row, "risk_factors") == ("; ".join(RISKS), "fallback_valid", HAIKU)
    assert row["risk_factors_pages"] == [1, 1, 1]


def test_paraphrased_risk_that_haiku_paraphrases_too_stays_empty(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.responder = Answers(haiku={**TRUE, FieldName.RISK_FACTORS: "需求疲软; 成本上升"})
    api.script(FakeReply(text=fap(RISK_FACTORS="需求可能不及预期")))

    _, row = digest(api, report, tmp_path)

    assert (row["risk_factors"], row["risk_factors_status"], row["risk_factors_extractor"]) == ([], "invalid", "none")
    assert row["status"] == "needs_review"


def test_missing_field_tag_is_a_format_error_and_every_field_falls_back(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(
        FakeReply(text=render_fap({FieldName.RATING: RATING, FieldName.RISK_FACTORS: TRUE[FieldName.RISK_FACTORS]}))
    )

    _, row = digest(api, report, tmp_path)

    assert {row[f"{p}_status"] for p in ("rating", "target_price", "risk_factors")} == {"fallback_valid"}
    assert {row[f"{p}_extractor"] for p in ("rating", "target_price", "risk_factors")} == {HAIKU}
    assert row["output_format_compliance"] == 0.0 and any(a.startswith("low_format_compliance") for a in row["alerts"])
    assert len(requests_of(api, HAIKU)) == len(ALL_FIELDS)


def test_none_for_a_stated_field_goes_to_fallback(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeReply(text=fap(TARGET_PRICE="NONE")))

    _, row = digest(api, report, tmp_path)

    assert field_columns(row, "target_price") == (TARGET_PRICE, "fallback_valid", HAIKU)


def test_garbage_from_both_models_leaves_every_field_empty(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.responder = Answers(garbage_haiku=True)
    api.script(FakeReply(text="The report is positive on the company. Rating: strong. 目标价大约九十元。"))

    _, row = digest(api, report, tmp_path)

    assert row["status"] == "needs_review"
    for prefix in ("rating", "target_price"):
        assert field_columns(row, prefix) == (None, "invalid", "none")
        assert "format error" in row[f"{prefix}_reason"]
    assert row["risk_factors"] == [] and row["risk_factors_status"] == "invalid"


def test_thinking_block_before_the_text_is_not_the_answer(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(FakeReply(text=GOOD, thinking="旧目标价为80.00元，评级可能是增持。"))

    _, row = digest(api, report, tmp_path)

    assert field_columns(row, "target_price") == (TARGET_PRICE, "valid", SONNET) and row["status"] == "ok"


def test_max_tokens_is_a_truncated_answer_and_goes_to_fallback(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(FakeReply(text=GOOD[:60], stop_reason="max_tokens"))

    _, row = digest(api, report, tmp_path)

    assert {row[f"{p}_extractor"] for p in ("rating", "target_price", "risk_factors")} == {HAIKU}
    assert {row[f"{p}_status"] for p in ("rating", "target_price", "risk_factors")} == {"fallback_valid"}
    assert row["output_format_compliance"] == 0.0


def test_refusal_needs_review_with_the_reason_and_no_fallback(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(FakeReply(text="I can't help with that.", stop_reason="refusal"))

    outcome, row = digest(api, report, tmp_path)

    assert row["status"] == "needs_review" and "model_refusal" in row["alerts"]
    for prefix in ("rating", "target_price"):
        assert field_columns(row, prefix) == (None, "invalid", None)
        assert "refused" in row[f"{prefix}_reason"]
    assert not requests_of(api, HAIKU)
    assert outcome.review is not None and outcome.review.raw_answers["primary"] == "I can't help with that."


# ---------------------------------------------------------------- faults


def test_429_with_retry_after_is_waited_then_answered(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeError(429, retry_after=0.3), FakeReply(text=GOOD))

    started = time.monotonic()
    _, row = digest(api, report, tmp_path)

    assert row["status"] == "ok" and time.monotonic() - started >= 0.3
    assert len(api.message_requests()) == 2


def test_529_twice_then_success(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeError(529), FakeError(529), FakeReply(text=GOOD))

    _, row = digest(api, report, tmp_path, max_retries=2)

    assert row["status"] == "ok" and len(api.message_requests()) == 3


def test_a_timeout_is_retried(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeHang(5.0), FakeReply(text=GOOD))

    _, row = digest(api, report, tmp_path, timeout_s=0.3)

    assert row["status"] == "ok" and len(api.message_requests()) == 2


def test_a_connection_reset_is_retried(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeReset(), FakeReply(text=GOOD))

    _, row = digest(api, report, tmp_path)

    assert row["status"] == "ok" and len(api.message_requests()) == 2


def test_model_unavailable_is_an_error_row_retried_on_the_next_run(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(*[FakeError(529, retry_after=0.05)] * 3)

    _, row = digest(api, report, tmp_path, max_retries=2)

    assert row["status"] == "error" and row["error"].startswith("model_unavailable")
    assert "529" in row["error"] and "next run" in row["error"]
    assert row["rating"] is None and row["target_price"] is None and row["risk_factors"] == []
    assert report.doc_id not in done_doc_ids(tmp_path / "out", PIPELINE_VERSION, "claude")


def test_endless_hangs_end_within_the_report_deadline(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(*[FakeHang(5.0)] * 4)

    started = time.monotonic()
    _, row = digest(api, report, tmp_path, timeout_s=0.3, max_retries=5, deadline_s=1.0)

    assert time.monotonic() - started < 2.0
    assert row["error"].startswith("model_unavailable") and "deadline" in row["error"]


def test_haiku_down_after_sonnet_answered_leaves_the_field_empty_and_keeps_sonnets_cost(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.script(FakeReply(text=fap(TARGET_PRICE="95.00元", RISK_FACTORS="需求疲软")))
    api.script(*[FakeError(529, retry_after=0.05)] * 3, model=HAIKU)  # Haiku only: Sonnet still answers

    outcome, row = digest(api, report, tmp_path, max_retries=2)

    assert row["status"] == "needs_review" and row["error"] is None
    assert field_columns(row, "rating") == (RATING, "valid", SONNET)
    for prefix in ("target_price", "risk_factors"):
        value, status, extractor = field_columns(row, prefix)
        assert (value, status, extractor) == (None, "invalid", "none")
        assert f"fallback {HAIKU} unavailable: HTTP 529" in row[f"{prefix}_reason"]
    assert "95.00元" in row["target_price_reason"]  # Sonnet's failure is kept too
    assert len(requests_of(api, HAIKU)) == 3  # one field's retries; the next field does not wait out the outage again
    (call,) = row["model_calls"]
    assert (call["role"], call["model"]) == ("primary", SONNET) and call["input_tokens"] > 0
    assert (
        row["estimated_cost_usd"] == pytest.approx(call_cost_usd(outcome.model_calls[0], load_price_table()))
        and row["estimated_cost_usd"] > 0
    )
    assert any(a.startswith(f"fallback_unavailable: {HAIKU} unavailable") for a in row["alerts"])
    assert outcome.review is not None and outcome.review.raw_answers == {
        "primary": fap(TARGET_PRICE="95.00元", RISK_FACTORS="需求疲软")
    }
    # a row now, and not done: the next run retries the report, when Haiku may be back
    assert outcome.retry_next_run and report.doc_id not in done_doc_ids(tmp_path / "out", PIPELINE_VERSION, "claude")


def test_the_review_queue_prompt_is_what_was_sent(api: FakeAnthropic, report: InputFile, tmp_path: Path) -> None:
    api.script(FakeReply(text=fap(TARGET_PRICE="95.00元")))  # a fallback, so the report is alerted and queued

    outcome, _ = digest(api, report, tmp_path)

    sent = user_content(api.message_requests()[0].body)
    assert outcome.review is not None
    assert sent.replace("<report>\n", "", 1).replace("\n</report>", "", 1) == outcome.review.prompt
    assert outcome.review.prompt.endswith(_prompt_of(report).tail) and len(_prompt_of(report).tail) < 200


# ---------------------------------------------------------------- the request log


def test_requests_carry_cached_system_configured_models_no_sampling_knobs_and_snippets_only(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    api.responder = Answers(haiku=dict(TRUE))
    api.script(FakeReply(text="garbage"))  # every field falls back
    models = {"primary": "claude-sonnet-4-6", "fallback": HAIKU}

    _, row = digest(api, report, tmp_path, **models)

    report_chars = len(ingest(report.path).text)
    primary, *fallbacks = api.message_requests()
    assert primary.body["model"] == "claude-sonnet-4-6" and {f.body["model"] for f in fallbacks} == {HAIKU}
    assert len(fallbacks) == len(ALL_FIELDS) and row["rating_extractor"] == HAIKU
    for sent in api.message_requests():
        assert not {"temperature", "top_p", "top_k"} & sent.body.keys()
        assert [m["role"] for m in sent.body["messages"]] == ["user"]
    assert primary.body["system"] == [
        {"type": "text", "text": SYSTEM_INSTRUCTIONS, "cache_control": {"type": "ephemeral"}}
    ]
    assert FAR_FROM_EVERY_FIELD in user_content(primary.body)
    assert "<<FAP_FIELD_START" not in user_content(primary.body)  # the directive is in the cached system block
    for sent in fallbacks:
        assert sent.body["system"] == [
            {"type": "text", "text": FALLBACK_SYSTEM_INSTRUCTIONS}
        ]  # short, never cacheable on Haiku
        content = user_content(sent.body)
        assert len(content) < 0.2 * report_chars, (len(content), report_chars)
        assert content.startswith("<report>\n[SNIPPETS") and FAR_FROM_EVERY_FIELD not in content


def test_build_extractors_takes_models_context_and_concurrency_from_the_options(tmp_path: Path) -> None:
    environment = Environment(anthropic_api_key=KEY, anthropic_base_url="http://127.0.0.1:9")
    primary, fallback = build_extractors(
        options(tmp_path, primary_model="claude-opus-5-5", model_concurrency=3), environment
    )

    assert isinstance(primary, ClaudeExtractor) and isinstance(fallback, ClaudeExtractor)
    assert (primary.model, fallback.model) == ("claude-opus-5-5", HAIKU)
    assert primary.context_tokens == load_price_table().models["claude-opus-5-5"].context_tokens
    assert primary.input_token_limit(None) == primary.context_tokens - primary.max_tokens
    assert KEY not in repr(primary)


# ---------------------------------------------------------------- budget


def test_over_budget_prompt_loses_body_paragraphs_from_the_end_but_never_head_or_tail(
    api: FakeAnthropic, report: InputFile, tmp_path: Path
) -> None:
    primary, _ = claude_pair(api)
    untrimmed = primary.request_params(ExtractionRequest(doc_id=report.doc_id, prompt=_prompt_of(report)))
    full_tokens = primary.count_tokens(ExtractionRequest(doc_id=report.doc_id, prompt=_prompt_of(report)))
    budget = full_tokens - 30  # a few body paragraphs' worth
    api.requests.clear()

    _, row = digest(api, report, tmp_path, run={"report_token_budget": budget})

    (trimmed,) = [a for a in row["alerts"] if a.startswith("prompt_trimmed")]
    before, after = map(int, re.match(r"prompt_trimmed: (\d+) -> (\d+) tokens", trimmed).groups())
    assert before == full_tokens and after <= budget
    counts = [r for r in api.requests if r.path.endswith("count_tokens")]
    assert len(counts) >= 2 and counts[-1].body["messages"] == api.message_requests()[0].body["messages"]
    sent, full = user_content(api.message_requests()[0].body), user_content(untrimmed)
    prompt = _prompt_of(report)
    assert prompt.head in sent and prompt.tail in sent and len(sent) < len(full)
    assert body_paragraphs(prompt)[0] in sent and body_paragraphs(prompt)[-1] not in sent
    assert row["status"] == "ok" and row["target_price"] == TARGET_PRICE  # the head kept every field sentence


class EstimatingExtractor(Extractor):
    """Counts with the local estimate (times `per_estimate`) plus a fixed system block, within a given budget."""

    def __init__(self, system_tokens: int = 50, per_estimate: float = 1.0) -> None:
        self.counted: list[Prompt] = []
        self.system_tokens, self.per_estimate = system_tokens, per_estimate

    def extract(self, request: ExtractionRequest) -> ExtractionReply:
        raise AssertionError("fit_prompt only counts")

    def count_tokens(self, request: ExtractionRequest) -> int:
        self.counted.append(request.prompt)
        return self.system_tokens + int(self.per_estimate * estimate_tokens(request.prompt.text))

    def input_token_limit(self, budget: int | None) -> int | None:
        return budget


def test_a_prompt_whose_head_and_tail_exceed_the_budget_loses_its_whole_body_and_says_so(report: InputFile) -> None:
    prompt, counter = _prompt_of(report), EstimatingExtractor()

    fit = fit_prompt(report.doc_id, prompt, counter, budget=50 + estimate_tokens(prompt.head + prompt.tail) - 1)

    assert (fit.prompt.head, fit.prompt.tail, fit.prompt.body) == (prompt.head, prompt.tail, "")
    assert fit.dropped == tuple(range(len(body_paragraphs(prompt))))
    assert [a.split(":")[0] for a in fit.alerts] == ["prompt_trimmed", "prompt_over_budget"]
    assert fit_prompt(report.doc_id, prompt, counter, budget=None).alerts == []


def test_a_small_budget_next_to_a_long_system_block_still_fits_within_the_rounds() -> None:
    """The count holds a fixed system block the prompt text does not: scaling the estimate in
    proportion alone closes only part of the gap per round when that block is most of the budget."""
    paragraphs = [f"⟦#{n:06x}⟧" + "公司收入同比增长，毛利率持续改善。" * 3 for n in range(40)]
    prompt = Prompt(
        head="[HEAD: key statements, verbatim]\n维持“买入”评级。",
        body="\n".join(["[BODY: remaining text in report order]", *paragraphs]),
        tail="[TASK] answer",
    )
    counter = EstimatingExtractor(system_tokens=1700)
    budget = 1700 + estimate_tokens(prompt.text) // 2

    fit = fit_prompt("doc", prompt, counter, budget=budget)

    assert fit.tokens_after is not None and budget * 0.95 <= fit.tokens_after <= budget
    assert not fit.over_limit and fit.prompt.body and len(counter.counted) <= 3
    assert fit.dropped == tuple(range(40 - len(fit.dropped), 40))


def _prompt_of(report: InputFile) -> Prompt:
    from tasks.prompt.gradient import build_prompt

    return build_prompt(clean(ingest(report.path)), tail_style=ClaudeExtractor.prompt_tail)


def test_paragraphs_to_drop_takes_the_fewest_from_the_end() -> None:
    body = "\n".join(
        [
            "[BODY: remaining text in report order]",
            "⟦#000001⟧第一段。",
            "⟦#000002⟧第二段内容较长一些。",
            "⟦#000003⟧第三段。",
        ]
    )
    prompt = Prompt(head="[HEAD: key statements, verbatim]\n维持“买入”评级。", body=body, tail="[TASK] answer")

    total = estimate_tokens(prompt.text)
    last = total - estimate_tokens(
        drop_body_paragraphs(prompt, (2,)).text
    )  # what the last paragraph weighs in the prompt
    assert paragraphs_to_drop(prompt, total) == ()
    assert paragraphs_to_drop(prompt, total - last) == (2,)
    assert paragraphs_to_drop(prompt, total - last - 1) == (1, 2)
    assert paragraphs_to_drop(prompt, 0) == (0, 1, 2)
    trimmed = drop_body_paragraphs(prompt, (1, 2))
    assert (trimmed.head, trimmed.tail) == (prompt.head, prompt.tail)
    assert trimmed.body.splitlines() == body.splitlines()[:2]
    assert drop_body_paragraphs(prompt, (0, 1, 2)).body == ""


# ---------------------------------------------------------------- concurrency


def test_in_flight_requests_are_bounded_across_threads(report: InputFile) -> None:
    with FakeAnthropic(responder=lambda body: FakeHang(0.15, then=FakeReply(text=GOOD))) as api:
        extractors = [claude_pair(api, concurrency=2)[0] for _ in range(6)]  # one per report, as the flow builds them
        request = ExtractionRequest(doc_id=report.doc_id, prompt=Prompt(head="h", body="b", tail="t"))
        threads = [threading.Thread(target=e.extract, args=(request,)) for e in extractors]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    assert len(api.message_requests()) == 6
    assert api.max_in_flight == 2


# ---------------------------------------------------------------- Message Batches


@dataclass
class BatchRun:
    outcomes: list[ReportOutcome]
    finished: list[str]  # batch ids whose rows are in `outcomes`
    pending: list[str]  # batch ids still running


def digest_batches(items: list[InputFile], context: RunContext) -> BatchRun:
    """The Message Batches answerer over `items`, its steps in this thread, outside a flow (the
    flow itself, once: the last test of this module)."""
    batches = MessageBatches(context, InThisThread(context, ReportLedger.of_run(context)))
    outcomes = batches.digest(RunPlan("test-run", items, frozenset()))
    return BatchRun(outcomes, batches.finished, batches.pending_batches)


def three_reports(tmp_path: Path) -> list[InputFile]:
    paths = [write_report(tmp_path, f"{name}.txt", variant=f"（{name}）") for name in ("ok", "errored", "expired")]
    return [InputFile(p, sha256_file(p)) for p in paths]


def test_batch_with_a_succeeded_an_errored_and_an_expired_request(tmp_path: Path) -> None:
    items = three_reports(tmp_path)
    run_options = options(tmp_path, batch=True, batch_poll_interval_s=0.01)
    with FakeAnthropic(responder=Answers(sonnet=fap(TARGET_PRICE="95.00元")), batch_polls_until_ended=3) as api:
        api.batch_outcomes = {items[1].doc_id: "errored", items[2].doc_id: "expired"}
        context = claude_context(api, run_options)
        primary = context.primary
        run = digest_batches(items, context)

        (created,) = [r for r in api.requests if r.path == "/v1/messages/batches"]
        assert [r["custom_id"] for r in created.body["requests"]] == [i.doc_id for i in items]
        assert all(
            r["params"] == primary.request_params(ExtractionRequest(doc_id=r["custom_id"], prompt=_prompt_of(i)))
            for r, i in zip(created.body["requests"], items, strict=True)
        )
        assert not [r for r in api.message_requests() if r.body["model"] == SONNET]  # no interactive primary call
        assert [r.body["model"] for r in api.message_requests()] == [HAIKU]  # the fallback, after the batch
        assert state_path(run_options.out, run.finished[0]).exists()  # removed by the flow after writing

    path = write_results(
        run_options.out, run.outcomes, run_id="run-1", pipeline_version=PIPELINE_VERSION, processed_at=datetime.now(UTC)
    )
    rows = {r["doc_id"]: r for r in pl.read_parquet(path).iter_rows(named=True)}
    ok, errored, expired = (rows[i.doc_id] for i in items)
    assert ok["status"] == "ok" and field_columns(ok, "rating") == (RATING, "valid", SONNET)
    assert field_columns(ok, "target_price") == (TARGET_PRICE, "fallback_valid", HAIKU)
    assert [(c["model"], c["batch"]) for c in ok["model_calls"]] == [(SONNET, True), (HAIKU, False)]
    assert_grounded(ok, ingest(items[0].path).text)
    assert (
        errored["status"] == "error"
        and errored["error"].startswith("model_unavailable")
        and "errored" in errored["error"]
    )
    assert (
        expired["status"] == "error"
        and expired["error"].startswith("model_unavailable")
        and "expired" in expired["error"]
    )
    assert errored["rating"] is None and expired["target_price"] is None
    assert done_doc_ids(run_options.out, PIPELINE_VERSION, "claude") == {items[0].doc_id}  # the others are retried


def test_a_restart_resumes_polling_the_saved_batch_instead_of_resubmitting(tmp_path: Path) -> None:
    items = three_reports(tmp_path)[:2]
    first = options(tmp_path, batch=True, batch_poll_interval_s=0.01, batch_max_wait_s=0.05)
    with FakeAnthropic(responder=Answers(), batch_polls_until_ended=10**9) as api:
        before_restart = digest_batches(items, claude_context(api, first))
        (state,) = pending_states(first.out)
        assert before_restart.pending == [state.batch_id] and not before_restart.outcomes
        assert set(state.reports) == {i.doc_id for i in items}

        api.batch_polls_until_ended = 0  # the batch ends while we are away
        second = options(tmp_path, batch=True, batch_poll_interval_s=0.01)
        after_restart = digest_batches(items, claude_context(api, second))

    assert len([r for r in api.requests if r.path == "/v1/messages/batches"]) == 1
    assert after_restart.finished == [state.batch_id] and not after_restart.pending
    assert sorted(o.doc_id for o in after_restart.outcomes) == sorted(i.doc_id for i in items)
    assert {str(o.status) for o in after_restart.outcomes} == {"ok"}


def test_a_report_gets_the_same_prompt_interactively_and_in_a_batch_boilerplate_memory_included(tmp_path: Path) -> None:
    earlier = tmp_path / "earlier"
    earlier.mkdir()
    memory = BoilerplateMemory()
    for n in range(3):  # three reports sharing most sentences: the memory now drops them from a fourth
        clean(ingest(write_report(earlier, f"{n}.txt", variant=f"（{n}）")), memory=memory)
    path = write_report(tmp_path, variant="（today）")
    item = InputFile(path, sha256_file(path))

    def memory_copy() -> BoilerplateMemory:  # each run learns as it cleans; both start from the same memory
        return BoilerplateMemory.from_json(memory.to_json())

    batch_options = options(tmp_path, batch=True, batch_poll_interval_s=0.01)
    with FakeAnthropic(responder=Answers(), batch_polls_until_ended=0) as api:
        interactive_row = digest_one(
            item, run_context(options(tmp_path), memory=memory_copy(), extractors=claude_pair(api))
        )
        batch_run = digest_batches(
            [item], run_context(batch_options, memory=memory_copy(), extractors=claude_pair(api))
        )
        without_memory = prepare(item, run_context(options(tmp_path), extractors=claude_pair(api)))

    (interactive,) = [user_content(r.body) for r in requests_of(api, SONNET)]
    (created,) = [r for r in api.requests if r.path == "/v1/messages/batches"]
    (batched,) = [user_content(r["params"]) for r in created.body["requests"]]
    assert batched == interactive
    assert (
        isinstance(without_memory, Prepared) and report_message(without_memory.prompt) != interactive
    )  # the memory did cut
    (batch_row,) = batch_run.outcomes
    assert batch_row.review is None or batch_row.review.prompt == interactive_row.review.prompt  # type: ignore[union-attr]
    assert (batch_row.prompt_chars, batch_row.dropped_chars) == (
        interactive_row.prompt_chars,
        interactive_row.dropped_chars,
    )


# ---------------------------------------------------------------- secret hygiene


def test_the_key_is_in_no_output_file_and_no_log(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    caplog.set_level(logging.DEBUG)
    report_dir = tmp_path / "reports"
    report_dir.mkdir()
    items = three_reports(report_dir)
    out = options(report_dir).out
    with FakeAnthropic(responder=Answers(), batch_polls_until_ended=10**9) as api:
        outcomes = []
        # A 400, not a 401: a rejected key stops the run (tests/e2e/test_faults3_cli.py), and this
        # test goes on to a batch.
        for answer, item in zip(
            (FakeReply(text="garbage"), FakeError(400, message="bad request")), items[:2], strict=True
        ):
            api.script(answer)
            outcomes.append(digest_one(item, claude_context(api, options(report_dir))))
        batch_options = options(report_dir, batch=True, batch_poll_interval_s=0.01, batch_max_wait_s=0.03)
        pending = digest_batches(items[2:], claude_context(api, batch_options))
    for outcome in outcomes:
        write_review_entry(out, outcome, run_id="run-1")
    write_results(out, outcomes, run_id="run-1", pipeline_version=PIPELINE_VERSION, processed_at=datetime.now(UTC))

    files = [p for p in out.rglob("*") if p.is_file()]
    kinds = {p.parent.name for p in files}
    assert {"review_queue", "state"} <= kinds and any(p.suffix == ".parquet" for p in files) and pending.pending
    assert [str(o.status) for o in outcomes] == ["ok", "error"] and outcomes[0].alerts  # fallbacks, then a 400
    for path in files:
        assert KEY.encode() not in path.read_bytes(), path
        assert b"SECRET123" not in path.read_bytes(), path
    captured = capsys.readouterr()
    assert caplog.records and KEY not in caplog.text and KEY not in captured.out + captured.err
    assert json.loads(next(out.glob("state/*.json")).read_text())["batch_id"] in pending.pending
    assert all(KEY in r.headers.get("x-api-key", "") + r.headers.get("authorization", "") for r in api.requests)


# ---------------------------------------------------------------- the Prefect flow, once


@pytest.mark.slow
def test_batch_flow_writes_rows_clears_its_state_and_a_rerun_retries_only_the_failed(
    prefect_harness: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from flows.cli import print_summary
    from flows.pipeline import digest_run, run

    reports = tmp_path / "reports"
    reports.mkdir()
    items = three_reports(reports)
    run_options = RunOptions(inputs=[reports], out=tmp_path / "out", batch=True, batch_poll_interval_s=0.02)
    with FakeAnthropic(responder=Answers(), batch_polls_until_ended=2) as api:
        api.batch_outcomes = {items[2].doc_id: "expired"}
        monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
        monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
        first = run(run_options)
        again = run(run_options)

    assert flows_that_wrote(run_options.out) == [digest_run.name] * 2  # the one run flow, answered by batches
    assert sorted(str(o.status) for o in first.outcomes) == ["error", "ok", "ok"]
    assert not list((run_options.out / "state").glob("batch_*.json"))  # the batch's state, once its rows are written
    assert (run_options.out / "state" / "boilerplate.json").exists()  # the memory learned, as in any run
    assert [o.doc_id for o in again.outcomes] == [items[2].doc_id] and len(again.skipped) == 2
    assert len([r for r in api.requests if r.path == "/v1/messages/batches"]) == 2
    print_summary(first)
    printed = capsys.readouterr().out
    total = sum(o.estimated_cost_usd or 0 for o in first.outcomes)
    assert total > 0 and f"estimated cost ${total:.4f}" in printed
    for path in (p for p in run_options.out.rglob("*") if p.is_file()):
        assert KEY.encode() not in path.read_bytes(), path
