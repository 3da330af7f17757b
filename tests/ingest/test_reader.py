"""Stage 1: real PDFs made with PyMuPDF, real Tesseract."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pymupdf
import pytest
from hypothesis import given
from hypothesis import strategies as st

from schemas.errors import (
    BadInputError,
    CorruptPdfError,
    EmptyInputError,
    EncryptedPdfError,
    NotAPdfError,
    OcrError,
)
from schemas.options import OcrOptions
from schemas.types import PAGE_SEPARATOR, Document
from tasks.ingest.layout import reading_order
from tasks.ingest.reader import ingest, is_garbled, normalize_text, ocr_reason, sha256_file, text_boxes
from tests.paths import REAL_REPORTS, SAMPLES

A4 = (595, 842)

COVER_PAGE = (
    "证券研究报告 | 公司点评\n"
    "投资评级：买入（维持）\n"
    "目标价：85.00 元\n"
    "公司2021 年实现营收608.\n"
    "28亿元，同比增长16.9%。"
)
RISK_PAGE = "风险提示\n硅片扩产不及预期；市场竞争加剧。"


@lru_cache(maxsize=1)
def cjk_font_buffer() -> bytes:
    return pymupdf.Font("cjk").buffer


PageFiller = Callable[[pymupdf.Page], None]


def text_filler(text: str, fontsize: float = 11) -> PageFiller:
    """Writes `text` as one block (one line per "\\n") in the embedded CJK font."""

    def fill(page: pymupdf.Page) -> None:
        page.insert_font(fontname="cjk1", fontbuffer=cjk_font_buffer())
        page.insert_text((72, 100), text, fontname="cjk1", fontsize=fontsize)

    return fill


def make_pdf(path: Path, *fillers: PageFiller) -> Path:
    with pymupdf.open() as pdf:
        for fill in fillers:
            fill(pdf.new_page(width=A4[0], height=A4[1]))
        pdf.subset_fonts()
        pdf.save(path)
    return path


def scanned_filler(text: str) -> PageFiller:
    """A page holding only an image of `text`, like a scanned report page."""
    with pymupdf.open() as source:
        page = source.new_page(width=A4[0], height=A4[1])
        text_filler(text, fontsize=16)(page)
        png = page.get_pixmap(dpi=200).tobytes("png")

    def fill(page: pymupdf.Page) -> None:
        page.insert_image(page.rect, stream=png)

    return fill


def raw_page_text(path: Path, number: int) -> str:
    with pymupdf.open(path) as pdf:
        return pdf[number - 1].get_text()


def assert_maps_back(document: Document, raw_pages: list[str], start: int, end: int) -> None:
    """Every normalised char in [start, end) comes from the raw char its offset names."""
    page = document.pages[document.page_index(start)]
    raw = raw_pages[page.number - 1]
    for index in range(start, end):
        char, raw_char = document.text[index], raw[document.raw_offsets[index]]
        assert char in unicodedata.normalize("NFKC", raw_char), (index, char, raw_char)


# --- text-layer PDFs ---------------------------------------------------------------------------


def test_text_layer_page_is_read_and_normalised(tmp_path: Path) -> None:
    path = make_pdf(tmp_path / "cover.pdf", text_filler(COVER_PAGE))

    document = ingest(path)

    assert document.doc_id == sha256_file(path)
    assert [(p.source, p.ocr_reason) for p in document.pages] == [("text", None)]
    # one PDF block is one paragraph; NFKC turns full-width punctuation into ASCII
    assert document.text == (
        "证券研究报告 | 公司点评投资评级:买入(维持)目标价:85.00元公司2021年实现营收608.28亿元,同比增长16.9%。"
    )


def test_blocks_become_separate_lines_and_wraps_inside_numbers_join(tmp_path: Path) -> None:
    def two_blocks(page: pymupdf.Page) -> None:
        page.insert_font(fontname="cjk1", fontbuffer=cjk_font_buffer())
        page.insert_text((72, 100), "目标价2\n,150.00元", fontname="cjk1", fontsize=11)
        page.insert_text((72, 300), "Revenue grew\nstrongly in\n2022 (up 5%).", fontname="cjk1", fontsize=11)

    path = make_pdf(tmp_path / "blocks.pdf", two_blocks)
    assert "2\n,150.00" in raw_page_text(path, 1)

    document = ingest(path)

    assert document.text.split("\n") == ["目标价2,150.00元", "Revenue grew strongly in 2022 (up 5%)."]


def test_circled_numbers_stay_list_markers_while_other_characters_take_their_nfkc_form(tmp_path: Path) -> None:
    """NFKC would turn `①` into a digit glued to its item (`1行业竞争加剧`): the ingest keeps it."""
    path = make_pdf(tmp_path / "circled.pdf", text_filler("风险提示：\n①行业竞争加剧；\n②原材料价格上涨。"))

    document = ingest(path)

    assert "①行业竞争加剧" in document.text and "②原材料价格上涨" in document.text
    assert "风险提示:" in document.text and "1行业" not in document.text


def test_offsets_map_back_to_the_raw_page_text(tmp_path: Path) -> None:
    path = make_pdf(tmp_path / "two.pdf", text_filler(COVER_PAGE), text_filler(RISK_PAGE))
    raw_pages = [raw_page_text(path, 1), raw_page_text(path, 2)]

    document = ingest(path)

    assert len(document.raw_offsets) == len(document.text)
    assert document.page_text(2) == "风险提示硅片扩产不及预期;市场竞争加剧。"
    for needle in ("买入(维持)", "608.28亿元", "目标价:85.00元", "市场竞争加剧"):
        start = document.text.index(needle)
        assert_maps_back(document, raw_pages, start, start + len(needle))
    separator = document.pages[0].end
    assert document.text[separator] == PAGE_SEPARATOR
    assert document.raw_offsets[separator] == len(raw_pages[0])
    start = document.text.index("市场竞争加剧")
    assert document.locate(start, start + 6) == (
        2,
        start - document.pages[1].start,
        start - document.pages[1].start + 6,
    )
    # page-relative raw offsets: page 2 starts again near 0
    assert document.raw_offsets[document.pages[1].start] == raw_pages[1].index("风")


# --- normalisation -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "ocr", "expected"),
    [
        ("608.\n28亿元", False, "608.28亿元"),
        ("retendered in 2028.\n3. Wage inflation", False, "retendered in 2028.\n3. Wage inflation"),  # a list item
        ("目标价2\n,150.00元", False, "目标价2,150.00元"),
        ("买 入", False, "买入"),
        ("目标价 85.00 元", False, "目标价85.00元"),
        ("HJT 切割 PE 30", False, "HJT 切割 PE 30"),
        ("2021 2022  2023", False, "2021 2022 2023"),
        ("  a\t\tb  \n\n\n c \r\n", False, "a b\nc"),
        ("增持\n（维持）", False, "增持\n(维持)"),
        ("1 6 . 9 %", True, "16.9%"),
        ("2，15 0.0 0元", True, "2,150.00元"),
        ("投资评级 ： 买 入 ( 维持 )", True, "投资评级:买入(维持)"),
        ("维持“买入“评级", True, "维持“买入”评级"),  # OCR's mismatched quotes around CJK text
        ('维持"买入"评级', True, "维持“买入”评级"),
        ('He said "hold" twice', True, 'He said "hold" twice'),  # English quotes stay
        ("目标价85·00元", True, "目标价85.00元"),  # a middle dot between digits is a decimal point
        ("目标价85·00元", False, "目标价85·00元"),  # ... only on OCR pages
        ("营收1, 234.5 6亿元", True, "营收1,234.56亿元"),
        ("嘉澜证券公司点评丨启辰智装", True, "嘉澜证券公司点评|启辰智装"),  # RapidOCR's reading of a `|` rule
        ("嘉澜证券公司点评丨启辰智装", False, "嘉澜证券公司点评丨启辰智装"),
        ("« A slower recovery\n¢ Wage inflation", True, "• A slower recovery\n• Wage inflation"),  # OCR's bullets
        ("« A slower recovery", False, "« A slower recovery"),  # ... only on OCR pages
        ("Prices fell 5 ¢ a share", True, "Prices fell 5 ¢ a share"),  # a cent sign inside a line stays
        ("| Key risks\nA | B", True, "  Key risks\nA | B"),  # the bar drawn beside a heading, no text
    ],
)
def test_normalize_text(raw: str, ocr: bool, expected: str) -> None:
    text, offsets = normalize_text(raw, ocr=ocr)
    assert text == expected
    assert len(offsets) == len(text)


def test_lines_inside_a_paragraph_join_by_script() -> None:
    raw = "公司\n业绩\n2022.4.29\n2.《光伏》\nrisk-\nadjusted\nreturn\n"
    text, _ = normalize_text(raw, paragraph_breaks={len(raw) - 1})
    assert text == "公司业绩2022.4.29 2.《光伏》risk-adjusted return"


def test_a_paragraph_end_before_a_numbered_line_is_no_number_split() -> None:
    raw = "2. Loss of the licence when it is retendered in 2028.\n3. Wage inflation above 4%.\n"
    text, _ = normalize_text(raw, paragraph_breaks={raw.index("\n"), len(raw) - 1})
    assert text == "2. Loss of the licence when it is retendered in 2028.\n3. Wage inflation above 4%."


def test_a_wrap_inside_a_figure_still_joins_before_a_digit_and_a_stop() -> None:
    raw = "The operating margin guided is 15.\n5. Orders grew.\n"
    text, _ = normalize_text(raw, paragraph_breaks={len(raw) - 1})
    assert text == "The operating margin guided is 15.5. Orders grew."


@given(st.text(alphabet="买入目标价 \n\t.,，：（）0123456789abAB％ｆｉ㈱\u3000", max_size=60), st.booleans())
def test_offsets_are_exact_for_any_text(raw: str, ocr: bool) -> None:
    text, offsets = normalize_text(raw, ocr=ocr)
    assert len(offsets) == len(text)
    assert offsets == sorted(offsets)
    for char, offset in zip(text, offsets, strict=True):
        source = raw[offset]
        assert char in unicodedata.normalize("NFKC", source) or (char in " \n" and source.isspace())
    assert "\n\n" not in text and "  " not in text and text == text.strip()


# --- the OCR decision ----------------------------------------------------------------------------


def test_header_and_footer_stamps_do_not_count_as_text(tmp_path: Path) -> None:
    def stamps_only(page: pymupdf.Page) -> None:
        page.insert_font(fontname="cjk1", fontbuffer=cjk_font_buffer())
        page.insert_text(
            (42, 30), "证券研究报告 | 公司点评 | 请务必阅读正文之后的免责声明部分", fontname="cjk1", fontsize=9
        )
        page.insert_text((42, 825), "本报告仅供本公司客户使用，未经许可不得转载 - 第1页 -", fontname="cjk1", fontsize=9)

    path = make_pdf(tmp_path / "stamps.pdf", stamps_only, text_filler(COVER_PAGE), lambda page: None)
    with pymupdf.open(path) as pdf:
        reasons = [ocr_reason(text_boxes(page), page.rect) for page in pdf]

    assert reasons == ["too_little_text", None, "no_text_layer"]


def test_a_font_without_tounicode_is_a_garbled_text_layer(sample_labels: dict[str, dict]) -> None:
    assert "garbled_hk.pdf" in sample_labels
    reasons = {}
    for name in ("garbled_hk.pdf", "hk_initiate.pdf"):
        with pymupdf.open(SAMPLES / name) as pdf:
            reasons[name] = [ocr_reason(text_boxes(page), page.rect) for page in pdf]

    assert reasons == {"garbled_hk.pdf": ["garbled_text_layer", None, None], "hk_initiate.pdf": [None, None, None]}


@pytest.mark.parametrize(
    ("text", "garbled"),
    [
        ("投资评级：买入（维持）目标价格：85.00元", False),
        (
            "\uf06c 事件：公司拟与壶关县人民政府签署的《壶关年产12000万千米金刚线项目投资协议书》",
            False,
        ),  # a bullet glyph
        ("投资评级\ufffd\ufffd\ufffd\ufffd\ufffd\ufffd目标价", True),  # U+FFFD for unmapped glyphs
        ("ᬓ䗂䑂㜥葙ۮৣ葇㝲\u1b7f葈⽬₅ݵ\x19\x16\x0f\x11\x11ু", True),  # glyph ids read as code points
        ("\ue000\ue001\ue002\ue003\ue004\ue005 85.00", True),  # private use
        ("We maintain our Overweight rating; price target US$120.00 (+24.5%).", False),
    ],
)
def test_is_garbled(text: str, garbled: bool) -> None:
    assert is_garbled(text) is garbled


# --- reading order -------------------------------------------------------------------------------


SIDEBAR_WORDS = ("投资评级:买入(维持)", "目标价格:85.00元", "当前股价:62.30元", "分析师", "周屹川")


def test_cover_sidebar_stays_one_block_apart_from_the_body() -> None:
    document = ingest(SAMPLES / "zh_buy.pdf")
    cover = document.page_text(1)

    positions = sorted(cover.index(word) for word in SIDEBAR_WORDS)
    sidebar = cover[positions[0] : positions[-1]]
    for body in ("事件:公司发布2024年年度报告", "维持“买入”评级。", "风险提示:原材料价格波动风险"):
        assert body in cover and body not in sidebar
    body_start = cover.index("投资要点")
    body_end = cover.index("风险提示:原材料价格波动风险;下游需求不及预期;行业竞争加剧。")
    assert not any(body_start < cover.index(word) < body_end for word in SIDEBAR_WORDS)


def test_ocr_lines_of_two_columns_read_column_by_column_and_tables_row_by_row() -> None:
    body = [(42, 100 + 16 * n, 388, 112 + 16 * n, f"body{n}") for n in range(20)]
    sidebar = [(406, 92 + 19 * n, 553, 103 + 19 * n, f"side{n}") for n in range(18)]
    lines = sorted(body + sidebar, key=lambda box: box[1])  # as an OCR engine returns them
    order = [lines[i][4] for i in reading_order(lines, 595, 842, keep_order=False)]
    assert order == [box[4] for box in body] + [box[4] for box in sidebar]

    table = []
    for row in range(20):
        table += [
            (42, 100 + 16 * row, 150, 112 + 16 * row, f"label{row}"),
            (300, 101 + 16 * row, 380, 113 + 16 * row, f"value{row}"),
        ]
    order = [table[i][4] for i in reading_order(table, 595, 842, keep_order=False)]
    assert order == [box[4] for box in table]


def test_real_report_sidebar_is_not_interleaved_with_the_body() -> None:
    path = REAL_REPORTS / "pdf" / "report_001.pdf"
    if not path.exists():
        pytest.skip("real reports are not available on this machine")
    cover = ingest(path).page_text(1)
    sidebar = [cover.index(word) for word in ("增持(维持)", "当前价格(元):82.42", "证券分析师", "研究助理", "相关研究")]
    body = [
        cover.index(word) for word in ("投资要点", "事件:公司拟与壶关县", "维持“增持”评级", "风险提示:硅片扩产不及预期")
    ]
    assert max(sidebar) < min(body)


# --- .txt input ----------------------------------------------------------------------------------


def test_text_file_keeps_its_lines(tmp_path: Path) -> None:
    path = tmp_path / "report.txt"
    path.write_bytes("\ufeff维持“增持”评级\n风险提示：\n市场竞争加剧；营收608.\n28亿元\n".encode())

    document = ingest(path)

    assert [p.source for p in document.pages] == ["text"]
    assert document.text == "维持“增持”评级\n风险提示:\n市场竞争加剧;营收608.28亿元"


def test_undecodable_text_file_is_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "gbk.txt"
    path.write_bytes("买入评级".encode("gbk"))
    with pytest.raises(BadInputError, match=r"gbk\.txt"):
        ingest(path)


# --- broken inputs -------------------------------------------------------------------------------


def test_zero_bytes_is_empty_input(tmp_path: Path) -> None:
    path = tmp_path / "empty.pdf"
    path.write_bytes(b"")
    with pytest.raises(EmptyInputError, match=r"empty\.pdf"):
        ingest(path)


def test_html_is_not_a_pdf(tmp_path: Path) -> None:
    path = tmp_path / "report.pdf"
    path.write_bytes(b"<html><body>404 Not Found</body></html>")
    with pytest.raises(NotAPdfError, match=r"report\.pdf"):
        ingest(path)


def test_truncated_pdf_is_corrupt(tmp_path: Path) -> None:
    whole = make_pdf(tmp_path / "whole.pdf", text_filler(COVER_PAGE)).read_bytes()
    path = tmp_path / "half.pdf"
    path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(CorruptPdfError, match=r"half\.pdf"):
        ingest(path)


def test_unreadable_pdf_body_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "garbage.pdf"
    path.write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 100 + b"\n%%EOF\n")
    with pytest.raises(CorruptPdfError, match=r"garbage\.pdf"):
        ingest(path)


def test_password_protected_pdf_is_encrypted(tmp_path: Path) -> None:
    path = tmp_path / "locked.pdf"
    with pymupdf.open() as pdf:
        text_filler(COVER_PAGE)(pdf.new_page())
        pdf.subset_fonts()
        pdf.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="x", owner_pw="y")
    with pytest.raises(EncryptedPdfError, match=r"locked\.pdf"):
        ingest(path)


# --- OCR -----------------------------------------------------------------------------------------


@pytest.mark.slow  # starts a worker process
def test_blank_page_goes_to_ocr_and_yields_nothing(tmp_path: Path) -> None:
    path = make_pdf(tmp_path / "blank.pdf", text_filler(RISK_PAGE), lambda page: None)

    document = ingest(path, options=OcrOptions(engine="tesseract", dpi=100, workers=1))

    assert [(p.source, p.ocr_reason, p.engine, p.ocr_failure) for p in document.pages] == [
        ("text", None, None, None),
        ("ocr", "no_text_layer", "tesseract", None),
    ]
    assert document.page_text(2) == ""
    assert document.text.endswith(PAGE_SEPARATOR)


def test_missing_ocr_language_is_an_ocr_error(tmp_path: Path) -> None:
    path = make_pdf(tmp_path / "blank.pdf", lambda page: None)
    with pytest.raises(OcrError, match="nosuchlang"):
        ingest(path, options=OcrOptions(engine="tesseract", language="chi_sim+nosuchlang"))


@pytest.mark.slow
def test_scanned_page_is_read_by_ocr(tmp_path: Path) -> None:
    def scan_with_page_number(page: pymupdf.Page) -> None:
        scanned_filler("投资评级：买入（维持）\n目标价：85.00元")(page)
        page.insert_text((500, 800), "- 1 -")  # a footer stamp in the margin does not count as text

    path = make_pdf(tmp_path / "scan.pdf", scan_with_page_number)

    document = ingest(path)

    page = document.pages[0]
    assert (page.source, page.ocr_reason, page.engine) == ("ocr", "too_little_text", "rapidocr")
    assert page.mean_confidence is not None and page.mean_confidence > 50
    assert page.seconds > 0
    assert "投资评级:买入(维持)" in document.text
    assert "85.00元" in document.text
    assert len(document.raw_offsets) == len(document.text)


# --- a real report -------------------------------------------------------------------------------


def test_real_report_labels_occur_verbatim() -> None:
    path = REAL_REPORTS / "pdf" / "report_001.pdf"
    labels_path = REAL_REPORTS / "labels.jsonl"
    if not path.exists() or not labels_path.exists():
        pytest.skip("real reports are not available on this machine")
    labels = next(
        label
        for label in map(json.loads, labels_path.read_text(encoding="utf-8").splitlines())
        if label["id"] == "report_001"
    )

    document = ingest(path)

    assert len(document.pages) == 4
    assert all(p.source == "text" for p in document.pages)
    for expected in [labels["rating"], *labels["risks"]]:
        assert expected in document.text, expected


def test_a_pdf_list_heading_and_note_mark_keep_their_structure(tmp_path: Path) -> None:
    """A bold heading line, list items whose lines wrap under a hanging indent, and a superscript
    note mark after a price, set by MuPDF's own HTML layout: each item one paragraph, wraps
    joined with a space, the heading its own line, the note mark apart from the price."""
    html = (
        "<p>Our view is constructive on the company and its growth in the coming years.</p>"
        "<p><b>Risks to Downside</b></p>"
        "<ul><li>Inventory correction occurs in 2026 and lasts longer than the market expects it to, hurting margins.</li>"
        "<li>Demand for leading edge technologies weakens.</li></ul>"
        "<p>Price target HKD700<sup>4</sup> based on 20x PE.</p>"
    )
    path = tmp_path / "structured.pdf"
    with pymupdf.open() as pdf:
        pdf.new_page().insert_htmlbox(pymupdf.Rect(72, 72, 300, 500), html)
        pdf.save(path)
    lines = ingest(path).text.split("\n")
    assert lines[1:] == [
        "Risks to Downside",
        "• Inventory correction occurs in 2026 and lasts longer than the market expects it to, hurting margins.",
        "• Demand for leading edge technologies weakens.",
        "Price target HKD700 based on 20x PE.",
    ]


def test_a_template_heading_written_after_its_list_and_bullets_drawn_as_shapes_read_in_place(tmp_path: Path) -> None:
    """A box whose headings are written after its content (a template layer drawn last) and whose
    bullets are drawn as small filled squares, not glyphs: each heading is read before the list it
    sits over, a heading over a heading follows it up, and each bulleted line is its own item."""
    path = tmp_path / "risk_box.pdf"
    items = (
        (132, "Faster-than-expected divestiture of the consumer business"),
        (144, "Stronger-than-expected notebook demand"),
        (192, "Slower-than-expected divestiture of the consumer business"),
        (204, "Weaker-than-expected notebook demand"),
    )
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_text((72, 72), "Our view is constructive on the company and its growth prospects.", fontsize=9)
        for y, item in items:
            page.draw_rect(pymupdf.Rect(72, y - 4, 73.8, y - 2.2), color=None, fill=(0, 0, 0))
            page.insert_text((79, y), item, fontsize=7.4)
        page.insert_text((72, 105), "RISKS TO PT/RATING", fontsize=9.2)
        page.insert_text((72, 119), "RISKS TO UPSIDE", fontsize=7.4, fontname="hebo")
        page.insert_text((72, 179), "RISKS TO DOWNSIDE", fontsize=7.4, fontname="hebo")
        pdf.save(path)
    assert ingest(path).text.strip().split("\n") == [
        "Our view is constructive on the company and its growth prospects.",
        "RISKS TO PT/RATING",
        "RISKS TO UPSIDE",
        f"• {items[0][1]}",
        f"• {items[1][1]}",
        "RISKS TO DOWNSIDE",
        f"• {items[2][1]}",
        f"• {items[3][1]}",
    ]


def test_a_heading_already_before_its_content_and_marks_that_are_no_bullets_change_nothing(tmp_path: Path) -> None:
    """A heading written in stream order stays where it is; a square larger than a bullet, a white
    one (a table cell's piece) and small marks sharing a row (a chart legend) add no bullet."""
    path = tmp_path / "in_order.pdf"
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_text((72, 72), "KEY RISKS", fontsize=9, fontname="hebo")
        page.insert_text((72, 86), "Demand for leading edge technologies weakens in the coming year.", fontsize=9)
        page.draw_rect(pymupdf.Rect(72, 120, 80, 128), color=None, fill=(0.2, 0.4, 0.8))
        page.insert_text((84, 128), "Revenue growth by segment", fontsize=9)
        page.draw_rect(pymupdf.Rect(72, 156, 74, 158), color=None, fill=(1, 1, 1))
        page.insert_text((78, 160), "Cash and cash equivalents", fontsize=9)
        for x, label in ((72, "Capex in billions"), (200, "Capital intensity")):
            page.draw_rect(pymupdf.Rect(x, 186, x + 2, 188), color=None, fill=(0.2, 0.4, 0.8))
            page.insert_text((x + 6, 190), label, fontsize=9)
        pdf.save(path)
    text = ingest(path).text
    assert "•" not in text
    assert text.strip().split("\n")[:3] == [
        "KEY RISKS",
        "Demand for leading edge technologies weakens in the coming year.",
        "Revenue growth by segment",
    ]


def test_two_decimal_value_cells_on_lines_side_by_side_stay_two_cells() -> None:
    """A table drawn as separate text cells gives `Bt172.00` and `0.8x` a line each: two cells, while a
    figure wrapped inside its digits still joins."""
    raw = "Alpha Bank AAAA TB Add\nBt172.00\n0.8x\nS$2.48\n12.5%\n"
    text, _ = normalize_text(raw, paragraph_breaks={len(raw) - 1})
    assert text == "Alpha Bank AAAA TB Add Bt172.00 0.8x S$2.48 12.5%"
    wrapped = "The margin was 12.\n5% in the year.\n"
    assert normalize_text(wrapped, paragraph_breaks={len(wrapped) - 1})[0] == "The margin was 12.5% in the year."
