"""English notes read whole (session 31): a word hyphenated at a line's wrap joins without its hyphen while a compound
keeps it, the offsets still pointing into the raw text; a sidebar's list numbered by bare bold numerals reads one item
a number."""

from __future__ import annotations

from pathlib import Path

import pytest

from tasks.ingest.reader import ingest, normalize_text
from tests.builders import fields_of, placed_spans_pdf, rules_outcome


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (
            "where the brands' inven-\ntories of travel retail are high\n",
            "where the brands' inventories of travel retail are high",
        ),
        ("that alienate aspirational custo-\nmers for longer\n", "that alienate aspirational customers for longer"),
        ("a risk-\nadjusted return\n", "a risk-adjusted return"),  # a compound's first word
        ("a long-\nterm contract\n", "a long-term contract"),  # a compound's second word
        ("growth year-\non-year\n", "growth year-on-year"),  # runs on into a further hyphen
        ("mid-single-\ndigit growth\n", "mid-single-digit growth"),
        ("the US-\nChina trade talks\n", "the US-China trade talks"),  # a capital after the wrap
        ("the 2025-\n26 budget\n", "the 2025-26 budget"),  # figures
        ("the risks -\nChina\n", "the risks - China"),  # a spaced dash is no hyphen
    ],
)
def test_a_wrap_hyphen_that_splits_one_word_is_dropped_and_a_compounds_kept(raw: str, expected: str) -> None:
    text, offsets = normalize_text(raw, paragraph_breaks={len(raw) - 1})
    assert text == expected
    assert len(offsets) == len(text) and offsets == sorted(offsets)
    assert "".join(raw[offset] for offset in offsets).replace("\n", " ") == text


BODY = [
    (40, 90, "Tessaly Logistics (TSLY LN)", "hebo", 14),
    (40, 120, "Tessaly won three new contracts with UK grocers in the quarter, worth GBP 140m of revenue", "helv", 9),
    (40, 132, "a year, and its automated warehouses now handle 40% of volumes. We raise our 2027E EBIT.", "helv", 9),
    (40, 150, "Our 480p target is based on 11x 2027E EV/EBIT, a 10% discount to European peers.", "helv", 9),
]


def test_a_hyphenated_wrap_in_a_drawn_risk_list_reads_and_grounds_the_word_whole(tmp_path: Path) -> None:
    spans = [
        *BODY,
        (410, 90, "Rating: Buy", "hebo", 9),
        (410, 104, "Target price: 480p", "helv", 9),
        (40, 180, "Key risks to our call", "hebo", 10),
        (40, 196, "\u2022", "helv", 9),
        (52, 196, "A further fall in UK grocery volumes, where the clients' inven-", "helv", 9),
        (52, 208, "tories of frozen food are high.", "helv", 9),
        (40, 222, "\u2022", "helv", 9),
        (52, 222, "Wage inflation above 5% in the UK warehouses we operate.", "helv", 9),
    ]
    path = placed_spans_pdf(tmp_path / "hyphen.pdf", spans)
    document = ingest(path)
    start = document.text.index("inventories")
    assert document.raw_offsets[start + len("inven")] - document.raw_offsets[start + len("inven") - 1] > 1
    assert fields_of(rules_outcome(path))["risks"] == [
        "A further fall in UK grocery volumes, where the clients' inventories of frozen food are high",
        "Wage inflation above 5% in the UK warehouses we operate",
    ]


def test_a_sidebar_list_numbered_by_bare_bold_numerals_reads_one_item_a_number(tmp_path: Path) -> None:
    spans = [*BODY, (410, 90, "Rating: Buy", "hebo", 9), (410, 104, "Target price: 480p", "helv", 9)]
    spans.append((410, 130, "Key risks to our call", "hebo", 9))
    for row, text in enumerate(
        ("Loss of a top-three customer at renewal", "Wage inflation above 5% in the UK", "Delays in automation")
    ):
        spans += [(410, 145 + 14 * row, str(row + 1), "hebo", 9), (420, 145 + 14 * row, text, "helv", 8)]
    path = placed_spans_pdf(tmp_path / "numerals.pdf", spans)
    assert fields_of(rules_outcome(path))["risks"] == [
        "Loss of a top-three customer at renewal",
        "Wage inflation above 5% in the UK",
        "Delays in automation",
    ]


def test_a_line_opening_with_a_figure_set_in_the_body_weight_opens_no_item(tmp_path: Path) -> None:
    spans = [*BODY, (40, 180, "Key risks to our call", "hebo", 10)]
    spans += [
        (40, 196, "A slower roll-out of the automated warehouses, which the company now expects to finish", "helv", 9),
        (40, 208, "5 Years later than planned, would hold back margins.", "helv", 9),
    ]
    document = ingest(placed_spans_pdf(tmp_path / "figure.pdf", spans))
    assert "finish 5 Years later" in document.text
