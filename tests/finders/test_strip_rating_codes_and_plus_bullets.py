"""A key strip's rating printed as its scale's code (`Rating` over `UW (from EW)`), which the report's legend
defines, is the stock's rating, and makes the cover a company note's; upside risks bulleted with `+` are a list."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tasks.finders.findings import find_all
from tasks.finders.key_strips import key_strips
from tasks.finders.risks import find_risks

STRIP = (
    "Kirishima Estates (8841 JP)\n"
    "Kirishima Estates: Office vacancy is rising again; downgrade\n"
    "Rating Price target Price Industry view\n"
    "UW (from EW) ¥3,200 ¥3,780 In-Line\n"
    "Vacancy in the group's Tokyo offices rose to 6.8% as two large tenants consolidated floors.\n"
)
LEGEND = (
    "OW (Overweight): expected to beat the coverage universe.\n"
    "EW (Equal-weight): expected to perform in line with the coverage universe.\n"
    "UW (Underweight): expected to lag the coverage universe.\n"
)
PLUS_RISKS = (
    "Risks to our Underweight rating\n"
    "+ Faster recovery of Japanese office rents.\n"
    "+ A takeover approach for the group's land bank.\n"
    "+ A weaker yen lifting inbound hotel demand.\n"
    "Important disclosures\n"
)


def test_a_strip_reads_a_defined_rating_code_under_its_rating_label() -> None:
    cells = {cell.kind: cell.value for cell in key_strips(STRIP)}
    assert (cells["rating"], cells["target"], cells["view"]) == ("UW", "¥3,200", "In-Line")


def test_the_coded_strip_rating_is_the_notes_own_rating() -> None:
    found = find_all(STRIP + LEGEND)
    rating = found.rating("company")
    assert rating is not None and (rating.value, rating.scope) == ("UW", "report")
    assert find_doc_type(STRIP + LEGEND).value == "company"


def test_an_undefined_code_is_no_rating() -> None:
    found = find_all(STRIP)
    rating = found.rating("company")
    assert rating is None or rating.value != "UW"


def test_plus_bullets_are_a_list_of_risk_items() -> None:
    assert [c.value for c in find_risks(PLUS_RISKS, "company")] == [
        "Faster recovery of Japanese office rents",
        "A takeover approach for the group's land bank",
        "A weaker yen lifting inbound hotel demand",
    ]
