"""Synthetic layouts, set 16: written as the held-out measure of how general the extraction rules are (held out through session 22, development since).

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, schemas/codes.py, docs/, bench/results/, bench/labels/ (but its README), any PDF or text of
../shared or any other worktree, nor any `--misses` output, and read of the earlier synthetic sets only set 1's
framework, the rendering code, the building blocks of sets 4-15, set 15's file and its test, set 14's held-out test,
and bench/labels/README.md (the labelling conventions). It was written from general sell-side conventions of global,
Asian and Chinese houses, with invented houses, companies, tickers and figures, and drawn with the samples' engine
(sample_pdfs/render.py) through the building blocks of sets 1, 4-15. The engine addition: a tight table with no rules
whose rows sit close together (small leading, no gap between rows) and whose cells may hold a second line in smaller
grey type (the previous rating under the rating, the upside under the target). Labels hold by construction and follow
bench/labels/README.md (rating and target as printed, the previous rating or target never the label; the first full
risk section of the note's own, its items verbatim, a paragraph of risk sentences split by sentence, `;` / `；` items
kept whole, `、` items one by one, a bold run-in title the item; per-stock risk lines giving none; one call for a
company note; a sector note's calls wherever a stock is given its own rating or target: per-stock prose sections,
long paragraphs, several calls in one sentence, tight tables, never unrated rows; an industry report's rating only
the sector's own view, its target null; strategy notes with no rating and no calls); the self-check fails loudly when
a label is not on the text layer.

Composition (26): 7 English company notes (a sidebar with the rating over its previous rating `(from Buy)` and bold
run-in risk titles; the call only in prose `We downgrade X to Reduce and cut our TP to SEK 142` with upside risks as
sentences; the call in a small tight table after the summary and an `Investment risks` list running onto page 3; a
strip whose target column is headed `Target price (W)` with a bare target and `a)` items; the call only at the end of
a `Valuation` paragraph with a left price-data sidebar and `Key risks` sentences before it; a Reuters code with an
`Underweight` sidebar and bulleted risks with bold run-in titles in the narrow column; a two-column `Stock data` table
at the foot of page 1 with `Recommendation | HOLD` beside `Previous recommendation | BUY` and `–` risks on page 2), 11
English sector notes (per-stock bold headings with the rating and PT in running text and a view in a masthead box; a
long paragraph with three calls in one sentence `Maintain Hold; TP cut to 312p`; `Our top pick remains X (Buy; PT
¥5,400)` and an initiation at Underperform with a `¥1,850 price target` after a `Sector rating:` line; a tight table
with the previous rating in grey under the rating and the upside under the target, risks continuing onto the next
page; Korean `005930 KS` style tickers with `Trading Buy` / `Reduce` and won targets in a tight table; Reuters `.JK` /
`.SI` / `.KL` / `.BK` codes with `OW` / `N` / `UW` codes beside words and local-currency targets; calls in long
paragraphs and a first-person view with `Key downside risks` bullets with bold wrapping titles; a masthead box that
holds the sector view and a top pick's rating; per-stock sections each ending with its own `Risks:` line and the
note's risks on the last page; each stock a paragraph led by its bold name run into the text (`Our top pick remains
Corvane (Buy; PT $54.00)`) with risk sentences at the top of page 2; no view, `LN` / `AU` tickers, an upgrade, a
downgrade and a reiteration in one sentence with `;` risk items), 2 English strategy notes (a global asset allocation
with index targets and Overweight / Underweight words; a Japan strategy with a model portfolio of weights and no
ratings), 6 Chinese reports (3 公司研究 / 公司点评: a sidebar with `强烈推荐（维持）` and no target, 风险提示 as `①` items wrapping across
a page; a sidebar `投资评级 买入 维持` on one line and `目标价格 68.00元` with 风险因素 as `一、` items; a strip `评级 | 目标价 | 现价` and a
风险提示 paragraph of `、` items on the last page before the disclosures; 3 行业研究 / 行业周报 / 行业点评: a tight 重点公司 table with 推荐
/ 谨慎推荐 and `(1)` items wrapping across pages; a 推荐标的 table with a 未评级 row and a `；` paragraph whose items hold `、`;
calls as `名称（代码，买入）` tags in a 推荐标的 paragraph and 风险因素 with `一、` items on the last page). Distractors: disclosures
pages with rating legends and distributions, previous ratings and targets, unrated rows, per-stock risks, index
targets and weights, running headers and footers, analysts.

    .venv/bin/python bench/synthetic_layouts_16.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_16.py --score      # the rules backend on them

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_16.py --score`, without `--misses`, on
branch heldout16 = main aecc0c9 plus only this file, its test, its Makefile line and the README's make-bench row
(commit 4f1f730), 2026-12-06; format pdf throughout; risk F1 loose equal to risk F1 on every row; 42.4s for the 26
notes; en industry = 11 sector + 2 strategy notes, zh industry = 3 行业研究 / 行业周报 / 行业点评):

    lang doc_type reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company  7       7/7 (100.0%)   6/7 (85.7%)    6/7 (85.7%)    0.850    100.0% / 85.7% (6/6/7)
    en   industry 13      13/13 (100.0%) 11/13 (84.6%)  13/13 (100.0%) 0.917    93.3% / 32.6% (14/15/43)
    en   all      20      20/20 (100.0%) 17/20 (85.0%)  19/20 (95.0%)  0.893    95.2% / 40.0% (20/21/50)
    zh   company  3       2/3 (66.7%)    3/3 (100.0%)   3/3 (100.0%)   0.632    100.0% / 100.0% (3/3/3)
    zh   industry 3       3/3 (100.0%)   3/3 (100.0%)   3/3 (100.0%)   0.750    100.0% / 100.0% (10/10/10)
    zh   all      6       5/6 (83.3%)    6/6 (100.0%)   6/6 (100.0%)   0.686    100.0% / 100.0% (13/13/13)
    all  all      26      25/26 (96.2%)  23/26 (88.5%)  25/26 (96.2%)  0.844    97.1% / 52.4% (33/34/63)

    company notes' own call: matched 9 / extracted 9 / labelled 10
    sector notes' calls: matched 24 / extracted 25 / labelled 53
    call targets right of matched calls with a labelled target: en company 6/6, en industry 8/14,
    zh company 2/2, zh industry 3/7

No document or label was changed after this run. Held out through session 22 (final figures there, on 162965f:
25 / 23 / 25 of 26, risk F1 0.884, calls 100% / 73.0%); development data from session 23 on, when a fresh held-out
set (synthetic_layouts_17) took its place.
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
from bench.synthetic_layouts_4 import Note, numbered_lines, zh_disclosures, zh_forecast  # noqa: E402
from bench.synthetic_layouts_4 import report_of as set_four_report  # noqa: E402
from bench.synthetic_layouts_5 import box  # noqa: E402
from bench.synthetic_layouts_9 import company, priced, sector, zh_sector  # noqa: E402
from bench.synthetic_layouts_13 import KeyedNote, narrow  # noqa: E402
from bench.synthetic_layouts_14 import BandNote  # noqa: E402
from bench.synthetic_layouts_15 import FifteenthLayout, loose, sentences  # noqa: E402

SET_NAME = "synthetic_layouts_16"


# ----------------------------------------------------------------------------- what the engine lacks


@dataclass(frozen=True)
class Tight(R.Table):  # type: ignore[misc,name-defined]
    """A table with no rules whose rows sit close together (`lead`: the space over the type size, no gap between
    rows); a cell's later `\\n` lines are set smaller and in grey (a previous rating, an upside)."""

    size: float = 8.4
    lead: float = 1.0


@dataclass
class SixteenthLayout(FifteenthLayout):
    def table(self, table: Any) -> None:
        if not isinstance(table, Tight):
            super().table(table)
            return
        size, color = table.size, self.report.broker.color
        line = size + table.lead
        rows = (table.header, *table.rows)
        heights = [line * (1 + max(c.count("\n") for c in row)) for row in rows]
        self.ensure(sum(heights) + 40)
        if table.caption:
            self.put(self.left, self.y + 10, table.caption, 9.5, table.role, color, bold=True)
            self.y += 16
        edges = self._edges(table)
        for n, (row, height) in enumerate(zip(rows, heights, strict=True)):
            for col, cell in enumerate(row):
                for k, text in enumerate(cell.split("\n")):
                    small = size - 1.2 if k else size
                    baseline = self.y + size + line * k
                    if R.text_width(text, small) > edges[col + 1] - edges[col] - 3:
                        raise ValueError(f"{self.report.file}: table cell {text!r} is wider than its column")
                    ink = color if n == 0 else (R.GREY if k else R.BLACK)
                    if col < table.left_aligned:
                        self.put(edges[col] + 1.5, baseline, text, small, table.role, ink, bold=n == 0)
                    else:
                        self.put_right(edges[col + 1] - 1.5, baseline, text, small, table.role, ink, bold=n == 0)
            self.y += height
        if table.source:
            self.put(self.left, self.y + 10, table.source, 7.5, table.role, R.GREY)
            self.y += 14
        self.y += 8


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    sidebar = dataclasses.replace(
        base.sidebar,
        analysts=("阮惜文 S1670525040002", "席之远 S1670522110004") if chinese else ("Cordelia Ashby", "Hyun-woo Bae"),
    )
    if isinstance(doc, KeyedNote) and doc.market:
        sidebar = dataclasses.replace(sidebar, market=doc.market)
    report = dataclasses.replace(
        base,
        sidebar=sidebar,
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_16.py",
            "creationDate": "D:20261206170000+00'00'",
            "modDate": "D:20261206170000+00'00'",
        },
    )
    corner = doc.side == "corner"
    band = doc.band if isinstance(doc, BandNote) else ()
    layout = SixteenthLayout(
        report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner, band=band
    )
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def tight(caption: str, header: tuple[str, ...], rows: list[tuple[str, ...]], source: str, **options: Any) -> Any:
    return Tight(caption, header, tuple(rows), source, **options)


