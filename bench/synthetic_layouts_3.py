"""A third synthetic set, for DEVELOPMENT: English sector and strategy notes, Chinese quant and strategy reports.

Sealed real PDFs showed two weak spots the real development data has few layouts of: English sector
notes (risk items, stock calls from tables) and Chinese 金融工程 / 量化 / 策略 reports (风险提示). This
set is written from general sell-side conventions, not from any file of ../shared: invented houses,
companies and figures, drawn with the samples' engine (sample_pdfs/render.py) through the first set's
building blocks and types. Its misses may be read and fixed (unlike bench/synthetic_layouts_2.py, held
out). Labels are by construction and follow bench/labels/README.md: the sector's own view as the
rating, no target for industry notes, risk items of the note's own risk section verbatim (a list item
or a sentence is an item, `title：explanation` gives the title, trailing 。；，. stripped); per-stock
`Risks:` lines under a stock's paragraph are that stock's, not the note's; calls only from rated rows
(`NR` / `Not Rated` rows and comps tables of unrated peers give none). A self-check fails loudly when a
label is not on the text layer (a two-line company name: each of its words).

Composition: 9 English industry notes (7 sector notes, 2 strategy notes without a rating of their
own) and 7 Chinese industry reports (5 金融工程 / 量化 / 基金 reports without ratings, a 策略周报 with
行业配置建议, a quant report whose only 风险 words are in its disclaimers).

What varies: sector views in the cover box, in a full-width key strip or in the text; stock tables
`Ticker | Company | Rating | Price | Target`, `Bloomberg code | Company | Rec. | PT (local) | Upside`,
currency in the header (`Target (HK$)`, `PT (€)`), two-line company names, `NR` / `Not Rated` rows, a
peer comps table; risk sections `Risks to our view`, `Key risks for the sector`, `Investment risks`,
`Risks`, `Upside risks to our view` as bullets, numbered lists or sentences; 风险提示 as a lead-in
paragraph, split by ；, a numbered list wrapped across lines, `title：explanation` items, on the cover
summary and again at the end; rating legends and 免责声明 that mention 风险.

First scoring run of the rules backend on main (9f08f6b) as is, before any rule was changed:

    lang doc_type  docs  doc_type        rating          target           risk F1  calls P / R               call targets
    en   industry    9    8/9 (88.9%)    7/9 (77.8%)     9/9 (100.0%)    0.625    94.4% / 65.4% (17/18/26)  6/17
    zh   industry    7    7/7 (100.0%)   7/7 (100.0%)    7/7 (100.0%)    0.897    n/a                       n/a
    all  all        16   15/16 (93.8%)  14/16 (87.5%)  16/16 (100.0%)    0.727    94.4% / 65.4% (17/18/26)  6/17

(calls P / R as matched/extracted/labelled; call targets right of matched calls with a labelled target.)
The misses: per-stock `Risks:` lines taken as the note's risks (3 notes, one with no risk section of
its own), only the first of several 风险提示 sentences / numbered items read (2 reports), sector views
in a key strip and as `Positive` not read, stock tables led by the ticker column, with currency in the
header or a ticker like `000660 KS` partly read, the price column taken for the target.

Main then took the stock-table and sector-rating rules of another branch (922fed8: risk F1 still
0.625 / 0.897, doc_type 16/16, calls 100.0% / 76.9% (20/20/26), call targets 20/20). With the risk
rules that followed from this set's misses on top (per-stock lead-ins, `风险提示：` paragraphs,
numbered items opening with 本报告, wrapped lines under a heading, bare lists ending alike):

    en   industry    9    9/9 (100.0%)   7/9 (77.8%)     9/9 (100.0%)    0.955    100.0% / 76.9% (20/20/26) 20/20
    zh   industry    7    7/7 (100.0%)   7/7 (100.0%)    7/7 (100.0%)    1.000    n/a                       n/a
    all  all        16   16/16 (100.0%) 14/16 (87.5%)  16/16 (100.0%)    0.974    100.0% / 76.9% (20/20/26) 20/20

Left: the second line of a sector paragraph under `Key risks for the sector` that holds no risk word,
the ticker-first table with a two-line name and `000660 KS` / `RELI IN` rows, the sector view
`Positive`, and a sector view in a key strip whose other cells are no data.

    .venv/bin/python bench/synthetic_layouts_3.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_3.py --score      # the rules backend on them [--misses]
"""

from __future__ import annotations

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
    Doc,
    House,
    R,
    StripLayout,
    SyntheticSet,
    bullets,
    heading,
    labelled_in,
    para,
    run_cli,
    score_set,
    sentences,
    table,
    write_documents,
)
from bench.synthetic_layouts import check as check_labels  # noqa: E402

SET_NAME = "synthetic_layouts_3"


@dataclass(frozen=True)
class Note(Doc):
    """The first set's document with a language: Chinese reports draw Chinese furniture and wrap by character."""

    language: str = "en"

    def label(self) -> dict[str, Any]:
        return {**super().label(), "language": self.language}


# ----------------------------------------------------------------------------- building blocks


def numbered(items: tuple[str, ...], style: str = "{n}. ", end: str = ".") -> list[Any]:
    return [R.Para(item + end, lead=style.format(n=n), gap=3.0) for n, item in enumerate(items, 1)]


def stock_paragraph(name: str, view: str, risks: str) -> list[Any]:
    """A stock's paragraph followed by its own `Risks:` line (the stock's risks, not the note's)."""
    return [para(view, lead=f"{name}. "), para(risks, lead="Risks: ", gap=9.0)]


