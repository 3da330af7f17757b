"""English risk sections of session 29's drawn house forms (bench/house_risks_en.py), by their general mechanism:
a list numbered with bare roman numerals (`i)`, `ii)`, `iii)`) runs over all its lines; a sector note's risk prose ends
at the paragraph that states the note's calls (`Our top picks are Lyra Telecom (LYR IM, Buy)…`), while a second risk
paragraph that names no stock's rating goes on with the section; a question on a line of its own that asks where the
call could be wrong heads the paragraph under it (the reading sets no line ending in `?` apart), another question
none; a risk table whose bold header row is read as the section's heading keeps its first row as an item; a sentence
that points to the page or report of the risks (`Risks to our view are set out on page 3.`, `See our initiation report
of 14 January 2026 for a full discussion of the risks.`) is no risk section; a bullet opens the
next item even after a line ending in `; and`; a lettered item that wraps carries its letter on to the next item;
numbered title lines (`1. Power constraints`), each over its explanation, are the items; a paragraph under the heading
that is one list of three or more phrases parted by semicolons is split at them, without the `and` of the last."""

from __future__ import annotations

from pathlib import Path

from tasks.finders.risks import find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tests.builders import StyledLine, headings_on_lines, styled_lines_pdf

TITLE: list[StyledLine] = [
    ("India Consumer Staples", "hebo", 14),
    ("Rural volume growth for staples rose to 6% in the quarter after two years at 2-3%.", "helv", 9),
]
ROMAN_ITEMS = (
    "A weak monsoon in 2026 would hurt rural incomes and demand",
    "A rise in palm oil and milk prices could cut gross margins by 100-150bp",
    "Faster share gains by regional brands and direct-to-consumer start-ups",
)


def _risks(path: Path, lines: list[StyledLine], doc_type: str = "industry") -> list[str]:
    document = ingest(styled_lines_pdf(path, [*TITLE, *lines]))
    return [item.value for item in find_risks(document.text, doc_type, headings=heading_spans(document))]


def test_bare_roman_numbered_lines_are_one_list(tmp_path: Path) -> None:
    marks = ("i) ", "ii) ", "iii) ")
    lines: list[StyledLine] = [
        ("KEY RISKS", "hebo", 9),
        *((f"{m}{item}.", "helv", 9) for m, item in zip(marks, ROMAN_ITEMS, strict=True)),
    ]
    assert _risks(tmp_path / "note.pdf", lines) == list(ROMAN_ITEMS)


def test_a_prose_line_after_the_roman_list_is_no_item(tmp_path: Path) -> None:
    lines: list[StyledLine] = [
        ("Key risks", "hebo", 9),
        (f"i) {ROMAN_ITEMS[0]}.", "helv", 9),
        (f"ii) {ROMAN_ITEMS[1]}.", "helv", 9),
        ("Valuation", "hebo", 11),
        ("We value the sector at 45x FY27E P/E, in line with its five-year average.", "helv", 9),
    ]
    assert _risks(tmp_path / "note.pdf", lines) == list(ROMAN_ITEMS[:2])


RISK_PROSE = "Regulators could block in-market mergers, as they did in 2016. Spectrum auctions could absorb more cash."
RISK_SENTENCES = [
    "Regulators could block in-market mergers, as they did in 2016",
    "Spectrum auctions could absorb more cash",
]


def test_the_calls_paragraph_after_sector_risk_prose_ends_the_section(tmp_path: Path) -> None:
    lines: list[StyledLine] = [
        ("Risks to our sector view", "hebo", 10),
        (RISK_PROSE, "helv", 8),
        ("Our top picks are Lyra Telecom (LYR IM, Buy) and Iberia Movil (IBM SM, Buy).", "helv", 8),
    ]
    assert _risks(tmp_path / "note.pdf", lines) == RISK_SENTENCES


def test_a_second_risk_paragraph_naming_no_rating_goes_on(tmp_path: Path) -> None:
    lines: list[StyledLine] = [
        ("Risks to our sector view", "hebo", 10),
        (RISK_PROSE, "helv", 8),
        ("A price war started by a new entrant (Volt Mobile) would undo the pricing gains.", "helv", 8),
    ]
    assert _risks(tmp_path / "note.pdf", lines) == [
        *RISK_SENTENCES,
        "A price war started by a new entrant (Volt Mobile) would undo the pricing gains",
    ]


QUESTION_NOTE = (
    "Global Oil & Gas\n"
    "Sector stance: Underweight\n"
    "OPEC+ is returning 2.2mb/d of supply over 2026 while non-OPEC growth stays above 1mb/d.\n"
    "{question}\n"
    "A supply outage in a major producer would tighten the market quickly. US shale output could also fall faster "
    "than we think.\n"
    "Stock picks\n"
    "We rate Caspian Petroleum (CSP LN) Underweight with a 480p target.\n"
)


