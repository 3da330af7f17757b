"""Rules for English notes as the PDF reader lays them out (one row, paragraph or list item a
line): stock tables printed one row a line, rating legends, a rating stated with its target, an
own-rating statement, and which risk heading is read first. Synthetic texts, short label strings."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.finders.doc_type import find_doc_type
from tasks.finders.rating import rating_occurrences
from tasks.finders.risks import find_risks
from tasks.finders.stock_calls import table_rows
from tests.builders import rules_outcome

TABLE = (
    "Global Semis: coverage table\n"
    "Ticker Rating Cur Price Target Perf. Cur 2025A 2026E\n"
    "AMD (Advanced Micro) O USD 489.28 650.00 178.4% USD 4.17 7.55\n"
    "INTC (Intel) M USD 99.81 110.00 367.5% USD 0.43 1.55\n"
)
CITI_ROWS = (
    "Rating Old New Target Price Old New\n"
    "Han's CNC Technology\n"
    "301200.SZ Rmb 328.000 160,395 09 Jul 15:00 2 nc -377.000 nc 14.9\n"
)


def rows(text: str) -> list[tuple[str | None, str | None, str, str | None]]:
    return [
        (
            c.code.value if c.code else None,
            c.name.value if c.name else None,
            c.rating.value,
            c.target.value if c.target else None,
        )
        for c in table_rows(text)
    ]


def test_a_table_printed_one_row_a_line_gives_each_row_its_call() -> None:
    assert rows(TABLE) == [("AMD", "Advanced Micro", "O", "650.00"), ("INTC", "Intel", "M", "110.00")]


def test_when_the_price_comes_before_the_rating_the_target_is_the_first_price_after_it() -> None:
    assert rows(CITI_ROWS) == [("301200.SZ", "Han's CNC Technology", "2", "377.000")]


def test_rows_without_a_rating_header_above_are_no_calls() -> None:
    assert rows("Market data\nAMD (Advanced Micro) O USD 489.28 650.00\n") == []


def test_a_rating_legend_states_no_rating_and_a_rating_with_its_target_does() -> None:
    legend = "J.P. Morgan uses the following rating system: Overweight (over the next 12 months); Neutral (in line).\n"
    stated = "TSMC (Overweight; Price Target: NT$3100.0)\n"
    assert [c.value for c in rating_occurrences(legend)] == []
    assert [c.value for c in rating_occurrences(stated)] == ["Overweight"]


def test_an_english_note_that_states_its_own_rating_is_a_company_note() -> None:
    assert find_doc_type("Tech hardware update\nWe maintain our Overweight rating.\n").value == "company"


def test_a_heading_of_risks_alone_is_read_before_a_combined_one() -> None:
    text = (
        "Investment Thesis, Valuation and Risks\n"
        "We expect structural growth to remain very strong as leading-edge supply stays tight.\n"
        "Risks to Rating and Price Target\n"
        "Key downside risks include: (1) a shorter capex cycle and (2) weak smartphone demand.\n"
    )
    assert [c.value for c in find_risks(text)] == ["a shorter capex cycle", "weak smartphone demand"]


def test_the_rows_of_a_sector_note_reach_its_calls_through_the_prompt(tmp_path: Path) -> None:
    """The prompt keeps table rows and their header in the body (short lines would be cut as
    fragments), so the rules extractor reads the calls and the validator grounds them."""
    path = tmp_path / "sector.txt"
    prose = "Semiconductor demand kept growing in the quarter, led by data-centre accelerators and memory."
    path.write_text(f"Global Semiconductors: industry note\nIndustry View: Attractive\n{prose}\n{TABLE}{prose}\n")
    outcome = rules_outcome(path)
    calls = outcome.fields[FieldName.STOCK_CALLS].calls
    assert outcome.fields[FieldName.DOC_TYPE].value == "industry"
    assert [(c.code, c.rating, c.target_price) for c in calls] == [("AMD", "O", "650.00"), ("INTC", "M", "110.00")]
