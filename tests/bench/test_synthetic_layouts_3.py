"""bench/synthetic_layouts_3.py: the development set of sector, strategy and quant layouts renders its
notes with every label on the text layer, its self-check refuses a label that is not printed, and the
rules read the risks of three of them as labelled (a sector section after per-stock `Risks:` lines, its wrapped sentences read whole,
a 风险提示 paragraph of two sentences, a numbered 风险提示 list). Needs no ../shared."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from bench.accuracy import run_rules
from bench.labelsets import got_risks, nfkc
from bench.synthetic_layouts_3 import check, documents, labelled, render_pdf, write_set

READ_BY_THE_RULES = {
    "sec_downgrade_cautious_upside_risks",
    "zh_quant_factor_risk_paragraph",
    "zh_fund_numbered_wrapped",
}


def test_the_set_holds_english_sector_notes_and_chinese_quant_reports() -> None:
    docs = documents()
    assert len(docs) == 16
    assert len({d.name for d in docs}) == len(docs)
    assert {d.doc_type for d in docs} == {"industry"}
    english = [d for d in docs if d.language == "en"]
    chinese = [d for d in docs if d.language == "zh"]
    assert (len(english), len(chinese)) == (9, 7)
    assert all(d.rating is None and d.target is None and not d.calls for d in chinese)
    assert any(not d.risks for d in english) and any(not d.risks for d in chinese)
    assert any(d.rating is None and d.calls for d in english)  # a strategy note's top picks
    assert READ_BY_THE_RULES <= {d.name for d in docs}


def test_the_self_check_refuses_a_label_that_is_not_printed() -> None:
    note = documents()[0]
    check(note, render_pdf(note))
    with pytest.raises(AssertionError, match="not on the text layer"):
        check(dataclasses.replace(note, risks=("A risk this note never prints",)), render_pdf(note))


def test_the_rules_read_the_risks_of_three_notes_as_labelled(tmp_path: Path) -> None:
    written = write_set(tmp_path, READ_BY_THE_RULES)  # write_set checks every label is on the text layer
    assert {note.name for note, _ in written} == READ_BY_THE_RULES
    for note, path in written:
        got = [nfkc(item) for item in got_risks(run_rules(labelled(note, path)))]
        assert got == [nfkc(item) for item in note.risks], note.name
    labels = [json.loads(line) for line in (tmp_path / "labels.jsonl").read_text("utf-8").splitlines()]
    assert {label["language"] for label in labels} == {"en", "zh"}
