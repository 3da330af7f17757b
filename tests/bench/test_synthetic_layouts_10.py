"""bench/synthetic_layouts_10.py: the tenth set (written without reading the rules; held out through session 17, development since) has its composition
(8 English company notes, 12 English sector notes, a strategy and an economics note, 8 Chinese reports), renders its
notes with every label on the text layer (footnote marks set as superscripts, stock cards side by side, rating scales
with a filled badge, sidebar lines with the label left and the value right), its self-check refuses a label that is
not printed, and its notes go through the rules backend and the bench's scoring (a few here, all 30 in the slow
test). It asserts nothing about what the rules read. Needs no ../shared."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pymupdf
import pytest

from bench.accuracy import run_rules
from bench.pdf_accuracy import figures
from bench.pdf_accuracy import score as score_item
from bench.synthetic_layouts import check
from bench.synthetic_layouts_10 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_rating_scale_badge_risk_matrix",
    "en_sec_twelve_column_valuation_footnote_marks_stock_risks_first",
    "en_sec_row_of_stock_cards",
    "zh_co_sidebar_label_and_value_on_one_line_square_bullets",
}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def spans(page: pymupdf.Page) -> list[dict[str, Any]]:
    return [s for b in page.get_text("dict")["blocks"] for line in b.get("lines", []) for s in line["spans"]]


def test_the_set_has_its_composition() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 30
    assert Counter(kind(d.name) for d in docs) == {
        "en_co": 8,
        "en_sec": 12,
        "en_strat": 1,
        "en_econ": 1,
        "zh_co": 4,
        "zh_ind": 4,
    }
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if kind(d.name) in {"en_strat", "en_econ"})
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(c.target is None for d in sector for c in d.calls)  # a target under review, a list without targets
    assert any(c.target and c.target[0].isdigit() for d in sector for c in d.calls)  # a target without currency
    assert any(d.target is None for d in docs if d.name.startswith("zh_co_"))  # a 公司点评 with no target
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_rating_scale_badge_risk_matrix")
    with pytest.raises(AssertionError, match=r"US\$150\.00"):
        check(dataclasses.replace(company, target="US$150.00"), render_pdf(company))
    chinese = note("zh_co_sidebar_label_and_value_on_one_line_square_bullets")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_row_of_stock_cards")
    call = dataclasses.replace(sector.calls[0], target="A$41.00")
    with pytest.raises(AssertionError, match=r"A\$41\.00"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_a_footnote_mark_is_a_raised_small_figure_right_after_its_cell() -> None:
    page = pages("en_sec_twelve_column_valuation_footnote_marks_stock_risks_first")[0]
    found = spans(page)
    buy = next(s for s in found if s["text"] == "Buy" and s["size"] > 8)
    mark = next(s for s in found if s["text"] == "1" and s["size"] < 6)
    assert abs(mark["bbox"][0] - buy["bbox"][2]) < 2 and mark["bbox"][3] < buy["bbox"][3]
    assert "Buy1" in page.get_text()  # the mark follows its cell on the text layer


def test_stock_cards_sit_side_by_side_and_the_chosen_grade_is_a_filled_badge() -> None:
    page = pages("en_sec_row_of_stock_cards")[0]
    names = [page.search_for(c.name)[0] for c in note("en_sec_row_of_stock_cards").calls]
    assert len({round(r.y0) for r in names}) == 1 and [r.x0 for r in names] == sorted(r.x0 for r in names)
    scale = pages("en_co_rating_scale_badge_risk_matrix")[0]
    colours = {s["text"]: s["color"] for s in spans(scale) if s["text"] in {"Buy", "Neutral", "Sell"}}
    assert colours["Buy"] == 0xFFFFFF and colours["Neutral"] != 0xFFFFFF
    badge = scale.search_for("Buy")[0]
    assert any(d["fill"] and d["rect"].contains(badge) for d in scale.get_drawings())


def test_a_sidebar_line_has_its_label_left_and_its_value_right() -> None:
    page = pages("zh_co_sidebar_label_and_value_on_one_line_square_bullets")[0]
    label, value = page.search_for("投资评级")[0], page.search_for("买入")[0]
    assert abs(label.y1 - value.y1) < 2 and value.x0 > label.x1 + 40
    assert label.x0 > page.rect.width / 2  # in the right-hand sidebar


def scored_folder(folder: Path, names: set[str] | None) -> None:
    written = write_set(folder, names)  # write_set runs the self-check on every document it renders
    assert {n.name for n, _ in written} == (names or {n.name for n in documents()})
    lines = (folder / "labels.jsonl").read_text("utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == [n.name for n, _ in written]
    assert [json.loads(line)["language"] for line in lines] == [n.language for n, _ in written]
    results = [score_item(labelled(n, path), run_rules(labelled(n, path))) for n, path in written]
    f = figures(results)
    assert f["reports"] == len(written)
    assert f["rating"][1] == f["target"][1] == f["doc_type_acc"][1] == len(written)
    assert f["calls"]["labelled"] == sum(len(n.calls) for n, _ in written)
    assert f["risk_items"]["tp"] + f["risk_items"]["fn"] == sum(len(n.risks) for n, _ in written)


def test_a_few_notes_render_and_score(tmp_path: Path) -> None:
    scored_folder(tmp_path, A_FEW)


@pytest.mark.slow
def test_the_whole_set_renders_checks_and_scores(tmp_path: Path) -> None:
    scored_folder(tmp_path, None)
