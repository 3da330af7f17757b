"""Locks that make concurrent runs on one OUT safe (filelock: flock(2) on Linux, released by the
kernel when the holder dies, so a kill -9 never leaves a stale lock).

- `out_lock(out)`: short read-modify-write sections on shared state (review index, boilerplate
  memory, staged outputs of crashed runs);
- `RunLease`: held by a run for its whole life; another process asks `run_is_live(run_id)`;
- `Claims`: before a report is digested its run claims it (OUT/state/claims/<doc_id>.json); a
  report claimed by a live run, or by a run that committed after this one started, is left to
  that run, so overlapping inputs of concurrent runs are done once.
"""

from __future__ import annotations

import json
import logging
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


class OutBusyError(DigestError):
    exit_code = 9
    hint = "Another digest process holds the lock; wait for it, or check that it is not stuck"


def _lock_path(out: Path, name: str) -> Path:
    folder = out / STATE_DIR / "locks"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / name


@contextmanager
def out_lock(out: Path, name: str = "out.lock", timeout_s: float = LOCK_WAIT_S) -> Iterator[None]:
    lock = FileLock(_lock_path(out, name), thread_local=False)
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
    from tasks.output.sink import RESULTS_DIR

    for path in (out / RESULTS_DIR).glob(f"run_date=*/{run_id}.parquet"):
        return path.stat().st_mtime
    return None


class Claims:
    """The report claims of one run."""

    def __init__(self, out: Path, run_id: str, started_at: float | None = None) -> None:
        self.out = out
        self.run_id = run_id
        self.started_at = time.time() if started_at is None else started_at
        self.folder = out / STATE_DIR / CLAIMS_DIR
        self.folder.mkdir(parents=True, exist_ok=True)

    def claim(self, doc_id: str) -> str | None:
        """None when this run may digest the report; else the run id that does it instead."""
        path = self.folder / f"{doc_id}.json"
        with out_lock(self.out, "claims.lock"):
            holder = self._holder(path)
            if holder and holder != self.run_id and self._owns(holder):
                return holder
            from tasks.output.sink import atomic_write_bytes

            atomic_write_bytes(path, json.dumps({"run_id": self.run_id, "claimed_at": time.time()}).encode())
        return None

    def _owns(self, run_id: str) -> bool:
        if run_is_live(self.out, run_id):
            return True
        committed = committed_at(self.out, run_id)
        return committed is not None and committed >= self.started_at

    @staticmethod
    def _holder(path: Path) -> str | None:
        from tasks.output.state import regular_file_bytes

        data = regular_file_bytes(path, 1 << 16)
        try:
            holder = json.loads(data).get("run_id") if isinstance(data, bytes) else None
        except (ValueError, AttributeError):  # not ours to trust: claim it afresh
            return None
        return holder if isinstance(holder, str) else None
