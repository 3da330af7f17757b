"""Running flows without a Prefect server, quietly.

Prefect's on-demand ephemeral server is stopped at interpreter exit while its log and event
workers are still sending, which prints "Error flushing ..." tracebacks. Here the temporary
server is started explicitly and the workers are drained before it stops.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Iterator
from contextlib import contextmanager

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


@contextmanager
def prefect_session() -> Iterator[None]:
    """Use PREFECT_API_URL when set; otherwise a temporary local server, drained before it stops."""
    import prefect.settings
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker
    from prefect.server.api.server import SubprocessASGIServer
    from prefect.utilities.asyncutils import run_coro_as_sync

    if prefect.settings.PREFECT_API_URL.value():
        yield
        return
    server = SubprocessASGIServer()
    server.start(timeout=SERVER_STARTUP_TIMEOUT_S)
    try:
        with prefect.settings.temporary_settings(updates={prefect.settings.PREFECT_API_URL: server.api_url}):
            yield

            async def drain() -> None:
                try:
                    result = APILogWorker.instance().drain()
                    if inspect.isawaitable(result):
                        await result
                except RuntimeError:
                    pass
                result = EventsWorker.drain_all()
                if inspect.isawaitable(result):
                    await result

            run_coro_as_sync(drain())
    finally:
        server.stop()
