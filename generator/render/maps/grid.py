"""The grid-map renderer: every grid map in game.yaml -> grids.pdf, tiled across pages like the maps.

Each map is drawn once into a form at full size: cells filled with their
terrain's colour and outlined, each cell's coordinate near its top edge and its
name across its middle, side features (rivers, walls) along the sides two
cells share, centre features (roads) through cell centres, set-up pieces as
small labelled squares (pieces that share a cell side by side, shrunk to stay
inside it and off each other's labels), the title above and a key of terrain
and features below. The form is then tiled (tiling.plan_tiles) with an
overview page when it needs more than one sheet.
"""
from __future__ import annotations

import io
import math
from dataclasses import replace
from typing import Any, Optional

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording
from ...model.grid_geometry import cell_index
from ...model import Colour, Game, GridMap
from ...model.base import game_colour
from ...model.grids import CellRef, GridPiece, Terrain
from ...model.grid_geometry import GridGeometry
from ...core.palette import colour_hex, is_dark
from ...core.units import PT_PER_MM, board_paper
from ..cards.sheets import content_date, paper_mm, sheet_canvas
from ..job import RenderJob, renderer
from ..shared.board_fonts import PNP_FONTS, BoardFonts, board_fonts, furniture_fonts
from ..shared.icons import form_name
from .tiling import draw_overview_page, draw_tile_page, overview_page, plan_tiles
from .style import titled

K = PT_PER_MM
TITLE_BAND = 9.0     # mm above the grid for the map's name
KEY_BAND = 9.0       # mm below the grid for the key's first row
KEY_ROW = 5.0        # mm each further row of the key takes
KEY_PT = 7.0


def grid_board_size(grid: GridMap, fonts: BoardFonts = PNP_FONTS) -> tuple[float, float]:
    """The printed board (mm): the grid plus its margin on every side, with the title above it and the key
    below, in as many rows as it needs to stay inside the grid's width."""
    w, h = GridGeometry.of(grid).extent()
    m = float(grid.margin)
    rows = len(_key_rows(grid, w, fonts))
    return w + 2 * m, h + 2 * m + TITLE_BAND + KEY_BAND + KEY_ROW * max(0, rows - 1)


def _key_rows(grid: GridMap, width: float, fonts: BoardFonts) -> list[list[tuple[object, float]]]:
    """The key's entries (a terrain, then a feature kind) with the width each takes (mm), in rows no wider than
    `width`: a grid of many terrains wraps its key instead of running past the board's edge."""
    entries = [(t, 8 + fonts.width(t.name, fonts.regular, KEY_PT) / K) for t in grid.terrain] + \
        [(k, 10 + fonts.width(k.name, fonts.regular, KEY_PT) / K) for k in grid.features]
    rows: list[list[tuple[object, float]]] = []
    for entry in entries:
        if rows and sum(w for _, w in rows[-1]) + entry[1] - 2 <= width:
            rows[-1].append(entry)
        else:
            rows.append([entry])
    return rows


def _hex(value: str) -> Color:
    return HexColor(colour_hex(value) or "#cccccc")


Busy = list[tuple[float, float, float, float]]   # board boxes (x, y, w, h mm from the top-left, y down)


def _text_box(text: str, font: str, pt: float, x: float, baseline: float, centred: bool = True,
              fonts: BoardFonts = PNP_FONTS) -> tuple[float, float, float, float]:
    """The board box (mm, y down) a string takes: ascent above its baseline, descent below."""
    w = fonts.width(text, font, pt) / K
    return (x - w / 2 if centred else x, baseline - pt * 0.8 / K, w, pt * 1.0 / K)


