"""Run a game's engine code under control: a time limit per call, every way out caught, its output kept aside.

Engine code is the game's, not pnp's. Every import of engine.py and every
call into it goes through EngineCalls.run(), which turns whatever the code
does into an EngineFault with the engine file's line: an exception, a
`sys.exit()`, `os._exit()`, `os.abort()`, a kill of pnp's own process
(os.kill, os.killpg, signal.raise_signal: the guards below), a
`KeyboardInterrupt` it raises itself, or running longer than
the game's `engine_timeout` (game.yaml, default 10 s). While engine code runs,
what it prints goes to pnp's stderr, so `pnp check --format json` stays JSON.

The time limit is a periodic SIGALRM (main thread only) whose handler raises
EngineTimeout, a BaseException that `except Exception` in the engine cannot
swallow; it keeps firing until the call gives up. Code stuck in C, or that
swallows every BaseException, is stopped by a watchdog thread that reports
the call and ends the process (exit 2) after a grace period; code stuck in
one C call that keeps the GIL, which no Python thread can interrupt, by
faulthandler's timer a second later (exit 1, the stacks printed).
"""
from __future__ import annotations

import faulthandler
import os
import signal
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from types import CodeType
from typing import Any, Callable, Optional

from ..core.errors import Interrupted, Loc

DEFAULT_TIMEOUT = 10.0
TIMEOUT_RANGE = (0.1, 3600.0)


class EngineTimeout(BaseException):
    """Raised inside engine code that ran past its time limit (not an Exception, so it is not swallowed);
    `again` when the code was stopped because it entered a function that already timed out in this run."""

    def __init__(self, again: bool = False) -> None:
        super().__init__()
        self.again = again


class EngineExit(BaseException):
    """Raised in place of os._exit(), os.abort() or a kill of pnp's own process while engine code runs."""

    def __init__(self, call: str) -> None:
        super().__init__(call)
        self.call = call


_REAL: dict[str, Callable[..., Any]] = {"_exit": os._exit, "abort": os.abort, "kill": os.kill, "killpg": os.killpg,
         "raise_signal": signal.raise_signal}
_active = [0]   # sessions open now: the guards act only while engine code may be running


def _guard_exit(status: int = 0) -> None:
    if not _active[0]:
        _REAL["_exit"](status)
    raise EngineExit(f"os._exit({status!r})")


def _guard_abort() -> None:
    if not _active[0]:
        _REAL["abort"]()
    raise EngineExit("os.abort()")


def _own(pid: int) -> bool:
    """pid names pnp's own process or its process group (0, -pgid)."""
    try:
        return pid in (os.getpid(), 0) or pid == -os.getpgrp()
    except Exception:
        return False


def _signal_name(sig: Any) -> str:
    try:
        return signal.Signals(sig).name
    except (ValueError, TypeError):
        return repr(sig)


def _guard_kill(pid: int, sig: int) -> None:
    if _active[0] and _own(pid) and sig != 0:
        raise EngineExit(f"os.kill({pid}, {_signal_name(sig)}) on pnp's own process")
    _REAL["kill"](pid, sig)


def _guard_killpg(pgid: int, sig: int) -> None:
    if _active[0] and pgid in (0, os.getpgrp()) and sig != 0:
        raise EngineExit(f"os.killpg({pgid}, {_signal_name(sig)}) on pnp's own process group")
    _REAL["killpg"](pgid, sig)


def _guard_raise_signal(sig: int) -> None:
    if _active[0]:
        raise EngineExit(f"signal.raise_signal({_signal_name(sig)})")
    _REAL["raise_signal"](sig)


_GUARDS = ((os, "_exit", _guard_exit), (os, "abort", _guard_abort), (os, "kill", _guard_kill),
           (os, "killpg", _guard_killpg), (signal, "raise_signal", _guard_raise_signal))


def _install_guards() -> None:
    """Put the guards in place of the os and signal functions (left there: outside a session they pass through)."""
    for module, name, guard in _GUARDS:
        setattr(module, name, guard)


