"""English notes of set 8's shapes, by their general mechanism: a cover strip whose rating carries its change
note (`Outperform (unchanged)`), a letter ticker listed in Canada (`ANDC CN`), a cover line naming the local and
the ADR listing (`Hualong Wafer Test (2458 TT; HWTX US)`: the local listing's call), London prices in pence
(`GBp96`), risk items written as a title and its explanation after a colon or a spaced dash (the titles are the
items), plain one-sentence risk paragraphs whose first wraps, a table header that never reaches up into the risk
item above it, and a sector note's one-row table under each stock's heading (`Valentara (VLTN IM)` / `Rating Price
target Price Upside` / `Hold €48 €45 7%`): each that stock's call, the note no company note."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.codes import normalize_code
from schemas.patterns import LISTED_TICKER
from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.key_strips import key_strips
from tasks.finders.line_tables import line_table_rows
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.finders.stock_calls import find_stock_calls, table_spans
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import rules_outcome


def _pdf(path: Path, lines: list[tuple[str, str]]) -> Path:
    """("heading", text) bold 12pt, ("body", text) body type, one line each."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    y = 60.0
    for kind, text in lines:
        font, size = {"title": ("hebo", 16.0), "heading": ("hebo", 12.0), "body": ("helv", 10.0)}[kind]
        page.insert_text((50, y), text, fontname=font, fontsize=size)
        y += 22
    pdf.save(path)
    pdf.close()
    return path


def test_a_strip_rating_with_its_change_note_is_one_cell() -> None:
    text = (
        "Andes Copper: guidance intact\nRating Target price Price Upside\nOutperform (unchanged) C$27.50 C$23.10 19%\n"
    )
    cells = {cell.kind: cell.value for cell in key_strips(text)}
    assert cells["rating"] == "Outperform"
    assert cells["target"] == "C$27.50"


def test_a_canadian_letter_ticker_is_a_listing() -> None:
    assert [m.group(0) for m in LISTED_TICKER.finditer("Andes Cordillera Copper (ANDC CN) and Royal (RY CT)")] == [
        "ANDC CN",
        "RY CT",
    ]
    assert normalize_code("ANDC CN") == "ANDC.CA"
    assert normalize_code("600406 CN") == "600406.SH"  # digits: an A share still


def test_a_cover_line_with_a_local_and_an_adr_listing_names_the_local_one() -> None:
    text = (
        "Hualong Wafer Test (2458 TT; HWTX US)\nHualong Wafer Test: downgrade to Underperform\n"
        "Target price\nNT$1,120 (ADR US$175.00)\nHualong Wafer Test cut its guidance.\n"
    )
    own = find_own_company(text, "TWD")
    assert own is not None and (own.code, own.name) == ("2458 TT", "Hualong Wafer Test")


def test_a_price_in_pence_is_a_target_cell() -> None:
    text = (
        "Company Ticker Rating Target price Rating Target price Price\n"
        "Deutsche Talk DTLK GY Equal-weight €28.00 Overweight €30.00 €26.40\n"
        "Orbitel ORBT LN Underweight GBp96 Underweight GBp104 GBp101\n"
    )
    rows = [
        (row.code.value, row.rating.value, row.target.value if row.target else None) for row in line_table_rows(text)
    ]
    assert rows == [("DTLK GY", "Equal-weight", "€28.00"), ("ORBT LN", "Underweight", "GBp96")]


def test_items_of_a_title_and_its_explanation_give_their_titles() -> None:
    dashed = (
        "Key risks\n"
        "Copper prices – each 10% fall in the copper price cuts our 2027E EBITDA by 14%.\n"
        "Permitting in Chile – the water permit is still under review after a court challenge.\n"
        "Cost inflation – diesel and contractor rates rose 7% this year.\n"
    )
    assert [c.value for c in find_risks(dashed, "company")] == [
        "Copper prices",
        "Permitting in Chile",
        "Cost inflation",
    ]
    numbered = (
        "Risks to our call\n"
        "1) Customer concentration: the three largest hospital groups account for 38% of revenue.\n"
        "2) Contract repricing: about a quarter of the contracts reprice only once a year.\n"
    )
    assert [c.value for c in find_risks(numbered, "company")] == ["Customer concentration", "Contract repricing"]
    plain = "Key risks\n1) Weaker demand in China could cut volumes.\n2) A stronger yen would hurt margins.\n"
    assert [c.value for c in find_risks(plain, "company")] == [
        "Weaker demand in China could cut volumes",
        "A stronger yen would hurt margins",
    ]


