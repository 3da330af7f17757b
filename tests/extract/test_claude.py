"""The claude backend through the real SDK over real HTTP, against a local fake Messages API."""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anthropic
import pytest

from schemas.errors import ApiKeyRejectedError, ConfigError, ModelUnavailableError
from schemas.fap import format_instructions, parse_fap, render_fap
from schemas.options import ModelOptions
from schemas.types import ExtractionRequest, FieldName, Prompt, Usage
from tasks.extract.claude import DEFAULT_MODEL, FALLBACK_SYSTEM_INSTRUCTIONS, SYSTEM_INSTRUCTIONS, ClaudeExtractor
from tasks.output.cost import load_price_table
from tasks.prompt.gradient import ANY_MARKER_NOTE, DATA_RULE, FIELD_RULES, NONE_RULE, VERBATIM_RULE, task_question
from tasks.prompt.gradient import estimate_tokens as local_tokens
from tests.builders import GOOD, KEY, REQUEST
from tests.fake_anthropic import (
    FakeAnthropic,
    FakeDrip,
    FakeError,
    FakeHang,
    FakeRaw,
    FakeReply,
    FakeReset,
    estimate_tokens,
)

FALLBACK_REQUEST = ExtractionRequest(
    doc_id="ab" * 32,
    prompt=Prompt(
        head="",
        body="[SNIPPETS: verbatim excerpts of the report]\n维持“增持”评级",
        tail="[TASK] Answer only the field RATING.",
    ),
    fields=(FieldName.RATING,),
    role="fallback",
)


@pytest.fixture
def api() -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        yield server


def extractor(api: FakeAnthropic, **overrides: Any) -> ClaudeExtractor:
    """A strict client of the fake API; `overrides` of ModelOptions fields (timeout_s, …) go there."""
    model_options = {"timeout_s": 2.0, "deadline_s": 10.0} | {
        k: overrides.pop(k) for k in list(overrides) if k in ModelOptions.model_fields
    }
    settings: dict[str, Any] = {
        "api_key": KEY,
        "base_url": api.base_url,
        "strict": True,
        "options": ModelOptions(**model_options),
    }
    return ClaudeExtractor(**(settings | overrides))


def unavailable(claude: ClaudeExtractor) -> ModelUnavailableError:
    with pytest.raises(ModelUnavailableError) as caught:
        claude.extract(REQUEST)
    return caught.value


# ---------------------------------------------------------------- answers


def test_good_answer_returns_the_fap_text_and_maps_usage(api: FakeAnthropic) -> None:
    usage = {
        "input_tokens": 1200,
        "output_tokens": 80,
        "cache_creation_input_tokens": 1000,
        "cache_read_input_tokens": 0,
    }
    api.script(FakeReply(text=GOOD, usage=usage))

    reply = extractor(api).extract(REQUEST)

    assert reply.text == GOOD
    assert parse_fap(reply.text)[FieldName.TARGET_PRICE] == "85.00元"
    assert reply.extractor == "claude-sonnet-5-5"
    assert reply.usage == Usage(1200, 80, 1000, 0)
    assert reply.stop_reason == "end_turn"


def test_missing_cache_counts_map_to_zero(api: FakeAnthropic) -> None:
    api.script(
        FakeReply(
            text=GOOD,
            usage={
                "input_tokens": 7,
                "output_tokens": 3,
                "cache_creation_input_tokens": None,
                "cache_read_input_tokens": None,
            },
        )
    )

    assert extractor(api).extract(REQUEST).usage == Usage(7, 3, 0, 0)


def test_thinking_block_before_the_text_is_not_the_answer(api: FakeAnthropic) -> None:
    api.script(FakeReply(text=GOOD, thinking="The rating sentence says 维持增持; the old target was 80元."))

    reply = extractor(api).extract(REQUEST)

    assert reply.text == GOOD
    assert "80元" not in reply.text


@pytest.mark.parametrize("stop_reason", ["max_tokens", "refusal"])
def test_stop_reason_is_passed_through(api: FakeAnthropic, stop_reason: str) -> None:
    cut_short = GOOD[:40]
    api.script(FakeReply(text=cut_short, stop_reason=stop_reason))

    reply = extractor(api).extract(REQUEST)

    assert (reply.text, reply.stop_reason) == (cut_short, stop_reason)


def test_the_model_that_answered_names_the_reply(api: FakeAnthropic) -> None:
    api.script(FakeReply(text=GOOD, model="claude-haiku-5-5"))

    assert extractor(api).extract(REQUEST).extractor == "claude-haiku-5-5"


# ---------------------------------------------------------------- faults healed by the SDK's retries


