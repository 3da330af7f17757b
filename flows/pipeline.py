"""The pipeline, read top to bottom: discover -> per report (ingest, clean, prompt, extract,
validate, fallback, assess) -> Parquet + review queue -> summary."""

from __future__ import annotations

import hashlib
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from prefect import flow, task
from prefect.cache_policies import NO_CACHE
from prefect.artifacts import create_markdown_artifact, create_table_artifact
from prefect.futures import as_completed
from prefect.task_runners import TaskRunner, ThreadPoolTaskRunner
from prefect.utilities.annotations import quote
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from flows.lanes import run_in_lanes
from tasks.output.state import ReportRecords
from flows.settings import PIPELINE_VERSION, Environment, RunOptions
from schemas.errors import DigestError
from schemas.types import CleanDocument, Document, Prompt, ReportOutcome, ReportStatus
from tasks.output.assess import assess, run_totals
from tasks.clean.boilerplate import BoilerplateMemory, load_memory
from tasks.extract.budget import fit_prompt
from tasks.clean.cleaner import clean
from tasks.ingest.dates import report_date, select_by_date
from tasks.output.cost import charge, load_price_table
from tasks.ingest.discover import InputFile, discover
from tasks.extract.base import Extractor
from tasks.validate.ladder import run_ladder
from tasks.prompt.gradient import build_prompt
from tasks.ingest.reader import ingest
from tasks.extract.rules import RulesExtractor
from tasks.output.commit import commit_run, recover
from tasks.output.lock import Claims, RunLease
from tasks.output.sink import done_doc_ids
from tasks.validate.grounding import kept_view

log = logging.getLogger("digest")


@dataclass
class RunSummary:
    run_id: str
    results_path: Path | None
    outcomes: list[ReportOutcome] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # paths already done by this version
    pending_batches: list[str] = field(default_factory=list)  # message batches still running; a rerun resumes them
    error: DigestError | None = None  # the outputs could not be written (raised by `run`, outside the flow)
    left_to_others: list[str] = field(default_factory=list)  # paths a concurrent run on the same OUT digests


def build_extractors(options: RunOptions, environment: Environment) -> tuple[Extractor, Extractor]:
    """(primary, fallback): Sonnet then Haiku with a key, the rules backend twice without."""
    if options.resolved_extractor(environment) == "rules":
        return RulesExtractor(), RulesExtractor()
    from tasks.extract.breaker import CircuitBreaker
    from tasks.extract.claude import ClaudeExtractor

    if environment.anthropic_api_key is None:
        from schemas.errors import ConfigError

        raise ConfigError("--extractor claude needs ANTHROPIC_API_KEY", hint="Export ANTHROPIC_API_KEY, or use --extractor rules")
    common = dict(
        api_key=environment.anthropic_api_key.get_secret_value(),
        base_url=environment.anthropic_base_url,
        timeout_s=options.model_timeout_s,
        max_retries=options.model_max_retries,
        deadline_s=options.report_deadline_s,
        concurrency=options.model_concurrency,
        breaker=CircuitBreaker(options.model_breaker_failures),  # one per run, shared by both models
    )
    prices = load_price_table(options.price_table)

    def claude(model: str) -> ClaudeExtractor:
        known = prices.price(model)
        return ClaudeExtractor(model=model, **common, **({"context_tokens": known.context_tokens} if known else {}))

    return claude(options.primary_model), claude(options.fallback_model)


def ingest_report(path: Path, options: RunOptions) -> Document:
    """Stage 1 with the run's OCR settings."""
    return ingest(
        path,
        ocr_engine=options.ocr_engine,
        ocr_language=options.ocr_language,
        ocr_dpi=options.ocr_dpi,
        ocr_workers=options.ocr_workers,
        ocr_page_timeout_s=options.ocr_page_timeout_s,
        ocr_max_megapixels=options.ocr_max_megapixels,
    )


def prompt_for(cleaned: CleanDocument, options: RunOptions, primary: Extractor) -> Prompt:
    """Stage 4 with the run's settings and the tail the primary extractor wants."""
    return build_prompt(cleaned, head_budget_chars=options.head_budget_chars, marker_style=options.marker_style, tail_style=primary.prompt_tail)


