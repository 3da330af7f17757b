"""House table traps: tables of sell-side notes that a reading of cells as rows could turn into WRONG stock calls,
beside the house's own coverage tables that must still be read. Drawn as PDFs (one page or more) from general
knowledge of how houses print them (no real note and no sealed material was read for them), and read by the rules
backend through the whole pipeline. The table forms of bench/house_tables.py show how the house's coverage is read;
these probe what must NOT be read: the disclosure pages' per-company rating and price-target history tables, rating
distribution tables, an industry-coverage list with ratings as of a date, `Stocks mentioned` prices, a company note's
peer table printing ratings (a company report has one call, its own: bench/labels/README.md), financial summary,
scenario and SOTP tables, credit and ESG ratings, a strategy note's sector allocation, consensus columns under a
grouped header, sector-average rows, tables side by side or beside a text column, a table continued on the next page.

Session 29 (branch s29-tables). Batch C (`BATCH_C`) was written first and run once on main's code (749a7ea, where a
table drawn cell by cell reads as one run-on line) and once on the branch (session 28's row-by-row ingest
cherry-picked, plus rp_043's two-row header fix), both BEFORE any fix; then fixed by general rules with tests.
Batch D (`BATCH_D`) was written after those fixes, fresh, and run once before any further change. Invented
companies and figures; a label is the value as printed: (code, name, rating, target) per call, and the note's own
view (`Industry View: Attractive`) as its rating, or a company note's rating and target.

Figures (form right = its calls exact as printed, and its view; calls P / R by stock and rating as the real PDFs'
bench counts them):
- batch C, first run on main (749a7ea): calls 7/22, view 21/22, whole 7/22; calls P 81.8% R 37.5% (18/22/48);
  oracle 102/110, liar 3/284. Main reads most tables drawn cell by cell as one run-on line: their rows after the
  first are lost, and codes come out wrong (`FG` for `Mitsubishi UFJ FG` over a table continued on the next page).
- batch C, first run on the branch before any fix: calls 15/22, view 21/22, whole 15/22; calls P 93.5% R 89.6%
  (43/46/48); oracle 109/110, liar 0/261. Three wrong calls (main: four): an index row (`MSCI ASEAN`)
  carrying a rating cell, a stock's rating lost (`买入`), a later page's Risk-Reward box's `Overweight` for the
  table's `OW` (both runs); the history, distribution, coverage-list, peer, financial
  summary, scenario, credit-rating and sector-allocation tables made no call on either. Misses: targets under a
  header of groups over `New Old Chg` and `From To`, a rating cell's footnote mark (`Outperform¹`), a target before
  `Upside` before a last `Investment opinion` column, and a later page's Risk-Reward box read as the note's rating.
- batch C after its fixes: calls 21/22, view 21/22, whole 21/22; calls P 97.9% R 95.8% (46/47/48); oracle 110/110,
  liar 0/259. Left: the Risk-Reward box (a doc-type reading, on main too).
- batch D, 9 forms, first run (after batch C's fixes, before any change): calls 7/9, view 9/9, whole 7/9; calls P
  88.2% R 83.3% (15/17/18); oracle 45/45, liar 0/94. Wrong: a track record of past picks (`Rec at addition`) read
  as two calls; a J.P. Morgan disclosure page's history tables (`Price Target (HK$)` over dated rows) read as a
  company note's box, which dropped the sector note's three calls. Both fixed by general rules with tests.
- batch D after its fixes: calls 9/9, view 9/9, whole 9/9; calls P 100% R 100% (18/18/18). Both batches: oracle
  155/155, liar 0/353.
    nice .venv/bin/python bench/house_table_traps.py [name filter] [--batch-c | --batch-d] [--no-oracle]
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymupdf
from rich.console import Console
from rich.table import Table

from bench.drawn_forms import Call, Draw, FormLabel, Line, digest_rules, draw_pages, form_labelled, oracle_and_liar
from bench.house_tables import BODY, LEFT, Grid, Part, _grid, at, src, title
from bench.labelsets import Labelled, match_calls
from schemas.types import FieldName

ZH = "china-s"


@dataclass(frozen=True)
class MixedGrid(Grid):
    """A grid whose Han cells are set in a CJK font and the others in Helvetica (Chinese notes print codes and
    figures in a Latin font): `han_columns` are the columns drawn in `ZH`."""

    han_columns: tuple[int, ...] = ()


def _mixed_grid(page: pymupdf.Page, grid: MixedGrid, top: float) -> float:
    line = grid.size * grid.leading
    y = top
    page.draw_line((LEFT - 2, y), (555, y), color=(0, 0, 0), width=0.8)
    for index, row in enumerate((*grid.header, *grid.rows)):
        for number, ((x, align), cell) in enumerate(zip(grid.columns, row, strict=False)):
            latin = "hebo" if index < len(grid.header) else "helv"
            han = any(ord(char) > 0x2E80 for char in cell)
            font = ZH if han and (number in grid.han_columns or index < len(grid.header)) else latin
            width = pymupdf.get_text_length(cell, fontname=font, fontsize=grid.size) if align == "r" else 0.0
            page.insert_text((x - width, y + grid.size), cell, fontname=font, fontsize=grid.size)
        y += line
        if index == len(grid.header) - 1:
            page.draw_line((LEFT - 2, y - 1), (555, y - 1), color=(0, 0, 0), width=0.4)
    return y + 4


def stack(*parts: Part, top: float = 50, step: float = 1.5) -> Draw:
    """house_tables.stack, with MixedGrid parts drawn in their fonts."""

    def draw(page: pymupdf.Page) -> None:
        y = top
        for part in parts:
            if isinstance(part, MixedGrid):
                y = _mixed_grid(page, part, y) + 4
                continue
            if isinstance(part, Grid):
                y = _grid(page, part, y) + 4
                continue
            for text, font, size in part:
                y += size * step
                page.insert_text((LEFT, y), text, fontname=font, fontsize=size)
            y += 4

    return draw


@dataclass(frozen=True)
class Form:
    """A note of one page or more: each page a stack of parts (lines and grids), with drawings beside it."""

    pages: tuple[tuple[Part, ...], ...]
    calls: tuple[Call, ...]
    view: str | None = None  # a sector note's own view, or a company note's rating, as printed
    target: str | None = None  # a company note's target as printed
    doc_type: str = "industry"
    extra: tuple[tuple[Draw, ...], ...] = field(default=())  # per page: drawings beside the stack
    language: str = "en"


def footer(house: str, page: int) -> Draw:
    return at(40, 815, [(f"{house}  |  {page}", "helv", 6.5)])


def company_cover(house: str, name: str, code: str, rating: str, target: str, price: str, head: str) -> list[Line]:
    return [
        (f"{house} | Equity Research | 10 March 2026", "helv", 8),
        (f"{name} ({code})", "hebo", 15),
        (head, "hebo", 11),
        (f"Rating: {rating}", "helv", 9),
        (f"Target price: {target}", "helv", 9),
        (f"Share price (9 Mar 2026): {price}", "helv", 9),
    ]


def history(name: str, code: str, rows: tuple[tuple[str, ...], ...], currency: str) -> list[Part]:
    """A disclosure page's rating and price-target history table of one company, under its name and code."""
    return [
        [
            (f"{name} ({code})", "hebo", 8),
            (f"Rating and price target history for: {name} as of 09-Mar-2026", "helv", 6.5),
        ],
        Grid(
            ((40, "l"), (120, "l"), (210, "r"), (290, "r")),
            (("Date", "Rating", f"Price target ({currency})", f"Closing price ({currency})"),),
            rows,
            size=6.5,
        ),
    ]


