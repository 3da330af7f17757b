"""The rules backend on real reports and on the FAP protocol."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.fap import parse_fap, split_items
from schemas.types import ALL_FIELDS, ExtractionRequest, FieldName, Prompt
from tasks.extract.rules import RulesExtractor
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.finders.target_price import find_target_price
from tests.builders import nfkc


def test_rules_answer_is_well_formed_fap() -> None:
    prompt = Prompt(
        head="", body="维持“买入”评级，目标价85.00元。风险提示：汇率波动风险；下游需求不及预期。", tail="[TASK] ..."
    )
    reply = RulesExtractor().extract(ExtractionRequest(doc_id="d", prompt=prompt))
    values = parse_fap(reply.text)
    assert values == {
        FieldName.DOC_TYPE: "company",  # it states its own target price
        FieldName.RATING: "买入",
        FieldName.TARGET_PRICE: "85.00元",
        FieldName.RISK_FACTORS: "汇率波动风险; 下游需求不及预期",
        FieldName.STOCK_CALLS: "NONE",  # no company name or code to call it on
    }
    assert reply.extractor == "rules"


def test_rules_answer_only_the_fields_asked() -> None:
    prompt = Prompt(head="", body="维持“买入”评级。", tail="")
    reply = RulesExtractor().extract(
        ExtractionRequest(doc_id="d", prompt=prompt, fields=(FieldName.RATING,), role="fallback")
    )
    assert parse_fap(reply.text, expected=(FieldName.RATING,)) == {FieldName.RATING: "买入"}


def test_rules_never_read_the_directive_tail() -> None:
    prompt = Prompt(head="", body="公司经营稳健。", tail="例如：维持“增持”评级，目标价85.00元")
    values = parse_fap(RulesExtractor().extract(ExtractionRequest(doc_id="d", prompt=prompt)).text)
    assert values.pop(FieldName.DOC_TYPE) == "industry"  # no marker, no target, no 公司 rated
    assert all(values[name] == "NONE" for name in ALL_FIELDS if name is not FieldName.DOC_TYPE)


@pytest.mark.parametrize(
    ("text", "rating", "target"),
    [
        ("投资评级：买入（首次） 目标价：65.70港元 现价：54.75港元", "买入", "65.70港元"),
        ("当前价/目标价：340.10/395.20元", None, "395.20元"),
        ("目标价由38.00元上调至45.50元，前次目标价38.00元", None, "45.50元"),
        ("12个月内目标市值454.28亿元，对应目标价为377.94元", None, "377.94元"),
        ("We maintain our Overweight rating with a price target of US$120.00.", "Overweight", "US$120.00"),
        ("维持“增持”评级。当前股价30.10元", "增持", None),
    ],
)
def test_finders_on_typical_phrasings(text: str, rating: str | None, target: str | None) -> None:
    found_rating, found_target = find_rating(text), find_target_price(text)
    assert (found_rating.value if found_rating else None) == rating
    assert (found_target.value if found_target else None) == target


def test_rules_accuracy_on_real_text_reports(real_reports: Path, real_labels: list[dict]) -> None:
    """Measured: 18/18 on each field when written; the floor leaves room for new hard cases."""
    scores = {"rating": 0, "target": 0, "risks": 0}
    texts = [label for label in real_labels if label["file"].endswith(".txt")]
    for label in texts:
        text = nfkc((real_reports / label["file"]).read_text("utf-8"))
        rating, target = find_rating(text), find_target_price(text)
        scores["rating"] += (rating.value if rating else None) == label["rating"]
        scores["target"] += (target.value if target else None) == nfkc(label["target_price"])
        scores["risks"] += [c.value for c in find_risks(text)] == [nfkc(r) for r in label["risks"]]
    assert all(score >= len(texts) - 2 for score in scores.values()), scores


def test_split_items_accepts_both_semicolons() -> None:
    assert split_items(" a；b; c ;") == ["a", "b", "c"]
