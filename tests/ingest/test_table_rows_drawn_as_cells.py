"""A stock table drawn one cell at a time (each cell its own text object, as spreadsheet exports write them) comes out
of the ingest one row a line: the text layer gives such a table as one block of one-cell lines, which read as one
run-on paragraph before session 28 (`Tencent 0700.HK OW 482.40 600.00 24% Alibaba 9988.HK …`). A name cell wrapping
onto a second line stays in its row; a page of prose, and a list of middle-dot bullets, keep their own lines."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.ingest.reader import ingest

COLUMNS = (40.0, 160.0, 240.0, 330.0, 400.0)


def _table_pdf(
    path: Path,
    rows: list[tuple[str, ...]],
    *,
    header: tuple[str, ...] | None = None,
    columns: tuple[float, ...] = COLUMNS,
) -> Path:
    """A page with a bold header row and `rows`, each cell drawn on its own at its column's x; a cell holding a
    newline is drawn on two lines (a name that wraps inside its cell)."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((40, 60), "China Internet: Back to fundamentals", fontname="hebo", fontsize=14)
    y = 90.0
    if header:
        for x, cell in zip(columns, header, strict=False):
            for k, part in enumerate(cell.split("\n")):
                page.insert_text((x, y + 11 * k), part, fontname="hebo", fontsize=7.5)
        y += 11 * max(cell.count("\n") + 1 for cell in header)
    for row in rows:
        for x, cell in zip(columns, row, strict=False):
            for k, part in enumerate(cell.split("\n")):
                page.insert_text((x, y + 11 * k), part, fontname="helv", fontsize=7.5)
        y += 11 * max(cell.count("\n") + 1 for cell in row)
    page.insert_text((40, y + 12), "Source: Company data, house estimates", fontname="helv", fontsize=6.5)
    pdf.save(path)
    pdf.close()
    return path


def _lines(path: Path) -> list[str]:
    return [line for line in ingest(path).text.split("\n") if line.strip()]


def test_a_table_drawn_cell_by_cell_reads_one_row_a_line(tmp_path: Path) -> None:
    rows = [
        ("Tencent", "0700.HK", "OW", "482.40", "600.00"),
        ("Alibaba", "9988.HK", "EW", "118.20", "130.00"),
        ("Meituan", "3690.HK", "UW", "139.50", "120.00"),
    ]
    lines = _lines(_table_pdf(tmp_path / "t.pdf", rows, header=("Company", "Ticker", "Rating", "Price", "PT")))
    assert lines[1:5] == [
        "Company Ticker Rating Price PT",
        "Tencent 0700.HK OW 482.40 600.00",
        "Alibaba 9988.HK EW 118.20 130.00",
        "Meituan 3690.HK UW 139.50 120.00",
    ]


def test_a_name_wrapping_inside_its_cell_stays_in_its_row(tmp_path: Path) -> None:
    rows = [
        ("HDFC Bank", "HDFCB IN", "Buy", "1,685", "2,050"),
        ("Kotak Mahindra\nBank", "KMB IN", "Hold", "1,802", "1,850"),
        ("IndusInd Bank", "IIB IN", "Sell", "962", "800"),
    ]
    lines = _lines(_table_pdf(tmp_path / "t.pdf", rows, header=("Company", "Ticker", "Rating", "CMP", "PT")))
    assert "Kotak Mahindra Bank KMB IN Hold 1,802 1,850" in lines
    assert "IndusInd Bank IIB IN Sell 962 800" in lines


def test_a_two_line_header_cell_over_rows_read_one_a_line(tmp_path: Path) -> None:
    from tasks.finders.line_tables import line_table_rows

    rows = [
        ("NVIDIA Corp.", "NVDA.O", "Overweight", "188.20", "$250.00"),
        ("Intel Corp.", "INTC.O", "Underweight", "21.35", "$18.00"),
    ]
    header = ("Company", "Ticker", "Stock\nRating", "Price", "Price\ntarget")
    path = _table_pdf(tmp_path / "t.pdf", rows, header=header)
    lines = _lines(path)
    assert "NVIDIA Corp. NVDA.O Overweight 188.20 $250.00" in lines
    assert "Intel Corp. INTC.O Underweight 21.35 $18.00" in lines
    read = [
        (row.code.value, row.rating.value, row.target and row.target.value)
        for row in line_table_rows(ingest(path).text)
    ]
    assert read == [("NVDA.O", "Overweight", "$250.00"), ("INTC.O", "Underweight", "$18.00")]


def test_a_header_of_two_rows_of_cells_keeps_the_target_its_upper_row_places(tmp_path: Path) -> None:
    """HSBC's coverage table: the header's cells wrap, the one-word ones printed on the lower row (`Company`,
    `Ticker`), so the upper row names the rating and target columns (`TP Rating`) and the lower row the cells'
    second words (`price Unchanged Unchanged`). The lower row goes on the header, no header of its own: each row's
    target is the cell before its rating. A lower row naming a rating column of its own opens its own header."""
    from tasks.finders.line_tables import line_table_rows

    columns = (40.0, 130.0, 185.0, 235.0, 285.0, 340.0, 390.0)
    rows = [
        ("Bloom Energy", "BE US", "USD", "302.70", "350.00", "Buy", "15.6%"),
        ("Weichai Power - H", "2338 HK", "HKD", "34.10", "50.00", "Buy", "46.6%"),
    ]
    # the text layer writes the header row by row: the upper row's words, then the lower row's
    upper = ("", "", "", "Current", "TP", "Rating", "Upside/")
    lower = ("Company", "Ticker", "Currency", "price", "Unchanged", "Unchanged", "downside")
    path = _table_pdf(tmp_path / "t.pdf", [lower, *rows], header=upper, columns=columns)
    lines = _lines(path)
    assert "Current TP Rating Upside/" in lines
    assert "Bloom Energy BE US USD 302.70 350.00 Buy 15.6%" in lines
    read = [
        (row.code.value, row.rating.value, row.target and row.target.value)
        for row in line_table_rows(ingest(path).text)
    ]
    assert read == [("BE US", "Buy", "350.00"), ("2338 HK", "Buy", "50.00")]
    text = "Price TP Rating\nCompany Ticker Rating Price\nBloom Energy BE US Buy 302.70\nSource: x\n"
    assert [(row.rating.value, row.target) for row in line_table_rows(text)] == [("Buy", None)]


