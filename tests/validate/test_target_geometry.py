"""A stock call's target grounded by the page's geometry (tasks/validate/columns.py `in_target_column`):
the cell the answer names must print under its table's target column, found by the header's words above
it. Generated PDFs (a header line, sometimes `Old New` under a target, rows of cells); needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus, StockCall
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.validate.columns import in_another_row, in_target_column
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import titled_page

Cells = list[tuple[float, str]]
SIZE = 8.0
ROW_PITCH = 14.0  # rows this far apart are lines of their own in the text layer
COLUMN_WIDTH = 40.0


def table_pdf(
    path: Path,
    header: Cells,
    rows: list[Cells],
    *,
    under: Cells = (),  # type: ignore[assignment]
    right_aligned: bool = False,
    pitch: float = 12,
) -> Path:
    """A sector note whose page prints a table: each cell a word at its x; numbers right-aligned in
    their column when asked (under headers set left). At the default pitch the text layer reads the whole
    table as one line; at ROW_PITCH each printed row (the header's lines too) is a line of its own."""
    with pymupdf.open() as pdf:
        page = titled_page(
            pdf,
            "Asia Machinery: sector update",
            "We keep our ratings across the group and raise two targets on stronger orders.",
        )
        y = 200.0
        for line in [header, list(under), *rows]:
            if not line:
                continue
            for x, word in line:
                if right_aligned and word[0].isdigit():
                    x += COLUMN_WIDTH - pymupdf.get_text_length(word, fontsize=SIZE)
                page.insert_text((x, y), word, fontsize=SIZE)
            y += pitch
        pdf.save(path)
    return path


ONE_LEVEL = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Price"), (310, "Target"), (360, "Upside")]
ROWS = [
    [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "4,100"), (360, "19.9%")],
    [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (260, "2,480"), (310, "2,650"), (360, "6.9%")],
]


def answer(path: Path, value: str) -> StockCall:
    view = kept_view(clean(ingest(path)))
    result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
    assert result.status is FieldStatus.VALID
    (call,) = result.calls
    return call


def test_the_ingest_keeps_each_words_box(tmp_path: Path) -> None:
    document = ingest(table_pdf(tmp_path / "table.pdf", ONE_LEVEL, ROWS))
    printed = {document.text[word.start : word.end]: word for word in document.words}
    assert {"Company", "Target", "4,100", "2,650"} <= printed.keys()
    assert abs(printed["Target"].x0 - 310) < 1 and abs(printed["4,100"].x0 - 310) < 1
    assert printed["2,650"].y0 > printed["4,100"].y0 > printed["Target"].y0
    assert all(word.page == 1 and word.x1 > word.x0 for word in document.words)


def test_a_cell_under_another_column_is_no_target(tmp_path: Path) -> None:
    path = table_pdf(tmp_path / "table.pdf", ONE_LEVEL, ROWS)
    call = answer(path, "6302 JT | Ibuki | Hold | 2,650")
    assert call.target_price == "2,650" and call.target_evidence is not None
    for other in ("2,480", "6.9%"):  # the current price, the upside
        lie = answer(path, f"6302 JT | Ibuki | Hold | {other}")
        assert lie.target_price is None and lie.rating == "Hold"
        assert any("geometry" in reason for reason in lie.reasons)


def test_new_under_a_target_header_is_the_target_column_old_is_not(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Price"), (325, "Price target"), (410, "P/E")]
    under = [(310, "Old"), (360, "New")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "3,800"), (360, "4,100"), (410, "14.2")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (260, "2,480"), (310, "2,500"), (360, "2,650"), (410, "11.8")],
    ]
    path = table_pdf(tmp_path / "table.pdf", header, rows, under=under)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    old = answer(path, "6301 JT | Kurobe | Buy | 3,800")
    assert old.target_price is None and any("geometry" in reason for reason in old.reasons)


def test_right_aligned_numbers_under_left_set_headers(tmp_path: Path) -> None:
    path = table_pdf(tmp_path / "table.pdf", ONE_LEVEL, ROWS, right_aligned=True)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    assert answer(path, "6301 JT | Kurobe | Buy | 3,420").target_price is None


def test_no_target_header_or_no_geometry_gives_no_verdict(tmp_path: Path) -> None:
    """With no target column named, a cell under the `Price` column is no target, and one under a name the reader
    does not know (`Fcst`) gets no verdict."""
    no_target = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Price"), (310, "Fcst"), (360, "Upside")]
    rows = [[(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "4,100"), (360, "19.9%")]]
    document = ingest(table_pdf(tmp_path / "table.pdf", no_target, rows))
    code, price, unknown = document.text.index("6301 JT"), document.text.index("3,420"), document.text.index("4,100")
    assert in_target_column(document, (price, price + 5), [(code, code + 7)]) is False
    assert in_target_column(document, (unknown, unknown + 5), [(code, code + 7)]) is None
    text = tmp_path / "table.txt"
    text.write_text("Company Ticker Rating Price Target\nKurobe 6301 JT Buy 3,420 4,100\n", encoding="utf-8")
    plain = ingest(text)
    code, cell = plain.text.index("6301 JT"), plain.text.index("4,100")
    assert not plain.words and in_target_column(plain, (cell, cell + 5), [(code, code + 7)]) is None