def titled(titles: tuple[str, ...], texts: tuple[str, ...], marker: str = "\u2022 ", sep: str = ": ") -> list[Any]:
    """Bulleted risk items led by a bold run-in title (`• Title: explanation`): the item is the title."""
    return [para(text, lead=marker + title + sep, gap=3.0) for title, text in zip(titles, texts, strict=True)]


# ----------------------------------------------------------------------------- the houses

MERIDALE = House(
    "Meridale Brooke",
    "Meridale Brooke Securities LLC, Equity Research",
    (0.1, 0.15, 0.4),
    (
        "Outperform: we expect the stock to outperform its sector over the next 12 months.",
        "Market Perform: we expect the stock to perform in line with its sector.",
        "Underperform: we expect the stock to underperform its sector.",
        "Sector rating: Overweight, Market Weight or Underweight against the broad market.",
    ),
    (("Outperform", "52", "18"), ("Market Perform", "39", "12"), ("Underperform", "9", "3")),
)
HARBOURLINE = House(
    "Harbourline Securities",
    "Harbourline Securities (Hong Kong) Limited",
    (0.0, 0.35, 0.3),
    (
        "Buy: expected absolute return above 15% over 12 months.",
        "Hold: expected absolute return between -5% and 15%.",
        "Sell: expected absolute return below -5%.",
        "Sector view: Overweight, Neutral or Underweight relative to the MSCI China.",
    ),
    (("Buy", "61", "15"), ("Hold", "30", "6"), ("Sell", "9", "1")),
)
RIDGEWAY = House(
    "Ridgeway Kessler",
    "Ridgeway Kessler & Partners LLP",
    (0.5, 0.1, 0.25),
    (
        "Add: expected total return above 10% over 12 months.",
        "Hold: expected total return between -5% and 10%.",
        "Reduce: expected total return below -5%.",
        "Sector stance: Overweight, Neutral or Underweight against the FTSE All-Share.",
    ),
    (("Add", "47", "12"), ("Hold", "40", "8"), ("Reduce", "13", "2")),
)
TIDEWATER = House(
    "Tidewater Asia",
    "Tidewater Asia Securities Co., Ltd.",
    (0.2, 0.3, 0.1),
    (
        "Buy: expected total return above 20% over 12 months. Trading Buy: above 10% over 6 months.",
        "Hold: expected total return between -10% and 10%.",
        "Reduce: expected total return below -10%.",
        "OW / N / UW: Overweight, Neutral or Underweight sector weightings.",
    ),
    (("Buy", "55", "17"), ("Trading Buy", "12", "3"), ("Hold", "26", "5"), ("Reduce", "7", "1")),
)
SOMERTON = House(
    "Somerton Kaji",
    "Somerton Kaji Securities Japan Co., Ltd.",
    (0.3, 0.2, 0.5),
    (
        "Buy: expected to outperform TOPIX by more than 10% over 12 months.",
        "Neutral: expected to perform within 10% of TOPIX.",
        "Underperform: expected to underperform TOPIX by more than 10%.",
        "Sector rating: Overweight, Neutral or Underweight.",
    ),
    (("Buy", "48", "14"), ("Neutral", "43", "9"), ("Underperform", "9", "2")),
)
KESTREL = House(
    "Kestrel Pacific",
    "Kestrel Pacific Securities (Singapore) Pte. Ltd.",
    (0.25, 0.4, 0.15),
    (
        "OW (Overweight): expected to outperform the analyst's coverage over 12 months.",
        "N (Neutral): expected to perform in line with the coverage.",
        "UW (Underweight): expected to underperform the coverage.",
        "Sector rating: Positive, Neutral or Negative.",
    ),
    (("OW", "45", "13"), ("N", "42", "8"), ("UW", "13", "2")),
)
CHENGJIANG = House(
    "澄江证券",
    "澄江证券股份有限公司",
    (0.65, 0.1, 0.1),
    (
        "公司评级：强烈推荐：预期未来6个月内相对基准指数涨幅超过20%；推荐：介于10%与20%之间；中性：介于-10%与10%之间；回避：低于-10%。",
        "行业评级：推荐：行业指数相对基准指数涨幅超过10%；中性：介于-10%与10%之间；回避：低于-10%。",
    ),
    (("强烈推荐", "44", "10"), ("推荐", "41", "8"), ("中性", "15", "3")),
)
HENGYUAN = House(
    "衡远证券",
    "衡远证券股份有限公司",
    (0.1, 0.45, 0.4),
    (
        "股票评级：买入：未来6-12个月相对沪深300指数涨幅15%以上；增持：5%至15%；中性：-5%至5%；减持：-5%以下。",
        "行业评级：增持：行业指数相对沪深300指数涨幅5%以上；中性：-5%至5%；减持：-5%以下。",
    ),
    (("买入", "52", "12"), ("增持", "35", "6"), ("中性", "13", "2")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    titles = ("Tender losses", "Wage inflation", "Contract renegotiation")
    texts = (
        "Two of the five framework contracts with Deutsche Regionalbahn come up for tender in 2027 and the incumbent "
        "has lost a third of the tenders it defended since 2022.",
        "Drivers' pay rises agreed for 2027 add 5.5% to staff costs, above the fare indexation of 3.9%.",
        "The Dutch concession may be reopened by the province after the delays of the first winter.",
    )
    call = Call("VRKS GY", "Verkehrsnetz Solaris", "Accumulate", "€27.40")
    docs.append(
        company(
            "en_co_sidebar_rating_over_previous_rating_bold_run_in_risk_titles",
            "Right sidebar `Rating` / `Accumulate` / `(from Buy)` and `Target price` / `€27.40` / `(from €31.00)`, the "
            "previous values on lines of their own under the new; risks under `Risks to our rating` as paragraphs led "
            "by a bold run-in title (`Tender losses:`), the titles the items",
            MERIDALE,
            "Company Update",
            "Verkehrsnetz Solaris (VRKS GY)",
            "4 December 2026",
            "Verkehrsnetz Solaris: Tender season ahead; downgrade",
            call,
            risks=titles,
            blocks=(
                heading("Tender risk rises into 2027"),
                para(
                    "Ridership is back to 104% of 2019 and punctuality improved to 93%, but two framework contracts "
                    "come up for tender next year. We cut our target price by 12% to reflect a lower renewal "
                    "probability and move to Accumulate."
                ),
                financials("Verkehrsnetz Solaris", "€", MERIDALE),
                heading("Risks to our rating"),
                *[para(t, lead=f"{title}: ", gap=4.0) for title, t in zip(titles, texts, strict=True)],
                *disclosures(MERIDALE),
            ),
            key_lines=("Rating", "Accumulate", "(from Buy)", "Target price", "€27.40", "(from €31.00)", "Price €24.15"),
            chart_names=("VRKS GY", "DAX"),
        )
    )

    risks = (
        "A faster recovery in Nordic housing starts would lift volumes above our forecast",
        "A bid for the company cannot be ruled out given its low valuation",
        "Energy costs could fall further than the futures curve implies",
    )
    call = Call("NRVK SS", "Norrvik Byggvaror", "Reduce", "SEK 142")
    docs.append(
        company(
            "en_co_call_only_in_prose_downgrade_to_reduce_upside_risk_sentences",
            "No sidebar and no key data: the call only in the opening paragraph (`We downgrade Norrvik Byggvaror to "
            "Reduce and cut our TP to SEK 142 (from SEK 176)`); for a Reduce the risks are `Upside risks to our "
            "rating`, a paragraph of sentences",
            RIDGEWAY,
            "Company Note",
            "Norrvik Byggvaror (NRVK SS)",
            "3 December 2026",
            "Norrvik Byggvaror: No floor in sight",
            call,
            risks=risks,
            blocks=(
                para(
                    "Nordic housing starts fell another 14% in the third quarter and Norrvik's order intake is down "
                    "for a sixth quarter. We downgrade Norrvik Byggvaror to Reduce and cut our TP to SEK 142 (from "
                    "SEK 176), as consensus still expects margins to recover in 2027.",
                    size=10.5,
                ),
                heading("Margins have further to fall"),
                para(
                    "Price increases pushed through in 2024 are being given back and the plant in Sundsvall runs at "
                    "61% utilisation. We cut 2027E EBIT by 18%."
                ),
                financials("Norrvik Byggvaror", "SEK", RIDGEWAY),
                heading("Upside risks to our rating"),
                para(sentences(risks)),
                *disclosures(RIDGEWAY),
            ),
            chart_names=("NRVK SS", "OMX Stockholm 30"),
            side="wide",
        )
    )

    risks = (
        "Regulatory caps on tariffs for the two toll roads in Guangdong could be extended beyond 2027, which would "
        "delay the recovery in toll revenue we assume",
        "Traffic on the Shenzhen ring road could be diverted to the new cross-bay bridge sooner than we expect",
        "Higher funding costs on the HK$6bn of bonds due in 2027",
        "The parent may inject lower-return assets at a premium to book value",
    )
    call = Call("0737.HK", "Yuehai Expressway Holdings", "Buy", "HK$9.60")
    docs.append(
        company(
            "en_co_call_in_tight_table_after_summary_investment_risks_onto_next_page",
            "Left sidebar with price data only; the call only in a small tight table after the summary (`Rating | "
            "Target price | Upside`, the previous rating `Prev: Hold` in grey under the rating); a Reuters code; "
            "`Investment risks` as a numbered list whose items wrap and that runs onto the next page",
            HARBOURLINE,
            "Company Report",
            "Yuehai Expressway Holdings (0737.HK)",
            "2 December 2026",
            "Yuehai Expressway: Traffic is back, the yield is not priced",
            call,
            risks=risks,
            blocks=(
                para(
                    "Toll traffic on the group's six expressways rose 7% in the first ten months and truck traffic "
                    "has recovered to 2019 levels. The 7.8% dividend yield is covered 1.4x."
                ),
                tight(
                    "",
                    ("Rating", "Target price", "Upside"),
                    [("Buy\nPrev: Hold", "HK$9.60\nPrev: HK$7.90", "+24.2%")],
                    "",
                    widths=(0.34, 0.33, 0.33),
                    left_aligned=1,
                ),
                heading("Earnings and dividends"),
                para(
                    "We raise 2027E net profit by 9% on the truck traffic and lower maintenance capex. The payout "
                    "stays at 70%."
                ),
                financials("Yuehai Expressway", "Rmb", HARBOURLINE),
                PAGE,
                heading("Valuation"),
                para("Our DCF uses a 7.5% WACC to the end of the concessions."),
                heading("Investment risks"),
                *numbered_lines(risks[:2]),
                PAGE,
                *[para(r + ".", lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *disclosures(HARBOURLINE),
            ),
            key_lines=("Price HK$7.73", "52-week range HK$5.90-8.12", "Mkt cap HK$28.4bn", "Free float 31%"),
            chart_names=("0737.HK", "HSI"),
            side="left",
        )
    )

    risks = (
        "a slowdown in memory prices in the second half of 2027",
        "delays in the qualification of 12-high HBM",
        "a stronger won against the US dollar",
    )
    call = Call("042710 KS", "Hanbit Semitech", "Buy", "182,000")
    docs.append(
        company(
            "en_co_strip_target_price_won_header_bare_target_letter_items",
            "A strip under the title `Rating | Target price (W) | Current price (W) | Upside`, the target bare under a "
            "won header; risks as `a)` items under `Key risks`",
            TIDEWATER,
            "Company Update",
            "Hanbit Semitech (042710 KS)",
            "5 December 2026",
            "Hanbit Semitech: HBM bonders sold out to 2027",
            call,
            risks=risks,
            blocks=(
                heading("Orders for TC bonders double"),
                para(
                    "Hanbit received TC bonder orders of W412bn year to date, twice last year's total, and lead times "
                    "lengthened to nine months. We raise 2027E operating profit by 21%."
                ),
                financials("Hanbit Semitech", "W", TIDEWATER),
                heading("Key risks"),
                *[para(r + ".", lead=f"{m}) ", gap=3.0) for m, r in zip("abc", risks, strict=True)],
                *disclosures(TIDEWATER),
            ),
            strip=(
                ("Rating", "Target price (W)", "Current price (W)", "Upside"),
                ("Buy", "182,000", "143,600", "26.7%"),
            ),
            chart_names=("042710 KS", "KOSPI"),
            side="strip",
        )
    )

    risks = (
        "Credit costs on unsecured loans could rise faster than we assume",
        "A cut in the repo rate would lower yields on the floating book",
        "Competition from banks in gold loans is rising",
    )
    call = Call("VRDH IN", "Vridhi Finance", "Add", "INR 1,540")
    docs.append(
        company(
            "en_co_call_only_at_end_of_valuation_paragraph_left_price_sidebar_risk_sentences_before",
            "Left sidebar with price data only; the risks as sentences under `Key risks` before the valuation; the "
            "call only at the end of the `Valuation` paragraph (`to arrive at our TP of INR 1,540; we maintain our "
            "Add rating`)",
            RIDGEWAY,
            "Company Note",
            "Vridhi Finance (VRDH IN)",
            "1 December 2026",
            "Vridhi Finance: Gold loans carry the quarter",
            call,
            risks=risks,
            blocks=(
                heading("Growth at 24%"),
                para(
                    "Assets under management grew 24% year on year and gold loans now make up 41% of the book. Net "
                    "interest margin held at 9.1%."
                ),
                financials("Vridhi Finance", "INR", RIDGEWAY),
                heading("Key risks"),
                para(sentences(risks)),
                heading("Valuation"),
                para(
                    "We value the core lending business at 2.6x September 2027E book value and the insurance arm at "
                    "18x earnings to arrive at our TP of INR 1,540; we maintain our Add rating."
                ),
                *disclosures(RIDGEWAY),
            ),
            key_lines=("CMP INR 1,312", "Mkt cap INR 412bn", "52-wk high INR 1,398", "Sensex 81,204"),
            chart_names=("VRDH IN", "Sensex"),
            side="left",
        )
    )

    titles = ("Higher cocoa prices", "Lower promotional spend by rivals", "A successful relaunch of Tillers")
    texts = (
        "Cocoa futures could return to their 2024 highs, which would squeeze the margin of the biscuits division "
        "where we already assume a decline.",
        "If rivals cut back on promotions, Halsey could regain share in snacks faster than we expect.",
        "The relaunched Tillers range is the one brand that could lift group volumes in 2027.",
    )
    call = Call("HLSY.L", "Halsey Foods", "Underweight", "£2.35")
    docs.append(
        company(
            "en_co_reuters_code_underweight_sidebar_run_in_titled_bullets_in_narrow_column",
            "Right sidebar `Underweight` over `Price target £2.35` with a Reuters code (`HLSY.L`); the risks in the "
            "narrow column of page 2 as bullets led by a bold run-in title whose explanation wraps, beside the "
            "valuation",
            MERIDALE,
            "Company Report",
            "Halsey Foods (HLSY.L)",
            "30 November 2026",
            "Halsey Foods: Volumes still falling; stay Underweight",
            call,
            risks=titles,
            blocks=(
                heading("Volume decline continues"),
                para(
                    "Halsey's volumes fell 4.1% in the half and price rises have run their course. We keep our "
                    "Underweight rating."
                ),
                financials("Halsey Foods", "£", MERIDALE),
                PAGE,
                narrow(
                    [
                        heading("Valuation"),
                        para(
                            "Our price target is based on 11x 2027E EPS, a 15% discount to the UK food producers. "
                            "Free cash flow cover of the dividend falls to 1.1x."
                        ),
                    ],
                    [heading("Risks"), *titled(titles, texts)],
                    share=0.55,
                ),
                *disclosures(MERIDALE),
            ),
            key_lines=("Underweight", "Price target £2.35", "Price £2.61", "HLSY.L"),
            chart_names=("HLSY.L", "FTSE 350"),
        )
    )

    risks = (
        "Coal prices fall below US$90/t and cut the margin of the thermal fleet",
        "Tariff reform in Guangdong is delayed beyond 2027",
        "Renewable curtailment rises as grid connections lag",
    )
    call = Call("1816 HK", "Nanling Power", "HOLD", "HK$23.10")
    docs.append(
        company(
            "en_co_vertical_stock_data_table_foot_of_page_one_previous_recommendation_rows",
            "No sidebar: the call only in a two-column `Stock data` table of label / value rows at the foot of page 1 "
            "(`Recommendation | HOLD`, `Previous recommendation | BUY`, `Target price (12m) | HK$23.10`, `Previous "
            "target | HK$27.40`); risks as `–` items under `Key downside risks` on page 2",
            HARBOURLINE,
            "Company Update",
            "Nanling Power (1816 HK)",
            "29 November 2026",
            "Nanling Power: Tariff cuts bite; downgrade to HOLD",
            call,
            risks=risks,
            blocks=(
                heading("Tariffs fall faster than coal"),
                para(
                    "Guangdong cut the benchmark power tariff by 4.5% for 2027 while contract coal prices fall only "
                    "2%. We lower 2027E net profit by 16% and see the dividend flat."
                ),
                financials("Nanling Power", "Rmb", HARBOURLINE),
                table(
                    "Stock data",
                    ("Item", "Value"),
                    [
                        ("Recommendation", "HOLD"),
                        ("Previous recommendation", "BUY"),
                        ("Target price (12m)", "HK$23.10"),
                        ("Previous target", "HK$27.40"),
                        ("Share price", "HK$21.65"),
                    ],
                    "Source: Bloomberg, Harbourline Securities",
                    widths=(0.5, 0.5),
                    left_aligned=1,
                ),
                PAGE,
                heading("Key downside risks"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(HARBOURLINE),
            ),
            chart_names=("1816 HK", "HSI"),
            side="wide",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    return sector_prose() + sector_tables()


def sector_prose() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("0788 HK", "Tengyun Holdings", "Outperform", "HK$48.50"),
        Call("9961 HK", "Qilin Travel", "Outperform", "HK$412.00"),
        Call("1024 HK", "Kuaiyan Technology", "Market Perform", "HK$55.00"),
        Call("2015 HK", "Liheng Auto Online", "Underperform", "HK$31.20"),
    )
    titles = ("Regulation", "Consumer spending", "Competition in short video")
    texts = (
        "New rules on minors' gaming time or on platform fees could be tightened again, as they were in 2021, and "
        "hit monetisation across our coverage.",
        "Online retail and travel depend on a consumer that is still saving more than before the pandemic.",
        "A price war between the short-video platforms would lower advertising rates for every player.",
    )
    docs.append(
        sector(
            "en_sec_per_stock_bold_headings_prose_reiterate_raise_pt_masthead_box_view",
            "Wide layout with a framed masthead box under the title (`Sector rating` / `Overweight (unchanged)`); "
            "each stock a bold heading `Name (CODE HK)` over a paragraph giving its rating and PT in running text "
            "(`We reiterate our Outperform rating and raise our PT to HK$48.50`); risks under `Key downside risks` "
            "as bullets with bold run-in titles whose explanations wrap",
            MERIDALE,
            "Sector Report",
            "China Internet",
            "5 December 2026",
            "China Internet: Advertising recovers, games carry the quarter",
            rating="Overweight",
            risks=titles,
            calls=calls,
            blocks=(
                box("Sector rating", "Overweight (unchanged)", "Coverage: 14 stocks"),
                para(
                    "Online advertising grew 11% in the third quarter and the approval of 132 new games in November "
                    "is the most since 2021. Our preferred exposures are games and travel."
                ),
                heading("Tengyun Holdings (0788 HK)"),
                para(
                    "Games revenue grew 19% on two new mobile titles. We reiterate our Outperform rating and raise "
                    "our PT to HK$48.50 (from HK$44.00), now 16x 2027E earnings."
                ),
                heading("Qilin Travel (9961 HK)"),
                para(
                    "Outbound bookings are 12% above 2019. Outperform reiterated; our PT rises to HK$412.00 on a higher "
                    "take rate for hotels."
                ),
                heading("Kuaiyan Technology (1024 HK)"),
                para(
                    "E-commerce GMV grew 14% but marketing spend is rising. We stay at Market Perform with a PT of "
                    "HK$55.00, unchanged."
                ),
                heading("Liheng Auto Online (2015 HK)"),
                para(
                    "Car dealers cut listing budgets again. We keep Liheng Auto Online at Underperform and lower our PT "
                    "to HK$31.20 (from HK$34.50)."
                ),
                heading("Key downside risks"),
                *titled(titles, texts),
                *disclosures(MERIDALE),
            ),
            chart_names=("Hang Seng Tech", "HSI"),
            side="wide",
        )
    )

    calls = (
        Call("BRKF LN", "Brackley Foods", "Hold", "312p"),
        Call("ORMB LN", "Ormsby Brewing", "Add", "1,085p"),
        Call("CSGD LN", "Castlegate Dairies", "Reduce", "188p"),
        Call("WYVN LN", "Wyvern Bakeries", "Add", "446p"),
    )
    risks = (
        "Wheat and barley prices rose 18% in the quarter and are not yet in retail prices",
        "The supermarkets' own-label push is taking share from brands in every category we cover",
        "A sugar tax on milk drinks is under consultation",
    )
    docs.append(
        sector(
            "en_sec_calls_in_long_paragraph_three_in_one_sentence_maintain_hold_tp_cut_pence",
            "Right sidebar `Sector stance` / `Underweight`; the calls only inside a long paragraph, three of them in "
            "one sentence (`Maintain Hold on Brackley Foods; TP cut to 312p`, an upgrade to Add with a TP in "
            "brackets and a Reduce kept), a fourth in a later sentence; the view again in a first-person sentence; "
            "risks as a paragraph of sentences under `What could go wrong`",
            RIDGEWAY,
            "Sector Note",
            "UK Food Producers",
            "4 December 2026",
            "UK Food Producers: Own label bites",
            rating="Underweight",
            risks=risks,
            calls=calls,
            blocks=(
                heading("Ratings and targets"),
                para(
                    "Volumes across the branded producers fell 2.4% in the twelve weeks to November while own label "
                    "grew 6%, and input costs are rising again after two benign years. We remain Underweight on UK "
                    "food producers and change our preferences: Maintain Hold on Brackley Foods (BRKF LN); TP cut to "
                    "312p, upgrade Ormsby Brewing (ORMB LN) to Add with a TP of 1,085p (from 940p), and stay Reduce on "
                    "Castlegate Dairies (CSGD LN) with a TP of 188p. Wyvern Bakeries (WYVN LN) remains our preferred "
                    "name at Add, TP 446p, as its contract bakery business is protected by cost pass-through clauses "
                    "with all four of the large grocers."
                ),
                table(
                    "Figure 1: Volume growth by category, 12 weeks",
                    ("Category", "Brands", "Own label", "Total"),
                    [
                        ("Bread and bakery", "-1.8%", "4.9%", "1.1%"),
                        ("Dairy", "-3.2%", "7.4%", "1.9%"),
                        ("Beer", "-0.6%", "2.2%", "-0.1%"),
                    ],
                    "Source: Kantar, Ridgeway Kessler",
                    widths=(0.4, 0.2, 0.2, 0.2),
                ),
                heading("What could go wrong"),
                para(sentences(risks)),
                *disclosures(RIDGEWAY),
            ),
            key_lines=("Sector stance", "Underweight", "UK Food Producers", "12 stocks covered"),
            chart_names=("FTSE 350 Food Producers", "FTSE All-Share"),
        )
    )

    calls = (
        Call("6268 JP", "Kirishima Robotics", "Buy", "¥5,400"),
        Call("6431 JP", "Hamana Precision", "Underperform", "¥1,850"),
        Call("6506 JP", "Sagami Motion", "Neutral", "¥3,120"),
    )
    risks = ("Chinese robot orders stall", "The yen strengthens beyond ¥135/US$", "Reshoring subsidies in the US end")
    docs.append(
        sector(
            "en_sec_top_pick_remains_initiate_underperform_yen_target_sector_rating_line",
            "Left sidebar of price data; a `Sector rating: Neutral` line opening the body; the calls in prose only "
            "(`Our top pick remains Kirishima Robotics (Buy; PT ¥5,400)`, `we initiate on Hamana Precision at "
            "Underperform with a ¥1,850 price target`, `Sagami Motion stays Neutral with a ¥3,120 PT`); risks in a "
            "framed `Risks to our view` box at the foot of the text",
            SOMERTON,
            "Industry Report",
            "Japan Factory Automation",
            "3 December 2026",
            "Japan Factory Automation: Orders turn, but not everywhere",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para("Sector rating: Neutral", size=11.0),
                para(
                    "Machine tool orders rose 9% in October, the second rise in a row, led by semiconductors and "
                    "aerospace. General industry is still weak and robot orders from China are flat."
                ),
                heading("Stock calls"),
                para(
                    "Our top pick remains Kirishima Robotics (6268 JP; Buy; PT ¥5,400), whose order book for cleanroom robots "
                    "is up 40%. With this report we initiate on Hamana Precision (6431 JP) at Underperform with a ¥1,850 "
                    "price target: its ball-screw margins are the most exposed to Chinese competition. Sagami Motion (6506 JP) "
                    "stays Neutral with a ¥3,120 PT."
                ),
                table(
                    "Figure 3: Orders by end market (y/y)",
                    ("End market", "Jul", "Aug", "Sep", "Oct"),
                    [
                        ("Semiconductors", "12%", "18%", "21%", "26%"),
                        ("Automotive", "-8%", "-5%", "-6%", "-2%"),
                        ("General industry", "-4%", "-3%", "-1%", "0%"),
                    ],
                    "Source: JMTBA, Somerton Kaji",
                    widths=(0.36, 0.16, 0.16, 0.16, 0.16),
                ),
                box("Risks to our view", *(r + "." for r in risks)),
                *disclosures(SOMERTON),
            ),
            key_lines=("TOPIX 2,912", "TOPIX Machinery 3,480", "1m +2.1%", "12m +9.6%"),
            chart_names=("TOPIX Machinery", "TOPIX"),
            side="left",
        )
    )

    calls = (
        Call("VOLM GY", "Vollmark", "Outperform", "€164.00"),
        Call("STRN FP", "Sterne Automobiles", "Market Perform", "€58.00"),
        Call("BRVK SS", "Bravik Trucks", "Outperform", "SEK 312"),
        Call("CRTL IM", "Cortelli Componenti", "Underperform", "€11.40"),
    )
    titles = ("Tariffs", "Pricing in China", "Software recalls")
    texts = (
        "A 25% US tariff on European cars would cut the sector's 2027 EBIT by about 9% before any mitigation by local "
        "production.",
        "Local brands are cutting prices in premium segments and could take share faster than we expect.",
        "Over-the-air updates have not stopped hardware recalls, which cost the sector €4bn in 2026.",
    )
    docs.append(
        sector(
            "en_sec_calls_in_long_paragraphs_first_person_view_key_downside_risks_titled_bullets",
            "Wide layout, two long paragraphs hold the calls (`Among the carmakers we rate Vollmark (VOLM GY) "
            "Outperform with a €164.00 price target, while ...`), one paragraph with two calls; the sector view "
            "only in a first-person sentence (`We stay Market Weight on European autos`); risks as `Key downside "
            "risks` bullets with bold run-in titles whose explanations wrap",
            MERIDALE,
            "Industry Report",
            "European Autos",
            "2 December 2026",
            "European Autos: Tariffs priced, China not",
            rating="Market Weight",
            risks=titles,
            calls=calls,
            blocks=(
                para(
                    "European car registrations rose 3% in October but Chinese deliveries of the German premium "
                    "brands fell 11%. We stay Market Weight on European autos: tariff risk is in the prices, the "
                    "loss of share in China is not."
                ),
                heading("Our calls"),
                para(
                    "Among the carmakers we rate Vollmark (VOLM GY) Outperform with a €164.00 price target, as its "
                    "new platform cuts costs by €300 per car from 2027, while Sterne Automobiles (STRN FP) stays at "
                    "Market Perform with a PT of €58.00 because its plan relies on Chinese partners that are yet to "
                    "sign. Among the suppliers and trucks we are more selective."
                ),
                para(
                    "Bravik Trucks (BRVK SS) remains Outperform, PT SEK 312, on the replacement cycle in Europe; we "
                    "keep Cortelli Componenti (CRTL IM) at Underperform with a PT of €11.40 given its exposure to "
                    "combustion engine parts."
                ),
                heading("Key downside risks"),
                *titled(titles, texts),
                *disclosures(MERIDALE),
            ),
            chart_names=("Stoxx Autos & Parts", "Stoxx 600"),
            side="wide",
        )
    )

    calls = (
        Call("5211 TT", "Formosa Nexchip", "Buy", "NT$54.00"),
        Call("6672 TT", "Yuanli Substrate", "Hold", "NT$218"),
        Call("3171 TT", "Kaohsiung Testing", "Buy", "NT$96.50"),
    )
    risks = (
        "End demand for PCs and smartphones stays weak",
        "Price cuts by Chinese mature-node foundries",
        "Power tariffs in Taiwan rise again",
    )
    docs.append(
        sector(
            "en_sec_per_stock_sections_each_with_risks_line_note_risks_last_page",
            "Right sidebar `Industry view` / `Neutral`; each stock a bold heading over a paragraph (`Maintain Buy; PT "
            "raised to NT$54.00`) and its own `Risks:` line (per-stock, not the note's); the note's risks only at the "
            "end on the last page before the disclosures, as bullets under `Risks to our industry view`",
            TIDEWATER,
            "Sector Update",
            "Taiwan Semiconductors",
            "1 December 2026",
            "Taiwan Mature Nodes: Utilisation bottoms",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Mature-node utilisation rose to 78% in the quarter from 71% and price cuts have stopped. We "
                    "keep our Neutral industry view until Chinese capacity additions slow."
                ),
                heading("Formosa Nexchip (5211 TT)"),
                para(
                    "Maintain Buy; PT raised to NT$54.00 (from NT$47.00) on a better product mix in power "
                    "management chips."
                ),
                para("Risks: customer inventory corrections and a delay to the 28nm expansion.", size=9.0),
                heading("Yuanli Substrate (6672 TT)"),
                para("Downgrade to Hold; our PT of NT$218 leaves 4% upside after a 35% rally."),
                para("Risks: faster recovery in ABF demand and share gains at US hyperscalers.", size=9.0),
                heading("Kaohsiung Testing (3171 TT)"),
                para("Reiterate Buy with a PT of NT$96.50; AI test hours double in 2027."),
                para("Risks: pricing pressure from larger rivals and customer concentration.", size=9.0),
                PAGE,
                heading("Risks to our industry view"),
                *bullets(risks),
                *disclosures(TIDEWATER),
            ),
            key_lines=("Industry view", "Neutral", "Taiwan Semiconductors", "TAIEX 22,870"),
            chart_names=("TAIEX Electronics", "TAIEX"),
        )
    )

    calls = (
        Call("CRVN US", "Corvane Payments", "Buy", "$54.00"),
        Call("TLLX US", "Tallix Commerce", "Buy", "$212.00"),
        Call("MSWY US", "Midway Bancard", "Neutral", "$88.00"),
        Call("FNXA US", "Fenix Acquiring", "Sell", "$17.50"),
    )
    risks = (
        "Consumer spending slows more sharply than we assume",
        "Interchange regulation in the US is revived",
        "Stablecoin rails take volume from card networks",
    )
    docs.append(
        sector(
            "en_sec_run_in_bold_stock_names_top_pick_remains_paren_call_risks_sentences_next_page",
            "Right sidebar `Industry view` / `Attractive`; each stock a paragraph led by its bold name and ticker "
            "run into the text (`Corvane Payments (CRVN US). Our top pick remains Corvane (Buy; PT $54.00) ...`), "
            "a downgrade and a Sell in the same way; an unrated volume table; risks as a paragraph of sentences "
            "under `Risks to our industry view` at the top of page 2",
            MERIDALE,
            "Industry Note",
            "US Payments",
            "28 November 2026",
            "US Payments: Volumes hold, take rates slip",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "US card volumes grew 6.8% in October and cross-border travel spend 11%. We keep our Attractive "
                    "industry view; take rates slip as large merchants renegotiate."
                ),
                para(
                    "Our top pick remains Corvane (Buy; PT $54.00): its software-led merchants grow twice as fast as "
                    "the market and churn is at a record low.",
                    lead="Corvane Payments (CRVN US). ",
                ),
                para(
                    "We reiterate Buy and lift our PT to $212.00 (from $196.00) on faster cross-border growth.",
                    lead="Tallix Commerce (TLLX US). ",
                ),
                para(
                    "We downgrade to Neutral with a PT of $88.00; bank-partner repricing caps the upside.",
                    lead="Midway Bancard (MSWY US). ",
                ),
                para(
                    "Sell, PT $17.50: the point-of-sale terminal business keeps losing share to software players.",
                    lead="Fenix Acquiring (FNXA US). ",
                ),
                table(
                    "Figure 2: Purchase volume growth (y/y)",
                    ("Network", "Q1", "Q2", "Q3"),
                    [("Credit", "6.1%", "6.5%", "7.0%"), ("Debit", "5.2%", "5.8%", "6.4%")],
                    "Source: company data",
                    widths=(0.4, 0.2, 0.2, 0.2),
                ),
                PAGE,
                heading("Risks to our industry view"),
                para(sentences(risks)),
                *disclosures(MERIDALE),
            ),
            key_lines=("Industry view", "Attractive", "US Payments", "S&P 500 6,512"),
            chart_names=("S&P Payments", "S&P 500"),
        )
    )
    return docs


def sector_tables() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("2391 TT", "Jinghong Electronics", "Buy", "NT$1,250"),
        Call("3057 TT", "Everwin Precision", "Buy", "NT$388"),
        Call("6640 TT", "Lianfa Optics", "Hold", "NT$142"),
        Call("2449 TT", "Taiyu Circuit", "Sell", "NT$61.00"),
        Call("8046 TT", "Nanmao PCB", "Hold", "NT$174"),
    )
    risks = (
        "AI server shipments may slip into 2028 if the next GPU platform is delayed, which would leave the new "
        "substrate capacity under-used for most of 2027",
        "Copper-clad laminate prices could rise again as copper foil supply tightens",
        "Customers may move orders to plants in Thailand and Vietnam faster than Taiwanese makers can build there",
        "The New Taiwan dollar could appreciate against the US dollar and cut reported margins",
    )
    rows = [
        (c.name, c.code, f"{c.rating}\n{prev}", f"{c.target}\n{up}", price, pe)
        for c, (prev, up, price, pe) in priced(
            calls,
            [
                ("was Hold", "+21.4%", "NT$1,030", "18.2"),
                ("was Buy", "+15.1%", "NT$337", "14.6"),
                ("was Buy", "+3.6%", "NT$137", "12.9"),
                ("was Hold", "-12.4%", "NT$69.60", "21.3"),
                ("was Hold", "+6.1%", "NT$164", "11.8"),
            ],
        )
    ]
    docs.append(
        sector(
            "en_sec_tight_table_rating_over_previous_grey_target_over_upside_risks_onto_next_page",
            "Header strip `Sector view | Overweight`; a tight table with no rules whose rows sit close together, "
            "each rating with the previous rating `was Hold` under it in small grey type and each target with the "
            "upside under it; `2391 TT` style tickers; risks as a numbered list under `Risks to our view` whose "
            "items wrap and that runs onto the next page",
            HARBOURLINE,
            "Sector Report",
            "Taiwan PCB and Substrates",
            "5 December 2026",
            "Taiwan PCB: AI servers re-rate the supply chain",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "AI server boards use 3-4x the layers of a general server and substrate prices rose 8% in the "
                    "quarter. We upgrade the leaders and move the laggards down."
                ),
                tight(
                    "Figure 2: Ratings and targets",
                    ("Company", "Ticker", "Rating", "Target", "Price", "PE 27E"),
                    rows,
                    "Source: Harbourline Securities estimates; prices as of 4 December 2026",
                    widths=(0.27, 0.13, 0.15, 0.17, 0.16, 0.12),
                    left_aligned=3,
                ),
                heading("Risks to our view"),
                *numbered_lines(risks[:2]),
                PAGE,
                *[para(r + ".", lead=f"{n}. ", gap=3.0) for n, r in enumerate(risks[2:], 3)],
                *disclosures(HARBOURLINE),
            ),
            strip=(("Sector view", "Stocks", "Top pick"), ("Overweight", "12", "Jinghong Electronics")),
            chart_names=("TAIEX Electronics", "TAIEX"),
            side="strip",
        )
    )

    calls = (
        Call("051910 KS", "Daeseong Chemical", "Buy", "W412,000"),
        Call("011170 KS", "Hanul Petrochem", "Trading Buy", "W98,000"),
        Call("298050 KS", "Sejin Materials", "Hold", "W61,500"),
        Call("006650 KS", "Kumho Polymer", "Reduce", "W132,000"),
    )
    risks = (
        "Chinese capacity additions in ethylene continue through 2028",
        "Naphtha prices rise faster than product prices",
        "The won weakens further and raises feedstock costs",
    )
    docs.append(
        sector(
            "en_sec_korean_tickers_trading_buy_reduce_won_targets_tight_table_risk_box_right",
            "Right sidebar `Sector weighting` / `UW`; a tight table with `051910 KS` style tickers, multi-word "
            "ratings (`Trading Buy`) beside `Buy` / `Hold` / `Reduce` and won targets `W412,000`, the previous target "
            "in grey under each; risks in the narrow right column under `Risks` beside the discussion",
            TIDEWATER,
            "Sector Report",
            "Korea Chemicals",
            "4 December 2026",
            "Korea Chemicals: Spreads stay negative into 2027",
            rating="UW",
            risks=risks,
            calls=calls,
            blocks=(
                narrow(
                    [
                        heading("No trough yet"),
                        para(
                            "Ethylene spreads were negative for a seventh month and Chinese plants keep adding "
                            "capacity. We stay UW on the sector and prefer battery materials over commodities."
                        ),
                    ],
                    [heading("Risks"), *bullets(risks, marker="\u2013 ")],
                    share=0.6,
                ),
                tight(
                    "Figure 5: Coverage",
                    ("Company", "Code", "Rating", "TP (prev.)", "Price", "PB 27E"),
                    [
                        (c.name, c.code, c.rating, f"{c.target}\n{prev}", price, pb)
                        for c, (prev, price, pb) in priced(
                            calls,
                            [
                                ("W380,000", "W318,500", "0.82"),
                                ("W104,000", "W81,200", "0.41"),
                                ("W61,500", "W58,900", "1.12"),
                                ("W150,000", "W146,300", "0.63"),
                            ],
                        )
                    ],
                    "Source: Tidewater Asia estimates",
                    widths=(0.27, 0.15, 0.15, 0.17, 0.15, 0.11),
                    left_aligned=3,
                ),
                *disclosures(TIDEWATER),
            ),
            key_lines=("Sector weighting", "UW", "Korea Chemicals", "KOSPI 2,684"),
            chart_names=("KOSPI Chemicals", "KOSPI"),
        )
    )

    calls = (
        Call("BKRY.JK", "Bank Karya Nusantara", "OW", "IDR 11,200"),
        Call("SGRB.SI", "Straits Garden Bank", "N", "S$38.60"),
        Call("MLYB.KL", "Malaya Bumi Bank", "OW", "RM 11.40"),
        Call("SIAM.BK", "Siam Prathan Bank", "UW", "THB 168"),
    )
    risks = (
        "Rate cuts in the region could come faster than we assume",
        "Loan growth in Indonesia depends on government spending that may be delayed",
        "Thai household debt remains the highest in the region",
    )
    docs.append(
        sector(
            "en_sec_reuters_codes_ow_n_uw_codes_local_currency_targets_sector_rating_line",
            "No sidebar; a `Sector rating: Neutral (maintained)` line opening the body, then a tight single-line "
            "table of Reuters codes (`BKRY.JK`, `SGRB.SI`, `MLYB.KL`, `SIAM.BK`) with `OW` / `N` / `UW` codes and "
            "local-currency targets (`IDR 11,200`, `RM 11.40`); the summary restates one stock's rating in words; "
            "risks as a paragraph of sentences under `Risks`",
            KESTREL,
            "Sector Report",
            "ASEAN Banks",
            "3 December 2026",
            "ASEAN Banks: Margins peak, fees take over",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para("Sector rating: Neutral (maintained)", size=10.5),
                para(
                    "Net interest margins in the region peaked in the second quarter, and fee income now grows "
                    "faster than loans. Bank Karya Nusantara is our Overweight pick for its payments franchise."
                ),
                tight(
                    "Figure 1: ASEAN banks coverage",
                    ("Company", "RIC", "Rating", "Target (LC)", "Price (LC)", "PB 27E", "Yield"),
                    [
                        (c.name, c.code, c.rating, c.target or "", price, pb, y)
                        for c, (price, pb, y) in priced(
                            calls,
                            [
                                ("IDR 9,450", "3.9", "4.1%"),
                                ("S$36.10", "1.6", "5.8%"),
                                ("RM 9.96", "1.3", "5.5%"),
                                ("THB 181", "0.8", "6.2%"),
                            ],
                        )
                    ],
                    "Source: Kestrel Pacific estimates; OW = Overweight, N = Neutral, UW = Underweight",
                    widths=(0.27, 0.12, 0.09, 0.15, 0.15, 0.1, 0.12),
                    left_aligned=3,
                ),
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(KESTREL),
            ),
            chart_names=("MSCI ASEAN Financials", "MSCI ASEAN"),
            side="wide",
        )
    )

    calls = (
        Call("GPTX AU", "Greystone Property Trust", "Buy", "A$5.45"),
        Call("CNLD AU", "Coastland REIT", "Hold", "A$2.18"),
        Call("MRGV AU", "Margrave Logistics Trust", "Buy", "A$3.92"),
        Call("HRBY AU", "Harbury Office Fund", "Sell", "A$0.96"),
    )
    titles = ("Bond yields", "Office vacancy", "Capital management")
    texts = (
        "A rise in the Australian 10-year bond yield above 5% would push cap rates out again and reverse the "
        "valuation gains we expect in 2027.",
        "Sydney CBD vacancy is 14% and incentives remain above 35%, which caps effective rents for longer.",
        "Buy-backs funded by asset sales may stop if the transaction market slows.",
    )
    docs.append(
        sector(
            "en_sec_masthead_box_sector_view_and_top_pick_rating_tight_loose_table_titled_risks_onto_next_page",
            "Left sidebar with index data; a masthead box under the title with both the sector view and the top "
            "pick's own rating (`Sector view: Overweight`, `Top pick: Greystone Property Trust (Buy)`), the stock's "
            "rating not the view; a loose table; risks under `Risks` as bold run-in titled bullets running onto the "
            "next page",
            HARBOURLINE,
            "Sector Report",
            "Australian REITs",
            "2 December 2026",
            "A-REITs: Cap rates have peaked",
            rating="Overweight",
            risks=titles,
            calls=calls,
            blocks=(
                box("Sector view: Overweight", "Top pick: Greystone Property Trust (Buy)", "Least preferred: Harbury"),
                para(
                    "Transaction volumes rose 40% in the half and valuations stabilised. We see cap rates 25bp lower "
                    "by the end of 2027, led by logistics."
                ),
                loose(
                    "Figure 3: Coverage",
                    ("REIT", "Code", "Rating", "Target", "Price", "Yield 27E"),
                    [
                        (c.name, c.code, c.rating, c.target or "", price, y)
                        for c, (price, y) in priced(
                            calls, [("A$4.61", "5.1%"), ("A$2.05", "6.7%"), ("A$3.30", "4.8%"), ("A$1.08", "8.4%")]
                        )
                    ],
                    "Source: Harbourline Securities estimates",
                    widths=(0.32, 0.12, 0.11, 0.15, 0.15, 0.15),
                    left_aligned=3,
                ),
                heading("Risks"),
                *titled(titles[:2], texts[:2]),
                PAGE,
                *titled(titles[2:], texts[2:]),
                *disclosures(HARBOURLINE),
            ),
            key_lines=("ASX 200 A-REIT 1,612", "ASX 200 8,405", "1m +3.4%", "12m +11.2%"),
            chart_names=("ASX 200 A-REIT", "ASX 200"),
            side="left",
        )
    )

    calls = (
        Call("TRMN LN", "Tarmoor Mining", "Add", "2,240p"),
        Call("AVLX AU", "Avalon Minerals", "Hold", "A$4.60"),
        Call("GRSD LN", "Grisdale Resources", "Reduce", "158p"),
        Call("KVRN LN", "Kavran Gold", "Add", "1,395p"),
    )
    risks = (
        "a sharper slowdown in Chinese steel output",
        "further cost inflation in Australian operations",
        "windfall taxes in producing countries",
    )
    docs.append(
        sector(
            "en_sec_no_view_ln_au_tickers_upgrade_downgrade_reiterate_one_sentence_semicolon_risks",
            "Right sidebar with index data and no view; an upgrade, a downgrade and a reiteration in one sentence "
            "(`We upgrade Tarmoor Mining (TRMN LN) to Add (PT 2,240p), downgrade Avalon Minerals (AVLX AU) to Hold (PT "
            "A$4.60) and keep Reduce on Grisdale Resources (GRSD LN; PT 158p)`), a fourth call in a tight table "
            "with an unrated row; risks as `;` items after `Risks to our view:`",
            RIDGEWAY,
            "Sector Note",
            "Global Miners",
            "30 November 2026",
            "Global Miners: Reshuffling for 2027",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Copper and gold stay tight while iron ore softens into 2027. We upgrade Tarmoor Mining (TRMN LN) "
                    "to Add (PT 2,240p), downgrade Avalon Minerals (AVLX AU) to Hold (PT A$4.60) and keep Reduce on "
                    "Grisdale Resources (GRSD LN; PT 158p)."
                ),
                tight(
                    "Figure 2: Gold producers",
                    ("Company", "Ticker", "Rating", "PT", "Price", "EV/EBITDA 27E"),
                    [
                        ("Kavran Gold", "KVRN LN", "Add", "1,395p", "1,168p", "5.9"),
                        ("Penhallow Gold", "PNHW LN", "Not rated", "-", "412p", "6.8"),
                    ],
                    "Source: Ridgeway Kessler estimates, Bloomberg",
                    widths=(0.27, 0.15, 0.15, 0.13, 0.13, 0.17),
                    left_aligned=3,
                ),
                para("Risks to our view: " + "; ".join(risks) + "."),
                *disclosures(RIDGEWAY),
            ),
            key_lines=("FTSE 350 Mining 11,840", "ASX 200 Resources 5,912", "Copper US$9,840/t", "Gold US$2,710/oz"),
            chart_names=("FTSE 350 Mining", "FTSE All-Share"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English strategy notes


def strategy_notes() -> list[Note]:
    docs: list[Note] = []

    risks = ("Inflation re-accelerates in the US", "Earnings downgrades in Europe", "A disorderly yen carry unwind")
    docs.append(
        sector(
            "en_strat_global_asset_allocation_overweight_words_index_targets",
            "Global asset allocation: no rating and no calls; a table of asset classes with `Overweight` / "
            "`Neutral` / `Underweight` words and weights, end-2027 index targets (S&P 500 7,400, Stoxx 600 560), a "
            "bond yield forecast; risks as bullets under `Risks to our allocation`",
            MERIDALE,
            "Strategy",
            "Global Asset Allocation",
            "5 December 2026",
            "Global Allocation 2027: Stay long equities, shorten duration",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "We expect global earnings to grow 9% in 2027. Our end-2027 targets are 7,400 for the S&P 500 "
                    "and 560 for the Stoxx 600; we see the US 10-year yield at 4.25%."
                ),
                table(
                    "Figure 1: Our allocation",
                    ("Asset class", "View", "Benchmark", "Our weight", "Change"),
                    [
                        ("Global equities", "Overweight", "55%", "60%", "+2pp"),
                        ("Government bonds", "Underweight", "30%", "24%", "-2pp"),
                        ("Credit", "Neutral", "10%", "10%", "0pp"),
                        ("Cash", "Underweight", "5%", "6%", "0pp"),
                    ],
                    "Source: Meridale Brooke strategy",
                    widths=(0.28, 0.18, 0.18, 0.18, 0.18),
                    left_aligned=2,
                ),
                heading("Risks to our allocation"),
                *bullets(risks),
                *disclosures(MERIDALE),
            ),
            chart_names=("MSCI ACWI", "Global Agg"),
            side="wide",
        )
    )

    risks = (
        "A faster rise in the Bank of Japan's policy rate would strengthen the yen and hurt exporters",
        "Governance reforms may lose momentum after the 2027 election",
    )
    docs.append(
        sector(
            "en_strat_japan_model_portfolio_weights_topix_target_no_ratings",
            "Japan strategy: no rating and no calls; a TOPIX target of 3,250 and Nikkei 44,000 in a strip, a model "
            "portfolio of eight stocks with weights and prices but no ratings or targets; risks as a paragraph of "
            "sentences under `Risks`",
            TIDEWATER,
            "Strategy",
            "Japan Equity Strategy",
            "4 December 2026",
            "Japan Strategy: Buy-backs and wages",
            rating=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "Buy-backs reached ¥21trn in 2026 and real wages are rising. We raise our end-2027 TOPIX target "
                    "to 3,250 from 3,050."
                ),
                table(
                    "Figure 4: Model portfolio",
                    ("Stock", "Code", "Sector", "Price (¥)", "Weight"),
                    [
                        ("Kirishima Robotics", "6268 JP", "Machinery", "4,510", "15%"),
                        ("Shimanto Trading", "8015 JP", "Trading", "3,204", "15%"),
                        ("Yamabuki Bank", "8416 JP", "Banks", "1,872", "15%"),
                        ("Aoba Pharma", "4577 JP", "Pharma", "6,930", "10%"),
                    ],
                    "Source: Tidewater Asia strategy",
                    widths=(0.3, 0.15, 0.2, 0.18, 0.17),
                    left_aligned=3,
                ),
                heading("Risks"),
                para(sentences(risks)),
                *disclosures(TIDEWATER),
            ),
            strip=(("TOPIX target", "Nikkei target", "Horizon"), ("3,250", "44,000", "end-2027")),
            chart_names=("TOPIX", "MSCI World"),
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
        "下游新能源汽车销量增速放缓，动力电池厂商扩产节奏放慢，公司设备订单确认可能低于我们的预期",
        "固态电池技术路线尚未定型，公司新设备的验证与导入进度存在不确定性",
        "行业价格竞争加剧导致毛利率下滑",
    )
    call = Call("300916.SZ", "先导智联", "强烈推荐", None)
    docs.append(
        company(
            "zh_co_sidebar_strongly_recommend_no_target_circled_items_across_page",
            "公司研究, right sidebar `强烈推荐（维持）` on a line of its own under `投资评级` and no target price; 风险提示 as "
            "`①` items whose first item wraps and whose last item runs onto the next page",
            CHENGJIANG,
            "公司研究",
            "先导智联（300916.SZ）",
            "2026年12月5日",
            "先导智联：固态电池设备先发，订单拐点已现",
            call,
            risks=risks,
            blocks=(
                heading("投资要点"),
                para("公司前三季度新签订单同比增长58%，其中海外订单占比提升至44%，固态电池整线设备实现首台交付。"),
                para("我们预计公司2026-2028年归母净利润分别为15.2、19.6、24.1亿元，维持“强烈推荐”评级。"),
                zh_forecast("先导智联", CHENGJIANG),
                heading("风险提示"),
                *[para(r + "；", lead=m, gap=3.0) for m, r in zip("①②", risks[:2], strict=True)],
                PAGE,
                para(risks[2] + "。", lead="③", gap=3.0),
                *zh_disclosures(CHENGJIANG),
            ),
            key_lines=("投资评级", "强烈推荐（维持）", "当前股价：42.36元", "总股本：15.7亿股", "流通市值：512亿元"),
            chart_names=("先导智联", "创业板指"),
            language="zh",
        )
    )

    risks = ("新店爬坡不及预期", "核心区域竞争加剧", "会员续费率下降")
    explanations = (
        "公司2026年新开门店数量创历史新高，若新店客流爬坡慢于预期，将拖累整体利润率。",
        "华东地区仓储会员店密度提升，价格竞争可能加剧。",
        "若付费会员续费率低于80%，会员费收入增长将放缓。",
    )
    call = Call("603708.SH", "佳禾优选", "买入", "68.00元")
    docs.append(
        company(
            "zh_co_left_sidebar_rating_maintain_one_line_target_price_risk_factors_heading_chinese_numerals",
            "公司点评, left sidebar whose rating is one spaced line `投资评级 买入 维持` and target `目标价格 68.00元`; the "
            "risk section headed `风险因素` with `一、标题：说明` items (the title the item)",
            HENGYUAN,
            "公司点评",
            "佳禾优选（603708.SH）",
            "2026年12月3日",
            "佳禾优选点评：会员店放量，同店增速回升",
            call,
            risks=risks,
            blocks=(
                heading("事件"),
                para("公司发布11月经营数据，同店销售同比增长6.4%，付费会员数突破420万。"),
                heading("点评"),
                para("会员店单店收入持续提升，我们维持盈利预测，维持“买入”评级，目标价格68.00元。"),
                zh_forecast("佳禾优选", HENGYUAN),
                heading("风险因素"),
                *[
                    para(text, lead=f"{n}、{title}：", gap=3.0)
                    for n, (title, text) in zip("一二三", zip(risks, explanations, strict=True), strict=True)
                ],
                *zh_disclosures(HENGYUAN),
            ),
            key_lines=("投资评级 买入 维持", "目标价格 68.00元", "收盘价 55.72元", "商贸零售"),
            chart_names=("佳禾优选", "沪深300"),
            side="left",
            language="zh",
        )
    )

    risks = ("原材料价格波动风险", "下游需求不及预期风险", "产能投放进度不及预期风险", "汇率波动风险")
    call = Call("002812.SZ", "恒泰新材", "增持", "26.50元")
    docs.append(
        company(
            "zh_co_strip_rating_target_price_enumeration_comma_risk_paragraph_last_page",
            "公司研究, no sidebar: a strip under the title `评级 | 目标价 | 现价 | 上次评级` holding `增持` and `26.50元`; "
            "风险提示 as one paragraph whose items are separated by `、`, on the last page of the body before the "
            "disclosures",
            HENGYUAN,
            "公司研究",
            "恒泰新材（002812.SZ）",
            "2026年12月2日",
            "恒泰新材：隔膜量利触底，海外产能放量在即",
            call,
            risks=risks,
            blocks=(
                heading("一、隔膜价格企稳"),
                para("湿法隔膜价格三季度环比持平，行业开工率回升至72%，公司匈牙利基地完成客户认证。"),
                para("我们预计公司2027年归母净利润9.8亿元，首次覆盖给予“增持”评级。"),
                zh_forecast("恒泰新材", HENGYUAN),
                PAGE,
                heading("二、盈利预测与估值"),
                para("参考可比公司估值，给予公司2027年22倍PE，对应目标价26.50元。"),
                heading("风险提示"),
                para("、".join(risks) + "。"),
                *zh_disclosures(HENGYUAN),
            ),
            strip=(("评级", "目标价", "现价", "上次评级"), ("增持", "26.50元", "21.84元", "首次覆盖")),
            chart_names=("恒泰新材", "深证成指"),
            side="strip",
            language="zh",
        )
    )
    return docs


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("688012.SH", "中芯微装", "推荐", "186.00"),
        Call("002371.SZ", "北辰华创", "推荐", "412.00"),
        Call("688072.SH", "拓晶科技", "谨慎推荐", "158.00"),
        Call("688120.SH", "华清精密", "谨慎推荐", "96.50"),
    )
    risks = (
        "下游晶圆厂资本开支不及预期，国内扩产节奏放缓，设备订单确认延后",
        "海外出口管制进一步升级，核心零部件供应受限",
        "国产设备验证进度慢于预期，新产品放量节奏推迟",
    )
    docs.append(
        zh_sector(
            "zh_ind_tight_key_company_table_recommend_cautious_paren_items_across_pages",
            "行业研究, right sidebar `行业评级` / `推荐（维持）`; a tight 重点公司 table with no rules and small leading, "
            "ratings 推荐 / 谨慎推荐 with the previous rating in grey under each and bare targets; 风险提示 as `(1)` "
            "items that wrap, the last on the next page",
            CHENGJIANG,
            "行业研究",
            "半导体设备行业",
            "2026年12月5日",
            "半导体设备行业：国产化率加速提升，订单能见度延长",
            rating="推荐",
            risks=risks,
            calls=calls,
            blocks=(
                para("2026年国内晶圆厂设备招标量同比增长23%，国产设备中标占比提升至38%。我们维持行业“推荐”评级。"),
                heading("一、国产替代进入深水区"),
                para("刻蚀、薄膜沉积设备国产化率已超过30%，量测、涂胶显影设备仍低于15%，提升空间较大。"),
                tight(
                    "表2：重点公司盈利预测与评级",
                    ("代码", "公司", "评级", "目标价（元）", "收盘价（元）", "PE 2027E"),
                    [
                        (c.code, c.name, f"{c.rating}\n{prev}", c.target or "", p, pe)
                        for c, (prev, p, pe) in priced(
                            calls,
                            [
                                ("上次：推荐", "152.40", "41.2"),
                                ("上次：推荐", "351.00", "33.6"),
                                ("上次：推荐", "131.80", "48.5"),
                                ("首次", "82.16", "39.7"),
                            ],
                        )
                    ],
                    "资料来源：Wind，澄江证券研究所",
                    widths=(0.17, 0.16, 0.15, 0.18, 0.18, 0.16),
                    left_aligned=3,
                ),
                heading("风险提示"),
                *[para(r + "；", lead=f"({n})", gap=3.0) for n, r in enumerate(risks[:2], 1)],
                PAGE,
                para(risks[2] + "。", lead="(3)", gap=3.0),
                *zh_disclosures(CHENGJIANG),
            ),
            key_lines=("行业评级", "推荐（维持）", "半导体设备", "近12个月：+28.4%"),
            chart_names=("半导体设备", "沪深300"),
        )
    )

    calls = (
        Call("603288.SH", "海川味业", "买入", "52.00"),
        Call("002507.SZ", "鲜谷食品", "增持", "18.60"),
        Call("600872.SH", "中炬调味", "增持", "31.40"),
    )
    risks = ("宏观经济下行、居民消费意愿不足", "原材料价格上涨", "渠道库存去化不及预期、行业竞争加剧", "食品安全风险")
    docs.append(
        zh_sector(
            "zh_ind_weekly_recommended_stocks_table_unrated_row_semicolon_items_holding_enumeration_comma",
            "行业周报, strip `行业评级 | 增持 | 维持`; a 推荐标的 table `代码 | 名称 | 评级 | 目标价 | 推荐理由` with a 未评级 row; "
            "风险提示 as one paragraph of `；` items some of which hold `、` lists (kept whole)",
            HENGYUAN,
            "行业周报",
            "调味品行业",
            "2026年12月1日",
            "调味品行业周报：旺季动销平稳，成本红利延续",
            rating="增持",
            risks=risks,
            calls=calls,
            blocks=(
                para("本周调味品板块上涨2.1%，跑赢沪深300指数1.3个百分点；大豆、白糖价格同比下降，成本红利延续。"),
                heading("推荐标的"),
                table(
                    "表1：本周推荐标的",
                    ("代码", "名称", "评级", "目标价", "推荐理由"),
                    [
                        ("603288.SH", "海川味业", "买入", "52.00", "渠道改革见效"),
                        ("002507.SZ", "鲜谷食品", "增持", "18.60", "餐饮复苏"),
                        ("600872.SH", "中炬调味", "增持", "31.40", "治理改善"),
                        ("603027.SH", "千和酿造", "未评级", "-", "零添加龙头"),
                    ],
                    "资料来源：Wind，衡远证券研究所",
                    widths=(0.18, 0.18, 0.14, 0.14, 0.36),
                    left_aligned=3,
                ),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                *zh_disclosures(HENGYUAN),
            ),
            strip=(("行业评级", "评级变动", "报告日期"), ("增持", "维持", "2026-12-01")),
            chart_names=("调味品", "沪深300"),
            side="strip",
        )
    )

    calls = (
        Call("300760.SZ", "迈瑞康达", "买入", None),
        Call("688271.SH", "联影精科", "买入", None),
        Call("300003.SZ", "乐普心泰", "增持", None),
    )
    risks = ("集采降价幅度超预期", "医院设备招标节奏放缓", "海外市场拓展不及预期")
    explanations = (
        "若高值耗材和设备集采降价幅度超出预期，将压缩相关公司利润空间。",
        "医疗反腐及财政压力可能导致医院采购节奏放缓。",
        "欧美市场注册、渠道建设进度存在不确定性。",
    )
    docs.append(
        zh_sector(
            "zh_ind_comment_calls_as_name_code_rating_tags_risk_factors_chinese_numerals_last_page",
            "行业点评, left sidebar with index data; the view only in prose (`维持行业“中性”评级`); the calls only as "
            "tags in a 投资建议 paragraph `迈瑞康达（300760.SZ，买入）` with no targets, beside a 关注 name with no "
            "rating; 风险因素 on the last page before the disclosures as `一、标题：说明` items (the title the item)",
            CHENGJIANG,
            "行业点评",
            "医疗器械行业",
            "2026年12月4日",
            "医疗器械行业点评：招标数据回暖，设备更新政策落地",
            rating="中性",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "11月国内医疗设备招标金额同比增长31%，设备更新专项资金陆续到位。考虑到集采压力仍在，我们维持行业“中性”评级。"
                ),
                heading("投资建议"),
                para(
                    "推荐标的：迈瑞康达（300760.SZ，买入）、联影精科（688271.SH，买入）、乐普心泰（300003.SZ，增持）；"
                    "建议关注鱼跃安康（002223.SZ）。"
                ),
                table(
                    "表1：医疗设备招标金额（亿元）",
                    ("月份", "2025年", "2026年", "同比"),
                    [
                        ("9月", "98.2", "121.6", "23.8%"),
                        ("10月", "86.4", "110.3", "27.7%"),
                        ("11月", "92.1", "120.7", "31.1%"),
                    ],
                    "资料来源：众成数科，澄江证券研究所",
                    widths=(0.25, 0.25, 0.25, 0.25),
                ),
                PAGE,
                heading("风险因素"),
                *[
                    para(text, lead=f"{n}、{title}：", gap=3.0)
                    for n, (title, text) in zip("一二三", zip(risks, explanations, strict=True), strict=True)
                ],
                *zh_disclosures(CHENGJIANG),
            ),
            key_lines=("医疗器械指数", "8,412.6", "近一月：+4.6%", "近一年：-6.2%"),
            chart_names=("医疗器械", "沪深300"),
            side="left",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


SIXTEENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(SIXTEENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(SIXTEENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
