"""The map check's findings in full (MAP001-MAP015): each mistake put into tests/fixtures/games/clean's island map
(200 x 140 mm; Harbour, Wood, Stone and Grain; a score track of 11 spaces of 12 mm at [10, 124]) and reported at
its place with the message, actual value, subject and hint a designer reads or waives by."""
from __future__ import annotations


import pytest

from conftest import FIXTURES, edited_copy, run_check

HARBOUR = "      - {id: harbour, name: Harbour, at: [30, 100], region: coast, flags: [start]}\n"
WOOD = "      - {id: wood, name: Wood, at: [80, 40], region: hills}\n"
STONE = "      - {id: stone, name: Stone, at: [150, 40], region: hills}\n"
GRAIN = "      - {id: grain, name: Grain, at: [120, 100], region: coast}\n"
ROUTES = ("      - {between: [harbour, wood]}\n      - {between: [wood, stone], cost: 2}\n"
          "      - {between: [harbour, grain], kind: sea}\n")
TRACK_AT = "        at: [10, 124]\n"
MARKS = "        marks: [{at: 3, label: Cards for two, rule: cards_dealt, args: {players: 2}}]\n"


def _game(tmp_path, edits: list[tuple[str, str]], file: str = "game.yaml"):
    return edited_copy(FIXTURES / "clean", tmp_path / "clean", [(file, old, new) for old, new in edits])


def _at(folder, anchor: str, file: str = "game.yaml") -> tuple[int, int]:
    lines = (folder / file).read_text(encoding="utf-8").splitlines()
    hits = [(i + 1, line.index(anchor) + 1) for i, line in enumerate(lines) if anchor in line]
    assert len(hits) == 1 and lines[hits[0][0] - 1].count(anchor) == 1, (anchor, hits)
    return hits[0]


def _maps(folder, every: bool = False) -> list[tuple]:
    """The run's MAP findings (or all of them) as (rule, line, column, message, actual, subject, hint, expected)."""
    run = run_check(content=folder.parent)
    return sorted((f["rule"], f["line"], f["column"], f["message"], f["actual"], f["subject"], f["hint"],
                   f["expected"]) for f in run.findings if every or f["rule"].startswith("MAP"))


def _expect(folder, rows) -> list[tuple]:
    """(rule, anchor, message, actual, subject, hint[, expected]) rows placed by their anchor in game.yaml."""
    return sorted((rule, *_at(folder, anchor), message, actual, subject, hint, *(rest or [None]))
                  for rule, anchor, message, actual, subject, hint, *rest in rows)


DUP_HINT = "give each {} its own id and name"
STEP_HINT = ("a route's step spaces share its length evenly: move its ends apart, lower its cost, or make step_size "
             "smaller")

