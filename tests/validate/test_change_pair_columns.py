"""A changes table's pair of columns under one name, read by the page's geometry (tasks/validate/columns.py): a
rating or target name printed over a pair of change words (`Rating` over `New Old`, `Price target` over `Now Was`,
either order, the name set left over its pair or centred on it) or followed by one (`PT from PT to`); the old
word's column holds the value before the change, never the call's. A sidebar printed level with the table's rows
is no part of them. Generated PDFs; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.validate.grounding import validate_field
from tests.builders import report_view
from tests.validate.test_previous_columns import calls, table_pdf

ROWS = [
    ["Greynox", "GRNX US", "Overweight", "Equal-weight", "$212", "$180"],
    ["Paladium", "PLDM US", "Equal-weight", "Overweight", "$64", "$78"],
]
XS = [200, 260, 320, 385, 450, 500]  # each column's x


def pair_table(path: Path, new: str, old: str, *, new_first: bool, centred: bool, sidebar: bool) -> Path:
    """`Rating` and `Price target` over a pair of change words each; rows print the new value in the new word's
    column. A sidebar of key data at the left margin, level with the rows, when asked."""
    names = [(XS[2] - 12, "Rating"), (XS[4] - 12, "Price target")] if centred else [(XS[2], "Rating"), (XS[4], "Price")]
    if not centred:
        names.append((XS[4] + 22, "target"))
    first, second = (new, old) if new_first else (old, new)
    pair = [(XS[0], "Company"), (XS[1], "Ticker"), (XS[2], first), (XS[3], second), (XS[4], first), (XS[5], second)]
    lines = [names, pair]
    side = [[(40, "Analysts")], [(40, "Market cap 8.7")], [(40, "Free float 64")]]
    for number, row in enumerate(ROWS):
        cells = row if new_first else [row[0], row[1], row[3], row[2], row[5], row[4]]
        line = list(zip(XS, cells, strict=True))
        lines.append((side[number] if sidebar else []) + line)
    return table_pdf(path, lines)


@pytest.mark.parametrize(
    ("new", "old", "new_first", "centred", "sidebar"),
    [
        ("New", "Old", True, False, True),
        ("Now", "Was", True, False, False),
        ("New", "Old", False, True, False),  # the old word first, the names centred over their pairs
        ("Current", "Prior", False, False, True),
    ],
)
def test_the_old_word_column_under_a_name_is_no_call(
    tmp_path: Path, new: str, old: str, new_first: bool, centred: bool, sidebar: bool
) -> None:
    path = pair_table(tmp_path / "pairs.pdf", new, old, new_first=new_first, centred=centred, sidebar=sidebar)
    kept = calls(path, "GRNX US | Greynox | Overweight | $212; PLDM US | Paladium | Equal-weight | $64")
    assert (kept["GRNX US"].target_price, kept["PLDM US"].rating) == ("$212", "Equal-weight")
    lied = calls(path, "GRNX US | Greynox | Overweight | $180; PLDM US | Paladium | Overweight | $64")
    assert lied["GRNX US"].target_price is None  # the old target's cell
    assert lied["PLDM US"].rating is None  # the old rating's cell
    assert lied["PLDM US"].target_price == "$64"


def test_a_change_word_after_a_target_name_makes_its_own_column(tmp_path: Path) -> None:
    header = [(50, "Company"), (130, "Ticker"), (190, "From"), (250, "To"), (320, "PT"), (333, "from"), (390, "PT")]
    header.append((403, "to"))
    rows = [
        [(50, "Orvenor"), (130, "ORVN NO"), (190, "Neutral"), (250, "Outperform"), (320, "NOK 39"), (390, "NOK 48")],
        [(50, "Blakkholm"), (130, "BLKH NO"), (190, "Outperform"), (250, "Underperform"), (320, "NOK 24")],
    ]
    rows[1].append((390, "NOK 21"))
    path = table_pdf(tmp_path / "from_to.pdf", [header, *rows])
    value = "ORVN NO | Orvenor | Outperform | {}; BLKH NO | Blakkholm | Underperform | {}"
    kept = calls(path, value.format("NOK 48", "NOK 21"))
    assert (kept["ORVN NO"].target_price, kept["BLKH NO"].target_price) == ("NOK 48", "NOK 21")
    lied = calls(path, value.format("NOK 39", "NOK 24"))
    assert (lied["ORVN NO"].target_price, lied["BLKH NO"].target_price) == (None, None)


def test_another_number_of_a_stocks_entry_after_its_cued_target_is_no_target(tmp_path: Path) -> None:
    view = report_view(
        tmp_path,
        "Equity Research | Industry Update\nUS Freight: the trough is behind us\nStock ideas\n"
        "• Freightway Brokers (FRWY US), PT $118: margin per load should double by 2028 [Overweight]\n"
        "• Convoy Parcel (CNVY US), target price $23; parcel prices fell 12 in the quarter [Underweight]\n",
    )
    value = "FRWY US | Freightway Brokers | Overweight | {}; CNVY US | Convoy Parcel | Underweight | {}"
    kept = validate_field(FieldName.STOCK_CALLS, value.format("$118", "$23"), view, extractor="m", doc_type="industry")
    assert [call.target_price for call in kept.calls] == ["$118", "$23"]
    lied = validate_field(FieldName.STOCK_CALLS, value.format("2028", "12"), view, extractor="m", doc_type="industry")
    assert [call.target_price for call in lied.calls] == [None, None]


@pytest.mark.parametrize(
    "statement",
    [
        "我们首次覆盖甲辰医疗和乙巳光电并给予买入评级，DCF目标价分别为417.07元和62.37元。",
        "我们首次覆盖甲辰医疗与乙巳光电，均给予买入评级，目标价依次为417.07元、62.37元。",
    ],
)
def test_targets_stated_together_after_one_cue_are_each_a_stocks_target(tmp_path: Path, statement: str) -> None:
    view = report_view(tmp_path, f"行业研究 | 首次覆盖\n{statement}\n")
    value = "300760CH | 甲辰医疗 | 买入 | 417.07元; 002690CH | 乙巳光电 | 买入 | 62.37元"
    kept = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry")
    assert {call.name: call.target_price for call in kept.calls}["乙巳光电"] == "62.37元"  # the second of the list
    lied = validate_field(
        FieldName.STOCK_CALLS, value.replace("62.37", "DCF"), view, extractor="m", doc_type="industry"
    )
    assert {call.name: call.target_price for call in lied.calls}["乙巳光电"] is None
