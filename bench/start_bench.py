"""Wall time of `digest run one_report.txt` in a fresh process, as a user sees it (issue 23, item 8:
<= 4 s from the second run on): the first run, which starts the shared local Prefect server under a
fresh PREFECT_HOME, then `--later` runs that reuse it (each on its own OUT, so each does the
report), and, for comparison, one run with a temporary server (--server-idle-minutes 0). The
shared server is stopped at the end.
    .venv/bin/python bench/start_bench.py [--later 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flows.runtime import DEFAULT_PREFECT_ENV  # noqa: E402

REPORT = "研究报告 第1号\n公司2025年营收同比增长5%。我们维持“增持”评级，目标价12.00元。\n风险提示：供应链中断风险；汇率波动风险。\n"
GOAL_S = 4.0


def timed_run(report: Path, out: Path, env: dict[str, str], *extra: str) -> float:
    started = time.perf_counter()
    subprocess.run(
        [str(Path(sys.executable).parent / "digest"), "run", str(report), "--out", str(out), *extra],
        env=env,
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--later", type=int, default=5, help="runs after the first")
    args = parser.parse_args()
    from flows.local_server import stop_shared_server

    with tempfile.TemporaryDirectory(prefix="start-bench-") as tmp:
        work = Path(tmp)
        report = work / "one_report.txt"
        report.write_text(REPORT, "utf-8")
        home = work / "prefect-home"
        home.mkdir()
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "DIGEST_"))}
        env |= DEFAULT_PREFECT_ENV | {"PREFECT_HOME": str(home)}
        try:
            first = timed_run(report, work / "out-first", env)
            later = [timed_run(report, work / f"out-{n}", env) for n in range(args.later)]
        finally:
            stop_shared_server(home)
        temporary = timed_run(report, work / "out-temporary", env, "--server-idle-minutes", "0")
    print(
        f"digest run one_report.txt, fresh process: first run {first:.1f} s (starts the local server), "
        f"later runs median {statistics.median(later):.1f} s (max {max(later):.1f} s, goal <= {GOAL_S:.0f} s) "
        f"over {len(later)}; with a temporary server per run {temporary:.1f} s"
    )


if __name__ == "__main__":
    main()
