"""English sector notes' stock tables, by three general conventions (tasks/finders/line_tables.py): a header printed
in two rows, group labels over their sub-columns (`Price (LC)` over `Current | Target`, `Rating` over `Old | New`, in
either order), read as the union of both rows; a note mark glued to a value cell (`45.0(a)`, `12.8*`, `1,480†`), no
part of the value; and whole-number prices (`668`, `612`) before a rating printed far right, after many value columns.
Synthetic tables, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.finders.line_tables import line_table_rows
from tests.builders import rules_outcome


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def test_a_group_header_over_sub_columns_gives_the_new_rating_and_the_target_column() -> None:
    old_first = (
        "Figure 4: Ratings and targets\n"
        "Price (LC) Rating\n"
        "Lender Ticker Current Target Old New\n"
        "Alpha Bank ALFB SS 184.30 212.00 Equal-weight Overweight\n"
        "Beta Credit BTCR NO 66.80 61.20 Underweight Underweight\n"
        "Source: company data\n"
    )
    assert rows(old_first) == [
        ("ALFB SS", "Alpha Bank", "Overweight", "212.00"),
        ("BTCR NO", "Beta Credit", "Underweight", "61.20"),
    ]
    new_first = old_first.replace("Old New", "New Old").replace("Equal-weight Overweight", "Overweight Equal-weight")
    assert rows(new_first) == rows(old_first)
    # the rating group first, a target group split into old and new, a value column spanning both rows after them
    rating_first = (
        "Rec. Target price (EUR)\n"
        "Company Code Prev. Current Prev. Current Upside\n"
        "Gamma Foods GMFD FP Neutral Buy 41.00 48.00 18%\n"
        "Delta Wines DLWN FP Buy Buy 22.50 21.00 9%\n"
    )
    assert rows(rating_first) == [
        ("GMFD FP", "Gamma Foods", "Buy", "48.00"),
        ("DLWN FP", "Delta Wines", "Buy", "21.00"),
    ]


def test_sub_columns_that_do_not_split_evenly_under_the_groups_are_no_union() -> None:
    text = (
        "Price (LC) Rating\n"
        "Lender Ticker Current Target Old\n"
        "Alpha Bank ALFB SS 184.30 212.00 Equal-weight Overweight\n"
        "Beta Credit BTCR NO 66.80 61.20 Underweight Underweight\n"
    )
    assert rows(text) == []  # which sub-column stands under which group is not known: no column is guessed


def test_a_note_mark_after_a_value_is_no_part_of_it() -> None:
    text = (
        "Figure 3: Valuation of covered companies\n"
        "Company Code Rating Price (HK$) TP (HK$) PE 27E\n"
        "Alpha Dairy 2619 HK BUY 36.20 45.0(a) 16.1\n"
        "Beta Drinks 1388 HK BUY 10.44 12.8* 13.0\n"
        "Gamma Snacks 6913 HK HOLD 1,207 1,480† 11.2\n"
        "Delta Brews 0338 HK SELL 26.30 21.5¹ 18.4\n"
        "(a) Target raised in this report. Source: company data\n"
    )
    assert [row[3] for row in rows(text)] == ["45.0", "12.8", "1,480", "21.5"]


def test_whole_number_prices_before_a_rating_printed_far_right() -> None:
    text = (
        "Exhibit 2: Valuation summary\n"
        "Company Code CMP Mcap ($bn) PE 27E Yield TP (INR) Recommendation\n"
        "Alpha Foods ALFD IN 1,244 9.1 44.8 1.1% 1,480 Buy\n"
        "Beta Drinks BTDR IN 668 3.3 36.9 1.8% 612 Reduce\n"
        "Gamma Stores GMST IN 371 2.0 33.4 2.2% 318 Sell\n"
    )
    assert rows(text) == [
        ("ALFD IN", "Alpha Foods", "Buy", "1,480"),
        ("BTDR IN", "Beta Drinks", "Reduce", "612"),
        ("GMST IN", "Gamma Stores", "Sell", "318"),
    ]
    # a bare exchange code before the rating stays the row's code, no value
    assert rows("Company Code Rating Price Target\nAlpha Robotics 6498 Buy ¥3,120 ¥3,450\n") == [
        ("6498", "Alpha Robotics", "Buy", "¥3,450")
    ]


GROUPED_TABLE = [
    (60, ["Price (LC)", "Rating"], [230, 350]),
    (80, ["Lender", "Ticker", "Current", "Target", "Old", "New"], [50, 150, 215, 265, 330, 410]),
    (100, ["Alpha Bank", "ALFB SS", "184.30", "212.00", "Equal-weight", "Overweight"], [50, 150, 215, 265, 330, 410]),
    (
        120,
        ["Beta Credit", "BTCR NO", "139.90", "148.50", "Equal-weight", "Equal-weight"],
        [50, 150, 215, 265, 330, 410],
    ),
    (140, ["Gamma Savings", "GMSV SS", "66.80", "61.20", "Underweight", "Underweight"], [50, 150, 215, 265, 330, 410]),
]


def _sector_note(path: Path) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 30), "Nordic Lenders: Industry Update", fontname="hebo", fontsize=14)
    page.insert_text((50, 45), "Margins held longer than feared; we raise estimates across our coverage.", fontsize=9)
    for y, cells, xs in GROUPED_TABLE:
        for cell, x in zip(cells, xs, strict=True):
            page.insert_text((x, y + 20), cell, fontname="helv", fontsize=9)
    page.insert_text((50, 185), "Source: company data, our estimates", fontsize=8)
    pdf.save(path)
    pdf.close()
    return path


def test_a_sector_note_table_with_a_two_row_header_gives_its_calls_end_to_end(tmp_path: Path) -> None:
    outcome = rules_outcome(_sector_note(tmp_path / "lenders.pdf"))
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert [(c.code, c.rating, c.target_price) for c in answered.calls] == [
        ("ALFB SS", "Overweight", "212.00"),
        ("BTCR NO", "Equal-weight", "148.50"),
        ("GMSV SS", "Underweight", "61.20"),
    ]


def test_a_target_under_review_cell_leaves_the_call_without_a_target() -> None:
    text = (
        "Company Ticker Rating PT Price\n"
        "Alpha Watches ALWT SW Neutral UR CHF212\n"
        "Beta Leather BTLT FP Buy U/R €40.10\n"
        "Gamma Silk GMSK IM Sell €73 €81.40\n"
        "UR: target under review. Source: company data\n"
    )
    assert rows(text) == [
        ("ALWT SW", "Alpha Watches", "Neutral", None),
        ("BTLT FP", "Beta Leather", "Buy", None),
        ("GMSK IM", "Gamma Silk", "Sell", "€73"),
    ]


def test_a_name_column_holding_the_rating_in_brackets() -> None:
    text = (
        "Company (rating) Ticker Price PT P/E 27E\n"
        "Alpha Foods (Underweight) ALFD US $46.90 $41.00 15.2x\n"
        "Beta Harvest (Equal Weight) BTHV US $66.10 $67.00 17.0x\n"
        "Gamma Valley (NR) GMVL US $14.20 11.8x\n"
        "Source: company data\n"
    )
    assert rows(text) == [
        ("ALFD US", "Alpha Foods", "Underweight", "$41.00"),
        ("BTHV US", "Beta Harvest", "Equal Weight", "$67.00"),
    ]
    # another wording, the code column first and the target before the price
    text = "Stock (Rec.) Bloomberg PT (€) Price (€)\nDelta Motors (Buy) DLMT GY 88.00 71.20\nEpsilon Rail (Sell) EPRL FP 12.00 14.80\n"
    assert rows(text) == [("DLMT GY", "Delta Motors", "Buy", "88.00"), ("EPRL FP", "Epsilon Rail", "Sell", "12.00")]
