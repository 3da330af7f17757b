"""Running flows without a Prefect server started by hand, quietly and quickly.

Prefect's on-demand ephemeral server costs 8 s or more per run, and is stopped at interpreter exit
while its log and event workers are still sending ("Error flushing ..." tracebacks). Here a local
server is started explicitly, kept for later runs until it has been idle a while
(flows/local_server.py), and the workers are drained before the run ends.
"""

from __future__ import annotations

import inspect
import logging
import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

log = logging.getLogger("digest.server")

SERVER_STARTUP_TIMEOUT_S = 120  # a fresh SQLite database needs its migrations first
DEFAULT_SERVER_IDLE_MINUTES = 10.0  # the shared local server stops itself after this long unused

DEFAULT_PREFECT_ENV = {
    "DO_NOT_TRACK": "1",
    "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
    "PREFECT_LOGGING_LEVEL": "WARNING",
    "PREFECT_LOGGING_HANDLERS_CONSOLE_LEVEL": "WARNING",
    "PREFECT_SERVER_LOGGING_LEVEL": "WARNING",
    "PREFECT_UI_ENABLED": "false",
}


def quiet_prefect_defaults() -> None:
    """Defaults for Prefect's own settings, before prefect is imported; the user's values win."""
    for key, value in DEFAULT_PREFECT_ENV.items():
        os.environ.setdefault(key, value)


def _drop_thread_timeout_warning(record: logging.LogRecord) -> bool:
    """Prefect warns on every task that a timeout in a worker thread acts only between blocking
    calls. Known and accepted here (docs/operations.md: per-report timeout), so not repeated once per report."""
    return "running in a worker thread" not in record.getMessage()


# The temporary server of the run in progress, for a second Ctrl-C that exits at once.
_TEMPORARY: list[subprocess.Popen[bytes]] = []


def kill_temporary_server() -> None:
    """Kill this process's temporary server now (an immediate exit follows; it would die with us
    within a few seconds anyway)."""
    for process in _TEMPORARY:
        with suppress(OSError):
            process.kill()


@contextmanager
def _temporary_server(prefect_home: Path) -> Iterator[str]:
    """A server for this run only, which dies with this process however it dies (flows/local_server.py)."""
    from flows.local_server import free_port, spawn, stop_process, wait_healthy

    port = free_port()
    process = spawn(port, prefect_home / "digest-temporary-server.log", parent_pid=os.getpid())
    _TEMPORARY.append(process)
    try:
        wait_healthy(process, port, SERVER_STARTUP_TIMEOUT_S)
        yield f"http://127.0.0.1:{port}/api"
    finally:
        stop_process(process)
        _TEMPORARY.remove(process)


@contextmanager
def _local_server(idle_minutes: float) -> Iterator[str]:
    """The shared local server (kept `idle_minutes` after its last use), or with 0, or when the
    shared one cannot be had, a temporary one."""
    import prefect.settings

    from flows.local_server import join_shared_server

    home = Path(prefect.settings.PREFECT_HOME.value())
    lease = None
    if idle_minutes > 0:
        try:
            url, lease = join_shared_server(home, idle_minutes * 60)
        except (OSError, TimeoutError, RuntimeError) as error:
            log.warning("cannot use the local Prefect server under %s (%s); this run starts its own", home, error)
    if lease is None:
        with _temporary_server(home) as url:
            yield url
        return
    try:
        yield url
    finally:
        lease.release()


@contextmanager
def prefect_session(server_idle_minutes: float = DEFAULT_SERVER_IDLE_MINUTES) -> Iterator[None]:
    """Use PREFECT_API_URL when set; otherwise the local server digest keeps for
    `server_idle_minutes` after its last use (0: a temporary server for this run). The log and
    event workers are drained before the run ends."""
    import prefect.settings
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker
    from prefect.utilities.asyncutils import run_coro_as_sync

    logging.getLogger("prefect.task_runs").addFilter(_drop_thread_timeout_warning)
    for worker in ("EventsWorker", "APILogWorker"):  # "Still processing items: N remaining" while they drain
        logging.getLogger(worker).addFilter(lambda record: "Still processing items" not in record.getMessage())
    _send_run_info_to_api()
    if prefect.settings.PREFECT_API_URL.value():
        yield
        return
    with _local_server(server_idle_minutes) as api_url:
        # No flow-run heartbeats: nothing on a server without services reads them, and stopping
        # their thread adds up to 1 s to every run.
        updates = {
            prefect.settings.PREFECT_API_URL: api_url,
            prefect.settings.PREFECT_FLOWS_HEARTBEAT_FREQUENCY: None,
        }
        with prefect.settings.temporary_settings(updates=updates):
            yield

            async def drain() -> None:
                try:
                    result = APILogWorker.instance().drain()
                    if inspect.isawaitable(result):
                        await result
                except RuntimeError:
                    pass
                drained = EventsWorker.drain_all()
                if inspect.isawaitable(drained):
                    await drained

            run_coro_as_sync(drain())


def _send_run_info_to_api() -> None:
    """INFO records of flow runs (one per finished report, flows/runs.py) reach the API, so the
    flow-run logs show them; the console handler stays at WARNING, so the terminal stays quiet."""
    flow_runs = logging.getLogger("prefect.flow_runs")
    if flow_runs.getEffectiveLevel() > logging.INFO:
        flow_runs.setLevel(logging.INFO)
