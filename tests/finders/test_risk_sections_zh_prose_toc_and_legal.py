"""Chinese risk sections: a sentence that speaks of `作者` in its prose runs on past the word (only an
author's label `作者：` or a line opening with it stops the section); a table of contents whose page
numbers the extraction glued before the titles (`11风险提示`) opens no section; a back page's `风险提示`
over the house's copyright notice is disclaimer, no section. In the finder and the validator."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.risks import find_risks
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

PROSE_RISK = "文献中的结果均由相应作者通过历史数据统计、建模和测算完成，在政策、市场环境发生变化时模型存在失效的风险"


def _values(text: str) -> list[str]:
    return [c.value for c in find_risks(text, "industry")]


def _quant_note(path: Path, lines: list[str]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 70), "量化择时系列报告之二：情绪指数择时模型", fontname="china-s", fontsize=16)
    y = 110.0
    for line in lines:
        page.insert_textbox(pymupdf.Rect(50, y, 530, y + 40), line, fontname="china-s", fontsize=10)
        y += 30
    pdf.save(path)
    pdf.close()
    return path


def test_author_in_a_risk_sentence_does_not_end_it(tmp_path: Path) -> None:
    text = f"本文构建了点位效率模型。\n风险提示：{PROSE_RISK}。\n"
    assert _values(text) == [PROSE_RISK]
    pdf = _quant_note(tmp_path / "prose.pdf", ["本文构建了点位效率模型。", f"风险提示：{PROSE_RISK}。"])
    view = kept_view(clean(ingest(pdf)))
    kept = validate_field(FieldName.RISK_FACTORS, PROSE_RISK, view, extractor="m", doc_type="industry")
    assert kept.status is FieldStatus.VALID
    cut = validate_field(FieldName.RISK_FACTORS, "文献中的结果均由相应", view, extractor="m", doc_type="industry")
    assert cut.status is FieldStatus.INVALID


def test_an_author_label_still_ends_the_section() -> None:
    text = "风险提示：模型基于历史数据，存在失效的风险。\n作者：张三\n"
    assert _values(text) == ["模型基于历史数据，存在失效的风险"]
    glued = "风险提示：模型基于历史数据，存在失效的风险作者：张三 S0190520080006\n"
    assert _values(glued) == ["模型基于历史数据，存在失效的风险"]


def test_a_glued_page_number_table_of_contents_opens_no_section() -> None:
    toc = "目录\n结论\n10国信证券投资评级\n11分析师承诺\n11风险提示\n11证券投资咨询业务的说明\n11\n正文\n"
    assert _values(toc) == []


def test_a_numbered_chapter_heading_still_opens_its_section() -> None:
    chapter = "4结论\n5风险提示\n市场环境变化可能导致模型失效。\n6附录\n"
    assert _values(chapter) == ["市场环境变化可能导致模型失效"]


def test_copyright_notice_under_a_risk_heading_is_no_section(tmp_path: Path) -> None:
    legal = "本报告版权归国信证券股份有限公司所有，仅供我公司客户使用。未经书面许可任何机构和个人不得以任何形式使用。"
    text = f"分析师承诺\n风险提示\n{legal}\n证券投资咨询业务的说明\n"
    assert _values(text) == []
    pdf = _quant_note(tmp_path / "legal.pdf", ["模型回测效果良好。", "风险提示", legal])
    view = kept_view(clean(ingest(pdf)))
    none = validate_field(FieldName.RISK_FACTORS, "NONE", view, extractor="m", doc_type="industry")
    assert none.status is FieldStatus.NONE
    quoted = validate_field(
        FieldName.RISK_FACTORS, "未经书面许可任何机构和个人不得以任何形式使用", view, extractor="m", doc_type="industry"
    )
    assert quoted.status is FieldStatus.INVALID


def test_a_risk_that_names_copyright_later_stays_a_risk() -> None:
    text = "风险提示\n行业竞争加剧的风险；知识产权与版权纠纷的风险。\n"
    assert _values(text) == ["行业竞争加剧的风险", "知识产权与版权纠纷的风险"]
