"""Synthetic layouts, set 14: the held-out measure of how general the extraction rules are.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-13, the docstrings of sets 4-13 and set 13's file and
test (to cover layouts they do not) and bench/labels/README.md (the labelling conventions). It was written from
general sell-side conventions of global, Asian and Chinese houses, with invented houses, companies, tickers and
figures, and drawn with the samples' engine (sample_pdfs/render.py) through the building blocks of sets 1, 4-13.
The engine additions: a header band across the top of page 1 above the title (the call and its previous values), a
grid table whose group labels span two header rows, whose continuation on the next page may print no header, whose
rating words are drawn in colour and whose targets may carry a raised footnote mark. Labels hold by construction and
follow bench/labels/README.md (rating and target as printed, a target printed without its currency being the bare
figure, a footnote mark not part of it; the first full risk section of the note's own, its items verbatim, a
`title: explanation` item, a bold run-in title or a risk table's first column being the item, a numbered item with
sub-items being its title; per-stock risk lines giving none; one call for a company note; a sector note's calls from
its rated tables, picks boxes, change sentences and per-stock summaries (the new values), never from unrated rows;
an industry report's rating only the sector's own view, its target null; strategy notes with no rating and no
calls); the self-check fails loudly when a label is not on the text layer.

Composition (28): 7 English company notes (the call only in a coloured band across the top above the title, `BUY
(from Hold)` | `Target price: €54.00 (prev. €49.00)`, with `Risks to our thesis` bullets and a rating history on the
disclosures page; a `Key data` grid of label | value | label | value cells with the previous rating and target, and
numbered bold run-in titles under `Key downside risks`; the call only in a first summary sentence `We reiterate Add
with a June-2027 TP of A$8.75 (previously A$8.20)` with a `Risk | Probability | Impact` table under `Investment
risks`; a strip `Rating | Previous | Target price | Previous | Last price` with bold `Title – explanation` items under
`What would make us wrong`; a corner box whose target carries a footnote mark `¥3,450*` and a `Risk | Probability |
Impact on TP` table under `Key downside risks`; a Chinese house's note with the call only in the last `Investment
highlights` bullet `Maintain BUY with TP of HK$38.60` and one paragraph of `1)` items under `Risk factors`; a header
band `Overweight | PT DKK 212.00 (from DKK 190.00)` with `Title:` items in the narrow column under `Investment
risks`), 11 English sector notes (a coverage table continued on the next page with its header repeated and an NR
row; one-letter ratings `A` / `H` / `R` defined in a key under a table continued with no header; a header spanning
two rows, `Price (LC)` over `Current | Target` (bare targets) and `Rating` over `Old | New`; targets with a raised
footnote mark `$45.00¹`; coloured rating words with bare targets `45.0(a)` under `Risk alert`; a ten-column valuation
table with the call in a far-right `Recommendation` column and the view only in prose; `Name (TICKER) – Rating, PT`
lines under `Top picks` / `Least preferred` in a narrow column beside an unrated performance table, the view in a
header band; calls only as `Rating and price target changes` sentences (`We raise X to Add from Hold and lift our PT
to A$12.40 (from A$10.90)`) with per-stock `Risks:` lines and no risk section of the note's own; one page per stock
with a `Key data` box and a per-stock risk line, the sector's `1)` risks on page 1; a framed `Top picks` box beside
an `Also mentioned` NR table with `(a)` risks; per-stock paragraphs led by `Name (CODE, BUY, TP HK$18.20)` ending in
their own `Key risks:` before the sector's `Industry risks` on page 2), 2 English strategy notes (index targets in a
header band, sector tilts and prices-only stocks to watch; a macro forecast table, a Nifty target and a model
portfolio with weights; no rating, no calls), 8 Chinese reports (4 公司深度 / 公司点评 / 港股公司研究: 投资评级 / 目标价 /
当前价 / 上次目标价 in a key table at the top of the cover's body with 风险提示 as one paragraph of `1）` items separated by
commas; a sidebar box that leads with the prices and ends with `投资评级：增持` and 风险提示 as `1. 政策风险：` items with `（1）`
sub-items on lines of their own; the call only in a band across the top (`买入（上调）` | `目标价：46.80港元`) with bold
`标题：说明` items; the call only in the 投资建议 sentence `维持“推荐”评级，给予目标价32.60元（前值29.80元）` with `（一）` items;
4 行业深度 / 行业周报 / 行业研究 / 行业点评: a 重点公司盈利预测与评级 table whose header spans two rows (EPS / PE over years,
评级 and 目标价 spanning both) continued on the next page with both header rows and a 未评级 row, 风险提示 as one paragraph
of `1）...。` items; a 推荐标的 table with coloured ratings in its last column and `一、` items with `1）` sub-items; the view
only in a band, a 重点覆盖公司 table continued without its header and a `风险因素 | 发生概率 | 影响程度` table; calls in the narrow
column as `名称（代码）——评级，目标价` lines and `①` items). Distractors: disclosures pages with rating legends and
distributions, previous ratings and targets beside the new, rating histories, NR and 未评级 rows, per-stock risk lines,
index targets and model weights, unrated performance tables, running headers and footers, analyst names.

    .venv/bin/python bench/synthetic_layouts_14.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_14.py --score      # the rules backend on them

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_14.py --score`, without `--misses`, on
branch heldout14 = main 05d13ff plus only this file, its test, its Makefile line and the README's make-bench row
(commit 2dc46ad), 2026-12-06; format pdf throughout; risk F1 loose equal to risk F1 on every row; 26.2s for the 28
notes; en industry = 11 sector + 2 strategy notes, zh industry = 4 行业深度 / 行业周报 / 行业研究 / 行业点评):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   7       5/7 (71.4%)    4/7 (57.1%)    5/7 (71.4%)    0.615    80.0% / 57.1% (4/5/7)
    en   industry  13      12/13 (92.3%)  11/13 (84.6%)  12/13 (92.3%)  0.857    100.0% / 64.3% (27/27/42)
    en   all       20      17/20 (85.0%)  15/20 (75.0%)  17/20 (85.0%)  0.771    96.9% / 63.3% (31/32/49)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.786    100.0% / 100.0% (4/4/4)
    zh   industry  4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.857    100.0% / 100.0% (14/14/14)
    zh   all       8       8/8 (100.0%)   8/8 (100.0%)   8/8 (100.0%)   0.816    100.0% / 100.0% (18/18/18)
    all  all       28      25/28 (89.3%)  23/28 (82.1%)  25/28 (89.3%)  0.785    98.0% / 73.1% (49/50/67)

    company notes' own call: matched 8 / extracted 9 / labelled 11
    sector notes' calls: matched 41 / extracted 41 / labelled 56
    call targets right of matched calls with a labelled target: en company 4/4, en industry 25/27,
    zh company 4/4, zh industry 13/14

No document or label was changed after this run. Held out through session 20 (final figures there, on 9e15b3d:
28 / 25 / 28 of 28, risk F1 0.780, calls 96.1% / 73.1%); development data from session 21 on, when a fresh held-out
set (synthetic_layouts_15) took its place.
"""

from __future__ import annotations

import dataclasses
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pymupdf

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.synthetic_layouts import (  # noqa: E402
    PAGE,
    Call,
    House,
    R,
    SyntheticSet,
    bullets,
    disclosures,
    financials,
    heading,
    labelled_in,
    para,
    run_cli,
    table,
    write_documents,
)
from bench.synthetic_layouts_4 import Note, history, numbered_lines, zh_disclosures, zh_forecast  # noqa: E402
from bench.synthetic_layouts_4 import report_of as set_four_report  # noqa: E402
from bench.synthetic_layouts_5 import box  # noqa: E402
from bench.synthetic_layouts_9 import company, priced, sector, zh_sector  # noqa: E402
from bench.synthetic_layouts_11 import titled  # noqa: E402
from bench.synthetic_layouts_13 import KeyedNote, ThirteenthLayout, narrow  # noqa: E402

SET_NAME = "synthetic_layouts_14"

GREEN, AMBER, RED = (0.05, 0.5, 0.2), (0.8, 0.5, 0.0), (0.75, 0.1, 0.1)


# ----------------------------------------------------------------------------- what the engine lacks


@dataclass(frozen=True)
class BandNote(KeyedNote):
    """A note whose page 1 opens with a coloured band across the top, above the title (`band`: its cells)."""

    band: tuple[str, ...] = ()


@dataclass(frozen=True)
class Grid(R.Table):  # type: ignore[misc,name-defined]
    """A table with optional group labels over its header (each over its empty right neighbours), no header at
    all (`headless`: the rows of a table continued from the page before), words drawn in colour (`colours`) and
    raised footnote marks after cells (`marks`: row, column, mark)."""

    groups: tuple[str, ...] = ()
    headless: bool = False
    colours: tuple[tuple[str, tuple[float, float, float]], ...] = ()
    marks: tuple[tuple[int, int, str], ...] = ()


