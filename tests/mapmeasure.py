"""Measures for the map tests (issue 10): printed labels as drawn, the tiles' crosshairs, drawn spaces.

pdfplumber's extract_words joins letters that touch on one line into one word, so two names printed over
each other ("Antioch" across "Tharsus") read as one word and never collide; here a label is the run of
characters one string drew: consecutive in drawing order, same font, size, colour and baseline, each starting
where the one before it ended.
"""
from __future__ import annotations

import math
from typing import Optional

from piecepdf import MM, Box, box_of, stroked

REG = (0.05, 0.05, 0.05)   # registration black: tile frames and crosshairs
MARK_RADIUS, MARK_ARM = 2.0, 4.5   # mm: render/maps/marks.py FULL_MARK
SMALL_RADIUS, SMALL_ARM = 1.2, 2.5  # mm: SMALL_MARK, where a full mark finds no free spot


def _style(ch: dict) -> tuple:
    return (ch["fontname"], round(ch["size"], 2), ch["upright"], tuple(ch.get("non_stroking_color") or ()))


def _follows(prev: dict, ch: dict) -> bool:
    """Whether `ch` is the next letter of the string `prev` belongs to (up the page for turned text)."""
    if _style(prev) != _style(ch):
        return False
    if ch["upright"]:
        return abs(ch["x0"] - prev["x1"]) < 0.3 and abs(ch["bottom"] - prev["bottom"]) < 0.3
    return abs(ch["x0"] - prev["x0"]) < 0.3 and (abs(ch["bottom"] - prev["top"]) < 0.3
                                                 or abs(ch["top"] - prev["bottom"]) < 0.3)


def labels(page, frame: Optional[Box] = None) -> list[tuple[str, list[Box]]]:
    """(text, its letters' boxes in mm) of every label on the page, in drawing order; only the letters whose
    centre is inside `frame` when given (a tile page holds the whole board's text, clipped to its window).
    A label drawn twice at one place (a white outline, then the letters) counts once."""
    runs: list[list[dict]] = []
    for ch in page.chars:
        if runs and _follows(runs[-1][-1], ch):
            runs[-1].append(ch)
        else:
            runs.append([ch])
    out, seen = [], set()
    for run in runs:
        text = "".join(ch["text"] for ch in run).strip()
        boxes = [box_of(ch, page.height) for ch in run if ch["text"].strip()]
        if frame is not None:
            boxes = [b for b in boxes if frame.x0 < b.centre[0] < frame.x1 and frame.y0 < b.centre[1] < frame.y1]
        key = (text, tuple(round(v, 2) for b in boxes for v in (b.x0, b.y0)))
        if boxes and key not in seen:
            seen.add(key)
            out.append((text, boxes))
    return out


def meets(a: Box, b: Box, tol: float = 0.05) -> bool:
    return min(a.x1, b.x1) - max(a.x0, b.x0) > tol and min(a.y1, b.y1) - max(a.y0, b.y0) > tol


def collisions(found: list[tuple[str, list[Box]]]) -> list[tuple[str, str]]:
    """Pairs of labels a letter of one of which overlaps a letter of the other."""
    return [(ta, tb) for ta, tb, _ in collision_spots(found)]


def collision_spots(found: list[tuple[str, list[Box]]]) -> list[tuple[str, str, Box]]:
    """Pairs of labels a letter of one of which overlaps a letter of the other, with the first such letter of
    the first label."""
    out = []
    for i, (ta, ca) in enumerate(found):
        ha = Box(min(b.x0 for b in ca), min(b.y0 for b in ca), max(b.x1 for b in ca), max(b.y1 for b in ca))
        for tb, cb in found[i + 1:]:
            hb = Box(min(b.x0 for b in cb), min(b.y0 for b in cb), max(b.x1 for b in cb), max(b.y1 for b in cb))
            if meets(ha, hb):
                spot = next((x for x in ca for y in cb if meets(x, y)), None)
                if spot is not None:
                    out.append((ta, tb, spot))
    return out


def page_titles(path) -> dict[int, str]:
    """Each page's title in the PDF's outline (bookmarks), by page index: tiles are named `...: tile B2`."""
    from pypdf import PdfReader

    from piecepdf import _flat

    reader = PdfReader(str(path))
    return {reader.get_destination_page_number(e): e.title for e in _flat(reader.outline)}


def window_of(page, title: str) -> Optional[Box]:
    """The tile's window (its frame) on a tile page, else None: only letters inside it print."""
    return frame_of(page) if ": tile " in title else None


