"""A table cell set on two lines reads as one cell (tasks/ingest/cells.py `join_wrapped_cells`): the wrapped
line moves right after its cell's first line, so the risk column of a `Risk | Probability | What we would do`
table gives the whole risk, and the validator finds it in the text. A line under a row that opens the next row
(a stock table's row whose first cell is left blank, a capitalised line under a cell that ends its phrase) stays
where it is. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import Document, FieldName
from tasks.ingest.blocks import risk_tables
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

Row = tuple[tuple[float, str], ...]


def _table_note(path: Path, heading: str, rows: list[Row], *, bold_header: bool = True) -> Path:
    """A one-page note: a title, a paragraph, a bold heading over rows of cells drawn at their x (a row of one
    cell is a wrapped line), each row 12.7 pt under the one before, then a source line."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 90), "Global Asset Allocation: stay Overweight equities", fontname="hebo", fontsize=14)
    page.insert_textbox(
        pymupdf.Rect(40, 105, 540, 150),
        "With inflation back near target and central banks easing, we keep equities at Overweight and cut cash.",
        fontname="helv",
        fontsize=9,
    )
    page.insert_text((40, 170), heading, fontname="hebo", fontsize=10)
    y = 186.0
    for number, row in enumerate(rows):
        for x, text in row:
            page.insert_text((x, y), text, fontname="hebo" if number == 0 and bold_header else "helv", fontsize=8)
        y += 12.7
    page.insert_text((40, y + 4), "Source: Ainsworth Global", fontname="helv", fontsize=7)
    pdf.save(path)
    pdf.close()
    return path


def _cells(document: Document) -> list[list[str]]:
    return [[document.text[a:b] for a, b in block.cells] for block in document.blocks if block.cells]


RISK_ROWS: list[Row] = [
    ((40, "Risk"), (270, "Probability"), (350, "What we would do")),
    ((40, "Inflation re-accelerates and central"), (270, "20%"), (350, "Cut equities to")),
    ((40, "banks stop cutting"), (350, "Neutral")),
    ((40, "A disorderly unwind of the AI trade"), (270, "15%"), (350, "Rotate into value")),
    ((40, "A US fiscal crisis lifts term premia"), (270, "10%"), (350, "Add duration")),
]


def test_a_wrapped_cell_reads_as_one_cell_in_any_column(tmp_path: Path) -> None:
    document = ingest(_table_note(tmp_path / "note.pdf", "Risks to our allocation", RISK_ROWS))
    assert _cells(document)[1] == [
        "Inflation re-accelerates and central banks stop cutting",
        "20%",
        "Cut equities to Neutral",
    ]
    assert "\nInflation re-accelerates and central banks stop cutting 20% Cut equities to Neutral\n" in document.text
    (table,) = risk_tables(document)
    assert [document.text[a:b] for a, b in table.items] == [
        "Inflation re-accelerates and central banks stop cutting",
        "A disorderly unwind of the AI trade",
        "A US fiscal crisis lifts term premia",
    ]
    words = {document.text[word.start : word.end] for word in document.words}
    assert {"banks", "Neutral"} <= words  # the moved lines keep their words' boxes


def test_the_rules_backend_reads_and_grounds_the_wrapped_risk(tmp_path: Path) -> None:
    outcome = rules_outcome(_table_note(tmp_path / "note.pdf", "Risks to our allocation", RISK_ROWS))
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == [
        "Inflation re-accelerates and central banks stop cutting",
        "A disorderly unwind of the AI trade",
        "A US fiscal crisis lifts term premia",
    ]


def test_a_row_under_a_row_stays_a_row_of_its_own(tmp_path: Path) -> None:
    rows: list[Row] = [
        ((40, "Sector"), (200, "Company"), (380, "Rating")),
        ((40, "Banks"), (200, "HSBC Holdings"), (380, "Buy")),
        ((200, "Standard Chartered"), (380, "Hold")),  # the first cell left blank: the next row, not a wrap
        ((40, "Insurers"), (200, "Prudential"), (380, "Buy")),
        ((40, "Total coverage"),),  # capitalised under a cell that ends its phrase: no wrap
    ]
    document = ingest(_table_note(tmp_path / "note.pdf", "Our coverage", rows))
    assert ["Banks", "HSBC Holdings", "Buy"] in _cells(document)
    assert ["Standard Chartered", "Hold"] in _cells(document)
    assert "\nTotal coverage\n" in document.text
    assert "Prudential Total" not in document.text


def test_a_row_whose_first_cell_wraps_still_ends_before_the_source_line(tmp_path: Path) -> None:
    rows: list[Row] = [
        ((40, "Risk"), (260, "Mitigant")),
        ((40, "Higher steel and freight costs"), (260, "Contracts indexed to steel prices")),
        ((40, "Slower permitting of onshore wind in"), (260, "Backlog covers 80% of 2026E sales")),
        ((40, "the US"),),
    ]
    document = ingest(_table_note(tmp_path / "note.pdf", "Risks", rows))
    assert _cells(document)[-1] == ["Slower permitting of onshore wind in the US", "Backlog covers 80% of 2026E sales"]
    assert "sales\nSource: Ainsworth Global" in document.text  # its own line, no wrap of the row above
