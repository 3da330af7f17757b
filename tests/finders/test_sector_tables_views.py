"""Sector notes' stock tables and the sector's own view (tasks/finders/line_tables.py,
stock_calls.py, rating.py): general conventions in synthetic rows, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import normalize_rating, rating_words, table_rating_class
from schemas.types import FieldName
from tasks.finders.line_tables import line_table_rows
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.finders.stock_calls import find_stock_calls
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def test_price_cells_with_their_currency_glued_before_the_number() -> None:
    text = (
        "Ticker Company Rating Price Target\n"
        "ABCD IJ Alpha Telekom Buy Rp3,450 Rp4,200\n"
        "EFGH MK Beta Digital Hold RM4.12 RM4.30\n"
        "IJKL TB Gamma Mobile Buy Bt218.00 Bt262.00\n"
        "MNOP PM Delta Telecom Buy P1,640 P1,980\n"
        "000111 KS Epsilon Memory Buy KRW210,000 KRW265,000\n"
        "QRST IN Zeta Industries Buy Rs1,500 Rs1,720\n"
    )
    assert [(code, target) for code, _, _, target in rows(text)] == [
        ("ABCD IJ", "Rp4,200"),
        ("EFGH MK", "RM4.30"),
        ("IJKL TB", "Bt262.00"),
        ("MNOP PM", "P1,980"),
        ("000111 KS", "KRW265,000"),
        ("QRST IN", "Rs1,720"),
    ]


def test_a_cmp_column_is_the_current_price_and_the_target_column_is_read_by_its_place() -> None:
    text = (
        "Bank Bloomberg Reco CMP (Rs) TP (Rs) Upside\n"
        "Alpha Bank ALPB IN BUY 1,622 Rs1,940 20%\n"
        "Beta Finance BETF IN REDUCE 3,380 Rs3,300 -2%\n"
    )
    assert rows(text) == [
        ("ALPB IN", "Alpha Bank", "BUY", "Rs1,940"),
        ("BETF IN", "Beta Finance", "REDUCE", "Rs3,300"),
    ]


def test_a_target_before_an_upside_percentage_is_grounded_in_its_row(tmp_path: Path) -> None:
    text = (
        "Sector note\nCompany Ticker Rating Price PT Upside\n"
        "Alpha Packaging 1234.TW Overweight NT$189 NT$228 21%\n"
        "Beta Foundry 5678.TW Neutral NT$47 NT$41 -13%\n"
    )
    view = report_view(tmp_path, text)
    kept = validate_field(
        FieldName.STOCK_CALLS,
        "1234.TW | Alpha Packaging | Overweight | NT$228",
        view,
        extractor="m",
        doc_type="industry",
    )
    (call,) = kept.calls
    assert (call.target_price, call.reasons) == ("NT$228", ())


def test_a_cautious_chinese_rating_is_not_cut_by_the_name_before_it() -> None:
    text = (
        "代码名称评级目标价EPS 26E\n688001.SH甲乙科技谨慎推荐215.00元4.95 38.8\n688002.SH丙丁股份推荐98.00元1.02 78.4\n"
    )
    calls = [
        (c.code.value if c.code else None, c.name.value if c.name else None, c.rating.value)
        for c in find_stock_calls(text)
    ]
    assert ("688001.SH", "甲乙科技", "谨慎推荐") in calls
    assert ("688002.SH", "丙丁股份", "推荐") in calls


def test_a_decimal_target_cell_keeps_its_yuan() -> None:
    text = "表3：重点公司盈利预测与评级\n代码名称评级目标价EPS 26E\n688002.SH丙丁股份推荐98.00元1.02 78.4\n"
    (call,) = find_stock_calls(text)
    assert call.target is not None and call.target.value == "98.00元"


def test_a_view_word_is_read_only_as_a_sector_view_labels_value() -> None:
    for text, view in (
        ("Industry view\nPositive\nEurope | Defence", "Positive"),
        ("Sector view. Our sector view remains Market Weight.", "Market Weight"),
        ("Sector rating: Negative", "Negative"),
    ):
        found = find_rating(text, "industry")
        assert found is not None and (found.value, found.scope) == (view, "industry")
        assert normalize_rating(view) is not None
    for prose in ("We are Positive on the defence names.", "Rating: Positive", "Outlook Negative"):
        assert rating_occurrences(prose) == []
    assert rating_words("Positive Negative Market Weight") == []
    assert table_rating_class("Positive") is None


def test_a_sector_stance_or_recommendation_labels_the_sectors_rating() -> None:
    for text in ("Our sector stance stays Neutral; we prefer large banks.", "Sector recommendation: Neutral"):
        found = find_rating(text, "industry")
        assert found is not None and (found.value, found.scope) == ("Neutral", "industry")


def test_a_stocks_rating_in_the_table_never_becomes_the_sectors_rating() -> None:
    text = (
        "Sector view. Our sector view remains Market Weight.\n"
        "Company Ticker Rating Price Target\n"
        "Alpha Software ALPH US Outperform 150.00 185.00\n"
    )
    found = find_rating(text, "industry")
    assert found is not None and found.value == "Market Weight"
    assert [c.rating.value for c in find_stock_calls(text)] == ["Outperform"]


def test_a_not_rated_row_is_no_call() -> None:
    text = (
        "Ticker Company Rating Price Target\n"
        "ABCD IJ Alpha Telekom Buy Rp3,450 Rp4,200\n"
        "WXYZ MK Omega Towers NR RM2.05 n.a.\n"
    )
    assert [code for code, *_ in rows(text)] == ["ABCD IJ"]
