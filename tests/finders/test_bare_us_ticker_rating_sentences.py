"""A US note's rating sentence names its stocks with bare tickers (`We rate NVIDIA (NVDA) Outperform with a $250
price target and AMD (AMD) Market Perform with a $180 price target`): each stock a call, its target read up to the next
stock the sentence rates (issue 22 §4, tickers as printed)."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tests.builders import call_tuples, rules_outcome, styled_lines_pdf


def test_a_rating_sentence_on_a_stock_with_its_bare_ticker_is_a_call() -> None:
    text = "We rate NVIDIA (NVDA) Outperform with a $250 price target."
    assert call_tuples(text) == [("NVDA", "NVIDIA", "Outperform", "$250")]


def test_the_next_stocks_the_same_sentence_rates_are_calls_each_with_its_own_target() -> None:
    text = "We rate NVIDIA (NVDA) Outperform and AMD (AMD) Market Perform with a $180 price target."
    assert call_tuples(text) == [("NVDA", "NVIDIA", "Outperform", None), ("AMD", "AMD", "Market Perform", "$180")]


def test_brackets_after_a_name_without_a_stock_rating_make_no_call() -> None:
    assert call_tuples("We maintain Asia Pacific (APAC) exposure at Overweight.") == []
    assert call_tuples("We rate Acme Corp (ACME) and see upside.") == []
    # a sector's view word is no stock's call
    assert call_tuples("We rate US Semis (SOX) Attractive into 2027.") == []


def test_a_sector_note_rating_stocks_by_bare_tickers_keeps_its_calls_through_the_validator(tmp_path: Path) -> None:
    lines = [
        ("US Semiconductors: 2027 outlook", "hebo", 14),
        ("Industry View: In-Line", "helv", 9),
        ("We rate NVIDIA (NVDA) Outperform with a $250 price target.", "helv", 9),
        ("We rate AMD (AMD) Market Perform with a $180 price target.", "helv", 9),
    ]
    calls = rules_outcome(styled_lines_pdf(tmp_path / "note.pdf", lines)).fields[FieldName.STOCK_CALLS].calls
    assert [(c.code, c.name, c.rating, c.target_price) for c in calls] == [
        ("NVDA", "NVIDIA", "Outperform", "$250"),
        ("AMD", "AMD", "Market Perform", "$180"),
    ]
