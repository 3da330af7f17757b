"""Synthetic layouts, set 17: written as the held-out measure of how general the extraction rules are (held out through session 23, development since).

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-16, set 16's file and its held-out test, and
bench/labels/README.md (the labelling conventions). It was written from general sell-side conventions of global,
Asian and Chinese houses, with invented houses, companies, tickers and figures, and drawn with the samples' engine
(sample_pdfs/render.py) through the building blocks of sets 1, 4-16 (no engine addition: two-row headers, headless
continuations and coloured cells are set 14's grid, group rows set 15's loose table). Its emphasis is stock tables
and stock lists as global and Asian houses print them. Labels hold by construction and follow bench/labels/README.md
(rating and target as printed, without a grade suffix (`增持-A` -> `增持`), the previous rating or target never the
label, a bare target under a currency-only header as printed; the first full risk section of the note's own, its
items verbatim, a risk line closing the summary when it comes first, a paragraph of sentences split by sentence,
`;` / `；` items kept whole, a sentence's list split at commas and `and`, a bold run-in title the item; one call for
a company note; a sector note's calls wherever a stock is given its own rating or target: two-row-header tables,
tables continued on the next page, one-letter and numeric ratings, `Companies mentioned` / `Stocks discussed` /
`Valuation summary` lines, a `Top picks` box with ratings, never `NR` / `not rated` / 未评级 / 暂无评级 rows; an
industry report's rating only the sector's own view, its target null; strategy notes with no rating and no calls);
the self-check fails loudly when a label is not on the text layer.

Composition (24): 6 English company notes (a two-row header `Rating` / `Price target (A$)` over `Old` / `New` and
`Downside risks to our call` sentences; an abbreviated strip `Rtg | PT (HK$) | Px (HK$) | Up/dn | Prev. PT (HK$)`
with the risks only as the summary's last bullet `Risks: a; b; c`; a bull / base / bear value table and `Risks to
our thesis` in a two-column box; an initiation box `Initiating at Sell` with a `Companies mentioned` line `Name
(CODE, NOK 96, Sell)` beside a `not rated` peer and upside risks in one sentence; a left sidebar `Outperform
(maintained)` / `Target: HK$23.80 (prev. HK$21.00)` with `1. Title – explanation` risks reaching page 3; a band
`REDUCE | TP INR 2,150 | CMP INR 2,412` with a rating and target history table and dash risks on the last page), 10
English sector notes (a strip `Industry view | Attractive` and a table with `Rating` and `PT (US$)` each over `Old` /
`New`, `(i)` risks; numeric ratings `1` / `2` / `3` with the legend only in the footnote, `Name (0721 HK)` in one
cell, targets bare under `PT (HK$)`, the table continued on the next page with its header repeated and an `NR` row,
a first-person view; a comps table with `Mkt cap` over `(US$m)` and `EV/EBITDA` over `26E` / `27E`, coloured `O` /
`N` / `U` for covered names and `NR` for the rest, `Industry view | In-Line` in a strip, risks onto the next page;
a table with no rules split by sub-sector group rows, ratings in capitals, the view `Cautious` in the sidebar, risks
in two columns; a band `Industry view: Attractive`, `Hanseong Elec. 009150 KS` name and code in one cell without
brackets, the table continued on the next page without its header, bold run-in risk titles; a `Top picks` box of
names only, the calls only in `Valuation summary` lines `Aster Foods (ASTF SP, S$2.84, BUY)` at the end, the risks
only as the summary's last bullet; `We are Overweight on Japanese machinery` and a `Stocks discussed` table at the
very end headed `Rtg | Tgt px (¥) | Prev. tgt (¥) | Px (¥) | Up/dn`, `;` risks in one sentence; no view, `Stocks
discussed` lines `Brightwell Homes (BWH LN): ADD, TP 412p`, `(a)` risks across a page; a `Top picks` box whose lines
carry rating and target, the rest in a table with `NR` peers, risk sentences on the last page; `we turn Cautious on
US semiconductors` beside per-stock Overweight ratings, a `Valuation summary` table and an unrated comps table,
numbered risks onto the next page), 2 English strategy / macro notes (an Asia country allocation with index targets
and a `Top picks` list with weights and no ratings; a rates and FX forecasts table with an `Underweight duration`
stance), 6 Chinese reports (3 公司点评 / 公司研究 / 公司深度: a sidebar `投资评级：增持-A（首次）` over `6个月目标价：35.60元`
with 风险提示 as one paragraph of `（1）…；（2）…` items; a strip `投资评级 | 上次评级 | 目标价` = `审慎推荐 | 推荐 | —` with
风险因素 as `1）` items across a page; a left sidebar `评级：买入（上调）` with the target only in the 投资建议 paragraph
beside the previous target and 风险提示 as inline `①…；②…` on the last page before the disclosures; 3 行业周报 / 行业深度 /
行业点评: a 重点公司 table with `EPS（元）` and `PE` over `2026E` / `2027E`, name and code in one cell and a 未评级 row,
`1.` risks whose first wraps across a page; a summary ending with a `风险提示：` line and 重点公司 lines
`华锐精工（688059.SH）：买入，目标价52.00元` beside a 暂无评级 name; a view only in `维持行业“推荐”评级` (the stocks' word
too), a 评级 table continued on the next page without its header and 风险因素 as `（1）标题：说明` items). Distractors:
disclosures pages with rating legends and distributions, previous ratings and targets, rating histories, scenario
values, unrated rows and peers, index targets and weights, running headers and footers, analysts.

    .venv/bin/python bench/synthetic_layouts_17.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_17.py --score      # the rules backend on them

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_17.py --score`, without `--misses`, on
branch heldout17 = main 243a2a7 plus only this file, its test, its Makefile line and the README's make-bench row
(commit 93b9b88), 2026-12-06; format pdf throughout; risk F1 loose equal to risk F1 on every row; 24.3s for the 24
notes; en industry = 10 sector + 2 strategy notes, zh industry = 3 行业周报 / 行业深度 / 行业点评):

    lang doc_type reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company  6       5/6 (83.3%)    3/6 (50.0%)    4/6 (66.7%)    0.800    66.7% / 66.7% (4/6/6)
    en   industry 12      12/12 (100.0%) 10/12 (83.3%)  12/12 (100.0%) 0.907    100.0% / 78.3% (36/36/46)
    en   all      18      17/18 (94.4%)  13/18 (72.2%)  16/18 (88.9%)  0.873    95.2% / 76.9% (40/42/52)
    zh   company  3       3/3 (100.0%)   3/3 (100.0%)   3/3 (100.0%)   0.900    100.0% / 100.0% (3/3/3)
    zh   industry 3       2/3 (66.7%)    3/3 (100.0%)   3/3 (100.0%)   1.000    100.0% / 75.0% (9/9/12)
    zh   all      6       5/6 (83.3%)    6/6 (100.0%)   6/6 (100.0%)   0.955    100.0% / 80.0% (12/12/15)
    all  all      24      22/24 (91.7%)  19/24 (79.2%)  22/24 (91.7%)  0.896    96.3% / 77.6% (52/54/67)

    company notes' own call: matched 7 / extracted 9 / labelled 9
    sector notes' calls: matched 45 / extracted 45 / labelled 58
    call targets right of matched calls with a labelled target: en company 4/4, en industry 36/36,
    zh company 2/2, zh industry 3/3

No document or label was changed after this run. Held out through session 23 (final figures there, on 4f19b2f:
22 / 19 / 22 of 24, risk F1 0.910, calls 96.6% / 85.1%); development data from session 24 on, when a fresh held-out
set (synthetic_layouts_18) took its place.
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
from bench.synthetic_layouts_9 import company, priced, sector, zh_sector  # noqa: E402
from bench.synthetic_layouts_13 import KeyedNote, narrow  # noqa: E402
from bench.synthetic_layouts_14 import BandNote, banded, grid  # noqa: E402
from bench.synthetic_layouts_15 import loose, sentences  # noqa: E402
from bench.synthetic_layouts_16 import SixteenthLayout  # noqa: E402

SET_NAME = "synthetic_layouts_17"


# ----------------------------------------------------------------------------- rendering


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("葛南星 S1830524110002", "欧阳蔚 S1830521070005") if chinese else ("Lucinda Farrow", "Tomás Ibarra"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_17.py",
            "creationDate": "D:20261206200000+00'00'",
            "modDate": "D:20261206200000+00'00'",
        },
    )
    corner = doc.side == "corner"
    band = doc.band if isinstance(doc, BandNote) else ()
    layout = SixteenthLayout(
        report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner, band=band
    )
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def mentioned(
    calls: tuple[Call, ...], unrated: tuple[str, ...] = (), form: str = "{name} ({code}, {target}, {rating})"
) -> Any:
    """A `Companies mentioned` list: each stock on a line of its own with its code, target and rating in brackets;
    an unrated stock's line says so (not a call)."""
    lines = [form.format(name=c.name, code=c.code, target=c.target, rating=c.rating) for c in calls]
    return [para(line, gap=2.0, size=8.5) for line in (*lines, *unrated)]


