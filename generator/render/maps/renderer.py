"""The map renderer: every map in game.yaml -> map.pdf (an overview page, then the board's tiles).

A board of locations and routes is drawn once into a PDF form at full size
(draw.py), then placed on the overview page at reduced scale and on every
tile page clipped to the tile's window (tiling). A board laid out from
tiles (Commerce's terrain) prints its tiles as cut-outs instead, followed by
an overview of all of them in one arrangement.
"""
from __future__ import annotations

import io
import math
from dataclasses import replace
from pathlib import Path
from typing import Callable

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording, english
from ...model import Game, Map, TileKind
from ...core.palette import colour_hex, is_dark
from ...core.units import BOARD_PAPER_SIZES, PT_PER_MM, board_paper
from ..job import RenderJob, renderer
from ..shared.cutouts import Piece, draw_pages, pack
from ..shared.board_fonts import PNP_FONTS, BoardFonts, board_fonts, furniture_fonts, furniture_of
from ..shared.icons import form_name
from .art import art_file
from .draw import draw_board
from .overview import overview_words
from .style import titled
from ..cards.sheets import Duplex, Rect, content_date, draw_page_stamp, paper_mm, sheet_canvas
from .tiling import LABEL_FONT, MARGIN, TEXT_FONT, draw_overview_page, draw_tile_page, overview_page, plan_tiles

K = PT_PER_MM


def board_form(c: Canvas, game: Game, m: Map, folder: Path,
               fonts: BoardFonts = PNP_FONTS) -> tuple[str, list[tuple[float, float, float, float]]]:
    """Draw the map once into a form named after it (over its art, from the game `folder`, its words in `fonts`);
    returns the form's name and the boxes its content takes (board mm, y down), which the tiles' crosshairs and
    the overview's tile labels keep off."""
    art = art_file(game, folder, m) if m.art is not None else None
    name = form_name("map_", m.id)
    c.beginForm(name, 0, 0, float(m.width) * K, float(m.height) * K)
    busy = draw_board(c, game, m, art, fonts)
    c.endForm()
    return name, busy


def map_picture_pdf(loaded, m: Map) -> bytes:
    """The map alone on one page of its own size, drawn as map.pdf draws it (its art, its words in the game's
    board fonts): what the rulebook's components figure shows, scaled down (documents/diagrams/pictures.py)."""
    fonts = board_fonts(loaded.game, loaded.folder, loaded.sources)
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, (float(m.width), float(m.height)), title=titled(loaded.game.title, m.name))
    form, _ = board_form(c, loaded.game, m, Path(loaded.folder), fonts)
    c.doForm(form)
    c.showPage()
    c.save()
    return buffer.getvalue()


def tile_rows(game: Game, m: Map, tile: TileKind) -> list[tuple[str, str]]:
    """(column, value) of the tile's row in the map's tile_table, empty cells left out."""
    table = next((t for t in game.tables if t.id == m.tile_table), None) if m.tile_table else None
    row = next((r for r in table.rows if r.label == tile.name), None) if table else None
    if table is None or row is None:
        return []
    return [(str(col), str(val)) for col, val in zip(table.axis.values, row.values) if val not in (None, "")]


def _tile_front(game: Game, m: Map, tile: TileKind, fonts: BoardFonts = PNP_FONTS):
    rows = tile_rows(game, m, tile)
    colour = tile.colour

    def paint(c: Canvas, trim: Rect) -> None:
        dark = is_dark(colour)
        ink = Color(1, 1, 1) if dark else Color(0.12, 0.12, 0.12)
        cx, top = (trim.x + trim.w / 2) * K, (trim.y + trim.h) * K
        c.setFillColor(ink)
        fonts.draw(c, cx, top - trim.h * 0.24 * K, tile.name, fonts.title, 12, "center")
        size = 7.6
        lead = size * 1.25
        y = top - trim.h * 0.24 * K - 6 - lead
        for col, value in rows:
            fonts.draw(c, cx - 1.2, y, col, fonts.regular, size, "right")
            fonts.draw(c, cx + 1.2, y, value, fonts.bold, size)
            y -= lead
        if tile.text:
            fonts.draw(c, cx, (trim.y + trim.h * 0.12) * K, tile.text, fonts.italic, 6, "center")

    return paint


