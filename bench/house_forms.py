"""House forms: how sell-side houses print a company note's cover box, a sector note's calls and a risk section,
each drawn as a one-page PDF and read by the rules backend through the whole pipeline (issue 22 §4, English sell-side
conventions). Session 27 wrote these from general knowledge of the houses' forms (no real note was read for them), ran
them once, and turned the forms that failed into rules with tests (tests/finders/test_house_cover_boxes.py,
test_bare_us_ticker_rating_sentences.py, test_risk_list_joining_word.py). Invented companies and figures; a label is
the value as printed. Not held out: every form here has been looked at."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console
from rich.table import Table

from bench.drawn_forms import (
    SOURCE_LINE,
    Call,
    FormLabel,
    Line,
    digest_rules,
    draw_lines,
    draw_pdf,
    form_labelled,
    oracle_and_liar,
)
from bench.labelsets import Labelled
from schemas.types import FieldName

BODY: list[Line] = [
    ("We expect revenue growth of 15% in 2027, driven by new products and margin expansion.", "helv", 9)
]

# name -> (cover lines, rating as printed, target as printed)
COVERS: dict[str, tuple[list[Line], str | None, str | None]] = {
    "BofA: headline and Key Changes box": (
        [
            ("Acme Holdings (ACME US)", "hebo", 14),
            ("Reiterate Buy; raising PO to $150", "hebo", 11),
            ("Key Changes", "hebo", 9),
            ("(US$) Previous Current", "helv", 8),
            ("Price Obj. 140.00 150.00", "helv", 8),
            ("Rating BUY BUY", "helv", 8),
        ],
        "Buy",
        "$150",
    ),
    "BofA: labelled box": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Rating: UNDERPERFORM", "helv", 9),
            ("Price Objective: US$90.00", "helv", 9),
            ("Date Established: 10-Mar-2026", "helv", 9),
        ],
        "UNDERPERFORM",
        "US$90.00",
    ),
    "Morgan Stanley: key-data strip": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Stock Rating", "helv", 8),
            ("Overweight", "hebo", 9),
            ("Industry View", "helv", 8),
            ("Attractive", "hebo", 9),
            ("Price Target", "helv", 8),
            ("US$150.00", "hebo", 9),
        ],
        "Overweight",
        "US$150.00",
    ),
    "Morgan Stanley: Equal-weight": (
        [
            ("Acme Holdings | Asia Pacific", "hebo", 14),
            ("Stock Rating", "helv", 8),
            ("Equal-weight", "hebo", 9),
            ("Industry View", "helv", 8),
            ("In-Line", "hebo", 9),
            ("Price target", "helv", 8),
            ("HK$150.00", "hebo", 9),
        ],
        "Equal-weight",
        "HK$150.00",
    ),
    "J.P. Morgan: rating over ticker line": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Overweight", "hebo", 10),
            ("ACME, ACME US", "helv", 9),
            ("Price (10 Mar 26): $120.50", "helv", 9),
            ("Price Target (Dec-26): $150.00", "helv", 9),
        ],
        "Overweight",
        "$150.00",
    ),
    "J.P. Morgan: Underweight, HK listing": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Underweight", "hebo", 10),
            ("0700 HK", "helv", 9),
            ("Price (10 Mar 26): HK$120.50", "helv", 9),
            ("Price Target (Dec-26): HK$100.00", "helv", 9),
        ],
        "Underweight",
        "HK$100.00",
    ),
    "Citi: rating over price line": (
        [
            ("Acme Holdings (ACME.N)", "hebo", 14),
            ("Buy", "hebo", 11),
            ("Price (10 Mar 26) US$120.50", "helv", 9),
            ("Target price US$150.00", "helv", 9),
        ],
        "Buy",
        "US$150.00",
    ),
    "UBS: 12-month rating": (
        [
            ("Acme Holdings", "hebo", 14),
            ("12-month rating Buy", "helv", 9),
            ("12m price target US$150.00", "helv", 9),
            ("Price US$120.50", "helv", 9),
        ],
        "Buy",
        "US$150.00",
    ),
    "Macquarie: price dated at a day": (
        [
            ("Acme Holdings (ACME US)", "hebo", 14),
            ("Outperform", "hebo", 11),
            ("Price (at 10 Mar 2026) US$120.50", "helv", 9),
            ("12-month target US$150.00", "helv", 9),
        ],
        "Outperform",
        "US$150.00",
    ),
    "CLSA: rating over target": (
        [
            ("Acme Holdings", "hebo", 14),
            ("OUTPERFORM", "hebo", 11),
            ("Target HK$150.00", "helv", 9),
            ("Current price HK$120.50", "helv", 9),
            ("ACME HK", "helv", 9),
        ],
        "OUTPERFORM",
        "HK$150.00",
    ),
    "CLSA: High-Conviction": (
        [
            ("Acme Holdings", "hebo", 14),
            ("HIGH-CONVICTION OUTPERFORM", "hebo", 11),
            ("Target HK$150.00", "helv", 9),
            ("Current price HK$120.50", "helv", 9),
        ],
        "HIGH-CONVICTION OUTPERFORM",
        "HK$150.00",
    ),
    "Bernstein: Outperform": (
        [
            ("Acme Holdings (ACME)", "hebo", 14),
            ("Rating Outperform", "helv", 9),
            ("Target price USD 150.00", "helv", 9),
            ("Closing price USD 120.50", "helv", 9),
        ],
        "Outperform",
        "USD 150.00",
    ),
    "Bernstein: Market-Perform": (
        [
            ("Acme Holdings (ACME)", "hebo", 14),
            ("Rating Market-Perform", "helv", 9),
            ("Target price USD 150.00", "helv", 9),
        ],
        "Market-Perform",
        "USD 150.00",
    ),
    "Daiwa: bracketed currency": (
        [
            ("Acme Holdings (6758 JP)", "hebo", 14),
            ("Target (¥): 15,000", "helv", 9),
            ("Up/downside: +24.5%", "helv", 9),
            ("Rating: Buy (1)", "helv", 9),
        ],
        "Buy",
        "15,000",
    ),
    "Barclays: labelled box": (
        [
            ("Acme Holdings (ACME)", "hebo", 14),
            ("Stock Rating OVERWEIGHT", "helv", 9),
            ("Industry View NEUTRAL", "helv", 9),
            ("Price Target USD 150.00", "helv", 9),
            ("Price (10-Mar-2026) USD 120.50", "helv", 9),
        ],
        "OVERWEIGHT",
        "USD 150.00",
    ),
    "Deutsche Bank: currency in the price label": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Rating Buy", "helv", 9),
            ("Price at 10 Mar 2026 (USD) 120.50", "helv", 9),
            ("Price target 150.00", "helv", 9),
        ],
        "Buy",
        "150.00",
    ),
    "Mizuho: band": (
        [("Acme Holdings (ACME)", "hebo", 14), ("Outperform | PT $150", "hebo", 10)],
        "Outperform",
        "$150",
    ),
    "Credit Suisse: currency in the target label": (
        [
            ("Acme Holdings (ACME.OQ)", "hebo", 14),
            ("Rating OUTPERFORM", "helv", 9),
            ("Price (10 Mar 26, US$) 120.50", "helv", 9),
            ("Target price (US$) 150.00", "helv", 9),
        ],
        "OUTPERFORM",
        "150.00",
    ),
    "Wells Fargo: band": (
        [("Acme Holdings (ACME)", "hebo", 14), ("Overweight; Price Target $150", "hebo", 10)],
        "Overweight",
        "$150",
    ),
    "Nomura: labelled box": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Rating: Buy", "helv", 9),
            ("Target price: HKD 95.00", "helv", 9),
            ("Closing price (10 Mar 2026): HKD 75.60", "helv", 9),
        ],
        "Buy",
        "HKD 95.00",
    ),
    "HSBC: rating over target": (
        [
            ("Acme Holdings (700 HK)", "hebo", 14),
            ("Buy", "hebo", 11),
            ("Target price HKD95.00", "helv", 9),
            ("Share price HKD75.60", "helv", 9),
            ("Upside/downside 25.7%", "helv", 9),
        ],
        "Buy",
        "HKD95.00",
    ),
    "Jefferies: labelled box": (
        [
            ("Acme Holdings", "hebo", 14),
            ("Rating BUY", "helv", 9),
            ("Price Target HK$95.00", "helv", 9),
            ("Price HK$75.60", "helv", 9),
        ],
        "BUY",
        "HK$95.00",
    ),
    "CICC: Maintain": (
        [
            ("Acme Holdings (700.HK)", "hebo", 14),
            ("Maintain OUTPERFORM", "hebo", 10),
            ("Target price: HK$95.00", "helv", 9),
        ],
        "OUTPERFORM",
        "HK$95.00",
    ),
    "CMBI: BUY (Maintain)": (
        [
            ("Acme Holdings (700 HK)", "hebo", 14),
            ("BUY (Maintain)", "hebo", 11),
            ("Target Price HK$95.00", "helv", 9),
            ("Up/Downside 25.7%", "helv", 9),
            ("Current Price HK$75.60", "helv", 9),
        ],
        "BUY",
        "HK$95.00",
    ),
    "Haitong: rating over current price": (
        [
            ("Acme Holdings (700 HK)", "hebo", 14),
            ("OUTPERFORM", "hebo", 11),
            ("Current Price HK$75.60", "helv", 9),
            ("Target Price HK$95.00", "helv", 9),
        ],
        "OUTPERFORM",
        "HK$95.00",
    ),
    "Evercore: rating over target": (
        [("Acme Holdings (ACME)", "hebo", 14), ("OUTPERFORM", "hebo", 11), ("Price Target: $150", "helv", 9)],
        "OUTPERFORM",
        "$150",
    ),
    "Piper Sandler: labelled box": (
        [
            ("Acme Holdings (ACME)", "hebo", 14),
            ("Rating: Overweight", "helv", 9),
            ("Price Target: $150", "helv", 9),
            ("Price: $120.50", "helv", 9),
        ],
        "Overweight",
        "$150",
    ),
    "India: ACCUMULATE over CMP": (
        [
            ("Acme Holdings (ACME IN)", "hebo", 14),
            ("ACCUMULATE", "hebo", 11),
            ("CMP: INR365", "helv", 9),
            ("Target price: INR420", "helv", 9),
        ],
        "ACCUMULATE",
        "INR420",
    ),
    "India: REDUCE in rupees": (
        [
            ("Acme Holdings (ACME IN)", "hebo", 14),
            ("Rating: REDUCE", "helv", 9),
            ("Target Price: Rs 420", "helv", 9),
            ("Current price: Rs 500", "helv", 9),
        ],
        "REDUCE",
        "Rs 420",
    ),
    "Taiwan: Add in NT$": (
        [("Acme Holdings (2330 TT)", "hebo", 14), ("Rating Add", "helv", 9), ("Target price NT$1,250", "helv", 9)],
        "Add",
        "NT$1,250",
    ),
    "China A: Buy in Rmb": (
        [
            ("Acme Holdings (600406 CH)", "hebo", 14),
            ("Buy", "hebo", 11),
            ("Target price Rmb 45.20", "helv", 9),
            ("Price Rmb 38.10", "helv", 9),
        ],
        "Buy",
        "Rmb 45.20",
    ),
}

SECTOR_HEAD: list[Line] = [
    ("US Semiconductors: 2027 outlook", "hebo", 14),
    ("Industry View: In-Line", "helv", 9),
    ("We stay constructive on the sector as it trades at 22x 2027E P/E.", "helv", 9),
]
# name -> (body lines of a sector note, its calls as (code, name, rating, target))
SECTOR_FORMS: dict[str, tuple[list[Line], list[Call]]] = {
    "rating sentences, listed tickers": (
        [
            ("We rate Tencent (0700 HK) Buy with a price target of HK$600.", "helv", 9),
            ("We rate Alibaba (9988 HK) Neutral with a price target of HK$120.", "helv", 9),
        ],
        [("0700 HK", "Tencent", "Buy", "HK$600"), ("9988 HK", "Alibaba", "Neutral", "HK$120")],
    ),
    "rating actions with PT moves": (
        [
            ("We upgrade Alibaba (9988 HK) to Buy from Neutral and raise our PT to HK$150 from HK$120.", "helv", 9),
            ("We downgrade Meituan (3690 HK) to Sell with a PT of HK$120.", "helv", 9),
        ],
        [("9988 HK", "Alibaba", "Buy", "HK$150"), ("3690 HK", "Meituan", "Sell", "HK$120")],
    ),
    "one sentence, bare US tickers": (
        [
            ("We rate NVIDIA (NVDA) Outperform with a $250 price target and AMD (AMD) Market Perform", "helv", 9),
            ("with a $180 price target.", "helv", 9),
        ],
        [("NVDA", "NVIDIA", "Outperform", "$250"), ("AMD", "AMD", "Market Perform", "$180")],
    ),
    "preferences in brackets": (
        [
            (
                "Our preferred names are Tencent (0700 HK; Buy; TP HK$600) and NetEase (9999 HK; Buy; TP HK$200).",
                "helv",
                9,
            )
        ],
        [("0700 HK", "Tencent", "Buy", "HK$600"), ("9999 HK", "NetEase", "Buy", "HK$200")],
    ),
    "other brokers' and consensus calls": (
        [
            ("Consensus rates Alibaba (9988 HK) a Buy with a target of HK$140.", "helv", 9),
            ("Meituan (3690 HK) was upgraded to Buy by several brokers last week.", "helv", 9),
            ("Our top pick remains Tencent (0700 HK, Buy, TP HK$600).", "helv", 9),
        ],
        [("0700 HK", "Tencent", "Buy", "HK$600")],
    ),
}

COMPANY_HEAD: list[Line] = [
    ("Acme Holdings (ACME US)", "hebo", 14),
    ("Rating: Buy", "helv", 9),
    ("Price target: US$150.00", "helv", 9),
    *BODY,
]
# name -> (risk section lines of a company note, its risk items as printed)
RISK_FORMS: dict[str, tuple[list[Line], list[str]]] = {
    "bulleted list under a heading and lead-in": (
        [
            ("Risks to Rating and Price Target", "hebo", 10),
            ("Downside risks include:", "helv", 9),
            ("• Slower-than-expected recovery in PC demand.", "helv", 9),
            ("• Market share losses to AMD in data center.", "helv", 9),
        ],
        ["Slower-than-expected recovery in PC demand", "Market share losses to AMD in data center"],
    ),
    "numbered list under a heading": (
        [
            ("Investment risks", "hebo", 10),
            ("1) Regulatory tightening on online games;", "helv", 9),
            ("2) slower advertising recovery;", "helv", 9),
            ("3) rising content costs.", "helv", 9),
        ],
        ["Regulatory tightening on online games", "slower advertising recovery", "rising content costs"],
    ),
    "run-in semicolon list": (
        [("Key risks: a delay in capacity ramp-up; weaker pricing; and higher raw material costs.", "helv", 9)],
        ["a delay in capacity ramp-up", "weaker pricing", "higher raw material costs"],
    ),
    "one risk sentence under a heading": (
        [
            ("Risks", "hebo", 10),
            (
                "Key downside risks to our target price include weaker consumer spending, higher input costs and adverse FX moves.",
                "helv",
                9,
            ),
        ],
        [
            "Key downside risks to our target price include weaker consumer spending, higher input costs and adverse FX moves"
        ],
    ),
    "price objective basis and risk": (
        [
            ("Price objective basis & risk", "hebo", 10),
            ("Our PO of US$150 is based on 25x 2027E P/E.", "helv", 9),
            (
                "Downside risks to our PO are slower cloud demand, pricing pressure and a loss of key customers.",
                "helv",
                9,
            ),
        ],
        ["Downside risks to our PO are slower cloud demand, pricing pressure and a loss of key customers"],
    ),
}


def _form(folder: Path, name: str, lines: list[Line], label: FormLabel) -> Labelled:
    path = draw_pdf(folder / f"{len(list(folder.iterdir())):03d}.pdf", draw_lines([*lines, SOURCE_LINE]))
    return form_labelled(path, name, label)


def _forms(folder: Path) -> list[tuple[str, Labelled]]:
    """(kind, labelled drawn form) for every form of this bench."""
    forms = [
        ("covers", _form(folder, f"cover: {name}", [*lines, *BODY], FormLabel(rating, target, doc_type="company")))
        for name, (lines, rating, target) in COVERS.items()
    ]
    forms += [
        (
            "sector notes",
            _form(folder, f"sector: {name}", [*SECTOR_HEAD, *lines], FormLabel("In-Line", None, (), tuple(calls))),
        )
        for name, (lines, calls) in SECTOR_FORMS.items()
    ]
    forms += [
        (
            "risk sections",
            _form(folder, f"risks: {name}", [*COMPANY_HEAD, *lines], FormLabel("Buy", "US$150.00", tuple(items))),
        )
        for name, (lines, items) in RISK_FORMS.items()
    ]
    return forms


def _read(kind: str, item: Labelled) -> tuple[str, str]:
    """(want, got) of the field `kind` scores, as the rules backend reads `item`."""
    fields = digest_rules(item.path).fields
    if kind == "covers":
        got = (fields[FieldName.RATING].value, fields[FieldName.TARGET_PRICE].value)
        return f"{item.rating} / {item.target_price}", f"{got[0]} / {got[1]}"
    if kind == "sector notes":
        calls = [(c.code, c.name, c.rating, c.target_price) for c in fields[FieldName.STOCK_CALLS].calls]
        want = [tuple(call.values()) for call in item.stock_calls or []]
        return str(want), str(calls)
    return str(item.risks), str(list(fields[FieldName.RISK_FACTORS].items))


def main() -> None:
    started = time.perf_counter()
    console = Console(width=200)
    table = Table(title="House forms read by the rules backend (drawn PDFs, whole pipeline; bench/house_forms.py)")
    for column in ("form", "want", "got", "right"):
        table.add_column(column)
    right = {"covers": 0, "sector notes": 0, "risk sections": 0}
    with tempfile.TemporaryDirectory() as tmp:
        forms = _forms(Path(tmp))
        for kind, item in forms:
            want, got = _read(kind, item)
            right[kind] += want == got
            table.add_row(item.id, want, got, "yes" if want == got else "NO")
        console.print(table)
        (kept, scored), (accepted, attempts), lines = oracle_and_liar([item for _, item in forms])
    totals = {"covers": len(COVERS), "sector notes": len(SECTOR_FORMS), "risk sections": len(RISK_FORMS)}
    summary = ", ".join(f"{kind} {right[kind]}/{totals[kind]}" for kind in totals)
    for line in lines:
        console.print(line, markup=False)
    console.print(
        f"House forms read right: {summary}; oracle kept {kept}/{scored} correct answers, liar {accepted}/{attempts}"
        f" accepted; {time.perf_counter() - started:.1f}s"
    )


if __name__ == "__main__":
    main()
