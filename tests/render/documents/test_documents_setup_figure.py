"""The setup figure of every shipped game, measured from its SVG (the layer WeasyPrint draws): names never
sit on each other, on a route or on a place, and every pawn stands inside the board's frame; and the
piles say what the seed rules take out of the box.

Label boxes are computed here from Lato's own advance widths (fonts/Lato-*.ttf, read with fontTools),
not from the renderer's estimate, and from the cap height and descender of the face.
"""
from __future__ import annotations

import base64
import re
from functools import lru_cache
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from figurepdf import crosses
from generator.load import load_game
from generator.render.documents.diagrams import make_figure

ROOT = Path(__file__).resolve().parents[3]
GAMES = {"commissioned": (2, 6), "the-acts": (2, 4), "journeys-of-paul": (1, 6), "commerce": (2, 6)}
Box = tuple[float, float, float, float]   # left, top, right, bottom in figure mm


@lru_cache(maxsize=None)
def _face(bold: bool) -> tuple[dict, dict, int]:
    font = TTFont(ROOT / "fonts" / ("Lato-Bold.ttf" if bold else "Lato-Regular.ttf"))
    return font.getBestCmap(), font["hmtx"].metrics, font["head"].unitsPerEm


def _width(text: str, size: float, bold: bool) -> float:
    cmap, metrics, upm = _face(bold)
    return sum(metrics[cmap[ord(c)]][0] for c in text) / upm * size


def _attrs(tag: str) -> dict[str, str]:
    return dict(re.findall(r'([\w-]+)="([^"]*)"', tag))


def _unescape(text: str) -> str:
    return text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&#x27;", "'")


@lru_cache(maxsize=None)
def _figure(game: str, players: int) -> str:
    loaded = load_game(ROOT / "content" / game)
    src = make_figure(loaded.game, loaded.engine.setup, "setup", players=players).src
    return base64.b64decode(src.split(",", 1)[1]).decode("utf-8")


def _labels(svg: str) -> list[tuple[str, Box]]:
    out = []
    for tag, text in re.findall(r'(<text class="label"[^>]*>)([^<]*)</text>', svg):
        a = _attrs(tag)
        x, y, size = float(a["x"]), float(a["y"]), float(a["font-size"])
        text = _unescape(text)
        w = _width(text, size, a.get("font-weight") == "bold")
        left = {"start": x, "middle": x - w / 2, "end": x - w}[a.get("text-anchor", "start")]
        out.append((text, (left, y - 0.72 * size, left + w, y + 0.21 * size)))
    return out


def _shapes(svg: str, kind: str, cls: str) -> list[dict[str, float]]:
    return [{k: float(v) for k, v in _attrs(tag).items() if re.fullmatch(r"-?[\d.]+", v)}
            for tag in re.findall(rf'<{kind} class="{cls}"[^>]*/>', svg)]


def _wrapped(labels: list[tuple[str, Box]]) -> set[str]:
    """Names printed on two lines, one under the other, joined back."""
    return {f"{a} {b}" for (a, ba), (b, bb) in zip(labels, labels[1:]) if abs(ba[0] - bb[0]) < 0.01}


def _meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _crosses(seg: dict[str, float], box: Box) -> bool:
    """Whether a line segment of the figure passes through a box (figurepdf.crosses, on the SVG's x1..y2)."""
    return crosses((seg["x1"], seg["y1"]), (seg["x2"], seg["y2"]), box)


CASES = [(g, n) for g, counts in GAMES.items() for n in counts]


@pytest.mark.parametrize("game, players", CASES)
def test_no_two_names_in_a_setup_figure_overlap(game: str, players: int):
    labels = _labels(_figure(game, players))
    # every name the board's data gives is printed (so the measure below has them all to compare), and
    # the piles are labelled too
    board = load_game(ROOT / "content" / game).game.maps[0]
    printed = {name for name, _ in labels}
    if not board.tiles:
        starts = set(board.start)
        assert {f"Start: {s}" for s in starts} <= printed
        assert {loc.name for loc in board.locations if loc.name not in starts} <= printed | _wrapped(labels)
    assert any(name.startswith("\u00d7 ") for name in printed)
    clashes = [(a, b) for i, (a, ba) in enumerate(labels) for b, bb in labels[i + 1:] if _meets(ba, bb)]
    assert not clashes


