"""Rules added from the synthetic English layouts (bench/synthetic_layouts.py), each pinned by a
short synthetic text: listings of Sydney, Singapore and India name the note's company, an arrow
marks the old rating, a sector scale named as a list rates nothing, Rs/S$ targets keep their unit."""

from __future__ import annotations

from schemas.lexicon import currency_of
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price

PROSE = "Our analysis of the quarter follows, with margins and orders in the detail below. " * 3


def test_an_asx_listing_names_the_note_s_company() -> None:
    text = f"Southern Cross Minerals (SCM AU): Upgrade to Overweight\n{PROSE}Southern Cross Minerals lifts output."
    own = find_own_company(text, "AUD")
    assert own is not None and own.code == "SCM AU" and own.name == "Southern Cross Minerals"


def test_the_rating_before_an_arrow_is_the_old_one() -> None:
    text = f"Lionport Logistics (LPL SP)\nRating\nHOLD \u2192 SELL\nTarget price\nS$2.10\n{PROSE}"
    found = find_rating(text, "company")
    assert found is not None and found.value == "SELL"


def test_a_sector_scale_named_as_a_list_is_no_sector_view() -> None:
    legend = "Industry View: Attractive, In-Line or Cautious against the relevant broad market benchmark."
    text = f"US Semiconductors\nIndustry View\nIn-Line\n{PROSE}\nImportant disclosures\n{legend}\n"
    found = find_rating(text, "industry")
    assert found is not None and found.value == "In-Line"


def test_a_legend_list_alone_gives_no_sector_view() -> None:
    text = f"Japan Economics\n{PROSE}\nIndustry View: Attractive, In-Line or Cautious against the market.\n"
    assert find_rating(text, "industry") is None


def test_rupee_and_singapore_dollar_targets_keep_their_unit() -> None:
    text = f"Vantage Pharma (VNTG IN)\nRating: Accumulate\n{PROSE}Our target price is raised to Rs1,480 on FY28E EPS."
    found = find_target_price(text)
    assert found is not None and found.value == "Rs1,480"
    assert currency_of("Rs1,480") == "INR"
    assert currency_of("S$2.10") == "SGD"
    assert currency_of("US$2.10") == "USD"
