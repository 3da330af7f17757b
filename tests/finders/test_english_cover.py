"""An English company note's own call as its cover and headline state it: the rating stated in the
headline or under the cover's label, the target of the cover box, the kind told by the headline,
and the company by its rated name and by the listing of its target's currency. Each pinned by a
short synthetic text."""

from __future__ import annotations

import pytest

from schemas.codes import normalize_code
from schemas.patterns import PRICE
from tasks.finders.doc_type import find_doc_type
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price

PROSE = "Our analysis of the quarter follows, with margins and orders in the detail below. " * 3


def test_the_headline_states_the_rating_an_action_initiates() -> None:
    text = (
        "2Q26E preview; Potential acquisition; Initiate H shares at Hold\n"
        f"{PROSE}On a 12M view, we reiterate our Sell rating with a target price of RMB31.4 for the A shares."
    )
    found = find_rating(text, "company")
    assert found is not None and found.value == "Hold"


def test_the_cover_box_rating_is_taken_as_printed() -> None:
    text = (
        "Midea Group (H/A)\nPO: 101.60 HKD | Price: 92.25 HKD\nWe reiterate Buy rating due to solid growth.\n"
        "Rating (H Share) BUY\nRating (A Share) BUY\n"
    )
    found = find_rating(text, "company")
    assert found is not None and found.value == "BUY"


def test_a_rating_label_deep_in_the_disclosures_is_no_cover_box() -> None:
    disclosures = "Distribution of ratings and other disclosures of the research department follow here. " * 40
    text = f"We maintain our Outperform rating on its growth.\n{disclosures}\nGlobal Rating\nMarket-Perform\n"
    found = find_rating(text, "company")
    assert found is not None and found.value == "Outperform"


def test_a_box_with_its_previous_value_gives_the_new_target() -> None:
    text = (
        "Maintain Buy with lower TP of HKD727, implying 43% upside\n"
        "Rating Remains\nBuy\nTarget price Reduced from HKD 775.00 HKD 727.00\nClosing price HKD 508.00\n"
    )
    found = find_target_price(text)
    assert found is not None and found.value == "HKD 727.00"


def test_a_currency_code_before_a_number_belongs_to_it() -> None:
    assert [m.group(0) for m in PRICE.finditer("HKD 775.00 HKD 727.00")] == ["HKD 775.00", "HKD 727.00"]
    assert PRICE.fullmatch("6,300.00 JPY") is not None


def test_a_headline_naming_a_company_and_its_target_makes_a_company_note() -> None:
    head = "ASML: High-NA EUV cost deep dive - lifting PT to €2300 on rising litho intensity\n"
    body = f"David Dai, CFA +852 2918 5704\n{PROSE}"
    assert find_doc_type(body, head).value == "company"
    sector = "Global Semis: High-NA EUV cost deep dive and what it means for litho intensity\n"
    assert find_doc_type(body, sector).value == "industry"


def test_a_table_header_over_a_ticker_row_is_no_target_box() -> None:
    text = f"China PCB Equipment\n{PROSE}\nRating\nTerm Target Price\n301200.SZ Rmb 328.000 160,395 2 nc -377.000\n"
    assert find_doc_type(text).value == "industry"
    box = f"Company note\nPrice Target\n2,300.00 EUR\n{PROSE}"
    assert find_doc_type(box).value == "company"


def test_a_data_label_in_prose_is_no_company_marker() -> None:
    quant = "行为金融因子研究。如果第t日的换手率是 ,则第t日被成交的股票数量就占流通股本 ,如果第t+1日的换手率是 ,那么…"
    assert find_doc_type(quant).value == "industry"
    cover = "基础数据\n流通股本(百万股) 1,234\n总股本(百万股) 2,345\n"
    assert find_doc_type(cover).value == "company"


def test_the_company_named_with_the_rating_and_target_is_the_subject() -> None:
    text = (
        "XtalPi - H (Overweight; Price Target: HK$10.00)\n2228.HK, 2228 HK Price (24 Jul 26):HK$7.20\n"
        "WuXi AppTec - H (2359.HK), WuXi Biologics (2269.HK), WuXi XDC (2268.HK), XtalPi - H (2228.HK)\n"
        "WuXi AppTec leads. WuXi XDC grows. WuXi Biologics scales. WuXi again.\n"
    )
    own = find_own_company(text)
    assert own is not None and (own.code, own.name) == ("2228.HK", "XtalPi - H")


def test_the_listing_in_the_targets_currency_is_the_calls() -> None:
    text = "Estun (002747.SZ),CNY46.03 Sell\nEstun (2715.HK),HKD23.32 Hold\nEstun grows. Estun ships robots.\n"
    assert find_own_company(text) == find_own_company(text, "CNY")
    own = find_own_company(text, "HKD")
    assert own is not None and own.code == "2715.HK"
    assert find_own_company(text, "USD") == find_own_company(text)  # no listing in that currency: unchanged


