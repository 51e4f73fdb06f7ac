"""A one-way route shows which way it runs: an arrow beside its middle, pointing from its first place to its second,
and a line of the key that says so (gear-racer's first contact: its rules told players to follow arrows the board
did not draw). Measured from the printed map: the filled triangles in the ink colour, found with pdfplumber."""
from __future__ import annotations

from pathlib import Path

import pdfplumber

from gamecopy import with_map
from piecepdf import render_pieces

LOOP = """maps:
  - id: loop
    name: The Loop
    width: 200
    height: 120
    start: [Pit]
    city_size: 14
    step_size: 10
    locations:
      - {id: pit, name: Pit, at: [40, 40], flags: [start]}
      - {id: bend, name: Bend, at: [160, 40]}
      - {id: dip, name: Dip, at: [100, 100]}
    routes:
      - {between: [pit, bend], cost: 4, oneway: true}
      - {between: [bend, dip], cost: 3}
      - {between: [dip, pit], cost: 3}

"""
INK = (0.17, 0.15, 0.13)   # render/maps/style.py INK


def _game(tmp_path: Path, data: str) -> Path:
    return with_map(tmp_path, "loop", data)


def _arrows(page) -> list[tuple[float, float, float, float]]:
    """(centre x, centre y, tip x - centre x, tip y - centre y) in PDF points, y down, of each filled ink triangle."""
    out = []
    for curve in page.curves:
        colour = tuple(curve.get("non_stroking_color") or ())
        points = curve.get("pts") or []
        if not curve.get("fill") or len(colour) != 3 or any(abs(a - b) > 0.01 for a, b in zip(colour, INK)):
            continue
        corners = list(dict.fromkeys((round(x, 2), round(y, 2)) for x, y in points))
        if len(corners) != 3:
            continue
        cx, cy = sum(x for x, _ in corners) / 3, sum(y for _, y in corners) / 3
        # the tip: the corner farthest from the other two's middle
        tip = max(corners, key=lambda p: sum((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 for q in corners))
        out.append((cx, cy, tip[0] - cx, tip[1] - cy))
    return out


def test_a_one_way_route_has_an_arrow_that_points_its_way_and_a_key_line(tmp_path: Path) -> None:
    data = LOOP.replace("{between: [bend, dip], cost: 3}", "{between: [bend, dip], cost: 3, oneway: true}")
    pdf = render_pieces(_game(tmp_path, data), tmp_path / "out") / "map.pdf"
    with pdfplumber.open(pdf) as plumbed:
        page = plumbed.pages[0]   # the overview: the whole board, its key beside it
        arrows = sorted(_arrows(page), key=lambda a: a[2])
        words = page.extract_text() or ""
    # Bend to Dip runs south-west (y down); the key's arrow and Pit to Bend's point east; Dip to Pit has none
    assert len(arrows) == 3, arrows
    (_, _, dx, dy), *east = arrows
    assert dx < 0 and dy > 0, arrows
    assert all(dx > 0 and abs(dy) < dx / 3 for _, _, dx, dy in east), arrows
    assert "One way only" in words


def test_a_map_with_no_one_way_route_draws_no_arrow(tmp_path: Path) -> None:
    pdf = render_pieces(_game(tmp_path, LOOP.replace(", oneway: true", "")), tmp_path / "out") / "map.pdf"
    with pdfplumber.open(pdf) as plumbed:
        assert [_arrows(p) for p in plumbed.pages] == [[] for _ in plumbed.pages]
        assert not any("One way only" in (p.extract_text() or "") for p in plumbed.pages)
