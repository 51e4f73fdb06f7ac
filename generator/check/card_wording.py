"""A card's text that breaks the wording its deck's other cards share with a column of their rows.

A deck's texts are often one sentence told again with each card's own values: "Adds 1 Silver to the sale once
fired to Ember or hotter." on the card whose `bonus` is 1 and `matures` Ember, "Adds 4 Silver ... Orange ..." on
the one whose `bonus` is 4. When at least three cards word a sentence alike (their own names and the values of
their text columns set aside) and the number at one place of it is, on each of them, their own value of one int
column, taking two values or more across them, the sentence states that column; one card that words it alike
and prints another number there contradicts its row ('Adds 5 Silver' on a card whose `bonus` is 4), whatever
words the designer chose for it ('Silver', not 'bonus'). Two cards that break it, or a number some column of
that card's row gives on every card, say nothing: the wording is no rule of the deck then. Where the alike cards
all print one value, the slip is `constant`: the number may equal the column by chance ("Roll 2 dice" on cards that
all cost 2), so prose.py reports it only where its reading of the card's columns named that column at that number
("place 4 more Cell Groups" on a city whose `cell_groups` is 3, as on the 29 others).

Pure: reads the passages of the deck's card texts, reports nothing (prose.py reports TXT003 for what it finds).
"""
from __future__ import annotations

import re
from typing import Any, NamedTuple, Sequence

from .printed import Passage
from .vocabulary import word_set
from .words import NUMBER_WORDS, SENTENCE_MARKS

_NO_VALUE = word_set("numbers_no_value")

# a whole number in a text: digits, with a sign a value may carry ('+2', '-1'), or a number word up to twenty
_WORDS = sorted((w for w, v in NUMBER_WORDS.items() if 0 < v <= 20 and w.isalpha() and w not in _NO_VALUE),
                key=len, reverse=True)
_NUMBER = re.compile(r"(?<![\w.,/])(?:([+\u2212-]?)(\d+)(?![\w%/]|[.,:]\d)|(" + "|".join(_WORDS) + r")\b)", re.I)
_SENTENCE = re.compile(f"[^{SENTENCE_MARKS}]+[{SENTENCE_MARKS}]?")
_RUN = re.compile("\u00a7+")
_MIN_ALIKE = 3   # cards that word a sentence alike and print their column's value in it, at least


class Slip(NamedTuple):
    passage: Passage
    offset: int        # of the number in the passage's text
    written: str       # the number as the card prints it
    column: str        # the int column the other cards' numbers are
    value: int         # this card's value of it
    alike: int         # how many cards word the sentence alike and print their own value
    constant: bool = False   # every one of them prints the same value: a coincidence a name must confirm


class _Said(NamedTuple):
    card: Any
    passage: Passage
    numbers: tuple[tuple[int, int, str], ...]   # (value, offset in the passage, as written)


def _value(sign: str, digits: str, word: str) -> int:
    if word:
        return NUMBER_WORDS[word.lower()]
    return -int(digits) if sign in ("-", "\u2212") else int(digits)


def _masked(card: Any, field: str, text: str) -> str:
    """The text with the card's own name and the values of its other text columns set aside: what the cards of
    one wording share. Found by plain search, not a pattern a card (a pattern compiled for each card cost more
    than the rest of this module together)."""
    own = {card.name, *(v for k, v in card.fields.items() if k != field and isinstance(v, str))}
    low = text.lower()
    if len(low) != len(text):
        return text   # a letter whose lower case is longer ('\u0130'): offsets would shift; nothing set aside
    spans: list[tuple[int, int]] = []
    for name in sorted((v.lower() for v in own if len(v) >= 3 and not v.isdigit()), key=len, reverse=True):
        at = low.find(name)
        while at >= 0:
            end = at + len(name)
            if not (at and (low[at - 1].isalnum() or low[at - 1] == "_")) \
                    and not (end < len(low) and (low[end].isalnum() or low[end] == "_")) \
                    and not any(a < end and at < b for a, b in spans):
                spans.append((at, end))
            at = low.find(name, at + 1)
    if not spans:
        return text
    out, last = [], 0
    for a, b in sorted(spans):
        out.append(text[last:a] + "\u00a7" * (b - a))
        last = b
    return "".join(out) + text[last:]


