"""A stock table whose header repeats its rating and target columns under a group row (`Current` over one
`Rating Target price` pair, `Previous` over the next): the stock's target is the cell under the current
pair, never the previous one (by the page's geometry, tasks/validate/columns.py)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

COLUMNS = (50.0, 140.0, 210.0, 290.0, 360.0, 440.0, 510.0)  # Company, Ticker, Rating, Target price x2, Price
ROWS = (
    ("Telnova", "TLNO SM", "Overweight", "US$4.20", "Equal-weight", "US$3.90", "US$3.52"),
    ("Vertelle", "VRTL FP", "Overweight", "US$12.60", "Overweight", "US$11.80", "US$10.95"),
    ("Orbitel", "ORBT LN", "Underweight", "US$0.96", "Underweight", "US$1.04", "US$1.01"),
)


def _table_pdf(path: Path) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 60), "European Telecoms: Consolidation is priced in", fontname="hebo", fontsize=16)
    page.insert_text((50, 90), "We rotate into operators with fibre already built.", fontsize=10)
    page.insert_text((240, 130), "Current", fontsize=9)
    page.insert_text((390, 130), "Previous", fontsize=9)
    header = ("Company", "Ticker", "Rating", "Target price", "Rating", "Target price", "Price")
    for x, name in zip(COLUMNS, header, strict=True):
        page.insert_text((x, 145), name, fontsize=9)
    for number, row in enumerate(ROWS):
        for x, cell in zip(COLUMNS, row, strict=True):
            page.insert_text((x, 162 + 15 * number), cell, fontsize=9)
    page.insert_text((50, 220), "Source: estimates", fontsize=8)
    pdf.save(path)
    pdf.close()
    return path


def test_the_target_is_the_current_groups_never_the_previous(tmp_path: Path) -> None:
    view = kept_view(clean(ingest(_table_pdf(tmp_path / "telecoms.pdf"))))
    current = validate_field(
        FieldName.STOCK_CALLS, "TLNO SM | Telnova | Overweight | US$4.20", view, extractor="m", doc_type="industry"
    )
    assert current.status is FieldStatus.VALID and current.calls[0].target_price == "US$4.20"
    previous = validate_field(
        FieldName.STOCK_CALLS, "TLNO SM | Telnova | Overweight | US$3.90", view, extractor="m", doc_type="industry"
    )
    assert previous.calls[0].target_price is None
    last = validate_field(
        FieldName.STOCK_CALLS, "ORBT LN | Orbitel | Underweight | US$1.04", view, extractor="m", doc_type="industry"
    )
    assert last.calls[0].target_price is None
