"""PyMuPDF 2.0's layout model (`page.get_layout()`) against the reader's own structure (`get_text("dict")`
styled lines, tasks/ingest/reader.py and layout.py) and PyMuPDF's `page.find_tables()`, on real broker PDFs.

Every native call of the model (and `find_tables`) runs in a child process (tasks/ingest/page_layout.py),
so a SIGSEGV costs that page. Two passes:

- measured pages of the labelled dev split (bench/labels/real_pdfs.jsonl, `split == "dev"`): pages 1-2 and
  the pages holding a labelled risk item or a labelled call's row. Per role:
  (a) risk items: the share of labelled items whose characters lie inside one box of the model, vs inside
      one paragraph (line of the normalised text) of the reader's `Document`; "alone" = that box or
      paragraph holds no other labelled item of the report;
  (b) the risk section's heading (the nearest line above the first labelled item matching RISK_HEADING):
      tagged `section-header` by the model, vs its own paragraph in the reader's `Document`;
  (c) page headers and footers: lines in the top or bottom 8% of a page that repeat (digits masked) on
      another page of the PDF, or are a bare page number: inside a `page-header`/`page-footer` box of the
      model, vs dropped as `repeated_line` by the cleaner (tasks/clean/cleaner.py); and body lines each
      wrongly takes;
  (d) stock tables: labelled calls whose code and rating share a printed row: inside one `table` box of
      the model, vs one table of `find_tables()` (and in one extracted row of it), vs one paragraph of the
      reader;
- the crash sweep: every page of every PDF of ../shared/real_pdfs (`--sweep-pages N`: the first N pages
  of each), seconds per page and the pages that crash. Test-split files count only in aggregates.

    .venv/bin/python bench/layout_bench.py [--sweep-pages N] [--no-sweep] [--limit N]

Figures go to bench/results/layout_bench.json. Skips (exit 0) when ../shared is absent.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pymupdf  # noqa: E402

from bench.labelsets import SHARED, Labelled, real_pdf_set, write_results  # noqa: E402
from schemas.options import OcrOptions  # noqa: E402
from schemas.patterns import RISK_HEADING  # noqa: E402
from schemas.types import Document  # noqa: E402
from tasks.clean.cleaner import clean  # noqa: E402
from tasks.ingest.page_layout import PageOutcome, isolated_pages, model_layout  # noqa: E402
from tasks.ingest.reader import ingest  # noqa: E402

REAL_PDFS = SHARED / "real_pdfs"
MARGIN_BAND = 0.08  # top and bottom share of the page where running headers and footers sit
MAX_HEADING_CHARS = 40
ROW_TOLERANCE_PT = 3.0
BOX_SLACK_PT = 1.0
HEADER_ROLES = ("page-header", "page-footer")


def key(text: str) -> str:
    return "".join(unicodedata.normalize("NFKC", text).split()).casefold()


def unmarked(text_key: str) -> str:
    """A key without its leading bullet or marker glyphs (the reader reads a symbol-font ◼ as •)."""
    return re.sub(r"^[^\w]+", "", text_key)


# ---------------------------------------------------------------- the child's work on one page


def measure_page(page: pymupdf.Page) -> dict[str, Any]:
    """Runs in the child: the model's boxes and its seconds, and `get_text("dict")`'s."""
    import pymupdf.layout  # noqa: F401 - loaded before the clock starts

    started = time.perf_counter()
    page.get_text("dict")
    dict_seconds = time.perf_counter() - started
    started = time.perf_counter()
    boxes = model_layout(page)
    return {"boxes": boxes, "layout_s": time.perf_counter() - started, "dict_s": dict_seconds}


def tables_page(page: pymupdf.Page) -> dict[str, Any]:
    """Runs in the child: `find_tables()`, each table's box and cell rows, and its seconds."""
    started = time.perf_counter()
    tables = [
        {"bbox": tuple(table.bbox), "rows": [[cell or "" for cell in row] for row in table.extract()]}
        for table in page.find_tables().tables
    ]
    return {"tables": tables, "tables_s": time.perf_counter() - started}


def sweep_page(page: pymupdf.Page) -> dict[str, Any]:
    """Runs in the child: the model alone, timed."""
    import pymupdf.layout  # noqa: F401

    started = time.perf_counter()
    boxes = model_layout(page)
    return {"boxes": len(boxes), "layout_s": time.perf_counter() - started}


# ---------------------------------------------------------------- where labelled strings sit on a page


