"""The turn diagram: the phases of a round, as the data lists them (a name set, `phases` by default),
drawn as boxes joined by arrows with a return arrow from the last to the first, since a round repeats.

Boxes share one width (the longest name's) and wrap onto a second row when they do not fit; the
return arrow runs under the boxes.
"""
from __future__ import annotations

from .svg import ACCENT, Svg, text_width

WIDTH = 150.0
BOX_H = 10.0
ARROW = 7.0
LEFT = 4.0      # room for the return arrow left of the first box


def turn_figure(steps: tuple[str, ...], again: str = "then the next round", width: float = 0.0) -> Svg:
    """`width`: the column it prints in, when narrower than WIDTH: the boxes wrap onto more rows at full size
    rather than the whole figure being shrunk to fit (its labels stay at 8.5 and 6.8 pt)."""
    figure_w = min(WIDTH, width) if width > 0 else WIDTH
    box_w = max(18.0, max(text_width(s, 3.0, bold=True) for s in steps) + 6)
    box_w = min(box_w, max(18.0, figure_w - LEFT - 0.5))   # a name wider than the column: the figure shrinks
    figure_w = max(figure_w, LEFT + box_w + 0.5)
    per_row = max(1, int((figure_w - LEFT + ARROW) // (box_w + ARROW)))
    rows = -(-len(steps) // per_row)
    height = rows * (BOX_H + 8) + 6
    svg = Svg(figure_w, height)
    centres = []
    for i, step in enumerate(steps):
        row, col = divmod(i, per_row)
        x = LEFT + col * (box_w + ARROW)
        y = row * (BOX_H + 8) + 1
        svg.rect(x, y, box_w, BOX_H, fill="#f6f1e7", stroke=ACCENT, width=0.5, r=1.5)
        svg.text(x + box_w / 2, y + BOX_H / 2 + 1.1, f"{i + 1}. {step}", size=3.0, anchor="middle", bold=True)
        centres.append((x, y))
        if i and col:
            px, py = centres[i - 1]
            svg.arrow((px + box_w + 0.6, py + BOX_H / 2), (x - 0.6, y + BOX_H / 2))
        elif i:
            px, py = centres[i - 1]
            svg.arrow((px + box_w / 2, py + BOX_H + 0.5), (x + box_w / 2, y - 0.5))
    # the round repeats: from the last box back to the first
    (lx, ly), (fx, fy) = centres[-1], centres[0]
    low = ly + BOX_H + 3.5
    svg.line((lx + box_w / 2, ly + BOX_H + 0.5), (lx + box_w / 2, low), stroke=ACCENT, width=0.5)
    svg.line((lx + box_w / 2, low), (fx - 3, low), stroke=ACCENT, width=0.5, dash="1.2 0.8")
    svg.line((fx - 3, low), (fx - 3, fy + BOX_H / 2), stroke=ACCENT, width=0.5, dash="1.2 0.8")
    svg.arrow((fx - 3, fy + BOX_H / 2), (fx - 0.6, fy + BOX_H / 2))
    # the label sits under the dashed return line it explains, not at the far edge of the figure, and inside the
    # figure where the line is shorter than the label (the last step alone on its row)
    half = text_width(again, 2.4) / 2 + 0.5
    middle = min(max((fx - 3 + lx + box_w / 2) / 2, half), figure_w - half)
    svg.text(middle, low + 3.2, again, size=2.4, anchor="middle", italic=True, fill=ACCENT)
    return svg
