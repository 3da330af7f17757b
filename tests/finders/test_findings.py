"""A text's findings (tasks/finders/findings.py) are the finders' own answers, found once: the
stages read them instead of calling the finders again, so they must equal what the finders give."""

from __future__ import annotations

from pathlib import Path

from schemas.types import DocType
from tasks.finders.doc_type import find_doc_type
from tasks.finders.findings import find_all
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.finders.risks import find_risks, risk_headings
from tasks.finders.stock_calls import find_stock_calls, table_rows
from tasks.finders.target_price import find_target_price, target_price_occurrences

INDUSTRY = (
    "行业周报。维持行业“推荐”评级。"
    + "本周电子板块上涨，行业景气度持续回升。" * 8  # the stocks' codes past the title
    + "重点推荐：立讯精密（002475.SZ）、移远通信（603236.SH）。"
    "【立讯精密】公司业绩稳健，维持“买入”评级。风险提示：需求不及预期；竞争加剧。"
)
COMPANY = "爱美客（300896）公司点评。我们上调至“买入”评级，目标价45.5，给予目标价50.0元。风险提示：产品竞争加剧，研发不及预期。"
NO_MARKER = "产能释放。\n看好公司长期发展。维持“买入”评级。风险提示:竞争加剧。"


def assert_same_as_the_finders(text: str) -> None:
    found = find_all(text)
    assert list(found.targets) == target_price_occurrences(text)
    assert list(found.calls) == find_stock_calls(text)
    assert list(found.ratings) == rating_occurrences(text)
    assert found.kind == find_doc_type(text)
    assert found.target() == find_target_price(text)
    assert found.table_rows == table_rows(text)
    doc_types: tuple[DocType, ...] = ("company", "industry")
    for doc_type in doc_types:
        assert found.rating(doc_type) == find_rating(text, doc_type)
        assert list(found.risks(doc_type)) == find_risks(text, doc_type)
        assert list(found.risk_headings(doc_type)) == risk_headings(text, doc_type)


def test_findings_are_the_finders_answers() -> None:
    for text in (INDUSTRY, COMPANY, NO_MARKER):
        assert_same_as_the_finders(text)
    assert find_all(INDUSTRY).kind.value == "industry" and find_all(COMPANY).kind.value == "company"
    assert find_all(NO_MARKER).kind.value == "company"  # by its calls: a rating beside 公司
    assert [c.name.value for c in find_all(INDUSTRY).calls if c.name] == ["立讯精密", "移远通信"]


def test_findings_of_real_reports_are_the_finders_answers(real_reports: Path) -> None:
    for path in sorted((real_reports / "text").glob("*.txt"))[:6]:
        assert_same_as_the_finders(path.read_text("utf-8"))


def test_the_kind_may_be_read_from_other_texts() -> None:
    """The rules backend reads its candidates on the prompt's text and the kind from its body then head."""
    body, head = "产能释放，订单饱满。", "行业周报。维持行业“推荐”评级。"
    found = find_all(head + "\n" + body, (body, head))
    assert found.kind == find_doc_type(body, head)
    assert found.kind.value == "industry" and found.kind.start == -1  # evidence in the head: no offsets


def test_a_text_is_read_once() -> None:
    assert find_all(COMPANY) is find_all(COMPANY)
    found = find_all(COMPANY)
    assert found.calls is found.calls and found.ratings is found.ratings
