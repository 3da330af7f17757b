"""Synthetic layouts, set 15: the held-out measure of how general the extraction rules are.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-14, set 14's file and its held-out test, the end of set
9's docstring and the README's one-line summaries of sets 1-14 (to cover layouts they do not) and bench/labels/README.md (the labelling conventions). It was written from general
sell-side conventions of global, Asian and Chinese houses, with invented houses, companies, tickers and figures, and
drawn with the samples' engine (sample_pdfs/render.py) through the building blocks of sets 1, 4-14. The engine
addition: a loose table with no rules and no shading whose columns are held only by their x position, in small type
when it has many columns, whose cells may hold two or three lines (a name wrapping, the ticker under the name) and
whose group rows (`Banks`, `Insurers`, 白酒) sit between the stock rows. Labels hold by construction and follow
bench/labels/README.md (rating and target as printed, short rating codes `OW` / `O-PF` / `Mkt Perf` kept as printed, a
top-pick star not part of the rating, a target printed without its currency being the bare figure; the first full
risk section of the note's own, its items verbatim, a paragraph of risk sentences split by sentence, `;` items kept
whole, upside and downside items both; per-stock risk lines and per-stock `Valuation and risks` sections giving none;
one call for a company note; a sector note's calls from its rated tables, summary bullets, top-picks paragraphs,
own / avoid boxes and change tables (the new values), never from unrated rows or comps tables; an industry report's
rating only the sector's own view, its target null; strategy notes with no rating and no calls); the self-check fails
loudly when a label is not on the text layer.

Composition (26): 6 English company notes (a sidebar that prints the industry view beside the stock rating, the risks
as `;` items after `Key risks:` in a `Price target derivation and risks` paragraph at the end; `Key data` lines
`Rating:` / `Rating change:` / `Target price:` / `TP change:` in the narrow column beside the summary, with `Upside risks` and
`Downside risks` lists; the call only in a framed `Our view` box closing page 1 with the risks as a paragraph
of sentences under `Risks`; a left sidebar `Outperform` / `12-m target NT$865` whose previous target sits in a
rating-history table of the body, with a numbered risk list whose items wrap over lines; the call only in the title
`Upgrade to Buy; TP to S$4.20` and a `Recommendation` line, with `Risks to our rating` bullets; a strip of the
share's data with the call in a sentence of the summary paragraph `We initiate with Overweight and a PT of €41.50`
and risks in a narrow right column box), 10 English sector notes (a loose table with no rules, names wrapping onto
two lines and the ticker under the name, `OW` / `EW` / `UW` codes and `Upside/downside (%)` after the PT; group rows
`Banks` / `Insurers` between stock rows, `O-PF` / `Mkt Perf` / `U-PF` codes, `PT (HK$)` bare targets and a numbered
`Key risks to our sector call` list whose items wrap; sixteen columns in small type with `Target (LC)`, `BUY*` top
picks and a risk paragraph under `Risks`; two tables on one page, the rated coverage and an unrated `Valuation comps`
table, risks in a side box; calls only in summary bullets `We prefer X (KSTN LN; Buy, TP 845p) over Y (Neutral, TP
510p)`; calls only in an `Our top picks` paragraph with per-stock `Valuation and risks` sections and no risk section of
the note's own; a two-column `Stocks to own` / `Stocks to avoid` box; a `Changes to ratings, targets and estimates`
table with Old and New columns for the rating, the PT and EPS; an unrated performance table on page 1, the rated table
with a per-stock `Key stock risk` column on page 2, the view in a header band; the view only in the title, an NR and
a restricted row), 2 English strategy notes (an Asia ex-Japan country allocation with model weights and index
targets; a China strategy with HSI / CSI 300 targets and sector tilts; no rating, no calls), 8 Chinese reports (4
公司研究 / 公司点评 / 公司深度: sidebar `投资评级：买入（维持）` / `6个月目标价：38.50元` on separate lines with 风险提示 as the last
section of wrapped `1、` items; `合理价值区间：42.00-48.00元` with a `；` paragraph; `评级` / `增持` and `目标价` / `26.80元`
on lines of their own with `上次评级` and `（1）标题：说明` items; `投资评级：买入-A（维持）` (risk-grade suffix) and
`12个月目标价` with wrapped `①` items on lines of their own; 4 行业研究 / 行业深度 / 行业周报 / 行业点评: a 重点公司估值表 with
`评级` 买入/增持/中性 and `目标价（元）`, 风险提示 last with wrapped `1）` items; a 投资组合 table with weights and a 未评级
row, `1.` items; a loose 重点公司 table with 子行业 group rows and the code under the name, a `；` paragraph; two tables on
one page, the rated 重点覆盖公司 and unrated 可比公司估值, wrapped `（1）` items). Distractors:
disclosures pages with rating legends and distributions, previous ratings and targets, rating histories, NR, RS and
未评级 rows, comps tables, per-stock risks, index targets and model weights, running headers and footers, analysts.

    .venv/bin/python bench/synthetic_layouts_15.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_15.py --score      # the rules backend on them

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_15.py --score`, without `--misses`, on
branch heldout15 = main a1e18e9 plus only this file, its test, its Makefile line and the README's make-bench row
(commit 15b962e), 2026-12-06; format pdf throughout; risk F1 loose equal to risk F1 on every row; 26.7s for the 26
notes; en industry = 10 sector + 2 strategy notes, zh industry = 4 行业研究 / 行业深度 / 行业周报 / 行业点评):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   6       6/6 (100.0%)   6/6 (100.0%)   6/6 (100.0%)   1.000    100.0% / 100.0% (6/6/6)
    en   industry  12      12/12 (100.0%) 10/12 (83.3%)  12/12 (100.0%) 1.000    100.0% / 67.6% (25/25/37)
    en   all       18      18/18 (100.0%) 16/18 (88.9%)  18/18 (100.0%) 1.000    100.0% / 72.1% (31/31/43)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   1.000    100.0% / 100.0% (4/4/4)
    zh   industry  4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   1.000    100.0% / 100.0% (14/14/14)
    zh   all       8       8/8 (100.0%)   8/8 (100.0%)   8/8 (100.0%)   1.000    100.0% / 100.0% (18/18/18)
    all  all       26      26/26 (100.0%) 24/26 (92.3%)  26/26 (100.0%) 1.000    100.0% / 80.3% (49/49/61)

    company notes' own call: matched 10 / extracted 10 / labelled 10
    sector notes' calls: matched 39 / extracted 39 / labelled 51
    call targets right of matched calls with a labelled target: en company 6/6, en industry 20/25,
    zh company 4/4, zh industry 14/14

No document or label was changed after this run. Held out through session 21 (final figures there, on 604dabd:
26 / 24 / 26 of 26, risk F1 1.000, calls 100% / 82.0%); development data from session 22 on, when a fresh held-out
set (synthetic_layouts_16) took its place.
"""

from __future__ import annotations

import dataclasses
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
from bench.synthetic_layouts_13 import KeyedNote, narrow  # noqa: E402
from bench.synthetic_layouts_14 import BandNote, FourteenthLayout, banded, grid  # noqa: E402

SET_NAME = "synthetic_layouts_15"


# ----------------------------------------------------------------------------- what the engine lacks


@dataclass(frozen=True)
class Loose(R.Table):  # type: ignore[misc,name-defined]
    """A table with no rules and no shading, its columns held only by x position (`size`: the type size, small for
    many columns); a cell may hold `\\n` lines; a row whose only filled cell is the first is a group row, bold."""

    size: float = 8.6


@dataclass
class FifteenthLayout(FourteenthLayout):
    def table(self, table: Any) -> None:
        if not isinstance(table, Loose):
            super().table(table)
            return
        size, color = table.size, self.report.broker.color
        line = size + 2.4
        rows = (table.header, *table.rows)
        heights = [line * (1 + max(c.count("\n") for c in row)) + 3.0 for row in rows]
        self.ensure(sum(heights) + 40)
        if table.caption:
            self.put(self.left, self.y + 10, table.caption, 9.5, table.role, color, bold=True)
            self.y += 17
        edges = self._edges(table)
        for n, (row, height) in enumerate(zip(rows, heights, strict=True)):
            group = n > 0 and bool(row[0]) and not any(row[1:])
            for col, cell in enumerate(row):
                for k, text in enumerate(cell.split("\n")):
                    baseline = self.y + size + 1.0 + line * k
                    if not group and R.text_width(text, size) > edges[col + 1] - edges[col] - 3:
                        raise ValueError(f"{self.report.file}: table cell {text!r} is wider than its column")
                    ink = color if n == 0 else R.BLACK
                    if col < table.left_aligned or group:
                        self.put(edges[col] + 1.5, baseline, text, size, table.role, ink, bold=n == 0 or group)
                    else:
                        self.put_right(edges[col + 1] - 1.5, baseline, text, size, table.role, ink, bold=n == 0)
            self.y += height
        if table.source:
            self.put(self.left, self.y + 9, table.source, 7.5, table.role, R.GREY)
            self.y += 13
        self.y += 8


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("鲍清越 S1520524080003", "祁闻舟 S1520526030001")
        if chinese
        else ("Oriane Whitcombe", "Dev Raghunathan"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_15.py",
            "creationDate": "D:20261206140000+00'00'",
            "modDate": "D:20261206140000+00'00'",
        },
    )
    corner = doc.side == "corner"
    band = doc.band if isinstance(doc, BandNote) else ()
    layout = FifteenthLayout(
        report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner, band=band
    )
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def loose(caption: str, header: tuple[str, ...], rows: list[tuple[str, ...]], source: str, **options: Any) -> Any:
    return Loose(caption, header, tuple(rows), source, **options)


