"""Sector-note stock tables and summaries in general forms (tasks/finders/line_tables.py, stock_calls.py,
schemas/lexicon.py, tasks/validate/grounding.py): a legend's code of abbreviated words (`Mkt Perf`), a rating
cell's note mark (`BUY*`), a header cell's unit wrapped onto lines of its own, a changes table whose group header
splits old then new, and a summary bullet's stance on a stock. Synthetic wordings, no broker's own strings."""

from __future__ import annotations

from pathlib import Path

from schemas.lexicon import rating_legend
from schemas.types import FieldName
from tasks.finders.line_tables import line_table_rows
from tasks.finders.stock_calls import find_stock_calls
from tasks.validate.grounding import validate_field
from tests.builders import report_view


def rows(text: str) -> list[tuple[str, str, str | None]]:
    return [(r.code.value, r.rating.value, r.target.value if r.target else None) for r in line_table_rows(text)]


def calls(text: str) -> list[tuple[str | None, str, str | None]]:
    return [
        (c.code.value if c.code else None, c.rating.value, c.target.value if c.target else None)
        for c in find_stock_calls(text)
    ]


def test_a_legend_code_of_abbreviated_words_is_read_only_where_it_abbreviates_its_rating() -> None:
    legend = "A-PF (Above Perform): over 10%.\nMkt Perf (Market Perform): within 10%.\nU-PF (Underperform): below.\n"
    assert rating_legend(legend)["Mkt Perf"] == "Market Perform"
    sector = legend.replace("Mkt Perf (Market Perform)", "Sect Outperf (Sector Outperform)")
    assert rating_legend(sector)["Sect Outperf"] == "Sector Outperform"
    # words that do not abbreviate the rating in their place are no code of it
    assert "Top Pick" not in rating_legend(legend.replace("Mkt Perf (Market Perform)", "Top Pick (Market Perform)"))
    table = (
        "Company Code Rating Price (HK$) PT (HK$) Yield\n"
        "Banks\n"
        "Alpha Bank 1111 HK Mkt Perf 4.88 5.20 7.1%\n"
        "Beta Life 2222 HK U-PF 3.62 3.10 3.9%\n"
        "Source: Gamma estimates\n"
    )
    assert rows(table + legend) == [("1111 HK", "Mkt Perf", "5.20"), ("2222 HK", "U-PF", "3.10")]
    assert rows(table) == []  # with no legend the codes rate nothing


def test_a_rating_cell_with_a_note_mark_and_a_target_column_whose_unit_wraps_onto_lines_of_its_own() -> None:
    table = (
        "Figure 2: Regional valuations\n"
        "Company Ticker Rating Crncy Price Mcap US$bn\n"
        "EPS 26E EPS 27E PE 27E Yield\n"
        "27E Target\n"
        "(LC)\n"
        "ROE 27E\n"
        "Alpha Yards AAAA SP BUY* SGD 3.12 1.4 0.21 0.27 11.6 3.1% 3.85 12.9\n"
        "Beta Marine BBBB MK SELL\u2020 MYR 0.92 0.5 0.05 0.04 23.0 2.0% 0.78 3.5\n"
        "Gamma Ship CCCC IJ HOLD IDR 1,390 0.7 88 102 13.6 3.6% 1,450 10.1\n"
        "* Top pick. Source: Delta estimates\n"
    )
    assert rows(table) == [("AAAA SP", "BUY", "3.85"), ("BBBB MK", "SELL", "0.78"), ("CCCC IJ", "HOLD", "1,450")]
    # a mark after a word that rates nothing is no rating cell
    assert rows(table.replace("BUY*", "NEW*"))[0:1] != [("AAAA SP", "NEW", "3.85")]


def test_a_group_header_split_old_then_new_reads_the_new_rating_and_new_target(tmp_path: Path) -> None:
    table = (
        "Exhibit 2: Changes to ratings, targets and estimates\n"
        "{groups}\n"
        "Company Ticker {subs}\n"
        "Alpha Chemicals AAAA US Equal-weight Overweight $82.00 $96.00 5.10 5.42\n"
        "Beta Polymers BBBB US Overweight Equal-weight $48.00 $41.00 2.95 2.71\n"
        "Source: Gamma estimates\n"
    )
    for groups in ("Rating Price target EPS 2027E", "Rating Target price EBITDA 2027E", "Rtg PT (US$) EPS"):
        text = table.format(groups=groups, subs="Old New Old New Old New")
        assert rows(text) == [("AAAA US", "Overweight", "$96.00"), ("BBBB US", "Equal-weight", "$41.00")], groups
    # the same cells under a header that splits new then old: the first of each pair is the call
    new_first = table.format(groups="Rating Price target EPS 2027E", subs="New Old New Old New Old")
    assert rows(new_first) == [("AAAA US", "Equal-weight", "$82.00"), ("BBBB US", "Overweight", "$48.00")]
    view = report_view(tmp_path, "Industry update\n" + table.format(groups=groups, subs="Old New Old New Old New"))
    kept = validate_field(
        FieldName.STOCK_CALLS,
        "AAAA US | Alpha Chemicals | Overweight | $96.00",
        view,
        extractor="m",
        doc_type="industry",
    )
    (grounded,) = kept.calls
    assert (grounded.rating, grounded.target_price) == ("Overweight", "$96.00")