@pytest.mark.parametrize("game, players", CASES)
def test_no_name_sits_on_a_route_or_a_place(game: str, players: int):
    svg = _figure(game, players)
    labels = _labels(svg)
    routes = _shapes(svg, "line", "route")
    places = _shapes(svg, "circle", "place") + _shapes(svg, "circle", "start")
    on_route = [name for name, box in labels if any(_crosses(r, box) for r in routes)]
    on_place = [name for name, box in labels
                if any(_meets(box, (c["cx"] - c["r"], c["cy"] - c["r"], c["cx"] + c["r"], c["cy"] + c["r"]))
                       for c in places)]
    assert not on_route and not on_place


def _groups(svg: str, cls: str) -> list[tuple[str, Box]]:
    """(shape, box as left, top, right, bottom) of every piece drawn as a group of class `cls` (looks.glyph)."""
    out = []
    for shape, box in re.findall(rf'<g class="{cls}" data-shape="([^"]+)"[^>]*data-box="([^"]+)"', svg):
        x, y, w, h = (float(v) for v in box.split())
        out.append((shape, (x, y, x + w, y + h)))
    return out


# The pieces that start on the board, as the data names them (map start_pieces, else the map's pieces on
# its start): The Acts' disciples in the players' colours; Journeys' glass beads, one per player.
# Commissioned's start pieces, as many as begin on Jerusalem (model/start.py): a pawn per player, the Missionaries
# setup() takes (its table: 4, 3, 2, 1, 0 at 2-6 players) and the 6 Church Member cubes side A's pieces line puts
# there (before session 18 one meeple and one cube stood for them, whatever the count)
START_SHAPES = {"commissioned": lambda n: ["pawn"] * n + ["meeple"] * (6 - n) + ["cube"] * 6,
                "the-acts": lambda n: ["disc"] * n,
                "journeys-of-paul": lambda n: ["bead"] * n}


def _gap(at: tuple[float, float], box: Box) -> float:
    """How far a box (left, top, right, bottom) lies from a point: 0 when the point is inside it."""
    dx = max(box[0] - at[0], 0.0, at[0] - box[2])
    dy = max(box[1] - at[1], 0.0, at[1] - box[3])
    return (dx * dx + dy * dy) ** 0.5


# A start that is a place on a route map (not a region box): its label and pieces stand beside its ring.
# The ring is 2.6 mm round the place; the block may keep up to 2.5 mm off it, so its nearest edge is
# within 2.6 + 2.5 mm of the place's centre (5.5 mm allowed); print review s17: Journeys' label stood
# about 40 mm off, at the end of a leader, and "Samaria" was the name beside the ringed city.
BESIDE = 5.5


@pytest.mark.parametrize("game, players", [c for c in CASES if c[0] in ("journeys-of-paul", "commissioned")])
def test_the_start_label_and_its_pieces_stand_beside_the_start_place(game: str, players: int):
    svg = _figure(game, players)
    (ring,) = _shapes(svg, "circle", "start")
    at = (ring["cx"], ring["cy"])
    board = load_game(ROOT / "content" / game).game.maps[0]
    labels = _labels(svg)
    (start,) = [box for text, box in labels if text == f"Start: {board.start[0]}"]
    assert _gap(at, start) <= BESIDE
    # the name nearest the ringed place is its own: no other place's name comes as close
    nearest = min(labels, key=lambda item: _gap(at, item[1]))
    assert nearest[0] == f"Start: {board.start[0]}"
    # the pieces stand in one row (3 mm pieces 3.5 mm apart) against the label, the nearest of them by the
    # place: within the block's reach and one piece more
    pawns = [box for _, box in _groups(svg, "pawn")]
    assert pawns and min(_gap(at, b) for b in pawns) <= BESIDE + 3.5
    assert all(abs(b[0] - (pawns[0][0] + 3.5 * k)) < 0.01 for k, b in enumerate(pawns))
    row_top = {round(b[1], 2) for b in pawns}
    assert len(row_top) == 1 and min(abs(row_top.pop() - start[3]), abs(start[1] - pawns[0][3])) < 1.5


@pytest.mark.parametrize("game, players", [c for c in CASES if c[0] != "commerce"])   # Commerce is a tile field
def test_the_start_pieces_stand_inside_the_board_frame_in_their_own_shapes(game: str, players: int):
    svg = _figure(game, players)
    (frame,) = _shapes(svg, "rect", "board")
    pawns = _groups(svg, "pawn")
    assert [shape for shape, _ in pawns] == START_SHAPES[game](players)
    left, top = frame["x"], frame["y"]
    right, bottom = left + frame["width"], top + frame["height"]
    outside = [b for _, b in pawns if not (left <= b[0] and b[2] <= right and top <= b[1] and b[3] <= bottom)]
    assert not outside


