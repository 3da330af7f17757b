"""The Message Batches answerer (`digest run … --batch`): the primary's answers come from Message
Batches at half price; everything else is the path every report takes (flows/report.py).

    pending batches in OUT/state/ -> poll -> each answered report prepared once, as it was sent -> finish
    the other reports -> prepare (on the run's lanes) -> one batch request each -> save state -> poll
    -> finish (the same validation and per-field Haiku fallback as interactively, on the lanes)

A report sent by an earlier process is prepared once in this one, with its prompt trimmed as it was
sent and the OCR cache in use; one prepared in this run is kept until its answer comes. A request
the batch errored, expired or canceled becomes a `model_unavailable` error row, and error rows are
retried on the next run. A batch's state file is removed only after its rows are written.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from pathlib import Path
from typing import Any

from rich.progress import Progress

from flows.lanes import StepRunner
from flows.report import Prepared, RunContext, SentPrompt, error_row, finish_timed, prepare
from flows.runs import RunPlan
from flows.settings import PIPELINE_VERSION
from schemas.errors import ApiKeyRejectedError, ConfigError, ModelUnavailableError
from schemas.types import ExtractionReply, ExtractionRequest, ReportOutcome
from tasks.extract.batch import (
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
from tasks.extract.claude import ClaudeExtractor
from tasks.ingest.discover import InputFile
from tasks.output.terminal import markup_safe
from tasks.stop import request_stop, stop_requested

log = logging.getLogger("digest.batch")


def batch_extractor(context: RunContext) -> ClaudeExtractor:
    """The primary extractor, which must be Claude: only the Messages API has batches."""
    if not isinstance(context.primary, ClaudeExtractor):
        raise ConfigError(
            "--batch needs the claude extractor", hint="Export ANTHROPIC_API_KEY and leave out --extractor rules"
        )
    return context.primary


def pending_report(prepared: Prepared) -> PendingReport:
    """What the batch state keeps of a prepared report, to validate its answer after a restart."""
    return PendingReport(
        prepared.doc_id,
        prepared.source_path,
        list(prepared.duplicate_paths),
        list(prepared.dropped_body_paragraphs),
        list(prepared.alerts),
    )


class MessageBatches:
    """The primary's answers from Message Batches; the reports' steps run on `steps` (the run's lanes)."""

    def __init__(self, context: RunContext, steps: StepRunner, progress: Progress | None = None) -> None:
        self.context = context
        self.primary = batch_extractor(context)  # fails early, before anything is read
        self.steps = steps
        self.progress = progress
        self.finished: list[str] = []  # batch ids whose rows this run returned
        self.pending_batches: list[str] = []  # batch ids still running: a rerun resumes them

    def digest(self, plan: RunPlan) -> list[ReportOutcome]:
        """Resume the batches earlier runs left pending, then send the plan's reports not done yet."""
        done = plan.done
        outcomes: list[ReportOutcome] = []
        attempted: set[str] = set()
        for state in pending_states(self.context.options.out):
            log.info("resuming batch %s (%d reports)", state.batch_id, len(state.reports))
            attempted |= state.reports.keys()
            outcomes += self._collect(state, {}, done)
        todo = [i for i in plan.todo if i.doc_id not in attempted]
        prepared: dict[str, Prepared] = {}
        for result in self.steps.run(todo, prepare):
            if isinstance(result, Prepared):
                prepared[result.doc_id] = result
            else:
                outcomes.append(result)
        if stop_requested():  # a rejected key while counting tokens: nothing is submitted, no error row kept
            return [o for o in outcomes if not o.retry_next_run]
        try:
            states = self._submit(list(prepared.values()))
        except ApiKeyRejectedError as error:  # a stop like a count's rejection, not a flow crash and its traceback
            request_stop(error=error)
            return outcomes
        for state in states:
            outcomes += self._collect(state, prepared, done)
        return outcomes

    def written(self) -> None:
        """The run's rows are written: the states of the batches they came from go."""
        for batch_id in self.finished:
            clear_state(self.context.options.out, batch_id)

    def _submit(self, prepared: list[Prepared]) -> list[BatchState]:
        """One batch per chunk within the API's limits; each state is saved before anything else."""
        by_id = {p.doc_id: p for p in prepared}
        requests = batch_requests(self.primary, [ExtractionRequest(doc_id=p.doc_id, prompt=p.prompt) for p in prepared])
        states = []
        for chunk in chunk_requests(requests) if requests else []:
            batch = submit_batch(self.primary, chunk)
            state = new_state(
                batch, self.primary.model, PIPELINE_VERSION, [pending_report(by_id[r["custom_id"]]) for r in chunk]
            )
            save_state(self.context.options.out, state)
            log.info("submitted batch %s with %d requests", batch.id, len(chunk))
            states.append(state)
        return states

    def _collect(self, state: BatchState, prepared: dict[str, Prepared], done: Collection[str]) -> list[ReportOutcome]:
        """The batch's rows once it has ended, finished on the run's steps; none while it runs."""
        options = self.context.options
        progress = self.progress
        bar = progress.add_task(markup_safe(f"batch {state.batch_id}"), total=len(state.reports)) if progress else None

        def show(batch: Any) -> None:
            if progress is not None and bar is not None:
                progress.update(
                    bar,
                    completed=finished_requests(batch),
                    description=markup_safe(f"batch {state.batch_id} ({batch.processing_status})"),
                )

        client = self.primary.client
        batch = poll_batch(
            client,
            state.batch_id,
            interval_s=options.batch_poll_interval_s,
            max_wait_s=options.batch_max_wait_s,
            on_update=show,
        )
        if batch.processing_status != "ended":
            self.pending_batches.append(state.batch_id)
            return []
        answers = batch_replies(client, state.batch_id, state.model)
        sent = {doc_id: r for doc_id, r in state.reports.items() if doc_id not in done}  # rows written before a crash
        items = [InputFile(Path(r.source_path), r.doc_id, list(r.duplicate_paths)) for r in sent.values()]

        def finish_answered(item: InputFile, context: RunContext) -> ReportOutcome:
            answer = answers.get(item.doc_id)
            if not isinstance(answer, ExtractionReply):
                reason = answer.reason if answer else "the batch returned no result for this report"
                error = ModelUnavailableError(f"{reason} ({item.doc_id[:12]})")
                return error_row(item.doc_id, item.path, item.duplicate_paths, error, context)
            report = prepared.get(item.doc_id)
            if report is None:  # sent by an earlier process
                as_sent = sent[item.doc_id]
                ready = prepare(
                    item, context, sent=SentPrompt(tuple(as_sent.dropped_body_paragraphs), tuple(as_sent.alerts))
                )
                if isinstance(ready, ReportOutcome):
                    return ready
                report = ready
            return finish_timed(report, answer, context)

        def prepares_here(item: InputFile) -> bool:
            return item.doc_id not in prepared and isinstance(answers.get(item.doc_id), ExtractionReply)

        results = self.steps.run(items, finish_answered, reads_file=prepares_here)
        self.finished.append(state.batch_id)
        return [r for r in results if isinstance(r, ReportOutcome)]