@dataclass
class FourteenthLayout(ThirteenthLayout):
    band: tuple[str, ...] = ()

    def _title(self) -> None:
        if self.band:
            color = self.report.broker.color
            top, height = self.y - 14, 22.0
            self.page.draw_rect(pymupdf.Rect(R.MARGIN_L, top, R.MARGIN_R, top + height), color=None, fill=color)
            x = R.MARGIN_L + 8
            for cell in self.band:  # cells one after another, a thin white rule between them
                self.put(x, top + 15, cell, 9.5, "body", (1.0, 1.0, 1.0), bold=True)
                x += R.text_width(cell, 9.5) + 10
                self.page.draw_line((x, top + 4), (x, top + height - 4), color=(1.0, 1.0, 1.0), width=0.6)
                x += 10
            if x - 20 > R.MARGIN_R:
                raise ValueError(f"{self.report.file}: the band is wider than the page")
            self.y += height + 4
        super()._title()

    def table(self, table: Any) -> None:
        if not isinstance(table, Grid):
            super().table(table)
            return
        size, color = 8.6, self.report.broker.color
        heads = [] if table.headless else [r for r in (table.groups, table.header) if r]
        self.ensure(15.0 * (len(table.rows) + len(heads)) + 44)
        if table.caption:
            self.put(self.left, self.y + 10, table.caption, 9.5, table.role, color, bold=True)
            self.y += 16
        edges = self._edges(table)
        self.rule(self.y, self.left, self.right, color, 1.1)
        if heads:
            shade = pymupdf.Rect(self.left, self.y, self.right, self.y + 15.0 * len(heads))
            self.page.draw_rect(shade, color=None, fill=R.tint(color, 0.88))
        colours, marks = dict(table.colours), {(r, c): m for r, c, m in table.marks}
        for n, row in enumerate((*heads, *table.rows)):
            head = n < len(heads)
            baseline = self.y + 10.5
            for col, cell in enumerate(row):
                if head and table.groups and n == 0 and len(heads) == 2:
                    if cell:  # a group label centred over its empty right neighbours
                        last = col
                        while last + 1 < len(row) and not row[last + 1]:
                            last += 1
                        middle = (edges[col] + edges[last + 1]) / 2
                        self.put(middle - R.text_width(cell, size) / 2, baseline, cell, size, table.role, R.BLACK, True)
                        self.rule(self.y + 13.5, edges[col] + 3, edges[last + 1] - 3, color, 0.5)
                    continue
                mark = "" if head else marks.get((n - len(heads), col), "")
                width = R.text_width(cell, size) + R.text_width(mark, 5.5)
                if width > edges[col + 1] - edges[col] - 4:
                    raise ValueError(f"{self.report.file}: table cell {cell!r} is wider than its column")
                ink = R.BLACK if head else colours.get(cell, R.BLACK)
                x = edges[col] + 2 if col < table.left_aligned else edges[col + 1] - 2 - width
                self.put(x, baseline, cell, size, table.role, ink, bold=head or cell in colours)
                if mark:
                    self.put(x + R.text_width(cell, size), baseline - 3.5, mark, 5.5, table.role, R.BLACK)
            self.y += 15.0
        self.rule(self.y, self.left, self.right, color, 0.8)
        if table.source:
            self.put(self.left, self.y + 11, table.source, 8, table.role, R.GREY)
        self.y += 24 if table.source else 10


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("岑若溪 S1410525030002", "韩知行 S1410523090006")
        if chinese
        else ("Mireille Baptiste", "Arjun Sethi"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_14.py",
            "creationDate": "D:20261206100000+00'00'",
            "modDate": "D:20261206100000+00'00'",
        },
    )
    corner = doc.side == "corner"
    band = doc.band if isinstance(doc, BandNote) else ()
    layout = FourteenthLayout(
        report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner, band=band
    )
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def banded(note: Note, band: tuple[str, ...], market: tuple[tuple[str, str], ...] = ()) -> BandNote:
    return BandNote(**{f.name: getattr(note, f.name) for f in dataclasses.fields(note)}, market=market, band=band)


def grid(caption: str, header: tuple[str, ...], rows: list[tuple[str, ...]], source: str, **options: Any) -> Any:
    return Grid(caption, header, tuple(rows), source, **options)


def run_in(titles: tuple[str, ...], explanations: tuple[str, ...], sep: str, style: str = "") -> list[Any]:
    """Risk items led by a bold title (`Title – explanation`, `1. Title. explanation`): the item is the title."""
    return [
        para(text, lead=style.format(n=n) + title + sep, gap=4.0)
        for n, (title, text) in enumerate(zip(titles, explanations, strict=True), 1)
    ]


def coloured(words: dict[str, tuple[float, float, float]]) -> tuple[tuple[str, tuple[float, float, float]], ...]:
    return tuple(words.items())


# ----------------------------------------------------------------------------- the houses

