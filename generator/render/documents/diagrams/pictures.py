"""Pictures of the printed boards for the components figure: each map and player board drawn by its own
renderer (maps/renderer.map_picture_pdf, boards/renderer.board_picture_pdf), the page rasterised with
pypdfium2 to a PNG of the size the figure draws it at, PICTURE_DPI dots to the inch of the printed figure.

A picture is what the board looks like, scaled down: its regions, routes, tracks and boxes at their places
and in their colours. Its own words shrink with it (a 10 pt name at 1:11 is a texture, not a word); the
figure names the board in a label of its own under it. Drawing a board costs what its renderer costs
(The Acts' 560 mm board: about 0.1 s), paid only by a document that asks for figure("components").
ReportLab and pypdfium2 are imported here, when a picture is drawn, never at `pnp check`.
"""
from __future__ import annotations

import base64
import io
from typing import Any, Callable, Optional

from ....core.errors import GeneratorError

PICTURE_DPI = 250      # of the figure as printed: a 50 mm wide board is a 492 px picture
MM_PER_INCH = 25.4

# (what, id, drawn width mm, drawn height mm) -> a data: URI of the PNG, or None (nothing to draw)
Pictures = Callable[[str, str, float, float], Optional[str]]


def _raster(pdf: bytes, width_mm: float, height_mm: float) -> bytes:
    """The PDF's first page as a PNG of width_mm x height_mm at PICTURE_DPI (the page keeps its proportions)."""
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    try:
        page = doc[0]
        points = page.get_width()
        scale = width_mm / MM_PER_INCH * PICTURE_DPI / points
        image = page.render(scale=scale).to_pil()
    finally:
        doc.close()
    out = io.BytesIO()
    image.convert("RGB").save(out, format="PNG", compress_level=1)   # WeasyPrint compresses it again
    return out.getvalue()


def board_pictures(loaded: Any) -> Pictures:
    """A function (kind, id, w, h) -> the data: URI of a picture of map or board `id` drawn w x h mm, each
    drawn once per size."""
    done: dict[tuple[str, str, float, float], Optional[str]] = {}

    def picture(kind: str, item_id: str, width_mm: float, height_mm: float) -> Optional[str]:
        key = (kind, item_id, round(width_mm, 2), round(height_mm, 2))
        if key not in done:
            done[key] = _draw(loaded, kind, item_id, width_mm, height_mm)
        return done[key]

    return picture


def _draw(loaded: Any, kind: str, item_id: str, width_mm: float, height_mm: float) -> Optional[str]:
    game = loaded.game
    if kind == "map":
        from ...maps.renderer import map_picture_pdf

        found: Any = next((m for m in game.maps if str(m.id) == item_id), None)
        make: Callable[[Any, Any], bytes] = map_picture_pdf
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
        from ....core.errors import LoadError

        detail = "\n".join(str(p) for p in exc.problems) if isinstance(exc, LoadError) else exc.message
        where = getattr(exc, "loc", None)     # a layout's error names its line apart from its message
        detail = f"{where}: {detail}" if where is not None and str(where) not in detail else detail
        raise FigureError(f"figure('components') cannot draw {kind} '{item_id}': {detail}",
                          exc.hint or f"`pnp build --only {'map' if kind == 'map' else 'boards'}` reports the same") \
            from None
    png = _raster(pdf, width_mm, height_mm)
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")
