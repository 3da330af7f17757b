"""One column vocabulary for stock tables, read by the finders and by the validator alike: the wordings houses
print for the rating column (`Our stance`, `View`, `Rec.`) and the target column (`12m value`, `Tgt px`, `FV`,
`Value per share`), a rank column, `From | To` rating columns, a second header row of `New | Old` under the group
names, and the line forms of a sector note's calls (a rating-first heading, a rating in square brackets last).
Synthetic texts, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.patterns import HEADER_COLUMN_EN, TABLE_RATING_COLUMN, TABLE_VALUE_COLUMN
from schemas.types import FieldName
from tasks.finders.line_tables import line_table_rows
from tasks.validate.grounding import validate_field
from tests.builders import call_tuples, report_view

Row = tuple[str, str | None, str, str | None]


def rows(text: str) -> list[Row]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


@pytest.mark.parametrize(
    ("rating_name", "target_name"),
    [
        ("Our stance", "12m value"),
        ("View", "Tgt px"),
        ("Rec.", "FV"),
        ("Stance", "Value per share"),
        ("Recommendation", "Price objective"),
    ],
)
def test_the_finders_and_the_validator_read_the_same_wordings_of_the_rating_and_target_columns(
    rating_name: str, target_name: str
) -> None:
    header = f"Company Ticker {rating_name} {target_name} Last"
    finder_kinds = [column.lastgroup for column in TABLE_VALUE_COLUMN.finditer(header)]
    validator_kinds = [column.lastgroup for column in HEADER_COLUMN_EN.finditer(header)]
    assert finder_kinds == ["rating", "target", "price"]
    assert validator_kinds == ["identity", "identity", "rating", "target", "price"]
    text = (
        f"Exhibit 1: Coverage\n{header}\n"
        "Alpha Software AAAA US Overweight $212 $181\n"
        "Beta Data BBBB US Underweight $19 $24\n"
        "Source: Example Research\n"
    )
    assert rows(text) == [
        ("AAAA US", "Alpha Software", "Overweight", "$212"),
        ("BBBB US", "Beta Data", "Underweight", "$19"),
    ]


def test_a_sectors_own_view_or_stance_is_no_rating_column() -> None:
    for line in ("Sector view Positive", "Industry stance: Cautious", "Sector stance Neutral"):
        assert TABLE_RATING_COLUMN.search(line) is None


@pytest.mark.parametrize("rank", ["Rank", "#"])
def test_a_rank_column_first_its_numbers_are_no_rating(rank: str) -> None:
    text = (
        "Figure 1: Our order of preference\n"
        f"{rank} Company Code View PO\n"
        "1 Alpha Tiles AAAA IN Accumulate Rs612\n"
        "2 Beta Cements BBBB IN Hold Rs3,450\n"
        "3 Gamma Pipes CCCC IN Reduce Rs1,120\n"
        "Source: Example Research\n"
    )
    assert rows(text) == [
        ("AAAA IN", "Alpha Tiles", "Accumulate", "Rs612"),
        ("BBBB IN", "Beta Cements", "Hold", "Rs3,450"),
        ("CCCC IN", "Gamma Pipes", "Reduce", "Rs1,120"),
    ]


@pytest.mark.parametrize("currency", ["NOK", "SEK", "CAD"])
def test_from_and_to_rating_columns_and_targets_from_and_to_give_the_new_values(currency: str) -> None:
    text = (
        "Figure 1: Rating and target changes\n"
        "Company Ticker From To PT from PT to\n"
        f"Alpha Energy AAAA NO Outperform Outperform {currency} 290 {currency} 312\n"
        f"Beta Drilling BBBB NO Neutral Outperform {currency} 39 {currency} 48\n"
        "Source: Example Bank\n"
    )
    assert rows(text) == [
        ("AAAA NO", "Alpha Energy", "Outperform", f"{currency} 312"),
        ("BBBB NO", "Beta Drilling", "Outperform", f"{currency} 48"),
    ]


@pytest.mark.parametrize(("group", "new"), [("Rating Price target", "New"), ("Rec. TP", "Current")])
def test_a_second_header_row_of_new_and_old_under_the_group_names(group: str, new: str) -> None:
    text = (
        "Figure 1: Ratings and targets\n"
        f"{group}\n"
        f"Company Ticker {new} Old {new} Old\n"
        "Alpha Chemie AAAA GR Outperform Neutral EUR 61.00 EUR 66.00\n"
        "Beta Coatings BBBB GR Neutral Outperform EUR 44.50 EUR 52.00\n"
        "Source: Example Bank\n"
    )
    assert rows(text) == [
        ("AAAA GR", "Alpha Chemie", "Outperform", "EUR 61.00"),
        ("BBBB GR", "Beta Coatings", "Neutral", "EUR 44.50"),
    ]


def test_rating_first_headings_with_a_separator_are_calls_the_validator_keeps(tmp_path: Path) -> None:
    text = (
        "US Medical Technology: volumes normalise\n"
        "BUY - Alpha Health (AAAA US): PO $64\n"
        "Robotic platform placements rose 31% in the quarter.\n"
        "Neutral: Beta Diagnostics (BBBB US), PT $31\n"
        "Panel volumes are flat but margins improve.\n"
    )
    found = call_tuples(text)
    assert found == [("AAAA US", "Alpha Health", "BUY", "$64"), ("BBBB US", "Beta Diagnostics", "Neutral", "$31")]
    view = report_view(tmp_path, text)
    answer = "; ".join(f"{code} | {name} | {rating} | {target}" for code, name, rating, target in found)
    kept = validate_field(FieldName.STOCK_CALLS, answer, view, extractor="m", doc_type="industry")
    assert [(c.code, c.rating) for c in kept.calls] == [("AAAA US", "BUY"), ("BBBB US", "Neutral")]
    lie = validate_field(FieldName.STOCK_CALLS, "AAAA US | Alpha Health | Neutral | $64", view, extractor="m")
    assert [c.rating for c in lie.calls] == [None]


def test_stock_lines_with_the_rating_last_in_square_brackets(tmp_path: Path) -> None:
    text = (
        "Stock ideas\n"
        "• Alpha Logistics (AAAA US), PT $72: the asset-light model gains most from spot rates [Overweight]\n"
        "• Beta Parcel (BBBB US) - pricing is under pressure as shippers insource [Underweight]\n"
        "- Gamma Freight (CCCC US), TP $18: a new lane network [Not rated]\n"
    )
    found = call_tuples(text)
    assert found == [
        ("AAAA US", "Alpha Logistics", "Overweight", "$72"),
        ("BBBB US", "Beta Parcel", "Underweight", None),
    ]
    view = report_view(tmp_path, text)
    kept = validate_field(
        FieldName.STOCK_CALLS, "AAAA US | Alpha Logistics | Overweight | $72", view, extractor="m", doc_type="industry"
    )
    assert [(c.rating, c.target_price) for c in kept.calls] == [("Overweight", "$72")]
