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
    """The key prints at full size on the tiles (on the overview too where it has room beside the board: its
    words would be 3 pt on the board reduced); read from every tile of each board."""
    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            tiles = tile_pages(pdf, f"{game.title}: {m.name}").values()
            text = " ".join(" ".join((page.extract_text() or "").split()) for page in tiles)
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


# --- issue 10: names that never collide, crosshairs off the play, a key whose colours differ -----------------

def test_labels_are_the_strings_as_drawn_so_overlapping_names_are_found(tmp_path) -> None:
    """Two names printed across each other on one line: extract_words reads one word ("AntiocTharsus"
    passes the old test); the labels, grouped in drawing order, are two, and they collide."""
    from reportlab.pdfgen.canvas import Canvas

    from mapmeasure import collisions, labels

    path = tmp_path / "two.pdf"
    c = Canvas(str(path), pagesize=(200, 100))
    c.setFont("Helvetica", 8)
    c.drawString(20, 50, "Antioch")
    c.drawString(20 + c.stringWidth("Antioc", "Helvetica", 8), 50, "Tharsus")   # starts on the 'h'
    c.drawString(120, 50, "Tyre")
    c.save()
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        assert len(page.extract_words()) == 2   # "AntiocTharsus" (or the like) and "Tyre"
        found = labels(page)
        assert [text for text, _ in found] == ["Antioch", "Tharsus", "Tyre"]
        assert collisions(found) == [("Antioch", "Tharsus")]


@pytest.mark.parametrize("game_id", ["commerce", "commissioned", "journeys-of-paul", "the-acts"])
def test_no_label_meets_another_on_any_map_page(game_id: str, pieces) -> None:
    """Every map page, tiles and overviews alike: no letter of one label (a string as drawn) overlaps a letter
    of another. On a tile only the letters inside its window count (the rest of the board is clipped away);
    on an overview every letter does: the tile labels (A1..B4) once sat on The Acts' score track and on
    Commissioned side B's key."""
    from pypdf import PdfReader

    from mapmeasure import collisions, frame_of, labels
    from piecepdf import _flat

    path = pieces(game_id) / "map.pdf"
    reader = PdfReader(str(path))
    titles = {reader.get_destination_page_number(e): e.title for e in _flat(reader.outline)}
    found = []
    with pdfplumber.open(path) as pdf:
        for number, page in enumerate(pdf.pages):
            title = titles.get(number, f"page {number + 1}")
            frame = frame_of(page) if ": tile " in title else None
            found += [f"{title}: '{a}' and '{b}'" for a, b in collisions(labels(page, frame))]
    assert found == []


@pytest.mark.parametrize("game_id,paper", [("commissioned", "a4"), ("journeys-of-paul", "a4"), ("the-acts", "a4"),
                                           ("journeys-of-paul", "letter"), ("the-acts", "letter")])
def test_no_crosshair_prints_on_a_name_or_a_space(game_id: str, paper: str, pieces) -> None:
    """Each alignment crosshair's circle and arms meet no letter inside the tile's window and no space the
    data puts on the board (cities, ships, region and space boxes, route and travel spaces, track cells):
    they once sat inside Patara on Journeys' tile B4 and on The Acts' region titles. Letter paper cuts the
    boards along other seams (The Acts: 3 columns of tiles, not 4)."""
    from mapmeasure import mark_problems

    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id, paper) / "map.pdf") as pdf:
        problems = [p for m in maps for p in mark_problems(pdf, game, m, paper)]
    assert problems == []


KEY_DELTA_E = 10.0   # CIE76: see mapmeasure.delta_e


