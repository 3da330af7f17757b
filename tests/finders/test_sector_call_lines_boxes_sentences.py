"""A sector note's calls printed outside tables: a picks list's `Name (TICKER) – Rating, PT` items (one a line, or run
together where a narrow column or a framed box glues them), a key-data box of one labelled value a line under each
stock's heading (a page per stock), `Rating and price target changes` sentences (the new values), and a Chinese picks
column's `名称（代码）——评级，目标价` lines. The finders read them and the validator grounds them; an old rating or target
is no call."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.clean.cleaner import clean
from tasks.finders.doc_type import find_doc_type
from tasks.validate.grounding import validate_field
from tests.builders import call_tuples, make_document, report_view

PICKS_LINES = (
    "European Transport: Summer bookings set the tone\n"
    "We keep our Neutral view on the sector.\n"
    "Top picks\n"
    "Rowan Air (RWNA LN) – Buy, PT 420p\n"
    "Skylark Ports (SKLP LN) – Buy, PT 1,085p\n"
    "Least preferred\n"
    "Calder Rail (CLDR LN) — Sell; TP 155p\n"
)


@pytest.mark.parametrize(
    "picks",
    [
        PICKS_LINES,
        # a narrow column or a framed box glues the items into one line
        PICKS_LINES.replace("420p\nSkylark", "420p Skylark"),
        # a colon between the stock and its rating, other target labels
        PICKS_LINES.replace(") – Buy, PT", "): Buy, Price target"),
    ],
)
def test_picks_items_are_each_a_call(picks: str) -> None:
    assert call_tuples(picks) == [
        ("RWNA LN", "Rowan Air", "Buy", "420p"),
        ("SKLP LN", "Skylark Ports", "Buy", "1,085p"),
        ("CLDR LN", "Calder Rail", "Sell", "155p"),
    ]


def test_an_item_whose_word_is_no_stock_rating_is_no_call() -> None:
    text = "Top picks\nRowan Air (RWNA LN) – Strong, PT 420p Skylark Ports (SKLP LN) – NR, PT 1,085p\n"
    assert call_tuples(text) == []


def test_the_validator_grounds_a_glued_item_and_refuses_its_neighbours_values(tmp_path: Path) -> None:
    text = (
        "Norway: Where we see value into 2027\n"
        "Top picks\n"
        "Havgrunn Drilling (HVGD NO) – Equal-weight, PT NOK 112 Trollsund Seafood (TRLS NO) – Overweight, PT NOK 84\n"
        "Risks to our thesis\n(a) Lower salmon prices.\n"
    )
    assert call_tuples(text) == [
        ("HVGD NO", "Havgrunn Drilling", "Equal-weight", "NOK 112"),
        ("TRLS NO", "Trollsund Seafood", "Overweight", "NOK 84"),
    ]
    view = report_view(tmp_path, text)
    kept = validate_field(
        FieldName.STOCK_CALLS,
        "TRLS NO | Trollsund Seafood | Overweight | NOK 84",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert kept.calls is not None and (kept.calls[0].rating, kept.calls[0].target_price) == ("Overweight", "NOK 84")


KEY_DATA_PAGES = [
    "Japan Factory Automation: The order cycle turns\nWe move the industry view to Attractive from Neutral.\n",
    "Hoshimura Robotics (6498 JP)\nKey data\nRating Outperform\nPrice target ¥3,450\nPrice ¥2,784\n"
    "Orders rose 18% quarter on quarter.\n",
    "Kanzaki Servo (6271 JP)\nKey data\nRating Neutral\nPrice target ¥1,820\nPrice ¥1,766\n"
    "Servo motor demand is flat.\n",
]


def test_a_key_data_box_under_each_stock_heading_is_its_call() -> None:
    text = "\n".join(KEY_DATA_PAGES)
    assert call_tuples(text) == [
        ("6498 JP", "Hoshimura Robotics", "Outperform", "¥3,450"),
        ("6271 JP", "Kanzaki Servo", "Neutral", "¥1,820"),
    ]
    assert find_doc_type(text).value == "industry"
    # other labels: `Recommendation:`, a horizon after the target's label
    relabelled = text.replace("Rating Outperform", "Recommendation: Outperform").replace(
        "Price target ¥1,820", "Target price (12m): ¥1,820"
    )
    assert call_tuples(relabelled)[0][2:] == ("Outperform", "¥3,450")
    assert call_tuples(relabelled)[1][3] == "¥1,820"


def test_one_stocks_box_is_a_company_notes_cover_no_section_call() -> None:
    assert call_tuples(KEY_DATA_PAGES[1]) == []


def test_a_box_without_a_rating_line_makes_no_call_and_takes_no_other_stocks_rating() -> None:
    third = "Ooshiro Precision (7719 JP)\nKey data\nRating Underperform\nPrice target ¥960\nPrice ¥1,104\n"
    text = "\n".join([*KEY_DATA_PAGES, third]).replace("Rating Outperform\n", "")
    assert call_tuples(text) == [
        ("6271 JP", "Kanzaki Servo", "Neutral", "¥1,820"),
        ("7719 JP", "Ooshiro Precision", "Underperform", "¥960"),
    ]


def test_a_key_data_line_repeated_page_to_page_stays_under_its_stock() -> None:
    """Digit-masked, `Price target ¥3,450` and `Price target ¥1,820` look alike on each page: the cleaner keeps both
    (each is its own stock's), while a running footer still goes."""
    footer = "Takamine Securities | Please see the important disclosures at the end. {n}/3"
    pages = [page + footer.format(n=n) for n, page in enumerate(KEY_DATA_PAGES, start=1)]
    cleaned = clean(make_document(pages))
    kept = "\n".join(cleaned.segment_text(s) for s in cleaned.kept)
    assert "Price target ¥3,450" in kept and "Price target ¥1,820" in kept
    assert "Please see the important disclosures" not in kept


CHANGES = (
    "Australian Resources: Gold steady, lithium bottoming\n"
    "Rating and price target changes\n"
    "We raise Kestrel Minerals (KSMN AU) to Add from Hold and lift our PT to\n"
    "A$12.40 (from A$10.90), as the Pilbara expansion comes in under budget.\n"
    "We cut Durran Gold (DRNG AU) to Reduce from Hold; our PT falls to A$3.05 (from A$3.60).\n"
    "We keep Add on Lantana Lithium (LNTL AU) with a PT of A$2.15, unchanged.\n"
)


def test_change_sentences_give_each_stock_its_new_rating_and_target() -> None:
    assert call_tuples(CHANGES) == [
        ("KSMN AU", "Kestrel Minerals", "Add", "A$12.40"),
        ("DRNG AU", "Durran Gold", "Reduce", "A$3.05"),
        ("LNTL AU", "Lantana Lithium", "Add", "A$2.15"),
    ]
    other_verbs = CHANGES.replace("We raise", "We move").replace("We cut", "We lower")
    assert [call[2] for call in call_tuples(other_verbs)] == ["Add", "Reduce", "Add"]


def test_the_validator_keeps_the_new_values_and_refuses_the_old(tmp_path: Path) -> None:
    view = report_view(tmp_path, CHANGES)
    new = validate_field(
        FieldName.STOCK_CALLS,
        "KSMN AU | Kestrel Minerals | Add | A$12.40; LNTL AU | Lantana Lithium | Add | A$2.15",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert new.calls is not None
    assert [(c.rating, c.target_price) for c in new.calls] == [("Add", "A$12.40"), ("Add", "A$2.15")]
    old = validate_field(
        FieldName.STOCK_CALLS, "DRNG AU | Durran Gold | Hold | A$3.60", view, extractor="m", doc_type="industry"
    )
    assert old.calls is not None and old.calls[0].rating is None and old.calls[0].target_price is None


def test_chinese_picks_lines_glued_together_keep_each_name_and_target() -> None:
    text = (
        "推荐标的\n"
        "鲜享食品(603288.SH)——强烈推荐,目标价58.00元川味源(002507.SZ)——推荐,目标价21.60元\n"
        "表1:调味品板块涨跌幅\n"
    )
    assert call_tuples(text) == [
        ("603288.SH", "鲜享食品", "强烈推荐", "58.00元"),
        ("002507.SZ", "川味源", "推荐", "21.60元"),
    ]
    one_a_line = "重点推荐\n鲜享食品（603288.SH）—强烈推荐，目标价58.00元\n川味源（002507.SZ）－推荐，目标价21.60港元\n"
    assert call_tuples(one_a_line) == [
        ("603288.SH", "鲜享食品", "强烈推荐", "58.00元"),
        ("002507.SZ", "川味源", "推荐", "21.60港元"),
    ]
