"""TXT008: a number printed before a step of the turn is that step's place in the order the data gives.

The order is a name set whose id says it is one: `phases`, or an id ending in
`steps` or `phases` (`turn-steps`). A step is numbered where a number of one
or two digits stands right before the step's whole name, after 'step'/'phase'
or at a line's start, with `.`, `)` or `:` after it, or opening emphasis:
"**2 Draw** an Event card", "3. Trade", "Phase 4: Build". Names are read
whatever their capitals, spacing and emphasis, the longest that fits first
("Draw an Event card", not "Draw"); a name the set lists twice but for its
capitals (a turn that rolls twice: "Roll", ..., "roll") could be either step
and is not judged. A list numbered by Markdown prints its own numbers (its
start, then one more per item, whatever was typed): an item that opens with a
step's whole name is that step when two or more items of its list do, and its
printed number must be the step's place ("1. **Workers**: ...", "2. **Trade**:
..." with Trade third).
"""
from __future__ import annotations

import re
from typing import Optional

from .catalogue import declare
from .findings import Context
from .printed import Passage
from .printed_index import index_of
from .registry import family

declare("TXT008", family="steps", severity="error",
        title="a number printed before a step of the turn is not its place in the order",
        english=True)

_GAP = r"[\s*_]*"          # Markdown emphasis and spaces between words
_DIGIT = re.compile(r"\d")   # every way of numbering a step has one: a passage without one needs no pattern


def ordered_sets(names: dict) -> dict[str, tuple[str, ...]]:
    """The name sets that are an order of play, by id."""
    return {key: tuple(values) for key, values in names.items()
            if len(values) > 1 and (key == "phases" or key.endswith(("steps", "phases")))}


def _name_pattern(name: str) -> str:
    return _GAP.join(re.escape(word) for word in name.split())


def _names_pattern(steps: tuple[str, ...]) -> str:
    """Every step's name, longest first so 'Draw an Event card' wins over 'Draw'."""
    return "|".join(_name_pattern(n) for n in sorted(steps, key=len, reverse=True))


