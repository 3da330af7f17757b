"""The `digest` command line."""

from __future__ import annotations

import multiprocessing
import signal

if getattr(multiprocessing.current_process(), "_inheriting", False):
    # A spawned OCR worker re-imports the main module while it starts: a terminal's Ctrl-C (or
    # hang-up) reaches the whole foreground group, and the parent stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)

import functools
import json
import logging
import os
import sys
import threading
from collections.abc import Callable, Iterable
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, ParamSpec, TypeVar

import typer
from pydantic import ValidationError
from pydantic_settings import SettingsError
from rich.console import Console
from rich.table import Table
from rich.text import Text
from typer._click import exceptions as click_errors  # typer vendors click and exports no UsageError

from flows.runtime import quiet_prefect_defaults

quiet_prefect_defaults()

from flows.settings import ENV_PREFIX, PIPELINE_VERSION, RunOptions, ServerOptions, stage_public_names  # noqa: E402
from schemas.errors import ConfigError, DigestError, ReportsFailedError  # noqa: E402
from schemas.types import ReportOutcome  # noqa: E402
from tasks.output.terminal import markup_safe, plain  # noqa: E402

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="research-digest: grounded fields from broker research reports."
)
console = Console(width=None if Console().is_terminal else 160)
errors = Console(stderr=True, width=None if Console(stderr=True).is_terminal else 160)
P = ParamSpec("P")
R = TypeVar("R")


# The logger flows/runs.py writes one INFO line per finished report to (a string: importing
# flows.runs here would import Prefect before `--version` or a usage error could answer).
REPORT_LOG = "digest.reports"


class _LogLine(logging.Handler):
    """The pipeline's log records, one line each on stderr, with control characters made visible:
    warnings (not with -q); the per-report lines when stdout is not a terminal (a pipe, a cron
    log), where no progress bar shows; with -v, every record down to debug."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.threshold = logging.WARNING
        self.report_lines = not console.is_terminal

    def shown(self, record: logging.LogRecord) -> bool:
        if record.levelno >= self.threshold:
            return True
        return self.report_lines and record.name == REPORT_LOG and record.levelno >= logging.INFO

    def emit(self, record: logging.LogRecord) -> None:
        from tasks.stop import stop_requested

        if not self.shown(record) or stop_requested():  # after a stop, the one line printed at the end says it all
            return
        prefix = (
            "warning: " if record.levelno >= logging.WARNING else "debug: " if record.levelno < logging.INFO else ""
        )
        try:
            errors.print(
                Text(plain(f"{prefix}{record.getMessage()}"), style="yellow" if prefix == "warning: " else ""),
                soft_wrap=True,
            )
        except Exception:  # noqa: BLE001 - a log line that cannot be shown must not stop the run
            self.handleError(record)


_log_lines = _LogLine()


def _show_warnings() -> None:
    digest_log = logging.getLogger("digest")
    if _log_lines not in digest_log.handlers:
        digest_log.addHandler(_log_lines)
        digest_log.setLevel(logging.INFO)
        digest_log.propagate = False


def set_verbosity(quiet: bool, verbose: bool) -> None:
    """-q: errors only on stderr (no warnings, progress or per-report lines); -v: every log line,
    the per-report ones included, also on a terminal."""
    if quiet and verbose:
        raise ConfigError("-q and -v ask for opposite things: give one of them", hint="")
    _show_warnings()
    if quiet:
        _log_lines.threshold, _log_lines.report_lines = logging.ERROR, False
    elif verbose:
        _log_lines.threshold, _log_lines.report_lines = logging.DEBUG, True
        logging.getLogger("digest").setLevel(logging.DEBUG)


Quiet = Annotated[bool, typer.Option("--quiet", "-q", help="errors only on stderr: no warnings, progress or log lines")]
Verbose = Annotated[
    bool, typer.Option("--verbose", "-v", help="every log line on stderr, one per report included, also on a terminal")
]
ExtractorChoice = Annotated[
    str | None,
    typer.Option("--extractor", help="rules | claude [default: claude when ANTHROPIC_API_KEY is set, else rules]"),
]
JsonLines = Annotated[bool, typer.Option("--json", help="one JSON object per report on stdout, one per line")]
AcceptDrift = Annotated[
    bool,
    typer.Option(
        "--accept-drift",
        help="run with Claude even when the model's latest fingerprint (digest probe) drifted (else exit 12)",
    ),
]
ServerIdle = Annotated[
    float | None,
    typer.Option(
        "--server-idle-minutes",
        help="keep the local Prefect server this long after its last run; 0: a temporary server per run [default: 10]",
    ),
]


def print_json_lines(records: Iterable[dict[str, Any]]) -> None:
    """One JSON object per line on stdout. U+2028, U+2029 and U+0085 are escaped too: JSON allows
    them raw in strings, but line splitters (Python's str.splitlines, JavaScript) break on them."""
    for record in records:
        line = json.dumps(record, ensure_ascii=False, default=str)
        for char in ("\u2028", "\u2029", "\x85"):
            line = line.replace(char, f"\\u{ord(char):04x}")
        sys.stdout.write(line + "\n")
    sys.stdout.flush()


def one_line_errors(command: Callable[P, R]) -> Callable[P, R]:
    """The CLI's one error handler: a DigestError, or an OSError from writing (read-only OUT,
    full disk, permissions), is one line with the path and what to do, and its exit code."""

    @functools.wraps(command)
    def handled(*args: P.args, **kwargs: P.kwargs) -> R:
        from tasks.output.commit import output_error

        _show_warnings()
        try:
            return command(*args, **kwargs)
        except DigestError as error:
            failure = error
        except OSError as error:
            failure = output_error(error)
        errors.print(Text(plain(f"error: {failure}"), style="red"), soft_wrap=True)
        raise typer.Exit(failure.exit_code)

    return handled


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("research-digest")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return PIPELINE_VERSION


def _print_version(given: bool) -> None:
    if given:
        print(f"research-digest {package_version()}")
        raise typer.Exit(0)


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_print_version, is_eager=True, help="print the version and exit"),
    ] = False,
) -> None:
    """research-digest: rating, target price and risk factors from research-report PDFs, each
    with its page and span, into Parquet.

    Example: digest run sample_pdfs --out out
    """


