"""A Chinese risk section of numbered sub-headings, each over its explanation's own paragraph
(`1. 监管政策风险` / `若美国对中概股…`): every sub-heading's title is an item, in the finder and the
validator; a numbered item wrapped onto a second line is no sub-heading."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.risks import find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

TITLES = ("监管政策风险", "汇率波动风险", "海外扩张风险")
EXPLANATIONS = (
    "若美国对中概股审计监管收紧，公司可能面临退市风险。",
    "公司收入以人民币计价，财报以美元列示，人民币贬值将影响报表利润。",
    "公司东南亚业务仍处于投入期，亏损收窄进度存在不确定性。",
)


def _note(path: Path, body: list[str]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 70), "智康网络(ZKNG US)：广告业务触底回升", fontname="china-s", fontsize=16)
    page.insert_text(
        (50, 110), "公司第三季度广告收入同比增长9%，我们维持“优于大市”评级。", fontname="china-s", fontsize=10
    )
    page.insert_text((50, 140), "风险因素", fontname="china-s", fontsize=13)
    y = 160.0
    for line in body:
        page.insert_text((50, y), line, fontname="china-s", fontsize=10)
        y += 16
    page.insert_text((50, y + 20), "投资评级说明", fontname="china-s", fontsize=13)
    pdf.save(path)
    pdf.close()
    return path


def test_numbered_sub_headings_titles_are_the_items(tmp_path: Path) -> None:
    body = [
        line
        for n, pair in enumerate(zip(TITLES, EXPLANATIONS, strict=True), 1)
        for line in (f"{n}. {pair[0]}", pair[1])
    ]
    cleaned = clean(ingest(_note(tmp_path / "numbered.pdf", body)))
    document = cleaned.document
    assert [c.value for c in find_risks(document.text, "company", headings=heading_spans(document))] == list(TITLES)
    kept = validate_field(
        FieldName.RISK_FACTORS, "; ".join(TITLES), kept_view(cleaned), extractor="m", doc_type="company"
    )
    assert kept.status is FieldStatus.VALID
    explanation = EXPLANATIONS[2].rstrip("。")
    lie = validate_field(FieldName.RISK_FACTORS, explanation, kept_view(cleaned), extractor="m", doc_type="company")
    assert lie.status is FieldStatus.INVALID  # a sentence explaining an item is none


def test_a_wrapped_numbered_item_is_no_sub_heading(tmp_path: Path) -> None:
    body = ["1. 若美国对中概股审计监管收紧", "公司可能面临退市风险。", "2. 若人民币贬值", "将影响报表利润。"]
    document = ingest(_note(tmp_path / "wrapped.pdf", body))
    found = [c.value for c in find_risks(document.text, "company", headings=heading_spans(document))]
    assert found != ["若美国对中概股审计监管收紧", "若人民币贬值"]
