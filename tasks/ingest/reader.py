"""Stage 1: a report file in, a `Document` out.

Every PDF page is decided on its own (`ocr_reason`): it keeps its text layer unless it has none,
too little inside the page margins (header and footer stamps do not count), or a garbled one (a
CID font without a ToUnicode map gives U+FFFD, private-use or random-script characters). Pages
that need OCR go to the shared process pool of tasks/ingest/ocr.py; one that fails, times out or would
render past the pixel cap is recorded (`ocr_failure`) with empty text, and the report goes on.

Text boxes (PyMuPDF blocks, or OCR lines) are put in reading order by tasks/ingest/layout.py, so a
cover page's sidebar stays one block. Every page is normalised (NFKC, wrapped lines joined,
stray spaces removed; on OCR pages also mismatched quotes folded) while keeping, per normalised
character, its offset in the page's raw text: the page's boxes in reading order, each ending in
a newline (for a text page, its blocks exactly as `get_text("blocks")` gives them).
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
import logging
import re
import time
import unicodedata
from collections import Counter
from collections.abc import Collection, Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pymupdf

from schemas.errors import (
    BadInputError,
    CorruptPdfError,
    DigestError,
    EmptyInputError,
    EncryptedPdfError,
    NotAPdfError,
    OcrError,
)
from schemas.options import OcrOptions
from schemas.patterns import (
    AFTER_DIGIT_IN_NUMBER,
    BARE_BOLD_ITEM_NUMBER,
    BETWEEN_DIGITS_IN_NUMBER,
    BULLET_GLYPH_FONT,
    CALLS_HEADER_IDENTITY_COLUMN,
    CALLS_HEADER_RATING_COLUMN,
    CIRCLED_NUMBER,
    COVERAGE_LIST_COLUMN,
    DECIMAL_VALUE_CELL_LINE,
    HAN,
    LATIN_OR_ACCENTED_LETTER,
    LINE_LIST_START,
    NOT_HOUSE_RATINGS_CAPTION,
    NOT_THE_HOUSE_RATING_AFTER,
    NOT_THE_HOUSE_RATING_BEFORE,
    NOTE_MARK,
    NUMBERED_LINE_START,
    PARAGRAPH_END,
    PLAUSIBLE_TEXT_CHAR,
    TIGHT_RAW_CHAR,
    WRAP_COMPOUND_FIRST,
    WRAP_COMPOUND_SECOND,
)
from schemas.types import PAGE_SEPARATOR, Block, BlockRole, Document, PageInfo, PageSource, WordBox
from tasks.files.reading import read_regular
from tasks.ingest.blocks import (
    LineStyle,
    PageBlock,
    PageGeometry,
    headings_in_top_band,
    paragraph_blocks,
    sits_beside,
    text_page_blocks,
)
from tasks.ingest.cells import join_wrapped_cells
from tasks.ingest.guards import inline_image_megapixels, integrity_alerts
from tasks.ingest.layout import Box, BoxWord, find_gutter, order_around_gutter, reading_order
from tasks.ingest.ocr import (
    DEFAULT_DPI,
    RAPID_PRESETS,
    PageJob,
    PageOcr,
    plan_ocr,
    render_megapixels,
    shared_pool,
)
from tasks.ingest.title import title_from_boxes, title_from_text

log = logging.getLogger("digest.ingest")

PDF_MAGIC = b"%PDF-"
PDF_EOF_MARKER = b"%%EOF"
EOF_SEARCH_BYTES = 2048
TEXT_SUFFIXES = (".txt",)

MIN_TEXT_CHARS = 20  # fewer visible characters inside the margins: the page goes to OCR
MARGIN_SHARE = (0.05, 0.08)  # left/right, top/bottom bands of the page where stamps live
GARBLED_SHARE = 0.10  # this share of implausible characters makes a text layer garbled
MIN_GARBLED_CHARS = 5

_IS_HAN = HAN.fullmatch
# A raw character that glues to its neighbours without a space (judged before NFKC, so "，" counts).
_IS_TIGHT_RAW = TIGHT_RAW_CHAR.fullmatch
_DIGITS = frozenset("0123456789")
_LATIN_LETTER = LATIN_OR_ACCENTED_LETTER.fullmatch
_WHITESPACE_RUN = re.compile(r"\s+")
_NUMERIC_LINE = re.compile(r"[\d\s.,%+\-~/()]*").fullmatch
_PLAUSIBLE = PLAUSIBLE_TEXT_CHAR.fullmatch
# OCR reads a decimal point as a middle dot now and then.
_DOT_LOOKALIKES = frozenset("·・‧∙")
_QUOTES = frozenset('"“”〝〞″')
# The CJK stroke 丨 (U+4E28), which no report writes, is how RapidOCR reads a `|` rule.
_BAR_LOOKALIKES = frozenset("丨")
_BULLET_LOOKALIKES = frozenset("«¢©")  # what OCR reads a list bullet as, opening a line before a space
_MAX_QUOTED_CHARS = 30


# ---------------------------------------------------------------------------------------------
# Public API
# ---------------------------------------------------------------------------------------------


def sha256_file(path: Path) -> str:
    """Hex sha256 of the file bytes: the report's `doc_id`."""
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def normalize_text(
    raw: str, *, ocr: bool = False, paragraph_breaks: Collection[int] | None = None, keep_cjk_spaces: bool = False
) -> tuple[str, list[int]]:
    """Normalised `raw` and, per normalised character, its offset in `raw`.

    `paragraph_breaks` holds the offsets in `raw` of the newlines that end a paragraph (the last
    newline of a PDF block, or of an OCR line that does not wrap); every other line break inside
    the text is a wrap and is joined. With None, every line is a paragraph and only breaks inside
    a number (`608.\\n28`) are joined. `ocr` also removes the spaces OCR puts inside numbers and
    between CJK characters, reads a middle dot between digits as a decimal point, and folds
    mismatched quotes around CJK text (`“买入"` → `“买入”`). `keep_cjk_spaces` keeps spaces next
    to Han characters, for already-extracted text where a space may stand for removed punctuation
    (`机床业务减亏不及预期 复材业务…`).
    """
    text, offsets = _nfkc(raw)
    edits = _whitespace_edits(
        text, offsets, raw, ocr=ocr, paragraph_breaks=paragraph_breaks, keep_cjk_spaces=keep_cjk_spaces
    )
    text, offsets = _apply_edits(text, offsets, edits)
    if ocr:
        text = _fold_ocr_lookalikes(text)
    return text, offsets


def ingest(
    path: Path,
    *,
    options: OcrOptions = OcrOptions(),
    ocr_cache: Path | None = None,
    min_text_chars: int = MIN_TEXT_CHARS,
) -> Document:
    """Read one report (PDF or already-extracted .txt) into a normalised `Document`.

    Pages without a usable text layer are read by OCR as `options` say. `ocr_cache`: the folder
    of the page OCR cache (tasks/ingest/ocr_cache.py; used unless `options.cache_mb` is 0), None
    for none; a page read from it has `source` "cache". Raises a BadInputError for a file that is
    no readable report, and an OcrError when a page needs OCR and no engine can run."""
    return finish_ingest(start_ingest(Path(path), options, ocr_cache, min_text_chars))


@dataclass
class StartedReport:
    """A report read and planned, its OCR pages queued on the pool: what `finish_ingest` completes."""

    path: Path
    doc_id: str
    plans: list[_PagePlan]
    pages: list[_PageText] | None = None  # a text file, done already
    alerts: list[str] = field(default_factory=list)
    readings: dict[int, PageOcr] = field(default_factory=dict)  # 0-based page -> reading
    pending: dict[int, Future[PageOcr]] = field(default_factory=dict)


def start_ingest(
    path: Path, options: OcrOptions, ocr_cache: Path | None = None, min_text_chars: int = MIN_TEXT_CHARS
) -> StartedReport:
    """The first half of `ingest`: read and check the file, plan its pages, and queue those that
    need OCR on the shared pool without waiting for them."""
    data = _read_bytes(path)
    doc_id = hashlib.sha256(data).hexdigest()
    if path.suffix.lower() in TEXT_SUFFIXES:
        return StartedReport(path, doc_id, [], pages=[_text_file_page(path, data)])
    _check_pdf_bytes(path, data)
    cache = str(ocr_cache.resolve()) if ocr_cache is not None and options.cache_mb else ""
    try:
        with pymupdf.open(stream=data, filetype="pdf") as pdf:
            if pdf.needs_pass:
                raise EncryptedPdfError(f"{path}: the PDF is password-protected")
            if pdf.page_count == 0:
                raise CorruptPdfError(f"{path}: the PDF has no pages")
            plans = [_plan_page(page, min_text_chars) for page in pdf]
            readings, pending = _submit_ocr(path, pdf, plans, options, cache)
            alerts = integrity_alerts(pdf, data)
    except OcrError as error:
        raise OcrError(f"{path}: {error.message}") from error
    except DigestError:
        raise
    except Exception as error:  # any MuPDF failure means the file is damaged
        raise CorruptPdfError(f"{path}: PyMuPDF cannot read it ({error})") from error
    return StartedReport(path, doc_id, plans, alerts=alerts, readings=readings, pending=pending)