@dataclass
class PageChars:
    """A page's characters with whitespace removed, NFKC-folded and casefolded, each with its box."""

    text: str
    boxes: list[tuple[float, float, float, float]]
    lines: list[tuple[str, tuple[float, float, float, float]]] = field(default_factory=list)

    def find_all(self, wanted: str) -> list[int]:
        found, at = [], self.text.find(wanted)
        while at >= 0 and wanted:
            found.append(at)
            at = self.text.find(wanted, at + 1)
        return found

    def centres(self, start: int, length: int) -> list[tuple[float, float]]:
        return [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b in self.boxes[start : start + length]]


def page_chars(page: pymupdf.Page) -> PageChars:
    text: list[str] = []
    boxes: list[tuple[float, float, float, float]] = []
    lines: list[tuple[str, tuple[float, float, float, float]]] = []
    for block in page.get_text("rawdict")["blocks"]:
        for line in block.get("lines", []):
            line_text = ""
            for span in line["spans"]:
                for char in span["chars"]:
                    folded = key(char["c"])
                    text.extend(folded)
                    boxes.extend([tuple(char["bbox"])] * len(folded))
                    line_text += char["c"]
            if line_text.strip():
                lines.append((line_text.strip(), tuple(line["bbox"])))
    return PageChars("".join(text), boxes, lines)


def inside(point: tuple[float, float], box: tuple[float, ...]) -> bool:
    return (
        box[0] - BOX_SLACK_PT <= point[0] <= box[2] + BOX_SLACK_PT
        and box[1] - BOX_SLACK_PT <= point[1] <= box[3] + BOX_SLACK_PT
    )


def box_holding(points: list[tuple[float, float]], boxes: list[tuple]) -> int | None:
    """Index of the smallest box holding every point, or None."""
    holding = [i for i, box in enumerate(boxes) if points and all(inside(p, box) for p in points)]
    return min(holding, key=lambda i: (boxes[i][2] - boxes[i][0]) * (boxes[i][3] - boxes[i][1])) if holding else None


# ---------------------------------------------------------------- the reader's side


def page_paragraphs(document: Document) -> list[list[str]]:
    """Per page, its paragraphs (lines of the normalised text), as keys."""
    return [[key(line) for line in document.text[p.start : p.end].split("\n") if line.strip()] for p in document.pages]


def repeated_line_share(document: Document, page: int, line_key: str, dropped: list[tuple[int, int]]) -> bool:
    """Whether most of a line's characters on `page` (0-based) fall inside a repeated_line drop."""
    info = document.pages[page]
    chars = [(i, c) for i in range(info.start, info.end) if not (c := document.text[i]).isspace()]
    folded = "".join(key(c) for _, c in chars)
    at = folded.find(line_key)
    if at < 0 or len(folded) != len(chars):
        return False
    offsets = [chars[at + k][0] for k in range(len(line_key))]
    covered = sum(1 for o in offsets if any(a <= o < b for a, b in dropped))
    return covered * 2 > len(offsets)


# ---------------------------------------------------------------- per report


@dataclass
class Tally:
    risk_items: int = 0
    risk_found: int = 0
    model_one_box: int = 0
    model_one_box_alone: int = 0
    model_box_roles: Counter[str] = field(default_factory=Counter)
    reader_one_paragraph: int = 0
    reader_one_paragraph_alone: int = 0
    headings: int = 0
    model_heading: int = 0
    model_heading_roles: Counter[str] = field(default_factory=Counter)
    reader_heading: int = 0
    furniture_lines: int = 0
    model_furniture: int = 0
    cleaner_furniture: int = 0
    body_lines: int = 0
    model_body_as_furniture: int = 0
    cleaner_body_as_furniture: int = 0
    call_rows: int = 0
    model_table: int = 0
    find_tables_table: int = 0
    find_tables_row: int = 0
    reader_row: int = 0
    reader_row_alone: int = 0
    pages: int = 0
    crashed: list[str] = field(default_factory=list)


def risk_pages(pdf: pymupdf.Document, item: Labelled, chars: dict[int, PageChars]) -> set[int]:
    wanted = [key(r) for r in item.risks] + [key(c["code"]) for c in item.stock_calls or [] if c.get("code")]
    return {n for n, page in chars.items() if any(w and w in page.text for w in wanted)}


def call_row(page: PageChars, call: dict[str, Any]) -> tuple[list, list] | None:
    """Centres of the call's code and of its rating where both sit on one printed row, or None."""
    code, rating = key(call.get("code") or ""), key(call.get("rating") or "")
    if not code or not rating:
        return None
    for c in page.find_all(code):
        code_points = page.centres(c, len(code))
        y = statistics.mean(p[1] for p in code_points)
        for r in page.find_all(rating):
            rating_points = page.centres(r, len(rating))
            if abs(statistics.mean(p[1] for p in rating_points) - y) <= ROW_TOLERANCE_PT:
                return code_points, rating_points
    return None


