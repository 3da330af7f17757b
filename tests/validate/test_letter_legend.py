"""Validation of a letter rating code (`O-PF`): valid as printed where the report's legend defines it,
with the legend's class; a code the legend does not define is refused, as a digit is (issue 22)."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName, FieldStatus, KeptView
from tasks.validate.grounding import validate_field
from tests.builders import report_view

LEGEND = (
    "Important disclosures\nBUY: total return expected to exceed 20%.\n"
    "O-PF (Outperform): total return expected between 10% and 20%.\n"
    "U-PF (Underperform): total return expected between 0% and 10%.\nSELL: total return below 0%.\n"
)
NOTE = "Equity Research | Company Note\nFormosa Lumitek (6712 TT)\nO-PF\nTarget NT$1,280\nStock NT$1,114\n"


def rating(view: KeptView, value: str):
    return validate_field(FieldName.RATING, value, view, extractor="m", doc_type="company", row=None)


def test_a_letter_code_the_legend_defines_is_valid_with_the_legends_class(tmp_path: Path) -> None:
    found = rating(report_view(tmp_path, NOTE + LEGEND), "O-PF")
    assert (found.status, found.value, found.rating_normalized) == (FieldStatus.VALID, "O-PF", "outperform")


def test_a_letter_code_the_legend_does_not_define_or_never_stated_is_refused(tmp_path: Path) -> None:
    view = report_view(tmp_path, NOTE + LEGEND)
    assert rating(view, "N-PF").status is FieldStatus.INVALID
    unstated = rating(view, "U-PF")
    assert unstated.status is FieldStatus.INVALID and unstated.rating_normalized is None
    (tmp_path / "bare").mkdir()
    without_legend = rating(report_view(tmp_path / "bare", NOTE), "O-PF")
    assert without_legend.status is FieldStatus.INVALID and without_legend.rating_normalized is None


SECTOR = (
    "Sector Outlook | Singapore Logistics\nFigure 2: Other coverage\nStock\nCode\nRating\nPrice\nTarget\n"
    "Temasek Road Logistics\nTMSK SP\nO-PF\nS$1.45\nS$1.62\nBukit Timah Retail Trust\nBKTM SP\nU-PF\nS$0.99\nS$1.05\n"
)
CALLS = "TMSK SP | Temasek Road Logistics | O-PF | S$1.62; BKTM SP | Bukit Timah Retail Trust | U-PF | S$1.05"


def test_a_tables_letter_codes_rate_their_rows_by_the_legend(tmp_path: Path) -> None:
    calls = validate_field(
        FieldName.STOCK_CALLS,
        CALLS,
        report_view(tmp_path, SECTOR + LEGEND),
        extractor="m",
        doc_type="industry",
        row=None,
    )
    assert calls.status is FieldStatus.VALID
    assert [(c.rating, c.rating_normalized) for c in calls.calls] == [("O-PF", "outperform"), ("U-PF", "underperform")]


PICKS = (
    "Sector Note | UK Mining\nIndustry view: In-Line\nTop picks\nBrackenmoor Mining (BRKM LN)\nO-PF, PT 2,650p\n"
    "Glentarn Metals (GLNT LN)\nU-PF, PT 540p\nMetals prices rose in the quarter.\n"
)


def test_a_letter_code_before_its_target_rates_the_stock_named_above_it(tmp_path: Path) -> None:
    """A box of picks, each a stock's name and code over `O-PF, PT 2,650p`: the code right before its target
    rates that stock; the next stock's code is not its."""
    view = report_view(tmp_path, PICKS + LEGEND)

    def calls(value: str) -> list[str | None]:
        found = validate_field(FieldName.STOCK_CALLS, value, view, extractor="m", doc_type="industry", row=None)
        return [call.rating for call in found.calls]

    own = "BRKM LN | Brackenmoor Mining | O-PF | 2,650p; GLNT LN | Glentarn Metals | U-PF | 540p"
    assert calls(own) == ["O-PF", "U-PF"]
    swapped = "BRKM LN | Brackenmoor Mining | U-PF | 2,650p; GLNT LN | Glentarn Metals | O-PF | 540p"
    assert calls(swapped) == [None, None]


def test_the_legends_word_for_the_printed_code_is_refused_even_where_prose_repeats_it(tmp_path: Path) -> None:
    """A rating is answered as printed: where the note's rating box prints a code (`EW`, `UW`) and its prose
    repeats the legend's word for it (`Risks to our Underweight rating`), the word is the legend's expansion."""
    cases = [
        (
            "Equity Research | Company Note\nNordhavn Ports (NHP DC)\nStock rating\nEW\nPrice target: DKK 412\n"
            "Risks to our Equal-weight rating\nA slower trade cycle.\nImportant disclosures\n"
            "OW (Overweight): expected to beat the market.\nEW (Equal-weight): expected to perform in line.\n",
            "EW",
            "Equal-weight",
        ),
        (
            "Equity Research | Company Update\nKirishima Estates (8841 JP)\nRating Price target\nUW ¥3,200\n"
            "Risks to our Underweight rating\nFaster recovery of office rents.\nImportant disclosures\n"
            "OW (Overweight): expected to beat the coverage universe.\nUW (Underweight): expected to lag it.\n",
            "UW",
            "Underweight",
        ),
    ]
    for number, (text, code, word) in enumerate(cases):
        (tmp_path / str(number)).mkdir()
        view = report_view(tmp_path / str(number), text)
        assert rating(view, code).status is FieldStatus.VALID
        expanded = rating(view, word)
        assert expanded.status is FieldStatus.INVALID and "legend" in (expanded.reason or "")
