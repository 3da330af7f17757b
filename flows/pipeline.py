"""The interactive run, read top to bottom: plan (discover, select, skip done) -> per report
(flows/report.py: prepare, ask the primary, finish) on lanes or Dask -> Parquet + review queue
-> summary. `run()` starts this flow, or the Message Batches one (flows/batch.py) for --batch."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from typing import Any

from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.futures import as_completed
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner
from prefect.utilities.annotations import quote

from flows.lanes import run_in_lanes, timed_out
from flows.report import REPORT_CACHE_DIR, RunContext, digest_one, ocr_cache_dir, report_cache_key, run_context
from flows.runs import (
    RunSummary,
    current_boilerplate_memory,
    finish_run,
    new_run_id,
    plan_run,
    progress_bars,
    publish_summary,
    report_logger,
    run_boilerplate_memory,
    run_lease,
)
from flows.settings import RunOptions
from schemas.types import ReportOutcome
from tasks.files.lock import Claims
from tasks.ingest.discover import InputFile
from tasks.ingest.read_ahead import ReadAhead
from tasks.output.state import ReportRecords
from tasks.stop import stop_requested

# The read-ahead's bounds (tasks/ingest/read_ahead.py): OCR pages queued and unfinished per OCR
# worker, and started reports waiting per lane.
READ_AHEAD_PAGES_PER_WORKER = 4
READ_AHEAD_REPORTS_PER_LANE = 8


# Records are kept by the flow (tasks/output/state.py, JSON), never by Prefect's result store: its
# records are pickles, and reading OUT must never run code.
@task(name="digest-report", task_run_name="digest {item.path.name}", cache_policy=NO_CACHE, persist_result=False)
def digest_report(item: InputFile, options: RunOptions, extractor_name: str) -> ReportOutcome:
    return _digest_report_body(item, options)


def _digest_report_body(item: InputFile, options: RunOptions) -> ReportOutcome:
    # A module function, so Dask pickles it by reference, and not the run's memory (flows/runs.py). The
    # context is built where the task runs: extractors hold SDK clients, which do not travel.
    return digest_one(item, run_context(options, memory=current_boilerplate_memory(options.out)))


def _outcome_of(future: object, item: InputFile, options: RunOptions, extractor_name: str) -> ReportOutcome:
    """The task's outcome; a timed-out or crashed task becomes an error row and the run goes on."""
    result = future.result(raise_on_failure=False)  # type: ignore[attr-defined]
    if isinstance(result, ReportOutcome):
        return result
    if isinstance(result, TimeoutError):
        return timed_out(item, options.report_timeout_s, extractor_name)
    error = f"task_failed: {type(result).__name__}: {result}"
    return ReportOutcome.error_row(
        item.doc_id, item.path, error, extractor=extractor_name, duplicate_paths=item.duplicate_paths
    )


def digest_reports(
    todo: list[InputFile],
    context: RunContext,
    on_done: Callable[[ReportOutcome], None],
    *,
    run_id: str | None = None,
    claims: Claims | None = None,
    on_skip: Callable[[InputFile, str], None] = lambda _item, _run: None,
) -> list[ReportOutcome]:
    """Every report's outcome, each kept as a JSON record under OUT/state/report-cache: on local
    threads a few lanes pull reports from a queue (flows/lanes.py), on Dask one task per report.
    With `claims`, a report a concurrent run on the same OUT holds is left to it (`on_skip`)."""
    options = context.options
    records = ReportRecords(options.out.resolve() / REPORT_CACHE_DIR, run_id)
    if options.dask_address:
        return _digest_on_cluster(todo, options, context.extractor_name, records, on_done)

    def key_of(item: InputFile) -> str:
        return report_cache_key(item, options, context.extractor_name)

    # The OCR pages of the reports ahead are queued while the lanes work, so the pool never waits
    # for a lane; not those of reports a lane will take from their record (it would never collect them).
    read_ahead = ReadAhead(
        options.ocr,
        ocr_cache_dir(options),
        ocr_pages_ahead=READ_AHEAD_PAGES_PER_WORKER * (options.ocr.workers or os.cpu_count() or 1),
        reports_ahead=READ_AHEAD_REPORTS_PER_LANE * options.concurrency,
        should_stop=stop_requested,
    )

    def start_read_ahead(queued: list[InputFile]) -> None:
        read_ahead.start(
            [
                item.path
                for item in queued
                if not item.read_error and (options.force or not records.path(key_of(item)).exists())
            ]
        )

    lane_context = dataclasses.replace(context, read_ahead=read_ahead)
    try:
        return run_in_lanes(
            todo,
            lambda item: digest_one(item, lane_context),
            lanes=options.concurrency,
            records=records,
            key_of=key_of,
            force=options.force,
            report_timeout_s=options.report_timeout_s,
            extractor_name=context.extractor_name,
            on_done=on_done,
            claims=claims,
            on_skip=on_skip,
            on_queued=start_read_ahead,
        )
    finally:
        read_ahead.close()


