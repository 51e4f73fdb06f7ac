"""Plain SVG charts for report.html, written from code: same data, same bytes.

Every chart has a title, labelled axes with their units and gridlines; numbers are formatted with a fixed
precision, so a chart's bytes depend on its data only.
"""
from __future__ import annotations

from html import escape
from typing import Callable, Sequence

WIDTH = 560
FONT = "font-family=\"DejaVu Sans, Verdana, sans-serif\""
INK = "#222"
GRID = "#d8d8d8"
BAR = "#3b6ea8"
BLANK = "#a8a8a8"            # the bar of cards with no value ("empty", "(none)")
BLANK_LABELS = ("empty", "(none)")
# Distinct, print-safe line colours (Okabe and Ito's palette, which colour-blind readers can tell apart)
SERIES = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442")
DASHES = ("", "6 3", "2 3", "8 3 2 3")


def _n(x: float) -> str:
    """A coordinate with at most one decimal, no trailing zeros."""
    text = f"{x:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _text(x: float, y: float, body: str, size: int = 11, anchor: str = "middle", extra: str = "") -> str:
    return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{size}" text-anchor="{anchor}" fill="{INK}"{extra}>'
            f"{escape(body)}</text>")


def _nice_top(value: float) -> tuple[float, float]:
    """A round axis maximum at or above value, and its tick step."""
    if value <= 0:
        return 1.0, 1.0
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000):
        if value / step <= 6:
            top = step * -(-value // step)
            return float(top), float(step)
    step = 10 ** len(str(int(value)))
    return float(step), float(step / 5)


def _frame(height: int, title: str, body: list[str], label: str) -> str:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
            f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{escape(label)}" {FONT}>')
    return "\n".join([head, f'<rect width="{WIDTH}" height="{height}" fill="#fff"/>',
                      _text(WIDTH / 2, 20, title, 14, extra=' font-weight="bold"'), *body, "</svg>"])


def bar_chart(title: str, labels: Sequence[str], values: Sequence[float], x_axis: str, y_axis: str,
              percent: bool = False, blank: Sequence[str] = BLANK_LABELS, number: Callable[[str], str] = str) -> str:
    """Vertical bars, one per label, with the value over each bar (a `blank` label's bar in grey); `number`
    writes a number as the page's language does (Wording.numeral)."""
    left, right, top, bottom = 56, 16, 36, 58
    height = 260
    plot_w, plot_h = WIDTH - left - right, height - top - bottom
    peak, step = (100.0, 20.0) if percent else _nice_top(max(values, default=0) * 1.08)
    out: list[str] = []
    tick = 0.0
    while tick <= peak + 1e-9:
        y = top + plot_h - plot_h * tick / peak
        out.append(f'<line x1="{left}" y1="{_n(y)}" x2="{WIDTH - right}" y2="{_n(y)}" stroke="{GRID}"/>')
        out.append(_text(left - 6, y + 4, number(f"{tick:g}{'%' if percent else ''}"), 10, "end"))
        tick += step
    slot = plot_w / max(len(values), 1)
    bar_w = min(48.0, slot * 0.7)
    small = 10 if slot >= 30 else 8
    for i, (label, value) in enumerate(zip(labels, values)):
        cx = left + slot * (i + 0.5)
        h = plot_h * value / peak
        out.append(f'<rect x="{_n(cx - bar_w / 2)}" y="{_n(top + plot_h - h)}" width="{_n(bar_w)}" '
                   f'height="{_n(h)}" fill="{BLANK if label in blank else BAR}">'
                   f"<title>{escape(label)}: {number(_value(value, percent))}</title></rect>")
        out.append(_text(cx, top + plot_h - h - 4, number(_value(value, percent)), small))
        out.append(_text(cx, top + plot_h + 14, _short(label, slot), small))
    out.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{WIDTH - right}" y2="{top + plot_h}" stroke="{INK}"/>')
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="{INK}"/>')
    out.append(_text(left + plot_w / 2, height - 14, x_axis, 11))
    out.append(_text(14, top + plot_h / 2, y_axis, 11, extra=f' transform="rotate(-90 14 {_n(top + plot_h / 2)})"'))
    return _frame(height, title, out, title)


def hbar_chart(title: str, labels: Sequence[str], values: Sequence[int], x_axis: str,
               blank: Sequence[str] = BLANK_LABELS, number: Callable[[str], str] = str) -> str:
    """Horizontal bars, one per (long) label: category counts (a `blank` label's bar in grey)."""
    left, right, top, row = 180, 40, 36, 20
    height = top + row * len(values) + 44
    plot_w = WIDTH - left - right
    peak, step = _nice_top(max(values, default=0) * 1.08)
    plot_h = row * len(values)
    out: list[str] = []
    tick = 0.0
    while tick <= peak + 1e-9:
        x = left + plot_w * tick / peak
        out.append(f'<line x1="{_n(x)}" y1="{top}" x2="{_n(x)}" y2="{top + plot_h}" stroke="{GRID}"/>')
        out.append(_text(x, top + plot_h + 14, number(f"{tick:g}"), 10))
        tick += step
    for i, (label, value) in enumerate(zip(labels, values)):
        y = top + row * i
        w = plot_w * value / peak
        out.append(f'<rect x="{left}" y="{_n(y + 3)}" width="{_n(w)}" height="{row - 6}" '
                   f'fill="{BLANK if label in blank else BAR}">'
                   f"<title>{escape(label)}: {value}</title></rect>")
        out.append(_text(left - 6, y + row / 2 + 4, _short(label, left * 1.0), 11, "end"))
        out.append(_text(left + w + 4, y + row / 2 + 4, str(value), 10, "start"))
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="{INK}"/>')
    out.append(_text(left + plot_w / 2, height - 8, x_axis, 11))
    return _frame(height, title, out, title)


def line_chart(title: str, stages: Sequence[str], series: Sequence[tuple[str, Sequence[float]]],
               x_axis: str, y_axis: str, number: Callable[[str], str] = str) -> str:
    """Percentages (0-100) across stages, one line per series, with a legend below."""
    left, right, top = 56, 16, 36
    plot_h = 180
    legend_rows = -(-len(series) // 2)
    height = top + plot_h + 48 + 18 * legend_rows
    plot_w = WIDTH - left - right
    out: list[str] = []
    for tick in range(0, 101, 20):
        y = top + plot_h - plot_h * tick / 100
        out.append(f'<line x1="{left}" y1="{_n(y)}" x2="{WIDTH - right}" y2="{_n(y)}" stroke="{GRID}"/>')
        out.append(_text(left - 6, y + 4, number(f"{tick}%"), 10, "end"))
    slot = plot_w / max(len(stages), 1)
    xs = [left + slot * (i + 0.5) for i in range(len(stages))]
    for x, label in zip(xs, stages):
        out.append(_text(x, top + plot_h + 14, _short(label, slot), 10))
    for k, (name, values) in enumerate(series):
        colour, dash = SERIES[k % len(SERIES)], DASHES[(k // len(SERIES)) % len(DASHES)]
        points = " ".join(f"{_n(x)},{_n(top + plot_h - plot_h * v / 100)}" for x, v in zip(xs, values))
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"{dashed}>'
                   f"<title>{escape(name)}</title></polyline>")
        for x, v in zip(xs, values):
            out.append(f'<circle cx="{_n(x)}" cy="{_n(top + plot_h - plot_h * v / 100)}" r="3" fill="{colour}">'
                       f"<title>{escape(name)}: {number(_value(v, True))}</title></circle>")
        lx = left + (k % 2) * (plot_w / 2)
        ly = top + plot_h + 44 + 18 * (k // 2)
        out.append(f'<line x1="{_n(lx)}" y1="{_n(ly - 4)}" x2="{_n(lx + 18)}" y2="{_n(ly - 4)}" stroke="{colour}" '
                   f'stroke-width="2"{dashed}/>')
        out.append(_text(lx + 24, ly, _short(name, plot_w / 2 - 30), 10, "start"))
    out.append(f'<line x1="{left}" y1="{top + plot_h}" x2="{WIDTH - right}" y2="{top + plot_h}" stroke="{INK}"/>')
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + plot_h}" stroke="{INK}"/>')
    out.append(_text(left + plot_w / 2, top + plot_h + 28, x_axis, 11))
    out.append(_text(14, top + plot_h / 2, y_axis, 11, extra=f' transform="rotate(-90 14 {_n(top + plot_h / 2)})"'))
    return _frame(height, title, out, title)


def _value(v: float, percent: bool) -> str:
    if percent:
        return f"{v:.1f}%"
    return f"{v:g}"


def _short(label: str, room: float) -> str:
    """A label cut to the room it has (about 6 px a character at 10-11 px), with an ellipsis."""
    fits = max(3, int(room / 6.2))
    return label if len(label) <= fits else label[: fits - 1] + "\u2026"
