"""English sector notes: the view printed as the last bar cell of the masthead line
(`Equity Research | Sector Note ASEAN Telecoms | Overweight`), and risks headed `What would change our view`
(the risks to the call, without the risk word). The validator accepts what the finders read."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Mobile ARPU rose 4-7% across the three markets in the third quarter, two years after the mergers."
ITEMS = ("Discounters could start a new price war", "Food inflation may turn negative in 2027")


def test_the_masthead_line_last_cell_is_the_sector_view(tmp_path: Path) -> None:
    text = f"Equity Research | Sector Note ASEAN Telecoms | Overweight\nASEAN Telecoms: Consolidation pays\n{PROSE}\n"
    found = find_rating(text, "industry")
    assert found is not None and found.value == "Overweight" and found.scope == "industry"
    view = report_view(tmp_path, text)
    rating = validate_field(FieldName.RATING, "Overweight", view, extractor="m", doc_type="industry")
    assert rating.status is FieldStatus.VALID


def test_a_company_masthead_cell_is_no_sector_view() -> None:
    found = find_rating(f"Equity Research | Company Note Aurion Mining | Buy\n{PROSE}\n", "industry")
    assert found is None or found.scope != "industry"


def test_what_would_change_our_view_heads_the_risks(tmp_path: Path) -> None:
    text = f"European Food Retail: Volumes return\n{PROSE}\nWhat would change our view\n" + "".join(
        f"• {item}.\n" for item in ITEMS
    )
    assert [item.value for item in find_risks(text, "industry")] == list(ITEMS)
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.RISK_FACTORS, "; ".join(ITEMS), view, extractor="m").status is FieldStatus.VALID
