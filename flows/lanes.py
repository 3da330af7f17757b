"""Per-report work on a few long-lived Prefect tasks ("lanes") that pull reports from one queue.

Why lanes: a Prefect task costs 5-40 ms on this machine (../shared/notes/prefect-3.9.md), a small
text report 2-5 ms of work, so one task per report spent most of a run inside Prefect
(bench/ops_bench.py measured +1,091%). A lane pays that once and then digests report after report;
`concurrency` lanes keep the task runner's threads busy whatever each report costs, because a
free lane takes the next report (no static split that leaves one lane with all the scans).

Each report still has its own crash-safe record, settled in the lane as soon as the report is done
(flows/report.py `ReportLedger`, the same in every kind of run). A run killed midway redoes only
the reports without a record; a record that does not validate is redone.

With `claims` (tasks/files/lock.py), the run claims its reports before the lanes start, and a
report that a concurrent run on the same OUT holds is left to that run (no row here). On a stop request
(SIGTERM, SIGINT: tasks/stop.py) the lanes take no new report, a report in progress is cut short
and dropped (its record is not written, the next run does it), and the finished ones are returned.

A step is what a lane does with each report: the whole report (prepare, ask, finish) in an
interactive run, or a batch run's two halves around its batch (flows/batch.py). On a Dask cluster,
reports go out one task each instead (flows/pipeline.py): a queue in this process cannot feed
workers on other machines, and there the work per report dwarfs the cost of a task.
"""

from __future__ import annotations

import ctypes
import dataclasses
import logging
import os
import queue
import signal
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, cast

from prefect import task
from prefect.cache_policies import NO_CACHE
from prefect.futures import PrefectFuture, wait
from prefect.utilities.annotations import quote

from flows.report import Prepared, ReportLedger, RunContext, ocr_cache_dir
from schemas.errors import DigestError
from schemas.types import ReportOutcome
from tasks.files.lock import Claims
from tasks.ingest.discover import InputFile
from tasks.ingest.read_ahead import ReadAhead
from tasks.stop import stop_requested

log = logging.getLogger("digest")

_POLL_S = 0.1
# The read-ahead's bounds (tasks/ingest/read_ahead.py): OCR pages queued and unfinished per OCR
# worker, and started reports waiting per lane.
READ_AHEAD_PAGES_PER_WORKER = 4
READ_AHEAD_REPORTS_PER_LANE = 8
T = TypeVar("T")

StepResult = ReportOutcome | Prepared  # a Prepared report waits for its batch's answer (flows/batch.py)
ReportWork = Callable[[InputFile], StepResult]
ReportStep = Callable[[InputFile, RunContext], StepResult]


def every_report(_item: InputFile) -> bool:
    return True


def no_report(_item: InputFile) -> bool:
    return False


@dataclass
class _LaneJob:
    """What the lanes of one call share. A parameter of each lane task, quoted: the lanes run on
    this process's threads, so nothing is pickled, and the quote keeps Prefect from walking it."""

    work: ReportWork
    ledger: ReportLedger
    todo: queue.SimpleQueue[InputFile | None] = field(default_factory=queue.SimpleQueue)
    done: queue.SimpleQueue[tuple[InputFile, StepResult | None] | int] = field(default_factory=queue.SimpleQueue)
    watchdogs: list[Watchdog] = field(default_factory=list)


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
def digest_lane(job: _LaneJob, lane: int) -> int:
    """Digest reports from the run's queue until it is empty; the count done by this lane."""
    watchdog = Watchdog(threading.current_thread(), job.ledger.report_timeout_s)
    job.watchdogs.append(watchdog)
    count = 0
    try:
        while not stop_requested() and (item := job.todo.get()) is not None:
            try:
                outcome: StepResult | None = digest_settled(item, job, watchdog)
            except ReportTimeout:  # the watchdog fired just as the report ended, outside its limit
                outcome = job.ledger.settle(item, TimeoutError())
            if stop_requested() and isinstance(outcome, ReportOutcome) and outcome.retry_next_run:
                outcome = None  # cut short by the stop: the next run does it
            job.done.put((item, outcome))
            count += 1
    finally:
        watchdog.close()
        job.done.put(lane)  # tells the collector this lane is finished
    return count


def digest_settled(item: InputFile, job: _LaneJob, watchdog: Watchdog) -> StepResult:
    """The recorded outcome if there is one, else the work, settled by the run's ledger."""
    if (recorded := job.ledger.recorded(item)) is not None:
        return recorded
    result: StepResult | BaseException
    try:
        with watchdog.limit():
            result = job.work(item)
    except ReportTimeout:
        result = TimeoutError()
    except Exception as error:  # a bug in one report must not take its lane's other reports along
        log.exception("%s: unexpected failure", item.path)
        result = error
    return job.ledger.settle(item, result)