def test_column_names_wrapped_onto_two_lines_are_read_down_their_column(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Share"), (310, "Price"), (360, "Market")]
    under = [(260, "price"), (310, "target"), (360, "cap")]
    path = table_pdf(tmp_path / "table.pdf", header, ROWS, under=under)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    price = answer(path, "6301 JT | Kurobe | Buy | 3,420")
    assert price.target_price is None and any("geometry" in reason for reason in price.reasons)


def test_a_target_named_over_its_old_and_new_columns_and_an_unchanged_one(tmp_path: Path) -> None:
    """`Target Price` over the main line's `Old New`; a row whose new cell says `nc` keeps its old target."""
    over = [(210, "Rating"), (315, "Target Price")]
    header = [(50, "Company"), (150, "Ticker"), (210, "Old"), (240, "New"), (310, "Old"), (360, "New"), (410, "P/E")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Hold"), (240, "Buy"), (310, "3,800"), (360, "4,100"), (410, "14.2")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (240, "nc"), (310, "2,650"), (360, "nc"), (410, "11.8")],
    ]
    path = table_pdf(tmp_path / "table.pdf", over, [header, *rows])
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    assert answer(path, "6301 JT | Kurobe | Buy | 3,800").target_price is None
    assert answer(path, "6302 JT | Ibuki | Hold | 2,650").target_price == "2,650"  # unchanged: the old is the target
    assert answer(path, "6302 JT | Ibuki | Hold | 11.8").target_price is None


def test_a_sentence_naming_the_stock_and_a_price_gets_no_verdict(tmp_path: Path) -> None:
    prose = [[(50, "Kurobe"), (110, "6301 JT"), (160, "(Buy, 4,100):"), (230, "orders remain strong and margins rise")]]
    document = ingest(table_pdf(tmp_path / "table.pdf", ONE_LEVEL, prose))
    code, cell = document.text.index("6301 JT"), document.text.index("4,100")
    assert in_target_column(document, (cell, cell + 5), [(code, code + 7)]) is None


def test_old_and_new_printed_over_each_target_column(tmp_path: Path) -> None:
    """`Old` / `PT` and `New` / `PT`: two target names, each read down its own column."""
    over = [(210, "Old"), (260, "New"), (310, "Old"), (360, "New")]
    header = [(50, "Company"), (150, "Ticker"), (210, "rating"), (260, "rating"), (310, "PT"), (360, "PT")]
    rows = [[(50, "Kurobe"), (150, "6301 JT"), (210, "Hold"), (260, "Buy"), (310, "US$38"), (360, "US$41")]]
    path = table_pdf(tmp_path / "table.pdf", over, [header, *rows])
    assert answer(path, "6301 JT | Kurobe | Buy | US$41").target_price == "US$41"
    old = answer(path, "6301 JT | Kurobe | Buy | US$38")
    assert old.target_price is None and any("geometry" in reason for reason in old.reasons)


def test_an_unchanged_target_printed_twice_is_found_under_its_column(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Old PT"), (310, "New PT"), (360, "Upside")]
    rows = [[(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "US$55"), (310, "US$55"), (360, "12%")]]
    path = table_pdf(tmp_path / "table.pdf", header, rows)
    call = answer(path, "6301 JT | Kurobe | Buy | US$55")
    assert call.target_price == "US$55" and call.target_evidence is not None
    document = ingest(path)
    assert call.target_evidence.start == document.text.rindex("US$55")  # the new target's cell, not the old


def test_a_header_naming_a_column_with_a_digit_is_still_read(tmp_path: Path) -> None:
    """A bank table's `CET1` (or `Tier 1`) column is shaped like a value cell; among many column names the line
    is still the header, and the row's price and ratio cells are no targets."""
    names = ["Company", "Ticker", "Price", "P/E", "CET1", "Rating", "PT", "Upside"]
    xs = [50, 130, 180, 220, 250, 285, 330, 370]
    cells = [
        ["Aurelio", "AURE SM", "12.31", "8.9", "13.4", "Buy", "US$14.20", "15%"],
        ["Lagunare", "LGNB IM", "5.62", "7.4", "14.9", "Buy", "US$6.85", "22%"],
    ]
    rows = [list(zip(xs, row, strict=True)) for row in cells]
    path = table_pdf(tmp_path / "table.pdf", list(zip(xs, names, strict=True)), rows)
    assert answer(path, "AURE SM | Aurelio | Buy | US$14.20").target_price == "US$14.20"
    for other in ("12.31", "8.9", "13.4"):  # the price, the P/E, the CET1 ratio
        lie = answer(path, f"AURE SM | Aurelio | Buy | {other}")
        assert lie.target_price is None and any("geometry" in reason for reason in lie.reasons)


def test_an_abbreviated_target_column_is_read(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Px"), (310, "Tgt"), (360, "Upside")]
    path = table_pdf(tmp_path / "table.pdf", header, ROWS)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    price = answer(path, "6301 JT | Kurobe | Buy | 3,420")
    assert price.target_price is None and any("geometry" in reason for reason in price.reasons)


def test_a_sentence_under_a_table_with_no_target_column_keeps_its_target(tmp_path: Path) -> None:
    """The table names no target column; the sentence under it gives the stock's `PT 4,100`, printed under the
    table's price column: a line of words, no row of that table, so its target stands."""
    no_target = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Price"), (310, "Upside")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "19.9%")],
        [(50, "Our picks:"), (100, "Kurobe"), (150, "(6301 JT, Buy, PT"), (260, "4,100)"), (300, "and others")],
    ]
    path = table_pdf(tmp_path / "table.pdf", no_target, rows)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    price = answer(path, "6301 JT | Kurobe | Buy | 3,420")
    assert price.target_price is None and any("geometry" in reason for reason in price.reasons)


def test_a_tight_table_whose_rows_boxes_overlap_its_header_is_read(tmp_path: Path) -> None:
    """A tight table set with less space between lines than its words are tall (the header's box overlaps its first
    row's): the header is still the line above the row, so a price or another value of the row is no target."""
    path = table_pdf(tmp_path / "tight.pdf", ONE_LEVEL, ROWS, pitch=7.5)
    document = ingest(path)
    printed = {document.text[word.start : word.end]: word for word in document.words}
    assert printed["Target"].y1 > printed["4,100"].y0  # the boxes overlap
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    assert answer(path, "6302 JT | Ibuki | Hold | 2,650").target_price == "2,650"
    for other in ("3,420", "19.9%"):  # the first row's current price and upside, right under the header
        lie = answer(path, f"6301 JT | Kurobe | Buy | {other}")
        assert lie.target_price is None and lie.rating == "Buy"
        assert any("geometry" in reason for reason in lie.reasons)
    code, cell = document.text.index("6301 JT"), document.text.index("3,420")
    assert in_target_column(document, (cell, cell + 5), [(code, code + 7)]) is False


def test_a_cell_of_the_next_row_is_not_the_stocks_target(tmp_path: Path) -> None:
    """A calls table drawn cell by cell, which the text layer writes as one block (`… Kurobe 6301 JT Buy 3,420 4,100
    14.2 Ibuki 6302 JT …`): the reader gives each row a line of its own under its calls header, and the next row's cells,
    under their own code, are none the first stock's target; the stock's own target is kept."""
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Target"), (310, "Price"), (360, "P/E")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "4,100"), (310, "3,420"), (360, "14.2")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Not rated"), (260, "-"), (310, "2,480"), (360, "11.8")],
    ]
    path = table_pdf(tmp_path / "table.pdf", header, rows)
    document = ingest(path)
    assert "Kurobe 6301 JT Buy 4,100 3,420 14.2\nIbuki 6302 JT" in document.text  # a row a line
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    for other in ("2,480", "11.8"):  # the next row's price and P/E, on the next row's line
        lie = answer(path, f"6301 JT | Kurobe | Buy | {other}")
        assert lie.target_price is None and lie.rating == "Buy"
        assert any("not the target cell of the stock's table row" in reason for reason in lie.reasons)