def crop_marks(page) -> list[Box]:
    """The crop marks, mm: 0.35 pt black hairlines, each on a 1.2 pt white halo (sheets.draw_crop_marks),
    grown here by the halo's half-width."""
    out = []
    for line in page.lines:
        if abs(line["linewidth"] - 0.35) > 0.01 or tuple(round(v, 3) for v in (line.get("stroking_color") or ())) \
                not in ((0.0,), (0.0, 0.0, 0.0)):
            continue
        b, halo = box_of(line, page.height), 0.6 / MM
        out.append(Box(b.x0 - halo, b.y0 - halo, b.x1 + halo, b.y1 + halo))
    return out


def mark_edges(page) -> tuple[list[float], list[float]]:
    """The trim edges the crop marks stand on (mm, sorted): x of every vertical mark, y of every horizontal one."""
    xs, ys = set(), set()
    for line in page.lines:
        if abs(line["linewidth"] - 0.35) > 0.01:
            continue
        b = box_of(line, page.height)
        if b.w < 0.01:
            xs.add(round(b.x0, 2))
        elif b.h < 0.01:
            ys.add(round(b.y0, 2))
    return sorted(xs), sorted(ys)


def cut_trims(page) -> list[Box]:
    """The trims the crop marks outline (mm): a vertical mark stands on a trim's left or right edge, a
    horizontal one on its top or bottom; a span between neighbouring edges wider than 15 mm is a piece,
    a narrower one the bleed between two pieces."""
    spans = [[(a, b) for a, b in zip(v, v[1:]) if b - a > 15] for v in mark_edges(page)]
    return [Box(x0, y0, x1, y1) for x0, x1 in spans[0] for y0, y1 in spans[1]]


def inside(a: Box, b: Box, tol: float = 0.05) -> bool:
    return a.x0 >= b.x0 - tol and a.y0 >= b.y0 - tol and a.x1 <= b.x1 + tol and a.y1 <= b.y1 + tol


def letter_problems(path) -> list[str]:
    """Every page of a sheet PDF (boards, grids, maps): two labels whose letters overlap, a letter on a crop
    mark (or its halo) or on an alignment crosshair, a letter across a cut line (partly inside a trim the
    crop marks outline). On a tile page only the letters inside its window count."""
    import pdfplumber

    titles = page_titles(path)
    problems = []
    with pdfplumber.open(str(path)) as pdf:
        for number, page in enumerate(pdf.pages):
            title = titles.get(number, f"page {number + 1}")
            where = f"p. {number + 1} ({title})"
            found = labels(page, window_of(page, title))
            problems += [f"{where}: '{a}' and '{b}' overlap at ({at.x0:.1f}, {at.y0:.1f}) mm"
                         for a, b, at in collision_spots(found)]
            letters = [(text, b) for text, boxes in found for b in boxes]
            for mark in crop_marks(page):
                problems += [f"{where}: '{text}' meets the crop mark at ({mark.x0:.1f}, {mark.y0:.1f}) mm"
                             for text, b in letters if meets(b, mark, 0.0)]
            for trim in cut_trims(page):
                problems += [f"{where}: '{text}' crosses the cut line of the trim at ({trim.x0:.1f}, {trim.y0:.1f})"
                             f" mm" for text, b in letters if meets(b, trim) and not inside(b, trim)]
            for centre in crosshairs(page):
                problems += [f"{where}: '{text}' meets the crosshair at ({centre[0]:.1f}, {centre[1]:.1f}) mm"
                             for text, b in letters if mark_meets_box(centre, b)]
    return sorted(set(problems), key=problems.index)


def frame_of(page) -> Box:
    (frame,) = stroked(page, 0.3, ("rects",), REG)
    return frame


def crosshairs(page) -> list[tuple[float, float]]:
    """Centres (mm, from the bottom-left) of the alignment crosshairs: their 4 mm circles, or the 2.4 mm circles
    of the small ones."""
    return [centre for centre, _, _ in sized_crosshairs(page)]


def sized_crosshairs(page) -> list[tuple[tuple[float, float], float, float]]:
    """(centre, circle radius, arm) in mm of every alignment crosshair, full or small, by its circle's width."""
    out = []
    for b in stroked(page, 0.4, ("curves",), REG):
        if 3.5 < b.w < 4.5:
            out.append((b.centre, MARK_RADIUS, MARK_ARM))
        elif 2.0 < b.w < 2.8:
            out.append((b.centre, SMALL_RADIUS, SMALL_ARM))
    return out


