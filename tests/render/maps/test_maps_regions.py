"""Region boxes: their named spaces laid out by `wide` and `columns`, as the check sizes them and as printed."""
from __future__ import annotations

import pdfplumber
import pytest

from conftest import FIXTURES, assert_fires, run_check
from piecepdf import box_of, tile_pages

# tests/fixtures/games/map-region-layout/game.yaml: the box 'Camp' at [245, 60], 96 x 90 mm, spaces
# [Muster, Drill, Scout, Rest, Trade], wide: [Muster, Trade], columns: 3, no stack, no rows of spaces.
# Worked by hand: the inside starts 4 mm in and below the 13 mm title band: x 197 + 4 = 201,
# y 15 + 13 + 4 = 32, 88 x (90 - 13 - 8) = 69 mm. Three rows 2.5 mm apart: (69 - 5) / 3 = 21.333 high.
# Muster and Trade span 88 mm; Drill, Scout and Rest share a row: (88 - 2 x 2.5) / 3 = 27.667 wide.
ROW_H = 64 / 3
CELL_W = 83 / 3
CAMP = {
    "Muster": (201.0, 32.0, 88.0, ROW_H),
    "Drill": (201.0, 32.0 + ROW_H + 2.5, CELL_W, ROW_H),
    "Scout": (201.0 + CELL_W + 2.5, 32.0 + ROW_H + 2.5, CELL_W, ROW_H),
    "Rest": (201.0 + 2 * (CELL_W + 2.5), 32.0 + ROW_H + 2.5, CELL_W, ROW_H),
    "Trade": (201.0, 32.0 + 2 * (ROW_H + 2.5), 88.0, ROW_H),
}


def _camp(game):
    (m,) = game.maps
    return m, m.location("camp")


def test_wide_spaces_take_a_row_and_the_others_share_rows_of_columns() -> None:
    from generator.load import load_game
    from generator.model.spaces import region_layout

    m, camp = _camp(load_game(FIXTURES / "map-region-layout").game)
    got = dict(region_layout(m, camp).actions)
    assert set(got) == set(CAMP)
    for name, box in CAMP.items():
        assert got[name] == pytest.approx(box, abs=1e-6), name


def test_without_wide_and_columns_the_first_space_is_wide_and_the_rest_go_two_to_a_row() -> None:
    from dataclasses import replace

    from generator.load import load_game
    from generator.model.spaces import region_layout

    m, camp = _camp(load_game(FIXTURES / "map-region-layout").game)
    got = dict(region_layout(m, replace(camp, wide=None, columns=2)).actions)
    # rows: [Muster], [Drill, Scout], [Rest, Trade]; a pair's spaces are (88 - 2.5) / 2 = 42.75 wide
    half = 85.5 / 2
    assert got["Muster"] == pytest.approx((201.0, 32.0, 88.0, ROW_H))
    assert got["Scout"] == pytest.approx((201.0 + half + 2.5, 32.0 + ROW_H + 2.5, half, ROW_H))
    assert got["Trade"] == pytest.approx((201.0 + half + 2.5, 32.0 + 2 * (ROW_H + 2.5), half, ROW_H))


def test_wide_written_empty_makes_no_space_wide() -> None:
    """sand-kitchen (tests/corpus, first contact): `wide: [], columns: 2` for two chef spots side by side still
    printed the first alone across the box. [] written is none wide: rows [Muster, Drill], [Scout, Rest], [Trade],
    three rows as before, each pair 42.75 mm wide."""
    from dataclasses import replace

    from generator.load import load_game
    from generator.model.spaces import named_rows, region_layout

    m, camp = _camp(load_game(FIXTURES / "map-region-layout").game)
    empty = replace(camp, wide=(), columns=2)
    assert named_rows(empty) == [["Muster", "Drill"], ["Scout", "Rest"], ["Trade"]]
    got = dict(region_layout(m, empty).actions)
    half = 85.5 / 2
    assert got["Muster"] == pytest.approx((201.0, 32.0, half, ROW_H))
    assert got["Drill"] == pytest.approx((201.0 + half + 2.5, 32.0, half, ROW_H))


def test_the_fit_check_measures_the_laid_out_spaces() -> None:
    """Four 16 mm pawns lie in a row on the wide Muster (4 x 16 + 3 + 2 = 69 mm of 88, 18 of 21.3 high); one
    pawn fits a 27.7 mm space. The layout fixture checks clean."""
    run = run_check("map-region-layout")
    assert run.exit_code == 0, run.output
    assert run.findings == []


