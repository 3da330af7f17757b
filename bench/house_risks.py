"""House risk sections: how sell-side houses print the risk section of a company note, a sector note and a Chinese
company or industry report, each drawn as a PDF (one or two pages) and read by the rules backend through the whole
pipeline. Session 28 (branch s28-risks) wrote these from general knowledge of the houses' forms (no real note was
read for them): headings as the houses spell them, run-in bold lead-ins, narrow cover sidebars whose items wrap,
sections after the valuation, sections that run on past a page footer and the next page's header, risk tables, and
negative forms (a disclaimer's generic risk sentence, a bull / bear scenario box, a WACC table's risk-free rate, a
risk-rating label, another stock's risks quoted in a comparison). Invented companies and figures; a label is the
note's risk list as printed (a list item, or a whole sentence when the risks are named in one sentence; a sector note
whose only risks are per-stock lines has none, as bench/labels/README.md says of the real sector notes).

Batch A (`A`, 23 forms) was written first, run once and its failures turned into rules; batch B (`B`, 12 forms) was
written after those fixes, fresh, and run once before any rule changed.
- Batch A, first run: risks read right 13/23, oracle 64/69, liar 6/171. Three misses were the bench's (items compared
  before NFKC; a `、` list labelled whole where the repo splits it) and one the drawing's (a bullet set in Helvetica
  reads `·`, which no real dev PDF opens a line with; bullets are set in Symbol since): 17/23 on the rules of d268a29.
  The rest: a risk list ran on into the disclaimer (`Disclosures` / `Investing in securities involves risks…`), and a
  bulleted list's rest past a page turn was lost. Final: 23/23.
- Batch B, first run: 10/12, oracle 34/36, liar 0/92. Misses: a `风险提示` heading over a legal notice (a rule since),
  and `What could go wrong` paragraphs that each open with a short lead, labelled whole where the repo's convention
  takes the leads (label corrected); the oracle lost `投资评级：买入` to the rating legend it follows in reading order (a
  rule since) and the legal notice's answer. Final: 12/12.
- All 35, final: 35/35, oracle 140/140 (labels with their doc_type), liar 0/263."""

from __future__ import annotations

import re
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymupdf
from rich.console import Console
from rich.table import Table

from bench.drawn_forms import Draw, FormLabel, digest_rules, draw_pages, form_labelled, oracle_and_liar
from bench.labelsets import Labelled
from schemas.types import FieldName

Span = tuple[float, float, str, str, float]  # x, baseline y, text, font, size
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")
TOKEN_EN = re.compile(r"\S+\s*")
TOKEN_ZH = re.compile(r"[A-Za-z0-9.%$/-]+\s*|.")


def _width(text: str, font: str, size: float) -> float:
    return float(pymupdf.get_text_length(text, fontname=font, fontsize=size))


class Column:
    """A column of wrapped paragraphs at `x`, `width` points wide, from baseline `y` down."""

    def __init__(self, x: float, y: float, width: float) -> None:
        self.x, self.y, self.width = x, y, width
        self.spans: list[Span] = []

    def line(self, text: str, font: str = "helv", size: float = 9, *, dx: float = 0, after: float = 3) -> Column:
        self.spans.append((self.x + dx, self.y, text, font, size))
        self.y += size * 1.35 + after
        return self

    def para(
        self,
        text: str,
        font: str = "helv",
        size: float = 9,
        *,
        lead: str = "",
        lead_font: str = "hebo",
        mark: str = "",
        mark_font: str | None = None,
        hang: bool = True,
        after: float = 4,
    ) -> Column:
        """`text` wrapped to the column; `mark` (a bullet or number) and a run-in `lead` in `lead_font` open the
        first line; wrapped lines hang under the text after the mark when `hang`."""
        x = self.x
        if mark:
            self.spans.append((x, self.y, mark.rstrip() if mark_font else mark, mark_font or font, size))
            x += _width(mark, font, size) + (size / 3 if mark_font else 0)
        indent = x - self.x if hang else 0.0
        if lead:
            self.spans.append((x, self.y, lead, lead_font, size))
            x += _width(lead, lead_font, size)
        tokens = (TOKEN_ZH if CJK.search(text) else TOKEN_EN).findall(text)
        current = ""
        for token in tokens:
            if current and x + _width((current + token).rstrip(), font, size) > self.x + self.width:
                self.spans.append((x, self.y, current.rstrip(), font, size))
                self.y += size * 1.35
                x, current = self.x + indent, token.lstrip() if not CJK.search(token) else token
            else:
                current += token
        if current.strip():
            self.spans.append((x, self.y, current.rstrip(), font, size))
        self.y += size * 1.35 + after
        return self

    def bullets(self, items: list[str], mark: str = "\u2022 ", size: float = 9, font: str = "helv") -> Column:
        """A bulleted list, the bullet set in the Symbol font as most houses' templates set it."""
        for item in items:
            self.para(item, font, size, mark=mark, mark_font="symb" if mark.strip() == "\u2022" else None, after=2)
        self.y += 3
        return self

    def numbered(self, items: list[str], style: str = "{n}. ", size: float = 9, font: str = "helv") -> Column:
        for number, item in enumerate(items, 1):
            self.para(item, font, size, mark=style.format(n=number), after=2)
        self.y += 3
        return self

    def row(self, cells: list[tuple[float, str]], font: str = "helv", size: float = 8) -> Column:
        for dx, cell in cells:
            self.spans.append((self.x + dx, self.y, cell, font, size))
        self.y += size * 1.35 + 2
        return self


def _rules(lines: list[tuple[float, float, float]]) -> Draw:
    def draw(page: pymupdf.Page) -> None:
        for x0, x1, y in lines:
            page.draw_line((x0, y), (x1, y), width=0.5)

    return draw


