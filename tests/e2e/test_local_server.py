"""The Prefect servers `digest` starts itself (flows/local_server.py), through real `digest run`
processes: the temporary one never outlives `digest` (kill -9, SIGHUP, a double Ctrl-C); the shared
one is reused by later and concurrent runs, keeps each run's per-report log lines, and stops
itself once idle."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from flows.local_server import live_leases, locked, server_files, stop_shared_server
from tests.paths import ROOT
from tests.procs import port_open, prefect_env

DIGEST = [sys.executable, "-m", "flows.cli"]
REPORT = "研究报告 第{n}号\n公司2025年营收同比增长{n}%。我们维持“增持”评级，目标价{n}.00元。\n风险提示：供应链中断风险；汇率波动风险。\n"


def inbox(folder: Path, count: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(count):
        (folder / f"r{n:04d}.txt").write_text(REPORT.format(n=n + 1), "utf-8")
    return folder


def server_processes(home: str | None = None) -> dict[int, list[str]]:
    """pid -> command line of every flows.local_server process on the machine; with `home`, only
    those started under that PREFECT_HOME (another test suite on the machine has its own)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = [a.decode() for a in (entry / "cmdline").read_bytes().split(b"\0") if a]
            environ = (entry / "environ").read_bytes().split(b"\0") if home else []
        except OSError:
            continue
        if "flows.local_server" in argv and (home is None or f"PREFECT_HOME={home}".encode() in environ):
            found[int(entry.name)] = argv
    return found


def alive(pid: int) -> bool:
    try:
        return "zombie" not in Path(f"/proc/{pid}/status").read_text() and Path(f"/proc/{pid}").exists()
    except OSError:
        return False


def gone_within(pid: int, port: int, seconds: float) -> float | None:
    """Seconds until the process is gone and its port closed; None if not within `seconds`."""
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if not alive(pid) and not port_open(port):
            return time.monotonic() - started
        time.sleep(0.05)
    return None


@pytest.fixture
def env(tmp_path: Path) -> Iterator[dict[str, str]]:
    home = tmp_path / "prefect-home"
    home.mkdir()
    yield prefect_env(home)
    stop_shared_server(home)  # whatever a failed test left


# ---------------------------------------------------------------- the temporary server


