"""A stock table's target column found by its header's columns, whatever value columns stand between it and
the rating (sizes, percentages, the old target), a header that wraps onto a second line, `Fair value` and
`Call` columns, and a target a row labels itself (`TP INR1,880`)."""

from __future__ import annotations

from tasks.finders.line_tables import line_table_rows


def rows(text: str) -> list[tuple[str, str | None, str, str | None]]:
    return [
        (
            row.code.value,
            row.name.value if row.name else None,
            row.rating.value,
            row.target.value if row.target else None,
        )
        for row in line_table_rows(text)
    ]


def test_market_cap_and_upside_columns_between_the_rating_and_a_header_wrapped_onto_two_lines() -> None:
    text = (
        "Exhibit 4: Our coverage\n"
        "Company Ticker Rating Mkt cap (USD bn)\n"
        "Upside TP (local)\n"
        "Alder Components 123450 KS Buy 12.5 31% 54,000\n"
        "Birch Panels 234560 KS Hold 3.1 -2% 8,700\n"
        "Source: the broker\n"
    )
    assert rows(text) == [
        ("123450 KS", "Alder Components", "Buy", "54,000"),
        ("234560 KS", "Birch Panels", "Hold", "8,700"),
    ]


def test_upside_and_market_cap_before_the_target_on_one_header_line() -> None:
    text = (
        "Ticker Company Rating Upside Mkt cap ($bn) Target\n"
        "ALDR.O Alder Health Buy 18% 22.4 $71\n"
        "BRCH.N Birch Devices Sell -9% 4.0 $15\n"
    )
    assert rows(text) == [("ALDR.O", "Alder Health", "Buy", "$71"), ("BRCH.N", "Birch Devices", "Sell", "$15")]


def test_the_new_target_beside_the_old_one_is_the_call() -> None:
    text = (
        "Company Code Rating New TP (¥) Old TP (¥) Price (¥)\n"
        "Alder Works 1111 JP Buy 5,200 4,900 4,410\n"
        "Birch Motors 2222 JP Sell 640 700 690\n"
        "Source: the broker\n"
    )
    assert rows(text) == [("1111 JP", "Alder Works", "Buy", "5,200"), ("2222 JP", "Birch Motors", "Sell", "640")]
    old_first = "Company Code Rating Old TP New TP Price\nAlder Works 1111 JP Buy 4,900 5,200 4,410\n"
    assert rows(old_first) == [("1111 JP", "Alder Works", "Buy", "5,200")]


def test_a_fair_value_column_is_the_target_column() -> None:
    text = (
        "Company Ticker Rating Fair value Price Upside\n"
        "Alder Maison ALDM FP Outperform €410 €362 13%\n"
        "Birch Watches BRCW SW Underperform CHF52 CHF60 -13%\n"
    )
    assert rows(text) == [
        ("ALDM FP", "Alder Maison", "Outperform", "€410"),
        ("BRCW SW", "Birch Watches", "Underperform", "CHF52"),
    ]


def test_a_call_column_over_rows_a_header_of_unknown_words_heads() -> None:
    text = (
        "Figure 1: Our calls\n"
        "Stock Code Call Target Upside\n"
        "Alder Resorts 1234 HK Buy HK$31.20 18%\n"
        "Birch Gaming 5678 HK Sell HK$1.90 -22%\n"
        "Source: the broker\n"
    )
    assert rows(text) == [
        ("1234 HK", "Alder Resorts", "Buy", "HK$31.20"),
        ("5678 HK", "Birch Gaming", "Sell", "HK$1.90"),
    ]


def test_a_row_that_labels_its_target() -> None:
    text = "Our calls\nAlder Software (ALDS IN) - Buy - TP INR1,240\nBirch Digital (BRCD IN) - Reduce - TP INR515\n"
    assert rows(text) == [
        ("ALDS IN", "Alder Software", "Buy", "INR1,240"),
        ("BRCD IN", "Birch Digital", "Reduce", "INR515"),
    ]


def test_old_and_new_target_lines_under_a_header_are_not_one_header() -> None:
    text = (
        "Company Ticker Old rating\n"
        "New rating\n"
        "Old\n"
        "PT\n"
        "New\n"
        "PT\n"
        "Alder Tools ALDT US Equal-weight Overweight US$120 US$150\n"
    )
    assert rows(text) == [("ALDT US", "Alder Tools", "Overweight", "US$150")]
