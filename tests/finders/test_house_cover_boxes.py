"""Cover boxes as other houses print them (issue 22, English sell-side conventions): a rating word alone over a line
of the stock's tickers and then the price lines (J.P. Morgan), a price dated `(at 10 Mar 2026)` under the rating
(Macquarie), a bare `Target` with its currency bracketed (Daiwa), the hyphenated High-Conviction ratings."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import normalize_rating
from tests.builders import fields_of, rating_of, rules_outcome, styled_lines_pdf, target_of

BODY = "We expect revenue growth of 15% in 2027, driven by new products and margin expansion."


def test_a_rating_alone_over_a_ticker_line_and_the_price_lines_is_the_covers_rating() -> None:
    cover = (
        "Acme Holdings\nUnderweight\nACME, 0700 HK\nPrice (10 Mar 26): HK$120.50\nPrice Target (Dec-26): HK$100.00\n"
    )
    assert rating_of(cover + BODY) == "Underweight"
    assert rating_of("Acme Holdings\nOverweight\nACME US\nPrice (10 Mar 26): $120.50\n" + BODY) == "Overweight"


def test_a_rating_alone_over_a_line_that_is_no_ticker_line_is_no_covers_rating() -> None:
    assert rating_of("Acme Holdings\nOverweight\nAnalyst team\nPrice (10 Mar 26): $120.50\n" + BODY) is None
    # plain capitals alone (no listed ticker among them) make no ticker line
    assert rating_of("Acme Holdings\nOverweight\nASIA TMT\nPrice (10 Mar 26): $120.50\n" + BODY) is None


def test_a_rating_alone_over_a_price_dated_at_a_day_is_the_covers_rating() -> None:
    cover = "Acme Holdings (ACME US)\nOutperform\nPrice (at 10 Mar 2026) US$120.50\n12-month target US$150.00\n"
    assert rating_of(cover + BODY) == "Outperform"


def test_a_bare_target_with_its_currency_bracketed_opening_its_line_is_the_target() -> None:
    assert target_of("Acme Holdings (6758 JP)\nTarget (¥): 15,000\nUp/downside: +24.5%\n" + BODY) == "15,000"
    assert target_of("Acme Holdings (700 HK)\nTarget (HK$) 95.00\nPrice (HK$) 75.60\n" + BODY) == "95.00"


def test_a_bracketed_currency_after_another_target_word_is_no_target() -> None:
    assert target_of("Acme Holdings\nWe cut our EPS target (US$) 5.20 for 2027.\n" + BODY) is None
    assert target_of("Acme Holdings\nMargin target (%) 25.0\n" + BODY) is None


def test_the_hyphenated_high_conviction_ratings_are_lexicon_words_of_their_class() -> None:
    assert normalize_rating("HIGH-CONVICTION OUTPERFORM") == normalize_rating("High Conviction Outperform")
    assert normalize_rating("High-Conviction Sell") == "sell"
    cover = "Acme Holdings\nHIGH-CONVICTION OUTPERFORM\nTarget HK$150.00\nCurrent price HK$120.50\n"
    assert rating_of(cover + BODY) == "HIGH-CONVICTION OUTPERFORM"


def test_a_jp_morgan_style_cover_drawn_as_a_pdf_gives_its_rating_and_target(tmp_path: Path) -> None:
    path = styled_lines_pdf(
        tmp_path / "cover.pdf",
        [
            ("Acme Holdings", "hebo", 14),
            ("Overweight", "hebo", 10),
            ("ACME, ACME US", "helv", 9),
            ("Price (10 Mar 26): $120.50", "helv", 9),
            ("Price Target (Dec-26): $150.00", "helv", 9),
            (BODY, "helv", 9),
        ],
    )
    fields = fields_of(rules_outcome(path))
    assert (fields["rating"], fields["target_price"]) == ("Overweight", "$150.00")