def test_the_validator_takes_a_dashed_items_title(tmp_path: Path) -> None:
    lines = [
        ("title", "Andes Copper (ANDC CN): Los Robles on schedule"),
        ("body", "Copper output of 61kt was in line with our estimate."),
        ("heading", "Key risks"),
        ("body", "Copper prices - each 10% fall in the copper price cuts our EBITDA by 14%."),
        ("body", "Permitting in Chile - the water permit is still under review."),
    ]
    view = kept_view(clean(ingest(_pdf(tmp_path / "note.pdf", lines))))
    titles = validate_field(FieldName.RISK_FACTORS, "Copper prices; Permitting in Chile", view, extractor="m")
    assert titles.status is FieldStatus.VALID
    cut = validate_field(
        FieldName.RISK_FACTORS, "Copper prices; Permitting in Chile - the water permit", view, extractor="m"
    )
    assert cut.status is FieldStatus.INVALID


def test_plain_sentence_risks_under_a_heading_run_past_a_wrapped_first_item(tmp_path: Path) -> None:
    lines = [
        ("title", "Daesan Probe (348210 KS): the HBM test socket leader"),
        ("body", "We initiate with a Buy rating and a target price of KRW86,000."),
        ("heading", "Risks"),
        ("body", "Delays to the qualification of its 12-layer HBM test sockets at the largest"),
        ("body", "customer."),
        ("body", "Price cuts by Japanese competitors in probe cards."),
        ("body", "A weaker won would raise imported ceramic costs."),
    ]
    document = ingest(_pdf(tmp_path / "note.pdf", lines))
    found = find_risks(document.text, "company", headings=heading_spans(document))
    assert [c.value for c in found] == [
        "Delays to the qualification of its 12-layer HBM test sockets at the largest customer",
        "Price cuts by Japanese competitors in probe cards",
        "A weaker won would raise imported ceramic costs",
    ]


def test_a_table_header_never_reaches_up_into_a_sentence() -> None:
    text = (
        "(c) Property management fees could be cut in the more indebted cities.\n"
        "Valuation\nCompany Ticker Rating Price Target\n"
        "Huaxin Homes 2202 HK Overweight HK$7.62 HK$9.60\nLongshore 0960 HK Equal-weight HK$10.90 HK$11.40\n"
    )
    risk_end = text.index("\n")
    assert all(start > risk_end for start, _ in table_spans(text))
    assert [row.target.value for row in line_table_rows(text) if row.target] == ["HK$9.60", "HK$11.40"]


ONE_ROW_TABLES = [
    ("title", "European Luxury: Dispersion widens; three calls"),
    ("body", "Organic growth ranged from -12% to +9% across the sector this quarter."),
    ("heading", "Maison Caradec (MCAR FP)"),
    ("body", "Rating Price target Price Upside"),
    ("body", "Buy US$212 US$176 20%"),
    ("body", "Leather goods grew 9% at constant currency in the third quarter."),
    ("heading", "Valentara (VLTN IM)"),
    ("body", "Rating Price target Price Upside"),
    ("body", "Hold SEK48 SEK45 7%"),
    ("body", "The new creative director's first collection reaches stores in February."),
    ("heading", "Bergmann Uhren (BRGN SW)"),
    ("body", "Rating Price target Price Upside"),
    ("body", "Sell CHF86 CHF97 -11%"),
    ("body", "Swiss watch exports to China fell 18% this year."),
]


