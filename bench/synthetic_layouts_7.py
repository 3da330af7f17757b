"""Synthetic layouts, set 7: once a held-out measure, now development data, weighted to English sector notes.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, docs/accuracy.md, bench/results/, the real-PDF labels, any PDF or text of ../shared or any
other worktree, and read of the earlier synthetic sets only set 1's framework, the rendering code, building
blocks and docstrings of sets 4-6 and set 6's test (to cover layouts they do not). It was written from general
sell-side conventions of global, Asian and Chinese houses, with invented houses, companies, tickers and figures,
and drawn with the samples' engine (sample_pdfs/render.py) through the building blocks of sets 1, 4, 5 and 6. The
one engine addition is a two-column list (`Upside risks` beside `Downside risks`, or one risk list split over two
columns). Labels hold by construction and follow bench/labels/README.md (rating and target as printed; the first
full risk section's items verbatim, a `title: explanation` item or a sub-headed paragraph being its title, upside
and downside lists under one heading both taken, a sector-wide list before per-company risks being the note's,
per-company `Risks to our rating and price target` paragraphs alone giving none; one call for a company note; a
sector note's calls from its rated tables, per-company headings, rating-change lines or a top-picks box; an
industry report's rating only the sector's own view, its target null); the self-check fails loudly when a label
is not on the text layer.

Composition (30): 7 English company notes (`Rating: Overweight` / `Price target (Dec-27)`, `Stock Rating` with
`Industry View` beside it, `Price objective` with a `Price objective basis & risk` section whose risks run inline
as `1) ...; 2) ...`, a previous target in brackets, `Valuation and risks` closing with `Key risks:` bullets, a risk
list broken by a page break, sub-headed risk paragraphs, upside and downside risks in two columns, risks in a
framed box), 13 English sector notes (ten-column tables with Price, PT, Upside, P/E FY1 / FY2, EV/EBITDA and
Div yield on full-width covers, ratings spelt out, in capitals or abbreviated with the key in the source line, a
`Rating / PT` column holding both, the rating column last, a ticker-first table, a conviction column beside the
rating, not-rated rows, the rated table on page 2 or continued onto page 3, two rated tables on different pages,
a rating-change summary with the old rating and PT before the new, a `Rating changes` list of one-line calls,
per-company pages headed `Company (TICKER): Buy, PT ...` with `Risks to our rating and price target` or
`Valuation and risks` under each; the sector's view as `Industry view:`, `Sector rating:`, `Sector view:` with a
`(maintained)` tag, a sidebar line or absent; risks as numbered lists that wrap, roman numerals, sub-headed
paragraphs, two columns, a framed box, dashes, `;`-separated in one paragraph, upside and downside headings, a
list after a page break), 2 English strategy / economics notes (no rating; sector over/underweights and a
forecast table as distractors), 8 Chinese reports (4 公司研究 incl. a 港股 note: spaced sidebar labels, a 投资评级
box in the body, `6个月目标价`, `目标价格`, `合理价值`, 港元 target; 风险提示 after the 盈利预测表 as untitled `1）` lines,
as one `；`-separated paragraph, only in the sidebar with `①②③`, as wrapped `①` items; 4 行业研究 / 行业点评 / 行业深度
with 看好, 推荐, 同步大市 and 中性 views, 重点公司盈利预测与评级 tables with 港元 and 美元 targets, a table continued on a
second page, a table with ratings and no targets). Distractors: disclosures pages with rating legends and
distributions, previous ratings and targets beside the new, not-rated rows, sector weights in a strategy note,
running headers and footers.

    .venv/bin/python bench/synthetic_layouts_7.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_7.py --score      # the rules backend on them [--misses]

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_7.py --score`, without `--misses`, on
branch heldout7 = main 1844bff plus only this file, its test and its Makefile line (commit e5cf032), 2026-12-05;
format pdf throughout; risk F1 loose equal to risk F1 on every row; 9.7s for the 30 notes; en industry = 13 sector
+ 2 strategy/economics notes, zh industry = 4 行业研究 / 行业点评 / 行业深度):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   7       5/7 (71.4%)    5/7 (71.4%)    4/7 (57.1%)    0.698    100.0% / 57.1% (4/4/7)
    en   industry  15      15/15 (100.0%) 13/15 (86.7%)  15/15 (100.0%) 0.889    100.0% / 71.9% (41/41/57)
    en   all       22      20/22 (90.9%)  18/22 (81.8%)  19/22 (86.4%)  0.823    100.0% / 70.3% (45/45/64)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.609    100.0% / 100.0% (4/4/4)
    zh   industry  4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.769    100.0% / 88.2% (15/15/17)
    zh   all       8       8/8 (100.0%)   8/8 (100.0%)   8/8 (100.0%)   0.694    100.0% / 90.5% (19/19/21)
    all  all       30      28/30 (93.3%)  26/30 (86.7%)  27/30 (90.0%)  0.786    100.0% / 75.3% (64/64/85)

    company notes' own call: matched 8 / extracted 8 / labelled 11
    sector notes' calls: matched 56 / extracted 56 / labelled 74
    call targets right of matched calls with a labelled target: en company 4/4, en industry 41/41,
    zh company 4/4, zh industry 11/11

No document or label was changed after this run. Held out through session 15 (final figures there: doc_type 28,
rating 26, target 27 of 30, risk F1 0.793, calls 100% / 75.3%); development data from session 16 on, when a fresh
held-out set (synthetic_layouts_8) took its place.
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
from bench.synthetic_layouts_6 import XILING, SixthLayout, en_note, rows_of  # noqa: E402

SET_NAME = "synthetic_layouts_7"


@dataclass(frozen=True)
class TwoColumns(R.Para):  # type: ignore[misc,name-defined]
    """Two lists side by side under their own bold heads (`Upside risks` | `Downside risks`)."""

    heads: tuple[str, str] = ("", "")
    columns: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())


@dataclass
class SeventhLayout(SixthLayout):
    """Set 6's layout plus two-column lists."""

    def paragraph(self, para: Any) -> None:
        if not isinstance(para, TwoColumns):
            super().paragraph(para)
            return
        rows = max(len(column) for column in para.columns) + (1 if any(para.heads) else 0)
        self.ensure(14.0 * rows + 10)
        middle = (self.left + self.right) / 2
        for x, head, items in zip((self.left, middle + 6), para.heads, para.columns, strict=True):
            y = self.y + 10
            if head:
                self.put(x, y, head, 9.5, "body", R.BLACK, True)
                y += 14
            for item in items:
                if R.text_width(item, 9.5) > middle - self.left - 10:
                    raise ValueError(f"{self.report.file}: column item {item!r} is wider than its column")
                self.put(x, y, item, 9.5, "body", R.BLACK, False)
                y += 14
        self.y += 14.0 * rows + para.gap


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    report = dataclasses.replace(
        base,
        sidebar=dataclasses.replace(
            base.sidebar,
            analysts=("罗一帆 S1880524060003", "梁静 S1880522110001") if chinese else ("Ines Calder", "Wei Jie Tan"),
        ),
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_7.py",
            "creationDate": "D:20261203080000+00'00'",
            "modDate": "D:20261203080000+00'00'",
        },
    )
    corner = doc.side == "corner"
    layout = SeventhLayout(report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def two_columns(heads: tuple[str, str], left: tuple[str, ...], right: tuple[str, ...]) -> Any:
    return TwoColumns(
        "", heads=heads, columns=(tuple(f"\u2022 {i}" for i in left), tuple(f"\u2022 {i}" for i in right)), gap=8.0
    )


def sector(name: str, exercises: str, house: House, kind: str, stock: str, date: str, title: str, **kw: Any) -> Note:
    return en_note(name, exercises, house, kind, stock, date, title, doc_type="industry", target=None, **kw)


def zh_note(name: str, exercises: str, house: House, kind: str, stock: str, date: str, title: str, **kw: Any) -> Note:
    return en_note(name, exercises, house, kind, stock, date, title, language="zh", **kw)


# ----------------------------------------------------------------------------- the houses

GRANTHAM = House(
    "Grantham Pierce",
    "Grantham Pierce Securities (Asia Pacific) Limited",
    (0.1, 0.25, 0.45),
    (
        "Overweight: we expect the stock to outperform the average total return of the analyst's coverage universe.",
        "Neutral: we expect the stock to perform in line with the coverage universe.",
        "Underweight: we expect the stock to underperform the coverage universe.",
        "Industry view: Attractive, In-Line or Cautious relative to the relevant broad market benchmark.",
    ),
    (("Overweight", "52", "21"), ("Neutral", "37", "15"), ("Underweight", "11", "4")),
)
HALLORAN = House(
    "Halloran Kite Research",
    "Halloran Kite Research (Hong Kong) Limited",
    (0.6, 0.1, 0.1),
    (
        "BUY: total return expected to exceed 15% over 12 months.",
        "HOLD: total return expected between -5% and 15%.",
        "SELL: total return expected below -5%.",
        "NR: not rated. CL: on the firm's conviction list.",
    ),
    (("BUY", "57", "18"), ("HOLD", "34", "9"), ("SELL", "9", "1")),
)
BRISBANE = House(
    "Torrens Bay Capital",
    "Torrens Bay Capital Markets Limited",
    (0.0, 0.45, 0.3),
    (
        "Outperform: return expected to exceed the benchmark by more than 5% over 12 months.",
        "Neutral: return expected within 5% of the benchmark.",
        "Underperform: return expected to trail the benchmark by more than 5%.",
    ),
    (("Outperform", "49", "17"), ("Neutral", "40", "12"), ("Underperform", "11", "2")),
)
OKUMURA = House(
    "Okumura Hayes Securities",
    "Okumura Hayes Securities Co., Ltd.",
    (0.45, 0.0, 0.35),
    (
        "Buy: expected to outperform TOPIX or the local benchmark by 15% or more over 12 months.",
        "Neutral: expected to perform within 15% of the benchmark.",
        "Reduce: expected to underperform the benchmark by 15% or more.",
        "Sector: Bullish, Neutral or Bearish on the sector's 12-month outlook.",
    ),
    (("Buy", "55", "12"), ("Neutral", "38", "8"), ("Reduce", "7", "1")),
)
CARRICK = House(
    "Carrick Stone & Partners",
    "Carrick Stone & Partners LLC",
    (0.25, 0.45, 0.2),
    (
        "Buy: stocks expected to deliver a total return of at least 10% over 12 months.",
        "Neutral: stocks expected to deliver a total return of between -10% and 10%.",
        "Underperform: stocks expected to deliver a negative total return of more than 10%.",
        "Price objective: our 12-month price objective is based on the valuation basis described in the report.",
    ),
    (("Buy", "56", "22"), ("Neutral", "31", "13"), ("Underperform", "13", "3")),
)
VELDHUIS = House(
    "Veldhuis Marr",
    "Veldhuis Marr Securities Pte. Ltd.",
    (0.5, 0.35, 0.0),
    (
        "Add: expected total return above 10% over the next 12 months.",
        "Hold: expected total return between 0% and 10%.",
        "Reduce: expected total return below 0%.",
        "Sector ratings: Overweight, Neutral or Underweight against the MSCI AC Asia ex Japan.",
    ),
    (("Add", "60", "15"), ("Hold", "31", "8"), ("Reduce", "9", "1")),
)
YUEHAI = House(
    "岳海证券",
    "岳海证券股份有限公司",
    (0.7, 0.15, 0.15),
    (
        "股票评级：买入：预期未来6个月内股价相对沪深300指数涨幅超过15%；增持：相对涨幅介于5%与15%之间；",
        "持有：相对涨幅介于-5%与5%之间；减持：相对跌幅超过5%。",
        "行业评级：看好：预期未来6个月内行业指数优于沪深300指数；中性：与沪深300指数持平；看淡：弱于沪深300指数。",
    ),
    (("买入", "55", "8"), ("增持", "33", "6"), ("持有", "12", "2")),
)
QIANTANG = House(
    "钱塘证券",
    "钱塘证券股份有限公司",
    (0.1, 0.35, 0.6),
    (
        "股票投资评级：推荐：预期未来12个月内相对基准指数涨幅超过15%；谨慎推荐：介于5%与15%之间；中性：介于-5%与5%之间；回避：跌幅超过5%。",
        "行业投资评级：推荐：行业指数超越基准指数10%以上；中性：介于-10%与10%之间；回避：落后基准指数10%以上。",
        "强于大市、同步大市、弱于大市为本公司2024年以前使用的行业评级。",
    ),
    (("推荐", "47", "7"), ("谨慎推荐", "41", "6"), ("中性", "12", "1")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "A delay in the FDA approval of the subcutaneous formulation beyond the second half of 2027, which we "
        "assume adds US$410m of sales in 2028",
        "Faster biosimilar erosion of the legacy infusion franchise in Europe than the 12% a year we model",
        "A less favourable outcome of the Medicare price negotiation for its largest product",
    )
    call = Call("CVLX US", "Corvallix Therapeutics", "Overweight", "$142.00")
    docs.append(
        en_note(
            "en_co_overweight_dec_pt_numbered_wrapping",
            "Sidebar `Rating: Overweight` / `Price target (Dec-27): $142.00`; `Risks to our rating and price target` "
            "as numbered items each wrapping over two or three lines",
            GRANTHAM,
            "Company Update",
            "Corvallix Therapeutics (CVLX US)",
            "1 December 2026",
            "Corvallix Therapeutics: Phase 3 data de-risk the 2028 launch",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("Investment thesis"),
                para(
                    "The phase 3 trial of the subcutaneous formulation met both primary endpoints, with a 61% response "
                    "rate against 44% for the infusion. We raise our 2028E sales by 7% and our peak sales estimate for "
                    "the franchise to US$6.3bn."
                ),
                para(
                    "Our December 2027 price target of $142.00 is based on a DCF with a WACC of 8.5% and a terminal "
                    "growth rate of 2%, and implies 19x 2028E EPS."
                ),
                financials("Corvallix Therapeutics", "US$", GRANTHAM),
                heading("Risks to our rating and price target"),
                *numbered_lines(risks),
                *disclosures(GRANTHAM),
            ),
            key_lines=("Rating: Overweight", "Price target (Dec-27): $142.00", "Price (30 Nov): $118.25"),
            chart_names=("CVLX US", "S&P 500"),
        )
    )

    risks = (
        "Weaker Macau gaming revenue",
        "Delays at the Cotai expansion",
        "A slower recovery of VIP volumes",
        "Higher labour costs",
        "Tighter visa rules",
        "Licence renewal terms",
    )
    call = Call("1938 HK", "Lotus Harbour Resorts", "Equal-weight", "HK$38.50")
    docs.append(
        en_note(
            "en_co_stock_rating_industry_view_two_column_risks",
            "Strip `Stock Rating | Industry View | Price Target | Price`; `Risks to our view` as upside risks beside "
            "downside risks in two columns (both lists taken, left then right)",
            GRANTHAM,
            "Company Note",
            "Lotus Harbour Resorts (1938 HK)",
            "27 November 2026",
            "Lotus Harbour Resorts: Mass market steady, premium mass softer",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("Quarter review"),
                para(
                    "Third-quarter EBITDA of HK$2.1bn was 3% below consensus as premium-mass hold rates normalised. "
                    "Mass-market gross gaming revenue rose 11% year on year, ahead of the market's 8%."
                ),
                para(
                    "We keep our target at HK$38.50, based on 11x 2027E EV/EBITDA, and stay Equal-weight: the balance "
                    "sheet is sound, but the next leg of growth needs the Cotai expansion in 2028."
                ),
                heading("Risks to our view"),
                two_columns(("Upside risks", "Downside risks"), risks[:3], risks[3:]),
                PAGE,
                financials("Lotus Harbour Resorts", "HK$", GRANTHAM),
                *disclosures(GRANTHAM),
            ),
            strip=(
                ("Stock Rating", "Industry View", "Price Target", "Price (26 Nov)"),
                ("Equal-weight", "In-Line", "HK$38.50", "HK$35.10"),
            ),
            chart_names=("1938 HK", "Hang Seng"),
            side="strip",
        )
    )

    risks = (
        "weaker heavy-truck volumes in North America",
        "a slower ramp of the new Monterrey plant",
        "higher aluminium costs that cannot be passed through",
    )
    call = Call("AXLR US", "Axelrod Drivetrain", "Buy", "US$88")
    docs.append(
        en_note(
            "en_co_price_objective_basis_inline_risks",
            "Sidebar `Buy` / `Price objective: US$88`; the note's risks only in a closing `Price objective basis & "
            "risk` section, inline as `1) ...; 2) ...; 3) ...` after the valuation sentence",
            CARRICK,
            "Company Comment",
            "Axelrod Drivetrain (AXLR US)",
            "30 November 2026",
            "Axelrod Drivetrain: Electrified axles win a second OEM",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("A second OEM award"),
                para(
                    "Axelrod won the electrified axle programme of a second North American truck maker, worth about "
                    "US$650m of lifetime revenue from 2028. We raise 2028E EPS by 5% to US$6.10."
                ),
                financials("Axelrod Drivetrain", "US$", CARRICK),
                heading("Price objective basis & risk"),
                para(
                    "Our PO of US$88 is based on 14x 2027E EPS, in line with the stock's five-year average. Downside "
                    f"risks to our PO are: 1) {risks[0]}; 2) {risks[1]}; 3) {risks[2]}."
                ),
                *disclosures(CARRICK),
            ),
            key_lines=("Buy", "Price objective: US$88", "Price: US$71.40", "Upside: 23%"),
            chart_names=("AXLR US", "S&P 500"),
        )
    )

    risks = (
        "Lower nickel prices would cut our FY27 EBITDA by about 9% for every US$1,000/t",
        "Permitting of the Halmahera smelter expansion could be delayed",
        "A change to Indonesia's export royalty regime",
        "Power outages at the captive coal plant",
    )
    call = Call("TRNI IJ", "Teranusa Nickel", "Add", "Rp1,450")
    docs.append(
        en_note(
            "en_co_previous_target_risks_across_page_break",
            "Left sidebar `Add (unchanged)` / `Target price (previous)` / `Rp1,450 (Rp1,320)`; `Key risks` bullets "
            "that start at the foot of page 1 and continue on page 2",
            VELDHUIS,
            "Company Update",
            "Teranusa Nickel (TRNI IJ)",
            "26 November 2026",
            "Teranusa Nickel: Smelter ramp ahead of plan; target raised",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("Ahead of plan"),
                para(
                    "Nickel pig iron output rose 14% quarter on quarter to 31kt as the fourth line of the Halmahera "
                    "smelter reached nameplate two months early. Cash costs fell to US$9,850/t."
                ),
                para(
                    "We raise FY27E EBITDA by 8% and our target price to Rp1,450 from Rp1,320 (5.5x FY27E EV/EBITDA). "
                    "The stock yields 6% on our dividend forecast, and we keep Add."
                ),
                financials("Teranusa Nickel", "US$", VELDHUIS),
                heading("Key risks"),
                *bullets(risks[:2]),
                PAGE,
                *bullets(risks[2:]),
                heading("Catalysts"),
                *bullets(("Fourth-quarter output in January", "The final dividend in March")),
                *disclosures(VELDHUIS),
            ),
            key_lines=("Add (unchanged)", "Target price (previous)", "Rp1,450 (Rp1,320)", "Price: Rp1,180"),
            chart_names=("TRNI IJ", "JCI"),
            side="left",
        )
    )

    risks = ("Yen appreciation", "Slower China demand", "Competition in mid-range cameras")
    explanations = (
        "About 70% of sales are overseas, and each 1 yen move against the US dollar changes our operating profit "
        "forecast by roughly 0.8%.",
        "China accounts for 22% of sales, and demand for interchangeable-lens cameras has weakened since the summer.",
        "Two competitors launched mid-range full-frame bodies in October at prices 10% below Tamaki's.",
    )
    call = Call("7771 JP", "Tamaki Optics", "Buy", "¥5,600")
    docs.append(
        en_note(
            "en_co_subheaded_risk_paragraphs",
            "Top-right box `Rating` / `Buy` / `Target price` / `¥5,600`; `Investment risks` as sub-headed paragraphs "
            "(the items are the sub-headings)",
            OKUMURA,
            "Company Report",
            "Tamaki Optics (7771 JP)",
            "25 November 2026",
            "Tamaki Optics: Mirrorless mix carries margins higher",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("Mix drives margins"),
                para(
                    "High-end mirrorless bodies reached 46% of camera sales in 1H FY3/27, and the operating margin rose "
                    "to 13.4%. We lift FY3/28E operating profit by 6% and our target to ¥5,600 (17x FY3/28E P/E)."
                ),
                PAGE,
                financials("Tamaki Optics", "¥", OKUMURA),
                heading("Investment risks"),
                *[
                    block
                    for title, text in zip(risks, explanations, strict=True)
                    for block in (para("", lead=title, gap=1.0), para(text, gap=5.0))
                ],
                *disclosures(OKUMURA),
            ),
            key_lines=("Rating", "Buy", "Target price", "¥5,600", "Price (22 Nov)", "¥4,735"),
            chart_names=("7771 JP", "TOPIX"),
            side="corner",
        )
    )

    risks = (
        "Slower store openings in tier-3 cities",
        "Coffee bean cost inflation",
        "A price war with delivery platforms",
    )
    call = Call("MRLN US", "Marlin Coffee Holdings", "Neutral", "US$24.00")
    docs.append(
        en_note(
            "en_co_valuation_and_risks_key_risks_bullets",
            "Sidebar `Neutral` / `12m PT US$24.00`; the note closes with `Valuation and risks`: a valuation paragraph "
            "then `Key risks:` bullets",
            BRISBANE,
            "Company Update",
            "Marlin Coffee Holdings (MRLN US)",
            "24 November 2026",
            "Marlin Coffee Holdings: Same-store sales turn, margins still thin",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("Same-store sales turn positive"),
                para(
                    "Same-store sales rose 1.2% in the third quarter, the first increase in five quarters, helped by "
                    "seasonal drinks. Store-level margins fell 90bp on higher rent and wages."
                ),
                financials("Marlin Coffee Holdings", "Rmb", BRISBANE),
                heading("Valuation and risks"),
                para(
                    "Our 12-month price target of US$24.00 is based on 18x 2027E P/E, a 10% discount to China consumer "
                    "peers to reflect thinner margins."
                ),
                para("", lead="Key risks:", gap=2.0),
                *bullets(risks),
                *disclosures(BRISBANE),
            ),
            key_lines=("Neutral", "12m PT US$24.00", "Price: US$21.65", "Upside: 11%"),
            chart_names=("MRLN US", "NASDAQ Golden Dragon"),
        )
    )

    risks = (
        "Slower fibre roll-out in rural areas",
        "Spectrum auction costs",
        "Regulated tariff cuts",
    )
    call = Call("PHTL PM", "Pacifica Telecom", "Hold", "P1,620")
    docs.append(
        en_note(
            "en_co_risks_in_a_framed_box",
            "Strip with `Hold` / `TP P1,620`; the risks only in a framed `Key risks` box after the financial table",
            HALLORAN,
            "Results Note",
            "Pacifica Telecom (PHTL PM)",
            "20 November 2026",
            "Pacifica Telecom: Data growth offsets voice decline; Hold",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("Results"),
                para(
                    "Service revenue rose 3.1% year on year in the third quarter, with mobile data up 9% and voice "
                    "down 12%. EBITDA margin held at 51%. Capex guidance for 2026 is unchanged at P78bn."
                ),
                financials("Pacifica Telecom", "P", HALLORAN),
                box("Key risks", *(f"\u2022 {r}" for r in risks)),
                *disclosures(HALLORAN),
            ),
            strip=(("Rating", "TP", "Price", "Dividend yield"), ("Hold", "P1,620", "P1,540", "6.4%")),
            chart_names=("PHTL PM", "PSEi"),
            side="strip",
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("2381 TT", "Kaohsiung Servers", "Overweight", "NT$1,150"),
        Call("3044 TT", "Tamsui Thermal", "Overweight", "NT$820"),
        Call("2457 TT", "Hsinchu Power", "Neutral", "NT$268"),
        Call("6691 TT", "Taoyuan Chassis", "Neutral", "NT$145"),
        Call("2399 TT", "Keelung Boards", "Underweight", "NT$61"),
    )
    risks = (
        "Hyperscaler capex could be cut if AI monetisation disappoints",
        "Liquid cooling adoption may slip to 2028",
        "US tariffs on servers assembled in Mexico",
    )
    docs.append(
        sector(
            "en_sec_ten_columns_full_width_industry_view",
            "Full-width cover with a strip `Industry view | Attractive`; a ten-column table `Company | Ticker | "
            "Rating | Price | PT | Upside | P/E FY1 | P/E FY2 | EV/EBITDA | Div yld` with ratings spelt out and "
            "targets with NT$ in the cells; `Risks` bullets",
            GRANTHAM,
            "Industry Report",
            "Taiwan AI Server Supply Chain",
            "2 December 2026",
            "Taiwan AI Server Supply Chain: Rack-level integration widens the moat",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Rack-level shipments of AI servers should double in 2027, and the integrators that own liquid "
                    "cooling and power design will take more of the value. We prefer Kaohsiung Servers and Tamsui "
                    "Thermal; Keelung Boards faces share loss in low-end boards."
                ),
                table(
                    "Exhibit 1: Coverage valuation summary (prices as of 28 November 2026)",
                    (
                        "Company",
                        "Ticker",
                        "Rating",
                        "Price",
                        "PT",
                        "Upside",
                        "P/E FY1",
                        "P/E FY2",
                        "EV/EBITDA",
                        "Div yld",
                    ),
                    rows_of(
                        calls,
                        [
                            ("NT$905", "27%", "24.1", "19.0", "15.2", "2.1%"),
                            ("NT$655", "25%", "28.3", "22.4", "17.9", "1.6%"),
                            ("NT$251", "7%", "16.0", "14.2", "9.8", "3.9%"),
                            ("NT$139", "4%", "12.7", "11.5", "7.1", "4.6%"),
                            ("NT$72", "-15%", "18.9", "17.6", "8.4", "3.0%"),
                        ],
                        "ncrxtxxxxx",
                    ),
                    "Source: company data, Grantham Pierce estimates",
                    widths=(0.17, 0.08, 0.11, 0.08, 0.08, 0.08, 0.09, 0.09, 0.12, 0.1),
                    left_aligned=3,
                ),
                heading("Risks"),
                *bullets(risks),
                *disclosures(GRANTHAM),
            ),
            strip=(("Industry view", "Coverage", "Report type"), ("Attractive", "5 stocks", "Industry Report")),
            chart_names=("TAIEX IT", "TAIEX"),
            side="strip",
        )
    )

    calls = (
        Call("1169 HK", "Lingnan Gas", "BUY", "52.00"),
        Call("2688 HK", "Xinhe Energy", "BUY", "71.50"),
        Call("0384 HK", "Pearl River Utilities", "HOLD", "9.20"),
        Call("1083 HK", "Kowloon City Gas", "SELL", "3.10"),
    )
    risks = (
        "Slower industrial gas demand if export manufacturing in the Pearl River Delta weakens further in the "
        "first half of 2027",
        "Delays to city-gate price pass-through, which would squeeze unit margins as they did in 2022 and 2023",
        "Lower connection fees as new housing starts keep falling",
    )
    docs.append(
        sector(
            "en_sec_caps_ratings_table_on_page_two_no_view",
            "No sector view; page 1 the thesis, page 2 the rated table with BUY / HOLD / SELL in capitals, an NR row "
            "and targets as bare numbers under `TP (HK$)`; `Key risks` numbered items wrapping over two lines",
            HALLORAN,
            "Sector Update",
            "China Gas Utilities",
            "29 November 2026",
            "China Gas Utilities: Volumes recover, pass-through the swing factor",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                heading("Volumes recover"),
                para(
                    "Retail gas volumes of the four city-gas distributors we cover rose 7% year on year in the third "
                    "quarter, and the dollar margin recovered to Rmb0.52/m3 as more cities passed through the "
                    "higher city-gate price."
                ),
                heading("Key risks"),
                *numbered_lines(risks),
                PAGE,
                heading("Valuation"),
                table(
                    "Figure 4: Ratings and target prices",
                    ("Company", "Code", "Rating", "Price (HK$)", "TP (HK$)", "Upside"),
                    [
                        *rows_of(
                            calls, [("43.60", "19%"), ("58.25", "23%"), ("8.88", "4%"), ("3.74", "-17%")], "ncrxtx"
                        ),
                        ("Pearl Delta Water", "2283 HK", "NR", "4.12", "", ""),
                    ],
                    "Source: Halloran Kite Research; NR = not rated",
                    widths=(0.3, 0.13, 0.12, 0.16, 0.15, 0.14),
                    left_aligned=3,
                ),
                *disclosures(HALLORAN),
            ),
            key_lines=("China Gas Utilities", "Sector Update", "Utilities"),
            chart_names=("HSCI Utilities", "Hang Seng"),
        )
    )

    calls = (
        Call("9021 JP", "Hokuriku Railway", "Buy", "4,850"),
        Call("9045 JP", "Setouchi Rail", "Buy", "2,310"),
        Call("9008 JP", "Musashi Line", "Neutral", "1,620"),
        Call("9044 JP", "Kansai Urban Rail", "Neutral", "3,040"),
        Call("9031 JP", "Chikuzen Transit", "Neutral", "1,275"),
        Call("9006 JP", "Sagami Coastal", "Reduce", "980"),
        Call("9048 JP", "Owari Railway", "Reduce", "2,140"),
    )
    risks = ("Inbound tourism", "Real estate", "Fare revisions")
    explanations = (
        "Inbound visitors drive about 15% of long-distance ticket revenue; a stronger yen or a health scare would "
        "hit it first.",
        "Property development now contributes a third of operating profit, and office vacancies in Osaka are rising.",
        "Approval of the 2027 fare increase may come later than the April start that we assume.",
    )
    rows = rows_of(
        calls,
        [
            ("3,965", "22%", "18.4", "16.9"),
            ("1,940", "19%", "17.2", "15.8"),
            ("1,545", "5%", "15.1", "14.6"),
            ("2,930", "4%", "16.3", "15.5"),
            ("1,230", "4%", "13.8", "13.1"),
            ("1,120", "-13%", "21.5", "20.7"),
            ("2,405", "-11%", "19.9", "19.2"),
        ],
        "ncrxtxxx",
    )
    header = ("Company", "Code", "Rating", "Price (¥)", "TP (¥)", "Upside", "P/E FY3/27E", "P/E FY3/28E")
    widths = (0.2, 0.1, 0.11, 0.11, 0.11, 0.1, 0.135, 0.135)
    docs.append(
        sector(
            "en_sec_table_continued_page_three_subheaded_risks",
            "`Sector view: Bullish (maintained)`; the rated table starts at the foot of page 2 and is continued on "
            "page 3 under a `(continued)` caption; `Investment risks` as sub-headed paragraphs (the items are the "
            "sub-headings)",
            OKUMURA,
            "Sector Report",
            "Japan Railways",
            "21 November 2026",
            "Japan Railways: Fare hikes and inbound travel lift FY3/28 profits",
            rating="Bullish",
            risks=risks,
            calls=calls,
            blocks=(
                para("Bullish (maintained)", lead="Sector view: "),
                para(
                    "Commuter traffic is back to 96% of 2019 levels and long-distance traffic above it. Four of the "
                    "seven railways we cover have applied for fare increases of 8-12% from April 2027, the first in "
                    "three decades outside consumption tax changes."
                ),
                para(
                    "We expect sector operating profit to grow 11% in FY3/28, with property and hotels adding to the "
                    "rail recovery. Valuations at 16x FY3/28E P/E are below the ten-year average of 19x."
                ),
                heading("Investment risks"),
                *[
                    block
                    for title, text in zip(risks, explanations, strict=True)
                    for block in (para("", lead=title, gap=1.0), para(text, gap=5.0))
                ],
                PAGE,
                heading("Earnings outlook"),
                para(
                    "Our FY3/28 estimates assume the fare increases are approved as filed and inbound visitors rise "
                    "9%. Property profits are flat as new office supply in Osaka meets slower leasing."
                ),
                financials("Japan Railways coverage", "¥bn", OKUMURA),
                para(
                    "Capex for the seven companies peaks in FY3/27 at ¥1.1tn, and free cash flow should turn positive "
                    "in FY3/28, leaving room for higher payouts and buybacks."
                ),
                table("Figure 6: Ratings and targets", header, rows[:4], "", widths=widths, left_aligned=3),
                PAGE,
                table(
                    "Figure 6: Ratings and targets (continued)",
                    header,
                    rows[4:],
                    "Source: Okumura Hayes Securities",
                    widths=widths,
                    left_aligned=3,
                ),
                *disclosures(OKUMURA),
            ),
            chart_names=("TOPIX Land Transport", "TOPIX"),
            side="wide",
        )
    )

    calls = (
        Call("QBE2 AU", "Quokka Insurance", "Outperform", "A$4.60"),
        Call("SUNR AU", "Sunrise Mutual", "Neutral", "A$12.10"),
        Call("IAGX AU", "Ironbark General", "Outperform", "A$8.35"),
        Call("MDIB AU", "Medibay Health", "Underperform", "A$3.05"),
    )
    risks = ("Catastrophe losses above budget", "Softer commercial pricing", "Lower bond yields")
    docs.append(
        sector(
            "en_sec_rating_changes_old_before_new_risks_box",
            "No sector view; a `Rating and price target changes` table with the old rating and PT before the new "
            "(`Old rating | New rating | Old PT | New PT | Chg`); the risks only in a framed `Key risks to our view` "
            "box",
            BRISBANE,
            "Sector Review",
            "Australian Insurers",
            "18 November 2026",
            "Australian Insurers: Pricing cycle turns; we rotate to quality",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Premium rate increases slowed to 4% in the September quarter from 9% a year ago, and reinsurance "
                    "costs fell for the first time since 2018. We move to insurers with pricing discipline and lower "
                    "catastrophe exposure."
                ),
                table(
                    "Figure 1: Rating and price target changes",
                    ("Company", "Ticker", "Old rating", "New rating", "Old PT", "New PT", "Chg"),
                    [
                        ("Quokka Insurance", "QBE2 AU", "Neutral", "Outperform", "A$4.10", "A$4.60", "12%"),
                        ("Sunrise Mutual", "SUNR AU", "Outperform", "Neutral", "A$12.90", "A$12.10", "-6%"),
                        ("Ironbark General", "IAGX AU", "Outperform", "Outperform", "A$8.00", "A$8.35", "4%"),
                        ("Medibay Health", "MDIB AU", "Neutral", "Underperform", "A$3.40", "A$3.05", "-10%"),
                    ],
                    "Source: Torrens Bay Capital",
                    widths=(0.21, 0.11, 0.15, 0.15, 0.13, 0.13, 0.12),
                    left_aligned=4,
                ),
                box("Key risks to our view", *(f"\u2022 {r}" for r in risks)),
                *disclosures(BRISBANE),
            ),
            chart_names=("ASX 200 Insurance", "ASX 200"),
            side="wide",
        )
    )

    calls = (
        Call("KSTL SP", "Kestrel Air", "Add", "S$3.40"),
        Call("MWAY MK", "Malaywings", "Hold", "RM2.15"),
        Call("SIAM TB", "Siam Skyways", "Reduce", "Bt18.60"),
    )
    stock_risks = (
        "Higher jet fuel prices and a weaker Singapore dollar are the key downside risks.",
        "Upside risks are stronger China traffic and faster delivery of the A321neo fleet; downside risks are "
        "engine groundings and higher fuel prices.",
        "Upside risks include a faster tourism recovery and lower fuel prices.",
    )
    pages: list[Any] = []
    for call, risk_text, story in zip(
        calls,
        stock_risks,
        (
            "Kestrel's premium cabin yields are 6% above 2019 and its cargo arm benefits from e-commerce flows.",
            "Malaywings is adding capacity on China routes, but engine inspections ground eight aircraft into 2027.",
            "Siam Skyways carries the most debt in the region and its leases reprice higher in 2027.",
        ),
        strict=True,
    ):
        pages += [
            PAGE,
            heading(f"{call.name} ({call.code}): {call.rating}, PT {call.target}"),
            para(story),
            para(risk_text, lead="Risks to our rating and price target: "),
        ]
    docs.append(
        sector(
            "en_sec_per_company_pages_only_per_stock_risks",
            "`Sector rating: Overweight`; a page per company headed `Company (TICKER): Add, PT S$3.40` with a "
            "`Risks to our rating and price target` paragraph under each (per-stock risks only: the note has none)",
            VELDHUIS,
            "Sector Note",
            "ASEAN Airlines",
            "22 November 2026",
            "ASEAN Airlines: Capacity is tight, fares stay high into 2027",
            rating="Overweight",
            risks=(),
            calls=calls,
            blocks=(
                para("Overweight", lead="Sector rating: "),
                para(
                    "Seat capacity in ASEAN is still 8% below 2019 as engine problems ground part of the A320neo "
                    "fleet, and load factors are above 85%. We expect fares to stay high through 2027."
                ),
                *pages,
                *disclosures(VELDHUIS),
            ),
            key_lines=("ASEAN Airlines", "Sector Note", "Transport"),
            chart_names=("ASEAN airlines", "MSCI ASEAN"),
        )
    )

    calls = (
        Call("HLTC US", "Halton Chemicals", "Buy", "US$64"),
        Call("ORPX US", "Orpex Materials", "Buy", "US$118"),
        Call("SMRK US", "Summerark Coatings", "Neutral", "US$41"),
        Call("DLWR US", "Delware Plastics", "Underperform", "US$19"),
    )
    risks = (
        "A deeper downturn in US housing would cut coatings and insulation volumes",
        "New Chinese capacity may keep commodity chemical spreads near trough",
        "Natural gas prices above US$4/mmBtu would erode the US cost advantage",
    )
    appendix: list[Any] = [PAGE, heading("Valuation and risks")]
    for call, basis, own in zip(
        calls,
        ("12x 2027E EV/EBITDA", "15x 2027E P/E", "9x 2027E EV/EBITDA", "8x 2027E EV/EBITDA"),
        (
            "Downside risks are weaker auto builds and a delay to the Texas expansion.",
            "Downside risks are lower battery material prices and customer concentration.",
            "Risks are raw material inflation on the downside and faster DIY demand on the upside.",
            "Upside risks are a faster recovery in packaging demand and asset sales.",
        ),
        strict=True,
    ):
        appendix += [
            para("", lead=f"{call.name} ({call.code})", gap=1.0),
            para(f"Our PO of {call.target} is based on {basis}. {own}", gap=6.0),
        ]
    docs.append(
        sector(
            "en_sec_sector_risks_then_valuation_and_risks_appendix",
            "`Sector rating: Overweight (from Neutral)`; a coverage table; `Key risks to our sector view` bullets "
            "(the note's), then a `Valuation and risks` appendix with a PO basis and risks per company",
            CARRICK,
            "Industry Overview",
            "US Chemicals",
            "16 November 2026",
            "US Chemicals: The destocking is over; upgrading the sector",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para("Overweight (from Neutral)", lead="Sector rating: "),
                para(
                    "Customer inventories are back to normal after two years of destocking, and October volumes rose "
                    "3% year on year. We expect EBITDA for our coverage to grow 14% in 2027."
                ),
                table(
                    "Exhibit 2: Coverage",
                    ("Company", "Ticker", "Rating", "Price", "PO", "EV/EBITDA\n27E"),
                    rows_of(
                        calls,
                        [("US$52.30", "10.1"), ("US$96.75", "11.8"), ("US$39.10", "8.7"), ("US$22.40", "9.3")],
                        "ncrxtx",
                    ),
                    "Source: Carrick Stone & Partners",
                    widths=(0.25, 0.12, 0.2, 0.15, 0.12, 0.16),
                    left_aligned=3,
                ),
                heading("Key risks to our sector view"),
                *bullets(risks),
                *appendix,
                *disclosures(CARRICK),
            ),
            key_lines=("US Chemicals", "Industry Overview", "Materials"),
            chart_names=("S&P 500 Chemicals", "S&P 500"),
            side="left",
        )
    )
    return docs + sector_notes_two()


