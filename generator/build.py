"""The build pipeline: load -> check -> render -> write, one game at a time."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from .check import check_game
from .check.findings import Finding
from .errors import CheckFailed
from .load import LoadedGame, load_game
from .model.supply import supply_lines
from .render import BuildOptions, RenderJob, load_builtin_renderers
from .write import OutputWriter, content_hash


@dataclass(frozen=True)
class BuildResult:
    """What one game's build produced."""

    game: str
    manifest: Path
    findings: tuple[Finding, ...]
    checked: bool


def with_preset(loaded: LoadedGame, options: BuildOptions) -> tuple[LoadedGame, BuildOptions]:
    """Apply the print-shop preset (--preset, else game.yaml's print: preset): decks resized, its files asked for."""
    name, where = options.preset, "--preset"
    if name is None and loaded.game.print.preset is not None:
        name, where = loaded.game.print.preset, f"{loaded.game.where('print', 'preset')}: print: preset"
    if name is None:
        return loaded, options
    from .render.exports.shops import apply_preset, find_shop

    shop = find_shop(name, where)
    exports = options.exports + (("png",) if shop.files == "png" and "png" not in options.exports else ())
    return (dataclasses.replace(loaded, game=apply_preset(loaded.game, shop)),
            dataclasses.replace(options, preset=shop.id, exports=exports))


# The documents come last, the rulebook after the quick reference: its "What to print and gather"
# reads the pages of every other file this build wrote (render/documents/print_list.py).
LAST = ("quickref", "rulebook")


def in_build_order(names: list[str], values: list) -> list[tuple[str, Any]]:
    """Renderers in registration order, except that LAST run last, in that order, however the modules
    happened to be imported."""
    pairs = list(zip(names, values))
    return [p for p in pairs if p[0] not in LAST] + sorted((p for p in pairs if p[0] in LAST),
                                                              key=lambda p: LAST.index(p[0]))


def build_game(folder: Path, out_root: Path, options: BuildOptions, *, run_check: bool = True,
               on_step: Optional[Callable[[str], None]] = None) -> BuildResult:
    """Build one game; errors in the check stop it before a byte is written.

    on_step, when given, is called with each stage's name as it starts (for progress bars).
    """
    step = on_step or (lambda name: None)
    step("check" if run_check else "load")
    loaded = load_game(folder)
    findings = check_game(loaded) if run_check else []
    errors = [f for f in findings if f.severity == "error"]
    if errors:
        from .report import as_text

        raise CheckFailed(f"{loaded.game.id}: the check found {len(errors)} error(s); nothing was written\n"
                          + as_text([loaded.game.id], errors),
                          "fix the content (see docs/checks.md), or build with --no-check to print anyway")
    loaded, options = with_preset(loaded, options)
    writer = OutputWriter(out_root, loaded.game.id)
    try:
        job = RenderJob(loaded, options, writer)
        renderers = load_builtin_renderers()
        for name, render in in_build_order(renderers.names(), renderers.values()):
            step(name)
            render(job)
        step("write")
        header = {"game": loaded.game.id, "title": loaded.game.title, "version": loaded.game.version,
                  "content_hash": content_hash(folder), "checked": run_check, "paper": options.paper, "preset": options.preset,
                  "inventory": [line.as_manifest() for line in supply_lines(
                      loaded.game, loaded.engine.setup, has_rulebook=(folder / "rulebook.md").is_file())]}
        manifest = writer.commit(header)
    except BaseException:
        writer.abort()
        raise
    return BuildResult(loaded.game.id, manifest, tuple(findings), run_check)
