"""One probe run's metrics (the fingerprint vector) and its distance to another.

Each report is an Observation; the metrics are their means per group: the three input-entropy
bands (from the row's own `input_entropy_score`), the two report kinds, and all reports. Per group
and field: `compliance` (the primary's answer for the field was well-formed and valid: the
per-field share behind `output_format_compliance`), `accuracy` (the final value equals the label),
`fallback` (the field needed the fallback model, or was left empty after it). Per group: tokens
in and out, latency and cost per report, and the share of error rows.

Columns are named `<group>__<FIELD>__<metric>` and `<group>__<metric>`: `high__RATING__compliance`,
`company__tokens_in`, `all__cost_usd`.
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from schemas.types import ALL_FIELDS, FieldName, FieldResult, FieldStatus, ReportOutcome, ReportStatus

# Band edges in bits per input byte (tasks/clean/entropy.py), as a probe scores its reports: cleaned
# without the boilerplate memory of OUT, so a shared disclaimer counts (a run's rows score lower).
# Both lie in gaps of the default set's scores (2.40-2.80 | 3.13-3.58 | 3.62-4.43), which falls
# 3 / 9 / 9 (scans included) into low / mid / high.
LOW_BAND_BELOW = 3.0
HIGH_BAND_FROM = 3.6
BANDS = ("low", "mid", "high")
KINDS = ("company", "industry")
GROUPS = (*BANDS, *KINDS, "all")
FIELD_METRICS = ("compliance", "accuracy", "fallback")
REPORT_METRICS = ("tokens_in", "tokens_out", "latency_s", "cost_usd", "error")
# A normalised component is x / (x + scale): 0 at 0, 0.5 at the scale, below 1 always.
SCALES = {"tokens_in": 2000.0, "tokens_out": 300.0, "cost_usd": 0.01, "latency_s": 10.0}
# Latency is recorded but left out of the distance: it measures the network and this machine as
# much as the model, and would make two identical runs differ.
NOT_IN_DISTANCE = ("latency_s",)
DEFAULT_DRIFT_THRESHOLD = 0.15
MOVED_AT = 0.1  # a normalised component that moved at least this much is named in a drift


def band_of(entropy: float) -> str:
    return "low" if entropy < LOW_BAND_BELOW else "high" if entropy >= HIGH_BAND_FROM else "mid"


@dataclass
class Observation:
    """One probe report: where it falls, and how each field and the calls went."""

    id: str
    band: str
    kind: str
    error: bool = False
    compliance: dict[FieldName, float] = field(default_factory=dict)
    accuracy: dict[FieldName, float] = field(default_factory=dict)  # only the fields its labels score
    fallback: dict[FieldName, float] = field(default_factory=dict)
    tokens_in: int = 0
    tokens_out: int = 0
    latency_s: float = 0.0
    cost_usd: float = 0.0
    primary_model: str | None = None  # the model id the primary call was answered by


def _nfkc(value: str | None) -> str | None:
    return unicodedata.normalize("NFKC", value).strip() if value else None


def _call_key(call: Any) -> tuple[str, str]:
    code, name = call[0], call[1]
    digits = "".join(ch for ch in (code or "") if ch.isdigit())
    return digits or "", _nfkc(name) or ""


def field_accuracy(result: FieldResult | None, expected: Any, name: FieldName) -> float:
    """1.0 when the final value is the label's (NFKC; a None label needs an empty field); for the
    calls, the share of labelled calls found (by code digits or name) with the label's rating."""
    if name is FieldName.STOCK_CALLS:
        want = list(expected or [])
        got = [(c.code, c.name, c.rating, c.target_price) for c in (result.calls if result else ())]
        if not want:
            return 1.0 if not got else 0.0
        found = 0
        for call in want:
            digits, label_name = _call_key(call)
            match = next(
                (
                    g
                    for g in got
                    if (digits and _call_key(g)[0] == digits) or (label_name and _call_key(g)[1] == label_name)
                ),
                None,
            )
            found += match is not None and _nfkc(match[2]) == _nfkc(call[2])
        return found / len(want)
    accepted = result is not None and result.status in (FieldStatus.VALID, FieldStatus.FALLBACK_VALID)
    if name is FieldName.RISK_FACTORS:
        items = [_nfkc(x) for x in result.items] if accepted and result else []
        return float(items == [_nfkc(x) for x in expected or []])
    value = _nfkc(result.value) if accepted and result else None
    return float(value == _nfkc(expected))


