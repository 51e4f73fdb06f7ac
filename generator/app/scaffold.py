"""`pnp new`: create a small, complete game folder that checks clean and builds at once."""
from __future__ import annotations

import datetime
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..load.discover import PACKAGE_ROOT, game_folders
from ..core.errors import GeneratorError
from ..model import ID_RE
from ..core.suggest import did_you_mean

SCAFFOLDS = PACKAGE_ROOT / "templates" / "scaffold"
TEMPLATES = {"cards": "a card game: a deck from a CSV, a setup table, rulebook and quick reference",
             "roll-and-write": "a roll-and-write: a score pad of scored boxes and a round track, printed 4 to a page",
             "wargame": "a hex-and-counter wargame: a hex map with terrain and a river, counters from a CSV, "
                        "a combat table"}
TEXT_SUFFIXES = {".yaml", ".py", ".csv", ".md", ".j2", ".css"}


class ScaffoldError(GeneratorError):
    """`pnp new` cannot create the game as asked."""


@dataclass(frozen=True)
class NewGame:
    """Where `pnp new` put things."""

    project: Path
    game: Path
    created_project: bool


def title_of(game_id: str) -> str:
    return " ".join(part.capitalize() for part in game_id.replace("_", "-").split("-") if part)


def new_game(name: str, where: Path, template: str = "cards") -> NewGame:
    """Create game `name` under `where`: inside its content/ if `where` is a project, straight inside `where` if
    it is a folder of games (content/ itself, or one holding game folders), else in a new project."""
    if template not in TEMPLATES:
        listed = "templates: " + "; ".join(f"{k} ({v})" for k, v in TEMPLATES.items())
        near = did_you_mean(template, TEMPLATES)
        raise ScaffoldError(f"unknown template '{template}'", f"{near} {listed}" if near else listed)
    if not ID_RE.match(name):
        raise ScaffoldError(f"'{name}' is not a valid game id",
                            "use lower-case letters, digits and dashes, starting with a letter or digit, "
                            "e.g. pnp new river-traders")
    where = where.resolve()
    if (where / "content").is_dir():
        project, created = where, False
    elif where.is_dir() and (where.name == "content" or game_folders(where)):
        # a folder of game folders (a project's content/, or any folder `--content` points at): the game goes
        # straight into it, beside the others
        return _copy_template(name, where, template, where.parent, created=False)
    else:
        project, created = where / name, True
        if project.exists():
            raise ScaffoldError(f"{project} already exists; pnp new never overwrites a folder",
                                "choose another name, or pass --dir to create it somewhere else")
    return _copy_template(name, project / "content", template, project, created)


def _copy_template(name: str, content: Path, template: str, project: Path, created: bool) -> NewGame:
    """Copy the template into content/<name>, named and dated; the project's .gitignore when it is new."""
    if content.is_dir() and name in game_folders(content):
        raise ScaffoldError(f"a game '{name}' already exists in {content}",
                            "game ids must be unique in a project: choose another name")
    target = content / name
    if target.exists():
        raise ScaffoldError(f"{target} already exists; pnp new never overwrites a folder")
    today = datetime.date.today().isoformat()  # authoring time: the game's first edition date
    shutil.copytree(SCAFFOLDS / template, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in sorted(target.rglob("*")):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            text = path.read_text(encoding="utf-8")
            text = text.replace("__GAME_ID__", name).replace("__GAME_TITLE__", title_of(name))
            path.write_text(text.replace("__TODAY__", today), encoding="utf-8")
    if created:
        (project / ".gitignore").write_text("output/\n__pycache__/\n", encoding="utf-8")
    return NewGame(project=project, game=target, created_project=created)