def _sentences(card: Any, p: Passage) -> list[tuple[str, _Said]]:
    """(its wording, what it says) of each sentence of a card's text that holds a number, and of each clause of one
    that has several (cut at commas, semicolons and colons): "On your own roll only, take # coins from the bank."
    and "On anyone's roll, take # coin from the bank." share the clause that says what the card pays (roll-activate,
    written outside the project). A wording says a noun's singular and plural alike ('1 coin', '3 coins')."""
    masked = _masked(card, p.field, p.text)
    found = list(_NUMBER.finditer(masked))
    out: list[tuple[str, _Said]] = []
    if not found:
        return out
    for s in _SENTENCE.finditer(masked):
        inside = [m for m in found if s.start() <= m.start() < s.end()]
        if not inside:
            continue
        out.append((f"{p.field}\n{_wording(masked, s.start(), s.end(), inside)}", _said(card, p, inside)))
        cuts = [s.start(), *(c.end() for c in _CLAUSE_END.finditer(masked, s.start(), s.end())), s.end()]
        if len(cuts) == 2:
            continue
        for a, b in zip(cuts, cuts[1:]):
            part = [m for m in inside if a <= m.start() < b]
            if part:
                out.append((f"{p.field}\nclause\n{_wording(masked, a, b, part)}", _said(card, p, part)))
    return out


_CLAUSE_END = re.compile(r"[,;:](?=\s)")
_PLURAL = re.compile(r"\b([a-z]{3,})s\b")


def _wording(masked: str, start: int, end: int, inside: list[re.Match]) -> str:
    pieces, at = [], start
    for m in inside:
        pieces.append(masked[at:m.start()] + "#")
        at = m.end()
    pieces.append(masked[at:end])
    return _PLURAL.sub(r"\1", _RUN.sub("\u00a7", "".join(pieces)).strip().lower())


def _said(card: Any, p: Passage, inside: list[re.Match]) -> _Said:
    return _Said(card, p, tuple((_value(m.group(1) or "", m.group(2) or "", m.group(3) or ""), m.start(),
                                 p.text[m.start():m.end()]) for m in inside))


def wording_slips(deck: Any, passages: Sequence[Passage]) -> list[Slip]:
    """The numbers of `deck`'s card texts (`passages`, each owned by (deck, card)) that break the wording the
    deck's other cards share with an int column."""
    columns = [name for name, tp in deck.fields.items() if tp in ("int", "int?")]
    if not columns:
        return []
    groups: dict[str, list[_Said]] = {}
    for p in passages:
        for wording, one in _sentences(p.owner[1], p):
            groups.setdefault(wording, []).append(one)
    slips: list[Slip] = []
    seen: set[tuple[int, int]] = set()   # (passage, offset) of a number already found breaking a wording
    for wording in sorted(groups):
        said = groups[wording]
        ids = [s.card.id for s in said]
        if len(set(ids)) != len(ids):
            continue   # a card that says it twice ('take # coins ..., then take # coins'): which is the column's?
        if len(ids) < _MIN_ALIKE + 1:
            continue
        for k in range(len(said[0].numbers)):
            for slip in _breaks(said, k, columns):
                if (id(slip.passage), slip.offset) not in seen:
                    seen.add((id(slip.passage), slip.offset))
                    slips.append(slip)
    return slips


def _int(card: Any, column: str) -> Any:
    v = card.fields.get(column)
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _breaks(said: list[_Said], k: int, columns: list[str]) -> list[Slip]:
    """The one card of a wording whose k-th number is not its own value of the column every other card's is."""
    if any(_int(s.card, c) is not None and all(_int(x.card, c) == x.numbers[k][0] for x in said)
           for s in said[:1] for c in columns):
        return []   # the wording states a column on every card: nothing breaks it
    for column in columns:
        alike = [s for s in said if _int(s.card, column) == s.numbers[k][0]]
        others = [s for s in said if s not in alike]
        if len(alike) < _MIN_ALIKE or len(others) != 1:
            continue
        odd = others[0]
        value = _int(odd.card, column)
        if value is None or any(all(_int(x.card, c) == x.numbers[k][0] for x in said) for c in columns):
            continue
        _, offset, written = odd.numbers[k]
        return [Slip(odd.passage, offset, written, column, value, len(alike),
                     constant=len({s.numbers[k][0] for s in alike}) < 2)]
    return []
