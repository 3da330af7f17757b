"""Synthetic layouts, set 11: a development set written without reading the rules, weighted to company notes.

Written without reading the rules: the author of this file did not open tasks/, schemas/patterns.py,
schemas/lexicon.py, docs/, bench/results/, the real-PDF labels, any PDF or text of ../shared or any other worktree,
nor any `--misses` output, nor set 10 (held out), and read of the earlier synthetic sets only set 1's framework, the
rendering code, the building blocks of sets 4-9, the docstrings of sets 7-9 and set 9's file and test (to cover
layouts they do not) and bench/labels/README.md (the labelling conventions). It was written from general sell-side
conventions of global, Asian and Chinese houses, with invented houses, companies, tickers and figures, and drawn
with the samples' engine (sample_pdfs/render.py) through the building blocks of sets 1 and 4-9, with no engine
addition. Labels hold by construction and follow bench/labels/README.md (rating and target as printed, a target
printed without its currency being the bare figure; the first full risk section's items verbatim, a `title:
explanation` item, a bold run-in title or a risk table's first column being the item, inline `(1) ...; (2) ...`
items one each; a sector-wide list before per-stock risks being the note's, per-stock risk lines alone giving none;
one call for a company note; a sector note's calls from its rated tables, call bullets, a calls box, a transposed
table, a rating-changes table (the new values) and a preferences paragraph, never from unrated peers, NR or 未评级
rows; an industry report's rating only the sector's own view, its target null); the self-check fails loudly when a
label is not on the text layer.

Composition (28): 10 English company notes (a `Key data` table in the body with `Target price (HK$) | 58.00`
and a previous-target row, a framed badge box `Outperform` / `Price target: NT$1,150` / `Prior: NT$980`, a
`Changes` table with `Old` and `New` columns, a strip with `BUY (Maintain)` and a target in won, a corner box with a
pence target and its previous value, a left sidebar with `EUR 64.00` (currency code first), an initiation sidebar
with `TP: Rp5,400`, a strip with the prior rating and prior target beside the new, a body line `Hold | Target
RM6.20 | ...`, a `Stock Rating` / `Industry View` / `Price Target: $41` box; risks as bullets under `Key downside
risks`, one sentence `Key risks are (1) ...; (2) ...; and (3) ...`, a `Risk | Probability | What it would do`
table, a numbered list continued on the next page, `Competition:`-style titled paragraphs, a `Key risks |
Comment` table, an inline list led by the bold word `Risks.`, `Upside risks` to a negative call, sub-headings each
over its paragraph on page 2, dash items; a rating history table on the disclosures page), 10 English sector notes
(calls as bullets `Name (CODE) - Buy, TP HK$21.40: ...` under a framed `Sector view:` box, a transposed table with
one company per column, country rows inside one table with targets in four currencies, a rating-changes table with
the old rating and PT beside the new and an NR row, calls only in a closing preferences paragraph beside an unrated
comps table, one page per stock with its own `Key risks:` line and no note risks, the view only as the title's
prefix with a framed `Stock calls` box, an unruled table with an `Action` column and a `Restricted` row, text
columns with the view in a closing line, the rating over the target in one cell with a previous-TP column and
risks on page 3; sector risks as bullets, `(a)` items, numbered, a table, one `;` paragraph, inline `(1)` items,
run-in titled paragraphs before a per-stock risk table, unmarked lines), 8 Chinese reports (4 公司研究 / 公司点评 /
港股公司研究 / 美股公司研究: a right sidebar `投资评级：买入（上调）` with 上次评级 and 上次目标价, a `基本数据` table in the body
with `6个月目标价`, a strip with `跑赢行业` and `HK$36.80`, a left sidebar with `US$18.50`; 风险提示 as `1、` items, `◆`
bullets on page 2, `①` items, numbered sub-headings under 风险因素; 4 行业研究 / 行业周报 / 行业深度 / 行业点评: the sector
rating only in the title, `买入（维持）` tags in a 重点公司 table, a 风险 | 影响 table, a weekly's `本周推荐组合：X（推荐）、...` with
a `建议关注` list (not calls), 未评级 rows with `-` targets, per-company paragraphs ending `（推荐，目标价58.00元）` with
per-company `风险：` lines after the note's own 风险提示). Distractors: disclosures pages with rating legends and
distributions, previous ratings and targets, industry views beside stock ratings, NR, Restricted and 未评级 rows,
running headers and footers, analyst names.

    .venv/bin/python bench/synthetic_layouts_11.py --out DIR    # write the PDFs and labels.jsonl to DIR
    .venv/bin/python bench/synthetic_layouts_11.py --score      # the rules backend on them [--misses]

FIRST SCORING RUN (held out: `.venv/bin/python bench/synthetic_layouts_11.py --score`, without `--misses`, on
branch devset11 = main 6c45b8a plus only this file, its test and its Makefile line (commit 6edbf7a), 2026-12-06;
format pdf throughout; risk F1 loose equal to risk F1 on every row; 18.2s for the 28 notes; en industry = 10
sector notes, zh industry = 4 行业研究 / 行业周报 / 行业深度 / 行业点评):

    lang doc_type  reports doc_type acc   rating         target         risk F1  calls P / R (matched/extracted/labelled)
    en   company   10      8/10 (80.0%)   8/10 (80.0%)   7/10 (70.0%)   0.731    100.0% / 70.0% (7/7/10)
    en   industry  10      6/10 (60.0%)   4/10 (40.0%)   7/10 (70.0%)   0.766    80.0% / 35.3% (12/15/34)
    en   all       20      14/20 (70.0%)  12/20 (60.0%)  14/20 (70.0%)  0.747    86.4% / 43.2% (19/22/44)
    zh   company   4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   0.909    100.0% / 75.0% (3/3/4)
    zh   industry  4       4/4 (100.0%)   4/4 (100.0%)   4/4 (100.0%)   1.000    100.0% / 75.0% (9/9/12)
    zh   all       8       8/8 (100.0%)   8/8 (100.0%)   8/8 (100.0%)   0.957    100.0% / 75.0% (12/12/16)
    all  all       28      22/28 (78.6%)  20/28 (71.4%)  22/28 (78.6%)  0.814    91.2% / 51.7% (31/34/60)

    company notes' own call: matched 10 / extracted 10 / labelled 14
    sector notes' calls: matched 21 / extracted 24 / labelled 46
    call targets right of matched calls with a labelled target: en company 6/7, en industry 9/12,
    zh company 3/3, zh industry 6/6

No document or label was changed after this run. Development data from that run on (session 17): its misses are
listed with `--misses` and rules change from them.
"""

from __future__ import annotations

import dataclasses
import sys
import textwrap
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
from bench.synthetic_layouts_5 import box, plain_table  # noqa: E402
from bench.synthetic_layouts_9 import NinthLayout, company, priced, run_in, sector, text_columns, zh_sector  # noqa: E402

SET_NAME = "synthetic_layouts_11"


def render_pdf(doc: Note) -> bytes:
    base = set_four_report(doc)
    chinese = doc.language == "zh"
    report = dataclasses.replace(
        base,
        sidebar=dataclasses.replace(
            base.sidebar,
            analysts=("罗静怡 S1570523080002", "韩子墨 S1570525020007")
            if chinese
            else ("Aoife Brennan", "Rahul Menon"),
        ),
        metadata={
            **base.metadata,
            "creator": "research-digest bench/synthetic_layouts_11.py",
            "creationDate": "D:20261206010000+00'00'",
            "modDate": "D:20261206010000+00'00'",
        },
    )
    corner = doc.side == "corner"
    layout = NinthLayout(report, side="right" if corner else doc.side, strip=doc.strip or ((), ()), corner=corner)
    return bytes(R.finished_bytes(layout.render(), report.metadata))


def inline_items(lead: str, items: tuple[str, ...], closing: str = ".") -> Any:
    """Risks enumerated inside one sentence: `Key risks are (1) ...; (2) ...; and (3) ....`."""
    marked = [f"({n}) {item}" for n, item in enumerate(items, 1)]
    return para("; ".join(marked[:-1]) + "; and " + marked[-1] + closing, lead=lead)


def wrapped(text: str, width: int) -> str:
    """A table cell's text broken into lines of at most `width` characters (never used for a label)."""
    return "\n".join(textwrap.wrap(text, width))


