"""Drawn forms: one-page PDFs drawn with pymupdf from lines of text (or a callback for tables and boxes), read by
the rules backend through the whole pipeline, and the same PDFs as labelled reports for the oracle and the liar
(bench/oracle.py, bench/liar.py: the real SDK against a local Messages API). The house-form benches
(bench/house_*.py) draw their forms with these helpers."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymupdf

from bench.labelsets import Labelled
from flows.report import digest_one, run_context
from flows.settings import RunOptions
from schemas.types import ReportOutcome
from tasks.ingest.discover import InputFile
from tasks.ingest.reader import sha256_file

Line = tuple[str, str, float]  # text, base font (helv, hebo, china-s, ...), size
Draw = Callable[[pymupdf.Page], None]
Call = tuple[str | None, str | None, str | None, str | None]  # code, name, rating, target as printed
SOURCE_LINE: Line = ("Source: Acme Research", "helv", 7)


def draw_lines(lines: Sequence[Line], *, left: float = 40, top: float = 60, step: float = 20) -> Draw:
    """A drawing of `lines`, one under the other at `left`."""

    def draw(page: pymupdf.Page) -> None:
        for row, (text, font, size) in enumerate(lines):
            page.insert_text((left, top + step * row), text, fontname=font, fontsize=size)

    return draw


def draw_pdf(path: Path, *draws: Draw) -> Path:
    """A one-page A4 PDF at `path` drawn by each of `draws` in turn."""
    return draw_pages(path, draws)


def digest_rules(path: Path) -> ReportOutcome:
    """The row the rules backend makes of `path`, offline, through the whole per-report pipeline."""
    options = RunOptions(inputs=[path], extractor="rules", ocr_cache_mb=0)
    return digest_one(InputFile(path, sha256_file(path)), run_context(options))


@dataclass(frozen=True)
class FormLabel:
    """What a drawn form prints: the values a reader should give, as printed (None: not in the form)."""

    rating: str | None = None
    target: str | None = None
    risks: tuple[str, ...] = ()
    calls: tuple[Call, ...] | None = None  # None: calls not scored
    doc_type: str | None = None
    language: str = "en"


def form_labelled(path: Path, form_id: str, label: FormLabel, *, set_name: str = "house_forms") -> Labelled:
    """`path` as a labelled report for bench/oracle.py's run_oracle and bench/liar.py's run_liar."""
    calls: list[dict[str, Any]] | None = (
        None
        if label.calls is None
        else [dict(zip(("code", "name", "rating", "target_price"), call, strict=True)) for call in label.calls]
    )
    return Labelled(
        set=set_name,
        id=form_id,
        path=path,
        source=set_name,
        group=set_name,
        rating=label.rating,
        rating_verbatim=label.rating,
        target_price=label.target,
        risks=list(label.risks),
        doc_type=label.doc_type,
        stock_calls=calls,
        language=label.language,
    )


def oracle_and_liar(items: list[Labelled]) -> tuple[tuple[int, int], tuple[int, int], list[str]]:
    """((kept, scored) of the oracle, (accepted, attempts) of the liar, the lines naming what each lost or let in)."""
    from bench.liar import run_liar
    from bench.oracle import run_oracle

    oracle = run_oracle(items)
    liar = run_liar(items)
    attempts = sum(kind.attempts for kind in liar.kinds.values())
    return oracle.share("all"), (liar.total_accepted, attempts), [*oracle.rejections, *liar.accepted]


def draw_pages(path: Path, *pages: Sequence[Draw]) -> Path:
    """An A4 PDF at `path` of one page per entry of `pages`, each drawn by its draws in turn (a section that runs
    on past a page's footer and the next page's header)."""
    pdf = pymupdf.open()
    for draws in pages:
        page = pdf.new_page(width=595, height=842)
        for draw in draws:
            draw(page)
    pdf.save(path)
    pdf.close()
    return path
