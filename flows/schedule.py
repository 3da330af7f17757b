"""Scheduled runs: a Prefect deployment that digests an inbox folder on a cron schedule.

Each run processes only the reports not done yet (the content-hash skip of `digest_run`), so a
daily run picks up exactly the files that arrived since the last one. Scheduling needs a real
Prefect server (`make server`): the temporary one Prefect starts on demand never schedules.
"""

from typing import Any

import httpx
from prefect import flow
from prefect.client.schemas.schedules import CronSchedule
from prefect.schedules import Cron, Schedule

from flows.pipeline import run
from flows.settings import RunOptions
from schemas.errors import ConfigError, PrefectServerUnavailableError
from tasks.stop import stop_error

# No `from __future__ import annotations` here: Prefect validates the served flow's parameters
# from its real annotations, and a string "RunOptions" does not resolve in the flow-run process.
FLOW_NAME = "digest-scheduled"
DEPLOYMENT_NAME = "inbox"
HEALTH_TIMEOUT_S = 5.0


@flow(name=FLOW_NAME, log_prints=False)
def digest_scheduled(options: RunOptions) -> dict[str, Any]:
    """One scheduled run over the inbox: new reports are digested, finished ones skipped."""
    summary = run(options)
    if (stopped_by := stop_error()) is not None:  # a rejected key: the flow run fails, saying so
        raise stopped_by
    return {
        "run_id": summary.run_id,
        "processed": len(summary.outcomes),
        "skipped": len(summary.skipped),
        "results": str(summary.results_path or ""),
    }


def require_server(api_url: str | None) -> str:
    """The API URL of a healthy Prefect server, or a PrefectServerUnavailableError saying how to start one."""
    if not api_url:
        raise PrefectServerUnavailableError(
            "PREFECT_API_URL is not set; scheduled runs need a running Prefect server (the temporary one cannot schedule)"
        )
    try:
        response = httpx.get(api_url.rstrip("/") + "/health", timeout=HEALTH_TIMEOUT_S)
    except httpx.HTTPError as error:
        raise PrefectServerUnavailableError(
            f"no Prefect server answers at {api_url} ({type(error).__name__})"
        ) from None
    if response.status_code != 200:
        raise PrefectServerUnavailableError(
            f"the Prefect server at {api_url} is not healthy (HTTP {response.status_code})"
        )
    return api_url


def validated_cron(cron: str, timezone: str) -> Schedule:
    try:
        CronSchedule(cron=cron, timezone=timezone)
    except ValueError as error:
        raise ConfigError(
            f"invalid --cron {cron!r} or --timezone {timezone!r}: {error}",
            hint='Give five cron fields, e.g. "0 7 * * 1-5", and an IANA zone, e.g. Asia/Shanghai',
        ) from None
    return Cron(cron, timezone=timezone)


def deployment_parameters(options: RunOptions) -> dict[str, Any]:
    """The flow's one parameter, as JSON: absolute inbox and output paths, and any non-default option."""
    resolved = options.model_copy(
        update={"inputs": [p.resolve() for p in options.inputs], "out": options.out.resolve()}
    )
    return {"options": resolved.model_dump(mode="json", exclude_defaults=True) | {"out": str(resolved.out)}}


def serve(options: RunOptions, *, cron: str, timezone: str = "UTC", name: str = DEPLOYMENT_NAME) -> None:
    """Register the deployment with its cron schedule and run its flow runs here until interrupted."""
    import prefect.settings

    require_server(prefect.settings.PREFECT_API_URL.value())
    schedule = validated_cron(cron, timezone)
    digest_scheduled.serve(
        name=name,
        schedule=schedule,
        parameters=deployment_parameters(options),
        description="Digest the reports new in the inbox since the last run",
        tags=["research-digest"],
    )