def sentences(items: tuple[str, ...], end: str = ".") -> str:
    """A risk paragraph with no list: one sentence per item."""
    return " ".join(item + end for item in items)


# ----------------------------------------------------------------------------- the houses

HALLORAN = House(
    "Halloran Wexley",
    "Halloran Wexley & Co. LLC, Global Research",
    (0.05, 0.2, 0.45),
    (
        "Overweight (OW): the stock's total return is expected to exceed the average of the analyst's coverage "
        "universe over 12-18 months.",
        "Equal-weight (EW): expected to be in line with the coverage universe.",
        "Underweight (UW): expected to be below the coverage universe.",
        "Industry view: Attractive, In-Line or Cautious.",
    ),
    (("Overweight", "41", "16"), ("Equal-weight", "44", "13"), ("Underweight", "15", "4")),
)
CRESTMOOR = House(
    "Crestmoor Securities",
    "Crestmoor Securities (Hong Kong) Limited",
    (0.45, 0.1, 0.2),
    (
        "O-PF (Outperform): expected to outperform the MSCI China by more than 10% over 12 months.",
        "Mkt Perf (Market Perform): expected to perform within 10% of the index.",
        "U-PF (Underperform): expected to underperform the index by more than 10%.",
        "Sector view: Overweight, Neutral or Underweight.",
    ),
    (("O-PF", "53", "12"), ("Mkt Perf", "38", "7"), ("U-PF", "9", "1")),
)
JADEPORT = House(
    "Jadeport Securities",
    "Jadeport Securities Asia Pte. Ltd.",
    (0.0, 0.4, 0.35),
    (
        "BUY: expected total return above 10% over 12 months; BUY* denotes a top pick in the sector.",
        "HOLD: expected total return between -10% and 10%.",
        "SELL: expected total return below -10%.",
        "Sector weighting: Overweight, Neutral or Underweight relative to the MSCI AC Asia ex Japan.",
    ),
    (("BUY", "58", "14"), ("HOLD", "31", "6"), ("SELL", "11", "2")),
)
ASHGROVE = House(
    "Ashgrove Lyle",
    "Ashgrove Lyle Securities plc",
    (0.35, 0.3, 0.05),
    (
        "Buy: expected total return above 10% over 12 months.",
        "Neutral: expected total return between -5% and 10%.",
        "Sell: expected total return below -5%.",
        "NR: not rated. RS: rating suspended or restricted under firm policy.",
    ),
    (("Buy", "50", "15"), ("Neutral", "38", "9"), ("Sell", "12", "3")),
)
TAIHE_EN = House(
    "Taihe Capital International",
    "Taihe Capital International Securities Limited",
    (0.6, 0.05, 0.05),
    (
        "Outperform: expected to outperform the relevant index by more than 15% over 12 months.",
        "Neutral: expected to move within -15% and 15% of the index.",
        "Underperform: expected to underperform by more than 15%.",
        "Industry: Overweight, Neutral or Underweight.",
    ),
    (("Outperform", "62", "13"), ("Neutral", "31", "5"), ("Underperform", "7", "1")),
)
YUNXIU = House(
    "云岫证券",
    "云岫证券股份有限公司",
    (0.1, 0.3, 0.55),
    (
        "公司评级：买入：预期未来6个月内股价相对沪深300指数涨幅超过20%；增持：介于5%与20%之间；中性：介于-5%与5%之间；减持：低于-5%。",
        "行业评级：看好：行业指数相对沪深300指数涨幅超过10%；中性：介于-10%与10%之间；看淡：低于-10%。",
    ),
    (("买入", "57", "11"), ("增持", "33", "6"), ("中性", "10", "2")),
)
DONGSHENG = House(
    "东昇证券",
    "东昇证券股份有限公司",
    (0.55, 0.2, 0.0),
    (
        "股票投资评级：买入：相对强于市场表现20%以上；增持：相对强于市场表现5%至20%；中性：相对市场表现在-5%至5%之间；减持：弱于市场5%以上。",
        "行业投资评级：超配：行业指数强于市场10%以上；标配：介于-10%与10%之间；低配：弱于市场10%以上。",
    ),
    (("买入", "49", "9"), ("增持", "38", "7"), ("中性", "13", "2")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "a slower recovery in freight volumes",
        "higher fuel surcharges being passed back to shippers",
        "a failed integration of the Brenner terminal",
    )
    call = Call("TRVK US", "Travik Logistics", "Overweight", "US$74.00")
    docs.append(
        company(
            "en_co_sidebar_stock_rating_beside_industry_view_pt_derivation_and_risks_paragraph",
            "Right sidebar that prints the stock rating and the industry view one above the other (`Stock rating` / "
            "`Overweight`, `Industry view` / `In-Line`, `Price target` / `US$74.00`); the risks only at the end in a "
            "`Price target derivation and risks` paragraph as `;` items after `Key risks:`",
            HALLORAN,
            "Company Update",
            "Travik Logistics (TRVK US)",
            "4 December 2026",
            "Travik Logistics: Volumes trough, operating leverage ahead",
            call,
            risks=risks,
            blocks=(
                heading("Volumes have troughed"),
                para(
                    "Truckload volumes rose 3% year on year in November, the first rise in eleven months. Contract "
                    "rates reset 4% higher and the network's empty miles fell to 11%."
                ),
                para(
                    "We raise 2027E EPS by 6% to US$4.12 and our PT to US$74.00 (from US$68.00). The industry view "
                    "stays In-Line while spot rates are below contract rates."
                ),
                financials("Travik Logistics", "US$", HALLORAN),
                heading("Price target derivation and risks"),
                para(
                    "Our PT of US$74.00 is based on 18x 2027E EPS, in line with the five-year average. Key risks: "
                    + "; ".join(risks)
                    + "."
                ),
                *disclosures(HALLORAN),
            ),
            key_lines=("Stock rating", "Overweight", "Industry view", "In-Line", "Price target", "US$74.00"),
            chart_names=("TRVK US", "S&P 500"),
        )
    )

    upside = ("Faster approval of the biosimilar in Europe", "A licensing deal for the oral GLP-1")
    downside = ("A price cut in the 2027 volume-based procurement", "Delays at the Suzhou plant")
    call = Call("2297 HK", "Jinlan Biologics", "Neutral", "HK$22.80")
    docs.append(
        company(
            "en_co_cover_table_in_narrow_column_rating_change_tp_change_upside_downside_lists",
            "No sidebar: page 1 in a wide column (summary) and a narrow one holding `Key data` lines with bold labels "
            "(`Rating: Neutral`, `Rating change: Downgrade`, `Target price: HK$22.80`, `TP change: -14%`); risks as two lists, "
            "`Upside risks` and `Downside risks` (both the items)",
            CRESTMOOR,
            "Company Report",
            "Jinlan Biologics (2297 HK)",
            "3 December 2026",
            "Jinlan Biologics: Procurement caps the upside; downgrade",
            call,
            risks=(*upside, *downside),
            blocks=(
                narrow(
                    [
                        heading("Downgrade on pricing"),
                        para(
                            "Insulin analogue prices in the next procurement round may fall another 30%. We cut "
                            "2027E EPS by 12% and move to Neutral; the biosimilar pipeline is two years out."
                        ),
                    ],
                    [
                        heading("Key data"),
                        *[
                            para(value, lead=f"{label}: ", size=9.0, gap=2.0)
                            for label, value in (
                                ("Rating", "Neutral"),
                                ("Rating change", "Downgrade"),
                                ("Target price", "HK$22.80"),
                                ("TP change", "-14%"),
                                ("Price", "HK$21.05"),
                            )
                        ],
                    ],
                    share=0.6,
                ),
                financials("Jinlan Biologics", "Rmb", CRESTMOOR),
                heading("Upside risks"),
                *bullets(upside),
                heading("Downside risks"),
                *bullets(downside),
                *disclosures(CRESTMOOR),
            ),
            chart_names=("2297 HK", "MSCI China"),
            side="wide",
        )
    )

    risks = (
        "Copper prices could fall below US$8,000/t if Chinese grid spending slows",
        "The Kalamba mine licence is up for renewal in 2027",
        "A stronger rand would raise costs in US dollar terms",
    )
    call = Call("KLMB LN", "Kalamba Copper", "Buy", "1,940p")
    docs.append(
        company(
            "en_co_our_view_box_foot_of_page_one_risk_sentences_paragraph",
            "No sidebar: the call only in a framed `Our view` box closing page 1 after the financial summary (`Rating: Buy`, `Price "
            "target: 1,940p`, `Previous PT: 1,780p`); risks as a paragraph of sentences under `Risks` (each sentence "
            "an item)",
            ASHGROVE,
            "Company Note",
            "Kalamba Copper (KLMB LN)",
            "2 December 2026",
            "Kalamba Copper: Grade recovery lifts 2027 output",
            call,
            risks=risks,
            blocks=(
                heading("Grade is back"),
                para(
                    "Head grade at Kalamba recovered to 1.9% in the third quarter and the new concentrator is running "
                    "at 92% of nameplate. We lift 2027E copper output to 212kt."
                ),
                para(
                    "Unit costs fell to US$1.85/lb and the balance sheet is net cash from the second half of 2027. We "
                    "see room for a special dividend."
                ),
                financials("Kalamba Copper", "US$", ASHGROVE),
                box("Our view", "Rating: Buy", "Price target: 1,940p", "Previous PT: 1,780p"),
                PAGE,
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(ASHGROVE),
            ),
            chart_names=("KLMB LN", "FTSE 350 Mining"),
            side="wide",
        )
    )

    risks = (
        "Smartphone demand in China may fall short of our forecast of 2% growth in 2027, which would leave "
        "lens-module utilisation below 70%",
        "Price competition from two new entrants in periscope lenses could cut gross margin by two points",
        "A stronger New Taiwan dollar would lower reported revenue",
    )
    call = Call("3419 TT", "Lumitek Optical", "Outperform", "NT$865")
    docs.append(
        company(
            "en_co_left_sidebar_outperform_twelve_month_target_history_table_wrapped_numbered_risks",
            "Left sidebar `Outperform` / `12-m target NT$865` / `Price NT$742`; a rating history table in the body "
            "with the previous targets; risks as a numbered list whose items wrap over two lines under `Investment "
            "risks`",
            TAIHE_EN,
            "Company Report",
            "Lumitek Optical (3419 TT)",
            "1 December 2026",
            "Lumitek Optical: Periscope lenses drive the next leg",
            call,
            risks=risks,
            blocks=(
                heading("Periscope share gains"),
                para(
                    "Lumitek won a second flagship periscope programme and ships 5x optical zoom modules from March. "
                    "We raise 2027E EPS by 9% to NT$48.10."
                ),
                history(
                    "Figure 1: Rating and target history",
                    [
                        ("14 Mar 2026", "Outperform", "NT$720", "NT$611"),
                        ("2 Sep 2026", "Outperform", "NT$790", "NT$688"),
                    ],
                    "Source: Taihe Capital International",
                ),
                financials("Lumitek Optical", "NT$", TAIHE_EN),
                heading("Investment risks"),
                *numbered_lines(risks),
                *disclosures(TAIHE_EN),
            ),
            key_lines=("Outperform", "12-m target NT$865", "Price NT$742", "Upside +16.6%"),
            chart_names=("3419 TT", "TAIEX"),
            side="left",
        )
    )

    risks = ("Lower visitor arrivals from China", "A rise in gaming tax", "Construction delays at Sentosa East")
    call = Call("LGRS SP", "Lagoon Resorts", "Buy", "S$4.20")
    docs.append(
        company(
            "en_co_call_in_title_and_recommendation_line_risks_to_rating_bullets",
            "Right sidebar with price data only; the call only in the title (`Upgrade to Buy; TP to S$4.20`) and a "
            "`Recommendation: Buy (from Neutral) | Target price: S$4.20` line under it; risks under `Risks to our "
            "rating` as bullets",
            JADEPORT,
            "Company Update",
            "Lagoon Resorts (LGRS SP)",
            "5 December 2026",
            "Lagoon Resorts: Upgrade to Buy; TP to S$4.20",
            call,
            risks=risks,
            blocks=(
                para("Recommendation: Buy (from Neutral) | Target price: S$4.20 (from S$3.40)", size=9.5),
                heading("Mass gaming is back"),
                para(
                    "Mass gross gaming revenue rose 19% in the third quarter and hotel occupancy reached 97%. We raise "
                    "2027E EBITDA by 11%."
                ),
                financials("Lagoon Resorts", "S$", JADEPORT),
                heading("Risks to our rating"),
                *bullets(risks),
                *disclosures(JADEPORT),
            ),
            key_lines=("Price: S$3.52", "Mkt cap: S$6.1bn", "Free float: 38%"),
            chart_names=("LGRS SP", "STI"),
        )
    )

    risks = (
        "Cyber-attacks on the payment switch",
        "Interchange caps by the European Commission",
        "Slower merchant wins in Germany",
    )
    call = Call("PYVL FP", "Payvel", "Overweight", "€41.50")
    docs.append(
        company(
            "en_co_strip_share_data_initiation_sentence_risks_in_narrow_box",
            "A strip of the share's data only (price, market cap, free float); the call only in the summary "
            "paragraph (`We initiate with Overweight and a PT of €41.50`); the risks in the narrow right column "
            "under `Risks` as `–` items beside the investment case",
            HALLORAN,
            "Initiation",
            "Payvel (PYVL FP)",
            "30 November 2026",
            "Payvel: Europe's quiet acquirer",
            call,
            risks=risks,
            blocks=(
                para(
                    "Payvel processes 9% of French card payments and grows net revenue 14% a year. We initiate with "
                    "Overweight and a PT of €41.50, based on a DCF with a 9.4% WACC.",
                    size=10.5,
                ),
                narrow(
                    [
                        heading("Investment case"),
                        para(
                            "Merchant acquiring is consolidating and Payvel has the lowest cost per transaction in "
                            "its peer group. Software bundles lift take rates by 6bp."
                        ),
                    ],
                    [heading("Risks"), *bullets(risks, marker="\u2013 ", end="")],
                    share=0.62,
                ),
                financials("Payvel", "€", HALLORAN),
                *disclosures(HALLORAN),
            ),
            strip=(("Price", "Mkt cap", "Free float", "Avg daily value"), ("€33.60", "€7.4bn", "71%", "€18m")),
            chart_names=("PYVL FP", "CAC 40"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    return sector_tables() + sector_sections()


def sector_tables() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("HRGT AU", "Harrowgate Consolidated Mining", "OW", "A$14.20"),
        Call("BNDL AU", "Bundaleer Resources", "EW", "A$6.35"),
        Call("QRYN AU", "Quarryn Iron Ore", "UW", "A$2.10"),
        Call("MLGA AU", "Mulga Rare Earths and Metals", "OW", "A$1.85"),
    )
    risks = (
        "Chinese steel output is cut further",
        "Cost inflation in the Pilbara",
        "Royalty changes in Western Australia",
    )
    prices = [("A$11.90", "19.3"), ("A$6.02", "5.5"), ("A$2.41", "-12.9"), ("A$1.52", "21.7")]
    rows = [
        ("Harrowgate Consolidated\nMining\nHRGT AU", "OW", "A$11.90", "A$14.20", "19.3"),
        ("Bundaleer Resources\nBNDL AU", "EW", "A$6.02", "A$6.35", "5.5"),
        ("Quarryn Iron Ore\nQRYN AU", "UW", "A$2.41", "A$2.10", "-12.9"),
        ("Mulga Rare Earths and\nMetals\nMLGA AU", "OW", "A$1.52", "A$1.85", "21.7"),
    ]
    assert [r[3] for r in rows] == [c.target for c in calls] and len(prices) == len(calls)
    docs.append(
        sector(
            "en_sec_loose_table_no_rules_name_wraps_ticker_under_ow_ew_uw_upside_column",
            "Right sidebar `Industry view` / `In-Line`; the coverage table has no rules or shading, columns held only "
            "by x position, each company name in its cell with the ticker under it (two names wrap onto a second "
            "line), ratings as `OW` / `EW` / `UW` codes and `Upside/downside (%)` after the PT; risks as bullets "
            "under `Risks to our view`",
            HALLORAN,
            "Industry Update",
            "Australian Metals & Mining",
            "5 December 2026",
            "Australian Mining: Iron ore softens, rare earths firm",
            rating="In-Line",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Iron ore fell 8% in November as Chinese mills cut output, while rare-earth oxide prices rose 14%. "
                    "We keep our In-Line industry view and move the diversified names up our order of preference."
                ),
                heading("Where we see value"),
                para(
                    "Diversified miners trade at 5.2x 2027E EV/EBITDA, a 10% discount to their history, while iron "
                    "ore pure plays still price US$105/t."
                ),
                loose(
                    "Exhibit 4: Coverage and ratings",
                    ("Company", "Rating", "Price", "PT", "Upside/downside (%)"),
                    rows,
                    "Source: Halloran Wexley Research; prices as of 4 December 2026",
                    widths=(0.34, 0.09, 0.14, 0.14, 0.29),
                    left_aligned=1,
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(HALLORAN),
            ),
            key_lines=("Industry view", "In-Line", "Australia Metals & Mining"),
            chart_names=("ASX 200 Materials", "ASX 200"),
        )
    )

    calls = (
        Call("3916 HK", "Qianhai Merchants Bank", "O-PF", "48.00"),
        Call("0977 HK", "Zhongxin Agricultural Bank", "Mkt Perf", "5.20"),
        Call("2362 HK", "Ping'an Shield Insurance", "O-PF", "61.50"),
        Call("1339 HK", "Renhe Property & Casualty", "U-PF", "3.10"),
        Call("2601 HK", "Taiping Ocean Life", "Mkt Perf", "24.40"),
    )
    risks = (
        "A deeper cut in the loan prime rate would compress net interest margins by more than the 8bp we assume "
        "for 2027",
        "Asset quality in property developer loans could deteriorate again if new-home sales fall for a fifth year",
        "Lower equity markets would hit insurers' investment income and their new business value",
    )
    docs.append(
        sector(
            "en_sec_group_rows_banks_insurers_short_codes_pt_hk_header_wrapped_numbered_sector_risks",
            "Strip `Sector view | Overweight`; a ruled table split by group rows `Banks` and `Insurers` between the "
            "stock rows, ratings as `O-PF` / `Mkt Perf` / `U-PF`, targets bare under `PT (HK$)`; risks as a "
            "numbered list under `Key risks to our sector call` whose items wrap over two lines",
            CRESTMOOR,
            "Sector Report",
            "China Financials",
            "4 December 2026",
            "China Financials: Dividends anchor the sector",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Bank dividend yields of 6-7% and insurers' recovering new business value keep us Overweight on "
                    "Chinese financials into 2027. Net interest margins should trough in the first half."
                ),
                table(
                    "Figure 6: Crestmoor coverage",
                    ("Company", "Code", "Rating", "Price (HK$)", "PT (HK$)", "PB 27E", "Yield 27E"),
                    [
                        ("Banks", "", "", "", "", "", ""),
                        (calls[0].name, calls[0].code, calls[0].rating, "40.15", "48.00", "0.92", "5.8%"),
                        (calls[1].name, calls[1].code, calls[1].rating, "4.88", "5.20", "0.51", "7.1%"),
                        ("Insurers", "", "", "", "", "", ""),
                        (calls[2].name, calls[2].code, calls[2].rating, "50.30", "61.50", "0.88", "4.6%"),
                        (calls[3].name, calls[3].code, calls[3].rating, "3.62", "3.10", "0.71", "3.9%"),
                        (calls[4].name, calls[4].code, calls[4].rating, "22.95", "24.40", "0.64", "5.0%"),
                    ],
                    "Source: Crestmoor Securities estimates",
                    widths=(0.31, 0.1, 0.11, 0.13, 0.11, 0.1, 0.14),
                    left_aligned=3,
                ),
                heading("Key risks to our sector call"),
                *numbered_lines(risks),
                *disclosures(CRESTMOOR),
            ),
            strip=(("Sector view", "Previous", "Stocks covered"), ("Overweight", "Neutral", "14")),
            chart_names=("MSCI China Financials", "MSCI China"),
            side="strip",
        )
    )

    calls = (
        Call("SEMB SP", "Sembara Offshore", "BUY", "3.85"),
        Call("KPLM SP", "Kepland Marine", "BUY", "9.40"),
        Call("YGZJ SP", "Yangzhu Shipyard", "HOLD", "2.16"),
        Call("PTMS MK", "Petramas Services", "SELL", "0.78"),
        Call("BUMI IJ", "Bumitama Shipping", "HOLD", "1,450"),
    )
    risks = (
        "Newbuild orders could slow sharply if container freight rates keep falling",
        "Steel plate prices are the largest cost item for the yards",
        "A stronger Singapore dollar erodes margins on US dollar contracts",
    )
    figures_ = [
        ("SGD", "3.12", "1.4", "0.21", "0.27", "0.31", "14.9", "11.6", "9.3", "1.8", "3.1%", "2.2", "12.9"),
        ("SGD", "7.88", "6.9", "0.52", "0.61", "0.70", "15.2", "12.9", "11.3", "2.1", "2.6%", "2.4", "14.8"),
        ("SGD", "2.02", "0.9", "0.15", "0.16", "0.17", "13.5", "12.6", "11.9", "1.1", "4.4%", "1.3", "8.2"),
        ("MYR", "0.92", "0.5", "0.05", "0.04", "0.04", "18.4", "23.0", "23.0", "0.8", "2.0%", "0.6", "3.5"),
        ("IDR", "1,390", "0.7", "88", "102", "115", "15.8", "13.6", "12.1", "1.4", "3.6%", "1.5", "10.1"),
    ]
    header = (
        "Company",
        "Ticker",
        "Rating",
        "Crncy",
        "Price",
        "Mcap\nUS$bn",
        "EPS\n26E",
        "EPS\n27E",
        "EPS\n28E",
        "PE\n26E",
        "PE\n27E",
        "PE\n28E",
        "PB\n27E",
        "Yield\n27E",
        "Target\n(LC)",
        "ROE\n27E",
    )
    rows = [
        (c.name, c.code, f"{c.rating}*" if n < 2 else c.rating, *f[:11], c.target or "", f[12])
        for n, (c, f) in enumerate(priced(calls, figures_))
    ]
    docs.append(
        sector(
            "en_sec_sixteen_columns_small_type_target_lc_top_pick_star_risk_paragraph",
            "No sidebar: a 16-column valuation table in 6.5pt type with no rules (currency, price, market cap, EPS / "
            "PE over three years, PB, yield, `Target (LC)` with bare targets in local currency, ROE); the two top picks "
            "rated `BUY*` (the star defined under the table, not part of the rating); the sector weighting only in "
            "prose; risks as a paragraph of sentences under `Risks`",
            JADEPORT,
            "Sector Report",
            "ASEAN Marine & Offshore",
            "3 December 2026",
            "ASEAN Marine: The order book is full to 2029",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Yard order books now cover 3.4 years of revenue, the most since 2012, and newbuild prices are up "
                    "11% this year. We reiterate our Overweight sector weighting."
                ),
                loose(
                    "Figure 2: Regional marine and offshore valuations",
                    header,
                    rows,
                    "* Top pick. Target in local currency. Source: Jadeport Securities estimates, Bloomberg",
                    size=6.5,
                    widths=(
                        0.145,
                        0.075,
                        0.055,
                        0.05,
                        0.055,
                        0.055,
                        0.05,
                        0.05,
                        0.05,
                        0.05,
                        0.05,
                        0.05,
                        0.05,
                        0.06,
                        0.06,
                        0.045,
                    ),
                    left_aligned=4,
                ),
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(JADEPORT),
            ),
            chart_names=("FTSE ST Industrials", "STI"),
            side="wide",
        )
    )

    calls = (
        Call("VNTA LN", "Ventara Pharma", "Buy", "2,350p"),
        Call("GLDX LN", "Goldex Health", "Neutral", "880p"),
        Call("MRCL LN", "Marcella Labs", "Sell", "412p"),
    )
    risks = ("Drug pricing reform in the US", "Patent cliffs after 2028", "Clinical trial failures")
    docs.append(
        sector(
            "en_sec_two_tables_one_page_rated_coverage_and_unrated_valuation_comps_side_risk_box",
            "Left sidebar `Sector view` / `Neutral`; two tables on page 1, a rated coverage table and a `Valuation "
            "comps` table of peers with no ratings and no targets; the note's risks in a side box (narrow right "
            "column `Risks` with bullets) beside the discussion",
            ASHGROVE,
            "Sector Note",
            "UK Pharmaceuticals",
            "2 December 2026",
            "UK Pharma: Pipelines over patents",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                narrow(
                    [
                        heading("Pipelines decide 2027"),
                        para(
                            "Six phase-3 readouts are due in the first half of 2027 across our coverage. We keep the "
                            "sector at Neutral: valuations already price the obesity and oncology launches."
                        ),
                    ],
                    [heading("Risks"), *bullets(risks, end="")],
                    share=0.6,
                ),
                table(
                    "Figure 1: Coverage",
                    ("Company", "Ticker", "Rating", "Price", "PT"),
                    [
                        (c.name, c.code, c.rating, price, c.target or "")
                        for c, (price,) in priced(calls, [("1,986p",), ("901p",), ("468p",)])
                    ],
                    "Source: Ashgrove Lyle estimates",
                    widths=(0.3, 0.17, 0.17, 0.18, 0.18),
                    left_aligned=3,
                ),
                table(
                    "Figure 2: Valuation comps",
                    ("Company", "Ticker", "Price", "PE 27E", "EV/EBITDA 27E"),
                    [
                        ("Rhenvale Pharma", "RHNV GY", "€84.20", "14.1", "10.2"),
                        ("Santerre Bio", "SNTR FP", "€112.60", "17.8", "12.4"),
                        ("Osterlund Medical", "OSTM SS", "SEK 318", "19.5", "13.9"),
                    ],
                    "Source: Bloomberg consensus",
                    widths=(0.3, 0.17, 0.17, 0.18, 0.18),
                    left_aligned=2,
                ),
                *disclosures(ASHGROVE),
            ),
            key_lines=("Sector view", "Neutral", "UK Pharmaceuticals"),
            chart_names=("FTSE 350 Pharma", "FTSE All-Share"),
            side="left",
        )
    )

    calls = (
        Call("ARCH US", "Archway Chemicals", "Overweight", "$96.00"),
        Call("PLMR US", "Polymera", "Equal-weight", "$41.00"),
        Call("SLTN US", "Saltonia", "Underweight", "$27.00"),
        Call("VRDN US", "Viridane Materials", "Equal-weight", "$63.00"),
    )
    risks = ("A renewed destocking cycle", "Natural gas prices above $5/MMBtu", "Anti-dumping duties on imports")
    docs.append(
        sector(
            "en_sec_changes_to_ratings_targets_estimates_table_old_new",
            "No sidebar, no view; the calls in a `Changes to ratings, targets and estimates` table "
            "whose header spans two rows (`Rating`, `Price target` and `EPS 2027E` over `Old | New`), the new values "
            "the calls; risks as `1)` items under `Key risks to our sector call`",
            HALLORAN,
            "Industry Update",
            "US Chemicals",
            "1 December 2026",
            "US Chemicals: Destocking ends; reshuffling our ratings",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Customer inventories are back to 2019 days of cover and November orders rose 4%. We reshuffle "
                    "our ratings toward the specialty names."
                ),
                grid(
                    "Exhibit 2: Changes to ratings, targets and estimates",
                    ("Company", "Ticker", "Old", "New", "Old", "New", "Old", "New"),
                    [
                        (
                            "Archway Chemicals",
                            "ARCH US",
                            "Equal-weight",
                            "Overweight",
                            "$82.00",
                            "$96.00",
                            "5.10",
                            "5.42",
                        ),
                        ("Polymera", "PLMR US", "Overweight", "Equal-weight", "$48.00", "$41.00", "2.95", "2.71"),
                        ("Saltonia", "SLTN US", "Equal-weight", "Underweight", "$31.00", "$27.00", "1.84", "1.66"),
                        (
                            "Viridane Materials",
                            "VRDN US",
                            "Equal-weight",
                            "Equal-weight",
                            "$58.00",
                            "$63.00",
                            "3.90",
                            "4.05",
                        ),
                    ],
                    "Source: Halloran Wexley Research estimates",
                    groups=("", "", "Rating", "", "Price target", "", "EPS 2027E", ""),
                    widths=(0.19, 0.1, 0.14, 0.14, 0.11, 0.11, 0.105, 0.105),
                    left_aligned=4,
                ),
                heading("Key risks to our sector call"),
                *numbered_lines(risks, style="{n}) "),
                *disclosures(HALLORAN),
            ),
            chart_names=("S&P 500 Chemicals", "S&P 500"),
            side="wide",
        )
    )
    return docs


