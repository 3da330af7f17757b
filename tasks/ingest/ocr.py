"""OCR engines behind one interface, and the process pool that runs them one PDF page at a time.

Each worker process holds one engine, created once when the worker starts, and per job renders
one page of a PDF (by path) and reads it. Pages of every report in the run share the pool. A job
that outlives its timeout gets its worker killed (with its process group, so a tesseract child
dies too) and replaced; the page comes back as failed and its report goes on. A worker that dies
on a page is handled the same way. A job with a cache folder is looked up in the page OCR cache
(tasks/ingest/ocr_cache.py) by its rendered image before it is read, and stored after.
"""

from __future__ import annotations

import atexit
import importlib.util
import multiprocessing
import os
import queue
import signal
import sys
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial
from importlib import metadata
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, ClassVar, Literal, get_args

if getattr(multiprocessing.current_process(), "_inheriting", False):
    # Imported by a spawned OCR worker during its start: a terminal's Ctrl-C (or hang-up) reaches
    # the whole foreground group, and the parent stops its workers itself (before the imports below: slow).
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)

import numpy as np
import pymupdf
import pytesseract
from PIL import Image

from schemas.errors import OcrError
from schemas.options import OcrPreset
from tasks.ingest.ocr_cache import DEFAULT_MAX_BYTES, CachedLine, CachedPage, OcrCache, image_key

EngineName = Literal["rapidocr", "tesseract"]
EngineChoice = Literal["auto", "rapidocr", "tesseract"]
# `auto` takes the first available engine in this order: rapidocr measured best on the scanned
# samples (docs/ocr.md, "OCR, measured"; bench/ocr_bench.py).
ENGINE_PREFERENCE: tuple[EngineName, ...] = ("rapidocr", "tesseract")
DEFAULT_DPI: dict[EngineName, int] = {"rapidocr": 300, "tesseract": 300}
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


Runtime = Literal["openvino", "onnxruntime"]


@dataclass(frozen=True)
class RapidOptions:
    """How RapidOCR runs; docs/ocr.md "OCR, measured" has the table behind the defaults."""

    # The same PP-OCRv4 models (from the rapidocr-onnxruntime wheel) on OpenVINO's CPU runtime
    # read a page in 0.78x the CPU time of onnxruntime's.
    runtime: Runtime = "openvino"
    # The detector's input: the page shrunk to this long side (its boxes are scaled back and the
    # recogniser reads crops of the full-resolution page); None: the full page, as before.
    det_side: int | None = 1280
    use_cls: bool = False  # the 0/180 degree line classifier: on the bench it flipped upright lines
    # Lines per recogniser call. A batch is padded to its widest line, and a page's lines differ
    # in width a lot: batches of 6 took 2.1x the time of single lines, batches of 12 5x.
    rec_batch: int = 1
    mem_arena: bool = True  # onnxruntime's CPU memory arena (rapidocr-onnxruntime turns it off)
    # How far a detected line's box is grown before its crop goes to the recogniser (RapidOCR's
    # default 1.6 can cut the tail of a `；` into a `：`).
    unclip_ratio: float = 1.8
    # Where the recogniser is torn between ： and ； (ContestedPunctuation), read the list's ；.
    settle_semicolons: bool = True

    @property
    def label(self) -> str:
        det = f"det {self.det_side}" if self.det_side else "det full page"
        arena = f", arena {'on' if self.mem_arena else 'off'}" if self.runtime == "onnxruntime" else ""
        return (
            f"{self.runtime}, {det}, unclip {self.unclip_ratio:g}, cls {'on' if self.use_cls else 'off'}, "
            f"rec batch {self.rec_batch}{arena}{', ；/： settled' if self.settle_semicolons else ''}"
        )


# What rapidocr-onnxruntime 1.4.4 does out of the box, with the page at full resolution: the
# plan before issue 12, kept for the bench's side-by-side comparison and as `--ocr-preset legacy`.
LEGACY_RAPID = RapidOptions(
    runtime="onnxruntime",
    det_side=None,
    use_cls=True,
    rec_batch=6,
    mem_arena=False,
    unclip_ratio=1.6,
    settle_semicolons=False,
)
RAPID_PRESETS: dict[OcrPreset, RapidOptions] = {
    "fast": RapidOptions(),
    "onnxruntime": RapidOptions(runtime="onnxruntime"),  # without OpenVINO: 1.28x the CPU time of `fast`
    "legacy": LEGACY_RAPID,
}


