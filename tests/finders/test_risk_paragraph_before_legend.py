"""An English risk paragraph under a heading the document sets apart runs to its last sentence line, never into the
rating legend that follows it on the back page (`Not rated (NR): no rating or target is assigned.`, `Outperform (1):
expected to…`). Texts with their heading spans; needs no ../shared."""

from __future__ import annotations

import pytest

from schemas.types import HeadingSpan, TextHeadings
from tasks.finders.risks import find_risks

RISKS = [
    "Chinese overcapacity in commodity chemicals keeps spreads near the lows",
    "A stronger yen cuts export margins",
    "Naphtha prices could rise if Middle East supply is disrupted",
]


def section(after: str) -> tuple[str, TextHeadings]:
    text = (
        "Equity Research | Sector Report\nJapan Chemicals: Specialty over commodity\n"
        "Ethylene spreads stay near ten-year lows and the industry is closing two crackers.\nRisks\n"
        f"{RISKS[0]}. {RISKS[1]}.\n{RISKS[2]}.\n{after}"
    )
    start = text.index("Risks\n")
    return text, TextHeadings(spans=(HeadingSpan(start, start + len("Risks"), size=11.5),))


@pytest.mark.parametrize(
    "legend",
    [
        "Not rated (NR): no rating or target is assigned.\n",
        "Outperform (1): expected to outperform the local market by 10% or more over 12 months.\n",
        "Buy: we expect the stock's total return to exceed 15% over the next 12 months.\n",
    ],
)
def test_the_paragraph_stops_before_a_legend_entry(legend: str) -> None:
    text, headings = section(legend)
    assert [c.value for c in find_risks(text, "industry", headings=headings)] == RISKS


def test_a_titled_item_with_a_bracket_is_no_legend_entry() -> None:
    text, headings = section("Regulation (EU): new packaging rules could raise costs for resin makers.\n")
    values = [c.value for c in find_risks(text, "industry", headings=headings)]
    assert values[:3] == RISKS and len(values) == 4
