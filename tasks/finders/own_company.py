"""The company an English note is about, with its listed code: its own call's stock.

A note identifies its subject on the cover with a name and a ticker (`Tencent Holdings (0700.HK)`,
`Tencent (0700)` over `0700.HK, 700 HK`) or in a labelled listing (`RIC: 0700.HK BBG: 700 HK`,
`Bloomberg / Reuters 700 HK / 0700.HK`). Other companies are named with their tickers too (peers,
a coverage list in the disclosures), so each candidate code is scored by how much the note speaks
of it: its labelled listings count most, then every `Name (ticker)` and every mention of its
name's distinctive word. A stock the note names with its own rating and target (`XtalPi - H
(Overweight; Price Target: HK$10.00)`) is the subject whatever the counts. Of one company's
listings (A and H shares, a local line and an ADR), the one in the currency of the note's target
is its call's. The name is the one printed beside the code, in a `Name (ticker)` or at the head of
a coverage-list row (`Tencent Holdings TCTZF 700 HK`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from schemas.codes import normalize_code
from schemas.lexicon import rating_words, table_rating_class
from schemas.patterns import (
    GENERIC_NAME_WORD,
    LABELLED_LISTING,
    LISTED_TICKER,
    LISTING_ONLY_LINE,
    NAME_BEFORE_LISTING,
    NAME_THEN_LISTINGS_LINE,
    NAME_WITH_BARE_CODE,
    NAME_WITH_BARE_TICKER_LINE,
    NAME_WITH_RATING,
    NAME_WITH_TICKER,
    NOT_A_TICKER_CELL,
    REPORT_KIND_BEFORE_NAME_EN,
)

LISTING_WEIGHT = 5  # a labelled listing names the note's own stock: worth this many mentions
NAMED_WEIGHT = 2  # a `Name (ticker)`
# The currency a listing's market quotes in (the market of a normalised code, schemas/codes.py).
MARKET_CURRENCIES = {
    **{"HK": "HKD", "SH": "CNY", "SZ": "CNY", "BJ": "CNY", "TW": "TWD", "JP": "JPY", "KS": "KRW", "US": "USD"},
    **{"NA": "EUR", "DE": "EUR", "PA": "EUR", "IM": "EUR", "SM": "EUR", "SW": "CHF", "LN": "GBP"},
    **{"ST": "SEK", "OL": "NOK", "LS": "EUR", "BR": "EUR", "VI": "EUR"},
    **{
        "AU": "AUD",
        "CA": "CAD",
        "SG": "SGD",
        "IN": "INR",
        "ID": "IDR",
        "PH": "PHP",
        "MY": "MYR",
        "TH": "THB",
        "VN": "VND",
    },
}


@dataclass(frozen=True)
class OwnCompany:
    code: str  # as printed
    name: str | None


@dataclass
class _Stock:
    code: str  # the first printed form seen
    first: int
    names: list[str] = field(default_factory=list)
    score: int = 0
    rated: bool = False  # named with the note's own rating and target


def _digits(code: str) -> str:
    return code.split(".")[0].lstrip("0")


def _distinctive_word(name: str) -> str | None:
    words = [w for w in name.split() if not GENERIC_NAME_WORD.fullmatch(w) and len(w) >= 2]
    return words[0] if words else None


MIN_ACRONYM_CHARS = 3  # a name's capitals read as its short form from this many on (`CXMT`, not `GS`)


def _mentions(text: str, name: str) -> int:
    """How often the text names the company: its name's distinctive word, and the short form its capitals spell
    (`CXMT` for `ChangXin Memory Technologies`), as a note calls its company after the cover."""
    word = _distinctive_word(name)
    count = len(re.findall(rf"(?<![\w]){re.escape(word)}(?![\w])", text)) if word else 0
    acronym = "".join(char for char in name if char.isupper())
    if len(acronym) >= MIN_ACRONYM_CHARS and acronym != word:
        count += len(re.findall(rf"(?<![\w]){re.escape(acronym)}(?![\w])", text))
    return count


def _name_beside(text: str, key: str) -> str | None:
    """A name printed at the head of a line before this stock's ticker (a coverage-list row)."""
    for ticker in LISTED_TICKER.finditer(text):
        if normalize_code(ticker.group(0)) != key:
            continue
        line_start = text.rfind("\n", 0, ticker.start()) + 1
        found = NAME_BEFORE_LISTING.fullmatch(text, line_start, ticker.start())
        if found:
            return found.group(1)
    return None


def _rated_names(text: str) -> set[str]:
    """The names printed with a rating and a target in brackets: `XtalPi - H (Overweight; Price Target: …)`."""
    return {
        found.group(1)
        for found in NAME_WITH_RATING.finditer(text)
        if any(word.group(0) == found.group(2) for word in rating_words(found.group(2)))
    }


def _same_company(left: list[str], right: list[str]) -> bool:
    words = {_distinctive_word(name) for name in left} - {None}
    return bool(words & {_distinctive_word(name) for name in right})