DET_MODEL = "ch_PP-OCRv4_det_infer.onnx"
REC_MODEL = "ch_PP-OCRv4_rec_infer.onnx"
CLS_MODEL = "ch_ppocr_mobile_v2.0_cls_infer.onnx"


def _model_path(model: str) -> Path:
    import rapidocr_onnxruntime

    return Path(rapidocr_onnxruntime.__file__).parent / "models" / model


class _OpenVinoSession:
    """A model of the rapidocr-onnxruntime wheel compiled by OpenVINO for the CPU, called the way
    RapidOCR calls its onnxruntime sessions (input array in, list of output arrays out)."""

    def __init__(self, model: str, threads: int) -> None:
        try:
            import openvino
        except ImportError as error:
            raise OcrError(
                "openvino is not installed", hint="Run make setup, or use --ocr-preset onnxruntime"
            ) from error
        core = openvino.Core()
        # No pinning: the pool runs one single-threaded worker per core, and the OS spreads them.
        core.set_property(
            "CPU",
            {
                "INFERENCE_NUM_THREADS": threads,
                "NUM_STREAMS": 1,
                "PERFORMANCE_HINT": "LATENCY",
                "ENABLE_CPU_PINNING": False,
            },
        )
        self._request = core.compile_model(core.read_model(str(_model_path(model))), "CPU").create_infer_request()

    def __call__(self, batch: np.ndarray) -> list[np.ndarray]:
        self._request.infer([batch])
        return [self._request.get_output_tensor().data.copy()]


class RapidOcrEngine(OcrEngine):
    """PP-OCRv4, the models from inside the rapidocr-onnxruntime wheel, on OpenVINO or onnxruntime
    as `options` say."""

    name = "rapidocr"
    # RapidOCR shrinks images whose long side exceeds max_side_len (2000 by default): an A4 page at
    # 300 dpi is 3508 px high, and shrinking it loses small print.
    MAX_SIDE_LEN = 4000

    def __init__(self, threads: int = 1, options: RapidOptions | None = None) -> None:
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError as error:
            raise OcrError("rapidocr-onnxruntime is not installed", hint="Run make setup") from error
        self.options = options = options or RapidOptions()
        detector = {"det_limit_type": "max", "det_limit_side_len": options.det_side} if options.det_side else {}
        self._ocr = RapidOCR(
            intra_op_num_threads=threads,
            inter_op_num_threads=1,
            max_side_len=self.MAX_SIDE_LEN,
            use_cls=options.use_cls,
            rec_batch_num=options.rec_batch,
            det_unclip_ratio=options.unclip_ratio,
            **detector,
        )
        if options.runtime == "openvino":
            self._ocr.text_det.infer = _OpenVinoSession(DET_MODEL, threads)
            self._ocr.text_rec.session = _OpenVinoSession(REC_MODEL, threads)
            if options.use_cls:
                self._ocr.text_cls.session = _OpenVinoSession(CLS_MODEL, threads)
        elif options.mem_arena:
            self._ocr.text_det.infer.session = _ort_session(DET_MODEL, threads)
            self._ocr.text_rec.session.session = _ort_session(REC_MODEL, threads)
        if options.settle_semicolons:
            self._ocr.text_rec.postprocess_op = ContestedPunctuation(self._ocr.text_rec.postprocess_op)

    def read(self, image: np.ndarray) -> list[OcrLine]:
        result, _ = self._ocr(image)
        lines = []
        for points, text, score in result or []:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            lines.append(OcrLine(text, (min(xs), min(ys), max(xs), max(ys)), float(score) * 100))
        return lines


