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
import glob
import json
import logging
import os
import shutil
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from schemas.errors import DigestError
from schemas.patterns import is_doc_id
from schemas.types import ReportOutcome
from tasks.files.confine import escape_reason
from tasks.files.lock import (
    CLAIMS_DIR,
    LOCKS_DIR,
    RESULTS_DIR,
    RUNS_DIR,
    STATE_DIR,
    committed_at,
    out_lock,
    run_is_live,
)
from tasks.files.reading import regular_file_bytes
from tasks.files.writing import atomic_write_bytes, remove_temp_files
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
MAX_ENTRY_BYTES = 1 << 30  # a review entry holds a report's prompt and answers: megabytes at most


class OutputError(DigestError):
    """OUT cannot be written: read-only, full, or not ours to write."""

    exit_code = 8

    @property
    def reason(self) -> str:
        return "output_error"


_HINTS = {
    errno.ENOSPC: "The disk is full: free space (or pass another {option}) and rerun; earlier results are untouched",
    errno.EDQUOT: "The disk quota is used up: free space (or pass another {option}) and rerun; earlier results are untouched",
    errno.EFBIG: "The file size limit (ulimit -f) was reached: raise it and rerun; earlier results are untouched",
    errno.EROFS: "The file system is read-only: pass a writable {option}",
    errno.EACCES: "Permission denied: make the folder writable for this user (or pass another {option})",
    errno.EPERM: "Permission denied: make the folder writable for this user (or pass another {option})",
}


def output_error(error: OSError, path: Path | str | None = None, *, option: str = "--out") -> OutputError:
    """`option`: the flag that chose where the write went (--out, or --html for the review page)."""
    where = error.filename or path or "the output folder"
    what = error.strerror or str(error)
    hint = _HINTS.get(error.errno or 0, "Check the folder given to {option} and rerun").format(option=option)
    return OutputError(f"cannot write {where}: {what}", hint=hint)


# The folders a run writes under OUT, the first ones (state/runs, state/locks) before any report.
OUT_FOLDERS = (
    STATE_DIR,
    f"{STATE_DIR}/{RUNS_DIR}",
    f"{STATE_DIR}/{LOCKS_DIR}",
    f"{STATE_DIR}/{CLAIMS_DIR}",
    RESULTS_DIR,
    PAGES_DIR,
    CALLS_DIR,
    REVIEW_DIR,
)


def check_writable(out: Path) -> None:
    """Fail before any work when OUT cannot take a file (read-only, permission, full), or when one
    of its folders is a file: otherwise the run would fail inside Prefect, with its traceback."""
    # One probe per process: runs sharing OUT must not remove each other's probe.
    probe = out / f".digest-write-probe-{os.getpid()}-{uuid.uuid4().hex}"
    try:
        out.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(probe, b"ok")
        probe.unlink(missing_ok=True)
    except OSError as error:
        raise output_error(error, out) from None
    for name in OUT_FOLDERS:
        folder = out / name
        if os.path.lexists(folder) and not folder.is_dir():
            raise OutputError(
                f"{folder} is not a folder",
                hint="digest keeps its own files there: move it aside (or pass another --out) and rerun",
            )


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
        for entry in [e for e in entries if not is_doc_id(e["doc_id"])]:
            log.warning("review entry of %s not written: %r is not a doc_id", entry["source_path"], entry["doc_id"])
            entries.remove(entry)
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
    """Move a committed run's staged files into place; call under the OUT lock. Nothing is taken
    from a link or from outside OUT (tasks/files/confine.py), and an entry is published only when
    it is a regular file `<doc_id>.json` naming that doc_id."""
    for pending in _pending_files(out, run_id):
        os.replace(pending, pending.with_name(f"{run_id}.parquet"))
    staged, queue = _staged_dir(out, run_id), out / REVIEW_DIR
    if not _usable_folder(out, staged) or not _usable_folder(out, queue):
        return
    records = []
    for path in sorted(staged.glob("*.json")):
        entry = _staged_entry(path)
        if entry is None:
            continue
        records.append({k: entry.get(k) for k in INDEX_KEYS})
        os.replace(path, queue / path.name)
    if records:
        merge_index(out, records)
    shutil.rmtree(staged, ignore_errors=True)