@pytest.mark.parametrize("game_id", ["commissioned", "journeys-of-paul"])
def test_every_pair_of_key_colours_differs_at_a_glance(game_id: str, pieces) -> None:
    """The key's area swatches (land, sea, each region), read from the printed tiles, differ pairwise by
    CIE76 delta E 10 or more: Land (#f3ead3) and Judaea (#f4ecd3) were 1.2 apart, Commissioned's Rome and
    Sea 9.3."""
    from mapmeasure import delta_e, key_swatches

    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            fills: list = []
            for page in tile_pages(pdf, f"{game.title}: {m.name}").values():
                fills += [f for f in key_swatches(page) if f not in fills]
            areas = sum(1 for r in m.regions if any(x.region == r.id and x.kind == "city" for x in m.locations))
            assert len(fills) >= areas + 2, f"{m.name}: {len(fills)} swatches found for {areas} regions, land, sea"
            close = [(a, b, round(delta_e(a, b), 1)) for i, a in enumerate(fills) for b in fills[i + 1:]
                     if delta_e(a, b) < KEY_DELTA_E]
            assert close == [], f"{m.name}: key colours too alike: {close}"


# --- issue 10: every letter that prints on a map reads against what it prints on (pixels, not pdfplumber) -----

def test_pixel_contrast_sees_what_clipping_leaves(tmp_path) -> None:
    """A tile page draws the whole board clipped to its window: pdfplumber reports every letter and fill,
    seen or not. Here a navy band is clipped away under a white 'W' (it prints on white paper: 1:1), a white
    'Q' is clipped away itself (it does not print: not measured), a grey 'G' prints on a grey box (#999999
    on #bbbbbb: luminances 0.319 and 0.497, 1.48:1) and a black 'K' on white paper (21:1)."""
    from reportlab.lib.colors import Color
    from reportlab.pdfgen.canvas import Canvas

    from cardpdf import low_contrast_text
    from pixelmeasure import low_contrast_letters

    path = tmp_path / "clip.pdf"
    c = Canvas(str(path), pagesize=(240, 100))
    c.saveState()
    clip = c.beginPath()
    clip.rect(0, 0, 100, 100)
    c.clipPath(clip, stroke=0, fill=0)
    c.setFillColor(Color(0.1, 0.1, 0.4))
    c.rect(110, 20, 120, 60, stroke=0, fill=1)          # clipped away
    c.setFillColor(Color(1, 1, 1))
    c.setFont("Helvetica-Bold", 24)
    c.drawString(200, 40, "Q")                          # clipped away
    c.restoreState()
    c.setFillColor(Color(0xbb / 255, 0xbb / 255, 0xbb / 255))
    c.rect(10, 20, 40, 60, stroke=0, fill=1)
    c.setFont("Helvetica-Bold", 24)
    c.setFillColor(Color(0x99 / 255, 0x99 / 255, 0x99 / 255))
    c.drawString(20, 40, "G")
    c.setFillColor(Color(0, 0, 0))
    c.drawString(60, 40, "K")
    c.setFillColor(Color(1, 1, 1))
    c.drawString(140, 40, "W")
    c.save()
    found = low_contrast_letters(path)
    assert [(n, letter.text) for n, letter in found] == [(1, "G"), (1, "W")]
    g, w = (letter for _, letter in found)
    assert g.ground == pytest.approx((0xbb / 255,) * 3) and g.ratio == pytest.approx(1.48, abs=0.01)
    assert w.ground == (1.0, 1.0, 1.0) and w.ratio == pytest.approx(1.0)
    with pdfplumber.open(path) as pdf:   # what pdfplumber alone would say: 'W' and 'Q' on the navy band
        assert [p.split()[0] for p in low_contrast_text(pdf.pages[0])] == ["'G'"]


@pytest.mark.parametrize("game_id", ["commerce", "commissioned", "journeys-of-paul", "the-acts"])
def test_every_letter_printed_on_a_map_contrasts_3_to_1_with_what_it_prints_on(game_id: str, pieces) -> None:
    """Every page of map.pdf (overviews, tiles, Commerce's terrain tiles) rendered at 150 dpi: each letter
    that prints (clipping applied) against the colour round its strokes, WCAG's 3:1 for graphics. The tile
    labels on the overviews were #598cd9 on a three-quarter white plate: 2.89:1 over Commissioned's Macedonia."""
    from pixelmeasure import low_contrast_letters

    found = low_contrast_letters(pieces(game_id) / "map.pdf")
    assert [f"p. {n}: {letter}" for n, letter in found] == []