DISCLOSURE_HEAD: list[Line] = [
    ("Disclosure appendix", "hebo", 10),
    (
        "Analyst certification: the views expressed in this report accurately reflect the analysts' personal views.",
        "helv",
        6.5,
    ),
]

# ---------------------------------------------------------------- batch C: written and run first (main and branch)

BATCH_C: dict[str, Form] = {
    "Morgan Stanley: coverage table p1, rating and PT history tables on the disclosure page": Form(
        (
            (
                title("China Internet: Margins over growth", "Morgan Stanley | Research", "Industry View: Attractive"),
                BODY,
                [("Exhibit 1: Our coverage", "hebo", 8)],
                Grid(
                    ((40, "l"), (170, "l"), (240, "l"), (340, "r"), (410, "r")),
                    (("Company", "Ticker", "Rating", "Price (HK$)", "PT (HK$)"),),
                    (
                        ("Tencent", "0700.HK", "OW", "482.40", "600.00"),
                        ("NetEase", "9999.HK", "EW", "152.10", "160.00"),
                        ("Kuaishou", "1024.HK", "UW", "52.30", "45.00"),
                    ),
                    ruled=True,
                    shaded=True,
                ),
                src("Source: Company data, Morgan Stanley Research; priced as of 9 March 2026"),
            ),
            (
                DISCLOSURE_HEAD,
                *history(
                    "Tencent",
                    "0700.HK",
                    (
                        ("12-Jan-2025", "Overweight", "450.00", "381.20"),
                        ("18-Aug-2025", "Overweight", "520.00", "430.80"),
                        ("15-Jan-2026", "Overweight", "600.00", "465.00"),
                    ),
                    "HK$",
                ),
                *history(
                    "Kuaishou",
                    "1024.HK",
                    (
                        ("20-Mar-2025", "Equal-weight", "60.00", "55.10"),
                        ("25-Nov-2025", "Underweight", "45.00", "58.40"),
                    ),
                    "HK$",
                ),
            ),
        ),
        (
            ("0700.HK", "Tencent", "OW", "600.00"),
            ("9999.HK", "NetEase", "EW", "160.00"),
            ("1024.HK", "Kuaishou", "UW", "45.00"),
        ),
        "Attractive",
        extra=((footer("Morgan Stanley Research", 1),), (footer("Morgan Stanley Research", 2),)),
    ),
    "Citi company note: own call, peer table printing Citi ratings": Form(
        (
            (
                company_cover(
                    "Citi Research",
                    "Sunny Optical",
                    "2382.HK",
                    "Buy",
                    "HK$98.00",
                    "HK$71.20",
                    "Lens upgrades re-accelerate",
                ),
                BODY,
                [("Figure 6. Peer valuation", "hebo", 8)],
                Grid(
                    ((40, "l"), (150, "l"), (215, "l"), (280, "r"), (340, "r"), (400, "r"), (460, "r")),
                    (("Company", "RIC", "Rating", "Price", "TP", "P/E 26E", "P/E 27E"),),
                    (
                        ("Sunny Optical", "2382.HK", "Buy", "71.20", "98.00", "18.2", "15.1"),
                        ("AAC Technologies", "2018.HK", "Buy", "38.40", "46.00", "16.0", "13.2"),
                        ("Q Technology", "1478.HK", "Sell", "6.10", "4.80", "20.4", "17.9"),
                        ("Largan Precision", "3008.TW", "Neutral", "2,310", "2,400", "14.8", "13.0"),
                    ),
                    ruled=True,
                ),
                src("Source: Citi Research estimates, Refinitiv. Pricing as of 9 Mar 2026."),
            ),
        ),
        (("2382.HK", "Sunny Optical", "Buy", "HK$98.00"),),
        "Buy",
        "HK$98.00",
        doc_type="company",
    ),
    "UBS: rating distribution table with definitions in the disclosures": Form(
        (
            (
                title("Asian Utilities: Tariff resets priced in", "UBS Global Research", "Sector stance: Neutral"),
                BODY,
                [("Table 2: UBS coverage", "hebo", 8)],
                Grid(
                    ((40, "l"), (170, "l"), (240, "l"), (320, "r"), (390, "r")),
                    (("Company", "RIC", "Rating", "Price", "Price target"),),
                    (
                        ("CLP Holdings", "0002.HK", "Neutral", "HK$66.10", "HK$68.00"),
                        ("Power Assets", "0006.HK", "Sell", "HK$49.80", "HK$42.00"),
                        ("China Resources Power", "0836.HK", "Buy", "HK$19.40", "HK$24.50"),
                    ),
                    ruled=True,
                ),
                src("Source: UBS estimates. Prices as of 9 March 2026."),
            ),
            (
                [
                    ("Required Disclosures", "hebo", 9),
                    ("UBS Investment Research: Global Equity Rating Definitions", "hebo", 7),
                ],
                Grid(
                    ((40, "l"), (110, "l"), (330, "r"), (400, "r"), (470, "r")),
                    (("12-Month Rating", "Definition", "Coverage1", "IB Services2", "Count"),),
                    (
                        ("Buy", "FSR is > 6% above the MRA.", "53%", "21%", "1,402"),
                        ("Neutral", "FSR is between -6% and 6% of the MRA.", "39%", "18%", "1,033"),
                        ("Sell", "FSR is > 6% below the MRA.", "8%", "11%", "212"),
                    ),
                    size=6.5,
                ),
                src("1: Percentage of companies under coverage globally within the 12-month rating category."),
                src(
                    "2: Percentage of companies within the 12-month rating category for which investment banking services were provided."
                ),
            ),
        ),
        (
            ("0002.HK", "CLP Holdings", "Neutral", "HK$68.00"),
            ("0006.HK", "Power Assets", "Sell", "HK$42.00"),
            ("0836.HK", "China Resources Power", "Buy", "HK$24.50"),
        ),
        "Neutral",
    ),
    "Morgan Stanley: INDUSTRY COVERAGE list (ratings as of a date, prices) on the last page": Form(
        (
            (
                title("US IT Hardware: Memory pricing turns", "Morgan Stanley | Research", "Industry View: In-Line"),
                BODY,
                Grid(
                    ((40, "l"), (190, "l"), (260, "l"), (350, "r"), (420, "r")),
                    (("Company", "Ticker", "Rating", "Price", "Price Target"),),
                    (
                        ("Seagate Technology", "STX.O", "Overweight", "$118.40", "$150.00"),
                        ("Western Digital", "WDC.O", "Equal-weight", "$64.20", "$70.00"),
                    ),
                    shaded=True,
                ),
                src("Source: FactSet, Morgan Stanley Research"),
            ),
            (
                [("INDUSTRY COVERAGE: IT Hardware", "hebo", 8), ("Erik Woodring", "hebo", 7)],
                Grid(
                    ((40, "l"), (220, "l"), (330, "r")),
                    (("Company (Ticker)", "Rating (as of)", "Price* (03/09/2026)"),),
                    (
                        ("Apple, Inc. (AAPL.O)", "O (04/10/2024)", "$212.40"),
                        ("Dell Technologies Inc. (DELL.N)", "O (08/27/2024)", "$118.80"),
                        ("HP Inc. (HPQ.N)", "U (11/02/2023)", "$28.40"),
                        ("Seagate Technology (STX.O)", "O (01/22/2025)", "$118.40"),
                        ("Western Digital (WDC.O)", "E (06/05/2025)", "$64.20"),
                    ),
                    size=6.5,
                ),
                src("Stock Ratings are subject to change. Please see latest research for each company."),
                src("* Historical prices are not split adjusted."),
            ),
        ),
        (
            ("STX.O", "Seagate Technology", "Overweight", "$150.00"),
            ("WDC.O", "Western Digital", "Equal-weight", "$70.00"),
        ),
        "In-Line",
    ),
    "Company note: financial summary table (Year to Dec | Revenue | EPS | P/E)": Form(
        (
            (
                company_cover(
                    "Macquarie Research",
                    "Treasury Wine",
                    "TWE AU",
                    "Outperform",
                    "A$13.20",
                    "A$10.85",
                    "US distribution fixed",
                ),
                BODY,
                [("Fig 1 Financial summary", "hebo", 8)],
                Grid(
                    ((40, "l"), (150, "r"), (210, "r"), (270, "r"), (330, "r"), (390, "r"), (450, "r")),
                    (("Year to Jun", "Revenue (A$m)", "EBIT (A$m)", "EPS (c)", "EPS chg", "P/E (x)", "DPS (c)"),),
                    (
                        ("FY25A", "2,884", "742", "64.1", "12%", "16.9", "40.0"),
                        ("FY26E", "3,120", "812", "71.0", "11%", "15.3", "42.0"),
                        ("FY27E", "3,305", "880", "77.4", "9%", "14.0", "45.0"),
                    ),
                    ruled=True,
                ),
                src("Source: Company data, Macquarie Research, March 2026"),
            ),
        ),
        (("TWE AU", "Treasury Wine", "Outperform", "A$13.20"),),
        "Outperform",
        "A$13.20",
        doc_type="company",
    ),
    "CLSA: revision table, target and EPS each over New / Old / Chg": Form(
        (
            (
                title("China Brokers: Turnover lifts estimates", "CLSA | Sector Outlook"),
                BODY,
                [("Figure 3: Earnings and target price revisions", "hebo", 8)],
                Grid(
                    (
                        (40, "l"),
                        (120, "l"),
                        (180, "l"),
                        (245, "r"),
                        (290, "r"),
                        (335, "r"),
                        (390, "r"),
                        (435, "r"),
                        (480, "r"),
                    ),
                    (
                        ("", "", "", "Target price (HK$)", "", "", "EPS 2026E (Rmb)", "", ""),
                        ("Company", "Ticker", "Rating", "New", "Old", "Chg", "New", "Old", "Chg"),
                    ),
                    (
                        ("CITIC Sec", "6030 HK", "BUY", "28.00", "24.50", "14%", "1.62", "1.48", "9%"),
                        ("Huatai", "6886 HK", "O-PF", "17.60", "16.00", "10%", "1.35", "1.27", "6%"),
                        ("CICC", "3908 HK", "U-PF", "14.20", "15.10", "-6%", "0.98", "1.02", "-4%"),
                    ),
                    ruled=True,
                ),
                src("Source: CLSA. O-PF = Outperform, U-PF = Underperform"),
            ),
        ),
        (
            ("6030 HK", "CITIC Sec", "BUY", "28.00"),
            ("6886 HK", "Huatai", "O-PF", "17.60"),
            ("3908 HK", "CICC", "U-PF", "14.20"),
        ),
    ),
    "Jefferies: coverage table beside a sector multiples table on the same lines": Form(
        (
            (
                title("Indonesia Consumer: Volume recovery", "Jefferies | Equity Research"),
                BODY,
                Grid(
                    ((40, "l"), (130, "l"), (185, "l"), (260, "r"), (310, "r"), (350, "l"), (450, "r"), (510, "r")),
                    (("Company", "Ticker", "Rating", "Price", "PT", "Sector", "P/E 26E", "EV/EBITDA"),),
                    (
                        ("Indofood CBP", "ICBP IJ", "Buy", "10,850", "13,500", "Staples", "14.2", "9.8"),
                        ("Unilever Indo", "UNVR IJ", "Hold", "1,920", "2,000", "Retail", "18.9", "11.3"),
                        ("Mayora Indah", "MYOR IJ", "Buy", "2,480", "3,000", "Tobacco", "11.4", "7.1"),
                        ("", "", "", "", "", "MSCI Indo", "12.1", "8.6"),
                    ),
                    ruled=True,
                ),
                src("Source: Jefferies estimates, Bloomberg (sector multiples on the right: Bloomberg consensus)"),
            ),
        ),
        (
            ("ICBP IJ", "Indofood CBP", "Buy", "13,500"),
            ("UNVR IJ", "Unilever Indo", "Hold", "2,000"),
            ("MYOR IJ", "Mayora Indah", "Buy", "3,000"),
        ),
    ),
    "Bernstein: coverage table beside a narrow text column": Form(
        (
            (
                title(
                    "European Luxury: The aspirational customer returns",
                    "Bernstein | Research",
                    "Sector view: Positive",
                ),
                [("Exhibit 2: Bernstein ticker table", "hebo", 8)],
                Grid(
                    ((40, "l"), (95, "l"), (205, "l"), (245, "l"), (300, "r"), (350, "r")),
                    (("Ticker", "Company", "Rating", "Cur", "Price", "Target"),),
                    (
                        ("MC.FP", "LVMH", "O", "EUR", "612.40", "760.00"),
                        ("KER.FP", "Kering", "M", "EUR", "204.10", "210.00"),
                        ("BRBY.LN", "Burberry", "U", "GBP", "8.12", "6.50"),
                        ("CFR.SW", "Richemont", "O", "CHF", "142.50", "175.00"),
                    ),
                    ruled=True,
                ),
                src("Source: Bloomberg, Bernstein estimates. O = Outperform, M = Market-Perform, U = Underperform"),
            ),
        ),
        (
            ("MC.FP", "LVMH", "O", "760.00"),
            ("KER.FP", "Kering", "M", "210.00"),
            ("BRBY.LN", "Burberry", "U", "6.50"),
            ("CFR.SW", "Richemont", "O", "175.00"),
        ),
        "Positive",
        extra=(
            (
                at(
                    400,
                    110,
                    [
                        ("Key takeaways", "hebo", 8),
                        ("Chinese demand is stabilising at", "helv", 7.5),
                        ("12% below its 2023 peak, with", "helv", 7.5),
                        ("Hainan sales up 8% in February.", "helv", 7.5),
                        ("US spending grew 4% in Q4 2025", "helv", 7.5),
                        ("and price rises of 3-5% stick.", "helv", 7.5),
                        ("Europe tourist flows hold at", "helv", 7.5),
                        ("102% of the 2019 level.", "helv", 7.5),
                    ],
                ),
            ),
        ),
    ),
    "Nomura: coverage table continued on the next page, header repeated": Form(
        (
            (
                title("Japan Banks: Rates normalise", "Nomura | Global Markets Research"),
                BODY,
                BODY,
                [("Fig. 12: Coverage valuation", "hebo", 8)],
                Grid(
                    ((40, "l"), (95, "l"), (235, "l"), (310, "r"), (380, "r"), (450, "r")),
                    (("Code", "Company", "Rating", "Price (¥)", "TP (¥)", "P/B 26E"),),
                    (
                        ("8306 JP", "Mitsubishi UFJ FG", "Buy", "2,015", "2,500", "1.1"),
                        ("8316 JP", "Sumitomo Mitsui FG", "Buy", "3,820", "4,600", "1.0"),
                        ("8411 JP", "Mizuho FG", "Neutral", "3,960", "4,100", "0.9"),
                    ),
                    ruled=True,
                ),
            ),
            (
                [("Fig. 12: Coverage valuation (continued)", "hebo", 8)],
                Grid(
                    ((40, "l"), (95, "l"), (235, "l"), (310, "r"), (380, "r"), (450, "r")),
                    (("Code", "Company", "Rating", "Price (¥)", "TP (¥)", "P/B 26E"),),
                    (
                        ("8308 JP", "Resona HD", "Neutral", "1,152", "1,200", "0.8"),
                        ("7182 JP", "Japan Post Bank", "Reduce", "1,540", "1,300", "0.6"),
                    ),
                    ruled=True,
                ),
                src("Source: Bloomberg, Nomura estimates; prices as of 9 March 2026"),
                BODY,
            ),
        ),
        (
            ("8306 JP", "Mitsubishi UFJ FG", "Buy", "2,500"),
            ("8316 JP", "Sumitomo Mitsui FG", "Buy", "4,600"),
            ("8411 JP", "Mizuho FG", "Neutral", "4,100"),
            ("8308 JP", "Resona HD", "Neutral", "1,200"),
            ("7182 JP", "Japan Post Bank", "Reduce", "1,300"),
        ),
        extra=((footer("Nomura", 1),), (at(40, 30, [("Japan Banks  10 March 2026", "helv", 7)]), footer("Nomura", 2))),
    ),
    "HSBC: sector average, median and index rows inside the coverage table": Form(
        (
            (
                title("ASEAN Telecoms: Consolidation dividend", "HSBC Global Investment Research"),
                BODY,
                Grid(
                    ((40, "l"), (150, "l"), (210, "l"), (280, "r"), (340, "r"), (400, "r"), (460, "r")),
                    (("Company", "Ticker", "Rating", "Price", "TP", "P/E 26e", "Yield"),),
                    (
                        ("Telkom Indonesia", "TLKM IJ", "Buy", "3,140", "3,900", "11.8", "6.1%"),
                        ("Singtel", "ST SP", "Hold", "3.42", "3.50", "18.4", "4.9%"),
                        ("Advanced Info", "ADVANC TB", "Buy", "286.00", "340.00", "19.2", "3.8%"),
                        ("Sector average", "", "", "", "", "16.5", "4.9%"),
                        ("Median", "", "", "", "", "18.4", "4.9%"),
                        ("MSCI ASEAN", "", "Buy", "", "", "13.9", "3.6%"),
                    ),
                    ruled=True,
                    bold_rows=(3, 4, 5),
                ),
                src("Source: LSEG Eikon, HSBC estimates. Priced as of close on 9 March 2026"),
            ),
        ),
        (
            ("TLKM IJ", "Telkom Indonesia", "Buy", "3,900"),
            ("ST SP", "Singtel", "Hold", "3.50"),
            ("ADVANC TB", "Advanced Info", "Buy", "340.00"),
        ),
    ),
    "Macquarie: wrapped names, footnote marks in the rating cells": Form(
        (
            (
                title("Australian Resources: Iron ore floor holds", "Macquarie Research", "Sector view: Overweight"),
                BODY,
                Grid(
                    ((40, "l"), (170, "l"), (230, "l"), (310, "r"), (380, "r")),
                    (("Company", "Ticker", "Rec.", "Price (A$)", "TP (A$)"),),
                    (
                        ("Fortescue Metals\nGroup", "FMG AU", "Neutral*", "18.40", "19.50"),
                        ("Mineral Resources", "MIN AU", "Outperform¹", "42.10", "55.00"),
                        ("Champion Iron", "CIA AU", "Outperform", "5.90", "7.20"),
                        ("Deterra Royalties", "DRR AU", "Underperform²", "4.05", "3.40"),
                    ),
                    ruled=True,
                ),
                src("* Rating changed in this report. 1 Price target changed. 2 Under restriction until 20 March."),
                src("Source: FactSet, Macquarie Research, March 2026"),
            ),
        ),
        (
            ("FMG AU", "Fortescue Metals Group", "Neutral", "19.50"),
            ("MIN AU", "Mineral Resources", "Outperform", "55.00"),
            ("CIA AU", "Champion Iron", "Outperform", "7.20"),
            ("DRR AU", "Deterra Royalties", "Underperform", "3.40"),
        ),
        "Overweight",
    ),
    "Credit Suisse-style: U/R, Not Covered and Restricted rows with dash targets, rating column last": Form(
        (
            (
                title("Korea Autos: Hybrid mix tailwind", "KB Securities | Sector Report"),
                BODY,
                Grid(
                    ((40, "l"), (140, "l"), (230, "r"), (300, "r"), (370, "r"), (440, "l")),
                    (("Company", "Code", "Price (W)", "TP (W)", "Upside", "Investment opinion"),),
                    (
                        ("Hyundai Motor", "005380 KS", "242,500", "320,000", "32.0%", "Buy"),
                        ("Kia", "000270 KS", "108,200", "140,000", "29.4%", "Buy"),
                        ("Hyundai Mobis", "012330 KS", "251,000", "-", "-", "U/R"),
                        ("Hankook Tire", "161390 KS", "48,300", "-", "-", "Not Covered"),
                        ("HL Mando", "204320 KS", "38,900", "-", "-", "Restricted"),
                    ),
                    ruled=True,
                    shaded=True,
                ),
                src("Source: KB Securities. U/R: under review. Prices as of 9 March 2026."),
            ),
        ),
        (
            ("005380 KS", "Hyundai Motor", "Buy", "320,000"),
            ("000270 KS", "Kia", "Buy", "140,000"),
        ),
    ),
    "Goldman: house rating and target beside consensus under a grouped header": Form(
        (
            (
                title("Asia Semis: Foundry pricing holds", "Goldman Sachs | Equity Research"),
                BODY,
                [("Exhibit 5: GS vs. consensus", "hebo", 8)],
                Grid(
                    ((40, "l"), (140, "l"), (205, "l"), (275, "r"), (330, "l"), (400, "r"), (460, "r")),
                    (
                        ("", "", "GS", "", "Consensus", "", ""),
                        ("Company", "Ticker", "Rating", "12m PT", "Rating", "Avg. PT", "GS vs cons."),
                    ),
                    (
                        ("TSMC", "2330.TW", "Buy", "NT$1,400", "Buy", "NT$1,310", "7%"),
                        ("UMC", "2303.TW", "Sell", "NT$38", "Hold", "NT$47", "-19%"),
                        ("Vanguard", "5347.TWO", "Neutral", "NT$98", "Sell", "NT$90", "9%"),
                    ),
                    ruled=True,
                ),
                src("Source: FactSet consensus, Goldman Sachs Global Investment Research"),
            ),
        ),
        (
            ("2330.TW", "TSMC", "Buy", "NT$1,400"),
            ("2303.TW", "UMC", "Sell", "NT$38"),
            ("5347.TWO", "Vanguard", "Neutral", "NT$98"),
        ),
    ),
    "NEGATIVE: strategy note's sector allocation table Overweight / Neutral / Underweight": Form(
        (
            (
                [
                    ("J.P. Morgan | Asia Pacific Equity Strategy", "hebo", 8),
                    ("China Strategy: Rotation into cyclicals", "hebo", 15),
                ],
                BODY,
                [("Table 1: MSCI China sector allocation", "hebo", 8)],
                Grid(
                    ((40, "l"), (190, "r"), (260, "r"), (340, "l"), (430, "l")),
                    (("Sector", "MSCI wt (%)", "Our wt (%)", "Stance", "Previous"),),
                    (
                        ("Consumer Discretionary", "28.4", "31.0", "Overweight", "Neutral"),
                        ("Communication Services", "22.1", "22.0", "Neutral", "Neutral"),
                        ("Financials", "16.8", "14.0", "Underweight", "Neutral"),
                        ("Real Estate", "3.2", "1.5", "Underweight", "Underweight"),
                    ),
                    ruled=True,
                ),
                src("Source: MSCI, J.P. Morgan. Weights as of 9 March 2026."),
            ),
        ),
        (),
    ),
    "Company note: target scenario and SOTP tables beside the cover call": Form(
        (
            (
                company_cover(
                    "Jefferies", "Trip.com", "9961 HK", "Buy", "HK$640", "HK$482", "Outbound travel still compounding"
                ),
                BODY,
                [("Exhibit 4: Bull / base / bear scenarios", "hebo", 8)],
                Grid(
                    ((40, "l"), (140, "r"), (200, "r"), (240, "l"), (380, "r")),
                    (("Scenario", "Value (HK$)", "Upside", "Implied rating", "Probability"),),
                    (
                        ("Bull", "780", "62%", "Buy", "25%"),
                        ("Base", "640", "33%", "Buy", "55%"),
                        ("Bear", "380", "-21%", "Underperform", "20%"),
                    ),
                    ruled=True,
                ),
                [("Exhibit 5: SOTP valuation", "hebo", 8)],
                Grid(
                    ((40, "l"), (180, "l"), (300, "r"), (380, "r")),
                    (("Segment", "Method", "Multiple (x)", "HK$/share"),),
                    (
                        ("Accommodation", "EV/EBITDA", "14.0", "290"),
                        ("Transportation", "EV/EBITDA", "12.0", "210"),
                        ("Net cash", "Book", "1.0", "140"),
                    ),
                ),
                src("Source: Jefferies estimates"),
            ),
        ),
        (("9961 HK", "Trip.com", "Buy", "HK$640"),),
        "Buy",
        "HK$640",
        doc_type="company",
    ),
    "Chinese sector note: 重点公司盈利预测与评级 with 未评级 rows": Form(
        (
            (
                [
                    ("行业研究 | 行业深度报告", ZH, 8),
                    ("电力设备行业：储能需求超预期", ZH, 15),
                    ("行业评级：增持（维持）", ZH, 9),
                ],
                [("储能装机持续高增，海外订单饱满，龙头公司盈利能力稳定。", ZH, 9)],
                [("表 3：重点公司盈利预测与评级", ZH, 8)],
                MixedGrid(
                    ((40, "l"), (100, "l"), (190, "r"), (240, "r"), (290, "r"), (340, "r"), (370, "l")),
                    (("代码", "公司", "收盘价(元)", "EPS 25E", "EPS 26E", "PE 26E", "投资评级"),),
                    (
                        ("300750.SZ", "宁德时代", "268.50", "11.20", "13.60", "19.7", "买入"),
                        ("300274.SZ", "阳光电源", "92.30", "6.10", "7.20", "12.8", "增持"),
                        ("688390.SH", "固德威", "58.70", "1.90", "2.80", "21.0", "未评级"),
                        ("002594.SZ", "比亚迪", "312.00", "15.30", "18.10", "17.2", "未评级"),
                    ),
                    han_columns=(0, 1, 2, 6),
                ),
                [("资料来源：Wind，公司研究部。注：未评级公司盈利预测采用 Wind 一致预期。", ZH, 6.5)],
            ),
        ),
        (("300750.SZ", "宁德时代", "买入", None), ("300274.SZ", "阳光电源", "增持", None)),
        "增持",
        language="zh",
    ),
    "Company note: rating and PT history table of the same company on the disclosure page": Form(
        (
            (
                company_cover(
                    "HSBC Global Research",
                    "Anta Sports",
                    "2020 HK",
                    "Buy",
                    "HKD115.00",
                    "HKD86.40",
                    "Brand portfolio delivers",
                ),
                BODY,
                BODY,
            ),
            (
                DISCLOSURE_HEAD,
                *history(
                    "Anta Sports",
                    "2020 HK",
                    (
                        ("05-Mar-2024", "Hold", "80.00", "72.10"),
                        ("22-Aug-2024", "Buy", "98.00", "74.80"),
                        ("14-Mar-2025", "Buy", "110.00", "88.20"),
                    ),
                    "HKD",
                ),
            ),
        ),
        (("2020 HK", "Anta Sports", "Buy", "HKD115.00"),),
        "Buy",
        "HKD115.00",
        doc_type="company",
        extra=((footer("HSBC", 1),), (footer("HSBC", 2),)),
    ),
    "NEGATIVE: stocks mentioned table with prices only, Industry view Neutral": Form(
        (
            (
                title("US Airlines: Summer fares firm", "Bank of America | Global Research", "Industry view: Neutral"),
                BODY,
                BODY,
                [("Exhibit 11: Stocks mentioned", "hebo", 8)],
                Grid(
                    ((40, "l"), (110, "l"), (240, "r"), (300, "l"), (400, "r")),
                    (("BofA Ticker", "Company", "Price", "Ccy", "Mkt cap ($bn)"),),
                    (
                        ("DAL", "Delta Air Lines", "52.30", "USD", "33.8"),
                        ("UAL", "United Airlines", "78.10", "USD", "25.6"),
                        ("LUV", "Southwest Airlines", "31.40", "USD", "18.8"),
                    ),
                ),
                src("Source: BofA Global Research, Bloomberg"),
            ),
        ),
        (),
        "Neutral",
    ),
    "Rating changes table: From / To rating and target": Form(
        (
            (
                title("India IT Services: Deal wins outrun macro", "Kotak Institutional Equities"),
                BODY,
                [("Exhibit 1: Rating and fair value changes", "hebo", 8)],
                Grid(
                    ((40, "l"), (150, "l"), (220, "l"), (290, "l"), (360, "r"), (430, "r")),
                    (
                        ("", "", "Rating", "", "Fair value (Rs)", ""),
                        ("Company", "Ticker", "From", "To", "From", "To"),
                    ),
                    (
                        ("Infosys", "INFO IN", "ADD", "BUY", "1,750", "2,050"),
                        ("Wipro", "WPRO IN", "REDUCE", "ADD", "240", "290"),
                        ("Tech Mahindra", "TECHM IN", "ADD", "REDUCE", "1,600", "1,450"),
                    ),
                    ruled=True,
                ),
                src("Source: Kotak Institutional Equities estimates"),
            ),
        ),
        (
            ("INFO IN", "Infosys", "BUY", "2,050"),
            ("WPRO IN", "Wipro", "ADD", "290"),
            ("TECHM IN", "Tech Mahindra", "REDUCE", "1,450"),
        ),
    ),
    "NEGATIVE-mix: price performance table and Bloomberg consensus recommendations after the coverage table": Form(
        (
            (
                title("US Oil Services: Offshore upcycle", "Barclays | Equity Research", "Industry view: Positive"),
                BODY,
                Grid(
                    ((40, "l"), (150, "l"), (210, "l"), (300, "r"), (370, "r")),
                    (("Company", "Ticker", "Rating", "Price", "Price target"),),
                    (
                        ("SLB", "SLB", "Overweight", "$44.20", "$55.00"),
                        ("Halliburton", "HAL", "Equal Weight", "$27.10", "$29.00"),
                    ),
                    ruled=True,
                ),
                [("Figure 4: Street recommendations and price performance", "hebo", 8)],
                Grid(
                    ((40, "l"), (150, "l"), (210, "r"), (260, "r"), (310, "r"), (380, "r"), (440, "r")),
                    (("Company", "Ticker", "Buy", "Hold", "Sell", "Avg. PT", "YTD"),),
                    (
                        ("SLB", "SLB", "28", "6", "1", "$52.40", "8.1%"),
                        ("Halliburton", "HAL", "21", "9", "2", "$31.10", "-2.4%"),
                        ("Baker Hughes", "BKR", "24", "5", "0", "$48.70", "12.6%"),
                    ),
                ),
                src("Source: Bloomberg consensus, Barclays Research"),
            ),
        ),
        (
            ("SLB", "SLB", "Overweight", "$55.00"),
            ("HAL", "Halliburton", "Equal Weight", "$29.00"),
        ),
        "Positive",
    ),
    "NEGATIVE: banks' credit ratings and ESG ratings table": Form(
        (
            (
                title("Europe Banks: Capital return season", "Deutsche Bank Research", "Sector view: Neutral"),
                BODY,
                [("Figure 9: Credit and ESG ratings", "hebo", 8)],
                Grid(
                    ((40, "l"), (150, "l"), (230, "l"), (300, "l"), (360, "l"), (480, "r")),
                    (("Bank", "Ticker", "Moody's", "S&P", "MSCI ESG rating", "CET1 (%)"),),
                    (
                        ("BNP Paribas", "BNP FP", "Aa3", "A+", "AA", "12.9"),
                        ("Deutsche Bank", "DBK GR", "A1", "A", "A", "13.8"),
                        ("UniCredit", "UCG IM", "Baa1", "BBB", "AA", "15.9"),
                    ),
                    ruled=True,
                ),
                src("Source: Moody's, S&P, MSCI, company data"),
            ),
        ),
        (),
        "Neutral",
    ),
    "Morgan Stanley: Risk-Reward box stacked per stock (Price target, Rating) on later pages": Form(
        (
            (
                title("Greater China Autos: Exports lead", "Morgan Stanley | Research", "Industry View: In-Line"),
                BODY,
                Grid(
                    ((40, "l"), (170, "l"), (240, "l"), (330, "r"), (400, "r")),
                    (("Company", "Ticker", "Rating", "Price (HK$)", "PT (HK$)"),),
                    (
                        ("BYD", "1211.HK", "OW", "98.50", "130.00"),
                        ("Geely Auto", "0175.HK", "EW", "16.20", "17.00"),
                    ),
                    shaded=True,
                ),
            ),
            (
                [("Risk Reward - BYD (1211.HK)", "hebo", 9)],
                Grid(
                    ((40, "l"), (200, "r"), (260, "l"), (420, "r")),
                    (("Price Target (HK$)", "130.00", "Bull case", "HK$175.00"),),
                    (
                        ("Derived from base-case DCF", "", "Base case", "HK$130.00"),
                        ("Stock Rating", "Overweight", "Bear case", "HK$72.00"),
                        ("Industry View", "In-Line", "", ""),
                    ),
                ),
            ),
        ),
        (
            ("1211.HK", "BYD", "OW", "130.00"),
            ("0175.HK", "Geely Auto", "EW", "17.00"),
        ),
        "In-Line",
    ),
}

