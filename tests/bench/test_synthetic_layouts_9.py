"""bench/synthetic_layouts_9.py: the ninth set (development data, written without reading the rules) has its
composition (6 English company notes, 16 English sector notes, 8 Chinese reports), renders its notes with every
label on the text layer (tables drawn as separate text columns, the name over the ticker in one cell, sub-sector
tables, coverage lists at the end, risk tables), its self-check refuses a label that is not printed, and its notes
go through the rules backend and the bench's scoring (a few here, all 30 in the slow test). It asserts nothing
about what the rules read. Needs no ../shared."""

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
from bench.synthetic_layouts_9 import Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_two_cell_cover_box_risk_table",
    "en_sec_text_columns_name_over_ticker",
    "en_sec_tables_split_by_subsector_headings",
    "zh_ind_code_under_name_semicolon_paragraph",
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
    assert Counter(kind(d.name) for d in docs) == {"en_co": 6, "en_sec": 16, "zh_co": 4, "zh_ind": 4}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 3 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(not d.risks for d in sector)  # only a per-stock risk column: the note has none of its own
    assert any(c.target and c.target[0].isdigit() for d in sector for c in d.calls)  # a target without currency
    assert any(d.kind == "港股公司研究" for d in docs)
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_two_cell_cover_box_risk_table")
    with pytest.raises(AssertionError, match=r"US\$91\.00"):
        check(dataclasses.replace(company, target="US$91.00"), render_pdf(company))
    chinese = note("zh_ind_code_under_name_semicolon_paragraph")
    with pytest.raises(AssertionError, match="政策变化风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "政策变化风险")), render_pdf(chinese))
    sector = note("en_sec_text_columns_name_over_ticker")
    call = dataclasses.replace(sector.calls[0], rating="Outperform")
    with pytest.raises(AssertionError, match="Outperform"):
        check(dataclasses.replace(sector, calls=(call, *sector.calls[1:])), render_pdf(sector))


def test_a_text_column_table_is_written_column_by_column_with_the_ticker_under_the_name() -> None:
    page = pages("en_sec_text_columns_name_over_ticker")[0]
    name, ticker = page.search_for("Dunwater Utilities")[0], page.search_for("DNWR US")[0]
    assert abs(name.x0 - ticker.x0) < 1 and name.y1 <= ticker.y0 + 1
    text = page.get_text()
    names = [text.index(c.name) for c in note("en_sec_text_columns_name_over_ticker").calls]
    assert names == sorted(names) and names[-1] < text.index("Rating\nBuy")  # every name before the first rating
    table = [d["rect"] for d in page.get_drawings() if d["rect"].x0 < name.x1]  # the main column, not the sidebar
    assert not [r for r in table if name.y0 - 20 < r.y0 < ticker.y1 + 60 and r.width > 100]  # no rules, no shading


def test_the_sub_sector_tables_and_the_coverage_list_sit_where_they_say() -> None:
    text = pages("en_sec_tables_split_by_subsector_headings")[0].get_text()
    order = ["\nBanks\n", "Bangkok Lotus Bank", "\nInsurers\n", "Thai Harmony Life", "\nBrokers\n", "Phahon Capital"]
    places = [text.index(s) for s in order]
    assert places == sorted(places)
    coverage = pages("en_sec_coverage_list_at_end")
    assert coverage[-2].search_for("Coverage list") and coverage[-2].search_for("PT 1,420p")
    assert not coverage[0].search_for("1,420p")


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
