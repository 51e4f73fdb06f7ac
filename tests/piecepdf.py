"""Helpers for the board, token and map tests: render once per session, then measure the PDFs in mm."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

MM = 72 / 25.4
GAMES = ["commerce", "commissioned", "journeys-of-paul", "the-acts"]


def render_pieces(folder: Path, out: Path, paper: str = "a4") -> Path:
    """Run the boards, tokens and maps renderers of one game through the real writer; returns its output folder."""
    from generator.load import load_game
    from generator.render import BuildOptions, RenderJob
    from generator.render.boards.renderer import render_boards
    from generator.render.maps.renderer import render_maps
    from generator.render.tokens.renderer import render_tokens
    from generator.write.writer import OutputWriter

    loaded = load_game(folder)
    writer = OutputWriter(out, loaded.game.id)
    job = RenderJob(loaded, BuildOptions(paper=paper), writer)
    for render in (render_boards, render_tokens, render_maps):
        render(job)
    writer.commit({"game": loaded.game.id, "version": loaded.game.version})
    return out / loaded.game.id


class Built:
    """Each game rendered at most once per session, on first use."""

    def __init__(self, root: Path, content: Path) -> None:
        self.root, self.content, self._done = root, content, {}

    def __call__(self, game: str, paper: str = "a4") -> Path:
        from sharedbuild import once

        key = (game, paper)
        if key not in self._done:   # rendered by whichever test process asks first (tests/sharedbuild.py)
            out = once(self.root, f"{game}-{paper}", lambda folder: render_pieces(self.content / game, folder, paper))
            self._done[key] = out / game
        return self._done[key]

    def manifest(self, game: str) -> dict:
        return json.loads((self(game) / "manifest.json").read_text())


@dataclass(frozen=True)
class Box:
    """A bounding box in mm, origin at the page's bottom-left."""

    x0: float
    y0: float
    x1: float
    y1: float

    @property
    def w(self) -> float:
        return self.x1 - self.x0

    @property
    def h(self) -> float:
        return self.y1 - self.y0

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2


def box_of(obj: dict, page_height: float) -> Box:
    return Box(obj["x0"] / MM, (page_height - obj["bottom"]) / MM, obj["x1"] / MM, (page_height - obj["top"]) / MM)


def stroked(page, linewidth: float, kinds: Iterable[str] = ("curves", "rects"),
            colour: Optional[tuple[float, ...]] = None) -> list[Box]:
    """Boxes of the stroked, unfilled paths of one line width (and colour) on a pdfplumber page."""
    out = []
    for kind in kinds:
        for obj in getattr(page, kind):
            if not obj.get("stroke") or obj.get("fill") or abs(obj.get("linewidth", 0) - linewidth) > 0.01:
                continue
            if colour is not None and tuple(round(v, 3) for v in (obj.get("stroking_color") or ())) != colour:
                continue
            out.append(box_of(obj, page.height))
    return out


def text_in(page, box: Box) -> str:
    """The characters whose centres lie inside the box, in reading order, without spaces."""
    chars = [c for c in page.chars
             if box.x0 <= (c["x0"] + c["x1"]) / 2 / MM <= box.x1
             and box.y0 <= (page.height - (c["top"] + c["bottom"]) / 2) / MM <= box.y1]
    chars.sort(key=lambda c: (round(c["top"]), c["x0"]))
    return "".join(c["text"] for c in chars).replace(" ", "")


def page_text(page) -> str:
    return page.extract_text() or ""


def tile_pages(pdf, title: str) -> dict[tuple[int, int], object]:
    """The tile pages of one board, by (row, column), found by their entries in the PDF outline.

    (Page text cannot tell: a tile's clipped-away board content is still in the page's text layer.)
    """
    from pypdf import PdfReader

    reader = PdfReader(pdf.stream)
    out = {}
    for entry in _flat(reader.outline):
        m = re.fullmatch(re.escape(title) + r": tile ([A-Z]+)(\d+)", entry.title)
        if m:
            out[(ord(m.group(1)) - ord("A"), int(m.group(2)) - 1)] = pdf.pages[reader.get_destination_page_number(entry)]
    return out


def _flat(items) -> list:
    out = []
    for item in items:
        out.extend(_flat(item) if isinstance(item, list) else [item])
    return out


