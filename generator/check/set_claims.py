"""Counts of the game's own parts: "your turn has four steps", "all six regions", "a six-sided die".

A name set (`names:`) and a category over it have a size the data knows; a die has its faces. Printed
text states such a size in two shapes this module reads, each narrow enough to stay silent on the many
other numbers that sit before the same nouns ("take two regions", "if you have three resources"):

- a whole-set count: the number right before the set's noun (its key's last word, "steps" of
  `turn-steps`, or with one word between: "four raw resources", "four player colours" of `player-colours`,
  but not of a set `colours`, whose colours are not the players'; plural, and ending its phrase), after
  words that speak of the whole: a verb of having or showing whose subject holds the set ("Your turn
  always has four steps", "the front shows six regions", "the box holds three rule sets"; not "a tile has
  two resources" nor "you have three"), "all" ("all six regions"), "each of the" ("each of the four
  colours") or "there are" ("there are four resources"), with no verb of doing before them ("take all three") and no person after the noun ("the
  three resources you hold");
- a die's sides: "six-sided die", "a 20-faced die", compared with the die the sentence names, or with
  every die of the game when they all have the same number of faces.

A category whose own words appear in the sentence ("the back shows five regions", with a category
"Back of the board" of regions) is the set meant; several that fit with different sizes say nothing
unless the number fits none of them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .claims import ACTIONS, part_range, sentence
from .facts import Fact, term_stems
from .findings import Context
from .vocabulary import word_list, word_set
from .words import STOP, WEAK_NUMBERS, Token, lemma, stem

_WHOLE_VERBS = {stem(w) for w in word_list("whole_verbs")}
_PHRASE_VERBS = {stem("come"): stem("in"), stem("go"): stem("through"), stem("divide"): stem("into"),
                 stem("split"): stem("into")}
_PEOPLE = {stem(w) for w in word_list("set_people")} | {"i"}
_CLAUSE_OPENERS = {"it", "they", "which", "that", "this"}   # a clause about the things counted
# What holds a whole set of the game's parts: "the game has six eras", "the box holds three rule sets"; a
# set's own key words ('turn' of turn-steps) and a category's words ('front' of "Front of the board") too.
_WHOLES = {stem(w) for w in word_list("wholes")}
_OWNER_WORDS = {stem(w) for w in ("player", "team", "opponent", "rival")}   # whose things a noun is: other things
_SKIP_BEFORE = word_set("set_skip_before")
DIE_WORDS = {stem(w) for w in "side sided face faced".split()}
_DIE = {stem(w) for w in "die dice".split()}
# after 'of', the words that still speak of the whole set ("six of each colour"), not of one sort of it
_WHOLE_OWNERS = word_set("set_of_owners")


@dataclass(frozen=True)
class PartFact:
    """The size of a name set or of a category over it, under the noun the text counts it with."""

    head: str                    # the stem of the noun: 'step' for turn-steps
    words: frozenset[str]        # a category's own words; empty for the whole set
    size: int
    fact: Fact
    key: frozenset[str] = frozenset()      # the set key's other words, all said in the sentence ('turn')
    members: frozenset[str] = frozenset()  # the members' names, lower case ('two LIVE phases' counts one)
    players: bool = False                  # the players' own: what a token sheet or board prints per colour


def part_facts(ctx: Context) -> list[PartFact]:
    g = ctx.game
    out: list[PartFact] = []
    heads: dict[str, str] = {}
    sets: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
    # the colours a token sheet or a board is printed in: the players' ('four player colours' counts that set)
    printed_in = {frozenset(str(c).lower() for c in sheet.colours) for sheet in (*g.tokens, *g.boards) if sheet.colours}
    for key, members in g.names.items():
        words = re.findall(r"[A-Za-z]+", key)
        if not words or len(members) < 2:
            continue   # a set of one ('money: [Money]') is a currency or a title, not a count of parts
        head = stem(words[-1])
        heads[key] = head
        fact = Fact(f"name set '{key}'", term_stems(key), {}, frozenset({len(members)}), g.where("names", key),
                    f"{{{{ names(\"{key}\") | length }}}}", "set", key.replace("-", " "),
                    printed=f'names("{key}") | length')
        lowered = frozenset(m.lower() for m in members)
        sets[key] = (frozenset(stem(w) for w in words[:-1]), lowered)
        out.append(PartFact(head, frozenset(), len(members), fact, *sets[key], players=lowered in printed_in))
    for i, c in enumerate(g.categories):
        of_head = heads.get(c.of)
        if of_head is None:
            continue
        fact = Fact(f"category '{c.id}'", term_stems(c.name), {}, frozenset({len(c.members)}),
                    g.where("categories", i, "members"), f"{{{{ category(\"{c.id}\") | length }}}}", "set", c.name,
                    printed=f'category("{c.id}") | length')
        out.append(PartFact(of_head, frozenset(term_stems(c.name)) - {of_head}, len(c.members), fact, *sets[c.of]))
    return out


def die_facts(ctx: Context) -> list[Fact]:
    """Each die's faces: the die tables, and inventory dice that give theirs. No placeholder prints a die's faces
    in a sentence ('die()' prints its whole table, 'inventory()' how many dice there are): a wrong 'eight-sided'
    is told what to write, and an agreeing one is no number typed by hand (percent-voyage's first contact)."""
    g = ctx.game
    facts = [Fact(f"die '{d.name}'", term_stems(d.name), {}, frozenset({d.faces}), g.where("dice", i, "faces"),
                  "", "die", d.name) for i, d in enumerate(g.dice)]
    tabled = {d.component for d in g.dice if d.component}
    for i, c in enumerate(g.inventory):
        if c.kind == "die" and c.faces is not None and c.id not in tabled:
            facts.append(Fact(f"inventory '{c.name}'", term_stems(c.name), {}, frozenset({c.faces}),
                              g.where("inventory", i, "faces"), "", "die", c.name))
    return facts


def _words(toks: list[Token], a: int, b: int) -> set[str]:
    return {t.stem for t in toks[a:b] if t.kind == "word"}


def _participle_after_plural(noun: Token, nxt: Token) -> bool:
    """A plural noun and a past participle after it ("fifteen cities joined by flight routes", time-zones): the
    noun ended its phrase; a noun after a singular one goes on with it ('city cards')."""
    low = nxt.text.lower()
    return lemma(noun.text) != noun.text.lower() and low.endswith("ed") and lemma(low) != low


def _noun(toks: list[Token], i: int, heads: set[str]) -> Optional[int]:
    """The index of the set noun the number at i counts: the next word, or the one after a single modifier.

    The noun ends its phrase ("the 6 counter panels" counts panels) and is plural when the number is more
    than one ("6 counter" is no count of counters).
    """
    for j in (i + 1, i + 2):
        if j >= len(toks) or toks[j].kind != "word":
            return None
        if toks[j].stem in heads:
            nxt = toks[j + 1] if j + 1 < len(toks) else None
            if nxt is not None and nxt.kind == "word" and nxt.text.lower() not in STOP \
                    and not _participle_after_plural(toks[j], nxt):
                return None
            if toks[i].low > 1 and lemma(toks[j].text) == toks[j].text.lower():
                return None
            return j
    return None


def _acted_on(toks: list[Token], j: int) -> bool:
    """A verb of doing just before ('take all three', 'discard each of the two'), in the same sentence ("a land
    grab. With all seven powers" is the whole): a share, not the whole."""
    for t in reversed(toks[max(0, j - 3):j]):
        if t.kind == "break":
            return False
        if t.kind == "word" and t.stem in ACTIONS:
            return True
    return False


def _whole(toks: list[Token], i: int, owners: set[str]) -> bool:
    """Whether the words before the number speak of a whole: 'all six', 'each of the four', or a verb of
    having or showing whose subject holds the set ('your turn has four', 'the box holds three'), not a part
    of it ('a tile has two resources') or a person ('you have three')."""
    j = i - 1
    seen: list[Token] = []
    while j >= 0 and toks[j].kind == "word" and len(seen) < 4:
        seen.append(toks[j])
        low = toks[j].text.lower()
        if low == "all" and j == i - 1:
            return not _acted_on(toks, j)
        if low == "of" and len(seen) == 2 and seen[0].text.lower() == "the":
            return j > 0 and toks[j - 1].text.lower() in ("each", "all", "any", "every") and not _acted_on(toks, j - 1)
        if low == "there" and len(seen) >= 2 and seen[-2].stem == stem("are"):
            return True
        verb = toks[j].stem
        follows = _PHRASE_VERBS.get(verb)
        if verb in _WHOLE_VERBS or (follows is not None and len(seen) >= 2 and seen[-2].stem == follows):
            k = j - 1
            while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _SKIP_BEFORE:
                k -= 1
            subject = toks[k] if k >= 0 and toks[k].kind == "word" else None
            return subject is not None and subject.stem in owners
        if low not in _SKIP_BEFORE and not (low in ("are", "is") and j > 0 and toks[j - 1].text.lower() == "there"):
            return False   # ('there are' goes on to 'there', above)
        j -= 1
    return False


def part_claim(toks: list[Token], i: int, facts: list[PartFact]) -> Optional[Fact]:
    """The set or category size the number at i states, or None."""
    t = toks[i]
    if t.kind != "num" or t.low != t.high or t.bound or (t.is_word_number and t.text.lower() in WEAK_NUMBERS):
        return None
    noun = _noun(toks, i, {f.head for f in facts})
    if noun is None:
        return None
    head = toks[noun].stem
    owners = _WHOLES | {w for f in facts if f.head == head for w in f.key | f.words}
    if not _whole(toks, i, owners):
        return None
    after = toks[noun + 1:noun + 4]
    if any(x.kind == "word" and x.stem in _PEOPLE for x in after):
        return None   # "the three resources you hold": the player's share, not the set
    if after and after[0].kind == "word" and after[0].text.lower() in _CLAUSE_OPENERS:
        return None   # "each of the two elements it beats", "the three regions that it touches": the ones a clause
        # after them picks out (element-wheel), some of the set
    if _of_named(toks, noun):
        return None   # "all six regions of the Amber Plains": the members of one named thing, a part of the set
    if noun + 2 < len(toks) and toks[noun + 1].kind == "word" and toks[noun + 1].text.lower() in ("of", "in") \
            and toks[noun + 2].kind == "word" and toks[noun + 2].text.lower() in ("each", "every"):
        return None   # "There are twelve wares of each kind": so many of each, no size of the set (faq-section)
    a, b = sentence(toks, i)
    said = _words(toks, a, b)
    modifier = toks[i + 1] if noun == i + 2 else None
    if modifier is not None and modifier.text[:1].isupper() and toks[noun].text[:1].islower():
        return None   # "only eight Metro stations": a named kind of the noun (shadow-rounds), some of the set
    # a word between the number and the noun that names whose they are ("the five player colours" of the trains
    # beside a set `colours` of six card colours: ticket-lines) makes them other things of that noun, unless it
    # is a word of the set's own key ("four player colours" for `player-colours`) or the set is the players' (the
    # colours The Acts' tokens print in); an adjective ('four raw resources') still counts the set
    facts = [f for f in facts if f.head == head and f.key <= said and (
        modifier is None or modifier.text.lower() not in f.members
        and (modifier.stem not in _OWNER_WORDS or modifier.stem in f.key | f.words or f.players))]
    named = [f for f in facts if f.words and f.words & said]
    fitting = named or [f for f in facts if not f.words]
    return _one(fitting, t)


def _of_named(toks: list[Token], noun: int) -> bool:
    """The set noun at `noun` is followed by 'of', 'in' or 'on' and a name ('regions of the Amber Plains', 'cities
    in Galatia'), by 'of' and a bare noun ('kinds of creature'), or by 'of', a determiner and one thing that is
    no whole of the game ('districts of the region', not 'of the map'): the members of that one thing or sort."""
    j = noun + 1
    if j >= len(toks) or toks[j].kind != "word" or toks[j].text.lower() not in ("of", "in", "on", "from"):
        return False
    if toks[j].text.lower() == "of" and j + 1 < len(toks) and toks[j + 1].kind == "word" \
            and toks[j + 1].text.lower() not in STOP | _WHOLE_OWNERS:
        return True   # "nine kinds of creature": the kinds of one sort, not every kind the game names
    of = toks[j].text.lower() == "of"
    j += 1
    if j < len(toks) and toks[j].kind == "word" and toks[j].text.lower() in _ONE_OWNER:
        j += 1
        if of and j < len(toks) and toks[j].kind == "word" and toks[j].text[:1].islower() and lemma(toks[j].text) == \
                toks[j].text.lower() and toks[j].stem not in _WHOLES and toks[j].text.lower() not in STOP:
            return True   # "the three districts of the region you name": the members one thing holds (district-votes)
    return j < len(toks) and toks[j].kind == "word" and toks[j].text[:1].isupper()


_ONE_OWNER = word_set("one_owner_words")


def die_claim(toks: list[Token], i: int, facts: list[Fact]) -> Optional[Fact]:
    """The die a 'six-sided' or 'twenty-faced' compound describes, or None."""
    t = toks[i]
    if t.kind != "compound" or t.stem not in DIE_WORDS or not facts:
        return None
    a, b = sentence(toks, i)
    said = _words(toks, a, b)
    named = [f for f in facts if set(f.stems) - _DIE and set(f.stems) - _DIE <= said]
    if not named and not said & _DIE:   # (the word after the compound is in the sentence: 'a six-sided die')
        return None
    if named and any(t.low in f.values for f in facts):
        # a die the sentence names only in another of its parts, where some die of the game has the faces said:
        # "Roll two ten-sided dice as a number from 01 to 00, read the weather, ..." speaks of the box's ten-sided
        # dice, not of the Weather table (percentile-table's first contact)
        own = _words(toks, *part_range(toks, i))
        named = [f for f in named if set(f.stems) - _DIE <= own]
        if not named:
            return None
    return _one(named or facts, t)


def _one(facts: list, t: Token) -> Optional[Fact]:
    """The fact to hold the number to: one size, or a contradiction of every size the candidates have."""
    if not facts:
        return None
    sizes = {f.size if isinstance(f, PartFact) else min(f.values) for f in facts}
    first = facts[0].fact if isinstance(facts[0], PartFact) else facts[0]
    if len(sizes) == 1 or not (min(sizes) <= t.low <= max(sizes)):
        return first if len(sizes) == 1 else _merged(first, sizes)
    return None


def _merged(fact: Fact, sizes: set[int]) -> Fact:
    return Fact(fact.name, fact.stems, {}, frozenset(sizes), fact.loc, fact.placeholder, fact.context, fact.term)