@app.command()
@one_line_errors
def run(
    inputs: Annotated[list[Path], typer.Argument(help="PDF or .txt files, or folders of them")],
    out: Annotated[Path | None, typer.Option("--out", help="output folder [default: out]")] = None,
    extractor: ExtractorChoice = None,
    force: Annotated[
        bool | None, typer.Option("--force", help="reprocess reports already done by this pipeline version")
    ] = None,
    primary_model: Annotated[str | None, typer.Option(help="primary Claude model [default: claude-sonnet-5-5]")] = None,
    fallback_model: Annotated[
        str | None, typer.Option(help="per-field fallback Claude model [default: claude-haiku-5-5]")
    ] = None,
    concurrency: Annotated[int | None, typer.Option(help="reports processed at once [default: 2]")] = None,
    ocr_engine: Annotated[
        str | None,
        typer.Option(
            "--ocr-engine",
            help="auto | rapidocr | tesseract [default: auto = rapidocr, measured best; Tesseract for English pages]",
        ),
    ] = None,
    ocr_dpi: Annotated[
        int | None,
        typer.Option(help="render DPI for OCR pages [default: the engine's own, 300 for both engines]"),
    ] = None,
    ocr_preset: Annotated[
        str | None,
        typer.Option(
            "--ocr-preset",
            help="how RapidOCR runs: fast | onnxruntime | legacy [default: fast = OpenVINO, measured best]",
        ),
    ] = None,
    ocr_cache_mb: Annotated[
        int | None,
        typer.Option(
            "--ocr-cache-mb",
            help="size cap of the page OCR cache under OUT/state/ocr-cache; 0 turns it off [default: 1024]",
        ),
    ] = None,
    entropy_alert: Annotated[
        float | None, typer.Option(help="alert when input_entropy_score is below this [default: 1.0]")
    ] = None,
    compliance_alert: Annotated[
        float | None, typer.Option(help="alert when output_format_compliance is below this [default: 0.95]")
    ] = None,
    report_timeout: Annotated[
        float | None, typer.Option(help="seconds before one report is given up as an error row [default: 900]")
    ] = None,
    batch: Annotated[
        bool | None,
        typer.Option(
            "--batch",
            help="send the primary requests as Message Batches (half price, results within 24 h); a rerun resumes a pending batch",
        ),
    ] = None,
    batch_max_wait: Annotated[
        float | None, typer.Option(help="with --batch: stop polling after this many seconds (a rerun resumes)")
    ] = None,
    model_concurrency: Annotated[
        int | None, typer.Option(help="Claude requests in flight at once [default: 4]")
    ] = None,
    token_budget: Annotated[
        int | None,
        typer.Option(help="input tokens per report; longer prompts lose body paragraphs (head and tail are kept)"),
    ] = None,
    price_table: Annotated[
        Path | None, typer.Option(help="JSON price table [default: schemas/model_prices.json]")
    ] = None,
    dask_address: Annotated[
        str | None,
        typer.Option(
            help="run the per-report tasks on this Dask scheduler, e.g. tcp://10.0.0.5:8786 [default: local threads]"
        ),
    ] = None,
    markers: Annotated[
        str | None,
        typer.Option(
            "--markers", help="entity markers in the prompt: none | brackets | xml [default: none, the fewest tokens]"
        ),
    ] = None,
    max_input_mb: Annotated[
        list[str] | None,
        typer.Option(
            "--max-input-mb",
            help="size cap per kind, KIND=MB (pdf=200, txt=4 by default); bigger inputs get an error row unread",
        ),
    ] = None,
    accept_drift: AcceptDrift = False,
    json_lines: JsonLines = False,
    quiet: Quiet = False,
    verbose: Verbose = False,
    server_idle_minutes: ServerIdle = None,
) -> None:
    """Process reports into OUT/results/run_date=…/<run_id>.parquet and print a summary. Any
    option can also come from a DIGEST_<OPTION> environment variable (a flag given wins).

    Example: digest run sample_pdfs/ ~/inbox/report.pdf --out out --extractor rules

    Example: ANTHROPIC_API_KEY=... DIGEST_MODEL_CONCURRENCY=8 digest run ~/archive --out out --batch

    Exit codes: 0 every report has a row that is not an error; 10 the run finished but some reports
    are error rows; 2 a usage error (a missing input, a bad option or DIGEST_* value); 11 the Claude
    model's latest fingerprint (`digest probe`) drifted and --accept-drift was not given.
    """
    set_verbosity(quiet, verbose)
    options = options_from_flags(
        inputs=inputs,
        out=out,
        extractor=extractor,
        force=force,
        primary_model=primary_model,
        fallback_model=fallback_model,
        concurrency=concurrency,
        ocr_engine=ocr_engine,
        ocr_dpi=ocr_dpi,
        ocr_preset=ocr_preset,
        ocr_cache_mb=ocr_cache_mb,
        entropy_alert_threshold=entropy_alert,
        compliance_alert_threshold=compliance_alert,
        report_timeout_s=report_timeout,
        batch=batch,
        batch_max_wait_s=batch_max_wait,
        model_concurrency=model_concurrency,
        report_token_budget=token_budget,
        price_table=price_table,
        dask_address=dask_address,
        marker_style=markers,
        max_input_mb=_size_caps(max_input_mb),
    )
    run_and_summarise(
        options,
        json_lines=json_lines,
        quiet=quiet,
        server_idle_minutes=server_idle_minutes,
        accept_drift=accept_drift,
    )