def _digest_on_cluster(
    todo: list[InputFile],
    options: RunOptions,
    extractor_name: str,
    records: ReportRecords,
    on_done: Callable[[ReportOutcome], None],
) -> list[ReportOutcome]:
    timed_task = digest_report.with_options(timeout_seconds=options.report_timeout_s)
    outcomes = []
    futures = {}
    for item in todo:
        recorded = None if options.force else records.read(report_cache_key(item, options, extractor_name), item.doc_id)
        if recorded is not None:
            outcomes.append(recorded)
            on_done(recorded)
        else:
            futures[timed_task.submit(item, options, extractor_name)] = item
    for future in as_completed(list(futures)):
        outcomes.append(_outcome_of(future, futures[future], options, extractor_name))
        if not outcomes[-1].retry_next_run:  # errors are retried next run, never recorded
            records.write(report_cache_key(futures[future], options, extractor_name), outcomes[-1])
        on_done(outcomes[-1])
    order = {str(i.path): n for n, i in enumerate(todo)}
    return sorted(outcomes, key=lambda o: order.get(o.source_path, 0))


@flow(name="digest-run", log_prints=False)
def digest_run(options: RunOptions, show_progress: bool = False) -> quote:  # of a RunSummary
    """Returned quoted: Prefect would otherwise walk every outcome looking for futures."""
    run_id = new_run_id()
    with run_lease(options.out, run_id):
        left: list[str] = []
        with run_boilerplate_memory(options.out) as memory, progress_bars(show_progress) as progress:
            context = run_context(options, memory=memory)
            plan = plan_run(options, context.extractor_name, run_id)
            bar = progress.add_task("reports", total=len(plan.todo))
            log_done = report_logger(len(plan.todo))

            def on_done(outcome: ReportOutcome) -> None:
                progress.advance(bar)
                log_done(outcome)

            outcomes = digest_reports(
                plan.todo,
                context,
                on_done=on_done,
                run_id=run_id,
                claims=Claims(options.out, run_id),
                on_skip=lambda item, _run: left.append(str(item.path)),
            )
        path, error = finish_run(outcomes, memory, options.out, run_id)
    summary = RunSummary(
        run_id=run_id, results_path=path, outcomes=outcomes, skipped=plan.skipped, error=error, left_to_others=left
    )
    publish_summary(summary)
    return quote(summary)


def task_runner(options: RunOptions) -> TaskRunner:
    """The per-report tasks run on an existing Dask cluster when given one, else on local threads."""
    if options.dask_address:
        from prefect_dask import DaskTaskRunner

        return DaskTaskRunner(address=options.dask_address)
    return ThreadPoolTaskRunner(max_workers=options.concurrency)


def run(options: RunOptions, *, show_progress: bool = False) -> RunSummary:
    """Run the flow with a task runner sized by the options."""
    if options.batch:
        from flows.batch import digest_batch_run  # imports the SDK, which a rules run does not need

        flow_run: Any = digest_batch_run
    else:
        flow_run = digest_run
    summary = flow_run.with_options(task_runner=task_runner(options))(options=options, show_progress=show_progress)
    summary = summary.unquote() if isinstance(summary, quote) else summary
    if summary.error is not None:
        raise summary.error
    return summary
