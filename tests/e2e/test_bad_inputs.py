"""Hostile and odd inputs in one batch: each gives a right row, and the batch goes on."""

from __future__ import annotations

import shutil
from pathlib import Path

import pymupdf
import pytest

from flows.report import digest_one, run_context
from flows.settings import RunOptions
from schemas.types import FieldName, ReportStatus
from tasks.ingest.discover import discover
from tests.paths import SAMPLES

ZERO_PAGES = b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"


def many_pages(path: Path, pages: int) -> None:
    doc = pymupdf.open()
    for number in range(pages):
        page = doc.new_page()
        page.insert_text(
            (72, 72),
            f"Page {number + 1}. We maintain our Overweight rating."
            if number == 0
            else f"Market commentary, page {number + 1}.",
        )
    doc.save(path)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("hostile")
    (folder / "bad_empty.pdf").write_bytes(b"")
    for name in ("bad_not_a_pdf.pdf", "bad_truncated.pdf", "bad_encrypted.pdf"):
        shutil.copy(SAMPLES / name, folder / name)
    (folder / "zero_pages.pdf").write_bytes(ZERO_PAGES)
    many_pages(folder / "three_hundred_pages.pdf", 300)
    shutil.copy(SAMPLES / "zh_buy.pdf", folder / "华泰 证券 研报.pdf")
    shutil.copy(SAMPLES / "zh_buy.pdf", folder / "same bytes, other name.pdf")
    (folder / "note.txt").write_text(
        "公司点评\n维持“增持”评级，目标价30.00元。\n风险提示：汇率波动风险；需求不及预期。\n", encoding="utf-8"
    )
    (folder / "link.pdf").symlink_to(SAMPLES / "zh_neutral.pdf")
    (folder / "loop").symlink_to(folder, target_is_directory=True)
    return folder


@pytest.fixture(scope="module")
def rows(corpus: Path) -> dict[str, object]:
    context = run_context(RunOptions(inputs=[corpus], extractor="rules"))
    outcomes = {}
    for item in discover([corpus]):
        outcome = digest_one(item, context)
        outcomes[item.path.name] = outcome
    return outcomes


@pytest.mark.parametrize(
    ("name", "reason", "advice"),
    [
        ("bad_empty.pdf", "EmptyInputError", "re-download"),
        ("bad_not_a_pdf.pdf", "NotAPdfError", "give a PDF"),
        ("bad_truncated.pdf", "CorruptPdfError", "repair"),
        ("bad_encrypted.pdf", "EncryptedPdfError", "decrypt"),
        ("zero_pages.pdf", "CorruptPdfError", "re-download"),
    ],
)
def test_bad_files_are_error_rows_that_say_what_to_do(rows, name: str, reason: str, advice: str) -> None:
    outcome = rows[name]
    assert outcome.status is ReportStatus.ERROR
    assert outcome.error.startswith(reason) and advice in outcome.error


def test_odd_but_valid_inputs_give_correct_rows(rows) -> None:
    duplicate = rows.get("same bytes, other name.pdf") or rows["华泰 证券 研报.pdf"]
    assert duplicate.status is ReportStatus.OK and len(duplicate.duplicate_paths) == 1
    assert duplicate.fields[FieldName.TARGET_PRICE].value == "85.00元"
    assert rows["note.txt"].fields[FieldName.RATING].value == "增持"
    assert rows["link.pdf"].fields[FieldName.RATING].value == "中性"
    long = rows["three_hundred_pages.pdf"]
    assert long.pages == 300 and long.fields[FieldName.RATING].value == "Overweight"


def test_every_input_is_accounted_for_once(rows) -> None:
    assert len(rows) == 9  # 10 files, two of them the same bytes; the symlink loop adds none
