"""English company notes of the houses moved into development in session 26 (Goldman Sachs, HSBC, Nomura): a
target's ISO code glued to it (`TP of CNY116`) and a box that says what became of it (`Target price` / `Starts at`
/ `CNY 116.00`), a box whose currency is only in its label, the note's own rating in the first person (`We are
Buy-rated`) and a legend's list of statuses that states none, a headline that closes on the rating (`…; Buy (on
CL)`), a bracketed call with its price (`MiniMax (100 HK, HKD199.30, Hold, TP HKD760.00)`), a risk heading that
names the risks amid its other topics, a semicolon list cut by a page turn, risks named in a paragraph's sentence,
and a company named after the cover by its capitals (`CXMT`). Each pinned by a short synthetic text."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import find_doc_type
from tasks.finders.findings import find_all
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.finders.risks import find_risks
from tasks.finders.target_price import find_target_price, target_of_the_call
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Demand for AI servers keeps rising and the company adds capacity in Thailand through 2027."


# ---------------------------------------------------------------- targets


def test_an_iso_code_glued_to_the_target_is_its_currency() -> None:
    text = f"Initiate coverage at Buy with a TP of CNY116\n{PROSE}\n"
    target = find_target_price(text)
    assert target is not None and target.value == "CNY116"


def test_a_box_saying_what_became_of_the_target_is_the_target_as_printed() -> None:
    text = (
        "Initiate coverage at Buy with a TP of CNY116\n"
        f"{PROSE}\nRating\nStarts at\nBuy\nTarget price\nStarts at\nCNY 116.00\nIPO price\nCNY 8.66\n"
    )
    target = find_target_price(text)
    assert target is not None and target.value == "CNY 116.00"


def test_without_a_box_the_headlines_target_stands() -> None:
    text = f"Initiate coverage at Buy with a TP of CNY116\n{PROSE}\nOur target price starts from a 20x multiple.\n"
    target = find_target_price(text)
    assert target is not None and target.value == "CNY116"


def test_a_box_with_its_currency_only_in_its_label_gives_the_price_as_printed_with_it() -> None:
    text = (
        "Maintain Buy; raise TP to TWD3,350 (from TWD2,800)\n"
        f"{PROSE}\nMAINTAIN BUY\nTARGET PRICE (TWD) 3350.00\nSHARE PRICE (TWD) 2415.00\n"
        "Target price: TWD3,350.00\n"
    )
    target = find_target_price(text)
    assert target is not None and target.value == "TWD3,350"


def test_a_box_whose_currency_the_note_prints_only_later_keeps_its_bare_value() -> None:
    text = (
        f"Rating\nBuy\nPrice target - 12mth (HKD) 800.00\n{PROSE}\nHistorical recommendations\nTarget Price HKD 800.0\n"
    )
    target = find_target_price(text)
    assert target is not None and target.value == "800.00"


def test_a_box_printing_its_currency_keeps_its_form() -> None:
    text = f"Maintain Buy; raise TP to TWD3,350\n{PROSE}\nMAINTAIN BUY\nTarget price: TWD 3,350.00\n"
    target = find_target_price(text)
    assert target is not None and target.value == "TWD 3,350.00"


# ---------------------------------------------------------------- ratings


def test_the_notes_own_rating_in_the_first_person_with_rated_after_it() -> None:
    text = f"{PROSE}\nInvestment thesis: On valuation, we are Neutral rated on LeaderDrive, the domestic leader.\n"
    rating = find_rating(text, "company")
    assert rating is not None and rating.value == "Neutral"
    hyphened = find_rating(f"{PROSE}\nWe are Buy-rated. Our 12-month target price of W710,000 is based on P/E.\n")
    assert hyphened is not None and hyphened.value == "Buy"


def test_buy_rated_stocks_of_a_legend_state_no_rating() -> None:
    text = f"{PROSE}\nConviction Lists are selected from Buy rated stocks on the regional Investment Lists.\n"
    assert rating_occurrences(text) == []


def test_a_legends_list_of_statuses_states_no_rating() -> None:
    text = (
        f"{PROSE}\nAny stock not assigned as a Buy or a Sell with an active rating (i.e., a stock that is not Rating "
        "Suspended, Not Rated, Early-Stage Biotech, Coverage Suspended or Not Covered), is deemed Neutral.\n"
    )
    assert all(c.value != "Not Rated" for c in rating_occurrences(text))


def test_a_bracketed_call_with_its_price_still_states_its_rating() -> None:
    text = f"MiniMax (100 HK, HKD199.30, Hold, TP HKD760.00)\n{PROSE}\n"
    assert [c.value for c in rating_occurrences(text)] == ["Hold"]


# ---------------------------------------------------------------- the note's kind


LONG_PROSE = f"{PROSE}\n" * 25  # past the lead, where a target stated makes a company note by itself


def test_a_bracketed_call_on_the_stock_the_headline_names_makes_a_company_note() -> None:
    text = f"Equity Snap: MiniMax (100 HK)\n{LONG_PROSE}MiniMax (100 HK, HKD199.30, Hold, TP HKD760.00)\n"
    kind = find_doc_type(text)
    assert kind.value == "company" and "headline names the stock it rates" in kind.context


def test_two_stocks_rated_in_brackets_make_no_company_note() -> None:
    text = (
        f"China AI: Takeaways from the tour (100 HK)\n{LONG_PROSE}MiniMax (100 HK, HKD199.30, Hold, TP HKD760.00)\n"
        "Zhipu (2513 HK, HKD88.10, Buy, TP HKD120.00)\n"
    )
    assert find_doc_type(text).value == "industry"


def test_a_headline_closing_on_a_stock_rating_makes_a_company_note() -> None:
    text = f"Higher multiple justified on robotics and autonomous driving strategy revamp; Buy (on CL)\n{PROSE}\n"
    kind = find_doc_type(text)
    assert kind.value == "company" and "headline ends on its rating" in kind.context


def test_a_headline_closing_on_a_sector_view_makes_none() -> None:
    text = f"Asia robotics: humanoid supply chain broadens; Attractive\n{PROSE}\n"
    assert find_doc_type(text).value == "industry"


# ---------------------------------------------------------------- risks


def test_a_heading_naming_the_risks_amid_its_topics_opens_the_risk_section() -> None:
    text = (
        f"Mobis (012330.KS)\n{PROSE}\nPrice Target Risks & Methodologies\nWe are Buy-rated. Our 12-month target price "
        "of W710,000 is based on a target P/E of 15.0x. Downside risks: 1) Cost inflation-related margin pressure "
        "2) Slower-than-expected execution of the autonomous driving push.\nDisclosure Appendix\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "Cost inflation-related margin pressure",
        "Slower-than-expected execution of the autonomous driving push",
    ]


def test_a_heading_naming_a_price_target_alone_opens_none() -> None:
    text = f"{PROSE}\nPrice Target Methodology\nWe are Buy-rated. Our target price of W710,000 is based on 15.0x P/E.\n"
    assert find_risks(text, "company") == []


def test_a_semicolon_list_goes_on_past_the_pages_footer_and_header() -> None:
    text = (
        f"{PROSE}\nKey risks: Slower-than-expected AI server shipment ramp up pace;\n"
        "The firm does business with companies covered in its research reports and may have a conflict of interest.\n"
        "Equity Research\n"
        "Slower-than-expected AI server PCB specification upgrade; Fiercer-than-expected market competition.\n"
        "Price as of 7 Jul 2026 close.\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "Slower-than-expected AI server shipment ramp up pace",
        "Slower-than-expected AI server PCB specification upgrade",
        "Fiercer-than-expected market competition",
    ]


def test_a_semicolon_list_stops_at_prose_after_the_turn() -> None:
    text = (
        f"{PROSE}\nKey risks: Slower-than-expected AI server shipment ramp up pace;\n"
        "The firm does business with companies covered in its research reports and may have a conflict of interest.\n"
        "Margins improve as the mix moves to AI PCBs. We expect the trend to continue into 2027.\n"
    )
    assert [c.value for c in find_risks(text, "company")] == ["Slower-than-expected AI server shipment ramp up pace"]


def test_risks_named_in_a_paragraphs_sentence_when_no_section_names_them() -> None:
    text = (
        f"SpaceX (SPCX US)\n{PROSE}\nWith a c7% downside we retain a Hold rating as much is left to deliver. Upside "
        "risks include orbital compute power to become viable; downside risks include Starship failing to deliver "
        "the fall in launch costs.\nNext steps are the Q3 results.\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "orbital compute power to become viable",
        "Starship failing to deliver the fall in launch costs",
    ]
    assert find_risks(text, "industry") == []


def test_a_paragraph_naming_no_risks_gives_none() -> None:
    text = f"SpaceX (SPCX US)\n{PROSE}\nWith a c7% downside we retain a Hold rating. The risk is priced in.\n"
    assert find_risks(text, "company") == []


def test_a_sentence_whose_risks_relate_to_its_list_is_an_item() -> None:
    text = (
        f"Tesla Inc. (TSLA)\n{PROSE}\nUpdated estimates, valuation, and key risks\nWe remain Neutral rated.\n"
        "Key downside risks to our view relate to larger vehicle price reductions than we expect, and key person "
        "risk. Upside risks include faster EV adoption and/or share gain by Tesla.\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "Key downside risks to our view relate to larger vehicle price reductions than we expect, and key person risk",
        "Upside risks include faster EV adoption and/or share gain by Tesla",
    ]


# ---------------------------------------------------------------- the note's own company


def test_a_company_called_by_its_capitals_after_the_cover_is_the_notes_own() -> None:
    cxmt = "CXMT gains share as DRAM supply stays tight. " * 4
    text = (
        f"ChangXin Memory Technologies 688825.SS 688825 CH\n{cxmt}\n"
        "ACMR (ACMR US, rating suspended) and ACMR Shanghai (688082 CH, Not rated) supply ACMR tools; ACMR grows.\n"
    )
    own = find_own_company(text)
    assert own is not None and own.code == "688825.SS"


def test_capitals_of_two_letters_are_no_short_form() -> None:
    text = "Goldman Sachs (GS US)\nGS GS GS GS GS GS\nMorgan Stanley (MS US)\nMorgan Stanley Morgan Stanley\n"
    own = find_own_company(text)
    assert own is not None and own.code == "MS US"


# ---------------------------------------------------------------- the target of the note's call


def _call_target(text: str) -> str | None:
    found = find_all(text)
    chosen = target_of_the_call(text, found.target(), found.rating("company"), found.ratings, found.targets)
    return chosen.value if chosen else None


DUAL_LISTING = (
    "2Q26E preview; Initiate H shares at Hold\n"
    "On a 12M view, we reiterate our Sell rating with a target price of RMB31.4 for the A shares. We initiate the H "
    "shares at Hold with a target price of HK$23.6, as we think the valuation is balanced.\n"
    f"{PROSE}\n"
)


def test_the_target_stated_with_the_notes_rating_is_its_calls() -> None:
    boxes = (
        "Running the numbers\nEstun\nReuters: 002747.SZ\nSell\nTarget Price CNY 31.40\nHold\nTarget Price HKD 23.60\n"
    )
    assert _call_target(DUAL_LISTING + boxes) == "HK$23.6"


def test_a_call_statement_of_the_same_price_keeps_the_boxs_form() -> None:
    text = f"Rating\nBuy\nPrice target - 12mth (HKD) 800.00\n{PROSE}\nWe reiterate Buy with a target price of HK$800.\n"
    assert _call_target(text) == "800.00"


def test_the_validator_grounds_the_parts_of_a_run_in_risk_sentence(tmp_path: Path) -> None:
    text = (
        f"SpaceX (SPCX US)\n{PROSE}\nWith a c7% downside we retain a Hold rating as much is left to deliver. Upside "
        "risks include orbital compute power to become viable; downside risks include Starship failing to deliver "
        "the fall in launch costs that would support both Connectivity and AI businesses.\nNext are the Q3 results.\n"
    )
    view = report_view(tmp_path, text)
    parts = (
        "orbital compute power to become viable; "
        "Starship failing to deliver the fall in launch costs that would support both Connectivity and AI businesses"
    )
    assert validate_field(FieldName.RISK_FACTORS, parts, view, extractor="m").status is FieldStatus.VALID
    cut = "compute power to become viable; Starship failing to deliver the fall in launch costs"
    assert validate_field(FieldName.RISK_FACTORS, cut, view, extractor="m").status is FieldStatus.INVALID
