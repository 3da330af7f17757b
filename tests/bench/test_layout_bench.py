"""bench/layout_bench.py: its scoring on a real sample PDF (the text layer's blocks standing in for the
model's boxes, no child process), and a clean skip when the real PDFs are absent."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pymupdf

from bench.labelsets import sample_set
from bench.layout_bench import Tally, page_chars, score_report
from tasks.ingest.page_layout import PageOutcome
from tasks.ingest.reader import text_boxes
from tests.paths import ROOT


def test_risk_items_are_scored_against_the_boxes_and_the_readers_paragraphs() -> None:
    (item,) = [i for i in sample_set() if i.path.name == "zh_buy.pdf"]
    with pymupdf.open(item.path) as pdf:
        chars = {page.number: page_chars(page) for page in pdf}
        outcomes = {
            page.number: PageOutcome(
                str(item.path), page.number, {"boxes": [(*b[:4], "text") for b in text_boxes(page)]}
            )
            for page in pdf
        }
    tally = Tally()

    score_report(item, outcomes, {}, chars, tally)

    assert (tally.risk_items, tally.risk_found, tally.pages) == (3, 3, len(outcomes))
    assert tally.reader_one_paragraph == 3
    assert tally.model_one_box == 3 and tally.model_box_roles == {"text": 3}
    # `风险提示：原材料价格波动风险；下游需求不及预期；行业竞争加剧。` is one line: the items share it, and
    # a heading run into its items is no heading line
    assert tally.model_one_box_alone == 0 and tally.reader_one_paragraph_alone == 0
    assert tally.headings == 0


def test_the_bench_skips_cleanly_without_the_real_pdfs(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "bench/layout_bench.py", "--real-pdfs", str(tmp_path / "absent")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("skipped: ") and "Traceback" not in done.stderr
