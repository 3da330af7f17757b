"""The rendering engine of the sample corpus: one broker report, described as data, drawn on A4 pages.

make_samples.py reads the descriptions from specs/*.toml; this module knows the house layout (cover
masthead, sidebar with a key box, market data, analysts, a seeded price chart and related research,
running headers, footers) and draws the blocks of the body: headings, paragraphs that wrap, tables
with a header row. It also turns pages into scans (a JPEG per page), hides a page's text behind glyph
ids, and makes the broken files (not a PDF, truncated, encrypted). It imports only PyMuPDF and Pillow,
so the benches and tests can load it by path for its scan degradation.

Output is deterministic: fixed seeds, fixed metadata dates, no new /ID. The one exception is
encryption, because PyMuPDF picks its AES salt at random (see `encrypted_copy`).
"""

from __future__ import annotations

import io
import random
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

import pymupdf
from PIL import Image, ImageFilter

FONT = pymupdf.Font("cjk")
FONT_NAME = "cjk1"
PAGE = pymupdf.paper_rect("a4")
MARGIN_L, MARGIN_R = 42.0, PAGE.width - 42.0
MAIN_COLUMN = (MARGIN_L, 392.0)
SIDEBAR = (406.0, MARGIN_R)
TOP = 74.0
BOTTOM = 792.0
FOOTER_RULE_Y = 806.0
BLACK = (0.0, 0.0, 0.0)
GREY = (0.38, 0.38, 0.38)
NO_LINE_START = set("，。、；：？！）》」』”’％%,.;:!?)")
SCAN_DPI = 170

Role = Literal["body", "legend", "disclaimer", "furniture"]
ScanMode = Literal["none", "all", "after_first", "garbled_first"]  # garbled_first: page 1's font loses ToUnicode
Wrap = Literal["characters", "words"]
Color = tuple[float, float, float]


# ----------------------------------------------------------------------------- the description


@dataclass(frozen=True)
class Broker:
    name: str  # 澄川证券, printed in the masthead and running header
    full_name: str  # 澄川证券股份有限公司
    institute: str  # 澄川证券研究所, the PDF author
    color: Color
    legend: str  # which rating legend it prints (a key of corpus.toml [legends])


@dataclass(frozen=True)
class Heading:
    text: str
    role: Role = "body"


@dataclass(frozen=True)
class Para:
    text: str
    lead: str = ""  # printed bold in front of text
    size: float = 10.0
    role: Role = "body"
    keep: bool = False  # never split across pages
    gap: float = 7.0


@dataclass(frozen=True)
class Table:
    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    source: str
    widths: tuple[float, ...] | None = None  # fractions of the column width
    role: Role = "body"
    left_aligned: int = 1  # how many leading columns are text, not numbers


@dataclass(frozen=True)
class PageBreak:
    pass


Block = Heading | Para | Table | PageBreak


@dataclass(frozen=True)
class Sidebar:
    key_lines: tuple[str, ...]  # the coloured box: rating / target / price
    market_title: str
    market: tuple[tuple[str, str], ...]
    analysts_title: str
    analysts: tuple[str, ...]
    chart_title: str
    chart_names: tuple[str, str]
    related_title: str
    related: tuple[str, ...]
    risks_title: str = ""  # a risk box under the chart: its items wrap inside the narrow column
    risks: tuple[str, ...] = ()  # each item with its marker


@dataclass(frozen=True)
class Report:
    file: str
    broker: Broker
    kind: str  # 公司点评, in the running header
    kind_line: str  # 证券研究报告 | 公司点评, in the masthead
    stock: str  # 恒川新材（688901.SH）
    date: str  # 2025年03月14日
    title: str
    sidebar: Sidebar
    blocks: tuple[Block, ...]  # the body after the title; PageBreak starts a page
    footer_notice: str  # left of the page number on every page
    metadata: dict[str, str]  # the PDF Info dictionary, dates fixed
    seed: int  # the chart's walk and the scan noise
    wrap: Wrap = "characters"  # "words": break lines at spaces
    scan: ScanMode = "none"
    repeat_notice: str | None = None  # printed at the foot of every page


# ----------------------------------------------------------------------------- text measurement


@cache
def char_width(ch: str) -> float:
    """Advance of one character at font size 1."""
    return FONT.text_length(ch, 1.0)


def text_width(text: str, size: float) -> float:
    return sum(char_width(ch) for ch in text) * size


