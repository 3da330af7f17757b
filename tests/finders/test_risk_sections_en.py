"""English risk sections: heading lines, lead-ins, list lines, inline numbers and sentences,
and the validation of quoted items against them (synthetic texts, as the reader lays them out:
one paragraph or list item a line)."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import find_risks
from tasks.finders.stock_calls import table_rows
from tasks.validate.grounding import validate_field
from tests.builders import report_view

HEADED_LISTS = (
    "TSMC (2330.TW) Stock Rating Overweight Price target NT$2,888.00\n"
    "We value the shares on a residual income model.\n"
    "Risks to Upside\n"
    "• TSMC charges large customers more to keep its gross margin above 56% in the long term.\n"
    "• AI semi demand grows more significantly than expected.\n"
    "Risks to Downside\n"
    "• Inventory correction occurs in 2026.\n"
    "• Demand for leading edge technologies weakens.\n"
    "Disclosure Section\n"
    "The information and opinions in this research were prepared by the firm.\n"
)
LEAD_INS = (
    "Price objective basis & risk\n"
    "Seagate Technology (STX)\n"
    "Our PO of $1150 is based on 19x our C2028E EPS estimate. The multiple balances near-term headwinds.\n"
    "Downside risks to our price objective are: (1) any slowdown in cloud spending, (2) worse than expected "
    "industry pricing, and (3) share loss in the enterprise market. Upside risks are: (1) higher than expected "
    "demand for HAMR drives, (2) improved free cash flow generation.\n"
    "Analyst Certification\n"
    "I hereby certify that the views expressed in this research report accurately reflect my views.\n"
)
PLAIN_SENTENCE = (
    "Risks to Rating and Price Target\n"
    "Key downside risks include unfavorable sentiment towards AI themes, sluggish deals, and weaker sales.\n"
    "J.P. Morgan ratings or designations: OW = Overweight, N = Neutral\n"
)


def items(text: str) -> list[str]:
    return [c.value for c in find_risks(text)]


def test_list_lines_under_risk_headings_are_the_items_and_a_risk_subheading_carries_on() -> None:
    assert items(HEADED_LISTS) == [
        "TSMC charges large customers more to keep its gross margin above 56% in the long term",
        "AI semi demand grows more significantly than expected",
        "Inventory correction occurs in 2026",
        "Demand for leading edge technologies weakens",
    ]


def test_numbered_items_follow_their_lead_ins_and_the_valuation_sentences_are_no_items() -> None:
    assert items(LEAD_INS) == [
        "any slowdown in cloud spending",
        "worse than expected industry pricing",
        "share loss in the enterprise market",
        "higher than expected demand for HAMR drives",
        "improved free cash flow generation",
    ]


def test_a_lead_in_without_a_colon_opens_a_sentence_that_is_one_item() -> None:
    assert items(PLAIN_SENTENCE) == [
        "Key downside risks include unfavorable sentiment towards AI themes, sluggish deals, and weaker sales"
    ]


def test_a_disclosure_heading_is_no_risk_section() -> None:
    text = "Important disclosures and risks\nInvesting in securities involves the risk of loss of capital.\n"
    assert items(text) == []


def test_whole_english_items_are_kept_and_fragments_of_them_refused(tmp_path: Path) -> None:
    view = report_view(tmp_path, LEAD_INS)
    whole = validate_field(
        FieldName.RISK_FACTORS,
        "any slowdown in cloud spending; worse than expected industry pricing",
        view,
        extractor="m",
    )
    assert whole.status is FieldStatus.VALID
    assert whole.items == ("any slowdown in cloud spending", "worse than expected industry pricing")
    fragment = validate_field(FieldName.RISK_FACTORS, "slowdown in cloud", view, extractor="m")
    assert fragment.status is FieldStatus.INVALID
    outside = validate_field(FieldName.RISK_FACTORS, "The multiple balances near-term headwinds", view, extractor="m")
    assert outside.status is FieldStatus.INVALID


def test_a_sector_notes_lead_in_right_after_a_stocks_valuation_line_is_that_stocks_risks() -> None:
    per_stock = (
        "Internet: quarterly preview\n"
        "Our price objective of $430 is based on 28x 2027E core EPS plus cash per share.\n"
        "Downside risks are 1) loss of search traffic to AI tools, 2) slower integration of models in search.\n"
    )
    assert [c.value for c in find_risks(per_stock, "industry")] == []
    assert [c.value for c in find_risks(per_stock, "company")] == [
        "loss of search traffic to AI tools",
        "slower integration of models in search",
    ]


RISK_REWARD_BOX = (
    "This assumes NAND demand slows rapidly and earnings deteriorate.\n"
    "RISKS TO PT/RATING\n"
    "RISKS TO UPSIDE\n"
    "Greater-than-expected improvement in NAND flash S/D on AI-driven growth in end demand\n"
    "SSD market share gains\n"
    "RISKS TO DOWNSIDE\n"
    "Longer-than-expected deterioration in NAND S/D on declining end demand\n"
    "Japanese yen appreciation (we estimate one yen appreciation lowers OP by about Y6bn annually)\n"
    "Source: Refinitiv, Morgan Stanley Research\n"
    "MS ESTIMATES VS. CONSENSUS\n"
)


def test_a_list_drawn_without_bullets_runs_under_its_heading_to_a_label_or_a_heading() -> None:
    assert items(RISK_REWARD_BOX) == [
        "Greater-than-expected improvement in NAND flash S/D on AI-driven growth in end demand",
        "SSD market share gains",
        "Longer-than-expected deterioration in NAND S/D on declining end demand",
        "Japanese yen appreciation (we estimate one yen appreciation lowers OP by about Y6bn annually)",
    ]


def test_one_title_case_line_under_a_heading_is_no_list() -> None:
    """A heading over a subject line and then a paragraph: no bare list (two items at least); the
    lead-in paragraph gives the items."""
    text = (
        "Investment Thesis, Valuation and Risks\n"
        "Tencent (Overweight; Price Target: HK$690.00)\n"
        "Investment Thesis\n"
        "Our PT of HK$690 is based on 21x 2026E P/E.\n"
        "Risks to Rating and Price Target\n"
        "Downside risks to our rating and PT include: (1) slower game launches; (2) tighter regulation.\n"
    )
    assert items(text) == ["slower game launches", "tighter regulation"]


def test_a_sector_note_takes_no_stock_box_of_risks_to_its_pt_or_rating() -> None:
    assert find_risks(RISK_REWARD_BOX, "industry") == []


def test_a_sector_notes_risks_under_a_line_naming_a_rated_stock_are_that_stocks() -> None:
    text = (
        "RISKS\n"
        "Montage Technology\n"
        "Key potential risks:\n"
        "1. A decrease in memory and AIDC server demand;\n"
        "2. Intensify competition that leads to share loss and lower margin;\n"
        "RATINGS DEFINITIONS, BENCHMARKS AND DISTRIBUTION\n"
    )
    assert find_risks(text, "industry", ("6809.HK", "Montage")) == []
    assert [c.value for c in find_risks(text, "industry")] == [
        "A decrease in memory and AIDC server demand",
        "Intensify competition that leads to share loss and lower margin",
    ]
    assert len(find_risks(text, "company", ("6809.HK", "Montage"))) == 2


TWO_SHARE_CLASSES = (
    "Our target price is based on a three-stage DCF valuation.\n"
    "Upside risks are (1) sustained fast growth of robot demand in China; (2) share gains overseas.\n"
    "We initiate the H shares at Hold with a target price of HK$23.6.\n"
    "Upside risks are the same as those above for A shares. Downside risks are: (1) deteriorated robot "
    "demand with revived pricing pressure; (2) rising costs for model training; and\n"
    "(3) heightened geopolitical risks weighing on overseas sales.\n"
    "Disclosure Section\n"
)


def test_a_company_notes_upside_and_downside_lists_stated_apart_are_both_its_risks() -> None:
    assert items(TWO_SHARE_CLASSES) == [
        "sustained fast growth of robot demand in China",
        "share gains overseas",
        "deteriorated robot demand with revived pricing pressure",
        "rising costs for model training",
        "heightened geopolitical risks weighing on overseas sales",
    ]


def test_the_other_direction_of_another_rated_stock_is_not_joined() -> None:
    text = (
        "RISKS\n"
        "ASML Holding NV\n"
        "Downside risks to our price target for ASML include weaker than expected WFE market.\n"
        "Intel Corp\n"
        "Upside risk to our price target on INTC includes greater than expected PC growth.\n"
    )
    assert [c.value for c in find_risks(text, "company", ("ASML", "INTC", "Intel"))] == [
        "Downside risks to our price target for ASML include weaker than expected WFE market"
    ]


def test_a_valuation_method_and_an_announcing_sentence_are_no_risk_items() -> None:
    text = (
        "Valuation Method and Risk Statement\n"
        "Cyclical corrections will still occur as the sector retains commodity-like characteristics. "
        "We value SK Hynix with a target P/BV multiple based on long-term average ROE and cost of equity.\n"
        "Challenges and risks\n"
        "While the strategy presents significant opportunities, investors should consider several challenges. "
        "Competition from domestic rivals may dilute market share.\n"
    )
    assert items(text) == ["Cyclical corrections will still occur as the sector retains commodity-like characteristics"]


def test_a_sector_notes_risks_under_a_rated_stocks_name_are_that_stocks() -> None:
    appendix = (
        "China Semiconductors: memory interface chips\nCompany\nTicker\nRating\nCur\nPrice\nTarget\n"
        "Montage\n6809.HK\nO\nHKD\n300.00\n520.00\n"
        "We think the cycle has further to run.\n"
        "RISKS\nMontage Technology\nKey potential risks:\n"
        "1. A decrease in memory and AIDC server demand;\n2. Intensified competition that leads to share loss.\n"
    )
    assert [row.name.value for row in table_rows(appendix) if row.name] == ["Montage"]
    assert [c.value for c in find_risks(appendix, "industry")] == []
    assert [c.value for c in find_risks(appendix, "company")][:1] == ["A decrease in memory and AIDC server demand"]


SECTOR_TABLE_THEN_RISKS = (
    "Korea Games: Launch pipeline is the catalyst for 2027\n"
    "Table 1: Coverage\n"
    "Company Code Rating Target price (W)\n"
    "Daon Games 194370 KS Buy 310,000 251,500 23\n"
    "Pearl Studio 246960 KS Hold 38,500 36,950 4\n"
    "Kaon Webtoon Lab 289010 KS Buy 27,000 21,400 26\n"
    "Investment risks\n"
    "• Delays in Chinese game licences for the titles we expect to launch in 2027.\n"
    "• Higher marketing spending to defend daily active users.\n"
    "Important disclosures\n"
)


def test_a_sector_notes_risk_heading_right_under_its_rating_table_is_the_sectors() -> None:
    """The last row of the rating table (`Kaon Webtoon Lab 289010 KS Buy …`) names a rated stock but is
    a row, not a heading over that stock's risks: the section under it is the sector's."""
    assert [row.name.value for row in table_rows(SECTOR_TABLE_THEN_RISKS) if row.name][-1] == "Kaon Webtoon Lab"
    assert [c.value for c in find_risks(SECTOR_TABLE_THEN_RISKS, "industry")] == [
        "Delays in Chinese game licences for the titles we expect to launch in 2027",
        "Higher marketing spending to defend daily active users",
    ]
    under_name = SECTOR_TABLE_THEN_RISKS.replace("Investment risks\n", "Kaon Webtoon Lab\nInvestment risks\n")
    assert find_risks(under_name, "industry") == []


def test_a_lead_in_printed_once_per_stock_inside_or_opening_a_line_is_no_sectors_risks() -> None:
    per_stock = (
        "US Automation: orders turn\n"
        "Lumen Robotics (LMNR US)\n"
        "We see 25% revenue growth in 2027. Risks: slower warehouse capex and component shortages.\n"
        "Axton Automation (AXTN US)\n"
        "Risks: cost overruns on fixed-price projects and a weaker euro.\n"
    )
    assert find_risks(per_stock, "industry") == []
    once = per_stock.replace("Risks: slower", "We expect slower")
    assert [c.value for c in find_risks(once, "industry")] == [
        "cost overruns on fixed-price projects and a weaker euro"
    ]
