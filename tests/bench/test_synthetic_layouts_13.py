"""bench/synthetic_layouts_13.py: the thirteenth set (written without reading the rules; held out through session 19, development since) has its composition
(8 English company notes, 11 English sector notes, 2 English strategy notes, 8 Chinese reports), renders its notes
with every label on the text layer (a risk section in the narrow column of a two-column page, tables with a second
header row, the rating and target as sidebar key-data rows, calls as bulleted lines), its self-check refuses a label
that is not printed, it stays out of the development sets, and its notes go through the rules backend and the bench's
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
from bench.synthetic_layouts_13 import SET_NAME, KeyedNote, Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_two_column_page_risks_in_narrow_column",
    "en_sec_coverage_table_second_header_row_new_old",
    "zh_co_sidebar_label_value_separate_lines_wrapping_numbered_risks",
    "zh_ind_weekly_recommended_bulleted_lines_triangle_risks",
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
    assert any(c.target is None for d in docs for c in d.calls)  # a rating without a target is still a call
    assert len({d.house.name for d in docs}) == 7
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_two_column_page_risks_in_narrow_column")
    with pytest.raises(AssertionError, match=r"S\$2\.96"):
        check(dataclasses.replace(company, target="S$2.96"), render_pdf(company))
    chinese = note("zh_co_sidebar_label_value_separate_lines_wrapping_numbered_risks")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_coverage_table_second_header_row_new_old")
    call = dataclasses.replace(sector.calls[1], target="EUR 45.50")
    with pytest.raises(AssertionError, match=r"'EUR 45\.50'"):
        check(dataclasses.replace(sector, calls=(sector.calls[0], call, *sector.calls[2:])), render_pdf(sector))


def test_the_narrow_column_holds_the_risks_beside_the_body() -> None:
    name = "en_co_two_column_page_risks_in_narrow_column"
    page = pages(name)[0]
    body = page.search_for("Revenue per available room")[0]
    for risk in note(name).risks:
        hit = page.search_for(risk.split()[0] + " " + risk.split()[1])[0]
        assert hit.x0 > body.x0 + 150 and hit.y0 < body.y0 + 80  # beside the body text, not under it


def test_the_second_header_row_sits_under_the_first_and_over_the_rows() -> None:
    name = "en_sec_coverage_table_second_header_row_new_old"
    page = pages(name)[0]
    group = page.search_for("Price target")[0]
    new = [r for r in page.search_for("New") if r.y0 > group.y0]
    first = page.search_for(note(name).calls[0].code)[0]
    assert new and group.y1 <= new[0].y0 + 1 and new[0].y1 <= first.y0 + 1


def test_key_data_rows_and_bulleted_stock_lines_print_the_calls() -> None:
    keyed = note("en_co_sidebar_key_data_rows_rating_and_target_where_wrong")
    assert isinstance(keyed, KeyedNote)
    page = pages(keyed.name)[0]
    label, value = page.search_for("Price target")[0], page.search_for(keyed.target or "")[0]
    assert abs(label.y0 - value.y0) < 1 and value.x0 > label.x1  # one row: label left, value right
    weekly = note("zh_ind_weekly_recommended_bulleted_lines_triangle_risks")
    text = "".join(p.get_text() for p in pages(weekly.name))
    assert all(f"{c.name}（{c.code}）：{c.rating}，目标价{c.target}" in text for c in weekly.calls)


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
