"""Whole English notes (bench/house_long.py, session 30, batch C): UBS's `Statement of Risk` heads the note's risks;
a stock table's rating cell with its bracketed grade (`Buy (1)`, Daiwa) is one cell, so the target column is still
counted from it."""

from __future__ import annotations

from schemas.patterns import is_risk_heading_line
from tasks.finders.line_tables import line_table_rows
from tasks.finders.risks import find_risks

UBS = (
    "Quarry Networks\n"
    "12-month rating Neutral\n"
    "12m price target US$96.00\n"
    "Valuation\n"
    "Our US$96 price target applies 28x to our 2027E EPS of US$3.40.\n"
    "Statement of Risk\n"
    "We believe the key risks to our price target are a faster recovery in enterprise IT budgets and an acquisition "
    "of the company.\n"
    "Required Disclosures\n"
)


def test_statement_of_risk_heads_the_risks() -> None:
    assert [c.value for c in find_risks(UBS)] == [
        "We believe the key risks to our price target are a faster recovery in enterprise IT budgets and an "
        "acquisition of the company"
    ]
    assert is_risk_heading_line("Statement of Risk")
    # a heading that only speaks of a statement of other things is none
    assert not is_risk_heading_line("Statement of risk appetite")
    assert not is_risk_heading_line("Statement of cash flows")


TABLE = (
    "Figure 1: Daiwa's ratings and target prices\n"
    "Company Stock code Rating Share price Target price Upside (%)\n"
    "Lotus Beverage 2111 HK Buy (1) HKD38.20 HKD48.00 25.7\n"
    "Silverleaf Dairy 2112 HK Outperform (2) HKD12.64 HKD14.50 14.7\n"
    "Source: Bloomberg, Daiwa forecasts\n"
)


def _rows(text: str) -> list[tuple[str, str, str | None]]:
    return [(r.code.value, r.rating.value, r.target.value if r.target else None) for r in line_table_rows(text)]


def test_a_rating_cells_bracketed_grade_is_no_value_cell() -> None:
    assert _rows(TABLE) == [("2111 HK", "Buy", "HKD48.00"), ("2112 HK", "Outperform", "HKD14.50")]
    # a bracketed value after the rating that is no grade (a negative upside) stays a value cell
    negative = TABLE.replace("Buy (1) HKD38.20 HKD48.00 25.7", "Buy HKD38.20 HKD48.00 (25.7)")
    assert _rows(negative)[0] == ("2111 HK", "Buy", "HKD48.00")