def _size_caps(values: list[str] | None) -> dict[str, float] | None:
    if not values:
        return None
    caps: dict[str, float] = {}
    for value in values:
        kind, _, size = value.partition("=")
        try:
            caps[kind.strip().lower().lstrip(".")] = float(size)
        except ValueError:
            raise ConfigError(f"--max-input-mb {value!r}: give KIND=MB, e.g. txt=50", hint="") from None
    return caps


def check_inputs_exist(inputs: list[Path]) -> None:
    """A path that does not exist is a usage error (a typo), not an error row: nothing is run."""
    for path in inputs:
        try:
            os.stat(path)
        except (FileNotFoundError, NotADirectoryError):
            raise ConfigError(
                f"{path}: no such file or folder", hint="Give existing PDF or .txt files, or folders of them"
            ) from None
        except OSError:
            continue  # there but unreadable: it gets an error row that says why


EXIT_ON_SIGNAL = {signal.SIGTERM: 143, signal.SIGINT: 130, signal.SIGHUP: 129}


def _stop_on_signals() -> None:
    """SIGTERM / SIGINT / SIGHUP (a closed terminal or SSH session): stop taking reports, keep the
    finished ones (tasks/stop.py); a second one exits at once, taking the temporary server along."""
    from flows.runtime import kill_temporary_server
    from tasks.ingest.ocr import abort_pools
    from tasks.stop import on_stop, request_stop, set_process_handler, stop_requested

    def handler(number: int, _frame: object) -> None:
        if stop_requested():
            kill_temporary_server()
            os._exit(EXIT_ON_SIGNAL.get(signal.Signals(number), 128 + number))
        threading.Thread(target=request_stop, args=(number,), name="stop", daemon=True).start()

    on_stop(abort_pools)
    set_process_handler(handler)
    for number in EXIT_ON_SIGNAL:
        signal.signal(number, handler)


def run_and_summarise(
    options: RunOptions,
    *,
    json_lines: bool = False,
    quiet: bool = False,
    server_idle_minutes: float | None = None,
    accept_drift: bool = False,
) -> None:
    """Run the flow in a Prefect session and print the summary (a table, or one JSON object per
    report); a DigestError exits with its code (through `one_line_errors`), error rows with
    ReportsFailedError's; a stop signal prints one line and exits 143 / 130."""
    check_inputs_exist(options.inputs)  # before Prefect is imported: a typo is told at once
    check_model_drift(options, accept=accept_drift)
    server = server_options(server_idle_minutes)
    from tasks.output.commit import check_writable
    from tasks.output.state import check_readable

    check_writable(options.out)  # and OUT too
    check_readable(options.out)
    from flows.pipeline import run as run_pipeline
    from flows.runtime import prefect_session
    from tasks.stop import stop_error, stop_signal

    _stop_on_signals()
    with prefect_session(server.server_idle_minutes):
        summary = run_pipeline(options, show_progress=console.is_terminal and not (quiet or json_lines))
    if (number := stop_signal()) is not None:
        name = signal.Signals(number).name
        where = summary.results_path or "nothing written"
        with suppress(OSError):  # after SIGHUP the terminal may be gone: the results are written all the same
            errors.print(
                Text(
                    plain(
                        f"stopped by {name}: {len(summary.outcomes)} finished report(s) written ({where}); rerun the same command to do the rest"
                    )
                ),
                soft_wrap=True,
            )
        raise typer.Exit(EXIT_ON_SIGNAL.get(signal.Signals(number), 128 + number))
    if (stopped_by := stop_error()) is not None:
        where = summary.results_path or "nothing written"
        done = f"the run stopped: {len(summary.outcomes)} finished report(s) written ({where})"
        raise type(stopped_by)(f"{stopped_by.message}; {done}", hint=stopped_by.hint)
    if json_lines:
        print_json_lines(summary_records(summary))
        if not quiet:
            print_summary(summary, errors, table=False)
    else:
        print_summary(summary)
    failed = [o for o in summary.outcomes if str(o.status) == "error"]
    if failed:
        names = ", ".join(Path(o.source_path).name for o in failed[:3]) + (", …" if len(failed) > 3 else "")
        raise ReportsFailedError(
            f"{len(failed)} of {len(summary.outcomes)} report(s) are error rows ({names}); "
            f"`digest alerts {options.out}` lists them"
        )


