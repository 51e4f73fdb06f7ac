"""A value said at a player count after the words of its row: "the table below shows the Soloist's contract: six at
three players, three at five" (odd-seats), "their opening settlers: 3 each with three players, 2 each with four or
five" (census-map). The number has no noun of the row right after it, so `bind` finds no term; its sentence names the
row in full before it, and the count after it says which column.

The reading is narrow on purpose (a guess is no finding): the number is bare, or has a noun of the row, or 'points',
then perhaps 'each', then 'with', 'at' or 'for' and player counts of the game; every content word of exactly one
row or rule by player count ('per' and 'each' aside, two words at least) stands in its sentence before it.
"""
from __future__ import annotations

import re
from typing import Optional

from .claims import elided_value, sentence
from .facts import Fact
from .vocabulary import word_list
from .words import STOP, Token, stem

_GAME = stem("game")
_PEOPLE = {stem(w) for w in word_list("people_nouns")}
_COUNT_ADJECTIVE = re.compile(r"(?i)^(?:solo|solitaire|\w+-players?)$")

_RATE_WORDS = {"per", "each"}
_UNITS = {stem("points")}
_OPENERS = {"and", "or", "but", "is", "are"}
_PLAYER = stem("player")
_POINTERS = {"it", "this", "they", "these"}
_HAVING = set(word_list("has_players_verbs"))


def said_row(facts: list[Fact], toks: list[Token], i: int, a: int, low: int,
             high: int, people: frozenset[str] | set[str] = frozenset()) -> Optional[tuple[frozenset[int], Fact, bool]]:
    """(the player counts, the row, whether the row is named as a phrase) the number at i states, or None; `a`: where
    its sentence starts; `people`: the stems of what the game calls its players ('captain', 'poet')."""
    prev = toks[i - 1] if i > 0 else None
    # a sentence opening on a pronoun, "It holds four cards with two players", is of the thing the sentence before
    # names; its verb of having may stand right before the first value
    pointer = a >= 2 and toks[a].kind == "word" and toks[a].text.lower() in _POINTERS
    if prev is None or not (prev.kind in ("colon", "comma") or prev.kind == "word" and (
            prev.text.lower() in _OPENERS or pointer and prev.text.lower() in _HAVING)):
        return None   # "pit 6 with one seed, pit 5 with two": a number that names a thing, not a value of a list
    k = i + 1
    noun = None
    if k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() not in ("with", "at", "for", "each"):
        noun, k = toks[k], k + 1
    each = k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() == "each"
    k += each
    counts = elided_value(toks, k - 1, low, high)   # 'with', 'at' or 'for' at k, then counts of the game
    if not counts:
        return None
    # "3 points for two cards, 6 for three": an earlier item counts cards after its 'for', so 'for three' does too, no
    # player count, where the row is one of cards (market-stalls, written outside the project)
    siblings = {toks[j + 2].stem for j in range(a, i - 2) if toks[j].kind == "word"
                and toks[j].text.lower() in ("with", "at", "for") and toks[j + 1].kind == "num"
                and toks[j + 2].kind == "word" and toks[j + 2].text.lower() not in STOP} - _PEOPLE - set(people)
    # the words that name the row: before the colon that opens the list, else before the list's first number (not
    # the nouns of its items: "3 points at three players, 2 points at five" says no 'points' of the row)
    # (the list's first item, not the sentence's first number: "at the end of round 8, or earlier: ... the science
    # points in the setup table (40 with two agencies, 35 with three)" names no row 'Rounds in the game' for the 35;
    # a colon opens the list only right before it: probe-launch)
    first = _list_start(toks, a, i, low, high, pointer)   # (after a pronoun, the first item's noun names the row)
    colon = max((k for k in range(a, first) if toks[k].kind == "colon"), default=None)
    end = colon if colon is not None and first - colon <= 2 else first
    # ('game' of "two in a solo game" or "a four-player game" names a player count, no row: hero-camp's "five with
    # four players" was held to 'Threat cards in the game' beside 'Threats each night')
    start = a
    if pointer:
        # "This is the **market row**. It holds four cards with two players, five with three or four": the pronoun
        # opening the sentence is the thing the sentence before names, and the noun after the number is said too
        # (night-market, written outside the project: its planted 'seven with five' went unread)
        start = sentence(toks, a - 2)[0]
    said = {x.stem for k, x in enumerate(toks[start:end], start) if x.kind == "word"
            and not (x.stem == _GAME and k > 0 and toks[k - 1].kind == "word" and _COUNT_ADJECTIVE.search(toks[k - 1].text))}
    nouns = [x for x in (noun, toks[first + 1] if first + 1 < len(toks) else None) if start < a and x is not None
             and x.kind == "word" and x.text.lower() not in ("with", "at", "for", "each")]
    said.update(x.stem for x in nouns)
    found, near = [], []
    for fact in facts:
        core = set(fact.stems) - _RATE_WORDS
        if not fact.by_count or len(core) < 2:
            continue
        if noun is not None and noun.stem not in fact.stems and noun.stem not in _UNITS:
            continue   # "six rounds at three players" counts rounds: a row of another noun is not it
        if each and not _RATE_WORDS & set(fact.stems):
            continue   # "Twelve disciples start in Judea: six each for two players": each one's share, no total
        if core <= said:
            found.append(fact)
        elif len(core) >= 3 and len(core - said) == 1:
            near.append(fact)
    values = {tuple(sorted(f.by_count.items())) for f in found}
    if len(values) != 1 or any(tuple(sorted(f.by_count.items())) not in values for f in near):
        return None   # none, or another row of other values the words name (all but one of its words): a guess
        # ("the Soloist makes the contract by taking ... tricks ...: six at three players" beside 'Points per trick
        # for a Soloist who makes the contract': odd-seats' is the contract's)
    # a row and the rule it is bound to ('Set bonus for each Duet player', set_bonus()) are one value: the row
    row = min(found, key=lambda f: (not f.name.startswith("row "), f.name))
    if siblings & set(row.stems):
        return None
    said_words = [x for x in [*toks[start:end], *nouns] if x.kind == "word" and x.text.lower() not in STOP]
    return counts, row, _named_as_phrase(row, [x.stem for x in said_words]) or _named_as_words(row, said_words)


