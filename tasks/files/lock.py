"""Locks that make concurrent runs on one OUT safe (filelock: flock(2) on Linux, released by the
kernel when the holder dies, so a kill -9 never leaves a stale lock).

- `out_lock(out)`: short read-modify-write sections on shared state (review index, boilerplate
  memory, staged outputs of crashed runs);
- `RunLease`: held by a run for its whole life; another process asks `run_is_live(run_id)`;
- `Claims`: before its first report a run claims its reports (OUT/state/claims/<run_id>.json); a
  report claimed by a live run, or by a run that committed after this one started, is left to
  that run, so overlapping inputs of concurrent runs are done once.
"""

from __future__ import annotations

import glob
import json
import logging
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from schemas.errors import DigestError

log = logging.getLogger("digest.lock")

STATE_DIR = "state"
LOCK_WAIT_S = 600.0  # a commit of thousands of reports takes seconds; past this something is stuck
RUNS_DIR = "runs"
CLAIMS_DIR = "claims"
LOCKS_DIR = "locks"
RESULTS_DIR = "results"  # as tasks/output/sink.py writes them: a run is committed by its results file


class OutBusyError(DigestError):
    exit_code = 9
    hint = "Another digest process holds the lock; wait for it, or check that it is not stuck"


def _lock_path(out: Path, name: str) -> Path:
    folder = out / STATE_DIR / LOCKS_DIR
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


@contextmanager
def out_lock(out: Path, name: str = "out.lock", timeout_s: float = LOCK_WAIT_S) -> Iterator[None]:
    lock = FileLock(_lock_path(out, name), thread_local=False, preserve_lock_file=True)
    try:
        lock.acquire(timeout=timeout_s)
    except Timeout:
        raise OutBusyError(f"{lock.lock_file} is still locked after {timeout_s:g}s") from None
    try:
        yield
    finally:
        lock.release()


def _run_lock_file(out: Path, run_id: str) -> Path:
    return out / STATE_DIR / RUNS_DIR / f"{run_id}.lock"


class RunLease:
    """The lock a run holds while it runs."""

    def __init__(self, out: Path, run_id: str) -> None:
        path = _run_lock_file(out, run_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.run_id = run_id
        self._lock = FileLock(path, thread_local=False)
        self._lock.acquire(timeout=0)

    def release(self) -> None:
        self._lock.release(force=True)


def run_is_live(out: Path, run_id: str) -> bool:
    path = _run_lock_file(out, run_id)
    if not path.exists():
        return False
    probe = FileLock(path)
    try:
        probe.acquire(timeout=0)
    except Timeout:
        return True
    probe.release()
    return False


def committed_at(out: Path, run_id: str) -> float | None:
    """When the run's results file was written (its commit), or None when it has none."""
    for path in (out / RESULTS_DIR).glob(f"run_date=*/{glob.escape(run_id)}.parquet"):
        return path.stat().st_mtime
    return None


class Claims:
    """The report claims of one run: one file, OUT/state/claims/<run_id>.json, listing the doc_ids
    it digests, written once before its first report (a file per report cost 7-20 ms each)."""

    KEEP_S = 86_400.0  # claim files of runs that ended are removed after a day

    def __init__(self, out: Path, run_id: str, started_at: float | None = None) -> None:
        self.out = out
        self.run_id = run_id
        self.started_at = time.time() if started_at is None else started_at
        self.folder = out / STATE_DIR / CLAIMS_DIR
        self.folder.mkdir(parents=True, exist_ok=True)

    def claim(self, doc_ids: list[str]) -> dict[str, str]:
        """Claim the reports no other run holds; the others, doc_id -> the run that holds it."""
        with out_lock(self.out, "claims.lock"):
            held: dict[str, str] = {}
            for path in self.folder.glob("*.json"):
                run_id = path.stem
                if run_id == self.run_id:
                    continue
                if self._owns(run_id):
                    held |= dict.fromkeys(self._doc_ids(path), run_id)
                elif path.stat().st_mtime < time.time() - self.KEEP_S:
                    path.unlink(missing_ok=True)
            mine = [d for d in doc_ids if d not in held]
            # Renamed into place, not fsynced: a claim only matters while its run lives.
            temporary = self.folder / f".{self.run_id}.tmp"
            temporary.write_bytes(json.dumps({"run_id": self.run_id, "doc_ids": mine}).encode())
            os.replace(temporary, self.folder / f"{self.run_id}.json")
        return {d: held[d] for d in doc_ids if d in held}

    def _owns(self, run_id: str) -> bool:
        """A live run digests what it claimed; one that committed after this run started has
        rows this run's done-set (read at its start) does not know of."""
        if run_is_live(self.out, run_id):
            return True
        committed = committed_at(self.out, run_id)
        return committed is not None and committed >= self.started_at

    @staticmethod
    def _doc_ids(path: Path) -> list[str]:
        from tasks.files.reading import regular_file_bytes

        data = regular_file_bytes(path, 1 << 26)
        try:
            ids = json.loads(data).get("doc_ids") if isinstance(data, bytes) else None
        except (ValueError, AttributeError):  # not ours to trust: it claims nothing
            return []
        return [d for d in ids if isinstance(d, str)] if isinstance(ids, list) else []
