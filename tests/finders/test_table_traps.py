"""Rows of stock tables that stand for no stock, or whose target sits under a header of groups (session 29,
bench/house_table_traps.py): a benchmark index or an aggregate row inside a coverage table makes no call, and a
target group printed over `New Old Chg` or over `From To` gives its new cell."""

from __future__ import annotations

from tasks.finders.line_tables import line_table_rows


def _rows(text: str) -> list[tuple[str | None, str | None, str, str | None]]:
    return [
        (
            row.code.value if row.code else None,
            row.name.value if row.name else None,
            row.rating.value,
            row.target.value if row.target else None,
        )
        for row in line_table_rows(text)
    ]


def test_index_and_aggregate_rows_of_a_coverage_table_make_no_call() -> None:
    text = (
        "Company Ticker Rating Price TP P/E 26e Yield\n"
        "Telkom Indonesia TLKM IJ Buy 3,140 3,900 11.8 6.1%\n"
        "Sector average 16.5 4.9%\n"
        "MSCI ASEAN Buy 13.9 3.6%\n"
        "Hang Seng Index Neutral 22.1\n"
        "MSCI Inc. MSCI US Buy 560.00 650.00 30.1 1.2%\n"
        "Source: LSEG Eikon\n"
    )
    # the index provider listed as a stock keeps its row: it has a code of its own
    assert _rows(text) == [
        ("TLKM IJ", "Telkom Indonesia", "Buy", "3,900"),
        ("MSCI US", "MSCI Inc.", "Buy", "650.00"),
    ]


def test_a_target_group_over_new_old_chg_gives_its_new_cell() -> None:
    """CLSA's revision table: `Target price (HK$)` and `EPS 2026E (Rmb)` each over `New Old Chg`, the identity and
    rating columns on the lower row only. The row's target is the target group's new cell, in either order."""
    new_first = (
        "Target price (HK$) EPS 2026E (Rmb)\n"
        "Company Ticker Rating New Old Chg New Old Chg\n"
        "CITIC Sec 6030 HK BUY 28.00 24.50 14% 1.62 1.48 9%\n"
        "Source: CLSA\n"
    )
    assert _rows(new_first) == [("6030 HK", "CITIC Sec", "BUY", "28.00")]
    old_first = new_first.replace("New Old Chg", "Old New Chg").replace("28.00 24.50", "24.50 28.00")
    assert _rows(old_first) == [("6030 HK", "CITIC Sec", "BUY", "28.00")]
    # a group line that names no value column the reader knows is no upper row: the target stays unplaced
    unknown = new_first.replace("Target price (HK$)", "Valuation basis")
    assert _rows(unknown) == [("6030 HK", "CITIC Sec", "BUY", None)]


def test_rating_and_target_groups_over_from_to_give_the_new_rating_and_target() -> None:
    text = (
        "Rating Fair value (Rs)\n"
        "Company Ticker From To From To\n"
        "Infosys INFO IN ADD BUY 1,750 2,050\n"
        "Wipro WPRO IN REDUCE ADD 240 290\n"
        "Source: Kotak Institutional Equities estimates\n"
    )
    assert _rows(text) == [("INFO IN", "Infosys", "BUY", "2,050"), ("WPRO IN", "Wipro", "ADD", "290")]


def test_an_investment_opinion_column_is_the_rating_column() -> None:
    """A Korean house's English table prints its rating column last as `Investment opinion`: the target is the cell
    it places (before `Upside`), and a row under review (`U/R`) makes no call. Prose holding the words makes no
    header."""
    text = (
        "Company Code Price (W) TP (W) Upside Investment opinion\n"
        "Hyundai Motor 005380 KS 242,500 320,000 32.0% Buy\n"
        "Kia 000270 KS 108,200 140,000 29.4% Buy\n"
        "Hyundai Mobis 012330 KS 251,000 - - U/R\n"
        "Source: KB Securities\n"
    )
    assert _rows(text) == [
        ("005380 KS", "Hyundai Motor", "Buy", "320,000"),
        ("000270 KS", "Kia", "Buy", "140,000"),
    ]
    prose = "Our investment opinion on the sector is unchanged.\nKia 000270 KS 108,200 140,000 29.4% Buy\n"
    assert _rows(prose) == []


def test_a_rating_and_price_target_history_table_is_no_company_box() -> None:
    """J.P. Morgan's disclosure page prints each company's rating and price-target history as a table (`Date Rating
    Price (HK$) Price Target (HK$)` over rows opening with a date): its `Price Target (HK$)` column is no company
    note's box, so a sector note stays one. A cover's `Price Target (HK$)` over its value still makes a company note."""
    from tasks.finders.doc_type import find_doc_type

    body = (
        "Hong Kong Property: Rents bottoming\n"
        "We expect demand to recover through 2027 as inventories normalise.\n"
        "Company-Specific Disclosures\n"
        "Sun Hung Kai Properties (0016.HK, 16 HK) Price Chart\n"
        "Date Rating Price (HK$) Price Target (HK$)\n"
        "21-Mar-25 OW 81.50 95.00\n"
        "14-Aug-25 OW 86.20 102.00\n"
    )
    assert find_doc_type(body).value == "industry"
    cover = (
        "Sun Hung Kai Properties (16 HK)\nRents bottoming\nPrice Target (HK$)\n98.00\nWe expect demand to recover.\n"
    )
    assert find_doc_type(cover).value == "company"


def test_a_track_record_of_past_picks_makes_no_call() -> None:
    """Maybank's past top picks under `Rec at addition` and `Price then`: ratings of the past, no calls. The current
    picks' table above it, under `Rec`, keeps its calls."""
    text = (
        "Stock Bloomberg Rec Price TP\n"
        "Mr D.I.Y. Group MRDIY MK BUY RM1.62 RM2.10\n"
        "Table 2: Track record of past top picks\n"
        "Stock Bloomberg Date added Rec at addition Price then Return since\n"
        "Nestle Malaysia NESZ MK 02-Jan-25 BUY RM112.00 -18.2%\n"
        "Jollibee Foods JFC PM 01-Jul-25 HOLD PHP245.00 6.1%\n"
        "Source: Maybank IBG Research\n"
    )
    assert _rows(text) == [("MRDIY MK", "Mr D.I.Y. Group", "BUY", "RM2.10")]
