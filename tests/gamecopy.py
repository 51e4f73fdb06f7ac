"""Copies of the fixture and shipped games for the printed-text tests: one printed string edited in place, and
the line:col of a place in the edited text. Shared by tests/check/text/ and the map rules' tests."""
from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCGAME = ROOT / "tests" / "fixtures" / "docs" / "docgame"
CLEAN = ROOT / "tests" / "fixtures" / "games" / "clean"
GAMES = {"docgame": DOCGAME, "clean": CLEAN, **{g: ROOT / "content" / g for g in
                                                  ("commissioned", "the-acts", "journeys-of-paul", "commerce")}}


def _copy(game: str, tmp_path: Path) -> Path:
    folder = tmp_path / game
    shutil.copytree(GAMES[game], folder, ignore=shutil.ignore_patterns("__pycache__", "output"))
    return folder


def _edit(folder: Path, file: str, old: str, new: str) -> str:
    path = folder / file
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    if old:
        assert text.count(old) >= 1, f"{file}: the seeded text is gone: {old!r}"
        edited = text.replace(old, new, 1)
    else:
        edited = text + new
    path.write_text(edited, encoding="utf-8")
    return edited


def _position(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


def with_map(tmp_path: Path, name: str, data: str) -> Path:
    """The `pnp new` card game `name`, its map replaced by `data` (a whole `maps:` section): the map tests' game."""
    from generator.app.scaffold import new_game

    folder = new_game(name, tmp_path / "content", "cards").game
    path = folder / "game.yaml"
    text = path.read_text(encoding="utf-8")
    start, end = text.index("maps:\n"), text.index("# Token sheets")
    path.write_text(text[:start] + data + text[end:], encoding="utf-8")
    return folder