def sector_notes_two() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("WBKX AU", "Wallaby Bank", "Outperform", "35.80"),
        Call("CBAX AU", "Coral Bay Bank", "Underperform", "118.00"),
        Call("NABX AU", "Northam Banking", "Neutral", "31.40"),
        Call("BOQX AU", "Moreton Bank", "Neutral", "6.90"),
    )
    risks = (
        "Mortgage price competition",
        "Rising arrears in Victoria",
        "Deposit costs stay high",
        "Capital rule changes",
    )
    docs.append(
        sector(
            "en_sec_recomm_header_two_column_risks",
            "Left sidebar `Sector view` / `Underweight`; table headers `Recomm.` and `Target (A$)` (targets as bare "
            "numbers); `Key risks` as one list split over two columns (left column first)",
            BRISBANE,
            "Sector Note",
            "Australian Banks",
            "14 November 2026",
            "Australian Banks: Margin pressure returns; stay underweight",
            rating="Underweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Mortgage front-book spreads narrowed another 6bp in October as the majors chased refinancing "
                    "volumes. We expect sector margins to fall 5-8bp in FY27 and earnings to decline 2%."
                ),
                table(
                    "Figure 3: Valuation summary",
                    ("Bank", "Ticker", "Recomm.", "Price (A$)", "Target (A$)", "P/B FY27E"),
                    rows_of(
                        calls,
                        [("31.95", "1.6"), ("131.40", "3.1"), ("30.80", "1.5"), ("6.72", "0.8")],
                        "ncrxtx",
                    ),
                    "Source: Torrens Bay Capital",
                    widths=(0.25, 0.12, 0.21, 0.14, 0.15, 0.13),
                    left_aligned=3,
                ),
                heading("Key risks"),
                two_columns(("", ""), risks[:2], risks[2:]),
                *disclosures(BRISBANE),
            ),
            key_lines=("Australian Banks", "Sector view", "Underweight"),
            chart_names=("ASX 200 Banks", "ASX 200"),
            side="left",
        )
    )

    calls = (
        Call("SWGS MK", "Sarawak Gas", "Add", "RM9.80"),
        Call("BYNP IJ", "Bayan Power", "Add", "Rp2,900"),
        Call("VNHY VN", "Vinh Hydro", "Hold", "VND41,000"),
        Call("LZNP PM", "Luzon Power", "Reduce", "P21.50"),
        Call("ANGS TB", "Andaman Gas", "Hold", "Bt44.00"),
    )
    risks = (
        "Regulators in Indonesia and the Philippines could delay tariff resets that we assume take effect from the "
        "start of 2027",
        "A sharp fall in LNG prices would lower the value of the gas-linked contracts in our coverage",
        "Higher long-term bond yields would reduce the DCF values that our targets are based on",
    )
    docs.append(
        sector(
            "en_sec_ticker_first_top_picks_box_roman_risks",
            "Strip `Sector rating | Neutral`; a framed `Top picks` box (`Name (TICKER): Add, TP RM9.80`); a "
            "ten-column table with the ticker first and the rating in the middle (`Ticker | Company | Mkt cap | "
            "Price | Rating | PT | Upside | P/E FY26E | P/E FY27E | ROE`); risks as `(i)`-numbered items that wrap",
            VELDHUIS,
            "Sector Outlook",
            "ASEAN Utilities",
            "13 November 2026",
            "ASEAN Utilities 2027 Outlook: Tariff resets and gas-to-power",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Power demand in ASEAN grew 6.4% in the first nine months, and three governments have started "
                    "tariff reviews. We prefer gas-to-power developers with contracted returns."
                ),
                box(
                    "Top picks",
                    "Sarawak Gas (SWGS MK): Add, TP RM9.80",
                    "Bayan Power (BYNP IJ): Add, TP Rp2,900",
                ),
                table(
                    "Figure 2: ASEAN utilities coverage",
                    (
                        "Ticker",
                        "Company",
                        "Mkt cap",
                        "Price",
                        "Rating",
                        "PT",
                        "Upside",
                        "P/E FY26E",
                        "P/E FY27E",
                        "ROE",
                    ),
                    [
                        (c.code, c.name, cap, price, c.rating, c.target or "", up, pe1, pe2, roe)
                        for c, (cap, price, up, pe1, pe2, roe) in zip(
                            calls,
                            [
                                ("4,120", "RM8.35", "17%", "14.2", "12.9", "13%"),
                                ("2,870", "Rp2,410", "20%", "11.8", "10.4", "15%"),
                                ("1,350", "VND38,600", "6%", "10.5", "9.9", "12%"),
                                ("3,460", "P24.10", "-11%", "13.1", "12.7", "9%"),
                                ("2,210", "Bt42.25", "4%", "12.4", "11.6", "10%"),
                            ],
                            strict=True,
                        )
                    ],
                    "Source: Veldhuis Marr; Mkt cap in US$m",
                    widths=(0.09, 0.14, 0.08, 0.12, 0.08, 0.12, 0.08, 0.1, 0.1, 0.09),
                    left_aligned=2,
                ),
                heading("Risks"),
                *[
                    para(item + ".", lead=f"({numeral}) ", gap=3.0)
                    for numeral, item in zip(("i", "ii", "iii"), risks, strict=True)
                ],
                *disclosures(VELDHUIS),
            ),
            strip=(("Sector rating", "Top picks", "Coverage"), ("Neutral", "SWGS MK, BYNP IJ", "5 stocks")),
            chart_names=("ASEAN utilities", "MSCI ASEAN"),
            side="strip",
        )
    )

    calls = (
        Call("3888 HK", "Pinecrest Games", "BUY", "62.00"),
        Call("9686 HK", "Lumo Video", "BUY", "118.00"),
        Call("2399 HK", "Beacon Local Services", "HOLD", "27.40"),
        Call("1797 HK", "Qilin Education", "SELL", "8.50"),
    )
    risks = (
        "Tighter game approvals",
        "Weaker advertising budgets",
        "Higher content costs",
        "A slower consumption recovery",
    )
    docs.append(
        sector(
            "en_sec_rating_column_last_risks_after_page_break",
            "No sector view; table `Company | Ticker | Price (HK$) | PT (HK$) | Implied upside | Rating` with the "
            "rating last; `Risks` bullets on page 2 after a page break",
            HALLORAN,
            "Sector Update",
            "China Internet",
            "12 November 2026",
            "China Internet: Third-quarter results round-up",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Third-quarter revenue of the eleven companies we track grew 9% year on year, and adjusted "
                    "operating margins rose 2.1 points as marketing spending fell. Game and video platforms beat "
                    "expectations; local services and education missed."
                ),
                table(
                    "Figure 1: Ratings and targets",
                    ("Company", "Ticker", "Price (HK$)", "PT (HK$)", "Implied upside", "Rating"),
                    rows_of(
                        calls,
                        [("49.85", "24%"), ("96.20", "23%"), ("25.90", "6%"), ("10.12", "-16%")],
                        "ncxtxr",
                    ),
                    "Source: Halloran Kite Research",
                    widths=(0.26, 0.11, 0.15, 0.13, 0.21, 0.14),
                    left_aligned=2,
                ),
                PAGE,
                heading("Risks"),
                *bullets(risks),
                *disclosures(HALLORAN),
            ),
            key_lines=("China Internet", "Sector Update", "Internet"),
            chart_names=("HS Tech", "Hang Seng"),
        )
    )

    calls = (
        Call("2809 JP", "Kaori Foods", "Buy", "¥3,200"),
        Call("2871 JP", "Nishiki Seasoning", "Neutral", "¥1,850"),
        Call("2593 JP", "Hoshizora Beverages", "Reduce", "¥4,100"),
    )
    risks = (
        "Rice and wheat prices could rise further after the poor harvest, squeezing margins before price increases "
        "take effect",
        "Consumers may trade down to private-label products faster than we expect",
        "A stronger yen would cut the value of overseas profits",
    )
    docs.append(
        sector(
            "en_sec_rating_changes_lines_dash_risks",
            "`Sector view: Neutral`; calls only as one-line `Rating changes` (`Name (TICKER): to Buy from Neutral; "
            "TP ¥3,200 (from ¥2,700)`); a valuation table without ratings; `Risks` as dash items that wrap",
            OKUMURA,
            "Sector Report",
            "Japan Food & Beverages",
            "10 November 2026",
            "Japan Food & Beverages: Price increases stick; one upgrade, one downgrade",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para("Neutral", lead="Sector view: "),
                heading("Rating changes"),
                para("to Buy from Neutral; TP ¥3,200 (from ¥2,700)", lead="Kaori Foods (2809 JP): ", gap=3.0),
                para("Neutral; TP ¥1,850 (from ¥1,900)", lead="Nishiki Seasoning (2871 JP): ", gap=3.0),
                para("to Reduce from Neutral; TP ¥4,100 (from ¥4,800)", lead="Hoshizora Beverages (2593 JP): "),
                para(
                    "Price increases of 5-10% taken in the spring have held, and volumes fell only 1-2%. We upgrade "
                    "Kaori Foods on its overseas noodle growth and downgrade Hoshizora Beverages on vending decline."
                ),
                table(
                    "Figure 3: Valuation",
                    ("Company", "Code", "Price (¥)", "P/E FY3/27E", "EV/EBITDA", "Div yield"),
                    [
                        ("Kaori Foods", "2809 JP", "2,655", "21.3", "11.2", "1.9%"),
                        ("Nishiki Seasoning", "2871 JP", "1,802", "18.4", "9.6", "2.4%"),
                        ("Hoshizora Beverages", "2593 JP", "4,690", "24.7", "10.8", "2.1%"),
                    ],
                    "Source: Okumura Hayes Securities",
                    widths=(0.27, 0.13, 0.14, 0.16, 0.15, 0.15),
                    left_aligned=2,
                ),
                heading("Risks"),
                *bullets(risks, marker="\u2013 "),
                *disclosures(OKUMURA),
            ),
            key_lines=("Japan Food & Beverages", "Sector Report", "Consumer staples"),
            chart_names=("TOPIX Foods", "TOPIX"),
        )
    )

    large = (
        Call("BBRI IJ", "Bank Rakyat Nusantara", "Add", "Rp6,200"),
        Call("BMRX IJ", "Bank Mandira", "Add", "Rp7,800"),
        Call("BBCX IJ", "Bank Central Jaya", "Hold", "Rp10,400"),
    )
    mid = (
        Call("BTPX IJ", "Bank Tabungan Pertiwi", "Reduce", "Rp1,050"),
        Call("BJBX IJ", "Bank Jabar Selatan", "Hold", "Rp1,280"),
        Call("ARTO2 IJ", "Bank Digital Aruna", "Add", "Rp3,350"),
    )
    risks = (
        "a faster fall in policy rates that compresses loan yields",
        "higher credit costs in micro lending",
        "slower deposit growth as government spending is cut",
    )
    extra = [("Rp4,880", "2.4"), ("Rp6,350", "1.9"), ("Rp9,275", "4.1")]
    docs.append(
        sector(
            "en_sec_two_tables_two_pages_semicolon_risks",
            "`Sector view: Overweight (maintained)`; two rated tables on different pages (`Large caps` on page 1, "
            "`Mid and small caps` on page 2); `Key risks:` as one paragraph of `;`-separated items",
            VELDHUIS,
            "Sector Report",
            "Indonesia Banks",
            "7 November 2026",
            "Indonesia Banks: Rate cuts help the mid caps more",
            rating="Overweight",
            risks=risks,
            calls=large + mid,
            blocks=(
                para("Overweight (maintained)", lead="Sector view: "),
                para(
                    "Bank Indonesia has cut its policy rate by 75bp since July, and funding costs are starting to "
                    "fall. Loan growth of 11% is the fastest in Asia, and credit costs are near their ten-year low."
                ),
                para(
                    f"Key risks: {risks[0]}; {risks[1]}; {risks[2]}.",
                ),
                table(
                    "Figure 4: Large caps",
                    ("Bank", "Ticker", "Rating", "Price", "TP", "P/B 27E"),
                    rows_of(large, extra, "ncrxtx"),
                    "Source: Veldhuis Marr",
                    widths=(0.3, 0.13, 0.11, 0.15, 0.16, 0.15),
                    left_aligned=3,
                ),
                PAGE,
                heading("Mid caps have more room"),
                para(
                    "Mid-sized banks fund themselves more with term deposits, which reprice faster. We expect their "
                    "margins to rise 20-30bp in 2027 against a 5bp fall for the large caps."
                ),
                table(
                    "Figure 7: Mid and small caps",
                    ("Bank", "Ticker", "Rating", "Price", "TP", "P/B 27E"),
                    rows_of(mid, [("Rp1,320", "0.7"), ("Rp1,215", "0.6"), ("Rp2,640", "2.8")], "ncrxtx"),
                    "Source: Veldhuis Marr",
                    widths=(0.3, 0.13, 0.11, 0.15, 0.16, 0.15),
                    left_aligned=3,
                ),
                *disclosures(VELDHUIS),
            ),
            key_lines=("Indonesia Banks", "Sector Report", "Financials"),
            chart_names=("JCI Finance", "JCI"),
        )
    )

    calls = (
        Call("2330 TT", "Formosa Wafer", "BUY", "NT$1,480"),
        Call("3711 TT", "Pingtung Packaging", "BUY", "NT$235"),
        Call("2303 TT", "Yilan Semiconductor", "HOLD", "NT$52"),
        Call("6770 TT", "Hualien Memory", "SELL", "NT$19"),
    )
    downside = ("A pause in AI accelerator orders", "Price cuts at mature nodes")
    upside = ("Faster recovery in smartphone demand",)
    docs.append(
        sector(
            "en_sec_conviction_column_nr_row_upside_downside",
            "No sector view; table `Company | Ticker | Rating | CL | Price | PT | Upside` with a conviction-list flag "
            "beside the rating and an NR row; `Risks` with `Downside:` and `Upside:` lists under one heading (both taken)",
            HALLORAN,
            "Sector Note",
            "Taiwan Semiconductors",
            "6 November 2026",
            "Taiwan Semiconductors: Advanced packaging is the new bottleneck",
            rating=None,
            risks=downside + upside,
            calls=calls,
            blocks=(
                para(
                    "CoWoS capacity will rise about 60% in 2027 and still fall short of demand. Advanced packaging "
                    "revenue should grow faster than wafer revenue for the first time."
                ),
                table(
                    "Figure 2: Coverage",
                    ("Company", "Ticker", "Rating", "CL", "Price", "PT", "Upside"),
                    [
                        (c.name, c.code, c.rating, cl, price, c.target or "", up)
                        for c, (cl, price, up) in zip(
                            calls,
                            [
                                ("CL", "NT$1,205", "23%"),
                                ("", "NT$196", "20%"),
                                ("", "NT$49", "6%"),
                                ("", "NT$23", "-17%"),
                            ],
                            strict=True,
                        )
                    ]
                    + [("Chiayi Photonics", "4979 TT", "NR", "", "NT$312", "", "")],
                    "Source: Halloran Kite Research; CL = conviction list; NR = not rated",
                    widths=(0.27, 0.12, 0.1, 0.07, 0.16, 0.15, 0.13),
                    left_aligned=4,
                ),
                heading("Risks"),
                para("", lead="Downside:", gap=2.0),
                *bullets(downside),
                para("", lead="Upside:", gap=2.0),
                *bullets(upside),
                *disclosures(HALLORAN),
            ),
            key_lines=("Taiwan Semiconductors", "Sector Note", "Technology"),
            chart_names=("TAIEX Semis", "TAIEX"),
        )
    )

    calls = (
        Call("ROSE LN", "Rosewell Pharma", "OW", "£31.50"),
        Call("ALVE SS", "Alvena Bio", "N", "SEK212"),
        Call("GNVX SW", "Genevex", "UW", "CHF74"),
        Call("NRDB DC", "Nordbrook Health", "OW", "DKK980"),
    )
    risks = (
        "US drug pricing reform may extend to Medicare Part B drugs earlier than the 2029 date that we assume in our "
        "forecasts",
        "Tariffs on pharmaceutical imports into the US could lower margins for companies without US manufacturing",
        "Patent litigation outcomes for key products remain uncertain",
    )
    docs.append(
        sector(
            "en_sec_rating_slash_pt_one_column_numbered_wrap",
            "`Industry View: Cautious`; the rating and target in one `Rating / PT` cell (`OW / £31.50`), codes keyed "
            "in the source line; `Risks to our view` as numbered items that wrap",
            GRANTHAM,
            "Industry Note",
            "European Pharmaceuticals",
            "4 November 2026",
            "European Pharmaceuticals: Tariff risk not yet in the price",
            rating="Cautious",
            risks=risks,
            calls=calls,
            blocks=(
                para("Cautious", lead="Industry View: "),
                para(
                    "European pharma trades at 15x 2027E P/E, close to its ten-year average, while a third of sector "
                    "sales go to the US where tariffs and pricing reform are both under discussion."
                ),
                table(
                    "Exhibit 3: Ratings and price targets",
                    ("Company", "Ticker", "Rating / PT", "Price", "P/E 27E"),
                    [
                        (c.name, c.code, f"{c.rating} / {c.target}", price, pe)
                        for c, (price, pe) in zip(
                            calls,
                            [("£26.40", "14.1"), ("SEK201", "19.7"), ("CHF81", "16.3"), ("DKK812", "22.5")],
                            strict=True,
                        )
                    ],
                    "Source: Grantham Pierce; OW = Overweight, N = Neutral, UW = Underweight",
                    widths=(0.3, 0.15, 0.22, 0.17, 0.16),
                    left_aligned=3,
                ),
                heading("Risks to our view"),
                *numbered_lines(risks),
                *disclosures(GRANTHAM),
            ),
            key_lines=("European Pharmaceuticals", "Industry View: Cautious", "Healthcare"),
            chart_names=("Stoxx 600 Health Care", "Stoxx 600"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- strategy and economics


def strategy_notes() -> list[Note]:
    docs: list[Note] = []
    risks = (
        "A sharper US slowdown would hit Asian exporters first",
        "A stronger dollar could trigger portfolio outflows",
        "Chinese property stress may spread to local government finances",
    )
    docs.append(
        en_note(
            "en_strategy_sector_weights_no_rating",
            "Asia strategy note with no rating of its own: a sector allocation table (`Overweight` / `Neutral` / "
            "`Underweight` sectors) and a list of stocks to own with no ratings; `Key risks to our view` bullets",
            HALLORAN,
            "Asia Strategy",
            "Asia ex-Japan Strategy",
            "3 December 2026",
            "Asia ex-Japan Strategy: Stay with earnings revisions into 2027",
            doc_type="industry",
            rating=None,
            target=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "Earnings revisions turned positive in Korea, Taiwan and India in November, while China's were "
                    "still negative. We expect 11% EPS growth for MSCI Asia ex-Japan in 2027."
                ),
                table(
                    "Figure 1: Sector allocation",
                    ("Sector", "Our stance", "Benchmark (%)", "Model (%)"),
                    [
                        ("Information technology", "Overweight", "27.4", "31.0"),
                        ("Financials", "Overweight", "22.1", "24.0"),
                        ("Consumer discretionary", "Neutral", "13.6", "13.5"),
                        ("Materials", "Underweight", "5.2", "3.0"),
                    ],
                    "Source: Halloran Kite Research",
                    widths=(0.34, 0.22, 0.22, 0.22),
                    left_aligned=2,
                ),
                heading("Stocks we would own"),
                para(
                    "Formosa Wafer (2330 TT), Bank Rakyat Nusantara (BBRI IJ) and Pinecrest Games (3888 HK) combine "
                    "upward revisions with reasonable valuations."
                ),
                heading("Key risks to our view"),
                *bullets(risks),
                *disclosures(HALLORAN),
            ),
            key_lines=("Asia ex-Japan Strategy", "Monthly", "Allocation"),
            chart_names=("MSCI AxJ", "MSCI World"),
        )
    )
    risks = (
        "Export growth could slow sharply if US tariffs rise again",
        "Local government debt restructuring may weigh on infrastructure spending",
        "Deflation could become entrenched if consumer confidence does not recover",
    )
    docs.append(
        en_note(
            "en_macro_china_forecasts_no_rating",
            "China economics note with no rating, target or call; a forecast table; `Risks to our forecasts` as "
            "numbered items; the disclosures legend names every rating word",
            CARRICK,
            "Economics",
            "China Economics",
            "28 November 2026",
            "China Economics: Fiscal support arrives, but slowly",
            doc_type="industry",
            rating=None,
            target=None,
            risks=risks,
            calls=(),
            blocks=(
                para(
                    "Industrial production grew 5.1% year on year in October and retail sales 3.2%. We expect GDP "
                    "growth of 4.6% in 2027, supported by special bond issuance and another 10bp policy rate cut."
                ),
                table(
                    "Table 1: Forecasts",
                    ("", "2025", "2026E", "2027E"),
                    [
                        ("Real GDP (% yoy)", "5.0", "4.8", "4.6"),
                        ("CPI (% yoy)", "0.2", "0.4", "0.9"),
                        ("7-day reverse repo (%)", "1.40", "1.30", "1.20"),
                    ],
                    "Source: Carrick Stone & Partners",
                    widths=(0.4, 0.2, 0.2, 0.2),
                ),
                heading("Risks to our forecasts"),
                *numbered_lines(risks),
                *disclosures(CARRICK),
            ),
            key_lines=("China Economics", "Macro", "GDP | CPI | Rates"),
            chart_names=("China GDP", "CPI"),
            side="left",
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    docs: list[Note] = []

    risks = ("下游光伏装机不及预期", "多晶硅价格继续下跌", "新产能投产进度低于预期")
    call = Call("603355.SH", "汇晶新材", "买入", "45.60元")
    docs.append(
        zh_note(
            "zh_co_spaced_sidebar_six_month_target_risks_after_forecast",
            "公司研究: sidebar with spaced labels `投 资 评 级` / `买入（维持）` / `6个月目标价` / `45.60元`; 风险提示 at the end "
            "after the 盈利预测表, as untitled `1）` lines",
            YUEHAI,
            "公司研究",
            "汇晶新材（603355.SH）",
            "2026年11月28日",
            "汇晶新材（603355.SH）三季报点评：N型产品放量，盈利拐点显现",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("投资要点"),
                para(
                    "公司前三季度实现营业收入42.8亿元，同比增长9.6%；第三季度归母净利润2.1亿元，环比增长48%。N型坩埚及"
                    "热场产品出货占比提升至63%，毛利率环比提升3.2个百分点。"
                ),
                para(
                    "我们预计公司2026-2028年归母净利润分别为7.8/10.2/12.6亿元，给予2027年25倍PE，6个月目标价45.60元，"
                    "维持“买入”评级。"
                ),
                zh_forecast("汇晶新材", YUEHAI),
                heading("风险提示"),
                *[
                    para(item + ("；" if n < len(risks) else "。"), lead=f"{n}）", gap=3.0)
                    for n, item in enumerate(risks, 1)
                ],
                *zh_disclosures(YUEHAI),
            ),
            key_lines=("投 资 评 级", "买入（维持）", "6个月目标价", "45.60元", "当 前 股 价", "36.20元"),
            chart_names=("汇晶新材", "沪深300"),
        )
    )

    risks = ("行业竞争加剧导致产品价格下降", "大客户订单波动", "海外工厂投产进度不及预期", "汇率波动")
    call = Call("300917.SZ", "衡远电子", "谨慎推荐", "28.50元")
    docs.append(
        zh_note(
            "zh_co_rating_box_in_body_semicolon_paragraph",
            "公司研究 with no sidebar: a framed 投资评级 box in the body (`投 资 评 级：谨慎推荐（首次）`, `目 标 价 格：28.50元`); "
            "风险提示 as one paragraph of `；`-separated items",
            QIANTANG,
            "公司研究",
            "衡远电子（300917.SZ）",
            "2026年11月24日",
            "衡远电子（300917.SZ）首次覆盖：汽车连接器国产替代先锋",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                box("投资评级", "投 资 评 级：谨慎推荐（首次）", "目 标 价 格：28.50元", "当 前 股 价：23.18元"),
                heading("核心观点"),
                para(
                    "公司是国内汽车高压连接器核心供应商，2026年前三季度新能源车相关收入同比增长56%，占比提升至58%。"
                    "我们预计公司2026-2028年归母净利润分别为3.1/4.2/5.3亿元，给予2027年24倍PE，目标价格28.50元，首次覆盖"
                    "给予“谨慎推荐”评级。"
                ),
                zh_forecast("衡远电子", QIANTANG),
                para("；".join(risks) + "。", lead="风险提示："),
                *zh_disclosures(QIANTANG),
            ),
            chart_names=("衡远电子", "创业板指"),
            side="wide",
        )
    )

    risks = ("行业竞争加剧", "原材料价格上涨", "新品推广不及预期")
    call = Call("002781.SZ", "雅川家居", "推荐", "62.00元")
    docs.append(
        zh_note(
            "zh_co_fair_value_sidebar_circled_risks",
            "公司研究: left sidebar `投资评级：推荐` / `合理价值：62.00元`; 风险提示 only in the sidebar as `①②③` items (the "
            "body has none)",
            QIANTANG,
            "公司研究",
            "雅川家居（002781.SZ）",
            "2026年11月20日",
            "雅川家居（002781.SZ）：整装渠道高增，盈利能力稳步提升",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("事件"),
                para(
                    "公司发布2026年三季报，前三季度实现营业收入86.4亿元，同比增长11.3%；归母净利润10.2亿元，同比增长14.8%。"
                ),
                heading("点评"),
                para(
                    "整装渠道收入同比增长38%，门店数量较年初净增410家；毛利率同比提升1.1个百分点至35.6%。我们预计公司"
                    "2026-2028年EPS分别为2.48/2.85/3.24元，按2027年22倍PE给予合理价值62.00元，维持“推荐”评级。"
                ),
                zh_forecast("雅川家居", QIANTANG),
                *zh_disclosures(QIANTANG),
            ),
            key_lines=(
                "投资评级：推荐",
                "合理价值：62.00元",
                "风险提示",
                *(f"{m}{r}" for m, r in zip("①②③", risks, strict=True)),
            ),
            chart_names=("雅川家居", "沪深300"),
            side="left",
        )
    )

    risks = (
        "核心产品海外临床试验进度不及预期，可能导致授权合作里程碑付款延后确认",
        "国内医保谈判降价幅度超出预期，创新药放量速度低于我们的假设",
        "港股流动性下降及中美关系变化带来的估值波动",
    )
    call = Call("2617.HK", "启明生物", "买入", "38.60港元")
    docs.append(
        zh_note(
            "zh_co_hk_target_hkd_circled_wrapped",
            "港股公司研究: sidebar `投资评级` / `买入（首次）` / `目标价` / `38.60港元`; 风险提示 as `①` items each wrapped over two "
            "lines",
            YUEHAI,
            "港股公司研究",
            "启明生物（2617.HK）",
            "2026年11月17日",
            "启明生物（2617.HK）首次覆盖：双抗平台出海，商业化进入收获期",
            doc_type="company",
            rating=call.rating,
            target=call.target,
            risks=risks,
            calls=(call,),
            blocks=(
                heading("投资要点"),
                para(
                    "公司核心双抗产品已在国内获批两项适应症，2026年前三季度产品收入9.6亿元，同比增长132%。海外授权合作"
                    "首付款1.5亿美元已于三季度确认。我们采用DCF估值，得到目标价38.60港元，首次覆盖给予“买入”评级。"
                ),
                zh_forecast("启明生物", YUEHAI),
                heading("风险提示"),
                *[para(item + "。", lead=m, gap=3.0) for m, item in zip("①②③", risks, strict=True)],
                *zh_disclosures(YUEHAI),
            ),
            key_lines=("投资评级", "买入（首次）", "目标价", "38.60港元", "收盘价", "29.45港元"),
            chart_names=("启明生物", "恒生医疗保健"),
        )
    )
    return docs + chinese_industry_reports()


