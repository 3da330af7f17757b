"""Stock calls of English sector notes in layouts the tables and prose of other notes do not share:
a rating column before the ticker, old and new rating columns, a ticker inside the name cell, a
rating cell carrying its change, per-stock sections with labelled calls, calls stated in prose.
Synthetic texts, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.clean.cleaner import clean
from tasks.finders.doc_type import find_doc_type
from tasks.finders.findings import find_all
from tasks.finders.line_tables import line_table_rows
from tasks.finders.spans import cuts_number
from tasks.validate.grounding import validate_field
from tests.builders import call_tuples, make_document, report_view

Call = tuple[str | None, str | None, str, str | None]


def rows(text: str) -> list[Call]:
    return [
        (r.code.value, r.name.value if r.name else None, r.rating.value, r.target.value if r.target else None)
        for r in line_table_rows(text)
    ]


def test_a_rating_column_before_the_ticker_and_values_pushed_onto_the_next_line() -> None:
    text = (
        "Figure 2: Our ratings and price targets\n"
        "Rec. Ticker Company PT (HK$) Last (HK$) Upside\n"
        "Buy 1111 HK Alpha Property Services\n"
        "14.60 11.02 32%\n"
        "Hold 2222 HK Beta Living 9.80 9.64 2%\n"
        "Source: Example Securities\n"
    )
    assert rows(text) == [
        ("1111 HK", "Alpha Property Services", "Buy", "14.60"),
        ("2222 HK", "Beta Living", "Hold", "9.80"),
    ]


def test_old_and_new_rating_columns_give_the_new_rating_and_the_new_target() -> None:
    text = (
        "Figure 1: Rating and price target changes\n"
        "Company Ticker Old rating\n"
        "New rating\n"
        "Old\nPT\nNew\nPT\n"
        "Alpha Tools AAAA US Equal-weight Overweight US$165 US$210\n"
        "BBBB US Underweight Underweight US$55 US$50\n"
        "Source: Example Capital\n"
    )
    assert rows(text) == [
        ("AAAA US", "Alpha Tools", "Overweight", "US$210"),
        ("BBBB US", None, "Underweight", "US$50"),
    ]


def test_a_ticker_in_brackets_inside_the_name_cell() -> None:
    text = (
        "Figure 1: Our calls\n"
        "Company (ticker) Rating TP (HK$) Price (HK$) P/E 27E\n"
        "Alpha Motors (1111 HK) Buy 62.00 48.35 14.2\n"
        "Beta EV (2222 HK) Hold 18.40 17.02 22.5\n"
    )
    assert rows(text) == [("1111 HK", "Alpha Motors", "Buy", "62.00"), ("2222 HK", "Beta EV", "Hold", "18.40")]


def test_a_rating_cell_with_its_change_in_brackets_and_a_two_word_rating() -> None:
    text = (
        "Company Ticker Rating PT Price\n"
        "Alpha Motors AAAA US Outperform (from Neutral) $38 $30.15\n"
        "Beta Games 123456 KS Trading Buy 64,000 55,200\n"
        "Gamma Uhren GGGG SW Reduce CHF96.00 CHF108.40\n"
    )
    assert rows(text) == [
        ("AAAA US", "Alpha Motors", "Outperform", "$38"),
        ("123456 KS", "Beta Games", "Trading Buy", "64,000"),
        ("GGGG SW", "Gamma Uhren", "Reduce", "CHF96.00"),
    ]


def test_a_comps_table_with_no_rating_column_makes_no_call() -> None:
    text = (
        "Figure 2: Valuation comparison\n"
        "Company Ticker P/E 26E P/E 27E EV/EBIT 27E Yield\n"
        "Alpha Mode AAAA FP 24.1 21.6 16.2 1.9%\n"
        "Beta Design BBBB IM 19.8 18.0 13.1 2.4%\n"
    )
    assert call_tuples(text) == []


def test_per_stock_sections_with_labelled_calls_make_a_sector_note() -> None:
    text = (
        "Regional Telecoms: Repair in progress\n"
        "Mobile service revenue grew 4.1% in the quarter.\n"
        "Alpha Telekom (AAAA MK)\n"
        "Rating: Add | PT: RM4.85\n"
        "Alpha is the cleanest play on price repair.\n"
        "Beta Telecom (BBBB SP)\n"
        "Rating: Hold | PT: S$3.12\n"
        "Beta's home business is steady.\n"
    )
    assert call_tuples(text) == [
        ("AAAA MK", "Alpha Telekom", "Add", "RM4.85"),
        ("BBBB SP", "Beta Telecom", "Hold", "S$3.12"),
    ]
    assert find_doc_type(text).value == "industry"
    one = text.split("Beta Telecom")[0]
    assert call_tuples(one) == [("AAAA MK", "Alpha Telekom", "Add", "RM4.85")]


def test_calls_stated_in_prose_with_the_new_target_of_their_sentence(tmp_path: Path) -> None:
    text = (
        "US Packaged Food: one upgrade, one downgrade\n"
        "We upgrade Alpha Foods (AAAA US) to Outperform and raise our PT to $45 from $38, as its brands regain space.\n"
        "We downgrade Beta Brands (BBBB US) to Neutral from Outperform; our PT falls to $61 (from $70) on weaker volumes.\n"
        "We reiterate Underperform on Gamma Dairy (CCCC US) with a $19 PT; milk costs are rising.\n"
        "We rate Delta Snacks (DDDD US) Outperform with a $52 price target.\n"
    )
    found = call_tuples(text)
    assert found == [
        ("AAAA US", "Alpha Foods", "Outperform", "$45"),
        ("BBBB US", "Beta Brands", "Neutral", "$61"),
        ("CCCC US", "Gamma Dairy", "Underperform", "$19"),
        ("DDDD US", "Delta Snacks", "Outperform", "$52"),
    ]
    view = report_view(tmp_path, text)
    answer = "; ".join(f"{code} | {name} | {rating} | {target}" for code, name, rating, target in found)
    kept = validate_field(FieldName.STOCK_CALLS, answer, view, extractor="m", doc_type="industry")
    assert [(c.code, c.rating, c.target_price) for c in kept.calls] == [
        ("AAAA US", "Outperform", "$45"),
        ("BBBB US", "Neutral", "$61"),
        ("CCCC US", "Underperform", "$19"),
        ("DDDD US", "Outperform", "$52"),
    ]
    lie = validate_field(FieldName.STOCK_CALLS, "AAAA US | Alpha Foods | Outperform | $99", view, extractor="m")
    assert [c.target_price for c in lie.calls] == [None]


def test_a_price_with_its_currency_glued_after_a_whole_cell_is_no_spaced_decimal() -> None:
    row = "Alpha Payments AAAA US Outperform 51.20 $62 21"
    at = row.index("$62")
    assert not cuts_number(row, at, at + 3)
    assert cuts_number("target 43 75 元", 7, 9)  # a spaced decimal stays one number


def test_a_table_header_repeated_on_its_continued_page_is_no_page_furniture() -> None:
    header = "Company Code Stance Price (¥) Target (¥) Upside"
    footer = "Example Securities Sector Report | Japan Machinery"
    pages = [
        f"{footer}\nFigure 4: Coverage summary\n{header}\nAlpha Robotics 1111 JP Overweight 4,120 4,850 18%",
        f"{footer}\nFigure 4: Coverage summary (continued)\n{header}\nBeta Tools 2222 JP Underweight 1,090 940 -14%",
    ]
    cleaned = clean(make_document(pages))
    text = cleaned.document.text
    kept = [text[s.start : s.end] for s in cleaned.kept]
    dropped = [text[d.start : d.end] for d in cleaned.drops if d.reason == "repeated_line"]
    # the second copy is no duplicate either: it parts the continued rows from the page's header above them
    # (session 31, tests/clean/test_table_header_repeated_over_a_page_turn.py)
    assert kept.count(header) == 2
    assert header not in dropped and dropped == [footer, footer]


def test_a_table_row_is_no_heading_over_the_risk_section_after_it() -> None:
    text = (
        "US Semis: raising targets\n"
        "Company Ticker Rating Price PT\n"
        "Alpha Tools AAAA US Overweight US$165 US$210\n"
        "Beta Metrology BBBB US Underweight US$60 US$55\n"
        "Key risks\n"
        "• A pause in leading-edge logic capex.\n"
        "• Further export restrictions.\n"
    )
    assert len(find_all(text).risk_headings("industry")) == 1


def test_a_currency_cell_before_the_target_is_part_of_it_and_a_label_line_without_colons() -> None:
    text = (
        "Company Code Rating Price Target Upside\n"
        "Alpha Shipbuilding 111111 KS Buy KRW 80,300 KRW 98,000 22%\n"
        "Beta Heavy 222222 KS Neutral KRW 30,150 KRW 31,500 4%\n"
    )
    assert rows(text) == [
        ("111111 KS", "Alpha Shipbuilding", "Buy", "KRW 98,000"),
        ("222222 KS", "Beta Heavy", "Neutral", "KRW 31,500"),
    ]
    sections = "Alpha Robotics (AAAA US)\nRating: Outperform, PT US$64.00\nBeta Motion (BBBB US)\nRating: Underperform, PT US$23.00\n"
    assert call_tuples(sections) == [
        ("AAAA US", "Alpha Robotics", "Outperform", "US$64.00"),
        ("BBBB US", "Beta Motion", "Underperform", "US$23.00"),
    ]
