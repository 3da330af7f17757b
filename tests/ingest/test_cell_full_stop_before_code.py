"""A table row's name cell that ends in an abbreviation's full stop (`Crown Harbour Dev.`) and the code cell beside it
(`4444.HK`) stay two words: only a full stop or comma between digits (`12.` / `5%` split over a wrap) joins a number
(bench/house_long.py, session 30). Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.ingest.reader import ingest


def _table(path: Path, rows: list[tuple[str, str, str]]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 100), "Company Ticker Rating", fontname="hebo", fontsize=8)
    for number, (name, code, rating) in enumerate(rows):
        y = 112 + 11 * number
        for x, cell in ((40, name), (150, code), (210, rating)):
            page.insert_text((x, y), cell, fontname="helv", fontsize=8)
    pdf.save(path)
    return path


def test_a_name_cells_full_stop_does_not_glue_the_code_cell(tmp_path: Path) -> None:
    path = _table(tmp_path / "t.pdf", [("Summit Estates", "3333.HK", "UW"), ("Crown Harbour Dev.", "4444.HK", "OW")])
    text = ingest(path).text
    assert "Crown Harbour Dev. 4444.HK" in text
    assert "Dev.4444" not in text


def test_a_number_split_after_its_decimal_point_is_still_joined(tmp_path: Path) -> None:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_textbox(pymupdf.Rect(40, 90, 300, 200), "Revenue grew to 12.", fontname="helv", fontsize=9)
    page.insert_text((40, 110), "5% of the group's sales in 2026, from 9% a year earlier.", fontname="helv", fontsize=9)
    pdf.save(tmp_path / "n.pdf")
    assert "12.5%" in ingest(tmp_path / "n.pdf").text
