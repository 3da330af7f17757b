"""English house risk sections, the harder and longer ones: how sell-side houses print the risk section of an English
SECTOR, strategy or company note, drawn as PDFs of one to three pages and read by the rules backend through the whole
pipeline. Session 29 (branch s29-risks-en) wrote these from general knowledge of the houses' forms (no unseen note was
read for them), after session 28's bench/house_risks.py (whose forms are not redrawn here): a sector note whose own
risk section comes at the end after company pages that each print their `Key risks` line, `Risks to our sector view`
/ `What would change our mind` / `Key risks to our call` headings, upside and downside sub-lists, bold lead-ins with a
colon or a dash, lists that run on past a page footer and the next page's header, two-column pages, risk tables,
risk paragraphs of several sentences, a strategy note's risks, numbered items `(1)`, `1.`, `i)`, headings in capitals
with a rule under them, and NEGATIVE forms (per-stock risk lines only, a `Company | Key risks` table of each stock's
own risks, a disclosure's generic `Investment risks` paragraph, a risk-rating legend). Invented companies and figures.

Labels follow bench/labels/README.md (real_pdfs): the note's risk list is its first full risk section, and in a sector
note the sector's own (per-stock risk lines and a stock table's risk column are the stocks', so a note with only those
has none); a list item whole (a bullet whose bold lead is closed by a full stop stays whole, as rp_056); an item
`title: explanation` is its title; a paragraph of sentences gives one item per sentence; a sentence that names
several risks after a lead-in (`Key risks include A, B and C`) is one item; numbered items after a lead-in are the
items without it; upside then downside as printed.

Batch A (`A`, 17 forms) was written first, run once and its failures turned into rules; batch B (`B`, 8 forms) was
written after those fixes, fresh (other houses, wordings and layouts), and run once before any rule changed. Since the
first two batches read too easily, five more fresh batches (C-G, 38 forms) followed the same way: each written after
the fixes of the one before and run once before any rule changed. First runs (rules at the commit named) and finals:
- A, first run (749a7ea): 14/17 (en company 2/2, en sector 12/15), oracle 67/68, liar 0/95. Misses: a sector risk
  paragraph ran on into the next paragraph, the note's calls (`Our top picks are Lyra Telecom (LYR IM, Buy)…`); a list
  numbered `i)` `ii)` `iii)` read one item; a per-stock `Valuation and risks` appendix read as the note's risks (its
  heading drawn in the page's top band, read as a running header; the note read as a company note). Final 17/17.
- B, first run (c377daa): 5/8 (en company 1/1, en sector 4/7), oracle 30/32, liar 0/45. One miss was the drawing's: an
  en dash set in a base-14 font reads `·` (runs past Latin-1 are set in Liberation Sans since, metric-compatible with
  Helvetica: 6/8 on the same rules). The others: a `Where could we be wrong?` question over a paragraph headed nothing
  (the reading sets no line ending in `?` apart); a risk table whose bold header row was read as the section's heading
  lost its first row. Final 8/8.
- Then every page's body was moved from y=70 to y=90 pt: the ingest reads a line in the top 8% of the page as a page
  header, and several headings sat in that band (on the rules of 9092921: A 17/17, B 8/8, C 6/8).
- C, first run (9092921, body at y=70): 5/8 (en company 2/2, en sector 3/6), oracle 29/32, liar 0/43. Misses: the
  cover's `Risks to our view are set out on page 3.` read as the risks (and p3's `Sector risks` heading sat in the top
  band); short bold leads run into their explanation in bullets, labelled whole (label corrected to the leads, the
  repo's convention); a wrapped cell of a risk table (left: the cell's two lines are not contiguous in the text, so the
  validator cannot ground the whole cell either). Final 7/8.
- D, first run (97966bf): 6/8 (en company 1/1, en sector 5/7), oracle 31/32, liar 0/40. Misses: a bullet after a line
  ending `; and` read as that line's wrap; a lettered `(a)` item that wraps lost the letters' run. Final 8/8.
- E, first run (5430b16): 8/8, oracle 31/32 (a `Risks` heading over `See our initiation report … for a full
  discussion of the risks` made the validator refuse NONE), liar 0/42. Final 8/8, oracle 32/32.
- F, first run (81cb01d): 7/8 (en company 1/1, en sector 6/7), oracle 31/32, liar 0/41. Miss: numbered title lines
  (`1. Power constraints`) each over its explanation. Final 8/8.
- G, first run (fa770de): 5/6 (en company 1/1, en sector 4/5), oracle 24/24, liar 0/34. Miss: a semicolon paragraph
  under a heading kept its last item's `and` (the FAP split the one item at its semicolons). Final 6/6.
- All 63, final (e296f7f): 62/63 (en company 11/11, en sector 51/52), oracle 251/252, liar 0/340.

Session 30 (branch s30-en-risks) first fixed C's wrapped cell (the reader moves a wrapped cell's line right after its
cell's first, tasks/ingest/cells.py: C 8/8, oracle 32/32) and read a heading set in a later page's top band as one,
then added four batches the same way, each of SECTOR, strategy and company notes of several pages whose risks sit after
pages of body text and tables. Batch H (13 forms) is this session's batch A, written first; I, J and K are fresh
batches (the protocol's batch B), each written after the fixes of the one before and run once before any rule changed:
- H, first run (7a1eb87): 9/13 (en company 0/1, en sector 9/12), oracle 51/52, liar 0/69. Misses: a list ending p2 ran
  on into p3's `Risk factors` / `Investing in the securities discussed involves risk…`; a `Catalysts | Risks` header
  row under `Catalysts and risks` read as the section (its rows lost); a bold run-in `Key risks to our thesis.` after
  the stocks' `Risks to our PT include…` paragraphs read as a stock's; a `Risk | Mitigant` table whose last row's
  first cell wraps took the `Source:` line as its wrap. Final 13/13, oracle 52/52, liar 0/69.
- I, first run (cce6a29): 4/6 (en sector 4/6), oracle 23/24, liar 0/31. Misses: a `Main risks` heading in the house
  colour drawn after its list (and the drawing's: its items' text set after leading spaces, so no drawn square read
  as a bullet; the text starts right of the square since); `The key risks to our view are: (1)…; (2)…; and` at p1's
  foot with `(3)…` on p2 (the footer glued to item 2). Final 6/6, oracle 24/24, liar 0/31.
- J, first run (b4b1a79): 3/6 (en company 1/2, en sector 2/4), oracle 21/24, liar 0/33. Misses: words hyphenated at
  a wrap (`inven-` / `tories`: the reader keeps the hyphen, the label drops it, as bench/labels/README.md writes
  labels; left); a sidebar list numbered by bare bold numerals (`1 Loss of…`, read as one item; left); `What could
  go wrong` in white on a dark band drawn before the page (fixed; the drawing's paragraph under the box is drawn after
  it since). Final 4/6, oracle 22/24 (the two left), liar 0/33.
- K, first run (2737ff5): 4/5 (en company 1/1, en sector 3/4), oracle 19/20, liar 0/28. Miss: a set-apart `Sector
  risks` heading over a paragraph of sentences. Final 5/5, oracle 20/20, liar 0/28.
- All 93, final (9c8456c): 91/93 (en company 14/15, en sector 77/78), oracle 370/372, liar 0/502.

Session 31 (branch s31-en) fixed J's two left: a word hyphenated at a wrap joins without its hyphen where it splits
one word (`inven-` / `tories` reads `inventories`; a compound keeps its hyphen, `risk-` / `adjusted`), and a bare
number set bold before an item's words opens a list item that numbers a run (`1` / `Loss of a top-three customer`):
J 6/6, oracle 24/24; all 93: 93/93, oracle 372/372, liar 0/503. Then batch L (6 forms: sector and strategy notes, the weak kind on the sealed
notes), written after those fixes and run once before any rule changed:
- L, first run (3fa3c39): 6/6 (en sector 6/6), oracle 24/24, liar 0/32: numbered `1) Title: explanation` items
  after a coverage table, a strategy's sentences after a cover of `risk-on` prose, a `KEY RISKS` sidebar of dash
  items, `Upside risks` / `Downside risks` sub-headings, a `Sector risks` paragraph numbered inline after per-stock
  `Key risks:` lines, and a NEGATIVE strategy note of `Risk appetite` prose all read right; no rule changed.
- M (4 forms), written after L read right, fresh, first run (3fa3c39): 1/4 (en sector 1/4), oracle 14/16, liar 0/20.
  Misses: headings set in a left rail (`Risks` level with the first bullet of the main column) read after the whole
  column, so the bullets had no heading; a note mark after an item's last word (`…rate cases¹`, set by the text
  layer as a line of its own) read as text, and the notes line under the list (`1 See our note…`) read as the last
  item's wrap (the drawing first placed the marks 8 pt right of the words; set right after them since, as a note
  prints them); a section of titled paragraphs whose last one (`Regulation`) a page turn carried to the next page
  lost it. Final 4/4, oracle 16/16, liar 0/20.

Session 31's branch s31-risks2 then added three fresh batches of SECTOR and strategy notes (the sealed notes' weakest
kind), each written after the one before had read right or been fixed, and run once before any rule changed:
- N (8 forms), first run (17f7898): 7/8 (en sector 7/8), oracle 31/32, liar 0/41. Miss: `Risks to our view` over a
  `Sub-sector | Main risk to our call` table read the sub-sectors' names (a header cell naming what its risks threaten
  was no risk column, so the table under the heading gave its first column). Read right on the first run: a run-in
  `Risks:` paragraph of sentences, `What would make us wrong` numbered items, run-in `Downside risks:` then `Upside
  risks:` semicolon lists (both counted, as printed), `Downside risks to our thesis` at the foot of the last page of
  text, a ruled `Key risks` box beside a bar chart, a `Risk | Probability | What we would do` table, and a NEGATIVE
  `Valuation methodology and risks` stock table. Final 8/8, oracle 32/32, liar 0/41.
- O (6 forms), written after N's fix, first run (29e79ab): 6/6, oracle 24/24, liar 0/30 (`Macro` / `Market`
  sub-headings of dash items, a right column's `Key data` then risks level with a chart, an inline `(1)…; and (3)…`
  list over the disclosures on the same page, a NEGATIVE grid of company boxes each with its `Key risks:`, a `What
  would make us wrong?` rail, a run-in `Risks:` sentence naming three risks then a sentence). No rule changed.
- P (4 forms), written after O read right, first run (093c267): 4/4, oracle 16/16, liar 0/21 (sentences carried over
  a page turn, a `Risk | Direction | Effect` table, a list running from the foot of the left column to the top of the
  right, bullets tagged `(upside)` / `(downside)`, labelled whole). No rule changed."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymupdf

from bench.drawn_forms import Draw, FormLabel
from bench.house_risks import Column, RiskForm, _rules, en_disclaimer, en_footer, en_header, score_risk_forms

BULLET = "\u2022 "
DASH = "\u2013 "
# The base-14 fonts draw Latin-1 only (an en dash, a curly quote or a bullet comes out as `·`): a run of other
# characters is set in Liberation Sans, metric-compatible with Helvetica, as a real note embeds its font.
LIBERATION = Path("/usr/share/fonts/truetype/liberation")
WIDE_FONTS = {"helv": LIBERATION / "LiberationSans-Regular.ttf", "hebo": LIBERATION / "LiberationSans-Bold.ttf"}


LATIN_1_RUN = re.compile(r"[\x00-\xff]+|[^\x00-\xff]+")


def draw_text(page: pymupdf.Page, x: float, y: float, text: str, font: str, size: float) -> None:
    """`text` at (x, y), each run past Latin-1 set in Liberation Sans (the base-14 fonts draw Latin-1 only), as a real
    note embeds its font."""
    wide = WIDE_FONTS.get(font)
    for run in LATIN_1_RUN.findall(text):
        if wide is not None and wide.exists() and ord(run[0]) > 0xFF:
            page.insert_text((x, y), run, fontname=f"{font}-wide", fontfile=str(wide), fontsize=size)
            x += pymupdf.Font(fontfile=str(wide)).text_length(run, fontsize=size)
        else:
            page.insert_text((x, y), run, fontname=font, fontsize=size)
            x += pymupdf.get_text_length(run, fontname=font, fontsize=size)


def _spans(*columns: Column) -> Draw:
    """The columns' spans drawn, each run of characters past Latin-1 in the wide font at its place in the line."""

    def draw(page: pymupdf.Page) -> None:
        for column in columns:
            for x, y, text, font, size in column.spans:
                draw_text(page, x, y, text, font, size)

    return draw


def bullet(column: Column, text: str, *, lead: str = "", size: float = 9, after: float = 2) -> Column:
    """One bullet set in Symbol, an optional bold run-in lead, the text wrapped and hanging."""
    return column.para(text, "helv", size, lead=lead, mark=BULLET, mark_font="symb", after=after)


def sector_cover(title: str, headline: str, view_line: str | None, body: list[str], *, width: float = 515) -> Column:
    column = Column(40, 90, width)
    column.line(title, "hebo", 14).line(headline, "hebo", 11, after=6)
    if view_line:
        column.line(view_line, "helv", 9, after=8)
    for text in body:
        column.para(text, after=6)
    return column


def disclosures_page(house: str, page: int, *, generic_risks: bool = True) -> list[Draw]:
    column = Column(40, 90, 515)
    column.line("Disclosure appendix", "hebo", 11, after=6)
    column.para(
        f"Analyst certification: the research analysts who prepared this report certify that the views expressed "
        f"accurately reflect their personal views about the subject securities. {house} does and seeks to do business "
        "with companies covered in its research reports.",
        "helv",
        7,
    )
    en_disclaimer(column, generic_risks)
    return [_spans(en_header(house), column, en_footer(f"{house}. Disclosures.", page))]


def form(name: str, kind: str, batch: str, label: FormLabel, pages: list[list[Draw]]) -> RiskForm:
    return RiskForm(name, kind, batch, label, pages)


def page(house: str, number: int, *columns: Column, extra: list[Draw] | None = None) -> list[Draw]:
    footer = en_footer(f"{house}. See the disclosure appendix for analyst certification and disclosures.", number)
    return [_spans(en_header(house, "12 May 2026"), *columns, footer), *(extra or [])]


# --- batch A -------------------------------------------------------------------------------------------------------


