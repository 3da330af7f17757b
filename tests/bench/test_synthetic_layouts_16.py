"""bench/synthetic_layouts_16.py: the sixteenth set (written without reading the rules; held out through session 22, development since) has its
composition (7 English company notes, 11 English sector notes, 2 English strategy notes, 6 Chinese reports), renders
its notes with every label on the text layer (tight tables with no rules whose rows sit close together and whose cells
hold a grey second line, calls in running prose, risk lists running onto the next page), its self-check refuses a
label that is not printed, it is among the development sets, and its notes go through the rules backend and the
bench's scoring (a few here, all 26 in the slow test). It asserts nothing about what the rules read. Needs no
../shared."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pymupdf
import pytest

from bench.accuracy import run_rules
from bench.labelsets import SYNTHETIC_SETS
from bench.pdf_accuracy import figures
from bench.pdf_accuracy import score as score_item
from bench.synthetic_layouts import check
from bench.synthetic_layouts_16 import SET_NAME, Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_sidebar_rating_over_previous_rating_bold_run_in_risk_titles",
    "en_sec_tight_table_rating_over_previous_grey_target_over_upside_risks_onto_next_page",
    "en_sec_calls_in_long_paragraph_three_in_one_sentence_maintain_hold_tp_cut_pence",
    "zh_co_sidebar_strongly_recommend_no_target_circled_items_across_page",
    "zh_ind_tight_key_company_table_recommend_cautious_paren_items_across_pages",
}
TIGHT = "en_sec_tight_table_rating_over_previous_grey_target_over_upside_risks_onto_next_page"
PROSE = "en_sec_calls_in_long_paragraph_three_in_one_sentence_maintain_hold_tp_cut_pence"
ACROSS = "zh_co_sidebar_strongly_recommend_no_target_circled_items_across_page"


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def spans(page: pymupdf.Page) -> list[dict]:
    return [s for b in page.get_text("dict")["blocks"] for line in b.get("lines", []) for s in line["spans"]]


def test_the_set_has_its_composition_and_is_a_development_set() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 26
    assert Counter(kind(d.name) for d in docs) == {"en_co": 7, "en_sec": 11, "en_strat": 2, "zh_co": 3, "zh_ind": 3}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if "_strat_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and sum(bool(d.rating) for d in sector) >= 9
    assert all(d.risks for d in docs)
    assert len({d.house.name for d in docs}) == 8
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_sidebar_rating_over_previous_rating_bold_run_in_risk_titles")
    with pytest.raises(AssertionError, match=r"€29\.90"):
        check(dataclasses.replace(company, target="€29.90"), render_pdf(company))
    chinese = note(ACROSS)
    with pytest.raises(AssertionError, match="商誉减值风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "商誉减值风险")), render_pdf(chinese))
    sector = note(PROSE)
    call = dataclasses.replace(sector.calls[0], target="330p")
    with pytest.raises(AssertionError, match=r"\['330p'\]"):
        wrong = dataclasses.replace(sector, calls=(call, *sector.calls[1:]))
        check(wrong, render_pdf(sector), names_by_word=True)


def test_tight_tables_have_no_rules_close_rows_and_a_grey_second_line() -> None:
    page = pages(TIGHT)[0]
    first, second = page.search_for("Jinghong Electronics")[-1], page.search_for("Everwin Precision")[0]
    header = page.search_for("PE 27E")[0]
    assert second.y0 - first.y0 < 2.6 * first.height  # the rows sit close: two short lines per row, no gap
    lines = [
        d
        for d in page.get_drawings()
        if d["rect"].height < 2 and header.y0 - 4 < d["rect"].y0 < second.y1 + 30 and d["rect"].x1 <= header.x1 + 4
    ]
    assert not lines  # no rules across the table
    grey = [s for s in spans(page) if s["text"] == "was Hold"]
    black = [s for s in spans(page) if s["text"] == "Buy"]
    assert grey and black and grey[0]["size"] < black[0]["size"] and grey[0]["color"] != black[0]["color"]


def test_risk_lists_run_onto_the_next_page() -> None:
    doc = pages(ACROSS)
    risks = note(ACROSS).risks
    assert "风险提示" in doc[0].get_text() or "风险提示" in doc[1].get_text()
    assert risks[-1][:8] in doc[len(doc) - 2].get_text().replace("\n", "")
    assert risks[-1][:8] not in doc[0].get_text().replace("\n", "")
    tight_doc = pages(TIGHT)
    assert note(TIGHT).risks[-1][:20] in tight_doc[1].get_text().replace("\n", " ")


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
