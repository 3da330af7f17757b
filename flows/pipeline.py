"""The one run flow, read top to bottom, whatever answers the reports:

    plan (discover, select, skip done)
    -> per report (flows/report.py): prepare -> the primary's answer -> finish, settled by the run's ledger
    -> Parquet + review queue -> summary

The answerer is chosen by the run's options: `--batch`, Message Batches (flows/batch.py; the reports'
steps on this process's lanes); `--dask-address`, one Prefect task per report on the Dask cluster;
otherwise the interactive lanes (flows/lanes.py). `run()` starts the flow with its task runner."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.futures import as_completed
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner
from prefect.utilities.annotations import quote
from rich.progress import Progress

from flows.lanes import Lanes
from flows.report import ReportLedger, RunContext, digest_one, run_context
from flows.runs import (
    ReportProgress,
    RunPlan,
    RunSummary,
    finish_run,
    new_run_id,
    plan_run,
    progress_bars,
    publish_summary,
    run_boilerplate_memory,
    run_lease,
)
from flows.settings import RunOptions
from schemas.types import ReportOutcome
from tasks.files.lock import Claims
from tasks.ingest.discover import InputFile

FLOW_NAME = "digest-run"
log = logging.getLogger("digest")


class Answerer(Protocol):
    """How a run's reports get the primary's answers, and where their steps run."""

    pending_batches: list[str]  # message batches still running; a rerun resumes them

    def digest(self, plan: RunPlan) -> list[ReportOutcome]:
        """The outcomes of the plan's reports not done yet (`plan.done` skipped)."""
        ...

    def written(self) -> None:
        """Told once the run's rows are written."""
        ...


@dataclass
class InteractiveLanes:
    """The primary asked by each report's lane, report after report (flows/lanes.py)."""

    lanes: Lanes
    pending_batches: list[str] = field(default_factory=list)

    def digest(self, plan: RunPlan) -> list[ReportOutcome]:
        return [r for r in self.lanes.run(plan.todo, digest_one) if isinstance(r, ReportOutcome)]

    def written(self) -> None:
        pass


# Records are kept by the run's ledger (JSON), never by Prefect's result store: its records are
# pickles, and reading OUT must never run code.
@task(name="digest-report", task_run_name="digest {item.path.name}", cache_policy=NO_CACHE, persist_result=False)
def digest_report(item: InputFile, options: RunOptions) -> ReportOutcome:
    """One report on a Dask worker. Its context is built there, without the run's boilerplate memory:
    extractors hold SDK clients, and the memory a lock, which do not travel."""
    return digest_one(item, run_context(options))


@dataclass
class DaskTasks:
    """The primary asked by one Prefect task per report on the flow's Dask task runner; the
    outcomes are settled here, in the flow's process, as they come back."""

    options: RunOptions
    ledger: ReportLedger
    on_done: ReportProgress
    pending_batches: list[str] = field(default_factory=list)

    def digest(self, plan: RunPlan) -> list[ReportOutcome]:
        timed_task = digest_report.with_options(timeout_seconds=self.options.report_timeout_s)
        outcomes = []
        futures = {}
        for item in plan.todo:
            if (recorded := self.ledger.recorded(item)) is not None:
                outcomes.append(recorded)
                self.on_done(recorded)
            else:
                futures[timed_task.submit(item, self.options)] = item
        for future in as_completed(list(futures)):
            settled = self.ledger.settle(futures[future], future.result(raise_on_failure=False))
            assert isinstance(settled, ReportOutcome)  # the task returns outcomes only
            outcomes.append(settled)
            self.on_done(settled)
        order = {str(i.path): n for n, i in enumerate(plan.todo)}
        return sorted(outcomes, key=lambda o: order.get(o.source_path, 0))

    def written(self) -> None:
        pass


def answerer_for(
    context: RunContext,
    run_id: str,
    ledger: ReportLedger,
    progress: Progress,
    on_done: ReportProgress,
    left: list[str],
) -> Answerer:
    """The answerer the run's options ask for (a batch run fails here without Claude, before
    anything is read)."""
    options = context.options

    def lanes(claims: Claims | None) -> Lanes:
        return Lanes(
            context,
            ledger,
            options.concurrency,
            on_done,
            claims,
            on_skip=lambda item, _run: left.append(str(item.path)),
        )

    if options.batch:
        from flows.batch import MessageBatches  # imports the SDK, which a rules run does not need

        if options.dask_address:
            log.warning("--dask-address is not used with --batch: the reports are prepared and finished here")

        return MessageBatches(context, lanes(None), progress)
    if options.dask_address:
        return DaskTasks(options, ledger, on_done)
    return InteractiveLanes(lanes(Claims(options.out, run_id)))


@flow(name=FLOW_NAME, log_prints=False)
def digest_run(options: RunOptions, show_progress: bool = False) -> quote:  # of a RunSummary
    """Returned quoted: Prefect would otherwise walk every outcome looking for futures."""
    run_id = new_run_id()
    with run_lease(options.out, run_id):
        left: list[str] = []  # paths a concurrent run on the same OUT digests
        memory = run_boilerplate_memory(options.out)
        with progress_bars(show_progress) as progress:
            context = run_context(options, memory=memory)
            ledger = ReportLedger.of_run(context, run_id)
            on_done = ReportProgress(progress)
            answerer = answerer_for(context, run_id, ledger, progress, on_done, left)
            plan = plan_run(options, context.extractor_name, run_id)
            on_done.start(len(plan.todo))
            outcomes = answerer.digest(plan)
        path, error = finish_run(outcomes, memory, options.out, run_id)
    if error is None:
        answerer.written()
    summary = RunSummary(
        run_id=run_id,
        results_path=path,
        outcomes=outcomes,
        skipped=plan.skipped,
        pending_batches=answerer.pending_batches,
        error=error,
        left_to_others=left,
    )
    publish_summary(summary)
    return quote(summary)


def task_runner(options: RunOptions) -> TaskRunner:
    """The per-report tasks run on an existing Dask cluster when given one, else on local threads
    (a batch run's steps too: its lanes share the run's boilerplate memory)."""
    if options.dask_address and not options.batch:
        from prefect_dask import DaskTaskRunner

        return DaskTaskRunner(address=options.dask_address)
    return ThreadPoolTaskRunner(max_workers=options.concurrency)


def run(options: RunOptions, *, show_progress: bool = False) -> RunSummary:
    """Run the flow with a task runner sized by the options."""
    summary = digest_run.with_options(task_runner=cast(Any, task_runner(options)))(
        options=options, show_progress=show_progress
    )
    summary = summary.unquote() if isinstance(summary, quote) else summary
    if summary.error is not None:
        raise summary.error
    return summary
