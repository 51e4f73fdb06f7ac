"""inspect.signature of a function, read once per function for the whole process.

The checker asks for the parameters of the same engine rules again and again (every table, fact and rate reading
asks for each rule's: about 1,800 readings in a check of the four shipped games, each a fresh walk of the function's
code object); a signature never changes for one function object, so it is read once. It raises as
inspect.signature raises (TypeError, ValueError), and an unhashable callable is read each time.
"""
from __future__ import annotations

import inspect
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=2048)
def _cached(func: Any) -> inspect.Signature:
    return inspect.signature(func)


def signature(func: Any) -> inspect.Signature:
    """inspect.signature(func), remembered per function object."""
    try:
        hash(func)
    except TypeError:
        return inspect.signature(func)
    return _cached(func)
