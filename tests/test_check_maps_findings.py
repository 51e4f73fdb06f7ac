"""The map check's findings in full (MAP001-MAP010): each mistake put into tests/fixtures/games/clean's island map
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


def _game(tmp_path, edits: list[tuple[str, str]], file: str = "game.yaml"):
    return edited_copy(FIXTURES / "clean", tmp_path / "clean", [(file, old, new) for old, new in edits])


def _at(folder, anchor: str, file: str = "game.yaml") -> tuple[int, int]:
    lines = (folder / file).read_text(encoding="utf-8").splitlines()
    hits = [(i + 1, line.index(anchor) + 1) for i, line in enumerate(lines) if anchor in line]
    assert len(hits) == 1 and lines[hits[0][0] - 1].count(anchor) == 1, (anchor, hits)
    return hits[0]


def _maps(folder) -> list[tuple]:
    run = run_check(content=folder.parent)
    return sorted((f["rule"], f["line"], f["column"], f["message"], f["actual"], f["subject"], f["hint"])
                  for f in run.findings if f["rule"].startswith("MAP"))


def _expect(folder, rows) -> list[tuple]:
    """(rule, anchor, message, actual, subject, hint) rows placed by their anchor in game.yaml."""
    return sorted((rule, *_at(folder, anchor), message, actual, subject, hint)
                  for rule, anchor, message, actual, subject, hint in rows)


DUP_HINT = "give each {} its own id and name"

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
    "track deck": ([("        space: 12\n", "        space: 12\n        deck: market\n")],
                   [("MAP008", "deck: market", "map 'island': track 'Score' has 11 spaces but deck 'market' has 3 "
                     "different cards", 11, "island/track/score", "one space per distinct card: change end, or the "
                     "deck")]),
    "track no deck": ([("        space: 12\n", "        space: 12\n        deck: markets\n")],
                      [("MAP008", "deck: markets", "map 'island': track 'Score' takes its labels from deck 'markets', "
                        "which does not exist", None, "island/track/score", "did you mean 'market'?")]),
    # MAP009: tiles counted by an inventory line that is not there or holds another number; a tile table
    "tiles": ([("    tracks:\n", "    tile_table: setup_by_player\n    tiles:\n"
                                  "      - {name: Reef, count: 2, component: reefs}\n"
                                  "      - {name: Sand, count: 3, component: sands}\n"
                                  "      - {name: Rock, count: 1, component: pawn}\n    tracks:\n"),
               ("  - {id: die,", "  - {id: sands, name: Sand tiles, count: 4, kind: tile}\n  - {id: die,")],
              [("MAP009", "component: reefs", "map 'island': tile 'Reef' counts 'reefs', which is not in the "
                "inventory", None, "island/tile/Reef", ""),
               ("MAP009", "count: 3, component: sands", "map 'island': 3 Sand tiles but the box holds 4", 3,
                "island/tile/Sand", "print what the box holds"),
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
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_map_mistake_is_reported_in_full(tmp_path, case: str) -> None:
    edits, rows = CASES[case]
    folder = _game(tmp_path, edits)
    assert _maps(folder) == _expect(folder, rows)


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
                      "add 'Stone' to map 'island'")]
    folder = _game(tmp_path / "where", [("      - {set: resources}\n", "      - {deck: market, column: resource, "
                                                                       "where: {name: Mill}}\n"),
                                        (STONE, "      - {id: stone, name: Rock, at: [150, 40], region: hills}\n")])
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
