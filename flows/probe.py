"""`digest probe`: the probe set through the same per-report path as `digest run`
(flows/report.py: prepare -> ask_primary -> finish), then its fingerprint row under OUT/fingerprints/.

No Prefect server and no boilerplate memory: a probe must measure the model on the same input
every time, whatever earlier runs taught the memory of OUT.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from flows.report import ask_primary, finish, prepare, run_context
from flows.settings import PIPELINE_VERSION, Environment, RunOptions
from schemas.errors import ProbeCostError
from schemas.types import InputFile, ReportOutcome
from tasks.clean.entropy import input_entropy_score
from tasks.ingest.reader import sha256_file
from tasks.probe.fingerprint import DEFAULT_DRIFT_THRESHOLD, Observation, band_of, metrics, observe
from tasks.probe.probe_set import ProbeSet
from tasks.probe.store import record_fingerprint

log = logging.getLogger("digest.probe")


@dataclass
class ProbeResult:
    row: dict[str, Any]  # the fingerprint as written
    observations: list[Observation] = field(default_factory=list)


def sdk_version() -> str | None:
    try:
        return version("anthropic")
    except PackageNotFoundError:
        return None


def probe(
    probe_set: ProbeSet,
    options: RunOptions,
    *,
    environment: Environment | None = None,
    threshold: float = DEFAULT_DRIFT_THRESHOLD,
    replaces: str | None = None,
    max_cost_usd: float | None = None,
    on_report: Callable[[Observation, ReportOutcome], None] = lambda _o, _r: None,
) -> ProbeResult:
    """Every probe report, one after the other, then the fingerprint row (written atomically)."""
    started = time.perf_counter()
    context = run_context(options, environment=environment)
    observations: list[Observation] = []
    spent = 0.0
    for number, item in enumerate(probe_set.items, start=1):
        prepared = prepare(InputFile(item.path, sha256_file(item.path)), context)
        asked = time.perf_counter()
        if isinstance(prepared, ReportOutcome):
            outcome, band = prepared, "low"  # unreadable: nothing to measure entropy on
        else:
            band = band_of(input_entropy_score(prepared.cleaned))
            outcome = finish(prepared, ask_primary(prepared, context), context)
        seen = observe(item.id, band, item.kind, outcome, item.expected, time.perf_counter() - asked)
        observations.append(seen)
        on_report(seen, outcome)
        spent += seen.cost_usd
        if max_cost_usd is not None and spent > max_cost_usd:
            raise ProbeCostError(
                f"the probe cost ${spent:.4f} after {number} of {len(probe_set.items)} report(s), "
                f"over --max-cost ${max_cost_usd:g}; no fingerprint written"
            )
    answered = [o.primary_model for o in observations if o.primary_model]
    model_sent = options.model.primary if context.extractor_name == "claude" else "rules"
    identity = {
        "model_sent": model_sent,
        "model_answered": max(set(answered), key=answered.count) if answered else None,
        "extractor": context.extractor_name,
        "sdk_version": sdk_version() if context.extractor_name == "claude" else None,
        "pipeline_version": PIPELINE_VERSION,
        "probe_set_version": probe_set.version,
        "probed_at": datetime.now(UTC),
        "reports": len(observations),
        "total_cost_usd": round(spent, 6),
        "seconds": round(time.perf_counter() - started, 3),
    }
    row = record_fingerprint(options.out, identity, metrics(observations), threshold=threshold, replaces=replaces)
    return ProbeResult(row, observations)
