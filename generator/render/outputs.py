"""The files a build of a game writes, known from its data alone before anything is rendered.

`pnp list` shows them and the rulebook's "print and gather" list names them (render/documents/print_list.py);
each renderer writes these names through its job's writer.
"""
from __future__ import annotations

from ..load import LoadedGame


def planned_outputs(loaded: LoadedGame) -> list[str]:
    """The files a build of this game writes (exports aside), from its data alone: the gallery's pictures under
    gallery/, named by what the other files hold, are not listed one by one."""
    game, folder = loaded.game, loaded.folder
    files = [f"cards-{d.id}.pdf" for d in game.decks] + [f"cards-{d.id}-backs.pdf" for d in game.decks]
    files += [name for name, present in (("boards.pdf", game.boards), ("pads.pdf", game.pads),
                                         ("tokens.pdf", game.tokens),
                                         ("map.pdf", game.maps), ("grids.pdf", game.grids), ("rulebook.pdf", (folder / "rulebook.md").is_file()),
                                         ("quickref.pdf", (folder / "quickref.md").is_file())) if present]
    return files + ["report.html", "index.html"]