def a_sector_end_after_company_pages() -> RiskForm:
    house = "Harbourview Securities"
    cover = sector_cover(
        "European Building Materials",
        "Volumes trough in 2026; we move to Overweight",
        "Sector view: Overweight (from Neutral)",
        [
            "Cement volumes in Europe have fallen for three years and we think 2026 marks the trough. Pricing has held "
            "up better than in past cycles and energy costs are back to 2021 levels, so margins should expand by "
            "150-200bp over 2026-28E.",
            "Our top picks are Castellan Cement (CSTL FP, Buy, TP EUR88) and Norrland Aggregates (NORA SS, Buy, TP "
            "SEK240). We downgrade Veldt Materials (VELD NA) to Hold.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Castellan Cement (CSTL FP): Buy, TP EUR88", "hebo", 11, after=4)
    p2.para(
        "Castellan has the most exposure to the French housing recovery and a clean balance sheet. We raise 2027E "
        "EBITDA by 5% on lower energy costs; our EUR88 TP is based on 8x 2027E EV/EBITDA."
    )
    p2.para("a delay in the French housing recovery; higher CO2 costs.", lead="Key risks: ", lead_font="hebo", after=10)
    p2.line("Norrland Aggregates (NORA SS): Buy, TP SEK240", "hebo", 11, after=4)
    p2.para(
        "Infrastructure spending in the Nordics is set to rise by 6% a year to 2030. Our SEK240 TP is based on a DCF "
        "with a WACC of 8.2%."
    )
    p2.para(
        "weaker Swedish infrastructure budgets; a slower pass-through of cost inflation.",
        lead="Key risks: ",
        lead_font="hebo",
        after=10,
    )
    p2.line("Veldt Materials (VELD NA): Hold (from Buy), TP EUR41", "hebo", 11, after=4)
    p2.para("The shares have re-rated and we see limited upside. Our TP of EUR41 is based on 7x 2027E EV/EBITDA.")
    p2.para(
        "a faster recovery in Dutch residential construction (upside); pricing discipline breaking down (downside).",
        lead="Key risks: ",
        lead_font="hebo",
        after=10,
    )
    p3 = Column(40, 90, 515)
    p3.line("Risks to our sector view", "hebo", 11, after=4)
    bullet(p3, "A second leg down in European housing starts if mortgage rates rise again in 2026.")
    bullet(p3, "A breakdown of pricing discipline as importers bring clinker from North Africa and Turkey.")
    bullet(
        p3,
        "A sharper rise in the price of EU carbon allowances than the EUR95/t we assume, which would hit margins of "
        "the less efficient plants first.",
    )
    p3.y += 8
    p3.line("Valuation summary", "hebo", 11)
    p3.row([(0, "Company"), (150, "Ticker"), (220, "Rating"), (280, "TP"), (340, "EV/EBITDA 27E")], "hebo")
    p3.row([(0, "Castellan Cement"), (150, "CSTL FP"), (220, "Buy"), (280, "EUR88"), (340, "6.9x")])
    p3.row([(0, "Norrland Aggregates"), (150, "NORA SS"), (220, "Buy"), (280, "SEK240"), (340, "8.1x")])
    p3.row([(0, "Veldt Materials"), (150, "VELD NA"), (220, "Hold"), (280, "EUR41"), (340, "7.4x")])
    return form(
        "sector: per-company Key risks lines on p2, Risks to our sector view bullets at the end (p3)",
        "en sector",
        "A",
        FormLabel(
            "Overweight",
            None,
            (
                "A second leg down in European housing starts if mortgage rates rise again in 2026",
                "A breakdown of pricing discipline as importers bring clinker from North Africa and Turkey",
                "A sharper rise in the price of EU carbon allowances than the EUR95/t we assume, which would hit "
                "margins of the less efficient plants first",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def a_sector_upside_downside() -> RiskForm:
    house = "Lindqvist & Partners"
    cover = sector_cover(
        "US Regional Banks",
        "Deposit costs have peaked; stay selective",
        "Industry view: Neutral",
        [
            "Net interest margins should trough in 2Q26 as deposit costs peak. Credit quality in commercial real "
            "estate is the swing factor; we prefer banks with less than 150% CRE to capital.",
        ],
    )
    cover.line("Risks to our view", "hebo", 10, after=3)
    cover.line("Upside risks", "hebo", 9)
    bullet(cover, "Faster Fed rate cuts that lower deposit costs sooner than we model.")
    bullet(cover, "A pick-up in loan demand from middle-market companies.")
    cover.y += 3
    cover.line("Downside risks", "hebo", 9)
    bullet(cover, "Rising losses on office loans as leases roll over in 2026-27.")
    bullet(cover, "Stricter capital rules for banks with more than US$100bn of assets.")
    bullet(cover, "Renewed deposit outflows to money-market funds.")
    return form(
        "sector: Risks to our view, Upside risks / Downside risks bullet sub-lists",
        "en sector",
        "A",
        FormLabel(
            "Neutral",
            None,
            (
                "Faster Fed rate cuts that lower deposit costs sooner than we model",
                "A pick-up in loan demand from middle-market companies",
                "Rising losses on office loans as leases roll over in 2026-27",
                "Stricter capital rules for banks with more than US$100bn of assets",
                "Renewed deposit outflows to money-market funds",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_sector_bold_colon_leads() -> RiskForm:
    house = "Meridian Equity Research"
    cover = sector_cover(
        "Asia Pacific Airlines",
        "Yields normalise, but costs fall faster",
        "Sector rating: Positive",
        [
            "Capacity in Asia is now back to 2019 levels and yields are falling, but jet fuel is 20% cheaper than a "
            "year ago and new aircraft burn 15% less fuel. We see sector EBIT margins at 9% in 2026E.",
        ],
    )
    cover.line("Key risks to our call", "hebo", 10, after=3)
    bullet(
        cover,
        "a rebound in Brent above US$90/bbl would lift fuel costs by 12% and erase most of the margin gain.",
        lead="Oil price: ",
    )
    bullet(
        cover,
        "further delays of new aircraft deliveries would keep older, less efficient planes flying.",
        lead="Engine and delivery delays: ",
    )
    bullet(
        cover,
        "a US recession would hit premium cabin demand on transpacific routes, the carriers' most profitable.",
        lead="Premium demand: ",
    )
    cover.y += 6
    cover.para(
        "We rate Pacifica Air (PAC SP) Buy with a TP of S$8.20 and Sakura Airways (9210 JP) Hold with a TP of JPY2,450."
    )
    return form(
        "sector: Key risks to our call, bullets with bold Title: explanation",
        "en sector",
        "A",
        FormLabel("Positive", None, ("Oil price", "Engine and delivery delays", "Premium demand")),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_sector_two_pages_turn() -> RiskForm:
    house = "Carrow Brothers"
    cover = sector_cover(
        "China Internet",
        "AI capex: who pays, who benefits",
        "Industry view: Attractive",
        [
            "Chinese platforms will spend RMB480bn on AI infrastructure in 2026E, up 45%. We think the spending pays "
            "back through cloud revenue and better ad targeting, and prefer the platforms with their own chips.",
            "Top picks: Lotus Cloud (LTC US, Overweight, PT US$165) and Pagoda Media (3618 HK, Overweight, PT HK$92).",
        ],
    )
    cover.y = 690
    cover.line("Risks", "hebo", 10, after=3)
    bullet(cover, "Tighter US export controls on AI chips could cap the compute the platforms can buy.")
    bullet(cover, "Price wars in cloud services could delay the payback on AI capex beyond 2028.")
    p2 = Column(40, 90, 515)
    bullet(p2, "Weaker consumer spending would cut e-commerce ad budgets, the platforms' main revenue.")
    bullet(p2, "New rules on recommendation algorithms could limit ad targeting.")
    p2.y += 8
    p2.line("Exhibit 3: Capex of the large Chinese platforms (RMB bn)", "hebo", 9)
    p2.row([(0, ""), (200, "2024"), (260, "2025"), (320, "2026E")], "hebo")
    p2.row([(0, "Lotus Cloud"), (200, "78"), (260, "121"), (320, "168")])
    p2.row([(0, "Pagoda Media"), (200, "45"), (260, "70"), (320, "102")])
    p2.line("Source: Company data, Carrow Brothers estimates", "helv", 7)
    return form(
        "sector two pages: Risks bullets run past footer and header",
        "en sector",
        "A",
        FormLabel(
            "Attractive",
            None,
            (
                "Tighter US export controls on AI chips could cap the compute the platforms can buy",
                "Price wars in cloud services could delay the payback on AI capex beyond 2028",
                "Weaker consumer spending would cut e-commerce ad budgets, the platforms' main revenue",
                "New rules on recommendation algorithms could limit ad targeting",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def a_neg_company_risk_table() -> RiskForm:
    house = "Stanwick Research"
    cover = sector_cover(
        "Global Medtech",
        "Procedure volumes stay strong into 2H26",
        None,
        [
            "Hospital procedure volumes grew 6% in 1Q26 and we see no slowdown in the data for April. We raise our "
            "2026E sales for the group by 1-2% and stay with our preferred names.",
        ],
    )
    cover.line("Exhibit 1: Our ratings, targets and key risks", "hebo", 9, after=2)
    cover.row([(0, "Company"), (110, "Ticker"), (170, "Rating"), (220, "Target"), (280, "Key risks")], "hebo")
    cover.row([(0, "Aurex Surgical"), (110, "AURX US"), (170, "Buy"), (220, "$210"), (280, "Robot placements slow")])
    cover.row([(0, "Belmont Ortho"), (110, "BLMT US"), (170, "Hold"), (220, "$96"), (280, "Pricing in knees")])
    cover.row([(0, "Cordis Vascular"), (110, "CRDV US"), (170, "Buy"), (220, "$148"), (280, "Trial readout in 3Q")])
    cover.line("Source: Stanwick Research estimates", "helv", 7, after=8)
    cover.para(
        "Aurex remains our top pick: the installed base of its robot grows 20% a year and each system pulls through "
        "US$1.5m of instruments annually."
    )
    return form(
        "NEG sector: a Company | Rating | Target | Key risks table (each stock's own risks), no sector section",
        "en sector",
        "A",
        FormLabel(None, None, ()),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_strategy_numbered() -> RiskForm:
    house = "Kingsbury Global"
    cover = sector_cover(
        "Global Equity Strategy",
        "Rotate into cyclicals as the cycle turns",
        None,
        [
            "Leading indicators have turned up in all major regions and earnings revisions for cyclical sectors are "
            "positive for the first time since 2022. We move Materials and Industrials to Overweight and cut "
            "Consumer Staples to Underweight.",
            "Our model portfolio is 65% equities, 25% bonds and 10% cash; we add to Japan and Europe and trim the US.",
        ],
    )
    cover.line("Risks to our strategy", "hebo", 10, after=3)
    cover.numbered(
        [
            "A renewed rise in bond yields above 5% would hurt equity valuations across the board.",
            "Earnings could disappoint if the manufacturing recovery stalls in 2H26.",
            "An escalation of trade tensions would hit the cyclical sectors we favour most.",
        ],
        "{n}. ",
    )
    return form(
        "strategy: Risks to our strategy 1. 2. 3. sentences",
        "en sector",
        "A",
        FormLabel(
            None,
            None,
            (
                "A renewed rise in bond yields above 5% would hurt equity valuations across the board",
                "Earnings could disappoint if the manufacturing recovery stalls in 2H26",
                "An escalation of trade tensions would hit the cyclical sectors we favour most",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_sector_risk_paragraph() -> RiskForm:
    house = "Ashdown Capital"
    cover = sector_cover(
        "European Telecoms",
        "Consolidation finally arrives",
        "Sector view: Overweight",
        [
            "Four-to-three mergers in Italy and Spain should lift pricing power. We expect sector service revenue "
            "growth of 2% in 2026E, the best in a decade, and see 15% upside for the sector.",
        ],
    )
    cover.line("Risks to our sector view", "hebo", 10, after=3)
    cover.para(
        "Regulators could block or impose heavy remedies on in-market mergers, as they did in 2016. Spectrum "
        "auctions due in 2027 could absorb more cash than we expect. A price war started by a new low-cost entrant "
        "would undo the pricing gains of the last two years."
    )
    cover.y += 4
    cover.para(
        "Our top picks are Lyra Telecom (LYR IM, Buy) and Iberia Movil (IBM SM, Buy); we rate Nordvik Tel (NVT NO) "
        "Hold."
    )
    return form(
        "sector: Risks to our sector view as a paragraph of three sentences",
        "en sector",
        "A",
        FormLabel(
            "Overweight",
            None,
            (
                "Regulators could block or impose heavy remedies on in-market mergers, as they did in 2016",
                "Spectrum auctions due in 2027 could absorb more cash than we expect",
                "A price war started by a new low-cost entrant would undo the pricing gains of the last two years",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_sector_caps_rule_roman() -> RiskForm:
    house = "Pemberton Research"
    cover = sector_cover(
        "India Consumer Staples",
        "Rural demand turns the corner",
        "Sector stance: Overweight",
        [
            "Rural volume growth for staples rose to 6% in 4QFY26 after two years at 2-3%, helped by a good monsoon "
            "and lower food inflation. We expect volume-led growth of 8-9% for FY27E.",
        ],
    )
    cover.line("KEY RISKS", "hebo", 9, after=1)
    rule_y = cover.y - 9
    cover.y += 3
    cover.para("i) A weak monsoon in 2026 would hurt rural incomes and demand.", after=2)
    cover.para("ii) A rise in palm oil and milk prices could cut gross margins by 100-150bp.", after=2)
    cover.para("iii) Faster share gains by regional brands and direct-to-consumer start-ups.", after=6)
    return form(
        "sector: KEY RISKS in capitals with a rule under it, i) ii) iii)",
        "en sector",
        "A",
        FormLabel(
            "Overweight",
            None,
            (
                "A weak monsoon in 2026 would hurt rural incomes and demand",
                "A rise in palm oil and milk prices could cut gross margins by 100-150bp",
                "Faster share gains by regional brands and direct-to-consumer start-ups",
            ),
        ),
        [page(house, 1, cover, extra=[_rules([(40, 200, rule_y)])]), disclosures_page(house, 2)],
    )


def a_neg_generic_and_appendix() -> RiskForm:
    house = "Wexford Securities"
    cover = sector_cover(
        "US Utilities",
        "Data centre load growth is real",
        None,
        [
            "Utilities in the PJM region expect load growth of 3-4% a year to 2030, driven by data centres. We raise "
            "our rate base growth estimates to 8% a year and prefer the regulated names with the largest pipelines.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Valuation and risks", "hebo", 11, after=4)
    p2.line("Keystone Power (KPWR US)", "hebo", 9)
    p2.para(
        "Our price target of US$78 is based on 17x 2027E EPS. Risks to our Buy rating include adverse rate case "
        "outcomes and delays to the transmission build-out."
    )
    p2.line("Allegheny Electric (AEL US)", "hebo", 9)
    p2.para(
        "Our price target of US$55 is based on 15x 2027E EPS. Risks to our Hold rating include a faster approval of "
        "its data centre tariff (upside) and higher financing costs (downside)."
    )
    p3 = Column(40, 90, 515)
    p3.line("Investment risks", "hebo", 9)
    p3.para(
        "The securities discussed in this report may not be suitable for all investors. The price of securities can "
        "go down as well as up, and past performance is not a guide to future returns. Foreign currency rates may "
        "adversely affect the value of an investment.",
        "helv",
        7,
    )
    en_disclaimer(p3)
    return form(
        "NEG sector: per-stock Valuation and risks appendix, a disclosure's generic Investment risks paragraph",
        "en sector",
        "A",
        FormLabel(None, None, ()),
        [page(house, 1, cover), page(house, 2, p2), [_spans(en_header(house), p3, en_footer(house, 3))]],
    )


def a_sector_two_columns() -> RiskForm:
    house = "Greyfriars Securities"
    left = Column(40, 90, 250)
    left.line("Global Luxury Goods", "hebo", 14).line("Chinese demand bottoms out", "hebo", 11, after=6)
    left.line("Industry view: Neutral", "helv", 9, after=6)
    left.para(
        "Spending by Chinese consumers on luxury fell 12% in 2025 but the decline eased to 4% in 1Q26. Tourist "
        "flows to Japan and Europe are back to 2019 levels and travel retail is recovering.",
        after=6,
    )
    left.para(
        "We prefer the brands with pricing power at the top end: Maison Verlaine (MVL FP, Overweight) and Rossi "
        "Milano (RSM IM, Overweight). We rate Halden & Co (HLD LN) Equal-weight.",
        after=6,
    )
    left.para(
        "Aspirational buyers remain under pressure, and we expect brands priced below EUR1,000 to keep losing share "
        "through 2026."
    )
    right = Column(310, 90, 245)
    right.line("Sector valuation", "hebo", 10)
    right.para("The sector trades at 24x 2026E P/E, 10% below its ten-year average, with EPS growth of 8% a year.")
    right.y += 4
    right.line("Risks to our view", "hebo", 10, after=3)
    bullet(right, "A deeper slump in Chinese property prices that hits the wealth of high-end buyers.", size=8.5)
    bullet(right, "A strong euro, as 70% of the brands' costs are in Europe.", size=8.5)
    bullet(right, "Higher US tariffs on European goods, which would force price rises in the US.", size=8.5)
    return form(
        "sector two-column page: Risks to our view bullets in the right column",
        "en sector",
        "A",
        FormLabel(
            "Neutral",
            None,
            (
                "A deeper slump in Chinese property prices that hits the wealth of high-end buyers",
                "A strong euro, as 70% of the brands' costs are in Europe",
                "Higher US tariffs on European goods, which would force price rises in the US",
            ),
        ),
        [page(house, 1, left, right), disclosures_page(house, 2)],
    )


def a_company_valuation_and_risks() -> RiskForm:
    house = "Trentham Research"
    cover = Column(40, 90, 515)
    cover.line("Orbis Logistics (ORBL US)", "hebo", 14).line("Volume recovery in sight; reiterate Buy", "hebo", 11)
    cover.line("Rating: Buy | Price target: US$64.00 (from US$58.00) | Price: US$51.20", "helv", 9, after=8)
    cover.para(
        "Freight volumes rose 3% year on year in April, the first rise in 18 months, and contract rates are stable. "
        "We raise 2026-27E EPS by 4% and our price target to US$64.00."
    )
    cover.line("Peer valuation", "hebo", 10)
    cover.row([(0, "Company"), (150, "P/E 26E"), (220, "P/E 27E"), (290, "EV/EBITDA 26E")], "hebo")
    cover.row([(0, "Orbis Logistics"), (150, "18.2x"), (220, "15.6x"), (290, "9.8x")])
    cover.row([(0, "Peer average"), (150, "19.5x"), (220, "16.9x"), (290, "10.4x")])
    cover.y += 6
    cover.line("Valuation and risks", "hebo", 10, after=3)
    cover.para(
        "Our US$64.00 price target is based on 17x 2027E EPS of US$3.75, a 10% discount to the peer average for "
        "the company's higher exposure to industrial freight."
    )
    cover.line("Key risks:", "hebo", 9)
    bullet(cover, "A renewed fall in US industrial production.")
    bullet(cover, "Driver wage inflation above 5% a year.")
    bullet(cover, "Loss of the Midwest contract with its largest customer, 9% of revenue.")
    return form(
        "company: Valuation and risks section, Key risks: label line over bullets, peer table above",
        "en company",
        "A",
        FormLabel(
            "Buy",
            "US$64.00",
            (
                "A renewed fall in US industrial production",
                "Driver wage inflation above 5% a year",
                "Loss of the Midwest contract with its largest customer, 9% of revenue",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_sector_boxes_then_thesis() -> RiskForm:
    house = "Fenwick Partners"
    cover = sector_cover(
        "US Semiconductor Equipment",
        "Memory capex restarts; upgrading the group",
        "Industry view: Attractive (from In-Line)",
        ["DRAM makers are adding capacity for high-bandwidth memory and we expect WFE spending of US$118bn in 2026E."],
    )
    box_top = cover.y
    box1 = Column(46, box_top + 14, 240)
    box1.line("Top pick: Halcyon Etch (HETC US)", "hebo", 9)
    box1.line("Overweight | PT US$310", "helv", 8)
    box1.para("Etch intensity rises with every new DRAM node.", size=8)
    box1.para("delays to HBM4 capacity; China restrictions.", size=8, lead="Key risks: ")
    box2 = Column(306, box_top + 14, 240)
    box2.line("Top pick: Quanta Metrology (QMET US)", "hebo", 9)
    box2.line("Overweight | PT US$145", "helv", 8)
    box2.para("Process control spending grows faster than WFE.", size=8)
    box2.para("a slower foundry capex recovery; share loss in inspection.", size=8, lead="Key risks: ")
    body = Column(40, max(box1.y, box2.y) + 16, 515)
    body.line("Risks to our thesis", "hebo", 10, after=3)
    bullet(body, "Memory makers could cut capex again if DRAM prices fall in 2H26.")
    bullet(body, "Broader US export rules could cut sales to China, still 30% of the group's revenue.")
    boxes = _rules(
        [(40, 290, box_top), (40, 290, box2.y + 4), (300, 550, box_top), (300, 550, box2.y + 4)],
    )
    return form(
        "sector cover: two top-pick boxes with Key risks lines, then Risks to our thesis bullets",
        "en sector",
        "A",
        FormLabel(
            "Attractive",
            None,
            (
                "Memory makers could cut capex again if DRAM prices fall in 2H26",
                "Broader US export rules could cut sales to China, still 30% of the group's revenue",
            ),
        ),
        [page(house, 1, cover, box1, box2, body, extra=[boxes]), disclosures_page(house, 2)],
    )


def a_sector_inline_numbered_lead_sentence() -> RiskForm:
    house = "Halloway Securities"
    cover = sector_cover(
        "Australian Mining",
        "Copper deficit widens; lithium still oversupplied",
        "Sector view: Overweight",
        [
            "We raise our copper price forecast to US$11,000/t for 2027E as mine supply disappoints again. Lithium "
            "stays in surplus until 2028E, so we keep our Underweight on the lithium producers.",
        ],
    )
    cover.line("Key risks to our call", "hebo", 10, after=3)
    cover.para(
        "We see three main risks to our positive view: (1) a sharper slowdown in Chinese construction, which takes "
        "a quarter of world copper demand; (2) faster restarts of idled mines in Chile and Peru; and (3) a stronger "
        "Australian dollar, which would lift the miners' costs in US dollar terms."
    )
    return form(
        "sector: Key risks to our call, a lead-in sentence then (1) (2) and (3) inline",
        "en sector",
        "A",
        FormLabel(
            "Overweight",
            None,
            (
                "a sharper slowdown in Chinese construction, which takes a quarter of world copper demand",
                "faster restarts of idled mines in Chile and Peru",
                "a stronger Australian dollar, which would lift the miners' costs in US dollar terms",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_company_dash_items_consensus() -> RiskForm:
    house = "Rowan Street Capital"
    cover = Column(40, 90, 515)
    cover.line("Sterling Pharma (STPH LN)", "hebo", 14).line("Pipeline underappreciated; Buy", "hebo", 11)
    cover.line("Rating: Buy | Target price: 2,450p (previous 2,200p) | Price: 1,918p", "helv", 9, after=4)
    cover.line("Consensus rating: 12 Buy, 6 Hold, 2 Sell | Consensus target: 2,180p", "helv", 8, after=8)
    cover.para(
        "Two phase III readouts in 2H26 could add 400p a share that the market does not price in. We raise our "
        "target price to 2,450p on a higher probability of success for the obesity drug."
    )
    cover.line("Risks to our Buy rating", "hebo", 10, after=3)
    cover.para("Failure of the phase III obesity trial, due in 3Q26.", mark=DASH, after=2)
    cover.para("US drug pricing reform that cuts net prices of its respiratory franchise.", mark=DASH, after=2)
    cover.para("Generic entry for its top-selling inhaler before 2029.", mark=DASH, after=6)
    return form(
        "company: Risks to our Buy rating, en-dash items; consensus rating and previous target above",
        "en company",
        "A",
        FormLabel(
            "Buy",
            "2,450p",
            (
                "Failure of the phase III obesity trial, due in 3Q26",
                "US drug pricing reform that cuts net prices of its respiratory franchise",
                "Generic entry for its top-selling inhaler before 2029",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def a_sector_titled_paragraphs_two_pages() -> RiskForm:
    house = "Blackwood Research"
    cover = sector_cover(
        "Global Shipping",
        "Red Sea reopening: the end of the windfall",
        "Industry view: Cautious",
        [
            "Container rates remain 70% above 2019 levels because ships still sail around the Cape. When the Red Sea "
            "reopens, we estimate 8% of effective capacity returns at once and rates halve.",
            "We rate Tidal Lines (TIDL DC) Underweight and Nordsee Container (NSC GR) Equal-weight.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Supply outlook", "hebo", 11)
    p2.para(
        "The orderbook is 28% of the fleet, the highest since 2009, and most of it delivers in 2026-27. Scrapping "
        "has been minimal because older ships still earn good returns."
    )
    p2.y += 4
    p2.line("Risks to our cautious view", "hebo", 11, after=4)
    p2.para(
        "Attacks on shipping could resume after any reopening, sending ships back around the Cape and keeping "
        "capacity tight through 2027.",
        lead="Renewed disruption. ",
        after=4,
    )
    p2.para(
        "Carriers could idle 5-10% of the fleet, as they did in 2016, to support rates.",
        lead="Capacity discipline. ",
        after=4,
    )
    p2.para(
        "New emissions rules could force ships to slow down, absorbing some of the new supply.",
        lead="Slow steaming. ",
        after=6,
    )
    return form(
        "sector p2: Risks to our cautious view, paragraphs each opening with a bold short lead",
        "en sector",
        "A",
        FormLabel("Cautious", None, ("Renewed disruption", "Capacity discipline", "Slow steaming")),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def a_neg_rating_legend_per_stock() -> RiskForm:
    house = "Oakhurst Securities"
    cover = sector_cover(
        "Japan Autos",
        "Yen tailwind fades; stay selective",
        None,
        [
            "Exporters benefited from a weak yen in FY3/26 but we expect a 5% stronger yen in FY3/27. We prefer "
            "hybrid leaders with rising US share."
        ],
    )
    cover.line("Kaito Motor (7221 JP): Buy, TP JPY3,800", "hebo", 10)
    cover.para("Hybrid share gains in the US offset the yen. Risks: a sharper yen appreciation; US tariffs on autos.")
    cover.line("Sumida Auto Parts (7345 JP): Hold, TP JPY1,650", "hebo", 10)
    cover.para("Fair value after the rally. Risks: EV adoption faster than expected; weaker Chinese volumes.")
    p2 = Column(40, 90, 515)
    p2.line("Rating and risk definitions", "hebo", 9)
    p2.para(
        "Buy: expected total return of more than 15% over 12 months. Hold: between -5% and 15%. Sell: below -5%. "
        "Risk ratings: Low risk: volatility below the market. High risk: volatility more than 1.5x the market's; "
        "the stock may suit only investors who can accept large losses.",
        "helv",
        7,
    )
    en_disclaimer(p2)
    return form(
        "NEG sector: per-stock Risks: sentences only, a risk-rating definitions legend in the disclosures",
        "en sector",
        "A",
        FormLabel(None, None, ()),
        [page(house, 1, cover), [_spans(en_header(house), p2, en_footer(house, 2))]],
    )


def a_wrong_mind() -> RiskForm:
    house = "Cheltenham Equities"
    cover = sector_cover(
        "European Autos",
        "EV price war: margins have further to fall",
        "Sector view: Underweight",
        [
            "Chinese EV makers are pricing their cars 20-25% below European rivals in Europe. We cut 2026-27E EBIT for "
            "the sector by 8% and see margins falling to 5.5%, below the 2019 trough.",
        ],
    )
    cover.line("What would change our mind", "hebo", 10, after=3)
    bullet(cover, "EU tariffs on Chinese EVs rising well above today's levels.")
    bullet(cover, "A faster fall in battery costs that lets European makers cut prices without losing margin.")
    bullet(cover, "A recovery in Chinese demand for premium German cars.")
    return form(
        "sector: What would change our mind bullets",
        "en sector",
        "A",
        FormLabel(
            "Underweight",
            None,
            (
                "EU tariffs on Chinese EVs rising well above today's levels",
                "A faster fall in battery costs that lets European makers cut prices without losing margin",
                "A recovery in Chinese demand for premium German cars",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_a() -> list[RiskForm]:
    return [
        a_sector_end_after_company_pages(),
        a_sector_upside_downside(),
        a_sector_bold_colon_leads(),
        a_sector_two_pages_turn(),
        a_neg_company_risk_table(),
        a_strategy_numbered(),
        a_sector_risk_paragraph(),
        a_sector_caps_rule_roman(),
        a_neg_generic_and_appendix(),
        a_sector_two_columns(),
        a_company_valuation_and_risks(),
        a_sector_boxes_then_thesis(),
        a_sector_inline_numbered_lead_sentence(),
        a_company_dash_items_consensus(),
        a_sector_titled_paragraphs_two_pages(),
        a_neg_rating_legend_per_stock(),
        a_wrong_mind(),
    ]


# --- batch B (written after batch A's fixes, fresh: other houses, wordings and layouts) --------------------------


def b_sector_investment_risks_dash_titles() -> RiskForm:
    house = "Norwood Brothers"
    cover = sector_cover(
        "US Homebuilders",
        "Incentives peak; margins trough in 2H26",
        "Industry rating: Market Weight",
        [
            "Builders spent 7-8% of the sale price on mortgage rate buy-downs in 1Q26. We think incentives have "
            "peaked and gross margins trough at 21% in 2H26E.",
            "We prefer the entry-level builders with land-light models: Prairie Homes (PRH US, Outperform, PT $142) "
            "and Coastline Living (CSTL US, Outperform, PT $88).",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Prairie Homes (PRH US)", "hebo", 11)
    p2.para(
        "Orders rose 11% in 1Q26 on community count growth of 9%. Our $142 PT is based on 1.6x 2027E book value. "
        "Risks include higher lumber costs and slower land approvals in Texas."
    )
    p2.line("Coastline Living (CSTL US)", "hebo", 11)
    p2.para(
        "Coastline's option lots cut land risk. Our $88 PT is based on 9x 2027E EPS. Risks include a slowdown in "
        "Florida resale prices and higher insurance costs."
    )
    p2.y += 6
    p2.line("Investment risks", "hebo", 11, after=4)
    p2.numbered(
        [
            "Mortgage rates \u2013 a move in 30-year rates back above 7.5% would hit affordability and orders.",
            "Resale supply \u2013 more existing homes for sale would force builders to raise incentives further.",
            "Labour \u2013 tighter immigration rules could lift construction costs and stretch build times.",
        ],
        "{n}. ",
    )
    return form(
        "sector p2: per-stock Risks include sentences, then Investment risks 1. 2. 3. `Title \u2013 explanation`",
        "en sector",
        "B",
        FormLabel("Market Weight", None, ("Mortgage rates", "Resale supply", "Labour")),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def b_strategy_downside_upside_labels() -> RiskForm:
    house = "Ravensworth Global Research"
    cover = sector_cover(
        "Asia ex-Japan Equity Strategy",
        "Add India, trim Taiwan tech",
        None,
        [
            "Taiwan tech has led the region for two years and now trades at a 30% premium to its history. We cut "
            "Taiwan to Underweight and lift India to Overweight, where earnings revisions are turning up.",
        ],
    )
    cover.line("Risks to our call", "hebo", 10, after=3)
    cover.line("Downside risks include:", "helv", 9)
    bullet(cover, "a second wave of AI server orders that keeps Taiwan tech earnings rising;")
    bullet(cover, "a fall in Indian equity inflows if domestic retail investors turn net sellers.")
    cover.line("Upside risks include:", "helv", 9)
    bullet(cover, "faster rate cuts by the Reserve Bank of India.")
    cover.y += 6
    cover.line("Exhibit 1: Country weights in our model portfolio", "hebo", 8)
    cover.row([(0, "Market"), (150, "Benchmark"), (230, "Our weight"), (310, "Stance")], "hebo")
    cover.row([(0, "India"), (150, "19%"), (230, "23%"), (310, "Overweight")])
    cover.row([(0, "Taiwan"), (150, "21%"), (230, "17%"), (310, "Underweight")])
    return form(
        "strategy: Risks to our call, `Downside risks include:` / `Upside risks include:` lines over bullets",
        "en sector",
        "B",
        FormLabel(
            None,
            None,
            (
                "a second wave of AI server orders that keeps Taiwan tech earnings rising",
                "a fall in Indian equity inflows if domestic retail investors turn net sellers",
                "faster rate cuts by the Reserve Bank of India",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def b_sector_risk_table_likelihood() -> RiskForm:
    house = "Ellesmere Securities"
    cover = sector_cover(
        "European Renewables",
        "Rates down, auctions up: the recovery starts",
        "Sector view: Positive",
        [
            "Offshore wind auctions in the UK and Germany cleared at prices 25% above 2023 levels. With bond yields "
            "lower, we see returns on new projects of 150-200bp above the cost of capital.",
        ],
    )
    cover.line("Figure 2: Risks to our positive view", "hebo", 9, after=2)
    cover.row([(0, "Risk"), (250, "Likelihood"), (330, "Impact on our view")], "hebo")
    cover.row([(0, "Bond yields rise again"), (250, "Medium"), (330, "High")])
    cover.row([(0, "Grid connection delays"), (250, "High"), (330, "Medium")])
    cover.row([(0, "Turbine supply chain cost inflation"), (250, "Medium"), (330, "Medium")])
    cover.line("Source: Ellesmere Securities", "helv", 7, after=8)
    cover.para(
        "Our top pick is Solvang Energi (SOLV DC, Buy, TP DKK 410); we also like Tramontana Power (TRP SM, Buy, "
        "TP EUR 17.50)."
    )
    return form(
        "sector: Figure caption `Risks to our positive view` over a Risk | Likelihood | Impact table",
        "en sector",
        "B",
        FormLabel(
            "Positive",
            None,
            ("Bond yields rise again", "Grid connection delays", "Turbine supply chain cost inflation"),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def b_sector_where_wrong_paragraph() -> RiskForm:
    house = "Saltmarsh Capital"
    cover = sector_cover(
        "Global Oil & Gas",
        "OPEC+ unwinds cuts: stay underweight the E&Ps",
        "Sector stance: Underweight",
        [
            "OPEC+ is returning 2.2mb/d of supply over 2026 while non-OPEC growth stays above 1mb/d. We see Brent "
            "averaging US$62/bbl in 2026E and cut our E&P estimates by 10%.",
        ],
    )
    cover.line("Where could we be wrong?", "hebo", 10, after=3)
    cover.para(
        "A supply outage in a major producer, such as Libya or Iran, would tighten the market quickly. US shale "
        "output could also fall faster than we think if rig counts keep dropping at today's pace."
    )
    cover.line("Stock picks", "hebo", 10, after=3)
    cover.para(
        "We rate Caspian Petroleum (CSP LN) Underweight with a 480p target and Bayou Resources (BYU US) Neutral."
    )
    return form(
        "sector: question heading `Where could we be wrong?` over a paragraph of two sentences, Stock picks after",
        "en sector",
        "B",
        FormLabel(
            "Underweight",
            None,
            (
                "A supply outage in a major producer, such as Libya or Iran, would tighten the market quickly",
                "US shale output could also fall faster than we think if rig counts keep dropping at today's pace",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def b_neg_strategy_risk_on() -> RiskForm:
    house = "Thornbury Research"
    cover = sector_cover(
        "US Equity Strategy",
        "Risk-on, but mind the breadth",
        None,
        [
            "The S&P 500 is up 14% year to date but only a third of its stocks beat the index. We keep our year-end "
            "target of 6,900 and stay overweight Financials and Industrials.",
        ],
    )
    cover.line("Risk appetite indicators", "hebo", 10, after=3)
    cover.para(
        "Our risk appetite index is at 72, near the top of its range: investors hold little cash and put/call "
        "ratios are low, which often precedes a pause in the rally."
    )
    cover.line("Sector calls", "hebo", 10, after=3)
    cover.para(
        "Harwick Bancorp (HWB US, Buy, PT $64): loan growth re-accelerates. Downside risks to our PT: credit "
        "losses in commercial real estate."
    )
    cover.para(
        "Atlas Freight (ATF US, Hold, PT $118): valuation full. Downside risks to our PT: a weaker freight cycle."
    )
    return form(
        "NEG strategy: `Risk appetite indicators` heading, per-stock `Downside risks to our PT:` lines",
        "en sector",
        "B",
        FormLabel(None, None, ()),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def b_sector_summary_sentence() -> RiskForm:
    house = "Kilbride & Co"
    cover = sector_cover(
        "China Solar",
        "Capacity cuts at last: upgrade to Neutral",
        "Industry view: Neutral (from Underweight)",
        [
            "The industry has agreed to cut polysilicon capacity by 30% through a buy-out fund, and module prices "
            "have risen 12% from their low. We upgrade the sector to Neutral but stay selective. Key risks to our "
            "view are a collapse of the capacity agreement and weaker-than-expected overseas demand for modules.",
            "We upgrade Huaxin Silicon (600928 CH) to Buy with a TP of Rmb31.0 and keep Longfeng Solar (601899 CH) "
            "at Hold.",
        ],
    )
    return form(
        "sector: the risks in one sentence of the summary paragraph (`Key risks to our view are A and B`)",
        "en sector",
        "B",
        FormLabel(
            "Neutral",
            None,
            (
                "Key risks to our view are a collapse of the capacity agreement and weaker-than-expected overseas "
                "demand for modules",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def b_sector_sidebar_caps() -> RiskForm:
    house = "Whitcombe Securities"
    main = Column(230, 90, 325)
    main.line("ASEAN Banks", "hebo", 14).line("NIMs hold up as rate cuts slow", "hebo", 11, after=6)
    main.line("Sector view: Overweight", "helv", 9, after=6)
    main.para(
        "Central banks in Indonesia and the Philippines have slowed their rate cuts, so bank margins should hold "
        "near 2025 levels. Loan growth of 9-10% and low credit costs support ROEs of 15-18%.",
        after=6,
    )
    main.para(
        "Top picks: Bank Nusantara (BBNU IJ, Buy, TP IDR 6,800) and Luzon Savings Bank (LSB PM, Buy, TP PHP 142).",
        after=6,
    )
    side = Column(40, 90, 170)
    side.line("Sector data", "hebo", 8)
    side.line("Sector P/B 2026E: 1.8x", "helv", 7.5, after=1).line("Sector ROE 2026E: 16.4%", "helv", 7.5, after=8)
    side.line("RISKS TO OUR THESIS", "hebo", 8, after=2)
    for text in (
        "A sharper slowdown in consumer lending as household debt rises.",
        "New caps on lending rates for microfinance loans.",
        "Outflows from emerging-market bonds that force rate rises.",
    ):
        bullet(side, text, size=7.5)
    side.line("Analysts", "hebo", 8).line("Tan Wei Ling", "helv", 7.5)
    return form(
        "sector cover sidebar: RISKS TO OUR THESIS in capitals, bullets wrap in 170pt, Analysts box under it",
        "en sector",
        "B",
        FormLabel(
            "Overweight",
            None,
            (
                "A sharper slowdown in consumer lending as household debt rises",
                "New caps on lending rates for microfinance loans",
                "Outflows from emerging-market bonds that force rate rises",
            ),
        ),
        [page(house, 1, side, main), disclosures_page(house, 2)],
    )


def b_company_both_directions_inline() -> RiskForm:
    house = "Aldgate Research"
    cover = Column(40, 90, 515)
    cover.line("Harrier Software (HRSW US)", "hebo", 14).line("AI pricing lifts the outlook; Outperform", "hebo", 11)
    cover.line("Rating: Outperform | Target price: US$245 | Price: US$201", "helv", 9, after=8)
    cover.para(
        "Harrier's new AI tier is priced 30% above its core seats and early attach rates are 12%. We raise FY27E "
        "revenue by 3% and our target price to US$245, 45x FY27E free cash flow."
    )
    cover.line("Risks to our rating and target price", "hebo", 10, after=3)
    cover.para(
        "(1) slower seat growth as customers cut headcount; (2) price competition from bundled suites.",
        lead="Downside risks: ",
        lead_font="helv",
    )
    cover.para("(1) faster AI attach rates; (2) a bid for the company.", lead="Upside risks: ", lead_font="helv")
    return form(
        "company: Risks to our rating and target price, `Downside risks: (1)…; (2)…` then `Upside risks: (1)…`",
        "en company",
        "B",
        FormLabel(
            "Outperform",
            "US$245",
            (
                "slower seat growth as customers cut headcount",
                "price competition from bundled suites",
                "faster AI attach rates",
                "a bid for the company",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_b() -> list[RiskForm]:
    return [
        b_sector_investment_risks_dash_titles(),
        b_strategy_downside_upside_labels(),
        b_sector_risk_table_likelihood(),
        b_sector_where_wrong_paragraph(),
        b_neg_strategy_risk_on(),
        b_sector_summary_sentence(),
        b_sector_sidebar_caps(),
        b_company_both_directions_inline(),
    ]


# --- batch C (written after batch B's fixes, fresh and longer: three-page sector notes, two-column runs over a page
# turn, wrapped table cells; run once before any rule changed) --------------------------------------------------------


def c_sector_initiation_three_pages() -> RiskForm:
    house = "Calder Securities"
    cover = sector_cover(
        "European Capital Goods",
        "Initiation: electrification is the new cycle",
        "Sector view: Overweight",
        [
            "Grid and data-centre spending will lift electrical equipment demand by 9% a year to 2030, twice the "
            "rate of the last decade. We initiate on four stocks and favour the pure plays in grid equipment.",
            "We initiate with Buy on Brenner Elektro (BRN GR, TP EUR142) and Voltaix (VLX FP, TP EUR96), Hold on "
            "Skagen Drives (SKD DC, TP DKK610) and Sell on Ferrum Machines (FRM IM, TP EUR12.40).",
        ],
    )
    cover.para("Risks to our view are set out on page 3.", after=6)
    p2 = Column(40, 90, 515)
    for name, rating, lines in (
        (
            "Brenner Elektro (BRN GR)",
            "Buy",
            ["Delays to German grid tenders in 2026.", "Copper cost inflation that contracts cannot pass on."],
        ),
        (
            "Ferrum Machines (FRM IM)",
            "Sell",
            ["A faster recovery in European machine-tool orders.", "A bid from a larger peer."],
        ),
    ):
        p2.line(name, "hebo", 11, after=4)
        p2.para(
            f"We initiate with a {rating} rating. Our price target is based on a DCF with a WACC of 8.5% and terminal "
            "growth of 2%."
        )
        p2.line(f"Risks to our {rating} rating", "hebo", 9, after=2)
        for text in lines:
            bullet(p2, text)
        p2.y += 8
    p3 = Column(40, 90, 515)
    p3.line("Sector risks", "hebo", 11, after=4)
    bullet(p3, "A slowdown in data-centre construction if AI spending is cut back.")
    bullet(p3, "Chinese competitors winning grid tenders in Europe on price.")
    bullet(p3, "Transformer and switchgear capacity additions that end today's pricing power by 2028.")
    p3.y += 8
    p3.line("Exhibit 12: Valuation comparison", "hebo", 9)
    p3.row([(0, "Company"), (140, "EV/EBIT 26E"), (220, "EV/EBIT 27E"), (300, "FCF yield 26E")], "hebo")
    p3.row([(0, "Brenner Elektro"), (140, "21.4x"), (220, "18.0x"), (300, "3.9%")])
    p3.row([(0, "Ferrum Machines"), (140, "9.8x"), (220, "9.1x"), (300, "6.2%")])
    return form(
        "sector initiation, 3 pages: set-apart `Risks to our Buy rating` bullets per stock on p2, `Sector risks` on p3",
        "en sector",
        "C",
        FormLabel(
            "Overweight",
            None,
            (
                "A slowdown in data-centre construction if AI spending is cut back",
                "Chinese competitors winning grid tenders in Europe on price",
                "Transformer and switchgear capacity additions that end today's pricing power by 2028",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def c_sector_bold_sentence_bullets() -> RiskForm:
    house = "Dunmore Research"
    cover = sector_cover(
        "Global Semiconductors",
        "AI accelerators: supply catches up with demand",
        "Industry view: In-Line",
        [
            "Advanced packaging capacity doubles in 2026 and the shortage of AI accelerators ends by mid-year. We "
            "expect lead times to normalise and pricing to soften in 2H26.",
        ],
    )
    cover.line("Key risks to our In-Line view", "hebo", 10, after=3)
    bullet(
        cover,
        "Hyperscalers have raised 2026 capex guidance twice this year; another raise would extend the shortage.",
        lead="AI capex keeps surprising. ",
    )
    bullet(
        cover,
        "New export rules could cut shipments to China, 15% of sector revenue, at short notice.",
        lead="Export controls tighten. ",
    )
    bullet(
        cover,
        "A faster shift to 2nm could strand older capacity and raise depreciation.",
        lead="Node transitions. ",
    )
    return form(
        "sector: bullets each a short bold lead and an explanation that wraps (the leads are the items)",
        "en sector",
        "C",
        # first run labelled each bullet whole (as rp_056, whose bold leads are full sentences of 6-8 words); the
        # repo's convention for short bold leads run into their explanation is the lead (tests/finders/
        # test_risk_sections_side_columns_and_leads.py, house_risks.py batch B): label corrected after the first run
        FormLabel("In-Line", None, ("AI capex keeps surprising", "Export controls tighten", "Node transitions")),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def c_company_two_columns_turn() -> RiskForm:
    house = "Pellworth Capital"
    left = Column(40, 90, 250)
    left.line("Kestrel Biologics (KSTB US)", "hebo", 13).line("Launch on track; Buy", "hebo", 11, after=6)
    left.line("Rating: Buy | PT: US$88.00 | Price: US$61.40", "helv", 8.5, after=6)
    left.para(
        "The launch of its psoriasis biologic is tracking ahead of our forecasts: 4,100 new patients in the first "
        "quarter, against our 3,500. We raise 2027E sales by 6% and keep our US$88 PT.",
        after=6,
    )
    left.para(
        "Payer coverage reached 70% of commercial lives in April, and the company expects Medicare coverage in "
        "2H26. Gross-to-net discounts are 45%, in line with the class."
    )
    right = Column(305, 90, 250)
    right.line("Valuation", "hebo", 10)
    right.para("Our US$88 PT is based on a DCF to 2040 with a WACC of 9% and peak sales of US$2.6bn in 2033.")
    right.y = 700
    right.line("Key risks", "hebo", 10, after=3)
    right.numbered(["Slower uptake if payers restrict access with step therapy.", "Safety signals in the"], "{n}. ")
    p2_left = Column(40, 90, 250)
    p2_left.para("long-term extension study, which reads out in 4Q26.", after=2)
    p2_left.numbered(["Competition from two oral drugs due to launch in 2027."], "3. ")
    p2_left.y += 6
    p2_left.line("Financial summary", "hebo", 10)
    p2_left.row([(0, "US$m"), (90, "2026E"), (150, "2027E"), (210, "2028E")], "hebo")
    p2_left.row([(0, "Revenue"), (90, "410"), (150, "980"), (210, "1,620")])
    p2_right = Column(305, 90, 250)
    p2_right.line("Catalysts", "hebo", 10)
    p2_right.para("Medicare coverage decision (2H26); long-term safety data (4Q26); EU approval (1H27).")
    return form(
        "company two-column: Key risks 1. 2. at the foot of p1's right column, item 2 and 3. go on in p2's left column",
        "en company",
        "C",
        FormLabel(
            "Buy",
            "US$88.00",
            (
                "Slower uptake if payers restrict access with step therapy",
                "Safety signals in the long-term extension study, which reads out in 4Q26",
                "Competition from two oral drugs due to launch in 2027",
            ),
        ),
        [page(house, 1, left, right), page(house, 2, p2_left, p2_right), disclosures_page(house, 3)],
    )


def c_neg_esg_and_per_stock_headings() -> RiskForm:
    house = "Marlowe & Finch"
    cover = sector_cover(
        "UK Insurers",
        "Capital returns keep coming",
        None,
        [
            "Solvency ratios above 190% leave room for buy-backs of 5-7% of market value a year. We prefer the "
            "bulk annuity writers, where volumes hit a record in 2025.",
        ],
    )
    cover.line("ESG risk ratings", "hebo", 10, after=2)
    cover.row([(0, "Company"), (150, "ESG risk score"), (250, "Category")], "hebo")
    cover.row([(0, "Albion Life"), (150, "18.2"), (250, "Low")])
    cover.row([(0, "Harrowgate Insurance"), (150, "24.6"), (250, "Medium")])
    cover.line("Source: Sustainalytics, Marlowe & Finch", "helv", 7, after=8)
    p2 = Column(40, 90, 515)
    for name, _rating, risk in (
        ("Albion Life (ALB LN): Buy, TP 720p", "Buy", "Lower bulk annuity volumes and a fall in long-term rates."),
        ("Harrowgate Insurance (HRG LN): Hold, TP 410p", "Hold", "Motor claims inflation staying above 8%."),
    ):
        p2.line(name, "hebo", 11, after=4)
        p2.para("We value the shares on a dividend discount model with a cost of equity of 10%.")
        p2.line("Risks to our price target", "hebo", 9, after=2)
        p2.para(risk, after=10)
    return form(
        "NEG sector: `ESG risk ratings` table, set-apart `Risks to our price target` under each stock's heading",
        "en sector",
        "C",
        FormLabel(None, None, ()),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def c_sector_first_second_finally() -> RiskForm:
    house = "Ormsby Partners"
    cover = sector_cover(
        "US Railroads",
        "Volumes turn, pricing holds",
        "Sector view: Positive",
        [
            "Carloads rose 2% in the first four months of 2026 and intermodal 6%. Rail pricing is running 4% above "
            "inflation, so we expect operating ratios to improve by 150bp in 2026E.",
        ],
    )
    cover.line("Risks", "hebo", 10, after=3)
    cover.para(
        "We see three risks to our positive view. First, a US recession would hit carloads of chemicals and "
        "forest products, the most cyclical traffic. Second, the merger under review could trigger service "
        "problems across the network. Finally, regulators could force reciprocal switching, which would erode "
        "pricing power."
    )
    return form(
        "sector: Risks paragraph, a lead sentence then `First, … Second, … Finally, …` sentences",
        "en sector",
        "C",
        FormLabel(
            "Positive",
            None,
            (
                "First, a US recession would hit carloads of chemicals and forest products, the most cyclical traffic",
                "Second, the merger under review could trigger service problems across the network",
                "Finally, regulators could force reciprocal switching, which would erode pricing power",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def c_strategy_wrapped_table() -> RiskForm:
    house = "Ainsworth Global"
    cover = sector_cover(
        "Global Asset Allocation",
        "Overweight equities into the easing cycle",
        None,
        [
            "With inflation back near target and central banks easing, we raise equities to Overweight and cut "
            "cash. Our 12-month target for the MSCI World is 4,350, a 9% return.",
        ],
    )
    cover.line("Risks to our allocation", "hebo", 10, after=3)
    cover.row([(0, "Risk"), (230, "Probability"), (310, "What we would do")], "hebo")
    cover.row([(0, "Inflation re-accelerates and central"), (230, "20%"), (310, "Cut equities to Neutral")])
    cover.row([(0, "banks stop cutting")])
    cover.row([(0, "A disorderly unwind of the AI trade"), (230, "15%"), (310, "Rotate into value")])
    cover.row([(0, "A US fiscal crisis lifts term premia"), (230, "10%"), (310, "Add duration")])
    cover.line("Source: Ainsworth Global", "helv", 7)
    return form(
        "strategy: Risk | Probability | What we would do table under a heading, the first risk cell wraps",
        "en sector",
        "C",
        FormLabel(
            None,
            None,
            (
                "Inflation re-accelerates and central banks stop cutting",
                "A disorderly unwind of the AI trade",
                "A US fiscal crisis lifts term premia",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def c_sector_summary_bullet_run_in() -> RiskForm:
    house = "Beaumont Research"
    cover = Column(40, 90, 515)
    cover.line("Asian Gaming", "hebo", 14).line("Macau's mass market keeps growing", "hebo", 11, after=6)
    cover.line("Sector view: Overweight", "helv", 9, after=6)
    bullet(cover, "Mass gross gaming revenue rose 14% in April; we raise our 2026E GGR forecast to US$31bn.")
    bullet(cover, "Top picks: Golden Lotus Resorts (1928 HK, Buy) and Harbour Star (2282 HK, Buy).")
    bullet(
        cover,
        "a sharper slowdown in Chinese consumer spending; tighter visa policy; a smoking ban on the floors.",
        lead="Risks: ",
    )
    cover.y += 6
    cover.line("Golden Lotus Resorts (1928 HK)", "hebo", 10)
    cover.para(
        "Its new resort adds 1,600 rooms in 2026. Our HK$38 TP is based on 11x 2027E EV/EBITDA. Risks: delays to the "
        "resort opening; a loss of VIP share."
    )
    cover.line("Harbour Star (2282 HK)", "hebo", 10)
    cover.para(
        "Premium mass share gains lift EBITDA margins. Our HK$17 TP is based on 10x 2027E EV/EBITDA. Risks: higher "
        "labour costs; competition from new resorts."
    )
    return form(
        "sector: cover summary bullet `Risks: A; B; C.` before per-stock `Risks:` sentences",
        "en sector",
        "C",
        FormLabel(
            "Overweight",
            None,
            (
                "a sharper slowdown in Chinese consumer spending",
                "tighter visa policy",
                "a smoking ban on the floors",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def c_company_underweight_upside_inline() -> RiskForm:
    house = "Greystoke Research"
    cover = Column(40, 90, 515)
    cover.line("Pinnacle Retail (PNRL US)", "hebo", 14).line("Share loss is structural; Underweight", "hebo", 11)
    cover.line("Rating: Underweight | Price target: US$31.00 | Price: US$38.75", "helv", 9, after=8)
    cover.para(
        "Pinnacle has lost 200bp of share in apparel since 2023 to off-price and online rivals, and its store "
        "remodels have not lifted traffic. We cut FY27E EPS by 8% and our PT to US$31.00."
    )
    cover.line("Risks to our Underweight rating", "hebo", 10, after=3)
    cover.para(
        "Upside risks include: (i) a faster turnaround in its apparel business under the new CEO; (ii) a sale of "
        "its credit card portfolio at a higher price than we assume; and (iii) activist involvement that forces a "
        "break-up of the group."
    )
    return form(
        "company Underweight: `Upside risks include: (i)…; (ii)…; and (iii)…` wrapped over three lines",
        "en company",
        "C",
        FormLabel(
            "Underweight",
            "US$31.00",
            (
                "a faster turnaround in its apparel business under the new CEO",
                "a sale of its credit card portfolio at a higher price than we assume",
                "activist involvement that forces a break-up of the group",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_c() -> list[RiskForm]:
    return [
        c_sector_initiation_three_pages(),
        c_sector_bold_sentence_bullets(),
        c_company_two_columns_turn(),
        c_neg_esg_and_per_stock_headings(),
        c_sector_first_second_finally(),
        c_strategy_wrapped_table(),
        c_sector_summary_bullet_run_in(),
        c_company_underweight_upside_inline(),
    ]


# --- batch D (written after batch C's fixes, fresh; run once before any rule changed) ------------------------------


def d_sector_sidebar_box_page_two() -> RiskForm:
    house = "Abernethy Securities"
    cover = sector_cover(
        "Nordic Banks",
        "Rates stay higher for longer; dividends rise",
        "Sector view: Positive",
        [
            "The Riksbank and Norges Bank have paused their cuts, so net interest income should fall only 3% in 2026E "
            "against the 8% consensus expects. We see dividend yields of 8-9% across the sector.",
        ],
    )
    main = Column(40, 90, 340)
    main.line("Stock views", "hebo", 11, after=4)
    main.line("Fjord Bank (FJB NO): Buy, TP NOK 215", "hebo", 9)
    main.para(
        "The highest capital ratio in the sector and a buy-back of 4% of shares a year. Risks: a fall in Norwegian "
        "house prices; a cut in the buy-back."
    )
    main.line("Skarholm Sparbank (SKS SS): Hold, TP SEK 148", "hebo", 9)
    main.para("Fully valued after a 40% rally. Risks: cost overruns on its IT platform; lower fee income.")
    side = Column(400, 90, 155)
    side.line("Risks to our call", "hebo", 9, after=2)
    for text in (
        "Faster rate cuts than the market prices.",
        "A sharp rise in loan losses in commercial real estate.",
        "Higher bank taxes in Sweden or Norway.",
    ):
        bullet(side, text, size=8)
    side.y += 6
    side.line("Analyst", "hebo", 8).line("Ingrid Solberg", "helv", 8)
    box = _rules([(395, 555, 80), (395, 555, side.y + 2)])
    return form(
        "sector p2: `Risks to our call` box in a right sidebar beside per-stock `Risks:` sentences",
        "en sector",
        "D",
        FormLabel(
            "Positive",
            None,
            (
                "Faster rate cuts than the market prices",
                "A sharp rise in loan losses in commercial real estate",
                "Higher bank taxes in Sweden or Norway",
            ),
        ),
        [page(house, 1, cover), page(house, 2, main, side, extra=[box]), disclosures_page(house, 3)],
    )


def d_sector_lead_in_semicolon_bullets() -> RiskForm:
    house = "Pomeroy Research"
    cover = sector_cover(
        "US Medical Devices",
        "GLP-1 fears are overdone",
        "Industry view: Overweight",
        [
            "The sell-off in sleep apnoea and bariatric names prices in a 30% hit to volumes by 2030; our patient "
            "data suggest 10%. We see 20% upside for the group.",
        ],
    )
    cover.line("Key risks", "hebo", 10, after=3)
    cover.line("Key risks to our Overweight view include:", "helv", 9)
    bullet(cover, "faster uptake of oral GLP-1 drugs;")
    bullet(cover, "cuts to Medicare reimbursement for home devices; and")
    bullet(cover, "supply disruption at contract manufacturers in Mexico.")
    return form(
        "sector: Key risks heading, a lead-in line `…include:` over bullets ending `;` / `; and` / `.`",
        "en sector",
        "D",
        FormLabel(
            "Overweight",
            None,
            (
                "faster uptake of oral GLP-1 drugs",
                "cuts to Medicare reimbursement for home devices",
                "supply disruption at contract manufacturers in Mexico",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def d_sector_macro_industry_subheadings() -> RiskForm:
    house = "Carrick Partners"
    cover = sector_cover(
        "Korea Shipbuilders",
        "LNG carrier orders return",
        "Sector view: Overweight",
        ["Orders for LNG carriers rose to 28 ships in 1Q26 and newbuild prices are at a record US$265m."],
    )
    cover.line("Risks to our sector view", "hebo", 10, after=3)
    cover.line("Macro", "hebo", 9)
    bullet(cover, "A stronger won, which cuts margins on dollar-priced contracts.")
    bullet(cover, "Higher steel plate prices in the 2026 negotiations.")
    cover.line("Industry", "hebo", 9)
    bullet(cover, "Chinese yards winning LNG carrier orders on price.")
    bullet(cover, "Labour shortages that delay deliveries and trigger penalties.")
    return form(
        "sector: Risks to our sector view with `Macro` / `Industry` bold sub-headings over bullets",
        "en sector",
        "D",
        FormLabel(
            "Overweight",
            None,
            (
                "A stronger won, which cuts margins on dollar-priced contracts",
                "Higher steel plate prices in the 2026 negotiations",
                "Chinese yards winning LNG carrier orders on price",
                "Labour shortages that delay deliveries and trigger penalties",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def d_neg_disclosure_per_stock_risks() -> RiskForm:
    house = "Lockhart Bernay"
    cover = sector_cover(
        "European Chemicals",
        "Destocking is over; volumes recover in 2H26",
        None,
        [
            "Customer inventories of plastics and coatings are back to normal levels and orders rose in April for the "
            "first time in two years. We prefer names with operating leverage to volumes.",
        ],
    )
    cover.line("Lockhart Bernay ticker table", "hebo", 9)
    cover.row([(0, "Company"), (140, "Ticker"), (200, "Rating"), (250, "Cur"), (290, "Price target")], "hebo")
    cover.row([(0, "Rheinchem"), (140, "RHC GR"), (200, "O"), (250, "EUR"), (290, "64.00")])
    cover.row([(0, "Solvane"), (140, "SOLV BB"), (200, "M"), (250, "EUR"), (290, "38.50")])
    p2 = Column(40, 90, 515)
    p2.line("Disclosure appendix", "hebo", 11, after=4)
    p2.line("VALUATION METHODOLOGY", "hebo", 8)
    p2.para("We value the stocks on 2027E EV/EBITDA against their ten-year averages.", "helv", 7)
    p2.line("RISKS", "hebo", 8)
    p2.line("Rheinchem", "hebo", 7.5)
    p2.para(
        "Downside risks to our price target include a delay in the volume recovery and higher gas prices.", "helv", 7
    )
    p2.line("Solvane", "hebo", 7.5)
    p2.para(
        "Risks to our Market-Perform rating include faster cost cuts (upside) and weaker pricing (downside).", "helv", 7
    )
    en_disclaimer(p2)
    return form(
        "NEG sector: a disclosure appendix `RISKS` with each rated stock's risk sentence under its name",
        "en sector",
        "D",
        FormLabel(None, None, ()),
        [page(house, 1, cover), [_spans(en_header(house), p2, en_footer(house, 2))]],
    )


def d_company_colon_titled_paragraphs() -> RiskForm:
    house = "Fitzwilliam Capital"
    cover = Column(40, 90, 515)
    cover.line("Albion Payments (ALBP LN)", "hebo", 14).line("Volume growth re-accelerates; Buy", "hebo", 11)
    cover.line("Rating: Buy | Target price: 1,150p | Price: 912p", "helv", 9, after=8)
    cover.para(
        "Transaction volumes grew 18% in 1Q26 as new merchant wins in Germany went live. We raise FY26-27E EBITDA by "
        "3% and our target price to 1,150p."
    )
    cover.line("Valuation", "hebo", 10)
    cover.para("Our target price is based on 22x FY27E EPS, a 10% discount to the European payments peer group.")
    cover.line("Risks to our investment case", "hebo", 10, after=3)
    cover.para(
        "the FCA's review of card scheme fees could cap the fees it charges merchants.",
        lead="Regulation: ",
        after=3,
    )
    cover.para(
        "the large US processors are cutting prices to win European mid-market merchants.",
        lead="Competition: ",
        after=3,
    )
    cover.para(
        "a breach of its platform would damage merchant trust and bring fines.", lead="Cyber security: ", after=6
    )
    return form(
        "company: `Risks to our investment case` after Valuation, paragraphs opening with a bold `Title:`",
        "en company",
        "D",
        FormLabel("Buy", "1,150p", ("Regulation", "Competition", "Cyber security")),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def d_strategy_question_bullets() -> RiskForm:
    house = "Hollins Global"
    cover = sector_cover(
        "Japan Equity Strategy",
        "TOPIX to 3,300: governance reform has further to run",
        None,
        [
            "Buy-backs by Japanese companies reached a record JPY18trn in FY3/26 and cross-shareholdings keep "
            "falling. We raise our year-end TOPIX target to 3,300 and stay overweight banks and trading houses.",
        ],
    )
    cover.line("What could derail our call?", "hebo", 10, after=3)
    bullet(cover, "A rapid rise in the yen above JPY130 to the dollar, which would cut exporters' profits.")
    bullet(cover, "A pause in governance reform if the new government changes its priorities.")
    bullet(cover, "A global recession led by the US.")
    return form(
        "strategy: bold question `What could derail our call?` over bullets",
        "en sector",
        "D",
        FormLabel(
            None,
            None,
            (
                "A rapid rise in the yen above JPY130 to the dollar, which would cut exporters' profits",
                "A pause in governance reform if the new government changes its priorities",
                "A global recession led by the US",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def d_sector_column_flow() -> RiskForm:
    house = "Dunleavy Securities"
    left = Column(40, 90, 250)
    left.line("Australian REITs", "hebo", 14).line("Office values near the bottom", "hebo", 11, after=6)
    left.line("Sector view: Neutral", "helv", 9, after=6)
    left.para(
        "Office valuations have fallen 25% from their peak and cap rates are now 6.5%, above bond yields for the "
        "first time since 2008. We think values bottom in 2H26.",
        after=6,
    )
    left.para(
        "We prefer the industrial landlords, where rents rise 5% a year: Southern Cross Logistics (SCL AU, "
        "Overweight) and Harbourside Industrial (HBI AU, Overweight).",
        after=6,
    )
    left.y = 720
    left.line("Risks to our view", "hebo", 10, after=3)
    bullet(left, "Office vacancy rising above 20% in Sydney and Melbourne as leases expire.")
    right = Column(305, 90, 250)
    bullet(right, "Bond yields rising again, which would push cap rates higher.")
    bullet(right, "Weaker demand for warehouses if online retail sales slow.")
    right.y += 8
    right.line("Valuation", "hebo", 10)
    right.para("We value the REITs on a blend of NAV and DCF, with a WACC of 7.0-7.8%.")
    return form(
        "sector two-column: Risks to our view bullets at the foot of the left column go on at the top of the right",
        "en sector",
        "D",
        FormLabel(
            "Neutral",
            None,
            (
                "Office vacancy rising above 20% in Sydney and Melbourne as leases expire",
                "Bond yields rising again, which would push cap rates higher",
                "Weaker demand for warehouses if online retail sales slow",
            ),
        ),
        [page(house, 1, left, right), disclosures_page(house, 2)],
    )


def d_sector_lettered_wrapped() -> RiskForm:
    house = "Kinnaird Research"
    cover = sector_cover(
        "Global Beverages",
        "Volume weakness is cyclical, not structural",
        "Sector view: Attractive",
        [
            "Beer and spirits volumes fell 3% in 2025 as consumers traded down, but we find no evidence that GLP-1 "
            "drugs or cannabis are cutting drinking in our surveys. We expect volumes to recover in 2027.",
        ],
    )
    cover.line("Risks to our Attractive view", "hebo", 10, after=3)
    for mark, text in (
        (
            "(a) ",
            "A longer downturn in consumer spending in the US, which would keep spirits depletions negative "
            "through 2027 and force more discounting.",
        ),
        ("(b) ", "A faster decline in drinking among consumers under 30 than our surveys suggest."),
        ("(c) ", "Tariffs on European spirits and Mexican beer imported into the US."),
    ):
        cover.para(text, mark=mark, after=2)
    return form(
        "sector: Risks to our Attractive view, (a) (b) (c) items, the first wrapping",
        "en sector",
        "D",
        FormLabel(
            "Attractive",
            None,
            (
                "A longer downturn in consumer spending in the US, which would keep spirits depletions negative "
                "through 2027 and force more discounting",
                "A faster decline in drinking among consumers under 30 than our surveys suggest",
                "Tariffs on European spirits and Mexican beer imported into the US",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_d() -> list[RiskForm]:
    return [
        d_sector_sidebar_box_page_two(),
        d_sector_lead_in_semicolon_bullets(),
        d_sector_macro_industry_subheadings(),
        d_neg_disclosure_per_stock_risks(),
        d_company_colon_titled_paragraphs(),
        d_strategy_question_bullets(),
        d_sector_column_flow(),
        d_sector_lettered_wrapped(),
    ]


# --- batch E (written after batch D's fixes, fresh; run once before any rule changed) ------------------------------


def e_sector_after_rated_table() -> RiskForm:
    house = "Ravensbourne Securities"
    cover = sector_cover(
        "India IT Services",
        "Deal wins recover; margins hold",
        "Sector view: Neutral",
        ["Large deal wins rose 20% in 4QFY26 and pricing is stable. We expect USD revenue growth of 6-8% in FY27E."],
    )
    cover.line("Exhibit 1: Ratings and price targets", "hebo", 9)
    cover.row([(0, "Company"), (140, "Ticker"), (200, "Rating"), (260, "Price target"), (340, "P/E FY27E")], "hebo")
    cover.row([(0, "Vedanta Infotech"), (140, "VDIT IN"), (200, "Buy"), (260, "INR 2,150"), (340, "24.1x")])
    cover.row([(0, "Kaveri Systems"), (140, "KVRS IN"), (200, "Hold"), (260, "INR 1,480"), (340, "21.7x")])
    cover.line("Source: Ravensbourne Securities estimates", "helv", 7, after=8)
    cover.line("Key risks", "hebo", 10, after=3)
    bullet(cover, "A US recession that cuts discretionary technology budgets.")
    bullet(cover, "A stronger rupee against the US dollar.")
    bullet(cover, "US visa rules that raise onsite staff costs.")
    return form(
        "sector: Key risks bullets right after a rated table and its source line",
        "en sector",
        "E",
        FormLabel(
            "Neutral",
            None,
            (
                "A US recession that cuts discretionary technology budgets",
                "A stronger rupee against the US dollar",
                "US visa rules that raise onsite staff costs",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def e_company_upside_downside_restart_numbers() -> RiskForm:
    house = "Summerhayes & Co"
    cover = Column(40, 90, 515)
    cover.line("Corvid Gaming (CRVD US)", "hebo", 14).line("Live services drive the re-rating; Neutral", "hebo", 11)
    cover.line("Rating: Neutral | Price target: US$142.00 | Price: US$136.10", "helv", 9, after=8)
    cover.para(
        "Live-service revenue grew 22% in the quarter but the release slate for FY27 is thin. We raise our price "
        "target to US$142.00 on higher engagement but stay Neutral."
    )
    cover.line("Risks to our rating and price target", "hebo", 10, after=3)
    cover.line("Upside:", "hebo", 9)
    cover.numbered(["A surprise release of a new franchise title in FY27.", "Faster growth in mobile bookings."])
    cover.line("Downside:", "hebo", 9)
    cover.numbered(["Delays to the next major release.", "Lower engagement in its top live-service game."])
    return form(
        "company: `Upside:` / `Downside:` labels each over a list numbered from 1",
        "en company",
        "E",
        FormLabel(
            "Neutral",
            "US$142.00",
            (
                "A surprise release of a new franchise title in FY27",
                "Faster growth in mobile bookings",
                "Delays to the next major release",
                "Lower engagement in its top live-service game",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def e_sector_numbered_turn_with_running_title() -> RiskForm:
    house = "Glenmorgan Research"
    cover = sector_cover(
        "Asia Semiconductors",
        "Foundry pricing: the next leg up",
        "Industry view: Attractive",
        [
            "Leading-edge foundry prices rise 5-10% in 2026 as AI demand absorbs capacity. Mature nodes stay weak, "
            "but utilisation has bottomed at 70%.",
        ],
    )
    cover.y = 705
    cover.line("Risks to our Attractive view", "hebo", 10, after=3)
    cover.numbered(
        ["A pause in AI accelerator orders in 2H26.", "New Chinese mature-node capacity cutting prices further."]
    )
    p2 = Column(40, 90, 515)
    p2.line("Asia Semiconductors | 12 May 2026", "helv", 7, after=6)
    p2.numbered(["Tariffs on chips imported into the US.", "A stronger Taiwan dollar."], "{n}. ")
    p2.y += 8
    p2.line("Exhibit 4: Foundry utilisation", "hebo", 9)
    p2.row([(0, ""), (150, "1Q25"), (210, "1Q26"), (270, "2Q26E")], "hebo")
    p2.row([(0, "Leading edge"), (150, "92%"), (210, "98%"), (270, "100%")])
    # the second page's numbers go on from the first page's (3., 4.)
    p2.spans = [
        (x, y, text.replace("1. ", "3. ", 1) if text.startswith("1. ") else text.replace("2. ", "4. ", 1), f, sz)
        if text.startswith(("1. ", "2. "))
        else (x, y, text, f, sz)
        for x, y, text, f, sz in p2.spans
    ]
    return form(
        "sector two pages: numbered 1. 2. at the foot of p1, 3. 4. under p2's running title",
        "en sector",
        "E",
        FormLabel(
            "Attractive",
            None,
            (
                "A pause in AI accelerator orders in 2H26",
                "New Chinese mature-node capacity cutting prices further",
                "Tariffs on chips imported into the US",
                "A stronger Taiwan dollar",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def e_neg_pointer_and_bear_case() -> RiskForm:
    house = "Tolland Research"
    cover = Column(40, 90, 515)
    cover.line("Marisol Foods (MRSL US)", "hebo", 14).line("Quarter in line; Buy", "hebo", 11)
    cover.line("Rating: Buy | Price target: US$58.00 | Price: US$47.30", "helv", 9, after=8)
    cover.para("Organic sales grew 4% with volumes up 1%. We keep our estimates and our US$58.00 price target.")
    cover.line("Bear case: US$38", "hebo", 9)
    bullet(cover, "Private label takes another 2 points of share.")
    bullet(cover, "Cocoa costs stay above US$8,000/t.")
    cover.line("Risks", "hebo", 10, after=3)
    cover.para("See our initiation report of 14 January 2026 for a full discussion of the risks to our rating.")
    return form(
        "NEG company: Bear case bullets and a `Risks` heading over a pointer to the initiation report",
        "en company",
        "E",
        FormLabel("Buy", "US$58.00", ()),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def e_sector_em_dash_items() -> RiskForm:
    house = "Hawksmoor Capital"
    cover = sector_cover(
        "European Luxury Autos",
        "Order books hold up in the US",
        "Sector view: Overweight",
        ["US orders for high-end cars rose 8% in 1Q26, offsetting a 15% fall in China."],
    )
    cover.line("Risks to our thesis", "hebo", 10, after=3)
    for text in (
        "A further fall in Chinese demand for cars priced above EUR150,000.",
        "US tariffs on European cars rising to 25%.",
        "Delays to the electric models due in 2027.",
    ):
        cover.para(text, mark="\u2014 ", after=2)
    return form(
        "sector: Risks to our thesis, em-dash items",
        "en sector",
        "E",
        FormLabel(
            "Overweight",
            None,
            (
                "A further fall in Chinese demand for cars priced above EUR150,000",
                "US tariffs on European cars rising to 25%",
                "Delays to the electric models due in 2027",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def e_company_sidebar_page_two() -> RiskForm:
    house = "Marchbank Securities"
    cover = Column(40, 90, 515)
    cover.line("Brightwater Utilities (BWU LN)", "hebo", 14).line("Regulatory reset priced in; Buy", "hebo", 11)
    cover.line("Rating: Buy | Target price: 1,240p | Price: 1,032p", "helv", 9, after=8)
    cover.para(
        "The regulator's final determination allows a 5.1% return on capital, above the 4.8% the market feared. We "
        "raise our target price to 1,240p."
    )
    main = Column(40, 90, 350)
    main.line("Financial summary", "hebo", 10)
    main.row([(0, "GBPm"), (120, "FY26E"), (180, "FY27E"), (240, "FY28E")], "hebo")
    main.row([(0, "Revenue"), (120, "2,310"), (180, "2,540"), (240, "2,760")])
    main.row([(0, "EBITDA"), (120, "1,180"), (180, "1,320"), (240, "1,450")])
    side = Column(410, 90, 145)
    side.line("Investment risks", "hebo", 9, after=2)
    for text in (
        "Fines for leaks and sewage spills.",
        "Higher interest costs on its index-linked debt.",
        "Political pressure to cap bills.",
    ):
        bullet(side, text, size=8)
    return form(
        "company: Investment risks bullets in a narrow right sidebar of p2 beside the financial summary",
        "en company",
        "E",
        FormLabel(
            "Buy",
            "1,240p",
            (
                "Fines for leaks and sewage spills",
                "Higher interest costs on its index-linked debt",
                "Political pressure to cap bills",
            ),
        ),
        [page(house, 1, cover), page(house, 2, main, side), disclosures_page(house, 3)],
    )


def e_sector_long_heading() -> RiskForm:
    house = "Pendlebury Research"
    cover = sector_cover(
        "US Airlines",
        "Capacity discipline at last",
        "Sector view: Overweight",
        ["Domestic capacity growth slows to 1% in 2H26 and fares are up 6%; we raise 2026E EPS by 10%."],
    )
    cover.line("Risks to our Overweight stance on the sector", "hebo", 10, after=3)
    bullet(cover, "Jet fuel prices above US$3.00 a gallon.")
    bullet(cover, "A slowdown in corporate travel budgets.")
    bullet(cover, "Engine inspections that ground more aircraft.")
    return form(
        "sector: long heading `Risks to our Overweight stance on the sector` over short bullets",
        "en sector",
        "E",
        FormLabel(
            "Overweight",
            None,
            (
                "Jet fuel prices above US$3.00 a gallon",
                "A slowdown in corporate travel budgets",
                "Engine inspections that ground more aircraft",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def e_sector_numbered_then_certification() -> RiskForm:
    house = "Oxley Partners"
    column = sector_cover(
        "China Property",
        "Policy floor is in; sales still falling",
        "Sector view: Underweight",
        ["New home sales fell 12% in April despite easing; we see no recovery before 2027."],
    )
    column.line("Key risks to our Underweight view", "hebo", 10, after=3)
    column.numbered(
        [
            "Large-scale purchases of unsold homes by local governments",
            "Mortgage rate cuts of more than 50bp",
            "Removal of purchase restrictions in the tier-1 cities",
        ],
        "{n}) ",
    )
    column.line("Analyst certification", "hebo", 9)
    column.para(
        "The analysts named in this report certify that the views expressed accurately reflect their personal views "
        "and that no part of their compensation was related to the specific views in this report.",
        "helv",
        7,
    )
    return form(
        "sector: Key risks to our Underweight view 1) 2) 3) without stops, Analyst certification right after",
        "en sector",
        "E",
        FormLabel(
            "Underweight",
            None,
            (
                "Large-scale purchases of unsold homes by local governments",
                "Mortgage rate cuts of more than 50bp",
                "Removal of purchase restrictions in the tier-1 cities",
            ),
        ),
        [page(house, 1, column), disclosures_page(house, 2)],
    )


def batch_e() -> list[RiskForm]:
    return [
        e_sector_after_rated_table(),
        e_company_upside_downside_restart_numbers(),
        e_sector_numbered_turn_with_running_title(),
        e_neg_pointer_and_bear_case(),
        e_sector_em_dash_items(),
        e_company_sidebar_page_two(),
        e_sector_long_heading(),
        e_sector_numbered_then_certification(),
    ]


# --- batch F (written after batch E's fixes, fresh; run once before any rule changed) ------------------------------


def f_sector_inline_numbers_over_turn() -> RiskForm:
    house = "Brightling Securities"
    cover = sector_cover(
        "Global Steel",
        "Chinese exports peak; margins recover outside China",
        "Sector view: Overweight",
        [
            "China's steel exports reached 110mt in 2025 and are now meeting trade barriers in 40 countries. We "
            "expect prices in Europe and the US to rise 10% as imports fall.",
        ],
    )
    cover.y = 718
    cover.line("Investment risks", "hebo", 10, after=3)
    cover.para(
        "The main risks to our view are: (1) a stimulus-led rebound in Chinese steel demand that cuts exports less "
        "than we expect; (2) a global industrial recession; and (3) weaker iron"
    )
    p2 = Column(40, 90, 515)
    p2.line("Global Steel | 12 May 2026", "helv", 7, after=8)
    p2.para("ore prices, which would lower the cost floor for steel prices.", after=8)
    p2.line("Exhibit 6: Steel exports from China (mt)", "hebo", 9)
    p2.row([(0, "2023"), (80, "2024"), (160, "2025"), (240, "2026E")], "hebo")
    p2.row([(0, "91"), (80, "104"), (160, "110"), (240, "96")])
    return form(
        "sector two pages: `The main risks to our view are: (1)…; (2)…; and (3)…` wraps and runs over the page turn",
        "en sector",
        "F",
        FormLabel(
            "Overweight",
            None,
            (
                "a stimulus-led rebound in Chinese steel demand that cuts exports less than we expect",
                "a global industrial recession",
                # cut at the page's end to stay verbatim-contiguous, as bench/labels/README.md labels rp_025's item
                # that runs over a page break
                "weaker iron",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def f_sector_shaded_box_phrases() -> RiskForm:
    house = "Caversham Research"
    cover = sector_cover(
        "Global Payments",
        "Stablecoins are not the threat the market fears",
        "Industry view: Attractive",
        [
            "Stablecoin payment volumes are growing fast from a small base, but card networks are adding them as "
            "another rail. We see 12% revenue growth for the networks in 2026E.",
        ],
    )
    top = cover.y
    box = Column(52, top + 16, 490)
    box.line("Key risks", "hebo", 9, after=2)
    for text in ("Interchange fee caps in the US", "Stablecoin rails that bypass the networks", "A slowdown in travel"):
        box.line(text, "helv", 9, after=1)
    cover.y = box.y + 14
    cover.para(
        "We prefer the networks over the processors: Meridian Card (MRDC US, Overweight) and Atlas Pay (ATPY US, "
        "Overweight)."
    )

    def shade(page_: pymupdf.Page) -> None:
        page_.draw_rect(pymupdf.Rect(44, top + 2, 551, box.y + 2), color=None, fill=(0.92, 0.94, 0.97))

    return form(
        "sector: shaded `Key risks` box of unmarked phrases, one a line, between two paragraphs",
        "en sector",
        "F",
        FormLabel(
            "Attractive",
            None,
            ("Interchange fee caps in the US", "Stablecoin rails that bypass the networks", "A slowdown in travel"),
        ),
        [[shade, *page(house, 1, cover, box)], disclosures_page(house, 2)],
    )


def f_company_two_direction_sentences() -> RiskForm:
    house = "Ellerby Capital"
    cover = Column(40, 90, 515)
    cover.line("Solent Marine (SLNT LN)", "hebo", 14).line("Order intake strong; Hold", "hebo", 11)
    cover.line("Rating: Hold | Target price: 620p | Price: 588p", "helv", 9, after=8)
    cover.para("Order intake rose 15% in FY26 on naval demand; we raise our target price to 620p but stay at Hold.")
    cover.line("Risks", "hebo", 10, after=3)
    cover.para(
        "Downside risks include delays to the frigate programme and cost overruns on fixed-price contracts. Upside "
        "risks include new export orders from the Middle East."
    )
    return form(
        "company: Risks paragraph of a downside sentence and an upside sentence, each naming its risks",
        "en company",
        "F",
        FormLabel(
            "Hold",
            "620p",
            (
                "Downside risks include delays to the frigate programme and cost overruns on fixed-price contracts",
                "Upside risks include new export orders from the Middle East",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def f_neg_equity_risk_premium() -> RiskForm:
    house = "Lowther Global"
    cover = sector_cover(
        "European Equity Strategy",
        "Valuations are not stretched",
        None,
        [
            "European equities trade at 13.5x forward earnings, a 35% discount to the US. We raise our year-end "
            "target for the Stoxx 600 to 600.",
        ],
    )
    cover.line("Equity risk premium", "hebo", 10, after=3)
    cover.para(
        "The equity risk premium in Europe is 5.8%, against a 20-year average of 5.1%. Even if bond yields rise "
        "by 50bp, equities would remain cheap against bonds on our model."
    )
    cover.line("Sector allocation", "hebo", 10, after=3)
    cover.para("We are overweight Banks, Industrials and Healthcare, and underweight Staples and Chemicals.")
    return form(
        "NEG strategy: an `Equity risk premium` section of valuation prose",
        "en sector",
        "F",
        FormLabel(None, None, ()),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def f_sector_numbered_title_lines() -> RiskForm:
    house = "Ashcombe Research"
    cover = sector_cover(
        "US Data Centre REITs",
        "Power is the new land",
        "Sector view: Overweight",
        ["Vacancy in the top markets is below 2% and rents for new leases rose 12% in 2025."],
    )
    cover.line("Key risks", "hebo", 10, after=3)
    for number, title, text in (
        (1, "Power constraints", "Utilities may not connect new sites on time, delaying revenue by a year or more."),
        (2, "Tenant concentration", "The four largest cloud providers sign 70% of new leases."),
        (3, "Obsolescence", "Liquid-cooled AI racks need designs that older sites cannot support."),
    ):
        cover.line(f"{number}. {title}", "hebo", 9, after=1)
        cover.para(text, after=4)
    return form(
        "sector: Key risks as numbered bold title lines, each over its explanation",
        "en sector",
        "F",
        FormLabel("Overweight", None, ("Power constraints", "Tenant concentration", "Obsolescence")),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def f_sector_risk_our_view_table() -> RiskForm:
    house = "Fernhill Securities"
    cover = sector_cover(
        "Japan Trading Houses",
        "Buy-backs and commodity hedges support returns",
        "Sector view: Positive",
        ["The five trading houses will return JPY4trn to shareholders in FY3/27E, 8% of their market value."],
    )
    cover.line("Key risks to our positive view", "hebo", 10, after=3)
    cover.row([(0, "Risk"), (200, "Our view")], "hebo")
    cover.row([(0, "A fall in coal and LNG prices"), (200, "Hedged for 60% of FY3/27E volumes")])
    cover.row([(0, "A stronger yen"), (200, "Each JPY1 move cuts profit by 0.4%")])
    cover.row([(0, "Impairments on overseas assets"), (200, "Written down by 30% since FY3/21")])
    cover.line("Source: Fernhill Securities", "helv", 7)
    return form(
        "sector: Key risks to our positive view over a Risk | Our view table",
        "en sector",
        "F",
        FormLabel(
            "Positive",
            None,
            ("A fall in coal and LNG prices", "A stronger yen", "Impairments on overseas assets"),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def f_sector_before_company_profiles() -> RiskForm:
    house = "Whinfell Partners"
    cover = sector_cover(
        "ASEAN Telecoms",
        "Tower sales unlock value",
        "Sector view: Overweight",
        ["Operators in Indonesia and Malaysia are selling towers at 14-16x EBITDA, double their own multiples."],
    )
    cover.line("Conclusion", "hebo", 10, after=3)
    cover.para("We see 20% upside for the sector as the proceeds fund buy-backs and special dividends.")
    cover.line("Risks to our sector view", "hebo", 10, after=3)
    bullet(cover, "Price competition returning in Indonesian mobile data.")
    bullet(cover, "Regulators blocking in-market consolidation.")
    p2 = Column(40, 90, 515)
    p2.line("Appendix: company profiles", "hebo", 11, after=4)
    for name, risks in (
        ("Nusantara Telekom (NTLK IJ): Buy, TP IDR 4,600", "a delay to the tower sale; higher spectrum fees."),
        ("Semenanjung Mobile (SMM MK): Hold, TP MYR 5.10", "weaker prepaid revenue; a higher dividend tax."),
    ):
        p2.line(name, "hebo", 9)
        p2.para("The tower sale is due to close in 3Q26 and will cut net debt by 40%.")
        p2.para(risks, lead="Key risks: ", lead_font="hebo", after=8)
    return form(
        "sector: Risks to our sector view after the Conclusion, company profiles with `Key risks:` lines after",
        "en sector",
        "F",
        FormLabel(
            "Overweight",
            None,
            ("Price competition returning in Indonesian mobile data", "Regulators blocking in-market consolidation"),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def f_sector_following_risks_lead() -> RiskForm:
    house = "Gatesby Research"
    cover = sector_cover(
        "European Defence",
        "Budgets double; supply chains are the constraint",
        "Sector view: Overweight",
        ["NATO members have committed to spend 3.5% of GDP on defence by 2035, against 2% in 2024."],
    )
    cover.line("Risks", "hebo", 10, after=3)
    cover.line("We see the following risks to our view:", "helv", 9)
    bullet(cover, "A ceasefire that leads governments to slow spending plans.")
    bullet(cover, "Shortages of explosives and rare earth magnets.")
    bullet(cover, "Governments favouring US suppliers for fighter jets and air defence.")
    return form(
        "sector: Risks heading, `We see the following risks to our view:` lead line, then bullets",
        "en sector",
        "F",
        FormLabel(
            "Overweight",
            None,
            (
                "A ceasefire that leads governments to slow spending plans",
                "Shortages of explosives and rare earth magnets",
                "Governments favouring US suppliers for fighter jets and air defence",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_f() -> list[RiskForm]:
    return [
        f_sector_inline_numbers_over_turn(),
        f_sector_shaded_box_phrases(),
        f_company_two_direction_sentences(),
        f_neg_equity_risk_premium(),
        f_sector_numbered_title_lines(),
        f_sector_risk_our_view_table(),
        f_sector_before_company_profiles(),
        f_sector_following_risks_lead(),
    ]


# --- batch G (written after batch F's fixes, fresh; run once before any rule changed) ------------------------------


def g_sector_key_risks_colon_heading_dashes() -> RiskForm:
    house = "Larkspur Securities"
    cover = sector_cover(
        "Global Autos Suppliers",
        "Tariff pass-through is working",
        "Sector view: Neutral",
        ["Suppliers have passed on 80% of tariff costs to carmakers, and margins held at 6.5% in 1Q26."],
    )
    cover.line("Key risks to our view:", "hebo", 10, after=3)
    for text in (
        "Carmakers cutting 2H26 production schedules in Europe",
        "Higher aluminium and copper costs",
        "A faster move to in-house electronics by carmakers",
    ):
        cover.para(text, mark="- ", after=2)
    return form(
        "sector: bold `Key risks to our view:` heading with a colon over hyphen items without stops",
        "en sector",
        "G",
        FormLabel(
            "Neutral",
            None,
            (
                "Carmakers cutting 2H26 production schedules in Europe",
                "Higher aluminium and copper costs",
                "A faster move to in-house electronics by carmakers",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def g_sector_risks_after_stock_table_pages() -> RiskForm:
    house = "Mortlake Research"
    cover = sector_cover(
        "Hong Kong Property",
        "Rents bottom; developers re-rate",
        "Sector view: Overweight",
        ["Residential rents rose 6% in 2025 and primary sales are up 30% year to date."],
    )
    p2 = Column(40, 90, 515)
    p2.line("Exhibit 8: Stock calls", "hebo", 9)
    p2.row([(0, "Company"), (130, "Ticker"), (190, "Rating"), (250, "TP (HK$)"), (320, "Key risk")], "hebo")
    p2.row([(0, "Harbour Land"), (130, "1168 HK"), (190, "Buy"), (250, "48.00"), (320, "Land bank costs")])
    p2.row([(0, "Peak Estates"), (130, "0627 HK"), (190, "Hold"), (250, "21.50"), (320, "Office vacancy")])
    p2.line("Source: Mortlake Research", "helv", 7, after=10)
    p2.line("What could go wrong", "hebo", 10, after=3)
    p2.para(
        "Mortgage rates could rise again if US rates stay high, which would hurt affordability.", mark="1. ", after=2
    )
    p2.para("Mainland buyers could turn cautious if the economy slows.", mark="2. ", after=2)
    return form(
        "sector p2: `What could go wrong` numbered after a stock-call table with a Key risk column",
        "en sector",
        "G",
        FormLabel(
            "Overweight",
            None,
            (
                "Mortgage rates could rise again if US rates stay high, which would hurt affordability",
                "Mainland buyers could turn cautious if the economy slows",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def g_company_inline_lead_then_bullets_next_page() -> RiskForm:
    house = "Crowhurst Capital"
    cover = Column(40, 90, 515)
    cover.line("Veridian Mining (VRDN AU)", "hebo", 14).line("Copper growth funded; Outperform", "hebo", 11)
    cover.line("Rating: Outperform | Price target: A$9.40 | Price: A$7.85", "helv", 9, after=8)
    cover.para("The Kalgoorlie expansion is fully funded after the A$600m raise, and first copper is due in 2027.")
    cover.y = 730
    cover.line("Key risks", "hebo", 10, after=3)
    bullet(cover, "Copper prices below US$8,500/t.")
    p2 = Column(40, 90, 515)
    bullet(p2, "Cost overruns at the Kalgoorlie expansion.")
    bullet(p2, "A stronger Australian dollar.")
    p2.y += 8
    p2.line("Valuation", "hebo", 10)
    p2.para("Our A$9.40 target is based on 1.0x NAV at a 7% real discount rate.")
    return form(
        "company two pages: one Key risks bullet at the foot of p1, two more at the top of p2",
        "en company",
        "G",
        FormLabel(
            "Outperform",
            "A$9.40",
            (
                "Copper prices below US$8,500/t",
                "Cost overruns at the Kalgoorlie expansion",
                "A stronger Australian dollar",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def g_neg_not_rated_comps_and_legend() -> RiskForm:
    house = "Eskdale Research"
    cover = sector_cover(
        "Global Robotics",
        "Humanoids: the supply chain takes shape",
        None,
        [
            "We map the humanoid robot supply chain and the listed companies exposed to it. We do not rate most of "
            "these stocks; this note is not a recommendation to buy or sell them.",
        ],
    )
    cover.line("Exhibit 2: Listed exposure (not rated)", "hebo", 9)
    cover.row([(0, "Company"), (140, "Ticker"), (200, "Exposure"), (280, "Main risk to the theme")], "hebo")
    cover.row([(0, "Harmonic Gear"), (140, "6324 JP"), (200, "Reducers"), (280, "Chinese price competition")])
    cover.row([(0, "Servotronix"), (140, "SVTX US"), (200, "Motors"), (280, "Customer concentration")])
    cover.line("Source: Eskdale Research", "helv", 7, after=8)
    cover.line("Risk ratings", "hebo", 9)
    cover.para(
        "High risk: the stock's volatility is more than 1.5x the market's. Low risk: volatility below the market's.",
        "helv",
        7,
    )
    return form(
        "NEG sector: a not-rated exposure table with a `Main risk to the theme` column, a risk-rating legend",
        "en sector",
        "G",
        FormLabel(None, None, ()),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def g_sector_paragraph_then_bullets_mixed() -> RiskForm:
    house = "Tinsley Partners"
    cover = sector_cover(
        "US Restaurants",
        "Value wars cap margins",
        "Industry view: In-Line",
        ["Traffic fell 2% in 1Q26 as chains discounted to win back low-income customers."],
    )
    cover.line("Risks to our In-Line view", "hebo", 10, after=3)
    cover.para("Upside risks to our view:", after=2)
    bullet(cover, "Lower beef and chicken prices in 2H26.")
    bullet(cover, "A quicker end to the discounting.")
    cover.para("Downside risks to our view:", after=2)
    bullet(cover, "A rise in unemployment among young adults.")
    bullet(cover, "Minimum wage increases in California and New York.")
    return form(
        "sector: `Upside risks to our view:` / `Downside risks to our view:` body-type lines over bullets",
        "en sector",
        "G",
        FormLabel(
            "In-Line",
            None,
            (
                "Lower beef and chicken prices in 2H26",
                "A quicker end to the discounting",
                "A rise in unemployment among young adults",
                "Minimum wage increases in California and New York",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def g_sector_semicolon_paragraph_heading() -> RiskForm:
    house = "Westray Securities"
    cover = sector_cover(
        "China Consumer Staples",
        "Premiumisation resumes",
        "Sector view: Overweight",
        ["Sales of premium baijiu and dairy rose 9% in the Spring Festival, the first rise in two years."],
    )
    cover.line("Key risks", "hebo", 10, after=3)
    cover.para(
        "Weaker consumer confidence as property prices fall; higher raw milk costs if herd culls slow; and tighter "
        "rules on alcohol at official banquets."
    )
    return form(
        "sector: Key risks heading over one paragraph of semicolon items wrapping two lines",
        "en sector",
        "G",
        FormLabel(
            "Overweight",
            None,
            (
                "Weaker consumer confidence as property prices fall",
                "higher raw milk costs if herd culls slow",
                "tighter rules on alcohol at official banquets",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_g() -> list[RiskForm]:
    return [
        g_sector_key_risks_colon_heading_dashes(),
        g_sector_risks_after_stock_table_pages(),
        g_company_inline_lead_then_bullets_next_page(),
        g_neg_not_rated_comps_and_legend(),
        g_sector_paragraph_then_bullets_mixed(),
        g_sector_semicolon_paragraph_heading(),
    ]


# --- batch H (session 30, s30-en-risks) ----------------------------------------------------------------------------
# Sector and strategy notes of several pages whose risks sit after pages of body text and tables: the risks as the
# last section before a risk-worded disclosure, run-in `Risks to our view:` / `Key risks to our thesis.` leads, a
# stock-by-stock note whose risk paragraphs are the stocks' own, a p1 `Investment risks` sidebar whose bullets wrap in
# a narrow column, a `Catalysts | Risks` table, upside and downside lists side by side, a list split by a page turn,
# a `Key risks` heading set high on a later page, and negative forms.


def h_sector_last_before_risky_disclosures() -> RiskForm:
    house = "Dunmore Capital"
    cover = sector_cover(
        "US Regional Banks",
        "Deposit costs have peaked; NIM expands from 2Q26",
        "Industry view: Overweight",
        [
            "Deposit betas have turned and loan yields keep repricing higher, so we expect net interest margins to "
            "expand by 12bp over the next four quarters. Credit costs in commercial real estate are rising, but "
            "reserves already cover our loss scenario.",
            "We raise our price targets across the group and prefer banks with asset-sensitive balance sheets.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Exhibit 4: Net interest margin, 4Q24-4Q26E", "hebo", 9)
    p2.row([(0, "Bank"), (150, "4Q24"), (210, "4Q25"), (270, "4Q26E")], "hebo")
    p2.row([(0, "Tidewater Bancorp"), (150, "3.12%"), (210, "3.05%"), (270, "3.24%")])
    p2.row([(0, "Prairie Trust"), (150, "3.41%"), (210, "3.33%"), (270, "3.47%")])
    p2.line("Source: Company data, Dunmore Capital estimates", "helv", 7, after=8)
    for text in (
        "Loan growth is slow but steady. Commercial and industrial loans grew 3% in 1Q26 and pipelines have filled "
        "since the election, while consumer lending is flat.",
        "Capital is ample: the group's CET1 ratio averages 11.2%, and we expect buy-backs to resume in 2H26 once "
        "the rules on unrealised losses are final.",
    ):
        p2.para(text, after=6)
    p2.y += 6
    p2.line("Investment risks", "hebo", 11, after=4)
    bullet(p2, "Faster Fed cuts than we assume would compress asset yields before deposit costs fall.")
    bullet(p2, "Office loan losses could rise well above our 4% cumulative loss assumption.")
    bullet(p2, "Tighter capital rules for banks with USD 100-250bn of assets would cap buy-backs.")
    p3 = Column(40, 90, 515)
    p3.line("Important disclosures", "hebo", 11, after=6)
    p3.line("Risk factors", "hebo", 8)
    p3.para(
        "Investing in the securities discussed involves risk, including the risk of loss of principal. Securities "
        "of small companies carry additional risks. Foreign currency rates of exchange may adversely affect the "
        "value of the securities.",
        "helv",
        7,
    )
    p3.line("Ratings and risk ratings", "hebo", 8)
    p3.para(
        "Overweight: the stock's total return is expected to exceed the average of the industry coverage universe. "
        "Underweight: below it. High risk: the stock's volatility is above that of its index.",
        "helv",
        7,
    )
    return form(
        "sector 3pp: `Investment risks` bullets as the last section of p2, then disclosures full of `risk`",
        "en sector",
        "H",
        FormLabel(
            "Overweight",
            None,
            (
                "Faster Fed cuts than we assume would compress asset yields before deposit costs fall",
                "Office loan losses could rise well above our 4% cumulative loss assumption",
                "Tighter capital rules for banks with USD 100-250bn of assets would cap buy-backs",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), [_spans(en_header(house), p3, en_footer(house, 3))]],
    )


def h_strategy_risks_to_view_run_in_sentences() -> RiskForm:
    house = "Calloway Strategy"
    cover = sector_cover(
        "Global Equity Strategy",
        "Broadening out: stay long cyclicals into 2H26",
        None,
        [
            "Earnings revisions have turned positive outside technology for the first time since 2022, and PMIs are "
            "back above 50 in all major regions. We stay Overweight cyclicals and Europe against the US.",
            "Our year-end target for the S&P 500 is 7,400 and for the Stoxx 600 is 610.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Sector allocation", "hebo", 11, after=4)
    p2.row([(0, "Sector"), (160, "Allocation"), (240, "Change")], "hebo")
    p2.row([(0, "Industrials"), (160, "Overweight"), (240, "-")])
    p2.row([(0, "Materials"), (160, "Overweight"), (240, "Up from Neutral")])
    p2.row([(0, "Utilities"), (160, "Underweight"), (240, "-")])
    p2.line("Source: Calloway Strategy", "helv", 7, after=8)
    p2.para(
        "The rotation has further to run: cyclicals still trade at a 15% discount to defensives on 12-month forward "
        "P/E, against a ten-year average of 5%.",
        after=8,
    )
    p2.para(
        "A sharper slowdown in US hiring would hit cyclical earnings first. An oil price above US$100/bbl would "
        "squeeze margins in Europe. A hawkish surprise from the Fed would lift real yields and the dollar.",
        lead="Risks to our view: ",
        after=8,
    )
    p2.para("We would revisit our call if the global PMI fell back below 50 for two months in a row.")
    return form(
        "strategy p2: bold run-in `Risks to our view:` opening a paragraph of three sentences after a table",
        "en sector",
        "H",
        FormLabel(
            None,
            None,
            (
                "A sharper slowdown in US hiring would hit cyclical earnings first",
                "An oil price above US$100/bbl would squeeze margins in Europe",
                "A hawkish surprise from the Fed would lift real yields and the dollar",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def h_sector_per_stock_risk_paragraphs_only() -> RiskForm:
    house = "Ormsby Whitlock"
    cover = sector_cover(
        "European Airlines",
        "Summer bookings strong; fuel a tailwind",
        "Sector view: Neutral",
        [
            "Forward bookings for the summer are up 6% on last year at stable yields, and jet fuel is 12% cheaper. "
            "We stay Neutral on the sector but prefer the low-cost carriers.",
        ],
    )
    p2 = Column(40, 90, 515)
    stocks = (
        (
            "Skylark Air (SKY LN): Buy, TP 1,450p",
            "The lowest unit cost in Europe and a fleet plan funded from cash.",
            "Risks: delays in aircraft deliveries; a fall in summer fares; a stronger US dollar.",
        ),
        (
            "Aerolinea Ibera (AIB SM): Hold, TP EUR 5.20",
            "Transatlantic demand holds up, but the shares price in a full recovery.",
            "Risks: strikes by ground staff (downside); faster growth in Latin America (upside).",
        ),
        (
            "Nordvind (NORD NO): Sell, TP NOK 11",
            "High leverage and an old fleet leave the company exposed to cost inflation.",
            "Risks: a takeover bid (upside); a sharp fall in jet fuel prices (upside).",
        ),
    )
    for heading, text, risks in stocks:
        p2.line(heading, "hebo", 10, after=3)
        p2.para(text, after=3)
        p2.para(risks, after=10)
    p2.line("Valuation summary", "hebo", 10)
    p2.row([(0, "Company"), (150, "Rating"), (220, "TP"), (290, "EV/EBITDAR 26E")], "hebo")
    p2.row([(0, "Skylark Air"), (150, "Buy"), (220, "1,450p"), (290, "5.1x")])
    p2.row([(0, "Aerolinea Ibera"), (150, "Hold"), (220, "EUR 5.20"), (290, "3.8x")])
    p2.row([(0, "Nordvind"), (150, "Sell"), (220, "NOK 11"), (290, "4.4x")])
    return form(
        "NEG sector: each stock's `Risks:` paragraph under its heading, no risk section of the sector's",
        "en sector",
        "H",
        FormLabel("Neutral", None, ()),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def h_sector_sidebar_investment_risks_narrow() -> RiskForm:
    house = "Penrose Hale"
    main = Column(40, 90, 350)
    main.line("Asia Gaming", "hebo", 14).line("Mass market carries the recovery", "hebo", 11, after=6)
    main.line("Industry view: Attractive", "helv", 9, after=8)
    for text in (
        "Gross gaming revenue in Macau reached 88% of its 2019 level in April, led by the mass market, where "
        "margins are higher. We raise our 2026E GGR forecast by 4% and expect EBITDA to surpass 2019 by 2027.",
        "Our top pick is Lotus Resorts (1928 HK, Overweight, PT HK$38). We also like Jade Bay Entertainment "
        "(JBE US, Overweight, PT US$64).",
        "Hotel occupancy is above 95% on weekends and new non-gaming venues draw visitors from the Greater Bay "
        "Area, which should support mass volumes through the slower summer months.",
    ):
        main.para(text, after=6)
    side = Column(410, 90, 145)
    side.line("Investment risks", "hebo", 9, after=2)
    for text in (
        "A slowdown in mainland consumption that cuts visitor spending per trip.",
        "Tighter rules on junkets or cross-border payments.",
        "Concession terms that require more non-gaming investment than planned.",
    ):
        bullet(side, text, size=8)
    side.y += 6
    side.line("Analysts", "hebo", 8).line("Grace Lam, CFA", "helv", 8).line("+852 2800 1234", "helv", 8)
    box = _rules([(405, 555, 80), (405, 555, side.y + 2)])
    return form(
        "sector p1: `Investment risks` box in a right sidebar, bullets wrapping over two or three narrow lines",
        "en sector",
        "H",
        FormLabel(
            "Attractive",
            None,
            (
                "A slowdown in mainland consumption that cuts visitor spending per trip",
                "Tighter rules on junkets or cross-border payments",
                "Concession terms that require more non-gaming investment than planned",
            ),
        ),
        [page(house, 1, main, side, extra=[box]), disclosures_page(house, 2)],
    )


def h_sector_catalysts_risks_table_wrapped() -> RiskForm:
    house = "Brackley Securities"
    cover = sector_cover(
        "India Cement",
        "Consolidation lifts pricing power",
        "Sector view: Overweight",
        [
            "The top five producers now hold 58% of capacity, up from 45% in 2020, and price hikes have stuck in "
            "the north and centre. We expect EBITDA per tonne to rise 15% in FY27E.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Catalysts and risks", "hebo", 11, after=4)
    p2.row([(0, "Catalysts"), (260, "Risks")], "hebo")
    p2.row([(0, "Price hikes in the south after the monsoon"), (260, "A weak monsoon that delays rural housing")])
    p2.row([(0, "Lower pet coke prices"), (260, "Capacity additions of 60mt a year that")])
    p2.row([(260, "outrun demand")])
    p2.row([(0, "Government spending on roads before the"), (260, "Higher freight costs if diesel prices rise")])
    p2.row([(0, "state elections")])
    p2.line("Source: Brackley Securities", "helv", 7, after=8)
    p2.para(
        "We value the stocks on EV/tonne against replacement cost. Our top pick is Vindhya Cement (VCEM IN, Buy, "
        "TP INR 1,420)."
    )
    return form(
        "sector p2: `Catalysts | Risks` table, cells in both columns wrapping onto a second line",
        "en sector",
        "H",
        FormLabel(
            "Overweight",
            None,
            (
                "A weak monsoon that delays rural housing",
                "Capacity additions of 60mt a year that outrun demand",
                "Higher freight costs if diesel prices rise",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def h_strategy_upside_downside_side_by_side() -> RiskForm:
    house = "Wrexham Partners"
    cover = sector_cover(
        "Japan Equity Strategy",
        "Governance reform has further to run",
        None,
        [
            "Buy-backs by TOPIX companies reached JPY18trn in FY3/26, and a third of the index still trades below "
            "book. We raise our TOPIX target to 3,300 and stay Overweight Japan in global portfolios.",
            "We prefer banks, trading houses and machinery; we stay Underweight utilities and food.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Earnings and valuation", "hebo", 11, after=4)
    p2.para(
        "We expect TOPIX EPS to grow 9% in FY3/27E, of which buy-backs add two points. The index trades at 14.8x "
        "forward earnings, in line with its ten-year average, while ROE has risen to 9.5%.",
        after=10,
    )
    p2.line("Risks to our view", "hebo", 11, after=4)
    top = p2.y
    left = Column(40, top, 245)
    left.line("Upside risks", "hebo", 9, after=2)
    bullet(left, "A faster rise in wages that lifts domestic consumption.")
    bullet(left, "More unwinding of cross-shareholdings by banks.")
    right = Column(310, top, 245)
    right.line("Downside risks", "hebo", 9, after=2)
    bullet(right, "A rapid rise of the yen past JPY130 to the dollar.")
    bullet(right, "US tariffs on Japanese cars and machinery.")
    bullet(right, "A BoJ hike that tightens financial conditions too fast.")
    return form(
        "strategy p2: `Risks to our view` over `Upside risks` and `Downside risks` lists side by side",
        "en sector",
        "H",
        FormLabel(
            None,
            None,
            (
                "A faster rise in wages that lifts domestic consumption",
                "More unwinding of cross-shareholdings by banks",
                "A rapid rise of the yen past JPY130 to the dollar",
                "US tariffs on Japanese cars and machinery",
                "A BoJ hike that tightens financial conditions too fast",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2, left, right), disclosures_page(house, 3)],
    )


def h_sector_numbered_split_by_turn_bold_running_title() -> RiskForm:
    house = "Hollis Kemp"
    cover = sector_cover(
        "Global Shipping",
        "Red Sea diversions keep rates high through 2026",
        "Sector view: Neutral",
        [
            "Container rates are 2.5x their 2019 level as ships still sail around the Cape. New ships will add 9% "
            "to the fleet in 2026, so rates fall once the Suez route reopens.",
            "We keep Neutral and prefer tanker owners over container lines.",
        ],
    )
    cover.y = 700
    cover.line("Risks to our sector view", "hebo", 10, after=3)
    cover.para("1. A reopening of the Suez route earlier than mid-2027, which would release 8% of capacity.", after=2)
    cover.para("2. A US-China trade deal that lifts transpacific volumes more than we expect.", after=2)
    p2 = Column(40, 90, 515)
    p2.para("3. Scrapping of old ships faster than the 1.5% of the fleet a year we assume.", after=2)
    p2.para("4. New IMO carbon rules that slow the fleet and cut effective supply.", after=10)
    p2.line("Exhibit 7: Fleet growth and scrapping", "hebo", 9)
    p2.row([(0, ""), (200, "2025"), (260, "2026E"), (320, "2027E")], "hebo")
    p2.row([(0, "Deliveries"), (200, "10.1%"), (260, "9.0%"), (320, "5.6%")])
    p2.row([(0, "Scrapping"), (200, "0.4%"), (260, "1.5%"), (320, "2.0%")])
    title = Column(40, 52, 515).line("Global Shipping", "hebo", 8)
    return form(
        "sector: numbered list split by the page turn, p2 under the running header and a bold running title",
        "en sector",
        "H",
        FormLabel(
            "Neutral",
            None,
            (
                "A reopening of the Suez route earlier than mid-2027, which would release 8% of capacity",
                "A US-China trade deal that lifts transpacific volumes more than we expect",
                "Scrapping of old ships faster than the 1.5% of the fleet a year we assume",
                "New IMO carbon rules that slow the fleet and cut effective supply",
            ),
        ),
        [page(house, 1, cover), page(house, 2, title, p2), disclosures_page(house, 3)],
    )


def h_sector_key_risks_high_on_page_three() -> RiskForm:
    house = "Thornbury Equities"
    cover = sector_cover(
        "Australian Iron Ore",
        "Supply discipline keeps prices above US$95/t",
        "Sector view: Positive",
        [
            "Chinese steel output is flat but port inventories have fallen for eight weeks, and the new Guinean "
            "supply ramps up more slowly than the market feared.",
            "We upgrade Red Range Mining (RRM AU) to Buy with a TP of A$24.50.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Supply and demand balance", "hebo", 11, after=4)
    for text in (
        "Seaborne supply grows 2% in 2026E, of which most comes from the Pilbara brownfield projects. Demand from "
        "China's steel mills stays flat as property declines are offset by exports and infrastructure.",
        "India's steel output grows 8% a year, but it uses domestic ore, so the effect on the seaborne market is "
        "small until 2028.",
    ):
        p2.para(text, after=6)
    p2.row([(0, "Mt"), (200, "2025"), (260, "2026E"), (320, "2027E")], "hebo")
    p2.row([(0, "Seaborne supply"), (200, "1,580"), (260, "1,612"), (320, "1,655")])
    p2.row([(0, "Seaborne demand"), (200, "1,574"), (260, "1,600"), (320, "1,620")])
    p3 = Column(40, 58, 515)
    p3.line("Key risks", "hebo", 11, after=4)
    bullet(p3, "A deeper fall in Chinese property starts that cuts steel demand.")
    bullet(p3, "A faster ramp-up of Simandou, which could add 60Mtpa by 2027.")
    bullet(p3, "A stronger Australian dollar, which cuts earnings in local currency.")
    p3.y += 8
    p3.line("Valuation", "hebo", 11, after=4)
    p3.para("We value the miners on a DCF at a long-term iron ore price of US$80/t and a WACC of 8%.")
    return form(
        "sector 3pp: `Key risks` heading set high on p3, in the page's top band under the running header",
        "en sector",
        "H",
        FormLabel(
            "Positive",
            None,
            (
                "A deeper fall in Chinese property starts that cuts steel demand",
                "A faster ramp-up of Simandou, which could add 60Mtpa by 2027",
                "A stronger Australian dollar, which cuts earnings in local currency",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def h_neg_strategy_risk_words_comps() -> RiskForm:
    house = "Mallory Grant"
    cover = sector_cover(
        "Emerging Markets Strategy",
        "Risk appetite returns: add to EM equities",
        None,
        [
            "With the dollar weaker and the Fed cutting, risk-on flows into emerging markets have resumed: EM equity "
            "funds took in US$9bn in April. The equity risk premium in EM is 6.1%, against 3.8% in the US.",
            "We move Korea and Brazil to Overweight and fund it from India, where valuations are stretched.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Valuation comparison", "hebo", 11, after=4)
    p2.row([(0, "Market"), (150, "12m fwd P/E"), (240, "EPS growth 26E"), (340, "Risk premium")], "hebo")
    p2.row([(0, "Korea"), (150, "9.8x"), (240, "18%"), (340, "6.9%")])
    p2.row([(0, "Brazil"), (150, "8.1x"), (240, "11%"), (340, "7.4%")])
    p2.row([(0, "India"), (150, "22.4x"), (240, "14%"), (340, "3.1%")])
    p2.line("Source: Mallory Grant, consensus estimates", "helv", 7, after=8)
    p2.para(
        "Country risk scores have improved in both Korea and Brazil this year, and sovereign spreads are near their "
        "tightest since 2021. Our risk-adjusted return model ranks Korea first of 24 markets."
    )
    return form(
        "NEG strategy: `risk appetite`, `risk-on`, `equity risk premium`, a comps table with a `Risk premium` column",
        "en sector",
        "H",
        FormLabel(None, None, ()),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def h_sector_key_risks_thesis_lead_include() -> RiskForm:
    house = "Ashdown Research"
    cover = sector_cover(
        "US Oilfield Services",
        "International cycle offsets a flat US land market",
        "Industry view: In-Line",
        [
            "Offshore and Middle East activity keeps growing at high single digits, while the US rig count is flat. "
            "We prefer the companies with the most international exposure.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Company views", "hebo", 11, after=4)
    p2.para(
        "Meridian Drilling (MDRL US, Overweight, PT US$58): offshore day rates are up 20% and the fleet is fully "
        "contracted for 2026. Risks to our PT include a fall in Brent below US$60/bbl and rig reactivations.",
        after=6,
    )
    p2.para(
        "Coyote Pressure Pumping (CPP US, Underweight, PT US$9): pricing is weak and the fleet is old. Risks to our "
        "PT include a rebound in US gas drilling.",
        after=10,
    )
    p2.para(
        "Key risks to our In-Line view include a sustained fall in oil prices below US$60/bbl, a delay of Middle East "
        "gas projects and renewed cost inflation for steel tubulars.",
        lead="Key risks to our thesis. ",
    )
    return form(
        "sector p2: per-stock `Risks to our PT include…`, then a bold `Key risks to our thesis.` lead over one sentence",
        "en sector",
        "H",
        FormLabel(
            "In-Line",
            None,
            (
                "Key risks to our In-Line view include a sustained fall in oil prices below US$60/bbl, a delay of Middle "
                "East gas projects and renewed cost inflation for steel tubulars",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def h_sector_risks_to_call_caps_dashes_before_appendix() -> RiskForm:
    house = "Sefton Lyle"
    cover = sector_cover(
        "European Telecoms",
        "Consolidation finally arrives",
        "Sector view: Overweight",
        [
            "The EU's new merger guidelines allow four-to-three deals in mobile, and we expect two in 2026. Pricing "
            "has risen in five of the six largest markets this year.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Deal scenarios", "hebo", 11, after=4)
    p2.para(
        "In Italy and Spain a merger would cut the number of networks to three and save EUR 1.2bn of costs a year. "
        "We include 50% of the synergies in our price targets.",
        after=10,
    )
    p2.line("RISKS TO OUR CALL", "hebo", 9, after=3)
    p2.para(
        "Regulators could still block deals or demand remedies that give spectrum to new entrants.", mark=DASH, after=2
    )
    p2.para("Price cuts by discount brands could undo this year's price rises.", mark=DASH, after=2)
    p2.para("Spectrum auctions in 2027 could cost more than the EUR 6bn we assume.", mark=DASH, after=10)
    p2.line("Appendix: company profiles", "hebo", 11, after=4)
    p2.para(
        "Vectis Telecom (VEC IM, Buy, TP EUR 0.42): the largest fixed network in Italy. Risks: a delay of the network "
        "sale; more price cuts by Iliad.",
        after=6,
    )
    return form(
        "sector p2: `RISKS TO OUR CALL` in small capitals over dash items, before a company-profile appendix",
        "en sector",
        "H",
        FormLabel(
            "Overweight",
            None,
            (
                "Regulators could still block deals or demand remedies that give spectrum to new entrants",
                "Price cuts by discount brands could undo this year's price rises",
                "Spectrum auctions in 2027 could cost more than the EUR 6bn we assume",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def h_company_risk_mitigant_table_wrapped() -> RiskForm:
    house = "Lindqvist & Partners"
    cover = sector_cover(
        "Northwind Turbines (NWT DC)",
        "Order intake recovers; reiterate Buy",
        "Rating: Buy | Price target: DKK 178 | Price: DKK 142",
        [
            "Order intake rose 35% in 1Q26 on onshore orders in Germany and the US, and pricing per MW is up 4%. We "
            "raise our 2027E EBIT margin to 7.5% and keep our DKK 178 target, based on 12x 2027E EV/EBIT.",
        ],
    )
    cover.line("Risks", "hebo", 10, after=3)
    cover.row([(0, "Risk"), (220, "Mitigant")], "hebo")
    cover.row([(0, "Quality problems in the new 7MW platform"), (220, "Warranty provisions raised to 3.5% of")])
    cover.row([(220, "sales")])
    cover.row([(0, "Higher steel and freight costs"), (220, "Contracts indexed to steel prices")])
    cover.row([(0, "Slower permitting of onshore wind in"), (220, "Backlog covers 80% of 2026E sales")])
    cover.row([(0, "the US")])
    cover.line("Source: Lindqvist & Partners", "helv", 7)
    return form(
        "company: `Risk | Mitigant` table, a mitigant cell wraps after `of`, a risk cell wraps after `in`",
        "en company",
        "H",
        FormLabel(
            "Buy",
            "DKK 178",
            (
                "Quality problems in the new 7MW platform",
                "Higher steel and freight costs",
                "Slower permitting of onshore wind in the US",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def h_sector_two_column_body_risks_at_column_foot() -> RiskForm:
    house = "Grayling Securities"
    title = Column(40, 90, 515)
    title.line("China Consumer Staples", "hebo", 14).line("Premiumisation pauses, volumes hold", "hebo", 11, after=4)
    title.line("Sector view: Neutral", "helv", 9, after=6)
    left = Column(40, title.y + 4, 245)
    for text in (
        "Sales of premium liquor fell 6% in the first quarter as business banquets stayed weak, while mass brands "
        "grew 4%. Dairy volumes are flat, but raw milk prices have fallen 15%, which lifts margins.",
        "We cut our 2026E earnings for the liquor makers by 5% and raise them for dairy by 3%.",
        "Our top pick is Qinghe Dairy (600887 CH, Buy, TP Rmb34).",
    ):
        left.para(text, after=6)
    right = Column(310, title.y + 4, 245)
    right.para(
        "Channel inventories of premium liquor are at 3.5 months, above the two months we regard as healthy, so "
        "distributors will keep cutting prices into the autumn festival.",
        after=8,
    )
    right.line("Risks to our view", "hebo", 9, after=2)
    bullet(right, "A stronger recovery in business spending that lifts premium liquor prices.")
    bullet(right, "A rise in raw milk prices if farms cut herds faster than we expect.")
    bullet(right, "Tighter rules on alcohol at official banquets.")
    return form(
        "sector p1 two columns: `Risks to our view` bullets at the foot of the right column",
        "en sector",
        "H",
        FormLabel(
            "Neutral",
            None,
            (
                "A stronger recovery in business spending that lifts premium liquor prices",
                "A rise in raw milk prices if farms cut herds faster than we expect",
                "Tighter rules on alcohol at official banquets",
            ),
        ),
        [page(house, 1, title, left, right), disclosures_page(house, 2)],
    )


def batch_h() -> list[RiskForm]:
    return [
        h_sector_last_before_risky_disclosures(),
        h_strategy_risks_to_view_run_in_sentences(),
        h_sector_per_stock_risk_paragraphs_only(),
        h_sector_sidebar_investment_risks_narrow(),
        h_sector_catalysts_risks_table_wrapped(),
        h_strategy_upside_downside_side_by_side(),
        h_sector_numbered_split_by_turn_bold_running_title(),
        h_sector_key_risks_high_on_page_three(),
        h_neg_strategy_risk_words_comps(),
        h_sector_key_risks_thesis_lead_include(),
        h_sector_risks_to_call_caps_dashes_before_appendix(),
        h_company_risk_mitigant_table_wrapped(),
        h_sector_two_column_body_risks_at_column_foot(),
    ]


# --- batch I (session 30, s30-en-risks): written after batch H's fixes, fresh, run once before any rule changed ----


def i_strategy_three_columns_risks_in_third() -> RiskForm:
    house = "Pellworth Global"
    cover = sector_cover(
        "Global Credit and Equity Strategy",
        "Late cycle, not end of cycle",
        None,
        [
            "Spreads are tight but default rates are falling, and earnings keep beating. We stay long equities over "
            "credit and prefer quality cyclicals to defensives.",
        ],
    )
    top = 90.0
    columns = [Column(40, top, 160), Column(217, top, 160), Column(394, top, 161)]
    columns[0].line("Positioning", "hebo", 10, after=3)
    columns[0].para(
        "Fund managers hold the least cash since 2021, so a shock would meet crowded positions. We keep a hedge in "
        "index puts for the summer.",
        size=8.5,
    )
    columns[1].line("Earnings", "hebo", 10, after=3)
    columns[1].para(
        "Global EPS grows 8% in 2026E. Margins hold at records as wage growth slows to 3.5% and productivity rises.",
        size=8.5,
    )
    columns[2].line("Risks to our thesis", "hebo", 10, after=3)
    for text in (
        "A credit event in private lending spreads to public markets.",
        "Wage growth picks up again and squeezes margins.",
        "A trade war between the US and Europe cuts capex plans.",
    ):
        bullet(columns[2], text, size=8.5)
    return form(
        "strategy p2 in three narrow columns: `Risks to our thesis` bullets in the third, each wrapping",
        "en sector",
        "I",
        FormLabel(
            None,
            None,
            (
                "A credit event in private lending spreads to public markets",
                "Wage growth picks up again and squeezes margins",
                "A trade war between the US and Europe cuts capex plans",
            ),
        ),
        [page(house, 1, cover), page(house, 2, *columns), disclosures_page(house, 3)],
    )


def i_sector_more_negative_more_positive() -> RiskForm:
    house = "Castlereagh Research"
    cover = sector_cover(
        "UK Housebuilders",
        "Mortgage rates ease; completions to rise 10% in 2027",
        "Sector weighting: Overweight",
        [
            "Two-year fixed mortgage rates have fallen to 4.1% and reservation rates per site are back to 0.6 a week. "
            "Land prices are flat, so margins recover as volumes rise.",
            "Top pick: Greystone Homes (GRY LN, Buy, TP 1,850p).",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("What would make us more negative", "hebo", 10, after=3)
    bullet(p2, "Build cost inflation returning above 5% as the new building regulations apply.")
    bullet(p2, "A rise in unemployment above 5.5%, which would hit first-time buyers.")
    p2.y += 6
    p2.line("What would make us more positive", "hebo", 10, after=3)
    bullet(p2, "A new government scheme for first-time buyers.")
    bullet(p2, "Faster planning approvals under the new national framework.")
    p2.y += 8
    p2.line("Valuation", "hebo", 10, after=3)
    p2.para("The sector trades at 1.1x tangible NAV against a ten-year average of 1.5x.")
    return form(
        "sector p2: `What would make us more negative` and `…more positive` headings, each over bullets",
        "en sector",
        "I",
        FormLabel(
            "Overweight",
            None,
            (
                "Build cost inflation returning above 5% as the new building regulations apply",
                "A rise in unemployment above 5.5%, which would hit first-time buyers",
                "A new government scheme for first-time buyers",
                "Faster planning approvals under the new national framework",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def i_neg_banks_cost_of_risk() -> RiskForm:
    house = "Aldgate Kerr"
    cover = sector_cover(
        "Indonesian Banks",
        "Loan growth picks up; cost of risk normalises",
        "Sector view: Neutral",
        [
            "Loan growth reached 11% in March and the cost of risk fell to 1.2%, its lowest since 2019. Risk-weighted "
            "assets grow more slowly than loans as the banks lend more to state firms.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Asset quality", "hebo", 10, after=3)
    p2.row([(0, "Bank"), (140, "NPL ratio"), (220, "Stage 2 loans"), (310, "Cost of risk"), (400, "Risk")], "hebo")
    p2.row([(0, "Bank Nusantara"), (140, "2.1%"), (220, "8.4%"), (310, "1.1%"), (400, "Low")])
    p2.row([(0, "Bank Merapi"), (140, "3.4%"), (220, "11.9%"), (310, "1.8%"), (400, "Medium")])
    p2.line("Source: Company data, Aldgate Kerr", "helv", 7, after=8)
    p2.line("Risk-weighted assets and capital", "hebo", 10, after=3)
    p2.para(
        "Capital ratios stay above 20% for all the banks we cover, so there is room to raise payouts. The risk "
        "weight on consumer loans rises to 100% in 2027 under the new rules."
    )
    return form(
        "NEG sector: `cost of risk`, `risk-weighted assets` heading, an asset-quality table with a `Risk` grade column",
        "en sector",
        "I",
        FormLabel("Neutral", None, ()),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def i_sector_colour_heading_drawn_squares() -> RiskForm:
    house = "Merriden Securities"
    cover = sector_cover(
        "Korea Batteries",
        "ESS orders fill the gap left by EVs",
        "Industry view: Overweight",
        [
            "Energy storage orders for Korean cell makers reached 45GWh in 1Q26, twice last year's, while EV demand in "
            "Europe stays weak. LFP lines in the US start up in 2H26 and qualify for tax credits.",
        ],
    )
    cover.y += 4
    heading_y = cover.y
    cover.y += 9 * 1.35 + 3
    items = (
        "Cuts to US tax credits for storage projects in the budget bill.",
        "Chinese LFP makers building plants in Mexico to sell into the US.",
        "Lithium prices below US$8,000/t, which cut selling prices.",
    )
    squares: list[tuple[float, float]] = []
    listed = Column(cover.x + 10, cover.y, cover.width - 10)  # the text starts right of its drawn square
    for text in items:
        squares.append((cover.x, listed.y))
        listed.para(text, "helv", 9, after=2)

    def draw(page: pymupdf.Page) -> None:
        page.insert_text((40, heading_y), "Main risks", fontname="helv", fontsize=9, color=(0.0, 0.32, 0.62))
        for x, y in squares:
            page.draw_rect(pymupdf.Rect(x + 1, y - 5, x + 4, y - 2), color=None, fill=(0.0, 0.32, 0.62))

    return form(
        "sector p1: `Main risks` in the house colour at body size, items marked by drawn squares",
        "en sector",
        "I",
        FormLabel(
            "Overweight",
            None,
            (
                "Cuts to US tax credits for storage projects in the budget bill",
                "Chinese LFP makers building plants in Mexico to sell into the US",
                "Lithium prices below US$8,000/t, which cut selling prices",
            ),
        ),
        [page(house, 1, cover, listed, extra=[draw]), disclosures_page(house, 2)],
    )


def i_sector_footnote_marked_items() -> RiskForm:
    house = "Tollemache & Co"
    cover = sector_cover(
        "European Semiconductors",
        "Auto and industrial inventories have cleared",
        "Sector view: Attractive",
        [
            "Distributor inventories of auto and industrial chips fell to 14 weeks in March, from 21 weeks a year ago. "
            "We expect orders to recover through 2H26 and raise our 2027E EPS by 6%.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Sector risks", "hebo", 10, after=3)
    marks: list[tuple[float, float, str]] = []
    for number, text in enumerate(
        (
            "A second leg of inventory correction at Tier-1 auto suppliers",
            "Chinese mature-node capacity taking share in power chips",
            "A stronger euro against the US dollar",
        ),
        1,
    ):
        y = p2.y
        bullet(p2, text)
        marks.append((52 + pymupdf.get_text_length(text, fontname="helv", fontsize=9) + 1, y - 3.5, str(number)))
    p2.y += 8
    p2.line("Semiconductor sales by end market (EUR bn)", "hebo", 9)
    p2.row([(0, ""), (200, "2025"), (260, "2026E"), (320, "2027E")], "hebo")
    p2.row([(0, "Automotive"), (200, "41.2"), (260, "43.0"), (320, "47.5")])
    p2.row([(0, "Industrial"), (200, "28.4"), (260, "29.9"), (320, "33.1")])
    notes = Column(40, 770, 515)
    notes.line("1 See our note of 3 March 2026 on Tier-1 inventories.", "helv", 6, after=0)
    notes.line("2 Chinese makers added 30% to 8-inch capacity in 2025.", "helv", 6, after=0)

    def draw(page: pymupdf.Page) -> None:
        for x, y, mark in marks:
            page.insert_text((x, y), mark, fontname="helv", fontsize=5.5)

    return form(
        "sector p2: `Sector risks` bullets whose items carry footnote marks, the notes at the page foot",
        "en sector",
        "I",
        FormLabel(
            "Attractive",
            None,
            (
                "A second leg of inventory correction at Tier-1 auto suppliers",
                "Chinese mature-node capacity taking share in power chips",
                "A stronger euro against the US dollar",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2, notes, extra=[draw]), disclosures_page(house, 3)],
    )


def i_strategy_inline_numbers_over_page_turn() -> RiskForm:
    house = "Harcourt Vale"
    cover = sector_cover(
        "Asia ex-Japan Strategy",
        "Rate cuts and a weaker dollar: add to ASEAN",
        None,
        [
            "With the Fed cutting and the dollar down 6% this year, foreign investors have returned to ASEAN markets. "
            "We move Indonesia and Thailand to Overweight and cut Taiwan to Neutral after its rally.",
        ],
    )
    cover.y = 735
    cover.para(
        "The key risks to our view are: (1) a rebound of the US dollar if US inflation surprises on the upside; (2) a "
        "slump in Chinese demand for ASEAN exports; and",
        after=0,
    )
    p2 = Column(40, 90, 515)
    p2.para("(3) political noise ahead of the Thai election in early 2027.", after=10)
    p2.line("Country allocation", "hebo", 10, after=3)
    p2.row([(0, "Market"), (150, "Weight"), (230, "Change")], "hebo")
    p2.row([(0, "Indonesia"), (150, "Overweight"), (230, "Up")])
    p2.row([(0, "Thailand"), (150, "Overweight"), (230, "Up")])
    p2.row([(0, "Taiwan"), (150, "Neutral"), (230, "Down")])
    return form(
        "strategy: `The key risks to our view are: (1)…; (2)…; and` at p1's foot, `(3)…` on p2 after the header",
        "en sector",
        "I",
        FormLabel(
            None,
            None,
            (
                "a rebound of the US dollar if US inflation surprises on the upside",
                "a slump in Chinese demand for ASEAN exports",
                "political noise ahead of the Thai election in early 2027",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def batch_i() -> list[RiskForm]:
    return [
        i_strategy_three_columns_risks_in_third(),
        i_sector_more_negative_more_positive(),
        i_neg_banks_cost_of_risk(),
        i_sector_colour_heading_drawn_squares(),
        i_sector_footnote_marked_items(),
        i_strategy_inline_numbers_over_page_turn(),
    ]


# --- batch J (session 30, s30-en-risks): written after batch I's fixes, fresh, run once before any rule changed ----


def _lines_with_marks(column: Column, items: list[list[str]], mark: str, mark_font: str, *, indent: float = 12) -> None:
    """Items set line by line as printed (a word hyphenated at a line's end stays so), each first line after `mark`."""
    for lines in items:
        column.spans.append((column.x, column.y, mark, mark_font, 9))
        for line in lines:
            column.spans.append((column.x + indent, column.y, line, "helv", 9))
            column.y += 9 * 1.35
        column.y += 2


def j_sector_hyphenated_wraps() -> RiskForm:
    house = "Ravenscar Securities"
    cover = sector_cover(
        "Global Luxury Goods",
        "Aspirational buyers return slowly",
        "Sector view: Neutral",
        [
            "Sales to aspirational customers fell again in 1Q26, but the top clients keep spending. We stay Neutral "
            "and prefer the brands with the most pricing power.",
        ],
    )
    cover.line("Risks to our view", "hebo", 10, after=3)
    _lines_with_marks(
        cover,
        [
            [
                "A further fall in Chinese tourist spending in Europe, where the brands' inven-",
                "tories of travel retail are high.",
            ],
            ["A sharper slowdown in US wealth effects if equity markets correct by more than 15%."],
            ["Price increases that alienate aspirational custo-", "mers for longer than we assume."],
        ],
        "\u2022",
        "symb",
    )
    return form(
        "sector p1: `Risks to our view` bullets whose lines end in words hyphenated at the wrap (`inven-` / `tories`)",
        "en sector",
        "J",
        FormLabel(
            "Neutral",
            None,
            (
                "A further fall in Chinese tourist spending in Europe, where the brands' inventories of travel retail "
                "are high",
                "A sharper slowdown in US wealth effects if equity markets correct by more than 15%",
                "Price increases that alienate aspirational customers for longer than we assume",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def j_sector_dingbat_squares() -> RiskForm:
    house = "Wetherby Blake"
    cover = sector_cover(
        "US Restaurants",
        "Value wars squeeze franchisee margins",
        "Industry view: Cautious",
        [
            "Traffic at quick-service chains fell 2% in the quarter as the chains cut prices to win back low-income "
            "customers. Franchisee margins are at their lowest since 2019.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Same-store sales by chain", "hebo", 10, after=3)
    p2.row([(0, "Chain"), (150, "1Q25"), (210, "1Q26"), (270, "2Q26E")], "hebo")
    p2.row([(0, "Burger chains"), (150, "2.1%"), (210, "-1.4%"), (270, "-0.8%")])
    p2.row([(0, "Chicken chains"), (150, "4.0%"), (210, "1.2%"), (270, "1.5%")])
    p2.line("Source: Company data, Wetherby Blake estimates", "helv", 7, after=8)
    p2.line("Risks to our Cautious view", "hebo", 10, after=3)
    _lines_with_marks(
        p2,
        [
            ["Beef and chicken costs fall faster than we expect, restoring margins."],
            ["GLP-1 drug use grows more slowly than we assume."],
            ["The chains end the value deals by the summer."],
        ],
        "n",
        "zadb",
        indent=14,
    )
    return form(
        "sector p2: `Risks to our Cautious view` with ZapfDingbats square bullets after a sales table",
        "en sector",
        "J",
        FormLabel(
            "Cautious",
            None,
            (
                "Beef and chicken costs fall faster than we expect, restoring margins",
                "GLP-1 drug use grows more slowly than we assume",
                "The chains end the value deals by the summer",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def j_company_two_pages_heading_in_band() -> RiskForm:
    house = "Kestrel Partners"
    cover = sector_cover(
        "Solano Foods (SOLF US)",
        "Margins bottom out; upgrade to Buy",
        "Rating: Buy (from Hold) | Price target: US$74.00 | Price: US$58.20",
        [
            "Input costs for cocoa and coffee have fallen 30% from their peak and Solano hedges 9-12 months ahead, "
            "so gross margin recovers by 250bp in 2027E. Our US$74 target is based on 19x 2027E EPS.",
            "Volumes fell 1% in 1Q26 but the new snack lines are gaining shelf space at the large grocers.",
        ],
    )
    p2 = Column(40, 60, 515)
    p2.line("Risks to our Buy rating", "hebo", 11, after=4)
    p2.para("Cocoa prices could rise again if the West African crop fails for a third year.", mark="1. ", after=2)
    p2.para("Private label could gain share if consumers trade down further.", mark="2. ", after=2)
    p2.para("A large acquisition could delay the buy-back.", mark="3. ", after=10)
    p2.line("Financial summary", "hebo", 11, after=4)
    p2.row([(0, "US$m"), (200, "2025"), (260, "2026E"), (320, "2027E")], "hebo")
    p2.row([(0, "Sales"), (200, "9,120"), (260, "9,310"), (320, "9,640")])
    p2.row([(0, "EPS (US$)"), (200, "3.41"), (260, "3.52"), (320, "3.89")])
    return form(
        "company 2pp: `Risks to our Buy rating` heading set in p2's top band, numbered items under it",
        "en company",
        "J",
        FormLabel(
            "Buy",
            "US$74.00",
            (
                "Cocoa prices could rise again if the West African crop fails for a third year",
                "Private label could gain share if consumers trade down further",
                "A large acquisition could delay the buy-back",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def j_company_sidebar_bare_numerals() -> RiskForm:
    house = "Blackwater Research"
    main = Column(40, 90, 350)
    main.line("Tessaly Logistics (TSLY LN)", "hebo", 14).line("Contract wins carry 2027; Buy", "hebo", 11, after=6)
    for text in (
        "Tessaly won three new contracts with UK grocers in the quarter, worth GBP 140m of revenue a year, and its "
        "automated warehouses now handle 40% of volumes. We raise our 2027E EBIT by 6%.",
        "Our 480p target is based on 11x 2027E EV/EBIT, a 10% discount to European peers.",
    ):
        main.para(text, after=6)
    side = Column(410, 90, 145)
    side.line("Rating: Buy", "hebo", 9).line("Target price: 480p", "helv", 9).line("Price: 366p", "helv", 9, after=8)
    side.line("Key risks to our call", "hebo", 9, after=2)
    for number, text in enumerate(
        (
            "Loss of a top-three customer at renewal",
            "Wage inflation above 5% in the UK",
            "Delays in the automation programme",
        ),
        1,
    ):
        side.spans.append((side.x, side.y, str(number), "hebo", 9))
        item = Column(side.x + 10, side.y, side.width - 10)
        item.para(text, "helv", 8, after=2)
        side.spans += item.spans
        side.y = item.y
    return form(
        "company p1: sidebar `Key risks to our call`, items numbered by bare bold numerals, wrapping in a narrow column",
        "en company",
        "J",
        FormLabel(
            "Buy",
            "480p",
            (
                "Loss of a top-three customer at renewal",
                "Wage inflation above 5% in the UK",
                "Delays in the automation programme",
            ),
        ),
        [page(house, 1, main, side), disclosures_page(house, 2)],
    )


def j_sector_white_on_dark_box() -> RiskForm:
    house = "Cavendish Mount"
    cover = sector_cover(
        "Global Medtech",
        "Procedure volumes stay strong; tariffs the swing factor",
        "Sector view: Overweight",
        [
            "Hospital procedure volumes grew 6% in 1Q26, well above the 3-4% trend, as capacity added after the pandemic "
            "comes on line. We raise our 2026E organic growth for the sector to 6.5%.",
        ],
    )
    box_top = cover.y + 4
    cover.y = box_top + 20
    inner = Column(cover.x + 8, cover.y, cover.width - 16)
    for text in (
        "Tariffs on medical devices made in Europe and Mexico.",
        "A slowdown in procedure volumes once the post-pandemic backlog is worked off.",
        "Pricing pressure from hospital purchasing groups.",
    ):
        bullet(inner, text)
    box_bottom = inner.y + 2
    after = Column(cover.x, box_bottom + 12, cover.width)  # the text under the box, drawn after it
    after.para("We value the sector on 2027E P/E relative to the S&P 500, at a 25% premium, its ten-year average.")

    def draw(page: pymupdf.Page) -> None:
        page.draw_rect(pymupdf.Rect(40, box_top, 555, box_bottom), color=None, fill=(0.93, 0.93, 0.93))
        page.draw_rect(pymupdf.Rect(40, box_top, 555, box_top + 14), color=None, fill=(0.1, 0.2, 0.4))
        page.insert_text((48, box_top + 10), "What could go wrong", fontname="hebo", fontsize=9, color=(1, 1, 1))

    return form(
        "sector p1: `What could go wrong` in white on a dark band over a grey box of bullets",
        "en sector",
        "J",
        FormLabel(
            "Overweight",
            None,
            (
                "Tariffs on medical devices made in Europe and Mexico",
                "A slowdown in procedure volumes once the post-pandemic backlog is worked off",
                "Pricing pressure from hospital purchasing groups",
            ),
        ),
        [[draw, *page(house, 1, cover, inner, after)], disclosures_page(house, 2)],
    )


def j_sector_italic_leads() -> RiskForm:
    house = "Marchmont Research"
    cover = sector_cover(
        "European Utilities",
        "Grid capex doubles; regulated returns rise",
        "Sector view: Overweight",
        [
            "Regulators in the UK, Germany and Italy have raised allowed returns on equity by 50-100bp for the next "
            "period, and grid capex doubles to EUR 90bn a year by 2028.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks to our view", "hebo", 10, after=3)
    for lead, text in (
        ("Political risk. ", "Governments facing high power bills could cap network tariffs or tax utility profits."),
        ("Funding risk. ", "Rights issues to fund the capex plans would dilute shareholders if rates rise."),
        ("Execution risk. ", "Supply chains for cables and transformers are tight, so projects could slip."),
    ):
        p2.para(text, lead=lead, lead_font="heit", after=4)
    p2.y += 6
    p2.line("Stock views", "hebo", 10, after=3)
    p2.para("We prefer the pure grid owners, Ostgrid (OSTG GR, Buy) and Linea Rete (LRT IM, Buy).")
    return form(
        "sector p2: `Risks to our view` paragraphs each opening with an italic lead closed by a full stop",
        "en sector",
        "J",
        FormLabel("Overweight", None, ("Political risk", "Funding risk", "Execution risk")),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def batch_j() -> list[RiskForm]:
    return [
        j_sector_hyphenated_wraps(),
        j_sector_dingbat_squares(),
        j_company_two_pages_heading_in_band(),
        j_company_sidebar_bare_numerals(),
        j_sector_white_on_dark_box(),
        j_sector_italic_leads(),
    ]


# --- batch K (session 30, s30-en-risks): written after batch J's fixes, fresh, run once before any rule changed ----


def k_sector_contents_then_risks_page_three() -> RiskForm:
    house = "Fairbourne Equities"
    cover = sector_cover(
        "European Insurers",
        "Reserve releases fund higher payouts",
        "Sector view: Overweight",
        [
            "Non-life insurers released reserves worth 3% of premiums in 2025 and price increases still run ahead of "
            "claims inflation. We raise our dividend forecasts by 5% and stay Overweight.",
        ],
    )
    cover.line("Contents", "hebo", 10, after=3)
    for title, number in (("Investment summary", "1"), ("Pricing and claims", "2"), ("Risks", "3"), ("Valuation", "3")):
        cover.row([(0, title), (300, number)], "helv", 9)
    p2 = Column(40, 90, 515)
    p2.line("Pricing and claims", "hebo", 11, after=4)
    p2.para(
        "Motor rates rose 9% in Germany and 12% in the UK in 2025, against claims inflation of 6-7%. Property rates "
        "are flat after two years of large increases.",
        after=6,
    )
    p3 = Column(40, 90, 515)
    p3.line("Risks", "hebo", 11, after=4)
    bullet(p3, "A run of large natural catastrophes in Europe above the budgets the insurers set.")
    bullet(p3, "Reserve strengthening in UK motor if bodily injury claims rise again.")
    bullet(p3, "A fall in bond yields, which cuts reinvestment income.")
    p3.y += 8
    p3.line("Valuation", "hebo", 11, after=4)
    p3.para("The sector trades at 10.5x 2027E P/E with a dividend yield of 6.2%.")
    return form(
        "sector 3pp: a contents box on p1 lists `Risks 3`; the `Risks` bullets on p3",
        "en sector",
        "K",
        FormLabel(
            "Overweight",
            None,
            (
                "A run of large natural catastrophes in Europe above the budgets the insurers set",
                "Reserve strengthening in UK motor if bodily injury claims rise again",
                "A fall in bond yields, which cuts reinvestment income",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def k_sector_last_page_two_columns_risks_beside_certification() -> RiskForm:
    house = "Quarrington Hale"
    cover = sector_cover(
        "China Property",
        "Sales bottom out in tier-1 cities",
        "Industry view: Neutral",
        [
            "New home sales in the four tier-1 cities rose 8% in April, the first rise in three years, after the "
            "purchase limits were lifted. Lower-tier cities are still falling.",
        ],
    )
    left = Column(40, 90, 245)
    left.line("Risks to our view", "hebo", 10, after=3)
    bullet(left, "Sales in lower-tier cities keep falling through 2026.")
    bullet(left, "More developers default on onshore bonds.")
    bullet(left, "The stimulus for housing inventory is smaller than we expect.")
    right = Column(310, 90, 245)
    right.line("Analyst certification", "hebo", 9, after=3)
    right.para(
        "The analysts named in this report certify that the views expressed accurately reflect their personal views "
        "about the subject companies and their securities. Investing in securities involves risks.",
        "helv",
        7,
    )
    return form(
        "sector p2 in two columns: `Risks to our view` bullets on the left, the analyst certification on the right",
        "en sector",
        "K",
        FormLabel(
            "Neutral",
            None,
            (
                "Sales in lower-tier cities keep falling through 2026",
                "More developers default on onshore bonds",
                "The stimulus for housing inventory is smaller than we expect",
            ),
        ),
        [page(house, 1, cover), page(house, 2, left, right), disclosures_page(house, 3)],
    )


def k_sector_stock_risk_column_then_sector_sentences() -> RiskForm:
    house = "Ellerby Capital"
    cover = sector_cover(
        "ASEAN Telecoms",
        "Data prices finally rise",
        "Sector view: Positive",
        [
            "Operators in Indonesia and Malaysia raised prepaid data prices by 5-10% in the quarter, and churn has "
            "stayed low. We expect mobile revenue to grow 6% in 2026E, twice the 2025 rate.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Our ratings", "hebo", 10, after=3)
    p2.row([(0, "Company"), (120, "Rating"), (180, "PT"), (240, "Risks to PT")], "hebo")
    p2.row([(0, "Nusa Telekom"), (120, "Buy"), (180, "IDR 4,800"), (240, "Price war in East Java")])
    p2.row([(0, "Semenanjung Mobile"), (120, "Hold"), (180, "MYR 4.10"), (240, "Spectrum fees")])
    p2.line("Source: Ellerby Capital", "helv", 7, after=8)
    p2.line("Sector risks", "hebo", 10, after=3)
    p2.para(
        "A return to price competition would undo the gains of this year. Regulators could cap data prices after "
        "the elections. A weaker rupiah would raise the cost of network equipment."
    )
    return form(
        "sector p2: a rated table's `Risks to PT` column (the stocks'), then `Sector risks` sentences",
        "en sector",
        "K",
        FormLabel(
            "Positive",
            None,
            (
                "A return to price competition would undo the gains of this year",
                "Regulators could cap data prices after the elections",
                "A weaker rupiah would raise the cost of network equipment",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def k_company_heading_orphaned_at_page_foot() -> RiskForm:
    house = "Pendleton Rowe"
    cover = sector_cover(
        "Marisol Hotels (MRS SM)",
        "RevPAR growth slows but margins hold; Outperform",
        "Rating: Outperform | Target price: EUR 14.60 | Price: EUR 11.85",
        [
            "Revenue per available room rose 4% in 1Q26, slower than the 9% of 2025, but cost control kept the EBITDA "
            "margin flat. Our EUR 14.60 target is based on a DCF with a WACC of 8.5%.",
            "We expect the asset sales programme to raise EUR 300m by the end of 2026.",
        ],
    )
    cover.y = 782
    cover.line("Risks to our rating", "hebo", 10, after=3)
    p2 = Column(40, 90, 515)
    bullet(p2, "A fall in tourist arrivals to Spain from the UK and Germany.")
    bullet(p2, "Higher wage settlements in the new hospitality agreement.")
    bullet(p2, "Delays to the asset sales, which would keep leverage above 3x.")
    p2.y += 8
    p2.line("Financial summary", "hebo", 10, after=3)
    p2.row([(0, "EUR m"), (200, "2025"), (260, "2026E"), (320, "2027E")], "hebo")
    p2.row([(0, "Revenue"), (200, "2,140"), (260, "2,230"), (320, "2,330")])
    return form(
        "company: `Risks to our rating` heading alone at p1's foot, its bullets on p2 after the running header",
        "en company",
        "K",
        FormLabel(
            "Outperform",
            "EUR 14.60",
            (
                "A fall in tourist arrivals to Spain from the UK and Germany",
                "Higher wage settlements in the new hospitality agreement",
                "Delays to the asset sales, which would keep leverage above 3x",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def k_sector_risks_to_estimates_numbered_paragraphs() -> RiskForm:
    house = "Stourhead Research"
    cover = sector_cover(
        "Global Chemicals",
        "Earnings trough in 2026; we turn positive",
        "Sector view: Overweight (from Neutral)",
        [
            "Chinese capacity additions slow to 3% a year from 2026, and European plant closures remove 8% of cracker "
            "capacity. We expect margins to recover from 2H26.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks to our estimates", "hebo", 10, after=3)
    for number, text in enumerate(
        (
            "A delay of European plant closures. Several closures depend on state aid decisions due in 2026.",
            "Lower oil prices. Naphtha-based producers would lose their cost edge over US ethane crackers.",
            "Weak demand in construction. Housing starts in Europe are still falling.",
        ),
        1,
    ):
        p2.para(text, mark=f"{number}) ", after=4)
    return form(
        "sector p2: `Risks to our estimates`, items `1) Title. Explanation.` (the titles are the items)",
        "en sector",
        "K",
        FormLabel(
            "Overweight",
            None,
            ("A delay of European plant closures", "Lower oil prices", "Weak demand in construction"),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def batch_k() -> list[RiskForm]:
    return [
        k_sector_contents_then_risks_page_three(),
        k_sector_last_page_two_columns_risks_beside_certification(),
        k_sector_stock_risk_column_then_sector_sentences(),
        k_company_heading_orphaned_at_page_foot(),
        k_sector_risks_to_estimates_numbered_paragraphs(),
    ]


# --- batch L (session 31, s31-en): sector and strategy notes' risk sections, written after batch K and this session's
# fixes, fresh, run once before any rule changed ----


def l_sector_numbered_titled_after_table() -> RiskForm:
    house = "Hartwell Street Research"
    cover = sector_cover(
        "Asian Semiconductors",
        "Memory upcycle has two more quarters to run",
        "Sector stance: Overweight",
        [
            "DRAM contract prices rose 18% in 1Q26 and inventories at module makers are down to six weeks. We stay "
            "Overweight and prefer the memory makers to the foundries.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Our coverage", "hebo", 10, after=3)
    p2.row([(0, "Company"), (150, "Ticker"), (230, "Rating"), (320, "Target")], "hebo")
    p2.row([(0, "Hanbit Memory"), (150, "000660 KS"), (230, "Buy"), (320, "W245,000")])
    p2.row([(0, "Taichung Foundry"), (150, "2330 TT"), (230, "Hold"), (320, "NT$1,150")])
    p2.line("Source: Hartwell Street Research", "helv", 7, after=8)
    p2.line("Risks to our Overweight stance", "hebo", 10, after=3)
    for number, (title, text) in enumerate(
        (
            ("Demand risk", "smartphone and PC unit sales could fall again if consumers delay upgrades."),
            ("Supply discipline", "a memory maker could restart idle lines early to win share."),
            ("Export controls", "wider US controls on tools would slow the Chinese fabs' upgrades."),
        ),
        1,
    ):
        p2.para(f"{title}: {text}", mark=f"{number}) ", after=2)
    return form(
        "sector p2: `Risks to our Overweight stance` after the coverage table, items `1) Title: explanation`",
        "en sector",
        "L",
        FormLabel("Overweight", None, ("Demand risk", "Supply discipline", "Export controls")),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def l_strategy_sentences_after_risk_on_prose() -> RiskForm:
    house = "Bramley Cross Strategy"
    cover = sector_cover(
        "Global Asset Allocation",
        "Stay risk-on, but hedge the dollar",
        None,
        [
            "Risk appetite has recovered since the tariff shock: credit spreads are back at their tights and equity "
            "volatility is below its average. We keep our overweight in equities and add to emerging market debt.",
            "Our risk-premium model still favours equities over bonds by two points a year.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks to our allocation", "hebo", 10, after=3)
    p2.para(
        "A renewed rise in US inflation would force the Fed to hike again. A sharp fall in the dollar would hurt "
        "unhedged returns for European investors. An escalation of the trade war with China would hit emerging "
        "market assets first."
    )
    return form(
        "strategy p2: `Risks to our allocation` paragraph of three sentences after a cover full of `risk-on` prose",
        "en sector",
        "L",
        FormLabel(
            None,
            None,
            (
                "A renewed rise in US inflation would force the Fed to hike again",
                "A sharp fall in the dollar would hurt unhedged returns for European investors",
                "An escalation of the trade war with China would hit emerging market assets first",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def l_sector_caps_sidebar_dash_items() -> RiskForm:
    house = "Linden Rowe Securities"
    main = Column(40, 90, 340)
    main.line("Global Airlines", "hebo", 14).line("Capacity discipline holds into summer", "hebo", 11, after=6)
    main.line("Sector view: Positive", "helv", 9, after=8)
    for text in (
        "Transatlantic bookings for the summer are 6% ahead of last year at higher fares, and the carriers have kept "
        "capacity growth below 4%. Jet fuel is 12% cheaper than a year ago.",
        "We raise our 2026E EBIT for the sector by 8% and prefer the network carriers to the low-cost ones.",
    ):
        main.para(text, after=6)
    side = Column(400, 90, 155)
    side.line("KEY RISKS", "hebo", 9, after=3)
    for text in (
        "A jump in jet fuel prices",
        "Engine delays that ground part of the fleet",
        "A slowdown in corporate travel",
    ):
        side.para(text, size=8, mark="- ", after=2)
    return form(
        "sector p1: a right sidebar `KEY RISKS` in capitals over dash items, beside the body",
        "en sector",
        "L",
        FormLabel(
            "Positive",
            None,
            (
                "A jump in jet fuel prices",
                "Engine delays that ground part of the fleet",
                "A slowdown in corporate travel",
            ),
        ),
        [page(house, 1, main, side), disclosures_page(house, 2)],
    )


def l_sector_upside_downside_subheadings() -> RiskForm:
    house = "Ashcombe Partners"
    cover = sector_cover(
        "US Homebuilders",
        "Rates down, margins not yet",
        "Industry view: Underweight",
        [
            "Mortgage rates have fallen 80bp since October but incentives remain at 7% of the sale price, and "
            "land costs are rising. We stay Underweight.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks to our view", "hebo", 10.5, after=4)
    p2.line("Upside risks", "hebo", 9, after=2)
    bullet(p2, "Mortgage rates below 5.5%, which would bring first-time buyers back.")
    bullet(p2, "A cut in builders' incentives as the spring season starts.", after=4)
    p2.line("Downside risks", "hebo", 9, after=2)
    bullet(p2, "Further rises in lumber prices after the new tariffs.")
    bullet(p2, "A rise in cancellations if unemployment increases.", after=10)
    p2.line("Valuation", "hebo", 10.5, after=4)
    p2.para("The builders trade at 1.6x book value, against a ten-year average of 1.3x.")
    return form(
        "sector p2: `Risks to our view` over `Upside risks` and `Downside risks` sub-headings, two bullets each",
        "en sector",
        "L",
        FormLabel(
            "Underweight",
            None,
            (
                "Mortgage rates below 5.5%, which would bring first-time buyers back",
                "A cut in builders' incentives as the spring season starts",
                "Further rises in lumber prices after the new tariffs",
                "A rise in cancellations if unemployment increases",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def l_sector_inline_numbered_after_stock_pages() -> RiskForm:
    house = "Thornbury Equities"
    cover = sector_cover(
        "European Telecoms",
        "Consolidation is finally coming",
        "Sector rating: Neutral",
        [
            "Four-to-three mergers in Italy and Spain could lift returns for the remaining operators. We stay Neutral "
            "on the sector until the regulators rule.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Lyra Telecom (LYR IM): Buy, TP EUR3.10", "hebo", 10, after=3)
    p2.para("Lyra gains most from the Italian merger. Key risks: a regulatory veto and a price war in fixed lines.")
    p2.line("Castilla Movil (CMV SM): Hold, TP EUR4.40", "hebo", 10, after=3)
    p2.para("Castilla's balance sheet limits its options. Key risks: higher spectrum costs and weaker roaming.")
    p3 = Column(40, 90, 515)
    p3.line("Sector risks", "hebo", 10.5, after=4)
    p3.para(
        "The main risks to our sector view are (1) regulators blocking the mergers, (2) a new low-cost entrant in "
        "Spain, and (3) higher spectrum auction prices in 2027."
    )
    return form(
        "sector p3: `Sector risks` inline numbered `(1)…, (2)…, and (3)…` after per-stock `Key risks:` lines",
        "en sector",
        "L",
        FormLabel(
            "Neutral",
            None,
            (
                "regulators blocking the mergers",
                "a new low-cost entrant in Spain",
                "higher spectrum auction prices in 2027",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def l_neg_strategy_risk_premium_only() -> RiskForm:
    house = "Kingsgate Macro"
    cover = sector_cover(
        "Global Equity Strategy",
        "The equity risk premium is thin",
        None,
        [
            "The equity risk premium has fallen to 2.1%, its lowest since 2007, so equities need earnings growth to "
            "rise further. We keep a neutral allocation to equities.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risk appetite", "hebo", 10, after=3)
    p2.para(
        "Our risk appetite index is at 0.6, in the euphoric zone, but positioning is not stretched: funds hold 4.1% "
        "in cash, close to the ten-year average."
    )
    p2.line("Regional allocation", "hebo", 10, after=3)
    p2.para("We prefer Japan and the UK to the US, where valuations leave less room for disappointment.")
    return form(
        "NEGATIVE strategy: `Risk appetite` and risk-premium discussion, no risk section (risks empty)",
        "en sector",
        "L",
        FormLabel(None, None, ()),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3, generic_risks=False)],
    )


def batch_l() -> list[RiskForm]:
    return [
        l_sector_numbered_titled_after_table(),
        l_strategy_sentences_after_risk_on_prose(),
        l_sector_caps_sidebar_dash_items(),
        l_sector_upside_downside_subheadings(),
        l_sector_inline_numbered_after_stock_pages(),
        l_neg_strategy_risk_premium_only(),
    ]


# --- batch M (session 31, s31-en): written after batch L read right on its first run, fresh, run once before any
# rule changed ----


def m_sector_left_rail_heading() -> RiskForm:
    house = "Pembury Analytics"
    cover = sector_cover(
        "Global Copper Miners",
        "Deficit widens as smelters cut",
        "Sector view: Overweight",
        [
            "Chinese smelters cut output by 5% in April and mine supply growth is the lowest in a decade. We stay Overweight."
        ],
    )
    p2 = Column(150, 90, 405)
    rail = Column(40, 90, 100)
    p2.line("Supply: the pipeline is empty", "hebo", 11, after=4)
    p2.para(
        "Only two large mines start production before 2028, and grades at the existing ones fall by 2% a year. "
        "We forecast a deficit of 400kt in 2026 and 650kt in 2027.",
        after=10,
    )
    rail.y = p2.y
    rail.line("Risks", "hebo", 10)
    bullet(p2, "A slowdown in Chinese grid spending, which takes a fifth of the world's copper.")
    bullet(p2, "A faster ramp-up of the new mines in the Democratic Republic of Congo.")
    bullet(p2, "Higher royalties in Chile and Peru after their elections.", after=10)
    rail.y = p2.y
    rail.line("Valuation", "hebo", 10)
    p2.para("The miners trade at 5.2x 2027E EV/EBITDA at spot prices, a 20% discount to their average.")
    return form(
        "sector p2: headings in a left rail (`Risks` level with the first of the bullets in the main column)",
        "en sector",
        "M",
        FormLabel(
            "Overweight",
            None,
            (
                "A slowdown in Chinese grid spending, which takes a fifth of the world's copper",
                "A faster ramp-up of the new mines in the Democratic Republic of Congo",
                "Higher royalties in Chile and Peru after their elections",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2, rail), disclosures_page(house, 3)],
    )


def m_sector_footnote_marks() -> RiskForm:
    house = "Whitcombe & Lyle"
    cover = sector_cover(
        "US Utilities",
        "Data-centre load is real, but priced",
        "Industry view: Neutral",
        ["Utilities have signed 38GW of data-centre contracts, but the sector trades at a 10% premium to its history."],
    )
    cover.line("Key risks to our view", "hebo", 10, after=3)
    for text, mark in (
        ("Regulators disallow part of the grid capex in rate cases", "1"),
        ("Data-centre demand falls short of the contracted load", "2"),
        ("Gas prices rise above $5/MMBtu", ""),
    ):
        bullet(cover, text)
        if mark:  # right after the item's last word, raised
            x, y, last, _, _ = cover.spans[-1]
            width = pymupdf.get_text_length(last, fontname="helv", fontsize=9)
            cover.spans.append((x + width + 0.5, y - 3, mark, "helv", 5.5))
    cover.y += 6
    cover.line("1 See our note of 3 April 2026 on rate cases.  2 Contracted load as of March 2026.", "helv", 6.5)
    return form(
        "sector p1: `Key risks to our view` bullets, two of them carrying a superscript footnote mark",
        "en sector",
        "M",
        FormLabel(
            "Neutral",
            None,
            (
                "Regulators disallow part of the grid capex in rate cases",
                "Data-centre demand falls short of the contracted load",
                "Gas prices rise above $5/MMBtu",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def m_sector_titled_paragraphs_turn() -> RiskForm:
    house = "Oakhanger Research"
    cover = sector_cover(
        "European Banks",
        "Rates stay higher for longer; so do returns",
        "Sector view: Overweight",
        [
            "Net interest income has held up better than feared as deposit betas stay low. We raise our 2026E EPS by 4% "
            "and stay Overweight.",
        ],
    )
    p2 = Column(40, 560, 515)
    p2.line("Risks to our view", "hebo", 11, after=4)
    for title, text in (
        ("Faster rate cuts", "If the ECB cuts to 1.5%, net interest income would fall by 6% on our estimates."),
        ("Credit quality", "Commercial property loans are 9% of lending and values are still falling in Germany."),
    ):
        p2.line(title, "hebo", 9, after=1)
        p2.para(text, after=6)
    p3 = Column(40, 90, 515)
    p3.line("Regulation", "hebo", 9, after=1)
    p3.para("A higher countercyclical buffer would limit buy-backs in 2027.", after=10)
    p3.line("Valuation", "hebo", 11, after=4)
    p3.para("The sector trades at 0.9x tangible book value for a return on tangible equity of 14%.")
    return form(
        "sector 3pp: titled risk paragraphs (bold title line over its explanation), the last one on the next page",
        "en sector",
        "M",
        FormLabel("Overweight", None, ("Faster rate cuts", "Credit quality", "Regulation")),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def m_sector_two_columns_picks_beside_risks() -> RiskForm:
    house = "Redfern Capital"
    cover = sector_cover(
        "Australian Resources",
        "Iron ore holds up; lithium bottoms",
        "Sector view: Neutral",
        ["Iron ore has held above US$95/t as Chinese steel exports offset weak domestic demand. We stay Neutral."],
    )
    left = Column(40, cover.y + 10, 245)
    right = Column(310, cover.y + 10, 245)
    left.line("Risks to our view", "hebo", 10, after=3)
    bullet(left, "Chinese steel output cuts deeper than the 3% we assume.")
    bullet(left, "A stronger Australian dollar against the US dollar.")
    bullet(left, "Cost inflation in Western Australian labour.")
    right.line("Our top picks", "hebo", 10, after=3)
    bullet(right, "Pilbara Ridge (PBR AU, Buy): the lowest-cost producer.")
    bullet(right, "Ironbark Lithium (IBL AU, Buy): spodumene prices have bottomed.")
    return form(
        "sector p1: two columns, `Risks to our view` bullets on the left beside `Our top picks` bullets on the right",
        "en sector",
        "M",
        FormLabel(
            "Neutral",
            None,
            (
                "Chinese steel output cuts deeper than the 3% we assume",
                "A stronger Australian dollar against the US dollar",
                "Cost inflation in Western Australian labour",
            ),
        ),
        [page(house, 1, cover, left, right), disclosures_page(house, 2)],
    )


def batch_m() -> list[RiskForm]:
    return [
        m_sector_left_rail_heading(),
        m_sector_footnote_marks(),
        m_sector_titled_paragraphs_turn(),
        m_sector_two_columns_picks_beside_risks(),
    ]


# --- batch N (session 31, s31-risks2): English SECTOR and strategy notes' risk sections (the weak kind on the sealed
# notes), written after batch M's fixes, fresh, run once before any rule changed ----


def n_sector_subsector_risk_table() -> RiskForm:
    house = "Marlowe Kent"
    cover = sector_cover(
        "European Chemicals",
        "Destocking is over; volumes lead the recovery",
        "Sector view: Overweight",
        [
            "Customer inventories are back to normal after two years of destocking, and European volumes rose 3% in "
            "1Q26. We expect specialty margins to recover first and move the sector to Overweight.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks to our view", "hebo", 10.5, after=4)
    p2.row([(0, "Sub-sector"), (140, "Main risk to our call")], "hebo")
    p2.row([(0, "Commodity chemicals"), (140, "New Chinese capacity keeps prices at the bottom of the cycle")])
    p2.row([(0, "Specialty chemicals"), (140, "Volumes in autos and construction stay weak")])
    p2.row([(0, "Agrochemicals"), (140, "Generic competition from India cuts prices again")])
    p2.line("Source: Marlowe Kent", "helv", 7, after=10)
    p2.line("Valuation", "hebo", 10.5, after=4)
    p2.para("The sector trades at 7.4x 2027E EV/EBITDA, a 10% discount to its ten-year average.")
    return form(
        "sector p2: `Risks to our view` as a short `Sub-sector | Main risk to our call` table",
        "en sector",
        "N",
        FormLabel(
            "Overweight",
            None,
            (
                "New Chinese capacity keeps prices at the bottom of the cycle",
                "Volumes in autos and construction stay weak",
                "Generic competition from India cuts prices again",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def n_strategy_run_in_risks_sentences() -> RiskForm:
    house = "Hollis Grange Strategy"
    cover = sector_cover(
        "US Equity Strategy",
        "Broadening out: add small caps and cyclicals",
        None,
        [
            "Earnings growth outside the largest technology names should reach 9% in 2026, up from 2% last year. We "
            "raise our year-end S&P 500 target to 6,900 and move small caps to overweight.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Sector allocation", "hebo", 10.5, after=4)
    p2.para(
        "We are overweight industrials, financials and healthcare, and underweight consumer staples and utilities, "
        "whose valuations already price in a slowdown.",
        after=8,
    )
    p2.para(
        "a hawkish Fed that pushes real yields back above 2.5%. A stronger dollar, which would hurt the earnings of "
        "the multinationals. A stall in AI capex, which would hit the index's largest names.",
        lead="Risks: ",
        after=8,
    )
    p2.line("Index targets", "hebo", 10.5, after=4)
    p2.para("Our year-end targets are 6,900 for the S&P 500 and 2,450 for the Russell 2000.")
    return form(
        "strategy p2: a run-in `Risks:` paragraph of three sentences, the first in lower case after the lead",
        "en sector",
        "N",
        FormLabel(
            None,
            None,
            (
                "a hawkish Fed that pushes real yields back above 2.5%",
                "A stronger dollar, which would hurt the earnings of the multinationals",
                "A stall in AI capex, which would hit the index's largest names",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def n_sector_what_would_make_us_wrong_numbered() -> RiskForm:
    house = "Tavistock Yard"
    cover = sector_cover(
        "European Autos",
        "Price cuts are not over; stay Underweight",
        "Industry view: Underweight",
        [
            "Chinese brands now sell 8% of Europe's electric cars and list prices fell 6% in the quarter. We cut our "
            "2026E EBIT for the volume makers by 12% and stay Underweight.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("What would make us wrong", "hebo", 10.5, after=4)
    p2.numbered(
        [
            "EU tariffs on Chinese electric cars are raised to 35%, which would give the European makers room to hold "
            "their prices through 2027.",
            "Battery costs fall faster than the 8% a year we assume.",
            "Demand for plug-in hybrids holds up after the German subsidies end.",
        ]
    )
    p2.line("Valuation", "hebo", 10.5, after=4)
    p2.para("The volume makers trade at 4.1x 2026E P/E, still above their 2020 trough of 3.5x.")
    return form(
        "sector p2: `What would make us wrong` over items numbered `1.`, the first wrapping",
        "en sector",
        "N",
        FormLabel(
            "Underweight",
            None,
            (
                "EU tariffs on Chinese electric cars are raised to 35%, which would give the European makers room to "
                "hold their prices through 2027",
                "Battery costs fall faster than the 8% a year we assume",
                "Demand for plug-in hybrids holds up after the German subsidies end",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def n_sector_call_downside_then_upside_run_in() -> RiskForm:
    house = "Carrick Bell"
    cover = sector_cover(
        "Asian Semiconductors",
        "Memory upcycle has two more years to run",
        "Sector view: Attractive",
        [
            "DRAM contract prices rose 12% in the quarter and inventories at the makers are below four weeks. We "
            "expect the memory upcycle to last into 2027.",
        ],
    )
    cover.line("Key risks to our sector call", "hebo", 10, after=3)
    cover.para(
        "a faster build-out of Chinese DRAM capacity; a slowdown in AI server orders; and new US export controls.",
        lead="Downside risks: ",
        after=3,
    )
    cover.para("a faster smartphone replacement cycle; lower capex at the memory makers.", lead="Upside risks: ")
    return form(
        "sector p1: `Key risks to our sector call` over run-in `Downside risks:` then `Upside risks:` semicolon lists",
        "en sector",
        "N",
        FormLabel(
            "Attractive",
            None,
            (
                "a faster build-out of Chinese DRAM capacity",
                "a slowdown in AI server orders",
                "new US export controls",
                "a faster smartphone replacement cycle",
                "lower capex at the memory makers",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def n_sector_risks_last_page_before_disclosures() -> RiskForm:
    house = "Stanier Wolfe"
    cover = sector_cover(
        "Global Luxury Goods",
        "China's recovery is slower than priced",
        "Sector view: Neutral",
        [
            "Sales to Chinese shoppers fell 4% in 1Q26, and travel retail in Hainan is down 20%. We cut 2026E organic "
            "growth for the sector to 3% and stay Neutral.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Valuation summary", "hebo", 10.5, after=4)
    p2.row([(0, "Company"), (160, "Rating"), (230, "PT"), (300, "P/E 26E"), (370, "Organic growth 26E")], "hebo")
    p2.row([(0, "Maison Verlaine"), (160, "Buy"), (230, "EUR 780"), (300, "24.1x"), (370, "6%")])
    p2.row([(0, "Corsini Group"), (160, "Hold"), (230, "EUR 41"), (300, "19.8x"), (370, "2%")])
    p2.row([(0, "Aldwych Leather"), (160, "Sell"), (230, "GBp 1,120"), (300, "15.2x"), (370, "-3%")])
    p2.line("Source: Stanier Wolfe estimates", "helv", 7, after=10)
    for region, change, share in (
        ("mainland China", "-4%", "18%"),
        ("Hong Kong and Macau", "-9%", "5%"),
        ("Hainan travel retail", "-20%", "3%"),
        ("Japan", "+11%", "9%"),
        ("Korea", "+2%", "4%"),
        ("South-East Asia", "+6%", "5%"),
        ("the US", "+3%", "24%"),
        ("Europe", "+5%", "26%"),
        ("the Middle East", "+9%", "4%"),
        ("Latin America", "+1%", "2%"),
        ("India", "+14%", "1%"),
        ("Australia", "+0%", "2%"),
        ("Canada", "+2%", "2%"),
        ("Africa", "+4%", "1%"),
        ("other markets", "+3%", "1%"),
    ):
        p2.para(
            f"Sales in {region} changed by {change} in 1Q26 at constant currency; the region makes {share} of the "
            "sector's sales, and the brands that kept prices stable through 2025 gained share there.",
            after=6,
        )
    p2.line("Downside risks to our thesis", "hebo", 10, after=3)
    bullet(p2, "A further fall in Chinese consumer confidence.")
    bullet(p2, "US tariffs on European leather goods.")
    bullet(p2, "A stronger euro against the dollar and the yuan.")
    return form(
        "sector p2 of 2 + disclosures: `Downside risks to our thesis` bullets at the foot of the last page of text",
        "en sector",
        "N",
        FormLabel(
            "Neutral",
            None,
            (
                "A further fall in Chinese consumer confidence",
                "US tariffs on European leather goods",
                "A stronger euro against the dollar and the yuan",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def n_sector_risk_box_right_of_chart() -> RiskForm:
    house = "Bellingham Orr"
    cover = sector_cover(
        "US Regional Banks",
        "Deposit costs have peaked",
        "Sector view: Overweight",
        ["Deposit costs fell 9bp in 1Q26, the first fall since 2021, and loan growth picked up to 4%."],
    )
    chart_top = cover.y + 6
    left = Column(40, chart_top, 300)
    left.line("Figure 3: Net interest margin, %", "hebo", 8, after=150)
    left.line("Source: FDIC, Bellingham Orr", "helv", 7, after=8)
    left.para(
        "Margins should widen by 15bp in 2026 as fixed-rate loans reprice at higher yields and deposit costs fall.",
        after=6,
    )
    right = Column(362, chart_top + 14, 185)
    right.line("Key risks", "hebo", 9, after=3)
    bullet(right, "Losses on office loans rise above 3%.", size=8)
    bullet(right, "The Fed cuts rates faster than the market expects.", size=8)
    bullet(right, "Tighter capital rules for banks over $100bn of assets.", size=8)
    box_bottom = right.y + 4
    years = ("2021", "2022", "2023", "2024", "2025", "2026E")
    margins = (2.9, 3.3, 3.4, 3.2, 3.3, 3.5)

    def draw(page_: pymupdf.Page) -> None:
        page_.draw_rect(pymupdf.Rect(355, chart_top, 555, box_bottom), color=(0.3, 0.3, 0.3), fill=(0.94, 0.94, 0.94))
        base = chart_top + 140
        for i, (year, margin) in enumerate(zip(years, margins, strict=True)):
            x = 60 + i * 45
            page_.draw_rect(
                pymupdf.Rect(x, base - (margin - 2.5) * 110, x + 26, base), color=None, fill=(0.1, 0.3, 0.6)
            )
            page_.insert_text((x, base + 10), year, fontname="helv", fontsize=6.5)
            page_.insert_text((x + 4, base - (margin - 2.5) * 110 - 3), f"{margin:.1f}", fontname="helv", fontsize=6.5)

    return form(
        "sector p1 in two columns: a bar chart on the left, a ruled grey `Key risks` box of bullets on the right",
        "en sector",
        "N",
        FormLabel(
            "Overweight",
            None,
            (
                "Losses on office loans rise above 3%",
                "The Fed cuts rates faster than the market expects",
                "Tighter capital rules for banks over $100bn of assets",
            ),
        ),
        [[draw, *page(house, 1, cover, left, right)], disclosures_page(house, 2)],
    )


def n_neg_sector_valuation_and_risks_table() -> RiskForm:
    house = "Fenwick Dale"
    cover = sector_cover(
        "Nordic Industrials",
        "Orders turn; margins follow in 2027",
        "Sector view: Neutral",
        [
            "Order intake rose 6% in 1Q26, the first rise in six quarters, led by electrification and defence. We "
            "stay Neutral on the sector and prefer the later-cycle names.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Valuation methodology and risks", "hebo", 10.5, after=4)
    p2.row([(0, "Company"), (110, "Rating"), (160, "PT"), (220, "Methodology"), (330, "Risks to our rating")], "hebo")
    p2.row(
        [(0, "Kvarn Electric"), (110, "Buy"), (160, "SEK 310"), (220, "22x 2027E P/E"), (330, "Delays in grid orders")]
    )
    p2.row([(0, "Haldor Marine"), (110, "Hold"), (160, "NOK 96"), (220, "9x 2027E EV/EBIT"), (330, "Freight rates")])
    p2.row([(0, "Viren Tools"), (110, "Sell"), (160, "EUR 18"), (220, "DCF, 8% WACC"), (330, "A takeover bid")])
    p2.line("Source: Fenwick Dale estimates", "helv", 7, after=10)
    p2.line("Order trends by end market", "hebo", 10.5, after=4)
    p2.para("Electrification orders rose 14% and defence 22%, while machinery for autos fell 9%.")
    return form(
        "NEG sector: a `Valuation methodology and risks` table of each stock's risks, no risk section of the sector's",
        "en sector",
        "N",
        FormLabel("Neutral", None, ()),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def n_strategy_risk_probability_table() -> RiskForm:
    house = "Radley Ashe Macro"
    cover = sector_cover(
        "European Equity Strategy",
        "Own the domestic recovery",
        None,
        [
            "Real wages in the euro area are growing 2% a year and the ECB has cut rates to 2%. We prefer domestic "
            "cyclicals to the exporters and keep European equities at overweight.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks to our view", "hebo", 10.5, after=4)
    p2.row([(0, "Risk"), (230, "Probability"), (310, "What we would do")], "hebo")
    p2.row([(0, "A US recession in 2026"), (230, "Low"), (310, "Add to defensives")])
    p2.row([(0, "Oil above $100/bbl"), (230, "Medium"), (310, "Buy energy, sell airlines")])
    p2.row([(0, "Bund yields above 3.5%"), (230, "Low"), (310, "Sell real estate")])
    p2.line("Source: Radley Ashe Macro", "helv", 7, after=10)
    p2.line("Our model portfolio", "hebo", 10.5, after=4)
    p2.para("We add Spanish banks and German builders, and take profits on the luxury names.")
    return form(
        "strategy p2: `Risks to our view` as a `Risk | Probability | What we would do` table",
        "en sector",
        "N",
        FormLabel(None, None, ("A US recession in 2026", "Oil above $100/bbl", "Bund yields above 3.5%")),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def batch_n() -> list[RiskForm]:
    return [
        n_sector_subsector_risk_table(),
        n_strategy_run_in_risks_sentences(),
        n_sector_what_would_make_us_wrong_numbered(),
        n_sector_call_downside_then_upside_run_in(),
        n_sector_risks_last_page_before_disclosures(),
        n_sector_risk_box_right_of_chart(),
        n_neg_sector_valuation_and_risks_table(),
        n_strategy_risk_probability_table(),
    ]


# --- batch O (session 31, s31-risks2): written after batch N's fix, fresh, run once before any rule changed ----


def o_strategy_macro_market_subheadings() -> RiskForm:
    house = "Calloway Rhodes Strategy"
    cover = sector_cover(
        "Asia ex-Japan Equity Strategy",
        "Rate cuts and a weaker dollar: add India and Korea",
        None,
        [
            "The Fed has cut twice and the dollar is 6% weaker since January, and Asian equities have lagged. We "
            "raise India to overweight and add Korean exporters to our model portfolio.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Model portfolio changes", "hebo", 10.5, after=4)
    p2.para("We add Korean shipbuilders and Indian private banks, funded by cutting Chinese internet names.", after=8)
    p2.line("Risks to our view", "hebo", 10.5, after=4)
    p2.line("Macro", "hebo", 9, after=2)
    p2.para("US inflation picks up again and the Fed pauses its cuts.", mark=DASH, after=2)
    p2.para("China's exports to the US fall further after new tariffs.", mark=DASH, after=4)
    p2.line("Market", "hebo", 9, after=2)
    p2.para("Foreign investors keep selling Indian equities on valuation.", mark=DASH, after=2)
    p2.para("A correction in the AI hardware names that lead Korea and Taiwan.", mark=DASH, after=10)
    p2.line("Our top picks", "hebo", 10.5, after=4)
    p2.para("Hanmaru Heavy (Buy), Kaveri Bank (Buy) and Taekwang Semi (Buy).")
    return form(
        "strategy p2: `Risks to our view` over `Macro` and `Market` sub-headings, dash items under each",
        "en sector",
        "O",
        FormLabel(
            None,
            None,
            (
                "US inflation picks up again and the Fed pauses its cuts",
                "China's exports to the US fall further after new tariffs",
                "Foreign investors keep selling Indian equities on valuation",
                "A correction in the AI hardware names that lead Korea and Taiwan",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def o_sector_right_column_risks_under_key_data_beside_chart() -> RiskForm:
    house = "Ravenscar Partners"
    main = Column(40, 90, 320)
    main.line("Global Oil Services", "hebo", 14).line("Offshore leads the next leg", "hebo", 11, after=6)
    main.line("Sector view: Overweight", "helv", 9, after=8)
    main.para(
        "Offshore rig day rates have risen 40% in two years and contracts now run to 2029. We expect sector EBITDA to "
        "grow 12% a year over 2026-28E, led by the drillers and subsea.",
        after=6,
    )
    chart_top = main.y
    main.line("Figure 1: Offshore rig utilisation, %", "hebo", 8, after=120)
    main.line("Source: Ravenscar Partners", "helv", 7, after=8)
    main.para("Utilisation is above 90% for the first time since 2014, and no new rigs are being ordered.", after=6)
    side = Column(380, 90, 175)
    side.line("Key data", "hebo", 9, after=3)
    side.line("Sector P/E 2026E: 14.2x", "helv", 8, after=1)
    side.line("Sector EV/EBITDA 2026E: 6.8x", "helv", 8, after=1)
    side.line("Dividend yield: 3.9%", "helv", 8, after=10)
    side.y = max(side.y, chart_top)
    side.line("Risks to our view", "hebo", 9, after=3)
    bullet(side, "Brent falls below US$60/bbl.", size=8)
    bullet(side, "Delays to offshore projects in Brazil and Guyana.", size=8)
    bullet(side, "Rig reactivations add supply faster than we assume.", size=8)
    utilisation = (68, 74, 81, 87, 91)

    def draw(page_: pymupdf.Page) -> None:
        base = chart_top + 110
        for i, value in enumerate(utilisation):
            x = 60 + i * 55
            page_.draw_rect(pymupdf.Rect(x, base - (value - 60) * 3, x + 30, base), color=None, fill=(0.6, 0.2, 0.1))
            page_.insert_text((x + 4, base + 10), str(2022 + i), fontname="helv", fontsize=6.5)

    return form(
        "sector p1: a right column of `Key data` figures, then `Risks to our view` bullets level with a chart",
        "en sector",
        "O",
        FormLabel(
            "Overweight",
            None,
            (
                "Brent falls below US$60/bbl",
                "Delays to offshore projects in Brazil and Guyana",
                "Rig reactivations add supply faster than we assume",
            ),
        ),
        [[draw, *page(house, 1, main, side)], disclosures_page(house, 2)],
    )


def o_sector_inline_numbered_then_disclosures_same_page() -> RiskForm:
    house = "Ellington Vale"
    cover = sector_cover(
        "European Media",
        "Advertising recovers, but not for everyone",
        "Sector view: Neutral",
        [
            "TV advertising rose 2% in 1Q26 while online video grew 14%. We stay Neutral and prefer the owners of "
            "sports rights and live events.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Valuation", "hebo", 10.5, after=4)
    p2.para("The sector trades at 13.5x 2026E P/E, a 15% discount to the European market.", after=8)
    p2.line("Key risks to our sector call", "hebo", 10.5, after=4)
    p2.para(
        "(1) a slower recovery in advertising budgets; (2) a rise in content costs as the streaming platforms bid for "
        "sports rights; and (3) new rules on the use of children's data.",
        after=14,
    )
    p2.line("Important disclosures", "hebo", 10, after=4)
    p2.para(
        "Risk disclosure: investing in securities involves risks, including the loss of the capital invested. The "
        "value of investments can fall as well as rise.",
        "helv",
        7,
    )
    return form(
        "sector p2: `Key risks to our sector call` over an inline `(1)…; (2)…; and (3)…` list, the disclosures under it",
        "en sector",
        "O",
        FormLabel(
            "Neutral",
            None,
            (
                "a slower recovery in advertising budgets",
                "a rise in content costs as the streaming platforms bid for sports rights",
                "new rules on the use of children's data",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2)],
    )


def o_neg_sector_company_boxes_grid() -> RiskForm:
    house = "Wexcombe Securities"
    cover = sector_cover(
        "India Cement",
        "Prices hold as capacity fills",
        "Sector view: Positive",
        [
            "Cement prices rose 4% in the quarter and utilisation is at 74%, the highest in six years. We stay "
            "Positive on the sector.",
        ],
    )
    columns = []
    for index, (name, call, text, risks) in enumerate(
        (
            (
                "Deccan Cement",
                "Buy | PT INR 2,450",
                "The lowest-cost producer in the south.",
                "cost inflation; a price war",
            ),
            (
                "Vindhya Cements",
                "Buy | PT INR 880",
                "New capacity in the east starts in 2026.",
                "delays to its new plant",
            ),
            ("Konkan Building", "Hold | PT INR 410", "Pricing power is weak in the west.", "weak demand in Mumbai"),
            ("Aravalli Cement", "Sell | PT INR 160", "Debt is high after its acquisitions.", "a takeover bid"),
        )
    ):
        column = Column(40 + (index % 2) * 265, cover.y + 10 + (index // 2) * 90, 245)
        column.line(name, "hebo", 10, after=2)
        column.line(f"Rating: {call}", "helv", 8, after=3)
        column.para(text, size=8, after=2)
        column.para(f"{risks}.", size=8, lead="Key risks: ", lead_font="hebo")
        columns.append(column)
    return form(
        "NEG sector p1: a grid of company boxes each with its own `Key risks:` line, no sector risk section",
        "en sector",
        "O",
        FormLabel("Positive", None, ()),
        [page(house, 1, cover, *columns), disclosures_page(house, 2)],
    )


def o_sector_question_heading_right_rail() -> RiskForm:
    house = "Thackeray Moss"
    main = Column(40, 90, 330)
    main.line("US Railroads", "hebo", 14).line("Volumes bottom; pricing holds", "hebo", 11, after=6)
    main.line("Industry view: Attractive", "helv", 9, after=8)
    for text in (
        "Carloads rose 3% in April, the first rise in a year, led by intermodal and chemicals. Pricing is running "
        "at 4%, ahead of cost inflation.",
        "We expect operating ratios to improve by 150bp in 2026 as the railroads cut crews and lengthen trains.",
        "Our top pick is Prairie Line (PRL US, Buy, PT US$265).",
    ):
        main.para(text, after=6)
    rail = Column(395, 150, 160)
    rail.line("What would make us wrong?", "hebo", 9, after=3)
    bullet(rail, "A US recession that cuts industrial volumes.", size=8)
    bullet(rail, "Truck rates fall further and take intermodal share.", size=8)
    bullet(rail, "A new rule forcing rail access for rivals.", size=8)
    return form(
        "sector p1: a narrow right rail headed `What would make us wrong?` over bullets beside the main column",
        "en sector",
        "O",
        FormLabel(
            "Attractive",
            None,
            (
                "A US recession that cuts industrial volumes",
                "Truck rates fall further and take intermodal share",
                "A new rule forcing rail access for rivals",
            ),
        ),
        [page(house, 1, main, rail), disclosures_page(house, 2)],
    )


def o_strategy_run_in_comma_sentence_then_sentence() -> RiskForm:
    house = "Penhallow Macro"
    cover = sector_cover(
        "Global Equity Strategy",
        "Cyclicals over defensives into 2027",
        None,
        [
            "Global PMIs are back above 50 and earnings revisions have turned positive in Europe and Japan. We move "
            "overweight cyclicals and underweight defensives.",
            "We prefer industrials, materials and banks, and cut consumer staples and healthcare to underweight.",
        ],
    )
    cover.para(
        "a hawkish Fed, a stronger dollar and weaker Chinese demand. A US recession would hit our cyclical overweights "
        "hardest.",
        lead="Risks: ",
    )
    return form(
        "strategy p1: a run-in `Risks:` sentence naming three risks in lower case, then a sentence of its own",
        "en sector",
        "O",
        FormLabel(
            None,
            None,
            (
                "a hawkish Fed, a stronger dollar and weaker Chinese demand",
                "A US recession would hit our cyclical overweights hardest",
            ),
        ),
        [page(house, 1, cover), disclosures_page(house, 2)],
    )


def batch_o() -> list[RiskForm]:
    return [
        o_strategy_macro_market_subheadings(),
        o_sector_right_column_risks_under_key_data_beside_chart(),
        o_sector_inline_numbered_then_disclosures_same_page(),
        o_neg_sector_company_boxes_grid(),
        o_sector_question_heading_right_rail(),
        o_strategy_run_in_comma_sentence_then_sentence(),
    ]


# --- batch P (session 31, s31-risks2): written after batch O read right on its first run, fresh, run once before any
# rule changed ----


def p_strategy_sentences_over_page_turn() -> RiskForm:
    house = "Aldermoor Strategy"
    cover = sector_cover(
        "Japan Equity Strategy",
        "Governance reform has further to run",
        None,
        [
            "Buy-backs by Japanese companies reached a record JPY 18trn in the year to March, and a third of the "
            "TOPIX still trades below book value. We raise our TOPIX target to 3,250.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Sector preferences", "hebo", 10.5, after=4)
    for sector in (
        "banks",
        "trading houses",
        "machinery makers",
        "real estate developers",
        "retailers",
        "utilities",
        "railways",
        "insurers",
        "chemical makers",
        "steel makers",
        "food makers",
        "drug makers",
        "electronics makers",
        "carmakers",
        "auto parts makers",
        "builders",
        "shipping lines",
        "telecom operators",
        "game makers",
    ):
        p2.para(
            f"We look at the {sector} on price to book, return on equity and the share of cash in their assets; "
            "those with the most cash and the lowest valuations have the most room to raise their payouts.",
            after=6,
        )
    p2.y = 745
    p2.line("Risks to our view", "hebo", 10.5, after=4)
    p2.para(
        "A stronger yen would cut the earnings of the exporters by 5% for every ten yen. The Bank of Japan could "
        "raise rates faster than the market expects, which would hurt"
    )
    p3 = Column(40, 90, 515)
    p3.para(
        "the real estate names. Foreign investors could sell if governance reform stalls after the election.",
        after=10,
    )
    p3.line("Index target", "hebo", 10.5, after=4)
    p3.para("Our TOPIX target of 3,250 assumes 9% EPS growth and an unchanged P/E of 14.5x.")
    return form(
        "strategy pp2-3: `Risks to our view` sentences, the second one carried over the page turn",
        "en sector",
        "P",
        FormLabel(
            None,
            None,
            (
                "A stronger yen would cut the earnings of the exporters by 5% for every ten yen",
                "The Bank of Japan could raise rates faster than the market expects, which would hurt the real estate "
                "names",
                "Foreign investors could sell if governance reform stalls after the election",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), page(house, 3, p3), disclosures_page(house, 4)],
    )


def p_sector_risk_direction_table() -> RiskForm:
    house = "Sedgwick Orme"
    cover = sector_cover(
        "Global Gold Miners",
        "Costs catch up with the gold price",
        "Sector view: Underweight",
        [
            "All-in sustaining costs rose 11% in 2025 and we expect another 8% in 2026. At US$2,400/oz the miners' "
            "margins are already past their peak.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Key risks to our sector call", "hebo", 10.5, after=4)
    p2.row([(0, "Risk"), (260, "Direction"), (340, "Effect on 2026E EBITDA")], "hebo")
    p2.row([(0, "Gold rises above US$2,800/oz"), (260, "Upside"), (340, "+18%")])
    p2.row([(0, "Energy and labour costs fall"), (260, "Upside"), (340, "+5%")])
    p2.row([(0, "Higher royalties in West Africa"), (260, "Downside"), (340, "-4%")])
    p2.line("Source: Sedgwick Orme estimates", "helv", 7, after=10)
    p2.line("Valuation", "hebo", 10.5, after=4)
    p2.para("The miners trade at 1.1x NAV at spot prices, against a ten-year average of 1.3x.")
    return form(
        "sector p2: `Key risks to our sector call` as a `Risk | Direction | Effect on 2026E EBITDA` table",
        "en sector",
        "P",
        FormLabel(
            "Underweight",
            None,
            ("Gold rises above US$2,800/oz", "Energy and labour costs fall", "Higher royalties in West Africa"),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def p_sector_list_flows_into_right_column() -> RiskForm:
    house = "Montague Fell"
    left = Column(40, 90, 245)
    right = Column(310, 90, 245)
    left.line("European Utilities", "hebo", 14).line("Grids over generation", "hebo", 11, after=6)
    left.line("Sector view: Neutral", "helv", 9, after=8)
    for text in (
        "Grid capex in Europe will double by 2030 and regulators have raised allowed returns by 50-100bp. We prefer "
        "the networks to the generators, whose power prices are falling.",
        "Power prices for 2027 delivery have fallen 20% since January as new solar capacity comes on line, and we cut "
        "our 2027E EBITDA for the generators by 6%.",
        "The networks trade at 1.3x regulated asset value, in line with their history, while the generators trade at "
        "a 20% discount to our sum of the parts.",
        "We stay Neutral on the sector, with the networks our preferred way to own it.",
        *(
            f"In {country}, the regulator's next review sets returns from {year}; we assume an allowed return on "
            f"equity of {roe} and grid capex {capex} above the last period."
            for country, year, roe, capex in (
                ("Germany", 2029, "7.1%", "60%"),
                ("the UK", 2028, "6.5%", "80%"),
                ("Italy", 2028, "6.9%", "45%"),
                ("Spain", 2027, "6.6%", "50%"),
                ("France", 2028, "6.8%", "40%"),
                ("the Netherlands", 2027, "6.2%", "70%"),
                ("Belgium", 2029, "6.4%", "55%"),
                ("Austria", 2028, "6.7%", "35%"),
                ("Portugal", 2027, "6.3%", "30%"),
            )
        ),
    ):
        left.para(text, after=6)
    left.y = 740
    left.line("Risks to our view", "hebo", 10, after=3)
    bullet(left, "Regulators cut allowed returns at the next review.")
    bullet(left, "Power prices rise again on a cold winter.")
    bullet(right, "Windfall taxes return in Spain and Italy.")
    bullet(right, "Delays in grid permits slow the growth of the asset base.", after=10)
    right.line("Valuation", "hebo", 10, after=3)
    right.para("We value the networks on RAV multiples and the generators on sum of the parts.")
    return form(
        "sector p1 in two columns: `Risks to our view` at the foot of the left column, the list going on at the top "
        "of the right",
        "en sector",
        "P",
        FormLabel(
            "Neutral",
            None,
            (
                "Regulators cut allowed returns at the next review",
                "Power prices rise again on a cold winter",
                "Windfall taxes return in Spain and Italy",
                "Delays in grid permits slow the growth of the asset base",
            ),
        ),
        [page(house, 1, left, right), disclosures_page(house, 2)],
    )


def p_sector_bullets_tagged_upside_downside() -> RiskForm:
    house = "Birchall Keane"
    cover = sector_cover(
        "US Airlines",
        "Capacity cuts finally arrive",
        "Industry view: In-Line",
        [
            "The large carriers have cut domestic capacity growth to 1% for the second half, and fares rose 4% in "
            "April. We stay In-Line as labour costs rise 7% a year.",
        ],
    )
    p2 = Column(40, 90, 515)
    p2.line("Risks", "hebo", 10.5, after=4)
    bullet(p2, "Jet fuel falls below $2.00 a gallon (upside).")
    bullet(p2, "Low-cost carriers exit unprofitable routes (upside).")
    bullet(p2, "A slowdown in corporate travel (downside).")
    bullet(p2, "New pilot contracts above 20% raises (downside).", after=10)
    p2.line("Valuation", "hebo", 10.5, after=4)
    p2.para("The carriers trade at 6.5x 2026E P/E, a 30% discount to the S&P 500.")
    return form(
        "sector p2: `Risks` bullets each tagged `(upside)` or `(downside)` at its end",
        "en sector",
        "P",
        FormLabel(
            "In-Line",
            None,
            (
                "Jet fuel falls below $2.00 a gallon (upside)",
                "Low-cost carriers exit unprofitable routes (upside)",
                "A slowdown in corporate travel (downside)",
                "New pilot contracts above 20% raises (downside)",
            ),
        ),
        [page(house, 1, cover), page(house, 2, p2), disclosures_page(house, 3)],
    )


def batch_p() -> list[RiskForm]:
    return [
        p_strategy_sentences_over_page_turn(),
        p_sector_risk_direction_table(),
        p_sector_list_flows_into_right_column(),
        p_sector_bullets_tagged_upside_downside(),
    ]


# --- the bench -----------------------------------------------------------------------------------------------------


def main(batches: Callable[[], list[RiskForm]] | None = None) -> None:
    forms = (
        batches()
        if batches
        else batch_a()
        + batch_b()
        + batch_c()
        + batch_d()
        + batch_e()
        + batch_f()
        + batch_g()
        + batch_h()
        + batch_i()
        + batch_j()
        + batch_k()
        + batch_l()
        + batch_m()
        + batch_n()
        + batch_o()
        + batch_p()
    )
    if len(sys.argv) > 1:
        forms = [f for f in forms if f.batch in sys.argv[1:]]
    score_risk_forms(
        forms,
        set_name="house_risks_en",
        title="English house risk sections read by the rules backend (drawn PDFs, whole pipeline; "
        "bench/house_risks_en.py)",
        summary_name="English house risk sections",
    )


if __name__ == "__main__":
    main()