def disclosures(house: House) -> list[Any]:
    blocks: list[Any] = [PAGE, heading("Disclosures and ratings definitions", role="legend")]
    blocks += [para(line, size=8.5, role="legend", gap=2.0) for line in house.legend]
    blocks.append(
        table(
            "Ratings distribution",
            ("Rating", "% of coverage", "% investment banking clients"),
            [tuple(row) for row in house.distribution],
            f"Source: {house.name}, as of 30 September 2026",
            widths=(0.3, 0.35, 0.35),
            role="legend",
        )
    )
    blocks.append(heading("Analyst certification and disclaimer", role="disclaimer"))
    blocks.append(
        para(
            "The analysts named in this report certify that the views expressed accurately reflect their personal "
            f"views about the securities discussed. {house.full_name} does not guarantee the accuracy of the "
            "information herein. Investing in securities involves risks, including the loss of principal; past "
            "performance is not indicative of future results.",
            size=8.5,
            role="disclaimer",
        )
    )
    return blocks


def zh_disclosures(house: House, risk_words: bool = True) -> list[Any]:
    blocks: list[Any] = [PAGE, heading("投资评级说明", role="legend")]
    blocks += [para(line, size=8.5, role="legend", gap=2.0) for line in house.legend]
    blocks.append(heading("分析师承诺", role="disclaimer"))
    blocks.append(
        para(
            "作者具有中国证券业协会授予的证券投资咨询执业资格，保证报告所采用的数据均来自合规渠道，分析逻辑基于作者的职业"
            "理解，通过合理判断得出结论，力求客观、公正。",
            size=8.5,
            role="disclaimer",
        )
    )
    blocks.append(heading("免责声明", role="disclaimer"))
    text = (
        f"本报告仅供{house.full_name}的客户使用，本公司不因接收人收到本报告而视其为客户。本报告中的信息均来源于公开资料，"
        "本公司对这些信息的准确性及完整性不作任何保证。"
    )
    if risk_words:
        text += (
            "投资者应当充分考虑自身特定状况及风险承受能力，据此做出的任何投资决策与本公司无关。市场有风险，投资需谨慎。"
        )
    blocks.append(para(text, size=8.5, role="disclaimer"))
    return blocks


# ----------------------------------------------------------------------------- the houses