def start_slow_run(tmp_path: Path, env: dict[str, str]) -> tuple[subprocess.Popen[str], Path, int, int]:
    """`digest run` on 3,000 small reports with a temporary server, once its first report is done:
    (process, its stderr file, the server's pid, its port)."""
    stderr = tmp_path / "stderr.log"
    command = [*DIGEST, "run", str(inbox(tmp_path / "in", 3000)), "--out", str(tmp_path / "out")]
    with stderr.open("w") as sink:
        process = subprocess.Popen(
            [*command, "--concurrency", "1", "--server-idle-minutes", "0"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=sink,
            text=True,
            start_new_session=True,
        )
    deadline = time.monotonic() + 180
    while "[1/3000]" not in stderr.read_text("utf-8"):
        assert process.poll() is None, stderr.read_text("utf-8")
        assert time.monotonic() < deadline, "no report finished within 180 s"
        time.sleep(0.1)
    servers = [argv for argv in server_processes().values() if argv[-1] == str(process.pid)]
    assert len(servers) == 1, servers
    pid = next(p for p, argv in server_processes().items() if argv == servers[0])
    port = int(servers[0][servers[0].index("--port") + 1])
    assert port_open(port)
    return process, stderr, pid, port


@pytest.mark.slow
def test_kill_minus_nine_of_digest_takes_the_temporary_server_within_seconds(
    tmp_path: Path, env: dict[str, str]
) -> None:
    process, _, server, port = start_slow_run(tmp_path, env)
    process.kill()
    process.wait(timeout=10)
    took = gone_within(server, port, 5)
    assert took is not None, f"server {server} still there 5 s after kill -9 of digest"
    print(f"kill -9: server gone after {took:.2f} s")


@pytest.mark.slow
def test_sighup_writes_the_finished_reports_and_leaves_no_server(tmp_path: Path, env: dict[str, str]) -> None:
    process, stderr, server, port = start_slow_run(tmp_path, env)
    process.send_signal(signal.SIGHUP)
    assert process.wait(timeout=60) == 129
    lines = [line for line in stderr.read_text("utf-8").splitlines() if not line.startswith("[")]
    assert len(lines) == 1 and lines[0].startswith("stopped by SIGHUP: "), lines
    assert gone_within(server, port, 5) is not None, "the temporary server outlived digest"

    import polars as pl

    frame = pl.read_parquet(next((tmp_path / "out" / "results").rglob("*.parquet")))
    finished = int(lines[0].split(": ")[1].split()[0])
    assert 0 < frame.height == finished < 3000
    assert frame["status"].unique().to_list() == ["ok"]


@pytest.mark.slow
def test_a_second_ctrl_c_exits_at_once_and_leaves_no_server(tmp_path: Path, env: dict[str, str]) -> None:
    process, _, server, port = start_slow_run(tmp_path, env)
    os.killpg(process.pid, signal.SIGINT)  # a terminal's Ctrl-C: the whole foreground group
    time.sleep(0.5)
    assert process.poll() is None, "the first Ctrl-C stops gracefully, not at once"
    sent = time.monotonic()
    os.killpg(process.pid, signal.SIGINT)
    assert process.wait(timeout=10) == 130
    assert time.monotonic() - sent < 2, "the second Ctrl-C exits at once"
    assert gone_within(server, port, 5) is not None, "the temporary server outlived digest"


# ---------------------------------------------------------------- the shared local server


def digest_run(
    inputs: Path, out: Path, env: dict[str, str], *extra: str
) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.monotonic()
    done = subprocess.run(
        [*DIGEST, "run", str(inputs), "--out", str(out), *extra],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done, time.monotonic() - started


def shared_info(env: dict[str, str]) -> dict[str, int]:
    return json.loads(server_files(Path(env["PREFECT_HOME"])).info.read_text("utf-8"))


@pytest.mark.slow
def test_the_shared_server_is_reused_keeps_the_report_lines_and_stops_when_idle(
    tmp_path: Path, env: dict[str, str]
) -> None:
    home = Path(env["PREFECT_HOME"])
    idle = ("--server-idle-minutes", "0.5")  # 30 s: room for the second process to start on a loaded machine
    first, first_s = digest_run(inbox(tmp_path / "a", 2), tmp_path / "out-a", env, *idle)
    info = shared_info(env)
    assert alive(info["pid"]) and port_open(info["port"]), "kept after the run"
    second, second_s = digest_run(inbox(tmp_path / "b", 1), tmp_path / "out-b", env, *idle)
    assert shared_info(env) == info, "the second run used the same server"
    print(f"first run {first_s:.1f} s, second run {second_s:.1f} s")
    assert second_s < first_s

    # One INFO line per finished report in the flow-run logs; none of Prefect's on the console.
    logs = httpx.post(f"http://127.0.0.1:{info['port']}/api/logs/filter", json={"limit": 200}, timeout=10).json()
    lines = sorted(log["message"] for log in logs if log["message"].startswith("["))
    assert sorted(line.split()[0] for line in lines) == ["[1/1]", "[1/2]", "[2/2]"]
    assert sorted(line.split()[1] for line in lines) == ["r0000.txt:", "r0000.txt:", "r0001.txt:"]
    assert all(log["flow_run_id"] and log["level"] == 20 for log in logs if log["message"].startswith("["))
    assert "Beginning flow run" not in first.stderr + second.stderr

    assert live_leases(server_files(home).clients) == 0
    took = gone_within(info["pid"], info["port"], 30 + 15)
    assert took is not None, "the idle server did not stop itself"
    assert not server_files(home).info.exists()


@pytest.mark.slow
def test_concurrent_runs_start_one_server_which_outlives_a_killed_run_and_then_idles_out(
    tmp_path: Path, env: dict[str, str]
) -> None:
    home = Path(env["PREFECT_HOME"])
    env = env | {"DIGEST_SERVER_IDLE_MINUTES": "0.05"}  # 3 s
    runs = [
        subprocess.Popen(
            [*DIGEST, "run", str(inbox(tmp_path / f"in{n}", 3)), "--out", str(tmp_path / f"out{n}")],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for n in range(3)
    ]
    outputs = [run.communicate(timeout=300)[0] for run in runs]
    assert [run.returncode for run in runs] == [0, 0, 0], outputs
    ours = [pid for pid, argv in server_processes().items() if str(server_files(home).folder) in argv]
    assert ours == [shared_info(env)["pid"]], "one server for the three runs"

    # A run killed with -9 leaves its lease behind, unlocked: the server is idle all the same.
    slow = subprocess.Popen(
        [
            *DIGEST,
            "run",
            str(inbox(tmp_path / "slow", 3000)),
            "--out",
            str(tmp_path / "out-slow"),
            "--concurrency",
            "1",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 120
    while live_leases(server_files(home).clients) == 0:
        assert slow.poll() is None and time.monotonic() < deadline, "the run never took a lease"
        time.sleep(0.1)
    time.sleep(5)  # longer than the idle timeout: a leased server stays
    info = shared_info(env)
    assert alive(info["pid"]), "stopped under a live run"
    slow.kill()
    slow.wait(timeout=10)
    assert alive(info["pid"]), "the shared server is not the run's: it outlives a killed run"
    assert gone_within(info["pid"], info["port"], 3 + 15) is not None, "the idle server did not stop itself"
    assert not list(server_files(home).clients.glob("*.lease")), "the dead run's lease was removed"


def test_the_start_lock_is_exclusive_across_processes(tmp_path: Path) -> None:
    lock = tmp_path / "start.lock"
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"from flows.local_server import locked\nimport time\nwith locked(__import__('pathlib').Path({str(lock)!r})):\n    print('held', flush=True); time.sleep(30)",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        with pytest.raises(TimeoutError), locked(lock, timeout=0.3):
            pass
    finally:
        holder.kill()
        holder.wait()
    with locked(lock, timeout=5):  # released with its holder's death
        pass


@pytest.mark.slow
def test_stop_server_stops_the_shared_server_at_once(tmp_path: Path, env: dict[str, str]) -> None:
    digest_run(inbox(tmp_path / "in", 1), tmp_path / "out", env | {"DIGEST_SERVER_IDLE_MINUTES": "10"})
    info = shared_info(env)
    stopped = subprocess.run([*DIGEST, "stop-server"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert stopped.returncode == 0 and f"pid {info['pid']}" in stopped.stdout, stopped.stdout + stopped.stderr
    assert gone_within(info["pid"], info["port"], 5) is not None
    assert not server_files(Path(env["PREFECT_HOME"])).info.exists()


@pytest.mark.slow
def test_a_state_folder_that_cannot_be_made_falls_back_to_a_temporary_server(
    tmp_path: Path, env: dict[str, str]
) -> None:
    server_files(Path(env["PREFECT_HOME"])).folder.write_text("not a folder")
    before = set(server_processes(env["PREFECT_HOME"]))
    done, _ = digest_run(inbox(tmp_path / "in", 1), tmp_path / "out", env | {"DIGEST_SERVER_IDLE_MINUTES": "10"})
    warnings = [line for line in done.stderr.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and "cannot use the local Prefect server" in warnings[0], done.stderr
    assert "1 processed (ok=1)" in done.stdout
    assert set(server_processes(env["PREFECT_HOME"])) <= before, "the temporary server went with the run"


@pytest.mark.parametrize(
    ("flag", "variable", "named"),
    [
        (["--server-idle-minutes", "-1"], {}, "--server-idle-minutes -1.0"),
        ([], {"DIGEST_SERVER_IDLE_MINUTES": "soon"}, "DIGEST_SERVER_IDLE_MINUTES 'soon'"),
    ],
)
def test_a_bad_idle_timeout_is_a_usage_error_in_one_line(
    tmp_path: Path, flag: list[str], variable: dict[str, str], named: str
) -> None:
    env = prefect_env(tmp_path / "home") | variable
    done = subprocess.run(
        [*DIGEST, "run", str(inbox(tmp_path / "in", 1)), "--out", str(tmp_path / "out"), *flag],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.strip().startswith(f"error: {named}: ") and len(done.stderr.strip().splitlines()) == 1, (
        done.stderr
    )
    assert not (tmp_path / "out").exists()