def finish_ingest(started: StartedReport) -> Document:
    """The second half of `ingest`: wait for the report's OCR pages and assemble the `Document`."""
    if started.pages is not None:
        document = _assemble(started.doc_id, started.path, started.pages)
        document.title = title_from_text(document.text)
        return document
    path, readings = started.path, dict(started.readings)
    try:
        for number, future in started.pending.items():
            readings[number] = future.result()
    except OcrError as error:
        raise OcrError(f"{path}: {error.message}") from error
    for number, reading in sorted(readings.items()):
        if reading.failure:
            log.warning("%s: page %d read no text (%s: %s)", path, number + 1, reading.failure, reading.detail)
        if reading.warning:
            log.warning("%s: page %d: %s", path, number + 1, reading.warning)
    pages = [
        _text_page(plan) if plan.reason is None else _ocr_page(plan, readings[number])
        for number, plan in enumerate(started.plans)
    ]
    document = _assemble(started.doc_id, path, pages)
    document.integrity_alerts = list(started.alerts)
    document.title = _first_page_title(started.plans, readings)
    return document


def _first_page_title(plans: list[_PagePlan], readings: dict[int, PageOcr]) -> str | None:
    if not plans:
        return None
    if plans[0].reason is None:
        return title_from_boxes(plans[0].boxes)
    reading = readings.get(0)
    return title_from_boxes([(*line.box, line.text) for line in reading.lines]) if reading else None


def ocr_reason(boxes: Sequence[Box], page_rect: pymupdf.Rect, *, min_text_chars: int = MIN_TEXT_CHARS) -> str | None:
    """Why a page with these text boxes needs OCR, or None when its text layer will do. Boxes
    may also be `get_text("blocks")` tuples; their image blocks do not count."""
    boxes = [box for box in boxes if len(box) < 7 or box[6] == 0]
    if not any(box[4].strip() for box in boxes):
        return "no_text_layer"
    inner = "".join("".join(box[4].split()) for box in boxes if _inside_margins(box, page_rect))
    if len(inner) < min_text_chars:
        return "too_little_text"
    if is_garbled(inner):
        return "garbled_text_layer"
    return None


def is_garbled(text: str) -> bool:
    """Replacement, private-use, control or random-script characters make up a large share."""
    visible = "".join(text.split())
    bad = sum(1 for char in visible if _PLAUSIBLE(char) is None)
    return bad >= MIN_GARBLED_CHARS and bad >= GARBLED_SHARE * len(visible)


# ---------------------------------------------------------------------------------------------
# Reading files
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _PageText:
    """One page, normalised, before its offsets in the whole document are known."""

    text: str
    offsets: list[int]  # per character of `text`: offset in the page's raw text
    raw_length: int
    source: PageSource
    ocr_reason: str | None = None
    engine: str | None = None
    mean_confidence: float | None = None
    seconds: float = 0.0
    ocr_failure: str | None = None
    blocks: tuple[PageBlock, ...] = ()  # offsets into `text`
    words: tuple[BoxWord, ...] = ()  # a text page's words, offsets into `text`


@dataclass(frozen=True)
class _PagePlan:
    """A page's text boxes in reading order, and why it needs OCR (None: it does not). `styles`:
    per box, its lines as the text layer sets them (empty for a page that goes to OCR)."""

    boxes: list[Box]
    reason: str | None
    seconds: float
    styles: list[tuple[LineStyle, ...]] = field(default_factory=list)
    geometry: PageGeometry | None = None  # a text page's rectangle and columns, for its blocks
    panels: tuple[Panel, ...] = ()  # the filled boxes drawn behind text (a sidebar's rating box)
    words: list[list[BoxWord]] = field(default_factory=list)  # per box, its words placed in its text


def _read_bytes(path: Path) -> bytes:
    try:
        data = read_regular(path)
    except OSError as error:
        raise BadInputError(f"{path}: cannot be read ({error.strerror or error})") from error
    if not data:
        raise EmptyInputError(f"{path}: the file is empty (0 bytes)")
    return data


def _text_file_page(path: Path, data: bytes) -> _PageText:
    started = time.perf_counter()
    try:
        raw = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BadInputError(
            f"{path}: not valid UTF-8 (byte {error.start}: {data[error.start : error.start + 4]!r})"
        ) from error
    text, offsets = normalize_text(raw, keep_cjk_spaces=True)
    blocks = tuple(paragraph_blocks(text))
    return _PageText(text, offsets, len(raw), "text", seconds=time.perf_counter() - started, blocks=blocks)


def _check_pdf_bytes(path: Path, data: bytes) -> None:
    if not data.startswith(PDF_MAGIC):
        raise NotAPdfError(f"{path}: does not start with %PDF- (starts with {data[:8]!r})")
    if PDF_EOF_MARKER not in data[-EOF_SEARCH_BYTES:]:
        raise CorruptPdfError(f"{path}: truncated, no %%EOF marker at the end of the file")


def _plan_page(page: pymupdf.Page, min_text_chars: int) -> _PagePlan:
    started = time.perf_counter()
    boxes, styles, words = _boxes_styles_words(page)
    reason = ocr_reason(boxes, page.rect, min_text_chars=min_text_chars)
    if reason is not None:
        return _PagePlan(boxes, reason, time.perf_counter() - started)
    gutter = find_gutter(boxes, page.rect.width, page.rect.height)
    order = headings_before_their_content(boxes, styles, order_around_gutter(boxes, gutter, keep_order=True))
    order = rail_headings_beside_their_content(boxes, styles, order)
    ordered_boxes, ordered_styles = [boxes[index] for index in order], [styles[index] for index in order]
    ordered_words = [words[index] for index in order]
    ordered_boxes, ordered_styles, ordered_words = join_wrapped_cells(ordered_boxes, ordered_styles, ordered_words)
    headings = frozenset(
        index for index, (box, lines) in enumerate(zip(ordered_boxes, ordered_styles)) if _is_heading_box(box[4], lines)
    )
    rect = (page.rect.x0, page.rect.y0, page.rect.x1, page.rect.y1)
    geometry = PageGeometry(rect, gutter, MARGIN_SHARE[1], headings)
    panels = filled_panels(page)
    return _PagePlan(
        ordered_boxes, reason, time.perf_counter() - started, ordered_styles, geometry, panels, ordered_words
    )


def text_boxes(page: pymupdf.Page) -> list[Box]:
    """The page's text blocks, box tight around the words (see `styled_text_boxes`)."""
    return styled_text_boxes(page)[0]


def styled_text_boxes(page: pymupdf.Page) -> tuple[list[Box], list[tuple[LineStyle, ...]]]:
    """The page's text blocks and, per block, how each of its lines is set.

    A block's text is its lines joined by newlines, as `get_text("blocks")` gives it, except that a
    bullet drawn from a symbol font (Wingdings' `n`) reads as `•`, and a superscript note mark
    right after a word or number (`HKD700⁴`) is left out. The box is tight around the words (a
    block's own box also covers leading spaces, which can reach across a column gutter)."""
    boxes, styles, _ = _boxes_styles_words(page)
    return boxes, styles


def _boxes_styles_words(page: pymupdf.Page) -> tuple[list[Box], list[tuple[LineStyle, ...]], list[list[BoxWord]]]:
    """`styled_text_boxes`, with each block's words placed in its text (a word the text leaves out, a
    dropped note mark, is not)."""
    textpage = page.get_textpage(flags=pymupdf.TEXTFLAGS_BLOCKS)
    bullets = drawn_bullets(page)
    words: dict[int, list[tuple]] = {}
    for word in textpage.extractWORDS():
        words.setdefault(word[5], []).append(word)
    boxes: list[Box] = []
    styles: list[tuple[LineStyle, ...]] = []
    placed: list[list[BoxWord]] = []
    number = -1
    for block in textpage.extractDICT()["blocks"]:
        number += 1
        if block["type"] != 0:
            continue
        text, lines = _block_text(block, bullets)
        x0, y0, x1, y1 = block["bbox"]
        inside = words.get(number)
        if inside:
            x0, y0 = min(w[0] for w in inside), min(w[1] for w in inside)
            x1, y1 = max(w[2] for w in inside), max(w[3] for w in inside)
        boxes.append((x0, y0, x1, y1, text))
        styles.append(lines)
        placed.append(_place_words(text, lines, inside or []))
    return boxes, styles, placed


def _place_words(text: str, lines: Sequence[LineStyle], words: Sequence[tuple]) -> list[BoxWord]:
    """Each word of a block found in its line's text, in order: (start, end, x0, y0, x1, y1)."""
    placed: list[BoxWord] = []
    cursor: dict[int, int] = {}
    for word in words:
        line = word[6]
        if line >= len(lines):
            continue
        line_start = lines[line].start
        line_end = text.find("\n", line_start)
        at = text.find(word[4], cursor.get(line, line_start), line_end if line_end >= 0 else len(text))
        if at < 0:
            continue
        cursor[line] = at + len(word[4])
        placed.append((at, at + len(word[4]), word[0], word[1], word[2], word[3]))
    return placed


MAX_BULLET_PT = 4.0  # a list bullet drawn as a shape is a dot or square at most this wide and high
MAX_BULLET_GAP_PT = 12.0  # how far left of its item's first word a drawn bullet sits


