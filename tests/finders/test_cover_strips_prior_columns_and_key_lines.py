"""English company covers: a key-data strip whose header sets the old values in their own columns
(`Rating | Prior | Target | Prior target`), Toronto and German-composite letter tickers (`NRWD CN`,
`SDWK GR`), and a key line of bar-separated cells under the masthead (`Hold | Target RM6.20 | Price …`)."""

from __future__ import annotations

from pathlib import Path

from schemas.codes import normalize_code
from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import find_doc_type
from tasks.finders.key_strips import key_strips
from tasks.finders.own_company import find_own_company
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Base decline has risen to 31% a year, and the budget does not fund enough wells to hold output flat."
PRIOR_STRIP = (
    "Northwold Energy (NRWD CN)\n"
    "Northwold Energy: Decline rates catch up\n"
    "Rating Prior Target Prior target\n"
    "Underperform Market Perform C$18.50 C$24.00\n"
    f"{PROSE}\n"
)


def test_a_strip_reads_prior_columns_as_the_old_values() -> None:
    cells = {cell.label: (cell.kind, cell.value) for cell in key_strips(PRIOR_STRIP)}
    assert cells == {
        "Rating": ("rating", "Underperform"),
        "Prior": ("other", "Market Perform"),
        "Target": ("target", "C$18.50"),
        "Prior target": ("other", "C$24.00"),
    }


def test_the_new_rating_and_target_of_a_strip_with_prior_columns(tmp_path: Path) -> None:
    assert find_doc_type(PRIOR_STRIP).value == "company"
    rating = find_rating(PRIOR_STRIP, "company")
    target = find_target_price(PRIOR_STRIP)
    assert rating is not None and rating.value == "Underperform"
    assert target is not None and target.value == "C$18.50"
    view = report_view(tmp_path, PRIOR_STRIP)
    assert validate_field(FieldName.RATING, "Underperform", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "C$18.50", view, extractor="m").status is FieldStatus.VALID


def test_a_strip_without_prior_columns_reads_as_before() -> None:
    text = "Stock Rating Industry View Price Target\nOverweight In-Line NT$1,250.00\n" + PROSE + "\n"
    kinds = {(cell.kind, cell.value) for cell in key_strips(text)}
    assert kinds == {("rating", "Overweight"), ("view", "In-Line"), ("target", "NT$1,250.00")}


def test_toronto_and_german_letter_tickers() -> None:
    assert normalize_code("NRWD CN") == "NRWD.CA"
    assert normalize_code("SDWK GR") == "SDWK.DE"
    assert normalize_code("600519 CN") == "600519.SH"  # digits under CN stay an A share
    own = find_own_company(PRIOR_STRIP, "CAD")
    assert own is not None and own.code == "NRWD CN" and own.name == "Northwold Energy"


KEY_LINE = (
    "Halloran Pike\n"
    "Lebuh Hijau Highways: Toll hike approved; Hold\n"
    "Hold | Target RM6.20 | Price RM5.96 | Yield 5.1%\n"
    "Toll hike approved\n"
    f"{PROSE}\n"
)


def test_a_key_line_of_bar_separated_cells_gives_the_rating_and_target(tmp_path: Path) -> None:
    assert find_doc_type(KEY_LINE).value == "company"
    rating = find_rating(KEY_LINE, "company")
    target = find_target_price(KEY_LINE)
    assert rating is not None and rating.value == "Hold"
    assert target is not None and target.value == "RM6.20"
    view = report_view(tmp_path, KEY_LINE)
    assert validate_field(FieldName.RATING, "Hold", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "RM6.20", view, extractor="m").status is FieldStatus.VALID


def test_a_target_in_a_table_cell_of_prose_is_no_key_line() -> None:
    text = "Margin | target 12% by 2028 | EPS target of US$5\n" + PROSE + "\n"
    assert find_doc_type(text).value == "industry"


PENCE_BOX = (
    "Brookfell Foods (BRKF LN)\n"
    "Overweight\n"
    "Price target 1,850p\n"
    "Previous 1,720p\n"
    "Price 1,512p\n"
    "Volumes grew 2.1% in the half; margins rose 5pp and the yield is 3.2% p.a.\n"
)


def test_a_pence_target_keeps_its_p(tmp_path: Path) -> None:
    target = find_target_price(PENCE_BOX)
    assert target is not None and target.value == "1,850p"
    view = report_view(tmp_path, PENCE_BOX)
    assert validate_field(FieldName.TARGET_PRICE, "1,850p", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "1,720p", view, extractor="m").status is not FieldStatus.VALID
