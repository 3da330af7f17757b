"""Rows of sector notes' stock tables as houses print them (session 28, bench/house_tables.py): a name that starts
with its ticker's root (`BHP Group BHP AU`) or is it (`OCBC OCBC SP`), a share class closing the name (`Great Wall
Motor (H)`), a note mark after the name (`Sony Group*`), Goldman's conviction-list `CL-Buy`, a bare US ticker after
the name (`Salesforce CRM`) with Evercore ISI's `In Line` under old and new rating columns, and a coverage table
grouped by market whose label rows (`Korea`) are no second line of the name above."""

from __future__ import annotations

from schemas.lexicon import normalize_rating
from tasks.finders.line_tables import line_table_rows
from tasks.finders.rating import rating_occurrences


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


def test_a_name_that_starts_with_or_is_its_tickers_root_is_kept_whole() -> None:
    text = (
        "Company Ticker Rating Price Price target\n"
        "BHP Group BHP AU Outperform A$44.10 A$50.00\n"
        "OCBC OCBC SP Neutral S$15.10 S$15.50\n"
        "Source: FactSet\n"
    )
    assert _rows(text) == [
        ("BHP AU", "BHP Group", "Outperform", "A$50.00"),
        ("OCBC SP", "OCBC", "Neutral", "S$15.50"),
    ]


def test_a_ticker_column_before_the_listed_code_is_no_name() -> None:
    text = "Company Ticker Rating Price Target\nGOOGL GOOGL US Alphabet Buy $310.00 $380.00\nSource: x\n"
    assert _rows(text) == [("GOOGL US", "Alphabet", "Buy", "$380.00")]


def test_a_share_class_closing_the_name_and_the_conviction_list_buy() -> None:
    text = (
        "Company Ticker Rating Price 12-m PT Upside\n"
        "BYD Co. (H) 1211.HK CL-Buy HK$98.50 HK$135.00 37%\n"
        "Great Wall Motor (H) 2333.HK Neutral HK$13.10 HK$13.50 3%\n"
        "Kaida Motors (2239 HK) Sell HK$2.85 HK$2.20 -23%\n"
        "Source: FactSet\n"
    )
    assert _rows(text) == [
        ("1211.HK", "BYD Co. (H)", "CL-Buy", "HK$135.00"),
        ("2333.HK", "Great Wall Motor (H)", "Neutral", "HK$13.50"),
        ("2239 HK", "Kaida Motors", "Sell", "HK$2.20"),  # a bracketed code is no part of the name
    ]


def test_a_note_mark_after_the_name_is_no_part_of_it() -> None:
    text = (
        "Code Company Rating Price (¥) TP (¥) Upside\n"
        "6758 JP Sony Group* Buy 3,125 3,800 21.6%\n"
        "6762 JP TDK** Buy 1,928 2,350 21.9%\n"
        "Note: * Top pick. Source: house research\n"
    )
    assert _rows(text) == [("6758 JP", "Sony Group", "Buy", "3,800"), ("6762 JP", "TDK", "Buy", "2,350")]


def test_a_bare_ticker_after_the_name_and_in_line_under_old_and_new_rating_columns() -> None:
    text = (
        "Company Ticker Old rating New rating Old PT New PT\n"
        "Salesforce CRM In Line Outperform $280 $340\n"
        "Adobe ADBE Outperform In Line $560 $480\n"
        "HP Inc. HPQ Outperform Outperform $30 $34\n"
        "Source: house research\n"
    )
    assert _rows(text) == [
        ("CRM", "Salesforce", "Outperform", "$340"),
        ("ADBE", "Adobe", "In Line", "$480"),
        ("HPQ", "HP Inc.", "Outperform", "$34"),
    ]


def test_in_line_is_a_rating_cell_only_never_in_prose_and_a_capitalised_word_is_no_ticker() -> None:
    from schemas.lexicon import normalize_rating, table_rating_class

    assert table_rating_class("In Line") == "neutral"
    assert normalize_rating("in line") is None  # `results in line with consensus` rates nothing
    text = "Company Ticker Rating Price PT\nLink Real Estate Buy HK$38.00 HK$45.50\nSource: x\n"
    assert _rows(text) == []  # no code: `Estate` is a word of the name, no ticker


