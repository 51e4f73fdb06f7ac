"""Locations, load problems, the checker's findings and the one exception family the CLI turns into messages."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional


@dataclass(frozen=True, order=True)
class Loc:
    """A place in a content file: 1-based line and column (a spreadsheet's row and column, plus its cell name)."""

    file: str
    line: int = 1
    col: int = 1
    cell: str = ""      # a spreadsheet cell as its program names it, e.g. Sheet1!C7; shown instead of line:col

    def __init__(self, file: str, line: int = 1, col: int = 1, cell: str = "") -> None:
        # Written by hand (the dataclass keeps it): a check makes about 18,000 locations, and the generated
        # __init__ of a frozen class sets each field through object.__setattr__; filling the instance's dict
        # takes 0.36 us a location instead of 0.6. A game checked from its own folder names its files as they
        # are there: 'rulebook.md', not './rulebook.md'.
        fields = self.__dict__
        fields["file"] = file[2:] if file.startswith("./") else file
        fields["line"], fields["col"], fields["cell"] = line, col, cell

    def __str__(self) -> str:
        if self.cell:
            return f"{self.file}:{self.cell}"
        return f"{self.file}:{self.line}:{self.col}"


@dataclass(frozen=True)
class Fix:
    """A rewrite a rule can prove (`pnp check --fix`): the text `old` at `loc` becomes `new`.

    `kind` is "placeholder" (a number typed by hand -> the Jinja expression that prints it, `new` holding the
    expression alone, without braces) or "name" (a near-miss name -> the name meant). A rule that sees the
    rewrite but cannot prove it sets `refused` to why, and --fix says so instead of rewriting."""

    loc: Loc
    old: str
    new: str
    kind: str
    refused: str = ""


@dataclass(frozen=True)
class Finding:
    """One result of the checker, with where, what was expected and what was found."""

    rule: str
    severity: str
    game: str
    loc: Loc
    message: str
    expected: Any = None
    actual: Any = None
    hint: str = ""
    subject: str = ""
    related: Optional[Loc] = None  # where the data the finding compares with is defined
    fix: Optional[Fix] = None      # the rewrite `pnp check --fix` may make (generator/app/fix.py)

    def sort_key(self) -> tuple:
        return (self.game, self.loc.file, self.loc.line, self.loc.col, self.rule, self.message)


@dataclass(frozen=True)
class Problem:
    """One reason an input cannot be used (a load-stage error)."""

    rule: str
    loc: Loc
    message: str
    hint: str = ""

    def __str__(self) -> str:
        text = f"{self.loc}: error[{self.rule}] {self.message}"
        return f"{text}\n    hint: {self.hint}" if self.hint else text


class Interrupted(KeyboardInterrupt):
    """Ctrl-C or SIGTERM sent to pnp itself (as opposed to a KeyboardInterrupt raised by engine code)."""


class GeneratorError(Exception):
    """Base of every error a user can cause; the CLI prints it without a traceback."""

    exit_code = 2

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def render(self) -> str:
        return f"error: {self.message}" + (f"\n  hint: {self.hint}" if self.hint else "")


class LoadError(GeneratorError):
    """A game folder could not be loaded; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(problems, key=lambda p: (p.loc, p.rule))
        super().__init__(f"{len(self.problems)} problem(s) in the content")

    def render(self) -> str:
        lines = [str(p) for p in self.problems]
        lines.append(f"{len(self.problems)} problem(s) found; fix them and run again.")
        return "\n".join(lines)


class CheckFailed(GeneratorError):
    """The rules checker found error-level findings; the build stops before writing."""

    exit_code = 1


class ContentNotFoundError(GeneratorError):
    """No content folder or no such game."""


_OS_HINTS = {
    "ENOSPC": "the disk is full: free some space, or build elsewhere with --out DIR",
    "EDQUOT": "your disk quota is used up: free some space, or build elsewhere with --out DIR",
    "EFBIG": "a file-size limit stops the write (ulimit -f): raise the limit, or build elsewhere with --out DIR",
    "EROFS": "that file system is read-only: build elsewhere with --out DIR",
    "EACCES": "you may not write there: fix its permissions, or build elsewhere with --out DIR",
    "EPERM": "you may not write there: fix its permissions, or build elsewhere with --out DIR",
    "ENOTDIR": "a file stands where a folder is needed: move it away, or choose another --out DIR",
    "EEXIST": "a file stands where a folder is needed: move it away, or choose another --out DIR",
    "EISDIR": "a folder stands where a file is needed: move it away, or choose another --out DIR",
    "ENAMETOOLONG": "the path is too long: choose a shorter --out DIR",
    "EMFILE": "too many files are open: close other programs and run again",
}


class OutputError(GeneratorError):
    """The operating system refused a read or write pnp needed (disk full, read-only, permissions...)."""


def os_error(exc: OSError, path: object = None, doing: str = "write", during: str = "") -> OutputError:
    """An OSError as a message naming the path, the reason and what to do (never a traceback). Without a path
    (the error does not carry one) it names the temporary folder, where renderers write behind pnp's back."""
    import errno
    import os

    where = path if path is not None else exc.filename
    name = errno.errorcode.get(exc.errno or 0, "")
    reason = exc.strerror or str(exc)
    hint = _OS_HINTS.get(name, "check the path and its permissions, then run again")
    if where is None:   # a write through an open file names no path: most often a renderer's temporary file
        import tempfile

        folder = tempfile.gettempdir()
        if os.path.basename(folder).startswith("pnpw-"):   # a build's own folder inside TMPDIR (pool.py)
            folder = os.path.dirname(folder)
        where = f"a temporary file in {folder}" + (f" while {during}" if during else "")
        doing = "write"
        hint = ("a file-size limit stops the write (ulimit -f): raise the limit and run again" if name == "EFBIG"
                else f"{_TEMP_HINTS.get(name, 'check that folder and its permissions')}: pnp's renderers (WeasyPrint's "
                f"fonts, pictures) write temporary files in TMPDIR, now {folder}; free space there or set TMPDIR to "
                "a folder with room, and run again")
    return OutputError(f"cannot {doing} {where}: {reason}" + (f" ({name})" if name else ""), hint)


_TEMP_HINTS = {
    "ENOSPC": "its disk is full", "EDQUOT": "your disk quota there is used up",
    "EROFS": "that file system is read-only", "EACCES": "you may not write there", "EPERM": "you may not write there",
}

