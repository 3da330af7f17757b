"""A changes table whose group name is centred over a pair of wide cells (`Rating` over `Old | New`, the `Old` word
starting well left of the name), read by the page's geometry (tasks/validate/columns.py `_centred_pairs`): the old
word's cell is the rating before the change, never the call's. Generated PDFs; needs no ../shared."""

from __future__ import annotations

from pathlib import Path

from tasks.ingest.reader import ingest
from tasks.validate.columns import in_previous_column
from tests.validate.test_previous_columns import calls, table_pdf


def wide_pair_table(path: Path, first: str, second: str, group_x: float) -> Path:
    lines = [
        [(group_x, "Rating"), (370, "Price target"), (480, "EPS 2027E")],
        [(44, "Company"), (140, "Ticker"), (192, first), (264, second), (374, first), (426, second)],
        [
            (44, "Archway"),
            (140, "ARCH US"),
            (192, "Equal-weight"),
            (264, "Overweight"),
            (374, "$82.00"),
            (426, "$96.00"),
        ],
        [
            (44, "Polymera"),
            (140, "PLMR US"),
            (192, "Overweight"),
            (264, "Equal-weight"),
            (374, "$48.00"),
            (426, "$41.00"),
        ],
    ]
    return table_pdf(path, lines)


def test_an_old_word_left_of_a_centred_group_name_is_the_old_ratings_column(tmp_path: Path) -> None:
    for group_x in (250.0, 240.0):
        path = wide_pair_table(tmp_path / f"old_new_{group_x}.pdf", "Old", "New", group_x)
        document = ingest(path)
        row = document.text.index("Archway")
        old, new = document.text.index("Equal-weight", row), document.text.index("Overweight", row)
        assert in_previous_column(document, (old, old + len("Equal-weight")), None)
        assert not in_previous_column(document, (new, new + len("Overweight")), None)
        true = calls(path, "ARCH US | Archway | Overweight | $96.00; PLMR US | Polymera | Equal-weight | $41.00")
        assert (true["ARCH US"].rating, true["PLMR US"].rating) == ("Overweight", "Equal-weight")
        lie = calls(path, "ARCH US | Archway | Equal-weight | $96.00; PLMR US | Polymera | Overweight | $41.00")
        assert lie["ARCH US"].rating is None and lie["PLMR US"].rating is None


def test_a_lone_change_word_with_no_pair_takes_no_column(tmp_path: Path) -> None:
    # two new words: no old one to pair with the name's word, so nothing is an old rating's column
    path = wide_pair_table(tmp_path / "new_new.pdf", "New", "New", 250.0)
    document = ingest(path)
    row = document.text.index("Archway")
    first = document.text.index("Equal-weight", row)
    assert not in_previous_column(document, (first, first + len("Equal-weight")), None)
