"""The grid-map renderer: every grid map in game.yaml -> grids.pdf, tiled across pages like the maps.

Each map is drawn once into a form at full size: cells filled with their
terrain's colour and outlined, each cell's coordinate near its top edge and its
name across its middle, side features (rivers, walls) along the sides two
cells share, centre features (roads) through cell centres, set-up pieces as
small labelled squares, the title above and a key of terrain and features
below. The form is then tiled (tiling.plan_tiles) with an overview page when
it needs more than one sheet.
"""
from __future__ import annotations

import io
import re

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...model.grid_geometry import cell_index
from ...model import Colour, Game, GridMap
from ...model.grids import CellRef, GridPiece
from ...model.grid_geometry import GridGeometry
from ...palette import colour_hex, is_dark
from ...units import PT_PER_MM
from ..cards.sheets import content_date, paper_mm, sheet_canvas
from ..job import RenderJob, renderer
from .tiling import draw_overview_page, draw_tile_page, overview_page, plan_tiles

K = PT_PER_MM
TITLE_BAND = 9.0     # mm above the grid for the map's name
KEY_BAND = 9.0       # mm below the grid for the key


def grid_board_size(grid: GridMap) -> tuple[float, float]:
    """The printed board (mm): the grid plus its margin on every side."""
    w, h = GridGeometry.of(grid).extent()
    m = float(grid.margin)
    return w + 2 * m, h + 2 * m + TITLE_BAND + KEY_BAND


def _hex(value: str) -> Color:
    return HexColor(colour_hex(value) or "#cccccc")


def draw_grid(c: Canvas, game: Game, grid: GridMap) -> None:
    """The whole map, origin at the board's bottom-left corner (the form's)."""
    geometry = GridGeometry.of(grid)
    width, height = grid_board_size(grid)
    ox, oy = float(grid.margin), float(grid.margin) + TITLE_BAND

    def at(x: float, y: float) -> tuple[float, float]:   # grid mm (y down) -> PDF points (y up)
        return (ox + x) * K, (height - oy - y) * K

    c.setFillColor(HexColor("#fbf8f1"))
    c.rect(0, 0, width * K, height * K, stroke=0, fill=1)
    terrain = {t.id: t for t in grid.terrain}
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
    for cell in geometry.cells():
        kind = terrain.get(chosen.get(cell, ""), default)
        dark = is_dark(str(kind.colour)) if kind else False
        ink = Color(1, 1, 1) if dark else Color(0.15, 0.15, 0.15)
        x, y = geometry.centre(cell)
        c.setFillColor(ink)
        c.setFont("Lato-Regular", max(4.0, size * 0.2))
        c.drawCentredString(*at(x, y - size * 0.32), geometry.label(cell))
        if cell in names:
            c.setFont("Lato-Bold", max(4.0, size * 0.22))
            c.drawCentredString(*at(x, y + size * 0.36), names[cell])   # below a piece set up there
    _pieces(c, set_up_pieces(game, grid), grid, geometry, at)
    c.setFillColor(Color(0.1, 0.1, 0.1))
    c.setFont("Vollkorn-SemiBold", 14)
    c.drawString(float(grid.margin) * K, (height - float(grid.margin) - 6) * K, f"{game.title}: {grid.name}")
    _key(c, grid, float(grid.margin), float(grid.margin) + KEY_BAND - 6)


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
        colour = Colour(ref.get("colour", "white"))
        for card in deck.cards:
            at = card.fields.get(ref.get("column", ""))
            if at not in (None, ""):
                text = card.name if label == "name" else str(card.fields.get(label, ""))
                out.append(GridPiece(at=CellRef(str(at)), text=text, colour=colour, loc=card.loc))
    return out


