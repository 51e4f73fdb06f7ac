"""Whether the arguments the content writes for an engine rule fit the rule's parameters, judged before the call:
a misspelt argument name is the content's mistake, shown at the content's line, not an exception in engine.py."""
from __future__ import annotations

import inspect
from typing import Any, Callable, Optional

from ..core.signatures import signature
from .names import did_you_mean

_NAMED = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
_ANY = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)




def argument_problem(func: Callable[..., Any], args: tuple, kwargs: dict[str, Any]
                     ) -> Optional[tuple[str, str, Optional[str]]]:
    """None when func(*args, **kwargs) binds; else (what is wrong, what to do, the argument name it is about)."""
    try:
        sig = signature(func)
    except (TypeError, ValueError):   # a builtin or a callable without a signature: the call itself will tell
        return None
    try:
        sig.bind(*args, **kwargs)
        return None
    except TypeError as exc:
        why = str(exc)
    name = getattr(func, "__name__", type(func).__name__)   # a functools.partial has no name of its own
    params = sig.parameters.values()
    named = [p.name for p in params if p.kind in _NAMED]
    if not any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params):
        for key in kwargs:
            if key not in named:
                hint = did_you_mean(key, named) or (f"{name}() takes: {', '.join(named)}" if named
                                                    else f"{name}() takes no arguments: remove args")
                return f"{name}() has no parameter '{key}'", hint, key
    takes = f"{name}() takes: " + (", ".join(p.name for p in params if p.kind not in _ANY) or "no arguments")
    try:
        bound = sig.bind_partial(*args, **kwargs)
    except TypeError:
        return f"{name}(): {why}", takes, None
    missing = [p.name for p in params if p.kind in _NAMED and p.default is p.empty and p.name not in bound.arguments]
    if missing:
        return (f"{name}() needs {', '.join(repr(m) for m in missing)}, which the content does not give",
                f"add {missing[0]}: <value> to its args", None)
    return f"{name}(): {why}", takes, None   # a parameter only a place fills (`roll, /`), left out
