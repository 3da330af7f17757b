"""Operations cost of Prefect: per-report overhead, the one-time start, and memory growth with run size.

1. Overhead per report: small one-page text PDFs (made here with PyMuPDF) through the flow
   (`flows.pipeline.run`, one lane) against a plain loop over the same functions (discover,
   `digest_one`, saving the boilerplate memory, `write_outputs.fn`), both after the one-time
   start, the median of `--rounds` alternated runs. Measured at 1, 200 and 1,000 reports, so the
   cost Prefect adds per report (the slope between two sizes: goal <= 10% of the plain loop's per
   report) is told apart from the cost it adds once per flow run (flow-run creation, the
   write-outputs task, the artifacts), which belongs to the one-time start. The per-run cost
   varies by about 0.1 s from run to run, which over 200 reports is +-0.5 ms/report. The plain
   ratio at each size (both costs together) is printed too.
2. The one-time start: wall time of `digest run` on one report in a fresh process, with a
   temporary server (--server-idle-minutes 0) and with a running `prefect server start`
   (bench/start_bench.py measures the shared local server's first and later runs).
3. Peak RSS of `digest run`'s process at 1,000 reports over that at 100 (goal <= 1.1), each run in
   its own subprocess against the running server (so the server's memory is not counted).
    .venv/bin/python bench/ops_bench.py [--reports 200] [--small 1] [--rounds 7] [--rss-small 100] [--rss-large 1000]
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from flows.runtime import quiet_prefect_defaults  # noqa: E402

quiet_prefect_defaults()

BROKERS = ["澄川证券", "华岳证券", "东澜证券", "北辰证券", "南屿证券"]
RATINGS = ["买入", "增持", "推荐", "中性"]
RISKS = ["原材料价格波动风险", "下游需求不及预期", "行业竞争加剧", "汇率波动风险", "政策变化风险"]


def make_pdfs(folder: Path, count: int) -> Path:
    """`count` distinct one-page Chinese text reports with a date, rating, target price and risks."""
    import pymupdf

    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        risks = "；".join(RISKS[(n + k) % len(RISKS)] for k in range(3))
        text = (
            f"{BROKERS[n % len(BROKERS)]}\n证券研究报告 | 公司点评\n样本公司{n:04d}（{600000 + n}.SH）\n2025年{1 + n % 12:02d}月{1 + n % 28:02d}日\n"
            f"投资评级：{RATINGS[n % len(RATINGS)]}（维持）\n目标价格：{20 + n % 50}.{n % 100:02d}元\n"
            f"事件：公司发布年度报告，全年实现营业收入{100 + n}.45亿元，同比增长{n % 30}.5%。\n"
            f"盈利预测与投资建议：我们预计公司未来三年归母净利润稳步增长，维持“{RATINGS[n % len(RATINGS)]}”评级。\n"
            f"风险提示：{risks}。\n"
        )
        document = pymupdf.open()
        page = document.new_page()
        page.insert_text((50, 72), text, fontname="china-s", fontsize=10)
        document.save(folder / f"report_{n:04d}.pdf")
        document.close()
    return folder


def subset(source: Path, folder: Path, count: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.glob("*.pdf"))[:count]:
        (folder / path.name).symlink_to(path)
    return folder


def plain_loop(inputs: Path, out: Path) -> float:
    from datetime import UTC, datetime

    from flows.report import digest_one, run_context
    from flows.runs import write_outputs
    from flows.settings import RunOptions
    from tasks.clean.boilerplate import load_memory
    from tasks.ingest.discover import discover

    started = time.perf_counter()
    options = RunOptions(inputs=[inputs], out=out, extractor="rules", concurrency=1)
    memory = load_memory(out)
    context = run_context(options, memory=memory)
    outcomes = [digest_one(item, context) for item in discover(options.inputs)]
    memory.save(out)
    write_outputs.fn(outcomes, out, "plain", datetime.now(UTC))
    return time.perf_counter() - started


def prefect_flow(inputs: Path, out: Path) -> float:
    from flows.pipeline import run
    from flows.settings import RunOptions

    started = time.perf_counter()
    summary = run(RunOptions(inputs=[inputs], out=out, extractor="rules", concurrency=1))
    assert summary.outcomes, "the flow processed nothing"
    return time.perf_counter() - started


@dataclass
class Overhead:
    """Median seconds of the plain loop and of the flow, per run size."""

    plain_s: dict[int, float]
    flow_s: dict[int, float]

    def per_report_plain_s(self, small: int, large: int) -> float:
        return (self.plain_s[large] - self.plain_s[small]) / (large - small)

    def per_report_added_s(self, small: int, large: int) -> float:
        return (self.flow_s[large] - self.flow_s[small]) / (large - small) - self.per_report_plain_s(small, large)

    def per_run_added_s(self, small: int, large: int) -> float:
        return self.flow_s[small] - self.plain_s[small] - self.per_report_added_s(small, large) * small


def overhead(pdfs: Path, work: Path, sizes: list[int], rounds: int) -> Overhead:
    """Plain and flow seconds per size, after a warm-up: the median of `rounds` alternated runs."""
    from flows.runtime import prefect_session

    measured = Overhead({}, {})
    with prefect_session(server_idle_minutes=0):  # a temporary server, gone with this process
        warm = subset(pdfs, work / "warm", 5)
        plain_loop(warm, work / "warm-plain")
        prefect_flow(warm, work / "warm-flow")
        for size in sizes:
            inputs = subset(pdfs, work / f"overhead-{size}", size)
            # alternated, so the temporary server's work after each flow run weighs on both sides
            pairs = [
                (plain_loop(inputs, work / f"plain-{size}-{n}"), prefect_flow(inputs, work / f"flow-{size}-{n}"))
                for n in range(rounds)
            ]
            measured.plain_s[size] = statistics.median(p for p, _ in pairs)
            measured.flow_s[size] = statistics.median(f for _, f in pairs)
    return measured


def print_overhead(measured: Overhead) -> None:
    sizes = sorted(measured.plain_s)
    for small, large in itertools.pairwise(sizes):
        plain_ms, added_ms = (
            1000 * measured.per_report_plain_s(small, large),
            1000 * measured.per_report_added_s(small, large),
        )
        print(
            f"overhead per report, {small} -> {large} text PDFs (one lane): plain loop {plain_ms:.2f} ms/report, "
            f"Prefect adds {added_ms:.2f} ms/report = {100 * added_ms / plain_ms:.1f}% (goal <= 10%)"
        )
    print(f"overhead per flow run (part of the one-time start): {measured.per_run_added_s(sizes[0], sizes[-1]):.2f} s")
    for size in sizes[1:]:
        total = 100 * (measured.flow_s[size] - measured.plain_s[size]) / measured.plain_s[size]
        print(
            f"both together on {size} reports: plain {measured.plain_s[size]:.2f} s, flow {measured.flow_s[size]:.2f} s (+{total:.0f}%)"
        )


def digest_command(inputs: Path, out: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "flows.cli",
        "run",
        str(inputs),
        "--out",
        str(out),
        "--extractor",
        "rules",
        "--concurrency",
        "1",
    ]


def one_time_start(pdfs: Path, work: Path, env: dict[str, str], label: str) -> float:
    one = subset(pdfs, work / f"start-{label}", 1)
    started = time.perf_counter()
    subprocess.run(digest_command(one, work / f"start-out-{label}"), env=env, cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - started


def peak_rss_mb(inputs: Path, out: Path, env: dict[str, str]) -> float:
    """Peak RSS of a `digest run` child (it starts no grandchildren: text PDFs need no OCR, the server runs apart)."""
    code = "import runpy, sys, resource; sys.argv = ['digest'] + sys.argv[1:]\ntry:\n    runpy.run_module('flows.cli', run_name='__main__')\nexcept SystemExit:\n    pass\nprint('RSS_KB', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)"
    done = subprocess.run(
        [sys.executable, "-c", code, *digest_command(inputs, out)[3:]],
        env=env,
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    return int(done.stdout.rsplit("RSS_KB", 1)[1].split()[0]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reports", type=int, default=200)
    parser.add_argument("--small", type=int, default=1, help="the smaller run of the overhead slope")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--rss-small", type=int, default=100)
    parser.add_argument("--rss-large", type=int, default=1000)
    args = parser.parse_args()

    from tests.procs import prefect_env, prefect_server

    with tempfile.TemporaryDirectory(prefix="ops-bench-") as tmp:
        work = Path(tmp)
        os.environ["PREFECT_HOME"] = str(work / "prefect-home")
        pdfs = make_pdfs(work / "pdfs", max(args.reports, args.rss_large))

        print_overhead(overhead(pdfs, work, [args.small, args.reports, args.rss_large], args.rounds))

        (work / "ephemeral-home").mkdir()
        ephemeral_env = prefect_env(work / "ephemeral-home") | {"DIGEST_SERVER_IDLE_MINUTES": "0"}
        ephemeral = one_time_start(pdfs, work, ephemeral_env, "ephemeral")
        with prefect_server(work) as api_url:
            (work / "client-home").mkdir()
            env = prefect_env(work / "client-home", api_url)
            served = one_time_start(pdfs, work, env, "server")
            print(
                f"one-time start (digest run on 1 report, fresh process): temporary server {ephemeral:.1f} s, running server {served:.1f} s"
            )
            small = peak_rss_mb(subset(pdfs, work / "rss-small", args.rss_small), work / "rss-small-out", env)
            large = peak_rss_mb(subset(pdfs, work / "rss-large", args.rss_large), work / "rss-large-out", env)
        print(
            f"peak RSS of digest run: {args.rss_small} reports {small:.0f} MB, {args.rss_large} reports {large:.0f} MB; "
            f"ratio {large / small:.2f} (goal <= 1.1)"
        )


if __name__ == "__main__":
    main()
