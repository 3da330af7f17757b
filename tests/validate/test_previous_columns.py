"""A table cell under a column whose header names a previous value (`Old rating`, a `Previous` group word over a
`Rating PT` pair, `上次评级`) is never a call's rating, whatever the row reads beside it; a stock whose row states a
rating takes none from past its row; a rating history's earlier entries and a bracketed `(from` wrapped before the
old value are old values. Small PDFs built here (tests/validate/test_target_geometry.py's layout) and text reports."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus, StockCall
from tasks.clean.cleaner import clean
from tasks.finders.spans import cuts_number
from tasks.ingest.reader import ingest
from tasks.validate.columns import in_previous_column
from tasks.validate.grounding import kept_view, previous_value, validate_field
from tests.builders import report_view

Cells = list[tuple[float, str]]
SIZE = 8.0


def table_pdf(path: Path, lines: list[Cells], *, font: str = "helv", after: str = "") -> Path:
    """A sector note whose page prints a table, each cell a word at its x, and a paragraph under it."""
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_text((50, 80), "Sector update: rating changes", fontsize=14)
        y = 200.0
        for line in lines:
            for x, word in line:
                page.insert_text((x, y), word, fontsize=SIZE, fontname=font)
            y += 12
        if after:
            page.insert_text((50, y + 24), after, fontsize=SIZE, fontname=font)
        pdf.save(path)
    return path


def calls(path: Path, value: str) -> dict[str, StockCall]:
    view = kept_view(clean(ingest(path)))
    result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
    assert result.status is FieldStatus.VALID
    return {call.code or "": call for call in result.calls}


OLD_NEW = [
    [(50, "Company"), (130, "Ticker"), (190, "Old rating"), (260, "New rating"), (330, "Old PT"), (380, "New PT")],
    [(50, "Greynox"), (130, "GRNX US"), (190, "Equal-weight"), (260, "Overweight"), (330, "$180"), (380, "$212")],
    [(50, "Paladium"), (130, "PLDM US"), (190, "Overweight"), (260, "Equal-weight"), (330, "$78"), (380, "$64")],
]
DISTRIBUTION = "Distribution of ratings: Overweight 45% Equal-weight 40% Underweight 15%"


def test_a_cell_under_an_old_rating_column_is_no_rating_of_the_call(tmp_path: Path) -> None:
    path = table_pdf(tmp_path / "table.pdf", OLD_NEW, after=DISTRIBUTION)
    true = calls(path, "GRNX US | Greynox | Overweight | $212; PLDM US | Paladium | Equal-weight | $64")
    assert (true["GRNX US"].rating, true["PLDM US"].rating) == ("Overweight", "Equal-weight")
    old = calls(path, "GRNX US | Greynox | Equal-weight | $212; PLDM US | Paladium | Overweight | $64")
    # each lie is the stock's own old cell, the other row's current cell, or the distribution's word
    assert old["GRNX US"].rating is None and old["PLDM US"].rating is None


def test_the_geometry_verdict_reads_the_header_column_over_the_cell(tmp_path: Path) -> None:
    document = ingest(table_pdf(tmp_path / "table.pdf", OLD_NEW))
    row = document.text.index("Greynox")
    old, new = document.text.index("Equal-weight", row), document.text.index("Overweight", row)
    assert in_previous_column(document, (old, old + len("Equal-weight")), None)
    assert not in_previous_column(document, (new, new + len("Overweight")), None)
    plain = tmp_path / "table.txt"
    plain.write_text(
        "Company Ticker Old rating New rating\nGreynox GRNX US Equal-weight Overweight\n", encoding="utf-8"
    )
    text = ingest(plain)
    at = text.text.index("Equal-weight")
    assert not in_previous_column(text, (at, at + len("Equal-weight")), None)  # no geometry: no verdict


def test_a_previous_group_word_over_a_rating_pair(tmp_path: Path) -> None:
    lines = [
        [(215, "Current"), (315, "Previous")],
        [(50, "Company"), (130, "Ticker"), (200, "Rating"), (260, "PT"), (300, "Rating"), (360, "PT")],
        [(50, "Telnova"), (130, "TLNO SM"), (200, "Overweight"), (260, "€4.20"), (300, "Equal-weight"), (360, "€3.90")],
    ]
    path = table_pdf(tmp_path / "table.pdf", lines)
    assert calls(path, "TLNO SM | Telnova | Overweight | €4.20")["TLNO SM"].rating == "Overweight"
    assert calls(path, "TLNO SM | Telnova | Equal-weight | €4.20")["TLNO SM"].rating is None


def test_a_chinese_previous_rating_column(tmp_path: Path) -> None:
    lines = [
        [(50, "代码"), (120, "名称"), (180, "目标价(元)"), (250, "评级"), (300, "上次评级")],
        [(50, "300274.SZ"), (120, "阳晖电源"), (180, "118.00"), (250, "买入"), (300, "增持")],
        [(50, "688390.SH"), (120, "固德新能"), (180, "76.00"), (250, "增持"), (300, "中性")],
    ]
    path = table_pdf(tmp_path / "table.pdf", lines, font="china-s")
    true = calls(path, "300274.SZ | 阳晖电源 | 买入 | 118.00; 688390.SH | 固德新能 | 增持 | 76.00")
    assert (true["300274.SZ"].rating, true["688390.SH"].rating) == ("买入", "增持")
    old = calls(path, "300274.SZ | 阳晖电源 | 增持 | 118.00; 688390.SH | 固德新能 | 中性 | 76.00")
    assert old["300274.SZ"].rating is None and old["688390.SH"].rating is None


def test_a_row_over_several_lines_keeps_its_own_rating(tmp_path: Path) -> None:
    view = report_view(
        tmp_path,
        "Equity Research | Sector Report\nUS Software: rating changes\n"
        "Company Ticker Rating PT (prior) Price\n"
        "Skyline Software SKYL US\nBuy (from Neutral)\n$312.00 ($250.00)\n$262.40\n"
        "Fenwix Data FNTX US\nNeutral (from Buy)\n$54.00 ($71.00)\n$50.60\n",
    )
    value = "SKYL US | Skyline Software | {}; FNTX US | Fenwix Data | Neutral | $54.00"
    for rating, kept in (("Buy", "Buy"), ("Neutral", None)):
        result = validate_field(
            FieldName.STOCK_CALLS, value.format(f"{rating} | $312.00"), view, extractor="m", doc_type="industry"
        )
        assert {c.code: c.rating for c in result.calls}["SKYL US"] == kept


def test_a_rating_history_and_a_wrapped_bracketed_from_are_old_values() -> None:
    history = "Westrike Motors rating history: Neutral (12 Mar 2026, PT $31); Outperform (4 Nov 2026, PT $38)."
    assert previous_value(history, history.index("Neutral"), history.index("Neutral") + 7)
    assert not previous_value(history, history.index("Outperform"), history.index("Outperform") + 10)
    wrapped = "Hoshizora Beverages (2593 JP): to Reduce; TP ¥4,100 (from\n¥4,800)"
    assert previous_value(wrapped, wrapped.index("¥4,800"), wrapped.index("¥4,800") + 6)
    assert not previous_value(wrapped, wrapped.index("¥4,100"), wrapped.index("¥4,100") + 6)
    header = "Company Rating Prior target\nUnderperform C$18.50 C$24.00"  # a header's last column: not the first cell
    assert not previous_value(header, header.index("Underperform"), header.index("Underperform") + 12)


def test_calls_box_entries_led_by_their_rating_on_one_line(tmp_path: Path) -> None:
    view = report_view(
        tmp_path,
        "Equity Research | Sector Note\nAustralasian Airlines: yields hold\nStock calls\n"
        "Buy Southern Karri Airlines (SKAR AU), TP A$7.95 Hold Tasman Jet (TSMN AU), TP A$2.40\n",
    )
    value = "SKAR AU | Southern Karri Airlines | Buy | A$7.95; TSMN AU | Tasman Jet | {} | A$2.40"
    for rating, kept in (("Hold", "Hold"), ("Buy", None)):
        result = validate_field(FieldName.STOCK_CALLS, value.format(rating), view, extractor="m", doc_type="industry")
        assert {c.code: c.rating for c in result.calls}["TSMN AU"] == kept


def test_a_slash_joined_rating_and_target_column_holds_the_target(tmp_path: Path) -> None:
    lines = [
        [(50, "Company"), (160, "Rating"), (186, "/"), (192, "target"), (290, "Price")],
        [(50, "Northwind"), (160, "Outperform"), (290, "C$3.95")],
        [(50, "NWCB CN"), (160, "C$4.20")],
    ]
    path = table_pdf(tmp_path / "table.pdf", lines)
    assert calls(path, "NWCB CN | Northwind | Outperform | C$4.20")["NWCB CN"].target_price == "C$4.20"
    assert calls(path, "NWCB CN | Northwind | Outperform | C$3.95")["NWCB CN"].target_price is None


def test_a_decimal_cell_after_a_whole_number_cell_is_whole() -> None:
    row = "603279.SH华岳重工1,784 21 17 24.60元买入"
    at = row.index("24.60")
    assert not cuts_number(row, at, at + len("24.60元"))
    assert cuts_number("目标价 43 75元", len("目标价 43 "), len("目标价 43 75元"))  # spaced decimals: 43.75
