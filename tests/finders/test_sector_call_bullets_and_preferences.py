"""Two ways a sector note states its calls in running text: a list of bullets, one stock a line with
its call after a dash and a reason after the target (`• Name (TICKER) - Buy, TP HK$8.90: reason`), and a
preferences sentence with each call in brackets after the stock's name (`Name (TICKER, Overweight, PT
612p)`), the rating of an unbracketed one stated before the name (`we are Underweight Name (TICKER, PT 310p)`)."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tests.builders import call_tuples

CALL_BULLETS = (
    "China Logistics: Peak season holds up\n"
    "Sector view: Overweight\n"
    "Our calls\n"
    "• Alpha Freight (ALFR HK) - Buy, TP HK$21.40: share gains in air freight.\n"
    "• Beta Parcel (BTPC HK) - Hold, TP HK$5.35: fair value after the rally.\n"
    "• Gamma Haulage (GMHL HK) - Sell, TP HK$3.10: losing its largest customer.\n"
)

PREFERENCES = (
    "UK Housebuilders: Reservations turn the corner\n"
    "Our preferences: Alpha Homes (ALPH LN, Overweight, PT 612p) and Beta Builders (BETA LN,\n"
    "Overweight, PT 1,210p); we are Underweight Gamma Living (GAMM LN, PT 310p).\n"
)


def test_each_bullet_of_a_calls_list_is_a_call_with_its_target() -> None:
    assert call_tuples(CALL_BULLETS) == [
        ("ALFR HK", "Alpha Freight", "Buy", "HK$21.40"),
        ("BTPC HK", "Beta Parcel", "Hold", "HK$5.35"),
        ("GMHL HK", "Gamma Haulage", "Sell", "HK$3.10"),
    ]
    assert find_doc_type(CALL_BULLETS).value == "industry"


def test_a_bullet_without_a_target_carries_no_reason_after_its_rating() -> None:
    """A reason after a colon follows only a stated target: `Name (TICKER) - Buy: …` reads no call."""
    assert call_tuples("• Alpha Freight (ALFR HK) - Buy: volumes up\n") == []


def test_each_bracketed_preference_is_a_call_and_a_stance_rates_an_unrated_bracket() -> None:
    assert call_tuples(PREFERENCES) == [
        ("ALPH LN", "Alpha Homes", "Overweight", "612p"),
        ("BETA LN", "Beta Builders", "Overweight", "1,210p"),
        ("GAMM LN", "Gamma Living", "Underweight", "310p"),
    ]


def test_a_bracketed_target_without_a_rating_or_a_stance_is_no_call() -> None:
    assert call_tuples("Shares of Alpha Homes (ALPH LN, PT 612p) rose 4%.\n") == []


def test_each_item_of_a_calls_box_led_by_its_rating_is_a_call_run_together_or_not() -> None:
    """`Buy Name (TICKER), TP A$7.95`: a calls box's items, one a line or run together by the reader."""
    box = (
        "Stock calls Buy Alpha Airlines (ALPH AU), TP A$7.95 Buy Beta Jet (BETA AU), TP A$2.40\n"
        "Hold Gamma Air (GAMA NZ), TP NZ$1.05\n"
    )
    assert call_tuples(box) == [
        ("ALPH AU", "Alpha Airlines", "Buy", "A$7.95"),
        ("BETA AU", "Beta Jet", "Buy", "A$2.40"),
        ("GAMA NZ", "Gamma Air", "Hold", "NZ$1.05"),
    ]


def test_a_lead_that_is_no_rating_and_a_name_is_no_call() -> None:
    assert call_tuples("Shares of Alpha Airlines (ALPH AU), TP A$7.95 is our view\n") == []
