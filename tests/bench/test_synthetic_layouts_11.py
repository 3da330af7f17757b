"""bench/synthetic_layouts_11.py: the eleventh set (development data, written without reading the rules) has its
composition (10 English company notes, 10 English sector notes, 8 Chinese reports), renders its notes with every
label on the text layer (key-data tables, badge and calls boxes, old-beside-new change tables, a transposed stock
table, a risk list continued on the next page, 未评级 rows), its self-check refuses a label that is not printed, and
its notes go through the rules backend and the bench's scoring (a few here, all 28 in the slow test). It asserts
nothing about what the rules read. Needs no ../shared."""

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
from bench.synthetic_layouts_11 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_key_data_table_target_in_header_rating_history",
    "en_sec_transposed_table_stocks_as_columns",
    "zh_co_basic_data_table_in_body_diamond_bullets",
    "zh_ind_weekly_recommended_portfolio_tags_watch_list_not_calls",
}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def test_the_set_has_its_composition() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 28
    assert Counter(kind(d.name) for d in docs) == {"en_co": 10, "en_sec": 10, "zh_co": 4, "zh_ind": 4}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(not d.risks for d in sector)  # only per-stock risk lines: the note has none of its own
    assert any(d.target and d.target[0].isdigit() for d in docs if "_co_" in d.name)  # a target without currency
    assert len({d.house.name for d in docs}) == 8
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_key_data_table_target_in_header_rating_history")
    with pytest.raises(AssertionError, match=r"61\.00"):
        check(dataclasses.replace(company, target="61.00"), render_pdf(company))
    chinese = note("zh_co_basic_data_table_in_body_diamond_bullets")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_transposed_table_stocks_as_columns")
    call = dataclasses.replace(sector.calls[0], target="¥7,100")
    with pytest.raises(AssertionError, match="7,100"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_the_transposed_table_holds_one_company_per_column() -> None:
    page = pages("en_sec_transposed_table_stocks_as_columns")[0]
    calls = note("en_sec_transposed_table_stocks_as_columns").calls
    for c in calls:
        name, code, target = (page.search_for(s)[0] for s in (c.name, c.code, c.target or ""))
        assert name.y1 <= code.y0 + 1 and code.y1 <= target.y0 + 1  # the company's values under its name
        assert abs(code.x1 - target.x1) < 1  # in the same right-aligned column
    names = [page.search_for(c.name)[0].x0 for c in calls]
    assert names == sorted(names)


def test_a_risk_list_continues_on_the_next_page_and_unrated_rows_are_printed_but_not_calls() -> None:
    doc = pages("en_co_strip_buy_maintain_won_target_risks_continue_next_page")
    risks = note("en_co_strip_buy_maintain_won_target_risks_continue_next_page").risks
    assert all(doc[0].search_for(r[:30]) for r in risks[:2]) and all(doc[1].search_for(r[:30]) for r in risks[2:])
    unrated = note("zh_ind_unrated_rows_dash_target_paren_items")
    text = pages(unrated.name)[0].get_text()
    assert text.count("\n未评级\n") == 2 and "华封光电" in text
    assert "华封光电" not in {c.name for c in unrated.calls}


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