CASES = {
    # MAP006 (lines after the added region: Wood 71, Stone 72): a location written twice is one finding, however many of its keys repeat; a name alone counts too
    "duplicates": ([(STONE, STONE + "      - {id: stone, name: Stone, at: [150, 60]}\n"
                             "      - {id: quarry, name: Wood, at: [170, 60]}\n"),
                    ("      - {id: hills, name: Hills, colour: green}\n",
                     "      - {id: hills, name: Hills, colour: green}\n      - {id: dunes, name: Coast, colour: sand}\n")],
                   [("MAP006", "{id: stone, name: Stone, at: [150, 60]}", "map 'island': location 'stone' is defined "
                     "twice (first at line 72)", None, "map 'island'/location/stone", DUP_HINT.format("location")),
                    ("MAP006", "{id: quarry,", "map 'island': location 'Wood' is defined twice (first at line 71)",
                     None, "map 'island'/location/Wood", DUP_HINT.format("location")),
                    ("MAP004", "{id: quarry,", "map 'island': Wood cannot be reached from Harbour", ["Wood"],
                     "island/reach/quarry", "add a route that joins them to the rest of the map"),
                    ("MAP006", "{id: dunes,", "map 'island': region 'Coast' is defined twice (first at line 66)",
                     None, "map 'island'/region/Coast", DUP_HINT.format("region"))]),
    # MAP007: a position of one number, a box running off the board, a track without a corner or off the board
    "geometry": ([(GRAIN, "      - {id: grain, name: Grain, at: [120], region: coast}\n"
                          "      - {id: pile, name: Pile, at: [19, 100], size: [40, 60], kind: space}\n"
                          "      - {id: yard, name: Yard, at: [180, 120], size: [40, 40], kind: space}\n"),
                  (TRACK_AT, "        at: [69, 124]\n")],
                 [("MAP007", "at: [120]", "map 'island': location 'Grain' needs a position [x, y], not [120.0]", None,
                   "island/grain/at", "write at: [x, y] in mm from the board's top-left corner"),
                  ("MAP007", "size: [40, 60]", "map 'island': the 40 x 60 mm box of 'Pile' at [19, 100] runs off the "
                   "board", None, "island/pile/at", "move it inward or make it smaller"),
                  ("MAP007", "at: [69, 124]", "map 'island': track 'Score' (11 spaces of 12 mm) runs off the board",
                   None, "island/track/score", "move it, shorten its spaces or enlarge the board")]),
    "track without a corner": ([(TRACK_AT, "")],
                               [("MAP007", "id: score", "map 'island': track 'Score' is a row and needs at: "
                                 "[x, y]", None, "island/track/score", "give the top-left corner of its first space")]),
    "column track": ([(TRACK_AT, "        shape: column\n        at: [10, 9]\n")],
                     [("MAP007", "at: [10, 9]", "map 'island': track 'Score' (11 spaces of 12 mm) runs off the board",
                       None, "island/track/score", "move it, shorten its spaces or enlarge the board")]),
    # MAP001: a route of three ends, to nowhere (with and without a near miss), to itself, of cost 0
    "routes": ([(ROUTES, "      - {between: [harbour, wood, stone]}\n      - {between: [wood, Ston], cost: 2}\n"
                         "      - {between: [harbour, zzz], kind: sea}\n      - {between: [grain, grain]}\n"
                         "      - {between: [harbour, grain], cost: 0}\n      - {between: [wood, stone]}\n")],
               [("MAP001", "between: [harbour, wood, stone]", "map 'island': a route must join two locations, not 3",
                 None, "island/route/1", "write between: [from, to]"),
                ("MAP001", "Ston]", "map 'island': route wood - Ston names 'Ston', which is not on the map",
                 "Ston", "island/route/2", "did you mean 'Stone'?"),
                ("MAP001", "zzz]", "map 'island': route harbour - zzz names 'zzz', which is not on the map", "zzz",
                 "island/route/3", "add the location, or correct the name"),
                ("MAP001", "{between: [grain, grain]}", "map 'island': route joins 'Grain' to itself", None,
                 "island/route/4", ""),
                ("MAP001", "cost: 0", "map 'island': route cost must be at least 1, not 0", None, "island/route/5", ""),
                ("MAP004", "{id: wood,", "map 'island': Wood, Stone cannot be reached from Harbour", ["Wood", "Stone"],
                 "island/reach/wood", "add a route that joins them to the rest of the map")]),
    "start": ([("    start: [Harbour]\n", "    start: [Harbour, Nowhere]\n")],
              [("MAP002", "Nowhere]", "map 'island': play starts at 'Nowhere', which is not on the map", "Nowhere",
                "island/start/Nowhere", "add it to locations")]),
    # MAP004: one finding per cut-off group; a one-way route leads only forward
    "reach": ([(ROUTES, "      - {between: [wood, harbour], oneway: true}\n      - {between: [wood, stone]}\n")],
              [("MAP004", "{id: wood,", "map 'island': Wood, Stone cannot be reached from Harbour", ["Wood", "Stone"],
                "island/reach/wood", "add a route that joins them to the rest of the map"),
               ("MAP004", "{id: grain,", "map 'island': Grain cannot be reached from Harbour", ["Grain"],
                "island/reach/grain", "add a route that joins them to the rest of the map")]),
    "reach from the first place": ([("    start: [Harbour]\n", ""), (ROUTES, "      - {between: [harbour, wood], "
                                                                         "oneway: true}\n")],
                                   [("MAP004", "{id: stone,", "map 'island': Stone cannot be reached from Harbour",
                                     ["Stone"], "island/reach/stone", "add a route that joins them to the rest of "
                                     "the map"),
                                    ("MAP004", "{id: grain,", "map 'island': Grain cannot be reached from Harbour",
                                     ["Grain"], "island/reach/grain", "add a route that joins them to the rest of "
                                     "the map")]),
    # a map with no routes at all (areas pieces are placed in, not moved between) is not a network: no MAP004
    "no routes at all": ([("    routes:\n" + ROUTES, "")], []),
    "regions": ([(GRAIN, "      - {id: grain, name: Grain, at: [120, 100], region: marsh}\n")],
                [("MAP005", "region: marsh", "map 'island': location 'Grain' is in region 'marsh', which the map does "
                  "not define", "marsh", "island/grain/region", "add it to the map's regions")]),
    # MAP003: a set no game has, a category's member off the map (at the member), a deck or column that is not there
    "refs": ([("      - {set: resources}\n", "      - {set: resource}\n      - {set: food}\n      - {set: zzz}\n"
                                             "      - {deck: market, column: colour}\n"),
              ("members: [Grain]}", "members: [Grain, Fish]}")],
             [("MAP003", "set: resource}", "map 'island': unknown name set 'resource'", None, "island/refs/1",
               "did you mean 'resources'?"),
              ("MAP003", "Fish]", "map 'island': 'Fish' (food) is not on the map", "Fish", "island/refs/2/Fish",
               "add a location named 'Fish' to map 'island'"),
              ("REF001", "Fish]", "category 'Food': 'Fish' is not in resources", "Fish", "category/food/Fish",
               "define it under names.resources, or correct the spelling"),
              ("MAP003", "set: zzz}", "map 'island': unknown name set 'zzz'", None, "island/refs/3",
               "name a set under names:"),
              ("MAP003", "{deck: market, column: colour}", "map 'island': refs names no column ('market', 'colour')",
               None, "island/refs/4", "write {set: <name set>} or {deck: <deck id>, column: <column>}")]),
    "no deck": ([("      - {set: resources}\n", "      - {deck: markets, column: resource}\n")],
                [("MAP003", "{deck: markets, column: resource}", "map 'island': refs names no deck ('markets', "
                  "'resource')", None, "island/refs/1", "write {set: <name set>} or {deck: <deck id>, column: "
                  "<column>}")]),
    # MAP008: a track that ends before it starts (and nothing more said of it), labels or a deck of another length,
    # a mark off the track
    "track ends first": ([("        end: 10\n", "        start: 5\n        end: 4\n")],
                         [("MAP008", "end: 4", "map 'island': track 'Score' ends (4) before it starts (5)", None,
                           "island/track/score", "")]),
    "track of one space": ([("        end: 10\n", "        start: 3\n        end: 3\n"),
                            ("marks: [{at: 3,", "marks: [{at: 3,")],
                           []),
    "track labels and marks": ([("        space: 12\n", "        space: 12\n        labels: [Start, End]\n"),
                                ("marks: [{at: 3, label: Cards for two, rule: cards_dealt, args: {players: 2}}]",
                                 "marks: [{at: 3, label: Cards for two, rule: cards_dealt, args: {players: 2}},\n"
                                 "                {at: 11, label: Beyond}]")],
                               [("MAP008", "labels: [Start, End]", "map 'island': track 'Score' has 11 spaces but 2 "
                                 "labels", None, "island/track/score", ""),
                                ("MAP008", "at: 11", "map 'island': track 'Score' runs 0-10, so it cannot mark 11 "
                                 "('Beyond')", 11, "island/track/score/11", "lengthen the track or move the mark")]),
    # a deck's track is a row of card slots, so its 12 mm spaces are also too small for the card (FIT002)
    "track deck": ([("        space: 12\n", "        space: 12\n        deck: market\n")],
                   [("MAP008", "deck: market", "map 'island': track 'Score' has 11 spaces but deck 'market' has 3 "
                     "different cards", 11, "island/track/score", "one space per distinct card: change end, or the "
                     "deck", 3),
                    ("FIT002", "space: 12", "map 'The Island': space 0 of track 'Score' (and 10 more) is 12.0 x 12.0 "
                     "mm, but each space is named for a card of deck 'market' (poker), laid on it: a 63 x 88 mm card "
                     "needs 63.0 x 88.0 mm (deck line 83)", "12.0 x 12.0 mm", "island/fit/market/score",
                     "make the track's spaces as big as the card (space along the track, across for the other side), "
                     "or print the names with labels: if the cards lie elsewhere", "63.0 x 88.0 mm")]),
    "track no deck": ([("        space: 12\n", "        space: 12\n        deck: markets\n")],
                      [("MAP008", "deck: markets", "map 'island': track 'Score' takes its labels from deck 'markets', "
                        "which does not exist", None, "island/track/score", "did you mean 'market'?")]),
    # MAP009: tiles counted by an inventory line that is not there or holds another number; a tile table
    "tiles": ([("    tracks:\n", "    tile_table: setup_by_player\n    tiles:\n"
                                  "      - {name: Sea, count: 5}\n"
                                  "      - {name: Reef, count: 2, component: reefs}\n"
                                  "      - {name: Sand, count: 3, component: sands}\n"
                                  "      - {name: Rock, count: 1, component: pawn}\n    tracks:\n"),
               ("  - {id: die,", "  - {id: sands, name: Sand tiles, count: 4, kind: tile}\n  - {id: die,")],
              [("MAP009", "component: reefs", "map 'island': tile 'Reef' counts 'reefs', which is not in the "
                "inventory", None, "island/tile/Reef", ""),
               ("MAP009", "count: 3, component: sands", "map 'island': 3 Sand tiles but the box holds 4", 3,
                "island/tile/Sand", "print what the box holds", 4),
               ("MAP009", "component: pawn}", "map 'island': tile 'Rock' counts 'pawn', which is not in the "
                "inventory", None, "island/tile/Rock", "did you mean 'pawns'?"),
               ("MAP009", "tile_table: setup_by_player", "map 'island' prints table 'setup_by_player' on its tiles, "
                "but there is no such table", None, "island/tile_table", "did you mean 'setup_by_players'?")]),
    "tile rows": ([("    tracks:\n", "    tile_table: setup_by_players\n    tiles:\n"
                                     "      - {name: Cards dealt, count: 2}\n      - {name: Cards delt, count: 2}\n"
                                     "      - {name: Zzz, count: 2}\n    tracks:\n")],
                  [("MAP009", "{name: Cards delt,", "map 'island': table 'setup_by_players' has no row 'Cards delt' to "
                    "print on its tiles", None, "island/tile/Cards delt", "did you mean 'Cards dealt'?"),
                   ("MAP009", "{name: Zzz,", "map 'island': table 'setup_by_players' has no row 'Zzz' to print on "
                    "its tiles", None, "island/tile/Zzz", "add the row, or rename the tile")]),
    # MAP007's edges: a point on the board's edge or corner is on it, a box flush with an edge is on it (its size
    # is [width, height], not the other way round), and so is a track that ends on the edge (11 spaces from 1 to 11)
    "on the edges": ([(GRAIN, GRAIN + "      - {id: nw, name: NW, at: [0, 0], kind: space}\n"
                                      "      - {id: se, name: SE, at: [200, 140], kind: space}\n"
                                      "      - {id: nwbox, name: NW box, at: [20, 30], size: [40, 60], kind: space}\n"
                                      "      - {id: sebox, name: SE box, at: [180, 110], size: [40, 60], kind: space}\n"),
                      (TRACK_AT, "        at: [0, 0]\n"),
                      (MARKS, MARKS + "      - {id: east, name: East, start: 1, end: 11, at: [68, 12], space: 12}\n"
                                      "      - {id: south, name: South, end: 10, shape: column, at: [150, 8]}\n"
                                      "      - {id: rim, name: Rim, end: 30, shape: border}\n")],
                     []),
    # MAP007 just past each edge: a point, a box by each side in turn (negative positions are load errors)
    "just off": ([(GRAIN, GRAIN + "      - {id: far, name: Far, at: [201, 50], kind: space}\n"
                                  "      - {id: eastbox, name: East box, at: [185, 70], size: [40, 60], kind: space}\n"
                                  "      - {id: northbox, name: North box, at: [100, 25], size: [42, 60], kind: space}\n"
                                  "      - {id: southbox, name: South box, at: [100, 115], size: [44, 60], kind: space}\n"),
],
                 [("MAP007", "at: [201, 50]", "map 'island': location 'Far' at [201, 50] lies off the 200 x 140 mm board",
                   None, "island/far/at", "move it onto the board or enlarge width/height"),
                  ("MAP007", "size: [40, 60]", "map 'island': the 40 x 60 mm box of 'East box' at [185, 70] runs off "
                   "the board", None, "island/eastbox/at", "move it inward or make it smaller"),
                  ("MAP007", "size: [42, 60]", "map 'island': the 42 x 60 mm box of 'North box' at [100, 25] runs off "
                   "the board", None, "island/northbox/at", "move it inward or make it smaller"),
                  ("MAP007", "size: [44, 60]", "map 'island': the 44 x 60 mm box of 'South box' at [100, 115] runs "
                   "off the board", None, "island/southbox/at", "move it inward or make it smaller"),
                  ]),
    # MAP001 for a route's first end as well as its second; MAP004 names every start it searched from
    "two starts": ([("    start: [Harbour]\n", "    start: [Harbour, Grain]\n"),
                    (ROUTES, "      - {between: [wood, stone]}\n      - {between: [zzz, harbour]}\n"
                             "      - {between: [grain, harbour]}\n")],
                   [("MAP001", "zzz,", "map 'island': route zzz - harbour names 'zzz', which is not on the map", "zzz",
                     "island/route/2", "add the location, or correct the name"),
                    ("MAP004", "{id: wood,", "map 'island': Wood, Stone cannot be reached from Harbour, Grain",
                     ["Wood", "Stone"], "island/reach/wood", "add a route that joins them to the rest of the map")]),
    # MAP006 for maps and tracks; two maps that are not sides of one board may differ in size
    "maps and tracks twice": ([("tokens:\n", "  - {id: island, name: Isle, width: 150, height: 100, locations: "
                                             "[{id: cove, name: Cove, at: [50, 50]}]}\ntokens:\n"),
                               (MARKS, MARKS + "      - {id: score, name: Tally, end: 5, at: [10, 10]}\n")],
                              [("MAP006", "{id: island, name: Isle,", "maps: map 'island' is defined twice (first at "
                                "line 58)", None, "maps/map/island", DUP_HINT.format("map")),
                               ("MAP006", "{id: score, name: Tally,", "map 'island': track 'score' is defined twice "
                                "(first at line 78)", None, "map 'island'/track/score", DUP_HINT.format("track"))]),
    # MAP008: after a track that ends before it starts the next is still checked; a track's spaces run from its
    # start (Lap: 1-3, three labels, is right)
    "tracks after a broken one": ([("        end: 10\n", "        start: 5\n        end: 4\n"),
                                   (MARKS, MARKS + "      - {id: lap, name: Lap, start: 1, end: 3, at: [10, 10], "
                                                   "labels: [A, B, C]}\n"
                                                   "      - {id: turn, name: Turn, start: 1, end: 3, at: [10, 30], "
                                                   "labels: [A, B]}\n")],
                                  [("MAP008", "end: 4", "map 'island': track 'Score' ends (4) before it starts (5)",
                                    None, "island/track/score", ""),
                                   ("MAP008", "labels: [A, B]}", "map 'island': track 'Turn' has 3 spaces but 2 labels",
                                    None, "island/track/turn", "")]),
    # MAP009: a map that is a board the inventory does not hold
    "board not held": ([("    name: The Island\n", "    name: The Island\n    component: pawnz\n")],
                       [("MAP009", "component: pawnz", "map 'island' is the board 'pawnz', which is not in the inventory",
                         None, "island/component", "did you mean 'pawns'?")]),
    # MAP011 in full: a wide space it does not have, columns below 1, a space under 1 mm wide; a box whose one
    # space is exactly 1 x 1 mm (9 - 8 wide, 22 - 13 - 8 high) and one of 1 column are right, and a box of kind
    # space holds no region's named spaces
    "region boxes": ([(GRAIN, GRAIN + "      - {id: camp, name: Camp, kind: region, at: [100, 70], size: [9, 22], "
                                      "spaces: [Muster], columns: 1}\n"
                                      "      - {id: fort, name: Fort, kind: region, at: [160, 70], size: [8.5, 30], "
                                      "spaces: [Watch], wide: [Zzz]}\n"
                                      "      - {id: hut, name: Hut, kind: region, at: [60, 60], size: [40, 40], "
                                      "spaces: [Sleep], columns: 0}\n"
                                      "      - {id: shed, name: Shed, kind: space, at: [100, 120], size: [5, 15], "
                                      "spaces: [Tool]}\n"),
                      (ROUTES, ROUTES + "      - {between: [harbour, camp]}\n      - {between: [harbour, fort]}\n"
                                        "      - {between: [harbour, hut]}\n")],
                     [("MAP011", "Zzz]", "map 'island': 'Fort' prints 'Zzz' across its width, but it has no such "
                       "named space", "Zzz", "island/fort/spaces", "name one of its spaces, or add it to spaces"),
                      ("MAP011", "size: [8.5, 30]", "map 'island': the box of 'Fort' leaves its 'Watch' space 0.5 x "
                       "9.0 mm", None, "island/fort/spaces", "enlarge the box, or give it fewer rows (more columns, "
                       "fewer wide spaces or rows)"),
                      ("MAP011", "columns: 0", "map 'island': 'Hut' puts 0 named spaces to a row; it needs at least 1",
                       0, "island/hut/spaces", "write columns: 1 or more")]),
    # MAP006 and MAP010 for the game's own location kinds: one written twice, one taking a built-in id, and a
    # location of a kind nobody declared, nothing near it (the hint lists the built-in kinds)
    "location kinds": ([("maps:\n", "location_kinds:\n  - {id: reef, name: Reef, colour: blue}\n"
                                    "  - {id: reef, name: Shoal, colour: blue}\n"
                                    "  - {id: city, name: Town, colour: red}\nmaps:\n"),
                        (GRAIN, "      - {id: grain, name: Grain, at: [120, 100], region: coast, kind: zzz}\n")],
                       [("MAP006", "{id: reef, name: Shoal,", "location_kinds: location kind 'reef' is defined twice "
                         "(first at line 58)", None, "location_kinds/location kind/reef",
                         DUP_HINT.format("location kind")),
                        ("MAP010", "id: city", "location kind 'city' is built in; a game declares only kinds of its "
                         "own", "city", "location_kinds/city", "give it its own id (e.g. 'walled-city'), or leave it "
                         "out to use the built-in one"),
                        ("MAP010", "kind: zzz", "map 'island': location 'Grain' is of kind 'zzz', which is neither "
                         "built in nor declared under location_kinds", "zzz", "island/grain/kind",
                         "declare it in game.yaml: location_kinds: [{id: zzz, name: ..., colour: ..., shape: circle}]; "
                         "built in: city, ship, sea, land, region, space")]),
    # MAP012, each at the one of the two written later: two cities 5 mm apart (6.4 mm each, so 1.4 mm deep); two
    # routes whose 8 mm step spaces both fall at (90, 70), where harbour - stone crosses wood - mill (8 mm deep);
    # a route along y 121 whose four steps reach 1 mm into the score track (y 124-136) at six cells, one finding
    "overlaps": ([(GRAIN, "      - {id: grain, name: Grain, at: [34, 103], region: coast}\n"
                          "      - {id: mill, name: Mill, at: [100, 100], region: coast}\n"
                          "      - {id: ford, name: Ford, at: [20, 121], region: coast}\n"
                          "      - {id: weir, name: Weir, at: [130, 121], region: coast}\n"),
                  (ROUTES, ROUTES + "      - {between: [harbour, stone], cost: 2}\n"
                                    "      - {between: [wood, mill], cost: 2}\n"
                                    "      - {between: [harbour, ford]}\n      - {between: [ford, weir], cost: 5}\n"),
                  ("    start: [Harbour]\n", "    start: [Harbour]\n    step_size: 8\n")],
                 [("MAP012", "{id: grain,", "map 'island': city 'Grain' overlaps city 'Harbour' (line 70) by 1.4 mm",
                   1.4, "island/overlap/grain/harbour", "move one of them (its at) or make it smaller: "
                   "a piece must stand in one space, and touching edges are fine", "at most 0.5 mm"),
                  ("MAP012", "{between: [wood, mill]", "map 'island': step space 1 of wood - mill overlaps step space 1 "
                   "of harbour - stone (line 81) by 8.0 mm", 8.0, "island/overlap/harbour - stone/wood - mill",
                   STEP_HINT, "at most 0.5 mm"),
                  ("MAP012", "id: score", "map 'island': space 2 of track 'Score' overlaps step space 1 of ford - "
                   "weir (line 84) by 1.0 mm; they overlap in 5 more places too, by up to 1.0 mm", 1.0,
                   "island/overlap/ford - weir/score", STEP_HINT, "at most 0.5 mm")]),
    # MAP012's hairline: cities touching (6.4 mm apart) or 0.5 mm deep are fine, 0.6 mm deep is not; a region box
    # and the named spaces and rows printed inside it are one thing, as are a board space and a city wholly inside it
    # (Barn), but not one across its edge (Gate, at the box's right edge: 3.2 mm, its radius, deep); a travel row
    # between two boxes is clear of both
    "overlap edges": ([(GRAIN, GRAIN + "      - {id: a1, name: A1, at: [100, 10]}\n      - {id: a2, name: A2, "
                                       "at: [106.4, 10]}\n"
                                       "      - {id: b1, name: B1, at: [100, 20]}\n      - {id: b2, name: B2, "
                                       "at: [105.9, 20]}\n"
                                       "      - {id: c1, name: C1, at: [100, 30]}\n      - {id: c2, name: C2, "
                                       "at: [105.8, 30]}\n"
                                       "      - {id: camp, name: Camp, kind: region, at: [170, 80], size: [50, 60], "
                                       "spaces: [Muster, Drill], rows: [{name: Huts, count: 2, size: 8}]}\n"
                                       "      - {id: fort, name: Fort, kind: region, at: [170, 20], size: [50, 30], "
                                       "spaces: [Watch]}\n"
                                       "      - {id: field, name: Field, kind: space, at: [100, 70], size: [30, 20]}\n"
                                       "      - {id: barn, name: Barn, at: [100, 72]}\n"
                                       "      - {id: gate, name: Gate, at: [115, 70]}\n"),
                       (ROUTES, ROUTES + "      - {between: [harbour, a1]}\n      - {between: [a1, a2]}\n"
                                         "      - {between: [harbour, b1]}\n      - {between: [b1, b2]}\n"
                                         "      - {between: [harbour, c1]}\n      - {between: [c1, c2]}\n"
                                         "      - {between: [camp, fort], kind: travel, spaces: [1]}\n"
                                         "      - {between: [stone, camp]}\n      - {between: [harbour, barn]}\n"
                                         "      - {between: [harbour, gate]}\n")],
                      [("MAP012", "{id: c2,", "map 'island': city 'C2' overlaps city 'C1' (line 77) by 0.6 mm", 0.6,
                        "island/overlap/c1/c2", "move one of them (its at) or make it smaller: a piece "
                        "must stand in one space, and touching edges are fine", "at most 0.5 mm"),
                       ("MAP012", "{id: gate,", "map 'island': city 'Gate' overlaps space 'Field' (line 81) by 3.2 mm",
                        3.2, "island/overlap/field/gate", "move one of them (its at) or make it smaller: a piece "
                        "must stand in one space, and touching edges are fine", "at most 0.5 mm")]),
    # MAP015 (a warning): roads from Stone to Grain and Grain to Harbour close a ring of four round the island's
    # middle, which is drawn as land; a sea lane from Wood to Grain across it prints both its spaces on that land,
    # with no open water within reach of its line (12 mm either side) to bend into
    "sea on land": ([(ROUTES, ROUTES + "      - {between: [stone, grain], cost: 2}\n"
                                       "      - {between: [grain, harbour], cost: 3}\n"
                                       "      - {between: [wood, grain], kind: sea, cost: 3}\n")],
                    [("MAP015", "{between: [wood, grain]", "map 'island': sea route Wood - Grain: 2 of its spaces "
                      "are printed on land, 13.4 mm or more from open water", 13.4, "island/route/6/water",
                      "move a port, or the land the route crosses, so its spaces fall on open water at least 6 mm "
                      "wide (a space and 1.5 mm either side)")]),
    # MAP015 on land ground: a map that says its ground is land has water only where land routes ring it; the
    # island's two roads ring nothing, so the lane from Harbour to Grain is over land all the way
    "sea on land ground": ([("    start: [Harbour]\n", "    start: [Harbour]\n    ground: land\n"),
                            ("      - {between: [harbour, grain], kind: sea}\n",
                             "      - {between: [harbour, grain], kind: sea, cost: 3}\n")],
                           [("MAP015", "{between: [harbour, grain]", "map 'island': sea route Harbour - Grain: 2 of "
                             "its spaces are printed on land, 13.4 mm or more from open water", 13.4,
                             "island/route/3/water", "move a port, or the land the route crosses, so its spaces fall on "
                             "open water at least 6 mm wide (a space and 1.5 mm either side); with ground: land, the "
                             "only water is where land routes ring it")]),
    # a mark's rule: one the engine does not have (REF003 at its `rule`, and the marks after it still checked),
    # one giving another space, one of two arguments giving a word
    "marks": ([(MARKS, "        marks: [{at: 3, label: Cards for two, rule: cards_delt, args: {players: 2}},\n"
                       "                {at: 4, label: Two again, rule: cards_dealt, args: {players: 2}},\n"
                       "                {at: 5, label: Flood, rule: weather, args: {roll: 1, reroll: 4}}]\n")],
              [("REF003", "rule: cards_delt", "unknown engine rule 'cards_delt'", None, "island/track/score/3",
                "did you mean 'cards_dealt'?"),
               ("MAP008", "at: 4,", "map 'island': track 'Score' marks 'Two again' at 4 but cards_dealt(players=2) "
                "gives 3", 4, "island/track/score/4", "move the mark or correct the engine rule", 3),
               ("MAP008", "at: 5,", "map 'island': track 'Score' marks 'Flood' at 5 but weather(roll=1, reroll=4) "
                "gives 'flood'", 5, "island/track/score/5", "move the mark or correct the engine rule", "flood")]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_map_mistake_is_reported_in_full(tmp_path, case: str) -> None:
    edits, rows = CASES[case]
    folder = _game(tmp_path, edits)
    found = _maps(folder, every=True)
    if not any(row[0] == "MAP012" for row in rows):   # boxes and tracks piled up to test another rule's edges
        found = [f for f in found if f[0] != "MAP012"]
    assert found == _expect(folder, rows)


def test_cards_naming_places_are_read_only_where_the_ref_says(tmp_path) -> None:
    # the market cards' resource column names Wood, Stone and Grain; rename Stone and only the Quarry says so, and
    # with where: {name: Mill} not even that
    folder = _game(tmp_path, [("      - {set: resources}\n", "      - {deck: market, column: resource}\n"),
                              (STONE, "      - {id: stone, name: Rock, at: [150, 40], region: hills}\n")])
    quarry = _at(folder, "quarry,", "cards/market.csv")
    csv_col = (folder / "cards/market.csv").read_text(encoding="utf-8").splitlines()[quarry[0] - 1].index("Stone") + 1
    found = [f for f in _maps(folder) if f[0] == "MAP003"]
    assert found == [("MAP003", quarry[0], csv_col, "map 'island': deck 'market', card 'Quarry', column 'resource' "
                      "names 'Stone', which is not on the map", "Stone", "island/refs/1/quarry/Stone",
                      "add 'Stone' to map 'island'", None)]
    folder = _game(tmp_path / "where", [("      - {set: resources}\n", "      - {deck: market, column: resource, "
                                                                       "where: {name: Mill}}\n"),
                                        (STONE, "      - {id: stone, name: Rock, at: [150, 40], region: hills}\n")])
    assert [f for f in _maps(folder) if f[0] == "MAP003"] == []


def test_a_decks_name_or_id_column_names_places_too(tmp_path) -> None:
    # every deck has an id and a name column (plague-watch's infection cards are named for cities); a name off the
    # map is reported at its card, a name on it says nothing
    folder = _game(tmp_path, [("      - {set: resources}\n", "      - {deck: market, column: name, "
                                                             "where: {name: Quarry}}\n")])
    quarry = _at(folder, "quarry,", "cards/market.csv")
    found = [f for f in _maps(folder) if f[0] == "MAP003"]
    assert found == [("MAP003", quarry[0], 8, "map 'island': deck 'market', card 'Quarry', column 'name' names "
                      "'Quarry', which is not on the map", "Quarry", "island/refs/1/quarry/Quarry",
                      "add 'Quarry' to map 'island'", None)]
    folder = _game(tmp_path / "on", [("      - {set: resources}\n", "      - {deck: market, column: name, "
                                                                   "where: {name: Quarry}}\n"),
                                     (STONE, "      - {id: stone, name: Quarry, at: [150, 40], region: hills}\n")])
    assert [f for f in _maps(folder) if f[0] == "MAP003"] == []


def test_the_two_sides_of_one_board_have_one_size(tmp_path) -> None:
    second = ("  - {id: back, name: The Back, width: 200, height: 150, component: board, locations: "
              "[{id: cove, name: Cove, at: [50, 50]}]}\n")
    folder = _game(tmp_path, [("    name: The Island\n", "    name: The Island\n    component: board\n"),
                              ("tokens:\n", second + "tokens:\n"),
                              ("  - {id: die,", "  - {id: board, name: Board, count: 1, kind: board}\n  - {id: die,")])
    assert [f for f in _maps(folder) if f[0] == "MAP009"] == _expect(folder, [
        ("MAP009", "width: 200, height: 150", "map 'back' is 200 x 150 mm but 'island', the other side of 'board', is "
         "200 x 140 mm", None, "back/size", "both sides of one board have the same size")])


def _stone_renamed(tmp_path, refs: str, *more: tuple[str, str, str]):
    """The clean game with Stone renamed Rock on the map and `refs` in place of its name-set ref."""
    return edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", "      - {set: resources}\n", refs),
        ("game.yaml", STONE, "      - {id: stone, name: Rock, at: [150, 40], region: hills}\n"), *more])


