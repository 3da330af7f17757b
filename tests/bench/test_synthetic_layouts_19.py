"""bench/synthetic_layouts_19.py: the nineteenth set (written without reading the rules; held out) has its
composition (6 English company notes, 10 English sector notes, 2 English strategy notes, 6 Chinese reports), renders
its notes with every label on the text layer (a coverage table continued on the next page, a code over a name in one
cell, calls in exhibit captions, a valuation table printed in two blocks, risk lists running onto the next page, a
risk column beside the text), its self-check refuses a label that is not printed, it is NOT one of the development
sets, and its notes go through the rules backend and the bench's scoring (a few here, all 24 in the slow test). It
asserts nothing about what the rules read. Needs no ../shared."""

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
from bench.synthetic_layouts_19 import SET_NAME, Note, documents, labelled, render_pdf, write_set

CONTINUED = "en_sec_taiwan_coverage_table_continued_next_page_call_column_buy_cl_tgt_px_risk_bullets_across_page"
TWO_LINE = "en_sec_japan_numeric_ratings_legend_under_table_code_name_two_line_cell_risk_bullets_over_page"
CAPTIONS = "en_sec_korea_internet_calls_in_exhibit_captions_we_prefer_buy_tp_won_no_sector_view_numbered_risks"
BLOCKS = "en_sec_europe_table_printed_in_two_blocks_stance_then_12m_tp_ric_codes_risks_to_our_view_bullets"
COMPANY = "en_co_korea_strip_buy_numeric_code_won_target_prior_numbered_risks_across_page"
ZH_COMPANY = "zh_co_strip_strong_recommend_target_previous_main_risks_numbered_across_page"
ZH_COLUMN = "zh_ind_table_name_and_code_one_cell_two_lines_rating_column_main_risks_sidebar_column"
A_FEW = {CONTINUED, TWO_LINE, CAPTIONS, COMPANY, ZH_COMPANY, ZH_COLUMN}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def flat(page: pymupdf.Page) -> str:
    return str(page.get_text()).replace("\n", "")


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
    assert any(d.rating is None for d in sector) and sum(bool(d.rating) for d in sector) >= 7
    assert all(d.risks for d in docs)
    assert len({d.house.name for d in docs}) == 8
    assert SET_NAME not in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note(COMPANY)
    with pytest.raises(AssertionError, match="￦150,000"):
        check(dataclasses.replace(company, target="￦150,000"), render_pdf(company))
    chinese = note(ZH_COMPANY)
    with pytest.raises(AssertionError, match="汇率波动"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动")), render_pdf(chinese))
    sector = note(CAPTIONS)
    call = dataclasses.replace(sector.calls[0], target="￦330,000")
    with pytest.raises(AssertionError, match=r"\['￦330,000'\]"):
        wrong = dataclasses.replace(sector, calls=(call, *sector.calls[1:]))
        check(wrong, render_pdf(sector), names_by_word=True)


def test_calls_sit_in_a_continued_table_a_two_line_cell_captions_and_two_blocks() -> None:
    doc = pages(CONTINUED)
    first = next(i for i, page in enumerate(doc) if "Coverage summary" in flat(page))
    assert "Coverage summary (cont.)" in flat(doc[first + 1]) and "Buy (CL)" in flat(doc[first])
    calls = note(CONTINUED).calls
    assert calls[0].code in flat(doc[first]) and calls[-1].code in flat(doc[first + 1])
    assert calls[-1].code not in flat(doc[first])
    text = "".join(page.get_text() for page in pages(TWO_LINE))
    assert all(f"{c.code}\n{c.name}" in text for c in note(TWO_LINE).calls)  # the code over the name, one cell
    captions = "".join(flat(page) for page in pages(CAPTIONS))
    assert "Exhibit 12: We prefer Hanul Platform (035720 KS; Buy, TP ￦312,000)" in captions
    blocks = "".join(flat(page) for page in pages(BLOCKS))
    assert blocks.index("Stance") < blocks.index("12m TP")  # the rating block first, the target block after it


def test_risk_lists_run_onto_the_next_page_and_sit_in_a_column_beside_the_text() -> None:
    for name in (CONTINUED, TWO_LINE, COMPANY, ZH_COMPANY):
        doc = pages(name)
        risks = note(name).risks
        first = next(i for i, page in enumerate(doc) if risks[0][:12] in flat(page))
        assert risks[-1] in flat(doc[first + 1]), name
        assert risks[-1] not in flat(doc[first]), name
    page = pages(ZH_COLUMN)[0]
    column, body = page.search_for("主要风险")[0], page.search_for("核心观点")[0]
    assert column.x0 > body.x1 and abs(column.y0 - body.y0) < 2


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