def test_pieces_are_drawn_in_the_colours_and_shapes_the_data_gives():
    """Commissioned's inventory says its Church Member cubes are white cubes and its Missionaries grey
    meeples (issue 29: they were drawn orange and red, in the colour of their row); each pile's glyph and
    the start's pieces show them so."""
    svg = _figure("commissioned", 4)
    drawn = dict(re.findall(r'<g class="piece" data-shape="([^"]+)" data-colour="([^"]+)"', svg))
    assert drawn["cube"] == "#ffffff" and drawn["meeple"] == "#b8b8b8"
    start = re.findall(r'<g class="pawn" data-shape="([^"]+)" data-colour="([^"]+)"', svg)
    assert ("cube", "#ffffff") in start and ("meeple", "#b8b8b8") in start
    # the Apostle pawns in the Apostles' own colours (the token sheet: Andrew yellow, Barnabas green...)
    assert [c for shape, c in start if shape == "pawn"] == ["#f2cf4a", "#5aa65a", "#4f7fd9", "#d9544f"]


@pytest.mark.parametrize("game, players", [c for c in CASES if c[0] in ("the-acts", "commissioned")])
def test_a_name_never_straddles_the_edge_of_a_box(game: str, players: int):
    """A region or space box holds its own name whole, and no other name crosses into it: The Acts'
    'Prayer points' ran out of its small space and 'Start: Judea' into Achea; Commissioned's 'Wine goblet'
    out of its box. These two games are the ones whose boards have boxes."""
    svg = _figure(game, players)
    areas = [(a["x"], a["y"], a["x"] + a["width"], a["y"] + a["height"]) for a in _shapes(svg, "rect", "area")]
    assert areas
    straddling = [name for name, box in _labels(svg) for area in areas
                  if _meets(box, area) and not (area[0] <= box[0] and box[2] <= area[2]
                                                and area[1] <= box[1] and box[3] <= area[3])]
    assert not straddling


# --- the piles: what a table at that count takes out of the box -----------------------------------------
# Read by hand, not from the engine: the seed rulebooks (../shared/seeds) and game.yaml's box.
PILES = {
    # The Acts, 3 players. Seed 001 "Game Setup": a colour is 9 disciples, 6 churches, 7 miracles and
    # a score marker; the 28 stacked discs plus the left-over one that marks the end are all 13
    # light and 16 dark; "the spiritual gift cards are shuffled ... to form a draw pile" (all 14 of
    # "Game Contents"); the start player's 1 prayer point and the rest "placed within easy reach": all 40.
    # The rule book is read, not set out: no pile (None).
    ("the-acts", 3): {"Rule book": None, "Disciples": 27, "Churches": 18, "Score markers": 3, "Miracles": 21,
                      "Light discs": 13, "Dark discs": 16, "Spiritual gifts": 14, "Prayer points": 40},
    # Commerce, 4 players. content/commerce/rulebook.md "Setting up" (the seed lists no box): the bank is
    # every resource card (game.yaml: 1,860) and all 240 Money tokens; each global event pile (20 good,
    # 20 bad per kind) and the 40 local events are shuffled; the 16 technologies and 6 wonders laid out;
    # a colour set each (game.yaml per_player: capital 1, settlements 5, cities 4, roads 15, ships 4,
    # workers 6); 6 tiles of each terrain at 4 players (game.yaml table setup-by-players).
    ("commerce", 4): {"Normal die": 1, "Coloured die": 1, "Event die": 1, "Money tokens": 240,
                      "Resource cards": 1860, "World wonders": 6, "Technologies": 16, "Local events": 40,
                      "Good natural events": 20, "Bad natural events": 20, "Good economy events": 20,
                      "Bad economy events": 20, "Good social events": 20, "Bad social events": 20,
                      "Settlements": 20, "Cities": 16, "Capitals": 4, "Roads": 60, "Ships": 16, "Workers": 24,
                      "Desert \u00d7 6": None, "Tundra \u00d7 6": None},
    # Commissioned, 4 players. Seed 000 setup: one scenario card; each Apostle's board, pawn and 6 Apostle
    # cards; Missionaries make six leaders with the Apostles (2); a Trial deck of 21 less one per player
    # above 3 (20); every remaining Faith card goes into one of four decks by value (game.yaml: 18, 18,
    # 14, 10), the 2-Faith Word cards dealt from theirs; stops in the inkwell (30) and Church Members on the
    # bread (75); the Converted City Leaders token; 5 extinguished tokens; the Elder's staff and die.
    ("commissioned", 4): {"Scenario cards": 1, "Apostle boards": 4, "Apostle pawns": 4, "Apostle cards": 24,
                          "1-Faith cards": 18, "2-Faith Word cards": 18, "3-Faith cards": 14,
                          "4-Faith miracle cards": 10, "Missionary meeples": 2, "Trial cards": 20,
                          "Elder's staff": 1, "Message die": 1, "Extinguished tokens": 5,
                          "Church Member cubes": 75, "Stop tokens": 30, "Converted City Leaders token": 1},
    # The Journeys of Paul, 4 players, basic rules. Seed 002: "Event cards and Opportunity cards should be
    # shuffled separately" (whole decks, 50 and 60), 2 Opportunity cards dealt each from it; 3 City cards
    # per seat (12) from the packed deck; a bead, a Reference card and a counter panel per player
    # (game.yaml per panel: 14 Cell Groups, 6 Churches, 4 Deacons, 1 Ship).
    ("journeys-of-paul", 4): {"Glass beads": 4, "Reference cards": 4, "Opportunity cards": 60,
                              "Event cards": 50, "City cards": 12, "Cell Group counters": 56,
                              "Church counters": 24, "Deacon counters": 16, "Ship counters": 4},
}