def drawn_bullets(page: pymupdf.Page) -> list[tuple[float, float, float, float]]:
    """The small filled dots and squares of a page's drawings that stand one to a row: list
    bullets drawn as shapes, not glyphs, so that the text layer alone reads their items as one
    run-on paragraph. A white shape is a table cell's piece, markers sharing a row a chart legend."""
    marks = []
    for drawing in page.get_cdrawings():
        x0, y0, x1, y1 = drawing["rect"]
        width, height, fill = x1 - x0, y1 - y0, drawing.get("fill")
        if fill is None or min(fill, default=1.0) >= WHITE_FILL or not 0.5 <= min(width, height):
            continue
        if max(width, height) <= MAX_BULLET_PT and max(width, height) <= BULLET_SQUARENESS * min(width, height):
            marks.append((x0, y0, x1, y1))
    return [mark for mark in marks if not any(other is not mark and _same_mark_row(mark, other) for other in marks)]


WHITE_FILL = 0.95  # every colour component at least this: white on white, no visible mark
Panel = tuple[float, float, float, float]
MIN_PANEL_PT = 40.0  # a box drawn behind text is at least this wide and high (a bullet, a rule, a bar are not)


def filled_panels(page: pymupdf.Page) -> tuple[Panel, ...]:
    """The filled boxes of a page's drawings that text sits on (a sidebar's shaded rating box): the
    lines inside one wrap at its inner edge, not at the widest of them."""
    panels = []
    for drawing in page.get_cdrawings():
        x0, y0, x1, y1 = drawing["rect"]
        fill = drawing.get("fill")
        if fill is None or min(fill, default=1.0) >= WHITE_FILL or min(x1 - x0, y1 - y0) < MIN_PANEL_PT:
            continue
        if x1 - x0 > MAX_PANEL_SHARE * page.rect.width:
            continue  # a page's or a band's background, no box
        panels.append((x0, y0, x1, y1))
    return tuple(panels)


MAX_PANEL_SHARE = 0.5  # a box wider than this share of the page is a background or a band


BULLET_SQUARENESS = 1.5  # a bullet's longer side is at most this many times its shorter


def _same_mark_row(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return abs((a[1] + a[3]) / 2 - (b[1] + b[3]) / 2) <= 1.0 and abs(a[0] - b[0]) > MAX_BULLET_PT


def _has_drawn_bullet(line_box: Sequence[float], bullets: Sequence[tuple[float, float, float, float]]) -> bool:
    """A drawn bullet sits just left of the line's first word, on the line's height."""
    x0, y0, _, y1 = line_box
    return any(0 <= x0 - bx1 <= MAX_BULLET_GAP_PT and y0 <= (by0 + by1) / 2 <= y1 for bx0, by0, bx1, by1 in bullets)


def _block_text(
    block: dict, bullets: Sequence[tuple[float, float, float, float]] = ()
) -> tuple[str, tuple[LineStyle, ...]]:
    parts: list[str] = []
    styles: list[LineStyle] = []
    at = 0
    previous: dict | None = None
    for line in block["lines"]:
        spans = line["spans"]
        if previous is not None and _raised_note_mark(previous, line):
            continue  # `…in rate cases¹` set as a line of its own: the note mark is no text of the line
        previous = line
        pieces: list[str] = []
        for index, span in enumerate(spans):
            piece = span["text"]
            if not "".join(pieces).strip() and piece.strip() and BULLET_GLYPH_FONT.search(span["font"]):
                piece = piece.replace(piece.strip(), "•", 1) if len(piece.strip()) == 1 else piece
            elif span["flags"] & pymupdf.TEXT_FONT_SUPERSCRIPT and index > 0 and NOTE_MARK.fullmatch(piece.strip()):
                before = "".join(pieces)
                if before and before[-1].isalnum():
                    continue
            pieces.append(piece)
        line_text = "".join(pieces)
        letters = sum(1 for char in line_text if char.isalpha())
        wordy = letters >= 3 and letters > sum(1 for char in line_text if char.isdigit())
        if (
            bullets
            and wordy
            and not LINE_LIST_START.match(line_text.lstrip())
            and _has_drawn_bullet(line["bbox"], bullets)
        ):
            line_text = "• " + line_text.lstrip()
        visible = [span for span in spans if span["text"].strip()]
        bold = bool(visible) and all(span["flags"] & pymupdf.TEXT_FONT_BOLD for span in visible)
        size = max((span["size"] for span in visible), default=0.0)
        colors = {span["color"] for span in visible}
        color = colors.pop() if len(colors) == 1 else None
        list_start = (
            bool(LINE_LIST_START.match(line_text.lstrip())) and len(line_text.strip()) > 2
        ) or _opens_with_bare_bold_number(visible)
        x0, y0, x1, y1 = line["bbox"]
        styles.append(LineStyle(at, x0, bold, round(size, 1), list_start, x1, wordy, color, y0, y1))
        parts.append(line_text)
        at += len(line_text) + 1
    return "\n".join(parts) + "\n", tuple(styles)


NOTE_MARK_SIZE_SHARE = 0.75  # a note mark is set this much smaller than the line it marks, at most
NOTE_MARK_GAP_PT = 4.0  # and this close after the line's end


def _raised_note_mark(line: dict, mark: dict) -> bool:
    """`mark` is a note mark the text layer set as a line of its own right after `line` (`…rate cases` / `1`): a
    figure or star in a smaller type, starting where the line ends and raised within its height."""
    text = "".join(span["text"] for span in mark["spans"]).strip()
    sizes = [span["size"] for span in line["spans"] if span["text"].strip()]
    mark_sizes = [span["size"] for span in mark["spans"] if span["text"].strip()]
    if not sizes or not mark_sizes or NOTE_MARK.fullmatch(text) is None:
        return False
    _, y0, x1, y1 = line["bbox"]
    mx0, my0, _, my1 = mark["bbox"]
    return (
        max(mark_sizes) <= NOTE_MARK_SIZE_SHARE * max(sizes)
        and x1 - 1 <= mx0 <= x1 + NOTE_MARK_GAP_PT
        and y0 - 1 <= my0
        and my1 < y1
    )


def _opens_with_bare_bold_number(visible: Sequence[dict]) -> bool:
    """A line opening with a bare number set bold before words in another weight (`1` / `Loss of a top-three
    customer`): a list item numbered as a sidebar numbers its risks."""
    if len(visible) < 2 or BARE_BOLD_ITEM_NUMBER.fullmatch(visible[0]["text"].strip()) is None:
        return False
    words = visible[1]["text"].strip()
    return (
        bool(visible[0]["flags"] & pymupdf.TEXT_FONT_BOLD)
        and not visible[1]["flags"] & pymupdf.TEXT_FONT_BOLD
        and words[:1].isupper()
        and sum(char.isalpha() for char in words) >= 3
    )


MAX_HEADING_LINES = 2


def _is_heading_box(text: str, lines: Sequence[LineStyle]) -> bool:
    """A box of one or two short lines of words with no sentence end, set bold or in capitals."""
    stripped = text.strip()
    return (
        0 < len(lines) <= MAX_HEADING_LINES
        and all(line.wordy for line in lines)
        and len(stripped) <= MAX_HEADING_CHARS
        and not PARAGRAPH_END.search(stripped)
        and (all(line.bold for line in lines) or stripped.upper() == stripped)
    )


MAX_HEADING_CHARS = 60


def _is_coloured_heading_box(text: str, lines: Sequence[LineStyle], body_color: int | None) -> bool:
    """A box of one short line of words with no sentence end set in a colour of its own, not the body's (a
    `Main risks` heading printed in the house colour at body size)."""
    stripped = text.strip()
    return (
        len(lines) == 1
        and lines[0].wordy
        and body_color is not None
        and lines[0].color is not None
        and lines[0].color != body_color
        and len(stripped) <= MAX_HEADING_CHARS
        and not PARAGRAPH_END.search(stripped)
    )


def headings_before_their_content(
    boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], order: list[int]
) -> list[int]:
    """`order` with each heading box read right before the box set under it. Some producers write a
    page's headings after its content (a template layer: `RISKS TO UPSIDE` over the list it heads,
    drawn last), so read in stream order a heading would follow its own section and head the next; so may a
    heading set in the house colour at body size (`_is_coloured_heading_box`). A heading drawn before the boxes set
    above it (a box's band drawn first) moves down to its content the same way.
    A heading moves only when the box right under it, at its left edge, comes earlier; the lowest
    headings move first, so a heading over a heading (`RISKS TO PT/RATING` / `RISKS TO UPSIDE`)
    follows it up."""
    order = list(order)
    colors = Counter(line.color for lines in styles for line in lines if line.color is not None)
    body_color = colors.most_common(1)[0][0] if colors else None
    headings = [
        i
        for i in range(len(boxes))
        if i < len(styles)
        and (_is_heading_box(boxes[i][4], styles[i]) or _is_coloured_heading_box(boxes[i][4], styles[i], body_color))
    ]
    for heading in sorted(headings, key=lambda i: -boxes[i][1]):
        x0, _, _, y1, text = boxes[heading]
        line_height = (y1 - boxes[heading][1]) / max(1, text.rstrip("\n").count("\n") + 1)
        below = [
            i
            for i in range(len(boxes))
            if i != heading
            and (
                abs(boxes[i][0] - x0) <= WRAP_TOLERANCE_PT
                or (
                    0 < boxes[i][0] - x0 <= MAX_BULLET_GAP_PT + WRAP_TOLERANCE_PT
                    and bool(styles[i])
                    and styles[i][0].list_start
                )
            )
            and -max(1.0, 0.25 * line_height) <= boxes[i][1] - y1 <= line_height
            and boxes[i][4].strip()
        ]
        if not below:
            continue
        under = min(below, key=lambda i: boxes[i][1])
        if order.index(under) < order.index(heading) or (
            order.index(under) > order.index(heading) + 1 and _drawn_before_the_page(boxes, order, heading)
        ):
            order.remove(heading)
            order.insert(order.index(under), heading)
    return order


