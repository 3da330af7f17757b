"""A stock's target stated under a line that heads its paragraph with its ticker(s)."""

from __future__ import annotations

from schemas.patterns import PRICE_BEFORE_TARGET_CUE, STOCK_HEADING_LINE
from tasks.finders.stock_calls import find_stock_calls

TABLE = (
    "We reiterate Buy on AMZN, GOOGL, GOOG and META.\n"
    "Stocks mentioned: Amazon.com (AMZN US) rose.\nAlphabet A (GOOGL US) rose.\nAlphabet C (GOOG US) rose.\n"
    "Meta Platforms (META US) rose.\n"
)
BASIS = (
    "Price objective basis & risk\n"
    "Alphabet (GOOGL / GOOG)\n"
    "Our price objective of $430/$425 is based on 28x 2027E core GAAP EPS plus cash per share.\n"
    "Amazon.com (AMZN)\n"
    "Our $310 PO is based on our SOTP analysis that values AWS at 9x 2027E sales.\n"
    "Meta Platforms Inc (META)\n"
    "Our $835 price objective is based on 24x 2027E GAAP EPS, plus net cash.\n"
)


def _targets(text: str) -> dict[str, str | None]:
    return {call.code.value: call.target.value if call.target else None for call in find_stock_calls(text) if call.code}


def test_a_heading_line_names_whose_target_its_paragraph_states() -> None:
    assert _targets(TABLE + BASIS) == {"AMZN US": "$310", "GOOGL US": "$430", "GOOG US": "$425", "META US": "$835"}


def test_a_box_value_printed_above_its_label_is_the_headed_stocks_target() -> None:
    text = (
        "We reiterate Overweight on both STX and WDC.\nSeagate Technology (STX.O) rose.\nWestern Digital (WDC.O) rose.\n"
        "Risk Reward - Western Digital (WDC.O)\n$650.00\nPRICE TARGET\n"
        "Our PT implies 20.0x CY27 EPS of $27.12.\nConsensus Price Target Distribution $421.23 $900.00\n"
    )
    assert _targets(text) == {"STX.O": None, "WDC.O": "$650.00"}


def test_without_its_heading_a_stocks_target_is_not_guessed() -> None:
    text = TABLE + BASIS.replace("Amazon.com (AMZN)\n", "Amazon.com remains our top pick.\n")
    assert _targets(text)["AMZN US"] is None


def test_heading_lines_and_prices_before_a_cue() -> None:
    assert [
        m.group(1) for m in STOCK_HEADING_LINE.finditer("Alphabet (GOOGL / GOOG)\nAmazon.com (AMZN) rose 3%\n")
    ] == ["GOOGL / GOOG"]
    found = [
        m.group(1) for m in PRICE_BEFORE_TARGET_CUE.finditer("Our $310 PO. $650.00\nOur PT implies. $12 per share")
    ]
    assert found == ["$310", "$650.00"]