def check_model_drift(options: RunOptions, *, accept: bool) -> None:
    """With Claude, refuse a model whose latest fingerprint under OUT drifted (ModelDriftError),
    unless accepted: then one warning per drifted model."""
    from flows.settings import Environment
    from tasks.probe.store import check_drift

    if options.resolved_extractor(Environment()) != "claude":
        return
    for message in check_drift(options.out, [options.model.primary, options.model.fallback], accept=accept):
        logging.getLogger("digest").warning("drift accepted (--accept-drift): %s", message)


def summary_records(summary: Any) -> list[dict[str, Any]]:
    """One record per report of the run: the row as written to Parquet (processed_at aside: it is
    set when the rows are committed), then one per report skipped or left to a concurrent run."""
    from datetime import UTC

    from tasks.output.sink import outcome_row

    records = []
    for outcome in summary.outcomes:
        row = outcome_row(
            outcome, run_id=summary.run_id, pipeline_version=PIPELINE_VERSION, processed_at=datetime.now(UTC)
        )
        row.pop("processed_at")
        records.append(row)
    records += [{"source_path": p, "status": "skipped", "reason": "already done"} for p in summary.skipped]
    records += [
        {"source_path": p, "status": "left", "reason": "a concurrent run on the same OUT digests it"}
        for p in summary.left_to_others
    ]
    return records


@app.command()
@one_line_errors
def alerts(
    out: Annotated[Path, typer.Argument(help="the output folder of earlier runs")] = Path("out"),
    json_lines: Annotated[
        bool, typer.Option("--json", help="one JSON object per report on stdout, one per line")
    ] = False,
    quiet: Quiet = False,
    verbose: Verbose = False,
) -> None:
    """List the review queue: every alerted report and every report whose latest row is an error,
    with its status, alerts and error.

    Example: digest alerts out --json
    """
    from tasks.output.sink import REVIEW_DIR
    from tasks.review.queue import alert_records

    set_verbosity(quiet, verbose)
    if not out.is_dir():
        raise ConfigError(f"{out}: no such folder", hint="Pass the folder given to `digest run --out`")
    records = alert_records(out)
    if json_lines:
        print_json_lines(records)
        return
    table = Table(title=markup_safe(f"review queue: {len(records)} report(s) in {out / REVIEW_DIR}"))
    for column in ("doc_id", "report", "status", "alerts / error", "run"):
        table.add_column(column, overflow="fold")
    for record in records:
        cells = (
            record["doc_id"][:12],
            Path(record["source_path"]).name,
            record["status"],
            _shorten(record["error"] or "; ".join(map(str, record["alerts"]))),
            record["run_id"],
        )
        table.add_row(*(Text(plain(cell)) for cell in cells))
    console.print(table)


def _shorten(text: str, limit: int = 90) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def summary_cells(o: ReportOutcome) -> tuple[str, ...]:
    """One report's line of the run summary: what it is about, its call, and the doc_id to `show`."""
    from schemas.codes import normalize_code
    from schemas.types import FieldName

    rating, target = o.fields.get(FieldName.RATING), o.fields.get(FieldName.TARGET_PRICE)
    own = o.own_call
    about = " ".join(v for v in (own.name, normalize_code(own.code) or own.code) if v) if own else ""
    if not about and o.doc_type == "industry":
        about = _shorten(o.title or "sector", 40)
    action = f" ({rating.rating_action})" if rating and rating.value and rating.rating_action else ""
    return (
        Path(o.source_path).name,
        o.doc_id[:8] if o.doc_id and not o.doc_id.startswith("unreadable:") else "-",
        str(o.status),
        o.doc_type or "-",
        about or "-",
        str(o.report_date or "-"),
        f"{rating.value}{action}" if rating and rating.value else "-",
        target.value if target and target.value else "-",
        str(len(o.calls)),
        _shorten(o.error or "; ".join(o.alerts)),
    )


