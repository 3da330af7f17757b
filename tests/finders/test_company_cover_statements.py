"""An English company note's own call where no labelled box states it: a first-person statement of
the rating with the target (`We stay Market Perform with a PT of $142`), a target named by its
horizon (`12-month target: Rs860`), a `PT` / `TP` box line, and key-data strips whose rows the text
layer joins with single spaces (a price beside a signed percentage, abbreviated labels, cells of no
known kind). Each rule is pinned by a short synthetic text with the look-alikes it must leave alone,
and through the prompt as the rules backend reads it (the lead's statements move to the head)."""

from __future__ import annotations

from schemas.fap import parse_fap
from schemas.types import ExtractionRequest, FieldName, Prompt
from tasks.clean.cleaner import clean
from tasks.extract.rules import RulesExtractor
from tasks.finders.doc_type import find_doc_type
from tasks.finders.key_strips import key_strips
from tasks.finders.rating import find_rating
from tasks.finders.target_price import find_target_price
from tasks.prompt.gradient import build_prompt
from tests.builders import make_document

PROSE = "Orders rose 33% quarter on quarter, and management expects a further rise in the third quarter. " * 3
COVER = "Granite Harbour Capital\nEquity Research | Earnings Review\nNorthfield Devices (NFDV US)\n30 July 2026\n"


def test_a_first_person_call_with_a_target_makes_a_company_note_and_states_its_rating() -> None:
    for statement, rating in (
        ("We stay Market Perform with a PT of $142 (unchanged), 24x CY27E EPS.", "Market Perform"),
        ("We retain Accumulate with a TP of INR2,150 (earlier INR2,080), at 13x FY28E EV/EBITDA.", "Accumulate"),
        ("We stay Sell with a target price of Rmb142.00, at 15x 2027E P/E.", "Sell"),
    ):
        text = COVER + PROSE + "\n" + statement + "\n"
        assert find_doc_type(text).value == "company", statement
        found = find_rating(text, "company")
        assert found is not None and found.value == rating


def test_a_numeric_rating_stated_with_its_target_makes_a_company_note() -> None:
    for statement in (
        "We reiterate our rating of 1 and a target price of KRW98,000, based on 15x 2027E P/E.",
        "We maintain our investment rating of 2 and TP ¥4,300 (from ¥4,600), at 1.3x FY3/27E P/B.",
    ):
        assert find_doc_type(COVER + PROSE, statement).value == "company", statement  # the body, then the head
    # without the statement (and without a kind label in its masthead) nothing says it is about one company
    assert find_doc_type(COVER.replace(" | Earnings Review", "") + PROSE).value == "industry"


def test_a_call_on_a_named_stock_or_a_word_of_prose_is_no_own_call() -> None:
    """As the rules backend reads a note: its body, then the head the statements moved to."""
    sector = "Indian Banks\nSector Update\n" + PROSE
    head = "We stay Overweight on Malabar Bank with a TP of Rs1,940.\n"
    assert find_doc_type(sector, head).value == "industry"
    head = "We keep Margins with a target of 40% in mind.\n"
    assert find_doc_type(sector, head).value == "industry"  # `Margins` is no rating word
    assert find_rating("Margins stay neutral with a weak target market.\n", "company") is None


def test_the_own_call_in_the_prompt_head_makes_a_company_note() -> None:
    """The rules backend reads the kind from the body, then the head: the lead's statement has moved
    to the head, where no offsets tell how early it stood."""
    body = "Northfield Devices: Solid quarter, but the upgrade cycle is priced\n" + PROSE
    head = "We stay Market Perform with a PT of $142 (unchanged), 24x CY27E EPS of $5.90.\n"
    assert find_doc_type(body, head).value == "company"
    assert find_doc_type(body).value == "industry"  # the body alone states no call


def test_a_target_named_by_its_horizon_is_the_target_price() -> None:
    box = "Konkan Pharma (KNKP IN)\n14 August 2026\nREDUCE\n12-month target: Rs860 CMP: Rs921\n"
    text = box + PROSE
    target = find_target_price(text)
    assert target is not None and target.value == "Rs860"
    assert find_doc_type(text).value == "company"  # the box under its horizon label
    prose = "We maintain REDUCE with a 12-month target of Rs860 (Rs905 earlier), at 20x FY28E EPS.\n"
    found = find_target_price(PROSE + prose)
    assert found is not None and found.value == "Rs860"
    priced = find_target_price("Our 12-month target price of $54.00 implies 12% upside.\n")
    assert priced is not None and priced.value == "$54.00"


def test_a_pt_or_tp_box_line_makes_a_company_note() -> None:
    for box in ("Investment rating 2\nTP ¥4,300\nShare price ¥3,985\n", "Market Perform\nPT: $142\nPrice: $131.08\n"):
        assert find_doc_type(COVER + box + PROSE).value == "company", box
    assert (
        find_doc_type("Asia Cement\n" + PROSE + "\nThe sector trades on our TP 15% above spot.\n").value == "industry"
    )