def draw_grid(c: Canvas, game: Game, grid: GridMap, fonts: BoardFonts = PNP_FONTS) -> Busy:
    """The whole map, origin at the board's bottom-left corner (the form's); returns the boxes its text,
    pieces, title and key take, so the tiles' crosshairs and the overview's labels keep off them."""
    geometry = GridGeometry.of(grid)
    width, height = grid_board_size(grid, fonts)
    ox, oy = float(grid.margin), float(grid.margin) + TITLE_BAND

    def at(x: float, y: float) -> tuple[float, float]:   # grid mm (y down) -> PDF points (y up)
        return (ox + x) * K, (height - oy - y) * K

    c.setFillColor(HexColor("#fbf8f1"))
    c.rect(0, 0, width * K, height * K, stroke=0, fill=1)
    terrain: dict[str, Terrain] = {t.id: t for t in grid.terrain}
    default = grid.terrain[0] if grid.terrain else None
    labels = geometry.labels()
    chosen: dict[tuple[int, int], str] = {}
    names: dict[tuple[int, int], str] = {}
    for entry in grid.cells:
        for ref in entry.at:
            if ref in labels and entry.terrain:
                chosen[labels[ref]] = entry.terrain
        if entry.name and len(entry.at) == 1 and entry.at[0] in labels:
            names[labels[entry.at[0]]] = entry.name
    c.setLineWidth(0.5)
    c.setStrokeColor(Color(0.25, 0.25, 0.25))
    for cell in geometry.cells():
        kind = terrain.get(chosen.get(cell, ""), default)
        c.setFillColor(_hex(kind.colour) if kind else Color(1, 1, 1))
        path = c.beginPath()
        corners = [at(*p) for p in geometry.corners(cell)]
        path.moveTo(*corners[0])
        for p in corners[1:]:
            path.lineTo(*p)
        path.close()
        c.drawPath(path, stroke=1, fill=1)
    _features(c, grid, geometry, at)
    size = float(grid.size)
    busy: Busy = []
    for cell in geometry.cells():
        kind = terrain.get(chosen.get(cell, ""), default)
        dark = is_dark(kind.colour) if kind else False
        ink = Color(1, 1, 1) if dark else Color(0.15, 0.15, 0.15)
        x, y = geometry.centre(cell)
        c.setFillColor(ink)
        fonts.draw(c, *at(x, y - size * 0.32), geometry.label(cell), fonts.regular, _coord_pt(size), "center")
        busy.append(_text_box(geometry.label(cell), fonts.regular, _coord_pt(size), ox + x, oy + y - size * 0.32,
                              fonts=fonts))
        if cell in names:   # below a piece set up there
            fonts.draw(c, *at(x, y + size * 0.36), names[cell], fonts.bold, _name_pt(size), "center")
            busy.append(_text_box(names[cell], fonts.bold, _name_pt(size), ox + x, oy + y + size * 0.36, fonts=fonts))
    busy += [(ox + x, oy + y, w, h) for x, y, w, h in
             _pieces(c, set_up_pieces(game, grid), grid, geometry, at, set(names), fonts)]
    c.setFillColor(Color(0.1, 0.1, 0.1))
    title = titled(game.title, grid.name)
    fonts.draw(c, float(grid.margin) * K, (height - float(grid.margin) - 6) * K, title, fonts.title, 14)
    busy.append(_text_box(title, fonts.title, 14, float(grid.margin), float(grid.margin) + 6, centred=False,
                          fonts=fonts))
    rows = _key_rows(grid, width - 2 * float(grid.margin), fonts)
    for r, row in enumerate(rows):   # the first row under the grid, the others below it
        key_y = float(grid.margin) + KEY_BAND - 6 + KEY_ROW * (len(rows) - 1 - r)
        key_w = _key(c, row, float(grid.margin), key_y, fonts)
        busy.append((float(grid.margin), height - key_y - 3.5, key_w, 3.5))
    return busy