def print_summary(summary: Any, to: Console = console, *, table: bool = True) -> None:
    """The table of reports (unless `table` is false), then the totals and where the results went."""
    from tasks.output.assess import run_totals

    if table:
        to.print(_summary_table(summary))
    totals = run_totals(summary.outcomes, len(summary.skipped))
    to.print(
        f"{totals.processed} processed ({', '.join(f'{k}={v}' for k, v in totals.by_status.items()) or 'none'}), "
        f"{totals.skipped} skipped as already done, {totals.alerted} alerted, {totals.fallbacks} field fallbacks, "
        f"{totals.model_tokens} model tokens, estimated cost ${totals.estimated_cost_usd:.4f}"
        + (f" (+{totals.unpriced_reports} reports with an unpriced model)" if totals.unpriced_reports else "")
    )
    if summary.left_to_others:
        to.print(Text(f"{len(summary.left_to_others)} report(s) left to a concurrent run on the same output folder"))
    for batch_id in summary.pending_batches:
        to.print(Text(plain(f"batch {batch_id} still running: rerun the same command to collect it"), style="yellow"))
    to.print(Text(plain(f"results: {summary.results_path or 'nothing new to write'}")))


def _summary_table(summary: Any) -> Table:
    table = Table(title=markup_safe(f"run {summary.run_id}"))
    for column in (
        "report",
        "doc_id",
        "status",
        "kind",
        "company / sector",
        "date",
        "rating",
        "target",
        "calls",
        "alerts / error",
    ):
        table.add_column(column, overflow="fold")
    for o in summary.outcomes:
        table.add_row(*(Text(plain(cell)) for cell in summary_cells(o)))
    return table


@app.command()
@one_line_errors
def review(
    out: Annotated[Path, typer.Argument(help="the output folder of earlier runs")] = Path("out"),
    html: Annotated[Path, typer.Option("--html", help="where to write the page")] = Path("review.html"),
    context: Annotated[
        bool,
        typer.Option(
            "--context/--no-context", help="re-read the source files to show each value in its surrounding text"
        ),
    ] = True,
    ocr_context: Annotated[
        bool, typer.Option("--ocr-context", help="also re-OCR scanned reports for their context (slow)")
    ] = False,
) -> None:
    """Write one self-contained HTML review page (no network needed) of the latest row per report:
    filters, sortable table, each field with its evidence highlighted in context, alerts, charts.

    Example: digest review out --html review.html
    """
    from datetime import UTC, datetime

    from tasks.files.writing import atomic_write_bytes
    from tasks.output.commit import output_error
    from tasks.review.html import build_review_html
    from tasks.review.load import SourceTexts

    page, count = build_review_html(
        out, SourceTexts(include_ocr=ocr_context, enabled=context), generated_at=datetime.now(UTC)
    )
    data = page.encode("utf-8")
    try:
        atomic_write_bytes(html, data)
    except OSError as error:  # the page goes where --html says, not under --out
        raise output_error(error, html, option="--html") from None
    console.print(Text(plain(f"{count} reports -> {html.resolve().as_uri()} ({len(data) / 1e6:.2f} MB)")))


@app.command()
@one_line_errors
def show(
    report: Annotated[
        str, typer.Argument(help="a doc_id prefix (8+ characters), a file path or name, a stock code or a company name")
    ],
    out: Annotated[Path, typer.Option("--out", help="the output folder of earlier runs")] = Path("out"),
    ocr_context: Annotated[
        bool, typer.Option("--ocr-context", help="re-OCR a scanned report for its context (slow)")
    ] = False,
    json_lines: Annotated[
        bool, typer.Option("--json", help="the matching report rows, one JSON object per report per line")
    ] = False,
    blocks: Annotated[
        bool,
        typer.Option("--blocks", help="also list the report's blocks: page, role, first 60 characters (re-reads it)"),
    ] = False,
) -> None:
    """Show one report in the terminal: fields, status, extractor, evidence in context, alerts,
    review-queue entry. When several reports match, list them to choose from.

    Example: digest show b6478c53 --out out --blocks

    Example: digest show b6478c53 --out out

    Example: digest show 0700.HK --out out --json

    Example: digest show 688556 --out out; digest show 高测股份 --out out; digest show ~/inbox/report.pdf --out out
    """
    from tasks.review.find import find_report
    from tasks.review.load import SourceTexts, load_latest
    from tasks.review.terminal import blocks_table, terminal_view
    from tasks.review.views import report_view

    found = find_report(load_latest(out), report)
    if json_lines:
        print_json_lines(found if isinstance(found, list) else [found])
        return
    if isinstance(found, list):
        console.print(_report_list(found, report))
        return
    sources = SourceTexts(include_ocr=ocr_context)
    console.print(terminal_view(report_view(found, out, sources)))
    if blocks:
        console.print(blocks_table(sources.document(found), Path(found["source_path"]).name))


