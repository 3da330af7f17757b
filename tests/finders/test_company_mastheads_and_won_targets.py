"""English company notes whose call sits in a masthead line or a Korean broker's cover box: the running
header's bar-separated cells (`Aurion Mining (AURN AU) | Buy | TP A$7.80`), a rating word over the target
with the action in brackets as an imperative (`BUY (Maintain)` / `TP (12M) W98,000`) and the Korean won
printed as a lone `W` glued to the price. The validator grounds what the finders read."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import currency_of
from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import find_doc_type
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "The first gold pour at the project came on 20 November, on budget, and output guidance stays unchanged."


def _checked(tmp_path: Path, text: str, rating: str, target: str) -> None:
    assert find_doc_type(text).value == "company"
    found_rating, found_target = find_rating(text, "company"), find_target_price(text)
    assert found_rating is not None and found_rating.value == rating
    assert found_target is not None and found_target.value == target
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.RATING, rating, view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, target, view, extractor="m").status is FieldStatus.VALID


def test_a_masthead_line_of_bar_separated_cells_states_the_call(tmp_path: Path) -> None:
    text = f"Equity Research | Company Update\nAurion Mining (AURN AU) | Buy | TP A$7.80\n{PROSE}\n"
    _checked(tmp_path, text, "Buy", "A$7.80")


def test_a_rating_with_an_imperative_action_over_a_won_target(tmp_path: Path) -> None:
    text = f"Hanyang Semicon (091840 KS)\n27 November 2026\nBUY (Maintain)\nTP (12M) W98,000\nPrice W79,300\n{PROSE}\n"
    _checked(tmp_path, text, "BUY", "W98,000")
    assert currency_of("W98,000") == "KRW"


def test_a_lone_w_is_the_won_only_before_a_digit() -> None:
    assert currency_of("WACC 8%") is None
    assert currency_of("EW1") is None


def test_a_table_header_of_bar_cells_is_no_stock_box() -> None:
    text = f"US Packaged Food: Volumes keep shrinking\nCompany | Ticker | Rating | TP\n{PROSE}\n"
    assert find_doc_type(text).value == "industry"


def test_a_coverage_list_of_bar_separated_rows_is_no_stock_box() -> None:
    rows = "".join(
        f"{name} ({code} LN) | {rating} | PT {price}\n"
        for name, code, rating, price in (
            ("Hamlet Homes", "HMLT", "Overweight", "1,420p"),
            ("Brickfield Group", "BRCK", "Overweight", "865p"),
            ("Orchard Living", "ORCH", "Neutral", "312p"),
        )
    )
    text = f"UK Housebuilders: Reservations recover\nCoverage list\n{rows}{PROSE}\n"
    assert find_doc_type(text).value == "industry"
