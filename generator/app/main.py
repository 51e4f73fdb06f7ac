"""The `pnp` command's entry point: `pnp check` in its common forms runs without importing typer.

typer (with its own click) costs about 20 ms of CPU to import and set up, a twentieth of a cold `pnp check` of
the four shipped games and a fifth of one whose games are all remembered. The forms most runs take are read
here instead: `pnp check` with game ids and any of --strict, --no-cache, --jobs N, --format F and --content DIR
(each at most once, `--opt value` or `--opt=value`), each value checked as typer checks it. Everything else
(--help, --version, --debug, --fix, --select, a value typer would refuse, an option given twice, `--`, another
command, shell completion, a console typer's echo would wrap) goes to typer's app (generator/app/cli.py)
exactly as before, so help, error messages and exit codes are typer's own. Both paths run the same work
(generator/app/check_command.py) inside the same guard (generator/app/guard.py); tests/app/test_cli_main.py
compares them.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Optional

_FLAGS = {"--strict": "strict", "--no-cache": "no_cache"}
_VALUED = ("--jobs", "--format", "--content")
_FORMATS = ("text", "json", "sarif")


def main() -> None:
    """`pnp`: the common forms of `pnp check` read here, everything else by typer."""
    options = plain_check(sys.argv[1:]) if _plain_process() else None
    if options is None:
        from .cli import app

        app()
        return
    try:
        from .check_command import run_check
        from .guard import guarded, plain_echo

        code = guarded(False, lambda: run_check(**options, echo=plain_echo), plain_echo)
    except KeyboardInterrupt:   # before or after the guard's own handling: typer's answer to it
        code = 130
    sys.exit(code)


def _plain_process() -> bool:
    """No shell completion asked for (typer answers `_PNP_COMPLETE`) and streams typer's echo writes to as is."""
    from .guard import plain_streams

    return not any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ) and plain_streams()


def plain_check(args: list[str]) -> Optional[dict[str, Any]]:
    """run_check's options for `args` when they are a common form of `pnp check` with values typer accepts;
    None for anything else (typer reads it)."""
    if not args or args[0] != "check":
        return None
    options: dict[str, Any] = {"games": [], "fmt": "text", "content": None, "strict": False, "no_cache": False,
                               "jobs": None, "select_rules": [], "ignore_rules": [], "fix": False, "dry_run": False}
    seen: set[str] = set()
    rest = args[1:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        i += 1
        name, eq, value = arg.partition("=")
        if arg in _FLAGS and arg not in seen:
            options[_FLAGS[arg]] = True
        elif name in _VALUED and name not in seen:
            if not eq:
                if i >= len(rest):
                    return None
                value = rest[i]
                i += 1
            if not value or value.startswith("-"):
                return None
            if not _take(options, name, value):
                return None
        elif arg.startswith("-"):   # another option, `--`, `-`, a flag given twice: typer's to read
            return None
        else:
            options["games"].append(arg)
            continue
        seen.add(name)
    return options


def _take(options: dict[str, Any], name: str, value: str) -> bool:
    """Whether `value` is one typer accepts for option `name` (then put into options as typer converts it)."""
    if name == "--jobs":   # click's IntRange(min=1): int() of the text
        try:
            jobs = int(value)
        except ValueError:
            return False
        options["jobs"] = jobs
        return jobs >= 1
    if name == "--format":   # click's Choice, case-insensitive: casefold() of both sides
        chosen = [f for f in _FORMATS if f.casefold() == value.casefold()]
        options["fmt"] = chosen[0] if chosen else ""
        return bool(chosen)
    # --content: click's Path(file_okay=False), readable: a missing path is fine, an existing file or an
    # unreadable path is refused
    import stat

    try:
        st = os.stat(value)
    except OSError:
        pass
    else:
        if stat.S_ISREG(st.st_mode) or not os.access(value, os.R_OK):
            return False
    options["content"] = Path(value)
    return True
