"""Check stage: run every registered check family over a loaded game."""
from __future__ import annotations

from ..load import LoadedGame
from . import (board_fit, boards, components, dice, documents, examples, fit, glyphs, grids, icons,  # noqa: F401
               id_names, invariants, layout_geometry, layout_templates, layouts, list_columns, list_counts,
               list_numbers, maps, misspelled, note_counts, pads, players, preflight, printed_icons, prose, references,
               rolls, steps, stickers, sums, tables, tokens)  # (each registers its family)
from .findings import RULES, Context, Finding
from .registry import FAMILIES
from .waivers import apply_waivers

__all__ = ["check_game", "Finding", "RULES", "FAMILIES"]


def check_game(loaded: LoadedGame, strict: bool = False) -> list[Finding]:
    """All findings for one game, waivers applied, in file and line order (`strict`: TXT006 too)."""
    ctx = Context(loaded, strict=strict)
    with loaded.engine.calls.session():   # one time limit, Ctrl-C handler and stdout redirect for every call
        for run in FAMILIES.values():
            run(ctx)
    unique: dict[tuple, Finding] = {}
    for f in apply_waivers(ctx):   # the same finding twice is shown once, as first found (its first subject)
        unique.setdefault((f.rule, f.loc, f.message), f)
    return sorted(unique.values(), key=Finding.sort_key)
