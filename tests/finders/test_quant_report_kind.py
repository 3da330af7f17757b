"""A Chinese quant report (its category 金融工程, 量化专题) is no company report, whatever data box its
cover prints (总股本, 52周最高/最低): the kind marker that comes first decides."""

from __future__ import annotations

import pytest

from tasks.finders.doc_type import find_doc_type

DATA_BOX = "基础数据\n总股本(亿股)8.42流通市值(亿元)216.5 52周最高/最低(元)45.20/27.36\n"


@pytest.mark.parametrize(
    "cover",
    [
        "云岫证券\n金融工程\n多因子选股\n",
        "东澜证券\n证券研究报告 | 量化专题报告\n2026年08月20日\n",
    ],
)
def test_a_quant_reports_category_makes_it_no_company_report(cover: str) -> None:
    text = cover + DATA_BOX + "本月要点\n10月沪深300增强组合超额收益1.42%,成长因子表现最佳。\n"
    found = find_doc_type(text)
    assert found.value == "industry" and found.context in ("金融工程", "量化专题")


def test_a_company_cover_with_the_same_data_box_stays_a_company_report() -> None:
    text = "云岫证券\n公司研究\n" + DATA_BOX + "公司三季度营收同比增长18%,维持“买入”评级。\n"
    assert find_doc_type(text).value == "company"
