"""schemas/fap.py: the FAP tagged answer protocol, parsed and rendered."""

from __future__ import annotations

import pytest

from schemas.errors import FapParseError
from schemas.fap import (
    END,
    NONE_VALUE,
    START,
    format_instructions,
    parse_fap,
    render_call,
    render_fap,
    split_calls,
    split_items,
)
from schemas.types import ALL_FIELDS, FieldName

VALUES: dict[FieldName, str | list[str] | None] = {
    FieldName.DOC_TYPE: "company",
    FieldName.RATING: "增持",
    FieldName.TARGET_PRICE: "85.00元",
    FieldName.RISK_FACTORS: ["供应链中断风险", "汇率波动风险"],
    FieldName.STOCK_CALLS: [
        render_call("002007", "华兰生物", "买入", "45元"),
        render_call(None, "天坛生物", "增持", None),
    ],
}


def field(name: str, value: str) -> str:
    return f"{START}{name}>>{value}{END}"


def full_answer(**overrides: str) -> str:
    values = {
        "DOC_TYPE": "company",
        "RATING": "买入",
        "TARGET_PRICE": "NONE",
        "RISK_FACTORS": "NONE",
        "STOCK_CALLS": "NONE",
    }
    values.update(overrides)
    return "\n".join(field(name, value) for name, value in values.items())


# ---------------------------------------------------------------- round trips


def test_render_then_parse_gives_back_every_value() -> None:
    parsed = parse_fap(render_fap(VALUES))
    assert parsed[FieldName.DOC_TYPE] == "company"
    assert parsed[FieldName.RATING] == "增持"
    assert parsed[FieldName.TARGET_PRICE] == "85.00元"
    assert split_items(parsed[FieldName.RISK_FACTORS]) == ["供应链中断风险", "汇率波动风险"]
    assert split_calls(parsed[FieldName.STOCK_CALLS]) == [
        ("002007", "华兰生物", "买入", "45元"),
        (None, "天坛生物", "增持", None),
    ]


def test_none_and_empty_values_render_as_none_and_parse_as_the_string_none() -> None:
    answer = render_fap({FieldName.RATING: None, FieldName.TARGET_PRICE: "", FieldName.RISK_FACTORS: []})
    parsed = parse_fap(answer, expected=(FieldName.RATING, FieldName.TARGET_PRICE, FieldName.RISK_FACTORS))
    assert set(parsed.values()) == {NONE_VALUE}
    assert split_items(parsed[FieldName.RISK_FACTORS]) == [NONE_VALUE]  # NONE is the caller's to interpret


def test_render_writes_one_line_per_field_in_the_given_order() -> None:
    order = [FieldName.STOCK_CALLS, FieldName.DOC_TYPE, FieldName.RATING]
    lines = render_fap({name: "x" for name in order}).splitlines()
    assert len(lines) == 3
    assert [line.split(":", 1)[1].split(">>", 1)[0] for line in lines] == [str(n) for n in order]
    assert all(line.startswith(START) and line.endswith(END) for line in lines)


# ---------------------------------------------------------------- parse_fap


def test_values_are_trimmed_and_text_outside_fields_is_ignored() -> None:
    answer = "Here is my answer:\n" + full_answer(RATING="  \n 买入（维持） \t") + "\nThanks!"
    assert parse_fap(answer)[FieldName.RATING] == "买入（维持）"


def test_fields_may_come_in_any_order() -> None:
    forward = full_answer(RATING="中性")
    backward = "\n".join(reversed(forward.splitlines()))
    assert parse_fap(backward) == parse_fap(forward)


def test_field_names_inside_the_tag_are_trimmed() -> None:
    answer = f"{START} RATING >> 买入 {END}"
    assert parse_fap(answer, expected=[FieldName.RATING]) == {FieldName.RATING: "买入"}


def test_a_value_may_span_lines() -> None:
    answer = field("RISK_FACTORS", "风险一;\n风险二")
    value = parse_fap(answer, expected=[FieldName.RISK_FACTORS])[FieldName.RISK_FACTORS]
    assert split_items(value) == ["风险一", "风险二"]


def test_only_the_expected_fields_are_required() -> None:
    answer = field("RATING", "买入")
    assert parse_fap(answer, expected=[FieldName.RATING]) == {FieldName.RATING: "买入"}


def test_a_missing_field_is_named_in_the_error() -> None:
    answer = "\n".join(line for line in full_answer().splitlines() if "TARGET_PRICE" not in line)
    with pytest.raises(FapParseError, match=r"missing.*TARGET_PRICE"):
        parse_fap(answer)


def test_an_empty_answer_misses_every_field() -> None:
    with pytest.raises(FapParseError, match="missing") as error:
        parse_fap("I cannot help with that.")
    assert all(str(name) in str(error.value) for name in ALL_FIELDS)


def test_a_field_given_twice_is_an_error() -> None:
    with pytest.raises(FapParseError, match="RATING is given twice"):
        parse_fap(full_answer() + "\n" + field("RATING", "卖出"))


def test_an_unknown_field_name_is_an_error() -> None:
    with pytest.raises(FapParseError, match="unknown FAP field name 'PRICE'"):
        parse_fap(full_answer() + "\n" + field("PRICE", "1元"))


