"""Targets a sector note states away from its call: a daily digest's item states its target lines under its heading
(`TSMC – … – Buy.` … `12m TP lifted to NT$3,000.`), and the prompt's head keeps the heading with the target's sentence;
a price-target section leads each line with the stock's name, shortened or misprinted (`Shengyi Tech:` for
`Shengyi Technology`, `Mitsui Kinzohu:`); a bare ticker the note rates (`Sell rated NRGV`) names its stock over its
own section (`Updating estimates for NRGV` … `Our 12-month price target of $2.50`). The finders read them and the
validator keeps them; another stock's target is not taken."""

from __future__ import annotations

from pathlib import Path

from schemas.types import FieldName
from tasks.finders.stock_calls import find_stock_calls, names_alike
from tasks.validate.grounding import validate_field
from tests.builders import report_view, rules_outcome

FILLER = (
    "We continue to view demand as a multi-year structural growth engine for the company. Over the past quarter we "
    "see even stronger momentum for next year especially from accelerators and server CPUs, with demand continuing to "
    "run well ahead of supply. Against this backdrop we expect the company to accelerate its capacity build. "
)
DIGEST = (
    "Goldman Sachs Equity Research\n"
    "The Daily: Kestrel Semis, Lotus Foods\n"
    "Asia Tech | Kestrel Semis, Lotus Foods\n"
    "Kestrel Semis – Accelerating Capacity Build to Secure Stronger Growth – Buy. " + FILLER * 3 + "We raise our "
    "estimates by 6% to 9%. 12m TP lifted to NT$3,000. Evelyn Yu\n"
    "Lotus Foods – Volumes Recover into 2H – Sell. " + FILLER * 3 + "We lower our 12m TP to HK$12.40. Jane Roe\n"
)


def test_a_digest_items_target_far_under_its_heading_is_its_call_s(tmp_path: Path) -> None:
    path = tmp_path / "digest.txt"
    path.write_text(DIGEST, encoding="utf-8")
    answered = rules_outcome(path).fields[FieldName.STOCK_CALLS]
    assert answered.calls is not None
    assert {(c.name, c.rating, c.target_price) for c in answered.calls} == {
        ("Kestrel Semis", "Buy", "NT$3,000"),
        ("Lotus Foods", "Sell", "HK$12.40"),
    }


def test_names_alike_shortened_or_misprinted() -> None:
    assert names_alike("Shengyi Tech", "Shengyi Technology")
    assert names_alike("Mitsui Kinzohu", "Mitsui Kinzoku")
    assert names_alike("Victory Giant", "Victory Giant")
    assert not names_alike("Mitsui Chemicals", "Mitsui Kinzoku")
    assert not names_alike("Shengyi", "Shengyi Technology")  # fewer words: any stock of that family
    assert not names_alike("Panasonic HD", "Panasonic Holdings")  # `HD` is no start of `Holdings`
    assert not names_alike("Mitsui Kinzo", "Mitsui Kinzoku Mining")


SECTION = (
    "Buy: Shengyi Technology (600183.SS), Victory Giant (300476.SZ) and Mitsui Kinzoku (5706.T).\n"
    "Price target risks and methodology\n"
    "Shengyi Tech: We derive our 12-month target price of Rmb247 on a target P/E multiple of 50.4x 2027E EPS.\n"
    "Victory Giant: We derive our 12-month target price of Rmb550 on a target P/E multiple of 26.3x.\n"
    "Mitsui Kinzohu: Our 12-month target price of ¥62,600 is based on the EV/GCI correlation.\n"
)


def test_a_line_led_by_a_short_or_misprinted_name_gives_that_stock_its_target() -> None:
    targets = {c.name.value: c.target and c.target.value for c in find_stock_calls(SECTION) if c.name}
    assert targets == {"Shengyi Technology": "Rmb247", "Victory Giant": "Rmb550", "Mitsui Kinzoku": "¥62,600"}


def test_a_short_lead_alike_two_stocks_gives_neither_its_target() -> None:
    text = (
        "Buy: Mitsui Kinzoku (5706.T) and Mitsui Kinzohi (5707.T).\n"
        "Mitsui Kinzohu: Our 12-month target price of ¥62,600 is based on the EV/GCI correlation.\n"
    )
    assert all(c.target is None for c in find_stock_calls(text))


def test_the_validator_keeps_a_target_on_its_short_named_line_only(tmp_path: Path) -> None:
    view = report_view(tmp_path, SECTION)
    right = validate_field(
        FieldName.STOCK_CALLS,
        "600183.SS | Shengyi Technology | Buy | Rmb247; 5706.T | Mitsui Kinzoku | Buy | ¥62,600",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert right.calls is not None
    assert [c.target_price for c in right.calls] == ["Rmb247", "¥62,600"]
    swapped = validate_field(
        FieldName.STOCK_CALLS,
        "600183.SS | Shengyi Technology | Buy | Rmb550; 5706.T | Mitsui Kinzoku | Buy | Rmb247",
        view,
        extractor="m",
        doc_type="industry",
    )
    assert swapped.calls is not None
    assert [c.target_price for c in swapped.calls] == [None, None]


def test_a_rated_bare_ticker_names_its_stock_over_its_own_section(tmp_path: Path) -> None:
    text = (
        "We also see Sell rated NRGV as able to capture incremental demand for its storage business.\n"
        "Updating estimates for NRGV\n"
        "Incorporating valuation for the new segment. Given NRGV’s continued efforts to establish the business, we now "
        "value the segment in our consolidated company valuation. " + FILLER * 2 + "\n"
        "Valuation. Our 12-month price target of $2.50 (from $2.00) is now based on a 0.8X EV/S multiple.\n"
    )
    view = report_view(tmp_path, text)
    right = validate_field(
        FieldName.STOCK_CALLS, "NRGV | NONE | Sell | $2.50", view, extractor="m", doc_type="industry"
    )
    assert right.calls is not None and right.calls[0].target_price == "$2.50"
    old = validate_field(FieldName.STOCK_CALLS, "NRGV | NONE | Sell | $2.00", view, extractor="m", doc_type="industry")
    assert old.calls is not None and old.calls[0].target_price is None
