"""Scale-out: the per-report tasks on a real `dask scheduler` + `dask worker` started here."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import polars as pl
import pytest

from flows.settings import RunOptions
from tests.builders import flows_that_wrote
from tests.paths import ROOT, SAMPLES
from tests.procs import background, free_port, port_open, prefect_env, wait_until

pytestmark = pytest.mark.slow

REPORTS = ["zh_buy.pdf", "zh_neutral.pdf", "en_overweight.pdf"]


def test_reports_run_on_a_dask_cluster(prefect_harness, tmp_path: Path) -> None:
    import prefect.settings
    from distributed import Client

    from flows.pipeline import digest_run, run

    api_url = prefect.settings.PREFECT_API_URL.value()  # the workers report to the test's server
    dask_bin = str(Path(sys.executable).parent / "dask")
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    (tmp_path / "home").mkdir()
    env = prefect_env(tmp_path / "home", api_url) | {
        "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
        "DASK_LOGGING__DISTRIBUTED": "warning",
    }
    scheduler = [dask_bin, "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"]
    worker = [
        dask_bin,
        "worker",
        address,
        "--host",
        "127.0.0.1",
        "--nworkers",
        "1",
        "--nthreads",
        "2",
        "--no-dashboard",
    ]
    with background(scheduler, env, tmp_path / "scheduler.log", cwd=ROOT) as sched_process:
        wait_until(lambda: port_open(port), 60, "dask scheduler", sched_process)
        with (
            background(worker, env, tmp_path / "worker.log", cwd=ROOT) as worker_process,
            Client(address, timeout=30) as client,
        ):
            wait_until(lambda: len(client.scheduler_info()["workers"]) == 1, 60, "dask worker", worker_process)
            out = tmp_path / "out"
            summary = run(
                RunOptions(inputs=[SAMPLES / n for n in REPORTS], out=out, extractor="rules", dask_address=address)
            )
            executed = sum(client.run(lambda dask_worker: dask_worker.state.executed_count).values())

    assert executed >= len(REPORTS), (tmp_path / "worker.log").read_text()[-3000:]
    assert flows_that_wrote(out) == [digest_run.name]  # the one run flow, its reports on the cluster
    assert sorted(Path(o.source_path).name for o in summary.outcomes) == sorted(REPORTS)
    rows = pl.scan_parquet(str(out / "results" / "**" / "*.parquet")).collect()
    assert sorted(Path(p).name for p in rows["source_path"]) == sorted(REPORTS)
    assert set(rows["status"]) == {"ok"}
    assert rows["rating"].null_count() == 0
