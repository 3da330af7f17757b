"""Hostile state in OUT and a faulty API, each on real files and real HTTP (issue 16). The CLI
runs with real processes and signals are in tests/test_faults_cli.py."""

from __future__ import annotations

import json
import os
import pickle
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl
import pytest
from rich.console import Console

from schemas.errors import ModelUnavailableError
from schemas.options import ModelOptions, OcrOptions
from schemas.types import ReportOutcome, ReportStatus
from tasks.clean.boilerplate import BoilerplateMemory, load_memory, memory_path, previous_path
from tasks.extract.breaker import CircuitBreaker
from tasks.extract.claude import ClaudeExtractor
from tasks.files.lock import Claims, RunLease, run_is_live
from tasks.ingest.discover import discover
from tasks.output.commit import commit_run, recover
from tasks.output.sink import done_doc_ids, review_index
from tasks.output.state import ReportRecords, readable_parquet
from tasks.output.terminal import markup_safe, plain
from tests.builders import GOOD, KEY, REQUEST, Payload
from tests.fake_anthropic import FakeAnthropic, FakeError, FakeRaw, FakeReply

NOW = datetime(2026, 12, 3, 8, 0, tzinfo=UTC)


def outcome(doc_id: str, *, alerts: list[str] | None = None, status: ReportStatus = ReportStatus.OK) -> ReportOutcome:
    from schemas.types import ReviewEntry

    review = ReviewEntry(prompt="p", raw_answers={"primary": "a"}, reasons=list(alerts or [])) if alerts else None
    return ReportOutcome(
        doc_id=doc_id,
        source_path=f"/r/{doc_id}.pdf",
        status=status,
        alerts=list(alerts or []),
        review=review,
        extractor="rules",
        seconds=1.0,
    )


# ---------------------------------------------------------------- 1. records are data, never code


def test_a_planted_pickle_record_never_runs_and_the_report_is_redone(tmp_path: Path) -> None:
    marker = tmp_path / "payload-ran"
    records = ReportRecords(tmp_path / "cache")
    records.path("key-a").write_bytes(pickle.dumps(Payload(marker)))
    assert records.read("key-a", "a") is None
    assert not marker.exists()
    assert "not a valid report record" in records.problems[0]


def test_a_record_round_trips_and_a_forged_one_for_another_report_is_refused(tmp_path: Path) -> None:
    records = ReportRecords(tmp_path, run_id="run-1")
    original = outcome("a", alerts=["low_input_entropy: 0.5 < 1.0"])
    records.write("key-a", original)
    assert records.read("key-a", "a") == original
    (tmp_path / "key-b").write_bytes((tmp_path / "key-a").read_bytes())  # renamed onto another key
    assert records.read("key-b", "b") is None and "another report" in records.problems[-1]


@pytest.mark.parametrize(
    "content",
    [
        b"[]",
        b"null",
        b'{"format": "research-digest/report-record", "version": 1, "key": "k", "outcome": {"doc_id": 3}}',
        b'{"metadata": {"stor',
    ],
)
def test_records_of_the_wrong_shape_are_redone(tmp_path: Path, content: bytes) -> None:
    records = ReportRecords(tmp_path)
    (tmp_path / "k").write_bytes(content)
    assert records.read("k", "a") is None and len(records.problems) == 1


def test_a_folder_or_fifo_in_place_of_a_record_is_redone_and_never_blocks(tmp_path: Path) -> None:
    records = ReportRecords(tmp_path)
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    assert records.read("folder") is None and records.read("fifo") is None
    assert ["folder" in records.problems[0], "FIFO" in records.problems[1]] == [True, True]
    records.write("folder", outcome("a"))  # the folder is in the way: a warning, not an exception
    assert (tmp_path / "folder").is_dir()


# ---------------------------------------------------------------- 6. the boilerplate memory


def saved_memory(out: Path, reports: int) -> BoilerplateMemory:
    memory = BoilerplateMemory()
    for n in range(reports):
        memory.learn(f"doc{n}", "国元证券", [f"k{n}", "shared"])
    memory.save(out)
    return memory