def test_a_value_on_the_line_under_a_stock_that_starts_no_row_is_kept(tmp_path: Path) -> None:
    """A stock's target printed under its row's line where nothing stands under its code (a rating over its target in
    one stacked cell) is no other row's cell."""
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating / target"), (310, "Price")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (310, "3,420")],
        [(210, "4,100")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (310, "2,480")],
        [(210, "2,650")],
    ]
    path = table_pdf(tmp_path / "stacked.pdf", header, rows, pitch=ROW_PITCH)
    document = ingest(path)
    code, cell = document.text.index("6301 JT"), document.text.index("4,100")
    assert in_another_row(document, (cell, cell + 5), [(code, code + 7)]) is False
    below = document.text.index("2,480")
    assert in_another_row(document, (below, below + 5), [(code, code + 7)]) is True


def test_a_stocks_heading_over_its_key_data_lines_is_no_table_row(tmp_path: Path) -> None:
    """A stock's heading (`Kurobe (6301 JT)`) over its key data (`Rating TP Price` / `BUY 4,100 3,420`): the value line
    under it starts no other stock's row (no code under the stock's, the heading holds no value)."""
    with pymupdf.open() as pdf:
        page = titled_page(pdf, "Asia Machinery: sector update", "We keep our ratings across the group.")
        for y, line in ((200, "Kurobe (6301 JT)"), (212, "Rating TP Price"), (224, "BUY 4,100 3,420")):
            page.insert_text((50, y), line, fontsize=SIZE)
        pdf.save(tmp_path / "heading.pdf")
    document = ingest(tmp_path / "heading.pdf")
    code, cell = document.text.index("6301 JT"), document.text.index("4,100")
    assert in_another_row(document, (cell, cell + 5), [(code, code + 7)]) is False
