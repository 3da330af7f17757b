"""`digest run … --batch`: the primary requests go through Message Batches at half price.

    pending batches in OUT/state/ -> poll, read, validate + per-field fallback   (resume after a restart)
    the other reports -> ingest, clean, prompt, budget -> one batch request each -> save state -> poll
    -> the same validation and per-field Haiku fallback as the interactive path -> Parquet

A request the batch errored, expired or canceled becomes a `model_unavailable` error row, and error
rows are retried on the next run. The state file is removed only after the rows are written.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.utilities.annotations import quote
from rich.progress import Progress

from flows.report import Prepared, RunContext, build_report_prompt, error_row, finish, prepare, run_context
from flows.runs import (
    RunSummary,
    finish_run,
    new_run_id,
    plan_run,
    progress_bars,
    publish_summary,
    run_boilerplate_memory,
    run_lease,
)
from flows.settings import PIPELINE_VERSION, RunOptions
from schemas.errors import ApiKeyRejectedError, ConfigError, DigestError, ModelUnavailableError
from schemas.types import ExtractionReply, ExtractionRequest, ReportOutcome
from tasks.clean.cleaner import clean
from tasks.extract.batch import (
    BatchFailure,
    BatchState,
    PendingReport,
    batch_replies,
    batch_requests,
    chunk_requests,
    clear_state,
    finished_requests,
    new_state,
    pending_states,
    poll_batch,
    save_state,
    submit_batch,
)
from tasks.extract.budget import drop_body_paragraphs
from tasks.extract.claude import ClaudeExtractor
from tasks.ingest.discover import InputFile
from tasks.ingest.reader import ingest
from tasks.output.terminal import markup_safe
from tasks.stop import request_stop, stop_requested

log = logging.getLogger("digest.batch")
T = TypeVar("T")
Mapper = Callable[[Callable[..., T], list[tuple[Any, ...]]], list[T]]


@dataclass
class BatchRun:
    outcomes: list[ReportOutcome] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)  # batch ids whose rows are in `outcomes`
    pending: list[str] = field(default_factory=list)  # batch ids still running


def plain_map(fn: Callable[..., T], calls: list[tuple[Any, ...]]) -> list[T]:
    return [fn(*args) for args in calls]


# ---------------------------------------------------------------- per report


def pending_report(prepared: Prepared) -> PendingReport:
    """What the batch state keeps of a prepared report, to validate its answer after a restart."""
    return PendingReport(
        prepared.doc_id,
        prepared.source_path,
        list(prepared.duplicate_paths),
        list(prepared.dropped_body_paragraphs),
        list(prepared.alerts),
    )


def reprepare(pending: PendingReport, context: RunContext) -> Prepared:
    """Rebuild a resumed report's prompt as it was sent: same text, same trimmed paragraphs. (The
    run's boilerplate memory has learned more since, so it may now drop a disclaimer sentence more.)"""
    started = time.perf_counter()
    cleaned = clean(ingest(Path(pending.source_path), options=context.options.ocr), memory=context.memory)
    if cleaned.document.doc_id != pending.doc_id:
        raise DigestError(
            f"{pending.source_path} changed since its batch request was sent",
            hint="The report is retried with its new content on the next run",
        )
    prompt = drop_body_paragraphs(build_report_prompt(cleaned, context), pending.dropped_body_paragraphs)
    return Prepared(
        pending.doc_id,
        pending.source_path,
        list(pending.duplicate_paths),
        cleaned,
        prompt,
        dropped_body_paragraphs=tuple(pending.dropped_body_paragraphs),
        alerts=list(pending.alerts),
        seconds=time.perf_counter() - started,
    )


def finish_report(
    report: Prepared | PendingReport, answer: ExtractionReply | BatchFailure | None, context: RunContext
) -> ReportOutcome:
    """The batch's answer for a report prepared in this run, or resumed from a saved batch,
    finished as every report is (flows/report.py)."""
    started = time.perf_counter()
    try:
        if not isinstance(answer, ExtractionReply):
            reason = answer.reason if answer else "the batch returned no result for this report"
            raise ModelUnavailableError(f"{reason} ({report.doc_id[:12]})")
        prepared = report if isinstance(report, Prepared) else reprepare(report, context)
    except DigestError as error:
        outcome = error_row(report.doc_id, report.source_path, report.duplicate_paths, error, context)
        outcome.seconds = round(time.perf_counter() - started, 3)
        return outcome
    outcome = finish(prepared, answer, context)
    outcome.seconds = round(prepared.seconds + time.perf_counter() - started, 3)
    return outcome


# ---------------------------------------------------------------- the batches of a run


