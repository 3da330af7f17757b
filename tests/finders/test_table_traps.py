"""Rows of stock tables that stand for no stock, or whose target sits under a header of groups (session 29,
bench/house_table_traps.py): a benchmark index or an aggregate row inside a coverage table makes no call, and a
target group printed over `New Old Chg` or over `From To` gives its new cell."""

from __future__ import annotations

from tasks.finders.line_tables import line_table_rows


def _rows(text: str) -> list[tuple[str | None, str | None, str, str | None]]:
    return [
        (
            row.code.value if row.code else None,
            row.name.value if row.name else None,
            row.rating.value,
            row.target.value if row.target else None,
        )
        for row in line_table_rows(text)
    ]


def test_index_and_aggregate_rows_of_a_coverage_table_make_no_call() -> None:
    text = (
        "Company Ticker Rating Price TP P/E 26e Yield\n"
        "Telkom Indonesia TLKM IJ Buy 3,140 3,900 11.8 6.1%\n"
        "Sector average 16.5 4.9%\n"
        "MSCI ASEAN Buy 13.9 3.6%\n"
        "Hang Seng Index Neutral 22.1\n"
        "MSCI Inc. MSCI US Buy 560.00 650.00 30.1 1.2%\n"
        "Source: LSEG Eikon\n"
    )
    # the index provider listed as a stock keeps its row: it has a code of its own
    assert _rows(text) == [
        ("TLKM IJ", "Telkom Indonesia", "Buy", "3,900"),
        ("MSCI US", "MSCI Inc.", "Buy", "650.00"),
    ]