def chinese_industry_reports() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("300750.SZ", "宁川时代", "买入", None),
        Call("002460.SZ", "赣源锂业", "增持", None),
        Call("300014.SZ", "亿恒锂能", "买入", None),
        Call("002812.SZ", "恩华新材", "增持", None),
    )
    risks = (
        "新能源汽车销量增速不及预期，动力电池需求增长放缓，导致产业链各环节开工率下降",
        "锂电材料价格继续下跌，企业库存减值损失扩大",
        "海外贸易政策变化，电池及材料出口受到限制",
    )
    docs.append(
        zh_note(
            "zh_ind_kanhao_forecast_table_ratings_no_targets",
            "行业研究, full width: `行业评级：看好（维持）`; a 重点公司盈利预测与评级 table `代码 | 名称 | 股价 | EPS | PE | 评级` "
            "with ratings and no targets; 风险提示 at the end as `（1）` items wrapped over two lines",
            YUEHAI,
            "行业研究",
            "电池行业",
            "2026年11月30日",
            "电池行业2027年投资策略：储能接力，固态电池产业化提速",
            doc_type="industry",
            rating="看好",
            target=None,
            risks=risks,
            calls=calls,
            blocks=(
                para("看好（维持）", lead="行业评级："),
                para(
                    "2026年1-10月全球动力及储能电池出货量同比增长31%，其中储能电池增长62%。行业价格战趋缓，头部企业单位"
                    "盈利企稳。我们维持行业“看好”评级。"
                ),
                table(
                    "表3：重点公司盈利预测与评级",
                    ("代码", "名称", "股价（元）", "EPS 2026E", "EPS 2027E", "PE 2026E", "PE 2027E", "评级"),
                    [
                        (c.code, c.name, *cells, c.rating)
                        for c, cells in zip(
                            calls,
                            [
                                ("268.40", "11.82", "14.05", "22.7", "19.1"),
                                ("41.35", "1.26", "1.88", "32.8", "22.0"),
                                ("52.60", "2.31", "2.95", "22.8", "17.8"),
                                ("35.10", "1.12", "1.61", "31.3", "21.8"),
                            ],
                            strict=True,
                        )
                    ],
                    "资料来源：Wind，岳海证券研究所；股价为2026年11月28日收盘价",
                    widths=(0.14, 0.13, 0.12, 0.12, 0.12, 0.12, 0.12, 0.13),
                    left_aligned=2,
                ),
                heading("投资建议"),
                para("我们重点推荐储能电池龙头和具备固态电池技术储备的材料企业。"),
                heading("风险提示"),
                *[para(item + "。", lead=f"（{n}）", gap=3.0) for n, item in enumerate(risks, 1)],
                *zh_disclosures(YUEHAI),
            ),
            chart_names=("电池指数", "沪深300"),
            side="wide",
        )
    )

    calls = (
        Call("BRTS.O", "百瑞电商", "推荐", "28.40美元"),
        Call("9898.HK", "悦行出行", "推荐", "46.00港元"),
        Call("KLTC.N", "凯乐科技", "谨慎推荐", "15.60美元"),
        Call("1698.HK", "乐途文旅", "中性", "12.20港元"),
    )
    risks = ("消费复苏不及预期", "平台竞争加剧", "监管政策变化", "中概股退市风险")
    docs.append(
        zh_note(
            "zh_ind_comment_tuijian_usd_hkd_targets_semicolon",
            "行业点评: sidebar `行业评级` / `推荐（维持）`; a 重点公司 table of US- and Hong Kong-listed names with 美元 and 港元 "
            "targets in the cells; 风险提示 as one `；`-separated paragraph under the heading",
            QIANTANG,
            "行业点评",
            "海外中概互联网",
            "2026年11月15日",
            "海外中概互联网行业点评：双十一平稳收官，出行与文旅景气延续",
            doc_type="industry",
            rating="推荐",
            target=None,
            risks=risks,
            calls=calls,
            blocks=(
                heading("事件"),
                para("双十一大促收官，主要平台GMV同比增长约7%，出行及文旅预订量同比增长超过20%。"),
                heading("投资建议"),
                para("我们维持行业“推荐”评级，看好出行与文旅需求的持续恢复。"),
                table(
                    "表1：重点公司评级与目标价",
                    ("代码", "公司", "评级", "目标价", "收盘价"),
                    rows_of(
                        calls,
                        [("23.15美元",), ("37.80港元",), ("14.42美元",), ("12.96港元",)],
                        "cnrtx",
                    ),
                    "资料来源：Bloomberg，钱塘证券研究所",
                    widths=(0.18, 0.18, 0.2, 0.22, 0.22),
                    left_aligned=3,
                ),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                *zh_disclosures(QIANTANG),
            ),
            key_lines=("行业评级", "推荐（维持）", "报告日期", "2026年11月15日"),
            chart_names=("中概互联", "恒生科技"),
        )
    )

    calls = (
        Call("600519.SH", "贵川酒业", "强烈推荐", "1,980.00"),
        Call("000858.SZ", "岷江酒业", "推荐", "168.00"),
        Call("000568.SZ", "泸源老窖", "推荐", "205.00"),
        Call("600809.SH", "汾河酒业", "推荐", "236.00"),
        Call("002304.SZ", "洋湖股份", "中性", "82.00"),
        Call("603369.SH", "今缘酒业", "推荐", "54.00"),
    )
    risks = (
        "宏观经济复苏不及预期，商务宴请及大众宴席需求恢复偏慢，高端白酒批价继续承压",
        "行业库存去化慢于预期，经销商回款压力加大，部分企业下调收入目标",
        "食品安全风险",
    )
    header = ("代码", "公司", "评级", "目标价（元）", "收盘价（元）", "PE 2027E")
    widths = (0.18, 0.17, 0.15, 0.18, 0.18, 0.14)
    rows = rows_of(
        calls,
        [
            ("1,612.00", "20.5"),
            ("132.40", "15.8"),
            ("171.20", "16.4"),
            ("198.50", "18.9"),
            ("79.60", "14.2"),
            ("45.30", "13.1"),
        ],
        "cnrtxx",
    )
    docs.append(
        zh_note(
            "zh_ind_deep_tongbu_table_continued_circled_wrapped",
            "行业深度: sidebar `行业评级` / `同步大市（维持）`; the 重点公司 table continued on the next page under `（续）`; "
            "风险提示 as `①` items, the first two wrapped",
            XILING,
            "行业深度",
            "白酒行业",
            "2026年11月11日",
            "白酒行业深度报告：周期底部渐明，龙头穿越周期",
            doc_type="industry",
            rating="同步大市",
            target=None,
            risks=risks,
            calls=calls,
            blocks=(
                heading("核心观点"),
                para(
                    "2026年前三季度白酒板块收入同比增长2.1%，归母净利润同比增长3.4%，增速为近十年低点。高端白酒批价较年初"
                    "下跌约8%，渠道库存仍处于偏高水平。我们认为行业正处于周期底部区域，维持行业“同步大市”评级。"
                ),
                para(
                    "本轮调整中，龙头企业凭借品牌力与渠道掌控力，收入和利润表现明显好于行业。我们预计2027年行业收入增速"
                    "在3%-5%之间，龙头企业有望实现8%以上的增长。"
                ),
                para(
                    "从估值看，板块2027年PE为17倍，处于近十年15%分位，股息率提升至3.5%，具备较高安全边际。"
                    "我们建议优先配置现金流稳定、分红率高的龙头企业。"
                ),
                para(
                    "从需求结构看，商务宴请占高端白酒需求的约45%，大众宴席占次高端需求的约55%。"
                    "我们跟踪的宴席预订数据显示，四季度婚宴预订量同比增长6%，商务宴请仍同比下降3%。"
                ),
                table("表4：重点公司盈利预测与评级", header, rows[:3], "", widths=widths, left_aligned=3),
                PAGE,
                table(
                    "表4：重点公司盈利预测与评级（续）",
                    header,
                    rows[3:],
                    "资料来源：Wind，溪陵证券研究所",
                    widths=widths,
                    left_aligned=3,
                ),
                heading("风险提示"),
                *[para(item + "。", lead=m, gap=3.0) for m, item in zip("①②③", risks, strict=True)],
                *zh_disclosures(XILING),
            ),
            key_lines=("行业评级", "同步大市（维持）", "上次评级", "同步大市"),
            chart_names=("白酒指数", "沪深300"),
        )
    )

    calls = (
        Call("601888.SH", "中旅免税", "推荐", "86.00"),
        Call("600258.SH", "首都酒店", "谨慎推荐", "17.50"),
        Call("002707.SZ", "众程旅游", "中性", "9.80"),
    )
    risks = (
        "出境游分流国内旅游需求",
        "免税政策调整",
        "酒店供给增加导致入住率下降",
    )
    docs.append(
        zh_note(
            "zh_ind_neutral_fair_value_column_numbered_end",
            "行业研究: `行业评级：中性（下调）` in a key strip; a 重点公司 table with a `合理价值（元）` column; 风险提示 at the "
            "end after the 盈利预测 table as `（1）` items",
            QIANTANG,
            "行业研究",
            "社会服务行业",
            "2026年11月09日",
            "社会服务行业月报：客流恢复但客单价承压，下调至中性",
            doc_type="industry",
            rating="中性",
            target=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "10月国内旅游人次同比增长9%，但人均消费同比下降4%；海南离岛免税销售额同比下降12%。考虑到客单价持续承压，"
                    "我们将行业评级由“推荐”下调至“中性”。"
                ),
                table(
                    "表2：重点公司估值与评级",
                    ("代码", "公司", "评级", "合理价值（元）", "收盘价（元）", "PE 2027E"),
                    rows_of(calls, [("71.25", "24.6"), ("15.92", "28.1"), ("9.55", "19.4")], "cnrtxx"),
                    "资料来源：Wind，钱塘证券研究所",
                    widths=(0.18, 0.16, 0.16, 0.2, 0.18, 0.12),
                    left_aligned=3,
                ),
                zh_forecast("中旅免税", QIANTANG),
                heading("风险提示"),
                *[para(item + "。", lead=f"（{n}）", gap=3.0) for n, item in enumerate(risks, 1)],
                *zh_disclosures(QIANTANG),
            ),
            strip=(("行业评级", "上次评级", "报告类型"), ("中性（下调）", "推荐", "行业月报")),
            chart_names=("社会服务", "沪深300"),
            side="strip",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + strategy_notes() + chinese_reports()


SEVENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(SEVENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(SEVENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
