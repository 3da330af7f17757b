"""A note rated with a numeric code: the prompt's head shows the legend entries that define the
codes when the report prints them only where the prompt would not (a disclosures page the cleaner
sets aside), so the code can be read and checked from the prompt alone."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import rating_legend
from tasks.clean.cleaner import clean
from tasks.extract.rules import prompt_source_text
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tests.builders import numeric_rating_note


def test_the_head_shows_the_legend_a_numeric_rating_needs(tmp_path: Path) -> None:
    cleaned = clean(ingest(numeric_rating_note(tmp_path / "note.pdf", "3")))
    assert "3 (Underperform)" not in " ".join(cleaned.document.text[s.start : s.end] for s in cleaned.kept)
    prompt = build_prompt(cleaned)
    head = prompt_source_text(prompt.head)
    assert "3 (Underperform): expected to underperform" in head
    assert prompt_source_text(prompt.body).count("(Underperform)") == 0
    assert rating_legend(prompt_source_text(f"{prompt.head}\n{prompt.body}")) == {
        "1": "Outperform",
        "2": "Neutral",
        "3": "Underperform",
    }


def test_each_legend_entry_is_in_the_prompt_once(tmp_path: Path) -> None:
    """The cleaner keeps this legend but drops its third line as a near-duplicate of the first: a
    note rated `2` gets that line back in the head, once; a note rated in words gets nothing added."""
    entries = ("1 (Outperform)", "2 (Neutral)", "3 (Underperform)")
    for rating, expected in (("2", [1, 1, 1]), ("Outperform", [1, 1, 0])):
        cleaned = clean(ingest(numeric_rating_note(tmp_path / f"{rating}.pdf", rating)))
        assert [d.reason for d in cleaned.drops if "(Underperform)" in cleaned.document.text[d.start : d.end]] == [
            "duplicate_paragraph"
        ]
        prompt = build_prompt(cleaned)
        whole = prompt_source_text(f"{prompt.head}\n{prompt.body}")
        assert [whole.count(entry) for entry in entries] == expected
