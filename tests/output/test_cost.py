"""tasks/output/cost.py: the price table, and each model call priced from it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schemas.errors import ConfigError
from schemas.types import ExtractionReply, ModelCall, ReportOutcome, ReportStatus, Usage
from tasks.output.cost import (
    DEFAULT_PRICE_TABLE,
    FREE_EXTRACTORS,
    PriceTable,
    call_cost_usd,
    calls_cost_usd,
    charge,
    load_price_table,
    model_calls,
)

MTOK = 1_000_000


def table(**overrides: object) -> PriceTable:
    """Round prices, so the expected costs below are arithmetic a reader can check."""
    data: dict[str, object] = {
        "batch_multiplier": 0.5,
        "cache_write_multiplier": 2.0,
        "cache_read_multiplier": 0.25,
        "models": {
            "model-a": {"input_usd_per_mtok": 4.0, "output_usd_per_mtok": 20.0},
            "model-a-long": {"input_usd_per_mtok": 8.0, "output_usd_per_mtok": 40.0},
        },
    }
    data.update(overrides)
    return PriceTable.model_validate(data)


def outcome() -> ReportOutcome:
    return ReportOutcome(doc_id="d", source_path="d.pdf", status=ReportStatus.OK)


# ---------------------------------------------------------------- load_price_table


def test_the_shipped_price_table_loads_and_prices_every_model_it_lists() -> None:
    prices = load_price_table(DEFAULT_PRICE_TABLE)
    raw = json.loads(DEFAULT_PRICE_TABLE.read_text("utf-8"))
    assert set(prices.models) == set(raw["models"])
    assert prices.batch_multiplier == raw["batch_multiplier"]
    for name, price in prices.models.items():
        assert price.input_usd_per_mtok > 0 and price.output_usd_per_mtok >= price.input_usd_per_mtok
        assert prices.price(name) is price


def test_no_path_means_the_shipped_table() -> None:
    assert load_price_table() == load_price_table(DEFAULT_PRICE_TABLE)


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps({"models": {"m": {"input_usd_per_mtok": -1, "output_usd_per_mtok": 1}}}),  # a negative price
        json.dumps({"models": {"m": {"input_usd_per_mtok": 1}}}),  # no output price
        json.dumps({"models": {}, "surprise": 1}),  # an unknown key
        json.dumps({"note": "no models"}),
        json.dumps({"models": {}, "batch_multiplier": 0}),
    ],
)
def test_a_bad_price_table_is_a_config_error_naming_the_file(tmp_path: Path, content: str) -> None:
    path = tmp_path / "prices.json"
    path.write_text(content, "utf-8")
    with pytest.raises(ConfigError, match="cannot read the price table") as error:
        load_price_table(path)
    assert str(path) in str(error.value)
    assert error.value.hint


def test_a_missing_price_table_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read the price table"):
        load_price_table(tmp_path / "absent.json")


def test_a_dated_snapshot_takes_the_price_of_the_longest_id_it_extends() -> None:
    prices = table()
    assert prices.price("model-a-20260101") is prices.models["model-a"]
    assert prices.price("model-a-long-20260101") is prices.models["model-a-long"]
    assert prices.price("model-ab") is None  # a prefix without the dash is another model
    assert prices.price("other") is None


# ---------------------------------------------------------------- call_cost_usd, calls_cost_usd


def test_uncached_input_and_output_are_priced_per_million_tokens() -> None:
    call = ModelCall("primary", "model-a", Usage(input_tokens=MTOK, output_tokens=MTOK // 2))
    assert call_cost_usd(call, table()) == pytest.approx(4.0 + 10.0)


def test_cache_writes_and_reads_are_priced_at_their_multiples_of_the_input_price() -> None:
    write = ModelCall("primary", "model-a", Usage(cache_creation_input_tokens=MTOK))
    read = ModelCall("primary", "model-a", Usage(cache_read_input_tokens=MTOK))
    assert call_cost_usd(write, table()) == pytest.approx(4.0 * 2.0)
    assert call_cost_usd(read, table()) == pytest.approx(4.0 * 0.25)


def test_a_batched_call_costs_the_batch_multiplier_of_the_same_call() -> None:
    usage = Usage(input_tokens=1200, output_tokens=300, cache_creation_input_tokens=2000, cache_read_input_tokens=5000)
    interactive = call_cost_usd(ModelCall("primary", "model-a", usage), table())
    batched = call_cost_usd(ModelCall("primary", "model-a", usage, batch=True), table(batch_multiplier=0.4))
    assert interactive is not None and batched is not None and interactive > 0
    assert batched == pytest.approx(interactive * 0.4)


def test_a_call_with_no_tokens_costs_nothing() -> None:
    assert call_cost_usd(ModelCall("primary", "model-a", Usage()), table()) == 0.0


def test_an_unknown_model_has_no_price() -> None:
    assert call_cost_usd(ModelCall("primary", "unknown-model", Usage(input_tokens=10)), table()) is None


def test_calls_cost_is_the_sum_of_the_calls() -> None:
    calls = [
        ModelCall("primary", "model-a", Usage(input_tokens=MTOK)),
        ModelCall("fallback:RATING", "model-a-long", Usage(output_tokens=MTOK)),
    ]
    assert calls_cost_usd(calls, table()) == pytest.approx(4.0 + 40.0)
    assert calls_cost_usd([], table()) == 0.0


def test_one_unpriced_call_leaves_the_whole_cost_unknown(caplog: pytest.LogCaptureFixture) -> None:
    calls = [
        ModelCall("primary", "model-a", Usage(input_tokens=MTOK)),
        ModelCall("fallback", "mystery", Usage(input_tokens=1)),
    ]
    with caplog.at_level("WARNING", logger="digest.cost"):
        assert calls_cost_usd(calls, table()) is None
    assert "mystery" in caplog.text


# ---------------------------------------------------------------- charge, and the free rules extractor


def test_charge_records_the_billed_calls_and_their_cost() -> None:
    replies = [
        ("primary", ExtractionReply("answer", "model-a", Usage(input_tokens=MTOK), batch=True)),
        ("fallback:RATING", ExtractionReply("answer", "model-a", Usage(output_tokens=MTOK))),
    ]
    result = charge(outcome(), replies, table())
    assert [(c.role, c.model, c.batch) for c in result.model_calls] == [
        ("primary", "model-a", True),
        ("fallback:RATING", "model-a", False),
    ]
    assert result.estimated_cost_usd == pytest.approx(4.0 * 0.5 + 20.0)


def test_the_rules_extractor_is_free_and_makes_no_model_call() -> None:
    assert "rules" in FREE_EXTRACTORS
    replies = [("primary", ExtractionReply("answer", "rules")), ("fallback:RATING", ExtractionReply("answer", "rules"))]
    assert model_calls(replies) == []
    result = charge(outcome(), replies, table())
    assert result.model_calls == []
    assert result.estimated_cost_usd == 0.0


def test_a_rules_primary_with_a_model_fallback_bills_only_the_fallback() -> None:
    replies = [
        ("primary", ExtractionReply("answer", "rules", Usage(input_tokens=MTOK))),
        ("fallback:TARGET_PRICE", ExtractionReply("answer", "model-a", Usage(input_tokens=MTOK))),
    ]
    result = charge(outcome(), replies, table())
    assert [c.role for c in result.model_calls] == ["fallback:TARGET_PRICE"]
    assert result.estimated_cost_usd == pytest.approx(4.0)


def test_charge_leaves_the_cost_empty_for_an_unpriced_model_but_keeps_its_calls() -> None:
    replies = [("primary", ExtractionReply("answer", "claude-unknown-9", Usage(input_tokens=100)))]
    result = charge(outcome(), replies, table())
    assert len(result.model_calls) == 1
    assert result.estimated_cost_usd is None


def test_charge_prices_a_real_model_id_from_the_shipped_table() -> None:
    prices = load_price_table()
    model = "claude-sonnet-5-5"
    price = prices.price(model)
    assert price is not None
    replies = [("primary", ExtractionReply("answer", model, Usage(input_tokens=10_000, output_tokens=500)))]
    expected = (10_000 * price.input_usd_per_mtok + 500 * price.output_usd_per_mtok) / MTOK
    assert charge(outcome(), replies, prices).estimated_cost_usd == pytest.approx(expected, abs=1e-8)
