"""OCR on degraded scans of real and sample pages: character error rate per page kind, pages/s of
the default plan side by side with the plan it replaced, the OCR pool's parallel efficiency, the
fields read from scanned twins, and P8 (a whole `digest run` against OCR alone).

Pages: every kind of text-layer sample page (covers with a sidebar, body pages, tables, risk
lists with bullets, 8.5 pt small print, English) and the pages of
../shared/real_reports/pdf/report_001.pdf (skipped when absent), each rendered and degraded at two
levels and put back as a one-page image-only PDF: `scan` the way sample_pdfs/render.py makes
scan_buy.pdf (170 dpi grey, blur, +-0.6 degree rotation, JPEG q50), `worse` at 150 dpi with more
blur, up to 1 degree, speckles and JPEG q40. Truth is what a reader can see of the page's own
text layer: less glyphs printed over another line's (a chart axis of labels 3 pt apart) and
private-use code points (a symbol font's bullet); an OCR line centred in an image holding no
text-layer character (a logo) is left out, as the truth cannot say what is there. `raw` CER, the
measure before, takes the whole text layer and every line.

CER, order-robust: both sides are normalised like the pipeline does (NFKC; OCR quote and decimal
folds) and lose their whitespace. The OCR lines are then put in the truth's order: longest first,
each is placed where rapidfuzz finds it in the truth (partial_ratio_alignment, with the truth
already claimed by earlier lines masked, so a repeated line such as a table label lands on its
own occurrence). A line that matches nowhere (partial ratio below 50: text the text layer lacks,
such as a logo's letters) goes at the end, claiming nothing, so it cannot push the lines after it
off their places. CER = Levenshtein distance between the placed lines, joined, and the truth,
divided by the truth's length. So reading a sidebar before or after the body costs nothing, while
every wrong, missing or extra character inside a line counts.

Speed: the default plan and the plan before it (`legacy`: rapidocr-onnxruntime as it comes, page at
full resolution into the detector, line classifier on, batches of 6 lines) read each page in turn
in this process on one core, render included, so that a busy machine slows both alike; the ratio
is the figure to trust, and CPU seconds per page (this process and its tesseract children) the
absolute one. The legacy plan reads the `scan` pages only (it is slow).

Parallel efficiency = pages/s of the pool (one worker per core, warmed on a pass over the pages)
/ (pages/s of the same pool with one worker, measured just before, x cores).

Fields: every text-layer sample with a label, scanned whole at the `scan` level, through the
pipeline (rules backend): rating, target price and risk items must equal the text-layer twin's.

P8: `digest run` (the flow, rules backend, a fresh OUT, the temporary Prefect server already up)
on generated one-page reports (sample pages), 20% of them scanned (each scan unique, so
the OCR cache does not hit), wall time / wall time of OCR alone on the same scanned pages through
the same (warm) pool. Goal <= 1.25.
    .venv/bin/python bench/ocr_bench.py [--p8-reports N] [--parts plans,pool,fields,p8]
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import os
import random
import resource
import sys
import tempfile
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["OMP_THREAD_LIMIT"] = "1"

from flows.runtime import quiet_prefect_defaults  # noqa: E402

quiet_prefect_defaults()

import numpy as np  # noqa: E402
import pymupdf  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402
from rapidfuzz import fuzz  # noqa: E402
from rapidfuzz.distance import Levenshtein  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from tasks.ingest.ocr import (  # noqa: E402
    DEFAULT_DPI,
    LATIN_LANGUAGE,
    LEGACY_RAPID,
    OcrEngine,
    OcrPlan,
    OcrPool,
    PageJob,
    PageOcr,
    RapidOcrEngine,
    TesseractEngine,
    plan_ocr,
    read_page,
    shared_pool,
)
from tasks.ingest.reader import normalize_text  # noqa: E402

SAMPLES = ROOT / "sample_pdfs"
REAL_REPORT = ROOT.parent / "shared" / "real_reports" / "pdf" / "report_001.pdf"
# (file, 1-based page, kind)
PAGES: tuple[tuple[str, int, str], ...] = (
    ("zh_buy.pdf", 1, "cover"),
    ("hk_initiate.pdf", 1, "cover"),
    ("zh_add_no_tp.pdf", 1, "cover"),
    ("zh_add_no_tp.pdf", 2, "body"),
    ("zh_upgrade.pdf", 2, "body"),
    ("zh_buy.pdf", 2, "table"),
    ("zh_neutral.pdf", 2, "table"),
    ("zh_recommend_range.pdf", 2, "risk list"),
    ("zh_repeat_disclaimer.pdf", 3, "risk list"),
    ("zh_neutral.pdf", 3, "small print"),
    ("hk_initiate.pdf", 3, "small print"),
    ("en_overweight.pdf", 1, "english"),
    ("en_overweight.pdf", 2, "english"),
)
LEVELS = ("scan", "worse")
LEGACY_DPI = 250  # what the plan before issue 12 rendered OCR pages at
MIN_PLACEMENT_SCORE = 50.0
SCAN_SEED = 2024
console = Console(width=160)


@dataclass
class Scan:
    name: str
    kind: str
    level: str
    path: Path  # a one-page image-only PDF
    truth: str  # the text layer's legible characters, normalised, no whitespace
    raw_truth: str  # the whole text layer, normalised, no whitespace (the measure before)
    blind_spots: tuple[pymupdf.Rect, ...] = ()  # image areas holding no text-layer character


# Glyphs that overlap this share of their box with a glyph of another line are printed on top of
# each other (report_001's chart axis: 18 labels 3 pt apart at 7 pt): nobody can read them. Within
# a line, boxes overlap by design (a full-width bracket set half-width).
MAX_GLYPH_OVERLAP = 0.4
BLIND_SPOT_MARGIN = 3.0  # points: the scan is rotated by up to 1 degree


def legible_text(page: pymupdf.Page) -> str:
    """The text layer in get_text()'s order without what no reader can see on the rendered page:
    glyphs overlapping other glyphs, and private-use code points (a symbol font's bullet has no
    character a reader or OCR could give back)."""
    lines = [line for block in page.get_text("rawdict")["blocks"] for line in block.get("lines", ())]
    chars = [
        (char["c"], char["bbox"], number)
        for number, line in enumerate(lines)
        for span in line["spans"]
        for char in span["chars"]
        if char["c"].strip()
    ]
    if not chars:
        return ""
    boxes = np.array([bbox for _, bbox, _ in chars], dtype=float)
    line_of = np.array([number for *_, number in chars])
    x0, y0, x1, y1 = (boxes[:, i : i + 1] for i in range(4))
    width = np.clip(np.minimum(x1, x1.T) - np.maximum(x0, x0.T), 0, None)
    height = np.clip(np.minimum(y1, y1.T) - np.maximum(y0, y0.T), 0, None)
    overlap = np.where(line_of[:, None] == line_of[None, :], 0.0, width * height)
    area = np.maximum((x1 - x0) * (y1 - y0), 1e-6)[:, 0]
    covered = overlap.max(axis=1) / area
    kept = "".join(
        char
        for (char, _, _), share in zip(chars, covered, strict=True)
        if share <= MAX_GLYPH_OVERLAP and not 0xE000 <= ord(char) <= 0xF8FF
    )
    return squeeze(kept, ocr=False)


def blind_spots(page: pymupdf.Page) -> tuple[pymupdf.Rect, ...]:
    """Image areas of the text-layer page with no text-layer character inside (a logo): what OCR
    reads there, the truth cannot say."""
    words = [pymupdf.Rect(word[:4]) for word in page.get_text("words")]
    spots = []
    for info in page.get_image_info():
        area = pymupdf.Rect(info["bbox"])
        if not any(area.intersects(word) for word in words):
            margin = BLIND_SPOT_MARGIN
            spots.append(pymupdf.Rect(area.x0 - margin, area.y0 - margin, area.x1 + margin, area.y1 + margin))
    return tuple(spots)


def load_generator():  # the samples' rendering engine as a module, for its scan degradation
    spec = importlib.util.spec_from_file_location("render", SAMPLES / "render.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["render"] = module
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def worse_jpeg(page: pymupdf.Page, rng: random.Random) -> bytes:
    """A poorer scan than scan_buy.pdf's: lower resolution, more blur and skew, speckles, q40."""
    pix = page.get_pixmap(dpi=150, colorspace=pymupdf.csGRAY)
    image = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    image = image.rotate(rng.uniform(-1.0, 1.0), resample=Image.Resampling.BICUBIC, fillcolor=255)
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.6, 0.8)))
    pixels = image.load()
    for _ in range(image.width * image.height // 4000):
        x, y = rng.randrange(image.width), rng.randrange(image.height)
        pixels[x, y] = rng.choice((40, 90, 200))  # type: ignore[index]
    image = image.point(lambda v: int(v * 0.85 + 25))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=40, optimize=True)
    return buffer.getvalue()


