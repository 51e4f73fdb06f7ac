"""The registry of check families: each is a named function over a Context."""
from __future__ import annotations

from typing import Callable

from ..core.registry import Registry
from .findings import Context

Family = Callable[[Context], None]
FAMILIES: Registry[Family] = Registry("check family")
family = FAMILIES.register
