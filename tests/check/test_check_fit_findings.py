"""The fit check's findings in full: each piece's size by what prints it, the room it needs worked out by hand,
and every field a designer reads or waives by (place, message, expected, actual, subject, hint)."""
from __future__ import annotations

import shutil

from conftest import FIXTURES, run_check

HINT_SPACE = ("enlarge the space (city_size, step_size, travel_size, tile_size, a location's size, a track's space; "
              "a region box shares its size out by wide and columns) or use a smaller piece")
HINT_AREA = "enlarge the area (a track's box gives each space its share) or use a smaller piece"
HINT_NO_SIZE = ("print it with a token sheet, or give its inventory line the size you bring "
                "(size: 16mm across, or 10x10mm)")


def _game(tmp_path, base: str, edits: list[tuple[str, str, str]]):
    """A fixture game copied, each (file, old, new) applied once (old must occur exactly once)."""
    folder = tmp_path / base
    shutil.copytree(FIXTURES / base, folder)
    for name, old, new in edits:
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def _line_col(path, anchor: str) -> tuple[int, int]:
    """The 1-based line and column of the one place `anchor` occurs in the file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    hits = [(i + 1, line.index(anchor) + 1) for i, line in enumerate(lines) if anchor in line]
    assert len(hits) == 1 and lines[hits[0][0] - 1].count(anchor) == 1, anchor
    return hits[0]


def _fit(run, rules=("FIT001", "FIT002", "FIT003", "FIT004")) -> list[dict]:
    return [f for f in run.findings if f["rule"] in rules]


def _short(f: dict) -> tuple:
    return (f["rule"], f["line"], f["column"], f["message"], f["expected"], f["actual"], f["subject"], f["hint"])


# --- a map's pieces, sized by their token sheets (tests/fixtures/games/fit-sized: 18 mm cities, 16 mm pawns) ----

TOKENS = ("tokens:\n", "tokens:\n  - {component: hexes, shape: hex, size: 12}\n"
                       "  - {component: bars, shape: bar, size: 18}\n"
                       "  - {component: squares, shape: square, size: 10}\n")
INVENTORY = ("  - {id: die,", "  - {id: hexes, name: Hex tiles, count: 2, kind: piece}\n"
                              "  - {id: bars, name: Bars, count: 2, kind: piece}\n"
                              "  - {id: squares, name: Squares, count: 4, kind: piece}\n  - {id: die,")


def test_hex_bar_and_square_tokens_are_sized_as_their_sheets_print_them(tmp_path) -> None:
    # a hex 12 mm across the flats is 12 * 2 / sqrt(3) = 13.86 mm across the corners: one on a circle needs
    # 13.86 + 1 + 1 = 15.9 mm; a bar of 18 is 18 x 6 mm and two of them lie best one above the other
    # (18 x 13 mm with the 1 mm gap, diagonal 22.2 mm, not 37 x 6 side by side), plus 1 mm each side: 24.2 mm;
    # four 10 mm squares lie best two by two (21 x 21, diagonal 29.7) plus 2 mm: 31.7 mm. (A space that holds them
    # only touching one another is a warning: test_check_fit.py; the two bars touching need 23.6 mm, so 23 fails, the squares 30.3, so 30)
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", *TOKENS), ("game.yaml", *INVENTORY),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: hexes, on: harbour}, {piece: bars, on: wood, count: 2},\n"
         "             {piece: squares, on: stone, count: 4}]"),
        ("game.yaml", "at: [30, 100], region: coast,", "at: [30, 100], size: [15], region: coast,"),
        ("game.yaml", "at: [80, 40], region: hills}", "at: [80, 40], size: [23], region: hills}"),
        ("game.yaml", "at: [150, 40], region: hills}", "at: [150, 40], size: [30], region: hills}")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    hexes, bars, squares = (_line_col(yaml, f"{{id: {x},")[0] for x in ("hexes", "bars", "squares"))
    sheet = {x: _line_col(yaml, f"{{component: {x},")[0] for x in ("hexes", "bars", "squares")}
    pieces = _line_col(yaml, "pieces: [")[0]
    assert hexes and bars and squares
    assert sorted(map(_short, _fit(run))) == sorted([
        ("FIT001", *_line_col(yaml, "size: [15]"), f"map 'The Island': city 'Harbour' is 15 mm across, but a Hex tile (a "
         f"12 mm hex, token sheet, line {sheet['hexes']}) needs 15.9 mm across with 1 mm to spare (pieces line "
         f"{pieces})", "15.9 mm across", "15 mm across", "island/fit/hexes/harbour", HINT_SPACE),
        ("FIT001", *_line_col(yaml, "size: [23]"), f"map 'The Island': city 'Wood' is 23 mm across, but 2 Bars (18 x 6 mm, "
         f"token sheet, line {sheet['bars']}) needs 24.2 mm across with 1 mm to spare (pieces line {pieces})",
         "24.2 mm across", "23 mm across", "island/fit/bars/wood", HINT_SPACE),
        ("FIT001", *_line_col(yaml, "size: [30]"), f"map 'The Island': city 'Stone' is 30 mm across, but 4 Squares (10 x "
         f"10 mm, token sheet, line {sheet['squares']}) needs 31.7 mm across with 1 mm to spare (pieces line "
         f"{pieces + 1})", "31.7 mm across", "30 mm across", "island/fit/squares/stone", HINT_SPACE)])


def test_the_same_tokens_fit_one_tenth_of_a_millimetre_more(tmp_path) -> None:
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", *TOKENS), ("game.yaml", *INVENTORY),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: hexes, on: harbour}, {piece: bars, on: wood, count: 2},\n"
         "             {piece: squares, on: stone, count: 4}]"),
        ("game.yaml", "at: [30, 100], region: coast,", "at: [30, 100], size: [15.9], region: coast,"),
        ("game.yaml", "at: [80, 40], region: hills}", "at: [80, 40], size: [24.3], region: hills}"),
        ("game.yaml", "at: [150, 40], region: hills}", "at: [150, 40], size: [31.8], region: hills}")])
    assert _fit(run_check(content=folder.parent)) == []


def test_pieces_that_fit_no_box_space_say_the_block_they_need(tmp_path) -> None:
    # two 10 mm squares on the score track's 12 mm spaces: in a column they need 10 x 21 mm, plus 1 mm all round
    # (12 x 23 mm); a row of two is as long a diagonal, so the first found, one column, is the one said
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", *TOKENS), ("game.yaml", *INVENTORY),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: squares, on: score, count: 2}]")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    sheet = _line_col(yaml, "{component: squares,")[0]
    assert list(map(_short, _fit(run))) == [
        ("FIT001", *_line_col(yaml, "space: 12"), f"map 'The Island': space 0 of track 'Score' (and 10 more) is "
         f"12.0 x 12.0 mm, but 2 Squares (10 x 10 mm, token sheet, line {sheet}) needs 12.0 x 23.0 mm with 1 mm to "
         f"spare (pieces line {_line_col(yaml, 'pieces: [')[0]})", "12.0 x 23.0 mm", "12.0 x 12.0 mm",
         "island/fit/squares/score", HINT_SPACE)]


def test_four_round_tokens_in_a_box_need_two_rows_of_two(tmp_path) -> None:
    # four 10 mm discs in a 12 mm track space: two by two they need 21 x 21 mm, plus 1 mm all round: 23 x 23
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "tokens:\n", "tokens:\n  - {component: discs, shape: round, size: 10}\n"),
        ("game.yaml", "  - {id: die,", "  - {id: discs, name: Discs, count: 4, kind: piece}\n  - {id: die,"),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: discs, on: score, count: 4}]")])
    run = run_check(content=folder.parent)
    [found] = _fit(run)
    assert found["message"].startswith("map 'The Island': space 0 of track 'Score' (and 10 more) is 12.0 x 12.0 mm, "
                                       "but 4 Discs (10 mm across, token sheet, line ")
    assert found["expected"] == "23.0 x 23.0 mm"


def test_the_spaces_sized_by_one_line_are_one_finding_counting_the_others(tmp_path) -> None:
    # two pawns side by side need (16 + 1) x 2 + 1 = 35 mm (34 touching, a warning); Harbour and Wood are sized on their own lines,
    # Stone and Grain by the map's city_size: three findings, the last one for two cities
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: city, count: 2}]"),
        ("game.yaml", "at: [30, 100], region: coast,", "at: [30, 100], size: [32], region: coast,"),
        ("game.yaml", "at: [80, 40], region: hills}", "at: [80, 40], size: [35], region: hills}"),
        ("game.yaml", "at: [150, 40], region: hills}", "at: [150, 40], size: [33], region: hills}")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    pieces = _line_col(yaml, "pieces: [")[0]
    tail = f"but 2 Pawns (16 mm across, token sheet, line 87) needs 35.0 mm across with 1 mm to spare (pieces line {pieces})"
    assert sorted((f["line"], f["column"], f["message"]) for f in _fit(run)) == sorted([
        (*_line_col(yaml, "size: [32]"), f"map 'The Island': city 'Harbour' is 32 mm across, {tail}"),
        (*_line_col(yaml, "size: [33]"), f"map 'The Island': city 'Stone' is 33 mm across, {tail}"),
        (*_line_col(yaml, "city_size: 18"), f"map 'The Island': city 'Grain' is 18 mm across, {tail}")])
    # every city on city_size: one finding for four; Harbour and Wood roomy enough: one for Stone and Grain
    folder2 = _game(tmp_path / "b", "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: city, count: 2}]")])
    [found] = _fit(run_check(content=folder2.parent))
    assert found["message"] == f"map 'The Island': city 'Harbour' (and 3 more) is 18 mm across, {tail}"
    folder3 = _game(tmp_path / "c", "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: city, count: 2}]"),
        ("game.yaml", "at: [30, 100], region: coast,", "at: [30, 100], size: [35], region: coast,"),
        ("game.yaml", "at: [80, 40], region: hills}", "at: [80, 40], size: [35], region: hills}")])
    [found] = _fit(run_check(content=folder3.parent))
    assert found["message"] == f"map 'The Island': city 'Stone' (and 1 more) is 18 mm across, {tail}"


def test_a_card_slot_finding_has_no_margin_and_all_its_fields() -> None:
    run = run_check("fit-card-slot")
    yaml = FIXTURES / "fit-card-slot" / "game.yaml"
    assert list(map(_short, _fit(run))) == [
        ("FIT002", *_line_col(yaml, "size: [40, 60]"), "map 'The Island': space 'Market pile' is 40.0 x 60.0 mm, "
         f"but a Market card (63 x 88 mm, deck 'market' (poker)) needs 63.0 x 88.0 mm (pieces line "
         f"{_line_col(yaml, 'pieces: [')[0]})", "63.0 x 88.0 mm", "40.0 x 60.0 mm", "island/fit/market/pile",
         HINT_SPACE)]


def test_pieces_on_a_ship_by_its_id_are_measured(tmp_path) -> None:
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: boat}]"),
        ("game.yaml", "      - {id: grain,", "      - {id: boat, name: Boat, at: [180, 120], kind: ship, size: [12]}\n"
                                           "      - {id: grain,")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    sheet = _line_col(yaml, "{component: pawns,")[0]
    assert [(f["rule"], f["line"], f["column"], f["message"]) for f in _fit(run)] == [
        ("FIT001", *_line_col(yaml, "size: [12]"), "map 'The Island': ship 'Boat' is 12 mm across, but a Pawn (16 mm "
         f"across, token sheet, line {sheet}) needs 18.0 mm across with 1 mm to spare (pieces line 64)")]


def test_pieces_on_one_track_are_measured_on_that_track_only(tmp_path) -> None:
    # pawns fit the 18 mm spaces of the score track; the 12 mm bonus track holds none of them
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: score}]"),
        ("game.yaml", "        space: 12\n", "        space: 18\n"),
        ("game.yaml", "    tracks:\n", "    tracks:\n      - {id: bonus, name: Bonus, end: 3, at: [10, 5], space: 12}\n")])
    assert _fit(run_check(content=folder.parent)) == []


def test_a_misspelled_named_space_is_suggested(tmp_path) -> None:
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: Markett}]"),
        ("game.yaml", "      - {id: grain,", "      - {id: fair, name: Fair, at: [100, 75], kind: region, "
                                           "size: [60, 40], spaces: [Market]}\n      - {id: grain,")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    assert list(map(_short, _fit(run))) == [
        ("FIT003", *_line_col(yaml, "on: Markett"), "map 'The Island': 'pawns' goes on 'Markett', but the map has "
         "no such spaces", None, "Markett", "island/pieces/pawns/Markett", "did you mean 'Market'?")]


# --- a player board's areas (tests/fixtures/games/board-holds-sized) ---------------------------------------------

def test_a_board_area_holding_an_unknown_piece_says_so_in_full(tmp_path) -> None:
    folder = _game(tmp_path, "board-holds-sized", [("layouts/mat.yaml", "holds: {piece: pawns}}",
                                                    "holds: {piece: zebra}}")])
    mat = folder / "layouts" / "mat.yaml"
    run = run_check(content=folder.parent)
    assert list(map(_short, _fit(run))) == [
        ("FIT003", *_line_col(mat, "piece: zebra"), "board 'Player mat' (layout mat): holds 'zebra', which is no "
         "inventory line or deck", None, "zebra", "board/mat/holds/zebra", "name an inventory id or a deck id")]
    folder = _game(tmp_path / "b", "board-holds-sized", [("layouts/mat.yaml", "holds: {piece: pawns}}",
                                                          "holds: {piece: pawn}}")])
    [found] = _fit(run_check(content=folder.parent))
    assert (found["actual"], found["subject"], found["hint"]) == ("pawn", "board/mat/holds/pawn",
                                                                  "did you mean 'pawns'?")


def test_a_board_area_holding_a_piece_with_no_size_or_none_of_it_says_so_in_full(tmp_path) -> None:
    folder = _game(tmp_path, "board-holds-sized", [
        ("layouts/mat.yaml", "holds: {piece: pawns}}", "holds: {piece: flags}}"),
        ("layouts/mat.yaml", "{piece: market-cards, count: 2}", "{piece: market-cards, count: 0}"),
        ("game.yaml", "  - {id: die, name: Weather die",
         "  - {id: flags, name: Flags, count: 4, kind: piece, supply: gather}\n  - {id: die, name: Weather die")])
    mat = folder / "layouts" / "mat.yaml"
    run = run_check(content=folder.parent)
    assert sorted(map(_short, _fit(run, ("FIT003",)))) == [
        ("FIT003", *_line_col(mat, "count: 0"), "board 'Player mat' (layout mat): holds count must be at least 1, "
         "not 0", None, None, "board/mat/holds/market-cards", ""),
        ("FIT003", *_line_col(mat, "piece: flags"), "board 'Player mat' (layout mat): holds 'flags', which has no "
         "size: it has no token sheet and its inventory line gives no size", None, None, "board/mat/holds/flags",
         HINT_NO_SIZE)]


def test_a_board_area_too_small_names_the_pieces_as_the_rules_count_them(tmp_path) -> None:
    # two 16 mm pawns need 16 x 33 mm with the 1 mm gap, plus 1 mm all round: 18 x 35 mm (34 touching, a warning:
    # the 33 mm box fails either way; a row of two is as long
    # a diagonal, so the first found, one column, is the one said); one market card
    # (63 x 88 mm) needs its trim size; an ellipse holds what the circle inside it (its smaller side) holds
    extra = ("  - rect: {box: [5, 100, 33, 18], stroke: ink, holds: {piece: pawns, count: 2}}\n"
             "  - rect: {box: [60, 100, 60, 88], stroke: ink, holds: market-cards}\n"
             "  - ellipse: {box: [150, 40, 30, 17], stroke: ink, holds: pawns}\n")
    folder = _game(tmp_path, "board-holds-sized", [])
    mat = folder / "layouts" / "mat.yaml"
    mat.write_text(mat.read_text(encoding="utf-8") + extra, encoding="utf-8")
    run = run_check(content=folder.parent)
    head = "board 'Player mat' (layout mat): "
    assert sorted(map(_short, _fit(run))) == [
        ("FIT001", 7, 5, f"{head}rect at [5, 100] is 33.0 x 18.0 mm, but 2 Pawns (16 mm across, token sheet, line "
         "85) needs 18.0 x 35.0 mm with 1 mm to spare (holds line 7)", "18.0 x 35.0 mm", "33.0 x 18.0 mm",
         "board/mat/fit/pawns/7", HINT_AREA),
        ("FIT001", 9, 5, f"{head}ellipse at [150, 40] is 17 mm across, but a Pawn (16 mm across, token sheet, line "
         "85) needs 18.0 mm across with 1 mm to spare (holds line 9)", "18.0 mm across", "17 mm across",
         "board/mat/fit/pawns/9", HINT_AREA),
        ("FIT002", 8, 5, f"{head}rect at [60, 100] is 60.0 x 88.0 mm, but a Market card (63 x 88 mm, deck 'market' "
         "(poker)) needs 63.0 x 88.0 mm (holds line 8)", "63.0 x 88.0 mm", "60.0 x 88.0 mm",
         "board/mat/fit/market-cards/8", "make the card slot at least the card's size, either way round (or hold "
         "fewer cards)")]


def test_a_track_with_two_spaces_too_small_counts_the_other(tmp_path) -> None:
    # 20 mm wide track, 2 spaces of 10 x 18 mm: neither holds a 16 mm pawn
    folder = _game(tmp_path, "board-holds-sized", [])
    mat = folder / "layouts" / "mat.yaml"
    mat.write_text(mat.read_text(encoding="utf-8") + "  - track: {box: [5, 100, 20, 18], spaces: 2, holds: pawns}\n",
                   encoding="utf-8")
    [found] = _fit(run_check(content=folder.parent))
    assert (found["line"], found["message"]) == (7, "board 'Player mat' (layout mat): track space 1 (and 1 more) is "
                                                    "10.0 x 18.0 mm, but a Pawn (16 mm across, token sheet, line 85) "
                                                    "needs 18.0 x 18.0 mm with 1 mm to spare (holds line 7)")


def test_a_bad_holds_line_is_reported_once_and_the_areas_after_it_are_still_measured(tmp_path) -> None:
    # a track of 8 spaces holding an unknown piece and one holding none: one finding each, not one a space;
    # the 10 mm square after them is still measured
    extra = ("  - track: {box: [5, 60, 170, 18], spaces: 8, holds: {piece: pawn}}\n"
             "  - track: {box: [5, 80, 170, 18], spaces: 8, holds: {piece: pawns, count: 0}}\n"
             "  - rect: {box: [5, 100, 10, 10], stroke: ink, holds: pawns}\n")
    folder = _game(tmp_path, "board-holds-sized", [])
    mat = folder / "layouts" / "mat.yaml"
    mat.write_text(mat.read_text(encoding="utf-8") + extra, encoding="utf-8")
    run = run_check(content=folder.parent)
    assert sorted((f["rule"], f["line"], f["message"].split(": ", 1)[1]) for f in _fit(run)) == [
        ("FIT001", 9, "rect at [5, 100] is 10.0 x 10.0 mm, but a Pawn (16 mm across, token sheet, line 85) needs "
                      "18.0 x 18.0 mm with 1 mm to spare (holds line 9)"),
        ("FIT003", 7, "holds 'pawn', which is no inventory line or deck"),
        ("FIT003", 8, "holds count must be at least 1, not 0")]


def test_boards_sharing_a_layout_report_an_area_once_and_what_only_one_of_them_misfits(tmp_path) -> None:
    # the first area (10 x 10 mm) is too small on both 180 x 120 mm boards: said once; the second is 15 + B wide:
    # 18 mm on the mat (3 mm bleed) holds a pawn, 15 mm on the spare mat (no bleed) does not
    extra = ("  - rect: {box: [5, 70, 10, 10], stroke: ink, holds: pawns}\n"
             "  - rect: {box: [5, 40, 15 + B, 20], stroke: ink, holds: pawns}\n")
    folder = _game(tmp_path, "board-holds-sized", [
        ("game.yaml", "yellow], component: pawns}\n", "yellow], component: pawns}\n  - {id: spare, name: Spare "
                                                        "mat, size: 180x120mm, layout: mat, bleed: 0mm}\n")])
    mat = folder / "layouts" / "mat.yaml"
    mat.write_text(mat.read_text(encoding="utf-8") + extra, encoding="utf-8")
    run = run_check(content=folder.parent)
    assert sorted((f["line"], f["message"]) for f in _fit(run)) == [
        (7, "board 'Player mat' (layout mat): rect at [5, 70] is 10.0 x 10.0 mm, but a Pawn (16 mm across, token "
            "sheet, line 85) needs 18.0 x 18.0 mm with 1 mm to spare (holds line 7)"),
        (8, "board 'Spare mat' (layout mat): rect at [5, 40] is 15.0 x 20.0 mm, but a Pawn (16 mm across, token "
            "sheet, line 85) needs 18.0 x 18.0 mm with 1 mm to spare (holds line 8)")]


# --- a map's pieces lines that name no sized piece, and pieces sized by their inventory line ------------------

def test_a_map_pieces_line_naming_no_piece_or_an_unsized_one_says_so_in_full(tmp_path) -> None:
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: pawnz, on: city}, {piece: zebra, on: city},\n"
         "             {piece: flags, on: city}, {piece: pawns, on: city, count: 0}]"),
        ("game.yaml", "  - {id: die, name: Weather die",
         "  - {id: flags, name: Flags, count: 4, kind: piece, supply: gather}\n  - {id: die, name: Weather die")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    head = "map 'The Island': "
    assert sorted(map(_short, _fit(run))) == sorted([
        ("FIT003", *_line_col(yaml, "piece: pawnz"), f"{head}pieces names 'pawnz', which is no inventory line or "
         "deck", None, "pawnz", "island/pieces/pawnz/city", "did you mean 'pawns'?"),
        ("FIT003", *_line_col(yaml, "piece: zebra"), f"{head}pieces names 'zebra', which is no inventory line or "
         "deck", None, "zebra", "island/pieces/zebra/city", "name an inventory id or a deck id"),
        ("FIT003", *_line_col(yaml, "piece: flags"), f"{head}'flags' goes on the city spaces but has no size: it "
         "has no token sheet and its inventory line gives no size", None, None, "island/pieces/flags/city",
         HINT_NO_SIZE),
        ("FIT003", *_line_col(yaml, "count: 0"), f"{head}count must be at least 1, not 0", None, None,
         "island/pieces/pawns/city", "")])


def test_pieces_the_players_bring_are_sized_by_their_inventory_line(tmp_path) -> None:
    # a 20 mm stone on an 18 mm city needs 20 + 1 + 1 = 22 mm; a 10 x 30 mm stick lies on its diagonal,
    # sqrt(10^2 + 30^2) = 31.6 mm, plus 1 mm each side: 33.6 mm; the market deck's cards by its inventory line
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: stones, on: harbour}, {piece: sticks, on: wood}, {piece: market-cards, on: pile}]"),
        ("game.yaml", "  - {id: die, name: Weather die",
         "  - {id: stones, name: Stones, count: 4, kind: piece, supply: gather, size: 20mm}\n"
         "  - {id: sticks, name: Sticks, count: 4, kind: piece, supply: gather, size: 10x30mm}\n"
         "  - {id: die, name: Weather die"),
        ("game.yaml", "      - {id: grain,", "      - {id: pile, name: Market pile, at: [170, 95], size: [40, 60], "
                                           "kind: space}\n      - {id: grain,")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    stones, sticks = _line_col(yaml, "{id: stones,")[0], _line_col(yaml, "{id: sticks,")[0]
    pieces = _line_col(yaml, "pieces: [")[0]
    assert sorted((f["rule"], f["line"], f["column"], f["message"]) for f in _fit(run)) == sorted([
        ("FIT001", *_line_col(yaml, "city_size: 18"), "map 'The Island': city 'Harbour' is 18 mm across, but a Stone "
         f"(20 mm across, inventory size, line {stones}) needs 22.0 mm across with 1 mm to spare (pieces line "
         f"{pieces})"),
        ("FIT001", *_line_col(yaml, "city_size: 18"), "map 'The Island': city 'Wood' is 18 mm across, but a Stick "
         f"(10 x 30 mm, inventory size, line {sticks}) needs 33.6 mm across with 1 mm to spare (pieces line "
         f"{pieces})"),
        ("FIT002", *_line_col(yaml, "size: [40, 60]"), "map 'The Island': space 'Market pile' is 40.0 x 60.0 mm, but "
         f"a Market card (63 x 88 mm, deck 'market' (poker)) needs 63.0 x 88.0 mm (pieces line {pieces})")])


def test_a_pieces_line_on_no_such_spaces_is_said_and_the_next_line_still_measured(tmp_path) -> None:
    # two pawns on Harbour need (16 + 1) x 2 + 1 = 35 mm; its 18 mm is city_size's
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: pawns, on: nowhere}, {piece: pawns, on: harbour, count: 2}]")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    assert sorted(map(_short, _fit(run))) == [
        ("FIT001", *_line_col(yaml, "city_size: 18"), "map 'The Island': city 'Harbour' is 18 mm across, but 2 Pawns "
         "(16 mm across, token sheet, line 87) needs 35.0 mm across with 1 mm to spare (pieces line 64)",
         "35.0 mm across", "18 mm across", "island/fit/pawns/harbour", HINT_SPACE),
        ("FIT003", *_line_col(yaml, "on: nowhere"), "map 'The Island': 'pawns' goes on 'nowhere', but the map has no "
         "such spaces", None, "nowhere", "island/pieces/pawns/nowhere", "write city, ship, step, travel, action, "
         "stack, tile, a named space's or row's name, a tile's name, a track id, a location id or a location kind")]


STICKS = ("  - {id: die, name: Weather die", "  - {id: sticks, name: Sticks, count: 4, kind: piece, supply: gather, "
                                         "size: 10x30mm}\n  - {id: die, name: Weather die")


def test_a_box_exactly_the_size_a_piece_needs_holds_it_either_way_round(tmp_path) -> None:
    # a 10 x 30 mm stick with 1 mm all round needs 12 x 32 mm: a 32 x 12 box holds it turned, a 12 x 32 box as it
    # is; a box 0.1 mm short does not
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", *STICKS),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: sticks, on: long}, {piece: sticks, on: tall}, {piece: sticks, on: short}]"),
        ("game.yaml", "      - {id: grain,", "      - {id: long, name: Long, at: [100, 70], size: [32, 12], kind: space}\n"
                                           "      - {id: tall, name: Tall, at: [60, 70], size: [12, 32], kind: space}\n"
                                           "      - {id: short, name: Short, at: [150, 90], size: [31.9, 12], "
                                           "kind: space}\n      - {id: grain,")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    assert [(f["line"], f["column"], f["message"].split(" but ")[0]) for f in _fit(run)] == [
        (*_line_col(yaml, "size: [31.9, 12]"), "map 'The Island': space 'Short' is 31.9 x 12.0 mm,")]


def test_a_maps_margin_rings_every_piece_on_it(tmp_path) -> None:
    # with 2 mm to spare a 10 x 30 mm stick on a city needs its diagonal, 31.6 mm, plus 2 mm each side: 35.6 mm
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", *STICKS), ("game.yaml", "    city_size: 18\n", "    city_size: 18\n    margin: 2mm\n"),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: sticks, on: wood}]"),
        ("game.yaml", "at: [80, 40], region: hills}", "at: [80, 40], size: [35.5], region: hills}")])
    [found] = _fit(run_check(content=folder.parent))
    pieces = _line_col(folder / "game.yaml", "pieces: [")[0]
    assert found["message"].endswith(f"needs 35.6 mm across with 2 mm to spare (pieces line {pieces})")


def test_overlapping_spaces_of_one_route_are_one_finding_and_touching_cities_none(tmp_path) -> None:
    import math

    # Stone moved to touch Wood (18 mm cities 18 mm apart: gap 0); the Harbour - Wood route of cost 8 has 7 step
    # spaces of 10 mm, evenly between the two cities' rims (each 18 / 2 + 0.6 mm from its centre); Wood - Stone
    # costs 1 (no step spaces)
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "    city_size: 18\n", "    city_size: 18\n    step_size: 10\n"),
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: city}, {piece: pawns, on: step}]"),
        ("game.yaml", "at: [150, 40], region: hills}", "at: [98, 40], region: hills}"),
        ("game.yaml", "      - {between: [harbour, wood]}", "      - {between: [harbour, wood], cost: 8}"),
        ("game.yaml", "{between: [wood, stone], cost: 2}", "{between: [wood, stone]}")])
    yaml = folder / "game.yaml"
    run = run_check(content=folder.parent)
    spacing = (math.hypot(80 - 30, 40 - 100) - 2 * 9.6) / 8
    name = "step space {} of harbour - wood"
    assert list(map(_short, _fit(run, ("FIT004",)))) == [
        ("FIT004", *_line_col(yaml, "{between: [harbour, wood]"), f"map 'The Island': {name.format(2)} overlaps "
         f"{name.format(1)} by {10 - spacing:.1f} mm", None, None, f"island/overlap/{name.format(1)}/{name.format(2)}",
         "move the places apart, lower the route's cost, or make the spaces smaller")]
    assert f"{10 - spacing:.1f}" == "2.6"


def test_setup_stacks_from_a_table_or_row_that_is_not_there_say_so_in_full(tmp_path) -> None:
    cases = [("{table: setup_by_player, row: Cards dealt}", "table: setup_by_player", "stacks come from table "
              "'setup_by_player', which does not exist", "did you mean 'setup_by_players'?"),
             ("{table: stacks, row: Cards dealt}", "table: stacks", "stacks come from table 'stacks', which does "
              "not exist", "name a table id"),
             ("{table: setup_by_players, row: Cards delt}", "row: Cards delt", "table 'setup_by_players' has no row "
              "'Cards delt'", "did you mean 'Cards dealt'?"),
             ("{table: setup_by_players, row: Order}", "row: Order", "table 'setup_by_players' has no row 'Order'",
              "name a row label")]
    for i, (stacks, anchor, words, hint) in enumerate(cases):
        folder = _game(tmp_path / str(i), "fit-sized", [
            ("game.yaml", "    city_size: 18\n", f"    city_size: 18\n    stacks: {stacks}\n")])
        yaml = folder / "game.yaml"
        assert list(map(_short, _fit(run_check(content=folder.parent)))) == [
            ("FIT003", *_line_col(yaml, anchor), f"map 'The Island': {words}", None, None, "island/stacks", hint)]
    folder = _game(tmp_path / "right", "fit-sized", [
        ("game.yaml", "    city_size: 18\n", "    city_size: 18\n    stacks: {table: setup_by_players, row: Cards dealt}\n")])
    assert _fit(run_check(content=folder.parent)) == []


def test_a_bad_holds_line_in_a_layout_two_boards_share_is_said_once(tmp_path) -> None:
    folder = _game(tmp_path, "board-holds-sized", [
        ("layouts/mat.yaml", "holds: {piece: pawns}}", "holds: {piece: zebra}}"),
        ("layouts/mat.yaml", "{piece: market-cards, count: 2}", "{piece: market-cards, count: 0}"),
        ("game.yaml", "yellow], component: pawns}\n", "yellow], component: pawns}\n  - {id: spare, name: Spare "
                                                    "mat, size: 180x120mm, layout: mat}\n")])
    assert [(f["line"], f["message"]) for f in _fit(run_check(content=folder.parent))] == [
        (4, "board 'Player mat' (layout mat): holds count must be at least 1, not 0"),
        (5, "board 'Player mat' (layout mat): holds 'zebra', which is no inventory line or deck")]


def test_an_inventory_size_is_cited_at_its_own_line(tmp_path) -> None:
    # the stones' line written as a block: the message points at its `size:` line, not at the entry's first line
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: stones, on: harbour}]"),
        ("game.yaml", "  - {id: die, name: Weather die",
         "  - id: stones\n    name: Stones\n    count: 4\n    kind: piece\n    supply: gather\n    size: 20mm\n"
         "  - {id: die, name: Weather die")])
    size = _line_col(folder / "game.yaml", "size: 20mm")[0]
    [found] = _fit(run_check(content=folder.parent))
    assert f"a Stone (20 mm across, inventory size, line {size}) needs 22.0 mm across" in found["message"]


def test_a_pieces_line_of_count_0_leaves_the_next_line_measured(tmp_path) -> None:
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: pawns, on: city, count: 0}, {piece: pawns, on: harbour, count: 2}]")])
    assert sorted(f["rule"] for f in _fit(run_check(content=folder.parent))) == ["FIT001", "FIT003"]


def _every_pair(spaces):
    """FIT004's definition, pair by pair: the loop fit.overlapping stands in for."""
    import math

    out = []
    for i, a in enumerate(spaces):
        for b in spaces[i + 1:]:
            gap = math.hypot(a.x - b.x, a.y - b.y) - (a.w + b.w) / 2
            if gap < 0:
                out.append((a, b, gap))
    return out


