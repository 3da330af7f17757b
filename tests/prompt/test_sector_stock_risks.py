"""A sector note's risk statement inside one stock's section (its `Key risks.` paragraph after the paragraph valuing
it, its `Risks include …` under its name) is that stock's, not the note's (tasks/finders/risks.py); the prompt keeps it
in the body beside that section, never in the head, where nothing would say whose risks they are
(tasks/prompt/gradient.py). Synthetic notes, no broker's own strings."""

from __future__ import annotations

from tasks.clean.cleaner import clean
from tasks.extract.rules import prompt_source_text
from tasks.finders.findings import find_all
from tasks.finders.risks import find_risks, gives_one_stocks_risks
from tasks.prompt.gradient import build_prompt
from tests.builders import make_document

COVER = (
    "Sector Note\n"
    "Grid Storage: Batteries for data centres\n"
    "Battery storage is increasingly viewed as a fast way to power data centres behind the meter, and we raise our "
    "demand forecasts.\n"
    "We see Buy rated Northwind Power (NWPR) as a beneficiary of the demand for storage at data centres.\n"
    "We see Sell rated Pellucid Energy (PLCD) as exposed to falling prices for its battery systems.\n"
)
TABLE = (
    "Company Ticker Rating Price target\n"
    "Northwind Power NWPR Buy $45.00\n"
    "Pellucid Energy PLCD Sell $2.50\n"
    "Harbour Grid HGRD Neutral $12.00\n"
)
VALUATION = (
    "Valuation. Our 12-month price target of $2.50 (from $2.00) is based on a 0.8X EV/S multiple on 2027E revenue. "
    "We then subtract net debt of $0.50/sh to arrive at our $2.50 price target.\n"
)
KEY_RISKS = (
    "Key risks. Key risks include higher than expected market demand, lower customer concentration, and faster cost "
    "declines.\n"
)
STOCK_PAGE = (
    "We update estimates for PLCD as its project pipeline grows.\n" + VALUATION + KEY_RISKS + "Exhibit 7: Peers\n"
)
SECTOR_PAGE = "Storage prices fell again through the quarter as supply grew.\n" + KEY_RISKS + "Exhibit 7: Peers\n"


def _prompt_risks(pages: list[str]) -> tuple[str, list[str]]:
    prompt = build_prompt(clean(make_document(pages)))
    found = find_all(prompt_source_text(f"{prompt.head}\n{prompt.body}"))
    return prompt.head, [item.value for item in found.risks(found.kind.value)]


def test_a_stocks_key_risks_after_the_paragraph_valuing_it_stay_beside_it_in_the_body() -> None:
    head, risks = _prompt_risks([COVER, STOCK_PAGE, TABLE])
    assert "Key risks include" not in head
    assert "price target of $2.50" not in head  # the stock's valuation stays with its risks
    assert risks == []


def test_the_sectors_own_key_risks_paragraph_is_still_read() -> None:
    _, risks = _prompt_risks([COVER, SECTOR_PAGE, TABLE])
    assert risks == [
        "Key risks include higher than expected market demand, lower customer concentration, and faster cost declines"
    ]


def test_a_key_risks_paragraph_right_after_a_stocks_target_statement_is_that_stocks() -> None:
    assert find_risks(COVER + STOCK_PAGE + TABLE, "industry") == []
    assert find_risks(COVER + SECTOR_PAGE + TABLE, "industry") != []


COMPANY_SECTION = (
    "Company Valuation/Risks\n"
    "Northwind Power\n"
    "Our estimated NAV includes accrued income and cost. Risks include falling service prices and narrower price "
    "spreads, as well as construction delays.\n"
)


def test_a_lead_in_under_a_stocks_name_in_its_company_section_gives_that_stocks_risks() -> None:
    text = COVER + COMPANY_SECTION + TABLE
    stocks = find_all(text).stock_names
    at = text.index("Risks include")
    assert gives_one_stocks_risks(text, at, stocks)
    head, risks = _prompt_risks([COVER, COMPANY_SECTION, TABLE])
    assert "Risks include" not in head
    assert risks == []


def test_a_lead_in_under_a_sector_paragraph_gives_no_stocks_risks() -> None:
    section = COMPANY_SECTION.replace("Company Valuation/Risks\nNorthwind Power\n", "Storage prices fell again.\n")
    text = COVER + section + TABLE
    assert not gives_one_stocks_risks(text, text.index("Risks include"), find_all(text).stock_names)
