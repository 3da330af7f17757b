"""A Chinese stock table's cells read by the page's geometry (tasks/validate/columns.py `in_target_column`): the
header's cells are read with the Chinese column words the finders read (代码 / 名称 / 评级 / 目标价 / 合理价值 / 收盘价 /
股价 / EPS / PE), so a stock's target is accepted only from the cell under its table's target column, never the
current price, a valuation or an estimate, whatever the header's other columns (a word the reader does not know,
the rating beside or far from the target, units and years in a second header row). A sentence above a table is no
header. Generated PDFs (cells at their x, a CJK font); needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.validate.columns import in_target_column
from tasks.validate.grounding import kept_view, validate_field

Cells = list[tuple[float, str]]
FONT = "china-s"


def sector_pdf(path: Path, lines: list[Cells], *, lead: str = "本周板块上涨2.1%，我们维持行业推荐评级。") -> Path:
    """A Chinese sector note whose page prints a stock table, each cell a word at its x."""
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        page.insert_text((50, 80), "食品饮料行业周报：需求回暖", fontsize=14, fontname=FONT)
        page.insert_text((50, 110), lead, fontsize=9, fontname=FONT)
        y = 200.0
        for line in lines:
            for x, word in line:
                page.insert_text((x, y), word, fontsize=8, fontname=FONT)
            y += 14
        pdf.save(path)
    return path


STOCKS = ("600887.SH", "伊川乳业"), ("002946.SZ", "新希牧业")
RATINGS = ("买入", "增持")
# each stock's cells by kind: its target, its current price, a valuation, an estimate
CELLS = {"target": ("36.50", "14.80"), "price": ("28.40", "12.10"), "pe": ("15.4", "13.2"), "eps": ("1.85", "0.92")}


def table(columns: list[tuple[float, str, str]], under: Cells = ()) -> list[Cells]:  # type: ignore[assignment]
    """A header (x, name, the kind of its cells) and a row a stock: code, name, rating or a kind's cell by column."""
    header = [(x, name) for x, name, _ in columns]
    rows = []
    for index, (code, name) in enumerate(STOCKS):
        cells = {"code": code, "name": name, "rating": RATINGS[index], "industry": "乳制品"}
        row = [(x, cells[kind] if kind in cells else CELLS[kind][index]) for x, _, kind in columns]
        rows.append(row)
    return [header, *([list(under)] if under else []), *rows]


LAYOUTS = {
    # a column the reader does not know (所属行业), the target before the rating, a price column named 股价
    "unknown_column": table(
        [
            (50, "代码", "code"),
            (110, "名称", "name"),
            (170, "所属行业", "industry"),
            (230, "股价", "price"),
            (290, "目标价", "target"),
            (350, "投资评级", "rating"),
        ]
    ),
    # the rating far from the target, a market value and a closing price between them, the name first
    "rating_far": table(
        [
            (50, "公司名称", "name"),
            (120, "股票代码", "code"),
            (190, "评级", "rating"),
            (240, "收盘价(元)", "price"),
            (310, "PE 26E", "pe"),
            (380, "目标价(元)", "target"),
        ]
    ),
    # a two-row header: the measures over their years and units (合理价值 the target column)
    "two_rows": table(
        [
            (50, "证券代码", "code"),
            (110, "证券简称", "name"),
            (170, "收盘价", "price"),
            (230, "EPS", "eps"),
            (290, "PE", "pe"),
            (350, "评级", "rating"),
            (410, "合理价值", "target"),
        ],
        under=[(170, "(元)"), (230, "2026E"), (290, "2026E"), (410, "(元)")],
    ),
}
VALUE = "600887.SH | 伊川乳业 | 买入 | {}; 002946.SZ | 新希牧业 | 增持 | {}"


def targets(path: Path, cells: tuple[str, str]) -> list[str | None]:
    view = kept_view(clean(ingest(path)))
    result = validate_field(FieldName.STOCK_CALLS, VALUE.format(*cells), view, extractor="m", doc_type="industry")
    assert result.status is FieldStatus.VALID
    return [call.target_price for call in result.calls]


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_only_the_target_columns_cell_is_a_stocks_target(tmp_path: Path, layout: str) -> None:
    path = sector_pdf(tmp_path / f"{layout}.pdf", LAYOUTS[layout])
    assert targets(path, CELLS["target"]) == list(CELLS["target"])
    printed = {word for line in LAYOUTS[layout] for _, word in line}
    for kind in ("price", "pe", "eps"):
        if CELLS[kind][0] in printed:  # the current price, a valuation, an estimate: no target
            assert targets(path, CELLS[kind]) == [None, None], kind


def test_the_header_cells_tell_each_cells_column(tmp_path: Path) -> None:
    path = sector_pdf(tmp_path / "far.pdf", LAYOUTS["rating_far"])
    document = ingest(path)
    code = document.text.index("002946.SZ")
    anchors = [(code, code + len("002946.SZ"))]

    def verdict(cell: str) -> bool | None:
        at = document.text.index(cell, code)
        return in_target_column(document, (at, at + len(cell)), anchors)

    assert (verdict("14.80"), verdict("12.10"), verdict("13.2")) == (True, False, False)


def test_a_sentence_above_a_table_is_no_header(tmp_path: Path) -> None:
    """Rows with no header of their own under a sentence that names a rating and a target: nothing is judged by it."""
    rows = LAYOUTS["unknown_column"][1:]
    path = sector_pdf(tmp_path / "prose.pdf", rows, lead="维持买入评级，目标价与估值见下表。")
    document = ingest(path)
    code = document.text.index("600887.SH")
    at = document.text.index("28.40")
    assert in_target_column(document, (at, at + 5), [(code, code + 9)]) is None
