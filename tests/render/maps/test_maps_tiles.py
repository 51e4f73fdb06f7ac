"""map.pdf: every board is tiled so that its tiles, laid by their alignment marks, rebuild the board."""
from __future__ import annotations

import pdfplumber
import pytest

from conftest import CONTENT
from piecepdf import GAMES, MM, page_text, reassemble, tile_pages

BOARD_GAMES = ["commissioned", "journeys-of-paul", "the-acts"]


def _maps(game_id: str):
    from generator.load import load_game

    loaded = load_game(CONTENT / game_id)
    return loaded.game, [m for m in loaded.game.maps if not m.tiles]


@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_tiles_reassemble_to_the_board_size(game_id: str, pieces) -> None:
    game, maps = _maps(game_id)
    entry = next(f for f in pieces.manifest(game_id)["files"] if f["path"] == "map.pdf")
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        assert len(pdf.pages) == entry["pages"]
        for m, meta in zip(maps, entry["maps"]):
            tiles = tile_pages(pdf, f"{game.title}: {m.name}")
            assert len(tiles) == meta["rows"] * meta["cols"] > 1
            width, height = reassemble(tiles, meta["overlap_mm"])
            assert abs(width - float(m.width)) <= 0.5 and abs(height - float(m.height)) <= 0.5, (width, height)


def test_letter_paper_tiles_reassemble_too(pieces) -> None:
    game, (m,) = _maps("journeys-of-paul")
    entry = next(f for f in json_manifest(pieces("journeys-of-paul", "letter"))["files"] if f["path"] == "map.pdf")
    with pdfplumber.open(pieces("journeys-of-paul", "letter") / "map.pdf") as pdf:
        assert {round(pdf.pages[1].width / MM, 1), round(pdf.pages[1].height / MM, 1)} == {215.9, 279.4}
        width, height = reassemble(tile_pages(pdf, f"{game.title}: {m.name}"), entry["maps"][0]["overlap_mm"])
    assert abs(width - float(m.width)) <= 0.5 and abs(height - float(m.height)) <= 0.5, (width, height)


def json_manifest(folder):
    import json

    return json.loads((folder / "manifest.json").read_text())


@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_overview_page_explains_the_assembly(game_id: str, pieces) -> None:
    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            overview = next(p for p in pdf.pages if f"{m.name}  -  overview" in page_text(p)
                            or f"{m.name} - overview" in page_text(p))
            text = page_text(overview)
            assert "shown here at" in text and "crosshairs coincide" in text


@pytest.mark.parametrize("game_id", BOARD_GAMES)
def test_every_location_and_track_is_labelled_legibly(game_id: str, pieces) -> None:
    """Each location's name is printed at 6 pt or more on the tiles (full size)."""
    game, maps = _maps(game_id)
    with pdfplumber.open(pieces(game_id) / "map.pdf") as pdf:
        for m in maps:
            tiles = tile_pages(pdf, f"{game.title}: {m.name}")
            words = set()
            for page in tiles.values():
                for w in page.extract_words(extra_attrs=["size"]):
                    if w["size"] >= 6:
                        words.add(w["text"])
            for loc in m.locations:
                for part in loc.name.replace(",", " ").split():
                    assert part in words or part.upper() in words, f"{m.id}: '{loc.name}' is not printed legibly"
            for track in m.tracks:
                assert track.name.split()[0] in words


def test_terrain_tiles_are_printed_in_their_counts(pieces) -> None:
    from collections import Counter

    from piecepdf import stroked, text_in

    game, _ = _maps("commerce")
    (terrain,) = game.maps
    counts: Counter = Counter()
    with pdfplumber.open(pieces("commerce") / "map.pdf") as pdf:
        for page in pdf.pages[1::2]:   # after the overview: fronts on odd pages, backs on even
            for box in stroked(page, 0.6, colour=(0.15, 0.15, 0.15)):
                assert abs(box.h - float(terrain.tile_size)) < 0.1
                name = next(t.name for t in terrain.tiles if text_in(page, box).startswith(t.name))
                counts[name] += 1
    assert counts == Counter({t.name: t.count for t in terrain.tiles})


@pytest.mark.parametrize("game_id", GAMES)
def test_map_is_in_the_manifest(game_id: str, pieces) -> None:
    entry = next(f for f in pieces.manifest(game_id)["files"] if f["path"] == "map.pdf")
    assert entry["kind"] == "map" and entry["pages"] >= 2 and entry["maps"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_seam_too_tight_for_full_crosshairs_gets_small_ones_on_free_paper(paper: str, tmp_path) -> None:
    """tests/fixtures/games/map-tight-seam: the 300 x 140 mm board tiles into two pages sharing the strip x 144-156
    mm, which three supply boxes cover from y 10 to 130 but for two 7 mm gaps (y 40-47, 90-97). A full crosshair
    needs 9 mm (arms 4.5 mm each way), so the seam takes two small ones (2.4 mm circle, 2.5 mm arms), one in each
    gap: they touch no box, no name and no route space, and the tiles still rebuild the board by them."""
    from typer.testing import CliRunner

    from conftest import FIXTURES
    from generator.app.cli import app
    from generator.load import load_game
    from mapmeasure import frame_of, mark_problems, sized_crosshairs

    result = CliRunner().invoke(app, ["build", "map-tight-seam", "--content", str(FIXTURES), "--out", str(tmp_path),
                                      "--only", "map", "--paper", paper])
    assert result.exit_code == 0, result.output
    game = load_game(FIXTURES / "map-tight-seam").game
    (m,) = game.maps
    with pdfplumber.open(tmp_path / "map-tight-seam" / "map.pdf") as pdf:
        tiles = tile_pages(pdf, "Tiny Clean Game: The Island")
        assert sorted(tiles) == [(0, 0), (0, 1)]
        for key, page in tiles.items():
            marks = sized_crosshairs(page)
            assert [(radius, arm) for _, radius, arm in marks] == [(1.2, 2.5)] * 2, key
            frame = frame_of(page)
            # on the page, board y 40-47 and 90-97 lie 40-47 and 90-97 mm below the window's top edge
            below = sorted(round(frame.y1 - centre[1], 1) for centre, _, _ in marks)
            assert 40 + 2.5 < below[0] < 47 - 2.5 and 90 + 2.5 < below[1] < 97 - 2.5, below
        assert mark_problems(pdf, game, m, paper) == []
        width, height = reassemble(tiles, 12.0)
    assert abs(width - 300) <= 0.5 and abs(height - 140) <= 0.5, (width, height)
