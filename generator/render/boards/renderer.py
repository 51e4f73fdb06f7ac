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

from ...load.languages import Wording
from ...model.printed import board_deck, board_names
from ...load.layout import TEXT_FLOOR_PT, available_layouts, find_layout, layout_for
from ...model import Deck, PlayerBoard
from ...core.units import PT_PER_MM, board_paper
from ..job import RenderJob, renderer
from .data import board_globals
from ..cards.faces import BoundLayout, CardError, CardRef, Painter
from ..shared.board_fonts import furniture_fonts
from ..shared.icons import IconCanvas
from ...load.layout_repeat import TrackEl
from ..cards.sheets import SheetStyle, content_date, impose, paper_mm, sheet_canvas
from ..cards.sheet_layout import plan_scaled
from ..maps.art import draw_art_box, picture_file
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
    colours: list[Optional[str]] = [str(c) for c in board.colours] or [None] * len(names)
    out = []
    for name, colour in zip(names, colours):
        # a board named for a player colour takes that colour; in an edition by the source name ('Rot' is red)
        key = str(getattr(name, "source", name)).lower()
        shown = colour if colour is not None else (key if key in _palette() else "frame")
        out += [(name, shown)] * board.copies
    return out


def _palette() -> set[str]:
    from ...core.palette import PALETTE

    return set(PALETTE)


def _context(painter: Painter, deck: Deck, board: PlayerBoard, name: str, colour: str, index: int,
             total: int) -> dict[str, Any]:
    from ...core.palette import ink_on

    paint = painter.colour(colour)
    assert paint is not None   # a board's colour is a palette name or #rrggbb (model.Colour), never 'none'
    fields = {"colour": colour, "colour_ink": ink_on((paint.red, paint.green, paint.blue)), "board": board.name,
              "text": board.texts.get(name, ""), "art": board.art.src if board.art is not None else ""}
    ctx: dict[str, Any] = {**fields, "id": board.id, "name": name, "count": 1,
                           "card": {"id": board.id, "name": name, "count": 1, **fields}}
    ctx.update(painter.base)
    width, height = board.size.mm
    ctx["deck"] = {"id": board.id, "name": board.name, "back": board.name, "total": total,
                   "width": width, "height": height}
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
    return BoardLayout(painter, layout_for(path, painter.sources, f"board '{board.id}'"), board_deck(board), "face")


def _fit(paper: str, size: tuple[float, float], bleed: float, shrink: bool = False):
    """(grid, scale): the grid on the paper turned the better way, at the scale its boards print at (below 1
    only with `shrink`, when that fits more to a page: sheet_layout.plan_scaled), or (None, 1.0) when the
    board does not fit and is tiled."""
    return plan_scaled([paper_mm(paper), paper_mm(paper, landscape=True)], size, bleed, shrink=shrink)


def holds_pieces(elements) -> bool:
    """Whether a layout places pieces on the board (`holds` on an area, a track, or inside a grid's cell):
    such a board prints at its own size, so the pieces fit their spaces."""
    for el in elements:
        if getattr(el, "holds", None) is not None or holds_pieces(getattr(el, "elements", ())):
            return True
    return False


def text_sizes(bound: BoundLayout, elements) -> list[float]:
    """Every text size a drawn layout printed: each text as fitted, and each track's labels."""
    sizes = [size for size, _ in bound._fits.values()]
    stack = list(elements)
    while stack:
        el = stack.pop()
        stack += getattr(el, "elements", ())
        if isinstance(el, TrackEl):
            sizes.append(el.size)
    return sizes


