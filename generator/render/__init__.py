"""Render stage: one small renderer per output kind, in a registry that refuses duplicates.

A renderer is a function (RenderJob) -> None that writes its files through the
job's OutputWriter. Each output kind is a package named as a designer would name
it: cards/ (faces, sheets, crop marks, fit, calibration), documents/ (rulebook and
quick reference: Markdown, placeholders, templates), maps/ (game boards drawn from
map data, tiling), boards/ (player boards), tokens/ (token sheets), exports/ (PNG
and Tabletop Simulator); shared/ holds what several of them draw with (painter,
fonts, icons, cut-out packing). Heavy libraries (ReportLab, WeasyPrint) are
imported inside the renderer modules, never here, so `pnp check` stays fast.
"""
from __future__ import annotations

from .job import (EXPORTS, RENDERERS, BuildOptions, ExportError, Renderer, RenderJob, parse_exports,  # noqa: F401
                  renderer, tts_address)
from ..core.registry import Registry


# The built-in renderers' names (a test holds them equal to the registry's): a build plans with these
# before (or without) importing a renderer, so a build with nothing to do stays fast.
BUILTIN_RENDERERS = ("rulebook", "quickref", "cards", "boards", "maps", "tokens", "grids", "pads", "png", "tts", "shop",
                     "reprint", "report", "gallery")


def load_builtin_renderers() -> Registry[Renderer]:
    """Import the built-in renderer modules (they register themselves)."""
    from .documents import renderer as _documents  # noqa: F401  (rulebook, quickref)
    from .cards import renderer as _cards  # noqa: F401  (card sheets and backs)
    from .boards import renderer as _boards  # noqa: F401  (player boards)
    from .maps import renderer as _maps  # noqa: F401  (game boards from map data)
    from .tokens import renderer as _tokens  # noqa: F401  (token sheets)
    from .maps import grid as _grids  # noqa: F401  (hex and square grid maps)
    from .pads import renderer as _pads  # noqa: F401  (consumable sheets: score pads, character sheets)
    from .cards import reprint as _reprint  # noqa: F401  (only with --reprint-since)
    from .exports import png as _png, tts as _tts  # noqa: F401  (opt-in image exports; they skip unless BuildOptions.exports names them)
    from .exports import shop_pdf as _shop_pdf  # noqa: F401  (a PDF per deck, for a print-shop preset that takes PDFs)
    from .report import renderer as _report  # noqa: F401  (report.html: the designer's report)
    from .gallery import renderer as _gallery  # noqa: F401  (index.html: every component as pictures)

    return RENDERERS
