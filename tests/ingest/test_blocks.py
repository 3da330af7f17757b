"""The ingest's blocks: every line of a page's text with its role, in reading order."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.types import Document
from tasks.ingest.blocks import paragraph_blocks
from tasks.ingest.reader import ingest

BODY_X, SIDEBAR_X = 42.0, 420.0
PARAGRAPH = (
    "Revenue grew strongly in the fourth quarter as data-centre demand stayed firm and new custom "
    "silicon programmes ramped faster than management had guided at the start of the year."
)
LIST_ITEM = (
    "- Hyperscaler capital spending slows sharply in the second half of the year and delays the "
    "custom interconnect ramp that our estimates assume."
)
SIDEBAR_LINES = ("Overweight (maintained)", "Price target: US$120.00", "Market data", "Market cap 28.6bn", "Analysts")


def _cover_report(path: Path) -> Path:
    """A cover page: a running header, a title set large, a bold heading over a paragraph and a
    bulleted list item wrapping two lines, a figure caption, a footer, and a sidebar column."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((BODY_X, 30), "Harborline Securities | Company Update", fontname="helv", fontsize=8)
    page.insert_text((BODY_X, 90), "Quanta Ridge: ramp on track", fontname="hebo", fontsize=18)
    page.insert_text((BODY_X, 130), "Key takeaways", fontname="hebo", fontsize=10)
    page.insert_textbox(pymupdf.Rect(BODY_X, 140, 360, 230), PARAGRAPH, fontname="helv", fontsize=10)
    page.insert_textbox(pymupdf.Rect(BODY_X, 250, 360, 300), LIST_ITEM, fontname="helv", fontsize=10)
    page.insert_textbox(
        pymupdf.Rect(BODY_X, 320, 360, 400),
        "Margins widened on a richer mix and lower freight costs, and management raised its outlook.",
        fontname="helv",
        fontsize=10,
    )
    page.insert_text((BODY_X, 440), "Figure 1: Quarterly revenue (US$m)", fontname="helv", fontsize=9)
    page.insert_textbox(
        pymupdf.Rect(BODY_X, 460, 360, 700),
        "We keep our estimates for the next two years unchanged and see upside from pricing.",
        fontname="helv",
        fontsize=10,
    )
    for number, line in enumerate(SIDEBAR_LINES):
        page.insert_text((SIDEBAR_X, 120 + 70 * number), line, fontname="helv", fontsize=9)
    page.insert_text((BODY_X, 820), "Please read the important disclosures at the end.", fontname="helv", fontsize=7)
    pdf.save(path)
    pdf.close()
    return path


def _block_texts(document: Document) -> list[tuple[str, str]]:
    return [(block.role, document.text[block.start : block.end]) for block in document.blocks]


def _assert_blocks_cover_every_line_once(document: Document) -> None:
    lines = []
    position = 0
    for line in document.text.split("\n"):
        if line.strip():
            lines.append((position, position + len(line)))
        position += len(line) + 1
    covered = [(block.start, block.end) for block in document.blocks]
    assert sorted(covered) == covered, "blocks are in reading order"
    for start, end in lines:
        inside = [block for block in document.blocks if block.start >= start and block.end <= end]
        assert len(inside) == 1, document.text[start:end]
        assert document.text[inside[0].start : inside[0].end] == document.text[start:end].strip()
    for block in document.blocks:
        page = document.pages[block.page - 1]
        assert page.start <= block.start < block.end <= page.end


def test_a_cover_page_gets_header_heading_list_paragraph_caption_sidebar_and_footer(tmp_path: Path) -> None:
    document = ingest(_cover_report(tmp_path / "cover.pdf"))
    roles = dict((text, role) for role, text in _block_texts(document))

    assert roles["Harborline Securities | Company Update"] == "page_header"
    assert roles["Quanta Ridge: ramp on track"] == "heading"
    assert roles["Key takeaways"] == "heading"
    assert roles[PARAGRAPH] == "paragraph"
    assert roles[LIST_ITEM] == "list_item"  # its two lines are one block
    assert roles["Figure 1: Quarterly revenue (US$m)"] == "caption"
    assert roles["Please read the important disclosures at the end."] == "page_footer"
    assert [roles[line] for line in SIDEBAR_LINES] == ["sidebar"] * len(SIDEBAR_LINES)
    _assert_blocks_cover_every_line_once(document)
    assert all(block.page == 1 and block.bbox is not None for block in document.blocks)
    sidebar = [block for block in document.blocks if block.role == "sidebar"]
    assert all(block.bbox is not None and block.bbox[0] >= SIDEBAR_X - 1 for block in sidebar)
    counts = dict(document.pages[0].block_roles)
    assert counts["sidebar"] == len(SIDEBAR_LINES) and sum(counts.values()) == len(document.blocks)


def test_blocks_leave_the_text_as_it_was(tmp_path: Path) -> None:
    """The blocks are read off the text the reader made: a block is exactly one of its lines."""
    document = ingest(_cover_report(tmp_path / "cover.pdf"))
    block_lines = [document.text[block.start : block.end] for block in document.blocks]
    assert block_lines == [line for line in document.text.split("\n") if line.strip()]


def test_a_text_file_gives_a_paragraph_a_line(tmp_path: Path) -> None:
    path = tmp_path / "report.txt"
    path.write_text("投资评级：买入\n\n  风险提示：行业竞争加剧。 \nRevenue grew 5%.\n", encoding="utf-8")
    document = ingest(path)

    assert _block_texts(document) == [
        ("paragraph", "投资评级:买入"),
        ("paragraph", "风险提示:行业竞争加剧。"),
        ("paragraph", "Revenue grew 5%."),
    ]
    assert all(block.bbox is None and block.page == 1 for block in document.blocks)
    _assert_blocks_cover_every_line_once(document)


@pytest.mark.parametrize(
    ("text", "spans"),
    [("", []), ("\n\n", []), ("a\n b \n\nc", [(0, 1), (3, 4), (7, 8)])],
)
def test_paragraph_blocks_skip_blank_lines_and_surrounding_spaces(text: str, spans: list[tuple[int, int]]) -> None:
    assert [(block.start, block.end) for block in paragraph_blocks(text)] == spans


def test_every_sample_page_is_covered_by_its_blocks() -> None:
    """The sample corpus's text-layer reports: multi-page, two columns, tables, Chinese and English."""
    samples = Path(__file__).resolve().parents[2] / "sample_pdfs"
    for name in ("en_overweight.pdf", "zh_buy.pdf", "hk_initiate.pdf"):
        document = ingest(samples / name)
        _assert_blocks_cover_every_line_once(document)
        roles = {block.role for block in document.blocks}
        assert {"page_header", "page_footer", "sidebar", "heading", "paragraph", "table", "caption"} <= roles, name
