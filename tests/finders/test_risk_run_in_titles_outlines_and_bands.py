"""Risk items by their general shapes, from set 14's misses: a list item that opens with a run-in title closed by a
period before its lower-case explanation (`Monsoon failure. a weak monsoon…`, numbered or not), a title closed by a
dash or a colon that carries a figure (`Oil above $95/bbl – …`) or runs to seven or eight words; a risk table under
the section's lead sentence (`We see three risks…` / `Risk | Probability | Impact`); a legend's scale line (`Industry
view: Attractive, In-line or Cautious.`) that is no titled item; a Chinese risk outline (numbered titles over
sub-items marked another way: the titles are the items, in the finder and the validator); a list number closing its
line (`，3）` / `海外…`); and a company rating printed first on a cover band, its target the band's next cell."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.rating import find_rating
from tasks.finders.risks import find_risks
from tasks.ingest.blocks import heading_spans
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field

COVER_EN = "Harbour Foods (HRBF LN)\nHarbour Foods: Volumes recover\nWe stay Buy with a PT of 420p.\n"


def _risks(text: str, doc_type: str = "company") -> list[str]:
    return [c.value for c in find_risks(text, doc_type)]


def test_run_in_titles_before_a_lower_case_explanation_are_the_items() -> None:
    numbered = (
        COVER_EN + "Key downside risks\n"
        "1. Monsoon failure. a weak monsoon would cut fertiliser volumes by 8-10% in the kharif season.\n"
        "2. Subsidy delays. receivables rose to INR 41bn as subsidy payments slipped.\n"
        "3. Adverse currency moves. a 5% weaker rupee lifts the import bill by INR 1.9bn.\n"
    )
    assert _risks(numbered) == ["Monsoon failure", "Subsidy delays", "Adverse currency moves"]
    bare = (
        COVER_EN + "Risks to our view\n"
        "Cap-rate expansion. a 25bp rise in cap rates cuts our NTAs by 4-6%.\n"
        "Tenant defaults. small-format retail tenants are most exposed to slower spending.\n"
        "\n"
        "Industrial rents are still rising at 6% a year.\n"
    )
    assert _risks(bare, "industry") == ["Cap-rate expansion", "Tenant defaults"]  # the paragraph after a blank line
    bulleted = (
        COVER_EN + "Key risks\n"
        "• Cheaper imports. landed prices from Turkey are 8% below ours.\n"
        "• A U.S. tariff on flour. it would hit a fifth of exports.\n"
    )
    assert _risks(bulleted) == ["Cheaper imports", "A U.S. tariff on flour"]  # `U.S. tariff` ends no title


def test_sentences_of_a_risk_paragraph_keep_their_words() -> None:
    prose = (
        COVER_EN + "Key risks\n"
        "Input costs could rise again and squeeze margins in the second half of the year.\n"
        "Competition from discounters may take share from the group's core brands.\n"
    )
    assert _risks(prose) == [
        "Input costs could rise again and squeeze margins in the second half of the year",
        "Competition from discounters may take share from the group's core brands",
    ]


def test_dash_and_colon_titles_may_carry_a_figure_or_run_longer() -> None:
    dashed = (
        COVER_EN + "What would make us wrong\n"
        "Oil above $95/bbl – would bring forward deepwater sanctioning and lift day rates.\n"
        "A rig-contract extension in Brazil – the option on two rigs would add NOK 2.1bn of backlog.\n"
        "A bid for the company – the shares trade at 0.6x replacement cost.\n"
    )
    assert _risks(dashed) == ["Oil above $95/bbl", "A rig-contract extension in Brazil", "A bid for the company"]
    colons = (
        COVER_EN + "Investment risks\n"
        "Grid-connection delays: two onshore parks wait for 2028 slots.\n"
        "Lower power prices in the Nordic market: a 10% lower price cuts EBITDA by 6%.\n"
        "Turbine warranty claims: the 14MW model's gearbox is new.\n"
        "Industry view: Attractive, In-line or Cautious.\n"
    )
    assert _risks(colons) == [
        "Grid-connection delays",
        "Lower power prices in the Nordic market",
        "Turbine warranty claims",
    ]  # the legend's scale line after them is no item


def test_a_risk_table_under_the_sections_lead_sentence_gives_its_first_column() -> None:
    text = (
        "Nordic Banks: Margins hold\nWhere we could be wrong\n"
        "We see three risks to the call, in order of likelihood.\n"
        "Risk | Probability | Impact\n"
        "Faster rate cuts by the Riksbank | Medium | -6% EPS\n"
        "Commercial property losses | Low | -9% EPS\n"
        "A bank tax in Norway | Low | -4% EPS\n"
        "Source: Solvang Nordic\n"
    )
    assert _risks(text, "industry") == [
        "Faster rate cuts by the Riksbank",
        "Commercial property losses",
        "A bank tax in Norway",
    ]


def test_a_list_number_closing_its_line_carries_its_item_on_the_next() -> None:
    text = (
        "盛川科技(688512.SH)\n我们维持“买入”评级。\n"
        "风险提示：1）原材料价格大幅波动的风险，2）新产能投放不及预期的风险，3）\n"
        "海外客户拓展不及预期的风险。\n公司刻蚀设备在国内主要晶圆厂的验证全部通过。\n"
    )
    assert _risks(text) == ["原材料价格大幅波动的风险", "新产能投放不及预期的风险", "海外客户拓展不及预期的风险"]


OUTLINES = {
    "dotted over bracketed": (
        ["政策风险", "研发风险", "市场竞争风险"],
        [
            "1. 政策风险：",
            "（1）集采降价幅度超预期；",
            "（2）医保控费趋严。",
            "2. 研发风险：",
            "（1）在研品种临床进度不及预期；",
            "3. 市场竞争风险：",
            "（1）同类仿制药上市数量增加。",
        ],
    ),
    "han ordinals over closing brackets": (
        ["疫病风险", "原材料价格风险", "政策风险"],
        [
            "一、疫病风险",
            "1）非洲猪瘟疫情反复；",
            "二、原材料价格风险",
            "1）玉米价格大幅上涨；",
            "2）豆粕进口受阻；",
            "三、政策风险",
            "1）环保政策趋严。",
        ],
    ),
}


def _zh_note(path: Path, body: list[str]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 70), "康润医药(300853.SZ)：创新药放量", fontname="china-s", fontsize=16)
    page.insert_text((50, 110), "我们上调目标价至29.40元，维持“增持”评级。", fontname="china-s", fontsize=10)
    page.insert_text((50, 140), "风险提示", fontname="china-s", fontsize=13)
    y = 160.0
    for line in body:
        page.insert_text((50, y), line, fontname="china-s", fontsize=10)
        y += 16
    page.insert_text((50, y + 20), "投资评级说明", fontname="china-s", fontsize=13)
    pdf.save(path)
    pdf.close()
    return path


def test_a_chinese_outlines_titles_are_the_items_in_finder_and_validator(tmp_path: Path) -> None:
    for name, (titles, body) in OUTLINES.items():
        cleaned = clean(ingest(_zh_note(tmp_path / f"{len(body)}.pdf", body)))
        document = cleaned.document
        found = [c.value for c in find_risks(document.text, "company", headings=heading_spans(document))]
        assert found == titles, name
        assert [c.value for c in find_risks(document.text, "company")] == titles, name  # structure unknown too
        kept = validate_field(
            FieldName.RISK_FACTORS, "; ".join(titles), kept_view(cleaned), extractor="m", doc_type="company"
        )
        assert kept.status is FieldStatus.VALID, name
        sub_item = body[1][3:].rstrip("；。") if body[1].startswith("（") else body[1][2:].rstrip("；。")
        lie = validate_field(FieldName.RISK_FACTORS, sub_item, kept_view(cleaned), extractor="m", doc_type="company")
        assert lie.status is FieldStatus.INVALID, name  # a sub-item under a title is no item


def test_a_numbered_list_without_sub_items_is_no_outline() -> None:
    text = "康润医药(300853.SZ)\n维持“增持”评级。\n风险提示\n1. 集采降价幅度超预期；\n2. 医保控费趋严；\n3. 研发进度不及预期。\n"
    assert _risks(text) == ["集采降价幅度超预期", "医保控费趋严", "研发进度不及预期"]


def test_the_rating_that_opens_a_cover_band_before_its_target_cell() -> None:
    bands = {
        "BUY (from Hold) Target price: €54.00 (prev. €47.00)": "BUY",
        "Overweight PT DKK 212.00 (from DKK 190.00) Price: DKK 171.40": "Overweight",
        "Underperform | 12m TP HK$18.50 | Price HK$21.30": "Underperform",
    }
    for band, rating in bands.items():
        text = f"Veltano Alimentari (VLTN IM)\n4 December 2026\n{band}\nVeltano Alimentari: margins recover\n"
        found = find_rating(text, "company")
        assert found is not None and found.value == rating, band
    # a legend's entry is no band: its definition follows the word, no target cell
    legend = "Veltano Alimentari (VLTN IM)\nOverweight: expected to outperform the coverage universe.\n"
    assert find_rating(legend, "company") is None