def test_summary_bullets_with_bracketed_calls_in_pence_and_a_stance_after_the_stock(tmp_path: Path) -> None:
    summary = (
        "Summary\n"
        "\u2022 Footfall fell 3% in November.\n"
        "\u2022 We prefer Alpha Foods (AAAA LN; Buy, TP 845p) over Beta Retail (BBBB LN; Neutral, TP 510p).\n"
        "\u2022 Gamma Stores (GGGG LN) stays Sell, TP 96p, as its refinancing nears.\n"
        "\u2013 Delta Homes (DDDD LN) is upgraded to Buy (PT 1,240p) on margins.\n"
        "\u2022 Epsilon Group (EEEE LN) remains Neutral with a PT of 300p.\n"
    )
    assert calls(summary) == [
        ("AAAA LN", "Buy", "845p"),
        ("BBBB LN", "Neutral", "510p"),
        ("GGGG LN", "Sell", "96p"),
        ("DDDD LN", "Buy", "1,240p"),
        ("EEEE LN", "Neutral", "300p"),
    ]
    # a sentence of the discussion, no bullet: no stance call read from it
    assert calls("Last year Gamma Stores (GGGG LN) stays Sell, TP 96p, we thought.\n") == []
    view = report_view(tmp_path, "Sector note\n" + summary)
    kept = validate_field(
        FieldName.STOCK_CALLS, "GGGG LN | Gamma Stores | Sell | 96p", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert (grounded.rating, grounded.target_price) == ("Sell", "96p")


def test_a_header_told_target_cell_before_a_short_digit_group_is_whole(tmp_path: Path) -> None:
    table = (
        "Figure 4: Coverage\n"
        "Company Code Rec. CMP TP EV/t (US$)\n"
        "Alpha Cement AAAA IN Buy INR 688 INR 812 97\n"
        "Beta Cement BBBB IN Sell INR 402 INR 366 88\n"
        "Source: Gamma estimates\n"
    )
    view = report_view(tmp_path, "Sector update\n" + table)
    kept = validate_field(
        FieldName.STOCK_CALLS, "AAAA IN | Alpha Cement | Buy | INR 812", view, extractor="m", doc_type="industry"
    )
    (grounded,) = kept.calls
    assert grounded.target_price == "INR 812"
    lied = validate_field(
        FieldName.STOCK_CALLS, "AAAA IN | Alpha Cement | Buy | INR 688", view, extractor="m", doc_type="industry"
    )
    assert all(call.target_price != "INR 688" for call in lied.calls)


def test_a_sector_strip_with_labels_of_no_known_kind_after_its_view_and_a_headline_changing_the_view() -> None:
    from tasks.finders.key_strips import key_strips
    from tasks.finders.rating import find_rating

    strip = (
        "Alpha Financials: Dividends anchor the sector\n"
        "{label} Previous Stocks covered\n"
        "Overweight Neutral 14\n"
        "Bank dividend yields keep rising across the region.\n"
    )
    for label in ("Sector view", "Industry view", "Sector weighting"):
        cells = key_strips(strip.format(label=label))
        assert [(c.kind, c.value) for c in cells][:1] == [("view", "Overweight")], label
    # a table's header led by a stock rating over a first row of codes: no strip
    table = "Rating Coverage universe (%) Banking clients (%)\nO-PF 45 38\nMkt Perf 40 42\nU-PF 15 20\n"
    assert key_strips(table) == ()
    for title in (
        "India Cement: Upgrade to Overweight as prices stick",
        "Korea Banks: Downgrading to Underweight on margins",
        "Alpha Chemicals: We move to Overweight",
    ):
        text = f"Sector Update\n{title}\nCement prices held their increase in every region.\n"
        found = find_rating(text, "industry")
        assert found is not None and found.value == title.split(" to ")[1].split()[0], title