def _spans(*columns: Column) -> Draw:
    def draw(page: pymupdf.Page) -> None:
        for column in columns:
            for x, y, text, font, size in column.spans:
                if text:
                    page.insert_text((x, y), text, fontname=font, fontsize=size)

    return draw


@dataclass
class RiskForm:
    """One drawn form: its pages (each a list of draws), what it prints, the kind it scores under and its batch."""

    name: str
    kind: str  # en company, en sector, zh company, zh industry
    batch: str  # A or B
    label: FormLabel
    pages: list[list[Draw]] = field(default_factory=list)


# --- English page furniture ----------------------------------------------------------------------------------------


def en_header(house: str, date: str = "10 March 2026") -> Column:
    return Column(40, 36, 515).line(f"{house} | Equity Research | {date}", "helv", 7)


def en_footer(text: str, page: int) -> Column:
    return Column(40, 812, 515).line(f"{text}    Page {page}", "helv", 6)


def en_disclaimer(column: Column, generic: bool = True) -> Column:
    column.line("Disclosures", "hebo", 9)
    if generic:
        column.para(
            "Investing in securities involves risks, including the possible loss of principal. Past performance is "
            "not a guide to future performance. The value of investments and the income from them can fall as well "
            "as rise.",
            "helv",
            6,
        )
    column.para(
        "Ratings: Buy: the stock is expected to outperform its sector by 10% or more over 12 months. Neutral: within "
        "10% of the sector. Sell: the stock is expected to underperform its sector by 10% or more.",
        "helv",
        6,
    )
    return column


def en_company_cover(
    house: str, title: str, headline: str, box: list[str], body: list[str], *, width: float = 515, x: float = 40
) -> Column:
    column = Column(x, 70, width)
    column.line(title, "hebo", 14).line(headline, "hebo", 11, after=6)
    for line in box:
        column.line(line, "helv", 9)
    column.y += 6
    for text in body:
        column.para(text, "helv", 9, after=6)
    return column


COMPANY_BODY = [
    "We expect revenue growth of 15% in 2027, driven by new products and gross margin expansion from a better mix.",
    "The company guided 1Q27 sales above consensus, and we raise our 2027-28E EPS by 4-6% on higher utilisation.",
]
SECTOR_BODY = [
    "We stay constructive on the sector: demand recovers through 2027 while supply additions slow, and the sector "
    "trades at 22x 2027E P/E, below its five-year average.",
]


def en_company(
    name: str,
    batch: str,
    house: str,
    rating: str,
    target: str,
    box: list[str],
    section: Callable[[Column], None],
    risks: list[str],
    *,
    body: list[str] | None = None,
) -> RiskForm:
    column = en_company_cover(
        house, "Nova Devices (NOVA US)", f"Solid quarter; reiterate {rating}", box, body or COMPANY_BODY
    )
    section(column)
    en_disclaimer(column)
    pages = [[_spans(en_header(house), column, en_footer(f"{house}. See the end of this report for disclosures.", 1))]]
    return RiskForm(name, "en company", batch, FormLabel(rating, target, tuple(risks)), pages)


def en_sector(
    name: str, batch: str, house: str, view: str, section: Callable[[Column], None], risks: list[str]
) -> RiskForm:
    column = Column(40, 70, 515)
    column.line("Asia Semiconductors", "hebo", 14).line("Memory upcycle has further to run", "hebo", 11, after=6)
    column.line(f"Industry View: {view}", "helv", 9, after=8)
    for text in SECTOR_BODY:
        column.para(text, after=6)
    section(column)
    en_disclaimer(column)
    pages = [[_spans(en_header(house), column, en_footer(f"{house}. See the end of this report for disclosures.", 1))]]
    return RiskForm(name, "en sector", batch, FormLabel(view, None, tuple(risks)), pages)


# --- Chinese page furniture ----------------------------------------------------------------------------------------

ZH = "china-s"
ZH_BODY = [
    "公司发布2026年三季报，前三季度实现营业收入58.6亿元，同比增长21.3%；归母净利润7.9亿元，同比增长26.8%，业绩符合预期。",
    "新产能逐步释放，高端产品占比提升带动毛利率同比提高2.1个百分点。我们预计公司2026-2028年归母净利润分别为10.8/13.5/16.4亿元。",
]


def zh_header(house: str, kind: str = "公司点评报告") -> Column:
    return Column(40, 36, 515).line(f"证券研究报告 | {kind} | 2026年11月10日", ZH, 8)


def zh_footer(house: str, page: int) -> Column:
    return Column(40, 812, 515).line(f"请务必阅读正文之后的免责声明部分    {house}    {page}", ZH, 7)


def zh_disclaimer(column: Column) -> Column:
    column.line("分析师声明", ZH, 9)
    column.para(
        "本报告仅供本公司客户使用。本报告中的信息均来源于公开资料，本公司对这些信息的准确性及完整性不作任何保证。"
        "市场有风险，投资需谨慎。",
        ZH,
        6.5,
    )
    column.para(
        "投资评级说明：买入：相对同期沪深300指数涨幅20%以上；增持：相对涨幅5%-20%；中性：相对涨幅-5%-5%。", ZH, 6.5
    )
    return column


def zh_company(
    name: str,
    batch: str,
    house: str,
    rating_line: str,
    rating: str,
    target: str | None,
    section: Callable[[Column], None],
    risks: list[str],
    *,
    sidebar: Callable[[Column], None] | None = None,
) -> RiskForm:
    """A Chinese company report: the main text in a 320-point column, the rating box (and, when given, more) in a
    right sidebar 180 points wide, as the houses lay out their first page."""
    main = Column(40, 70, 320)
    main.line("新材科技（688123）", ZH, 16).line("三季度业绩稳健增长，高端产品放量在即", ZH, 12, after=8)
    for text in ZH_BODY:
        main.para(text, ZH, 9, after=6)
    section(main)
    side = Column(375, 70, 180)
    side.line(rating_line, ZH, 10)
    if target is not None:
        side.line(f"目标价：{target}", ZH, 9)
    side.line("当前股价：38.20元", ZH, 9).line("总市值：152亿元", ZH, 8, after=8)
    if sidebar is not None:
        sidebar(side)
    zh_disclaimer(main)
    pages = [[_spans(zh_header(house), main, side, zh_footer(house, 1))]]
    return RiskForm(name, "zh company", batch, FormLabel(rating, target, tuple(risks), language="zh"), pages)


