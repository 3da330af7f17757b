"""Run recovery on real folders: staged review entries are published only from inside OUT, never
through a link (issue 25.2)."""

from __future__ import annotations

import hashlib
import json
import logging
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

import pytest

from schemas.types import ReportOutcome, ReportStatus, ReviewEntry
from tasks.output.commit import check_writable, commit_run, recover
from tasks.output.sink import review_index

NOW = datetime(2026, 12, 3, 8, 0, tzinfo=UTC)


def doc(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


def outcome(name: str, *, alerted: bool = False) -> ReportOutcome:
    review = ReviewEntry(prompt="p", raw_answers={"primary": "a"}, reasons=["x: y"]) if alerted else None
    return ReportOutcome(
        doc_id=doc(name),
        source_path=f"/r/{name}.pdf",
        status=ReportStatus.NEEDS_REVIEW if alerted else ReportStatus.OK,
        alerts=["x: y"] if alerted else [],
        review=review,
        extractor="rules",
        seconds=1.0,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def queue_files(out: Path) -> list[str]:
    return sorted(p.name for p in (out / "review_queue").iterdir() if p.name != ".staged")


@pytest.fixture
def cfg(tmp_path: Path) -> Path:
    """A folder outside OUT that recovery must never touch, with files that look like entries."""
    folder = tmp_path / "cfg"
    (folder / "run-dead").mkdir(parents=True)
    (folder / "settings.json").write_text('{"token": "not yours"}')
    (folder / f"{doc('x')}.json").write_text(json.dumps({"doc_id": doc("x"), "run_id": "r"}))
    (folder / "run-dead" / "keep.json").write_text("{}")
    return folder


def test_a_staged_folder_that_is_a_link_is_refused_and_nothing_is_moved(
    tmp_path: Path, cfg: Path, caplog: pytest.LogCaptureFixture
) -> None:
    out = tmp_path / "out"
    commit_run(out, [outcome("a", alerted=True)], run_id="run-1", pipeline_version="v", processed_at=NOW)
    commit_run(out, [outcome("b")], run_id="run-linked", pipeline_version="v", processed_at=NOW)  # committed
    link = out / "review_queue" / ".staged" / "run-linked"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(cfg)
    before, queue_before = snapshot(cfg), queue_files(out)

    with caplog.at_level(logging.WARNING, logger="digest.commit"):
        recover(out)

    assert snapshot(cfg) == before, "a file outside OUT was moved"
    assert queue_files(out) == queue_before
    assert [r["doc_id"] for r in review_index(out)] == [doc("a")]
    lines = (out / "review_queue" / "index.jsonl").read_text().splitlines()
    assert all(json.loads(line)["doc_id"] for line in lines), "an index line with a null doc_id"
    assert f"staged folder {link} refused" in caplog.text and "symlink" in caplog.text
    assert link.is_symlink()  # left for its owner to look at


def test_a_linked_staged_root_is_never_followed_to_delete_a_dead_runs_staging(
    tmp_path: Path, cfg: Path, caplog: pytest.LogCaptureFixture
) -> None:
    out = tmp_path / "out"
    commit_run(out, [outcome("a")], run_id="run-1", pipeline_version="v", processed_at=NOW)
    (out / "review_queue").mkdir()
    (out / "review_queue" / ".staged").symlink_to(cfg)  # cfg/run-dead looks like a dead run's staging
    pending = out / "pages" / "run_date=2026-12-03"
    pending.mkdir(parents=True)
    (pending / "run-dead.parquet.pending").symlink_to(cfg / "settings.json")
    before = snapshot(cfg)

    with caplog.at_level(logging.WARNING, logger="digest.commit"):
        recover(out)

    assert snapshot(cfg) == before
    assert (pending / "run-dead.parquet.pending").is_symlink()
    assert "review_queue/.staged refused" in caplog.text and "run-dead.parquet.pending refused" in caplog.text


def test_only_regular_entries_that_name_their_own_doc_id_are_published(
    tmp_path: Path, cfg: Path, caplog: pytest.LogCaptureFixture
) -> None:
    out = tmp_path / "out"
    commit_run(out, [outcome("b")], run_id="run-2", pipeline_version="v", processed_at=NOW)
    staged = out / "review_queue" / ".staged" / "run-2"
    staged.mkdir(parents=True)
    good = {"doc_id": doc("good"), "source_path": "/r/g.pdf", "run_id": "run-2", "status": "ok", "alerts": []}
    (staged / f"{doc('good')}.json").write_text(json.dumps(good))
    (staged / f"{doc('x')}.json").symlink_to(cfg / f"{doc('x')}.json")  # a link in an entry's place
    (staged / f"{doc('null')}.json").write_text(json.dumps(good | {"doc_id": None}))
    (staged / "..%2Fsecret.json").write_text(json.dumps(good | {"doc_id": "..%2Fsecret"}))
    before = snapshot(cfg)

    with caplog.at_level(logging.WARNING, logger="digest.commit"):
        recover(out)

    assert snapshot(cfg) == before
    assert queue_files(out) == sorted([f"{doc('good')}.json", "index.jsonl"])
    assert [r["doc_id"] for r in review_index(out)] == [doc("good")]
    assert caplog.text.count("not published") == 3


def test_temp_files_of_killed_writers_are_removed_at_the_next_start_and_only_they(tmp_path: Path) -> None:
    """Issue 25.12: `.index.jsonl.X.tmp`, a full-size `results/.….parquet.X.tmp`… were never removed."""
    import os

    from tasks.files.lock import RunLease
    from tasks.output.commit import remove_stale_temp_files

    out, outside = tmp_path / "out", tmp_path / "outside"
    commit_run(out, [outcome("a", alerted=True)], run_id="run-1", pipeline_version="v", processed_at=NOW)
    outside.mkdir()
    (outside / ".keep.json.abcd1234.tmp").write_text("not ours")
    stale = [
        out / "review_queue" / ".index.jsonl.k1ll3d_x.tmp",
        out / "results" / "run_date=2026-12-03" / ".run-2.parquet.q9w8e7r6.tmp",
        out / "pages" / "run_date=2026-12-03" / ".run-2.parquet.pending.a1b2c3d4.tmp",
        out / "state" / ".boilerplate.json.zzzzzzzz.tmp",
    ]
    kept = [
        out / "state" / ".notes.tmp",  # not the writer's pattern
        out / "state" / "ocr-cache" / "ab" / f".{'ab' * 32}.json.abcd1234.tmp",  # the cache's eviction's
        out / "state" / ".fresh.json.abcd1234.tmp",  # being written now
    ]
    for path in stale + kept:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
    for path in [*stale, *kept[:2], outside / ".keep.json.abcd1234.tmp"]:
        os.utime(path, (1_000_000, 1_000_000))
    (out / "state" / ".link.json.abcd1234.tmp").symlink_to(outside / ".keep.json.abcd1234.tmp")
    (out / "linked").symlink_to(outside)
    kept += [out / "state" / ".link.json.abcd1234.tmp", outside / ".keep.json.abcd1234.tmp"]

    live = RunLease(out, "19700101T000000-abcdef12")  # a live run older than every temp file
    assert remove_stale_temp_files(out) == []
    live.release()
    removed = remove_stale_temp_files(out)

    assert sorted(removed) == sorted(stale) and not any(p.exists() for p in stale)
    assert all(os.path.lexists(p) for p in kept)
    assert review_index(out)[0]["doc_id"] == doc("a")  # the real files are untouched


def test_runs_sharing_out_check_it_writable_at_once_without_failing_each_other(tmp_path: Path) -> None:
    """Two runs started together on one OUT each probe it: one probe must not remove the other's (CI saw
    'cannot write .digest-write-probe: No such file or directory' from the second run)."""
    out = tmp_path / "out"
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda _: check_writable(out), range(400)))
    assert results == [None] * 400
    assert not [p.name for p in out.iterdir() if p.name.startswith(".digest-write-probe")]
