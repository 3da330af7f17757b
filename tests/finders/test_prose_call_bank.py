"""A bank of stock calls stated in running text, as global, Asian and Chinese houses write them in sector notes
(invented names and figures): a rating word of the lexicon stated on a stock named with its listed ticker, by a call
verb or in brackets, its target in the same sentence; and the sentences that name a stock and a rating word without
making a call (a previous rating, another house's or the consensus' view, an index target, a legend, a valuation,
a risk line). The finders read the call (tasks/finders/stock_calls.py) and the validator keeps it
(tasks/validate/grounding.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls, prose_sentence_calls
from tasks.validate.grounding import validate_field
from tests.builders import report_view

# A sector note rates several stocks: each text holds the note's other call, in a form read before this bank.
HEAD = "Asia Industrials | Sector update\nIndustry view: Neutral\nWe rate Zephyr Lines (ZPL US) Neutral with a PT of $30.\n"
OTHER_CALL = ("ZPL US", "Neutral", "$30")
TAIL = "\nValuation and risks are on the following pages.\n"

# (sentence, expected calls: (code, rating, target or None))
CALL_FORMS: list[tuple[str, list[tuple[str, str, str | None]]]] = [
    (
        "We reiterate our Outperform rating on Harbour Telecom (HBT HK) and raise our PT to HK$48.50.",
        [("HBT HK", "Outperform", "HK$48.50")],
    ),
    (
        "For Kestrel Foods (KSF LN), we maintain Hold; TP cut to 312p.",
        [("KSF LN", "Hold", "312p")],
    ),
    (
        "Our top pick remains Lumen Grid (LMG US) (Buy; PT $54) on its pricing power.",
        [("LMG US", "Buy", "$54")],
    ),
    (
        "We initiate on Sakura Robotics (6789 JP) at Underperform with a ¥1,850 price target.",
        [("6789 JP", "Underperform", "¥1,850")],
    ),
    (
        "Upgrade Coral Bay Resources (CBR AU) to Buy (from Hold), TP to A$12.40.",
        [("CBR AU", "Buy", "A$12.40")],
    ),
    (
        "We reiterate our Buy rating on Northgate Power (NGP US) and\nraise our PT to $88 as the backlog grows.",
        [("NGP US", "Buy", "$88")],
    ),
    (
        "We upgrade Alder Steel (ADS US) to Overweight (PT $41) and downgrade Birch Metals (BRM US) to Underweight"
        " (PT $18).",
        [("ADS US", "Overweight", "$41"), ("BRM US", "Underweight", "$18")],
    ),
    (
        "Pacific Cement (PCM PM) beat on margins. We keep our Buy rating and PT of P42.00 on the stock.",
        [("PCM PM", "Buy", "P42.00")],
    ),
    (
        "Jade Motor (2238 HK) remains our top pick; we reiterate Buy with a TP of HK$22.80.",
        [("2238 HK", "Buy", "HK$22.80")],
    ),
    (
        "We rate Meridian Bank (MRB IN) Outperform with a target price of Rs1,240.",
        [("MRB IN", "Outperform", "Rs1,240")],
    ),
    (
        "We downgrade Silverline Retail (SLR LN) to Underweight from Equal-weight and cut our PT to 410p (from 520p).",
        [("SLR LN", "Underweight", "410p")],
    ),
    (
        "Maintain Neutral on Tidewater Shipping (TWS NO), PT NOK145.",
        [("TWS NO", "Neutral", "NOK145")],
    ),
    (
        "We are Overweight Cobalt Mining (CBM AU) with a PT of A$3.20.",
        [("CBM AU", "Overweight", "A$3.20")],
    ),
    (
        "Reiterate Buy on Granite Homes (GRH US); our new PT is $67.",
        [("GRH US", "Buy", "$67")],
    ),
    (
        "Our preferred name is Helios Solar (HSL US), which we rate Buy with a $95 price target.",
        [("HSL US", "Buy", "$95")],
    ),
    (
        "Falcon Air (FAL SP) stays rated Outperform, with a TP of S$4.10.",
        [("FAL SP", "Outperform", "S$4.10")],
    ),
    (
        "We move Redwood Pharma (RWP US) to Buy from Neutral and lift our price target to $130.",
        [("RWP US", "Buy", "$130")],
    ),
    (
        "Outperform maintained on Eastern Rail (ERL HK); TP up 8% to HK$9.70.",
        [("ERL HK", "Outperform", "HK$9.70")],
    ),
    (
        "We stay at Outperform on Saffron Energy (SFE IN) with a target of Rs845.",
        [("SFE IN", "Outperform", "Rs845")],
    ),
    (
        "We maintain our Buy rating on Kiyomi Foods (2899 JP), with a TP of ¥5,200 (prev. ¥4,900).",
        [("2899 JP", "Buy", "¥5,200")],
    ),
    (
        "We reiterate Buy on Apex Mills (APM US) and Bolt Tools (BLT US) into the print.",
        [("APM US", "Buy", None), ("BLT US", "Buy", None)],
    ),
    (
        "We upgrade Westcliff Gas (WCG LN) to\nOverweight and raise our PT to 1,250p.",
        [("WCG LN", "Overweight", "1,250p")],
    ),
    (
        "Initiating coverage of Lotus Payments (LTP US) with an Overweight rating and a $72 PT.",
        [("LTP US", "Overweight", "$72")],
    ),
    (
        "We keep our Buy rating on Golden Harvest (1234 HK) but trim our target price to HK$15.20 (from HK$16.00).",
        [("1234 HK", "Buy", "HK$15.20")],
    ),
    (
        "We reiterate our Sell rating on Crestview Media (CVM US) and our $23 PT.",
        [("CVM US", "Sell", "$23")],
    ),
    (
        "Top picks: Orion Logistics (ORL SP, Buy, TP S$2.35) and Verde Foods (VDF SP, Add, TP S$1.10).",
        [("ORL SP", "Buy", "S$2.35"), ("VDF SP", "Add", "S$1.10")],
    ),
    (
        "We reinstate coverage of Marlin Ports (MLP MK) with a Buy rating and a target price of RM3.85.",
        [("MLP MK", "Buy", "RM3.85")],
    ),
    (
        "Maintain Underweight on Tundra Chemicals (TDC US) and Overweight on Vale Fibre (VFB US).",
        [("TDC US", "Underweight", None), ("VFB US", "Overweight", None)],
    ),
    (
        "Pacific Cement (PCM PM)\nResults beat on margins and volumes grew 8% year on year in the quarter.\n"
        "We keep our Buy rating and our P42.00 target price.",
        [("PCM PM", "Buy", "P42.00")],
    ),
    (
        "We maintain Buy ratings on Harbour Telecom (HBT HK) and Kowloon Wire (KWW HK) after the results.",
        [("HBT HK", "Buy", None), ("KWW HK", "Buy", None)],
    ),
    (
        "Among large caps, Harbour Telecom (HBT HK) is our top pick (Buy, TP HK$48.50), while we downgrade Kowloon"
        " Wire (KWW HK) to Sell with a TP of HK$3.10.",
        [("HBT HK", "Buy", "HK$48.50"), ("KWW HK", "Sell", "HK$3.10")],
    ),
    # A sector note's section per stock: its heading line (a box's line above it does not run on into it) or its
    # name and ticker run into the paragraph as a bold lead; the call in a sentence that names no stock, in the note's
    # voice (`We reiterate …`, an imperative `Maintain Buy; …`), as a verdict that opens with the rating (`Sell, PT
    # $17.50: …`, `Buy maintained; …`) or in brackets after the stock's short name (`top pick remains Corvane (Buy;
    # PT $54.00)`).
    (
        "Sector rating Overweight (unchanged) Coverage: 14 stocks\nTengyun Holdings (0788 HK)\nGames revenue grew 19%"
        " on two new titles. We reiterate our Outperform rating and raise our PT to HK$48.50 (from HK$44.00).",
        [("0788 HK", "Outperform", "HK$48.50")],
    ),
    (
        "Formosa Nexchip (5211 TT)\nMaintain Buy; PT raised to NT$54.00 (from NT$47.00) on a better product mix.",
        [("5211 TT", "Buy", "NT$54.00")],
    ),
    (
        "Kaohsiung Testing (3171 TT)\nTest hours double in 2027.\nReiterate Buy with a PT of NT$96.50 on AI demand.",
        [("3171 TT", "Buy", "NT$96.50")],
    ),
    (
        "Yuanli Substrate (6672 TT)\nDowngrade to Hold with a TP of NT$218 after a 35% rally.",
        [("6672 TT", "Hold", "NT$218")],
    ),
    (
        "Corvane Payments (CRVN US). Our top pick remains Corvane (Buy; PT $54.00): its merchants grow twice as fast"
        " as the market.",
        [("CRVN US", "Buy", "$54.00")],
    ),
    (
        "Fenix Acquiring (FNXA US). Sell, PT $17.50: the terminal business keeps losing share to software players.",
        [("FNXA US", "Sell", "$17.50")],
    ),
    (
        "Harbour Telecom (HBT HK): Buy maintained; TP raised to HK$52.00 on stronger margins in the quarter.",
        [("HBT HK", "Buy", "HK$52.00")],
    ),
    (
        "Marlow Foods (MRLW LN)\nUnderweight, PT 410p: the margin recovery is priced in after the rally.",
        [("MRLW LN", "Underweight", "410p")],
    ),
    # Bloomberg's `Equity` key after the ticker
    (
        "We reiterate our Outperform rating on Harbour Telecom (HBT HK Equity) and raise our PT to HK$48.50.",
        [("HBT HK", "Outperform", "HK$48.50")],
    ),
    (
        "Our top pick remains Lumen Grid (LMG US Equity) (Buy; PT $54) on its pricing power.",
        [("LMG US", "Buy", "$54")],
    ),
    # a list of ratings (and targets) stated on as many stocks in their order: `respectively`
    (
        "We rate Alder Steel (ADS US) and Birch Metals (BRM US) Overweight and Underweight, respectively, with PTs of"
        " $41 and $18.",
        [("ADS US", "Overweight", "$41"), ("BRM US", "Underweight", "$18")],
    ),
    (
        "We maintain Buy and Hold ratings on Kestrel Foods (KSF LN) and Ormsby Brewing (ORMB LN) respectively, with"
        " TPs of 312p and 1,085p.",
        [("KSF LN", "Buy", "312p"), ("ORMB LN", "Hold", "1,085p")],
    ),
    (
        "Alder Steel (ADS US), Birch Metals (BRM US) and Cedar Mills (CDM US) stay rated Buy, Hold and Sell,"
        " respectively.",
        [("ADS US", "Buy", None), ("BRM US", "Hold", None), ("CDM US", "Sell", None)],
    ),
    (
        "维持星河电子（300123.SZ）“买入”评级，目标价45.6元。",
        [("300123.SZ", "买入", "45.6元")],
    ),
    (
        "我们首次覆盖华源化工（600321.SH），给予“增持”评级，目标价18.20元。",
        [("600321.SH", "增持", "18.20元")],
    ),
    (
        "上调晨光材料（688111.SH）评级至“买入”，目标价上调至56.00元。",
        [("688111.SH", "买入", "56.00元")],
    ),
    (
        "维持宁远药业（002999.SZ）“增持”评级。",
        [("002999.SZ", "增持", None)],
    ),
]

# Sentences that name a stock and a rating word (or a target) but make no call of the note.
NOT_CALLS = [
    "Consensus rates Quarry Holdings (QRH US) a Buy, with a mean target of $40.",
    "We raise our S&P 500 target to 6,800 and stay Overweight on equities.",
    "Buy: expected total return above 15% over 12 months. Neutral: within 15% of the market.",
    "Street consensus is Buy on Verity Labs (VRL US), which we think is too bullish.",
    "Larch Energy (LRE US) trades at 12x 2026E EPS of $3.40, a 20% discount to peers.",
    "We also like Pebble Software (PBS US) for its recurring revenue.",
    "Risks: Lantern Media (LTM US) faces ad-market weakness and a $2bn debt maturity in 2027.",
    "Peer Orchard Brands (ORB US), rated Buy by most brokers, trades at 18x.",
    "建议关注海天科技（300555.SZ）。",
    "Our sector view remains Overweight; we see the MSCI China index at 85 by year-end.",
    # a section's sentence naming no stock that states no call of the note: another stock's short name in the
    # brackets, a rating word that is no verdict, a stance without the note's voice
    "Fenix Acquiring (FNXA US). Our top pick remains Corvane (Buy; PT $54.00) over this one.",
    "Formosa Nexchip (5211 TT)\nBuy-side demand for the shares rose after the results; PT debate continues.",
    "Yuanli Substrate (6672 TT)\nConsensus moved to Hold with a PT of NT$218 after the rally.",
    # a `respectively` list whose counts differ: no pairing can be read
    "We rate Alder Steel (ADS US) and Birch Metals (BRM US) Overweight, respectively, on valuation.",
]


def _read(text: str) -> set[tuple[str, str, str | None]]:
    return {
        (c.code.value if c.code else "", c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(text)
    }


@pytest.mark.parametrize(("sentence", "expected"), CALL_FORMS)
def test_a_prose_call_is_read_with_its_target(sentence: str, expected: list[tuple[str, str, str | None]]) -> None:
    assert _read(HEAD + sentence + TAIL) == {*expected, OTHER_CALL}


@pytest.mark.parametrize("sentence", NOT_CALLS)
def test_a_sentence_that_makes_no_call_is_no_call(sentence: str) -> None:
    assert _read(HEAD + sentence + TAIL) == {OTHER_CALL}


@pytest.mark.parametrize(("sentence", "expected"), CALL_FORMS)
def test_the_validator_keeps_a_prose_call(
    tmp_path: Path, sentence: str, expected: list[tuple[str, str, str | None]]
) -> None:
    text = HEAD + sentence + TAIL
    names = {c.code.value: c.name.value for c in find_stock_calls(text) if c.code and c.name}
    answer = "; ".join(
        f"{code} | {names.get(code, 'NONE')} | {rating} | {target or 'NONE'}" for code, rating, target in expected
    )
    result = validate_field(
        FieldName.STOCK_CALLS, answer, report_view(tmp_path, text), extractor="m", doc_type="industry"
    )
    assert result.calls is not None
    assert {(c.code, c.rating, c.target_price) for c in result.calls} == set(expected)


# A rating the sentence prints but does not state as the stock's current call (the old rating, the other stock's,
# another house's): the validator refuses it.
NOT_THE_CALL = [
    (
        "We rate Alder Steel (ADS US) and Birch Metals (BRM US) Overweight and Underweight, respectively.",
        "BRM US",
        "Birch Metals",
        "Overweight",
    ),
    (
        "We rate Alder Steel (ADS US) and Birch Metals (BRM US) Overweight and Underweight, respectively.",
        "ADS US",
        "Alder Steel",
        "Underweight",
    ),
    (
        "We downgrade Silverline Retail (SLR LN) to Underweight from Equal-weight.",
        "SLR LN",
        "Silverline Retail",
        "Equal-weight",
    ),
    (
        "Maintain Underweight on Tundra Chemicals (TDC US) and Overweight on Vale Fibre (VFB US).",
        "VFB US",
        "Vale Fibre",
        "Underweight",
    ),
    (
        "Maintain Underweight on Tundra Chemicals (TDC US) and Overweight on Vale Fibre (VFB US).",
        "TDC US",
        "Tundra Chemicals",
        "Overweight",
    ),
    ("Consensus rates Quarry Holdings (QRH US) a Buy, with a mean target of $40.", "QRH US", "Quarry Holdings", "Buy"),
    (
        "Upgrade Coral Bay Resources (CBR AU) to Buy (from Hold), TP to A$12.40.",
        "CBR AU",
        "Coral Bay Resources",
        "Hold",
    ),
]


@pytest.mark.parametrize(("sentence", "code", "name", "rating"), NOT_THE_CALL)
def test_the_validator_refuses_a_rating_that_is_not_the_call(
    tmp_path: Path, sentence: str, code: str, name: str, rating: str
) -> None:
    text = HEAD + sentence + TAIL
    result = validate_field(
        FieldName.STOCK_CALLS,
        f"{code} | {name} | {rating} | NONE",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert result.calls[0].rating is None


def test_a_note_rating_one_stock_in_prose_leaves_it_to_the_company_readers() -> None:
    """A company note states its own call in prose too (`We maintain our Buy rating on Harlow Foods (HRLW US)`): the
    sentence reader adds calls only where the note rates two stocks or more."""
    text = "Harlow Foods | Company update\nHarlow Foods (HRLW US) remains our top pick; we reiterate Buy with a TP of $48.\n"
    assert [call.code.value for call in prose_sentence_calls(text) if call.code] == ["HRLW US"]
    assert find_stock_calls(text) == []
