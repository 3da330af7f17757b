"""A sector note's calls on stocks named without their ticker in a list or a line (`Volkar: stay Underweight (PT
€44)`, `– Hokuriku Resin - cut to Neutral from Outperform, TP ¥1,320`, `Goldstone Property remains a Hold with a
target of A$3.05`), the note tying each name to its code elsewhere: a comps or valuation table's row with no rating
column (`Volkar VOLK GY €48.10 5.2 0.21`) or a `Companies mentioned` list (tasks/finders/stock_calls.py
`note_name_map`, `_mapped_name_calls`). The prompt keeps the line that ties a called name to its code; the validator
keeps the calls and refuses a rating word of the disclosures' ratings distribution (`Buy 55 17`), which a stock named
in the disclosures' list reaches."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls, note_name_map
from tasks.validate.grounding import validate_field
from tests.builders import report_view, rules_outcome, styled_lines_pdf

COMPS = (
    "Exhibit 4: Comparables\nCompany Ticker Price PE 27E EV/Sales\nVolkar VOLK GY €48.10 5.2 0.21\n"
    "Stellbrand STRB FP €15.90 4.6 0.18\nNormanni Motori NRMA IM €8.05 6.3 0.34\nOstwerk Trucks OSTW GY €27.30 7.1 0.40\n"
    "Source: Bloomberg; Ostwerk Trucks not covered\n"
)
HEAD = "Ambleside Corvey | Industry Update\nEuropean Autos: Still too early\nWe remain Underweight on European autos.\n"

# (lines, expected calls: (code, rating, target or None))
CALLS: list[tuple[str, set[tuple[str, str, str | None]]]] = [
    (
        "Our calls\nVolkar: stay Underweight (PT €44)\nStellbrand: Equal-weight, PT €17.20 (from €18.00)\n"
        "Normanni Motori: Overweight, PT €9.80\n",
        {("VOLK GY", "Underweight", "€44"), ("STRB FP", "Equal-weight", "€17.20"), ("NRMA IM", "Overweight", "€9.80")},
    ),
    (
        "Our calls\n– Volkar - cut to Underweight from Neutral, TP €44\n– Stellbrand - Equal-weight, TP €17.20\n",
        {("VOLK GY", "Underweight", "€44"), ("STRB FP", "Equal-weight", "€17.20")},
    ),
    (
        "Registrations fell again. Stellbrand remains a Hold with a target of €17.20, below the consensus target of "
        "€19.00. Volkar: Sell, PT raised to €44 from €41.\n",
        {("STRB FP", "Hold", "€17.20"), ("VOLK GY", "Sell", "€44")},
    ),
]

NOT_CALLS = [
    "Ostwerk Trucks: not covered; consensus PT €31\n",
    "Marlow Motors: stay Underweight (PT €12)\n",  # a name the note never ties to a code
    "Volkar: Buy and Hold ratings dominate the Street's coverage\n",  # another's view
    "Stellbrand: previously Overweight, now under review\n",  # no current rating right after the separator
    "Stellbrand results: margins beat, Buy-side interest is rising\n",  # the name opens no call line
]


def _read(text: str) -> set[tuple[str, str, str | None]]:
    return {
        (c.code.value, c.rating.value, c.target.value if c.target else None) for c in find_stock_calls(text) if c.code
    }


def test_a_comps_row_without_a_rating_column_ties_the_name_to_its_code() -> None:
    names = {name: mapped.code.value for name, mapped in note_name_map(HEAD + COMPS).items()}
    assert names["Volkar"] == "VOLK GY"
    assert names["Normanni Motori"] == "NRMA IM"
    assert "Company Ticker" not in names and "Source" not in names


@pytest.mark.parametrize(("lines", "expected"), CALLS)
def test_a_call_line_on_a_name_of_the_notes_map_is_read(lines: str, expected: set[tuple[str, str, str | None]]) -> None:
    assert _read(HEAD + lines + COMPS) == expected


@pytest.mark.parametrize("line", NOT_CALLS)
def test_a_line_that_states_no_call_of_the_note_is_none(line: str) -> None:
    assert _read(HEAD + line + COMPS) == set()


def test_an_initiation_that_starts_with_a_rating_and_a_pence_target_under_a_stock_heading() -> None:
    text = (
        "We initiate coverage of three UK pharmaceutical companies.\nMedlane (MDLN LN)\n"
        "We start with Overweight and a 780p PT: generics margins are turning up.\nBarque Healthcare (BRQH LN)\n"
        "Barque Healthcare is our top pick; we reiterate Buy with a 2,150p PT.\n"
    )
    assert _read(text) == {("MDLN LN", "Overweight", "780p"), ("BRQH LN", "Buy", "2,150p")}
    assert _read("Medlane (MDLN LN)\nThe stock started the year at 780p and trades at 15x PE.\n") == set()


DISCLOSURES = (
    "Important disclosures\nCompanies mentioned in this report: Tsukuba Chemical (5521 JP), Hokuriku Resin (4188 JP).\n"
    "Distribution of ratings\nRating Coverage universe (%) Investment banking clients (%)\nOutperform (1) 50 13\n"
    "Neutral (2) 39 9\n"
)
LIST = (
    "Saltire Kinross | Sector Report\nJapan Chemicals: Specialty over commodity\nOur calls\n"
    "– Tsukuba Chemical - Buy, TP ¥2,480 (unchanged)\n– Hokuriku Resin - cut to Neutral from Outperform, TP ¥1,320\n"
    "Risks\nA stronger yen cuts export margins.\n"
)


def test_the_validator_keeps_the_list_calls(tmp_path: Path) -> None:
    assert _read(LIST + DISCLOSURES) == {("5521 JP", "Buy", "¥2,480"), ("4188 JP", "Neutral", "¥1,320")}
    result = validate_field(
        FieldName.STOCK_CALLS,
        "5521 JP | Tsukuba Chemical | Buy | ¥2,480; 4188 JP | Hokuriku Resin | Neutral | ¥1,320",
        report_view(tmp_path, LIST + DISCLOSURES),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in result.calls} == {
        ("5521 JP", "Buy", "¥2,480"),
        ("4188 JP", "Neutral", "¥1,320"),
    }


def test_the_validator_refuses_the_old_rating_and_a_ratings_distribution_row(tmp_path: Path) -> None:
    """`Outperform` is Hokuriku Resin's rating before the cut, and the word of the distribution row `Outperform (1) 50
    13`, which the disclosures' list of companies reaches: no rating stated for the stock."""
    result = validate_field(
        FieldName.STOCK_CALLS,
        "5521 JP | Tsukuba Chemical | Buy | ¥2,480; 4188 JP | Hokuriku Resin | Outperform | ¥1,320",
        report_view(tmp_path, LIST + DISCLOSURES),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert [(c.code, c.rating) for c in result.calls] == [("5521 JP", "Buy"), ("4188 JP", None)]


def test_a_distribution_like_row_of_a_stock_table_still_rates_its_stock(tmp_path: Path) -> None:
    """A stock table's row whose rating is followed by numbers only is no distribution row without such a heading."""
    text = "Sector Note\nOur coverage\nCompany Ticker Rating PT\nHarlan Foods HRLF US\nBuy 64 58\n"
    result = validate_field(
        FieldName.STOCK_CALLS,
        "HRLF US | Harlan Foods | Buy | NONE",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert result.calls[0].rating == "Buy"


def test_the_pipeline_keeps_the_comps_row_that_ties_a_called_name_to_its_code(tmp_path: Path) -> None:
    """Drawn with a base font, so the prices in dollars (the base fonts print no euro sign)."""
    lines = [
        ("Ambleside Corvey | Equity Research | Industry Update", "helv", 9.0),
        ("European Autos: Still too early", "hebo", 16.0),
        ("European registrations fell 3% in November and inventories are rising again.", "helv", 10.0),
        ("We remain Underweight on European autos.", "helv", 10.0),
        ("Our calls", "hebo", 11.0),
        ("Volkar: stay Underweight (PT US$44)", "helv", 10.0),
        ("Stellbrand: Equal-weight, PT US$17.20 (from US$18.00)", "helv", 10.0),
        ("Exhibit 4: Comparables", "hebo", 10.0),
        ("Company Ticker Price PE 27E EV/Sales", "helv", 9.0),
        ("Volkar VOLK US US$48.10 5.2 0.21", "helv", 9.0),
        ("Stellbrand STRB US US$15.90 4.6 0.18", "helv", 9.0),
        ("Ostwerk Trucks OSTW US US$27.30 7.1 0.40", "helv", 9.0),
        ("Source: Bloomberg, Ambleside Corvey; Ostwerk Trucks not covered", "helv", 8.0),
        ("Risks", "hebo", 11.0),
        ("A faster EV price war in Europe would hit margins.", "helv", 10.0),
    ]
    path = styled_lines_pdf(tmp_path / "calls_by_name_comps.pdf", lines)
    answered = rules_outcome(path).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in answered.calls} == {
        ("VOLK US", "Underweight", "US$44"),
        ("STRB US", "Equal-weight", "US$17.20"),
    }