def _pending_files(out: Path, run_id: str) -> list[Path]:
    """The run's staged tables (pages, calls) that stay in OUT (a refused one is a warning);
    `run_id` "*" for every run."""
    name = "*" if run_id == "*" else glob.escape(run_id)
    found = []
    for table in STAGED_TABLES:
        for pending in (out / table).glob(f"run_date=*/{name}.parquet{PENDING_SUFFIX}"):
            if (why := escape_reason(out, pending)) is not None:
                log.warning(
                    "staged table %s refused: %s; nothing is moved or deleted through it (remove it)", pending, why
                )
                continue
            found.append(pending)
    return found


def _usable_folder(out: Path, folder: Path) -> bool:
    """`folder` is a real folder inside OUT; a symlink, or one that leads out of OUT, is refused
    with a warning (recovery would move or delete what it points to)."""
    if not os.path.lexists(folder):
        return False
    if (why := escape_reason(out, folder)) is not None:
        log.warning("staged folder %s refused: %s; nothing is moved or deleted through it (remove it)", folder, why)
        return False
    return folder.is_dir()


def _staged_entry(path: Path) -> dict[str, Any] | None:
    """A staged review entry that may be published, else None with a warning naming it."""
    data = regular_file_bytes(path, MAX_ENTRY_BYTES)
    why = data if isinstance(data, str) else ""
    entry: object = None
    if not why:
        try:
            entry = json.loads(data)
        except ValueError:
            why = "not JSON"
    if not why and not is_doc_id(path.stem):
        why = "its name is not <doc_id>.json"
    if not why and (not isinstance(entry, dict) or entry.get("doc_id") != path.stem):
        why = "it does not name its own doc_id"
    if why or not isinstance(entry, dict):
        log.warning("staged review entry %s not published: %s", path, why)
        return None
    return entry


def recover(out: Path) -> None:
    """Publish the staged files of runs that committed and delete those of runs that died first.
    Staged folders that are links or lead out of OUT are refused with a warning: never followed."""
    runs = {p.name[: -len(".parquet" + PENDING_SUFFIX)] for p in _pending_files(out, "*")}
    staged_root = out / REVIEW_DIR / STAGED_DIR
    if _usable_folder(out, staged_root):
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
                    if _usable_folder(out, _staged_dir(out, run_id)):
                        shutil.rmtree(_staged_dir(out, run_id), ignore_errors=True)
    except OSError as error:
        raise output_error(error) from None


TEMP_GRACE_S = 60.0  # a live writer's temp file is seconds old: its write, fsync and rename
OCR_CACHE = Path("state") / "ocr-cache"  # its eviction removes its own temp files


def remove_stale_temp_files(out: Path) -> list[Path]:
    """At a run's start: remove the atomic writer's temp files under OUT that are older than every
    live run (so no live run may still rename them), less a grace for other writers; each run's
    start is in its run id."""
    cutoff = time.time()
    for lock in (out / STATE_DIR / RUNS_DIR).glob("*.lock"):
        run_id = lock.name[: -len(".lock")]
        if run_is_live(out, run_id):
            try:
                started = datetime.strptime(run_id[:15], "%Y%m%dT%H%M%S").replace(tzinfo=UTC).timestamp()
            except ValueError:  # not one of ours: keep everything
                return []
            cutoff = min(cutoff, started)
    removed = remove_temp_files(out, cutoff - TEMP_GRACE_S, frozenset({out / OCR_CACHE}))
    if removed:
        log.warning(
            "removed %d temp file(s) of killed runs under %s (%s)",
            len(removed),
            out,
            ", ".join(p.name for p in removed[:3]),
        )
    return removed
