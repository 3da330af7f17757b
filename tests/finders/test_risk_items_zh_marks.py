"""Chinese risk items numbered the way prose numbers them (`一是…；二是…`, a chapter's `6.1…` / `6.2…`)
lose their marks, and an item titled before a double dash (`食品安全风险——…`) is its title; in the
finder and the validator (a model quoting the items without their marks is kept, a quote cut inside
a word is not)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.risks import find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

ITEMS = ("原材料价格大幅波动", "海外产能投产进度不及预期", "下游需求恢复低于预期")
HAN_ORDINALS = "一二三"


def _note(path: Path, risk_lines: list[str]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 70), "远拓轮胎(002884.SZ)三季报点评：海外基地放量", fontname="china-s", fontsize=16)
    lines = ["公司发布2026年三季报，前三季度实现营业收入96.4亿元，同比增长17%。", "风险提示", *risk_lines]
    lines.append("分析师声明")
    y = 110.0
    for line in lines:
        page.insert_textbox(pymupdf.Rect(50, y, 530, y + 40), line, fontname="china-s", fontsize=10)
        y += 24
    pdf.save(path)
    pdf.close()
    return path


def _values(text: str) -> list[str]:
    return [c.value for c in find_risks(text, "company")]


def test_ordinal_marks_before_shi_are_no_part_of_the_items(tmp_path: Path) -> None:
    marked = "；".join(f"{n}是{item}" for n, item in zip(HAN_ORDINALS, ITEMS, strict=True)) + "。"
    cleaned = clean(ingest(_note(tmp_path / "yishi.pdf", [marked])))
    assert _values(cleaned.document.text) == list(ITEMS)
    view = kept_view(cleaned)
    kept = validate_field(FieldName.RISK_FACTORS, "; ".join(ITEMS), view, extractor="m", doc_type="company")
    assert kept.status is FieldStatus.VALID
    cut = validate_field(FieldName.RISK_FACTORS, "料价格大幅波动", view, extractor="m", doc_type="company")
    assert cut.status is FieldStatus.INVALID


def test_marks_out_of_sequence_stay_the_items_words() -> None:
    text = "风险提示\n一是原材料价格大幅波动；三是下游需求恢复低于预期。\n"
    assert _values(text)[0].startswith("一是")


def test_chapter_section_numbers_are_no_part_of_the_items(tmp_path: Path) -> None:
    lines = [f"6.{n}{item}风险。" for n, item in enumerate(ITEMS, 1)]
    document = ingest(_note(tmp_path / "chapter.pdf", lines))
    assert [c.value for c in find_risks(document.text, "company", headings=heading_spans(document))] == [
        f"{item}风险" for item in ITEMS
    ]


def test_one_decimal_opening_an_item_is_its_own(tmp_path: Path) -> None:
    document = ingest(_note(tmp_path / "decimal.pdf", ["6.1亿元商誉存在减值风险。", "汇率波动风险。"]))
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert found and found[0].value.startswith("6.1亿元")


def test_an_item_titled_before_a_double_dash_is_its_title(tmp_path: Path) -> None:
    lines = [
        "门店扩张不及预期风险——公司计划2027年新开门店150家，若选址不足，扩张节奏将放缓。",
        "食品安全风险——餐饮行业食品安全事件将对品牌造成较大冲击。",
    ]
    cleaned = clean(ingest(_note(tmp_path / "dash.pdf", lines)))
    document = cleaned.document
    titles = ["门店扩张不及预期风险", "食品安全风险"]
    assert [c.value for c in find_risks(document.text, "company", headings=heading_spans(document))] == titles
    kept = validate_field(
        FieldName.RISK_FACTORS, "; ".join(titles), kept_view(cleaned), extractor="m", doc_type="company"
    )
    assert kept.status is FieldStatus.VALID