class ContestedPunctuation:
    """RapidOCR's CTC decoder, but where the recogniser gives both ： and ； at least
    CONTESTED_SHARE at one step (a `；` whose tail the scan blurred), the mark is `；` when the
    line holds a `：` before it or a `；` elsewhere: a label takes one colon, and what follows it
    is a list (风险提示：原材料价格波动风险；下游需求不及预期；行业竞争加剧). On the scanned samples
    the recogniser gave such a `；` 0.45 against the colon's 0.51."""

    CONTESTED_SHARE = 0.25

    def __init__(self, decoder: Any) -> None:
        self._decoder = decoder
        self._colon, self._semicolon = decoder.character.index("："), decoder.character.index("；")

    def __call__(self, preds: np.ndarray, return_word_box: bool = False, **kwargs: Any) -> Any:
        pair = preds[:, :, [self._colon, self._semicolon]]
        best = preds.argmax(axis=2)
        contested = (pair.min(axis=2) >= self.CONTESTED_SHARE) & ((best == self._colon) | (best == self._semicolon))
        if contested.any():
            preds = preds.copy()
            is_mark = (best == self._colon) | (best == self._semicolon)
            for line, step in zip(*np.nonzero(contested), strict=True):
                start, end = self._mark_steps(best[line], is_mark[line], step)
                steps = np.arange(start, end)[is_mark[line, start:end]]
                if not contested[line, steps].all():
                    continue  # the same mark is a clear one at another of its steps
                colon_before = (best[line, :start] == self._colon).any()
                semicolon_elsewhere = (np.concatenate((best[line, :start], best[line, end:])) == self._semicolon).any()
                if colon_before or semicolon_elsewhere:
                    preds[line, steps, self._semicolon] = pair[line, steps].max(axis=1) + 1e-3
        return self._decoder(preds, return_word_box, **kwargs)

    @staticmethod
    def _mark_steps(best: np.ndarray, is_mark: np.ndarray, step: int) -> tuple[int, int]:
        """The steps of the one mark at `step`: CTC spreads a character over several steps, with
        blanks (index 0) between them."""
        start, end = step, step + 1
        while start > 0 and (is_mark[start - 1] or best[start - 1] == 0):
            start -= 1
        while end < len(best) and (is_mark[end] or best[end] == 0):
            end += 1
        return start, end


def _ort_session(model: str, threads: int) -> object:
    """A model of the rapidocr-onnxruntime wheel in a session with the CPU memory arena on."""
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.log_severity_level = 4
    options.enable_cpu_mem_arena = True
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    return onnxruntime.InferenceSession(
        str(_model_path(model)), sess_options=options, providers=["CPUExecutionProvider"]
    )


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


def _check_runtime(rapid: RapidOptions) -> None:
    if rapid.runtime == "openvino" and importlib.util.find_spec("openvino") is None:
        raise OcrError("openvino is not installed", hint="Run make setup, or use --ocr-preset onnxruntime")


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
    rapid: RapidOptions = field(default_factory=RapidOptions)  # when rapidocr is the primary engine


LATIN_LANGUAGE = "eng"
MIN_LATIN_SHARE = 0.6  # of the letters on a page
MIN_LATIN_LETTERS = 40


def plan_ocr(choice: EngineChoice, language: str = "chi_sim+eng", rapid: RapidOptions | None = None) -> OcrPlan:
    """The plan for `--ocr-engine choice`, checked; for `auto`, the first available engine
    (rapidocr, measured best) plus Tesseract for English pages when it is installed. `rapid`:
    how RapidOCR runs (None: `RapidOptions()`, the `fast` preset)."""
    if choice not in get_args(EngineChoice):
        raise OcrError(f"unknown OCR engine {choice!r}", hint="Use auto, rapidocr or tesseract")
    rapid = rapid or RapidOptions()
    if choice != "auto":
        check_engine(choice, language)
        if choice == "rapidocr":
            _check_runtime(rapid)
            return OcrPlan(choice, "", rapid=rapid)
        return OcrPlan(choice, language)
    problems = []
    for name in ENGINE_PREFERENCE:
        try:
            check_engine(name, language)
        except OcrError as error:
            problems.append(f"{name}: {error.message}")
            continue
        if name == "tesseract":
            return OcrPlan(name, language)
        _check_runtime(rapid)
        return OcrPlan(name, "", latin=_tesseract_has(LATIN_LANGUAGE), rapid=rapid)
    raise OcrError("no OCR engine is available (" + "; ".join(problems) + ")")


