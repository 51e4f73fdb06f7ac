"""Import a game's engine.py and describe what it declares."""
from __future__ import annotations

import importlib.util
import inspect
import linecache
import marshal
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from ..engine import INVARIANT_MARK, RULE_MARK, InvariantInfo
from ..core.errors import Loc, Problem
from ..core.signatures import signature
from .engine_calls import DEFAULT_TIMEOUT, EngineCalls, EngineFault, engine_line

try:   # hashlib's blake2b is this same function; importing hashlib also loads OpenSSL (about 2 ms at every start)
    from _blake2 import blake2b as _blake2b
except ImportError:   # a Python built without it: hashlib's
    from hashlib import blake2b as _blake2b


@dataclass(frozen=True)
class Engine:
    """A loaded engine model: its rules, setup and invariants, each with a location."""

    file: str
    players: Optional[tuple[int, int]]
    rules: dict[str, Callable[..., Any]] = field(default_factory=dict)
    invariants: tuple[tuple[str, Callable[..., Any], InvariantInfo], ...] = ()
    setup: Optional[Callable[..., Any]] = None
    module: Any = None
    real_path: str = ""
    calls: EngineCalls = field(default_factory=lambda: EngineCalls("engine.py", ""))

    def loc_of(self, func: Callable[..., Any]) -> Loc:
        """The line of the function's `def` (co_firstlineno points at its first decorator)."""
        line = func.__code__.co_firstlineno
        for offset in range(0, 50):
            text = linecache.getline(func.__code__.co_filename, line + offset).lstrip()
            if text.startswith(("def ", "async def ")):
                return Loc(self.file, line + offset, 1)
            if not text:
                break
        return Loc(self.file, line, 1)

    def takes(self, func: Callable[..., Any], name: str) -> bool:
        try:
            return name in signature(func).parameters
        except (TypeError, ValueError):
            return False


def error_loc(exc: BaseException, real_path: str, shown: str) -> Loc:
    """The deepest traceback frame inside the engine file, as a location."""
    return engine_line(exc, real_path, shown)


def load_engine(path: Path, game_id: str, shown: str,
                timeout: float = DEFAULT_TIMEOUT) -> tuple[Optional[Engine], list[Problem]]:
    """Import engine.py under a private module name, under control; a broken file is a problem, not a crash."""
    if not path.is_file():
        return None, [Problem("FILE001", Loc(shown, 1, 1), "the game has no engine.py",
                              "create engine.py with PLAYERS and the rules the tables use (see docs/content-format.md)")]
    try:
        source = path.read_bytes()
    except OSError as exc:
        return None, [Problem("FILE001", Loc(shown, 1, 1), f"cannot read engine.py: {exc.strerror}")]
    try:
        code = engine_code(source, path)
    except SyntaxError as exc:
        return None, [Problem("ENG000", Loc(shown, exc.lineno or 1, exc.offset or 1),
                              f"engine.py has a syntax error: {exc.msg}")]
    except ValueError as exc:   # e.g. a NUL byte in the source
        return None, [Problem("ENG000", Loc(shown, 1, 1), f"engine.py cannot be compiled: {exc}")]
    name = "pnp_engine_" + game_id.replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None   # a path ending in .py always has one
    module = importlib.util.module_from_spec(spec)
    calls = EngineCalls(shown, str(path), timeout)
    sys.modules[name] = module
    try:
        calls.run("engine.py (at import)", exec, code, module.__dict__)
    except EngineFault as fault:
        sys.modules.pop(name, None)
        return None, [Problem("ENG000", fault.loc, fault.what,
                              "engine.py runs when pnp loads the game: it must finish quickly and not exit")]
    calls.module = module   # what a time-out rebinds, so a rule that timed out is not run again (engine_calls)
    problems: list[Problem] = []
    players = getattr(module, "PLAYERS", None)
    if players is not None and not (isinstance(players, tuple) and len(players) == 2
                                    and all(type(p) is int for p in players)):
        problems.append(Problem("ENG000", Loc(shown, 1, 1), f"PLAYERS must be a (low, high) tuple, not {players!r}"))
        players = None
    members = dict(vars(module))
    rules = {n: f for n, f in members.items() if callable(f) and _marked(f, RULE_MARK) is True}
    invariants = tuple((n, f, _marked(f, INVARIANT_MARK)) for n, f in members.items()
                       if callable(f) and isinstance(_marked(f, INVARIANT_MARK), InvariantInfo))
    setup = members.get("setup")
    engine = Engine(file=shown, players=players, rules=rules, invariants=invariants,
                    setup=setup if callable(setup) else None, module=module, real_path=str(path), calls=calls)
    return engine, problems


def _cache_file(path: Path) -> Path:
    return path.parent / "__pycache__" / f"{path.stem}.pnp-{sys.implementation.cache_tag}.pyc"


def engine_code(source: bytes, path: Path) -> Any:
    """engine.py compiled, through a bytecode cache beside it as Python keeps one for any module.

    Compiling an engine costs a check about a tenth of its time, every run. The cache file in the game's
    `__pycache__/` holds the interpreter's magic number, a digest of the source and its path, and the code:
    it is used only when all three match, so an edit that keeps the file's size and modification time (two
    saves within one second) is still compiled afresh, unlike a timestamp .pyc. It is not written when
    Python writes no bytecode (PYTHONDONTWRITEBYTECODE, -B) or the folder is read-only; every pnp file that
    hashes or watches a game skips `__pycache__/`.
    """
    stamp = importlib.util.MAGIC_NUMBER + _blake2b(str(path).encode("utf-8", "surrogatepass") + b"\0"
                                                          + source, digest_size=16).digest()
    cache = _cache_file(path)
    try:
        data = cache.read_bytes()
        if data[:len(stamp)] == stamp:
            return marshal.loads(data[len(stamp):])
    except (OSError, ValueError, EOFError, TypeError):
        pass   # no cache, or one that cannot be read: compile
    code = compile(source, str(path), "exec", dont_inherit=True)
    if not sys.dont_write_bytecode:
        _write_cache(cache, stamp + marshal.dumps(code))
    return code


def _write_cache(cache: Path, data: bytes) -> None:
    """Write the cache whole or not at all (a temporary file renamed into place); any failure is ignored."""
    tmp = cache.with_name(f"{cache.name}.{os.getpid()}.tmp")
    try:
        cache.parent.mkdir(exist_ok=True)
        tmp.write_bytes(data)
        os.replace(tmp, cache)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass


def _marked(func: Any, mark: str) -> Any:
    """A pnp mark on an engine object, without running the engine's own __getattr__ tricks."""
    try:
        return inspect.getattr_static(func, mark, None)
    except Exception:  # an object whose type lookups fail is simply not a rule
        return None
