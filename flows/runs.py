"""What every run does around its reports, interactive or batch: the run id, the reports to do
(discovered, selected by date, those done by this version skipped), the boilerplate memory, the
progress bar, the lease that tells concurrent runs on the same OUT this one is live, the outputs
(pages, review entries and results, committed together) and the summary artifacts."""

from __future__ import annotations

import itertools
import logging
import threading
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from prefect import get_run_logger, task
from prefect.artifacts import create_markdown_artifact, create_table_artifact
from prefect.exceptions import MissingContextError
from prefect.utilities.annotations import quote
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn, TimeElapsedColumn

from flows.settings import PIPELINE_VERSION, RunOptions
from schemas.errors import DigestError
from schemas.types import FieldName, ReportOutcome
from tasks.clean.boilerplate import BoilerplateMemory, load_memory
from tasks.files.lock import RunLease
from tasks.ingest.dates import report_date, select_by_date
from tasks.ingest.discover import InputFile, discover
from tasks.output.assess import run_totals
from tasks.output.commit import commit_run, output_error, recover, remove_stale_temp_files
from tasks.output.sink import done_doc_ids


@dataclass
class RunSummary:
    run_id: str
    results_path: Path | None
    outcomes: list[ReportOutcome] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # paths already done by this version
    pending_batches: list[str] = field(default_factory=list)  # message batches still running; a rerun resumes them
    error: DigestError | None = None  # the outputs could not be written (raised by `run`, outside the flow)
    left_to_others: list[str] = field(default_factory=list)  # paths a concurrent run on the same OUT digests


@dataclass(frozen=True)
class RunPlan:
    run_id: str
    items: list[InputFile]  # every report selected, done or not
    done: frozenset[str]  # doc_ids already written by this pipeline version and extractor

    @property
    def todo(self) -> list[InputFile]:
        return [i for i in self.items if i.doc_id not in self.done]

    @property
    def skipped(self) -> list[str]:
        return [str(i.path) for i in self.items if i.doc_id in self.done]


def new_run_id() -> str:
    return f"{datetime.now(UTC):%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}"


@contextmanager
def run_lease(out: Path, run_id: str) -> Iterator[None]:
    """Held for the whole run: other runs on this OUT see it live (tasks/files/lock.py). Outputs
    staged by a crashed run are committed or discarded first, and temp files of killed writers
    removed (tasks/output/commit.py)."""
    lease = RunLease(out, run_id)
    try:
        recover(out)
        remove_stale_temp_files(out)
        yield
    finally:
        lease.release()


def plan_run(options: RunOptions, extractor_name: str, run_id: str) -> RunPlan:
    """The reports of the inputs (size-capped) within --since/--until; the done ones, unless --force."""
    items = select_by_date(discover(options.inputs, max_input_mb=options.max_input_mb), options.since, options.until)
    done = frozenset() if options.force else frozenset(done_doc_ids(options.out, PIPELINE_VERSION, extractor_name))
    return RunPlan(run_id, items, done)


def run_boilerplate_memory(out: Path) -> BoilerplateMemory:
    """The memory under OUT/state/, shared by this run's reports in this process (it locks);
    `finish_run` saves what it learned once the outputs are written. Reports on Dask workers run
    without it (flows/pipeline.py)."""
    return load_memory(out)


@contextmanager
def progress_bars(show: bool) -> Iterator[Progress]:
    """The run's progress bars (none drawn when `show` is false)."""
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, disable=not show) as progress:
        yield progress


# One INFO record per finished report; the CLI shows them on stderr when stdout is not a terminal
# (a log that a pipe or a cron job keeps), or with -v.
report_log = logging.getLogger("digest.reports")
log = logging.getLogger("digest.runs")


def report_line(outcome: ReportOutcome) -> str:
    """What one finished report came to, in one line: its file, status, rating, target and risks, or its error."""
    name = Path(outcome.source_path).name
    if outcome.error:
        return f"{name}: {outcome.status}: {outcome.error}"
    fields = outcome.fields
    rating, target, risks = (fields.get(n) for n in (FieldName.RATING, FieldName.TARGET_PRICE, FieldName.RISK_FACTORS))
    parts = [
        f"rating {rating.value if rating and rating.value else '-'}",
        f"target {target.value if target and target.value else '-'}",
        f"{len(risks.items) if risks else 0} risk(s)",
    ]
    if outcome.alerts:
        parts.append(f"{len(outcome.alerts)} alert(s)")
    return f"{name}: {outcome.status}, {', '.join(parts)} ({outcome.seconds:.2f} s)"