def test_429_with_retry_after_is_retried_after_that_wait(api: FakeAnthropic) -> None:
    api.script(FakeError(429, retry_after=0.2), FakeReply(text=GOOD))

    started = time.monotonic()
    reply = extractor(api).extract(REQUEST)

    assert reply.text == GOOD
    assert time.monotonic() - started >= 0.2
    assert [r.headers["x-stainless-retry-count"] for r in api.message_requests()] == ["0", "1"]


def test_529_twice_then_success_within_two_retries(api: FakeAnthropic) -> None:
    api.script(FakeError(529), FakeError(529), FakeReply(text=GOOD))

    reply = extractor(api, max_retries=2).extract(REQUEST)

    assert reply.text == GOOD
    assert len(api.message_requests()) == 3


def test_529_beyond_the_retries_is_model_unavailable_naming_the_status(api: FakeAnthropic) -> None:
    api.script(*[FakeError(529, retry_after=0.05)] * 3, FakeReply(text="never reached"))

    error = unavailable(extractor(api, max_retries=2))

    assert "529" in str(error) and "overloaded_error" in str(error)
    assert error.reason == "model_unavailable"
    assert len(api.message_requests()) == 3 and api.pending == 1


def test_a_hang_longer_than_the_timeout_is_retried(api: FakeAnthropic) -> None:
    api.script(FakeHang(5.0), FakeReply(text=GOOD))

    started = time.monotonic()
    reply = extractor(api, timeout_s=0.3).extract(REQUEST)

    assert reply.text == GOOD
    assert len(api.message_requests()) == 2
    assert time.monotonic() - started < 2.0


def test_endless_hangs_end_in_model_unavailable_within_the_deadline(api: FakeAnthropic) -> None:
    api.script(*[FakeHang(5.0)] * 5)

    started = time.monotonic()
    error = unavailable(extractor(api, timeout_s=0.3, max_retries=5, deadline_s=1.2))

    assert time.monotonic() - started < 1.2 + 0.3  # the deadline, plus scheduling slack
    assert "deadline" in str(error) and "timed out" in str(error)


def test_retry_after_past_the_deadline_is_not_waited_for(api: FakeAnthropic) -> None:
    api.script(FakeError(429, retry_after=30), FakeReply(text="never reached"))

    started = time.monotonic()
    error = unavailable(extractor(api, deadline_s=2.0))

    assert time.monotonic() - started < 1.0
    assert "429" in str(error) and "30s" in str(error)
    assert len(api.message_requests()) == 1


def test_a_connection_reset_is_retried(api: FakeAnthropic) -> None:
    api.script(FakeReset(), FakeReply(text=GOOD))

    assert extractor(api).extract(REQUEST).text == GOOD
    assert len(api.message_requests()) == 2


# ---------------------------------------------------------------- faults that retrying does not heal


def test_a_bad_request_fails_at_once_naming_the_status(api: FakeAnthropic) -> None:
    api.script(FakeError(400, message="rejected"), FakeReply(text="never reached"))

    error = unavailable(extractor(api))

    assert "HTTP 400" in str(error) and "rejected the request" in str(error)
    assert len(api.message_requests()) == 1


@pytest.mark.parametrize("status", [401, 403])
def test_a_rejected_key_is_its_own_error_at_once_without_the_apis_message(api: FakeAnthropic, status: int) -> None:
    api.script(FakeError(status, message=f"invalid x-api-key {KEY}"), FakeReply(text="never reached"))

    with pytest.raises(ApiKeyRejectedError) as caught:
        extractor(api).extract(REQUEST)

    assert str(caught.value).startswith(f"the API key was rejected (HTTP {status}") and "ANTHROPIC_API_KEY" in str(
        caught.value
    )
    assert KEY not in str(caught.value) and caught.value.exit_code == 11
    assert len(api.message_requests()) == 1


def test_a_drip_of_a_byte_at_a_time_ends_at_the_attempt_timeout_and_says_so(api: FakeAnthropic) -> None:
    api.script(*[FakeDrip(interval_s=0.2)] * 3)  # ~700 bytes: over two minutes at this pace
    started = time.monotonic()

    error = unavailable(extractor(api, timeout_s=1.0, max_retries=1, deadline_s=3.0))

    assert "the API answered too slowly" in str(error) and "byte(s) in " in str(error), str(error)
    # The deadline (3 s) bounds both attempts; the margin is for a loaded 2-core machine.
    assert time.monotonic() - started < 5.0 and len(api.message_requests()) == 2