RAIL_GAP_PT = 12.0  # a heading in a left rail ends at least this far left of the column it heads
MAX_RAIL_GAP_PT = 120.0  # and at most this far (a box further right is a sidebar's, beside a title)
RAIL_LINES = 3  # a rail holds headings only: no other box at a heading's left edge this many lines under it
MIN_RAIL_HEADINGS = 2  # and heads the page's sections: two headings at one left edge at least


def rail_headings_beside_their_content(
    boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], order: list[int]
) -> list[int]:
    """`order` with each heading set in a left rail read right before the box of the main column level with it
    (`Risks` at x=40 beside the first bullet at x=150): a page that heads its body from a margin of headings is read
    its column first, then its rail, so each heading would follow all of the body. A heading moves only when it stands
    in a rail (two headings at one left edge at least, no other text at its left edge right under it) and the box
    level with it, right of it past a gap, no heading and not under a heading of its own, comes earlier."""
    order = list(order)
    headings = [i for i in range(len(boxes)) if i < len(styles) and _is_heading_box(boxes[i][4], styles[i])]
    for heading in sorted(headings, key=lambda i: -boxes[i][1]):
        x0, y0, x1, y1, text = boxes[heading]
        line_height = (y1 - y0) / max(1, text.rstrip("\n").count("\n") + 1)
        under = [
            i
            for i in range(len(boxes))
            if abs(boxes[i][0] - x0) <= WRAP_TOLERANCE_PT and y1 <= boxes[i][1] <= y1 + RAIL_LINES * line_height
        ]
        if any(i not in headings for i in under):
            continue  # a column's heading over its own text (`GLOBAL REVENUE EXPOSURE` over its chart), no rail's
        beside = [
            i
            for i in range(len(boxes))
            if i != heading
            and x1 + RAIL_GAP_PT <= boxes[i][0] <= x1 + MAX_RAIL_GAP_PT
            and abs(boxes[i][1] - y0) <= line_height
            and boxes[i][4].strip()
        ]
        if not beside:
            continue
        level = min(beside, key=lambda i: (boxes[i][0], boxes[i][1]))
        rail = [i for i in headings if abs(boxes[i][0] - x0) <= WRAP_TOLERANCE_PT]
        headed = [  # the box has a heading of its own right above it (`RISKS TO DOWNSIDE` over its items)
            i
            for i in headings
            if i != heading
            and abs(boxes[i][0] - boxes[level][0]) <= WRAP_TOLERANCE_PT
            and 0 <= boxes[level][1] - boxes[i][3] <= line_height
        ]
        if len(rail) < MIN_RAIL_HEADINGS or headed or level in headings:
            continue  # (a heading level with a heading is a column's beside another's: `RISKS TO DOWNSIDE`)
        if order.index(level) < order.index(heading):
            order.remove(heading)
            order.insert(order.index(level), heading)
    return order


def _drawn_before_the_page(boxes: Sequence[Box], order: list[int], heading: int) -> bool:
    """The heading comes in reading order before a box set above it on the page (a box's heading band drawn first, as
    a template layer, before the page's running header): read where it stands, right over its content."""
    top = boxes[heading][1]
    return any(boxes[other][3] <= top for other in order[order.index(heading) + 1 :])


def _inside_margins(box: Box, rect: pymupdf.Rect) -> bool:
    x_margin, y_margin = rect.width * MARGIN_SHARE[0], rect.height * MARGIN_SHARE[1]
    x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    return rect.x0 + x_margin <= x <= rect.x1 - x_margin and rect.y0 + y_margin <= y <= rect.y1 - y_margin


def _text_page(plan: _PagePlan) -> _PageText:
    started = time.perf_counter()
    blocks = [box[4] for box in plan.boxes]
    raw = "".join(blocks)
    wrapped = _wrapped_block_ends(plan.boxes, plan.styles, plan.panels)
    breaks = {end for index, end in enumerate(_block_end_list(blocks)) if end is not None and index not in wrapped}
    breaks |= _line_breaks_inside_blocks(blocks, plan.styles, _column_edges(plan.boxes))
    row_breaks, row_joins = _calls_table_rows(plan.boxes, plan.styles)
    breaks = (breaks | row_breaks) - row_joins
    text, offsets = normalize_text(raw, paragraph_breaks=breaks)
    assert plan.geometry is not None
    roles = tuple(text_page_blocks(text, offsets, plan.boxes, plan.styles, plan.geometry))
    words = _words_in_text(offsets, blocks, plan.words)
    return _PageText(
        text,
        offsets,
        len(raw),
        "text",
        seconds=plan.seconds + time.perf_counter() - started,
        blocks=roles,
        words=words,
    )


def _words_in_text(offsets: list[int], blocks: list[str], words: list[list[BoxWord]]) -> tuple[BoxWord, ...]:
    """The boxes' words with offsets into the normalised page text: each word spans the normalised
    characters its raw characters became (a word normalisation removed entirely has none)."""
    raw_words: list[BoxWord] = []
    at = 0
    for text, placed in zip(blocks, words, strict=False):
        raw_words += [(at + start, at + end, x0, y0, x1, y1) for start, end, x0, y0, x1, y1 in placed]
        at += len(text)
    raw_words.sort()
    starts = [word[0] for word in raw_words]
    spans: dict[int, list[int]] = {}
    for index, raw in enumerate(offsets):
        word = bisect.bisect_right(starts, raw) - 1
        if word >= 0 and raw < raw_words[word][1]:
            span = spans.setdefault(word, [index, index + 1])
            span[1] = index + 1
    return tuple((span[0], span[1], *raw_words[word][2:]) for word, span in sorted(spans.items()))


def _block_ends(blocks: list[str]) -> set[int]:
    """Offsets, in the joined text, of each block's final newline."""
    return {end for end in _block_end_list(blocks) if end is not None}


def _block_end_list(blocks: list[str]) -> list[int | None]:
    ends: list[int | None] = []
    position = 0
    for block in blocks:
        position += len(block)
        ends.append(position - 1 if block.endswith("\n") else None)
    return ends


WRAP_TOLERANCE_PT = 6.0


def _column_edges(boxes: Sequence[tuple]) -> list[float]:
    """Per block, the right edge of its column: the furthest right any block starting at its left edge ends."""
    return [max(other[2] for other in boxes if abs(other[0] - box[0]) <= WRAP_TOLERANCE_PT) for box in boxes]


def _line_breaks_inside_blocks(
    blocks: list[str], styles: list[tuple[LineStyle, ...]], column_edges: Sequence[float] = ()
) -> set[int]:
    """Offsets, in the joined text, of the newlines inside a block that end a paragraph: before a
    line that opens a list item, and around a heading line (bold, or a larger size, unlike its
    neighbour), so items and headings never run into each other. `column_edges`: per block, its column's
    right edge (`_column_edges`), where a line wraps."""
    breaks: set[int] = set()
    position = 0
    for index, (block, lines) in enumerate(zip(blocks, styles)):
        stacked = _stacked_phrase_lines(block, lines)
        edge = column_edges[index] if index < len(column_edges) else None
        han_ends = _han_stack_item_ends(block, lines, edge)
        for number, (previous, line) in enumerate(itertools.pairwise(lines)):
            # The paragraph's right edge: the widest line starting where this one does.
            right = max(other.x1 for other in lines if abs(other.x0 - previous.x0) <= WRAP_TOLERANCE_PT)
            if (
                _starts_paragraph(previous, line)
                or _ends_short(block, previous, line, right)
                or _han_item_title_ends_short(block, previous, line, right)
                or {number, number + 1} <= stacked
                or number in han_ends
            ):
                breaks.add(position + line.start - 1)
        position += len(block)
    return breaks


ROW_OVERLAP_SHARE = 0.25  # rows of a table may overlap by this share of a line's height
MAX_HEADER_BLOCKS = 12  # a calls table's header cells stand in this many text-layer blocks above its rows at most
HEADER_REACH_LINES = 2.5  # a header's blocks stand this many line heights above the rows, or the header line under it


def _calls_table_rows(boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]]) -> tuple[set[int], set[int]]:
    """The newlines (offsets in the joined text) that open the rows of a calls table drawn cell by cell (its cells
    side by side on a row, `_table_row_starts`), which the text layer writes as one block and the reader would
    otherwise join into one line, and those inside a row that go on its cells (a name wrapping onto a second line,
    `Kotak Mahindra` / `Bank`, whose row's other cells may stand in the next block): only under a header naming the
    house's rating column and the stock's identity column (`_names_calls_columns`), in the block's first row or in
    the blocks right above it. Tables drawn so with no such header (valuation comps, consensus, price history, a
    cover's key data) keep their reading."""
    breaks: set[int] = set()
    joins: set[int] = set()
    position = 0
    for index, (box, lines) in enumerate(zip(boxes, styles, strict=False)):
        block = box[4]
        after = styles[index + 1][0] if index + 1 < len(styles) and styles[index + 1] else None
        starts = _table_row_starts(lines, after)
        first_row = _first_calls_row(boxes, styles, index, starts)
        if first_row is not None:
            rows = {row for row in starts if row >= first_row}
            breaks.update(position + lines[row].start - 1 for row in rows)
            joins.update(position + lines[k].start - 1 for k in range(first_row + 1, len(lines)) if k not in rows)
            last_row = lines[max(starts) :]
            if after is not None and _row_goes_on(last_row, after):
                joins.add(position + len(block) - 1)
        position += len(block)
    return breaks, joins


