"""OCR engines behind one interface, and the process pool that runs them one PDF page at a time.

Each worker process holds one engine, created once when the worker starts, and per job renders
one page of a PDF (by path) and reads it. Pages of every report in the run share the pool. A job
that outlives its timeout gets its worker killed (with its process group, so a tesseract child
dies too) and replaced; the page comes back as failed and its report goes on. A worker that dies
on a page is handled the same way.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import queue
import signal
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from functools import lru_cache, partial
from multiprocessing.connection import Connection
from typing import ClassVar, Literal, get_args

if getattr(multiprocessing.current_process(), "_inheriting", False):
    # Imported by a spawned OCR worker during its start: a terminal's Ctrl-C reaches the whole
    # foreground group, and the parent stops its workers itself (before the imports below: slow).
    signal.signal(signal.SIGINT, signal.SIG_IGN)

import numpy as np
import pymupdf
import pytesseract
from PIL import Image

from schemas.errors import OcrError

EngineName = Literal["rapidocr", "tesseract"]
EngineChoice = Literal["auto", "rapidocr", "tesseract"]
# `auto` takes the first available engine in this order: rapidocr measured best on the scanned
# samples (README, "OCR engines"; bench/ocr_bench.py).
ENGINE_PREFERENCE: tuple[EngineName, ...] = ("rapidocr", "tesseract")
DEFAULT_DPI: dict[EngineName, int] = {"rapidocr": 250, "tesseract": 300}
WORKER_START_TIMEOUT_S = 120.0

# Why a page that needed OCR has no OCR text.
OcrFailure = Literal["over_pixel_cap", "timeout", "worker_died", "engine_error"]


@dataclass(frozen=True)
class OcrLine:
    """One line of text read from a page image; `box` is (x0, y0, x1, y1) in pixels or points."""

    text: str
    box: tuple[float, float, float, float]
    confidence: float  # 0..100


class OcrEngine(ABC):
    """An OCR engine: a greyscale page image in, text lines with boxes and confidences out."""

    name: ClassVar[EngineName]

    @abstractmethod
    def read(self, image: np.ndarray) -> list[OcrLine]:
        """The text lines of `image` (H x W uint8, greyscale), boxes in pixels, in any order."""


class TesseractEngine(OcrEngine):
    name = "tesseract"

    def __init__(self, language: str = "chi_sim+eng") -> None:
        check_tesseract(language)
        self.language = language

    def read(self, image: np.ndarray) -> list[OcrLine]:
        try:
            data = pytesseract.image_to_data(
                Image.fromarray(image), lang=self.language, output_type=pytesseract.Output.DICT
            )
        except (pytesseract.TesseractError, pytesseract.TesseractNotFoundError, OSError) as error:
            raise OcrError(f"tesseract failed: {error}") from error
        return _tesseract_lines(data)


def _tesseract_lines(data: dict[str, list]) -> list[OcrLine]:
    """Tesseract's words grouped into its lines: words joined by spaces, boxes united, conf averaged."""
    words: dict[tuple[int, int, int], list[int]] = {}
    for index, word in enumerate(data["text"]):
        if word.strip():
            key = (data["block_num"][index], data["par_num"][index], data["line_num"][index])
            words.setdefault(key, []).append(index)
    lines = []
    for indexes in words.values():
        x0 = min(data["left"][i] for i in indexes)
        y0 = min(data["top"][i] for i in indexes)
        x1 = max(data["left"][i] + data["width"][i] for i in indexes)
        y1 = max(data["top"][i] + data["height"][i] for i in indexes)
        confidences = [float(data["conf"][i]) for i in indexes if float(data["conf"][i]) >= 0]
        text = " ".join(data["text"][i].strip() for i in indexes)
        lines.append(OcrLine(text, (x0, y0, x1, y1), sum(confidences) / len(confidences) if confidences else 0.0))
    return lines


