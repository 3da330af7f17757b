"""English risk sections bounded by the document's structure: a section opens at a line the page
sets apart (bold, larger, or in its own colour) whose words name risks, and ends at the next such
heading of the same or a higher level; a body line that merely looks like a heading neither opens
nor ends one. Where the structure is not known (a .txt file), the text rules read the lines."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.types import ExtractionRequest, FieldName
from tasks.clean.cleaner import clean
from tasks.extract.rules import RulesExtractor
from tasks.finders.headings import heading_spans_in, structure_at
from tasks.finders.risks import english_risk_sections, find_risks
from tasks.ingest.blocks import heading_lines, heading_spans
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import PromptSteps, build_prompt

LEFT, WIDTH = 50.0, 480.0
BODY_SIZE, HEADING_SIZE = 10.0, 12.0
INTRO = (
    "Quanta Ridge reported a solid quarter. Revenue grew 12% year on year, ahead of our estimate, and "
    "management raised its outlook for the full year on firmer demand from data-centre customers."
)
PLAIN_RISK_LINE = "Risks to our view"  # body type: a line that looks like a heading, no heading
PLAIN_RISK_LINE_BODY = "We think the market underrates the new product cycle, which should lift margins through 2027."
BOLD_RISKS = ("Slower hyperscaler spending in the second half", "A price war among the top three suppliers")
VALUATION = "Our price target of US$120 is based on 25x 2027E EPS, in line with the peer average."


def _note(path: Path, lines: list[tuple[str, str]]) -> Path:
    """One page, one line each: ("bold", text) a heading set bold and larger, ("sub", text) a heading
    set bold at body size, ("body", text) body type, ("colour", text) a heading at body size in the
    house colour."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((LEFT, 60), "Quanta Ridge (QRDG US): ramp on track", fontname="hebo", fontsize=16)
    y = 100.0
    for kind, text in lines:
        font, size, colour = "helv", BODY_SIZE, (0, 0, 0)
        if kind == "bold":
            font, size = "hebo", HEADING_SIZE
        elif kind == "sub":
            font = "hebo"
        elif kind == "colour":
            colour = (0.1, 0.3, 0.7)
        rect = pymupdf.Rect(LEFT, y, LEFT + WIDTH, y + 60)
        page.insert_textbox(rect, text, fontname=font, fontsize=size, color=colour)
        y += 28 if len(text) < 90 else 50
    pdf.save(path)
    pdf.close()
    return path


def _standard_note(path: Path) -> Path:
    return _note(
        path,
        [
            ("body", INTRO),
            ("body", PLAIN_RISK_LINE),
            ("body", PLAIN_RISK_LINE_BODY),
            ("bold", "Key risks"),
            *(("body", f"- {risk}.") for risk in BOLD_RISKS),
            ("bold", "Valuation"),
            ("body", VALUATION),
        ],
    )


def test_a_section_opens_at_the_set_apart_heading_not_at_a_body_line_that_looks_like_one(tmp_path: Path) -> None:
    document = ingest(_standard_note(tmp_path / "note.pdf"))
    text = document.text
    headings = heading_spans(document)
    assert headings is not None
    assert [text[span.start : span.end] for span in headings.spans][-2:] == ["Key risks", "Valuation"]
    by_text = english_risk_sections(text, "company")
    by_structure = english_risk_sections(text, "company", headings=headings)
    assert text[by_text[0][0] :].startswith(PLAIN_RISK_LINE)  # the text rules take the body line
    assert [text[heading:start].strip() for heading, start, _ in by_structure] == ["Key risks"]
    assert [item.value for item in find_risks(text, "company", headings=headings)] == list(BOLD_RISKS)


def test_the_rules_backend_reads_the_structure_the_prompt_carries(tmp_path: Path) -> None:
    cleaned = clean(ingest(_standard_note(tmp_path / "note.pdf")))
    prompt = build_prompt(cleaned)
    assert prompt.headings is not None and "Key risks" in {line.text for line in prompt.headings}
    answer = RulesExtractor().extract(ExtractionRequest("note", prompt, fields=(FieldName.RISK_FACTORS,)))
    assert "; ".join(BOLD_RISKS) in answer.text
    without = build_prompt(cleaned, steps=PromptSteps(structure=False))
    assert without.headings is None


def test_a_section_ends_at_the_next_heading_of_its_level_not_at_a_heading_like_body_line(tmp_path: Path) -> None:
    paragraph = "A price war among the top three suppliers would erode margins, the main risk to our estimates."
    document = ingest(
        _note(
            tmp_path / "note.pdf",
            [
                ("body", INTRO),
                ("bold", "Key risks"),
                ("body", "Pricing pressure"),  # short, no sentence end: looks like a heading, is body type
                ("body", paragraph),
                ("bold", "Valuation"),
                ("body", "Our risk-adjusted valuation implies 15% upside from the current share price."),
            ],
        )
    )
    text = document.text
    headings = heading_spans(document)
    sections = english_risk_sections(text, "company", headings=headings)
    assert len(sections) == 1
    _, start, end = sections[0]
    assert paragraph in text[start:end]
    assert "Valuation" not in text[start:end] and "upside" not in text[start:end]
    assert not english_risk_sections(text, "company")  # the text rules end it at the body line, at once


