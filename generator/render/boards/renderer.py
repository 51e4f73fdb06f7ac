"""The board renderer: every player board in game.yaml -> boards.pdf.

A board is drawn by the card pipeline's layout engine (cards/faces.BoundLayout),
the way a card is: the board is bound like a one-card deck of its size (its
messages still name the board, not a deck), its layout comes from the game's
layouts/ or templates/boards/, and its templates
read the board's name and colour plus the game's data (boards/data.py). Boards
that fit the paper are imposed by the card sheets' impose() with crop marks;
bigger ones are tiled (tiling) with an overview page.
"""
from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Any, Optional

from reportlab.pdfgen.canvas import Canvas

from ...model.printed import board_deck, board_names
from ...load.layout import available_layouts, find_layout, load_layout
from ...model import Deck, PlayerBoard
from ...units import PT_PER_MM
from ..job import RenderJob, renderer
from .data import board_globals
from ..cards.faces import BoundLayout, CardError, CardRef, Painter
from ..shared.icons import IconCanvas
from ..cards.sheets import SheetError, SheetStyle, content_date, impose, paper_mm, plan_grid, sheet_canvas
from ..maps.tiling import draw_overview_page, draw_tile_page, overview_page, plan_tiles

K = PT_PER_MM


class BoardError(CardError):
    """A board that cannot be drawn: its layout is missing, or the layout engine refuses it."""


@dataclass(frozen=True)
class BoardRef(CardRef):
    """Which printed board a problem is about: the board and the name on this copy."""

    def __str__(self) -> str:
        where = f" ({self.loc.file}:{self.loc.line})" if self.loc else ""
        return f"board '{self.deck}', copy '{self.card}'{where}"


class BoardLayout(BoundLayout):
    """The card layout engine bound to a board: its messages name the board, not a deck."""

    noun = "board"

    def _subject(self, card: Optional[CardRef] = None) -> str:
        return str(card) if card else f"board '{self.deck.id}'"

    def _error(self, el: Any, message: str, hint: str = "", card: Optional[CardRef] = None) -> CardError:
        return BoardError(f"{el.loc.file}:{el.loc.line}: {self._subject(card)}: {message}", hint)


def copies(board: PlayerBoard, names: list[str]) -> list[tuple[str, str]]:
    """(name, colour) of every board to print, in order, each repeated `copies` times."""
    colours = [str(c) for c in board.colours] or [None] * len(names)
    out = []
    for name, colour in zip(names, colours):
        shown = colour if colour is not None else (name.lower() if name.lower() in _palette() else "frame")
        out += [(name, shown)] * board.copies
    return out


def _palette() -> set[str]:
    from ...palette import PALETTE

    return set(PALETTE)


def _context(painter: Painter, deck: Deck, board: PlayerBoard, name: str, colour: str, index: int,
             total: int) -> dict[str, Any]:
    from ...palette import ink_on

    paint = painter.colour(colour)
    fields = {"colour": colour, "colour_ink": ink_on((paint.red, paint.green, paint.blue)), "board": board.name,
              "text": board.texts.get(name, "")}
    ctx: dict[str, Any] = {**fields, "id": board.id, "name": name, "count": 1,
                           "card": {"id": board.id, "name": name, "count": 1, **fields}}
    ctx.update(painter.base)
    ctx["deck"] = {"id": board.id, "name": board.name, "back": board.name, "total": total}
    ctx["copy"] = ""
    ctx["board"] = board.name
    return ctx


def _bind(painter: Painter, board: PlayerBoard, folder) -> BoundLayout:
    path = find_layout(folder, board.layout, "boards")
    if path is None:
        where = painter.game.where(*board.path, "layout")
        raise BoardError(f"{where}: board '{board.id}': no layout '{board.layout}'",
                         "layouts: " + ", ".join(available_layouts(folder, "boards")) +
                         f" (add {painter.game.root}/layouts/{board.layout}.yaml)")
    return BoardLayout(painter, load_layout(path), board_deck(board), "face")


def _fit(paper: str, size: tuple[float, float], bleed: float):
    """The 1-up (or more) grid on the paper turned the better way, or None when the board does not fit."""
    best = None
    for landscape in (False, True):
        try:
            grid = plan_grid(paper_mm(paper, landscape=landscape), size, bleed)
        except SheetError:
            continue
        if best is None or grid.per_page > best.per_page:
            best = grid
    return best


@renderer("boards")
def render_boards(job: RenderJob) -> None:
    """Write boards.pdf: every player board, imposed with crop marks, or tiled when bigger than the paper."""
    loaded, options = job.loaded, job.options
    game = loaded.game
    if not game.boards:
        return
    painter = Painter(game, loaded.folder)
    painter.env.globals.update(board_globals(loaded))
    base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 {content_date(loaded)}"
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, paper_mm(options.paper), title=f"{game.title}: player boards", subject="player boards",
                     canvas_class=IconCanvas)
    pages, meta = 0, []
    for board in game.boards:
        bound = _bind(painter, board, loaded.folder)
        deck = board_deck(board)
        items = copies(board, board_names(game, board))
        width, height = board.size.mm
        bleed = float(board.bleed)
        grid = _fit(options.paper, (width, height), bleed)
        forms = _forms(c, painter, bound, deck, board, items, bleed if grid else 0.0)
        first = pages + 1
        if grid is not None:
            c.setPageSize((grid.page[0] * K, grid.page[1] * K))

            def place(cv: Canvas, slot, i: int, forms=forms) -> None:
                cv.saveState()
                cv.translate((slot.trim.x - bleed) * K, (slot.trim.y - bleed) * K)
                cv.doForm(forms[i])
                cv.restoreState()

            pages += impose(c, grid, len(items), place, style=SheetStyle(),
                            stamp=lambda p, n, b=board: f"{base} \u00b7 {b.name} \u00b7 sheet {p}/{n}")
            how = f"{grid.per_page} per page"
        else:
            plan = plan_tiles((width, height), paper_mm(options.paper))
            for i, form in enumerate(forms):
                title = f"{game.title}: {board.name}, {items[i][0]}"
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
            how = f"tiled {plan.rows} x {plan.cols}"
        meta.append({"id": board.id, "name": board.name, "size_mm": [width, height], "count": len(items),
                     "layout": board.layout, "placement": how, "pages": [first, pages]})
    c.save()
    job.writer.write("boards.pdf", buffer.getvalue(), "board", pages=pages, paper=options.paper, boards=meta)


def _forms(c: Canvas, painter: Painter, bound: BoundLayout, deck: Deck, board: PlayerBoard,
           items: list[tuple[str, str]], bleed: float) -> list[str]:
    """One form per distinct board (bleed included when imposed, trim only when tiled); a name per item."""
    width, height = board.size.mm
    made: dict[tuple[str, str], str] = {}
    out = []
    for index, (name, colour) in enumerate(items):
        key = (name, colour)
        if key not in made:
            form = f"board_{re.sub(r'[^A-Za-z0-9]', '_', board.id)}_{len(made)}"
            c.beginForm(form, 0, 0, (width + 2 * bleed) * K, (height + 2 * bleed) * K)
            ctx = _context(painter, deck, board, name, colour, index + 1, len(items))
            bound.draw(c, bleed * K, bleed * K, ctx, BoardRef(board.id, name, board.loc))
            c.endForm()
            made[key] = form
        out.append(made[key])
    return out
