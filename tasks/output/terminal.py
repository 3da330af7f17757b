"""Text from reports, file names and OUT, made safe to print: no control characters (escape
sequences would reach the terminal raw), and, for Rich markup strings, no markup of its own
(`[link=file:evil]click.pdf` must show as typed, `[/red]` must not crash the printer)."""

from __future__ import annotations

import re

from rich.markup import escape

# C0 and C1 controls (tab and newline kept), DEL, and the bidirectional overrides that reorder text.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def plain(text: object) -> str:
    """`text` with every control character shown as a visible \\xNN escape."""
    return _CONTROLS.sub(
        lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}", str(text)
    )


def markup_safe(text: object) -> str:
    """For a string Rich parses as markup: controls made visible, brackets escaped."""
    return escape(plain(text))