def mark_meets_box(centre: tuple[float, float], box: Box, radius: float = MARK_RADIUS, arm: float = MARK_ARM) -> bool:
    """Whether a crosshair at `centre` (its circle and its two arms) touches `box`."""
    x, y = centre
    # the arms: thin boxes along each axis
    for line in (Box(x - arm, y - 0.2, x + arm, y + 0.2), Box(x - 0.2, y - arm, x + 0.2, y + arm)):
        if meets(line, box, 0.0):
            return True
    # the circle, and what it rings: the box comes within its radius (and the halo's width) of the centre
    nx, ny = min(max(x, box.x0), box.x1), min(max(y, box.y0), box.y1)
    return math.hypot(nx - x, ny - y) <= radius + 0.2


def space_boxes(m) -> list[tuple[str, tuple[float, float, float, float]]]:
    """(name, x, y, w, h board mm, y down) of every space the map draws, from game.yaml: cities and ships
    (their circles' squares), region and space boxes, route steps and travel spaces, track cells."""
    from generator.model.spaces import box_of as loc_box, city_diameter, route_geometry, step_points, travel_points
    from generator.render.maps.tracks import track_boxes

    out = []
    for loc in m.locations:
        x, y = float(loc.at[0]), float(loc.at[1])
        b = loc_box(loc)
        if b is not None:
            out.append((loc.name, b))
        elif loc.kind not in ("region", "space"):
            r = city_diameter(m, loc) / 2
            out.append((loc.name, (x - r, y - r, 2 * r, 2 * r)))
    for r, a, b in route_geometry(m):
        if r.kind == "travel":
            side = float(m.travel_size)
            out += [(f"route {r.between}", (x - side / 2, y - side / 2, side, side))
                    for x, y in travel_points(m, r, a, b)]
        else:
            s = float(m.step_size) / 2
            out += [(f"route {r.between}", (x - s, y - s, 2 * s, 2 * s)) for x, y in step_points(r, a, b)]
    for t in m.tracks:
        out += [(f"track {t.id}", box) for box in track_boxes(t, float(m.width), float(m.height))]
    return out


def page_boxes(plan, tile, boxes) -> list[tuple[str, Box]]:
    """Board boxes (x, y, w, h mm, y down) where `tile` prints them on its page (mm, y up)."""
    out = []
    for name, (x, y, w, h) in boxes:
        (px0, py1), (px1, py0) = tile.to_page(x, y), tile.to_page(x + w, y + h)
        out.append((name, Box(px0, py0, px1, py1)))
    return out


def mark_problems(pdf, game, m, paper: str = "a4") -> list[str]:
    """Every crosshair on every tile of map `m` that meets a letter inside the window or a drawn space."""
    from generator.render.cards.sheets import paper_mm
    from generator.render.maps.tiling import plan_tiles
    from piecepdf import tile_pages

    plan = plan_tiles((float(m.width), float(m.height)), paper_mm(paper))
    spaces = space_boxes(m)
    problems = []
    for (row, col), page in tile_pages(pdf, f"{game.title}: {m.name}").items():
        frame, tile = frame_of(page), plan.tile(row, col)
        letters = [(text, b) for text, boxes in labels(page, frame) for b in boxes]
        drawn = page_boxes(plan, tile, spaces)
        for centre, radius, arm in sized_crosshairs(page):
            for what, box in letters + drawn:
                if mark_meets_box(centre, box, radius, arm):
                    problems.append(f"{m.name} tile {tile.label}: the crosshair at ({centre[0]:.1f}, "
                                    f"{centre[1]:.1f}) mm meets {what!r}")
    return problems


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour of 0-1 floats."""
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """CIE76 colour difference: about 2.3 is the least an eye tells apart side by side; 10 and more reads as
    another colour at a glance, on small swatches, in home print (which shifts colours by a few units)."""
    return math.dist(lab(a), lab(b))


def key_swatches(page) -> list[tuple[float, float, float]]:
    """The fills of the key's area swatches on a full-size tile page: the 8 x 4.4 mm rounded boxes
    (legend.py) with a 0.4 pt outline, in drawing order, each colour once."""
    out = []
    for obj in page.curves + page.rects:
        w, h = (obj["x1"] - obj["x0"]) / MM, (obj["bottom"] - obj["top"]) / MM
        fill = obj.get("non_stroking_color")
        if obj.get("fill") and abs(w - 8.0) < 0.3 and abs(h - 4.4) < 0.3 and fill and len(fill) == 3:
            colour = tuple(round(v, 4) for v in fill)
            if colour not in out:
                out.append(colour)
    return out
