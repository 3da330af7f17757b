"""The fingerprint's arithmetic and the drift gate, on fingerprints written to a real OUT."""

from __future__ import annotations

from pathlib import Path

import polars as pl
import pytest

from schemas.errors import ModelDriftError
from schemas.types import ALL_FIELDS
from tasks.probe.fingerprint import HIGH_BAND_FROM, LOW_BAND_BELOW, Observation, band_of, compare, metrics
from tasks.probe.store import check_drift, read_fingerprints, record_fingerprint


def observation(ident: str, band: str, *, broken: bool = False) -> Observation:
    ok = 0.0 if broken else 1.0
    return Observation(
        ident,
        band,
        "company",
        compliance=dict.fromkeys(ALL_FIELDS, ok),
        accuracy=dict.fromkeys(ALL_FIELDS, 1.0),
        fallback=dict.fromkeys(ALL_FIELDS, 1.0 - ok),
        tokens_in=1500,
        tokens_out=120,
        latency_s=1.0 if not broken else 9.0,
        cost_usd=0.006,
    )


def probe_set(broken_high: bool = False) -> list[Observation]:
    return [
        observation(f"{band}{i}", band, broken=broken_high and band == "high")
        for band in ("low", "mid", "high")
        for i in range(2)
    ]


def identity(model: str) -> dict[str, object]:
    return {"model_sent": model, "model_answered": model, "extractor": "claude", "probe_set_version": "t", "reports": 6}


def test_bands_follow_the_documented_edges() -> None:
    assert [band_of(x) for x in (LOW_BAND_BELOW - 0.01, LOW_BAND_BELOW, HIGH_BAND_FROM - 0.01, HIGH_BAND_FROM)] == [
        "low",
        "mid",
        "mid",
        "high",
    ]


def test_distance_is_zero_for_the_same_vector_and_ignores_latency() -> None:
    same = metrics(probe_set())
    slower = metrics([*(o for o in probe_set()), observation("x", "low")])
    assert compare(same, same).distance == 0.0
    assert compare(metrics(probe_set()), same).distance == 0.0
    assert slower["low__latency_s"] == 1.0 and compare(slower, same).distance == 0.0


def test_a_model_that_breaks_the_high_band_is_far_and_names_what_moved() -> None:
    result = compare(metrics(probe_set(broken_high=True)), metrics(probe_set()))
    assert result.distance >= 0.15
    assert any(m.startswith("high__RATING__compliance 1 -> 0") for m in result.moved)
    assert not any(m.startswith(("low__", "mid__")) for m in result.moved)


def test_the_gate_refuses_a_drifted_model_until_accepted(tmp_path: Path) -> None:
    first = record_fingerprint(tmp_path, identity("m"), metrics(probe_set()), threshold=0.15)
    assert first["distance_to_previous"] is None and not first["drift"]
    assert check_drift(tmp_path, ["m"], accept=False) == []
    second = record_fingerprint(tmp_path, identity("m"), metrics(probe_set(broken_high=True)), threshold=0.15)
    assert second["drift"] and second["compared_with"] == first["probe_id"]
    with pytest.raises(ModelDriftError) as refused:
        check_drift(tmp_path, ["other", "m"], accept=False)
    assert refused.value.exit_code == 12 and "high__RATING__compliance" in str(refused.value)
    assert len(check_drift(tmp_path, ["m"], accept=True)) == 1
    # a new model compares with the one it replaces; another model's drift is not this one's
    third = record_fingerprint(
        tmp_path, identity("n"), metrics(probe_set(broken_high=True)), threshold=0.15, replaces="m"
    )
    assert third["compared_with"] == second["probe_id"] and third["distance_to_previous"] == 0.0
    assert check_drift(tmp_path, ["n"], accept=False) == []
    frame = pl.read_parquet(tmp_path / "fingerprints" / "*.parquet")
    assert frame.height == 3 and frame["drift"].to_list().count(True) == 1


def test_an_unreadable_fingerprint_is_skipped(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    record_fingerprint(tmp_path, identity("m"), metrics(probe_set()), threshold=0.15)
    (tmp_path / "fingerprints" / "zz.parquet").write_bytes(b"not parquet")
    assert read_fingerprints(tmp_path).height == 1
    assert "zz.parquet skipped" in caplog.text
