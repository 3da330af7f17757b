"""English risk sections of set 7's shapes, by their general mechanism: titled paragraphs (a short title
on its own line, a smaller sub-heading or a plain line, over its explanation: the titles are the items),
an inline numbered list whose paragraph wraps at a capitalised word (`1) weaker volumes in` / `North
America; 2) …`), lines numbered with roman numerals (`(i) …`, `(ii) …`), and a cover strip labelled
`Sector rating` that gives the sector's view (its row of values is no stock's heading over the risks)."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

TITLES = ("Yen appreciation", "Slower China demand", "Competition in mid-range cameras")
EXPLANATIONS = (
    "About 70% of sales are overseas, and each 1 yen move changes our operating profit by roughly 0.8%.",
    "China accounts for 22% of sales, and camera demand there has weakened since the summer.",
    "Two competitors launched mid-range bodies in October at prices 10% below the company's.",
)


def _page(path: Path, lines: list[tuple[str, str]]) -> Path:
    """("heading", text) bold 12pt, ("sub", text) bold at body size, ("body", text) body type."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 60), "Tamaki Optics (7771 JP): mirrorless mix carries margins", fontname="hebo", fontsize=16)
    page.insert_text((50, 90), "High-end mirrorless bodies reached 46% of camera sales in the half.", fontsize=10)
    y = 120.0
    for kind, text in lines:
        font, size = {"heading": ("hebo", 12.0), "sub": ("hebo", 10.0), "body": ("helv", 10.0)}[kind]
        page.insert_text((50, y), text, fontname=font, fontsize=size)
        y += 20
    pdf.save(path)
    pdf.close()
    return path


def _titled(kind: str) -> list[tuple[str, str]]:
    pairs = [[(kind, title), ("body", body)] for title, body in zip(TITLES, EXPLANATIONS, strict=True)]
    return [("heading", "Investment risks"), *(line for pair in pairs for line in pair)]


def test_sub_headed_risk_paragraphs_give_their_titles(tmp_path: Path) -> None:
    lines = [*_titled("sub"), ("heading", "Valuation"), ("body", "We value the shares at 22x FY3/28E P/E.")]
    document = ingest(_page(tmp_path / "note.pdf", lines))
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert [item.value for item in found] == list(TITLES)


def test_titles_in_body_type_over_their_paragraphs_are_the_items(tmp_path: Path) -> None:
    document = ingest(_page(tmp_path / "note.pdf", _titled("body")))
    found = find_risks(document.text, "industry", headings=heading_spans(document))
    assert [item.value for item in found] == list(TITLES)


def test_an_inline_numbered_list_wrapped_at_a_capital_runs_on() -> None:
    text = (
        "Price objective basis & risk\n"
        "Our PO of US$88 is based on 14x 2027E EPS. Downside risks to our PO are: 1) weaker heavy-truck volumes in\n"
        "North America; 2) a slower ramp of the new Monterrey plant; 3) higher\n"
        "aluminium costs that cannot be passed through.\n"
    )
    assert [item.value for item in find_risks(text, "company")] == [
        "weaker heavy-truck volumes in North America",
        "a slower ramp of the new Monterrey plant",
        "higher aluminium costs that cannot be passed through",
    ]


def test_lines_numbered_with_roman_numerals_are_a_list() -> None:
    items = (
        "Regulators could delay the tariff resets that we assume take effect from 2027",
        "A sharp fall in LNG prices would lower the value of gas-linked contracts",
        "Higher bond yields would reduce the DCF values of our targets",
    )
    text = "Risks\n" + "".join(f"({n}) {item}.\n" for n, item in zip(("i", "ii", "iii"), items, strict=True))
    text += "Ratings definitions used by the house follow.\n"
    assert [item.value for item in find_risks(text, "industry")] == list(items)


def test_a_sector_rating_strip_gives_the_view_and_heads_no_stock_risks() -> None:
    text = (
        "ASEAN Utilities: tariff resets ahead\n"
        "Sector rating Top picks Coverage\nNeutral SWGS MK, BYNP IJ 5 stocks\n"
        "Risks\n(i) Regulators could delay tariff resets.\n(ii) LNG prices could fall sharply.\n"
    )
    rating = find_rating(text, "industry")
    assert rating is not None and rating.value == "Neutral"
    found = find_risks(text, "industry", ("SWGS MK", "Sarawak Gas", "BYNP IJ", "Bayan Power"))
    assert [item.value for item in found] == ["Regulators could delay tariff resets", "LNG prices could fall sharply"]


def test_the_validator_takes_the_titles_and_never_an_explanation(tmp_path: Path) -> None:
    view = kept_view(clean(ingest(_page(tmp_path / "note.pdf", _titled("sub")))))
    titles = validate_field(FieldName.RISK_FACTORS, "; ".join(TITLES), view, extractor="m")
    assert titles.status is FieldStatus.VALID
    explanation = validate_field(FieldName.RISK_FACTORS, EXPLANATIONS[-1].rstrip("."), view, extractor="m")
    assert explanation.status is FieldStatus.INVALID


def test_bullish_and_bearish_are_sector_views_only_after_a_view_label() -> None:
    view = find_rating("Japan Railways: fare hikes\nSector view: Bullish (maintained)\nTraffic is back.\n", "industry")
    assert view is not None and view.value == "Bullish"
    bearish = find_rating("Japan Banks: margins peak\nSector view: Bearish\nLoan growth slows.\n", "industry")
    assert bearish is not None and bearish.value == "Bearish"
    assert find_rating("We are bullish on the stock's prospects.\n", "company") is None
    assert find_rating("Sector: Bullish, Neutral or Bearish on the sector's outlook.\n", "industry") is None
