"""The methods `dataclass()` writes, compiled once and kept beside pnp's bytecode.

`dataclasses.dataclass` writes the source of each class's methods (`__init__`, `__repr__`, `__eq__`,
`__hash__` and, for a frozen class, `__setattr__` and `__delattr__`) and compiles it with `exec` every time
the class is defined: for pnp's hundred-odd model classes about 580 small functions, about 45 ms of CPU at
each start, a third of the imports of `pnp check`. The source depends only on the class (its fields, their
defaults' names, the options), so the same text compiles to the same code in every run.

`install()` gives the dataclasses module an `exec` of its own that compiles a text only the first time it is
seen and keeps the code objects in one file under generator/__pycache__ (beside Python's own .pyc files, in
Python's marshal format, for this Python only); the next process reads that file once and runs the code
objects. What the classes get is exactly what `dataclass()` makes: the same text, compiled the same way
(`exec` of a text compiles it as `compile(text, "<string>", "exec")`); the text is the key, so an edited
class misses and is compiled again. Nothing is written where Python would write no bytecode
(PYTHONDONTWRITEBYTECODE, no cache tag) or cannot (a read-only install); an unreadable or stale file is
ignored. A Python whose dataclasses module compiles another way leaves the hook unused: no speed-up, nothing
else changes.
"""
from __future__ import annotations

import builtins
import sys
from types import CodeType
from typing import Any, Optional

_CODE: dict[str, CodeType] = {}   # a method's source -> its code
_USED: set[str] = set()            # the sources this process compiled or ran


class _State:
    path = ""      # the file (set by install)
    new = False    # whether this process compiled a text the file does not hold


_STATE = _State()
_KEEP = 4000   # past this many kept sources (old edits of classes), only the ones this process used are kept


def install() -> None:
    """Hook dataclasses' compiling (once per process), reading the methods compiled by earlier runs."""
    import dataclasses

    if _STATE.path or "exec" in vars(dataclasses):   # installed already, or someone else's hook: leave it
        return
    path = cache_path()
    if path is None:
        return
    _STATE.path = path
    _CODE.update(_read(path))
    dataclasses.exec = _exec   # type: ignore[attr-defined]   # found before the builtin by dataclasses' own calls
    import atexit

    atexit.register(save)


def cache_path() -> Optional[str]:
    """Where the compiled methods are kept: generator/__pycache__/dataclass-methods.<tag>.marshal (under
    sys.pycache_prefix when set, as Python's .pyc files are); None when Python keeps no bytecode cache."""
    from importlib.util import cache_from_source

    if sys.implementation.cache_tag is None:
        return None
    here = __file__.rsplit("core", 1)[0]   # the generator package's folder, with its separator
    try:
        pyc = cache_from_source(f"{here}dataclass-methods.py")
    except (NotImplementedError, ValueError):
        return None
    return pyc[:-len(".pyc")] + ".marshal" if pyc.endswith(".pyc") else None


def _header() -> bytes:
    from importlib.util import MAGIC_NUMBER

    return b"pnp-dataclass-methods\0" + MAGIC_NUMBER   # marshal's format of code changes with Python's version


def _read(path: str) -> dict[str, CodeType]:
    import marshal

    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return {}
    head = _header()
    if not data.startswith(head):
        return {}
    try:
        got = marshal.loads(data[len(head):])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(got, dict):
        return {}
    return {k: v for k, v in got.items() if isinstance(k, str) and isinstance(v, CodeType)}


def _exec(source: Any, globals: Optional[dict] = None, locals: Optional[dict] = None) -> None:
    """`exec` for the dataclasses module: a text is compiled once, then its code is run as exec would run it."""
    if type(source) is str:
        code = _CODE.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _CODE[source] = code
            _STATE.new = True
        _USED.add(source)
        source = code
    builtins.exec(source, globals, locals)


def save() -> None:
    """Write the compiled methods when this process compiled any (at exit); quietly nothing when the folder
    cannot be written, as with Python's own bytecode."""
    import marshal
    import os

    path = _STATE.path
    if not path or not _STATE.new or sys.dont_write_bytecode:
        return
    kept = _CODE if len(_CODE) <= _KEEP else {k: v for k, v in _CODE.items() if k in _USED}
    temp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(temp, "wb") as f:
            f.write(_header() + marshal.dumps(kept))
        os.replace(temp, path)   # a reader sees the old file or the new one, never half of one
    except OSError:
        try:
            os.remove(temp)
        except OSError:
            pass
        return
    _STATE.new = False
