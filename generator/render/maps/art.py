"""A map's own background picture (`art:` in its data): drawn under everything the board prints.

The picture fills the board (`fit: cover`, cropped round its `focus`) or
sits whole inside it (`contain`, paper round it), upright for a photo's EXIF
orientation, through the same drawing as card pictures
(render/shared/pictures.py). It is drawn into the board's form, so every tile
shows its window of it and the overview all of it. With art the generated
land, sea and region areas are left out: the picture is the terrain; names
keep their white panels, the track's name gets one, and routes a white
casing, so all of it reads on any picture.
"""
from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from ...confine import path_problem
from ...model import Game, Map
from ...orientation import exif_orientation
from ...pictures import file_problem
from ...units import PT_PER_MM
from ..shared.painter import LayoutError
from ..shared.pictures import draw_picture


def art_file(game: Game, folder: Path, m: Map) -> Path:
    """The map's picture, judged as the check judges it (a build with --no-check refuses the same files)."""
    assert m.art is not None
    where = game.where(*m.art.path, "src")
    refused = path_problem(folder, m.art.src)
    if refused:
        raise LayoutError(where, f"map '{m.id}': art: {refused}", "keep the picture inside the game's folder",
                          "PATH001")
    problem = file_problem(folder, m.art.src)
    if problem is not None:
        raise LayoutError(where, f"map '{m.id}': art '{m.art.src}' {problem[0]}", problem[1], "MAP013")
    return folder / m.art.src


def draw_art(c: Canvas, path: Path, m: Map) -> None:
    """The picture over the whole board (form coordinates: pt from the board's bottom-left)."""
    from reportlab.lib.utils import ImageReader

    assert m.art is not None
    reader = ImageReader(str(path))
    draw_picture(c, reader, path, 0.0, 0.0, float(m.width) * PT_PER_MM, float(m.height) * PT_PER_MM,
                 orientation=exif_orientation(path), cover=m.art.fit == "cover",
                 focus=(m.art.focus[0], m.art.focus[1]))
