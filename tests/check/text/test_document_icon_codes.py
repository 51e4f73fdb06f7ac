"""ICO004: rulebook.md and quickref.md draw icons with {{ icon("code") }}; a ':code:' there prints as two
colons round a word, most often card text pasted into the rulebook."""
from __future__ import annotations

import shutil
from pathlib import Path

from conftest import assert_fires, run_check

CLEAN = Path(__file__).parents[2] / "fixtures" / "games" / "clean"


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


def test_icon_files_resolve_each_file_as_its_own_path_does(tmp_path: Path) -> None:
    """icon_files resolves the icon folder once and a file by its name, a symlinked icon by its target: the
    paths are those Path.resolve gives each file (the folder reached through a symlink, too)."""
    from generator.load.documents import icon_files

    real = tmp_path / "real-game"
    (real / "icons").mkdir(parents=True)
    (real / "icons" / "coin.svg").write_text("<svg/>", encoding="utf-8")
    (real / "art").mkdir()
    (real / "art" / "star.svg").write_text("<svg/>", encoding="utf-8")
    (real / "icons" / "star.svg").symlink_to(real / "art" / "star.svg")
    game = tmp_path / "game"
    game.symlink_to(real)
    files = icon_files(game)
    assert files["coin"] == (game / "icons" / "coin.svg").resolve() == real.resolve() / "icons" / "coin.svg"
    assert files["star"] == (game / "icons" / "star.svg").resolve() == real.resolve() / "art" / "star.svg"
    assert files["arrow"].is_file() and files["arrow"].is_absolute()   # pnp's own icons too, by their resolved paths
