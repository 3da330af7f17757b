"""Names as data: the stock-name table (stock_names.json: normalised code -> Chinese and English
names) and the English broker names (broker_names.json: broker -> the names its notes print)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources


def _table(file_name: str) -> dict[str, list[str]]:
    raw = json.loads(resources.files("schemas").joinpath(file_name).read_text("utf-8"))
    return {key: list(values) for key, values in raw.items() if not key.startswith("_")}


@cache
def stock_names() -> dict[str, tuple[str, ...]]:
    """Normalised code -> the names a reader may ask that stock by."""
    return {code: tuple(names) for code, names in _table("stock_names.json").items()}


@cache
def broker_names() -> dict[str, tuple[str, ...]]:
    """Broker -> the names its English notes print (longest first)."""
    return {
        broker: tuple(sorted(names, key=len, reverse=True)) for broker, names in _table("broker_names.json").items()
    }


def names_match(query: str, name: str | None) -> bool:
    """A query names this stock: equal, or one contains the other, casefolded (腾讯 ~ 腾讯控股,
    Tencent Holdings ~ Tencent)."""
    if not name or not query.strip():
        return False
    q, n = query.strip().casefold(), name.strip().casefold()
    return q == n or q in n or (len(n) >= 2 and n in q)


def codes_of_name(query: str) -> set[str]:
    """The normalised codes whose table names match the query."""
    return {code for code, names in stock_names().items() if any(names_match(query, n) for n in names)}
