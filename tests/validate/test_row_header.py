"""A table row's column header read from the printed lines above it when each printed row is a line of its own in
the text layer (tasks/validate/columns.py, `in_target_column`; tasks/validate/grounding.py): the header on its own
line, or over two lines (`Price target` over `Old New`), names the row's target cell; any other cell of the row
(the price, the upside, the previous target) or a neighbouring row's target is refused. Generated PDFs; needs no
../shared."""

from __future__ import annotations

from pathlib import Path

from tasks.ingest.reader import ingest
from tests.validate.test_target_geometry import ONE_LEVEL, ROW_PITCH, ROWS, answer, table_pdf


def _refused(path: Path, value: str) -> bool:
    call = answer(path, value)
    return call.target_price is None and bool(call.reasons)


def test_the_rows_are_lines_of_their_own(tmp_path: Path) -> None:
    document = ingest(table_pdf(tmp_path / "table.pdf", ONE_LEVEL, ROWS, pitch=ROW_PITCH))
    lines = document.text.split("\n")
    assert "Company Ticker Rating Price Target Upside" in lines
    assert any(line.startswith("Kurobe 6301 JT") and "Ibuki" not in line for line in lines)


def test_a_header_on_its_own_line_names_the_target_cell(tmp_path: Path) -> None:
    path = table_pdf(tmp_path / "table.pdf", ONE_LEVEL, ROWS, pitch=ROW_PITCH)
    assert answer(path, "6302 JT | Ibuki | Hold | 2,650").target_price == "2,650"
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    for other in ("2,480", "6.9%"):  # the price cell, the upside cell
        assert _refused(path, f"6302 JT | Ibuki | Hold | {other}")
    assert _refused(path, "6302 JT | Ibuki | Hold | 4,100")  # the neighbouring row's target


def test_new_under_a_target_name_over_two_lines(tmp_path: Path) -> None:
    """`Price target` on the header's line, `Old New` on the line under it: `New` is the target column."""
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Price"), (325, "Price target"), (410, "P/E")]
    under = [(310, "Old"), (360, "New")]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "3,800"), (360, "4,100"), (410, "14.2")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (260, "2,480"), (310, "2,500"), (360, "2,650"), (410, "11.8")],
    ]
    path = table_pdf(tmp_path / "table.pdf", header, rows, under=under, pitch=ROW_PITCH)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    assert answer(path, "6302 JT | Ibuki | Hold | 2,650").target_price == "2,650"
    for other in ("3,800", "3,420", "14.2", "2,650"):  # previous target, price, P/E, the next row's target
        assert _refused(path, f"6301 JT | Kurobe | Buy | {other}")


def test_target_over_new_with_the_group_name_above(tmp_path: Path) -> None:
    """The group name on a line over the header's main line (`Target` over `Old New`, other names beside)."""
    over = [(330, "Target")]
    header = [
        (50, "Company"),
        (150, "Ticker"),
        (210, "Rating"),
        (260, "Price"),
        (310, "Old"),
        (360, "New"),
        (410, "EPS"),
    ]
    rows = [
        [(50, "Kurobe"), (150, "6301 JT"), (210, "Buy"), (260, "3,420"), (310, "3,800"), (360, "4,100"), (410, "214")],
        [(50, "Ibuki"), (150, "6302 JT"), (210, "Hold"), (260, "2,480"), (310, "2,500"), (360, "2,650"), (410, "118")],
    ]
    path = table_pdf(tmp_path / "table.pdf", over, [header, *rows], pitch=ROW_PITCH)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    for other in ("3,800", "3,420", "214"):  # previous target, price, EPS
        assert _refused(path, f"6301 JT | Kurobe | Buy | {other}")


def test_an_abbreviated_header_on_its_own_line(tmp_path: Path) -> None:
    header = [(50, "Company"), (150, "Ticker"), (210, "Rating"), (260, "Px"), (310, "Tgt"), (360, "Mkt cap")]
    path = table_pdf(tmp_path / "table.pdf", header, ROWS, pitch=ROW_PITCH)
    assert answer(path, "6301 JT | Kurobe | Buy | 4,100").target_price == "4,100"
    for other in ("3,420", "19.9%"):
        assert _refused(path, f"6301 JT | Kurobe | Buy | {other}")
