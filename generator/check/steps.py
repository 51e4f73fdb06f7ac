"""TXT008: a number printed before a step of the turn is that step's place in the order the data gives.

The order is a name set whose id says it is one: `phases`, or an id ending in
`steps` or `phases` (`turn-steps`). A step is numbered where a number of one
or two digits stands right before the step's whole name, after 'step'/'phase'
or at a line's start, with `.`, `)` or `:` after it, or opening emphasis:
"**2 Draw** an Event card", "3. Trade", "Phase 4: Build". A name that begins
several steps ("Draw") binds only when the words after it say which. A list
numbered by Markdown prints its own numbers: only the typed text is read.
"""
from __future__ import annotations

import re
from typing import Optional

from .findings import Context
from .printed_index import passages_of
from .registry import family

_GAP = r"[\s*_]*"          # Markdown emphasis and spaces between words


def ordered_sets(names: dict) -> dict[str, tuple[str, ...]]:
    """The name sets that are an order of play, by id."""
    return {key: tuple(values) for key, values in names.items()
            if len(values) > 1 and (key == "phases" or key.endswith(("steps", "phases")))}


def _name_pattern(name: str) -> str:
    return _GAP.join(re.escape(word) for word in name.split())


def step_patterns(steps: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """The ways a step is numbered in text, longest names first so 'Draw an Event card' wins over 'Draw':
    after 'step'/'phase' or at a line's start ("Phase 2 Resources"), with `.`, `)` or `:` after the number
    ("3. Trade"), or inside emphasis ("**2 Draw** an Event card"). A bare number before a step's name
    ("take 3 Resources") counts things, not steps, and is left alone."""
    names = "|".join(_name_pattern(n) for n in sorted(steps, key=len, reverse=True))
    tail = rf"{_GAP}(?P<name>{names})(?![\w-])"
    return (re.compile(rf"(?:\b(?:step|phase)\s+|^|(?<=\n))(?P<n>\d{{1,2}})[.):]?{tail}", re.I),
            re.compile(rf"(?<![\w.,])(?P<n>\d{{1,2}})[.):]{tail}", re.I),
            re.compile(rf"(?:\*\*|__)(?P<n>\d{{1,2}})\s+(?P<name>{names})(?![\w-])", re.I))


def _step_of(matched: str, steps: tuple[str, ...]) -> Optional[int]:
    words = re.sub(r"[\s*_]+", " ", matched).strip().lower()
    hits = [i for i, s in enumerate(steps) if s.lower() == words]
    return hits[0] if len(hits) == 1 else None


@family("steps")
def check_steps(ctx: Context) -> None:
    orders = ordered_sets(dict(ctx.game.names))
    if not orders:
        return
    patterns = {key: step_patterns(steps) for key, steps in orders.items()}
    for p in passages_of(ctx):
        for key, steps in orders.items():
            found = {m.start("n"): m for pattern in patterns[key] for m in pattern.finditer(p.text)}
            for _, m in sorted(found.items()):
                index = _step_of(m.group("name"), steps)
                if index is None or int(m.group("n")) == index + 1:
                    continue
                where = ctx.game.where("names", key)
                ctx.report("TXT008", p.loc(m.start("n")),
                           f"'{m.group('n')}' numbers '{steps[index]}', but it is step {index + 1} of "
                           f"{len(steps)} in '{key}'", expected=str(index + 1), actual=m.group("n"),
                           related=where, subject=f"step/{key}/{m.group('n')}",
                           hint=f"number it {index + 1}, or print the steps from the data with "
                                f"{{% for s in names(\"{key}\") %}}")
