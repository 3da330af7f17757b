"""A sector note's risks set as titled paragraphs (a bold title line over its explanation) whose last one a page turn
carries past the footer and the next page's header: the titles on both pages are the items (session 31,
house_risks_en batch M)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tests.builders import fields_of, rules_outcome

FOOTER = "Oakhanger Research. See the disclosure appendix for analyst certification and disclosures."


def _risks_pdf(path: Path, titles_after_turn: list[tuple[str, str]], heading_after: str) -> Path:
    pdf = pymupdf.open()
    first = pdf.new_page(width=595, height=842)
    first.insert_text((40, 34), "Oakhanger Research | Equity Research | 12 May 2026", fontname="helv", fontsize=7)
    first.insert_text((40, 90), "European Banks", fontname="hebo", fontsize=14)
    first.insert_text((40, 110), "Sector view: Overweight", fontname="helv", fontsize=9)
    first.insert_text(
        (40, 130), "Net interest income has held up better than feared as deposit betas stay low.", fontsize=9
    )
    first.insert_text((40, 700), "Risks to our view", fontname="hebo", fontsize=11)
    y = 720.0
    for title, text in (
        ("Faster rate cuts", "If the ECB cuts to 1.5%, net interest income would fall by 6% on our estimates."),
        ("Credit quality", "Commercial property loans are 9% of lending and values are still falling."),
    ):
        first.insert_text((40, y), title, fontname="hebo", fontsize=9)
        first.insert_text((40, y + 13), text, fontname="helv", fontsize=9)
        y += 32
    first.insert_text((40, 812), FOOTER + "  Page 1", fontname="helv", fontsize=6.5)
    second = pdf.new_page(width=595, height=842)
    second.insert_text((40, 34), "Oakhanger Research | Equity Research | 12 May 2026", fontname="helv", fontsize=7)
    y = 90.0
    for title, text in titles_after_turn:
        second.insert_text((40, y), title, fontname="hebo", fontsize=9)
        second.insert_text((40, y + 13), text, fontname="helv", fontsize=9)
        y += 32
    second.insert_text((40, y + 6), heading_after, fontname="hebo", fontsize=11)
    second.insert_text((40, y + 24), "The sector trades at 0.9x tangible book value.", fontname="helv", fontsize=9)
    second.insert_text((40, 812), FOOTER + "  Page 2", fontname="helv", fontsize=6.5)
    pdf.save(path)
    pdf.close()
    return path


def test_a_titled_paragraph_carried_past_a_page_turn_is_the_sections_last_item(tmp_path: Path) -> None:
    path = _risks_pdf(
        tmp_path / "turn.pdf", [("Regulation", "A higher countercyclical buffer would limit buy-backs.")], "Valuation"
    )
    assert fields_of(rules_outcome(path))["risks"] == ["Faster rate cuts", "Credit quality", "Regulation"]


def test_prose_after_the_page_turn_adds_no_item(tmp_path: Path) -> None:
    path = _risks_pdf(tmp_path / "prose.pdf", [], "Valuation")
    assert fields_of(rules_outcome(path))["risks"] == ["Faster rate cuts", "Credit quality"]