def report_logger(total: int) -> Callable[[ReportOutcome], None]:
    """A callback that logs `[n/total] <report line>` as each report finishes (lanes call it from
    their threads): on `digest.reports` for the CLI, and, made in a flow, on the flow run's logger,
    whose lines the Prefect API keeps (the flow-run logs; flows/runtime.py lets INFO through)."""
    counter = itertools.count(1)
    lock = threading.Lock()
    try:
        run_log: logging.LoggerAdapter[logging.Logger] | None = cast(Any, get_run_logger())
    except MissingContextError:
        run_log = None

    def log_done(outcome: ReportOutcome) -> None:
        with lock:
            number = next(counter)
        line = report_line(outcome)
        report_log.info("[%d/%d] %s", number, total, line)
        if run_log is not None:
            run_log.info("[%d/%d] %s", number, total, line)

    return log_done


class ReportProgress:
    """What each finished report is told to: the progress bar and the `[n/total]` line, once
    `start` (in the flow) knows how many reports the run has to do."""

    def __init__(self, progress: Progress) -> None:
        self._progress = progress
        self._bar: TaskID | None = None
        self._log_done: Callable[[ReportOutcome], None] = lambda _: None

    def start(self, total: int) -> None:
        self._bar = self._progress.add_task("reports", total=total)
        self._log_done = report_logger(total)

    def __call__(self, outcome: ReportOutcome) -> None:
        if self._bar is not None:
            self._progress.advance(self._bar)
        self._log_done(outcome)


@task(name="write-outputs", retries=2, retry_delay_seconds=[0.5, 2])
def write_outputs(
    outcomes: list[ReportOutcome], out: Path, run_id: str, processed_at: datetime
) -> Path | DigestError | None:
    """The run's pages, review entries and results, committed together (tasks/output/commit.py);
    a DigestError is returned, not raised, so that Prefect prints no traceback for a full disk."""
    for outcome in outcomes:
        if outcome.report_date is None:
            outcome.report_date, outcome.report_date_source = report_date(Path(outcome.source_path))
    try:
        return commit_run(out, outcomes, run_id=run_id, pipeline_version=PIPELINE_VERSION, processed_at=processed_at)
    except DigestError as error:
        return error


def save_memory(memory: BoilerplateMemory, out: Path) -> DigestError | None:
    """Merged into what is on disk; a write failure is returned, to be told in one line."""
    try:
        memory.save(out)
    except OSError as error:
        return output_error(error)
    except DigestError as error:
        return error
    return None


def finish_run(
    outcomes: list[ReportOutcome], memory: BoilerplateMemory, out: Path, run_id: str
) -> tuple[Path | None, DigestError | None]:
    """(results path, error): the outputs committed, then the memory saved (not when the outputs failed)."""
    try:
        memory.journal(out, run_id)  # before the commit: a kill before the save costs no memory
    except OSError as error:
        log.warning("the memory journal of run %s could not be written (%s)", run_id, error)
    written = write_outputs(cast(Any, quote(outcomes)), out, run_id, datetime.now(UTC))
    if isinstance(written, DigestError):
        return None, written
    return written, save_memory(memory, out)


def publish_summary(summary: RunSummary) -> None:
    """The run summary as Prefect artifacts: a table of reports and a markdown digest."""
    totals = run_totals(summary.outcomes, len(summary.skipped))
    rows = [
        {
            "report": Path(o.source_path).name,
            "status": str(o.status),
            **{str(name).lower(): result.value for name, result in o.fields.items()},
            "alerts": "; ".join(o.alerts),
            "error": o.error or "",
        }
        for o in summary.outcomes
    ]
    create_table_artifact(rows, key="digest-reports", description=f"Reports of run {summary.run_id}")
    status_lines = "\n".join(f"| {status} | {count} |" for status, count in totals.by_status.items())
    create_markdown_artifact(
        f"# Run {summary.run_id}\n\n| status | reports |\n|---|---|\n{status_lines}\n\n"
        f"- skipped as already done: {totals.skipped}\n- alerted: {totals.alerted}\n- field fallbacks: {totals.fallbacks}\n"
        f"- model tokens: {totals.model_tokens}\n- estimated cost: ${totals.estimated_cost_usd:.4f}\n"
        f"- results: `{summary.results_path}`\n",
        key="digest-run-summary",
        description="Counts by status, alerts, fallbacks, tokens and cost",
    )