def _features(c: Canvas, grid: GridMap, geometry: GridGeometry, at) -> None:
    kinds = {k.id: k for k in grid.features}
    index = cell_index(grid, geometry)
    c.setLineCap(1)
    for line in grid.lines:
        kind = kinds.get(line.kind)
        if kind is None:
            continue
        c.setStrokeColor(_hex(kind.colour))
        c.setLineWidth(float(kind.width) * K)
        if kind.on == "side":
            for pair in line.cells:
                parts = pair.split("/")
                if len(parts) == 2 and parts[0] in index and parts[1] in index:
                    side = geometry.shared_side(index[parts[0]], index[parts[1]])
                    if side:
                        c.line(*at(*side[0]), *at(*side[1]))
            continue
        points = [at(*geometry.centre(index[ref])) for ref in line.cells if ref in index]
        if len(points) >= 2:
            path = c.beginPath()
            path.moveTo(*points[0])
            for p in points[1:]:
                path.lineTo(*p)
            c.drawPath(path, stroke=1, fill=0)


def set_up_pieces(game: Game, grid: GridMap) -> list[GridPiece]:
    """What the map shows at set-up: its own pieces, then each card a `refs` entry with a `label` places."""
    out = list(grid.pieces)
    for ref in grid.refs:
        deck, label = game.deck(ref.get("deck", "")), ref.get("label")
        if deck is None or not label:
            continue
        try:
            colour = game_colour(ref.get("colour", "white"), game.style.palette)
        except ValueError:   # the check reports it (GRD001)
            colour = Colour("white")
        for card in deck.cards:
            at = card.fields.get(ref.get("column", ""))
            if at not in (None, ""):
                text = card.name if label == "name" else str(card.fields.get(label, ""))
                out.append(GridPiece(at=CellRef(str(at)), text=text, colour=colour, loc=card.loc))
    return out


PIECE_GAP = 0.6       # mm between pieces that share a cell, laid side by side
PIECE_INSET = 0.4     # mm between a piece and its cell's outline
PIECE_PT = (7.0, 3.5)  # a piece's label: its largest size, and the least it shrinks to
TEXT_CLEAR = 0.4      # mm between a piece and the cell's coordinate or name


def _name_pt(size: float) -> float:
    return max(4.0, size * 0.22)


def _coord_pt(size: float) -> float:
    return max(4.0, size * 0.2)


def piece_label(text: str, side: float, fonts: BoardFonts = PNP_FONTS) -> tuple[list[str], float]:
    """A piece's label on one line, or on two where one would print below the least size; (lines, pt).

    The size is 0 when even two lines at the least size are wider than the piece."""
    room = side * K * 0.9
    one = min(PIECE_PT[0], room / max(1e-6, fonts.width(text, fonts.bold, 1.0)))
    if one >= PIECE_PT[1] or " " not in text:
        return [text], one if one >= PIECE_PT[1] else 0.0
    words = text.split()
    pairs = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    top, bottom = min(pairs, key=lambda pair: max(fonts.width(t, fonts.bold, 1.0) for t in pair))
    two = min(PIECE_PT[0], room / max(fonts.width(t, fonts.bold, 1.0) for t in (top, bottom)),
              side * K * 0.8 / (2 * 1.08))
    return [top, bottom], two if two >= PIECE_PT[1] else 0.0


