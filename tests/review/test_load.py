"""What `review` and `show` read back from OUT stays in OUT: a crafted doc_id or a planted link
never reads a file beside it (issue 25.4), on real files and through the real `digest` command."""

from __future__ import annotations

import hashlib
import json
import logging
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from schemas.errors import UnknownReportError
from schemas.types import ReportOutcome, ReportStatus, ReviewEntry
from tasks.output.sink import write_results, write_review_entry
from tasks.review.html import build_review_html
from tasks.review.load import SourceTexts, find_row, load_latest, read_review_entry
from tests.paths import ROOT

NOW = datetime(2026, 12, 2, 8, 0, tzinfo=UTC)
SECRET = "TOP-SECRET-CONTENT"
CRAFTED = "../../secret"


def outcome(doc_id: str, name: str) -> ReportOutcome:
    return ReportOutcome(
        doc_id=doc_id,
        source_path=f"/r/{name}.pdf",
        status=ReportStatus.NEEDS_REVIEW,
        alerts=["x: y"],
        review=ReviewEntry(prompt="p", raw_answers={"primary": "a"}, reasons=["x: y"]),
        extractor="rules",
        seconds=1.0,
    )


@pytest.fixture
def crafted_out(tmp_path: Path) -> Path:
    """OUT whose results hold a crafted doc_id and a real one whose entry is a link out of OUT;
    secret.json beside OUT is what `review_queue/../../secret.json` names."""
    out = tmp_path / "out"
    (tmp_path / "secret.json").write_text(json.dumps({"reasons": [SECRET], "prompt": SECRET}))
    real, linked = hashlib.sha256(b"real").hexdigest(), hashlib.sha256(b"linked").hexdigest()
    write_results(
        out,
        [outcome(CRAFTED, "crafted"), outcome(real, "real"), outcome(linked, "linked")],
        run_id="r1",
        pipeline_version="v",
        processed_at=NOW,
    )
    write_review_entry(out, outcome(real, "real"), run_id="r1")
    (out / "review_queue" / f"{linked}.json").symlink_to(tmp_path / "secret.json")
    return out


def test_a_crafted_doc_id_is_skipped_and_never_becomes_a_path(
    crafted_out: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="digest"):
        frame = load_latest(crafted_out)
        direct = read_review_entry(crafted_out, CRAFTED)
        page, count = build_review_html(crafted_out, SourceTexts(enabled=False), generated_at=NOW)

    assert CRAFTED not in frame["doc_id"].to_list() and frame.height == 2
    assert "whose doc_id is not a sha256" in caplog.text and repr(CRAFTED) in caplog.text
    assert direct is None and "not a doc_id" in caplog.text
    with pytest.raises(UnknownReportError):
        find_row(frame, CRAFTED[:9])
    linked = frame.filter(frame["source_path"] == "/r/linked.pdf")["doc_id"][0]
    assert read_review_entry(crafted_out, linked) is None and "is a symlink" in caplog.text
    real = read_review_entry(crafted_out, hashlib.sha256(b"real").hexdigest())
    assert real is not None and real["reasons"] == ["x: y"]  # a real entry still reads
    assert count == 2 and SECRET not in page


@pytest.mark.slow
def test_show_and_review_never_print_a_file_beside_out(crafted_out: Path, tmp_path: Path) -> None:
    digest = [sys.executable, "-m", "flows.cli"]
    linked = hashlib.sha256(b"linked").hexdigest()
    shown = subprocess.run(
        [*digest, "show", CRAFTED, "--out", str(crafted_out)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert shown.returncode == 2 and SECRET not in shown.stdout + shown.stderr, shown.stdout + shown.stderr
    assert "whose doc_id is not a sha256" in shown.stderr and "no report matches" in shown.stderr
    link = subprocess.run(
        [*digest, "show", linked[:12], "--out", str(crafted_out)], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert link.returncode == 0 and SECRET not in link.stdout + link.stderr, link.stdout + link.stderr
    assert "is a symlink" in link.stderr
    html = tmp_path / "review.html"
    reviewed = subprocess.run(
        [*digest, "review", str(crafted_out), "--html", str(html), "--no-context"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert reviewed.returncode == 0, reviewed.stderr
    assert SECRET not in html.read_text("utf-8") and "2 reports" in reviewed.stdout
