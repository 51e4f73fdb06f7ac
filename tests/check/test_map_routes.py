"""MAP001: a route may not join a board space (kind `space`: a deck's place, a supply), which no piece moves to.

commissioned's side A prints the Trial deck as location 'trial-pile' (kind space) and a route sychar - jericho,
read off game.yaml by hand.
"""
from __future__ import annotations

from pathlib import Path

from conftest import assert_fires, run_check
from gamecopy import _copy, _edit


def test_a_route_to_a_board_space_is_reported_at_its_end(tmp_path: Path) -> None:
    folder = _copy("commissioned", tmp_path)
    new = "- {between: [sychar, trial-pile]}"
    edited = _edit(folder, "game.yaml", "- {between: [sychar, jericho]}", new)
    line = edited.count("\n", 0, edited.index(new)) + 1
    run = run_check("commissioned", content=tmp_path)
    assert_fires(run, "MAP001", folder / "game.yaml", line, "trial-pile",
                 "map 'side-a': route sychar - trial-pile joins 'Trial deck', a board space (kind space) that no "
                 "piece moves to")