def step_patterns(steps: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """The ways a step is numbered in text: after 'step'/'phase' ("Phase 2 Resources"), with `.`, `)` or `:`
    after the number ("3. Trade"), or inside emphasis ("**2 Draw** an Event card"). A bare number before a
    step's name ("take 3 Resources"), even opening a line or a note ("20 Forge Militia and 20 Spark Shards" beside
    a step Forge), counts things, not steps, and is left alone."""
    names = _names_pattern(steps)
    tail = rf"{_GAP}(?P<name>{names})(?![\w-])"
    return (re.compile(rf"\b(?:step|phase)\s+(?P<n>\d{{1,2}})[.):]?{tail}", re.I),
            # a sign before it makes a value ("You may not borrow below -10. Income never rises": income-track)
            re.compile(rf"(?<![\w.,+\u2212-])(?P<n>\d{{1,2}})[.):]{tail}", re.I),
            re.compile(rf"(?:\*\*|__)(?P<n>\d{{1,2}})\s+(?P<name>{names})(?![\w-])", re.I))


def letter_patterns(steps: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """The ways a step is lettered (A for the first): opening a line or emphasis with `.`, `)` or `:` after the letter
    ("A. Orders", "**C. Advance**", "### D. Assault"), or after 'step' or 'phase' with a colon or nothing ("Phase
    A: Orders"). I, V and X may be Roman numerals and are not read."""
    names = _names_pattern(steps)
    tail = rf"{_GAP}(?P<name>{names})(?![\w-])"
    return (re.compile(rf"\b(?:step|phase)\s+(?P<n>[A-HJ-UWYZ]):?{tail}", re.I),
            re.compile(rf"(?:^|\n)[ \t]*(?:[-*+][ \t]+|#+[ \t]+)?(?:\*\*|__)?(?P<n>[A-HJ-UWYZ])[.):]{tail}"))


def _step_of(matched: str, steps: tuple[str, ...]) -> Optional[int]:
    """The step whose name the matched words fit (capitals, spacing and emphasis aside, as the patterns read
    them), None when they fit two ("Roll" and "roll")."""
    hits = [i for i, s in enumerate(steps) if re.fullmatch(_name_pattern(s), matched, re.I)]
    return hits[0] if len(hits) == 1 else None


def _opening_step(text: str, steps: tuple[str, ...]) -> Optional[tuple[int, int]]:
    """(step index, offset of its name) when the text opens with a step's whole name, emphasis allowed."""
    m = re.match(rf"[\s*_]*(?P<name>{_names_pattern(steps)})(?![\w-])", text, re.I)
    if m is None:
        return None
    index = _step_of(m.group("name"), steps)
    return None if index is None else (index, m.start("name"))


def _list_items(ctx: Context, passages: list, key: str, steps: tuple[str, ...]) -> None:
    """Markdown-numbered lists whose items open with the steps' names: each item's printed number."""
    lists: dict[tuple[str, int], list[tuple[Passage, int, int, int]]] = {}
    numbers: dict[tuple[str, int], set[int]] = {}   # every item's printed number, by list
    for p in passages:
        if p.item:
            numbers.setdefault((p.file, p.item[0]), set()).add(p.item[1])
            opening = _opening_step(p.text, steps)
            if opening is not None:
                lists.setdefault((p.file, p.item[0]), []).append((p, p.item[1], *opening))
    for where, items in lists.items():
        if len(items) < 2:
            continue   # one item that happens to open with a step's name is no list of the steps
        if len({index for _, _, index, _ in items}) < len(items):
            continue   # "1. Score the Tower ... 3. Score the nine regions": a step named twice is a verb of the
            # list's own parts, no list of the steps
        # a list in the steps' order numbered its own way (the night's three hours as 1-3, a round told in six
        # items for eight steps) may be a part or a summary: a warning; a step out of order is an error
        ordered = all(a[2] < b[2] for a, b in zip(items, items[1:]))
        if ordered and _items_before(items, numbers[where]):
            continue   # "1. **Getaway?** ... 2. **Case a vault** ... 3. **Roll**" for steps Case a vault, Roll, ...:
            # the steps in order after items of the list's own, each one place on (heist-dice, written outside)
        for p, number, index, offset in items:
            if number == index + 1:
                continue
            ctx.report("TXT008", p.loc(offset),
                       f"list item {number} is '{steps[index]}', but it is step {index + 1} of {len(steps)} "
                       f"in '{key}'", expected=str(index + 1), actual=str(number),
                       related=ctx.game.where("names", key), subject=f"step/{key}/item-{number}",
                       hint=f"put the items in the order of names.{key}, or print the steps from the data "
                            f"with {{% for s in names(\"{key}\") %}}", unsure=ordered)


def _items_before(items: list[tuple[Passage, int, int, int]], numbers: set[int]) -> bool:
    """Every step item's printed number is its place plus one shift, and the items the shift stands for are the
    list's own items that open with no step, right before the first step item."""
    shift = {number - index - 1 for _, number, index, _ in items}
    if len(shift) != 1:
        return False
    c = shift.pop()
    first = min(number for _, number, _, _ in items)
    steps_at = {number for _, number, _, _ in items}
    return c > 0 and all(n in numbers and n not in steps_at for n in range(first - c, first))


_WORD_BEFORE = re.compile(r"([^\W\d_]+)\W*$")


def _ends_sentence(text: str, m: re.Match[str], steps: tuple[str, ...]) -> bool:
    """'N.' or 'N:' after a word of a sentence that is no step's name ("with a Wide Shelf it is 10. Discard the
    extra cards": markdown-tables; "After wave 10: Fire and March": tower-defense) ends that sentence or names
    another thing; 'N.' opening a line, after a colon or comma, or after the name of the step before it ("1. Draw
    2. Play") numbers a step."""
    if m.group(0)[len(m.group("n")):][:1] not in ".:" or m.group(0)[:1].lower() in ("s", "p"):
        return False   # ')' numbers steps; 'Step 3.' names one
    before = _WORD_BEFORE.search(text[max(0, m.start("n") - 40):m.start("n")])
    if before is None or not text[:m.start("n")].rstrip()[-1:].isalpha():
        return False
    words = {w.lower() for name in steps for w in name.split()} | {"step", "phase"}   # 'Phase 3: Resources' numbers it
    return before.group(1).lower() not in words


@family("steps")
def check_steps(ctx: Context) -> None:
    orders = ordered_sets(dict(ctx.game.names))
    if not orders:
        return
    patterns = {key: step_patterns(steps) for key, steps in orders.items()}
    letters: dict[str, tuple[re.Pattern[str], ...]] = {}   # made when a passage first letters a step
    text = index_of(ctx)
    for key, steps in orders.items():
        _list_items(ctx, text.documents, key, steps)   # an item's number: Markdown's lists
    for p in text.passages:
        if _may_letter(p.text):
            for key, steps in orders.items():
                if key not in letters:
                    letters[key] = letter_patterns(steps)
                _lettered(ctx, p, key, steps, letters[key])
        if _DIGIT.search(p.text) is None:
            continue
        for key, steps in orders.items():
            found = {m.start("n"): m for pattern in patterns[key] for m in pattern.finditer(p.text)}
            for _, m in sorted(found.items()):
                index = _step_of(m.group("name"), steps)
                if index is None or int(m.group("n")) == index + 1 or _ends_sentence(p.text, m, steps) \
                        or _closes_bracket(p.text, m):
                    continue
                where = ctx.game.where("names", key)
                ctx.report("TXT008", p.loc(m.start("n")),
                           f"'{m.group('n')}' numbers '{steps[index]}', but it is step {index + 1} of "
                           f"{len(steps)} in '{key}'", expected=str(index + 1), actual=m.group("n"),
                           related=where, subject=f"step/{key}/{m.group('n')}",
                           hint=f"number it {index + 1}, or print the steps from the data with "
                                f"{{% for s in names(\"{key}\") %}}")


# cheap: a passage where a letter may step ("A. Orders" opening a line, "Phase B"), before the patterns of names
_LINE_LETTER = re.compile(r"^[ \t*#_+-]*[A-HJ-UWYZ][.):]", re.M)
_WORD_LETTER = re.compile(r"\b(?:[Pp]hase|[Ss]tep)\s+[A-HJ-UWYZ]\b")


def _may_letter(text: str) -> bool:
    return _LINE_LETTER.search(text) is not None or (
        ("hase " in text or "tep " in text) and _WORD_LETTER.search(text) is not None)


def _lettered(ctx: Context, p: Passage, key: str, steps: tuple[str, ...], patterns: tuple[re.Pattern[str], ...]) -> None:
    """TXT008 for a step lettered out of its place ("C. Trade" where Trade is the second step)."""
    found = {m.start("n"): m for pattern in patterns for m in pattern.finditer(p.text)}
    for _, m in sorted(found.items()):
        index = _step_of(m.group("name"), steps)
        letter = m.group("n").upper()
        if index is None or ord(letter) - ord("A") == index:
            continue
        ctx.report("TXT008", p.loc(m.start("n")),
                   f"'{m.group('n')}' letters '{steps[index]}', but it is step {index + 1} of {len(steps)} in '{key}'",
                   expected=chr(ord("A") + index), actual=m.group("n"), related=ctx.game.where("names", key),
                   subject=f"step/{key}/{m.group('n')}",
                   hint=f"letter it {chr(ord('A') + index)}, or print the steps from the data with "
                        f"{{% for s in names(\"{key}\") %}}")


def _closes_bracket(text: str, m: re.Match[str]) -> bool:
    """'N)' that closes a bracket opened before it in its line ("(Speed 2 up to Speed 8) move your car":
    modular-track) ends the bracket; it numbers no step."""
    if m.group(0)[len(m.group("n")):][:1] != ")" and text[m.end("n"):m.end("n") + 1] != ")":
        return False
    line = text[text.rfind("\n", 0, m.start("n")) + 1:m.start("n")]
    return line.count("(") > line.count(")")

