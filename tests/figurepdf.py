"""Measuring the rulebook's figures in the PDF: where each figure row landed, its labels and its items.

A figure is an SVG image WeasyPrint draws as vectors, so the PDF holds its labels as characters and its
pieces as paths, mixed with the page's own text. `figure_rows` finds each row of each figure on its page:
the row's SVG (read back from the document's HTML) gives its labels and their offsets from the row's
corner; the row is where the PDF prints the same label lines at those same offsets (0.6 mm). Inside that
box, `Label` is a line of characters of one size (grouped here: SVG text has no space characters) and
`Item` a filled path (a piece, a card, a place, a region box); thin unfilled strokes are routes and
leader lines.
"""
from __future__ import annotations

import base64
import io
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pdfplumber
from fontTools.ttLib import TTFont

MM = 72 / 25.4
ROOT = Path(__file__).resolve().parent.parent
Box = tuple[float, float, float, float]   # left, top, right, bottom in mm on the page


@lru_cache(maxsize=None)
def _face(bold: bool) -> tuple[dict, dict, int]:
    font = TTFont(ROOT / "fonts" / ("Lato-Bold.ttf" if bold else "Lato-Regular.ttf"))
    return font.getBestCmap(), font["hmtx"].metrics, font["head"].unitsPerEm


def _width(text: str, size: float, bold: bool) -> float:
    cmap, metrics, upm = _face(bold)
    return sum(metrics[cmap[ord(c)]][0] for c in text if ord(c) in cmap) / upm * size


@dataclass
class Label:
    text: str          # without spaces, as the PDF gives it
    size_pt: float
    box: Box


@dataclass
class Row:
    figure: str        # components or setup
    page: int
    box: Box
    labels: list[Label] = field(default_factory=list)
    items: list[Box] = field(default_factory=list)          # filled paths
    strokes: list[tuple[tuple[float, float], tuple[float, float], float]] = field(default_factory=list)
    page_mm: tuple[float, float] = (0.0, 0.0)                # the page's width and height


def _svg_labels(svg: str) -> list[tuple[str, float, float, float]]:
    """(text without spaces, left, baseline, size) of every text of a figure's SVG, in mm."""
    out = []
    for tag, text in re.findall(r"(<text [^>]*>)([^<]*)</text>", svg):
        a = dict(re.findall(r'([\w-]+)="([^"]*)"', tag))
        text = text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&#x27;", "'")
        size, bold = float(a["font-size"]), a.get("font-weight") == "bold"
        w = _width(text, size, bold)
        x = float(a["x"])
        left = {"start": x, "middle": x - w / 2, "end": x - w}[a.get("text-anchor", "start")]
        out.append((text.replace(" ", ""), left, float(a["y"]), size))
    return out


def figure_svgs(html: str) -> list[tuple[str, str, float]]:
    """(kind, svg, height mm) of every row of every components and setup figure in the document's HTML."""
    out = []
    for kind, body in re.findall(r'<figure class="diagram diagram-(components|setup)[^"]*"[^>]*>(.*?)</figure>', html):
        for src in re.findall(r'<img src="data:image/svg\+xml;base64,([^"]+)"', body):
            svg = base64.b64decode(src).decode("utf-8")
            height = float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', svg).group(1))
            out.append((kind, svg, height))
    return out


def _lines(chars: list[dict]) -> list[Label]:
    """Characters grouped into label lines: one size, one baseline, each next to the last."""
    lines: list[Label] = []
    for ch in sorted(chars, key=lambda c: (round(c["bottom"], 1), c["x0"])):
        if not ch["text"].strip():
            continue
        box = (ch["x0"] / MM, ch["top"] / MM, ch["x1"] / MM, ch["bottom"] / MM)
        last = lines[-1] if lines else None
        if (last is not None and abs(last.size_pt - ch["size"]) < 0.05 and abs(last.box[3] - box[3]) < 0.2
                and -0.2 < box[0] - last.box[2] < ch["size"] / MM * 0.45):
            last.text += ch["text"]
            last.box = (last.box[0], min(last.box[1], box[1]), box[2], max(last.box[3], box[3]))
        else:
            lines.append(Label(ch["text"], ch["size"], box))
    return lines


