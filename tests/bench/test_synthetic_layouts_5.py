"""bench/synthetic_layouts_5.py: the fifth held-out set has its composition (8 English company notes,
14 English sector notes, a strategy and an economics note, 6 Chinese reports), renders its notes with every
label on the text layer (unruled tables, framed body boxes, a top-right rating box, two-line headers, a
table continued on a second page), its self-check refuses a label that is not printed, and its notes go
through the rules backend and the bench's scoring (a few here, all 30 in the slow test). It asserts
nothing about what the rules read: the set is a held-out measure. Needs no ../shared."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pymupdf
import pytest

from bench.accuracy import run_rules
from bench.pdf_accuracy import figures
from bench.pdf_accuracy import score as score_item
from bench.synthetic_layouts import check, flat_text
from bench.synthetic_layouts_5 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_corner_box_risks_paragraph_at_end",
    "en_sec_rating_before_ticker_unruled",
    "en_sec_per_stock_headings_sector_then_stock_risks",
    "zh_ind_key_companies_rating_last_with_tp",
}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def first_page(name: str) -> pymupdf.Page:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")[0]


def test_the_set_has_its_composition() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 30
    assert Counter(kind(d.name) for d in docs) == {
        "en_co": 8,
        "en_sec": 14,
        "en_strategy": 1,
        "en_macro": 1,
        "zh_co": 2,
        "zh_ind": 2,
        "zh_strategy": 1,
        "zh_quant": 1,
    }
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(
        d.rating is None and not d.calls
        for d in docs
        if kind(d.name) in {"en_strategy", "en_macro", "zh_strategy", "zh_quant"}
    )
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(not d.risks for d in sector)  # only per-stock risk lines: the note has none of its own


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    corner = note("en_co_corner_box_risks_paragraph_at_end")
    with pytest.raises(AssertionError, match=r"US\$52\.00"):
        check(dataclasses.replace(corner, target="US$52.00"), render_pdf(corner))
    chinese = note("zh_co_spaced_sidebar_wrapped_risks")
    with pytest.raises(AssertionError, match="原材料供应中断的风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "原材料供应中断的风险")), render_pdf(chinese))


def drawn_between(page: pymupdf.Page, top_text: str, bottom_text: str) -> list[pymupdf.Rect]:
    top, bottom = page.search_for(top_text)[0].y1, page.search_for(bottom_text)[0].y0
    return [d["rect"] for d in page.get_drawings() if top < d["rect"].y0 < bottom and d["rect"].x0 < 400]


def test_the_engine_additions_draw_what_they_say() -> None:
    unruled = first_page("en_sec_rating_before_ticker_unruled")
    assert drawn_between(unruled, "Figure 2: Our ratings and price targets", "Source: Cormorant Bay Securities") == []
    ruled = first_page("en_sec_two_line_header_industry_view")
    assert drawn_between(ruled, "Figure 1: Coverage", "Source: Halverson Lowe Research")
    boxed = first_page("en_sec_view_box_comps_without_ratings")
    view = boxed.search_for("Sector view")[0]
    assert any(d["rect"].contains(view) and d["fill"] is None for d in boxed.get_drawings())
    corner = first_page("en_co_corner_box_risks_paragraph_at_end")
    label = corner.search_for("12m Price Target")[0]
    assert label.x0 > 400 and any(d["rect"].contains(label) and d["fill"] is None for d in corner.get_drawings())
    assert "Key data" not in corner.get_text()
    continued = pymupdf.open(stream=render_pdf(note("en_sec_table_continued_stance_no_view")), filetype="pdf")
    assert all("Target (¥)" in continued[n].get_text() for n in (0, 1))
    assert "Jinhai Property Services" not in flat_text(render_pdf(note("en_sec_rating_before_ticker_unruled")))


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
