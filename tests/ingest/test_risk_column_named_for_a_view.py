"""A risk table whose risk column's header names what the risks threaten (`Sub-sector | Main risk to our call`,
`Risk to our view | Probability`): the cells of that column are the items, never the first column's labels; a stock
table's `Risks to our rating` column (a rating column beside it) stays each stock's own. Drawn PDFs, read by the
ingest and the rules backend. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.types import FieldName
from tasks.ingest.blocks import risk_tables
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

Row = tuple[tuple[float, str], ...]

SUB_SECTOR_ROWS: list[Row] = [
    ((40, "Sub-sector"), (180, "Main risk to our call")),
    ((40, "Commodity chemicals"), (180, "New Chinese capacity keeps prices at the bottom of the cycle")),
    ((40, "Specialty chemicals"), (180, "Volumes in autos and construction stay weak")),
    ((40, "Agrochemicals"), (180, "Generic competition from India cuts prices again")),
]
SUB_SECTOR_RISKS = [
    "New Chinese capacity keeps prices at the bottom of the cycle",
    "Volumes in autos and construction stay weak",
    "Generic competition from India cuts prices again",
]


def _sector_note(path: Path, heading: str, rows: list[Row]) -> Path:
    """A one-page sector note: title, view line, a paragraph, a bold heading over rows of cells (bold header row),
    a source line, then a `Valuation` heading and its paragraph."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 90), "European Chemicals", fontname="hebo", fontsize=14)
    page.insert_text((40, 110), "Sector view: Overweight", fontname="helv", fontsize=9)
    page.insert_text((40, 128), "Destocking is over and European volumes rose 3% in 1Q26.", fontname="helv", fontsize=9)
    page.insert_text((40, 150), heading, fontname="hebo", fontsize=10)
    y = 166.0
    for number, row in enumerate(rows):
        for x, text in row:
            page.insert_text((x, y), text, fontname="hebo" if number == 0 else "helv", fontsize=8)
        y += 12.7
    page.insert_text((40, y + 4), "Source: Marlowe Kent", fontname="helv", fontsize=7)
    page.insert_text((40, y + 26), "Valuation", fontname="hebo", fontsize=10)
    page.insert_text((40, y + 42), "The sector trades at 7.4x 2027E EV/EBITDA.", fontname="helv", fontsize=9)
    pdf.save(path)
    pdf.close()
    return path


@pytest.mark.parametrize("heading", ["Risks to our view", "Valuation and outlook"])
def test_the_column_named_for_the_call_gives_the_items(tmp_path: Path, heading: str) -> None:
    document = ingest(_sector_note(tmp_path / "note.pdf", heading, SUB_SECTOR_ROWS))
    (table,) = risk_tables(document)
    assert [document.text[a:b] for a, b in table.items] == SUB_SECTOR_RISKS


def test_the_rules_backend_reads_the_sub_sectors_risks_not_their_names(tmp_path: Path) -> None:
    outcome = rules_outcome(_sector_note(tmp_path / "note.pdf", "Risks to our view", SUB_SECTOR_ROWS))
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == SUB_SECTOR_RISKS


def test_a_rated_tables_risks_to_our_rating_column_is_the_stocks(tmp_path: Path) -> None:
    rows: list[Row] = [
        ((40, "Company"), (150, "Rating"), (210, "PT"), (280, "Risks to our rating")),
        ((40, "Kvarn Electric"), (150, "Buy"), (210, "SEK 310"), (280, "Delays in grid orders")),
        ((40, "Haldor Marine"), (150, "Hold"), (210, "NOK 96"), (280, "Freight rates")),
    ]
    path = _sector_note(tmp_path / "note.pdf", "Valuation methodology and risks", rows)
    assert risk_tables(ingest(path)) == ()
    assert not rules_outcome(path).fields[FieldName.RISK_FACTORS].items
