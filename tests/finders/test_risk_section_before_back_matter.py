"""A company note's risk list printed at the end of its text runs up to the note's back matter: a heading of the
disclosures (`Disclosures`, `Analyst Certification`) ends the section even when it is set smaller than the risk
heading and its generic sentences speak of risk (`Investing in securities involves risks…`); a smaller sub-heading
over more risk items still carries the section on."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tests.builders import StyledLine, rules_outcome, styled_lines_pdf

HEAD: list[StyledLine] = [
    ("Nova Devices (NOVA US)", "hebo", 14),
    ("Rating: Buy", "helv", 9),
    ("Price target: US$150.00", "helv", 9),
    ("We expect revenue growth of 15% in 2027, driven by new products and margin expansion.", "helv", 9),
    ("Risks to our rating and price target", "hebo", 10),
    ("• Lower-than-expected wafer prices in 2027.", "helv", 9),
    ("• Loss of share at its largest customer.", "helv", 9),
]


def risks(tmp_path: Path, lines: list[StyledLine]) -> list[str]:
    path = styled_lines_pdf(tmp_path / "note.pdf", [*HEAD, *lines, ("Source: Acme Research", "helv", 7)])
    return list(rules_outcome(path).fields[FieldName.RISK_FACTORS].items)


def test_a_disclosures_heading_ends_the_list_before_its_generic_risk_sentence(tmp_path: Path) -> None:
    lines: list[StyledLine] = [
        ("Disclosures", "hebo", 9),
        ("Investing in securities involves risks, including the possible loss of principal.", "helv", 6),
        ("Past performance is not a guide to future performance.", "helv", 6),
    ]
    assert risks(tmp_path, lines) == [
        "Lower-than-expected wafer prices in 2027",
        "Loss of share at its largest customer",
    ]


def test_a_certification_heading_ends_the_list_though_its_text_speaks_of_risk(tmp_path: Path) -> None:
    lines: list[StyledLine] = [
        ("Analyst Certification", "hebo", 9),
        ("The analyst certifies that the views on the risks and prospects of the company are his own.", "helv", 7),
    ]
    assert risks(tmp_path, lines) == [
        "Lower-than-expected wafer prices in 2027",
        "Loss of share at its largest customer",
    ]


def test_a_smaller_risk_sub_heading_still_carries_the_section_on(tmp_path: Path) -> None:
    lines: list[StyledLine] = [
        ("Upside risks", "hebo", 9),
        ("• Faster recovery in handset demand.", "helv", 9),
    ]
    assert risks(tmp_path, lines) == [
        "Lower-than-expected wafer prices in 2027",
        "Loss of share at its largest customer",
        "Faster recovery in handset demand",
    ]
