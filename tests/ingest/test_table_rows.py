"""Each printed row of a stock table its own Document line (tasks/ingest/reader.py `_table_row_starts`), though the
text layer groups the whole table into one block: rows of three cells or more side by side on one baseline, the
header's lines too; a name's cell wrapped onto the next line stays with its row; a block of two-cell lines (a
label-value box) and prose stay as they were. Generated PDFs; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tests.builders import titled_page

Line = list[tuple[float, str]]


def _page(path: Path, lines: list[Line], pitch: float = 11.0) -> str:
    """A page whose lines print close enough for the text layer to read them as one block; its text after
    the title and the paragraph."""
    with pymupdf.open() as pdf:
        page = titled_page(pdf, "Asia Machinery: sector update", "We keep our ratings across the group.")
        y = 200.0
        for line in lines:
            for x, word in line:
                page.insert_text((x, y), word, fontsize=8)
            y += pitch
        pdf.save(path)
    text = ingest(path).text
    return text[text.index("group.") + len("group.") + 1 :]


def test_each_printed_row_of_a_table_block_is_a_line(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Price"), (310, "Target")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "4,100")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (260, "2,480"), (310, "2,650")],
    ]
    assert _page(tmp_path / "t.pdf", [header, *rows]).split("\n") == [
        "Company Ticker Rating Price Target",
        "Kurobe 6301 JT Buy 3,420 4,100",
        "Ibuki 6302 JT Hold 2,480 2,650",
    ]


def test_the_headers_second_line_stands_apart_and_a_wrapped_name_stays_with_its_row(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (265, "Price target"), (360, "P/E")]
    under = [(250, "Old"), (300, "New")]
    rows = [
        [(50, "Jade Mountain"), (150, "3711 TT"), (210, "Buy"), (250, "310"), (300, "340"), (360, "14.2")],
        [(50, "Packaging")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (250, "2,500"), (300, "2,650"), (360, "11.8")],
    ]
    assert _page(tmp_path / "t.pdf", [header, under, *rows]).split("\n") == [
        "Company Ticker Rating Price target P/E",
        "Old New",
        "Jade Mountain 3711 TT Buy 310 340 14.2 Packaging",
        "Ibuki 6302 JT Hold 2,500 2,650 11.8",
    ]


def test_two_cell_lines_and_a_single_row_stay_as_they_were(tmp_path: Path) -> None:
    box = [[(50, "Target price"), (150, "HK$787")], [(50, "Rating"), (150, "Buy")], [(50, "Price"), (150, "HK$640")]]
    assert "\n" not in _page(tmp_path / "box.pdf", box)
    one_row = [[(50, "Kurobe"), (150, "6301 JT"), (210, "Buy")], [(50, "orders stay strong into next year")]]
    assert "\n" not in _page(tmp_path / "one.pdf", one_row)


def test_rows_that_differ_only_in_their_ticker_and_figures_are_both_kept(tmp_path: Path) -> None:
    """A table's rows are alike in shape (`GOOGL GOOGL US Alphabet A …` over `GOOG GOOG US Alphabet C …`): the
    cleaner keeps both; a row repeated word for word (its figures aside) is a copy."""
    header = [(50, "Ticker"), (110, "Bloomberg"), (180, "Company"), (260, "Price"), (310, "Rating")]
    rows = [
        [(50, "GOOGL"), (110, "GOOGL US"), (180, "Alphabet A"), (260, "US$ 366.46"), (310, "B-1-7")],
        [(50, "GOOG"), (110, "GOOG US"), (180, "Alphabet C"), (260, "US$ 364.9"), (310, "B-1-7")],
    ]
    path = tmp_path / "t.pdf"
    _page(path, [header, *rows])
    cleaned = clean(ingest(path))
    kept = "\n".join(cleaned.segment_text(segment) for segment in cleaned.kept)
    assert "GOOGL GOOGL US Alphabet A" in kept and "GOOG GOOG US Alphabet C" in kept