def _pieces(c: Canvas, pieces: list[GridPiece], grid: GridMap, geometry: GridGeometry, at) -> None:
    index = cell_index(grid, geometry)
    side = float(grid.size) * 0.45
    stacked: dict[tuple[int, int], int] = {}
    c.setLineWidth(0.6)
    for piece in pieces:
        if piece.at not in index:
            continue
        cell = index[piece.at]
        shift = stacked.get(cell, 0) * 1.5 * K          # a stack shows each piece a little lower and right
        stacked[cell] = stacked.get(cell, 0) + 1
        x, y = at(*geometry.centre(cell))
        x, y = x + shift, y - shift
        c.setFillColor(_hex(piece.colour))
        c.setStrokeColor(Color(0.1, 0.1, 0.1))
        c.roundRect(x - side * K / 2, y - side * K / 2, side * K, side * K, 0.8 * K, stroke=1, fill=1)
        c.setFillColor(Color(1, 1, 1) if is_dark(str(piece.colour)) else Color(0.1, 0.1, 0.1))
        font = max(3.5, min(7.0, side * K * 0.9 / max(1.0, c.stringWidth(piece.text, "Lato-Bold", 1.0))))
        c.setFont("Lato-Bold", font)
        c.drawCentredString(x, y - font * 0.35, piece.text)


def _key(c: Canvas, grid: GridMap, x: float, y: float) -> None:
    """One row: a swatch per terrain, a stroke per feature kind, each with its name."""
    c.setFont("Lato-Regular", 7)
    for t in grid.terrain:
        c.setFillColor(_hex(t.colour))
        c.setStrokeColor(Color(0.25, 0.25, 0.25))
        c.setLineWidth(0.4)
        c.rect(x * K, y * K, 5 * K, 3.5 * K, stroke=1, fill=1)
        c.setFillColor(Color(0.1, 0.1, 0.1))
        c.drawString((x + 6) * K, (y + 0.8) * K, t.name)
        x += 8 + c.stringWidth(t.name, "Lato-Regular", 7) / K
    for k in grid.features:
        c.setStrokeColor(_hex(k.colour))
        c.setLineWidth(float(k.width) * K)
        c.line(x * K, (y + 1.75) * K, (x + 6) * K, (y + 1.75) * K)
        c.setFillColor(Color(0.1, 0.1, 0.1))
        c.drawString((x + 7.5) * K, (y + 0.8) * K, k.name)
        x += 10 + c.stringWidth(k.name, "Lato-Regular", 7) / K


@renderer("grids")
def render_grid_maps(job: RenderJob) -> None:
    """Write grids.pdf: each grid map at full size, tiled across pages, with an overview when it takes several."""
    game, options = job.loaded.game, job.options
    if not game.grids:
        return
    paper = paper_mm(options.paper)
    base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 {content_date(job.loaded)}"
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, paper, title=f"{game.title}: grid maps", subject="grid maps, tiled")
    pages, meta = 0, []
    for grid in game.grids:
        size = grid_board_size(grid)
        form = f"grid_{re.sub(r'[^A-Za-z0-9]', '_', grid.id)}"
        c.beginForm(form, 0, 0, size[0] * K, size[1] * K)
        draw_grid(c, game, grid)
        c.endForm()
        plan = plan_tiles(size, paper)
        title = f"{game.title}: {grid.name}"
        first = pages + 1
        if not plan.single:
            over = overview_page(plan)
            c.setPageSize((over[0] * K, over[1] * K))
            draw_overview_page(c, plan, board_form=form, title=title, stamp=f"{base} \u00b7 overview")
            c.showPage()
            pages += 1
        for tile in plan.tiles:
            c.setPageSize((plan.page[0] * K, plan.page[1] * K))
            draw_tile_page(c, plan, tile, board_form=form, title=title, stamp=f"{base} \u00b7 page {pages + 1}")
            c.showPage()
            pages += 1
        meta.append({"id": grid.id, "name": grid.name, "shape": grid.shape, "cells": grid.columns * grid.rows,
                     "cell_mm": float(grid.size), "size_mm": [round(size[0], 2), round(size[1], 2)],
                     "rows": plan.rows, "cols": plan.cols, "pages": [first, pages]})
    c.save()
    job.writer.write("grids.pdf", buffer.getvalue(), "map", pages=pages, paper=options.paper, grids=meta)
