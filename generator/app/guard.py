"""What every command runs inside, without typer: SIGINT and SIGTERM stop it once and cleanly, and an error
becomes a message and an exit code (guarded); and typer's echo for plain streams (plain_echo), so that
`pnp check` can run without importing typer (generator/app/main.py).
"""
from __future__ import annotations

import re
import sys
from types import FrameType
from typing import Any, Callable, Optional, Union

from ..core.errors import GeneratorError, Interrupted


class _Terminated(Interrupted):
    """SIGTERM, handled like Ctrl-C: staged files are dropped, the output stays as it was."""


_stopping = [0]   # the first SIGINT or SIGTERM raised (its number): pnp is cleaning up and leaving


def _on_stop(signum: int, frame: object) -> None:
    """The first SIGINT or SIGTERM stops the command; one sent again while it cleans up (a second Ctrl-C, a
    supervisor's repeated SIGTERM) is not raised in the middle of that cleanup."""
    import signal

    if _stopping[0]:
        return
    _stopping[0] = signum
    raise _Terminated() if signum == signal.SIGTERM else Interrupted()


def _stopped_by_term(exc: BaseException) -> bool:
    """Whether the stop was SIGTERM's (a library may raise a plain KeyboardInterrupt of its own in its place, as
    watchfiles does)."""
    import signal

    return isinstance(exc, _Terminated) or _stopping[0] == signal.SIGTERM


# what signal.signal takes and gives back: a function, SIG_IGN or SIG_DFL, or None (a handler not set from Python)
_Handler = Union[Callable[[int, Optional[FrameType]], Any], int, None]


def _signals() -> dict[int, _Handler]:
    """SIGINT and SIGTERM stop the command once (_on_stop); SIGXFSZ is ignored so a file-size limit is a clean
    EFBIG error, not a kill."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return {}
    _stopping[0] = 0
    wanted: dict[Optional[int], _Handler] = {signal.SIGINT: _on_stop, signal.SIGTERM: _on_stop,
                                             getattr(signal, "SIGXFSZ", None): signal.SIG_IGN}
    return {sig: signal.signal(sig, handler) for sig, handler in wanted.items() if sig is not None}


def _hold_signals() -> None:
    """From here on a further SIGINT or SIGTERM is not raised: the command is already stopping."""
    import signal

    _stopping[0] = _stopping[0] or int(signal.SIGINT)


def _stopped_message(what: str, kept: str = "outputs already in place were kept as they were") -> str:
    """What an interrupted command says last: that the output was kept, and where any staging was left."""
    from ..write.writer import stages_left

    left = stages_left()
    if not left:
        return f"{what}; nothing half-done was left: {kept}"
    games = sorted(set(left.values()))
    return (f"{what}; {kept}; staged files of the stopped build are left in "
            f"{', '.join(str(p) for p in sorted(left))}: the next build of {', '.join(games)} removes them")


def guarded(debug: bool, body: Callable[[], int], echo: Callable[..., None]) -> int:
    """Run a command's body; its exit code, or a GeneratorError's as a clean message and its code (the traceback
    with --debug). `echo(text, err=...)` writes a message (typer's, or plain_echo where typer is not loaded)."""
    import signal

    previous = _signals()
    written = sys.modules.get("generator.write.writer")
    if written is not None:   # one command's stages only (a process may run several: tests, an embedding tool)
        written.OPEN_STAGES.clear()
    try:
        try:
            return body()
        except Exception as exc:
            if _stopping[0]:   # the signal's exception, wrapped by a library it went through (a RuntimeError
                raise (_Terminated() if _stopped_by_term(exc) else Interrupted()) from exc   # from __set_name__)
            raise
    except GeneratorError as exc:
        if debug:
            raise
        echo(exc.render(), err=True)
        return exc.exit_code
    except BrokenPipeError:  # `pnp list | head`: the reader left; nothing is wrong
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt as exc:
        term = _stopped_by_term(exc)
        _hold_signals()   # one message, one exit code
        echo(_stopped_message("terminated" if term else "interrupted"), err=True)
        return 143 if term else 130
    except OSError as exc:  # the system refused a read or write: name the path and what to do
        if debug:
            raise
        from ..core.errors import os_error

        echo(os_error(exc, doing="use").render(), err=True)
        return 2
    except Exception as exc:  # a bug in pnp itself: say so plainly, traceback only with --debug
        if debug:
            raise
        echo(f"internal error: {type(exc).__name__}: {exc}\n"
             "  this is a bug in pnp; run again with --debug for the traceback and report it", err=True)
        return 3
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


_ANSI = re.compile(r"\033\[[;?0-9]*[a-zA-Z]")


def plain_streams() -> bool:
    """Whether stdout and stderr are streams typer's echo writes to as they are (Linux or macOS, text streams
    with an encoding other than ASCII and an error mode): then plain_echo writes what typer's echo would."""
    import codecs
    import io

    if sys.platform.startswith("win"):
        return False
    for stream in (sys.stdout, sys.stderr):
        if type(stream) is not io.TextIOWrapper or not stream.errors or not stream.encoding:
            return False
        try:
            if codecs.lookup(stream.encoding).name == "ascii":
                return False
        except LookupError:
            return False
    return True


def plain_echo(message: str, err: bool = False) -> None:
    """typer.echo of a text on plain_streams(): the text and a line end, colour codes taken out when the stream
    is not a terminal, flushed."""
    stream = sys.stderr if err else sys.stdout
    out = message + "\n"
    try:
        terminal = stream.isatty()
    except Exception:
        terminal = False
    if not terminal:
        out = _ANSI.sub("", out)
    stream.write(out)
    stream.flush()