def score_report(
    item: Labelled,
    outcomes: dict[int, PageOutcome],
    tables: dict[int, PageOutcome],
    chars: dict[int, PageChars],
    tally: Tally,
) -> None:
    document = ingest(item.path, options=OcrOptions())
    paragraphs = page_paragraphs(document)
    dropped = [(d.start, d.end) for d in clean(document).drops if d.reason == "repeated_line"]
    risk_keys = [key(r) for r in item.risks]
    for number, outcome in outcomes.items():
        tally.pages += 1
        if outcome.failure:
            tally.crashed.append(f"{item.id} p{number + 1}: {outcome.failure}")
    layouts = {n: o.value for n, o in outcomes.items() if o.value is not None}
    table_pages = {n: o.value for n, o in tables.items() if o.value is not None}

    # (a) risk items, and (b) the heading above the first one found
    first_item: tuple[int, float] | None = None
    for wanted in risk_keys:
        tally.risk_items += 1
        where = [(n, at) for n in sorted(layouts) for at in chars[n].find_all(wanted)]
        if not where:
            continue
        tally.risk_found += 1
        number, at = where[0]
        points = chars[number].centres(at, len(wanted))
        boxes = layouts[number]["boxes"]
        holder = box_holding(points, boxes)
        if holder is not None:
            tally.model_one_box += 1
            tally.model_box_roles[boxes[holder][4]] += 1
            others = [
                o
                for o in risk_keys
                if o != wanted and o not in wanted
                for at2 in chars[number].find_all(o)
                if box_holding(chars[number].centres(at2, len(o)), [boxes[holder]]) is not None
            ]
            tally.model_one_box_alone += not others
        holding = [p for p in paragraphs[number] if wanted in p]
        if holding:
            tally.reader_one_paragraph += 1
            tally.reader_one_paragraph_alone += any(
                not any(o in p for o in risk_keys if o != wanted and o not in wanted) for p in holding
            )
        if first_item is None:
            first_item = (number, min(p[1] for p in points))
    if first_item is not None:
        number, top = first_item
        heading = None
        for text, bbox in chars[number].lines:
            if bbox[3] <= top + 1 and len(text) <= MAX_HEADING_CHARS and RISK_HEADING.search(text):
                if heading is None or bbox[1] > heading[1][1]:
                    heading = (text, bbox)
        if heading is not None:
            tally.headings += 1
            text, bbox = heading
            centre = ((bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2)
            boxes = layouts[number]["boxes"]
            holder = box_holding([centre], boxes)
            role = boxes[holder][4] if holder is not None else "none"
            tally.model_heading_roles[role] += 1
            tally.model_heading += role == "section-header"
            heading_key = unmarked(key(text))
            tally.reader_heading += any(
                unmarked(p).startswith(heading_key) and len(unmarked(p)) <= len(heading_key) + 2
                for p in paragraphs[number]
            )

    # (c) running headers and footers
    masked = {n: Counter(re.sub(r"\d+", "#", key(t)) for t, _ in chars[n].lines) for n in chars}
    for number in sorted(layouts):
        height = pymupdf_page_height(item.path, number)
        boxes = [b for b in layouts[number]["boxes"] if b[4] in HEADER_ROLES]
        for text, bbox in chars[number].lines:
            line_key = key(text)
            in_band = bbox[3] <= MARGIN_BAND * height or bbox[1] >= (1 - MARGIN_BAND) * height
            shape = re.sub(r"\d+", "#", line_key)
            repeats = sum(1 for n, shapes in masked.items() if n != number and shapes[shape]) > 0
            centre = ((bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2)
            by_model = box_holding([centre], boxes) is not None
            by_cleaner = repeated_line_share(document, number, line_key, dropped)
            if in_band and (repeats or re.fullmatch(r"[\d/-]+", line_key)):
                tally.furniture_lines += 1
                tally.model_furniture += by_model
                tally.cleaner_furniture += by_cleaner
            elif not in_band:
                tally.body_lines += 1
                tally.model_body_as_furniture += by_model
                tally.cleaner_body_as_furniture += by_cleaner

    # (d) calls on one printed row: the stock tables
    for call in item.stock_calls or []:
        for number in sorted(layouts):
            row = call_row(chars[number], call)
            if row is None:
                continue
            tally.call_rows += 1
            points = row[0] + row[1]
            tally.model_table += (
                box_holding(points, [b for b in layouts[number]["boxes"] if b[4] == "table"]) is not None
            )
            tables = table_pages[number]["tables"] if number in table_pages else []
            holder = box_holding(points, [t["bbox"] for t in tables])
            tally.find_tables_table += holder is not None
            if holder is not None:
                code, rating = key(call["code"]), key(call["rating"])
                tally.find_tables_row += any(
                    code in (cells := key("".join(r))) and rating in cells for r in tables[holder]["rows"]
                )
            code, rating = key(call["code"]), key(call["rating"])
            rows = [p for p in paragraphs[number] if code in p and rating in p]
            tally.reader_row += bool(rows)
            other_codes = [key(c["code"]) for c in item.stock_calls or [] if c.get("code") and key(c["code"]) != code]
            tally.reader_row_alone += any(not any(o in p for o in other_codes) for p in rows)
            break


_heights: dict[tuple[Path, int], float] = {}


def pymupdf_page_height(path: Path, number: int) -> float:
    if (path, number) not in _heights:
        with pymupdf.open(path) as pdf:
            for page in pdf:
                _heights[(path, page.number)] = page.rect.height
    return _heights[(path, number)]


# ---------------------------------------------------------------- the runs


def measured(items: list[Labelled]) -> tuple[Tally, list[float], list[float], list[float]]:
    """The dev split's measured pages through the child (the model; `find_tables` on the pages of a
    call row), then scored."""
    plan: dict[str, tuple[Labelled, dict[int, PageChars]]] = {}
    jobs: list[tuple[str, int]] = []
    table_jobs: list[tuple[str, int]] = []
    for item in items:
        with pymupdf.open(item.path) as pdf:
            chars = {page.number: page_chars(page) for page in pdf}
            pages = sorted({0, 1} & set(chars) | risk_pages(pdf, item, chars))
        plan[str(item.path)] = (item, chars)
        jobs += [(str(item.path), n) for n in pages]
        rows = {n for n in pages for call in item.stock_calls or [] if call_row(chars[n], call) is not None}
        table_jobs += [(str(item.path), n) for n in sorted(rows)]
    outcomes = isolated_pages(jobs, measure_page)
    table_outcomes = isolated_pages(table_jobs, tables_page)
    by_file: dict[str, dict[int, PageOutcome]] = {path: {} for path in plan}
    tables_by_file: dict[str, dict[int, PageOutcome]] = {path: {} for path in plan}
    for outcome in outcomes:
        by_file[outcome.path][outcome.page] = outcome
    for outcome in table_outcomes:
        tables_by_file[outcome.path][outcome.page] = outcome
    tally = Tally()
    for path, pages in by_file.items():
        item, chars = plan[path]
        score_report(item, pages, tables_by_file[path], chars, tally)
    tally.crashed += [
        f"{Path(o.path).name} p{o.page + 1} (find_tables): {o.failure}" for o in table_outcomes if o.failure
    ]
    ok = [o.value for o in outcomes if o.value is not None]
    tables_s = [o.value["tables_s"] for o in table_outcomes if o.value is not None]
    return tally, [v["layout_s"] for v in ok], tables_s, [v["dict_s"] for v in ok]


def sweep(folder: Path, sweep_pages: int, sealed: set[str]) -> dict[str, Any]:
    """Every page (or the first `sweep_pages`) of every real PDF through the model, in the child."""
    jobs: list[tuple[str, int]] = []
    for path in sorted(folder.glob("*.pdf")):
        with pymupdf.open(path) as pdf:
            count = pdf.page_count if sweep_pages <= 0 else min(sweep_pages, pdf.page_count)
        jobs += [(str(path), n) for n in range(count)]
    started = time.perf_counter()
    outcomes = isolated_pages(jobs, sweep_page)
    wall = time.perf_counter() - started
    seconds = [o.value["layout_s"] for o in outcomes if o.value is not None]
    failed = [o for o in outcomes if o.failure]
    shown = [f"{Path(o.path).name} p{o.page + 1}: {o.failure}" for o in failed if Path(o.path).name not in sealed]
    return {
        "pdfs": len({j[0] for j in jobs}),
        "pages": len(jobs),
        "wall_s": wall,
        "median_s_per_page": statistics.median(seconds) if seconds else None,
        "p90_s_per_page": sorted(seconds)[int(0.9 * (len(seconds) - 1))] if seconds else None,
        "failed_pages": len(failed),
        "failed_in_sealed_test_files": len(failed) - len(shown),
        "failed": shown,
    }


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else f"{part}/0"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sweep-pages", type=int, default=0, help="pages per PDF in the crash sweep (0: all)")
    parser.add_argument("--no-sweep", action="store_true", help="skip the crash sweep")
    parser.add_argument("--limit", type=int, default=0, help="only the first N dev reports")
    parser.add_argument("--real-pdfs", type=Path, default=REAL_PDFS, help="the folder of the crash sweep")
    args = parser.parse_args()
    if not args.real_pdfs.is_dir():
        print(f"skipped: {args.real_pdfs} is absent")
        return 0
    started = time.perf_counter()
    labelled = real_pdf_set()
    dev = [i for i in labelled if i.split == "dev"]
    sealed = {i.path.name for i in labelled if i.sealed}
    if args.limit:
        dev = dev[: args.limit]
    tally, layout_s, tables_s, dict_s = measured(dev)
    t = tally
    lines = [
        f"dev split: {len(dev)} reports, {t.pages} measured pages (pages 1-2 and those holding a labelled risk item or call)",
        f"seconds per page (median / p90): layout model {statistics.median(layout_s):.3f} / "
        f"{sorted(layout_s)[int(0.9 * (len(layout_s) - 1))]:.3f}; find_tables {statistics.median(tables_s) if tables_s else float('nan'):.3f}; "
        f"get_text('dict') {statistics.median(dict_s):.4f}",
        f"measured pages that failed in the child: {len(t.crashed)} {t.crashed}",
        f"(a) risk items labelled {t.risk_items}, found on a measured page {t.risk_found}",
        f"    inside one model box: {share(t.model_one_box, t.risk_found)}, alone in it: "
        f"{share(t.model_one_box_alone, t.risk_found)}; roles {dict(t.model_box_roles.most_common())}",
        f"    inside one reader paragraph: {share(t.reader_one_paragraph, t.risk_found)}, alone in it: "
        f"{share(t.reader_one_paragraph_alone, t.risk_found)}",
        f"(b) risk headings found above the first item: {t.headings}; model section-header: "
        f"{share(t.model_heading, t.headings)} (roles {dict(t.model_heading_roles.most_common())}); "
        f"reader: its own paragraph {share(t.reader_heading, t.headings)}",
        f"(c) running header/footer lines (top/bottom {MARGIN_BAND:.0%}, repeated or a page number): {t.furniture_lines}; "
        f"model page-header/footer {share(t.model_furniture, t.furniture_lines)}, cleaner repeated_line "
        f"{share(t.cleaner_furniture, t.furniture_lines)}; body lines {t.body_lines} taken as header/footer: model "
        f"{share(t.model_body_as_furniture, t.body_lines)}, cleaner {share(t.cleaner_body_as_furniture, t.body_lines)}",
        f"(d) labelled calls with code and rating on one printed row: {t.call_rows}; inside a model table box "
        f"{share(t.model_table, t.call_rows)}; inside a find_tables table {share(t.find_tables_table, t.call_rows)}, "
        f"in one of its extracted rows {share(t.find_tables_row, t.call_rows)}; one reader paragraph "
        f"{share(t.reader_row, t.call_rows)}, holding no other labelled call {share(t.reader_row_alone, t.call_rows)}",
    ]
    for line in lines:
        print(line, flush=True)
    figures: dict[str, Any] = {"dev": {k: v for k, v in vars(t).items()}}
    figures["dev"]["median_layout_s"] = statistics.median(layout_s)
    figures["dev"]["median_find_tables_s"] = statistics.median(tables_s) if tables_s else None
    figures["dev"]["median_dict_s"] = statistics.median(dict_s)
    if not args.no_sweep:
        swept = sweep(args.real_pdfs, args.sweep_pages, sealed)
        figures["sweep"] = swept
        print(
            f"crash sweep: {swept['pdfs']} PDFs, {swept['pages']} pages ({'all' if args.sweep_pages <= 0 else f'first {args.sweep_pages}'}"
            f" per PDF) in {swept['wall_s']:.0f} s; model seconds per page median {swept['median_s_per_page']:.3f}, "
            f"p90 {swept['p90_s_per_page']:.3f}; failed pages {swept['failed_pages']} "
            f"({swept['failed_in_sealed_test_files']} in sealed test files, not named): {swept['failed']}",
            flush=True,
        )
    path = write_results("layout_bench.json", [json.dumps(figures, default=str, ensure_ascii=False, indent=1)])
    print(f"figures written to {path.relative_to(ROOT)}; {time.perf_counter() - started:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
