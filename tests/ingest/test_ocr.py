"""OCR engines, the OCR process pool, the page table, and scanned reports through the pipeline:
real PDFs, real RapidOCR and Tesseract, real worker processes, real Parquet."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import polars as pl
import pymupdf
import pytest
from pydantic import ValidationError
from rapidocr_onnxruntime.ch_ppocr_rec.utils import CTCLabelDecode
from typer.testing import CliRunner

from flows.settings import RunOptions
from schemas.errors import OcrError
from schemas.options import OcrOptions
from schemas.output import PAGE_SCHEMA
from schemas.types import BLOCK_ROLES, PageInfo, ReportOutcome, ReportStatus
from tasks.ingest.ocr import ContestedPunctuation, OcrPlan, PageJob, plan_ocr, shared_pool
from tasks.ingest.reader import ingest
from tasks.output.sink import write_pages
from tests.builders import fields_of, label_fields, rules_outcome
from tests.paths import ROOT, SAMPLES


def blank_pdf(path: Path, width: float = 595, height: float = 842) -> Path:
    with pymupdf.open() as pdf:
        pdf.new_page(width=width, height=height)
        pdf.save(path)
    return path


# --- engine selection ----------------------------------------------------------------------------


def test_auto_takes_rapidocr_with_tesseract_for_english_pages() -> None:
    assert plan_ocr("auto") == OcrPlan("rapidocr", "", latin=True)
    assert plan_ocr("rapidocr") == OcrPlan("rapidocr", "")
    assert plan_ocr("tesseract", "chi_sim+eng") == OcrPlan("tesseract", "chi_sim+eng")
    with pytest.raises(OcrError, match="unknown OCR engine"):
        plan_ocr("easyocr")  # type: ignore[arg-type]


def test_ocr_engine_is_a_run_option_and_a_cli_flag() -> None:
    assert RunOptions(inputs=[SAMPLES]).ocr_engine == "auto"
    assert RunOptions(inputs=[SAMPLES], ocr_engine="tesseract").ocr_engine == "tesseract"
    with pytest.raises(ValidationError):
        RunOptions(inputs=[SAMPLES], ocr_engine="easyocr")
    from flows.cli import app

    result = CliRunner().invoke(app, ["run", "--help"], terminal_width=200)
    assert result.exit_code == 0
    assert "--ocr-engine" in result.output and "rapidocr" in result.output


@pytest.mark.slow  # starts a worker process
def test_chosen_engine_reads_the_page(tmp_path: Path) -> None:
    path = blank_pdf(tmp_path / "blank.pdf")

    document = ingest(path, options=OcrOptions(engine="tesseract", dpi=72, workers=1))

    assert [(p.source, p.engine, p.ocr_failure) for p in document.pages] == [("ocr", "tesseract", None)]


# --- pixel cap and timeout -----------------------------------------------------------------------


def test_pages_past_the_pixel_cap_are_refused_and_recorded(tmp_path: Path) -> None:
    huge = blank_pdf(tmp_path / "huge.pdf", width=14400, height=14400)  # 200 x 200 inches
    a4 = blank_pdf(tmp_path / "a4.pdf")

    big_page = ingest(huge, options=OcrOptions(engine="tesseract", workers=1)).pages[0]
    capped = ingest(a4, options=OcrOptions(engine="tesseract", workers=1, dpi=300, max_megapixels=5.0)).pages[0]

    assert (big_page.source, big_page.ocr_reason, big_page.ocr_failure) == ("ocr", "no_text_layer", "over_pixel_cap")
    assert (capped.ocr_failure, capped.end - capped.start) == ("over_pixel_cap", 0)


def test_a_huge_embedded_image_is_refused_before_it_is_decoded(tmp_path: Path) -> None:
    path = tmp_path / "bomb.pdf"
    with pymupdf.open() as pdf:
        page = pdf.new_page(width=200, height=200)
        pixmap = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 4000, 4000), False)  # 16 MP
        pixmap.clear_with(255)
        page.insert_image(page.rect, pixmap=pixmap)
        pdf.save(path, deflate=True)

    # the page itself renders to 0.3 MP at 200 dpi; its image alone is past the cap
    page_info = ingest(path, options=OcrOptions(engine="tesseract", workers=1, dpi=200, max_megapixels=10.0)).pages[0]

    assert page_info.ocr_failure == "over_pixel_cap"


@pytest.mark.slow
def test_a_page_past_its_timeout_is_recorded_and_the_report_goes_on(sample_labels: dict[str, dict]) -> None:
    path = SAMPLES / "mixed_scan.pdf"

    outcome = rules_outcome(path, ocr_engine="tesseract", ocr_workers=2, ocr_page_timeout_s=0.5)

    assert outcome.status is not ReportStatus.ERROR
    assert [(p.source, p.ocr_failure, p.end - p.start > 0) for p in outcome.page_infos] == [
        ("text", None, True),
        ("ocr", "timeout", False),
        ("ocr", "timeout", False),
    ]
    assert [a for a in outcome.alerts if a.startswith("ocr_failed")] == [
        "ocr_failed: page 2 (timeout); fields printed on it cannot be found",
        "ocr_failed: page 3 (timeout); fields printed on it cannot be found",
    ]
    assert outcome.review is not None  # an alert puts the report in the review queue
    # the killed workers are replaced: the same pool reads the next page
    pool = shared_pool(plan_ocr("tesseract"), 2)
    reading = pool.submit(PageJob(str(path), 0, 150, 120.0)).result()
    assert reading.failure is None and reading.lines


# --- the page table ------------------------------------------------------------------------------


def test_page_table_has_one_row_per_page(tmp_path: Path) -> None:
    pages = [
        PageInfo(1, "text", 0, 700, seconds=0.01, block_roles=(("paragraph", 5), ("sidebar", 2))),
        PageInfo(2, "ocr", 701, 1200, ocr_reason="no_text_layer", engine="rapidocr", mean_confidence=98.5, seconds=3.2),
        PageInfo(
            3,
            "ocr",
            1201,
            1201,
            ocr_reason="garbled_text_layer",
            engine="rapidocr",
            seconds=180.0,
            ocr_failure="timeout",
        ),
    ]
    outcomes = [
        ReportOutcome("a" * 64, "a.pdf", ReportStatus.OK, pages=3, page_infos=pages),
        ReportOutcome("b" * 64, "b.pdf", ReportStatus.ERROR, error="CorruptPdfError: truncated"),
    ]
    processed_at = datetime(2025, 3, 14, 8, 30, tzinfo=UTC)

    path = write_pages(tmp_path, outcomes, run_id="run-1", processed_at=processed_at)

    assert path == tmp_path / "pages" / "run_date=2025-03-14" / "run-1.parquet"
    frame = pl.read_parquet(path)
    assert frame.columns == PAGE_SCHEMA.names
    assert frame.select("page", "source", "ocr_reason", "ocr_failure", "engine", "chars").rows() == [
        (1, "text", None, None, None, 700),
        (2, "ocr", "no_text_layer", None, "rapidocr", 499),
        (3, "ocr", "garbled_text_layer", "timeout", "rapidocr", 0),
    ]
    assert frame["blocks"].to_list() == [
        {role: dict(page.block_roles).get(role, 0) for role in BLOCK_ROLES} for page in pages
    ]
    assert frame["blocks"][0]["paragraph"] == 5 and frame["blocks"][0]["sidebar"] == 2
    assert write_pages(tmp_path, outcomes[1:], run_id="run-2", processed_at=processed_at) is None


# --- scanned, mixed and garbled reports through the pipeline ---------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    ("file", "twin", "ocr_pages"),
    [
        ("scan_buy.pdf", "zh_buy.pdf", [("no_text_layer", 1), ("no_text_layer", 2), ("no_text_layer", 3)]),
        ("mixed_scan.pdf", "mixed_scan.pdf", [("no_text_layer", 2), ("no_text_layer", 3)]),
        ("garbled_hk.pdf", "hk_initiate.pdf", [("garbled_text_layer", 1)]),
    ],
)
def test_ocr_reports_give_the_fields_of_their_text_twins(
    file: str, twin: str, ocr_pages: list[tuple[str, int]], sample_labels: dict[str, dict]
) -> None:
    outcome = rules_outcome(SAMPLES / file)

    assert outcome.status is ReportStatus.OK, outcome.alerts
    assert fields_of(outcome) == label_fields(sample_labels[twin])
    read = [(p.ocr_reason, p.number) for p in outcome.page_infos if p.source == "ocr"]
    assert read == ocr_pages
    assert all(
        p.engine == "rapidocr" and p.ocr_failure is None and p.mean_confidence > 90
        for p in outcome.page_infos
        if p.source == "ocr"
    )


# --- the recogniser's contested ：/； ------------------------------------------------------------


def ctc_steps(decoder: CTCLabelDecode, steps: list[dict[str, float]]) -> np.ndarray:
    """A recogniser's output for one line: per step, the probability of each character named."""
    preds = np.zeros((1, len(steps), len(decoder.character)), dtype=np.float32)
    for step, probabilities in enumerate(steps):
        preds[0, step, 0] = 1.0 - sum(probabilities.values())  # blank
        for char, probability in probabilities.items():
            preds[0, step, decoder.character.index(char)] = probability
    return preds


