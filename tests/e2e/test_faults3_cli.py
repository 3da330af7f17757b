"""Issue 25, items 6, 10, 11 and 13 through the real CLI: `digest` as a subprocess, the real SDK
over HTTP against tests/fake_anthropic.py, and one real Prefect server for the module."""

from __future__ import annotations

import contextlib
import grp
import json
import os
import pwd
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import polars as pl
import pymupdf
import pytest

from tests.builders import KEY
from tests.fake_anthropic import FakeAnthropic, FakeDrip, FapResponder
from tests.paths import ROOT, SAMPLES
from tests.procs import prefect_env, prefect_server

DIGEST = [sys.executable, "-m", "flows.cli"]
NOTE = "公司点评\n我们维持公司“增持”评级，目标价{price}元。\n风险提示：汇率波动风险；需求不及预期。\n"


@pytest.fixture(scope="module")
def api_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with prefect_server(tmp_path_factory.mktemp("prefect")) as url:
        yield url


@pytest.fixture
def env(api_url: str, tmp_path: Path) -> dict[str, str]:
    home = tmp_path / "prefect-home"
    home.mkdir()
    return prefect_env(home, api_url)


def digest(*args: str, env: dict[str, str], timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*DIGEST, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


def rows(out: Path) -> pl.DataFrame:
    files = sorted((out / "results").glob("**/*.parquet"))
    return pl.read_parquet(files) if files else pl.DataFrame()


def notes(folder: Path, count: int) -> list[Path]:
    folder.mkdir()
    paths = [folder / f"note_{n}.txt" for n in range(count)]
    for n, path in enumerate(paths):
        path.write_text(NOTE.format(price=f"{30 + n}.00"), encoding="utf-8")
    return paths


def no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stdout + result.stderr, result.stdout + result.stderr


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    no_traceback(result)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    return lines[0]


# ---------------------------------------------------------------- 11: OUT/state is a file


@pytest.mark.parametrize("name", ["state", "results", "state/runs"])
def test_a_file_where_out_keeps_a_folder_is_one_line_before_prefect_starts(tmp_path: Path, name: str) -> None:
    out = tmp_path / "out"
    (out / name).parent.mkdir(parents=True, exist_ok=True)
    (out / name).write_text("not a folder")
    started = time.monotonic()
    result = digest("run", str(SAMPLES / "zh_buy.pdf"), "--out", str(out), env=prefect_env(tmp_path))
    assert result.returncode == 8, result.stdout + result.stderr
    line = one_error_line(result)
    assert f"{out / name} is not a folder" in line and "move it aside" in line
    assert time.monotonic() - started < 20  # no Prefect server was started (24 s with one)
    assert (out / name).read_text() == "not a folder"


# ---------------------------------------------------------------- 13: a report with no text


def no_text_pdfs(folder: Path) -> None:
    folder.mkdir()
    tall = pymupdf.open()
    tall.new_page(width=1, height=100_000)
    tall.save(folder / "tall.pdf")
    huge = pymupdf.open()
    page = huge.new_page(width=14_400, height=14_400)  # 3,600 MP at 300 dpi: over the 50 MP cap
    page.draw_rect(pymupdf.Rect(10, 10, 100, 100), fill=(0, 0, 0))
    huge.save(folder / "huge.pdf")


@pytest.mark.slow
def test_a_report_whose_pages_produced_no_text_is_an_error_row_with_the_reason_and_retried(
    env: dict[str, str], tmp_path: Path
) -> None:
    inbox, out = tmp_path / "inbox", tmp_path / "out"
    no_text_pdfs(inbox)
    (inbox / "zh_buy.pdf").write_bytes((SAMPLES / "zh_buy.pdf").read_bytes())
    first = digest("run", str(inbox), "--out", str(out), env=env)
    assert first.returncode == 10, first.stdout + first.stderr
    no_traceback(first)
    frame = rows(out)
    by_name = {Path(p).name: (s, e) for p, s, e in frame.select("source_path", "status", "error").iter_rows()}
    assert by_name["zh_buy.pdf"][0] == "ok"
    for name, why in (("huge.pdf", "page 1: over_pixel_cap"), ("tall.pdf", "page 1: ")):
        status, error = by_name[name]
        assert status == "error" and error.startswith("no_text: no page produced any text") and why in error, error

    again = digest("run", str(inbox), "--out", str(out), env=env)
    assert again.returncode == 10, again.stdout + again.stderr
    counts = dict(rows(out).group_by("source_path").len().iter_rows())
    assert {Path(p).name: n for p, n in counts.items()} == {"zh_buy.pdf": 1, "huge.pdf": 2, "tall.pdf": 2}


# ---------------------------------------------------------------- 10: a rejected API key


def claude_env(env: dict[str, str], api: FakeAnthropic) -> dict[str, str]:
    return env | {"ANTHROPIC_API_KEY": KEY, "ANTHROPIC_BASE_URL": api.base_url}


@pytest.mark.slow
@pytest.mark.parametrize(("status", "mode"), [(401, []), (403, []), (401, ["--batch"])])
def test_a_rejected_key_stops_the_run_at_once_and_a_rerun_with_a_good_key_does_the_reports(
    env: dict[str, str], tmp_path: Path, status: int, mode: list[str]
) -> None:
    reports, out = notes(tmp_path / "reports", 3), tmp_path / "out"
    responder = FapResponder()
    responder.set({"DOC_TYPE": "company", "RATING": "增持", "TARGET_PRICE": None, "RISK_FACTORS": None})
    run = ["run", *map(str, reports), "--out", str(out), "--extractor", "claude", *mode]
    with FakeAnthropic(responder=responder) as api:
        api.rejected_status = status  # every endpoint, the key quoted back in the message
        rejected = digest(*run, "--concurrency", "1", env=claude_env(env, api))
        asked, written = len(api.requests), rows(out)
        api.rejected_status = None
        rerun = digest(*run, env=claude_env(env, api) | {"DIGEST_BATCH_POLL_INTERVAL_S": "0.2"})

    assert rejected.returncode == 11, rejected.stdout + rejected.stderr
    line = one_error_line(rejected)
    assert line.startswith(f"error: the API key was rejected (HTTP {status}") and "rerun" in line
    assert asked == 1  # stopped at the first rejection (the first report's token count): nothing else asked
    assert written.is_empty()  # the reports not reached stay not done: no error row for each
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    frame = rows(out)
    assert frame.height == 3 and "error" not in frame["status"].to_list()
    for text in (rejected.stdout, rejected.stderr, rerun.stdout, rerun.stderr):
        assert KEY not in text
    for path in (p for p in out.rglob("*") if p.is_file()):
        assert KEY.encode() not in path.read_bytes(), path


# ---------------------------------------------------------------- 6: a slow-drip answer


@pytest.mark.slow
def test_a_slow_drip_answer_ends_within_the_report_deadline_as_an_api_error(
    env: dict[str, str], tmp_path: Path
) -> None:
    (report,) = notes(tmp_path / "reports", 1)
    out = tmp_path / "out"
    with FakeAnthropic() as api:
        api.script(*[FakeDrip(interval_s=1.0)] * 5)  # one byte a second: a ~700-byte answer takes 12 minutes
        limits = {"DIGEST_MODEL_TIMEOUT_S": "4", "DIGEST_MODEL_MAX_RETRIES": "2", "DIGEST_REPORT_DEADLINE_S": "10"}
        started = time.monotonic()
        result = digest(
            "run", str(report), "--out", str(out), "--extractor", "claude", "--report-timeout", "600",
            env=claude_env(env, api) | limits,
        )  # fmt: skip
        took = time.monotonic() - started
        attempts = len(api.message_requests())

    assert result.returncode == 10, result.stdout + result.stderr
    no_traceback(result)
    (error,) = rows(out)["error"].to_list()
    assert error.startswith("model_unavailable: ") and "the API answered too slowly" in error, error
    assert "report_timeout" not in error and "check the file" not in error  # the API's fault, not the file's
    assert 2 <= attempts <= 3  # 4 s attempts, retried within the 10 s deadline
    assert took < 60, took  # the deadline, not --report-timeout (600 s) nor the answer's 12 minutes


# ---------------------------------------------------------------- 8: one huge line of text

BOUND_MB = 650  # README, "Faults": an accepted text input stays under about 0.65 GB
TXT_CAP_MB = 4


def one_line_text(path: Path, megabytes: float) -> Path:
    """Chinese prose with no line break at all, `megabytes` of UTF-8."""
    words = "公司业绩增长，营收同比提升；净利润与毛利率改善。海外订单需求回暖，产能扩张，研发投入加大，现金流好转。"
    count = int(megabytes * 1_000_000) // len(words.encode())
    path.write_text("".join(words[n % 7 :] + words[: n % 7] for n in range(count)), encoding="utf-8")
    return path


def peak_rss_mb(*args: str, env: dict[str, str]) -> tuple[int, float, str]:
    """(exit code, peak RSS in MB of `digest` itself, stderr). The kernel's high-water mark of the
    process alone (/proc/PID/status VmHWM), read until it exits: wait4's rusage also counts the
    children `digest` waited for (its temporary Prefect server), which are not the input's cost."""
    with subprocess.Popen(
        [*DIGEST, *args], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    ) as process:
        peak = [0.0]

        def watch() -> None:
            status = Path(f"/proc/{process.pid}/status")
            while process.poll() is None:
                with contextlib.suppress(OSError):
                    for line in status.read_text().splitlines():
                        if line.startswith("VmHWM:"):
                            peak[0] = max(peak[0], int(line.split()[1]) / 1024)
                time.sleep(0.02)

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        assert process.stderr is not None
        stderr = process.stderr.read()
        process.wait()
        watcher.join()
    return process.returncode, peak[0], stderr


@pytest.mark.slow
def test_a_single_line_text_grows_linearly_and_the_cap_keeps_it_in_the_bound(
    env: dict[str, str], tmp_path: Path
) -> None:
    measured = {}
    for megabytes in (1, 2):
        text = one_line_text(tmp_path / f"line_{megabytes}mb.txt", megabytes)
        started = time.monotonic()
        code, rss, stderr = peak_rss_mb("run", str(text), "--out", str(tmp_path / f"out{megabytes}"), env=env)
        assert code == 0, stderr
        measured[megabytes] = (rss, time.monotonic() - started)
    (rss_1, took_1), (rss_2, took_2) = measured[1], measured[2]
    per_mb = rss_2 - rss_1
    assert rss_1 + (TXT_CAP_MB - 1) * max(per_mb, 0) < BOUND_MB, measured  # a text at the cap, extrapolated
    assert took_2 < 2.5 * took_1 + 10, measured  # linear in the line's length (quadratic would be 4x)

    over = one_line_text(tmp_path / "over.txt", TXT_CAP_MB + 0.2)
    code, _rss, stderr = peak_rss_mb("run", str(over), "--out", str(tmp_path / "out-over"), env=env)
    assert code == 10, stderr
    (error,) = rows(tmp_path / "out-over")["error"].to_list()
    assert "--max-input-mb" in error and "txt" in error, error


# A `digest run` killed by SIGKILL where it saves the memory: after its results are committed,
# before the memory's rename (the fault is injected into our own function, in a real process).
KILLED_AT_MEMORY_SAVE = (
    "import os, signal, sys\n"
    "from tasks.clean import boilerplate\n"
    "boilerplate.BoilerplateMemory.save = lambda self, out: os.kill(os.getpid(), signal.SIGKILL)\n"
    "from flows.cli import cli\n"
    "sys.argv = ['digest', *sys.argv[1:]]\n"
    "cli()\n"
)


@pytest.mark.slow
def test_a_kill_before_the_memory_is_saved_loses_no_memory(env: dict[str, str], tmp_path: Path) -> None:
    inputs, out = tmp_path / "in", tmp_path / "out"
    inputs.mkdir()
    for name in ("one", "two"):
        (inputs / f"{name}.txt").write_text(NOTE.format(price=45 if name == "one" else 52), encoding="utf-8")
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_AT_MEMORY_SAVE, "run", str(inputs), "--out", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert killed.returncode == -9, killed.stderr
    committed = set(rows(out)["doc_id"])
    assert len(committed) == 2 and not (out / "state" / "boilerplate.json").exists()
    assert list((out / "state" / "memory-journal").glob("*.json")), "the run's learning is journalled"

    rerun = digest("run", str(inputs), "--out", str(out), env=env)
    assert rerun.returncode == 0, rerun.stderr
    memory = json.loads((out / "state" / "boilerplate.json").read_text("utf-8"))
    assert committed <= set(memory["reports"]), "the killed run's reports are in the memory"
    assert set(rows(out)["doc_id"]) == committed and rows(out).height == 2  # nothing redone
    assert not list((out / "state" / "memory-journal").glob("*.json")), "a merged journal is removed"


@contextlib.contextmanager
def group_of_two_users() -> Iterator[tuple[str, str]]:
    """Two real users whose primary group is one new group, removed afterwards (root only)."""
    tag = uuid.uuid4().hex[:6]
    group, users = f"dg{tag}", (f"dga{tag}", f"dgb{tag}")
    subprocess.run(["groupadd", group], check=True)
    try:
        for user in users:
            subprocess.run(["useradd", "-M", "-N", "-g", group, "-s", "/bin/sh", user], check=True)
        yield users
    finally:
        for user in users:
            subprocess.run(["userdel", user], check=False, capture_output=True)
        subprocess.run(["groupdel", group], check=False, capture_output=True)


def as_user(user: str, args: list[str], env: dict[str, str], home: Path) -> subprocess.CompletedProcess[str]:
    """`python -m flows.cli ARGS` run by `user` under umask 002, with its own Prefect home. The
    process keeps only the capability to read and search any folder (the interpreter may live
    under /root); every write it makes is checked against OUT's real owners and modes."""
    home.mkdir(parents=True, exist_ok=True)
    shutil.chown(home, user)
    command = "umask 002 && exec " + " ".join(shlex.quote(part) for part in [*DIGEST, *args])
    return subprocess.run(
        [*as_user_prefix(user), "sh", "-c", command],
        cwd=ROOT,
        env=env | {"PREFECT_HOME": str(home), "HOME": str(home)},
        capture_output=True,
        text=True,
        timeout=300,
    )


def as_user_prefix(user: str) -> list[str]:
    return [
        "setpriv",
        f"--reuid={user}",
        f"--regid={grp.getgrgid(pwd.getpwnam(user).pw_gid).gr_name}",
        "--init-groups",
        "--inh-caps=+dac_read_search",
        "--ambient-caps=+dac_read_search",
    ]


@pytest.mark.slow
@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("useradd") or not shutil.which("setpriv"), reason="root only")
def test_a_second_user_of_the_group_runs_on_the_same_out_with_nothing_redone(env: dict[str, str]) -> None:
    """Issue 25.3 with two real users: the first makes OUT under umask 002, the second (same
    group) reads its results and memory, redoes nothing and adds its report; nothing set aside."""
    shared = Path(tempfile.mkdtemp(prefix="digest-shared-"))
    try:
        shared.chmod(0o777)  # the users make their own folders here; OUT is made by the first one
        inputs, out = shared / "in", shared / "out"
        inputs.mkdir()
        for name, price in (("one", 45), ("two", 52)):
            (inputs / f"{name}.txt").write_text(NOTE.format(price=price), encoding="utf-8")
        inputs.chmod(0o755)
        with group_of_two_users() as (first, second):
            probe = subprocess.run([*as_user_prefix(first), sys.executable, "-c", "import flows.cli"], cwd=ROOT)
            if probe.returncode != 0:
                pytest.skip("the code or its venv is not readable by another user on this machine")
            made = as_user(first, ["run", str(inputs), "--out", str(out)], env, shared / "home-a")
            assert made.returncode == 0, made.stderr
            before = rows(out)
            memory_before = json.loads((out / "state" / "boilerplate.json").read_text("utf-8"))["reports"]
            (inputs / "three.txt").write_text(NOTE.format(price=61), encoding="utf-8")
            again = as_user(second, ["run", str(inputs), "--out", str(out)], env, shared / "home-b")
        assert again.returncode == 0, again.stderr
        assert "moved aside" not in again.stderr and "Permission denied" not in again.stderr, again.stderr
        after = rows(out)
        assert after.height == before.height + 1 == 3 and after["doc_id"].n_unique() == 3  # two kept, one new
        memory_after = json.loads((out / "state" / "boilerplate.json").read_text("utf-8"))["reports"]
        assert set(memory_before) < set(memory_after), "the first user's memory is kept and grown"
    finally:
        shutil.rmtree(shared, ignore_errors=True)
