"""A run's outputs appear together or not at all.

    stage   pages -> OUT/pages/run_date=D/<run_id>.parquet.pending        (globs of *.parquet skip it)
            calls -> OUT/calls/run_date=D/<run_id>.parquet.pending
            review entries -> OUT/review_queue/.staged/<run_id>/<doc_id>.json
    commit  results -> OUT/results/run_date=D/<run_id>.parquet            (atomic rename: the commit point)
    publish pending pages and calls renamed into place, entries moved, index.jsonl merged (under the OUT lock)

A run that dies before its commit leaves only staged files; the next run (under the OUT lock)
deletes those of runs that are no longer live and have no results file, and publishes those of
runs that committed. A write that fails (read-only OUT, full disk) removes what this run staged
and raises OutputError: one line with the path and what to do.
"""

from __future__ import annotations

import errno
import json
import logging
import os
import shutil
from datetime import datetime
from pathlib import Path

from schemas.errors import DigestError
from schemas.types import ReportOutcome
from tasks.files.lock import committed_at, out_lock, run_is_live
from tasks.files.writing import atomic_write_bytes
from tasks.output.sink import (
    CALLS_DIR,
    INDEX_KEYS,
    PAGES_DIR,
    REVIEW_DIR,
    calls_path,
    merge_index,
    pages_path,
    review_entry,
    write_calls,
    write_pages,
    write_results,
)

log = logging.getLogger("digest.commit")

PENDING_SUFFIX = ".pending"
STAGED_DIR = ".staged"
STAGED_TABLES = (PAGES_DIR, CALLS_DIR)  # staged as <run_id>.parquet.pending, published after the commit


class OutputError(DigestError):
    """OUT cannot be written: read-only, full, or not ours to write."""

    exit_code = 8

    @property
    def reason(self) -> str:
        return "output_error"


_HINTS = {
    errno.ENOSPC: "The disk is full: free space (or pass another --out) and rerun; earlier results are untouched",
    errno.EDQUOT: "The disk quota is used up: free space (or pass another --out) and rerun; earlier results are untouched",
    errno.EFBIG: "The file size limit (ulimit -f) was reached: raise it and rerun; earlier results are untouched",
    errno.EROFS: "The file system is read-only: pass a writable --out",
    errno.EACCES: "Permission denied: make the folder writable for this user (or pass another --out)",
    errno.EPERM: "Permission denied: make the folder writable for this user (or pass another --out)",
}


def output_error(error: OSError, path: Path | str | None = None) -> OutputError:
    where = error.filename or path or "the output folder"
    what = error.strerror or str(error)
    return OutputError(
        f"cannot write {where}: {what}", hint=_HINTS.get(error.errno or 0, "Check the output folder and rerun")
    )


def check_writable(out: Path) -> None:
    """Fail before any work when OUT cannot take a file (read-only, permission, full)."""
    probe = out / ".digest-write-probe"
    try:
        out.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(probe, b"ok")
        probe.unlink()
    except OSError as error:
        raise output_error(error, out) from None


def _staged_dir(out: Path, run_id: str) -> Path:
    return out / REVIEW_DIR / STAGED_DIR / run_id


def commit_run(
    out: Path, outcomes: list[ReportOutcome], *, run_id: str, pipeline_version: str, processed_at: datetime
) -> Path | None:
    """Stage, commit, publish; the results path (None when there was nothing to write)."""
    pending = pages_path(out, run_id, processed_at).with_name(f"{run_id}.parquet{PENDING_SUFFIX}")
    pending_calls = calls_path(out, run_id, processed_at).with_name(f"{run_id}.parquet{PENDING_SUFFIX}")
    staged = _staged_dir(out, run_id)
    try:
        entries = [e for e in (review_entry(o, run_id=run_id) for o in outcomes) if e]
        for entry in entries:
            atomic_write_bytes(
                staged / f"{entry['doc_id']}.json", json.dumps(entry, ensure_ascii=False, indent=2).encode("utf-8")
            )
        write_pages(out, outcomes, run_id=run_id, processed_at=processed_at, path=pending)
        write_calls(out, outcomes, run_id=run_id, processed_at=processed_at, path=pending_calls)
        results = write_results(
            out, outcomes, run_id=run_id, pipeline_version=pipeline_version, processed_at=processed_at
        )
    except OSError as error:
        pending.unlink(missing_ok=True)
        pending_calls.unlink(missing_ok=True)
        shutil.rmtree(staged, ignore_errors=True)
        raise output_error(error) from None
    try:
        with out_lock(out):
            _publish(out, run_id)
    except OSError as error:
        raise output_error(error) from None
    return results


def _publish(out: Path, run_id: str) -> None:
    """Move a committed run's staged files into place; call under the OUT lock."""
    for pending in _pending_files(out, run_id):
        os.replace(pending, pending.with_name(f"{run_id}.parquet"))
    staged = _staged_dir(out, run_id)
    if not staged.is_dir():
        return
    records = []
    for path in sorted(staged.glob("*.json")):
        try:
            entry = json.loads(path.read_bytes())
        except ValueError:
            continue
        records.append({k: entry.get(k) for k in INDEX_KEYS})
        os.replace(path, out / REVIEW_DIR / path.name)
    if records:
        merge_index(out, records)
    shutil.rmtree(staged, ignore_errors=True)


def _pending_files(out: Path, run_id: str) -> list[Path]:
    """The staged tables (pages, calls) of a run; `run_id` "*" for every run."""
    return [p for table in STAGED_TABLES for p in (out / table).glob(f"run_date=*/{run_id}.parquet{PENDING_SUFFIX}")]


def recover(out: Path) -> None:
    """Publish the staged files of runs that committed and delete those of runs that died first."""
    runs = {p.name[: -len(".parquet" + PENDING_SUFFIX)] for p in _pending_files(out, "*")}
    staged_root = out / REVIEW_DIR / STAGED_DIR
    if staged_root.is_dir():
        runs |= {p.name for p in staged_root.iterdir()}
    if not runs:
        return
    try:
        with out_lock(out):
            for run_id in sorted(runs):
                if committed_at(out, run_id) is not None:
                    log.warning("run %s had committed its results: publishing its pages and review entries", run_id)
                    _publish(out, run_id)
                elif not run_is_live(out, run_id):
                    log.warning(
                        "run %s stopped before writing its results: removing its staged pages and review entries",
                        run_id,
                    )
                    for pending in _pending_files(out, run_id):
                        pending.unlink(missing_ok=True)
                    shutil.rmtree(_staged_dir(out, run_id), ignore_errors=True)
    except OSError as error:
        raise output_error(error) from None
