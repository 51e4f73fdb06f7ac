"""ICO004: rulebook.md and quickref.md draw icons with {{ icon("code") }}; a ':code:' there prints as two
colons round a word, most often card text pasted into the rulebook."""
from __future__ import annotations

import shutil
from pathlib import Path

from conftest import assert_fires, run_check

CLEAN = Path(__file__).parent / "fixtures" / "games" / "clean"


def _game(tmp_path: Path, rulebook: str) -> Path:
    game = tmp_path / "clean"
    shutil.copytree(CLEAN, game, ignore=shutil.ignore_patterns("__pycache__"))
    (game / "rulebook.md").write_text(rulebook, encoding="utf-8")
    return game


def test_an_icon_code_in_the_rulebook_is_pointed_out_with_the_placeholder_that_draws_it(tmp_path: Path) -> None:
    game = _game(tmp_path, "## Turn {#turn}\n\nPay 2 :coin: to build.\n")
    run = run_check(content=tmp_path)
    finding = assert_fires(run, "ICO004", game / "rulebook.md", 3, ":coin:", "rulebook.md prints ':coin:' as written")
    assert finding["severity"] == "warning" and run.exit_code == 0
    assert finding["hint"] == 'a document draws an icon with {{ icon("coin") }}'


def test_an_unknown_code_says_it_is_no_icon(tmp_path: Path) -> None:
    game = _game(tmp_path, "## Turn {#turn}\n\nPay 2 :coinn: to build.\n")
    finding = assert_fires(run_check(content=tmp_path), "ICO004", game / "rulebook.md", 3, ":coinn:",
                           "and 'coinn' is no icon of the game's or pnp's")
    assert finding["hint"] == "did you mean 'coin'?"


def test_code_spans_blocks_times_and_placeholders_stay_silent(tmp_path: Path) -> None:
    _game(tmp_path, "## Turn {#turn}\n\nWrite `:coin:` in card text; {{ icon(\"coin\") }} here.\n\n"
                    "```\nexample: :coin:\n```\n\nThe game takes 10:30 minutes, see Acts 2:1:4.\n")
    assert [f for f in run_check(content=tmp_path).findings if f["rule"] == "ICO004"] == []
