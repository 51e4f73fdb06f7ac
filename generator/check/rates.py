"""A rate a rule of one count gives, said in words (TXT001): "A Shop scores 1 for each House next to it" beside
`shop_points(houses)`, which gives 0, 1, 2, ... for 0, 1, 2 houses.

Certain, so an error, only when all of these hold: the sentence names the rule by the first word of its name as
the subject of 'scores', 'earns', 'gives' or 'is worth' ("A Shop scores", "Each Shop earns", "Shops score"); the
number follows at once (points or VP may stand after it) and then 'for each', 'for every' or 'per' and a noun;
the rule takes one argument, named by that noun's plural or singular ('houses' for 'House'); and the rule gives
0 for none and the same step for each one more, from 0 to 5: the step is the rate. A rule with a base ("Houses
score 1, plus 2 for each Park": 1 for none), a step that changes ("3 with none, 1 with one, nothing with
more"), an argument of another noun, and a sentence that says 'more', 'extra' or 'plus' before the number are
left silent, and so is a rule that fails or gives no whole number for those counts (it is never reported).
"""
from __future__ import annotations

import inspect
import re
from typing import Optional

from .findings import Context
from .printed import Passage
from .words import NUMBER_WORDS, stem

_RATE = re.compile(
    r"\b(?P<name>[A-Za-z]+)\s+(?:scores?|earns?|gives?|(?:is|are)\s+worth)\s+(?P<n>\d+|[a-z]+)\s+"
    r"(?:(?:victory\s+)?points?\s+|VP\s+|coins?\s+)?(?:for\s+each|for\s+every|per)\s+(?P<noun>[A-Za-z]+)", re.I)
_STEPS = range(6)


def rate_sentences(text: str) -> bool:
    """A cheap test before any rule is weighed: the text may hold a rate said of a named thing."""
    return ("each" in text or "every" in text or "per" in text) and bool(_RATE.search(text))


def rate_claims(ctx: Context, p: Passage, steps: dict[str, Optional[int]]) -> None:
    """TXT001 for each rate a sentence of the passage says that its rule gives otherwise. `steps` remembers each
    rule's step (None: no plain rate) over the game's passages."""
    for m in _RATE.finditer(p.text):
        said = _value(m.group("n"))
        if said is None:
            continue
        rule = _rule_named(ctx, m.group("name"), m.group("noun"))
        if rule is None:
            continue
        if rule not in steps:
            steps[rule] = _step(ctx, rule)
        step = steps[rule]
        if step is None or step == said:
            continue
        n = m.group("n")
        ctx.report("TXT001", p.loc(m.start("n")),
                   f"'{n}' for each {m.group('noun')} next to '{m.group('name')}', but {rule}() gives {step} for each",
                   expected=step, actual=n, hint=f"print it with {{{{ engine.{rule}(1) }}}}",
                   subject=f"{p.document or p.file.split('/')[-1]}/rate/{rule}/{n}")


def _value(word: str) -> Optional[int]:
    if word.isdigit():
        return int(word)
    value = NUMBER_WORDS.get(word.lower())
    return value if isinstance(value, int) else None


def _rule_named(ctx: Context, name: str, noun: str) -> Optional[str]:
    """The one rule whose name opens with the subject's word and whose one argument is the noun counted."""
    subject, counted = stem(name.lower()), stem(noun.lower())
    found = []
    for rule, func in ctx.engine.rules.items():
        words = rule.split("_")
        if len(words) < 2 or stem(words[0]) != subject:
            continue
        try:
            params = list(inspect.signature(func).parameters.values())
        except (TypeError, ValueError):
            continue
        if len(params) == 1 and stem(params[0].name.lower()) == counted:
            found.append(rule)
    return found[0] if len(found) == 1 else None


def _step(ctx: Context, rule: str) -> Optional[int]:
    """The rule's step when it gives 0 for none and the same step for each one more, from 0 to 5; else None."""
    from ..load.engine_calls import EngineFault

    func = ctx.engine.rules[rule]
    try:
        values = [ctx.engine.calls.run(f"{rule}({k})", func, k) for k in _STEPS]
    except EngineFault:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values) or values[0] != 0:
        return None
    step = values[1]
    return step if step and all(v == k * step for k, v in zip(_STEPS, values)) else None
