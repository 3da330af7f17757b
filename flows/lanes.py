"""Per-report work on a few long-lived Prefect tasks ("lanes") that pull reports from one queue.

Why lanes: a Prefect task costs 5-40 ms on this machine (../shared/notes/prefect-3.9.md), a small
text report 2-5 ms of work, so one task per report spent most of a run inside Prefect
(bench/ops_bench.py measured +1,091%). A lane pays that once and then digests report after report;
`concurrency` lanes keep the task runner's threads busy whatever each report costs, because a
free lane takes the next report (no static split that leaves one lane with all the scans).

Each report still has its own crash-safe record: the outcome goes into a JSON file under
OUT/state/report-cache (tasks/output/state.py; never a pickle: reading OUT must not run code),
keyed on content hash + pipeline version + settings, as soon as the report is done. A run killed
midway redoes only the reports without a record; a record that does not validate is redone.

With `claims` (tasks/files/lock.py), the run claims its reports before the lanes start, and a
report that a concurrent run on the same OUT holds is left to that run (no row here). On a stop request
(SIGTERM, SIGINT: tasks/stop.py) the lanes take no new report, a report in progress is cut short
and dropped (its record is not written, the next run does it), and the finished ones are returned.
A report that took under `RECORD_MIN_SECONDS` gets no record: writing one costs ~0.5 ms, so
recording millisecond reports would cost more on every run than redoing them after a rare crash.
Error rows get no record either (nor rows waiting for a fallback model that was down): the next
run retries them.

On a Dask cluster, reports go out one task each instead (`digest_report` in flows/pipeline.py):
a queue in this process cannot feed workers on other machines, and there the work per report
dwarfs the cost of a task.
"""

from __future__ import annotations

import ctypes
import logging
import queue
import signal
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TypeVar

from prefect import task
from prefect.cache_policies import NO_CACHE
from prefect.futures import PrefectFuture, wait

from schemas.errors import DigestError
from schemas.types import ReportOutcome
from tasks.files.lock import Claims
from tasks.ingest.discover import InputFile
from tasks.output.state import ReportRecords
from tasks.stop import stop_requested

log = logging.getLogger("digest")

RECORD_MIN_SECONDS = 0.01  # ~20x the cost of writing a record (0.5 ms measured here)
_POLL_S = 0.1
T = TypeVar("T")

ReportWork = Callable[[InputFile], ReportOutcome]


@dataclass
class _LaneJob:
    """What the lanes of one run share. Registered by id, so the tasks take only small arguments."""

    work: ReportWork
    records: ReportRecords
    key_of: Callable[[InputFile], str]
    force: bool
    report_timeout_s: float
    extractor_name: str
    claims: Claims | None = None
    todo: queue.SimpleQueue[InputFile | None] = field(default_factory=queue.SimpleQueue)
    done: queue.SimpleQueue[tuple[InputFile, ReportOutcome | None] | int] = field(default_factory=queue.SimpleQueue)
    watchdogs: list[Watchdog] = field(default_factory=list)


_JOBS: dict[str, _LaneJob] = {}
_JOBS_LOCK = threading.Lock()


class ReportTimeout(BaseException):
    """Raised inside a lane at its report's deadline. A BaseException, like Prefect's own
    cancellation, so that the stages' `except Exception` (around PyMuPDF, say) cannot swallow it."""


class Watchdog:
    """Raises ReportTimeout in one thread when the work it runs passes its time limit.

    Like Prefect's `timeout()` in a worker thread, the error lands between Python bytecodes, so a
    blocking C call finishes first. Unlike it, one watcher thread serves every report of a lane
    and checks the deadline on its own clock (a tenth of the limit, at most once a second):
    `timeout()` starts a thread per use (0.39 ms measured here), and waking a watcher at every
    report start and end costs the lane its GIL each time, for reports that take 3 ms."""

    def __init__(self, watched: threading.Thread, limit_s: float) -> None:
        self._watched = watched
        self._limit_s = limit_s
        self._check_every_s = min(1.0, limit_s / 10)
        self._deadline: float | None = None
        self._closed = threading.Event()
        threading.Thread(target=self._watch, name=f"watchdog-{watched.name}", daemon=True).start()

    @contextmanager
    def limit(self) -> Iterator[None]:
        self._deadline = time.monotonic() + self._limit_s
        try:
            yield
        finally:
            self._deadline = None

    def close(self) -> None:
        self._closed.set()

    def interrupt(self) -> None:
        """Cut the report in progress short at the next check (a stop request)."""
        if self._deadline is not None:
            self._deadline = time.monotonic()

    def _watch(self) -> None:
        while not self._closed.wait(self._check_every_s):
            deadline = self._deadline
            if deadline is not None and time.monotonic() > deadline and self._deadline == deadline:
                self._deadline = None
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(self._watched.ident or 0), ctypes.py_object(ReportTimeout)
                )


@task(name="digest-lane", task_run_name="lane {lane}", cache_policy=NO_CACHE)
def digest_lane(job_id: str, lane: int) -> int:
    """Digest reports from the run's queue until it is empty; the count done by this lane."""
    job = _JOBS[job_id]
    watchdog = Watchdog(threading.current_thread(), job.report_timeout_s)
    job.watchdogs.append(watchdog)
    count = 0
    try:
        while not stop_requested() and (item := job.todo.get()) is not None:
            try:
                outcome: ReportOutcome | None = digest_recorded(item, job, watchdog)
            except ReportTimeout:  # the watchdog fired just as the report ended, outside its limit
                outcome = timed_out(item, job.report_timeout_s, job.extractor_name)
            if stop_requested() and isinstance(outcome, ReportOutcome) and outcome.retry_next_run:
                outcome = None  # cut short by the stop: the next run does it
            job.done.put((item, outcome))
            count += 1
    finally:
        watchdog.close()
        job.done.put(lane)  # tells the collector this lane is finished
    return count