def zh_industry(
    name: str, batch: str, house: str, view_line: str, view: str, section: Callable[[Column], None], risks: list[str]
) -> RiskForm:
    main = Column(40, 70, 515)
    main.line("电力设备行业周报", ZH, 16).line("储能招标高增，海外需求景气延续", ZH, 12, after=6)
    main.line(view_line, ZH, 10, after=8)
    main.para(
        "本周储能板块上涨3.2%，跑赢沪深300指数2.1个百分点。10月国内储能招标规模达到18GWh，同比增长65%，海外大储订单饱满。",
        ZH,
        9,
        after=6,
    )
    main.para(
        "投资建议：重点推荐电池龙头宁德时代（300750.SZ，买入）和逆变器龙头阳光电源（300274.SZ，买入）。", ZH, 9, after=6
    )
    section(main)
    zh_disclaimer(main)
    pages = [[_spans(zh_header(house, "行业周报"), main, zh_footer(house, 1))]]
    return RiskForm(name, "zh industry", batch, FormLabel(view, None, tuple(risks), language="zh"), pages)


# --- batch A -------------------------------------------------------------------------------------------------------


def batch_a() -> list[RiskForm]:
    forms: list[RiskForm] = []
    box = ["Rating: Buy", "Price target: US$150.00", "Price (9 Mar 26): US$120.50"]

    def key_risks_bullets(c: Column) -> None:
        c.line("Key risks", "hebo", 10)
        c.bullets(
            [
                "A slower-than-expected ramp of the new 3nm product line at the company's largest customer, which "
                "would delay the margin recovery into 2028.",
                "Rising competition from Chinese peers in mature-node analog chips.",
                "Adverse FX moves, as 60% of revenue is in US dollars while costs are in yen.",
            ]
        )

    forms.append(
        en_company(
            "Key risks: bullets, one wraps",
            "A",
            "Acme Securities",
            "Buy",
            "US$150.00",
            box,
            key_risks_bullets,
            [
                "A slower-than-expected ramp of the new 3nm product line at the company's largest customer, which "
                "would delay the margin recovery into 2028",
                "Rising competition from Chinese peers in mature-node analog chips",
                "Adverse FX moves, as 60% of revenue is in US dollars while costs are in yen",
            ],
        )
    )

    def risks_to_view(c: Column) -> None:
        c.line("Risks to our view", "hebo", 10)
        c.numbered(
            [
                "Weaker smartphone demand in China could cut unit shipments.",
                "Customer concentration: the top two customers are 55% of sales.",
                "Delays in the Mexico plant could push capacity gains into 2028.",
            ],
            "{n}. ",
        )

    forms.append(
        en_company(
            "Risks to our view: numbered sentences",
            "A",
            "Bluewater Capital",
            "Buy",
            "US$150.00",
            box,
            risks_to_view,
            [
                "Weaker smartphone demand in China could cut unit shipments",
                "Customer concentration: the top two customers are 55% of sales",
                "Delays in the Mexico plant could push capacity gains into 2028",
            ],
        )
    )

    def run_in(c: Column) -> None:
        c.para(
            "slower enterprise IT spending; a price war in entry-level servers; and supply constraints on "
            "high-bandwidth memory.",
            lead="Risks: ",
        )

    forms.append(
        en_company(
            "run-in bold Risks: semicolon list",
            "A",
            "Crestline Partners",
            "Buy",
            "US$150.00",
            box,
            run_in,
            [
                "slower enterprise IT spending",
                "a price war in entry-level servers",
                "supply constraints on high-bandwidth memory",
            ],
        )
    )

    def sidebar_form() -> RiskForm:
        house = "Drake & Co"
        main = en_company_cover(
            house, "Nova Devices (NOVA US)", "Solid quarter; reiterate Buy", box, COMPANY_BODY, width=320, x=235
        )
        main.para(
            "Valuation: our US$150 target is based on 25x 2027E EPS of US$6.00, in line with the stock's five-year "
            "average multiple.",
            after=6,
        )
        en_disclaimer(main)
        side = Column(40, 70, 175)
        side.line("Key data", "hebo", 9)
        side.line("Market cap: US$42bn", "helv", 8, after=1).line("Free float: 78%", "helv", 8, after=8)
        side.line("Key risks", "hebo", 9)
        side.bullets(
            [
                "Slower recovery in automotive semiconductor demand through 2027",
                "Pricing pressure from new entrants in silicon carbide",
                "Execution risk on the 300mm fab conversion",
            ],
            size=8,
        )
        side.line("Analysts", "hebo", 9).line("Jane Doe, CFA", "helv", 8)
        pages = [[_spans(en_header(house), side, main, en_footer(house, 1))]]
        return RiskForm(
            "cover sidebar: Key risks bullets wrap in 175pt",
            "en company",
            "A",
            FormLabel(
                "Buy",
                "US$150.00",
                (
                    "Slower recovery in automotive semiconductor demand through 2027",
                    "Pricing pressure from new entrants in silicon carbide",
                    "Execution risk on the 300mm fab conversion",
                ),
            ),
            pages,
        )

    forms.append(sidebar_form())

    def after_valuation(c: Column) -> None:
        c.line("Valuation", "hebo", 10)
        c.para(
            "Our price target of US$150.00 is based on a DCF with a WACC of 9.0% (risk-free rate 4.0%, equity risk "
            "premium 5.5%, beta 0.9) and terminal growth of 3%.",
            after=6,
        )
        c.line("Risks to our rating and price target", "hebo", 10)
        c.para("Downside risks include:", after=2)
        c.bullets(
            ["Lower-than-expected wafer prices in 2027.", "Loss of share at its largest customer.", "Higher capex."]
        )

    forms.append(
        en_company(
            "after valuation: Risks to our rating and price target",
            "A",
            "Eastgate Research",
            "Buy",
            "US$150.00",
            box,
            after_valuation,
            ["Lower-than-expected wafer prices in 2027", "Loss of share at its largest customer", "Higher capex"],
        )
    )

    def two_pages() -> RiskForm:
        house = "Fairmont Securities"
        page1 = en_company_cover(house, "Nova Devices (NOVA US)", "Solid quarter; reiterate Buy", box, COMPANY_BODY)
        page1.y = 700
        page1.line("Investment risks", "hebo", 10)
        page1.bullets(
            [
                "Slower adoption of AI PCs could delay the replacement cycle.",
                "Memory cost inflation could squeeze gross margin in 1H27.",
            ]
        )
        page2 = Column(40, 36, 515).line("Nova Devices (NOVA US) | 10 March 2026", "helv", 7)
        page2.y = 100
        page2.bullets(
            [
                "Tariffs on notebooks assembled in China could raise costs.",
                "A weaker enterprise refresh as IT budgets tighten.",
            ]
        )
        page2.y += 8
        page2.line("Financial summary", "hebo", 10)
        page2.row([(0, "US$m"), (200, "2026E"), (260, "2027E"), (320, "2028E")])
        page2.row([(0, "Revenue"), (200, "12,400"), (260, "14,260"), (320, "16,110")])
        en_disclaimer(page2)
        footer = en_footer(f"{house}. See the end of this report for disclosures.", 1)
        pages = [[_spans(en_header(house), page1, footer)], [_spans(page2, en_footer(house, 2))]]
        return RiskForm(
            "two pages: Investment risks bullets run past footer and header",
            "en company",
            "A",
            FormLabel(
                "Buy",
                "US$150.00",
                (
                    "Slower adoption of AI PCs could delay the replacement cycle",
                    "Memory cost inflation could squeeze gross margin in 1H27",
                    "Tariffs on notebooks assembled in China could raise costs",
                    "A weaker enterprise refresh as IT budgets tighten",
                ),
            ),
            pages,
        )

    forms.append(two_pages())

    def upside(c: Column) -> None:
        c.line("Upside risks", "hebo", 10)
        c.bullets(
            [
                "Faster-than-expected recovery in handset demand.",
                "Successful entry into the automotive radar market.",
                "A takeover bid, given the depressed valuation.",
            ]
        )

    forms.append(
        en_company(
            "Upside risks for a Sell",
            "A",
            "Granite Bay",
            "Sell",
            "US$80.00",
            ["Rating: Sell", "Price target: US$80.00", "Price (9 Mar 26): US$120.50"],
            upside,
            [
                "Faster-than-expected recovery in handset demand",
                "Successful entry into the automotive radar market",
                "A takeover bid, given the depressed valuation",
            ],
        )
    )

    def risk_table(c: Column) -> None:
        c.line("Key risks", "hebo", 10)
        c.row([(0, "Risk"), (260, "Impact"), (340, "Probability")], "hebo", 8)
        c.row([(0, "Delay in 2nm customer qualification"), (260, "High"), (340, "Medium")])
        c.row([(0, "Slower China auto demand"), (260, "Medium"), (340, "Medium")])
        c.row([(0, "Export controls on tools"), (260, "High"), (340, "Low")])
        c.line("Source: Hillcrest Research estimates", "helv", 7, after=8)

    forms.append(
        en_company(
            "risk table: Risk | Impact | Probability",
            "A",
            "Hillcrest Research",
            "Buy",
            "US$150.00",
            box,
            risk_table,
            ["Delay in 2nm customer qualification", "Slower China auto demand", "Export controls on tools"],
        )
    )

    def sector_list(c: Column) -> None:
        c.line("Key risks to our view", "hebo", 10)
        c.bullets(
            [
                "A sharper-than-expected slowdown in AI server capex in 2H27.",
                "New Chinese DRAM capacity coming on stream earlier than expected.",
                "Smartphone and PC demand staying weak through 2027.",
            ]
        )
        c.line("Stock calls", "hebo", 10)
        c.para("Orion Memory (OMC KS, Overweight, PT W95,000): HBM share gains drive 2027E OP up 40%.")
        c.para("Kestrel Tech (KTC TT, Equal-weight, PT NT$210): valuation fair after the rally.")

    forms.append(
        en_sector(
            "sector: Key risks to our view bullets",
            "A",
            "Ironwood Securities",
            "Attractive",
            sector_list,
            [
                "A sharper-than-expected slowdown in AI server capex in 2H27",
                "New Chinese DRAM capacity coming on stream earlier than expected",
                "Smartphone and PC demand staying weak through 2027",
            ],
        )
    )

    def per_stock(c: Column) -> None:
        c.line("Orion Memory (OMC KS): Overweight, PT W95,000", "hebo", 10)
        c.para("HBM share gains and better DRAM pricing lift 2027E operating profit by 40%; we see 25% upside.")
        c.para("lower-than-expected HBM yields; a DRAM price correction.", lead="Key risks: ", lead_font="hebo")
        c.line("Kestrel Tech (KTC TT): Equal-weight, PT NT$210", "hebo", 10)
        c.para("The shares re-rated on AI server demand; we see the valuation as fair at 18x 2027E P/E.")
        c.para(
            "faster share gains in AI servers (upside); a loss of a key US customer (downside).",
            lead="Key risks: ",
            lead_font="hebo",
        )

    forms.append(
        en_sector("sector: per-stock Key risks lines only (none)", "A", "Juniper Capital", "Attractive", per_stock, [])
    )

    def sector_end_sentences(c: Column) -> None:
        c.line("Orion Memory (OMC KS): Overweight", "hebo", 10)
        c.para("HBM share gains lift 2027E operating profit by 40%. Risks: weaker HBM yields and DRAM pricing.")
        c.line("Valuation", "hebo", 10)
        c.para("We value the stocks on 1.5-2.0x 2027E P/B, at the mid-point of their cycle ranges.", after=6)
        c.line("Risks", "hebo", 10)
        c.para(
            "The main risk to our positive sector view is a faster-than-expected build-out of Chinese memory "
            "capacity. A slowdown in hyperscaler capex would also hurt demand for high-bandwidth memory."
        )

    forms.append(
        en_sector(
            "sector: Risks sentences at the end, per-stock line above",
            "A",
            "Keystone Research",
            "Attractive",
            sector_end_sentences,
            [
                "The main risk to our positive sector view is a faster-than-expected build-out of Chinese memory capacity",
                "A slowdown in hyperscaler capex would also hurt demand for high-bandwidth memory",
            ],
        )
    )

    def sector_numbered(c: Column) -> None:
        c.line("Downside risks", "hebo", 10)
        c.numbered(
            [
                "Inventory build-up at module makers;",
                "Weaker-than-expected server demand;",
                "Escalating US-China trade restrictions.",
            ],
            "({n}) ",
        )

    forms.append(
        en_sector(
            "sector: Downside risks (1)(2)(3)",
            "A",
            "Lakeside Securities",
            "Attractive",
            sector_numbered,
            [
                "Inventory build-up at module makers",
                "Weaker-than-expected server demand",
                "Escalating US-China trade restrictions",
            ],
        )
    )

    def scenario_box(c: Column) -> None:
        c.line("Risk-reward", "hebo", 10)
        c.para("Bull case: US$200. AI PC adoption is faster and gross margin reaches 40%.", after=2)
        c.para("Base case: US$150. Revenue grows 15% a year and margins hold at 36%.", after=2)
        c.para("Bear case: US$90. Demand stalls and price competition cuts margins to 30%.", after=6)

    forms.append(
        en_company(
            "NEG: Risk-reward bull/bear box and disclaimer only",
            "A",
            "Maple Street",
            "Buy",
            "US$150.00",
            box,
            scenario_box,
            [],
        )
    )

    def wacc_and_rating(c: Column) -> None:
        c.line("DCF assumptions", "hebo", 10)
        c.row([(0, "Risk-free rate"), (200, "4.0%")])
        c.row([(0, "Equity risk premium"), (200, "5.5%")])
        c.row([(0, "Beta"), (200, "1.1")])
        c.row([(0, "WACC"), (200, "9.5%")])
        c.y += 6

    forms.append(
        en_company(
            "NEG: WACC table risk-free rate, Risk rating: High",
            "A",
            "Northgate Capital",
            "Buy",
            "US$150.00",
            ["Rating: Buy", "Risk rating: High", "Price target: US$150.00"],
            wacc_and_rating,
            [],
        )
    )

    def peer_quoted(c: Column) -> None:
        c.line("Key risks", "hebo", 10)
        c.bullets(["Slower data-center spending.", "Loss of share to ASIC vendors."])
        c.line("Peer comparison", "hebo", 10)
        c.para(
            "Helix Semi (HLX US, Neutral) trades at 20x 2027E P/E; we see its key risks as a delay in its 800G "
            "optics ramp and customer concentration."
        )

    forms.append(
        en_company(
            "another stock's risks quoted in a peer comparison",
            "A",
            "Oakridge Partners",
            "Buy",
            "US$150.00",
            box,
            peer_quoted,
            ["Slower data-center spending", "Loss of share to ASIC vendors"],
        )
    )

    # Chinese
    def zh_sidebar_list(side: Column) -> None:
        side.para(
            "1）下游需求复苏不及预期；2）新产能爬坡进度低于预期；3）原材料价格大幅波动；4）行业竞争加剧导致产品价格下降。",
            ZH,
            8,
            lead="风险提示：",
            lead_font=ZH,
        )

    forms.append(
        zh_company(
            "zh sidebar: 风险提示：1）…；2）… wrapped in 180pt",
            "A",
            "华泰证券",
            "投资评级：买入（维持）",
            "买入",
            "45.50元",
            lambda c: None,
            ["下游需求复苏不及预期", "新产能爬坡进度低于预期", "原材料价格大幅波动", "行业竞争加剧导致产品价格下降"],
            sidebar=zh_sidebar_list,
        )
    )

    def zh_circled(c: Column) -> None:
        c.line("风险因素", ZH, 11)
        c.para("①宏观经济下行导致终端需求疲软；", ZH, 9, after=1)
        c.para("②募投项目建设进度不及预期；", ZH, 9, after=1)
        c.para("③汇率波动影响海外业务利润。", ZH, 9, after=6)

    forms.append(
        zh_company(
            "zh 风险因素 heading ①②③ one a line",
            "A",
            "中信证券",
            "投资评级：增持（维持）",
            "增持",
            "45.50元",
            zh_circled,
            ["宏观经济下行导致终端需求疲软", "募投项目建设进度不及预期", "汇率波动影响海外业务利润"],
        )
    )

    def zh_paren(c: Column) -> None:
        c.line("主要风险", ZH, 11)
        c.para("（1）行业竞争加剧；（2）新客户导入不及预期；（3）海外贸易摩擦加剧风险。", ZH, 9, after=6)

    forms.append(
        zh_company(
            "zh 主要风险 （1）（2）（3） on one line",
            "A",
            "国泰君安",
            "评级：买入",
            "买入",
            "45.50元",
            zh_paren,
            ["行业竞争加剧", "新客户导入不及预期", "海外贸易摩擦加剧风险"],
        )
    )

    def zh_yishi(c: Column) -> None:
        c.line("投资风险", ZH, 11)
        c.para(
            "一是宏观经济增速放缓，下游资本开支意愿下降；二是公司新产品验证周期长于预期；三是原材料价格上涨侵蚀毛利率。",
            ZH,
            9,
            after=6,
        )

    forms.append(
        zh_company(
            "zh 投资风险 一是…二是…三是…",
            "A",
            "招商证券",
            "投资评级：强烈推荐（维持）",
            "强烈推荐",
            "45.50元",
            zh_yishi,
            [
                "宏观经济增速放缓，下游资本开支意愿下降",
                "公司新产品验证周期长于预期",
                "原材料价格上涨侵蚀毛利率",
            ],
        )
    )

    def zh_industry_end(c: Column) -> None:
        c.line("风险提示", ZH, 11)
        c.para("储能装机不及预期；原材料价格波动；行业竞争加剧；海外贸易政策变化。", ZH, 9, after=6)

    forms.append(
        zh_industry(
            "zh industry: 风险提示 at the end, ；list",
            "A",
            "东吴证券",
            "行业评级：增持（维持）",
            "增持",
            zh_industry_end,
            ["储能装机不及预期", "原材料价格波动", "行业竞争加剧", "海外贸易政策变化"],
        )
    )

    def zh_none(c: Column) -> None:
        c.line("盈利预测与估值", ZH, 11)
        c.para("我们维持公司2026-2028年盈利预测，对应PE分别为25/20/17倍，维持“买入”评级。", ZH, 9, after=6)

    forms.append(
        zh_company(
            "NEG zh: no 风险提示, disclaimer 市场有风险 and 风险评级 only",
            "A",
            "广发证券",
            "投资评级：买入",
            "买入",
            "45.50元",
            zh_none,
            [],
            sidebar=lambda side: side.line("风险评级：中风险", ZH, 8),
        )
    )

    def zh_two_pages() -> RiskForm:
        house = "申万宏源"
        page1 = Column(40, 70, 320)
        page1.line("新材科技（688123）", ZH, 16).line("三季度业绩稳健增长，高端产品放量在即", ZH, 12, after=8)
        for text in ZH_BODY:
            page1.para(text, ZH, 9, after=6)
        page1.y = 730
        page1.line("风险提示", ZH, 11)
        page1.para("（1）下游光伏装机增速放缓，需求不及预期；", ZH, 9, after=1)
        page1.para("（2）公司扩产项目投产进度不及预期；", ZH, 9, after=1)
        side = Column(375, 70, 180).line("投资评级：买入（维持）", ZH, 10).line("目标价：45.50元", ZH, 9)
        page2 = Column(40, 36, 515).line("新材科技（688123）公司深度报告", ZH, 8)
        page2.y = 100
        page2.para("（3）行业新进入者增多，产品价格竞争加剧；", ZH, 9, after=1)
        page2.para("（4）技术路线变化导致现有产品需求下降。", ZH, 9, after=8)
        page2.line("财务摘要", ZH, 11)
        page2.row([(0, "百万元"), (200, "2025A"), (260, "2026E"), (320, "2027E")], ZH)
        page2.row([(0, "营业收入"), (200, "6,820"), (260, "8,270"), (320, "9,960")], ZH)
        zh_disclaimer(page2)
        pages = [
            [_spans(zh_header(house, "公司深度报告"), page1, side, zh_footer(house, 1))],
            [_spans(page2, zh_footer(house, 2))],
        ]
        return RiskForm(
            "zh two pages: 风险提示 （1）… runs past footer and header",
            "zh company",
            "A",
            FormLabel(
                "买入",
                "45.50元",
                (
                    "下游光伏装机增速放缓，需求不及预期",
                    "公司扩产项目投产进度不及预期",
                    "行业新进入者增多，产品价格竞争加剧",
                    "技术路线变化导致现有产品需求下降",
                ),
                language="zh",
            ),
            pages,
        )

    forms.append(zh_two_pages())

    def zh_peer(c: Column) -> None:
        c.line("可比公司估值", ZH, 11)
        c.para("可比公司A公司（300123.SZ）当前估值28倍，其主要风险在于客户集中度较高。", ZH, 9, after=6)
        c.para("下游需求不及预期、产能释放不及预期、原材料价格上涨。", ZH, 9, lead="风险提示：", lead_font=ZH, after=6)

    forms.append(
        zh_company(
            "zh run-in 风险提示：、list after a peer's risk sentence",
            "A",
            "天风证券",
            "投资评级：买入（首次）",
            "买入",
            "45.50元",
            zh_peer,
            ["下游需求不及预期", "产能释放不及预期", "原材料价格上涨"],
        )
    )
    return forms


