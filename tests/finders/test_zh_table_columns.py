"""Chinese stock tables read by their header's column order: the target is the cell in the target
column's place counted from the rating, never the row's first price; a consensus table's rating
column is no call of the broker's; the validator rejects another cell of such a row as the target."""

from __future__ import annotations

from pathlib import Path

from schemas.patterns import CODED_TABLE_HEADER_ZH
from schemas.types import FieldName, StockCall
from tasks.finders.stock_calls import ZhHeader, find_stock_calls, header_placed_targets, zh_table_header
from tasks.validate.grounding import validate_field
from tests.builders import report_view

PRICE_FIRST = (
    "表5:重点公司盈利预测与评级\n"
    "代码简称股价(元)EPS 26E EPS 27E PE 26E PE 27E评级目标价(元)\n"
    "300872.SZ甲乙储能41.52 2.05 2.61 20.3 15.9买入52.30\n"
    "688519.SH丙丁电气70.18 3.44 4.30 20.4 16.3增持86.00\n"
    "资料来源:Wind,研究所预测\n"
)
PRICE_AFTER_RATING = (
    "表1:重点推荐公司\n股票代码公司名称评级收盘价(港元)目标价潜在涨幅\n2589.HK甲乙科技优于大市50.15 62.50港元24.6%\n"
)
CONSENSUS = "股票代码公司名称市场一致评级PE 26E PE 27E\n3316.HK丙丁在线买入18.2 15.1\n"
TARGET_BEFORE_RATING = "代码名称收盘价目标价(元)评级\n600519.SH戊己酒业1500.20 1880.00买入\n"


def targets(text: str) -> list[tuple[str, str | None]]:
    return [(c.name.value if c.name else "", c.target.value if c.target else None) for c in find_stock_calls(text)]


def header(line: str) -> ZhHeader:
    found = CODED_TABLE_HEADER_ZH.search(line)
    assert found is not None
    return zh_table_header(found)


def test_a_header_places_its_target_column_from_its_rating_column() -> None:
    assert (header("代码简称股价(元)EPS 26E PE 26E评级目标价(元)").place, header("代码名称评级目标价").place) == (1, 1)
    assert header("股票代码公司名称评级收盘价(港元)目标价潜在涨幅").place == 2
    assert header("代码名称收盘价目标价(元)评级").place == -1
    counted = header("股票代码公司名称评级收盘价(港元)目标价潜在涨幅")
    assert (counted.before, counted.after, counted.street) == (0, 3, False)
    assert header("股票代码公司名称市场一致评级PE 26E PE 27E").street


def test_the_target_is_the_cell_in_the_target_column_not_the_rows_first_price() -> None:
    assert targets(PRICE_FIRST) == [("甲乙储能", "52.30"), ("丙丁电气", "86.00")]
    assert targets(PRICE_AFTER_RATING) == [("甲乙科技", "62.50港元")]
    assert targets(TARGET_BEFORE_RATING) == [("戊己酒业", "1880.00")]


def test_a_consensus_tables_rating_column_is_no_call() -> None:
    assert targets(PRICE_AFTER_RATING + CONSENSUS) == [("甲乙科技", "62.50港元")]


def test_rows_printed_apart_from_their_header_take_the_header_their_cells_fit() -> None:
    """A prompt lifts the headers and first rows into its head; the other rows stay in the body."""
    body = (
        "\n"
        + "行业景气度回升,利润率继续扩张。" * 20
        + "\n1977.HK庚辛出行优于大市15.06 18.40港元22.2%\n0927.HK壬癸阅读持有24.6 20.3\n"
    )
    assert targets(PRICE_AFTER_RATING + CONSENSUS + body) == [("甲乙科技", "62.50港元"), ("庚辛出行", "18.40港元")]