def titled(titles: tuple[str, ...], explanations: tuple[str, ...], sep: str = ": ") -> list[Any]:
    return [para(text, lead=title + sep, gap=3.0) for title, text in zip(titles, explanations, strict=True)]


# ----------------------------------------------------------------------------- the houses

HALLORAN = House(
    "Halloran Pike",
    "Halloran Pike Securities (Hong Kong) Limited",
    (0.55, 0.1, 0.15),
    (
        "Buy: the analyst expects a total return above 15% in 12 months.",
        "Hold: expected total return between -5% and 15%.",
        "Sell: expected total return below -5%.",
        "Sector view: Overweight, Neutral or Underweight versus the regional market.",
    ),
    (("Buy", "58", "16"), ("Hold", "33", "9"), ("Sell", "9", "2")),
)
SEAVIEW = House(
    "Seaview Quay",
    "Seaview Quay Capital Markets Pte Ltd",
    (0.0, 0.35, 0.45),
    (
        "Outperform: expected to beat the local market by more than 10% over 12 months.",
        "Market Perform: expected to perform within 10% of the local market.",
        "Underperform: expected to lag the local market by more than 10%.",
        "Not Rated (NR): no rating or target is assigned.",
    ),
    (("Outperform", "51", "14"), ("Market Perform", "38", "10"), ("Underperform", "11", "2")),
)
BRANNOCK = House(
    "Brannock Ashe",
    "Brannock Ashe & Co. LLP",
    (0.3, 0.2, 0.5),
    (
        "Overweight: total return expected to exceed the sector average over 12-18 months.",
        "Equal-weight: total return expected in line with the sector average.",
        "Underweight: total return expected below the sector average.",
        "Industry view: Attractive, In-Line or Cautious.",
    ),
    (("Overweight", "45", "18"), ("Equal-weight", "42", "12"), ("Underweight", "13", "3")),
)
VENTNOR = House(
    "Ventnor Lyle",
    "Ventnor Lyle Research GmbH",
    (0.2, 0.45, 0.2),
    (
        "Accumulate: expected absolute return of 5% to 15% over 12 months.",
        "Buy: expected absolute return above 15%.",
        "Reduce: expected absolute return between -15% and -5%.",
        "Sell: expected absolute return below -15%.",
    ),
    (("Buy", "40", "11"), ("Accumulate", "30", "8"), ("Reduce", "20", "3"), ("Sell", "10", "1")),
)
KANAWA = House(
    "Kanawa Rees",
    "Kanawa Rees Securities Korea Co., Ltd.",
    (0.45, 0.3, 0.05),
    (
        "BUY: expected to rise more than 20% over 12 months.",
        "TRADING BUY: expected to rise 10-20%.",
        "HOLD: expected to move within -10% and 10%.",
        "SELL: expected to fall more than 10%.",
    ),
    (("BUY", "71", "20"), ("TRADING BUY", "9", "2"), ("HOLD", "18", "4"), ("SELL", "2", "0")),
)
HANCHUAN = House(
    "瀚川证券",
    "瀚川证券股份有限公司",
    (0.65, 0.05, 0.1),
    (
        "公司评级：买入：预期未来6个月内相对沪深300指数涨幅超过20%；增持：介于5%与20%之间；中性：介于-5%与5%之间；减持：跌幅超过5%。",
        "行业评级：推荐：行业指数相对沪深300指数涨幅超过10%；中性：介于-10%与10%之间；回避：跌幅超过10%。",
    ),
    (("买入", "57", "11"), ("增持", "31", "6"), ("中性", "12", "1")),
)
DONGLAN = House(
    "东澜证券",
    "东澜证券有限责任公司",
    (0.1, 0.4, 0.35),
    (
        "个股评级：优于大市：预期未来12个月相对市场表现超过10%；中性：介于-10%与10%之间；弱于大市：低于-10%。",
        "行业评级：优于大市、中性、弱于大市，定义同上。",
    ),
    (("优于大市", "63", "12"), ("中性", "30", "4"), ("弱于大市", "7", "0")),
)
JIAYI = House(
    "嘉屹证券",
    "嘉屹证券股份有限公司",
    (0.5, 0.3, 0.1),
    (
        "股票评级：强烈推荐：预期未来6个月内相对基准指数涨幅超过20%；推荐：介于10%与20%之间；中性：介于-10%与10%之间；回避：低于-10%。",
        "行业评级：看好、中性、看淡。",
    ),
    (("强烈推荐", "35", "8"), ("推荐", "48", "9"), ("中性", "17", "2")),
)


# ----------------------------------------------------------------------------- English company notes


