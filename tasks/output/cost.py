"""Cost accounting: each model call's four token counts priced from a table (schemas/model_prices.json).

input_tokens is the uncached input; cache writes and reads are billed apart, at multiples of the
input price; a batched call costs `batch_multiplier` of all of it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from schemas.errors import ConfigError
from schemas.types import ExtractionReply, ModelCall, ReportOutcome

log = logging.getLogger("digest.cost")

DEFAULT_PRICE_TABLE = Path(__file__).resolve().parents[2] / "schemas" / "model_prices.json"
FREE_EXTRACTORS = frozenset({"rules"})  # offline backends: no call, no cost
PER_MTOK = 1_000_000


class ModelPrice(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    input_usd_per_mtok: float = Field(ge=0)
    output_usd_per_mtok: float = Field(ge=0)
    context_tokens: int = Field(200_000, gt=0)
    min_cache_tokens: int = Field(1024, ge=0)  # a shorter cached prefix is silently not cached


class PriceTable(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    note: str = ""
    batch_multiplier: float = Field(0.5, gt=0)
    cache_write_multiplier: float = Field(1.25, ge=0)
    cache_read_multiplier: float = Field(0.1, ge=0)
    models: dict[str, ModelPrice]

    def price(self, model: str) -> ModelPrice | None:
        """Exact id first, then the longest id that `model` extends (a dated snapshot of it)."""
        if model in self.models:
            return self.models[model]
        prefixes = [name for name in self.models if model.startswith(name + "-")]
        return self.models[max(prefixes, key=len)] if prefixes else None


@lru_cache(maxsize=8)
def load_price_table(path: Path | None = None) -> PriceTable:
    source = path or DEFAULT_PRICE_TABLE
    try:
        return PriceTable.model_validate(json.loads(Path(source).read_text("utf-8")))
    except (OSError, ValueError, ValidationError) as error:
        raise ConfigError(
            f"cannot read the price table {source}: {error}",
            hint="Give a JSON file shaped like schemas/model_prices.json",
        ) from None


def model_calls(replies: Iterable[tuple[str, ExtractionReply]]) -> list[ModelCall]:
    """The billed calls among a ladder's replies (the offline rules backend makes none)."""
    return [ModelCall(role, r.extractor, r.usage, r.batch) for role, r in replies if r.extractor not in FREE_EXTRACTORS]


def call_cost_usd(call: ModelCall, table: PriceTable) -> float | None:
    price = table.price(call.model)
    if price is None:
        return None
    usage, per_input = call.usage, price.input_usd_per_mtok / PER_MTOK
    cost = (
        usage.input_tokens * per_input
        + usage.cache_creation_input_tokens * per_input * table.cache_write_multiplier
        + usage.cache_read_input_tokens * per_input * table.cache_read_multiplier
        + usage.output_tokens * price.output_usd_per_mtok / PER_MTOK
    )
    return cost * (table.batch_multiplier if call.batch else 1.0)


def calls_cost_usd(calls: Iterable[ModelCall], table: PriceTable) -> float | None:
    """The sum, or None when any call's model has no price (unknown, rather than wrong)."""
    total = 0.0
    for call in calls:
        cost = call_cost_usd(call, table)
        if cost is None:
            log.warning("no price for model %s in the price table; the cost is left empty", call.model)
            return None
        total += cost
    return total


def charge(outcome: ReportOutcome, replies: Iterable[tuple[str, ExtractionReply]], table: PriceTable) -> ReportOutcome:
    """Record the report's model calls and their estimated cost on the outcome."""
    outcome.model_calls = model_calls(replies)
    cost = calls_cost_usd(outcome.model_calls, table)
    outcome.estimated_cost_usd = None if cost is None else round(cost, 8)
    return outcome
