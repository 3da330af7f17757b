"""A sector note's stock list printed one stock a line, ticker, price and rating in brackets split by commas
(`Aster Foods (ASTF SP, S$2.84, BUY)`), as `Valuation summary` / `Companies mentioned` / `Stocks discussed` lists
print them: the rating is the call; the price is the target only under a heading of targets (`Valuation summary`);
a `not rated` line is no call."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls
from tests.builders import rules_outcome

LIST = (
    "Kestrel Brooke | Sector Note\nASEAN Telecoms: Data pricing firms\nIndustry view: Neutral\n"
    "Tariffs rose 4% in the quarter and we expect more in 2027.\n{heading}\n"
    "Surya Towers (SRYT IJ, IDR 3,150, ADD)\nKlang Mobile (KLMB MK, RM 4.20, HOLD)\n"
    "Bayside Fibre (BYFB SP, not rated)\nRama Telecom (RMTL TB, THB 61.50, REDUCE)\n"
)


def _read(text: str) -> set[tuple[str, str, str | None]]:
    return {
        (c.code.value, c.rating.value, c.target.value if c.target else None) for c in find_stock_calls(text) if c.code
    }


def test_a_valuation_summarys_lines_are_calls_with_their_targets() -> None:
    assert _read(LIST.format(heading="Valuation summary")) == {
        ("SRYT IJ", "ADD", "IDR 3,150"),
        ("KLMB MK", "HOLD", "RM 4.20"),
        ("RMTL TB", "REDUCE", "THB 61.50"),
    }


def test_a_companies_mentioned_list_prints_the_price_not_the_target() -> None:
    assert _read(LIST.format(heading="Companies mentioned")) == {
        ("SRYT IJ", "ADD", None),
        ("KLMB MK", "HOLD", None),
        ("RMTL TB", "REDUCE", None),
    }


def test_a_line_without_a_stock_rating_is_no_call() -> None:
    text = (
        "Sector Note\nValuation summary\nBayside Fibre (BYFB SP, S$1.20, NR)\nKlang Mobile (KLMB MK, RM 4.20, Dividend)\n"
        "Surya Towers (SRYT IJ, IDR 3,150, ADD) is cheap, we think.\n"
    )
    assert _read(text) == set()


def test_the_pipeline_reads_and_keeps_a_rendered_valuation_summary(tmp_path: Path) -> None:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    y = 60.0
    lines = LIST.format(heading="Valuation summary").split("\n")
    for line in lines:
        bold = line in ("Valuation summary", "ASEAN Telecoms: Data pricing firms")
        page.insert_text((50, y), line, fontname="hebo" if bold else "helv", fontsize=12 if bold else 10)
        y += 18
    path = tmp_path / "valuation_summary.pdf"
    pdf.save(path)
    pdf.close()
    outcome = rules_outcome(path)
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in answered.calls} == {
        ("SRYT IJ", "ADD", "IDR 3,150"),
        ("KLMB MK", "HOLD", "RM 4.20"),
        ("RMTL TB", "REDUCE", "THB 61.50"),
    }
