"""FAP v4.0: the tagged answer protocol between every extractor and the validator.

    <<FAP_FIELD_START:DOC_TYPE>> company <<FAP_FIELD_END>>
    <<FAP_FIELD_START:RATING>> 增持 <<FAP_FIELD_END>>
    <<FAP_FIELD_START:TARGET_PRICE>> 85.00元 <<FAP_FIELD_END>>
    <<FAP_FIELD_START:RISK_FACTORS>> 供应链中断风险; 汇率波动风险 <<FAP_FIELD_END>>
    <<FAP_FIELD_START:STOCK_CALLS>> 002007 | 华兰生物 | 买入 | 45元; NONE | 天坛生物 | 增持 | NONE <<FAP_FIELD_END>>

Each expected field appears exactly once, in any order; values are trimmed; `NONE` means the
report states no such thing; DOC_TYPE is `company` or `industry`; RISK_FACTORS items and
STOCK_CALLS calls split on `;` or `；`; a call is `code | name | rating | target`, each part NONE
when the report does not give it. Text outside fields is ignored. A field given twice, an unknown name, a missing field or an unterminated field is a
format error (FapParseError).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from schemas.errors import FapParseError
from schemas.patterns import FAP_ITEM_SEPARATOR
from schemas.types import ALL_FIELDS, FieldName

FAP_VERSION = "4.0"
NONE_VALUE = "NONE"
START = "<<FAP_FIELD_START:"
END = "<<FAP_FIELD_END>>"
_TOKEN = re.compile(r"<<FAP_FIELD_START:([^>]*)>>|<<FAP_FIELD_END>>")


def parse_fap(answer: str, expected: Iterable[FieldName] = ALL_FIELDS) -> dict[FieldName, str]:
    """Field name -> trimmed value (NONE kept as the string "NONE")."""
    expected = tuple(expected)
    values: dict[FieldName, str] = {}
    open_name: FieldName | None = None
    open_at = 0
    for match in _TOKEN.finditer(answer):
        if match.group(0) == END:
            if open_name is None:
                raise FapParseError(f"FAP_FIELD_END at offset {match.start()} closes no open field")
            values[open_name] = answer[open_at : match.start()].strip()
            open_name = None
            continue
        if open_name is not None:
            raise FapParseError(f"field {open_name} opened at offset {open_at} is not terminated before the next field")
        raw_name = match.group(1).strip()
        try:
            name = FieldName(raw_name)
        except ValueError:
            raise FapParseError(f"unknown FAP field name {raw_name!r} at offset {match.start()}") from None
        if name not in expected:
            raise FapParseError(f"field {name} was not asked for (expected {', '.join(expected)})")
        if name in values:
            raise FapParseError(f"field {name} is given twice (second at offset {match.start()})")
        open_name, open_at = name, match.end()
    if open_name is not None:
        raise FapParseError(f"field {open_name} opened at offset {open_at} is not terminated")
    missing = [n for n in expected if n not in values]
    if missing:
        raise FapParseError(f"missing FAP field(s): {', '.join(missing)}")
    return values


def split_items(value: str) -> list[str]:
    """RISK_FACTORS items, trimmed, empty ones dropped."""
    return [item.strip() for item in FAP_ITEM_SEPARATOR.split(value) if item.strip()]


CALL_PARTS = 4  # code | name | rating | target
CALL_SEPARATOR = " | "


def split_calls(value: str) -> list[tuple[str | None, ...]]:
    """STOCK_CALLS calls as (code, name, rating, target), NONE parts as None. A call with the wrong
    number of parts is a format error."""
    calls = []
    for number, item in enumerate(split_items(value), 1):
        parts = [part.strip() for part in item.split("|")]
        if len(parts) != CALL_PARTS:
            raise FapParseError(
                f"stock call {number} {item!r} has {len(parts)} parts, not code | name | rating | target"
            )
        calls.append(tuple(None if not part or part == NONE_VALUE else part for part in parts))
    return calls


def render_call(code: str | None, name: str | None, rating: str | None, target: str | None) -> str:
    return CALL_SEPARATOR.join(part or NONE_VALUE for part in (code, name, rating, target))


def render_fap(values: Mapping[FieldName, str | list[str] | None]) -> str:
    """Render an answer. None or an empty list renders as NONE; a list joins with '; '."""
    lines = []
    for name, value in values.items():
        if isinstance(value, list):
            value = "; ".join(value) if value else None
        lines.append(f"{START}{name}>> {value if value else NONE_VALUE} {END}")
    return "\n".join(lines)


def format_instructions(fields: Iterable[FieldName] = ALL_FIELDS) -> str:
    """The protocol as the model must see it, restricted to the fields asked for."""
    fields = tuple(fields)
    example = {
        FieldName.DOC_TYPE: "company",
        FieldName.RATING: "增持",
        FieldName.TARGET_PRICE: "85.00元",
        FieldName.RISK_FACTORS: "供应链中断风险; 汇率波动风险; 下游需求不及预期",
        FieldName.STOCK_CALLS: "002007 | 华兰生物 | 买入 | 45元",
    }
    return (
        f"Answer in FAP v{FAP_VERSION}: one line per field, each field exactly once, nothing else:\n"
        + render_fap({f: example[f] for f in fields})
        + f"\nWrite {NONE_VALUE} as the value when the report does not state the field. "
        "Separate RISK_FACTORS items and STOCK_CALLS calls with '; '."
    )
