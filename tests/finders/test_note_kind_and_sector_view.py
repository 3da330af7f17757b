"""A note's own kind and its sector's own view, read from general evidence: the masthead's report-kind label
(`Equity Research | Sector Note`, `Company Flash`, 行业深度 over a cover datum such as 总股本 when the cover rates
several stocks), a stock box whose value is one stock's of a list of several rated stocks (no note's own box), and
the sector's view from its labelled places (`Sector call: Underweight`, `Sector call` over `Neutral`, `We move to
Overweight on the sector`, `We stay Positive on the group`, a headline opening with the view) but never a stock's
rating. The validator accepts the sector's view and refuses a stock's rating as the industry's."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.doc_type import find_doc_type
from tasks.finders.rating import find_rating
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Procedure volumes are growing 4%, back to the pre-pandemic trend, and margins improve."
STOCK_HEADINGS = (
    "BUY - Marrow Health (MRWH US): PO $64\nRobotic placements rose 31%.\n"
    "NEUTRAL - Quintal Diagnostics (QNTL US): PO $31\nPanel volumes are flat.\n"
)


@pytest.mark.parametrize(
    "masthead",
    [
        "Equity Research | Sector Note",
        "Calderwick Sector Update | US Medical Technology",
        "Industry Report\nUS Medical Technology",
    ],
)
def test_a_sector_masthead_makes_a_sector_note_whatever_its_stock_boxes(masthead: str) -> None:
    text = f"US Medical Technology: Volumes normalise\n{masthead}\n{PROSE}\n{STOCK_HEADINGS}"
    found = find_doc_type(text)
    assert found.value == "industry"
    assert found.start >= 0 and text[found.start : found.end] in masthead


@pytest.mark.parametrize(
    "masthead",
    ["Equity Research | Company Flash", "Ostraven Bank Earnings Review | Kellmar Antriebe (KLMR GR)", "Company Report"],
)
def test_a_company_masthead_makes_a_company_note_without_a_stock_box(masthead: str) -> None:
    text = f"Kellmar Antriebe: Orders stall\n{masthead}\nDrivetrain orders fell 14% and we move to Neutral.\n"
    assert find_doc_type(text).value == "company"


def test_a_kind_word_in_prose_is_no_masthead() -> None:
    text = f"US Medical Technology: Volumes normalise\nThe latest Industry Report of the association shows {PROSE}\n"
    assert "masthead" not in find_doc_type(text).context


def test_an_initiation_that_rates_several_stocks_says_nothing_of_the_kind() -> None:
    rows = "".join(
        f"• {name} ({code} SP, {rating}, PO S${price})\n"
        for name, code, rating, price in (
            ("Kestrel Foods", "KSTF", "Buy", "3.40"),
            ("Goldharbour REIT", "GLDH", "Buy", "1.62"),
            ("Temasek Kitchens", "TMSK", "Sell", "0.78"),
        )
    )
    text = f"Singapore Consumer: Visitors return\nEquity Research | Initiation\n{PROSE}\n{rows}"
    assert find_doc_type(text).value == "industry"
    one = f"Morlow Home: A value leader\nEquity Research | Initiation\nWe initiate at Outperform.\n{PROSE}\n"
    assert find_doc_type(one).value == "company"


@pytest.mark.parametrize("label", ["PO", "TP", "Price target"])
def test_a_box_inside_a_list_of_several_rated_stocks_is_no_notes_own_box(label: str) -> None:
    rows = "".join(
        f"• {name} ({code} SP, {rating}, {label} S${price})\n"
        for name, code, rating, price in (
            ("Kestrel Foods", "KSTF", "Buy", "3.40"),
            ("Goldharbour REIT", "GLDH", "Buy", "1.62"),
            ("Pendleton Retail", "PNDL", "Sell", "2.05"),
        )
    )
    text = f"Singapore Consumer: Visitors return, spending follows\nPreferred\n{rows}{PROSE}\n"
    assert find_doc_type(text).value == "industry"


ZH_TABLE = "证券代码证券简称投资评级合理价值(元)\n600887.SH伊川乳业买入36.50\n002946.SZ新希牧业增持14.80\n600597.SH光晨乳品中性9.60\n"


def test_a_zh_sector_kind_label_over_several_rated_stocks_outweighs_a_cover_datum() -> None:
    text = f"总股本(亿股)8.42\n52周最高/最低(元)45.20/27.36\n证券研究报告 | 行业深度\n乳制品行业深度:原奶周期见底\n{ZH_TABLE}"
    assert find_doc_type(text).value == "industry"


def test_a_zh_company_kind_label_still_counts_beside_a_cover_datum() -> None:
    text = f"总股本(亿股)8.42\n证券研究报告 | 公司点评\n伊川乳业(600887):原奶周期见底\n{ZH_TABLE}"
    assert find_doc_type(text).value == "company"


def test_a_cover_datum_alone_still_makes_a_company_report() -> None:
    text = "总股本(亿股)8.42\n52周最高/最低(元)45.20/27.36\n证券研究报告 | 行业深度\n原奶周期见底,盈利修复。\n"
    assert find_doc_type(text).value == "company"


SECTOR_VIEWS = [
    ("Sector call: Underweight\nTechnology\n", "Underweight"),
    ("Sector call\nNeutral\nHealthcare\n", "Neutral"),
    (
        "Housing starts rose 17%. We move to Overweight on the sector, with tiles our preferred exposure.\n",
        "Overweight",
    ),
    ("Wafer prices rise 5%. We remain Overweight the sector, with the back end our pick.\n", "Overweight"),
    ("The freight trough is behind us. We stay Positive on the group.\n", "Positive"),
    ("Casino revenue slows. We turn Negative on the Macau gaming space.\n", "Negative"),
    ("Overweight - Australasian Airlines: Yields hold as capacity stays tight\n", "Overweight"),
]


@pytest.mark.parametrize(("view", "rating"), SECTOR_VIEWS)
def test_the_sector_view_is_read_from_its_labelled_places(tmp_path: Path, view: str, rating: str) -> None:
    text = f"Equity Research | Sector Note\n{view}{PROSE}\n{STOCK_HEADINGS}"
    found = find_rating(text, "industry")
    assert found is not None and found.value == rating
    view_of = report_view(tmp_path, text)
    accepted = validate_field(FieldName.RATING, rating, view_of, extractor="m", doc_type="industry")
    assert accepted.status is FieldStatus.VALID
    for stock_rating in ("BUY", "NEUTRAL"):  # a stock's rating is never the sector's
        refused = validate_field(FieldName.RATING, stock_rating, view_of, extractor="m", doc_type="industry")
        assert refused.status is FieldStatus.INVALID


@pytest.mark.parametrize(
    "legend",
    [
        "Sector: Bullish, Neutral or Bearish on the sector's 12-month outlook.",
        "Sector call: Overweight, Neutral or Underweight against the MSCI AC Asia ex Japan.",
    ],
)
def test_a_legend_of_sector_views_states_none(legend: str) -> None:
    text = f"Equity Research | Sector Note\n{PROSE}\n{STOCK_HEADINGS}Ratings definitions\n{legend}\n"
    assert find_rating(text, "industry") is None


def test_a_stock_headline_with_its_ticker_gives_no_sector_view() -> None:
    text = f"Equity Research | Sector Note\n{PROSE}\n{STOCK_HEADINGS}"
    assert find_rating(text, "industry") is None


def test_the_prompt_keeps_a_sector_view_label_with_its_value_on_the_line_below(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text(f"Calderwick\nEquity Research | Sector Note\nSector call\nNeutral\n{PROSE}\n", encoding="utf-8")
    head = build_prompt(clean(ingest(path))).head
    assert "Sector call" in head and "Neutral" in head
