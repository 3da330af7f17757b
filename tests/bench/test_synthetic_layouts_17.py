"""bench/synthetic_layouts_17.py: the seventeenth set (written without reading the rules; held out through session 23, development since) has its
composition (6 English company notes, 10 English sector notes, 2 English strategy notes, 6 Chinese reports), renders
its notes with every label on the text layer (tables whose header spans two rows, tables continued on the next page
with and without their header, `Companies mentioned` / `Stocks discussed` lines, risk lists running onto the next
page), its self-check refuses a label that is not printed, it is one of the development sets, and its notes go
through the rules backend and the bench's scoring (a few here, all 24 in the slow test). It asserts nothing about
what the rules read. Needs no ../shared."""

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
from bench.synthetic_layouts_17 import SET_NAME, Note, documents, labelled, render_pdf, write_set

TWO_ROWS = "en_sec_two_row_header_rating_and_pt_over_old_new_industry_view_strip"
REPEATED = "en_sec_numeric_ratings_legend_in_footnote_name_code_one_cell_table_continues_header_repeated"
HEADLESS = "en_sec_band_industry_view_name_code_in_one_cell_no_brackets_table_continues_headless"
MENTIONED = "en_sec_top_picks_box_names_only_valuation_summary_lines_at_end_risks_last_summary_bullet"
WEEKLY = "zh_ind_weekly_key_company_table_two_row_header_name_code_one_cell_unrated_numbered_risks_across_page"
COMPANY = "en_co_two_row_header_rating_target_old_new_downside_risks_to_our_call"
A_FEW = {TWO_ROWS, REPEATED, HEADLESS, MENTIONED, WEEKLY, COMPANY}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def test_the_set_has_its_composition_and_is_held_out() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 24
    assert Counter(kind(d.name) for d in docs) == {"en_co": 6, "en_sec": 10, "en_strat": 2, "zh_co": 3, "zh_ind": 3}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if "_strat_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and sum(bool(d.rating) for d in sector) >= 8
    assert all(d.risks for d in docs)
    assert len({d.house.name for d in docs}) == 6
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note(COMPANY)
    with pytest.raises(AssertionError, match=r"A\$15\.10"):
        check(dataclasses.replace(company, target="A$15.10"), render_pdf(company))
    chinese = note(WEEKLY)
    with pytest.raises(AssertionError, match="政策补贴退坡"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "政策补贴退坡")), render_pdf(chinese))
    sector = note(MENTIONED)
    call = dataclasses.replace(sector.calls[0], target="S$3.10")
    with pytest.raises(AssertionError, match=r"\['S\$3\.10'\]"):
        wrong = dataclasses.replace(sector, calls=(call, *sector.calls[1:]))
        check(wrong, render_pdf(sector), names_by_word=True)


def test_a_two_row_header_puts_its_group_over_old_and_new() -> None:
    page = pages(TWO_ROWS)[0]
    group, old, new = page.search_for("PT (US$)")[0], page.search_for("Old")[-1], page.search_for("New")[-1]
    assert group.y1 <= old.y0 + 1 and group.x0 < new.x1 and group.x1 > old.x0  # over both, on the row above
    assert page.search_for("Rating")[0].y1 <= old.y0 + 1


def test_tables_continue_on_the_next_page_with_and_without_their_header() -> None:
    repeated = pages(REPEATED)
    assert "Company (code)" in repeated[0].get_text() and "Company (code)" in repeated[1].get_text()
    assert "(continued)" in repeated[1].get_text()
    headless = pages(HEADLESS)
    calls = note(HEADLESS).calls
    assert calls[-1].code in headless[1].get_text() and calls[-1].code not in headless[0].get_text()
    top = headless[1].get_text().split(calls[-2].code)[0]  # the page's text above the continued rows
    assert "Rating" not in top and "Company" not in top


def test_risk_lists_run_onto_the_next_page() -> None:
    doc = pages(WEEKLY)
    risks = note(WEEKLY).risks
    assert risks[0][:10] in doc[0].get_text().replace("\n", "")
    assert risks[-1] in doc[1].get_text().replace("\n", "") and risks[-1] not in doc[0].get_text()


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
