"""Two table forms of sector notes.

A stock table may leave a target's currency to its column header (`PT (HK$)` over `38.50`). Where the note also states
that stock's target with its currency in a sentence naming the stock (`Harbour Resorts remains our top pick
(Overweight, PT HK$38.50)`), the call's target is the form written with its unit (bench/labels/README.md: targets as
written, with their unit where the text gives it): the finder takes the sentence's form, and the validator grounds it
where it is printed whole, the table's cell confirming its number. A bare cell that no sentence states with its
currency stays bare (the earlier sets' labels: `48.00` under `PT (HK$)`).

A Chinese industry note's 重点公司 lines `名称（代码）：评级，目标价X元` (and `名称（代码）：未评级`) rate its stocks: such a
line is no company report's title, so the note stays an industry note, with its calls and no report target."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.clean.cleaner import clean
from tasks.finders.doc_type import find_doc_type
from tasks.finders.stock_calls import find_stock_calls
from tasks.ingest.reader import ingest
from tasks.validate.grounding import kept_view, validate_field
from tests.builders import rules_outcome

COLUMNS = (50.0, 190.0, 260.0, 340.0, 410.0)
ROWS = (
    ("Harbour Resorts", "1928 HK", "Overweight", "38.50", "10.2"),
    ("Pearl Lido", "0880 HK", "Equal-weight", "6.20", "8.7"),
    ("Lotus Gaming", "2282 HK", "Underweight", "9.10", "9.4"),
)


def _sector_pdf(path: Path, prose: tuple[str, ...]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 60), "Ambleside | Equity Research | Sector Note", fontsize=9)
    page.insert_text((50, 90), "Macau Gaming: Premium mass keeps winning", fontname="hebo", fontsize=15)
    y = 120.0
    for line in ("Industry view: Overweight", *prose):
        page.insert_text((50, y), line, fontsize=10)
        y += 18
    y += 10
    page.insert_text((50, y), "Exhibit 3: Valuation summary", fontname="hebo", fontsize=10)
    y += 18
    for row in (("Company", "Code", "Rating", "PT (HK$)", "EV/EBITDA"), *ROWS):
        for x, cell in zip(COLUMNS, row, strict=True):
            page.insert_text((x, y), cell, fontsize=9)
        y += 14
    page.insert_text((50, y + 6), "Source: Ambleside estimates", fontsize=8)
    page.insert_text((50, y + 40), "Risks", fontname="hebo", fontsize=11)
    page.insert_text((50, y + 58), "A new gaming tax review would compress margins.", fontsize=10)
    pdf.save(path)
    pdf.close()
    return path


STATED = (
    "Harbour Resorts remains our top pick (Overweight, PT HK$38.50) as its tower opens.",
    "Pearl Lido stays Equal-weight with a PT of HK$6.20.",
)


def test_a_bare_table_target_takes_the_currency_its_stocks_sentence_states(tmp_path: Path) -> None:
    path = _sector_pdf(tmp_path / "stated.pdf", STATED)
    answered = rules_outcome(path).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in answered.calls} == {
        ("1928 HK", "Overweight", "HK$38.50"),
        ("0880 HK", "Equal-weight", "HK$6.20"),
        ("2282 HK", "Underweight", "9.10"),  # no sentence states its target: the cell as printed
    }
    assert all(c.target_evidence is not None for c in answered.calls)


def test_a_bare_table_target_stays_bare_without_a_stated_currency(tmp_path: Path) -> None:
    path = _sector_pdf(tmp_path / "bare.pdf", ("Gaming revenue rose 14% to MOP22.6bn in November.",))
    answered = rules_outcome(path).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.target_price) for c in answered.calls} == {
        ("1928 HK", "38.50"),
        ("0880 HK", "6.20"),
        ("2282 HK", "9.10"),
    }


def test_the_same_number_stated_for_another_stock_gives_no_currency() -> None:
    text = (
        "Pearl Lido trades at HK$5.10. We set a PT of HK$6.20 on Lotus Gaming.\n"
        "Company Code Rating PT (HK$)\nPearl Lido 0880 HK Equal-weight 6.20\n"
    )
    calls = {c.code.value: c.target.value if c.target else None for c in find_stock_calls(text) if c.code}
    assert calls["0880 HK"] == "6.20"


def test_the_validator_grounds_the_stated_currency_only_over_the_stocks_own_cell(tmp_path: Path) -> None:
    path = _sector_pdf(tmp_path / "stated.pdf", STATED)
    result = validate_field(
        FieldName.STOCK_CALLS,
        "0880 HK | Pearl Lido | Equal-weight | HK$6.20; 2282 HK | Lotus Gaming | Underweight | HK$6.20",
        kept_view(clean(ingest(path))),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert [(c.code, c.target_price) for c in result.calls] == [("0880 HK", "HK$6.20"), ("2282 HK", None)]


KEY_LINES = (
    "迈瑞康医（300760.SZ）：买入，目标价325.00元",
    "联影智医（688271.SH）：增持，目标价158.00元",
    "新华医疗器（600587.SH）：未评级",
)


def _zh_sector_pdf(path: Path, lines: tuple[str, ...]) -> Path:
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((430, 50), "总股本（亿股）8.42", fontname="china-s", fontsize=8)  # a cover datum of the sidebar
    page.insert_text((50, 50), "证券研究报告 | 行业点评", fontname="china-s", fontsize=9)
    page.insert_text((50, 80), "医疗器械行业点评：招标回暖，设备更新加速", fontname="china-s", fontsize=15)
    y = 110.0
    for line in ("11月医疗设备招标金额同比增长42%。我们维持行业“看好”评级。", "重点公司", *lines):
        page.insert_text((50, y), line, fontname="china-s", fontsize=10)
        y += 18
    page.insert_text((50, y + 10), "风险提示", fontname="china-s", fontsize=11)
    page.insert_text((50, y + 28), "1、医疗设备招标采购恢复不及预期；", fontname="china-s", fontsize=10)
    pdf.save(path)
    pdf.close()
    return path


def test_key_company_lines_leave_an_industry_note_with_its_calls_and_no_target(tmp_path: Path) -> None:
    outcome = rules_outcome(_zh_sector_pdf(tmp_path / "zh_sector.pdf", KEY_LINES))
    assert outcome.fields[FieldName.DOC_TYPE].value == "industry"
    assert outcome.fields[FieldName.TARGET_PRICE].value is None
    calls = outcome.fields[FieldName.STOCK_CALLS].calls
    assert calls is not None
    assert {(c.code, c.rating, c.target_price) for c in calls} == {
        ("300760.SZ", "买入", "325.00元"),
        ("688271.SH", "增持", "158.00元"),
    }


def test_a_stock_call_line_is_no_title_but_a_company_title_with_a_colon_is() -> None:
    """A prompt's body keeps the cover's data and an unrated 重点公司 line, its head the rated ones (the rules backend
    reads both): the unrated line is no title, and the head's lines rate two stocks."""
    body = "总股本（亿股）8.42\n证券研究报告 | 行业点评\n新华医疗器（600587.SH）：未评级\n"
    head = "我们维持行业“看好”评级。\n" + "\n".join(KEY_LINES[:2]) + "\n"
    assert find_doc_type(body, head).value == "industry"
    title = "迈瑞康医（300760.SZ）：业绩超预期，海外放量\n公司前三季度营收同比增长21%。\n"
    assert find_doc_type(title).value == "company"
    assert find_doc_type("迈瑞康医（300760.SZ）：买入评级维持\n公司营收同比增长21%。\n").value == "company"


