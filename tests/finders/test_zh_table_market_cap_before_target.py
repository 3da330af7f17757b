"""A Chinese valuation table with the market value (thousands commas) and PE columns before the
target, its unit glued on, and the rating right-most (`603279.SH华岳重工1,784 21 17 24.60元买入`): each
row is a call with its target, in the finder and the validator (a whole-number cell before the target
makes no spaced decimal of them)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.spans import cuts_number
from tasks.finders.stock_calls import find_stock_calls
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

HEADER = "代码公司总市值(亿元)PE 2026E PE 2027E目标价评级"
ROWS = (
    ("603279.SH", "华岳重工", "1,784 21 17", "24.60元", "买入"),
    ("002896.SZ", "徐山机械", "716 18 15", "9.80元", "增持"),
)


def _lines() -> list[str]:
    return ["表2:重点公司估值表", HEADER, *(f"{c}{n}{cells} {t}{r}" for c, n, cells, t, r in ROWS), "资料来源:Wind"]


def test_each_row_is_a_call_with_its_target() -> None:
    calls = {call.code.value: call for call in find_stock_calls("\n".join(_lines()) + "\n") if call.code}
    for code, _, _, target, rating in ROWS:
        assert calls[code].rating.value == rating
        assert calls[code].target is not None and calls[code].target.value == target


def test_a_number_with_its_own_decimals_after_a_space_is_the_next_cell() -> None:
    text = "PE 17 24.60元买入"
    start = text.index("24.60")
    assert not cuts_number(text, start, start + len("24.60元"))
    assert cuts_number("收盘价 43 75元", len("收盘价 43 "), len("收盘价 43 75元"))  # AlphaFin's spaced decimals


def test_the_validator_keeps_the_rows_targets(tmp_path: Path) -> None:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 70), "工程机械行业：国内更新周期开启", fontname="china-s", fontsize=16)
    for number, line in enumerate(_lines()):
        page.insert_text((50, 110 + 16 * number), line, fontname="china-s", fontsize=9)
    pdf.save(tmp_path / "table.pdf")
    pdf.close()
    view = kept_view(clean(ingest(tmp_path / "table.pdf")))
    answer = "; ".join(f"{c} | {n} | {r} | {t}" for c, n, _, t, r in ROWS)
    kept = validate_field(FieldName.STOCK_CALLS, answer, view, extractor="m", doc_type="industry")
    assert kept.status is FieldStatus.VALID
    assert [call.target_price for call in kept.calls] == [target for *_, target, _ in ROWS]
