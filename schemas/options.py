"""The options each stage takes, with their defaults (stated here only).

`flows.settings.RunOptions` nests one of each (`options.ocr`, `.prompt`, `.model`, `.alerts`), and
each stage entry point takes its own: `ingest(path, options=OcrOptions)`, `build_prompt(…,
options=PromptOptions)`, `ClaudeExtractor(…, options=ModelOptions)`, `assess(…, options=AlertOptions)`.

A field's public name is its alias when it has one (`OcrOptions.engine` is `ocr_engine`): the name of
its `DIGEST_<NAME>` environment variable and of its `digest run` keyword, kept from when the options
were one flat list. A field annotated `RUN_ONLY` changes how a run goes (speed, patience, which
reports) and never what a report's row holds, so it stays out of the report-cache key
(`result_settings`); every other field is in it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic_core import to_jsonable_python

OcrEngineChoice = Literal["auto", "rapidocr", "tesseract"]
# How RapidOCR runs (tasks/ingest/ocr.py RAPID_PRESETS): fast = OpenVINO, detection on the page
# shrunk to 1,280 px, no line classifier, one line per recogniser call (measured best, docs/ocr.md).
OcrPreset = Literal["fast", "onnxruntime", "legacy"]
MarkerStyle = Literal["none", "brackets", "xml"]

DEFAULT_PRIMARY_MODEL = "claude-sonnet-5-5"
DEFAULT_FALLBACK_MODEL = "claude-haiku-5-5"


class RunOnly:
    """Marks a field that cannot change a report's result (see the module docstring)."""

    def __repr__(self) -> str:
        return "RUN_ONLY"


RUN_ONLY = RunOnly()


class StageOptions(BaseModel):
    """Frozen; by field name or by public name; unknown names refused."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_by_name=True, validate_by_alias=True)

    @classmethod
    def public_names(cls) -> dict[str, str]:
        """Public name -> field name."""
        return {(info.alias or name): name for name, info in cls.model_fields.items()}


class OcrOptions(StageOptions):
    engine: OcrEngineChoice = Field(
        "auto", alias="ocr_engine", description="auto: rapidocr (measured best), Tesseract for English pages"
    )
    language: str = Field("chi_sim+eng", alias="ocr_language")
    dpi: int | None = Field(
        None, alias="ocr_dpi", ge=72, le=600, description="None: the engine's own (300 for both engines)"
    )
    workers: Annotated[int | None, RUN_ONLY] = Field(
        None, alias="ocr_workers", ge=1, le=64, description="OCR processes, shared by all reports; None: one per core"
    )
    # as OCRmyPDF's default tesseract timeout; a page that runs past it is read as empty
    page_timeout_s: float = Field(
        180.0,
        alias="ocr_page_timeout_s",
        gt=0,
        description="an OCR page still running after this is recorded as failed",
    )
    # as OCRmyPDF's --skip-big; an A4 page at 300 dpi is 8.7 MP
    max_megapixels: float = Field(
        50.0, alias="ocr_max_megapixels", gt=0, description="pages (or images on them) bigger than this are not OCRed"
    )
    preset: OcrPreset = Field(
        "fast",
        alias="ocr_preset",
        description="how RapidOCR runs: fast (OpenVINO, measured best) | onnxruntime | legacy (the plan before)",
    )
    # the page OCR cache only saves time: a page read from it is what reading it again would give
    cache_mb: Annotated[int, RUN_ONLY] = Field(
        1024,
        alias="ocr_cache_mb",
        ge=0,
        description="size cap of the page OCR cache under OUT/state/ocr-cache; 0: none",
    )


class PromptOptions(StageOptions):
    head_budget_chars: int = Field(1200, ge=0)
    marker_style: MarkerStyle = Field("none", description="entity markers in the prompt (none: measured best)")
    token_budget: int | None = Field(
        None,
        alias="report_token_budget",
        gt=0,
        description="input tokens per report; the prompt body is trimmed to fit",
    )


class ModelOptions(StageOptions):
    primary: str = Field(DEFAULT_PRIMARY_MODEL, alias="primary_model")
    fallback: str = Field(DEFAULT_FALLBACK_MODEL, alias="fallback_model")
    timeout_s: Annotated[float, RUN_ONLY] = Field(60.0, alias="model_timeout_s", gt=0)
    max_retries: Annotated[int, RUN_ONLY] = Field(2, alias="model_max_retries", ge=0)
    deadline_s: Annotated[float, RUN_ONLY] = Field(
        300.0, alias="report_deadline_s", gt=0, description="the longest a report waits for the model, retries included"
    )
    concurrency: Annotated[int, RUN_ONLY] = Field(
        4, alias="model_concurrency", ge=1, le=256, description="model requests in flight at once, process-wide"
    )
    breaker_failures: Annotated[int, RUN_ONLY] = Field(
        5,
        alias="model_breaker_failures",
        ge=1,
        description="after this many consecutive unavailable model calls the run stops calling the model",
    )


class AlertOptions(StageOptions):
    entropy_threshold: float = Field(
        1.0, alias="entropy_alert_threshold", description="alert when input_entropy_score is below this"
    )
    compliance_threshold: float = Field(
        0.95, alias="compliance_alert_threshold", description="alert when output_format_compliance is below this"
    )


def result_settings(options: BaseModel) -> dict[str, Any]:
    """The fields that can change a report's result (all but the RUN_ONLY ones), nested options
    included, as JSON-ready values."""
    settings: dict[str, Any] = {}
    for name, info in type(options).model_fields.items():
        if any(isinstance(marker, RunOnly) for marker in info.metadata):
            continue
        value = getattr(options, name)
        settings[name] = result_settings(value) if isinstance(value, BaseModel) else value
    return to_jsonable_python(settings)
