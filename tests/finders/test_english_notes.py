"""English notes of foreign brokers: rating scales, sector views, cover boxes, targets in their
currencies, tickers with their listing. Each pinned by a short synthetic label string."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.lexicon import normalize_rating, rating_scale
from schemas.patterns import HONG_KONG_TICKER, LISTED_TICKER, NAME_WITH_TICKER
from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import find_doc_type
from tasks.finders.rating import find_rating
from tasks.finders.spans import cuts_number
from tasks.finders.target_price import find_target_price, target_price_occurrences
from tasks.validate.grounding import validate_field
from tests.builders import report_view

FILLER = "Our analysis of the quarter follows. " * 3


@pytest.mark.parametrize(
    ("word", "klass"),
    [
        ("Accumulate", "buy"),
        ("Add", "buy"),
        ("High Conviction Outperform", "outperform"),
        ("Equal-weight", "neutral"),
        ("Market-perform", "neutral"),
        ("Market Perform", "neutral"),
        ("In-line", "neutral"),
        ("Underweight", "underperform"),
        ("Reduce", "underperform"),
        ("Attractive", "outperform"),
        ("Cautious", "underperform"),
    ],
)
def test_english_rating_words_normalise(word: str, klass: str) -> None:
    assert normalize_rating(word) == klass


def test_sector_views_are_a_sector_scale() -> None:
    assert rating_scale("Attractive") != "stock"
    assert rating_scale("Cautious") != "stock"


def test_a_high_conviction_rating_is_read_whole() -> None:
    found = find_rating("Rating: High Conviction Outperform", "company")
    assert found is not None and found.value == "High Conviction Outperform"


@pytest.mark.parametrize(
    ("text", "view"),
    [
        ("IT Hardware\nIndustry View\nCautious", "Cautious"),
        ("Semiconductors Industry View: Attractive", "Attractive"),
        ("Sector view: Overweight", "Overweight"),
    ],
)
def test_a_sector_note_is_rated_by_its_own_view(text: str, view: str) -> None:
    found = find_rating(f"{text}\nWe reiterate our Buy rating on AAA.", "industry")
    assert found is not None and found.value == view


def test_a_sector_note_never_takes_a_stocks_rating() -> None:
    assert find_rating("We reiterate our Overweight rating on AAA and BBB.", "industry") is None


def test_a_company_note_is_rated_by_its_stock_box_not_the_industry_view() -> None:
    found = find_rating("Stock Rating Overweight Industry View Attractive", "company")
    assert found is not None and found.value == "Overweight"
    found = find_rating("Industry View Attractive\nStock Rating\nUnderweight", "company")
    assert found is not None and found.value == "Underweight"


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Price target\nNT$2,888.00", "NT$2,888.00"),
        ("Target price (HKD) 725.00", "725.00"),
        ("Price Target (Jun-27):NT$3100.0", "NT$3100.0"),
        ("PO: 1,150.00 USD | Price: 965.00 USD", "1,150.00 USD"),
        ("Price objective 101.60 HKD", "101.60 HKD"),
        ("a PO of HK$780 on SOTP", "HK$780"),
        ("12m price target Won3,000,000", "Won3,000,000"),
        ("Price Target (EUR) 90.00 52-week range (EUR) 88.00", "90.00"),
        ("PT of €2,300 on 40x", "€2,300"),
        ("Price Target 6,300.00 JPY", "6,300.00 JPY"),
        ("目标价格 129.48 元", "129.48 元"),
        ("目标价 港币666.00", "港币666.00"),
    ],
)
def test_a_target_keeps_its_whole_currency(text: str, target: str) -> None:
    found = find_target_price(text)
    assert found is not None and found.value == target


def test_a_from_to_box_gives_the_new_target() -> None:
    assert [c.value for c in target_price_occurrences("From To\nPrice Target NT$210.00 NT$275.00")] == ["NT$275.00"]


def test_millions_after_a_price_are_no_target() -> None:
    assert find_target_price("PT Won3.00m from Won3.20m") is None


def test_an_english_cover_box_beats_the_rounded_prose_target() -> None:
    text = "PO moves higher to $1150\nReiterate Rating: BUY | PO: 1,150.00 USD | Price: 965.00 USD"
    found = find_target_price(text)
    assert found is not None and found.value == "1,150.00 USD"


def test_a_number_with_its_decimals_then_a_space_is_whole() -> None:
    text = "Price Target (EUR) 90.00 52-week range"
    start = text.index("90.00")
    assert not cuts_number(text, start, start + len("90.00"))
    assert cuts_number("43 75元", 0, 2)  # the spaced form of 43.75 still continues


@pytest.mark.parametrize(
    "ticker",
    [
        "0700 HK",
        "00981.HK",
        "600406 CH",
        "2383.TW",
        "6274.TWO",
        "688008.SS",
        "2330 TT",
        "AAPL.US",
        "NVDA.O",
        "005930.KS",
        "6723.JP",
        "285A.T",
    ],
)
def test_tickers_as_printed(ticker: str) -> None:
    assert LISTED_TICKER.fullmatch(ticker)


def test_hong_kong_listings_are_hong_kong() -> None:
    for text in ("Tencent (700 HK)", "0700 HK", "(00981.HK)", "Tencent (0700.HK, 700 HK)"):
        assert HONG_KONG_TICKER.search(text), text
    for text in ("in 2025 HK demand grew", "600406 CH", "HKD 800"):
        assert not HONG_KONG_TICKER.search(text), text


def test_a_cover_names_its_company_with_its_ticker() -> None:
    found = NAME_WITH_TICKER.search("Acme Holdings (1234.TW, 1234 TT) | Asia Pacific")
    assert found is not None and found.groups() == ("Acme Holdings", "1234.TW")


def test_an_english_company_note_is_company() -> None:
    for box in (
        "Stock Rating Overweight\nPrice target NT$100.00",
        "Rating Buy Price target (USD) 800.00",
        "PO: 10.00 USD",
    ):
        assert find_doc_type(f"Acme | Asia\n{FILLER}\n{box}").value == "company", box


def test_an_english_sector_note_is_industry() -> None:
    text = f"Hardware | North America\n{FILLER}\nIndustry View\nCautious\nWe reiterate Overweight on AAA, PT to $100."
    assert find_doc_type(text).value == "industry"
    assert find_doc_type(f"Hardware | Global\n{FILLER}").value == "industry"


def test_the_target_a_note_moved_from_is_no_target(tmp_path: Path) -> None:
    moved = "Tencent Holdings 0700.HK\nRemains Buy\nTarget price Reduced from HKD 775.00 HKD 727.00\nClosing price HKD 508.00\n"
    previous = "Tencent (0700 HK)\nRating BUY\nTarget Price HK$750.00 (Previous TP HK$760.00)\nUp/Downside 36.2%\n"
    assert [c.value for c in target_price_occurrences(previous)] == ["HK$750.00"]
    for text, old in ((moved, "HKD 775.00"), (previous, "HK$760.00")):
        answer = validate_field(FieldName.TARGET_PRICE, old, report_view(tmp_path, text), extractor="m")
        assert answer.status is FieldStatus.INVALID, old


def test_a_legend_list_item_states_no_rating(tmp_path: Path) -> None:
    legend = (
        "Tencent (0700 HK)\nRating Buy\nTarget Price HK$750.00\n"
        "Credit research uses the following categories of credit ratings:\n"
        "• Credit Outperform (C-OP): The total return of the Reference is expected to beat its benchmark.\n"
        "• Credit Underperform (C-UP): The total return is expected to trail it.\n"
    )
    view = report_view(tmp_path, legend)
    assert validate_field(FieldName.RATING, "Outperform", view, extractor="m").status is FieldStatus.INVALID
    assert validate_field(FieldName.RATING, "Buy", view, extractor="m").status is FieldStatus.VALID


def test_a_thousands_grouped_cell_is_whole_beside_the_next_cell() -> None:
    row = "JX ADVANCED META 5016 ¥ OW 4,022 5,700 06-Jul-26 3,834"
    start = row.index("5,700")
    assert not cuts_number(row, start, start + len("5,700"))
    spaced = "合理价值至23 45元"  # AlphaFin's spaced decimals: `45` is the fraction of 23.45
    assert cuts_number(spaced, spaced.index("45"), spaced.index("45") + 2)


def test_a_named_scale_states_no_rating(tmp_path: Path) -> None:
    """`ratings are Buy, Neutral and Sell` and a chart's key `Buy Neutral No Rating` name the scale."""
    text = (
        "Shengyi Technology (600183.SS)\nCITI'S TAKE\nWe see upside to the margin.\n"
        "Guide to Investment Ratings:\nInvestment Ratings: our investment ratings are Buy, Neutral and Sell. "
        "Our ratings are a function of expected total return.\n"
        "Price Target (Rmb) Stock Price (Rmb)\nBuy Neutral No Rating\nDate Stock Price (Rmb) Price Target (Rmb) Rating\n"
    )
    view = report_view(tmp_path, text)
    for word in ("Buy", "Neutral", "Sell"):
        assert validate_field(FieldName.RATING, word, view, extractor="m").status is FieldStatus.INVALID, word