def digest_one(
    item: InputFile, options: RunOptions, primary: Extractor, fallback: Extractor, extractor_name: str, memory: BoilerplateMemory | None = None
) -> ReportOutcome:
    """The per-report pipeline. A DigestError becomes an error row; the batch goes on. `memory`:
    the run's boilerplate memory (shared by the reports of a run), or None."""
    started = time.perf_counter()
    try:
        if item.read_error:
            raise DigestError(item.read_error, hint="Check the path and its permissions")
        document = ingest_report(item.path, options)
        cleaned = clean(document, memory=memory)
        built = prompt_for(cleaned, options, primary)
        fit = fit_prompt(document.doc_id, built, primary, options.report_token_budget)
        prompt = fit.prompt
        ladder = run_ladder(document.doc_id, prompt, kept_view(cleaned), primary, fallback)
        ladder.alerts[:0] = fit.alerts
        outcome = assess(
            cleaned,
            prompt,
            ladder,
            source_path=str(item.path),
            extractor=extractor_name,
            entropy_threshold=options.entropy_alert_threshold,
            compliance_threshold=options.compliance_alert_threshold,
        )
        charge(outcome, ladder.replies, load_price_table(options.price_table))
        outcome.page_infos = document.pages
    except DigestError as error:
        log.warning("%s", error)
        outcome = ReportOutcome(doc_id=item.doc_id, source_path=str(item.path), status=ReportStatus.ERROR, error=f"{error.reason}: {error}", extractor=extractor_name)
    outcome.duplicate_paths = item.duplicate_paths
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


REPORT_CACHE_DIR = Path("state") / "report-cache"


def report_cache_key(item: InputFile, options: RunOptions, extractor_name: str) -> str:
    """Content hash + pipeline version + the settings that change a report's result."""
    settings = "|".join(map(str, (extractor_name, options.primary_model, options.fallback_model, options.ocr_engine, options.ocr_dpi, options.head_budget_chars, options.marker_style, options.report_token_budget)))
    return f"digest-report-{PIPELINE_VERSION}-{item.doc_id}-{hashlib.sha256(settings.encode()).hexdigest()[:12]}"


@task(name="digest-report", task_run_name="digest {item.path.name}", cache_policy=NO_CACHE, persist_result=False)
def digest_report(item: InputFile, options: RunOptions, extractor_name: str) -> ReportOutcome:
    return _digest_report_body(item, options, extractor_name)


def _digest_report_body(item: InputFile, options: RunOptions, extractor_name: str) -> ReportOutcome:
    # A module function, so Dask pickles it by reference, and not _RUN_MEMORIES (see below).
    primary, fallback = build_extractors(options, Environment())
    return digest_one(item, options, primary, fallback, extractor_name, _RUN_MEMORIES.get(options.out.resolve()))


# OUT -> the boilerplate memory of the run in progress: loaded once per run, shared by the report
# tasks on the thread pool (it locks), saved when the run ends. Tasks on Dask workers run without.
_RUN_MEMORIES: dict[Path, BoilerplateMemory] = {}


# Reached only through these functions: the flow is pickled by value into every Dask submission,
# and a direct reference would take the memory (and its lock) along.
def _open_run_memory(out: Path) -> BoilerplateMemory:
    memory = _RUN_MEMORIES[out.resolve()] = load_memory(out)
    return memory


def _close_run_memory(out: Path) -> None:
    _RUN_MEMORIES.pop(out.resolve(), None)


def _outcome_of(future: object, item: InputFile, options: RunOptions, extractor_name: str) -> ReportOutcome:
    """The task's outcome; a timed-out or crashed task becomes an error row and the run goes on."""
    result = future.result(raise_on_failure=False)  # type: ignore[attr-defined]
    if isinstance(result, ReportOutcome):
        return result
    if isinstance(result, TimeoutError):
        error = f"report_timeout: processing took longer than {options.report_timeout_s:g}s; raise --report-timeout or check the file"
    else:
        error = f"task_failed: {type(result).__name__}: {result}"
    return ReportOutcome(doc_id=item.doc_id, source_path=str(item.path), status=ReportStatus.ERROR, error=error, extractor=extractor_name, duplicate_paths=item.duplicate_paths)


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


@task(name="write-outputs", retries=2, retry_delay_seconds=[0.5, 2])
def write_outputs(outcomes: list[ReportOutcome], out: Path, run_id: str, processed_at: datetime) -> Path | DigestError | None:
    """The run's pages, review entries and results, committed together (tasks/output/commit.py);
    a DigestError is returned, not raised, so that Prefect prints no traceback for a full disk."""
    for outcome in outcomes:
        if outcome.report_date is None:
            outcome.report_date, outcome.report_date_source = report_date(Path(outcome.source_path))
    try:
        return commit_run(out, outcomes, run_id=run_id, pipeline_version=PIPELINE_VERSION, processed_at=processed_at)
    except DigestError as error:
        return error


