"""`make bench` runs to its end: each bench script as its own real process (issue 23)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.paths import ROOT


@pytest.mark.slow
def test_the_cost_bench_prices_every_fap_field_and_ends() -> None:
    done = subprocess.run([sys.executable, "bench/cost.py"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    (row,) = [line for line in done.stdout.splitlines() if line.startswith("│ sample_pdfs")]
    assert "│ 16 " in row and "$" in row  # the 16 text-layer samples, priced
