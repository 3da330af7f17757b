"""The roles of a page's text: which line of the normalised page text is a header, a sidebar, a
heading, a list item, a table row, a caption or a paragraph (`schemas.types.Block`).

A normalised page holds one paragraph, heading, list item or table row a line (tasks/ingest/reader.py
joins the wraps), so a block is one such line. On a text-layer page its role comes from what the
reader already knows of the box and the line it starts in: the box's place on the page (inside the
top or bottom margin band; in the narrow column of a two-column cover), the line's type (bold or
another size: a heading; a bullet or list number: a list item), its words (a caption opening) and
its row (a box sharing its row with two more boxes of its column, or a line of numbers: a table row).
OCR pages and .txt files give a paragraph a line. Roles never change the text.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from schemas.patterns import (
    CAPTION_LINE_START,
    LINE_LIST_START,
    MAX_RISK_HEADING_CHARS,
    PARAGRAPH_END,
    RATED_TABLE_HEADER_CELL,
    RISK_COLUMN_HEADER,
    RISK_HEADING_ZH,
    SET_APART_LINE_END,
    is_risk_heading_line,
)
from schemas.types import Block, BlockRole, Document, HeadingLine, HeadingSpan, TextHeadings
from tasks.ingest.layout import Box, column_side, same_row

SIDEBAR_MAX_SHARE = 0.42  # the narrower column of a two-column page is a sidebar up to this share of both
MIN_ROW_PARTNERS = 2  # a box sharing its row with this many boxes of its column is a table cell
MAX_TABLE_CELL_LINES = 2
MIN_TABLE_NUMBERS = 2  # a line of no more letters than digits, with this many numbers, is a table row
MAX_HEADING_CHARS = 60
SIZE_STEP_PT = 1.0  # a line set larger than the body by more is set apart

_CELL_NUMBER = re.compile(r"[-+(]?\d[\d,.]*%?\)?")

Bbox = tuple[float, float, float, float]


@dataclass(frozen=True)
class LineStyle:
    """One line of a PDF text block: where it starts in the block's text, and how it is set."""

    start: int
    x0: float
    bold: bool
    size: float
    list_start: bool  # opens with a bullet or a list number
    x1: float = 0.0
    wordy: bool = True  # more letters than digits: a heading may be set so, a price or figure is not
    color: int | None = None  # the sRGB colour all its visible spans share; None: mixed, or unknown
    y0: float = 0.0  # its top and bottom (0, 0: unknown): a line beside the one before it is another cell
    y1: float = 0.0


@dataclass(frozen=True)
class PageBlock:
    """A block of one page, its offsets into the page's normalised text."""

    role: BlockRole
    start: int
    end: int
    bbox: Bbox | None = None
    set_apart: bool = False  # a short line of words set bold, larger or in another colour than the body
    size: float = 0.0  # the type size its line is set in (0: unknown)
    cells: tuple[tuple[int, int], ...] = ()  # a table row's cells side by side, offsets into the page text


@dataclass(frozen=True)
class PageGeometry:
    """What the reader found of a text page's layout: its rectangle, its column gutter (None: one
    column), the share of its height that is the top and bottom margin band, and which of its
    boxes (in reading order) are heading boxes."""

    rect: Bbox
    gutter: float | None
    margin_share: float
    heading_boxes: frozenset[int] = frozenset()


