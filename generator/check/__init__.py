"""Check stage: run every registered check family over a loaded game."""
from __future__ import annotations

from ..load import LoadedGame
from . import (boards, components, dice, documents, examples, icons, invariants, layouts, maps,  # noqa: F401
               players, references, tables, tokens)  # (each module registers its family)
from .findings import RULES, Context, Finding
from .registry import FAMILIES
from .waivers import apply_waivers

__all__ = ["check_game", "Finding", "RULES", "FAMILIES"]


def check_game(loaded: LoadedGame) -> list[Finding]:
    """All findings for one game, waivers applied, in file and line order."""
    ctx = Context(loaded)
    for run in FAMILIES.values():
        run(ctx)
    unique = {(f.rule, f.loc, f.message): f for f in apply_waivers(ctx)}
    return sorted(unique.values(), key=Finding.sort_key)