def _report_list(rows: list[dict[str, Any]], query: str) -> Table:
    table = Table(title=markup_safe(f"{len(rows)} reports match '{query}': digest show DOC_ID for one"))
    for column in ("doc_id", "date", "broker", "kind", "company / title", "rating", "report"):
        table.add_column(column, overflow="fold")
    for row in sorted(rows, key=lambda r: str(r.get("report_date") or ""), reverse=True):
        company = " ".join(str(v) for v in (row.get("company_name"), row.get("company_code")) if v)
        cells = (
            row["doc_id"][:12],
            str(row.get("report_date") or "-"),
            row.get("broker") or "-",
            row.get("doc_type") or "-",
            company or row.get("title") or "-",
            row.get("rating") or "-",
            Path(row["source_path"]).name,
        )
        table.add_row(*(Text(plain(cell)) for cell in cells))
    return table


@app.command()
@one_line_errors
def calls(
    stock: Annotated[str, typer.Argument(help="a stock code in any printed form (688556, 0700 HK) or a name")],
    out: Annotated[Path, typer.Option("--out", help="the output folder of earlier runs")] = Path("out"),
    as_json: Annotated[bool, typer.Option("--json", help="one JSON object per call, one per line")] = False,
) -> None:
    """Every call on one stock across reports and brokers, latest report first (OUT/calls/).

    Example: digest calls 0700.HK --out out

    Example: digest calls 腾讯控股 --out out --json
    """
    from tasks.review.find import find_calls, load_calls
    from tasks.review.load import load_latest

    latest = load_latest(out)
    found = find_calls(load_calls(out, latest), stock, latest)
    if as_json:
        print_json_lines(found.to_dicts())
        return
    table = Table(title=markup_safe(f"{found.height} call(s) on '{stock}' in {out}"))
    for column in ("date", "broker", "kind", "code", "name", "rating", "action", "target", "doc_id", "page"):
        table.add_column(column, overflow="fold")
    for row in found.to_dicts():
        cells = (
            str(row["report_date"] or "-"),
            row["broker"] or "-",
            row["doc_type"] or "-",
            row["code_normalized"] or row["code"] or "-",
            row["name"] or "-",
            f"{row['rating']} ({row['rating_normalized']})" if row["rating"] else "-",
            row["action"] or "-",
            row["target_price"] or "-",
            row["doc_id"][:12],
            str(row["page"] or "-"),
        )
        table.add_row(*(Text(plain(cell)) for cell in cells))
    console.print(table)


def options_from_flags(**flags: object) -> RunOptions:
    """The options from the flags given (None: not given), then DIGEST_* variables, then defaults.
    A bad value is a ConfigError naming the flag or the variable it came from, in one line."""
    given: dict[str, Any] = {name: value for name, value in flags.items() if value is not None}
    try:
        return RunOptions(**given)
    except ValidationError as error:
        problems = [_problem(detail, given) for detail in error.errors()]
    except SettingsError as error:  # a DIGEST_* value that is not JSON where JSON is expected (a dict, a list)
        problems = [f"{ENV_PREFIX}{_setting_of(str(error)).upper()}: not valid JSON"]
    raise ConfigError("; ".join(dict.fromkeys(problems)))


def server_options(idle_minutes: float | None) -> ServerOptions:
    """--server-idle-minutes when given, else DIGEST_SERVER_IDLE_MINUTES, else the default; a bad value in one line."""
    try:
        return ServerOptions() if idle_minutes is None else ServerOptions(server_idle_minutes=idle_minutes)
    except ValidationError as error:
        message = error.errors()[0]["msg"]
        value = error.errors()[0].get("input")
    where = "--server-idle-minutes" if idle_minutes is not None else f"{ENV_PREFIX}SERVER_IDLE_MINUTES"
    raise ConfigError(f"{where} {value!r}: {message}", hint="")


# Flags whose name is not their option's (RunOptions field or public stage-option name).
FLAG_OF_OPTION = {
    "entropy_alert_threshold": "--entropy-alert",
    "compliance_alert_threshold": "--compliance-alert",
    "report_timeout_s": "--report-timeout",
    "batch_max_wait_s": "--batch-max-wait",
    "report_token_budget": "--token-budget",
    "marker_style": "--markers",
    "inputs": "INPUT",
    "since": "--since",
    "until": "--until",
}


def _problem(detail: Any, given: dict[str, Any]) -> str:
    """`--ocr-engine 'foo': Input should be …` or `DIGEST_CONCURRENCY='0': Input should be …`."""
    loc = [str(part) for part in detail.get("loc", ())]
    message = str(detail.get("msg", "invalid")).removeprefix("Value error, ")
    if not loc:
        return message
    option = loc[1] if loc[0] in {stage for stage, _ in stage_public_names().values()} and len(loc) > 1 else loc[0]
    value = detail.get("input")
    shown = "" if isinstance(value, dict) else f" {value!r}"
    if option in given:
        return f"{FLAG_OF_OPTION.get(option, '--' + option.replace('_', '-'))}{shown}: {message}"
    return f"{ENV_PREFIX}{option.upper()}={'' if isinstance(value, dict) else repr(value)}: {message}"


def _setting_of(message: str) -> str:
    """The field a pydantic-settings SettingsError names: `error parsing value for field "x" from source …`."""
    from schemas.patterns import SETTINGS_ERROR_FIELD

    found = SETTINGS_ERROR_FIELD.search(message)
    return found.group(1) if found else "option"


