"""Stage options nested in RunOptions: the DIGEST_* names of the flat list they replaced, and a
report-cache key derived from the options that can change a result."""

from __future__ import annotations

from pathlib import Path

import pytest

from flows.report import report_cache_key
from flows.settings import RunOptions, stage_public_names
from schemas.options import AlertOptions, ModelOptions, OcrOptions, PromptOptions
from tasks.ingest.discover import InputFile

# Each stage option: its environment variable (the names from before the options were nested), a
# value other than the default, as set and as read, and where it lands.
STAGE_VARIABLES = {
    "DIGEST_OCR_ENGINE": ("tesseract", "tesseract", ("ocr", "engine")),
    "DIGEST_OCR_LANGUAGE": ("eng", "eng", ("ocr", "language")),
    "DIGEST_OCR_DPI": ("150", 150, ("ocr", "dpi")),
    "DIGEST_OCR_WORKERS": ("3", 3, ("ocr", "workers")),
    "DIGEST_OCR_PAGE_TIMEOUT_S": ("12.5", 12.5, ("ocr", "page_timeout_s")),
    "DIGEST_OCR_MAX_MEGAPIXELS": ("20", 20.0, ("ocr", "max_megapixels")),
    "DIGEST_OCR_PRESET": ("legacy", "legacy", ("ocr", "preset")),
    "DIGEST_OCR_CACHE_MB": ("0", 0, ("ocr", "cache_mb")),
    "DIGEST_HEAD_BUDGET_CHARS": ("300", 300, ("prompt", "head_budget_chars")),
    "DIGEST_MARKER_STYLE": ("xml", "xml", ("prompt", "marker_style")),
    "DIGEST_REPORT_TOKEN_BUDGET": ("5000", 5000, ("prompt", "token_budget")),
    "DIGEST_PRIMARY_MODEL": ("claude-opus-5-5", "claude-opus-5-5", ("model", "primary")),
    "DIGEST_FALLBACK_MODEL": ("claude-sonnet-5-5", "claude-sonnet-5-5", ("model", "fallback")),
    "DIGEST_MODEL_TIMEOUT_S": ("7", 7.0, ("model", "timeout_s")),
    "DIGEST_MODEL_MAX_RETRIES": ("5", 5, ("model", "max_retries")),
    "DIGEST_REPORT_DEADLINE_S": ("99", 99.0, ("model", "deadline_s")),
    "DIGEST_MODEL_CONCURRENCY": ("9", 9, ("model", "concurrency")),
    "DIGEST_MODEL_BREAKER_FAILURES": ("3", 3, ("model", "breaker_failures")),
    "DIGEST_ENTROPY_ALERT_THRESHOLD": ("0.5", 0.5, ("alerts", "entropy_threshold")),
    "DIGEST_COMPLIANCE_ALERT_THRESHOLD": ("0.8", 0.8, ("alerts", "compliance_threshold")),
}


def test_every_stage_option_keeps_its_flat_environment_name() -> None:
    assert {f"DIGEST_{public.upper()}" for public in stage_public_names()} == set(STAGE_VARIABLES)


@pytest.mark.parametrize("variable", sorted(STAGE_VARIABLES))
def test_a_digest_variable_sets_its_nested_option(
    variable: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    value, expected, (stage, name) = STAGE_VARIABLES[variable]
    monkeypatch.setenv(variable, value)
    options = RunOptions(inputs=[tmp_path])
    stage_options = getattr(options, stage)
    assert getattr(stage_options, name) == expected != type(stage_options).model_fields[name].default
    public = variable.removeprefix("DIGEST_").lower()
    assert getattr(options, public) == getattr(getattr(options, stage), name)  # read by the flat name too


def test_a_flat_keyword_wins_over_the_environment_and_both_forms_build_the_same_options(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("DIGEST_OCR_ENGINE", "tesseract")
    monkeypatch.setenv("DIGEST_OCR_DPI", "150")
    flat = RunOptions(inputs=[tmp_path], ocr_engine="rapidocr", entropy_alert_threshold=0.5)
    nested = RunOptions(inputs=[tmp_path], ocr={"engine": "rapidocr"}, alerts=AlertOptions(entropy_threshold=0.5))
    assert flat.ocr == OcrOptions(engine="rapidocr", dpi=150)  # the flag for the engine, the environment for the rest
    assert (flat.ocr.engine, flat.alerts) == (nested.ocr.engine, nested.alerts)


def test_defaults_are_the_stage_models_own(tmp_path: Path) -> None:
    options = RunOptions(inputs=[tmp_path])
    assert (options.ocr, options.prompt, options.model, options.alerts) == (
        OcrOptions(),
        PromptOptions(),
        ModelOptions(),
        AlertOptions(),
    )


def test_the_options_survive_a_round_trip_through_json_as_a_flow_parameter(tmp_path: Path) -> None:
    options = RunOptions(inputs=[tmp_path], ocr_engine="tesseract", marker_style="xml", primary_model="claude-opus-5-5")
    assert RunOptions.model_validate(options.model_dump(mode="json")) == options


ITEM = InputFile(Path("report.pdf"), "ab" * 32)


def key(**options: object) -> str:
    return report_cache_key(ITEM, RunOptions(**({"inputs": [Path("in")]} | options)), "rules")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "change",
    [
        {"ocr_engine": "tesseract"},
        {"ocr_language": "eng"},
        {"ocr_dpi": 150},
        {"ocr_max_megapixels": 20.0},
        {"ocr_page_timeout_s": 10.0},
        {"ocr_preset": "onnxruntime"},
        {"head_budget_chars": 300},
        {"marker_style": "xml"},
        {"report_token_budget": 5000},
        {"primary_model": "claude-opus-5-5"},
        {"fallback_model": "claude-sonnet-5-5"},
        {"entropy_alert_threshold": 0.5},
        {"compliance_alert_threshold": 0.8},
        {"price_table": Path("prices.json")},
    ],
)
def test_an_option_that_can_change_a_result_changes_the_report_cache_key(change: dict[str, object]) -> None:
    assert key(**change) != key()


@pytest.mark.parametrize(
    "change",
    [
        {"ocr_workers": 3},
        {"ocr_cache_mb": 0},
        {"model_timeout_s": 7.0},
        {"model_max_retries": 5},
        {"report_deadline_s": 99.0},
        {"model_concurrency": 9},
        {"concurrency": 8},
        {"force": True},
        {"out": Path("elsewhere")},
        {"inputs": [Path("other")]},
        {"report_timeout_s": 60.0},
        {"dask_address": "tcp://127.0.0.1:8786"},
    ],
)
def test_an_option_that_only_changes_how_a_run_goes_keeps_the_report_cache_key(change: dict[str, object]) -> None:
    assert key(**change) == key()


def test_the_extractor_is_in_the_report_cache_key() -> None:
    options = RunOptions(inputs=[Path("in")])
    assert report_cache_key(ITEM, options, "rules") != report_cache_key(ITEM, options, "claude")