class RapidOcrEngine(OcrEngine):
    """PP-OCRv4 through onnxruntime; the models ship inside the rapidocr-onnxruntime wheel."""

    name = "rapidocr"
    # RapidOCR shrinks images whose long side exceeds max_side_len (2000 by default): an A4 page at
    # 300 dpi is 3508 px high, and shrinking it loses small print.
    MAX_SIDE_LEN = 4000

    def __init__(self, threads: int = 1) -> None:
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError as error:
            raise OcrError("rapidocr-onnxruntime is not installed", hint="Run make setup") from error
        self._ocr = RapidOCR(intra_op_num_threads=threads, inter_op_num_threads=1, max_side_len=self.MAX_SIDE_LEN)

    def read(self, image: np.ndarray) -> list[OcrLine]:
        result, _ = self._ocr(image)
        lines = []
        for points, text, score in result or []:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            lines.append(OcrLine(text, (min(xs), min(ys), max(xs), max(ys)), float(score) * 100))
        return lines


@lru_cache(maxsize=8)
def check_tesseract(language: str) -> None:
    try:
        installed = set(pytesseract.get_languages(config=""))
    except (pytesseract.TesseractNotFoundError, pytesseract.TesseractError, OSError) as error:
        raise OcrError(f"the tesseract binary is not available ({error})") from error
    missing = [lang for lang in language.split("+") if lang not in installed]
    if missing:
        raise OcrError(f"tesseract has no language data for {', '.join(missing)}")


def _check_rapidocr() -> None:
    try:
        import rapidocr_onnxruntime  # noqa: F401
    except ImportError as error:
        raise OcrError("rapidocr-onnxruntime is not installed", hint="Run make setup") from error


def check_engine(name: EngineName, language: str) -> None:
    """Raise OcrError when `name` cannot run here."""
    if name == "tesseract":
        check_tesseract(language)
    else:
        _check_rapidocr()


@dataclass(frozen=True)
class OcrPlan:
    """What every worker of a pool does: read with `primary`; with `latin` set, re-read a page
    that came out mostly in Latin letters with Tesseract's English model (RapidOCR's Chinese
    model drops the spaces between English words: `Beatandraise.QuantaRidgereported`)."""

    primary: EngineName
    language: str = "chi_sim+eng"  # tesseract's languages when it is the primary engine
    latin: bool = False


LATIN_LANGUAGE = "eng"
MIN_LATIN_SHARE = 0.6  # of the letters on a page
MIN_LATIN_LETTERS = 40


def plan_ocr(choice: EngineChoice, language: str = "chi_sim+eng") -> OcrPlan:
    """The plan for `--ocr-engine choice`, checked; for `auto`, the first available engine
    (rapidocr, measured best) plus Tesseract for English pages when it is installed."""
    if choice not in get_args(EngineChoice):
        raise OcrError(f"unknown OCR engine {choice!r}", hint="Use auto, rapidocr or tesseract")
    if choice != "auto":
        check_engine(choice, language)
        return OcrPlan(choice, language if choice == "tesseract" else "")
    problems = []
    for name in ENGINE_PREFERENCE:
        try:
            check_engine(name, language)
        except OcrError as error:
            problems.append(f"{name}: {error.message}")
            continue
        if name == "tesseract":
            return OcrPlan(name, language)
        return OcrPlan(name, "", latin=_tesseract_has(LATIN_LANGUAGE))
    raise OcrError("no OCR engine is available (" + "; ".join(problems) + ")")


def _tesseract_has(language: str) -> bool:
    try:
        check_tesseract(language)
    except OcrError:
        return False
    return True


def create_engine(name: EngineName, language: str = "chi_sim+eng") -> OcrEngine:
    return TesseractEngine(language) if name == "tesseract" else RapidOcrEngine()


# ---------------------------------------------------------------------------------------------
# Jobs
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PageJob:
    path: str
    page_index: int  # 0-based
    dpi: int
    timeout_s: float


