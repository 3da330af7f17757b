"""English risk items cut clean of their list conventions: a letter marker (`A. …`) or an em-dash bullet
(`— …`) opening each line, a sentence announcing the list (`We see three main risks to our view:`), a
numbered risk's marker over its title and explanation (`Risk 1 – Food costs. Beef prices…`: the title is
the item) and ordinal sentences (`First, memory prices: DRAM…`: the title after the ordinal). The
validator accepts what the finder reads; an explanation or an intro is no item."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.risks import find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

ITEMS = (
    "Mortgage price competition intensifies again",
    "Unemployment rises above 5%",
    "Deposit costs stay high as term deposits reprice",
)


def _note(path: Path, lines: list[str]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 60), "Tamaki Optics (7771 JP): mirrorless mix carries margins", fontname="hebo", fontsize=16)
    page.insert_text((50, 90), "High-end mirrorless bodies reached 46% of camera sales in the half.", fontsize=10)
    page.insert_text((50, 120), "Key risks", fontname="hebo", fontsize=12)
    page.insert_font(fontname="uni", fontbuffer=pymupdf.Font("cjk").buffer)  # draws the dashes as printed
    y = 140.0
    for line in lines:
        page.insert_text((50, y), line, fontname="uni", fontsize=10)
        y += 16
    pdf.save(path)
    pdf.close()
    return path


def _found(path: Path) -> list[str]:
    document = ingest(path)
    return [item.value for item in find_risks(document.text, "company", headings=heading_spans(document))]


def _valid(path: Path, items: list[str] | tuple[str, ...]) -> bool:
    view = kept_view(clean(ingest(path)))
    return validate_field(FieldName.RISK_FACTORS, "; ".join(items), view, extractor="m").status is FieldStatus.VALID


def test_letter_markers_are_no_part_of_the_items(tmp_path: Path) -> None:
    path = _note(tmp_path / "note.pdf", [f"{letter}. {item}." for letter, item in zip("ABC", ITEMS, strict=True)])
    assert _found(path) == list(ITEMS)
    assert _valid(path, ITEMS)


def test_em_dash_bullets_and_an_announcing_sentence_are_no_items(tmp_path: Path) -> None:
    path = _note(tmp_path / "note.pdf", ["We see three main risks to our view:", *(f"— {item}." for item in ITEMS)])
    assert _found(path) == list(ITEMS)
    assert _valid(path, ITEMS)
    assert not _valid(path, ["We see three main risks to our view"])


def test_a_numbered_risk_marker_gives_its_title(tmp_path: Path) -> None:
    lines = [
        "Risk 1 – Food costs. Beef prices are at records and could rise another 10% in 2027.",
        "Risk 2 – Labour. Minimum-wage increases take effect in January.",
        "Risk 3 – Traffic. Lower-income diners may keep cutting visits.",
    ]
    path = _note(tmp_path / "note.pdf", lines)
    assert _found(path) == ["Food costs", "Labour", "Traffic"]
    assert _valid(path, ["Food costs", "Labour", "Traffic"])


def test_ordinal_sentences_give_the_title_after_the_ordinal(tmp_path: Path) -> None:
    lines = [
        "First, memory prices: DRAM contract prices could fall again in 2027. Second, capital spending: a",
        "faster fab build-out would push free cash flow negative. Third, customer concentration: the two",
        "largest customers take 38% of module sales.",
    ]
    path = _note(tmp_path / "note.pdf", lines)
    titles = ["memory prices", "capital spending", "customer concentration"]
    assert _found(path) == titles
    assert _valid(path, titles)
