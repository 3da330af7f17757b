"""One options model: CLI flags, then DIGEST_* environment variables, then defaults; env read in one place."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from flows.cli import options_from_flags
from flows.settings import RunOptions
from schemas.errors import ConfigError
from tests.paths import ROOT


def test_environment_variables_map_onto_the_options(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DIGEST_CONCURRENCY", "6")
    monkeypatch.setenv("DIGEST_OCR_ENGINE", "tesseract")
    monkeypatch.setenv("DIGEST_OUT", str(tmp_path / "elsewhere"))
    monkeypatch.setenv("DIGEST_PRIMARY_MODEL", "claude-sonnet-5")
    options = options_from_flags(inputs=[tmp_path], out=None, concurrency=None, force=None)
    assert (options.concurrency, options.ocr_engine, options.out, options.primary_model) == (
        6,
        "tesseract",
        tmp_path / "elsewhere",
        "claude-sonnet-5",
    )
    assert options.force is False and options.fallback_model == "claude-haiku-5-5"  # defaults for the rest


def test_a_flag_given_wins_over_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("DIGEST_CONCURRENCY", "6")
    monkeypatch.setenv("DIGEST_FORCE", "false")
    options = options_from_flags(inputs=[tmp_path], concurrency=3, force=True)
    assert (options.concurrency, options.force) == (3, True)


def test_a_bad_environment_value_stops_with_exit_code_2_naming_the_option(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("DIGEST_OCR_ENGINE", "easyocr")
    with pytest.raises(ConfigError) as stopped:
        options_from_flags(inputs=[tmp_path])
    assert stopped.value.exit_code == 2
    assert "DIGEST_OCR_ENGINE='easyocr'" in str(stopped.value) and "\n" not in str(stopped.value)


def test_unknown_options_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValidationError, match="concurency"):
        RunOptions(inputs=[tmp_path], concurency=3)


def test_environment_variables_are_read_only_in_flows_settings() -> None:
    reading = re.compile(r"os\.getenv\(|os\.environ\.get\(|os\.environ\[[^\]]+\](?!\s*=)|environ\.copy\(\)")
    readers = [
        f"{path.relative_to(ROOT)}:{number}"
        for folder in ("flows", "tasks", "schemas")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if reading.search(line)
    ]
    assert readers == [], "read environment variables in flows/settings.py only"
