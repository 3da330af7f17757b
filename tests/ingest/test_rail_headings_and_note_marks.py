"""A page that heads its body from a left rail reads each rail heading right before the column's box level with it;
a note mark the text layer sets as a line of its own after an item's last word is no text of the item, and the
notes line under the list is no item (session 31, house_risks_en batch M)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.ingest.reader import ingest
from tests.builders import PlacedSpan, fields_of, placed_spans_pdf, rules_outcome

COVER: list[PlacedSpan] = [
    (40, 80, "Global Copper Miners", "hebo", 14),
    (40, 100, "Sector view: Overweight", "helv", 9),
    (150, 130, "Only two large mines start production before 2028, and grades at the existing ones fall.", "helv", 9),
]


def test_a_rail_heading_reads_right_before_the_column_box_level_with_it(tmp_path: Path) -> None:
    spans = [
        *COVER,
        (150, 160, "\u2022 A slowdown in Chinese grid spending, which takes a fifth of demand.", "helv", 9),
        (150, 174, "\u2022 Higher royalties in Chile and Peru after their elections.", "helv", 9),
        (150, 200, "The miners trade at 5.2x 2027E EV/EBITDA at spot prices.", "helv", 9),
        (40, 160, "Risks", "hebo", 10),
        (40, 200, "Valuation", "hebo", 10),
    ]
    path = placed_spans_pdf(tmp_path / "rail.pdf", spans)
    text = ingest(path).text
    assert text.index("Risks") < text.index("A slowdown") < text.index("Valuation") < text.index("The miners")
    assert fields_of(rules_outcome(path))["risks"] == [
        "A slowdown in Chinese grid spending, which takes a fifth of demand",
        "Higher royalties in Chile and Peru after their elections",
    ]


def test_a_heading_far_left_of_a_sidebar_box_stays_where_the_page_reads_it(tmp_path: Path) -> None:
    spans = [
        (410, 82, "Rating: Buy", "helv", 9),
        (40, 80, "Corsall", "hebo", 14),
        (40, 110, "Body text here.", "helv", 9),
    ]
    text = ingest(placed_spans_pdf(tmp_path / "sidebar.pdf", spans)).text
    assert text.index("Rating: Buy") < text.index("Corsall")


def test_a_note_mark_set_as_its_own_line_after_an_item_is_left_out(tmp_path: Path) -> None:
    item = "- Regulators disallow part of the grid capex in rate cases"
    width = pymupdf.get_text_length(item, fontname="helv", fontsize=9)
    spans = [
        *COVER[:2],
        (40, 130, "Key risks to our view", "hebo", 10),
        (40, 146, item, "helv", 9),
        (40 + width + 0.5, 143, "1", "helv", 5.5),
        (40, 160, "- Gas prices rise above $5/MMBtu", "helv", 9),
        (40, 180, "1 See our note of 3 April 2026 on rate cases.", "helv", 6.5),
    ]
    path = placed_spans_pdf(tmp_path / "marks.pdf", spans)
    assert "rate cases\n" in ingest(path).text
    assert fields_of(rules_outcome(path))["risks"] == [
        "Regulators disallow part of the grid capex in rate cases",
        "Gas prices rise above $5/MMBtu",
    ]


def test_a_small_figure_far_after_a_line_is_no_note_mark(tmp_path: Path) -> None:
    spans = [(40, 100, "Orders rose in the quarter", "helv", 9), (200, 97, "12", "helv", 6)]
    assert "12" in ingest(placed_spans_pdf(tmp_path / "far.pdf", spans)).text


def test_a_left_columns_heading_level_with_a_headed_list_beside_it_stays_in_its_column(tmp_path: Path) -> None:
    spans: list[PlacedSpan] = [
        (42, 200, "OWNERSHIP POSITIONING", "hebo", 8),
        (212, 260, "RISKS TO DOWNSIDE", "hebo", 8),
        (212, 274, "Longer-than-expected deterioration in NAND demand", "helv", 8),
        (212, 286, "Japanese yen appreciation", "helv", 8),
        (42, 276, "GLOBAL REVENUE EXPOSURE", "hebo", 8),
    ]
    text = ingest(placed_spans_pdf(tmp_path / "columns.pdf", spans)).text
    assert "RISKS TO DOWNSIDE\nLonger-than-expected" in text