def sector_sections() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("KSTN LN", "Kestonbury", "Buy", "845p"),
        Call("DNMR LN", "Dunmore Retail", "Neutral", "510p"),
        Call("HLWY LN", "Hollway Stores", "Sell", "96p"),
    )
    risks = (
        "Consumer spending in the UK could weaken further if unemployment rises above 5.5%, which would hit "
        "discretionary categories hardest",
        "National living wage increases in April add 1.2% to store costs across the sector",
        "Online marketplaces from Asia keep taking share in clothing and homewares",
    )
    docs.append(
        sector(
            "en_sec_calls_only_in_summary_bullets_prefer_x_over_y_wrapped_numbered_risks",
            "Right sidebar `Sector view` / `Underweight`; the calls only in the summary bullets (`We prefer Kestonbury "
            "(KSTN LN; Buy, TP 845p) over Dunmore Retail (DNMR LN; Neutral, TP 510p)`, `Hollway Stores (HLWY LN) stays "
            "Sell, TP 96p`); an unrated like-for-like table; risks as a numbered list under `Risks to our view` whose "
            "items wrap over lines",
            ASHGROVE,
            "Sector Note",
            "UK General Retail",
            "5 December 2026",
            "UK Retail: Christmas will be cautious",
            rating="Underweight",
            risks=risks,
            calls=calls,
            blocks=(
                heading("Summary"),
                *bullets(
                    (
                        "Footfall fell 3% in November and promotional intensity is the highest since 2019",
                        "We prefer Kestonbury (KSTN LN; Buy, TP 845p) over Dunmore Retail (DNMR LN; Neutral, TP 510p) "
                        "on its food mix",
                        "Hollway Stores (HLWY LN) stays Sell, TP 96p, as its refinancing nears",
                    )
                ),
                table(
                    "Figure 3: Like-for-like sales growth",
                    ("Company", "Q1", "Q2", "Q3"),
                    [("Kestonbury", "2.1%", "1.8%", "2.6%"), ("Dunmore Retail", "0.4%", "-0.9%", "0.2%")],
                    "Source: company data",
                    widths=(0.4, 0.2, 0.2, 0.2),
                ),
                heading("Risks to our view"),
                *numbered_lines(risks),
                *disclosures(ASHGROVE),
            ),
            key_lines=("Sector view", "Underweight", "General Retailers"),
            chart_names=("FTSE 350 Retail", "FTSE All-Share"),
        )
    )

    calls = (
        Call("ALDM US", "Aldenmoor Software", "Outperform", "$62.00"),
        Call("CRBX US", "Corbex Cloud", "Outperform", "$148.00"),
        Call("NTWV US", "Netwave Systems", "Underperform", "$18.00"),
    )
    docs.append(
        sector(
            "en_sec_our_top_picks_paragraph_per_stock_valuation_and_risks_no_note_risks",
            "Right sidebar `Industry` / `Overweight`; the calls only in an `Our top picks` paragraph (`Aldenmoor "
            "Software (ALDM US, Outperform, PT $62.00) and Corbex Cloud (...)`) and a `Least preferred` sentence; "
            "one `Valuation and risks` section per stock (its own risks, not the note's); no risk section of the "
            "note's own",
            TAIHE_EN,
            "Industry Report",
            "US Software",
            "4 December 2026",
            "US Software: AI agents reach the budget line",
            rating="Overweight",
            risks=(),
            calls=calls,
            blocks=(
                para(
                    "Enterprise software budgets for 2027 rise 9% in our CIO survey, and AI agent pilots now have "
                    "line items. We stay Overweight on the industry."
                ),
                heading("Our top picks"),
                para(
                    "Our top picks are Aldenmoor Software (ALDM US, Outperform, PT $62.00) and Corbex Cloud (CRBX US, "
                    "Outperform, PT $148.00): both price seats and consumption together. Least preferred: Netwave "
                    "Systems (NTWV US, Underperform, PT $18.00)."
                ),
                PAGE,
                *[
                    block
                    for c, text in zip(
                        calls,
                        (
                            "Our PT is based on 8x 2027E EV/sales. Risks: slower seat growth and pricing pressure.",
                            "Our PT is based on 32x 2027E FCF. Risks: a data-centre outage and hyperscaler pricing.",
                            "Our PT is based on 10x 2027E EPS. Risks: a takeover bid and faster firewall upgrades.",
                        ),
                        strict=True,
                    )
                    for block in (heading(f"{c.name}: Valuation and risks"), para(text))
                ],
                *disclosures(TAIHE_EN),
            ),
            key_lines=("Industry", "Overweight", "US Software"),
            chart_names=("S&P Software", "S&P 500"),
        )
    )

    calls = (
        Call("ELVN FP", "Elvance", "Buy", "€41.00"),
        Call("BRGM GY", "Bergmann Bau", "Buy", "€128.00"),
        Call("CSTL SM", "Castellum Obras", "Sell", "€9.60"),
        Call("ROVA IM", "Rovatti Costruzioni", "Sell", "€3.45"),
    )
    risks = ("Public spending cuts in France", "Higher bitumen and steel costs", "Delays to the EU recovery funds")
    docs.append(
        sector(
            "en_sec_stocks_to_own_avoid_two_column_box_roman_numeral_risks",
            "Strip `Sector stance | Neutral`; the calls only in a two-column box `Stocks to own` | `Stocks to avoid`, "
            "each cell the name and ticker over `Rating, PT`; risks as `(i)` items under `Risks`",
            JADEPORT,
            "Sector Note",
            "European Construction",
            "3 December 2026",
            "European Construction: Pick the grid builders, avoid the homebuilders",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Grid and rail budgets rise 12% in 2027 while residential starts fall again. We stay Neutral on "
                    "the sector and rotate toward infrastructure contractors."
                ),
                table(
                    "Stocks to own / avoid",
                    ("Stocks to own", "Stocks to avoid"),
                    [
                        (
                            f"{calls[0].name} ({calls[0].code})\n{calls[0].rating}, PT {calls[0].target}",
                            f"{calls[2].name} ({calls[2].code})\n{calls[2].rating}, PT {calls[2].target}",
                        ),
                        (
                            f"{calls[1].name} ({calls[1].code})\n{calls[1].rating}, PT {calls[1].target}",
                            f"{calls[3].name} ({calls[3].code})\n{calls[3].rating}, PT {calls[3].target}",
                        ),
                    ],
                    "",
                    widths=(0.5, 0.5),
                    left_aligned=2,
                ),
                heading("Risks"),
                *[para(r + ".", lead=f"({m}) ", gap=3.0) for m, r in zip(("i", "ii", "iii"), risks, strict=True)],
                *disclosures(JADEPORT),
            ),
            strip=(("Sector stance", "Coverage", "Date"), ("Neutral", "11 stocks", "3 Dec 2026")),
            chart_names=("Stoxx Construction", "Stoxx 600"),
            side="strip",
        )
    )

    calls = (
        Call("6592 JP", "Shimokawa Electric", "Outperform", "4,150"),
        Call("6841 JP", "Tokiwa Instruments", "Neutral", "2,380"),
        Call("6971 JP", "Aozora Ceramics", "Outperform", "7,900"),
    )
    risks = ("Weaker smartphone demand", "Yen appreciation against the dollar", "Chinese competition in MLCCs")
    docs.append(
        banded(
            sector(
                "en_sec_band_view_unrated_performance_page_one_rated_table_page_two_stock_risk_column",
                "Header band `Industry view: Attractive`; page 1 an unrated share-price performance table; the rated "
                "table on page 2 with `TP (¥)` bare targets, `Upside/downside (%)` and a per-stock `Key stock risk` "
                "column (per-stock, not the note's); the note's risks as bullets under `Risks to the industry view`",
                TAIHE_EN,
                "Industry Report",
                "Japan Electronic Components",
                "2 December 2026",
                "Japan Components: AI servers pull the cycle forward",
                rating="Attractive",
                risks=risks,
                calls=calls,
                blocks=(
                    para(
                        "MLCC orders for AI servers doubled year on year and lead times stretched to 14 weeks. We "
                        "raise the industry view to Attractive."
                    ),
                    table(
                        "Figure 1: Share price performance",
                        ("Company", "Code", "1m", "3m", "YTD"),
                        [
                            ("Shimokawa Electric", "6592 JP", "6.2%", "14.8%", "31.0%"),
                            ("Tokiwa Instruments", "6841 JP", "-1.1%", "2.4%", "8.7%"),
                            ("Aozora Ceramics", "6971 JP", "4.0%", "11.5%", "26.2%"),
                            ("Hanamura Devices", "6779 JP", "2.3%", "-3.0%", "4.1%"),
                        ],
                        "Source: Bloomberg",
                        widths=(0.32, 0.17, 0.17, 0.17, 0.17),
                        left_aligned=2,
                    ),
                    heading("Risks to the industry view"),
                    *bullets(risks),
                    PAGE,
                    table(
                        "Figure 5: Ratings, targets and stock risks",
                        ("Company", "Rating", "TP (¥)", "Upside/\ndownside (%)", "Key stock risk"),
                        [
                            (
                                f"{calls[0].name}\n{calls[0].code}",
                                "Outperform",
                                "4,150",
                                "22.4",
                                "Customer\nconcentration",
                            ),
                            (f"{calls[1].name}\n{calls[1].code}", "Neutral", "2,380", "3.1", "Automotive\nslowdown"),
                            (f"{calls[2].name}\n{calls[2].code}", "Outperform", "7,900", "18.0", "Capex\noverrun"),
                        ],
                        "Source: Taihe Capital International estimates",
                        widths=(0.27, 0.16, 0.14, 0.18, 0.25),
                        left_aligned=2,
                    ),
                    *disclosures(TAIHE_EN),
                ),
                chart_names=("TOPIX Electric", "TOPIX"),
                side="wide",
            ),
            ("Industry view: Attractive", "Japan Electronic Components", "2 December 2026"),
        )
    )

    calls = (
        Call("SNDV IN", "Sundarvan Cement", "Buy", "INR 2,450"),
        Call("VKRM IN", "Vikram Cements", "Buy", "INR 812"),
        Call("GDVR IN", "Godavari Building Products", "Sell", "INR 366"),
    )
    risks = ("Weak monsoon-season demand", "Pet coke prices above US$140/t", "A capacity war in the south")
    docs.append(
        sector(
            "en_sec_view_only_in_title_nr_and_restricted_rows_dash_risks",
            "No sidebar: the sector view only in the title (`Upgrade to Overweight`); a coverage table with a `Rec.` "
            "column that also holds an `NR` and an `RS` (restricted) row; risks as `–` items under `What could go "
            "wrong`",
            ASHGROVE,
            "Sector Update",
            "India Cement",
            "30 November 2026",
            "India Cement: Upgrade to Overweight as prices stick",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Cement prices held their September increase in every region and dispatches rose 9% in October. "
                    "Consolidation has left the top five with 58% of capacity."
                ),
                table(
                    "Figure 4: Coverage",
                    ("Company", "Code", "Rec.", "CMP", "TP", "EV/t (US$)"),
                    [
                        (calls[0].name, calls[0].code, "Buy", "INR 2,104", "INR 2,450", "142"),
                        (calls[1].name, calls[1].code, "Buy", "INR 688", "INR 812", "97"),
                        ("Nalanda Cement", "NLND IN", "RS", "INR 1,210", "-", "118"),
                        (calls[2].name, calls[2].code, "Sell", "INR 402", "INR 366", "88"),
                        ("Koyna Cements", "KOYN IN", "NR", "INR 154", "-", "61"),
                    ],
                    "RS = rating suspended (restricted); NR = not rated. Source: Ashgrove Lyle estimates",
                    widths=(0.31, 0.13, 0.09, 0.16, 0.16, 0.15),
                    left_aligned=3,
                ),
                heading("What could go wrong"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(ASHGROVE),
            ),
            chart_names=("Nifty Cement", "Nifty 50"),
            side="wide",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English strategy notes


def strategy_notes() -> list[Note]:
    docs: list[Note] = []

    risks = ("A harder landing in China", "A stronger US dollar", "Escalating tariffs on semiconductors")
    docs.append(
        sector(
            "en_strat_asia_country_allocation_model_weights_index_targets",
            "Asia ex-Japan strategy: no rating and no calls; a country allocation table (`Overweight` / `Underweight` "
            "stances with benchmark and model weights), index targets for end-2027 (MSCI Asia ex-Japan 920, "
            "TAIEX 27,500), a list of stocks we like with prices only; risks as bullets under `Risks to our view`",
            JADEPORT,
            "Strategy",
            "Asia ex-Japan Equity Strategy",
            "5 December 2026",
            "Asia 2027: Earnings broaden from tech to domestic demand",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We expect Asia ex-Japan earnings to grow 12% in 2027. Our end-2027 target for the MSCI Asia "
                    "ex-Japan is 920 and for the TAIEX 27,500."
                ),
                table(
                    "Figure 1: Country allocation",
                    ("Market", "Stance", "Benchmark wt", "Model wt", "Index target"),
                    [
                        ("Taiwan", "Overweight", "19.4%", "22.0%", "27,500"),
                        ("India", "Overweight", "18.1%", "20.0%", "Nifty 27,800"),
                        ("Korea", "Neutral", "11.2%", "11.2%", "KOSPI 3,150"),
                        ("ASEAN", "Underweight", "9.6%", "7.0%", "-"),
                    ],
                    "Source: MSCI, Jadeport Securities strategy",
                    widths=(0.2, 0.2, 0.2, 0.18, 0.22),
                    left_aligned=2,
                ),
                heading("Stocks we like"),
                *bullets(
                    (
                        "Lumitek Optical (3419 TT), NT$742",
                        "Sundarvan Cement (SNDV IN), INR 2,104",
                        "Sembara Offshore (SEMB SP), S$3.12",
                    ),
                    end="",
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(JADEPORT),
            ),
            chart_names=("MSCI Asia ex-Japan", "MSCI World"),
            side="wide",
        )
    )

    risks = ("Property sales fall for a sixth year", "Deflation deepens", "Tighter US export controls")
    docs.append(
        sector(
            "en_strat_china_index_targets_sector_tilts_risk_sentences",
            "China strategy: no rating and no calls; HSI and CSI 300 targets in a strip, an `Overweight` / "
            "`Underweight` sector tilt table with weights, a `high-dividend basket` with prices and weights; risks "
            "as `1.` items under `Key risks`",
            CRESTMOOR,
            "Strategy",
            "China Equity Strategy",
            "4 December 2026",
            "China Strategy: Dividends and self-reliance into 2027",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "Our end-2027 targets are 28,000 for the Hang Seng Index and 4,600 for the CSI 300. We overweight "
                    "banks, utilities and semiconductor equipment."
                ),
                table(
                    "Figure 2: Sector tilts",
                    ("Sector", "Tilt", "MSCI China wt", "Our wt"),
                    [
                        ("Banks", "Overweight", "14.2%", "17.0%"),
                        ("Utilities", "Overweight", "2.8%", "4.5%"),
                        ("Consumer Discretionary", "Underweight", "29.6%", "25.0%"),
                    ],
                    "Source: MSCI, Crestmoor strategy",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=2,
                ),
                table(
                    "Figure 3: High-dividend basket",
                    ("Stock", "Code", "Price (HK$)", "Weight"),
                    [
                        ("Qianhai Merchants Bank", "3916 HK", "40.15", "35%"),
                        ("Zhongxin Agricultural Bank", "0977 HK", "4.88", "35%"),
                        ("Huaneng Grid", "0902 HK", "6.71", "30%"),
                    ],
                    "Source: Crestmoor strategy",
                    widths=(0.4, 0.2, 0.2, 0.2),
                    left_aligned=2,
                ),
                heading("Key risks"),
                *numbered_lines(risks),
                *disclosures(CRESTMOOR),
            ),
            strip=(("HSI target", "CSI 300 target", "Horizon"), ("28,000", "4,600", "end-2027")),
            chart_names=("MSCI China", "MSCI EM"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    return chinese_company_reports() + chinese_industry_reports()


def chinese_company_reports() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "下游光伏装机增速不及预期，导致公司逆变器出货量低于我们的预测，进而影响收入和利润增长",
        "原材料IGBT芯片供应紧张或价格上涨，压缩公司毛利率",
        "海外市场贸易政策变化及汇率波动风险",
    )
    call = Call("300827.SZ", "晟阳能源", "买入", "38.50元")
    docs.append(
        company(
            "zh_co_sidebar_rating_maintained_six_month_target_separate_lines_wrapped_last_risks",
            "公司研究, right sidebar whose lines print `投资评级：买入（维持）` and `6个月目标价：38.50元` on separate lines with the "
            "price under them; 风险提示 as the last section of the body, `1、` items that wrap over two lines",
            YUNXIU,
            "公司研究",
            "晟阳能源（300827.SZ）",
            "2026年12月5日",
            "晟阳能源：储能逆变器放量，盈利能力持续提升",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司前三季度储能逆变器出货量同比增长86%，海外收入占比提升至62%，毛利率同比提升3.1个百分点。"),
                para("我们预计公司2026-2028年归母净利润分别为12.4、16.8、21.2亿元，维持“买入”评级。"),
                zh_forecast("晟阳能源", YUNXIU),
                heading("风险提示"),
                *[para(r + "。", lead=f"{n}、", gap=3.0) for n, r in enumerate(risks, 1)],
                *zh_disclosures(YUNXIU),
            ),
            key_lines=("投资评级：买入（维持）", "6个月目标价：38.50元", "当前股价：31.24元", "总市值：186亿元"),
            chart_names=("晟阳能源", "创业板指"),
            language="zh",
        )
    )

    risks = ("门店扩张不及预期", "原材料价格波动", "行业竞争加剧", "食品安全风险")
    call = Call("603517.SH", "禾乐餐饮", "增持", "42.00-48.00元")
    docs.append(
        company(
            "zh_co_left_sidebar_reasonable_value_range_semicolon_risk_paragraph",
            "公司点评, left sidebar `评级：增持（首次）` / `合理价值区间：42.00-48.00元`; 风险提示 as the last section, one paragraph "
            "of items separated by `；`",
            DONGSHENG,
            "公司点评",
            "禾乐餐饮（603517.SH）",
            "2026年12月4日",
            "禾乐餐饮点评：翻台率回升，加盟模式打开空间",
            call,
            risks=risks,
            blocks=(
                heading("事件"),
                para("公司发布三季报，前三季度营业收入38.6亿元，同比增长17.2%；归母净利润3.4亿元，同比增长24.5%。"),
                heading("点评"),
                para(
                    "翻台率回升至3.6次/天，加盟门店占比提升至35%。我们给予公司2027年25-28倍PE，首次覆盖给予“增持”评级。"
                ),
                zh_forecast("禾乐餐饮", DONGSHENG),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                *zh_disclosures(DONGSHENG),
            ),
            key_lines=("评级：增持（首次）", "合理价值区间：42.00-48.00元", "收盘价：37.15元", "餐饮旅游"),
            chart_names=("禾乐餐饮", "上证指数"),
            side="left",
            language="zh",
        )
    )

    risks = ("新品放量不及预期", "集采降价幅度超预期", "海外注册进度慢于预期")
    explanations = (
        "公司新一代手术机器人仍处于医院导入阶段，装机节奏存在不确定性。",
        "若耗材纳入省级集采且降幅较大，公司毛利率将承压。",
        "欧盟CE认证与美国FDA注册时间存在不确定性。",
    )
    call = Call("688366.SH", "瑞康医械", "增持", "26.80元")
    docs.append(
        company(
            "zh_co_deep_sidebar_rating_and_target_on_lines_of_their_own_previous_rating_paren_items",
            "公司深度, right sidebar with `评级` / `增持` and `目标价` / `26.80元` each label and value on lines of their own, "
            "then `上次评级：买入`; 风险提示 as `（1）标题：说明` items (the title the item)",
            YUNXIU,
            "公司深度",
            "瑞康医械（688366.SH）",
            "2026年12月2日",
            "瑞康医械深度报告：手术机器人国产替代的领跑者",
            call,
            risks=risks,
            blocks=(
                heading("一、国产手术机器人龙头"),
                para("公司腔镜手术机器人累计装机量突破160台，三级医院覆盖率持续提升。"),
                para("考虑到集采影响，我们下调盈利预测，评级由“买入”下调至“增持”，目标价26.80元。"),
                zh_forecast("瑞康医械", YUNXIU),
                PAGE,
                heading("风险提示"),
                *[
                    para(text, lead=f"（{n}）{title}：", gap=3.0)
                    for n, (title, text) in enumerate(zip(risks, explanations, strict=True), 1)
                ],
                *zh_disclosures(YUNXIU),
            ),
            key_lines=("评级", "增持", "目标价", "26.80元", "上次评级：买入", "当前价格：21.46元"),
            chart_names=("瑞康医械", "科创50"),
            language="zh",
        )
    )

    risks = (
        "算力芯片国产化进度不及预期，公司服务器订单交付节奏可能放缓",
        "上游存储芯片价格大幅上涨，压缩整机毛利率",
        "行业竞争加剧导致中标价格下降",
    )
    call = Call("603322.SH", "曜芯信息", "买入", "15.60元")
    docs.append(
        company(
            "zh_co_sidebar_rating_with_risk_grade_suffix_twelve_month_target_circled_wrapped_risks",
            "公司点评, right sidebar whose first lines are `投资评级：买入-A（维持）` (the risk-grade suffix not part of the "
            "rating) and `12个月目标价：15.60元`, then `上次评级：买入-A`; 风险提示 as the last section, `①` items each on "
            "lines of their own that wrap",
            DONGSHENG,
            "公司点评",
            "曜芯信息（603322.SH）",
            "2026年12月3日",
            "曜芯信息点评：AI服务器订单饱满，全年高增可期",
            call,
            risks=risks,
            blocks=(
                heading("事件"),
                para("公司公告中标某运营商AI服务器集采项目，中标金额约21.6亿元，占公司2025年收入的38%。"),
                heading("点评"),
                para("公司在手订单超过60亿元，我们上调2027年盈利预测12%，维持“买入-A”评级，目标价15.60元。"),
                zh_forecast("曜芯信息", DONGSHENG),
                heading("风险提示"),
                *[para(r + "。", lead=m, gap=3.0) for m, r in zip("①②③", risks, strict=True)],
                *zh_disclosures(DONGSHENG),
            ),
            key_lines=("投资评级：买入-A（维持）", "12个月目标价：15.60元", "上次评级：买入-A", "收盘价：12.48元"),
            chart_names=("曜芯信息", "上证指数"),
            language="zh",
        )
    )
    return docs


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("002475.SZ", "联讯精密", "买入", "52.30"),
        Call("603501.SH", "韦昊半导体", "买入", "128.00"),
        Call("002241.SZ", "歌华声学", "增持", "31.60"),
        Call("300433.SZ", "蓝晶科技", "中性", "24.80"),
    )
    risks = (
        "消费电子终端需求复苏不及预期，手机及PC出货量持续下滑，影响产业链公司订单",
        "AI终端创新进度慢于预期，新产品渗透率提升缓慢",
        "中美贸易摩擦加剧，海外客户订单转移风险",
    )
    docs.append(
        zh_sector(
            "zh_ind_key_company_valuation_table_rating_target_yuan_header_wrapped_last_risks",
            "行业研究, right sidebar `行业评级` / `看好（维持）`; 重点公司估值表 `代码 | 公司 | 评级 | 目标价（元） | 收盘价 | EPS / PE` "
            "with 买入 / 增持 / 中性 and bare targets; 风险提示 as the last section with `1）` items that wrap",
            YUNXIU,
            "行业研究",
            "消费电子行业",
            "2026年12月5日",
            "消费电子行业：AI终端换机潮开启，关注核心零部件",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para("2026年三季度全球智能手机出货量同比增长4.2%，AI手机渗透率提升至28%。我们维持行业“看好”评级。"),
                heading("一、AI终端带动换机需求"),
                para("端侧大模型对存储、散热、电池提出更高要求，单机价值量提升10%-15%。"),
                table(
                    "表3：重点公司估值表",
                    ("代码", "公司", "评级", "目标价（元）", "收盘价", "EPS 2026E", "PE 2026E"),
                    [
                        (c.code, c.name, c.rating, c.target or "", *f)
                        for c, f in priced(
                            calls,
                            [
                                ("41.20", "1.86", "22.2"),
                                ("104.50", "3.52", "29.7"),
                                ("27.05", "1.12", "24.2"),
                                ("23.90", "0.81", "29.5"),
                            ],
                        )
                    ],
                    "资料来源：Wind，云岫证券研究所",
                    widths=(0.16, 0.16, 0.1, 0.16, 0.13, 0.14, 0.15),
                    left_aligned=3,
                ),
                heading("风险提示"),
                *[para(r + "。", lead=f"{n}）", gap=3.0) for n, r in enumerate(risks, 1)],
                *zh_disclosures(YUNXIU),
            ),
            key_lines=("行业评级", "看好（维持）", "消费电子"),
            chart_names=("消费电子", "沪深300"),
        )
    )

    calls = (
        Call("601899.SH", "鑫矿资源", "买入", "24.50元"),
        Call("603993.SH", "洛川钼业", "增持", "11.20元"),
        Call("000630.SZ", "铜峰有色", "增持", "5.80元"),
    )
    risks = (
        "美联储降息节奏慢于预期，美元走强压制金属价格",
        "国内地产及电网投资不及预期，铜铝需求走弱",
        "海外矿山供应恢复快于预期",
    )
    docs.append(
        zh_sector(
            "zh_ind_portfolio_table_weights_unrated_row_numbered_wrapped_risks",
            "行业深度, strip `行业评级 | 超配`; a `投资组合` table `代码 | 名称 | 投资评级 | 目标价 | 组合权重` with a 未评级 row; "
            "风险提示 as the last section with `1.` items",
            DONGSHENG,
            "行业深度",
            "有色金属行业",
            "2026年12月3日",
            "有色金属2027年度策略：铜金共振，供给约束持续",
            rating="超配",
            risks=risks,
            calls=calls,
            blocks=(
                para("全球铜矿供给增速降至1.5%，而电网与新能源需求保持增长；我们维持有色金属行业“超配”评级。"),
                heading("一、铜：供给约束仍在"),
                para("主要矿山品位下滑、新项目投产延迟，2027年铜精矿加工费维持低位。"),
                table(
                    "表6：投资组合",
                    ("代码", "名称", "投资评级", "目标价", "组合权重"),
                    [
                        *[
                            (c.code, c.name, c.rating, c.target or "", w)
                            for c, (w,) in priced(calls, [("40%",), ("30%",), ("20%",)])
                        ],
                        ("601600.SH", "中铝华辰", "未评级", "-", "10%"),
                    ],
                    "资料来源：东昇证券研究所",
                    widths=(0.2, 0.2, 0.2, 0.2, 0.2),
                    left_aligned=3,
                ),
                heading("风险提示"),
                *numbered_lines(risks, end="。"),
                *zh_disclosures(DONGSHENG),
            ),
            strip=(("行业评级", "评级变动", "报告日期"), ("超配", "维持", "2026-12-03")),
            chart_names=("有色金属", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("600519.SH", "茅岭酒业", "买入", "1,980"),
        Call("000858.SZ", "五湖液", "买入", "168"),
        Call("600600.SH", "青港啤酒", "增持", "76.0"),
        Call("002568.SZ", "百泉饮品", "中性", "31.5"),
    )
    risks = ("宏观经济复苏不及预期", "高端白酒批价下行", "原材料成本上涨", "食品安全事件")
    rows = [
        ("白酒", "", "", "", "", ""),
        (f"{calls[0].name}\n{calls[0].code}", "1,612", "1,980", calls[0].rating, "21.4", "19.2"),
        (f"{calls[1].name}\n{calls[1].code}", "132.8", "168", calls[1].rating, "15.8", "14.1"),
        ("啤酒及饮料", "", "", "", "", ""),
        (f"{calls[2].name}\n{calls[2].code}", "61.2", "76.0", calls[2].rating, "22.6", "19.9"),
        (f"{calls[3].name}\n{calls[3].code}", "29.4", "31.5", calls[3].rating, "18.3", "16.7"),
    ]
    docs.append(
        zh_sector(
            "zh_ind_weekly_loose_key_company_table_subsector_group_rows_code_under_name",
            "行业周报, left sidebar `行业评级：标配` with index data; a 重点公司 table with no rules, 子行业 group rows (`白酒`, "
            "`啤酒及饮料`) between the stock rows and each code under the name in its cell, `目标价（元）` bare targets "
            "and a `评级` column after them; 风险提示 as one `；` paragraph at the end",
            DONGSHENG,
            "行业周报",
            "食品饮料行业",
            "2026年12月1日",
            "食品饮料行业周报：旺季备货启动，白酒批价企稳",
            rating="标配",
            risks=risks,
            calls=calls,
            blocks=(
                para("本周食品饮料板块上涨1.8%，跑赢沪深300指数0.9个百分点；高端白酒批价环比持平，春节备货陆续启动。"),
                heading("重点公司"),
                loose(
                    "表1：重点公司盈利预测与评级",
                    ("公司", "收盘价（元）", "目标价（元）", "评级", "PE 2026E", "PE 2027E"),
                    rows,
                    "资料来源：Wind，东昇证券研究所",
                    widths=(0.24, 0.16, 0.16, 0.12, 0.16, 0.16),
                    left_aligned=1,
                ),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                *zh_disclosures(DONGSHENG),
            ),
            key_lines=("行业评级：标配", "食品饮料指数：21,384", "近一月：+3.2%"),
            chart_names=("食品饮料", "沪深300"),
            side="left",
        )
    )

    calls = (
        Call("688235.SH", "百泽生物", "买入", "96.00"),
        Call("300759.SZ", "康泓医药", "增持", "58.40"),
        Call("603259.SH", "药源科技", "增持", "72.50"),
    )
    risks = (
        "创新药临床试验进度及结果不及预期，核心品种上市时间推迟",
        "医保谈判降价幅度超出预期，影响产品放量后的盈利水平",
        "海外授权交易落地节奏存在不确定性",
    )
    docs.append(
        zh_sector(
            "zh_ind_comment_two_tables_one_page_rated_and_comps_paren_numbered_wrapped_risks",
            "行业点评, no sidebar, the view in a strip `行业评级 | 中性`; two tables on one page, a `重点覆盖公司` table "
            "`代码 | 名称 | 评级 | 目标价（元） | 收盘价（元）` and a `可比公司估值` table of unrated peers; 风险提示 as the last "
            "section with `（1）` items that wrap",
            YUNXIU,
            "行业点评",
            "创新药行业",
            "2026年12月4日",
            "创新药行业点评：出海授权金额创新高，板块估值修复",
            rating="中性",
            risks=risks,
            calls=calls,
            blocks=(
                para("2026年前11个月中国创新药对外授权首付款合计达58亿美元，同比增长74%。我们维持行业“中性”评级。"),
                table(
                    "表1：重点覆盖公司",
                    ("代码", "名称", "评级", "目标价（元）", "收盘价（元）"),
                    [
                        (c.code, c.name, c.rating, c.target or "", p)
                        for c, (p,) in priced(calls, [("78.30",), ("49.12",), ("61.05",)])
                    ],
                    "资料来源：Wind，云岫证券研究所",
                    widths=(0.2, 0.2, 0.16, 0.22, 0.22),
                    left_aligned=3,
                ),
                table(
                    "表2：可比公司估值",
                    ("代码", "名称", "收盘价（元）", "PE 2026E", "PE 2027E"),
                    [("688180.SH", "君泰生物", "45.60", "-", "88.2"), ("1801.HK", "信臻制药", "61.40", "52.1", "34.7")],
                    "资料来源：Wind一致预期",
                    widths=(0.2, 0.2, 0.2, 0.2, 0.2),
                    left_aligned=2,
                ),
                heading("风险提示"),
                *[
                    para(r + "；" if n < len(risks) else r + "。", lead=f"（{n}）", gap=3.0)
                    for n, r in enumerate(risks, 1)
                ],
                *zh_disclosures(YUNXIU),
            ),
            strip=(("行业评级", "评级变动", "报告日期"), ("中性", "维持", "2026-12-04")),
            chart_names=("创新药", "沪深300"),
            side="strip",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


FIFTEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(FIFTEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(FIFTEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
