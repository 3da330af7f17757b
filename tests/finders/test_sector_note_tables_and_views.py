"""Sector notes as synthetic set 4 showed them (issue 22): a table's `Target Price (HK$)` header wrapped
over the next column's estimate year is no price-target box, a comps table whose only rating column is
the street's (`Consensus`) makes no call, `Price Target price` names a price then a target column, a
Taipei Exchange listing (`.TWO`) is a code, a rating stated on the sector in prose is the sector's
view, and a bare `target` before a priced currency (`Target NT$1,280`, `a target of KRW 412,000`) is the
target price. Short synthetic texts, no house's own strings."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tasks.finders.line_tables import line_table_rows
from tasks.finders.rating import find_rating
from tasks.finders.stock_calls import find_stock_calls
from tasks.finders.target_price import find_target_price

LEAD = "Margins have peaked this year and we think tariffs reset next year, which lowers returns for the group.\n"


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def test_a_target_column_header_over_the_next_columns_year_is_no_price_target_box() -> None:
    table = (
        "Figure 6: Valuation and ratings\n"
        "Company RIC Rating Price (HK$) Target Price\n(HK$)\n2027E P/E\n"
        "Alpha Power 0836.HK Buy 10.62 12.80 7.4\n"
        "Beta Energy 2380.HK Hold 4.12 4.35 6.1\n"
    )
    assert find_doc_type(LEAD + table).value == "industry"
    for box in ("Target Price (HK$)\n28.40\n", "Target price\n2050\n", "Price target (HK$): 2027.50\n"):
        assert find_doc_type(LEAD + box).value == "company", box


def test_a_comps_table_of_consensus_ratings_after_a_rated_table_makes_no_call() -> None:
    text = (
        "Figure 2: Our ratings\n"
        "Company RIC Rating Price Target price Upside\n"
        "Alpha Packaging 2417.TW Buy NT$712 NT$868 22%\n"
        "Beta Substrate 6681.TWO Hold NT$198 NT$212 7%\n"
        "Company Ticker Consensus P/E 27E EV/EBITDA\n"
        "Gamma Chip Test ACTX US Buy 24.1 15.8\n"
        "Delta Assembly PGAS MK Hold 18.7 10.2\n"
        "Source: Bloomberg consensus\n"
    )
    assert rows(text) == [
        ("2417.TW", "Alpha Packaging", "Buy", "NT$868"),
        ("6681.TWO", "Beta Substrate", "Hold", "NT$212"),
    ]
    assert [c.code.value for c in find_stock_calls(text) if c.code] == ["2417.TW", "6681.TWO"]


def test_a_table_whose_only_rating_column_is_the_streets_makes_no_call() -> None:
    peers = "Gamma Chip Test ACTX US Buy 24.1 15.8\nDelta Assembly PGAS MK Hold 18.7 10.2\n"
    assert rows("Global peers\nCompany Ticker Consensus P/E 27E EV/EBITDA\n" + peers) == []
    assert rows("Global peers\nCompany Ticker Cons. rating P/E EV/EBITDA\n" + peers) == []
    # the broker's own rating column beside a consensus figure: its rows are calls
    own = "Company Ticker Rating Price Target Consensus EPS\n"
    own_rows = "Gamma Chip Test ACTX US Buy 24.10 30.00 1.25\nDelta Assembly PGAS MK Hold 18.70 19.00 0.80\n"
    assert [(code, rating, target) for code, _, rating, target in rows(own + own_rows)] == [
        ("ACTX US", "Buy", "30.00"),
        ("PGAS MK", "Hold", "19.00"),
    ]


def test_price_target_price_names_a_price_column_then_a_target_column() -> None:
    text = "Company RIC Rating Price Target price Upside\nAlpha Packaging 2417.TW Buy NT$712 NT$868 22%\n"
    assert rows(text) == [("2417.TW", "Alpha Packaging", "Buy", "NT$868")]
    both = "Company RIC Rating Price Target Upside\nAlpha Packaging 2417.TW Buy NT$712 NT$868 22%\n"
    assert rows(both) == [("2417.TW", "Alpha Packaging", "Buy", "NT$868")]


def test_a_rating_stated_on_the_sector_in_prose_is_the_sectors_view() -> None:
    text = "We stay Neutral on the sector, preferring nuclear and hydro to thermal and wind.\n"
    found = find_rating(text, "industry")
    assert found is not None and (found.value, found.scope) == ("Neutral", "industry")
    assert find_rating(text, "company") is None  # the sector's view is no company's rating
    stock = find_rating("We stay Neutral on the stock given its valuation.\n", "company")
    assert stock is not None and stock.value == "Neutral"


def test_a_bare_target_with_a_priced_currency_is_the_target_price() -> None:
    cover = "Lumen Optics (6712 TT)\nTarget NT$1,280\nStock NT$1,114\n" + LEAD
    found = find_target_price(cover)
    assert found is not None and found.value == "NT$1,280"
    assert find_doc_type(cover).value == "company"  # a cover box `Target NT$1,280`: one stock's target
    stated = find_target_price("We rate Hanseong Market-Perform with a target of KRW 412,000, on 1.9x book.\n")
    assert stated is not None and stated.value == "KRW 412,000"
    for other in ("Our EPS target of US$5 looks safe.\n", "Management's margin target is 12%.\n"):
        assert find_target_price(other) is None, other
