"""A quant report's 风险提示 states how its model may fail in whole sentences (`…发生变化时模型存在失效的
风险`, `以上结果通过历史数据…完成`): a clause that states a condition (在/当/若…时, a clause closing in 时
before its comma) or speaks of the results above (以上, 上述) keeps its sentence one item, however short its
commas make the clauses, while a list of short risks parted by commas is still a list (及时 / 同时 is no
condition). Validation accepts the whole sentence and refuses half a clause or a sentence outside the section
(a Chinese clause that ends at its comma passes validation as before: a comma list's items end there too)."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.risks import find_risks
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def items(text: str, doc_type: str = "industry") -> list[str]:
    return [c.value for c in find_risks(text, doc_type)]


RESULTS_ABOVE = "以上结果通过历史数据统计、建模和测算完成，在政策、市场环境发生变化时模型存在失效的风险"


def test_a_sentence_on_the_results_above_and_their_condition_is_one_item() -> None:
    assert items(f"量化研究\n风险提示\n{RESULTS_ABOVE}。\n") == [RESULTS_ABOVE]
    assert items(f"量化研究\n风险提示：{RESULTS_ABOVE}。\n") == [RESULTS_ABOVE]


def test_a_clause_closing_in_a_condition_keeps_its_semicolon_part_whole() -> None:
    text = (
        "量化研究\n七、风险提示\n"
        "量化模型基于历史数据构建，历史数据不代表未来，模型存在失效风险；市场环境发生剧烈变化时，策略可能失效。\n"
        "分析师声明\n"
    )
    assert items(text) == [
        "量化模型基于历史数据构建，历史数据不代表未来，模型存在失效风险",
        "市场环境发生剧烈变化时，策略可能失效",
    ]


def test_short_risks_parted_by_commas_are_still_a_list() -> None:
    assert items("公司点评\n风险提示：项目投产不及时，原材料价格上涨，同时行业竞争加剧。\n") == [
        "项目投产不及时",
        "原材料价格上涨",
        "同时行业竞争加剧",
    ]
    assert items("公司点评\n风险提示：在建项目进展不及预期，原材料价格上涨。\n") == [
        "在建项目进展不及预期",
        "原材料价格上涨",
    ]


def test_validation_takes_the_whole_sentence_and_refuses_half_a_clause(tmp_path: Path) -> None:
    view = report_view(tmp_path, f"量化研究\n因子表现稳健，超额收益显著。\n风险提示\n{RESULTS_ABOVE}。\n分析师声明\n")

    def status(value: str) -> FieldStatus:
        return validate_field(FieldName.RISK_FACTORS, value, view, extractor="m", doc_type="industry").status

    assert status(RESULTS_ABOVE) is FieldStatus.VALID
    assert status("以上结果通过历史数") is FieldStatus.INVALID  # half a clause
    assert status("因子表现稳健，超额收益显著") is FieldStatus.INVALID  # before the heading
