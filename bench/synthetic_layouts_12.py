"""Synthetic layouts, set 12: once the held-out measure of how general the extraction rules are, now development data.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-9, the docstrings of sets 10 and 11, set 10's strategy
notes and set 11's file and test (to cover layouts they do not) and bench/labels/README.md (the labelling
conventions). It was written from general sell-side conventions of global, Asian and Chinese houses, with invented
houses, companies, tickers and figures, and drawn with the samples' engine (sample_pdfs/render.py) through the
building blocks of sets 1, 4-9 and 11, with no engine addition. Labels hold by construction and follow
bench/labels/README.md (rating and target as printed, an abbreviated rating (`O-PF`, `OW`) as printed; the first
full risk section of the note's own, its items verbatim, a `title: explanation` item or a risk table's first column
being the item, `;` items in one bullet one each; per-stock risk lines giving none; one call for a company note; a
sector note's calls from its rated tables, a picks box, a changes table (the new values), a pair-trade table, a
sidebar list, never from unrated rows; an industry report's rating only the sector's own view, its target null;
strategy notes with no rating and no calls); the self-check fails loudly when a label is not on the text layer.

Composition (29): 8 English company notes (the rating and target only in a line under the title with the previous
target beside it and risks under `What could go wrong`; a sidebar whose labels and values are on separate lines with
a `Fair value` and lettered `a)` risks; an executive summary whose last bullet holds the risks as `;` items beside a
strip in rupees; a bear / base / bull scenario table beside the sidebar's target and en-dash risks; an initiation
corner box and a `Risk | Mitigant` table; a strip with `UW (from EW)` beside the industry view, a sum-of-the-parts
table ending in the target and `+` upside-risk items; the risks listed only in the sidebar under the key data; the
rating and target only in a page-2 `Valuation summary` table with em-dash run-in risk titles), 11 English sector
notes (a `Stocks we cover` table split into two side-by-side halves with `O-PF` / `M-PF` / `U-PF` ratings and the
view as `We remain Overweight the sector`, roman `(i)` risks; an `Our picks` table with rating and PT in one cell
`OW, PT $52` and a `Risk | Mitigant` table; a `Changes to estimates and PTs` table mixing EPS changes with old and
new PTs and the risks in the executive summary's last bullet; RIC codes in the rated table beside Bloomberg tickers
in the text with `i.` risks; a ratings line under each stock's section with per-stock `Risks to PT` paragraphs and
the sector's own risks at the end; calls only in the sidebar's `Top picks` lines; a long / short pair-trade table
beside an unrated valuation table and `What would make us wrong` `1)` items; rating changes written `Hold -> Buy`
and `$45 -> $52` in one cell with the risks in a framed box; a coverage table in an appendix page after `»` risks on
page 1; two sub-sector tables each under its own view with the sector's weighting in the strip; a Chinese house's
English note with `Industry rating: Outperform (maintained)`, `600897 CH`-style codes and `Risk warning`), 2 English
strategy notes (sector stances and an index target with `We remain Overweight equities`; a model portfolio with
weights and an unrated conviction list; no rating, no calls), 8 Chinese reports (4 公司深度 / 港股公司研究 / 公司点评 /
公司研究: a left sidebar with `推荐（首次）` over `6-12个月目标价` and the 风险提示 run into the last 投资要点 paragraph as `；`
items, a strip with a 港元 target and a `风险 | 应对` table, a rating without a target in a corner box with `（一）`
items, the rating and target only in a line under the forecast table with `●` items under 风险因素 on page 2; 4
行业研究 / 行业周报 / 行业点评 / 行业深度: a 重点覆盖公司 table split into two halves with `1)` items, a weekly's 推荐标的 line
with rating tags and no targets beside a gainers table and `、`-separated risks, a 上次评级 / 本次评级 changes table with
`标题：说明` items, one cell `买入，45.00元` with the sector view only in the closing 投资建议 and `◇` items at the top of
page 1). Distractors: disclosures pages with rating legends and distributions, previous ratings and targets, sub-sector
views, not-rated rows, scenario and sum-of-the-parts values, index targets, model weights, running headers and
footers, analyst names.

    .venv/bin/python bench/synthetic_layouts_12.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_12.py --score      # the rules backend on them [--misses]

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_12.py --score`, without `--misses`, on
branch heldout12 = main d421a87 plus only this file, its test, its Makefile line and the README's make-bench row
(commit f9b03d9), 2026-12-06; format pdf throughout; risk F1 loose equal to risk F1 on every row; 20.1s for the 29
notes; en industry = 11 sector + 2 strategy notes, zh industry = 4 行业研究 / 行业周报 / 行业点评 / 行业深度):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   8       6/8 (75.0%)    6/8 (75.0%)    6/8 (75.0%)    0.857    100.0% / 50.0% (4/4/8)
    en   industry  13      12/13 (92.3%)  11/13 (84.6%)  12/13 (92.3%)  0.781    100.0% / 67.6% (25/25/37)
    en   all       21      18/21 (85.7%)  17/21 (81.0%)  18/21 (85.7%)  0.811    100.0% / 64.4% (29/29/45)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   1.000    100.0% / 100.0% (4/4/4)
    zh   industry  4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   1.000    72.7% / 61.5% (8/11/13)
    zh   all       8       8/8 (100.0%)   8/8 (100.0%)   8/8 (100.0%)   1.000    80.0% / 70.6% (12/15/17)
    all  all       29      26/29 (89.7%)  25/29 (86.2%)  26/29 (89.7%)  0.872    93.2% / 66.1% (41/44/62)

    company notes' own call: matched 8 / extracted 8 / labelled 12
    sector notes' calls: matched 33 / extracted 36 / labelled 50
    call targets right of matched calls with a labelled target: en company 4/4, en industry 21/25,
    zh company 3/3, zh industry 5/5

No document or label was changed after this run. Held out through session 18 (final figures there, on a79f34d:
unchanged from the first run on every figure); development data from session 19 on, when a fresh held-out set
(synthetic_layouts_13) took its place.
"""

from __future__ import annotations

import dataclasses
import sys
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
from bench.synthetic_layouts_4 import Note, numbered_lines, zh_disclosures, zh_forecast  # noqa: E402
from bench.synthetic_layouts_4 import report_of as set_four_report  # noqa: E402
from bench.synthetic_layouts_5 import box  # noqa: E402
from bench.synthetic_layouts_9 import NinthLayout, company, priced, sector, zh_sector  # noqa: E402
from bench.synthetic_layouts_11 import titled  # noqa: E402