BRAMBLECOTE = House(
    "Bramblecote Partners",
    "Bramblecote Partners LLP, Equity Research",
    (0.2, 0.25, 0.5),
    (
        "Buy: we expect the stock's total return to exceed 15% over 12 months.",
        "Hold: expected total return between 0% and 15%.",
        "Sell: expected negative total return.",
        "Sector view: Overweight, Neutral or Underweight relative to the FTSE All-Share.",
    ),
    (("Buy", "55", "17"), ("Hold", "35", "9"), ("Sell", "10", "2")),
)
KESSINGTON = House(
    "Kessington Ridge",
    "Kessington Ridge Securities (Australia) Pty Ltd",
    (0.0, 0.42, 0.45),
    (
        "Add (A): expected total shareholder return above 10% over 12 months.",
        "Hold (H): expected total shareholder return between 0% and 10%.",
        "Reduce (R): expected negative total shareholder return.",
    ),
    (("Add", "49", "13"), ("Hold", "39", "8"), ("Reduce", "12", "2")),
)
MERIDANE = House(
    "Meridane Capital",
    "Meridane Capital Markets (India) Pvt Ltd",
    (0.6, 0.2, 0.35),
    (
        "Buy: expected return above 15% over 12 months.",
        "Accumulate: expected return between 5% and 15%.",
        "Reduce: expected return between -5% and 5%.",
        "Sell: expected return below -5%.",
    ),
    (("Buy", "46", "11"), ("Accumulate", "28", "6"), ("Reduce", "16", "2"), ("Sell", "10", "1")),
)
SOLVANG = House(
    "Solvang Nordic",
    "Solvang Nordic Equities AS",
    (0.1, 0.3, 0.4),
    (
        "Overweight: expected to outperform the analyst's coverage universe over 12 months.",
        "Equal-weight: expected to perform in line with the coverage universe.",
        "Underweight: expected to underperform the coverage universe.",
        "Industry view: Attractive, In-line or Cautious.",
    ),
    (("Overweight", "44", "15"), ("Equal-weight", "43", "12"), ("Underweight", "13", "3")),
)
TAKAMINE = House(
    "Takamine Securities",
    "Takamine Securities Co., Ltd.",
    (0.55, 0.1, 0.15),
    (
        "Outperform: expected to outperform TOPIX by more than 10% over 12 months.",
        "Neutral: expected to perform within 10% of TOPIX.",
        "Underperform: expected to underperform TOPIX by more than 10%.",
        "Industry view: Attractive, Neutral or Unattractive.",
    ),
    (("Outperform", "51", "10"), ("Neutral", "40", "7"), ("Underperform", "9", "1")),
)
TIANQU_EN = House(
    "Tianqu International",
    "Tianqu Securities International Limited",
    (0.7, 0.2, 0.1),
    (
        "BUY: expected to rise by more than 15% over 12 months.",
        "HOLD: expected to move between -10% and 15%.",
        "SELL: expected to fall by more than 10%.",
        "Industry rating: Outperform, Market-perform or Underperform against the Hang Seng Index.",
    ),
    (("BUY", "68", "14"), ("HOLD", "27", "5"), ("SELL", "5", "0")),
)
LANCANG = House(
    "澜沧证券",
    "澜沧证券股份有限公司",
    (0.0, 0.35, 0.6),
    (
        "公司评级：买入：预期未来12个月内股价相对沪深300指数涨幅超过15%；增持：介于5%与15%之间；中性：介于-5%与5%之间；减持：低于-5%。",
        "行业评级：推荐：行业指数相对沪深300指数涨幅超过10%；中性：介于-10%与10%之间；回避：低于-10%。",
    ),
    (("买入", "61", "10"), ("增持", "30", "5"), ("中性", "9", "1")),
)
BEICHEN = House(
    "北辰星证券",
    "北辰星证券股份有限公司",
    (0.5, 0.15, 0.4),
    (
        "股票评级：强烈推荐：预期未来6个月内相对基准指数涨幅超过20%；推荐：介于10%与20%之间；中性：介于-10%与10%之间；回避：低于-10%。",
        "行业评级：优于大市：行业指数相对基准指数涨幅超过10%；同步大市：介于-10%与10%之间；弱于大市：低于-10%。",
    ),
    (("强烈推荐", "37", "6"), ("推荐", "48", "8"), ("中性", "15", "2")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "Durum wheat costs rise again",
        "Private-label share gains in Italy",
        "A slower ramp-up of the Modena plant",
    )
    call = Call("VLTN IM", "Veltano Alimentari", "BUY", "€54.00")
    docs.append(
        banded(
            company(
                "en_co_header_band_call_with_previous_values_risks_to_thesis",
                "No sidebar: the rating and target only in a coloured band across the top of page 1, above the title "
                "(`BUY (from Hold)` | `Target price: €54.00 (prev. €49.00)` | price | upside); risks as bullets "
                "under `Risks to our thesis`; a rating and target history on the disclosures page",
                BRAMBLECOTE,
                "Company Update",
                "Veltano Alimentari (VLTN IM)",
                "4 December 2026",
                "Veltano Alimentari: Upgrade to Buy as pasta margins recover",
                call,
                risks=risks,
                blocks=(
                    heading("Margins have turned"),
                    para(
                        "Gross margin rose 240bp in the third quarter as wheat costs fell and list prices held. "
                        "We lift 2027E EPS by 9%, raise our target to €54.00 on 16x P/E and move to Buy."
                    ),
                    financials("Veltano Alimentari", "€", BRAMBLECOTE),
                    heading("Risks to our thesis"),
                    *bullets(risks),
                    *disclosures(BRAMBLECOTE),
                    history(
                        "Veltano Alimentari: rating and target history",
                        [("12 Mar 2026", "Hold", "€46.00", "€43.20"), ("18 Aug 2026", "Hold", "€49.00", "€45.75")],
                        "Source: Bramblecote Partners",
                    ),
                ),
                chart_names=("VLTN IM", "FTSE MIB"),
                side="wide",
            ),
            ("BUY (from Hold)", "Target price: €54.00 (prev. €49.00)", "Price: €44.10", "Upside: +22%"),
        )
    )

    risks = ("Monsoon failure", "Subsidy delays", "Adverse currency moves")
    explanations = (
        "a weak monsoon would cut fertiliser volumes by 8-10% in the kharif season.",
        "receivables rose to INR 41bn in 2026 as subsidy payments slipped.",
        "a 5% weaker rupee lifts the import bill for phosphoric acid by INR 1.9bn.",
    )
    call = Call("KSNF IN", "Kisanfert Chemicals", "Accumulate", "INR 1,240")
    docs.append(
        company(
            "en_co_key_data_grid_label_value_pairs_key_downside_risks_run_in",
            "Right sidebar with the sector only; a `Key data` grid in the body of page 1 of label | value | label | "
            "value cells (`Rating | Accumulate | Previous rating | Hold`, `Target price | INR 1,240 | Previous target "
            "| INR 1,050`); risks as numbered bold run-in titles under `Key downside risks`",
            MERIDANE,
            "Company Update",
            "Kisanfert Chemicals (KSNF IN)",
            "3 December 2026",
            "Kisanfert Chemicals: Volumes back, subsidies flowing",
            call,
            risks=risks,
            blocks=(
                table(
                    "Key data",
                    ("", "", "", ""),
                    [
                        ("Rating", "Accumulate", "Previous rating", "Hold"),
                        ("Target price", "INR 1,240", "Previous target", "INR 1,050"),
                        ("CMP", "INR 1,032", "Upside", "20%"),
                    ],
                    "",
                    widths=(0.24, 0.26, 0.26, 0.24),
                    left_aligned=4,
                ),
                heading("Volumes back"),
                para(
                    "Complex fertiliser volumes rose 14% in the second quarter and the government cleared INR 18bn of "
                    "subsidy arrears. We raise FY28E EPS by 7%."
                ),
                financials("Kisanfert Chemicals", "INR ", MERIDANE),
                heading("Key downside risks"),
                *run_in(risks, explanations, ". ", style="{n}. "),
                *disclosures(MERIDANE),
            ),
            key_lines=("India Agri Inputs", "Company update"),
            chart_names=("KSNF IN", "Nifty 50"),
        )
    )

    risks = (
        "Slower elective surgery volumes",
        "A tender loss at the Victorian health network",
        "Higher sterilisation costs",
    )
    call = Call("ORTX AU", "Ortexa Medical", "Add", "A$8.75")
    docs.append(
        company(
            "en_co_summary_sentence_reiterate_previous_target_investment_risks_probability_table",
            "Left sidebar with the sector and price only; the rating and target only in the first summary sentence "
            "(`We reiterate Add with a June-2027 TP of A$8.75 (previously A$8.20)`); risks as the first column of a "
            "`Risk | Probability | Impact` table under `Investment risks`",
            KESSINGTON,
            "Company Note",
            "Ortexa Medical (ORTX AU)",
            "2 December 2026",
            "Ortexa Medical: Theatre volumes lift the orthopaedic range",
            call,
            risks=risks,
            blocks=(
                para(
                    "Ortexa's first-half revenue rose 12% as hospital theatre lists cleared. We reiterate Add with a "
                    "June-2027 TP of A$8.75 (previously A$8.20), on a DCF with a 9.1% WACC.",
                    size=10.5,
                ),
                heading("Theatre lists clear"),
                para(
                    "Private hospital admissions rose 6% in the September quarter and the knee-implant range took two "
                    "points of share."
                ),
                financials("Ortexa Medical", "A$", KESSINGTON),
                heading("Investment risks"),
                table(
                    "",
                    ("Risk", "Probability", "Impact"),
                    [(risks[0], "Medium", "High"), (risks[1], "Low", "Medium"), (risks[2], "Medium", "Low")],
                    "Source: Kessington Ridge",
                    widths=(0.6, 0.2, 0.2),
                    left_aligned=3,
                ),
                *disclosures(KESSINGTON),
            ),
            key_lines=("Healthcare Equipment", "Price: A$7.42", "Mkt cap: A$2.6bn"),
            chart_names=("ORTX AU", "ASX 200"),
            side="left",
        )
    )

    risks = ("Oil above $95/bbl", "A rig-contract extension in Brazil", "A bid for the company")
    explanations = (
        "would bring forward deepwater sanctioning and lift day rates for the whole fleet.",
        "Petrolia's option on two rigs would add NOK 2.1bn of backlog.",
        "the shares trade at 0.6x replacement cost, which may attract a consolidator.",
    )
    call = Call("FJOV NO", "Fjordvik Offshore", "Underweight", "NOK 96.00")
    docs.append(
        company(
            "en_co_strip_rating_previous_target_previous_what_would_make_us_wrong_dash_titles",
            "Strip `Rating | Previous | Target price | Previous | Last price` (`Underweight` / `Equal-weight`, `NOK "
            "96.00` / `NOK 118.00`); risks to the negative call as bold titles followed by ` – ` and an explanation "
            "under `What would make us wrong`",
            SOLVANG,
            "Company Update",
            "Fjordvik Offshore (FJOV NO)",
            "1 December 2026",
            "Fjordvik Offshore: Day rates have peaked; cut to Underweight",
            call,
            risks=risks,
            blocks=(
                heading("Day rates have peaked"),
                para(
                    "Leading-edge day rates for harsh-environment rigs fell 9% since June as three idle units "
                    "returned. We cut 2027E EBITDA by 15% and move to Underweight."
                ),
                financials("Fjordvik Offshore", "NOK ", SOLVANG),
                heading("What would make us wrong"),
                *run_in(risks, explanations, " \u2013 "),
                *disclosures(SOLVANG),
            ),
            strip=(
                ("Rating", "Previous", "Target price", "Previous", "Last price"),
                ("Underweight", "Equal-weight", "NOK 96.00", "NOK 118.00", "NOK 104.60"),
            ),
            chart_names=("FJOV NO", "OBX"),
            side="strip",
        )
    )

    risks = ("A cut in Chinese capex", "Yen appreciation", "Loss of the Korean display order")
    call = Call("6498 JP", "Hoshimura Robotics", "Outperform", "¥3,450")
    docs.append(
        company(
            "en_co_corner_box_target_footnote_mark_key_downside_risks_table",
            "Corner box `Rating` / `Outperform` / `Target price` / `¥3,450*` whose target carries a footnote mark "
            "explained under the box's page body; risks as the first column of a `Risk | Probability | Impact on "
            "TP` table under `Key downside risks`",
            TAKAMINE,
            "Company Report",
            "Hoshimura Robotics (6498 JP)",
            "4 December 2026",
            "Hoshimura Robotics: Orders turn the corner",
            call,
            risks=risks,
            blocks=(
                heading("Orders turn the corner"),
                para(
                    "Orders rose 18% quarter on quarter, led by semiconductor handling robots. We raise FY3/28E "
                    "operating profit by 11%."
                ),
                para("* Target price raised from ¥3,100 on 4 December 2026; 22x FY3/28E P/E.", size=8.0),
                financials("Hoshimura Robotics", "¥", TAKAMINE),
                heading("Key downside risks"),
                table(
                    "",
                    ("Risk", "Probability", "Impact on TP"),
                    [(risks[0], "Medium", "-¥420"), (risks[1], "High", "-¥260"), (risks[2], "Low", "-¥150")],
                    "Source: Takamine Securities",
                    widths=(0.56, 0.2, 0.24),
                    left_aligned=2,
                ),
                *disclosures(TAKAMINE),
            ),
            key_lines=("Rating", "Outperform", "Target price", "¥3,450*", "Price", "¥2,784"),
            chart_names=("6498 JP", "TOPIX"),
            side="corner",
        )
    )

    risks = ("Weaker mainland tourist spending", "Higher rents at renewal", "Slower online growth")
    call = Call("2896 HK", "Hengfa Jewellery", "BUY", "HK$38.60")
    docs.append(
        company(
            "en_co_highlights_last_bullet_maintain_buy_risk_factors_paren_items",
            "A Chinese house's English note: right sidebar with price data only; the rating and target only in the "
            "last bullet of `Investment highlights` (`Maintain BUY with TP of HK$38.60`); risks under `Risk factors` "
            "as one paragraph of `1)` items",
            TIANQU_EN,
            "Company Report",
            "Hengfa Jewellery (2896 HK)",
            "3 December 2026",
            "Hengfa Jewellery (2896 HK): Gold demand holds up",
            call,
            risks=risks,
            blocks=(
                heading("Investment highlights"),
                *bullets(
                    (
                        "Same-store sales rose 7% in October-November as gold prices stabilised",
                        "Franchise stores in lower-tier cities reached 1,420, up 160 year on year",
                        "Maintain BUY with TP of HK$38.60, based on 14x 2027E P/E",
                    )
                ),
                financials("Hengfa Jewellery", "HK$", TIANQU_EN),
                heading("Risk factors"),
                para(" ".join(f"{n}) {r};" for n, r in enumerate(risks, 1)).rstrip(";") + "."),
                *disclosures(TIANQU_EN),
            ),
            key_lines=("Consumer Discretionary", "Price: HK$31.15", "52w range: HK$24.80-35.60"),
            chart_names=("2896 HK", "HSI"),
        )
    )

    risks = ("Grid-connection delays", "Lower power prices in the Nordic market", "Turbine warranty claims")
    call = Call("VNDK DC", "Vindkraft Nord", "Overweight", "DKK 212.00")
    docs.append(
        banded(
            company(
                "en_co_band_and_investment_risks_bold_colon_titles_narrow_column",
                "Header band with the call (`Overweight` | `PT DKK 212.00 (from DKK 190.00)`); page 1 in a wide and a "
                "narrow column, the risks at the top of the narrow one as bold `Title:` items with explanations under "
                "`Investment risks`",
                SOLVANG,
                "Company Update",
                "Vindkraft Nord (VNDK DC)",
                "30 November 2026",
                "Vindkraft Nord: Offshore auctions reopen the pipeline",
                call,
                risks=risks,
                blocks=(
                    narrow(
                        [
                            heading("Auctions reopen"),
                            para(
                                "Denmark re-launched its 3GW offshore auction with a two-sided contract for "
                                "difference. Vindkraft is pre-qualified for two of the three sites."
                            ),
                            para("We raise our PT to DKK 212.00 and stay Overweight."),
                        ],
                        [
                            heading("Investment risks"),
                            *titled(
                                risks,
                                (
                                    "two onshore parks wait for 2028 slots.",
                                    "a 10% lower price cuts EBITDA by 6%.",
                                    "the 14MW model's gearbox is new.",
                                ),
                            ),
                        ],
                    ),
                    financials("Vindkraft Nord", "DKK ", SOLVANG),
                    *disclosures(SOLVANG),
                ),
                chart_names=("VNDK DC", "OMXC25"),
                side="wide",
            ),
            ("Overweight", "PT DKK 212.00 (from DKK 190.00)", "Price: DKK 171.40"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    return sector_tables() + sector_sections()


def sector_tables() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("BRKW LN", "Barkwell Homes", "Buy", "1,420p"),
        Call("HTHR LN", "Heatherley Group", "Buy", "655p"),
        Call("MNSH LN", "Mansham Estates", "Hold", "2,180p"),
        Call("CRVN LN", "Corvane Homes", "Hold", "318p"),
        Call("TLGT LN", "Tollgate Developments", "Sell", "940p"),
        Call("PDSW LN", "Padstow Living", "Sell", "212p"),
    )
    risks = (
        "Mortgage rates stay above 5%",
        "Build-cost inflation returns",
        "Changes to the planning regime stall new sites",
    )
    header = ("Company", "Ticker", "Rating", "Price", "PT", "P/B 2027E")
    rows = [
        (c.name, c.code, c.rating, price, c.target or "", pb)
        for c, (price, pb) in priced(
            calls,
            [
                ("1,188p", "1.4"),
                ("561p", "1.1"),
                ("2,046p", "1.2"),
                ("301p", "0.8"),
                ("1,032p", "1.5"),
                ("239p", "0.9"),
            ],
        )
    ]
    docs.append(
        sector(
            "en_sec_coverage_table_continues_next_page_header_repeated",
            "Left sidebar `Sector view` / `Overweight`; the coverage table starts at the foot of page 1 and continues "
            "on page 2 under `Figure 3: Coverage (continued)` with its header repeated, an NR row in the second "
            "part; risks as bullets under `Risks to our thesis`",
            BRAMBLECOTE,
            "Sector Note",
            "UK Housebuilders",
            "5 December 2026",
            "UK Housebuilders: Reservations recover into the spring",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Net reservation rates rose to 0.62 per outlet a week in November, the best since 2022, and "
                    "cancellation rates fell to 14%. Mortgage approvals rose for a fifth month."
                ),
                heading("Land is cheap again"),
                para(
                    "Consented land prices are 9% below their 2022 peak while house prices are 3% higher. Builders "
                    "that kept buying land through the downturn will show the fastest margin recovery."
                ),
                para(
                    "We prefer builders with a large strategic land bank and low leverage. Our ratings and price "
                    "targets are unchanged except for Corvane, where we cut the PT for a lower completion guide."
                ),
                para(
                    "Build-cost inflation fell to 2% and sub-contractor availability improved. We expect completions "
                    "to rise 8% in 2027 after two years of falls."
                ),
                table(
                    "Figure 3: Coverage",
                    header,
                    rows[:3],
                    "",
                    widths=(0.28, 0.15, 0.12, 0.15, 0.15, 0.15),
                    left_aligned=3,
                ),
                PAGE,
                table(
                    "Figure 3: Coverage (continued)",
                    header,
                    [*rows[3:], ("Oakhollow Homes", "OKHW LN", "NR", "455p", "-", "1.0")],
                    "Source: Bramblecote Partners estimates; NR = not rated",
                    widths=(0.28, 0.15, 0.12, 0.15, 0.15, 0.15),
                    left_aligned=3,
                ),
                heading("Risks to our thesis"),
                *bullets(risks),
                *disclosures(BRAMBLECOTE),
            ),
            key_lines=("Sector view", "Overweight", "UK Housebuilders"),
            chart_names=("FTSE 350 Housebuilders", "FTSE All-Share"),
            side="left",
        )
    )

    calls = (
        Call("SCRE AU", "Southcross REIT", "A", "A$3.45"),
        Call("HRBL AU", "Harbourline Property", "H", "A$2.10"),
        Call("WLGA AU", "Wallaga Industrial", "A", "A$5.80"),
        Call("CPTN AU", "Capetown Retail Trust", "R", "A$1.38"),
        Call("MRLN AU", "Merlion Office Fund", "H", "A$0.96"),
    )
    risks = ("Cap-rate expansion", "Tenant defaults", "Development delays")
    explanations = (
        "a 25bp rise in cap rates cuts our NTAs by 4-6%.",
        "small-format retail tenants are most exposed to slower spending.",
        "two industrial estates rely on council approvals due in 2027.",
    )
    header = ("REIT", "Code", "Rating", "Price", "Target", "Yield 27E")
    rows = [
        (c.name, c.code, c.rating, price, c.target or "", dy)
        for c, (price, dy) in priced(
            calls, [("A$3.02", "5.6%"), ("A$2.04", "6.1%"), ("A$5.02", "4.4%"), ("A$1.55", "7.3%"), ("A$0.93", "8.0%")]
        )
    ]
    widths = (0.3, 0.14, 0.1, 0.15, 0.15, 0.16)
    docs.append(
        sector(
            "en_sec_letter_codes_key_under_table_continued_without_header",
            "Right sidebar with the sector's price data only (no view); ratings as one-letter codes (`A` / `H` / `R`) "
            "defined in a key under the table, which continues on page 2 with no header printed; risks as bold "
            "run-in titles ending in a full stop under `Key downside risks`",
            KESSINGTON,
            "Sector Review",
            "Australian REITs",
            "4 December 2026",
            "Australian REITs: Rates have peaked; buy the industrial names",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Ten-year bond yields have fallen 60bp since August and transaction volumes picked up in the "
                    "September quarter. Industrial rents are still rising at 6% a year."
                ),
                heading("Where the value is"),
                para(
                    "Industrial REITs trade at a 4% discount to NTA despite the strongest rent growth in the sector. "
                    "Office funds still face falling occupancy."
                ),
                para(
                    "Retail trusts have held occupancy above 98% but their rents lag inflation. We see little room "
                    "for their discounts to narrow further."
                ),
                para(
                    "Balance sheets are sound: gearing averages 28% and only 9% of debt expires before 2028. The "
                    "sector can fund development without equity."
                ),
                para(
                    "Our ratings favour the funds with development pipelines and the shortest leases in markets "
                    "where rents are still rising."
                ),
                grid("Figure 5: REIT coverage", header, rows[:3], "", widths=widths, left_aligned=3),
                PAGE,
                grid(
                    "",
                    header,
                    rows[3:],
                    "Key: A = Add, H = Hold, R = Reduce. Source: Kessington Ridge estimates",
                    widths=widths,
                    left_aligned=3,
                    headless=True,
                ),
                heading("Key downside risks"),
                *run_in(risks, explanations, ". "),
                *disclosures(KESSINGTON),
            ),
            key_lines=("A-REITs", "S&P/ASX 200 A-REIT: 1,612", "12m: +9.4%"),
            chart_names=("ASX 200 A-REIT", "ASX 200"),
        )
    )

    calls = (
        Call("NRDB SS", "Nordbanken", "Overweight", "212.00"),
        Call("FJBK NO", "Fjellbank", "Equal-weight", "148.50"),
        Call("SKVB SS", "Skovby Sparbank", "Underweight", "61.20"),
        Call("HVNB DC", "Havnebank", "Overweight", "430.00"),
    )
    risks = ("Faster rate cuts by the Riksbank", "Commercial property losses", "A bank tax in Norway")
    docs.append(
        sector(
            "en_sec_merged_header_price_lc_current_target_rating_old_new_probability_table",
            "Strip `Industry view | Attractive`; the coverage table's header spans two rows, `Price (LC)` over "
            "`Current | Target` (bare targets) and `Rating` over `Old | New` (the old rating first, the new the "
            "call); risks as the first column of a `Risk | Probability | Impact` table",
            SOLVANG,
            "Industry Update",
            "Nordic Banks",
            "3 December 2026",
            "Nordic Banks: Margins hold longer than feared",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Deposit margins fell less than we expected in the third quarter and loan losses stayed below "
                    "5bp. We raise 2027E EPS by 4% on average and move to Attractive from In-line."
                ),
                grid(
                    "Figure 2: Ratings and targets",
                    ("Bank", "Ticker", "Current", "Target", "Old", "New"),
                    [
                        (c.name, c.code, price, c.target or "", old, c.rating)
                        for c, (price, old) in priced(
                            calls,
                            [
                                ("184.30", "Equal-weight"),
                                ("139.90", "Equal-weight"),
                                ("66.80", "Underweight"),
                                ("371.50", "Overweight"),
                            ],
                        )
                    ],
                    "Source: Solvang Nordic estimates; prices in local currency",
                    groups=("", "", "Price (LC)", "", "Rating", ""),
                    widths=(0.22, 0.15, 0.14, 0.14, 0.17, 0.18),
                    left_aligned=2,
                ),
                heading("Where we could be wrong"),
                para("We see three risks to the call, in order of likelihood."),
                table(
                    "",
                    ("Risk", "Probability", "Impact"),
                    [(risks[0], "Medium", "-6% EPS"), (risks[1], "Low", "-9% EPS"), (risks[2], "Low", "-4% EPS")],
                    "Source: Solvang Nordic",
                    widths=(0.6, 0.2, 0.2),
                    left_aligned=3,
                ),
                *disclosures(SOLVANG),
            ),
            strip=(("Industry view", "Previous", "Coverage"), ("Attractive", "In-line", "9 banks")),
            chart_names=("Nordic Banks", "MSCI Nordic"),
            side="strip",
        )
    )

    calls = (
        Call("VRTX US", "Veritek Semiconductor", "Buy", "$45.00"),
        Call("CLNX US", "Calinex Devices", "Buy", "$128.00"),
        Call("PRMS US", "Primasil", "Hold", "$22.50"),
        Call("AXWF US", "Axwave Foundry", "Sell", "$17.00"),
    )
    risks = ("Inventory correction", "Export controls", "Pricing pressure")
    explanations = (
        "channel inventory at distributors rose to 14 weeks in October.",
        "new rules on tools for advanced nodes could cut China revenue by a third.",
        "two Asian rivals have cut analog prices 8% this quarter.",
    )
    docs.append(
        sector(
            "en_sec_target_footnote_marks_investment_risks_colon_titles",
            "Right sidebar `Industry view` / `Neutral`; two of the table's targets carry a raised footnote mark "
            "(`$45.00` with a superscript `1`) explained under the table; risks under `Investment risks` as bold "
            "`Title:` items",
            BRAMBLECOTE,
            "Industry Note",
            "US Analog Semiconductors",
            "2 December 2026",
            "US Analog Semis: The inventory cycle is almost done",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Lead times have stabilised at 12 weeks and distributors expect restocking in the second quarter "
                    "of 2027. Industrial demand is still weak, so we stay Neutral on the group."
                ),
                grid(
                    "Figure 1: Coverage",
                    ("Company", "Ticker", "Rating", "Price", "Price target", "EV/Sales 27E"),
                    [
                        (c.name, c.code, c.rating, price, c.target or "", ev)
                        for c, (price, ev) in priced(
                            calls, [("$36.10", "4.2"), ("$104.40", "6.8"), ("$23.90", "2.9"), ("$19.60", "2.1")]
                        )
                    ],
                    "1 Price target raised on 2 December 2026; 2 price target based on sum of the parts.",
                    marks=((0, 4, "1"), (3, 4, "2")),
                    widths=(0.3, 0.13, 0.1, 0.14, 0.17, 0.16),
                    left_aligned=3,
                ),
                heading("Investment risks"),
                *titled(risks, explanations),
                *disclosures(BRAMBLECOTE),
            ),
            key_lines=("Industry view", "Neutral", "US Semiconductors"),
            chart_names=("SOX", "S&P 500"),
        )
    )

    calls = (
        Call("2619 HK", "Jinhe Dairy", "BUY", "45.0"),
        Call("1388 HK", "Songyuan Beverage", "BUY", "12.8"),
        Call("6913 HK", "Mingda Snacks", "HOLD", "7.6"),
        Call("0338 HK", "Huaxia Breweries", "SELL", "21.5"),
    )
    risks = ("Weaker consumption recovery", "Rising raw milk and barley costs", "Intensifying price competition")
    docs.append(
        sector(
            "en_sec_coloured_rating_words_targets_with_letter_footnote_risk_alert",
            "A Chinese house's English note: right sidebar `Industry rating` / `Outperform (maintained)`; a table whose ratings are "
            "coloured words (green BUY, amber HOLD, red SELL) and whose bare targets carry a footnote letter "
            "(`45.0(a)`); risks as `1.` items under `Risk alert`",
            TIANQU_EN,
            "Industry Report",
            "China Consumer Staples",
            "1 December 2026",
            "China Consumer Staples: Dairy and beer lead the recovery",
            rating="Outperform",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Raw milk prices have fallen 18% year on year and barley 12%, so gross margins will widen in 2027 "
                    "even on flat prices. We keep the sector at Outperform."
                ),
                grid(
                    "Figure 3: Valuation of covered companies",
                    ("Company", "Code", "Rating", "Price (HK$)", "TP (HK$)", "PE 27E"),
                    [
                        (c.name, c.code, c.rating, price, f"{c.target}(a)" if n < 2 else c.target or "", pe)
                        for n, (c, (price, pe)) in enumerate(
                            priced(calls, [("36.20", "16.1"), ("10.44", "13.0"), ("7.95", "11.2"), ("26.30", "18.4")])
                        )
                    ],
                    "(a) Target raised in this report. Source: Tianqu International",
                    colours=coloured({"BUY": GREEN, "HOLD": AMBER, "SELL": RED}),
                    widths=(0.27, 0.12, 0.11, 0.17, 0.17, 0.16),
                    left_aligned=3,
                ),
                heading("Risk alert"),
                *numbered_lines(risks),
                *disclosures(TIANQU_EN),
            ),
            key_lines=("Industry rating", "Outperform (maintained)", "China Consumer Staples"),
            chart_names=("HSCI Staples", "HSI"),
        )
    )

    calls = (
        Call("ADVF IN", "Adveer Foods", "Buy", "1,480"),
        Call("SMRT IN", "Samarth Retail", "Accumulate", "2,265"),
        Call("KRPL IN", "Karpal Beverages", "Reduce", "612"),
        Call("NMTA IN", "Nimtara Consumer", "Sell", "318"),
    )
    risks = ("Rural demand", "Input costs", "Quick commerce")
    explanations = (
        "a second weak monsoon would delay the rural recovery into FY29.",
        "palm oil and wheat account for 40% of the group's material costs.",
        "dark-store platforms are pressing for deeper trade margins.",
    )
    docs.append(
        sector(
            "en_sec_valuation_table_recommendation_far_right_key_downside_risks_dash_titles",
            "No sidebar: a wide valuation table of ten columns whose call sits in the last column, "
            "`Recommendation`, after the price, multiples and `TP (INR)` (bare targets); the sector view only in "
            "prose (`We stay Overweight on Indian consumer staples`); risks as bold titles with ` \u2014 ` under "
            "`Key downside risks`",
            MERIDANE,
            "Sector Update",
            "India Consumer",
            "30 November 2026",
            "India Consumer: Volumes are back, margins next",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Volume growth for our coverage rose to 6% in the September quarter, the best in eight quarters. "
                    "We stay Overweight on Indian consumer staples."
                ),
                table(
                    "Exhibit 7: Valuation summary",
                    (
                        "Company",
                        "Code",
                        "CMP",
                        "Mcap\n($bn)",
                        "PE 26E",
                        "PE 27E",
                        "EV/\nEBITDA",
                        "Yield",
                        "TP (INR)",
                        "Recommendation",
                    ),
                    [
                        (c.name, c.code, *cells, c.target or "", c.rating)
                        for c, cells in priced(
                            calls,
                            [
                                ("1,244", "9.1", "52.1", "44.8", "31.2", "1.1%"),
                                ("2,010", "14.2", "61.5", "52.0", "38.4", "0.6%"),
                                ("668", "3.3", "40.2", "36.9", "24.7", "1.8%"),
                                ("371", "2.0", "35.8", "33.4", "21.9", "2.2%"),
                            ],
                        )
                    ],
                    "Source: Meridane Capital estimates; CMP as of 28 November 2026",
                    widths=(0.17, 0.1, 0.07, 0.08, 0.08, 0.08, 0.08, 0.07, 0.09, 0.18),
                    left_aligned=2,
                ),
                heading("Key downside risks"),
                *run_in(risks, explanations, " \u2014 "),
                *disclosures(MERIDANE),
            ),
            chart_names=("Nifty FMCG", "Nifty 50"),
            side="wide",
        )
    )
    return docs