HEADER_ROWS = 2  # a calls table's header may take this many rows of the block its rows open


def _first_calls_row(
    boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], index: int, starts: set[int]
) -> int | None:
    """The line of block `index` that opens the first row of a calls table (`_names_calls_columns`): the header is
    the block's lines before it (up to HEADER_ROWS rows: a cell's second line, `Implied` / `Return`) and the blocks
    right above. None: no calls table's rows."""
    lines, block = styles[index], boxes[index][4]
    for first in sorted(starts)[:HEADER_ROWS]:
        own = [(_line_text(block, lines, k), line) for k, line in enumerate(lines[:first])]
        if _names_calls_columns(_header_above(boxes, styles, index, lines[first].y0) + own):
            return first
    return None


def _row_goes_on(row: Sequence[LineStyle], first: LineStyle) -> bool:
    """The next block's `first` line is the next cell of the table row `row` that ends a block on a cell's second
    line: it stands beside the row's first line, right of every line of the row."""
    height = row[0].y1 - row[0].y0
    return (
        len(row) > 1
        and row[-1].y0 >= row[0].y1 - ROW_OVERLAP_SHARE * height
        and sits_beside(row[0], first)
        and first.x0 >= max(line.x1 for line in row)
    )


HeaderCell = tuple[str, LineStyle]
MAX_HEADER_CELL_CHARS = 30  # a column's name, its unit included (`Target price (KRW)`), is this long at most
MIN_HEADER_CELLS = 3  # a calls table's header names its identity, rating and at least one value column


def _line_text(block: str, lines: Sequence[LineStyle], index: int) -> str:
    end = lines[index + 1].start if index + 1 < len(lines) else len(block)
    return block[lines[index].start : end].strip()


def _header_above(
    boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], index: int, row_top: float
) -> list[HeaderCell]:
    """The lines of the blocks before block `index` that end above its rows' top `row_top` (a table's header cells,
    set as blocks of their own, beside the header line the block may open with), up to MAX_HEADER_BLOCKS of them,
    each within HEADER_REACH_LINES line heights of the header under it."""
    if not styles[index]:
        return []
    first = styles[index][0]
    height = max(first.y1 - first.y0, 1.0)
    top = first.y0
    cells: list[HeaderCell] = []
    for before in range(index - 1, max(-1, index - 1 - MAX_HEADER_BLOCKS), -1):
        _, y0, _, y1, text = boxes[before][:5]
        if y1 > row_top + height * ROW_OVERLAP_SHARE or top - y1 > HEADER_REACH_LINES * height:
            break  # a block that reaches into the rows, or stands far above the header
        cells += [(_line_text(text, styles[before], k), line) for k, line in enumerate(styles[before])]
        top = min(top, y0)
    return cells


def _names_calls_columns(cells: Sequence[HeaderCell]) -> bool:
    """A calls table's header: at least MIN_HEADER_CELLS short cells (a line of prose is no column's name), one naming
    the house's rating column (no consensus nor past rating, in the cell or in a header line right above it) and one
    the stock's identity column, and no analyst column (a coverage list); no line of it or of the caption above it
    says its ratings are not the house's (`consensus ratings`, `not covered`)."""
    if any(NOT_HOUSE_RATINGS_CAPTION.search(text) for text, _ in cells):
        return False
    cells = [(text, line) for text, line in cells if 0 < len(text) <= MAX_HEADER_CELL_CHARS]
    if len(cells) < MIN_HEADER_CELLS or any(COVERAGE_LIST_COLUMN.fullmatch(text) for text, _ in cells):
        return False
    house_rating = False
    for text, line in cells:
        above = " ".join(
            other_text
            for other_text, other in cells
            if other.y1 <= line.y0 + ROW_OVERLAP_SHARE * (line.y1 - line.y0)
            and line.y0 - other.y1 <= line.y1 - line.y0
            and other.x0 < line.x1
            and line.x0 < other.x1
        )
        for found in CALLS_HEADER_RATING_COLUMN.finditer(text):
            before = f"{above} {text[: found.start()]}".rstrip()
            if not NOT_THE_HOUSE_RATING_BEFORE.search(before) and not NOT_THE_HOUSE_RATING_AFTER.match(
                text, found.end()
            ):
                house_rating = True
    return house_rating and any(CALLS_HEADER_IDENTITY_COLUMN.search(text) for text, _ in cells)


def _table_row_starts(lines: Sequence[LineStyle], after: LineStyle | None = None) -> set[int]:
    """Indexes of the lines of a block that open the next row of a table written one cell a line (some of its lines
    sit beside the one before them, `sits_beside`): a line below every line of the row before it whose next line does
    not go back up beside that row (a name wrapping onto a second line inside its cell, `Kotak Mahindra` / `Bank`, before
    the row's next cell, which may open the next block: `after`, its first line)."""
    if len(lines) < 2 or any(line.y1 <= line.y0 for line in lines):
        return set()
    if not any(sits_beside(before, line) for before, line in itertools.pairwise(lines)):
        return set()
    starts: set[int] = set()
    row = [lines[0]]
    for index in range(1, len(lines)):
        line = lines[index]
        tolerance = ROW_OVERLAP_SHARE * (line.y1 - line.y0)
        below = line.y0 >= max(other.y1 for other in row) - tolerance
        following = lines[index + 1] if index + 1 < len(lines) else after
        back_up = following is not None and following.y1 <= line.y0 + tolerance
        if below and not back_up:
            starts.add(index)
            row = [line]
        else:
            row.append(line)
    return starts


def _stacked_phrase_lines(block: str, lines: Sequence[LineStyle]) -> set[int]:
    """Indexes of the lines of a block that stand in a stack of at least MIN_STACK_LINES one-line phrases
    (`_is_phrase_line`) at one left edge: a list drawn without bullets inside one box, one item a line (a
    framed `Key risks` box: `Rupiah weakness forces rate rises` / `Asset quality in micro loans` / `Slower
    deposit growth`), as `_item_stack_blocks` reads such a stack set as blocks of their own."""
    ends = [line.start - 1 for line in lines[1:]] + [len(block)]
    phrase = [_is_phrase_line(block[line.start : end]) for line, end in zip(lines, ends, strict=True)]
    stacked: set[int] = set()
    run: list[int] = []
    for index, line in enumerate(lines):
        if phrase[index] and (not run or abs(line.x0 - lines[run[-1]].x0) <= WRAP_TOLERANCE_PT):
            run.append(index)
            continue
        stacked.update(run if len(run) >= MIN_STACK_LINES else ())
        run = [index] if phrase[index] else []
    stacked.update(run if len(run) >= MIN_STACK_LINES else ())
    return stacked


def _han_stack_item_ends(block: str, lines: Sequence[LineStyle], column_edge: float | None = None) -> set[int]:
    """Indexes of the lines of a block that end an item of a stack of at least MIN_STACK_LINES short Han phrases
    (`_is_han_phrase_line`) at one left edge, set alike, whose lines do not all reach one right edge: a list set
    one item a line without marks (`行业需求不及预期` / `海外产能建设进度不及预期` / `汇率波动风险` under
    【风险提示】). A Han paragraph's wrapped lines all run to the column's edge but its last (whatever its width),
    so a stack in which a line that has one after it stops short of the widest is no paragraph. A line of the
    stack that runs to `column_edge` (its column's right edge) wraps: its item goes on in the next line."""
    ends = [line.start - 1 for line in lines[1:]] + [len(block)]
    phrase = [_is_han_phrase_line(block[line.start : end]) for line, end in zip(lines, ends, strict=True)]
    stacked: set[int] = set()
    run: list[int] = []

    def close(run: list[int]) -> None:
        if len(run) < MIN_STACK_LINES:
            return
        widest = max(lines[index].x1 for index in run)
        reach = max(lines[index].size for index in run) * MIN_SHORT_HAN_CHARS
        if any(lines[index].x1 < widest - reach for index in run[:-1]):
            stacked.update(
                index
                for index in run[:-1]
                if column_edge is None or lines[index].x1 < column_edge - WRAP_EDGE_HAN_CHARS * lines[index].size
            )

    for index, line in enumerate(lines):
        first = lines[run[0]] if run else None
        if (
            phrase[index]
            and first is not None
            and abs(line.x0 - first.x0) <= WRAP_TOLERANCE_PT
            and line.bold == first.bold
            and abs(line.size - first.size) <= SIZE_STEP_PT
        ):
            run.append(index)
            continue
        close(run)
        run = [index] if phrase[index] else []
    close(run)
    return stacked


MIN_SHORT_HAN_CHARS = 2.5  # a Han line this many characters short of its stack's widest line ends its item
WRAP_EDGE_HAN_CHARS = 1.5  # a Han line ending this close to its column's right edge wraps
MAX_HAN_PHRASE_CHARS = 30  # a Han item set one a line is a phrase, not a line of prose across a column


