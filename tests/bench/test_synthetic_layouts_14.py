"""bench/synthetic_layouts_14.py: the fourteenth set (written without reading the rules; held out through session 20, development since) has its composition
(7 English company notes, 11 English sector notes, 2 English strategy notes, 8 Chinese reports), renders its notes
with every label on the text layer (a header band above the title, tables continued on the next page with or without
their header, a header spanning two rows, coloured rating words, raised footnote marks on targets), its self-check
refuses a label that is not printed, it stays out of the development sets, and its notes go through the rules backend
and the bench's scoring (a few here, all 28 in the slow test). It asserts nothing about what the rules read. Needs no
../shared."""

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
from bench.synthetic_layouts_14 import SET_NAME, BandNote, Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_header_band_call_with_previous_values_risks_to_thesis",
    "en_sec_letter_codes_key_under_table_continued_without_header",
    "zh_co_sidebar_price_first_rating_last_numbered_risks_with_subitems",
    "zh_ind_profit_forecast_table_two_row_header_continued_header_repeated",
}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def test_the_set_has_its_composition_and_is_a_development_set() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 28
    assert Counter(kind(d.name) for d in docs) == {"en_co": 7, "en_sec": 11, "en_strat": 2, "zh_co": 4, "zh_ind": 4}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide", "corner"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 2 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if "_strat_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(not d.risks for d in sector)  # per-stock risk lines only: the note has no risk section of its own
    assert sum(isinstance(d, BandNote) and bool(d.band) for d in docs) == 6
    assert len({d.house.name for d in docs}) == 8
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_header_band_call_with_previous_values_risks_to_thesis")
    with pytest.raises(AssertionError, match=r"€56\.00"):
        check(dataclasses.replace(company, target="€56.00"), render_pdf(company))
    chinese = note("zh_co_sidebar_price_first_rating_last_numbered_risks_with_subitems")
    with pytest.raises(AssertionError, match="汇率波动风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动风险")), render_pdf(chinese))
    sector = note("en_sec_letter_codes_key_under_table_continued_without_header")
    call = dataclasses.replace(sector.calls[3], rating="Buy")
    with pytest.raises(AssertionError, match="'Buy'"):
        check(dataclasses.replace(sector, calls=(*sector.calls[:3], call, *sector.calls[4:])), render_pdf(sector))


def test_the_header_band_sits_above_the_title_across_the_page() -> None:
    name = "en_co_header_band_call_with_previous_values_risks_to_thesis"
    page = pages(name)[0]
    band = page.search_for("Target price: €54.00")[0]
    title = page.search_for("Veltano Alimentari: Upgrade")[0]
    assert band.y1 < title.y0 and band.x0 > 100  # above the title, not the first cell of the band


def test_continued_tables_print_their_rows_on_the_next_page_with_or_without_the_header() -> None:
    headless = note("en_sec_letter_codes_key_under_table_continued_without_header")
    second = pages(headless.name)[1]
    assert second.search_for(headless.calls[3].code) and not second.search_for("Yield 27E")
    repeated = note("zh_ind_profit_forecast_table_two_row_header_continued_header_repeated")
    second = pages(repeated.name)[1]
    group, year = second.search_for("EPS")[0], second.search_for("2026E")[0]
    row = second.search_for(repeated.calls[3].code)[0]
    assert group.y1 <= year.y0 + 1 and year.y1 <= row.y0 + 1  # two header rows over the continued rows


def test_footnote_marks_and_coloured_words_leave_the_labels_whole() -> None:
    marked = note("en_sec_target_footnote_marks_investment_risks_colon_titles")
    page = pages(marked.name)[0]
    target = page.search_for(marked.calls[0].target or "")[0]
    marks = [
        s
        for block in page.get_text("dict")["blocks"]
        for line in block.get("lines", [])
        for s in line["spans"]
        if s["text"].strip() == "1" and s["size"] < 6
    ]
    assert marks and abs(marks[0]["bbox"][0] - target.x1) < 2  # right after the figure, smaller
    assert marks[0]["origin"][1] < target.y1 - 3  # and raised
    coloured = note("en_sec_coloured_rating_words_targets_with_letter_footnote_risk_alert")
    spans = [
        s
        for block in pages(coloured.name)[0].get_text("dict")["blocks"]
        for line in block.get("lines", [])
        for s in line["spans"]
        if s["text"] in {"BUY", "HOLD", "SELL"}
    ]
    assert len({s["color"] for s in spans}) == 3


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
