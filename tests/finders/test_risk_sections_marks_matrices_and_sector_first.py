"""English risk sections read by their structure: list lines that share a symbol mark (`+`, `»`) or run
i., ii., iii.; a risk matrix whose numbered rows follow its `# | Risk | Likelihood | Impact` header; a
lead-in that opens a bullet and lists its items inline (the bullets after it are no items); and a sector
note's own section, whose heading names the sector, before the risks it gives each stock. Validation
accepts the new items whole and still refuses what is no item."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import find_risks
from tasks.validate.grounding import validate_field
from tests.builders import report_view

VALUATION = "We keep our Underweight rating and our price target of ¥3,200, at a 15% discount to NAV.\n"
PLUS_MARKED = (
    f"{VALUATION}"
    "Risks to our Underweight rating\n"
    "+ Faster recovery of office rents.\n"
    "+ A takeover approach for the land bank.\n"
    "+ A weaker yen lifting hotel demand.\n"
    "Vacancy rose to 6.8% as two large tenants consolidated floors.\n"
)
ROMAN_NUMBERED = (
    f"{VALUATION}"
    "Key risks to our call\n"
    "i. Smartphone demand stays flat in 2027.\n"
    "ii. Memory costs rise faster than handset prices.\n"
    "iii. Component tariffs between the US and Asia.\n"
    "Equity Research | Company Report\n"
)
RISK_MATRIX = (
    f"{VALUATION}"
    "Risk assessment\n"
    "# | Risk | Likelihood | Impact\n"
    "1 | Automotive customers delay capex for new plants | Medium | High\n"
    "2 | Price competition from Chinese robot makers | High | Medium\n"
    "3 | Servo motor supply shortages | Low | Medium\n"
    "Source: company data\n"
)
BULLETED_LEAD_IN = (
    "Executive summary\n"
    "• Disbursements grew 31% in the September quarter, the fastest in six quarters.\n"
    "• We raise our target to Rs2,450 on 3.1x FY27E P/B.\n"
    "• Key risks: slower deposit growth in rural branches; a rise in loan defaults after a weak monsoon; a cut "
    "in the lending rate cap.\n"
    "Rural credit turns up\n"
    "Tractor loans grew fastest as the harvest lifted rural incomes.\n"
)
INLINE_LEAD_IN_OVER_BULLETS = (
    "Key risks: slower deposit growth in rural branches; a rise in loan defaults after a weak monsoon.\n"
    "• Disbursements grew 31% in the September quarter, the fastest in six quarters.\n"
    "• Credit costs fell to 1.1% of loans, below our estimate.\n"
)
STOCK_RISKS_FIRST = (
    "European Banks: Margins trough, capital returns rise\n"
    "Sector stance: Positive. We prefer the southern European banks.\n"
    "Stock-specific risks\n"
    "Risks to our Buy call on Banco Aurelio: a slower recovery of Spanish mortgage volumes.\n"
    "Risks to our Sell call on Belvaux Bank: a bid from a larger bank.\n"
    "Sector risks\n"
    "• Faster ECB rate cuts would squeeze net interest margins.\n"
    "• A rise in corporate defaults in Germany and Italy.\n"
    "• Bank taxes extended beyond 2027.\n"
    "Important disclosures\n"
)


def items(text: str, doc_type: str = "company") -> list[str]:
    return [c.value for c in find_risks(text, doc_type)]


def test_lines_that_share_a_symbol_mark_are_list_items_without_it() -> None:
    assert items(PLUS_MARKED) == [
        "Faster recovery of office rents",
        "A takeover approach for the land bank",
        "A weaker yen lifting hotel demand",
    ]
    guillemets = PLUS_MARKED.replace("+ ", "» ")
    assert items(guillemets) == items(PLUS_MARKED)


def test_a_lone_symbol_marks_no_list() -> None:
    lone = PLUS_MARKED.replace("+ A takeover", "A takeover").replace("+ A weaker", "A weaker")
    assert "Faster recovery of office rents" not in items(lone)


def test_lines_numbered_with_roman_numerals_and_a_stop_are_the_items() -> None:
    assert items(ROMAN_NUMBERED) == [
        "Smartphone demand stays flat in 2027",
        "Memory costs rise faster than handset prices",
        "Component tariffs between the US and Asia",
    ]


def test_a_risk_matrix_s_numbered_rows_are_the_section_and_its_risk_cells_the_items() -> None:
    assert items(RISK_MATRIX) == [
        "Automotive customers delay capex for new plants",
        "Price competition from Chinese robot makers",
        "Servo motor supply shortages",
    ]


def test_a_lead_in_that_opens_a_bullet_lists_its_items() -> None:
    assert items(BULLETED_LEAD_IN) == [
        "slower deposit growth in rural branches",
        "a rise in loan defaults after a weak monsoon",
        "a cut in the lending rate cap",
    ]


def test_bullets_after_a_lead_in_that_listed_its_items_inline_are_none_of_them() -> None:
    assert items(INLINE_LEAD_IN_OVER_BULLETS) == [
        "slower deposit growth in rural branches",
        "a rise in loan defaults after a weak monsoon",
    ]


def test_a_sector_note_reads_its_sector_risks_before_the_stocks_own() -> None:
    assert items(STOCK_RISKS_FIRST, "industry") == [
        "Faster ECB rate cuts would squeeze net interest margins",
        "A rise in corporate defaults in Germany and Italy",
        "Bank taxes extended beyond 2027",
    ]


def test_validation_accepts_the_new_items_whole_and_refuses_the_rest(tmp_path: Path) -> None:
    for text, answer in (
        (PLUS_MARKED, "Faster recovery of office rents; A weaker yen lifting hotel demand"),
        (PLUS_MARKED.replace("+ ", "» "), "A takeover approach for the land bank"),
        (ROMAN_NUMBERED, "Memory costs rise faster than handset prices"),
        (BULLETED_LEAD_IN, "slower deposit growth in rural branches; a cut in the lending rate cap"),
    ):
        view = report_view(tmp_path, text)
        result = validate_field(FieldName.RISK_FACTORS, answer, view, extractor="m")
        assert result.status is FieldStatus.VALID, (answer, result)
    for text, answer in (
        (PLUS_MARKED, "recovery of office rents"),
        (BULLETED_LEAD_IN, "Disbursements grew 31% in the September quarter, the fastest in six quarters"),
        (INLINE_LEAD_IN_OVER_BULLETS, "Credit costs fell to 1.1% of loans, below our estimate"),
    ):
        view = report_view(tmp_path, text)
        result = validate_field(FieldName.RISK_FACTORS, answer, view, extractor="m")
        assert result.status is FieldStatus.INVALID, (answer, result)


COLON_TITLED = (
    "We reiterate Overweight and raise our price target to 1,850p (16x FY27E).\n"
    "Risks to our thesis\n"
    "Competition: private-label snacks have taken 3 points of share in two years in the UK grocery channel.\n"
    "Input costs: cocoa and palm oil make up 22% of the cost of goods, and\n"
    "hedges roll off in the second half.\n"
    "Retailer consolidation: the merger of two discounters would hand buyers\n"
    "more pricing power.\n"
    "Figure 3: Financial summary\n"
)
SUBJECT_LEAD_IN = (
    "Fares have held up despite softer corporate travel.\n"
    "We see three risks to our view: (1) Jet fuel prices; (2) Capacity additions by Gulf carriers; and (3) Pilot "
    "shortages.\n"
    "Important disclosures\n"
)
RUN_IN_TITLE = (
    "We initiate with Buy and a TP of Rp5,400, on 14x 2027E P/E.\n"
    "Risks. The main risks to our call are (1) a weaker rupiah raising feed costs; (2) an outbreak of avian "
    "influenza in Java; and (3) lower broiler prices as new capacity starts.\n"
    "Equity Research | Initiation\n"
)
DERAIL = (
    "Valuations already price in a recovery in the second half of 2027.\n"
    "What could derail us\n"
    "Chinese luxury demand slows further.\n"
    "Tourist flows to Europe fall if the euro strengthens.\n"
    "Price increases meet consumer resistance.\n"
    "We remain Neutral on the sector.\n"
)


def test_paragraphs_that_each_open_with_a_colon_title_give_their_titles() -> None:
    assert items(COLON_TITLED) == ["Competition", "Input costs", "Retailer consolidation"]


def test_a_lead_in_may_say_who_sees_the_risks_or_follow_a_run_in_title() -> None:
    assert items(SUBJECT_LEAD_IN, "industry") == [
        "Jet fuel prices",
        "Capacity additions by Gulf carriers",
        "Pilot shortages",
    ]
    assert items(RUN_IN_TITLE) == [
        "a weaker rupiah raising feed costs",
        "an outbreak of avian influenza in Java",
        "lower broiler prices as new capacity starts",
    ]


def test_what_could_derail_us_heads_the_risks_and_the_call_restated_after_them_is_none() -> None:
    assert items(DERAIL, "industry") == [
        "Chinese luxury demand slows further",
        "Tourist flows to Europe fall if the euro strengthens",
        "Price increases meet consumer resistance",
    ]


def test_validation_accepts_led_and_titled_items_and_refuses_the_restated_call(tmp_path: Path) -> None:
    for text, answer in (
        (SUBJECT_LEAD_IN, "Jet fuel prices; Pilot shortages"),
        (RUN_IN_TITLE, "an outbreak of avian influenza in Java"),
        (COLON_TITLED, "Competition; Retailer consolidation"),
        (DERAIL, "Chinese luxury demand slows further"),
    ):
        view = report_view(tmp_path, text)
        result = validate_field(FieldName.RISK_FACTORS, answer, view, extractor="m")
        assert result.status is FieldStatus.VALID, (answer, result)
    view = report_view(tmp_path, DERAIL)
    restated = validate_field(FieldName.RISK_FACTORS, "We remain Neutral on the sector", view, extractor="m")
    assert restated.status is FieldStatus.INVALID


PER_STOCK_LINES_THEN_SECTOR = (
    "Canadian Transport: Volumes hold, rates matter more\n"
    "Tervain Rail (TRVN CN)\n"
    "Rating: Outperform | PT: C$61.00 | Price: C$54.20\n"
    "Risks to PT: a labour disruption at the ports; weaker grain volumes.\n"
    "Algonwood Midstream (ALGW CN)\n"
    "Rating: Underperform | PT: C$22.00 | Price: C$24.75\n"
    "Risks to PT: a takeover bid from a larger peer.\n"
    "Sector risks\n"
    "1. Western Canadian crude output grows more slowly than pipeline capacity.\n"
    "2. Federal emissions caps raise compliance costs.\n"
    "3. Higher interest rates lift the cost of capital for long-lived assets.\n"
    "Important disclosures\n"
)


def test_a_sector_named_heading_right_under_a_stock_s_risk_line_still_heads_the_sector_s_risks() -> None:
    assert items(PER_STOCK_LINES_THEN_SECTOR, "industry") == [
        "Western Canadian crude output grows more slowly than pipeline capacity",
        "Federal emissions caps raise compliance costs",
        "Higher interest rates lift the cost of capital for long-lived assets",
    ]
