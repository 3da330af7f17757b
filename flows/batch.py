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
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.utilities.annotations import quote
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from flows.pipeline import RunSummary, build_extractors, ingest_report, prompt_for, write_outputs
from flows.settings import PIPELINE_VERSION, Environment, RunOptions
from schemas.errors import ConfigError, DigestError, ModelUnavailableError
from schemas.types import CleanDocument, ExtractionReply, ExtractionRequest, Prompt, ReportOutcome, ReportStatus
from tasks.output.assess import assess
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
from tasks.extract.budget import drop_body_paragraphs, fit_prompt
from tasks.extract.claude import ClaudeExtractor
from tasks.clean.cleaner import clean
from tasks.output.cost import charge, load_price_table
from tasks.ingest.dates import select_by_date
from tasks.ingest.discover import InputFile, discover
from tasks.extract.base import Extractor
from tasks.validate.ladder import run_ladder_from_reply
from tasks.prompt.gradient import build_prompt
from tasks.output.sink import done_doc_ids
from tasks.output.terminal import markup_safe
from tasks.validate.grounding import kept_view

log = logging.getLogger("digest.batch")
T = TypeVar("T")
Mapper = Callable[[Callable[..., T], list[tuple[Any, ...]]], list[T]]


@dataclass
class Prepared:
    """A report ready for its batch request, and for validating the answer."""

    cleaned: CleanDocument
    prompt: Prompt
    pending: PendingReport


@dataclass
class BatchRun:
    outcomes: list[ReportOutcome] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)  # batch ids whose rows are in `outcomes`
    pending: list[str] = field(default_factory=list)  # batch ids still running


def plain_map(fn: Callable[..., T], calls: list[tuple[Any, ...]]) -> list[T]:
    return [fn(*args) for args in calls]


# ---------------------------------------------------------------- per report


def prepare_report(item: InputFile, options: RunOptions, primary: Extractor, extractor_name: str) -> Prepared | ReportOutcome:
    """Ingest, clean, prompt and fit the budget; a DigestError becomes an error row."""
    try:
        if item.read_error:
            raise DigestError(item.read_error, hint="Check the path and its permissions")
        cleaned = clean(ingest_report(item.path, options))
        doc_id = cleaned.document.doc_id
        fit = fit_prompt(doc_id, prompt_for(cleaned, options, primary), primary, options.report_token_budget)
        pending = PendingReport(doc_id, str(item.path), list(item.duplicate_paths), list(fit.dropped), fit.alerts)
        return Prepared(cleaned, fit.prompt, pending)
    except DigestError as error:
        return _error_row(item.doc_id, str(item.path), item.duplicate_paths, error, extractor_name)


def reprepare(pending: PendingReport, options: RunOptions) -> Prepared:
    """Rebuild a resumed report's prompt exactly as it was sent: same text, same trimmed paragraphs."""
    cleaned = clean(ingest_report(Path(pending.source_path), options))
    if cleaned.document.doc_id != pending.doc_id:
        raise DigestError(
            f"{pending.source_path} changed since its batch request was sent",
            hint="The report is retried with its new content on the next run",
        )
    prompt = build_prompt(cleaned, head_budget_chars=options.head_budget_chars, marker_style=options.marker_style, tail_style=ClaudeExtractor.prompt_tail)
    return Prepared(cleaned, drop_body_paragraphs(prompt, pending.dropped_body_paragraphs), pending)


def finish_report(
    report: Prepared | PendingReport,
    answer: ExtractionReply | BatchFailure | None,
    options: RunOptions,
    fallback: Extractor,
    extractor_name: str,
) -> ReportOutcome:
    """Validate the batch answer, run the per-field fallback, assess and price: as digest_one does."""
    started = time.perf_counter()
    pending = report.pending if isinstance(report, Prepared) else report
    try:
        if not isinstance(answer, ExtractionReply):
            reason = answer.reason if answer else "the batch returned no result for this report"
            raise ModelUnavailableError(f"{reason} ({pending.doc_id[:12]})")
        prepared = report if isinstance(report, Prepared) else reprepare(report, options)
        ladder = run_ladder_from_reply(pending.doc_id, answer, kept_view(prepared.cleaned), fallback)
        ladder.alerts[:0] = pending.alerts
        outcome = assess(
            prepared.cleaned,
            prepared.prompt,
            ladder,
            source_path=pending.source_path,
            extractor=extractor_name,
            entropy_threshold=options.entropy_alert_threshold,
            compliance_threshold=options.compliance_alert_threshold,
        )
        charge(outcome, ladder.replies, load_price_table(options.price_table))
    except DigestError as error:
        outcome = _error_row(pending.doc_id, pending.source_path, pending.duplicate_paths, error, extractor_name)
    outcome.duplicate_paths = list(pending.duplicate_paths)
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


def _error_row(doc_id: str, source_path: str, duplicates: list[str], error: DigestError, extractor_name: str) -> ReportOutcome:
    log.warning("%s", error)
    return ReportOutcome(
        doc_id=doc_id,
        source_path=source_path,
        status=ReportStatus.ERROR,
        error=f"{error.reason}: {error}",
        extractor=extractor_name,
        duplicate_paths=list(duplicates),
    )


