"""A sector note's calls stated in running text on stocks named without their ticker: the note prints each stock's
ticker elsewhere (a `Top picks` box, a stock's heading, a table's row), and a sentence in the note's voice (`we`,
`our`, an imperative call verb) rates the stock by its name, full or without its corporate suffix. The finders read
the call through the note's own map of names to codes (tasks/finders/stock_calls.py `note_name_map`) and the validator
keeps it; a sentence in another's voice, a previous rating, or a name the note never prints with a ticker is no call,
and the validator refuses a rating stated on another stock of the sentence."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls, note_name_map
from tasks.validate.grounding import validate_field
from tests.builders import report_view, rules_outcome, styled_lines_pdf

HEAD = (
    "Kestrel Brooke | Sector Note\nASEAN Consumer: Volumes recover\nIndustry view: Positive\nTop picks\n"
    "Aster Foods Holdings (ASTF SP)\nKedai Retail Bhd (KDRT MK)\nPramana Consumer (PRMA IJ)\n"
    "Margins rebuilt across the region and the companies we cover beat consensus by 4% on average.\n"
)

# (sentence, expected calls: (code, rating, target or None))
CALLS: list[tuple[str, set[tuple[str, str, str | None]]]] = [
    (
        "We reiterate Buy on Aster Foods with a PT of S$2.84, and we keep Kedai Retail at Hold (PT RM5.60).",
        {("ASTF SP", "Buy", "S$2.84"), ("KDRT MK", "Hold", "RM5.60")},
    ),
    (
        "We upgrade Pramana Consumer to Buy from Hold and raise our TP to IDR7,400; we downgrade Kedai Retail to Sell.",
        {("PRMA IJ", "Buy", "IDR7,400"), ("KDRT MK", "Sell", None)},
    ),
    (
        "Maintain Buy on Aster Foods Holdings. Our top pick remains Pramana Consumer (Buy, TP IDR7,400).",
        {("ASTF SP", "Buy", None), ("PRMA IJ", "Buy", "IDR7,400")},
    ),
    (
        "We rate Kedai Retail Hold and Aster Foods Buy, with a PT of S$2.84 on the latter.",
        {("KDRT MK", "Hold", None), ("ASTF SP", "Buy", "S$2.84")},
    ),
]

NOT_CALLS = [
    "Consensus rates Aster Foods a Buy and Kedai Retail a Hold, but we see downside in both.",
    "Aster Foods was upgraded to Buy by two brokers last month and Kedai Retail to Hold.",
    "Aster Foods and Kedai Retail are rated Buy and Hold by the Street.",
    "Our previous ratings on Aster Foods (Buy) and Kedai Retail (Hold) were set in June.",
    "We like Marlow Dairy at Buy and Sentosa Mills at Hold, though we do not cover them.",
    "Aster Foods and Kedai Retail gained 12% and 9%; Buy and Hold volumes were strong.",
]


def _read(text: str) -> set[tuple[str, str, str | None]]:
    return {
        (c.code.value, c.rating.value, c.target.value if c.target else None) for c in find_stock_calls(text) if c.code
    }


def test_the_notes_map_holds_its_names_and_their_short_forms() -> None:
    names = {name: mapped.code.value for name, mapped in note_name_map(HEAD).items()}
    assert names["Aster Foods"] == "ASTF SP"
    assert names["Aster Foods Holdings"] == "ASTF SP"
    assert names["Kedai Retail"] == "KDRT MK"
    assert "Marlow Dairy" not in names


def test_a_name_given_two_codes_is_left_out_of_the_map() -> None:
    text = "Top picks\nAster Foods (ASTF SP)\nAster Foods (ASFD MK)\nKedai Retail (KDRT MK)\n"
    assert "Aster Foods" not in note_name_map(text)


@pytest.mark.parametrize(("sentence", "expected"), CALLS)
def test_a_call_on_a_stock_named_without_its_ticker_is_read(
    sentence: str, expected: set[tuple[str, str, str | None]]
) -> None:
    assert _read(HEAD + sentence + "\n") == expected


@pytest.mark.parametrize("sentence", NOT_CALLS)
def test_a_sentence_that_makes_no_call_of_the_note_is_no_call(sentence: str) -> None:
    assert _read(HEAD + sentence + "\n") == set()


@pytest.mark.parametrize(("sentence", "expected"), CALLS)
def test_the_validator_keeps_the_call(
    tmp_path: Path, sentence: str, expected: set[tuple[str, str, str | None]]
) -> None:
    names = {"ASTF SP": "Aster Foods", "KDRT MK": "Kedai Retail", "PRMA IJ": "Pramana Consumer"}
    answer = "; ".join(f"{code} | {names[code]} | {rating} | {target or 'NONE'}" for code, rating, target in expected)
    result = validate_field(
        FieldName.STOCK_CALLS,
        answer,
        report_view(tmp_path, HEAD + sentence + "\n"),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in result.calls} == expected


def test_the_validator_refuses_another_stocks_rating_and_a_word_inside_a_name(tmp_path: Path) -> None:
    text = HEAD + CALLS[0][0] + "\n"
    result = validate_field(
        FieldName.STOCK_CALLS,
        "ASTF SP | Aster Foods | Hold | RM5.60; PRMA IJ | Pramana Consumer | Buy | NONE",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert [(c.code, c.rating, c.target_price) for c in result.calls] == [
        ("ASTF SP", None, None),
        ("PRMA IJ", None, None),
    ]


def test_the_pipeline_reads_and_keeps_prose_calls_by_name(tmp_path: Path) -> None:
    lines = [
        ("Kestrel Brooke | Equity Research | Sector Note", "helv", 9.0),
        ("ASEAN Consumer: Volumes recover", "hebo", 16.0),
        ("Industry view: Positive", "helv", 10.0),
        ("Top picks", "hebo", 11.0),
        ("Aster Foods Holdings (ASTF SP)", "helv", 10.0),
        ("Kedai Retail Bhd (KDRT MK)", "helv", 10.0),
        ("Margins rebuilt across the region and the companies we cover beat consensus.", "helv", 10.0),
        ("We reiterate Buy on Aster Foods with a PT of S$2.84 as volumes recover.", "helv", 10.0),
        ("We downgrade Kedai Retail to Hold from Buy and cut our PT to RM5.60.", "helv", 10.0),
        ("Risks", "hebo", 11.0),
        ("Consumer spending slows more sharply than we assume.", "helv", 10.0),
    ]
    answered = rules_outcome(styled_lines_pdf(tmp_path / "prose_by_name.pdf", lines)).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in answered.calls} == {
        ("ASTF SP", "Buy", "S$2.84"),
        ("KDRT MK", "Hold", "RM5.60"),
    }


@pytest.mark.parametrize(
    "answer",
    ["ASTF SP | Kedai Retail | Hold | RM5.60", "KDRT MK | Aster Foods | Buy | S$2.84"],
)
def test_the_validator_refuses_a_name_the_note_gives_another_code(tmp_path: Path, answer: str) -> None:
    """The note's map ties each name to its code: another stock's name (and its call) is no part of this code's."""
    result = validate_field(
        FieldName.STOCK_CALLS,
        answer,
        report_view(tmp_path, HEAD + CALLS[0][0] + "\n"),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    call = result.calls[0]
    assert (call.name, call.rating, call.target_price) == (None, None, None)
    assert call.code == answer.split(" | ")[0]


def test_the_validator_keeps_a_name_printed_beside_a_second_listing_of_the_stock(tmp_path: Path) -> None:
    """A company listed twice prints one name with two codes (`Aster Foods Holdings (ASTF SP)` in the picks box,
    `Aster Foods Holdings | 2345.HK` later): the name printed right beside the answered code is that code's name."""
    text = HEAD + "Dual listings\nAster Foods Holdings | 2345.HK | Buy | HK$12.00\n"
    result = validate_field(
        FieldName.STOCK_CALLS,
        "2345.HK | Aster Foods Holdings | Buy | HK$12.00",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert result.calls[0].name == "Aster Foods Holdings"


def test_the_validator_keeps_a_name_for_a_code_the_notes_map_names_nothing(tmp_path: Path) -> None:
    """A second listing printed apart from the name (`Aster Foods Holdings (ASTF SP)` in the picks box, its H shares
    `2345.HK` in a sentence of their own): the map ties the name to one code and names `2345.HK` nothing, so the
    name answered with it is no other stock's."""
    text = HEAD + "We rate the H shares, 2345.HK, Buy with a target of HK$12.00.\n"
    result = validate_field(
        FieldName.STOCK_CALLS,
        "2345.HK | Aster Foods Holdings | Buy | HK$12.00",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert result.calls[0].name == "Aster Foods Holdings"
