"""sample_pdfs/make_samples.py, run as `make samples` runs it: the specs make exactly the committed
PDFs and labels.jsonl, and a spec with a key the generator does not know fails loudly."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.paths import ROOT, SAMPLES

GENERATOR = SAMPLES / "make_samples.py"


def run_generator(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(script), *args], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )


def test_the_corpus_lists_every_spec_once_in_the_order_of_labels_jsonl() -> None:
    corpus = tomllib.loads((SAMPLES / "corpus.toml").read_text("utf-8"))
    labelled = [json.loads(line)["file"] for line in (SAMPLES / "labels.jsonl").read_text("utf-8").splitlines()]
    specs = sorted(path.stem for path in (SAMPLES / "specs").glob("*.toml"))

    assert [f"{name}.pdf" for name in corpus["samples"]] == labelled
    assert sorted(corpus["samples"]) == specs
    assert sorted(path.name for path in SAMPLES.glob("*.pdf")) == sorted(labelled)


@pytest.mark.slow
def test_regenerating_from_the_specs_gives_the_committed_bytes() -> None:
    done = run_generator(GENERATOR, "--check")

    assert done.returncode == 0, done.stderr
    assert "22 of 22 files are what their specs make" in done.stdout  # 21 PDFs and labels.jsonl


def test_a_spec_key_the_generator_does_not_know_stops_it_before_anything_is_written(tmp_path: Path) -> None:
    copy = tmp_path / "sample_pdfs"
    shutil.copytree(SAMPLES, copy, ignore=shutil.ignore_patterns("*.pdf", "__pycache__"))
    spec = copy / "specs" / "zh_buy.toml"
    spec.write_text(spec.read_text("utf-8").replace("\n[label]\n", '\n[label]\nraiting = "买入"\n', 1), "utf-8")

    done = run_generator(copy / "make_samples.py")

    assert done.returncode == 1
    assert "specs/zh_buy.toml [label]: unknown keys ['raiting']" in done.stderr
    assert list(copy.glob("*.pdf")) == []
