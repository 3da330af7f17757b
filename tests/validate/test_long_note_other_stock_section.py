"""A stock's target is not taken from the next stock's section (bench/house_long.py, session 30, batch C): a line led
by another stock's name and a colon (`Arkam Cement: high-conviction Outperform`) between the stock's name in a table
and a stated target starts that stock's section, so the target is that stock's."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.validate.grounding import validate_field
from tests.builders import report_view

TEXT = (
    "India Cement: Price hikes stick in the south\n"
    "Rec Ticker Company Price (Rs) Target (Rs) Upside (%)\n"
    "O-PF ARKM IN Arkam Cement 1,612 2,050 27.2 O-PF VNDC IN Vindhya Cements 548 640 16.8 U-PF DKNC IN Deccan Cement"
    " 3,210 2,800 -12.8\n"
    "Source: CLSA\n"
    "Valuations\n"
    "Company Ticker EV/EBITDA FY27CL EV/t (US$) PE FY27CL\n"
    "Arkam Cement ARKM IN 14.1x 165 28.2x Vindhya Cements VNDC IN 10.2x 92 19.5x Deccan Cement DKNC IN 18.9x 240"
    " 41.0x\n"
    "Source: CLSA\n"
    "Arkam Cement: high-conviction Outperform\n"
    "Arkam's new grinding unit in Odisha adds 4mt of capacity in the first half and its cost per tonne is the lowest"
    " among the majors. Our target of Rs2,050 is based on 15x FY28CL EV/EBITDA.\n"
)


def _target_evidence(tmp_path: Path, answer: str, index: int) -> object:
    result = validate_field(
        FieldName.STOCK_CALLS, answer, report_view(tmp_path, TEXT), extractor="x", doc_type="industry"
    )
    assert result.calls is not None
    return result.calls[index].target_evidence


ARKAM = "ARKM IN | Arkam Cement | O-PF | 2,050"


def test_a_target_in_the_next_stocks_section_is_not_this_stocks(tmp_path: Path) -> None:
    assert _target_evidence(tmp_path, f"{ARKAM}; VNDC IN | Vindhya Cements | O-PF | 2,050", 1) is None


def test_the_stocks_own_target_is_still_grounded(tmp_path: Path) -> None:
    assert _target_evidence(tmp_path, f"{ARKAM}; VNDC IN | Vindhya Cements | O-PF | 640", 1) is not None
    assert _target_evidence(tmp_path, f"{ARKAM}; VNDC IN | Vindhya Cements | O-PF | 640", 0) is not None
