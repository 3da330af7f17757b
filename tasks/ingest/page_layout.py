"""PyMuPDF 2.0's layout model (`import pymupdf.layout`, `page.get_layout()`), run where a crash
costs one page, never the run.

The model is native code (ONNX plus MuPDF) and killed the whole process with SIGSEGV on one page
of a real broker PDF. So pages are read by a child process started with `spawn` (no fork of a
parent holding threads and a Prefect client); the parent learns which page the child started
before it asks for the result, so when the child dies the page it was on is recorded as failed
(`crashed: SIGSEGV`), a fresh child takes the pages after it, and every other page keeps its
result. A page that runs past the timeout is killed the same way (`timeout`). A caller falls back
to the `get_text("dict")` structure for a page whose `failure` is set.

Measured (bench/layout_bench.py, docs/layout_model.md): 0.34-0.70 s a page against 0.005-0.016 s for
`get_text("dict")`, and no better structure where the pipeline needs it, so the pipeline does not use
it; the bench does, through this module.
"""

from __future__ import annotations

import multiprocessing
import resource
import signal
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import pymupdf

from tasks.ingest.reader import text_boxes

LayoutBox = tuple[float, float, float, float, str]  # x0, y0, x1, y1, role (PDF points)
PageJob = tuple[str, int]  # PDF path, 0-based page number
PageFunction = Callable[[pymupdf.Page], Any]  # a module-level function: it is pickled by name

DEFAULT_PAGE_TIMEOUT_S = 60.0
CHILD_START_TIMEOUT_S = 120.0  # spawning Python and importing the model takes 2-4 s, more on a busy machine


@dataclass(frozen=True)
class PageOutcome:
    """What a page function gave for one page, or why it gave nothing."""

    path: str
    page: int  # 0-based
    value: Any = None
    seconds: float = 0.0  # the page function's own time, in the child
    failure: str | None = None  # "crashed: SIGSEGV", "timeout", "error: ValueError: ..."


@dataclass(frozen=True)
class PageStructure:
    """One page's boxes with their roles: the model's, or for a page the model could not read,
    the text layer's blocks (`get_text("dict")`, role "text") and why (`fallback_reason`)."""

    page: int  # 0-based
    boxes: list[LayoutBox]
    source: str  # "layout_model" or "text_dict"
    fallback_reason: str | None = None


def page_structures(
    path: Path,
    pages: Sequence[int] | None = None,
    *,
    function: PageFunction | None = None,
    timeout_s: float = DEFAULT_PAGE_TIMEOUT_S,
) -> list[PageStructure]:
    """The model's boxes of `pages` (all by default), crash-isolated, with a per-page fallback to the
    text layer. `function` stands in for the model (same isolation path)."""
    with pymupdf.open(path) as pdf:
        numbers = list(range(pdf.page_count)) if pages is None else list(pages)
        outcomes = isolated_pages([(str(path), n) for n in numbers], function or model_layout, timeout_s=timeout_s)
        structures = []
        for outcome in outcomes:
            if outcome.failure is None:
                structures.append(PageStructure(outcome.page, list(outcome.value), "layout_model"))
            else:
                blocks = [(*box[:4], "text") for box in text_boxes(pdf[outcome.page])]
                structures.append(PageStructure(outcome.page, blocks, "text_dict", outcome.failure))
    return structures


def model_layout(page: pymupdf.Page) -> list[LayoutBox]:
    """The layout model's boxes of one page (runs in the child)."""
    import pymupdf.layout  # noqa: F401 - activates the model: pymupdf._get_layout

    page.get_layout()
    information: list[Any] = getattr(page, "layout_information", None) or []
    return [(float(x0), float(y0), float(x1), float(y1), str(role)) for x0, y0, x1, y1, role in information]


def isolated_pages(
    jobs: Sequence[PageJob],
    function: PageFunction = model_layout,
    *,
    timeout_s: float = DEFAULT_PAGE_TIMEOUT_S,
) -> list[PageOutcome]:
    """`function(page)` for every (path, page) job, in order, in a child process: one outcome per job.

    One child serves all jobs while it lives (the model loads once); a child that dies or hangs
    costs the job it was on, and a new child takes the rest."""
    outcomes: list[PageOutcome] = []
    context = multiprocessing.get_context("spawn")
    remaining = list(jobs)
    while remaining:
        receiver, sender = context.Pipe(duplex=False)
        child = context.Process(target=_serve, args=(sender, remaining, function), daemon=True)
        child.start()
        sender.close()
        try:
            done, stopped = _collect(receiver, remaining, timeout_s, outcomes)
        finally:
            receiver.close()
            if child.is_alive():
                child.kill()
            child.join()
        if done < len(remaining):  # the job at `done` failed: record it, go on after it
            path, page = remaining[done]
            outcomes.append(PageOutcome(path, page, failure=_failure(child, stopped)))
            remaining = remaining[done + 1 :]
        else:
            remaining = []
    return outcomes


def _collect(
    receiver: Connection, jobs: list[PageJob], timeout_s: float, outcomes: list[PageOutcome]
) -> tuple[int, str]:
    """Read the child's messages: the number of jobs it finished (all of them, or those before the
    one it died or hung on), and how it stopped ("finished", "died" or "timeout")."""
    done, started = 0, False
    while done < len(jobs):
        patience = timeout_s if started else CHILD_START_TIMEOUT_S + timeout_s
        if not receiver.poll(patience):
            return done, "timeout"
        try:
            message = receiver.recv()
        except EOFError:
            return done, "died"
        kind = message[0]
        if kind == "start":
            started = True
        elif kind == "done":
            _, value, seconds, error = message
            path, page = jobs[done]
            outcomes.append(PageOutcome(path, page, value, seconds, f"error: {error}" if error else None))
            done += 1
            started = False
    return done, "finished"


def _failure(child: multiprocessing.process.BaseProcess, stopped: str) -> str:
    if stopped == "timeout":
        return "timeout"
    child.join(5)
    code = child.exitcode
    if code is not None and code < 0:
        try:
            return f"crashed: {signal.Signals(-code).name}"
        except ValueError:
            return f"crashed: signal {-code}"
    return f"crashed: exit code {code}"


def _serve(sender: Connection, jobs: list[PageJob], function: PageFunction) -> None:
    """The child: open each PDF once, run `function` page by page, announce each page before it."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a crash leaves no core file behind
    documents: dict[str, pymupdf.Document] = {}
    for path, number in jobs:
        sender.send(("start",))
        started = time.perf_counter()
        try:
            if path not in documents:
                documents[path] = pymupdf.open(Path(path))
            value, error = function(documents[path][number]), None
        except Exception as exc:  # noqa: BLE001 - one page's error is that page's outcome
            value, error = None, f"{type(exc).__name__}: {exc}"
        sender.send(("done", value, time.perf_counter() - started, error))
    sender.close()
