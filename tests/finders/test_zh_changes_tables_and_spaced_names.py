"""Chinese stock tables: a changes table (`上次评级 | 本次评级 | 上次目标价 | 本次目标价`) gives each stock's
current rating and target, never the values before the change, its rows read under their header or apart
from it; a code with a space before its name (`603533.SH 维宁半导体`) is a row like a glued one."""

from __future__ import annotations

from schemas.patterns import CODED_TABLE_HEADER_ZH
from tasks.finders.stock_calls import ZhHeader, find_stock_calls, zh_table_header

CHANGES = (
    "表1：重点公司评级调整\n"
    "代码名称上次评级本次评级上次目标价本次目标价\n"
    "601079.SH甲乙绿能增持买入21.00元26.50元\n"
    "300298.SZ丙丁储电买入增持132.00元118.00元\n"
)
NEW_FIRST = "代码名称本次评级上次评级目标价\n002473.SZ戊己光伏中性增持15.20元\n"


def calls(text: str) -> list[tuple[str, str, str | None]]:
    return [
        (c.name.value if c.name else "", c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(text)
    ]


def header(line: str) -> ZhHeader:
    found = CODED_TABLE_HEADER_ZH.search(line)
    assert found is not None
    return zh_table_header(found)


def test_a_changes_header_counts_its_rating_columns_and_places_the_current_target() -> None:
    changes = header("代码名称上次评级本次评级上次目标价本次目标价")
    assert (changes.ratings, changes.current, changes.before, changes.after, changes.place) == (2, 1, 0, 2, 2)
    assert (header("代码名称评级目标价").ratings, header("代码名称评级目标价").current) == (1, 0)


def test_a_changes_table_gives_the_current_rating_and_target() -> None:
    assert calls(CHANGES) == [("甲乙绿能", "买入", "26.50元"), ("丙丁储电", "增持", "118.00元")]
    assert calls(NEW_FIRST) == [("戊己光伏", "中性", "15.20元")]


def test_changes_rows_printed_apart_from_their_header_read_it_too() -> None:
    """A prompt lifts the header and first row into its head; the other rows stay in the body."""
    head, _, body = CHANGES.rpartition("300298.SZ")
    text = head + "我们调整重点公司评级与目标价。\n" * 16 + "300298.SZ" + body
    assert ("丙丁储电", "增持", "118.00元") in calls(text)


def test_a_code_then_a_space_then_its_name_is_a_row() -> None:
    split = "代码名称评级目标价代码名称评级目标价\n603533.SH 维宁半导体买入148.00元688029.SH中晶刻蚀增持236.00元\n"
    assert calls(split) == [("维宁半导体", "买入", "148.00元"), ("中晶刻蚀", "增持", "236.00元")]