def test_prose_lines_and_a_label_value_pair_are_no_table(tmp_path: Path) -> None:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    prose = ["We expect demand to recover through 2027 as inventories", "normalise; margins should follow volumes."]
    for k, line in enumerate(prose):
        page.insert_text((40, 100 + 12 * k), line, fontname="helv", fontsize=9)
    page.insert_text((40, 160), "· Hengrui Medicine (600276.SH): OUTPERFORM, TP Rmb62.00", fontname="helv", fontsize=9)
    page.insert_text((40, 172), "· BeiGene (688235.SS): OUTPERFORM, TP Rmb310.00", fontname="helv", fontsize=9)
    path = tmp_path / "p.pdf"
    pdf.save(path)
    pdf.close()
    lines = _lines(path)
    assert " ".join(prose) in lines  # a wrapped paragraph stays one line
    assert "· Hengrui Medicine (600276.SH): OUTPERFORM, TP Rmb62.00" in lines  # each middle-dot item its own line
    assert "· BeiGene (688235.SS): OUTPERFORM, TP Rmb310.00" in lines


def test_a_table_drawn_cell_by_cell_with_no_rating_column_keeps_its_reading(tmp_path: Path) -> None:
    """A model's figures drawn cell by cell (no rating cell in its rows) read as before: one run-on line."""
    rows = [("Revenue", "61,118", "64,803", "70,013", "74,880"), ("EBIT", "3,357", "3,585", "4,123", "4,814")]
    lines = _lines(_table_pdf(tmp_path / "t.pdf", rows, header=("KRW bn", "2025", "2026E", "2027E", "2028E")))
    assert any("Revenue 61,118 64,803 70,013 74,880 EBIT 3,357" in line for line in lines)


def test_rating_cells_with_footnote_marks_still_make_a_stock_table(tmp_path: Path) -> None:
    """Macquarie's coverage table marks rating cells with notes under it (`Outperform¹` for a changed target,
    `Underperform²`): the mark is no part of the rating, so the rows still read one a line and each its rating.
    A credit rating (`Baa1`) keeps its digit: no rating word before it."""
    from tasks.finders.line_tables import line_table_rows

    rows = [
        ("Fortescue Metals", "FMG AU", "Neutral*", "18.40", "19.50"),
        ("Mineral Resources", "MIN AU", "Outperform¹", "42.10", "55.00"),
        ("Champion Iron", "CIA AU", "Outperform", "5.90", "7.20"),
        ("Deterra Royalties", "DRR AU", "Underperform²", "4.05", "3.40"),
    ]
    path = _table_pdf(tmp_path / "t.pdf", rows, header=("Company", "Ticker", "Rec.", "Price (A$)", "TP (A$)"))
    assert "Deterra Royalties DRR AU Underperform2 4.05 3.40" in _lines(path)
    read = [
        (row.code.value, row.rating.value, row.target and row.target.value)
        for row in line_table_rows(ingest(path).text)
    ]
    assert read == [
        ("FMG AU", "Neutral", "19.50"),
        ("MIN AU", "Outperform", "55.00"),
        ("CIA AU", "Outperform", "7.20"),
        ("DRR AU", "Underperform", "3.40"),
    ]
    credit = "Bank Ticker Moody's Rating CET1\nUniCredit UCG IM Baa1 BBB 15.9\nBNP Paribas BNP FP Aa3 A+ 12.9\n"
    assert [row.rating.value for row in line_table_rows(credit)] == []


def test_a_chinese_table_drawn_cell_by_cell_reads_one_row_a_line(tmp_path: Path) -> None:
    """A Chinese note's 盈利预测与评级 table: codes and figures in a Latin font, names and ratings (`买入`, `增持`) in a
    CJK one, each cell drawn on its own. Its rows read one a line, so each row keeps its own rating; a table whose
    only Han cells are `未评级` holds no stock rows and keeps its reading."""
    rows = [
        ("300750.SZ", "宁德时代", "268.50", "19.7", "买入"),
        ("300274.SZ", "阳光电源", "92.30", "12.8", "增持"),
        ("688390.SH", "固德威", "58.70", "21.0", "未评级"),
    ]

    def draw(path: Path, table: list[tuple[str, ...]]) -> Path:
        pdf = pymupdf.open()
        page = pdf.new_page(width=595, height=842)
        y = 90.0
        for row in table:
            for x, cell in zip((40.0, 100.0, 190.0, 240.0, 270.0), row, strict=True):
                font = "china-s" if any(ord(char) > 0x2E80 for char in cell) else "helv"
                page.insert_text((x, y), cell, fontname=font, fontsize=7.5)
            y += 11
        pdf.save(path)
        pdf.close()
        return path

    lines = _lines(draw(tmp_path / "t.pdf", rows))
    assert [line for line in lines if line.endswith(("买入", "增持"))] == [
        "300750.SZ宁德时代268.50 19.7买入",
        "300274.SZ阳光电源92.30 12.8增持",
    ]
    unrated = [(code, name, price, pe, "未评级") for code, name, price, pe, _ in rows]
    assert len(_lines(draw(tmp_path / "u.pdf", unrated))) == 1
