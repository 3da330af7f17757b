"""A US company note prints its title, the company's name with its bare ticker (`Tesla Inc. (TSLA)`), on its cover and
again as every page's running header. The cleaner drops repeated lines as page furniture, but keeps this one's first
copy on page 1: it says whom the note is about, so the note's own call names its company (tasks/clean/cleaner.py,
tasks/finders/own_company.py `is_own_company_line`). A repeated line that names no company stays dropped."""

from __future__ import annotations

from pathlib import Path

import pymupdf

from schemas.types import FieldName
from tasks.clean.cleaner import clean
from tasks.ingest.reader import ingest
from tests.builders import rules_outcome

BODY = [
    "We maintain our Neutral rating on the stock.",
    "12m Price Target: $360.00 Price: $374.01 Downside: 3.7%",
    "We lower our EPS estimates for 2026-2028 on lower EBIT margins, and adjust our 12-month price target to $360.",
    "Key downside risks include larger vehicle price reductions than we expect and slower EV demand.",
]


def _note(path: Path, header: str) -> Path:
    pdf = pymupdf.open()
    for number in range(3):
        page = pdf.new_page(width=595, height=842)
        page.insert_text((50, 40), header, fontsize=9)
        page.insert_text((50, 56), "Equity Research | Americas Autos", fontsize=8)
        for row, line in enumerate(BODY if number == 0 else [f"Page {number + 1} holds more of the analysis."] * 3):
            page.insert_text((50, 100 + 18 * row), line, fontsize=10)
    pdf.save(path)
    pdf.close()
    return path


def test_the_cover_title_with_a_bare_ticker_names_the_notes_call(tmp_path: Path) -> None:
    path = _note(tmp_path / "note.pdf", "Kestrel Motors Inc. (KSTM)")
    cleaned = clean(ingest(path))
    kept = [cleaned.segment_text(segment) for segment in cleaned.kept]
    assert kept.count("Kestrel Motors Inc. (KSTM)") == 1  # page 1's copy; the other pages' are furniture
    answered = rules_outcome(path).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert [(c.code, c.name, c.rating, c.target_price) for c in answered.calls] == [
        ("KSTM", "Kestrel Motors Inc.", "Neutral", "$360.00")
    ]


def test_a_repeated_header_naming_no_company_stays_dropped(tmp_path: Path) -> None:
    cleaned = clean(ingest(_note(tmp_path / "note.pdf", "Kestrel Motors Inc. (KSTM)")))
    kept = [cleaned.segment_text(segment) for segment in cleaned.kept]
    assert "Equity Research | Americas Autos" not in kept
