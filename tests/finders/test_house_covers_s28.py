"""Cover forms of session 28 (bench/house_covers.py): a rating word with its numeric code or flag alone over the price
box (`Buy (1)`, `Overweight (V)`) when the cleaner has set the legend aside, a numeric rating box with its word
bracketed (`Rating: 2 (Outperform)`) and a bare `Target (HK$)` box make a company note (rated as printed first), and
the market's consensus rating or target printed beside the house's own is never the note's."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.finders.findings import find_all
from tasks.validate.grounding import validate_field
from tests.builders import rating_of, report_view, rules_outcome, styled_lines_pdf, target_of

BODY = "Raw milk costs are falling faster than we expected, lifting gross margin."


def test_a_rating_word_with_its_code_alone_over_the_price_box_is_the_rating_without_a_legend() -> None:
    cover = "Southern Cross Lithium (SCL.AX)\n{}\nTarget price A$12.50\nPrice (10 Mar 26) A$10.80\n" + BODY
    assert rating_of(cover.format("Buy (1)")) == "Buy"
    assert rating_of(cover.format("Overweight (V)")) == "Overweight"


def test_a_word_with_a_code_off_the_price_box_is_no_rating() -> None:
    assert rating_of("Southern Cross Lithium (SCL.AX)\nBuy (1)\nWe like the stock.\n" + BODY) is None
    # a legend's entry on its own line over the price box is no rating: a definition follows the code
    assert rating_of("Southern Cross Lithium\nBuy (1): 15% or more\nTarget price A$12.50\n" + BODY) is None


def test_a_numeric_rating_box_with_its_word_bracketed_makes_a_company_note_rated_as_printed() -> None:
    head = "Lotus Dairy (1117 HK)\nTarget (HK$): 68.00\nRating: 2 (Outperform)\n\n" + BODY
    legend = "\n1 (Buy), 2 (Outperform), 3 (Hold), 4 (Underperform), 5 (Sell).\n"
    found = find_all("\n" + head + legend, ("", head + legend))  # the prompt's body empty, the cover in its head
    assert found.kind.value == "company"
    rating = found.rating("company")
    assert rating is not None and rating.value == "2"  # the code printed first (tests/finders/test_numeric_ratings.py)


def test_a_sector_rating_code_or_a_coded_word_of_no_stock_scale_makes_no_company_box() -> None:
    head = "China Consumer\nSector rating: 2 (Outperform)\n\n" + BODY
    assert find_all("\n" + head, ("", head)).kind.value == "industry"
    head = "China Consumer\nRating: 2 (Attractive)\n\n" + BODY
    assert find_all("\n" + head, ("", head)).kind.value == "industry"


def test_a_target_label_with_a_bracketed_currency_mid_line_makes_no_company_box() -> None:
    head = "China Consumer: 2026 outlook\nWe cut our margin target (%) 25 for the group.\n\n" + BODY
    assert find_all("\n" + head, ("", head)).kind.value == "industry"


def test_the_consensus_rating_and_target_are_never_the_notes() -> None:
    cover = (
        "Cobalt Systems Inc. (CBLT US)\nConsensus rating: Buy\nConsensus price target: US$160.00\n"
        "Rating: Hold\nPrice target: US$130.00\n" + BODY
    )
    assert (rating_of(cover), target_of(cover)) == ("Hold", "US$130.00")
    cover = "Acme (ACME US)\nBloomberg consensus target US$160.00\nHold\nPrice target US$130.00\n" + BODY
    assert (rating_of(cover), target_of(cover)) == ("Hold", "US$130.00")
    cover = "恒瑞精密（603288）\n市场一致评级：买入\n一致预期目标价：52.00元\n投资评级：增持（维持）\n目标价：45.20元\n"
    assert (rating_of(cover), target_of(cover)) == ("增持", "45.20元")


def test_a_consensus_word_elsewhere_on_the_line_leaves_the_houses_rating() -> None:
    assert rating_of("Cobalt Systems Inc. (CBLT US)\nRating: Hold (consensus: 12 Buy)\nPrice target: US$130.00\n") == (
        "Hold"
    )
    assert target_of("Cobalt Systems\nRating: Hold\nPrice target: US$130.00 vs consensus US$160.00\n") == "US$130.00"


def test_the_validator_rejects_the_consensus_rating(tmp_path: Path) -> None:
    text = (
        "Cobalt Systems Inc. (CBLT US)\nConsensus rating: Buy\nRating: Hold\nPrice target: US$130.00\n"
        "Net retention slipped to 112% and we see limited upside to guidance.\n"
    )
    view = report_view(tmp_path, text)
    lie = validate_field(FieldName.RATING, "Buy", view, extractor="m", doc_type="company")
    truth = validate_field(FieldName.RATING, "Hold", view, extractor="m", doc_type="company")
    assert (lie.value, truth.value) == (None, "Hold")


def test_covers_drawn_as_pdfs_give_their_kind_rating_and_target(tmp_path: Path) -> None:
    daiwa = styled_lines_pdf(
        tmp_path / "daiwa.pdf",
        [
            ("Lotus Dairy (1117 HK)", "hebo", 15),
            ("Target (HK$): 68.00", "helv", 9),
            ("Up/downside: +18.3%", "helv", 9),
            ("Rating: 2 (Outperform)", "helv", 9),
            (BODY, "helv", 9),
            ("Daiwa's rating system: 1 (Buy), 2 (Outperform), 3 (Hold), 4 (Underperform), 5 (Sell).", "helv", 6.5),
        ],
    )
    fields = rules_outcome(daiwa).fields
    got = tuple(fields[name].value for name in (FieldName.DOC_TYPE, FieldName.RATING, FieldName.TARGET_PRICE))
    assert got == ("company", "2", "68.00")
    citi = styled_lines_pdf(
        tmp_path / "citi.pdf",
        [
            ("Southern Cross Lithium (SCL.AX)", "hebo", 15),
            ("Buy (1)", "hebo", 12),
            ("Target price A$12.50", "helv", 9),
            ("Price (10 Mar 26) A$10.80", "helv", 9),
            (BODY, "helv", 9),
            (
                "Rating system: Buy (1): total expected return of 15% or more; Neutral (2): 0-15%; Sell (3): below 0%.",
                "helv",
                6.5,
            ),
        ],
    )
    assert rules_outcome(citi).fields[FieldName.RATING].value == "Buy"


def test_a_tables_bracketed_currency_target_header_over_a_year_makes_no_company_box() -> None:
    head = "China Consumer: 2026 outlook\nTarget (HK$) 2027E P/E 2027E EPS\n\n" + BODY
    assert find_all("\n" + head, ("", head)).kind.value == "industry"


def test_a_rating_alone_over_the_last_traded_price_is_the_covers_rating() -> None:
    cover = (
        "Straits Harbour REIT\nVersion 6 | Bloomberg: SHRT SP | Reuters: SHRT.SI\nBUY\n"
        "Last Traded Price ( 10 Mar 2026): S$1.86 (STI : 3,850.12)\n"
        "Price Target 12-mth: S$2.10 (13% upside) (Prev S$2.00)\n" + BODY
    )
    assert (rating_of(cover), target_of(cover)) == ("BUY", "S$2.10")


def test_a_rating_alone_over_a_line_of_prose_about_trading_is_no_rating() -> None:
    assert rating_of("Straits Harbour REIT\nBUY\nLast traded volumes rose 20% this week.\n" + BODY) is None


def test_a_band_of_the_rating_and_its_fair_value_makes_a_company_note_with_that_rating() -> None:
    head = "Equator Foods (EQF SP)\nAccumulate | Fair value: S$3.40\nShare price: S$3.02 | Market cap: S$2.1bn\n" + BODY
    found = find_all("\n" + head, ("", head))
    rating = found.rating("company")
    assert found.kind.value == "company" and rating is not None and rating.value == "Accumulate"
    assert target_of(head) == "S$3.40"
    head = "Equator Foods (EQF SP)\nFair Value Estimate $150.00\n" + BODY
    assert find_all("\n" + head, ("", head)).kind.value == "company"


def test_a_fair_value_in_prose_or_a_rating_word_before_other_cells_makes_no_box() -> None:
    head = "ASEAN Consumer: 2026 outlook\nWe see our fair value of S$3.40 for the leader as conservative.\n" + BODY
    assert find_all("\n" + head, ("", head)).kind.value == "industry"
    assert rating_of("Equator Foods (EQF SP)\nAccumulate | Market cap: S$2.1bn\n" + BODY) is None