def company_notes() -> list[Note]:
    docs: list[Note] = []

    risks = (
        "Slower adoption of the group's cloud-kitchen software by mid-size chains",
        "Higher customer acquisition costs in mainland China",
        "A delay to the Singapore banking licence",
    )
    call = Call("3389 HK", "Lantern Bay Holdings", "Buy", "58.00")
    docs.append(
        company(
            "en_co_key_data_table_target_in_header_rating_history",
            "No sidebar: a `Key data` table in the body of page 1 whose rows are `Rating | Buy` and `Target price "
            "(HK$) | 58.00` (the target without currency), `Previous target (HK$) | 52.00`; a rating history table "
            "on the disclosures page; risks as bullets under `Key downside risks`",
            HALLORAN,
            "Company Update",
            "Lantern Bay Holdings (3389 HK)",
            "4 December 2026",
            "Lantern Bay Holdings: Software margins surprise again",
            call,
            risks=risks,
            blocks=(
                table(
                    "Key data",
                    ("Item", "Value"),
                    [
                        ("Rating", "Buy"),
                        ("Target price (HK$)", "58.00"),
                        ("Previous target (HK$)", "52.00"),
                        ("Share price (HK$, 3 Dec)", "46.35"),
                        ("Market cap (US$m)", "2,410"),
                    ],
                    "",
                    widths=(0.6, 0.4),
                    left_aligned=1,
                ),
                heading("Margins surprise again"),
                para(
                    "Software gross margin reached 71% in the third quarter, up 6 points year on year, as the group "
                    "moved its largest customers onto annual contracts. We raise 2027E EPS by 9% and lift our target "
                    "by 12%, still on 25x 2027E P/E."
                ),
                financials("Lantern Bay Holdings", "HK$", HALLORAN),
                heading("Key downside risks"),
                *bullets(risks),
                *disclosures(HALLORAN),
                table(
                    "Rating and target price history: Lantern Bay Holdings",
                    ("Date", "Rating", "Target (HK$)"),
                    [("12 Mar 2026", "Hold", "38.00"), ("20 Jun 2026", "Buy", "47.00"), ("5 Sep 2026", "Buy", "52.00")],
                    "Source: Halloran Pike",
                    widths=(0.34, 0.33, 0.33),
                    left_aligned=2,
                    role="legend",
                ),
            ),
            chart_names=("3389 HK", "Hang Seng"),
            side="wide",
        )
    )

    risks = (
        "a sharper fall in notebook shipments",
        "share loss at the largest US customer",
        "a stronger New Taiwan dollar",
    )
    call = Call("2471 TT", "Formosa Hinge Tech", "Outperform", "NT$1,150")
    docs.append(
        company(
            "en_co_badge_box_inline_enumerated_risks",
            "No sidebar: a framed badge box under the title (`OUTPERFORM`-style first line `Outperform`, then "
            "`Price target: NT$1,150`, `Prior: NT$980`); risks as one sentence `Key risks are (1) ...; (2) ...; and "
            "(3) ...` at the end of the valuation section",
            SEAVIEW,
            "Company Update",
            "Formosa Hinge Tech (2471 TT)",
            "3 December 2026",
            "Formosa Hinge Tech: Foldables lift content per device",
            call,
            risks=risks,
            blocks=(
                box("Outperform", "Price target: NT$1,150", "Prior: NT$980 | Price: NT$962"),
                heading("Foldables lift content per device"),
                para(
                    "Hinge content in foldable phones is six times that of a notebook hinge, and two new foldable "
                    "programmes start shipping in the second quarter of 2027. We raise 2027E EPS by 14%."
                ),
                financials("Formosa Hinge Tech", "NT$", SEAVIEW),
                heading("Valuation and risks"),
                para("Our price target of NT$1,150 is based on 20x 2027E EPS, the top of the stock's five-year range."),
                inline_items("Key risks are ", risks),
                *disclosures(SEAVIEW),
            ),
            chart_names=("2471 TT", "TAIEX"),
            side="wide",
        )
    )

    risks = ("Execution of the Batam expansion", "Weaker offshore rig demand", "Labour cost inflation")
    explanations = ("FY27E revenue -6%", "Order book -S$0.9bn", "FY27E margin -0.8pt")
    call = Call("KPMR SP", "Keppel Marin Rig Yards", "Buy", "S$2.65")
    docs.append(
        company(
            "en_co_rating_change_table_old_beside_new_risk_table_probability",
            "Right sidebar with price data only; a `Changes` table under the title with `Old` and `New` columns "
            "(`Rating | Hold | Buy`, `Target price | S$2.10 | S$2.65`); risks as a `Risk | Probability | What it "
            "would do` table",
            SEAVIEW,
            "Company Update",
            "Keppel Marin Rig Yards (KPMR SP)",
            "2 December 2026",
            "Keppel Marin Rig Yards: Order book at a ten-year high; upgrade",
            call,
            risks=risks,
            blocks=(
                table(
                    "Changes",
                    ("", "Old", "New"),
                    [
                        ("Rating", "Hold", "Buy"),
                        ("Target price", "S$2.10", "S$2.65"),
                        ("FY27E EPS (S cents)", "14.1", "16.8"),
                    ],
                    "",
                    widths=(0.4, 0.3, 0.3),
                    left_aligned=1,
                ),
                heading("Order book at a ten-year high"),
                para(
                    "New orders of S$3.1bn in the year to date take the order book to S$7.4bn, 2.6 years of revenue. "
                    "We upgrade to Buy; our target rises to S$2.65 on 1.6x FY27E P/B."
                ),
                financials("Keppel Marin Rig Yards", "S$", SEAVIEW),
                heading("Risks"),
                table(
                    "",
                    ("Risk", "Probability", "What it would do"),
                    [(r, p, e) for r, p, e in zip(risks, ("Medium", "Low", "Medium"), explanations, strict=True)],
                    "Source: Seaview Quay",
                    widths=(0.5, 0.2, 0.3),
                    left_aligned=3,
                ),
                *disclosures(SEAVIEW),
            ),
            key_lines=("Price: S$2.18", "52-week range: S$1.62-2.31", "Free float: 41%", "Industrials"),
            chart_names=("KPMR SP", "STI"),
        )
    )

    risks = (
        "Memory prices fall again in the second half of 2027",
        "Capex overruns at the new Pyeongtaek line",
        "US export controls widen to mature-node equipment",
        "The won strengthens beyond KRW1,300/US$",
    )
    call = Call("047820 KS", "Hanbit Memory Systems", "BUY", "KRW145,000")
    docs.append(
        company(
            "en_co_strip_buy_maintain_won_target_risks_continue_next_page",
            "Strip `Rating | Target price | Current price | Upside` with `BUY (Maintain)` and `KRW145,000`; risks as "
            "a numbered list under `Risks to our view` whose last two items continue after a page break",
            KANAWA,
            "Company Report",
            "Hanbit Memory Systems (047820 KS)",
            "1 December 2026",
            "Hanbit Memory Systems: HBM qualification is the next leg",
            call,
            risks=risks,
            blocks=(
                heading("HBM qualification"),
                para(
                    "Hanbit's fifth-generation HBM passed the largest GPU maker's reliability tests in November, "
                    "two quarters earlier than we expected. We maintain BUY with a target of KRW145,000 on 1.9x "
                    "2027E P/B."
                ),
                financials("Hanbit Memory Systems", "KRW", KANAWA),
                heading("Risks to our view"),
                *numbered_lines(risks[:2]),
                PAGE,
                *[para(item + ".", lead=f"{n}. ", gap=3.0) for n, item in enumerate(risks[2:], 3)],
                *disclosures(KANAWA),
            ),
            strip=(
                ("Rating", "Target price", "Current price", "Upside"),
                ("BUY (Maintain)", "KRW145,000", "KRW118,400", "22.5%"),
            ),
            chart_names=("047820 KS", "KOSPI"),
            side="strip",
        )
    )

    risks = ("Competition", "Input costs", "Retailer consolidation")
    explanations = (
        "private-label snacks have taken 3 points of share in two years in the UK grocery channel.",
        "cocoa and palm oil make up 22% of the cost of goods, and hedges roll off in the second half.",
        "the merger of two discounters would hand buyers more pricing power.",
    )
    call = Call("BRKF LN", "Brookfell Foods", "Overweight", "1,850p")
    docs.append(
        company(
            "en_co_corner_box_pence_target_colon_titled_risks",
            "Corner box `Overweight` / `Price target 1,850p` / `Previous 1,720p`; risks as paragraphs led by "
            "`Competition:`-style titles (the titles are the items) under `Risks to our thesis`",
            BRANNOCK,
            "Company Note",
            "Brookfell Foods (BRKF LN)",
            "30 November 2026",
            "Brookfell Foods: Volume back to growth",
            call,
            risks=risks,
            blocks=(
                heading("Volume is back"),
                para(
                    "Volumes grew 2.1% in the half after five halves of decline, helped by smaller pack sizes in "
                    "convenience stores. We reiterate Overweight and raise our price target to 1,850p (16x FY27E)."
                ),
                financials("Brookfell Foods", "£", BRANNOCK),
                heading("Risks to our thesis"),
                *titled(risks, explanations),
                *disclosures(BRANNOCK),
            ),
            key_lines=("Overweight", "Price target 1,850p", "Previous 1,720p", "Price 1,512p"),
            chart_names=("BRKF LN", "FTSE 350"),
            side="corner",
        )
    )

    risks = ("Project delays", "Lower steel prices", "Weaker euro")
    explanations = (
        "Two of the four offshore wind monopile contracts slip regularly by a quarter or more.",
        "Contracts pass steel costs through with a lag, so falling prices hurt the order book's value.",
        "About 35% of revenue is billed in US dollars.",
    )
    call = Call("SDWK GR", "Sauerland Drahtwerke", "Accumulate", "EUR 64.00")
    docs.append(
        company(
            "en_co_left_sidebar_currency_code_first_risk_table_first_column",
            "Left sidebar `Accumulate` / `Target price: EUR 64.00` (the currency code before the figure); risks as a "
            "two-column table `Key risks | Comment`",
            VENTNOR,
            "Company Flash",
            "Sauerland Drahtwerke (SDWK GR)",
            "28 November 2026",
            "Sauerland Drahtwerke: Offshore wind orders fill 2028",
            call,
            risks=risks,
            blocks=(
                heading("Orders fill 2028"),
                para(
                    "The company booked EUR 1.2bn of monopile and cable-armouring orders in October, taking its "
                    "order cover for 2028 to 82%. We keep Accumulate and raise our target to EUR 64.00 from "
                    "EUR 58.00 (DCF, WACC 8.4%)."
                ),
                financials("Sauerland Drahtwerke", "EUR", VENTNOR),
                table(
                    "Figure 4: Risks",
                    ("Key risks", "Comment"),
                    [(r, wrapped(e, 48)) for r, e in zip(risks, explanations, strict=True)],
                    "Source: Ventnor Lyle",
                    widths=(0.3, 0.7),
                    left_aligned=2,
                ),
                *disclosures(VENTNOR),
            ),
            key_lines=("Accumulate", "Target price: EUR 64.00", "Share price: EUR 55.10", "Capital Goods"),
            chart_names=("SDWK GR", "DAX"),
            side="left",
        )
    )

    risks = (
        "a weaker rupiah raising imported feed costs",
        "an outbreak of avian influenza in Java",
        "lower broiler prices as new capacity starts",
    )
    call = Call("SRPF IJ", "Sumber Raya Pangan", "Buy", "Rp5,400")
    docs.append(
        company(
            "en_co_initiation_rupiah_inline_risks_lead_word",
            "An initiation: the sidebar reads `Initiating coverage` / `Buy` / `TP: Rp5,400`; risks inline in one "
            "paragraph led by the bold word `Risks.` then `(1) ...; (2) ...; and (3) ...`",
            HALLORAN,
            "Initiation",
            "Sumber Raya Pangan (SRPF IJ)",
            "27 November 2026",
            "Sumber Raya Pangan: Indonesia's protein champion; initiate at Buy",
            call,
            risks=risks,
            blocks=(
                heading("Indonesia's protein champion"),
                para(
                    "Sumber Raya is the second-largest integrated poultry producer in Indonesia, with 19% of the "
                    "broiler market and a growing processed-food arm. We initiate with Buy and a TP of Rp5,400, on "
                    "14x 2027E P/E."
                ),
                financials("Sumber Raya Pangan", "Rp", HALLORAN),
                inline_items("Risks. The main risks to our call are ", risks),
                *disclosures(HALLORAN),
            ),
            key_lines=("Initiating coverage", "Buy", "TP: Rp5,400", "Price: Rp4,120"),
            chart_names=("SRPF IJ", "JCI"),
        )
    )

    risks = (
        "Oil prices above US$95/bbl would lift cash flow faster than we assume",
        "A bid for the company from a larger producer",
        "Faster approval of the Montney export pipeline",
    )
    call = Call("NRWD CN", "Northwold Energy", "Underperform", "C$18.50")
    docs.append(
        company(
            "en_co_downgrade_to_sell_upside_risks_heading",
            "Strip `Rating | Prior | Target | Prior target` with `Underperform` beside the prior `Market Perform` "
            "and `C$18.50` beside `C$24.00`; the risks to a negative call under `Upside risks` as bullets",
            SEAVIEW,
            "Company Update",
            "Northwold Energy (NRWD CN)",
            "26 November 2026",
            "Northwold Energy: Decline rates catch up; downgrade to Underperform",
            call,
            risks=risks,
            blocks=(
                heading("Decline rates catch up"),
                para(
                    "Base decline at the Deep Basin assets has risen to 31% a year, and the 2027 budget does not fund "
                    "enough wells to hold output flat. We downgrade to Underperform and cut our target to C$18.50."
                ),
                financials("Northwold Energy", "C$", SEAVIEW),
                heading("Upside risks"),
                *bullets(risks),
                *disclosures(SEAVIEW),
            ),
            strip=(
                ("Rating", "Prior", "Target", "Prior target"),
                ("Underperform", "Market Perform", "C$18.50", "C$24.00"),
            ),
            chart_names=("NRWD CN", "S&P/TSX"),
            side="strip",
        )
    )

    risks = ("Tariff reset", "Traffic", "Refinancing")
    explanations = (
        "The concession's tariff formula is reviewed in 2028 and could be cut by the regulator.",
        "Heavy-vehicle traffic tracks industrial output, which is slowing in the northern states.",
        "RM2.4bn of sukuk matures in 2028 at a coupon well below today's rates.",
    )
    call = Call("LBHW MK", "Lebuh Hijau Highways", "Hold", "RM6.20")
    docs.append(
        company(
            "en_co_rating_target_in_running_header_subheaded_risks",
            "Sidebar with `Hold` and `Target RM6.20` only as a two-line rating line under the masthead; risks as "
            "sub-headings (`Tariff reset`) each followed by its paragraph, under `Key risks` on page 2",
            HALLORAN,
            "Company Update",
            "Lebuh Hijau Highways (LBHW MK)",
            "25 November 2026",
            "Lebuh Hijau Highways: Toll hike approved; Hold",
            call,
            risks=risks,
            blocks=(
                para("Hold | Target RM6.20 | Price RM5.96 | Yield 5.1%", size=10.0, gap=6.0),
                heading("Toll hike approved"),
                para(
                    "The government approved a 10% toll increase from January, the first in six years, in line with "
                    "the concession. The stock trades near our DCF value of RM6.20, so we stay at Hold."
                ),
                financials("Lebuh Hijau Highways", "RM", HALLORAN),
                PAGE,
                heading("Key risks"),
                *[
                    block
                    for title, text in zip(risks, explanations, strict=True)
                    for block in (heading(title), para(text))
                ],
                *disclosures(HALLORAN),
            ),
            key_lines=("Infrastructure", "Malaysia", "Market cap: RM8.1bn"),
            chart_names=("LBHW MK", "FBM KLCI"),
        )
    )

    risks = (
        "A recall of the glucose monitors",
        "Slower reimbursement in Germany and France",
        "Patent litigation with the market leader",
    )
    call = Call("DXMD US", "Dexmoor Medical", "Equal-weight", "$41")
    docs.append(
        company(
            "en_co_stock_rating_industry_view_box_dollar_without_cents",
            "Right sidebar box `Stock Rating: Equal-weight` / `Industry View: Attractive` / `Price Target: $41` "
            "(an industry view that is not the company's rating); risks as dash items under `Risks to our price "
            "target` after `Valuation`",
            BRANNOCK,
            "Company Note",
            "Dexmoor Medical (DXMD US)",
            "24 November 2026",
            "Dexmoor Medical: Good product, fair price",
            call,
            risks=risks,
            blocks=(
                heading("Good product, fair price"),
                para(
                    "Sensor volumes grew 34% in the quarter, but the shares already price in our 2028 margin target. "
                    "We stay Equal-weight with a price target of $41, on 28x 2028E EPS discounted back one year."
                ),
                financials("Dexmoor Medical", "$", BRANNOCK),
                heading("Risks to our price target"),
                *bullets(risks, marker="- "),
                *disclosures(BRANNOCK),
            ),
            key_lines=("Stock Rating: Equal-weight", "Industry View: Attractive", "Price Target: $41", "Price: $38.70"),
            chart_names=("DXMD US", "S&P 500"),
        )
    )
    return docs


