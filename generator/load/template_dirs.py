"""Where document and layout templates are looked up, without Jinja2: every build's plan of what a document reads
(render/document_reads.py) needs the search path, not the template engine (load/templating.py, which imports
Jinja2, about 30 ms)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from .discover import PACKAGE_ROOT

TEMPLATES_DIR = PACKAGE_ROOT / "templates"


def template_dirs(game_folder: Optional[Path]) -> list[Path]:
    """The search path: the game's templates/, the project's templates/, pnp's templates/."""
    dirs: list[Path] = []
    if game_folder is not None:
        game_folder = Path(game_folder).resolve()
        dirs += [game_folder / "templates", game_folder.parent.parent / "templates"]
    dirs.append(TEMPLATES_DIR)
    unique: list[Path] = []
    for d in dirs:
        if d.is_dir() and d.resolve() not in unique:
            unique.append(d.resolve())
    return unique
