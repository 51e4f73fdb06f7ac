"""The pad renderer: every pad in game.yaml -> pads.pdf, N-up on the paper with crop marks.

A sheet is drawn by the card layout engine (BoundLayout) from a layout in the
game's layouts/ or templates/pads/, like a player board; its templates read the
design's `name`, `text` (from the pad's `texts`) and `colour`, plus the game's
data and engine (board_data). How many sheets: `copies`, or `per_player` times
the most players, or one page's worth; with `fill_page` each design's run is
rounded up to whole pages, since the spare sheets cost no more paper.
"""
from __future__ import annotations

import io
import math
import re
from dataclasses import dataclass
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording
from ...model.printed import pad_deck, pad_designs
from ...load.layout import TEXT_FLOOR_PT, available_layouts, find_layout, layout_for
from ...model import Game, Pad
from ...core.units import PT_PER_MM
from ..boards.data import board_globals
from ..boards.renderer import BoardError, BoardLayout, BoardRef, text_sizes
from ..cards.faces import Painter
from ..cards.sheet_layout import plan_scaled
from ..cards.sheets import SheetGrid, SheetStyle, content_date, impose, paper_mm, sheet_canvas
from ..job import RenderJob, renderer
from ..shared.board_fonts import furniture_fonts
from ..shared.icons import IconCanvas

K = PT_PER_MM


class PadError(BoardError):
    """A pad that cannot be printed: no layout, or a sheet bigger than the paper."""


@dataclass(frozen=True)
class PadRun:
    """What one pad prints: its designs, sheets per design, and the page grid."""

    designs: tuple[str, ...]
    per_design: int
    grid: SheetGrid
    scale: float = 1.0   # below 1 where printing a little smaller fits more to a page (sheet_layout.plan_scaled)

    @property
    def sheets(self) -> int:
        return self.per_design * len(self.designs)


def pad_run(game: Game, pad: Pad, paper: str, shrink: bool = False) -> PadRun:
    """The sheets a pad prints on this paper (the grid turned the way that fits more; with `shrink`, at down to
    94% of its size where that fits more to a page)."""
    grid, scale = plan_scaled([paper_mm(paper), paper_mm(paper, landscape=True)], pad.size.mm, float(pad.bleed),
                              shrink=shrink)
    if grid is None:
        w, h = pad.size.mm
        raise PadError(f"{game.where(*pad.path, 'size')}: pad '{pad.id}' ({w:g} x {h:g} mm) does not fit on "
                       f"{paper} paper", "make the sheet smaller than the paper less its margins")
    if pad.copies is not None:
        wanted = pad.copies
    elif pad.per_player is not None:
        wanted = pad.per_player * game.max_players
    else:
        wanted = grid.per_page
    if pad.fill_page:
        wanted = math.ceil(wanted / grid.per_page) * grid.per_page
    return PadRun(tuple(pad_designs(game, pad)), max(wanted, 1), grid, scale)


def _context(painter: Painter, pad: Pad, design: str, total: int) -> dict[str, Any]:
    colour = str(pad.colour) if pad.colour else "frame"
    fields = {"colour": colour, "text": pad.texts.get(design, ""), "pad": pad.name}
    ctx: dict[str, Any] = {**fields, "id": pad.id, "name": design, "count": total,
                           "card": {"id": pad.id, "name": design, "count": total, **fields}}
    ctx.update(painter.base)
    ctx["deck"] = {"id": pad.id, "name": pad.name, "back": pad.name, "total": total}
    ctx["copy"] = ""
    return ctx


class PadLayout(BoardLayout):
    """The layout engine bound to a pad: its messages name the pad."""

    noun = "pad"

    def _subject(self, card: Any = None) -> str:
        return f"pad '{self.deck.id}'" + (f", design '{card.card}'" if card else "")

    def _error(self, el: Any, message: str, hint: str = "", card: Any = None) -> PadError:
        return PadError(f"{el.loc.file}:{el.loc.line}: {self._subject(card)}: {message}", hint)


@renderer("pads")
def render_pads(job: RenderJob) -> None:
    """Write pads.pdf: each pad's sheets, N-up with crop marks, one design per page."""
    loaded, options = job.loaded, job.options
    game = loaded.game
    if not game.pads:
        return
    painter = Painter(game, loaded.folder, loaded.sources)
    painter.env.globals.update(board_globals(loaded))
    base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 {content_date(loaded)}"
    buffer = io.BytesIO()
    wording = Wording(game)   # the file's title in the edition's language
    c = sheet_canvas(buffer, paper_mm(options.paper), title=f"{game.title}: " + wording.frame("pads"),
                     subject=wording.frame("pads"), canvas_class=IconCanvas, lang=wording.lang,
                     furniture=furniture_fonts(game, loaded.folder, loaded.sources))
    pages, meta = 0, []
    for pad in game.pads:
        path = find_layout(loaded.folder, pad.layout, "pads")
        if path is None:
            raise PadError(f"{game.where(*pad.path, 'layout')}: pad '{pad.id}': no layout '{pad.layout}'",
                           "layouts: " + ", ".join(available_layouts(loaded.folder, "pads")))
        deck = pad_deck(pad)
        bound = PadLayout(painter, layout_for(path, loaded.sources, f"pad '{pad.id}'", "PAD002"), deck, "face")
        run = pad_run(game, pad, options.paper, shrink=True)
        bleed = float(pad.bleed)
        forms = []
        for i, design in enumerate(run.designs):
            form = f"pad_{re.sub(r'[^A-Za-z0-9]', '_', pad.id)}_{i}"
            width, height = pad.size.mm
            c.beginForm(form, 0, 0, (width + 2 * bleed) * K, (height + 2 * bleed) * K)
            bound.draw(c, bleed * K, bleed * K, _context(painter, pad, design, run.sheets),
                       BoardRef(pad.id, design, pad.loc))
            c.endForm()
            forms.append(form)
        if run.scale < 1 and min(text_sizes(bound, bound.layout.elements),
                                 default=TEXT_FLOOR_PT) * run.scale < TEXT_FLOOR_PT - 1e-6:
            run = pad_run(game, pad, options.paper)   # smaller would print a text below 6 pt: at its size
        c.setPageSize((run.grid.page[0] * K, run.grid.page[1] * K))

        def place(cv: Canvas, slot, i: int, forms=forms, per=run.per_design, bleed=bleed, scale=run.scale) -> None:
            cv.saveState()
            cv.translate((slot.trim.x - bleed * scale) * K, (slot.trim.y - bleed * scale) * K)
            cv.scale(scale, scale)
            cv.doForm(forms[i // per])
            cv.restoreState()

        first = pages + 1
        pages += impose(c, run.grid, run.sheets, place, style=SheetStyle(),
                        stamp=lambda p, n: f"{base} \u00b7 {pad.name} \u00b7 "   # used within the call
                        + wording.frame("sheet {page}/{pages}", page=p, pages=n))
        meta.append({"id": pad.id, "name": pad.name, "size_mm": list(pad.size.mm), "designs": list(run.designs),
                     "sheets": run.sheets, "per_page": run.grid.per_page, "scale": run.scale, "layout": pad.layout,
                     "pages": [first, pages]})
    c.save()
    job.writer.write("pads.pdf", buffer.getvalue(), "pads", pages=pages, paper=options.paper, pads=meta)
