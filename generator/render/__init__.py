"""Render stage: one small renderer per output kind, in a registry that refuses duplicates.

A renderer is a function (RenderJob) -> None that writes its files through the
job's OutputWriter. Heavy libraries (ReportLab, WeasyPrint) are imported inside
the renderer modules, never here, so `pnp check` stays fast.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..load import LoadedGame
from ..registry import Registry
from ..write import OutputWriter


@dataclass(frozen=True)
class BuildOptions:
    """Options every renderer may read."""

    paper: str = "a4"
    guides: bool = False                              # proof mode: trim, bleed and safe-zone lines
    duplex: str = "long"                              # backs mirrored for long- or short-edge duplex
    duplex_offset: tuple[float, float] = (0.0, 0.0)   # mm the backs move (x right, y up, seen on the back)
    gutterfold: bool = False                          # fronts and backs side by side, to fold


@dataclass(frozen=True)
class RenderJob:
    """What a renderer gets: the loaded game, the options and the writer."""

    loaded: LoadedGame
    options: BuildOptions
    writer: OutputWriter


Renderer = Callable[[RenderJob], None]
RENDERERS: Registry[Renderer] = Registry("renderer")
renderer = RENDERERS.register


def load_builtin_renderers() -> Registry[Renderer]:
    """Import the built-in renderer modules (they register themselves)."""
    from . import documents  # noqa: F401  (rulebook, quickref)
    from . import cards  # noqa: F401  (card sheets and backs)
    from . import boards, maps, tokens  # noqa: F401  (player boards, game boards, token sheets)

    return RENDERERS