def test_a_heading_in_the_house_colour_at_body_size_is_set_apart(tmp_path: Path) -> None:
    document = ingest(
        _note(
            tmp_path / "note.pdf",
            [("body", INTRO), ("colour", "Risks"), *(("body", f"- {risk}.") for risk in BOLD_RISKS)],
        )
    )
    headings = heading_spans(document)
    assert headings is not None
    assert "Risks" in [document.text[span.start : span.end] for span in headings.spans]
    assert [item.value for item in find_risks(document.text, "company", headings=headings)] == list(BOLD_RISKS)


def test_without_structure_the_text_rules_stay(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text("\n".join([INTRO, "Key risks", *(f"- {risk}." for risk in BOLD_RISKS)]), "utf-8")
    document = ingest(path)
    assert heading_spans(document) is None and heading_lines(document) is None
    assert heading_spans_in(document.text, None) is None
    assert [item.value for item in find_risks(document.text, "company")] == list(BOLD_RISKS)


def test_a_heading_naming_topics_and_risks_gives_way_to_its_heading_of_risks_alone(tmp_path: Path) -> None:
    document = ingest(
        _note(
            tmp_path / "note.pdf",
            [
                ("body", INTRO),
                ("bold", "Valuation and risks"),
                ("body", "Our US$120 target uses a cost of equity of 9.2%, with a risk premium of 6.0%."),
                ("sub", "Risks to our view"),
                *(("body", f"- {risk}.") for risk in BOLD_RISKS),
            ],
        )
    )
    text = document.text
    headings = heading_spans(document)
    sections = english_risk_sections(text, "company", headings=headings)
    assert [text[heading:start].strip() for heading, start, _ in sections] == ["Risks to our view"]
    assert [item.value for item in find_risks(text, "company", headings=headings)] == list(BOLD_RISKS)


def test_a_lower_heading_over_no_risks_ends_the_section(tmp_path: Path) -> None:
    document = ingest(
        _note(
            tmp_path / "note.pdf",
            [
                ("body", INTRO),
                ("bold", "Key risks"),
                *(("body", f"- {risk}.") for risk in BOLD_RISKS),
                ("sub", "Stock data"),  # a smaller heading, over figures: not one of the section's
                ("body", "as of 30 July: market cap US$28.6bn, free float 64%, average daily value US$31.5m."),
            ],
        )
    )
    text = document.text
    headings = heading_spans(document)
    (_, start, end), *_ = english_risk_sections(text, "company", headings=headings)
    assert "Stock data" not in text[start:end] and "market cap" not in text[start:end]
    assert [item.value for item in find_risks(text, "company", headings=headings)] == list(BOLD_RISKS)


def _mixed_note(path: Path) -> Path:
    """Page 1 has a text layer (a body line that looks like a risk heading, then a bold `Valuation`);
    page 2 is a scan of the risk section, read by OCR: no type, so no structure there."""
    text_page = _note(
        path.with_name("text_page.pdf"),
        [
            ("body", "Rating: Overweight. Price target: US$120."),
            ("body", INTRO),
            ("body", PLAIN_RISK_LINE),
            ("body", PLAIN_RISK_LINE_BODY),
            ("bold", "Valuation"),
            ("body", VALUATION),
        ],
    )
    with pymupdf.open() as scan_source:
        scan = scan_source.new_page(width=595, height=842)
        scan.insert_text((72, 100), "\n".join(["Key risks", *(f"- {risk}." for risk in BOLD_RISKS)]), fontsize=16)
        png = scan.get_pixmap(dpi=200).tobytes("png")
    with pymupdf.open(text_page) as pdf:
        pdf.new_page(width=595, height=842).insert_image(pymupdf.Rect(0, 0, 595, 842), stream=png)
        pdf.save(path)
    return path


@pytest.mark.slow
def test_a_mixed_report_has_its_structure_known_page_by_page(tmp_path: Path) -> None:
    document = ingest(_mixed_note(tmp_path / "mixed.pdf"))
    assert document.pages[0].source == "text" and document.ocr_pages == 1
    text = document.text
    headings = heading_spans(document)
    assert headings is not None and "Valuation" in [text[span.start : span.end] for span in headings.spans]
    ocr_page = document.pages[1]
    assert headings.unknown == ((ocr_page.start, ocr_page.end),)
    assert structure_at(headings, ocr_page.start) is None and structure_at(headings, 0) is headings
    # The text page's body line opens no section (the structure is known there); the OCR page's
    # heading line does (the text rules read it there).
    (heading, start, _), *others = english_risk_sections(text, "company", headings=headings)
    assert not others and text[heading:start].strip() == "Key risks" and heading >= ocr_page.start
    assert [item.value for item in find_risks(text, "company", headings=headings)] == list(BOLD_RISKS)
    # The same through a prompt, whose lines of the OCR page it carries by their words.
    prompt = build_prompt(clean(document))
    assert "Key risks" in prompt.unstructured_lines and "Valuation" in {line.text for line in prompt.headings or ()}
    answer = RulesExtractor().extract(ExtractionRequest("mixed", prompt, fields=(FieldName.RISK_FACTORS,)))
    assert "; ".join(BOLD_RISKS) in answer.text


def test_a_label_closed_by_a_colon_is_a_sub_heading_of_the_section_not_an_item() -> None:
    text = "\n".join(
        [INTRO, "Risks to our view", "To the upside:", f"- {BOLD_RISKS[0]}.", "To the downside:", f"- {BOLD_RISKS[1]}."]
    )
    assert [item.value for item in find_risks(text, "company")] == list(BOLD_RISKS)
