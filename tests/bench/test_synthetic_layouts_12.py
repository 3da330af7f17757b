"""bench/synthetic_layouts_12.py: the twelfth set (written without reading the rules; held out through session 18, development since) has its composition
(8 English company notes, 11 English sector notes, 2 English strategy notes, 8 Chinese reports), renders its notes
with every label on the text layer (a stock table split into two halves, a picks table with rating and PT in one
cell, calls in sidebar lines, arrows in change cells, risks in a sidebar), its self-check refuses a label that is
not printed, it stays out of the development sets, and its notes go through the rules backend and the bench's
scoring (a few here, all 29 in the slow test). It asserts nothing about what the rules read. Needs no ../shared."""

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
from bench.synthetic_layouts_12 import SET_NAME, Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_rating_target_line_under_title_what_could_go_wrong",
    "en_sec_stocks_we_cover_split_halves_abbreviated_ratings",
    "zh_co_strip_hkd_target_risk_response_table",
    "zh_ind_split_halves_key_coverage_table_paren_number_items",
}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def test_the_set_has_its_composition_and_is_a_development_set() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 29
    assert Counter(kind(d.name) for d in docs) == {"en_co": 8, "en_sec": 11, "en_strat": 2, "zh_co": 4, "zh_ind": 4}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 2 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if "_strat_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(c.target is None for d in docs for c in d.calls)  # a rating tag without a target is still a call
    assert len({d.house.name for d in docs}) == 9
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_rating_target_line_under_title_what_could_go_wrong")
    with pytest.raises(AssertionError, match=r"A\$7\.95"):
        check(dataclasses.replace(company, target="A$7.95"), render_pdf(company))
    chinese = note("zh_co_strip_hkd_target_risk_response_table")
    with pytest.raises(AssertionError, match="政策变化风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "政策变化风险")), render_pdf(chinese))
    sector = note("en_sec_stocks_we_cover_split_halves_abbreviated_ratings")
    call = dataclasses.replace(sector.calls[0], rating="OW")
    with pytest.raises(AssertionError, match="'OW'"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_the_split_table_holds_two_stocks_per_row() -> None:
    name = "en_sec_stocks_we_cover_split_halves_abbreviated_ratings"
    page = pages(name)[0]
    calls = note(name).calls
    half = (len(calls) + 1) // 2
    for left, right in zip(calls[:half], calls[half:], strict=False):
        a, b = page.search_for(left.code)[0], page.search_for(right.code)[0]
        assert abs(a.y0 - b.y0) < 1 and a.x1 < b.x0  # the same row, the right half to the right


def test_calls_in_the_sidebar_and_risks_in_the_sidebar_are_printed_there() -> None:
    picks = note("en_sec_calls_only_in_sidebar_top_picks_lines")
    page = pages(picks.name)[0]
    body_left = page.search_for("We raise our 2027 copper")[0].x0
    for c in picks.calls:
        assert page.search_for(f"{c.rating}, PT {c.target}")[0].x0 > body_left + 200
    listed = note("en_co_risks_listed_in_the_sidebar_under_key_data")
    page = pages(listed.name)[0]
    body_left = page.search_for("Connected-TV revenue grew")[0].x0
    assert all(page.search_for(r)[0].x0 > body_left + 200 for r in listed.risks)  # in the sidebar, not the body


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
