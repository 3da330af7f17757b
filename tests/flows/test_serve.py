"""Scheduled runs: `digest serve` against a real Prefect server, and prefect.yaml."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import polars as pl
import pytest
import yaml
from typer.testing import CliRunner

from flows.settings import RunOptions
from tests.paths import ROOT, SAMPLES
from tests.procs import background, free_port, prefect_env, prefect_server, wait_until

CRON = "0 7 * * 1-5"
DEPLOYMENT = "digest-scheduled/inbox"


def test_serve_without_a_server_says_how_to_start_one(tmp_path: Path) -> None:
    from prefect.settings import PREFECT_API_URL, temporary_settings

    from flows.cli import app

    with temporary_settings(updates={PREFECT_API_URL: f"http://127.0.0.1:{free_port()}/api"}):
        result = CliRunner().invoke(app, ["serve", "--inbox", str(tmp_path), "--out", str(tmp_path / "out")])
    assert result.exit_code == 7, result.output
    assert "make server" in result.output and "PREFECT_API_URL=http://127.0.0.1:4200/api" in result.output


def test_prefect_yaml_defines_the_served_deployment() -> None:
    from flows.schedule import DEPLOYMENT_NAME, FLOW_NAME, digest_scheduled

    config = yaml.safe_load((ROOT / "prefect.yaml").read_text("utf-8"))
    [deployment] = config["deployments"]
    path, name = deployment["entrypoint"].split(":")
    assert (ROOT / path).exists() and name == digest_scheduled.fn.__name__ == "digest_scheduled"
    assert deployment["name"] == DEPLOYMENT_NAME and digest_scheduled.name == FLOW_NAME
    assert deployment["schedules"][0]["cron"] == CRON
    assert RunOptions.model_validate(deployment["parameters"]["options"]).inputs == [Path("inbox")]


def test_deployment_parameters_carry_absolute_inbox_and_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from flows.schedule import deployment_parameters

    monkeypatch.chdir(tmp_path)
    parameters = deployment_parameters(RunOptions(inputs=[Path("inbox")], out=Path("out"), extractor="rules"))
    assert parameters == {
        "options": {"inputs": [str(tmp_path / "inbox")], "out": str(tmp_path / "out"), "extractor": "rules"}
    }
    assert RunOptions.model_validate(parameters["options"]).out == tmp_path / "out"


def _rows(out: Path) -> pl.DataFrame:
    return pl.scan_parquet(str(out / "results" / "**" / "*.parquet"), include_file_paths="file").collect()


@pytest.mark.slow
def test_served_deployment_is_scheduled_and_a_triggered_run_digests_the_inbox(tmp_path: Path) -> None:
    from prefect.client.orchestration import get_client
    from prefect.deployments import run_deployment
    from prefect.settings import PREFECT_API_URL, temporary_settings

    inbox, out = tmp_path / "inbox", tmp_path / "out"
    inbox.mkdir()
    for name in ("zh_buy.pdf", "zh_add_no_tp.pdf"):
        shutil.copy(SAMPLES / name, inbox / name)

    with prefect_server(tmp_path) as api_url, temporary_settings(updates={PREFECT_API_URL: api_url}):
        (tmp_path / "serve-home").mkdir()
        env = prefect_env(tmp_path / "serve-home", api_url) | {"PREFECT_RUNNER_POLL_FREQUENCY": "1"}
        command = [
            sys.executable,
            "-m",
            "flows.cli",
            "serve",
            "--inbox",
            str(inbox),
            "--out",
            str(out),
            "--cron",
            CRON,
            "--extractor",
            "rules",
        ]
        with (
            background(command, env, tmp_path / "serve.log", cwd=ROOT) as serving,
            get_client(sync_client=True) as client,
        ):

            def registered() -> bool:
                try:
                    client.read_deployment_by_name(DEPLOYMENT)
                    return True
                except Exception:  # noqa: BLE001 - ObjectNotFound until serve has registered it
                    return False

            wait_until(registered, 90, "served deployment", serving)
            deployment = client.read_deployment_by_name(DEPLOYMENT)
            [schedule] = deployment.schedules
            assert schedule.schedule.cron == CRON and schedule.active
            assert deployment.parameters["options"]["inputs"] == [str(inbox)]
            assert deployment.parameters["options"]["out"] == str(out)

            first = run_deployment(DEPLOYMENT, timeout=240, poll_interval=1)
            assert first.state.is_completed(), (first.state, (tmp_path / "serve.log").read_text()[-3000:])
            shutil.copy(SAMPLES / "zh_neutral.pdf", inbox / "zh_neutral.pdf")  # arrives after the first run
            second = run_deployment(DEPLOYMENT, timeout=240, poll_interval=1)
            assert second.state.is_completed(), (second.state, (tmp_path / "serve.log").read_text()[-3000:])

    rows = _rows(out)
    per_file = rows.group_by("file").agg(pl.col("source_path")).sort("file")["source_path"].to_list()
    assert [sorted(Path(p).name for p in names) for names in per_file] == [
        ["zh_add_no_tp.pdf", "zh_buy.pdf"],
        ["zh_neutral.pdf"],
    ] or sorted(map(len, per_file)) == [1, 2]
    assert sorted(Path(p).name for p in rows["source_path"]) == ["zh_add_no_tp.pdf", "zh_buy.pdf", "zh_neutral.pdf"]
    assert set(rows["status"]) == {"ok"}
