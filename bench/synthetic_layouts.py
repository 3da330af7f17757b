"""Synthetic English broker layouts: a held-out measure of how general the rules are.

The real English PDFs the rules were developed on come from a handful of brokers, and the rules fit
their layouts. This set is written from general sell-side conventions, not from any file of
../shared: invented houses, companies and figures, drawn with the samples' own engine
(sample_pdfs/render.py) into a temporary folder. Each document holds its labels by construction:
the same values that are printed are the labels (doc_type, the rating as printed, the target as
printed, the risk items, the stock calls), and a self-check fails loudly when one of them is not on
the rendered text layer.

What varies across the documents: the cover (a right-hand sidebar box with `Rating` and the word on
the next line, one-line `12m Price Target: HK$x` / `Price target (12m) US$x` / `Target price (HKD) x`
/ `PT: $x` / `Price Objective`, a full-width key-data table instead of a sidebar, a box with an arrow
or `(maintained)`), the target's previous value (`(from HK$61.00)`, `raised to`, `increased from x
to y`), headlines that state the call (`Reiterate Buy`, `Downgrade to SELL`), sector notes with a
sector view and a stock table in varied column orders (Bloomberg / RIC tickers, words or letters,
currency in the header or the cells), strategy notes with no rating of their own, risk sections under
several headings as bullets, numbered lists or one paragraph, and a disclosures page whose rating
legend (`Buy: expected total return > 15%`) and ratings distribution are no rating.

    .venv/bin/python bench/synthetic_layouts.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts.py --score      # the rules backend on them [--misses]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pymupdf

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def _engine() -> ModuleType:
    """sample_pdfs/render.py, the samples' rendering engine, loaded by path."""
    spec = importlib.util.spec_from_file_location("synthetic_render", ROOT / "sample_pdfs" / "render.py")
    if spec is None or spec.loader is None:
        raise ImportError("sample_pdfs/render.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


R = _engine()
SET_NAME = "synthetic_layouts"


# ----------------------------------------------------------------------------- the description


@dataclass(frozen=True)
class Call:
    code: str
    name: str
    rating: str
    target: str | None

    def label(self) -> dict[str, Any]:
        return {"code": self.code, "name": self.name, "rating": self.rating, "target_price": self.target}


@dataclass(frozen=True)
class House:
    """An invented broker: its name in the masthead, headers and footers, and its disclosures page."""

    name: str
    full_name: str
    color: tuple[float, float, float]
    legend: tuple[str, ...]  # the rating definitions its disclosures page prints
    distribution: tuple[tuple[str, str, str], ...]  # ratings distribution rows: rating, coverage %, IB %


@dataclass(frozen=True)
class Doc:
    name: str
    exercises: str
    house: House
    kind: str
    stock: str  # the masthead's and running header's subject
    date: str
    title: str
    doc_type: str  # company | industry
    rating: str | None  # as printed
    target: str | None  # as printed
    risks: tuple[str, ...]
    calls: tuple[Call, ...]
    blocks: tuple[Any, ...]  # the body after the title (render.Heading, Para, Table, PageBreak)
    key_lines: tuple[str, ...] = ()  # the sidebar's coloured box; empty with `strip`
    strip: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # a full-width key table instead of a sidebar
    chart_names: tuple[str, str] = ("Stock", "Index")

    def label(self) -> dict[str, Any]:
        return {
            "id": self.name,
            "file": f"{self.name}.pdf",
            "language": "en",
            "broker": self.house.name,
            "exercises": self.exercises,
            "doc_type": self.doc_type,
            "rating": self.rating,
            "target_price": self.target,
            "risks": list(self.risks),
            "stock_calls": [c.label() for c in self.calls],
        }


# ----------------------------------------------------------------------------- building blocks


def heading(text: str, role: str = "body") -> Any:
    return R.Heading(text, role=role)


def para(text: str, lead: str = "", **options: Any) -> Any:
    return R.Para(text, lead=lead, **options)


def bullets(items: tuple[str, ...], marker: str = "\u2022 ", end: str = ".") -> list[Any]:
    return [R.Para(item + end, lead=marker, gap=3.0) for item in items]


def numbered_inline(lead: str, items: tuple[str, ...]) -> Any:
    body = "; ".join(f"({n}) {item}" for n, item in enumerate(items, 1))
    return R.Para(body + ".", lead=lead, keep=True)


def sentences(lead: str, items: tuple[str, ...]) -> Any:
    return R.Para(" ".join(item + "." for item in items), lead=lead, keep=True)


def table(caption: str, header: tuple[str, ...], rows: list[tuple[str, ...]], source: str, **options: Any) -> Any:
    return R.Table(caption, header, tuple(rows), source, **options)


PAGE = R.PageBreak()


def financials(company: str, currency: str, house: House) -> Any:
    return table(
        f"Figure 2: {company}, financial summary",
        (f"{currency}m, Dec YE", "2025A", "2026E", "2027E", "2028E"),
        [
            ("Revenue", "8,412", "9,530", "10,720", "11,860"),
            ("EBITDA", "2,105", "2,460", "2,840", "3,190"),
            ("Net profit", "1,122", "1,318", "1,547", "1,760"),
            ("EPS", "2.41", "2.83", "3.32", "3.78"),
            ("P/E (x)", "21.5", "18.3", "15.6", "13.7"),
        ],
        f"Source: company data, {house.name} estimates",
        widths=(0.32, 0.17, 0.17, 0.17, 0.17),
    )


def disclosures(house: House, extra: tuple[str, ...] = ()) -> list[Any]:
    """A closing disclosures page: the rating legend, a ratings distribution and the certification."""
    blocks: list[Any] = [PAGE, heading("Important disclosures", role="legend")]
    blocks.append(
        para(
            f"Ratings definitions used by {house.name}. Expected returns are measured over the next 12 months "
            "and include dividends.",
            size=8.5,
            role="legend",
            gap=4.0,
        )
    )
    blocks += [para(line, size=8.5, role="legend", gap=2.0) for line in (*house.legend, *extra)]
    blocks.append(
        table(
            "Distribution of ratings",
            ("Rating", "Coverage universe (%)", "Investment banking clients (%)"),
            [tuple(row) for row in house.distribution],
            f"Source: {house.name}, as of 30 June 2026",
            widths=(0.3, 0.35, 0.35),
            role="legend",
        )
    )
    blocks.append(heading("Analyst certification", role="disclaimer"))
    blocks.append(
        para(
            "Each research analyst named on the cover certifies that the views expressed in this report accurately "
            "reflect his or her personal views about the subject securities and issuers, and that no part of his or "
            "her compensation was, is or will be directly or indirectly related to the specific recommendations or "
            "views contained in this report.",
            size=8.5,
            role="disclaimer",
        )
    )
    blocks.append(
        para(
            f"This report has been prepared by {house.full_name} for its institutional clients. It is not an offer "
            "to buy or sell any security. Past performance is not a guide to future returns. Price targets may not "
            "be achieved, and the value of investments may go down as well as up.",
            size=8.5,
            role="disclaimer",
        )
    )
    return blocks


# ----------------------------------------------------------------------------- the houses

NORTHGATE = House(
    "Northgate Capital Markets",
    "Northgate Capital Markets (Asia) Limited",
    (0.05, 0.25, 0.5),
    (
        "Buy: expected total return > 15% over the next 12 months.",
        "Hold: expected total return between 0% and 15%.",
        "Sell: expected total return below 0%.",
        "Sector views: Attractive, Neutral or Cautious, relative to the regional market.",
    ),
    (("Buy", "58", "21"), ("Hold", "33", "14"), ("Sell", "9", "5")),
)
KESTREL = House(
    "Kestrel Vane Research",
    "Kestrel Vane Securities LLC",
    (0.45, 0.1, 0.15),
    (
        "Outperform: the stock is expected to outperform the analyst's coverage universe by 10% or more.",
        "Neutral: the stock is expected to perform in line with the coverage universe.",
        "Underperform: the stock is expected to underperform the coverage universe by 10% or more.",
        "Industry views: Positive, In-Line, Cautious.",
    ),
    (("Outperform", "52", "18"), ("Neutral", "39", "12"), ("Underperform", "9", "4")),
)
ALTAMIRA = House(
    "Altamira Securities",
    "Altamira Securities International plc",
    (0.0, 0.4, 0.35),
    (
        "Overweight: total return expected to exceed the average of the analyst's industry coverage.",
        "Equal-weight: total return expected in line with the average of the industry coverage.",
        "Underweight: total return expected below the average of the industry coverage.",
        "Industry View: Attractive, In-Line or Cautious against the relevant broad market benchmark.",
    ),
    (("Overweight", "47", "26"), ("Equal-weight", "41", "22"), ("Underweight", "12", "9")),
)
BLUEWATER = House(
    "Bluewater Global Research",
    "Bluewater Global Securities Pte Ltd",
    (0.1, 0.3, 0.6),
    (
        "BUY: 12-month expected total return above 10%.",
        "HOLD: 12-month expected total return between -10% and +10%.",
        "SELL: 12-month expected total return below -10%.",
    ),
    (("BUY", "61", "19"), ("HOLD", "30", "11"), ("SELL", "9", "3")),
)
SABLE = House(
    "Sable Point Equities",
    "Sable Point Equities KK",
    (0.3, 0.15, 0.45),
    (
        "Overweight (OW): expected to outperform the sector over 12 months.",
        "Neutral (N): expected to perform in line with the sector.",
        "Underweight (UW): expected to underperform the sector.",
        "Sector ratings: Overweight, Neutral or Underweight relative to the market.",
    ),
    (("Overweight", "44", "20"), ("Neutral", "43", "15"), ("Underweight", "13", "6")),
)
TAMARIND = House(
    "Tamarind Securities",
    "Tamarind Institutional Equities Pvt Ltd",
    (0.55, 0.3, 0.05),
    (
        "Buy: expected return of more than 20%.",
        "Accumulate: expected return between 10% and 20%.",
        "Neutral: expected return between -5% and 10%.",
        "Reduce: expected return between -15% and -5%.",
        "Sell: expected return below -15%.",
    ),
    (("Buy", "45", "9"), ("Accumulate", "22", "6"), ("Neutral", "20", "4"), ("Reduce", "8", "1"), ("Sell", "5", "0")),
)


# ----------------------------------------------------------------------------- company notes


def company_notes() -> list[Doc]:
    docs: list[Doc] = []

    risks = (
        "A slower recovery in mass-market visitation from mainland China",
        "Higher-than-expected labour costs as new capacity opens",
        "Regulatory changes to concession terms after 2027",
    )
    call = Call("1128.HK", "Harbour Lights Gaming", "Buy", "HK$65.00")
    docs.append(
        Doc(
            "co_sidebar_next_line",
            "Sidebar `Rating` with `Buy` on the next line, `12-month price target` / value; headline "
            "`Reiterate Buy`; `Target price HK$65.00 (from HK$61.00)`; `Key risks` bullets",
            NORTHGATE,
            "Company Update",
            "Harbour Lights Gaming (1128.HK)",
            "14 July 2026",
            "Harbour Lights Gaming (1128.HK): Reiterate Buy; mass-market recovery intact",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("What is new"),
                para(
                    "Second-quarter gross gaming revenue rose 14% year on year to HK$9.8bn, 3% ahead of our "
                    "estimate, as mass-market hold normalised and hotel occupancy reached 97%. Adjusted property "
                    "EBITDA of HK$2.9bn implies a margin of 29.6%, up 180bp from the first quarter."
                ),
                para(
                    "We lift our 2026-27E EBITDA by 4-5% on stronger mass volumes. Target price HK$65.00 (from "
                    "HK$61.00), still based on 12x 2027E EV/EBITDA, implies 24% upside.",
                    lead="Valuation. ",
                ),
                heading("Key risks"),
                *bullets(risks),
                PAGE,
                heading("Estimates"),
                financials("Harbour Lights Gaming", "HK$", NORTHGATE),
                *disclosures(NORTHGATE),
            ),
            key_lines=(
                "Rating",
                "Buy",
                "12-month price target",
                "HK$65.00",
                "Price (13 Jul 2026)",
                "HK$52.30",
            ),
            chart_names=("1128 HK", "HSI"),
        )
    )

    risks = (
        "Slower enterprise cloud migration could delay subscription conversion",
        "Price competition from global vendors could compress gross margins",
        "A stronger renminbi against the Hong Kong dollar would reduce reported earnings",
    )
    call = Call("2693 HK", "Qilin Cloud Software", "BUY", "HK$412.00")
    docs.append(
        Doc(
            "co_caps_inline_12m",
            "Capitals `BUY` alone on the box's first line, `12m Price Target: HK$412.00` on one line; "
            "`Risks to our view` as one paragraph of sentences",
            BLUEWATER,
            "Results Review",
            "Qilin Cloud Software (2693 HK)",
            "22 July 2026",
            "Qilin Cloud Software: Subscription mix lifts margins; maintain BUY",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("Subscription shift pays off"),
                para(
                    "First-half revenue grew 27% to RMB3.6bn, with subscription revenue now 64% of the total "
                    "against 52% a year ago. Operating margin expanded 4.1ppt to 18.9% as hosting costs fell and "
                    "sales productivity improved."
                ),
                para(
                    "We maintain BUY with a 12-month price target of HK$412.00, set at 32x 2027E earnings, a "
                    "discount to global software peers."
                ),
                sentences("Risks to our view: ", risks),
                PAGE,
                financials("Qilin Cloud Software", "RMB", BLUEWATER),
                *disclosures(BLUEWATER),
            ),
            key_lines=("BUY", "12m Price Target: HK$412.00", "Share price: HK$355.20", "Upside: +16.0%"),
            chart_names=("2693 HK", "HSTECH"),
        )
    )

    risks = (
        "a pause in hyperscaler optical spending",
        "faster-than-expected price erosion in 800G transceivers",
        "export restrictions on components sourced from Asia",
    )
    call = Call("APHX US", "Ardent Photonics", "Outperform", "US$148.00")
    docs.append(
        Doc(
            "co_outperform_increased",
            "Box `Outperform` then `Price target (12m) US$148.00`; body `increased from US$135.00 to "
            "US$148.00`; `Downside risks to our price target` numbered in one paragraph",
            KESTREL,
            "Earnings Review",
            "Ardent Photonics (APHX US)",
            "11 July 2026",
            "Ardent Photonics Inc. (APHX): 800G ramp ahead of plan",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("Investment summary"),
                para(
                    "Ardent reported June-quarter revenue of US$612m, up 41% year on year, and guided the "
                    "September quarter to US$655-675m, above consensus of US$630m. Datacom now accounts for 71% "
                    "of sales."
                ),
                para(
                    "Our price target is increased from US$135.00 to US$148.00 on higher estimates, at 28x CY27E "
                    "EPS. We reiterate our Outperform rating.",
                    lead="Valuation: ",
                ),
                heading("Downside risks to our price target"),
                numbered_inline("", risks),
                PAGE,
                financials("Ardent Photonics", "US$", KESTREL),
                *disclosures(KESTREL),
            ),
            key_lines=("Outperform", "Price target (12m) US$148.00", "Price (10 Jul 2026) US$121.35"),
            chart_names=("APHX", "S&P 500"),
        )
    )

    risks = (
        "A delay in 2nm capacity additions at the leading foundry would defer orders",
        "Customer concentration is high, with the top two customers at 58% of sales",
        "A stronger New Taiwan dollar would hurt gross margin",
    )
    call = Call("6821.TW", "Formosa Wafer Tools", "Overweight", "NT$1,250.00")
    docs.append(
        Doc(
            "co_strip_rating_and_industry_view",
            "No sidebar: a full-width key table `Stock Rating | Industry View | Price Target | Price` over "
            "its values (the industry view is not the stock's rating); `Investment risks` paragraph",
            ALTAMIRA,
            "Update",
            "Formosa Wafer Tools (6821.TW)",
            "10 July 2026",
            "Formosa Wafer Tools: Advanced-node orders underpin 2027",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "Orders for etch and deposition parts rose 33% quarter on quarter in 2Q26, and management "
                    "expects a further 10-15% in 3Q26 as its largest customer adds advanced-node capacity. We "
                    "raise 2027E EPS by 7% to NT$48.20."
                ),
                para(
                    "Our price target of NT$1,250.00 is based on 26x 2027E EPS, the top of the stock's five-year "
                    "range, justified by a 30% EPS CAGR over 2025-28E.",
                    lead="Valuation. ",
                ),
                heading("Investment risks"),
                sentences("", risks),
                PAGE,
                financials("Formosa Wafer Tools", "NT$", ALTAMIRA),
                *disclosures(ALTAMIRA),
            ),
            strip=(
                ("Stock Rating", "Industry View", "Price Target", "Price (9 Jul 2026)"),
                ("Overweight", "Attractive", "NT$1,250.00", "NT$1,032.00"),
            ),
        )
    )

    risks = (
        "Upside: faster-than-expected rate cuts lifting residential demand",
        "Downside: weaker office rents in Central as vacancies rise",
        "Downside: higher funding costs on the HK$18bn of debt maturing in 2027",
    )
    call = Call("1539.HK", "Jade Harbour Properties", "Neutral", "48.50")
    docs.append(
        Doc(
            "co_neutral_currency_in_label",
            "Sidebar `Rating` / `Neutral`; `Target price (HKD) 48.50` with the currency in the label; risks "
            "both ways under `Key risks` bullets",
            KESTREL,
            "Company Note",
            "Jade Harbour Properties (1539.HK)",
            "3 July 2026",
            "Jade Harbour Properties (1539 HK): Steady rents, limited catalysts",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("Limited catalysts near term"),
                para(
                    "Retail rental income rose 4% in the first half, while office rents fell 6% as Central vacancy "
                    "reached 14%. Net gearing stays at 21% and the interim dividend was held at HK$0.85."
                ),
                para(
                    "We stay at Neutral. Our target price is set at a 45% discount to NAV, in line with the "
                    "five-year average."
                ),
                heading("Key risks"),
                *bullets(risks, end=""),
                PAGE,
                financials("Jade Harbour Properties", "HK$", KESTREL),
                *disclosures(KESTREL),
            ),
            key_lines=("Rating", "Neutral", "Target price (HKD) 48.50", "Last price (HKD) 46.10"),
            chart_names=("1539 HK", "HSI"),
        )
    )

    risks = (
        "A faster rebound in discretionary spending would lift comparable sales above our forecast",
        "Successful cost savings could expand margins more than we expect",
    )
    call = Call("CRSO", "Crescent Outfitters", "Hold", "$84")
    docs.append(
        Doc(
            "co_hold_pt_dollar",
            "Box `Hold`, `PT: $84` (no cents); `What would make us wrong` as a paragraph",
            NORTHGATE,
            "First Take",
            "Crescent Outfitters (CRSO)",
            "9 July 2026",
            "Crescent Outfitters (CRSO): Comps soft, inventory clean; stay on the sidelines",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "Comparable sales fell 2.4% in the quarter, below our -1.0% estimate, but inventory per store "
                    "was down 8% and gross margin rose 60bp on fewer markdowns. Full-year EPS guidance of "
                    "$5.10-5.30 was maintained."
                ),
                para(
                    "We keep our Hold rating and our price target of $84, based on 16x our 2027 EPS estimate of $5.25.",
                    lead="Valuation. ",
                ),
                heading("What would make us wrong"),
                sentences("", risks),
                PAGE,
                financials("Crescent Outfitters", "US$", NORTHGATE),
                *disclosures(NORTHGATE),
            ),
            key_lines=("Hold", "PT: $84", "Price: $79.60", "Market cap: $6.2bn"),
            chart_names=("CRSO", "S&P 500"),
        )
    )

    # One comma-list sentence is one item under the labels' sentence rule (bench/labels/README.md, rp_036).
    risks = (
        "the main downside risks are lower power prices in Germany, delays to offshore wind auctions and a rise "
        "in long-term interest rates",
    )
    call = Call("NLE GY", "Nordlicht Energie", "Equal-weight", "€42.00")
    docs.append(
        Doc(
            "co_equal_weight_price_objective",
            "Box `Rating: Equal-weight (remains)`, `Price Objective: €42.00`; `Risks to price objective` "
            "in one sentence",
            ALTAMIRA,
            "Company Update",
            "Nordlicht Energie (NLE GY)",
            "16 July 2026",
            "Nordlicht Energie: Hedged through 2027, but growth is priced in",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("Hedged but fully valued"),
                para(
                    "Nordlicht has hedged 85% of its 2027 generation at EUR 78/MWh, which protects earnings if "
                    "power prices keep falling. We cut 2026E EBITDA by 2% to EUR 3.4bn on lower merchant volumes."
                ),
                para(
                    "Our price objective of €42.00 is derived from a sum-of-the-parts valuation. The stock remains "
                    "Equal-weight."
                ),
                para("Risks to price objective: " + risks[0] + "."),
                PAGE,
                financials("Nordlicht Energie", "EUR", ALTAMIRA),
                *disclosures(ALTAMIRA),
            ),
            key_lines=("Rating: Equal-weight (remains)", "Price Objective: €42.00", "Price: €39.85"),
            chart_names=("NLE GY", "DAX"),
        )
    )

    risks = (
        "A faster recovery in Japanese auto production",
        "A weaker yen boosting export margins",
        "Shareholder returns above our assumptions",
    )
    call = Call("7277.T", "Meridian Auto Parts", "Underweight", "¥1,850")
    docs.append(
        Doc(
            "co_underweight_maintained_from",
            "Box `Rating` / `Underweight (maintained)`, `Target price` / `¥1,850 (from ¥2,100)`; "
            "`Upside risks to our rating` bullets",
            SABLE,
            "Company Report",
            "Meridian Auto Parts (7277.T)",
            "8 July 2026",
            "Meridian Auto Parts (7277): Margin pressure persists; target cut",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "Operating profit fell 18% in the June quarter as steel costs and wage increases outpaced price "
                    "pass-through. We cut FY3/27E operating profit by 9% to ¥42bn and now see a flat dividend."
                ),
                para(
                    "We reduce our target price to ¥1,850 (from ¥2,100), based on 0.7x FY3/27E P/B, and maintain "
                    "our Underweight rating.",
                ),
                heading("Upside risks to our rating"),
                *bullets(risks),
                PAGE,
                financials("Meridian Auto Parts", "¥", SABLE),
                *disclosures(SABLE),
            ),
            key_lines=("Rating", "Underweight (maintained)", "Target price", "¥1,850 (from ¥2,100)"),
            chart_names=("7277", "TOPIX"),
        )
    )

    risks = (
        "Key upside risks include a quicker recovery in trans-Pacific freight rates and asset sales at a premium to book value",
    )
    call = Call("LPL SP", "Lionport Logistics", "SELL", "S$2.10")
    docs.append(
        Doc(
            "co_downgrade_arrow",
            "Box `Rating` / `HOLD → SELL` (an arrow from the old rating), `Target price` / `S$2.10 (prev. "
            "S$2.95)`; headline `Downgrade to SELL`; `Key upside risks` in one sentence",
            BLUEWATER,
            "Rating Change",
            "Lionport Logistics (LPL SP)",
            "18 July 2026",
            "Lionport Logistics (LPL SP): Downgrade to SELL; volumes roll over",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("Volumes are rolling over"),
                para(
                    "Container throughput at the group's ports fell 5% year on year in June, the third monthly "
                    "decline, and contract logistics margins are under pressure from customer insourcing. We cut "
                    "FY26-27E EPS by 14-19%."
                ),
                para(
                    "We downgrade to SELL from HOLD with a new target price of S$2.10 (previously S$2.95), based on "
                    "9x FY27E EPS."
                ),
                para(risks[0] + "."),
                PAGE,
                financials("Lionport Logistics", "S$", BLUEWATER),
                *disclosures(BLUEWATER),
            ),
            key_lines=("Rating", "HOLD \u2192 SELL", "Target price", "S$2.10 (prev. S$2.95)"),
            chart_names=("LPL SP", "STI"),
        )
    )

    risks = (
        "Faster infrastructure spending in Guangdong",
        "Industry-wide capacity cuts that lift cement prices",
        "A lower effective tax rate",
    )
    call = Call("996 HK", "Pearl Delta Cement", "Reduce", "HK$7.40")
    docs.append(
        Doc(
            "co_reduce_cut_to",
            "Sidebar `Reduce`, `Target price cut to HK$7.40 from HK$8.90`; risks under `Risks` as numbered lines",
            TAMARIND,
            "Company Update",
            "Pearl Delta Cement (996 HK)",
            "25 July 2026",
            "Pearl Delta Cement: Price war deepens",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "Average selling prices in the Pearl River Delta fell RMB35/t quarter on quarter in 2Q26 as "
                    "new capacity came on line and property starts kept falling. We cut 2026E net profit by 21%."
                ),
                para("We retain Reduce; our target price is cut to HK$7.40 (0.55x 2026E P/B)."),
                heading("Risks"),
                *[para(f"{n}. {item}", gap=3.0) for n, item in enumerate(risks, 1)],
                PAGE,
                financials("Pearl Delta Cement", "RMB", TAMARIND),
                *disclosures(TAMARIND),
            ),
            key_lines=("Reduce", "Target price cut to", "HK$7.40 from HK$8.90", "CMP: HK$8.05"),
            chart_names=("996 HK", "HSCEI"),
        )
    )

    risks = (
        "adverse US FDA inspection outcomes",
        "slower uptake of new launches in the US generics market",
        "rupee appreciation",
    )
    call = Call("VNTG IN", "Vantage Pharma", "Accumulate", "Rs1,480")
    docs.append(
        Doc(
            "co_upgrade_accumulate_raised",
            "Headline `Upgrade to Accumulate`; box `Rating: Accumulate (from Neutral)`, `Target: Rs1,480`; "
            "body `raised to Rs1,480`; `Key risks:` inline with semicolons",
            TAMARIND,
            "Upgrade",
            "Vantage Pharma (VNTG IN)",
            "29 July 2026",
            "Vantage Pharma: US pipeline de-risked; upgrade to Accumulate",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "The US FDA closed the warning letter at the company's Goa plant, clearing the way for 11 "
                    "pending approvals. We raise FY27-28E EPS by 8-12% on US launches."
                ),
                para(
                    "Our target price is raised to Rs1,480 (Rs1,320 earlier), at 24x FY28E EPS; we upgrade the "
                    "stock to Accumulate from Neutral."
                ),
                para("; ".join(risks) + ".", lead="Key risks: ", keep=True),
                PAGE,
                financials("Vantage Pharma", "Rs", TAMARIND),
                *disclosures(TAMARIND),
            ),
            key_lines=("Rating: Accumulate (from Neutral)", "Target: Rs1,480", "CMP: Rs1,291"),
            chart_names=("VNTG IN", "NIFTY"),
        )
    )

    risks = (
        "Raw milk prices could rise faster than retail prices",
        "Competition in premium yoghurt could intensify",
        "Food safety incidents would hurt the brand",
    )
    call = Call("6186.HK", "Summit Dairy", "Buy", "HK$14.20")
    docs.append(
        Doc(
            "co_headline_only_rating",
            "The box holds no rating; the call is the headline's `Reiterate Buy` and the body's "
            "`12-month price target of HK$14.20`; `Risks to our view` bullets; legend with every rating word",
            NORTHGATE,
            "Company Update",
            "Summit Dairy (6186.HK)",
            "30 July 2026",
            "Summit Dairy (6186.HK): Reiterate Buy; premium mix drives a margin beat",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "First-half gross margin reached 38.4%, 210bp above our forecast, as premium products rose to "
                    "46% of sales. We raise 2026E EPS by 6%."
                ),
                para("Our 12-month price target of HK$14.20 is based on 20x 2027E EPS, implying 28% upside."),
                heading("Risks to our view"),
                *bullets(risks),
                PAGE,
                financials("Summit Dairy", "RMB", NORTHGATE),
                *disclosures(NORTHGATE),
            ),
            key_lines=("Summit Dairy", "Consumer Staples | China", "Price (29 Jul 2026): HK$11.10"),
            chart_names=("6186 HK", "HSI"),
        )
    )

    risks = (
        "lower-than-expected lithium prices",
        "project delays at the Pilbara expansion",
        "a stronger Australian dollar",
    )
    call = Call("SCM AU", "Southern Cross Minerals", "Overweight", "A$18.40")
    docs.append(
        Doc(
            "co_upgrade_triangle",
            "Box `Rating` / `\u25b2 Overweight` / `from Neutral`, `Price target` / `A$18.40`; headline "
            "`Upgrade to Overweight`; `Key risks` numbered inline",
            SABLE,
            "Rating Change",
            "Southern Cross Minerals (SCM AU)",
            "21 July 2026",
            "Southern Cross Minerals (SCM AU): Upgrade to Overweight as supply tightens",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                para(
                    "Spodumene prices have risen 40% since April as two competing mines were placed on care and "
                    "maintenance. We lift FY27E EBITDA by 35% and upgrade the stock to Overweight."
                ),
                para("Our price target rises to A$18.40 from A$13.90, based on 1.0x NAV."),
                numbered_inline("Key risks: ", risks),
                PAGE,
                financials("Southern Cross Minerals", "A$", SABLE),
                *disclosures(SABLE),
            ),
            key_lines=("Rating", "\u25b2 Overweight", "from Neutral", "Price target", "A$18.40"),
            chart_names=("SCM AU", "ASX 200"),
        )
    )

    risks = (
        "Slower adoption of robotic surgery in European hospitals",
        "Reimbursement cuts in Germany and France",
        "Execution risk in the US launch",
    )
    call = Call("VELO FP", "Velora Medical", "Outperform", "€126.00")
    docs.append(
        Doc(
            "co_initiation",
            "Initiation: box `Initiation` / `Outperform` / `12-month price target` / `€126.00`; body "
            "`We initiate coverage with an Outperform rating`; `Investment risks` bullets",
            KESTREL,
            "Initiation of Coverage",
            "Velora Medical (VELO FP)",
            "2 July 2026",
            "Velora Medical: A European champion in surgical robotics",
            "company",
            call.rating,
            call.target,
            risks,
            (call,),
            (
                heading("Investment thesis"),
                para(
                    "Velora's installed base of 640 systems grows by about 25% a year, and recurring revenue from "
                    "instruments and service is 68% of sales. We forecast a 22% revenue CAGR over 2025-28E."
                ),
                para(
                    "We initiate coverage with an Outperform rating and a 12-month price target of €126.00, "
                    "derived from a DCF (WACC 8.2%, terminal growth 3%)."
                ),
                heading("Investment risks"),
                *bullets(risks),
                PAGE,
                financials("Velora Medical", "EUR", KESTREL),
                *disclosures(KESTREL),
            ),
            key_lines=("Initiation", "Outperform", "12-month price target", "€126.00", "Price: €98.40"),
            chart_names=("VELO FP", "CAC 40"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- sector and strategy notes


def sector_notes() -> list[Doc]:
    docs: list[Doc] = []

    calls = (
        Call("1128.HK", "Harbour Lights Gaming", "Buy", "HK$65.00"),
        Call("2282.HK", "Golden Lotus Resorts", "Buy", "HK$18.50"),
        Call("0880.HK", "Pacific Crown", "Hold", "HK$4.60"),
        Call("1928.HK", "Cotai Star", "Sell", "HK$21.00"),
    )
    risks = (
        "A slowdown in the Chinese economy could reduce visitation",
        "Visa policy changes could limit mainland arrivals",
        "Smoking restrictions on gaming floors could be tightened",
    )
    docs.append(
        Doc(
            "sec_view_attractive_table",
            "Sector note: box `Sector view` / `Attractive`; table `Company | Ticker | Rating | Price | "
            "Target` with HK$ in the cells; `Key risks` bullets",
            NORTHGATE,
            "Sector Update",
            "Macau Gaming",
            "15 July 2026",
            "Macau Gaming: July GGR tracking ahead; stay selective",
            "industry",
            "Attractive",
            None,
            risks,
            calls,
            (
                para(
                    "Gross gaming revenue for the first two weeks of July implies a full-month figure of "
                    "MOP21-22bn, up 12% year on year, with mass tables driving the gains. We raise our 2026 "
                    "market GGR forecast to MOP255bn."
                ),
                table(
                    "Figure 1: Coverage summary",
                    ("Company", "Ticker", "Rating", "Price", "Target"),
                    [
                        (c.name, c.code, c.rating, p, c.target or "")
                        for c, p in zip(calls, ("HK$52.30", "HK$15.10", "HK$4.80", "HK$24.70"), strict=True)
                    ],
                    f"Source: Bloomberg, {NORTHGATE.name} estimates; prices as of 14 July 2026",
                    widths=(0.34, 0.16, 0.14, 0.18, 0.18),
                    left_aligned=3,
                ),
                heading("Key risks"),
                *bullets(risks),
                *disclosures(NORTHGATE),
            ),
            key_lines=("Sector view", "Attractive", "Top pick: 1128.HK"),
            chart_names=("Sector", "HSI"),
        )
    )

    calls = (
        Call("NVLX US", "Novalux Semiconductor", "Overweight", "215.00"),
        Call("QRSC US", "Quanta Ridge", "Equal-weight", "102.00"),
        Call("SLCN US", "Silicon Crest", "Underweight", "38.00"),
        Call("ORBT US", "Orbital Devices", "Overweight", "76.00"),
    )
    docs.append(
        Doc(
            "sec_industry_view_inline_bloomberg",
            "Sector note: box `Industry View` / `In-Line`; table `Bloomberg | Company | Price (US$) | "
            "PT (US$) | Rating`, currency in the header; no risk section",
            ALTAMIRA,
            "Industry Update",
            "US Semiconductors",
            "17 July 2026",
            "US Semiconductors: Inventory digestion nearly done",
            "industry",
            "In-Line",
            None,
            (),
            calls,
            (
                para(
                    "Channel inventory at the major distributors fell to 94 days in June from 118 days in January. "
                    "We expect order growth to resume in the fourth quarter, led by data-centre and automotive."
                ),
                table(
                    "Exhibit 3: Ratings and price targets",
                    ("Bloomberg", "Company", "Price (US$)", "PT (US$)", "Rating"),
                    [
                        (c.code, c.name, p, c.target or "", c.rating)
                        for c, p in zip(calls, ("188.40", "97.10", "44.75", "61.20"), strict=True)
                    ],
                    "Source: FactSet, Altamira Securities Research; priced at close of 16 July 2026",
                    widths=(0.15, 0.33, 0.16, 0.14, 0.22),
                    left_aligned=2,
                ),
                para(
                    "We prefer companies with data-centre exposure and see Silicon Crest as most exposed to the "
                    "consumer slowdown."
                ),
                *disclosures(ALTAMIRA),
            ),
            key_lines=("Industry View", "In-Line", "North America"),
            chart_names=("SOX", "S&P 500"),
        )
    )

    calls = (
        Call("6501.T", "Kanto Electric", "OW", "5,400"),
        Call("6702.T", "Shinsei Systems", "N", "3,150"),
        Call("6724.T", "Hokuto Robotics", "OW", "12,800"),
        Call("6645.T", "Ariake Controls", "UW", "1,920"),
    )
    risks = ("Risks to our view include a sharp appreciation of the yen and a slowdown in Chinese capital expenditure",)
    docs.append(
        Doc(
            "sec_overweight_sector_ric_letters",
            "Sector note: `Overweight sector` in the box; table `RIC | Company | Rtg | Price (¥) | TP (¥)` "
            "with letter ratings (OW/N/UW); `Risks to our view` in one sentence",
            SABLE,
            "Sector Report",
            "Japan Factory Automation",
            "24 July 2026",
            "Japan Factory Automation: Orders inflect; we stay Overweight on the sector",
            "industry",
            "Overweight",
            None,
            risks,
            calls,
            (
                para(
                    "Machine tool orders rose 11% year on year in June, the fourth consecutive increase, and robot "
                    "orders from China rose 19%. We see the order cycle turning up through FY3/27."
                ),
                table(
                    "Figure 4: Coverage",
                    ("RIC", "Company", "Rtg", "Price (¥)", "TP (¥)"),
                    [
                        (c.code, c.name, c.rating, p, c.target or "")
                        for c, p in zip(calls, ("4,620", "3,080", "10,450", "2,240"), strict=True)
                    ],
                    "Source: LSEG, Sable Point Equities",
                    widths=(0.15, 0.35, 0.12, 0.19, 0.19),
                    left_aligned=3,
                ),
                para(risks[0] + "."),
                *disclosures(SABLE),
            ),
            key_lines=("Sector rating", "Overweight sector", "Japan | Industrials"),
            chart_names=("Sector", "TOPIX"),
        )
    )

    calls = (
        Call("D05 SP", "Straits Union Bank", "BUY", "S$46.00"),
        Call("O39 SP", "Harbourfront Bancorp", "HOLD", "S$16.80"),
        Call("U11 SP", "Merlion Financial", "BUY", "S$40.50"),
    )
    risks = (
        "Faster rate cuts would compress net interest margins",
        "Asset quality could weaken in commercial real estate",
    )
    docs.append(
        Doc(
            "sec_no_view_stocks_mentioned",
            "Sector note with no sector view: table `Company | Bloomberg | Rating | Target price | Price` "
            "(capitals); `Risks` bullets",
            BLUEWATER,
            "Sector Note",
            "Singapore Banks",
            "28 July 2026",
            "Singapore Banks: 2Q26 preview, margins past the peak",
            "industry",
            None,
            None,
            risks,
            calls,
            (
                para(
                    "We expect net interest margins to fall 4-6bp quarter on quarter in 2Q26 as SORA eases, partly "
                    "offset by fee income growth of 8-10% from wealth management."
                ),
                table(
                    "Stocks mentioned",
                    ("Company", "Bloomberg", "Rating", "Target price", "Price"),
                    [
                        (c.name, c.code, c.rating, c.target or "", p)
                        for c, p in zip(calls, ("S$41.20", "S$16.10", "S$35.70"), strict=True)
                    ],
                    "Source: Bloomberg, Bluewater Global Research",
                    widths=(0.3, 0.16, 0.14, 0.2, 0.2),
                    left_aligned=3,
                ),
                heading("Risks"),
                *bullets(risks),
                *disclosures(BLUEWATER),
            ),
            key_lines=("Singapore Banks", "Sector preview", "Financials | ASEAN"),
            chart_names=("Banks", "STI"),
        )
    )

    calls = (
        Call("BRGT US", "Brightline Software", "Outperform", "US$310.00"),
        Call("CLDW US", "Cloudweave", "Neutral", "US$64.00"),
        Call("DATX US", "Dataxis", "Underperform", "US$22.00"),
    )
    risks = (
        "a sharper cut in enterprise IT budgets",
        "faster price competition from AI-native entrants",
        "slower seat growth as customers automate",
    )
    docs.append(
        Doc(
            "sec_industry_view_prose_calls",
            "Sector note: `Industry view: Cautious` in the text, the calls in a stock table on page 2; "
            "`Downside risks` numbered inline",
            KESTREL,
            "Industry Note",
            "US Application Software",
            "6 July 2026",
            "US Application Software: Seat compression is real; turning more selective",
            "industry",
            "Cautious",
            None,
            risks,
            calls,
            (
                para("Cautious", lead="Industry view: "),
                para(
                    "Our channel checks suggest that seat counts at large enterprises fell 3% in the first half as "
                    "AI agents replaced some support and sales roles. We cut our 2027 growth estimates for "
                    "seat-based vendors by 2-4 points."
                ),
                para(
                    "Brightline remains our top pick thanks to its consumption pricing; we see Dataxis as the most "
                    "exposed."
                ),
                numbered_inline("Downside risks: ", risks),
                PAGE,
                table(
                    "Figure 5: Ratings, prices and price targets",
                    ("Company", "Ticker", "Rating", "Price", "Price target"),
                    [
                        (c.name, c.code, c.rating, p, c.target or "")
                        for c, p in zip(calls, ("US$266.10", "US$61.30", "US$27.90"), strict=True)
                    ],
                    "Source: Kestrel Vane Research; priced as of 3 July 2026",
                    widths=(0.27, 0.15, 0.2, 0.19, 0.19),
                    left_aligned=3,
                ),
                *disclosures(KESTREL),
            ),
            key_lines=("US Software", "Industry Note", "Coverage: 3 stocks"),
            chart_names=("IGV", "S&P 500"),
        )
    )

    risks = (
        "A renewed rise in US bond yields would hurt long-duration markets",
        "Weaker Chinese growth would weigh on North Asian exporters",
    )
    docs.append(
        Doc(
            "strategy_allocation",
            "Strategy note, no rating of its own: country allocations `overweight Japan`, `underweight "
            "Australia` are no stock rating; `Risks to our view` bullets; legend page",
            NORTHGATE,
            "Asia Strategy",
            "Asia Pacific Strategy",
            "1 August 2026",
            "Asia Strategy: Rates, flows and the second-half playbook",
            "industry",
            None,
            None,
            risks,
            (),
            (
                para(
                    "Foreign investors bought US$14bn of Asian equities in July, the most since early 2024, with "
                    "Korea and Taiwan taking two thirds of the flows. We expect the Fed's easing to support Asian "
                    "currencies in the second half."
                ),
                para(
                    "We stay overweight Japan and India, neutral China and underweight Australia. Our end-2026 "
                    "MSCI Asia ex-Japan target is 880, implying 9% upside.",
                    lead="Allocation. ",
                ),
                table(
                    "Figure 1: Our country allocation",
                    ("Market", "Allocation", "Benchmark (%)", "Ours (%)"),
                    [
                        ("Japan", "Overweight", "32.0", "36.0"),
                        ("India", "Overweight", "12.5", "15.0"),
                        ("China", "Neutral", "21.0", "21.0"),
                        ("Australia", "Underweight", "14.5", "11.0"),
                    ],
                    "Source: MSCI, Northgate Capital Markets",
                    widths=(0.25, 0.25, 0.25, 0.25),
                    left_aligned=2,
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(NORTHGATE),
            ),
            key_lines=("Asia Strategy", "Monthly", "Regional allocation"),
            chart_names=("MXASJ", "MXWO"),
        )
    )

    docs.append(
        Doc(
            "macro_no_risks",
            "Macro note: no rating, target, call or risk section; the disclosures legend still names every rating word",
            SABLE,
            "Economics",
            "Japan Economics",
            "5 August 2026",
            "Japan Economics: The BoJ's next step is October",
            "industry",
            None,
            None,
            (),
            (),
            (
                para(
                    "Core CPI rose 2.4% year on year in June and wage growth in the spring negotiations averaged "
                    "5.1%. We now expect the Bank of Japan to raise its policy rate to 1.0% in October, from 0.75%."
                ),
                para(
                    "We forecast real GDP growth of 0.9% in 2026 and 0.7% in 2027, and USD/JPY at 138 by the end "
                    "of 2026."
                ),
                *disclosures(SABLE),
            ),
            key_lines=("Economics", "Japan", "Monetary policy"),
            chart_names=("JGB 10y", "USD/JPY"),
        )
    )
    return docs


def documents() -> list[Doc]:
    return company_notes() + sector_notes()


# ----------------------------------------------------------------------------- rendering


@dataclass
class StripLayout(R.Layout):  # type: ignore[misc,name-defined]
    """A cover without a sidebar: the main column spans the page and a key-data table follows the title."""

    strip: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())

    def __post_init__(self) -> None:
        self.english = True
        self.bottom = R.BOTTOM
        self.page = self._add_page()
        self._cover_masthead()
        self.left, self.right = R.MARGIN_L, R.MARGIN_R
        self.y = 96.0
        self._title()
        header, values = self.strip
        self.table(R.Table("", header, (values,), "", left_aligned=len(header)))


def report_of(doc: Doc) -> Any:
    house = doc.house
    broker = R.Broker(house.name, house.full_name, house.name, house.color, "english")
    sidebar = R.Sidebar(
        key_lines=doc.key_lines,
        market_title="Key data",
        market=(("Market cap (US$bn)", "12.4"), ("Free float (%)", "71"), ("3m ADV (US$m)", "48.2")),
        analysts_title="Analysts",
        analysts=("Alex Morgan, CFA", "Jun Tanaka"),
        chart_title="Share price performance",
        chart_names=doc.chart_names,
        related_title="Related research",
        related=(),
    )
    return R.Report(
        file=f"{doc.name}.pdf",
        broker=broker,
        kind=doc.kind,
        kind_line=f"Equity Research | {doc.kind}",
        stock=doc.stock,
        date=doc.date,
        title=doc.title,
        sidebar=sidebar,
        blocks=doc.blocks,
        footer_notice=f"{house.name} | See the important disclosures at the end of this report.",
        metadata={
            "title": doc.title,
            "author": house.name,
            "creator": "research-digest bench/synthetic_layouts.py",
            "producer": "PyMuPDF",
            "creationDate": "D:20260801080000+00'00'",
            "modDate": "D:20260801080000+00'00'",
        },
        seed=sum(map(ord, doc.name)),
        wrap="words",
    )


def render_pdf(doc: Doc) -> bytes:
    report = report_of(doc)
    if doc.strip is None:
        return bytes(R.render(report).data)
    layout = StripLayout(report, strip=doc.strip)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def flat_text(data: bytes) -> str:
    return "".join(page.get_text().replace("\n", "") for page in pymupdf.open(stream=data, filetype="pdf"))


def check(doc: Doc, data: bytes, *, names_by_word: bool = False) -> None:
    """Every label is on the text layer as printed: the labels hold by construction. `names_by_word`:
    a company name may wrap onto a second line of its table cell, so each of its words is checked."""
    text = flat_text(data)
    wanted = [doc.rating, doc.target, *doc.risks]
    for c in doc.calls:
        wanted += [c.code, c.rating, c.target, *(c.name.split() if names_by_word and c.name else [c.name])]
    missing = [w for w in wanted if w and w not in text]
    if missing:
        raise AssertionError(f"{doc.name}: labels not on the text layer: {missing}")


@dataclass(frozen=True)
class SyntheticSet:
    """One synthetic set: its name (the bench's set and results file), its documents and how one is drawn.
    The later sets (synthetic_layouts_2.py, _3.py) run through the same writing, scoring and CLI."""

    name: str
    documents: Callable[[], Sequence[Any]]
    render: Callable[[Any], bytes]
    names_by_word: bool = False  # see check()


def write_documents(spec: SyntheticSet, folder: Path, names: set[str] | None = None) -> list[tuple[Any, Path]]:
    """Renders the set's documents (or those named) into `folder`, checks them, writes labels.jsonl."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for doc in spec.documents():
        if names is not None and doc.name not in names:
            continue
        data = spec.render(doc)
        check(doc, data, names_by_word=spec.names_by_word)
        path = folder / f"{doc.name}.pdf"
        path.write_bytes(data)
        out.append((doc, path))
    (folder / "labels.jsonl").write_text(
        "".join(json.dumps(doc.label(), ensure_ascii=False) + "\n" for doc, _ in out), "utf-8"
    )
    return out


# ----------------------------------------------------------------------------- scoring


def labelled_in(set_name: str, doc: Doc, path: Path) -> Any:
    from bench.labelsets import Labelled

    return Labelled(
        set=set_name,
        id=doc.name,
        path=path,
        source="synthetic",
        group=doc.house.name,
        rating=doc.rating,
        rating_verbatim=None,
        target_price=doc.target,
        risks=list(doc.risks),
        doc_type=doc.doc_type,
        stock_calls=[c.label() for c in doc.calls],
        broker=doc.house.name,
        notes=doc.exercises,
        language=getattr(doc, "language", "en"),
    )


def score_set(spec: SyntheticSet, show_misses: bool) -> int:
    from bench.accuracy import run_rules
    from bench.labelsets import write_results
    from bench.pdf_accuracy import console, figures, rows, table_of
    from bench.pdf_accuracy import score as score_item

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix=spec.name.replace("_", "-") + "-") as folder:
        results = []
        for doc, path in write_documents(spec, Path(folder)):
            item = labelled_in(spec.name, doc, path)
            results.append(score_item(item, run_rules(item)))
    found = rows(results)
    console.print(table_of(found))
    company = figures([r for r in results if r.item.doc_type == "company"])
    sector = figures([r for r in results if r.item.doc_type == "industry"])
    for name, f in (("company notes' own call", company), ("sector notes' calls", sector)):
        calls = f["calls"]
        console.print(
            f"{name}: matched {calls['matched']} / extracted {calls['extracted']} / labelled {calls['labelled']}",
            markup=False,
        )
    call_targets: dict[str, list[int]] = {}
    for r in results:
        key = f"{r.item.language} {r.item.doc_type}"
        right, scored = call_targets.setdefault(key, [0, 0])
        call_targets[key] = [right + r.scored.tally.call_target[0], scored + r.scored.tally.call_target[1]]
    console.print(
        "call targets right of matched calls with a labelled target: "
        + ", ".join(f"{key} {right}/{scored}" for key, (right, scored) in sorted(call_targets.items())),
        markup=False,
    )
    if show_misses:
        for line in [m for r in results for m in r.scored.misses] or ["(no misses)"]:
            console.print(line, markup=False, highlight=False, soft_wrap=True)
    wall = round(time.perf_counter() - started, 1)
    out = {
        "wall_seconds": wall,
        "rows": [{"section": s, "language": la, "format": fm, "doc_type": dt, **f} for (s, la, fm, dt), f in found],
        "company_calls": company["calls"],
        "sector_calls": sector["calls"],
        "call_targets": call_targets,
    }
    path = write_results(f"{spec.name}.json", [json.dumps(out, ensure_ascii=False, indent=1)])
    console.print(f"{len(results)} documents; figures written to {path.relative_to(ROOT)}; {wall}s")
    return 0


def run_cli(spec: SyntheticSet, description: str | None, argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(description or "").splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the PDFs and labels.jsonl to this folder")
    parser.add_argument("--score", action="store_true", help="run the rules backend on the set and score it")
    parser.add_argument("--misses", action="store_true", help="with --score: print every miss")
    args = parser.parse_args(argv)
    if args.out:
        written = write_documents(spec, args.out)
        print(f"{len(written)} documents written to {args.out}")
    if args.score or not args.out:
        return score_set(spec, args.misses)
    return 0


FIRST_SET = SyntheticSet(SET_NAME, documents, render_pdf)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Doc, Path]]:
    return write_documents(FIRST_SET, folder, names)


def labelled(doc: Doc, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def score(show_misses: bool) -> int:
    return score_set(FIRST_SET, show_misses)


def main(argv: list[str] | None = None) -> int:
    return run_cli(FIRST_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
