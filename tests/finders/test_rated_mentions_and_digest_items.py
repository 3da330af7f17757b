"""Sector notes that state their calls in running text without a bracketed listed ticker, as US houses and daily
digests print them: a stock with its call in brackets that says `rated` (`FLNC (Buy rated, covered by …)`), a rating
with `rated` before the stocks it rates (`Buy-rated VNET, GDS, and Range Intelligent`, `our TPs for Buy-rated Honda to
¥1,850`), a digest's item heading with its rating last (`TSMC – Accelerating Capacity Build – Buy.`), and one company's
two listings rated in one slashed statement (`Buy/Neutral ratings on CICC-H/CICC-A`). The finders read them
(tasks/finders/stock_calls.py `rated_mention_calls`) and the validator keeps them; another's view, an old rating, an
adjective before a noun (`Buy-rated Japanese automakers`), a heading's name of more words that no byline the digest
prints explains and a heading that rates two listings at once are no call. `Goldman Sachs (Asia) L.L.C.` holds no ticker."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.patterns import LISTED_TICKER
from schemas.types import FieldName
from tasks.finders.stock_calls import (
    digest_item_calls,
    find_stock_calls,
    rated_before_calls,
    rated_bracket_calls,
    slashed_listings_calls,
)
from tasks.validate.grounding import validate_field
from tests.builders import report_view, rules_outcome, styled_lines_pdf

Read = set[tuple[str | None, str | None, str, str | None]]


def _calls(found: list) -> Read:
    return {
        (
            c.code.value if c.code else None,
            c.name.value if c.name else None,
            c.rating.value,
            c.target and c.target.value,
        )
        for c in found
    }


def test_a_dotted_company_suffix_holds_no_ticker() -> None:
    assert LISTED_TICKER.findall("Contributing Authors: Jane Roe, Goldman Sachs (Asia) L.L.C., Seoul Branch.") == []
    assert LISTED_TICKER.findall("Harbour Telecom (HBT.L). Kestrel (KSTL.US), 0700.HK.") == [
        "HBT.L",
        "KSTL.US",
        "0700.HK",
    ]


def test_a_stock_with_its_rated_call_in_brackets_is_read() -> None:
    text = (
        "Gaining exposure to storage\n"
        "Kestrel Power (Buy rated, covered by Jane Roe) leads the market with a 30% share. •\n"
        "KSTL (Sell rated, covered by Jane Roe) operates in the data center storage market. •\n"
        "Harbor Cells (123450.KS, Neutral rated, covered by John Doe) targets the segment. •\n"
        "ALPN (Buy rated (on Americas CL), covered by Jane Roe) is transforming its business. •\n"
    )
    assert _calls(rated_bracket_calls(text)) == {
        (None, "Kestrel Power", "Buy", None),
        ("KSTL", "KSTL", "Sell", None),
        ("123450.KS", "Harbor Cells", "Neutral", None),
        ("ALPN", "ALPN", "Buy", None),
    }


@pytest.mark.parametrize(
    "text",
    [
        "Consensus has Kestrel Power (Buy rated by most brokers) as the sector's favourite.\n",
        "Kestrel Power (previously Buy rated) was moved to Neutral in May.\n",
        "Conviction Lists are selected from Buy rated stocks on the respective region's Investment Lists.\n",
        "Kestrel Power (Not rated) and Harbor Cells (rated by peers) are not in our coverage.\n",
    ],
)
def test_a_bracket_that_rates_no_stock_for_the_note_is_no_call(text: str) -> None:
    assert rated_bracket_calls(text) == []


def test_a_rating_with_rated_before_its_stocks_rates_each() -> None:
    text = (
        "Within our coverage, we highlight Buy-rated ALPN, GDS, and Range Intelligent as well-positioned to gain.\n"
        "Consequently, we raise our 12m TPs for Buy-rated Ostrava to ¥2,100, Buy-rated Vollmark to ¥3,550, and "
        "Neutral-rated Mazurka to ¥1,300, while leaving Toyota and Nissan unchanged.\n"
        "We also see Sell rated NRGV as able to capture incremental demand.\n"
        "We remain Buy-rated on Kestrel Power given its pipeline.\n"
    )
    assert _calls(rated_before_calls(text)) == {
        (None, "Kestrel Power", "Buy", None),
        ("ALPN", "ALPN", "Buy", None),
        ("GDS", "GDS", "Buy", None),
        (None, "Range Intelligent", "Buy", None),
        (None, "Ostrava", "Buy", "¥2,100"),
        (None, "Vollmark", "Buy", "¥3,550"),
        (None, "Mazurka", "Neutral", "¥1,300"),
        ("NRGV", "NRGV", "Sell", None),
    }


@pytest.mark.parametrize(
    "text",
    [
        "We prefer Buy-rated Japanese automakers over their Korean peers.\n",
        "Regional lists are selected from Buy rated stocks on the Investment Lists.\n",
        "Consensus sees Buy-rated Ostrava as the winner, but we disagree.\n",
        "The stock was previously Buy-rated Ostrava Holdings' closest peer.\n",
    ],
)
def test_rated_before_no_stock_of_the_notes_call_is_no_call(text: str) -> None:
    assert rated_before_calls(text) == []


DIGEST = (
    "The Daily: Lotus Foods, Harbor Cells, Banks\n"
    "Asia Consumer | Lotus Foods, Harbor Cells, Mira Beer\n"
    "Lotus Foods – Volumes Recover into 2H – Buy. We expect volumes to recover. We maintain our Buy rating and 12m TP "
    "of HK$12.40. Jane Roe Harbor Cells – Margin Reset Ahead – Downgrade to Sell. We downgrade Harbor Cells Holdings to "
    "Sell from Neutral and cut our 12m TP to HK$3.10 on weaker margins. Jane Roe Mira Beer Company – Premiumisation "
    "Intact – Buy. We reiterate our Buy rating and HK$34.73 12m TP. John Doe\n"
    "Kestrel Autos – Results Preview – Buy (on CL). We maintain our 12m TPs of US$58/HK$452. John Doe\n"
    "China Banks – Two Listings – Buy/Neutral. We see a slower year. John Doe\n"
    "Sector View – Stay Selective – Neutral. We keep our sector view. John Doe\n"
    "Australia – FY26 Review: Carried by Commodities. The index rose 6%. John Doe Marlow Dairy Group – Results – "
    "Buy. We like it.\n"
)


def test_a_digest_items_heading_gives_its_stock_rating_and_target() -> None:
    assert _calls(digest_item_calls(DIGEST)) == {
        (None, "Lotus Foods", "Buy", "HK$12.40"),
        (None, "Harbor Cells Holdings", "Sell", "HK$3.10"),
        (None, "Kestrel Autos", "Buy", "US$58/HK$452"),
        # the bylines the digest prints elsewhere (`Jane Roe Harbor Cells`, `… 12m TP. John Doe`) are cut off
        (None, "Mira Beer Company", "Buy", "HK$34.73"),
        (None, "Marlow Dairy Group", "Buy", None),
    }


def test_a_two_listing_heading_and_a_heading_without_a_rating_make_no_call() -> None:
    names = {c.name.value for c in digest_item_calls(DIGEST) if c.name}
    assert not any("Banks" in name or "Australia" in name or "Sector" in name or "Doe" in name for name in names)


def test_a_digests_index_may_shorten_a_name_to_its_initials() -> None:
    text = "Asia Consumer | Li Ning, CR Beer, FMG downgrade\nGrowth held up. Jane Roe China Resources Beer – Intact – Buy.\n"
    assert _calls(digest_item_calls(text)) == {(None, "China Resources Beer", "Buy", None)}


def test_a_glued_heading_drops_a_byline_as_long_as_the_digests_bylines() -> None:
    text = (
        "Asia Tech | Kestrel\n"
        "Kestrel – Capacity Build – Buy. We raise our 12m TP to NT$3,000. Evelyn Yu\n"
        "Banks – Buffers Intact. Capital held up. Shuo Yang MinebeaMitsumi – CEO meeting – Buy. Demand is strong.\n"
    )
    assert (None, "MinebeaMitsumi", "Buy", None) in _calls(digest_item_calls(text))


@pytest.mark.parametrize(
    "text",
    [
        # no byline printed elsewhere: the glued words cannot be told from the name
        "Asia Tech | Kestrel\nCapital held up. Shuo Yang MinebeaMitsumi – CEO meeting – Buy. Demand is strong.\n",
        # a heading at its line's start carries no byline: three words no index lists stay unread
        "Asia Tech | Kestrel\nKestrel – Build – Buy. We like it. Evelyn Yu\nHong Kong Exchanges – Volumes – Buy. Good.\n",
    ],
)
def test_a_long_heading_name_no_byline_explains_is_no_call(text: str) -> None:
    assert not any(c.name and c.name.value != "Kestrel" for c in digest_item_calls(text))


def test_a_glued_byline_is_cut_at_the_name_the_digests_index_lists() -> None:
    text = "Asia Consumer | Li Ning, Mira Beer\nGrowth held up. Jane Roe Li Ning – Muted Demand – Buy. We like it.\n"
    assert _calls(digest_item_calls(text)) == {(None, "Li Ning", "Buy", None)}


def test_two_listings_rated_in_one_slashed_statement_are_two_calls() -> None:
    text = (
        "We maintain our Buy/Neutral ratings on Kestrel-H/Kestrel-A with 12m TPs of HK$30.45/Rmb45.72 after meetings.\n"
    )
    assert _calls(slashed_listings_calls(text)) == {
        (None, "Kestrel-H", "Buy", "HK$30.45"),
        (None, "Kestrel-A", "Neutral", "Rmb45.72"),
    }
    assert slashed_listings_calls("The Street keeps Buy/Neutral ratings on Kestrel-H/Kestrel-A this year.\n") == []


def test_the_finders_call_each_stock_once() -> None:
    text = DIGEST + "Lotus Foods (Buy rated, covered by Jane Roe) leads.\n"
    names = [c.name.value for c in find_stock_calls(text) if c.name]
    assert names.count("Lotus Foods") == 1
    assert {"Lotus Foods", "Harbor Cells Holdings", "Kestrel Autos"} <= set(names)


def test_the_validator_keeps_calls_stated_with_rated(tmp_path: Path) -> None:
    text = (
        "Energy storage for data centers\n"
        "FLNC (Buy rated, covered by Jane Roe) has secured an exclusive partnership. •\n"
        "We also see Sell rated NRGV as able to capture incremental demand.\n"
        "Consequently, we raise our 12m TPs for Buy-rated Ostrava to ¥2,100 and Neutral-rated Mazurka to ¥1,300.\n"
    )
    result = validate_field(
        FieldName.STOCK_CALLS,
        "FLNC | FLNC | Buy | NONE; NRGV | NRGV | Sell | NONE; NONE | Ostrava | Buy | ¥2,100; "
        "NONE | Mazurka | Neutral | ¥1,300",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert {(c.code, c.name, c.rating, c.target_price) for c in result.calls} == {
        ("FLNC", "FLNC", "Buy", None),
        ("NRGV", "NRGV", "Sell", None),
        (None, "Ostrava", "Buy", "¥2,100"),
        (None, "Mazurka", "Neutral", "¥1,300"),
    }


def test_the_validator_refuses_a_rating_the_rated_form_gives_another_stock(tmp_path: Path) -> None:
    text = "Consequently, we raise our 12m TPs for Buy-rated Ostrava to ¥2,100 and Neutral-rated Mazurka to ¥1,300.\n"
    result = validate_field(
        FieldName.STOCK_CALLS,
        "NONE | Ostrava | Neutral | NONE",
        report_view(tmp_path, text),
        extractor="m",
        doc_type="industry",
    )
    assert result.calls is not None
    assert result.calls[0].rating is None


def test_the_pipeline_reads_and_keeps_rated_calls_of_a_sector_note(tmp_path: Path) -> None:
    lines = [
        ("Equity Research | Americas Clean Technology: Energy Storage", "helv", 9.0),
        ("Storage demand for AI data centers set to inflect", "hebo", 16.0),
        ("Battery storage is increasingly used to power data centers in behind-the-meter settings.", "helv", 10.0),
        ("Gaining exposure", "hebo", 11.0),
        ("FLNC (Buy rated, covered by Jane Roe) has secured an exclusive battery partnership.", "helv", 10.0),
        ("KSTL (Sell rated, covered by Jane Roe) operates in the data center storage market.", "helv", 10.0),
        ("Harbor Cells (123450.KS, Neutral rated, covered by John Doe) targets the segment.", "helv", 10.0),
        ("We also see Sell rated NRGV as able to capture incremental demand.", "helv", 10.0),
    ]
    answered = rules_outcome(styled_lines_pdf(tmp_path / "rated.pdf", lines)).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.code, c.rating) for c in answered.calls} == {
        ("FLNC", "Buy"),
        ("KSTL", "Sell"),
        ("123450.KS", "Neutral"),
        ("NRGV", "Sell"),
    }


def test_a_stock_named_short_takes_the_ticker_the_note_prints_with_its_name() -> None:
    text = (
        "Top picks: Bloom Energy (BE US) and Weichai Power (2338 HK).\n"
        "We like Buy-rated Bloom (global SOFC leader) and see upside.\n"
        "We also like Buy-rated Marlow as a turnaround.\n"
    )
    assert _calls(rated_before_calls(text)) == {(None, "Bloom", "Buy", None), (None, "Marlow", "Buy", None)}
    called = {(c.code.value if c.code else None, c.name.value if c.name else None) for c in find_stock_calls(text)}
    assert ("BE US", "Bloom") in called
    assert (None, "Marlow") in called  # no name of the note's map starts with it: no code
