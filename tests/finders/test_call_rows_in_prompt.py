"""A whitespace-stripped table of stock calls stays in the prompt's body: it states STOCK_CALLS."""

from __future__ import annotations

from tasks.prompt.gradient import is_stock_call_row


def test_a_table_piece_with_a_code_and_a_rating_is_a_call_row() -> None:
    row = "300760迈瑞医疗361.0043893.855.286.337.6193.868.457.047.425.22.7买入600276恒瑞医药88.05"
    assert is_stock_call_row(row, 0, len(row))
    numbers = "2019A2020E2021E361.0043893.855.286.337.6193.868.45"
    assert not is_stock_call_row(numbers, 0, len(numbers))