def take_line(text: str, width: float, size: float, english: bool) -> int:
    """How many leading characters of `text` fill one line of `width` points."""
    used = 0.0
    for i, ch in enumerate(text):
        used += char_width(ch) * size
        if used <= width or i == 0:
            continue
        if english:
            space = text.rfind(" ", 0, i + 1)
            if space > 0:
                return space + 1  # the space stays at the line end, so joined lines keep it
        if ch in NO_LINE_START:  # hang closing punctuation rather than start a line with it
            return i + 1
        return i
    return len(text)


def is_number_char(ch: str) -> bool:
    return ch.isdigit() or ch in ".,"


# ----------------------------------------------------------------------------- layout


def tint(color: Color, amount: float) -> Color:
    return tuple(c + (1.0 - c) * amount for c in color)  # type: ignore[return-value]


@dataclass
class Record:
    page: int  # 0-based
    role: Role
    text: str
    paragraph: bool = False  # a whole body paragraph, not a sidebar line or table cell


@dataclass
class Layout:
    """Lays a Report out on A4 pages and records every string it inserts."""

    report: Report
    doc: pymupdf.Document = field(default_factory=pymupdf.open)
    records: list[Record] = field(default_factory=list)
    number_breaks: list[tuple[int, str, str]] = field(default_factory=list)  # (page, line end, next start)
    left: float = MARGIN_L
    right: float = MARGIN_R
    y: float = TOP

    def __post_init__(self) -> None:
        self.english = self.report.wrap == "words"
        self.bottom = BOTTOM - (30.0 if self.report.repeat_notice else 0.0)
        self.page = self._add_page()
        self._cover_masthead()
        self._sidebar()
        self.left, self.right = MAIN_COLUMN
        self.y = 96.0
        self._title()

    # -- primitives

    def _add_page(self) -> pymupdf.Page:
        page = self.doc.new_page(width=PAGE.width, height=PAGE.height)
        page.insert_font(fontname=FONT_NAME, fontbuffer=FONT.buffer)
        return page

    def put(
        self,
        x: float,
        baseline: float,
        text: str,
        size: float,
        role: Role,
        color: Color = BLACK,
        bold: bool = False,
        record: bool = True,
    ) -> None:
        self.page.insert_text(
            (x, baseline),
            text,
            fontname=FONT_NAME,
            fontsize=size,
            color=color,
            fill=color,
            render_mode=2 if bold else 0,
            border_width=0.035,
        )
        if record:
            self.records.append(Record(self.page.number, role, text))

    def put_right(
        self,
        right: float,
        baseline: float,
        text: str,
        size: float,
        role: Role,
        color: Color = BLACK,
        bold: bool = False,
    ) -> None:
        self.put(right - text_width(text, size), baseline, text, size, role, color, bold)

    def rule(self, y: float, left: float, right: float, color: Color, width: float = 0.8) -> None:
        self.page.draw_line((left, y), (right, y), color=color, width=width)

    # -- page furniture

    def _cover_masthead(self) -> None:
        r, color = self.report, self.report.broker.color
        self.page.draw_rect(pymupdf.Rect(0, 0, PAGE.width, 8), color=None, fill=color)
        self.page.draw_rect(pymupdf.Rect(MARGIN_L, 26, MARGIN_L + 20, 46), color=None, fill=color)
        self.put(MARGIN_L + 27, 43, r.broker.name, 17, "furniture", color, bold=True)
        self.put_right(MARGIN_R, 32, r.kind_line, 9.5, "furniture", GREY)
        self.put_right(MARGIN_R, 47, r.stock, 9.5, "furniture", GREY)
        self.put_right(MARGIN_R, 62, r.date, 9.5, "furniture", GREY)
        self.rule(72, MARGIN_L, MARGIN_R, color, 1.2)

    def _running_header(self) -> None:
        r, color = self.report, self.report.broker.color
        self.put(MARGIN_L, 42, r.broker.name, 10, "furniture", color, bold=True)
        self.put_right(MARGIN_R, 42, f"{r.kind} | {r.stock}", 9, "furniture", GREY)
        self.rule(52, MARGIN_L, MARGIN_R, color, 0.8)

    def new_page(self) -> None:
        self.page = self._add_page()
        self._running_header()
        self.left, self.right, self.y = MARGIN_L, MARGIN_R, TOP

    def ensure(self, height: float) -> None:
        if self.y + height > self.bottom:
            self.new_page()

    def _title(self) -> None:
        r, size = self.report, 15.5
        pos = 0
        while pos < len(r.title):
            n = take_line(r.title[pos:], self.right - self.left, size, self.english)
            self.put(self.left, self.y + size, r.title[pos : pos + n], size, "body", r.broker.color, bold=True)
            pos += n
            self.y += size * 1.45
        self.y += 8

    def _sidebar(self) -> None:
        s, color = self.report.sidebar, self.report.broker.color
        left, right = SIDEBAR
        y = 90.0
        box_h = 10 + 17 * len(s.key_lines)
        self.page.draw_rect(pymupdf.Rect(left, y, right, y + box_h), color=None, fill=tint(color, 0.88))
        self.page.draw_rect(pymupdf.Rect(left, y, left + 3, y + box_h), color=None, fill=color)
        for i, line in enumerate(s.key_lines):
            size = 11.0 if i == 0 else 9.5
            self.put(left + 9, y + 19 + 17 * i, line, size, "body", color if i == 0 else BLACK, bold=i == 0)
        y += box_h + 18
        y = self._sidebar_heading(s.market_title, y)
        for key, value in s.market:
            self.put(left, y, key, 8.5, "body")
            self.put_right(right, y, value, 8.5, "body")
            y += 13
        y = self._sidebar_heading(s.analysts_title, y + 6)
        for line in s.analysts:
            self.put(left, y, line, 8.5, "body")
            y += 13
        y = self._sidebar_heading(s.chart_title, y + 6)
        y = self._chart(left, y - 4, right, 70)
        if s.risks:
            y = self._sidebar_heading(s.risks_title, y + 10)
            y = self._sidebar_items(s.risks, y)
        if s.related:
            y = self._sidebar_heading(s.related_title, y + 10)
        y = self._sidebar_items(s.related, y)
        if y > self.bottom:
            raise ValueError(f"{self.report.file}: sidebar runs to y={y:.0f}, past the page bottom")

    def _sidebar_items(self, items: tuple[str, ...], y: float) -> float:
        """Items wrapped at the sidebar's width, a line each, a small gap between items."""
        left, right = SIDEBAR
        for item in items:
            pos = 0
            while pos < len(item):
                n = take_line(item[pos:], right - left, 8.5, self.english)
                self.put(left, y, item[pos : pos + n], 8.5, "body")
                pos += n
                y += 12.5
            y += 3
        return y

    def _sidebar_heading(self, text: str, y: float) -> float:
        left, right = SIDEBAR
        color = self.report.broker.color
        self.put(left, y, text, 9.5, "furniture", color, bold=True)
        self.rule(y + 4, left, right, color, 0.6)
        return y + 17

    def _chart(self, left: float, top: float, right: float, height: float) -> float:
        rng = random.Random(self.report.seed)
        names, color = self.report.sidebar.chart_names, self.report.broker.color
        self.page.draw_rect(pymupdf.Rect(left, top, right, top + height), color=(0.8, 0.8, 0.8), width=0.4)
        for series, line_color in ((0, color), (1, (0.6, 0.6, 0.6))):
            level, points = 0.0, []
            for step in range(48):
                level += rng.gauss(0.004 if series == 0 else 0.001, 0.03 if series == 0 else 0.015)
                x = left + 3 + (right - left - 6) * step / 47
                points.append(pymupdf.Point(x, top + height / 2 - max(-0.45, min(0.45, level)) * height))
            self.page.draw_polyline(points, color=line_color, width=0.8)
        bottom = top + height + 11
        self.page.draw_line((left, bottom - 3), (left + 12, bottom - 3), color=color, width=1.2)
        self.put(left + 15, bottom, names[0], 7.5, "furniture", GREY)
        mid = (left + right) / 2 + 8
        self.page.draw_line((mid, bottom - 3), (mid + 12, bottom - 3), color=(0.6, 0.6, 0.6), width=1.2)
        self.put(mid + 15, bottom, names[1], 7.5, "furniture", GREY)
        return bottom + 4

    # -- blocks

    def heading(self, block: Heading) -> None:
        self.ensure(40)
        color = self.report.broker.color
        self.page.draw_rect(pymupdf.Rect(self.left, self.y + 3, self.left + 3, self.y + 15), color=None, fill=color)
        self.put(self.left + 8, self.y + 13.5, block.text, 11.5, block.role, color, bold=True)
        self.y += 23

    def paragraph(self, para: Para) -> None:
        full, size = para.lead + para.text, para.size
        leading = size * 1.62
        if para.keep:
            self.ensure(self._lines_needed(full, size) * leading)
        pos = 0
        while pos < len(full):
            if self.y + leading > self.bottom:
                self.new_page()
            n = take_line(full[pos:], self.right - self.left, size, self.english)
            self._draw_line(full, pos, pos + n, len(para.lead), size, para.role)
            end = pos + n
            if 0 < end < len(full) and is_number_char(full[end - 1]) and full[end].isdigit():
                self.number_breaks.append((self.page.number, full[max(0, end - 4) : end], full[end : end + 4]))
            pos = end
            self.y += leading
        self.y += para.gap
        self.records.append(Record(self.page.number, para.role, full, paragraph=True))

    def _lines_needed(self, text: str, size: float) -> int:
        lines, pos = 0, 0
        while pos < len(text):
            pos += take_line(text[pos:], self.right - self.left, size, self.english)
            lines += 1
        return lines

    def _draw_line(self, full: str, start: int, end: int, lead_end: int, size: float, role: Role) -> None:
        baseline = self.y + size
        color = GREY if role == "disclaimer" else BLACK
        x = self.left
        bold_end = min(end, max(start, lead_end))
        if bold_end > start:
            bold = full[start:bold_end]
            self.put(x, baseline, bold, size, role, BLACK, bold=True, record=False)
            x += text_width(bold, size)
        if end > bold_end:
            self.put(x, baseline, full[bold_end:end], size, role, color, record=False)

    def table(self, table: Table) -> None:
        size, row_h = 8.6, 15.0
        color = self.report.broker.color
        self.ensure(row_h * (len(table.rows) + 1) + 44)
        width = self.right - self.left
        fractions = table.widths or (0.4, *([0.6 / (len(table.header) - 1)] * (len(table.header) - 1)))
        edges = [self.left]
        for fraction in fractions:
            edges.append(edges[-1] + fraction * width)
        if table.caption:
            self.put(self.left, self.y + 10, table.caption, 9.5, table.role, color, bold=True)
            self.y += 16
        self.rule(self.y, self.left, self.right, color, 1.1)
        self.page.draw_rect(
            pymupdf.Rect(self.left, self.y, self.right, self.y + row_h), color=None, fill=tint(color, 0.88)
        )
        for row_index, row in enumerate((table.header, *table.rows)):
            baseline = self.y + row_h - 4.5
            for col, cell in enumerate(row):
                cell_width = text_width(cell, size)
                if cell_width > edges[col + 1] - edges[col] - 4:
                    raise ValueError(f"{self.report.file}: table cell {cell!r} is wider than its column")
                bold = row_index == 0
                if col < table.left_aligned:
                    self.put(edges[col] + 2, baseline, cell, size, table.role, BLACK, bold=bold)
                else:
                    self.put_right(edges[col + 1] - 2, baseline, cell, size, table.role, BLACK, bold=bold)
            self.y += row_h
        self.rule(self.y, self.left, self.right, color, 0.8)
        if table.source:
            self.put(self.left, self.y + 11, table.source, 8, table.role, GREY)
        self.y += 24 if table.source else 10

    def render(self) -> pymupdf.Document:
        for block in self.report.blocks:
            match block:
                case Heading():
                    self.heading(block)
                case Para():
                    self.paragraph(block)
                case Table():
                    self.table(block)
                case PageBreak():
                    self.new_page()
        self._footers()
        return self.doc

    def _footers(self) -> None:
        total = len(self.doc)
        for page in self.doc:
            self.page = page
            if self.report.repeat_notice:
                self._repeat_notice()
            self.rule(FOOTER_RULE_Y, MARGIN_L, MARGIN_R, self.report.broker.color, 0.6)
            self.put(MARGIN_L, FOOTER_RULE_Y + 14, self.report.footer_notice, 8.5, "furniture", GREY)
            self.put_right(MARGIN_R, FOOTER_RULE_Y + 14, f"{page.number + 1}/{total}", 8.5, "furniture", GREY)

    def _repeat_notice(self) -> None:
        text, size = self.report.repeat_notice or "", 7.5
        y, pos = BOTTOM - 22, 0
        while pos < len(text):
            n = take_line(text[pos:], MARGIN_R - MARGIN_L, size, self.english)
            self.put(MARGIN_L, y, text[pos : pos + n], size, "disclaimer", GREY, record=False)
            pos += n
            y += size * 1.5
        self.records.append(Record(self.page.number, "disclaimer", text))