def test_a_market_label_row_is_no_second_line_of_the_name_above() -> None:
    text = (
        "Company Ticker Rating Price Price target\n"
        "Taiwan\n"
        "MediaTek 2454.TW Equal-weight NT$1,210 NT$1,300\n"
        "Korea\n"
        "Samsung Electronics 005930.KS Overweight W72,300 W95,000\n"
        "Industrial and Commercial Bank of 1398 HK Buy HK$5.00 HK$6.00\n"
        "China\n"
        "Jade Mountain 3711.TW Buy NT$80.00 NT$95.00\n"
        "Packaging\n"
        "Source: house research\n"
    )
    assert [name for _, name, _, _ in _rows(text)] == [
        "MediaTek",
        "Samsung Electronics",
        "Industrial and Commercial Bank of China",  # the name goes on: `of` / `China`
        "Jade Mountain Packaging",
    ]


def test_a_picks_list_item_names_its_a_share_as_printed() -> None:
    from tests.builders import call_tuples

    text = (
        "Our picks\n"
        "· Hengrui Medicine (600276.SH): OUTPERFORM, TP Rmb62.00\n"
        "· WuXi AppTec (603259.SH): NEUTRAL, TP Rmb58.00\n"
        "Source: Wind\n"
    )
    assert call_tuples(text) == [
        ("600276.SH", "Hengrui Medicine", "OUTPERFORM", "Rmb62.00"),
        ("603259.SH", "WuXi AppTec", "NEUTRAL", "Rmb58.00"),
    ]
    assert call_tuples("重点公司\n600276.SH 恒瑞医药 买入 62.00\n")[0][:3] == ("600276.SH", "恒瑞医药", "买入")


def test_a_short_hong_kong_code_and_an_otc_ticker_column_before_it() -> None:
    text = (
        "Company BofA Ticker Bloomberg Rating Price PO Upside\n"
        "Galaxy Entertainment GXYEF 27 HK B-1-7 HK$38.20 HK$48.00 26%\n"
        "Sands China SCHYF 1928 HK C-2-8 HK$19.40 HK$20.50 6%\n"
        "Source: BofA Global Research\n"
    )
    assert _rows(text) == [
        ("27 HK", "Galaxy Entertainment", "B-1-7", "HK$48.00"),
        ("1928 HK", "Sands China", "C-2-8", "HK$20.50"),
    ]


def test_a_tables_header_reaches_no_higher_than_the_source_line_above_it() -> None:
    text = (
        "Downside risks: 1) weaker-than-expected orders;\n"
        "2) tighter restrictions on shipments to customers in the region; and\n"
        "3) higher depreciation from investing in\n"
        "advanced nodes.\n"
        "Buy\n"
        "Priced at 9 July 2026 Source: house estimates\n"
        "Exhibit 9: Companies mentioned in this report Company Ticker Currency CMP TP Rating\n"
        "Intel INTC US USD 112.54 200.00 Buy\n"
        "Samsung Electronics 005930 KS KRW 278,000.00 450,000.00 Buy\n"
        "Source: Bloomberg\n"
    )
    rows = line_table_rows(text)
    assert [row.code.value for row in rows if row.code] == ["INTC US", "005930 KS"]
    assert {row.header[0] for row in rows} == {text.index("Exhibit 9")}


def test_a_table_whose_caption_says_its_ratings_are_consensus_makes_no_row() -> None:
    text = (
        "Figure 10: Regional peers (not covered; consensus ratings and estimates)\n"
        "Peer Ticker Rating Price P/E 26E Yield\n"
        "Nestle Malaysia NESZ MK Hold RM98.20 41.2 2.9%\n"
        "Thai Beverage THBEV SP Buy S$0.52 11.4 5.1%\n"
        "Source: Bloomberg\n"
    )
    assert _rows(text) == []
    assert len(_rows(text.replace("(not covered; consensus ratings and estimates)", "(our coverage)"))) == 2


