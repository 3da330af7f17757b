"""The interactive run, read top to bottom: plan (discover, select, skip done) -> per report
(flows/report.py: prepare, ask the primary, finish) on lanes or Dask -> Parquet + review queue
-> summary. `run()` starts this flow, or the Message Batches one (flows/batch.py) for --batch."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from prefect import flow, task
from prefect.futures import as_completed
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner
from prefect.utilities.annotations import quote

from flows.lanes import ReportRecords, run_in_lanes, timed_out
from flows.report import REPORT_CACHE_DIR, RunContext, digest_one, report_cache_key, run_context
from flows.runs import RunSummary, current_boilerplate_memory, plan_run, progress_bars, publish_summary, run_boilerplate_memory, write_outputs
from flows.settings import RunOptions
from schemas.types import ReportOutcome
from tasks.ingest.discover import InputFile


def _cache_key(_context: object, parameters: dict) -> str:
    return report_cache_key(parameters["item"], parameters["options"], parameters["extractor_name"])


@task(name="digest-report", task_run_name="digest {item.path.name}", cache_key_fn=_cache_key, persist_result=True)
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
    return ReportOutcome.error_row(item.doc_id, item.path, error, extractor=extractor_name, duplicate_paths=item.duplicate_paths)


def digest_reports(todo: list[InputFile], context: RunContext, on_done: Callable[[ReportOutcome], None]) -> list[ReportOutcome]:
    """Every report's outcome, each kept as a Prefect result record under OUT/state/report-cache:
    on local threads a few lanes pull reports from a queue (flows/lanes.py), on Dask one task
    per report."""
    options = context.options
    if options.dask_address:
        return _digest_on_cluster(todo, options, context.extractor_name, on_done)
    return run_in_lanes(
        todo,
        lambda item: digest_one(item, context),
        lanes=options.concurrency,
        records=ReportRecords(options.out.resolve() / REPORT_CACHE_DIR),
        key_of=lambda item: report_cache_key(item, options, context.extractor_name),
        force=options.force,
        report_timeout_s=options.report_timeout_s,
        extractor_name=context.extractor_name,
        on_done=on_done,
    )


def _digest_on_cluster(todo: list[InputFile], options: RunOptions, extractor_name: str, on_done: Callable[[ReportOutcome], None]) -> list[ReportOutcome]:
    cache_dir = options.out.resolve() / REPORT_CACHE_DIR
    cached_task = digest_report.with_options(result_storage=cache_dir, refresh_cache=options.force, timeout_seconds=options.report_timeout_s)
    futures = {cached_task.submit(i, options, extractor_name): i for i in todo}
    outcomes = []
    for future in as_completed(list(futures)):
        outcomes.append(_outcome_of(future, futures[future], options, extractor_name))
        if outcomes[-1].retry_next_run:  # errors are retried next run, never cached
            (cache_dir / report_cache_key(futures[future], options, extractor_name)).unlink(missing_ok=True)
        on_done(outcomes[-1])
    order = {str(i.path): n for n, i in enumerate(todo)}
    return sorted(outcomes, key=lambda o: order.get(o.source_path, 0))


@flow(name="digest-run", log_prints=False)
def digest_run(options: RunOptions, show_progress: bool = False) -> quote[RunSummary]:
    """Returned quoted: Prefect would otherwise walk every outcome looking for futures."""
    with run_boilerplate_memory(options.out) as memory, progress_bars(show_progress) as progress:
        context = run_context(options, memory=memory)
        plan = plan_run(options, context.extractor_name)
        bar = progress.add_task("reports", total=len(plan.todo))
        outcomes = digest_reports(plan.todo, context, on_done=lambda _: progress.advance(bar))
    path = write_outputs(quote(outcomes), options.out, plan.run_id, datetime.now(UTC))
    summary = RunSummary(run_id=plan.run_id, results_path=path, outcomes=outcomes, skipped=plan.skipped)
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

        summary = digest_batch_run.with_options(task_runner=task_runner(options))(options=options, show_progress=show_progress)
    else:
        summary = digest_run.with_options(task_runner=task_runner(options))(options=options, show_progress=show_progress)
    return summary.unquote() if isinstance(summary, quote) else summary
