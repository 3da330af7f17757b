"""bench/synthetic_layouts_4.py: the fourth held-out set has its composition (8 English company notes,
12 English sector notes, 3 strategy / economics notes, 7 Chinese reports), renders its notes with every
label on the text layer (left and right sidebars, key-data strips, two-line table cells), its
self-check refuses a label that is not printed, and its notes go through the rules backend and the
bench's scoring (a few here, all 30 in the slow test). It asserts nothing about what the rules read:
the set is a held-out measure. Needs no ../shared."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pytest

from bench.accuracy import run_rules
from bench.pdf_accuracy import figures
from bench.pdf_accuracy import score as score_item
from bench.synthetic_layouts import check, flat_text
from bench.synthetic_layouts_4 import documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_left_box_view_and_rating",
    "en_sec_numeric_ratings_two_line_names",
    "zh_ind_sidebar_rating_table_with_tp",
    "zh_quant_factor_risk_heading_at_end",
}


def kind(name: str) -> str:
    return name.split("_")[0] + "_" + name.split("_")[1]


def test_the_set_has_its_composition() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 30
    assert Counter(kind(d.name) for d in docs) == {
        "en_co": 8,
        "en_sec": 12,
        "en_strategy": 2,
        "en_macro": 1,
        "zh_co": 2,
        "zh_ind": 3,
        "zh_quant": 2,
    }
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(d.calls and len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if "_quant_" in d.name or "_macro_" in d.name)
    assert any(d.rating is None and d.calls for d in docs if d.name.startswith("en_strategy"))


def test_two_line_cells_and_a_left_sidebar_keep_their_labels_on_the_text_layer() -> None:
    note = next(d for d in documents() if d.name == "en_sec_numeric_ratings_two_line_names")
    data = render_pdf(note)
    check(note, data, names_by_word=True)
    assert "Tokai Precision Instruments" not in flat_text(data)  # the name wraps in its cell
    left = next(d for d in documents() if d.name == "en_co_left_box_view_and_rating")
    check(left, render_pdf(left))
    with pytest.raises(AssertionError, match=r"HK\$29\.40"):
        check(dataclasses.replace(left, target="HK$29.40"), render_pdf(left))


def scored_folder(folder: Path, names: set[str] | None) -> None:
    written = write_set(folder, names)  # write_set runs the self-check on every document it renders
    assert {note.name for note, _ in written} == (names or {note.name for note in documents()})
    lines = (folder / "labels.jsonl").read_text("utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == [note.name for note, _ in written]
    assert [json.loads(line)["language"] for line in lines] == [note.language for note, _ in written]
    results = [score_item(labelled(note, path), run_rules(labelled(note, path))) for note, path in written]
    f = figures(results)
    assert f["reports"] == len(written)
    assert f["rating"][1] == f["target"][1] == f["doc_type_acc"][1] == len(written)
    assert f["calls"]["labelled"] == sum(len(note.calls) for note, _ in written)
    assert f["risk_items"]["tp"] + f["risk_items"]["fn"] == sum(len(note.risks) for note, _ in written)


def test_a_few_notes_render_and_score(tmp_path: Path) -> None:
    scored_folder(tmp_path, A_FEW)


@pytest.mark.slow
def test_the_whole_set_renders_checks_and_scores(tmp_path: Path) -> None:
    scored_folder(tmp_path, None)