def _tesseract_has(language: str) -> bool:
    try:
        check_tesseract(language)
    except OcrError:
        return False
    return True


def create_engine(name: EngineName, language: str = "chi_sim+eng", rapid: RapidOptions | None = None) -> OcrEngine:
    return TesseractEngine(language) if name == "tesseract" else RapidOcrEngine(options=rapid)


def plan_fingerprint(plan: OcrPlan, dpi: int) -> str:
    """Every setting that changes what this plan reads from a page image: the cache key's half
    that is not the image (tasks/ingest/ocr_cache.py)."""
    parts = [f"ocr-code={OCR_CODE_VERSION}", f"primary={plan.primary}", f"dpi={dpi}"]
    if plan.primary == "rapidocr":
        rapid = plan.rapid
        parts += [
            f"runtime={rapid.runtime}",
            f"det_side={rapid.det_side}",
            f"cls={rapid.use_cls}",
            f"rec_batch={rapid.rec_batch}",
            f"arena={rapid.mem_arena}",
            f"unclip={rapid.unclip_ratio}",
            f"semicolons={rapid.settle_semicolons}",
            f"max_side={RapidOcrEngine.MAX_SIDE_LEN}",
            _package_version("rapidocr-onnxruntime"),
            _package_version("onnxruntime" if rapid.runtime == "onnxruntime" else "openvino"),
        ]
    if plan.primary == "tesseract" or plan.latin:
        languages = plan.language if plan.primary == "tesseract" else ""
        parts += [
            f"language={languages}",
            f"latin={plan.latin and LATIN_LANGUAGE}",
            f"tesseract={_tesseract_version()}",
        ]
    return "|".join(parts)


# Bump when what a worker makes of an engine's output changes (the boxes, the Latin re-read).
OCR_CODE_VERSION = 1


def _package_version(name: str) -> str:
    try:
        return f"{name}={metadata.version(name)}"
    except metadata.PackageNotFoundError:
        return f"{name}=absent"


@lru_cache(maxsize=1)
def _tesseract_version() -> str:
    try:
        return str(pytesseract.get_tesseract_version())
    except (pytesseract.TesseractNotFoundError, pytesseract.TesseractError, OSError):
        return "absent"


# ---------------------------------------------------------------------------------------------
# Jobs
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class PageJob:
    path: str
    page_index: int  # 0-based
    dpi: int
    timeout_s: float
    cache_dir: str = ""  # the page OCR cache (tasks/ingest/ocr_cache.py); "" for none
    cache_max_bytes: int = DEFAULT_MAX_BYTES


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
    cached: bool = False  # taken from the page OCR cache, not read now
    warning: str = ""  # e.g. a bad cache entry that was ignored and read again

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
    return read_image(engine, render_page(page, dpi), dpi, page.rect, latin, started)


def read_image(
    engine: OcrEngine, image: np.ndarray, dpi: int, rect: pymupdf.Rect, latin: OcrEngine | None, started: float
) -> PageOcr:
    """Read a rendered page image; boxes come back in PDF points (`rect`: the page's)."""
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
    return PageOcr(used.name, scaled, rect.width, rect.height, time.perf_counter() - started)


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
    # A terminal's Ctrl-C or hang-up reaches the whole foreground group: the parent stops the workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    # The slot thread that spawned it blocks SIGTERM; unblocked, multiprocessing's exit handler
    # can still terminate a worker that a stop did not reach.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    os.setsid()  # its own process group: a timeout kills this worker and any tesseract child
    os.environ["OMP_THREAD_LIMIT"] = "1"  # one core per worker; the pool spreads over the cores
    try:
        reader = _Reader(plan)
    except Exception as error:  # noqa: BLE001 - reported to the parent, which raises it as an OcrError
        conn.send(f"{type(error).__name__}: {error}")
        return
    conn.send("ready")
    while True:
        try:
            job: PageJob = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(reader.read(job))