def _item_of_list(toks: list[Token], j: int, low: int, high: int) -> bool:
    """The number at j is an item of a list by player count: its noun, 'each' or neither, then 'with', 'at' or
    'for' and counts of the game ("40 with two agencies", "6 cards each with three")."""
    k = j + 1
    if k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() not in ("with", "at", "for", "each"):
        k += 1
    if k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() == "each":
        k += 1
    return elided_value(toks, k - 1, low, high) is not None


def _list_start(toks: list[Token], a: int, i: int, low: int, high: int, counts_skipped: bool = False) -> int:
    """Where the list the number at i ends is said from: the first of the items by player count right before it in
    its sentence (from `a`), the number at i if none is."""
    start = i
    for j in range(i - 1, a - 1, -1):
        if toks[j].kind != "num" or counts_skipped and j > a and toks[j - 1].kind == "word" \
                and toks[j - 1].text.lower() in ("with", "at", "for"):
            continue   # (`counts_skipped`: an item's player count, 'with two players', is no item)
        if not _item_of_list(toks, j, low, high):
            break
        start = j
    return start


def _named_as_words(fact: Fact, said: list[Token]) -> bool:
    """Every word of the row's name said as that word (a plural for a singular), not another form of it: "Refill the
    river ... until it holds as many cards" names 'Cards in the river' (game-flow); "Unless four of you are playing,
    draw some tiles" does not name 'Tiles in play'."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", (fact.term or "").replace("_", " "))
             if w.lower() not in STOP and stem(w) not in _RATE_WORDS and stem(w) != _PLAYER}
    forms = {x.text.lower() for x in said}
    return bool(fact.term) and len(words) >= 2 and all(forms & _number_forms(w) for w in words)


def _number_forms(word: str) -> set[str]:
    """A noun as written and in its other number: 'card' and 'cards', 'ferry' and 'ferries', 'box' and 'boxes'."""
    out = {word, word + "s", word + "es"}
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    elif word.endswith("y"):
        out.add(word[:-1] + "ies")
    if word.endswith("es"):
        out.add(word[:-2])
    if word.endswith("s"):
        out.add(word[:-1])
    return out


def _named_as_phrase(fact: Fact, words: list[str]) -> bool:
    """The row's own words stand together in its order ('their opening settlers', 'The set bonus of every Duet
    player'), 'per', 'each' and 'player' aside: the row is named, not its words met apart ("Unless four of you are
    playing, draw some tiles": edge-tiles' 'Tiles in play' is not what it sets aside): a claim, else a guess."""
    core = [x for x in fact.stems if x not in _RATE_WORDS and x != _PLAYER]
    words = [w for w in words if w != _PLAYER]
    return bool(core) and any(words[k:k + len(core)] == core for k in range(len(words) - len(core) + 1))
