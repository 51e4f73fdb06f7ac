"""Pictures of the printed boards and cards for the components figure: each map and player board drawn by its
own renderer (maps/renderer.map_picture_pdf, boards/renderer.board_picture_pdf), each deck's cards by the card
renderer the card sheets use (cards/renderer.card_faces_pdf), the page rasterised with pypdfium2 to a PNG of
the size the figure draws it at, PICTURE_DPI dots to the inch of the printed figure.

A picture is what the board looks like, scaled down: its regions, routes, tracks and boxes at their places
and in their colours. Its own words shrink with it (a 10 pt name at 1:11 is a texture, not a word); the
figure names the board in a label of its own under it. Drawing a board costs what its renderer costs
(The Acts' 560 mm board: about 0.1 s), paid only by a document that asks for figure("components"). The
card faces a figure shows are announced first (`expect`) and drawn together, one PDF with a page per face,
one painter and one bound layout per deck (Commerce's ten decks of three faces: about 0.12 s to draw and
0.1 s to rasterise), rather than a PDF, a painter and its fonts per card.
ReportLab and pypdfium2 are imported here, when a picture is drawn, never at `pnp check`.
"""
from __future__ import annotations

import base64
import io
from typing import Any, Callable, Optional

from ....core.errors import GeneratorError

PICTURE_DPI = 250      # of the figure as printed: a 50 mm wide board is a 492 px picture
MM_PER_INCH = 25.4

# (what, id, drawn width mm, drawn height mm) -> a data: URI of the PNG, or None (nothing to draw). What is
# 'map' or 'board' (id: the map's or board's) or 'card' (id: '<deck id>/<card id>').
Pictures = Callable[[str, str, float, float], Optional[str]]


def _raster(pdf: bytes, width_mm: float, height_mm: float, index: int = 0, clear: bool = False) -> bytes:
    """Page `index` of the PDF as a PNG of width_mm x height_mm at PICTURE_DPI (the page keeps its proportions);
    `clear`: what the page leaves unpainted stays transparent (a round token's corners)."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        page = doc[index]
        points = page.get_width()
        scale = width_mm / MM_PER_INCH * PICTURE_DPI / points
        image = page.render(scale=scale, fill_color=(255, 255, 255, 0) if clear else (255, 255, 255, 255)).to_pil()
    finally:
        doc.close()
    out = io.BytesIO()
    image.convert("RGBA" if clear else "RGB").save(out, format="PNG", compress_level=1)   # WeasyPrint compresses it
    return out.getvalue()


def _uri(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


class FigurePictures:
    """Called (kind, id, w, h) -> the data: URI of a picture of map, board or card `id` drawn w x h mm, each
    drawn once per size. `expect(card ids)` names the card faces the figure is about to ask for, so that the
    first asked draws them all in one PDF; a face not announced is drawn alone when asked."""

    def __init__(self, loaded: Any) -> None:
        self.loaded = loaded
        self.done: dict[tuple[str, str, float, float], Optional[str]] = {}
        self.expected: list[str] = []
        self.faces: dict[str, tuple[bytes, int]] = {}    # 'deck/card' -> (the PDF it is drawn in, its page)

    def expect(self, cards: list[str]) -> None:
        self.expected += [c for c in cards if c not in self.faces and c not in self.expected]

    def __call__(self, kind: str, item_id: str, width_mm: float, height_mm: float) -> Optional[str]:
        key = (kind, item_id, round(width_mm, 2), round(height_mm, 2))
        if key not in self.done:
            if kind == "card":
                self.done[key] = self._card(item_id, width_mm, height_mm)
            else:
                self.done[key] = _draw(self.loaded, kind, item_id, width_mm, height_mm)
        return self.done[key]

    def _card(self, ref: str, width_mm: float, height_mm: float) -> Optional[str]:
        deck_id, _, card_id = ref.partition("/")
        deck = self.loaded.game.deck(deck_id)
        if deck is None or not any(c.id == card_id for c in deck.cards):
            return None
        if ref not in self.faces:
            batch = [ref] + [c for c in self.expected if c != ref]
            self.expected = []
            pdf = _card_pdf(self.loaded, batch)
            self.faces.update((r, (pdf, k)) for k, r in enumerate(batch))
        pdf, page = self.faces[ref]
        return _uri(_raster(pdf, width_mm, height_mm, page))


def board_pictures(loaded: Any) -> FigurePictures:
    """The pictures of one document's components figure: its maps, player boards and card faces as they print."""
    return FigurePictures(loaded)


def _card_pdf(loaded: Any, refs: list[str]) -> bytes:
    """The faces named 'deck/card', a page each; a face its renderer refuses stops the figure with the
    renderer's words, which name the deck, the card and the layout's line."""
    from ...cards.renderer import card_faces_pdf

    faces = [(deck, card) for deck, _, card in (r.partition("/") for r in refs)]
    try:
        return card_faces_pdf(loaded, faces)
    except GeneratorError as exc:
        from .figure_error import FigureError

        raise FigureError(f"figure('components') cannot draw a card: {_detail(exc)}",
                          exc.hint or "`pnp build --only cards` reports the same") from None


def _detail(exc: GeneratorError) -> str:
    from ....core.errors import LoadError

    detail = "\n".join(str(p) for p in exc.problems) if isinstance(exc, LoadError) else exc.message
    where = getattr(exc, "loc", None)     # a layout's error names its line apart from its message
    return f"{where}: {detail}" if where is not None and str(where) not in detail else detail


def _draw(loaded: Any, kind: str, item_id: str, width_mm: float, height_mm: float) -> Optional[str]:
    game = loaded.game
    if kind == "map":
        from ...maps.renderer import map_picture_pdf

        found: Any = next((m for m in game.maps if str(m.id) == item_id), None)
        make: Callable[[Any, Any], Optional[bytes]] = map_picture_pdf
    elif kind == "grid":
        from ...maps.grid import grid_picture_pdf

        found = next((g for g in game.grids if str(g.id) == item_id), None)
        make = grid_picture_pdf
    elif kind == "token":
        from ...tokens.renderer import token_picture_pdf

        found = item_id if any(str(s.component) == item_id for s in game.tokens) else None
        make = token_picture_pdf
    else:
        from ...boards.renderer import board_picture_pdf

        found = next((b for b in game.boards if str(b.id) == item_id), None)
        make = board_picture_pdf
    if found is None:
        return None
    try:
        pdf = make(loaded, found)
    except GeneratorError as exc:   # the renderer's own words, told that the components figure asked
        from .figure_error import FigureError

        raise FigureError(f"figure('components') cannot draw {kind} '{item_id}': {_detail(exc)}",
                          exc.hint or f"`pnp build --only {'boards' if kind == 'board' else 'map'}` reports the same") \
            from None
    if pdf is None:
        return None
    return _uri(_raster(pdf, width_mm, height_mm, clear=kind == "token"))
