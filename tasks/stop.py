"""A stop request for the whole process (SIGTERM, SIGINT, SIGHUP, or an error that every later report
would meet too, like a rejected API key), seen by every stage that loops.

The CLI's signal handler calls `request_stop`, the flow `stop_for`; the lanes stop taking
reports, and the callbacks registered with `on_stop` run once (the OCR pools kill their workers,
so a report blocked on a page returns at once)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from schemas.errors import DigestError

log = logging.getLogger("digest.stop")

_STOP = threading.Event()
_LOCK = threading.Lock()
_CALLBACKS: list[Callable[[], None]] = []
_SIGNAL: list[int] = []
_ERROR: list[DigestError] = []


def request_stop(signal_number: int | None = None, *, error: DigestError | None = None) -> bool:
    """True the first time; later requests change nothing."""
    with _LOCK:
        if _STOP.is_set():
            return False
        if signal_number is not None:
            _SIGNAL.append(signal_number)
        if error is not None:
            _ERROR.append(error)
        _STOP.set()
        callbacks = list(_CALLBACKS)
    for callback in callbacks:
        try:
            callback()
        except Exception as error:  # noqa: BLE001 - stopping must go on whatever one callback does
            log.debug("stop callback %r failed: %s", callback, error)
    return True


def stop_requested() -> bool:
    return _STOP.is_set()


def stop_signal() -> int | None:
    return _SIGNAL[0] if _SIGNAL else None


def stop_error() -> DigestError | None:
    """The error that stopped the run, if an error did."""
    return _ERROR[0] if _ERROR else None


def on_stop(callback: Callable[[], None]) -> None:
    with _LOCK:
        _CALLBACKS.append(callback)
        stopped = _STOP.is_set()
    if stopped:
        callback()


_HANDLER: list[Callable[[int, object], None]] = []


def set_process_handler(handler: Callable[[int, object], None]) -> None:
    """The signal handler the process wants for SIGTERM/SIGINT/SIGHUP (the CLI's), for code that must
    put it back after a library replaced it."""
    _HANDLER[:] = [handler]


def process_handler() -> Callable[[int, object], None] | None:
    return _HANDLER[0] if _HANDLER else None


def reset() -> None:
    """For a process that runs several flows (tests, `digest serve`): forget an earlier stop."""
    with _LOCK:
        _STOP.clear()
        _SIGNAL.clear()
        _ERROR.clear()
