"""TXT007: a roll printed in any text ("on a 1, 2 or 3", "rolls a 9") that the die table contradicts.

A sentence states rolls when a number list follows "roll(s)/rolled a", "on a",
"roll of" or precedes "on the die". The die is the one the sentence names, the
die whose face text it is, or the game's only die. Every rolled number must be
a face of that die; and when the sentence names exactly one result (by a word
of its id no other result shares, "sunk" for boat-sunk, or as the face
text itself), the rolls must be that result's.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional

from .facts import term_stems
from .findings import Context
from .printed import Passage
from .printed_index import passages_of
from .registry import family
from .words import NUMBER_WORDS, stem

_NUM = r"(?:\d+|" + "|".join(w for w in NUMBER_WORDS if NUMBER_WORDS[w] <= 20 and w not in (
    "once", "twice", "thrice", "single", "both", "zero", "dozen")) + r")"
_LIST = rf"{_NUM}(?:\s*[-\u2013]\s*{_NUM})?(?:\s*,\s*{_NUM})*(?:\s*,?\s*(?:or|and|to)\s+{_NUM})?"
_ROLL = re.compile(rf"(?:\b(?:rolls?|rolled|rolling|shows?|roll\s+of)\s+(?:an?\s+)?|\bon\s+an?\s+)"
                   rf"(?P<list>{_LIST})(?![\w-])(?!\s+or\s+(?:more|less|fewer|higher|lower))"
                   rf"|(?P<list2>{_LIST})\s+on\s+the\s+(?:\w+\s+)?die\b", re.I)
_SENTENCE = re.compile(r"[^.!?;]+[.!?;]?")
# "roll one die", "rolls 2 Combat dice", "roll two more dice": the number counts the dice thrown, it is no face
_DICE_COUNTED = re.compile(r"(?:\s+[A-Za-z][\w'-]*){0,2}?\s+(?:dice|die)\b", re.I)
_NOT_IN_COUNT = re.compile(r"\b(?:on|of|in|to|at|from|with|and|or|than|the|a|an)\b", re.I)
# what any match of _ROLL holds: a passage without it states no roll, and its sentences need no search
_MAYBE_ROLL = re.compile(r"roll|show|\bon\s+an?\s|die", re.I)


def rolled(text: str) -> list[int]:
    """The numbers of a roll list: '1, 2 or 3' -> [1, 2, 3]; '4-8' -> [4, ..., 8]."""
    out: list[int] = []
    for m in re.finditer(rf"({_NUM})(?:\s*[-\u2013]\s*|\s+to\s+)({_NUM})|({_NUM})", text, re.I):
        if m.group(3):
            out.append(_value(m.group(3)))
        else:
            a, b = _value(m.group(1)), _value(m.group(2))
            out.extend(range(a, b + 1))
    return out


def _value(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _results(die: Any) -> Iterator[Any]:
    for r in die.results:
        yield r
        yield from r.reroll


def _faces(result: Any) -> set[int]:
    return set(range(result.rolls.low, result.rolls.high + 1))


def _which_die(ctx: Context, p: Passage, sentence: str) -> Optional[Any]:
    dice = list(ctx.game.dice)
    if isinstance(p.owner, tuple) and p.owner and p.owner[0] in dice:
        return p.owner[0]
    words = {stem(w) for w in re.findall(r"[A-Za-z]+", sentence)}
    named = [d for d in dice if set(term_stems(d.name)) - {"die"} <= words and set(term_stems(d.name)) - {"die"}]
    if len(named) == 1:
        return named[0]
    return dice[0] if len(dice) == 1 else None


def _named_result(die: Any, p: Passage, sentence: str) -> Optional[Any]:
    if isinstance(p.owner, tuple) and len(p.owner) == 2 and p.owner[0] is die:
        return p.owner[1]
    results = list(_results(die))
    stems = {r.id: set(term_stems(r.id.replace("-", " "))) for r in results}
    words = {stem(w) for w in re.findall(r"[A-Za-z]+", sentence)}
    hits = []
    for r in results:
        others = set().union(*(stems[o.id] for o in results if o is not r)) if len(results) > 1 else set()
        if (stems[r.id] - others) & words:
            hits.append(r)
    return hits[0] if len(hits) == 1 else None


def _counts_dice(sentence: str, end: int) -> bool:
    """The number after 'roll' is followed by the dice it counts ("roll one die", "rolls 2 Combat dice"), at
    most two words between and none a preposition, article or joining word ('rolls a 6 on the die' rolls a face)."""
    m = _DICE_COUNTED.match(sentence, end)
    return m is not None and not _NOT_IN_COUNT.search(m.group(0)[:m.group(0).lower().rfind("di")])


@family("rolls")
def check_rolls(ctx: Context) -> None:
    if not ctx.game.dice:
        return
    for p in passages_of(ctx):
        if not _MAYBE_ROLL.search(p.text):
            continue
        for s in _SENTENCE.finditer(p.text):
            sentence = s.group(0)
            for m in _ROLL.finditer(sentence):
                listed = m.group("list") or m.group("list2")
                if m.group("list") and _counts_dice(sentence, m.end("list")):
                    continue
                numbers = rolled(listed)
                die = _which_die(ctx, p, sentence)
                if die is None or not numbers:
                    continue
                offset = s.start() + (m.start("list") if m.group("list") else m.start("list2"))
                outside = [n for n in numbers if not 1 <= n <= die.faces]
                where = ctx.game.where("dice", ctx.game.dice.index(die))
                if outside:
                    ctx.report("TXT007", p.loc(offset), f"'{listed}' cannot be rolled: the {die.name} has "
                               f"{die.faces} faces", expected=f"1-{die.faces}", actual=listed, related=where,
                               hint=f"print the die with {{{{ die(\"{die.id}\") }}}}", subject=f"roll/{die.id}/{listed}")
                    continue
                result = _named_result(die, p, sentence)
                # one number is a roll that falls in the result; a list or span states all its faces
                wrong = (numbers[0] not in _faces(result) if len(numbers) == 1 else set(numbers) != _faces(result)) \
                    if result is not None else False
                if wrong:
                    ctx.report("TXT007", p.loc(offset), f"'{listed}' on the {die.name}, but '{result.id}' is rolled "
                               f"on {result.rolls}", expected=str(result.rolls), actual=listed, related=result.loc,
                               hint=f"print the die with {{{{ die(\"{die.id}\") }}}}",
                               subject=f"roll/{die.id}/{result.id}/{listed}")
