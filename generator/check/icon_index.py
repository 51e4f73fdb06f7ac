"""The icons a game may name (its own and pnp's, with their aliases), listed once per check run."""
from __future__ import annotations

from pathlib import Path

from ..load.documents import icon_aliases, icon_files
from .findings import Context


def icon_index(ctx: Context) -> tuple[dict[str, Path], dict[str, str]]:
    """(code -> icon file, alias -> code): the documents and token checks both ask, and listing the
    icon folders resolves every file's path."""
    if "icons" not in ctx.memo:
        files = icon_files(ctx.loaded.folder)
        ctx.memo["icons"] = (files, icon_aliases(ctx.loaded.folder, files, ctx.loaded.sources))
    return ctx.memo["icons"]
