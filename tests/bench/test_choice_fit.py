"""The fit of the choice's weights (bench/choice_fit.py): deterministic, it learns from a mistake,
and the weights passed to a choice (or to the rules backend) are the ones it uses."""

from __future__ import annotations

from bench.choice_fit import Example, choice_accuracy, fit_choice
from schemas.types import ExtractionRequest, FieldName, Prompt
from tasks.extract.rules import RulesExtractor
from tasks.finders.choice import default_weights
from tasks.finders.target_price import find_target_price

COMPANY = "公司点评。投资评级：增持。我们上调至“买入”评级。"
TWO_TARGETS = "公司点评。目标价45.5，给予目标价50.0元。"


def example(text: str, rating: str | None = None, target: str | None = None, id: str = "x") -> Example:
    return Example(id=id, text=text, head="", body=text, rating=rating, target_price=target)


def test_a_fit_without_mistakes_keeps_the_stored_weights() -> None:
    examples = [example(COMPANY, "买入"), example(TWO_TARGETS, None, "50.0元", id="y")]
    assert fit_choice(examples) == default_weights()
    assert choice_accuracy(examples) == {"rating_company": (1, 1), "target": (1, 1)}


def test_the_fit_learns_from_a_mistake_and_is_deterministic() -> None:
    # Labelled: the target without its unit (a quirk, to force a mistake of the stored weights).
    examples = [example(TWO_TARGETS, None, "45.5", id=str(n)) for n in range(3)]
    fitted = fit_choice(examples)
    assert fitted == fit_choice(list(reversed(examples)))
    assert fitted["target"]["unit"] < default_weights()["target"]["unit"]
    assert choice_accuracy(examples, fitted) == {"target": (3, 3)}
    assert find_target_price(TWO_TARGETS, fitted).value == "45.5"  # type: ignore[union-attr]
    assert find_target_price(TWO_TARGETS).value == "50.0元"  # type: ignore[union-attr]
    request = ExtractionRequest(
        doc_id="x", prompt=Prompt(head="", body=TWO_TARGETS, tail=""), fields=(FieldName.TARGET_PRICE,)
    )
    assert "45.5" in RulesExtractor(fitted).extract(request).text
    assert "50.0元" in RulesExtractor().extract(request).text
