"""The whole pipeline (rules backend, validation) on four synthetic company notes whose cover has no
labelled sidebar: a key-data strip with an industry view, a bare rating over a `cut to` box, the
rating only in the headline, a company named by a bare US ticker. Each gives the note's own call as
labelled: kind, rating, target and the call's code. Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from bench.accuracy import run_rules
from bench.labelsets import got_calls, got_doc_type, got_rating, got_target
from bench.synthetic_layouts import labelled, write_set

COVERS = {"co_strip_rating_and_industry_view", "co_reduce_cut_to", "co_headline_only_rating", "co_hold_pt_dollar"}


def test_the_own_call_of_notes_without_a_labelled_sidebar(tmp_path: Path) -> None:
    written = write_set(tmp_path, COVERS)
    assert {doc.name for doc, _ in written} == COVERS
    for doc, path in written:
        outcome = run_rules(labelled(doc, path))
        assert got_doc_type(outcome) == "company", doc.name
        assert (got_rating(outcome), got_target(outcome)) == (doc.rating, doc.target), doc.name
        calls = got_calls(outcome) or []
        assert [(c["code"], c["rating"], c["target_price"]) for c in calls] == [
            (doc.calls[0].code, doc.rating, doc.target)
        ], doc.name
