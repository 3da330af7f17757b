"""English notes, three general conventions the validator reads whatever the finders chose:
- a risk lead-in sentence inside a running paragraph (`… discounted back to June 2027. Downside risks: 1) A 2) B.`,
  `Upside risks include A; downside risks include B.`) is a risk section of its own, to the sentence's end: its
  numbered items, its clauses and the whole list after the lead-in are whole items; a sentence after it is not;
- a list of clauses a page turn cut after a semicolon goes on with the next page's first line of clauses;
- slashed ratings and targets pair by place with the slashed stocks of their sentence (`Buy/Neutral ratings on
  X-H/X-A with TPs of HK$30.45/Rmb45.72`);
- a bare year or a day beside a month's name near a stock is a date, never the stock's target;
- a bare ticker (`TSLA`, `CSIQ`, `4062`) is a printed code where it stands as one: on its own line, in brackets after
  the stock's name (`Ibiden [4062]`), before the bracket of its rating (`CSIQ (Sell rated, …)`) or after `Sell rated`;
- a company note's first-person statement (`We are Buy-rated.`, `we are Neutral rated on X`) states its rating;
- a rating printed alone at a stock table's left edge rates the rows under it, down to the next group's header;
  once so printed, its other whole occurrences name the stock, and a cued target in the stock's section is its own;
- a rating leading a list of the stocks it rates (`Buy-rated VNET, GDS, and Range Intelligent`, a line's `Buy: A (…),
  B (…), and C (…).`) rates each listed stock, and no stock reached through other words.
Texts; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field
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


def _grouped_table(path: Path) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=842, height=595)
    page.insert_text((54, 50), "China Industrial Tech: market shares shift", fontsize=16)
    page.insert_text((54, 80), "Exhibit 19: Valuation and key risks for covered companies", fontsize=9)
    page.insert_text((54, 100), "Company Ticker Target price Methodology Risks", fontsize=8)
    lines = [
        ("Buy", None),
        ("Alder Drives 300111.SZ CNY 92.9", "2027E P/E 35x. Downside risks: slower share gains; weaker margins."),
        ("Birch Gears 002222.SZ CNY 46.8", "2027E P/E 25x. Downside risks: lower NEV share; lower margins."),
        ("Sell", None),
        ("Cedar Control 688333.SS CNY 44.5", "2027E P/E 28x. Upside risks: faster overseas expansion."),
        ("Dogwood Soft 600444.SS CNY 15.0", "2027E P/E 25x. Upside risks: faster consolidation."),
    ]
    y = 120.0
    for left, right in lines:
        page.insert_text((54, y), left, fontsize=8)
        if right:
            page.insert_text((300, y), right, fontsize=8)
        y += 24
    page.insert_text((54, y + 10), "Source: Research estimates", fontsize=8)
    pdf.save(path)
    pdf.close()
    return path


def test_a_group_header_rates_the_rows_under_it(tmp_path: Path) -> None:
    view = kept_view(clean(ingest(_grouped_table(tmp_path / "grouped.pdf"))))
    value = (
        "300111.SZ | Alder Drives | Buy | NONE; 002222.SZ | Birch Gears | Buy | NONE; "
        "600444.SS | Dogwood Soft | Sell | NONE"
    )
    result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
    assert [call.rating for call in result.calls] == ["Buy", "Buy", "Sell"]


def test_a_row_takes_no_other_groups_header(tmp_path: Path) -> None:
    view = kept_view(clean(ingest(_grouped_table(tmp_path / "grouped.pdf"))))
    value = "600444.SS | Dogwood Soft | Buy | NONE; 688333.SS | Cedar Control | Buy | NONE"
    result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
    assert [call.rating for call in result.calls] == [None, None]


FIRST_PERSON = (
    "Harbour Motors (HRBM.KS): Robotics push revamps the story\n"
    "Price target risks and methodology\n"
    "We are Buy-rated. Our 12-month target price of W71,000 is based on 15.0x 2027E EPS.\n"
    "Ratings and definitions\n"
    "Analysts recommend stocks as Buys or Sells; any other stock is deemed Neutral.\n"
)


def test_the_first_person_statement_is_a_company_notes_rating(tmp_path: Path) -> None:
    view = report_view(tmp_path, FIRST_PERSON)
    rated = validate_field(FieldName.RATING, "Buy", view, extractor="m", doc_type="company")
    assert rated.status is FieldStatus.VALID
    legend = validate_field(FieldName.RATING, "Neutral", view, extractor="m", doc_type="company")
    assert legend.status is FieldStatus.INVALID


def _turned_list_note(path: Path, first_page_end: str) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((51, 60), "Harbour Circuits (300476.SZ): AI server boards drive growth; Buy", fontsize=14)
    page.insert_text((51, 100), "We raise our target price to Rmb550 on higher AI server board volumes.", fontsize=9)
    page.insert_text((51, 650), first_page_end, fontsize=9)
    page.insert_text((51, 760), "The firm does business with companies covered in its research reports.", fontsize=7)
    page = pdf.new_page(width=595, height=842)
    page.insert_text(
        (51, 60), "Slower board specification upgrades; Fiercer-than-expected market competition.", fontsize=9
    )
    page.insert_text((51, 90), "Margins held up well through the second quarter of the year.", fontsize=9)
    pdf.save(path)
    pdf.close()
    return path


def test_a_clause_list_cut_by_a_page_turn_goes_on_on_the_next_page(tmp_path: Path) -> None:
    pdf = _turned_list_note(tmp_path / "turn.pdf", "Key risks: Slower AI server shipment ramp up;")
    view = kept_view(clean(ingest(pdf)))
    value = "Slower AI server shipment ramp up; Slower board specification upgrades; Fiercer-than-expected market competition"
    assert validate_field(FieldName.RISK_FACTORS, value, view, extractor="m").status is FieldStatus.VALID
    lie = "Slower AI server shipment ramp up; Margins held up well through the second quarter of the year"
    assert validate_field(FieldName.RISK_FACTORS, lie, view, extractor="m").status is FieldStatus.INVALID


def test_a_closed_list_does_not_go_on_past_the_turn(tmp_path: Path) -> None:
    pdf = _turned_list_note(tmp_path / "closed.pdf", "Key risks: Slower AI server shipment ramp up.")
    view = kept_view(clean(ingest(pdf)))
    value = "Slower AI server shipment ramp up; Slower board specification upgrades"
    assert validate_field(FieldName.RISK_FACTORS, value, view, extractor="m").status is FieldStatus.INVALID


DUAL = (
    "China Brokers: management meetings\n"
    "Harbour Capital Corp - Management Meeting Takeaways. We maintain our Buy/Neutral ratings on Harbour-H/Harbour-A "
    "with 12m TPs of HK$30.45/Rmb45.72 following meetings on risk management.\n"
)


def test_slashed_ratings_and_targets_pair_with_slashed_stocks_by_place(tmp_path: Path) -> None:
    value = "NONE | Harbour-H | Buy | HK$30.45; NONE | Harbour-A | Neutral | Rmb45.72"
    result = validate_field(
        FieldName.STOCK_CALLS, value, report_view(tmp_path, DUAL), extractor="m", doc_type="industry"
    )
    assert [(call.rating, call.target_price) for call in result.calls] == [("Buy", "HK$30.45"), ("Neutral", "Rmb45.72")]


def test_a_slashed_rating_at_another_place_is_not_the_stocks(tmp_path: Path) -> None:
    value = "NONE | Harbour-A | Buy | NONE; NONE | Harbour-H | Neutral | NONE"
    result = validate_field(
        FieldName.STOCK_CALLS, value, report_view(tmp_path, DUAL), extractor="m", doc_type="industry"
    )
    assert [call.rating for call in result.calls] == [None, None]


FILLER = " ".join(
    f"In region {n} the storage pipeline grew by {10 + n} projects, with {3 * n} sites commissioned in quarter {n % 4 + 1}."
    for n in range(1, 13)
)
STOCK_SECTION = (
    "Energy storage: the behind-the-meter opportunity\n"
    "We also see Sell rated NRGX as exposed to slower grid storage demand.\n"
    "Updating estimates for NRGX\n"
    f"{FILLER}\n"
    "Valuation. Our 12-month price target of $2.50 (from $2.00) is now based on 0.8X EV/S, yielding a $1.25 value.\n"
)


def test_a_cued_target_in_the_section_of_a_bare_ticker(tmp_path: Path) -> None:
    view = report_view(tmp_path, STOCK_SECTION)

    def target(value: str) -> str | None:
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
        return result.calls[0].target_price

    assert target("NRGX | NONE | Sell | $2.50") == "$2.50"
    assert target("NRGX | NONE | Sell | $2.00") is None
    assert target("NRGX | NONE | Sell | $1.25") is None


def test_a_date_or_its_part_is_no_target_of_a_call(tmp_path: Path) -> None:
    text = (
        "Asia Tech: AI demand broadens\n"
        "We stay Buy on Harbour Semi with NT$3,000 target. Harbour Semi will host its analyst meeting on 16 July 2026 "
        "and we see momentum for 2027.\n"
    )
    view = report_view(tmp_path, text)

    def target(value: str) -> str | None:
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
        return result.calls[0].target_price

    assert target("NONE | Harbour Semi | Buy | NT$3,000") == "NT$3,000"
    assert target("NONE | Harbour Semi | Buy | 16") is None
    assert target("NONE | Harbour Semi | Buy | 2027") is None


PER_STOCK = (
    "ASEAN Telecoms: price repair\n"
    "Sector risks\n"
    "• A new round of price competition from the fourth operators.\n"
    "• Higher spectrum fees at the 2027 auctions.\n"
    "Lintas Telekom (LNTS MK)\n"
    "Rating: Add | PT: RM4.85\n"
    "Lintas is the cleanest play on price repair. Risks: slower 5G monetisation and a dividend cut.\n"
    "Risks: currency losses at the associates.\n"
    "Orchid sells fibre too. Up/downside risks for Orchid Telecom: (1) faster fibre roll-out; (2) weaker tariffs.\n"
)


def test_a_sector_notes_per_stock_risk_lines_are_not_its_own(tmp_path: Path) -> None:
    own = "A new round of price competition from the fourth operators; Higher spectrum fees at the 2027 auctions"
    assert risks(tmp_path, PER_STOCK, own, "industry") is FieldStatus.VALID
    assert risks(tmp_path, PER_STOCK, f"{own}; currency losses at the associates", "industry") is FieldStatus.INVALID
    assert risks(tmp_path, PER_STOCK, f"{own}; faster fibre roll-out", "industry") is FieldStatus.INVALID
    assert risks(tmp_path, PER_STOCK, f"{own}; slower 5G monetisation and a dividend cut", "industry") is (
        FieldStatus.INVALID
    )


def test_a_stock_paragraphs_risks_in_a_sector_note_are_not_its_own(tmp_path: Path) -> None:
    text = (
        "US Medtech: volumes stay strong\n"
        "Risks to our thesis\n"
        "1. Hospital capital budgets may tighten.\n"
        "2. Tariffs on components made in Mexico.\n"
        "Stock views\n"
        "We rate Corvane Medical (CRVN US) Buy with a PT of $50. Its catheter took share. Risks: a product recall.\n"
    )
    own = "Hospital capital budgets may tighten; Tariffs on components made in Mexico"
    assert risks(tmp_path, text, own, "industry") is FieldStatus.VALID
    assert risks(tmp_path, text, f"{own}; a product recall", "industry") is FieldStatus.INVALID
