"""The build pipeline: load -> check -> render -> write, one game at a time."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .check import check_game
from .check.findings import Finding
from .errors import CheckFailed
from .load import load_game
from .render import BuildOptions, RenderJob, load_builtin_renderers
from .write import OutputWriter, content_hash


@dataclass(frozen=True)
class BuildResult:
    """What one game's build produced."""

    game: str
    manifest: Path
    findings: tuple[Finding, ...]
    checked: bool


def build_game(folder: Path, out_root: Path, options: BuildOptions, *, run_check: bool = True) -> BuildResult:
    """Build one game; errors in the check stop it before a byte is written."""
    loaded = load_game(folder)
    findings = check_game(loaded) if run_check else []
    errors = [f for f in findings if f.severity == "error"]
    if errors:
        from .report import as_text

        raise CheckFailed(f"{loaded.game.id}: the check found {len(errors)} error(s); nothing was written\n"
                          + as_text([loaded.game.id], errors),
                          "fix the content (see docs/checks.md), or build with --no-check to print anyway")
    writer = OutputWriter(out_root, loaded.game.id)
    try:
        job = RenderJob(loaded, options, writer)
        for render in load_builtin_renderers().values():
            render(job)
        header = {"game": loaded.game.id, "title": loaded.game.title, "version": loaded.game.version,
                  "content_hash": content_hash(folder), "checked": run_check, "paper": options.paper}
        manifest = writer.commit(header)
    except BaseException:
        writer.abort()
        raise
    return BuildResult(loaded.game.id, manifest, tuple(findings), run_check)