def reassemble(tiles: dict, overlap: float) -> tuple[float, float]:
    """Lay every tile over its neighbour so their shared crosshairs coincide; returns the board's width, height.

    Marks are the 4 mm (or small 2.4 mm) circles of the crosshairs (0.4 pt, registration black); a
    tile's frame is its 0.3 pt registration rectangle. Offsets are chained from
    tile (0, 0), each from the marks two neighbours share.
    """
    reg = (0.05, 0.05, 0.05)
    info = {}
    for key, page in tiles.items():
        frames = stroked(page, 0.3, ("rects",), reg)
        # full crosshairs have 4 mm circles, the small ones (where a seam has no room for a full one) 2.4 mm
        marks = [b.centre for b in stroked(page, 0.4, ("curves",), reg) if 3.5 < b.w < 4.5 or 2.0 < b.w < 2.8]
        assert len(frames) == 1, f"tile {key}: {len(frames)} frames"
        info[key] = (frames[0], marks)
    offset = {(0, 0): (0.0, 0.0)}
    rows = 1 + max(r for r, _ in tiles)
    cols = 1 + max(c for _, c in tiles)
    for r in range(rows):
        for c in range(cols):
            if (r, c) == (0, 0):
                continue
            prev = (r, c - 1) if c else (r - 1, c)
            fa, ma = info[prev]
            fb, mb = info[(r, c)]
            if c:   # a is left of b: a's right strip, b's left strip
                a = sorted(p for p in ma if p[0] > fa.x1 - overlap and fa.y0 + overlap < p[1] < fa.y1 - overlap)
                b = sorted(p for p in mb if p[0] < fb.x0 + overlap and fb.y0 + overlap < p[1] < fb.y1 - overlap)
                a.sort(key=lambda p: p[1])
                b.sort(key=lambda p: p[1])
            else:   # a is above b: a's bottom strip, b's top strip
                a = sorted(p for p in ma if p[1] < fa.y0 + overlap and fa.x0 + overlap < p[0] < fa.x1 - overlap)
                b = sorted(p for p in mb if p[1] > fb.y1 - overlap and fb.x0 + overlap < p[0] < fb.x1 - overlap)
            assert a and len(a) == len(b), f"tiles {prev} and {(r, c)} share {len(a)} and {len(b)} marks"
            dx = sum(pa[0] - pb[0] for pa, pb in zip(a, b)) / len(a)
            dy = sum(pa[1] - pb[1] for pa, pb in zip(a, b)) / len(a)
            for pa, pb in zip(a, b):   # every shared mark coincides, not only on average
                assert abs(pa[0] - pb[0] - dx) < 0.05 and abs(pa[1] - pb[1] - dy) < 0.05
            ox, oy = offset[prev]
            offset[(r, c)] = (ox + dx, oy + dy)
    xs0 = [info[k][0].x0 + offset[k][0] for k in tiles]
    xs1 = [info[k][0].x1 + offset[k][0] for k in tiles]
    ys0 = [info[k][0].y0 + offset[k][1] for k in tiles]
    ys1 = [info[k][0].y1 + offset[k][1] for k in tiles]
    return max(xs1) - min(xs0), max(ys1) - min(ys0)


def token_bands(page, boxes) -> list[tuple[str, object]]:
    """(band label, cut box) for every token on a front page: a token belongs to the nearest label above it
    that starts at or left of it (bands sit side by side: issue 29), the rightmost of those on one line.

    Band labels are the 7.5 pt lines outside every cut box ("Settlements: 30, square 16 mm, one-sided"); on one
    line, a gap of 3 mm or more between letters starts another band's label."""
    chars = [ch for ch in page.chars if abs(ch["size"] - 7.5) < 0.05]
    rows: dict[float, list] = {}
    for ch in chars:
        rows.setdefault(round(ch["top"], 1), []).append(ch)
    labels = []   # (mm up, mm from the left where it starts, text)
    for top, row in rows.items():
        row.sort(key=lambda c: c["x0"])
        runs = [[row[0]]]
        for ch in row[1:]:
            if ch["x0"] - runs[-1][-1]["x1"] >= 3 * MM:
                runs.append([ch])
            else:
                runs[-1].append(ch)
        labels += [((page.height - top) / MM, run[0]["x0"] / MM, "".join(c["text"] for c in run)) for run in runs]
    out = []
    for box in boxes:
        above = [(y, -x, text) for y, x, text in labels if y > box.y1 and x <= box.x0 + 0.1]
        out.append((min(above)[2] if above else "", box))
    return out


def stamp_box(page) -> Optional[tuple[Box, bool]]:
    """The version stamp's box in mm and whether it reads across the page (False: turned up the left margin),
    or None: its letters are the grey (0.35) print of 4 to 6 pt (a turned letter's `size` is its advance, its
    box's width the font size)."""
    grey = (0.35, 0.35, 0.35)
    chars = [ch for ch in page.chars if tuple(round(v, 2) for v in ch.get("non_stroking_color") or ()) == grey
             and 3.99 <= (ch["size"] if ch["upright"] else ch["x1"] - ch["x0"]) <= 6.01]
    if not chars:
        return None
    boxes = [box_of(ch, page.height) for ch in chars]
    return (Box(min(b.x0 for b in boxes), min(b.y0 for b in boxes), max(b.x1 for b in boxes),
                max(b.y1 for b in boxes)), all(ch["upright"] for ch in chars))