def two_columns(left: tuple[str, ...], right: tuple[str, ...], marker: str = "\u2022 ", share: float = 0.5) -> Any:
    """Risk items in a box of two columns: the left column's items first, then the right's."""
    return narrow(bullets(left, marker=marker), bullets(right, marker=marker), share=share)


# ----------------------------------------------------------------------------- the houses

ASHCOMBE = House(
    "Ashcombe Ridley",
    "Ashcombe Ridley & Co. LLC, Global Research",
    (0.12, 0.22, 0.45),
    (
        "Overweight (O): expected to outperform the analyst's industry coverage over 12-18 months.",
        "Neutral (N): expected to perform in line with the industry coverage.",
        "Underweight (U): expected to underperform the industry coverage.",
        "Industry view: Attractive, In-Line or Cautious against the relevant broad market benchmark.",
    ),
    (("Overweight", "49", "16"), ("Neutral", "40", "11"), ("Underweight", "11", "3")),
)
PELHAM = House(
    "Pelham Strand",
    "Pelham Strand Securities Limited",
    (0.45, 0.12, 0.15),
    (
        "1 = Outperform: expected total return at least 10% above the local market over 12 months.",
        "2 = Neutral: expected total return within 10% of the local market.",
        "3 = Underperform: expected total return at least 10% below the local market.",
        "NR = Not rated. Sector weightings: Overweight, Market Weight, Underweight.",
    ),
    (("1 = Outperform", "51", "14"), ("2 = Neutral", "38", "9"), ("3 = Underperform", "11", "2")),
)
ORCHARD = House(
    "Orchard Bay",
    "Orchard Bay Capital Markets (Asia) Pte. Ltd.",
    (0.05, 0.38, 0.22),
    (
        "BUY: expected absolute return above 15% over 12 months.",
        "ADD: expected absolute return of 5% to 15%.",
        "HOLD: expected absolute return of -5% to 5%.",
        "REDUCE: expected absolute return below -5%. Industry views: Positive, Neutral, Cautious.",
    ),
    (("BUY", "46", "12"), ("ADD", "24", "6"), ("HOLD", "21", "4"), ("REDUCE", "9", "1")),
)
KANAZAWA = House(
    "Kanazawa Ito",
    "Kanazawa Ito Securities Co., Ltd.",
    (0.35, 0.25, 0.05),
    (
        "Buy: expected to rise more than 15% over 12 months.",
        "Neutral: expected to move between -5% and 15%.",
        "Sell: expected to fall more than 5%.",
        "Sector: Overweight, Neutral or Underweight relative to TOPIX.",
    ),
    (("Buy", "53", "13"), ("Neutral", "38", "7"), ("Sell", "9", "1")),
)
YUELU = House(
    "岳麓证券",
    "岳麓证券股份有限公司",
    (0.55, 0.05, 0.2),
    (
        "公司评级：买入：预期未来6个月内相对沪深300指数涨幅超过15%；增持：5%至15%；持有：-5%至5%；卖出：低于-5%。",
        "行业评级：看好：行业指数相对沪深300指数涨幅超过10%；中性：-10%至10%；看淡：低于-10%。",
    ),
    (("买入", "47", "11"), ("增持", "39", "7"), ("持有", "14", "2")),
)
LINCHUAN = House(
    "临川证券",
    "临川证券股份有限公司",
    (0.05, 0.3, 0.5),
    (
        "股票投资评级：推荐：相对沪深300指数涨幅20%以上；审慎推荐：10%至20%；中性：-10%至10%；回避：-10%以下。",
        "行业投资评级：推荐：行业指数相对沪深300指数涨幅10%以上；中性：-10%至10%；回避：-10%以下。",
    ),
    (("推荐", "45", "9"), ("审慎推荐", "40", "6"), ("中性", "15", "2")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "A second delay to the Port Hedland expansion would push volume growth into 2029",
        "Iron ore prices below US$85/t would cut our 2027E EBITDA by a fifth",
        "Royalty changes proposed by the state government",
    )
    call = Call("KLMN AU", "Kalmarra Minerals", "Overweight", "A$14.20")
    docs.append(
        company(
            "en_co_two_row_header_rating_target_old_new_downside_risks_to_our_call",
            "No sidebar: under the summary a ruled table whose header spans two rows, `Rating` and `Price target "
            "(A$)` each over `Old` / `New`, the previous rating and target the distractors and the new target bare "
            "under a currency-only header, while the title line says `PT A$14.20`; risks as `Downside risks to our "
            "call`, a paragraph of sentences",
            ASHCOMBE,
            "Company Update",
            "Kalmarra Minerals (KLMN AU)",
            "4 December 2026",
            "Kalmarra Minerals: Upgrade to Overweight, PT A$14.20",
            call,
            risks=risks,
            blocks=(
                para(
                    "Shipments from the Pilbara hub beat guidance by 6% and the cost curve has steepened in the "
                    "company's favour. We upgrade Kalmarra Minerals and raise our target by 18%."
                ),
                grid(
                    "Exhibit 1: Changes to our rating and target",
                    ("Company", "Old", "New", "Old", "New"),
                    [("Kalmarra Minerals", "Neutral", "Overweight", "12.00", "14.20")],
                    "Source: Ashcombe Ridley Research",
                    groups=("", "Rating", "", "Price target (A$)", ""),
                    widths=(0.32, 0.17, 0.17, 0.17, 0.17),
                ),
                heading("Volumes and costs"),
                para("We raise 2027E shipments to 68Mt and cut unit costs by A$1.40/t on the new autonomous fleet."),
                financials("Kalmarra Minerals", "A$", ASHCOMBE),
                heading("Downside risks to our call"),
                para(sentences(risks)),
                *disclosures(ASHCOMBE),
            ),
            chart_names=("KLMN AU", "ASX 200"),
            side="wide",
        )
    )

    risks = (
        "slower take-up of the group's private-label cards",
        "rising delinquencies among younger borrowers",
        "a cap on interchange fees",
    )
    call = Call("2883 HK", "Lianshan Consumer Finance", "BUY", "41.50")
    docs.append(
        company(
            "en_co_abbreviated_strip_rtg_pt_up_dn_currency_in_header_risks_last_summary_bullet",
            "A strip under the title with abbreviated headers `Rtg | PT (HK$) | Px (HK$) | Up/dn | Prev. PT (HK$)`, "
            "the target bare under the currency header; the risks only as the last bullet of the summary (`Risks: "
            "a; b; c`), `;` items, and no risk section after",
            ORCHARD,
            "Company Update",
            "Lianshan Consumer Finance (2883 HK)",
            "3 December 2026",
            "Lianshan Consumer Finance: Cards carry the recovery",
            call,
            risks=risks,
            blocks=(
                *bullets(
                    (
                        "Card receivables grew 19% in the quarter and credit costs fell to 3.1%",
                        "We raise 2027E earnings by 8% and our target by 12%",
                        "Risks: " + "; ".join(risks),
                    )
                ),
                heading("Card receivables lead"),
                para(
                    "The private-label programmes with two department store chains added 410,000 accounts this "
                    "year. Funding costs eased as deposits re-priced."
                ),
                financials("Lianshan Consumer Finance", "HK$", ORCHARD),
                *disclosures(ORCHARD),
            ),
            strip=(
                ("Rtg", "PT (HK$)", "Px (HK$)", "Up/dn", "Prev. PT (HK$)"),
                ("BUY", "41.50", "33.20", "+25%", "37.20"),
            ),
            chart_names=("2883 HK", "HSI"),
            side="strip",
        )
    )

    risks = (
        "Store openings in Vietnam may slow if lease costs keep rising",
        "A weaker baht would raise the cost of imported goods",
        "Competition from online grocers is intensifying",
        "Labour cost increases from the minimum wage review",
    )
    call = Call("SMRT TB", "Siam Mart Retail", "Neutral", "THB 52.00")
    docs.append(
        company(
            "en_co_scenario_targets_bull_bear_risks_two_column_box",
            "Right sidebar `Neutral` / `Target THB 52.00`; a bull / base / bear table of scenario values (THB 68, "
            "52, 37) whose base value equals the target; risks as `Risks to our thesis` in a box of two columns, "
            "the left column's items first",
            KANAZAWA,
            "Company Note",
            "Siam Mart Retail (SMRT TB)",
            "2 December 2026",
            "Siam Mart Retail: Fair value after the rally",
            call,
            risks=risks,
            blocks=(
                para(
                    "The shares rose 31% since the results and now trade at 24x 2027E earnings. Same-store sales "
                    "growth of 3% is in the price, and we stay on the sidelines."
                ),
                table(
                    "Figure 3: Scenario values",
                    ("Scenario", "Value (THB)", "SSSG", "PE 27E"),
                    [("Bull", "68.00", "6%", "28x"), ("Base", "52.00", "3%", "24x"), ("Bear", "37.00", "0%", "19x")],
                    "Source: Kanazawa Ito estimates",
                    widths=(0.3, 0.25, 0.2, 0.25),
                ),
                financials("Siam Mart Retail", "THB", KANAZAWA),
                heading("Risks to our thesis"),
                two_columns(risks[:2], risks[2:]),
                *disclosures(KANAZAWA),
            ),
            key_lines=("Rating", "Neutral", "Target THB 52.00", "Price THB 49.75", "SET 1,412"),
            chart_names=("SMRT TB", "SET"),
        )
    )

    risks = (
        "a takeover approach from a larger peer",
        "a faster recovery in offshore wind orders",
        "lower steel prices",
    )
    call = Call("NRDK NO", "Nordkyst Offshore", "Sell", "NOK 96")
    docs.append(
        company(
            "en_co_initiation_sell_box_companies_mentioned_line_upside_risks_in_sentence",
            "Initiation: a framed box on page 1 `Initiating at Sell` with the target; a `Companies mentioned` line at "
            "the end in the form `Nordkyst Offshore (NRDK NO, NOK 96, Sell)` beside a peer `not rated`; the upside "
            "risks in one sentence split at commas and `and`",
            PELHAM,
            "Initiation",
            "Nordkyst Offshore (NRDK NO)",
            "1 December 2026",
            "Nordkyst Offshore: Rough seas for installers",
            call,
            risks=risks,
            blocks=(
                box("Initiating at Sell", "Target price NOK 96 (12 months)", "Price NOK 118.40", "Downside -19%"),
                para(
                    "Three of the installer's vessels come off contract in 2027 and day rates for jack-ups fell 14% "
                    "this year. We initiate at Sell."
                ),
                financials("Nordkyst Offshore", "NOK", PELHAM),
                heading("Upside risks"),
                para(
                    "Upside risks include a takeover approach from a larger peer, a faster recovery in offshore wind "
                    "orders and lower steel prices."
                ),
                heading("Companies mentioned"),
                *mentioned((call,), ("Fjordline Marine (FJML NO, not rated)",)),
                *disclosures(PELHAM),
            ),
            chart_names=("NRDK NO", "OSEBX"),
            side="wide",
        )
    )

    titles = ("Chip supply", "Price war", "Export tariffs")
    texts = (
        "The group depends on one foundry for its cockpit controllers and stocks cover only six weeks.",
        "Price cuts by the two largest EV makers could spread to the mid-range models the group supplies.",
        "New European tariffs on Chinese-made components would hit a fifth of export revenue.",
    )
    call = Call("1765 HK", "Huaxin Auto Electronics", "Outperform", "HK$23.80")
    docs.append(
        company(
            "en_co_left_sidebar_outperform_maintained_titled_numbered_risks_onto_page_three",
            "Left sidebar whose box reads `Outperform (maintained)` over `Target: HK$23.80 (prev. HK$21.00)`; "
            "risks under `Key risks to our rating` as `1. Title – explanation` items, "
            "the titles the items, the last one on page 3",
            PELHAM,
            "Company Report",
            "Huaxin Auto Electronics (1765 HK)",
            "5 December 2026",
            "Huaxin Auto Electronics: Smart cockpits go abroad",
            call,
            risks=titles,
            blocks=(
                para(
                    "Overseas revenue rose to 22% of sales and the new domain controller wins with two European "
                    "carmakers start shipping in 2027."
                ),
                financials("Huaxin Auto Electronics", "Rmb", PELHAM),
                PAGE,
                heading("Valuation"),
                para("Our target is set at 16x 2027E earnings, a 10% discount to global peers."),
                heading("Key risks to our rating"),
                *[
                    para(t, lead=f"{n}. {title} \u2013 ", gap=4.0)
                    for n, (title, t) in enumerate(zip(titles[:2], texts[:2], strict=True), 1)
                ],
                PAGE,
                para(texts[2], lead=f"3. {titles[2]} \u2013 ", gap=4.0),
                *disclosures(PELHAM),
            ),
            key_lines=("Outperform (maintained)", "Target: HK$23.80 (prev. HK$21.00)", "Price HK$19.06"),
            chart_names=("1765 HK", "HSCEI"),
            side="left",
        )
    )

    risks = (
        "Weaker demand for premium beer in the on-trade",
        "Higher aluminium can costs",
        "Excise duty increases in the April budget",
    )
    call = Call("TARG.NS", "Tarang Breweries", "REDUCE", "INR 2,150")
    docs.append(
        company(
            "en_co_band_reduce_target_in_band_previous_ratings_history_table_risk_bullets_last_page",
            "A coloured band across the top `REDUCE | TP INR 2,150 | CMP INR 2,412`; a `Rating and target history` "
            "table of earlier ratings and targets (distractors); risks as dash bullets on the last page before the "
            "disclosures",
            ORCHARD,
            "Company Update",
            "Tarang Breweries (TARG.NS)",
            "2 December 2026",
            "Tarang Breweries: Premium mix stalls",
            call,
            risks=risks,
            blocks=(
                para(
                    "Premium volumes fell 4% in the quarter and barley costs rose 11%. We cut 2027E EPS by 9% and "
                    "keep our REDUCE rating."
                ),
                financials("Tarang Breweries", "INR", ORCHARD),
                table(
                    "Rating and target history",
                    ("Date", "Rating", "Target (INR)", "Price (INR)"),
                    [("12-Mar-26", "ADD", "2,760", "2,480"), ("08-Jul-26", "HOLD", "2,480", "2,530")],
                    "Source: Orchard Bay Capital Markets",
                    widths=(0.25, 0.25, 0.25, 0.25),
                ),
                PAGE,
                heading("Risks"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(ORCHARD),
            ),
            key_lines=("CMP INR 2,412", "Mkt cap INR 620bn", "Nifty 24,830"),
            chart_names=("TARG IN", "Nifty"),
        )
    )
    docs[-1] = banded(docs[-1], ("REDUCE", "TP INR 2,150", "CMP INR 2,412"))
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    return sector_tables() + sector_lists()


def sector_tables() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("NVRS US", "Norvale Services", "Overweight", "58.00"),
        Call("PTRX US", "Petrax Drilling", "Overweight", "31.50"),
        Call("KSTL US", "Keystall Energy Tools", "Neutral", "44.00"),
        Call("BRDN US", "Bradnor Offshore", "Underweight", "12.00"),
    )
    risks = (
        "Oil prices below US$60/bbl would lead the large producers to cut 2027 budgets",
        "Consolidation among shale operators reduces the number of customers",
        "Pricing for pressure pumping fleets remains under pressure",
    )
    docs.append(
        sector(
            "en_sec_two_row_header_rating_and_pt_over_old_new_industry_view_strip",
            "A strip under the title `Industry view | Attractive`; a ruled table whose header spans two rows, "
            "`Rating` and `PT (US$)` each over `Old` / `New`, the old values distractors and the new targets bare "
            "under the currency-only group; risks as `(i)` items under `Risks to our industry view`",
            ASHCOMBE,
            "Industry Update",
            "US Oilfield Services",
            "4 December 2026",
            "US Oilfield Services: International cycle has legs",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "International rig counts rose 7% this year and offshore tenders point to a stronger 2027. We "
                    "raise our targets across the group and upgrade Petrax Drilling."
                ),
                grid(
                    "Exhibit 2: Rating and price target changes",
                    ("Company", "Ticker", "Old", "New", "Old", "New"),
                    [
                        (c.name, c.code, old, c.rating, prev, c.target)
                        for c, (old, prev) in priced(
                            calls,
                            [
                                ("Overweight", "52.00"),
                                ("Neutral", "26.00"),
                                ("Neutral", "41.00"),
                                ("Underweight", "13.50"),
                            ],
                        )
                    ],
                    "Source: Ashcombe Ridley Research; prices as of 3 December 2026",
                    groups=("", "", "Rating", "", "PT (US$)", ""),
                    widths=(0.27, 0.13, 0.17, 0.17, 0.13, 0.13),
                    left_aligned=4,
                ),
                heading("Risks to our industry view"),
                *[para(r + ".", lead=f"({m}) ", gap=3.0) for m, r in zip(("i", "ii", "iii"), risks, strict=True)],
                *disclosures(ASHCOMBE),
            ),
            strip=(("Industry view", "Coverage", "Top pick"), ("Attractive", "9 stocks", "Norvale Services")),
            chart_names=("OSX", "S&P 500"),
            side="strip",
        )
    )

    calls = (
        Call("0721 HK", "Qunxing Holdings", "1", "86.00"),
        Call("9618 HK", "Lanjing Online", "1", "142.00"),
        Call("1024 HK", "Kuaitu Video", "2", "51.00"),
        Call("9888 HK", "Baiyu Search", "2", "97.00"),
        Call("0772 HK", "Yuewen Shuhai", "3", "18.50"),
        Call("9999 HK", "Netfeng Games", "1", "168.00"),
    )
    risks = (
        "Tighter rules on minors' gaming time",
        "Slower advertising budgets if consumer spending weakens",
        "Rising content costs for short video",
        "Delisting risk for the US-listed shares",
    )
    rows = [
        (f"{c.name} ({c.code})", c.rating, c.target, price, pe)
        for c, (price, pe) in priced(
            calls,
            [
                ("71.20", "14.2"),
                ("118.40", "11.8"),
                ("47.35", "13.1"),
                ("92.10", "15.4"),
                ("20.80", "19.6"),
                ("131.00", "12.7"),
            ],
        )
    ]
    header = ("Company (code)", "Rating", "PT (HK$)", "Price (HK$)", "PE 27E")
    widths = (0.4, 0.12, 0.16, 0.16, 0.16)
    docs.append(
        sector(
            "en_sec_numeric_ratings_legend_in_footnote_name_code_one_cell_table_continues_header_repeated",
            "Ratings as `1` / `2` / `3` with the legend only in the table's footnote and the disclosures; name and "
            "code in one cell `Qunxing Holdings (0721 HK)`, targets bare under `PT (HK$)`; the table continues on "
            "the next page with its header repeated and an `NR` row; the sector view first-person `We stay "
            "Overweight on China internet`; risks as dash items under `Key risks`",
            PELHAM,
            "Sector Review",
            "China Internet",
            "3 December 2026",
            "China Internet: Games and ads lift 2027",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "We stay Overweight on China internet: advertising grew 14% in the third quarter and the game "
                    "approval pipeline is the fullest since 2021. Our preferred names are rated 1 below."
                ),
                grid(
                    "Exhibit 3: Coverage",
                    header,
                    rows[:4],
                    "Rating: 1 = Outperform, 2 = Neutral, 3 = Underperform. Source: Pelham Strand estimates",
                    widths=widths,
                ),
                heading("Games approvals at a high"),
                para(
                    "Regulators approved 1,412 domestic titles in the first eleven months. The two market leaders "
                    "hold 61% of the top-grossing list."
                ),
                PAGE,
                grid(
                    "Exhibit 3 (continued): Coverage",
                    header,
                    [*rows[4:], ("Pinmiao Retail (2858 HK)", "NR", "-", "9.84", "8.9")],
                    "NR = not rated. Source: Pelham Strand estimates, company data",
                    widths=widths,
                ),
                heading("Key risks"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(PELHAM),
            ),
            chart_names=("HS Tech", "HSI"),
            side="wide",
        )
    )

    calls = (
        Call("ROCH GY", "Rochwald Chemie", "O", "€64"),
        Call("VNKM NA", "Vanker Materials", "N", "€38"),
        Call("SOLB BB", "Solbrecht", "U", "€91"),
        Call("AKZN SS", "Akzen Coatings", "O", "SEK 214"),
    )
    risks = (
        "European gas prices could rise again this winter, which would widen the cost gap to US producers",
        "Chinese exports of commodity chemicals into Europe keep growing",
        "Destocking in construction and autos lasts through the first half",
        "Carbon costs rise faster than the free allowances fall",
    )
    docs.append(
        sector(
            "en_sec_comps_letter_ratings_coloured_nr_rows_mkt_cap_over_usdm_risks_onto_next_page",
            "A strip `Industry view | In-Line`; a comps table with a two-row header (`Mkt cap` over `(US$m)`, "
            "`EV/EBITDA` over `26E` / `27E`), one-letter ratings `O` / `N` / `U` in colour for covered names and `NR` "
            "for the rest (not calls), the legend in the footnote; risks under `Risks to our view` as bullets that "
            "run onto the next page",
            ASHCOMBE,
            "Industry Overview",
            "European Chemicals",
            "2 December 2026",
            "European Chemicals: Margins bottom, volumes do not",
            rating="In-Line",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Volumes in the third quarter were 3% below last year and destocking has not ended. Margins have "
                    "stabilised as gas prices fell, but we see no catalyst for the group in the next six months."
                ),
                grid(
                    "Exhibit 5: European chemicals comps",
                    ("Company", "Code", "Rtg", "(US$m)", "26E", "27E", "PT"),
                    [
                        ("Rochwald Chemie", "ROCH GY", "O", "18,420", "7.9", "6.8", "€64"),
                        ("Vanker Materials", "VNKM NA", "N", "6,310", "8.4", "7.6", "€38"),
                        ("Solbrecht", "SOLB BB", "U", "11,870", "9.6", "9.1", "€91"),
                        ("Akzen Coatings", "AKZN SS", "O", "9,040", "12.1", "10.8", "SEK 214"),
                        ("Hollmann Polymere", "HLMN GY", "NR", "2,150", "6.2", "5.9", "-"),
                        ("Castellan Quimica", "CSTQ SM", "NR", "1,480", "5.4", "5.1", "-"),
                    ],
                    "O = Overweight, N = Neutral, U = Underweight, NR = not rated. Source: Ashcombe Ridley, consensus",
                    groups=("", "", "", "Mkt cap", "EV/EBITDA", "", ""),
                    colours=(("O", (0.0, 0.5, 0.2)), ("N", (0.5, 0.5, 0.5)), ("U", (0.75, 0.1, 0.1))),
                    widths=(0.24, 0.13, 0.08, 0.14, 0.12, 0.12, 0.17),
                    left_aligned=3,
                ),
                heading("Gas is no longer the swing factor"),
                para(
                    "Front-month TTF gas fell to EUR31/MWh and the cost gap to US producers narrowed to its lowest "
                    "since 2021. Import pressure from China is the larger problem now."
                ),
                table(
                    "Exhibit 6: Sector volumes and margins",
                    ("", "2025", "2026E", "2027E"),
                    [("Volume growth", "-2.4%", "-1.1%", "1.8%"), ("EBITDA margin", "13.2%", "12.6%", "13.9%")],
                    "Source: Ashcombe Ridley Research",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                heading("Risks to our view"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                *disclosures(ASHCOMBE),
            ),
            strip=(("Industry view", "Previous view", "Stocks covered"), ("In-Line", "Cautious", "14")),
            chart_names=("Stoxx 600 Chemicals", "Stoxx 600"),
            side="strip",
        )
    )

    calls = (
        Call("HSKB IN", "Hastak Bank", "BUY", "1,820"),
        Call("SVRN IN", "Savern Bank", "ADD", "1,140"),
        Call("BRBK IN", "Bharat Rajya Bank", "REDUCE", "612"),
        Call("UTKB IN", "Utkal State Bank", "HOLD", "88"),
        Call("MNFN IN", "Mandara Finance", "BUY", "4,350"),
        Call("SHRC IN", "Shrinath Capital", "ADD", "742"),
    )
    risks = (
        "Deposit growth lags loan growth",
        "Unsecured retail stress spreads to small business loans",
        "Faster rate cuts compress margins",
        "Regulatory caps on microfinance lending",
    )
    docs.append(
        sector(
            "en_sec_table_split_by_sub_sector_group_rows_ratings_upper_industry_view_in_sidebar_two_column_risks",
            "Right sidebar `Industry view` / `Cautious`; a table with no rules split by sub-sector group rows "
            "(`Private banks`, `PSU banks`, `NBFCs`), ratings in capitals `BUY` / `ADD` / `HOLD` / `REDUCE`, "
            "targets bare under `TP (INR)`; risks as `Risks to our thesis` in two columns",
            ORCHARD,
            "Sector Update",
            "India Financials",
            "1 December 2026",
            "India Financials: Deposits are the constraint",
            rating="Cautious",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Loan growth slowed to 12% and deposit growth to 10%. We turn Cautious on the sector as funding "
                    "costs lag policy cuts."
                ),
                loose(
                    "Figure 1: Valuation table",
                    ("Company", "Code", "Rating", "TP (INR)", "P/B 27E"),
                    [
                        ("Private banks", "", "", "", ""),
                        ("Hastak Bank", "HSKB IN", "BUY", "1,820", "2.4"),
                        ("Savern Bank", "SVRN IN", "ADD", "1,140", "1.9"),
                        ("PSU banks", "", "", "", ""),
                        ("Bharat Rajya Bank", "BRBK IN", "REDUCE", "612", "1.1"),
                        ("Utkal State Bank", "UTKB IN", "HOLD", "88", "0.8"),
                        ("NBFCs", "", "", "", ""),
                        ("Mandara Finance", "MNFN IN", "BUY", "4,350", "3.6"),
                        ("Shrinath Capital", "SHRC IN", "ADD", "742", "2.2"),
                    ],
                    "Source: Orchard Bay estimates; prices as of 28 November 2026",
                    widths=(0.34, 0.17, 0.15, 0.17, 0.17),
                    left_aligned=3,
                ),
                heading("Risks to our thesis"),
                two_columns(risks[:2], risks[2:], marker="\u25aa "),
                *disclosures(ORCHARD),
            ),
            key_lines=("Industry view", "Cautious", "Nifty Bank 52,140", "Stocks covered 18"),
            chart_names=("Nifty Bank", "Nifty"),
        )
    )

    calls = (
        Call("009150 KS", "Hanseong Elec.", "Overweight", "W1,180,000"),
        Call("000660 KS", "Daehan Hynix", "Overweight", "W265,000"),
        Call("066570 KS", "Geumsan Display", "Neutral", "W41,000"),
        Call("011070 KS", "Mirae Innotek", "Underweight", "W118,000"),
        Call("034220 KS", "Pyeonghwa Panel", "Neutral", "W13,500"),
    )
    titles = ("Memory pricing", "Capex discipline", "Currency")
    texts = (
        "A faster build of HBM capacity by all three makers could turn DRAM prices down in the second half.",
        "If capex budgets rise again, supply could outrun AI demand in 2028.",
        "A stronger won cuts reported earnings by about 2% for each 10-won move.",
    )
    rows = [
        (f"{c.name} {c.code}", c.rating, c.target, price)
        for c, price in priced(calls, ["W958,000", "W211,500", "W38,700", "W131,200", "W12,850"])
    ]
    docs.append(
        banded(
            sector(
                "en_sec_band_industry_view_name_code_in_one_cell_no_brackets_table_continues_headless",
                "A coloured band across the top `Korea Technology | Industry view: Attractive`; names and codes in "
                "one cell without brackets (`Hanseong Elec. 009150 KS`); the table continues on the next page "
                "without its header; risks under `Downside risks` as bullets with bold run-in titles (the titles "
                "the items)",
                ASHCOMBE,
                "Industry Report",
                "Korea Technology",
                "5 December 2026",
                "Korea Technology: The memory upcycle is not over",
                rating="Attractive",
                risks=titles,
                calls=calls,
                blocks=(
                    para(
                        "DRAM contract prices rose 9% in November and HBM capacity is sold out for 2027. Panels "
                        "and components lag the memory names."
                    ),
                    table(
                        "Exhibit 6: Korean memory exports (US$bn)",
                        ("Month", "2025", "2026", "YoY"),
                        [("Sep", "9.8", "13.1", "34%"), ("Oct", "10.2", "14.0", "37%"), ("Nov", "10.6", "14.9", "41%")],
                        "Source: Korea Customs Service",
                        widths=(0.25, 0.25, 0.25, 0.25),
                    ),
                    grid(
                        "Exhibit 7: Ratings and targets",
                        ("Company", "Rating", "Target", "Price"),
                        rows[:3],
                        "",
                        widths=(0.4, 0.2, 0.2, 0.2),
                    ),
                    PAGE,
                    grid(
                        "",
                        ("Company", "Rating", "Target", "Price"),
                        rows[3:],
                        "Source: Ashcombe Ridley Research",
                        widths=(0.4, 0.2, 0.2, 0.2),
                        headless=True,
                    ),
                    heading("Downside risks"),
                    *[para(t, lead=f"\u2022 {title}: ", gap=3.0) for title, t in zip(titles, texts, strict=True)],
                    *disclosures(ASHCOMBE),
                ),
                chart_names=("KOSPI IT", "KOSPI"),
                side="wide",
            ),
            ("Korea Technology", "Industry view: Attractive", "5 December 2026"),
        )
    )
    return docs