# ----------------------------------------------------------------------------- English sector notes


def sector_notes() -> list[Note]:
    docs: list[Note] = []

    calls = (
        Call("CTHL HK", "Cathay Harbour Logistics", "Buy", "HK$21.40"),
        Call("PRDX HK", "Pearl Delta Express", "Buy", "HK$8.90"),
        Call("SZCF HK", "Shenzhen Coldfreight", "Hold", "HK$5.35"),
        Call("KWFW HK", "Kowloon Forwarders", "Sell", "HK$3.10"),
    )
    risks = (
        "A renewed drop in trans-Pacific freight rates",
        "Tariff escalation between the US and China",
        "Consolidation among e-commerce platforms' in-house logistics",
    )
    docs.append(
        sector(
            "en_sec_calls_as_dash_bullets_view_box",
            "Wide layout; a framed box at the top `Sector view: Overweight` with two lines of reasons; the calls as "
            "bullets `Name (CODE) - Buy, TP HK$21.40: reason`; no stock table; risks as bullets under `Risks to our "
            "view`",
            HALLORAN,
            "Sector Note",
            "China Logistics",
            "4 December 2026",
            "China Logistics: Peak season holds up",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                box("Sector view: Overweight", "Freight volumes beat seasonality", "Valuations below the 10-year mean"),
                para(
                    "Cross-border parcel volumes rose 18% in October and November, and contract rates for 2027 are "
                    "being signed 3-5% above this year's. We keep our preference for asset-light forwarders."
                ),
                heading("Our calls"),
                *bullets(
                    tuple(
                        f"{c.name} ({c.code}) - {c.rating}, TP {c.target}: {why}"
                        for c, why in zip(
                            calls,
                            (
                                "share gains in air freight",
                                "parcel volumes up 25%",
                                "fair value after the rally",
                                "losing its largest customer",
                            ),
                            strict=True,
                        )
                    )
                ),
                heading("Risks to our view"),
                *bullets(risks),
                *disclosures(HALLORAN),
            ),
            chart_names=("HS Transport", "Hang Seng"),
            side="wide",
        )
    )

    calls = (
        Call("AKRB JP", "Akirabe Robotics", "Outperform", "¥6,800"),
        Call("TSMH JP", "Tsumura Machine Tools", "Market Perform", "¥2,150"),
        Call("OKFA JP", "Okafuji Automation", "Underperform", "¥1,420"),
    )
    risks = (
        "Chinese capex on factory automation stays weak through 2027",
        "The yen appreciates past ¥135/US$",
        "Orders from EV battery makers are cancelled",
    )
    docs.append(
        sector(
            "en_sec_transposed_table_stocks_as_columns",
            "No sidebar: a line `Sector view: Neutral | Machinery | Japan` under the title; the stock table transposed: one column per company (name, then "
            "code), rows `Rating`, `Target price`, `Price`, `P/E 27E`; risks as `(a)` items",
            SEAVIEW,
            "Sector Update",
            "Japan Factory Automation",
            "3 December 2026",
            "Japan Factory Automation: Orders bottom, margins lag",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para("Sector view: Neutral | Machinery | Japan", size=9.5, gap=6.0),
                para(
                    "Machine-tool orders rose 4% year on year in October, the first rise in 19 months, but "
                    "suppliers' margins will lag as price discounts made in 2026 roll through."
                ),
                table(
                    "Figure 1: Coverage at a glance",
                    ("", *(c.name for c in calls)),
                    [
                        ("Code", *(c.code for c in calls)),
                        ("Rating", *(c.rating for c in calls)),
                        ("Target price", *(c.target or "" for c in calls)),
                        ("Price", "¥5,620", "¥2,080", "¥1,655"),
                        ("P/E 27E (x)", "24.1", "17.3", "21.8"),
                    ],
                    "Source: Seaview Quay estimates",
                    widths=(0.22, 0.26, 0.26, 0.26),
                    left_aligned=1,
                ),
                heading("Risks"),
                *[para(item + ".", lead=f"({m}) ", gap=3.0) for m, item in zip("abc", risks, strict=True)],
                *disclosures(SEAVIEW),
            ),
            chart_names=("TOPIX Machinery", "TOPIX"),
            side="wide",
        )
    )

    calls = (
        Call("DBSN SP", "Straits Union Bank", "Add", "S$42.80"),
        Call("MYBK MK", "Maybrite Bank", "Add", "RM11.60"),
        Call("BBCA IJ", "Bank Cendana Asia", "Hold", "Rp10,900"),
        Call("KBTH TB", "Kasikorn Teak Bank", "Reduce", "Bt128.00"),
    )
    risks = (
        "Faster rate cuts by ASEAN central banks",
        "A rise in restructured SME loans",
        "Capital outflows weakening regional currencies",
    )
    docs.append(
        sector(
            "en_sec_multi_currency_targets_country_rows_in_table",
            "Left sidebar `ASEAN Banks` / `Overweight`; one table with country rows inside it (`Singapore`, "
            "`Malaysia`, ...) and a target column whose cells carry their own currency (S$, RM, Rp, Bt); risks "
            "numbered",
            HALLORAN,
            "Sector Note",
            "ASEAN Banks",
            "2 December 2026",
            "ASEAN Banks: Margins peak, fees take over",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Net interest margins peaked in the third quarter for most ASEAN banks, but fee income from wealth "
                    "management grew 21%. We keep our Overweight call on the region's banks."
                ),
                table(
                    "Figure 1: ASEAN banks, ratings and targets",
                    ("Company", "Code", "Rating", "Price", "Target"),
                    [
                        row
                        for country, c, price in zip(
                            ("Singapore", "Malaysia", "Indonesia", "Thailand"),
                            calls,
                            ("S$37.10", "RM10.12", "Rp9,875", "Bt134.50"),
                            strict=True,
                        )
                        for row in ((country, "", "", "", ""), (c.name, c.code, c.rating, price, c.target or ""))
                    ],
                    "Source: Halloran Pike estimates",
                    widths=(0.32, 0.16, 0.14, 0.19, 0.19),
                    left_aligned=3,
                ),
                heading("Risks"),
                *numbered_lines(risks),
                *disclosures(HALLORAN),
            ),
            key_lines=("ASEAN Banks", "Overweight", "Financials"),
            chart_names=("MSCI ASEAN Banks", "MSCI ASEAN"),
            side="left",
        )
    )

    calls = (
        Call("GRNX US", "Greynox Software", "Overweight", "$212"),
        Call("PLDM US", "Paladium Cloud", "Equal-weight", "$64"),
        Call("VRTQ US", "Vertiq Systems", "Overweight", "$118"),
        Call("CDLN US", "Cadlen Networks", "Underweight", "$27"),
    )
    risks = (
        "IT budgets for 2027 could be cut if the US economy slows",
        "AI features may cannibalise seat-based licences",
        "Valuation multiples compress as rates rise",
    )
    docs.append(
        sector(
            "en_sec_rating_changes_table_old_and_new",
            "Strip `Industry view | Attractive`; a `Rating and price target changes` table with `Old rating`, `New "
            "rating`, `Old PT`, `New PT` columns (the old values distractors) and an NR row; risks as a table",
            BRANNOCK,
            "Industry Note",
            "US Software",
            "1 December 2026",
            "US Software: Reshuffling for the AI cycle",
            rating="Attractive",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "We change ratings on four stocks as the AI cycle moves from infrastructure to applications. "
                    "Companies that price by outcome rather than by seat gain most."
                ),
                table(
                    "Exhibit 1: Rating and price target changes",
                    ("Company", "Ticker", "Old rating", "New rating", "Old PT", "New PT"),
                    [
                        (c.name, c.code, old, c.rating, old_pt, c.target or "")
                        for c, (old, old_pt) in priced(
                            calls,
                            [
                                ("Equal-weight", "$180"),
                                ("Overweight", "$78"),
                                ("Overweight", "$104"),
                                ("Equal-weight", "$35"),
                            ],
                        )
                    ]
                    + [("Ostrava Data", "OSDT US", "NR", "NR", "-", "-")],
                    "Source: Brannock Ashe",
                    widths=(0.24, 0.13, 0.17, 0.17, 0.14, 0.15),
                    left_aligned=4,
                ),
                heading("Risks to our industry view"),
                table(
                    "",
                    ("Risk", "Likelihood"),
                    [(r, lk) for r, lk in zip(risks, ("Medium", "Medium", "Low"), strict=True)],
                    "",
                    widths=(0.75, 0.25),
                    left_aligned=1,
                ),
                *disclosures(BRANNOCK),
            ),
            strip=(("Industry view", "Coverage", "Date"), ("Attractive", "17 stocks", "1 Dec 2026")),
            chart_names=("S&P Software", "S&P 500"),
            side="strip",
        )
    )

    calls = (
        Call("CSKL LN", "Castlekeep Homes", "Overweight", "612p"),
        Call("BRWH LN", "Bramwell Housebuilders", "Overweight", "1,210p"),
        Call("GLNM LN", "Glenmore Living", "Underweight", "310p"),
    )
    risks = (
        "Mortgage rates fail to fall as fast as swap rates imply",
        "Planning reform is delayed beyond 2027",
        "Build-cost inflation returns",
    )
    docs.append(
        sector(
            "en_sec_preferences_paragraph_unrated_comps_table",
            "No sidebar; an unrated comps table (P/B, yield; no ratings); the calls only in one closing paragraph "
            "`Our preferences: Castlekeep Homes (CSKL LN, Overweight, PT 612p), ...; we are Underweight Glenmore "
            "Living (GLNM LN, PT 310p)`; risks as one `;` paragraph after `Risks:`",
            BRANNOCK,
            "Sector Note",
            "UK Housebuilders",
            "30 November 2026",
            "UK Housebuilders: Reservations turn the corner",
            rating=None,
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Net private reservations per site rose to 0.62 a week in the autumn, up 14% on last year, as "
                    "mortgage approvals improved. Land prices have not yet followed."
                ),
                table(
                    "Exhibit 2: Valuation comparison",
                    ("Company", "Price", "P/B 27E", "Yield 27E"),
                    [
                        ("Castlekeep Homes", "534p", "1.1x", "5.2%"),
                        ("Bramwell Housebuilders", "1,044p", "1.3x", "4.6%"),
                        ("Glenmore Living", "352p", "0.9x", "3.1%"),
                        ("Fernleigh Estates", "286p", "0.8x", "6.0%"),
                    ],
                    "Source: company data, Brannock Ashe estimates",
                    widths=(0.4, 0.2, 0.2, 0.2),
                    left_aligned=1,
                ),
                heading("Conclusion"),
                para(
                    f"Our preferences: {calls[0].name} ({calls[0].code}, {calls[0].rating}, PT {calls[0].target}) "
                    f"and {calls[1].name} ({calls[1].code}, {calls[1].rating}, PT {calls[1].target}); we are "
                    f"{calls[2].rating} {calls[2].name} ({calls[2].code}, PT {calls[2].target})."
                ),
                para("; ".join(risks) + ".", lead="Risks: "),
                *disclosures(BRANNOCK),
            ),
            chart_names=("FTSE Housebuilders", "FTSE 350"),
            side="wide",
        )
    )

    calls = (
        Call("ARKM IN", "Arkam Cement", "BUY", "INR1,840"),
        Call("VNDC IN", "Vindhya Cements", "HOLD", "INR612"),
        Call("SGCM IN", "Sagar Coastal Cement", "BUY", "INR388"),
    )
    docs.append(
        sector(
            "en_sec_per_stock_sections_with_own_risks_no_note_risks",
            "Right sidebar without a sector view; one page per stock headed by the name and a one-row `Rating | TP` "
            "strip-like table, each with its own `Key risks:` line (per-stock, so the note has no risks of its own)",
            KANAWA,
            "Sector Report",
            "India Cement",
            "29 November 2026",
            "India Cement: Price hikes stick in the south",
            rating=None,
            risks=(),
            calls=calls,
            blocks=(
                para(
                    "Cement prices in southern India rose INR15 a bag in November and dealers report the increase "
                    "held. Volumes grew 7% in the first half of FY27."
                ),
                *[
                    block
                    for n, (c, risk) in enumerate(
                        zip(
                            calls,
                            (
                                "delays to the Odisha grinding unit; pet-coke prices",
                                "loss of share in the north; higher freight costs",
                                "weak monsoon demand; debt-funded acquisitions",
                            ),
                            strict=True,
                        )
                    )
                    for block in (
                        *((PAGE,) if n else ()),
                        heading(f"{c.name} ({c.code})"),
                        table("", ("Rating", "TP", "CMP"), [(c.rating, c.target or "", "-")], "", left_aligned=3),
                        para("Volumes and prices both ahead of our estimates; we roll forward to FY28E EV/EBITDA."),
                        para(risk + ".", lead="Key risks: "),
                    )
                ],
                *disclosures(KANAWA),
            ),
            key_lines=("India Cement", "Materials", "Sector Report"),
            chart_names=("Nifty Cement", "Nifty"),
        )
    )

    calls = (
        Call("SKAR AU", "Southern Karri Airlines", "Buy", "A$7.95"),
        Call("TSMN AU", "Tasman Jet", "Buy", "A$2.40"),
        Call("AIRX NZ", "Aotea Air", "Hold", "NZ$1.05"),
    )
    risks = ("Jet fuel prices", "Capacity additions by Gulf carriers", "Pilot shortages")
    docs.append(
        sector(
            "en_sec_view_in_title_prefix_calls_box_risks_inline",
            "The sector view only as the title's prefix (`Overweight - Australasian Airlines: ...`); calls in a "
            "framed `Stock calls` box, one line each (`Buy Southern Karri Airlines (SKAR AU), TP A$7.95`); risks "
            "inline as `(1) ...; (2) ...; and (3) ...` after `We see three risks to our view:`",
            HALLORAN,
            "Sector Note",
            "Australasian Airlines",
            "28 November 2026",
            "Overweight - Australasian Airlines: Yields hold as capacity stays tight",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Domestic capacity is still 6% below 2019 and aircraft deliveries keep slipping, so fares have "
                    "held up despite softer corporate travel."
                ),
                box("Stock calls", *(f"{c.rating} {c.name} ({c.code}), TP {c.target}" for c in calls)),
                financials("Southern Karri Airlines", "A$", HALLORAN),
                inline_items("We see three risks to our view: ", risks),
                *disclosures(HALLORAN),
            ),
            chart_names=("ASX Airlines", "ASX 200"),
            side="wide",
        )
    )

    calls = (
        Call("LUMS US", "Lumera Semiconductor", "Buy", "$96"),
        Call("OXPH US", "Oxphere Photonics", "Buy", "$148"),
        Call("CRYM US", "Crymore Memory", "Neutral", "$55"),
        Call("TRNV US", "Tranvia Analog", "Sell", "$31"),
    )
    risks = (
        "Hyperscaler capex guidance for 2027 is cut",
        "Export controls extend to optical modules",
        "Inventory builds at contract manufacturers",
    )
    docs.append(
        sector(
            "en_sec_action_column_beside_rating_plain_table",
            "Right sidebar `Sector weighting: Overweight`; an unruled table with an `Action` column "
            "(`Upgrade`, `Maintain`, `Downgrade`) beside the rating and a `TP ($)` header with `$` in the cells too; "
            "a `Restricted` row; sector risks as run-in titled paragraphs, then a per-stock risk table",
            SEAVIEW,
            "Sector Note",
            "US Semiconductors",
            "27 November 2026",
            "US Semiconductors: Optics take the baton",
            rating="Overweight",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Optical interconnect revenue at our coverage doubled in 2026 and order books reach into 2028. "
                    "We reshuffle ratings towards optics and away from analog."
                ),
                plain_table(
                    "Exhibit 3: Ratings",
                    ("Company", "Ticker", "Action", "Rating", "TP ($)"),
                    [
                        (c.name, c.code, action, c.rating, c.target or "")
                        for c, (action,) in priced(calls, [("Maintain",), ("Upgrade",), ("Maintain",), ("Downgrade",)])
                    ]
                    + [("Halvorsen Micro", "HLVM US", "-", "Restricted", "-")],
                    "Source: Seaview Quay",
                    widths=(0.3, 0.15, 0.18, 0.19, 0.18),
                    left_aligned=4,
                ),
                heading("Sector risks"),
                *run_in(("Capex", "Export controls", "Inventory"), tuple(r + "." for r in risks)),
                heading("Stock-specific risks"),
                table(
                    "",
                    ("Company", "Main risk"),
                    [
                        (c.name, r)
                        for c, r in zip(
                            calls, ("customer concentration", "pricing", "DRAM cycle", "autos"), strict=True
                        )
                    ],
                    "",
                    widths=(0.4, 0.6),
                    left_aligned=2,
                ),
                *disclosures(SEAVIEW),
            ),
            key_lines=("US Semiconductors", "Sector weighting: Overweight", "Technology"),
            chart_names=("SOX", "S&P 500"),
        )
    )

    calls = (
        Call("MRVS FP", "Maravesse Luxe", "Buy", "€412"),
        Call("CHTN FP", "Château Nerac", "Accumulate", "€96"),
        Call("BLNG IM", "Bellanegra", "Reduce", "€22.50"),
    )
    risks = (
        "Chinese luxury demand slows further",
        "Tourist flows to Europe fall if the euro strengthens",
        "Price increases meet consumer resistance",
    )
    docs.append(
        sector(
            "en_sec_text_columns_rating_in_header_row_view_closing_line",
            "Left sidebar without a view; a text-column table with `Company (code)` in one cell and rating, target, "
            "upside; the sector view only in a closing line `We remain Neutral on the sector.`; risks as unmarked "
            "lines under `What could derail us`",
            VENTNOR,
            "Sector Comment",
            "European Luxury",
            "26 November 2026",
            "European Luxury: A slow recovery priced as a fast one",
            rating="Neutral",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Third-quarter organic growth for our coverage averaged 1%, with China down 9%. Valuations at 27x "
                    "2027E P/E already price in a recovery in the second half of 2027."
                ),
                text_columns(
                    "Figure 1: Our coverage",
                    ("Company", "Rating", "Target", "Upside"),
                    [
                        (f"{c.name} ({c.code})", c.rating, c.target or "", up)
                        for c, (up,) in priced(calls, [("18%",), ("9%",), ("-11%",)])
                    ],
                    "Source: Ventnor Lyle",
                    widths=(0.46, 0.18, 0.18, 0.18),
                    left_aligned=2,
                ),
                heading("What could derail us"),
                *[para(item + ".", gap=3.0) for item in risks],
                para("We remain Neutral on the sector.", gap=4.0),
                *disclosures(VENTNOR),
            ),
            key_lines=("European Luxury", "Consumer", "Sector Comment"),
            chart_names=("Stoxx Luxury", "Stoxx 600"),
            side="left",
        )
    )

    calls = (
        Call("016950 KS", "Daeyang Shipbuilding", "BUY", "KRW312,000"),
        Call("042380 KS", "Haewon Heavy", "BUY", "KRW58,000"),
        Call("010720 KS", "Mokpo Marine", "HOLD", "KRW21,500"),
    )
    risks = (
        "Newbuild prices fall as Chinese yards add capacity",
        "Steel plate prices rise",
        "Labour shortages delay deliveries",
    )
    docs.append(
        sector(
            "en_sec_two_line_rows_target_under_rating_risks_after_page_break",
            "Corner box `Industry: OVERWEIGHT`; a table whose rating cell holds the rating over the target "
            "(`BUY` over `KRW312,000`) and the previous target in the last column; risks numbered on page 3 after "
            "the valuation pages",
            KANAWA,
            "Industry Report",
            "Korea Shipbuilding",
            "25 November 2026",
            "Korea Shipbuilding: LNG carriers keep the docks full to 2029",
            rating="OVERWEIGHT",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "Korean yards won 71% of global LNG-carrier orders this year, and berths are sold out until the "
                    "second half of 2029. Newbuild prices are 38% above the 2019 level."
                ),
                table(
                    "Figure 1: Coverage",
                    ("Company", "Code", "Rating / TP", "Price", "Previous TP"),
                    [
                        (c.name, c.code, f"{c.rating}\n{c.target}", price, prev)
                        for c, (price, prev) in priced(
                            calls,
                            [("KRW251,500", "KRW280,000"), ("KRW46,900", "KRW52,000"), ("KRW20,750", "KRW19,000")],
                        )
                    ],
                    "Source: Kanawa Rees",
                    widths=(0.28, 0.16, 0.2, 0.18, 0.18),
                    left_aligned=2,
                ),
                PAGE,
                heading("Valuation"),
                para("We value the yards on 1.8x-2.4x 2027E P/B, in line with the last up-cycle's mid-point."),
                financials("Daeyang Shipbuilding", "KRW", KANAWA),
                PAGE,
                heading("Risks"),
                *numbered_lines(risks),
                *disclosures(KANAWA),
            ),
            key_lines=("Industry: OVERWEIGHT", "Korea Shipbuilding", "Industrials"),
            chart_names=("KRX Shipbuilding", "KOSPI"),
            side="corner",
        )
    )
    return docs