def _piles(svg: str) -> dict[str, int]:
    """Each pile's name (its one or two lines joined) and count, paired by row from the SVG."""
    texts = []
    for tag, text in re.findall(r'(<text class="label"[^>]*>)([^<]*)</text>', svg):
        a = _attrs(tag)
        texts.append((float(a["x"]), float(a["y"]), a.get("fill"), a.get("text-anchor", "start"), _unescape(text)))
    out: dict[str, int] = {}
    for x, y, fill, anchor, text in texts:
        if not (anchor == "end" and text.startswith("\u00d7 ")):
            continue
        row = [t for t in texts if t[3] == "start" and t[2] == "#1f1a17" and abs(t[1] - y) <= 1.5 and t[0] < x]
        left = max(t[0] for t in row)   # the name nearest the count, in the same cell
        out[" ".join(t[4] for t in sorted(row, key=lambda t: t[1]) if t[0] == left)] = int(text[2:])
    out.update({t[4]: None for t in texts if "\u00d7" in t[4] and t[3] == "start"})   # a tile field's legend
    return out


@pytest.mark.parametrize("game, players", list(PILES))
def test_the_piles_say_what_the_setup_rules_take_out_of_the_box(game: str, players: int):
    shown = _piles(_figure(game, players))
    want = PILES[(game, players)]
    assert {k: shown.get(k) for k in want} == want


def test_tile_kinds_drawn_from_one_stack_are_counted_once():
    # star-reach (written blind): seven kinds of 'Sector tiles', 30 in all, of which the setup takes 18 at two
    # players. The legend names each kind and says the stack's count once ("Sector tiles × 18, mixed"), never
    # "Trade Hub × 18" for each kind; the field draws 18 of them, no kind more than the box holds
    from generator.render.documents.diagrams.setup import _kind_shares

    game = load_game(ROOT / "tests" / "corpus" / "star-reach").game
    galaxy = next(m for m in game.maps if m.tiles)
    needs = {"sector-tiles": 18, "home-tiles": 2}
    shares = _kind_shares(galaxy, needs)
    assert sum(n for i, n in shares.items() if galaxy.tiles[i].component == "sector-tiles") == 18
    assert all(n <= galaxy.tiles[i].count for i, n in shares.items())
    loaded = load_game(ROOT / "tests" / "corpus" / "star-reach")
    src = make_figure(loaded.game, loaded.engine.setup, "setup", players=2).src
    labels = [text for text, _ in _labels(base64.b64decode(src.split(",", 1)[1]).decode("utf-8"))]
    assert "Sector tiles × 18, mixed" in labels and "Trade Hub" in labels and "Home System × 2" in labels
    assert not any(label.startswith("Trade Hub ×") for label in labels)