LARKSPUR = House(
    "Larkspur Securities",
    "Larkspur Securities (Singapore) Pte Ltd",
    (0.15, 0.35, 0.2),
    (
        "Buy: the stock's total return is expected to exceed 10% over the next 12 months.",
        "Hold: total return expected between -10% and +10%.",
        "Sell: total return expected below -10%.",
        "NR: not rated; the company is not under coverage.",
        "Sector views: Overweight, Neutral or Underweight, relative to the country index.",
    ),
    (("Buy", "57", "16"), ("Hold", "35", "10"), ("Sell", "8", "2")),
)
ORRERY = House(
    "Orrery Partners",
    "Orrery Partners Research LLP",
    (0.5, 0.2, 0.05),
    (
        "Outperform: expected to outperform the sector by at least 10% over 12 months.",
        "Market Perform: expected to perform in line with the sector.",
        "Underperform: expected to underperform the sector by at least 10%.",
        "Industry views: Positive, Neutral or Negative.",
    ),
    (("Outperform", "49", "14"), ("Market Perform", "40", "12"), ("Underperform", "11", "3")),
)
HALDEN = House(
    "Halden Quay Equities",
    "Halden Quay Equities (HK) Limited",
    (0.1, 0.2, 0.45),
    (
        "Buy: expected to deliver a total return of 15% or more.",
        "Neutral: expected total return between -5% and 15%.",
        "Reduce: expected total return below -5%.",
        "Not Rated: the stock is mentioned for reference only.",
        "Sector ratings: Overweight, Neutral, Underweight; industry views Positive, Neutral, Cautious.",
    ),
    (("Buy", "54", "18"), ("Neutral", "36", "11"), ("Reduce", "10", "2")),
)
HENGZE = House(
    "恒泽证券",
    "恒泽证券股份有限公司",
    (0.7, 0.1, 0.1),
    (
        "买入：预期未来6个月内股价相对沪深300指数涨幅在15%以上；",
        "增持：预期未来6个月内股价相对沪深300指数涨幅在5%至15%之间；",
        "中性：预期未来6个月内股价相对沪深300指数涨幅在-5%至5%之间；",
        "行业评级：看好、中性、看淡，以行业指数相对沪深300指数的表现为基准。",
    ),
    (),
)
QINGLAN = House(
    "青岚证券",
    "青岚证券股份有限公司",
    (0.0, 0.35, 0.55),
    (
        "推荐：预期未来12个月内相对基准指数涨幅超过20%；",
        "谨慎推荐：预期未来12个月内相对基准指数涨幅在10%至20%之间；",
        "中性：预期未来12个月内相对基准指数涨幅在-10%至10%之间；",
        "回避：预期未来12个月内相对基准指数跌幅超过10%。",
    ),
    (),
)
NANXI = House(
    "南溪证券",
    "南溪证券有限责任公司",
    (0.2, 0.45, 0.25),
    (
        "强烈推荐：公司股价涨幅超基准指数20%以上；",
        "审慎推荐：公司股价涨幅超基准指数5%至20%；",
        "行业评级分为：推荐、中性、回避。",
    ),
    (),
)


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    notes: list[Note] = []
    calls: tuple[Call, ...]
    risks: tuple[str, ...]

    calls = (
        Call("TLKM IJ", "Nusantara Telekom", "Buy", "Rp4,200"),
        Call("AXTA MK", "Semenanjung Digital", "Hold", "RM4.30"),
        Call("ADVC TB", "Chao Phraya Mobile", "Buy", "Bt262.00"),
        Call("GLOC PM", "Visayas Telecom Holdings", "Buy", "P1,980"),
    )
    risks = (
        "Aggressive price competition from new entrants would erode mobile ARPU",
        "Higher spectrum auction prices would raise capital intensity",
        "Weaker regional currencies would inflate dollar-denominated capex",
    )
    notes.append(
        Note(
            "sec_ticker_first_two_line_name_nr",
            "Box `Sector view` / `Overweight`; table `Ticker | Company | Rating | Price | Target`, a two-line "
            "company name, an `NR` row (no call); `Risks to our view` bullets",
            LARKSPUR,
            "Sector Update",
            "ASEAN Telecoms",
            "8 September 2026",
            "ASEAN Telecoms: Repair continues; stay Overweight",
            "industry",
            "Overweight",
            None,
            risks,
            calls,
            (
                para(
                    "Mobile service revenue across our four markets grew 5.8% year on year in 2Q26, the fastest "
                    "pace since 2019, as in-market consolidation ended the price war. We expect EBITDA margins to "
                    "widen a further 60-90bp in 2027 as network sharing lowers operating costs."
                ),
                table(
                    "Figure 1: Coverage and valuation",
                    ("Ticker", "Company", "Rating", "Price", "Target"),
                    [
                        ("TLKM IJ", "Nusantara Telekom", "Buy", "Rp3,450", "Rp4,200"),
                        ("AXTA MK", "Semenanjung Digital", "Hold", "RM4.12", "RM4.30"),
                        ("ADVC TB", "Chao Phraya Mobile", "Buy", "Bt218.00", "Bt262.00"),
                        ("GLOC PM", "Visayas Telecom", "Buy", "P1,640", "P1,980"),
                        ("", "Holdings", "", "", ""),
                        ("MYTL MK", "Malaya Towers", "NR", "RM2.05", "n.a."),
                    ],
                    f"Source: Bloomberg, {LARKSPUR.name} estimates; prices as of 5 September 2026",
                    widths=(0.16, 0.34, 0.14, 0.18, 0.18),
                    left_aligned=3,
                ),
                para(
                    "Nusantara Telekom and Chao Phraya Mobile are our top picks: both have the highest exposure "
                    "to fixed-mobile convergence and the strongest free cash flow yields in the region."
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(LARKSPUR),
            ),
            key_lines=("Sector view", "Overweight", "ASEAN | Telecommunications"),
            chart_names=("Sector", "MSCI ASEAN"),
        )
    )

    calls = (
        Call("HDLB GR", "Heidalberg Baustoffe", "Outperform", "€96.00"),
        Call("CRKA LN", "Carrick Aggregates", "Market Perform", "£41.50"),
        Call("SKNL FP", "Saint-Kernel", "Underperform", "€58.00"),
    )
    risks = (
        "A deeper fall in residential construction would cut cement volumes further",
        "Energy prices are the largest swing factor for sector margins",
        "A faster rise in carbon prices would raise costs for kiln-heavy producers",
    )
    notes.append(
        Note(
            "sec_bloomberg_rec_pt_local_stock_risks",
            "Box `Industry view` / `Neutral`; table `Bloomberg code | Company | Rec. | PT (local) | Upside`; "
            "each stock's paragraph closes with its own `Risks:` line; then `Key risks for the sector` as sentences",
            ORRERY,
            "Industry Note",
            "European Building Materials",
            "14 September 2026",
            "European Building Materials: Volumes bottoming, pricing holds",
            "industry",
            "Neutral",
            None,
            risks,
            calls,
            (
                para(
                    "Cement volumes in our markets fell 4% in the first half, but prices held up 3% and energy "
                    "costs eased. We expect volumes to trough in 4Q26 and earnings to recover in 2027."
                ),
                table(
                    "Exhibit 2: Ratings and price targets",
                    ("Bloomberg code", "Company", "Rec.", "PT (local)", "Upside"),
                    [
                        ("HDLB GR", "Heidalberg Baustoffe", "Outperform", "€96.00", "+18%"),
                        ("CRKA LN", "Carrick Aggregates", "Market Perform", "£41.50", "+4%"),
                        ("SKNL FP", "Saint-Kernel", "Underperform", "€58.00", "-9%"),
                    ],
                    "Source: Orrery Partners estimates; prices as of 11 September 2026",
                    widths=(0.22, 0.3, 0.2, 0.14, 0.14),
                    left_aligned=3,
                ),
                heading("Stock views"),
                *stock_paragraph(
                    "Heidalberg Baustoffe",
                    "Self-help and US exposure support margins; we see 18% upside to our €96.00 target.",
                    "weaker US infrastructure spending and a delay to the carbon capture projects.",
                ),
                *stock_paragraph(
                    "Carrick Aggregates",
                    "A fair valuation after the rerating; we stay Market Perform.",
                    "UK housing starts and a larger-than-expected pension deficit.",
                ),
                *stock_paragraph(
                    "Saint-Kernel",
                    "Most exposed to French renovation, where permits fell 11%.",
                    "a faster renovation subsidy programme would lift volumes above our forecasts.",
                ),
                heading("Key risks for the sector"),
                sentences("", risks),
                *disclosures(ORRERY),
            ),
            key_lines=("Industry view", "Neutral", "Europe | Building materials"),
            chart_names=("SXOP", "SXXP"),
        )
    )

    calls = (
        Call("0772 HK", "Lantern Interactive", "Buy", "512.00"),
        Call("9866 HK", "Cloudharbor Commerce", "Buy", "138.00"),
        Call("1024 HK", "Pagoda Video", "Reduce", "41.00"),
    )
    notes.append(
        Note(
            "sec_currency_header_not_rated_only_stock_risks",
            "Box `Sector rating` / `Neutral`; table `Company | Code | Rating | Price (HK$) | Target (HK$)` with a "
            "`Not Rated` row; the only risks are each stock's `Risks:` lines: risks []",
            HALDEN,
            "Sector Report",
            "China Internet",
            "21 September 2026",
            "China Internet: Advertising recovers, competition in local services does not",
            "industry",
            "Neutral",
            None,
            (),
            calls,
            (
                para(
                    "Online advertising revenue grew 11% year on year in 2Q26 as game and e-commerce budgets "
                    "returned, while subsidies in local services stayed high. We keep our sector rating."
                ),
                table(
                    "Figure 1: Valuation summary",
                    ("Company", "Code", "Rating", "Price (HK$)", "Target (HK$)"),
                    [
                        ("Lantern Interactive", "0772 HK", "Buy", "438.20", "512.00"),
                        ("Cloudharbor Commerce", "9866 HK", "Buy", "112.40", "138.00"),
                        ("Pagoda Video", "1024 HK", "Reduce", "47.85", "41.00"),
                        ("Jadeport Travel", "2511 HK", "Not Rated", "88.10", "-"),
                    ],
                    f"Source: Bloomberg, {HALDEN.name}; prices as of 18 September 2026",
                    widths=(0.32, 0.14, 0.16, 0.19, 0.19),
                    left_aligned=3,
                ),
                heading("Company views"),
                *stock_paragraph(
                    "Lantern Interactive",
                    "New game launches and higher ad load in mini-programmes drive a 17% EPS CAGR.",
                    "delays to game licence approvals and a slower recovery in advertising.",
                ),
                *stock_paragraph(
                    "Cloudharbor Commerce",
                    "Merchant fee increases support margins despite slower GMV growth.",
                    "heavier subsidies by rivals and regulatory scrutiny of merchant fees.",
                ),
                *stock_paragraph(
                    "Pagoda Video",
                    "Content costs are rising faster than membership revenue.",
                    "a hit drama slate or a faster cut in content costs would lift earnings.",
                ),
                *disclosures(HALDEN),
            ),
            key_lines=("Sector rating", "Neutral", "China | Internet"),
            chart_names=("HSTECH", "HSI"),
        )
    )

    calls = (
        Call("SOLR US", "Solara Grid", "Hold", "US$46.00"),
        Call("WNDP US", "Windpath Energy", "Sell", "US$19.50"),
        Call("HLIO US", "Heliotrope Power", "Buy", "US$88.00"),
    )
    risks = (
        "Tariff relief on imported modules would lower prices for the whole chain",
        "A faster decline in interest rates would improve project economics",
        "Policy changes to tax credits could alter demand in either direction",
    )
    notes.append(
        Note(
            "sec_comps_unrated_peers_investment_risks",
            "Box `Sector view` / `Underweight`; rated table `Company | Ticker | Rating | Price | PT | Upside`; a "
            "peer comps table whose rows are all `Not Rated` (no calls); `Investment risks` sentences",
            LARKSPUR,
            "Sector Report",
            "US Clean Energy",
            "2 October 2026",
            "US Clean Energy: Oversupply is not over; we stay Underweight",
            "industry",
            "Underweight",
            None,
            risks,
            calls,
            (
                para(
                    "Module prices fell another 9% in the third quarter and inventories at US distributors are "
                    "still above 40 weeks. We expect installer margins to stay under pressure into 2027."
                ),
                table(
                    "Figure 2: Our coverage",
                    ("Company", "Ticker", "Rating", "Price", "PT", "Upside"),
                    [
                        ("Solara Grid", "SOLR US", "Hold", "US$43.10", "US$46.00", "7%"),
                        ("Windpath Energy", "WNDP US", "Sell", "US$24.80", "US$19.50", "-21%"),
                        ("Heliotrope Power", "HLIO US", "Buy", "US$70.25", "US$88.00", "25%"),
                    ],
                    f"Source: FactSet, {LARKSPUR.name} estimates",
                    widths=(0.28, 0.14, 0.12, 0.16, 0.16, 0.14),
                    left_aligned=3,
                ),
                table(
                    "Figure 3: Global peer valuation",
                    ("Company", "Ticker", "Rating", "Price", "P/E 27E", "EV/EBITDA"),
                    [
                        ("Nordlys Solar", "NDLS NO", "Not Rated", "NOK84.20", "14.2", "8.1"),
                        ("Sunreach Holdings", "SNRH US", "Not Rated", "US$12.40", "22.5", "11.3"),
                        ("Pampas Renewables", "PMPR AR", "Not Rated", "US$6.75", "9.8", "5.6"),
                    ],
                    "Source: FactSet consensus; not covered by Larkspur Securities",
                    widths=(0.28, 0.14, 0.16, 0.16, 0.13, 0.13),
                    left_aligned=3,
                ),
                heading("Investment risks"),
                sentences("", risks),
                *disclosures(LARKSPUR),
            ),
            key_lines=("Sector view", "Underweight", "US | Utilities and renewables"),
            chart_names=("Sector", "S&P 500"),
        )
    )

    calls = (
        Call("RHMX GR", "Rheinmark Defence Systems", "Outperform", "480.00"),
        Call("AVNT FP", "Avantis Aero", "Market Perform", "212.00"),
        Call("NRDC SS", "Nordic Ordnance", "Outperform", "356.00"),
    )
    risks = (
        "Slower execution of European defence budgets",
        "Supply-chain bottlenecks in energetics and electronics",
        "A ceasefire that lowers the urgency of restocking",
    )
    notes.append(
        Note(
            "sec_key_risks_bullets_euro_header",
            "Box `Industry view` / `Positive`; table `Company | Ticker | Rating | Price (€) | PT (€) | Upside` "
            "with a two-line name; `Key risks for the sector` bullets without a period, then each stock's "
            "`Risks to our rating` lines",
            ORRERY,
            "Industry Update",
            "European Aerospace & Defence",
            "29 September 2026",
            "European Defence: Orders keep coming; Positive on the industry",
            "industry",
            "Positive",
            None,
            risks,
            calls,
            (
                para(
                    "NATO members' procurement budgets rose 23% in 2026 and order intake at our covered companies "
                    "reached 1.6x sales in the first half. We see book-to-bill above 1.2x through 2028."
                ),
                table(
                    "Exhibit 1: Coverage",
                    ("Company", "Ticker", "Rating", "Price (€)", "PT (€)", "Upside"),
                    [
                        ("Rheinmark Defence", "RHMX GR", "Outperform", "402.00", "480.00", "19%"),
                        ("Systems", "", "", "", "", ""),
                        ("Avantis Aero", "AVNT FP", "Market Perform", "198.40", "212.00", "7%"),
                        ("Nordic Ordnance", "NRDC SS", "Outperform", "291.60", "356.00", "22%"),
                    ],
                    "Source: Orrery Partners estimates; Nordic Ordnance price converted to euro",
                    widths=(0.27, 0.13, 0.2, 0.14, 0.13, 0.13),
                    left_aligned=3,
                ),
                heading("Key risks for the sector"),
                *bullets(risks, end=""),
                heading("Stock calls"),
                para("Capacity additions in ammunition lead the sector's growth.", lead="Rheinmark Defence Systems. "),
                para("Budget delays in Germany and execution on new plants.", lead="Risks to our rating: ", gap=9.0),
                para("Civil aerospace exposure dilutes the defence upside.", lead="Avantis Aero. "),
                para("A faster civil aircraft ramp would lift earnings.", lead="Risks to our rating: ", gap=9.0),
                *disclosures(ORRERY),
            ),
            key_lines=("Industry view", "Positive", "Europe | Aerospace & Defence"),
            chart_names=("Sector", "STOXX 600"),
        )
    )

    risks = (
        "A recession would hurt our cyclical overweights",
        "Sticky inflation could delay the rate cuts we expect",
        "Earnings revisions for technology could turn negative if AI spending slows",
    )
    notes.append(
        Note(
            "strategy_sector_weights_no_calls",
            "Strategy note, no rating of its own: a sector allocation table of Overweight / Underweight sectors "
            "(no stock calls); `Risks to our view` as one paragraph of sentences",
            ORRERY,
            "Equity Strategy",
            "US Equity Strategy",
            "5 October 2026",
            "US Equity Strategy: Broadening out, with a cyclical tilt",
            "industry",
            None,
            None,
            risks,
            (),
            (
                para(
                    "The equal-weighted S&P 500 has outperformed the cap-weighted index by 4 points since July. "
                    "We expect the broadening to continue as earnings growth outside technology recovers to 9% "
                    "in 2027. Our year-end 2027 S&P 500 target is 7,400."
                ),
                table(
                    "Exhibit 1: Sector allocation",
                    ("Sector", "Benchmark weight", "Our weight", "Recommendation"),
                    [
                        ("Industrials", "8.4%", "10.5%", "Overweight"),
                        ("Financials", "13.1%", "15.0%", "Overweight"),
                        ("Utilities", "2.4%", "1.5%", "Underweight"),
                        ("Consumer Staples", "5.6%", "4.0%", "Underweight"),
                    ],
                    "Source: S&P, Orrery Partners",
                    widths=(0.3, 0.22, 0.22, 0.26),
                    left_aligned=1,
                ),
                sentences("Risks to our view: ", risks),
                *disclosures(ORRERY),
            ),
            key_lines=("US Strategy", "Quarterly outlook", "S&P 500 target: 7,400"),
            chart_names=("SPW", "SPX"),
        )
    )

    calls = (
        Call("2330.TW", "Formosa Foundry", "Buy", "NT$1,480"),
        Call("000660 KS", "Hanbit Memory", "Buy", "KRW265,000"),
        Call("7203 JP", "Mikado Motors", "Neutral", "¥3,200"),
        Call("RELI IN", "Deccan Industries", "Buy", "Rs1,720"),
    )
    risks = (
        "A sharper slowdown in US consumption would hurt Asian exporters",
        "Renewed trade tariffs could disrupt semiconductor supply chains",
        "A stronger US dollar would trigger foreign outflows from emerging Asia",
    )
    notes.append(
        Note(
            "strategy_top_picks_stock_risk_lines",
            "Strategy note, no rating of its own: a top picks table `Ticker | Company | Rating | Target price | "
            "Market`; each pick's paragraph has a `Risks:` line; the strategy's `Risks to our strategy` numbered",
            HALDEN,
            "Asia Strategy",
            "Asia ex-Japan Strategy",
            "12 October 2026",
            "Asia Strategy: Four top picks for 2027",
            "industry",
            None,
            None,
            risks,
            calls,
            (
                para(
                    "We expect MSCI Asia ex-Japan earnings to grow 12% in 2027, led by semiconductors and Indian "
                    "industrials. Valuations at 13.1x forward earnings are close to the ten-year average."
                ),
                table(
                    "Figure 4: Top picks",
                    ("Ticker", "Company", "Rating", "Target price", "Market"),
                    [
                        ("2330.TW", "Formosa Foundry", "Buy", "NT$1,480", "Taiwan"),
                        ("000660 KS", "Hanbit Memory", "Buy", "KRW265,000", "Korea"),
                        ("7203 JP", "Mikado Motors", "Neutral", "¥3,200", "Japan"),
                        ("RELI IN", "Deccan Industries", "Buy", "Rs1,720", "India"),
                    ],
                    f"Source: {HALDEN.name}",
                    widths=(0.17, 0.3, 0.14, 0.22, 0.17),
                    left_aligned=3,
                ),
                *stock_paragraph(
                    "Formosa Foundry",
                    "Leading-edge capacity is sold out through 2027.",
                    "a slower AI capex cycle and geopolitical tension.",
                ),
                *stock_paragraph(
                    "Hanbit Memory",
                    "HBM share gains lift margins above the last cycle's peak.",
                    "a faster DRAM price correction.",
                ),
                heading("Risks to our strategy"),
                *numbered(risks),
                *disclosures(HALDEN),
            ),
            key_lines=("Asia Strategy", "Top picks", "MSCI AxJ target: 880"),
            chart_names=("MXASJ", "MXWD"),
        )
    )

    calls = (
        Call("2368 TT", "Goldleaf Circuits", "Buy", "1,150.00"),
        Call("3037 TT", "Unimicro Substrates", "Hold", "182.00"),
        Call("6274 TT", "Taiflex Laminates", "Buy", "265.00"),
    )
    risks = (
        "Slower AI server shipments would reduce demand for high-layer boards",
        "Copper-clad laminate prices could rise faster than board prices",
        "Capacity additions in Southeast Asia could lead to oversupply in 2028",
    )
    notes.append(
        Note(
            "sec_strip_view_numbered_risks",
            "No sidebar: a full-width key strip `Sector view | Stocks covered | Top pick`; table `Stock | Code | "
            "Rating | Target price (NT$) | Price (NT$)`; `Risks` numbered `1)`",
            LARKSPUR,
            "Sector Report",
            "Taiwan PCB",
            "16 October 2026",
            "Taiwan PCB: AI boards carry the cycle",
            "industry",
            "Overweight",
            None,
            risks,
            calls,
            (
                para(
                    "Revenue of the listed board makers rose 26% year on year in September, with AI server boards "
                    "now a third of the mix. We raise our 2027 sector earnings forecast by 8%."
                ),
                table(
                    "Figure 1: Ratings summary",
                    ("Stock", "Code", "Rating", "Target price (NT$)", "Price (NT$)"),
                    [
                        ("Goldleaf Circuits", "2368 TT", "Buy", "1,150.00", "948.00"),
                        ("Unimicro Substrates", "3037 TT", "Hold", "182.00", "176.50"),
                        ("Taiflex Laminates", "6274 TT", "Buy", "265.00", "214.00"),
                    ],
                    "Source: TEJ, Larkspur Securities estimates",
                    widths=(0.28, 0.12, 0.1, 0.27, 0.23),
                    left_aligned=3,
                ),
                heading("Risks"),
                *numbered(risks, style="{n}) "),
                *disclosures(LARKSPUR),
            ),
            strip=(
                ("Sector view", "Stocks covered", "Top pick", "Date"),
                ("Overweight", "3", "Goldleaf Circuits", "16 Oct 2026"),
            ),
        )
    )

    calls = (
        Call("SKYA US", "Skyarc Airlines", "Neutral", "$38"),
        Call("BLFN US", "Bluefin Air", "Reduce", "$14"),
        Call("CNDR US", "Condor Continental", "Buy", "$71"),
    )
    risks = (
        "Lower jet fuel prices would lift margins faster than we model",
        "Capacity discipline could return if aircraft deliveries slip again",
    )
    notes.append(
        Note(
            "sec_downgrade_cautious_upside_risks",
            "Headline `Downgrade sector to Cautious`; box `Industry view` / `Cautious` / `(from Neutral)`; stock "
            "paragraphs with `Risks:` lines first; `Upside risks to our view` as sentences",
            HALDEN,
            "Industry Note",
            "US Airlines",
            "20 October 2026",
            "US Airlines: Capacity is back; downgrade the industry to Cautious",
            "industry",
            "Cautious",
            None,
            risks,
            calls,
            (
                para(
                    "Scheduled domestic capacity for the first quarter of 2027 is up 7% year on year, the most "
                    "since 2019, while corporate travel demand has flattened. We expect unit revenue to fall 3-5%."
                ),
                table(
                    "Figure 2: Rating and price target changes",
                    ("Ticker", "Company", "Rating", "PT", "Price"),
                    [
                        ("SKYA US", "Skyarc Airlines", "Neutral", "$38", "$36.20"),
                        ("BLFN US", "Bluefin Air", "Reduce", "$14", "$16.90"),
                        ("CNDR US", "Condor Continental", "Buy", "$71", "$58.40"),
                    ],
                    "Source: Halden Quay Equities estimates",
                    widths=(0.16, 0.34, 0.16, 0.17, 0.17),
                    left_aligned=3,
                ),
                *stock_paragraph(
                    "Skyarc Airlines",
                    "Downgraded to Neutral from Buy: premium demand no longer offsets domestic pricing.",
                    "stronger corporate demand and a faster loyalty programme monetisation.",
                ),
                *stock_paragraph(
                    "Bluefin Air",
                    "The most exposed to leisure fare competition.",
                    "consolidation in low-cost carriers would support fares.",
                ),
                heading("Upside risks to our view"),
                sentences("", risks),
                *disclosures(HALDEN),
            ),
            key_lines=("Industry view", "Cautious", "(from Neutral)"),
            chart_names=("Airlines", "S&P 500"),
        )
    )
    return notes


# ----------------------------------------------------------------------------- Chinese reports


def zh_note(
    name: str,
    exercises: str,
    house: House,
    kind: str,
    stock: str,
    date: str,
    title: str,
    risks: tuple[str, ...],
    blocks: tuple[Any, ...],
    key_lines: tuple[str, ...],
) -> Note:
    return Note(
        name,
        exercises,
        house,
        kind,
        stock,
        date,
        title,
        "industry",
        None,
        None,
        risks,
        (),
        blocks,
        key_lines=key_lines,
        chart_names=("组合净值", "中证500"),
        language="zh",
    )


def backtest_table(caption: str, source: str) -> Any:
    return table(
        caption,
        ("年份", "组合收益", "基准收益", "超额收益", "最大回撤"),
        [
            ("2022", "-8.4%", "-20.3%", "11.9%", "-14.2%"),
            ("2023", "6.1%", "-7.4%", "13.5%", "-9.8%"),
            ("2024", "15.8%", "5.9%", "9.9%", "-11.6%"),
            ("2025", "21.3%", "12.6%", "8.7%", "-7.3%"),
        ],
        source,
        widths=(0.2, 0.2, 0.2, 0.2, 0.2),
    )


def chinese_reports() -> list[Note]:
    notes: list[Note] = []
    risks: tuple[str, ...]

    risks = ("模型基于历史数据构建，历史规律在未来可能失效", "因子收益受市场风格切换影响，存在阶段性回撤的风险")
    notes.append(
        zh_note(
            "zh_quant_factor_risk_paragraph",
            "金融工程专题，无评级；文末 `风险提示：` 引导的一段两句话（按句拆分）；评级说明与免责声明提到风险",
            HENGZE,
            "金融工程专题",
            "多因子选股系列",
            "2026年09月11日",
            "多因子选股系列之七：分析师预期调整因子的增强与应用",
            risks,
            (
                heading("投资要点"),
                para(
                    "本文构建了分析师预期调整因子，并在中证500与中证1000成分股中检验其选股效果。2016年以来，因子多空组合年化"
                    "收益18.6%，信息比率2.31，月度胜率71%。"
                ),
                para("在因子中加入预期分歧度调整后，因子在小市值股票中的表现更加稳定，最大回撤由12.4%下降至7.9%。"),
                heading("一、因子构建"),
                para(
                    "我们以一致预期净利润的变化幅度衡量分析师预期调整，剔除覆盖机构少于3家的股票，并对行业与市值进行中性化处理。"
                ),
                backtest_table("图表1：中证500增强组合分年度表现", "资料来源：Wind，恒泽证券研究所"),
                heading("二、结论"),
                para("预期调整因子与传统动量、估值因子相关性较低，适合作为多因子模型的补充。"),
                para("。".join(risks) + "。", lead="风险提示："),
                *zh_disclosures(HENGZE),
            ),
            ("金融工程", "专题报告", "多因子选股"),
        )
    )

    risks = ("量化模型基于历史数据，存在失效风险", "宏观环境发生突变时，模型可能无法及时反映市场变化")
    box = "；".join(risks) + "。"
    notes.append(
        zh_note(
            "zh_quant_cover_summary_and_end",
            "量化择时报告，无评级；封面摘要末尾 `风险提示：` 一行（按；拆分），文末 `风险提示` 标题下重复同一段",
            QINGLAN,
            "量化择时",
            "量化择时月报",
            "2026年10月08日",
            "量化择时月报：市场情绪回暖，模型维持偏多信号",
            risks,
            (
                heading("核心观点"),
                para("本月择时模型综合信号为偏多，其中估值与流动性维度给出看多信号，情绪维度由中性转为看多。"),
                para("行业轮动模型推荐配置电子、机械设备、有色金属、非银金融四个行业。"),
                para(box, lead="风险提示："),
                PAGE,
                heading("一、择时模型信号"),
                para(
                    "我们从估值、流动性、情绪与技术四个维度构建择时指标，各维度等权合成综合信号。截至9月末，综合信号得分为0.42，"
                    "处于偏多区间。"
                ),
                backtest_table("图表3：择时策略分年度表现", "资料来源：Wind，青岚证券研究所"),
                heading("二、行业轮动"),
                para("景气度与拥挤度双维度打分后，电子与机械设备排名前列，食品饮料与房地产排名靠后。"),
                heading("风险提示"),
                para(box),
                *zh_disclosures(QINGLAN),
            ),
            ("量化择时", "月度报告", "信号：偏多"),
        )
    )

    risks = (
        "模型测算基于历史数据和一定的假设条件，若未来市场结构发生重大变化，模型可能失效",
        "本报告涉及的基金仅作为示例，不构成对任何基金产品的推荐或投资建议",
        "基金过往业绩不代表未来表现，基金经理变更或投资策略调整可能导致基金风格发生漂移",
    )
    notes.append(
        zh_note(
            "zh_fund_numbered_wrapped",
            "基金研究，无评级；`风险提示` 标题下三条编号 `1、` 的长条目，每条跨行（以；和。结尾）",
            NANXI,
            "基金研究",
            "基金研究系列",
            "2026年09月25日",
            "主动权益基金风格漂移的识别与度量",
            risks,
            (
                heading("报告摘要"),
                para(
                    "本文基于基金季报与半年报持仓，构建风格暴露序列，识别主动权益基金的风格漂移。样本期内约31%的基金发生过"
                    "至少一次显著风格漂移，漂移后的基金超额收益平均下降2.1个百分点。"
                ),
                heading("一、风格暴露的度量"),
                para("我们采用持仓估计与净值回归相结合的方法，降低季报披露滞后带来的误差。"),
                table(
                    "图表2：风格漂移基金与稳定基金的表现对比",
                    ("分组", "基金数量", "年化超额", "信息比率"),
                    [("风格稳定", "612", "4.8%", "0.71"), ("发生漂移", "276", "2.7%", "0.38")],
                    "资料来源：Wind，南溪证券研究所",
                    widths=(0.3, 0.2, 0.25, 0.25),
                ),
                heading("风险提示"),
                para(risks[0] + "；", lead="1、", gap=3.0),
                para(risks[1] + "；", lead="2、", gap=3.0),
                para(risks[2] + "。", lead="3、"),
                *zh_disclosures(NANXI),
            ),
            ("基金研究", "专题报告", "主动权益"),
        )
    )

    risks = ("宏观经济恢复不及预期", "海外流动性收紧超预期", "地缘政治风险")
    notes.append(
        zh_note(
            "zh_strategy_weekly_allocation",
            "策略周报，无股票评级与行业评级；行业配置建议表（超配/标配/低配）不是评级；`风险提示：` 一行按；拆分",
            HENGZE,
            "策略周报",
            "A股策略周报",
            "2026年10月18日",
            "A股策略周报：盈利预期企稳，关注顺周期修复",
            risks,
            (
                heading("核心观点"),
                para(
                    "上周A股震荡上行，上证指数上涨1.8%，成交额回升至1.2万亿元。三季度业绩预告显示，中游制造与电子行业盈利"
                    "改善最为明显。"
                ),
                para("我们建议关注顺周期板块的修复机会，配置上维持均衡，适度增加周期与科技成长的比重。"),
                heading("行业配置建议"),
                table(
                    "图表5：行业配置建议",
                    ("行业", "配置建议", "主要逻辑"),
                    [
                        ("电子", "超配", "需求回暖，库存见底"),
                        ("有色金属", "超配", "海外降息周期"),
                        ("医药生物", "标配", "估值处于低位"),
                        ("房地产", "低配", "销售仍在探底"),
                    ],
                    "资料来源：恒泽证券研究所",
                    widths=(0.25, 0.25, 0.5),
                    left_aligned=3,
                ),
                para("；".join(risks) + "。", lead="风险提示："),
                *zh_disclosures(HENGZE),
            ),
            ("策略研究", "策略周报", "A股市场"),
        )
    )

    notes.append(
        zh_note(
            "zh_quant_only_disclaimer_risk_words",
            "量化报告，无评级，无风险提示章节；只有免责声明与`特别提示`里出现`风险`二字：风险为空",
            QINGLAN,
            "金融工程",
            "量化投资研究",
            "2026年10月22日",
            "高频数据中的资金流向：因子构建与回测",
            (),
            (
                heading("报告摘要"),
                para(
                    "本文基于逐笔成交数据构建大单净流入因子，在全市场股票中，因子的月度IC均值为0.041，年化ICIR为2.6，"
                    "多头组合相对中证全指的年化超额收益为9.7%。"
                ),
                heading("一、数据与方法"),
                para("大单以单笔成交金额超过50万元定义，因子按过去20个交易日累计计算，并对市值与行业中性化。"),
                backtest_table("图表4：大单净流入因子多头组合表现", "资料来源：Wind，青岚证券研究所"),
                heading("特别提示", role="disclaimer"),
                para(
                    "本报告中的回测结果仅供参考，不构成投资建议。据此入市，风险自担。",
                    size=8.5,
                    role="disclaimer",
                ),
                *zh_disclosures(QINGLAN),
            ),
            ("金融工程", "量化研究", "另类数据"),
        )
    )

    risks = ("模型失效风险", "流动性风险", "政策变动风险")
    titled = (
        ("模型失效风险", "本文的回测结果基于历史数据，市场环境变化可能使模型不再有效"),
        ("流动性风险", "部分ETF规模较小，大额申赎时可能面临较高的冲击成本"),
        ("政策变动风险", "交易制度或税费政策调整可能影响策略收益"),
    )
    notes.append(
        zh_note(
            "zh_etf_titled_risk_items",
            "ETF轮动策略，无评级；`风险提示` 标题下三条 `（1）标题：说明` 的条目，标签取标题",
            NANXI,
            "金融工程",
            "ETF策略系列",
            "2026年10月15日",
            "行业ETF轮动策略：基于景气与动量的双因子框架",
            risks,
            (
                heading("投资要点"),
                para(
                    "我们以行业景气度与价格动量构建双因子打分，每月选取得分最高的5只行业ETF等权配置。2019年以来策略年化收益"
                    "16.2%，相对沪深300年化超额11.4%。"
                ),
                backtest_table("图表6：ETF轮动策略分年度表现", "资料来源：Wind，南溪证券研究所"),
                heading("风险提示"),
                *[para(f"{t}：{b}。", lead=f"（{n}）", gap=3.0) for n, (t, b) in enumerate(titled, 1)],
                *zh_disclosures(NANXI),
            ),
            ("金融工程", "ETF策略", "行业轮动"),
        )
    )

    risks = (
        "本报告结论基于历史数据回测，不代表未来表现",
        "转债条款博弈存在不确定性，可能影响策略收益",
        "极端行情下流动性不足，可能导致无法按模型价格成交",
    )
    notes.append(
        zh_note(
            "zh_convertible_heading_sentences",
            "可转债量化，无评级；正文先有`本文主要讨论信用风险的度量`这类提到风险的句子，文末 `风险提示` 标题下一段三句",
            HENGZE,
            "金融工程",
            "可转债量化系列",
            "2026年10月29日",
            "可转债双低策略的改进：引入信用风险与条款因子",
            risks,
            (
                heading("投资要点"),
                para(
                    "传统双低策略在2025年以来超额收益收窄。本文在双低打分中加入信用风险与下修条款因子，改进后的策略年化收益"
                    "提升3.2个百分点，最大回撤下降4.1个百分点。"
                ),
                heading("一、信用风险的度量"),
                para("我们以正股波动率、资产负债率与评级变动构建信用风险得分，剔除得分最高的10%转债。"),
                backtest_table("图表2：改进双低策略分年度表现", "资料来源：Wind，恒泽证券研究所"),
                heading("风险提示"),
                para("。".join(risks) + "。"),
                *zh_disclosures(HENGZE),
            ),
            ("金融工程", "可转债", "量化策略"),
        )
    )
    return notes


def documents() -> list[Note]:
    return sector_notes() + chinese_reports()


# ----------------------------------------------------------------------------- rendering


def report_of(note: Note) -> Any:
    house = note.house
    zh = note.language == "zh"
    broker = R.Broker(house.name, house.full_name, house.name, house.color, "chinese" if zh else "english")
    sidebar = R.Sidebar(
        key_lines=note.key_lines,
        market_title="指数表现" if zh else "Sector data",
        market=(("近1月", "3.2%"), ("近3月", "7.9%"), ("近12月", "15.4%"))
        if zh
        else (("Stocks covered", "4"), ("Sector market cap (US$bn)", "182"), ("Sector P/E 27E (x)", "14.6")),
        analysts_title="分析师" if zh else "Analysts",
        analysts=("陈嘉宁  S1230526070003", "许牧  S1230525090011") if zh else ("Hannah Okafor", "Wei Ling Tan, CFA"),
        chart_title="相对表现" if zh else "Sector performance",
        chart_names=note.chart_names,
        related_title="相关研究" if zh else "Related research",
        related=(),
    )
    return R.Report(
        file=f"{note.name}.pdf",
        broker=broker,
        kind=note.kind,
        kind_line=f"证券研究报告 | {note.kind}" if zh else f"Equity Research | {note.kind}",
        stock=note.stock,
        date=note.date,
        title=note.title,
        sidebar=sidebar,
        blocks=note.blocks,
        footer_notice=f"请务必阅读正文之后的重要声明 | {house.name}"
        if zh
        else f"{house.name} | Refer to the disclosures at the end of this report",
        metadata={
            "title": note.title,
            "author": house.name,
            "creator": "research-digest bench/synthetic_layouts_3.py",
            "producer": "PyMuPDF",
            "creationDate": "D:20261101080000+00'00'",
            "modDate": "D:20261101080000+00'00'",
        },
        seed=sum(map(ord, note.name)),
        wrap="characters" if zh else "words",
    )


def render_pdf(note: Note) -> bytes:
    report = report_of(note)
    if note.strip is None:
        return bytes(R.render(report).data)
    layout = StripLayout(report, strip=note.strip)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


THIS_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def check(note: Note, data: bytes) -> None:
    check_labels(note, data, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(THIS_SET, folder, names)


def labelled(note: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, note, path)


def score(show_misses: bool) -> int:
    return score_set(THIS_SET, show_misses)


def main(argv: list[str] | None = None) -> int:
    return run_cli(THIS_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