def sector_lists() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("ASTF SP", "Aster Foods", "BUY", "S$2.84"),
        Call("KDRT MK", "Kedai Retail", "BUY", "RM 5.60"),
        Call("PRMA IJ", "Pramana Consumer", "ADD", "IDR 7,400"),
        Call("LNKT TB", "Lanna Kitchen", "HOLD", "THB 38.00"),
        Call("SGBV SP", "Straits Beverages", "REDUCE", "S$1.12"),
    )
    risks = ("weaker rural incomes in Indonesia", "a rebound in palm oil prices", "discounting by hypermarkets")
    docs.append(
        sector(
            "en_sec_top_picks_box_names_only_valuation_summary_lines_at_end_risks_last_summary_bullet",
            "A `Top picks` box on the cover naming two stocks without ratings; the calls only in a `Valuation "
            "summary` at the end, one line a stock `Aster Foods (ASTF SP, S$2.84, BUY)` with a peer `not rated`; "
            "the industry view `Positive` in the sidebar; the risks only as the last bullet of the summary, a "
            "sentence split at commas and `and`",
            ORCHARD,
            "Sector Note",
            "ASEAN Consumer",
            "4 December 2026",
            "ASEAN Consumer: Volume recovery broadens",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                box("Top picks", "Aster Foods (ASTF SP)", "Kedai Retail (KDRT MK)"),
                *bullets(
                    (
                        "Staples volumes grew 4% across the region in the third quarter, the best since 2022",
                        "Input costs are 9% lower than a year ago and price cuts have been modest",
                        "Key risks are " + ", ".join(risks[:-1]) + " and " + risks[-1],
                    )
                ),
                heading("Margins rebuild"),
                para(
                    "Gross margins of the eight companies we cover rose 130bp on average. We expect another 80bp in "
                    "2027 as packaging and sugar costs fall."
                ),
                table(
                    "Figure 2: Regional volume growth",
                    ("Market", "2025", "3Q26", "2027E"),
                    [
                        ("Indonesia", "2.1%", "4.8%", "5.0%"),
                        ("Malaysia", "1.4%", "3.2%", "3.5%"),
                        ("Thailand", "0.8%", "2.9%", "3.1%"),
                    ],
                    "Source: Nielsen, Orchard Bay",
                    widths=(0.31, 0.23, 0.23, 0.23),
                ),
                heading("Valuation summary"),
                *mentioned(calls, ("Malindo Dairy (MLDR MK, not rated)",)),
                *disclosures(ORCHARD),
            ),
            key_lines=("Industry view", "Positive", "MSCI ASEAN Staples", "+6.2% YTD"),
            chart_names=("MSCI ASEAN Staples", "MSCI ASEAN"),
        )
    )

    calls = (
        Call("6305 JP", "Hayabusa Machinery", "Buy", "8,900"),
        Call("6273 JP", "Kiso Pneumatics", "Buy", "61,000"),
        Call("6361 JP", "Ebara Kogyo", "Neutral", "3,450"),
        Call("6471 JP", "Nakano Bearing", "Sell", "1,020"),
    )
    risks = (
        "a slowdown in Chinese machinery orders",
        "yen appreciation beyond ¥135 to the dollar",
        "weaker semiconductor capex in 2027",
    )
    docs.append(
        sector(
            "en_sec_stocks_discussed_table_at_end_abbreviated_rtg_tgt_px_up_dn_first_person_view",
            "The view in a first-person sentence `We are Overweight on Japanese machinery` (the legend's sector "
            "words on the disclosures page); a `Stocks discussed` table at the very end with abbreviated headers "
            "`Rtg | Tgt px (¥) | Prev. tgt (¥) | Px (¥) | Up/dn`; risks under `Downside risks to our call` as `;` "
            "items in one sentence",
            KANAZAWA,
            "Sector Report",
            "Japan Machinery",
            "3 December 2026",
            "Japan Machinery: Orders turn, margins follow",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Machine tool orders rose 11% year on year in October, the third rise in a row, and backlogs "
                    "have stopped shrinking. We are Overweight on Japanese machinery."
                ),
                heading("Orders and margins"),
                para(
                    "Overseas orders lead; North America rose 19% and China 8%. Margins should follow from the "
                    "second quarter as price rises reach the order book."
                ),
                heading("Downside risks to our call"),
                para("We see three: " + "; ".join(risks) + "."),
                PAGE,
                table(
                    "Stocks discussed",
                    ("Company", "Code", "Rtg", "Tgt px (¥)", "Prev. tgt (¥)", "Px (¥)", "Up/dn"),
                    [
                        (c.name, c.code, c.rating, c.target, prev, px, up)
                        for c, (prev, px, up) in priced(
                            calls,
                            [
                                ("8,200", "7,310", "+22%"),
                                ("58,000", "52,400", "+16%"),
                                ("3,450", "3,290", "+5%"),
                                ("1,180", "1,205", "-15%"),
                            ],
                        )
                    ],
                    "Source: Kanazawa Ito Securities; prices as of 2 December 2026",
                    widths=(0.24, 0.11, 0.1, 0.14, 0.15, 0.13, 0.13),
                    left_aligned=3,
                ),
                *disclosures(KANAZAWA),
            ),
            chart_names=("TOPIX Machinery", "TOPIX"),
            side="wide",
        )
    )

    calls = (
        Call("BWH LN", "Brightwell Homes", "ADD", "412p"),
        Call("CRSB LN", "Cressbrook Group", "BUY", "1,960p"),
        Call("OKLY LN", "Oakley Residential", "HOLD", "288p"),
        Call("TYRN LN", "Tyrone Estates", "REDUCE", "174p"),
    )
    risks = (
        "Mortgage rates stay above 5% through 2027, which would keep reservation rates near this year's lows",
        "Build cost inflation returns as labour shortages bite",
        "The planning reform stalls in Parliament",
    )
    docs.append(
        sector(
            "en_sec_no_view_stocks_discussed_lines_name_code_colon_rating_tp_letter_risks_across_page",
            "No sector view; the calls in a `Stocks discussed` list near the end, each line `Brightwell Homes (BWH "
            "LN): ADD, TP 412p`, and a peer `not rated`; risks under `Risks` as `(a)` items whose list runs onto the "
            "next page; the previous targets in prose",
            ORCHARD,
            "Sector Comment",
            "UK Housebuilders",
            "2 December 2026",
            "UK Housebuilders: Reservations thaw",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Net reservations per outlet rose to 0.61 in November from 0.48 a year ago. We raise our targets "
                    "for Brightwell Homes (from 380p) and Cressbrook Group (from 1,820p)."
                ),
                heading("Land is cheap again"),
                para(
                    "Land prices fell 9% from the peak and the builders with net cash are buying. Margins should "
                    "trough in 2026."
                ),
                table(
                    "Figure 3: Sales rates (net reservations per outlet per week)",
                    ("Builder", "Nov 2025", "Nov 2026"),
                    [("Brightwell Homes", "0.46", "0.63"), ("Cressbrook Group", "0.52", "0.66")],
                    "Source: company trading updates",
                    widths=(0.4, 0.3, 0.3),
                ),
                heading("Risks"),
                *[para(r + ".", lead=f"({m}) ", gap=3.0) for m, r in zip("ab", risks[:2], strict=True)],
                PAGE,
                para(risks[2] + ".", lead="(c) ", gap=3.0),
                heading("Stocks discussed"),
                *mentioned(
                    calls, ("Wexcombe Land (WXL LN): not rated",), form="{name} ({code}): {rating}, TP {target}"
                ),
                *disclosures(ORCHARD),
            ),
            chart_names=("FTSE 350 Housebuilders", "FTSE All-Share"),
            side="wide",
        )
    )

    calls = (
        Call("HSR AU", "Harbourside REIT", "Buy", "A$4.60"),
        Call("CLG AU", "Coastline Logistics", "Buy", "A$7.90"),
        Call("MTP AU", "Metro Towers Property", "Neutral", "A$2.15"),
        Call("GVS AU", "Greenvale Shopping Trust", "Sell", "A$1.38"),
    )
    risks = (
        "Bond yields could rise again if inflation stays above the RBA's band",
        "Office vacancy in Sydney and Melbourne may keep rising as leases expire",
        "Asset sales could clear below book value",
    )
    docs.append(
        sector(
            "en_sec_top_picks_box_with_ratings_table_rest_nr_rows_risks_last_page_before_disclosures",
            "A `Top picks` box on the cover whose lines give each pick's rating and target (`Harbourside REIT (HSR "
            "AU) - Buy, TP A$4.60`); the rest of the coverage and unrated peers (`NR`) in a table; the view `We "
            "move the sector to Neutral`; risks as sentences on the last page before the disclosures",
            KANAZAWA,
            "Sector Update",
            "Australian REITs",
            "1 December 2026",
            "Australian REITs: Neutral as yields settle",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                box(
                    "Top picks",
                    "Harbourside REIT (HSR AU) - Buy, TP A$4.60",
                    "Coastline Logistics (CLG AU) - Buy, TP A$7.90",
                ),
                para(
                    "Ten-year yields have held near 4.3% for three months and cap rates have caught up. We move the "
                    "sector to Neutral from Underweight."
                ),
                table(
                    "Figure 4: Rest of coverage and peers",
                    ("REIT", "Code", "Rating", "Target", "Yield 27E"),
                    [
                        ("Metro Towers Property", "MTP AU", "Neutral", "A$2.15", "6.1%"),
                        ("Greenvale Shopping Trust", "GVS AU", "Sell", "A$1.38", "7.4%"),
                        ("Bayside Industrial", "BSI AU", "NR", "n.a.", "5.2%"),
                        ("Southern Cross Offices", "SCO AU", "NR", "n.a.", "8.0%"),
                    ],
                    "Source: Kanazawa Ito Securities, Bloomberg consensus for NR",
                    widths=(0.34, 0.14, 0.16, 0.18, 0.18),
                    left_aligned=3,
                ),
                PAGE,
                heading("Risks to our view"),
                para(sentences(risks)),
                *disclosures(KANAZAWA),
            ),
            key_lines=("S&P/ASX 200 A-REIT", "1,612", "1m +2.4%", "12m +9.8%"),
            chart_names=("ASX 200 A-REIT", "ASX 200"),
        )
    )

    calls = (
        Call("VLTX US", "Veltrix Semiconductor", "Overweight", "US$240"),
        Call("CRBL US", "Corbel Micro", "Underweight", "US$38"),
        Call("ANDR US", "Andris Devices", "Neutral", "US$112"),
        Call("QNTR US", "Quantrel Analog", "Overweight", "US$165"),
    )
    risks = (
        "Hyperscaler capex could be cut if AI revenue disappoints",
        "Export controls on China widen to mature nodes",
        "Auto and industrial inventories take longer to clear",
        "Foundry prices rise faster than chip prices",
    )
    docs.append(
        sector(
            "en_sec_cautious_view_first_person_prose_calls_separate_unrated_comps_risks_onto_next_page",
            "The view in prose `we turn Cautious on US semiconductors` beside per-stock Overweight ratings (not the "
            "view); the calls in a `Valuation summary` table followed by a separate comps table of uncovered names "
            "with no ratings; risks under `Risks to our Cautious view` as numbered items running onto the next page",
            ASHCOMBE,
            "Industry Update",
            "US Semiconductors",
            "5 December 2026",
            "US Semiconductors: Priced for perfection",
            rating="Cautious",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "The group trades at 31x 2027E earnings, a 60% premium to the market. With analog inventories "
                    "still high, we turn Cautious on US semiconductors, though we keep Overweight ratings on "
                    "Veltrix Semiconductor and Quantrel Analog."
                ),
                table(
                    "Exhibit 6: Valuation summary",
                    ("Company", "Ticker", "Rating", "PT", "PE 27E"),
                    [
                        (c.name, c.code, c.rating, c.target, pe)
                        for c, pe in priced(calls, ["34.1", "18.6", "22.4", "19.8"])
                    ],
                    "Source: Ashcombe Ridley Research",
                    widths=(0.34, 0.14, 0.2, 0.16, 0.16),
                    left_aligned=3,
                ),
                table(
                    "Exhibit 7: Uncovered peers (consensus)",
                    ("Company", "Ticker", "PE 27E", "EV/Sales 27E"),
                    [("Solanis Chips", "SOLN US", "27.3", "6.4"), ("Merrow Logic", "MRLG US", "41.0", "11.2")],
                    "Source: Bloomberg consensus",
                    widths=(0.4, 0.2, 0.2, 0.2),
                    left_aligned=2,
                ),
                heading("Risks to our Cautious view"),
                *numbered_lines(risks[:2]),
                PAGE,
                *[para(r + ".", lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *disclosures(ASHCOMBE),
            ),
            strip=(("Industry view", "Stocks", "Analysts"), ("Cautious", "12", "L. Farrow, T. Ibarra")),
            chart_names=("SOX", "S&P 500"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English strategy notes


def strategy_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "A stronger dollar would tighten financial conditions across the region",
        "Chinese property sales fall for a fifth year",
        "US tariffs on Asian electronics are raised again",
    )
    docs.append(
        sector(
            "en_strat_asia_country_weights_index_targets_top_picks_without_ratings",
            "Asia ex-Japan strategy: no rating and no calls; a country allocation table with `Overweight` / "
            "`Underweight` words and weights, MSCI Asia ex-Japan and Hang Seng targets, a `Top picks` list of "
            "names with codes and weights but no ratings or targets; risks as bullets under `Risks to our strategy`",
            PELHAM,
            "Strategy",
            "Asia ex-Japan Strategy",
            "4 December 2026",
            "Asia Strategy 2027: Earnings over multiples",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We expect 12% earnings growth for the region in 2027 and set an end-2027 target of 940 for "
                    "MSCI Asia ex-Japan and 27,500 for the Hang Seng."
                ),
                table(
                    "Exhibit 1: Country allocation",
                    ("Market", "Stance", "Benchmark", "Our weight"),
                    [
                        ("China", "Overweight", "31%", "34%"),
                        ("Taiwan", "Overweight", "22%", "25%"),
                        ("India", "Underweight", "20%", "16%"),
                        ("Korea", "Neutral", "12%", "12%"),
                    ],
                    "Source: Pelham Strand strategy",
                    widths=(0.3, 0.24, 0.23, 0.23),
                ),
                heading("Top picks for 2027"),
                *bullets(
                    (
                        "Qunxing Holdings (0721 HK), weight 5%",
                        "Jinwei Semiconductor (2330 TT), weight 5%",
                        "Hastak Bank (HSKB IN), weight 3%",
                    ),
                    end="",
                ),
                heading("Risks to our strategy"),
                *bullets(risks),
                *disclosures(PELHAM),
            ),
            chart_names=("MSCI Asia ex-Japan", "MSCI World"),
            side="wide",
        )
    )

    risks = (
        "The Fed could pause its cuts if core inflation stalls near 3%",
        "Oil supply disruptions would lift headline inflation",
    )
    docs.append(
        sector(
            "en_strat_rates_fx_forecasts_table_no_calls_risk_sentences",
            "Macro note: no rating and no calls; a forecasts table of policy rates, 10-year yields and FX "
            "(EUR/USD 1.14, USD/JPY 138) and an `Underweight duration` stance; risks as sentences under `Risks to "
            "our forecasts`",
            KANAZAWA,
            "Macro",
            "Global Rates and FX",
            "2 December 2026",
            "Rates and FX: Fewer cuts, weaker dollar",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We expect the Fed to cut twice more to 3.25% and the ECB to hold at 2.0%. We stay Underweight "
                    "duration and see the dollar weaker by the end of 2027."
                ),
                table(
                    "Figure 1: Forecasts",
                    ("", "Now", "2Q27", "4Q27"),
                    [
                        ("Fed funds (%)", "3.75", "3.50", "3.25"),
                        ("US 10-year (%)", "4.18", "4.05", "3.95"),
                        ("EUR/USD", "1.09", "1.11", "1.14"),
                        ("USD/JPY", "147", "142", "138"),
                    ],
                    "Source: Kanazawa Ito Securities forecasts",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                heading("Risks to our forecasts"),
                para(sentences(risks)),
                *disclosures(KANAZAWA),
            ),
            strip=(("EUR/USD 4Q27", "USD/JPY 4Q27", "US 10Y 4Q27"), ("1.14", "138", "3.95%")),
            chart_names=("DXY", "US 10Y"),
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
        "下游光伏装机增速放缓，组件厂商扩产计划推迟，公司设备订单可能低于预期",
        "海外贸易政策变化导致出口订单波动",
        "新产品研发与客户验证进度不及预期",
    )
    call = Call("688516.SH", "晶科智装", "增持", "35.60元")
    docs.append(
        company(
            "zh_co_sidebar_rating_with_grade_suffix_first_coverage_inline_paren_numbered_risks",
            "公司点评, right sidebar `投资评级：增持-A（首次）` (the rating without its grade suffix) over `6个月目标价：35.60元`; "
            "风险提示 as one paragraph of `（1）…；（2）…；（3）…。` items whose first item wraps",
            YUELU,
            "公司点评",
            "晶科智装（688516.SH）",
            "2026年12月3日",
            "晶科智装：海外订单放量，首次覆盖给予增持评级",
            call,
            risks=risks,
            blocks=(
                heading("事件"),
                para("公司发布前三季度业绩，实现营业收入42.6亿元，同比增长37%；归母净利润5.8亿元，同比增长41%。"),
                heading("点评"),
                para(
                    "海外订单占比提升至39%，毛利率同比提高2.4个百分点。我们预计公司2026-2028年归母净利润分别为7.9、10.2、12.6亿元。"
                ),
                zh_forecast("晶科智装", YUELU),
                heading("风险提示"),
                para("；".join(f"（{n}）{r}" for n, r in enumerate(risks, 1)) + "。"),
                *zh_disclosures(YUELU),
            ),
            key_lines=("投资评级：增持-A（首次）", "6个月目标价：35.60元", "当前股价：29.84元", "总市值：186亿元"),
            chart_names=("晶科智装", "科创50"),
            language="zh",
        )
    )

    risks = ("门店扩张不及预期", "原材料价格大幅上涨", "食品安全风险", "行业竞争加剧")
    call = Call("603517.SH", "味享食品", "审慎推荐", None)
    docs.append(
        company(
            "zh_co_strip_rating_previous_rating_no_target_risk_factors_paren_digit_items_across_page",
            "公司研究, a strip under the title `投资评级 | 上次评级 | 目标价` with `审慎推荐 | 推荐 | —` (a downgrade, no "
            "target; the previous rating a distractor); 风险因素 as `1）` items, the list running onto the next page",
            LINCHUAN,
            "公司研究",
            "味享食品（603517.SH）",
            "2026年12月2日",
            "味享食品：渠道调整期，下调至审慎推荐",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司第三季度收入同比下降6%，经销商库存仍处高位。考虑到渠道调整需要时间，我们将评级由“推荐”下调至“审慎推荐”。"
                ),
                zh_forecast("味享食品", LINCHUAN),
                heading("盈利预测与估值"),
                para("我们下调公司2026-2028年归母净利润预测至9.1、10.4、11.8亿元，对应PE分别为24、21、18倍。"),
                heading("风险因素"),
                *[para(r + "；", lead=f"{n}）", gap=3.0) for n, r in enumerate(risks[:2], 1)],
                PAGE,
                *[para(r + ("。" if n == 4 else "；"), lead=f"{n}）", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *zh_disclosures(LINCHUAN),
            ),
            strip=(("投资评级", "上次评级", "目标价", "当前股价"), ("审慎推荐", "推荐", "—", "31.42元")),
            chart_names=("味享食品", "上证指数"),
            side="strip",
            language="zh",
        )
    )

    risks = ("铜价大幅波动", "海外电网投资不及预期", "汇率波动", "产能释放进度低于预期")
    call = Call("002498.SZ", "汉缆电工", "买入", "48.60元")
    docs.append(
        company(
            "zh_co_left_sidebar_buy_upgraded_target_only_in_text_circled_inline_risks_last_page",
            "公司深度, left sidebar `评级：买入（上调）` with price data only; the target only in the 投资建议 paragraph "
            "(`给予目标价48.60元`) beside the previous target; 风险提示 on the last page before the disclosures as one "
            "paragraph of inline `①…；②…` items",
            YUELU,
            "公司深度",
            "汉缆电工（002498.SZ）",
            "2026年12月5日",
            "汉缆电工：海缆与海外双轮驱动",
            call,
            risks=risks,
            blocks=(
                heading("核心观点"),
                para("公司海缆在手订单达86亿元，同比增长52%；海外电网订单占比提升至18%。"),
                zh_forecast("汉缆电工", YUELU),
                heading("投资建议"),
                para(
                    "我们预计公司2026-2028年EPS分别为1.82、2.31、2.76元，参考可比公司给予2027年21倍PE，给予目标价48.60元（前次目标价39.20元），评级由“增持”上调至“买入”。"
                ),
                PAGE,
                heading("风险提示"),
                para("；".join(f"{m}{r}" for m, r in zip("①②③④", risks, strict=True)) + "。"),
                *zh_disclosures(YUELU),
            ),
            key_lines=("评级：买入（上调）", "当前股价：38.15元", "总股本：33.2亿股", "近12月涨幅：+41%"),
            chart_names=("汉缆电工", "深证成指"),
            side="left",
            language="zh",
        )
    )
    return docs


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("300750.SZ", "宁德新能", "推荐", None),
        Call("002812.SZ", "恩捷膜材", "审慎推荐", None),
        Call("300073.SZ", "当升材料", "推荐", None),
        Call("603659.SH", "璞泰新材", "审慎推荐", None),
    )
    risks = (
        "新能源汽车销量不及预期，动力电池排产低于我们的假设，正负极、隔膜与电解液等材料环节面临量价双重压力",
        "原材料价格大幅波动",
        "海外贸易壁垒提高",
        "新技术路线替代",
    )
    docs.append(
        zh_sector(
            "zh_ind_weekly_key_company_table_two_row_header_name_code_one_cell_unrated_numbered_risks_across_page",
            "行业周报, strip `行业评级 | 推荐（维持）`; a 重点公司 table whose header spans two rows (`EPS（元）` and `PE` each "
            "over `2026E` / `2027E`), name and code in one cell `宁德新能（300750.SZ）`, a 评级 column with a `未评级` row "
            "(not a call); 风险提示 as `1.` items whose first wraps, the list running onto the next page",
            LINCHUAN,
            "行业周报",
            "电力设备与新能源",
            "2026年12月6日",
            "新能源周报：排产环比回升，材料价格企稳",
            rating="推荐",
            risks=risks,
            calls=calls,
            blocks=(
                heading("本周观点"),
                para("12月动力电池排产环比增长6%，六氟磷酸锂、隔膜价格企稳。我们维持行业“推荐”评级。"),
                grid(
                    "表1：重点公司盈利预测与估值",
                    ("公司（代码）", "评级", "2026E", "2027E", "2026E", "2027E"),
                    [
                        ("宁德新能（300750.SZ）", "推荐", "11.82", "14.05", "22.1", "18.6"),
                        ("恩捷膜材（002812.SZ）", "审慎推荐", "1.36", "1.92", "31.4", "22.2"),
                        ("当升材料（300073.SZ）", "推荐", "2.08", "2.61", "19.7", "15.7"),
                        ("璞泰新材（603659.SH）", "审慎推荐", "1.12", "1.45", "20.3", "15.7"),
                        ("天赐锂能（002709.SZ）", "未评级", "0.88", "1.21", "28.6", "20.8"),
                    ],
                    "资料来源：Wind，临川证券研究所（未评级公司采用Wind一致预期）",
                    groups=("", "", "EPS（元）", "", "PE", ""),
                    widths=(0.32, 0.16, 0.13, 0.13, 0.13, 0.13),
                    left_aligned=2,
                ),
                heading("产业链价格跟踪"),
                para("本周碳酸锂均价7.6万元/吨，环比持平；三元正极价格环比下降0.8%。"),
                heading("风险提示"),
                *numbered_lines(risks[:2], end="；"),
                PAGE,
                *[para(r + ("。" if n == 4 else "；"), lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *zh_disclosures(LINCHUAN),
            ),
            strip=(("行业评级", "上次评级", "报告日期"), ("推荐（维持）", "推荐", "2026-12-06")),
            chart_names=("电力设备", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("688059.SH", "华锐精工", "买入", "52.00元"),
        Call("300124.SZ", "汇川智控", "买入", "78.50元"),
        Call("002747.SZ", "埃斯顿达", "增持", "19.80元"),
    )
    risks = ("制造业投资增速放缓", "人形机器人量产进度不及预期", "核心零部件国产替代不及预期", "行业价格竞争加剧")
    docs.append(
        zh_sector(
            "zh_ind_summary_ends_with_risk_line_key_companies_lines_with_targets_at_end",
            "行业研究, right sidebar `行业评级：看好（首次）`; the summary (投资要点) ends with a `风险提示：a；b；c；d。` line and "
            "the last page repeats the items as a numbered section; the calls only in a 重点公司 list at the end, one "
            "line a stock `华锐精工（688059.SH）：买入，目标价52.00元`, beside a `暂无评级` name",
            YUELU,
            "行业深度",
            "机械设备",
            "2026年12月4日",
            "机器人行业深度：从样机到量产",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                heading("投资要点"),
                para("2026年国内工业机器人产量同比增长24%，人形机器人进入小批量交付阶段。"),
                para("减速器、伺服与丝杠环节国产化率持续提升，首次覆盖给予行业“看好”评级。"),
                para("；".join(risks) + "。", lead="风险提示："),
                table(
                    "图表1：工业机器人产量（万台）",
                    ("年份", "2024", "2025", "2026E"),
                    [("产量", "55.6", "63.8", "79.1"), ("同比", "14%", "15%", "24%")],
                    "资料来源：国家统计局，岳麓证券研究所",
                    widths=(0.25, 0.25, 0.25, 0.25),
                ),
                PAGE,
                heading("重点公司"),
                *mentioned(
                    calls, ("绿的传动（688017.SH）：暂无评级",), form="{name}（{code}）：{rating}，目标价{target}"
                ),
                heading("风险提示"),
                *numbered_lines(risks, end="。"),
                *zh_disclosures(YUELU),
            ),
            key_lines=("行业评级：看好（首次）", "机械设备指数", "1,684.2", "近一年：+18.6%"),
            chart_names=("机械设备", "沪深300"),
        )
    )

    calls = (
        Call("600276.SH", "恒瑞康药", "推荐", None),
        Call("688235.SH", "百济新源", "推荐", None),
        Call("300759.SZ", "康龙泰华", "审慎推荐", None),
        Call("002422.SZ", "科伦博泰", "推荐", None),
        Call("600196.SH", "复星医研", "中性", None),
    )
    risks = ("创新药研发失败风险", "医保谈判降价幅度超预期", "海外授权交易不及预期", "地缘政治风险")
    explanations = (
        "创新药临床试验周期长、投入大，存在研发失败的可能。",
        "若医保谈判平均降价幅度高于往年，将影响新药放量后的利润水平。",
        "海外授权交易的首付款和里程碑付款存在较大不确定性。",
        "中美关系变化可能影响CXO企业海外订单。",
    )
    header = ("公司", "代码", "评级", "总市值（亿元）", "PE 2026E")
    widths = (0.24, 0.2, 0.18, 0.2, 0.18)
    docs.append(
        zh_sector(
            "zh_ind_comment_table_continues_headless_view_in_sentence_risk_factors_paren_titles",
            "行业点评, left sidebar with index data only; the sector view only in a sentence `维持行业“推荐”评级` (the same "
            "word as the stocks' ratings); a 评级 table that continues on the next page without its header; 风险因素 "
            "as `（1）标题：说明` items (the title the item)",
            LINCHUAN,
            "行业点评",
            "医药生物",
            "2026年12月1日",
            "医药行业点评：医保目录落地，创新药迎来放量",
            rating="推荐",
            risks=risks,
            calls=calls,
            blocks=(
                para("2026年国家医保目录调整结果公布，新增药品114种，其中创新药占比达到79%。我们维持行业“推荐”评级。"),
                heading("投资建议"),
                para("建议关注创新药及产业链龙头，重点公司评级如下表。"),
                table(
                    "表1：2026年医保目录调整情况",
                    ("类别", "新增品种", "平均降幅"),
                    [("创新药", "90", "63%"), ("其他", "24", "58%")],
                    "资料来源：国家医保局，临川证券研究所",
                    widths=(0.4, 0.3, 0.3),
                ),
                grid(
                    "表2：重点公司评级",
                    header,
                    [
                        ("恒瑞康药", "600276.SH", "推荐", "3,812", "48.2"),
                        ("百济新源", "688235.SH", "推荐", "2,506", "-"),
                        ("康龙泰华", "300759.SZ", "审慎推荐", "486", "26.4"),
                    ],
                    "",
                    widths=widths,
                    left_aligned=3,
                ),
                PAGE,
                grid(
                    "",
                    header,
                    [
                        ("科伦博泰", "002422.SZ", "推荐", "612", "35.7"),
                        ("复星医研", "600196.SH", "中性", "704", "17.9"),
                    ],
                    "资料来源：Wind，临川证券研究所",
                    widths=widths,
                    left_aligned=3,
                    headless=True,
                ),
                heading("风险因素"),
                *[
                    para(text, lead=f"（{n}）{title}：", gap=3.0)
                    for n, (title, text) in enumerate(zip(risks, explanations, strict=True), 1)
                ],
                *zh_disclosures(LINCHUAN),
            ),
            key_lines=("医药生物指数", "8,964.3", "近一月：+5.1%", "近一年：+12.4%"),
            chart_names=("医药生物", "沪深300"),
            side="left",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


SEVENTEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(SEVENTEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(SEVENTEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