def sector_sections() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("RWNA LN", "Rowan Air", "Buy", "420p"),
        Call("SKLP LN", "Skylark Ports", "Buy", "1,085p"),
        Call("CLDR LN", "Calder Rail", "Sell", "155p"),
    )
    risks = ("Jet fuel above $110/bbl", "Air traffic control strikes", "A weaker consumer in the UK")
    docs.append(
        banded(
            sector(
                "en_sec_top_picks_narrow_column_name_ticker_dash_rating_pt",
                "Header band `Sector view: Neutral`; page 1 in a wide and a narrow column, the calls only as `Name "
                "(TICKER) \u2013 Rating, PT` lines under `Top picks` and `Least preferred` in the narrow column; an "
                "unrated share-price performance table; risks as `-` items under `What would make us wrong`",
                BRAMBLECOTE,
                "Sector Note",
                "European Transport",
                "3 December 2026",
                "European Transport: Summer bookings set the tone",
                rating="Neutral",
                risks=risks,
                calls=calls,
                blocks=(
                    narrow(
                        [
                            heading("Bookings ahead of last year"),
                            para(
                                "Forward bookings for summer 2027 are 6% ahead of last year at similar yields, and "
                                "capacity growth is capped by engine repairs. Rail and bus operators face higher "
                                "wage settlements."
                            ),
                            para(
                                "We keep our Neutral view on the sector: the airlines and ports are cheap, while "
                                "the ground operators look expensive on 2027 numbers."
                            ),
                        ],
                        [
                            heading("Top picks"),
                            *[
                                para(f"{c.name} ({c.code}) \u2013 {c.rating}, PT {c.target}", gap=3.0)
                                for c in calls[:2]
                            ],
                            heading("Least preferred"),
                            para(f"{calls[2].name} ({calls[2].code}) \u2013 {calls[2].rating}, PT {calls[2].target}"),
                        ],
                        share=0.62,
                    ),
                    table(
                        "Figure 2: Share price performance",
                        ("Company", "Ticker", "1m", "3m", "YTD"),
                        [
                            ("Rowan Air", "RWNA LN", "4.1%", "9.8%", "22.4%"),
                            ("Skylark Ports", "SKLP LN", "1.2%", "3.5%", "11.0%"),
                            ("Calder Rail", "CLDR LN", "-2.6%", "-7.1%", "-14.3%"),
                            ("Brenta Ferries", "BRNF IM", "0.8%", "2.2%", "5.9%"),
                        ],
                        "Source: Bloomberg",
                        widths=(0.32, 0.2, 0.16, 0.16, 0.16),
                        left_aligned=2,
                    ),
                    heading("What would make us wrong"),
                    *bullets(risks, marker="- "),
                    *disclosures(BRAMBLECOTE),
                ),
                chart_names=("Stoxx Travel", "Stoxx 600"),
                side="wide",
            ),
            ("Sector view: Neutral", "European Transport", "3 December 2026"),
        )
    )

    calls = (
        Call("KSMN AU", "Kestrel Minerals", "Add", "A$12.40"),
        Call("DRNG AU", "Durran Gold", "Reduce", "A$3.05"),
        Call("LNTL AU", "Lantana Lithium", "Add", "A$2.15"),
    )
    docs.append(
        sector(
            "en_sec_rating_and_price_target_changes_sentences_per_stock_risks_only",
            "Right sidebar with the sector's price data only; the calls only as sentences under `Rating and price "
            "target changes` (`We raise Kestrel Minerals (KSMN AU) to Add from Hold and lift our PT to A$12.40 (from "
            "A$10.90)`); per-stock `Risks:` lines only, no risk section of the note's own",
            KESSINGTON,
            "Sector Update",
            "Australian Resources",
            "2 December 2026",
            "Australian Resources: Gold steady, lithium bottoming",
            rating=None,
            risks=(),
            calls=calls,
            blocks=(
                para(
                    "We update our commodity deck: gold is held at US$3,200/oz for 2027, lithium carbonate lifted 8% "
                    "to US$11,900/t and iron ore cut to US$92/t."
                ),
                heading("Rating and price target changes"),
                para(
                    "We raise Kestrel Minerals (KSMN AU) to Add from Hold and lift our PT to A$12.40 (from A$10.90), "
                    "as the Pilbara expansion comes in under budget."
                ),
                para("Risks: copper price, commissioning delays at the concentrator.", size=9.0),
                para(
                    "We cut Durran Gold (DRNG AU) to Reduce from Hold; our PT falls to A$3.05 (from A$3.60) after "
                    "a second grade shortfall at its Leonora mine."
                ),
                para("Risks: a higher gold price, a bid for the company.", size=9.0),
                para(
                    "We keep Add on Lantana Lithium (LNTL AU) with a PT of A$2.15, unchanged, as the first "
                    "spodumene shipment leaves in January."
                ),
                para("Risks: lithium prices, offtake counterparty.", size=9.0),
                table(
                    "Figure 4: Commodity price deck",
                    ("US$", "2026E", "2027E", "2028E"),
                    [
                        ("Gold (/oz)", "3,050", "3,200", "3,100"),
                        ("Lithium carbonate (/t)", "10,400", "11,900", "13,000"),
                    ],
                    "Source: Kessington Ridge estimates",
                    widths=(0.4, 0.2, 0.2, 0.2),
                ),
                *disclosures(KESSINGTON),
            ),
            key_lines=("Resources", "ASX 200 Resources: 5,940", "12m: +6.1%"),
            chart_names=("ASX 200 Resources", "ASX 200"),
        )
    )

    calls = (
        Call("6498 JP", "Hoshimura Robotics", "Outperform", "¥3,450"),
        Call("6271 JP", "Kanzaki Servo", "Neutral", "¥1,820"),
        Call("7719 JP", "Ooshiro Precision", "Underperform", "¥960"),
    )
    risks = ("A downturn in Chinese factory automation", "Yen appreciation", "Price cuts by Chinese robot makers")
    stock_risks = (
        "a loss of the Korean display order",
        "higher rare-earth magnet costs",
        "a recovery in machine-tool orders",
    )
    pages: list[Any] = []
    for c, (price, cap), text, risk in zip(
        calls,
        [("¥2,784", "¥412bn"), ("¥1,766", "¥188bn"), ("¥1,104", "¥97bn")],
        (
            "Orders rose 18% quarter on quarter, led by semiconductor handling robots.",
            "Servo motor demand is flat, and the new plant in Nagano adds fixed costs.",
            "Ball-screw pricing fell 6% as Chinese competitors added capacity.",
        ),
        stock_risks,
        strict=True,
    ):
        pages += [
            PAGE,
            heading(f"{c.name} ({c.code})"),
            table(
                "",
                ("Key data", ""),
                [("Rating", c.rating), ("Price target", c.target or ""), ("Price", price), ("Market cap", cap)],
                "",
                widths=(0.5, 0.5),
                left_aligned=1,
            ),
            para(text),
            para(f"Risks to our view: {risk}.", size=9.0),
        ]
    docs.append(
        sector(
            "en_sec_per_stock_one_page_summaries_key_data_box_sector_risks_first",
            "Right sidebar `Industry view` / `Attractive`; one page per stock, each with a `Key data` box (`Rating`, "
            "`Price target`, `Price`, `Market cap`) and a per-stock `Risks to our view:` line; the sector's own risks "
            "as `1)` items under `Risks to the industry view` on page 1",
            TAKAMINE,
            "Industry Report",
            "Japan Factory Automation",
            "1 December 2026",
            "Japan Factory Automation: The order cycle turns",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Machine-tool and robot orders rose year on year for a third month in October, and Chinese "
                    "orders have stopped falling. We move the industry view to Attractive from Neutral."
                ),
                heading("Risks to the industry view"),
                *numbered_lines(risks, style="{n}) "),
                *pages,
                *disclosures(TAKAMINE),
            ),
            key_lines=("Industry view", "Attractive", "Machinery"),
            chart_names=("TOPIX Machinery", "TOPIX"),
        )
    )

    calls = (
        Call("HVGD NO", "Havgrunn Drilling", "Equal-weight", "NOK 112"),
        Call("TRLS NO", "Trollsund Seafood", "Overweight", "NOK 84"),
        Call("SKGN SS", "Skagen Energi", "Overweight", "SEK 146"),
    )
    risks = ("Lower salmon prices", "A stronger krone", "Higher resource rent tax")
    docs.append(
        sector(
            "en_sec_framed_top_picks_box_also_mentioned_nr_table",
            "Left sidebar with the sector only; the calls only in a framed `Top picks` box in the body (`Trollsund "
            "Seafood (TRLS NO) \u2013 Overweight, PT NOK 84`), an `Also mentioned` table of NR stocks; risks as "
            "`(a)` items under `Risks to our thesis`",
            SOLVANG,
            "Industry Update",
            "Norway Seafood & Energy",
            "30 November 2026",
            "Norway: Where we see value into 2027",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Norwegian equities trade at 11x 2027E earnings, a 15% discount to Europe. We list our top picks "
                    "across seafood and energy."
                ),
                box("Top picks", *[f"{c.name} ({c.code}) \u2013 {c.rating}, PT {c.target}" for c in calls]),
                table(
                    "Also mentioned",
                    ("Company", "Ticker", "Rating", "Price"),
                    [("Lofoten Aqua", "LFAQ NO", "NR", "NOK 61.20"), ("Bergfjord Gas", "BGFG NO", "NR", "NOK 33.05")],
                    "Source: Solvang Nordic",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=3,
                ),
                heading("Risks to our thesis"),
                *[para(r + ".", lead=f"({chr(96 + n)}) ", gap=3.0) for n, r in enumerate(risks, 1)],
                *disclosures(SOLVANG),
            ),
            key_lines=("Norway Equities", "Seafood & Energy"),
            chart_names=("OSEBX", "MSCI Europe"),
            side="left",
        )
    )

    calls = (
        Call("0288 HK", "Ruifeng Pharma", "BUY", "HK$18.20"),
        Call("1099 HK", "Kangning Medical", "BUY", "HK$27.40"),
        Call("2359 HK", "Baicao Biotech", "HOLD", "HK$9.10"),
    )
    risks = (
        "Deeper price cuts in volume-based procurement",
        "Slower hospital budget growth",
        "Geopolitical restrictions on CRO work",
    )
    docs.append(
        sector(
            "en_sec_per_stock_risk_paragraphs_before_sector_risks_page_two",
            "A Chinese house's English note: right sidebar `Industry rating` / `Market-perform`; per-stock paragraphs "
            "each led by the stock and its call (`Ruifeng Pharma (0288 HK, BUY, TP HK$18.20)`) and ending in the "
            "stock's own `Key risks:` sentence, then the sector's own risks on page 2 under `Industry risks` as "
            "bullets",
            TIANQU_EN,
            "Industry Report",
            "China Healthcare",
            "29 November 2026",
            "China Healthcare: Procurement pressure eases",
            rating="Market-perform",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "The eleventh round of volume-based procurement cut prices by 48% on average, less than the 56% "
                    "of the previous round. We keep the industry at Market-perform."
                ),
                heading("Stock views"),
                *[
                    para(f"{text} Key risks: {own}.", lead=f"{c.name} ({c.code}, {c.rating}, TP {c.target}) ")
                    for c, text, own in zip(
                        calls,
                        (
                            "Three innovative drugs enter the national reimbursement list in January.",
                            "Orders for imaging equipment rose 21% after the hospital upgrade programme.",
                            "Biosimilar prices keep falling and the pipeline is two years away.",
                        ),
                        ("licence-out delays", "tender timing", "slower biosimilar uptake"),
                        strict=True,
                    )
                ],
                financials("Ruifeng Pharma", "HK$", TIANQU_EN),
                PAGE,
                heading("Industry risks"),
                *bullets(risks),
                *disclosures(TIANQU_EN),
            ),
            key_lines=("Industry rating", "Market-perform", "China Healthcare"),
            chart_names=("HSCI Healthcare", "HSI"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English strategy notes


def strategy_notes() -> list[Note]:
    docs: list[Note] = []

    risks = ("A second wave of US tariffs", "Oil above $100/bbl", "An earnings recession in Europe")
    docs.append(
        banded(
            sector(
                "en_strat_sector_weights_index_targets_header_band",
                "European strategy: no rating and no calls; a header band with index targets (`Stoxx 600 end-2027: "
                "640`), a sector allocation table with Overweight / Underweight tilts and benchmark weights, a "
                "`Stocks to watch` list with prices only; risks under `Risks to our view` as bullets",
                BRAMBLECOTE,
                "Strategy",
                "European Equity Strategy",
                "5 December 2026",
                "2027 Outlook: Earnings broaden beyond the banks",
                rating=None,
                risks=risks,
                calls=(),
                blocks=(
                    para(
                        "We expect European earnings to grow 8% in 2027 as rate cuts feed through to domestic "
                        "demand. Our end-2027 target for the Stoxx 600 is 640, 9% above the current level."
                    ),
                    table(
                        "Figure 1: Sector allocation",
                        ("Sector", "Stance", "Benchmark wt", "Model wt", "Active"),
                        [
                            ("Banks", "Overweight", "9.8%", "12.3%", "+2.5%"),
                            ("Industrials", "Overweight", "15.6%", "17.1%", "+1.5%"),
                            ("Consumer Staples", "Underweight", "11.9%", "9.4%", "-2.5%"),
                            ("Utilities", "Neutral", "4.4%", "4.4%", "0.0%"),
                        ],
                        "Source: MSCI, Bramblecote strategy",
                        widths=(0.28, 0.18, 0.18, 0.18, 0.18),
                        left_aligned=2,
                    ),
                    heading("Stocks to watch"),
                    *bullets(
                        (
                            "Halden Bank (HLDN SS), SEK 142.60",
                            "Corvex Industrie (CRVX FP), EUR 88.40",
                            "Marlow Utilities (MRLU LN), 1,034p",
                        ),
                        end="",
                    ),
                    heading("Risks to our view"),
                    *bullets(risks),
                    *disclosures(BRAMBLECOTE),
                ),
                chart_names=("Stoxx 600", "MSCI World"),
                side="wide",
            ),
            ("Stoxx 600 end-2027: 640", "DAX: 26,500", "FTSE 100: 9,800"),
        )
    )

    risks = ("Faster tightening by the Reserve Bank of India", "A weaker monsoon", "Foreign outflows")
    docs.append(
        sector(
            "en_strat_india_macro_forecast_table_nifty_target_model_portfolio_weights",
            "India macro and strategy: no rating and no calls; a macro forecast table (GDP, CPI, repo rate), a Nifty "
            "50 target, a model portfolio with weights but no ratings or targets; risks as numbered items under "
            "`Key risks to our macro view`",
            MERIDANE,
            "Economics & Strategy",
            "India Strategy",
            "28 November 2026",
            "India Strategy: Growth holds, inflation eases",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We expect real GDP growth of 6.8% in FY28 and CPI inflation of 4.1%, leaving room for two "
                    "25bp repo-rate cuts. Our Nifty 50 target for December 2027 is 28,400."
                ),
                table(
                    "Exhibit 1: Macro forecasts",
                    ("", "FY26", "FY27E", "FY28E"),
                    [
                        ("Real GDP (%)", "6.5", "6.6", "6.8"),
                        ("CPI (%)", "4.9", "4.4", "4.1"),
                        ("Repo rate (%)", "5.75", "5.50", "5.00"),
                    ],
                    "Source: RBI, Meridane Capital estimates",
                    widths=(0.4, 0.2, 0.2, 0.2),
                ),
                table(
                    "Exhibit 2: Model portfolio",
                    ("Company", "Code", "Sector", "Weight", "Bench wt"),
                    [
                        ("Adveer Foods", "ADVF IN", "Staples", "6.0%", "2.1%"),
                        ("Kisanfert Chemicals", "KSNF IN", "Materials", "4.5%", "0.8%"),
                        ("Bharatpath Infra", "BPIN IN", "Industrials", "5.5%", "1.9%"),
                    ],
                    "Source: Meridane Capital",
                    widths=(0.3, 0.16, 0.2, 0.17, 0.17),
                    left_aligned=3,
                ),
                heading("Key risks to our macro view"),
                *numbered_lines(risks),
                *disclosures(MERIDANE),
            ),
            key_lines=("India Strategy", "Nifty 50 target: 28,400", "Dec 2027"),
            chart_names=("Nifty 50", "MSCI EM"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    return chinese_company_reports() + chinese_industry_reports()


def chinese_company_reports() -> list[Note]:
    docs: list[Note] = []

    risks = ("原材料价格大幅波动的风险", "新产能投放不及预期的风险", "海外客户拓展不及预期的风险")
    call = Call("688512.SH", "盛川科技", "买入", "68.50元")
    docs.append(
        company(
            "zh_co_cover_key_table_rating_target_current_previous_comma_paren_risks",
            "公司深度, right sidebar with 基础数据 only; the rating and target only in a key table at the top of the "
            "cover's body (`投资评级 | 买入（上调） | 目标价 | 68.50元`, `当前价 | 52.36元 | 上次目标价 | 61.00元`); 风险提示 as "
            "one paragraph of `1）` items separated by commas",
            LANCANG,
            "公司深度",
            "盛川科技（688512.SH）",
            "2026年12月5日",
            "盛川科技深度报告：刻蚀设备放量，平台化布局打开空间",
            call,
            risks=risks,
            blocks=(
                table(
                    "",
                    ("投资评级", "买入（上调）", "目标价", "68.50元"),
                    [("当前价", "52.36元", "上次目标价", "61.00元"), ("总市值", "286.4亿元", "上涨空间", "30.8%")],
                    "",
                    widths=(0.22, 0.28, 0.22, 0.28),
                    left_aligned=4,
                ),
                heading("投资要点"),
                para(
                    "公司刻蚀设备在国内主要晶圆厂的验证全部通过，2026年前三季度新签订单同比增长62%。薄膜沉积与清洗设备进入"
                    "小批量出货阶段，平台化布局逐步成型。"
                ),
                para("我们预计公司2026-2028年归母净利润分别为10.3、12.6、15.0亿元，上调至“买入”评级。"),
                zh_forecast("盛川科技", LANCANG),
                para("，".join(f"{n}）{r}" for n, r in enumerate(risks, 1)) + "。", lead="风险提示："),
                *zh_disclosures(LANCANG),
            ),
            key_lines=("公司深度", "半导体设备"),
            chart_names=("盛川科技", "沪深300"),
            language="zh",
        )
    )

    risks = ("政策风险", "研发风险", "市场竞争风险")
    subitems = (
        ("集采降价幅度超预期", "医保控费趋严"),
        ("在研品种临床进度不及预期", "新药审评时间延长"),
        ("同类仿制药上市数量增加",),
    )
    call = Call("300853.SZ", "康润医药", "增持", "29.40元")
    docs.append(
        company(
            "zh_co_sidebar_price_first_rating_last_numbered_risks_with_subitems",
            "公司点评, right sidebar whose box leads with the prices (`当前价格：23.18元`, `目标价格：29.40元`, `上次目标价：27.10元`) "
            "and ends with `投资评级：增持` / `评级变动：维持`; 风险提示 as a numbered list `1. 政策风险：` with `（1）` sub-items "
            "on lines of their own (the item is the title)",
            LANCANG,
            "公司点评",
            "康润医药（300853.SZ）",
            "2026年12月4日",
            "康润医药点评：创新药收入占比提升，业绩拐点确立",
            call,
            risks=risks,
            blocks=(
                heading("事件"),
                para(
                    "公司发布2026年三季报，前三季度营业收入52.4亿元，同比增长14.8%；归母净利润6.1亿元，同比增长21.3%。"
                ),
                heading("点评"),
                para("创新药收入占比提升至31%，毛利率同比提升2.6个百分点。我们上调目标价至29.40元，维持“增持”评级。"),
                zh_forecast("康润医药", LANCANG),
                heading("风险提示"),
                *[
                    block
                    for n, (title, subs) in enumerate(zip(risks, subitems, strict=True), 1)
                    for block in (
                        para("", lead=f"{n}. {title}：", gap=2.0),
                        *[
                            para(sub + ("。" if k == len(subs) else "；"), lead=f"（{k}）", gap=2.0)
                            for k, sub in enumerate(subs, 1)
                        ],
                    )
                ],
                *zh_disclosures(LANCANG),
            ),
            key_lines=(
                "当前价格：23.18元",
                "目标价格：29.40元",
                "上次目标价：27.10元",
                "投资评级：增持",
                "评级变动：维持",
            ),
            chart_names=("康润医药", "创业板指"),
            language="zh",
        )
    )

    risks = ("汇率波动风险", "跨境电商需求放缓风险", "燃油成本上升风险")
    explanations = (
        "公司约四成收入以美元结算，人民币升值将压缩利润。",
        "海外消费走弱可能拖累跨境包裹量。",
        "航空燃油价格每上涨10%，公司毛利率下降约0.8个百分点。",
    )
    call = Call("2618.HK", "华屹物流", "买入", "46.80港元")
    docs.append(
        banded(
            company(
                "zh_co_header_band_rating_target_hk_bold_titled_risks",
                "港股公司研究, no sidebar: the rating and target only in a coloured band across the top above the title "
                "(`买入（上调）` | `目标价：46.80港元` | `现价：37.25港元`); 风险提示 as bold `标题：说明` items (the title the item)",
                LANCANG,
                "港股公司研究",
                "华屹物流（2618.HK）",
                "2026年12月3日",
                "华屹物流：跨境业务盈利改善，上调至买入",
                call,
                risks=risks,
                blocks=(
                    heading("核心观点"),
                    para(
                        "公司跨境物流业务三季度单票利润同比提升18%，东南亚网络进入盈利期。我们上调盈利预测，评级上调至“买入”。"
                    ),
                    zh_forecast("华屹物流", LANCANG),
                    heading("风险提示"),
                    *titled(risks, explanations, sep="："),
                    *zh_disclosures(LANCANG),
                ),
                chart_names=("华屹物流", "恒生指数"),
                side="wide",
                language="zh",
            ),
            ("买入（上调）", "目标价：46.80港元", "现价：37.25港元", "上涨空间：25.6%"),
        )
    )

    risks = ("高端白酒需求复苏不及预期", "渠道库存去化慢于预期", "食品安全风险")
    call = Call("603919.SH", "甘泉酒业", "推荐", "32.60元")
    docs.append(
        company(
            "zh_co_summary_sentence_only_maintain_rating_previous_target_chinese_numeral_risks",
            "公司点评, left sidebar with the sector only: the rating and target only in the `投资建议` sentence "
            "(`维持“推荐”评级，给予目标价32.60元（前值29.80元）`); 风险提示 as `（一）` items",
            BEICHEN,
            "公司点评",
            "甘泉酒业（603919.SH）",
            "2026年12月2日",
            "甘泉酒业：次高端产品放量，渠道库存健康",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司前三季度次高端产品收入同比增长24%，省外市场占比提升至38%，渠道库存维持在两个月以内。"),
                heading("投资建议"),
                para(
                    "我们预计公司2026-2028年EPS分别为1.42、1.68、1.96元，维持“推荐”评级，给予目标价32.60元（前值29.80元）。"
                ),
                zh_forecast("甘泉酒业", BEICHEN),
                heading("风险提示"),
                *[para(r + "。", lead=f"（{n}）", gap=3.0) for n, r in zip("一二三", risks, strict=True)],
                *zh_disclosures(BEICHEN),
            ),
            key_lines=("食品饮料", "公司点评"),
            chart_names=("甘泉酒业", "沪深300"),
            side="left",
            language="zh",
        )
    )
    return docs


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("688512.SH", "盛川科技", "买入", "68.50"),
        Call("688072.SH", "拓华微电", "买入", "142.00"),
        Call("002371.SZ", "北芯装备", "增持", "385.00"),
        Call("688120.SH", "华晟精测", "增持", "96.00"),
        Call("300567.SZ", "精瑞电子", "中性", "41.20"),
    )
    risks = ("国产替代进度不及预期", "下游晶圆厂扩产放缓", "行业竞争加剧导致价格下降")
    groups = ("代码", "名称", "EPS（元）", "", "", "PE（倍）", "", "", "评级", "目标价（元）")
    header = ("", "", "2025A", "2026E", "2027E", "2025A", "2026E", "2027E", "", "")
    figures = [
        ("1.02", "1.22", "1.50", "51.3", "42.9", "34.9"),
        ("2.15", "2.86", "3.71", "54.8", "41.2", "31.8"),
        ("7.90", "9.84", "12.10", "41.6", "33.4", "27.2"),
        ("1.66", "2.12", "2.70", "46.1", "36.1", "28.4"),
        ("0.88", "1.05", "1.21", "45.2", "37.9", "32.9"),
    ]
    rows = [(c.code, c.name, *f, c.rating, c.target or "") for c, f in priced(calls, figures)]
    widths = (0.12, 0.1, 0.08, 0.08, 0.08, 0.08, 0.08, 0.08, 0.12, 0.18)
    docs.append(
        zh_sector(
            "zh_ind_profit_forecast_table_two_row_header_continued_header_repeated",
            "行业深度, strip `行业评级 | 推荐`; 重点公司盈利预测与评级 table whose header spans two rows (`EPS（元）` and `PE（倍）` "
            "over years, `评级` and `目标价（元）` spanning both rows, bare targets), continued on the next page with "
            "both header rows repeated and a 未评级 row; 风险提示 as one paragraph of `1）` items each ending in `。`",
            LANCANG,
            "行业深度",
            "半导体设备行业",
            "2026年12月5日",
            "半导体设备行业深度：国产化率提升进入加速期",
            rating="推荐",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "2026年国内晶圆厂设备招标中国产设备中标比例提升至38%，较2025年提高9个百分点。我们维持行业“推荐”评级。"
                ),
                heading("一、国产化率加速提升"),
                para("刻蚀、薄膜沉积设备国产化率已超过30%，量测、涂胶显影设备仍低于15%，提升空间较大。"),
                para("先进制程扩产带动高端设备需求，头部厂商订单能见度已延伸至2028年上半年。"),
                para("零部件国产化同步推进，射频电源、真空泵等关键部件自给率逐步提升，设备厂商毛利率有望改善。"),
                grid(
                    "表4：重点公司盈利预测与评级",
                    header,
                    rows[:3],
                    "",
                    groups=groups,
                    widths=widths,
                    left_aligned=2,
                ),
                PAGE,
                grid(
                    "表4：重点公司盈利预测与评级（续）",
                    header,
                    [
                        *rows[3:],
                        ("688401.SH", "芯源微纳", "0.61", "0.80", "1.02", "62.4", "47.6", "37.3", "未评级", "-"),
                    ],
                    "资料来源：Wind，澜沧证券研究所；未评级公司采用Wind一致预期",
                    groups=groups,
                    widths=widths,
                    left_aligned=2,
                ),
                heading("风险提示"),
                para("".join(f"{n}）{r}。" for n, r in enumerate(risks, 1))),
                *zh_disclosures(LANCANG),
            ),
            strip=(("行业评级", "评级变动", "报告日期"), ("推荐", "维持", "2026-12-05")),
            chart_names=("半导体设备", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("002311.SZ", "丰禾股份", "强烈推荐", "26.50元"),
        Call("600438.SH", "海宁饲料", "推荐", "18.80元"),
        Call("300498.SZ", "牧原康农", "推荐", "47.00元"),
    )
    risks = ("疫病风险", "原材料价格风险", "政策风险")
    subitems = (("非洲猪瘟疫情反复",), ("玉米价格大幅上涨", "豆粕进口受阻"), ("环保政策趋严",))
    docs.append(
        zh_sector(
            "zh_ind_weekly_recommended_table_coloured_ratings_numbered_risks_subitems",
            "行业周报, right sidebar `行业评级` / `优于大市`; 推荐标的 table `代码 | 名称 | 收盘价 | 目标价 | 投资评级` with the "
            "rating in the last column in colour and a 未评级 row; 风险提示 as `一、` items with `1）` sub-items on "
            "lines of their own (the item is the title)",
            BEICHEN,
            "行业周报",
            "农林牧渔行业",
            "2026年12月4日",
            "农林牧渔行业周报：猪价企稳回升，饲料需求改善",
            rating="优于大市",
            risks=risks,
            calls=calls,
            blocks=(
                para("本周全国生猪均价15.8元/公斤，环比上涨3.2%；能繁母猪存栏连续三个月下降，产能去化持续。"),
                heading("推荐标的"),
                grid(
                    "表2：推荐标的",
                    ("代码", "名称", "收盘价（元）", "目标价", "投资评级"),
                    [
                        *[
                            (c.code, c.name, p, c.target or "", c.rating)
                            for c, (p,) in priced(calls, [("21.36",), ("15.02",), ("39.80",)])
                        ],
                        ("002714.SZ", "温禾农牧", "44.10", "-", "未评级"),
                    ],
                    "资料来源：Wind，北辰星证券研究所",
                    colours=coloured({"强烈推荐": RED, "推荐": RED}),
                    widths=(0.22, 0.2, 0.2, 0.18, 0.2),
                    left_aligned=2,
                ),
                heading("风险提示"),
                *[
                    block
                    for n, (title, subs) in zip("一二三", zip(risks, subitems, strict=True), strict=True)
                    for block in (
                        para("", lead=f"{n}、{title}", gap=2.0),
                        *[para(sub + "；", lead=f"{k}）", gap=2.0) for k, sub in enumerate(subs, 1)],
                    )
                ],
                *zh_disclosures(BEICHEN),
            ),
            key_lines=("行业评级", "优于大市", "评级变动：维持", "农林牧渔"),
            chart_names=("农林牧渔", "沪深300"),
        )
    )

    calls = (
        Call("601877.SH", "正泰光储", "买入", "31.80元"),
        Call("300750.SZ", "宁川电池", "买入", "286.00元"),
        Call("002594.SZ", "远驰汽车", "增持", "312.00元"),
        Call("300014.SZ", "亿能锂电", "中性", "52.40元"),
    )
    risks = ("新能源车销量不及预期", "锂价大幅波动", "海外贸易政策变化")
    header = ("代码", "名称", "投资评级", "目标价", "PE 2026E", "PE 2027E")
    rows = [
        (c.code, c.name, c.rating, c.target or "", *f)
        for c, f in priced(calls, [("14.2", "11.6"), ("22.8", "18.5"), ("19.4", "16.0"), ("27.3", "21.1")])
    ]
    widths = (0.18, 0.16, 0.16, 0.18, 0.16, 0.16)
    docs.append(
        banded(
            zh_sector(
                "zh_ind_band_view_coverage_table_continued_headless_risk_probability_table",
                "行业研究, no sidebar: the view only in a band across the top (`行业评级：推荐（首次）`); 重点覆盖公司 table continued on "
                "the next page without its header; 风险提示 as a table `风险因素 | 发生概率 | 影响程度` (the first column the item)",
                LANCANG,
                "行业研究",
                "锂电池行业",
                "2026年12月3日",
                "锂电池行业首次覆盖：储能接力动力电池，龙头优势扩大",
                rating="推荐",
                risks=risks,
                calls=calls,
                blocks=(
                    para("2026年全球锂电池出货量预计达到2.3TWh，同比增长28%，其中储能电池占比提升至27%。"),
                    heading("一、储能成为第二增长曲线"),
                    para("海外大储项目招标加速，国内独立储能电站收益模式逐步清晰，储能电池需求有望保持40%以上增长。"),
                    para("动力电池方面，插混车型占比提升带动单车带电量上行，头部企业市场份额进一步集中。"),
                    para("材料环节价格已回落至历史低位，二三线企业扩产意愿下降，行业供需格局改善。"),
                    para("我们首次覆盖锂电池行业，给予“推荐”评级，重点关注具备全球化产能布局的龙头企业。"),
                    grid("表5：重点覆盖公司", header, rows[:2], "", widths=widths, left_aligned=3),
                    PAGE,
                    grid(
                        "",
                        header,
                        rows[2:],
                        "资料来源：Wind，澜沧证券研究所",
                        widths=widths,
                        left_aligned=3,
                        headless=True,
                    ),
                    heading("风险提示"),
                    table(
                        "",
                        ("风险因素", "发生概率", "影响程度"),
                        [(risks[0], "中", "高"), (risks[1], "高", "中"), (risks[2], "中", "中")],
                        "资料来源：澜沧证券研究所",
                        widths=(0.5, 0.25, 0.25),
                        left_aligned=3,
                    ),
                    *zh_disclosures(LANCANG),
                ),
                chart_names=("锂电池", "沪深300"),
                side="wide",
            ),
            ("行业评级：推荐（首次）", "锂电池行业", "2026年12月3日"),
        )
    )

    calls = (
        Call("603288.SH", "鲜享食品", "强烈推荐", "58.00元"),
        Call("002507.SZ", "川味源", "推荐", "21.60元"),
    )
    risks = ("消费复苏不及预期", "原材料成本上涨", "行业竞争加剧")
    docs.append(
        zh_sector(
            "zh_ind_comment_picks_in_narrow_column_circled_number_risks",
            "行业点评, left sidebar with price data only; the view as `维持行业“同步大市”评级` in the first paragraph; the "
            "calls only in the narrow right column under `推荐标的` as `名称（代码）——评级，目标价` lines; 风险提示 as one "
            "paragraph of `①` items",
            BEICHEN,
            "行业点评",
            "调味品行业",
            "2026年12月1日",
            "调味品行业点评：餐饮需求回暖，成本压力缓解",
            rating="同步大市",
            risks=risks,
            calls=calls,
            blocks=(
                narrow(
                    [
                        heading("核心观点"),
                        para(
                            "10月餐饮收入同比增长6.8%，调味品B端需求回暖；大豆、包材价格同比下降，行业毛利率有望修复。维持行业“同步大市”评级。"
                        ),
                    ],
                    [
                        heading("推荐标的"),
                        *[para(f"{c.name}（{c.code}）——{c.rating}，目标价{c.target}", gap=3.0) for c in calls],
                    ],
                    share=0.6,
                ),
                table(
                    "表1：调味品板块涨跌幅",
                    ("代码", "名称", "近一月涨跌幅"),
                    [("603027.SH", "千味酱业", "3.2%"), ("600872.SH", "中炬调味", "-1.4%")],
                    "资料来源：Wind",
                    widths=(0.34, 0.33, 0.33),
                    left_aligned=2,
                ),
                para(
                    "".join(f"{m}{r}；" for m, r in zip("①②③", risks, strict=True)).rstrip("；") + "。",
                    lead="风险提示：",
                ),
                *zh_disclosures(BEICHEN),
            ),
            key_lines=("收盘：4,128点", "近一年：+4.6%", "调味品"),
            chart_names=("调味品", "沪深300"),
            side="left",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


FOURTEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(FOURTEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(FOURTEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