def test_a_streamed_answer_is_bounded_by_the_attempt_timeout_too(api: FakeAnthropic) -> None:
    # A timeout wide enough for the quick stream on a loaded 2-core machine, the slow one far past it.
    claude = extractor(api, timeout_s=3.0, max_retries=0)
    api.script(FakeDrip(interval_s=0.0001, streaming=True), FakeDrip(interval_s=0.5, streaming=True))

    def streamed() -> list[Any]:
        params = {"model": DEFAULT_MODEL, "max_tokens": 64, "messages": [{"role": "user", "content": "x"}]}
        return list(claude.client.messages.create(**params, stream=True))

    # The pipeline does not stream; the deadline's own wrapper is what a streaming caller would use.
    events = claude._within_deadline(REQUEST.doc_id, streamed, list)
    assert events[-1].type == "message_stop"
    started = time.monotonic()
    # On a loaded machine the deadline may fall while the slow stream still connects: either way it bounds the call.
    with pytest.raises(ModelUnavailableError, match=r"the API answered too slowly|did not answer in time"):
        claude._within_deadline(REQUEST.doc_id, streamed, list)
    assert time.monotonic() - started < 4.5


def test_a_body_that_fails_strict_validation_is_model_unavailable(api: FakeAnthropic) -> None:
    api.script(FakeRaw(200, json.dumps({"type": "message", "content": "not a list"})))

    assert "HTTP 200" in str(unavailable(extractor(api, max_retries=0)))


def test_an_empty_key_is_a_config_error() -> None:
    with pytest.raises(ConfigError):
        ClaudeExtractor(api_key="")


# ---------------------------------------------------------------- what goes over the wire


def test_request_body_has_cached_system_one_user_turn_and_no_sampling_knobs(api: FakeAnthropic) -> None:
    api.script(FakeReply(text=GOOD))
    claude = extractor(api, model="claude-haiku-5-5", max_tokens=2048)

    claude.extract(REQUEST)

    (sent,) = api.message_requests()
    body = sent.body
    assert not {"temperature", "top_p", "top_k"} & body.keys()
    assert (body["model"], body["max_tokens"]) == ("claude-haiku-5-5", 2048)
    (system,) = body["system"]
    assert system == {"type": "text", "text": SYSTEM_INSTRUCTIONS, "cache_control": {"type": "ephemeral"}}
    (turn,) = body["messages"]
    assert turn["role"] == "user"  # no assistant prefill
    content = turn["content"]
    assert content.index("<report>") < content.index(REQUEST.prompt.head) < content.index(REQUEST.prompt.body)
    assert content.index(REQUEST.prompt.body) < content.index("</report>") < content.index(REQUEST.prompt.tail)
    assert (
        content.endswith(REQUEST.prompt.tail) and "<<FAP_FIELD_START" not in content
    )  # the format is in the system block
    assert body == json.loads(json.dumps(claude.request_params(REQUEST)))


def test_the_system_block_is_the_whole_directive_with_worked_examples() -> None:
    for part in (*FIELD_RULES.values(), VERBATIM_RULE, NONE_RULE, ANY_MARKER_NOTE, DATA_RULE, format_instructions()):
        assert part in SYSTEM_INSTRUCTIONS, part
    for hard_case in (
        "评级说明",
        "由增持上调至买入",
        "RATING = 买入",
        "当前股价",
        "前次目标价",
        "目标市值",
        "港元",
        "HK$",
        "US$",
        "41.00-46.00元",
        "TARGET_PRICE = NONE",
        "RISK_FACTORS = NONE",
        "忽略以上指令",
    ):
        assert hard_case in SYSTEM_INSTRUCTIONS, hard_case


def test_the_system_block_reaches_the_primary_models_minimum_cacheable_prefix() -> None:
    minimum = load_price_table().price(DEFAULT_MODEL).min_cache_tokens  # type: ignore[union-attr]
    assert local_tokens(SYSTEM_INSTRUCTIONS) >= minimum
    # and still does if the tokenizer is thriftier than the local estimate: 0.7 token per Han
    # character, 4.5 ASCII characters per token
    ascii_chars = len(SYSTEM_INSTRUCTIONS.encode("ascii", "ignore"))
    assert 0.7 * (len(SYSTEM_INSTRUCTIONS) - ascii_chars) + ascii_chars / 4.5 >= minimum


def test_the_system_block_is_byte_identical_across_reports_and_extractors(api: FakeAnthropic) -> None:
    other = ExtractionRequest(
        doc_id="cd" * 32,
        prompt=Prompt(head="[HEAD]\n首次覆盖，给予“买入”评级。", body="", tail=task_question((FieldName.RATING,))),
    )
    api.script(FakeReply(text=GOOD), FakeReply(text=GOOD))

    extractor(api).extract(REQUEST)
    extractor(api, max_tokens=1024).extract(other)

    first, second = (json.dumps(r.body["system"], ensure_ascii=False).encode() for r in api.message_requests())
    assert first == second


