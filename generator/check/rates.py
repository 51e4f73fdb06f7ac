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

import re
from typing import Optional

from ..core.signatures import signature
from .findings import Context
from .printed import Passage
from .vocabulary import word_set
from .words import NUMBER_WORDS, STOP, lemma

_RATE = re.compile(
    r"\b(?P<name>[A-Za-z]+)\s+(?:scores?|earns?|gives?|(?:is|are)\s+worth)\s+(?P<n>\d+|[a-z]+)\s+"
    r"(?:(?:victory\s+)?points?\s+|VP\s+|coins?\s+)?(?:for\s+each|for\s+every|per)\s+(?P<noun>[A-Za-z]+)", re.I)
_STEPS = range(6)
# the other form: an amount, a unit of up to two words, then 'for each', 'for every' or 'per' and the thing counted
# ("Pay 2 Money for each road you own"), the rule named by the words round it rather than a subject
_PER = re.compile(r"(?<![\w.,-])(?P<n>\d+|[a-z]+)\s+(?:[A-Za-z]+\s+){0,2}?(?:for\s+each|for\s+every|per)\s+"
                  r"(?P<noun>[A-Za-z]+)", re.I)
# and the form with the thing first: 'each' or 'every' and the thing, a verb of giving or paying, then the amount
# ("every guildhall scores 4 points", "each guildhall you have raised pays you 3 Silver")
_EACH_FIRST = re.compile(r"\b(?:each|every)\s+(?P<noun>[A-Za-z]+)\s+(?:[a-z]+\s+){0,3}?(?:scores?|earns?|gives?|"
                         r"pays?|is\s+worth|are\s+worth)\s+(?:you\s+|its\s+owner\s+)?(?P<n>\d+|[a-z]+)\b", re.I)
_LABEL = re.compile(r"^\s*\*\*(?P<label>[^*]+)\*\*")
_NOT_ALONE = word_set("added_to_a_base")


def rate_sentences(text: str) -> bool:
    """A cheap test before any rule is weighed: the text may hold a rate said of a named thing."""
    return ("each" in text or "every" in text or "per" in text or "Each" in text or "Every" in text) \
        and bool(_RATE.search(text) or _PER.search(text) or _EACH_FIRST.search(text))


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


def per_claims(ctx: Context, p: Passage, steps: dict[str, Optional[int]]) -> None:
    """TXT001 for an amount said per thing ("Pay 2 Money for each road you own") where the one rule of one
    argument named by that thing, whose every other name word the sentence or the passage's bold label says
    ('**Road upkeep.**' for road_upkeep(roads)), gives 0 for none and another step for each one more: a mistake
    put back into commerce's rulebook went unread. A number after 'more', 'extra' or 'plus' (what is added to a
    base), a rule not named so, or one of no plain step, is left silent."""
    label = _LABEL.match(p.text)
    around = {f for w in re.findall(r"[A-Za-z]+", label.group("label")) for f in _forms(w)} if label else set()
    named = [r.span("n") for r in _RATE.finditer(p.text)]   # rate_claims reads those
    for m in sorted([*_PER.finditer(p.text), *_EACH_FIRST.finditer(p.text)], key=lambda m: m.start("n")):
        said = _value(m.group("n"))
        if said is None or said == 0 or m.span("n") in named:
            continue
        before = p.text[:m.start()].split()
        if before and before[-1].lower().strip(",;:") in _NOT_ALONE:
            continue
        start = max(p.text.rfind(mark, 0, m.start()) for mark in ".;:!?") + 1
        # the words that may name the rule: the label's, the sentence's before the number and the unit's after it
        # ("**Gate**: 5 per gate lowered, only from 130 metres" names no gate_metres(): its metres are the 130's)
        words = {f for w in re.findall(r"[A-Za-z]+", p.text[start:m.start("noun")]) for f in _forms(w)} | around
        units = {f for w in re.findall(r"[A-Za-z]+", p.text[m.end("n"):m.start("noun")]) for f in _forms(w)} \
            - {"for", "each", "every", "per"}
        if m.re is _EACH_FIRST:   # "every guildhall scores 4 points": the words before it, and its unit after it
            words = {f for w in re.findall(r"[A-Za-z]+", p.text[start:m.start("n")]) for f in _forms(w)} | around
            units = {f for w in re.findall(r"[A-Za-z]+", p.text[m.end("n"):])[:2] for f in _forms(w)}
            words |= units
        rule = _rule_of_thing(ctx, m.group("noun"), words)
        other_words = [forms for forms in _name_words(rule or "") if not forms & _forms(m.group("noun"))]
        if rule is None or units and not any(units & forms for forms in _name_words(rule)) \
                and not all(forms & around for forms in other_words):
            continue   # "adds 5 points per gate" beside gate_metres(): points, not the metres the rule gives,
            # unless a label names the rule whole ("**Road upkeep.** Pay 2 Money for each road")
        if rule not in steps:
            steps[rule] = _step(ctx, rule)
        step = steps[rule]
        if step is None or abs(step) == said:
            continue   # a loss said as its size: "minus 3 metres for each gate" for gate_metres() (-3 each)
        n = m.group("n")
        ctx.report("TXT001", p.loc(m.start("n")),
                   f"'{n}' for each {m.group('noun')}, but {rule}() gives {step} for each",
                   expected=step, actual=n, hint=f"print it with {{{{ engine.{rule}(1) }}}}",
                   subject=f"{p.document or p.file.split('/')[-1]}/rate/{rule}/{n}")


def _forms(word: str) -> set[str]:
    """A word's forms to match by: as written and its dictionary form ('building' is a noun and a verb's form)."""
    low = word.lower()
    return {low, lemma(low), low[:-1] if low.endswith("s") else low}


def _name_words(rule: str) -> list[set[str]]:
    return [_forms(w) for w in rule.lower().split("_") if w and w not in STOP]


def _rule_of_thing(ctx: Context, noun: str, said: set[str]) -> Optional[str]:
    """The one rule of one argument named by the noun counted ('roads' for 'road') whose name's other words all
    stand in `said` (the forms of the sentence's and its label's words)."""
    counted = _forms(noun)
    found = []
    for rule, param in _one_count_rules(ctx):
        others = [forms for forms in _name_words(rule) if not forms & counted]
        if others and all(forms & said for forms in others) and _forms(param) & counted:
            found.append(rule)
    return found[0] if len(found) == 1 else None


def _value(word: str) -> Optional[int]:
    if word.isdigit():
        return int(word)
    value = NUMBER_WORDS.get(word.lower())
    return value if isinstance(value, int) else None


def _rule_named(ctx: Context, name: str, noun: str) -> Optional[str]:
    """The one rule whose name opens with the subject's word and whose one argument is the noun counted."""
    subject, counted = _forms(name), _forms(noun)
    found = [rule for rule, param in _one_count_rules(ctx)
             if len(rule.split("_")) >= 2 and _forms(rule.split("_")[0]) & subject and _forms(param) & counted]
    return found[0] if len(found) == 1 else None


def _one_count_rules(ctx: Context) -> list[tuple[str, str]]:
    """(rule, its argument's name) of every engine rule of one argument."""
    out = []
    for rule, func in ctx.engine.rules.items():
        try:
            params = list(signature(func).parameters.values())
        except (TypeError, ValueError):
            continue
        if len(params) == 1:
            out.append((rule, params[0].name))
    return out


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