def figure_rows(data: bytes, html: str) -> list[Row]:
    """Every row of the document's components and setup figures, found on its page (see the docstring)."""
    wanted = figure_svgs(html)
    rows: list[Row] = []
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        pages = [(n, page, _lines(page.chars)) for n, page in enumerate(pdf.pages, start=1)]
        for kind, svg, height in wanted:
            labels = _svg_labels(svg)
            assert labels, f"a {kind} figure row without a label"
            found = None
            for number, page, lines in pages:
                found = _place(labels, lines)
                if found is not None:
                    break
            assert found is not None, f"the {kind} figure row labelled {labels[0][0]!r} is not in the PDF"
            dx, dy = found
            box = (dx, dy, dx + float(re.search(r'viewBox="0 0 ([\d.]+)', svg).group(1)), dy + height)
            rows.append(_row(kind, number, page, box))
    return rows


def _place(labels: list[tuple[str, float, float, float]], lines: list[Label]) -> tuple[float, float] | None:
    """The offset (mm) at which every SVG label has a PDF line of the same text and size, or None."""
    text, left, base, size = max(labels, key=lambda t: len(t[0]))
    for line in lines:
        if line.text != text or abs(line.size_pt - size * MM) > 0.1:
            continue
        dx, dy = line.box[0] - left, line.box[3] - base
        if all(any(o.text == t and abs(o.box[0] - (x + dx)) < 0.6 and abs(o.box[3] - (y + dy)) < 0.6
                   for o in lines) for t, x, y, _ in labels):
            return dx, dy
    return None


def _row(kind: str, number: int, page, box: Box) -> Row:
    row = Row(kind, number, box, page_mm=(page.width / MM, page.height / MM))
    pad = 0.3

    def inside(b: Box) -> bool:
        return b[0] >= box[0] - pad and b[1] >= box[1] - pad and b[2] <= box[2] + pad and b[3] <= box[3] + pad

    row.labels = [line for line in _lines(page.chars) if inside(line.box)]
    for obj in page.rects + page.curves + page.lines:
        b = (obj["x0"] / MM, obj["top"] / MM, obj["x1"] / MM, obj["bottom"] / MM)
        if not inside(b):
            continue
        if obj.get("fill") and obj["object_type"] != "line":   # WeasyPrint marks an SVG line filled too
            row.items.append(b)
        elif obj.get("pts"):
            pts = [(x / MM, y / MM) for x, y in obj["pts"]]
            width = (obj.get("linewidth") or 0) / MM
            row.strokes += [(a, c, width) for a, c in zip(pts, pts[1:])]
    return row


def gap(a: Box, b: Box) -> float:
    """The distance between two boxes, 0 when they touch or overlap."""
    dx = max(0.0, max(a[0], b[0]) - min(a[2], b[2]))
    dy = max(0.0, max(a[1], b[1]) - min(a[3], b[3]))
    return math.hypot(dx, dy)


def meets(a: Box, b: Box, by: float = 0.0) -> bool:
    """Whether two boxes overlap by more than `by` mm both ways."""
    return min(a[2], b[2]) - max(a[0], b[0]) > by and min(a[3], b[3]) - max(a[1], b[1]) > by


def holds(outer: Box, inner: Box, pad: float = 0.2) -> bool:
    return (outer[0] - pad <= inner[0] and outer[1] - pad <= inner[1] and inner[2] <= outer[2] + pad
            and inner[3] <= outer[3] + pad)


def crosses(a: tuple[float, float], b: tuple[float, float], box: Box) -> bool:
    """Whether the segment a-b passes through the box (Liang-Barsky clipping)."""
    x1, y1, dx, dy = a[0], a[1], b[0] - a[0], b[1] - a[1]
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, x1 - box[0]), (dx, box[2] - x1), (-dy, y1 - box[1]), (dy, box[3] - y1)):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                lo = max(lo, t)
            else:
                hi = min(hi, t)
    return lo < hi
