"""Transposed stock tables: the stocks are the columns and each field a row led by its label (`Ticker` /
`Rating` / `Target`, `代码` / `评级` / `目标价(元)`). Each column is one call; its rating and target are the cells
of its own column, never a neighbour's; the rating row is no note's own rating box (a sector note)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.transposed_tables import transposed_tables
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import call_tuples, report_view, rules_outcome, titled_page

NAMES = ("Harbour Logistics", "Pacific Cold Chain", "Eastgate Ports")
ROWS = (
    ("Ticker", "HBLG SP", "PCCC SP", "EGPT SP"),
    ("Rating", "Overweight", "Neutral", "Underweight"),
    ("Target", "S$3.20", "S$1.45", "S$0.88"),
    ("Price", "S$2.70", "S$1.40", "S$0.95"),
)


def _transposed_pdf(path: Path) -> Path:
    """A sector note whose stock table prints the stocks as columns, a field a row, cells at their columns' x."""
    columns = (50, 170, 290, 410)
    with pymupdf.open() as pdf:
        page = titled_page(
            pdf,
            "Singapore Logistics: Volumes recover",
            "Container volumes rose 6% in October, and cold-chain rents kept rising as new supply stayed scarce.",
        )
        page.insert_text((50, 186), "Exhibit 1: Ratings and targets", fontsize=9)
        y = 204.0
        for x, name in zip(columns[1:], NAMES, strict=True):
            page.insert_text((x, y), name, fontsize=8)
        for cells in ROWS:
            y += 14
            for x, cell in zip(columns, cells, strict=True):
                page.insert_text((x, y), cell, fontsize=8)
        page.insert_text((50, y + 18), "Source: the broker", fontsize=8)
        pdf.save(path)
    return path


def test_each_column_of_a_transposed_table_is_one_call_with_its_own_cells() -> None:
    text = "\n".join(["Harbour Logistics Pacific Cold Chain Eastgate Ports", *(" ".join(row) for row in ROWS)])
    assert call_tuples(text) == [
        ("HBLG SP", None, "Overweight", "S$3.20"),
        ("PCCC SP", None, "Neutral", "S$1.45"),
        ("EGPT SP", None, "Underweight", "S$0.88"),
    ]
    # a Chinese table: its label glued to the first cell, its ratings glued to each other
    zh = "指标宁晟储能恩泰隔膜\n代码300918.SZ 002977.SZ\n评级买入增持\n目标价(元)218.00 46.50\n收盘价(元)186.20 38.40\n"
    assert call_tuples(zh) == [("300918.SZ", None, "买入", "218.00"), ("002977.SZ", None, "增持", "46.50")]


def test_no_transposed_table_without_as_many_ratings_as_codes() -> None:
    assert transposed_tables("Ticker HBLG SP PCCC SP EGPT SP\nRating Overweight Neutral\n") == ()
    # one stock's key data (`Ticker HBLG SP` / `Rating Overweight`) is a company note's box, no table
    assert transposed_tables("Ticker HBLG SP\nRating Overweight\nTarget S$3.20\n") == ()
    # a row of prose after its label is no row of ratings
    assert transposed_tables("Ticker HBLG SP PCCC SP\nRating agencies see Neutral Overweight\n") == ()


def test_a_transposed_table_makes_a_sector_note_whose_calls_the_validator_grounds_by_column(tmp_path: Path) -> None:
    path = _transposed_pdf(tmp_path / "note.pdf")
    outcome = rules_outcome(path)
    assert outcome.fields[FieldName.DOC_TYPE].value == "industry"
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert [(c.code, c.rating, c.target_price) for c in answered.calls] == [
        ("HBLG SP", "Overweight", "S$3.20"),
        ("PCCC SP", "Neutral", "S$1.45"),
        ("EGPT SP", "Underweight", "S$0.88"),
    ]
    view = kept_view(clean(ingest(path)))

    def grounded(value: str) -> tuple[str | None, str | None, str | None]:
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
        assert result.status is FieldStatus.VALID
        (call,) = result.calls
        return call.name, call.rating, call.target_price

    assert grounded("EGPT SP | Eastgate Ports | Underweight | S$0.88") == ("Eastgate Ports", "Underweight", "S$0.88")
    # a neighbour's column: its rating, its target, or the stock's own current price is no value of the call
    assert grounded("EGPT SP | Eastgate Ports | Neutral | S$1.45")[1:] == (None, None)
    assert grounded("PCCC SP | Pacific Cold Chain | Overweight | S$3.20")[1:] == (None, None)