def test_an_investment_opinion_column_and_a_fully_valued_rating() -> None:
    korean = (
        "Company Code Investment opinion Target price (KRW) Current (KRW) Upside\n"
        "NAVER 035420 KS Buy 280,000 214,500 30.5%\n"
        "Kakao 035720 KS Trading Buy 52,000 44,150 17.8%\n"
        "Source: house research\n"
    )
    assert _rows(korean) == [
        ("035420 KS", "NAVER", "Buy", "280,000"),
        ("035720 KS", "Kakao", "Trading Buy", "52,000"),
    ]
    singapore = (
        "Company Bloomberg Code Rec Price TP Mkt Cap\n"
        "CapitaLand Integrated CICT SP BUY 2.05 2.45 10,420\n"
        "Keppel DC REIT KDCREIT SP FULLY VALUED 2.18 1.90 2,870\n"
        "Source: house research\n"
    )
    assert _rows(singapore)[1] == ("KDCREIT SP", "Keppel DC REIT", "FULLY VALUED", "1.90")


def test_a_bare_current_column_after_the_target_and_action_notes_after_the_rating() -> None:
    text = (
        "Company Code Rating Target price Current Upside\n"
        "(KRW) (KRW) (%)\n"
        "LG Energy Solution 373220 KS BUY (maintain) 480,000 352,500 36.2\n"
        "SK Innovation 096770 KS HOLD (downgrade) 110,000 104,300 5.5\n"
        "Note: Current price as of 10 March 2026.\n"
    )
    assert _rows(text) == [
        ("373220 KS", "LG Energy Solution", "BUY", "480,000"),
        ("096770 KS", "SK Innovation", "HOLD", "110,000"),
    ]


def test_a_slashed_rating_and_target_cell_with_the_currency_apart() -> None:
    text = (
        "Company Ticker Rating / PT Price P/E 27E\n"
        "ASML Holding ASML NA OW / EUR 850 EUR 702.10 29.4\n"
        "Aixtron AIXA GY UW / EUR 11 EUR 13.45 21.0\n"
        "Source: house research\n"
    )
    assert _rows(text) == [("ASML NA", "ASML Holding", "OW", "EUR 850"), ("AIXA GY", "Aixtron", "UW", "EUR 11")]


def test_a_sector_view_printed_in_capitals() -> None:
    for view in ("POSITIVE", "Positive"):
        text = f"House Research\nMalaysia Banks: Dividends carry the sector\nSector view: {view}\nWe expect growth.\n"
        assert [(c.value, c.scope) for c in rating_occurrences(text)] == [(view, "industry")]


def test_yuantas_hold_outperform_is_one_rating_cell() -> None:
    text = (
        "Ticker Company Rating Close Target EPS 26E\n"
        "8046.TW Nan Ya PCB HOLD-Outperform 262.5 NT$285 11.20\n"
        "3189.TW Kinsus SELL 98.6 NT$80 3.12\n"
        "Source: house research\n"
    )
    assert _rows(text) == [
        ("8046.TW", "Nan Ya PCB", "HOLD-Outperform", "NT$285"),
        ("3189.TW", "Kinsus", "SELL", "NT$80"),
    ]
    assert normalize_rating("HOLD-Outperform") == "neutral"


def test_identity_columns_named_in_a_two_row_headers_upper_row_only() -> None:
    text = (
        "Figure 1: Rating and target price changes\n"
        "Company Ticker Rating Target price (HK$)\n"
        "Prev. Curr. Prev. Curr.\n"
        "CITIC Securities 6030 HK Neutral Outperform 20.50 26.00\n"
        "GF Securities 1776 HK Outperform Neutral 13.00 12.40\n"
        "Source: house research\n"
    )
    assert _rows(text) == [
        ("6030 HK", "CITIC Securities", "Outperform", "26.00"),
        ("1776 HK", "GF Securities", "Neutral", "12.40"),
    ]
