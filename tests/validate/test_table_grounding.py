"""Grounding rules found by the oracle on the synthetic sets (bench/oracle.py --sets synthetic), on
small hand-made texts: a sector view stated `on the sector`, a table's name cell wrapped below its
row, a legend-defined numeric rating in a row whose cells wrap under the stock's name. Each test
also holds the lie that sits next to the truth. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.finders.spans import cuts_number
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def check(view: KeptView, name: FieldName, value: str, doc_type: str = "industry"):  # type: ignore[no-untyped-def]
    return validate_field(name, value, view, extractor="m", doc_type=doc_type)  # type: ignore[arg-type]


SECTOR_NOTE = (
    "Equity Research | Sector Update\nChina Utilities\n12 September 2026\n"
    "China Utilities: Thermal margins peak as tariffs reset\n"
    "Thermal generators earned record margins in 1H26. We stay Neutral on the sector, preferring nuclear and hydro.\n"
    "Figure 6: Valuation and ratings\nCompany RIC Rating Price (HK$) Target Price (HK$)\n"
    "Pearl River Power 0836.HK Buy 10.62 12.80\nGuangyuan Clean Energy 2380.HK Hold 4.12 4.35\n"
)


def test_a_stock_scale_word_stated_on_the_sector_is_the_sectors_view(tmp_path: Path) -> None:
    view = report_view(tmp_path, SECTOR_NOTE)
    assert check(view, FieldName.RATING, "Neutral").status is FieldStatus.VALID
    for stock_rating in ("Buy", "Hold"):  # a row's rating is never the sector's
        assert check(view, FieldName.RATING, stock_rating).status is FieldStatus.INVALID


def test_a_stock_word_stated_on_a_company_is_not_the_sectors(tmp_path: Path) -> None:
    text = SECTOR_NOTE.replace("We stay Neutral on the sector", "We stay Neutral on Pearl River Power")
    assert check(report_view(tmp_path, text), FieldName.RATING, "Neutral").status is FieldStatus.INVALID


WRAPPED_NAME = (
    "Equity Research | Sector Update\nASEAN Telecoms\n5 September 2026\nASEAN Telecoms: convergence pays\n"
    "Figure 1: Coverage and valuation\nTicker Company Rating Price Target\n"
    "TLKM IJ Nusantara Telekom Buy Rp3,450 Rp4,200\nGLOC PM Visayas Telecom Buy P1,640 P1,980\nHoldings\n"
    "MYTL MK Malaya Towers NR RM2.05 n.a.\nSource: Bloomberg\n"
)


def test_a_name_cell_wrapped_below_its_row_is_the_stocks_name(tmp_path: Path) -> None:
    view = report_view(tmp_path, WRAPPED_NAME)
    (call,) = check(view, FieldName.STOCK_CALLS, "GLOC PM | Visayas Telecom Holdings | Buy | P1,980").calls
    assert (call.code, call.name, call.rating, call.target_price) == (
        "GLOC PM",
        "Visayas Telecom Holdings",
        "Buy",
        "P1,980",
    )
    (other,) = check(view, FieldName.STOCK_CALLS, "GLOC PM | Visayas Telecom Group | Buy | P1,980").calls
    assert other.name is None and "not in the report" in other.reasons[0]


NUMERIC_ROWS = (
    "Equity Research | Sector Update\nJapan Semiconductor Equipment\n8 September 2026\n"
    "Japan chip equipment: HBM capex lifts the suppliers\nWe raise the sector to Positive.\n"
    "Figure 3: Ratings and target prices\nCode Company Rating Price (¥) Target price Upside\n"
    "7719 JP Tokai Precision Instruments\n1 ¥5,120 ¥6,300 23%\n"
    "6925 JP Nagara Wafer Systems\n4 ¥9,860 ¥9,200 -7%\n"
    "Ratings: 1 = Buy, 2 = Outperform, 3 = Neutral, 4 = Underperform, 5 = Sell. Source: company data\n"
)


def test_a_legend_defined_digit_rates_the_stock_whose_row_wraps_under_its_name(tmp_path: Path) -> None:
    view = report_view(tmp_path, NUMERIC_ROWS)
    answer = "7719 JP | Tokai Precision Instruments | 1 | ¥6,300; 6925 JP | Nagara Wafer Systems | 4 | ¥9,200"
    calls = check(view, FieldName.STOCK_CALLS, answer).calls
    assert [(c.rating, c.rating_normalized) for c in calls] == [("1", "buy"), ("4", "underperform")]
    swapped = "7719 JP | Tokai Precision Instruments | 4 | ¥6,300; 6925 JP | Nagara Wafer Systems | 1 | ¥9,200"
    assert [c.rating for c in check(view, FieldName.STOCK_CALLS, swapped).calls] == [
        None,
        None,
    ]  # the other row's digit


INDIA_BANKS = (
    "Indigo Peak Securities\nIndia Private Banks: Deposit growth catches up\n"
    "Deposit growth for private banks accelerated to 16% year on year. We remain Overweight on private\nbanks.\n"
    "Exhibit 7: Valuation summary\nStock BBG code Reco CMP (INR) TP (INR) Upside (%)\n"
    "Kaveri Bank KVRB IN BUY 1,642 1,980 21\nShatabdi Finance SHTB IN ADD 668 742 11\n"
    "Godavari Bank GDVR IN BUY 1,048 1,265 21\n"
)


def test_a_spaced_decimal_never_joins_two_cells_of_a_row_of_whole_cells(tmp_path: Path) -> None:
    row = "Shatabdi Finance SHTB IN ADD 668 742 11"
    target = row.index("742")
    assert not cuts_number(row, target, target + 3)
    assert cuts_number("目标价43 75元", 3, 5) and cuts_number("价 123 45元", 2, 5)  # spaced decimals still join
    assert cuts_number("营收 2023 1234 56", 8, 12)  # a year labels its row: 1234 56 is still 1234.56
    view = report_view(tmp_path, INDIA_BANKS)
    truth = check(view, FieldName.STOCK_CALLS, "SHTB IN | Shatabdi Finance | ADD | 742")
    assert truth.calls is not None and truth.calls[0].target_price == "742"
    for lie in ("11", "74"):  # the upside cell after the target, a number cut from the target
        answer = check(view, FieldName.STOCK_CALLS, f"SHTB IN | Shatabdi Finance | ADD | {lie}")
        assert answer.calls is not None and answer.calls[0].target_price is None


def test_a_view_stated_on_the_subject_the_headline_names_is_the_sectors(tmp_path: Path) -> None:
    assert check(report_view(tmp_path, INDIA_BANKS), FieldName.RATING, "Overweight").status is FieldStatus.VALID
    on_a_stock = INDIA_BANKS.replace("Overweight on private\nbanks.", "Overweight on Kaveri\nBank.")
    assert check(report_view(tmp_path, on_a_stock), FieldName.RATING, "Overweight").status is FieldStatus.INVALID


SECTOR_STRIP = (
    "Kauri Partners\nEquity Research | Sector Review\nAustralian Resources\n30 September 2026\n"
    "Australian Resources: Iron ore over copper\nSector Recommendation Prior\nResources Underweight Market Weight\n"
    "Iron ore has held above US$100/t while lithium prices keep falling.\n"
    "Table 3: Resources coverage\nStock Code Rec. Target Last\n"
    "Red Desert Iron RDI AU Outperform A$27.50 A$23.10\nCoolgardie Gold CGG AU Neutral A$8.90 A$8.65\n"
)


def test_a_strip_whose_first_column_names_the_sector_states_its_view(tmp_path: Path) -> None:
    view = report_view(tmp_path, SECTOR_STRIP)
    assert check(view, FieldName.RATING, "Underweight").status is FieldStatus.VALID
    assert check(view, FieldName.RATING, "Market Weight").status is FieldStatus.INVALID  # the prior view
    table = SECTOR_STRIP.replace(
        "Resources Underweight Market Weight\n", "Resources Underweight Market Weight\nEnergy Overweight Overweight\n"
    )  # a row per sector: a table whose rows say no one report's view
    assert check(report_view(tmp_path, table), FieldName.RATING, "Underweight").status is FieldStatus.INVALID


def test_a_hold_rating_above_a_target_label_is_no_old_target(tmp_path: Path) -> None:
    text = (
        "Pacific Lantern Research\nZhenhai Dairy: Margin recovery priced in\nZhenhai Dairy (603817 CH)\n"
        "Rating: Hold\nTarget price: Rmb36.50 Share price: Rmb33.12 Potential return: 10.2%\n"
    )
    view = report_view(tmp_path, text)
    assert check(view, FieldName.TARGET_PRICE, "Rmb36.50", "company").status is FieldStatus.VALID
    assert check(view, FieldName.TARGET_PRICE, "Rmb33.12", "company").status is FieldStatus.INVALID
    old = report_view(tmp_path, text.replace("Rating: Hold\nTarget price:", "Rating: Hold\nOld target:"))
    assert check(old, FieldName.TARGET_PRICE, "Rmb36.50", "company").status is FieldStatus.INVALID


def test_a_rating_word_is_never_the_tail_of_a_longer_one_printed_there(tmp_path: Path) -> None:
    """`淮源酒业(603387.SH,谨慎推荐)`: the stock is rated 谨慎推荐; 推荐, the end of that word, is no rating of it."""
    text = (
        "证券研究报告 | 行业周报\n食品饮料行业周报：春节备货启动\n"
        "推荐标的：黔台酒业(600581.SH,推荐)、淮源酒业(603387.SH,谨慎推荐)。\n风险提示：宏观经济下行。\n"
    )
    view = report_view(tmp_path, text)
    own = check(
        view, FieldName.STOCK_CALLS, "600581.SH | 黔台酒业 | 推荐 | NONE; 603387.SH | 淮源酒业 | 谨慎推荐 | NONE"
    )
    assert [call.rating for call in own.calls] == ["推荐", "谨慎推荐"]
    tail = check(view, FieldName.STOCK_CALLS, "600581.SH | 黔台酒业 | 推荐 | NONE; 603387.SH | 淮源酒业 | 推荐 | NONE")
    assert [call.rating for call in tail.calls] == ["推荐", None]