# ----------------------------------------------------------------------------- Chinese reports


def chinese_reports() -> list[Note]:
    docs: list[Note] = []

    risks = ("下游需求复苏不及预期", "新产能爬坡进度低于预期", "原材料价格大幅波动")
    call = Call("002876.SZ", "恒锐新材", "买入", "42.50元")
    docs.append(
        company(
            "zh_co_sidebar_upgrade_previous_rating_dun_items",
            "公司研究, right sidebar `投资评级：买入（上调）` / `上次评级：增持` / `目标价格：42.50元` / `上次目标价：36.00元`; "
            "风险提示 as `1、` items",
            HANCHUAN,
            "公司研究",
            "恒锐新材（002876.SZ）",
            "2026年12月03日",
            "恒锐新材（002876.SZ）：高端膜材放量，上调至买入",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司光学膜新产线于2026年三季度满产，高端产品收入占比提升至38%。我们预计公司2026-2028年归母净利润"
                    "分别为4.6/6.3/8.1亿元，给予2027年22倍PE，目标价42.50元，上调至“买入”评级。"
                ),
                zh_forecast("恒锐新材", HANCHUAN),
                heading("风险提示"),
                *numbered_lines(risks, style="{n}、", end="；"),
                *zh_disclosures(HANCHUAN),
            ),
            key_lines=("投资评级：买入（上调）", "上次评级：增持", "目标价格：42.50元", "上次目标价：36.00元"),
            chart_names=("恒锐新材", "沪深300"),
        )
    )

    risks = ("行业政策变化风险", "新品推广不及预期", "应收账款回收风险")
    call = Call("688357.SH", "瑞康基因", "增持", "18.20元")
    docs.append(
        company(
            "zh_co_basic_data_table_in_body_diamond_bullets",
            "公司点评, no sidebar: a `基本数据` table in the body (`评级 | 增持`, `6个月目标价 | 18.20元`, `上次目标价 | "
            "16.00元`); 风险提示 as `◆` bullets on page 2",
            DONGLAN,
            "公司点评",
            "瑞康基因（688357.SH）",
            "2026年12月01日",
            "瑞康基因（688357.SH）三季报点评：肿瘤早筛放量，利润率改善",
            call,
            language="zh",
            risks=risks,
            blocks=(
                table(
                    "基本数据",
                    ("项目", "数值"),
                    [
                        ("评级", "增持"),
                        ("6个月目标价", "18.20元"),
                        ("上次目标价", "16.00元"),
                        ("收盘价", "15.06元"),
                        ("总市值", "86亿元"),
                    ],
                    "",
                    widths=(0.5, 0.5),
                    left_aligned=1,
                ),
                heading("核心观点"),
                para(
                    "公司2026年前三季度营业收入同比增长31%，肿瘤早筛产品收入同比增长68%，销售费用率下降4.2个百分点。"
                    "我们维持“增持”评级，目标价18.20元。"
                ),
                zh_forecast("瑞康基因", DONGLAN),
                PAGE,
                heading("风险提示"),
                *bullets(risks, marker="\u25c6 ", end="。"),
                *zh_disclosures(DONGLAN),
            ),
            chart_names=("瑞康基因", "科创50"),
            side="wide",
        )
    )

    risks = ("消费复苏不及预期", "门店扩张不及预期", "行业竞争加剧")
    call = Call("2318.HK", "茶语集团", "跑赢行业", "HK$36.80")
    docs.append(
        company(
            "zh_co_hk_strip_hkd_symbol_circled_items",
            "港股公司研究, a strip `评级 | 目标价 | 现价 | 潜在涨幅` with `跑赢行业` and `HK$36.80`; 风险提示 as `①` items",
            JIAYI,
            "港股公司研究",
            "茶语集团（2318.HK）",
            "2026年11月29日",
            "茶语集团（2318.HK）：加盟店加速扩张，维持跑赢行业",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("投资要点"),
                para(
                    "公司2026年前三季度新开加盟门店1,260家，门店总数突破5,000家；单店日均销量同比增长6%。我们维持"
                    "“跑赢行业”评级，目标价HK$36.80，对应2027年20倍PE。"
                ),
                zh_forecast("茶语集团", JIAYI),
                heading("风险提示"),
                *[para(item + "。", lead=f"{m} ", gap=3.0) for m, item in zip("①②③", risks, strict=True)],
                *zh_disclosures(JIAYI),
            ),
            strip=(("评级", "目标价", "现价", "潜在涨幅"), ("跑赢行业", "HK$36.80", "HK$30.15", "22%")),
            chart_names=("茶语集团", "恒生指数"),
            side="strip",
        )
    )

    risks = ("监管政策风险", "汇率波动风险", "海外扩张风险")
    explanations = (
        "若美国对中概股审计监管收紧，公司可能面临退市风险。",
        "公司收入以人民币计价，财报以美元列示，人民币贬值将影响报表利润。",
        "公司东南亚业务仍处于投入期，亏损收窄进度存在不确定性。",
    )
    call = Call("ZKNG US", "智康网络", "优于大市", "US$18.50")
    docs.append(
        company(
            "zh_co_us_listed_left_sidebar_numbered_subheadings",
            "美股公司研究, left sidebar `评级：优于大市（维持）` / `目标价：US$18.50`; risks as numbered sub-headings "
            "(`1. 监管政策风险`) each over its paragraph, under 风险因素",
            DONGLAN,
            "美股公司研究",
            "智康网络（ZKNG US）",
            "2026年11月27日",
            "智康网络（ZKNG US）：广告业务触底回升，维持优于大市",
            call,
            language="zh",
            risks=risks,
            blocks=(
                heading("核心观点"),
                para(
                    "公司2026年第三季度广告收入同比增长9%，为连续六个季度下滑后首次转正；会员收入同比增长14%。我们维持"
                    "“优于大市”评级，目标价US$18.50。"
                ),
                zh_forecast("智康网络", DONGLAN),
                heading("风险因素"),
                *[
                    block
                    for n, (title, text) in enumerate(zip(risks, explanations, strict=True), 1)
                    for block in (heading(f"{n}. {title}"), para(text))
                ],
                *zh_disclosures(DONGLAN),
            ),
            key_lines=("评级：优于大市（维持）", "目标价：US$18.50", "现价：US$14.72"),
            chart_names=("智康网络", "纳斯达克"),
            side="left",
        )
    )

    calls = (
        Call("600905.SH", "华电清能", "买入", "7.80"),
        Call("003816.SZ", "中核新源", "增持", "12.40"),
        Call("600011.SH", "北方电力", "增持", "9.15"),
    )
    risks = ("用电需求增长不及预期", "煤价大幅上涨", "电价政策调整风险")
    docs.append(
        zh_sector(
            "zh_ind_rating_in_title_weixin_tag_table_impact_risk_table",
            "行业研究, no sidebar: the sector rating only in the title `（维持“推荐”评级）`; 重点公司 table with "
            "`买入（维持）` tags in the 评级 column and `目标价（元）`; 风险提示 as a `风险 | 影响` table",
            HANCHUAN,
            "行业研究",
            "电力行业",
            "2026年12月02日",
            "电力行业2027年投资策略：容量电价落地，盈利稳定性提升（维持“推荐”评级）",
            rating="推荐",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "2026年1-10月全社会用电量同比增长6.8%，容量电价机制全面落地，火电企业盈利稳定性明显提升；核电及水电"
                    "资产价值重估仍在进行。"
                ),
                table(
                    "表1：重点公司盈利预测与投资评级",
                    ("代码", "公司", "收盘价（元）", "目标价（元）", "EPS 2027E", "评级"),
                    [
                        (c.code, c.name, price, c.target or "", eps, f"{c.rating}（维持）")
                        for c, (price, eps) in priced(calls, [("6.42", "0.61"), ("10.35", "0.78"), ("7.96", "0.72")])
                    ],
                    "资料来源：Wind，瀚川证券研究所",
                    widths=(0.16, 0.16, 0.17, 0.17, 0.16, 0.18),
                    left_aligned=2,
                ),
                heading("风险提示"),
                table(
                    "",
                    ("风险", "影响"),
                    [(r, e) for r, e in zip(risks, ("发电量下降", "火电成本上升", "电价下调"), strict=True)],
                    "",
                    widths=(0.5, 0.5),
                    left_aligned=2,
                ),
                *zh_disclosures(HANCHUAN),
            ),
            chart_names=("电力指数", "沪深300"),
            side="wide",
        )
    )

    calls = (
        Call("300957.SZ", "贝泰妮雅", "推荐", None),
        Call("688363.SH", "华熙美研", "推荐", None),
        Call("603605.SH", "珀莱思", "推荐", None),
    )
    risks = ("行业竞争加剧", "新品推广不及预期", "线上流量成本上升")
    docs.append(
        zh_sector(
            "zh_ind_weekly_recommended_portfolio_tags_watch_list_not_calls",
            "行业周报, right sidebar `行业评级：看好（维持）`; calls only as `本周推荐组合：贝泰妮雅（推荐）、...` with codes in "
            "a table without rating; a `建议关注` list of names without tags (not calls); 风险提示 one `；` paragraph",
            JIAYI,
            "行业周报",
            "美容护理行业",
            "2026年11月30日",
            "美容护理行业周报：双十一收官，国货龙头份额提升",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "双十一全周期美妆类目GMV同比增长5%，国货品牌在前二十名中占据九席，较去年增加两席。功效护肤及医美"
                    "械字号产品增速领先。"
                ),
                para("、".join(f"{c.name}（{c.rating}）" for c in calls) + "。", lead="本周推荐组合："),
                para("上美科技、丸美生物、福瑞达美。", lead="建议关注："),
                table(
                    "表1：推荐组合估值",
                    ("公司", "代码", "收盘价（元）", "PE 2027E"),
                    [
                        (c.name, c.code, price, pe)
                        for c, (price, pe) in priced(calls, [("64.20", "24"), ("58.70", "31"), ("92.10", "22")])
                    ],
                    "资料来源：Wind，嘉屹证券研究所",
                    widths=(0.25, 0.25, 0.25, 0.25),
                    left_aligned=2,
                ),
                para("；".join(risks) + "。", lead="风险提示："),
                *zh_disclosures(JIAYI),
            ),
            key_lines=("行业评级：看好（维持）", "美容护理", "行业周报"),
            chart_names=("美容护理", "沪深300"),
        )
    )

    calls = (
        Call("002371.SZ", "北微装备", "优于大市", "386.00"),
        Call("688072.SH", "拓维科技", "优于大市", "215.00"),
        Call("688037.SH", "芯源精密", "中性", "98.00"),
    )
    risks = ("晶圆厂资本开支下滑", "海外出口管制加严", "核心技术人员流失")
    docs.append(
        zh_sector(
            "zh_ind_unrated_rows_dash_target_paren_items",
            "行业深度, left sidebar `行业评级：优于大市`; 重点公司 table with two `未评级` rows (target `-`; not calls); "
            "风险提示 as `（1）` lines",
            DONGLAN,
            "行业深度",
            "半导体设备行业",
            "2026年11月28日",
            "半导体设备行业深度：先进封装打开第二成长曲线",
            rating="优于大市",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "先进封装设备市场规模预计在2028年达到180亿美元，年复合增速21%。国产设备在减薄、划片及键合环节已进入"
                    "主流封测厂供应链。"
                ),
                table(
                    "表2：重点公司估值表",
                    ("代码", "公司", "评级", "目标价（元）", "PE 2027E"),
                    [
                        (c.code, c.name, c.rating, c.target or "", pe)
                        for c, pe in zip(calls, ("38", "45", "52"), strict=True)
                    ]
                    + [("688200.SH", "华封光电", "未评级", "-", "61"), ("300604.SZ", "长研测控", "未评级", "-", "47")],
                    "资料来源：东澜证券研究所；未评级公司盈利预测来自Wind一致预期",
                    widths=(0.2, 0.2, 0.2, 0.2, 0.2),
                    left_aligned=3,
                ),
                heading("风险提示"),
                *[para(item + "。", lead=f"（{n}）", gap=3.0) for n, item in enumerate(risks, 1)],
                *zh_disclosures(DONGLAN),
            ),
            key_lines=("行业评级：优于大市", "半导体设备", "行业深度报告"),
            chart_names=("半导体设备", "沪深300"),
            side="left",
        )
    )

    calls = (
        Call("601799.SH", "星宇光电", "强烈推荐", "146.00元"),
        Call("603786.SH", "科华汽零", "推荐", "58.00元"),
        Call("002920.SZ", "德赛智驾", "推荐", "132.00元"),
    )
    risks = ("汽车销量不及预期", "智能驾驶渗透率提升缓慢", "价格战压缩零部件利润")
    docs.append(
        zh_sector(
            "zh_ind_company_paragraphs_rating_tags_sector_risks_before_per_stock",
            "行业点评, strip `行业评级 | 看好`; calls in per-company paragraphs ending `（推荐，目标价58.00元）`; the "
            "note's 风险提示 as `；`-separated items before per-company `风险：` lines (not the note's)",
            JIAYI,
            "行业点评",
            "汽车零部件行业",
            "2026年11月26日",
            "汽车零部件行业点评：智驾平权加速，零部件龙头受益",
            rating="看好",
            risks=risks,
            calls=calls,
            blocks=(
                para(
                    "10月国内乘用车零售销量同比增长9%，其中搭载高速NOA功能的车型占比提升至27%。车灯、热管理及智驾域控"
                    "零部件单车价值量持续提升。"
                ),
                heading("风险提示"),
                para("；".join(risks) + "。"),
                heading("重点公司"),
                *[
                    block
                    for c, (text, risk) in zip(
                        calls,
                        (
                            ("公司ADB大灯订单同比翻倍，海外定点持续落地", "客户集中度较高"),
                            ("热管理集成模块进入多家新势力供应链", "原材料价格波动"),
                            ("域控制器出货量位居国内第一梯队", "研发投入加大"),
                        ),
                        strict=True,
                    )
                    for block in (
                        para(f"{text}（{c.rating}，目标价{c.target}）。", lead=f"{c.name}（{c.code}）：", gap=2.0),
                        para(risk + "。", lead="风险：", gap=5.0),
                    )
                ],
                *zh_disclosures(JIAYI),
            ),
            strip=(("行业评级", "上次评级", "报告日期"), ("看好", "看好", "2026-11-26")),
            chart_names=("汽车零部件", "沪深300"),
            side="strip",
        )
    )
    return docs


def documents() -> list[Note]:
    return company_notes() + sector_notes() + chinese_reports()


ELEVENTH_SET = SyntheticSet(SET_NAME, documents, render_pdf, names_by_word=True)


def write_set(folder: Path, names: set[str] | None = None) -> list[tuple[Note, Path]]:
    return write_documents(ELEVENTH_SET, folder, names)


def labelled(doc: Note, path: Path) -> Any:
    return labelled_in(SET_NAME, doc, path)


def main(argv: list[str] | None = None) -> int:
    return run_cli(ELEVENTH_SET, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
