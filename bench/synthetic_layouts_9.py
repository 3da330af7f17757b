"""Synthetic layouts, set 9: a development set written without reading the rules, weighted to English sector notes.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, docs/, bench/results/, the real-PDF labels, any PDF or text of ../shared or any other worktree,
nor any `--misses` output, and read of the earlier synthetic sets only set 1's framework, the rendering code, the
building blocks of sets 4-8, the docstrings of sets 7 and 8 and set 8's file and test (to cover layouts they do
not) and bench/labels/README.md (the labelling conventions). It was written from general sell-side conventions of
global, Asian and Chinese houses, with invented houses, companies, tickers and figures, and drawn with the
samples' engine (sample_pdfs/render.py) through the building blocks of sets 1 and 4-8. The one engine addition is
a table drawn as separate text columns: no rules, no shading, each column written top to bottom before the next,
so the text layer holds the table column by column, not row by row. Labels hold by construction and follow
bench/labels/README.md (rating and target as printed, a target printed without its currency being the bare
figure; the first full risk section's items verbatim, a bold run-in title (`Regulation.` before its explanation)
or a risk table's first column being the item; a sector-wide list before per-stock risks being the note's,
per-stock risk lines or columns alone giving none; one call for a company note; a sector note's calls from its
rated tables, sub-sector tables and an end-of-note coverage list; an industry report's rating only the sector's
own view, its target null); the self-check fails loudly when a label is not on the text layer.

Composition (30): 6 English company notes (a two-cell cover box `Recommendation` / `12m target`, the rating in
the title line, a scenario table with bull and bear values beside the base-case target, the target only in a
sum-of-the-parts table, a rating with its previous one in brackets; risks as a `Risk | Impact | Mitigant` table,
bold run-in titles ending in a full stop, one `;`-separated paragraph after `Key risks:`, `(i)` items, bullets
under `What are the risks?`), 16 English sector notes (tables drawn as separate text columns, the name on one line
and the ticker under it in one cell, the rating first, last or between the figures, targets in a `TP (A$)` column
without currency or with it, an upside column before the target, tables split by sub-sector headings into two or
three tables, a table continued on the next page, multi-line rows with the previous rating under the new, an
end-of-note coverage list of one-line calls, preferred / least-preferred tables, NR, UR and Restricted rows, a
per-stock `Key risk` column; sector views as a sidebar line, a `Sector weighting` strip with the previous
weighting, a headline, a closing line, a framed box, or absent; risks numbered, as run-in titled paragraphs, as a
table, as unmarked paragraphs, as `(i)` items, dashes, sector risks before stock-specific ones, or none of the
note's own), 8 Chinese reports (4 行业研究 / 行业点评: 重点公司 tables with the code under the name in one cell, a
table split by 子行业 headings, targets without 元 in a `目标价（元）` column, a 覆盖公司 list at the end, a per-stock
风险 column; 风险提示 as one `；` paragraph, `1)` items, `（一）` items, unmarked lines; 4 公司研究 / 公司点评 / 港股公司研究 with
a left sidebar and `买入（首次）`, a strip with a 上次评级 column, a 投资评级 line in the body, a right sidebar with a
上次目标价 in 港元; risks as `●` bullets, titled `标题：` items under 风险因素, a `风险 | 说明` table, wrapped `1.`
items on page 2). Distractors: disclosures pages with rating legends and distributions, previous ratings and
targets, not-rated, under-review and restricted rows, scenario values, running headers and footers.

    .venv/bin/python bench/synthetic_layouts_9.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_9.py --score      # the rules backend on them [--misses]

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_9.py --score`, without `--misses`, on
branch devset9 = main 26c4b47 plus only this file, its test and its Makefile line (commit eb318b0), 2026-12-05;
format pdf throughout; risk F1 loose equal to risk F1 on every row; 26.0s for the 30 notes (while `make
test-fast` ran beside it); en industry = 16 sector notes, zh industry = 4 行业研究 / 行业点评 / 行业深度):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   6       3/6 (50.0%)    3/6 (50.0%)    3/6 (50.0%)    0.643    100.0% / 50.0% (3/3/6)
    en   industry  16      13/16 (81.2%)  9/16 (56.2%)   13/16 (81.2%)  0.874    100.0% / 50.9% (29/29/57)
    en   all       22      16/22 (72.7%)  12/22 (54.5%)  16/22 (72.7%)  0.817    100.0% / 50.8% (32/32/63)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.818    100.0% / 100.0% (4/4/4)
    zh   industry  4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.880    100.0% / 78.6% (11/11/14)
    zh   all       8       8/8 (100.0%)   8/8 (100.0%)   8/8 (100.0%)   0.851    100.0% / 83.3% (15/15/18)
    all  all       30      24/30 (80.0%)  20/30 (66.7%)  24/30 (80.0%)  0.827    100.0% / 58.0% (47/47/81)

    company notes' own call: matched 7 / extracted 7 / labelled 10
    sector notes' calls: matched 40 / extracted 40 / labelled 71
    call targets right of matched calls with a labelled target: en company 3/3, en industry 16/29,
    zh company 4/4, zh industry 7/11

No document or label was changed after this run. Development data from that run on (session 16): its misses are
listed with `--misses` and rules change from them; set 8 stays the held-out set.
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
from bench.synthetic_layouts_4 import CELL_LINE, Note, numbered_lines, zh_disclosures, zh_forecast  # noqa: E402
from bench.synthetic_layouts_4 import report_of as set_four_report  # noqa: E402
from bench.synthetic_layouts_5 import PlainTable, box  # noqa: E402
from bench.synthetic_layouts_6 import en_note  # noqa: E402
from bench.synthetic_layouts_8 import EighthLayout  # noqa: E402

SET_NAME = "synthetic_layouts_9"


# ----------------------------------------------------------------------------- what the engine lacks


@dataclass(frozen=True)
class TextColumns(PlainTable):
    """A table with no rules or shading whose text is written one column at a time, top to bottom."""


@dataclass
class NinthLayout(EighthLayout):
    """Set 8's layout plus tables drawn as separate text columns."""

    def table(self, table: Any) -> None:
        if not isinstance(table, TextColumns):
            super().table(table)
            return
        size, color = 8.6, self.report.broker.color
        heights = [15.0 + CELL_LINE * max(c.count("\n") for c in row) for row in (table.header, *table.rows)]
        self.ensure(sum(heights) + 44)
        if table.caption:
            self.put(self.left, self.y + 10, table.caption, 9.5, table.role, color, bold=True)
            self.y += 16
        edges = self._edges(table)
        top = self.y
        for column in range(len(table.header)):
            y = top
            for n, (row, height) in enumerate(zip((table.header, *table.rows), heights, strict=True)):
                for k, line in enumerate(row[column].split("\n")):
                    baseline = y + 11 + CELL_LINE * k
                    if column < table.left_aligned:
                        self.put(
                            edges[column] + 3, baseline, line, size, table.role, color if n == 0 else R.BLACK, n == 0
                        )
                    else:
                        self.put_right(
                            edges[column + 1] - 3,
                            baseline,
                            line,
                            size,
                            table.role,
                            color if n == 0 else R.BLACK,
                            n == 0,
                        )
                y += height
        self.y = top + sum(heights) + 2
        if table.source:
            self.put(self.left, self.y + 8, table.source, 7.5, table.role, R.GREY)
            self.y += 12
        self.y += 8


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    report = dataclasses.replace(
        base,
        sidebar=dataclasses.replace(
            base.sidebar,
            analysts=("何静澜 S1980524030004", "邵启航 S1980526010001") if chinese else ("Imogen Voss", "Tariq Halden"),
        ),
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_9.py",
            "creationDate": "D:20261205210000+00'00'",
            "modDate": "D:20261205210000+00'00'",
        },
    )
    corner = doc.side == "corner"
    layout = NinthLayout(report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def text_columns(
    caption: str, header: tuple[str, ...], rows: list[tuple[str, ...]], source: str, **options: Any
) -> Any:
    return TextColumns(caption, header, tuple(rows), source, **options)


def run_in(titles: tuple[str, ...], explanations: tuple[str, ...], sep: str = ". ") -> list[Any]:
    """Risk paragraphs led by a bold run-in title (`Regulation. The agency ...`): the item is the title."""
    return [para(text, lead=title + sep, gap=4.0) for title, text in zip(titles, explanations, strict=True)]


def sector(name: str, exercises: str, house: House, kind: str, stock: str, date: str, title: str, **kw: Any) -> Note:
    return en_note(name, exercises, house, kind, stock, date, title, doc_type="industry", target=None, **kw)


def company(
    name: str, exercises: str, house: House, kind: str, stock: str, date: str, title: str, call: Call, **kw: Any
) -> Note:
    language = kw.pop("language", "en")
    return en_note(
        name,
        exercises,
        house,
        kind,
        stock,
        date,
        title,
        doc_type="company",
        rating=call.rating,
        target=call.target,
        calls=(call,),
        language=language,
        **kw,
    )


def zh_sector(name: str, exercises: str, house: House, kind: str, stock: str, date: str, title: str, **kw: Any) -> Note:
    return sector(name, exercises, house, kind, stock, date, title, language="zh", **kw)


def priced(calls: tuple[Call, ...], extra: list[tuple[str, ...]]) -> list[tuple[Call, tuple[str, ...]]]:
    return list(zip(calls, extra, strict=True))


# ----------------------------------------------------------------------------- the houses

ALDERTON = House(
    "Alderton Keyes",
    "Alderton Keyes Securities LLC",
    (0.1, 0.25, 0.5),
    (
        "Buy: expected total return of more than 15% over the next 12 months.",
        "Neutral: expected total return of between 0% and 15%.",
        "Sell: expected total return below 0%.",
        "Sector weighting: Overweight, Market Weight or Underweight relative to the MSCI index of the region.",
    ),
    (("Buy", "52", "18"), ("Neutral", "39", "12"), ("Sell", "9", "2")),
)
MORVANE = House(
    "Morvane Capital",
    "Morvane Capital Markets (Australia) Pty Ltd",
    (0.45, 0.2, 0.1),
    (
        "Outperform: expected to outperform the S&P/ASX 200 by more than 5% over 12 months.",
        "Neutral: expected to perform within 5% of the index.",
        "Underperform: expected to underperform the index by more than 5%.",
        "NR: not rated. UR: under review. Restricted: the rating is withheld under firm policy.",
    ),
    (("Outperform", "49", "15"), ("Neutral", "40", "11"), ("Underperform", "11", "3")),
)
TIERNAN = House(
    "Tiernan Bright",
    "Tiernan Bright Securities (Asia) Limited",
    (0.05, 0.4, 0.3),
    (
        "Add: expected to return more than 10% over 12 months.",
        "Hold: expected to return between -10% and 10%.",
        "Reduce: expected to return less than -10%.",
        "Sector view: Overweight, Neutral or Underweight against the MSCI AC Asia ex Japan.",
    ),
    (("Add", "57", "19"), ("Hold", "33", "8"), ("Reduce", "10", "1")),
)
ROSSLARE = House(
    "Rosslare Finch",
    "Rosslare Finch & Partners plc",
    (0.5, 0.35, 0.05),
    (
        "Overweight: expected to outperform the sector over 12 months.",
        "Neutral: expected to perform in line with the sector.",
        "Underweight: expected to underperform the sector.",
        "Industry view: Positive, Neutral or Negative against the broad market.",
    ),
    (("Overweight", "46", "17"), ("Neutral", "43", "13"), ("Underweight", "11", "2")),
)
KESTREL = House(
    "Kestrel Amari",
    "Kestrel Amari Securities India Private Limited",
    (0.3, 0.1, 0.4),
    (
        "BUY: the stock is expected to return more than 15% over 12 months.",
        "ACCUMULATE: expected return between 5% and 15%.",
        "REDUCE: expected return between -5% and 5%.",
        "SELL: expected return below -5%.",
    ),
    (("BUY", "55", "14"), ("ACCUMULATE", "27", "7"), ("REDUCE", "12", "2"), ("SELL", "6", "1")),
)
MINGYUAN = House(
    "明远证券",
    "明远证券股份有限公司",
    (0.6, 0.1, 0.1),
    (
        "公司评级：买入：预期未来6个月内股价相对沪深300指数涨幅超过15%；增持：相对涨幅介于5%与15%之间；中性：相对涨幅介于-5%与5%之间；",
        "减持：相对跌幅超过5%。行业评级：强于大市：行业指数相对沪深300指数涨幅超过10%；同步大市：介于-10%与10%之间；弱于大市：跌幅超过10%。",
    ),
    (("买入", "55", "10"), ("增持", "33", "6"), ("中性", "12", "1")),
)
QIANHE = House(
    "乾和证券",
    "乾和证券股份有限公司",
    (0.1, 0.35, 0.55),
    (
        "股票评级：推荐：预期未来6个月内相对基准指数涨幅超过20%；谨慎推荐：介于10%与20%之间；中性：介于-10%与10%之间；回避：跌幅超过10%。",
        "行业评级：看好：行业指数超越基准指数；中性：与基准指数持平；看淡：弱于基准指数。",
    ),
    (("推荐", "50", "9"), ("谨慎推荐", "38", "5"), ("中性", "12", "2")),
)
JINGLAN = House(
    "镜澜证券",
    "镜澜证券有限责任公司",
    (0.2, 0.45, 0.25),
    (
        "个股评级：买入：预期未来12个月绝对收益超过20%；增持：介于10%与20%之间；持有：介于-10%与10%之间；卖出：低于-10%。",
        "行业评级：超配：预期行业整体回报高于市场；标配：与市场持平；低配：低于市场。",
    ),
    (("买入", "60", "12"), ("增持", "29", "5"), ("持有", "11", "1")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = ("Reimbursement cuts", "Slower hospital capex", "Product recalls")
    call = Call("VLMD US", "Vellmont Diagnostics", "Buy", "US$88.00")
    docs.append(
        company(
            "en_co_two_cell_cover_box_risk_table",
            "No sidebar: a two-cell box under the title (`Recommendation` over `Buy`, `12m target` over `US$88.00`); "
            "risks as a `Risk | Impact | Mitigant` table whose first column holds the items",
            ALDERTON,
            "Company Update",
            "Vellmont Diagnostics (VLMD US)",
            "4 December 2026",
            "Vellmont Diagnostics: Menu expansion keeps growth above 10%",
            call,
            risks=risks,
            blocks=(
                table(
                    "",
                    ("Recommendation", "12m target"),
                    [("Buy", "US$88.00")],
                    "",
                    widths=(0.5, 0.5),
                    left_aligned=2,
                ),
                para("Price (3 Dec): US$71.40 | Market cap: US$6.8bn | Previous target: US$82.00", size=9.0),
                heading("Menu expansion"),
                para(
                    "Third-quarter revenue rose 12% as the installed base of mid-size analysers grew 9% and test menus "
                    "widened. We raise our target to US$88.00, on 24x 2027E EPS, and keep our Buy rating."
                ),
                financials("Vellmont Diagnostics", "US$", ALDERTON),
                heading("Key risks"),
                table(
                    "",
                    ("Risk", "Impact", "Mitigant"),
                    [
                        ("Reimbursement cuts", "High", "Mix shifts to\nprivate payers"),
                        ("Slower hospital capex", "Medium", "Reagent rental\ncontracts"),
                        ("Product recalls", "Medium", "Two plants\nqualified"),
                    ],
                    "Source: Alderton Keyes",
                    widths=(0.4, 0.2, 0.4),
                    left_aligned=3,
                ),
                *disclosures(ALDERTON),
            ),
            chart_names=("VLMD US", "S&P 500"),
            side="wide",
        )
    )

    risks = ("Regulation", "Pricing", "Execution")
    explanations = (
        "The telecoms regulator may cap wholesale fibre prices at the 2027 review, which would cut EBITDA by 3%.",
        "A fourth operator could reopen the price war in prepaid mobile that ended in 2025.",
        "The network-sharing deal with the tower company needs 1,800 sites moved within 18 months.",
    )
    call = Call("TLNV IM", "Telenova Italia", "Overweight", "€3.40")
    docs.append(
        company(
            "en_co_rating_in_title_run_in_risk_titles",
            "Sidebar without a rating box; the rating and target only in the title line (`upgrade to Overweight, PT "
            "€3.40`) and the valuation paragraph; risks as paragraphs led by bold run-in titles ending in a full stop",
            ROSSLARE,
            "Company Note",
            "Telenova Italia (TLNV IM)",
            "3 December 2026",
            "Telenova Italia: Price war over; upgrade to Overweight, PT €3.40",
            call,
            risks=risks,
            blocks=(
                heading("The price war is over"),
                para(
                    "Mobile service revenue returned to growth in the third quarter (+1.2%) after eleven quarters of "
                    "decline, as all three operators raised prepaid prices. We upgrade the stock to Overweight from "
                    "Neutral and raise our price target to €3.40 from €2.60, based on 5.5x 2027E EV/EBITDA."
                ),
                financials("Telenova Italia", "€", ROSSLARE),
                heading("Risks to our view"),
                *run_in(risks, explanations),
                *disclosures(ROSSLARE),
            ),
            key_lines=("Telenova Italia", "Telecoms", "Price: €2.71", "Mkt cap: €9.4bn"),
            chart_names=("TLNV IM", "FTSE MIB"),
        )
    )

    risks = (
        "weaker copper-clad laminate demand from smartphone makers",
        "a slower ramp-up of the Vietnam plant",
        "a stronger yen against the baht",
    )
    call = Call("6819 JP", "Hoshida Laminates", "Neutral", "¥2,850")
    docs.append(
        company(
            "en_co_scenario_table_beside_base_target",
            "Corner box `Rating: Neutral` / `Target price: ¥2,850`; a bull / base / bear scenario table whose values "
            "(¥3,600, ¥1,900) are distractors; risks as one `;`-separated paragraph after `Key risks:`",
            ALDERTON,
            "Company Note",
            "Hoshida Laminates (6819 JP)",
            "2 December 2026",
            "Hoshida Laminates: Fairly valued after the rally",
            call,
            risks=risks,
            blocks=(
                heading("Fairly valued"),
                para(
                    "The shares have risen 38% since August on hopes of an AI-server boost to high-end laminate "
                    "demand. We agree on the trend but think it is priced in; our target of ¥2,850 is based on 15x "
                    "FY3/28E EPS."
                ),
                table(
                    "Figure 3: Scenarios",
                    ("Scenario", "Value per share", "Assumption"),
                    [
                        ("Bull", "¥3,600", "AI servers at 30% of sales"),
                        ("Base", "¥2,850", "AI servers at 18% of sales"),
                        ("Bear", "¥1,900", "Smartphone demand falls 8%"),
                    ],
                    "Source: Alderton Keyes estimates",
                    widths=(0.25, 0.3, 0.45),
                    left_aligned=1,
                ),
                financials("Hoshida Laminates", "¥", ALDERTON),
                para(
                    f"{risks[0]}; {risks[1]}; {risks[2]}.",
                    lead="Key risks: ",
                ),
                *disclosures(ALDERTON),
            ),
            key_lines=("Rating: Neutral", "Target price: ¥2,850", "Price: ¥2,640"),
            chart_names=("6819 JP", "TOPIX"),
            side="corner",
        )
    )

    risks = (
        "Delays in the approval of tariff increases for the transmission business",
        "Lower plant load factors at the coal units as renewable capacity grows",
        "Higher interest rates on the INR210bn of debt due by FY29",
    )
    call = Call("SURG IN", "Suryagrid Power", "ACCUMULATE", "INR412")
    docs.append(
        company(
            "en_co_target_only_in_sotp_table",
            "Left sidebar `ACCUMULATE` with price and market cap but no target; the target only as the last row of a "
            "sum-of-the-parts table on page 2 (`Target price (INR/share) | INR412`); risks as `(i)` items",
            KESTREL,
            "Company Update",
            "Suryagrid Power (SURG IN)",
            "1 December 2026",
            "Suryagrid Power: Transmission wins re-rate the regulated book",
            call,
            risks=risks,
            blocks=(
                heading("Transmission wins"),
                para(
                    "Suryagrid won three interstate transmission projects worth INR96bn in the quarter, taking the "
                    "regulated asset base to INR610bn by FY29. Second-quarter EBITDA rose 14% year on year."
                ),
                financials("Suryagrid Power", "INR", KESTREL),
                PAGE,
                heading("Valuation"),
                table(
                    "Exhibit 6: Sum of the parts",
                    ("Segment", "Method", "INR bn", "INR/share"),
                    [
                        ("Transmission", "2.2x FY28E P/B", "468", "246"),
                        ("Generation", "7x FY28E EV/EBITDA", "390", "205"),
                        ("Net debt", "", "-74", "-39"),
                        ("Target price (INR/share)", "", "", "INR412"),
                    ],
                    "Source: Kestrel Amari estimates",
                    widths=(0.35, 0.3, 0.15, 0.2),
                    left_aligned=2,
                ),
                heading("Risks"),
                *[para(item + ".", lead=f"({m}) ", gap=3.0) for m, item in zip(("i", "ii", "iii"), risks, strict=True)],
                *disclosures(KESTREL),
            ),
            key_lines=("ACCUMULATE", "CMP: INR365", "Mkt cap: INR1,240bn", "Power Utilities"),
            chart_names=("SURG IN", "Nifty"),
            side="left",
        )
    )

    risks = (
        "Chinese tourists could return to Bangkok more slowly than the airport's slot allocations imply",
        "Duty-free concession fees are renegotiated in 2027",
        "Baht strength would reduce spending per visitor",
    )
    call = Call("SIAM TB", "Siam Gateway Retail", "Add", "Bt48.50")
    docs.append(
        company(
            "en_co_previous_rating_in_brackets_risk_question",
            "Sidebar `Add (Hold)` with `Target Bt48.50 (Bt41.00)`: the bracketed values are the previous ones; risks "
            "as bullets under the heading `What are the risks?`",
            TIERNAN,
            "Company Update",
            "Siam Gateway Retail (SIAM TB)",
            "30 November 2026",
            "Siam Gateway Retail: Airport traffic recovers; upgrade to Add",
            call,
            risks=risks,
            blocks=(
                heading("Passengers are back"),
                para(
                    "International passengers at the two Bangkok airports reached 94% of 2019 levels in October, and "
                    "spending per passenger rose 6%. We upgrade to Add and raise our target to Bt48.50, on 22x 2027E "
                    "EPS."
                ),
                financials("Siam Gateway Retail", "Bt", TIERNAN),
                heading("What are the risks?"),
                *bullets(risks),
                *disclosures(TIERNAN),
            ),
            key_lines=("Add (Hold)", "Target Bt48.50 (Bt41.00)", "Price Bt40.25", "Consumer"),
            chart_names=("SIAM TB", "SET"),
        )
    )

    risks = (
        "Iron ore prices below US$80/t would cut free cash flow by half",
        "The Pilbara rail expansion may be delayed by heritage approvals",
        "Chinese steel output cuts in 2027",
    )
    call = Call("MRLN AU", "Marlin Ridge Iron", "Underperform", "A$14.20")
    docs.append(
        company(
            "en_co_strip_with_upside_risks_dashes",
            "Strip `Rating | Target | Price | Implied return` with `Underperform` and `A$14.20`; `Investment risks` "
            "as dash items after a page break",
            MORVANE,
            "Company Note",
            "Marlin Ridge Iron (MRLN AU)",
            "28 November 2026",
            "Marlin Ridge Iron: Costs rise faster than volumes",
            call,
            risks=risks,
            blocks=(
                heading("Costs rise"),
                para(
                    "Unit costs rose 11% in the September quarter on labour and diesel, while shipments grew 3%. We "
                    "cut FY27E EBITDA by 7% and keep our Underperform rating with a target of A$14.20 (0.9x NAV)."
                ),
                financials("Marlin Ridge Iron", "A$", MORVANE),
                PAGE,
                heading("Investment risks"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(MORVANE),
            ),
            strip=(("Rating", "Target", "Price", "Implied return"), ("Underperform", "A$14.20", "A$16.05", "-12%")),
            chart_names=("MRLN AU", "ASX 200"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("DNWR US", "Dunwater Utilities", "Buy", "$71.00"),
        Call("PKGR US", "Peakgrid Energy", "Buy", "$118.00"),
        Call("CLRV US", "Clearview Power", "Neutral", "$44.50"),
        Call("SHRL US", "Shoreline Electric", "Sell", "$29.00"),
    )
    risks = (
        "State regulators may allow lower returns on equity in the 2027 rate cases",
        "Data-centre load growth could come later than utilities' plans assume",
        "Higher bond yields would lower the sector's valuation",
    )
    docs.append(
        sector(
            "en_sec_text_columns_name_over_ticker",
            "Sidebar `Sector weighting: Overweight`; the stock table drawn as separate text columns (no rules, each "
            "column written top to bottom), the name on one line and the ticker under it; `Risks` numbered",
            ALDERTON,
            "Sector Note",
            "US Utilities",
            "4 December 2026",
            "US Utilities: Load growth is real; stay Overweight",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Utilities' filed load forecasts rose another 4% this quarter, and capex plans for 2027-2030 now "
                    "total $720bn. We prefer companies with constructive regulators and data-centre contracts signed."
                ),
                text_columns(
                    "Exhibit 1: Coverage",
                    ("Company", "Rating", "Price", "Target", "Upside"),
                    [
                        (f"{c.name}\n{c.code}", c.rating, price, c.target or "", up)
                        for c, (price, up) in priced(
                            calls, [("$60.10", "18%"), ("$97.40", "21%"), ("$42.70", "4%"), ("$33.80", "-14%")]
                        )
                    ],
                    "Source: Alderton Keyes estimates; prices as of 3 December 2026",
                    widths=(0.36, 0.16, 0.16, 0.16, 0.16),
                    left_aligned=2,
                ),
                heading("Risks"),
                *numbered_lines(risks),
                *disclosures(ALDERTON),
            ),
            key_lines=("US Utilities", "Sector weighting: Overweight", "Utilities"),
            chart_names=("S&P 500 Utilities", "S&P 500"),
        )
    )

    calls = (
        Call("KRBN AU", "Karrabin Gold", "Outperform", "7.40"),
        Call("WLGM AU", "Wallaga Mining", "Outperform", "3.15"),
        Call("TMBR AU", "Timbarra Resources", "Neutral", "1.92"),
        Call("OPLG AU", "Opal Gorge Minerals", "Underperform", "0.64"),
    )
    risks = (
        "A stronger Australian dollar would lower local gold prices",
        "Labour shortages in Western Australia keep costs rising",
        "Grade reconciliation at the new open pits is still unproven",
    )
    docs.append(
        sector(
            "en_sec_rating_first_target_without_currency",
            "No sector view; a table whose first column is the rating, then the ticker and name, and `TP (A$)` "
            "without currency in the cells; risks as unmarked paragraphs",
            MORVANE,
            "Sector Update",
            "Australian Gold Miners",
            "3 December 2026",
            "Australian Gold Miners: Record margins, but costs creep up",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "The Australian gold price reached A$4,900/oz in November, and producers' all-in sustaining "
                    "margins are at records. We prefer the producers with growth funded from cash flow."
                ),
                table(
                    "Figure 1: Ratings and targets",
                    ("Rating", "Ticker", "Company", "Price (A$)", "TP (A$)", "P/NAV"),
                    [
                        (c.rating, c.code, c.name, price, c.target or "", nav)
                        for c, (price, nav) in priced(
                            calls, [("6.05", "1.1x"), ("2.61", "0.9x"), ("1.88", "1.0x"), ("0.79", "1.4x")]
                        )
                    ],
                    "Source: Morvane Capital estimates",
                    widths=(0.21, 0.13, 0.27, 0.13, 0.13, 0.13),
                    left_aligned=3,
                ),
                heading("Risks"),
                *[para(item + ".", gap=4.0) for item in risks],
                *disclosures(MORVANE),
            ),
            key_lines=("Australian Gold Miners", "Materials", "Sector Update"),
            chart_names=("ASX Gold", "ASX 200"),
        )
    )

    banks = (
        Call("BBLK TB", "Bangkok Lotus Bank", "Add", "Bt172.00"),
        Call("KSBK TB", "Krung Sathorn Bank", "Hold", "Bt58.00"),
    )
    insurers = (
        Call("THLF TB", "Thai Harmony Life", "Add", "Bt31.50"),
        Call("SMIN TB", "Siam Mutual Insurance", "Reduce", "Bt12.40"),
    )
    brokers = (Call("PHCS TB", "Phahon Capital Securities", "Hold", "Bt9.80"),)
    calls = (*banks, *insurers, *brokers)
    risks = (
        "Household debt restructuring could lift credit costs again",
        "The central bank may cut rates twice more in 2027",
        "Weak SET turnover would hurt brokers and insurers' investment income",
    )
    docs.append(
        sector(
            "en_sec_tables_split_by_subsector_headings",
            "`Sector view: Neutral` in a framed box; three small rated tables under the sub-sector headings `Banks`, "
            "`Insurers` and `Brokers`; `Key risks` bullets",
            TIERNAN,
            "Sector Outlook",
            "Thailand Financials",
            "2 December 2026",
            "Thailand Financials: Credit costs peak, rates fall",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                box("Sector view: Neutral", "Banks: prefer the large caps", "Insurers: rate cuts hurt yields"),
                para(
                    "Loan growth stays near 2% as household debt is restructured, but credit costs have peaked at "
                    "1.4% of loans. Falling rates help the brokers' margin loans but hurt insurers' reinvestment yields."
                ),
                *[
                    block
                    for title, group in (("Banks", banks), ("Insurers", insurers), ("Brokers", brokers))
                    for block in (
                        heading(title),
                        table(
                            "",
                            ("Company", "Code", "Rec", "Target", "P/BV 27E"),
                            [(c.name, c.code, c.rating, c.target or "", "0.8x") for c in group],
                            "",
                            widths=(0.36, 0.14, 0.14, 0.18, 0.18),
                            left_aligned=3,
                        ),
                    )
                ],
                heading("Key risks"),
                *bullets(risks),
                *disclosures(TIERNAN),
            ),
            key_lines=("Thailand Financials", "Financials", "Outlook 2027"),
            chart_names=("SET Finance", "SET"),
        )
    )

    calls = (
        Call("HMLT LN", "Hamlet Homes", "Overweight", "1,420p"),
        Call("BRCK LN", "Brickfield Group", "Overweight", "865p"),
        Call("ORCH LN", "Orchard Living", "Neutral", "312p"),
        Call("WSTG LN", "Westgate Residential", "Underweight", "188p"),
    )
    risks = ("Mortgage rates", "Planning reform", "Build-cost inflation")
    explanations = (
        "A rise in two-year swap rates above 4% would stall the recovery in reservations.",
        "The new planning framework may take longer to release land than the government expects.",
        "Labour and materials costs are rising 4% a year, above house-price growth.",
    )
    docs.append(
        sector(
            "en_sec_coverage_list_at_end",
            "Sector view only in the headline (`upgrade to Positive`); calls only in a `Coverage list` at the end "
            "before the disclosures, one line each (`Hamlet Homes (HMLT LN) | Overweight | PT 1,420p`); risks as run-in "
            "titled paragraphs",
            ROSSLARE,
            "Industry Note",
            "UK Housebuilders",
            "1 December 2026",
            "UK Housebuilders: Reservations recover; upgrade to Positive",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Net reservation rates per site rose to 0.68 a week in the autumn, up 15% on a year ago, as "
                    "mortgage rates fell below 4.5%. We upgrade the industry view to Positive from Neutral."
                ),
                para(
                    "Land prices are flat and build costs rise about 4%, so margins recover only from 2027. We prefer "
                    "the builders with the most land in the South East."
                ),
                heading("Risks"),
                *run_in(risks, explanations),
                PAGE,
                heading("Coverage list"),
                *[para(f"{c.name} ({c.code}) | {c.rating} | PT {c.target}", gap=3.0) for c in calls],
                *disclosures(ROSSLARE),
            ),
            key_lines=("UK Housebuilders", "Real estate", "Industry Note"),
            chart_names=("FTSE 350 Housebuilders", "FTSE All-Share"),
        )
    )

    calls = (
        Call("SKYL US", "Skyline Software", "Buy", "$312.00"),
        Call("CDRK US", "Cedarock Systems", "Buy", "$96.00"),
        Call("FNTX US", "Fenwix Data", "Neutral", "$54.00"),
    )
    risks = (
        "IT budgets for 2027 could be cut if the US economy slows",
        "AI agents may lower the number of paid seats per customer",
        "Price competition from the hyperscalers' own tools",
    )
    docs.append(
        sector(
            "en_sec_multiline_rows_previous_rating_under_new",
            "`Sector view: Positive` in the sidebar; multi-line rows: the name over the ticker in one cell, the new "
            "rating over `(from Neutral)` and the new target over the old in brackets; risks as dashes",
            ALDERTON,
            "Sector Note",
            "US Software",
            "30 November 2026",
            "US Software: Rating changes after the third-quarter season",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Third-quarter results showed net revenue retention stabilising at 112%. We change ratings on "
                    "three stocks and raise targets where AI products are already billed."
                ),
                table(
                    "Exhibit 2: Rating and target changes",
                    ("Company", "Rating", "Target", "Price", "EV/Sales 27E"),
                    [
                        ("Skyline Software\nSKYL US", "Buy\n(from Neutral)", "$312.00\n($250.00)", "$262.40", "9.8x"),
                        ("Cedarock Systems\nCDRK US", "Buy\n(unchanged)", "$96.00\n($88.00)", "$79.10", "6.2x"),
                        ("Fenwix Data\nFNTX US", "Neutral\n(from Buy)", "$54.00\n($71.00)", "$50.60", "4.1x"),
                    ],
                    "Source: Alderton Keyes estimates",
                    widths=(0.3, 0.2, 0.18, 0.14, 0.18),
                    left_aligned=2,
                ),
                heading("Risks to our view"),
                *bullets(risks, marker="- "),
                *disclosures(ALDERTON),
            ),
            key_lines=("US Software", "Sector view: Positive", "Technology"),
            chart_names=("S&P Software", "S&P 500"),
        )
    )

    calls = (
        Call("PTRH IN", "Pattarai Hospitals", "BUY", "INR1,960"),
        Call("MDVN IN", "Medivana Healthcare", "BUY", "INR742"),
        Call("ARGY IN", "Arogya Diagnostics", "REDUCE", "INR1,085"),
    )
    risks = (
        "Price caps on stents and implants may be widened to more procedures",
        "Delays in opening the new hospital beds",
        "Doctor attrition at the metro hospitals",
    )
    docs.append(
        sector(
            "en_sec_upside_before_target_rating_last_nr_row",
            "No sector view; a ticker-first table `Ticker | Company | CMP | Upside | TP | Rating` with an `NR` row "
            "without a target; risks as `(i)` items",
            KESTREL,
            "Sector Update",
            "India Healthcare",
            "28 November 2026",
            "India Healthcare: Bed additions accelerate",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Listed hospital chains plan to add 9,000 beds over FY27-29, 35% of the current base. Occupancy "
                    "stays above 65%, so we expect EBITDA to grow 18% a year."
                ),
                table(
                    "Exhibit 3: Valuation summary",
                    ("Ticker", "Company", "CMP", "Upside", "TP", "Rating"),
                    [
                        ("PTRH IN", "Pattarai Hospitals", "INR1,648", "19%", "INR1,960", "BUY"),
                        ("MDVN IN", "Medivana Healthcare", "INR598", "24%", "INR742", "BUY"),
                        ("ARGY IN", "Arogya Diagnostics", "INR1,130", "-4%", "INR1,085", "REDUCE"),
                        ("SNJV IN", "Sanjivani Clinics", "INR412", "", "", "NR"),
                    ],
                    "Source: Kestrel Amari estimates; NR: not rated",
                    widths=(0.14, 0.28, 0.15, 0.12, 0.16, 0.15),
                    left_aligned=2,
                ),
                heading("Key risks"),
                *[para(item + ".", lead=f"({m}) ", gap=3.0) for m, item in zip(("i", "ii", "iii"), risks, strict=True)],
                *disclosures(KESTREL),
            ),
            key_lines=("India Healthcare", "Sector Update", "Hospitals"),
            chart_names=("Nifty Healthcare", "Nifty"),
            side="left",
        )
    )

    calls = (
        Call("FJRD NO", "Fjordline Salmon", "Overweight", "NOK265"),
        Call("NRDF NO", "Nordfisk", "Neutral", "NOK148"),
        Call("AQVK NO", "Aquavik", "Underweight", "NOK62"),
    )
    docs.append(
        sector(
            "en_sec_per_stock_risk_column_no_sector_risks",
            "`Industry view: Neutral` in the sidebar; a rated table with a `Key risk` column per stock and no risk "
            "section of the note's own (risks empty)",
            ROSSLARE,
            "Industry Note",
            "Nordic Seafood",
            "27 November 2026",
            "Nordic Seafood: Supply growth returns in 2027",
            rating="Neutral",
            risks=(),
            calls=calls,
            blocks=(
                para(
                    "Global salmon supply should grow 5% in 2027 after two flat years, pushing prices down 8%. The "
                    "resource rent tax stays at 25%, so margins fall for the Norwegian farmers."
                ),
                table(
                    "Exhibit 4: Ratings, targets and key risks",
                    ("Company", "Ticker", "Rating", "PT", "Key risk"),
                    [
                        ("Fjordline Salmon", "FJRD NO", "Overweight", "NOK265", "Sea lice costs"),
                        ("Nordfisk", "NRDF NO", "Neutral", "NOK148", "Feed prices"),
                        ("Aquavik", "AQVK NO", "Underweight", "NOK62", "Licence auction"),
                    ],
                    "Source: Rosslare Finch estimates",
                    widths=(0.26, 0.14, 0.18, 0.14, 0.28),
                    left_aligned=3,
                ),
                para("We prefer the farmers with Icelandic and Faroese sites, where costs rise less than in Norway."),
                *disclosures(ROSSLARE),
            ),
            key_lines=("Nordic Seafood", "Industry view: Neutral", "Consumer staples"),
            chart_names=("OSE Seafood", "OBX"),
        )
    )

    calls = (
        Call("2481 TT", "Hsinpo Substrates", "Add", "NT$412"),
        Call("3655 TT", "Taoyuan Interconnect", "Add", "NT$186"),
        Call("6127 TT", "Jinshan Optical", "Hold", "NT$94"),
        Call("8110 TT", "Keelung Passive", "Reduce", "NT$58"),
    )
    risks = ("AI server demand", "Substrate capacity", "Currency")
    docs.append(
        sector(
            "en_sec_risk_table_text_column_coverage",
            "`Sector view: Overweight` closing the note; a coverage table drawn as separate text columns with targets "
            "in NT$; risks as a `Risk | What we watch` table (its first column the items)",
            TIERNAN,
            "Sector Note",
            "Taiwan AI Supply Chain",
            "26 November 2026",
            "Taiwan AI Supply Chain: Second wave of server components",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "AI server shipments should rise 40% in 2027, and the second wave of benefit moves to substrates, "
                    "connectors and optics. Capacity is tight for high-layer ABF substrates until 2028."
                ),
                text_columns(
                    "Figure 5: Coverage",
                    ("Code", "Company", "Rating", "Target", "P/E 27E"),
                    [
                        (c.code, c.name, c.rating, c.target or "", pe)
                        for c, (pe,) in priced(calls, [("22.1",), ("18.4",), ("14.9",), ("12.2",)])
                    ],
                    "Source: Tiernan Bright estimates",
                    widths=(0.14, 0.34, 0.16, 0.18, 0.18),
                    left_aligned=3,
                ),
                heading("Risks"),
                table(
                    "",
                    ("Risk", "What we watch"),
                    [
                        ("AI server demand", "Hyperscaler capex guidance"),
                        ("Substrate capacity", "New lines in Japan and Korea"),
                        ("Currency", "NT$ against the US dollar"),
                    ],
                    "",
                    widths=(0.4, 0.6),
                    left_aligned=2,
                ),
                para("Overweight (unchanged).", lead="Sector view: "),
                *disclosures(TIERNAN),
            ),
            key_lines=("Taiwan AI Supply Chain", "Technology", "Sector Note"),
            chart_names=("TAIEX Electronics", "TAIEX"),
        )
    )

    calls = (
        Call("BRWY AU", "Brightway Retail", "Outperform", "A$38.60"),
        Call("CSTL AU", "Coastal Supermarkets", "Outperform", "A$21.40"),
        Call("HRBL AU", "Harbourline Apparel", "Neutral", "A$5.85"),
        Call("KNGS AU", "Kingsway Hardware", "Neutral", "A$11.20"),
        Call("MLRS AU", "Millers Department Stores", "Underperform", "A$1.62"),
    )
    risks = (
        "A sharper slowdown in household spending as fixed-rate mortgages reset",
        "Rent increases at the large shopping centres",
        "Online competition from overseas marketplaces",
    )
    docs.append(
        sector(
            "en_sec_table_continued_next_page_ur_row",
            "No sector view; a rated table continued on the next page under `Figure 2 (continued)`, with a `UR` "
            "(under review) row and a `Restricted` row; `Downside risks` numbered",
            MORVANE,
            "Sector Outlook",
            "Australian Retail",
            "25 November 2026",
            "Australian Retail: Christmas trading preview",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "We expect sales growth of 3.5% over Christmas, helped by tax cuts and lower rates, with food and "
                    "hardware ahead of apparel and department stores."
                ),
                table(
                    "Figure 2: Ratings and targets",
                    ("Company", "Ticker", "Rating", "Target", "Price"),
                    [(c.name, c.code, c.rating, c.target or "", "") for c in calls[:3]],
                    "",
                    widths=(0.34, 0.14, 0.18, 0.17, 0.17),
                    left_aligned=3,
                ),
                PAGE,
                table(
                    "Figure 2 (continued)",
                    ("Company", "Ticker", "Rating", "Target", "Price"),
                    [
                        *[(c.name, c.code, c.rating, c.target or "", "") for c in calls[3:]],
                        ("Pacific Pantry", "PPNT AU", "UR", "", "A$4.10"),
                        ("Sunland Outlets", "SNLD AU", "Restricted", "", "A$2.35"),
                    ],
                    "Source: Morvane Capital; UR: under review",
                    widths=(0.34, 0.14, 0.18, 0.17, 0.17),
                    left_aligned=3,
                ),
                heading("Downside risks"),
                *numbered_lines(risks),
                *disclosures(MORVANE),
            ),
            key_lines=("Australian Retail", "Consumer discretionary", "Sector Outlook"),
            chart_names=("ASX Retail", "ASX 200"),
        )
    )

    preferred = (
        Call("VNTA GR", "Ventaro Chemie", "Overweight", "€58.00"),
        Call("KLHM GR", "Kaltheim", "Overweight", "€112.00"),
    )
    least = (Call("BRSL BB", "Brussel Polymers", "Underweight", "€21.50"),)
    calls = (*preferred, *least)
    risks = (
        "European gas prices could rise again if Norwegian supply is disrupted",
        "Chinese exports of commodity chemicals keep prices low",
        "Destocking in construction and autos lasts into 2027",
    )
    docs.append(
        sector(
            "en_sec_preferred_and_least_preferred_tables",
            "`Sector weighting` strip with `Market Weight (from Underweight)`; calls only in a `Preferred` table and a "
            "`Least preferred` table; `Sector risks` bullets",
            ALDERTON,
            "Sector Note",
            "European Chemicals",
            "24 November 2026",
            "European Chemicals: The trough is behind us",
            rating="Market Weight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Chemical volumes in Europe rose 2% year on year in the third quarter, the first increase since "
                    "2022. Gas prices are back below €35/MWh and restocking has started in packaging."
                ),
                table(
                    "Preferred",
                    ("Company", "Ticker", "Rating", "PT"),
                    [(c.name, c.code, c.rating, c.target or "") for c in preferred],
                    "",
                    widths=(0.34, 0.2, 0.24, 0.22),
                    left_aligned=3,
                ),
                table(
                    "Least preferred",
                    ("Company", "Ticker", "Rating", "PT"),
                    [(c.name, c.code, c.rating, c.target or "") for c in least],
                    "Source: Alderton Keyes estimates",
                    widths=(0.34, 0.2, 0.24, 0.22),
                    left_aligned=3,
                ),
                heading("Sector risks"),
                *bullets(risks),
                *disclosures(ALDERTON),
            ),
            strip=(
                ("Sector weighting", "Region", "Stocks covered"),
                ("Market Weight (from Underweight)", "Europe", "14"),
            ),
            chart_names=("Stoxx Chemicals", "Stoxx 600"),
            side="strip",
        )
    )

    calls = (
        Call("YNGJ SP", "Yongji Shipping", "Add", "S$2.48"),
        Call("MRTL SP", "Meridian Tankers", "Hold", "S$0.86"),
        Call("PCFS SP", "Pacific Straits Offshore", "Reduce", "S$0.31"),
    )
    sector_risks = (
        "A faster return of ships to the Suez Canal route would release 6% of fleet capacity",
        "New-build deliveries in 2027 are the highest since 2010",
    )
    docs.append(
        sector(
            "en_sec_sector_risks_then_stock_specific",
            "`Sector view: Underweight` in the sidebar; `Sector risks` numbered, then `Stock-specific risks` lines "
            "per company (not the note's); ratings in a table with the rating column between price and target",
            TIERNAN,
            "Sector Note",
            "ASEAN Shipping",
            "21 November 2026",
            "ASEAN Shipping: Rates fall as the Red Sea reopens",
            rating="Underweight",
            risks=sector_risks,
            calls=calls,
            blocks=(
                para(
                    "Container and tanker rates fell 20% in November as the first liner services returned to the Suez "
                    "Canal. We expect a further fall in 2027 as 3.1m TEU of new ships are delivered."
                ),
                table(
                    "Figure 3: Ratings",
                    ("Company", "Code", "Price", "Rating", "Target", "P/B 27E"),
                    [(c.name, c.code, "", c.rating, c.target or "", "0.7x") for c in calls],
                    "Source: Tiernan Bright estimates",
                    widths=(0.3, 0.13, 0.12, 0.14, 0.15, 0.16),
                    left_aligned=2,
                ),
                heading("Sector risks"),
                *numbered_lines(sector_risks),
                heading("Stock-specific risks"),
                para("Yongji Shipping: a fall in charter rates for its feeder fleet.", gap=3.0),
                para("Meridian Tankers: the refinancing of its 2027 notes.", gap=3.0),
                para("Pacific Straits Offshore: contract cancellations by oil majors.", gap=3.0),
                *disclosures(TIERNAN),
            ),
            key_lines=("ASEAN Shipping", "Sector view: Underweight", "Industrials"),
            chart_names=("FTSE ST Industrials", "STI"),
        )
    )

    calls = (
        Call("NWCB CN", "Northwind Cannabis", "Sector Perform", "C$4.20"),
        Call("PRLF CN", "Prairie Leaf", "Outperform", "C$12.75"),
        Call("BLRG CN", "Blue Ridge Growers", "Underperform", "C$1.10"),
    )
    risks = (
        "US federal rescheduling may be delayed past 2027",
        "Provincial wholesalers could cut listings as inventories rise",
        "Excise tax changes in the next federal budget",
    )
    docs.append(
        sector(
            "en_sec_name_over_ticker_text_columns_no_view",
            "No sector view; a table drawn as separate text columns with the name over the ticker and the rating "
            "over the target in the same cells; risks as `1)` items",
            MORVANE,
            "Industry Note",
            "Canadian Cannabis",
            "20 November 2026",
            "Canadian Cannabis: Exports carry the growth",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Medical cannabis exports to Germany and Australia rose 60% in the year to September, while "
                    "domestic retail sales were flat. Producers with EU-GMP certified sites gain the most."
                ),
                text_columns(
                    "Exhibit 2: Our coverage",
                    ("Company", "Rating / target", "Price", "EV/EBITDA 27E"),
                    [
                        (f"{c.name}\n{c.code}", f"{c.rating}\n{c.target}", price, ev)
                        for c, (price, ev) in priced(
                            calls, [("C$3.95", "9.1x"), ("C$10.20", "11.4x"), ("C$1.36", "n.m.")]
                        )
                    ],
                    "Source: Morvane Capital estimates",
                    widths=(0.34, 0.26, 0.18, 0.22),
                    left_aligned=2,
                ),
                heading("Risks"),
                *numbered_lines(risks, style="{n}) "),
                *disclosures(MORVANE),
            ),
            key_lines=("Canadian Cannabis", "Consumer", "Industry Note"),
            chart_names=("TSX Cannabis", "S&P/TSX"),
        )
    )

    calls = (
        Call("ARLN FP", "Aerolune", "Overweight", "€168"),
        Call("SFRM FP", "Safrim Composites", "Overweight", "€42"),
        Call("MTRX GY", "Motorix Aero", "Neutral", "€231"),
        Call("HLVT LN", "Hollvent Engineering", "Underweight", "410p"),
    )
    risks = (
        "Engine durability problems could ground more narrow-body aircraft",
        "Supply of castings and forgings stays short until 2028",
        "A weaker dollar against the euro",
    )
    docs.append(
        sector(
            "en_sec_two_region_tables_view_in_headline",
            "Sector view only in the headline (`Aerospace stays Positive`); two rated tables under the sub-sector "
            "headings `Airframe and systems` and `Engines and aftermarket`, pence and euro targets; risks numbered",
            ROSSLARE,
            "Industry Note",
            "European Aerospace",
            "19 November 2026",
            "European Aerospace: Aerospace stays Positive as deliveries recover",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Narrow-body deliveries rose 18% in the first ten months, and aftermarket revenue keeps growing at "
                    "twice the rate of flying hours. We keep our Positive view on the industry."
                ),
                heading("Airframe and systems"),
                table(
                    "",
                    ("Company", "Ticker", "Rating", "Target"),
                    [(c.name, c.code, c.rating, c.target or "") for c in calls[:2]],
                    "",
                    widths=(0.36, 0.2, 0.22, 0.22),
                    left_aligned=3,
                ),
                heading("Engines and aftermarket"),
                table(
                    "",
                    ("Company", "Ticker", "Rating", "Target"),
                    [(c.name, c.code, c.rating, c.target or "") for c in calls[2:]],
                    "Source: Rosslare Finch estimates",
                    widths=(0.36, 0.2, 0.22, 0.22),
                    left_aligned=3,
                ),
                heading("Risks"),
                *numbered_lines(risks),
                *disclosures(ROSSLARE),
            ),
            key_lines=("European Aerospace", "Industrials", "Industry Note"),
            chart_names=("Stoxx Aerospace", "Stoxx 600"),
        )
    )

    calls = (
        Call("035910 KS", "Saebit Cosmetics", "Add", "KRW148,000"),
        Call("192650 KS", "Ollim Beauty", "Add", "KRW62,000"),
        Call("214320 KS", "Haneul Skin", "Hold", "KRW33,500"),
    )
    risks = (
        "Chinese duty-free buyers could cut orders again",
        "US tariffs on Korean cosmetics",
        "Faster growth of indie brands sold on Amazon",
    )
    docs.append(
        sector(
            "en_sec_calls_under_stock_headings_risks_page_one",
            "`Sector view: Overweight` in the sidebar; the `Key risks` dash list on page 1 before the stock pages; "
            "calls under per-stock headings with a two-row `Rating | Target` table each on page 2",
            TIERNAN,
            "Sector Note",
            "Korea Cosmetics",
            "18 November 2026",
            "Korea Cosmetics: US and Japan replace China",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Cosmetics exports to the US and Japan rose 45% in the year to October and now exceed those to "
                    "China. The brands with Amazon and Japanese drugstore channels grow fastest."
                ),
                heading("Key risks"),
                *bullets(risks, marker="\u2013 "),
                PAGE,
                *[
                    block
                    for c in calls
                    for block in (
                        heading(f"{c.name} ({c.code})"),
                        table(
                            "",
                            ("Rating", "Target"),
                            [(c.rating, c.target or "")],
                            "",
                            widths=(0.5, 0.5),
                            left_aligned=2,
                        ),
                        para("We expect export sales to grow more than 30% in 2027.", gap=6.0),
                    )
                ],
                *disclosures(TIERNAN),
            ),
            key_lines=("Korea Cosmetics", "Sector view: Overweight", "Consumer"),
            chart_names=("KRX Cosmetics", "KOSPI"),
        )
    )

    calls = (
        Call("LYRA US", "Lyra Biologics", "Buy", "$145.00"),
        Call("GNPT US", "Genpoint Therapeutics", "Buy", "$38.00"),
        Call("ORVX US", "Orvex Pharma", "Sell", "$22.00"),
    )
    risks = (
        "Medicare price negotiation could reach more biologics from 2028",
        "Trial readouts may disappoint",
        "Biosimilar entry earlier than patent expiry",
    )
    docs.append(
        sector(
            "en_sec_coverage_lines_and_table_nr_rows",
            "No sector view; a valuation table with NR peers, and the calls in `Coverage: ...` lines at the end "
            "(`Lyra Biologics (LYRA US): Buy, PT $145.00`); risks as unmarked paragraphs under `Risks`",
            ALDERTON,
            "Sector Note",
            "US Biotechnology",
            "17 November 2026",
            "US Biotechnology: Readouts to watch in 2027",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Twelve phase 3 readouts are due in 2027 across our coverage and peers. We expect M&A to continue "
                    "as large pharma faces US$200bn of revenue losing exclusivity by 2030."
                ),
                table(
                    "Exhibit 3: Peers (not rated)",
                    ("Company", "Ticker", "Rating", "EV (US$bn)"),
                    [("Quintel Bio", "QNTL US", "NR", "4.2"), ("Arbor Genetics", "ARBG US", "NR", "2.8")],
                    "Source: company data",
                    widths=(0.36, 0.2, 0.2, 0.24),
                    left_aligned=3,
                ),
                heading("Risks"),
                *[para(item + ".", gap=4.0) for item in risks],
                PAGE,
                heading("Coverage"),
                *[para(f"{c.name} ({c.code}): {c.rating}, PT {c.target}", gap=3.0) for c in calls],
                *disclosures(ALDERTON),
            ),
            key_lines=("US Biotechnology", "Healthcare", "Sector Note"),
            chart_names=("NBI", "S&P 500"),
        )
    )

    calls = (
        Call("PNMX MM", "Panamex Cementos", "Buy", "MXN124"),
        Call("CRVL MM", "Corvala Infraestructura", "Neutral", "MXN48"),
        Call("TLNC MM", "Tolanco Aceros", "Sell", "MXN17"),
    )
    risks = (
        "Public infrastructure spending could be cut in the 2027 budget",
        "Nearshoring investment may slow ahead of the USMCA review",
        "A stronger peso would hurt exporters",
    )
    docs.append(
        sector(
            "en_sec_closing_stance_line_lettered_risks",
            "A closing line `Our sector stance: Neutral`; a rated table with the rating last and targets in MXN; risks "
            "as `a)` items",
            ALDERTON,
            "Sector Note",
            "Mexico Building Materials",
            "14 November 2026",
            "Mexico Building Materials: Waiting for the USMCA review",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Cement volumes fell 3% in the third quarter as public works slowed, while industrial park "
                    "construction stayed strong. Prices rose 6%, ahead of costs."
                ),
                table(
                    "Exhibit 4: Coverage",
                    ("Company", "Ticker", "Price", "Target", "Rating"),
                    [(c.name, c.code, "", c.target or "", c.rating) for c in calls],
                    "Source: Alderton Keyes estimates",
                    widths=(0.34, 0.16, 0.16, 0.17, 0.17),
                    left_aligned=2,
                ),
                heading("Risks"),
                *[para(item + ".", lead=f"{m}) ", gap=3.0) for m, item in zip("abc", risks, strict=True)],
                para("Neutral.", lead="Our sector stance: "),
                *disclosures(ALDERTON),
            ),
            key_lines=("Mexico Building Materials", "Materials", "Latin America"),
            chart_names=("IPC Materials", "IPC"),
            side="left",
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("600873.SH", "禾丰乳业", "买入", "28.60"),
        Call("002946.SZ", "新希牧业", "增持", "15.40"),
        Call("300892.SZ", "晨露食品", "增持", "42.00"),
        Call("603719.SH", "良品谷", "中性", "11.80"),
    )
    risks = ("原奶价格持续下行", "食品安全风险", "消费需求恢复不及预期", "行业竞争加剧")
    docs.append(
        zh_sector(
            "zh_ind_code_under_name_semicolon_paragraph",
            "行业研究, right sidebar `行业评级：强于大市（维持）`; 重点公司 table with the code under the name in one cell and "
            "`目标价（元）` without 元 in the cells; 风险提示 as one `；` paragraph",
            MINGYUAN,
            "行业研究",
            "食品饮料行业",
            "2026年12月03日",
            "食品饮料行业2027年度策略：需求筑底，成本红利延续",
            rating="强于大市",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "2026年前三季度食品饮料板块营业收入同比增长4.2%，归母净利润同比增长7.9%。原奶价格同比下降11%，"
                    "乳制品及休闲食品企业毛利率明显改善。我们预计2027年成本红利延续，需求逐步筑底回升。"
                ),
                table(
                    "表1：重点公司盈利预测与评级",
                    ("公司", "收盘价", "目标价（元）", "EPS 2027E", "PE 2027E", "评级"),
                    [
                        (f"{c.name}\n{c.code}", price, c.target or "", eps, pe, c.rating)
                        for c, (price, eps, pe) in priced(
                            calls,
                            [
                                ("23.15", "1.43", "16"),
                                ("12.80", "0.96", "13"),
                                ("35.60", "2.10", "17"),
                                ("11.20", "0.62", "18"),
                            ],
                        )
                    ],
                    "资料来源：Wind，明远证券研究所",
                    widths=(0.2, 0.14, 0.19, 0.17, 0.15, 0.15),
                    left_aligned=1,
                ),
                heading("投资建议"),
                para("维持行业“强于大市”评级。我们看好成本改善确定性较高的乳制品及调味品龙头。"),
                para("；".join(risks) + "。", lead="风险提示："),
                *zh_disclosures(MINGYUAN),
            ),
            key_lines=("行业评级：强于大市（维持）", "食品饮料", "沪深300对比"),
            chart_names=("食品饮料", "沪深300"),
        )
    )

    liquor = (Call("600559.SH", "汾阳酒业", "推荐", "268.00元"), Call("000799.SZ", "酒仙台", "谨慎推荐", "96.50元"))
    beer = (Call("600600.SH", "青泉啤酒", "推荐", "82.00元"), Call("002461.SZ", "珠江麦芽", "中性", "9.60元"))
    calls = (*liquor, *beer)
    risks = ("宏观经济复苏不及预期", "高端白酒批价下行", "原材料成本上涨", "食品安全问题")
    docs.append(
        zh_sector(
            "zh_ind_table_split_by_subsector_headings",
            "行业点评, no sidebar: `行业评级：看好` as a line in the body; two 重点公司 tables under the 子行业 headings `白酒` "
            "and `啤酒`; 风险提示 as `1)` items",
            QIANHE,
            "行业点评",
            "酒类行业",
            "2026年12月01日",
            "酒类行业点评：双节动销平稳，啤酒高端化延续",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para("看好（维持）", lead="行业评级："),
                para(
                    "中秋国庆双节期间白酒动销同比基本持平，高端白酒批价保持稳定；啤酒行业吨价同比提升3.1%，高端化趋势延续。"
                ),
                *[
                    block
                    for title, group in (("白酒", liquor), ("啤酒", beer))
                    for block in (
                        heading(title),
                        table(
                            "",
                            ("代码", "公司", "评级", "目标价", "PE 2027E"),
                            [(c.code, c.name, c.rating, c.target or "", "22") for c in group],
                            "",
                            widths=(0.2, 0.2, 0.2, 0.2, 0.2),
                            left_aligned=3,
                        ),
                    )
                ],
                heading("风险提示"),
                *numbered_lines(risks, style="{n}) ", end="。"),
                *zh_disclosures(QIANHE),
            ),
            chart_names=("酒类指数", "沪深300"),
            side="wide",
        )
    )

    calls = (
        Call("688012.SH", "华芯装备", "买入", "182.00元"),
        Call("300567.SZ", "精测半导体", "增持", "74.50元"),
        Call("688120.SH", "科晶材料", "增持", "56.00元"),
    )
    risks = ("下游晶圆厂扩产不及预期", "核心零部件供应受限", "新产品验证进度不及预期")
    docs.append(
        zh_sector(
            "zh_ind_coverage_list_at_end_unmarked_risk_lines",
            "行业深度, left sidebar `行业评级：超配`; calls only in a `覆盖公司` list at the end (`华芯装备（688012.SH）：买入，"
            "目标价182.00元`); 风险提示 as unmarked lines ending in `。`",
            JINGLAN,
            "行业深度",
            "半导体设备行业",
            "2026年11月28日",
            "半导体设备行业深度：国产化率加速提升，先进制程设备迎来突破",
            rating="超配",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "2026年国内晶圆厂设备采购额预计达到420亿美元，国产设备占比提升至28%。刻蚀、薄膜沉积及量检测设备"
                    "在先进制程产线验证加速，我们预计2027年国产化率将提升至35%。"
                ),
                zh_forecast("华芯装备", JINGLAN),
                heading("风险提示"),
                *[para(item + "。", gap=3.0) for item in risks],
                PAGE,
                heading("覆盖公司"),
                *[para(f"{c.name}（{c.code}）：{c.rating}，目标价{c.target}", gap=3.0) for c in calls],
                *zh_disclosures(JINGLAN),
            ),
            key_lines=("行业评级：超配", "半导体设备", "行业深度报告"),
            chart_names=("半导体设备", "沪深300"),
            side="left",
        )
    )

    calls = (
        Call("300760.SZ", "康瑞医疗", "买入", "312.00"),
        Call("688301.SH", "明视影像", "增持", "88.50"),
        Call("002223.SZ", "仁和器械", "增持", "36.20"),
    )
    risks = ("集采降价幅度超预期", "医疗反腐影响设备招标", "海外市场拓展不及预期")
    docs.append(
        zh_sector(
            "zh_ind_per_stock_risk_column_chinese_numeral_items",
            "行业研究, right sidebar `行业评级：同步大市`; 重点公司 table with a per-stock `主要风险` column (not the note's) "
            "and `目标价（元）`; the note's 风险提示 as `（一）` items",
            MINGYUAN,
            "行业研究",
            "医疗器械行业",
            "2026年11月26日",
            "医疗器械行业：招标逐步恢复，出海打开成长空间",
            rating="同步大市",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "2026年第三季度医疗设备招标金额同比增长21%，招标节奏逐步恢复正常。国产影像及监护设备海外收入增速超过"
                    "30%，出海成为行业新的增长动力。"
                ),
                table(
                    "表2：重点公司估值与评级",
                    ("公司", "代码", "评级", "目标价（元）", "主要风险"),
                    [
                        (c.name, c.code, c.rating, c.target or "", risk)
                        for c, (risk,) in priced(calls, [("海外注册延迟",), ("竞争加剧",), ("原材料涨价",)])
                    ],
                    "资料来源：明远证券研究所",
                    widths=(0.18, 0.18, 0.14, 0.2, 0.3),
                    left_aligned=3,
                ),
                heading("风险提示"),
                *[para(item + "。", lead=f"（{n}）", gap=3.0) for n, item in zip("一二三", risks, strict=True)],
                *zh_disclosures(MINGYUAN),
            ),
            key_lines=("行业评级：同步大市", "医疗器械", "行业研究"),
            chart_names=("医疗器械", "沪深300"),
        )
    )

    risks = ("锂价大幅波动风险", "储能订单交付不及预期", "海外贸易政策变化风险")
    call = Call("300919.SZ", "储能新源", "买入", "64.80元")
    docs.append(
        company(
            "zh_co_left_sidebar_shouci_bullets",
            "公司研究, left sidebar `投资评级：买入（首次）` / `目标价：64.80元`; 风险提示 as `●` bullets after the 盈利预测表 on "
            "page 2",
            JINGLAN,
            "公司研究",
            "储能新源（300919.SZ）",
            "2026年12月02日",
            "储能新源（300919.SZ）首次覆盖报告：大储出海龙头，盈利拐点已现",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司是国内领先的储能系统集成商，2026年前三季度海外储能收入同比增长92%，毛利率提升至24.5%。"
                    "我们预计公司2026-2028年归母净利润分别为12.4/17.8/23.1亿元，给予2027年18倍PE，目标价64.80元，"
                    "首次覆盖给予“买入”评级。"
                ),
                zh_forecast("储能新源", JINGLAN),
                PAGE,
                heading("风险提示"),
                *bullets(risks, marker="\u25cf ", end="。"),
                *zh_disclosures(JINGLAN),
            ),
            key_lines=("投资评级：买入（首次）", "目标价：64.80元", "当前价：51.20元", "总市值：298亿元"),
            chart_names=("储能新源", "创业板指"),
            side="left",
        )
    )

    risks = ("原材料价格波动风险", "新车型销量不及预期", "汇率波动风险")
    explanations = (
        "铝合金及钢材价格上涨将压缩公司毛利率。",
        "公司配套的主要新能源车型若销量不及预期，将影响公司收入增长。",
        "公司海外收入占比约30%，人民币升值将带来汇兑损失。",
    )
    call = Call("603305.SH", "旭腾汽配", "增持", "38.60元")
    docs.append(
        company(
            "zh_co_strip_titled_items_risk_factors_heading",
            "公司点评, a strip `评级 | 目标价 | 收盘价 | 上次评级` with `增持` and a previous `买入`; risks under the heading "
            "`风险因素` as `标题：说明` items (the items are the titles)",
            MINGYUAN,
            "公司点评",
            "旭腾汽配（603305.SH）",
            "2026年11月30日",
            "旭腾汽配（603305.SH）三季报点评：海外订单放量，下调至增持",
            call,
            language="zh",
            risks=risks,
            blocks=(
                para(
                    "公司2026年第三季度实现营业收入18.6亿元，同比增长22%；归母净利润1.9亿元，同比增长15%。考虑到估值已"
                    "较为充分，我们将评级下调至“增持”，目标价38.60元，对应2027年20倍PE。"
                ),
                zh_forecast("旭腾汽配", MINGYUAN),
                heading("风险因素"),
                *[para(text, lead=f"{title}：", gap=3.0) for title, text in zip(risks, explanations, strict=True)],
                *zh_disclosures(MINGYUAN),
            ),
            strip=(("评级", "目标价", "收盘价", "上次评级"), ("增持", "38.60元", "33.20元", "买入")),
            chart_names=("旭腾汽配", "沪深300"),
            side="strip",
        )
    )

    risks = ("产品价格下降风险", "新品放量不及预期", "客户集中度较高风险")
    call = Call("688288.SH", "睿光激光", "推荐", "95.00元")
    docs.append(
        company(
            "zh_co_rating_line_in_body_risk_table",
            "公司研究, no sidebar: a body line `投资评级：推荐（维持）  目标价：95.00元`; 风险提示 as a `风险 | 说明` table",
            QIANHE,
            "公司研究",
            "睿光激光（688288.SH）",
            "2026年11月27日",
            "睿光激光（688288.SH）：高功率光纤激光器份额提升，盈利能力修复",
            call,
            language="zh",
            risks=risks,
            blocks=(
                para("投资评级：推荐（维持）  目标价：95.00元  当前价：78.40元", size=10.5, gap=6.0),
                heading("核心观点"),
                para(
                    "公司万瓦级光纤激光器出货量同比增长65%，国内市占率提升至31%。我们预计公司2026-2028年归母净利润分别为"
                    "5.1/6.8/8.6亿元，维持“推荐”评级。"
                ),
                zh_forecast("睿光激光", QIANHE),
                heading("风险提示"),
                table(
                    "",
                    ("风险", "说明"),
                    [
                        ("产品价格下降风险", "行业价格竞争激烈"),
                        ("新品放量不及预期", "超快激光器验证周期较长"),
                        ("客户集中度较高风险", "前五大客户占比约45%"),
                    ],
                    "",
                    widths=(0.4, 0.6),
                    left_aligned=2,
                ),
                *zh_disclosures(QIANHE),
            ),
            chart_names=("睿光激光", "科创50"),
            side="wide",
        )
    )

    risks = (
        "门店扩张速度不及预期，新店培育期拉长将影响公司收入增长",
        "食品安全风险",
        "原材料及人工成本上涨超预期",
    )
    call = Call("9688.HK", "味途餐饮", "买入", "24.60港元")
    docs.append(
        company(
            "zh_co_hk_right_sidebar_risks_wrapped_numbered_page_two",
            "港股公司研究, right sidebar `评级：买入` / `目标价：24.60港元` with `上次目标价：21.00港元`; 风险提示 on page 2 as "
            "`1.` items, the first wrapping",
            JINGLAN,
            "港股公司研究",
            "味途餐饮（9688.HK）",
            "2026年11月25日",
            "味途餐饮（9688.HK）：同店销售转正，上调目标价",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司2026年第三季度同店销售同比增长2.4%，为七个季度以来首次转正；新开门店86家，门店总数达到1,420家。"
                    "我们将目标价由21.00港元上调至24.60港元，维持“买入”评级。"
                ),
                zh_forecast("味途餐饮", JINGLAN),
                PAGE,
                heading("风险提示"),
                *numbered_lines(risks, end="。"),
                *zh_disclosures(JINGLAN),
            ),
            key_lines=("评级：买入", "目标价：24.60港元", "上次目标价：21.00港元", "现价：19.86港元"),
            chart_names=("味途餐饮", "恒生指数"),
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + chinese_reports()


NINTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(NINTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(NINTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
