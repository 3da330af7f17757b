"""Tight stock tables whose cells print a second line in small grey type (the previous rating under the rating, the
upside or the old target under the target): the text layer breaks each row there, may glue the first rows onto the
header's line, and prints local currency signs (`W412,000`, `RM 11.40`, `Rp 4,200`). The rows are read whole, in
English and Chinese tables, and a key strip broken the same way gives the note's own rating and target. The validator
grounds what the finders read."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.key_strips import key_strips
from tasks.finders.line_tables import line_table_rows
from tasks.validate.grounding import validate_field
from tests.builders import call_tuples, report_view

INTRO = "Margins troughed in the third quarter and we move the leaders up.\n"


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def test_rows_broken_by_a_previous_rating_and_an_upside_under_their_cells() -> None:
    text = (
        INTRO + "Company Ticker Rating Target price Price P/E\n"
        "Hwaseong Display 034220 KS Overweight\nprev. Neutral\nW31,000\n+18.3%\nW26,200 9.1\n"
        "Orient Glass 5201 JP Underweight\nwas Neutral\n¥1,480\n-9.8%\n¥1,641 14.2\n"
        "Source: house estimates\n"
    )
    assert rows(text) == [
        ("034220 KS", "Hwaseong Display", "Overweight", "W31,000"),
        ("5201 JP", "Orient Glass", "Underweight", "¥1,480"),
    ]


def test_a_first_row_glued_onto_its_header_line_and_rows_whose_old_target_sits_below() -> None:
    text = (
        INTRO + "Company Code Rating TP (prev.) Price EV/EBITDA Siam Cement Works SCCW.BK Buy Bt412\nBt380\nBt350 6.1\n"
        "Kalbe Pharma Nusa KLBN.JK Hold Rp 1,850\nRp 1,700\nRp 1,720 11.0\n"
        "Source: house estimates\n"
    )
    assert rows(text) == [
        ("SCCW.BK", "Siam Cement Works", "Buy", "Bt412"),
        ("KLBN.JK", "Kalbe Pharma Nusa", "Hold", "Rp 1,850"),
    ]


def test_a_table_flattened_into_its_header_line_with_local_currency_cells(tmp_path: Path) -> None:
    text = (
        "ASEAN Telecoms: Data prices firm up\n"
        "Company RIC Rating Target (LC) Price (LC) Yield Maxis Digital MXSD.KL OW RM 5.80 RM 4.96 4.4% "
        "Globe Link Telecom GLTC.PS N P2,150 P2,010 5.1% Source: house estimates; OW = Overweight, N = Neutral\n"
        "Risks\nPrice competition could return.\n"
    )
    assert rows(text) == [
        ("MXSD.KL", "Maxis Digital", "OW", "RM 5.80"),
        ("GLTC.PS", "Globe Link Telecom", "N", "P2,150"),
    ]
    view = report_view(tmp_path, text)
    kept = validate_field(
        FieldName.STOCK_CALLS, "MXSD.KL | Maxis Digital | OW | RM 5.80", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert (grounded.rating, grounded.target_price) == ("OW", "RM 5.80")


def test_a_row_that_goes_on_with_words_is_no_continued_row() -> None:
    text = INTRO + "Company Ticker Rating Target Price\nHwaseong Display 034220 KS Overweight\nwe see upside.\n"
    assert rows(text) == [("034220 KS", "Hwaseong Display", "Overweight", None)]


def test_a_chinese_row_broken_by_its_previous_rating_reads_its_target_below(tmp_path: Path) -> None:
    text = (
        "行业研究\n表3：重点公司估值与评级\n代码公司评级目标价(元)收盘价(元)PE 2027E\n"
        "600584.SH长江封测买入前次:增持\n52.40 44.10 31.2\n"
        "300661.SZ圣邦芯片增持\n首次覆盖\n118.00 101.50 45.0\n"
        "资料来源:Wind\n"
    )
    assert call_tuples(text) == [
        ("600584.SH", "长江封测", "买入", "52.40"),
        ("300661.SZ", "圣邦芯片", "增持", "118.00"),
    ]


def test_a_key_strip_broken_by_grey_previous_values_gives_the_notes_call(tmp_path: Path) -> None:
    text = (
        "Company Report\nKowloon Ferries (0299.HK)\n" + INTRO + "Rating Price target Upside Outperform\n"
        "was Neutral\nHK$12.40 prev. HK$10.10\n+21.0%\nEarnings\n"
    )
    kinds = {cell.kind: cell.value for cell in key_strips(text)}
    assert (kinds["rating"], kinds["target"]) == ("Outperform", "HK$12.40")
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.RATING, "Outperform", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "HK$12.40", view, extractor="m").status is FieldStatus.VALID


def test_a_strip_over_two_rows_of_values_is_a_table_no_strip() -> None:
    text = INTRO + "Rating Price target\nOutperform\nwas Neutral\nHK$12.40\nNeutral\nHK$8.10\nEarnings\n"
    assert not [cell for cell in key_strips(text) if cell.kind == "target"]


def test_long_bloomberg_roots_before_their_exchange_code(tmp_path: Path) -> None:
    text = (
        INTRO + "Company Ticker Rating Target Price Upside\n"
        "Reliance Energy RELIANCE IN Buy Rs3,150 Rs2,720 16%\n"
        "Tenaga Power TENAGA MK Hold RM 14.20 RM 13.60 4%\n"
        "Source: house estimates\n"
    )
    assert rows(text) == [
        ("RELIANCE IN", "Reliance Energy", "Buy", "Rs3,150"),
        ("TENAGA MK", "Tenaga Power", "Hold", "RM 14.20"),
    ]
    view = report_view(tmp_path, text)
    kept = validate_field(
        FieldName.STOCK_CALLS, "RELIANCE IN | Reliance Energy | Buy | Rs3,150", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert (grounded.code, grounded.rating, grounded.target_price) == ("RELIANCE IN", "Buy", "Rs3,150")


def test_a_grey_previous_rating_kept_on_the_rows_line_is_no_cell() -> None:
    text = (
        INTRO + "Company Ticker Rating Target Price\n"
        "Lianfa Optics 6640 TT Hold was Buy NT$142 NT$137\n"
        "Harbour Logistics 0144 HK Equal Weight Prev: Overweight HK$21.00 HK$19.40\n"
        "Source: house estimates\n"
    )
    assert rows(text) == [
        ("6640 TT", "Lianfa Optics", "Hold", "NT$142"),
        ("0144 HK", "Harbour Logistics", "Equal Weight", "HK$21.00"),
    ]
