"""A game's own location kinds (game.yaml `location_kinds`): drawn in their colour and shape, named in the key,
and a location of a kind nobody declared is MAP010 at its `kind`.

Expected values are read off tests/fixtures/games/map-custom-kind/game.yaml by hand: the reef kind is
#e76f51, a diamond; Shark Reef stands at [175, 95] on the 200 x 140 mm board, city_size is the default
6.4 mm, and a diamond reaches 1.25 times the city's radius from its centre.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pdfplumber
import pytest
from typer.testing import CliRunner

from conftest import FIXTURES, assert_fires, run_check
from generator.app.cli import app

MM = 72 / 25.4
REEF = (0xe7 / 255, 0x6f / 255, 0x51 / 255)
MARSH_NAME = "Marsh"
SEA_FILL = (0xcf / 255, 0xe3 / 255, 0xef / 255)


def _close(colour, want) -> bool:
    return colour is not None and len(colour) == 3 and all(abs(a - b) < 0.01 for a, b in zip(colour, want))


@pytest.fixture(scope="module")
def map_page(tmp_path_factory):
    out = tmp_path_factory.mktemp("kinds")
    result = CliRunner().invoke(app, ["build", "map-custom-kind", "--content", str(FIXTURES), "--out", str(out)])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(out / "map-custom-kind" / "map.pdf") as pdf:
        page = pdf.pages[0]
        yield page, page.extract_text()


def test_a_declared_kind_is_drawn_in_its_colour_and_shape_where_the_data_puts_it(map_page) -> None:
    page, _ = map_page
    sea = max((r for r in page.rects if r.get("fill") and _close(r.get("non_stroking_color"), SEA_FILL)),
              key=lambda r: r["x1"] - r["x0"])
    assert abs((sea["x1"] - sea["x0"]) / MM - 200) < 0.5       # the water covers the whole board: its corner is the origin
    reefs = [o for o in page.curves if o.get("fill") and _close(o.get("non_stroking_color"), REEF)]
    assert len(reefs) == 2                                      # on the board and in the key
    board = max(reefs, key=lambda o: o["x1"] - o["x0"])
    width = 2 * 1.25 * 6.4 / 2
    assert abs((board["x1"] - board["x0"]) / MM - width) < 0.1 and abs((board["bottom"] - board["top"]) / MM - width) < 0.1
    centre = ((board["x0"] + board["x1"]) / 2 - sea["x0"]) / MM, ((board["top"] + board["bottom"]) / 2 - sea["top"]) / MM
    assert abs(centre[0] - 175) < 0.2 and abs(centre[1] - 95) < 0.2
    assert len(board["pts"]) >= 4                               # a diamond: four corners, not a circle's curves


def test_the_key_names_the_kinds_the_map_uses_and_no_other(map_page) -> None:
    page, text = map_page
    lines = text.splitlines()
    assert "Coral reef" in lines and "Shark Reef" in text
    assert MARSH_NAME not in lines                              # declared, but no location of this map is a marsh
    key = next(w for w in page.extract_words() if w["text"] == "Key")
    reef_word = next(w for w in page.extract_words() if w["text"] == "Coral")
    symbol = min((o for o in page.curves if _close(o.get("non_stroking_color"), REEF)), key=lambda o: o["x1"] - o["x0"])
    assert key["x0"] - 5 < symbol["x0"] < reef_word["x0"]        # the key's symbol stands before its words
    assert abs((symbol["top"] + symbol["bottom"]) / 2 - (reef_word["top"] + reef_word["bottom"]) / 2) < 2


def test_a_location_of_an_undeclared_kind_is_located_with_a_did_you_mean() -> None:
    game = FIXTURES / "map-unknown-kind" / "game.yaml"
    found = assert_fires(run_check("map-unknown-kind"), "MAP010", game, 76, "kind: reeff",
                         "map 'island': location 'Shark Reef' is of kind 'reeff', which is neither built in nor "
                         "declared under location_kinds")
    assert found["hint"] == "did you mean 'reef'?"


def test_a_declared_kind_may_not_take_a_built_in_name(tmp_path: Path) -> None:
    game = tmp_path / "map-custom-kind"
    shutil.copytree(FIXTURES / "map-custom-kind", game)
    yaml = game / "game.yaml"
    yaml.write_text(yaml.read_text(encoding="utf-8").replace("{id: marsh, name: Marsh", "{id: city, name: Town"),
                    encoding="utf-8")
    run = run_check(content=tmp_path)
    line = next(i for i, text in enumerate(yaml.read_text(encoding="utf-8").splitlines(), 1) if "id: city" in text)
    assert_fires(run, "MAP010", yaml, line, "id: city", "location kind 'city' is built in; a game declares only kinds "
                                                    "of its own")


def _built_with_flags(tmp_path: Path, flags: str):
    """map-custom-kind's Shark Reef given `flags`, built; the map's first page."""
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "map-custom-kind", content / "map-custom-kind")
    yaml = content / "map-custom-kind" / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    yaml.write_text(text.replace("kind: reef}", f"kind: reef, flags: [{flags}]}}"), encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "map-custom-kind", "--no-check", "--content", str(content),
                                      "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    return pdfplumber.open(tmp_path / "out" / "map-custom-kind" / "map.pdf")


def _board_reef(page):
    return max((o for o in page.curves if o.get("fill") and _close(o.get("non_stroking_color"), REEF)),
               key=lambda o: o["x1"] - o["x0"])


def test_a_marked_place_of_a_declared_kind_carries_the_triangle_the_key_names(tmp_path: Path) -> None:
    # the key listed 'Checkpoint' with a triangle while the board drew the checkpoints as plain grade circles
    # (river-rafting and treasure-map, written outside the project)
    with _built_with_flags(tmp_path, "marked") as pdf:
        page = pdf.pages[0]
        reef = _board_reef(page)
        inside = [o for o in page.curves + page.objects.get("polygon", []) if o.get("fill")
                  and len(o.get("pts", ())) in (3, 4) and not _close(o.get("non_stroking_color"), REEF)
                  and reef["x0"] < o["x0"] < o["x1"] < reef["x1"] and reef["top"] < o["top"] < o["bottom"] < reef["bottom"]]
        assert len(inside) == 1                                 # one triangle, within the reef's diamond
        assert "Marked place" in page.extract_text()


def test_a_start_place_of_a_declared_kind_has_a_second_outline_inside(tmp_path: Path) -> None:
    with _built_with_flags(tmp_path, "start") as pdf:
        page = pdf.pages[0]
        reef = _board_reef(page)
        shapes = [o for o in page.curves if _close(o.get("non_stroking_color"), REEF)
                  and reef["x0"] <= o["x0"] and o["x1"] <= reef["x1"] and reef["top"] <= o["top"]]
        sizes = sorted(round((o["x1"] - o["x0"]) / MM, 1) for o in shapes)
        assert len(sizes) == 2 and abs(sizes[1] - sizes[0] - 2 * 1.2 * 1.25) < 0.2   # the kind's shape, 1.2 mm in
        assert "Start" in page.extract_text()


def test_two_marks_on_one_track_space_both_print(tmp_path: Path) -> None:
    # tide-pools (written outside the project): rounds 2 and 4 share a tide height, marked on one space of the
    # track; only the last mark's label printed, the other vanished without a word
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "map-custom-kind", content / "map-custom-kind")
    yaml = content / "map-custom-kind" / "game.yaml"
    text = yaml.read_text(encoding="utf-8")
    yaml.write_text(text.replace("marks: [{at: 3, label: Cards for two, rule: cards_dealt, args: {players: 2}}]",
                                 "marks: [{at: 3, label: Cards for two, rule: cards_dealt, args: {players: 2}}, "
                                 "{at: 3, label: Low tide}]"), encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "map-custom-kind", "--no-check", "--content", str(content),
                                      "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    with pdfplumber.open(tmp_path / "out" / "map-custom-kind" / "map.pdf") as pdf:
        text = " ".join((page.extract_text() or "") for page in pdf.pages)
    assert "Cards for two / Low tide" in " ".join(text.split())
