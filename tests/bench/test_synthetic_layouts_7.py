"""bench/synthetic_layouts_7.py: the seventh set (held out through session 15, development since) has its
composition (7 English company notes, 13 English sector notes, a strategy and an economics note, 8 Chinese
reports), renders its notes with every
label on the text layer (ten-column stock tables, a table continued on a later page, per-company pages,
two-column risk lists, risks in a framed box), its self-check refuses a label that is not printed, and its notes
go through the rules backend and the bench's scoring (a few here, all 30 in the slow test). It asserts nothing
about what the rules read: the set was written as a held-out measure. Needs no ../shared."""

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
from bench.synthetic_layouts_7 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_stock_rating_industry_view_two_column_risks",
    "en_sec_ten_columns_full_width_industry_view",
    "en_sec_per_company_pages_only_per_stock_risks",
    "zh_ind_deep_tongbu_table_continued_circled_wrapped",
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
        "en_co": 7,
        "en_sec": 13,
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
    assert any(not d.risks for d in sector)  # only per-company risk paragraphs: the note has none of its own
    assert any(d.kind == "港股公司研究" for d in docs)
    assert {c.target[-2:] for d in docs if d.language == "zh" for c in d.calls if c.target} >= {"港元", "美元"}
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_risks_in_a_framed_box")
    with pytest.raises(AssertionError, match="P1,650"):
        check(dataclasses.replace(company, target="P1,650"), render_pdf(company))
    chinese = note("zh_co_fair_value_sidebar_circled_risks")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_rating_slash_pt_one_column_numbered_wrap")
    call = dataclasses.replace(sector.calls[0], target="£33.00")
    with pytest.raises(AssertionError, match=r"£33\.00"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_the_two_columns_and_the_continued_table_sit_where_they_say() -> None:
    first = pages("en_co_stock_rating_industry_view_two_column_risks")[0]
    upside, downside = first.search_for("Upside risks")[0], first.search_for("Downside risks")[0]
    assert abs(upside.y0 - downside.y0) < 1 and downside.x0 > first.rect.width / 2
    continued = pages("en_sec_table_continued_page_three_subheaded_risks")
    start = next(p.number for p in continued if p.search_for("Figure 6: Ratings and targets"))
    assert continued[start + 1].search_for("Figure 6: Ratings and targets (continued)")
    assert continued[start + 1].search_for("Sagami Coastal") and not continued[start].search_for("Sagami Coastal")


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
