"""The finders' known bugs, each pinned by a synthetic text (never a report's own text)."""

from __future__ import annotations

from schemas.patterns import STOCK_CODE
from tasks.finders.doc_type import find_doc_type
from tasks.finders.rating import find_rating, rating_occurrences
from tasks.finders.stock_calls import find_stock_calls
from tasks.finders.target_price import target_price_occurrences


def test_a_page_number_glued_to_a_year_is_no_stock_code() -> None:
    # `...说明74` + `2020年12月2日`: the 6 digits 742020 are a page and a year, not a code.
    text = "行业周报。敬请阅读末页的重要说明742020年12月2日医药:超配证券研究报告/首次覆盖报告"
    (found,) = [c for c in rating_occurrences(text) if c.value == "超配"]
    assert found.scope == "report"
    assert find_rating(text, "industry").value == "超配"  # type: ignore[union-attr]


def test_a_code_before_a_rating_still_makes_it_a_stock_rating() -> None:
    text = "行业周报。首选股票300760迈瑞医疗买入评级"
    assert [c.scope for c in rating_occurrences(text) if c.value == "买入"] == ["stock"]


def test_a_sector_rating_under_a_team_tag_is_no_stock_call() -> None:
    # 【国元医药】 heads a page (the broker's team tag); the rating is the sector's.
    text = "【某某医药】血液制品月度行业报告。投资评级：血制品行业景气度较高，我们维持推荐评级，建议关注甲乙生物。"
    assert find_stock_calls(text) == []


def test_a_paragraph_headed_by_a_stock_keeps_its_call() -> None:
    text = "【立讯精密】公司业绩稳健，我们预计EPS为1.2元，维持“推荐”评级。"
    assert [(c.name.value if c.name else None, c.rating.value) for c in find_stock_calls(text)] == [
        ("立讯精密", "推荐")
    ]


def test_a_year_range_after_a_cue_is_never_a_target() -> None:
    for text in (
        "维持目标价，预计公司20~22年EPS分别为1.20、1.50元",
        "目标价预计公司2020-2022年收入增长",
        "目标价20-22年",
    ):
        assert [c.value for c in target_price_occurrences(text)] == [], text


def test_a_price_after_a_cue_is_still_found() -> None:
    assert [c.value for c in target_price_occurrences("给予目标价45.50元，对应2021年30倍PE")] == ["45.50元"]
    # AlphaFin's 元/股 with the slash turned into a space
    assert [c.value for c in target_price_occurrences("上调合理价值至23 4元 股，维持")] == ["23 4元"]
    assert [c.value for c in target_price_occurrences("目标价：100股")] == []


def test_a_cover_rating_two_coded_stocks_is_an_industry_report() -> None:
    text = "首次覆盖报告股票名称代码评级目标价甲乙医疗300760CH买入RMB41.07丙丁光电002690CH买入RMB62.37"
    assert find_doc_type(text).value == "industry"


def test_an_industry_marker_in_the_head_wins_over_a_company_word_in_the_body() -> None:
    body = "73.96甲乙生物股价(元)20.07总股本(亿股)5.49总市值(亿元)110.18投资要点"
    head = "[Table_Title]医疗器械专题[Table_InvestRank]评级:增持基本状况上市公司数0行业总市值(百万元)158051.21"
    assert find_doc_type(body, head).value == "industry"


def test_a_name_with_its_code_in_the_heads_prose_is_no_title() -> None:
    body = "行业深度分析投资要点正文"
    head = "投资建议:我们给予行业领先大市的评级,主要推荐标的为甲乙科技(600584.SH)"
    assert find_doc_type(body, head).value == "industry"


def calls(text: str) -> list[tuple[str | None, str | None, str]]:
    return [
        (c.code.value if c.code else None, c.name.value if c.name else None, c.rating.value)
        for c in find_stock_calls(text)
    ]


def test_a_bracketed_code_with_its_rating() -> None:
    assert calls("点击下载全文:甲乙股份(002241SZ,买入):净利超预期") == [("002241", "甲乙股份", "买入")]


def test_a_code_glued_to_the_next_cell_of_a_stripped_table() -> None:
    text = "代码名称收盘价EPS2021E甲乙医疗300760478.183.854.80增持丙丁生物300122101.661.02买入"
    assert calls(text) == [("300760", "甲乙医疗", "增持"), ("300122", "丙丁生物", "买入")]


def test_a_rating_stated_at_the_end_of_a_stocks_paragraph() -> None:
    assert calls("丙丁科技(002600.SZ)前三季度增长，目标价15.6元，维持买入。") == [("002600.SZ", "丙丁科技", "买入")]


def test_a_list_that_a_rating_word_leads() -> None:
    text = "结合估值，推荐并建议投资者高度关注：甲乙精密（002475.SZ）、丙丁通信（603236.SH）、TCL科技（000100.SZ）。"
    assert calls(text) == [
        ("002475.SZ", "甲乙精密", "推荐"),
        ("603236.SH", "丙丁通信", "推荐"),
        ("000100.SZ", "TCL科技", "推荐"),
    ]
    assert calls("建议关注：甲乙精密（002475.SZ）、丙丁通信（603236.SH）。") == []
    assert calls("推荐：预期未来6个月内甲乙精密（002475.SZ）") == []


CALL_TABLE = (
    "联系人甲乙+86-21-28972072研究员丙丁行业走势图资料来源：Wind重点推荐股票名称股票代码目标价(当地币种)投资评级"
    "星河精密002138CH43.90买入TCL科技000100CH10.73买入资料来源：研究所预测\n"
    "我们预计公司21-23年EPS为0.98/1.25/1.55元，目标价43.90元，维持买入评级。点击下载全文：星河精密(002138CH,买入)\n"
    "多点开花稳增长云帆光电(002241.SZ)前三季度营收195.0亿元，预计EPS为0.35元，目标价15.6元，维持买入。"
    "点击下载全文：云帆光电(002241SZ,买入)\n"
)


def test_a_call_table_glued_to_its_header_gives_every_name_code_and_target() -> None:
    calls = {
        (c.code.value, c.name.value, c.rating.value, c.target.value)
        for c in find_stock_calls(CALL_TABLE)
        if c.code and c.name and c.target
    }
    assert calls == {
        (
            "002138CH",
            "星河精密",
            "买入",
            "43.90元",
        ),  # the header's 投资评级 is no part of the name; the unit the text states
        ("000100CH", "TCL科技", "买入", "10.73"),  # a Latin prefix is part of the name
        ("002241.SZ", "云帆光电", "买入", "15.6元"),  # the name another row of the code gives; the paragraph's target
    }


def test_the_digits_of_a_phone_number_are_no_stock_code() -> None:
    assert [m.group(0) for m in STOCK_CODE.finditer("hujian@htsc.com+86-21-28972072研究员刘叶")] == []
    assert [m.group(0) for m in STOCK_CODE.finditer("序号1300009.SZ安科生物")] == ["300009.SZ"]
