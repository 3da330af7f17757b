"""Whole English notes (bench/house_long.py, session 30): the disclosures' rating legend that defines each rating
(`Buy - Describes securities that we expect…`) and the house's distribution of ratings written as a sentence (`…38% a
Neutral rating…`) state no rating of the note or of a stock; a stock table's header whose first column is titled
in words (`Stocks for action Code Rating Price (¥) Target (¥) Upside`) still tells its target column by the page's
geometry, so a row's price is no target."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.validate.columns import _is_header_line, column_names
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import report_view

JEFFERIES = (
    "Trailhead Logistics (TRLH)\n"
    "Downgrade to Hold: Freight Recession Lingers\n"
    "HOLD\n"
    "Price target $48.00\n"
    "Contract rates reset 6% lower in the January bid season and volumes show no recovery before the third quarter.\n"
    "Explanation of Jefferies Ratings\n"
    "Buy - Describes securities that we expect to provide a total return (price appreciation plus yield) of 15% or "
    "more within a 12-month period. Hold - Describes securities that we expect to provide a total return of plus 15% "
    "or minus 10% within a 12-month period.\n"
)


def test_a_legend_that_defines_each_rating_states_none(tmp_path: Path) -> None:
    view = report_view(tmp_path, JEFFERIES)
    assert validate_field(FieldName.RATING, "Buy", view, extractor="x").status is FieldStatus.INVALID
    assert validate_field(FieldName.RATING, "HOLD", view, extractor="x").status is FieldStatus.VALID


DISTRIBUTION = (
    "Japan Banks: Rates up, credit calm\n"
    "We upgrade Mitsuba Financial Group (8301 JP) to Buy with a target price of \u00a52,700.\n"
    "Hokuto Bank (8304 JP) stays Reduce with a target price of \u00a5540.\n"
    "Issuer Specific Regulatory Disclosures\n"
    "Companies mentioned: Mitsuba Financial Group (8301 JP), Hokuto Bank (8304 JP)\n"
    "Distribution of ratings (Nomura Group): the Nomura Group Global Equity Research has 2,046 companies under "
    "coverage. 54% have been assigned a Buy rating, 38% a Neutral rating and 8% a Reduce rating.\n"
)


def test_a_distribution_sentence_rates_no_stock(tmp_path: Path) -> None:
    view = report_view(tmp_path, DISTRIBUTION)
    lie = validate_field(
        FieldName.STOCK_CALLS, "8304 JP | Hokuto Bank | Neutral | 540", view, extractor="x", doc_type="industry"
    )
    assert lie.calls is not None and lie.calls[0].rating_evidence is None
    truth = validate_field(
        FieldName.STOCK_CALLS, "8304 JP | Hokuto Bank | Reduce | 540", view, extractor="x", doc_type="industry"
    )
    assert truth.calls is not None and truth.calls[0].rating_evidence is not None


HEADER = ("Stocks for action", "Code", "Rating", "Price (\u00a5)", "Target (\u00a5)", "Upside")
ROWS = (
    ("Mitsuba Financial Group", "8301 JP", "Buy", "2,145", "2,700", "26%"),
    ("Hokuto Bank", "8304 JP", "Reduce", "655", "540", "-18%"),
)
COLUMNS = ((40, "l"), (175, "l"), (225, "l"), (300, "r"), (370, "r"), (430, "r"))


def _table(path: Path) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 90), "Japan Banks: upgrade Mitsuba to Buy", fontname="hebo", fontsize=14)
    for number, (row, font) in enumerate(((HEADER, "hebo"), *((r, "helv") for r in ROWS))):
        y = 120 + 11 * number
        for (x, align), cell in zip(COLUMNS, row, strict=True):
            left = x - pymupdf.get_text_length(cell, fontname=font, fontsize=7.5) if align == "r" else x
            page.insert_text((left, y), cell, fontname=font, fontsize=7.5)
    page.insert_text((40, 160), "Source: Nomura research", fontname="helv", fontsize=6.5)
    pdf.save(path)
    return path


def test_a_titled_first_column_keeps_the_header_and_its_target_column(tmp_path: Path) -> None:
    view = kept_view(clean(ingest(_table(tmp_path / "t.pdf"))))
    price = validate_field(
        FieldName.STOCK_CALLS,
        "8301 JP | Mitsuba Financial Group | Buy | 2,145",
        view,
        extractor="x",
        doc_type="industry",
    )
    assert price.calls is not None and price.calls[0].target_evidence is None
    target = validate_field(
        FieldName.STOCK_CALLS,
        "8301 JP | Mitsuba Financial Group | Buy | 2,700",
        view,
        extractor="x",
        doc_type="industry",
    )
    assert target.calls is not None and target.calls[0].target_evidence is not None


def test_prose_after_the_first_column_name_is_still_no_header() -> None:
    line = "Price target raised as we expect further rating upgrades across the sector"
    assert not _is_header_line(line, list(column_names(line).finditer(line)))
    header = " ".join(HEADER)
    assert _is_header_line(header, list(column_names(header).finditer(header)))
