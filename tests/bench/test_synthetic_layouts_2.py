"""bench/synthetic_layouts_2.py: the second held-out set renders its notes with every label on the
text layer, its self-check refuses a label that is not printed, and its notes go through the rules
backend and the bench's scoring (one of each language x doc_type here, all 30 in the slow test); the
rules keep reading two covers (a Chinese sidebar 投资评级 / 目标价, an English `BUY` box) as labelled.
Needs no ../shared."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from bench.accuracy import run_rules
from bench.pdf_accuracy import figures
from bench.pdf_accuracy import score as score_item
from bench.synthetic_layouts import check
from bench.synthetic_layouts_2 import documents, labelled, render_pdf, write_set

READ_BY_THE_RULES = {"zh_co_buy_right_sidebar", "en_co_buy_right_box_peers"}


def test_the_set_mixes_languages_doc_types_and_layouts() -> None:
    docs = documents()
    assert len(docs) == 30
    assert len({d.name for d in docs}) == len(docs)
    kinds = {(d.language, d.doc_type) for d in docs}
    assert kinds == {("en", "company"), ("en", "industry"), ("zh", "company"), ("zh", "industry")}
    assert {d.side for d in docs} == {"right", "left", "strip"}
    assert all(len(d.calls) == 1 for d in docs if d.doc_type == "company")  # a company note's own call
    assert any(d.doc_type == "industry" and d.rating is None and d.calls for d in docs)  # strategy, rated picks
    assert any(d.doc_type == "industry" and d.rating is None and not d.calls for d in docs)  # macro
    assert all(d.target is None for d in docs if d.doc_type == "industry")


def test_the_self_check_refuses_a_label_that_is_not_printed() -> None:
    note = next(d for d in documents() if d.name == "en_co_fair_value_eur")
    data = render_pdf(note)
    check(note, data)
    with pytest.raises(AssertionError, match=r"€33\.00"):
        check(dataclasses.replace(note, target="€33.00"), data)


def scored_folder(folder: Path, names: set[str] | None) -> None:
    written = write_set(folder, names)  # write_set runs the self-check on every document it renders
    assert {note.name for note, _ in written} == (names or {note.name for note in documents()})
    lines = (folder / "labels.jsonl").read_text("utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == [note.name for note, _ in written]
    results = [score_item(labelled(note, path), run_rules(labelled(note, path))) for note, path in written]
    f = figures(results)
    assert f["reports"] == len(written)
    assert f["rating"][1] == f["target"][1] == f["doc_type_acc"][1] == len(written)
    assert f["calls"]["labelled"] == sum(len(note.calls) for note, _ in written)
    assert f["risk_items"]["tp"] + f["risk_items"]["fn"] == sum(len(note.risks) for note, _ in written)
    for result in results:
        if result.item.id in READ_BY_THE_RULES:
            assert result.scored.tally.rating == [1, 1], result.item.id
            assert result.scored.tally.target == [1, 1], result.item.id


def test_one_note_of_each_language_and_doc_type_renders_and_scores(tmp_path: Path) -> None:
    scored_folder(tmp_path, READ_BY_THE_RULES | {"zh_ind_ev_profit_table", "en_sec_semis_two_line_names"})


@pytest.mark.slow
def test_the_whole_set_renders_checks_and_scores(tmp_path: Path) -> None:
    scored_folder(tmp_path, None)
