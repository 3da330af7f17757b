"""A stock table that runs on over a page turn with its header line printed again (Kotak's coverage table, session
31, bench/house_tables.py batch D): the copy is no duplicate to drop, as it parts the table's rows from the page's
running header above it, which would else read as the wrapped end of the last row's name. A drawn two-page PDF
through the whole pipeline; invented stocks and figures."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.clean.cleaner import clean
from tests.builders import make_document, rules_outcome

HEADER = "Company Ticker Rating Price (Rs) Fair value (Rs) P/B 27E"
HEADER_CELLS = ("Company", "Ticker", "Rating", "Price (Rs)", "Fair value (Rs)", "P/B 27E")
COLUMNS = ((40, "l"), (165, "l"), (240, "l"), (320, "r"), (390, "r"), (450, "r"))  # x, and the edge it aligns


def _row(page: pymupdf.Page, y: float, cells: tuple[str, ...], font: str = "helv") -> None:
    """A table row drawn cell by cell, as a real table sets it (figures right-aligned)."""
    for (x, align), cell in zip(COLUMNS, cells, strict=True):
        left = x - pymupdf.get_text_length(cell, fontname=font, fontsize=7.5) if align == "r" else x
        page.insert_text((left, y), cell, fontname=font, fontsize=7.5)


def _two_page_table(path: Path) -> Path:
    first = [
        (8.0, "Harbour Institutional Equities"),
        (15.0, "India Lenders: Deposits are the constraint"),
        (9.0, "We expect loan growth to slow as deposit costs stay high through 2027."),
        (8.0, "Exhibit 21: Coverage, ratings and fair values"),
    ]
    rows = (
        [
            ("Lotus Finance", "LOTF IN", "BUY", "1,742", "2,100", "2.3"),
            ("Saffron Bank", "SAFB IN", "ADD", "1,318", "1,500", "2.6"),
        ],
        [
            ("Indus Credit", "INDC IN", "ADD", "1,164", "1,320", "1.8"),
            ("Monsoon Bank", "MNSB IN", "SELL", "1,905", "1,700", "2.9"),
        ],
    )
    with pymupdf.open() as pdf:
        for number, lines in enumerate((first, [(7.0, "India Lenders")])):
            page = pdf.new_page(width=595, height=842)
            y = 50.0
            for size, line in lines:
                y += size * 1.6
                page.insert_text((40, y), line, fontname="helv" if size < 9 else "hebo", fontsize=size)
            y += 14
            _row(page, y, HEADER_CELLS, "hebo")
            for cells in rows[number]:
                y += 11
                _row(page, y, cells)
            if number == 1:
                page.insert_text(
                    (40, y + 14), "Source: Company, Bloomberg, Harbour estimates", fontname="helv", fontsize=6.5
                )
                page.insert_text(
                    (40, y + 32),
                    "Margins should hold up better at lenders with a large share of current accounts.",
                    fontname="helv",
                    fontsize=9,
                )
        pdf.save(path)
    return path


def test_a_tables_header_repeated_after_a_page_turn_keeps_the_rows_names_apart(tmp_path: Path) -> None:
    outcome = rules_outcome(_two_page_table(tmp_path / "two_pages.pdf"))
    calls = [(c.code, c.name, c.rating, c.target_price) for c in outcome.fields[FieldName.STOCK_CALLS].calls]
    assert calls == [
        ("LOTF IN", "Lotus Finance", "BUY", "2,100"),
        ("SAFB IN", "Saffron Bank", "ADD", "1,500"),
        ("INDC IN", "Indus Credit", "ADD", "1,320"),
        ("MNSB IN", "Monsoon Bank", "SELL", "1,700"),
    ]


def test_a_repeated_line_that_heads_no_table_is_still_a_duplicate() -> None:
    row = "Lotus Finance LOTF IN BUY 1,742 2,100 2.3"
    prose = "We expect loan growth to slow as deposit costs stay high through 2027 and beyond."
    kept = clean(make_document([f"{HEADER}\n{row}\n{prose}", f"{HEADER}\n{row}\n{prose}"]))
    text = kept.document.text
    reasons = {text[d.start : d.end]: d.reason for d in kept.drops}
    assert HEADER not in reasons  # the second copy heads the table's rows again
    assert prose in reasons  # its copy is dropped all the same
