"""English sector and strategy risk sections drawn in session 30 (bench/house_risks_en.py batch H): a `Catalysts |
Risks` table under a `Catalysts and risks` heading gives its risk column's cells; a risk list that ends a page stops
at the disclosures' `Investing in the securities discussed involves risk` sentence; a paragraph that opens with a
bold run-in title naming the view (`Key risks to our thesis.`) is the sector's section even after the stocks'
`Risks to our PT include…` paragraphs. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.finders.risks import find_risks
from tests.builders import headings_on_lines, rules_outcome

Span = tuple[float, float, str, str, float]  # x, baseline y, text, font, size
RISKS = (
    "A weak monsoon that delays rural housing",
    "Capacity additions that outrun demand",
    "Higher freight costs if diesel prices rise",
)


def _pdf(path: Path, pages: list[list[Span]]) -> Path:
    pdf = pymupdf.open()
    for spans in pages:
        page = pdf.new_page(width=595, height=842)
        page.insert_text((40, 36), "Brackley Securities | Equity Research | 12 May 2026", fontname="helv", fontsize=7)
        for x, y, text, font, size in spans:
            page.insert_text((x, y), text, fontname=font, fontsize=size)
    pdf.save(path)
    pdf.close()
    return path


def _sector_cover() -> list[Span]:
    return [
        (40, 90, "India Cement: consolidation lifts pricing power", "hebo", 14),
        (40, 110, "Sector view: Overweight", "helv", 9),
        (
            40,
            126,
            "The top five producers now hold 58% of capacity and price hikes have stuck in the north.",
            "helv",
            9,
        ),
    ]


def _table_note(path: Path, header: tuple[str, str]) -> Path:
    spans = [*_sector_cover(), (40, 160, "Catalysts and risks", "hebo", 11)]
    spans += [(40, 178, header[0], "hebo", 8), (260, 178, header[1], "hebo", 8)]
    catalysts = ("Price hikes in the south", "Lower pet coke prices", "Road spending before the elections")
    for number, (catalyst, risk) in enumerate(zip(catalysts, RISKS, strict=True)):
        spans += [(40, 191 + 12.7 * number, catalyst, "helv", 8), (260, 191 + 12.7 * number, risk, "helv", 8)]
    spans.append((40, 240, "We value the stocks on EV/tonne against replacement cost.", "helv", 9))
    return _pdf(path, [spans])


def test_a_catalysts_and_risks_table_gives_its_risk_column(tmp_path: Path) -> None:
    outcome = rules_outcome(_table_note(tmp_path / "note.pdf", ("Catalysts", "Risks")))
    assert list(outcome.fields[FieldName.RISK_FACTORS].items) == list(RISKS)


def test_a_table_of_two_columns_naming_no_risks_gives_no_row_as_a_risk(tmp_path: Path) -> None:
    outcome = rules_outcome(_table_note(tmp_path / "note.pdf", ("Catalysts", "Timing")))
    assert not set(outcome.fields[FieldName.RISK_FACTORS].items) & set(RISKS)


def test_a_risk_list_at_a_page_end_stops_at_the_disclosures_risk_sentence() -> None:
    text = (
        "Investment risks\n"
        "• Faster Fed cuts than we assume would compress asset yields.\n"
        "• Office loan losses could rise above our 4% loss assumption.\n"
        "Risk factors\n"
        "Investing in the securities discussed involves risk, including the risk of loss of principal. "
        "Securities of small companies carry additional risks.\n"
    )
    assert [item.value for item in find_risks(text, "industry")] == [
        "Faster Fed cuts than we assume would compress asset yields",
        "Office loan losses could rise above our 4% loss assumption",
    ]


STOCKS = (
    "Meridian Drilling (MDRL US, Overweight, PT US$58): the fleet is fully contracted. Risks to our PT include a fall "
    "in Brent below US$60/bbl and rig reactivations.\n"
    "Coyote Pumping (CPP US, Underweight, PT US$9): pricing is weak. Risks to our PT include a rebound in US gas "
    "drilling.\n"
)
SECTOR_SENTENCE = (
    "Key risks to our In-Line view include a sustained fall in oil prices, a delay of Middle East gas projects and "
    "cost inflation for steel tubulars"
)


def test_a_run_in_title_naming_the_view_opens_the_sectors_section_after_the_stocks() -> None:
    text = f"Industry view: In-Line\n{STOCKS}Key risks to our thesis. {SECTOR_SENTENCE}.\n"
    assert [item.value for item in find_risks(text, "industry")] == [SECTOR_SENTENCE]


def test_the_same_sentence_without_its_title_after_a_stocks_paragraph_stays_the_stocks() -> None:
    text = f"Industry view: In-Line\n{STOCKS}Risks to our call. {SECTOR_SENTENCE}.\n"
    assert [item.value for item in find_risks(text, "industry")] == [SECTOR_SENTENCE]  # a view title too
    untitled = f"Industry view: In-Line\n{STOCKS.rstrip()} {SECTOR_SENTENCE}.\n"
    assert [item.value for item in find_risks(untitled, "industry")] == []


TURN = (
    "Harcourt Vale. See the disclosure appendix for analyst certification and disclosures. Page 1\n"
    "Harcourt Vale | Equity Research | 12 May 2026\n"
)
LEAD = (
    "The key risks to our view are: (1) a rebound of the US dollar if US inflation surprises; (2) a slump in Chinese "
    "demand for ASEAN exports; and\n"
)


def test_an_inline_numbered_list_cut_by_a_page_turn_goes_on_with_the_next_number() -> None:
    text = f"Asia ex-Japan Strategy\n{LEAD}{TURN}(3) political noise ahead of the Thai election.\nCountry allocation\n"
    assert [item.value for item in find_risks(text, "industry")] == [
        "a rebound of the US dollar if US inflation surprises",
        "a slump in Chinese demand for ASEAN exports",
        "political noise ahead of the Thai election",
    ]


def test_without_the_next_number_the_list_stops_before_the_footer() -> None:
    text = f"Asia ex-Japan Strategy\n{LEAD}{TURN}Country allocation\nIndonesia moves to Overweight.\n"
    assert [item.value for item in find_risks(text, "industry")] == [
        "a rebound of the US dollar if US inflation surprises",
        "a slump in Chinese demand for ASEAN exports",
    ]


RATED = (
    "ASEAN Telecoms\nSector view: Positive\nOur ratings\nCompany Rating PT Risks to PT\n"
    "Nusa Telekom Buy IDR 4,800 Price war in East Java\nSemenanjung Mobile Hold MYR 4.10 Spectrum fees\n"
)
PARAGRAPH = (
    "A return to price competition would undo the gains of this year. Regulators could cap data prices after the "
    "elections. A weaker rupiah would raise the cost of network equipment.\n"
)


def test_a_set_apart_sector_risks_heading_heads_a_paragraph() -> None:
    text = f"{RATED}Sector risks\n{PARAGRAPH}"
    headings = headings_on_lines(text, "Our ratings", "Sector risks")
    assert [item.value for item in find_risks(text, "industry", (), headings)] == [
        "A return to price competition would undo the gains of this year",
        "Regulators could cap data prices after the elections",
        "A weaker rupiah would raise the cost of network equipment",
    ]


def test_a_topics_risk_heading_over_a_paragraph_heads_no_section() -> None:
    text = f"{RATED}Regulatory risks\n{PARAGRAPH}"
    headings = headings_on_lines(text, "Our ratings", "Regulatory risks")
    assert [item.value for item in find_risks(text, "industry", (), headings)] == []


def test_a_risk_table_under_its_heading_stops_before_a_running_header_printed_with_a_bar() -> None:
    text = (
        "Seonam Semicon: upgrade to Buy\nWe raise our target price to KRW96,000.\nKey risks\nRisk | Impact\n"
        "DRAM contract prices fall again | High\nHBM qualification slips | Medium\n"
        "Equity Research | Rating Change\nFinancial summary\n"
    )
    headings = headings_on_lines(text, "Key risks", "Financial summary")
    assert [item.value for item in find_risks(text, "company", (), headings)] == [
        "DRAM contract prices fall again",
        "HBM qualification slips",
    ]