def digest_recorded(item: InputFile, job: _LaneJob, watchdog: Watchdog) -> ReportOutcome:
    """The recorded outcome if there is one, else the work, then its record."""
    key = job.key_of(item)
    if not job.force and (recorded := job.records.read(key, item.doc_id)) is not None:
        return recorded
    try:
        with watchdog.limit():
            outcome = job.work(item)
    except ReportTimeout:
        return timed_out(item, job.report_timeout_s, job.extractor_name)
    except Exception as error:  # a bug in one report must not take its lane's other reports along
        log.exception("%s: unexpected failure", item.path)
        return failed(item, f"task_failed: {type(error).__name__}: {error}", job.extractor_name)
    if not outcome.retry_next_run and (outcome.seconds or 0) >= RECORD_MIN_SECONDS:
        job.records.write(key, outcome)
    return outcome


def timed_out(item: InputFile, limit_s: float, extractor_name: str) -> ReportOutcome:
    error = f"report_timeout: processing took longer than {limit_s:g}s; raise --report-timeout or check the file"
    return failed(item, error, extractor_name)


def failed(item: InputFile, error: str, extractor_name: str) -> ReportOutcome:
    return ReportOutcome.error_row(
        item.doc_id, item.path, error, extractor=extractor_name, duplicate_paths=item.duplicate_paths
    )


@contextmanager
def _registered(job: _LaneJob) -> Iterator[str]:
    job_id = uuid.uuid4().hex
    with _JOBS_LOCK:
        _JOBS[job_id] = job
    try:
        yield job_id
    finally:
        with _JOBS_LOCK:
            _JOBS.pop(job_id, None)


def run_in_lanes(
    items: list[InputFile],
    work: ReportWork,
    *,
    lanes: int,
    records: ReportRecords,
    key_of: Callable[[InputFile], str],
    force: bool,
    report_timeout_s: float,
    extractor_name: str,
    on_done: Callable[[ReportOutcome], None] = lambda _: None,
    claims: Claims | None = None,
    on_skip: Callable[[InputFile, str], None] = lambda _item, _run: None,
    on_queued: Callable[[list[InputFile]], None] = lambda _items: None,
) -> list[ReportOutcome]:
    """Every item's outcome, in the order of `items`; `on_done` is called as each one finishes.
    Left out: the items a concurrent run holds (`on_skip` is told), and, after a stop request,
    those not finished. `on_queued` is told the items the lanes will take, in order, before they
    start (the read-ahead of their OCR pages: flows/pipeline.py)."""
    job = _LaneJob(work, records, key_of, force, report_timeout_s, extractor_name, claims)
    held = _claim(claims, items)
    queued = []
    for item in items:
        if item.doc_id in held:
            on_skip(item, held[item.doc_id])
        else:
            job.todo.put(item)
            queued.append(item)
    on_queued(queued)
    lane_count = max(1, min(lanes, len(items) - len(held)))
    for _ in range(lane_count):
        job.todo.put(None)
    outcomes: dict[int, ReportOutcome] = {}
    position = {id(item): n for n, item in enumerate(items)}
    left: set[int] = {
        position[id(i)] for i in items if i.doc_id in held
    }  # to a concurrent run, or unfinished at a stop
    _catch_stop_signals()
    with _registered(job) as job_id:
        futures = [digest_lane.submit(job_id, lane) for lane in range(lane_count)] if len(left) < len(items) else []
        finished_lanes = 0
        # Polled, not woken per report: a wake-up per report takes the GIL from the lanes each time.
        interrupted = False
        while finished_lanes < lane_count and len(outcomes) + len(left) < len(items):
            time.sleep(_POLL_S)
            if stop_requested() and not interrupted:
                interrupted = True
                for watchdog in job.watchdogs:
                    watchdog.interrupt()
            for message in _drain(job.done):
                if isinstance(message, int):
                    finished_lanes += 1
                    continue
                item, outcome = message
                if isinstance(outcome, ReportOutcome):
                    outcomes[position[id(item)]] = outcome
                    on_done(outcome)
                    continue
                left.add(position[id(item)])
            if _all_finished(futures) and job.done.empty():
                break
    if stop_requested():
        return [outcomes[n] for n in sorted(outcomes)]
    lost = "task_failed: its lane stopped before reaching this report; rerun to retry it"
    return [outcomes.get(n) or failed(item, lost, extractor_name) for n, item in enumerate(items) if n not in left]


def _claim(claims: Claims | None, items: list[InputFile]) -> dict[str, str]:
    """doc_id -> the concurrent run that holds it; nothing when there are no claims to make."""
    if claims is None or not items:
        return {}
    try:
        held = claims.claim([i.doc_id for i in items])
    except (OSError, DigestError) as error:
        log.warning("cannot claim this run's reports (%s); digesting them all", error)
        return {}
    if held:
        log.info("%d report(s) left to concurrent runs on the same output folder", len(held))
    return held


_STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


def _catch_stop_signals() -> None:
    """Prefect's flow engine puts its own SIGTERM handler in place (a crash); while lanes run, the
    CLI's handler (a stop request) is put back. Only the main thread may set handlers."""
    from tasks.stop import process_handler

    handler = process_handler()
    if handler is None or threading.current_thread() is not threading.main_thread():
        return
    for number in _STOP_SIGNALS:
        signal.signal(number, handler)


def _drain(messages: queue.SimpleQueue[T]) -> list[T]:
    drained = []
    while True:
        try:
            drained.append(messages.get_nowait())
        except queue.Empty:
            return drained


def _all_finished(futures: list[PrefectFuture[int]]) -> bool:
    return not wait(futures, timeout=0).not_done
