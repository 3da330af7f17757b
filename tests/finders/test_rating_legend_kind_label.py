"""A sector-rating label that gives no sector's rating is no kind marker: the rating legend every broker's
disclosures print defines the company and the sector scales alike (`行业评级：推荐：行业指数相对…`), and a prompt's
part may hold the label alone once the cleaner set its definitions aside. A cover's `行业评级` over its value stays
the sector report's marker."""

from __future__ import annotations

import pytest

from tasks.finders.doc_type import find_doc_type

COMPANY_COVER = "证券研究报告 | 公司研究\n先导智联(300916.SZ)\n投资评级\n强烈推荐(维持)\n当前股价:42.36元\n"
BODY = "公司前三季度新签订单同比增长58%,其中海外订单占比提升至44%。\n"


@pytest.mark.parametrize(
    "part",
    [
        "③行业价格竞争加剧导致毛利率下滑。\n低于-10%。\n行业评级:",  # the label left alone at the part's end
        "投资评级说明\n行业评级:推荐:行业指数相对基准指数涨幅超过10%;中性:介于-10%与10%之间。\n",
        "评级说明\n行业评级：增持：行业指数相对沪深300涨幅5%以上；中性：相对涨幅在-5%至5%之间。\n",
    ],
)
def test_a_legends_sector_rating_label_makes_no_sector_report(part: str) -> None:
    assert find_doc_type(COMPANY_COVER + BODY, part).value == "company"


@pytest.mark.parametrize(
    "cover",
    [
        "证券研究报告 | 半导体设备\n行业评级\n推荐(维持)\n",
        "电子行业\n行业评级：增持（维持）\n",
        "医药生物\n行业评级\n上次评级:推荐\n",
    ],
)
def test_a_covers_sector_rating_over_its_value_stays_a_sector_marker(cover: str) -> None:
    found = find_doc_type(cover + BODY)
    assert found.value == "industry" and found.context == "行业评级"
