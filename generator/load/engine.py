"""Import a game's engine.py and describe what it declares."""
from __future__ import annotations

import importlib.util
import inspect
import linecache
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from ..engine import INVARIANT_MARK, RULE_MARK, InvariantInfo
from ..errors import Loc, Problem


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
            return name in inspect.signature(func).parameters
        except (TypeError, ValueError):
            return False


def error_loc(exc: BaseException, real_path: str, shown: str) -> Loc:
    """The deepest traceback frame inside the engine file, as a location."""
    line = 1
    for frame in traceback.extract_tb(exc.__traceback__):
        if Path(frame.filename).resolve() == Path(real_path).resolve():
            line = frame.lineno or 1
    return Loc(shown, line, 1)


def load_engine(path: Path, game_id: str, shown: str) -> tuple[Optional[Engine], list[Problem]]:
    """Import engine.py under a private module name; a broken file is a problem, not a crash."""
    if not path.is_file():
        return None, [Problem("FILE001", Loc(shown, 1, 1), "the game has no engine.py",
                              "create engine.py with PLAYERS and the rules the tables use (see docs/content-format.md)")]
    name = "pnp_engine_" + game_id.replace("-", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except SyntaxError as exc:
        sys.modules.pop(name, None)
        return None, [Problem("ENG000", Loc(shown, exc.lineno or 1, exc.offset or 1),
                              f"engine.py has a syntax error: {exc.msg}")]
    except Exception as exc:  # the engine is user code: any failure is reported, not raised
        sys.modules.pop(name, None)
        return None, [Problem("ENG000", error_loc(exc, str(path), shown),
                              f"engine.py failed to import: {type(exc).__name__}: {exc}")]
    problems: list[Problem] = []
    players = getattr(module, "PLAYERS", None)
    if players is not None and not (isinstance(players, tuple) and len(players) == 2
                                    and all(isinstance(p, int) for p in players)):
        problems.append(Problem("ENG000", Loc(shown, 1, 1), f"PLAYERS must be a (low, high) tuple, not {players!r}"))
        players = None
    rules = {n: f for n, f in vars(module).items() if callable(f) and getattr(f, RULE_MARK, False)}
    invariants = tuple((n, f, getattr(f, INVARIANT_MARK)) for n, f in vars(module).items()
                       if callable(f) and isinstance(getattr(f, INVARIANT_MARK, None), InvariantInfo))
    setup = getattr(module, "setup", None)
    engine = Engine(file=shown, players=players, rules=rules, invariants=invariants,
                    setup=setup if callable(setup) else None, module=module, real_path=str(path))
    return engine, problems