PING = PageJob("", -1, 0, WORKER_START_TIMEOUT_S)  # answered without reading anything


@dataclass(frozen=True)
class PageOcr:
    """What a worker read on one page: lines with boxes in PDF points, or why it read nothing."""

    engine: str
    lines: tuple[OcrLine, ...] = ()
    page_width: float = 0.0  # points
    page_height: float = 0.0
    seconds: float = 0.0
    failure: OcrFailure | None = None
    detail: str = ""

    @property
    def mean_confidence(self) -> float | None:
        """Per character, so that a long line weighs more than a stray mark."""
        weights = [len(line.text.strip()) for line in self.lines]
        if not sum(weights):
            return None
        return sum(line.confidence * weight for line, weight in zip(self.lines, weights)) / sum(weights)


def render_page(page: pymupdf.Page, dpi: int) -> np.ndarray:
    pixmap = page.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY, alpha=False)
    samples = np.frombuffer(pixmap.samples, dtype=np.uint8)
    return samples.reshape(pixmap.height, pixmap.stride)[:, : pixmap.width]


def read_page(engine: OcrEngine, page: pymupdf.Page, dpi: int, latin: OcrEngine | None = None) -> PageOcr:
    """Render and read one page in this process; boxes come back in PDF points."""
    started = time.perf_counter()
    image = render_page(page, dpi)
    used, lines = engine, engine.read(image)
    if latin is not None and is_mostly_latin(lines):
        used, lines = latin, latin.read(image)
    scale = 72.0 / dpi
    scaled = tuple(
        OcrLine(
            line.text,
            (line.box[0] * scale, line.box[1] * scale, line.box[2] * scale, line.box[3] * scale),
            line.confidence,
        )
        for line in lines
        if line.text.strip()
    )
    return PageOcr(used.name, scaled, page.rect.width, page.rect.height, time.perf_counter() - started)


def is_mostly_latin(lines: list[OcrLine]) -> bool:
    letters = [char for line in lines for char in line.text if char.isalpha()]
    latin = sum(1 for char in letters if char.isascii())
    return latin >= MIN_LATIN_LETTERS and latin >= MIN_LATIN_SHARE * len(letters)


def render_megapixels(page: pymupdf.Page, dpi: int) -> float:
    """The larger of the page render at `dpi` and the biggest image the page holds, in megapixels.

    MuPDF decodes every image at full size, so an image of 40000 x 40000 pixels on a small page
    is as dangerous as the page render itself (a decompression bomb)."""
    rect = page.rect
    render = (rect.width * dpi / 72.0) * (rect.height * dpi / 72.0)
    images = [width * height for _, _, width, height, *_ in page.get_images(full=True)]
    return max([render, *images]) / 1e6


# ---------------------------------------------------------------------------------------------
# The pool
# ---------------------------------------------------------------------------------------------


def _worker_main(conn: Connection, plan: OcrPlan) -> None:
    # A terminal's Ctrl-C reaches the whole foreground group: the parent stops the workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The slot thread that spawned it blocks SIGTERM; unblocked, multiprocessing's exit handler
    # can still terminate a worker that a stop did not reach.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    os.setsid()  # its own process group: a timeout kills this worker and any tesseract child
    os.environ["OMP_THREAD_LIMIT"] = "1"  # one core per worker; the pool spreads over the cores
    try:
        engine = create_engine(plan.primary, plan.language)
        latin = TesseractEngine(LATIN_LANGUAGE) if plan.latin else None
    except Exception as error:  # noqa: BLE001 - reported to the parent, which raises it as an OcrError
        conn.send(f"{type(error).__name__}: {error}")
        return
    conn.send("ready")
    while True:
        try:
            job: PageJob = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(_read_job(engine, latin, job))