def digest_reports(
    todo: list[InputFile],
    options: RunOptions,
    extractor_name: str,
    memory: BoilerplateMemory,
    on_done: Callable[[ReportOutcome], None],
    *,
    run_id: str | None = None,
    claims: Claims | None = None,
    on_skip: Callable[[InputFile, str], None] = lambda _item, _run: None,
) -> list[ReportOutcome]:
    """Every report's outcome, each kept as a Prefect result record under OUT/state/report-cache:
    on local threads a few lanes pull reports from a queue (flows/lanes.py), on Dask one task
    per report."""
    if options.dask_address:
        return _digest_on_cluster(todo, options, extractor_name, on_done, run_id)
    primary, fallback = build_extractors(options, Environment())
    return run_in_lanes(
        todo,
        lambda item: digest_one(item, options, primary, fallback, extractor_name, memory),
        lanes=options.concurrency,
        records=ReportRecords(options.out.resolve() / REPORT_CACHE_DIR, run_id),
        key_of=lambda item: report_cache_key(item, options, extractor_name),
        force=options.force,
        report_timeout_s=options.report_timeout_s,
        extractor_name=extractor_name,
        on_done=on_done,
        claims=claims,
        on_skip=on_skip,
    )


def _digest_on_cluster(todo: list[InputFile], options: RunOptions, extractor_name: str, on_done: Callable[[ReportOutcome], None], run_id: str | None = None) -> list[ReportOutcome]:
    records = ReportRecords(options.out.resolve() / REPORT_CACHE_DIR, run_id)
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
def digest_run(options: RunOptions, show_progress: bool = False) -> quote[RunSummary]:
    """Returned quoted: Prefect would otherwise walk every outcome looking for futures."""
    run_id = f"{datetime.now(UTC):%Y%m%dT%H%M%S}-{uuid.uuid4().hex[:8]}"
    extractor_name = options.resolved_extractor(Environment())
    lease = RunLease(options.out, run_id)  # other runs on this OUT see this one live until it ends
    try:
        recover(options.out)
        items = select_by_date(discover(options.inputs, max_input_mb=options.max_input_mb), options.since, options.until)
        done = set() if options.force else done_doc_ids(options.out, PIPELINE_VERSION, extractor_name)
        todo = [i for i in items if i.doc_id not in done]
        skipped = [str(i.path) for i in items if i.doc_id in done]
        left: list[str] = []
        memory = _open_run_memory(options.out)
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), disable=not show_progress) as progress:
            bar = progress.add_task("reports", total=len(todo))
            outcomes = digest_reports(
                todo, options, extractor_name, memory, on_done=lambda _: progress.advance(bar),
                run_id=run_id, claims=Claims(options.out, run_id), on_skip=lambda item, _run: left.append(str(item.path)),
            )
        _close_run_memory(options.out)
        written = write_outputs(quote(outcomes), options.out, run_id, datetime.now(UTC))
        error = written if isinstance(written, DigestError) else save_memory(memory, options.out)
        path = None if isinstance(written, DigestError) else written
        summary = RunSummary(run_id=run_id, results_path=path, outcomes=outcomes, skipped=skipped, error=error, left_to_others=left)
    finally:
        lease.release()
    publish_summary(summary)
    return quote(summary)


def save_memory(memory: BoilerplateMemory, out: Path) -> DigestError | None:
    """Merged into what is on disk; a write failure is returned, to be told in one line."""
    from tasks.output.commit import output_error

    try:
        memory.save(out)
    except OSError as error:
        return output_error(error)
    except DigestError as error:
        return error
    return None


def task_runner(options: RunOptions) -> TaskRunner:
    """The per-report tasks run on an existing Dask cluster when given one, else on local threads."""
    if options.dask_address:
        from prefect_dask import DaskTaskRunner

        return DaskTaskRunner(address=options.dask_address)
    return ThreadPoolTaskRunner(max_workers=options.concurrency)


def run(options: RunOptions, *, show_progress: bool = False) -> RunSummary:
    """Run the flow with a task runner sized by the options."""
    if options.batch:
        from flows.batch import digest_batch_run

        summary = digest_batch_run.with_options(task_runner=task_runner(options))(options=options, show_progress=show_progress)
    else:
        summary = digest_run.with_options(task_runner=task_runner(options))(options=options, show_progress=show_progress)
    summary = summary.unquote() if isinstance(summary, quote) else summary
    if summary.error is not None:
        raise summary.error
    return summary
