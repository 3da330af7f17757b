"""English company notes whose cover lacks the usual labelled boxes: a ratings legend that names the
sector scale (`Sector view: Overweight, Neutral or Underweight …`) is no sector box; a rating word alone
above the current-price line (`ACCUMULATE` / `CMP: INR365`) is the cover's rating; a target printed per
share in a valuation table (`Target price (INR/share) INR412`) and a Thai cover box (`Target Bt48.50`)
are the note's target. Each pinned by a short synthetic text."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.codes import normalize_code
from schemas.lexicon import currency_of
from schemas.types import FieldName
from tasks.finders.doc_type import find_doc_type
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.finders.target_price import find_target_price
from tests.builders import rules_outcome

BODY = "Second-quarter revenue rose 9% as volumes recovered, ahead of our forecast and the guidance.\n"
LEGEND = (
    "Ratings definitions used by the house. Expected returns are measured over the next 12 months.\n"
    "Overweight: expected to outperform the sector over 12 months.\n"
    "Neutral: expected to perform in line with the sector.\n"
)


def test_a_legend_naming_the_sector_scale_is_no_sector_box() -> None:
    text = (
        "Corvetto Telecom: Price war over; upgrade to Overweight, PT €3.40\n"
        f"{BODY}Sector view: Positive, Neutral or Negative against the broad market.\n{LEGEND}"
    )
    assert find_doc_type(text).value == "company"


def test_a_sector_box_with_one_view_still_makes_a_sector_note() -> None:
    text = f"European Telecoms\nSector view: Positive\n{BODY}{LEGEND}"
    assert find_doc_type(text).value == "industry"


def test_a_rating_alone_above_the_current_price_line_is_the_covers_rating() -> None:
    text = (
        "Kestrel House\nACCUMULATE\nCMP: INR365\nMkt cap: INR1,240bn\n"
        "Suryagrid Power (SURG IN)\nSuryagrid Power: Transmission wins\n"
        f"{BODY}Exhibit 6: Sum of the parts\nSegment Method INR bn INR/share\n"
        "Net debt -74 -39\nTarget price (INR/share) INR412\nSource: Kestrel House estimates\n"
        "BUY: expected return above 15%.\nACCUMULATE: expected return between 5% and 15%.\n"
    )
    assert find_doc_type(text).value == "company"
    rating, target = find_rating(text, "company"), find_target_price(text)
    assert rating is not None and rating.value == "ACCUMULATE"
    assert target is not None and target.value == "INR412"


def test_a_rating_alone_above_a_line_of_prose_is_no_rating() -> None:
    text = f"Suryagrid Power (SURG IN)\nBuy\nThe shares have rallied 20% since August.\n{BODY}"
    assert find_rating(text, "company") is None


def test_a_thai_cover_box_gives_the_notes_call() -> None:
    text = (
        "Equity Research | Company Update\nSiam Gateway Retail (SIAM TB)\n"
        "Siam Gateway Retail: Airport traffic recovers\nAdd (Hold)\nTarget Bt48.50 (Bt41.00)\nPrice Bt40.25\n"
        f"{BODY}"
    )
    assert find_doc_type(text).value == "company"
    target = find_target_price(text)
    assert target is not None and target.value == "Bt48.50"
    assert currency_of(target.value) == "THB"
    assert normalize_code("SIAM TB") is not None and normalize_code("SIAM TB") == normalize_code("SIAM.BK")
    own = find_own_company(text, "THB")
    assert own is not None and own.code == "SIAM TB"


def test_roman_numbered_risk_lines_are_each_an_item() -> None:
    text = (
        "Valuation\nOur target is INR412.\nRisks\n"
        "(i) Delays in the approval of tariff increases for the transmission business.\n"
        "(ii) Lower plant load factors at the coal units as renewable capacity grows.\n"
        "(iii) Higher interest rates on the debt due by FY29.\nImportant disclosures\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "Delays in the approval of tariff increases for the transmission business",
        "Lower plant load factors at the coal units as renewable capacity grows",
        "Higher interest rates on the debt due by FY29",
    ]


def test_a_risk_question_heading_over_bullets_heads_the_risks() -> None:
    text = (
        "Passengers are back.\nWhat are the risks?\n"
        "• Chinese tourists could return more slowly than the slot allocations imply.\n"
        "• Duty-free concession fees are renegotiated in 2027.\nImportant disclosures\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "Chinese tourists could return more slowly than the slot allocations imply",
        "Duty-free concession fees are renegotiated in 2027",
    ]


def test_a_question_that_names_no_risks_heads_no_section() -> None:
    text = "What are the drivers?\n• Volumes recover in 2027.\n• Prices rise by 3%.\n"
    assert find_risks(text, "company") == []


def test_run_in_risk_titles_whose_explanation_wraps_after_an_article() -> None:
    text = (
        "Risks to our view\n"
        "Regulation. The telecoms regulator may cap wholesale fibre prices at the\n"
        "2027 review, which would cut EBITDA by 3%.\n"
        "Pricing. A fourth operator could reopen the price war in prepaid mobile that ended in 2025.\n"
        "Execution. The network-sharing deal with the tower company needs 1,800 sites moved.\n"
    )
    assert [c.value for c in find_risks(text, "company")] == ["Regulation", "Pricing", "Execution"]


def _note_pdf(path: Path) -> Path:
    """One page: a headline, a bold section heading over a paragraph, then a risk question set in body
    type over bullets, and a disclosures legend naming the sector scale."""
    lines = [
        ("Siam Gateway Retail: Airport traffic recovers; upgrade to Add", 15.0, "hebo"),
        ("Siam Gateway Retail (SIAM TB)", 10.0, "helv"),
        ("Add (Hold)", 11.0, "hebo"),
        ("Target Bt48.50 (Bt41.00)", 10.0, "helv"),
        ("Passengers are back", 11.5, "hebo"),
        ("International passengers reached 94% of 2019 levels in October and spending rose 6%.", 10.0, "helv"),
        ("What are the risks?", 10.0, "helv"),
        ("\u2022 Chinese tourists could return more slowly than the slot allocations imply.", 10.0, "helv"),
        ("\u2022 Duty-free concession fees are renegotiated in 2027.", 10.0, "helv"),
        ("Important disclosures", 11.5, "hebo"),
        ("Sector view: Overweight, Neutral or Underweight against the MSCI AC Asia ex Japan.", 8.5, "helv"),
    ]
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        y = 60.0
        for words, size, font in lines:
            page.insert_text((50, y), words, fontsize=size, fontname=font)
            y += size * 2.2
        pdf.save(path)
    return path


def test_a_thai_note_with_a_risk_question_is_read_whole_through_the_pipeline(tmp_path: Path) -> None:
    outcome = rules_outcome(_note_pdf(tmp_path / "note.pdf"))
    assert outcome.fields[FieldName.DOC_TYPE].value == "company"
    assert outcome.fields[FieldName.RATING].value == "Add"
    assert outcome.fields[FieldName.TARGET_PRICE].value == "Bt48.50"
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == [
        "Chinese tourists could return more slowly than the slot allocations imply",
        "Duty-free concession fees are renegotiated in 2027",
    ]
