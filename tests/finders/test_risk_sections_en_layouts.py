"""English risk sections in sell-side layouts beyond the risk word: a heading that asks what would
prove the call wrong, a run of numbered lines under a heading, a `Key risks:` lead-in whose list is
split at semicolons and wraps onto a second line; and validation accepts those items whole
(synthetic texts laid out as the reader lays a page out: one paragraph, heading or list item a line)."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import english_risk_sections, find_risks
from tasks.validate.grounding import validate_field
from tests.builders import report_view

VALUATION = "We keep our Hold rating and our price target of $84, based on 16x our 2027 EPS estimate.\n"
WRONG_CALL = (
    f"{VALUATION}"
    "What would make us wrong\n"
    "A faster rebound in discretionary spending would lift comparable sales above our forecast. Successful "
    "cost savings could expand margins more than we expect.\n"
    "Financial summary\n"
    "Revenue rose 4% in the year.\n"
)
NUMBERED_LINES = (
    "We retain Reduce; our target price is cut to HK$7.40 (0.55x 2026E P/B).\n"
    "Risks\n"
    "1. Faster infrastructure spending in Guangdong\n"
    "2. Industry-wide capacity cuts that lift cement prices\n"
    "3. A lower effective tax rate\n"
    "Financial summary\n"
    "Revenue fell 6% in the year.\n"
)
WRAPPED_LEAD_IN = (
    "Our target price is raised to Rs1,480 at 24x FY28E EPS; we upgrade the stock to Accumulate.\n"
    "Key risks: adverse US FDA inspection outcomes; slower uptake of new\n"
    "launches in the US generics market; rupee appreciation.\n"
    "The US FDA closed the warning letter at the company's Goa plant.\n"
)


def items(text: str) -> list[str]:
    return [c.value for c in find_risks(text)]


def test_a_heading_that_asks_what_would_make_us_wrong_opens_the_risks() -> None:
    assert items(WRONG_CALL) == [
        "A faster rebound in discretionary spending would lift comparable sales above our forecast",
        "Successful cost savings could expand margins more than we expect",
    ]
    could_go_wrong = WRONG_CALL.replace("What would make us wrong", "What could go wrong?")
    assert len(items(could_go_wrong)) == 2


def test_a_body_sentence_about_being_wrong_is_no_heading() -> None:
    text = f"{VALUATION}We think the market is wrong about the margin outlook for next year.\nRevenue rose 4%.\n"
    assert english_risk_sections(text) == []


def test_numbered_lines_under_a_risk_heading_are_its_items_without_their_numbers() -> None:
    assert items(NUMBERED_LINES) == [
        "Faster infrastructure spending in Guangdong",
        "Industry-wide capacity cuts that lift cement prices",
        "A lower effective tax rate",
    ]
    bracketed = NUMBERED_LINES.replace("1. ", "(1) ").replace("2. ", "(2) ").replace("3. ", "(3) ")
    assert items(bracketed) == items(NUMBERED_LINES)


def test_a_numbered_chapter_heading_after_a_risk_heading_is_no_list() -> None:
    text = "Key risks\n4. Valuation and estimates\nWe value the shares at 12x earnings.\n"
    assert items(text) == []


def test_a_colon_lead_in_s_list_splits_at_semicolons_and_a_wrapped_item_reads_as_one_line() -> None:
    assert items(WRAPPED_LEAD_IN) == [
        "adverse US FDA inspection outcomes",
        "slower uptake of new launches in the US generics market",
        "rupee appreciation",
    ]


def test_a_short_lead_in_line_alone_opens_no_section() -> None:
    assert items("Key risks: execution\nRevenue rose 4% in the year.\n") == []


def test_only_the_list_sentence_after_a_colon_lead_in_splits_at_semicolons() -> None:
    text = "Key risks: weaker demand in China. We think that is unlikely; the order book is full.\nRevenue rose.\n"
    assert items(text) == ["weaker demand in China", "We think that is unlikely; the order book is full"]


def test_a_line_of_mixed_case_code_after_an_item_is_no_wrap() -> None:
    text = (
        "Risks to Rating and Price Target\n"
        "Key downside risks include weaker sentiment towards AI themes, slower licensing deals and weaker sales\n"
        "eZrUgZMBoYsNtMqPaQ8Q8OpNpPoMsMjMnNsNlOoMuN7NoOqMuOqNsPwMmQtR\n"
    )
    assert items(text) == [
        "Key downside risks include weaker sentiment towards AI themes, slower licensing deals and weaker sales"
    ]


def test_validation_accepts_the_new_items_whole_and_refuses_a_fragment(tmp_path: Path) -> None:
    for text, first_items in (
        (
            WRAPPED_LEAD_IN,
            "adverse US FDA inspection outcomes; slower uptake of new launches in the US generics market",
        ),
        (NUMBERED_LINES, "Faster infrastructure spending in Guangdong; A lower effective tax rate"),
        (WRONG_CALL, "Successful cost savings could expand margins more than we expect"),
    ):
        view = report_view(tmp_path, text)
        whole = validate_field(FieldName.RISK_FACTORS, first_items, view, extractor="m")
        assert whole.status is FieldStatus.VALID, (first_items, whole)
    view = report_view(tmp_path, WRAPPED_LEAD_IN)
    fragment = validate_field(FieldName.RISK_FACTORS, "slower uptake of new", view, extractor="m")
    assert fragment.status is FieldStatus.INVALID


def test_an_inline_numbered_list_goes_on_at_the_next_number_on_the_next_line() -> None:
    text = (
        "Source: Wind, company data\n"
        "Risks: (1) food-safety incidents; (2) a rebound in soybean and packaging costs;\n"
        "(3) slower restaurant demand as catering consolidates.\n"
        "(5) Valuation summary\n"
    )
    assert items(text) == [
        "food-safety incidents",
        "a rebound in soybean and packaging costs",
        "slower restaurant demand as catering consolidates",
    ]
    skipped = text.replace("(3) slower", "(4) slower")
    assert items(skipped) == ["food-safety incidents", "a rebound in soybean and packaging costs"]


def test_a_chart_label_glued_after_an_items_closing_bracket_is_no_part_of_it() -> None:
    text = (
        "Risks to our view\n"
        "• SSD market share gains\n"
        "• Japanese yen appreciation (we estimate one yen appreciation lowers OP by about Y6bn annually) "
        "Morgan Stanley Estimates Mean\n"
        "• Tighter rules for listed groups (EU) Capital Markets Union\n"
    )
    assert items(text) == [
        "SSD market share gains",
        "Japanese yen appreciation (we estimate one yen appreciation lowers OP by about Y6bn annually)",
        "Tighter rules for listed groups (EU) Capital Markets Union",
    ]
