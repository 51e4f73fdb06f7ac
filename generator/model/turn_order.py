"""Which name set is the game's order of play: what `figure("turn")` draws when no `steps=` names one."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def turn_set(names: Mapping[str, Any]) -> str:
    """'phases' when the game has it; else its one name set whose id ends in 'steps' or 'phases' ('turn-steps',
    'round-phases'); else 'phases' (which the game then lacks, for the check to say)."""
    if "phases" in names:
        return "phases"
    ordered = [key for key in names if key.endswith(("steps", "phases"))]
    return ordered[0] if len(ordered) == 1 else "phases"
