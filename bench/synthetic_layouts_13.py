"""Synthetic layouts, set 13: once the held-out measure of how general the extraction rules are, now development data.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-9 and 11, the docstrings of sets 7, 8, 11 and 12 and set
12's file and test (to cover layouts they do not) and bench/labels/README.md (the labelling conventions). It was
written from general sell-side conventions of global, Asian and Chinese houses, with invented houses, companies,
tickers and figures, and drawn with the samples' engine (sample_pdfs/render.py) through the building blocks of sets
1, 4-9 and 11. The engine additions: a stretch of the body in a wide and a narrow column (the risk section in the
narrow one), a table with a second header row under its first (`Rating` / `Price target` over `New` / `Old`), and a
sidebar whose key data rows carry the rating and target as label | value pairs. Labels hold by construction and
follow bench/labels/README.md (rating and target as printed, a target printed without its currency being the bare
figure; the first full risk section of the note's own, its items verbatim, a `title: explanation` item or a risk
table's first column being the item, items in one sentence one each; per-stock risk lines giving none; one call for a
company note, never from a peer table; a sector note's calls from its rated tables (the new values), bulleted stock
lines, per-stock headings, never from unrated or consensus rows; an industry report's rating only the sector's own
view, its target null; strategy notes with no rating and no calls); the self-check fails loudly when a label is not
on the text layer.

Composition (29): 8 English company notes (page 1 in a wide and a narrow column with the risks as bullets at the
top of the narrow one beside a corner box `Buy` / `Price objective: S$2.86`; a key table with a second header row
(`Rating | Price target` over `Now | Was | Now | Was`) and `Threats to our thesis` square bullets; the rating and
target only as label | value rows of the sidebar's key data (`Rating | Overweight`, `Price target | $88.00`, `Prior
PT`) with numbered risks under `Where we could be wrong`; a strip named `Call | 12m value | Last | Potential` with
`1)` items under `What would make us more positive`; a risk table with a second header row (`Impact on` over `EPS |
Value`); the rating and target only in a closing `Our call: Sell | Price objective: KRW14,500` line beside a peer
table of consensus ratings and upside risks in one unnumbered sentence; a left sidebar with labels over values and
`title - explanation` items under `Pitfalls`; the rating and target only in a framed `Investment view` box on page 2
with the risks in the sidebar under `Risks to view`), 11 English sector notes (calls as bulleted lines `Name (CODE,
Buy, PO S$3.40)` under `Preferred` / `Least preferred`; a coverage table with a second header row, `Rating` and
`Price target` each over `New | Old`; columns named `Our stance | 12m value | Last` beside an unrated comparables
table; a `Rank | Company | Code | View | PO` pecking order with the sector's risks in the narrow column and `We move
to Overweight on the sector`; per-stock headings that lead with the rating (`BUY - Name (CODE): PO $64`) with
per-stock `Risks:` lines and the sector's own under `Risks to the sector thesis`; `From | To | PT from | PT to`
columns with the risks in the sidebar under `What could derail us`; a Chinese house's English note with `.SS` / `.SZ`
codes, `CNY 1,820.00` targets and `Risk alert`; the calls table on page 2 after an unrated performance table and
the risks; pipe-separated bulleted stock lines `Name | CODE | Accumulate | TP Rp6,900` with the risks in a framed
box; bulleted lines that wrap with the rating bracketed at the end and the view only in a closing `Bottom line`;
units in a second header row with bare targets `1,480.0` and a `Downside scenario | Probability` risk table), 2
English strategy notes (a country allocation with index targets; a quant screen with a consensus column; no rating,
no calls), 8 Chinese reports (4 公司深度 / 公司点评 / 港股公司研究 / 公司研究: a right sidebar with each label over its
value (`投资评级` / `买入` / `评级变动` / `维持` / `目标价格` / `52.30元`) and 风险提示 as `1.` items that wrap; a strip named
`投资建议 | 合理价值 | 收盘价 | 空间` with the risks as `（1）` lines in a framed box; the 风险提示 only in the narrow
sidebar column under the key lines; the rating and target only in a `评级与目标价` table of `本次 | 上次` with `▲` items
under `主要风险`; 4 行业研究 / 行业周报 / 行业深度 / 行业点评: a 重点公司 table with a second header row over EPS and PE and a
评级 column without targets, with wrapping `1.` items; 推荐标的 as bulleted lines `名称（代码）：推荐，目标价42.00元` and `△`
items; `证券代码 | 证券简称 | 投资评级 | 合理价值（元）` with bare targets and the view only in the first paragraph, the risks
under the chapter heading `六、风险提示`; 未评级 rows with `-` targets and inline `1）...；2）...` items).
Distractors: disclosures pages with rating legends and distributions, previous ratings and targets, not-rated rows,
consensus ratings, index targets, peer tables, running headers and footers, analyst names.

    .venv/bin/python bench/synthetic_layouts_13.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_13.py --score      # the rules backend on them [--misses]

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_13.py --score`, without `--misses`, on
branch heldout13 = main 9e9093d plus only this file, its test, its Makefile line and the README's make-bench row
(commit 0a373c3), 2026-12-06; format pdf throughout; risk F1 loose equal to risk F1 on every row; 19.5s for the 29
notes; en industry = 11 sector + 2 strategy notes, zh industry = 4 行业研究 / 行业周报 / 行业深度 / 行业点评):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   8       5/8 (62.5%)    5/8 (62.5%)    4/8 (50.0%)    0.611    100.0% / 50.0% (4/4/8)
    en   industry  13      10/13 (76.9%)  9/13 (69.2%)   11/13 (84.6%)  0.719    94.1% / 44.4% (16/17/36)
    en   all       21      15/21 (71.4%)  14/21 (66.7%)  15/21 (71.4%)  0.680    95.2% / 45.5% (20/21/44)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.750    100.0% / 100.0% (4/4/4)
    zh   industry  4       3/4 (75.0%)    3/4 (75.0%)    4/4 (100.0%)   0.750    100.0% / 76.9% (10/10/13)
    zh   all       8       7/8 (87.5%)    7/8 (87.5%)    8/8 (100.0%)   0.750    100.0% / 82.4% (14/14/17)
    all  all       29      22/29 (75.9%)  21/29 (72.4%)  23/29 (79.3%)  0.703    97.1% / 55.7% (34/35/61)

    company notes' own call: matched 8 / extracted 8 / labelled 12
    sector notes' calls: matched 26 / extracted 27 / labelled 49
    call targets right of matched calls with a labelled target: en company 4/4, en industry 10/16,
    zh company 4/4, zh industry 6/6

No document or label was changed after this run. Held out through session 19 (final figures there, on 12e4a1c:
22 / 21 / 23 of 29, risk F1 0.758, calls 97.1% / 55.7%); development data from session 20 on, when a fresh held-out
set (synthetic_layouts_14) took its place.
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
from bench.synthetic_layouts_4 import Note, numbered_lines, zh_disclosures, zh_forecast  # noqa: E402
from bench.synthetic_layouts_4 import report_of as set_four_report  # noqa: E402
from bench.synthetic_layouts_5 import box  # noqa: E402
from bench.synthetic_layouts_8 import Columns  # noqa: E402
from bench.synthetic_layouts_9 import NinthLayout, company, priced, sector, zh_sector  # noqa: E402
from bench.synthetic_layouts_11 import titled  # noqa: E402

SET_NAME = "synthetic_layouts_13"


# ----------------------------------------------------------------------------- what the engine lacks


@dataclass(frozen=True)
class KeyedNote(Note):
    """A note whose sidebar's key data rows (label | value, the value right-aligned) are its own."""

    market: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Narrow(Columns):
    """A stretch of the body in a wide left column and a narrow right one (`share`: the left's part)."""

    share: float = 0.64


@dataclass(frozen=True)
class SubHeaded(R.Table):  # type: ignore[misc,name-defined]
    """A table with a second header row, bold, under its first (`New` / `Old` under `Rating`)."""

    second: tuple[str, ...] = ()


