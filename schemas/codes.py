"""A stock code as printed, normalised with its exchange, so reports join by stock.

    688556, 688556 CH, 688008.SS -> 688556.SH, 688008.SH   (A shares: the exchange from the digits)
    300896, 002241SZ             -> 300896.SZ, 002241.SZ
    0700 HK, 700 HK, 00981.HK    -> 0700.HK, 0981.HK        (Hong Kong: four digits at least)
    2330 TT, 6274.TWO            -> 2330.TW, 6274.TW         (Taiwan: TWSE and TPEx both .TW)
    AAPL US, AAPL.O, NVDA UW     -> AAPL.US, NVDA.US
    6723.T, 285A.T, 285A JP      -> 6723.JP, 285A.JP         (Tokyo: four digits, or three and a letter)
    ASML NA, ASML.AS, SAP GY     -> ASML.NA, SAP.DE          (Europe: Amsterdam, Xetra, Paris, London)
    BHP AU, BHP.AX, INFO IN      -> BHP.AU, INFO.IN          (Sydney, Singapore, India)
    TLKM IJ, TEL PM, PTT TB      -> TLKM.ID, TEL.PH, PTT.TH  (Jakarta, Manila, Kuala Lumpur, Bangkok, Ho Chi Minh)
    NRWD CN, SDWK GR, ANDC CN    -> NRWD.CA, SDWK.DE, ANDC.CA (Toronto, the German composite: letter tickers)
    VATN SS, EQNR NO, EDP PL     -> VATN.ST, EQNR.OL, EDP.LS  (Stockholm, Oslo, Lisbon; ABI BB, OMV AV: Brussels, Vienna)
    RY CT                        -> RY.CA                    (Toronto's own suffix)

A code whose market cannot be told (a bare 4-digit number, a ticker without a market) is None.
"""

from __future__ import annotations

import unicodedata

from schemas.patterns import LOOKS_LIKE_CODE, PRINTED_ALPHANUMERIC_JP_CODE, PRINTED_NUMERIC_CODE, PRINTED_TICKER_CODE

# Printed market suffix -> the exchange of the normalised code; "A" means an A share whose
# exchange the digits give (Bloomberg's CH and C1/C2 do not say which).
MARKETS: dict[str, str] = {
    "SH": "SH",
    "SS": "SH",
    "SZ": "SZ",
    "BJ": "BJ",
    "CH": "A",
    "CN": "A",
    "C1": "A",
    "C2": "A",
    "HK": "HK",
    "TT": "TW",
    "TW": "TW",
    "TWO": "TW",
    "US": "US",
    "UW": "US",
    "UN": "US",
    "UQ": "US",
    "UA": "US",
    "UR": "US",
    "O": "US",
    "OQ": "US",
    "N": "US",
    "JP": "JP",
    "JT": "JP",
    "T": "JP",
    "KS": "KS",
    "KQ": "KS",
    # Europe, Bloomberg's and Reuters' suffixes: Euronext Amsterdam, Xetra, Euronext Paris, London, Milan,
    # Madrid, SIX Swiss.
    "NA": "NA",
    "AS": "NA",
    "GY": "DE",
    "DE": "DE",
    "FP": "PA",
    "PA": "PA",
    "LN": "LN",
    "L": "LN",
    "IM": "IM",
    "MI": "IM",
    "SM": "SM",
    "MC": "SM",
    "SW": "SW",
    # Nasdaq Copenhagen and Helsinki, Bloomberg's suffixes after a letter ticker (`NVRA DC`, `NOKIA FH`).
    "DC": "DC",
    "FH": "FH",
    # Stockholm, Oslo, Lisbon, Brussels, Vienna: Bloomberg's suffixes after a letter ticker (Stockholm's `SS`:
    # LETTER_TICKER_MARKETS) and Reuters'.
    "ST": "ST",
    "NO": "OL",
    "OL": "OL",
    "PL": "LS",
    "LS": "LS",
    "BB": "BR",
    "BR": "BR",
    "AV": "VI",
    "VI": "VI",
    # Asia Pacific beyond Greater China, Japan and Korea: ASX, SGX, NSE / BSE.
    "AU": "AU",
    "AX": "AU",
    "SP": "SG",
    "SI": "SG",
    "IN": "IN",
    "NS": "IN",
    "BO": "IN",
    # South-East Asia: Jakarta, Manila, Bursa Malaysia, Bangkok, Ho Chi Minh.
    "IJ": "ID",
    "JK": "ID",
    "PM": "PH",
    "PS": "PH",
    "MK": "MY",
    "KL": "MY",
    "TB": "TH",
    "BK": "TH",
    "VN": "VN",
    # Toronto: Bloomberg's Toronto suffix; its composite `CN` is Canada's for a letter ticker (LETTER_TICKER_MARKETS).
    "CT": "CA",
    "TO": "CA",
}
# Bloomberg's suffixes that mean another market after a letter ticker than after digits: `NRWD CN` is
# Toronto (digits under CN are an A share), `SDWK GR` the German composite.
LETTER_TICKER_MARKETS: dict[str, str] = {"CN": "CA", "CT": "CA", "GR": "DE", "SS": "ST"}
# Markets whose codes are letters.
TICKER_MARKETS = (
    "CA",
    "US",
    "JP",
    "KS",
    "NA",
    "DE",
    "PA",
    "LN",
    "IM",
    "SM",
    "SW",
    "DC",
    "FH",
    "ST",
    "OL",
    "LS",
    "BR",
    "VI",
    "AU",
    "SG",
    "IN",
    "ID",
    "PH",
    "MY",
    "TH",
    "VN",
    "CA",
)
# A-share exchange by leading digits, longest prefix first: Shanghai main board and STAR (60x,
# 688/689), Shanghai B (900); Shenzhen main, SME, ChiNext, B (00x, 30x, 20x); Beijing (4x, 8x, 920).
A_SHARE_PREFIXES: tuple[tuple[str, str], ...] = (
    ("920", "BJ"),
    ("900", "SH"),
    ("6", "SH"),
    ("0", "SZ"),
    ("3", "SZ"),
    ("2", "SZ"),
    ("4", "BJ"),
    ("8", "BJ"),
)


