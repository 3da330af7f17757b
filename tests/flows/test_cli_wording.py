"""Error and warning lines say the right thing (issue 25.14): `review --html` to a folder that
refuses the page names --html, and a state file that is not a file reads as a sentence."""

from __future__ import annotations

import hashlib
import logging
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from schemas.types import ReportOutcome, ReportStatus
from tasks.clean.boilerplate import load_memory, memory_path
from tasks.output.sink import write_results
from tests.paths import ROOT
from tests.procs import as_plain_user


def test_review_html_to_an_unwritable_folder_names_html_not_out(tmp_path: Path) -> None:
    out, closed = tmp_path / "out", tmp_path / "closed"
    row = ReportOutcome(
        doc_id=hashlib.sha256(b"a").hexdigest(), source_path="/r/a.pdf", status=ReportStatus.OK, extractor="rules"
    )
    write_results(out, [row], run_id="r1", pipeline_version="v", processed_at=datetime(2026, 12, 2, tzinfo=UTC))
    closed.mkdir(mode=0o555)
    result = subprocess.run(
        [sys.executable, "-m", "flows.cli", "review", str(out), "--html", str(closed / "r.html"), "--no-context"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=as_plain_user,
    )
    assert result.returncode == 8, result.stdout + result.stderr
    (line,) = result.stderr.strip().splitlines()
    assert line.startswith(f"error: cannot write {closed}") and "Permission denied" in line
    assert "--html" in line and "--out" not in line
    assert not list(closed.iterdir())


def test_a_folder_in_place_of_the_memory_reads_as_a_sentence(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    memory_path(tmp_path).mkdir(parents=True)
    with caplog.at_level(logging.WARNING, logger="digest"):
        assert load_memory(tmp_path).reports == 0
    assert f"{memory_path(tmp_path)}: not a regular file (folder)" in caplog.text
    assert " is cannot" not in caplog.text and " is not a regular" not in caplog.text
