from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from flows.runtime import DEFAULT_PREFECT_ENV  # imports no prefect
from tests.paths import REAL_REPORTS, SAMPLES

_PREFECT_TMP = tempfile.mkdtemp(prefix="digest-prefect-")
# Before prefect is imported anywhere: quiet, offline, and isolated from ~/.prefect.
os.environ.update(
    DEFAULT_PREFECT_ENV
    | {"PREFECT_HOME": _PREFECT_TMP, "PREFECT_RESULTS_LOCAL_STORAGE_PATH": str(Path(_PREFECT_TMP) / "results")}
)
# A `digest run` child without PREFECT_API_URL starts a temporary server that goes with it, not a
# shared one kept 10 minutes per test (tests/e2e/test_local_server.py asks for that one itself).
os.environ["DIGEST_SERVER_IDLE_MINUTES"] = "0"
os.environ.pop("ANTHROPIC_API_KEY", None)
os.environ.pop("ANTHROPIC_BASE_URL", None)


@pytest.fixture(scope="session")
def prefect_harness():
    """One temporary Prefect server for the whole session (it takes 10-18 s to start)."""
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=90):
        yield


@pytest.fixture(scope="session")
def sample_labels() -> dict[str, dict]:
    lines = (SAMPLES / "labels.jsonl").read_text("utf-8").splitlines()
    return {row["file"]: row for row in map(json.loads, filter(None, lines))}


@pytest.fixture(scope="session")
def real_reports() -> Path:
    if not (REAL_REPORTS / "labels.jsonl").exists():
        pytest.skip("../shared/real_reports is absent")
    return REAL_REPORTS


@pytest.fixture(scope="session")
def real_labels(real_reports: Path) -> list[dict]:
    return [json.loads(line) for line in (real_reports / "labels.jsonl").read_text("utf-8").splitlines() if line]


@pytest.fixture(autouse=True)
def _no_stop_left_over() -> Iterator[None]:
    """A stop request is process-wide (tasks/stop.py): one test's (a rejected key) must not stop the next."""
    yield
    from tasks.stop import reset

    reset()
