"""Risk sections by their list shape (from bench/synthetic_layouts_2.py), each pinned by a short synthetic
text laid out as the reader lays a page out (one paragraph, heading or list item a line): a short heading
whose last word is its risk word (`Sector risks`) opens a section over a list and none over a paragraph; a
list number glued to the sentence end before it (`…RWB-201.2) Dilution…`) parts two items when it goes on
from the number before, and validation accepts those items whole while still refusing half of one."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import ends_before_glued_number, find_risks
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def items(text: str, doc_type: str = "industry") -> list[str]:
    return [c.value for c in find_risks(text, doc_type)]


SECTOR_RISKS = (
    "US Software: Seats to consumption, slowly\n"
    "Our checks point to steady IT budgets for 2027, up 4-5%.\n"
    "Source: FactSet estimates\n"
    "Sector risks\n"
    "\u2022 IT budgets could be cut if the economy slows.\n"
    "\u2022 Generative AI features may cannibalise seat-based pricing.\n"
    "Disclosure appendix\n"
    "Outperform: expected to outperform the S&P 500 over the next 12-18 months.\n"
)


def test_a_heading_naming_whose_risks_opens_a_section_over_a_list() -> None:
    expected = [
        "IT budgets could be cut if the economy slows",
        "Generative AI features may cannibalise seat-based pricing",
    ]
    assert items(SECTOR_RISKS) == expected
    numbered = SECTOR_RISKS.replace("\u2022 IT", "1. IT").replace("\u2022 Gen", "2. Gen")
    assert items(numbered) == expected


def test_a_heading_naming_whose_risks_over_a_paragraph_opens_no_section() -> None:
    text = (
        "Regulatory risks\n"
        "The agency will publish its draft rules in March, and we expect little change to tariffs.\n"
        "Valuation\n"
    )
    assert items(text) == []
    assert items("Power generation a key driver of risks\n\u2022 Higher gas prices.\n") == []  # too long a name


BIOTECH = (
    "Redwood Biologics: initiate Outperform\n"
    "Investment risks\n"
    "1) Phase 3 trial failure of the lead asset RWB-201.2) Dilution from an equity raise before launch.\n"
    "3) Competition from two larger biologics makers in the same indication.\n"
    "Rating\n"
    "Outperform 12-month price target US$64 Price US$41.20\n"
)
GLUED_ITEMS = [
    "Phase 3 trial failure of the lead asset RWB-201",
    "Dilution from an equity raise before launch",
    "Competition from two larger biologics makers in the same indication",
]


def test_a_list_number_glued_to_the_sentence_end_before_it_parts_two_items() -> None:
    assert items(BIOTECH, "company") == GLUED_ITEMS


def test_a_decimal_closing_a_bracket_is_no_glued_list_number() -> None:
    text = "Key risks\n1) A re-rating of peers (P/E 12.5) Growth slows in China.\n2) Higher input costs.\n"
    found = items(text, "company")
    assert found[0].startswith("A re-rating of peers (P/E 12.5") and "Higher input costs" in found
    assert not ends_before_glued_number("peers (P/E 12.5) Growth", len("peers (P/E 12"))


def test_validation_accepts_items_parted_at_a_glued_number_and_refuses_half_of_one(tmp_path: Path) -> None:
    view = report_view(tmp_path, BIOTECH)

    def status(value: str) -> FieldStatus:
        return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type="company").status

    assert status("; ".join(GLUED_ITEMS)) is FieldStatus.VALID
    assert status("Phase 3 trial failure of the lead asset RWB") is FieldStatus.INVALID  # half an item
    assert status("Phase 3 trial failure of the lead asset RWB-201.2") is FieldStatus.INVALID
    assert status("Outperform 12-month price target US$64") is FieldStatus.INVALID  # outside the section


def test_both_directions_named_as_one_word_open_a_heading_or_a_lead_in() -> None:
    heading = "Upside/Downside risks\nA faster ramp of AI servers would lift margins. A weaker yen would lift profits.\nValuation\n"
    assert items(heading, "company") == [
        "A faster ramp of AI servers would lift margins",
        "A weaker yen would lift profits",
    ]
    lead_in = "Sales rose.\nUpside and downside risks are: (1) a faster ramp of AI servers; (2) a weaker yen.\n"
    assert items(lead_in, "company") == ["a faster ramp of AI servers", "a weaker yen"]
    assert items("Sales rose.\nUpside/downside risks: a faster ramp of AI servers; a weaker yen.\n", "company") == [
        "a faster ramp of AI servers",
        "a weaker yen",
    ]
    assert items("Sales rose.\nUpside/downside scenarios: a faster ramp of AI servers.\n", "company") == []


def test_roman_and_lettered_list_lines_under_a_risk_heading_are_the_items() -> None:
    body = (
        "Gamma: Beds accelerate\nChains add beds.\nKey risks\n"
        "(i) Price caps may be widened to more procedures.\n(ii) Delays in opening new beds.\n"
        "(iii) Doctor attrition at the metro hospitals.\nGamma Securities | Please see the disclosures at the end.1/2\n"
    )
    expected = [
        "Price caps may be widened to more procedures",
        "Delays in opening new beds",
        "Doctor attrition at the metro hospitals",
    ]
    assert [c.value for c in find_risks(body, "industry")] == expected
    lettered = body.replace("(iii)", "c)").replace("(ii)", "b)").replace("(i)", "a)")
    assert [c.value for c in find_risks(lettered, "industry")] == expected
