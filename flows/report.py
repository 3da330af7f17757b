"""One report, file to row, the same in every kind of run (interactive lanes, Dask, Message Batches):

    prepare(item, context)      ingest -> clean (with the run's boilerplate memory) -> prompt -> budget fit
    ask_primary(prepared, ...)  the primary model's answer (a batch run gets it from the batch instead)
    finish(prepared, answer, …) ladder from that answer with the per-field fallback -> assess (scores, alerts, cost)
    ReportLedger.settle         the report's row (a timeout or a crash becomes its error row), recorded when kept

A DigestError at any step becomes the report's error row; the run goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from flows.settings import PIPELINE_VERSION, Environment, RunOptions
from schemas.errors import ApiKeyRejectedError, ConfigError, DigestError, NoTextError
from schemas.types import CleanDocument, Document, ExtractionReply, ExtractionRequest, Prompt, ReportOutcome
from tasks.clean.boilerplate import BoilerplateMemory
from tasks.clean.cleaner import clean
from tasks.extract.base import Extractor
from tasks.extract.budget import drop_body_paragraphs, fit_prompt
from tasks.extract.rules import RulesExtractor
from tasks.files.confine import escape_reason
from tasks.ingest.discover import InputFile
from tasks.ingest.read_ahead import ReadAhead
from tasks.ingest.reader import finish_ingest, ingest
from tasks.output.assess import assess
from tasks.output.cost import PriceTable, load_price_table
from tasks.output.state import ReportRecords
from tasks.prompt.gradient import build_prompt
from tasks.stop import request_stop, stop_requested
from tasks.validate.grounding import kept_view
from tasks.validate.ladder import run_ladder_from_reply

log = logging.getLogger("digest")


@dataclass(frozen=True)
class RunContext:
    """What every report of a run shares. `memory`: the run's boilerplate memory (None on Dask workers)."""

    options: RunOptions
    extractor_name: str  # "rules" or "claude": the row's `extractor`, and part of the report-cache key
    primary: Extractor
    fallback: Extractor
    prices: PriceTable
    memory: BoilerplateMemory | None = None
    read_ahead: ReadAhead | None = None  # where a report's ingestion may have been started already


def run_context(
    options: RunOptions,
    *,
    memory: BoilerplateMemory | None = None,
    extractors: tuple[Extractor, Extractor] | None = None,
    environment: Environment | None = None,
) -> RunContext:
    """The context of a run: `extractors` (primary, fallback) as given, else as the options and
    the environment say."""
    environment = environment or Environment()
    primary, fallback = extractors or build_extractors(options, environment)
    return RunContext(
        options,
        options.resolved_extractor(environment),
        primary,
        fallback,
        load_price_table(options.price_table),
        memory,
    )


def build_extractors(options: RunOptions, environment: Environment) -> tuple[Extractor, Extractor]:
    """(primary, fallback): Sonnet then Haiku with a key, the rules backend twice without."""
    if options.resolved_extractor(environment) == "rules":
        return RulesExtractor(), RulesExtractor()
    from tasks.extract.claude import DEFAULT_CONTEXT_TOKENS, ClaudeExtractor  # the SDK is imported only when it is used

    if environment.anthropic_api_key is None:
        raise ConfigError(
            "--extractor claude needs ANTHROPIC_API_KEY", hint="Export ANTHROPIC_API_KEY, or use --extractor rules"
        )
    from tasks.extract.breaker import CircuitBreaker

    api_key = environment.anthropic_api_key.get_secret_value()
    prices = load_price_table(options.price_table)
    breaker = CircuitBreaker(options.model.breaker_failures)  # one per run, shared by both models

    def claude(model: str) -> ClaudeExtractor:
        known = prices.price(model)
        return ClaudeExtractor(
            api_key=api_key,
            model=model,
            options=options.model,
            base_url=environment.anthropic_base_url,
            breaker=breaker,
            context_tokens=known.context_tokens if known else DEFAULT_CONTEXT_TOKENS,
        )

    return claude(options.model.primary), claude(options.model.fallback)


@dataclass(frozen=True)
class Prepared:
    """A report ready for its model call, and for validating the answer."""

    doc_id: str
    source_path: str
    duplicate_paths: list[str]
    cleaned: CleanDocument
    prompt: Prompt  # as sent: trimmed to the token budget
    dropped_body_paragraphs: tuple[int, ...] = ()  # what the budget trimmed from the built prompt
    alerts: list[str] = field(default_factory=list)  # the budget's, e.g. prompt_trimmed
    seconds: float = 0.0


@dataclass(frozen=True)
class SentPrompt:
    """How a report's prompt was trimmed when a batch request sent it, for a later process that
    prepares the report again to validate the batch's answer (tasks/extract/batch.py PendingReport)."""

    dropped_body_paragraphs: tuple[int, ...]
    alerts: tuple[str, ...]


