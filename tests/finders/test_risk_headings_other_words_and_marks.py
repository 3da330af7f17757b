"""Risk sections read by meaning and structure rather than by one wording: a risk heading in other words
than `risk` (threats, pitfalls, downside scenarios, what would make us more positive), a list mark that is
any symbol neighbouring lines share (`▲`, `△`, `■`), kept out of the item, a bulleted line set in the
heading's type, a heading's items set in its own type one a line (a framed box), a box's stack of phrase
lines, and a price in any ISO currency. Finders and validation both. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from schemas.types import FieldName, FieldStatus, HeadingSpan, TextHeadings
from tasks.finders.findings import find_all
from tasks.finders.risks import find_risks
from tasks.ingest.reader import ingest
from tasks.validate.grounding import validate_field
from tests.builders import report_view

RISKS = ("Order intake from German carmakers falls further", "Steel costs rise faster than prices")
BODY = "We cut our 2027E EBIT by 12% and move to Neutral with a price target of EUR 27.50.\n"
AFTER = "Financial summary\nRevenue rose 4% in the year.\n"


def _note(heading: str, mark: str = "▪") -> str:
    return f"{BODY}{heading}\n" + "".join(f"{mark} {risk}.\n" for risk in RISKS) + AFTER


@pytest.mark.parametrize(
    "heading",
    [
        "Threats to our thesis",
        "Key threats",
        "Pitfalls",
        "What would make us more positive",
        "What could turn us more bearish?",
        "Downside to our call",
        "Key downside scenarios",
        "What would change our mind",
    ],
)
def test_a_heading_that_names_the_risks_in_other_words_opens_a_section(heading: str) -> None:
    assert [c.value for c in find_risks(_note(heading))] == list(RISKS)


@pytest.mark.parametrize("heading", ["Opportunities ahead", "Threats to the economy are rising fast.", "Concerns"])
def test_a_heading_of_other_words_or_a_sentence_opens_none(heading: str) -> None:
    assert find_risks(_note(heading)) == []


def test_validation_accepts_the_items_under_a_heading_in_other_words(tmp_path: Path) -> None:
    for heading in ("Threats to our thesis", "Pitfalls", "What would make us more positive"):
        view = report_view(tmp_path, _note(heading))
        result = validate_field(FieldName.RISK_FACTORS, "; ".join(RISKS), view, extractor="m")
        assert result.status is FieldStatus.VALID, (heading, result)
    view = report_view(tmp_path, _note("Opportunities ahead"))
    refused = validate_field(FieldName.RISK_FACTORS, "; ".join(RISKS), view, extractor="m")
    assert refused.status is FieldStatus.INVALID


ZH_RISKS = ("行业价格战加剧", "新产能投放延迟", "下游需求疲软")


@pytest.mark.parametrize("mark", ["▲", "△", "■", "→"])
def test_a_symbol_that_neighbouring_chinese_lines_share_is_their_list_mark_not_part_of_the_item(mark: str) -> None:
    text = "公司维持增持评级，目标价18.60元。\n主要风险\n" + "".join(f"{mark} {risk}。\n" for risk in ZH_RISKS)
    text += "\n三季度隔膜价格环比下跌9%。\n"
    assert [c.value for c in find_risks(text)] == list(ZH_RISKS)


def test_validation_accepts_chinese_items_without_their_shared_mark(tmp_path: Path) -> None:
    text = "公司维持增持评级，目标价18.60元。\n主要风险\n" + "".join(f"△ {risk}。\n" for risk in ZH_RISKS)
    text += "\n三季度隔膜价格环比下跌9%。\n"
    view = report_view(tmp_path, text)
    result = validate_field(FieldName.RISK_FACTORS, "；".join(ZH_RISKS), view, extractor="m")
    assert result.status is FieldStatus.VALID, result


def _headed(text: str, lines: list[tuple[str, float]]) -> TextHeadings:
    spans = []
    for line, size in lines:
        start = text.index(line)
        spans.append(HeadingSpan(start, start + len(line), size))
    return TextHeadings(tuple(spans), ())


def test_a_bulleted_line_set_in_heading_type_is_an_item_not_a_sub_heading() -> None:
    items = ("Slower room-rate growth", "A strong Singapore dollar", "Delays at the Sentosa refit")
    text = f"{BODY}Risks\n" + "".join(f"• {item}\n" for item in items) + AFTER
    headings = _headed(text, [("Risks", 11.5), (f"• {items[0]}", 10.0), ("Financial summary", 11.5)])
    assert [c.value for c in find_risks(text, headings=headings)] == list(items)


def test_a_risk_headings_items_set_in_its_own_type_one_a_line_are_its_items() -> None:
    items = ("Rupiah weakness forces rate rises", "Asset quality in micro loans", "Slower deposit growth")
    text = f"{BODY}Key risks\n" + "".join(f"{item}\n" for item in items) + AFTER
    same_size = [("Key risks", 10.0), *((item, 10.0) for item in items), ("Financial summary", 11.5)]
    assert [c.value for c in find_risks(text, headings=_headed(text, same_size))] == list(items)
    # headings of their own type in title case over prose are sections of their own, no items
    titled = f"{BODY}Key risks\nMacro Outlook\nRevenue Mix\nThe mix shifts to fees.\n"
    headings = _headed(titled, [("Key risks", 10.0), ("Macro Outlook", 10.0), ("Revenue Mix", 10.0)])
    assert [c.value for c in find_risks(titled, headings=headings)] == []


def _box_note(path: Path, heading: str, lines: tuple[str, ...]) -> Path:
    """A framed box: a heading line and phrase lines, one item a line, written as one text block."""
    pdf = pymupdf.open()
    page = pdf.new_page(width=595, height=842)
    page.insert_textbox(
        pymupdf.Rect(44, 90, 520, 150),
        "Bank Indonesia cut rates twice since September, yet net interest margins held at 5.1% as deposit "
        "costs fell faster than loan yields. We stay Overweight on the sector.",
        fontname="helv",
        fontsize=10,
    )
    # the box as wide as its widest line: the next line's first word would not fit after a shorter one
    width = max(pymupdf.get_text_length(line, fontname="helv", fontsize=10) for line in lines) + 4
    page.draw_rect(pymupdf.Rect(300, 200, 310 + width, 290))
    page.insert_textbox(
        pymupdf.Rect(306, 204, 306 + width, 288), "\n".join((heading, *lines)), fontname="helv", fontsize=10
    )
    pdf.save(path)
    pdf.close()
    return path


def test_a_boxs_stack_of_phrase_lines_is_one_item_a_line(tmp_path: Path) -> None:
    items = ("Rupiah weakness forces rate rises", "Asset quality in micro loans", "Slower deposit growth")
    document = ingest(_box_note(tmp_path / "box.pdf", "Key risks", items))
    lines = document.text.split("\n")
    for item in items:
        assert item in lines
    # a wrapped sentence in the box stays one paragraph
    prose = ("The main risk is that rupiah", "weakness forces rate rises and", "asset quality in micro loans.")
    document = ingest(_box_note(tmp_path / "prose.pdf", "Key risks", prose))
    assert " ".join(prose) in document.text


@pytest.mark.parametrize("printed", ["ZAR 96.00", "BRL41.20", "PLN 212.00"])
def test_a_price_in_another_iso_currency_keeps_its_currency(printed: str) -> None:
    targets = find_all(f"Buy\nPrice target {printed} Upside 21%\n").targets
    assert [c.value for c in targets] == [printed]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Outperform\nTarget: 640p\nPrice: 512p\n", "640p"),
        ("We initiate at Outperform with a target of 1,850p on 14x 2027E P/E.\n", "1,850p"),
    ],
)
def test_a_bare_target_in_pence_is_the_target_price(text: str, target: str) -> None:
    found = find_all(text, (text,))
    assert found.target() is not None and found.target().value == target  # type: ignore[union-attr]
    assert found.kind.value == "company"


@pytest.mark.parametrize(
    ("header", "values", "rating", "target"),
    [
        ("Call 12m value Last Potential", "Reduce RM4.10 RM4.72 -13%", "Reduce", "RM4.10"),
        ("Our call 12-month fair value Last price", "Buy S$3.40 S$2.95", "Buy", "S$3.40"),
        ("Rating 12m value Potential", "Hold HK$18.20 +6%", "Hold", "HK$18.20"),
    ],
)
def test_a_cover_strip_labelled_in_other_words_gives_the_call_and_its_value(
    header: str, values: str, rating: str, target: str
) -> None:
    text = f"Seri Bumi Plantations: Ageing trees, falling yields\n{header}\n{values}\nAgeing trees\nYields fell 6%.\n"
    found = find_all(text, (text,))
    assert found.kind.value == "company"
    assert found.rating("company") is not None and found.rating("company").value == rating  # type: ignore[union-attr]
    assert found.target() is not None and found.target().value == target  # type: ignore[union-attr]