def test_a_question_asking_where_the_call_could_be_wrong_heads_the_paragraph_under_it() -> None:
    text = QUESTION_NOTE.format(question="Where could we be wrong?")
    found = find_risks(text, "industry", headings=headings_on_lines(text, "Stock picks"))
    assert [item.value for item in found] == [
        "A supply outage in a major producer would tighten the market quickly",
        "US shale output could also fall faster than we think",
    ]


def test_a_question_about_something_else_heads_no_risks() -> None:
    text = QUESTION_NOTE.format(question="Why do we stay underweight?")
    assert find_risks(text, "industry", headings=headings_on_lines(text, "Stock picks")) == []


TABLE_NOTE = (
    "European Renewables\n"
    "Sector view: Positive\n"
    "Offshore wind auctions cleared at prices 25% above 2023 levels.\n"
    "{header}\n"
    "Bond yields rise again | Medium | High\n"
    "Grid connection delays | High | Medium\n"
    "Turbine cost inflation | Medium | Medium\n"
    "Source: Ellesmere Securities\n"
    "Our top pick is Solvang Energi.\n"
)


def test_a_risk_tables_header_row_read_as_the_heading_keeps_the_first_row() -> None:
    header = "Risk | Likelihood | Impact on our view"
    text = TABLE_NOTE.format(header=header)
    found = find_risks(text, "industry", headings=headings_on_lines(text, header))
    assert [item.value for item in found] == [
        "Bond yields rise again",
        "Grid connection delays",
        "Turbine cost inflation",
    ]


def test_a_stock_tables_header_row_gives_no_rows_as_risks() -> None:
    header = "Company | Rating | Key risk"
    text = TABLE_NOTE.format(header=header)
    assert find_risks(text, "industry", headings=headings_on_lines(text, header)) == []


POINTER_NOTE = (
    "European Capital Goods\n"
    "Grid spending will lift electrical equipment demand by 9% a year to 2030.\n"
    "{pointer}\n"
    "Brenner Elektro\n"
    "We initiate with a Buy rating and a price target of EUR142.\n"
    "Risks\n"
    "• A slowdown in data-centre construction if AI spending is cut back.\n"
    "• Chinese competitors winning grid tenders in Europe on price.\n"
    "Valuation\n"
    "We value the sector on 2027E EV/EBIT.\n"
)
SECTION_ITEMS = [
    "A slowdown in data-centre construction if AI spending is cut back",
    "Chinese competitors winning grid tenders in Europe on price",
]


def test_a_sentence_pointing_to_the_page_of_the_risks_is_no_risk() -> None:
    text = POINTER_NOTE.format(pointer="Risks to our view are set out on page 3.")
    headings = headings_on_lines(text, "Brenner Elektro", "Risks", "Valuation")
    assert [item.value for item in find_risks(text, "company", headings=headings)] == SECTION_ITEMS


LEAD_IN_NOTE = (
    "European Capital Goods\n"
    "Grid spending will lift electrical equipment demand by 9% a year to 2030.\n"
    "{lead_in}\n"
    "Valuation\n"
    "We value the sector on 2027E EV/EBIT.\n"
)


def test_a_lead_in_that_names_the_risks_is_read_and_one_that_points_to_a_page_is_not() -> None:
    named = LEAD_IN_NOTE.format(lead_in="Risks to our view are a slower recovery in orders and higher copper costs.")
    assert [item.value for item in find_risks(named, "company")] == [
        "Risks to our view are a slower recovery in orders and higher copper costs"
    ]
    pointer = LEAD_IN_NOTE.format(lead_in="Key risks are discussed on page 12.")
    assert find_risks(pointer, "company") == []


BULLETS_NOTE = (
    "US Medical Devices\n"
    "The sell-off prices in a 30% hit to volumes by 2030.\n"
    "Key risks\n"
    "• faster uptake of oral GLP-1 drugs;\n"
    "• cuts to Medicare reimbursement for home devices{joint}\n"
    "{next_line}\n"
    "Valuation\n"
    "We value the group on 2027E EV/EBITDA.\n"
)


def test_a_bullet_after_a_line_ending_in_and_opens_the_next_item() -> None:
    text = BULLETS_NOTE.format(joint="; and", next_line="• supply disruption at contract manufacturers in Mexico.")
    found = find_risks(text, "industry", headings=headings_on_lines(text, "Key risks", "Valuation"))
    assert [item.value for item in found] == [
        "faster uptake of oral GLP-1 drugs",
        "cuts to Medicare reimbursement for home devices",
        "supply disruption at contract manufacturers in Mexico",
    ]


def test_a_line_without_a_bullet_after_and_is_the_item_wrapped() -> None:
    text = BULLETS_NOTE.format(joint=" and", next_line="higher costs at contract manufacturers in Mexico.")
    found = find_risks(text, "industry", headings=headings_on_lines(text, "Key risks", "Valuation"))
    assert [item.value for item in found] == [
        "faster uptake of oral GLP-1 drugs",
        "cuts to Medicare reimbursement for home devices and higher costs at contract manufacturers in Mexico",
    ]


