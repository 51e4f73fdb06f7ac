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

import contextlib
import math
import re
import signal
import threading
import time
from functools import lru_cache, partial
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Optional

import jinja2
from markupsafe import Markup

from ..core.limits import DOCUMENT_TEMPLATE_SECONDS, MAX_TEMPLATE_DIGITS, MAX_TEMPLATE_RANGE, MAX_TEMPLATE_TEXT
from .discover import PACKAGE_ROOT
from .cells import cell_text  # noqa: F401  (re-exported: documents and boards print cells as the check reads them)
from .template_dirs import TEMPLATES_DIR, template_dirs  # noqa: F401  (re-exported)

FONTS_DIR = PACKAGE_ROOT / "fonts"

_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
          "nineteen", "twenty")


# --- filters: every filter any template may use is defined and registered here ---------------
def number_word(value: Any) -> str:
    """3 -> 'three' (0-20); other values unchanged: prose reads better with words."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(_WORDS):
        return _WORDS[value]
    return str(value)


_ORDINAL_WORDS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                  "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
                  "seventeenth", "eighteenth", "nineteenth", "twentieth")


def ordinal(value: Any, words: bool = False, *, pattern: str = "") -> str:
    """8 -> '8th', 1 -> '1st', 22 -> '22nd' (words=True: 'eighth', 0-20); in an edition, or a game written in
    another language, as its language file writes it ('8.' in German, '8e' in French: `pattern`), in digits.
    Other values unchanged. {{ engine.last_round() | ordinal }} where '| word }}th' printed 'eightth'."""
    if not isinstance(value, int) or isinstance(value, bool):
        return str(value)
    if pattern:
        return pattern.replace("{value}", str(value))
    if words and 0 <= value < len(_ORDINAL_WORDS):
        return _ORDINAL_WORDS[value]
    last = abs(value) % 100
    suffix = "th" if 11 <= last <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(last % 10, "th")
    return f"{value}{suffix}"


def counted(value: Any, singular: str, plural: Optional[str] = None, *, words: bool = False,
            spell: Callable[[Any], str] = number_word, unit: Callable[[str], str] = str) -> str:
    """2, 'card' -> '2 cards'; 1, 'card' -> '1 card' (words=True: 'two cards'); an edition passes its own
    number words (`spell`) and unit words (`unit`)."""
    many = plural if plural is not None else singular + "s"
    shown = spell(value) if words else str(value)
    return f"{shown} {unit(singular if value == 1 else many)}"


def thousands(value: Any, short: bool = False, *, sep: str = ",") -> str:
    """150000 -> '150,000' (an edition's language sets its thousands apart its own way: '150.000');
    short=True -> '150k' for a whole number of thousands. Other values unchanged."""
    if not isinstance(value, int) or isinstance(value, bool):
        return str(value)
    if short and value and value % 1000 == 0:
        return f"{value // 1000:,}".replace(",", sep) + "k"
    return f"{value:,}".replace(",", sep)


def cents(value: Any, before: str = "", after: str = "", *, point: str = ".", sep: str = ",") -> str:
    """An amount of money kept in cents as players read it: 225 -> '2.25'; cents("$") -> '$2.25', cents(after=" €")
    -> '2.25 €', 150000 -> '1,500.00' (an edition writes its language's decimal point and thousands: '2,25',
    '1.500,00'); a negative amount keeps its sign before the symbol ('-$0.75'). Other values unchanged."""
    if not isinstance(value, int) or isinstance(value, bool):
        return str(value)
    whole, part = divmod(abs(value), 100)
    sign = "-" if value < 0 else ""
    return f"{sign}{before}{whole:,}".replace(",", sep) + f"{point}{part:02d}{after}"


def halves(value: Any, decimal: bool = False, *, point: str = ".") -> str:
    """An amount kept in halves as players read it: 13 -> '6½', 1 -> '½', 8 -> '4' (decimal=True: '6.5', '0.5', '4';
    an edition writes its language's decimal point: '6,5'). Half points (komi, a tarot card's 4½) kept whole in the
    data, as checks.md asks, and printed the way the rules say them. Other values unchanged."""
    if not isinstance(value, int) or isinstance(value, bool):
        return str(value)
    whole, half = divmod(abs(value), 2)
    sign = "-" if value < 0 else ""
    if not half:
        return f"{sign}{whole}"
    if decimal:
        return f"{sign}{whole}{point}5"
    return f"{sign}{whole or ''}\u00bd"


def edition_filters(wording: Any) -> dict[str, Callable[..., Any]]:
    """`counted`, `word`, `cell`, `thousands`, `cents` and `halves` as an edition prints them: the unit word through the edition's
    tables ('prayer point' -> 'Gebetspunkt'), a number word from its language's vocabulary (digits where it has
    none), a yes/no cell in its words, thousands set apart as its language does ('150.000')."""
    from .languages import frame_words, thousands_sep, vocabulary

    spelled: dict[int, str] = {}
    for text, number in ((vocabulary(wording.language) or {}).get("numbers") or {}).items():
        spelled.setdefault(number, text)

    def word(value: Any) -> str:
        if isinstance(value, int) and not isinstance(value, bool) and value in spelled:
            return spelled[value]
        return str(value)

    vocab = vocabulary(wording.language) or {}
    sep, point = thousands_sep(wording.language), vocab.get("decimal") or "."
    return {"word": word, "counted": partial(counted, spell=word, unit=wording.counted),
            "cell": partial(cell_text, words=wording.frame),
            "thousands": partial(thousands, sep=sep), "cents": partial(cents, point=point, sep=sep),
            "halves": partial(halves, point=point),
            "ordinal": partial(ordinal, pattern=str(vocab.get("ordinal") or "")),
            "range": partial(player_range, spell=word, to=frame_words(wording.language).get("{low} to {high}",
                                                                             "{low} to {high}"),
                             either=getattr(wording, "either", "{some} or {last}"))}



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


class RangeText(str):
    """A player range as a document prints it ('2–6', '4, 6 or 8'), keeping the counts of a range with gaps
    (`only`) for the `range` filter to spell ('four, six or eight')."""

    only: tuple[int, ...] = ()


def player_range(value: Any, words: bool = False, spell: Optional[Callable[[Any], str]] = None,
                 to: str = "{low} to {high}", either: str = "{some} or {last}") -> str:
    """An IntRange as a reader sees it: '2-6' with an en dash, a set of counts as '4, 6 or 8' (in the language's
    'or', `either`); `words`: 'two to six', 'four, six or eight', in the language's number words and its 'to' (a
    designer who writes ranges in words: night-script, escalating-spaces)."""
    spell = spell or number_word
    only = tuple(getattr(value, "only", ()) or ())
    if only:
        items = [spell(n) if words else str(n) for n in only]
        text = RangeText(either.format(some=", ".join(items[:-1]), last=items[-1]))
        text.only = only
        return text
    if not words:
        return str(value).replace("-", "\u2013")
    m = re.fullmatch(r"\s*(\d+)\s*[-\u2013]\s*(\d+)\s*", str(value))
    if m is None:
        return spell(int(str(value))) if str(value).strip().isdigit() else str(value)
    return to.format(low=spell(int(m.group(1))), high=spell(int(m.group(2))))


FILTERS: dict[str, Callable[..., Any]] = {
    "word": number_word,
    "counted": counted,
    "join_names": join_names,
    "joined": joined,
    "cell": cell_text,
    "range": player_range,
    "thousands": thousands,
    "cents": cents,
    "halves": halves,
    "ordinal": ordinal,
}


class TemplateLimit(Exception):
    """A document's Jinja went past one of pnp's limits (docs/content-format.md#limits); the message says which."""


class TemplateTimeout(Exception):
    """Raised inside a document's Jinja that ran past DOCUMENT_TEMPLATE_SECONDS. An Exception, so that Jinja
    maps its traceback to the template's line; a placeholder that swallows it meets it again at the next tick."""


_deadline = [0.0]   # time.monotonic() after which a bounded render stops; 0 when none runs


def _tick() -> None:
    if _deadline[0] and time.monotonic() > _deadline[0]:
        raise TemplateTimeout()


class _BoundedRange:
    """range() for document templates: at most MAX_TEMPLATE_RANGE numbers, and every step checks the clock
    (nested loops over ranges are how a template hangs)."""

    def __init__(self, *args: int) -> None:
        self.numbers = range(*args)
        if len(self.numbers) > MAX_TEMPLATE_RANGE:
            raise TemplateLimit(f"range{args} holds {len(self.numbers):,} numbers; pnp allows at most "
                                f"{MAX_TEMPLATE_RANGE:,} in a document's range()")

    def __iter__(self) -> Iterator[int]:
        for n in self.numbers:
            _tick()
            yield n

    def __len__(self) -> int:
        return len(self.numbers)

    def __getitem__(self, index: Any) -> Any:
        return self.numbers[index]

    def __reversed__(self) -> Iterator[int]:
        for n in reversed(self.numbers):
            _tick()
            yield n

    def __repr__(self) -> str:
        return repr(self.numbers)


def _size(value: Any) -> Optional[int]:
    return len(value) if isinstance(value, (str, bytes, list, tuple)) else None


_BIG_WIDTH = re.compile(r"%[^a-zA-Z%]*?\d{7,}|\{[^{}]*:[^{}]*?\d{7,}")   # a width of 1,000,000 or more


def _too_wide(pattern: Any) -> None:
    if isinstance(pattern, str) and _BIG_WIDTH.search(pattern):
        raise TemplateLimit(f"the format {pattern[:40]!r} pads to a width of a million or more; pnp allows at "
                            f"most {MAX_TEMPLATE_TEXT:,} characters from one placeholder")


def _check_length(what: str, length: int) -> None:
    if length > MAX_TEMPLATE_TEXT:
        raise TemplateLimit(f"{what} would make {length:,} characters or items; pnp allows at most "
                            f"{MAX_TEMPLATE_TEXT:,} from one step of a document's placeholders")


# str methods (and the filters built on them) whose result size an argument sets: checked before they run
_WIDTH_METHODS = {"center", "ljust", "rjust", "zfill", "expandtabs"}


def _check_call(obj: Any, args: tuple, kwargs: dict) -> None:
    name = getattr(obj, "__name__", "")
    owner = getattr(obj, "__self__", None)
    if not isinstance(owner, str):
        return
    if name in _WIDTH_METHODS:
        for n in (*args, *kwargs.values()):
            if isinstance(n, int):
                _check_length(f"{name}({n})", n * (8 if name == "expandtabs" else 1))
    elif name == "replace" and len(args) >= 2 and isinstance(args[0], str) and isinstance(args[1], str):
        _check_length("replace()", len(owner) + owner.count(args[0]) * max(0, len(args[1]) - len(args[0]))
                      if args[0] else len(owner) * (len(args[1]) + 1))
    elif name in ("format", "format_map"):
        _too_wide(owner)


def _bounded_filters() -> dict[str, Callable[..., Any]]:
    """Jinja's filters that build text as wide as an argument says, bounded first."""
    from jinja2 import filters as jf

    def center(value: Any, width: int = 80) -> str:
        _check_length(f"center({width})", int(width) if isinstance(width, int) else 0)
        return jf.do_center(value, width)

    def indent(s: Any, width: Any = 4, *args: Any, **kwargs: Any) -> str:
        if isinstance(width, int):
            _check_length(f"indent({width})", width * (str(s).count("\n") + 1))
        return jf.do_indent(s, width, *args, **kwargs)

    def replace(eval_ctx: Any, s: Any, old: Any, new: Any, count: Optional[int] = None) -> str:
        text, old_s, new_s = str(s), str(old), str(new)
        _check_length("replace", len(text) + (text.count(old_s) if old_s else len(text) + 1) * len(new_s))
        return jf.do_replace(eval_ctx, s, old, new, count)

    def format_(value: Any, *args: Any, **kwargs: Any) -> str:
        _too_wide(value)
        return jf.do_format(value, *args, **kwargs)

    import jinja2.utils

    replace = jinja2.utils.pass_eval_context(replace)
    return {"center": center, "indent": indent, "replace": replace, "format": format_}


def _bounded_binop(operator_: str, left: Any, right: Any) -> None:
    """Refuse a '*', '**', '+' or '%' whose result would be huge, before Python tries to build it."""
    _tick()
    if operator_ == "%":
        _too_wide(left)
    elif operator_ == "+":
        left_size, right_size = _size(left), _size(right)
        if left_size is not None and right_size is not None:
            _check_length("'+'", left_size + right_size)
    elif operator_ == "*":
        for seq, n in ((left, right), (right, left)):
            size = _size(seq)
            if size is not None and isinstance(n, int) and size * n > MAX_TEMPLATE_TEXT:
                raise TemplateLimit(f"'*' would make {size * n:,} characters or items; pnp allows at most "
                                    f"{MAX_TEMPLATE_TEXT:,} from one '*' in a document")
    elif operator_ == "**" and isinstance(left, int) and isinstance(right, int) and abs(left) > 1 and right > 0:
        digits = right * math.log10(abs(left))
        if digits > MAX_TEMPLATE_DIGITS:
            raise TemplateLimit(f"'**' would make a number of about {digits:,.0f} digits; pnp allows at most "
                                f"{MAX_TEMPLATE_DIGITS:,} digits in a document")


def _bound_concat() -> None:
    """Jinja's '~' joins its parts with jinja2.runtime's str_join or markup_join, which a template's module
    imports when it runs, not through call_binop: both are replaced once with joins that refuse a result past
    MAX_TEMPLATE_TEXT before building it (a loop doubling a string with '~' reached 12.6 GB before the clock
    stopped it)."""
    import jinja2.runtime as runtime

    if getattr(runtime.str_join, "bounded", False):
        return
    for name in ("str_join", "markup_join"):
        join = getattr(runtime, name)

        def bounded(seq: Iterable[Any], _join: Callable[[Iterable[Any]], str] = join) -> str:
            parts = list(seq)
            _check_length("'~'", sum(len(x) for x in parts if isinstance(x, str)))
            return _join(parts)

        bounded.bounded = True   # type: ignore[attr-defined]   # replaced once per process
        setattr(runtime, name, bounded)


@lru_cache(maxsize=1)
def _sandbox_class() -> type:
    from jinja2.sandbox import SandboxedEnvironment

    _bound_concat()

    class BoundedSandbox(SandboxedEnvironment):
        """The sandbox, with bounds on what '*', '**' and range() may build and a clock on every call."""

        intercepted_binops = frozenset(["*", "**", "+", "%"])

        def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
            _bounded_binop(operator, left, right)
            return super().call_binop(context, operator, left, right)

        def wrap_str_format(self, value: Any) -> Any:
            if getattr(value, "__name__", "") in ("format", "format_map"):
                _too_wide(getattr(value, "__self__", None))   # "{:>99999999}".format(1): refused unbuilt
            return super().wrap_str_format(value)

        def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805
            _tick()
            _check_call(__obj, args, kwargs)
            return super().call(__context, __obj, *args, **kwargs)

    return BoundedSandbox


@contextlib.contextmanager
def bounded_render(seconds: float = DOCUMENT_TEMPLATE_SECONDS) -> Iterator[None]:
    """Render inside a time limit: range() steps and calls check the clock; in the main thread a CPU-time
    timer (SIGPROF, which the engine's SIGALRM limit does not share) checks it too, for loops with neither."""
    previous_deadline = _deadline[0]
    _deadline[0] = time.monotonic() + seconds
    timer = threading.current_thread() is threading.main_thread() and hasattr(signal, "ITIMER_PROF")
    if timer:
        def on_prof(signum: int, frame: Any) -> None:
            _tick()

        saved = signal.signal(signal.SIGPROF, on_prof)
        signal.setitimer(signal.ITIMER_PROF, 0.5, 0.5)
    try:
        yield
    finally:
        if timer:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, saved)
        _deadline[0] = previous_deadline