# a band of map tiles on the cut-out sheets, in pnp's frame words (a key per shape, so a language words each whole)
TILE_BAND = {"hex": "{name} tiles: {count}, hex {size} mm", "square": "{name} tiles: {count}, square {size} mm"}


def tile_pieces(game: Game, m: Map, fonts: BoardFonts = PNP_FONTS,
                words: Callable[..., str] = english) -> list[Piece]:
    out = []
    for tile in m.tiles:
        fill = HexColor(colour_hex(tile.colour) or "#b8b8b8")
        label = words(TILE_BAND[str(m.tile_shape)], name=tile.name, count=tile.count, size=f"{float(m.tile_size):g}")
        paint = _tile_front(game, m, tile, fonts)
        out += [Piece(label, m.tile_shape, float(m.tile_size), fill, paint, None)] * tile.count
    return out


def _tile_overview(c: Canvas, game: Game, m: Map, page: tuple[float, float], stamp: str,
                   words: Callable[..., str] = english, fonts: BoardFonts = PNP_FONTS) -> None:
    """Every tile in one arrangement, kinds dealt round-robin, reduced to fit the page."""
    order: list[TileKind] = []
    left = {t.name: t.count for t in m.tiles}
    while any(left.values()):
        for t in m.tiles:
            if left[t.name]:
                order.append(t)
                left[t.name] -= 1
    n = len(order)
    cols = max(1, math.ceil(math.sqrt(n * 1.2)))
    rows = math.ceil(n / cols)
    size = float(m.tile_size)
    hex_w = size * 2 / math.sqrt(3)
    step_x, step_y = (hex_w * 0.75, size) if m.tile_shape == "hex" else (size, size)
    full_w = (cols - 1) * step_x + (hex_w if m.tile_shape == "hex" else size)
    full_h = rows * step_y + (size / 2 if m.tile_shape == "hex" else 0)
    avail_w, avail_h = page[0] - 2 * MARGIN, page[1] - 2 * MARGIN - 24
    scale = min(1.0, avail_w / full_w, avail_h / full_h)
    x0 = (page[0] - full_w * scale) / 2
    y_top = page[1] - MARGIN - 16
    c.setFont(LABEL_FONT, 10)
    c.setFillColor(Color(0.1, 0.1, 0.1))
    fonts = furniture_of(c)
    fonts.draw(c, MARGIN * K, (page[1] - MARGIN - 4.5) * K, titled(game.title, m.name) + "  -  " + words("overview"),
               LABEL_FONT, 10, set_font=False)
    c.setFont(TEXT_FONT, 7.5)
    kinds = ", ".join(f"{t.count} {t.name}" for t in m.tiles)
    fonts.draw(c, MARGIN * K, (page[1] - MARGIN - 10) * K,
               words("All {count} tiles ({kinds}) in one possible arrangement, at {scale}%.", count=n, kinds=kinds,
                     scale=f"{scale * 100:.0f}"), TEXT_FONT, 7.5, set_font=False)
    for i, tile in enumerate(order):
        col, row = i % cols, i // cols
        cx = x0 + (col * step_x + (hex_w if m.tile_shape == "hex" else size) / 2) * scale
        cy = y_top - (row * step_y + size / 2 + (size / 2 if m.tile_shape == "hex" and col % 2 else 0)) * scale
        c.setFillColor(HexColor(colour_hex(tile.colour) or "#b8b8b8"))
        c.setStrokeColor(Color(0.2, 0.2, 0.2))
        c.setLineWidth(0.4)
        p = c.beginPath()
        if m.tile_shape == "hex":
            rad = hex_w / 2 * scale * K
            pts = [(cx * K + rad * math.cos(math.radians(a)), cy * K + rad * math.sin(math.radians(a)))
                   for a in range(0, 360, 60)]
            p.moveTo(*pts[0])
            for pt in pts[1:]:
                p.lineTo(*pt)
            p.close()
        else:
            half = size / 2 * scale * K
            p.rect(cx * K - half, cy * K - half, 2 * half, 2 * half)
        c.drawPath(p, stroke=1, fill=1)
        c.setFillColor(Color(1, 1, 1) if is_dark(tile.colour) else Color(0.1, 0.1, 0.1))
        fonts.draw(c, cx * K, cy * K - 2, tile.name, fonts.bold, max(4.0, 8 * scale * 2), "center")
    draw_page_stamp(c, page, stamp)   # in the bottom margin, like every sheet's
    c.showPage()


