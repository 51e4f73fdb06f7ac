"""A route may have a colour (a train game's routes, claimed with cards of that colour: ticket-lines' shape): its
step spaces are filled with it and its line drawn in a darker shade of it. Measured from the printed map: the
fill colours of the circles pdfplumber finds, against the palette's."""
from __future__ import annotations

from pathlib import Path

import pdfplumber

from gamecopy import with_map
from piecepdf import render_pieces
from test_maps_oneway import LOOP

RED = (0xd9 / 255, 0x54 / 255, 0x4f / 255)      # core/palette.py 'red'
BLUE = (0x4f / 255, 0x7f / 255, 0xd9 / 255)     # 'blue'


def _fills(tmp_path: Path, data: str) -> list[tuple[float, ...]]:
    pdf = render_pieces(with_map(tmp_path, "loop", data), tmp_path / "out") / "map.pdf"
    with pdfplumber.open(pdf) as plumbed:
        page = plumbed.pages[0]   # the overview: the whole board
        return [tuple(round(v, 3) for v in c.get("non_stroking_color") or ()) for c in page.curves if c.get("fill")]


def _count(fills: list[tuple[float, ...]], colour: tuple[float, float, float]) -> int:
    return sum(1 for f in fills if len(f) == 3 and all(abs(a - b) < 0.01 for a, b in zip(f, colour)))


def test_a_coloured_route_fills_its_spaces_with_its_colour(tmp_path: Path) -> None:
    data = LOOP.replace(", oneway: true", "").replace("{between: [pit, bend], cost: 4}",
                                                       "{between: [pit, bend], cost: 4, colour: red}") \
        .replace("{between: [bend, dip], cost: 3}", "{between: [bend, dip], cost: 3, colour: blue}")
    fills = _fills(tmp_path, data)
    assert (_count(fills, RED), _count(fills, BLUE)) == (3, 2)   # cost 4: three spaces between; cost 3: two


def test_a_route_without_a_colour_keeps_white_spaces(tmp_path: Path) -> None:
    fills = _fills(tmp_path, LOOP.replace(", oneway: true", ""))
    assert (_count(fills, RED), _count(fills, BLUE)) == (0, 0)
    assert _count(fills, (1.0, 1.0, 1.0)) >= 7   # the routes' 3 + 2 + 2 spaces
