"""bench/synthetic_layouts_8.py: the eighth set (held out from session 16) has its composition (8 English company
notes, 12 English sector notes, a strategy and an economics note, 8 Chinese reports), renders its notes with every
label on the text layer (zebra-shaded and grouped-header tables, struck previous ratings, risk lists continued in a
second column, a top-picks sidebar), its self-check refuses a label that is not printed, and its notes go through
the rules backend and the bench's scoring (a few here, all 30 in the slow test). It asserts nothing about what the
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
from bench.synthetic_layouts_8 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_struck_previous_rating_and_target",
    "en_sec_grouped_header_current_previous",
    "en_sec_calls_only_in_stock_paragraphs",
    "zh_co_hk_hkd_strip_risks_right_column",
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
        "en_sec": 12,
        "en_strategy": 1,
        "en_macro": 1,
        "zh_co": 4,
        "zh_ind": 4,
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
    assert any(d.kind == "港股公司研究" for d in docs)
    assert any(d.doc_type == "company" and d.target is None for d in docs if d.language == "zh")
    assert {c.target[-2:] for d in docs if d.language == "zh" for c in d.calls if c.target} >= {"港币", "美元"}
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_key_data_table_on_page_one")
    with pytest.raises(AssertionError, match=r"€66\.00"):
        check(dataclasses.replace(company, target="€66.00"), render_pdf(company))
    chinese = note("zh_co_hk_hkd_strip_risks_right_column")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_zebra_table_name_and_ticker_in_one_cell")
    call = dataclasses.replace(sector.calls[0], target="$52.00")
    with pytest.raises(AssertionError, match=r"\$52\.00"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_the_group_row_struck_line_and_second_column_sit_where_they_say() -> None:
    grouped = pages("en_sec_grouped_header_current_previous")[0]
    current, previous = grouped.search_for("Current")[0], grouped.search_for("Previous")[0]
    ratings = sorted(grouped.search_for("Rating"), key=lambda r: r.x0)
    assert abs(current.y0 - previous.y0) < 1 and all(current.y1 < r.y0 for r in ratings[-2:])
    assert current.x0 < ratings[-1].x0 < previous.x1  # `Previous` spans the second `Rating`
    struck = pages("en_co_struck_previous_rating_and_target")[0]
    hold = struck.search_for("Hold")[0]
    lines = [d for d in struck.get_drawings() if d["rect"].height < 1 and d["rect"].x0 >= hold.x0 - 1]
    assert any(hold.y0 < d["rect"].y0 < hold.y1 and d["rect"].x1 <= hold.x1 + 1 for d in lines)
    second = pages("en_co_risks_continued_in_second_column")[1]
    middle = second.rect.width / 2
    assert second.search_for("Key risks")[0].x1 < middle and second.search_for("Lower steel")[0].x1 < middle
    assert second.search_for("A successful launch")[0].x0 > middle
    assert second.search_for("A successful launch")[0].y0 < second.search_for("Key risks")[0].y0
    picks = pages("en_sec_top_picks_sidebar_coverage_table_last_page")
    assert picks[0].search_for("Top picks")[0].x0 > middle
    assert picks[-2].search_for("Exhibit 9: Coverage ratings and targets")


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