# ----------------------------------------------------------------------------- scanning


def scanned_page_jpeg(page: pymupdf.Page, rng: random.Random) -> bytes:
    pix = page.get_pixmap(dpi=SCAN_DPI, colorspace=pymupdf.csGRAY)
    image = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    image = image.rotate(rng.uniform(-0.6, 0.6), resample=Image.Resampling.BICUBIC, fillcolor=255)
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.45, 0.7)))
    image = image.point(lambda v: int(v * 0.9 + 18))  # grey paper, ink not quite black
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=50, optimize=True)
    return buffer.getvalue()


def with_scanned_pages(source: pymupdf.Document, first_scanned: int, seed: int) -> pymupdf.Document:
    rng = random.Random(seed)
    out = pymupdf.open()
    if first_scanned > 0:
        out.insert_pdf(source, from_page=0, to_page=first_scanned - 1)
    for page in list(source)[first_scanned:]:
        new_page = out.new_page(width=page.rect.width, height=page.rect.height)
        new_page.insert_image(new_page.rect, stream=scanned_page_jpeg(page, rng))
    return out


def without_tounicode_on_first_page(data: bytes) -> bytes:
    """Page 1 gets its own copy of its fonts with no /ToUnicode: it renders the same, but its text
    layer comes out as glyph ids, like a CID font embedded without a ToUnicode map."""
    doc = pymupdf.open(stream=data, filetype="pdf")
    page = doc[0]
    resources_kind, resources = doc.xref_get_key(page.xref, "Resources")
    if resources_kind != "xref":
        raise ValueError("page 1 resources are not an indirect object")
    own_resources = doc.get_new_xref()
    doc.update_object(own_resources, doc.xref_object(int(resources.split()[0])))
    for xref, *_, name, _encoding, _ in page.get_fonts(full=True):
        copy = doc.get_new_xref()
        doc.update_object(copy, doc.xref_object(xref))
        doc.xref_set_key(copy, "ToUnicode", "null")
        doc.xref_set_key(own_resources, f"Font/{name}", f"{copy} 0 R")
    doc.xref_set_key(page.xref, "Resources", f"{own_resources} 0 R")
    return doc.tobytes(garbage=4, deflate=True, no_new_id=True)


