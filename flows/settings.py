"""The one validated options model, and the one place that reads environment variables
(DIGEST_* onto RunOptions; ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL onto Environment)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

PIPELINE_VERSION = "0.1.0"
DEFAULT_PRIMARY_MODEL = "claude-sonnet-5-5"
DEFAULT_FALLBACK_MODEL = "claude-haiku-5-5"

ExtractorName = Literal["rules", "claude"]
# A broker report is 0.1-20 MB as a PDF and under 1 MB as text; a .txt costs about 35x its size in
# memory while it is normalised (README, "Faults"), a PDF far less per byte.
DEFAULT_MAX_INPUT_MB: dict[Literal["pdf", "txt"], float] = {"pdf": 200.0, "txt": 10.0}


class Environment(BaseSettings):
    """Secrets and endpoints from the environment. Nothing else reads os.environ."""

    model_config = SettingsConfigDict(extra="ignore")

    anthropic_api_key: SecretStr | None = None
    anthropic_base_url: str | None = None


ENV_PREFIX = "DIGEST_"


class RunOptions(BaseSettings):
    """Everything a run can be told; the flow takes it as its parameter. Sources, first wins: the
    CLI flags given (or the flow's parameters), then DIGEST_<FIELD> environment variables
    (DIGEST_CONCURRENCY=4, DIGEST_OCR_ENGINE=tesseract, DIGEST_OUT=/data/out), then the defaults."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="forbid", frozen=True)

    inputs: list[Path] = Field(min_length=1, description="PDF/.txt files or folders")
    out: Path = Path("out")
    extractor: ExtractorName | None = Field(None, description="None: claude when ANTHROPIC_API_KEY is set, else rules")
    force: bool = False
    primary_model: str = DEFAULT_PRIMARY_MODEL
    fallback_model: str = DEFAULT_FALLBACK_MODEL
    ocr_language: str = "chi_sim+eng"
    ocr_engine: Literal["auto", "rapidocr", "tesseract"] = Field("auto", description="auto: rapidocr (measured best), Tesseract for English pages")
    ocr_dpi: int | None = Field(None, ge=72, le=600, description="None: the engine's own (rapidocr 250, tesseract 300)")
    ocr_workers: int | None = Field(None, ge=1, le=64, description="OCR processes, shared by all reports; None: one per core")
    ocr_page_timeout_s: float = Field(180.0, gt=0, description="an OCR page still running after this is recorded as failed")
    ocr_max_megapixels: float = Field(50.0, gt=0, description="pages (or images on them) bigger than this are not OCRed")
    max_input_mb: dict[Literal["pdf", "txt"], float] = Field(
        default_factory=lambda: dict(DEFAULT_MAX_INPUT_MB), description="per kind of input: bigger files get an error row, unread"
    )
    model_breaker_failures: int = Field(5, ge=1, description="after this many consecutive unavailable model calls the run stops calling the model")
    head_budget_chars: int = Field(1200, ge=0)
    marker_style: Literal["none", "brackets", "xml"] = Field("none", description="entity markers in the prompt (none: measured best)")
    entropy_alert_threshold: float = 1.0
    compliance_alert_threshold: float = 0.95
    concurrency: int = Field(2, ge=1, le=64)
    model_timeout_s: float = Field(60.0, gt=0)
    model_max_retries: int = Field(2, ge=0)
    report_deadline_s: float = Field(300.0, gt=0)
    report_timeout_s: float = Field(900.0, gt=0, description="a report still running after this becomes an error row")
    report_token_budget: int | None = Field(None, gt=0, description="input tokens per report; the prompt body is trimmed to fit")
    model_concurrency: int = Field(4, ge=1, le=256, description="model requests in flight at once, process-wide")
    batch: bool = Field(False, description="submit the primary requests as Message Batches (half price)")
    batch_poll_interval_s: float = Field(30.0, gt=0)
    batch_max_wait_s: float | None = Field(None, gt=0, description="stop polling after this; a rerun resumes. None: until it ends")
    price_table: Path | None = Field(None, description="JSON like schemas/model_prices.json; None: that file")
    since: date | None = Field(None, description="backfill: only reports dated on or after this (tasks/ingest/dates.py)")
    until: date | None = Field(None, description="backfill: only reports dated on or before this")
    dask_address: str | None = Field(None, pattern=r"^(tcp|tls|inproc|ucx)://", description="run the per-report tasks on this Dask scheduler; None: local threads")

    @field_validator("max_input_mb", mode="after")
    @classmethod
    def _every_kind(cls, value: dict[str, float]) -> dict[str, float]:
        if any(mb <= 0 for mb in value.values()):
            raise ValueError("--max-input-mb sizes must be positive")
        return DEFAULT_MAX_INPUT_MB | value

    @model_validator(mode="after")
    def _since_before_until(self) -> RunOptions:
        if self.since and self.until and self.since > self.until:
            raise ValueError(f"--since {self.since} is after --until {self.until}")
        return self

    def resolved_extractor(self, environment: Environment) -> ExtractorName:
        if self.extractor:
            return self.extractor
        return "claude" if environment.anthropic_api_key else "rules"
