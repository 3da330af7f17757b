"""What makes an English note a sector note though one of its stocks' boxes or calls reads like a note's own
(tasks/finders/doc_type.py): two stock boxes of one shape for two stocks, a digest of items each headed by its stock
and call; and the risk text a sector note prints that is no risk section of its own (tasks/finders/risks.py): a stock
table's per-row risk cells, a company's own `Company Valuation/Risks` section, a disclaimer under a risk-worded
heading. Synthetic notes, no broker's own strings."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tasks.finders.risks import find_risks

LEAD = "Grid storage: a quarter of firmer prices\nSpreads widened through the quarter as solar output grew.\n"


def test_two_stock_boxes_of_one_shape_for_two_stocks_make_a_sector_note() -> None:
    boxes = (
        "Harbour Storage Fund\nRATING BUY\nPRICE 81.20p\n"
        "Meridian Battery Trust\nRATING HOLD\nPRICE 44.10p\n"
    )  # no TICKER lines: boxes that label their tickers are read as calls first (tasks/finders/stock_calls.py)
    found = find_doc_type(LEAD + boxes)
    assert found.value == "industry"
    assert "RATING HOLD" in found.context
    prices = (
        "Current price: USD21.40 Target price: USD28.00 Up/downside: +30.8%\n"
        "We rate the shares Buy.\n"
        "Current price: HKD12.10 RMB10.05 Target price: HKD16.00 RMB13.50 Upside: +32.2%\n"
    )
    assert find_doc_type(LEAD + prices).value == "industry"


def test_one_stocks_box_repeated_or_its_previous_value_stays_a_company_note() -> None:
    repeated = "Harbour Storage Fund\nRATING BUY\nPRICE 81.20p\nPage 2\nRATING BUY\nTICKER HSF LN\n"
    assert find_doc_type(LEAD + repeated).value == "company"
    previous = "Rating: Buy\nPrevious rating: Hold\nTarget price: USD28.00\nPrevious target price: USD24.00\n"
    assert find_doc_type(LEAD + previous).value == "company"
    two_lines = "Target price (A): RMB13.50\nTarget price (H): HKD16.00\nRating: Buy\n"
    assert find_doc_type(LEAD + two_lines).value == "company"


DIGEST = (
    "The Morning Brief: Northwind, Pellucid Foods, Orland Mining\n"
    "Northwind Semis – Capacity Ramp Ahead of Plan – Buy. We raise our estimates as the new fab ramps. "
    "We maintain our Buy rating and 12m TP of US$44.\n"
    "Analyst Name Pellucid Foods – Soft Quarter, Brand Spend Back-Loaded – Neutral (on CL). Demand was soft.\n"
    "Orland Mining – Replacement Capex and Valuation – Downgrade to Sell. We cut our TP to A$9.10.\n"
)


def test_a_digest_of_items_each_headed_by_its_stock_and_call_is_a_sector_note() -> None:
    found = find_doc_type(DIGEST)
    assert found.value == "industry"
    assert "Pellucid Foods" in found.context


def test_one_item_so_headed_or_a_headline_without_a_stock_call_is_no_digest() -> None:
    one = (
        "Northwind Semis – Capacity Ramp Ahead of Plan – Buy. We raise our estimates as the new fab ramps.\n"
        "We maintain our Buy rating and 12m TP of US$44.\n"
    )
    assert find_doc_type(one).value == "company"
    not_calls = (
        "Northwind Semis – Capacity Ramp Ahead of Plan – Preview. We raise our estimates.\n"
        "Pellucid Foods – Soft Quarter – Outlook. Demand was soft. We maintain our Buy rating and 12m TP of US$44.\n"
    )
    assert find_doc_type(not_calls).value == "company"


def test_risk_cells_of_a_stock_tables_rows_are_each_stocks_not_the_sectors() -> None:
    text = (
        "Upside risks: (1) faster adoption of service robots; (2) faster share gains abroad. Downside risks: (1) weaker "
        "domestic demand; (2) more competition.\n"
        "Sector volumes rose again in the quarter.\n"
        "Valuation and key risks for covered companies\n"
        "Company TP methodology Multiple Cost of equity Risks\n"
        "2027E P/E 35x 9.5% Downside risks: (1) slower share gains; (2) weaker margins.\n"
        "2027E P/E 25x 10.5% Upside risks: (1) faster expansion abroad; (2) faster consolidation.\n"
    )
    assert find_risks(text, "industry") == []


def test_a_sector_notes_own_risk_lead_in_stays_its_risk_section() -> None:
    text = (
        "Sector volumes rose again in the quarter.\n"
        "Downside risks: (1) weaker domestic demand; (2) more competition from abroad.\n"
        "Valuation of covered companies\n"
        "2027E P/E 35x 9.5% 12.0%\n"
    )
    assert [item.value for item in find_risks(text, "industry")] == [
        "weaker domestic demand",
        "more competition from abroad",
    ]


def test_a_disclaimer_under_a_risk_worded_heading_is_no_risk_section() -> None:
    text = (
        "Results beat our estimates.\n"
        "Risks which may impede the achievement of our Price Target\n"
        "This report was prepared for general circulation and does not provide investment recommendations specific to "
        "individual investors. Past performance should not be taken as an indication of future results.\n"
        "Distribution of Ratings\n"
    )
    assert find_risks(text, "company") == []
    real = (
        "Results beat our estimates.\n"
        "Risks which may impede the achievement of our Price Target\n"
        "Slower orders from the largest customer could weigh on sales and margins.\n"
        "Distribution of Ratings\n"
    )
    assert [item.value for item in find_risks(real, "company")] == [
        "Slower orders from the largest customer could weigh on sales and margins"
    ]


def test_a_companys_own_valuation_and_risks_section_is_no_sector_risk_section() -> None:
    section = (
        "Company Valuation/Risks\n"
        "Risks include falling ancillary prices and narrowing price spreads, as well as construction delays.\n"
        "Analyst Certification\n"
    )
    text = "Spreads widened through the quarter.\n" + section
    assert find_risks(text, "industry") == []
    sector = text.replace("Company Valuation/Risks", "Key risks")
    assert [item.value for item in find_risks(sector, "industry")] != []


SUMMARY = (
    "Fuel cells: undersupplied through 2030\n"
    "Adoption is spreading to data centres on short lead times and clean output.\n"
    "We like Buy-rated Northwind (global leader) and Pellucid (engines; capacity ramping). Key downside risks include "
    "slower data centre buildout, elevated capital costs, and a quicker ramp of gas turbines.\n"
    "Our coverage of fuel cell makers\n"
)


def test_a_sector_notes_summary_sentence_of_key_risks_is_its_risk_section() -> None:
    assert [item.value for item in find_risks(SUMMARY, "industry")] == [
        "Key downside risks include slower data centre buildout, elevated capital costs, and a quicker ramp of gas "
        "turbines"
    ]


def test_a_summary_sentence_of_risks_on_a_stocks_target_is_none() -> None:
    stock = SUMMARY.replace("Key downside risks include", "Key risks to our PT include")
    assert find_risks(stock, "industry") == []


def test_a_risk_section_under_one_stocks_price_box_is_that_stocks() -> None:
    page = (
        "Current price: USD21.40 Target price: USD28.00 Up/downside: +30.8%\n"
        "We see c31% upside and continue to rate the shares Buy.\n"
        "Downside risks\n"
        "• Customer concentration in one market.\n"
        "• A capacity expansion that could run late or over budget.\n"
        "Disclosure appendix\n"
    )
    assert find_risks(SUMMARY + page, "industry")[0].value.startswith("Key downside risks include")
    assert find_risks(page, "industry") == []
    sector = page.replace("Current price: USD21.40 Target price: USD28.00 Up/downside: +30.8%\n", "Demand held up.\n")
    assert [item.value for item in find_risks(sector, "industry")] == [
        "Customer concentration in one market",
        "A capacity expansion that could run late or over budget",
    ]


def test_a_rating_and_target_history_is_no_second_stocks_box() -> None:
    history = (
        "Rating Buy Price target (USD) 800.00\n"
        "Jul 23 Price target: 380 (USD), close price 311.71 (USD), Recommendation: Buy\n"
        "Oct 23 Price target: 385 (USD), close price 330.10 (USD), Recommendation: Buy\n"
        "1. 15/01/25 Price target: 705 (USD), Recommendation: Buy\n"
        "2. 30/01/25 Price target: 800 (USD), Recommendation: Buy\n"
    )
    assert find_doc_type(LEAD + history).value == "company"