def _read_job(engine: OcrEngine, latin: OcrEngine | None, job: PageJob) -> PageOcr:
    if job == PING:
        time.sleep(0.2)  # long enough for every idle slot to take one ping
        return PageOcr(engine.name)
    started = time.perf_counter()
    try:
        with pymupdf.open(job.path) as pdf:
            return read_page(engine, pdf[job.page_index], job.dpi, latin)
    except Exception as error:  # noqa: BLE001 - one bad page must not end the worker
        detail = f"{type(error).__name__}: {error}"
        return PageOcr(engine.name, seconds=time.perf_counter() - started, failure="engine_error", detail=detail)


class _Worker:
    """One worker process and the pipe to it."""

    def __init__(self, plan: OcrPlan, started: Callable[[_Worker], None] | None = None) -> None:
        self.plan = plan
        context = multiprocessing.get_context("spawn")  # no fork: the parent runs threads
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child, plan), daemon=True)
        self.process.start()
        if started is not None:  # known to the pool before it is ready, so a stop can kill it
            started(self)
        child.close()
        try:
            message = self.conn.recv() if self.conn.poll(WORKER_START_TIMEOUT_S) else "no answer"
        except (EOFError, OSError):
            message = f"exit code {self.process.exitcode}"
        if message != "ready":
            self.kill()
            raise OcrError(f"the {plan.primary} OCR worker did not start ({message})")

    def run(self, job: PageJob) -> PageOcr:
        started = time.perf_counter()
        try:
            self.conn.send(job)
        except (BrokenPipeError, OSError):  # it died between two pages
            self.kill()
            return PageOcr(self.plan.primary, failure="worker_died", detail=f"exit code {self.process.exitcode}")
        if not self.conn.poll(job.timeout_s):
            self.kill()
            return PageOcr(
                self.plan.primary,
                seconds=time.perf_counter() - started,
                failure="timeout",
                detail=f"over {job.timeout_s:g} s",
            )
        try:
            return self.conn.recv()
        except (EOFError, OSError):
            self.kill()
            detail = f"exit code {self.process.exitcode}"
            return PageOcr(
                self.plan.primary, seconds=time.perf_counter() - started, failure="worker_died", detail=detail
            )

    @property
    def alive(self) -> bool:
        return self.process.is_alive()

    def kill(self) -> None:
        """The worker and its process group: a tesseract child may outlive a dead worker."""
        if self.process.pid is not None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):  # the group is gone already
                pass
            if self.process.is_alive():  # killed before its setsid(): not yet a group of its own
                self.process.kill()
        self.process.join(timeout=10)
        self.conn.close()

    def stop(self) -> None:
        self.conn.close()  # the worker sees EOF and returns
        self.process.join(timeout=5)
        if self.process.is_alive():
            self.kill()


