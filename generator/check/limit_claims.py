"""A number said as a limit, read as the game's one rule named as that limit (TXT001): "Each player with more than
8 prayer points returns the extra ones" beside `prayer_point_limit()` (7), "A tile never holds more than 4 workers"
beside `max_workers_per_tile()` (3), where the binding of the number by its words alone is left in doubt by rows of
the same words ('Prayer points' of every cost table) or by a word of the rule said a few words off ('tile').

Read only when all of these hold, and then the reading goes on through every excuse of a value read by its words:

- the number is said as a maximum, in one of the forms that state the limit itself: 'up to N', 'at most N', 'N at
  most', 'no more than N', 'a maximum of N', 'the most ... is N', 'discard down to N', or 'more than N' / 'over N' /
  'exceed N' in a clause that forbids the excess or takes it away ('never', 'cannot', 'the extra', 'discard'); or
  as a minimum: 'at least N', 'no fewer than N', 'a minimum of N', 'the least ... is N'. "N or more", "fewer than N"
  and the rest are thresholds whose distance from a limit is a guess (one more, one fewer), never read here; nor
  "back up to 4 Stamina", a level reached;
- the rule or row is named as a limit of the same end (`max_workers`, 'Most workers on one tile', 'Sandbag limit');
- the number's own noun (the word after it, or for "hold 3 at most" a table row's or glossary entry's term) is a
  word of it, and either the rule has two words at least besides the limit's own ('max', 'limit', 'per'), all in
  the number's part of its clause (between commas), or the part says keeping ('may hold at most 13 sandbags') or the
  clause says 'discard', and the number's own words, nothing after them but small words, are the rule's
  ('max_stamina' alone names too little to tell "up to 4 Stamina" from a level, "buy up to 4" from a limit); or the
  clause names the limit whole after 'discard(s) down to the' ("holding more than 7 cards discards down to the hand
  limit": 'Hand limit', whatever the number's noun);
- no limit of the same end and the same noun that the part names whole agrees with the number ("more than 10
  material cubes" is material_limit()'s 10, not most_of_one_material()'s 2), unless a limit that fits is more
  specific;
- no other such fact of another value fits as well: a fact whose words are all of another's is the less specific
  and yields ("more than 4 workers" on a tile: `max_workers_per_tile()`, not `max_workers()`), and two left of
  different values say nothing.

Player counts are the players family's; a worked example's numbers are its story's.
"""
from __future__ import annotations

from typing import Optional

from .claims import PERIODS, agrees, clause
from .facts import Fact
from .vocabulary import word_set
from .words import NUMBER_WORDS, STOP, Token, stem

# the words of a rule's name that say it is a limit, or join its parts, or count ('most_of_one_material'): the
# others name what is limited
_NOT_NAMING = frozenset(stem(w) for w in word_set("limit_words")) | {"per", "each", "allow", "allowed"} \
    | frozenset(stem(w) for w in NUMBER_WORDS)
_EXCESS = frozenset(word_set("excess_cues"))
_KEEPING = frozenset(word_set("keeping_verbs"))
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
    if before == ("down", "to") and _word(toks, i - 3) in ("discard", "discards"):
        return "max"   # "discard down to 8 cards": the most kept
    if before[1] in ("is", "are"):   # "the most a team can score is 15 rank points", "the minimum bid is 2 coins"
        a, _ = clause(toks, i)
        said = {_word(toks, k) for k in range(a, i - 1)}
        if said & {"most", "maximum"} and not said & {"least", "minimum"}:
            return "max"
        if said & {"least", "minimum"} and not said & {"most", "maximum"}:
            return "min"
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


def _phrase(toks: list[Token], i: int, part: list[Token]) -> Optional[frozenset[str]]:
    """The stems of the number's noun phrase (up to three words right after it), when nothing but small words and
    spans of play follows it in its part: "at most 12 sandbags", "more than five Cargo cards"; None for "at most 2
    sandbags on each levee space" (the levee's own limit, maybe)."""
    end = part[-1].end if part else toks[i].end
    out: list[str] = []
    k = i + 1
    while k < len(toks) and toks[k].end <= end and toks[k].kind == "word" and toks[k].stem not in STOP and len(out) < 3:
        out.append(toks[k].stem)
        k += 1
    rest = [x for x in toks[k:] if x.end <= end]
    if not out or any(x.kind == "num" or x.kind == "word" and x.stem not in STOP and x.stem not in PERIODS
                      for x in rest):
        return None
    return frozenset(out)


def _keeps(part: list[Token], toks: list[Token], i: int) -> bool:
    """A verb of keeping before the number in its part ('may hold at most 12', 'keeps at most 8'), or 'discard'
    in its clause ("more than five Cargo cards, discard down to five")."""
    if any(x.kind == "word" and x.text.lower() in _KEEPING and x.start < toks[i].start for x in part):
        return True
    a, b = clause(toks, i)
    return any(x.kind == "word" and x.text.lower() in ("discard", "discards") for x in toks[a:b])


def _named_down_to(toks: list[Token], i: int) -> frozenset[str]:
    """The words of the limit a clause names after 'discard(s) down to the/your', when they end on 'limit' ("any
    hero holding more than 7 cards discards down to the hand limit": 'hand'), else none (hero-camp, written outside
    the project)."""
    a, b = clause(toks, i)
    words = [_word(toks, k) for k in range(i + 1, b)]
    for k in range(len(words) - 3):
        if words[k] in ("discard", "discards") and words[k + 1:k + 3] == ["down", "to"] \
                and words[k + 3] in ("the", "your", "their"):
            named = []
            for w in words[k + 4:k + 8]:
                if not w:
                    break
                named.append(w)
                if stem(w) == "limit":
                    return frozenset(stem(x) for x in named) - _NOT_NAMING
            return frozenset()
    return frozenset()


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
    part = _part(toks, i)
    words = {x.stem for x in part if x.kind == "word"} | set(label)
    phrase = _phrase(toks, i, part)
    kept = said == "max" and phrase is not None and _keeps(part, toks, i)
    # a rule of the number's own words, whole ("hold at most 12 sandbags" for sandbag_limit(), "hold more than five
    # Cargo cards, discard down" for 'Hand limit (Cargo cards kept at Tide)'), where the part says keeping
    down_to = _named_down_to(toks, i)
    fits = [f for f in named if len(_words(f)) >= 2 and _words(f) <= words
            or kept and phrase is not None and (phrase <= _words(f) if len(phrase) >= 2 else _words(f) == phrase)]
    # "more than 7 cards discards down to the hand limit": the limit named whole after 'down to', whatever the noun
    fits += [f for f in facts if f.limit == said and _words(f) and _words(f) <= down_to and f not in fits]
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
