"""The registry of check families: each is a named function over a Context."""
from __future__ import annotations

from typing import Callable

from .findings import Context

Family = Callable[[Context], None]
FAMILIES: dict[str, Family] = {}


def family(name: str) -> Callable[[Family], Family]:
    """Register a check family under a unique name; built-in families register the same way."""

    def register(func: Family) -> Family:
        if name in FAMILIES:
            raise ValueError(f"check family '{name}' is registered twice")
        FAMILIES[name] = func
        return func

    return register