@renderer("boards")
def render_boards(job: RenderJob) -> None:
    """Write boards.pdf: every player board, imposed with crop marks, or tiled when bigger than the paper."""
    loaded, options = job.loaded, job.options
    game = loaded.game
    if not game.boards:
        return
    painter = Painter(game, loaded.folder, loaded.sources)
    painter.env.globals.update(board_globals(loaded))
    base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 {content_date(loaded)}"
    wording = Wording(game)
    words = wording.frame   # pnp's own words, in the edition's language
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, paper_mm(options.paper), title=f"{game.title}: " + words("player boards"),
                     subject=words("player boards"), canvas_class=IconCanvas, lang=wording.lang,
                     furniture=furniture_fonts(game, loaded.folder, loaded.sources))
    pages, meta = 0, []
    tile_paper = board_paper(options.map_paper)[1] if options.map_paper else paper_mm(options.paper)
    for board in game.boards:
        bound = _bind(painter, board, loaded.folder)
        deck = board_deck(board)
        items = copies(board, board_names(game, board))
        width, height = board.size.mm
        bleed = float(board.bleed)
        grid, scale = _fit(options.paper, (width, height), bleed)
        shrunk, least = _fit(options.paper, (width, height), bleed, shrink=not holds_pieces(bound.layout.elements))
        forms = _forms(c, painter, bound, deck, board, items, bleed if (grid or shrunk) else 0.0)
        # a player aid prints a little smaller where that fits more to a page (two to a Letter page, as on A4),
        # but never so small that a text of it prints below 6 pt
        if shrunk is not None and least < 1 and min(text_sizes(bound, bound.layout.elements),
                                                     default=TEXT_FLOOR_PT) * least >= TEXT_FLOOR_PT - 1e-6:
            grid, scale = shrunk, least
        elif grid is None and shrunk is not None:   # drawn with bleed for the shrunk grid, tiled after all
            forms = _forms(c, painter, bound, deck, board, items, 0.0, "tiled_")
        first = pages + 1
        if grid is not None:
            c.setPageSize((grid.page[0] * K, grid.page[1] * K))

            def place(cv: Canvas, slot, i: int, forms=forms, scale=scale, bleed=bleed) -> None:
                cv.saveState()
                cv.translate(slot.trim.x * K - bleed * scale * K, slot.trim.y * K - bleed * scale * K)
                cv.scale(scale, scale)
                cv.doForm(forms[i])
                cv.restoreState()

            pages += impose(c, grid, len(items), place, style=SheetStyle(),
                            stamp=lambda p, n: f"{base} \u00b7 {board.name} \u00b7 "   # used within the call
                            + words("sheet {page}/{pages}", page=p, pages=n))
            how = f"{grid.per_page} per page" + (f" at {scale:.1%}" if scale < 1 else "")
        else:
            # a board too big for --paper is a board to tape: it prints on the tiled boards' paper (--map-paper)
            # when the build names one, as the game boards do
            plan = plan_tiles((width, height), tile_paper)
            for i, form in enumerate(forms):
                title = f"{game.title}: {board.name}, {items[i][0]}"
                if not plan.single:   # a board on one page is its own overview
                    over = overview_page(plan)
                    c.setPageSize((over[0] * K, over[1] * K))
                    draw_overview_page(c, plan, board_form=form, title=title,
                                       stamp=f"{base} \u00b7 " + words("overview"), wording=wording)
                    c.showPage()
                    pages += 1
                for tile in plan.tiles:
                    c.setPageSize((plan.page[0] * K, plan.page[1] * K))
                    draw_tile_page(c, plan, tile, board_form=form, title=title, words=words,
                                   stamp=f"{base} \u00b7 " + words("page {page}", page=pages + 1))
                    c.showPage()
                    pages += 1
            how = f"tiled {plan.rows} x {plan.cols}" + (f" on {options.map_paper}" if options.map_paper else "")
        meta.append({"id": board.id, "name": board.name, "size_mm": [width, height], "count": len(items),
                     "scale": scale if grid is not None else 1.0,
                     "layout": board.layout, "placement": how, "pages": [first, pages],
                     "paper": options.map_paper if grid is None and options.map_paper else options.paper})
    c.save()
    job.writer.write("boards.pdf", buffer.getvalue(), "board", pages=pages, paper=options.paper, boards=meta)


def board_picture_pdf(loaded, board: PlayerBoard) -> bytes:
    """The board's first copy alone on a page of its trim size, over its art, drawn as boards.pdf draws it:
    what the rulebook's components figure shows, scaled down (documents/diagrams/pictures.py)."""
    game = loaded.game
    painter = Painter(game, loaded.folder, loaded.sources)
    painter.env.globals.update(board_globals(loaded))
    bound = _bind(painter, board, loaded.folder)
    # a board whose copies name nothing (an unknown name set, which the check reports) is drawn under its own name
    items = copies(board, board_names(game, board)) or [(board.name, "frame")]
    width, height = board.size.mm
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, (width, height), title=f"{game.title}: {board.name}", canvas_class=IconCanvas)
    if board.art is not None:
        art = picture_file(game, loaded.folder, board.art, f"board '{board.name}'", "BRD004")
        bound.outline_holds = board.art.outline
        draw_art_box(c, art, board.art, 0.0, 0.0, width * K, height * K)
    name, colour = items[0]
    ctx = _context(painter, board_deck(board), board, name, colour, 1, len(items))
    bound.draw(c, 0.0, 0.0, ctx, BoardRef(board.id, name, board.loc))
    c.showPage()
    c.save()
    return buffer.getvalue()


def _forms(c: Canvas, painter: Painter, bound: BoundLayout, deck: Deck, board: PlayerBoard,
           items: list[tuple[str, str]], bleed: float, prefix: str = "") -> list[str]:
    """One form per distinct board (bleed included when imposed, trim only when tiled), over the board's art
    when it has some; a name per item."""
    width, height = board.size.mm
    art = None
    if board.art is not None:
        art = picture_file(painter.game, painter.folder, board.art, f"board '{board.name}'", "BRD004")
        bound.outline_holds = board.art.outline
    made: dict[tuple[str, str], str] = {}
    out = []
    for index, (name, colour) in enumerate(items):
        key = (name, colour)
        if key not in made:
            form = f"{prefix}board_{re.sub(r'[^A-Za-z0-9]', '_', board.id)}_{len(made)}"
            c.beginForm(form, 0, 0, (width + 2 * bleed) * K, (height + 2 * bleed) * K)
            if art is not None and board.art is not None:   # under the whole layout, into the bleed
                draw_art_box(c, art, board.art, 0.0, 0.0, (width + 2 * bleed) * K, (height + 2 * bleed) * K)
            ctx = _context(painter, deck, board, name, colour, index + 1, len(items))
            bound.draw(c, bleed * K, bleed * K, ctx, BoardRef(board.id, name, board.loc))
            c.endForm()
            made[key] = form
        out.append(made[key])
    return out