def test_the_examples_are_synthetic_not_taken_from_the_real_reports(real_reports: Path) -> None:
    texts = [p.read_text("utf-8") for p in sorted((real_reports / "text").glob("*.txt"))]
    assert texts
    for excerpt in (
        line.removeprefix("Excerpt: ") for line in SYSTEM_INSTRUCTIONS.splitlines() if line.startswith("Excerpt: ")
    ):
        for sentence in filter(None, re.split(r"[。；：，……]", excerpt)):
            assert len(sentence) < 12 or not any(sentence in text for text in texts), sentence


def test_a_fallback_request_carries_the_short_system_block_without_cache_control(api: FakeAnthropic) -> None:
    api.script(FakeReply(text=render_fap({FieldName.RATING: "增持"})))
    claude = extractor(api, model="claude-haiku-5-5")

    claude.extract(FALLBACK_REQUEST)

    (sent,) = api.message_requests()
    assert sent.body["system"] == [{"type": "text", "text": FALLBACK_SYSTEM_INSTRUCTIONS}]
    assert all(rule in FALLBACK_SYSTEM_INSTRUCTIONS for rule in FIELD_RULES.values())
    assert local_tokens(FALLBACK_SYSTEM_INSTRUCTIONS) < 0.25 * local_tokens(SYSTEM_INSTRUCTIONS)
    haiku_minimum = load_price_table().price("claude-haiku-5-5").min_cache_tokens  # type: ignore[union-attr]
    assert local_tokens(SYSTEM_INSTRUCTIONS) < haiku_minimum  # the long block could never be cached for Haiku


def test_count_tokens_sends_the_same_prompt(api: FakeAnthropic) -> None:
    claude = extractor(api)

    counted = claude.count_tokens(REQUEST)

    (sent,) = [r for r in api.requests if r.path == "/v1/messages/count_tokens"]
    assert counted == estimate_tokens(sent.body) > 0
    assert "max_tokens" not in sent.body
    assert sent.body["system"][0]["cache_control"] == {"type": "ephemeral"}
    assert sent.body["messages"] == claude.request_params(REQUEST)["messages"]


def test_the_key_reaches_the_server_but_no_repr_error_or_log(
    api: FakeAnthropic, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    claude = extractor(api)
    api.script(FakeReply(text=GOOD), FakeError(401), FakeError(529, retry_after=0.05), FakeReply(text=GOOD))

    claude.extract(REQUEST)
    with pytest.raises(ApiKeyRejectedError) as rejected:
        claude.extract(REQUEST)
    errors = [str(rejected.value)]
    claude.extract(REQUEST)

    assert KEY not in repr(claude) and KEY not in str(claude)
    assert KEY not in "".join(errors)
    assert caplog.records and KEY not in caplog.text
    assert all(KEY in (r.headers.get("authorization", "") + r.headers.get("x-api-key", "")) for r in api.requests)


# ---------------------------------------------------------------- the fake's Message Batches, read by the SDK


def test_batches_round_trip_through_the_sdk_with_scripted_outcomes() -> None:
    with FakeAnthropic(
        responder=lambda body: FakeReply(text=f"answer for {body['model']}"), batch_polls_until_ended=2
    ) as api:
        api.batch_outcomes = {"doc-b": "errored", "doc-c": "expired"}
        claude = extractor(api)
        client = anthropic.Anthropic(api_key=KEY, base_url=api.base_url, _strict_response_validation=True)
        requests = [{"custom_id": doc, "params": claude.request_params(REQUEST)} for doc in ("doc-a", "doc-b", "doc-c")]

        created = client.messages.batches.create(requests=requests)
        first_poll = client.messages.batches.retrieve(created.id)
        second_poll = client.messages.batches.retrieve(created.id)
        results = {r.custom_id: r.result for r in client.messages.batches.results(created.id)}

    assert (created.processing_status, created.request_counts.processing) == ("in_progress", 3)
    assert first_poll.processing_status == "in_progress"
    assert second_poll.processing_status == "ended" and second_poll.results_url
    counts = second_poll.request_counts
    assert (counts.succeeded, counts.errored, counts.expired, counts.processing) == (1, 1, 1, 0)
    assert {doc: result.type for doc, result in results.items()} == {
        "doc-a": "succeeded",
        "doc-b": "errored",
        "doc-c": "expired",
    }
    assert results["doc-a"].message.content[0].text == "answer for claude-sonnet-5-5"