@dataclass
class ThirteenthLayout(NinthLayout):
    def paragraph(self, para: Any) -> None:
        if isinstance(para, Narrow):
            self._narrow(para)
        else:
            super().paragraph(para)

    def _narrow(self, para: Narrow) -> None:
        left, right, top, page = self.left, self.right, self.y, self.page.number
        split = left + (right - left) * para.share
        ends = []
        for (start, end), blocks in (((left, split - 8), para.left_blocks), ((split + 8, right), para.right_blocks)):
            self.left, self.right, self.y = start, end, top
            for block in blocks:
                if isinstance(block, R.Heading):
                    self.heading(block)
                else:
                    self.paragraph(block)
            if self.page.number != page:
                raise ValueError(f"{self.report.file}: a column runs past the foot of page {page + 1}")
            ends.append(self.y)
        self.page.draw_line((split, top + 2), (split, max(ends) - 4), color=(0.75, 0.75, 0.75), width=0.5)
        self.left, self.right, self.y = left, right, max(ends) + para.gap

    def table(self, table: Any) -> None:
        if not isinstance(table, SubHeaded):
            super().table(table)
            return
        size, color = 8.6, self.report.broker.color
        self.ensure(15.0 * (len(table.rows) + 2) + 44)
        if table.caption:
            self.put(self.left, self.y + 10, table.caption, 9.5, table.role, color, bold=True)
            self.y += 16
        edges = self._edges(table)
        self.rule(self.y, self.left, self.right, color, 1.1)
        self.page.draw_rect(
            pymupdf.Rect(self.left, self.y, self.right, self.y + 30.0), color=None, fill=R.tint(color, 0.88)
        )
        for n, row in enumerate((table.header, table.second, *table.rows)):
            baseline = self.y + 10.5
            for col, cell in enumerate(row):
                if n == 0 and cell and col >= table.left_aligned:  # a group label over its empty neighbours
                    last = col
                    while last + 1 < len(row) and not row[last + 1]:
                        last += 1
                    middle = (edges[col] + edges[last + 1]) / 2
                    self.put(middle - R.text_width(cell, size) / 2, baseline, cell, size, table.role, R.BLACK, True)
                    continue
                if R.text_width(cell, size) > edges[col + 1] - edges[col] - 4:
                    raise ValueError(f"{self.report.file}: table cell {cell!r} is wider than its column")
                if col < table.left_aligned:
                    self.put(edges[col] + 2, baseline, cell, size, table.role, R.BLACK, bold=n < 2)
                else:
                    self.put_right(edges[col + 1] - 2, baseline, cell, size, table.role, R.BLACK, bold=n < 2)
            self.y += 15.0
            if n == 0:
                self.rule(self.y - 1, edges[table.left_aligned] + 2, self.right, color, 0.4)
        self.rule(self.y, self.left, self.right, color, 0.8)
        if table.source:
            self.put(self.left, self.y + 11, table.source, 8, table.role, R.GREY)
        self.y += 24 if table.source else 10


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("葛青岚 S1350524070005", "陆知远 S1350526020003") if chinese else ("Hana Okafor", "Lucas Brandt"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_13.py",
            "creationDate": "D:20261206070000+00'00'",
            "modDate": "D:20261206070000+00'00'",
        },
    )
    corner = doc.side == "corner"
    layout = ThirteenthLayout(report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def keyed(note: Note, market: tuple[tuple[str, str], ...]) -> KeyedNote:
    return KeyedNote(**{f.name: getattr(note, f.name) for f in dataclasses.fields(note)}, market=market)


def narrow(left: list[Any], right: list[Any], share: float = 0.64) -> Any:
    return Narrow("", left_blocks=tuple(left), right_blocks=tuple(right), gap=8.0, share=share)


def sub_headed(
    caption: str,
    header: tuple[str, ...],
    second: tuple[str, ...],
    rows: list[tuple[str, ...]],
    source: str,
    **options: Any,
) -> Any:
    return SubHeaded(caption, header, tuple(rows), source, second=second, **options)


def marked(items: tuple[str, ...], markers: tuple[str, ...], end: str = ".") -> list[Any]:
    """Risk items each led by its own marker: the marker is not part of the item."""
    return [para(item + end, lead=mark, gap=3.0) for mark, item in zip(markers, items, strict=True)]


def in_sentence(lead: str, items: tuple[str, ...], closing: str = ".") -> Any:
    """Risks listed in one sentence without numbers: `... include a, b and c.`"""
    return para(", ".join(items[:-1]) + " and " + items[-1] + closing, lead=lead)


# ----------------------------------------------------------------------------- the houses

CALDERWICK = House(
    "Calderwick",
    "Calderwick Securities (Singapore) Pte Ltd",
    (0.12, 0.38, 0.32),
    (
        "Buy: the stock's total return is expected to exceed 12% over the next 12 months.",
        "Neutral: expected total return between -5% and 12%.",
        "Sell: expected total return below -5%.",
        "Price objective: the analyst's 12-month value for the share, on the stated method.",
        "Sector call: Overweight, Neutral or Underweight against the MSCI AC Asia ex Japan.",
    ),
    (("Buy", "57", "19"), ("Neutral", "34", "8"), ("Sell", "9", "1")),
)
OSTRAVEN = House(
    "Ostraven Bank",
    "Ostraven Bank AG, Equity Research",
    (0.45, 0.12, 0.2),
    (
        "Outperform: expected to beat the local market by more than 10% in 12 months.",
        "Neutral: expected to perform within 10% of the local market.",
        "Underperform: expected to lag the local market by more than 10%.",
        "Sector stance: Positive, Neutral or Negative.",
    ),
    (("Outperform", "45", "12"), ("Neutral", "42", "10"), ("Underperform", "13", "2")),
)
TANJONG = House(
    "Tanjong Rowe",
    "Tanjong Rowe Research Sdn Bhd",
    (0.1, 0.45, 0.25),
    (
        "Accumulate: expected total return of at least 10% in 12 months.",
        "Hold: expected total return between 0% and 10%.",
        "Reduce: expected negative total return.",
    ),
    (("Accumulate", "52", "9"), ("Hold", "38", "6"), ("Reduce", "10", "1")),
)
PEMBERTON = House(
    "Pemberton Vale",
    "Pemberton Vale & Co. LLC",
    (0.55, 0.25, 0.1),
    (
        "Overweight: expected to outperform the analyst's coverage over 12-18 months.",
        "Neutral: expected to perform in line with the analyst's coverage.",
        "Underweight: expected to underperform the analyst's coverage.",
        "Industry view: Positive, Neutral or Cautious.",
        "NR: not rated; UR: rating under review.",
    ),
    (("Overweight", "48", "21"), ("Neutral", "41", "14"), ("Underweight", "11", "3")),
)
HANHAI = House(
    "瀚海证券",
    "瀚海证券股份有限公司",
    (0.1, 0.3, 0.55),
    (
        "公司评级：买入：预期未来6个月内相对沪深300指数涨幅超过20%；增持：介于5%与20%之间；中性：介于-5%与5%之间；减持：低于-5%。",
        "行业评级：超配：行业指数相对沪深300指数涨幅超过10%；标配：介于-10%与10%之间；低配：跌幅超过10%。",
    ),
    (("买入", "58", "9"), ("增持", "31", "6"), ("中性", "11", "1")),
)
QIMING = House(
    "启明星证券",
    "启明星证券有限责任公司",
    (0.6, 0.1, 0.2),
    (
        "股票评级：推荐：预期未来6-12个月相对市场基准涨幅超过15%；谨慎推荐：介于5%与15%之间；中性：介于-5%与5%之间；回避：低于-5%。",
        "行业评级：看好：行业指数相对市场基准涨幅超过10%；中性：介于-10%与10%之间；看淡：跌幅超过10%。",
    ),
    (("推荐", "63", "11"), ("谨慎推荐", "25", "4"), ("中性", "12", "1")),
)
HANHAI_EN = House(
    "Hanhai Securities",
    "Hanhai Securities Co., Ltd.",
    (0.1, 0.3, 0.55),
    (
        "Buy: expected to outperform the CSI 300 by more than 20% over 6 months.",
        "Accumulate: expected to outperform the CSI 300 by 5% to 20%.",
        "Neutral: expected to perform within 5% of the CSI 300.",
        "Industry rating: Overweight, Market Weight or Underweight against the CSI 300.",
    ),
    (("Buy", "58", "9"), ("Accumulate", "31", "6"), ("Neutral", "11", "1")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = ("Slower room-rate growth", "A strong Singapore dollar", "Delays at the Sentosa refit")
    call = Call("LNHT SP", "Lanhart Hospitality", "Buy", "S$2.86")
    docs.append(
        company(
            "en_co_two_column_page_risks_in_narrow_column",
            "Corner box `Buy` / `Price objective: S$2.86`; page 1 in a wide and a narrow column, the risks as short "
            "bullets under `Risks` at the top of the narrow right column beside the investment case",
            CALDERWICK,
            "Company Update",
            "Lanhart Hospitality (LNHT SP)",
            "5 December 2026",
            "Lanhart Hospitality: RevPAR still climbing",
            call,
            risks=risks,
            blocks=(
                narrow(
                    [
                        heading("Investment case"),
                        para(
                            "Revenue per available room rose 11% in the quarter as long-haul arrivals returned. "
                            "Three refurbished hotels reopen in 2027 with 14% more keys."
                        ),
                        para(
                            "We lift 2027E EBITDA by 5% and our price objective to S$2.86 on 15x EV/EBITDA, and "
                            "keep Buy."
                        ),
                    ],
                    [heading("Risks"), *bullets(risks, end="")],
                ),
                financials("Lanhart Hospitality", "S$", CALDERWICK),
                *disclosures(CALDERWICK),
            ),
            key_lines=("Buy", "Price objective: S$2.86", "Price: S$2.31", "Upside: 24%"),
            chart_names=("LNHT SP", "STI"),
            side="corner",
        )
    )

    risks = (
        "Order intake from German carmakers falls further",
        "Steel costs rise faster than prices",
        "Restructuring charges exceed the EUR 120m plan",
    )
    call = Call("KLMR GR", "Kellmar Antriebe", "Neutral", "EUR 27.50")
    docs.append(
        company(
            "en_co_key_table_second_header_row_now_was_threats_heading",
            "No sidebar: a key table with a second header row (`Rating | Price target` over `Now | Was | Now | Was`) "
            "holding `Neutral` / `Outperform` and `EUR 27.50` / `EUR 34.00`; risks as square bullets under `Threats "
            "to our thesis`",
            OSTRAVEN,
            "Company Flash",
            "Kellmar Antriebe (KLMR GR)",
            "4 December 2026",
            "Kellmar Antriebe: Downgrade to Neutral as auto orders stall",
            call,
            risks=risks,
            blocks=(
                sub_headed(
                    "",
                    ("", "Rating", "", "Price target", ""),
                    ("Kellmar Antriebe", "Now", "Was", "Now", "Was"),
                    [("KLMR GR", "Neutral", "Outperform", "EUR 27.50", "EUR 34.00")],
                    "",
                    widths=(0.32, 0.17, 0.17, 0.17, 0.17),
                    left_aligned=1,
                ),
                heading("Orders stall"),
                para(
                    "Drivetrain orders fell 14% year on year as two German carmakers delayed platform launches. We "
                    "cut 2027E EBIT by 12% and move to Neutral."
                ),
                financials("Kellmar Antriebe", "EUR ", OSTRAVEN),
                heading("Threats to our thesis"),
                *bullets(risks, marker="\u25aa "),
                *disclosures(OSTRAVEN),
            ),
            chart_names=("KLMR GR", "DAX"),
            side="wide",
        )
    )

    risks = (
        "Formulary losses at two large pharmacy benefit managers",
        "A generic entrant to Velquor before 2029",
        "Higher rebates in the Medicare channel",
    )
    call = Call("ARVX US", "Arvenex Pharma", "Overweight", "$88.00")
    docs.append(
        keyed(
            company(
                "en_co_sidebar_key_data_rows_rating_and_target_where_wrong",
                "Right sidebar whose coloured box holds only the sector and whose `Key data` rows carry `Rating | "
                "Overweight`, `Price target | $88.00`, `Prior PT | $81.00` as label | value pairs; risks as numbered "
                "lines under `Where we could be wrong`",
                PEMBERTON,
                "Company Note",
                "Arvenex Pharma (ARVX US)",
                "4 December 2026",
                "Arvenex Pharma: Velquor label expansion adds a leg",
                call,
                risks=risks,
                blocks=(
                    heading("Label expansion adds a leg"),
                    para(
                        "The FDA approved Velquor for adolescents, adding about 1.2 million patients. We raise peak "
                        "sales to $3.4bn and our price target to $88.00 on a DCF."
                    ),
                    financials("Arvenex Pharma", "$", PEMBERTON),
                    heading("Where we could be wrong"),
                    *numbered_lines(risks),
                    *disclosures(PEMBERTON),
                ),
                key_lines=("US Specialty Pharma", "Healthcare"),
                chart_names=("ARVX US", "S&P 500"),
            ),
            (
                ("Rating", "Overweight"),
                ("Price target", "$88.00"),
                ("Prior PT", "$81.00"),
                ("Price (3 Dec)", "$71.45"),
                ("Market cap", "$14.2bn"),
            ),
        )
    )

    risks = (
        "Palm oil prices rise above RM4,800/t",
        "Faster-than-expected mill consolidation",
        "A ringgit recovery lifts export margins",
    )
    call = Call("SRBM MK", "Seri Bumi Plantations", "Reduce", "RM4.10")
    docs.append(
        company(
            "en_co_strip_call_12m_value_more_positive_heading",
            "Strip with unusual header words `Call | 12m value | Last | Potential` holding `Reduce` and `RM4.10`; "
            "risks to the negative call as `1)` items under `What would make us more positive`",
            TANJONG,
            "Company Report",
            "Seri Bumi Plantations (SRBM MK)",
            "3 December 2026",
            "Seri Bumi Plantations: Ageing trees, falling yields",
            call,
            risks=risks,
            blocks=(
                heading("Ageing trees"),
                para(
                    "Forty-one per cent of the group's planted area is older than 20 years, and fresh fruit bunch "
                    "yields fell 6% this year. Replanting costs will weigh on cash flow to 2029."
                ),
                financials("Seri Bumi Plantations", "RM", TANJONG),
                heading("What would make us more positive"),
                *numbered_lines(risks, style="{n}) "),
                *disclosures(TANJONG),
            ),
            strip=(("Call", "12m value", "Last", "Potential"), ("Reduce", "RM4.10", "RM4.72", "-13%")),
            chart_names=("SRBM MK", "FBM KLCI"),
            side="strip",
        )
    )

    risks = ("Store openings slip", "Wage inflation", "Supplier concentration")
    call = Call("MRLW LN", "Morlow Home", "Outperform", "640p")
    docs.append(
        company(
            "en_co_risk_table_second_header_row_impact_on_eps_and_value",
            "Left sidebar `Outperform` / `Target: 640p`; risks as the first column of a table with a second header "
            "row (`Impact on` over `EPS | Value`) under `Risks to our investment case`",
            OSTRAVEN,
            "Initiation",
            "Morlow Home (MRLW LN)",
            "2 December 2026",
            "Morlow Home: A value leader in home furnishings; initiate at Outperform",
            call,
            risks=risks,
            blocks=(
                heading("A value leader"),
                para(
                    "Morlow runs 310 out-of-town stores with prices 15% below the high street. We initiate at "
                    "Outperform with a target of 640p on 14x 2027E P/E."
                ),
                financials("Morlow Home", "£", OSTRAVEN),
                heading("Risks to our investment case"),
                sub_headed(
                    "",
                    ("", "Impact on", ""),
                    ("Risk", "EPS", "Value"),
                    [(risks[0], "-4%", "-35p"), (risks[1], "-3%", "-25p"), (risks[2], "-2%", "-15p")],
                    "Source: Ostraven Bank estimates",
                    widths=(0.5, 0.25, 0.25),
                    left_aligned=1,
                ),
                *disclosures(OSTRAVEN),
            ),
            key_lines=("Outperform", "Target: 640p", "Price: 512p", "Initiation"),
            chart_names=("MRLW LN", "FTSE 250"),
            side="left",
        )
    )

    risks = (
        "a recovery in container freight rates",
        "faster fleet scrapping",
        "a settlement in the Red Sea",
    )
    call = Call("011290 KS", "Haewon Shipping", "Sell", "KRW14,500")
    docs.append(
        company(
            "en_co_closing_our_call_line_risks_in_one_sentence_peer_table",
            "No sidebar: the rating and target only in a closing line `Our call: Sell | Price objective: KRW14,500`; "
            "a peer table with other houses' consensus ratings (not calls); upside risks listed in one sentence "
            "without numbers (`Upside risks include a, b and c.`)",
            CALDERWICK,
            "Company Report",
            "Haewon Shipping (011290 KS)",
            "2 December 2026",
            "Haewon Shipping: Rates normalise, earnings follow",
            call,
            risks=risks,
            blocks=(
                heading("Rates normalise"),
                para(
                    "Transpacific spot rates have fallen 38% since July and new ships equal to 9% of the fleet arrive "
                    "in 2027. We expect Haewon's operating profit to halve next year."
                ),
                table(
                    "Exhibit 4: Peers",
                    ("Company", "Ticker", "Consensus", "P/B 2027E"),
                    [
                        ("Haewon Shipping", "011290 KS", "Hold", "0.62"),
                        ("Kaiyo Lines", "9132 JP", "Buy", "0.81"),
                        ("Tasman Box", "TBXL AU", "Hold", "1.04"),
                    ],
                    "Source: Bloomberg consensus, Calderwick",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=3,
                ),
                financials("Haewon Shipping", "KRW", CALDERWICK),
                in_sentence("Upside risks include ", risks),
                para("Our call: Sell | Price objective: KRW14,500 | Price: KRW17,860", size=10.5, gap=8.0),
                *disclosures(CALDERWICK),
            ),
            chart_names=("011290 KS", "KOSPI"),
            side="wide",
        )
    )

    risks = ("Subscriber churn after the price rise", "Spectrum auction costs", "Tower-sale delays")
    explanations = (
        "a 6% price rise in January could lift churn above 1.8% a month",
        "the 2027 auction may cost more than our PHP 18bn assumption",
        "the tower sale proceeds are needed to cut leverage below 2.5x",
    )
    call = Call("MNLT PM", "Manila Telecentric", "Accumulate", "PHP 182.00")
    docs.append(
        company(
            "en_co_pitfalls_heading_titled_items_left_sidebar_separate_lines",
            "Left sidebar with labels and values on separate lines (`Recommendation` over `Accumulate`, `Target "
            "price` over `PHP 182.00`); risks under `Pitfalls` as `title - explanation` items (the title the item)",
            TANJONG,
            "Company Update",
            "Manila Telecentric (MNLT PM)",
            "1 December 2026",
            "Manila Telecentric: Pricing power returns",
            call,
            risks=risks,
            blocks=(
                heading("Pricing power returns"),
                para(
                    "Mobile ARPU rose 7% after the mid-year repricing with no rise in churn. Fibre additions of "
                    "160,000 in the quarter were a record."
                ),
                financials("Manila Telecentric", "PHP ", TANJONG),
                heading("Pitfalls"),
                *titled(risks, explanations, sep=" - "),
                *disclosures(TANJONG),
            ),
            key_lines=("Recommendation", "Accumulate", "Target price", "PHP 182.00", "Price: PHP 151.30"),
            chart_names=("MNLT PM", "PSEi"),
            side="left",
        )
    )

    risks = (
        "Lower copper prices",
        "A mine-permit delay in Zambia",
        "Higher mining royalties",
    )
    call = Call("KFRC SJ", "Kafue River Copper", "Buy", "ZAR 96.00")
    docs.append(
        company(
            "en_co_rating_target_page_two_investment_view_box_risks_page_one_sidebar",
            "Right sidebar with price data only and a `Risks to view` list; the rating and target only in a framed "
            "`Investment view` box on page 2 (`Buy` / `Price target ZAR 96.00`)",
            CALDERWICK,
            "Company Note",
            "Kafue River Copper (KFRC SJ)",
            "30 November 2026",
            "Kafue River Copper: Ramp-up on track",
            call,
            risks=risks,
            blocks=(
                heading("Ramp-up on track"),
                para(
                    "The Mwembe concentrator ran at 86% of nameplate in November, ahead of the 80% guided. "
                    "Unit costs fell to US$2.05/lb."
                ),
                financials("Kafue River Copper", "ZAR ", CALDERWICK),
                PAGE,
                heading("Valuation"),
                para("We value the group on a DCF at an 11% discount rate and a long-term copper price of US$4.10/lb."),
                box("Investment view", "Buy", "Price target ZAR 96.00", "Upside 21%"),
                *disclosures(CALDERWICK),
            ),
            key_lines=("Price: ZAR 79.30", "Mkt cap: ZAR 41bn", "Risks to view", *risks),
            chart_names=("KFRC SJ", "JSE Top 40"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("KSTF SP", "Kestrel Foods", "Buy", "S$3.40"),
        Call("GLDH SP", "Goldharbour REIT", "Buy", "S$1.62"),
        Call("TMSK SP", "Temasek Kitchens", "Sell", "S$0.78"),
        Call("PNDL SP", "Pendleton Retail", "Sell", "S$2.05"),
    )
    risks = ("A weaker tourism recovery", "Higher utility costs", "A GST rise brought forward")
    docs.append(
        sector(
            "en_sec_bulleted_stock_lines_preferred_least_preferred",
            "Strip `Sector call | Overweight`; the calls only as bulleted lines under `Preferred` and `Least "
            "preferred` (`Kestrel Foods (KSTF SP, Buy, PO S$3.40)`); risks as bullets under `Risks to our call`",
            CALDERWICK,
            "Sector Update",
            "Singapore Consumer",
            "5 December 2026",
            "Singapore Consumer: Visitors return, spending follows",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Visitor arrivals reached 94% of the 2019 level and retail sales rose 6% in October. We see "
                    "the gains broadening from hotels to food and retail."
                ),
                heading("Preferred"),
                *bullets(tuple(f"{c.name} ({c.code}, {c.rating}, PO {c.target})" for c in calls[:2]), end=""),
                heading("Least preferred"),
                *bullets(tuple(f"{c.name} ({c.code}, {c.rating}, PO {c.target})" for c in calls[2:]), end=""),
                heading("Risks to our call"),
                *bullets(risks),
                *disclosures(CALDERWICK),
            ),
            strip=(("Sector call", "Stocks covered", "Date"), ("Overweight", "11", "5 Dec 2026")),
            chart_names=("FTSE ST Consumer", "STI"),
            side="strip",
        )
    )

    calls = (
        Call("VNTR GR", "Ventora Chemie", "Outperform", "EUR 61.00"),
        Call("BRSL GR", "Brassel Coatings", "Neutral", "EUR 44.50"),
        Call("HLDN NA", "Holdane Polymers", "Underperform", "EUR 18.20"),
        Call("SKRV FP", "Sekreva Materiaux", "Outperform", "EUR 92.00"),
    )
    risks = (
        "European gas prices rise above EUR 50/MWh",
        "Chinese exports of commodity polymers rise further",
        "Destocking lasts into the second half of 2027",
    )
    docs.append(
        sector(
            "en_sec_coverage_table_second_header_row_new_old",
            "Left sidebar `Sector stance` over `Neutral`; the coverage table has a second header row (`Rating` and "
            "`Price target` each over `New | Old`, the new values the calls); risks as `(1)` items",
            OSTRAVEN,
            "Sector Review",
            "European Chemicals",
            "4 December 2026",
            "European Chemicals: Resetting targets for a longer trough",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Volumes are still 8% below 2022 and we no longer expect a recovery before mid-2027. We reset "
                    "estimates and targets across the coverage."
                ),
                sub_headed(
                    "Figure 1: Ratings and targets",
                    ("", "", "Rating", "", "Price target", ""),
                    ("Company", "Ticker", "New", "Old", "New", "Old"),
                    [
                        (c.name, c.code, c.rating, old, c.target or "", old_pt)
                        for c, (old, old_pt) in priced(
                            calls,
                            [
                                ("Outperform", "EUR 66.00"),
                                ("Outperform", "EUR 52.00"),
                                ("Neutral", "EUR 23.00"),
                                ("Outperform", "EUR 95.00"),
                            ],
                        )
                    ],
                    "Source: Ostraven Bank estimates",
                    widths=(0.23, 0.12, 0.175, 0.175, 0.15, 0.15),
                    left_aligned=2,
                ),
                heading("Risks"),
                *marked(risks, ("(1) ", "(2) ", "(3) ")),
                *disclosures(OSTRAVEN),
            ),
            key_lines=("Sector stance", "Neutral", "Chemicals"),
            chart_names=("Stoxx Chemicals", "Stoxx 600"),
            side="left",
        )
    )

    calls = (
        Call("CRSN US", "Corsane Software", "Overweight", "$212"),
        Call("LMNQ US", "Lumenique Data", "Neutral", "$47"),
        Call("TRDL US", "Tradeline Systems", "Underweight", "$19"),
    )
    risks = (
        "AI budgets crowd out seat-based software spending",
        "A US recession cuts IT budgets",
        "Price competition from hyperscalers",
    )
    docs.append(
        sector(
            "en_sec_our_stance_12m_value_header_words_where_we_could_be_wrong",
            "Right sidebar `Industry view: Cautious`; the rated table's columns named `Our stance | 12m value | "
            "Last`; an unrated `Not covered` comps table after it; risks as numbered lines under `Where we could be "
            "wrong`",
            PEMBERTON,
            "Industry Note",
            "US Application Software",
            "4 December 2026",
            "US Application Software: Seats are shrinking",
            rating="Cautious",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Seat counts fell at four of our six companies as customers automate support and sales roles. "
                    "Usage-based models are gaining share."
                ),
                table(
                    "Exhibit 1: Coverage",
                    ("Company", "Ticker", "Our stance", "12m value", "Last"),
                    [
                        (c.name, c.code, c.rating, c.target or "", last)
                        for c, (last,) in priced(calls, [("$181",), ("$45",), ("$24",)])
                    ],
                    "Source: Pemberton Vale estimates",
                    widths=(0.3, 0.15, 0.2, 0.18, 0.17),
                    left_aligned=3,
                ),
                table(
                    "Exhibit 2: Not covered - comparables",
                    ("Company", "Ticker", "EV/Sales 2027E", "Growth"),
                    [("Quenta Cloud", "QNTA US", "7.1x", "18%"), ("Avelo Apps", "AVLO US", "4.2x", "11%")],
                    "Source: Bloomberg",
                    widths=(0.34, 0.2, 0.26, 0.2),
                    left_aligned=2,
                ),
                heading("Where we could be wrong"),
                *numbered_lines(risks),
                *disclosures(PEMBERTON),
            ),
            key_lines=("US Application Software", "Industry view: Cautious", "Technology"),
            chart_names=("S&P Software", "S&P 500"),
        )
    )

    calls = (
        Call("BNTR IN", "Bharat Nirman Tiles", "Accumulate", "Rs612"),
        Call("SRJC IN", "Suraj Cements", "Accumulate", "Rs3,450"),
        Call("VDRK IN", "Vindhya Rock", "Hold", "Rs218"),
        Call("KNKP IN", "Konkan Pipes", "Reduce", "Rs1,120"),
    )
    risks = (
        "Monsoon-driven slowdown in rural housing",
        "Petcoke prices rise above US$140/t",
        "Cuts to the government's housing budget",
    )
    docs.append(
        sector(
            "en_sec_pecking_order_rank_table_risks_in_narrow_column",
            "No sidebar; the view as `We move to Overweight on the sector` in the first paragraph; a `Rank | Company | "
            "Code | View | PO` pecking-order table; the sector risks in the narrow right column beside the thesis",
            TANJONG,
            "Sector Report",
            "India Building Materials",
            "3 December 2026",
            "India Building Materials: Housing upcycle broadens",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                narrow(
                    [
                        heading("Thesis"),
                        para(
                            "Housing starts rose 17% this year and the pipeline of launches is the largest since 2012. "
                            "We move to Overweight on the sector, with tiles and cement our preferred exposure."
                        ),
                    ],
                    [heading("Key risks"), *bullets(risks, end="")],
                    share=0.6,
                ),
                table(
                    "Figure 1: Our pecking order",
                    ("Rank", "Company", "Code", "View", "PO"),
                    [(str(n), c.name, c.code, c.rating, c.target or "") for n, c in enumerate(calls, 1)],
                    "Source: Tanjong Rowe estimates",
                    widths=(0.1, 0.32, 0.16, 0.22, 0.2),
                    left_aligned=4,
                ),
                *disclosures(TANJONG),
            ),
            chart_names=("Nifty Realty", "Nifty 50"),
            side="wide",
        )
    )

    calls = (
        Call("MRWH US", "Marrow Health", "BUY", "$64"),
        Call("QNTL US", "Quintal Diagnostics", "NEUTRAL", "$31"),
        Call("SBRN US", "Sabreen Medical", "SELL", "$12"),
    )
    risks = (
        "Hospital capital budgets are cut in 2027",
        "Reimbursement for diagnostic panels falls",
        "Supply problems at contract manufacturers",
    )
    docs.append(
        sector(
            "en_sec_per_stock_headings_rating_first_sector_risks_heading",
            "Right sidebar `Sector call` over `Neutral`; one section per stock under a heading that leads with the "
            "rating (`BUY - Marrow Health (MRWH US): PO $64`) with its own `Risks:` line; the sector's own risks "
            "under `Risks to the sector thesis` after the stock sections",
            CALDERWICK,
            "Sector Note",
            "US Medical Technology",
            "2 December 2026",
            "US Medical Technology: Procedure volumes normalise",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Procedure volumes are growing 4%, back to the pre-pandemic trend. We stay Neutral and pick stocks "
                    "on product cycles."
                ),
                *[
                    block
                    for c, (text, own) in priced(
                        calls,
                        [
                            ("Robotic platform placements rose 31% in the quarter.", "slower system placements"),
                            ("Panel volumes are flat but margins improve.", "a loss of the VA contract"),
                            ("Two product recalls hurt share this year.", "a faster remediation than we expect"),
                        ],
                    )
                    for block in (
                        heading(f"{c.rating} - {c.name} ({c.code}): PO {c.target}"),
                        para(text),
                        para(own + ".", lead="Risks: ", gap=6.0),
                    )
                ],
                heading("Risks to the sector thesis"),
                *bullets(risks),
                *disclosures(CALDERWICK),
            ),
            key_lines=("Sector call", "Neutral", "Healthcare"),
            chart_names=("S&P Health Equip", "S&P 500"),
        )
    )

    calls = (
        Call("ORVN NO", "Orvenor Energy", "Outperform", "NOK 312"),
        Call("FJRD NO", "Fjordtek Drilling", "Outperform", "NOK 48"),
        Call("BLKH NO", "Blakkholm Rigs", "Underperform", "NOK 21"),
    )
    risks = ("Brent below US$60/bbl", "Cost overruns on Johan Nord", "A windfall tax on the Norwegian shelf")
    docs.append(
        sector(
            "en_sec_from_to_rating_change_columns_risks_in_sidebar",
            "Right sidebar `Sector stance: Positive` with the sector's risks as short lines under `What could derail "
            "us` in the narrow column; a rating-change table with `From | To` and `PT from | PT to` columns (the `To` "
            "values the calls)",
            OSTRAVEN,
            "Sector Update",
            "Nordic Oil Services",
            "1 December 2026",
            "Nordic Oil Services: Upgrading the drillers",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Rig day rates on the Norwegian shelf rose 12% this year and contracts now run into 2029. We "
                    "upgrade Fjordtek and raise targets across the drillers."
                ),
                table(
                    "Figure 1: Rating and target changes",
                    ("Company", "Ticker", "From", "To", "PT from", "PT to"),
                    [
                        (c.name, c.code, old, c.rating, old_pt, c.target or "")
                        for c, (old, old_pt) in priced(
                            calls, [("Outperform", "NOK 290"), ("Neutral", "NOK 39"), ("Underperform", "NOK 24")]
                        )
                    ],
                    "Source: Ostraven Bank estimates",
                    widths=(0.22, 0.13, 0.19, 0.19, 0.135, 0.135),
                    left_aligned=4,
                ),
                *disclosures(OSTRAVEN),
            ),
            key_lines=("Sector stance: Positive", "Energy", "What could derail us", *risks),
            chart_names=("OSE Energy", "OBX"),
        )
    )

    calls = (
        Call("600612.SS", "Jinyu Liquor", "Buy", "CNY 1,820.00"),
        Call("000596.SZ", "Luzhou Chunfeng", "Buy", "CNY 236.00"),
        Call("603198.SS", "Yingshan Brewery", "Accumulate", "CNY 58.40"),
    )
    risks = (
        "A slower recovery in business banquets",
        "Wholesale prices of premium baijiu fall again",
        "Consumption tax reform moves collection to retail",
    )
    docs.append(
        sector(
            "en_sec_chinese_house_english_exchange_suffix_codes_cny_targets",
            "A Chinese house's English industry note: `Industry rating: Overweight (maintained)` in the strip; a `Key "
            "stocks` table with exchange-suffixed codes (`600612.SS`) and targets `CNY 1,820.00`; the body names "
            "the stocks by `600612 CH`; risks as `1)` items under `Risk alert`",
            HANHAI_EN,
            "Industry Research",
            "China Baijiu",
            "30 November 2026",
            "China Baijiu: Restocking for the Spring Festival begins",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Distributors began restocking in November at 30% below last year's volumes. We prefer Jinyu Liquor "
                    "(600612 CH) and Luzhou Chunfeng (000596 CH) for their pricing power."
                ),
                table(
                    "Figure 1: Key stocks",
                    ("Code", "Company", "Rating", "Target price", "PE 2027E"),
                    [
                        (c.code, c.name, c.rating, c.target or "", pe)
                        for c, (pe,) in priced(calls, [("21.4",), ("16.8",), ("24.9",)])
                    ],
                    "Source: Wind, Hanhai Securities",
                    widths=(0.19, 0.27, 0.17, 0.21, 0.16),
                    left_aligned=3,
                ),
                heading("Risk alert"),
                *numbered_lines(risks, style="{n}) "),
                *disclosures(HANHAI_EN),
            ),
            strip=(("Industry rating", "Sector", "Date"), ("Overweight (maintained)", "Consumer", "30 Nov 2026")),
            chart_names=("CSI Baijiu", "CSI 300"),
            side="strip",
        )
    )

    calls = (
        Call("ALTN US", "Altanor Airlines", "Overweight", "$38"),
        Call("SKWD US", "Skyward Regional", "Neutral", "$16"),
        Call("CRVN US", "Caravan Air", "Underweight", "$7"),
    )
    risks = ("Jet fuel above $3.20/gal", "Pilot shortages", "Weaker corporate travel")
    docs.append(
        sector(
            "en_sec_calls_table_page_two_after_unrated_performance_table",
            "No sector view; page 1 only an unrated `Sector performance` table and a `Risks` section of bullets "
            "before it; the calls in a `Co. | Ticker | Rec. | Tgt px` table on page 2",
            PEMBERTON,
            "Industry Update",
            "US Airlines",
            "29 November 2026",
            "US Airlines: Capacity discipline holds into 2027",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Domestic capacity grows only 2% in the first quarter of 2027 and yields are up 4%. Unit costs "
                    "are the swing factor."
                ),
                heading("Risks"),
                *bullets(risks),
                table(
                    "Exhibit 1: Sector performance",
                    ("Company", "Ticker", "1M", "YTD"),
                    [
                        ("Altanor Airlines", "ALTN US", "+6%", "+21%"),
                        ("Skyward Regional", "SKWD US", "-2%", "+4%"),
                        ("Caravan Air", "CRVN US", "-8%", "-19%"),
                        ("Pelican Jet", "PLCJ US", "+1%", "+9%"),
                    ],
                    "Source: Bloomberg",
                    widths=(0.4, 0.2, 0.2, 0.2),
                    left_aligned=2,
                ),
                PAGE,
                table(
                    "Exhibit 5: Our calls",
                    ("Co.", "Ticker", "Rec.", "Tgt px", "Last"),
                    [
                        (c.name, c.code, c.rating, c.target or "", last)
                        for c, (last,) in priced(calls, [("$31",), ("$15",), ("$9",)])
                    ],
                    "Source: Pemberton Vale estimates",
                    widths=(0.3, 0.16, 0.2, 0.17, 0.17),
                    left_aligned=3,
                ),
                *disclosures(PEMBERTON),
            ),
            chart_names=("S&P Airlines", "S&P 500"),
            side="wide",
        )
    )

    calls = (
        Call("PTRM IJ", "Pertiwi Mandiri Bank", "Accumulate", "Rp6,900"),
        Call("BSRY IJ", "Bank Surya", "Accumulate", "Rp1,480"),
        Call("NGKR IJ", "Nagakarya Finance", "Hold", "Rp720"),
    )
    risks = ("Rupiah weakness forces rate rises", "Asset quality in micro loans", "Slower deposit growth")
    docs.append(
        sector(
            "en_sec_stock_lines_pipe_separated_bullets_risk_box",
            "Left sidebar `Sector rating` over `Overweight`; the calls as bulleted lines `Name | CODE | Accumulate | "
            "TP Rp6,900`; risks as lines in a framed box headed `Key risks`",
            TANJONG,
            "Sector Note",
            "Indonesia Banks",
            "28 November 2026",
            "Indonesia Banks: Rate cuts arrive, margins hold",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Bank Indonesia cut rates twice since September, yet net interest margins held at 5.1% as deposit "
                    "costs fell faster than loan yields."
                ),
                heading("Stock calls"),
                *bullets(tuple(f"{c.name} | {c.code} | {c.rating} | TP {c.target}" for c in calls), end=""),
                box("Key risks", *risks),
                *disclosures(TANJONG),
            ),
            key_lines=("Sector rating", "Overweight", "Financials"),
            chart_names=("JCI Finance", "JCI"),
            side="left",
        )
    )

    calls = (
        Call("TRSL US", "Tarsus Logistics", "Overweight", "$72"),
        Call("FRWY US", "Freightway Brokers", "Overweight", "$118"),
        Call("CNVY US", "Convoy Parcel", "Underweight", "$23"),
    )
    risks = ("A freight recession in 2027", "Parcel volumes lost to Amazon", "Diesel above $4.50/gal")
    docs.append(
        sector(
            "en_sec_bracketed_rating_bullets_bottom_line_view_arrow_risks",
            "No sidebar; the calls as bulleted lines that wrap, each with the rating bracketed at its end "
            "(`Tarsus Logistics (TRSL US), PT $72: ... [Overweight]`); the view only in a closing `Bottom line` "
            "paragraph (`We stay Positive on the group`); risks as `>` items under `Risks to our thesis`",
            PEMBERTON,
            "Industry Update",
            "US Freight Transportation",
            "27 November 2026",
            "US Freight Transportation: The trough is behind us",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Truckload spot rates rose for a fourth month and contract rates have stopped falling. Capacity "
                    "keeps leaving the market as small carriers exit."
                ),
                heading("Stock ideas"),
                *bullets(
                    tuple(
                        f"{c.name} ({c.code}), PT {c.target}: {why} [{c.rating}]"
                        for c, (why,) in priced(
                            calls,
                            [
                                (
                                    "the asset-light model gains most from rising spot rates, with 40% of loads brokered",
                                ),
                                ("margin per load is at a five-year low and should double by 2028",),
                                ("parcel pricing is under pressure as large shippers insource delivery",),
                            ],
                        )
                    ),
                    end="",
                ),
                heading("Risks to our thesis"),
                *bullets(risks, marker="> "),
                heading("Bottom line"),
                para(
                    "The freight trough is behind us and earnings revisions have turned. We stay Positive on the group."
                ),
                *disclosures(PEMBERTON),
            ),
            chart_names=("DJ Transports", "S&P 500"),
            side="wide",
        )
    )

    calls = (
        Call("2377 TT", "Hsinchu Optics", "Buy", "1,480.0"),
        Call("3062 TT", "Taoyuan Lens", "Neutral", "212.5"),
        Call("4961 TT", "Chiayi Sensor", "Sell", "61.0"),
    )
    risks = ("Smartphone camera downgrades", "A price war in lens modules", "Currency appreciation")
    docs.append(
        sector(
            "en_sec_units_in_second_header_row_bare_targets_scenario_risk_table",
            "Right sidebar `Sector call: Underweight`; the rated table's second header row gives the units (`TP` over "
            "`(NT$)`), its targets bare figures (`1,480.0`); risks as the first column of a `Downside scenario | "
            "Probability` table under `Key downside scenarios`",
            CALDERWICK,
            "Sector Report",
            "Taiwan Optical Components",
            "26 November 2026",
            "Taiwan Optical Components: Camera specs stall",
            rating="Underweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Camera upgrades in flagship phones stalled this cycle, with only one new periscope design. Lens "
                    "prices fell 6% in the quarter."
                ),
                sub_headed(
                    "Figure 1: Coverage",
                    ("Company", "Bloomberg", "Rating", "TP", "Price", "Upside"),
                    ("", "", "", "(NT$)", "(NT$)", "(%)"),
                    [
                        (c.name, c.code, c.rating, c.target or "", price, up)
                        for c, (price, up) in priced(calls, [("1,265.0", "17"), ("221.0", "-4"), ("74.6", "-18")])
                    ],
                    "Source: Calderwick estimates",
                    widths=(0.26, 0.16, 0.16, 0.15, 0.15, 0.12),
                    left_aligned=3,
                ),
                heading("Key downside scenarios"),
                table(
                    "",
                    ("Downside scenario", "Probability"),
                    [(risks[0], "30%"), (risks[1], "25%"), (risks[2], "20%")],
                    "",
                    widths=(0.7, 0.3),
                    left_aligned=1,
                ),
                *disclosures(CALDERWICK),
            ),
            key_lines=("Taiwan Optical Components", "Sector call: Underweight", "Technology"),
            chart_names=("TWSE Optics", "TAIEX"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- strategy


def strategy_notes() -> list[Note]:
    docs: list[Note] = []
    risks = ("The Fed cuts more slowly than priced", "A stronger US dollar", "Chinese growth below 4%")
    docs.append(
        sector(
            "en_strat_country_allocation_index_targets",
            "Asia strategy: no rating and no calls; a country allocation table (Overweight / Neutral / Underweight "
            "with benchmark and model weights), MSCI Asia and Nikkei targets; risks as bullets under `Risks to our "
            "view`",
            CALDERWICK,
            "Asia Strategy",
            "Asia ex Japan Strategy",
            "5 December 2026",
            "Asia Strategy 2027: Earnings do the lifting",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We expect 11% EPS growth for MSCI Asia ex Japan in 2027 and set a year-end target of 890, 12% "
                    "above today. Our Nikkei 225 target is 46,000."
                ),
                table(
                    "Figure 1: Country allocation",
                    ("Market", "Benchmark (%)", "Model (%)", "Stance"),
                    [
                        ("China", "27.1", "29.0", "Overweight"),
                        ("Taiwan", "21.4", "23.0", "Overweight"),
                        ("India", "19.6", "18.0", "Neutral"),
                        ("Korea", "11.2", "9.0", "Underweight"),
                    ],
                    "Source: MSCI, Calderwick strategy",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=1,
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(CALDERWICK),
            ),
            key_lines=("Asia Strategy", "MSCI AxJ target: 890", "Outlook 2027"),
            chart_names=("MSCI AxJ", "MSCI World"),
        )
    )
    risks = ("Factor crowding", "A sharp rotation into value")
    docs.append(
        sector(
            "en_strat_quant_screen_tickers_scores_no_calls",
            "Quant screen: no rating and no calls; a table of tickers with quality and momentum scores and weights, a "
            "`Consensus` column of other houses' views, a Stoxx 600 level; two risks as `-` items",
            OSTRAVEN,
            "Quantitative Strategy",
            "European Quant Screens",
            "3 December 2026",
            "European Quant: Quality at a reasonable price",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "Our quality-at-a-reasonable-price screen beat the Stoxx 600 by 4.2 points this year. The index "
                    "stands at 584; the basket is rebalanced quarterly."
                ),
                table(
                    "Figure 1: Screen output",
                    ("Company", "Ticker", "Quality", "Momentum", "Weight (%)", "Consensus"),
                    [
                        ("Ventora Chemie", "VNTR GR", "0.82", "0.41", "5.0", "Buy"),
                        ("Sekreva Materiaux", "SKRV FP", "0.77", "0.66", "5.0", "Hold"),
                        ("Orvenor Energy", "ORVN NO", "0.71", "0.58", "5.0", "Buy"),
                        ("Morlow Home", "MRLW LN", "0.69", "0.52", "5.0", "Hold"),
                    ],
                    "Source: Ostraven Bank quantitative research, FactSet",
                    widths=(0.28, 0.14, 0.14, 0.16, 0.14, 0.14),
                    left_aligned=2,
                ),
                heading("Risks"),
                *bullets(risks, marker="- "),
                *disclosures(OSTRAVEN),
            ),
            key_lines=("Quantitative Strategy", "Stoxx 600: 584", "Quarterly"),
            chart_names=("QARP basket", "Stoxx 600"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "下游新能源汽车销量增速不及预期，导致公司动力电池结构件订单增长放缓的风险",
        "铝、铜等主要原材料价格大幅波动，公司成本传导存在时滞从而压缩毛利率的风险",
        "海外工厂建设与客户认证进度慢于规划的风险",
    )
    call = Call("300921.SZ", "铭远精密", "买入", "52.30元")
    docs.append(
        company(
            "zh_co_sidebar_label_value_separate_lines_wrapping_numbered_risks",
            "公司深度, right sidebar with each label over its value (`投资评级` / `买入` / `评级变动` / `维持` / `目标价格` / "
            "`52.30元`); 风险提示 as `1.` items that wrap over two lines",
            HANHAI,
            "公司深度",
            "铭远精密（300921.SZ）",
            "2026年12月05日",
            "铭远精密（300921.SZ）深度报告：结构件龙头，出海打开空间",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司是动力电池精密结构件龙头，2025年国内市占率约27%。我们预计公司2026-2028年归母净利润分别为"
                    "9.8/12.6/15.1亿元，给予2027年22倍PE，目标价52.30元，维持“买入”评级。"
                ),
                zh_forecast("铭远精密", HANHAI),
                heading("风险提示"),
                *numbered_lines(risks, end="。"),
                *zh_disclosures(HANHAI),
            ),
            key_lines=("投资评级", "买入", "评级变动", "维持", "目标价格", "52.30元", "最新收盘价", "41.26元"),
            chart_names=("铭远精密", "创业板指"),
        )
    )

    risks = ("疫苗集采降价", "海外临床进度不及预期", "新品推广不及预期")
    call = Call("688319.SH", "康澜生物", "谨慎推荐", "36.80元")
    docs.append(
        company(
            "zh_co_strip_reasonable_value_header_risks_in_box",
            "公司点评, strip with unusual header words `投资建议 | 合理价值 | 收盘价 | 空间` holding `谨慎推荐` and `36.80元`; "
            "风险提示 as `（1）` lines in a framed box",
            QIMING,
            "公司点评",
            "康澜生物（688319.SH）",
            "2026年12月04日",
            "康澜生物（688319.SH）三季报点评：带状疱疹疫苗放量",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("事件"),
                para("公司发布2026年三季报，前三季度营业收入18.6亿元，同比增长35%；归母净利润3.1亿元，同比增长52%。"),
                heading("点评"),
                para("带状疱疹疫苗单季批签发量创新高，我们上调盈利预测，给予合理价值36.80元，维持“谨慎推荐”评级。"),
                zh_forecast("康澜生物", QIMING),
                box("风险提示", *[f"（{n}）{r}" for n, r in enumerate(risks, 1)]),
                *zh_disclosures(QIMING),
            ),
            strip=(("投资建议", "合理价值", "收盘价", "空间"), ("谨慎推荐", "36.80元", "30.95元", "18.9%")),
            chart_names=("康澜生物", "科创50"),
            side="strip",
        )
    )

    risks = ("内地访港客流回落", "商场租金下调", "利率维持高位")
    call = Call("1638.HK", "港湾置业", "增持", "12.60港元")
    docs.append(
        company(
            "zh_co_hk_risks_in_narrow_sidebar_column_label_value_lines",
            "港股公司研究, right sidebar `投资评级` over `增持`, `目标价` over `12.60港元`, and below the key data the "
            "风险提示 as short numbered lines in the narrow column; the body has no risk section",
            HANHAI,
            "港股公司研究",
            "港湾置业（1638.HK）",
            "2026年12月03日",
            "港湾置业（1638.HK）：零售物业出租率回升",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("核心观点"),
                para(
                    "公司旗下零售物业出租率回升至96%，租金收入同比增长5%。我们预计2026-2028年核心净利润分别为"
                    "21/23/25亿港元，给予目标价12.60港元，维持“增持”评级。"
                ),
                zh_forecast("港湾置业", HANHAI),
                heading("一、零售物业"),
                para("核心商场客流同比增长9%，内地旅客占比约三成。"),
                *zh_disclosures(HANHAI),
            ),
            key_lines=(
                "投资评级",
                "增持",
                "目标价",
                "12.60港元",
                "风险提示",
                *[f"{n}. {r}" for n, r in enumerate(risks, 1)],
            ),
            chart_names=("港湾置业", "恒生指数"),
        )
    )

    risks = ("行业价格战加剧", "新产能投放延迟", "下游需求疲软")
    call = Call("002697.SZ", "衡川新材", "增持", "18.60元")
    docs.append(
        company(
            "zh_co_this_and_previous_rating_table_triangle_items",
            "公司研究 with a wide layout: the rating and target only in a `评级与目标价` table with `本次 | 上次` columns "
            "(`增持` / `买入`, `18.60元` / `24.00元`); 风险提示 as `▲` items under `主要风险`",
            QIMING,
            "公司研究",
            "衡川新材（002697.SZ）",
            "2026年12月02日",
            "衡川新材（002697.SZ）：价格承压，下调评级至“增持”",
            call,
            language="zh",
            risks=risks,
            blocks=(
                table(
                    "评级与目标价",
                    ("项目", "本次", "上次"),
                    [("投资评级", "增持", "买入"), ("目标价", "18.60元", "24.00元")],
                    "",
                    widths=(0.4, 0.3, 0.3),
                    left_aligned=1,
                ),
                heading("投资要点"),
                para("三季度隔膜价格环比下跌9%，公司单平净利降至0.12元。考虑行业价格承压，我们下调盈利预测与评级。"),
                zh_forecast("衡川新材", QIMING),
                heading("主要风险"),
                *bullets(risks, marker="\u25b2 ", end="。"),
                *zh_disclosures(QIMING),
            ),
            chart_names=("衡川新材", "深证成指"),
            side="wide",
        )
    )

    calls = (
        Call("300476.SZ", "瑞芯光电", "买入", None),
        Call("688256.SH", "华拓微电", "买入", None),
        Call("002049.SZ", "紫光通芯", "增持", None),
        Call("603986.SH", "兆恒存储", "增持", None),
    )
    risks = (
        "下游消费电子需求复苏不及预期，终端库存去化速度放缓，导致芯片设计公司出货量与毛利率同时承压",
        "先进制程产能紧张，晶圆代工价格上涨幅度超出预期，挤压设计公司盈利空间",
        "海外出口管制政策进一步收紧的风险",
    )
    docs.append(
        zh_sector(
            "zh_ind_key_companies_second_header_row_no_targets_wrapping_items",
            "行业研究, right sidebar `行业评级` over `超配（维持）`; 重点公司 table with a second header row (`EPS（元）` and "
            "`PE（倍）` over years) and a 评级 column, no targets; 风险提示 as `1.` items that wrap",
            HANHAI,
            "行业研究",
            "半导体设计行业",
            "2026年12月01日",
            "半导体设计行业2027年投资策略：端侧AI驱动新一轮成长",
            rating="超配",
            risks=risks,
            calls=calls,
            blocks=(
                para("端侧AI手机与PC渗透率快速提升，带动SoC、存储与模拟芯片需求回暖，行业库存已回到健康水平。"),
                sub_headed(
                    "表1：重点公司盈利预测与评级",
                    ("", "", "EPS（元）", "", "PE（倍）", "", ""),
                    ("代码", "名称", "2026E", "2027E", "2026E", "2027E", "评级"),
                    [
                        (c.code, c.name, e1, e2, p1, p2, c.rating)
                        for c, (e1, e2, p1, p2) in priced(
                            calls,
                            [
                                ("2.14", "2.96", "41", "30"),
                                ("1.05", "1.52", "58", "40"),
                                ("0.88", "1.12", "33", "26"),
                                ("1.61", "2.40", "47", "32"),
                            ],
                        )
                    ],
                    "资料来源：Wind，瀚海证券研究所",
                    widths=(0.16, 0.16, 0.13, 0.13, 0.13, 0.13, 0.16),
                    left_aligned=2,
                ),
                heading("风险提示"),
                *numbered_lines(risks, end="。"),
                *zh_disclosures(HANHAI),
            ),
            key_lines=("行业评级", "超配（维持）", "半导体"),
            chart_names=("半导体设计", "沪深300"),
        )
    )

    calls = (
        Call("300615.SZ", "恒锐科技", "推荐", "42.00元"),
        Call("002812.SZ", "金湾机器人", "推荐", "76.50元"),
        Call("688165.SH", "埃韦智控", "谨慎推荐", "33.20元"),
    )
    risks = ("制造业投资增速放缓", "核心零部件进口受限", "行业竞争加剧")
    docs.append(
        zh_sector(
            "zh_ind_weekly_recommended_bulleted_lines_triangle_risks",
            "行业周报, strip `行业评级 | 看好`; 推荐标的 as bulleted lines `● 恒锐科技（300615.SZ）：推荐，目标价42.00元` beside "
            "an unrated 本周涨跌幅 table; 风险提示 as `△` items",
            QIMING,
            "行业周报",
            "机械设备行业",
            "2026年11月30日",
            "机械设备行业周报：人形机器人量产节点临近",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                heading("本周观点"),
                para("本周机械设备板块上涨3.1%，人形机器人产业链领涨。多家整机厂宣布2027年量产计划。"),
                heading("推荐标的"),
                *bullets(
                    tuple(f"{c.name}（{c.code}）：{c.rating}，目标价{c.target}" for c in calls),
                    marker="\u25cf ",
                    end="",
                ),
                table(
                    "表1：本周个股涨跌幅",
                    ("代码", "名称", "周涨跌幅（%）"),
                    [
                        ("603728.SH", "鸣志传动", "14.2"),
                        ("300615.SZ", "恒锐科技", "9.8"),
                        ("002896.SZ", "中大精机", "7.5"),
                        ("601100.SH", "恒立液控", "-3.4"),
                    ],
                    "资料来源：Wind，启明星证券研究所",
                    widths=(0.34, 0.33, 0.33),
                    left_aligned=2,
                ),
                heading("风险提示"),
                *bullets(risks, marker="\u25b3 ", end="。"),
                *zh_disclosures(QIMING),
            ),
            strip=(("行业评级", "评级变动", "报告日期"), ("看好", "维持", "2026-11-30")),
            chart_names=("机械设备", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("600887.SH", "伊川乳业", "买入", "36.50"),
        Call("002946.SZ", "新希牧业", "增持", "14.80"),
        Call("600597.SH", "光晨乳品", "中性", "9.60"),
    )
    risks = ("原奶价格继续下行", "消费需求恢复不及预期", "食品安全风险")
    docs.append(
        zh_sector(
            "zh_ind_security_abbreviation_reasonable_value_header_chapter_risks",
            "行业深度, left sidebar with price data only; the view as `维持行业“标配”评级` in the first paragraph; 重点覆盖公司 "
            "table named `证券代码 | 证券简称 | 投资评级 | 合理价值（元）` (bare targets); 风险提示 under the chapter heading "
            "`六、风险提示` as `（1）` items",
            HANHAI,
            "行业深度",
            "乳制品行业",
            "2026年11月29日",
            "乳制品行业深度：原奶周期见底，龙头盈利修复",
            rating="标配",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "原奶价格连续18个月下跌后企稳，牧场去化加速。我们判断2027年下半年供需将重新平衡，维持行业“标配”评级。"
                ),
                heading("一、原奶周期见底"),
                para("全国奶牛存栏同比下降4%，散户退出速度加快。"),
                table(
                    "表3：重点覆盖公司",
                    ("证券代码", "证券简称", "投资评级", "合理价值（元）"),
                    [(c.code, c.name, c.rating, c.target or "") for c in calls],
                    "资料来源：瀚海证券研究所",
                    widths=(0.25, 0.25, 0.25, 0.25),
                    left_aligned=3,
                ),
                heading("六、风险提示"),
                *numbered_lines(risks, style="（{n}）", end="。"),
                *zh_disclosures(HANHAI),
            ),
            key_lines=("收盘：2,986点", "行业指数近一年：-6.2%", "乳制品"),
            chart_names=("乳制品", "沪深300"),
            side="left",
        )
    )

    calls = (
        Call("601012.SH", "隆源能源", "推荐", "24.80元"),
        Call("300274.SZ", "阳泰电源", "推荐", "96.00元"),
        Call("002459.SZ", "晶海科技", "谨慎推荐", "17.30元"),
    )
    risks = ("海外贸易壁垒提升", "储能项目招标不及预期", "原材料价格波动")
    docs.append(
        zh_sector(
            "zh_ind_comment_not_rated_related_names_inline_paren_items",
            "行业点评, right sidebar `行业评级：看好（维持）`; 重点公司 table with 评级 and 目标价 beside 未评级 rows with `-` "
            "targets; 风险提示 inline as `1）...；2）...；3）...`",
            QIMING,
            "行业点评",
            "储能行业",
            "2026年11月28日",
            "储能行业点评：10月储能招标量创新高",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para("10月国内储能项目招标规模达到28GWh，同比增长140%，海外大储订单同步放量。"),
                table(
                    "表1：重点公司估值",
                    ("代码", "名称", "评级", "目标价", "PE 2027E"),
                    [
                        *[
                            (c.code, c.name, c.rating, c.target or "", pe)
                            for c, (pe,) in priced(calls, [("13.1",), ("17.4",), ("11.8",)])
                        ],
                        ("300068.SZ", "南都储能", "未评级", "-", "22.5"),
                        ("688390.SH", "固德新能", "未评级", "-", "19.7"),
                    ],
                    "资料来源：Wind，启明星证券研究所；未评级公司采用Wind一致预期",
                    widths=(0.2, 0.22, 0.18, 0.2, 0.2),
                    left_aligned=3,
                ),
                para("；".join(f"{n}）{r}" for n, r in enumerate(risks, 1)) + "。", lead="风险提示："),
                *zh_disclosures(QIMING),
            ),
            key_lines=("行业评级：看好（维持）", "电力设备", "行业点评"),
            chart_names=("储能指数", "沪深300"),
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


THIRTEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(THIRTEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(THIRTEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
