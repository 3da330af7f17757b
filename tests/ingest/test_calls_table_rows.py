"""A table drawn one cell at a time reads one row a line only under a calls table's header: one cell names the house's
rating column and one the stock's identity column (issue 22). A valuation comps table, a consensus rating column, a
past picks table keep the reading they had; a name cell wrapping onto a second line stays in its row, the row's
other cells in the next block of the text layer or not."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pymupdf

from tasks.ingest.reader import ingest

SIZE = 7.5
LEADING = 11.0


def _table_pdf(
    path: Path,
    columns: Sequence[float],
    rows: Sequence[Sequence[str]],
    *,
    header_apart: bool = False,
    caption: str = "Sector coverage",
) -> Path:
    """A page with a table drawn cell by cell under `caption`: `rows[0]` the header (bold), then the rows; a cell
    holding a newline wraps onto a second line inside its row. `header_apart`: a gap under the header, as a shaded
    header band."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((40, 60), caption, fontname="hebo", fontsize=9)
    y = 80.0
    for number, row in enumerate(rows):
        font = "hebo" if number == 0 else "helv"
        height = max(cell.count("\n") + 1 for cell in row)
        for x, cell in zip(columns, row, strict=True):
            for k, part in enumerate(cell.split("\n")):
                page.insert_text((x, y + LEADING * k), part, fontname=font, fontsize=SIZE)
        y += LEADING * height + (6 if number == 0 and header_apart else 0)
    page.insert_text((40, y + 12), "Source: Company data, house estimates", fontname="helv", fontsize=6.5)
    doc.save(path)
    return path


def _lines(path: Path) -> list[str]:
    return [line.strip() for line in ingest(path).text.splitlines() if line.strip()]


COLUMNS = (40, 160, 230, 300, 360, 420)


def test_a_calls_tables_rows_read_one_a_line(tmp_path: Path) -> None:
    rows = (
        ("Company", "Bloomberg", "Rating", "Price (Rs)", "Fair value (Rs)", "Mcap"),
        ("Hindustan Unilever", "HUVR IN", "ADD", "2,412", "2,650", "67.1"),
        ("Nestle India", "NEST IN", "REDUCE", "2,288", "2,150", "26.4"),
        ("Dabur India", "DABUR IN", "BUY", "498", "600", "10.5"),
    )
    lines = _lines(_table_pdf(tmp_path / "calls.pdf", COLUMNS, rows))
    assert "Hindustan Unilever HUVR IN ADD 2,412 2,650 67.1" in lines
    assert "Nestle India NEST IN REDUCE 2,288 2,150 26.4" in lines
    assert "Dabur India DABUR IN BUY 498 600 10.5" in lines


def test_a_header_set_as_blocks_of_its_own_above_the_rows_counts(tmp_path: Path) -> None:
    rows = (
        ("Company", "RIC", "Rating", "Price (Rmb)", "TP (Rmb)", "ETR"),
        ("Kweichow Moutai", "600519.SS", "1", "1,520.00", "2,100.00", "41.2%"),
        ("Wuliangye", "000858.SZ", "1", "128.40", "165.00", "31.5%"),
    )
    lines = _lines(_table_pdf(tmp_path / "apart.pdf", COLUMNS, rows, header_apart=True))
    assert "Kweichow Moutai 600519.SS 1 1,520.00 2,100.00 41.2%" in lines
    assert "Wuliangye 000858.SZ 1 128.40 165.00 31.5%" in lines


def test_a_name_wrapped_onto_a_second_line_stays_in_its_row(tmp_path: Path) -> None:
    rows = (
        ("Company", "Bloomberg", "Rating", "CMP (Rs)", "PT (Rs)", "P/B 27E"),
        ("HDFC Bank", "HDFCB IN", "Buy", "1,685", "2,050", "2.4"),
        ("Kotak Mahindra\nBank", "KMB IN", "Hold", "1,802", "1,850", "2.6"),
        ("IndusInd Bank", "IIB IN", "Underperform", "962", "800", "1.1"),
    )
    lines = _lines(_table_pdf(tmp_path / "wrapped.pdf", COLUMNS, rows))
    assert "Kotak Mahindra Bank KMB IN Hold 1,802 1,850 2.6" in lines
    assert "IndusInd Bank IIB IN Underperform 962 800 1.1" in lines