def prepare(item: InputFile, context: RunContext, *, sent: SentPrompt | None = None) -> Prepared | ReportOutcome:
    """Ingest, clean, prompt and fit the budget; a DigestError becomes the error row. With `sent`, the
    prompt is trimmed as it was sent, not fitted again, and the file must still be what was sent. (The
    boilerplate memory has learned more since, so it may now drop a disclaimer sentence more.)"""
    started = time.perf_counter()
    if stop_requested():  # the lanes take no report then; a batch run's map would start them all
        return ReportOutcome.error_row(
            item.doc_id, item.path, "not started: the run is stopping", extractor=context.extractor_name
        )
    try:
        if item.read_error:
            raise DigestError(item.read_error, hint="Check the path and its permissions")
        begun = context.read_ahead.take(item.path) if context.read_ahead is not None else None
        if begun is not None:
            document = finish_ingest(begun)
        else:
            document = ingest(item.path, options=context.options.ocr, ocr_cache=ocr_cache_dir(context.options))
        if not document.text.strip():
            raise NoTextError(f"no page produced any text ({no_text_pages(document)})")
        if sent is not None and document.doc_id != item.doc_id:
            raise DigestError(
                f"{item.path} changed since its batch request was sent",
                hint="The report is retried with its new content on the next run",
            )
        cleaned = clean(document, memory=context.memory)
        prompt = build_report_prompt(cleaned, context)
        if sent is None:
            fit = fit_prompt(item.doc_id, prompt, context.primary, context.options.prompt.token_budget)
            prompt, dropped, alerts = fit.prompt, tuple(fit.dropped), list(fit.alerts)
        else:
            dropped, alerts = sent.dropped_body_paragraphs, list(sent.alerts)
            prompt = drop_body_paragraphs(prompt, dropped)
    except DigestError as error:
        return error_row(item.doc_id, item.path, item.duplicate_paths, error, context)
    return Prepared(
        item.doc_id,
        str(item.path),
        list(item.duplicate_paths),
        cleaned,
        prompt,
        dropped_body_paragraphs=dropped,
        alerts=alerts,
        seconds=time.perf_counter() - started,
    )


def no_text_pages(document: Document, shown: int = 5) -> str:
    """Why each page came out empty: `page 1: over_pixel_cap`, `page 2: OCR read nothing`."""
    reasons = [
        f"page {page.number}: {page.ocr_failure or ('empty text layer' if page.source == 'text' else 'OCR read nothing')}"
        for page in document.pages[:shown]
    ]
    more = len(document.pages) - shown
    return "; ".join(reasons) + (f"; {more} more page(s)" if more > 0 else "") if reasons else "no pages"


def build_report_prompt(cleaned: CleanDocument, context: RunContext) -> Prompt:
    """The prompt before the budget: the run's prompt options and the tail the primary wants."""
    return build_prompt(cleaned, options=context.options.prompt, tail_style=context.primary.prompt_tail)


def ask_primary(prepared: Prepared, context: RunContext) -> ExtractionReply | DigestError:
    """The primary extractor's answer, or why there is none (the model stayed unavailable)."""
    try:
        return context.primary.extract(ExtractionRequest(doc_id=prepared.doc_id, prompt=prepared.prompt))
    except DigestError as error:
        return error


def finish(prepared: Prepared, answer: ExtractionReply | DigestError, context: RunContext) -> ReportOutcome:
    """Validate the primary answer, fall back per failing field, assess and price."""
    if isinstance(answer, DigestError):
        return error_row(prepared.doc_id, prepared.source_path, prepared.duplicate_paths, answer, context)
    try:
        ladder = run_ladder_from_reply(prepared.doc_id, answer, kept_view(prepared.cleaned), context.fallback)
        return assess(
            prepared.cleaned,
            prepared.prompt,
            ladder,
            source_path=prepared.source_path,
            extractor=context.extractor_name,
            options=context.options.alerts,
            earlier_alerts=prepared.alerts,
            duplicate_paths=prepared.duplicate_paths,
            prices=context.prices,
        )
    except DigestError as error:
        return error_row(prepared.doc_id, prepared.source_path, prepared.duplicate_paths, error, context)


def finish_timed(prepared: Prepared, answer: ExtractionReply | DigestError, context: RunContext) -> ReportOutcome:
    """`finish`, its row's seconds counting the report's preparation too."""
    started = time.perf_counter()
    outcome = finish(prepared, answer, context)
    outcome.seconds = round(prepared.seconds + time.perf_counter() - started, 3)
    return outcome


