"""An English note's own company and code: the stock it speaks of most among those it names with a
listed ticker, its name as printed beside the code; and its broker from its own pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from schemas.codes import normalize_code
from schemas.types import FieldName
from tasks.clean.boilerplate import detect_broker
from tasks.finders.own_company import cover_listings, find_own_company, is_own_company_line
from tests.builders import rules_outcome
from tests.paths import REAL_PDFS, TENCENT_NOTES

PROSE = "Tencent grew its games revenue. Tencent's cloud turned profitable. We like Tencent. "


def test_a_peer_named_with_its_ticker_is_not_the_subject() -> None:
    text = (
        f"{PROSE}Unlike Alibaba Group Holding Limited (9988.HK), it invests less.\nTencent Holdings (0700.HK)\n{PROSE}"
    )
    own = find_own_company(text)
    assert own is not None and (own.code, own.name) == ("0700.HK", "Tencent Holdings")


def test_a_labelled_listing_names_the_code_and_a_coverage_row_the_name() -> None:
    text = (
        f"{PROSE}\nBloomberg / Reuters 700 HK / 0700.HK\nDisclosures\n"
        "Alibaba Health ALBHF 241 HK Miranda Zhuang\nTencent Holdings TCTZF 700 HK Alex Liu\n"
    )
    own = find_own_company(text)
    assert own is not None and own.code == "700 HK" and own.name == "Tencent Holdings"


def test_bare_digits_in_brackets_name_the_listing_line_below() -> None:
    text = f"Tencent (0700)\nOverweight\n0700.HK, 700 HK\n{PROSE}Alibaba (9988.HK) trails."
    own = find_own_company(text)
    assert own is not None and own.code == "0700.HK" and own.name == "Tencent"


def test_a_name_line_followed_by_its_listings_names_the_company() -> None:
    text = f"EQUITY: INTERNET\nTencent Holdings 0700.HK 700 HK\n{PROSE}AliCloud (owned by Alibaba [BABA US, Buy])."
    own = find_own_company(text)
    assert own is not None and (own.code, own.name) == ("0700.HK", "Tencent Holdings")


def test_a_note_without_a_listed_ticker_has_no_own_company() -> None:
    assert find_own_company(PROSE) is None


def test_cover_lines_and_page_headers_identify_the_company() -> None:
    cover = "RIC: 0700.HK BBG: 700 HK"
    assert is_own_company_line(cover, 0, len(cover), on_cover=True)
    assert not is_own_company_line(cover, 0, len(cover), on_cover=False)
    header = "Tencent Holdings (0700.HK)"
    assert is_own_company_line(header, 0, len(header), on_cover=False)
    sentence = "We prefer Tencent Holdings (0700.HK) to its peers."
    assert not is_own_company_line(sentence, 0, len(sentence), on_cover=False)
    assert cover_listings(cover, 0, len(cover)) == {"0700.HK"}


def test_an_english_broker_is_the_one_its_pages_name_not_a_disclosed_authority() -> None:
    text = (
        "Citi Research\nTencent Holdings (0700.HK) 19 March 2026 Citi Research\n"
        + "Our view follows. " * 100
        + "regulated by the Israeli Securities Authority. Israeli Securities Authority licence.\n"
        + "Tencent Holdings (0700.HK) 19 March 2026 Citi Research\n"
    )
    assert detect_broker(text) == "Citi Research"


def test_a_chinese_report_keeps_its_securities_firm() -> None:
    assert detect_broker("国元证券研究所\n本报告由国元证券发布。UBS 与 UBS 的观点。") == "国元证券"


@pytest.mark.parametrize(
    "name", [n if n == "rp_086.pdf" else pytest.param(n, marks=pytest.mark.slow) for n in TENCENT_NOTES]
)
def test_a_real_tencent_note_is_about_tencent_0700_hk(name: str) -> None:
    path: Path = REAL_PDFS / name
    if not path.is_file():
        pytest.skip("../shared/real_pdfs is absent")
    outcome = rules_outcome(path)
    own = outcome.own_call
    assert outcome.doc_type == "company"
    assert own is not None and own.code is not None
    assert normalize_code(own.code) == "0700.HK"
    assert own.name is not None and own.name.startswith("Tencent")
    assert own.target_price == outcome.fields[FieldName.TARGET_PRICE].value
    assert outcome.broker == TENCENT_NOTES[name]


def test_a_milan_listing_names_the_subject() -> None:
    text = "Veltro Componenti (VLT IM)\n11 November 2026\nStock rating\nEqual-weight\nPrice target €38.50\n"
    own = find_own_company(text, "EUR")
    assert own is not None and own.code == "VLT IM" and own.name == "Veltro Componenti"
