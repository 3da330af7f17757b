"""Synthetic layouts, set 18: written as the held-out measure of how general the extraction rules are (held out through session 24, development since).

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-17 and set 17's held-out test, and
bench/labels/README.md (the labelling conventions). It was written from general sell-side conventions of global,
Asian and Chinese houses, with invented houses, companies, tickers and figures, and drawn with the samples' engine
(sample_pdfs/render.py) through the building blocks of sets 1, 4-17 (no engine addition). Its emphasis is where the
product is weakest in aggregate: English sector notes whose stock calls sit in running text (names without a
bracketed code, the code in a table, a `Companies mentioned` list or a stock-by-stock heading; `we reiterate our Buy
on X and lift our PT to ...`, `X remains our top pick (Overweight, PT ...)`, `we downgrade Y to Neutral`, `Z: stay
Underweight`, `our preferred names are A and B (both Outperform)`) beside distractors (peers not covered, previous
ratings, consensus targets, index levels, other brokers' views); English sector risks in varied shapes; Chinese risks
in varied shapes (one `；` paragraph, `1、` / `（1）` / `1）` / `①` items across a page, a risk box in a narrow right
column, risks right before the disclosures) and Chinese industry stock tables; English company cover boxes with
ratings as printed and targets with currencies beside previous values. Labels hold by construction and follow
bench/labels/README.md (rating as printed without a grade suffix (`Outperform (1)` -> `Outperform`), the previous
rating or target never the label; the first full risk section of the note's own (never per-stock risk lines), its
items verbatim, a paragraph of sentences split by sentence, `;` / `；` items kept whole, a sentence's list split at
commas and `and`, a bold run-in title the item; one call for a company note; a sector note's calls wherever a stock is
given its own rating or target, its code as printed in the note, never a peer not covered / not rated / 未评级; an
industry report's rating only the sector's own view, its target null; strategy notes with no rating and no calls);
the self-check fails loudly when a label is not on the text layer.

Composition (24): 6 English company notes (a strip `Rating | Price target | Prev. PT | Price` = `OW | US$148 | US$132
| ...` with `Key risks to our view include a, b and c`; a sidebar `Outperform (1)` / `Target price NT$1,020` / `Prior
target NT$940` beside a consensus-target peer table, `1)` risks; a band `Buy | TP Rp 6,250 | Prev. TP Rp 5,400 | JCI
7,418` with risk sentences on the last page before the disclosures; a `Key changes` table `Current` / `Previous` (`Buy`
/ `Neutral`, `¥3,950` / `¥3,100`) with bold-titled risk bullets; a left sidebar `Underweight` / `Price target €18.50` /
`(from €21.00)` with `;` upside risks in one sentence; a framed box `BUY (unchanged)` / `Target price: HK$62.40 (from
HK$55.00)` with risk bullets, the first wrapping, running onto the next page), 10 English sector notes (calls only in
prose by name with the codes only in a `Companies mentioned` list, a consensus target, a peer not covered; stock-by-stock
headings `Name (CODE)` with prose calls and per-stock `Risks:` lines before the sector risk section; `X remains our top
pick (Overweight, PT HK$38.50)` / `Lotus Crown Gaming: stay Underweight, PT HK$9.10` beside another broker's upgrade,
with the same calls in a valuation table; `Our preferred names are A and B (both Outperform)` and a downgrade in prose,
codes and targets in a table on page 2 with an `NR` row, risk bullets on the last page; prose-only calls with one code
bracketed and the others in `Companies mentioned`, a street-high target, no sector view, risk bullets across a page;
upgrades `to Buy from Hold ... A$8.40 (from A$7.10)` in prose, codes in a valuation table without ratings, a band with the
sector view, `(1) ...; (2) ...` risks; `We remain Underweight on European autos` with `Volkar: stay Underweight (PT
€44)` lines, codes in a comps table with an uncovered peer, `Risks to our view: a, b and c`; prose calls and a table
with `Prev. rating` / `Prev. PT` columns and a `Restricted` row, `1.` risks onto the next page; an `Our calls` dash list
by name, the codes only in a `Companies mentioned in this report` line on the disclosures page, risk sentences on the
last page before the disclosures; an initiation with stock headings `Name (CODE)` and `We initiate at Overweight with a PT
of 2,150p`, the sector `Key risks to our view` with bold titles first and per-stock risk lines in an appendix), 2 English
strategy / macro notes (ASEAN allocation with index targets, sector stances and named ideas without ratings; a European
macro note with forecasts and `Overweight duration`), 6 Chinese reports (3 公司点评 / 公司研究 / 公司深度: a sidebar
`投资评级：买入（维持）` / `目标价：86.40元` / `前次目标价：72.00元` with 风险提示 `1、` items in a narrow right column beside the
text; a strip `推荐（维持） | 26.80元 | 24.50元 | 21.36元` with 风险因素 `（1）` items, the first wrapping, across a page; a left
sidebar `增持（上调）` / `目标价 15.40元` with 主要风险 as one `；` paragraph right before the disclosures; 3 行业深度 / 行业周报 /
行业点评: a 重点公司盈利预测 table `代码 | 名称 | 评级 | 目标价（元）` with a 未评级 row and the targets with their unit in the 投资建议
sentence, `①` risks across a page; a weekly 评级 table `名称 | 代码 | 收盘价 | 评级` (no targets, a 未评级 row, 强烈推荐 / 推荐 /
中性) with `1）` risks; 重点公司 lines `迈瑞康医（300760.SZ）：买入，目标价325.00元` beside a 未评级 name, 风险因素 `1、` items on the
last page before the disclosures). Distractors: disclosures pages with rating legends and distributions, previous
ratings and targets, consensus and other brokers' targets, peers not covered / not rated / restricted, index levels,
per-stock risk lines, running headers and footers, analysts.

    .venv/bin/python bench/synthetic_layouts_18.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_18.py --score      # the rules backend on them

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_18.py --score`, without `--misses`, on
branch heldout18 = main 58ba50a plus only this file, its test, its Makefile line and the README's make-bench row
(commit 3249bc4), 2026-12-07; format pdf throughout; risk F1 loose equal to risk F1 on every row; 20.6s for the 24
notes (24.3s wall with start-up); en industry = 10 sector + 2 strategy notes, zh industry = 3 行业深度 / 行业周报 / 行业点评):

    lang doc_type reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company  6       6/6 (100.0%)   4/6 (66.7%)    5/6 (83.3%)    0.833    66.7% / 66.7% (4/6/6)
    en   industry 12      12/12 (100.0%) 12/12 (100.0%) 12/12 (100.0%) 0.853    92.9% / 40.6% (13/14/32)
    en   all      18      18/18 (100.0%) 16/18 (88.9%)  17/18 (94.4%)  0.846    85.0% / 44.7% (17/20/38)
    zh   company  3       3/3 (100.0%)   3/3 (100.0%)   3/3 (100.0%)   1.000    100.0% / 100.0% (3/3/3)
    zh   industry 3       2/3 (66.7%)    3/3 (100.0%)   2/3 (66.7%)    1.000    100.0% / 80.0% (8/8/10)
    zh   all      6       5/6 (83.3%)    6/6 (100.0%)   5/6 (83.3%)    1.000    100.0% / 84.6% (11/11/13)
    all  all      24      23/24 (95.8%)  22/24 (91.7%)  22/24 (91.7%)  0.893    90.3% / 54.9% (28/31/51)

    company notes' own call: matched 7 / extracted 9 / labelled 9
    sector notes' calls: matched 21 / extracted 22 / labelled 42
    call targets right of matched calls with a labelled target: en company 3/4, en industry 9/13,
    zh company 3/3, zh industry 4/4

No document or label was changed after this run. Held out through session 24 (final figures there, on 612a36e:
23 / 23 / 22 of 24, risk F1 0.907, calls 94.1% / 62.7%); development data from session 25 on, when a fresh held-out
set (synthetic_layouts_19) took its place.
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
from bench.synthetic_layouts_9 import company, sector, zh_sector  # noqa: E402
from bench.synthetic_layouts_13 import KeyedNote, in_sentence, narrow  # noqa: E402
from bench.synthetic_layouts_14 import BandNote, banded  # noqa: E402
from bench.synthetic_layouts_15 import loose, sentences  # noqa: E402
from bench.synthetic_layouts_16 import SixteenthLayout, titled  # noqa: E402

SET_NAME = "synthetic_layouts_18"


# ----------------------------------------------------------------------------- rendering


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("龚远帆 S1860525030004", "蒋若溪 S1860522090002")
        if chinese
        else ("Harriet Okonjo", "Mateus Lindgren"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_18.py",
            "creationDate": "D:20261207000000+00'00'",
            "modDate": "D:20261207000000+00'00'",
        },
    )
    band = doc.band if isinstance(doc, BandNote) else ()
    layout = SixteenthLayout(report, side=doc.side, strip=doc.strip or ((), ()), corner=False, band=band)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def lines(*texts: str, size: float = 8.5) -> list[Any]:
    """Short lines each a paragraph of its own (a `Companies mentioned` list, a list of calls)."""
    return [para(text, gap=2.0, size=size) for text in texts]


# ----------------------------------------------------------------------------- the houses

TARNBROOK = House(
    "Tarnbrook Vane",
    "Tarnbrook Vane & Co. Incorporated, Equity Research",
    (0.1, 0.2, 0.42),
    (
        "Buy: we expect the stock's total return to exceed 15% over the next 12 months.",
        "Hold: we expect a total return between -5% and 15%.",
        "Sell: we expect a total return below -5%.",
        "Sector views: Positive, Neutral or Negative relative to the S&P 500.",
    ),
    (("Buy", "55", "17"), ("Hold", "37", "10"), ("Sell", "8", "2")),
)
AMBLESIDE = House(
    "Ambleside Corvey",
    "Ambleside Corvey Securities plc",
    (0.4, 0.1, 0.25),
    (
        "Overweight (OW): expected to outperform the analyst's coverage universe over 12 months.",
        "Equal-weight (EW): expected to perform in line with the coverage universe.",
        "Underweight (UW): expected to underperform the coverage universe.",
        "Industry view: Overweight, Neutral or Underweight against the MSCI Europe index.",
    ),
    (("Overweight", "47", "15"), ("Equal-weight", "42", "12"), ("Underweight", "11", "3")),
)
SALTIRE = House(
    "Saltire Kinross",
    "Saltire Kinross Research Limited",
    (0.05, 0.32, 0.3),
    (
        "Outperform (1): expected to outperform the local market by 10% or more over 12 months.",
        "Neutral (2): expected to perform within 10% of the local market.",
        "Underperform (3): expected to underperform the local market by 10% or more.",
        "Not rated (NR): no rating or target is assigned.",
    ),
    (("Outperform (1)", "50", "13"), ("Neutral (2)", "39", "9"), ("Underperform (3)", "11", "2")),
)
MERROW = House(
    "Merrow Straits",
    "Merrow Straits Capital (Singapore) Pte. Ltd.",
    (0.3, 0.28, 0.05),
    (
        "BUY: total return expected above 10% over 12 months.",
        "HOLD: total return expected between -10% and 10%.",
        "SELL: total return expected below -10%.",
        "Sector calls: Overweight, Neutral, Underweight.",
    ),
    (("BUY", "58", "14"), ("HOLD", "33", "6"), ("SELL", "9", "1")),
)
LUZHOU = House(
    "鹭洲证券",
    "鹭洲证券股份有限公司",
    (0.6, 0.1, 0.1),
    (
        "公司评级：买入：预期未来6个月内相对沪深300指数涨幅超过20%；增持：10%至20%；中性：-10%至10%；减持：低于-10%。",
        "行业评级：看好：行业指数相对沪深300指数涨幅超过10%；中性：-10%至10%；看淡：低于-10%。",
    ),
    (("买入", "49", "10"), ("增持", "37", "8"), ("中性", "14", "2")),
)
MINSHAN = House(
    "岷山证券",
    "岷山证券股份有限公司",
    (0.1, 0.35, 0.45),
    (
        "股票评级：强烈推荐：相对沪深300指数涨幅20%以上；推荐：10%至20%；中性：-10%至10%；回避：-10%以下。",
        "行业评级：推荐：行业指数相对沪深300指数涨幅10%以上；中性：-10%至10%；回避：-10%以下。",
    ),
    (("强烈推荐", "31", "7"), ("推荐", "52", "9"), ("中性", "17", "3")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = ("a slower recovery in enterprise IT budgets", "price competition from hyperscalers", "a stronger dollar")
    call = Call("QRLX US", "Quorelix Software", "OW", "US$148")
    docs.append(
        company(
            "en_co_strip_ow_target_previous_target_key_risks_sentence_list",
            "A strip under the title `Rating | Price target | Prev. PT | Price` = `OW | US$148 | US$132 | US$121.40` "
            "(rating abbreviated as printed, the previous target a distractor); risks in one sentence `Key risks to "
            "our view include a, b and c.` split at commas and `and`",
            AMBLESIDE,
            "Company Update",
            "Quorelix Software (QRLX US)",
            "4 December 2026",
            "Quorelix Software: Consumption pricing lands well",
            call,
            risks=risks,
            blocks=(
                para(
                    "Net revenue retention rose to 118% and the move to consumption pricing added 3pts to growth. "
                    "We raise estimates and move our price target to US$148 from US$132."
                ),
                financials("Quorelix Software", "US$", AMBLESIDE),
                heading("Risks"),
                in_sentence("Key risks to our view include ", risks),
                *disclosures(AMBLESIDE),
            ),
            strip=(("Rating", "Price target", "Prev. PT", "Price"), ("OW", "US$148", "US$132", "US$121.40")),
            chart_names=("QRLX US", "S&P 500"),
            side="strip",
        )
    )

    risks = (
        "Smartphone demand in China weakens again in the first half of 2027",
        "A delay in the 2nm ramp at the foundry partner would push out new product revenue",
        "Customer concentration remains high, with the top two clients at 46% of sales",
    )
    call = Call("3581 TT", "Hsinlung Micro", "Outperform", "NT$1,020")
    docs.append(
        company(
            "en_co_sidebar_outperform_numeric_code_target_ntd_prior_target_numbered_paren_risks",
            "Right sidebar box `Outperform (1)` (rating with its numeric code; label `Outperform`) over `Target price "
            "NT$1,020` and `Prior target NT$940`; a peer table with consensus targets (distractors); risks under "
            "`Investment risks` as `1)` items",
            SALTIRE,
            "Company Report",
            "Hsinlung Micro (3581 TT)",
            "3 December 2026",
            "Hsinlung Micro: Power management share gains continue",
            call,
            risks=risks,
            blocks=(
                para(
                    "Design wins in notebook power management doubled this year. We lift our target to NT$1,020 and "
                    "stay Outperform; the stock trades at 19x 2027E, in line with peers."
                ),
                table(
                    "Figure 2: Peer valuation (consensus)",
                    ("Company", "Code", "Cons. target", "PE 27E"),
                    [("Yuanli Semi", "6417 TT", "NT$512", "21.4"), ("Kaihong IC", "4966 TT", "NT$1,385", "23.0")],
                    "Source: Bloomberg consensus",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                financials("Hsinlung Micro", "NT$", SALTIRE),
                heading("Investment risks"),
                *numbered_lines(risks, style="{n}) "),
                *disclosures(SALTIRE),
            ),
            key_lines=("Outperform (1)", "Target price NT$1,020", "Prior target NT$940", "Price NT$874"),
            chart_names=("3581 TT", "TAIEX"),
        )
    )

    risks = (
        "Coal prices could fall further if Chinese import demand stays weak",
        "Royalty rates may rise under the new mining law",
        "Heavy rain in the first quarter could disrupt hauling",
    )
    call = Call("KRTM IJ", "Karta Mineral", "Buy", "Rp 6,250")
    docs.append(
        banded(
            company(
                "en_co_band_buy_rupiah_target_previous_target_risk_sentences_last_page",
                "A coloured band across the top `Buy | TP Rp 6,250 | Prev. TP Rp 5,400 | JCI 7,418`; the previous "
                "target and the index level distractors; risks as a `Risks` paragraph of sentences on the last page "
                "before the disclosures",
                MERROW,
                "Company Update",
                "Karta Mineral (KRTM IJ)",
                "2 December 2026",
                "Karta Mineral: Nickel pivot gathers pace",
                call,
                risks=risks,
                blocks=(
                    para(
                        "The nickel smelter reached 85% utilisation a quarter early. We raise our target to Rp 6,250 "
                        "and keep our Buy rating; coal now makes up less than half of EBITDA."
                    ),
                    financials("Karta Mineral", "Rp", MERROW),
                    PAGE,
                    heading("Valuation"),
                    para("Our sum-of-the-parts values the nickel business at 6x 2027E EV/EBITDA."),
                    heading("Risks"),
                    para(sentences(risks)),
                    *disclosures(MERROW),
                ),
                chart_names=("KRTM IJ", "JCI"),
                side="wide",
            ),
            ("Buy", "TP Rp 6,250", "Prev. TP Rp 5,400", "JCI 7,418"),
        )
    )

    titles = ("Inbound tourism", "Wage inflation", "Yen strength")
    texts = (
        "A third of sales comes from overseas visitors, whose spending is sensitive to flight capacity.",
        "Part-time wages rose 6% this year and could rise faster after the spring talks.",
        "A stronger yen reduces tax-free sales and the value of overseas earnings.",
    )
    call = Call("3099 JP", "Mitsukoshi Hanaya", "Buy", "¥3,950")
    docs.append(
        company(
            "en_co_key_changes_table_current_previous_rating_target_yen_titled_risk_bullets",
            "No sidebar: a `Key changes` table with `Current` / `Previous` columns (`Buy` / `Neutral`, `¥3,950` / "
            "`¥3,100`), the previous values distractors; risks as bullets with bold run-in titles (the titles the "
            "items)",
            TARNBROOK,
            "Company Update",
            "Mitsukoshi Hanaya (3099 JP)",
            "1 December 2026",
            "Mitsukoshi Hanaya: Upgrade to Buy on luxury recovery",
            call,
            risks=titles,
            blocks=(
                table(
                    "Key changes",
                    ("", "Current", "Previous"),
                    [("Rating", "Buy", "Neutral"), ("Target price", "¥3,950", "¥3,100"), ("2027E EPS", "¥212", "¥188")],
                    "Source: Tarnbrook Vane estimates",
                    widths=(0.4, 0.3, 0.3),
                ),
                para(
                    "Luxury sales at the flagship stores rose 14% in November and inbound sales recovered to 2019 "
                    "levels. We upgrade the stock."
                ),
                financials("Mitsukoshi Hanaya", "¥", TARNBROOK),
                heading("Key risks"),
                *titled(titles, texts),
                *disclosures(TARNBROOK),
            ),
            chart_names=("3099 JP", "TOPIX"),
            side="wide",
        )
    )

    risks = (
        "faster-than-expected recovery in European truck orders",
        "a bid for the company from a strategic buyer",
        "lower steel and aluminium costs",
    )
    call = Call("VLRK GY", "Vellerkamp", "Underweight", "€18.50")
    docs.append(
        company(
            "en_co_left_sidebar_underweight_euro_target_from_previous_upside_risks_semicolon_sentence",
            "Left sidebar box `Underweight` / `Price target €18.50` / `(from €21.00)`; a DAX level in the key data; "
            "risks under `Upside risks to our rating` as `;` items in one sentence after a lead-in",
            AMBLESIDE,
            "Company Note",
            "Vellerkamp (VLRK GY)",
            "5 December 2026",
            "Vellerkamp: Orders have not turned yet",
            call,
            risks=risks,
            blocks=(
                para(
                    "Truck component orders fell 12% in the third quarter and the backlog now covers only four months. "
                    "We cut our target to €18.50 and stay Underweight."
                ),
                financials("Vellerkamp", "€", AMBLESIDE),
                heading("Upside risks to our rating"),
                para("We see three: " + "; ".join(risks) + "."),
                *disclosures(AMBLESIDE),
            ),
            key_lines=("Underweight", "Price target €18.50", "(from €21.00)", "Price €20.64", "DAX 19,870"),
            chart_names=("VLRK GY", "DAX"),
            side="left",
        )
    )

    risks = (
        "Slower store openings in tier-three cities, where the brand has only started to sign franchisees and "
        "rents have risen faster than sales",
        "Higher coffee bean costs",
        "A food safety incident at a franchised store",
        "Tougher competition from low-price chains",
    )
    call = Call("2318 HK", "Lumen Brew Holdings", "BUY", "HK$62.40")
    docs.append(
        company(
            "en_co_framed_box_buy_target_from_previous_hkd_risk_bullets_wrapping_across_page",
            "A framed box on page 1 `BUY (unchanged)` / `Target price: HK$62.40 (from HK$55.00)`; risk bullets under "
            "`Key risks`, the first wrapping over three lines, the list running onto the next page",
            MERROW,
            "Company Update",
            "Lumen Brew Holdings (2318 HK)",
            "4 December 2026",
            "Lumen Brew Holdings: Franchise engine accelerates",
            call,
            risks=risks,
            blocks=(
                box("BUY (unchanged)", "Target price: HK$62.40 (from HK$55.00)", "Price: HK$49.10", "Upside: +27%"),
                para(
                    "Same-store sales turned positive and the franchise pipeline reached 1,900 stores. We raise 2027E "
                    "earnings by 9%."
                ),
                financials("Lumen Brew Holdings", "Rmb", MERROW),
                heading("Key risks"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                *disclosures(MERROW),
            ),
            chart_names=("2318 HK", "HSI"),
            side="wide",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    return sector_prose() + sector_mixed()


def sector_prose() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("HRLF US", "Harlan Foods", "Buy", "US$64"),
        Call("GNBK US", "Greenbrook Snacks", "Hold", "US$37"),
        Call("PMCO US", "Pemberton Co", "Sell", "US$22"),
    )
    risks = ("a rebound in cocoa and sugar prices", "heavier promotions by private label", "slower volume recovery")
    docs.append(
        sector(
            "en_sec_calls_in_prose_names_only_codes_in_companies_mentioned_list_key_risks_sentence",
            "Calls only in running text by name (`We reiterate our Buy on Harlan Foods and lift our PT to US$64`, "
            "`we downgrade Greenbrook Snacks to Hold ... PT US$37 (from US$44)`, `Pemberton Co: stay Sell, PT US$22`), "
            "codes only in a `Companies mentioned` list at the end; distractors: a consensus target, a peer not "
            "covered, the S&P 500 level; sector view `Neutral` in the sidebar; risks `Key risks to our view include "
            "a, b and c.`",
            TARNBROOK,
            "Sector Update",
            "US Packaged Food",
            "4 December 2026",
            "US Packaged Food: Volumes finally turn",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Scanner data show volumes up 0.8% over the last 12 weeks, the first rise in two years, while the "
                    "S&P 500 Food index at 1,412 still trades at a discount to the market."
                ),
                heading("Stock calls"),
                para(
                    "We reiterate our Buy on Harlan Foods and lift our PT to US$64, above the consensus target of "
                    "US$58, as its snacks portfolio gains share."
                ),
                para(
                    "After a 30% rally we downgrade Greenbrook Snacks to Hold from Buy, with a PT of US$37 (from "
                    "US$44). Pemberton Co: stay Sell, PT US$22, as private label takes shelf space."
                ),
                para("Ridgefield Dairy, which we do not cover, reported a similar volume recovery."),
                table(
                    "Figure 1: Category volume growth",
                    ("Category", "FY25", "L12W", "FY27E"),
                    [("Snacks", "-1.2%", "1.4%", "1.8%"), ("Frozen", "-2.0%", "0.3%", "0.9%")],
                    "Source: Circana, Tarnbrook Vane",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                heading("Risks"),
                in_sentence("Key risks to our view include ", risks),
                heading("Companies mentioned"),
                *lines("Harlan Foods (HRLF US)", "Greenbrook Snacks (GNBK US)", "Pemberton Co (PMCO US)"),
                *disclosures(TARNBROOK),
            ),
            key_lines=("Sector view", "Neutral", "S&P 500 Food 1,412", "Stocks covered 11"),
            chart_names=("S&P 500 Food", "S&P 500"),
        )
    )

    calls = (
        Call("CRVN US", "Corvane Networks", "Neutral", "US$41"),
        Call("ATLX US", "Atlexa Optical", "Buy", "US$96"),
        Call("SNTR US", "Sentara Cable", "Buy", "US$57"),
    )
    risks = (
        "Cloud capex could be cut if AI monetisation disappoints",
        "Chinese optical component makers are taking share on price",
        "Tariffs on Mexican assembly would raise costs",
    )
    docs.append(
        sector(
            "en_sec_stock_by_stock_headings_with_codes_per_stock_risk_lines_then_sector_risk_section",
            "Stock-by-stock sections headed `Corvane Networks (CRVN US)` whose paragraphs give the call in prose "
            "(`we downgrade to Neutral and cut our PT to US$41 (from US$52)`), each followed by a per-stock `Risks:` "
            "line (not the note's risks); the sector-level `Risks to our sector view` section after them is the "
            "label (sentences); the view `Positive` in a strip",
            TARNBROOK,
            "Industry Report",
            "US Communications Equipment",
            "3 December 2026",
            "Communications Equipment: AI optics carry the group",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Hyperscaler capex guidance for 2027 rose another 12% and 800G optics demand is running ahead of "
                    "supply. Legacy enterprise networking is the weak spot."
                ),
                heading("Corvane Networks (CRVN US)"),
                para(
                    "Enterprise switching orders fell again and campus refresh has slipped to 2028. We downgrade to "
                    "Neutral and cut our PT to US$41 (from US$52)."
                ),
                para("Risks: a faster campus refresh cycle; share buybacks.", size=8.5),
                heading("Atlexa Optical (ATLX US)"),
                para(
                    "Transceiver capacity doubles by mid-2027 and the 1.6T product qualifies in the spring. We reiterate "
                    "Buy with a PT of US$96."
                ),
                para("Risks: component shortages; customer concentration.", size=8.5),
                heading("Sentara Cable (SNTR US)"),
                para("Fibre cable lead times are at a record. Buy, PT raised to US$57 from US$49."),
                para("Risks: copper prices; slower data centre builds.", size=8.5),
                heading("Risks to our sector view"),
                para(sentences(risks)),
                *disclosures(TARNBROOK),
            ),
            strip=(("Sector view", "Previous", "Stocks covered"), ("Positive", "Neutral", "9")),
            chart_names=("S&P Comm. Equipment", "S&P 500"),
            side="strip",
        )
    )

    calls = (
        Call("1928 HK", "Aomen Grand Resorts", "Overweight", "HK$38.50"),
        Call("0880 HK", "Pearl Harbourside", "Equal-weight", "HK$6.20"),
        Call("2282 HK", "Lotus Crown Gaming", "Underweight", "HK$9.10"),
        Call("1128 HK", "Cotai Ventures", "Overweight", "HK$21.00"),
    )
    risks = (
        "Gross gaming revenue may slow if mainland visitation stalls",
        "A new gaming tax review would compress margins",
        "Competition from regional integrated resorts is intensifying",
    )
    docs.append(
        sector(
            "en_sec_top_pick_prose_paren_rating_pt_and_table_both_stay_underweight_colon_risks_paragraph",
            "Calls in prose AND a table: `Aomen Grand Resorts remains our top pick (Overweight, PT HK$38.50)`, "
            "`Lotus Crown Gaming: stay Underweight`, `we add Cotai Ventures to our preferred list ... Overweight, PT "
            "HK$21.00`; codes only in the valuation table (rating and PT columns); distractors: GGR forecasts, "
            "another broker's Sell; the view `Overweight` in a right sidebar; risks as a `Risks` paragraph of "
            "sentences",
            AMBLESIDE,
            "Sector Note",
            "Macau Gaming",
            "2 December 2026",
            "Macau Gaming: Premium mass keeps winning",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "November gross gaming revenue rose 14% to MOP22.6bn and we raise our 2027 GGR forecast to "
                    "MOP265bn. We stay Overweight on the sector."
                ),
                para(
                    "Aomen Grand Resorts remains our top pick (Overweight, PT HK$38.50): its new tower opens in "
                    "March. We also add Cotai Ventures to our preferred list with an Overweight rating and a PT of "
                    "HK$21.00. Pearl Harbourside stays Equal-weight with a PT of HK$6.20."
                ),
                para(
                    "Lotus Crown Gaming: stay Underweight, PT HK$9.10, despite one broker's upgrade to Buy this week; "
                    "its VIP exposure is the highest in the group."
                ),
                table(
                    "Exhibit 3: Valuation summary",
                    ("Company", "Code", "Rating", "PT (HK$)", "EV/EBITDA 27E"),
                    [
                        ("Aomen Grand Resorts", "1928 HK", "Overweight", "38.50", "10.2"),
                        ("Pearl Harbourside", "0880 HK", "Equal-weight", "6.20", "8.7"),
                        ("Lotus Crown Gaming", "2282 HK", "Underweight", "9.10", "9.4"),
                        ("Cotai Ventures", "1128 HK", "Overweight", "21.00", "8.1"),
                    ],
                    "Source: Ambleside Corvey estimates; prices as of 1 December 2026",
                    widths=(0.32, 0.16, 0.18, 0.16, 0.18),
                    left_aligned=3,
                ),
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(AMBLESIDE),
            ),
            key_lines=("Industry view", "Overweight", "HS Gaming 2,840", "Stocks covered 6"),
            chart_names=("HS Gaming", "HSI"),
        )
    )

    calls = (
        Call("BRVA SP", "Bravia Logistics", "Outperform", "S$1.86"),
        Call("KPPT MK", "Kapal Port Holdings", "Outperform", "RM 4.12"),
        Call("SHPS SP", "Straitline Shipping", "Underperform", "S$0.74"),
    )
    risks = (
        "A sharp fall in container freight rates would hit shipping earnings",
        "Transhipment volumes may move to new ports in Malaysia and Indonesia",
        "Fuel costs could rise after the new emission rules",
    )
    docs.append(
        sector(
            "en_sec_preferred_names_both_outperform_prose_targets_in_table_risks_last_page_bullets",
            "`Our preferred names are Bravia Logistics and Kapal Port Holdings (both Outperform)`, `we downgrade "
            "Straitline Shipping to Underperform`; codes and targets in a `Ratings and targets` table on page 2 "
            "(`Outperform (1)`-style legend on the disclosures page); a peer not rated in the table (not a call); "
            "sector view `Neutral` in prose; risk bullets on the last page before the disclosures",
            SALTIRE,
            "Sector Report",
            "ASEAN Transport",
            "1 December 2026",
            "ASEAN Transport: Ports over ships",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Regional port throughput grew 7% this year while container rates fell 38% from the peak. We "
                    "keep our Neutral sector view."
                ),
                para(
                    "Our preferred names are Bravia Logistics and Kapal Port Holdings (both Outperform), whose "
                    "volumes rest on contracts rather than spot rates. We downgrade Straitline Shipping to "
                    "Underperform from Neutral."
                ),
                PAGE,
                table(
                    "Figure 4: Ratings and targets",
                    ("Company", "Code", "Rating", "Target", "Price"),
                    [
                        ("Bravia Logistics", "BRVA SP", "Outperform", "S$1.86", "S$1.52"),
                        ("Kapal Port Holdings", "KPPT MK", "Outperform", "RM 4.12", "RM 3.48"),
                        ("Straitline Shipping", "SHPS SP", "Underperform", "S$0.74", "S$0.88"),
                        ("Ocean Laut Marine", "OLMR MK", "NR", "-", "RM 1.06"),
                    ],
                    "Source: Saltire Kinross Research",
                    widths=(0.32, 0.16, 0.18, 0.17, 0.17),
                    left_aligned=3,
                ),
                heading("Port volumes"),
                para("Transhipment accounts for 62% of volumes at the two largest ports in the region."),
                heading("Risks"),
                *bullets(risks),
                *disclosures(SALTIRE),
            ),
            chart_names=("FTSE ASEAN Transport", "FTSE ASEAN"),
            side="wide",
        )
    )

    calls = (
        Call("SKYR LN", "Skyreach Airways", "Buy", "640p"),
        Call("TRVL LN", "Travelon Group", "Hold", "1,150p"),
        Call("CSTL LN", "Coastal Holidays", "Buy", "318p"),
    )
    risks = (
        "Jet fuel above US$900/t, which would cost the airlines a quarter of 2027E profits",
        "Air traffic control strikes in France and Spain during the summer",
        "Weaker consumer spending in the UK as tax rises take effect",
        "Aircraft delivery delays that limit capacity growth",
    )
    docs.append(
        sector(
            "en_sec_prose_only_first_mention_code_bracketed_others_in_mentioned_list_risk_bullets_across_page",
            "Calls only in prose: `Skyreach Airways (SKYR LN) is our top pick; we reiterate Buy with a 640p PT`, "
            "`Travelon Group` and `Coastal Holidays` named without codes (codes in `Companies mentioned`); "
            "distractors: a street-high target, the FTSE 350 Travel level, a peer not covered; no sector view; "
            "risk bullets, the first wrapping, running onto the next page",
            AMBLESIDE,
            "Sector Update",
            "European Travel & Leisure",
            "5 December 2026",
            "Travel & Leisure: Summer 2027 is booking early",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Summer 2027 bookings are 9% ahead of last year at higher prices. The FTSE 350 Travel index at "
                    "4,812 is back to its 2019 level."
                ),
                para("Skyreach Airways (SKYR LN) is our top pick; we reiterate Buy with a 640p PT.", keep=True),
                para(
                    "We keep Travelon Group at Hold and a PT of 1,150p: the street-high target of 1,480p assumes a "
                    "margin we do not see. Coastal Holidays: Buy, PT raised to 318p from 290p. Alpenrail, which we "
                    "do not cover, also reported strong winter bookings."
                ),
                table(
                    "Figure 2: Summer bookings vs last year",
                    ("", "Capacity", "Load factor", "Yield"),
                    [("Short-haul", "+6%", "+1pt", "+3%"), ("Long-haul", "+4%", "+2pt", "+5%")],
                    "Source: company data, Ambleside Corvey",
                    widths=(0.31, 0.23, 0.23, 0.23),
                ),
                heading("Key risks"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                heading("Companies mentioned"),
                *lines("Skyreach Airways (SKYR LN)", "Travelon Group (TRVL LN)", "Coastal Holidays (CSTL LN)"),
                *disclosures(AMBLESIDE),
            ),
            chart_names=("FTSE 350 Travel", "FTSE 350"),
            side="wide",
        )
    )

    calls = (
        Call("MRTN AU", "Meriton Living", "Buy", "A$8.40"),
        Call("GDST AU", "Goldstone Property", "Hold", "A$3.05"),
        Call("CNVR AU", "Canvera REIT", "Sell", "A$1.62"),
    )
    risks = (
        "rates stay higher for longer",
        "apartment approvals fall further",
        "construction costs rise again",
    )
    docs.append(
        sector(
            "en_sec_prose_upgrade_from_previous_rating_targets_from_old_codes_in_valuation_table_no_rating_column",
            "Calls in prose with previous ratings and targets: `we upgrade Meriton Living to Buy from Hold and raise "
            "our target to A$8.40 (from A$7.10)`; codes only in a valuation table with no rating column (price, PE, "
            "yield); a consensus target distractor; sector view `Overweight` in a band; risks as `(1) ...; (2) ...` "
            "inline items",
            MERROW,
            "Sector Report",
            "Australian Property",
            "2 December 2026",
            "Australian Property: Residential leads the turn",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Residential settlements rose 18% in the half and presales cover 80% of 2027E. We move the sector "
                    "to Overweight."
                ),
                para(
                    "We upgrade Meriton Living to Buy from Hold and raise our target to A$8.40 (from A$7.10). "
                    "Goldstone Property remains a Hold with a target of A$3.05, below the consensus target of A$3.40. "
                    "We reiterate our Sell on Canvera REIT, target A$1.62, on office vacancy."
                ),
                table(
                    "Figure 3: Valuation",
                    ("Company", "Code", "Price", "PE 27E", "Yield"),
                    [
                        ("Meriton Living", "MRTN AU", "A$7.02", "14.1", "4.8%"),
                        ("Goldstone Property", "GDST AU", "A$2.96", "12.6", "6.1%"),
                        ("Canvera REIT", "CNVR AU", "A$1.88", "15.9", "7.0%"),
                    ],
                    "Source: Merrow Straits estimates, Bloomberg",
                    widths=(0.32, 0.17, 0.17, 0.17, 0.17),
                    left_aligned=2,
                ),
                heading("Risks to our view"),
                para("; ".join(f"({n}) {r}" for n, r in enumerate(risks, 1)) + "."),
                *disclosures(MERROW),
            ),
            chart_names=("ASX 200 A-REIT", "ASX 200"),
            side="wide",
        )
    )
    docs[-1] = banded(docs[-1], ("Australian Property", "Sector: Overweight", "2 December 2026"))

    calls = (
        Call("VOLK GY", "Volkar", "Underweight", "€44"),
        Call("STRB FP", "Stellbrand", "Equal-weight", "€17.20"),
        Call("NRMA IM", "Normanni Motori", "Overweight", "€9.80"),
    )
    risks = (
        "a faster EV price war in Europe",
        "US tariffs on European cars rising to 25%",
        "slower demand recovery in China",
    )
    docs.append(
        sector(
            "en_sec_view_in_prose_underweight_colon_stay_calls_codes_in_comps_table_upside_downside_risks",
            "The view in a sentence `We remain Underweight on European autos`; calls in short lines `Volkar: stay "
            "Underweight (PT €44)`, `Stellbrand: Equal-weight, PT €17.20`, `Normanni Motori: Overweight, PT €9.80`; "
            "codes in a comps table with no ratings; an unrated peer in the table; risks as `Risks to our view: a, b "
            "and c`",
            AMBLESIDE,
            "Industry Update",
            "European Autos",
            "3 December 2026",
            "European Autos: Still too early",
            rating="Underweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "European registrations fell 3% in November and inventories are rising again. We remain "
                    "Underweight on European autos."
                ),
                heading("Our calls"),
                *lines(
                    "Volkar: stay Underweight (PT €44)",
                    "Stellbrand: Equal-weight, PT €17.20 (from €18.00)",
                    "Normanni Motori: Overweight, PT €9.80",
                    size=9.0,
                ),
                table(
                    "Exhibit 4: Comparables",
                    ("Company", "Ticker", "Price", "PE 27E", "EV/Sales"),
                    [
                        ("Volkar", "VOLK GY", "€48.10", "5.2", "0.21"),
                        ("Stellbrand", "STRB FP", "€15.90", "4.6", "0.18"),
                        ("Normanni Motori", "NRMA IM", "€8.05", "6.3", "0.34"),
                        ("Ostwerk Trucks", "OSTW GY", "€27.30", "7.1", "0.40"),
                    ],
                    "Source: Bloomberg, Ambleside Corvey; Ostwerk Trucks not covered",
                    widths=(0.32, 0.17, 0.17, 0.17, 0.17),
                    left_aligned=2,
                ),
                heading("Risks"),
                in_sentence("Risks to our view: ", risks),
                *disclosures(AMBLESIDE),
            ),
            key_lines=("Industry view", "Underweight", "Stoxx 600 Autos 612", "Stocks covered 8"),
            chart_names=("Stoxx 600 Autos", "Stoxx 600"),
        )
    )
    return docs


def sector_mixed() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("PLRG US", "Polaris Grid", "Buy", "US$212"),
        Call("HLTR US", "Halterm Power", "Buy", "US$88"),
        Call("ENVX US", "Envexa Utilities", "Hold", "US$54"),
        Call("BRKW US", "Brookwater Energy", "Sell", "US$31"),
    )
    risks = (
        "Power demand from data centres grows more slowly than utilities plan for",
        "Regulators cap allowed returns in rate cases",
        "Higher interest rates raise the cost of the capex plans",
    )
    docs.append(
        sector(
            "en_sec_prose_calls_and_table_with_previous_columns_restricted_row_risks_numbered_onto_next_page",
            "Calls in prose (`We reiterate our Buy on Polaris Grid and lift our PT to US$212`, `we downgrade Envexa "
            "Utilities to Hold`) AND a table `Company | Ticker | Rating | Prev. rating | PT | Prev. PT` (the previous "
            "columns distractors) with a `Restricted` row; the view `Positive` in the sidebar; numbered `1.` risks "
            "running onto the next page",
            TARNBROOK,
            "Industry Update",
            "US Utilities & Power",
            "5 December 2026",
            "Utilities & Power: Load growth is real",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Utilities raised five-year capex plans by 14% on data centre interconnection requests. We "
                    "reiterate our Buy on Polaris Grid and lift our PT to US$212, and we downgrade Envexa Utilities "
                    "to Hold on rate-case risk."
                ),
                table(
                    "Exhibit 2: Ratings and price targets",
                    ("Company", "Ticker", "Rating", "Prev. rating", "PT", "Prev. PT"),
                    [
                        ("Polaris Grid", "PLRG US", "Buy", "Buy", "US$212", "US$190"),
                        ("Halterm Power", "HLTR US", "Buy", "Buy", "US$88", "US$88"),
                        ("Envexa Utilities", "ENVX US", "Hold", "Buy", "US$54", "US$61"),
                        ("Brookwater Energy", "BRKW US", "Sell", "Sell", "US$31", "US$33"),
                        ("Sunmere Renewables", "SNMR US", "Restricted", "Hold", "-", "US$27"),
                    ],
                    "Source: Tarnbrook Vane estimates",
                    widths=(0.27, 0.14, 0.15, 0.16, 0.14, 0.14),
                    left_aligned=2,
                ),
                heading("Interconnection queues"),
                para("The queue of requests in the three largest markets reached 290GW, double the level of 2024."),
                heading("Risks to our view"),
                *numbered_lines(risks[:2]),
                PAGE,
                para(risks[2] + ".", lead="3. ", gap=3.0),
                *disclosures(TARNBROOK),
            ),
            key_lines=("Sector view", "Positive", "S&P 500 Utilities 412", "Stocks covered 16"),
            chart_names=("S&P 500 Utilities", "S&P 500"),
        )
    )

    calls = (
        Call("5521 JP", "Tsukuba Chemical", "Buy", "¥2,480"),
        Call("4188 JP", "Hokuriku Resin", "Neutral", "¥1,320"),
        Call("4063 JP", "Shin-Akita Silicon", "Buy", "¥6,700"),
    )
    risks = (
        "Chinese overcapacity in commodity chemicals keeps spreads near the lows",
        "A stronger yen cuts export margins",
        "Naphtha prices could rise if Middle East supply is disrupted",
    )
    docs.append(
        sector(
            "en_sec_our_calls_bullets_names_only_codes_in_disclosure_companies_mentioned_risks_paragraph_last_page",
            "An `Our calls` bullet list by name only (`Tsukuba Chemical - Buy, TP ¥2,480 (unchanged)`) with a peer "
            "`not covered`; the codes only in a `Companies mentioned in this report` line on the disclosures page; "
            "sector view `Neutral` in a strip; the risks a paragraph of sentences on the last page before the "
            "disclosures",
            SALTIRE,
            "Sector Report",
            "Japan Chemicals",
            "4 December 2026",
            "Japan Chemicals: Specialty over commodity",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Ethylene spreads stay near ten-year lows and the industry is closing two crackers. We prefer "
                    "specialty names with semiconductor exposure."
                ),
                heading("Our calls"),
                *bullets(
                    (
                        "Tsukuba Chemical - Buy, TP ¥2,480 (unchanged)",
                        "Hokuriku Resin - cut to Neutral from Outperform, TP ¥1,320",
                        "Shin-Akita Silicon - Buy, TP raised to ¥6,700",
                        "Daito Petrochem - not covered; consensus TP ¥910",
                    ),
                    marker="\u2013 ",
                    end="",
                ),
                table(
                    "Figure 2: Ethylene spread (US$/t)",
                    ("", "2024", "2025", "2026E"),
                    [("Asia", "312", "288", "271"), ("Japan", "305", "279", "266")],
                    "Source: ICIS, Saltire Kinross",
                    widths=(0.31, 0.23, 0.23, 0.23),
                ),
                PAGE,
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(
                    SALTIRE,
                    (
                        "Companies mentioned in this report: Tsukuba Chemical (5521 JP), Hokuriku Resin (4188 JP), "
                        "Shin-Akita Silicon (4063 JP).",
                    ),
                ),
            ),
            strip=(("Sector view", "TOPIX Chemicals", "Stocks covered"), ("Neutral", "2,318", "12")),
            chart_names=("TOPIX Chemicals", "TOPIX"),
            side="strip",
        )
    )

    calls = (
        Call("BRQH LN", "Barque Healthcare", "Overweight", "2,150p"),
        Call("MDLN LN", "Medlane", "Overweight", "780p"),
        Call("CRWD LN", "Crowdell Pharma", "Underweight", "1,420p"),
    )
    titles = ("Drug pricing", "Pipeline setbacks", "Currency")
    texts = (
        "Further cuts under the US pricing law would hit two of the sector's largest drugs from 2028.",
        "Three phase 3 readouts due in the first half could disappoint.",
        "Most sales are in dollars while costs are in sterling.",
    )
    docs.append(
        sector(
            "en_sec_initiation_prose_we_initiate_with_pt_headings_with_codes_bold_run_in_risks_then_per_stock_appendix",
            "Initiation of coverage by prose under stock headings `Barque Healthcare (BRQH LN)`: `We initiate at "
            "Overweight with a PT of 2,150p`; the sector risk section `Key risks to our view` with bold run-in titles "
            "(the titles the items) comes first, per-stock `Risks:` lines in an appendix after it; no sector view",
            AMBLESIDE,
            "Initiation",
            "UK Pharmaceuticals",
            "1 December 2026",
            "UK Pharma: Initiating on a sector in transition",
            rating=None,
            risks=titles,
            calls=calls,
            blocks=(
                para(
                    "We initiate coverage of three UK pharmaceutical companies. Patent expiries peak in 2028 and the "
                    "pipelines differ more than valuations suggest."
                ),
                heading("Key risks to our view"),
                *titled(titles, texts, marker=""),
                heading("Barque Healthcare (BRQH LN)"),
                para("We initiate at Overweight with a PT of 2,150p; the oncology pipeline is under-appreciated."),
                heading("Medlane (MDLN LN)"),
                para("We start with Overweight and a 780p PT: generics margins are turning up."),
                heading("Crowdell Pharma (CRWD LN)"),
                para("We initiate at Underweight, PT 1,420p, as two patents expire in 2028."),
                PAGE,
                heading("Appendix: stock risks"),
                *lines(
                    "Barque Healthcare. Risks: trial failure in the lead asset.",
                    "Medlane. Risks: price erosion in US generics.",
                    "Crowdell Pharma. Risks: a takeover bid.",
                ),
                *disclosures(AMBLESIDE),
            ),
            chart_names=("FTSE 350 Pharma", "FTSE 350"),
            side="wide",
        )
    )
    return docs


# ----------------------------------------------------------------------------- strategy notes


def strategy_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "Earnings revisions turn negative if the dollar strengthens again",
        "Election risk in two markets during the first half",
        "Foreign outflows if US yields rise above 5%",
    )
    docs.append(
        sector(
            "en_strat_asean_allocation_index_targets_sector_weights_named_stocks_without_ratings",
            "Strategy: no rating and no calls; index targets (JCI 8,100, SET 1,560), Overweight / Underweight "
            "sector stances in a table, named stocks as `ideas` with codes but no ratings or targets; risks as "
            "sentences under `Risks to our strategy`",
            MERROW,
            "Strategy",
            "ASEAN Strategy",
            "4 December 2026",
            "ASEAN Strategy 2027: Domestic demand over exporters",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We set end-2027 targets of 8,100 for the JCI and 1,560 for the SET. We are Overweight banks and "
                    "consumer staples and Underweight materials."
                ),
                table(
                    "Exhibit 1: Sector stances",
                    ("Sector", "Stance", "Benchmark", "Our weight"),
                    [
                        ("Banks", "Overweight", "34%", "38%"),
                        ("Consumer staples", "Overweight", "11%", "14%"),
                        ("Materials", "Underweight", "9%", "6%"),
                    ],
                    "Source: Merrow Straits strategy",
                    widths=(0.3, 0.24, 0.23, 0.23),
                ),
                heading("Ideas"),
                para("Bravia Logistics (BRVA SP) and Karta Mineral (KRTM IJ) are among the names that fit our themes."),
                heading("Risks to our strategy"),
                para(sentences(risks)),
                *disclosures(MERROW),
            ),
            chart_names=("MSCI ASEAN", "MSCI EM"),
            side="wide",
        )
    )

    risks = (
        "Sticky services inflation delays rate cuts",
        "A sharp rise in oil prices",
        "Fiscal slippage in the UK and France",
    )
    docs.append(
        sector(
            "en_strat_europe_macro_forecasts_duration_overweight_risk_bullets",
            "Macro note: no rating and no calls; GDP, CPI and policy-rate forecasts, a `We are Overweight duration` "
            "stance and a Bund yield target; risk bullets under `Risks to our forecasts`",
            AMBLESIDE,
            "Macro",
            "European Economics",
            "2 December 2026",
            "European Economics: Slow growth, slower cuts",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We forecast euro area GDP growth of 1.1% in 2027 and expect the ECB to cut once more to 1.75%. "
                    "We are Overweight duration with a 10-year Bund target of 2.30%."
                ),
                table(
                    "Figure 1: Forecasts",
                    ("", "2026E", "2027E", "2028E"),
                    [
                        ("GDP (%)", "0.9", "1.1", "1.3"),
                        ("CPI (%)", "2.2", "2.0", "1.9"),
                        ("ECB depo (%)", "2.00", "1.75", "1.75"),
                    ],
                    "Source: Ambleside Corvey forecasts",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                heading("Risks to our forecasts"),
                *bullets(risks),
                *disclosures(AMBLESIDE),
            ),
            strip=(("Bund 10Y end-2027", "ECB depo end-2027", "EUR/USD end-2027"), ("2.30%", "1.75%", "1.16")),
            chart_names=("Bund 10Y", "EUR/USD"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    return chinese_company_reports() + chinese_industry_reports()


def chinese_company_reports() -> list[Note]:
    docs: list[Note] = []

    risks = ("下游消费电子需求复苏不及预期", "新产品导入节奏慢于预期", "行业价格竞争加剧")
    call = Call("688372.SH", "芯源微测", "买入", "86.40元")
    docs.append(
        company(
            "zh_co_narrow_right_column_risk_box_numbered_dun_items_rating_sidebar",
            "公司点评, right sidebar `投资评级：买入（维持）` / `目标价：86.40元` / `前次目标价：72.00元`; the risk box in a narrow "
            "right column beside the 核心观点 text, `风险提示` with `1、` items each wrapping",
            LUZHOU,
            "公司点评",
            "芯源微测（688372.SH）",
            "2026年12月4日",
            "芯源微测：检测设备订单创新高",
            call,
            risks=risks,
            blocks=(
                narrow(
                    [
                        heading("核心观点"),
                        para("公司前三季度新签订单21.4亿元，同比增长58%，其中先进封装检测设备占比提升至35%。"),
                        para(
                            "我们上调公司2026-2028年归母净利润预测至4.1、5.6、7.2亿元，维持“买入”评级，目标价上调至86.40元。"
                        ),
                    ],
                    [heading("风险提示"), *numbered_lines(risks, style="{n}、", end="；")],
                ),
                zh_forecast("芯源微测", LUZHOU),
                *zh_disclosures(LUZHOU),
            ),
            key_lines=("投资评级：买入（维持）", "目标价：86.40元", "前次目标价：72.00元", "当前股价：68.92元"),
            chart_names=("芯源微测", "科创50"),
            language="zh",
        )
    )

    risks = (
        "原奶价格上涨超预期，公司毛利率修复进度可能慢于我们的假设，进而影响全年盈利",
        "低温产品渠道拓展不及预期",
        "行业竞争加剧导致促销费用上升",
        "食品安全风险",
    )
    call = Call("600597.SH", "光明乳源", "推荐", "26.80元")
    docs.append(
        company(
            "zh_co_strip_rating_target_risk_factors_paren_items_across_page",
            "公司研究, a strip `评级 | 目标价 | 前次目标价 | 当前价` = `推荐（维持） | 26.80元 | 24.50元 | 21.36元`; 风险因素 as "
            "`（1）` items, the first wrapping, the list running onto the next page",
            MINSHAN,
            "公司研究",
            "光明乳源（600597.SH）",
            "2026年12月3日",
            "光明乳源：低温奶复苏，盈利拐点已现",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司第三季度收入同比增长7%，低温鲜奶增长14%，毛利率同比提升1.8个百分点。"),
                para("我们预计2026-2028年EPS分别为0.96、1.12、1.30元，维持“推荐”评级，目标价26.80元。"),
                zh_forecast("光明乳源", MINSHAN),
                heading("风险因素"),
                *[para(r + "；", lead=f"（{n}）", gap=3.0) for n, r in enumerate(risks[:2], 1)],
                PAGE,
                *[para(r + ("。" if n == 4 else "；"), lead=f"（{n}）", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *zh_disclosures(MINSHAN),
            ),
            strip=(("评级", "目标价", "前次目标价", "当前价"), ("推荐（维持）", "26.80元", "24.50元", "21.36元")),
            chart_names=("光明乳源", "上证指数"),
            side="strip",
            language="zh",
        )
    )

    risks = ("项目建设进度不及预期", "锂电材料价格持续下跌", "海外客户认证进度不及预期", "汇率大幅波动")
    call = Call("002865.SZ", "钧达新能", "增持", "15.40元")
    docs.append(
        company(
            "zh_co_left_sidebar_upgrade_main_risks_one_semicolon_paragraph_right_before_statement",
            "公司深度, left sidebar `增持（上调）` / `目标价 15.40元`; the previous rating in text (`由“中性”上调至“增持”`); "
            "主要风险 as one paragraph of `；` items on the page right before 投资评级说明 / 分析师声明 / 免责声明",
            LUZHOU,
            "公司深度",
            "钧达新能（002865.SZ）",
            "2026年12月2日",
            "钧达新能：一体化布局进入收获期",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司磷酸铁锂正极材料出货量同比增长46%，海外产能已进入客户认证阶段。"),
                para("我们将公司评级由“中性”上调至“增持”，目标价15.40元，对应2027年18倍PE。"),
                zh_forecast("钧达新能", LUZHOU),
                PAGE,
                heading("盈利预测假设"),
                para("我们假设2027年正极材料出货量增长30%，单吨净利维持0.12万元。"),
                heading("主要风险"),
                para("；".join(risks) + "。"),
                *zh_disclosures(LUZHOU),
            ),
            key_lines=("增持（上调）", "目标价 15.40元", "当前股价 12.86元", "总市值 142亿元"),
            chart_names=("钧达新能", "深证成指"),
            side="left",
            language="zh",
        )
    )
    return docs


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("603288.SH", "海天味源", "买入", "48.00元"),
        Call("600872.SH", "中炬高新源", "增持", "32.50元"),
        Call("603027.SH", "千禾味业源", "买入", "18.60元"),
    )
    risks = (
        "居民消费复苏不及预期，餐饮渠道需求修复慢于我们的判断，调味品企业收入增速可能回落",
        "原材料价格大幅上涨",
        "行业竞争加剧",
        "食品安全风险",
    )
    docs.append(
        zh_sector(
            "zh_ind_key_company_table_code_name_rating_target_circled_items_across_page",
            "行业深度, right sidebar `行业评级：看好（维持）`; a 重点公司盈利预测 table `代码 | 名称 | 评级 | 目标价（元） | EPS` "
            "(targets bare under the unit header, labelled as printed in the text: `目标价48.00元` lines in 投资建议) and a "
            "未评级 row; 风险提示 as `①` items each on a line, the first wrapping, the list running onto the next page",
            LUZHOU,
            "行业深度",
            "食品饮料",
            "2026年12月5日",
            "调味品行业深度：需求底部已现，龙头率先修复",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                heading("投资要点"),
                para("2026年调味品行业收入同比增长5.2%，餐饮渠道需求环比改善，龙头企业库存回到健康水平。"),
                heading("投资建议"),
                para(
                    "维持行业“看好”评级。重点推荐海天味源（买入，目标价48.00元）、中炬高新源（增持，目标价32.50元）、"
                    "千禾味业源（买入，目标价18.60元）。"
                ),
                table(
                    "表1：重点公司盈利预测",
                    ("代码", "名称", "评级", "目标价（元）", "2026E EPS", "2027E EPS"),
                    [
                        ("603288.SH", "海天味源", "买入", "48.00", "1.52", "1.71"),
                        ("600872.SH", "中炬高新源", "增持", "32.50", "1.08", "1.26"),
                        ("603027.SH", "千禾味业源", "买入", "18.60", "0.62", "0.74"),
                        ("002507.SZ", "涪陵榨菜源", "未评级", "-", "0.95", "1.02"),
                    ],
                    "资料来源：Wind，鹭洲证券研究所（未评级公司采用Wind一致预期）",
                    widths=(0.18, 0.2, 0.14, 0.16, 0.16, 0.16),
                    left_aligned=3,
                ),
                heading("风险提示"),
                *[para(r + "；", lead=m, gap=3.0) for m, r in zip("①②", risks[:2], strict=True)],
                PAGE,
                *[para(r + e, lead=m, gap=3.0) for m, r, e in zip("③④", risks[2:], ("；", "。"), strict=True)],
                *zh_disclosures(LUZHOU),
            ),
            key_lines=("行业评级：看好（维持）", "食品饮料指数", "21,486.3", "近一年：+6.8%"),
            chart_names=("食品饮料", "沪深300"),
        )
    )

    calls = (
        Call("300308.SZ", "中际光联", "强烈推荐", None),
        Call("300502.SZ", "新易光电", "推荐", None),
        Call("002281.SZ", "光迅通信", "推荐", None),
        Call("688498.SH", "源杰半导", "中性", None),
    )
    risks = ("AI资本开支不及预期", "高速光模块价格下降超预期", "上游光芯片供应紧张", "海外贸易摩擦加剧")
    docs.append(
        zh_sector(
            "zh_ind_weekly_rating_table_name_code_no_target_paren_digit_risks_strip_view",
            "行业周报, strip `行业评级 | 推荐（维持）`; a 评级 table `名称 | 代码 | 收盘价 | 评级` (no targets) with a "
            "`未评级` row, and prose `建议关注` names not calls; 风险提示 as `1）` items; a consensus index level distractor",
            MINSHAN,
            "行业周报",
            "通信",
            "2026年12月6日",
            "通信行业周报：1.6T光模块放量在即",
            rating="推荐",
            risks=risks,
            calls=calls,
            blocks=(
                heading("本周观点"),
                para(
                    "北美云厂商上调2027年资本开支指引，1.6T光模块进入批量交付阶段。我们维持通信行业“推荐”评级，建议关注光芯片国产化进展。"
                ),
                loose(
                    "表1：重点公司评级",
                    ("名称", "代码", "收盘价（元）", "评级"),
                    [
                        ("中际光联", "300308.SZ", "142.60", "强烈推荐"),
                        ("新易光电", "300502.SZ", "98.35", "推荐"),
                        ("光迅通信", "002281.SZ", "51.20", "推荐"),
                        ("源杰半导", "688498.SH", "186.40", "中性"),
                        ("华工光科", "000988.SZ", "46.70", "未评级"),
                    ],
                    "资料来源：Wind，岷山证券研究所",
                    widths=(0.28, 0.24, 0.24, 0.24),
                    left_aligned=2,
                ),
                heading("行情回顾"),
                para("本周通信指数上涨3.2%，跑赢沪深300指数2.1个百分点；沪深300收于3,982点。"),
                heading("风险提示"),
                *[para(r + ("。" if n == 4 else "；"), lead=f"{n}）", gap=3.0) for n, r in enumerate(risks, 1)],
                *zh_disclosures(MINSHAN),
            ),
            strip=(("行业评级", "上次评级", "报告日期"), ("推荐（维持）", "推荐", "2026-12-06")),
            chart_names=("通信", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("300760.SZ", "迈瑞康医", "买入", "325.00元"),
        Call("688271.SH", "联影智医", "增持", "158.00元"),
        Call("300633.SZ", "开立影像", "买入", "42.80元"),
    )
    risks = (
        "医疗设备招标采购恢复不及预期",
        "集采降价幅度超预期",
        "海外市场拓展不及预期，地缘政治因素可能影响部分国家的设备准入与回款节奏",
        "研发进展不及预期",
    )
    docs.append(
        zh_sector(
            "zh_ind_key_company_lines_code_in_paren_rating_target_risk_factors_numbered_dun_before_disclosures",
            "行业点评, left sidebar with index data only, the view `维持行业“看好”评级` in a sentence; 重点公司 lines "
            "`迈瑞康医（300760.SZ）：买入，目标价325.00元` beside a `未评级` name; 风险因素 as `1、` items, one wrapping, on the "
            "last page right before the disclosures",
            LUZHOU,
            "行业点评",
            "医疗器械",
            "2026年12月1日",
            "医疗器械行业点评：招标回暖，设备更新加速",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para("11月医疗设备招标金额同比增长42%，设备更新项目陆续落地。我们维持行业“看好”评级。"),
                table(
                    "表1：医疗设备招标金额（亿元）",
                    ("月份", "2025", "2026", "同比"),
                    [("9月", "86", "112", "30%"), ("10月", "79", "108", "37%"), ("11月", "84", "119", "42%")],
                    "资料来源：众成数科，鹭洲证券研究所",
                    widths=(0.25, 0.25, 0.25, 0.25),
                ),
                heading("重点公司"),
                *lines(
                    *(f"{c.name}（{c.code}）：{c.rating}，目标价{c.target}" for c in calls),
                    "新华医疗器（600587.SH）：未评级",
                    size=9.0,
                ),
                PAGE,
                heading("风险因素"),
                *numbered_lines(risks, style="{n}、", end="；"),
                *zh_disclosures(LUZHOU),
            ),
            key_lines=("医疗器械指数", "7,214.8", "近一月：+4.6%", "近一年：+9.8%"),
            chart_names=("医疗器械", "沪深300"),
            side="left",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


EIGHTEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(EIGHTEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(EIGHTEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
