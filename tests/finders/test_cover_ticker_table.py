"""A cover's ticker table (Bernstein: `Ticker Rating CUR Closing Price Target Price TTM Rel. Perf` over the stock's row
and its index's row, the two rows read as one line): its target cell is the note's target, a signed percentage in the
next cell no date part."""

from __future__ import annotations

from tasks.finders.key_strips import key_strips
from tests.builders import target_of

COVER_TABLE = (
    "Meridian Medical (MRDN): initiating at Outperform\n"
    "Ticker Rating CUR Closing Price Target Price TTM Rel. Perf\n"
    "MRDN O USD 84.10 112.00 -9.5% S&P 500 5,412.30\n"
    "O - Outperform, M - Market-Perform, U - Underperform\n"
    "We initiate coverage of Meridian Medical with a target price of $112 on 30x 2027E EPS.\n"
)


def test_a_cover_ticker_table_run_on_into_its_index_row_gives_its_target_cell() -> None:
    cells = {cell.kind: cell.value for cell in key_strips(COVER_TABLE)}
    assert cells == {"ticker": "MRDN", "target": "112.00"}
    assert target_of(COVER_TABLE) == "112.00"


def test_a_ticker_table_whose_row_holds_more_cells_than_labels_gives_no_target() -> None:
    text = COVER_TABLE.replace("-9.5% S&P 500", "-9.5% 12.1x S&P 500")
    assert all(cell.kind != "target" for cell in key_strips(text))