def test_glued_values_give_no_place_and_the_row_is_still_a_call() -> None:
    """Whitespace-stripped cells before the rating cannot be told apart: no place is read from them;
    the target after the rating is its own cell."""
    stripped = "代码名称收盘价目标价(元)评级\n600519.SH戊己酒业1500.201880.00买入\n"
    assert header_placed_targets(stripped) == ()
    assert [name for name, _ in targets(stripped)] == ["戊己酒业"]
    after = "代码简称股价(元)EPS 26E评级目标价(元)\n300872.SZ甲乙储能41.522.05买入52.30\n"
    assert [placed.target.value for placed in header_placed_targets(after)] == ["52.30"]


def test_the_validator_rejects_another_cell_of_the_row_as_the_target(tmp_path: Path) -> None:
    view = report_view(tmp_path, "储能行业中期策略 行业研究\n" + PRICE_FIRST)

    def call(target: str) -> StockCall:
        value = f"300872.SZ | 甲乙储能 | 买入 | {target}"
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")  # type: ignore[arg-type]
        return result.calls[0]

    right, wrong = call("52.30"), call("41.52")
    assert right.target_price == "52.30" and right.target_evidence is not None
    assert wrong.target_price is None and any("target column" in reason for reason in wrong.reasons)


FAIR_VALUE = (
    "表2:重点公司估值与评级\n代码名称评级合理价值(元)收盘价(元)PE 2027E\n"
    "601888.SH甲乙免税推荐86.00 71.25 24.6\n600258.SH丙丁酒店谨慎推荐17.50 15.92 28.1\n"
)
US_LISTED = "表1:重点公司评级与目标价\n代码公司评级目标价收盘价\nBRTS.O甲乙电商推荐28.40美元23.15美元\nKLTC.N丙丁科技谨慎推荐15.60美元14.42美元\n"


def test_a_fair_value_column_is_the_target_column_and_the_validator_holds_to_it(tmp_path: Path) -> None:
    assert header("代码名称评级合理价值(元)收盘价(元)PE 2027E").place == 1
    assert targets(FAIR_VALUE) == [("甲乙免税", "86.00"), ("丙丁酒店", "17.50")]
    view = report_view(tmp_path, "旅游行业点评 行业研究\n" + FAIR_VALUE)

    def target_kept(target: str) -> str | None:
        value = f"601888.SH | 甲乙免税 | 推荐 | {target}"
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")  # type: ignore[arg-type]
        return result.calls[0].target_price

    assert (target_kept("86.00"), target_kept("71.25"), target_kept("24.6")) == ("86.00", None, None)


def test_a_us_listing_beside_a_chinese_name_is_a_coded_row() -> None:
    calls = find_stock_calls(US_LISTED)
    assert [
        (c.code.value if c.code else None, c.rating.value, c.target.value if c.target else None) for c in calls
    ] == [
        ("BRTS.O", "推荐", "28.40美元"),
        ("KLTC.N", "谨慎推荐", "15.60美元"),
    ]
    assert find_stock_calls("Alphabet (GOOGL.O) rose 3%; we rate the sector 推荐.") == []


def test_a_year_tag_before_a_column_name_is_part_of_that_column(tmp_path: Path) -> None:
    line = "公司名称股票代码目标价(元)2026E EPS 2027E PE投资评级"
    assert header(line).place == -3
    rows = f"表1:重点公司盈利预测、估值与评级\n{line}\n甲乙制药603739.SH 45.60 1.08 35.8推荐\n"
    assert [placed.target.value for placed in header_placed_targets(rows)] == ["45.60"]
    view = report_view(tmp_path, "医药生物行业周报 行业研究\n" + rows)

    def target_kept(target: str) -> str | None:
        value = f"603739.SH | 甲乙制药 | 推荐 | {target}"
        result = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")  # type: ignore[arg-type]
        return result.calls[0].target_price

    assert (target_kept("45.60"), target_kept("1.08"), target_kept("35.8")) == ("45.60", None, None)