class _Reader:
    """One process's engines, and its handles on page OCR caches."""

    def __init__(self, plan: OcrPlan) -> None:
        self.plan = plan
        self.engine = create_engine(plan.primary, plan.language, plan.rapid)
        self.latin = TesseractEngine(LATIN_LANGUAGE) if plan.latin else None
        self._caches: dict[tuple[str, int], OcrCache] = {}
        self._fingerprints: dict[int, str] = {}

    def read(self, job: PageJob) -> PageOcr:
        if job == PING:
            time.sleep(0.2)  # long enough for every idle slot to take one ping
            return PageOcr(self.engine.name)
        started = time.perf_counter()
        try:
            with pymupdf.open(job.path) as pdf:
                page = pdf[job.page_index]
                image = render_page(page, job.dpi)
                rect = page.rect
            if not job.cache_dir:
                return read_image(self.engine, image, job.dpi, rect, self.latin, started)
            cache = self._cache(job)
            key = image_key(image, self._fingerprint(job.dpi))
            hit, warning = cache.get(key)
            if hit is not None:
                lines = tuple(OcrLine(line.text, line.box, line.confidence) for line in hit.lines)
                seconds = time.perf_counter() - started
                return PageOcr(hit.engine, lines, hit.page_width, hit.page_height, seconds, cached=True)
            reading = read_image(self.engine, image, job.dpi, rect, self.latin, started)
            stored = tuple(CachedLine(line.text, line.box, line.confidence) for line in reading.lines)
            stored_warning = cache.put(
                key, CachedPage(reading.engine, stored, reading.page_width, reading.page_height, reading.seconds)
            )
            return replace(reading, warning="; ".join(w for w in (warning, stored_warning) if w))
        except Exception as error:  # noqa: BLE001 - one bad page must not end the worker
            detail = f"{type(error).__name__}: {error}"
            return PageOcr(
                self.engine.name, seconds=time.perf_counter() - started, failure="engine_error", detail=detail
            )

    def _cache(self, job: PageJob) -> OcrCache:
        key = (job.cache_dir, job.cache_max_bytes)
        if key not in self._caches:
            self._caches[key] = OcrCache(Path(job.cache_dir), job.cache_max_bytes)
        return self._caches[key]

    def _fingerprint(self, dpi: int) -> str:
        if dpi not in self._fingerprints:
            self._fingerprints[dpi] = plan_fingerprint(self.plan, dpi)
        return self._fingerprints[dpi]


_MAIN_MODULE_LOCK = threading.Lock()


@contextmanager
def _without_main_module() -> Iterator[None]:
    """Start a worker without the parent's `__main__`: spawn re-runs it in every child (for
    `digest` the CLI, and Prefect, polars and the SDK with it), and a worker needs only this
    module. Measured: a worker so started read the bench pages at 0.70-0.73 s each, one that
    re-ran the bench script at 0.80-0.85 s. Spawn reads `__main__` only while a process starts."""
    main = sys.modules["__main__"]
    with _MAIN_MODULE_LOCK:
        saved: dict[str, Any] = {
            name: main.__dict__[name] for name in ("__file__", "__spec__") if name in main.__dict__
        }
        main.__dict__.pop("__file__", None)
        main.__dict__["__spec__"] = None
        try:
            yield
        finally:
            main.__dict__.pop("__spec__", None)
            main.__dict__.update(saved)


class _Worker:
    """One worker process and the pipe to it."""

    def __init__(self, plan: OcrPlan, started: Callable[[_Worker], None] | None = None) -> None:
        self.plan = plan
        context = multiprocessing.get_context("spawn")  # no fork: the parent runs threads
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child, plan), daemon=True)
        with _without_main_module():
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
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM, signal.SIGHUP})
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
        self._reader: _Reader | None = None

    def submit(self, job: PageJob) -> Future[PageOcr]:
        future: Future[PageOcr] = Future()
        with self._lock:
            if self._reader is None:
                self._reader = _Reader(self.plan)
            future.set_result(self._reader.read(job))
        return future

    def close(self) -> None:
        self._reader = None


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