def test_overlapping_finds_the_pairs_every_pair_finds_in_their_order() -> None:
    # fit.overlapping measures each round space only against those near it across; on crowded random layouts
    # (ties in x, touching and zero-width spaces, one of each width far wider, a space at NaN or infinity) it gives
    # the same pairs, gaps and order as measuring every pair
    import random

    from generator.check.fit import overlapping
    from generator.core.errors import Loc
    from generator.model.spaces import Space

    rng = random.Random(27)
    overlaps = 0
    for trial in range(300):
        n = rng.randrange(0, 40)
        spaces = []
        for k in range(n):
            x = float(rng.randrange(0, 60)) if trial % 3 == 0 else rng.uniform(0, 200)
            w = rng.choice([0.0, 4.0, 8.0, rng.uniform(1, 20), 60.0 if k == 0 else 10.0])
            spaces.append(Space("city", f"city '{k}'", str(k), "circle", x, rng.uniform(0, 100), w, w, (), Loc("g")))
        if trial % 50 == 7 and spaces:
            spaces[0] = Space("city", "odd", "odd", "circle", rng.choice([float("nan"), float("inf")]), 5.0, 8.0,
                              8.0, (), Loc("g"))
        got = overlapping(spaces)
        want = _every_pair(spaces)
        assert [(id(a), id(b), gap) for a, b, gap in got] == [(id(a), id(b), gap) for a, b, gap in want], trial
        overlaps += len(want)
    assert overlaps > 1000   # the layouts are crowded enough to hold many overlaps