def find_own_company(text: str, currency: str | None = None) -> OwnCompany | None:
    """The stock the note speaks of most among those it names with a listed ticker, or None; the
    one it names with its rating and target first. `currency`: the note's target's (HKD, CNY, …):
    of the chosen company's listings, the one quoted in it."""
    stocks: dict[str, _Stock] = {}

    def add(printed: str, at: int, weight: int, name: str | None = None) -> None:
        key = normalize_code(printed)
        if key is None:
            return
        stock = stocks.setdefault(key, _Stock(printed, at))
        stock.score += weight
        if name:
            stock.names.append(REPORT_KIND_BEFORE_NAME_EN.sub("", name))

    for found in LABELLED_LISTING.finditer(text):
        add(found.group(1), found.start(1), LISTING_WEIGHT)
    for found in LISTING_ONLY_LINE.finditer(text):
        add(found.group(1), found.start(1), LISTING_WEIGHT)
    for found in NAME_THEN_LISTINGS_LINE.finditer(text):
        add(found.group(2), found.start(2), LISTING_WEIGHT, found.group(1))
    for found in NAME_WITH_TICKER.finditer(text):
        add(found.group(2), found.start(2), NAMED_WEIGHT, found.group(1))
    by_digits = defaultdict(list)
    for key in stocks:
        by_digits[_digits(key)].append(key)
    for found in NAME_WITH_BARE_CODE.finditer(text):  # `Tencent (0700)` names the listing `0700.HK`
        for key in by_digits.get(found.group(2).lstrip("0"), []):
            stocks[key].names.append(found.group(1))
            stocks[key].score += NAMED_WEIGHT
    if not stocks:
        return _bare_ticker_company(text)
    rated = _rated_names(text)
    for key, stock in stocks.items():
        if not stock.names and (beside := _name_beside(text, key)):
            stock.names.append(beside)
        stock.score += max((_mentions(text, name) for name in stock.names), default=0)
        stock.rated = bool(rated & set(stock.names))
    best = max(stocks.values(), key=lambda s: (s.rated, s.score, -s.first))
    if currency and _currency(best) not in (None, currency):
        listings = [s for s in stocks.values() if _currency(s) == currency and _same_company(s.names, best.names)]
        best = max(listings, key=lambda s: (s.score, -s.first), default=best)
    return OwnCompany(best.code, best.names[0] if best.names else None)


COVER_CHARS = 6000  # where a note names its company by a bare ticker: its cover and headline


def _bare_ticker_company(text: str) -> OwnCompany | None:
    """A note that names no listing: the company a cover line names with a bare ticker in brackets,
    alone or opening the headline (`Crescent Outfitters (CRSO)`, `Crescent Outfitters (CRSO): …`); of
    several, the one the note speaks of most."""
    named: dict[str, tuple[str, int]] = {}
    for found in NAME_WITH_BARE_TICKER_LINE.finditer(text, 0, COVER_CHARS):
        ticker = found.group(2)
        if NOT_A_TICKER_CELL.fullmatch(ticker) or ticker in named:
            continue  # `Revenue (USD)`, `(EPS)`: a unit or a measure, no ticker
        if rating_words(found.group(1)) or table_rating_class(ticker):
            continue  # `Overweight (OW)`: a rating legend's word and its code
        named[ticker] = (found.group(1), _mentions(text, found.group(1)))
    if not named:
        return None
    ticker, (name, _) = max(named.items(), key=lambda item: item[1][1])
    return OwnCompany(ticker, name)


def _currency(stock: _Stock) -> str | None:
    key = normalize_code(stock.code)
    return MARKET_CURRENCIES.get(key.rsplit(".", 1)[-1]) if key else None


def cover_listings(text: str, start: int, end: int) -> frozenset[str]:
    """The normalised codes of the labelled listings and listing lines in text[start:end] (the cover)."""
    printed = [m.group(1) for p in (LABELLED_LISTING, LISTING_ONLY_LINE) for m in p.finditer(text, start, end)]
    return frozenset(key for code in printed if (key := normalize_code(code)))


def names_listing(text: str, start: int, end: int, listings: frozenset[str]) -> bool:
    """A line that opens with a name and then gives one of these listings (a coverage-list row)."""
    for ticker in LISTED_TICKER.finditer(text, start, end):
        if normalize_code(ticker.group(0)) in listings:
            line_start = max(start, text.rfind("\n", 0, ticker.start()) + 1)
            if NAME_BEFORE_LISTING.fullmatch(text, line_start, ticker.start()):
                return True
    return False


def is_own_company_line(text: str, start: int, end: int, *, on_cover: bool) -> bool:
    """A line that identifies the note's company: on the cover a labelled listing, a line of
    listings, `Name (digits)` or its title with a bare ticker (`Tesla Inc. (TSLA)`); anywhere a line that is only `Name (ticker)` (a page header)."""
    if on_cover and (
        LABELLED_LISTING.search(text, start, end)
        or LISTING_ONLY_LINE.search(text, start, end)
        or NAME_WITH_BARE_CODE.search(text, start, end)
        or NAME_THEN_LISTINGS_LINE.search(text, start, end)
        or NAME_WITH_BARE_TICKER_LINE.fullmatch(text, start, end)
    ):
        return True
    named = NAME_WITH_TICKER.search(text, start, end)
    return named is not None and not text[start : named.start()].strip() and not text[named.end() : end].strip()
