"""The `digest` command line."""

from __future__ import annotations

import multiprocessing
import signal

if getattr(multiprocessing.current_process(), "_inheriting", False):
    # A spawned OCR worker re-imports the main module while it starts: a terminal's Ctrl-C
    # reaches the whole foreground group, and the parent stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)

import functools
import logging
import os
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, ParamSpec, TypeVar

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.table import Table
from rich.text import Text

from flows.runtime import quiet_prefect_defaults

quiet_prefect_defaults()

from flows.settings import RunOptions  # noqa: E402
from schemas.errors import DigestError  # noqa: E402
from schemas.types import ReportOutcome  # noqa: E402
from tasks.output.terminal import markup_safe, plain  # noqa: E402

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="research-digest: grounded fields from broker research reports."
)
console = Console(width=None if Console().is_terminal else 160)
errors = Console(stderr=True, width=None if Console(stderr=True).is_terminal else 160)
P = ParamSpec("P")
R = TypeVar("R")


class _WarningLine(logging.Handler):
    """The pipeline's warnings, one line each on stderr, with control characters made visible."""

    def emit(self, record: logging.LogRecord) -> None:
        from tasks.stop import stop_requested

        if stop_requested():  # pages cut short by the stop: the one line printed at the end says it all
            return
        try:
            errors.print(Text(plain(f"warning: {record.getMessage()}"), style="yellow"), soft_wrap=True)
        except Exception:  # noqa: BLE001 - a warning that cannot be shown must not stop the run
            self.handleError(record)


def _show_warnings() -> None:
    digest_log = logging.getLogger("digest")
    if not any(isinstance(h, _WarningLine) for h in digest_log.handlers):
        digest_log.addHandler(_WarningLine(logging.WARNING))
        digest_log.setLevel(logging.INFO)
        digest_log.propagate = False


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


@app.callback()
def main() -> None:
    """research-digest: rating, target price and risk factors from research-report PDFs, each
    with its page and span, into Parquet.

    Example: digest run sample_pdfs --out out
    """


@app.command()
@one_line_errors
def run(
    inputs: Annotated[list[Path], typer.Argument(help="PDF or .txt files, or folders of them")],
    out: Annotated[Path | None, typer.Option("--out", help="output folder [default: out]")] = None,
    extractor: Annotated[
        str | None,
        typer.Option("--extractor", help="rules | claude [default: claude when ANTHROPIC_API_KEY is set, else rules]"),
    ] = None,
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
            help="size cap per kind, KIND=MB (pdf=200, txt=10 by default); bigger inputs get an error row unread",
        ),
    ] = None,
) -> None:
    """Process reports into OUT/results/run_date=…/<run_id>.parquet and print a summary. Any
    option can also come from a DIGEST_<OPTION> environment variable (a flag given wins).

    Example: digest run sample_pdfs/ ~/inbox/report.pdf --out out --extractor rules

    Example: ANTHROPIC_API_KEY=... DIGEST_MODEL_CONCURRENCY=8 digest run ~/archive --out out --batch
    """
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
    run_and_summarise(options)


def _size_caps(values: list[str] | None) -> dict[str, float] | None:
    if not values:
        return None
    caps: dict[str, float] = {}
    for value in values:
        kind, _, size = value.partition("=")
        try:
            caps[kind.strip().lower().lstrip(".")] = float(size)
        except ValueError:
            errors.print(Text(plain(f"error: --max-input-mb {value!r}: give KIND=MB, e.g. txt=50"), style="red"))
            raise typer.Exit(2) from None
    return caps


EXIT_ON_SIGNAL = {signal.SIGTERM: 143, signal.SIGINT: 130}


def _stop_on_signals() -> None:
    """SIGTERM / SIGINT: stop taking reports, keep the finished ones (tasks/stop.py); a second
    one exits at once."""
    from tasks.ingest.ocr import abort_pools
    from tasks.stop import on_stop, request_stop, set_process_handler, stop_requested

    def handler(number: int, _frame: object) -> None:
        if stop_requested():
            os._exit(EXIT_ON_SIGNAL.get(signal.Signals(number), 128 + number))
        threading.Thread(target=request_stop, args=(number,), name="stop", daemon=True).start()

    on_stop(abort_pools)
    set_process_handler(handler)
    for number in EXIT_ON_SIGNAL:
        signal.signal(number, handler)


def run_and_summarise(options: RunOptions) -> None:
    """Run the flow in a Prefect session and print the summary; a DigestError exits with its code
    (through `one_line_errors`); a stop signal prints one line and exits 143 / 130."""
    from flows.pipeline import run as run_pipeline
    from flows.runtime import prefect_session
    from tasks.output.commit import check_writable
    from tasks.output.state import check_readable
    from tasks.stop import stop_signal

    check_writable(options.out)
    check_readable(options.out)
    _stop_on_signals()
    with prefect_session():
        summary = run_pipeline(options, show_progress=console.is_terminal)
    if (number := stop_signal()) is not None:
        name = signal.Signals(number).name
        where = summary.results_path or "nothing written"
        errors.print(
            Text(
                plain(
                    f"stopped by {name}: {len(summary.outcomes)} finished report(s) written ({where}); rerun the same command to do the rest"
                )
            ),
            soft_wrap=True,
        )
        raise typer.Exit(EXIT_ON_SIGNAL.get(signal.Signals(number), 128 + number))
    print_summary(summary)


