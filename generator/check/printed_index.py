"""The index of printed text, assembled: Markdown documents, game.yaml strings, CSV cells and layout text."""
from __future__ import annotations

from typing import Any

from ..load import LoadedGame
from ..load.documents import DOCUMENTS, document_path
from .printed import Passage, markdown_passages, yaml_passages
from .printed_cells import csv_passages, layout_passages


def passages_of(ctx: Any) -> list[Passage]:
    """The printed passages of a check run's game, read once per run."""
    if "passages" not in ctx.memo:
        ctx.memo["passages"] = printed_passages(ctx.loaded)
    return ctx.memo["passages"]


def yaml_lines(ctx: Any) -> list[str]:
    """game.yaml's lines as written (to place a finding inside a string), read once per run; none if unreadable."""
    if "yaml lines" not in ctx.memo:
        try:
            lines = ctx.loaded.sources.read_text(ctx.loaded.folder / "game.yaml", encoding="utf-8-sig").splitlines()
        except (OSError, UnicodeDecodeError):
            lines = []
        ctx.memo["yaml lines"] = lines
    return ctx.memo["yaml lines"]


def printed_passages(loaded: LoadedGame) -> list[Passage]:
    """Every printed string of the game, in file order."""
    out: list[Passage] = []
    for name in DOCUMENTS:
        path = document_path(loaded.folder, name)
        if not loaded.sources.is_file(path):
            continue
        try:
            text = loaded.sources.read_text(path, encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            continue
        out.extend(markdown_passages(text, f"{loaded.game.root}/{name}.md", name))
    out.extend(yaml_passages(loaded))
    out.extend(csv_passages(loaded))
    out.extend(layout_passages(loaded))
    return out