# ----------------------------------------------------------------------------- whole files


@dataclass
class Rendering:
    layout: Layout  # what was inserted where: the records the self-checks read
    source: pymupdf.Document  # the text-layer pages, before any scanning
    data: bytes  # the finished file


def finished_bytes(doc: pymupdf.Document, metadata: dict[str, str]) -> bytes:
    doc.set_metadata(metadata)
    doc.subset_fonts()
    return doc.tobytes(garbage=4, deflate=True, no_new_id=True)


def render(report: Report) -> Rendering:
    layout = Layout(report)
    source = layout.render()
    if report.scan == "none":
        data = finished_bytes(source, report.metadata)
    elif report.scan == "garbled_first":
        data = without_tounicode_on_first_page(finished_bytes(source, report.metadata))
    else:
        first_scanned = 0 if report.scan == "all" else 1
        data = finished_bytes(with_scanned_pages(source, first_scanned, report.seed), report.metadata)
    return Rendering(layout, source, data)


def first_half(data: bytes) -> bytes:
    return data[: len(data) // 2]


def encrypted_copy(plain: bytes, user_password: str, owner_password: str, existing: bytes | None) -> bytes:
    """AES-256 copy of `plain`. PyMuPDF salts it at random, so `existing` is kept when it opens with
    `user_password` to the same pages: a rerun then writes the same bytes."""
    if existing is not None and decrypted_texts(existing, user_password) == page_texts(plain):
        return existing
    return pymupdf.open(stream=plain, filetype="pdf").tobytes(
        garbage=4,
        deflate=True,
        encryption=pymupdf.PDF_ENCRYPT_AES_256,
        owner_pw=owner_password,
        user_pw=user_password,
        permissions=pymupdf.PDF_PERM_PRINT,
    )


def page_texts(data: bytes) -> list[str]:
    return [page.get_text() for page in pymupdf.open(stream=data, filetype="pdf")]


def decrypted_texts(data: bytes, user_password: str) -> list[str] | None:
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except (pymupdf.FileDataError, RuntimeError):
        return None
    if not doc.needs_pass or not doc.authenticate(user_password):
        return None
    return [page.get_text() for page in doc]