# ---------------------------------------------------------------- batch D: written after batch C's fixes, run once

BATCH_D: dict[str, Form] = {
    "J.P. Morgan: two price-target history tables side by side on the disclosure page": Form(
        (
            (
                title("Hong Kong Property: Rents bottoming", "J.P. Morgan | Asia Pacific Equity Research"),
                BODY,
                [("Table 2: J.P. Morgan coverage", "hebo", 8)],
                Grid(
                    ((40, "l"), (95, "l"), (215, "l"), (290, "r"), (350, "r"), (410, "r")),
                    (("Ticker", "Company", "Rating", "Price (HK$)", "PT (HK$)", "Dec-26 PT"),),
                    (
                        ("16 HK", "Sun Hung Kai Properties", "OW", "78.40", "98.00", "Dec-26"),
                        ("1113 HK", "CK Asset", "N", "33.10", "34.00", "Dec-26"),
                        ("101 HK", "Hang Lung Properties", "UW", "6.92", "5.80", "Dec-26"),
                    ),
                    shaded=True,
                ),
                src("Source: Bloomberg Finance L.P., J.P. Morgan estimates."),
            ),
            (
                [("Company-Specific Disclosures", "hebo", 9)],
                [
                    (
                        "Sun Hung Kai Properties (0016.HK, 16 HK) Price Chart        CK Asset (1113.HK, 1113 HK) Price Chart",
                        "hebo",
                        7,
                    )
                ],
                Grid(
                    ((40, "l"), (95, "l"), (160, "r"), (220, "r"), (300, "l"), (355, "l"), (420, "r"), (480, "r")),
                    (
                        (
                            "Date",
                            "Rating",
                            "Price (HK$)",
                            "Price Target (HK$)",
                            "Date",
                            "Rating",
                            "Price (HK$)",
                            "Price Target (HK$)",
                        ),
                    ),
                    (
                        ("21-Mar-25", "OW", "81.50", "95.00", "08-Jan-25", "OW", "40.20", "48.00"),
                        ("14-Aug-25", "OW", "86.20", "102.00", "19-Jun-25", "N", "35.60", "38.00"),
                        ("03-Dec-25", "OW", "79.10", "98.00", "27-Nov-25", "N", "32.80", "34.00"),
                    ),
                    size=6.5,
                ),
                src(
                    "The chart(s) show J.P. Morgan's continuing coverage of the stocks; the current analysts may or may not have covered it over the entire period."
                ),
            ),
        ),
        (
            ("16 HK", "Sun Hung Kai Properties", "OW", "98.00"),
            ("1113 HK", "CK Asset", "N", "34.00"),
            ("101 HK", "Hang Lung Properties", "UW", "5.80"),
        ),
    ),
    "Top picks track record table (rating and price at addition) beside the current picks": Form(
        (
            (
                title("ASEAN Consumer: Picks for the second half", "Maybank IBG Research", "Sector view: Positive"),
                BODY,
                [("Table 1: Our top picks", "hebo", 8)],
                Grid(
                    ((40, "l"), (160, "l"), (230, "l"), (300, "r"), (370, "r")),
                    (("Stock", "Bloomberg", "Rec", "Price", "TP"),),
                    (
                        ("Mr D.I.Y. Group", "MRDIY MK", "BUY", "RM1.62", "RM2.10"),
                        ("CP All", "CPALL TB", "BUY", "THB52.25", "THB70.00"),
                    ),
                    ruled=True,
                ),
                [("Table 2: Track record of past top picks", "hebo", 8)],
                Grid(
                    ((40, "l"), (160, "l"), (230, "l"), (300, "l"), (400, "r"), (470, "r")),
                    (("Stock", "Bloomberg", "Date added", "Rec at addition", "Price then", "Return since"),),
                    (
                        ("Nestle Malaysia", "NESZ MK", "02-Jan-25", "BUY", "RM112.00", "-18.2%"),
                        ("Jollibee Foods", "JFC PM", "01-Jul-25", "HOLD", "PHP245.00", "6.1%"),
                    ),
                ),
                src("Source: Maybank IBG Research; returns to 9 March 2026"),
            ),
        ),
        (
            ("MRDIY MK", "Mr D.I.Y. Group", "BUY", "RM2.10"),
            ("CPALL TB", "CP All", "BUY", "THB70.00"),
        ),
        "Positive",
    ),
    "Company note: our estimates vs consensus, and peers with Bloomberg average recommendation": Form(
        (
            (
                company_cover(
                    "Daiwa Capital Markets",
                    "Nitori Holdings",
                    "9843 JP",
                    "Outperform",
                    "¥21,000",
                    "¥17,450",
                    "Margin recovery under way",
                ),
                BODY,
                [("Figure 3: Daiwa vs consensus", "hebo", 8)],
                Grid(
                    ((40, "l"), (170, "r"), (240, "r"), (310, "r"), (380, "r")),
                    (("(¥bn)", "FY3/26E Daiwa", "FY3/26E Cons.", "FY3/27E Daiwa", "FY3/27E Cons."),),
                    (
                        ("Revenue", "1,012", "998", "1,080", "1,061"),
                        ("Operating profit", "131.5", "126.0", "146.2", "139.8"),
                        ("EPS (¥)", "812", "790", "905", "874"),
                    ),
                    ruled=True,
                ),
                [("Figure 4: Domestic retail peers", "hebo", 8)],
                Grid(
                    ((40, "l"), (150, "l"), (220, "r"), (300, "r"), (370, "r"), (440, "r")),
                    (("Company", "Code", "Price (¥)", "BBG avg rec", "Cons. TP (¥)", "P/E 27E"),),
                    (
                        ("Ryohin Keikaku", "7453 JP", "3,420", "4.1", "3,900", "24.2"),
                        ("Fast Retailing", "9983 JP", "48,600", "3.9", "55,000", "35.1"),
                        ("Shimamura", "8227 JP", "9,150", "3.2", "9,400", "17.6"),
                    ),
                ),
                src("Source: Bloomberg, company data, Daiwa forecasts. BBG avg rec: 5 = Buy, 1 = Sell."),
            ),
        ),
        (("9843 JP", "Nitori Holdings", "Outperform", "¥21,000"),),
        "Outperform",
        "¥21,000",
        doc_type="company",
    ),
    "Coverage table with local and ADR listings on their own rows": Form(
        (
            (
                title("China Education and Internet: Listing arbitrage", "CGS International | Sector Update"),
                BODY,
                Grid(
                    ((40, "l"), (165, "l"), (230, "l"), (285, "l"), (350, "r"), (415, "r")),
                    (("Company", "Ticker", "Listing", "Rating", "Price", "Target"),),
                    (
                        ("New Oriental", "9901 HK", "HK", "Add", "HK$41.20", "HK$52.00"),
                        ("New Oriental", "EDU US", "ADR", "Add", "US$52.80", "US$66.70"),
                        ("TAL Education", "TAL US", "ADR", "Hold", "US$11.40", "US$12.00"),
                        ("Gaotu Techedu", "GOTU US", "ADR", "Reduce", "US$2.95", "US$2.20"),
                    ),
                    ruled=True,
                ),
                src("Source: CGS International estimates, Bloomberg"),
            ),
        ),
        (
            ("9901 HK", "New Oriental", "Add", "HK$52.00"),
            ("EDU US", "New Oriental", "Add", "US$66.70"),
            ("TAL US", "TAL Education", "Hold", "US$12.00"),
            ("GOTU US", "Gaotu Techedu", "Reduce", "US$2.20"),
        ),
    ),
    "Mizuho: rating cell printing the change with an arrow (Neutral → Buy)": Form(
        (
            (
                title("Japan Electronic Components: Orders inflect", "Mizuho Securities | Equity Research"),
                BODY,
                [("Figure 1: Rating and target price changes", "hebo", 8)],
                Grid(
                    ((40, "l"), (95, "l"), (210, "l"), (310, "r"), (380, "r")),
                    (("Code", "Company", "Rating", "TP (¥)", "Price (¥)"),),
                    (
                        ("6981", "Murata Manufacturing", "Neutral -> Buy", "3,600", "2,870"),
                        ("6762", "TDK", "Buy", "2,400", "1,985"),
                        ("6971", "Kyocera", "Buy -> Neutral", "1,900", "1,810"),
                    ),
                    ruled=True,
                ),
                src("Source: Mizuho Securities. Note: rating changes shown as old -> new."),
            ),
        ),
        (
            ("6981", "Murata Manufacturing", "Buy", "3,600"),
            ("6762", "TDK", "Buy", "2,400"),
            ("6971", "Kyocera", "Neutral", "1,900"),
        ),
    ),
    "NEGATIVE: Morgan Stanley-style global stock ratings distribution by counts and shares": Form(
        (
            (
                title("European Chemicals: Destocking done", "Morgan Stanley | Research", "Industry View: In-Line"),
                BODY,
                BODY,
            ),
            (
                [("Global Stock Ratings Distribution", "hebo", 8), ("(as of February 28, 2026)", "helv", 6.5)],
                Grid(
                    ((40, "l"), (150, "r"), (200, "r"), (270, "r"), (330, "r"), (400, "r"), (460, "r")),
                    (
                        ("", "Coverage", "Universe", "Investment", "Banking", "Other Material", "Services"),
                        (
                            "Stock Rating Category",
                            "Count",
                            "% of Total",
                            "Count",
                            "% of Total IBC",
                            "Count",
                            "% of Total",
                        ),
                    ),
                    (
                        ("Overweight/Buy", "1,512", "39%", "298", "45%", "681", "40%"),
                        ("Equal-weight/Hold", "1,688", "44%", "287", "43%", "775", "45%"),
                        ("Not-Rated/Hold", "2", "0%", "0", "0%", "1", "0%"),
                        ("Underweight/Sell", "642", "17%", "82", "12%", "251", "15%"),
                        ("Total", "3,844", "", "667", "", "1,708", ""),
                    ),
                    size=6.5,
                ),
            ),
        ),
        (),
        "In-Line",
    ),
    "Company note: key changes box, rating and target each with New / Previous": Form(
        (
            (
                company_cover(
                    "RHB Research", "Inari Amertron", "INRI MK", "Buy", "RM3.40", "RM2.62", "New customer wins"
                ),
                BODY,
                [("Key changes", "hebo", 8)],
                Grid(
                    ((40, "l"), (160, "r"), (230, "r"), (300, "r")),
                    (("", "New", "Previous", "Change"),),
                    (
                        ("Rating", "Buy", "Neutral", "Upgrade"),
                        ("Target price (RM)", "3.40", "2.80", "21%"),
                        ("FY26F EPS (sen)", "14.8", "13.1", "13%"),
                    ),
                    ruled=True,
                ),
                src("Source: RHB"),
            ),
        ),
        (("INRI MK", "Inari Amertron", "Buy", "RM3.40"),),
        "Buy",
        "RM3.40",
        doc_type="company",
    ),
    "Coverage rows each followed by a small catalyst comment line with figures": Form(
        (
            (
                title("US Regional Banks: Deposit costs peak", "Raymond James | Equity Research"),
                BODY,
                Grid(
                    ((40, "l"), (160, "l"), (230, "l"), (330, "r"), (400, "r")),
                    (("Company", "Symbol", "Rating", "Price", "Target"),),
                    (
                        ("Zions Bancorp", "ZION", "Strong Buy", "$48.10", "$62.00"),
                        ("Catalyst: 1Q26 NII guide on 20 Apr; buyback of $300mn", "", "", "", ""),
                        ("KeyCorp", "KEY", "Outperform", "$15.20", "$18.00"),
                        ("Catalyst: Investor day 12 May; CET1 target 10.5%", "", "", "", ""),
                        ("Comerica", "CMA", "Market Perform", "$55.40", "-"),
                    ),
                    ruled=True,
                ),
                src("Source: FactSet, Raymond James research. Market Perform ratings carry no target."),
            ),
        ),
        (
            ("ZION", "Zions Bancorp", "Strong Buy", "$62.00"),
            ("KEY", "KeyCorp", "Outperform", "$18.00"),
            ("CMA", "Comerica", "Market Perform", None),
        ),
    ),
    "Chinese company note: 历史评级 table of the company's past ratings and targets": Form(
        (
            (
                [
                    ("公司研究 | 公司点评", ZH, 8),
                    ("恒瑞医药（600276.SH）", ZH, 15),
                    ("创新药出海加速，业绩超预期", ZH, 11),
                    ("投资评级：买入（维持）", ZH, 9),
                    ("目标价：68.00元", ZH, 9),
                    ("当前股价：52.30元", ZH, 9),
                ],
                [("公司创新药收入占比持续提升，海外授权首付款确认带动利润高增。", ZH, 9)],
                [("历史评级与目标价", ZH, 8)],
                MixedGrid(
                    ((40, "l"), (120, "l"), (190, "r"), (260, "r")),
                    (("日期", "评级", "目标价(元)", "收盘价(元)"),),
                    (
                        ("2025-03-28", "增持", "52.00", "46.10"),
                        ("2025-08-22", "买入", "60.00", "49.80"),
                        ("2025-10-30", "买入", "64.00", "50.20"),
                    ),
                    han_columns=(1,),
                ),
                [("资料来源：Wind，公司研究部", ZH, 6.5)],
            ),
        ),
        (("600276.SH", "恒瑞医药", "买入", "68.00元"),),
        "买入",
        "68.00元",
        doc_type="company",
        language="zh",
    ),
}

