"""A sea route between two ports a land route also joins sets its spaces out on the water, not on the land.

The land is drawn as a strip along each land route, reaching land_reach (a city's radius and 9 mm) either side;
a sea route used to run parallel to the land route 11.5 mm off it, so its spaces stood on the land strip
(The Journeys of Paul, Leptis Magna - Cyrene and Cyrene - Alexandria, issue 29). Measured here from the
printed page: every step space drawn in the sea colour is found with pdfplumber, and the paper round it,
read in pixels with pypdfium2, is open water all the way round.
"""
from __future__ import annotations

import math
from pathlib import Path

import pdfplumber
import pypdfium2
import pytest

from conftest import CONTENT
from piecepdf import render_pieces

# Two ports on a coast, joined by a road (3 steps) and a sea lane (3 steps); a town inland, on the side of the
# road away from the open sea, so the sea lane must take the other side.
COAST = """maps:
  - id: coast
    name: The Coast
    width: 200
    height: 120
    start: [West Port]
    city_size: 16
    step_size: 10
    locations:
      - {id: west, name: West Port, at: [40, 60], flags: [start]}
      - {id: east, name: East Port, at: [160, 60]}
      - {id: town, name: Hill Town, at: [100, 25]}
    routes:
      - {between: [west, east], cost: 4}
      - {between: [west, town], cost: 2}
      - {between: [east, town], cost: 2}
      - {between: [west, east], kind: sea, cost: 4}

"""
SEA = (0x3a / 255, 0x78 / 255, 0xb5 / 255)    # render/maps/style.py SEA: a sea route's line and spaces
SEA_FILL = (0xcf, 0xe3, 0xef)                  # open water
LAND_FILL = (0xf3, 0xea, 0xd3)                 # land
DPI = 150


# A narrow sea: the same coast on a taller board, with a cape's road from West Port south-east to Point, so the
# water between the two coasts opens from nothing at West Port. Beside the ports' road (24.7 mm off it, where a sea lane's spaces
# first go) the cape's land lies under the lane's middle; open water lies only near East Port (The Journeys of
# Paul's Salona - Aquileia lane, with Italy across the Adriatic, issue 29).
NARROW = COAST.replace("      - {id: town, name: Hill Town, at: [100, 25]}\n",
                       "      - {id: town, name: Hill Town, at: [100, 25]}\n"
                       "      - {id: point, name: Point, at: [110, 130]}\n").replace(
    "    height: 120\n", "    height: 150\n").replace(
    "      - {between: [west, east], kind: sea, cost: 4}\n",
    "      - {between: [west, east], kind: sea, cost: 3}\n      - {between: [west, point], cost: 5}\n")


def _with_map(tmp_path: Path, name: str, data: str) -> Path:
    """The `pnp new` card game with its map replaced by `data`."""
    from gamecopy import with_map

    return with_map(tmp_path, name, data)


@pytest.fixture(params=["coast", "narrow"])
def game(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    return _with_map(tmp_path, request.param, {"coast": COAST, "narrow": NARROW}[request.param])


def _sea_steps(page) -> list[tuple[float, float, float]]:
    """(x, y, radius) in PDF points, y down, of the round spaces stroked in the sea colour and filled."""
    out = []
    for curve in page.curves:
        colour = tuple(round(v, 3) for v in (curve.get("stroking_color") or ()))
        if not (curve.get("fill") and curve.get("stroke")) or len(colour) != 3:
            continue
        if all(abs(a - b) < 0.01 for a, b in zip(colour, SEA)) and abs(curve["width"] - curve["height"]) < 0.5:
            out.append(((curve["x0"] + curve["x1"]) / 2, (curve["top"] + curve["bottom"]) / 2, curve["width"] / 2))
    return out


def _near(pixel: tuple[int, ...], colour: tuple[int, int, int], slack: int = 12) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour))


def _sea_spaces_on_water(pdf: Path, radii: tuple[float, ...] = (), water: int = 12, land: int = 0) -> int:
    """How many sea-route spaces the PDF prints (of one of `radii` mm only, when given: a full-size tile's, not the
    overview's), each asserted to stand on open water: the paper 1.5 mm outside its rim, read in pixels all the
    way round (16 points), is land at `land` points at most (a space may touch a coast on one side) and open water
    at `water` points or more."""
    scale = DPI / 72
    measured = 0
    with pdfplumber.open(pdf) as plumbed:
        document = pypdfium2.PdfDocument(str(pdf))
        for n, page in enumerate(plumbed.pages):
            steps = _sea_steps(page)
            if not steps:
                continue
            image = document[n].render(scale=scale).to_pil().convert("RGB")
            for x, y, r in steps:
                if radii and all(abs(r - mm * 72 / 25.4) > 0.3 for mm in radii):
                    continue
                ring = r + 1.5 * 72 / 25.4          # 1.5 mm outside the space's rim
                points = [(round((x + ring * math.cos(a)) * scale), round((y + ring * math.sin(a)) * scale))
                          for a in (k * math.pi / 8 for k in range(16))]
                if not all(0 <= px < image.width and 0 <= py < image.height for px, py in points):
                    continue                         # cut by the page's edge (a tile's overlap)
                around = [image.getpixel(p) for p in points]
                if sum(p == (255, 255, 255) for p in around) > 4:
                    continue                         # cut by the tile's clip: the paper's white margin
                on_land = [p for p in around if _near(p, LAND_FILL)]
                assert len(on_land) <= land, f"page {n + 1}: the sea space at ({x:.0f}, {y:.0f}) pt stands on land"
                assert sum(_near(p, SEA_FILL) for p in around) >= water, (n + 1, x, y, around)
                measured += 1
    return measured


