"""map.pdf reads as a map: land in a sea where routes cross water, a key for what is drawn, names that never collide."""
from __future__ import annotations

import pdfplumber
import pytest

from conftest import CONTENT
from piecepdf import MM, box_of, stroked, tile_pages

SEA_FILL = (0.812, 0.89, 0.937)     # #cfe3ef, the open water


def _maps(game_id: str):
    from generator.load import load_game

    game = load_game(CONTENT / game_id).game
    return game, [m for m in game.maps if not m.tiles]


def _words(page) -> list[dict]:
    return page.extract_words(extra_attrs=["size"], keep_blank_chars=False)


@pytest.mark.parametrize("game_id", ["commissioned", "journeys-of-paul", "the-acts"])
def test_no_two_names_collide_on_any_tile(game_id: str, pieces) -> None:
    """Every word printed inside a tile's window keeps clear of every other word (measured on the full-size tiles)."""
    game, maps = _maps(game_id)
    reg = (0.05, 0.05, 0.05)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            for key, page in tile_pages(pdf, f"{game.title}: {m.name}").items():
                (frame,) = stroked(page, 0.3, ("rects",), reg)
                inside = []
                for w in _words(page):
                    b = box_of(w, page.height)
                    cx, cy = b.centre
                    if frame.x0 < cx < frame.x1 and frame.y0 < cy < frame.y1:
                        inside.append((w["text"], b))
                assert inside, f"{m.name} tile {key}: no text"
                for i, (ta, a) in enumerate(inside):
                    for tb, b in inside[i + 1:]:
                        overlap = min(a.x1, b.x1) - max(a.x0, b.x0) > 0.05 and min(a.y1, b.y1) - max(a.y0, b.y0) > 0.05
                        assert not overlap, f"{m.name} tile {key}: '{ta}' and '{tb}' overlap"


@pytest.mark.parametrize("game_id,sea", [("journeys-of-paul", True), ("commissioned", True), ("the-acts", False)])
def test_water_is_drawn_where_routes_cross_it(game_id: str, sea: bool, pieces) -> None:
    """game.yaml: Journeys and Commissioned have sea routes and ships, so the board is sea with land on it;
    The Acts' boards of region boxes have no water."""
    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            page = next(iter(tile_pages(pdf, f"{game.title}: {m.name}").values()))
            fills = [r for r in page.rects if r.get("fill") and tuple(round(v, 3) for v in (r.get("non_stroking_color")
                                                                                          or ())) == SEA_FILL]
            big = [r for r in fills if (r["x1"] - r["x0"]) / MM >= float(m.width) - 0.5]
            assert bool(big) is sea, f"{m.name}: sea drawn {bool(big)}, expected {sea}"


@pytest.mark.parametrize("game_id", ["commissioned", "journeys-of-paul"])
def test_key_names_every_region_and_the_land_and_sea(game_id: str, pieces) -> None:
    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        overview = {m.name: next(p for p in pdf.pages if f"{m.name}  -  overview" in (p.extract_text() or "")
                                 or f"{m.name} - overview" in (p.extract_text() or "")) for m in maps}
        for m in maps:
            lines = {ln.strip() for ln in (overview[m.name].extract_text() or "").splitlines()}
            text = " ".join(lines)
            # the regions with places on them, read from game.yaml
            drawn = [r.name for r in m.regions if any(x.region == r.id and x.kind == "city" for x in m.locations)]
            assert drawn
            for name in [*drawn, "Land", "Sea", "Key"]:
                assert name in text, f"{m.name}: the key lacks '{name}'"


def test_the_acts_board_shows_each_regions_stack_in_setup_order(pieces) -> None:
    """On the front board's overview, the light and dark dots beside each stack space read, top first, as the
    table disc_stacks in game.yaml says (read by hand: Judea Dark, Light, Dark; ... Thrace seven)."""
    from generator.load import load_game

    game = load_game(CONTENT / "the-acts").game
    table = next(t for t in game.tables if t.id == "disc_stacks")
    want = sorted(tuple(v) for v in next(r for r in table.rows if r.label == "Order, top first").values)
    light, dark = (0.957, 0.925, 0.839), (0.357, 0.29, 0.227)     # palette light #f4ecd6, dark #5b4a3a
    with pdfplumber.open(pieces("the-acts") / "map.pdf") as pdf:
        page = pdf.pages[0]                                           # the front board's overview
        dots = []
        for obj in page.curves:
            fill = tuple(round(v, 3) for v in (obj.get("non_stroking_color") or ()))
            if obj.get("fill") and fill in (light, dark) and abs((obj["x1"] - obj["x0"]) - (obj["bottom"] - obj["top"])) < 0.2:
                dots.append(((obj["x0"] + obj["x1"]) / 2, (obj["top"] + obj["bottom"]) / 2,
                             "Light" if fill == light else "Dark"))
        columns: dict[tuple[int, int], list] = {}
        for x, y, name in dots:
            key = next((k for k in columns if abs(k[0] - x) < 1 and abs(k[1] - y) < 60), (round(x), round(y)))
            columns.setdefault(key, []).append((y, name))
        seen = sorted(tuple(name for _, name in sorted(col)) for col in columns.values())
    assert seen == want


@pytest.mark.parametrize("game_id", ["commissioned", "journeys-of-paul", "the-acts"])
def test_no_text_on_a_full_size_tile_is_below_6_pt(game_id: str, pieces) -> None:
    game, maps = _maps(game_id)
    reg = (0.05, 0.05, 0.05)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            for key, page in tile_pages(pdf, f"{game.title}: {m.name}").items():
                (frame,) = stroked(page, 0.3, ("rects",), reg)
                small = []
                for ch in page.chars:
                    b = box_of(ch, page.height)
                    cx, cy = b.centre
                    size = ch["size"] if ch["upright"] else ch["x1"] - ch["x0"]
                    if frame.x0 < cx < frame.x1 and frame.y0 < cy < frame.y1 and ch["text"].strip() and size < 5.99:
                        small.append((ch["text"], round(size, 2)))
                assert not small, f"{m.name} tile {key}: text below 6 pt: {small[:8]}"