def test_one_row_tables_under_stock_headings_are_the_stocks_calls() -> None:
    text = "".join(line + "\n" for _, line in ONE_ROW_TABLES)
    found = [
        (c.code.value if c.code else None, c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(text)
    ]
    assert found == [("MCAR FP", "Buy", "US$212"), ("VLTN IM", "Hold", "SEK48"), ("BRGN SW", "Sell", "CHF86")]
    assert key_strips(text) == ()  # no strip of the note's own


def test_a_single_strip_under_a_ticker_line_stays_the_notes_own() -> None:
    text = "Maison Caradec (MCAR FP)\nRating Price target Price Upside\nBuy €212 €176 20%\nLeather goods grew 9%.\n"
    cells = {cell.kind: cell.value for cell in key_strips(text)}
    assert (cells["rating"], cells["target"]) == ("Buy", "€212")


def test_a_sector_note_of_one_row_tables_gives_every_call_and_no_own_rating(tmp_path: Path) -> None:
    outcome = rules_outcome(_pdf(tmp_path / "luxury.pdf", ONE_ROW_TABLES))
    assert outcome.fields[FieldName.DOC_TYPE].value == "industry"
    assert outcome.fields[FieldName.RATING].value is None
    answered = outcome.fields[FieldName.STOCK_CALLS]
    assert [(c.code, c.rating, c.target_price) for c in answered.calls] == [
        ("MCAR FP", "Buy", "US$212"),
        ("VLTN IM", "Hold", "SEK48"),
        ("BRGN SW", "Sell", "CHF86"),
    ]


def test_direction_labels_are_no_titles() -> None:
    text = (
        "Risks\n"
        "1) Upside: faster-than-expected rate cuts lifting residential demand.\n"
        "2) Downside: weaker office rents in Central as vacancies rise.\n"
    )
    assert [c.value for c in find_risks(text, "company")] == [
        "Upside: faster-than-expected rate cuts lifting residential demand",
        "Downside: weaker office rents in Central as vacancies rise",
    ]


def test_a_sector_call_strip_gives_the_view() -> None:
    text = "Singapore REITs: rents flatten\nSector call Coverage Report type\nNeutral 5 REITs Sector Update\n"
    found = find_rating(text, "industry")
    assert found is not None and found.value == "Neutral"


def test_trim_in_a_rated_table_is_a_call() -> None:
    text = (
        "REIT RIC Rating Price Target Previous target Yield\n"
        "Jurong Industrial REIT JRNG.SI Neutral S$0.84 S$0.86 S$0.86 7.2%\n"
        "Sentosa Hospitality Trust SNTR.SI Trim S$0.71 S$0.64 S$0.70 6.8%\n"
    )
    rows = [
        (row.code.value, row.rating.value, row.target.value if row.target else None) for row in line_table_rows(text)
    ]
    assert rows[-1] == ("SNTR.SI", "Trim", "S$0.64")


def test_a_sector_headline_holding_a_rating_is_the_sectors_view() -> None:
    text = (
        "Korea Batteries: Stay Overweight as storage orders broaden\n"
        "Energy storage orders reached 92GWh this year.\n"
        "Company Code Rating Price (KRW) Target\n"
        "Samjin SDI 006400 KS Buy 298,000 KRW365,000\nUlsan Innovation 096770 KS Hold 121,400 KRW118,000\n"
    )
    found = find_rating(text, "industry")
    assert found is not None and found.value == "Overweight"
    assert find_rating("Korea Batteries: Overweight stocks lead\nOrders rose.\n", "industry") is None


def test_parenthesised_calls_after_names_are_calls() -> None:
    text = (
        "Our calls\n"
        "• Lindqvist Litho (LNQ NA; Overweight; PT €980)\n"
        "• Ostrava Etch (OSTR US; Overweight; PT US$214)\n"
        "• Kyodo Deposition (KYDP JP; Equal-weight; PT ¥7,400)\n"
        "Peers: Ridgeline Instruments (RDGL US; not covered)\n"
    )
    found = [
        (c.code.value if c.code else None, c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(text)
    ]
    assert found == [
        ("LNQ NA", "Overweight", "€980"),
        ("OSTR US", "Overweight", "US$214"),
        ("KYDP JP", "Equal-weight", "¥7,400"),
    ]