def digest_one(item: InputFile, context: RunContext) -> ReportOutcome:
    """One report with the primary asked interactively: prepare, ask, finish."""
    started = time.perf_counter()
    prepared = prepare(item, context)
    outcome = (
        prepared if isinstance(prepared, ReportOutcome) else finish(prepared, ask_primary(prepared, context), context)
    )
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


def error_row(
    doc_id: str, source_path: str | Path, duplicate_paths: list[str], error: DigestError, context: RunContext
) -> ReportOutcome:
    """The report's error row. A rejected API key stops the run too: every later call would be
    rejected alike. The lanes drop this row and take no other report (tasks/stop.py)."""
    if isinstance(error, ApiKeyRejectedError):
        request_stop(error=error)
        return ReportOutcome.error_row(doc_id, source_path, error, extractor=context.extractor_name)
    log.warning("%s", error)
    return ReportOutcome.error_row(
        doc_id, source_path, error, extractor=context.extractor_name, duplicate_paths=duplicate_paths
    )


REPORT_CACHE_DIR = Path("state") / "report-cache"
OCR_CACHE_DIR = Path("state") / "ocr-cache"  # tasks/ingest/ocr_cache.py: one JSON entry per page image


_REFUSED_CACHES: set[Path] = set()  # told once per process


def ocr_cache_dir(options: RunOptions) -> Path | None:
    """The run's page OCR cache under OUT, or None when `--ocr-cache-mb 0` turns it off, or when
    the folder is a symlink or leads out of OUT (its eviction would delete files elsewhere)."""
    if not options.ocr.cache_mb:
        return None
    folder = options.out / OCR_CACHE_DIR
    if (why := escape_reason(options.out, folder)) is not None:
        if folder not in _REFUSED_CACHES:
            _REFUSED_CACHES.add(folder)
            log.warning("page OCR cache %s not used: %s; remove it to cache pages again", folder, why)
        return None
    return folder


def report_cache_key(item: InputFile, options: RunOptions, extractor_name: str) -> str:
    """Content hash + pipeline version + every option that can change a report's result."""
    settings = json.dumps(options.result_settings(extractor_name), sort_keys=True)
    return f"digest-report-{PIPELINE_VERSION}-{item.doc_id}-{hashlib.sha256(settings.encode()).hexdigest()[:12]}"


RECORD_MIN_SECONDS = 0.01  # ~20x the cost of writing a record (0.5 ms measured here)


@dataclass(frozen=True)
class ReportLedger:
    """The one place a report's outcome is settled, in every kind of run: the record of a report
    done earlier (OUT/state/report-cache, tasks/output/state.py: JSON, never a pickle, so reading
    OUT runs no code), and the row of one that timed out or crashed. A report that took under
    `RECORD_MIN_SECONDS` gets no record: writing one costs ~0.5 ms, more on every run than redoing
    it after a rare crash. Error rows get none either (nor rows waiting for a fallback model that
    was down): the next run retries them."""

    records: ReportRecords
    key_of: Callable[[InputFile], str]
    extractor_name: str
    report_timeout_s: float
    force: bool = False

    @classmethod
    def of_run(cls, context: RunContext, run_id: str | None = None) -> ReportLedger:
        options = context.options
        return cls(
            ReportRecords(options.out.resolve() / REPORT_CACHE_DIR, run_id),
            lambda item: report_cache_key(item, options, context.extractor_name),
            context.extractor_name,
            options.report_timeout_s,
            options.force,
        )

    def is_recorded(self, item: InputFile) -> bool:
        return not self.force and self.records.path(self.key_of(item)).exists()

    def recorded(self, item: InputFile) -> ReportOutcome | None:
        """The outcome recorded by an earlier run (unless --force); None when it must be done."""
        return None if self.force else self.records.read(self.key_of(item), item.doc_id)

    def settle(self, item: InputFile, result: ReportOutcome | Prepared | BaseException) -> ReportOutcome | Prepared:
        """The report's row, recorded when it is kept: a TimeoutError becomes its `report_timeout`
        row, any other exception its `task_failed` row. A Prepared report is not done yet: as it is."""
        if isinstance(result, Prepared):
            return result
        if isinstance(result, TimeoutError):
            result = self.failed(
                item,
                f"report_timeout: processing took longer than {self.report_timeout_s:g}s; "
                "raise --report-timeout or check the file",
            )
        elif isinstance(result, BaseException):
            result = self.failed(item, f"task_failed: {type(result).__name__}: {result}")
        if not result.retry_next_run and (result.seconds or 0) >= RECORD_MIN_SECONDS:
            self.records.write(self.key_of(item), result)
        return result

    def failed(self, item: InputFile, error: str) -> ReportOutcome:
        return ReportOutcome.error_row(
            item.doc_id, item.path, error, extractor=self.extractor_name, duplicate_paths=item.duplicate_paths
        )
