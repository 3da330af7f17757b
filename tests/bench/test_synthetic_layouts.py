"""bench/synthetic_layouts.py: the generator renders its notes with their labels on the text layer,
and the rules backend reads two of them (a sidebar with the rating on the line under its label, an
arrow from the old rating) as labelled. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from bench.accuracy import run_rules
from bench.labelsets import got_rating, got_target
from bench.synthetic_layouts import documents, labelled, write_set

READ_BY_THE_RULES = {"co_sidebar_next_line", "co_downgrade_arrow"}


def test_the_set_covers_company_sector_and_strategy_notes() -> None:
    docs = documents()
    assert len(docs) >= 16
    assert len({d.name for d in docs}) == len(docs)
    assert {d.doc_type for d in docs} == {"company", "industry"}
    assert any(d.doc_type == "industry" and d.rating is None and not d.calls for d in docs)  # a strategy note
    assert READ_BY_THE_RULES <= {d.name for d in docs}


def test_the_rules_read_the_rating_and_target_of_two_notes(tmp_path: Path) -> None:
    written = write_set(tmp_path, READ_BY_THE_RULES)  # write_set checks every label is on the text layer
    assert {doc.name for doc, _ in written} == READ_BY_THE_RULES
    for doc, path in written:
        outcome = run_rules(labelled(doc, path))
        assert (got_rating(outcome), got_target(outcome)) == (doc.rating, doc.target), doc.name
    assert (tmp_path / "labels.jsonl").read_text("utf-8").count("\n") == 2
