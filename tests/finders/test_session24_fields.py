"""Session 24 (fields24): abbreviated key-strip labels (`Rtg | PT (HK$) | Px (HK$) | Up/dn | Prev. PT (HK$)`), and a
numbered list item after a rating label (`Key risks to our rating` / `1. Chip supply`) that is no coded rating."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.key_strips import key_strips
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PROSE = "Card receivables grew 19% in the quarter and credit costs fell to 3.1%, the lowest in four years."
ABBREVIATED_STRIP = (
    "Lianwu Finance (2883 HK)\n"
    "Lianwu Finance: Cards carry the recovery\n"
    "Rtg PT (HK$) Px (HK$) Up/dn Prev. PT (HK$)\n"
    "BUY 41.50 33.20 +25% 37.20\n"
    f"{PROSE}\n"
)


def test_abbreviated_strip_labels_read_rating_target_and_the_previous_target() -> None:
    cells = {cell.label: (cell.kind, cell.value) for cell in key_strips(ABBREVIATED_STRIP)}
    assert cells == {
        "Rtg": ("rating", "BUY"),
        "PT (HK$)": ("target", "41.50"),
        "Px (HK$)": ("other", "33.20"),
        "Up/dn": ("other", "+25%"),
        "Prev. PT (HK$)": ("other", "37.20"),
    }


def test_abbreviated_strip_gives_the_rating_and_target(tmp_path: Path) -> None:
    rating = find_rating(ABBREVIATED_STRIP, "company")
    target = find_target_price(ABBREVIATED_STRIP)
    assert rating is not None and rating.value == "BUY"
    assert target is not None and target.value == "41.50"
    view = report_view(tmp_path, ABBREVIATED_STRIP)
    assert validate_field(FieldName.RATING, "BUY", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "41.50", view, extractor="m").status is FieldStatus.VALID


def test_the_previous_target_of_an_abbreviated_strip_is_no_target(tmp_path: Path) -> None:
    view = report_view(tmp_path, ABBREVIATED_STRIP)
    assert validate_field(FieldName.TARGET_PRICE, "37.20", view, extractor="m").status is not FieldStatus.VALID
    assert validate_field(FieldName.TARGET_PRICE, "33.20", view, extractor="m").status is not FieldStatus.VALID


LEGEND = (
    "Ratings definitions. Expected returns are measured over the next 12 months.\n"
    "1 = Outperform: expected total return at least 10% above the local market.\n"
    "2 = Neutral: expected total return within 10% of the local market.\n"
    "3 = Underperform: expected total return at least 10% below the local market.\n"
)
SIDEBAR = (
    "Huaxin Auto (1765 HK)\n"
    "Outperform (maintained)\n"
    "Target: HK$23.80\n"
    "Key risks to our rating\n"
    "1. Chip supply – The group depends on one foundry for its cockpit controllers.\n"
    "2. Price war – Price cuts by the two largest EV makers could spread to the mid-range.\n"
    f"{PROSE}\n{LEGEND}"
)


def test_a_numbered_item_after_a_rating_heading_is_no_coded_rating(tmp_path: Path) -> None:
    rating = find_rating(SIDEBAR, "company")
    assert rating is not None and rating.value == "Outperform"
    view = report_view(tmp_path, SIDEBAR)
    assert validate_field(FieldName.RATING, "Outperform", view, extractor="m").status is FieldStatus.VALID
    assert validate_field(FieldName.RATING, "1", view, extractor="m").status is not FieldStatus.VALID


def test_a_code_on_the_line_under_a_rating_label_is_still_the_rating() -> None:
    text = "Huaxin Auto (1765 HK)\nRating\n1\nTarget: HK$23.80\n" + PROSE + "\n" + LEGEND
    rating = find_rating(text, "company")
    assert rating is not None and rating.value == "1"