class _KeptTemplates(jinja2.BaseLoader):
    """The game's own templates/, from the texts the load stage kept (load/sources.py), not the disk."""

    def __init__(self, sources: Any) -> None:
        self.sources = sources

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str, Callable[[], bool]]:
        from jinja2.loaders import split_template_path

        rel = "/".join(["templates", *split_template_path(template)])
        kept = self.sources.files.get(rel)
        if kept is None or kept.data is None:
            raise jinja2.TemplateNotFound(template)
        return kept.data.decode("utf-8"), str(Path(self.sources.folder).resolve() / rel), lambda: True


def _template_loader(game_folder: Optional[Path], sources: Any) -> jinja2.BaseLoader:
    """The search path of template_dirs; the game's own templates/ from `sources` when given."""
    dirs = template_dirs(game_folder)
    if sources is None or game_folder is None:
        return jinja2.FileSystemLoader([str(d) for d in dirs])
    own = Path(game_folder).resolve() / "templates"
    return jinja2.ChoiceLoader([_KeptTemplates(sources), jinja2.FileSystemLoader([str(d) for d in dirs if d != own])])


def make_environment(game_folder: Optional[Path] = None, *, finalize: Optional[Callable[[Any], Any]] = None,
                     sandboxed: bool = True, sources: Any = None) -> jinja2.Environment:
    """The one way pnp makes a Jinja2 environment.

    Sandboxed by default (jinja2.sandbox): templates come from game folders,
    and `{{ cycler.__init__.__globals__ }}` must not reach Python's internals.
    A game opts out for its documents with `trusted_templates: true`. With the
    game's `sources` (load/sources.py), its own templates/ are the texts the load kept.
    """
    env = (_sandbox_class() if sandboxed else jinja2.Environment)(
        loader=_template_loader(game_folder, sources),
        undefined=jinja2.StrictUndefined,
        autoescape=True,
        finalize=finalize,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(FILTERS)
    if sandboxed:
        env.globals["range"] = _BoundedRange
        env.filters.update(_bounded_filters())
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


__all__ = ["FILTERS", "FONTS_DIR", "TEMPLATES_DIR", "TemplateLimit", "TemplateTimeout", "bounded_render",
           "compile_source", "make_environment", "one_line", "template_dirs"]