class EngineFault(Exception):
    """Engine code failed: `what` says how, `loc` is the engine line it was on."""

    def __init__(self, loc: Loc, what: str, rule: str, repeat: bool = False) -> None:
        super().__init__(what)
        self.loc, self.what, self.rule, self.repeat = loc, what, rule, repeat


def engine_line(exc: BaseException, real_path: str, shown: str) -> Loc:
    """The deepest traceback frame inside the engine file, as a location."""
    line, target = 1, Path(real_path).resolve()
    for frame in traceback.extract_tb(exc.__traceback__):
        if frame.filename == real_path or Path(frame.filename).resolve() == target:
            line = frame.lineno or 1
    return Loc(shown, line, 1)


@dataclass
class EngineCalls:
    """The controlled way into one game's engine: run(), inside an optional session()."""

    shown: str
    real_path: str
    timeout: float = DEFAULT_TIMEOUT
    _deadline: float = field(default=0.0, repr=False)
    _label: str = field(default="", repr=False)
    _depth: int = field(default=0, repr=False)
    _timed_out: dict[int, EngineFault] = field(default_factory=dict, repr=False)
    _stuck: set[Any] = field(default_factory=set, repr=False)   # code objects a time-out was spent in
    module: Any = field(default=None, repr=False)               # the engine module, once imported

    def run(self, label: str, func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """func(*args, **kwargs) under control; raises EngineFault for anything the engine does wrong."""
        if id(func) in self._timed_out or getattr(func, "__code__", None) in self._stuck:
            # one time-out per rule and run: a loop must not cost engine_timeout at every call
            raise EngineFault(self.loc_of(func), f"{label} was not run: it timed out before", "ENG002",
                              repeat=True)
        if self._depth == 0:
            with self.session():
                return self.run(label, func, *args, **kwargs)
        self._label, self._deadline = label, time.monotonic() + self.timeout
        caught: Optional[BaseException] = None
        try:
            result = func(*args, **kwargs)
            strange = _not_plain(result)   # judged inside the time limit: a huge result is engine time too
        except Interrupted:
            raise   # Ctrl-C or SIGTERM sent to pnp: not the engine's doing
        except BaseException as exc:  # the engine is the game's code: any failure is reported, never raised
            caught = exc
        finally:
            self._deadline = 0.0
        if caught is None:
            if strange:
                raise EngineFault(self.loc_of(func), f"{label} returned {strange}; engine code must return plain "
                                  "values (numbers, strings, lists, tuples, dicts, True/False, None)", "ENG001")
            return result
        raise self._fault(label, func, caught)

    def _fault(self, label: str, func: Callable[..., Any], exc: BaseException) -> EngineFault:
        loc = engine_line(exc, self.real_path, self.shown)
        if isinstance(exc, EngineTimeout):
            inner = _deepest_function(exc, self.real_path)
            where = f" (it was running {inner})" if inner and inner not in (getattr(func, "__name__", ""),
                                                                               "<module>") else ""
            self._timed_out[id(func)] = EngineFault(loc, f"{label} did not finish within {self.timeout:g} s{where}",
                                                    "ENG002", repeat=exc.again)
            if not exc.again:
                self._stop_calls_into(func, exc)
            return self._timed_out[id(func)]
        if isinstance(exc, EngineExit):
            return EngineFault(loc, f"{label} called {exc.call}; engine code must return, not end pnp", "ENG003")
        if isinstance(exc, SystemExit):
            return EngineFault(loc, f"{label} called sys.exit({self._text(exc.code, repr)}); engine code must "
                               "return, not exit", "ENG003")
        if isinstance(exc, (KeyboardInterrupt, GeneratorExit)):
            return EngineFault(loc, f"{label} raised {type(exc).__name__}; engine code must return a value", "ENG003")
        return EngineFault(loc, f"{label} raised {type(exc).__name__}: {self._text(exc, str)}", "ENG001")

    def _stop_calls_into(self, func: Callable[..., Any], exc: BaseException) -> None:
        """After a time-out: the function called and the engine function the time ran out in are not run
        again in this run. A call of them from engine code (a rule another rule or invariant calls) finds the
        engine's global name bound to a stand-in that stops at once; any other way in (an alias, a closure)
        is stopped at the alarm's next tick. Either way its caller fails as a repeat, reported no more."""
        first = getattr(func, "__code__", None)
        stuck: set[CodeType] = {first} if first is not None else set()
        target = Path(self.real_path).resolve() if self.real_path else None
        for frame, _ in traceback.walk_tb(exc.__traceback__):
            code = frame.f_code
            if target is not None and (code.co_filename == self.real_path or Path(code.co_filename).resolve() == target):
                stuck.add(code)
        stuck = {c for c in stuck if c.co_name != "<module>"}   # the import itself is never called again
        self._stuck |= stuck
        names = vars(self.module) if self.module is not None else {}
        for name, value in list(names.items()):
            if getattr(value, "__code__", None) in stuck:
                names[name] = _timed_out_stand_in(value)

    def _text(self, value: Any, how: Callable[[Any], str]) -> str:
        """str() or repr() of something the engine made, itself time-limited (it may run engine code)."""
        self._deadline = time.monotonic() + min(1.0, self.timeout)
        try:
            text = how(value) if type(value) in _PLAIN or isinstance(value, BaseException) else repr(type(value))
        except BaseException:   # its __str__ raised or looped: say so instead
            text = "(a message that could not be read)"
        finally:
            self._deadline = 0.0
        return text if len(text) <= 300 else text[:297] + "..."

    def loc_of(self, func: Callable[..., Any]) -> Loc:
        """The line of the function's `def` (its code starts at the first decorator)."""
        import linecache

        code = getattr(func, "__code__", None)
        if code is None or code.co_filename != self.real_path:
            return Loc(self.shown, 1, 1)
        line = code.co_firstlineno
        while linecache.getline(self.real_path, line).lstrip().startswith("@"):
            line += 1
        return Loc(self.shown, line, 1)

    def session(self) -> "_Session":
        """Install the alarm, the Ctrl-C handler, the watchdog and the output redirect once for many calls."""
        return _Session(self)

    def where_stuck(self) -> str:
        """The engine line the main thread is on now, for the watchdog's message."""
        ident = threading.main_thread().ident
        frame = sys._current_frames().get(ident) if ident is not None else None
        line, target = 0, Path(self.real_path).resolve()
        while frame is not None:
            if Path(frame.f_code.co_filename).resolve() == target and not line:
                line = frame.f_lineno
            frame = frame.f_back
        return f"{self.shown}:{line or 1}:1"


def _deepest_function(exc: BaseException, real_path: str) -> str:
    """The name of the engine function the deepest traceback frame in the engine file belongs to."""
    name, target = "", Path(real_path).resolve() if real_path else None
    for frame in traceback.extract_tb(exc.__traceback__):
        if target is not None and (frame.filename == real_path or Path(frame.filename).resolve() == target):
            name = frame.name
    return name


def _timed_out_stand_in(func: Callable[..., Any]) -> Callable[..., Any]:
    """What an engine global that timed out is rebound to: a function that stops at once, as a repeat."""
    import functools

    @functools.wraps(func)
    def stand_in(*args: Any, **kwargs: Any) -> Any:
        raise EngineTimeout(again=True)

    return stand_in


_PLAIN = (bool, int, float, str, type(None))
_CONTAINERS = (list, tuple, set, frozenset, dict)


_HUGE = 10 ** 100   # no count, cost or score of a game: an engine's runaway arithmetic


def _not_plain(value: Any, depth: int = 0, budget: Optional[list[int]] = None) -> str:
    """'' when value is plain data pnp can compare and print safely, else what it is ('a Foo object')."""
    budget = budget if budget is not None else [100_000]
    kind = type(value)
    if kind is int and not -_HUGE < value < _HUGE:
        return "a number of more than 100 digits"   # Python refuses to print one of 4,300: a message would stop
    if kind in _PLAIN:
        return ""
    if kind not in _CONTAINERS:
        return f"an object of type {kind.__name__}"
    if depth > 20:
        return "data nested deeper than 20 levels"
    budget[0] -= len(value)
    if budget[0] < 0:
        return "more than 100,000 values"
    items = [x for pair in value.items() for x in pair] if kind is dict else value
    for item in items:
        why = _not_plain(item, depth + 1, budget)
        if why:
            return why
    return ""


class _Session:
    """What EngineCalls.session() returns: a re-entrant context manager."""

    def __init__(self, calls: EngineCalls) -> None:
        self.calls = calls
        self.saved: dict[str, Any] = {}
        self.stop = threading.Event()

    def __enter__(self) -> EngineCalls:
        calls = self.calls
        calls._depth += 1
        if calls._depth > 1:
            return calls
        _active[0] += 1
        _install_guards()
        sys.stdout.flush()
        self.saved["stdout"] = sys.stdout
        sys.stdout = sys.stderr
        try:
            self.saved["fd"] = os.dup(1)
            os.dup2(2, 1)
        except OSError:
            pass
        if threading.current_thread() is threading.main_thread():
            tick = min(0.25, calls.timeout / 4)
            self.saved["alarm"] = signal.signal(signal.SIGALRM, self._on_alarm)
            self.saved["int"] = signal.signal(signal.SIGINT, self._on_interrupt)
            signal.siginterrupt(signal.SIGALRM, False)
            signal.setitimer(signal.ITIMER_REAL, tick, tick)
            self._arm_last_resort()
        threading.Thread(target=self._watch, name="pnp-engine-watchdog", daemon=True).start()
        return calls

    def __exit__(self, *exc: Any) -> None:
        calls = self.calls
        calls._depth -= 1
        if calls._depth > 0:
            return
        _active[0] -= 1
        self.stop.set()
        if "alarm" in self.saved:
            signal.setitimer(signal.ITIMER_REAL, 0)
            faulthandler.cancel_dump_traceback_later()
            # a tick already on its way when the timer stops must not find SIGALRM's default action, which ends
            # the process (pnp watch died of one at Ctrl-C): pnp sets no other alarm, so it is ignored
            previous = self.saved["alarm"]
            signal.signal(signal.SIGALRM, signal.SIG_IGN if previous in (signal.SIG_DFL, None) else previous)
            signal.signal(signal.SIGINT, self.saved["int"])
        sys.stdout.flush()
        if "fd" in self.saved:
            os.dup2(self.saved["fd"], 1)
            os.close(self.saved["fd"])
        sys.stdout = self.saved["stdout"]

    def _arm_last_resort(self) -> None:
        """faulthandler's timer, whose thread needs no GIL, set to end pnp (exit 1, the engine's line at the top of
        the stacks it prints) a second after the watchdog thread would: engine code stuck in one C call that never
        lets the GIL go (`sum(range(10**12))`, a huge power) stops even the watchdog, and ignored Ctrl-C and
        SIGTERM until killed. Set again at every tick of the alarm, so it goes off only once the ticks stop."""
        calls = self.calls
        now = time.monotonic()
        deadline = calls._deadline or now + 0.25 + calls.timeout   # a call that starts before the next tick
        faulthandler.dump_traceback_later(max(0.0, deadline - now) + max(2.0, calls.timeout) + 1.0, exit=True,
                                          file=2)

    def _on_alarm(self, signum: int, frame: Any) -> None:
        self._arm_last_resort()
        deadline = self.calls._deadline
        if deadline and time.monotonic() > deadline:
            raise EngineTimeout()
        if deadline and self.calls._stuck:   # running a function that already timed out in this run: stop it
            while frame is not None:
                if frame.f_code in self.calls._stuck:
                    raise EngineTimeout(again=True)
                frame = frame.f_back

    def _on_interrupt(self, signum: int, frame: Any) -> None:
        raise Interrupted()

    def _watch(self) -> None:
        calls = self.calls
        grace = max(2.0, calls.timeout)
        while not self.stop.wait(0.25):
            deadline = calls._deadline
            if deadline and time.monotonic() > deadline + grace:
                os.write(2, (f"{calls.where_stuck()}: error[ENG002] {calls._label} did not finish within "
                             f"{calls.timeout:g} s and could not be stopped; pnp gave up\n"
                             "    hint: make the engine code return (a loop that never ends?), or raise "
                             "engine_timeout in game.yaml\n").encode())
                _REAL["_exit"](2)
