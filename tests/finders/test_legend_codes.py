"""One legend reader for every rating code a report defines (issue 22): digits and short letter codes
(`O-PF`, `OW`, `1H`) are ratings as printed where the report's legend says what they stand for, and only
there; the finders of statements and of table rows read the same legend."""

from __future__ import annotations

import pytest

from schemas.lexicon import legend_entries, legend_rating_class, rating_legend, table_rating_class
from tasks.finders.line_tables import line_table_rows
from tasks.finders.rating import coded_ratings, find_rating

LETTER_LEGEND = (
    "Important disclosures\nRatings definitions used by the house.\n"
    "BUY: total return expected to exceed 20% over 12 months.\n"
    "O-PF (Outperform): total return expected between 10% and 20%.\n"
    "U-PF (Underperform): total return expected between 0% and 10%.\n"
    "SELL: total return expected to be below 0%.\n"
)


@pytest.mark.parametrize(
    ("legend", "expected"),
    [
        (LETTER_LEGEND, {"O-PF": "Outperform", "U-PF": "Underperform"}),
        ("Ratings: OW = Overweight, EW = Equal-weight, UW = Underweight.", {"OW": "Overweight", "UW": "Underweight"}),
        ("OW: Overweight\nN: Neutral\nUW: Underweight", {"OW": "Overweight", "N": "Neutral", "UW": "Underweight"}),
        (
            "Our ratings are Overweight (OW), Neutral (N) and Underweight (UW).",
            {"OW": "Overweight", "N": "Neutral", "UW": "Underweight"},
        ),
        ("1 = Buy, 2 = Neutral, 3 = Sell", {"1": "Buy", "2": "Neutral", "3": "Sell"}),
    ],
)
def test_the_legend_maps_letter_codes_and_digits_alike(legend: str, expected: dict[str, str]) -> None:
    found = rating_legend(legend)
    assert {code: found[code] for code in expected} == expected


def test_a_mark_after_words_of_two_classes_and_a_lone_code_are_no_legend() -> None:
    assert rating_legend("Buy (UR) on Kestrel; Hold (UR) on Hoshino; Sell (UR) on Tsurugi.") == {}
    assert rating_legend("O-PF (Outperform): total return expected between 10% and 20%.") == {}
    assert rating_legend("Apple (AAPL) Buy and Tesla (TSLA) Sell") == {}  # a ticker in brackets is no code


def test_a_codes_class_comes_from_its_legend_and_a_high_risk_mark_reads_as_its_digit() -> None:
    assert legend_rating_class("O-PF", LETTER_LEGEND) == "outperform"
    assert legend_rating_class("U-PF", LETTER_LEGEND) == "underperform"
    assert legend_rating_class("N-PF", LETTER_LEGEND) is None
    assert legend_rating_class("O-PF", "We rate the stock O-PF.") is None
    assert legend_rating_class("1H", "1 = Buy, 2 = Neutral, 3 = Sell") == "buy"
    entry = legend_entries(LETTER_LEGEND)["O-PF"]
    assert LETTER_LEGEND[entry[1] : entry[2]] == "O-PF (Outperform"


def test_a_table_cell_is_a_rating_by_the_legend() -> None:
    legend = rating_legend(LETTER_LEGEND)
    assert table_rating_class("O-PF", legend) == "outperform"
    assert table_rating_class("O-PF") is None
    assert table_rating_class("OW", legend) == "buy"  # a code of the usual table codes keeps its class


def test_a_letter_code_over_the_price_box_or_after_a_rating_label_is_the_rating() -> None:
    note = "Formosa Lumitek (6712 TT)\nO-PF\nTarget NT$1,280\nStock NT$1,114\nOur rating: U-PF on the peer.\n"
    found = [(c.value, c.start) for c in coded_ratings(note + LETTER_LEGEND, set())]
    assert found == [("O-PF", note.index("O-PF")), ("U-PF", note.index("U-PF"))]
    assert coded_ratings(note, set()) == []  # no legend: no code is a rating
    cover = note.split("Our rating")[0]
    rating = find_rating(cover + LETTER_LEGEND)
    assert rating is not None and (rating.value, rating.start) == ("O-PF", cover.index("O-PF"))


def test_a_table_with_no_header_rates_its_rows_by_the_legends_letter_codes() -> None:
    rows = (
        "Figure 2: Other coverage\n"
        "Temasek Road Logistics TMSK SP O-PF S$1.45 S$1.62 12%\n"
        "Bukit Timah Retail Trust BKTM SP U-PF S$0.99 S$1.05 6%\n"
        "Source: house research\n"
    )
    read = [(r.code.value if r.code else None, r.rating.value) for r in line_table_rows(rows + LETTER_LEGEND)]
    assert read == [("TMSK SP", "O-PF"), ("BKTM SP", "U-PF")]
    assert line_table_rows(rows) == []


def test_a_high_conviction_code_of_three_hyphened_parts_beside_its_plain_code() -> None:
    legend = "HC-O-PF: high-conviction Outperform; O-PF: Outperform; U-PF: Underperform. Source: CLSA"
    assert rating_legend(legend) == {
        "HC-O-PF": "high-conviction Outperform",
        "O-PF": "Outperform",
        "U-PF": "Underperform",
    }