QUARRY = ("MAP003", "map 'island': deck 'market', card 'Quarry', column 'resource' names 'Stone', which is not on the map",
          "Stone", "add 'Stone' to map 'island'")


def _quarry(folder, subject: str) -> tuple:
    line, _ = _at(folder, "quarry,", "cards/market.csv")
    col = (folder / "cards/market.csv").read_text(encoding="utf-8").splitlines()[line - 1].index("Stone") + 1
    rule, message, actual, hint = QUARRY
    return (rule, line, col, message, actual, subject, hint, None)


@pytest.mark.parametrize("where", ["{name: Quarry}", "{id: quarry}", "{count: '2', cost: '2'}",
                                   "{resource: Stone}"])
def test_a_ref_picks_its_cards_by_any_column_the_required_ones_too(tmp_path, where: str) -> None:
    # Quarry is the second card: the cards before it that the ref does not pick do not end the search
    folder = _stone_renamed(tmp_path, f"      - {{deck: market, column: resource, where: {where}}}\n")
    assert [f for f in _maps(folder) if f[0] == "MAP003"] == [_quarry(folder, "island/refs/1/quarry/Stone")]


def test_a_ref_picking_cards_by_a_column_the_deck_lacks_says_so_instead_of_checking_nothing(tmp_path) -> None:
    folder = _stone_renamed(tmp_path, "      - {deck: market, column: resource, where: {kind: Stone}}\n"
                                      "      - {deck: market, column: resource, where: {nmae: Quarry}}\n")
    assert [f for f in _maps(folder, every=True)] == _expect(folder, [
        ("MAP003", "kind: Stone", "map 'island': refs picks cards by 'kind', which is not a column of deck 'market'",
         "kind", "island/refs/1", "columns: id, name, count, cost, resource, text"),
        ("MAP003", "nmae: Quarry", "map 'island': refs picks cards by 'nmae', which is not a column of deck 'market'",
         "nmae", "island/refs/2", "did you mean 'name'?")])