def _is_han_phrase_line(text: str) -> bool:
    """A short line of Han words that opens and ends on a Han character and holds no sentence or clause stop:
    how a list set without marks sets an item (`海外产能建设进度不及预期`); a wrapped line of prose carries its
    sentence's stops or runs on into a figure."""
    line = text.strip()
    return (
        "\n" not in line
        and 4 <= len(line) <= MAX_HAN_PHRASE_CHARS
        and bool(HAN.match(line[0]))
        and bool(HAN.match(line[-1]))
        and not any(mark in line for mark in "。；;！？!?：:")
    )


def _ends_short(block: str, previous: LineStyle, line: LineStyle, right: float) -> bool:
    """A Latin line that stops short although the next line's first word would have fit after it
    ends its paragraph (an item of a list drawn without bullets: `…supply-side adjustments` /
    `SSD market share gains`)."""
    text = block[previous.start : line.start - 1].rstrip()
    following = block[line.start :].split("\n", 1)[0].strip()
    if not text or not following or abs(line.x0 - previous.x0) > WRAP_TOLERANCE_PT:
        return False
    if not (_LATIN_LETTER(text[-1]) or text[-1] in ").%") or not _LATIN_LETTER(following[0]):
        return False
    char_width = (previous.x1 - previous.x0) / max(1, len(text))
    first_word = following.split()[0]
    return previous.x1 + (len(first_word) + 1) * char_width < right - char_width


def _han_item_title_ends_short(block: str, previous: LineStyle, line: LineStyle, right: float) -> bool:
    """A Chinese list item's first line that stops short of its paragraph's edge, no clause closed, over an
    unnumbered line at its left edge: the item's title line (`1、用电需求增长不及预期`) over its explanation, which a
    wrap would have run on into the title's line."""
    text = block[previous.start : line.start - 1].rstrip()
    following = block[line.start :].split("\n", 1)[0].strip()
    if not previous.list_start or line.list_start or not text or not following:
        return False
    if abs(line.x0 - previous.x0) > HANGING_INDENT_PT or not HAN.match(text[-1]) or not HAN.match(following[0]):
        return False
    char_width = (previous.x1 - previous.x0) / max(1, len(text))
    wide = right - previous.x0 >= HAN_TITLED_PARAGRAPH_CHARS * char_width  # not a narrow table cell's lines
    return wide and previous.x1 + HAN_TITLE_SHORT_CHARS * char_width < right


HAN_TITLE_SHORT_CHARS = 4  # a wrapped Chinese line fills its column to within a character or two
HAN_TITLED_PARAGRAPH_CHARS = 20  # a body column's width, in characters; a legend table's cells are narrower


def _starts_paragraph(previous: LineStyle, line: LineStyle) -> bool:
    """A list item opens, or a heading (a line of words set bold or in another size) starts or
    ends; a bold figure in a label-value box (`Target price` / `HK$787.00`) is no heading. A line of
    words set larger than the line before it starts a heading whatever that line holds (a chart's
    legend, `沪深300`, over the sidebar's `风险提示`; a lone bullet glyph before its item's words is none). A
    line set smaller than a heading of words before it ends that heading, however short it is (a table's
    `风险` cell under `风险提示`)."""
    if line.list_start:
        return True
    styled = previous.bold != line.bold or abs(previous.size - line.size) > SIZE_STEP_PT
    larger = line.size > previous.size + SIZE_STEP_PT and previous.x1 - previous.x0 >= MIN_LEGEND_CHARS * previous.size
    heading_ends = previous.wordy and previous.size > line.size + SIZE_STEP_PT  # a wrap keeps its type size
    return heading_ends or (styled and line.wordy and (previous.wordy or larger))


SIZE_STEP_PT = 1.0  # lines whose type sizes differ by more are not one paragraph
MIN_LEGEND_CHARS = 2  # a line of figures or labels at least this many characters wide, not a lone bullet
HANGING_INDENT_PT = 30.0  # how far right of its bullet a list item's wrapped lines may start


def _wrapped_block_ends(
    blocks: Sequence[tuple], styles: Sequence[tuple[LineStyle, ...]] = (), panels: Sequence[Panel] = ()
) -> set[int]:
    """Indexes of blocks whose end is a line wrap, not a paragraph end.

    Some PDF producers write every line as its own block, and OCR gives one box per line. A
    block that runs to the right edge of its column, ends without closing punctuation, and is
    followed closely by a block starting at the same left edge continues in that next block
    (`食品安全事` / `件风险。`). A list item's next line may start right of its bullet (a hanging
    indent); a block that opens a list item or sets a heading never continues the one before.
    Inside a filled box (`filled_panels`) the column's right edge is the box's inner edge, as far in
    from its right side as the block's text is from its left: a stack of short lines in a sidebar box
    (one risk item a line) sets no edge of its own.
    """
    right_edges: dict[int, list[float]] = {}
    for x0, _, x1, *_ in blocks:
        right_edges.setdefault(round(x0 / WRAP_TOLERANCE_PT), []).append(x1)
    # The column's right edge: a high percentile, so that one wide footer does not set it.
    right_edge = {key: sorted(edges)[int(0.8 * (len(edges) - 1))] for key, edges in right_edges.items()}
    # A column whose lines wrap shows its edge: several of them end there. A stack of items does not.
    shown_edge = {
        key: sum(abs(x1 - right_edge[key]) <= 1.0 for x1 in edges) >= MIN_EDGE_LINES
        for key, edges in right_edges.items()
    }
    stacked = _item_stack_blocks(blocks, styles)
    beside = _beside_column_edges(blocks)
    wrapped = set()
    for index, (current, following) in enumerate(itertools.pairwise(blocks)):
        if index in stacked:
            continue
        x0, _, x1, y1, text = current[:5]
        line_height = _line_height(current)
        same_column = abs(following[0] - x0) <= WRAP_TOLERANCE_PT
        close_below = 0 <= following[1] - y1 <= line_height
        key = round(x0 / WRAP_TOLERANCE_PT)
        edge = right_edge[key] if shown_edge[key] else max([right_edge[key], *_panel_inner_edges(current, panels)])
        edge = min(edge, beside.get(index, edge))
        at_right_edge = x1 >= edge - max(WRAP_TOLERANCE_PT, 1.5 * line_height)
        if styles and styles[index] and styles[index + 1]:
            last, first = styles[index][-1], styles[index + 1][0]
            if _starts_paragraph(last, first) or _ends_table_row(styles[index]):
                continue
            item_text_x0 = last.x0 if not last.list_start else x0
            hanging = last.list_start or _item_continues(styles, index)
            same_column = same_column or (hanging and 0 < following[0] - item_text_x0 <= HANGING_INDENT_PT)
        if same_column and close_below and at_right_edge and not PARAGRAPH_END.search(text):
            wrapped.add(index)
    return wrapped


def _line_height(block: tuple) -> float:
    _, y0, _, y1, text = block[:5]
    return (y1 - y0) / max(1, text.rstrip("\n").count("\n") + 1)


MIN_COLUMN_SHARE = 0.25  # a stretch of prose set in a column at least this share of the text's width


def _beside_column_edges(blocks: Sequence[tuple]) -> dict[int, float]:
    """Index -> the right edge of the narrow column a block's lines wrap at, where the body is set in two
    columns for a stretch of the page (投资建议 on the left beside 风险提示 on the right): a run of lines one
    under the other at one left edge, with text beside it on its right, at least MIN_EDGE_LINES of them
    ending within a wrap's reach of its widest line (its lines wrap there, a stack of short items does not).
    The page's own column edge for that left edge is the full width's, which such lines never reach."""
    if not blocks:
        return {}
    text_width = max(block[2] for block in blocks) - min(block[0] for block in blocks)
    runs: list[list[int]] = []
    for index, block in enumerate(blocks):
        last = blocks[runs[-1][-1]] if runs else None
        if last is not None and _set_under(last, block):
            runs[-1].append(index)
        else:
            runs.append([index])
    edges: dict[int, float] = {}
    for run in runs:
        if len(run) < MIN_EDGE_LINES:
            continue
        members = [blocks[index] for index in run]
        left, widest = members[0][0], max(block[2] for block in members)
        top, bottom = min(block[1] for block in members), max(block[3] for block in members)
        if widest - left < MIN_COLUMN_SHARE * text_width:
            continue  # a table's column of cells, not prose
        reach = max(WRAP_TOLERANCE_PT, 1.5 * max(_line_height(block) for block in members))
        if sum(block[2] >= widest - reach for block in members) < MIN_EDGE_LINES:
            continue
        members_set = set(run)
        if any(
            other[0] > widest and other[1] < bottom and other[3] > top
            for number, other in enumerate(blocks)
            if number not in members_set
        ):
            edges.update(dict.fromkeys(run, widest))
    return edges


MIN_STACK_LINES = 3  # one-line phrases set alike, one under the other, that show a list of one item a line
MAX_PHRASE_CHARS = 60  # an item set one a line is a phrase, not a line of prose across a column


def _is_phrase_line(text: str) -> bool:
    """A short line of two or more words that opens with a capital, holds no clause mark or sentence end
    and ends on a word or figure: how a list drawn without bullets sets an item (`Rupee appreciation`).
    A wrapped paragraph's next line opens with a lower-case word, a list of names runs on at its
    commas, a label-value box's value is one word or closes its line with a figure (`Price target A$18.40`)."""
    line = text.strip()
    letters = sum(char.isalpha() for char in line)
    return (
        "\n" not in line
        and len(line) <= MAX_PHRASE_CHARS
        and len(line.split()) >= 2
        and not any(mark in line for mark in ",;:，；：")
        and not any(f"{stop} " in line for stop in ".?!")
        and bool(_LATIN_LETTER(line[0]))
        and line[0].isupper()
        and line[-1] not in ",;:-/&"
        and not line[-1].isdigit()
        and letters > 2 * sum(char.isdigit() for char in line)
    )


