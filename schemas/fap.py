"""FAP v3.2: the tagged answer protocol between every extractor and the validator.

    <<FAP_FIELD_START:RATING>> 增持 <<FAP_FIELD_END>>
    <<FAP_FIELD_START:TARGET_PRICE>> 85.00元 <<FAP_FIELD_END>>
    <<FAP_FIELD_START:RISK_FACTORS>> 供应链中断风险; 汇率波动风险 <<FAP_FIELD_END>>

Each expected field appears exactly once, in any order; values are trimmed; `NONE` means the
report states no such thing; RISK_FACTORS items split on `;` or `；`. Text outside fields is
ignored. A field given twice, an unknown name, a missing field or an unterminated field is a
format error (FapParseError).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from schemas.errors import FapParseError
from schemas.types import ALL_FIELDS, FieldName

FAP_VERSION = "3.2"
NONE_VALUE = "NONE"
START = "<<FAP_FIELD_START:"
END = "<<FAP_FIELD_END>>"
_TOKEN = re.compile(r"<<FAP_FIELD_START:([^>]*)>>|<<FAP_FIELD_END>>")
_ITEM_SPLIT = re.compile(r"[;；]")


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
    return [item.strip() for item in _ITEM_SPLIT.split(value) if item.strip()]


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
        FieldName.RATING: "增持",
        FieldName.TARGET_PRICE: "85.00元",
        FieldName.RISK_FACTORS: "供应链中断风险; 汇率波动风险; 下游需求不及预期",
    }
    return (
        f"Answer in FAP v{FAP_VERSION}: one line per field, each field exactly once, nothing else:\n"
        + render_fap({f: example[f] for f in fields})
        + f"\nWrite {NONE_VALUE} as the value when the report does not state the field. "
        "Separate RISK_FACTORS items with '; '."
    )
