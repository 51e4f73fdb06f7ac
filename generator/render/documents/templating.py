"""Jinja2 templating: one Environment factory, one search path, filters registered in one place.

Every template family (rulebook and quick reference today) gets its
environment from ``make_environment``: StrictUndefined, so a missing value is
an error and never a blank; autoescaping, so card text with ``<`` or ``&``
prints as written; and the search path ``content/<game>/templates`` first,
then the project's ``templates/``, then pnp's own ``templates/``. A game
overrides a template by putting a file of the same name in its own folder.

Importing this module imports Jinja2 (about 30 ms): the render stage does,
`pnp check` never does.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable, Optional

import jinja2
from markupsafe import Markup

from ...load.discover import PACKAGE_ROOT

TEMPLATES_DIR = PACKAGE_ROOT / "templates"
FONTS_DIR = PACKAGE_ROOT / "fonts"

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
          "nineteen", "twenty")


def template_dirs(game_folder: Optional[Path]) -> list[Path]:
    """The search path: the game's templates/, the project's templates/, pnp's templates/."""
    dirs: list[Path] = []
    if game_folder is not None:
        game_folder = Path(game_folder).resolve()
        dirs += [game_folder / "templates", game_folder.parent.parent / "templates"]
    dirs.append(TEMPLATES_DIR)
    unique: list[Path] = []
    for d in dirs:
        if d.is_dir() and d.resolve() not in unique:
            unique.append(d.resolve())
    return unique


# --- filters: every filter any template may use is defined and registered here ---------------
def number_word(value: Any) -> str:
    """3 -> 'three' (0-20); other values unchanged: prose reads better with words."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(_WORDS):
        return _WORDS[value]
    return str(value)


def counted(value: Any, singular: str, plural: Optional[str] = None, *, words: bool = False) -> str:
    """2, 'card' -> '2 cards'; 1, 'card' -> '1 card' (words=True: 'two cards')."""
    many = plural if plural is not None else singular + "s"
    shown = number_word(value) if words else str(value)
    return f"{shown} {singular if value == 1 else many}"


def join_names(values: Iterable[Any], last: str = "and") -> str:
    """['a', 'b', 'c'] -> 'a, b and c'."""
    items = [str(v) for v in values]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def joined(values: Iterable[Any], sep: str = ", ", last: Optional[str] = None) -> str:
    """A list as one line of text: ['a', 'b', 'c'] -> 'a, b, c'; last=' or ' -> 'a, b or c'."""
    items = [str(v) for v in values]
    if last is None or len(items) <= 1:
        return sep.join(items)
    return sep.join(items[:-1]) + last + items[-1]


def cell_text(value: Any, fmt: Optional[str] = None) -> str:
    """How a table cell prints: null -> en dash, lists joined, booleans yes/no, minus signs, a format."""
    if value is None:
        return "\u2013"
    if isinstance(value, bool):
        text = "yes" if value else "no"
    elif isinstance(value, (list, tuple)):
        text = ", ".join(cell_text(v) for v in value) if value else "\u2013"
    elif isinstance(value, (int, float)) and value < 0:
        text = "\u2212" + str(-value)  # a minus sign, not a hyphen
    else:
        text = str(value)
    return fmt.format(text) if fmt else text


def player_range(value: Any) -> str:
    """An IntRange as a reader sees it: '2-6' with an en dash."""
    return str(value).replace("-", "\u2013")


FILTERS: dict[str, Callable[..., Any]] = {
    "word": number_word,
    "counted": counted,
    "join_names": join_names,
    "joined": joined,
    "cell": cell_text,
    "range": player_range,
}


def make_environment(game_folder: Optional[Path] = None, *,
                     finalize: Optional[Callable[[Any], Any]] = None, sandboxed: bool = True) -> jinja2.Environment:
    """The one way pnp makes a Jinja2 environment.

    Sandboxed by default (jinja2.sandbox): templates come from game folders,
    and `{{ cycler.__init__.__globals__ }}` must not reach Python's internals.
    A game opts out for its documents with `trusted_templates: true`.
    """
    from jinja2.sandbox import SandboxedEnvironment

    env = (SandboxedEnvironment if sandboxed else jinja2.Environment)(
        loader=jinja2.FileSystemLoader([str(d) for d in template_dirs(game_folder)]),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        finalize=finalize,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(FILTERS)
    return env


def compile_source(env: jinja2.Environment, source: str, name: str, shown: str) -> jinja2.Template:
    """Compile template text that is not on the search path (a rulebook.md), naming its file.

    Naming the file lets Jinja's traceback rewriting point errors at ``shown``'s lines.
    """
    code = env.compile(source, name=name, filename=shown)
    return env.template_class.from_code(env, code, env.make_globals(None), None)


def one_line(html: str) -> Markup:
    """Collapse rendered block HTML to one line: Markdown then keeps it as one HTML block."""
    return Markup(" ".join(part.strip() for part in str(html).splitlines() if part.strip()))


__all__ = ["FILTERS", "FONTS_DIR", "TEMPLATES_DIR", "compile_source", "make_environment", "one_line", "template_dirs"]
