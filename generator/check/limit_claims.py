"""A number said as a limit, read as the game's one rule named as that limit (TXT001): "Each player with more than
8 prayer points returns the extra ones" beside `prayer_point_limit()` (7), "A tile never holds more than 4 workers"
beside `max_workers_per_tile()` (3), where the binding of the number by its words alone is left in doubt by rows of
the same words ('Prayer points' of every cost table) or by a word of the rule said a few words off ('tile').

Read only when all of these hold, and then the reading goes on through every excuse of a value read by its words:

- the number is said as a maximum, in one of the forms that state the limit itself: 'up to N', 'at most N', 'N at
  most', 'no more than N', 'not more than N', 'a maximum of N', or 'more than N' / 'over N' / 'exceed N' in a
  clause that forbids the excess or takes it away ('never', 'cannot', 'may not', 'the extra', 'discard down');
  or as a minimum: 'at least N', 'no fewer than N', 'no less than N', 'a minimum of N'. "N or more", "fewer than
  N" and the rest are thresholds whose distance from a limit is a guess (one more, one fewer), never read here;
- the rule or row is named as a limit of the same end (`max_workers`, 'Most workers on one tile');
- the number's own noun (the word after it, or for "hold 3 at most" a table row's or glossary entry's term) is a
  word of it, and every other word of it but the limit's own ('max', 'limit', 'per') stands in the number's part
  of its clause, between commas;
  it has two such words at least ('max_stamina' alone names too little to tell "up to 4 Stamina" from a level);
- no limit of the same end and the same noun agrees with the number ("more than 10 material cubes" is
  material_limit()'s 10, not most_of_one_material()'s 2);
- no other such fact of another value fits as well: a fact whose words are all of another's is the less specific
  and yields ("more than 4 workers" on a tile: `max_workers_per_tile()`, not `max_workers()`), and two left of
  different values say nothing.

Player counts are the players family's; a worked example's numbers are its story's.
"""
from __future__ import annotations

from typing import Optional

from .claims import agrees, clause
from .facts import Fact
from .vocabulary import word_set
from .words import NUMBER_WORDS, Token, stem

# the words of a rule's name that say it is a limit, or join its parts, or count ('most_of_one_material'): the
# others name what is limited
_NOT_NAMING = frozenset(stem(w) for w in word_set("limit_words")) | {"per", "each", "allow", "allowed"} \
    | frozenset(stem(w) for w in NUMBER_WORDS)
_EXCESS = frozenset(word_set("excess_cues"))
_MAX_BEFORE = {("up", "to"): "max", ("at", "most"): "max", ("at", "least"): "min", ("maximum", "of"): "max",
               ("minimum", "of"): "min"}
_NO_MORE = {"more": "max", "fewer": "min", "less": "min"}


def _word(toks: list[Token], k: int) -> str:
    return toks[k].text.lower() if 0 <= k < len(toks) and toks[k].kind == "word" else ""


def limit_said(toks: list[Token], i: int) -> str:
    """'max' or 'min' when the number at i is said as that limit itself, else ''."""
    before = (_word(toks, i - 2), _word(toks, i - 1))
    if before in _MAX_BEFORE:
        if before == ("up", "to") and _word(toks, i - 3) in ("back", "way"):
            return ""   # "rest brings her back up to 4 Stamina": a level reached, not the most allowed (climbing-gym)
        return _MAX_BEFORE[before]
    if before[1] == "than" and _word(toks, i - 3) in ("no", "not") and before[0] in _NO_MORE:
        return _NO_MORE[before[0]]   # "no more than 5", "no fewer than 2"
    if (_word(toks, i + 1), _word(toks, i + 2)) == ("at", "most"):
        return "max"   # "hold 3 at most"
    exceeding = before == ("more", "than") and _word(toks, i - 3) not in ("no", "not") \
        or before[1] in ("over", "exceed", "exceeds", "exceeding")
    if exceeding:
        a, b = clause(toks, i)
        words = {x.text.lower() for x in toks[a:b] if x.kind == "word"}
        if words & _EXCESS:
            return "max"   # "never holds more than 4", "with more than 8 ... returns the extra ones"
    return ""


def _own_noun(toks: list[Token], i: int) -> str:
    """The stem of the word right after the number, or '' when none follows in its clause."""
    k = i + 1
    return toks[k].stem if k < len(toks) and toks[k].kind == "word" and _word(toks, k) not in ("at", "or") else ""


def _part(toks: list[Token], i: int) -> list[Token]:
    """The part of the number's clause between commas: "A tile never holds more than 4 workers, counting everyone's
    together, and you may never own more than 12 workers" says 'tile' only of the first."""
    a, b = clause(toks, i)
    a = next((k + 1 for k in range(i - 1, a - 1, -1) if toks[k].kind == "comma"), a)
    end = next((k for k in range(i, b) if toks[k].kind == "comma"), b)
    return toks[a:end]


def _words(fact: Fact) -> frozenset[str]:
    return frozenset(fact.stems) - _NOT_NAMING


def limit_fact(toks: list[Token], i: int, facts: list[Fact], label: tuple[str, ...] = ()) -> Optional[Fact]:
    """The one fact named as the limit the number at i states (see the module's doc), or None."""
    said = limit_said(toks, i)
    if not said:
        return None
    noun = _own_noun(toks, i)
    if noun in ("player", ""):
        if noun or not label:
            return None
        near = set(label)
    else:
        near = {noun}
    named = [f for f in facts if f.limit == said and near & _words(f)]
    words = {x.stem for x in _part(toks, i) if x.kind == "word"} | set(label)
    fits = [f for f in named if len(_words(f)) >= 2 and _words(f) <= words]
    # a limit of the noun, said whole by the part, that agrees and is no less specific than one that fits: "more
    # than 10 material cubes" is material_limit()'s 10, whatever else of material fits; max_workers(), were it 4
    # beside "more than 4 workers" on a tile, is less specific than max_workers_per_tile()
    if any(agrees(toks[i], f.values) and _words(f) <= words and not any(_words(f) < _words(g) for g in fits)
           for f in named):
        return next((f for f in fits if agrees(toks[i], f.values)), None)
    specific = [f for f in fits if not any(_words(f) < _words(g) for g in fits)]
    if not specific or len({f.values for f in specific}) > 1:
        return None
    return specific[0]