def test_refs_after_one_naming_no_deck_are_still_read(tmp_path) -> None:
    folder = _stone_renamed(tmp_path, "      - {deck: markets, column: resource}\n"
                                      "      - {deck: market, column: resource}\n")
    assert _maps(folder, every=True) == sorted([
        *_expect(folder, [("MAP003", "{deck: markets, column: resource}", "map 'island': refs names no deck "
                           "('markets', 'resource')", None, "island/refs/1", "write {set: <name set>} or "
                           "{deck: <deck id>, column: <column>}")]),
        _quarry(folder, "island/refs/2/quarry/Stone")])


def test_an_empty_cell_of_an_optional_place_column_names_no_place(tmp_path) -> None:
    folder = edited_copy(FIXTURES / "clean", tmp_path / "clean", [
        ("game.yaml", "      - {set: resources}\n", "      - {deck: market, column: resource}\n"),
        ("game.yaml", 'resource: "ref:resources"', 'resource: "ref?:resources"'),
        ("cards/market.csv", "woodcutter,Woodcutter,2,1,Wood,", "woodcutter,Woodcutter,2,1,,")])
    assert _maps(folder, every=True) == []


def test_two_boards_of_their_own_may_differ_in_size(tmp_path) -> None:
    # island is the board 'board', back is the board 'board2': not two sides of one board
    second = ("  - {id: back, name: The Back, width: 200, height: 150, component: board2, locations: "
              "[{id: cove, name: Cove, at: [50, 50]}]}\n")
    folder = _game(tmp_path, [("    name: The Island\n", "    name: The Island\n    component: board\n"),
                              ("tokens:\n", second + "tokens:\n"),
                              ("  - {id: die,", "  - {id: board, name: Board, count: 1, kind: board}\n"
                                             "  - {id: board2, name: Board two, count: 1, kind: board}\n  - {id: die,")])
    assert _maps(folder, every=True) == []