class OcrPool:
    """`workers` processes, each with one engine, fed from one queue of page jobs.

    Thread-safe: reports processed in parallel threads submit into the same pool. A slot thread
    per worker sends a job, waits at most the job's timeout, and replaces a worker that timed
    out or died."""

    def __init__(self, plan: OcrPlan, workers: int) -> None:
        self.plan = plan
        self.workers = workers
        self._jobs: queue.SimpleQueue[tuple[PageJob, Future[PageOcr]] | None] = queue.SimpleQueue()
        self._workers: dict[int, _Worker] = {}
        self._workers_lock = threading.Lock()
        self._aborted = threading.Event()
        self._slots = [
            threading.Thread(target=self._serve, args=(n,), name=f"ocr-slot-{n}", daemon=True) for n in range(workers)
        ]
        for slot in self._slots:
            slot.start()

    def submit(self, job: PageJob) -> Future[PageOcr]:
        future: Future[PageOcr] = Future()
        if self._aborted.is_set():
            future.set_result(PageOcr(self.plan.primary, failure="worker_died", detail="stopped by a signal"))
            return future
        self._jobs.put((job, future))
        return future

    def warm_up(self) -> None:
        """Start every worker now (loading an engine takes seconds), e.g. before timing the pool."""
        futures = [self.submit(PING) for _ in range(self.workers)]
        for future in futures:
            future.result()

    def close(self) -> None:
        for _ in self._slots:
            self._jobs.put(None)
        for slot in self._slots:
            slot.join(timeout=5)

    def abort(self) -> None:
        """Kill every worker now (the process is stopping): running and queued pages come back
        as `worker_died`, so no report waits on them."""
        with self._workers_lock:
            self._aborted.set()
            workers = list(self._workers.values())
        for worker in workers:
            worker.kill()
        self.close()

    def _register(self, slot: int, worker: _Worker) -> None:
        """Known to the pool before it is ready; one started after an abort is killed at once
        (otherwise it would outlive the run, or hold its exit)."""
        with self._workers_lock:
            self._workers[slot] = worker
            aborted = self._aborted.is_set()
        if aborted:
            worker.kill()

    def _serve(self, slot: int) -> None:
        # Stop signals are the main thread's business; blocked here, they stay blocked in the
        # workers this thread spawns, so a terminal's Ctrl-C never interrupts one starting up.
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
        worker: _Worker | None = None
        while (item := self._jobs.get()) is not None:
            job, future = item
            if not future.set_running_or_notify_cancel():
                continue
            if self._aborted.is_set():
                future.set_result(PageOcr(self.plan.primary, failure="worker_died", detail="stopped by a signal"))
                continue
            try:
                if worker is None or not worker.alive:
                    worker = _Worker(self.plan, started=partial(self._register, slot))
                result = worker.run(job)
            except BaseException as error:  # noqa: BLE001 - the worker could not start: every page says so
                if self._aborted.is_set():
                    future.set_result(PageOcr(self.plan.primary, failure="worker_died", detail="stopped by a signal"))
                    continue
                future.set_exception(error)
                worker = None
                continue
            future.set_result(result)
        if worker is not None and worker.alive:
            worker.stop()


class InlinePool:
    """Reads pages in the calling thread, without a timeout: for daemonic processes (e.g. Dask
    workers), which may not start worker processes of their own."""

    def __init__(self, plan: OcrPlan) -> None:
        self.plan = plan
        self._lock = threading.Lock()
        self._engines: tuple[OcrEngine, OcrEngine | None] | None = None

    def submit(self, job: PageJob) -> Future[PageOcr]:
        future: Future[PageOcr] = Future()
        with self._lock:
            if self._engines is None:
                latin = TesseractEngine(LATIN_LANGUAGE) if self.plan.latin else None
                self._engines = (create_engine(self.plan.primary, self.plan.language), latin)
            future.set_result(_read_job(*self._engines, job))
        return future

    def close(self) -> None:
        self._engines = None


_POOLS: dict[tuple[OcrPlan, int], OcrPool | InlinePool] = {}
_POOLS_LOCK = threading.Lock()


def shared_pool(plan: OcrPlan, workers: int | None = None) -> OcrPool | InlinePool:
    """The process-wide pool for this plan, started on first use and closed at exit."""
    size = workers or os.cpu_count() or 1
    with _POOLS_LOCK:
        if (plan, size) not in _POOLS:
            daemonic = multiprocessing.current_process().daemon
            _POOLS[(plan, size)] = InlinePool(plan) if daemonic else OcrPool(plan, size)
        return _POOLS[(plan, size)]


def abort_pools() -> None:
    """Kill the workers of every pool (a stop signal); the next use starts new ones."""
    with _POOLS_LOCK:
        pools = list(_POOLS.values())
        _POOLS.clear()
    for pool in pools:
        if isinstance(pool, OcrPool):
            pool.abort()
        else:
            pool.close()


@atexit.register
def close_pools() -> None:
    with _POOLS_LOCK:
        pools = list(_POOLS.values())
        _POOLS.clear()
    for pool in pools:
        pool.close()