@app.command()
@one_line_errors
def probe(
    out: Annotated[
        Path | None, typer.Option("--out", help="output folder; fingerprints go to OUT/fingerprints/")
    ] = None,
    model: Annotated[
        str | None, typer.Option("--model", help="the Claude model to probe [default: the primary, claude-sonnet-5-5]")
    ] = None,
    extractor: ExtractorChoice = None,
    labels: Annotated[
        Path | None,
        typer.Option(
            "--labels", help="a label file (lines like sample_pdfs/labels.jsonl) [default: the fixed probe set]"
        ),
    ] = None,
    drift_threshold: Annotated[
        float, typer.Option("--drift-threshold", min=0.0, help="distance above which the fingerprint drifted")
    ] = 0.15,
    replaces: Annotated[
        str | None,
        typer.Option("--replaces", help="compare with this model's last fingerprint when MODEL has none yet"),
    ] = None,
    max_cost: Annotated[
        float | None,
        typer.Option("--max-cost", min=0.0, help="stop (exit 13, nothing written) once the probe has cost more ($)"),
    ] = None,
    json_lines: Annotated[
        bool, typer.Option("--json", help="the fingerprint row as one JSON object on stdout")
    ] = False,
    quiet: Quiet = False,
    verbose: Verbose = False,
) -> None:
    """Run the fixed probe set through the per-report path of `digest run` and record the model's
    capability fingerprint (one Parquet row in OUT/fingerprints/): per input-entropy band and report
    kind, format compliance, accuracy against the labels, fallback rate, tokens, latency and cost,
    and the distance to the model's previous fingerprint. A drift (distance > --drift-threshold)
    makes `digest run` refuse the model until --accept-drift.

    Example: ANTHROPIC_API_KEY=... digest probe --model claude-sonnet-5-5 --out out

    Example: digest probe --extractor rules --out out

    Exit codes: 0 written (drift or not: the table says); 2 a usage error; 12 --max-cost passed.
    """
    from flows.probe import probe as run_probe
    from tasks.probe.probe_set import probe_set

    set_verbosity(quiet, verbose)
    chosen = probe_set(labels)
    options = options_from_flags(
        inputs=[item.path for item in chosen.items],
        out=out,
        extractor=extractor,
        primary_model=model,
    )
    from tasks.output.commit import check_writable

    check_writable(options.out)
    result = run_probe(
        chosen,
        options,
        threshold=drift_threshold,
        replaces=replaces,
        max_cost_usd=max_cost,
        on_report=lambda seen, outcome: logging.getLogger(REPORT_LOG).info(
            "probe %s (%s, %s): %s, %.2f s", seen.id, seen.band, seen.kind, outcome.status, seen.latency_s
        ),
    )
    row = result.row
    if json_lines:
        print_json_lines([row])
        return
    console.print(_probe_table(row))
    distance = row["distance_to_previous"]
    verdict = (
        "first fingerprint of this model"
        if distance is None
        else f"distance to {row['compared_with']}: {distance:.3f}, "
        + (f"DRIFT (> {row['drift_threshold']:g})" if row["drift"] else f"no drift (<= {row['drift_threshold']:g})")
    )
    console.print(
        Text(
            plain(
                f"fingerprint {row['probe_id']} of {row['model_sent']} (answered as {row['model_answered']}), "
                f"probe set {row['probe_set_version']}, {row['reports']} report(s), ${row['total_cost_usd']:.4f}; {verdict}"
            )
        )
    )
    for moved in row["moved_metrics"][:10]:
        console.print(Text(plain(f"  moved: {moved}")))


def _probe_table(row: dict[str, Any]) -> Table:
    from schemas.types import ALL_FIELDS
    from tasks.probe.fingerprint import GROUPS

    table = Table(title="probe: means per report (compliance / accuracy / fallback over the fields)")
    for column in (
        "group",
        "compliance",
        "accuracy",
        "fallback",
        "tokens in",
        "tokens out",
        "latency s",
        "cost $",
        "errors",
    ):
        table.add_column(column, justify="left" if column == "group" else "right")

    def mean(group: str, metric: str) -> str:
        values = [v for f in ALL_FIELDS if (v := row.get(f"{group}__{f}__{metric}")) is not None]
        return f"{sum(values) / len(values):.2f}" if values else "-"

    for group in GROUPS:
        if row.get(f"{group}__error") is None:
            continue
        table.add_row(
            group,
            mean(group, "compliance"),
            mean(group, "accuracy"),
            mean(group, "fallback"),
            f"{row[f'{group}__tokens_in']:.0f}",
            f"{row[f'{group}__tokens_out']:.0f}",
            f"{row[f'{group}__latency_s']:.2f}",
            f"{row[f'{group}__cost_usd']:.5f}",
            f"{row[f'{group}__error']:.2f}",
        )
    return table


