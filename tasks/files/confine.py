"""Paths under OUT are used only while they stay in OUT. Anyone who can write OUT can plant a
symlink in it (`OUT/state/ocr-cache/zz -> ~/docs`); a delete, move or read through it would reach
files that are not ours. So a path is refused when it, or a folder between its root and it, is a
symlink, or when it resolves outside the root. The root itself may be a link (OUT on another disk).
"""

from __future__ import annotations

import os
from pathlib import Path


def escape_reason(root: Path, path: Path) -> str | None:
    """Why `path` may not be used as a path inside `root`, or None when it may."""
    try:
        relative = path.relative_to(root)
    except ValueError:
        return f"it is not inside {root}"
    at = root
    for part in relative.parts:
        if part in ("..", "."):
            return f"it names '{part}'"
        at = at / part
        try:
            if at.is_symlink():
                return f"{at} is a symlink (to {os.readlink(at)})"
        except OSError as error:
            return f"{at} cannot be checked ({error.strerror or error})"
    try:
        resolved, base = path.resolve(), root.resolve()
    except (OSError, RuntimeError) as error:  # RuntimeError: a symlink loop
        return f"it cannot be resolved ({error})"
    if not resolved.is_relative_to(base):
        return f"it resolves outside {base} (to {resolved})"
    return None