def squeeze(text: str, *, ocr: bool) -> str:
    return "".join(normalize_text(text, ocr=ocr)[0].split())


def image_pdf(path: Path, width: float, height: float, jpeg: bytes) -> Path:
    with pymupdf.open() as scan:
        new_page = scan.new_page(width=width, height=height)
        new_page.insert_image(new_page.rect, stream=jpeg)
        scan.save(path)
    return path


def make_scans(folder: Path) -> list[Scan]:
    generator = load_generator()
    rng = random.Random(SCAN_SEED)
    sources: list[tuple[Path, int, str, str]] = [
        (SAMPLES / file, number, kind, f"{file} p{number}") for file, number, kind in PAGES
    ]
    if REAL_REPORT.exists():
        with pymupdf.open(REAL_REPORT) as real:
            sources += [
                (REAL_REPORT, number, "real report", f"report_001 p{number}")
                for number in range(1, real.page_count + 1)
            ]
    else:
        console.print(f"[yellow]{REAL_REPORT} is absent: its pages are skipped[/yellow]")
    scans = []
    for level in LEVELS:
        for source, number, kind, name in sources:
            with pymupdf.open(source) as pdf:
                page = pdf[number - 1]
                jpeg = generator.scanned_page_jpeg(page, rng) if level == "scan" else worse_jpeg(page, rng)
                path = image_pdf(
                    folder / f"{source.stem}-p{number}-{level}.pdf", page.rect.width, page.rect.height, jpeg
                )
                scans.append(
                    Scan(
                        name,
                        kind,
                        level,
                        path,
                        legible_text(page),
                        squeeze(page.get_text(), ocr=False),
                        blind_spots(page),
                    )
                )
    return scans


