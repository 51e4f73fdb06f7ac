"""A map's or a player board's own background picture (`art:` in its data): drawn under everything it prints.

The picture fills the board (`fit: cover`, cropped round its `focus`) or
sits whole inside it (`contain`, paper round it), upright for a photo's EXIF
orientation, through the same drawing as card pictures
(render/shared/pictures.py). It is drawn into the board's form, so every tile
shows its window of it and the overview all of it. With art the generated
land, sea and region areas are left out: the picture is the terrain; names
keep their white panels, the track's name gets one, and routes a white
casing, so all of it reads on any picture. `outline: true` draws the spaces
without their fill (draw.py, Pen.outline); a player board's layout draws the
areas that hold pieces so (boards/renderer.py).
"""
from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from ...core.confine import path_problem
from ...model import Game, Map, MapArt
from ...core.orientation import exif_orientation
from ...core.pictures import file_problem
from ...core.units import PT_PER_MM
from ..shared.painter import LayoutError
from ..shared.pictures import draw_picture


def art_file(game: Game, folder: Path, m: Map) -> Path:
    """The map's picture, judged as the check judges it (a build with --no-check refuses the same files)."""
    assert m.art is not None
    return picture_file(game, folder, m.art, f"map '{m.id}'", "MAP013")


def picture_file(game: Game, folder: Path, art: MapArt, owner: str, rule: str) -> Path:
    """The picture of `art`, or the check's finding for it (`rule` at its src) as a build error; `owner` names
    the map or board in the message."""
    where = game.where(*art.path, "src")
    refused = path_problem(folder, art.src)
    if refused:
        raise LayoutError(where, f"{owner}: art: {refused}", "keep the picture inside the game's folder", "PATH001")
    problem = file_problem(folder, art.src)
    if problem is not None:
        raise LayoutError(where, f"{owner}: art '{art.src}' {problem[0]}", problem[1], rule)
    return folder / art.src


def draw_art(c: Canvas, path: Path, m: Map) -> None:
    """The picture over the whole board (form coordinates: pt from the board's bottom-left)."""
    assert m.art is not None
    draw_art_box(c, path, m.art, 0.0, 0.0, float(m.width) * PT_PER_MM, float(m.height) * PT_PER_MM)


def draw_art_box(c: Canvas, path: Path, art: MapArt, x: float, y: float, w: float, h: float) -> None:
    """The picture fitted to the box (pt) as `art` says."""
    from reportlab.lib.utils import ImageReader

    reader = ImageReader(str(path))
    draw_picture(c, reader, path, x, y, w, h, orientation=exif_orientation(path), cover=art.fit == "cover",
                 focus=(art.focus[0], art.focus[1]))