@pytest.mark.parametrize(
    ("printed", "code"),
    [
        ("285A.T", "285A.JP"),
        ("285A JP", "285A.JP"),
        ("ASML.NA", "ASML.NA"),
        ("ASML.AS", "ASML.NA"),
        ("SAP GY", "SAP.DE"),
    ],
)
def test_tokyo_alphanumeric_and_european_listings_normalise(printed: str, code: str) -> None:
    assert normalize_code(printed) == code


def test_a_tokyo_alphanumeric_code_names_its_company() -> None:
    text = (
        "Risk Reward - KIOXIA Holdings (285A.T)\nKIOXIA Holdings (285A.T, 285A JP)\nKIOXIA leads NAND. KIOXIA ships.\n"
        "Renesas Electronics (6723.T) O (11/26/2019)\n"
    )
    own = find_own_company(text)
    assert own is not None and own.code == "285A.T"


def test_a_previous_ratings_label_is_no_cover_box() -> None:
    text = "Upgrade to Buy on a stronger cycle\nPrevious Rating: Neutral\nWe see upside from here.\n"
    found = find_rating(text, "company")
    assert found is not None and found.value == "Buy"


@pytest.mark.parametrize(
    "headline",
    ["We reiterate Overweight on the recovery", "Reiterating our Buy after the print", "Upgrade to Outperform"],
)
def test_an_action_right_before_the_word_states_the_rating(headline: str) -> None:
    found = find_rating(f"{headline}\n{PROSE}", "company")
    assert found is not None and found.value in headline


def test_a_sector_rating_box_makes_a_sector_note_and_is_its_rating() -> None:
    cover = (
        "Japan Robots: Orders inflect\nMachine tool orders rose 11% in June.\n"
        "Equity Research | Sector Report\nSector rating\nOverweight sector Japan | Industrials\n"
    )
    assert find_doc_type(cover).value == "industry"
    rating = find_rating(cover, "industry")
    assert rating is not None and rating.value == "Overweight"
    # a stock's box makes a company note (where the masthead's own kind label does not say otherwise)
    stock = cover.replace("Sector rating\nOverweight sector", "Rating\nOverweight").replace(" | Sector Report", "")
    assert find_doc_type(stock).value == "company"


def test_a_target_is_given_as_the_report_prints_it_most_often() -> None:
    text = (
        "ASML: cost deep dive - lifting PT to €2300 on rising intensity\n"
        "We raise our target multiple, increasing our target price to €2,300.\n"
        "We rate ASML Outperform, PT = €2,300, Intel Outperform, PT = USD 100.\n"
    )
    found = find_target_price(text)
    assert found is not None and found.value == "€2,300"


def test_a_box_keeps_its_precision_where_prose_rounds_it() -> None:
    text = (
        "Seagate: raising our PO to $1150 on HAMR demand\nWe raise our PO to $1150.\n"
        "Rating\nBUY\nPrice objective\n1,150.00 USD\n"
    )
    found = find_target_price(text)
    assert found is not None and found.value == "1,150.00 USD"


def test_a_box_value_is_printed_as_the_first_box_of_that_price() -> None:
    text = (
        "Rating\nBuy\nPrice at 11 Mar 2026 (HKD) 552.00 Price target - 12mth (HKD) 800.00 52-week range\n"
        "Challenges and risks follow here.\nTarget Price HKD 800.0\n"
    )
    found = find_target_price(text)
    assert found is not None and found.value == "800.00"


def test_another_price_or_currency_keeps_the_chosen_printing() -> None:
    text = (
        "We set a target price of HK$25.0 for the H shares.\n"
        "Our A-share target price is RMB25.00; the A-share target price of RMB25.00 stays.\n"
    )
    found = find_target_price(text)
    assert found is not None and found.value == "HK$25.0"


def test_a_box_value_line_that_opens_with_the_ticker_is_the_box_target() -> None:
    """`Price Target` over `7001.JP 4,200.00 JPY`: the cover box's value, chosen over a later strip's
    `Price Target (JPY) 4,200.00` that leaves its currency out."""
    text = (
        "Japan Machinery\nAlpha Robotics Corp\nRating\nOutperform\nPrice Target\n7001.JP 4,200.00 JPY\n"
        "Close Date 31 Jul 2026 7001.JP Close Price (JPY) 2,442.00 Price Target (JPY) 4,200.00 Upside 72%\n"
        "Our TP stays at ¥4,200.00, implying 19X EPS. Reiterate Outperform.\n"
        f"We rate Alpha Outperform (PT ¥4,200.00).\n{PROSE}"
    )
    found = find_target_price(text)
    assert found is not None and found.value == "4,200.00 JPY"