def batch_b() -> list[RiskForm]:
    """Written after batch A's fixes, fresh: other houses, wordings and layouts."""
    forms: list[RiskForm] = []
    box = ["Rating: Overweight", "Price target: US$150.00", "Price (9 Mar 26): US$120.50"]

    def what_could_go_wrong(c: Column) -> None:
        c.line("What could go wrong", "hebo", 10)
        c.para(
            "Slower cloud migration. If large enterprises delay moving workloads to the cloud, our 2027 revenue "
            "estimate could be 8% too high.",
            after=3,
        )
        c.para(
            "Pricing pressure. A new low-cost entrant could force list-price cuts of 10-15% in the mid-market.",
            after=6,
        )

    forms.append(
        en_company(
            "What could go wrong: titled paragraphs",
            "B",
            "Pinecrest Research",
            "Overweight",
            "US$150.00",
            box,
            what_could_go_wrong,
            # the repo's convention for paragraphs that each open with a short lead (tests/finders/
            # test_risk_sections_side_columns_and_leads.py): the leads are the items (first run labelled the
            # whole paragraphs; corrected after it)
            ["Slower cloud migration", "Pricing pressure"],
        )
    )

    def lettered(c: Column) -> None:
        c.line("Key risks to our Overweight thesis", "hebo", 10)
        c.numbered(
            [
                "a sharper fall in consumer electronics demand;",
                "delays in qualifying its HBM4 products at Nvidia;",
                "a stronger won, which cuts reported margins.",
            ],
            "{n}) ",
        )

    form = en_company(
        "Key risks to our Overweight thesis: 1) 2) 3)",
        "B",
        "Quarry Hill Securities",
        "Overweight",
        "US$150.00",
        box,
        lettered,
        [
            "a sharper fall in consumer electronics demand",
            "delays in qualifying its HBM4 products at Nvidia",
            "a stronger won, which cuts reported margins",
        ],
    )
    forms.append(form)

    def roman_run_in(c: Column) -> None:
        c.para(
            "(i) a slower ramp of its Arizona fab; (ii) weaker pricing for mature nodes as Chinese capacity comes "
            "on line; and (iii) higher power costs in Taiwan.",
            lead="Risks to our thesis: ",
        )

    forms.append(
        en_company(
            "run-in bold Risks to our thesis: (i) (ii) (iii) wrapped",
            "B",
            "Redwood Capital Markets",
            "Overweight",
            "US$150.00",
            box,
            roman_run_in,
            [
                "a slower ramp of its Arizona fab",
                "weaker pricing for mature nodes as Chinese capacity comes on line",
                "higher power costs in Taiwan",
            ],
        )
    )

    def sector_dashes(c: Column) -> None:
        c.line("Vela Foods (VELA US): Buy, PT $64", "hebo", 10)
        c.para("Volume recovery in snacks and cost savings support 8% EPS growth. Risk: input cost inflation.")
        c.line("Corbin Brands (CRB US): Hold, PT $41", "hebo", 10)
        c.para("Fair value after the rally; we see limited upside. Risk: private-label share gains.")
        c.line("Risk factors", "hebo", 10)
        c.para("A sharper slowdown in US consumer spending as student loan repayments resume", mark="- ", after=2)
        c.para("Grain and cocoa prices staying high through 2027", mark="- ", after=2)
        c.para("GLP-1 drug adoption cutting snack volumes faster than expected", mark="- ", after=6)

    forms.append(
        en_sector(
            "sector: Risk factors dash list after per-stock Risk: sentences",
            "B",
            "Summit Ridge",
            "Attractive",
            sector_dashes,
            [
                "A sharper slowdown in US consumer spending as student loan repayments resume",
                "Grain and cocoa prices staying high through 2027",
                "GLP-1 drug adoption cutting snack volumes faster than expected",
            ],
        )
    )

    def sector_negative(c: Column) -> None:
        c.line("Scenarios for the sector", "hebo", 10)
        c.row([(0, ""), (150, "Bear case"), (260, "Base case"), (370, "Bull case")], "hebo", 8)
        c.row([(0, "2027E demand growth"), (150, "-5%"), (260, "+8%"), (370, "+15%")])
        c.row([(0, "Sector P/E (x)"), (150, "14"), (260, "18"), (370, "22")])
        c.y += 6
        c.para("Our preferred names are Orion Memory (OMC KS) and Kestrel Tech (KTC TT).", after=6)
        c.line("Risk rating: Speculative (S) for Kestrel Tech; see the end of this report for definitions.", "helv", 7)

    forms.append(
        en_sector(
            "NEG sector: bear/bull scenario table, Risk rating line",
            "B",
            "Tidewater Securities",
            "Attractive",
            sector_negative,
            [],
        )
    )

    # Chinese
    def zh_side_lines(side: Column) -> None:
        side.line("风险提示", ZH, 10)
        side.para("终端消费电子需求复苏不及预期的风险；", ZH, 8, after=1)
        side.para("大客户新机型出货量低于预期，导致公司稼动率下滑的风险；", ZH, 8, after=1)
        side.para("汇率大幅波动的风险。", ZH, 8, after=4)

    forms.append(
        zh_company(
            "zh sidebar: 风险提示 heading over unmarked ；lines, one wraps",
            "B",
            "国信证券",
            "投资评级：优于大市（维持）",
            "优于大市",
            None,
            lambda c: None,
            [
                "终端消费电子需求复苏不及预期的风险",
                "大客户新机型出货量低于预期，导致公司稼动率下滑的风险",
                "汇率大幅波动的风险",
            ],
            sidebar=zh_side_lines,
        )
    )

    def zh_after_advice(c: Column) -> None:
        c.line("投资建议", ZH, 11)
        c.para(
            "我们预计公司2026-2028年EPS分别为1.52/1.88/2.30元，给予2027年25倍PE，目标价47.00元，维持“增持”评级。", ZH, 9
        )
        c.para(
            "原材料价格上涨超预期；新品放量不及预期；海外客户拓展进度不及预期；汇兑损益波动。",
            ZH,
            9,
            lead="风险提示：",
            lead_font=ZH,
            after=6,
        )

    forms.append(
        zh_company(
            "zh run-in 风险提示：；list after 投资建议, wraps in main column",
            "B",
            "国金证券",
            "投资评级：增持（维持）",
            "增持",
            "47.00元",
            zh_after_advice,
            ["原材料价格上涨超预期", "新品放量不及预期", "海外客户拓展进度不及预期", "汇兑损益波动"],
        )
    )

    def zh_industry_numbered(c: Column) -> None:
        c.line("风险提示", ZH, 11)
        c.para("1、新能源车销量增速不及预期；", ZH, 9, after=1)
        c.para("2、电池原材料价格大幅波动，挤压中游企业盈利空间；", ZH, 9, after=1)
        c.para("3、海外贸易壁垒升级。", ZH, 9, after=6)

    forms.append(
        zh_industry(
            "zh industry: 风险提示 1、2、3、 one a line",
            "B",
            "长江证券",
            "行业评级：看好（维持）",
            "看好",
            zh_industry_numbered,
            ["新能源车销量增速不及预期", "电池原材料价格大幅波动，挤压中游企业盈利空间", "海外贸易壁垒升级"],
        )
    )

    def zh_titled(c: Column) -> None:
        c.line("投资风险", ZH, 11)
        c.para(
            "（1）行业竞争加剧风险：随着新进入者增多，行业价格竞争可能加剧，公司毛利率存在下滑风险。", ZH, 9, after=2
        )
        c.para("（2）技术迭代风险：若公司未能及时跟进新一代技术路线，产品竞争力可能下降。", ZH, 9, after=6)

    forms.append(
        zh_industry(
            "zh industry: 投资风险 titled items （1）标题：说明",
            "B",
            "中金公司",
            "行业评级：推荐（维持）",
            "推荐",
            zh_titled,
            ["行业竞争加剧风险", "技术迭代风险"],
        )
    )

    def zh_wacc(c: Column) -> None:
        c.line("估值假设", ZH, 11)
        c.row([(0, "无风险利率"), (120, "2.5%")], ZH)
        c.row([(0, "市场风险溢价"), (120, "6.0%")], ZH)
        c.row([(0, "WACC"), (120, "8.6%")], ZH)
        c.y += 4
        c.para(
            "①全球半导体周期下行；②国产替代进度不及预期；③美国出口管制进一步收紧。",
            ZH,
            9,
            lead="风险提示：",
            lead_font=ZH,
            after=6,
        )

    forms.append(
        zh_company(
            "zh WACC table 无风险利率 then run-in 风险提示：①②③",
            "B",
            "海通证券",
            "投资评级：优于大市（维持）",
            "优于大市",
            "45.50元",
            zh_wacc,
            ["全球半导体周期下行", "国产替代进度不及预期", "美国出口管制进一步收紧"],
        )
    )

    def zh_legal(c: Column) -> None:
        c.line("盈利预测", ZH, 11)
        c.para("我们预计公司2026-2028年归母净利润分别为10.8/13.5/16.4亿元，对应PE分别为25/20/17倍。", ZH, 9, after=6)
        c.line("风险提示", ZH, 11)
        c.para(
            "本报告由本公司研究所撰写，仅供本公司客户参考。投资者应当充分了解证券投资的风险，并自行承担投资决策的全部风险。",
            ZH,
            9,
            after=6,
        )

    forms.append(
        zh_company(
            "NEG zh: 风险提示 heading over a legal notice",
            "B",
            "第一上海",
            "投资评级：买入",
            "买入",
            "45.50元",
            zh_legal,
            [],
        )
    )

    def zh_side_numbered(side: Column) -> None:
        side.line("主要风险", ZH, 10)
        side.numbered(
            ["锂电池出货量不及预期，影响设备订单；", "下游客户扩产节奏放缓；", "应收账款回收风险。"],
            "{n}. ",
            size=8,
            font=ZH,
        )

    forms.append(
        zh_company(
            "zh sidebar: 主要风险 1. 2. 3. items wrap in 180pt",
            "B",
            "浙商证券",
            "投资评级：买入（首次）",
            "买入",
            "45.50元",
            lambda c: None,
            ["锂电池出货量不及预期，影响设备订单", "下游客户扩产节奏放缓", "应收账款回收风险"],
            sidebar=zh_side_numbered,
        )
    )
    return forms


