"""The information measure: compressed bits, and the per-byte input score behind the 1.0 alert."""

from __future__ import annotations

import statistics
from pathlib import Path

from tasks.clean.cleaner import clean
from tasks.clean.entropy import LOW_ENTROPY_ALERT, information_bits, input_entropy_score
from tests.builders import DISCLAIMER, ENGLISH_REPORT, make_document, synthetic_pages


def score_of(pages: list[str]) -> float:
    return input_entropy_score(clean(make_document(pages)))


def test_information_bits_is_compressed_size_above_the_fixed_overhead() -> None:
    assert information_bits("") == 0.0
    assert information_bits("a") > 0
    assert information_bits(ENGLISH_REPORT * 20) < 1.5 * information_bits(ENGLISH_REPORT)
    assert information_bits(ENGLISH_REPORT) > information_bits(ENGLISH_REPORT[:200]) > 0


def test_noise_and_blank_input_score_about_zero() -> None:
    assert score_of(["X" * 5000]) == 0.0
    assert score_of(["ab" * 3000, "0123456789abcdef" * 300]) < 0.05
    assert score_of([""]) == 0.0 and score_of(["", "   \n  ", ""]) == 0.0


def test_one_disclaimer_repeated_20_times_fires_the_alert() -> None:
    short = "市场有风险，投资需谨慎。请务必阅读正文之后的免责声明。"
    for pages in (
        ["\n".join([DISCLAIMER] * 20)],  # one page, 20 paragraphs
        [DISCLAIMER] * 20,  # 20 pages
        ["".join([DISCLAIMER] * 20)],  # one whitespace-stripped line
        ["\n".join([short] * 20)],  # a short one: per character it would score 1.2
        ["\n".join(["This report is for information only and is not an offer to sell securities."] * 20)],
    ):
        assert score_of(pages) < LOW_ENTROPY_ALERT


def test_repeated_boilerplate_scores_lower_than_as_much_unique_text() -> None:
    unique = "\n".join(synthetic_pages())
    boilerplate = "\n".join([DISCLAIMER] * (len(unique) // len(DISCLAIMER) + 1))[: len(unique)]
    assert score_of([boilerplate]) < score_of([unique]) / 3


def test_normal_reports_stay_well_above_the_alert() -> None:
    assert score_of(synthetic_pages()) > 1.5 * LOW_ENTROPY_ALERT  # after its legend, noise and repeats go
    assert score_of([ENGLISH_REPORT]) > 2 * LOW_ENTROPY_ALERT


def test_real_reports_score_above_the_alert(real_reports: Path) -> None:
    scores = [score_of([path.read_text("utf-8")]) for path in sorted((real_reports / "text").glob("*.txt"))]
    assert len(scores) >= 18
    assert min(scores) > 2 * LOW_ENTROPY_ALERT and statistics.median(scores) > 2.5
