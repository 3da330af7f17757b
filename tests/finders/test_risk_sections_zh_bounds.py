"""Where an untitled Chinese risk section ends by the document's structure: under a heading the page
sets apart, paragraphs (one item each, commas and all) run to the next heading; a list of one item a
line (a sidebar's `风险提示`) runs while its lines are items, each line its own item, and lines inside a
filled box wrap at the box's edge, not at the widest of them. The finder, the prompt's head, the rules
extractor and the validator read the same section."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pymupdf

from schemas.types import ExtractionRequest, FieldName, FieldStatus, HeadingLine
from tasks.clean.cleaner import clean
from tasks.extract.rules import RulesExtractor
from tasks.finders.headings import heading_spans_in
from tasks.finders.risks import find_risks, risk_headings
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import kept_view, validate_field

LEFT, WIDTH = 50.0, 480.0
PARAGRAPH_ITEMS = (
    "医疗设备招标采购恢复不及预期，设备更新政策落地节奏慢于市场预期",
    "国产设备进入高端医院的速度低于预期，进口替代进程放缓",
    "海外市场拓展受贸易政策影响，出口增速下降",
)
LINE_ITEMS = ("下游需求不及预期", "原材料价格上涨", "产能爬坡慢于预期")
READ_ITEMS = [unicodedata.normalize("NFKC", item) for item in PARAGRAPH_ITEMS]  # as the reader normalises them


def _paragraph_note(path: Path) -> Path:
    """One page: a heading set larger over each section; the risk section's paragraphs one item each."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((LEFT, 70), "医疗器械行业月报：招采数据回暖", fontname="china-s", fontsize=16)
    lines = [
        ("heading", "投资建议"),
        ("body", "我们维持行业“强于大市”评级，重点推荐设备更新受益标的。"),
        ("heading", "风险提示"),
        *(("body", item + "。") for item in PARAGRAPH_ITEMS),
        ("heading", "相关报告"),
        ("body", "本周医疗设备招采金额同比增长37%，连续四个月正增长。"),
    ]
    y = 110.0
    for kind, text in lines:
        size = 13.0 if kind == "heading" else 10.0
        page.insert_textbox(pymupdf.Rect(LEFT, y, LEFT + WIDTH, y + 40), text, fontname="china-s", fontsize=size)
        y += 30
    pdf.save(path)
    pdf.close()
    return path


def _sidebar_note(path: Path) -> Path:
    """A cover with a shaded sidebar box holding the rating, the target and a `风险提示` label over
    three short items, one a line, each its own text block."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((42, 100), "澜芯材料（688812.SH）首次覆盖：电子特气国产替代加速", fontname="china-s", fontsize=15)
    body = (
        "公司是国内电子特气龙头之一，三氟化氮、六氟化钨产品已进入国内主要晶圆厂供应链。我们预计公司"
        "2026-2028年归母净利润分别为4.2/5.6/7.3亿元，给予2027年35倍PE，首次覆盖给予“买入”评级。"
    )
    page.insert_textbox(pymupdf.Rect(42, 130, 380, 300), body, fontname="china-s", fontsize=10)
    page.draw_rect(pymupdf.Rect(406, 120, 553, 300), color=None, fill=(0.97, 0.9, 0.89))
    y = 140.0
    for text in ("投资评级", "买入（首次）", "目标价", "86.40元", "风险提示", *LINE_ITEMS):
        page.insert_text((415, y), text, fontname="china-s", fontsize=9.5)
        y += 17
    pdf.save(path)
    pdf.close()
    return path


def test_paragraphs_under_a_set_apart_heading_run_to_the_next_heading(tmp_path: Path) -> None:
    document = ingest(_paragraph_note(tmp_path / "paragraphs.pdf"))
    headings = heading_spans(document)
    assert [c.value for c in find_risks(document.text, "industry", headings=headings)] == READ_ITEMS
    (section,) = risk_headings(document.text, "industry", headings=headings)
    assert document.text[section[0] : section[2]].endswith("出口增速下降。")  # not the next heading's section


def test_the_prompt_head_carries_the_section_whole_and_the_rules_and_validator_keep_it(tmp_path: Path) -> None:
    cleaned = clean(ingest(_paragraph_note(tmp_path / "paragraphs.pdf")))
    prompt = build_prompt(cleaned)
    head_lines = prompt.head.split("\n")
    first = head_lines.index("风险提示")
    assert head_lines[first + 1 : first + 4] == [item + "。" for item in READ_ITEMS]
    answer = RulesExtractor().extract(ExtractionRequest("paragraphs", prompt, fields=(FieldName.RISK_FACTORS,)))
    assert "; ".join(READ_ITEMS) in answer.text
    view = kept_view(cleaned)
    kept = validate_field(FieldName.RISK_FACTORS, "; ".join(PARAGRAPH_ITEMS), view, extractor="m", doc_type="industry")
    assert kept.status is FieldStatus.VALID


def test_a_sidebar_boxs_items_are_one_a_line(tmp_path: Path) -> None:
    document = ingest(_sidebar_note(tmp_path / "sidebar.pdf"))
    lines = document.text.split("\n")
    assert all(item in lines for item in LINE_ITEMS)  # each line its own paragraph, not wrapped into the next
    # the text rules: a label line alone over short lines, no sentence in them, is a list of one item a line
    assert [c.value for c in find_risks(document.text, "company", headings=None)] == list(LINE_ITEMS)


def test_a_list_of_one_item_a_line_ends_at_a_heading_and_at_a_running_header() -> None:
    text = "风险提示\n下游需求不及预期\n原材料价格上涨\n基础数据\n总股本8.42亿股\n"
    headings = heading_spans_in(text, (HeadingLine("风险提示", 11.0), HeadingLine("基础数据", 11.0)))
    assert [c.value for c in find_risks(text, "company", headings=headings)] == ["下游需求不及预期", "原材料价格上涨"]
    paragraphs = (
        "风险提示\n需求恢复不及预期，价格下行。\n原材料价格上涨，毛利率承压。\n溪陵证券行业研究 | 医疗器械行业\n"
    )
    headings = heading_spans_in(paragraphs, (HeadingLine("风险提示", 11.0),))
    assert [c.value for c in find_risks(paragraphs, "industry", headings=headings)] == [
        "需求恢复不及预期，价格下行",
        "原材料价格上涨，毛利率承压",
    ]


def test_a_list_of_one_item_a_line_ends_where_ocr_glued_the_next_boxs_label_to_its_last_item() -> None:
    """A scanned sidebar: OCR reads the `相关研究` label on the last item's line, the titles below it."""
    text = (
        "分析师\n林望舒\n证书编号:S1120523070004市场表现\n一汇川算力\n一沪深300\n风险提示\n"
        "1)竞争加剧导致利用率、平均价格下滑风险\n2)上游高端芯片供应受限导致交付延期的风险\n"
        "3)数据中心建设进度不及预期相关研究\n1.《汇川算力(688457.SH):智算中\n心投运,租赁收入高增》2025.04.30\n1/3\n"
    )
    assert [c.value for c in find_risks(text, "company", headings=None)] == [
        "竞争加剧导致利用率、平均价格下滑风险",
        "上游高端芯片供应受限导致交付延期的风险",
        "数据中心建设进度不及预期",
    ]
