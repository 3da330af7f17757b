"""bench/synthetic_layouts_6.py: the sixth held-out set has its composition (8 English company notes,
13 English sector notes, a strategy and an economics note, 7 Chinese reports), renders its notes with every
label on the text layer (a rating box at the foot of page 1, risks in a side column, `Risk | Impact` tables,
a `Top picks` box), its self-check refuses a label that is not printed, and its notes go through the rules
backend and the bench's scoring (a few here, all 30 in the slow test). It asserts nothing about what the
rules read: the set is a held-out measure. Needs no ../shared."""

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
from bench.synthetic_layouts import check
from bench.synthetic_layouts_6 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_rating_box_foot_of_page_one",
    "en_sec_top_picks_box_coverage_side_risks",
    "en_sec_sector_list_then_per_stock_lists",
    "zh_ind_shouxuan_table_wrapped_numbered",
}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def test_the_set_has_its_composition() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 30
    assert Counter(kind(d.name) for d in docs) == {
        "en_co": 8,
        "en_sec": 13,
        "en_strategy": 1,
        "en_macro": 1,
        "zh_co": 4,
        "zh_ind": 3,
    }
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if kind(d.name) in {"en_strategy", "en_macro"})
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(not d.risks for d in sector)  # only per-stock risk lines: the note has none of its own
    assert any(not d.risks for d in docs if d.language == "zh")  # a Chinese report without 风险提示
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 4, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    foot = note("en_co_rating_box_foot_of_page_one")
    with pytest.raises(AssertionError, match=r"€66\.00"):
        check(dataclasses.replace(foot, target="€66.00"), render_pdf(foot))
    chinese = note("zh_co_risks_only_in_sidebar")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_ow_n_uw_codes_legend_in_disclosures")
    call = dataclasses.replace(sector.calls[0], target="6,450")
    with pytest.raises(AssertionError, match="6,450"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_the_foot_box_and_the_side_column_sit_where_they_say() -> None:
    first = pages("en_co_rating_box_foot_of_page_one")[0]
    rating = first.search_for("Stock rating: Outperform")[0]
    assert rating.y0 > 0.8 * first.rect.height
    assert any(d["rect"].contains(rating) and d["fill"] is None for d in first.get_drawings())
    side = pages("en_sec_top_picks_box_coverage_side_risks")[0]
    assert side.search_for("Key investment risks")[0].x0 > 400
    assert side.search_for("Iron ore below US$85/t")[0].x0 > 400


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
