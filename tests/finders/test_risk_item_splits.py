"""How a risk section splits into items where the page marks them: in a `；` list the semicolons part
the items and a comma inside one is its own; a risk heading set in its box's value type over a list
drawn one item a line opens the section."""

from __future__ import annotations

from schemas.types import HeadingSpan, TextHeadings
from tasks.finders.risks import find_risks


def values(text: str, headings: TextHeadings | None = None) -> list[str]:
    return [candidate.value for candidate in find_risks(text, "company", headings=headings)]


def test_a_comma_inside_a_semicolon_list_item_is_the_items_own() -> None:
    text = "公司点评。维持“买入”评级。\n风险提示：行业竞争加剧，产品价格下滑；募投项目建设进度不及预期；海外市场拓展不及预期。\n"
    assert values(text) == ["行业竞争加剧，产品价格下滑", "募投项目建设进度不及预期", "海外市场拓展不及预期"]


def test_short_comma_clauses_without_semicolons_are_still_items() -> None:
    text = "公司点评。维持“买入”评级。\n风险提示：产品竞争加剧，研发不及预期，政策变化。\n"
    assert values(text) == ["产品竞争加剧", "研发不及预期", "政策变化"]


SIDE_BOX = (
    "Investment rating\nAccumulate\nFair value\nINR2,310\nKey investment risks\nSlower US BFSI spending\n"
    "Pricing pressure on renewals\nRupee appreciation\nVisa cost increases\nKey data\n"
    "Market cap (US$bn) 8.7 Free float (%) 64\n"
    "Revenue grew 2.4% quarter on quarter in constant currency, led by retail and manufacturing.\n"
)
ITEMS = ["Slower US BFSI spending", "Pricing pressure on renewals", "Rupee appreciation", "Visa cost increases"]


def headings_of(text: str, *lines: str) -> TextHeadings:
    return TextHeadings(spans=tuple(HeadingSpan(text.index(line), text.index(line) + len(line), 9.5) for line in lines))


def test_a_risk_heading_in_the_value_type_over_a_list_one_item_a_line_opens_the_section() -> None:
    assert values(SIDE_BOX, headings_of(SIDE_BOX, "Investment rating", "Key data")) == ITEMS


def test_a_risk_heading_in_the_value_type_over_a_paragraph_opens_none() -> None:
    text = SIDE_BOX.replace(
        "Slower US BFSI spending\nPricing pressure on renewals\nRupee appreciation\nVisa cost increases\n",
        "We see slower US BFSI spending as the main risk to our estimates.\n",
    )
    assert values(text, headings_of(text, "Investment rating", "Key data")) == []
