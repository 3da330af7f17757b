"""bench/synthetic_layouts_18.py: the eighteenth set (written without reading the rules; held out in session 24,
development since) has its composition (6 English company notes, 10 English sector notes, 2 English strategy notes, 6 Chinese
reports), renders its notes with every label on the text layer (stock calls in running text whose codes are printed
only in a `Companies mentioned` list or a table, risk lists running onto the next page, a risk box in a narrow right
column), its self-check refuses a label that is not printed, it is one of the development sets, and its notes go
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
from bench.synthetic_layouts_18 import SET_NAME, Note, documents, labelled, render_pdf, write_set

PROSE = "en_sec_calls_in_prose_names_only_codes_in_companies_mentioned_list_key_risks_sentence"
HEADINGS = "en_sec_stock_by_stock_headings_with_codes_per_stock_risk_lines_then_sector_risk_section"
ACROSS = "en_sec_prose_only_first_mention_code_bracketed_others_in_mentioned_list_risk_bullets_across_page"
BOX = "zh_co_narrow_right_column_risk_box_numbered_dun_items_rating_sidebar"
CIRCLED = "zh_ind_key_company_table_code_name_rating_target_circled_items_across_page"
COMPANY = "en_co_sidebar_outperform_numeric_code_target_ntd_prior_target_numbered_paren_risks"
A_FEW = {PROSE, HEADINGS, ACROSS, BOX, CIRCLED, COMPANY}


def kind(name: str) -> str:
    return "_".join(name.split("_")[:2])


def note(name: str) -> Note:
    return next(d for d in documents() if d.name == name)


def pages(name: str) -> pymupdf.Document:
    return pymupdf.open(stream=render_pdf(note(name)), filetype="pdf")


def test_the_set_has_its_composition_and_is_a_development_set() -> None:
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
    assert len({d.house.name for d in docs}) == 6
    assert SET_NAME in SYNTHETIC_SETS
    for d in docs:
        assert 2 <= len(pages(d.name)) <= 5, d.name


def test_labels_are_on_the_text_layer_and_a_label_not_printed_is_refused() -> None:
    for name in sorted(A_FEW):  # every note in the slow test, through write_set
        check(note(name), render_pdf(note(name)), names_by_word=True)
    company = note(COMPANY)
    with pytest.raises(AssertionError, match=r"NT\$1,050"):
        check(dataclasses.replace(company, target="NT$1,050"), render_pdf(company))
    chinese = note(BOX)
    with pytest.raises(AssertionError, match="汇率波动"):
        check(dataclasses.replace(chinese, risks=(*chinese.risks, "汇率波动")), render_pdf(chinese))
    sector = note(PROSE)
    call = dataclasses.replace(sector.calls[0], target="US$58.00")
    with pytest.raises(AssertionError, match=r"\['US\$58\.00'\]"):
        wrong = dataclasses.replace(sector, calls=(call, *sector.calls[1:]))
        check(wrong, render_pdf(sector), names_by_word=True)


def test_calls_in_prose_have_their_codes_only_in_the_companies_mentioned_list() -> None:
    doc = pages(PROSE)
    text = "".join(page.get_text() for page in doc)
    listed = text.split("Companies mentioned")[-1]
    for call in note(PROSE).calls:
        assert text.count(call.code) == 1 and call.code in listed
        assert call.target in text.split("Companies mentioned")[0]
    headed = "".join(page.get_text() for page in pages(HEADINGS))
    assert all(f"{c.name} ({c.code})" in headed for c in note(HEADINGS).calls)
    assert headed.index("Risks:") < headed.index("Risks to our sector view")  # per-stock lines come first


def test_risk_lists_run_onto_the_next_page_and_sit_in_a_narrow_column() -> None:
    for name in (ACROSS, CIRCLED):
        doc = pages(name)
        risks = note(name).risks
        first = next(i for i, page in enumerate(doc) if risks[0][:8] in page.get_text().replace("\n", ""))
        assert risks[-1] in doc[first + 1].get_text().replace("\n", "")
        assert risks[-1] not in doc[first].get_text().replace("\n", "")
    page = pages(BOX)[0]
    box, body = page.search_for("风险提示")[0], page.search_for("核心观点")[0]
    assert box.x0 > body.x1 and abs(box.y0 - body.y0) < 2  # the risk box beside the text, not under it


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