def test_a_known_field_that_was_not_asked_for_is_an_error() -> None:
    with pytest.raises(FapParseError, match="not asked for"):
        parse_fap(full_answer(), expected=[FieldName.RATING])


def test_an_unterminated_last_field_is_an_error() -> None:
    answer = full_answer().removesuffix(END)
    with pytest.raises(FapParseError, match=r"STOCK_CALLS.*not terminated"):
        parse_fap(answer)


def test_a_field_opened_inside_another_is_an_error() -> None:
    answer = f"{START}RATING>> 买入 {START}TARGET_PRICE>> 10元 {END}"
    with pytest.raises(FapParseError, match=r"RATING.*not terminated before the next field"):
        parse_fap(answer, expected=[FieldName.RATING, FieldName.TARGET_PRICE])


def test_an_end_tag_with_no_open_field_is_an_error() -> None:
    with pytest.raises(FapParseError, match="closes no open field"):
        parse_fap(END + "\n" + full_answer())


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (f"{START}RATING 买入{END}", "unknown FAP field name"),  # start tag without its >>
        (f"{START}RATING>> 买入 <<FAP_FIELD_END>", "not terminated"),  # end tag without its last >
        (f"FAP_FIELD_START:RATING>> 买入 {END}", "closes no open field"),  # start tag without its <<
    ],
)
def test_malformed_tags_are_errors(answer: str, message: str) -> None:
    with pytest.raises(FapParseError, match=message):
        parse_fap(answer, expected=[FieldName.RATING])


def test_a_lone_angle_bracket_in_a_value_is_kept() -> None:
    assert parse_fap(field("TARGET_PRICE", " >40元 "), expected=[FieldName.TARGET_PRICE]) == {
        FieldName.TARGET_PRICE: ">40元"
    }


def test_the_parse_error_is_a_digest_error_with_an_exit_code() -> None:
    with pytest.raises(FapParseError) as error:
        parse_fap("")
    assert error.value.exit_code != 0
    assert error.value.hint


# ---------------------------------------------------------------- split_items, split_calls, render_call


@pytest.mark.parametrize(
    ("value", "items"),
    [
        ("甲风险; 乙风险", ["甲风险", "乙风险"]),
        ("甲风险；乙风险", ["甲风险", "乙风险"]),  # the full-width separator too
        ("甲风险;；; 乙风险 ;", ["甲风险", "乙风险"]),  # empty items dropped
        ("  单一风险  ", ["单一风险"]),
        ("", []),
        (" ; ； ", []),
    ],
)
def test_split_items(value: str, items: list[str]) -> None:
    assert split_items(value) == items


def test_items_keep_commas_and_other_punctuation() -> None:
    assert split_items("原材料价格波动，毛利率下降风险、汇率风险; 政策风险") == [
        "原材料价格波动，毛利率下降风险、汇率风险",
        "政策风险",
    ]


def test_split_calls_maps_none_and_empty_parts_to_none() -> None:
    assert split_calls("600000 | 浦发银行 | NONE |  ; NONE|招商银行|买入|40元") == [
        ("600000", "浦发银行", None, None),
        (None, "招商银行", "买入", "40元"),
    ]


def test_split_calls_of_nothing_is_no_calls() -> None:
    assert split_calls("") == []


@pytest.mark.parametrize("bad", ["600000 | 浦发银行 | 买入", "600000 | 浦发银行 | 买入 | 10元 | extra", "浦发银行"])
def test_a_call_with_the_wrong_number_of_parts_is_an_error(bad: str) -> None:
    with pytest.raises(FapParseError, match="stock call 2"):
        split_calls(f"000001 | 平安银行 | 增持 | NONE; {bad}")


def test_render_call_round_trips_through_split_calls() -> None:
    call = ("300896", "爱美客", None, "350元")
    rendered = render_call(*call)
    assert NONE_VALUE in rendered
    assert split_calls(rendered) == [call]


def test_render_call_writes_empty_parts_as_none() -> None:
    assert split_calls(render_call("", "", "", "")) == [(None, None, None, None)]


# ---------------------------------------------------------------- format_instructions


def test_format_instructions_show_a_parseable_example_of_every_field() -> None:
    text = format_instructions()
    example = "\n".join(line for line in text.splitlines() if line.startswith(START))
    parsed = parse_fap(example)
    assert set(parsed) == set(ALL_FIELDS)
    assert parsed[FieldName.DOC_TYPE] in ("company", "industry")
    assert all(len(call) == 4 for call in split_calls(parsed[FieldName.STOCK_CALLS]))
    assert NONE_VALUE in text


def test_format_instructions_are_restricted_to_the_fields_asked_for() -> None:
    text = format_instructions([FieldName.RATING])
    assert f"{START}RATING>>" in text
    other_tags = [f"{START}{name}>>" for name in ALL_FIELDS if name is not FieldName.RATING]
    assert not any(tag in text for tag in other_tags)
    example = "\n".join(line for line in text.splitlines() if line.startswith(START))
    assert parse_fap(example, expected=[FieldName.RATING])[FieldName.RATING]
