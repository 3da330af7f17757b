"""bench/oracle.py and bench/liar.py over the development synthetic sets (`--sets synthetic`): the
alias names the development sets only (never a held-out set), each set renders into a folder and reads as
Labelled items with per-language rows, and two notes go through the oracle and the liar (real SDK,
local fake Messages API, whole pipeline). Needs no ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.labelsets import SYNTHETIC_SETS, all_sets, expand_sets, synthetic_set
from bench.liar import run_liar
from bench.oracle import run_oracle

# the oracle found these two thrown away before tasks/validate read `on the sector` and rows that wrap
FIXED = {"en_sec_we_stay_neutral_ric_target_hkd", "en_sec_numeric_ratings_two_line_names"}


def test_the_alias_names_the_development_sets_and_no_held_out_one() -> None:
    assert expand_sets(("synthetic",)) == SYNTHETIC_SETS
    assert expand_sets(("sample_pdfs", "synthetic_layouts_2", "synthetic")) == (  # each once, first mention first
        "sample_pdfs",
        "synthetic_layouts_2",
        "synthetic_layouts",
        "synthetic_layouts_3",
        "synthetic_layouts_4",
        "synthetic_layouts_5",
        "synthetic_layouts_6",
        "synthetic_layouts_7",
        "synthetic_layouts_8",
        "synthetic_layouts_9",
        "synthetic_layouts_10",
        "synthetic_layouts_11",
        "synthetic_layouts_12",
        "synthetic_layouts_13",
        "synthetic_layouts_14",
        "synthetic_layouts_15",
        "synthetic_layouts_16",
        "synthetic_layouts_17",
        "synthetic_layouts_18",
    )
    assert "synthetic_layouts_19" not in SYNTHETIC_SETS
    with pytest.raises(ValueError, match="unknown sets"):
        all_sets(("synthetic_layouts_19",))
    with pytest.raises(ValueError, match="not a development synthetic set"):
        synthetic_set("synthetic_layouts_19")


def test_a_set_renders_into_its_folder_as_labelled_items(tmp_path: Path) -> None:
    items = synthetic_set("synthetic_layouts_4", tmp_path, FIXED | {"zh_quant_timing_inline_risk_at_end"})
    assert {i.id for i in items} == FIXED | {"zh_quant_timing_inline_risk_at_end"}
    assert all(i.path.parent == tmp_path and i.path.exists() and i.is_synthetic and not i.sealed for i in items)
    assert {i.rows for i in items} == {
        ("synthetic_layouts_4", "synthetic_layouts_4:en"),
        ("synthetic_layouts_4", "synthetic_layouts_4:zh"),
    }


def test_the_oracle_keeps_every_answer_on_notes_it_once_threw_away_and_the_liar_runs(tmp_path: Path) -> None:
    items = synthetic_set("synthetic_layouts_4", tmp_path, FIXED)
    oracle = run_oracle(items)
    assert oracle.share("synthetic_layouts_4") == oracle.share("synthetic_layouts_4:en") == (10, 10)
    assert oracle.synthetic_rejections == [] and oracle.rejections == []
    liar = run_liar(items[:1], max_lies=6)
    attempts = sum(k.attempts for k in liar.kinds.values())
    assert attempts == 6 and liar.accepted == [] and len(liar.synthetic_accepted) == liar.total_accepted
    assert liar.subsets == ["synthetic_layouts_4", "synthetic_layouts_4:en"]
