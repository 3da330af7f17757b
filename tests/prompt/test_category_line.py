"""A report's category printed on page 1 past the title (a quant report's sidebar `金融工程`) stays in
the prompt's body, a short fragment though it is: it tells the report's kind."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt

SUMMARY = (
    "分析师一致预期的修正方向对股票未来收益具有预测能力。本文构建了剔除机构覆盖度偏差的预期修正因子，"
    "在全A股票池中月度RankIC均值为4.8%，ICIR为2.61，多空组合年化收益率为18.3%。将改进后的因子加入基准"
    "多因子模型后，中证500增强组合年化超额收益由9.6%提升至11.4%，跟踪误差基本不变。"
)


def _quant_note(path: Path, category: str) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((42, 100), "多因子选股系列之十二：基于分析师预期修正的因子改进", fontname="china-s", fontsize=15)
    page.insert_textbox(pymupdf.Rect(42, 130, 540, 260), SUMMARY, fontname="china-s", fontsize=10)
    page.insert_text((42, 300), category, fontname="china-s", fontsize=10)
    page.insert_textbox(pymupdf.Rect(42, 330, 540, 460), SUMMARY, fontname="china-s", fontsize=10)
    pdf.save(path)
    pdf.close()
    return path


def test_a_page_one_category_line_stays_in_the_body(tmp_path: Path) -> None:
    prompt = build_prompt(clean(ingest(_quant_note(tmp_path / "quant.pdf", "金融工程"))))
    assert any(line.endswith("金融工程") for line in prompt.body.split("\n"))
    other = build_prompt(clean(ingest(_quant_note(tmp_path / "other.pdf", "多因子选股"))))
    assert not any(line.endswith("多因子选股") for line in other.body.split("\n"))  # a fragment naming no kind


def test_a_text_files_section_heading_is_no_category_line(tmp_path: Path) -> None:
    """A .txt is one "page" with no layout: its `投资策略` section heading (a company abstract's) names no
    category of the report (Datayes dev em_0379, em_1302 were called industry reports by it)."""
    path = tmp_path / "abstract.txt"
    path.write_text(f"事项\n\n{SUMMARY}\n\n主要观点\n\n{SUMMARY}\n\n投资策略\n\n{SUMMARY}\n", "utf-8")
    prompt = build_prompt(clean(ingest(path)))
    assert not any(line.endswith("投资策略") for line in prompt.body.split("\n"))
