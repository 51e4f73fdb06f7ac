"""Check stage: run every registered check family over a loaded game."""
from __future__ import annotations

import importlib
import pkgutil

from ..load import LoadedGame
from . import catalogue
from .findings import RULES, Context, Finding
from .registry import FAMILIES
from .waivers import apply_waivers

# Every module of the package, in name order: each registers its family and declares its rules where it reports
# them, so a new module needs no line here, and the rule catalogue is whole before anything reads it.
for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
catalogue.seal()

__all__ = ["check_game", "Finding", "RULES", "FAMILIES"]


def check_game(loaded: LoadedGame, strict: bool = False) -> list[Finding]:
    """All findings for one game, waivers applied, in file and line order (`strict`: TXT006 too)."""
    ctx = Context(loaded, strict=strict)
    with loaded.engine.calls.session():   # one time limit, Ctrl-C handler and stdout redirect for every call
        for name in sorted(FAMILIES):   # by name: which module was imported first never changes the run
            FAMILIES[name](ctx)
    unique: dict[tuple, Finding] = {}
    for f in apply_waivers(ctx):   # the same finding twice is shown once, as first found (its first subject)
        unique.setdefault((f.rule, f.loc, f.message), f)
    return sorted(_one_per_engine_fault(list(unique.values())), key=Finding.sort_key)


def _one_per_engine_fault(findings: list[Finding]) -> list[Finding]:
    """ENG001 once for one exception: calls that raise the same error at the same line of engine.py (a NameError
    in a rule the tables call at every player count) are one finding naming the first call and counting the rest."""
    import dataclasses

    groups: dict[tuple, list[Finding]] = {}
    out: list[Finding] = []
    for f in findings:
        label, raised, error = f.message.partition(" raised ")
        if f.rule != "ENG001" or not raised:
            out.append(f)
            continue
        group = groups.setdefault((f.loc, error), [])
        if not group:
            out.append(f)
        group.append(f)
    for i, f in enumerate(out):
        fault = groups.get((f.loc, f.message.partition(" raised ")[2])) if f.rule == "ENG001" else None
        if fault and len(fault) > 1 and fault[0] is f:
            others = [g.message.partition(" raised ")[0] for g in fault[1:]]
            shown = ", ".join(others[:3]) + (f" and {len(others) - 3} more" if len(others) > 3 else "")
            out[i] = dataclasses.replace(f, message=f"{f.message}; so did {len(others)} more call(s): {shown}")
    return out