# --- the bench -----------------------------------------------------------------------------------------------------


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def _labelled(folder: Path, form: RiskForm, set_name: str) -> Labelled:
    path = draw_pages(folder / f"{len(list(folder.iterdir())):03d}.pdf", *form.pages)
    label = replace(form.label, doc_type="company" if form.kind.endswith("company") else "industry")
    return form_labelled(path, f"{form.batch} {form.kind}: {form.name}", label, set_name=set_name)


def score_risk_forms(forms: list[RiskForm], *, set_name: str, title: str, summary_name: str) -> None:
    """Draw each form, read it with the rules backend, print the table, the oracle's and the liar's lines and a
    summary line of the forms read right per kind and per batch."""
    started = time.perf_counter()
    console = Console(width=220)
    table = Table(title=title)
    for column in ("form", "want", "got", "right"):
        table.add_column(column, overflow="fold")
    kinds = sorted({form.kind for form in forms})
    right = dict.fromkeys(kinds, 0)
    by_batch: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        items = [_labelled(Path(tmp), form, set_name) for form in forms]
        for form, item in zip(forms, items, strict=True):
            got = list(digest_rules(item.path).fields[FieldName.RISK_FACTORS].items)
            ok = [_nfkc(value) for value in got] == [_nfkc(value) for value in form.label.risks]
            right[form.kind] += ok
            by_batch.setdefault(form.batch, [0, 0])[0] += ok
            by_batch[form.batch][1] += 1
            table.add_row(item.id, str(list(form.label.risks)), str(got), "yes" if ok else "NO")
        console.print(table)
        (kept, scored), (accepted, attempts), lines = oracle_and_liar(items)
    for line in lines:
        console.print(line, markup=False)
    totals = {kind: sum(form.kind == kind for form in forms) for kind in kinds}
    summary = ", ".join(f"{kind} {right[kind]}/{totals[kind]}" for kind in kinds)
    batches = ", ".join(f"batch {name} {ok}/{n}" for name, (ok, n) in sorted(by_batch.items()))
    console.print(
        f"{summary_name} read right: {summary} ({batches}); oracle kept {kept}/{scored} correct answers, liar "
        f"{accepted}/{attempts} accepted; {time.perf_counter() - started:.1f}s"
    )


def main() -> None:
    score_risk_forms(
        batch_a() + batch_b(),
        set_name="house_risks",
        title="House risk sections read by the rules backend (drawn PDFs, whole pipeline; bench/house_risks.py)",
        summary_name="House risk sections",
    )


if __name__ == "__main__":
    main()