def test_a_ratings_distribution_and_its_definitions_state_no_rating(tmp_path: Path) -> None:
    text = (
        "Tencent Holdings 0700.HK\nRating Remains\nBuy\nTarget price HKD 727.00\n"
        "Distribution of ratings\nThe distribution of all ratings published is as follows: 56% have been assigned "
        "a Buy rating; 42% have been assigned a Neutral rating which is classified as a Hold rating; 2% have been "
        "assigned a Reduce rating which is classified as a Sell rating.\n"
        "A rating of 'Buy', indicates that the analyst expects the stock to outperform the Benchmark. A rating of "
        "'Neutral', indicates that the analyst expects the stock to perform in line with the Benchmark.\n"
    )
    view = report_view(tmp_path, text)
    for word in ("Hold", "Neutral", "Reduce", "Sell"):
        assert validate_field(FieldName.RATING, word, view, extractor="m").status is FieldStatus.INVALID, word
    assert validate_field(FieldName.RATING, "Buy", view, extractor="m").status is FieldStatus.VALID


@pytest.mark.parametrize(
    "text",
    [
        "Shengyi Technology\nrecord profit\nBuy\nPrice (13 Jul 26 15:00) Rmb134.450 Target price Rmb195.000\n",
        "Preliminary profit alert\nShengyi Technology (600183.SS, Buy): 1H26 NP guided up 117-131% yoy.\n",
        "Shengyi Technology (600183.SS)\nStrong quarter. Reiterate Buy on Shengyi Tech given the correction.\n",
    ],
)
def test_a_cover_box_a_tickers_parentheses_and_reiterate_state_the_rating(text: str) -> None:
    found = find_rating(text)
    assert found is not None and found.value == "Buy"


