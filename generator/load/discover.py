"""Find the project: its content folder, its output folder and the games to work on.

Rules (documented in README and docs/tutorial.md):
1. `--content DIR`: DIR holds one folder per game; output goes to DIR/../output.
2. Otherwise pnp looks in the working directory and then each parent for
   either a game folder (it has game.yaml: that game is the default
   selection) or a project (it has a content/ folder with games).
   The content folder's parent is the project root; output goes to
   <project>/output.
3. Nothing found: a clear error that says how to start.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from ..core.errors import ContentNotFoundError
from ..core.resources import DATA_ROOT

PACKAGE_ROOT = DATA_ROOT   # holds pnp's templates/ and fonts/ (see resources.py)


@dataclass(frozen=True)
class Project:
    """Where the games are, where outputs go, and which games are selected by default."""

    content: Path
    output: Path
    default_games: tuple[str, ...] = field(default=())


def game_folders(content: Path) -> dict[str, Path]:
    """Every sub-folder that holds a game.yaml, by game id (folder name), sorted."""
    return {p.name: p for p in sorted(content.iterdir()) if (p / "game.yaml").is_file()}


def find_project(explicit: Optional[Path] = None, cwd: Optional[Path] = None) -> Project:
    """Apply the discovery rules above."""
    if explicit is not None:
        if not explicit.is_dir():
            raise ContentNotFoundError(f"content folder {explicit} does not exist",
                                       "pass --content with a folder that holds one folder per game")
        return Project(explicit, explicit.resolve().parent / "output")
    here = (cwd or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "game.yaml").is_file():
            content = folder.parent
            return Project(content, content.parent / "output", (folder.name,))
        if (folder / "content").is_dir() and game_folders(folder / "content"):
            return Project(folder / "content", folder / "output")
    raise ContentNotFoundError(
        f"no game found in {here} or its parents",
        "run pnp inside a project (a folder with content/<game>/game.yaml) or a game folder, "
        "pass --content DIR, or start a new game with: pnp new my-game")


def select(project: Project, names: list[str]) -> dict[str, Path]:
    """The named games (else the project's default selection, else all); unknown names are errors."""
    games = game_folders(project.content)
    names = names or list(project.default_games)
    if not names:
        if not games:
            raise ContentNotFoundError(f"no games in {project.content}", "each game is a folder with a game.yaml")
        return games
    unknown = [n for n in names if n not in games]
    if unknown:
        from ..core.suggest import did_you_mean

        hint = did_you_mean(unknown[0], games) or "games here: " + ", ".join(games)
        raise ContentNotFoundError(f"no game '{unknown[0]}' in {project.content}", hint)
    return {n: games[n] for n in names}
