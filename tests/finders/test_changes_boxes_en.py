"""English company notes that print what changed: an arrow from the old target to the new one
(`Target price: DKK940 → DKK1,150`), a changes table whose rating row prints the old rating, then the new
one under an `Old New` header (the prompt keeps the header with the row), a running header that glues the
report's kind before the company's name (`Company Note Novarra Pharma (NVRA DC)`), and Copenhagen's
ticker suffix. The validator grounds what the finders read; the old values are refused."""

from __future__ import annotations

from pathlib import Path

from schemas.codes import normalize_code
from schemas.types import FieldName, FieldStatus
from tasks.clean.cleaner import clean
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price
from tasks.ingest.reader import ingest
from tasks.prompt.gradient import build_prompt
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Third-quarter sales of the new drug reached DKK6.4bn, 30% above consensus, and supply is no constraint."


def test_an_arrow_leads_from_the_old_target_to_the_new(tmp_path: Path) -> None:
    text = f"Novarra Pharma: launch beats\nRating: Hold → Buy\nTarget price: DKK940 → DKK1,150\n{PROSE}\n"
    found = find_target_price(text)
    assert found is not None and found.value == "DKK1,150"
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.TARGET_PRICE, "DKK1,150", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "DKK940", view, extractor="m").status is FieldStatus.INVALID


CHANGES = "Changes Old New\nRating Neutral Overweight\nTarget price HK$38.00 HK$46.50\n"


def test_a_changes_table_rating_row_gives_the_new_rating(tmp_path: Path) -> None:
    text = f"Harbour Gaming (2268 HK): we turn positive\n{CHANGES}{PROSE}\n"
    found = find_rating(text, "company")
    assert found is not None and found.value == "Overweight"
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.RATING, "Overweight", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.RATING, "Neutral", view, extractor="m").status is FieldStatus.INVALID


def test_two_rating_words_without_the_header_are_no_changes_row() -> None:
    found = find_rating(f"Harbour Gaming: results\nRating Neutral Overweight\n{PROSE}\n", "company")
    assert found is None or found.value != "Overweight"


def test_the_prompt_keeps_the_changes_header_with_the_rating_row(tmp_path: Path) -> None:
    path = tmp_path / "note.txt"
    path.write_text(f"Harbour Gaming (2268 HK): we turn positive\n{PROSE}\n{CHANGES}{PROSE}\n" * 1, encoding="utf-8")
    head = build_prompt(clean(ingest(path))).head
    assert "Changes Old New" in head and "Rating Neutral Overweight" in head


def test_a_report_kind_glued_before_the_name_is_no_part_of_it() -> None:
    text = "Novarra Pharma: launch beats\nEquity Research | Company Note Novarra Pharma (NVRA DC)\n"
    own = find_own_company(text, "DKK")
    assert own is not None and own.name == "Novarra Pharma" and own.code == "NVRA DC"
    assert normalize_code("NVRA DC") == "NVRA.DC"
