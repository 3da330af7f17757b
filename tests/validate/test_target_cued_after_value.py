"""A stock's target stated with its cue after the value (`Outperform with a €164.00 price target`) binds that value:
a later number of the same sentence (`cuts costs by €300 per car`) is another number of the stock's entry, never its
target; a change or list joined to the cue (`our $150 price target to $164`) stays a target. Texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.validate.grounding import validate_field
from tests.builders import report_view

NOTE = (
    "Equity Research | Industry Report\nEuropean Autos: tariffs priced\nOur calls\n"
    "Among the carmakers we rate Vollmark (VOLM GY) Outperform with a €164.00 price target, as its\n"
    "new platform cuts costs by €300 per car from 2027, while Sterne Automobiles (STRN FP) stays at\n"
    "Market Perform with a PT of €58.00 because its plan relies on partners that are yet to sign.\n"
)
CALLS = "VOLM GY | Vollmark | Outperform | {}; STRN FP | Sterne Automobiles | Market Perform | €58.00"


def targets(tmp_path: Path, text: str, value: str) -> list[str | None]:
    result = validate_field(
        FieldName.STOCK_CALLS, value, report_view(tmp_path, text), extractor="m", doc_type="industry"
    )
    return [call.target_price for call in result.calls]


def test_a_price_before_its_target_cue_is_the_stocks_target(tmp_path: Path) -> None:
    assert targets(tmp_path, NOTE, CALLS.format("€164.00")) == ["€164.00", "€58.00"]


def test_a_later_number_of_the_sentence_is_no_target(tmp_path: Path) -> None:
    assert targets(tmp_path, NOTE, CALLS.format("€300")) == [None, "€58.00"]


def test_a_target_changed_from_the_cued_one_stays_a_target(tmp_path: Path) -> None:
    text = "Equity Research | Industry Report\nTech\nWe keep Kestrel (KSTL US) at Buy and lift our $150 price target to $164.\n"
    value = "KSTL US | Kestrel | Buy | $164"
    assert targets(tmp_path, text, value) == ["$164"]