def test_a_sea_route_beside_a_land_route_has_its_spaces_on_water(game: Path, tmp_path: Path) -> None:
    measured = _sea_spaces_on_water(render_pieces(game, tmp_path / "out") / "map.pdf")
    assert measured >= (3 if game.name == "coast" else 2)   # the sea lanes' spaces, on one page at least


def test_every_sea_space_of_the_shipped_map_stands_on_water(pieces) -> None:
    """Every tile of The Journeys of Paul's map (Commissioned's sea routes run port to ship, with no spaces):
    its Salona - Aquileia lane printed its space on Italy's coast (issue 29's review: no point round it was open
    water), and six straight lanes' spaces reached onto a coast near a port (up to 8 of 16 points on land). Full-size
    spaces only; a neighbour's space or a dashed line may take a few of the points round a space."""
    from generator.load import load_game

    radii = tuple({float(m.step_size) / 2 for m in load_game(CONTENT / "journeys-of-paul").game.maps})
    assert _sea_spaces_on_water(pieces("journeys-of-paul") / "map.pdf", radii, 8) >= 30


# Two ports of one region 100 mm apart across a strait, joined by a crossing only (no steps between them).
STRAIT = """maps:
  - id: strait
    name: The Strait
    width: 200
    height: 120
    start: [West Port]
    city_size: 16
    step_size: 10
    regions:
      - {id: isles, name: The Isles, colour: pink}
    locations:
      - {id: west, name: West Port, at: [50, 60], region: isles, flags: [start]}
      - {id: east, name: East Port, at: [150, 60], region: isles}
    routes:
      - {between: [west, east], kind: crossing, cost: 1}

"""


def test_a_crossing_runs_over_water_not_over_its_regions_colour(tmp_path: Path) -> None:
    """docs/boards.md: a region is a patch round each of its cities, joined along its own land routes; crossings
    run over the water. The region's patches were joined along crossings too, so Journeys' Puteoli - Syracuse
    strait printed as a pink strip with the sea lane's spaces on it (issue 29). From the printed page: the two
    ports are the two 16 mm circles pdfplumber finds; 20 mm either side of the strait's middle (outside both
    ports' land, which reaches 8 + 9 mm), across the strait 3 mm off its line, the paper is open water."""
    from generator.app.scaffold import new_game

    folder = new_game("strait", tmp_path / "content", "cards").game
    path = folder / "game.yaml"
    text = path.read_text(encoding="utf-8")
    start, end = text.index("maps:\n"), text.index("# Token sheets")
    path.write_text(text[:start] + STRAIT + text[end:], encoding="utf-8")
    out = render_pieces(folder, tmp_path / "out")
    pdf = out / "map.pdf"
    scale, mm = DPI / 72, 72 / 25.4
    measured = 0
    with pdfplumber.open(pdf) as plumbed:
        document = pypdfium2.PdfDocument(str(pdf))
        for n, page in enumerate(plumbed.pages):
            ports = sorted({(round((c["x0"] + c["x1"]) / 2, 1), round((c["top"] + c["bottom"]) / 2, 1))
                            for c in page.curves if abs(c["width"] - 16 * mm) < 0.6 and abs(c["height"] - 16 * mm)
                            < 0.6})
            if len(ports) != 2:
                continue
            (ax, ay), (bx, by) = ports
            if abs(ay - by) > 1 or abs((bx - ax) - 100 * mm) > 1:
                continue   # the overview, drawn smaller
            image = document[n].render(scale=scale).to_pil().convert("RGB")
            cx = (ax + bx) / 2
            for dx in (-20 * mm, 0.0, 20 * mm):
                for dy in (-3 * mm, 3 * mm):
                    pixel = image.getpixel((round((cx + dx) * scale), round((ay + dy) * scale)))
                    assert _near(pixel, SEA_FILL), f"page {n + 1}: {pixel} at {dx / mm:+.0f}, {dy / mm:+.0f} mm " \
                                                   f"from the strait's middle, not open water"
                    measured += 1
    assert measured == 6


# An archipelago of the game's own kinds of place (docs/content-format.md, location kinds), joined by sea lanes
# only: reef-isles (a blind writer's game) printed it as a plain cream board, since only cities made land.
ISLES = """location_kinds:
  - {id: isle, name: Island, colour: sand, shape: circle}
maps:
  - id: isles
    name: The Isles
    width: 200
    height: 120
    start: [Home]
    city_size: 16
    step_size: 10
    locations:
      - {id: home, name: Home, at: [40, 60], kind: isle, flags: [start]}
      - {id: far, name: Far Isle, at: [160, 60], kind: isle}
    routes:
      - {between: [home, far], kind: sea, cost: 4}

"""


