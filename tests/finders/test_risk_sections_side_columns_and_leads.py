"""English risk sections of set 6's shapes, by their general mechanism: paragraphs that each open with a
short bold lead run into its explanation (the leads are the items, the section runs over them all);
a list drawn without bullets ends at the next box's heading (`Key data` under a side column's
risks); a rated table's last row right above a sector note's risk heading is no stock heading; a
dash opening a line is a bullet a whole item follows (validation)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import ExtractionRequest, FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.extract.rules import RulesExtractor
from tasks.finders.risks import english_risk_sections, find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import validate_field
from tests.builders import report_view

LEFT, WIDTH = 50.0, 480.0
LEADS = ("Semiconductor capex cuts", "Yen appreciation", "Component shortages")
EXPLANATIONS = (
    "Chipmakers' capex plans for 2027 could be cut if memory prices weaken again.",
    "Every 1 yen move against the US dollar changes our operating profit forecast by about 0.6%.",
    "Shortages of servo motors and linear guides delayed shipments in 2022 and could recur.",
)


def _page(path: Path, lines: list[tuple[str, str]]) -> Path:
    """One page: ("heading", text) bold and larger, ("box", text) bold at body size (a box's own
    heading), ("lead", "Lead. Explanation.") a bold lead run into its explanation in body type,
    ("body", text) body type."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text(
        (LEFT, 60), "Tateyama Precision (6319 JP): robots for the next upcycle", fontname="hebo", fontsize=16
    )
    page.insert_text((LEFT, 90), "Tateyama makes vacuum wafer-handling robots with a 28% global share.", fontsize=10)
    y = 120.0
    for kind, text in lines:
        if kind == "lead":
            lead, explanation = text.split(". ", 1)
            page.insert_text((LEFT, y), lead + ". ", fontname="hebo", fontsize=10)
            after = LEFT + pymupdf.get_text_length(lead + ". ", fontname="hebo", fontsize=10)
            page.insert_text((after, y), explanation, fontname="helv", fontsize=10)
        else:
            font, size = {"heading": ("hebo", 12.0), "box": ("hebo", 10.0), "body": ("helv", 10.0)}[kind]
            page.insert_text((LEFT, y), text, fontname=font, fontsize=size)
        y += 22
    pdf.save(path)
    pdf.close()
    return path


def _bold_leads_note(path: Path) -> Path:
    leads = [("lead", f"{lead}. {explanation}") for lead, explanation in zip(LEADS, EXPLANATIONS, strict=True)]
    return _page(path, [("heading", "Key risks"), *leads, ("heading", "Valuation"), ("body", "We value it at 22x.")])


def test_bold_leads_each_run_into_an_explanation_are_the_items(tmp_path: Path) -> None:
    document = ingest(_bold_leads_note(tmp_path / "note.pdf"))
    headings = heading_spans(document)
    assert [item.value for item in find_risks(document.text, "company", headings=headings)] == list(LEADS)
    sections = english_risk_sections(document.text, "company", headings=headings)
    assert [document.text[start:end].count("\n") + 1 for _, start, end in sections] == [len(LEADS)]


def test_the_prompt_keeps_every_lead_and_the_rules_backend_answers_them(tmp_path: Path) -> None:
    prompt = build_prompt(clean(ingest(_bold_leads_note(tmp_path / "note.pdf"))))
    answer = RulesExtractor().extract(ExtractionRequest("note", prompt, fields=(FieldName.RISK_FACTORS,)))
    assert "; ".join(LEADS) in answer.text


def test_one_sentence_paragraphs_are_no_leads(tmp_path: Path) -> None:
    risks = ("Memory prices could weaken again in 2027.", "A stronger yen would cut our profit forecast.")
    document = ingest(_page(tmp_path / "note.pdf", [("heading", "Key risks"), *(("body", risk) for risk in risks)]))
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert [item.value for item in found] == [risk.rstrip(".") for risk in risks]


def test_a_list_without_bullets_ends_at_the_next_boxs_heading(tmp_path: Path) -> None:
    items = ("Iron ore below US$85/t", "China steel output cuts", "Stronger Australian dollar")
    document = ingest(
        _page(
            tmp_path / "note.pdf",
            [
                ("heading", "Key investment risks"),
                *(("body", item) for item in items),
                ("box", "Key data"),
                ("body", "Market cap (US$bn) 8.7 Free float (%) 64"),
            ],
        )
    )
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert [item.value for item in found] == list(items)


SECTOR_NOTE = (
    "Australian Banks: Valuations stretched; stay Underweight\n"
    "The major banks trade at 2.3x book value and 20x forward earnings, both records.\n"
    "Company Ticker Price (A$) TP Rec\n"
    "National Southern Bank NSB AU 41.65 A$38.20 N\n"
    "Macquarry Lending MQRY AU 4.71 A$5.85 OW\n"
    "Risks to our view\n"
    "- Unemployment rising above 5% would lift bad debts.\n"
    "- A housing downturn in Sydney and Melbourne.\n"
)
SECTOR_RISKS = ("Unemployment rising above 5% would lift bad debts", "A housing downturn in Sydney and Melbourne")


def test_a_rated_tables_last_row_over_the_heading_is_no_stock_heading() -> None:
    stocks = ("NSB AU", "National Southern Bank", "MQRY AU", "Macquarry Lending")
    found = find_risks(SECTOR_NOTE, "industry", stocks)
    assert [item.value for item in found] == list(SECTOR_RISKS)
    stock_heading = SECTOR_NOTE.replace("Macquarry Lending MQRY AU 4.71 A$5.85 OW", "Macquarry Lending")
    assert find_risks(stock_heading, "industry", stocks) == []  # a stock's name over the heading: its risks


def test_an_item_after_a_dash_bullet_is_whole(tmp_path: Path) -> None:
    view = report_view(tmp_path, SECTOR_NOTE.replace(".\n- ", "\n- ").rstrip(".\n") + "\n")
    answer = validate_field(
        FieldName.RISK_FACTORS, "; ".join(SECTOR_RISKS), view, extractor="m", doc_type="industry", row={}
    )
    assert answer.status is FieldStatus.VALID, answer.reason
    cut = validate_field(
        FieldName.RISK_FACTORS, "Unemployment rising", view, extractor="m", doc_type="industry", row={}
    )
    assert cut.status is FieldStatus.INVALID
