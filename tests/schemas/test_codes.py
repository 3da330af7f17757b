"""Stock codes as printed, normalised with their exchange (schemas/codes.py)."""

from __future__ import annotations

import pytest

from schemas.codes import looks_like_code, normalize_code

CASES = [
    ("688556", "688556.SH"),  # STAR board: the exchange from the digits
    ("688901.SH", "688901.SH"),
    ("688556.sh", "688556.SH"),
    ("688008.SS", "688008.SH"),  # Yahoo's Shanghai suffix
    ("600406 CH", "600406.SH"),  # Bloomberg's CH does not say which exchange
    ("600406CH", "600406.SH"),
    ("300896", "300896.SZ"),
    ("002241SZ", "002241.SZ"),
    ("000001", "000001.SZ"),
    ("830799", "830799.BJ"),
    ("920001", "920001.BJ"),
    ("９００９０１", "900901.SH"),  # full-width digits, Shanghai B share
    ("2736.HK", "2736.HK"),
    ("0700 HK", "0700.HK"),
    ("700 HK", "0700.HK"),
    ("00981.HK", "0981.HK"),
    ("00981", "0981.HK"),  # five digits with a leading zero: only Hong Kong prints them
    ("2383.TW", "2383.TW"),
    ("2330 TT", "2330.TW"),
    ("6274.TWO", "6274.TW"),  # TPEx and TWSE both .TW, so one stock has one key
    ("AAPL.US", "AAPL.US"),
    ("VLT IM", "VLT.IM"),  # Milan: Bloomberg's IM, Reuters' .MI
    ("ENI.MI", "ENI.IM"),
    ("ITX SM", "ITX.SM"),  # Madrid: SM, .MC
    ("ITX.MC", "ITX.SM"),
    ("NESN SW", "NESN.SW"),  # SIX Swiss
    ("AAPL US", "AAPL.US"),
    ("NVDA UW", "NVDA.US"),
    ("AAPL.O", "AAPL.US"),
    ("BHP AU", "BHP.AU"),  # Sydney, Singapore and India, Bloomberg's and Reuters' forms
    ("BHP.AX", "BHP.AU"),
    ("LPL SP", "LPL.SG"),
    ("VNTG IN", "VNTG.IN"),
    ("INFY.NS", "INFY.IN"),
    ("0700", None),  # four digits alone: Hong Kong, Taiwan or Tokyo
    ("AAPL", None),  # a ticker alone: no market
    ("123456", None),  # no A-share board starts with 1
    ("1234.XX", None),
    ("", None),
    (None, None),
]


@pytest.mark.parametrize(("printed", "expected"), CASES)
def test_normalize_code(printed: str | None, expected: str | None) -> None:
    assert normalize_code(printed) == expected


@pytest.mark.parametrize(
    ("query", "is_code"),
    [
        ("688556", True),
        ("0700 HK", True),
        ("2330 TT", True),
        ("AAPL.US", True),
        ("腾讯控股", False),
        ("Tencent", False),
    ],
)
def test_a_query_is_a_code_or_a_name(query: str, is_code: bool) -> None:
    assert looks_like_code(query) is is_code
