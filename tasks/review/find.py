"""Finding reports and calls the way an analyst names them: a doc_id prefix, a file path or
name, a stock code in any printed form (`688556`, `0700 HK`, `2330 TT`), or a company name.

A name also finds the calls and reports on that name's codes: `腾讯控股` finds an English report
that prints only `Tencent (0700.HK)`, when some call or company row of OUT names 腾讯控股 with that
code, or when the stock-name table (schemas/stock_names.json) does.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import polars as pl

from schemas.codes import looks_like_code, normalize_code
from schemas.errors import UnknownReportError
from schemas.names import codes_of_name, stock_names
from schemas.output import CALL_SCHEMA
from tasks.output.sink import CALLS_DIR
from tasks.output.state import readable_parquet
from tasks.review.load import MIN_PREFIX_CHARS

HEX = frozenset("0123456789abcdef")


def _code_key(printed: str) -> str:
    """The normalised code, else the code's own digits or ticker (`0700` stays `0700`)."""
    return normalize_code(printed) or printed.strip().upper()


def _code_matches(query_key: str, code: str | None) -> bool:
    if not code:
        return False
    key = _code_key(code)
    return key == query_key or key.split(".")[0] == query_key


def _name_matches(query: str, name: str | None) -> bool:
    return bool(name) and query.casefold() in str(name).casefold()


def _row_calls(row: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in row.get("stock_calls") or [] if c]


def _codes_of_name(rows: Iterable[dict[str, Any]], query: str) -> set[str]:
    """The normalised codes printed beside this name, in the reports' own calls and columns, and
    the codes the stock-name table gives it."""
    codes: set[str] = codes_of_name(query)
    for row in rows:
        if _name_matches(query, row.get("company_name")) and row.get("company_code"):
            codes.add(row["company_code"])
        for call in _row_calls(row):
            if _name_matches(query, call.get("name")) and call.get("code") and (key := normalize_code(call["code"])):
                codes.add(key)
    return codes


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None
    except OSError:
        return None


def find_reports(frame: pl.DataFrame, query: str) -> list[dict[str, Any]]:
    """The latest rows (load_latest) that the query names, best kind of match first: a file's
    bytes or path, a doc_id prefix, a file name, a code, a company or stock name, a title."""
    text = query.strip()
    rows = frame.to_dicts()
    if not text:
        return []
    by_path = Path(text).expanduser()
    digest = _sha256(by_path)
    if digest or "/" in text:
        wanted = str(by_path.resolve())
        hits = [
            r
            for r in rows
            if r["doc_id"] == digest
            or str(Path(r["source_path"]).resolve()) == wanted
            or wanted in {str(Path(p).resolve()) for p in r.get("duplicate_paths") or []}
        ]
        if hits:
            return hits
    lowered = text.lower()
    if len(lowered) >= MIN_PREFIX_CHARS and set(lowered) <= HEX:
        hits = [r for r in rows if r["doc_id"].startswith(lowered)]
        if hits:
            return hits
    hits = [r for r in rows if Path(r["source_path"]).name == text] or [
        r
        for r in rows
        if Path(r["source_path"]).stem == text  # the file's name without its extension
    ]
    if hits:
        return hits
    if looks_like_code(text):
        key = _code_key(text)
        own = [r for r in rows if _code_matches(key, r.get("company_code"))]
        mentioned = [r for r in rows if r not in own and any(_code_matches(key, c.get("code")) for c in _row_calls(r))]
        if own or mentioned:
            return own + mentioned
    codes = _codes_of_name(rows, text)
    own = [r for r in rows if _name_matches(text, r.get("company_name")) or r.get("company_code") in codes]
    mentioned = [
        r
        for r in rows
        if r not in own
        and any(_name_matches(text, c.get("name")) or normalize_code(c.get("code")) in codes for c in _row_calls(r))
    ]
    titled = [r for r in rows if r not in own and r not in mentioned and _name_matches(text, r.get("title"))]
    return own + mentioned + titled


def find_report(frame: pl.DataFrame, query: str) -> dict[str, Any] | list[dict[str, Any]]:
    """The one row the query names, or the rows to choose from when several match."""
    hits = find_reports(frame, query)
    if not hits:
        raise UnknownReportError(
            f"no report matches '{query}' among {frame.height} reports",
            hint="Give a doc_id prefix (8+ characters), a file path or name, a stock code or a company name",
        )
    return hits[0] if len(hits) == 1 else hits


def load_calls(out: Path, latest: pl.DataFrame) -> pl.DataFrame:
    """Every call of the latest committed run of each report (`latest`: load_latest's rows)."""
    files = readable_parquet(sorted((out / CALLS_DIR).glob("run_date=*/*.parquet")), CALL_SCHEMA, ("doc_id", "run_id"))
    if not files:
        return pl.DataFrame()
    calls = pl.concat([pl.read_parquet(f) for f in files], how="diagonal_relaxed")
    return calls.join(latest.select("doc_id", "run_id"), on=["doc_id", "run_id"], how="semi")


def resolve_stock(query: str, calls: pl.DataFrame, reports: pl.DataFrame | None = None) -> set[str]:
    """The code keys a query names: the code itself in any printed form; for a name, the codes that
    OUT's calls and company rows print beside it, and those of the stock-name table."""
    text = query.strip()
    if looks_like_code(text):
        return {_code_key(text)}
    keys = codes_of_name(text)
    if not calls.is_empty():
        pairs = calls.select("code", "name").iter_rows()
        keys |= {k for code, name in pairs if _name_matches(text, name) and code and (k := normalize_code(code))}
    if reports is not None and not reports.is_empty() and "company_code" in reports.columns:
        pairs = reports.select("company_name", "company_code").iter_rows()
        keys |= {code for name, code in pairs if code and _name_matches(text, name)}
    return keys


def _table_names(keys: set[str]) -> set[str]:
    table = stock_names()
    return {name.casefold() for key in keys for name in table.get(key, ())}


def find_calls(calls: pl.DataFrame, query: str, reports: pl.DataFrame | None = None) -> pl.DataFrame:
    """The calls on the stock the query names (a code in any printed form, or a name and the codes
    OUT or the stock-name table pair with it; `reports`: load_latest's rows), latest report first."""
    if calls.is_empty():
        return calls
    text = query.strip()
    keys = resolve_stock(text, calls, reports)
    by_name = not looks_like_code(text)
    names = _table_names(keys) if by_name else set()
    wanted = [
        index
        for index, (code, name) in enumerate(calls.select("code", "name").iter_rows())
        if any(_code_matches(key, code) for key in keys)
        or (by_name and (_name_matches(text, name) or (not code and name and name.casefold() in names)))
    ]
    return (
        calls.with_row_index("_i")
        .filter(pl.col("_i").is_in(wanted))
        .drop("_i")
        .sort(["report_date", "processed_at", "call_index"], descending=[True, True, False], nulls_last=True)
    )