SET_NAME = "synthetic_layouts_12"


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    report = dataclasses.replace(
        base,
        sidebar=dataclasses.replace(
            base.sidebar,
            analysts=("沈若溪 S0880524060003", "邱明哲 S0880526010011")
            if chinese
            else ("Tomas Varga", "Mei Ling Chua"),
        ),
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_12.py",
            "creationDate": "D:20261206040000+00'00'",
            "modDate": "D:20261206040000+00'00'",
        },
    )
    corner = doc.side == "corner"
    layout = NinthLayout(report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def marked(items: tuple[str, ...], markers: tuple[str, ...], end: str = ".") -> list[Any]:
    """Risk items each led by its own marker (`(i) `, `a) `, `» `): the marker is not part of the item."""
    return [para(item + end, lead=mark, gap=3.0) for mark, item in zip(markers, items, strict=True)]


def halves(calls: tuple[Call, ...], cells: Any) -> list[tuple[str, ...]]:
    """A stock table split into two side-by-side halves: row k holds stock k on the left and stock k + n/2 on
    the right (an empty right half when the count is odd)."""
    half = (len(calls) + 1) // 2
    rows = []
    for k in range(half):
        left = cells(calls[k])
        right = cells(calls[k + half]) if k + half < len(calls) else tuple("" for _ in left)
        rows.append((*left, *right))
    return rows


ROMAN = ("(i) ", "(ii) ", "(iii) ", "(iv) ")

# ----------------------------------------------------------------------------- the houses

ARDLOW = House(
    "Ardlow Fenwick",
    "Ardlow Fenwick Securities (Asia) Limited",
    (0.05, 0.3, 0.4),
    (
        "O-PF (Outperform): expected to outperform the relevant coverage universe over 12 months.",
        "M-PF (Market-Perform): expected to perform in line with the coverage universe.",
        "U-PF (Underperform): expected to underperform the coverage universe.",
        "Sector view: Overweight, Neutral or Underweight against the regional benchmark.",
    ),
    (("O-PF", "48", "17"), ("M-PF", "40", "11"), ("U-PF", "12", "3")),
)
QUILLON = House(
    "Quillon Marsh",
    "Quillon Marsh & Partners LLC",
    (0.5, 0.15, 0.3),
    (
        "OW (Overweight): expected to beat the analyst's coverage universe on a total-return basis.",
        "EW (Equal-weight): expected to perform in line with the coverage universe.",
        "UW (Underweight): expected to lag the coverage universe.",
        "Industry view: Attractive, In-Line or Cautious relative to the broad market.",
    ),
    (("OW", "44", "15"), ("EW", "43", "12"), ("UW", "13", "2")),
)
TORRANCE = House(
    "Torrance Hale",
    "Torrance Hale Capital Pty Ltd",
    (0.2, 0.4, 0.15),
    (
        "Add: expected total shareholder return above 10% over 12 months.",
        "Hold: expected total shareholder return between 0% and 10%.",
        "Reduce: expected total shareholder return below 0%.",
    ),
    (("Add", "55", "14"), ("Hold", "35", "9"), ("Reduce", "10", "1")),
)
ESKERVALE = House(
    "Eskervale",
    "Eskervale Securities Europe SA",
    (0.35, 0.25, 0.45),
    (
        "Buy: the stock is expected to return more than 10% over the next 12 months.",
        "Hold: the stock is expected to return between -10% and 10%.",
        "Reduce: the stock is expected to fall by more than 10%.",
        "Fair value: our estimate of the share's worth in 12 months, the basis of the rating.",
    ),
    (("Buy", "46", "13"), ("Hold", "41", "10"), ("Reduce", "13", "2")),
)
MAPLEFORD = House(
    "Mapleford Ridge",
    "Mapleford Ridge Securities Inc.",
    (0.6, 0.2, 0.05),
    (
        "Outperform: expected to outperform the sector over 12 months.",
        "Sector Perform: expected to perform in line with the sector.",
        "Underperform: expected to underperform the sector.",
        "Sector weighting: Overweight, Market Weight or Underweight versus the S&P/TSX.",
    ),
    (("Outperform", "50", "16"), ("Sector Perform", "41", "9"), ("Underperform", "9", "1")),
)
LINGXIAO = House(
    "凌霄证券",
    "凌霄证券股份有限公司",
    (0.7, 0.1, 0.05),
    (
        "公司评级：推荐：预期未来6-12个月内股价相对沪深300指数涨幅超过15%；谨慎推荐：介于5%与15%之间；中性：介于-5%与5%之间；回避：跌幅超过5%。",
        "行业评级：增持：行业指数相对沪深300指数涨幅超过10%；中性：介于-10%与10%之间；减持：跌幅超过10%。",
    ),
    (("推荐", "61", "10"), ("谨慎推荐", "27", "5"), ("中性", "12", "1")),
)
HAIRUN = House(
    "海润证券",
    "海润证券有限责任公司",
    (0.05, 0.35, 0.6),
    (
        "公司评级：买入：预期未来12个月相对恒生指数涨幅超过20%；增持：介于5%与20%之间；持有：介于-5%与5%之间；卖出：低于-5%。",
        "行业评级：看好、中性、看淡。",
    ),
    (("买入", "54", "9"), ("增持", "33", "6"), ("持有", "13", "2")),
)
HAIRUN_EN = House(
    "Hairun Securities",
    "Hairun Securities Co., Ltd.",
    (0.05, 0.35, 0.6),
    (
        "Buy: expected to outperform the CSI 300 by more than 15% over 6 months.",
        "Accumulate: expected to outperform the CSI 300 by 5% to 15%.",
        "Neutral: expected to perform within 5% of the CSI 300.",
        "Industry rating: Outperform, Neutral or Underperform against the CSI 300.",
    ),
    (("Buy", "54", "9"), ("Accumulate", "33", "6"), ("Neutral", "13", "2")),
)
QINGHE = House(
    "青禾证券",
    "青禾证券股份有限公司",
    (0.15, 0.5, 0.3),
    (
        "股票评级：买入：预期未来6个月相对市场基准涨幅超过15%；增持：介于5%与15%之间；中性：介于-5%与5%之间；减持：低于-5%。",
        "行业评级：强于大市、同步大市、弱于大市。",
    ),
    (("买入", "49", "8"), ("增持", "38", "7"), ("中性", "13", "1")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "Iron-ore prices fall below US$85/t, cutting haulage volumes at the Pilbara contracts",
        "A key client takes its rail maintenance in house",
        "Wage claims in the 2027 enterprise agreement exceed 5% a year",
    )
    call = Call("KRDG AU", "Karridge Logistics", "Add", "A$7.85")
    docs.append(
        company(
            "en_co_rating_target_line_under_title_what_could_go_wrong",
            "No sidebar and no key box: the rating and target only in one line under the title `Rating: Add | "
            "12-month TP: A$7.85 (prev. A$7.20) | Price: A$6.51`; risks as bullets under `What could go wrong`",
            TORRANCE,
            "Company Update",
            "Karridge Logistics (KRDG AU)",
            "4 December 2026",
            "Karridge Logistics: Contract renewals de-risk FY28",
            call,
            risks=risks,
            blocks=(
                para("Rating: Add | 12-month TP: A$7.85 (prev. A$7.20) | Price: A$6.51", size=9.5, gap=8.0),
                heading("Renewals de-risk FY28"),
                para(
                    "Karridge renewed its two largest haulage contracts for seven years at higher rates, locking in 64% "
                    "of FY28 revenue. We lift FY27E EBITDA by 4% and our TP to A$7.85 on an unchanged 8.5x EV/EBITDA."
                ),
                financials("Karridge Logistics", "A$", TORRANCE),
                heading("What could go wrong"),
                *bullets(risks),
                *disclosures(TORRANCE),
            ),
            chart_names=("KRDG AU", "ASX 200"),
            side="wide",
        )
    )

    risks = (
        "Lower electricity prices in the Nordic market",
        "Delays to the grid connection of the Bothnia wind park",
        "A windfall tax on hydro generators",
    )
    call = Call("VATN SS", "Vattenhall Kraft", "Reduce", "SEK184")
    docs.append(
        company(
            "en_co_sidebar_labels_over_values_fair_value_lettered_risks",
            "Right sidebar whose labels and values sit on separate lines (`Recommendation` over `Reduce`, `Fair value` "
            "over `SEK184`, `Previous fair value` over `SEK205`); risks as `a)` items under `Risks to our rating`",
            ESKERVALE,
            "Company Note",
            "Vattenhall Kraft (VATN SS)",
            "3 December 2026",
            "Vattenhall Kraft: Hydro reservoirs full, prices are not",
            call,
            risks=risks,
            blocks=(
                heading("Full reservoirs, soft prices"),
                para(
                    "Nordic hydro reservoirs stand 9 points above their seasonal norm, and forward prices for 2027 "
                    "have fallen 18% since the summer. We cut our fair value to SEK184 and stay at Reduce."
                ),
                financials("Vattenhall Kraft", "SEK", ESKERVALE),
                heading("Risks to our rating"),
                *marked(risks, ("a) ", "b) ", "c) ")),
                *disclosures(ESKERVALE),
            ),
            key_lines=(
                "Recommendation",
                "Reduce",
                "Fair value",
                "SEK184",
                "Previous fair value",
                "SEK205",
                "Share price: SEK201.40",
            ),
            chart_names=("VATN SS", "OMXS30"),
        )
    )

    risks = (
        "slower deposit growth in rural branches",
        "a rise in agricultural loan defaults after a weak monsoon",
        "a cut in the priority-sector lending rate cap",
    )
    call = Call("GRMB IN", "Gramin Bharat Finance", "Buy", "Rs2,450")
    docs.append(
        company(
            "en_co_exec_summary_last_bullet_risks_rupee_strip",
            "Strip `Recommendation | Target price | CMP | Upside` with `Buy` and `Rs2,450`; an `Executive summary` of "
            "bullets whose last bullet holds the risks as `;` items (`Key risks: a; b; c.`)",
            TORRANCE,
            "Company Report",
            "Gramin Bharat Finance (GRMB IN)",
            "2 December 2026",
            "Gramin Bharat Finance: Rural credit cycle turns up",
            call,
            risks=risks,
            blocks=(
                heading("Executive summary"),
                *bullets(
                    (
                        "Disbursements grew 31% in the September quarter, the fastest in six quarters",
                        "Credit costs fell to 1.1% of loans, below our 1.4% estimate",
                        "We raise FY27E EPS by 6% and our target to Rs2,450 on 3.1x FY27E P/B",
                    )
                ),
                para("; ".join(risks) + ".", lead="\u2022 Key risks: ", gap=8.0),
                heading("Rural credit turns up"),
                para(
                    "Tractor and two-wheeler loans, 40% of the book, grew fastest as the kharif harvest lifted rural "
                    "incomes. The deposit franchise keeps funding costs 60bp below peers."
                ),
                financials("Gramin Bharat Finance", "Rs", TORRANCE),
                *disclosures(TORRANCE),
            ),
            strip=(("Recommendation", "Target price", "CMP", "Upside"), ("Buy", "Rs2,450", "Rs1,986", "23.4%")),
            chart_names=("GRMB IN", "Nifty 50"),
            side="strip",
        )
    )

    risks = (
        "Lower realised gold prices",
        "Cost inflation at the Red Lake mill",
        "Permitting delays at the Timmins expansion",
    )
    call = Call("BRLK CN", "Birchlake Gold", "Sector Perform", "C$42.00")
    docs.append(
        company(
            "en_co_left_sidebar_scenario_table_en_dash_risks",
            "Left sidebar `Rating: Sector Perform` / `PT: C$42.00`; a bear / base / bull scenario table with "
            "C$31.00 / C$42.00 / C$50.00 (distractors beside the target); risks as en-dash items under `Risks to our "
            "price target`",
            MAPLEFORD,
            "Company Comment",
            "Birchlake Gold (BRLK CN)",
            "1 December 2026",
            "Birchlake Gold: Grades recover, costs do not",
            call,
            risks=risks,
            blocks=(
                heading("Grades recover"),
                para(
                    "Head grade at Red Lake recovered to 7.9 g/t in the third quarter, but all-in sustaining costs rose "
                    "to US$1,640/oz. Our C$42.00 price target is set at 1.1x NAV."
                ),
                table(
                    "Exhibit 3: Scenario values",
                    ("Scenario", "Gold (US$/oz)", "Value per share"),
                    [("Bear", "2,100", "C$31.00"), ("Base", "2,450", "C$42.00"), ("Bull", "2,800", "C$50.00")],
                    "Source: Mapleford Ridge estimates",
                    widths=(0.34, 0.33, 0.33),
                    left_aligned=1,
                ),
                financials("Birchlake Gold", "C$", MAPLEFORD),
                heading("Risks to our price target"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(MAPLEFORD),
            ),
            key_lines=("Rating: Sector Perform", "PT: C$42.00", "Price: C$38.15", "Mkt cap: C$6.2bn"),
            chart_names=("BRLK CN", "S&P/TSX"),
            side="left",
        )
    )

    risks = ("Slower store openings", "Higher rents in core districts", "Weaker tourist spending")
    mitigants = (
        "A pipeline of 120 signed leases for 2027",
        "Turnover-based rents on 70% of leases",
        "Local customers are 78% of sales",
    )
    call = Call("2815 HK", "Peony Lane Retail", "Outperform", "HK$19.60")
    docs.append(
        company(
            "en_co_initiation_corner_box_risk_mitigant_table",
            "An initiation: a corner box `Initiation` / `Outperform` / `Target: HK$19.60` / `Upside: 27%`; risks "
            "as a two-column `Risk | Mitigant` table under `Investment risks`",
            ARDLOW,
            "Initiation of Coverage",
            "Peony Lane Retail (2815 HK)",
            "30 November 2026",
            "Peony Lane Retail: Small formats, big runway; initiate at Outperform",
            call,
            risks=risks,
            blocks=(
                heading("Small formats, big runway"),
                para(
                    "Peony Lane runs 640 small-format beauty stores in southern China and Hong Kong, with same-store "
                    "sales growth of 8% this year. We initiate at Outperform with a target of HK$19.60 on 18x 2027E P/E."
                ),
                financials("Peony Lane Retail", "HK$", ARDLOW),
                heading("Investment risks"),
                table(
                    "",
                    ("Risk", "Mitigant"),
                    list(zip(risks, mitigants, strict=True)),
                    "Source: Ardlow Fenwick",
                    widths=(0.4, 0.6),
                    left_aligned=2,
                ),
                *disclosures(ARDLOW),
            ),
            key_lines=("Initiation", "Outperform", "Target: HK$19.60", "Upside: 27%"),
            chart_names=("2815 HK", "Hang Seng"),
            side="corner",
        )
    )

    risks = (
        "Faster recovery of Japanese office rents",
        "A takeover approach for the group's land bank",
        "A weaker yen lifting inbound hotel demand",
    )
    call = Call("8841 JP", "Kirishima Estates", "UW", "¥3,200")
    docs.append(
        company(
            "en_co_strip_abbreviated_downgrade_from_sotp_target_plus_risks",
            "Strip `Rating | Price target | Price | Industry view` with `UW (from EW)` and `¥3,200` beside the industry "
            "view `In-Line`; a sum-of-the-parts table whose last row is the target; upside risks as `+` items",
            QUILLON,
            "Company Update",
            "Kirishima Estates (8841 JP)",
            "29 November 2026",
            "Kirishima Estates: Office vacancy is rising again; downgrade to UW",
            call,
            risks=risks,
            blocks=(
                heading("Vacancy is rising again"),
                para(
                    "Vacancy in the group's Tokyo offices rose to 6.8% as two large tenants consolidated floors. We "
                    "downgrade to UW from EW and cut our PT to ¥3,200, a 15% discount to NAV."
                ),
                table(
                    "Exhibit 2: Sum of the parts",
                    ("Segment", "Method", "¥ per share"),
                    [
                        ("Offices", "NAV, 3.4% cap rate", "2,480"),
                        ("Residential", "NAV, 3.9% cap rate", "910"),
                        ("Hotels", "8x EV/EBITDA", "420"),
                        ("Net debt and discount", "", "-610"),
                        ("Price target", "", "3,200"),
                    ],
                    "Source: Quillon Marsh estimates",
                    widths=(0.4, 0.35, 0.25),
                    left_aligned=2,
                ),
                financials("Kirishima Estates", "¥", QUILLON),
                heading("Risks to our Underweight rating"),
                *bullets(risks, marker="+ "),
                *disclosures(QUILLON),
            ),
            strip=(
                ("Rating", "Price target", "Price", "Industry view"),
                ("UW (from EW)", "¥3,200", "¥3,780", "In-Line"),
            ),
            chart_names=("8841 JP", "TOPIX"),
            side="strip",
        )
    )

    risks = ("Ad-tech privacy rules", "Loss of a top-5 publisher", "Weaker US ad spending")
    call = Call("BRQD US", "Briquad Media", "Buy", "US$24.00")
    docs.append(
        company(
            "en_co_risks_listed_in_the_sidebar_under_key_data",
            "Right sidebar with `Buy` / `TP: US$24.00` and, under the key data, a `Key risks` list of three short "
            "lines; the body has no risk section",
            ARDLOW,
            "Company Flash",
            "Briquad Media (BRQD US)",
            "28 November 2026",
            "Briquad Media: Connected-TV share gains accelerate",
            call,
            risks=risks,
            blocks=(
                heading("Connected-TV share gains"),
                para(
                    "Connected-TV revenue grew 48% in the quarter and now makes up 37% of the total. We keep Buy and a "
                    "US$24.00 target, on 14x 2027E EV/EBITDA."
                ),
                financials("Briquad Media", "US$", ARDLOW),
                *disclosures(ARDLOW),
            ),
            key_lines=("Buy", "TP: US$24.00", "Price: US$19.12", "Key risks", *risks),
            chart_names=("BRQD US", "Nasdaq"),
        )
    )

    risks = ("Regulatory", "Execution", "Funding")
    explanations = (
        "the energy regulator's 2028 reset could cut allowed returns by 50bp.",
        "the smart-meter roll-out is 14 months behind plan.",
        "€1.1bn of bonds mature in 2027.",
    )
    call = Call("RDVG PL", "Redevia Grid", "Hold", "€12.40")
    docs.append(
        company(
            "en_co_rating_and_target_only_in_valuation_table_dash_titled_risks",
            "Left sidebar with price data only; the rating and target only in a `Valuation summary` table on page 2 "
            "(`Rating | Hold`, `Price target | €12.40`, `Methodology | DCF`); risks as em-dash run-in titles "
            "(`Regulatory — ...`)",
            ESKERVALE,
            "Company Note",
            "Redevia Grid (RDVG PL)",
            "27 November 2026",
            "Redevia Grid: Regulation decides the next leg",
            call,
            risks=risks,
            blocks=(
                heading("Regulation decides"),
                para(
                    "Redevia's regulated asset base grows 7% a year to 2030, but the 2028 reset will decide returns. "
                    "The smart-meter programme is late and over budget."
                ),
                financials("Redevia Grid", "€", ESKERVALE),
                PAGE,
                table(
                    "Figure 5: Valuation summary",
                    ("Item", "Value"),
                    [
                        ("Rating", "Hold"),
                        ("Price target", "€12.40"),
                        ("Methodology", "DCF, WACC 6.9%"),
                        ("Upside", "6%"),
                    ],
                    "Source: Eskervale estimates",
                    widths=(0.5, 0.5),
                    left_aligned=1,
                ),
                heading("Risks"),
                *titled(risks, explanations, sep=" \u2014 "),
                *disclosures(ESKERVALE),
            ),
            key_lines=("Price: €11.70", "Mkt cap: €3.9bn", "Utilities", "Free float: 48%"),
            chart_names=("RDVG PL", "PSI"),
            side="left",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("2391 TT", "Taichung Wafer", "O-PF", "NT$1,480"),
        Call("3725 TT", "Hsinpu Packaging", "O-PF", "NT$212"),
        Call("2318 TT", "Keelung Micro", "M-PF", "NT$61.0"),
        Call("6779 TT", "Miaoli Foundry", "U-PF", "NT$18.5"),
        Call("3051 TT", "Yilan Substrates", "M-PF", "NT$188"),
    )
    risks = (
        "a pause in AI accelerator orders",
        "tariffs on Taiwanese chips shipped to the US",
        "a stronger New Taiwan dollar",
    )
    docs.append(
        sector(
            "en_sec_stocks_we_cover_split_halves_abbreviated_ratings",
            "No sidebar; the view only as `We remain Overweight the sector` in the first paragraph; a `Stocks we "
            "cover` table split into two side-by-side halves (Company | Ticker | Rating | PT twice), ratings `O-PF` / "
            "`M-PF` / `U-PF`; risks as `(i)` items",
            ARDLOW,
            "Sector Update",
            "Taiwan Semiconductors",
            "4 December 2026",
            "Taiwan Semiconductors: Advanced packaging capacity sold out",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "CoWoS-class capacity is sold out to the end of 2027 and wafer prices for 3nm rise 5% in January. "
                    "We remain Overweight the sector, with the back end our preferred exposure."
                ),
                table(
                    "Figure 1: Stocks we cover",
                    ("Company", "Ticker", "Rating", "PT", "Company", "Ticker", "Rating", "PT"),
                    halves(calls, lambda c: (c.name, c.code, c.rating, c.target or "")),
                    "Source: Ardlow Fenwick estimates",
                    widths=(0.17, 0.1, 0.08, 0.15) * 2,
                    left_aligned=3,
                ),
                heading("Key risks"),
                *marked(risks, ROMAN[:3]),
                *disclosures(ARDLOW),
            ),
            chart_names=("TWSE Semis", "TAIEX"),
            side="wide",
        )
    )

    calls = (
        Call("HLVX US", "Hollisvex Therapeutics", "OW", "$52"),
        Call("MRDN US", "Meridane Bio", "OW", "$118"),
        Call("CPTL US", "Capitola Pharma", "EW", "$34"),
    )
    risks = ("Drug-pricing legislation", "Clinical trial failures", "Slower FDA reviews")
    mitigants = (
        "Exposure limited to Medicare Part D for our picks",
        "Pipelines spread over 3+ late-stage assets",
        "Priority review vouchers held by two companies",
    )
    docs.append(
        sector(
            "en_sec_our_picks_rating_and_pt_one_cell_risk_mitigant",
            "Left sidebar `Industry view` over `Attractive`; an `Our picks` table whose last column holds the rating "
            "and PT in one cell (`OW, PT $52`); risks as a two-column `Risk | Mitigant` table",
            QUILLON,
            "Industry Note",
            "US Biotechnology",
            "3 December 2026",
            "US Biotechnology: Readouts cluster in the first half",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Fourteen phase-3 readouts fall in the first half of 2027, twice the usual number, and M&A has "
                    "picked up with three deals above $5bn since September."
                ),
                table(
                    "Exhibit 1: Our picks",
                    ("Company", "Ticker", "Catalyst", "Rating / PT"),
                    [
                        (c.name, c.code, catalyst, f"{c.rating}, PT {c.target}")
                        for c, (catalyst,) in priced(
                            calls, [("Ph3 data 2Q27",), ("Launch 1Q27",), ("Label expansion",)]
                        )
                    ],
                    "Source: Quillon Marsh",
                    widths=(0.32, 0.16, 0.28, 0.24),
                    left_aligned=3,
                ),
                heading("Risks to our view"),
                table(
                    "",
                    ("Risk", "Mitigant"),
                    list(zip(risks, mitigants, strict=True)),
                    "",
                    widths=(0.35, 0.65),
                    left_aligned=2,
                ),
                *disclosures(QUILLON),
            ),
            key_lines=("Industry view", "Attractive", "Healthcare"),
            chart_names=("NBI", "S&P 500"),
            side="left",
        )
    )

    calls = (
        Call("WSFR AU", "Westfrey Resources", "Add", "A$4.10"),
        Call("PLBM AU", "Pilbara Moor Mining", "Hold", "A$12.30"),
        Call("GNDL AU", "Gundalup Lithium", "Reduce", "A$1.05"),
        Call("KRNX AU", "Kernex Minerals", "Add", "A$0.88"),
    )
    risks = ("lithium prices fall below US$900/t", "Chinese converters cut orders", "a stronger Australian dollar")
    docs.append(
        sector(
            "en_sec_changes_to_estimates_and_pts_exec_summary_risk_bullet",
            "Strip `Sector view | Neutral`; calls in a `Changes to estimates and PTs` table mixing old and new EPS "
            "with old and new PTs (the new ones the calls); risks as `;` items in the executive summary's last bullet",
            TORRANCE,
            "Sector Note",
            "Australian Battery Minerals",
            "2 December 2026",
            "Australian Battery Minerals: Marking to a lower price deck",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                heading("Executive summary"),
                *bullets(
                    (
                        "We cut our 2027 spodumene price to US$1,050/t from US$1,250/t",
                        "FY27E EPS falls 8-35% across the coverage; targets fall accordingly",
                    )
                ),
                para("; ".join(risks) + ".", lead="\u2022 Risks: ", gap=8.0),
                table(
                    "Figure 1: Changes to estimates and PTs",
                    ("Company", "Ticker", "Rating", "FY27E EPS old", "FY27E EPS new", "PT old", "PT new"),
                    [
                        (c.name, c.code, c.rating, e_old, e_new, pt_old, c.target or "")
                        for c, (e_old, e_new, pt_old) in priced(
                            calls,
                            [
                                ("0.41", "0.36", "A$4.50"),
                                ("1.22", "1.05", "A$13.40"),
                                ("0.09", "0.06", "A$1.30"),
                                ("0.05", "0.04", "A$0.95"),
                            ],
                        )
                    ],
                    "Source: Torrance Hale estimates",
                    widths=(0.22, 0.1, 0.1, 0.15, 0.15, 0.14, 0.14),
                    left_aligned=3,
                ),
                *disclosures(TORRANCE),
            ),
            strip=(("Sector view", "Stocks", "Date"), ("Neutral", "9", "2 Dec 2026")),
            chart_names=("ASX Lithium", "ASX 200"),
            side="strip",
        )
    )

    calls = (
        Call("018470.KS", "Seorin Electronics", "Buy", "KRW98,000"),
        Call("2487.TW", "Tamsui Chip Design", "Buy", "NT$1,650"),
        Call("0978.HK", "Harbourline PC", "Hold", "HK$11.20"),
        Call("6791.T", "Kanto Imaging", "Sell", "¥2,900"),
    )
    risks = (
        "Smartphone demand stays flat in 2027",
        "Memory costs rise faster than handset prices",
        "Component tariffs between the US and Asia",
    )
    docs.append(
        sector(
            "en_sec_ric_codes_in_table_bloomberg_in_text_roman_dot_risks",
            "Right sidebar without a sector view; the body names the stocks by Bloomberg ticker (`018470 KS`) while "
            "the rated table gives RIC codes (`018470.KS`); risks as `i.` items under `Key risks to our sector call`",
            ESKERVALE,
            "Sector Report",
            "Asia Consumer Hardware",
            "1 December 2026",
            "Asia Consumer Hardware: Memory costs squeeze the mid-range",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Memory now makes up 19% of a mid-range phone's bill of materials, up from 12% a year ago. We prefer "
                    "Seorin Electronics (018470 KS) and Tamsui Chip Design (2487 TT) and avoid Kanto Imaging (6791 JP)."
                ),
                table(
                    "Figure 1: Coverage, ratings and fair values",
                    ("Company", "RIC", "Rating", "Price", "Fair value"),
                    [
                        (c.name, c.code, c.rating, price, c.target or "")
                        for c, (price,) in priced(calls, [("KRW79,400",), ("NT$1,395",), ("HK$10.86",), ("¥3,410",)])
                    ],
                    "Source: Refinitiv, Eskervale estimates",
                    widths=(0.3, 0.16, 0.14, 0.2, 0.2),
                    left_aligned=3,
                ),
                heading("Key risks to our sector call"),
                *marked(risks, ("i. ", "ii. ", "iii. ")),
                *disclosures(ESKERVALE),
            ),
            key_lines=("Asia Consumer Hardware", "Technology", "12 stocks covered"),
            chart_names=("MSCI Asia Tech", "MSCI Asia"),
        )
    )

    calls = (
        Call("TRVN CN", "Tervain Rail", "Outperform", "C$61.00"),
        Call("NSKP CN", "North Shore Pipelines", "Sector Perform", "C$38.50"),
        Call("ALGW CN", "Algonwood Midstream", "Underperform", "C$22.00"),
    )
    risks = (
        "Western Canadian crude output grows more slowly than pipeline capacity",
        "Federal emissions caps raise compliance costs",
        "Higher interest rates lift the cost of capital for long-lived assets",
    )
    docs.append(
        sector(
            "en_sec_ratings_line_under_each_stock_per_stock_risks_then_sector_risks",
            "Corner box `Sector weighting` / `Market Weight`; one section per stock with a figure caption and a "
            "ratings line under it (`Rating: Outperform | PT: C$61.00 | Price: C$54.20`) and its own `Risks to PT:` "
            "paragraph; the sector's own risks numbered at the end under `Sector risks`",
            MAPLEFORD,
            "Industry Report",
            "Canadian Transport & Infrastructure",
            "30 November 2026",
            "Canadian Transport & Infrastructure: Volumes hold, rates matter more",
            rating="Market Weight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Rail carloads grew 3% and pipeline throughput 5% in the third quarter. With volumes steady, "
                    "returns will depend on rate settlements and on the cost of capital."
                ),
                *[
                    block
                    for c, (price, own) in priced(
                        calls,
                        [
                            ("C$54.20", "a labour disruption at the ports; weaker grain volumes"),
                            ("C$36.90", "a delay to the Kitimat expansion toll settlement"),
                            ("C$24.75", "a takeover bid from a larger peer"),
                        ],
                    )
                    for block in (
                        heading(f"{c.name} ({c.code})"),
                        para(f"Exhibit: {c.name} share price, last 12 months", size=8.5, gap=2.0),
                        para(f"Rating: {c.rating} | PT: {c.target} | Price: {price}", size=9.0, gap=4.0),
                        para(own + ".", lead="Risks to PT: ", gap=6.0),
                    )
                ],
                heading("Sector risks"),
                *numbered_lines(risks),
                *disclosures(MAPLEFORD),
            ),
            key_lines=("Sector weighting", "Market Weight", "Transport & Infrastructure"),
            chart_names=("TSX Transport", "S&P/TSX"),
            side="corner",
        )
    )

    calls = (
        Call("BRKM LN", "Brackenmoor Mining", "OW", "2,650p"),
        Call("GLNT LN", "Glentarn Metals", "OW", "540p"),
        Call("AGMR LN", "Aldgate Minerals", "UW", "1,180p"),
    )
    risks = (
        "A sharper slowdown in Chinese steel output",
        "Copper supply returns faster from restarted mines",
        "Sterling strengthens against the US dollar",
    )
    docs.append(
        sector(
            "en_sec_calls_only_in_sidebar_top_picks_lines",
            "Right sidebar holding the calls as lines (`Top picks`, then `Brackenmoor Mining (BRKM LN)` over `OW, PT "
            "2,650p`), the body with an unrated commodity table; `Industry view: In-Line` in the sidebar; risks as "
            "bullets under `Risks`",
            QUILLON,
            "Sector Note",
            "UK Mining",
            "29 November 2026",
            "UK Mining: Copper over iron ore",
            rating="In-Line",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "We raise our 2027 copper forecast to $10,900/t and cut iron ore to $88/t. The miners with the "
                    "highest copper share of EBITDA re-rate most in our scenarios."
                ),
                table(
                    "Exhibit 2: Commodity price deck",
                    ("Commodity", "2026E", "2027E", "2028E"),
                    [("Copper ($/t)", "9,850", "10,900", "11,200"), ("Iron ore ($/t)", "96", "88", "82")],
                    "Source: Quillon Marsh estimates",
                    widths=(0.4, 0.2, 0.2, 0.2),
                    left_aligned=1,
                ),
                heading("Risks"),
                *bullets(risks),
                *disclosures(QUILLON),
            ),
            key_lines=(
                "Industry view: In-Line",
                "Top picks",
                *(line for c in calls for line in (f"{c.name} ({c.code})", f"{c.rating}, PT {c.target}")),
            ),
            chart_names=("FTSE Mining", "FTSE 100"),
        )
    )

    calls = (
        Call("CRVL FP", "Corvelle Luxe", "Buy", "EUR188"),
        Call("MSTR IM", "Maestra Moda", "Reduce", "EUR41"),
    )
    risks = (
        "Chinese demand for soft luxury recovers faster than we expect",
        "Maestra Moda's new creative director lifts full-price sales",
        "The euro weakens, flattering exporters' reported growth",
    )
    docs.append(
        sector(
            "en_sec_pair_trade_table_unrated_comps_what_would_make_us_wrong",
            "No sidebar and no sector view; a `Pair trade` table (`Long` / `Short` legs with rating and fair value) "
            "beside an unrated valuation table that adds two uncovered peers; risks as `1)` items under `What would "
            "make us wrong`",
            ESKERVALE,
            "Sector Comment",
            "European Luxury Goods",
            "28 November 2026",
            "European Luxury Goods: Long quality, short turnaround",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Hard luxury and top-tier leather goods have held prices while aspirational brands discount. We "
                    "open a pair trade: long Corvelle Luxe, short Maestra Moda."
                ),
                table(
                    "Figure 1: Pair trade",
                    ("Leg", "Company", "Ticker", "Rating", "Fair value", "Price"),
                    [
                        (leg, c.name, c.code, c.rating, c.target or "", price)
                        for c, (leg, price) in priced(calls, [("Long", "EUR161"), ("Short", "EUR47")])
                    ],
                    "Source: Eskervale",
                    widths=(0.1, 0.26, 0.14, 0.14, 0.18, 0.18),
                    left_aligned=4,
                ),
                table(
                    "Figure 2: Sector valuation",
                    ("Company", "EV/EBIT 27E", "P/E 27E", "Sales growth 27E"),
                    [
                        ("Corvelle Luxe", "19.4x", "26.1x", "7%"),
                        ("Maestra Moda", "15.2x", "21.0x", "-2%"),
                        ("Valdonne Group", "17.8x", "24.5x", "4%"),
                        ("Ostermann Leder", "12.9x", "18.2x", "3%"),
                    ],
                    "Source: Eskervale estimates; Valdonne Group and Ostermann Leder are not covered",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=1,
                ),
                heading("What would make us wrong"),
                *marked(risks, ("1) ", "2) ", "3) ")),
                *disclosures(ESKERVALE),
            ),
            chart_names=("Stoxx Luxury", "Stoxx 600"),
            side="wide",
        )
    )

    calls = (
        Call("FLNR US", "Fallon Rail Freight", "Buy", "$52"),
        Call("SKYH US", "Skyhollow Air Cargo", "Hold", "$27"),
        Call("TDWL US", "Tidewell Shipping", "Sell", "$14"),
    )
    risks = (
        "Freight volumes fall further if industrial output contracts",
        "Diesel prices rise above $4.50 a gallon",
        "Port labour talks break down on the East Coast",
    )
    docs.append(
        sector(
            "en_sec_arrow_changes_in_one_cell_risks_in_framed_box",
            "Strip `Sector view | Overweight`; a table whose rating and PT cells print the change with an arrow "
            "(`Hold -> Buy`, `$45 -> $52`); the risks as bullets inside a framed box headed `Risks to our call`",
            MAPLEFORD,
            "Sector Note",
            "US Freight Transportation",
            "27 November 2026",
            "US Freight Transportation: The freight recession is ending",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Truckload spot rates have risen for three months and rail intermodal volumes are up 6% year on "
                    "year. We reshuffle ratings towards the early-cycle names."
                ),
                table(
                    "Exhibit 1: Rating and PT changes",
                    ("Company", "Ticker", "Rating", "PT", "Price"),
                    [
                        (c.name, c.code, f"{old} -> {c.rating}", f"{old_pt} -> {c.target}", price)
                        for c, (old, old_pt, price) in priced(
                            calls,
                            [("Hold", "$45", "$44.10"), ("Buy", "$33", "$25.60"), ("Hold", "$19", "$15.85")],
                        )
                    ],
                    "Source: Mapleford Ridge estimates",
                    widths=(0.3, 0.14, 0.2, 0.18, 0.18),
                    left_aligned=2,
                ),
                box("Risks to our call", *(f"\u2022 {r}." for r in risks)),
                *disclosures(MAPLEFORD),
            ),
            strip=(("Sector view", "Coverage", "Date"), ("Overweight", "11 stocks", "27 Nov 2026")),
            chart_names=("DJ Transports", "S&P 500"),
            side="strip",
        )
    )

    calls = (
        Call("SRKB SP", "Serangoon Kopi Brands", "O-PF", "S$1.92"),
        Call("JRNG MK", "Jurong Noodle Holdings", "M-PF", "RM3.40"),
        Call("TBFD TB", "Thai Bay Foods", "U-PF", "Bt21.50"),
    )
    risks = (
        "Palm oil and wheat costs rise again",
        "Minimum wage increases in Malaysia and Thailand",
        "Supermarket private labels take share",
    )
    docs.append(
        sector(
            "en_sec_coverage_in_appendix_after_guillemet_risks",
            "Left sidebar `Sector view` / `Neutral`; page 1 holds the thesis and `Investment risks` as `»` items; "
            "the ratings and targets only in an `Appendix: coverage` table on page 2, with an NR row",
            ARDLOW,
            "Sector Report",
            "ASEAN Packaged Food",
            "26 November 2026",
            "ASEAN Packaged Food: Input costs ease, volumes do not",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Wheat and palm oil prices are 14% below last year's average, but volumes fell 1% in the third "
                    "quarter as consumers traded down. Margins recover before sales do."
                ),
                heading("Investment risks"),
                *marked(risks, ("\u00bb ", "\u00bb ", "\u00bb ")),
                PAGE,
                heading("Appendix: coverage"),
                table(
                    "",
                    ("Company", "Ticker", "Rating", "Target", "Price"),
                    [
                        (c.name, c.code, c.rating, c.target or "", price)
                        for c, (price,) in priced(calls, [("S$1.71",), ("RM3.52",), ("Bt24.10",)])
                    ]
                    + [("Makan Enak Group", "MKEN IJ", "NR", "-", "Rp1,240")],
                    "Source: Ardlow Fenwick estimates",
                    widths=(0.32, 0.16, 0.14, 0.19, 0.19),
                    left_aligned=3,
                ),
                *disclosures(ARDLOW),
            ),
            key_lines=("Sector view", "Neutral", "Consumer Staples"),
            chart_names=("MSCI ASEAN Staples", "MSCI ASEAN"),
            side="left",
        )
    )

    calls = (
        Call("SLBR US", "Sealbrook Oilfield", "Outperform", "$58.00"),
        Call("HLRN US", "Hallerton Drilling", "Outperform", "$31.00"),
        Call("VLRF US", "Vallance Bend Refining", "Underperform", "$102.00"),
        Call("MRFN US", "Marlfield Refiners", "Sector Perform", "$64.00"),
    )
    risks = (
        "OPEC+ adds supply faster than demand grows",
        "US crack spreads normalise below the five-year average",
        "Permitting reform stalls in Congress",
    )
    docs.append(
        sector(
            "en_sec_two_sub_sector_tables_with_own_views_overall_in_strip",
            "Strip `Sector weighting | Market Weight`; two stock tables, each under a sub-sector heading with its own "
            "view (`Oil services: Overweight`, `Refiners: Underweight`: distractors, not the sector's); risks as "
            "bullets under `Risks to our weighting`",
            MAPLEFORD,
            "Industry Report",
            "US Energy",
            "26 November 2026",
            "US Energy: Services over refiners",
            rating="Market Weight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Upstream budgets for 2027 are up 6% while refining margins have fallen 30% from their peak. We "
                    "prefer the services names over the refiners."
                ),
                *[
                    block
                    for view, group, prices in (
                        ("Oil services: Overweight", calls[:2], ("$47.60", "$25.10")),
                        ("Refiners: Underweight", calls[2:], ("$118.40", "$61.30")),
                    )
                    for block in (
                        heading(view),
                        table(
                            "",
                            ("Company", "Ticker", "Rating", "Price", "PT"),
                            [
                                (c.name, c.code, c.rating, price, c.target or "")
                                for c, price in zip(group, prices, strict=True)
                            ],
                            "",
                            widths=(0.32, 0.14, 0.2, 0.17, 0.17),
                            left_aligned=3,
                        ),
                    )
                ],
                heading("Risks to our weighting"),
                *bullets(risks),
                *disclosures(MAPLEFORD),
            ),
            strip=(("Sector weighting", "Sub-sectors", "Date"), ("Market Weight", "2", "26 Nov 2026")),
            chart_names=("S&P Energy", "S&P 500"),
            side="strip",
        )
    )

    calls = (
        Call("600897 CH", "Qingyuan Dairy Group", "Buy", "RMB38.00"),
        Call("2337 HK", "Saibei Pastures", "Accumulate", "HK$21.50"),
        Call("603156 CH", "Yangyuan Drinks", "Accumulate", "RMB26.40"),
    )
    risks = (
        "Raw milk prices fall further, forcing write-downs of inventory",
        "Birth rates keep falling, shrinking infant-formula demand",
        "Food safety incidents",
    )
    docs.append(
        sector(
            "en_sec_chinese_house_english_note_risk_warning_heading",
            "A Chinese house's English industry note: right sidebar `Industry rating: Outperform (maintained)`; codes "
            "`600897 CH` and `2337 HK`, targets in RMB and HK$; `Buy` / `Accumulate`; risks as numbered items under "
            "`Risk warning`",
            HAIRUN_EN,
            "Industry Research",
            "China Dairy and Beverages",
            "25 November 2026",
            "China Dairy and Beverages: Milk price cycle nears the bottom",
            rating="Outperform",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Raw milk prices have fallen for 34 months to RMB3.05/kg, and herd culling has begun. We expect "
                    "prices to bottom in the second quarter of 2027, lifting dairy margins."
                ),
                table(
                    "Figure 1: Key companies",
                    ("Code", "Company", "Rating", "Target price", "PE 2027E"),
                    [
                        (c.code, c.name, c.rating, c.target or "", pe)
                        for c, (pe,) in priced(calls, [("15.2",), ("13.8",), ("18.9",)])
                    ],
                    "Source: Wind, Hairun Securities",
                    widths=(0.2, 0.28, 0.18, 0.18, 0.16),
                    left_aligned=3,
                ),
                heading("Risk warning"),
                *numbered_lines(risks),
                *disclosures(HAIRUN_EN),
            ),
            key_lines=("Industry rating: Outperform (maintained)", "Consumer Staples", "China"),
            chart_names=("CSI Dairy", "CSI 300"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- strategy


def strategy_notes() -> list[Note]:
    docs: list[Note] = []
    risks = (
        "Bond yields rise above 5% as fiscal deficits widen",
        "Earnings revisions for 2027 turn negative",
        "A correction in AI-related capex",
    )
    docs.append(
        sector(
            "en_strat_sector_stances_index_target_we_remain_overweight_equities",
            "US strategy: no rating and no calls; an index target (`S&P 500 year-end 2027 target: 7,400`), a sector "
            "stance table with Overweight / Market Weight / Underweight and weights, `We remain Overweight equities` "
            "(an asset-class view, not a sector rating); risks as bullets",
            MAPLEFORD,
            "US Equity Strategy",
            "US Equity Strategy",
            "4 December 2026",
            "US Strategy 2027: Broadening, not rotating",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "Our S&P 500 year-end 2027 target is 7,400, 9% above today's level, on EPS of $318 and a 23.3x "
                    "multiple. We remain Overweight equities against bonds."
                ),
                table(
                    "Exhibit 1: Sector stances",
                    ("Sector", "Index weight (%)", "Our weight (%)", "Stance"),
                    [
                        ("Information Technology", "32.4", "35.0", "Overweight"),
                        ("Financials", "13.1", "15.0", "Overweight"),
                        ("Health Care", "9.8", "9.8", "Market Weight"),
                        ("Consumer Staples", "5.6", "4.0", "Underweight"),
                        ("Utilities", "2.4", "1.5", "Underweight"),
                    ],
                    "Source: S&P, Mapleford Ridge strategy",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=1,
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(MAPLEFORD),
            ),
            key_lines=("US Equity Strategy", "S&P 500 target: 7,400", "Outlook 2027"),
            chart_names=("S&P 500", "US 10Y"),
        )
    )
    docs.append(
        sector(
            "en_strat_model_portfolio_weights_unrated_conviction_list",
            "Asia model portfolio: no rating, no calls and no risk section; a model portfolio table with tickers, "
            "weights and weight changes, a `Conviction list` of tickers with no ratings, a Hang Seng target",
            ARDLOW,
            "Portfolio Strategy",
            "Asia Pacific Model Portfolio",
            "3 December 2026",
            "Asia Pacific Model Portfolio: Adding Japan banks, trimming India",
            rating=None,
            risks=(),
            calls=(),
            blocks=(
                para(
                    "We add two Japanese banks and cut India to benchmark. Our Hang Seng target for end-2027 is 27,500 "
                    "and our TOPIX target is 3,350."
                ),
                table(
                    "Figure 1: Model portfolio",
                    ("Company", "Ticker", "Weight (%)", "Change (pp)"),
                    [
                        ("Taichung Wafer", "2391 TT", "9.0", "0.0"),
                        ("Hokuriku Trust Bank", "8355 JP", "4.0", "+4.0"),
                        ("Seorin Electronics", "018470 KS", "6.5", "+0.5"),
                        ("Ganesh Power Grid", "GPGR IN", "3.0", "-2.0"),
                    ],
                    "Source: Ardlow Fenwick portfolio strategy",
                    widths=(0.4, 0.2, 0.2, 0.2),
                    left_aligned=2,
                ),
                heading("Conviction list"),
                para("8355 JP, 018470 KS, 2391 TT, BHRX AU, 1307 HK (equal-weighted, rebalanced monthly)."),
                *disclosures(ARDLOW),
            ),
            key_lines=("Portfolio Strategy", "Hang Seng target: 27,500", "Monthly"),
            chart_names=("MSCI APxJ", "MSCI World"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    docs: list[Note] = []

    risks = ("新品放量不及预期", "海外渠道拓展受阻", "行业价格竞争加剧")
    call = Call("301288.SZ", "澜芯智能", "推荐", "28.60元")
    docs.append(
        company(
            "zh_co_left_sidebar_first_coverage_risks_run_into_summary",
            "公司深度, left sidebar `投资评级` over `推荐（首次）`, `6-12个月目标价` over `28.60元`; the 风险提示 run into the last "
            "投资要点 paragraph as `风险提示：a；b；c。`",
            LINGXIAO,
            "公司深度",
            "澜芯智能（301288.SZ）",
            "2026年12月04日",
            "澜芯智能（301288.SZ）深度报告：机器视觉国产替代先锋",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司是国内工业机器视觉龙头之一，3D相机产品在锂电与半导体检测领域市占率第一。我们预计公司2026-2028年"
                    "归母净利润分别为2.1/2.9/3.8亿元，给予2027年35倍PE，目标价28.60元，首次覆盖给予“推荐”评级。"
                ),
                para("；".join(risks) + "。", lead="风险提示："),
                zh_forecast("澜芯智能", LINGXIAO),
                heading("一、机器视觉：从进口替代到出海"),
                para("2025年国内机器视觉市场规模约210亿元，国产厂商份额提升至52%。"),
                *zh_disclosures(LINGXIAO),
            ),
            key_lines=("投资评级", "推荐（首次）", "6-12个月目标价", "28.60元", "当前股价：22.35元"),
            chart_names=("澜芯智能", "创业板指"),
            side="left",
        )
    )

    risks = ("内地客流恢复不及预期", "租金成本上升", "汇率波动")
    answers = ("加大会员营销投入", "续租锁定五年租期", "港元计价采购占比过半")
    call = Call("1876.HK", "嘉禾药房", "买入", "25.80港元")
    docs.append(
        company(
            "zh_co_strip_hkd_target_risk_response_table",
            "港股公司研究, strip `评级 | 目标价 | 现价 | 潜在涨幅` with `买入` and `25.80港元`; 风险提示 as a `风险 | 应对` table "
            "whose first column holds the items",
            HAIRUN,
            "港股公司研究",
            "嘉禾药房（1876.HK）",
            "2026年12月03日",
            "嘉禾药房（1876.HK）：跨境处方药需求强劲",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("核心观点"),
                para(
                    "公司在香港经营186家药房，跨境处方药销售额同比增长41%。我们预计2026-2028年净利润分别为5.2/6.4/7.5亿港元，"
                    "给予2027年18倍PE，目标价25.80港元，维持“买入”评级。"
                ),
                zh_forecast("嘉禾药房", HAIRUN),
                heading("风险提示"),
                table(
                    "", ("风险", "应对"), list(zip(risks, answers, strict=True)), "", widths=(0.4, 0.6), left_aligned=2
                ),
                *zh_disclosures(HAIRUN),
            ),
            strip=(("评级", "目标价", "现价", "潜在涨幅"), ("买入", "25.80港元", "20.15港元", "28.0%")),
            chart_names=("嘉禾药房", "恒生指数"),
            side="strip",
        )
    )

    risks = ("下游光伏装机增速放缓", "银浆价格大幅上涨", "技术路线变化风险")
    call = Call("688562.SH", "晶耀材料", "增持", None)
    docs.append(
        company(
            "zh_co_corner_box_rating_no_target_chinese_numeral_items",
            "公司点评, corner box `投资评级：增持（维持）` with no target; 风险提示 as `（一）` items",
            QINGHE,
            "公司点评",
            "晶耀材料（688562.SH）",
            "2026年12月02日",
            "晶耀材料（688562.SH）三季报点评：出货量环比提升，盈利拐点已现",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("事件"),
                para(
                    "公司发布2026年三季报，前三季度实现营业收入31.4亿元，同比增长18%；归母净利润2.6亿元，同比增长24%。"
                ),
                heading("点评"),
                para("三季度导电浆料出货量环比提升22%，单吨盈利改善。我们维持公司盈利预测，维持“增持”评级。"),
                zh_forecast("晶耀材料", QINGHE),
                heading("风险提示"),
                *[
                    para(item + "。", lead=mark, gap=3.0)
                    for mark, item in zip(("（一）", "（二）", "（三）"), risks, strict=True)
                ],
                *zh_disclosures(QINGHE),
            ),
            key_lines=("投资评级：增持（维持）", "收盘价：36.12元", "总市值：82亿元"),
            chart_names=("晶耀材料", "科创50"),
            side="corner",
        )
    )

    risks = ("集采降价幅度超预期", "海外注册进度不及预期", "研发失败风险", "核心人员流失")
    call = Call("300811.SZ", "康屹医疗", "买入", "68.00元")
    docs.append(
        company(
            "zh_co_rating_target_line_under_forecast_table_risks_page_two",
            "公司研究 without a sidebar rating: the rating and target only in a line under the forecast table "
            "`投资建议：买入；6个月目标价：68.00元（前值：61.00元）`; 风险提示 as `●` items under `风险因素` on page 2",
            QINGHE,
            "公司研究",
            "康屹医疗（300811.SZ）",
            "2026年12月01日",
            "康屹医疗（300811.SZ）：海外放量开启第二增长曲线",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司监护与麻醉产品海外收入占比提升至46%，欧洲与拉美新增注册证12张。"),
                zh_forecast("康屹医疗", QINGHE),
                para("投资建议：买入；6个月目标价：68.00元（前值：61.00元）", size=9.5, gap=8.0),
                heading("一、海外业务"),
                para("公司在38个国家建立直销团队，海外毛利率高于国内约8个百分点。"),
                PAGE,
                heading("风险因素"),
                *bullets(risks, marker="\u25cf ", end="。"),
                *zh_disclosures(QINGHE),
            ),
            key_lines=("医疗器械", "收盘价：55.60元", "总股本：4.1亿股"),
            chart_names=("康屹医疗", "沪深300"),
            side="wide",
        )
    )

    calls = (
        Call("603533.SH", "维宁半导体", "买入", "148.00元"),
        Call("002386.SZ", "北辰微装", "买入", "412.00元"),
        Call("688029.SH", "中晶刻蚀", "增持", "236.00元"),
        Call("300687.SZ", "圣川微控", "增持", "98.00元"),
    )
    risks = ("下游消费电子需求疲弱", "晶圆厂扩产节奏放缓", "海外出口管制升级")
    docs.append(
        zh_sector(
            "zh_ind_split_halves_key_coverage_table_paren_number_items",
            "行业研究, right sidebar `行业评级：强于大市（维持）`; a 重点覆盖公司 table split into two side-by-side halves (代码 | "
            "名称 | 评级 | 目标价 twice); 风险提示 as `1)` items",
            QINGHE,
            "行业研究",
            "半导体行业",
            "2026年11月30日",
            "半导体行业2027年投资策略：周期复苏叠加国产替代",
            rating="强于大市",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "2026年三季度全球半导体销售额同比增长19%，国内晶圆厂资本开支维持高位，设备与材料国产化率持续提升。"
                ),
                table(
                    "表1：重点覆盖公司",
                    ("代码", "名称", "评级", "目标价", "代码", "名称", "评级", "目标价"),
                    halves(calls, lambda c: (c.code, c.name, c.rating, c.target or "")),
                    "资料来源：青禾证券研究所",
                    widths=(0.13, 0.16, 0.08, 0.13) * 2,
                    left_aligned=3,
                ),
                heading("风险提示"),
                *numbered_lines(risks, style="{n}) ", end="；"),
                *zh_disclosures(QINGHE),
            ),
            key_lines=("行业评级：强于大市（维持）", "半导体", "行业研究报告"),
            chart_names=("半导体", "沪深300"),
        )
    )

    calls = (
        Call("600581.SH", "黔台酒业", "推荐", None),
        Call("000871.SZ", "蜀南春", "推荐", None),
        Call("603387.SH", "淮源酒业", "谨慎推荐", None),
    )
    risks = ("宏观经济下行", "高端白酒批价下跌", "食品安全风险")
    docs.append(
        zh_sector(
            "zh_ind_weekly_recommended_line_tags_gainers_table_dun_risks",
            "行业周报, strip `行业评级 | 增持`; the calls only in a line `推荐标的：黔台酒业（600581.SH，推荐）、...` (no targets) "
            "beside a 本周涨幅前五 table of unrated names; 风险提示 as one line of `、`-separated items",
            LINGXIAO,
            "行业周报",
            "食品饮料行业",
            "2026年11月29日",
            "食品饮料行业周报：春节备货启动，白酒批价企稳",
            rating="增持",
            risks=risks,
            calls=calls,
            blocks=(
                heading("本周观点"),
                para("本周食品饮料板块上涨2.3%，跑赢沪深300指数1.5个百分点。春节备货启动，高端白酒批价企稳回升。"),
                para(
                    "、".join(f"{c.name}（{c.code}，{c.rating}）" for c in calls) + "。",
                    lead="推荐标的：",
                ),
                table(
                    "表1：本周涨幅前五",
                    ("代码", "名称", "周涨幅（%）"),
                    [
                        ("600613.SH", "青岛麦香", "8.4"),
                        ("000579.SZ", "泸州窖韵", "6.1"),
                        ("603298.SH", "海川鲜味", "5.7"),
                        ("600581.SH", "黔台酒业", "4.9"),
                        ("002519.SZ", "涪陵酱园", "4.2"),
                    ],
                    "资料来源：Wind，凌霄证券研究所",
                    widths=(0.34, 0.33, 0.33),
                    left_aligned=2,
                ),
                para("、".join(risks) + "。", lead="风险提示："),
                *zh_disclosures(LINGXIAO),
            ),
            strip=(("行业评级", "上次评级", "报告日期"), ("增持", "增持", "2026-11-29")),
            chart_names=("食品饮料", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("601079.SH", "隆辉绿能", "买入", "26.50元"),
        Call("300298.SZ", "阳光储电", "增持", "118.00元"),
        Call("002473.SZ", "晶川光伏", "中性", "15.20元"),
    )
    risks = ("装机不及预期", "产业链价格波动", "贸易摩擦")
    explanations = (
        "国内分布式光伏装机受消纳限制，增速可能低于预期。",
        "多晶硅与组件价格若继续下跌，将压缩企业盈利。",
        "海外对光伏产品的关税与反倾销调查或影响出口。",
    )
    docs.append(
        zh_sector(
            "zh_ind_rating_changes_table_previous_and_new_titled_items",
            "行业点评, right sidebar `行业评级` over `看好`; a 评级调整 table with `上次评级 | 本次评级 | 上次目标价 | 本次目标价` "
            "columns (the new values the calls); 风险提示 as `标题：说明` items (the title is the item)",
            HAIRUN,
            "行业点评",
            "光伏储能行业",
            "2026年11月28日",
            "光伏储能行业点评：反内卷推进，调整重点公司评级",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para("多晶硅产能整合方案落地，行业价格止跌。我们调整重点公司评级与目标价。"),
                table(
                    "表1：重点公司评级调整",
                    ("代码", "名称", "上次评级", "本次评级", "上次目标价", "本次目标价"),
                    [
                        (c.code, c.name, old, c.rating, old_pt, c.target or "")
                        for c, (old, old_pt) in priced(
                            calls, [("增持", "21.00元"), ("买入", "132.00元"), ("增持", "18.60元")]
                        )
                    ],
                    "资料来源：海润证券研究所",
                    widths=(0.17, 0.15, 0.17, 0.17, 0.17, 0.17),
                    left_aligned=4,
                ),
                heading("风险提示"),
                *[
                    para(text, lead=f"{n}. {title}：", gap=3.0)
                    for n, (title, text) in enumerate(zip(risks, explanations, strict=True), 1)
                ],
                *zh_disclosures(HAIRUN),
            ),
            key_lines=("行业评级", "看好", "电力设备"),
            chart_names=("光伏设备", "沪深300"),
        )
    )

    calls = (
        Call("603271.SH", "明康生物", "买入", "45.00元"),
        Call("300767.SZ", "泰合医药", "买入", "72.00元"),
        Call("688180.SH", "君衡制药", "增持", "39.50元"),
    )
    risks = ("创新药出海授权进度不及预期", "医保谈判降价幅度超预期", "临床试验失败")
    docs.append(
        zh_sector(
            "zh_ind_rating_and_target_in_one_cell_view_in_closing_diamond_risks_top",
            "行业深度, no sidebar view: the sector view only in the closing 投资建议 (`维持行业“增持”评级`); 风险提示 as `◇` items "
            "at the top of page 1 under the 核心观点; 推荐标的 table with `买入，45.00元` in one 评级/目标价 cell",
            LINGXIAO,
            "行业深度",
            "创新药行业",
            "2026年11月27日",
            "创新药行业深度：出海授权进入收获期",
            rating="增持",
            risks=risks,
            calls=calls,
            blocks=(
                heading("核心观点"),
                para("2026年前三季度中国创新药对外授权总金额达到820亿美元，首付款同比增长63%。"),
                heading("风险提示"),
                *bullets(risks, marker="\u25c7 ", end="；"),
                heading("一、出海授权进入收获期"),
                para("双抗与ADC为授权主力品种，合计占授权金额的71%。"),
                table(
                    "表2：推荐标的",
                    ("代码", "名称", "评级，目标价", "PE 2027E"),
                    [
                        (c.code, c.name, f"{c.rating}，{c.target}", pe)
                        for c, (pe,) in priced(calls, [("32",), ("41",), ("55",)])
                    ],
                    "资料来源：凌霄证券研究所",
                    widths=(0.25, 0.25, 0.3, 0.2),
                    left_aligned=3,
                ),
                heading("投资建议"),
                para("创新药出海空间广阔，龙头公司有望率先兑现利润，维持行业“增持”评级。"),
                *zh_disclosures(LINGXIAO),
            ),
            chart_names=("创新药", "沪深300"),
            side="wide",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


TWELFTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(TWELFTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(TWELFTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