def test_tables_with_no_house_rating_column_keep_their_reading(tmp_path: Path) -> None:
    comps = (
        ("Company", "Ticker", "Price", "P/E 26E", "P/E 27E", "EV/EBITDA"),
        ("Cathay Pacific", "293 HK", "9.80", "8.1", "7.2", "5.5"),
        ("Qantas Airways", "QAN AU", "10.20", "9.6", "8.8", "4.9"),
    )
    consensus = (
        ("Company", "Ticker", "Consensus rating", "Price", "Cons. TP", "Upside"),
        ("Cathay Pacific", "293 HK", "Buy", "9.80", "11.50", "17%"),
        ("Qantas Airways", "QAN AU", "Hold", "10.20", "10.50", "3%"),
    )
    past = (
        ("Company", "Ticker", "Rating at addition", "Added", "Return", "Removed"),
        ("Cathay Pacific", "293 HK", "Buy", "Jan-25", "12%", "Jun-25"),
        ("Qantas Airways", "QAN AU", "Buy", "Mar-25", "-4%", "Sep-25"),
    )
    for number, rows in enumerate((comps, consensus, past)):
        lines = _lines(_table_pdf(tmp_path / f"other{number}.pdf", COLUMNS, rows))
        row_text = " ".join(rows[1])
        assert row_text not in lines, rows[0]


def test_a_coverage_list_with_an_analyst_column_keeps_its_reading(tmp_path: Path) -> None:
    rows = (
        ("Company", "Ticker", "Rating", "Analyst", "Sector", "Since"),
        ("Alphabet", "GOOGL US", "Buy", "Jane Doe", "Internet", "2021"),
        ("Amazon.com", "AMZN US", "Buy", "Jane Doe", "Internet", "2019"),
    )
    lines = _lines(_table_pdf(tmp_path / "coverage.pdf", COLUMNS, rows))
    assert " ".join(rows[1]) not in lines


def test_header_cells_on_two_lines_set_as_blocks_of_their_own(tmp_path: Path) -> None:
    rows = (
        ("Company", "Ticker", "Rating", "Price\n(C$)", "Price\nTarget", "Implied\nReturn"),
        ("Royal Bank of Canada", "RY", "Outperform", "171.40", "C$195.00", "16.2%"),
        ("Bank of Nova Scotia", "BNS", "Underperform", "66.30", "C$62.00", "-1.9%"),
    )
    lines = _lines(_table_pdf(tmp_path / "two_line.pdf", (40, 175, 230, 320, 380, 440), rows))
    assert "Royal Bank of Canada RY Outperform 171.40 C$195.00 16.2%" in lines
    assert "Bank of Nova Scotia BNS Underperform 66.30 C$62.00 -1.9%" in lines


def test_a_caption_saying_the_ratings_are_consensus_keeps_the_reading(tmp_path: Path) -> None:
    rows = (
        ("Peer", "Ticker", "Rating", "Price", "P/E 26E", "Yield"),
        ("Nestle Malaysia", "NESZ MK", "Hold", "RM98.20", "41.2", "2.9%"),
        ("Thai Beverage", "THBEV SP", "Buy", "S$0.52", "11.4", "5.1%"),
    )
    assert " ".join(rows[1]) in _lines(_table_pdf(tmp_path / "peers.pdf", COLUMNS, rows))  # a calls table's rows
    caption = "Regional peers (not covered; consensus ratings)"
    assert " ".join(rows[1]) not in _lines(_table_pdf(tmp_path / "captioned.pdf", COLUMNS, rows, caption=caption))
