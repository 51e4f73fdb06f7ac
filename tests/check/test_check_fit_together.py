"""FIT005: the pieces that begin the game on a map's one start place lie there together, so their footprints
share its space. The sizes below are worked out by hand from the fixture's data (16 mm pawns, 10 mm huts,
a 1 mm margin), not read from the checker."""
from __future__ import annotations

import math
import shutil

from conftest import FIXTURES, run_check

# tests/fixtures/games/fit-start-crowded: Harbour, the one start, is a city of 18 mm; start_pieces: [pawns];
# setup(players) takes one pawn per player out of the box, 2-4 players
HUTS = ("  - {id: die,", "  - {id: huts, name: Huts, count: 6, kind: piece, supply: gather, size: 10x10mm}\n"
                         "  - {id: die,")


def _game(tmp_path, edits: list[tuple[str, str]]):
    folder = tmp_path / "fit-start-crowded"
    shutil.copytree(FIXTURES / "fit-start-crowded", folder)
    path = folder / "game.yaml"
    for old, new in edits:
        text = path.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def _together(folder) -> list[dict]:
    run = run_check(folder.name, content=folder.parent)
    return [f for f in run.findings if f["rule"] == "FIT005"]


def test_pieces_of_two_kinds_that_each_fit_alone_are_measured_together(tmp_path) -> None:
    # four 16 mm pawns alone need (16 + 1) * 2.4142 + 1 = 42.0 mm (the known packing of four discs);
    # with six 10 x 10 mm huts the footprints, each with half the margin round it, cover
    # (the huts inventory line moves the map one line down)
    # 4 * pi * 17^2 / 4 + 6 * 11^2 = 907.9 + 726 = 1633.9 mm2, which a circle holds inside its margin
    # only from 1 + 2 * sqrt(1633.9 / pi) = 46.6 mm across
    area = 4 * math.pi * 17 ** 2 / 4 + 6 * 11 ** 2
    need = 1 + 2 * math.sqrt(area / math.pi)
    assert f"{need:.1f}" == "46.6"
    folder = _game(tmp_path, [HUTS, ("    start_pieces: [pawns]\n", "    start_pieces: [pawns, huts]\n"),
                              ("city_size: 18", "city_size: 44"),
                              ("pieces: [{piece: pawns, on: city}]",
                               "pieces: [{piece: pawns, on: city}, {piece: huts, on: harbour, count: 6}]")])
    found = _together(folder)
    assert [(f["line"], f["message"], f["expected"], f["actual"]) for f in found] == [
        (65, "map 'The Island': city 'Harbour' is 44 mm across, but the pieces that begin the game there together "
             "at 4 players (4 Pawns (16 mm across), 6 Huts (10 x 10 mm)) need at least 46.6 mm across with 1 mm "
             "round each (start line 63)", "at least 46.6 mm across", "44 mm across")]
    # 47 mm holds the floor: no finding (the floor is what a space must pass, not a packing it promises)
    big = _game(tmp_path / "big", [HUTS, ("    start_pieces: [pawns]\n", "    start_pieces: [pawns, huts]\n"),
                                   ("city_size: 18", "city_size: 47"),
                                   ("pieces: [{piece: pawns, on: city}]",
                                    "pieces: [{piece: pawns, on: city}, {piece: huts, on: harbour, count: 6}]")])
    assert _together(big) == []


def test_a_piece_the_map_also_stores_elsewhere_counts_once_on_the_start(tmp_path) -> None:
    # the pawns also lie on a named space (their supply): the data does not say how many begin on Harbour,
    # so one does, and one piece alone is FIT001's to measure
    folder = _game(tmp_path, [
        ("pieces: [{piece: pawns, on: city}]", "pieces: [{piece: pawns, on: city}, {piece: pawns, on: pool}]"),
        ("      - {id: grain, name: Grain, at: [120, 100], region: coast}\n",
         "      - {id: grain, name: Grain, at: [120, 100], region: coast}\n"
         "      - {id: pool, name: Pawn pool, at: [170, 95], size: [24, 24], kind: space}\n")])
    assert _together(folder) == []


def test_a_map_with_several_start_places_is_not_measured(tmp_path) -> None:
    # with two start places the data does not say how the four pawns are shared out
    folder = _game(tmp_path, [("    start: [Harbour]\n", "    start: [Harbour, Wood]\n")])
    assert _together(folder) == []


def test_the_worst_player_count_is_reported_once(tmp_path) -> None:
    # 2 pawns need 2 * 17 + 1 = 35 mm, 3 need 17 * 2.1547 + 1 = 37.6 mm, 4 need 42.0 mm: a 36 mm city fails at
    # 3 and 4 players and is reported once, at 4
    folder = _game(tmp_path, [("city_size: 18", "city_size: 36")])
    found = _together(folder)
    assert len(found) == 1 and "together at 4 players (4 Pawns" in found[0]["message"]
    assert found[0]["expected"] == "at least 42.0 mm across"


def test_a_count_only_setup_gives_is_a_guess_a_warning(tmp_path) -> None:
    # ops-front: start_pieces names each side's 30 cubes, which setup() takes out of the box, but a wargame spreads
    # them over many cities: how many begin on the start place the data does not say, so FIT005 warns; the same
    # count written in a pieces line on the start place is an error (the first test)
    folder = _game(tmp_path, [HUTS, ("    start_pieces: [pawns]\n", "    start_pieces: [pawns, huts]\n"),
                              ("city_size: 18", "city_size: 44")])
    engine = folder / "engine.py"
    text = engine.read_text(encoding="utf-8")
    engine.write_text(text.replace('return {"pawns": players,', 'return {"huts": 6, "pawns": players,'),
                      encoding="utf-8")
    assert [(f["severity"], f["actual"]) for f in _together(folder)] == [("warning", "44 mm across")]
