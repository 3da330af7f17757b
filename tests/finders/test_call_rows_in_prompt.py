"""A whitespace-stripped table of stock calls stays in the prompt's body: it states STOCK_CALLS."""

from __future__ import annotations

from tasks.prompt.gradient import is_stock_call_row


def test_a_table_piece_with_a_code_and_a_rating_is_a_call_row() -> None:
    row = "300760迈瑞医疗361.0043893.855.286.337.6193.868.457.047.425.22.7买入600276恒瑞医药88.05"
    assert is_stock_call_row(row, 0, len(row))
    numbers = "2019A2020E2021E361.0043893.855.286.337.6193.868.45"
    assert not is_stock_call_row(numbers, 0, len(numbers))
    us_listed = "kltc.n凯乐科技谨慎推荐15.60美元14.42美元"  # lower-cased, as the prompt folds it
    assert is_stock_call_row(us_listed, 0, len(us_listed))
    assert not is_stock_call_row("see co.n for 推荐 terms", 0, 22)


def test_a_long_call_table_is_cut_after_a_rating_and_kept_whole_in_the_prompt(tmp_path) -> None:
    from tasks.clean.cleaner import clean
    from tasks.prompt.gradient import build_prompt
    from tasks.prompt.markers import strip_markers
    from tests.builders import make_document

    rows = "".join(f"公司{chr(0x4E00 + n)}{chr(0x4E10 + n)}{600100 + n}CH{10 + n}.50买入" for n in range(14))
    text = f"重点推荐股票名称股票代码目标价投资评级{rows}资料来源：研究所预测\n行业景气度回升，维持行业“推荐”评级。"
    prompt = strip_markers(build_prompt(clean(make_document([text]))).text)
    for n in range(14):
        assert f"{600100 + n}CH{10 + n}.50买入" in prompt


def test_a_cover_boxs_rating_label_stays_with_its_value_above_a_line_table() -> None:
    """A table printed one row a line keeps its own header lines in the body, not a cover box's
    `Stock Rating` label far above it: that label goes with its value line (`Overweight …`)."""
    from tasks.clean.cleaner import clean
    from tasks.finders.findings import find_all
    from tasks.prompt.gradient import build_prompt
    from tasks.prompt.markers import strip_markers
    from tests.builders import make_document

    cover = "Stock Rating\nOverweight Industry View Attractive Price Target HK$28.40\n"
    body = "Alpha Land (1111.HK): rental reversion turns positive.\n" + "Office occupancy improved.\n" * 10
    table = (
        "Company Ticker Rating P/NAV (x) Yield (%)\n"
        "Alpha Land 1111.HK Overweight 0.53 5.8\n"
        "Beta Crest 2222.HK Equal-weight 0.48 6.2\n"
    )
    text = cover + body + table
    spans = find_all(text).table_spans()
    header = text.index("Company Ticker")
    assert not any(a <= 0 < b for a, b in spans) and any(a <= header < b for a, b in spans)
    prompt = build_prompt(clean(make_document([text])))
    head = strip_markers(prompt.head)
    assert "Stock Rating\nOverweight Industry View" in head


def test_a_target_boxs_value_line_goes_with_its_label_into_the_head() -> None:
    """`Price Target` / `7001.JP 4,200.00 JPY`: the value line opens with a ticker and is short, yet
    it is the label's value, so it stays with the label."""
    from tasks.clean.cleaner import clean
    from tasks.prompt.gradient import build_prompt
    from tasks.prompt.markers import strip_markers
    from tests.builders import make_document

    text = (
        "Japan Machinery\nAlpha Robotics Corp\nRating\nOutperform\nPrice Target\n7001.JP 4,200.00 JPY\n3 August 2026\n"
        + "Orders rose in the quarter and margins widened on a better mix of products. " * 6
    )
    head = strip_markers(build_prompt(clean(make_document([text]))).head)
    assert "Price Target\n7001.JP 4,200.00 JPY" in head
