"""European listings beyond the large markets: Bloomberg's suffixes after a letter ticker for Stockholm, Oslo,
Lisbon, Brussels and Vienna (`VATN SS`, `EQNR NO`, `RDVG PL`, `ABI BB`, `OMV AV`) and Reuters' (`ABI.BR`) are
listed tickers, so an English company note on such a stock names its own company and gives its call."""

from __future__ import annotations

from schemas.codes import normalize_code
from schemas.patterns import LISTED_TICKER
from tasks.finders.own_company import find_own_company


def test_nordic_and_other_european_suffixes_are_listed_tickers_of_their_market() -> None:
    printed = ("VATN SS", "EQNR NO", "RDVG PL", "ABI BB", "OMV AV", "ABI.BR", "EQNR.OL")
    assert [LISTED_TICKER.fullmatch(code) is not None for code in printed] == [True] * len(printed)
    assert [normalize_code(code) for code in printed] == [
        "VATN.ST",
        "EQNR.OL",
        "RDVG.LS",
        "ABI.BR",
        "OMV.VI",
        "ABI.BR",
        "EQNR.OL",
    ]
    assert normalize_code("600519.SS") == "600519.SH"  # digits under `.SS` stay Shanghai's


def test_a_company_note_on_a_stockholm_stock_names_its_company() -> None:
    text = (
        "Vattenhall Kraft: Hydro reservoirs full, prices are not\n"
        "Vattenhall Kraft (VATN SS)\nRecommendation\nReduce\nFair value\nSEK184\n"
        "Vattenhall Kraft sells most of its output forward; Vattenhall Kraft hedges 70% of 2027.\n"
    )
    own = find_own_company(text, "SEK")
    assert own is not None and (own.code, own.name) == ("VATN SS", "Vattenhall Kraft")
