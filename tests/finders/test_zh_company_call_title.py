"""A Chinese company note's own call takes its company from the title's `name（code）`: a US listing
printed the Bloomberg way (`智康网络(ZKNG US)`) counts, and a page header's report kind glued before the
name (`公司点评远拓轮胎(002884.SZ)`) is no part of it; the validator keeps the call."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.fap import parse_fap
from schemas.types import ExtractionRequest, FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.extract.rules import RulesExtractor
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import kept_view, validate_field


def _note(path: Path, header: str, title: str) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    lines = [header, title, "核心观点", "公司第三季度收入同比增长9%，我们维持“优于大市”评级，目标价US$18.50。"]
    for number, line in enumerate(lines):
        page.insert_text((50, 60 + 24 * number), line, fontname="china-s", fontsize=10)
    pdf.save(path)
    pdf.close()
    return path


def _call(path: Path) -> tuple[str, FieldStatus]:
    cleaned = clean(ingest(path))
    request = ExtractionRequest("n", build_prompt(cleaned), fields=(FieldName.STOCK_CALLS,))
    value = parse_fap(RulesExtractor().extract(request).text, (FieldName.STOCK_CALLS,))[FieldName.STOCK_CALLS]
    kept = validate_field(FieldName.STOCK_CALLS, value, kept_view(cleaned), extractor="m", doc_type="company")
    return value, kept.status


def test_a_bloomberg_us_code_in_the_title_names_the_company(tmp_path: Path) -> None:
    call, status = _call(
        _note(tmp_path / "us.pdf", "证券研究报告 | 美股公司研究", "智康网络(ZKNG US):广告业务触底回升")
    )
    assert "ZKNG US" in call and "智康网络" in call
    assert status is FieldStatus.VALID


def test_a_report_kind_glued_before_the_name_is_dropped(tmp_path: Path) -> None:
    call, _ = _call(_note(tmp_path / "kind.pdf", "证券研究报告 | 公司点评远拓轮胎(002884.SZ)", "远拓轮胎三季报点评"))
    assert "远拓轮胎" in call and "公司点评" not in call