CARDS = (
    ("Harbourline Bank", "HLBK AU", "Outperform", "A$38.50"),
    ("Southwark Bank", "SWBK AU", "Sector Perform", "A$24.10"),
    ("Coral Mutual", "CRML AU", "Not Rated", "A$9.80"),
)


def _cards_pdf(path: Path) -> Path:
    """A sector note's row of framed stock cards side by side: name and ticker, then `Rating:` and `PT:` lines."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_text((50, 60), "Varga Whitlock | Equity Research | Sector Update", fontsize=9)
    page.insert_text((50, 90), "Australian Banks: Margins hold", fontname="hebo", fontsize=15)
    page.insert_text((50, 120), "Net interest margins held at 1.85% as deposit competition eased.", fontsize=10)
    for number, (name, code, rating, target) in enumerate(CARDS):
        x = 50 + number * 170
        page.draw_rect(pymupdf.Rect(x, 140, x + 160, 200))
        page.insert_text((x + 6, 158), f"{name} {code}", fontname="hebo", fontsize=9)
        page.insert_text((x + 6, 174), f"Rating: {rating}", fontsize=9)
        page.insert_text((x + 6, 188), f"PT: {target}", fontsize=9)
    page.insert_text((50, 230), "Key risks", fontname="hebo", fontsize=11)
    page.insert_text((50, 248), "A. Mortgage price competition intensifies again.", fontsize=10)
    pdf.save(path)
    pdf.close()
    return path


def test_a_row_of_stock_cards_gives_a_call_per_rated_card(tmp_path: Path) -> None:
    answered = rules_outcome(_cards_pdf(tmp_path / "cards.pdf")).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.name, c.rating, c.target_price) for c in answered.calls} == {
        ("HLBK AU", "Harbourline Bank", "Outperform", "A$38.50"),
        ("SWBK AU", "Southwark Bank", "Sector Perform", "A$24.10"),
    }  # the `Not Rated` card makes no call


def test_a_card_line_read_as_one_line_is_a_call_and_a_price_line_is_not() -> None:
    text = (
        "Coral Mutual CRML AU Rating: Underperform PT: A$9.80\n"
        "Harbourline Bank HLBK AU\nRating: Outperform Price: A$31.20\n"
    )
    assert {
        (c.code.value, c.rating.value, c.target.value if c.target else None) for c in find_stock_calls(text) if c.code
    } == {("CRML AU", "Underperform", "A$9.80")}
