"""A risk item quoted with its list's mark (`1. Slower loan growth`, `(2)同类仿制药…`, `①…`, `• …`) still
names a whole item: the validator strips the mark and the space after it, grounds the rest, and keeps the
item's span without the mark. A mark does not make a lie true: text outside the risk section or half an
item stays refused. The rules backend never quotes a mark (both backends read an item the same way)."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.finders.findings import find_all
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def check(view: KeptView, value: str, doc_type: str = "company"):
    return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type=doc_type)  # type: ignore[arg-type]


EN_HEAD = (
    "Acme Securities\nEquity Research | Company Update\nNorthbay Bank (NBAY LN)\nBuy, TP GBP 4.20\n"
    "Net interest income grew faster than we expected this quarter, and fees recovered.\n"
)
ZH_HEAD = "某某医药(300853.SZ)公司点评\n维持“买入”评级，公司业绩符合预期，创新药管线进展顺利。\n"

SECTIONS = [
    # (report text, items as printed, marks they are quoted with)
    (
        EN_HEAD + "Key risks\n1. Slower loan growth\n2. Higher credit costs\n3. A cut in the base rate\n",
        ["Slower loan growth", "Higher credit costs", "A cut in the base rate"],
        ["1. ", "2. ", "3. "],
    ),
    (
        EN_HEAD + "Risks to our view\n(1) Deposit competition intensifies\n(2) Mortgage arrears rise\n",
        ["Deposit competition intensifies", "Mortgage arrears rise"],
        ["(1) ", "(2) "],
    ),
    (
        EN_HEAD + "Downside risks\n• Weaker fee income\n• A housing market correction\n",
        ["Weaker fee income", "A housing market correction"],
        ["• ", "• "],
    ),
    (
        ZH_HEAD + "风险提示\n(1)集采降价幅度超预期;\n(2)同类仿制药上市数量增加。\n",
        ["集采降价幅度超预期", "同类仿制药上市数量增加"],
        ["(1)", "(2)"],
    ),
    (
        ZH_HEAD + "风险提示：①原材料价格大幅波动；②新产能投放不及预期；③行业竞争加剧。\n",
        ["原材料价格大幅波动", "新产能投放不及预期", "行业竞争加剧"],
        ["①", "②", "③"],
    ),
]


@pytest.mark.parametrize(("text", "items", "marks"), SECTIONS)
def test_an_item_quoted_with_its_mark_is_the_item_without_it(
    tmp_path: Path, text: str, items: list[str], marks: list[str]
) -> None:
    view = report_view(tmp_path, text)
    bare = check(view, "; ".join(items))
    marked = check(view, "; ".join(mark + item for mark, item in zip(marks, items, strict=True)))
    assert bare.status is FieldStatus.VALID, bare.reason
    assert marked.status is FieldStatus.VALID, marked.reason
    assert list(marked.items) == items
    page_text = view.clean.document.page_text(1)
    assert [page_text[e.start : e.end] for e in marked.evidence] == items  # the span leaves the mark out
    assert marked.evidence == bare.evidence


@pytest.mark.parametrize(("text", "items", "marks"), SECTIONS)
def test_the_rules_backend_never_quotes_a_mark(tmp_path: Path, text: str, items: list[str], marks: list[str]) -> None:
    view = report_view(tmp_path, text)
    found = [c.value for c in find_all(view.text).risks("company")]
    assert found == items
    assert check(view, "; ".join(found)).status is FieldStatus.VALID


@pytest.mark.parametrize(
    ("text", "lie"),
    [
        # a mark + a sentence from outside the risk section
        (SECTIONS[0][0], "1. Net interest income grew faster than we expected this quarter"),
        (SECTIONS[3][0], "(1)公司业绩符合预期"),
        # a mark + half an item
        (SECTIONS[0][0], "2. Higher credit"),
        (SECTIONS[1][0], "(2) Mortgage arrears"),
        (SECTIONS[3][0], "(2)同类仿制药"),
        (SECTIONS[4][0], "②新产能投放"),
        # a mark + text no report holds
        (SECTIONS[2][0], "• A sharp fall in house prices"),
    ],
)
def test_a_mark_does_not_make_a_lie_true(tmp_path: Path, text: str, lie: str) -> None:
    assert check(report_view(tmp_path, text), lie).status is FieldStatus.INVALID


@pytest.mark.parametrize("item", ["1.5% higher funding costs", "2027 refinancing wall"])
def test_a_number_that_opens_an_item_is_no_mark(tmp_path: Path, item: str) -> None:
    text = EN_HEAD + f"Key risks\n• {item}\n• A cut in the base rate\n"
    view = report_view(tmp_path, text)
    result = check(view, f"{item}; A cut in the base rate")
    assert result.status is FieldStatus.VALID, result.reason
    assert result.items[0] == item


def test_each_part_of_a_lead_in_sentences_list_is_an_item_and_half_a_part_is_none(tmp_path: Path) -> None:
    sentence = (
        "Upside risks include a recovery in freight rates, faster fleet scrapping and a settlement in the Red Sea"
    )
    view = report_view(tmp_path, EN_HEAD + f"Risks\n{sentence}.\n")
    parts = ["a recovery in freight rates", "faster fleet scrapping", "a settlement in the Red Sea"]
    assert check(view, "; ".join(parts)).status is FieldStatus.VALID
    assert check(view, sentence).status is FieldStatus.VALID  # the whole sentence stays an item
    for lie in ("a recovery in freight", "fleet scrapping", "faster fleet scrapping and a settlement"):
        assert check(view, lie).status is FieldStatus.INVALID