@pytest.mark.parametrize("value, want, picked", [
    (2, "2", True), (2, " 2 ", True), (2, "3", False), ("Stone", "Stone", True), ("Stone", "stone", False),
    (True, "yes", True), (True, "Y", True), (True, "no", False), (False, "no", True), (False, "", True),
    (False, "yes", False), (("Wood", "Stone"), "Stone", True), (("Wood", "Stone"), "Grain", False)])
def test_where_reads_a_card_value_as_it_is_written_in_the_sheet(value, want, picked) -> None:
    from generator.check.maps import _picks

    assert _picks(value, want) is picked


def test_two_cities_pieces_go_on_are_fit004s_overlap_not_map012s(tmp_path) -> None:
    # Grain 5 mm from Harbour (1.4 mm deep): with pawns on the cities FIT004 says so, and MAP012 does not again
    folder = _game(tmp_path, [(GRAIN, "      - {id: grain, name: Grain, at: [34, 103], region: coast}\n"),
                              ("    start: [Harbour]\n", "    start: [Harbour]\n    pieces: [{piece: pawns, on: city}]\n")])
    found = [(f[0], f[3]) for f in _maps(folder, every=True) if f[0] in ("FIT004", "MAP012")]
    assert found == [("FIT004", "map 'The Island': city 'Grain' overlaps city 'Harbour' by 1.4 mm")]