@pytest.mark.parametrize(
    ("steps", "plain", "settled"),
    [
        # a label's colon, then a list whose second ； the recogniser nearly read as ：
        (
            [{"险": 0.99}, {"：": 0.98}, {"甲": 0.99}, {"；": 0.55, "：": 0.37}, {"乙": 0.99}, {"：": 0.5, "；": 0.45}],
            "险：甲；乙：",
            "险：甲；乙；",
        ),
        ([{"险": 0.99}, {"：": 0.98}, {"甲": 0.99}, {"：": 0.5, "；": 0.45}, {"乙": 0.99}], "险：甲：乙", "险：甲；乙"),
        # no colon before it and no ； elsewhere: the recogniser's choice stands
        ([{"险": 0.99}, {"：": 0.6, "；": 0.35}, {"甲": 0.99}], "险：甲", "险：甲"),
        # a clear colon is never changed, whatever the line holds
        ([{"险": 0.99}, {"：": 0.98}, {"甲": 0.99}, {"：": 0.9, "；": 0.05}, {"乙": 0.99}], "险：甲：乙", "险：甲：乙"),
        # one mark over two steps: its own first step is no colon before it
        ([{"甲": 0.99}, {"：": 0.5, "；": 0.45}, {"：": 0.5, "；": 0.45}, {"乙": 0.99}], "甲：乙", "甲：乙"),
        (
            [{"险": 0.99}, {"：": 0.98}, {"甲": 0.99}, {"：": 0.5, "；": 0.45}, {"：": 0.6, "；": 0.35}, {"乙": 0.99}],
            "险：甲：乙",
            "险：甲；乙",
        ),
        # ... and a mark that is a clear colon at one of its steps stays a colon
        (
            [{"险": 0.99}, {"：": 0.98}, {"甲": 0.99}, {"：": 0.5, "；": 0.45}, {"：": 0.9, "；": 0.05}, {"乙": 0.99}],
            "险：甲：乙",
            "险：甲：乙",
        ),
        # a mark whose best reading is neither (a comma) stays what it is
        ([{"：": 0.98}, {"甲": 0.99}, {"，": 0.4, "：": 0.3, "；": 0.29}, {"乙": 0.99}], "：甲，乙", "：甲，乙"),
    ],
)
def test_a_contested_colon_after_a_label_colon_is_read_as_a_semicolon(
    steps: list[dict[str, float]], plain: str, settled: str
) -> None:
    decoder = CTCLabelDecode(character=list("险甲乙丙：；，"))
    assert decoder(ctc_steps(decoder, steps))[0][0] == plain
    assert ContestedPunctuation(decoder)(ctc_steps(decoder, steps))[0][0] == settled


def test_a_worker_starts_without_running_the_parents_main_module(tmp_path: Path) -> None:
    """Spawn re-runs the parent's script in each child unless told otherwise: for `digest` the CLI
    with Prefect and the rest, which a worker does not need (and read pages slower with)."""
    marker = tmp_path / "main-ran-in-a-worker"
    script = tmp_path / "parent.py"
    script.write_text(
        "import pathlib, sys\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        'if __name__ == "__mp_main__":\n'
        f"    pathlib.Path({str(marker)!r}).write_text('ran')\n"
        'if __name__ == "__main__":\n'
        "    from tasks.ingest.ocr import OcrPool, plan_ocr\n"
        '    pool = OcrPool(plan_ocr("tesseract", "eng"), 1)\n'
        "    pool.warm_up()\n"
        "    pool.close()\n"
        "    print('worker answered')\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0 and "worker answered" in done.stdout, done.stderr
    assert not marker.exists()