@pytest.mark.parametrize(
    "content",
    [
        "[]",
        "null",
        '{"version": 1, "reports": "x", "entries": {}}',
        '{"version": 1, "reports": [], "entries": {"k": ["1"]}}',
    ],
)
def test_boilerplate_of_the_wrong_type_is_moved_aside_and_the_previous_generation_used(
    tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    saved_memory(tmp_path, 3)
    saved_memory(tmp_path, 5)  # the 3-report generation becomes boilerplate.prev.json... merged: 5 reports
    memory_path(tmp_path).write_text(content)
    memory = load_memory(tmp_path)
    assert memory.reports == 3  # the generation before the last save
    assert "moved aside" in caplog.text and "previous generation" in caplog.text
    assert len(list(memory_path(tmp_path).parent.glob("boilerplate.json.corrupt-*"))) == 1


def test_a_truncated_memory_never_costs_the_memory(tmp_path: Path) -> None:
    saved_memory(tmp_path, 4)
    saved_memory(tmp_path, 6)
    good = memory_path(tmp_path).read_bytes()
    memory_path(tmp_path).write_bytes(good[: len(good) // 2])
    later = BoilerplateMemory()
    later.learn("new", None, ["x"])
    later.save(tmp_path)  # the torn file is moved aside, the previous generation merged with the new report
    assert BoilerplateMemory.load(tmp_path).reports == 4 + 1
    assert previous_path(tmp_path).exists()


def test_two_savers_merge_and_lose_no_report(tmp_path: Path) -> None:
    first, second = BoilerplateMemory.load(tmp_path), BoilerplateMemory.load(tmp_path)  # both start from nothing
    for n in range(50):
        first.learn(f"a{n}", None, ["s"])
        second.learn(f"b{n}", None, ["s"])
    threads = [threading.Thread(target=m.save, args=(tmp_path,)) for m in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    merged = json.loads(memory_path(tmp_path).read_bytes())
    assert len(merged["reports"]) == 100 and merged["entries"]["s"] == [100]


# ---------------------------------------------------------------- 5. consistent outputs, torn Parquet


def test_a_torn_parquet_is_skipped_with_a_warning_naming_it(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    commit_run(tmp_path, [outcome("a")], run_id="run-1", pipeline_version="v", processed_at=NOW)
    torn = tmp_path / "results" / "run_date=2026-12-03" / "torn.parquet"
    torn.write_bytes(b"PAR1" + b"\0" * 100)
    assert readable_parquet(sorted(torn.parent.glob("*.parquet"))) == [torn.parent / "run-1.parquet"]
    assert done_doc_ids(tmp_path, "v", "rules") == {"a"}
    assert str(torn) in caplog.text and "skipping unreadable Parquet" in caplog.text


def test_a_run_that_fails_before_its_results_leaves_nothing_and_a_dead_runs_staging_is_removed(tmp_path: Path) -> None:
    from schemas.types import PageInfo

    out = tmp_path / "out"
    first = outcome("a" * 64, alerts=["x: y"])
    first.page_infos = [PageInfo(number=1, source="text", start=0, end=10)]
    commit_run(out, [first], run_id="run-1", pipeline_version="v", processed_at=NOW)
    # what a run killed between staging and its results leaves: a pending pages file and staged entries
    pending = out / "pages" / "run_date=2026-12-03" / "run-2.parquet.pending"
    pending.write_bytes(b"staged")
    (out / "review_queue" / ".staged" / "run-2").mkdir(parents=True)
    (out / "review_queue" / ".staged" / "run-2" / "b.json").write_text("{}")
    assert pl.scan_parquet(str(out / "pages" / "**" / "*.parquet")).collect()["run_id"].to_list() == [
        "run-1"
    ]  # .pending unseen
    recover(out)
    assert not pending.exists() and not (out / "review_queue" / ".staged" / "run-2").exists()
    assert [r["doc_id"] for r in review_index(out)] == ["a" * 64]


def test_a_live_runs_staging_is_left_alone(tmp_path: Path) -> None:
    lease = RunLease(tmp_path, "run-live")
    staged = tmp_path / "review_queue" / ".staged" / "run-live"
    staged.mkdir(parents=True)
    assert run_is_live(tmp_path, "run-live")
    recover(tmp_path)
    assert staged.exists()
    lease.release()
    assert not run_is_live(tmp_path, "run-live")


def test_claims_leave_a_report_to_the_live_run_that_holds_it(tmp_path: Path) -> None:
    lease = RunLease(tmp_path, "run-a")
    assert Claims(tmp_path, "run-a").claim(["doc", "a-only"]) == {}
    assert Claims(tmp_path, "run-b").claim(["doc", "b-only"]) == {"doc": "run-a"}
    lease.release()  # run-a died without committing: run-b may now take it
    assert Claims(tmp_path, "run-b").claim(["doc"]) == {}


def test_a_full_disk_leaves_no_staged_file_and_the_earlier_results(tmp_path: Path) -> None:
    from tasks.output.commit import OutputError

    out = tmp_path / "out"
    commit_run(out, [outcome("a")], run_id="run-1", pipeline_version="v", processed_at=NOW)
    before = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file() and "locks" not in p.parts)
    (out / "results" / "run_date=2026-12-03").chmod(0o500)  # the results folder refuses the new file
    try:
        if os.access(out / "results" / "run_date=2026-12-03", os.W_OK):
            pytest.skip("running as a user that ignores permissions")
        with pytest.raises(OutputError, match=r"cannot write .*Permission denied"):
            commit_run(out, [outcome("b", alerts=["x: y"])], run_id="run-2", pipeline_version="v", processed_at=NOW)
    finally:
        (out / "results" / "run_date=2026-12-03").chmod(0o700)
    after = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file() and "locks" not in p.parts)
    assert after == before


# ---------------------------------------------------------------- 2. inputs


def test_a_fifo_and_an_oversized_input_get_error_rows_without_being_opened(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "stuck.pdf")
    (tmp_path / "big.txt").write_bytes(b"x" * 2_000_000)
    (tmp_path / "small.txt").write_text("维持增持评级")
    found = {Path(i.path).name: i for i in discover([tmp_path], max_input_mb={"pdf": 200, "txt": 1})}
    assert "not a regular file (FIFO)" in found["stuck.pdf"].read_error
    assert "over the 1 MB limit for .txt inputs" in found["big.txt"].read_error
    assert found["small.txt"].read_error is None


# ---------------------------------------------------------------- 7. the model API


def extractor(api: FakeAnthropic, breaker: CircuitBreaker | None = None, **overrides: Any) -> ClaudeExtractor:
    options = ModelOptions(**({"timeout_s": 2.0, "deadline_s": 20.0, "max_retries": 2} | overrides))
    return ClaudeExtractor(api_key=KEY, base_url=api.base_url, options=options, breaker=breaker)


@pytest.mark.parametrize("malformed", [FakeRaw.torn_json(), FakeRaw.html_page(), FakeRaw(200, "null")])
def test_a_malformed_200_body_is_retried_like_a_5xx(malformed: FakeRaw) -> None:
    with FakeAnthropic() as api:
        api.script(malformed, FakeReply(text=GOOD))
        assert extractor(api).extract(REQUEST).text == GOOD
        assert len(api.message_requests()) == 2


def test_a_malformed_body_every_time_is_model_unavailable() -> None:
    with FakeAnthropic() as api:
        api.script(*[FakeRaw.html_page()] * 3)
        with pytest.raises(ModelUnavailableError, match="malformed body"):
            extractor(api).extract(REQUEST)
        assert len(api.message_requests()) == 3


def test_the_circuit_breaker_stops_calling_a_dead_api(caplog: pytest.LogCaptureFixture) -> None:
    with FakeAnthropic() as api:
        api.script(*[FakeError(529, "overloaded_error", "overloaded")] * 10)
        claude = extractor(api, max_retries=0, breaker=CircuitBreaker(failures=2))
        for _ in range(5):
            with pytest.raises(ModelUnavailableError):
                claude.extract(REQUEST)
        assert len(api.message_requests()) == 2
        assert "no more calls in this run" in caplog.text


# ---------------------------------------------------------------- 7. OCR cut short is not done


def test_a_report_whose_ocr_worker_died_is_not_done(tmp_path: Path) -> None:
    died = outcome(
        "a",
        alerts=["ocr_failed: page 2 (worker_died); fields printed on it cannot be found"],
        status=ReportStatus.NEEDS_REVIEW,
    )
    capped = outcome(
        "b",
        alerts=["ocr_failed: page 1 (over_pixel_cap); fields printed on it cannot be found"],
        status=ReportStatus.NEEDS_REVIEW,
    )
    assert died.retry_next_run and not capped.retry_next_run
    commit_run(tmp_path, [died, capped], run_id="run-1", pipeline_version="v", processed_at=NOW)
    assert done_doc_ids(tmp_path, "v", "rules") == {"b"}


# ---------------------------------------------------------------- 8. terminal output


def test_markup_and_escape_sequences_are_printed_as_typed() -> None:
    console = Console(record=True, width=200, force_terminal=True)
    name = "[link=file:evil]click.pdf [/red] \x1b[2J\x07"
    console.print(markup_safe(name))
    shown = console.export_text()
    assert "[link=file:evil]click.pdf [/red]" in shown and "\x1b[2J" not in shown and "\\x1b[2J\\x07" in shown
    assert plain("a\u202eb") == "a\\u202eb"


# ---------------------------------------------------------------- 2. PDFs: inline images, repairs


def inline_image_pdf(path: Path, side: int) -> None:
    """One page whose content stream draws a side x side grey inline image (zeros, deflated)."""
    import zlib

    import pymupdf

    deflate = zlib.compressobj(9)
    row_block = bytes(side * 256)
    data = b"".join(deflate.compress(row_block) for _ in range(side // 256)) + deflate.flush()
    content = b"q 500 0 0 700 50 50 cm BI /W %d /H %d /CS /G /BPC 8 /F /Fl ID " % (side, side) + data + b" EI Q"
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        xref = pdf.get_new_xref()
        pdf.update_object(xref, "<<>>")
        pdf.update_stream(xref, content)
        pdf.xref_set_key(page.xref, "Contents", f"{xref} 0 R")
        pdf.save(path)


def test_an_inline_image_counts_against_the_pixel_cap(tmp_path: Path) -> None:
    from tasks.ingest.reader import ingest

    inline_image_pdf(tmp_path / "bomb.pdf", 10_240)
    assert (tmp_path / "bomb.pdf").stat().st_size < 1_000_000  # 105 MP of pixels in under 1 MB
    (page,) = ingest(tmp_path / "bomb.pdf").pages
    assert page.ocr_failure == "over_pixel_cap"


def test_a_repaired_pdf_is_alerted_and_needs_review(tmp_path: Path) -> None:
    import re

    from schemas.types import ReportStatus
    from tasks.clean.cleaner import clean
    from tasks.extract.rules import RulesExtractor
    from tasks.ingest.reader import ingest
    from tasks.output.assess import assess
    from tasks.prompt.gradient import build_prompt
    from tasks.validate.grounding import kept_view
    from tasks.validate.ladder import run_ladder
    from tests.paths import SAMPLES

    data = bytearray((SAMPLES / "zh_buy.pdf").read_bytes())
    headers = [m.start() for m in re.finditer(rb"\d+ 0 obj", data)]
    for start in headers[len(headers) // 3 : 2 * len(headers) // 3]:  # object headers destroyed mid-file
        data[start : start + 5] = b"xxxxx"
    (tmp_path / "broken.pdf").write_bytes(bytes(data))
    document = ingest(
        tmp_path / "broken.pdf", options=OcrOptions(max_megapixels=0.01)
    )  # the emptied page is not OCRed here
    assert any(a.startswith("pdf_repaired") for a in document.integrity_alerts)
    cleaned = clean(document)
    prompt = build_prompt(cleaned)
    ladder = run_ladder(document.doc_id, prompt, kept_view(cleaned), RulesExtractor(), RulesExtractor())
    result = assess(cleaned, prompt, ladder, source_path="broken.pdf", extractor="rules")
    assert result.status is ReportStatus.NEEDS_REVIEW and any(a.startswith("pdf_repaired") for a in result.alerts)


def test_fewer_pages_than_declared_is_alerted() -> None:
    from tasks.ingest.guards import declared_pages

    assert (
        declared_pages(b"1 0 obj << /Type /Pages /Kids [3 0 R] /Count 3 >> endobj 4 0 obj << /Type /Pages /Count 1 >>")
        == 3
    )
