"""Run-level charts for the review page, as inline SVG (no script, no external asset)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html import escape

from tasks.review.views import ReportView


def alert_kind(alert: str) -> str:
    return alert.split(":", 1)[0].strip()


def histogram(values: Sequence[float], low: float, high: float, bins: int) -> list[int]:
    """Counts per equal-width bin over [low, high]; the top edge belongs to the last bin."""
    counts = [0] * bins
    width = (high - low) / bins
    for value in values:
        index = min(bins - 1, max(0, int((value - low) / width)))
        counts[index] += 1
    return counts


def svg_histogram(
    title: str, values: Sequence[float], low: float, high: float, bins: int, *, ticks: int = 5, decimals: int = 1
) -> str:
    counts = histogram(values, low, high, bins)
    width, height, left, bottom, top = 360, 170, 30, 30, 26
    plot_w, plot_h = width - left - 10, height - bottom - top
    peak = max(counts, default=0) or 1
    bar_w = plot_w / bins
    parts = [f'<text x="{left}" y="16" class="t">{escape(title)} (n={len(values)})</text>']
    for index, count in enumerate(counts):
        bar_h = plot_h * count / peak
        x, y = left + index * bar_w, top + plot_h - bar_h
        edge = low + index * (high - low) / bins
        parts.append(
            f'<rect x="{x + 1:.1f}" y="{y:.1f}" width="{bar_w - 2:.1f}" height="{bar_h:.1f}" class="bar"><title>{edge:.{decimals}f}–{edge + (high - low) / bins:.{decimals}f}: {count}</title></rect>'
        )
        if count and len(str(count)) * 6 <= bar_w:  # wider counts stay in the tooltip
            parts.append(f'<text x="{x + bar_w / 2:.1f}" y="{y - 3:.1f}" class="n">{count}</text>')
    for index in range(0, bins + 1, max(1, bins // ticks)):
        x = left + index * bar_w
        parts.append(
            f'<text x="{x:.1f}" y="{top + plot_h + 14}" class="a">{low + index * (high - low) / bins:.{decimals}f}</text>'
        )
    parts.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{left + plot_w}" y2="{top + plot_h}" class="axis"/>')
    return _svg(width, height, title, parts)


def svg_bars(title: str, items: Sequence[tuple[str, float]], *, percent: bool = False, note: str = "") -> str:
    """Horizontal bars, one per (label, value); `percent` values are shares in [0, 1]."""
    row_h, left, top = 22, 120, 26
    width, height = 360, top + row_h * max(1, len(items)) + (18 if note else 6)
    peak = 1.0 if percent else (max((v for _, v in items), default=0) or 1)
    parts = [f'<text x="4" y="16" class="t">{escape(title)}</text>']
    for index, (label, value) in enumerate(items):
        y = top + index * row_h
        bar_w = (width - left - 60) * value / peak
        shown = f"{value:.0%}" if percent else f"{value:g}"
        parts.append(f'<text x="{left - 6}" y="{y + 14}" class="l">{escape(label)}</text>')
        parts.append(
            f'<rect x="{left}" y="{y + 3}" width="{bar_w:.1f}" height="{row_h - 7}" class="bar"><title>{escape(label)}: {shown}</title></rect>'
        )
        parts.append(f'<text x="{left + bar_w + 4:.1f}" y="{y + 14}" class="n0">{shown}</text>')
    if note:
        parts.append(f'<text x="4" y="{height - 5}" class="a0">{escape(note)}</text>')
    return _svg(width, height, title, parts)


def _svg(width: int, height: int, title: str, parts: list[str]) -> str:
    body = "".join(parts)
    return f'<svg class="chart" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" aria-label="{escape(title)}">{body}</svg>'


def run_charts(reports: Sequence[ReportView]) -> str:
    entropies = [r.entropy for r in reports if r.entropy is not None]
    compliances = [r.compliance for r in reports if r.compliance is not None]
    top = max([4.0, *entropies])
    processed = [r for r in reports if r.status != "error"]
    fallback_items = [("any field", _share(processed, lambda r: bool(r.fallback_fields)))]
    for name in ("RATING", "TARGET_PRICE", "RISK_FACTORS"):
        fallback_items.append((name.lower(), _share(processed, lambda r, n=name: n in r.fallback_fields)))
    statuses = Counter(r.status for r in reports)
    ratings = Counter(r.rating_normalized or "(none)" for r in reports)
    return "".join(
        [
            svg_histogram("input_entropy_score (bits/char)", entropies, 0.0, float(int(top + 0.999)), 16, ticks=4),
            svg_histogram("output_format_compliance", compliances, 0.0, 1.0, 10),
            svg_bars(
                "fallback rate (reports not in error)",
                fallback_items,
                percent=True,
                note=f"{sum(bool(r.fallback_fields) for r in processed)} of {len(processed)} reports used the fallback",
            ),
            svg_bars("reports by status", sorted(statuses.items())),
            svg_bars("reports by rating_normalized", sorted(ratings.items(), key=lambda kv: -kv[1])),
        ]
    )


def _share(reports: Sequence[ReportView], test) -> float:
    return sum(1 for r in reports if test(r)) / len(reports) if reports else 0.0
