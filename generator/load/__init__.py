"""Load stage: a game folder -> a typed, immutable model, with every problem collected.

The public face of the stage; the parts are:

- game.py: the whole load of one folder (load_game, LoadedGame)
- sources.py: the folder's files as the load read them (SourceText, Sources): what check and render read
- yaml.py: YAML with every node's line:col; csv.py: card decks with row lines
- schema.py: typed dataclasses built from parsed data, unknown keys and wrong types located
- engine.py: imports a game's engine.py and collects its rules and invariants
- layout.py, layout_values.py: card and board layouts (their elements, units and expressions)
- discover.py: finding the project and its games from where pnp runs
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import LoadedGame, load_game, read_text, shown_path

__all__ = ["LoadedGame", "load_game", "read_text", "shown_path"]


def __getattr__(name: str) -> Any:
    """The stage's face, imported on first use: finding the project (discover.py) or a remembered check
    (check_cache.py) must not pay for the model and the YAML reader."""
    if name in __all__:
        from . import game

        return getattr(game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