def test_a_strip_price_never_swallows_the_signed_cell_after_it() -> None:
    text = "Rating Target price Price Upside\nSell Rmb142.00 Rmb168.40 -15.7%\n" + PROSE
    cells = [(cell.kind, cell.value) for cell in key_strips(text)]
    assert cells == [("rating", "Sell"), ("target", "Rmb142.00"), ("other", "Rmb168.40"), ("other", "-15.7%")]


def test_abbreviated_strip_labels_name_the_rating_and_the_current_price() -> None:
    text = "Deccan Cements (DCEM IN)\nReco TP CMP Upside\nAccumulate INR2,150 INR1,962 9.6%\n" + PROSE
    cells = {cell.label: cell.value for cell in key_strips(text)}
    assert cells == {"Reco": "Accumulate", "TP": "INR2,150", "CMP": "INR1,962", "Upside": "9.6%"}
    assert find_doc_type(text).value == "company"
    rating, target = find_rating(text, "company"), find_target_price(text)
    assert rating is not None and rating.value == "Accumulate"
    assert target is not None and target.value == "INR2,150"


def test_a_strip_with_cells_of_no_known_kind_pairs_its_leading_cells() -> None:
    strip = "Sector view Stocks covered Top pick Date\nOverweight 3 Goldleaf Circuits 16 Oct 2026\n"
    text = "Taiwan PCB\nEquity Research | Sector Report\n" + strip + PROSE
    assert [(cell.kind, cell.value) for cell in key_strips(text)] == [("view", "Overweight")]
    found = find_rating(text, "industry")
    assert found is not None and found.value == "Overweight"


def test_no_partial_strip_in_a_legend_a_table_or_a_label_of_other_words() -> None:
    legend = "Rating and definitions\nBuy: expected to outperform the market by 10%.\n"
    table = "Rating Stock Code\nBuy Goldleaf Circuits 2368 TT\nHold Unimicro Substrates 3037 TT\n"
    chart = "Price performance\nNFDV 12% 5%\nS&P 500\n"
    mismatched = "Rating Analyst Sector\n$142 Priya Raman Devices\n"
    for text in (legend, table, chart, mismatched):
        assert [cell for cell in key_strips(text + PROSE) if cell.kind != "other"] == [], text


def test_the_prompt_head_keeps_a_strip_s_label_row_with_its_value_row() -> None:
    """A strip's labels share header words with a stock table's (`Rating`, `Target`): the head keeps
    both rows, in order, so the rules backend and the model read the value under its label."""
    page = (
        "Lanterne Freres\nEquity Research | Company Note\nZhongyuan Battery (300953 CH)\n24 August 2026\n"
        "Zhongyuan Battery: Price war in storage cells; stay Sell\n"
        "Rating Target price Price Upside\nSell Rmb142.00 Rmb168.40 -15.7%\n"
        "Storage-cell prices fell another 12% in the quarter, and gross margin dropped to 14.8%.\n"
        "Figure 4: Battery peers\nCompany Ticker Rating Target P/E 26E\n"
        "Ningde Cell Tech 300750 CH Outperform Rmb310.00 21.5\nEastwind Energy 002074 CH Neutral Rmb28.00 25.3\n"
    )
    prompt = build_prompt(clean(make_document([page])))
    head = prompt.head.split("\n")
    labels = next(i for i, line in enumerate(head) if line.endswith("Rating Target price Price Upside"))
    assert head[labels + 1].endswith("Sell Rmb142.00 Rmb168.40 -15.7%")
    reply = RulesExtractor().extract(ExtractionRequest(doc_id="d", prompt=Prompt(prompt.head, prompt.body, "")))
    values = parse_fap(reply.text)
    assert values[FieldName.DOC_TYPE] == "company"
    assert values[FieldName.RATING] == "Sell" and values[FieldName.TARGET_PRICE] == "Rmb142.00"


def test_a_first_person_adjective_in_prose_is_no_rating() -> None:
    """`We stay Sell` states a rating as printed; `we stay cautious on branded PCs` is a view in prose."""
    sector = "APAC Technology\n" + PROSE + "\nWithin hardware we stay cautious on branded PCs and panels.\n"
    assert find_rating(sector, "industry") is None
    found = find_rating(COVER + PROSE + "\nWe stay Sell, as the cycle turns.\n", "company")
    assert found is not None and found.value == "Sell"


def test_a_box_line_with_its_value_heads_no_partial_strip() -> None:
    """`Target Price CNY 31.40` holds its own value: the line below (`52 Week range …`) is another box."""
    box = "Target Price CNY 31.40\n52 Week range CNY 19.37 - 46.03\n"
    # the line's own value at most (as `Target Price HKD 31.40` reads), never a cell of the line below
    assert [(cell.label, cell.value) for cell in key_strips(box + PROSE)] in ([], [("Target Price", "CNY 31.40")])
    target = find_target_price(COVER + box + PROSE)
    assert target is not None and target.value.endswith("31.40")  # not `52` of the line below
