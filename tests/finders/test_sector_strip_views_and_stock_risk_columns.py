"""An English sector note's key strip whose sector-view cell holds a view word that is no stock rating
(`Sector weighting` over `Market Weight (from Underweight)`), and a rated stock table whose `Key risk`
column gives each stock's own risk under an exhibit caption that names key risks (no risk section of the
note's). Both read from a PDF the way the rules backend and the validator read it. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.finders.key_strips import key_strips
from tasks.finders.risks import find_risks
from tests.builders import rules_outcome


def _row(page: pymupdf.Page, y: float, cells: list[tuple[float, str]], size: float = 9.0) -> None:
    for x, words in cells:
        page.insert_text((x, y), words, fontname="helv", fontsize=size)


def _disclosures(page: pymupdf.Page, y: float) -> None:
    _row(page, y, [(50, "Important disclosures")], 11)
    _row(page, y + 18, [(50, "Overweight: expected to outperform the sector over 12 months.")])
    _row(page, y + 32, [(50, "Neutral: expected to perform in line with the sector.")])
    _row(page, y + 46, [(50, "Underweight: expected to underperform the sector.")])


def test_a_strip_view_word_under_a_sector_weighting_label_is_the_sector_view() -> None:
    text = (
        "European Chemicals: The trough is behind us\nSector weighting Region Stocks covered\n"
        "Market Weight (from Underweight) Europe 14\nChemical volumes in Europe rose 2% year on year.\n"
    )
    cells = [(cell.kind, cell.value) for cell in key_strips(text)]
    assert cells == [("view", "Market Weight")]
    under_a_rating = "Rating Region\nMarket Weight Europe\nChemical volumes rose.\n"
    assert [cell.value for cell in key_strips(under_a_rating)] == []  # a view word rates no stock


def test_a_sector_notes_market_weight_strip_validates_and_its_stock_risk_column_gives_no_risks(tmp_path: Path) -> None:
    path = tmp_path / "sector.pdf"
    with pymupdf.open() as pdf:
        page = pdf.new_page()
        _row(page, 50, [(50, "Equity Research | Sector Note")])
        _row(page, 80, [(50, "European Chemicals: The trough is behind us")], 16)
        _row(page, 110, [(50, "Sector weighting"), (200, "Region"), (300, "Stocks covered")])
        _row(page, 124, [(50, "Market Weight (from Underweight)"), (200, "Europe"), (300, "14")])
        _row(page, 150, [(50, "Chemical volumes in Europe rose 2% year on year in the third quarter.")], 10)
        _row(page, 180, [(50, "Exhibit 4: Ratings, targets and key risks")])
        columns = (50, 170, 240, 320, 390)
        rows = [
            ("Company", "Ticker", "Rating", "PT", "Key risk"),
            ("Ventaro Chemie", "VNTA NO", "Overweight", "NOK265", "Gas prices"),
            ("Kaltheim", "KLHM NO", "Neutral", "NOK148", "Feed costs"),
            ("Brussel Polymers", "BRSL NO", "Underweight", "NOK62", "Licence auction"),
        ]
        for number, row in enumerate(rows):
            _row(page, 196 + 14 * number, list(zip(columns, row, strict=True)))
        _row(page, 260, [(50, "Source: estimates")], 8)
        _disclosures(page, 300)
        pdf.save(path)

    outcome = rules_outcome(path)
    rating = outcome.fields[FieldName.RATING]

    assert rating.status == FieldStatus.VALID, rating.reason
    assert rating.value == "Market Weight"
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == []
    calls = outcome.fields[FieldName.STOCK_CALLS]
    assert [c.code for c in calls.calls] == ["VNTA NO", "KLHM NO", "BRSL NO"]


def test_a_rated_tables_key_risk_column_under_a_key_risks_caption_is_no_section_of_the_notes() -> None:
    table = (
        "Nordic Seafood: Supply growth returns\nExhibit 4: Ratings, targets and key risks\n"
        "Company Ticker Rating PT Key risk\nFjordline Salmon FJRD NO Overweight NOK265 Sea lice costs\n"
        "Nordfisk NRDF NO Neutral NOK148 Feed prices\nAquavik AQVK NO Underweight NOK62 Licence auction\n"
        "Source: estimates\n"
    )
    assert find_risks(table, "industry") == []
    sector_risks = "Sector risks\n• Salmon prices could fall further.\n• The resource rent tax could rise.\n"
    assert [c.value for c in find_risks(table + sector_risks, "industry")] == [
        "Salmon prices could fall further",
        "The resource rent tax could rise",
    ]


def test_a_sector_notes_stock_sections_stay_under_their_headings_in_the_prompt(tmp_path: Path) -> None:
    path = tmp_path / "sections.txt"
    sections = "".join(
        f"{name} ({code})\nRating Target\n{rating} {target}\nWe expect export sales to grow more than 30% in 2027.\n"
        for name, code, rating, target in (
            ("Saebit Cosmetics", "035910 KS", "Add", "KRW148,000"),
            ("Ollim Beauty", "192650 KS", "Add", "KRW62,000"),
            ("Haneul Skin", "214320 KS", "Hold", "KRW33,500"),
        )
    )
    path.write_text(
        "Equity Research | Sector Note\nKorea Cosmetics\nSector view: Overweight\n"
        "Korea Cosmetics: US and Japan replace China\nCosmetics exports to the US and Japan rose 45% in the year.\n"
        + sections
        + "Important disclosures\nAdd: expected to return more than 10% over 12 months.\n"
        "Hold: expected to return between -10% and 10%.\nReduce: expected to return less than -10%.\n",
        encoding="utf-8",
    )
    outcome = rules_outcome(path)

    assert outcome.fields[FieldName.RATING].value == "Overweight"
    calls = outcome.fields[FieldName.STOCK_CALLS]
    assert [(c.code, c.rating, c.target_price) for c in calls.calls] == [
        ("035910 KS", "Add", "KRW148,000"),
        ("192650 KS", "Add", "KRW62,000"),
        ("214320 KS", "Hold", "KRW33,500"),
    ]