def _item_stack_blocks(blocks: Sequence[tuple], styles: Sequence[tuple[LineStyle, ...]] = ()) -> set[int]:
    """Indexes of the blocks, all but the last, of each stack of at least MIN_STACK_LINES one-line phrases
    (`_is_phrase_line`) set alike, each right under the one before at one left edge: a list drawn
    without bullets, one item a line, whose lines need not stop short of the column's edge (a side
    column's `Pricing pressure on renewals` / `Rupee appreciation`). Three wrapped lines in a row that
    all open with a capital are rare; a heading set apart (bold, another size) is no line of the stack."""
    stacked: set[int] = set()
    run: list[int] = []
    for index, block in enumerate(blocks):
        if not _is_phrase_line(block[4]):
            stacked.update(run[:-1] if len(run) >= MIN_STACK_LINES else ())
            run = []
            continue
        if run and not _set_under(
            blocks[run[-1]], block, styles[run[-1]] if styles else (), styles[index] if styles else ()
        ):
            stacked.update(run[:-1] if len(run) >= MIN_STACK_LINES else ())
            run = []
        run.append(index)
    stacked.update(run[:-1] if len(run) >= MIN_STACK_LINES else ())
    return stacked


def _set_under(
    upper: tuple, lower: tuple, upper_style: Sequence[LineStyle] = (), lower_style: Sequence[LineStyle] = ()
) -> bool:
    """`lower` is the next line of a stack under `upper`: same left edge, within a line's height below,
    set in the same type (weight and size)."""
    line_height = upper[3] - upper[1]
    alike = (
        not upper_style
        or not lower_style
        or (
            upper_style[-1].bold == lower_style[0].bold
            and abs(upper_style[-1].size - lower_style[0].size) <= SIZE_STEP_PT
        )
    )
    return abs(lower[0] - upper[0]) <= WRAP_TOLERANCE_PT and 0 <= lower[1] - upper[3] <= line_height and alike


def _ends_table_row(lines: Sequence[LineStyle]) -> bool:
    """The block's last line sits beside the one before it: a table row's cells, which end the row
    (a row's right cell may reach the column's edge; the next row is no wrap of it), or wraps the row's last
    cell (set under a line that stands beside the row's first, `join_wrapped_cells`)."""
    if len(lines) < 2:
        return False
    if sits_beside(lines[-2], lines[-1]):
        return True
    cells = [line for line in lines[1:] if sits_beside(lines[0], line)]
    return bool(cells) and abs(lines[-1].x0 - cells[-1].x0) <= WRAP_TOLERANCE_PT


def _panel_inner_edges(block: tuple, panels: Sequence[Panel]) -> list[float]:
    """The inner right edge of each filled box that holds the block, mirroring its left inset."""
    x0, y0, x1, y1 = block[:4]
    return [
        px1 - (x0 - px0)
        for px0, py0, px1, py1 in panels
        if px0 + MIN_PANEL_INSET_PT <= x0 and x1 <= px1 and py0 <= y0 and y1 <= py1 and px1 - (x0 - px0) > x1
    ]


MIN_EDGE_LINES = 3  # lines ending at one x that show a column's wrap edge
MIN_PANEL_INSET_PT = 3.0  # text set inside a box keeps a margin from its left side; flush text is a shape's label


def _item_continues(styles: Sequence[tuple[LineStyle, ...]], index: int) -> bool:
    """The block at `index` is a wrapped line of a list item (no list start among the blocks from
    the item's bullet to it)."""
    for lines in reversed(styles[: index + 1]):
        if not lines:
            return False
        if any(line.list_start for line in lines):
            return True
    return False


# ---------------------------------------------------------------------------------------------
# OCR
# ---------------------------------------------------------------------------------------------


def _submit_ocr(
    path: Path, pdf: pymupdf.Document, plans: list[_PagePlan], settings: OcrOptions, cache: str
) -> tuple[dict[int, PageOcr], dict[int, Future[PageOcr]]]:
    """The pages that need OCR, queued on the pool (0-based page number -> future), and those
    refused before reading (page number -> reading)."""
    numbers = [number for number, plan in enumerate(plans) if plan.reason is not None]
    if not numbers:
        return {}, {}
    plan = plan_ocr(settings.engine, settings.language, RAPID_PRESETS[settings.preset])
    dpi = settings.dpi or DEFAULT_DPI[plan.primary]
    pool = shared_pool(plan, settings.workers)
    readings: dict[int, PageOcr] = {}
    pending: dict[int, Future[PageOcr]] = {}
    for number in numbers:
        megapixels = max(render_megapixels(pdf[number], dpi), inline_image_megapixels(pdf, pdf[number]))
        if megapixels > settings.max_megapixels:
            detail = f"{megapixels:.0f} MP at {dpi} dpi > {settings.max_megapixels:g} MP"
            readings[number] = PageOcr(plan.primary, failure="over_pixel_cap", detail=detail)
        else:
            job = PageJob(
                str(path.resolve()), number, dpi, settings.page_timeout_s, cache, settings.cache_mb * 1024 * 1024
            )
            pending[number] = pool.submit(job)
    return readings, pending


def _ocr_page(plan: _PagePlan, reading: PageOcr) -> _PageText:
    started = time.perf_counter()
    lines: list[Box] = [(*line.box, line.text.strip() + "\n") for line in reading.lines]
    order = reading_order(lines, reading.page_width, reading.page_height, keep_order=False)
    boxes = [lines[index] for index in order]
    raw = "".join(box[4] for box in boxes)
    wrapped = _wrapped_block_ends(boxes)
    breaks = {
        end
        for index, end in enumerate(_block_end_list([box[4] for box in boxes]))
        if end is not None and index not in wrapped
    }
    text, offsets = normalize_text(raw, ocr=True, paragraph_breaks=breaks)
    return _PageText(
        text,
        offsets,
        len(raw),
        "cache" if reading.cached else "ocr",
        ocr_reason=plan.reason,
        engine=reading.engine,
        mean_confidence=reading.mean_confidence,
        seconds=plan.seconds + reading.seconds + time.perf_counter() - started,
        ocr_failure=reading.failure,
        blocks=tuple(paragraph_blocks(text)),
    )


# ---------------------------------------------------------------------------------------------
# Normalisation
# ---------------------------------------------------------------------------------------------


@cache
def _nfkc_char(char: str) -> str | None:
    """NFKC form of one character, or None when NFKC leaves it alone. A circled number (`①`) is a
    list marker: NFKC would make it a bare digit glued to the item's first word (`1行业竞争加剧`)."""
    normal = unicodedata.normalize("NFKC", char)
    return None if normal == char or CIRCLED_NUMBER.fullmatch(char) else normal


def _nfkc(raw: str) -> tuple[str, list[int]]:
    """NFKC per character, so each output character maps to exactly one raw offset."""
    if raw.isascii():
        return raw, list(range(len(raw)))
    changing = [char for char in set(raw) if _nfkc_char(char) is not None]
    if not changing:
        return raw, list(range(len(raw)))
    pattern = re.compile("[" + "".join(re.escape(char) for char in changing) + "]")
    parts: list[str] = []
    offsets: list[int] = []
    position = 0
    for match in pattern.finditer(raw):
        start = match.start()
        normal = _nfkc_char(raw[start])
        assert normal is not None
        parts.append(raw[position:start])
        offsets.extend(range(position, start))
        parts.append(normal)
        offsets.extend([start] * len(normal))
        position = start + 1
    parts.append(raw[position:])
    offsets.extend(range(position, len(raw)))
    return "".join(parts), offsets


# An edit replaces text[start:end] with `replacement`, a single character that maps to the raw
# offset of text[source] (or with nothing).
_Edit = tuple[int, int, str, int]


def _apply_edits(text: str, offsets: list[int], edits: list[_Edit]) -> tuple[str, list[int]]:
    if not edits:
        return text, offsets
    parts: list[str] = []
    new_offsets: list[int] = []
    position = 0
    for start, end, replacement, source in edits:
        parts.append(text[position:start])
        new_offsets += offsets[position:start]
        if replacement:
            parts.append(replacement)
            new_offsets.append(offsets[source])
        position = end
    parts.append(text[position:])
    new_offsets += offsets[position:]
    return "".join(parts), new_offsets


def _whitespace_edits(
    text: str,
    offsets: list[int],
    raw: str,
    *,
    ocr: bool,
    paragraph_breaks: Collection[int] | None,
    keep_cjk_spaces: bool = False,
) -> list[_Edit]:
    """Decide, for every run of whitespace, whether it becomes "", " " or "\\n"."""
    edits: list[_Edit] = []
    length = len(text)
    for match in _WHITESPACE_RUN.finditer(text):
        start, end = match.span()
        run = match.group()
        if start == 0 or end == length:
            edits.append((start, end, "", start))
            continue
        newline = run.find("\n")
        if newline < 0:
            if keep_cjk_spaces or _keeps_space(text, offsets, raw, start, end, ocr=ocr):
                if run != " ":
                    edits.append((start, end, " ", start))
            else:
                edits.append((start, end, "", start))
            continue
        source = start + newline
        blank_line = run.count("\n") > 1
        paragraph_end = paragraph_breaks is None or any(
            text[index] == "\n" and offsets[index] in paragraph_breaks for index in range(start, end)
        )
        if not blank_line and _is_number_break(text, start, end) and not _opens_next_item(text, end, paragraph_end):
            edits.append((start, end, "", start))
        elif blank_line or paragraph_end:
            if run != "\n":
                edits.append((start, end, "\n", source))
        else:
            joiner = _wrap_joiner(text, offsets, raw, start, end)
            if joiner == " " and run[0] == " ":
                source = start
            if joiner == "" and _splits_one_word(text, start, end):
                start -= 1  # the wrap's hyphen goes with the line break
            edits.append((start, end, joiner, source))
    return edits


