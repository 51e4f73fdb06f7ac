"""Map checks fire on broken fixture games and stay quiet on the shipped maps."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import CONTENT, run_check


@pytest.mark.parametrize("scenario, rule, line, words", [
    ("map-broken-route", "MAP001", 75, "route wood - stones names 'stones', which is not on the map"),
    ("map-missing-start", "MAP002", 62, "play starts at 'Harbor', which is not on the map"),
    ("map-disconnected", "MAP004", 70, "Wood, Stone cannot be reached from Harbour"),
])
def test_broken_route_missing_setup_location_and_disconnected_region(scenario, rule, line, words) -> None:
    run = run_check(scenario)
    assert run.exit_code == 1
    assert any(f["rule"] == rule and f["line"] == line and words in f["message"] for f in run.errors()), run.output


def _copy(tmp_path: Path, game: str) -> Path:
    target = tmp_path / game
    shutil.copytree(CONTENT / game, target, ignore=shutil.ignore_patterns("__pycache__"))
    return target


def _edit(folder: Path, old: str, new: str) -> None:
    path = folder / "game.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_city_card_for_a_place_off_the_map_is_reported(tmp_path: Path) -> None:
    """Journeys of Paul: every city a card names is on the map; take Gaza off and the cards point nowhere."""
    folder = _copy(tmp_path, "journeys-of-paul")
    _edit(folder, "      - {id: gaza, name: Gaza,", "      - {id: gaza, name: Gazza,")
    run = run_check("journeys-of-paul", content=tmp_path)
    hits = [f for f in run.errors() if f["rule"] == "MAP003" and "'Gaza'" in f["message"]]
    assert any(f["file"].endswith("cards/city.csv") for f in hits), run.output
    assert any(f["file"].endswith("cards/event.csv") for f in hits)   # Drought lists Gaza


def test_a_scenario_starting_off_its_board_side_is_reported(tmp_path: Path) -> None:
    """Commissioned: a scenario's start city must be on the side its card names."""
    folder = _copy(tmp_path, "commissioned")
    csv = folder / "cards" / "scenario.csv"
    csv.write_text(csv.read_text(encoding="utf-8").replace(",1,Side A,Jerusalem,6,", ",1,Side A,Iconium,6,", 1),
                   encoding="utf-8")
    run = run_check("commissioned", content=tmp_path)
    assert any(f["rule"] == "MAP003" and "'Iconium'" in f["message"] and f["file"].endswith("scenario.csv")
               for f in run.errors()), run.output


def test_the_acts_end_marks_follow_the_engine(tmp_path: Path) -> None:
    folder = _copy(tmp_path, "the-acts")
    _edit(folder, "{at: 85, label: End (2 players)", "{at: 80, label: End (2 players)")
    run = run_check("the-acts", content=tmp_path)
    assert any(f["rule"] == "MAP008" and "end_threshold(players=2) gives 85" in f["message"]
               for f in run.errors()), run.output


def test_commerce_tiles_match_the_inventory(tmp_path: Path) -> None:
    folder = _copy(tmp_path, "commerce")
    _edit(folder, "{name: Desert, count: 8,", "{name: Desert, count: 7,")
    run = run_check("commerce", content=tmp_path)
    assert any(f["rule"] == "MAP009" and "7 Desert tiles but the box holds 8" in f["message"]
               for f in run.errors()), run.output


def test_shipped_maps_have_what_the_rules_name() -> None:
    from generator.load import load_game

    jop = load_game(CONTENT / "journeys-of-paul").game
    (m,) = jop.maps
    flags = [loc for loc in m.locations if "marked" in loc.flags]
    assert len(flags) == 8 and m.location("Jerusalem") and m.location("Rome")
    assert len([loc for loc in m.locations if not loc.flags]) == 30
    assert {r.kind for r in m.routes} == {"land", "sea", "crossing"}
    acts = load_game(CONTENT / "the-acts").game
    assert [len([x for x in mp.locations if x.kind == "region"]) for mp in acts.maps] == [6, 5]
    assert max(t.end for mp in acts.maps for t in mp.tracks) >= 85
    comm = load_game(CONTENT / "commissioned").game
    assert [mp.id for mp in comm.maps] == ["side-a", "side-b"]
    assert all(any(loc.kind == "ship" for loc in mp.locations) for mp in comm.maps)



def test_tile_kinds_that_share_a_component_add_up_to_its_count(tmp_path: Path) -> None:
    # Desert and Water tiles as one component of 16 'Land tiles' (star-reach's 30 'Sector tiles' in seven kinds):
    # their counts add up, so neither is held to 16 alone; a total off by one is reported once, at the last kind
    folder = _copy(tmp_path, "commerce")
    _edit(folder, "{id: desert-tiles, name: Desert tiles, count: 8, kind: tile}",
          "{id: desert-tiles, name: Land tiles, count: 16, kind: tile}")
    _edit(folder, "  - {id: water-tiles, name: Water tiles, count: 8, kind: tile}\n", "")
    _edit(folder, "component: water-tiles,", "component: desert-tiles,")
    run = run_check("commerce", content=tmp_path)
    assert [f for f in run.findings if f["rule"] == "MAP009"] == [], run.output
    _edit(folder, "{name: Water, count: 8,", "{name: Water, count: 7,")
    run = run_check("commerce", content=tmp_path)
    line = next(n for n, text in enumerate((folder / "game.yaml").read_text().splitlines(), 1)
                if "{name: Water, count: 7," in text)
    assert [(f["line"], f["message"]) for f in run.findings if f["rule"] == "MAP009"] == [
        (line, "map 'terrain': 15 Land tiles in 2 kinds (8 Desert, 7 Water) but the box holds 16")], run.output
