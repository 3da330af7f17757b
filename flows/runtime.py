"""Running flows without a Prefect server, quietly.

Prefect's on-demand ephemeral server is stopped at interpreter exit while its log and event
workers are still sending, which prints "Error flushing ..." tracebacks. Here the temporary
server is started explicitly and the workers are drained before it stops.
"""

from __future__ import annotations

import inspect
import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

SERVER_STARTUP_TIMEOUT_S = 120  # a fresh SQLite database needs its migrations first

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
    calls. Known and accepted here (README: per-report timeout), so not repeated once per report."""
    return "running in a worker thread" not in record.getMessage()


@contextmanager
def _output_to(log_path: Path) -> Iterator[None]:
    """Point file descriptors 1 and 2 at a log while a child process is started, so it inherits them."""
    log_path.parent.mkdir(parents=True, exist_ok=True)
    saved = [os.dup(1), os.dup(2)]
    with log_path.open("ab") as log:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(log.fileno(), 1)
        os.dup2(log.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            for fd in saved:
                os.close(fd)


def _detached_server():
    """Prefect's temporary server, started in a session of its own: a terminal's Ctrl-C reaches
    the whole foreground process group, and a server that died with it made every API call of
    the stopping run print a ConnectError traceback. This process stops it instead."""
    import subprocess

    from prefect.server.api.server import SubprocessASGIServer

    class DetachedServer(SubprocessASGIServer):
        def _run_uvicorn_command(self) -> subprocess.Popen:
            import prefect
            from prefect.settings import get_current_settings

            server_env = {"PREFECT_UI_ENABLED": "0", "PREFECT__SERVER_EPHEMERAL": "1", "PREFECT__SERVER_FINAL": "1"}
            command = [
                sys.executable,
                "-m",
                "uvicorn",
                "--app-dir",
                str(prefect.__module_path__.parent),
                "--factory",
                "prefect.server.api.server:create_app",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--log-level",
                "error",
                "--lifespan",
                "on",
            ]
            env = {**os.environ, **server_env, **get_current_settings().to_environment_variables(exclude_unset=True)}
            return subprocess.Popen(command, env=env, start_new_session=True)

    return DetachedServer()


@contextmanager
def prefect_session() -> Iterator[None]:
    """Use PREFECT_API_URL when set; otherwise a temporary local server, drained before it stops."""
    import prefect.settings
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker
    from prefect.utilities.asyncutils import run_coro_as_sync

    logging.getLogger("prefect.task_runs").addFilter(_drop_thread_timeout_warning)
    for worker in ("EventsWorker", "APILogWorker"):  # "Still processing items: N remaining" while they drain
        logging.getLogger(worker).addFilter(lambda record: "Still processing items" not in record.getMessage())
    if prefect.settings.PREFECT_API_URL.value():
        yield
        return
    server_log = Path(prefect.settings.PREFECT_HOME.value()) / "digest-temporary-server.log"
    server = _detached_server()
    # The server prints its services' CancelledError tracebacks when stopped: send its output to a log.
    with _output_to(server_log):
        server.start(timeout=SERVER_STARTUP_TIMEOUT_S)
    try:
        # No flow-run heartbeats: they detect crashed runs for a server that outlives them, and
        # stopping their thread adds up to 1 s to every run.
        updates = {
            prefect.settings.PREFECT_API_URL: server.api_url,
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
    finally:
        server.stop()