LETTERED_NOTE = (
    "Global Beverages\n"
    "Sector view: Attractive\n"
    "Risks to our Attractive view\n"
    "(a) A longer downturn in consumer spending in the US, which would keep spirits depletions negative and force\n"
    "more discounting.\n"
    "({second}) A faster decline in drinking among consumers under 30 than our surveys suggest.\n"
    "Kinnaird Research does and seeks to do business with companies covered in its research reports.\n"
)


def test_a_lettered_item_that_wraps_carries_its_letter_to_the_next_item() -> None:
    found = find_risks(LETTERED_NOTE.format(second="b"), "industry")
    assert [item.value for item in found] == [
        "A longer downturn in consumer spending in the US, which would keep spirits depletions negative and force "
        "more discounting",
        "A faster decline in drinking among consumers under 30 than our surveys suggest",
    ]


def test_a_letter_out_of_sequence_after_the_wrap_is_no_next_item() -> None:
    found = find_risks(LETTERED_NOTE.format(second="d"), "industry")
    assert [item.value for item in found] == [
        "A longer downturn in consumer spending in the US, which would keep spirits depletions negative and force "
        "more discounting",
    ]


def test_a_risk_heading_over_a_pointer_to_another_report_heads_no_risks() -> None:
    text = (
        "Marisol Foods (MRSL US)\n"
        "Organic sales grew 4% with volumes up 1%. We keep our US$58.00 price target.\n"
        "Risks\n"
        "{body}\n"
        "Disclosures\n"
    )
    pointer = text.format(body="See our initiation report of 14 January 2026 for a full discussion of the risks.")
    assert find_risks(pointer, "company", headings=headings_on_lines(pointer, "Risks", "Disclosures")) == []
    named = text.format(body="Private label could take more share. Cocoa costs could stay high.")
    assert [
        item.value for item in find_risks(named, "company", headings=headings_on_lines(named, "Risks", "Disclosures"))
    ] == [
        "Private label could take more share",
        "Cocoa costs could stay high",
    ]


NUMBERED_TITLES_NOTE = (
    "US Data Centre REITs\n"
    "Vacancy in the top markets is below 2%.\n"
    "Key risks\n"
    "1. Power constraints\n"
    "Utilities may not connect new sites on time, delaying revenue by a year or more.\n"
    "2. Tenant concentration\n"
    "The four largest cloud providers sign 70% of new leases.\n"
    "3. Obsolescence\n"
    "Liquid-cooled AI racks need designs that older sites cannot support.\n"
    "Valuation\n"
    "We value the REITs on 2027E AFFO.\n"
)


def test_numbered_title_lines_each_over_its_explanation_are_the_items() -> None:
    headings = headings_on_lines(NUMBERED_TITLES_NOTE, "Key risks", "Valuation")
    found = find_risks(NUMBERED_TITLES_NOTE, "industry", headings=headings)
    assert [item.value for item in found] == ["Power constraints", "Tenant concentration", "Obsolescence"]


def test_numbered_sentences_without_explanations_stay_whole_items() -> None:
    text = (
        "US Data Centre REITs\n"
        "Vacancy in the top markets is below 2%.\n"
        "Key risks\n"
        "1. Utilities may not connect new sites on time.\n"
        "2. The four largest cloud providers sign 70% of new leases.\n"
        "Valuation\n"
        "We value the REITs on 2027E AFFO.\n"
    )
    found = find_risks(text, "industry", headings=headings_on_lines(text, "Key risks", "Valuation"))
    assert [item.value for item in found] == [
        "Utilities may not connect new sites on time",
        "The four largest cloud providers sign 70% of new leases",
    ]


SEMICOLON_NOTE = (
    "China Consumer Staples\n"
    "Sales of premium baijiu rose 9% in the Spring Festival.\n"
    "Key risks\n"
    "{paragraph}\n"
    "Valuation\n"
    "We value the sector on 2027E P/E.\n"
)


def test_a_paragraph_of_semicolon_phrases_under_the_heading_is_split_without_its_and() -> None:
    text = SEMICOLON_NOTE.format(
        paragraph="Weaker consumer confidence as property prices fall; higher raw milk costs if herd culls slow; and "
        "tighter rules on alcohol at official banquets."
    )
    found = find_risks(text, "industry", headings=headings_on_lines(text, "Key risks", "Valuation"))
    assert [item.value for item in found] == [
        "Weaker consumer confidence as property prices fall",
        "higher raw milk costs if herd culls slow",
        "tighter rules on alcohol at official banquets",
    ]


def test_a_sentence_with_one_semicolon_stays_one_item() -> None:
    text = SEMICOLON_NOTE.format(
        paragraph="Consumer confidence could weaken further; property prices are still falling."
    )
    found = find_risks(text, "industry", headings=headings_on_lines(text, "Key risks", "Valuation"))
    assert [item.value for item in found] == [
        "Consumer confidence could weaken further; property prices are still falling"
    ]