# --- pieces on a location kind the game declares (dig-isle: `on: beach` over 36 squares of three kinds) ----------

REEFS = [("game.yaml", "glossary:\n", "location_kinds:\n  - {id: reef, name: Reef, colour: sand, shape: square}\n"
                                      "glossary:\n"),
         ("game.yaml", "{id: stone, name: Stone, at: [150, 40], region: hills}",
          "{id: stone, name: Stone, at: [150, 40], region: hills, kind: reef, size: [14]}"),
         ("game.yaml", "{id: grain, name: Grain, at: [120, 100], region: coast}",
          "{id: grain, name: Grain, at: [120, 100], region: coast, kind: reef}")]


def test_pieces_on_a_declared_kind_go_on_its_locations_and_a_square_kind_holds_what_its_square_holds(tmp_path) -> None:
    # a 10 mm square token: on Stone's 14 mm circle it needs 14.1 + 2 = 16.1 mm across, but Stone is drawn as a
    # square of the circle's area, 14 x 0.886 = 12.4 mm, which holds 10 + 2 = 12 mm: it fits; Grain (18 mm) too
    one = _game(tmp_path / "one", "fit-sized", [("game.yaml", *TOKENS), ("game.yaml", *INVENTORY), *REEFS,
                                                ("game.yaml", "pieces: [{piece: pawns, on: city}]",
                                                 "pieces: [{piece: squares, on: reef}]")])
    assert _fit(run_check(content=one.parent)) == []
    # two of them need 10 + 1 + 10 + 2 = 23 x 12 mm: neither the circles nor the squares hold them
    two = _game(tmp_path / "two", "fit-sized", [("game.yaml", *TOKENS), ("game.yaml", *INVENTORY), *REEFS,
                                                ("game.yaml", "pieces: [{piece: pawns, on: city}]",
                                                 "pieces: [{piece: squares, on: reef, count: 2}]")])
    assert sorted(f["message"] for f in _fit(run_check(content=two.parent))) == [
        "map 'The Island': reef 'Grain' is a 15.9 mm square, but 2 Squares (10 x 10 mm, token sheet, line 94) needs "
        "12.0 x 23.0 mm with 1 mm to spare (pieces line 69)",
        "map 'The Island': reef 'Stone' is a 12.4 mm square, but 2 Squares (10 x 10 mm, token sheet, line 94) needs "
        "12.0 x 23.0 mm with 1 mm to spare (pieces line 69)"]


