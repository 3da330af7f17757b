"""A circuit breaker for the model API: after N consecutive unavailable calls, stop calling.

A dead API otherwise costs every report its full deadline (3 attempts x 60 s each). Once open,
every call fails at once with ModelUnavailableError, so the remaining reports become error rows
(retried on the next run, as every error row is) and the run ends in seconds."""

from __future__ import annotations

import logging
import threading

from schemas.errors import ModelUnavailableError

log = logging.getLogger("digest.breaker")


class CircuitBreaker:
    def __init__(self, failures: int = 5) -> None:
        self.failures = failures
        self._consecutive = 0
        self._open = False
        self._lock = threading.Lock()

    @property
    def is_open(self) -> bool:
        return self._open

    def check(self) -> None:
        if self._open:
            raise ModelUnavailableError(
                f"not called: the model API failed {self.failures} consecutive calls in this run (circuit breaker open)",
                hint="The report is retried on the next run; check the API status and your network",
            )

    def succeeded(self) -> None:
        with self._lock:
            self._consecutive = 0

    def failed(self) -> None:
        with self._lock:
            self._consecutive += 1
            opens = not self._open and self._consecutive >= self.failures
            self._open = self._open or opens
        if opens:
            log.warning(
                "the model API failed %d consecutive calls: no more calls in this run; the remaining reports get an error row now and are retried on the next run",
                self.failures,
            )