def ordered_errors(truth: str, lines: list[str]) -> int:
    """Levenshtein distance after putting the OCR lines in the truth's order (module docstring)."""
    claimed = [False] * len(truth)
    placed: list[tuple[int, str]] = []
    for line in sorted(filter(None, lines), key=len, reverse=True):
        masked = "".join("\0" if taken else char for char, taken in zip(truth, claimed, strict=True))
        alignment = fuzz.partial_ratio_alignment(line, masked)
        fits = alignment is not None and alignment.score >= MIN_PLACEMENT_SCORE
        start, end = (alignment.dest_start, alignment.dest_end) if fits else (len(truth), len(truth))
        claimed[start:end] = [True] * (end - start)
        placed.append((start, line))
    hypothesis = "".join(line for _, line in sorted(placed, key=lambda item: item[0]))
    return Levenshtein.distance(hypothesis, truth)


def centre(box: tuple[float, float, float, float]) -> pymupdf.Point:
    return pymupdf.Point((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def reading_lines(reading: PageOcr, blind: tuple[pymupdf.Rect, ...] = ()) -> list[str]:
    """The OCR lines, normalised, without those centred in a blind spot."""
    return [
        squeeze(line.text, ocr=True) for line in reading.lines if not any(centre(line.box) in spot for spot in blind)
    ]


def cpu_now() -> float:
    """CPU seconds of this process and of its waited-for children (tesseract)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


@dataclass
class PlanRun:
    """One plan's readings, page by page."""

    label: str
    errors: dict[str, int] = field(default_factory=dict)  # scan path -> errors against the legible truth
    raw_errors: dict[str, int] = field(default_factory=dict)  # against the whole text layer, every line
    wall: dict[str, float] = field(default_factory=dict)
    cpu: dict[str, float] = field(default_factory=dict)

    def read(self, engine: OcrEngine, latin: OcrEngine | None, dpi: int, scan: Scan) -> None:
        with pymupdf.open(scan.path) as pdf:
            cpu, started = cpu_now(), time.perf_counter()
            reading = read_page(engine, pdf[0], dpi, latin)
            self.wall[str(scan.path)] = time.perf_counter() - started
            self.cpu[str(scan.path)] = cpu_now() - cpu
        self.errors[str(scan.path)] = ordered_errors(scan.truth, reading_lines(reading, scan.blind_spots))
        self.raw_errors[str(scan.path)] = ordered_errors(scan.raw_truth, reading_lines(reading))

    def cer(self, scans: list[Scan], *, raw: bool = False) -> float:
        errors = self.raw_errors if raw else self.errors
        done = [scan for scan in scans if str(scan.path) in errors]
        truth = sum(len(s.raw_truth if raw else s.truth) for s in done)
        return sum(errors[str(s.path)] for s in done) / max(1, truth)

    def seconds(self, scans: list[Scan], *, cpu: bool = False) -> float:
        times = self.cpu if cpu else self.wall
        return sum(times[str(scan.path)] for scan in scans if str(scan.path) in times)


def engines(plan: OcrPlan) -> tuple[OcrEngine, OcrEngine | None]:
    primary: OcrEngine = (
        RapidOcrEngine(options=plan.rapid) if plan.primary == "rapidocr" else TesseractEngine(plan.language)
    )
    return primary, TesseractEngine(LATIN_LANGUAGE) if plan.latin else None


def compare_plans(scans: list[Scan], default: OcrPlan, legacy: OcrPlan, dpi: int) -> tuple[PlanRun, PlanRun]:
    """Both plans on each page in turn; the legacy one (slow) on the first `scan` page of each kind.
    `dpi` is the default plan's; the legacy plan renders at its own LEGACY_DPI."""
    new_engine, new_latin = engines(default)
    old_engine, old_latin = engines(legacy)
    new, old = PlanRun("default"), PlanRun("legacy")
    kinds_done: set[str] = set()
    for number, scan in enumerate(scans, start=1):
        new.read(new_engine, new_latin, dpi, scan)
        line = f"  {number:2d}/{len(scans)} {scan.name:<28} {scan.level:<5} {scan.kind:<11} default CER {new.errors[str(scan.path)] / max(1, len(scan.truth)):6.2%} {new.wall[str(scan.path)]:5.1f} s"
        if scan.level == "scan" and scan.kind not in kinds_done:
            kinds_done.add(scan.kind)
            old.read(old_engine, old_latin, LEGACY_DPI, scan)
            line += f" | legacy CER {old.errors[str(scan.path)] / max(1, len(scan.truth)):6.2%} {old.wall[str(scan.path)]:5.1f} s"
        console.print(line)
    return new, old


def print_cer_table(scans: list[Scan], new: PlanRun, old: PlanRun) -> None:
    table = Table(title=f"CER per page kind ({len(scans)} degraded pages; legacy on one `scan` page per kind)")
    for column in ("kind", "pages", "default, scan", "default, worse", "legacy, scan"):
        table.add_column(column)
    kinds: dict[str, list[Scan]] = defaultdict(list)
    for scan in scans:
        kinds[scan.kind].append(scan)
    for kind, group in [*kinds.items(), ("all", scans)]:
        by_level = {level: [s for s in group if s.level == level] for level in LEVELS}
        table.add_row(
            kind,
            str(len(group)),
            f"{new.cer(by_level['scan']):.2%}",
            f"{new.cer(by_level['worse']):.2%}",
            f"{old.cer(by_level['scan']):.2%}",
        )
    console.print(table)


def print_speed(scans: list[Scan], new: PlanRun, old: PlanRun, default: OcrPlan, legacy: OcrPlan) -> None:
    both = [scan for scan in scans if str(scan.path) in old.wall]
    table = Table(
        title=f"Speed, one process on one core, the two plans page by page in turn (the {len(both)} pages both read)"
    )
    for column in (
        "plan",
        "CER",
        "wall s/page",
        "pages/s",
        "CPU s/page",
        "ratio to legacy (wall)",
        "ratio to legacy (CPU)",
    ):
        table.add_column(column)
    rows = (("legacy: " + legacy.rapid.label, old), ("default: " + default.rapid.label, new))
    for label, run in rows:
        wall, cpu = run.seconds(both), run.seconds(both, cpu=True)
        table.add_row(
            label + (" + tesseract eng for English pages" if default.latin else ""),
            f"{run.cer(both):.2%}",
            f"{wall / len(both):.2f}",
            f"{len(both) / wall:.3f}",
            f"{cpu / len(both):.2f}",
            f"{old.seconds(both) / wall:.2f}x",
            f"{old.seconds(both, cpu=True) / cpu:.2f}x",
        )
    console.print(table)
    every = new.seconds(scans)
    console.print(
        f"default plan over all {len(scans)} pages: CER {new.cer(scans):.2%} (goal <= 1%; raw {new.cer(scans, raw=True):.2%}), "
        f"{len(scans) / every:.3f} pages/s on one core, "
        f"{new.seconds(scans, cpu=True) / len(scans):.2f} CPU s/page; goal >= 0.32 pages/s, i.e. >= 2.5x the legacy plan side by side"
    )


# ---------------------------------------------------------------------------------------------
# The pool
# ---------------------------------------------------------------------------------------------


POOL_REPEATS = 4  # the last pages, read while a worker idles, weigh less the more pages there are


def pool_pages_per_second(plan: OcrPlan, workers: int, scans: list[Scan], dpi: int) -> tuple[float, float]:
    """Pages/s of a pool of `workers`, warmed on a pass over the pages (a worker's first pages are
    slow), reading them POOL_REPEATS times over; and the share of the wall time its workers read."""
    pool = OcrPool(plan, workers)
    try:
        pool.warm_up()
        for future in [pool.submit(PageJob(str(scan.path), 0, dpi, 600.0)) for scan in scans]:
            future.result()
        started = time.perf_counter()
        jobs = [PageJob(str(scan.path), 0, dpi, 600.0) for _ in range(POOL_REPEATS) for scan in scans]
        readings = [f.result() for f in [pool.submit(job) for job in jobs]]
        wall = time.perf_counter() - started
    finally:
        pool.close()
    if failures := [r.failure for r in readings if r.failure]:
        console.print(f"[red]pool pages failed: {failures}[/red]")
    return len(readings) / wall, sum(r.seconds for r in readings) / (wall * workers)


def pool_efficiency(plan: OcrPlan, scans: list[Scan], dpi: int, cores: int) -> None:
    """Pages/s of the warm pool with one worker per core against the same pool with one worker:
    how the pool scales, its workers alike. Also against this process reading the pages in turn
    (warm), the measure before, which a process's own imports sway either way. Enough pages that
    the last one, read while the other workers idle, weighs little."""
    engine, latin = engines(plan)
    single = PlanRun("single")
    for _ in range(2):  # a warm-up pass of this process's engine, then the timed pass
        single = PlanRun("single")
        for scan in scans:
            single.read(engine, latin, dpi, scan)
    in_process = len(scans) / single.seconds(scans)
    one, _ = pool_pages_per_second(plan, 1, scans, dpi)
    every, busy = pool_pages_per_second(plan, cores, scans, dpi)
    console.print(
        f"pool, default plan, warm, {len(scans) * POOL_REPEATS} pages: {cores} workers {every:.3f} pages/s, 1 worker {one:.3f}; "
        f"parallel efficiency [bold]{every / (one * cores):.2f}[/bold] = {every:.3f} / ({one:.3f} x {cores}) (goal >= 0.9), "
        f"workers busy {busy:.0%} of the wall time; against this process reading in turn ({in_process:.3f} pages/s): "
        f"{every / (in_process * cores):.2f}"
    )


# ---------------------------------------------------------------------------------------------
# Fields from scanned twins
# ---------------------------------------------------------------------------------------------


def field_check(folder: Path) -> None:
    import json

    from flows.report import digest_one, run_context
    from flows.settings import RunOptions
    from schemas.types import FieldName
    from tasks.ingest.discover import InputFile
    from tasks.ingest.reader import sha256_file

    generator = load_generator()
    labels = [json.loads(line) for line in (SAMPLES / "labels.jsonl").read_text("utf-8").splitlines() if line]
    texts = [
        row["file"]
        for row in labels
        if row["expect_status"] == "ok" and row["file"] not in ("scan_buy.pdf", "mixed_scan.pdf", "garbled_hk.pdf")
    ]

    def fields(path: Path) -> tuple[tuple[object, ...], int]:
        options = RunOptions(inputs=[path], out=folder / "fields-out", extractor="rules", ocr_cache_mb=0)
        outcome = digest_one(InputFile(path, sha256_file(path)), run_context(options))
        return (
            outcome.fields[FieldName.RATING].value,
            outcome.fields[FieldName.TARGET_PRICE].value,
            list(outcome.fields[FieldName.RISK_FACTORS].items),
        ), outcome.ocr_pages

    started = time.perf_counter()
    twins = []
    for number, file in enumerate(texts):
        with pymupdf.open(SAMPLES / file) as source:
            twin = generator.with_scanned_pages(source, 0, SCAN_SEED + number)
            twins.append(folder / f"twin-{file}")
            twin.save(twins[-1])
            twin.close()
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as threads:  # as lanes do: the pool stays full
        scanned = list(threads.map(fields, twins))
    same = 0
    for file, (scan_fields, ocr_pages) in zip(texts, scanned, strict=True):
        text_fields, _ = fields(SAMPLES / file)
        same += text_fields == scan_fields and ocr_pages > 0
        if text_fields != scan_fields:
            console.print(f"  [red]{file}: text layer {text_fields} != scanned twin {scan_fields}[/red]")
        elif ocr_pages == 0:
            console.print(f"  [red]{file}: the twin was not OCRed[/red]")
    console.print(
        f"fields: scanned twins of {len(texts)} samples give rating, target price and risk items equal to their text-layer twin's: "
        f"{same}/{len(texts)} ({time.perf_counter() - started:.0f} s)"
    )


# ---------------------------------------------------------------------------------------------
# P8: a whole run against OCR alone
# ---------------------------------------------------------------------------------------------


SCANNED_SHARE = 0.2


def make_reports(folder: Path, count: int) -> tuple[Path, list[tuple[Path, int]]]:
    """`count` one-page reports (sample pages), SCANNED_SHARE of them scanned (each scan its own
    degradation, so no two page images are alike); the scanned (file, page index) pairs."""
    generator = load_generator()
    rng = random.Random(7)
    files = [name for name, *_ in PAGES if not name.startswith("en_")]
    sources = [pymupdf.open(SAMPLES / name) for name in dict.fromkeys(files)]
    reports = folder / "reports"
    reports.mkdir()
    plans: list[list[bool]] = [[False] for _ in range(count)]
    pages = [(r, p) for r, report in enumerate(plans) for p in range(len(report))]
    for r, p in rng.sample(pages, round(SCANNED_SHARE * len(pages))):
        plans[r][p] = True
    scanned: list[tuple[Path, int]] = []
    try:
        for number, report in enumerate(plans):
            source = sources[number % len(sources)]
            offset = number // len(sources) % source.page_count
            path = reports / f"report-{number:04d}.pdf"
            with pymupdf.open() as out:
                for index, scan in enumerate(report):
                    page = source[offset + index]
                    if scan:
                        new_page = out.new_page(width=page.rect.width, height=page.rect.height)
                        new_page.insert_image(new_page.rect, stream=generator.scanned_page_jpeg(page, rng))
                        scanned.append((path, index))
                    else:
                        out.insert_pdf(source, from_page=offset + index, to_page=offset + index)
                out.set_metadata({"title": f"report {number}"})  # distinct bytes, distinct doc_id
                out.save(path)
    finally:
        for source in sources:
            source.close()
    return reports, scanned


def p8(folder: Path, count: int) -> None:
    from flows.pipeline import run
    from flows.runtime import prefect_session
    from flows.settings import RunOptions
    from tasks.ingest.ocr import RAPID_PRESETS

    reports, scanned = make_reports(folder, count)
    total_pages = count
    dpi = DEFAULT_DPI["rapidocr"]
    pool = shared_pool(plan_ocr("auto", "chi_sim+eng", RAPID_PRESETS["fast"]))  # the flow's pool
    with prefect_session(server_idle_minutes=0):  # a temporary server, gone with this process
        warm = folder / "warm"
        warm.mkdir()
        for path, _ in scanned[: 2 * (os.cpu_count() or 1)]:
            (warm / path.name).write_bytes(path.read_bytes())
        run(
            RunOptions(inputs=[warm], out=folder / "warm-out", extractor="rules", ocr_cache_mb=0)
        )  # server, pool, workers warm

        def alone() -> tuple[float, list[PageOcr]]:
            started = time.perf_counter()
            readings = [
                f.result() for f in [pool.submit(PageJob(str(path), index, dpi, 600.0)) for path, index in scanned]
            ]
            return time.perf_counter() - started, readings

        # OCR alone before and after the run, so that a machine getting busier or quieter weighs on both sides
        before, readings = alone()
        started = time.perf_counter()
        summary = run(RunOptions(inputs=[reports], out=folder / "p8-out", extractor="rules"))
        whole = time.perf_counter() - started
        after, _ = alone()
        ocr_alone = (before + after) / 2
    failed = [r.failure for r in readings if r.failure]
    statuses = defaultdict(int)
    for outcome in summary.outcomes:
        statuses[str(outcome.status)] += 1
    ocr_pages = sum(outcome.ocr_pages for outcome in summary.outcomes)
    console.print(
        f"P8: digest run on {count} reports ({total_pages} pages, {len(scanned)} scanned = {len(scanned) / total_pages:.0%}; "
        f"scaled down from 20-page reports to keep make bench short, which weighs the per-report work 20x heavier): "
        f"{whole:.1f} s / OCR alone on the same {len(scanned)} pages with the same pool {ocr_alone:.1f} s (before {before:.1f}, after {after:.1f}) = "
        f"[bold]{whole / ocr_alone:.2f}[/bold] (goal <= 1.25); statuses {dict(statuses)}, OCR pages {ocr_pages}"
        + (f", [red]OCR failures {failed}[/red]" if failed else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--p8-reports", type=int, default=200)
    parser.add_argument("--parts", default="plans,pool,fields,p8", help="which measurements, comma-separated")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    cores = os.cpu_count() or 1
    began = time.perf_counter()
    default = plan_ocr("auto")
    legacy = plan_ocr("auto", rapid=LEGACY_RAPID)
    dpi = DEFAULT_DPI[default.primary]
    with tempfile.TemporaryDirectory(prefix="ocr-bench-") as name:
        folder = Path(name)
        scans = make_scans(folder)
        console.print(
            f"{len(scans)} degraded pages, {cores} cores; default plan: {default.rapid.label}; legacy: {legacy.rapid.label}"
        )
        if "plans" in parts:
            new, old = compare_plans(scans, default, legacy, dpi)
            print_cer_table(scans, new, old)
            print_speed(scans, new, old, default, legacy)
        if "pool" in parts:
            pool_efficiency(default, [s for s in scans if s.level == "scan"], dpi, cores)
        if "fields" in parts:
            field_check(folder)
        if "p8" in parts:
            p8(folder, args.p8_reports)
    console.print(f"ocr_bench took {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