def test_a_track_piece_begins_on_a_space_of_its_track(tmp_path) -> None:
    # `at` names the space a track's pieces begin on (the setup figure draws them there): a space past the track, or
    # `at` on spaces that are no track, is FIT003 at the `at`
    folder = _game(tmp_path, "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]",
         "pieces: [{piece: pawns, on: score, at: 21}, {piece: pawns, on: city, at: 1}]"),
        ("game.yaml", "        space: 12\n", "        space: 18\n")])
    yaml = folder / "game.yaml"
    found = [f for f in _fit(run_check(content=folder.parent), ("FIT003",))]
    assert list(map(_short, found)) == [
        ("FIT003", *_line_col(yaml, "at: 21"), "map 'The Island': 'pawns' begins at space 21, but track 'Score' "
         "runs from 0 to 10", None, 21, "island/pieces/pawns/score/at",
         "write a space of the track, or leave `at` out (it is for a track's pieces)"),
        ("FIT003", *_line_col(yaml, "at: 1}"), "map 'The Island': 'pawns' begins at space 1, but 'city' is no track",
         None, 1, "island/pieces/pawns/city/at",
         "write a space of the track, or leave `at` out (it is for a track's pieces)")]
    fixed = _game(tmp_path / "ok", "fit-sized", [
        ("game.yaml", "pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: score, at: 10}]"),
        ("game.yaml", "        space: 12\n", "        space: 18\n")])
    assert _fit(run_check(content=fixed.parent), ("FIT003",)) == []