@app.command()
@one_line_errors
def alerts(out: Annotated[Path, typer.Argument(help="the output folder of earlier runs")] = Path("out")) -> None:
    """List the review queue: every alerted report, its status and alerts.

    Example: digest alerts out
    """
    from tasks.output.sink import REVIEW_DIR, review_index

    records = review_index(out)
    table = Table(title=markup_safe(f"review queue: {len(records)} report(s) in {out / REVIEW_DIR}"))
    for column in ("doc_id", "report", "status", "alerts", "run"):
        table.add_column(column, overflow="fold")
    for record in records:
        cells = (
            record["doc_id"][:12],
            Path(record["source_path"]).name,
            record["status"],
            "; ".join(map(str, record["alerts"])),
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


def print_summary(summary) -> None:
    from tasks.output.assess import run_totals

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
    console.print(table)
    totals = run_totals(summary.outcomes, len(summary.skipped))
    console.print(
        f"{totals.processed} processed ({', '.join(f'{k}={v}' for k, v in totals.by_status.items()) or 'none'}), "
        f"{totals.skipped} skipped as already done, {totals.alerted} alerted, {totals.fallbacks} field fallbacks, "
        f"{totals.model_tokens} model tokens, estimated cost ${totals.estimated_cost_usd:.4f}"
        + (f" (+{totals.unpriced_reports} reports with an unpriced model)" if totals.unpriced_reports else "")
    )
    if summary.left_to_others:
        console.print(
            Text(f"{len(summary.left_to_others)} report(s) left to a concurrent run on the same output folder")
        )
    for batch_id in summary.pending_batches:
        console.print(
            Text(plain(f"batch {batch_id} still running: rerun the same command to collect it"), style="yellow")
        )
    console.print(Text(plain(f"results: {summary.results_path or 'nothing new to write'}")))


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
) -> None:
    """Show one report in the terminal: fields, status, extractor, evidence in context, alerts,
    review-queue entry. When several reports match, list them to choose from.

    Example: digest show b6478c53 --out out

    Example: digest show 688556 --out out; digest show 高测股份 --out out; digest show ~/inbox/report.pdf --out out
    """
    from tasks.review.find import find_report
    from tasks.review.load import SourceTexts, load_latest
    from tasks.review.terminal import terminal_view
    from tasks.review.views import report_view

    found = find_report(load_latest(out), report)
    if isinstance(found, list):
        console.print(_report_list(found, report))
        return
    console.print(terminal_view(report_view(found, out, SourceTexts(include_ocr=ocr_context))))


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
    import json

    from tasks.review.find import find_calls, load_calls
    from tasks.review.load import load_latest

    found = find_calls(load_calls(out, load_latest(out)), stock)
    if as_json:
        for row in found.to_dicts():
            typer.echo(json.dumps(row, ensure_ascii=False, default=str))
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
    """The options from the flags given (None: not given), then DIGEST_* variables, then defaults."""
    try:
        given: dict[str, Any] = {name: value for name, value in flags.items() if value is not None}
        return RunOptions(**given)
    except ValidationError as error:
        errors.print(Text(plain(f"invalid options (flags or DIGEST_* environment variables): {error}"), style="red"))
        raise typer.Exit(2) from None


@app.command()
@one_line_errors
def serve(
    inbox: Annotated[Path, typer.Option("--inbox", help="folder the reports arrive in")],
    out: Annotated[Path | None, typer.Option("--out", help="output folder [default: out]")] = None,
    cron: Annotated[str, typer.Option("--cron", help="when to run, five cron fields")] = "0 7 * * 1-5",
    timezone: Annotated[str, typer.Option("--timezone", help="IANA time zone of --cron")] = "UTC",
    name: Annotated[str, typer.Option("--name", help="deployment name")] = "inbox",
    extractor: Annotated[
        str | None,
        typer.Option("--extractor", help="rules | claude (default: claude when ANTHROPIC_API_KEY is set, else rules)"),
    ] = None,
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
    extractor: Annotated[
        str | None,
        typer.Option("--extractor", help="rules | claude [default: claude when ANTHROPIC_API_KEY is set, else rules]"),
    ] = None,
    force: Annotated[
        bool | None, typer.Option("--force", help="reprocess reports already done by this pipeline version")
    ] = None,
    concurrency: Annotated[int | None, typer.Option(help="reports processed at once [default: 2]")] = None,
    dask_address: Annotated[str | None, typer.Option(help="run the per-report tasks on this Dask scheduler")] = None,
) -> None:
    """Digest the reports of ARCHIVE dated within [--since, --until]. The date is the one printed
    on page 1, else one in the file name, else the file's mtime (column report_date_source).
    Output goes to OUT/results/run_date=…/ like any run.

    Example: digest backfill ~/archive --since 2025-01-01 --until 2025-06-30 --out out
    """
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
    run_and_summarise(options)


if __name__ == "__main__":
    app()