def digest_batches(
    items: list[InputFile],
    context: RunContext,
    *,
    done: Collection[str],
    mapper: Mapper = plain_map,
    progress: Progress | None = None,
) -> BatchRun:
    """Resume the batches earlier runs left pending, then submit the reports not done yet."""
    run = BatchRun()
    attempted: set[str] = set()
    for state in pending_states(context.options.out):
        log.info("resuming batch %s (%d reports)", state.batch_id, len(state.reports))
        attempted |= state.reports.keys()
        _collect(run, state, {}, context, done, mapper, progress)
    todo = [i for i in items if i.doc_id not in done and i.doc_id not in attempted]
    prepared: dict[str, Prepared] = {}
    for result in mapper(prepare, [(i, context) for i in todo]):
        if isinstance(result, Prepared):
            prepared[result.doc_id] = result
        else:
            run.outcomes.append(result)
    if stop_requested():  # a rejected key while counting tokens: nothing is submitted, no error row kept
        run.outcomes = [o for o in run.outcomes if not o.retry_next_run]
        return run
    try:
        states = _submit(context, list(prepared.values()))
    except ApiKeyRejectedError as error:  # a stop like a count's rejection, not a flow crash and its traceback
        request_stop(error=error)
        return run
    for state in states:
        _collect(run, state, prepared, context, done, mapper, progress)
    return run


def batch_extractor(context: RunContext) -> ClaudeExtractor:
    """The primary extractor, which must be Claude: only the Messages API has batches."""
    if not isinstance(context.primary, ClaudeExtractor):
        raise ConfigError(
            "--batch needs the claude extractor", hint="Export ANTHROPIC_API_KEY and leave out --extractor rules"
        )
    return context.primary


def _submit(context: RunContext, prepared: list[Prepared]) -> list[BatchState]:
    """One batch per chunk within the API's limits; each state is saved before anything else."""
    primary = batch_extractor(context)
    by_id = {p.doc_id: p for p in prepared}
    requests = batch_requests(primary, [ExtractionRequest(doc_id=p.doc_id, prompt=p.prompt) for p in prepared])
    states = []
    for chunk in chunk_requests(requests) if requests else []:
        batch = submit_batch(primary, chunk)
        state = new_state(
            batch, primary.model, PIPELINE_VERSION, [pending_report(by_id[r["custom_id"]]) for r in chunk]
        )
        save_state(context.options.out, state)
        log.info("submitted batch %s with %d requests", batch.id, len(chunk))
        states.append(state)
    return states


def _collect(
    run: BatchRun,
    state: BatchState,
    prepared: dict[str, Prepared],
    context: RunContext,
    done: Collection[str],
    mapper: Mapper,
    progress: Progress | None,
) -> None:
    options = context.options
    bar = progress.add_task(markup_safe(f"batch {state.batch_id}"), total=len(state.reports)) if progress else None

    def show(batch: Any) -> None:
        if progress is not None and bar is not None:
            progress.update(
                bar,
                completed=finished_requests(batch),
                description=markup_safe(f"batch {state.batch_id} ({batch.processing_status})"),
            )

    client = batch_extractor(context).client
    batch = poll_batch(
        client,
        state.batch_id,
        interval_s=options.batch_poll_interval_s,
        max_wait_s=options.batch_max_wait_s,
        on_update=show,
    )
    if batch.processing_status != "ended":
        run.pending.append(state.batch_id)
        return
    answers = batch_replies(client, state.batch_id, state.model)
    reports = [r for r in state.reports.values() if r.doc_id not in done]  # rows written before a crash
    calls = [(prepared.get(r.doc_id, r), answers.get(r.doc_id), context) for r in reports]
    run.outcomes.extend(mapper(finish_report, calls))
    run.finished.append(state.batch_id)


# ---------------------------------------------------------------- the Prefect flow


def _prefect_map(fn: Callable[..., T], calls: list[tuple[Any, ...]]) -> list[T]:
    """One Prefect task run per report on the flow's task runner."""
    as_task = task(name=fn.__name__.replace("_", "-"), cache_policy=NO_CACHE)(fn)
    futures = [as_task.submit(*args) for args in calls]
    return [f.result() for f in futures]


@flow(name="digest-batch", log_prints=False)
def digest_batch_run(options: RunOptions, show_progress: bool = False) -> quote:  # of a RunSummary
    run_id = new_run_id()
    with run_lease(options.out, run_id):
        with run_boilerplate_memory(options.out) as memory, progress_bars(show_progress) as progress:
            context = run_context(options, memory=memory)
            batch_extractor(context)  # fails early, before anything is read
            plan = plan_run(options, context.extractor_name, run_id)
            run = digest_batches(plan.items, context, done=plan.done, mapper=_prefect_map, progress=progress)
        path, error = finish_run(run.outcomes, memory, options.out, run_id)
    for batch_id in run.finished if error is None else []:
        clear_state(options.out, batch_id)
    summary = RunSummary(
        run_id=run_id,
        results_path=path,
        outcomes=run.outcomes,
        skipped=plan.skipped,
        pending_batches=run.pending,
        error=error,
    )
    publish_summary(summary)
    return quote(summary)
