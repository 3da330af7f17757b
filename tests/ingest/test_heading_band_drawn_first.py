"""A box's heading band drawn before the page (a template layer: `What could go wrong` in white on a dark band, written
ahead of the page's running header) is read right over the bullets set under it (tasks/ingest/reader.py
`headings_before_their_content`), even where its band's box overlaps the first bullet's; a heading drawn first but
set under nothing stays where it is. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

RISKS = (
    "Tariffs on medical devices made in Europe and Mexico",
    "A slowdown in procedure volumes once the backlog is worked off",
    "Pricing pressure from hospital purchasing groups",
)


def _note(path: Path, *, band_over_list: bool = True) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    band_y = 180.0 if band_over_list else 400.0
    page.draw_rect(pymupdf.Rect(40, band_y, 555, band_y + 14), color=None, fill=(0.1, 0.2, 0.4))
    page.insert_text((48, band_y + 10), "What could go wrong", fontname="hebo", fontsize=9, color=(1, 1, 1))
    page.insert_text((40, 36), "Cavendish Mount | Equity Research | 12 May 2026", fontname="helv", fontsize=7)
    page.insert_text((40, 90), "Global Medtech: procedure volumes stay strong", fontname="hebo", fontsize=14)
    page.insert_text((40, 110), "Sector view: Overweight", fontname="helv", fontsize=9)
    page.insert_text((40, 130), "Hospital procedure volumes grew 6% in 1Q26, above trend.", fontname="helv", fontsize=9)
    for number, risk in enumerate(RISKS):
        y = 200 + 14 * number
        page.insert_text((48, y), "\u2022", fontname="symb", fontsize=9)
        page.insert_text((60, y), risk + ".", fontname="helv", fontsize=9)
    pdf.save(path)
    pdf.close()
    return path


def test_a_band_heading_drawn_first_is_read_over_its_bullets(tmp_path: Path) -> None:
    document = ingest(_note(tmp_path / "note.pdf"))
    text = document.text
    assert text.index("Hospital procedure") < text.index("What could go wrong") < text.index(RISKS[0])
    outcome = rules_outcome(tmp_path / "note.pdf")
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == list(RISKS)


def test_a_heading_drawn_first_over_nothing_stays_first(tmp_path: Path) -> None:
    document = ingest(_note(tmp_path / "note.pdf", band_over_list=False))
    assert document.text.index("What could go wrong") < document.text.index("Cavendish Mount")