@renderer("maps")
def render_maps(job: RenderJob) -> None:
    """Write map.pdf: for each map an overview, then its tiles (or its cut-out terrain tiles)."""
    game, options = job.loaded.game, job.options
    if not game.maps:
        return
    fonts = board_fonts(game, job.loaded.folder, job.loaded.sources)
    # --map-paper wins over each map's own `paper:`, which wins over --paper
    forced = board_paper(options.map_paper) if options.map_paper else None
    default_paper = paper = forced[1] if forced else paper_mm(options.paper)
    base = (f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 "
            f"{content_date(job.loaded)}")
    wording = Wording(game)
    words = wording.frame   # pnp's own words, in the edition's language
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, paper, title=f"{game.title}: " + words("game board"), subject=words("game board, tiled"),
                     lang=wording.lang, furniture=furniture_fonts(game, job.loaded.folder, job.loaded.sources))
    pages, maps_meta = 0, []
    for m in game.maps:
        first = pages + 1
        paper = BOARD_PAPER_SIZES[m.paper] if m.paper and not forced else default_paper
        paper_name = options.map_paper or m.paper or options.paper
        if m.tiles:
            duplex = Duplex("short" if options.duplex == "short" else "long", options.duplex_offset)
            sheets = pack(tile_pieces(game, m, fonts, words), paper, words)
            c.setPageSize((paper[0] * K, paper[1] * K))
            _tile_overview(c, game, m, paper, f"{base} \u00b7 {m.name}", words, fonts)
            pages += 1
            pages += draw_pages(c, sheets, title=titled(game.title, m.name), duplex=duplex, frame=words,
                                stamp=lambda p, n: f"{base} \u00b7 {m.name} \u00b7 "   # used within the call
                                + words("sheet page {page}/{pages}", page=p, pages=n))
            maps_meta.append({"id": m.id, "name": m.name, "tiles": sum(t.count for t in m.tiles),
                              "tile_shape": m.tile_shape, "tile_size_mm": float(m.tile_size),
                              "paper": paper_name, "pages": [first, pages]})
            continue
        form, busy = board_form(c, game, m, Path(job.loaded.folder), fonts)
        plan = replace(plan_tiles((float(m.width), float(m.height)), paper), busy=tuple(busy))
        title = titled(game.title, m.name)
        if not plan.single:   # a board on one page is its own overview
            over = overview_page(plan)
            c.setPageSize((over[0] * K, over[1] * K))
            names = overview_words(c, game, m, Path(job.loaded.folder), fonts, form)
            draw_overview_page(c, plan, board_form=form, title=title, stamp=f"{base} \u00b7 " + words("overview"),
                               wording=wording, names=names)
            c.showPage()
            pages += 1
        for tile in plan.tiles:
            c.setPageSize((plan.page[0] * K, plan.page[1] * K))
            draw_tile_page(c, plan, tile, board_form=form, title=title, words=words,
                           stamp=f"{base} \u00b7 " + words("page {page}", page=pages + 1))
            c.showPage()
            pages += 1
        maps_meta.append({"id": m.id, "name": m.name, "size_mm": [float(m.width), float(m.height)],
                          "rows": plan.rows, "cols": plan.cols, "overlap_mm": plan.overlap,
                          "page_mm": [round(plan.page[0], 2), round(plan.page[1], 2)],
                          "paper": paper_name, "pages": [first, pages]})
    c.save()
    job.writer.write("map.pdf", buffer.getvalue(), "map", pages=pages, paper=options.map_paper or options.paper,
                     maps=maps_meta)