# ---------------------------------------------------------------- the batches of a run


def digest_batches(
    items: list[InputFile],
    options: RunOptions,
    primary: ClaudeExtractor,
    fallback: Extractor,
    extractor_name: str,
    *,
    done: set[str],
    mapper: Mapper = plain_map,
    progress: Progress | None = None,
) -> BatchRun:
    """Resume the batches earlier runs left pending, then submit the reports not done yet."""
    run = BatchRun()
    attempted: set[str] = set()
    for state in pending_states(options.out):
        log.info("resuming batch %s (%d reports)", state.batch_id, len(state.reports))
        attempted |= state.reports.keys()
        _collect(run, state, {}, options, primary, fallback, extractor_name, done, mapper, progress)
    todo = [i for i in items if i.doc_id not in done and i.doc_id not in attempted]
    prepared: dict[str, Prepared] = {}
    for result in mapper(prepare_report, [(i, options, primary, extractor_name) for i in todo]):
        if isinstance(result, Prepared):
            prepared[result.pending.doc_id] = result
        else:
            run.outcomes.append(result)
    for state in _submit(options, primary, list(prepared.values())):
        _collect(run, state, prepared, options, primary, fallback, extractor_name, done, mapper, progress)
    return run


def _submit(options: RunOptions, primary: ClaudeExtractor, prepared: list[Prepared]) -> list[BatchState]:
    """One batch per chunk within the API's limits; each state is saved before anything else."""
    by_id = {p.pending.doc_id: p for p in prepared}
    requests = batch_requests(primary, [ExtractionRequest(doc_id=p.pending.doc_id, prompt=p.prompt) for p in prepared])
    states = []
    for chunk in chunk_requests(requests) if requests else []:
        batch = submit_batch(primary, chunk)
        state = new_state(batch, primary.model, PIPELINE_VERSION, [by_id[r["custom_id"]].pending for r in chunk])
        save_state(options.out, state)
        log.info("submitted batch %s with %d requests", batch.id, len(chunk))
        states.append(state)
    return states


def _collect(
    run: BatchRun,
    state: BatchState,
    prepared: dict[str, Prepared],
    options: RunOptions,
    primary: ClaudeExtractor,
    fallback: Extractor,
    extractor_name: str,
    done: set[str],
    mapper: Mapper,
    progress: Progress | None,
) -> None:
    bar = progress.add_task(markup_safe(f"batch {state.batch_id}"), total=len(state.reports)) if progress else None

    def show(batch: Any) -> None:
        if progress is not None and bar is not None:
            progress.update(bar, completed=finished_requests(batch), description=markup_safe(f"batch {state.batch_id} ({batch.processing_status})"))

    client = primary.client
    batch = poll_batch(client, state.batch_id, interval_s=options.batch_poll_interval_s, max_wait_s=options.batch_max_wait_s, on_update=show)
    if batch.processing_status != "ended":
        run.pending.append(state.batch_id)
        return
    answers = batch_replies(client, state.batch_id, state.model)
    reports = [r for r in state.reports.values() if r.doc_id not in done]  # rows written before a crash
    calls = [(prepared.get(r.doc_id, r), answers.get(r.doc_id), options, fallback, extractor_name) for r in reports]
    run.outcomes.extend(mapper(finish_report, calls))
    run.finished.append(state.batch_id)


# ---------------------------------------------------------------- the Prefect flow


def _prefect_map(fn: Callable[..., T], calls: list[tuple[Any, ...]]) -> list[T]:
    """One Prefect task run per report on the flow's task runner."""
    as_task = task(fn, name=fn.__name__.replace("_", "-"), cache_policy=NO_CACHE)
    futures = [as_task.submit(*args) for args in calls]
    return [f.result() for f in futures]


@flow(name="digest-batch", log_prints=False)
def digest_batch_run(options: RunOptions, show_progress: bool = False) -> quote[RunSummary]:
    environment = Environment()
    extractor_name = options.resolved_extractor(environment)
    if extractor_name != "claude":
        raise ConfigError("--batch needs the claude extractor", hint="Export ANTHROPIC_API_KEY and leave out --extractor rules")
    primary, fallback = build_extractors(options, environment)
    assert isinstance(primary, ClaudeExtractor)
    run_id = f"{datetime.now(UTC):%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}"
    items = select_by_date(discover(options.inputs, max_input_mb=options.max_input_mb), options.since, options.until)
    done = set() if options.force else done_doc_ids(options.out, PIPELINE_VERSION, extractor_name)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, disable=not show_progress) as progress:
        run = digest_batches(items, options, primary, fallback, extractor_name, done=done, mapper=_prefect_map, progress=progress)
    written = write_outputs(quote(run.outcomes), options.out, run_id, datetime.now(UTC))
    error = written if isinstance(written, DigestError) else None
    for batch_id in run.finished if error is None else []:
        clear_state(options.out, batch_id)
    skipped = [str(i.path) for i in items if i.doc_id in done]
    path = None if error else written
    return quote(RunSummary(run_id=run_id, results_path=path, outcomes=run.outcomes, skipped=skipped, pending_batches=run.pending, error=error))