def test_a_stock_rating_word_is_never_an_english_sector_notes_own(tmp_path: Path) -> None:
    text = f"IT Services | North America\n{FILLER}\nInvestment strategy\nWe have a Neutral rating on EPAM.\n"
    answer = validate_field(
        FieldName.RATING, "Neutral", report_view(tmp_path, text), extractor="m", doc_type="industry"
    )
    assert answer.status is FieldStatus.INVALID


@pytest.mark.parametrize(
    ("text", "lie", "target"),
    [
        ("Renesas Electronics\nRating\nOutperform\nPrice Target\n6723.JP 6,300.00 JPY\n", "6723", "6,300.00 JPY"),
        (
            "Tencent (0700 HK)\nBuy\nTarget price HK$787.00\nOur TP implies 23.0x 2026E and 20x 2027E P/E.\n",
            "2026",
            None,
        ),
        ("Tencent\nOverweight\nPrice target HK$650.00\nOur price target implies 2026e P/E of 18.1x.\n", "2026", None),
    ],
)
def test_a_ticker_and_a_fiscal_year_are_no_target(tmp_path: Path, text: str, lie: str, target: str | None) -> None:
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.TARGET_PRICE, lie, view, extractor="m").status is FieldStatus.INVALID
    if target:
        assert validate_field(FieldName.TARGET_PRICE, target, view, extractor="m").status is FieldStatus.VALID


def test_the_target_a_note_moved_to_is_read_whole(tmp_path: Path) -> None:
    """`from HKD 775.00 HKD 727.00`: the second currency opens the new target, past the cue's window."""
    text = "Tencent Holdings 0700.HK\nRating Remains\nBuy\nTarget price Reduced from HKD 775.00 HKD 727.00\n"
    assert [c.value for c in target_price_occurrences(text)] == ["HKD 727.00"]
    answer = validate_field(FieldName.TARGET_PRICE, "HKD 727.00", report_view(tmp_path, text), extractor="m")
    assert answer.status is FieldStatus.VALID and answer.target_price_low == 727.0
