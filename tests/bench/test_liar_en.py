"""bench/liar.py's English lie kinds and the sealed split's rows, on a hand-made text: no PDF."""

from __future__ import annotations

from pathlib import Path

from bench.labelsets import Labelled
from bench.liar import lies_for

TEXT = (
    "Tencent (0700 HK)\nPrice (18 Mar 26): HK$550.50\nPrice target HK$2,888.00\nMarket cap ($ mn) 669,157\n"
    "We raise our PT to HK$2,888.00 from HK$650.00 on stronger games.\n"
    "Key risks\nRegulation tightens on online games.\n"
    "Our rating system using terms such as Overweight, Equal-weight or Underweight.\n"
)


def item(split: str = "dev") -> Labelled:
    return Labelled(
        set="real_pdfs",
        id="x",
        path=Path("x.pdf"),
        source="real_pdfs",
        group="g",
        rating="Overweight",
        rating_verbatim=None,
        target_price="HK$2,888.00",
        risks=["Regulation tightens on online games"],
        language="en",
        split=split,
    )


def test_english_lies_are_verbatim_and_wrong() -> None:
    lies = {(lie.kind, lie.value) for lie in lies_for(item(), TEXT)}
    assert ("previous target", "HK$650.00") in lies
    assert ("current price", "HK$550.50") in lies
    assert ("truncated number", "2") in lies
    assert ("stock code as target", "0700") in lies
    assert ("legend rating word", "Equal-weight") in lies
    assert all(value in TEXT and value != "HK$2,888.00" for _, value in lies)
    assert ("truncated number", "2,888") not in lies  # the same number as the target, not a cut one


def test_a_test_report_is_sealed_and_counted_apart() -> None:
    assert item("test").sealed and not item("dev").sealed
    assert item("test").rows == ("real_pdfs:test", "real_pdfs:test:en")