def run_in_lanes(
    items: list[InputFile],
    work: ReportWork,
    ledger: ReportLedger,
    *,
    lanes: int,
    on_done: Callable[[ReportOutcome], None] = lambda _: None,
    claims: Claims | None = None,
    on_skip: Callable[[InputFile, str], None] = lambda _item, _run: None,
    on_queued: Callable[[list[InputFile]], None] = lambda _items: None,
) -> list[StepResult]:
    """Every item's result, in the order of `items`; `on_done` is called as each outcome comes.
    Left out: the items a concurrent run holds (`on_skip` is told), and, after a stop request,
    those not finished. `on_queued` is told the items the lanes will take, in order, before they
    start (the read-ahead of their OCR pages)."""
    job = _LaneJob(work, ledger)
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
    results: dict[int, StepResult] = {}
    position = {id(item): n for n, item in enumerate(items)}
    left: set[int] = {
        position[id(i)] for i in items if i.doc_id in held
    }  # to a concurrent run, or unfinished at a stop
    _catch_stop_signals()
    futures = (
        [digest_lane.submit(cast(Any, quote(job)), lane) for lane in range(lane_count)]
        if len(left) < len(items)
        else []
    )
    finished_lanes = 0
    # Polled, not woken per report: a wake-up per report takes the GIL from the lanes each time.
    interrupted = False
    while finished_lanes < lane_count and len(results) + len(left) < len(items):
        time.sleep(_POLL_S)
        if stop_requested() and not interrupted:
            interrupted = True
            for watchdog in job.watchdogs:
                watchdog.interrupt()
        for message in _drain(job.done):
            if isinstance(message, int):
                finished_lanes += 1
                continue
            item, result = message
            if result is None:
                left.add(position[id(item)])
                continue
            results[position[id(item)]] = result
            if isinstance(result, ReportOutcome):
                on_done(result)
        if _all_finished(futures) and job.done.empty():
            break
    if stop_requested():
        return [results[n] for n in sorted(results)]
    lost = "task_failed: its lane stopped before reaching this report; rerun to retry it"
    return [results.get(n) or ledger.failed(item, lost) for n, item in enumerate(items) if n not in left]


class StepRunner(Protocol):
    """Runs one step over a run's reports, each settled by the run's ledger (flows/report.py)."""

    def run(
        self, items: list[InputFile], step: ReportStep, *, reads_file: Callable[[InputFile], bool] = every_report
    ) -> list[StepResult]:
        """`reads_file`: the reports whose file the step reads (ingests)."""


@dataclass
class Lanes:
    """A run's steps on `count` lanes; while they work, the OCR pages of the reports ahead whose
    file the step reads are read, so the OCR pool never waits for a lane."""

    context: RunContext
    ledger: ReportLedger
    count: int
    on_done: Callable[[ReportOutcome], None] = lambda _: None
    claims: Claims | None = None
    on_skip: Callable[[InputFile, str], None] = lambda _item, _run: None

    def run(
        self, items: list[InputFile], step: ReportStep, *, reads_file: Callable[[InputFile], bool] = every_report
    ) -> list[StepResult]:
        options = self.context.options
        read_ahead = ReadAhead(
            options.ocr,
            ocr_cache_dir(options),
            ocr_pages_ahead=READ_AHEAD_PAGES_PER_WORKER * (options.ocr.workers or os.cpu_count() or 1),
            reports_ahead=READ_AHEAD_REPORTS_PER_LANE * self.count,
            should_stop=stop_requested,
        )
        lane_context = dataclasses.replace(self.context, read_ahead=read_ahead)

        def start_read_ahead(queued: list[InputFile]) -> None:
            # Not the reports a lane will take from their record: it would never collect them.
            read_ahead.start(
                [i.path for i in queued if reads_file(i) and not i.read_error and not self.ledger.is_recorded(i)]
            )

        try:
            return run_in_lanes(
                items,
                lambda item: step(item, lane_context),
                self.ledger,
                lanes=self.count,
                on_done=self.on_done,
                claims=self.claims,
                on_skip=self.on_skip,
                on_queued=start_read_ahead,
            )
        finally:
            read_ahead.close()


@dataclass
class InThisThread:
    """The same steps one report after another in the calling thread, outside any flow (no
    Prefect task, no timeout): for callers that drive a run's parts themselves, as tests do."""

    context: RunContext
    ledger: ReportLedger
    on_done: Callable[[ReportOutcome], None] = lambda _: None

    def run(
        self, items: list[InputFile], step: ReportStep, *, reads_file: Callable[[InputFile], bool] = every_report
    ) -> list[StepResult]:
        results = []
        for item in items:
            settled: StepResult | None = self.ledger.recorded(item)
            if settled is None:
                try:
                    settled = self.ledger.settle(item, step(item, self.context))
                except Exception as error:
                    log.exception("%s: unexpected failure", item.path)
                    settled = self.ledger.settle(item, error)
            results.append(settled)
            if isinstance(settled, ReportOutcome):
                self.on_done(settled)
        return results


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
