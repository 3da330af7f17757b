"""An English cover's corner box: the rating alone on its line over `Target: HK$19.60` (a label with its colon)
is the note's rating and target, whatever line follows the box (a headline opening `Peony …` is no P/E)."""

from __future__ import annotations

from tasks.finders.doc_type import find_doc_type
from tasks.finders.target_price import target_price_occurrences

BOX = "Initiation\nOutperform\nTarget: HK$19.60\nPeony Lane Retail: Small formats, big runway; initiate at Outperform\n"


def test_a_colon_target_label_opening_its_line_points_at_its_price() -> None:
    assert [t.value for t in target_price_occurrences(BOX)] == ["HK$19.60"]
    assert [t.value for t in target_price_occurrences("Target: HK$19.60\nUpside: 27%\n")] == ["HK$19.60"]


def test_a_pe_multiple_after_a_number_is_still_no_price() -> None:
    assert target_price_occurrences("Our target of HK$19.60 PE is high.\n") == []


def test_the_rating_over_the_target_box_makes_a_company_note() -> None:
    body = "Equity Research | Initiation of Coverage\nPeony Lane runs 640 small-format stores.\n"
    assert find_doc_type(body, "Peony Lane Retail (2815 HK)\n" + BOX).value == "company"
