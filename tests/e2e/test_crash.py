"""Kill -9 in the middle of a run: no partial Parquet, and the rerun completes without duplicates."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import polars as pl
import pytest

from flows.report import REPORT_CACHE_DIR
from tests.paths import ROOT, SAMPLES

pytestmark = pytest.mark.slow

# Text reports first: they finish (and are cached) quickly; the scanned ones are still under OCR.
INPUTS = ["zh_buy.pdf", "zh_neutral.pdf", "hk_initiate.pdf", "scan_buy.pdf", "mixed_scan.pdf"]


def digest(out: Path, env: dict[str, str]) -> subprocess.Popen:
    command = [
        sys.executable,
        "-m",
        "flows.cli",
        "run",
        *(str(SAMPLES / name) for name in INPUTS),
        "--out",
        str(out),
        "--concurrency",
        "1",
    ]
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True
    )


def wait_for(condition, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


def test_kill_minus_nine_then_rerun(tmp_path: Path) -> None:
    out, home = tmp_path / "out", tmp_path / "prefect"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")} | {"PREFECT_HOME": str(home)}
    cache = out / REPORT_CACHE_DIR

    first = digest(out, env)
    cached_some = wait_for(lambda: cache.exists() and any(cache.iterdir()), timeout=240)
    os.killpg(first.pid, signal.SIGKILL)  # the CLI and its temporary Prefect server
    first.wait(timeout=30)
    assert cached_some, first.stdout.read()
    assert first.returncode == -signal.SIGKILL
    assert not list(out.glob("results/**/*.parquet")), "a killed run must leave no Parquet file"
    cached_before_rerun = {p.name for p in cache.iterdir()}
    assert 0 < len(cached_before_rerun) < len(INPUTS)

    second = digest(out, env)
    output, _ = second.communicate(timeout=600)
    assert second.returncode == 0, output
    frame = pl.scan_parquet(str(out / "results" / "**" / "*.parquet")).collect()
    assert sorted(Path(p).name for p in frame["source_path"]) == sorted(INPUTS)
    assert frame["doc_id"].n_unique() == frame.height == len(INPUTS)
    assert set(frame["status"]) == {"ok"}
    assert cached_before_rerun <= {p.name for p in cache.iterdir()}
