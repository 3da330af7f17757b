"""The layout model's crash isolation: a real child process that dies with SIGSEGV (or hangs) on
one page costs that page, which falls back to the text layer's blocks with the reason; the other
pages keep their results and the test process lives on."""

from __future__ import annotations

import os
import signal
import time

import pymupdf
import pytest

from tasks.ingest.page_layout import LayoutBox, isolated_pages, page_structures
from tasks.ingest.reader import text_boxes
from tests.paths import SAMPLES

REPORT = SAMPLES / "zh_buy.pdf"
PAGE_THAT_KILLS = 1


def boxes_unless_page_that_kills(page: pymupdf.Page) -> list[LayoutBox]:
    """A stand-in for the model: the page's blocks as `text` boxes, but page 2 kills its process."""
    if page.number == PAGE_THAT_KILLS:
        os.kill(os.getpid(), signal.SIGSEGV)
    return [(*box[:4], "text") for box in text_boxes(page)]


def hangs_on_page_that_kills(page: pymupdf.Page) -> int:
    if page.number == PAGE_THAT_KILLS:
        time.sleep(60)
    return page.number


def test_a_page_whose_child_dies_falls_back_to_the_text_layer_with_the_reason() -> None:
    with pymupdf.open(REPORT) as pdf:
        assert pdf.page_count >= 3
        expected = {n: [(*box[:4], "text") for box in text_boxes(pdf[n])] for n in range(pdf.page_count)}
    parent = os.getpid()

    structures = page_structures(REPORT, function=boxes_unless_page_that_kills)

    assert os.getpid() == parent
    assert [s.page for s in structures] == list(range(len(expected)))
    dead = structures[PAGE_THAT_KILLS]
    assert (dead.source, dead.fallback_reason) == ("text_dict", "crashed: SIGSEGV")
    assert dead.boxes == expected[PAGE_THAT_KILLS] and dead.boxes
    for structure in structures:
        if structure.page != PAGE_THAT_KILLS:
            assert (structure.source, structure.fallback_reason) == ("layout_model", None)
            assert structure.boxes == expected[structure.page]


@pytest.mark.slow
def test_a_page_past_the_timeout_is_killed_and_the_pages_after_it_still_run() -> None:
    jobs = [(str(REPORT), n) for n in (0, PAGE_THAT_KILLS, 2)]
    started = time.perf_counter()

    outcomes = isolated_pages(jobs, hangs_on_page_that_kills, timeout_s=2.0)

    assert [(o.page, o.value, o.failure) for o in outcomes] == [(0, 0, None), (1, None, "timeout"), (2, 2, None)]
    assert time.perf_counter() - started < 50


@pytest.mark.slow
def test_the_layout_model_reads_a_real_page_in_the_child() -> None:
    (structure,) = page_structures(REPORT, [0])

    assert structure.source == "layout_model" and structure.fallback_reason is None
    assert {box[4] for box in structure.boxes} & {"text", "section-header", "title", "list-item"}
