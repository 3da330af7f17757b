"""bench/synthetic_layouts_19.py: the nineteenth synthetic set, written for session 25 without reading the rules
(no tasks/, no schemas/ patterns, lexicon or codes, no docs/, no bench/results/, no real PDF or label of
../shared or bench/labels/ beyond the labelling conventions of bench/labels/README.md, no `--misses` output).
Held out: not among bench/labelsets.py SYNTHETIC_SETS.

24 notes from eight invented houses (six English-language: US / European, Japanese, Indian, Hong Kong / Malaysian,
Korean / Taiwanese, Australian / Singaporean; two Chinese): 6 English company notes, 10 English sector notes, 2 English
strategy / macro notes, 3 Chinese company reports and 3 Chinese industry reports. The emphasis is where the product is
weakest in aggregate: sector notes' stock calls in places and shapes not common in sets 4-18 (abbreviated table
headers `Rtg`, `Rec.`, `Call`, `Stance`, `12m TP`, `TP (lc)`, `PT (local)`, `Tgt px`, `Rating (cur/prev)`; ratings
as `OW` / `UW`, `O-PF` / `U-PF`, letters `B` / `N` / `R`, numbers `1` / `2` / `3` with a printed legend, `Buy (CL)`;
code and name in one cell on two lines; a table continued on the next page; a table printed in two blocks; `Stocks in
this report`, `Coverage summary` and `Our picks` boxes; a `Rating and target changes` table; calls by bare ticker;
calls in exhibit captions; per-stock paragraphs headed `Name (CODE) - Rating, PT ...`), sector risks (`Risks to our
view`, bullets running over a page turn under the running header, upside / downside columns side by side, per-stock
risk lines beside a sector section), Chinese risks (风险提示 / 风险因素 / 主要风险 as paragraphs, numbered lists, a
sidebar column, wrapping over a page) and Chinese industry stock tables (代码 / 简称 / 投资评级 / 目标价格（元）, EPS /
PE columns, 未评级 rows, 重点推荐 lines with ratings in brackets). Distractors: covered peers without a rating,
consensus and other brokers' targets, previous ratings and targets, index levels, price columns, rating legends and
distributions on the disclosures pages, running headers and footers.

Labels by construction, following bench/labels/README.md: ratings and targets as printed (the won sign as the text
layer holds it, the full-width `￦` the CJK font draws for `₩`; a bare table target with
no currency form printed anywhere is labelled bare; `Buy (CL)` and `Buy (1)` are labelled `Buy`; a `B` or `1` printed
as the stock's rating is labelled as printed); a company note has exactly its own call; an industry note's rating is
the sector's own view (None when it prints none), its target None; stocks not rated, not covered or consensus-only
are not calls; risks are the items of the first full risk section of the note (sector level where a note has per-stock
risk lines too), titles where items are `Title: explanation`, upside then downside items where two columns sit side by
side, trailing punctuation stripped.

    .venv/bin/python bench/synthetic_layouts_19.py --score [--misses]
    .venv/bin/python bench/synthetic_layouts_19.py --out DIR

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_19.py --score`, without `--misses`, on
branch heldout19 = main 59b598e plus only this file, its test, its Makefile line and the README's make-bench phrase
(commit b3b0e3c), 2026-12-07 03:10 UTC; format pdf throughout; risk F1 loose equal to risk F1 on every row; 12.9s for
the 24 notes (14.8s wall with start-up); en industry = 10 sector + 2 strategy notes, zh industry = 行业深度 / 行业周报 /
行业点评):

    lang doc_type reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company  6       6/6 (100.0%)   4/6 (66.7%)    5/6 (83.3%)    0.800    66.7% / 66.7% (4/6/6)
    en   industry 12      12/12 (100.0%) 12/12 (100.0%) 12/12 (100.0%) 0.946    86.4% / 51.4% (19/22/37)
    en   all      18      18/18 (100.0%) 16/18 (88.9%)  17/18 (94.4%)  0.899    82.1% / 53.5% (23/28/43)
    zh   company  3       3/3 (100.0%)   3/3 (100.0%)   3/3 (100.0%)   1.000    100.0% / 100.0% (3/3/3)
    zh   industry 3       3/3 (100.0%)   3/3 (100.0%)   3/3 (100.0%)   1.000    100.0% / 88.9% (8/8/9)
    zh   all      6       6/6 (100.0%)   6/6 (100.0%)   6/6 (100.0%)   1.000    100.0% / 91.7% (11/11/12)
    all  all      24      24/24 (100.0%) 22/24 (91.7%)  23/24 (95.8%)  0.926    87.2% / 61.8% (34/39/55)

    company notes' own call: matched 7 / extracted 9 / labelled 9
    sector notes' calls: matched 27 / extracted 30 / labelled 46
    call targets right of matched calls with a labelled target: en company 3/4, en industry 8/19,
    zh company 3/3, zh industry 3/3

No document or label was changed after this run.
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
from bench.synthetic_layouts_16 import SixteenthLayout, tight, titled  # noqa: E402

SET_NAME = "synthetic_layouts_19"


# ----------------------------------------------------------------------------- rendering


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("邵清和 S1930525060003", "闻韵秋 S1930523080001")
        if chinese
        else ("Ottilie Marchbank", "Devraj Kulkarni"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_19.py",
            "creationDate": "D:20261207030000+00'00'",
            "modDate": "D:20261207030000+00'00'",
        },
    )
    band = doc.band if isinstance(doc, BandNote) else ()
    layout = SixteenthLayout(report, side=doc.side, strip=doc.strip or ((), ()), corner=False, band=band)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def lines(*texts: str, size: float = 8.5) -> list[Any]:
    """Short lines each a paragraph of its own (a picks box's lines, a list of calls)."""
    return [para(text, gap=2.0, size=size) for text in texts]


# ----------------------------------------------------------------------------- the houses

STRATHMORE = House(
    "Strathmore Pavan",
    "Strathmore Pavan & Co. LLC, Global Equity Research",
    (0.12, 0.18, 0.45),
    (
        "Overweight (OW): the stock's total return is expected to exceed the average of the analyst's coverage over "
        "12 months.",
        "Equal-weight (EW): in line with the average of the coverage. Underweight (UW): below it.",
        "Industry view: Attractive, In-Line or Cautious against the relevant broad market index.",
    ),
    (("Overweight", "48", "16"), ("Equal-weight", "41", "13"), ("Underweight", "11", "4")),
)
KOBARI = House(
    "Kobari Whitfield",
    "Kobari Whitfield Securities Co., Ltd.",
    (0.55, 0.1, 0.2),
    (
        "1 (Outperform): the stock is expected to outperform TOPIX by 10% or more over 12 months.",
        "2 (Neutral): within 10% of TOPIX. 3 (Underperform): expected to underperform TOPIX by 10% or more.",
        "Sector ratings: Positive, Neutral, Negative.",
    ),
    (("1 (Outperform)", "44", "12"), ("2 (Neutral)", "46", "10"), ("3 (Underperform)", "10", "2")),
)
BLACKWATER = House(
    "Blackwater Sanghvi",
    "Blackwater Sanghvi Securities Private Limited",
    (0.05, 0.38, 0.25),
    (
        "Buy: expected return above 15% over 12 months. Add: 5% to 15%.",
        "Reduce: -5% to 5%. Sell: below -5%.",
        "Sector view: Overweight, Neutral, Underweight against the Nifty 50.",
    ),
    (("Buy", "52", "9"), ("Add", "27", "6"), ("Reduce", "14", "2"), ("Sell", "7", "1")),
)
FAIRLIGHT = House(
    "Fairlight Osei",
    "Fairlight Osei Securities (Hong Kong) Limited",
    (0.45, 0.3, 0.05),
    (
        "Outperform (O-PF): expected to outperform the local market by more than 10% over 12 months.",
        "Neutral (N): within 10% of the local market. Underperform (U-PF): more than 10% below it.",
        "Sector weightings: Overweight, Neutral, Underweight.",
    ),
    (("Outperform", "57", "18"), ("Neutral", "34", "8"), ("Underperform", "9", "2")),
)
CASTLEMERE = House(
    "Castlemere Yoon",
    "Castlemere Yoon Investment & Securities Co., Ltd.",
    (0.2, 0.25, 0.5),
    (
        "Buy (1): expected total return of 15% or more over 12 months. Hold (2): -5% to 15%. Sell (3): below -5%.",
        "(CL): the stock is on our regional Conviction List.",
        "Industry views: Attractive, Neutral, Unattractive.",
    ),
    (("Buy (1)", "61", "15"), ("Hold (2)", "32", "7"), ("Sell (3)", "7", "1")),
)
PINECREST = House(
    "Pinecrest Adeyemi",
    "Pinecrest Adeyemi Securities (Australia) Pty Ltd",
    (0.35, 0.2, 0.4),
    (
        "Buy (B): expected total return above 15% over 12 months. Accumulate (A): 5% to 15%.",
        "Neutral (N): -5% to 5%. Reduce (R): below -5%.",
        "Sector views: Overweight, Market-weight, Underweight.",
    ),
    (("Buy", "46", "11"), ("Accumulate", "28", "7"), ("Neutral", "20", "3"), ("Reduce", "6", "1")),
)
LUHE = House(
    "潞河证券",
    "潞河证券股份有限公司",
    (0.62, 0.12, 0.12),
    (
        "公司评级：买入：预期未来6个月内相对沪深300指数涨幅超过15%；增持：5%至15%；中性：-5%至5%；减持：低于-5%。",
        "行业评级：看好：行业指数相对沪深300指数涨幅超过10%；中性：-10%至10%；看淡：低于-10%。",
    ),
    (("买入", "51", "12"), ("增持", "35", "7"), ("中性", "14", "3")),
)
TINGLAN = House(
    "汀兰证券",
    "汀兰证券股份有限公司",
    (0.08, 0.4, 0.4),
    (
        "股票评级：强烈推荐：相对沪深300指数涨幅20%以上；推荐：10%至20%；中性：-10%至10%；回避：-10%以下。",
        "行业评级：优于大市：行业指数相对沪深300指数涨幅10%以上；同步大市：-10%至10%；弱于大市：-10%以下。",
    ),
    (("强烈推荐", "29", "6"), ("推荐", "55", "10"), ("中性", "16", "2")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "Slower monsoon-led rural demand could delay the volume recovery",
        "A sharper rise in palm oil prices would squeeze gross margin",
        "Competition from direct-to-consumer brands in personal care",
    )
    call = Call("DHRV IN", "Dharavat Consumer", "Add", "Rs 2,340")
    docs.append(
        company(
            "en_co_india_sidebar_add_rupee_target_previous_target_cmp_nifty_downside_risk_bullets",
            "Right sidebar `Add` / `Target price Rs 2,340` / `Previous TP Rs 2,110` / `CMP Rs 2,052` / `Nifty 24,810` "
            "(previous target, price and index distractors); risks as bullets under `Key downside risks`",
            BLACKWATER,
            "Company Update",
            "Dharavat Consumer (DHRV IN)",
            "4 December 2026",
            "Dharavat Consumer: Rural revival, slowly",
            call,
            risks=risks,
            blocks=(
                para(
                    "Volume growth recovered to 6% in the September quarter, led by rural markets. We raise FY28E EPS "
                    "by 4% and our target price to Rs 2,340; the stock trades at 48x FY28E, above its five-year mean."
                ),
                financials("Dharavat Consumer", "Rs", BLACKWATER),
                heading("Key downside risks"),
                *bullets(risks),
                *disclosures(BLACKWATER),
            ),
            key_lines=("Add", "Target price Rs 2,340", "Previous TP Rs 2,110", "CMP Rs 2,052", "Nifty 24,810"),
            chart_names=("DHRV IN", "Nifty 50"),
        )
    )

    risks = (
        "A longer downturn in NAND prices than we assume, which would delay the margin recovery into 2028",
        "Capex discipline could break if a competitor adds capacity",
        "Export controls on equipment shipped to its Chinese fab",
        "A stronger won against the dollar",
    )
    call = Call("021870 KS", "Hanseong Memory", "Buy", "￦148,000")
    docs.append(
        company(
            "en_co_korea_strip_buy_numeric_code_won_target_prior_numbered_risks_across_page",
            "A strip under the title `Rating | TP (￦) | Prior TP | Price | KOSPI` = `Buy (1) | ￦148,000 | ￦131,000 | "
            "￦117,300 | 2,684` (label `Buy`; the prior target, price and index distractors); `Investment risks` as "
            "`1.` items, the first wrapping, the list running onto the next page under the running header",
            CASTLEMERE,
            "Company Report",
            "Hanseong Memory (021870 KS)",
            "3 December 2026",
            "Hanseong Memory: HBM share gains are underappreciated",
            call,
            risks=risks,
            blocks=(
                para(
                    "HBM4 qualification at the largest GPU customer came a quarter early. We raise 2027E operating "
                    "profit by 11% and lift our target to ￦148,000, at 1.7x 2027E book."
                ),
                financials("Hanseong Memory", "￦bn", CASTLEMERE),
                heading("Investment risks"),
                *numbered_lines(risks[:2]),
                PAGE,
                *[para(r + ".", lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *disclosures(CASTLEMERE),
            ),
            strip=(
                ("Rating", "TP (￦)", "Prior TP", "Price", "KOSPI"),
                ("Buy (1)", "￦148,000", "￦131,000", "￦117,300", "2,684"),
            ),
            chart_names=("021870 KS", "KOSPI"),
            side="strip",
        )
    )

    risks = (
        "lower iron ore prices",
        "cost inflation at the Pilbara hub",
        "delays to the port expansion approval",
    )
    call = Call("MRBX AU", "Marble Bay Resources", "Accumulate", "A$4.65")
    docs.append(
        company(
            "en_co_australia_left_sidebar_accumulate_from_neutral_aud_target_prev_risks_to_rating_semicolons",
            "Left sidebar `Accumulate` / `(from Neutral)` / `12m TP A$4.65` / `Prev. TP A$4.10`; the ASX 200 level; risks "
            "under `Risks to our rating` as `;` items after a lead-in",
            PINECREST,
            "Company Update",
            "Marble Bay Resources (MRBX AU)",
            "2 December 2026",
            "Marble Bay Resources: Upgrade on volume visibility",
            call,
            risks=risks,
            blocks=(
                para(
                    "Shipments guidance for FY27 was raised to 74Mt and unit costs fell 6%. We upgrade to Accumulate "
                    "from Neutral and raise our 12-month target to A$4.65."
                ),
                financials("Marble Bay Resources", "A$", PINECREST),
                heading("Risks to our rating"),
                para("The main risks are " + "; ".join(risks) + "."),
                *disclosures(PINECREST),
            ),
            key_lines=("Accumulate", "(from Neutral)", "12m TP A$4.65", "Prev. TP A$4.10", "ASX 200 8,642"),
            chart_names=("MRBX AU", "ASX 200"),
            side="left",
        )
    )

    titles = ("Palm oil prices", "Labour shortages", "Ringgit strength")
    texts = (
        "A 10% fall in CPO prices cuts our FY27E earnings by 14%.",
        "Estates still run 8% below their foreign worker quota.",
        "Export revenue is priced in dollars while costs are local.",
    )
    call = Call("SWPL MK", "Sawit Permai", "Outperform", "RM5.60")
    docs.append(
        company(
            "en_co_malaysia_box_outperform_ringgit_target_from_previous_titled_risk_bullets",
            "A framed box `Outperform (maintained)` / `TP RM5.60 (from RM5.10)` / `Price RM4.78` / `KLCI 1,612`; "
            "risks as bullets with bold run-in titles under `Key risks` (the titles the items)",
            FAIRLIGHT,
            "Company Update",
            "Sawit Permai (SWPL MK)",
            "5 December 2026",
            "Sawit Permai: Yields recover, replanting pays off",
            call,
            risks=titles,
            blocks=(
                box("Outperform (maintained)", "TP RM5.60 (from RM5.10)", "Price RM4.78", "KLCI 1,612"),
                para(
                    "FFB yields rose 9% year on year as replanted estates matured. We lift FY27E earnings by 7% on a "
                    "higher CPO price assumption."
                ),
                financials("Sawit Permai", "RM", FAIRLIGHT),
                heading("Key risks"),
                *titled(titles, texts),
                *disclosures(FAIRLIGHT),
            ),
            chart_names=("SWPL MK", "FBM KLCI"),
            side="wide",
        )
    )

    upside = ("Faster AI server ramp", "Share gains at the US customer")
    downside = ("Weaker notebook demand", "Price cuts by Chinese rivals")
    call = Call("2438 TT", "Tienhsin Thermal", "Hold", "NT$318")
    docs.append(
        banded(
            company(
                "en_co_taiwan_band_hold_numeric_twd_target_prior_upside_downside_risk_columns",
                "A coloured band across the top `Hold (2) | TP NT$318 | Prior NT$342 | TAIEX 23,140` (label `Hold`); "
                "`Risks to our rating` as two columns side by side, `Upside` and `Downside` bullets (upside first)",
                CASTLEMERE,
                "Company Note",
                "Tienhsin Thermal (2438 TT)",
                "1 December 2026",
                "Tienhsin Thermal: Priced for perfection",
                call,
                risks=(*upside, *downside),
                blocks=(
                    para(
                        "Liquid cooling revenue doubled but the stock has rerated to 31x 2027E earnings. We cut our target "
                        "to NT$318 on lower notebook margins and keep our Hold."
                    ),
                    financials("Tienhsin Thermal", "NT$", CASTLEMERE),
                    heading("Risks to our rating"),
                    narrow([heading("Upside"), *bullets(upside)], [heading("Downside"), *bullets(downside)], share=0.5),
                    *disclosures(CASTLEMERE),
                ),
                chart_names=("2438 TT", "TAIEX"),
                side="wide",
            ),
            ("Hold (2)", "TP NT$318", "Prior NT$342", "TAIEX 23,140"),
        )
    )

    risks = (
        "Rental reversions at the two business parks could turn negative if tech tenants cut space",
        "Higher interest rates would raise the cost of the 2027 refinancing",
        "A weaker Singapore dollar would reduce the value of its Australian income",
    )
    call = Call("LNRT SP", "Lion Ridge Industrial REIT", "Buy", "S$2.38")
    docs.append(
        company(
            "en_co_singapore_sidebar_buy_letter_12m_tp_sgd_last_tp_sti_risk_sentences_last_page",
            "Right sidebar `Buy (B)` (label `Buy`) / `12m TP S$2.38` / `Last TP S$2.16` / `STI 3,912`; a consensus "
            "target in the text; risks as a paragraph of sentences on the last page before the disclosures",
            PINECREST,
            "Company Update",
            "Lion Ridge Industrial REIT (LNRT SP)",
            "4 December 2026",
            "Lion Ridge Industrial REIT: Data centre conversion adds yield",
            call,
            risks=risks,
            blocks=(
                para(
                    "The conversion of two warehouses into data centres adds 6% to DPU from FY28. Our 12-month target "
                    "rises to S$2.38, above the consensus of S$2.20."
                ),
                financials("Lion Ridge Industrial REIT", "S$", PINECREST),
                PAGE,
                heading("Valuation"),
                para("We value the REIT on a dividend discount model with a cost of equity of 7.2%."),
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(PINECREST),
            ),
            key_lines=("Buy (B)", "12m TP S$2.38", "Last TP S$2.16", "STI 3,912"),
            chart_names=("LNRT SP", "FTSE ST REIT"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    return sector_tables() + sector_prose()


def sector_tables() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("QNTX US", "Quantrex Devices", "OW", "US$212"),
        Call("VRLM US", "Veralume Semiconductor", "OW", "US$88"),
        Call("HLDR US", "Holderby Circuits", "UW", "US$31"),
        Call("CBRN US", "Carbrine Analog", "EW", "US$145"),
    )
    risks = (
        "AI accelerator orders could pause if hyperscaler capex is cut in the second half of 2027",
        "Export rules for China may tighten again",
        "Inventory in the analog channel is still above normal",
    )
    docs.append(
        sector(
            "en_sec_us_semis_bare_tickers_both_ow_stocks_in_this_report_box_rtg_pt_local",
            "Calls by bare ticker in prose (`We like QNTX and VRLM (both OW) and stay UW on HLDR`); codes, names, "
            "ratings and targets in a `Stocks in this report` table on page 1 with abbreviated headers `Ticker | "
            "Company | Rtg | PT (local) | Price`; a peer `NC` (not covered) row and a consensus PT distractor; the "
            "industry view `Attractive` in the sidebar; risks as a `Risks to our view` paragraph of sentences",
            STRATHMORE,
            "Industry Update",
            "US Semiconductors",
            "4 December 2026",
            "US Semiconductors: Buy the AI dip",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "The group fell 14% from its October high on worries about AI capex. We think orders hold: we like "
                    "QNTX and VRLM (both OW) into 2027 and stay UW on HLDR, where analog inventory is still too high. "
                    "CBRN stays EW; the consensus PT of US$160 looks too high to us."
                ),
                tight(
                    "Stocks in this report",
                    ("Ticker", "Company", "Rtg", "PT (local)", "Price"),
                    [
                        ("QNTX US", "Quantrex Devices", "OW", "US$212", "US$171.30"),
                        ("VRLM US", "Veralume Semiconductor", "OW", "US$88", "US$69.95"),
                        ("HLDR US", "Holderby Circuits", "UW", "US$31", "US$36.40"),
                        ("CBRN US", "Carbrine Analog", "EW", "US$145", "US$139.10"),
                        ("KLSO US", "Kelso Micro", "NC", "-", "US$52.80"),
                    ],
                    "Source: Strathmore Pavan Research, FactSet; priced at close on 3 December 2026. NC = not covered",
                    widths=(0.16, 0.32, 0.1, 0.2, 0.22),
                    left_aligned=3,
                ),
                heading("Orders versus capex"),
                para("Our channel checks point to 2027 accelerator shipments up 38%, against 45% in 2026."),
                heading("Risks to our view"),
                para(sentences(risks)),
                *disclosures(STRATHMORE),
            ),
            key_lines=("Industry view", "Attractive", "SOX 6,412", "Stocks covered 14"),
            chart_names=("SOX", "S&P 500"),
        )
    )

    calls = (
        Call("6517 JP", "Kanemori Heavy Industries", "1", "5,400"),
        Call("6389 JP", "Shiozawa Machinery", "2", "2,150"),
        Call("7014 JP", "Otaki Precision", "1", "8,900"),
        Call("6298 JP", "Yorii Robotics", "3", "1,320"),
    )
    risks = (
        "A sharp slowdown in Chinese capex would hit order intake for machine tools and robots",
        "Yen appreciation beyond ¥135 to the dollar",
        "Steel and component cost inflation",
    )
    docs.append(
        sector(
            "en_sec_japan_numeric_ratings_legend_under_table_code_name_two_line_cell_risk_bullets_over_page",
            "A coverage table whose first cell holds the code over the name on two lines (`6517 JP` / `Kanemori "
            "Heavy Industries`), ratings printed as `1` / `2` / `3` with the legend under the table, bare targets under "
            "`TP (¥)` beside a price column and a `Cons. TP` column (distractor); a `NR` row; sector rating `Neutral` "
            "in a sentence; risk bullets running onto the next page under the running header",
            KOBARI,
            "Sector Report",
            "Japan Machinery",
            "3 December 2026",
            "Japan Machinery: Orders bottom, but not for everyone",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Machine tool orders rose 4% in October, the first increase in 18 months, led by aerospace and "
                    "semiconductor equipment. We keep our sector rating at Neutral."
                ),
                loose(
                    "Figure 1: Coverage and valuation",
                    ("Code / Company", "Rating", "TP (¥)", "Price (¥)", "Cons. TP", "PER 27E"),
                    [
                        ("6517 JP\nKanemori Heavy Industries", "1", "5,400", "4,385", "5,050", "14.2"),
                        ("6389 JP\nShiozawa Machinery", "2", "2,150", "2,046", "2,300", "16.8"),
                        ("7014 JP\nOtaki Precision", "1", "8,900", "7,310", "8,200", "19.5"),
                        ("6298 JP\nYorii Robotics", "3", "1,320", "1,498", "1,610", "24.1"),
                        ("6474 JP\nNakabe Bearing", "NR", "-", "1,870", "2,020", "12.9"),
                    ],
                    "Source: Kobari Whitfield; consensus from QUICK",
                    widths=(0.36, 0.1, 0.12, 0.14, 0.14, 0.14),
                ),
                para("Ratings: 1 = Outperform, 2 = Neutral, 3 = Underperform; NR = not rated.", size=8.0),
                heading("Order trends"),
                para(
                    "Aerospace orders are at a record and lead times for five-axis machines stretch into 2028. "
                    "Automotive customers, by contrast, keep postponing EV line investment."
                ),
                heading("Risks"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                *disclosures(KOBARI),
            ),
            chart_names=("TOPIX Machinery", "TOPIX"),
            side="wide",
        )
    )

    calls = (
        Call("KTNB IN", "Kotnis Bank", "Buy", "1,480"),
        Call("SRVB IN", "Saraf Valley Bank", "Add", "720"),
        Call("NMFN IN", "Nimbalkar Finance", "Reduce", "3,050"),
        Call("PRSB IN", "Purandar Bank", "Buy", "265"),
    )
    upside = ("Faster deposit growth", "Lower credit costs in unsecured loans")
    downside = ("Sharper rate cuts squeeze margins", "Stress in microfinance spreads")
    docs.append(
        sector(
            "en_sec_india_rating_and_target_changes_cur_prev_then_coverage_summary_upside_downside_columns",
            "A `Rating and target changes` table `Company | Code | Rating (cur/prev) | TP new | TP old` (two stocks, "
            "`Buy/Add`: the current first) and a `Coverage summary` table of all four calls with `Rec.` and `TP (Rs)` "
            "(bare targets) beside CMP and P/B columns; the view `We stay Overweight on Indian banks` in prose; risks "
            "as upside and downside columns side by side",
            BLACKWATER,
            "Sector Update",
            "India Banks",
            "2 December 2026",
            "India Banks: Deposits catch up, margins hold",
            rating="Overweight",
            risks=(*upside, *downside),
            calls=calls,
            blocks=(
                para(
                    "Deposit growth finally matched loan growth at 12% in the October fortnight. We stay Overweight on "
                    "Indian banks and upgrade Kotnis Bank; we cut Nimbalkar Finance on unsecured loan stress."
                ),
                table(
                    "Exhibit 1: Rating and target changes",
                    ("Company", "Code", "Rating (cur/prev)", "TP new (Rs)", "TP old (Rs)"),
                    [
                        ("Kotnis Bank", "KTNB IN", "Buy/Add", "1,480", "1,320"),
                        ("Nimbalkar Finance", "NMFN IN", "Reduce/Add", "3,050", "3,600"),
                    ],
                    "Source: Blackwater Sanghvi Research",
                    widths=(0.28, 0.16, 0.2, 0.18, 0.18),
                    left_aligned=3,
                ),
                table(
                    "Exhibit 2: Coverage summary",
                    ("Company", "Code", "Rec.", "TP (Rs)", "CMP (Rs)", "P/B FY28E"),
                    [
                        ("Kotnis Bank", "KTNB IN", "Buy", "1,480", "1,236", "2.4"),
                        ("Saraf Valley Bank", "SRVB IN", "Add", "720", "654", "1.6"),
                        ("Nimbalkar Finance", "NMFN IN", "Reduce", "3,050", "3,214", "3.9"),
                        ("Purandar Bank", "PRSB IN", "Buy", "265", "211", "1.3"),
                    ],
                    "Source: Blackwater Sanghvi Research; CMP as of 1 December 2026",
                    widths=(0.3, 0.14, 0.12, 0.14, 0.15, 0.15),
                    left_aligned=3,
                ),
                heading("Risks to our view"),
                narrow(
                    [heading("Upside risks"), *bullets(upside)], [heading("Downside risks"), *bullets(downside)], 0.5
                ),
                *disclosures(BLACKWATER),
            ),
            key_lines=("Sector view", "Overweight", "Nifty Bank 53,920", "Stocks covered 18"),
            chart_names=("Nifty Bank", "Nifty 50"),
        )
    )

    calls = (
        Call("3034 TT", "Jinhua Substrate", "Buy", "NT$612"),
        Call("6213 TT", "Luchu Electronics", "Buy", "NT$268"),
        Call("8046 TT", "Nanya Laminate", "Hold", "NT$144"),
        Call("3037 TT", "Fengyuan PCB", "Buy", "NT$405"),
        Call("2383 TT", "Taiyi Copper Clad", "Sell", "NT$96"),
    )
    risks = (
        "ABF substrate prices could fall again if new Japanese capacity comes on line early",
        "Glass fibre and copper foil costs are rising faster than selling prices",
        "A slower AI server ramp at the two largest customers",
        "New Taiwan dollar strength",
    )
    docs.append(
        sector(
            "en_sec_taiwan_coverage_table_continued_next_page_call_column_buy_cl_tgt_px_risk_bullets_across_page",
            "A `Coverage summary` table `Company | Ticker | Call | Tgt px | Price` continued on the next page "
            "(`(cont.)`, header repeated), ratings `Buy (CL)` (label `Buy`), `Hold`, `Sell`, a `Not rated` row; the "
            "industry view `Attractive` in a strip; `Risks to our view` bullets, the first wrapping, running over a "
            "page turn",
            CASTLEMERE,
            "Industry Report",
            "Taiwan PCB & Substrates",
            "5 December 2026",
            "Taiwan PCB & Substrates: AI boards tighten the supply chain",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "AI server boards use three times the layers of a general server, and high-layer capacity is "
                    "booked into 2027. Our top pick is Jinhua Substrate, on our Conviction List."
                ),
                table(
                    "Exhibit 6: Coverage summary",
                    ("Company", "Ticker", "Call", "Tgt px", "Price"),
                    [
                        ("Jinhua Substrate", "3034 TT", "Buy (CL)", "NT$612", "NT$498"),
                        ("Luchu Electronics", "6213 TT", "Buy", "NT$268", "NT$221"),
                        ("Nanya Laminate", "8046 TT", "Hold", "NT$144", "NT$139"),
                    ],
                    "",
                    widths=(0.32, 0.16, 0.18, 0.17, 0.17),
                    left_aligned=3,
                ),
                heading("Layer counts"),
                para(
                    "A GB-class compute tray uses a 24-layer board against eight layers in a general server; the "
                    "yield loss at 24 layers is three times higher."
                ),
                PAGE,
                table(
                    "Exhibit 6: Coverage summary (cont.)",
                    ("Company", "Ticker", "Call", "Tgt px", "Price"),
                    [
                        ("Fengyuan PCB", "3037 TT", "Buy", "NT$405", "NT$352"),
                        ("Taiyi Copper Clad", "2383 TT", "Sell", "NT$96", "NT$118"),
                        ("Hsinpu Circuit", "6269 TT", "Not rated", "-", "NT$77"),
                    ],
                    "Source: Castlemere Yoon Research; priced 4 December 2026",
                    widths=(0.32, 0.16, 0.18, 0.17, 0.17),
                    left_aligned=3,
                ),
                heading("Risks to our view"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                *disclosures(CASTLEMERE),
            ),
            strip=(("Industry view", "Previous", "Stocks covered"), ("Attractive", "Neutral", "12")),
            chart_names=("TWSE Electronics", "TAIEX"),
            side="strip",
        )
    )

    calls = (
        Call("SAN.MC", "Solmarena Energia", "Overweight", "€14.80"),
        Call("VRD.PA", "Verdanne", "Overweight", "€52.00"),
        Call("NRW.DE", "Nordwerk Netze", "Underweight", "€23.50"),
        Call("ELK.MI", "Elikona", "Equal-weight", "€6.40"),
    )
    risks = (
        "Windfall taxes on generators return if power prices spike again",
        "Higher bond yields lower the value of regulated assets",
        "Delays to grid connection auctions in Spain and Italy",
    )
    docs.append(
        sector(
            "en_sec_europe_table_printed_in_two_blocks_stance_then_12m_tp_ric_codes_risks_to_our_view_bullets",
            "The valuation table printed in two blocks: block A `Company | RIC | Stance`, block B `RIC | 12m TP | "
            "Price | Upside` further down (the call joins both by RIC code); an unrated peer in block B only; the "
            "industry view `In-Line` in a band; risks as `Risks to our view` bullets",
            STRATHMORE,
            "Industry Report",
            "European Utilities",
            "1 December 2026",
            "European Utilities: Grids over generation",
            rating="In-Line",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Regulated grid returns were reset higher in Germany and Spain, while power prices for 2027 fell "
                    "18%. We keep our In-Line industry view and rotate from generators to networks."
                ),
                table(
                    "Exhibit 4a: Our stance",
                    ("Company", "RIC", "Stance"),
                    [
                        ("Solmarena Energia", "SAN.MC", "Overweight"),
                        ("Verdanne", "VRD.PA", "Overweight"),
                        ("Nordwerk Netze", "NRW.DE", "Underweight"),
                        ("Elikona", "ELK.MI", "Equal-weight"),
                    ],
                    "",
                    widths=(0.45, 0.25, 0.3),
                    left_aligned=3,
                ),
                para(
                    "Power prices for 2027 delivery fell to €68/MWh in Germany, 22% below the average of 2025.",
                ),
                table(
                    "Exhibit 4b: Targets and valuation",
                    ("RIC", "12m TP", "Price", "Upside"),
                    [
                        ("SAN.MC", "€14.80", "€12.36", "20%"),
                        ("VRD.PA", "€52.00", "€44.10", "18%"),
                        ("NRW.DE", "€23.50", "€26.70", "-12%"),
                        ("ELK.MI", "€6.40", "€6.12", "5%"),
                        ("GRX.AS", "n.r.", "€31.20", "n.r."),
                    ],
                    "Source: Strathmore Pavan Research, Refinitiv",
                    widths=(0.25, 0.25, 0.25, 0.25),
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(STRATHMORE),
            ),
            chart_names=("Stoxx 600 Utilities", "Stoxx 600"),
            side="wide",
        )
    )
    docs[-1] = banded(docs[-1], ("Industry view: In-Line", "Stoxx 600 Utilities 412", "Stocks covered 16"))
    return docs


def sector_prose() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("1638 HK", "Harbour Lumen Property", "O-PF", "HK$14.20"),
        Call("0917 HK", "Kowloon Crest Land", "N", "HK$31.50"),
        Call("1102 HK", "Tsing Yi Holdings", "U-PF", "HK$5.80"),
    )
    risks = (
        "Primary home prices could fall another 10% if mortgage rates stay above 3.5%",
        "Office vacancy in Central may rise further as new supply completes",
        "A slower return of mainland buyers",
    )
    docs.append(
        sector(
            "en_sec_hk_property_per_stock_paragraphs_headed_name_code_dash_rating_pt_stock_risk_lines_sector_risks",
            "Per-stock paragraphs headed `Harbour Lumen Property (1638 HK) — O-PF, PT HK$14.20` (ratings `O-PF` / `N` / "
            "`U-PF` as printed, the legend on the disclosures page), each with a `Key risks:` line of its own (not the "
            "note's risks); the sector-level `Sector risks` bullets come first; sector weighting `Neutral` in the "
            "sidebar; the HSI and previous targets distractors",
            FAIRLIGHT,
            "Sector Report",
            "Hong Kong Property",
            "3 December 2026",
            "Hong Kong Property: Rates down, but supply still up",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Residential transactions rose 21% in November on lower mortgage rates, but unsold inventory is "
                    "still 22,000 units. We stay Neutral on the sector, with the HSI at 21,460."
                ),
                heading("Sector risks"),
                *bullets(risks),
                heading("Harbour Lumen Property (1638 HK) — O-PF, PT HK$14.20"),
                para("Recurring income is 70% of profit and the new mall opens fully let. Our PT was HK$13.10."),
                para("Key risks: retail rent reversions; project delays.", size=8.5),
                heading("Kowloon Crest Land (0917 HK) — N, PT HK$31.50"),
                para("Development margins fell to 14% and land bank replenishment remains slow."),
                para("Key risks: faster sell-through; land cost inflation.", size=8.5),
                heading("Tsing Yi Holdings (1102 HK) — U-PF, PT HK$5.80"),
                para("Net gearing of 58% limits the dividend; we cut our PT from HK$6.90."),
                para("Key risks: asset disposals at book value; a privatisation offer.", size=8.5),
                *disclosures(FAIRLIGHT),
            ),
            key_lines=("Sector weighting", "Neutral", "HS Property 18,240", "Stocks covered 9"),
            chart_names=("HS Property", "HSI"),
        )
    )

    calls = (
        Call("035720 KS", "Hanul Platform", "Buy", "￦312,000"),
        Call("251270 KS", "Mirae Play", "Hold", "￦88,000"),
        Call("036570 KS", "Seoraebeol Games", "Buy", "￦254,000"),
    )
    risks = (
        "Advertising demand could weaken if domestic consumption slows",
        "Regulation of in-app payments and game loot boxes",
        "New titles may launch late",
    )
    docs.append(
        sector(
            "en_sec_korea_internet_calls_in_exhibit_captions_we_prefer_buy_tp_won_no_sector_view_numbered_risks",
            "Calls only in exhibit captions (`Exhibit 12: We prefer Hanul Platform (035720 KS; Buy, TP ￦312,000) over "
            "Mirae Play (251270 KS; Hold, TP ￦88,000)`, `Exhibit 15: Seoraebeol Games (036570 KS) - Buy, TP ￦254,000 "
            "(from ￦231,000)`), the exhibit bodies numbers only; the KOSPI level and a consensus target distractors; no "
            "sector view; risks as numbered `1)` lines under `Risks to our view`",
            CASTLEMERE,
            "Sector Update",
            "Korea Internet & Games",
            "2 December 2026",
            "Korea Internet & Games: Platforms over publishers",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Search advertising grew 9% in the third quarter while mobile game billings fell 6%. With the "
                    "KOSPI at 2,684, platforms trade at a 20% discount to their five-year average."
                ),
                table(
                    "Exhibit 12: We prefer Hanul Platform (035720 KS; Buy, TP ￦312,000) over Mirae Play (251270 KS; "
                    "Hold, TP ￦88,000)",
                    ("￦bn", "2025A", "2026E", "2027E"),
                    [("Platform revenue", "6,210", "6,890", "7,540"), ("Game revenue", "1,940", "1,810", "1,920")],
                    "Source: company data, Castlemere Yoon estimates",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                para("Consensus expects Mirae Play to return to growth in 2027; the consensus TP is ￦104,000."),
                table(
                    "Exhibit 15: Seoraebeol Games (036570 KS) - Buy, TP ￦254,000 (from ￦231,000)",
                    ("Title", "Launch", "Peak monthly billings (￦bn)"),
                    [("Starfall Chronicle", "1Q27", "42"), ("Jeju Drift", "3Q27", "18")],
                    "Source: Castlemere Yoon estimates",
                    widths=(0.4, 0.2, 0.4),
                ),
                heading("Risks to our view"),
                *numbered_lines(risks, style="{n}) "),
                *disclosures(CASTLEMERE),
            ),
            chart_names=("KOSPI Internet", "KOSPI"),
            side="wide",
        )
    )

    calls = (
        Call("PKBK SP", "Pasir Kota Bank", "B", "S$18.40"),
        Call("MYHL MK", "Maya Hills Bank", "N", "RM9.10"),
        Call("TSBK TB", "Thai Siam Kasem Bank", "R", "Bt118"),
        Call("BJRI IJ", "Bank Jayaraya", "B", "Rp5,900"),
    )
    risks = (
        "Net interest margins could compress faster than we expect as the Fed cuts",
        "Asset quality in Thai SME loans",
        "Regional currency weakness",
    )
    docs.append(
        sector(
            "en_sec_asean_banks_letter_ratings_current_over_previous_in_grey_tp_lc_risks_in_sentence",
            "A close-set table `Bank | Code | Rtg | TP (lc) | Price (lc)` with letter ratings `B` / `N` / `R` (the "
            "legend on the disclosures page) and the previous rating and target printed under the current ones in "
            "grey (distractors); a `Coverage not rated` peer; sector view `Overweight`; risks in one sentence `Risks "
            "to our view include a, b and c.`",
            PINECREST,
            "Sector Report",
            "ASEAN Banks",
            "4 December 2026",
            "ASEAN Banks: Margins peak, dividends do not",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Regional bank earnings rose 8% in the third quarter and payout ratios keep rising. We stay "
                    "Overweight ASEAN banks and upgrade Bank Jayaraya; we downgrade Thai Siam Kasem Bank."
                ),
                tight(
                    "Figure 3: Ratings and targets (previous in grey)",
                    ("Bank", "Code", "Rtg", "TP (lc)", "Price (lc)"),
                    [
                        ("Pasir Kota Bank", "PKBK SP", "B\nB", "S$18.40\nS$17.20", "S$15.62"),
                        ("Maya Hills Bank", "MYHL MK", "N\nN", "RM9.10\nRM9.10", "RM8.84"),
                        ("Thai Siam Kasem Bank", "TSBK TB", "R\nN", "Bt118\nBt146", "Bt131"),
                        ("Bank Jayaraya", "BJRI IJ", "B\nN", "Rp5,900\nRp4,800", "Rp4,630"),
                        ("Borneo Mutual Bank", "BNMB MK", "n.r.", "-", "RM2.44"),
                    ],
                    "Source: Pinecrest Adeyemi Research; B = Buy, N = Neutral, R = Reduce",
                    widths=(0.32, 0.16, 0.12, 0.2, 0.2),
                    left_aligned=2,
                ),
                heading("Dividends"),
                para("We expect the average payout ratio to rise to 62% in 2027 from 55% in 2025."),
                heading("Risks"),
                in_sentence("Risks to our view include ", risks),
                *disclosures(PINECREST),
            ),
            key_lines=("Sector view", "Overweight", "MSCI ASEAN Banks 1,086", "Stocks covered 15"),
            chart_names=("MSCI ASEAN Banks", "MSCI ASEAN"),
        )
    )

    calls = (
        Call("8267 JP", "Asakusa Retailing", "Outperform", "¥4,250"),
        Call("3382 JP", "Hinode Mart", "Outperform", "¥7,600"),
        Call("9983 JP", "Kumano Apparel", "Underperform", "¥38,000"),
    )
    risks = ("Real wages fall again", "Inbound tourist spending slows", "Rice and energy costs rise")
    docs.append(
        sector(
            "en_sec_japan_retail_our_picks_sidebar_box_names_codes_ratings_tp_other_stocks_consensus_titled_risks",
            "An `Our picks` box in the right sidebar (`Asakusa Retailing (8267 JP)` / `Outperform, TP ¥4,250` lines; "
            "the least preferred `Kumano Apparel (9983 JP)` / `Underperform, TP ¥38,000`); the body's comps table of "
            "covered peers with consensus targets and no ratings (not calls); sector rating `Positive` in prose; "
            "risks as `Risks to our view` bullets with bold titles (the titles the items)",
            KOBARI,
            "Sector Report",
            "Japan Retail",
            "1 December 2026",
            "Japan Retail: Wage growth finally reaches the till",
            rating="Positive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Same-store sales across our coverage rose 4.1% in November and real wages turned positive. We "
                    "raise our sector rating to Positive from Neutral."
                ),
                table(
                    "Figure 2: Peer valuation (consensus)",
                    ("Company", "Code", "Cons. TP (¥)", "PER 27E", "Div. yield"),
                    [
                        ("Asakusa Retailing", "8267 JP", "4,020", "18.4", "2.1%"),
                        ("Hinode Mart", "3382 JP", "7,150", "21.0", "1.8%"),
                        ("Kumano Apparel", "9983 JP", "44,500", "36.2", "0.9%"),
                        ("Sendai Home Centre", "8218 JP", "2,480", "13.6", "2.9%"),
                    ],
                    "Source: QUICK consensus",
                    widths=(0.32, 0.16, 0.18, 0.17, 0.17),
                    left_aligned=2,
                ),
                heading("Risks to our view"),
                *titled(
                    risks,
                    (
                        "Nominal wage growth of 3% would not cover food inflation.",
                        "Flight capacity from China is still 20% below 2019.",
                        "Utility costs are 4% of sales for supermarkets.",
                    ),
                ),
                *disclosures(KOBARI),
            ),
            key_lines=(
                "Our picks",
                "Asakusa Retailing (8267 JP)",
                "Outperform, TP ¥4,250",
                "Hinode Mart (3382 JP)",
                "Outperform, TP ¥7,600",
                "Least preferred",
                "Kumano Apparel (9983 JP)",
                "Underperform, TP ¥38,000",
            ),
            chart_names=("TOPIX Retail", "TOPIX"),
        )
    )

    calls = (
        Call("SNVR IN", "Sunvera Pharma", "Buy", "Rs 1,640"),
        Call("AURP IN", "Aurapath Labs", "Add", "Rs 980"),
        Call("LPNX IN", "Lupinex Healthcare", "Sell", "Rs 410"),
    )
    risks = (
        "USFDA warning letters at key plants",
        "Price erosion in US generics above our 6% assumption",
        "Rupee appreciation",
    )
    docs.append(
        sector(
            "en_sec_india_pharma_top_picks_bare_tickers_new_old_rating_table_risks_numbered_inline",
            "`Top picks: SNVR (Buy) and AURP (Add); least preferred LPNX (Sell)` by bare ticker; a `New/Old rating` "
            "table `Company | Code | New rating | Old rating | New TP | Old TP` (the old columns distractors); a peer "
            "`Not rated`; no sector view; risks as `(1) ...; (2) ...` inline items under `Key risks`",
            BLACKWATER,
            "Sector Update",
            "India Pharmaceuticals",
            "5 December 2026",
            "India Pharma: Specialty launches drive the next leg",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "US generic price erosion slowed to 5% and specialty launches now make up 18% of US sales. Top "
                    "picks: SNVR (Buy) and AURP (Add); least preferred LPNX (Sell)."
                ),
                table(
                    "Exhibit 3: New/Old rating and targets",
                    ("Company", "Code", "New rating", "Old rating", "New TP", "Old TP"),
                    [
                        ("Sunvera Pharma", "SNVR IN", "Buy", "Add", "Rs 1,640", "Rs 1,420"),
                        ("Aurapath Labs", "AURP IN", "Add", "Add", "Rs 980", "Rs 940"),
                        ("Lupinex Healthcare", "LPNX IN", "Sell", "Reduce", "Rs 410", "Rs 465"),
                        ("Medhavi Biotech", "MDHV IN", "Not rated", "-", "-", "-"),
                    ],
                    "Source: Blackwater Sanghvi Research",
                    widths=(0.26, 0.14, 0.15, 0.15, 0.15, 0.15),
                    left_aligned=4,
                ),
                heading("Key risks"),
                para("; ".join(f"({n}) {r}" for n, r in enumerate(risks, 1)) + "."),
                *disclosures(BLACKWATER),
            ),
            key_lines=("Nifty Pharma 22,140", "1m +3.4%", "12m +18.2%", "Stocks covered 21"),
            chart_names=("Nifty Pharma", "Nifty 50"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English strategy notes


def strategy_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "A renewed slide in mainland property sales",
        "US tariffs on Chinese goods rise further",
        "Earnings revisions for internet platforms turn negative",
    )
    docs.append(
        sector(
            "en_strat_hk_china_index_targets_sector_overweights_top_ideas_without_ratings_risks_to_our_view",
            "Strategy: no rating and no calls; HSI and MSCI China targets, an `Overweight` / `Underweight` sector table, "
            "`Top ideas` named with codes but without ratings or targets (not calls); risks as sentences under "
            "`Risks to our view`",
            FAIRLIGHT,
            "Strategy",
            "Hong Kong / China Strategy",
            "5 December 2026",
            "China Strategy 2027: Dividends and platforms",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We set end-2027 targets of 24,500 for the HSI and 86 for MSCI China. We are Overweight internet "
                    "and telecoms and Underweight property and materials."
                ),
                table(
                    "Exhibit 1: Sector positioning",
                    ("Sector", "Position", "Benchmark", "Model"),
                    [
                        ("Internet", "Overweight", "31%", "35%"),
                        ("Telecoms", "Overweight", "6%", "9%"),
                        ("Property", "Underweight", "4%", "1%"),
                    ],
                    "Source: Fairlight Osei strategy",
                    widths=(0.3, 0.24, 0.23, 0.23),
                ),
                heading("Top ideas"),
                para(
                    "Harbour Lumen Property (1638 HK) and Hanul Platform (035720 KS) fit our dividend and platform themes."
                ),
                heading("Risks to our view"),
                para(sentences(risks)),
                *disclosures(FAIRLIGHT),
            ),
            chart_names=("MSCI China", "MSCI EM"),
            side="wide",
        )
    )

    risks = (
        "Core inflation stays above 3%",
        "The Bank of Japan raises rates faster than markets expect",
        "A global recession cuts export demand",
    )
    docs.append(
        sector(
            "en_strat_japan_macro_forecasts_rates_yen_view_risk_bullets_over_page",
            "Macro note: no rating and no calls; GDP, CPI and policy-rate forecasts, a USD/JPY target; risk bullets "
            "under `Risks to our forecasts` running onto the next page",
            KOBARI,
            "Economics",
            "Japan Economics",
            "2 December 2026",
            "Japan Economics: Normalisation without tears",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We forecast real GDP growth of 0.9% in FY2027 and two more rate rises, to 1.25%. Our USD/JPY "
                    "target for end-2027 is 138."
                ),
                table(
                    "Figure 1: Forecasts",
                    ("", "FY2026E", "FY2027E", "FY2028E"),
                    [
                        ("Real GDP (%)", "0.7", "0.9", "0.8"),
                        ("Core CPI (%)", "2.4", "2.0", "1.8"),
                        ("Policy rate (%)", "0.75", "1.25", "1.25"),
                    ],
                    "Source: Kobari Whitfield forecasts",
                    widths=(0.34, 0.22, 0.22, 0.22),
                ),
                heading("Wages"),
                para("Spring wage talks should deliver a 4.6% rise, the third year above 4%."),
                heading("Risks to our forecasts"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                *disclosures(KOBARI),
            ),
            strip=(("USD/JPY end-2027", "BoJ rate end-2027", "JGB 10Y end-2027"), ("138", "1.25%", "1.45%")),
            chart_names=("JGB 10Y", "USD/JPY"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    return chinese_company_reports() + chinese_industry_reports()


def chinese_company_reports() -> list[Note]:
    docs: list[Note] = []

    risks = ("新能源汽车销量增长不及预期", "原材料价格大幅波动", "海外工厂投产进度不及预期")
    call = Call("603799.SH", "华钴新材", "买入", "58.60元")
    docs.append(
        company(
            "zh_co_sidebar_first_rating_target_price_label_risk_paragraph_semicolons",
            "公司点评, right sidebar `投资评级：买入（首次）` / `目标价格：58.60元` / `当前价格：45.12元` / `沪深300：3,986`；"
            "风险提示 as one paragraph of `；` items right after the heading",
            LUHE,
            "公司点评",
            "华钴新材（603799.SH）",
            "2026年12月4日",
            "华钴新材：印尼一体化项目放量，首次覆盖给予买入评级",
            call,
            risks=risks,
            blocks=(
                heading("核心观点"),
                para("公司印尼镍钴冶炼项目三季度满产，前驱体出货量同比增长52%。"),
                para("我们预计公司2026-2028年EPS分别为2.91、3.44、3.98元，首次覆盖给予“买入”评级，目标价格58.60元。"),
                zh_forecast("华钴新材", LUHE),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                *zh_disclosures(LUHE),
            ),
            key_lines=("投资评级：买入（首次）", "目标价格：58.60元", "当前价格：45.12元", "沪深300：3,986"),
            chart_names=("华钴新材", "沪深300"),
            language="zh",
        )
    )

    risks = (
        "创新药临床试验进度不及预期，核心品种的三期数据读出时间可能推迟至2028年以后",
        "医保谈判降价幅度超预期",
        "海外授权合作存在不确定性",
        "行业政策变化风险",
    )
    call = Call("688266.SH", "泽瑞生物", "强烈推荐", "92.00元")
    docs.append(
        company(
            "zh_co_strip_strong_recommend_target_previous_main_risks_numbered_across_page",
            "公司深度, a strip `投资评级 | 目标价 | 前次目标价 | 收盘价` = `强烈推荐（维持） | 92.00元 | 85.00元 | 71.30元`；"
            "主要风险 as `1.` items, the first wrapping, the list running onto the next page under the running header",
            TINGLAN,
            "公司深度",
            "泽瑞生物（688266.SH）",
            "2026年12月3日",
            "泽瑞生物：双抗平台进入兑现期",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司PD-1/VEGF双抗完成海外授权，首付款4.5亿美元，里程碑付款合计最高32亿美元。"),
                para("我们维持“强烈推荐”评级，目标价由85.00元上调至92.00元。"),
                zh_forecast("泽瑞生物", TINGLAN),
                heading("主要风险"),
                *[para(r + "；", lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[:2], 1)],
                PAGE,
                *[para(r + ("。" if n == 4 else "；"), lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *zh_disclosures(TINGLAN),
            ),
            strip=(
                ("投资评级", "目标价", "前次目标价", "收盘价"),
                ("强烈推荐（维持）", "92.00元", "85.00元", "71.30元"),
            ),
            chart_names=("泽瑞生物", "科创50"),
            side="strip",
            language="zh",
        )
    )

    risks = ("白酒需求复苏不及预期", "渠道库存去化慢于预期", "食品安全风险")
    call = Call("000596.SZ", "古泉酒业", "增持", "186.00元")
    docs.append(
        company(
            "zh_co_risk_factors_in_narrow_sidebar_column_beside_body_rating_upgrade_left_sidebar",
            "公司研究, left sidebar `增持（上调）` / `目标价 186.00元` / `前收盘 162.40元`；风险因素 in a narrow right "
            "column beside the 投资要点 text as `（1）` items; the previous rating `中性` in the text",
            LUHE,
            "公司研究",
            "古泉酒业（000596.SZ）",
            "2026年12月2日",
            "古泉酒业：省内份额提升，上调至增持",
            call,
            risks=risks,
            blocks=(
                narrow(
                    [
                        heading("投资要点"),
                        para("公司省内次高端产品收入同比增长18%，经销商库存降至1.5个月。"),
                        para("我们将公司评级由“中性”上调至“增持”，目标价186.00元，对应2027年22倍PE。"),
                    ],
                    [
                        heading("风险因素"),
                        *[
                            para(r + ("。" if n == 3 else "；"), lead=f"（{n}）", gap=3.0, size=8.5)
                            for n, r in enumerate(risks, 1)
                        ],
                    ],
                ),
                zh_forecast("古泉酒业", LUHE),
                *zh_disclosures(LUHE),
            ),
            key_lines=("增持（上调）", "目标价 186.00元", "前收盘 162.40元", "总市值 1,024亿元"),
            chart_names=("古泉酒业", "深证成指"),
            side="left",
            language="zh",
        )
    )
    return docs


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("300750.SZ", "宁川动力", "强烈推荐", "35.20"),
        Call("002812.SZ", "恩泽材料", "推荐", "48.60"),
        Call("300073.SZ", "当升新能", "推荐", "52.00"),
    )
    risks = (
        "新能源汽车销量不及预期，储能装机增速放缓可能导致电池环节排产下修",
        "原材料价格波动",
        "行业产能过剩导致价格战",
        "海外贸易政策变化",
    )
    docs.append(
        zh_sector(
            "zh_ind_stock_table_code_short_name_investment_rating_target_yuan_eps_pe_unrated_risks_numbered_across_page",
            "行业深度, right sidebar `行业评级：优于大市（维持）`; a 重点公司 table `代码 | 简称 | 投资评级 | 目标价格（元） (two lines) | "
            "EPS 2026E | EPS 2027E | PE 2027E` with bare targets (no 元 form printed elsewhere) and a `未评级` row; "
            "风险提示 as `1）` items, the first wrapping, running onto the next page",
            TINGLAN,
            "行业深度",
            "电力设备",
            "2026年12月5日",
            "锂电行业深度：储能接力，龙头盈利修复",
            rating="优于大市",
            risks=risks,
            calls=calls,
            blocks=(
                heading("投资要点"),
                para("2026年全球储能电池出货量同比增长68%，锂电产业链价格企稳，龙头企业盈利率先修复。"),
                table(
                    "表3：重点公司估值",
                    ("代码", "简称", "投资评级", "目标价格\n（元）", "EPS\n2026E", "EPS\n2027E", "PE\n2027E"),
                    [
                        ("300750.SZ", "宁川动力", "强烈推荐", "35.20", "1.82", "2.21", "12.6"),
                        ("002812.SZ", "恩泽材料", "推荐", "48.60", "2.05", "2.64", "15.1"),
                        ("300073.SZ", "当升新能", "推荐", "52.00", "2.37", "2.90", "14.8"),
                        ("002709.SZ", "天赐源材", "未评级", "-", "0.88", "1.21", "18.3"),
                    ],
                    "资料来源：Wind，汀兰证券研究所（未评级公司采用Wind一致预期）",
                    widths=(0.17, 0.15, 0.15, 0.14, 0.13, 0.13, 0.13),
                    left_aligned=3,
                ),
                heading("储能需求"),
                para("我们预计2027年全球储能新增装机同比增长45%，大储与工商业储能贡献主要增量。"),
                heading("风险提示"),
                *[para(r + "；", lead=f"{n}）", gap=3.0) for n, r in enumerate(risks[:2], 1)],
                PAGE,
                *[para(r + ("。" if n == 4 else "；"), lead=f"{n}）", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *zh_disclosures(TINGLAN),
            ),
            key_lines=("行业评级：优于大市（维持）", "电力设备指数", "8,912.4", "近一年：+12.3%"),
            chart_names=("电力设备", "沪深300"),
        )
    )

    calls = (
        Call("600519.SH", "贵茅酒业", "买入", None),
        Call("000858.SZ", "五粮春", "买入", None),
        Call("600809.SH", "汾清酒业", "增持", None),
    )
    risks = ("宏观经济复苏不及预期", "高端白酒批价下行", "行业政策风险")
    docs.append(
        zh_sector(
            "zh_ind_weekly_key_recommend_line_code_rating_in_brackets_attention_names_not_calls_risk_paragraph",
            "行业周报, strip `行业评级 | 看好（维持）`; `重点推荐：贵茅酒业（600519.SH，买入）、...` with the code and rating in "
            "brackets; `建议关注` names without ratings (not calls); 风险提示 as one paragraph of `；` items; index levels "
            "distractors",
            LUHE,
            "行业周报",
            "食品饮料",
            "2026年12月6日",
            "食品饮料行业周报：春节备货启动，高端酒批价企稳",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                heading("本周观点"),
                para("本周白酒板块上涨2.6%，跑赢沪深300指数1.9个百分点；高端白酒批价环比持平，春节备货开始启动。"),
                heading("投资建议"),
                para(
                    "维持行业“看好”评级。重点推荐：贵茅酒业（600519.SH，买入）、五粮春（000858.SZ，买入）、"
                    "汾清酒业（600809.SH，增持）；建议关注洋河源酒、今世缘。"
                ),
                table(
                    "表1：本周板块涨跌幅",
                    ("板块", "本周", "本月", "年初至今"),
                    [
                        ("白酒", "2.6%", "4.1%", "8.9%"),
                        ("啤酒", "1.2%", "0.8%", "-3.4%"),
                        ("调味品", "-0.5%", "1.6%", "2.2%"),
                    ],
                    "资料来源：Wind，潞河证券研究所",
                    widths=(0.25, 0.25, 0.25, 0.25),
                ),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                *zh_disclosures(LUHE),
            ),
            strip=(("行业评级", "上次评级", "沪深300"), ("看好（维持）", "看好", "3,986")),
            chart_names=("食品饮料", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("002415.SZ", "海康智视", "推荐", None),
        Call("688111.SH", "金山云办", "强烈推荐", None),
        Call("300454.SZ", "深信安服", "中性", None),
    )
    risks = ("下游政企IT支出不及预期", "AI大模型商业化进度慢于预期", "行业竞争加剧")
    docs.append(
        zh_sector(
            "zh_ind_table_name_and_code_one_cell_two_lines_rating_column_main_risks_sidebar_column",
            "行业点评, the view `维持计算机行业“同步大市”评级` in a sentence; a table whose first cell holds the name over the "
            "code on two lines (`海康智视` / `002415.SZ`), a `评级` column with a `未评级` row, 收盘价 and PE columns; 主要风险 "
            "in a narrow right column beside the 核心观点 as `①` items",
            TINGLAN,
            "行业点评",
            "计算机",
            "2026年12月1日",
            "计算机行业点评：AI应用落地加速，关注订单兑现",
            rating="同步大市",
            risks=risks,
            calls=calls,
            blocks=(
                narrow(
                    [
                        heading("核心观点"),
                        para("11月政务云招标金额同比增长36%，AI办公产品付费用户突破2,000万。"),
                        para("我们维持计算机行业“同步大市”评级，结构上看好AI应用与安全板块。"),
                    ],
                    [
                        heading("主要风险"),
                        *[
                            para(r + e, lead=m, gap=3.0, size=8.5)
                            for m, r, e in zip("①②③", risks, ("；", "；", "。"), strict=True)
                        ],
                    ],
                ),
                loose(
                    "表1：重点公司评级与估值",
                    ("公司\n代码", "评级", "收盘价（元）", "PE 2026E", "PE 2027E"),
                    [
                        ("海康智视\n002415.SZ", "推荐", "31.86", "18.2", "15.6"),
                        ("金山云办\n688111.SH", "强烈推荐", "284.50", "62.4", "48.1"),
                        ("深信安服\n300454.SZ", "中性", "72.30", "45.7", "36.2"),
                        ("用友网源\n600588.SH", "未评级", "13.42", "-", "88.0"),
                    ],
                    "资料来源：Wind，汀兰证券研究所",
                    widths=(0.24, 0.16, 0.2, 0.2, 0.2),
                    left_aligned=2,
                ),
                *zh_disclosures(TINGLAN),
            ),
            key_lines=("计算机指数", "5,318.6", "近一月：+5.2%", "近一年：+21.4%"),
            chart_names=("计算机", "沪深300"),
            side="left",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


NINETEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(NINETEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(NINETEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
