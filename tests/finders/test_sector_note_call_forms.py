"""English sector notes' calls in the forms brokers print them beyond the usual table: a table whose rating
column comes last (percentages before it, targets without a currency), a `Rating / PT` column holding both, a flag
column beside the rating (`CL`), a `Rating changes` list and per-stock headings stating a bare rating (`Name (TICKER):
Add, PT S$3.40`), a Vietnamese listing priced in VND; and the sector's own view as `Sector view: Bullish (maintained)`
or a strip's `Sector rating` column. Never a call: a heading that states no rating, a not-rated row, an old rating or
target; never a view: a legend naming the scale."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus, StockCall
from tasks.clean.cleaner import clean
from tasks.finders.rating import find_rating
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import call_tuples, rules_outcome, titled_page

Call = tuple[str | None, str | None, str, str | None]


def view(text: str) -> str | None:
    found = find_rating(text, "industry")
    return found.value if found else None


RATING_LAST = (
    "Company Ticker Price (HK$) PT (HK$) Implied upside Rating\n"
    "Pinecrest Games 3888 HK 49.85 62.00 24% BUY\n"
    "Beacon Local Services 2399 HK 25.90 27.40 6% HOLD\n"
    "Qilin Education 1797 HK 10.12 8.50 -16% SELL\n"
    "Source: the broker\n"
)


def test_a_table_with_its_rating_column_last_reads_the_target_in_its_column() -> None:
    assert call_tuples(RATING_LAST) == [
        ("3888 HK", "Pinecrest Games", "BUY", "62.00"),
        ("2399 HK", "Beacon Local Services", "HOLD", "27.40"),
        ("1797 HK", "Qilin Education", "SELL", "8.50"),
    ]


def test_a_rating_slash_target_column_gives_the_price_after_the_slash() -> None:
    text = (
        "Company Ticker Rating / PT Price P/E 27E\n"
        "Rosewell Pharma ROSE LN OW / £31.50 £26.40 14.1\n"
        "Alvena Bio ALVE SS N / SEK212 SEK201 19.7\n"
        "Genevex GNVX SW UW / CHF74 CHF81 16.3\n"
        "Source: the broker; OW = Overweight, N = Neutral, UW = Underweight\n"
    )
    assert call_tuples(text) == [
        ("ROSE LN", "Rosewell Pharma", "OW", "£31.50"),
        ("ALVE SS", "Alvena Bio", "N", "SEK212"),
        ("GNVX SW", "Genevex", "UW", "CHF74"),
    ]


def test_a_flag_column_beside_the_rating_holds_no_value_and_a_not_rated_row_is_no_call() -> None:
    text = (
        "Company Ticker Rating CL Price PT Upside\n"
        "Formosa Wafer 2330 TT BUY CL NT$1,205 NT$1,480 23%\n"
        "Pingtung Packaging 3711 TT BUY NT$196 NT$235 20%\n"
        "Taitung Memory 6771 TT NR NT$23 n.a. n.a.\n"
        "Source: the broker\n"
    )
    assert call_tuples(text) == [
        ("2330 TT", "Formosa Wafer", "BUY", "NT$1,480"),
        ("3711 TT", "Pingtung Packaging", "BUY", "NT$235"),
    ]


def test_a_rating_changes_list_and_bare_rating_headings_are_calls_with_the_new_rating_and_target() -> None:
    text = (
        "Rating changes\n"
        "Kaori Foods (2809 JP): to Buy from Neutral; TP ¥3,200 (from ¥2,700)\n"
        "Nishiki Seasoning (2871 JP): Neutral; TP ¥1,850 (from ¥1,900)\n"
        "Hoshizora Beverages (2593 JP): to Reduce from Neutral; TP ¥4,100 (from\n"
        "¥4,700)\n"
        "Kestrel Air (KSTL SP): Add, PT S$3.40\n"
        "Prices held after the spring increases.\n"
    )
    assert call_tuples(text) == [
        ("2809 JP", "Kaori Foods", "Buy", "¥3,200"),
        ("2871 JP", "Nishiki Seasoning", "Neutral", "¥1,850"),
        ("2593 JP", "Hoshizora Beverages", "Reduce", "¥4,100"),
        ("KSTL SP", "Kestrel Air", "Add", "S$3.40"),
    ]


def test_a_heading_that_states_no_rating_as_a_whole_is_no_call() -> None:
    text = "Tencent (700 HK): Strong quarter\nAlder Works (ALDW LN): Sell-side consensus\nMargins rose.\n"
    assert call_tuples(text) == []


def test_a_vietnamese_listing_priced_in_dong_is_a_row_of_a_ticker_first_table() -> None:
    text = (
        "Ticker Company Mkt cap Price Rating PT Upside\n"
        "SWGS MK Sarawak Gas 4,120 RM8.35 Add RM9.80 17%\n"
        "VNHY VN Vinh Hydro 1,350 VND38,600 Hold VND41,000 6%\n"
        "Source: the broker\n"
    )
    assert call_tuples(text) == [
        ("SWGS MK", "Sarawak Gas", "Add", "RM9.80"),
        ("VNHY VN", "Vinh Hydro", "Hold", "VND41,000"),
    ]


def test_bullish_and_bearish_are_the_sector_view_after_its_label_never_in_a_legend() -> None:
    assert view(f"Japan Railways\nSector view: Bullish (maintained)\n{RATING_LAST}") == "Bullish"
    assert view(f"Japan Railways\nSector view: Bearish\n{RATING_LAST}") == "Bearish"
    legend = "Sector: Bullish, Neutral or Bearish on the sector's 12-month outlook.\n"
    assert view(f"Japan Railways\n{RATING_LAST}{legend}") is None


def test_a_strip_column_headed_sector_rating_holds_the_view() -> None:
    text = f"ASEAN Utilities\nSector rating Top picks Coverage\nNeutral SWGS MK, BYNP IJ 5 stocks\n{RATING_LAST}"
    assert view(text) == "Neutral"
    # the sector's own column first (`Sector Rating Prior` over `Resources Underweight Market Weight`): its name
    named = f"Australian Resources\nSector Rating Prior\nResources Underweight Market Weight\n{RATING_LAST}"
    assert view(named) == "Underweight"


def _rating_last_pdf(path: Path) -> Path:
    """A sector note printing the rating-last table as a table of cells at their columns' x."""
    columns = (50, 170, 230, 290, 350, 420)
    header = ("Company", "Ticker", "Price (HK$)", "PT (HK$)", "Implied upside", "Rating")
    rows = [
        ("Pinecrest Games", "3888 HK", "49.85", "62.00", "24%", "BUY"),
        ("Beacon Local Services", "2399 HK", "25.90", "27.40", "6%", "HOLD"),
        ("Qilin Education", "1797 HK", "10.12", "8.50", "-16%", "SELL"),
    ]
    with pymupdf.open() as pdf:
        page = titled_page(
            pdf,
            "China Internet: Third-quarter results round-up",
            "Revenue of the companies we track grew 9% year on year, and margins rose as marketing spending fell.",
        )
        y = 200.0
        for cells in [header, *rows]:
            for x, cell in zip(columns, cells, strict=True):
                page.insert_text((x, y), cell, fontsize=8)
            y += 14
        page.insert_text((50, y + 6), "Source: the broker", fontsize=8)
        pdf.save(path)
    return path


def _answered(path: Path, value: str) -> StockCall:
    result = validate_field(
        FieldName.STOCK_CALLS, value, kept_view(clean(ingest(path))), extractor="m", doc_type="industry"
    )
    assert result.status is FieldStatus.VALID
    (call,) = result.calls
    return call


def test_the_rating_last_table_reaches_the_answer_whole_and_its_other_cells_are_no_target(tmp_path: Path) -> None:
    path = _rating_last_pdf(tmp_path / "note.pdf")
    outcome = rules_outcome(path)
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert [(c.code, c.rating, c.target_price) for c in answered.calls] == [
        ("3888 HK", "BUY", "62.00"),
        ("2399 HK", "HOLD", "27.40"),
        ("1797 HK", "SELL", "8.50"),
    ]
    assert _answered(path, "3888 HK | Pinecrest Games | BUY | 62.00").target_price == "62.00"
    assert _answered(path, "3888 HK | Pinecrest Games | BUY | 49.85").target_price is None  # the current price
