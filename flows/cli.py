"""The `digest` command line."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.table import Table

from flows.runtime import quiet_prefect_defaults

quiet_prefect_defaults()

from flows.settings import RunOptions  # noqa: E402
from schemas.errors import DigestError  # noqa: E402

app = typer.Typer(add_completion=False, no_args_is_help=True, help="research-digest: grounded fields from broker research reports.")
console = Console(width=None if Console().is_terminal else 160)


@app.callback()
def main() -> None:
    """research-digest: rating, target price and risk factors from research-report PDFs, each
    with its page and span, into Parquet.

    Example: digest run sample_pdfs --out out
    """


@app.command()
def run(
    inputs: Annotated[list[Path], typer.Argument(help="PDF or .txt files, or folders of them")],
    out: Annotated[Path, typer.Option("--out", help="output folder")] = Path("out"),
    extractor: Annotated[str | None, typer.Option("--extractor", help="rules | claude (default: claude when ANTHROPIC_API_KEY is set, else rules)")] = None,
    force: Annotated[bool, typer.Option("--force", help="reprocess reports already done by this pipeline version")] = False,
    primary_model: Annotated[str, typer.Option(help="primary Claude model")] = "claude-sonnet-5-5",
    fallback_model: Annotated[str, typer.Option(help="per-field fallback Claude model")] = "claude-haiku-5-5",
    concurrency: Annotated[int, typer.Option(help="reports processed at once")] = 2,
    ocr_dpi: Annotated[int, typer.Option(help="render DPI for OCR pages")] = 300,
    entropy_alert: Annotated[float, typer.Option(help="alert when input_entropy_score is below this")] = 1.0,
    compliance_alert: Annotated[float, typer.Option(help="alert when output_format_compliance is below this")] = 0.95,
) -> None:
    """Process reports into OUT/results/run_date=…/<run_id>.parquet and print a summary.

    Example: digest run sample_pdfs/ ~/inbox/report.pdf --out out --extractor rules
    """
    try:
        options = RunOptions(
            inputs=inputs,
            out=out,
            extractor=extractor,
            force=force,
            primary_model=primary_model,
            fallback_model=fallback_model,
            concurrency=concurrency,
            ocr_dpi=ocr_dpi,
            entropy_alert_threshold=entropy_alert,
            compliance_alert_threshold=compliance_alert,
        )
    except ValidationError as error:
        console.print(f"[red]invalid options:[/red] {error}")
        raise typer.Exit(2) from None
    from flows.pipeline import run as run_pipeline
    from flows.runtime import prefect_session

    try:
        with prefect_session():
            summary = run_pipeline(options, show_progress=console.is_terminal)
    except DigestError as error:
        console.print(f"[red]{error}[/red]")
        raise typer.Exit(error.exit_code) from None
    print_summary(summary)


def _shorten(text: str, limit: int = 90) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def print_summary(summary) -> None:  # noqa: ANN001 - RunSummary, imported lazily with prefect
    table = Table(title=f"run {summary.run_id}")
    for column in ("report", "status", "rating", "target price", "risks", "entropy", "compliance", "alerts / error"):
        table.add_column(column, overflow="fold")
    for o in summary.outcomes:
        fields = {str(k): v for k, v in o.fields.items()}
        rating, target, risks = fields.get("RATING"), fields.get("TARGET_PRICE"), fields.get("RISK_FACTORS")
        table.add_row(
            Path(o.source_path).name,
            str(o.status),
            f"{rating.value or '-'} ({rating.status})" if rating else "",
            f"{target.value or '-'} ({target.status})" if target else "",
            f"{len(risks.items)} ({risks.status})" if risks else "",
            f"{o.input_entropy_score:.2f}" if o.input_entropy_score is not None else "",
            f"{o.output_format_compliance:.2f}" if o.output_format_compliance is not None else "",
            _shorten(o.error or "; ".join(o.alerts)),
        )
    console.print(table)
    counts = Counter(str(o.status) for o in summary.outcomes)
    tokens = sum(o.usage.input_tokens + o.usage.output_tokens for o in summary.outcomes)
    fallbacks = sum(len(o.fallback_fields) for o in summary.outcomes)
    console.print(
        f"{len(summary.outcomes)} processed ({', '.join(f'{k}={v}' for k, v in sorted(counts.items())) or 'none'}), "
        f"{len(summary.skipped)} skipped as already done, {fallbacks} field fallbacks, {tokens} model tokens"
    )
    console.print(f"results: {summary.results_path or 'nothing new to write'}")


if __name__ == "__main__":
    app()