def test_an_archipelago_of_the_games_own_kinds_is_islands_in_a_sea(tmp_path: Path) -> None:
    """From the printed tile: open water between the islands, and land (with its coast) round each island,
    13 mm from its centre (beyond its 8 mm place, inside the 17 mm the land reaches)."""
    folder = _with_map(tmp_path, "isles", ISLES)
    pdf = render_pieces(folder, tmp_path / "out") / "map.pdf"
    scale, mm = DPI / 72, 72 / 25.4
    with pdfplumber.open(pdf) as plumbed:
        document = pypdfium2.PdfDocument(str(pdf))
        page = plumbed.pages[-1]                       # a full-size tile: the board fits one page
        isles = sorted({(round((c["x0"] + c["x1"]) / 2, 1), round((c["top"] + c["bottom"]) / 2, 1))
                        for c in page.curves if abs(c["width"] - 16 * mm) < 0.6 and abs(c["height"] - 16 * mm) < 0.6})
        assert len(isles) == 2, isles
        image = document[len(plumbed.pages) - 1].render(scale=scale).to_pil().convert("RGB")
    (ax, ay), (bx, by) = isles
    for x, y in isles:
        for dx, dy in ((0, -13 * mm), (0, 13 * mm)):
            assert _near(image.getpixel((round((x + dx) * scale), round((y + dy) * scale))), LAND_FILL), (x, y, dy)
    middle = image.getpixel((round((ax + bx) / 2 * scale), round((ay + 20 * mm) * scale)))
    assert _near(middle, SEA_FILL), middle


# An inland sea (`ground: land`): six ports ringed by coast roads, a lane across the water between the two southern
# ones and a lane to an island in the middle. inland-sea (a blind writer's game) printed its ring of coast roads as an atoll
# in an ocean: land only along the roads, sea inside the ring and outside it alike.
INLAND = """maps:
  - id: inland
    name: The Inland Sea
    width: 240
    height: 160
    start: [North]
    ground: land
    city_size: 12
    step_size: 8
    locations:
      - {id: north, name: North, at: [120, 20], flags: [start]}
      - {id: ne, name: East Point, at: [200, 50]}
      - {id: se, name: South East, at: [200, 110]}
      - {id: south, name: South, at: [120, 140]}
      - {id: sw, name: South West, at: [40, 110]}
      - {id: nw, name: West Point, at: [40, 50]}
      - {id: isle, name: Isle, at: [120, 80]}
    routes:
      - {between: [north, ne], cost: 3}
      - {between: [ne, se], cost: 2}
      - {between: [se, south], cost: 3}
      - {between: [south, sw], cost: 3}
      - {between: [sw, nw], cost: 2}
      - {between: [nw, north], cost: 3}
      - {between: [north, isle], kind: sea, cost: 2}
      - {between: [sw, se], kind: sea, cost: 4}

"""


def test_an_inland_sea_is_water_ringed_by_land(tmp_path: Path) -> None:
    """docs/boards.md, `ground: land`: from the printed page, land outside the ring of coast roads (the board's
    corners but the title's, above and below the ring), open water inside it (west of the island), land round
    the island, and no coastline out on the land: 18 mm outside the west road, where its land (6 + 9 mm) would
    meet the sea on a map of sea ground, the paper is land, not coast."""
    folder = _with_map(tmp_path, "inland", INLAND)
    pdf = render_pieces(folder, tmp_path / "out") / "map.pdf"
    scale, mm = DPI / 72, 72 / 25.4
    with pdfplumber.open(pdf) as plumbed:
        document = pypdfium2.PdfDocument(str(pdf))
        n = len(plumbed.pages) - 1
        page = plumbed.pages[n]
        ports = sorted(((c["x0"] + c["x1"]) / 2, (c["top"] + c["bottom"]) / 2) for c in page.curves
                       if abs(c["width"] - 12 * mm) < 0.6 and abs(c["height"] - 12 * mm) < 0.6)
        image = document[n].render(scale=scale).to_pil().convert("RGB")
    assert len(ports) == 7, ports
    west = min(ports)                               # West Point or South West: x 40 mm on the board
    origin = (west[0] - 40 * mm, min(p[1] for p in ports) - 20 * mm)   # the board's top-left corner on the page

    def at(x: float, y: float) -> tuple[int, ...]:
        return image.getpixel((round((origin[0] + x * mm) * scale), round((origin[1] + y * mm) * scale)))

    for x, y in ((235, 155), (5, 155), (60, 8), (180, 152), (10, 80)):    # outside the ring
        assert _near(at(x, y), LAND_FILL), (x, y, at(x, y))
    assert _near(at(80, 80), SEA_FILL), at(80, 80)                    # inside it, west of the island
    assert _near(at(120, 80 + 12), LAND_FILL), at(120, 92)            # the island's land
    assert _near(at(40 - 15.6, 80), LAND_FILL), at(24.4, 80)          # the west road's outer side: no coast
