"""Numeric ratings (`Rating` / `1`, `our investment rating of 2`): a digit is a rating only in a
rating position of a report that prints a legend mapping it to a rating word (issue 22)."""

from __future__ import annotations

import pytest

from schemas.lexicon import legend_rating_class, rating_legend
from tasks.finders.rating import find_rating, rating_occurrences

LEGEND = "Disclosure appendix\nRatings key: 1 = Buy/Outperform, 2 = Neutral/Hold, 3 = Sell/Underperform.\n"
NOTE = (
    "Equity Research | Company Update\nKestrel Tools (7741 JP)\nRating\n1\nTarget price ¥2,400\n"
    "We reiterate our investment rating of 1 and a target price of ¥2,400, at 2.5x P/B.\n"
    "Risks\n• A stronger yen.\n"
)


@pytest.mark.parametrize(
    ("legend", "expected"),
    [
        ("1 = Buy/Outperform, 2 = Neutral/Hold, 3 = Sell/Underperform", {"1": "Buy", "2": "Neutral", "3": "Sell"}),
        ("1: Outperform\n2: Neutral\n3: Underperform", {"1": "Outperform", "2": "Neutral", "3": "Underperform"}),
        ("1 (Outperform): expected to outperform.\n2 (Neutral): within 10%.", {"1": "Outperform", "2": "Neutral"}),
        ("Ratings are Buy (1), Hold (2) and Sell (3).", {"1": "Buy", "2": "Hold", "3": "Sell"}),
        ("Buy (1) Hold (2) Sell (3)", {"1": "Buy", "2": "Hold", "3": "Sell"}),
        ("(1) Buy (2) Hold (3) Sell", {"1": "Buy", "2": "Hold", "3": "Sell"}),
    ],
)
def test_a_legend_maps_codes_to_words_in_each_printed_form(legend: str, expected: dict[str, str]) -> None:
    assert rating_legend(legend) == expected


def test_a_single_code_beside_a_word_is_no_legend() -> None:
    assert rating_legend("Figure 1: Buy-side positioning. Rating 1 (Buy)") == {}
    assert rating_legend("1 = Buy, 2 = Strong Buy") == {}  # two codes, one class: no scale
    assert legend_rating_class("1", NOTE) is None


def test_the_class_of_a_code_is_its_legend_words() -> None:
    assert legend_rating_class("1", NOTE + LEGEND) == "buy"
    assert legend_rating_class("3", "1 (Outperform): a.\n2 (Neutral): b.\n3 (Underperform): c.") == "underperform"
    assert legend_rating_class("4", NOTE + LEGEND) is None


def test_a_digit_in_a_rating_position_is_a_rating_with_the_legend_printed() -> None:
    text = NOTE + LEGEND
    found = [(c.value, text[c.start - 7 : c.start], c.action) for c in rating_occurrences(text) if c.value == "1"]
    assert found == [("1", "Rating\n", None), ("1", "ing of ", "maintain")]
    assert [c.value for c in rating_occurrences("We reiterate our rating of 2.\n" + LEGEND)] == ["2"]
    rating = find_rating(text)
    assert rating is not None and (rating.value, rating.start) == ("1", text.index("Rating\n1") + 7)


def test_no_digit_is_a_rating_without_the_legend() -> None:
    assert not [c for c in rating_occurrences(NOTE) if c.value.isdigit()]
    assert find_rating(NOTE) is None


def test_the_legends_own_entries_and_numbers_are_no_statements() -> None:
    text = "Ratings: 1 = Outperform, 2 = Neutral.\nRating: 2.5x\nrating of 3%\nOur rating: 1,200\nprevious rating 2\nRating 1-3\n"
    assert not [c for c in rating_occurrences(text) if c.value.isdigit()]


def test_a_sector_note_takes_no_numeric_stock_rating_as_its_own() -> None:
    text = "Sector Report | Japan Autos\nIndustry view\nCautious\nWe rate Hoshino Motor (7203 JP) Rating 1.\n" + LEGEND
    assert [c.value for c in rating_occurrences(text)] == ["Cautious", "1"]
    rating = find_rating(text, "industry")
    assert rating is not None and rating.value == "Cautious"


def test_a_code_with_its_word_is_rated_as_printed_first() -> None:
    """`Rating 1 (Buy)` rates with the code, `Rating: Buy (1)` with the word (its grade after it)."""
    code_first = find_rating("Kestrel Tools (7741 JP)\nRating 1 (Buy)\nTarget price ¥2,400\n" + LEGEND)
    word_first = find_rating("Kestrel Tools (7741 JP)\nInvestment Rating: Buy (1)\nTarget price ¥2,400\n" + LEGEND)
    assert code_first is not None and code_first.value == "1"
    assert word_first is not None and word_first.value == "Buy"
