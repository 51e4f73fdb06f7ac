"""Findings and the context every check family works with (the rule catalogue: check/catalogue.py)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

# Finding lives with Loc and Problem (errors.py): a remembered check (check_cache.py) prints findings
# without importing the check stage
from ..core.errors import Finding, Fix, Loc
from ..load import LoadedGame
from .catalogue import ANY_FAMILY, RULES, RuleInfo, _catalogue, declare  # noqa: F401

# load rules a family may report too, always as errors: PATH001 a path a card's data builds, LIM001 a layout past
# one of pnp's limits (a grid that would unroll into millions of cells), as the layout's reader finds them
LOAD_RULES = frozenset({"PATH001", "LIM001"})

# Context reports these for whichever family calls or names an engine rule (Context.rule, Context.call):
_FOR_ANY = "Context.call and Context.rule report them for the family whose engine call failed or named the rule"
declare("REF003", family="engine", severity="error", title="an engine rule is named that the engine does not declare",
        shared=ANY_FAMILY, reason=_FOR_ANY)
declare("REF005", family="engine", severity="error",
        title="the arguments the content gives an engine rule do not fit its parameters",
        shared=ANY_FAMILY, reason=_FOR_ANY)
declare("ENG001", family="engine", severity="error", title="an engine function raised an exception",
        shared=ANY_FAMILY, reason=_FOR_ANY + " (components also reports a setup() that returns no mapping)")
declare("ENG002", family="engine", severity="error",
        title="an engine call did not finish within the game's engine_timeout", shared=ANY_FAMILY, reason=_FOR_ANY)
declare("ENG003", family="engine", severity="error",
        title="engine code tried to exit or interrupt pnp instead of returning", shared=ANY_FAMILY, reason=_FOR_ANY)


MISSING = object()


@dataclass
class Context:
    """What a check family sees: the loaded game and a way to report findings."""

    loaded: LoadedGame
    findings: list[Finding] = field(default_factory=list)
    strict: bool = False
    memo: dict[str, Any] = field(default_factory=dict)  # what several families read once (the printed text)

    @property
    def game(self):
        return self.loaded.game

    @property
    def engine(self):
        return self.loaded.engine

    def report(self, rule: str, loc: Loc, message: str, *, expected: Any = None, actual: Any = None,
               hint: str = "", subject: str = "", related: Optional[Loc] = None,
               unsure: bool = False, fix: Optional[Fix] = None) -> None:
        """`unsure`: a finding the family cannot be certain of is a warning, whatever the rule's severity.

        `fix`: the rewrite the family can prove (`pnp check --fix`); a guess is never rewritten, so an unsure
        finding keeps its fix only as refused."""
        if not unsure and rule not in LOAD_RULES and RULES[rule].english and self.game.source_language != "en":
            unsure = True   # a sentence of another language read with English words (feria-mercado's Spanish)
        severity = "error" if rule in LOAD_RULES else "warning" if unsure else RULES[rule].severity
        if self.strict and severity == "warning":   # --strict: a publisher's gate, where every warning fails
            severity = "error"
        if fix is not None and unsure and not fix.refused:
            fix = dataclasses.replace(fix, refused="the reading is a guess (the finding is a warning for it)")
        self.findings.append(Finding(rule, severity, self.game.id, loc, capped(message),
                                     expected, actual, capped(hint), subject, related, fix))

    def rule(self, name: Optional[str], loc: Loc, subject: str) -> Optional[Callable[..., Any]]:
        """The engine rule called `name`, or None after reporting REF003."""
        if name is None:
            return None
        func = self.engine.rules.get(name)
        if func is None:
            from .names import did_you_mean

            known = sorted(self.engine.rules)
            hint = did_you_mean(name, known) or ("the engine declares: " + ", ".join(known) if known
                                                 else "declare it in engine.py with @rule")
            self.report("REF003", loc, f"unknown engine rule '{name}'", hint=hint, subject=subject)
        return func

    def call(self, func: Callable[..., Any], kwargs: dict[str, Any], subject: str, *args: Any,
             args_at: Optional[Callable[[Optional[str]], Loc]] = None,
             axis: Optional[tuple[str, Loc]] = None) -> Any:
        """Call engine code under control; any failure becomes an ENG finding and MISSING is returned.

        With `args_at` (the content's place of one argument by name, or of all of them for None), arguments that
        do not fit the rule's parameters are REF005 there (the same finding twice is shown once: check_game) and
        the rule is not called."""
        from ..load.engine_calls import EngineFault

        if args_at is not None:
            from .arguments import argument_problem

            wrong = argument_problem(func, args, kwargs)
            if wrong is not None:
                what, hint, key = wrong
                at = args_at(key)
                if axis is not None and key == axis[0] and hint.endswith("takes no arguments: remove args"):
                    # a rule of no parameters in a table whose axis passes one: the row's rule is what to change
                    # (score-sheet's four constants were reported at the axis, told to remove args they had none of)
                    name = getattr(func, "__name__", "the rule")
                    at = axis[1]
                    hint = (f"the table's axis passes '{key}' to every row's rule: give {name}() a parameter {key}, "
                            f"which may default to None (def {name}({key}=None)) where the rule ignores it")
                self.report("REF005", at, what, hint=hint, subject=subject)
                return MISSING
        shown = ", ".join([*map(_short_repr, args), *(f"{k}={_short_repr(v)}" for k, v in kwargs.items())])
        try:
            return self.engine.calls.run(f"{getattr(func, '__name__', 'engine function')}({shown})",
                                         func, *args, **kwargs)
        except EngineFault as fault:
            if fault.repeat:   # already reported at its first call
                return MISSING
            hint = ("make the engine code return a value (is there a loop that never ends?), or raise "
                    "engine_timeout in game.yaml" if fault.rule == "ENG002" else
                    "fix the engine rule or the arguments the content passes it")
            self.report(fault.rule, fault.loc, fault.what, hint=hint, subject=subject)
            return MISSING


MESSAGE_LIMIT = 300


def args_where(game: Any, path: tuple[Any, ...]) -> Callable[[Optional[str]], Loc]:
    """Context.call's `args_at` for a call written in game.yaml at `path`: where its `args` (or one of them) are."""
    return lambda key: game.where(*path, "args", key)


def capped(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """A message or hint cut to one screen line or so: no finding embeds a whole object."""
    return text if len(text) <= limit else text[:limit - 30].rstrip() + f"... ({len(text) - limit + 30} more chars)"


def _short_repr(value: Any) -> str:
    """An argument as messages show it: the loaded game by name, anything long cut short."""
    if type(value).__name__ == "Game":
        return "game"
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def same(a: Any, b: Any) -> bool:
    """Compare a printed value with an engine value: tuples equal lists, 2 equals 2.0."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, bool) or isinstance(b, bool):   # True is not 1: both must be the same truth value
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    return a == b


def shown(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(shown(v) for v in value) + "]"
    return repr(value)   # quoted if a string; a number, bool or dict reads the same by repr as by str
