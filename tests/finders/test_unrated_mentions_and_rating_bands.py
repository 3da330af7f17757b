"""A sector note names stocks it does not rate (`Kion (KGX GR, EUR38.77, not rated)`) and prints its house's rating
bands (`… the stock will be classified as a Buy; …`): neither is a call (tasks/finders/stock_calls.py
`unrated_stocks`, `_prose_ratings`), while the stocks it does rate in the same sentences keep theirs."""

from __future__ import annotations

from tasks.finders.stock_calls import find_stock_calls, prose_sentence_calls, unrated_stocks


def _called(text: str) -> set[tuple[str | None, str]]:
    return {(c.code.value if c.code else None, c.rating.value) for c in find_stock_calls(text)}


def test_a_stock_marked_not_rated_in_its_bracket_takes_no_call() -> None:
    text = (
        "We value Weichai's 46.52% stake in Kion (KGX GR, EUR38.77, not rated) using the consensus target price of "
        "EUR60.61, and we rate Weichai Power (2338 HK) Buy.\n"
    )
    assert ("KGX GR", "Buy") not in _called(text)
    assert ("2338 HK", "Buy") in _called(text)
    assert unrated_stocks(text) == (frozenset({"KGX"}), frozenset({"Kion"}))


def test_a_former_unrated_status_is_no_unrated_mark() -> None:
    text = "We initiate on Harbor Cells (HBC US, previously not rated) with a Buy rating and a PT of $54.\n"
    assert unrated_stocks(text) == (frozenset(), frozenset())


def test_the_houses_rating_bands_rate_no_stock() -> None:
    text = (
        "We value the stake in Kestrel Power (KSTL US) using the consensus target price of $60.61, "
        "when the target price is more than 20% above the current share price, the stock will be classified as a Buy; "
        "when it is between 5% and 20% above, the stock may be classified as a Hold or a Reduce.\n"
    )
    assert prose_sentence_calls(text) == []
    rated = "We keep our Buy rating on Kestrel Power (KSTL US) and our target price of $60.61.\n"
    assert [(c.code and c.code.value, c.rating.value) for c in prose_sentence_calls(rated)] == [("KSTL US", "Buy")]
