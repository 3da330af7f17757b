"""An English company note's own call from cover layouts without a labelled sidebar: a key-data
strip (a header row of labels over one row of values), a rating word alone above the price box, a
headline that states the call, a company named by a bare ticker in brackets. Each mechanism is
pinned by a short synthetic text, with the look-alikes it must leave alone (a rating legend, a
ratings distribution, a sector's view, a chart key, a table of several rows)."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import rating_scale
from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import find_doc_type
from tasks.finders.findings import find_all
from tasks.finders.key_strips import key_strips
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Orders rose 33% quarter on quarter, and management expects a further rise in the third quarter. " * 3
STOCK_LEGEND = (
    "Important disclosures\nRatings definitions used by the house.\n"
    "Overweight: total return expected to exceed the average of the industry coverage.\n"
    "Distribution of ratings\nRating Coverage universe (%) Investment banking clients (%)\n"
    "Overweight 45 38\nEqual-weight 40 35\nUnderweight 15 9\n"
)
LEGEND = STOCK_LEGEND + "Industry View: Attractive, In-Line or Cautious against the relevant broad market benchmark.\n"
STRIP = (
    "Formosa Wafer Tools (6821.TW)\nFormosa Wafer Tools: Advanced-node orders underpin 2027\n"
    "Stock Rating Industry View Price Target Price (9 Jul 2026)\n"
    "Overweight In-Line NT$1,250.00 NT$1,032.00\n"
)


def test_a_strip_pairs_each_label_with_the_value_below_it() -> None:
    cells = {cell.kind: cell.value for cell in key_strips(STRIP + PROSE)}
    assert cells == {"rating": "Overweight", "view": "In-Line", "target": "NT$1,250.00", "other": "NT$1,032.00"}


def test_a_strip_gives_the_stock_rating_and_target_of_a_company_note() -> None:
    text = STRIP + PROSE + LEGEND
    assert find_doc_type(text).value == "company"
    rating, target = find_rating(text, "company"), find_target_price(text)
    assert rating is not None and rating.value == "Overweight"
    assert target is not None and target.value == "NT$1,250.00"  # not `2026` of the price's date label


def test_a_strip_s_industry_view_is_the_sector_s_not_the_stock_s() -> None:
    text = STRIP + PROSE + LEGEND
    views = [c for c in find_all(text).ratings if c.value == "In-Line"]
    assert views and all(c.scope == "industry" for c in views)
    assert rating_scale("In-Line") == "view"  # the printed case of `In-line`
    sector = "US Semiconductors\nIndustry View Market Cap (US$bn)\nAttractive 1,250\n" + PROSE
    assert find_doc_type(sector).value == "industry"
    found = find_rating(sector, "industry")
    assert found is not None and found.value == "Attractive"


def test_a_table_of_several_rows_or_a_distribution_is_no_strip() -> None:
    table = "Rating Price Target\nBuy 120.00 150.00\nHold 80.00 82.00\n"
    assert key_strips(table + PROSE) == ()
    assert key_strips(LEGEND) == ()


def test_a_rating_word_alone_above_the_price_box_is_the_cover_s_rating() -> None:
    text = (
        "Pearl Delta Cement (996 HK)\n25 July 2026\nReduce\nTarget price cut to\nHK$7.40 from HK$8.90\nCMP: HK$8.05\n"
        + PROSE
    )
    assert find_doc_type(text).value == "company"
    rating, target = find_rating(text, "company"), find_target_price(text)
    assert rating is not None and rating.value == "Reduce"
    assert target is not None and target.value == "HK$7.40"


def test_a_chart_key_over_a_target_line_is_no_box() -> None:
    lead = "Asia Cement Sector\n" + PROSE * 8 + "\n"  # past the lead, where a target alone would say `company`
    text = lead + "Rating history\nBuy\nHold\nSell\nTarget price cut to HK$7.40\n" + PROSE
    assert find_target_price(text) is not None
    assert find_doc_type(text).value == "industry"
    boxed = lead + "Sell\nTarget price cut to HK$7.40\n" + PROSE
    assert find_doc_type(boxed).value == "company"


def test_a_headline_naming_the_company_and_its_ticker_states_its_rating() -> None:
    text = (
        "Summit Dairy (6186.HK): Reiterate Buy; premium mix drives a margin beat\n"
        + PROSE
        + "Our 12-month price target of HK$14.20 is based on 20x 2027E EPS.\n"
        + STOCK_LEGEND
    )
    kind = find_doc_type(PROSE, text)  # the headline opens the second text (the prompt's head)
    assert kind.value == "company"
    rating = find_rating(text, "company")
    assert rating is not None and rating.value == "Buy"


def test_a_headline_rating_other_stocks_is_no_company_headline() -> None:
    text = "Asia Semis (SOX): Reiterate Buy on Nanya Tech and Winbond as prices rise\n" + PROSE
    assert find_doc_type(PROSE, text).value == "industry"


def test_a_bare_ticker_in_brackets_names_the_note_s_company() -> None:
    text = (
        "Crescent Outfitters (CRSO): Comps soft, inventory clean\n"
        + PROSE
        + "Crescent Outfitters keeps its guidance.\n"
    )
    own = find_own_company(text + LEGEND + "Overweight (OW)\nEarnings (EPS)\n")
    assert own is not None and (own.code, own.name) == ("CRSO", "Crescent Outfitters")
    assert find_own_company("Overweight (OW)\nEarnings per share (EPS)\n" + PROSE) is None


def test_validation_grounds_the_strip_s_rating_and_target_and_rejects_its_industry_view(tmp_path: Path) -> None:
    view = report_view(tmp_path, STRIP + PROSE + LEGEND)
    rating = validate_field(FieldName.RATING, "Overweight", view, extractor="m", doc_type="company")
    assert rating.status is FieldStatus.VALID
    target = validate_field(FieldName.TARGET_PRICE, "NT$1,250.00", view, extractor="m", doc_type="company")
    assert target.status is FieldStatus.VALID and target.target_currency == "TWD"
    industry_view = validate_field(FieldName.RATING, "In-Line", view, extractor="m", doc_type="company")
    assert industry_view.status is FieldStatus.INVALID and "industry" in (industry_view.reason or "")
    current = validate_field(FieldName.TARGET_PRICE, "NT$1,032.00", view, extractor="m", doc_type="company")
    assert current.status is FieldStatus.INVALID