@app.command()
@one_line_errors
def serve(
    inbox: Annotated[Path, typer.Option("--inbox", help="folder the reports arrive in")],
    out: Annotated[Path | None, typer.Option("--out", help="output folder [default: out]")] = None,
    cron: Annotated[str, typer.Option("--cron", help="when to run, five cron fields")] = "0 7 * * 1-5",
    timezone: Annotated[str, typer.Option("--timezone", help="IANA time zone of --cron")] = "UTC",
    name: Annotated[str, typer.Option("--name", help="deployment name")] = "inbox",
    extractor: ExtractorChoice = None,
    concurrency: Annotated[int | None, typer.Option(help="reports processed at once [default: 2]")] = None,
    dask_address: Annotated[str | None, typer.Option(help="run the per-report tasks on this Dask scheduler")] = None,
) -> None:
    """Serve a Prefect deployment that digests the reports new in INBOX on a cron schedule; runs
    execute here until Ctrl-C. Needs a Prefect server: `make server`, then
    `export PREFECT_API_URL=http://127.0.0.1:4200/api`. Runs show at http://127.0.0.1:4200/runs.

    Example: digest serve --inbox ~/inbox --out out --cron "0 7 * * 1-5" --timezone Asia/Shanghai
    """
    from flows.schedule import serve as serve_deployment

    options = options_from_flags(
        inputs=[inbox], out=out, extractor=extractor, concurrency=concurrency, dask_address=dask_address
    )
    serve_deployment(options, cron=cron, timezone=timezone, name=name)


@app.command()
@one_line_errors
def backfill(
    archive: Annotated[list[Path], typer.Argument(help="folders or files of past reports")],
    since: Annotated[
        datetime | None, typer.Option("--since", formats=["%Y-%m-%d"], help="first report date, inclusive")
    ] = None,
    until: Annotated[
        datetime | None, typer.Option("--until", formats=["%Y-%m-%d"], help="last report date, inclusive")
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", help="output folder [default: out]")] = None,
    batch: Annotated[
        bool | None, typer.Option("--batch", help="send the primary requests as Message Batches (half price)")
    ] = None,
    extractor: ExtractorChoice = None,
    force: Annotated[
        bool | None, typer.Option("--force", help="reprocess reports already done by this pipeline version")
    ] = None,
    concurrency: Annotated[int | None, typer.Option(help="reports processed at once [default: 2]")] = None,
    dask_address: Annotated[str | None, typer.Option(help="run the per-report tasks on this Dask scheduler")] = None,
    accept_drift: AcceptDrift = False,
    json_lines: JsonLines = False,
    quiet: Quiet = False,
    verbose: Verbose = False,
    server_idle_minutes: ServerIdle = None,
) -> None:
    """Digest the reports of ARCHIVE dated within [--since, --until]. The date is the one printed
    on page 1, else one in the file name, else the file's mtime (column report_date_source).
    Output goes to OUT/results/run_date=…/ like any run.

    Example: digest backfill ~/archive --since 2025-01-01 --until 2025-06-30 --out out
    """
    set_verbosity(quiet, verbose)
    options = options_from_flags(
        inputs=archive,
        out=out,
        batch=batch,
        extractor=extractor,
        force=force,
        concurrency=concurrency,
        dask_address=dask_address,
        since=since.date() if since else None,
        until=until.date() if until else None,
    )
    run_and_summarise(
        options,
        json_lines=json_lines,
        quiet=quiet,
        server_idle_minutes=server_idle_minutes,
        accept_drift=accept_drift,
    )


@app.command("stop-server")
@one_line_errors
def stop_server() -> None:
    """Stop the local Prefect server that `digest run` keeps for later runs (it stops by itself after
    --server-idle-minutes unused, 10 by default). Runs using it at the time fail their API calls.

    Example: digest stop-server
    """
    import prefect.settings

    from flows.local_server import stop_shared_server

    home = Path(prefect.settings.PREFECT_HOME.value())
    pid = stop_shared_server(home)
    console.print(
        Text(
            plain(
                f"stopped the local Prefect server (pid {pid})" if pid else f"no local Prefect server runs for {home}"
            )
        )
    )


def cli() -> None:
    """The `digest` entry point (also `python -m flows`): a usage error (an unknown option, a
    value of the wrong type, a missing argument) is one line and exit code 2."""
    try:
        code = app(standalone_mode=False)
    except click_errors.NoArgsIsHelpError as error:
        error.show()  # the help text
        sys.exit(error.exit_code)
    except click_errors.UsageError as error:
        where = f"; see `{error.ctx.command_path} --help`" if error.ctx is not None else ""
        errors.print(Text(plain(f"error: {error.format_message().rstrip('.')}{where}"), style="red"), soft_wrap=True)
        sys.exit(ConfigError.exit_code)
    except click_errors.ClickException as error:
        errors.print(Text(plain(f"error: {error.format_message()}"), style="red"), soft_wrap=True)
        sys.exit(error.exit_code)
    except typer.Abort:
        errors.print("Aborted!")
        sys.exit(1)
    sys.exit(code if isinstance(code, int) else 0)


if __name__ == "__main__":
    cli()