def test_a_start_given_by_id_is_named_and_a_setup_count_is_drawn(tmp_path) -> None:
    """warden-vs-thieves (tests/corpus, first contact): `start: [old-gate]` gives the place's id, and the Thief
    pawns (not each player's own: the Warden has none) begin there as many as setup() takes out, 2 at three
    players; the label and the caption print the place's name, "Old Gate", not its id."""
    import shutil

    folder = tmp_path / "warden-vs-thieves"
    shutil.copytree(ROOT / "tests" / "corpus" / "warden-vs-thieves", folder,
                    ignore=shutil.ignore_patterns("__pycache__"))
    loaded = load_game(folder)
    for players in (3, 5):
        figure = make_figure(loaded.game, loaded.engine.setup, "setup", players=players)
        svg = base64.b64decode(figure.src.split(",", 1)[1]).decode("utf-8")
        assert [text for text, _ in _labels(svg) if text.startswith("Start")] == ["Start: Old Gate"]
        assert "Starting at Old Gate: Thief pawns." in figure.caption
        thieves = loaded.engine.setup(players)["thief-pawns"]
        assert thieves == players - 1 and len(_groups(svg, "pawn")) == thieves
    # a count setup() alone gives stands for pieces that may spread: past 8 one is drawn for them
    engine = folder / "engine.py"
    text = engine.read_text(encoding="utf-8")
    assert text.count('"thief-pawns": thieves(players)') == 1
    engine.write_text(text.replace('"thief-pawns": thieves(players)', '"thief-pawns": 20'), encoding="utf-8")
    loaded = load_game(folder)
    svg_src = make_figure(loaded.game, loaded.engine.setup, "setup", players=4).src
    assert len(_groups(base64.b64decode(svg_src.split(",", 1)[1]).decode("utf-8"), "pawn")) == 1


def test_a_tracks_spaces_print_their_numbers_and_the_track_its_name() -> None:
    # tide-pools, lift-lobby, barbell-meet, dose-ward (written outside the project): the setup figure drew each track
    # as blank boxes, no number and no name; each space's number or label now stands inside it, the name beside
    loaded = load_game(ROOT / "tests" / "corpus" / "tide-pools")
    src = make_figure(loaded.game, loaded.engine.setup, "setup", players=2).src
    svg = base64.b64decode(src.split(",", 1)[1]).decode("utf-8")
    labels = _labels(svg)
    cells = [(c["x"], c["y"], c["x"] + c["width"], c["y"] + c["height"]) for c in _shapes(svg, "rect", "track")]
    round_track = next(t for m in loaded.game.maps for t in m.tracks if t.name == "Round")
    numbers = [(text, box) for text, box in labels if text in {str(n) for n in range(round_track.start, round_track.end + 1)}]
    assert len(numbers) >= round_track.end - round_track.start + 1
    assert all(any(c[0] <= b[0] and b[2] <= c[2] and c[1] <= b[1] and b[3] <= c[3] for c in cells) for _, b in numbers)
    assert {"Round", "Tide height"} <= {text for text, _ in labels}
    clashes = [(a, b) for i, (a, ba) in enumerate(labels) for b, bb in labels[i + 1:] if _meets(ba, bb)]
    assert not clashes


def test_a_piece_that_begins_on_a_track_space_is_drawn_on_it(tmp_path) -> None:
    # library-fines, roller-derby, theatre-rehearsal, escape-room (written outside the project) asked for their
    # markers on the track in the setup figure: a `pieces` line's `at` puts them on that space
    import shutil

    folder = tmp_path / "theatre-rehearsal"
    shutil.copytree(ROOT / "tests" / "corpus" / "theatre-rehearsal", folder, ignore=shutil.ignore_patterns("__pycache__"))
    data = folder / "game.yaml"
    text = data.read_text(encoding="utf-8")
    assert text.count("{piece: day-marker, on: days}") == 1
    data.write_text(text.replace("{piece: day-marker, on: days}", "{piece: day-marker, on: days, at: 3}"),
                    encoding="utf-8")

    def marker_in(folder: Path) -> list[int]:
        """The place along the track (0 = its first space) of each cell a marker stands wholly inside."""
        loaded = load_game(folder)
        src = make_figure(loaded.game, loaded.engine.setup, "setup", players=2).src
        svg = base64.b64decode(src.split(",", 1)[1]).decode("utf-8")
        cells = sorted((float(c["x"]), float(c["y"]), float(c["width"]), float(c["height"]))
                       for c in _shapes(svg, "rect", "track"))
        boxes = [[float(v) for v in b.split()] for b in re.findall(r'<g class="on-track"[^>]*data-box="([^"]+)"', svg)]
        return [k for k, c in enumerate(cells) for x, y, w, h in boxes
                if c[0] <= x and x + w <= c[0] + c[2] and c[1] <= y and y + h <= c[1] + c[3]]

    assert marker_in(folder) == [2]   # day 3 of a calendar of days 1 to 10
    assert marker_in(ROOT / "tests" / "corpus" / "theatre-rehearsal") == []   # no `at`: nothing on the track