def a_share_exchange(digits: str) -> str | None:
    """SH, SZ or BJ for a 6-digit A-share code, from its first digits."""
    if len(digits) != 6:
        return None
    return next((exchange for prefix, exchange in A_SHARE_PREFIXES if digits.startswith(prefix)), None)


def normalize_code(printed: str | None) -> str | None:
    """`688556.SH`, `0700.HK`, `2330.TW`, `AAPL.US`; None when the market cannot be told."""
    if not printed:
        return None
    text = unicodedata.normalize("NFKC", printed).strip()
    if numeric := PRINTED_NUMERIC_CODE.fullmatch(text):
        return _numeric(numeric.group(1), (numeric.group(2) or "").upper())
    if (tokyo := PRINTED_ALPHANUMERIC_JP_CODE.fullmatch(text)) and MARKETS.get(tokyo.group(2).upper()) == "JP":
        return f"{tokyo.group(1).upper()}.JP"
    if ticker := PRINTED_TICKER_CODE.fullmatch(text):
        suffix = ticker.group(2).upper()
        market = LETTER_TICKER_MARKETS.get(suffix) or MARKETS.get(suffix)
        symbol = ticker.group(1).upper().replace("/", ".").replace("-", ".")
        return f"{symbol}.{market}" if market in TICKER_MARKETS else None
    return None


def _numeric(digits: str, suffix: str) -> str | None:
    market = MARKETS.get(suffix) if suffix else None
    if suffix and market is None:
        return None
    if market in (None, "A", "SH", "SZ", "BJ"):
        if len(digits) == 6 and market not in (None, "A"):
            return f"{digits}.{market}"
        if len(digits) == 6:
            exchange = a_share_exchange(digits)
            return f"{digits}.{exchange}" if exchange else None
        if market is None and len(digits) == 5 and digits.startswith("0"):
            return f"{digits.lstrip('0').zfill(4)}.HK"  # 00981: only Hong Kong pads to five digits
        return None
    if market == "HK":
        return f"{digits.lstrip('0').zfill(4)}.HK" if len(digits) <= 5 else None
    if market == "TW":
        return f"{digits}.TW" if 4 <= len(digits) <= 6 else None
    if market == "JP":
        return f"{digits}.JP" if len(digits) == 4 else None
    if market == "KS":
        return f"{digits}.KS" if len(digits) == 6 else None
    return None


def looks_like_code(query: str) -> bool:
    """A query that names a stock by its code (any printed form) rather than by its name."""
    return bool(LOOKS_LIKE_CODE.fullmatch(unicodedata.normalize("NFKC", query).strip()))


# The other printed forms of a normalised code's market, for a search that matches words as printed.
PRINTED_SUFFIXES: dict[str, tuple[str, ...]] = {
    "HK": (".HK", " HK"),
    "SH": (".SH", ".SS", " CH"),
    "SZ": (".SZ", " CH"),
    "BJ": (".BJ",),
    "TW": (".TW", " TT"),
    "US": (".US", " US"),
}


def printed_forms(normalized: str | None) -> list[str]:
    """`0700.HK` -> 0700.HK, 0700 HK, 700.HK, 700 HK, 00700.HK, 00700 HK: the forms a reader may type."""
    if not normalized or "." not in normalized:
        return []
    symbol, market = normalized.rsplit(".", 1)
    symbols = [symbol]
    if market == "HK":
        bare = symbol.lstrip("0") or "0"
        symbols = list(dict.fromkeys([symbol, bare, bare.zfill(5)]))
    return [s + suffix for s in symbols for suffix in PRINTED_SUFFIXES.get(market, ("." + market,))]
