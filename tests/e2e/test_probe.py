"""`digest probe` end to end: the real CLI in a subprocess, the real SDK over HTTP against
tests/fake_anthropic.py playing two versions of one model, real Parquet fingerprints, and the
drift gate of `digest run`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import polars as pl
import pytest

from tasks.clean.cleaner import clean
from tasks.clean.entropy import input_entropy_score
from tasks.ingest.reader import ingest
from tasks.probe.fingerprint import band_of
from tests.fake_anthropic import FakeAnthropic, FakeReply, Scripted, asked_fields, render_fields
from tests.paths import ROOT, SAMPLES
from tests.procs import prefect_env

pytestmark = pytest.mark.slow
MODEL = "claude-sonnet-5-5"
# Text-layer samples of every band (low: zh_noise; high: zh_buy, zh_add_no_tp, en_overweight).
PROBE_FILES = (
    "zh_buy.pdf",
    "zh_add_no_tp.pdf",
    "en_overweight.pdf",
    "zh_neutral.pdf",
    "zh_downgrade.pdf",
    "zh_noise.pdf",
)


def squeeze(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split())


@dataclass
class TwoVersions:
    """Answers every request from the labels of the report it is about; `version` 2 leaves
    RISK_FACTORS and STOCK_CALLS out of its primary answer on high-entropy reports only (a format
    error), and answers their fallbacks right."""

    labels: list[dict[str, Any]]
    high: set[str]
    version: int = 1
    current: dict[str, Any] = field(default_factory=dict)

    def __call__(self, body: dict[str, Any]) -> Scripted:
        role, names = asked_fields(body)
        user = squeeze(json.dumps(body["messages"], ensure_ascii=False))
        if role == "primary":
            self.current = next(label for label in self.labels if squeeze(label["risks"][0]) in user)
            if self.version == 2 and self.current["file"] in self.high:
                names = tuple(n for n in names if n not in ("RISK_FACTORS", "STOCK_CALLS"))
        values = {
            "DOC_TYPE": "company",
            "RATING": self.current["rating"],
            "TARGET_PRICE": self.current["target_price"],
            "RISK_FACTORS": "; ".join(self.current["risks"]),
        }
        return FakeReply(text=render_fields(names, values))


def digest(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "flows.cli", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )


def probe_row(out: Path, labels: Path, env: dict[str, str], *more: str) -> dict[str, Any]:
    result = digest("probe", "--out", str(out), "--labels", str(labels), "--json", "-q", *more, env=env)
    assert result.returncode == 0, result.stderr
    (line,) = result.stdout.splitlines()
    return json.loads(line)  # type: ignore[no-any-return]


@pytest.fixture(scope="module")
def probe_labels(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    labels = [json.loads(line) for line in (SAMPLES / "labels.jsonl").read_text("utf-8").splitlines() if line.strip()]
    chosen = [
        {**label, "file": str(SAMPLES / label["file"]), "doc_type": "company"}
        for label in labels
        if label["file"] in PROBE_FILES
    ]
    path = tmp_path_factory.mktemp("probe") / "labels.jsonl"
    path.write_text("".join(json.dumps(label, ensure_ascii=False) + "\n" for label in chosen), "utf-8")
    return path, chosen


def test_two_versions_of_one_model_drift_and_the_run_gate(
    tmp_path: Path, probe_labels: tuple[Path, list[dict[str, Any]]]
) -> None:
    labels_path, labels = probe_labels
    bands = {label["file"]: band_of(input_entropy_score(clean(ingest(Path(label["file"]))))) for label in labels}
    high = {f for f, band in bands.items() if band == "high"}
    assert set(bands.values()) == {"low", "mid", "high"} and len(high) == 3
    model = TwoVersions(labels, high)
    out = tmp_path / "out"
    with FakeAnthropic(responder=model) as api:
        env = prefect_env(tmp_path / "prefect") | {
            "ANTHROPIC_API_KEY": "sk-ant-test",
            "ANTHROPIC_BASE_URL": api.base_url,
        }
        first = probe_row(out, labels_path, env, "--model", MODEL)
        same = probe_row(out, labels_path, env, "--model", MODEL)
        model.version = 2
        second = probe_row(out, labels_path, env, "--model", MODEL)

        assert first["distance_to_previous"] is None and first["reports"] == 6
        assert first["model_answered"] == MODEL and first["sdk_version"] and first["all__tokens_in"] > 0
        assert first["high__RISK_FACTORS__accuracy"] == 1.0 and first["all__cost_usd"] > 0
        assert same["distance_to_previous"] <= 0.05 and not same["drift"]
        assert second["distance_to_previous"] >= 0.15 and second["drift"]
        assert second["high__RISK_FACTORS__compliance"] == 0.0 and second["high__RISK_FACTORS__fallback"] == 1.0
        assert second["low__RISK_FACTORS__compliance"] == first["low__RISK_FACTORS__compliance"]
        assert any(m.startswith("high__RISK_FACTORS__compliance") for m in second["moved_metrics"])
        print(
            f"measured distances: identical {same['distance_to_previous']}, second version {second['distance_to_previous']}"
        )

        frame = pl.read_parquet(out / "fingerprints" / "*.parquet")
        assert frame.height == 3 and frame.sort("probed_at")["drift"].to_list() == [False, False, True]

        report = SAMPLES / "zh_noise.pdf"  # low entropy: version 2 answers it right
        refused = digest(
            "run", str(report), "--out", str(out), "--extractor", "claude", "--server-idle-minutes", "0", env=env
        )
        assert refused.returncode == 12, refused.stderr
        assert "drifted" in refused.stderr and "high__RATING__compliance 1 -> 0" in refused.stderr
        assert "--accept-drift" in refused.stderr and "sk-ant-test" not in refused.stderr
        assert not (out / "results").exists()

        accepted = digest(
            "run",
            str(report),
            "--out",
            str(out),
            "--extractor",
            "claude",
            "--server-idle-minutes",
            "0",
            "--accept-drift",
            "-q",
            env=env,
        )
        assert accepted.returncode == 0, accepted.stderr
        rows = pl.read_parquet(out / "results" / "**" / "*.parquet")
        assert rows["status"].to_list() != ["error"] and rows["rating"].to_list() == ["买入"]
    assert "sk-ant-test" not in "".join(p.read_bytes().decode("latin-1") for p in (out / "fingerprints").glob("*"))


def test_two_probes_of_the_rules_backend_are_at_distance_zero(
    tmp_path: Path, probe_labels: tuple[Path, list[dict[str, Any]]]
) -> None:
    labels_path, _ = probe_labels
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC_")}
    first = probe_row(tmp_path, labels_path, env, "--extractor", "rules")
    second = probe_row(tmp_path, labels_path, env, "--extractor", "rules")
    assert first["model_sent"] == "rules" and first["all__RATING__accuracy"] == 1.0
    assert second["distance_to_previous"] == 0.0 and not second["drift"]
    # and it never stops a run: the gate is for Claude
    assert digest("run", str(SAMPLES / "zh_noise.pdf"), "--out", str(tmp_path), "--help", env=env).returncode == 0
