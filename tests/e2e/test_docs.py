"""Documentation completeness: every command has --help with an example, and the README names it."""

from __future__ import annotations

from typer.testing import CliRunner

from flows.cli import app
from tests.paths import ROOT

README = (ROOT / "README.md").read_text("utf-8")


def command_names() -> list[str]:
    return [c.name or c.callback.__name__ for c in app.registered_commands]


def test_every_command_has_help_with_an_example() -> None:
    runner = CliRunner()
    for name in command_names():
        result = runner.invoke(app, [name, "--help"])
        assert result.exit_code == 0, result.output
        assert "Example:" in result.output, name


def test_readme_documents_every_command_and_opens_with_make_run_and_test() -> None:
    for name in command_names():
        assert f"digest {name}" in README, name
    head = README[:400]
    assert "make run" in head and "make test" in head


def test_ci_runs_the_readme_test_command() -> None:
    assert "make test" in (ROOT / ".ci" / "run").read_text("utf-8")


def test_every_output_column_is_in_the_schema_and_readme_names_the_contract() -> None:
    from schemas.output import RESULT_COLUMNS

    required = {
        "doc_id",
        "source_path",
        "pages",
        "ocr_pages",
        "status",
        "error",
        "rating",
        "rating_normalized",
        "rating_action",
        "rating_status",
        "rating_extractor",
        "rating_page",
        "rating_start",
        "rating_end",
        "target_price",
        "target_price_low",
        "target_price_high",
        "target_currency",
        "target_price_status",
        "target_price_extractor",
        "target_price_page",
        "risk_factors",
        "risk_factors_status",
        "risk_factors_extractor",
        "input_entropy_score",
        "output_format_compliance",
        "alerts",
        "model_input_tokens",
        "model_output_tokens",
        "pipeline_version",
        "run_id",
        "processed_at",
    }
    assert required <= set(RESULT_COLUMNS)
    for column in ("input_entropy_score", "output_format_compliance", "bits per input byte"):
        assert column in README
