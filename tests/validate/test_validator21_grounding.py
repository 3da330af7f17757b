"""Grounding of values printed in a role that carries them: a cover key line opening with its rating, a rating
the note names as its own view or states on its headline's subject in other words, a first-person hold wrapped
over a line, each page's own box value, and risk items quoted without their list's mark."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import report_view


def check(view: KeptView, name: FieldName, value: str, doc_type: str = "company"):
    return validate_field(name, value, view, extractor="m", doc_type=doc_type)  # type: ignore[arg-type]


DISCLOSURES = (
    "Important disclosures\nBuy: expected total return above 15%.\nHold: expected total return between 0% and 15%.\n"
    "Overweight: expected to outperform.\nUnderweight: expected to underperform.\n"
)


@pytest.mark.parametrize(
    ("line", "rating", "old"),
    [
        ("BUY (from Hold) Target price: €54.00 (prev. €49.00) Price: €44.10", "BUY", "Hold"),
        ("Overweight PT DKK 212.00 (from DKK 190.00) Price: DKK 171.40", "Overweight", None),
        ("Add (unchanged) 12m TP A$7.95 Price A$6.90", "Add", None),
    ],
)
def test_a_cover_key_line_opening_with_its_rating_states_it(
    tmp_path: Path, line: str, rating: str, old: str | None
) -> None:
    text = f"Acme Research\nEquity Research | Company Update\nVeltano Foods (VLTN IM)\n{line}\nMargins recover.\n"
    view = report_view(tmp_path, text + DISCLOSURES)
    assert check(view, FieldName.RATING, rating).status is FieldStatus.VALID
    if old is not None:  # the rating before the change, in its bracketed note, is never the rating
        assert check(view, FieldName.RATING, old).status is FieldStatus.INVALID
    # a legend's definition line opens with a word too, but runs on with no target cue
    assert check(view, FieldName.RATING, "Underweight").status is FieldStatus.INVALID


@pytest.mark.parametrize(
    ("headline", "sentence", "word"),
    [
        (
            "India Consumer: Volumes are back",
            "Volumes rose. We stay\nOverweight on Indian consumer staples.",
            "Overweight",
        ),
        ("ASEAN Banks: Fees make up for margins", "We keep our Overweight call on the region's banks.", "Overweight"),
        (
            "US Packaged Food: Volumes keep shrinking",
            "Risks to our Underweight view\nVolumes fall further.",
            "Underweight",
        ),
    ],
)
def test_a_sector_notes_own_view_in_other_words_is_its_rating(
    tmp_path: Path, headline: str, sentence: str, word: str
) -> None:
    rows = "Company Ticker Rating\nKestrel Foods KSTF US Buy\nMaple Harvest MPLH US Hold\n"
    view = report_view(tmp_path, f"Acme Research\nSector Update\n{headline}\n{sentence}\n{rows}{DISCLOSURES}")
    assert check(view, FieldName.RATING, word, "industry").status is FieldStatus.VALID
    assert check(view, FieldName.RATING, "Buy", "industry").status is FieldStatus.INVALID  # a stock's row


def test_a_view_stated_on_a_stock_is_not_the_sectors(tmp_path: Path) -> None:
    text = (
        "Acme Research\nSector Update\nIndia Consumer: Volumes are back\n"
        "We keep our Overweight call on Adveer Foods.\nAdveer Foods (ADVF IN) Buy TP INR1,480\n"
        "We stay Underweight on Samarth Retail.\nSamarth Retail (SMRT IN) Sell TP INR2,265\n"
        "Lotus Bay Resorts\nRisks to our Outperform call: slower ramp-up of the new tower.\n"
    )
    view = report_view(tmp_path, text + DISCLOSURES)
    assert check(view, FieldName.RATING, "Overweight", "industry").status is FieldStatus.INVALID
    assert check(view, FieldName.RATING, "Underweight", "industry").status is FieldStatus.INVALID
    assert check(view, FieldName.RATING, "Outperform", "industry").status is FieldStatus.INVALID  # a stock's call


def boxed_pages(path: Path, stocks: list[tuple[str, str, str]]) -> Path:
    """One page per stock, its key-data box printed at the same place on every page."""
    with pymupdf.open() as pdf:
        for number, (name, rating, target) in enumerate(stocks, 1):
            page = pdf.new_page()
            page.insert_text((50, 40), "Acme Research Industry Report | Japan Machinery", fontsize=9)
            page.insert_text((50, 80), name, fontsize=12)
            page.insert_text((50, 110), "Key data", fontsize=9)
            page.insert_text((50, 125), "Rating", fontsize=9)
            page.insert_text((480, 125), rating, fontsize=9)
            page.insert_text((50, 140), "Price target", fontsize=9)
            page.insert_text((480, 140), target, fontsize=9)
            page.insert_text((50, 180), f"Orders for {name.split()[0]} rose this quarter.", fontsize=10)
            page.insert_text((50, 810), f"Acme Research | disclosures at the end. {number}/{len(stocks)}", fontsize=8)
        pdf.save(path)
    return path


def test_each_pages_own_box_value_is_kept_where_the_box_repeats(tmp_path: Path) -> None:
    stocks = [
        ("Hoshimura Robotics (6498 JP)", "Outperform", "¥3,450"),
        ("Kanzaki Servo (6271 JP)", "Neutral", "¥1,820"),
    ]
    stocks.append(("Ooshiro Precision (7719 JP)", "Underperform", "¥2,960"))
    view = kept_view(clean(ingest(boxed_pages(tmp_path / "report.pdf", stocks))))
    for _, _, target in stocks:
        assert view.occurrences(f"Price target {target}")


@pytest.mark.parametrize(
    ("section", "lie"),
    [
        ("风险提示\n(1)集采降价幅度超预期;\n(2)同类仿制药上市数量增加。\n", "(2)同类仿制药上市数量增加"),
        ("风险提示:1)原材料价格大幅波动的风险;2)新产能投放不及预期的风险。\n", "2)新产能投放不及预期的风险"),
    ],
)
def test_a_risk_item_never_opens_with_its_lists_mark(tmp_path: Path, section: str, lie: str) -> None:
    # session 22: an item quoted with its mark is the item without it (the mark is stripped, not refused)
    view = report_view(tmp_path, "某某医药(300853.SZ)公司点评 维持“买入”评级。\n" + section)
    answer = check(view, FieldName.RISK_FACTORS, lie)
    item = lie.split(")", 1)[1]
    assert answer.status is FieldStatus.VALID and answer.items == (item,)
    assert check(view, FieldName.RISK_FACTORS, item).evidence == answer.evidence