def test_the_printed_spaces_are_where_the_layout_puts_them(tmp_path) -> None:
    """map.pdf: each named space of Camp is a stroked box of the size worked out above, its name inside it,
    and the boxes stand apart from each other as worked out (positions relative to Muster's corner)."""
    from typer.testing import CliRunner

    from generator.app.cli import app

    result = CliRunner().invoke(app, ["build", "map-region-layout", "--content", str(FIXTURES), "--out",
                                      str(tmp_path), "--only", "map"])
    assert result.exit_code == 0, result.output
    found: dict[str, tuple[float, float, float, float]] = {}
    with pdfplumber.open(tmp_path / "map-region-layout" / "map.pdf") as pdf:
        for page in tile_pages(pdf, "Tiny Clean Game: The Island").values():
            words = page.extract_words()
            for obj in (*page.rects, *page.curves):
                if not obj.get("stroke"):
                    continue
                b = box_of(obj, page.height)
                for w in words:
                    if w["text"] in CAMP:
                        c = box_of(w, page.height).centre
                        _, _, cw, ch = CAMP[w["text"]]
                        if b.x0 < c[0] < b.x1 and b.y0 < c[1] < b.y1 and abs(b.w - cw) < 0.1 and abs(b.h - ch) < 0.1:
                            found[w["text"]] = (b.x0, b.y1, b.w, b.h)   # y1: the top, y up on the page
    assert set(found) == set(CAMP)
    mx, my = found["Muster"][0], found["Muster"][1]
    for name, (x, y, _, _) in CAMP.items():
        px, py = found[name][0], found[name][1]
        assert px - mx == pytest.approx(x - 201.0, abs=0.05) and my - py == pytest.approx(y - 32.0, abs=0.05), name


def test_a_wrong_region_layout_is_reported_where_it_is_written() -> None:
    run = run_check("map-region-wide")
    game = FIXTURES / "map-region-wide" / "game.yaml"
    assert run.exit_code == 1
    f = assert_fires(run, "MAP011", game, 76, "Trdae", "'Camp' prints 'Trdae' across its width, but it has no such "
                                                          "named space")
    assert f["actual"] == "Trdae"
    assert_fires(run, "MAP011", game, 78, "columns: 0", "'Fort' puts 0 named spaces to a row; it needs at least 1")
    # Hut: 26 mm high leaves 26 - 13 - 8 = 5 mm for three wide rows 2.5 mm apart: 0 mm each
    assert_fires(run, "MAP011", game, 79, "size: [50, 26]", "the box of 'Hut' leaves its 'Sleep' space 42.0 x 0.0 mm")
    # the boxes also lie over the island's cities and its score track (MAP012): nothing else is reported
    assert [f["rule"] for f in run.findings if f["rule"] != "MAP012"] == ["MAP011"] * 3


def test_a_row_of_spaces_with_no_room_beside_its_name_goes_under_it_inside_the_box() -> None:
    """automa-flow (written outside the project): three 16 mm Sites in a 64 mm region box, drawn after their 22 mm
    name, ran 10 mm into the next box (MAP012 at the neighbour). With no room beside the name, the name takes a line
    of its own and the spaces start at the box's left edge, inside it; a row that fits keeps its name beside it."""
    from dataclasses import replace

    from generator.load import load_game
    from generator.model.pieces import SpaceRow
    from generator.model.spaces import region_layout

    m, camp = _camp(load_game(FIXTURES / "map-region-layout").game)
    narrow = replace(camp, size=(64.0, camp.size[1]), rows=(SpaceRow("Sites", 3, 16),))
    (name, label, cells), = region_layout(m, narrow).rows
    inner_left, inner_right = camp.at[0] - 32 + 4, camp.at[0] + 32 - 4
    assert cells[0][0] == pytest.approx(inner_left) and cells[-1][0] + cells[-1][2] <= inner_right
    assert label[1] + label[3] == pytest.approx(cells[0][1]) and label[0] == pytest.approx(inner_left)
    wide = replace(camp, rows=(SpaceRow("Sites", 3, 16),))
    (_, label, cells), = region_layout(m, wide).rows
    assert label[2] == 22.0 and cells[0][0] == pytest.approx(label[0] + 23)


def test_a_row_wider_than_its_box_is_map011_at_the_row(tmp_path) -> None:
    """Seven 16 mm spaces (121 mm) in the 96 mm Camp (88 mm inside) run past its edge even under their name: MAP011
    at the row."""
    from conftest import edited_copy
    from generator.check import check_game
    from generator.load import load_game

    folder = edited_copy(FIXTURES / "map-region-layout", tmp_path / "map-region-layout",
                         [("game.yaml", "size: [96, 90],", "size: [96, 90], rows: [{name: Posts, count: 7, size: 16}],")])
    found = [(f.rule, f.message) for f in check_game(load_game(folder)) if f.rule == "MAP011"]
    assert found == [("MAP011", "map 'island': the row 'Posts' of 'Camp' runs 33.0 mm past the box's edge (7 spaces "
                                "of 16 mm in a box 96 mm wide)")]
