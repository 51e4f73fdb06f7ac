"""Icons: every SVG icon in the game's icons/ can be drawn, so `pnp check` catches it before a build."""
from __future__ import annotations

from ..load import shown_path
from ..load.svg_icons import svg_problems
from .findings import Context
from .registry import family


@family("icons")
def check_icons(ctx: Context) -> None:
    folder = ctx.loaded.folder / "icons"
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.svg")):
        if path.name.startswith(("_", ".")):
            continue
        for problem in svg_problems(path, shown_path(path)):
            ctx.report("SVG001", problem.loc, f"icon '{path.stem}': {problem.message}", hint=problem.hint,
                       subject=f"icon/{path.stem}")
