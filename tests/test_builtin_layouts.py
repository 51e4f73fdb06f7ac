"""pnp's own layouts print what docs/boards.md says they do: the default `player-board` prints a board's
`texts:` words (they were read by no element of it, so a designer's abilities vanished from the print)."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from contenttools import run_check
from piecepdf import render_pieces

MAT = "  - {id: player-mat, name: Player mat, size: 180x120mm, colours: [red, blue, green, yellow]}"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    """The `pnp new` card game, whose player mats use the default layout (no `layout:`)."""
    from generator.scaffold import new_game

    folder = new_game("mats", tmp_path / "content", "cards").game
    assert (folder / "game.yaml").read_text(encoding="utf-8").count(MAT) == 1
    return folder


def _boards(game: Path, out: Path) -> list[str]:
    """Each page's text of boards.pdf, its lines joined by ' | '."""
    with pdfplumber.open(render_pieces(game, out) / "boards.pdf") as pdf:
        return [" | ".join((page.extract_text() or "").splitlines()) for page in pdf.pages]


def test_the_default_player_board_prints_each_boards_own_words(game: Path, tmp_path: Path) -> None:
    path = game / "game.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace(
        MAT, MAT[:-1] + ", texts: {Red: Moves first., Green: Draws an extra card at the start of each round.}}"),
        encoding="utf-8")
    code, report = run_check(game.parent, "mats")
    assert code == 0, report["findings"]
    pages = _boards(game, tmp_path / "out")
    # a page: each board's band (its name, then the sheet's name and the game's), its words below; the stamp
    assert pages[0].startswith("Red Player mat · Mats | Moves first. | Blue Player mat · Mats | Mats v0.1 · ")
    assert pages[1].startswith("Green Player mat · Mats | Draws an extra card at the start of each round. | "
                               "Yellow Player mat · Mats | Mats v0.1 · ")


def test_a_board_without_words_prints_its_band_alone(game: Path, tmp_path: Path) -> None:
    pages = _boards(game, tmp_path / "out")
    assert pages[0].startswith("Red Player mat · Mats | Blue Player mat · Mats | Mats v0.1 · ")
