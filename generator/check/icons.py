"""Icons: every icon file in the game's icons/ can be used, so `pnp check` catches a bad one before a build.

SVG icons are scanned for what pnp cannot draw or would have to fetch (SVG001), a .png must be a PNG
(ICO001), a .yaml icon must parse (YAML001 at its line), and a picture in a format pnp does not read is a
warning (ICO002): it is not an icon.
"""
from __future__ import annotations

from ..core.errors import Loc
from ..load import shown_path
from ..load.icon_pictures import ICON_SUFFIXES, OTHER_PICTURES, png_problem
from ..load.svg_icons import svg_problems
from .catalogue import declare
from .findings import Context
from .registry import family

declare("SVG001", family="icons", severity="error", title="an SVG icon is not valid SVG or uses what pnp cannot draw")
declare("ICO001", family="icons", severity="error", title="a .png icon is not a PNG picture")
declare("ICO002", family="icons", severity="warning",
        title="a picture in icons/ is in a format pnp does not read as an icon")
declare("ICO005", family="icons", severity="error", title="a vector icon's YAML file does not parse")


def _yaml_icon_problems(path, sources):
    """A vector icon's YAML that does not parse, at its line and column (the build stops at it when it draws the
    icon; the icon glossary would otherwise be told the icon has no meaning). Read by libyaml first: only a file
    that fails is parsed again for its place."""
    import yaml

    from ..load.documents import _read_yaml
    from ..load.yaml import parse_yaml

    try:
        _read_yaml(path, sources)
        return []
    except UnicodeDecodeError:
        return []   # the card pipeline reports an unreadable icon with its own message
    except yaml.YAMLError:
        return parse_yaml(sources.read_text(path, encoding="utf-8"), shown_path(path))[2]


@family("icons")
def check_icons(ctx: Context) -> None:
    folder = ctx.loaded.folder / "icons"
    if not folder.is_dir():
        return
    for path in sorted(folder.iterdir()):
        suffix = path.suffix.lower()
        if path.name.startswith(("_", ".")) or not path.is_file():
            continue
        if suffix in (".svg", ".yaml", ".png") and not ctx.loaded.sources.is_file(path):
            continue   # come since the load: the next run reads it
        if suffix == ".svg":
            problems = svg_problems(path, shown_path(path), ctx.loaded.sources.get(path))
        elif suffix == ".png":
            problems = [p for p in [png_problem(path, shown_path(path), ctx.loaded.sources.get(path))] if p is not None]
        elif suffix == ".yaml":
            problems = _yaml_icon_problems(path, ctx.loaded.sources)
        else:
            if suffix in OTHER_PICTURES:
                ctx.report("ICO002", Loc(shown_path(path), 1, 1), f"icons/{path.name} is not used: pnp reads icons "
                           f"as {', '.join(ICON_SUFFIXES)} files", subject=f"icon/{path.name}",
                           hint=f"export it as icons/{path.stem}.svg (vector) or icons/{path.stem}.png")
            continue
        for problem in problems:
            ctx.report("ICO005" if problem.rule == "YAML001" else problem.rule, problem.loc, f"icon '{path.stem}': {problem.message}", hint=problem.hint,
                       subject=f"icon/{path.stem}")