def stack_places(geometry: GridGeometry, cell: tuple[int, int], texts: list[str], named: bool,
                 fonts: BoardFonts = PNP_FONTS) -> tuple[float, list[tuple[float, float]]]:
    """The side (mm) and centres (grid mm, y down) of the pieces set up in one cell, in the order given.

    One piece sits in the middle at 0.45 of the cell. Pieces that share a cell are laid side by side in
    rows, shrunk until every one lies inside the cell's outline and clear of its coordinate (above) and name
    (below), so no piece covers another's label: the arrangement chosen prints the pieces largest while every
    label still fits its piece at 3.5 pt or more (else simply the largest)."""
    size = geometry.size
    cx, cy = geometry.centre(cell)
    corners = geometry.corners(cell)
    edges = list(zip(corners, corners[1:] + corners[:1]))
    above = size * 0.32 - TEXT_CLEAR                  # the coordinate's baseline, digits have no descenders
    below = size * 0.36 - _name_pt(size) * 0.8 / K - TEXT_CLEAR if named else size
    n = len(texts)

    def inside(x: float, y: float) -> bool:
        for (x0, y0), (x1, y1) in edges:   # the point on the cell's side of every edge, PIECE_INSET in
            length = math.hypot(x1 - x0, y1 - y0)
            cross = ((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) / length
            ref = ((x1 - x0) * (cy - y0) - (y1 - y0) * (cx - x0)) / length
            if cross * (1 if ref > 0 else -1) < PIECE_INSET:
                return False
        return True

    def centres(cols: int, side: float) -> list[tuple[float, float]]:
        rows = -(-n // cols)
        step = side + PIECE_GAP
        out = []
        for r in range(rows):
            count = min(cols, n - r * cols)
            y = cy + (r - (rows - 1) / 2) * step
            out += [(cx + (k - (count - 1) / 2) * step, y) for k in range(count)]
        return out

    def fits(cols: int, side: float) -> bool:
        h = side / 2
        for x, y in centres(cols, side):
            if y - h < cy - above or y + h > cy + below:
                return False
            if not all(inside(x + dx, y + dy) for dx in (-h, h) for dy in (-h, h)):
                return False
        return True

    best: Optional[tuple[tuple[bool, float, int], float, int]] = None
    for cols in sorted({-(-n // rows) for rows in range(1, n + 1)}, reverse=True):
        lo, hi = 0.0, size * 0.45
        if fits(cols, hi):
            lo = hi
        else:
            for _ in range(30):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if fits(cols, mid) else (lo, mid)
        legible = all(piece_label(t, lo, fonts)[1] > 0 for t in texts)
        score = (legible, round(lo, 2), cols)   # then the widest rows: side by side before one above another
        if best is None or score > best[0]:
            best = (score, lo, cols)
    assert best is not None   # the cell holds a piece at least, so one arrangement was scored
    _, side, cols = best
    return side, centres(cols, side)


def _pieces(c: Canvas, pieces: list[GridPiece], grid: GridMap, geometry: GridGeometry, at,
            named: set[tuple[int, int]], fonts: BoardFonts = PNP_FONTS) -> Busy:
    """Draw the set-up pieces; returns their squares (grid mm, y down)."""
    index = cell_index(grid, geometry)
    taken: Busy = []
    by_cell: dict[tuple[int, int], list[GridPiece]] = {}
    for piece in pieces:
        if piece.at in index:
            by_cell.setdefault(index[piece.at], []).append(piece)
    c.setLineWidth(0.6)
    for cell, here in by_cell.items():
        side, places = stack_places(geometry, cell, [p.text for p in here], cell in named, fonts)
        for piece, centre in zip(here, places):
            taken.append((centre[0] - side / 2, centre[1] - side / 2, side, side))
            x, y = at(*centre)
            c.setFillColor(_hex(piece.colour))
            c.setStrokeColor(Color(0.1, 0.1, 0.1))
            c.roundRect(x - side * K / 2, y - side * K / 2, side * K, side * K, min(0.8, side * 0.1) * K,
                        stroke=1, fill=1)
            c.setFillColor(Color(1, 1, 1) if is_dark(piece.colour) else Color(0.1, 0.1, 0.1))
            lines, font = piece_label(piece.text, side, fonts)
            font = font or PIECE_PT[1]
            c.setFont(fonts.bold, font)
            lead = font * 1.08
            base = y + (len(lines) - 1) * lead / 2 - font * 0.35
            for line in lines:
                fonts.draw(c, x, base, line, fonts.bold, font, "center", set_font=False)
                base -= lead
    return taken


def _key(c: Canvas, row: list[tuple[object, float]], x: float, y: float, fonts: BoardFonts = PNP_FONTS) -> float:
    """One row of the key: a swatch per terrain, a stroke per feature kind, each with its name; returns its width
    (mm)."""
    start = x
    c.setFont(fonts.regular, KEY_PT)
    for entry, w in row:
        if isinstance(entry, Terrain):
            c.setFillColor(_hex(entry.colour))
            c.setStrokeColor(Color(0.25, 0.25, 0.25))
            c.setLineWidth(0.4)
            c.rect(x * K, y * K, 5 * K, 3.5 * K, stroke=1, fill=1)
            c.setFillColor(Color(0.1, 0.1, 0.1))
            fonts.draw(c, (x + 6) * K, (y + 0.8) * K, entry.name, fonts.regular, KEY_PT, set_font=False)
        else:
            kind: Any = entry
            c.setStrokeColor(_hex(kind.colour))
            c.setLineWidth(float(kind.width) * K)
            c.line(x * K, (y + 1.75) * K, (x + 6) * K, (y + 1.75) * K)
            c.setFillColor(Color(0.1, 0.1, 0.1))
            fonts.draw(c, (x + 7.5) * K, (y + 0.8) * K, kind.name, fonts.regular, KEY_PT, set_font=False)
        x += w
    return x - start


def grid_picture_pdf(loaded: Any, grid: GridMap) -> bytes:
    """The grid map alone on one page of its own size, drawn as grids.pdf draws it: what the rulebook's
    components figure shows, scaled down (documents/diagrams/pictures.py)."""
    fonts = board_fonts(loaded.game, loaded.folder, loaded.sources)
    size = grid_board_size(grid, fonts)
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, size, title=titled(loaded.game.title, grid.name))
    draw_grid(c, loaded.game, grid, fonts)
    c.showPage()
    c.save()
    return buffer.getvalue()


@renderer("grids")
def render_grid_maps(job: RenderJob) -> None:
    """Write grids.pdf: each grid map at full size, tiled across pages, with an overview when it takes several."""
    game, options = job.loaded.game, job.options
    if not game.grids:
        return
    fonts = board_fonts(game, job.loaded.folder, job.loaded.sources)
    paper = board_paper(options.map_paper)[1] if options.map_paper else paper_mm(options.paper)   # --map-paper wins
    base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 {content_date(job.loaded)}"
    wording = Wording(game)
    words = wording.frame   # pnp's own words, in the edition's language
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, paper, title=f"{game.title}: " + words("grid maps"), subject=words("grid maps, tiled"),
                     lang=wording.lang, furniture=furniture_fonts(game, job.loaded.folder, job.loaded.sources))
    pages, meta = 0, []
    for grid in game.grids:
        size = grid_board_size(grid, fonts)
        form = form_name("grid_", grid.id)
        c.beginForm(form, 0, 0, size[0] * K, size[1] * K)
        busy = draw_grid(c, game, grid, fonts)
        c.endForm()
        plan = replace(plan_tiles(size, paper), busy=tuple(busy))
        title = titled(game.title, grid.name)
        first = pages + 1
        if not plan.single:
            over = overview_page(plan)
            c.setPageSize((over[0] * K, over[1] * K))
            draw_overview_page(c, plan, board_form=form, title=title, stamp=f"{base} \u00b7 " + words("overview"),
                               wording=wording)
            c.showPage()
            pages += 1
        for tile in plan.tiles:
            c.setPageSize((plan.page[0] * K, plan.page[1] * K))
            draw_tile_page(c, plan, tile, board_form=form, title=title, words=words,
                           stamp=f"{base} \u00b7 " + words("page {page}", page=pages + 1))
            c.showPage()
            pages += 1
        meta.append({"id": grid.id, "name": grid.name, "shape": grid.shape, "cells": grid.columns * grid.rows,
                     "cell_mm": float(grid.size), "size_mm": [round(size[0], 2), round(size[1], 2)],
                     "rows": plan.rows, "cols": plan.cols, "page_mm": [round(plan.page[0], 2), round(plan.page[1], 2)],
                     "paper": options.map_paper or options.paper, "pages": [first, pages]})
    c.save()
    job.writer.write("grids.pdf", buffer.getvalue(), "map", pages=pages, paper=options.map_paper or options.paper,
                     grids=meta)
