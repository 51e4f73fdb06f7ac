"""Find the content folder and the game folders in it."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from .errors import ContentNotFoundError

PACKAGE_ROOT = Path(__file__).resolve().parent.parent


def content_dir(explicit: Optional[Path] = None, cwd: Optional[Path] = None) -> Path:
    """--content DIR if given; else ./content; else the repository's built-in content/."""
    if explicit is not None:
        if not explicit.is_dir():
            raise ContentNotFoundError(f"content folder {explicit} does not exist",
                                       "pass --content with a folder that holds one folder per game")
        return explicit
    here = cwd or Path.cwd()
    for candidate in (here / "content", PACKAGE_ROOT / "content"):
        if candidate.is_dir():
            return candidate
    raise ContentNotFoundError("no content folder found here",
                               "run pnp inside a project that has content/, or pass --content DIR")


def game_folders(content: Path) -> dict[str, Path]:
    """Every sub-folder that holds a game.yaml, by game id (folder name), sorted."""
    return {p.name: p for p in sorted(content.iterdir()) if (p / "game.yaml").is_file()}


def select(content: Path, names: list[str]) -> dict[str, Path]:
    """The named games (all when none named); an unknown name is an error with the known ones."""
    games = game_folders(content)
    if not names:
        if not games:
            raise ContentNotFoundError(f"no games in {content}", "each game is a folder with a game.yaml")
        return games
    unknown = [n for n in names if n not in games]
    if unknown:
        import difflib

        close = difflib.get_close_matches(unknown[0], list(games), n=1)
        hint = f"did you mean '{close[0]}'?" if close else "games here: " + ", ".join(games)
        raise ContentNotFoundError(f"no game '{unknown[0]}' in {content}", hint)
    return {n: games[n] for n in names}
