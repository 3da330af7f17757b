"""bench/synthetic_layouts_15.py: the fifteenth set (written without reading the rules; held out through session 21, development since) has its composition
(6 English company notes, 10 English sector notes, 2 English strategy notes, 8 Chinese reports), renders its notes
with every label on the text layer (loose tables with no rules whose cells hold the name over the ticker and whose group
rows sit between the stock rows, a sixteen-column table in small type, two tables on one page), its self-check refuses
a label that is not printed, it stays out of the development sets, and its notes go through the rules backend and the
bench's scoring (a few here, all 26 in the slow test). It asserts nothing about what the rules read. Needs no
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
from bench.synthetic_layouts_15 import SET_NAME, BandNote, Note, documents, labelled, render_pdf, write_set

A_FEW = {
    "en_co_sidebar_stock_rating_beside_industry_view_pt_derivation_and_risks_paragraph",
    "en_sec_loose_table_no_rules_name_wraps_ticker_under_ow_ew_uw_upside_column",
    "zh_co_sidebar_rating_maintained_six_month_target_separate_lines_wrapped_last_risks",
    "zh_ind_weekly_loose_key_company_table_subsector_group_rows_code_under_name",
}
LOOSE = "en_sec_loose_table_no_rules_name_wraps_ticker_under_ow_ew_uw_upside_column"
WIDE = "en_sec_sixteen_columns_small_type_target_lc_top_pick_star_risk_paragraph"
GROUPED = "zh_ind_weekly_loose_key_company_table_subsector_group_rows_code_under_name"


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def spans(page: pymupdf.Page) -> list[dict]:
    return [s for b in page.get_text("dict")["blocks"] for line in b.get("lines", []) for s in line["spans"]]


def test_the_set_has_its_composition_and_is_a_development_set() -> None:
    docs = documents()
    assert len({d.name for d in docs}) == len(docs) == 26
    assert Counter(kind(d.name) for d in docs) == {"en_co": 6, "en_sec": 10, "en_strat": 2, "zh_co": 4, "zh_ind": 4}
    assert all((d.language == "zh") == d.name.startswith("zh_") for d in docs)
    assert {d.side for d in docs} == {"right", "left", "strip", "wide"}
    assert all(d.doc_type == "company" and len(d.calls) == 1 for d in docs if "_co_" in d.name)
    assert all(d.rating == d.calls[0].rating and d.target == d.calls[0].target for d in docs if "_co_" in d.name)
    assert all(d.doc_type == "industry" and d.target is None for d in docs if "_co_" not in d.name)
    assert all(len(d.calls) >= 2 for d in docs if "_sec_" in d.name or "_ind_" in d.name)
    assert all(d.rating is None and not d.calls for d in docs if "_strat_" in d.name)
    sector = [d for d in docs if "_sec_" in d.name]
    assert any(d.rating is None for d in sector) and any(d.rating for d in sector)
    assert any(not d.risks for d in sector)  # per-stock `Valuation and risks` only: no risk section of its own
    assert sum(isinstance(d, BandNote) and bool(d.band) for d in docs) == 1
    assert len({d.house.name for d in docs}) == 7
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note("en_co_sidebar_stock_rating_beside_industry_view_pt_derivation_and_risks_paragraph")
    with pytest.raises(AssertionError, match=r"US\$78\.00"):
        check(dataclasses.replace(company, target="US$78.00"), render_pdf(company))
    chinese = note("zh_co_sidebar_rating_maintained_six_month_target_separate_lines_wrapped_last_risks")
    with pytest.raises(AssertionError, match="商誉减值风险"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "商誉减值风险")), render_pdf(chinese))
    sector = note(LOOSE)
    call = dataclasses.replace(sector.calls[1], rating="Accumulate")
    with pytest.raises(AssertionError, match=r"\['Accumulate'\]"):
        wrong = dataclasses.replace(sector, calls=(sector.calls[0], call, *sector.calls[2:]))
        check(wrong, render_pdf(sector), names_by_word=True)
    with pytest.raises(AssertionError, match="Harrowgate Consolidated Mining"):  # the name wraps in its cell
        check(sector, render_pdf(sector))


def test_loose_tables_have_no_rules_and_hold_the_ticker_under_the_wrapped_name() -> None:
    page = pages(LOOSE)[0]
    header = page.search_for("Upside/downside (%)")[0]
    last = page.search_for("MLGA AU")[0]
    lines = [
        d
        for d in page.get_drawings()
        if d["rect"].height < 2 and d["rect"].x1 <= header.x1 + 4 and header.y0 - 4 < d["rect"].y0 < last.y1 + 4
    ]
    assert not lines  # no rules across the table body
    first, ticker = page.search_for("Harrowgate Consolidated")[0], page.search_for("HRGT AU")[0]
    second = next(r for r in page.search_for("Mining") if abs(r.x0 - first.x0) < 1 and r.y0 > first.y0)
    assert abs(first.x0 - ticker.x0) < 1 and first.y1 <= second.y0 + 1 and second.y1 <= ticker.y0 + 1


def test_the_wide_table_is_in_small_type_and_group_rows_sit_between_the_stock_rows() -> None:
    small = [s for s in spans(pages(WIDE)[0]) if s["text"] == "Target"]
    assert small and small[0]["size"] < 7
    page = pages(GROUPED)[0]
    group, code = page.search_for("啤酒及饮料")[0], page.search_for("600600.SH")[0]
    name = page.search_for("青港啤酒")[0]
    before = page.search_for("000858.SZ")[0]
    assert before.y1 <= group.y0 + 1 and group.y1 <= name.y0 + 1 and name.y1 <= code.y0 + 1
    assert abs(name.x0 - code.x0) < 1


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
