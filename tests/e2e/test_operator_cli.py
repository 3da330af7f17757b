"""What an operator automates on (issue 23), through real `digest` processes on real files: the
exit codes, one-line usage errors, `--version`, `python -m flows`, `--json`, `-q` / `-v`, the
per-report lines on stderr when stdout is a pipe, and `digest alerts` listing error rows."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import version
from pathlib import Path

import pytest

from schemas.errors import ConfigError, ReportsFailedError
from tests.builders import broker_report, synthetic_pages
from tests.paths import ROOT
from tests.procs import prefect_env, prefect_server

DIGEST = [sys.executable, "-m", "flows"]


def digest(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*DIGEST, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def one_error_line(result: subprocess.CompletedProcess[str]) -> str:
    """The only line on stderr: no traceback, no validation dump."""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    return lines[0]


def reports(folder: Path) -> list[Path]:
    """Two good reports as .txt files, from the shared builders."""
    folder.mkdir(parents=True, exist_ok=True)
    first, second = folder / "broker_0.txt", folder / "synthetic.txt"
    first.write_text(broker_report(0), "utf-8")
    second.write_text("\n".join(synthetic_pages()), "utf-8")
    return [first, second]


# ---------------------------------------------------------------- no run: version, usage errors


@pytest.mark.parametrize(
    "command",
    [[str(Path(sys.executable).parent / "digest"), "--version"], [*DIGEST, "--version"]],
    ids=["digest", "python -m flows"],
)
def test_version_prints_the_package_version(command: list[str]) -> None:
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"research-digest {version('research-digest')}\n" and done.stderr == ""


def test_python_dash_m_flows_runs_the_cli() -> None:
    done = digest("run", "--help")
    assert done.returncode == 0, done.stderr
    assert "digest run sample_pdfs/" in done.stdout and "--json" in done.stdout


def test_an_input_that_does_not_exist_is_a_usage_error_in_one_line(tmp_path: Path) -> None:
    good, _ = reports(tmp_path / "in")
    missing = tmp_path / "in" / "typo.pdf"
    done = digest("run", str(good), str(missing), "--out", str(tmp_path / "out"))
    assert done.returncode == ConfigError.exit_code == 2
    assert str(missing) in one_error_line(done) and "no such file or folder" in done.stderr
    assert not (tmp_path / "out").exists(), "nothing is run, nothing written"


@pytest.mark.parametrize(
    ("args", "environment", "named"),
    [
        (["--ocr-engine", "easyocr"], {}, "--ocr-engine 'easyocr'"),
        (["--concurrency", "0"], {}, "--concurrency 0"),
        (["--concurrency", "two"], {}, "'--concurrency'"),
        (["--bogus"], {}, "No such option: --bogus"),
        (["-q", "-v"], {}, "-q and -v"),
        (["--max-input-mb", "pdf=big"], {}, "--max-input-mb 'pdf=big'"),
        ([], {"DIGEST_CONCURRENCY": "abc"}, "DIGEST_CONCURRENCY='abc'"),
        ([], {"DIGEST_OCR_ENGINE": "easyocr"}, "DIGEST_OCR_ENGINE='easyocr'"),
        ([], {"DIGEST_MAX_INPUT_MB": "lots"}, "DIGEST_MAX_INPUT_MB"),
    ],
)
def test_a_bad_option_or_environment_value_is_named_in_one_line_exit_2(
    tmp_path: Path, args: list[str], environment: dict[str, str], named: str
) -> None:
    (good, _) = reports(tmp_path / "in")
    env = prefect_env(tmp_path / "prefect") | environment
    done = digest("run", str(good), "--out", str(tmp_path / "out"), *args, env=env)
    assert done.returncode == 2, done.stdout + done.stderr
    assert named in one_error_line(done)
    assert "validation error" not in done.stderr and "pydantic" not in done.stderr


def test_alerts_on_a_folder_that_does_not_exist_is_a_usage_error(tmp_path: Path) -> None:
    done = digest("alerts", str(tmp_path / "no-such-out"))
    assert done.returncode == 2 and "no-such-out: no such folder" in one_error_line(done)


# ---------------------------------------------------------------- real runs (one Prefect server for the module)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    workdir = tmp_path_factory.mktemp("prefect")
    with prefect_server(workdir) as api_url:
        home = workdir / "home"
        home.mkdir()
        yield prefect_env(home, api_url)


@pytest.mark.slow
def test_a_clean_run_exits_0_with_json_lines_and_a_log_line_per_report(env: dict[str, str], tmp_path: Path) -> None:
    inputs = reports(tmp_path / "in")
    out = tmp_path / "out"
    done = digest("run", *map(str, inputs), "--out", str(out), "--json", env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(Path(r["source_path"]).name for r in records) == ["broker_0.txt", "synthetic.txt"]
    assert {r["status"] for r in records} == {"ok"} and all(len(r["doc_id"]) == 64 for r in records)
    synthetic = next(r for r in records if r["source_path"].endswith("synthetic.txt"))
    assert synthetic["rating"] == "买入" and synthetic["target_price"] == "45.50元"
    # stdout is a pipe: one line per report on stderr, then the totals (stdout holds only JSON)
    logged = [line for line in done.stderr.splitlines() if line.startswith("[")]
    assert sorted(line[:5] for line in logged) == ["[1/2]", "[2/2]"] and any("synthetic.txt: ok" in x for x in logged)
    assert "2 processed (ok=2)" in done.stderr

    again = digest("run", *map(str, inputs), "--out", str(out), "--json", "-q", env=env)
    assert again.returncode == 0 and again.stderr == "", again.stderr  # -q: nothing on stderr
    assert [json.loads(line)["status"] for line in again.stdout.splitlines()] == ["skipped", "skipped"]


@pytest.mark.slow
def test_error_rows_exit_10_in_one_line_and_alerts_lists_them(env: dict[str, str], tmp_path: Path) -> None:
    inputs = reports(tmp_path / "in")
    empty = tmp_path / "in" / "empty.pdf"
    empty.write_bytes(b"")
    out = tmp_path / "out"
    done = digest("run", *map(str, [*inputs, empty]), "--out", str(out), env=env)
    assert done.returncode == ReportsFailedError.exit_code == 10, done.stdout + done.stderr
    (line,) = [x for x in done.stderr.splitlines() if x.startswith("error: ")]
    assert "1 of 3 report(s) are error rows (empty.pdf)" in line and "Traceback" not in done.stderr
    assert "empty.pdf" in done.stdout  # the summary table still shows every report

    listed = digest("alerts", str(out), "--json", env=env)
    assert listed.returncode == 0, listed.stderr
    records = [json.loads(x) for x in listed.stdout.splitlines()]
    (error,) = [r for r in records if r["status"] == "error"]
    assert Path(error["source_path"]).name == "empty.pdf" and "EmptyInputError" in error["error"]
    table = digest("alerts", str(out), env=env)
    assert table.returncode == 0 and "empty.pdf" in table.stdout and "EmptyInputError" in table.stdout

    failing_only = digest("run", str(empty), "--out", str(out), "-q", env=env)  # every report failed
    assert failing_only.returncode == 10 and "1 of 1 report(s)" in one_error_line(failing_only)


@pytest.mark.slow
def test_verbose_shows_the_log_lines_and_quiet_hides_the_warnings(env: dict[str, str], tmp_path: Path) -> None:
    (good, _) = reports(tmp_path / "in")
    out = tmp_path / "out"
    torn = out / "results" / "run_date=2000-01-01" / "torn.parquet"
    torn.parent.mkdir(parents=True)
    torn.write_bytes(b"PAR1 torn")  # a warning on every read of the results

    loud = digest("run", str(good), "--out", str(out), "-v", env=env)
    assert loud.returncode == 0, loud.stderr
    assert (
        f"warning: skipping unreadable Parquet file {torn}" in loud.stderr and "[1/1] broker_0.txt: ok" in loud.stderr
    )
    quiet = digest("run", str(good), "--out", str(out), "--force", "-q", env=env)
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr
    assert "broker_0.txt" in quiet.stdout  # the summary is the product: -q keeps it
