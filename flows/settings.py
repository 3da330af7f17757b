"""The one validated options model, and the one place that reads environment variables
(DIGEST_* onto RunOptions; ANTHROPIC_API_KEY and ANTHROPIC_BASE_URL onto Environment)."""

from __future__ import annotations

from datetime import date
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, EnvSettingsSource, PydanticBaseSettingsSource, SettingsConfigDict

from flows.runtime import DEFAULT_SERVER_IDLE_MINUTES
from schemas.options import (
    DEFAULT_FALLBACK_MODEL,
    DEFAULT_PRIMARY_MODEL,
    RUN_ONLY,
    AlertOptions,
    ModelOptions,
    OcrOptions,
    PromptOptions,
    StageOptions,
    result_settings,
)

PIPELINE_VERSION = "0.2.0"
__all__ = [
    "DEFAULT_FALLBACK_MODEL",
    "DEFAULT_PRIMARY_MODEL",
    "ENV_PREFIX",
    "PIPELINE_VERSION",
    "Environment",
    "RunOptions",
    "ServerOptions",
]

ExtractorName = Literal["rules", "claude"]
# A broker report is 0.1-20 MB as a PDF and under 1 MB as text. A whole run on a .txt peaks at
# about 0.37 GB + 57x its size (one line, the worst case measured; docs/faults.md), so 4 MB keeps
# it near 0.6 GB; a PDF costs far less per byte.
DEFAULT_MAX_INPUT_MB: dict[Literal["pdf", "txt"], float] = {"pdf": 200.0, "txt": 4.0}


class Environment(BaseSettings):
    """Secrets and endpoints from the environment. Nothing else reads os.environ."""

    model_config = SettingsConfigDict(extra="ignore")

    anthropic_api_key: SecretStr | None = None
    anthropic_base_url: str | None = None


ENV_PREFIX = "DIGEST_"


