"""A risk heading whose first title the reading joined to it (`Key risks` / `Tariff reset`, both set in the same
type, read as one heading line `Key risks Tariff reset`): the section's items are its titles, the first one
included, as for any section of titled paragraphs. A heading whose words after the risk words open no run of
titled paragraphs keeps its section as before."""

from __future__ import annotations

import pytest

from schemas.types import HeadingSpan, TextHeadings
from tasks.finders.risks import find_risks


def _with_headings(lines: list[str], headings: set[int]) -> tuple[str, TextHeadings]:
    text, spans, at = "", [], 0
    for index, line in enumerate(lines):
        if index in headings:
            spans.append(HeadingSpan(at, at + len(line), 11.5))
        text += line + "\n"
        at += len(line) + 1
    return text, TextHeadings(tuple(spans))


COVER = [
    "Lebuh Hijau Highways (LBHW MK): Toll increase approved",
    "Hold | Target RM6.20 | Price RM5.96",
    "The stock trades near our DCF value, so we stay at Hold.",
]


@pytest.mark.parametrize(
    ("heading", "titles"),
    [
        ("Key risks", ("Tariff reset", "Traffic", "Refinancing")),
        ("Investment risks", ("Regulation", "Volume risk", "Funding costs")),
        ("Risks", ("Tariff reset", "Traffic", "Refinancing")),
    ],
)
def test_the_first_title_joined_to_the_heading_is_an_item(heading: str, titles: tuple[str, ...]) -> None:
    explanations = [
        "The concession's tariff formula is reviewed in 2028 and could be cut by the regulator.",
        "Heavy-vehicle traffic tracks industrial output, which is slowing in the northern states.",
        "A large bond matures in 2028 at a coupon well below today's rates.",
    ]
    lines = [*COVER, f"{heading} {titles[0]}", explanations[0], titles[1], explanations[1], titles[2], explanations[2]]
    lines += ["Important disclosures", "Buy: expected total return above 15% over 12 months."]
    text, headings = _with_headings(lines, {0, 3, 5, 7, 9})
    assert [item.value for item in find_risks(text, headings=headings)] == list(titles)


def test_a_heading_over_plain_sentences_keeps_its_sentences() -> None:
    lines = [*COVER, "Key risks to our view"]
    lines += ["The concession's tariff formula is reviewed in 2028 and could be cut by the regulator."]
    lines += ["Important disclosures", "Buy: expected total return above 15% over 12 months."]
    text, headings = _with_headings(lines, {0, 3, 5})
    assert [item.value for item in find_risks(text, headings=headings)] == [
        "The concession's tariff formula is reviewed in 2028 and could be cut by the regulator"
    ]
