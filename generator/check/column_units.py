"""A card's column named by a unit (`minutes`, `kg`, `ounces_each`, `ink_oz`): its text states the column in that
unit ("Deliver 40 kg of tea", "delayed 45 minutes", "3 oz each").

A number before a unit measures, and counts no term of the game (claims.skipped): that holds for the rulebook,
where nothing says which measure a sentence gives. On a card whose own row has a column named by the unit, the
measure is that column's, said as the designer's data names it, short form or long ('oz' for `ounces_each`,
'minutes' for `minutes`). Everything else that makes a number no statement of a column (a distance "2 feet
apart", a change "50 m less", a part of a compound measure "1 lb 4 oz") still holds.
"""
from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from typing import Optional

from .facts import Fact
from .vocabulary import word_list, word_set, word_table
from .words import Token, stem

_FORMS = word_table("unit_forms")
# the stem of every unit's own word: 'minut', 'ounc', 'kilogram', ...
_UNIT_STEMS = {stem(w) for w in word_list("units")} | {stem(w) for w in _FORMS.values()}


def unit_of(word: str) -> Optional[str]:
    """The unit a word names, as the stem of the unit's own word ('oz', 'ounces' -> 'ounc'), or None."""
    low = word.lower()
    key = stem(_FORMS.get(low, low))
    return key if key in _UNIT_STEMS else None


_WORD = re.compile(r"[A-Za-z]+")


@lru_cache(maxsize=None)
def column_unit(name: str) -> Optional[str]:
    """The unit a column's name names (`ounces_each` -> 'ounc', `ink_oz` -> 'ounc', `kg` -> 'kilogram'), when one
    word of it is a unit and only one."""
    units = {u for u in (unit_of(w) for w in _WORD.findall(name.replace("_", " "))) if u}
    return next(iter(units)) if len(units) == 1 else None


def said_units(toks: list[Token], facts: list[Fact], units: dict[str, str]) -> tuple[list[Fact], frozenset[str]]:
    """`facts` (a card's columns; `units`: a fact's name -> the unit of its column) with the unit's word of each column named
    by a unit put in the form its text says it after a number ('oz' for `ounces_each`), and the stems of those
    words: a number before one of them may state its column (claims.skipped's `counted`)."""
    if not units:
        return facts, frozenset()
    said: dict[str, str] = {}   # a unit -> the stem the text gives it
    for i in range(len(toks) - 1):
        nxt = toks[i + 1]
        if toks[i].kind == "num" and nxt.kind == "word" and not compound(toks, i):
            u = unit_of(nxt.text)
            if u is not None:
                said.setdefault(u, nxt.stem)
    if not said:
        return facts, frozenset()
    out = []
    for fact in facts:
        u = units.get(fact.name)
        if u in said:   # the unit's word where the column's name has it, in the text's form
            fact = replace(fact, stems=tuple(dict.fromkeys(said[u] if unit_of(s) == u else s for s in fact.stems)))
        out.append(fact)
    return out, frozenset(said[u] for u in said if u in set(units.values()))


def compound(toks: list[Token], i: int) -> bool:
    """The number at i is a part of a compound measure ('1 lb 4 oz', '2 h 30 min'): a unit word after another
    number right before it, or a number and a unit word right after its own unit: no part states a column alone."""
    before = i >= 2 and toks[i - 1].kind == "word" and unit_of(toks[i - 1].text) is not None and toks[i - 2].kind == "num"
    after = i + 3 < len(toks) and toks[i + 2].kind == "num" and toks[i + 3].kind == "word" \
        and unit_of(toks[i + 3].text) is not None and unit_of(toks[i + 1].text) is not None
    return before or after


# and a comparative: "10 minutes sooner", "30 minutes longer than a Dark Rye": by how much, another card's
# measure beside (bread-bakery)
_RELATIONS = word_set("measure_relations") | word_set("comparatives")


def relative(toks: list[Token], i: int) -> bool:
    """The measure at i (a number, then its unit) is a distance from a point the words after it name ('2 feet past
    the button', '3 feet in front of the house'): another point than the column's may be meant."""
    if i + 1 >= len(toks) or toks[i + 1].kind != "word" or unit_of(toks[i + 1].text) is None:
        return False
    after = [x.text.lower() for x in toks[i + 2:i + 4] if x.kind == "word"]
    return bool(after) and (after[0] in _RELATIONS or after[0] == "in" and after[1:2] == ["front"])


_RELATIVE_PRONOUNS = {"that", "which", "who", "whose", "whom"}


def of_another(toks: list[Token], i: int) -> bool:
    """The measure at i may be another thing's than the card's column: said in a relative clause, within three words
    of its pronoun ("a Wedge that shows 20 yards": the club's), or after 'only' ("crafting three Parts takes only 1
    hour" on a Hammer whose `hours` is its own making: what the card changes)."""
    if i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "only":
        return True
    k = i - 1
    while k >= max(0, i - 3) and toks[k].kind == "word":
        if toks[k].text.lower() in _RELATIVE_PRONOUNS:
            return True
        k -= 1
    return False
