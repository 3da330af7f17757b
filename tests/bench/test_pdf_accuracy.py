"""The scoring of bench/pdf_accuracy.py on hand-made outcomes: no PDF, no ../shared."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

from bench.labelsets import Labelled, item_overlap, match_calls, same_stock, split_of, ticker_root
from bench.pdf_accuracy import (
    DatayesTally,
    datayes_sample,
    datayes_split,
    dev_misses,
    figures,
    rating_word,
    rows,
    score,
)
from schemas.types import FieldName


def labelled(id: str, split: str = "dev", **fields: Any) -> Labelled:
    base: dict[str, Any] = {"rating": "Buy", "rating_verbatim": None, "target_price": None, "risks": []}
    base |= fields
    return Labelled(
        set="real_pdfs",
        id=id,
        path=Path(f"{id}.pdf"),
        source="real_pdfs",
        group="g",
        language="en",
        split=split,
        **base,
    )


def outcome(
    rating: str | None = None,
    target: str | None = None,
    risks: tuple[str, ...] = (),
    doc_type: str | None = None,
    calls: tuple[dict[str, Any], ...] = (),
    seconds: float = 1.0,
) -> Any:
    fields: dict[FieldName, Any] = {
        FieldName.RISK_FACTORS: SimpleNamespace(items=risks),
        FieldName.STOCK_CALLS: SimpleNamespace(calls=calls),
    }
    if rating is not None:
        fields[FieldName.RATING] = SimpleNamespace(value=rating)
    if target is not None:
        fields[FieldName.TARGET_PRICE] = SimpleNamespace(value=target)
    if doc_type is not None:
        fields[FieldName.DOC_TYPE] = SimpleNamespace(value=doc_type)
    return SimpleNamespace(fields=fields, seconds=seconds, status="ok", error=None)


def test_a_ticker_matches_across_listings_and_a_name_across_case() -> None:
    assert ticker_root("0700 HK") == ticker_root("00700.HK") == "700"
    assert ticker_root("STX.O") == ticker_root("STX US") == "STX"
    assert same_stock({"code": "0700 HK"}, {"code": "00700.HK"})
    assert same_stock({"code": "600406 CH"}, {"code": "600406.SH"})
    assert same_stock({"name": "TSMC"}, {"name": "Tsmc"})
    assert not same_stock({"code": "STX.O", "name": "Seagate"}, {"code": "WDC.O", "name": "Western Digital"})


def test_a_call_needs_its_rating_and_pairs_once() -> None:
    want = [{"code": "2330.TW", "rating": "OW"}, {"code": "STX.O", "rating": "OW"}]
    got = [{"code": "2330 TT", "rating": "OW"}, {"code": "2330.TW", "rating": "OW"}, {"code": "STX US", "rating": "N"}]
    assert match_calls(got, want) == [(got[0], want[0])]


def test_loose_risk_matching_forgives_spaces_and_a_final_period_only() -> None:
    got = ["竞争加剧导致利用率、平 均价格下滑风险", "Costs of overseas fabs grow."]
    want = ["竞争加剧导致利用率、平均价格下滑风险", "Costs of overseas fabs grow", "地缘政治风险"]
    assert item_overlap(got, want) == (0, 2, 3)
    assert item_overlap(got, want, loose=True) == (2, 0, 1)
    assert item_overlap(["竞争加剧导致利用率、平"], want, loose=True) == (0, 1, 3)


def test_figures_of_a_row() -> None:
    company = labelled(
        "c1",
        doc_type="company",
        target_price="HK$30.00",
        risks=["A", "B"],
        stock_calls=[{"code": "0700 HK", "name": "Tencent", "rating": "Buy", "target_price": "HK$30.00"}],
    )
    sector = labelled(
        "s1",
        doc_type="industry",
        rating="Attractive",
        stock_calls=[{"code": "STX.O", "rating": "OW"}, {"code": "WDC.O", "rating": "OW"}],
    )
    results = [
        score(
            company,
            outcome("Buy", "HK$30.00", ("A", "C"), "company", ({"code": "00700.HK", "rating": "Buy"},), seconds=0.5),
        ),
        # a null target label wants a null answer; `BUY` is not `Buy`: ratings compare as printed
        score(sector, outcome("BUY", "$682.12", (), "company", ({"code": "STX US", "rating": "OW"},), seconds=2.5)),
    ]
    f = figures(results)
    assert f["reports"] == 2
    assert f["doc_type_acc"] == [1, 2]
    assert f["rating"] == [1, 2]
    assert f["target"] == [1, 2]
    assert f["risk_items"] == {"tp": 1, "fp": 1, "fn": 1}
    assert f["risk_f1"] == 0.5
    assert f["calls"] == {"matched": 2, "extracted": 2, "labelled": 3}
    assert (f["calls_precision"], round(f["calls_recall"], 3)) == (1.0, 0.667)
    assert f["median_seconds"] == 1.5
    keys = [key for key, _ in rows(results)]
    assert keys == [
        ("real_pdfs dev", "en", "pdf", "company"),
        ("real_pdfs dev", "en", "pdf", "industry"),
        ("real_pdfs dev", "en", "pdf", "all"),
    ]


def test_only_the_development_splits_list_their_misses() -> None:
    results = [
        score(labelled("d1"), outcome("Sell")),
        score(labelled("r1", split="dev_from_test"), outcome("Sell")),
        score(labelled("t1", split="test"), outcome("Sell")),
        score(labelled("u1", split="unseen"), outcome("Sell")),
    ]
    misses = dev_misses(results)
    assert {" d1 " in m for m in misses} == {True, False}
    assert all(" d1 " in m or " r1 " in m for m in misses)
    assert figures(results)["rating"] == [0, 4]
    assert [r.item.sealed for r in results] == [False, False, True, True]


def test_a_label_without_a_split_is_sealed_unless_it_comes_from_a_dev_group() -> None:
    assert split_of({"split": "dev"}, Path("real_pdfs.jsonl")) == "dev"
    assert split_of({"split": "dev_from_test"}, Path("real_pdfs.jsonl")) == "dev_from_test"
    assert split_of({"split": "unseen"}, Path("real_pdfs_unseen.jsonl")) == "unseen"
    assert split_of({}, Path("reads/pdf_group1_B.jsonl")) == "dev"
    assert split_of({}, Path("reads/pdf_group3_A.jsonl")) == "test"
    assert split_of({}, Path("other.jsonl")) == "test"


def test_datayes_rating_words() -> None:
    assert rating_word("买入-A") == rating_word("买入") == "买入"
    assert rating_word("无评级") is None and rating_word(None) is None
    tally = DatayesTally()
    assert tally.add("买入-A", "给予买入评级", "买入", "company") is None
    assert tally.add("增持", "维持增持评级", None) == ("增持", None)
    assert tally.add("推荐", "no rating word here", "推荐") is None  # rated, not scored
    assert tally.add("无评级", "无评级", None) is None
    assert (tally.abstracts, tally.rated, tally.in_text, tally.right, tally.right_rated) == (4, 3, 2, 1, 2)
    assert (tally.answered_none, tally.company) == (1, 1)
    rows_in = [{"id": n} for n in range(10)]
    assert datayes_sample(rows_in, 4) == datayes_sample(rows_in, 4) and len(datayes_sample(rows_in, 4)) == 4
    assert datayes_sample(rows_in, None) == rows_in


def test_datayes_split_is_by_broker_fixed_and_near_even() -> None:
    rows_in = [{"broker": f"b{n % 9}", "id": n} for n in range(90)] + [
        {"broker": "big", "id": 90 + n} for n in range(30)
    ]
    half = datayes_split(rows_in)
    assert half == datayes_split(list(reversed(rows_in)))  # the order of the rows does not matter
    assert set(half.values()) == {"dev", "held"} and set(half) == {f"b{n}" for n in range(9)} | {"big"}
    sizes = {side: sum(half[r["broker"]] == side for r in rows_in) for side in ("dev", "held")}
    assert abs(sizes["dev"] - sizes["held"]) <= 30