class ServerOptions(BaseSettings):
    """How long the local Prefect server that `digest` starts is kept after its last use
    (flows/local_server.py): DIGEST_SERVER_IDLE_MINUTES, or --server-idle-minutes. 0: a temporary
    server for each run instead. Not a run option: it does not travel with the flow's parameters."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore", frozen=True)

    server_idle_minutes: float = Field(DEFAULT_SERVER_IDLE_MINUTES, ge=0, le=7 * 24 * 60)


class RunOptions(BaseSettings):
    """Everything a run can be told; the flow takes it as its parameter. Sources, first wins: the
    CLI flags given (or the flow's parameters), then DIGEST_<NAME> environment variables
    (DIGEST_CONCURRENCY=4, DIGEST_OCR_ENGINE=tesseract, DIGEST_OUT=/data/out), then the defaults.

    The stage options are nested (`options.ocr.engine`) and keep their flat public names
    (schemas/options.py): `RunOptions(ocr_engine="tesseract")`, DIGEST_OCR_ENGINE, and
    `options.ocr_engine` all mean `options.ocr.engine`."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="forbid", frozen=True)

    inputs: Annotated[list[Path], RUN_ONLY] = Field(min_length=1, description="PDF/.txt files or folders")
    out: Annotated[Path, RUN_ONLY] = Path("out")
    # RUN_ONLY: the report-cache key takes the resolved extractor name instead
    extractor: Annotated[ExtractorName | None, RUN_ONLY] = Field(
        None, description="None: claude when ANTHROPIC_API_KEY is set, else rules"
    )
    force: Annotated[bool, RUN_ONLY] = False
    ocr: OcrOptions = OcrOptions()
    prompt: PromptOptions = PromptOptions()
    model: ModelOptions = ModelOptions()
    alerts: AlertOptions = AlertOptions()
    concurrency: Annotated[int, RUN_ONLY] = Field(2, ge=1, le=64)
    report_timeout_s: Annotated[float, RUN_ONLY] = Field(
        900.0, gt=0, description="a report still running after this becomes an error row"
    )
    batch: Annotated[bool, RUN_ONLY] = Field(
        False, description="submit the primary requests as Message Batches (half price)"
    )
    batch_poll_interval_s: Annotated[float, RUN_ONLY] = Field(30.0, gt=0)
    batch_max_wait_s: Annotated[float | None, RUN_ONLY] = Field(
        None, gt=0, description="stop polling after this; a rerun resumes. None: until it ends"
    )
    max_input_mb: Annotated[dict[Literal["pdf", "txt"], float], RUN_ONLY] = Field(
        default_factory=lambda: dict(DEFAULT_MAX_INPUT_MB),
        description="per kind of input: bigger files get an error row, unread",
    )
    price_table: Path | None = Field(None, description="JSON like schemas/model_prices.json; None: that file")
    since: Annotated[date | None, RUN_ONLY] = Field(
        None, description="backfill: only reports dated on or after this (tasks/ingest/dates.py)"
    )
    until: Annotated[date | None, RUN_ONLY] = Field(None, description="backfill: only reports dated on or before this")
    dask_address: Annotated[str | None, RUN_ONLY] = Field(
        None,
        pattern=r"^(tcp|tls|inproc|ucx)://",
        description="run the per-report tasks on this Dask scheduler; None: local threads",
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        assert isinstance(env_settings, EnvSettingsSource)
        return (
            init_settings,
            StageEnvironment(settings_cls, env_settings),
            env_settings,
            dotenv_settings,
            file_secret_settings,
        )

    @model_validator(mode="before")
    @classmethod
    def _nest_public_names(cls, data: Any) -> Any:
        """`ocr_engine=…` (a flag, or a flat parameter) -> `ocr={"ocr_engine": …}`. A flat name wins
        over the same option nested (the environment's, merged in below the flags by field name).
        Nested options are passed on by public name, so that an error names the option as the
        user knows it (`ocr.ocr_engine`, not `ocr.engine`)."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        for stage, model in stage_models().items():
            nested = data.get(stage, {})
            nested = (
                nested.model_dump(by_alias=True)
                if isinstance(nested, BaseModel)
                else dict(nested)
                if isinstance(nested, dict)
                else nested
            )
            if not isinstance(nested, dict):
                continue  # not options: the validation error says so
            for public, name in model.public_names().items():
                if name in nested and name != public:
                    value = nested.pop(name)
                    nested.setdefault(public, value)
                if public in data and public not in cls.model_fields:
                    nested[public] = data.pop(public)
            data[stage] = nested
        return data

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

    def __getattr__(self, name: str) -> Any:
        if (found := stage_public_names().get(name)) is not None:
            stage, field = found
            return getattr(getattr(self, stage), field)
        return super().__getattr__(name)  # type: ignore[misc]

    def resolved_extractor(self, environment: Environment) -> ExtractorName:
        if self.extractor:
            return self.extractor
        return "claude" if environment.anthropic_api_key else "rules"

    def result_settings(self, extractor_name: str) -> dict[str, Any]:
        """What can change a report's result: the extractor and every option not marked RUN_ONLY."""
        return {"extractor": extractor_name} | result_settings(self)


@cache
def stage_models() -> dict[str, type[StageOptions]]:
    """RunOptions field -> its stage options model: {"ocr": OcrOptions, …}."""
    return {
        stage: info.annotation
        for stage, info in RunOptions.model_fields.items()
        if isinstance(info.annotation, type) and issubclass(info.annotation, StageOptions)
    }


@cache
def stage_public_names() -> dict[str, tuple[str, str]]:
    """Public name of every stage option (`ocr_engine`) -> (RunOptions field, stage field): ("ocr", "engine")."""
    return {
        public: (stage, name)
        for stage, model in stage_models().items()
        for public, name in model.public_names().items()
    }


class StageEnvironment(PydanticBaseSettingsSource):
    """DIGEST_<public name> variables of the stage options (DIGEST_OCR_ENGINE -> ocr.engine), read
    from the same variables the standard source loaded."""

    def __init__(self, settings_cls: type[BaseSettings], env: EnvSettingsSource) -> None:
        super().__init__(settings_cls)
        self._env = env

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False  # everything is in __call__

    def __call__(self) -> dict[str, Any]:
        found: dict[str, dict[str, Any]] = {}
        for public, (stage, name) in stage_public_names().items():
            variable = f"{ENV_PREFIX}{public}"
            value = self._env.env_vars.get(variable if self._env.case_sensitive else variable.lower())
            if value is not None:
                found.setdefault(stage, {})[name] = (
                    value  # by field name, as a nested parameter gives it: the merge keeps the one given
                )
        return found
