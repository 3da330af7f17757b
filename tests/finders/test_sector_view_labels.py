"""A sector note's own view under the labels brokers print it with: `Industry weighting`, `Sector weighting:`, a bare
`Industry:`, a key strip's `Industry weighting` column; never a legend's list of the scale."""

from __future__ import annotations

from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks


def view(text: str) -> str | None:
    found = find_rating(text, "industry")
    return found.value if found else None


TABLE = (
    "Company Ticker Rating Price Target\n"
    "Alder Works ALDW LN Buy £3.10 £3.90\n"
    "Birch Stores BRCH LN Sell £1.20 £0.95\n"
    "Source: the broker\n"
)


def test_a_weighting_label_states_the_sector_view() -> None:
    assert view(f"UK Retail\nIndustry weighting: Market Weight\n{TABLE}") == "Market Weight"
    assert view(f"Asia Airlines\nSector weighting: Neutral\n{TABLE}") == "Neutral"


def test_a_bare_industry_label_with_its_colon_states_the_view() -> None:
    assert view(f"Korea Technology\nIndustry: Positive Sector Report\n{TABLE}") == "Positive"


def test_a_strip_column_headed_industry_weighting_holds_the_view() -> None:
    text = f"European Luxury\nIndustry weighting Coverage Top pick\nOverweight 12 stocks Alder Works\n{TABLE}"
    assert view(text) == "Overweight"


def test_a_legend_naming_the_scale_is_no_view() -> None:
    legend = "Important disclosures\nIndustry: Positive, Neutral or Negative relative to the FTSE All-Share.\n"
    assert view(f"UK Retail\n{TABLE}{legend}") is None
    assert view(f"UK Retail\nIndustry weightings: Overweight, Market Weight, Underweight.\n{TABLE}") is None


def test_a_strip_row_naming_a_rated_stock_does_not_make_the_risks_below_it_that_stocks() -> None:
    text = (
        "Industry weighting Coverage Top pick\n"
        "Overweight 12 stocks Alder Works\n"
        "Risks to our thesis\n"
        "• Consumer demand in China could fall again in 2027.\n"
        "• Higher gold prices would hurt jewellery margins.\n"
        f"{TABLE}"
    )
    risks = [c.value for c in find_risks(text, "industry", ("Alder Works", "Birch Stores"))]
    assert risks[:2] == [
        "Consumer demand in China could fall again in 2027",
        "Higher gold prices would hurt jewellery margins",
    ]


def test_a_view_moved_to_its_word_or_kept_as_our_view_on_the_industry_is_the_sector_rating() -> None:
    upgraded = "Alpha Builders: Reservations recover\nWe upgrade the industry view to Positive from Neutral.\n"
    kept = "Beta Aerospace: Deliveries recover\nWe keep our Positive view on the industry.\n"
    for text in (upgraded, kept):
        found = find_rating(text, "industry")
        assert found is not None and (found.value, found.scope) == ("Positive", "industry")
    assert find_rating("Gamma: We keep our Positive view on the stock.\n", "industry") is None


def test_a_sector_weighting_legend_listing_its_scale_states_no_view() -> None:
    legend = (
        "Important disclosures\nSector weighting: Overweight, Market Weight or Underweight relative to the index.\n"
    )
    assert find_rating(legend, "industry") is None
    stated = "Alpha Chemicals\nSector weighting: Overweight\n" + legend
    found = find_rating(stated, "industry")
    assert found is not None and (found.value, found.start) == ("Overweight", stated.index("Overweight"))