def line_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every non-blank line of `text`, its surrounding spaces left out."""
    spans = []
    position = 0
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped:
            start = position + line.index(stripped[0])
            spans.append((start, start + len(stripped)))
        position += len(line) + 1
    return spans


def paragraph_blocks(text: str) -> list[PageBlock]:
    """A paragraph a non-blank line (OCR pages, .txt files)."""
    return [PageBlock("paragraph", start, end) for start, end in line_spans(text)]


def text_page_blocks(
    text: str,
    offsets: Sequence[int],
    boxes: Sequence[Box],
    styles: Sequence[tuple[LineStyle, ...]],
    geometry: PageGeometry,
) -> list[PageBlock]:
    """The blocks of a text-layer page: `text` and `offsets` as normalise_text gave them for the
    raw text of `boxes` (in reading order, joined), `styles` their lines."""
    box_starts: list[int] = []
    position = 0
    for box in boxes:
        box_starts.append(position)
        position += len(box[4])
    body_size = _body_size(styles)
    body_color = _body_color(styles)
    sidebar_side = _sidebar_side(boxes, geometry.gutter)
    table_boxes = _table_boxes(boxes, styles, geometry.gutter)
    line_starts = [[line.start for line in lines] for lines in styles]
    blocks = []
    for start, end in line_spans(text):
        first = bisect.bisect_right(box_starts, offsets[start]) - 1
        last = bisect.bisect_right(box_starts, offsets[end - 1]) - 1
        lines = styles[first] if first < len(styles) else ()
        at = offsets[start] - box_starts[first]
        style = lines[max(0, bisect.bisect_right(line_starts[first], at) - 1)] if lines else None
        line = text[start:end]
        role = _role(line, first, boxes[first], style, body_size, sidebar_side, table_boxes, geometry)
        bbox = _union(boxes[first : last + 1])
        set_apart = role == "heading" or (
            style is not None
            and len(line) <= MAX_HEADING_CHARS
            and not SET_APART_LINE_END.search(line)
            and _is_set_apart(style, body_size, body_color)
        )
        cells = _row_cells(text, offsets, start, end, box_starts, styles, first, last)
        blocks.append(PageBlock(role, start, end, bbox, set_apart, style.size if style is not None else 0.0, cells))
    return blocks


def _row_cells(
    text: str,
    offsets: Sequence[int],
    start: int,
    end: int,
    box_starts: Sequence[int],
    styles: Sequence[tuple[LineStyle, ...]],
    first: int,
    last: int,
) -> tuple[tuple[int, int], ...]:
    """The cells of the line text[start:end] when the PDF lines it joins stand side by side on one
    row (a table row the text layer writes as one block, or as boxes sharing the row): a new cell
    opens where a PDF line starts right of a line of the cell before it, on the same row (a wrapped
    cell's lines sit under its first). () for one cell."""
    raw_lines = [
        (box_starts[index] + line.start, line)
        for index in range(first, min(last, len(styles) - 1) + 1)
        for line in styles[index]
    ]
    raw_start, raw_end = offsets[start], offsets[end - 1]
    line_ends = [at for at, _ in raw_lines[1:]] + [raw_end + 1]
    inside = [pair for pair, line_end in zip(raw_lines, line_ends) if pair[0] <= raw_end and line_end > raw_start]
    if len(inside) < 2:
        return ()
    opens = []
    cell: list[LineStyle] = [inside[0][1]]
    for at, line in inside[1:]:  # a wrapped cell's lines sit under its first, the next cell beside one of them
        if any(sits_beside(before, line) for before in cell):
            opens.append(at)
            cell = [line]
        else:
            cell.append(line)
    if not opens:
        return ()
    bounds = [start]
    for raw in opens:
        position = bisect.bisect_left(offsets, raw, start, end)
        if bounds[-1] < position < end:
            bounds.append(position)
    bounds.append(end)
    cells = []
    for cell_start, cell_end in itertools.pairwise(bounds):
        piece = text[cell_start:cell_end]
        if not piece.strip():
            return ()
        left = cell_start + len(piece) - len(piece.lstrip())
        cells.append((left, cell_start + len(piece.rstrip())))
    return tuple(cells) if len(cells) > 1 else ()


def sits_beside(before: LineStyle, line: LineStyle) -> bool:
    """`line` starts right of where `before` ends on the same row (their middles within a quarter
    line): the next cell of a table row. False where a line's height is not known."""
    if line.y1 <= line.y0 or before.y1 <= before.y0:
        return False
    height = min(before.y1 - before.y0, line.y1 - line.y0)
    middle_gap = abs((before.y0 + before.y1) / 2 - (line.y0 + line.y1) / 2)
    return line.x0 >= before.x1 and middle_gap <= max(1.0, 0.25 * height)


def _role(
    line: str,
    index: int,
    box: Box,
    style: LineStyle | None,
    body_size: float,
    sidebar_side: str | None,
    table_boxes: set[int],
    geometry: PageGeometry,
) -> BlockRole:
    _, y0, _, y1 = geometry.rect
    band = (y1 - y0) * geometry.margin_share
    middle = (box[1] + box[3]) / 2
    if middle < y0 + band:
        return "page_header"
    if middle > y1 - band:
        return "page_footer"
    if sidebar_side is not None and geometry.gutter is not None and column_side(box, geometry.gutter) == sidebar_side:
        return "sidebar"
    if CAPTION_LINE_START.match(line):
        return "caption"
    if index in table_boxes or _is_number_row(line):
        return "table"
    list_start = LINE_LIST_START.match(line) is not None and len(line) > 2
    if (style is not None and style.list_start) or list_start:
        return "list_item"
    if _is_short_line(line) and (
        index in geometry.heading_boxes or (style is not None and _is_heading_line(style, body_size))
    ):
        return "heading"
    return "paragraph"


def _is_short_line(line: str) -> bool:
    return len(line) <= MAX_HEADING_CHARS and not PARAGRAPH_END.search(line)


def _is_set_apart(style: LineStyle, body_size: float, body_color: int | None) -> bool:
    """A line of words set apart from the body by its type: bold, larger, or in a colour of its own
    (a heading printed in the house colour at body size), whatever role its place gives it (a
    heading sharing its row with a chart's title reads as a table cell)."""
    coloured = style.color is not None and body_color is not None and style.color != body_color
    return _is_heading_line(style, body_size) or (style.wordy and coloured)


def _is_heading_line(style: LineStyle, body_size: float) -> bool:
    """A line of words set bold or larger than the body."""
    return style.wordy and (style.bold or style.size > body_size + SIZE_STEP_PT)


def _is_number_row(line: str) -> bool:
    letters = sum(1 for char in line if char.isalpha())
    digits = sum(1 for char in line if char.isdigit())
    return letters <= digits and len(_CELL_NUMBER.findall(line)) >= MIN_TABLE_NUMBERS


def _body_size(styles: Sequence[tuple[LineStyle, ...]]) -> float:
    """The type size most lines of the page are set in."""
    sizes = Counter(line.size for lines in styles for line in lines)
    return sizes.most_common(1)[0][0] if sizes else 0.0


def _body_color(styles: Sequence[tuple[LineStyle, ...]]) -> int | None:
    """The colour most lines of the page are set in (None: not known)."""
    colors = Counter(line.color for lines in styles for line in lines if line.color is not None)
    return colors.most_common(1)[0][0] if colors else None


def _sidebar_side(boxes: Sequence[Box], gutter: float | None) -> str | None:
    """The side of the gutter whose column is narrow enough to be a sidebar, or None."""
    if gutter is None:
        return None
    left = [box[0] for box in boxes if column_side(box, gutter) == "left"]
    right = [box[2] for box in boxes if column_side(box, gutter) == "right"]
    if not left or not right:
        return None
    left_width, right_width = gutter - min(left), max(right) - gutter
    narrow, side = min((left_width, "left"), (right_width, "right"))
    return side if narrow <= SIDEBAR_MAX_SHARE * (left_width + right_width) else None


def _table_boxes(boxes: Sequence[Box], styles: Sequence[tuple[LineStyle, ...]], gutter: float | None) -> set[int]:
    """Boxes of at most two lines that share their row with two or more boxes of their column: the
    cells of a table the text layer writes cell by cell. Boxes sorted by their middle, so only
    near neighbours are compared."""
    cells = [
        index
        for index, box in enumerate(boxes)
        if box[4].strip() and (len(styles[index]) if index < len(styles) else 1) <= MAX_TABLE_CELL_LINES
    ]
    cells.sort(key=lambda i: (boxes[i][1] + boxes[i][3]) / 2)
    middles = [(boxes[i][1] + boxes[i][3]) / 2 for i in cells]
    found = set()
    for position, index in enumerate(cells):
        box = boxes[index]
        reach = max(2.0, box[3] - box[1])
        low = bisect.bisect_left(middles, middles[position] - reach)
        high = bisect.bisect_right(middles, middles[position] + reach)
        side = column_side(box, gutter) if gutter is not None else ""
        partners = sum(
            1
            for other in cells[low:high]
            if other != index
            and same_row(box, boxes[other])
            and (gutter is None or column_side(boxes[other], gutter) == side)
        )
        if partners >= MIN_ROW_PARTNERS:
            found.add(index)
    return found


def _union(boxes: Sequence[Box]) -> Bbox:
    return (
        min(box[0] for box in boxes),
        min(box[1] for box in boxes),
        max(box[2] for box in boxes),
        max(box[3] for box in boxes),
    )


MAX_BAND_HEADING_GAP_LINES = 2.0  # a heading in the top band heads the text set at most this many of its lines below
BAND_HEADING_EDGE_PT = 6.0  # and starts at the left edge of that text within this


def headings_in_top_band(pages: Sequence[tuple[str, Sequence[PageBlock]]]) -> list[list[PageBlock]]:
    """Each page's blocks (its text and blocks given), a line of the top margin band of page 2 on read as a
    heading when it is one: set apart by its type, words with no figure (not a date, page number or ticker),
    printed on no other page's top or bottom band (a running header repeats), and heading the text right
    under it at its left edge (a `Key risks` heading set high on page 3 over its list). A page header
    otherwise, as `_role` reads every line of the band."""
    keys = [
        {_band_key(text[block.start : block.end]) for block in blocks if block.role in ("page_header", "page_footer")}
        for text, blocks in pages
    ]
    found: list[list[PageBlock]] = []
    for number, (text, blocks) in enumerate(pages):
        changed = list(blocks)
        for index, block in enumerate(blocks):
            line = text[block.start : block.end].strip()
            if number == 0 or block.role != "page_header" or not block.set_apart or block.bbox is None:
                continue
            if any(char.isdigit() for char in line) or sum(char.isalpha() for char in line) < 3:
                continue
            if any(_band_key(line) in others for other, others in enumerate(keys) if other != number):
                continue
            below = next((later for later in blocks[index + 1 :] if later.role != "page_header"), None)
            if below is not None and _heads(block.bbox, below.bbox):
                changed[index] = dataclasses.replace(block, role="heading")
        found.append(changed)
    return found


def _band_key(line: str) -> str:
    return "".join(char for char in line.casefold() if char.isalpha())


def _heads(heading: Bbox, below: Bbox | None) -> bool:
    if below is None:
        return False
    height = heading[3] - heading[1]
    gap = below[1] - heading[3]
    return -1.0 <= gap <= MAX_BAND_HEADING_GAP_LINES * height and abs(below[0] - heading[0]) <= BAND_HEADING_EDGE_PT


def structure_known(document: Document) -> bool:
    """Some of the document's lines carry their type (the blocks of a text-layer PDF page): a heading
    there is what the page sets apart, not a guess from a line's words and shape (.txt files and OCR
    pages have no type)."""
    return any(block.bbox is not None for block in document.blocks)


def unknown_stretches(document: Document) -> tuple[tuple[int, int], ...]:
    """The pages whose lines carry no type (OCR pages), as stretches of the document's text."""
    untyped = {block.page for block in document.blocks if block.bbox is None}
    return tuple((page.start, page.end) for page in document.pages if page.number in untyped)


def heading_spans(document: Document) -> TextHeadings | None:
    """The lines the document sets apart as headings (`Block.set_apart`), outside the page headers and
    footers and not a list's items (a list may be set bold), as offsets into its text, with the pages
    whose structure is not known (OCR pages of a mixed report); None when no page's is known."""
    if not structure_known(document):
        return None
    spans = tuple(
        HeadingSpan(block.start, block.end, block.size)
        for block in document.blocks
        if block.set_apart and block.bbox is not None and block.role not in ("page_header", "page_footer", "list_item")
    )
    return TextHeadings(spans, unknown_stretches(document))


def heading_lines(document: Document) -> tuple[HeadingLine, ...] | None:
    """The words of the document's heading lines (`heading_spans`), each once at its largest size: what
    a prompt carries for a backend that reads the prompt's text."""
    headings = heading_spans(document)
    if headings is None:
        return None
    sizes: dict[str, float] = {}
    for span in headings.spans:
        words = document.text[span.start : span.end].strip()
        sizes[words] = max(sizes.get(words, 0.0), span.size)
    return tuple(HeadingLine(words, size) for words, size in sizes.items())


def unstructured_lines(document: Document) -> tuple[str, ...]:
    """The words of the lines of the pages whose structure is not known (`unknown_stretches`) in a
    report whose other pages have a text layer, each once: what a prompt carries so that a backend
    reading its text reads headings there from the lines' words and shapes."""
    if not structure_known(document):
        return ()
    found: dict[str, None] = {}
    for start, end in unknown_stretches(document):
        for line in document.text[start:end].split("\n"):
            if line.strip():
                found[line.strip()] = None
    return tuple(found)


@dataclass(frozen=True)
class RiskTable:
    """A table whose header row names a column of risks (`Risk | Impact`): its rows' cells, header row
    first, as offsets into Document.text, and which column holds the risks."""

    rows: tuple[tuple[tuple[int, int], ...], ...]
    column: int

    @property
    def items(self) -> tuple[tuple[int, int], ...]:
        """The risk column's cells under the header: the table's risk items."""
        return tuple(row[self.column] for row in self.rows[1:])

    @property
    def gaps(self) -> tuple[tuple[int, int], ...]:
        """Where one cell of a row ends and the next starts, header row included."""
        return tuple((left[1], right[0]) for row in self.rows for left, right in itertools.pairwise(row))


def risk_tables(document: Document) -> tuple[RiskTable, ...]:
    """The tables of the document whose header row's cell names risks (`RISK_COLUMN_HEADER`), or that sit
    right under a risk heading (`Key downside scenarios` over `Downside scenario | Probability`: one risk a
    row, in its first column, whatever the header calls it), each with the rows right under the header on
    its page that have as many cells."""
    tables = []
    blocks = document.blocks
    index = 0
    while index < len(blocks):
        header = blocks[index]
        column = _risk_column(document.text, header.cells)
        headed = column is None and index > 0 and _under_risk_heading(document.text, blocks[index - 1], header)
        column = 0 if headed else column
        index += 1
        if column is None:
            continue
        rows = [header.cells]
        while (
            index < len(blocks)
            and blocks[index].page == header.page
            and len(blocks[index].cells) == len(header.cells)
            and _risk_column(document.text, blocks[index].cells) is None
        ):
            rows.append(blocks[index].cells)
            index += 1
        wordy = all(any(char.isalpha() for char in document.text[slice(*row[column])]) for row in rows[1:])
        if len(rows) > 1 and (wordy or not headed):  # a table of figures under the heading lists no risks
            tables.append(RiskTable(tuple(rows), column))
    return tuple(tables)


def _under_risk_heading(text: str, heading: Block, header: Block) -> bool:
    """`header` is the first row of a table (two or more cells, no rating column) right under a heading of its
    page whose words name risks: `Key risks`, `Risks to our call`, `Threats to our thesis`, `主要风险`."""
    line = text[heading.start : heading.end].strip()
    if heading.role != "heading" or heading.page != header.page or len(header.cells) < 2:
        return False
    if any(RATED_TABLE_HEADER_CELL.fullmatch(text[start:end].strip()) for start, end in header.cells):
        return False
    return is_risk_heading_line(line) or (len(line) <= MAX_RISK_HEADING_CHARS and bool(RISK_HEADING_ZH.search(line)))


def _risk_column(text: str, cells: tuple[tuple[int, int], ...]) -> int | None:
    """The one column of risks a header row names; None too for a stock table's header (a rating column beside
    it, `Company | Ticker | Rating | PT | Key risk`): each row's risk cell is its own stock's."""
    columns = [number for number, (start, end) in enumerate(cells) if RISK_COLUMN_HEADER.fullmatch(text[start:end])]
    if any(RATED_TABLE_HEADER_CELL.fullmatch(text[start:end].strip()) for start, end in cells):
        return None
    return columns[0] if len(columns) == 1 else None