TEXT_COLUMNS = (
    "Figure 1: Our coverage\n"
    "Company\n"
    "Maravesse Luxe (MRVS FP)\n"
    "Chateau Nerac (CHTN FP)\n"
    "Bellanegra (BLNG IM)\n"
    "Rating Buy Accumulate Reduce\n"
    "Target €412 €96\n"
    "€22.50\n"
    "Upside\n"
    "18% 9%\n"
    "-11%\n"
    "Source: the broker\n"
)


def test_a_table_drawn_as_text_columns_is_read_column_by_column(tmp_path: Path) -> None:
    """A table without rules that a text layer gives one column after the other (`Company` over its stocks, `Rating`
    and its cells, `Target` and its cells over two lines): the same calls, each stock's cells by their order."""
    assert call_tuples(TEXT_COLUMNS) == [
        ("MRVS FP", "Maravesse Luxe", "Buy", "€412"),
        ("CHTN FP", "Chateau Nerac", "Accumulate", "€96"),
        ("BLNG IM", "Bellanegra", "Reduce", "€22.50"),
    ]
    # the rating column printed one cell a line under its header (`Rating Buy` / `Buy` / `Sell`), names before codes
    stacked = (
        "Company\nDunwater Utilities DNWR US Peakgrid Energy PKGR US Clearview Power CLRV US\nRating Buy\nBuy\nSell\n"
    )
    assert call_tuples(stacked) == [
        ("DNWR US", "Dunwater Utilities", "Buy", None),
        ("PKGR US", "Peakgrid Energy", "Buy", None),
        ("CLRV US", "Clearview Power", "Sell", None),
    ]
    view = report_view(tmp_path, "European Luxury: A slow recovery\n" + TEXT_COLUMNS)

    def grounded(value: str) -> tuple[str | None, str | None]:
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
        assert result.status is FieldStatus.VALID
        (call,) = result.calls
        return call.rating, call.target_price

    assert grounded("CHTN FP | Chateau Nerac | Accumulate | €96") == ("Accumulate", "€96")
    assert grounded("MRVS FP | Maravesse Luxe | Accumulate | €96") == (None, None)  # the next stock's cells


def test_a_rating_slash_target_column_gives_each_stock_its_rating_then_its_target() -> None:
    text = (
        "Company\nNorthwind Cannabis NWCB CN Prairie Leaf PRLF CN\nBlue Ridge Growers BLRG CN\n"
        "Rating / target Sector Perform C$4.20 Outperform C$12.75 Underperform C$1.10\nPrice\nC$3.95\nC$10.20\nC$1.36\n"
    )
    assert call_tuples(text) == [
        ("NWCB CN", "Northwind Cannabis", "Sector Perform", "C$4.20"),
        ("PRLF CN", "Prairie Leaf", "Outperform", "C$12.75"),
        ("BLRG CN", "Blue Ridge Growers", "Underperform", "C$1.10"),
    ]
    # a rating without its target breaks the pairs: no table
    assert transposed_tables(text.replace("Outperform C$12.75", "Outperform")) == ()


def test_a_transposed_rating_row_is_no_rating_of_the_sector(tmp_path: Path) -> None:
    text = "锂电池行业2027年投资策略\n行业评级:增持\n代码300918.SZ 002977.SZ\n评级买入中性\n目标价(元)218.00 46.50\n"
    view = report_view(tmp_path, text)

    def status(value: str) -> FieldStatus:
        return validate_field(FieldName.RATING, value, view, extractor="m", doc_type="industry").status

    assert status("增持") is FieldStatus.VALID
    assert status("买入") is not FieldStatus.VALID  # the first stock's cell, right after the row's 评级 label
