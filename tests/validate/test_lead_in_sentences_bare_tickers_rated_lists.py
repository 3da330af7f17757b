"""English notes, three general conventions the validator reads whatever the finders chose:
- a risk lead-in sentence inside a running paragraph (`… discounted back to June 2027. Downside risks: 1) A 2) B.`,
  `Upside risks include A; downside risks include B.`) is a risk section of its own, to the sentence's end: its
  numbered items, its clauses and the whole list after the lead-in are whole items; a sentence after it is not;
- a bare ticker (`TSLA`, `CSIQ`, `4062`) is a printed code where it stands as one: on its own line, in brackets after
  the stock's name (`Ibiden [4062]`), before the bracket of its rating (`CSIQ (Sell rated, …)`) or after `Sell rated`;
- a rating leading a list of the stocks it rates (`Buy-rated VNET, GDS, and Range Intelligent`, a line's `Buy: A (…),
  B (…), and C (…).`) rates each listed stock, and no stock reached through other words.
Texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.validate.grounding import validate_field
from tests.builders import report_view

COMPANY = (
    "Harbour Motors (HRBM.KS): Robotics push revamps the story; Buy\n"
    "Price target risks and methodology\n"
    "Our 12-month target price of W71,000 is based on 15.0x 2027E EPS discounted back to June 2027. Downside risks: "
    "1) Cost inflation in the Busan plant 2) Slower execution of the robotics roadmap. We see the stock as cheap.\n"
    "Analyst certification\n"
)
INLINE = (
    "Orbit Launch (ORBT US): Hold\n"
    "We keep our Hold rating as the company still has a lot to deliver. Upside risks include orbital compute power "
    "to become viable; downside risks include launch costs failing to fall, which would hurt both Connectivity and "
    "AI businesses. Our valuation uses a DCF.\n"
)


def risks(tmp_path: Path, text: str, value: str, doc_type: str = "company") -> FieldStatus:
    view = report_view(tmp_path, text)
    return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type=doc_type).status  # type: ignore[arg-type]


def test_numbered_items_of_a_lead_in_sentence_inside_a_paragraph(tmp_path: Path) -> None:
    value = "Cost inflation in the Busan plant; Slower execution of the robotics roadmap"
    assert risks(tmp_path, COMPANY, value) is FieldStatus.VALID


def test_a_sentence_after_the_lead_in_sentence_is_no_item(tmp_path: Path) -> None:
    value = "Cost inflation in the Busan plant; We see the stock as cheap"
    assert risks(tmp_path, COMPANY, value) is FieldStatus.INVALID
    assert risks(tmp_path, COMPANY, "Cost inflation in the Busan") is FieldStatus.INVALID


def test_each_lead_in_of_a_sentence_and_its_whole_list(tmp_path: Path) -> None:
    value = (
        "orbital compute power to become viable; launch costs failing to fall, which would hurt both Connectivity "
        "and AI businesses"
    )
    assert risks(tmp_path, INLINE, value) is FieldStatus.VALID
    whole = "Upside risks include orbital compute power to become viable"
    assert risks(tmp_path, INLINE, whole) is FieldStatus.VALID


def test_a_prose_sentence_without_a_lead_in_is_no_risk(tmp_path: Path) -> None:
    assert risks(tmp_path, INLINE, "Our valuation uses a DCF") is FieldStatus.INVALID
    assert risks(tmp_path, INLINE, "We keep our Hold rating as the company still has a lot to deliver") is (
        FieldStatus.INVALID
    )


SECTOR = (
    "Energy storage: the behind-the-meter opportunity\n"
    "Buy: Harbour Grid (HGRD.O), Kestrel Power (KSTP.N), and Lumen Cells (LUMC.O).\n"
    "We highlight Buy-rated Ostara, Veldt, and Corran Storage as well placed. We also see Sell rated NRGX as exposed.\n"
    "CSQX (Sell rated, covered by our team) sells storage to data centers.\n"
    "Ibiden-like substrate maker Tomoe [4062] (Buy) gains share.\n"
    "Buy-rated Haldor to ¥1,850, and Miravel stays cheap.\n"
    "The ESS market grows as orders rose 40% in 2027.\n"
)


def calls(tmp_path: Path, value: str) -> list[tuple[str | None, str | None, str | None]]:
    result = validate_field(
        FieldName.STOCK_CALLS, value, report_view(tmp_path, SECTOR), extractor="m", doc_type="industry"
    )
    return [(call.code, call.name, call.rating) for call in result.calls]


def test_a_rating_leading_a_list_rates_each_listed_stock(tmp_path: Path) -> None:
    value = "LUMC.O | Lumen Cells | Buy | NONE; NONE | Corran Storage | Buy | NONE; NONE | Veldt | Buy | NONE"
    assert calls(tmp_path, value) == [
        ("LUMC.O", "Lumen Cells", "Buy"),
        (None, "Corran Storage", "Buy"),
        (None, "Veldt", "Buy"),
    ]


def test_a_stock_reached_through_other_words_is_not_rated_by_the_list(tmp_path: Path) -> None:
    assert calls(tmp_path, "NONE | Miravel | Buy | NONE") == [(None, "Miravel", None)]


def test_bare_tickers_printed_as_codes(tmp_path: Path) -> None:
    value = "NRGX | NONE | Sell | NONE; CSQX | NONE | Sell | NONE; 4062 | Tomoe | Buy | NONE"
    assert calls(tmp_path, value) == [("NRGX", None, "Sell"), ("CSQX", None, "Sell"), ("4062", "Tomoe", "Buy")]


def test_a_capitalised_word_is_no_bare_ticker(tmp_path: Path) -> None:
    assert calls(tmp_path, "ESS | NONE | Buy | NONE; 2027 | Haldor | Buy | NONE") == [(None, "Haldor", "Buy")]
