"""A report's date: printed on its first page, else in its file name, else the file's mtime.

Selecting a backfill reads the first page's text layer only (no OCR), so it stays cheap. A
report's row takes a scanned first page's date from its OCR text (tasks/output/assess.py, with
`date_in_text`), so only the selection of a scanned report falls back to its file name or mtime.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Literal

from schemas.patterns import PRICE_DATE_CUE_BEFORE, PRINTED_NUMERIC_DATE
from tasks.ingest.discover import InputFile

DateSource = Literal["first_page", "file_name", "mtime"]

FIRST_PAGE_CHARS = 3000  # a .txt's head, read for its date (the body quotes older dates)
PRICE_CUE_CHARS = 20  # how far before a date its price cue may sit
_MONTHS = {
    m: n
    for n, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], start=1)
}
_DAY_MONTH_YEAR = re.compile(r"(?<!\d)(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(20\d{2})(?!\d)")
_MONTH_DAY_YEAR = re.compile(r"\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(20\d{2})(?!\d)")
_COMPACT = re.compile(r"(?<!\d)(20\d{2})(\d{2})(\d{2})(?!\d)")


def _safe_date(year: str, month: str | int, day: str) -> date | None:
    try:
        return date(int(year), int(month), int(day))
    except ValueError:
        return None


def _month(name: str) -> int | None:
    return _MONTHS.get(name[:3].lower())


def _candidates(text: str) -> list[tuple[int, date]]:
    found: list[tuple[int, date | None]] = []
    for m in PRINTED_NUMERIC_DATE.finditer(text):
        found.append((m.start(), _safe_date(m[1], m[2] or m[4], m[3] or m[5])))
    for m in _DAY_MONTH_YEAR.finditer(text):
        month = _month(m[2])
        found.append((m.start(), _safe_date(m[3], month, m[1]) if month else None))
    for m in _MONTH_DAY_YEAR.finditer(text):
        month = _month(m[1])
        found.append((m.start(), _safe_date(m[3], month, m[2]) if month else None))
    return sorted((pos, d) for pos, d in found if d is not None)


def date_in_text(text: str) -> date | None:
    """The first full date of the text (2025年04月08日, 2025-04-08, 2025/4/8, 12 March 2025, March 12,
    2025) that is not a price's date (`Shr price, close (Apr 2, 2026)`), else the price's date. Given page 1 whole: an
    English cover's boxes can run past 3,000 characters before its date line."""
    candidates = _candidates(text)
    dated = [
        (position, day)
        for position, day in candidates
        if not PRICE_DATE_CUE_BEFORE.search(text, max(0, position - PRICE_CUE_CHARS), position)
    ]
    return (dated or candidates)[0][1] if candidates else None


def date_in_name(name: str) -> date | None:
    """A date in a file name: 2025-04-08, 2025_04_08 or 20250408."""
    stem = Path(name).stem.replace("_", "-")
    return date_in_text(stem) or next((d for m in _COMPACT.finditer(stem) if (d := _safe_date(m[1], m[2], m[3]))), None)


def first_page_text(path: Path) -> str:
    """The text layer of page 1 of a PDF, or the head of a .txt file; '' when unreadable."""
    try:
        if path.suffix.lower() == ".txt":
            with path.open("r", encoding="utf-8", errors="replace") as handle:
                return handle.read(FIRST_PAGE_CHARS)
        import pymupdf

        with pymupdf.open(path) as document:
            return document[0].get_text() if document.page_count and not document.needs_pass else ""
    except Exception:  # noqa: BLE001 - a broken file simply has no printed date; ingest reports why
        return ""


def report_date(path: Path) -> tuple[date | None, DateSource | None]:
    """(date, where it came from); (None, None) only when the file cannot even be stat'ed."""
    if printed := date_in_text(first_page_text(path)):
        return printed, "first_page"
    if named := date_in_name(path.name):
        return named, "file_name"
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC).date(), "mtime"
    except OSError:
        return None, None


def in_range(day: date | None, since: date | None, until: date | None) -> bool:
    """Inclusive on both ends; an undated report is never in a bounded range."""
    if since is None and until is None:
        return True
    if day is None:
        return False
    return (since is None or day >= since) and (until is None or day <= until)


def select_by_date(items: list[InputFile], since: date | None, until: date | None) -> list[InputFile]:
    """The reports dated within [since, until]; all of them when neither is given."""
    if since is None and until is None:
        return items
    return [item for item in items if in_range(report_date(item.path)[0], since, until)]
