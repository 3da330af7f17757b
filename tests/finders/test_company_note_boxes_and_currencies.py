"""English company notes of South-East Asian and European brokers: targets in their currencies (`Rp1,450`,
`P1,620`, `RM2.15`, `SEK212`), cover boxes that say what became of the rating (`Add (unchanged)`) or
print the target's horizon (`12m PT US$24.00`), a key-data strip with a dividend-yield cell, letter
tickers of Jakarta, Manila, Kuala Lumpur, Bangkok and Ho Chi Minh, and two risk-list shapes: a bulleted
item wrapped before a figure, and a `Key risks:` label under a `Valuation and risks` heading."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.codes import normalize_code
from schemas.lexicon import currency_of
from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import find_doc_type
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.finders.target_price import find_target_price
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import validate_field
from tests.builders import fields_of, report_view, rules_outcome

PROSE = "Service revenue rose 3.1% year on year in the quarter, with mobile data up 9% and voice down 12%."


@pytest.mark.parametrize(
    ("price", "currency"),
    [
        ("Rp1,450", "IDR"),
        ("P1,620", "PHP"),
        ("RM2.15", "MYR"),
        ("Bt18.60", "THB"),
        ("VND41,000", "VND"),
        ("SEK212", "SEK"),
        ("CHF74", "CHF"),
        ("DKK980", "DKK"),
    ],
)
def test_a_target_keeps_its_currency_and_the_validator_grounds_it(tmp_path: Path, price: str, currency: str) -> None:
    text = f"Pacifica Telecom (PHTL PM)\nWe raise our target price to {price} and keep Hold.\n{PROSE}\n"
    found = find_target_price(text)
    assert found is not None and found.value == price
    assert currency_of(price) == currency
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.TARGET_PRICE, price, view, extractor="m").status is FieldStatus.VALID


def test_a_lone_p_is_a_currency_only_before_a_digit() -> None:
    assert currency_of("P/E 12.5x") is None
    assert currency_of("EP1") is None
    found = find_target_price("Our target price of P 1,620 is based on DCF.\n")
    assert found is None or not found.value.startswith("P")


def test_a_strip_with_a_dividend_yield_cell_gives_the_rating_and_target() -> None:
    text = (
        "Pacifica Telecom: Data growth offsets voice decline\n"
        "Rating TP Price Dividend yield\nHold P1,620 P1,540 6.4%\n"
        f"{PROSE}\n"
    )
    assert find_doc_type(text).value == "company"
    rating, target = find_rating(text, "company"), find_target_price(text)
    assert rating is not None and rating.value == "Hold"
    assert target is not None and target.value == "P1,620"


@pytest.mark.parametrize(
    ("box", "rating", "target"),
    [
        ("Add (unchanged)\nTarget price (previous)\nRp1,450 (Rp1,320)", "Add", "Rp1,450"),
        ("Neutral\n12m PT US$24.00\nPrice: US$21.65", "Neutral", "US$24.00"),
        ("Reduce (from Hold)\nTarget price RM2.15", "Reduce", "RM2.15"),
    ],
)
def test_a_rating_box_over_the_target_makes_a_company_note(tmp_path: Path, box: str, rating: str, target: str) -> None:
    text = f"{box}\nNickel output rose 14% quarter on quarter as the fourth line reached nameplate early.\n{PROSE}\n"
    assert find_doc_type(text).value == "company"
    found = find_rating(text, "company")
    assert found is not None and found.value == rating
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.RATING, rating, view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, target, view, extractor="m").status is FieldStatus.VALID


def test_a_rating_word_in_prose_with_brackets_is_no_box() -> None:
    text = "Sector ratings: Overweight, Neutral or Underweight.\nWe see the stock as a Buy (unchanged) idea.\n"
    assert find_doc_type(text).value == "industry"


@pytest.mark.parametrize(
    ("printed", "normalised"),
    [("TRNI IJ", "TRNI.ID"), ("TEL PM", "TEL.PH"), ("MAY MK", "MAY.MY"), ("PTT TB", "PTT.TH"), ("VNM VN", "VNM.VN")],
)
def test_south_east_asian_letter_tickers_name_their_market(printed: str, normalised: str) -> None:
    assert normalize_code(printed) == normalised
    own = find_own_company(f"Equity Research | Company Update\nTeranusa Nickel ({printed})\nTeranusa Nickel rose.\n")
    assert own is not None and own.code == printed


def test_a_number_before_a_storage_unit_is_no_ticker() -> None:
    assert normalize_code("100 TB") is None


def _page(path: Path, lines: list[tuple[str, str]]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 60), "Teranusa Nickel (TRNI IJ): smelter ramp ahead of plan", fontname="hebo", fontsize=16)
    y = 100.0
    for kind, text in lines:
        font, size = {"heading": ("hebo", 12.0), "body": ("helv", 10.0)}[kind]
        page.insert_text((50, y), text, fontname=font, fontsize=size)
        y += 20
    pdf.save(path)
    pdf.close()
    return path


WRAPPED = (
    "Lower nickel prices would cut our FY27 EBITDA by about 9% for every US$1,000/t",
    "Permitting of the smelter expansion could be delayed",
    "Power outages at the captive coal plant",
)


def test_a_bulleted_item_wrapped_before_a_figure_is_one_item(tmp_path: Path) -> None:
    lines = [
        ("heading", "Key risks"),
        ("body", "\u2022 Lower nickel prices would cut our FY27 EBITDA by about 9% for every"),
        ("body", "US$1,000/t."),
        ("body", "\u2022 Permitting of the smelter expansion could be delayed."),
        ("body", "\u2022 Power outages at the captive coal plant."),
    ]
    document = ingest(_page(tmp_path / "note.pdf", lines))
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert [item.value for item in found] == list(WRAPPED)


def test_a_key_risks_label_under_a_valuation_and_risks_heading_heads_the_risks(tmp_path: Path) -> None:
    items = ("Slower store openings in tier-3 cities", "Coffee bean cost inflation")
    lines = [
        ("heading", "Valuation and risks"),
        ("body", "Our 12-month price target of US$24.00 is based on 18x 2027E P/E, a 10% discount to peers."),
        ("body", "Key risks:"),
        *(("body", f"\u2022 {item}.") for item in items),
    ]
    document = ingest(_page(tmp_path / "note.pdf", lines))
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert [item.value for item in found] == list(items)


def test_a_valuation_and_risks_section_without_a_label_keeps_its_risk_sentences() -> None:
    text = (
        "Valuation and risks\n"
        "Our target price of US$24.00 is based on 18x 2027E P/E.\n"
        "Risks include slower store openings and coffee bean cost inflation.\n"
    )
    assert [item.value for item in find_risks(text, "company")] != []


def test_a_note_with_its_box_and_currency_goes_through_the_pipeline(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text(
        "Pacifica Telecom (PHTL PM)\nPacifica Telecom: Data growth offsets voice decline\n"
        f"Rating TP Price Dividend yield\nHold P1,620 P1,540 6.4%\n{PROSE}\n"
        "Key risks\n\u2022 Slower fibre roll-out in rural areas\n\u2022 Spectrum auction costs\n",
        encoding="utf-8",
    )
    outcome = rules_outcome(path)
    assert outcome.fields[FieldName.DOC_TYPE].value == "company"
    assert fields_of(outcome)["rating"] == "Hold"
    assert fields_of(outcome)["target_price"] == "P1,620"
    assert outcome.fields[FieldName.TARGET_PRICE].status is FieldStatus.VALID