def _is_digit(char: str) -> bool:
    return char in _DIGITS


def _visible_before(text: str, index: int) -> str:
    """The nearest character at or before `index` that is not a space or tab ("" if none)."""
    while index >= 0 and text[index] in " \t":
        index -= 1
    return text[index] if index >= 0 else ""


def _is_tight(text: str, offsets: list[int], raw: str, index: int) -> bool:
    return _IS_TIGHT_RAW(raw[offsets[index]]) is not None or _IS_HAN(text[index]) is not None


def _opens_next_item(text: str, end: int, paragraph_end: bool) -> bool:
    """A paragraph's end before a numbered line (`… retendered in 2028.` / `3. Wage inflation …`): the
    next list item, not the decimals of the figure that ends the item before."""
    return paragraph_end and NUMBERED_LINE_START.match(text, end) is not None


def _is_number_break(text: str, start: int, end: int) -> bool:
    """Whitespace that splits one number (`608.|28`, `2|,150`, `16.9|%`)."""
    left, right = text[start - 1], text[end]
    if _is_digit(left) and right in AFTER_DIGIT_IN_NUMBER:
        return right in "%‰" or (end + 1 < len(text) and _is_digit(text[end + 1]))
    return _is_digit(right) and left in BETWEEN_DIGITS_IN_NUMBER and start >= 2 and _is_digit(text[start - 2])


def _wrap_joiner(text: str, offsets: list[int], raw: str, start: int, end: int) -> str:
    """How a line break inside a paragraph joins: "" next to CJK and inside numbers, else " "."""
    left, right = text[start - 1], text[end]
    if _is_tight(text, offsets, raw, start - 1) or _is_tight(text, offsets, raw, end):
        return ""
    if _is_digit(left) and _is_digit(right):
        return " " if _looks_like_separate_numbers(text, start, end) else ""
    if _is_digit(left) and right in AFTER_DIGIT_IN_NUMBER:
        return ""
    if _is_digit(right) and left in BETWEEN_DIGITS_IN_NUMBER and start >= 2 and _is_digit(text[start - 2]):
        return ""  # `12.` / `5%`; not a word's full stop before a number (`Crown Harbour Dev.` / `4444.HK`)
    if left == "-" and start >= 2 and text[start - 2].isalpha() and right.isalpha():
        return ""  # a hyphenated Latin word (`US-` / `China`); its hyphen dropped where it split one word
    return " "


def _splits_one_word(text: str, start: int, end: int) -> bool:
    """A hyphen at a wrap that splits one word (`inven-` / `tories`): lower case on both sides, and no compound
    set with a hyphen (`risk-` / `adjusted`, `year-` / `on-year`, `US-` / `China`, `2025-` / `26` keep it)."""
    if text[start - 1] != "-" or start < 3 or not text[start - 2].islower():
        return False
    first_start = start - 1
    while first_start > 0 and text[first_start - 1].isalpha():
        first_start -= 1
    second_end = end
    while second_end < len(text) and text[second_end].isalpha():
        second_end += 1
    first, second = text[first_start : start - 1], text[end:second_end]
    if not second or not second.islower() or (first_start > 0 and text[first_start - 1] == "-"):
        return False
    if second_end < len(text) and text[second_end] == "-":
        return False
    return WRAP_COMPOUND_FIRST.fullmatch(first) is None and WRAP_COMPOUND_SECOND.fullmatch(second) is None


def _looks_like_separate_numbers(text: str, start: int, end: int) -> bool:
    """Digits on both sides of a wrap: table cells or a new list item rather than one number."""
    left_line = text[text.rfind("\n", 0, start) + 1 : start]
    right_end = text.find("\n", end)
    right_line = text[end : right_end if right_end >= 0 else len(text)]
    return (
        _NUMERIC_LINE(left_line) is not None
        or _NUMERIC_LINE(right_line) is not None
        or (
            DECIMAL_VALUE_CELL_LINE.fullmatch(left_line) is not None
            and DECIMAL_VALUE_CELL_LINE.fullmatch(right_line) is not None
        )
        or NUMBERED_LINE_START.match(right_line) is not None
    )


def _keeps_space(text: str, offsets: list[int], raw: str, start: int, end: int, *, ocr: bool) -> bool:
    """Whether spaces inside a line stay (as one space)."""
    left, right = text[start - 1], text[end]
    left_han, right_han = _IS_HAN(left) is not None, _IS_HAN(right) is not None
    if (left_han and (right_han or _is_digit(right))) or (_is_digit(left) and right_han):
        return False
    if not ocr:
        return True
    if _is_digit(left) and (_is_digit(right) or right in AFTER_DIGIT_IN_NUMBER):
        return False
    if _is_digit(right) and left in ".," and _is_digit(_visible_before(text, start - 2)):
        return False
    left_cjk = left_han or _IS_TIGHT_RAW(raw[offsets[start - 1]]) is not None
    right_cjk = right_han or _IS_TIGHT_RAW(raw[offsets[end]]) is not None
    # Tesseract splits CJK text into one-character words: only a Latin neighbour earns a space.
    return not ((left_cjk and not _LATIN_LETTER(right)) or (right_cjk and not _LATIN_LETTER(left)))


def _fold_ocr_lookalikes(text: str) -> str:
    """Character-for-character fixes of OCR text, so offsets stay: a middle dot between digits
    is a decimal point, the stroke 丨 is a bar, and quotes around short CJK text pair up as “…”
    (OCR reads either side as either quote, or as a straight one); a line that opens with `«`, `¢` or
    `©` and a space opens with a bullet, and a bar and a space opening a line are the bar drawn beside
    a heading (`| Key risks`), no text."""
    chars = ["|" if char in _BAR_LOOKALIKES else char for char in text]
    line_start = 0
    for line in text.split("\n"):
        if line[:1] in _BULLET_LOOKALIKES and line[1:2] == " ":
            chars[line_start] = "•"
        elif line[:2] == "| " and line[2:3].isupper():
            chars[line_start] = " "
        line_start += len(line) + 1
    for index in range(1, len(chars) - 1):
        if chars[index] in _DOT_LOOKALIKES and chars[index - 1] in _DIGITS and chars[index + 1] in _DIGITS:
            chars[index] = "."
    line_start = 0
    for line in text.split("\n"):
        quotes = [line_start + index for index, char in enumerate(line) if char in _QUOTES]
        for opening, closing in zip(quotes[0::2], quotes[1::2]):
            inner = text[opening + 1 : closing]
            if len(inner) <= _MAX_QUOTED_CHARS and any(_IS_HAN(char) for char in inner):
                chars[opening], chars[closing] = "“", "”"
        line_start += len(line) + 1
    return "".join(chars)


# ---------------------------------------------------------------------------------------------
# Assembly
# ---------------------------------------------------------------------------------------------


def _assemble(doc_id: str, path: Path, pages: list[_PageText]) -> Document:
    texts: list[str] = []
    raw_offsets: list[int] = []
    infos: list[PageInfo] = []
    blocks: list[Block] = []
    words: list[WordBox] = []
    position = 0
    page_blocks = headings_in_top_band([(page.text, page.blocks) for page in pages])
    for number, page in enumerate(pages, start=1):
        if number > 1:
            texts.append(PAGE_SEPARATOR)
            raw_offsets.extend([pages[number - 2].raw_length] * len(PAGE_SEPARATOR))
            position += len(PAGE_SEPARATOR)
        texts.append(page.text)
        raw_offsets += page.offsets
        infos.append(
            PageInfo(
                number=number,
                source=page.source,
                start=position,
                end=position + len(page.text),
                ocr_reason=page.ocr_reason,
                engine=page.engine,
                mean_confidence=page.mean_confidence,
                seconds=page.seconds,
                ocr_failure=page.ocr_failure,
                block_roles=_role_counts(page_blocks[number - 1]),
            )
        )
        blocks += (
            Block(
                block.role,
                position + block.start,
                position + block.end,
                number,
                block.bbox,
                block.set_apart,
                block.size,
                tuple((position + cell_start, position + cell_end) for cell_start, cell_end in block.cells),
            )
            for block in page_blocks[number - 1]
        )
        words += (WordBox(position + start, position + end, number, *box) for start, end, *box in page.words)
        position += len(page.text)
    return Document(
        doc_id=doc_id,
        source_path=str(path),
        text="".join(texts),
        pages=infos,
        raw_offsets=raw_offsets,
        blocks=tuple(blocks),
        words=tuple(words),
    )


def _role_counts(blocks: Sequence[PageBlock]) -> tuple[tuple[BlockRole, int], ...]:
    counts: dict[BlockRole, int] = {}
    for block in blocks:
        counts[block.role] = counts.get(block.role, 0) + 1
    return tuple(counts.items())
