"""Chinese risk sections of titled items (`政策风险：若…`, one item a paragraph, its title the item)
under a heading the page sets apart: the section runs over those paragraphs up to the first line that
is no titled item (the next heading, a next section's lead-in `投资建议：`), in the finder, the prompt
and the validator. Where the structure is not known (a .txt, an OCR page) the text rules read it."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import ExtractionRequest, FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.extract.rules import RulesExtractor
from tasks.finders.risks import find_risks, risk_headings
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import kept_view, validate_field

LEFT, WIDTH = 50.0, 480.0
BODY_SIZE, HEADING_SIZE = 10.0, 13.0
TITLES = ("集采降价幅度超预期", "创新药研发失败风险", "医保控费政策趋严")
EXPLANATIONS = (
    "若集采续约及新批次品种降价幅度超出预期，相关企业收入和利润将受到影响。",
    "创新药研发周期长、投入大，临床试验结果存在不确定性。",
    "若医保支付改革进一步深化，可能对医疗服务及器械企业造成压力。",
)
AFTER = "投资建议：维持行业“推荐”评级，建议关注创新药及医疗服务板块的龙头公司。"


def _zh_note(path: Path, lines: list[tuple[str, str]]) -> Path:
    """One page, one paragraph a line: ("heading", text) set larger than the body, ("body", text)."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((LEFT, 70), "医药生物行业周报：创新药出海提速", fontname="china-s", fontsize=16)
    y = 110.0
    for kind, text in lines:
        size = HEADING_SIZE if kind == "heading" else BODY_SIZE
        page.insert_textbox(pymupdf.Rect(LEFT, y, LEFT + WIDTH, y + 40), text, fontname="china-s", fontsize=size)
        y += 30
    pdf.save(path)
    pdf.close()
    return path


def _titled_note(path: Path) -> Path:
    return _zh_note(
        path,
        [
            ("heading", "核心观点"),
            ("body", "本周医药生物指数上涨2.3%，跑赢沪深300指数1.6个百分点，我们维持行业“推荐”评级。"),
            ("heading", "风险提示"),
            *(("body", f"{title}：{explanation}") for title, explanation in zip(TITLES, EXPLANATIONS, strict=True)),
            ("body", AFTER),
            ("heading", "分析师声明"),
            ("body", "作者具有中国证券业协会授予的证券投资咨询执业资格，以勤勉的职业态度独立、客观地出具本报告。"),
        ],
    )


def test_titled_items_under_a_set_apart_heading_are_the_sections_items(tmp_path: Path) -> None:
    document = ingest(_titled_note(tmp_path / "titled.pdf"))
    headings = heading_spans(document)
    assert [c.value for c in find_risks(document.text, "industry", headings=headings)] == list(TITLES)
    # one section, up to the next section's lead-in: an item's `…风险：` opens none of its own
    (section,) = risk_headings(document.text, "industry", headings=headings)
    assert document.text[section[0] : section[2]].endswith("造成压力。")


def test_without_the_structure_the_text_rules_read_the_section(tmp_path: Path) -> None:
    document = ingest(_titled_note(tmp_path / "titled.pdf"))
    assert [c.value for c in find_risks(document.text, "industry", headings=None)] != list(TITLES)


def test_one_titled_paragraph_is_left_to_the_text_rules(tmp_path: Path) -> None:
    document = ingest(
        _zh_note(
            tmp_path / "one.pdf",
            [("heading", "风险提示"), ("body", f"{TITLES[0]}：{EXPLANATIONS[0]}"), ("body", AFTER)],
        )
    )
    structured = find_risks(document.text, "industry", headings=heading_spans(document))
    # one paragraph may be a lead-in over its list (`主要风险包括：A；B。`): no titled section
    assert structured == find_risks(document.text, "industry", headings=None) and structured


def test_the_rules_extractor_and_the_validator_keep_the_titled_items(tmp_path: Path) -> None:
    cleaned = clean(ingest(_titled_note(tmp_path / "titled.pdf")))
    prompt = build_prompt(cleaned)
    answer = RulesExtractor().extract(ExtractionRequest("titled", prompt, fields=(FieldName.RISK_FACTORS,)))
    assert "; ".join(TITLES) in answer.text
    view = kept_view(cleaned)
    kept = validate_field(FieldName.RISK_FACTORS, "; ".join(TITLES), view, extractor="m", doc_type="industry")
    assert kept.status is FieldStatus.VALID
    after = validate_field(
        FieldName.RISK_FACTORS, "; ".join((*TITLES, "投资建议")), view, extractor="m", doc_type="industry"
    )
    assert after.status is FieldStatus.INVALID  # the next section's lead-in is no item
