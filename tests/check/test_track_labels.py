"""MAP008: a track mark's label that names a player count names the count its `players` argument is.

the-acts' Believers track marks the end at 85, 75, 70 for players 2, 3, 4 ('End (2 players)' ...), read off
game.yaml by hand.
"""
from __future__ import annotations

from pathlib import Path

from conftest import assert_fires, run_check
from generator.check import check_game
from generator.load import load_game
from gamecopy import _copy, _edit


def test_a_mark_labelled_for_another_player_count_is_reported(tmp_path: Path) -> None:
    folder = _copy("the-acts", tmp_path)
    edited = _edit(folder, "game.yaml", "{at: 70, label: End (4 players)", "{at: 70, label: End (3 players)")
    line = edited.count("\n", 0, edited.index("End (3 players), rule: end_threshold, args: {players: 4}")) + 1
    run = run_check("the-acts", content=tmp_path)
    assert_fires(run, "MAP008", folder / "game.yaml", line, "3 players), rule: end_threshold, args: {players: 4}",
                 "map 'front': track 'Believers' labels its mark 'End (3 players)', but the mark is for players=4")


def test_labels_for_their_own_count_or_no_count_stay_silent(tmp_path: Path) -> None:
    folder = _copy("the-acts", tmp_path)
    _edit(folder, "game.yaml", "{at: 85, label: End (2 players)", "{at: 85, label: End for 2-3 players")
    _edit(folder, "game.yaml", "{at: 75, label: End (3 players)", "{at: 75, label: Three-player end")
    _edit(folder, "game.yaml", "{at: 70, label: End (4 players)", "{at: 70, label: End")
    assert [f for f in check_game(load_game(folder)) if f.rule == "MAP008"] == []
