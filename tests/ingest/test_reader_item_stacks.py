"""A list drawn without bullets, one item a line, in a side column whose lines show no wrap edge: a
stack of one-line phrases that each open with a capital reads as lines of their own, even where an
item reaches near the column's edge; a wrapped paragraph and a cover box's labels and values read as before."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.ingest.blocks import LineStyle
from tasks.ingest.reader import _item_stack_blocks, _wrapped_block_ends, ingest

SIDE_BOX = (42.0, 90.0, 189.0, 253.0)
ITEMS = ("Slower US BFSI spending", "Pricing pressure on renewals", "Rupee appreciation", "Visa cost increases")
ITEM_ENDS = (156.6, 174.5, 134.1, 130.6)


def stack(lines: tuple[str, ...], ends: tuple[float, ...], top: float = 184.0) -> list[tuple]:
    return [
        (51.0, top + 17 * n, end, top + 12.4 + 17 * n, line + "\n") for n, (line, end) in enumerate(zip(lines, ends))
    ]


def test_items_one_a_line_do_not_wrap_into_each_other_though_one_reaches_the_box_edge() -> None:
    assert _wrapped_block_ends(stack(ITEMS, ITEM_ENDS), panels=[SIDE_BOX]) == set()
    assert _item_stack_blocks(stack(ITEMS, ITEM_ENDS)) == {0, 1, 2}


def test_a_wrapped_paragraph_whose_lines_go_on_in_lower_case_still_joins() -> None:
    paragraph = ("Pricing pressure on renewals", "could cut margins by 50bp if", "deal sizes shrink further")
    assert _item_stack_blocks(stack(paragraph, (174.5, 176.0, 160.0))) == set()
    assert 0 in _wrapped_block_ends(stack(paragraph, (174.5, 176.0, 160.0)), panels=[SIDE_BOX])


def test_two_lines_or_a_cover_box_of_labels_and_values_are_no_stack() -> None:
    assert _item_stack_blocks(stack(ITEMS[:2], ITEM_ENDS[:2])) == set()
    cover = ("Investment rating", "Accumulate", "Fair value", "INR2,310")
    assert _item_stack_blocks(stack(cover, (138.8, 101.1, 92.1, 90.0))) == set()
    labelled = ("Rating: Buy", "Target price: HK$787.00", "Upside: 23%")  # a label-value line is no phrase
    assert _item_stack_blocks(stack(labelled, (100.0, 150.0, 90.0))) == set()
    box = ("Price target A$18.40", "Previous PT A$17.10", "Share price A$15.62")  # each closed by its value
    assert _item_stack_blocks(stack(box, (120.0, 118.0, 116.0))) == set()
    names = ("Alchip Technologies Ltd, Montage", "Technology Co Ltd, Powerchip", "Semiconductor Co, Realtek")
    assert _item_stack_blocks(stack(names, (180.0, 180.0, 180.0))) == set()  # a list of names runs on


def test_a_heading_set_in_another_size_is_no_line_of_the_stack() -> None:
    blocks = stack(("Key investment risks", *ITEMS), (138.3, *ITEM_ENDS), top=167.0)
    heading = (LineStyle(0, 51.0, False, 11.0, False, 138.3),)
    item = (LineStyle(0, 51.0, False, 9.5, False, 150.0),)
    assert _item_stack_blocks(blocks, [heading, item, item, item, item]) == {1, 2, 3}


def test_a_side_box_list_reads_one_item_a_line(tmp_path: Path) -> None:
    document = pymupdf.open()
    page = document.new_page(width=595, height=842)
    page.draw_rect(pymupdf.Rect(*SIDE_BOX), color=None, fill=(0.96, 0.92, 0.89))
    for n, line in enumerate(("Key investment risks", *ITEMS)):
        page.insert_text((51, 178 + 17 * n), line, fontsize=9.5)
    page.insert_textbox(
        pymupdf.Rect(203, 160, 553, 400),
        "Revenue grew 2.4% quarter on quarter in constant currency, led by retail and manufacturing, and the "
        "EBIT margin expanded 40bp to 21.3%. Total contract value of new deals was US$1.9bn.",
        fontsize=10,
    )
    path = tmp_path / "side_box.pdf"
    document.save(path)
    lines = ingest(path).text.split("\n")
    assert all(item in lines for item in ITEMS)
    assert any(line.startswith("Revenue grew 2.4%") and line.endswith("US$1.9bn.") for line in lines)