def observe(
    ident: str, band: str, kind: str, outcome: ReportOutcome, expected: dict[FieldName, Any], latency_s: float
) -> Observation:
    seen = Observation(ident, band, kind, latency_s=latency_s)
    seen.error = outcome.status is ReportStatus.ERROR
    seen.tokens_in = (
        outcome.usage.input_tokens + outcome.usage.cache_creation_input_tokens + outcome.usage.cache_read_input_tokens
    )
    seen.tokens_out = outcome.usage.output_tokens
    seen.cost_usd = outcome.estimated_cost_usd or 0.0
    primary = next((c for c in outcome.model_calls if c.role == "primary"), None)
    seen.primary_model = primary.model if primary else outcome.extractor or None
    for name in ALL_FIELDS:
        result = outcome.fields.get(name)
        if result is None:  # an error row: nothing delivered
            seen.compliance[name], seen.fallback[name] = 0.0, 0.0
        else:
            # A NONE carries no reason; whose it is shows in its extractor (with the rules backend
            # both steps are "rules", and a NONE counts as the primary's).
            by_primary = result.status is FieldStatus.VALID or (
                result.status is FieldStatus.NONE and result.extractor == seen.primary_model
            )
            seen.compliance[name] = float(by_primary)
            seen.fallback[name] = float(not by_primary)
        if name in expected:
            seen.accuracy[name] = field_accuracy(result, expected[name], name)
    return seen


def metric_names() -> list[str]:
    names = [f"{g}__{f}__{m}" for g in GROUPS for f in ALL_FIELDS for m in FIELD_METRICS]
    return names + [f"{g}__{m}" for g in GROUPS for m in REPORT_METRICS]


def metrics(observations: list[Observation]) -> dict[str, float | None]:
    """The fingerprint vector: every name of metric_names(), None where its group has no report
    (or no report whose labels score the field)."""
    vector: dict[str, float | None] = dict.fromkeys(metric_names())
    for group in GROUPS:
        members = [o for o in observations if group in ("all", o.band, o.kind)]
        if not members:
            continue
        for name in ALL_FIELDS:
            for metric in FIELD_METRICS:
                values = [v for o in members if (v := getattr(o, metric).get(name)) is not None]
                vector[f"{group}__{name}__{metric}"] = _mean(values)
        for metric in REPORT_METRICS:
            values = [float(getattr(o, metric)) for o in members]
            vector[f"{group}__{metric}"] = _mean(values)
    return vector


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 6) if values else None


def normalised(name: str, value: float) -> float:
    metric = name.rsplit("__", 1)[-1]
    scale = SCALES.get(metric)
    return value / (value + scale) if scale is not None and value > 0 else (0.0 if scale is not None else value)


@dataclass(frozen=True)
class Comparison:
    distance: float
    moved: list[str]  # "name a -> b", largest normalised move first


def compare(current: dict[str, float | None], previous: dict[str, Any]) -> Comparison:
    """Euclidean distance over the normalised components both vectors hold, divided by the square
    root of their number, so that it lies in [0, 1] whatever the probe set's groups: a distance
    of 0.15 is, for example, one field's compliance and fallback rate moving by 1 in one band."""
    deltas: list[tuple[float, str]] = []
    for name, value in current.items():
        before = previous.get(name)
        if value is None or before is None or name.rsplit("__", 1)[-1] in NOT_IN_DISTANCE:
            continue
        if isinstance(before, float) and math.isnan(before):
            continue
        delta = normalised(name, float(value)) - normalised(name, float(before))
        deltas.append((delta, f"{name} {float(before):.4g} -> {float(value):.4g}"))
    if not deltas:
        return Comparison(0.0, [])
    distance = math.sqrt(sum(d * d for d, _ in deltas) / len(deltas))
    moved = [text for d, text in sorted(deltas, key=lambda p: -abs(p[0])) if abs(d) >= MOVED_AT]
    return Comparison(round(distance, 6), moved)