FORMS = {**BATCH_C, **BATCH_D}


def _labelled(folder: Path, index: int, name: str, form: Form) -> Labelled:
    pages = []
    for number, parts in enumerate(form.pages):
        extra = form.extra[number] if number < len(form.extra) else ()
        pages.append([*extra, stack(*parts)])
    path = draw_pages(folder / f"{index:03d}.pdf", *pages)
    label = FormLabel(form.view, form.target, (), form.calls, doc_type=form.doc_type, language=form.language)
    return form_labelled(path, name, label, set_name="house_table_traps")


def _read(item: Labelled) -> tuple[list[tuple[str | None, ...]], str | None, str | None]:
    fields = digest_rules(item.path).fields
    calls = [(c.code, c.name, c.rating, c.target_price) for c in fields[FieldName.STOCK_CALLS].calls]
    return calls, fields[FieldName.RATING].value, fields[FieldName.TARGET_PRICE].value


def _key(call: Sequence[str | None]) -> tuple[str, ...]:
    return tuple(part or "" for part in call)


def score(names: Sequence[str], *, oracle: bool = True) -> None:
    started = time.perf_counter()
    console = Console(width=240)
    table = Table(title="House table traps: calls read by the rules backend (drawn PDFs; bench/house_table_traps.py)")
    for column in ("batch", "form", "calls want", "calls got", "view want/got", "right"):
        table.add_column(column, overflow="fold")
    right = {"C": [0, 0, 0], "D": [0, 0, 0]}  # calls exact, view, whole form
    counts = {"C": [0, 0, 0], "D": [0, 0, 0]}  # tp, fp, fn
    with tempfile.TemporaryDirectory() as tmp:
        items = [(name, _labelled(Path(tmp), i, name, FORMS[name])) for i, name in enumerate(names)]
        for name, item in items:
            form = FORMS[name]
            batch = "C" if name in BATCH_C else "D"
            got, rating, target = _read(item)
            want = [tuple(call) for call in form.calls]
            calls_ok = sorted(map(_key, got)) == sorted(map(_key, want))
            view_ok = rating == form.view and target == form.target
            pairs = match_calls(
                [dict(zip(("code", "name", "rating"), c[:3], strict=True)) for c in got],
                [dict(zip(("code", "name", "rating"), c[:3], strict=True)) for c in want],
            )
            for k, n in enumerate((len(pairs), len(got) - len(pairs), len(want) - len(pairs))):
                counts[batch][k] += n
            for k, ok in enumerate((calls_ok, view_ok, calls_ok and view_ok)):
                right[batch][k] += ok
            table.add_row(
                batch,
                name,
                "\n".join(map(str, want)) or "-",
                "\n".join(map(str, got)) or "-",
                f"{form.view} {form.target or ''} / {rating} {target or ''}",
                "yes" if calls_ok and view_ok else ("calls" if calls_ok else ("view" if view_ok else "NO")),
            )
        console.print(table)
        (kept, scored), (accepted, attempts), lines = (
            oracle_and_liar([item for _, item in items]) if oracle else ((0, 0), (0, 0), [])
        )
    for line in lines:
        console.print(line, markup=False)
    parts = []
    for b in ("C", "D"):
        n = sum(1 for name in names if (name in BATCH_C) == (b == "C"))
        if not n:
            continue
        tp, fp, fn = counts[b]
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        parts.append(
            f"batch {b}: calls {right[b][0]}/{n}, view {right[b][1]}/{n}, whole {right[b][2]}/{n},"
            f" calls P {precision:.1%} R {recall:.1%} ({tp}/{tp + fp}/{tp + fn})"
        )
    console.print(
        f"House table traps read right: {'; '.join(parts)};"
        f" oracle kept {kept}/{scored} correct answers, liar {accepted}/{attempts} accepted;"
        f" {time.perf_counter() - started:.1f}s"
    )


def main() -> None:
    wanted = [a for a in sys.argv[1:] if not a.startswith("-")]
    names = [name for name in FORMS if not wanted or any(w.casefold() in name.casefold() for w in wanted)]
    if "--batch-c" in sys.argv:
        names = [name for name in names if name in BATCH_C]
    if "--batch-d" in sys.argv:
        names = [name for name in names if name in BATCH_D]
    score(names, oracle="--no-oracle" not in sys.argv)


if __name__ == "__main__":
    main()
