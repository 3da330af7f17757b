"""The report's own fields where a cover or a sentence prints more than one candidate: abbreviated key-strip labels
(`Rtg | PT (HK$) | Px (HK$) | Up/dn | Prev. PT (HK$)`); a numbered list item after a rating label (`Key risks to our
rating` / `1. Chip supply`) that is no coded rating; an initiation beside a not-rated peer (a company note); a sector
view stated in the first person, moved (`to Neutral from Underweight`) or as our call on the headline's subject; a
table of coded names that is no company title; a Chinese strip's previous-rating column, never the rating unless the
rating was kept."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus
from tasks.finders.doc_type import _rated_codes, find_doc_type
from tasks.finders.key_strips import key_strips
from tasks.finders.rating import find_rating
from tasks.finders.stock_calls import find_stock_calls
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


NOT_RATED_PEER = (
    "Nordwick Offshore (NRDW NO)\n"
    "Nordwick Offshore: Rough seas for installers\n"
    "Initiating at Sell\n"
    "Target price NOK 96 (12 months) Price NOK 118.40 Downside -19%\n"
    "Three of the installer's vessels come off contract in 2027. We initiate at Sell.\n"
    "Companies mentioned\n"
    "Nordwick Offshore (NRDW NO, NOK 96, Sell)\n"
    "Fjellmarine (FJLM NO, not rated)\n"
    "Sector weightings: Overweight, Market Weight, Underweight.\n"
    "Equity Research | Initiation\n"
)


def test_an_initiation_beside_a_not_rated_peer_is_a_company_note(tmp_path: Path) -> None:
    assert find_doc_type(NOT_RATED_PEER).value == "company"
    rating = find_rating(NOT_RATED_PEER, "company")
    target = find_target_price(NOT_RATED_PEER)
    assert rating is not None and rating.value == "Sell"
    assert target is not None and target.value == "NOK 96"


def test_two_rated_stocks_still_count_as_rated_and_a_listed_scale_word_does_not() -> None:
    text = (
        "Norwegian Offshore: Rough seas\nDay rates for jack-ups fell 14% this year.\n"
        "Nordwick Offshore (NRDW NO): Sell, TP NOK 96\nFjellmarine (FJLM NO): Buy, TP NOK 40\n"
    )
    assert _rated_codes(text, find_stock_calls(text)) == {"NRDW NO", "FJLM NO"}
    legend = "Fjellmarine (FJLM NO) Sector weightings: Overweight, Market Weight, Underweight.\n"
    listed = [call for call in find_stock_calls(NOT_RATED_PEER + legend) if call.code]
    assert _rated_codes(NOT_RATED_PEER + legend, listed) <= {"NRDW NO"}


SECTOR_PROSE = "Machine tool orders rose 11% year on year in October, the third rise in a row."
FIRST_PERSON_VIEW = (
    "Japan Machinery: Orders turn, margins follow\n"
    f"{SECTOR_PROSE} We are Overweight on Japanese machinery.\n"
    "Company Code Rtg Tgt px (¥)\nHayabusa Machinery 6305 JP Buy 8,900\nEbara Kogyo 6361 JP Neutral 3,450\n"
)


def test_a_first_person_view_on_the_headline_subject_is_the_sector_view(tmp_path: Path) -> None:
    rating = find_rating(FIRST_PERSON_VIEW, "industry")
    assert rating is not None and rating.value == "Overweight"
    view = report_view(tmp_path, FIRST_PERSON_VIEW)
    assert (
        validate_field(FieldName.RATING, "Overweight", view, extractor="m", doc_type="industry").status
        is FieldStatus.VALID
    )


def test_a_first_person_view_on_another_subject_is_no_sector_view() -> None:
    text = FIRST_PERSON_VIEW.replace("on Japanese machinery", "on Korean shipbuilders")
    rating = find_rating(text, "industry")
    assert rating is None or rating.value != "Overweight"


SECTOR_MOVE = (
    "Equity Research | Sector Update\n"
    "Australian REITs: Yields settle\n"
    "Harbourside REIT (HSR AU) - Buy, TP A$4.60 Coastline Logistics (CLG AU) - Buy, TP A$7.90\n"
    "Ten-year yields have held near 4.3% for three months. We move the sector to Neutral from Underweight.\n"
)


def test_a_moved_sector_view_is_the_new_word_not_the_old(tmp_path: Path) -> None:
    rating = find_rating(SECTOR_MOVE, "industry")
    assert rating is not None and rating.value == "Neutral"
    view = report_view(tmp_path, SECTOR_MOVE)
    assert (
        validate_field(FieldName.RATING, "Neutral", view, extractor="m", doc_type="industry").status
        is FieldStatus.VALID
    )
    assert (
        validate_field(FieldName.RATING, "Underweight", view, extractor="m", doc_type="industry").status
        is not FieldStatus.VALID
    )


WEEKLY_TABLE = (
    "证券研究报告 | 行业周报\n"
    "新能源周报:排产环比回升,材料价格企稳\n"
    "公司(代码)评级2026E 2027E\n"
    "宁远新能(300750.SZ)推荐11.82 14.05\n"
    "恩达膜材(002812.SZ)审慎推荐1.36 1.92\n"
    "当远材料(300073.SZ)推荐2.08 2.61\n"
)


def test_a_table_of_coded_names_under_a_weekly_s_headline_is_no_company_title() -> None:
    assert find_doc_type(WEEKLY_TABLE).value == "industry"


def test_a_company_title_with_its_code_over_prose_is_a_company_report() -> None:
    text = "宁远新能(300750.SZ)\n四季度排产环比回升,公司隔膜价格企稳,维持“推荐”评级。\n"
    assert find_doc_type(text).value == "company"


PREVIOUS_RATING_STRIP = (
    "味远食品:渠道调整期\n"
    "投资评级上次评级目标价当前股价\n"
    "审慎推荐推荐— 31.42元\n"
    "公司第三季度收入同比下降6%,经销商库存仍处高位。我们将评级由“推荐”下调至“审慎推荐”。\n"
    "公司研究|味远食品(603517.SH)\n"
)


def test_the_previous_rating_column_of_a_chinese_strip_is_not_the_rating(tmp_path: Path) -> None:
    rating = find_rating(PREVIOUS_RATING_STRIP, "company")
    assert rating is not None and rating.value == "审慎推荐"
    view = report_view(tmp_path, PREVIOUS_RATING_STRIP)
    assert validate_field(FieldName.RATING, "推荐", view, extractor="m").status is not FieldStatus.VALID
    assert validate_field(FieldName.RATING, "审慎推荐", view, extractor="m").status is FieldStatus.VALID


def test_a_chinese_strip_without_a_previous_column_keeps_its_rating(tmp_path: Path) -> None:
    text = PREVIOUS_RATING_STRIP.replace("投资评级上次评级目标价当前股价", "投资评级目标价当前股价").replace(
        "审慎推荐推荐—", "推荐—"
    )
    view = report_view(tmp_path, text)
    assert validate_field(FieldName.RATING, "推荐", view, extractor="m").status is FieldStatus.VALID


OWN_CALL_ON_THE_REGION = (
    "Equity Research | Sector Note\n"
    "ASEAN Banks: Margins peak, fees take over\n"
    "Net interest margins peaked in the third quarter, but fee income grew 21%. "
    "We keep our Overweight call on the region's banks.\n"
    "Company Code Rating Target\nStraits Union Bank DBSN SP Add S$42.80\nMaybrite Bank MYBK MK Add RM11.60\n"
)


def test_our_call_on_the_headline_subject_is_the_sector_view() -> None:
    rating = find_rating(OWN_CALL_ON_THE_REGION, "industry")
    assert rating is not None and rating.value == "Overweight"


def test_our_call_on_a_stock_the_headline_does_not_name_is_no_sector_view() -> None:
    text = OWN_CALL_ON_THE_REGION.replace("on the region's banks", "on Kaveri Bank")
    rating = find_rating(text, "industry")
    assert rating is None or rating.value != "Overweight"


def test_a_kept_rating_printed_in_both_columns_is_still_the_rating() -> None:
    text = (
        "行业评级上次评级报告日期\n看好看好2026-11-26\n"
        "10月国内乘用车零售销量同比增长9%。\n证券研究报告 | 行业点评\n汽车零部件行业点评:智驾平权加速\n"
    )
    rating = find_rating(text, "industry")
    assert rating is not None and rating.value == "看好"
