"""Claims: a printed number bound to the term it counts, with the player counts it is said for.

A number binds to a fact when the fact's words sit with it in one clause: a
one-word term right after the number ("4 Rowers", "three cards") or
just before a digit ("Rowers 4"), a longer term's words around it ("deal
3 cards", "cards dealt: 3", verb first: "deal each player three"), a table
cell's row label ("| Hand size | 6 |") or a "Term: N" list. When two facts with
different values fit equally well, or none does, the number binds to nothing
and nothing is said. Player counts come from the same sentence ("with 4
players", "in a two-player game"), a table's players header, or an example's
arguments.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Collection, Iterable, Optional, TypeGuard

from .facts import Fact
from .printed import Passage
from .vocabulary import alternation, word_list, word_set, word_table
from .words import LETTER_RUN as _ALPHA_RUN, SENTENCE_MARKS, STOP, WEAK_NUMBERS, Token, lemma, plural, stem

if TYPE_CHECKING:
    from .printed_index import TextIndex

# "page 3", "step 2", "Acts 2", "round 4": the number names a thing, it does not count one.
_NAMING = {stem(w) for w in word_list("naming_words")}
_UNITS = {stem(w) for w in word_list("units")} | {stem(w) for w in word_table("unit_forms")}   # '1 hr wagons
_DELTA = word_set("delta_words")
_MORE = {"more", "extra", "additional"}
_DIFFERENCE = {"fewer", "less", "more"}   # after a number's noun: "two rounds fewer", a difference
BOX_WORDS = {stem(w) for w in word_list("box_words")}
DIE_WORDS = {stem(w) for w in "side sided face faced".split()}
# A verb of doing: the number beside it is how many things one action moves, not a total the data keeps,
# unless the term itself names the verb ('cards dealt' in "deal 3 cards").
ACTIONS = {stem(w) for w in word_list("verbs_of_doing")}
# 'travel', always intransitive: a count after it is a distance; "sail three boats", "walk 3 dogs", "drive 2 trucks"
# count what is sailed, walked or driven
_TRAVEL = {stem("travel")}
SENTENCE_END = set(SENTENCE_MARKS)
_GAME = stem("game")   # 'gam': "a 3 player game"
_WAYS_TO_PLAY = {stem(w) for w in ("duel", "match", "variant", "mode")}   # "a duel for two" ('a table for one' is no
# count of players: dinner-seats)
# the words that make a clause speak of a limit ("at most", "no more than", "the limit is", "at least"), which
# a rule named as one (facts._limit) needs; 'up to N' and 'at least N' are read from the number itself. A
# most and a least both stay candidates there: a card capping a move below the usual is still judged as a
# number between them
LIMIT_WORDS = word_set("limit_words")
_FEWER = {"fewer", "less", "lower", "smaller"}
_MORE_THAN = {"more", "greater", "higher", "larger"}


def bound_said(toks: list[Token], i: int) -> str:
    """'max' or 'min' when the words right before the number at i say a bound ("fewer than 6", "at most 6", "at
    least 2", "more than 3"), else ''."""
    def word(k: int) -> str:
        return toks[k].text.lower() if 0 <= k < len(toks) and toks[k].kind == "word" else ""

    if word(i - 1) == "than":
        said = "max" if word(i - 2) in _FEWER else "min" if word(i - 2) in _MORE_THAN else ""
        if said and word(i - 3) in ("no", "not"):   # "no fewer than 2 rescuers", "not more than 4": the other end
            return "min" if said == "max" else "max"
        return said
    if word(i - 2) == "at" and word(i - 1) in ("most", "least"):
        return "max" if word(i - 1) == "most" else "min"
    return ""


def bound_after(toks: list[Token], i: int) -> str:
    """'max' or 'min' when the number at i, its noun between, is followed by a bound ("2 Power or less", "5 coins
    or fewer"): a threshold something is held to, else ''. ("four or more pieces" is the number's own bound, read
    with it.)"""
    words = []
    for t in toks[i + 1:i + 5]:
        if t.kind != "word":
            break
        words.append(t.text.lower())
    if words[:1] == ["or"]:
        return ""
    for a, b in zip(words, words[1:]):
        if a == "or":
            return "max" if b in _FEWER or b in ("below", "under") else \
                "min" if b in _MORE_THAN or b in ("above", "over") else ""
    return ""


@dataclass(frozen=True)
class Claim:
    """One number of a passage, the fact it states, and the player counts it is said for."""

    passage: Passage
    number: Token
    fact: Fact
    counts: Optional[frozenset[int]]


@dataclass(frozen=True)
class Scan:
    """A passage's tokens and the player counts each of its sentences is about."""

    passage: Passage
    toks: list[Token]


def scan(passage: Passage, index: TextIndex, title: str = "") -> Scan:
    """The passage's tokens, as the run's text index keeps them (a string printed many times is read once);
    `title`, the game's, is read as blanks: its words name the game, never a term a number counts ("the five
    artists in Art Ranks" says nothing of `artists_ranked()`: art-ranks)."""
    text = passage.text
    if title and title in text:
        text = text.replace(title, " " * len(title))
    return Scan(passage, readable(index.tokens(text)))


LONGEST_SENTENCE = 600   # tokens: far past any sentence a player reads (the corpus's longest is under 200)


def readable(toks: list[Token]) -> list[Token]:
    """The tokens without any sentence longer than LONGEST_SENTENCE: a run of thousands of words or numbers with no
    full stop (a pasted table, a fault) is no sentence to read, and every reading of a number looks over its whole
    sentence, so such a run would cost the square of its length."""
    if len(toks) <= LONGEST_SENTENCE:
        return toks
    out: list[Token] = []
    start = 0
    for k, t in enumerate(toks + [Token("break", ".", 0, 0)]):
        if t.kind == "break" and t.text in SENTENCE_END:
            if k - start <= LONGEST_SENTENCE:
                out.extend(toks[start:k + 1])
            elif k < len(toks):
                out.append(t)
            start = k + 1
    return out


def is_player_noun(tok: Optional[Token], nouns: set[str]) -> TypeGuard[Token]:
    return tok is not None and tok.kind == "word" and tok.stem in nouns


def _next_word(toks: list[Token], i: int) -> Optional[Token]:
    return toks[i + 1] if i + 1 < len(toks) and toks[i + 1].kind == "word" else None


_BOUND_WORDS = {"more", "fewer", "less"}
# what a "two-player ..." may be of the game: its play, a way to play it, its setup ("a nine-player lineup" is not)
PLAY_NOUNS = {stem(w) for w in word_list("play_nouns")}


_HAS_PLAYERS = word_set("has_players_verbs")
_WHOLE_TABLE = word_set("whole_table_subjects")


def _part_has(toks: list[Token], i: int) -> bool:
    """The number at i follows a verb of having whose subject is a thing, not the game or the players: "the
    biggest team has three players", "each side holds 2 players"."""
    if i < 2 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() not in _HAS_PLAYERS or toks[i - 2].kind != "word":
        return False
    subject = toks[i - 2].text.lower()
    return subject not in _WHOLE_TABLE and subject not in STOP and toks[i - 2].stem != _GAME


def player_numbers(toks: list[Token], nouns: set[str], plurals: frozenset[str] = frozenset()) -> list[int]:
    """Indexes of number tokens that count players: '3 players', '2-4 players', 'two-player'.

    'Captains' counts players where a players table is headed so; 'six Captain cards' counts cards.
    In a sentence that counts players once, a bare 'for three' (or 'at', 'with') at the end of a part counts them too
    ("six each for two players, four each for three", "two each with three or four players, and one each with five
    or six": farkle-hundreds).
    """
    out = []
    for i, t in enumerate(toks):
        if t.kind not in ("num", "compound"):
            continue
        if _as_for(toks, i):
            continue   # "Set up as for two players, with these changes": another count's setup, named as a model
        noun = _next_word(toks, i) if t.kind == "num" else None
        at = i
        if t.kind == "num" and t.bound and noun is not None and noun.text.lower() == "or" and i + 3 < len(toks) \
                and toks[i + 2].kind == "word" and toks[i + 2].text.lower() in _BOUND_WORDS:
            at, noun = i + 2, _next_word(toks, i + 2)   # "three or more players", "with five or fewer anglers"
        if t.kind == "num" and is_player_noun(noun, nouns) and t.text.lower() not in WEAK_NUMBERS:
            follower = _next_word(toks, at + 1)
            if _left_in(toks, at + 1):
                continue   # "Eight players are still in", "with three players left": who remain, not the game's
                # count (village-roles)
            if _part_has(toks, i):
                continue   # "The biggest team has three players": the players of a part of the table, not the
                # game's count (team-charades, written outside the project)
            plural = noun.text.lower() != lemma(noun.text) or noun.text.lower() in plurals   # ('giocatori')
            if plural or noun.stem == "player" and (follower is None or follower.stem == _GAME):
                out.append(i)
        elif t.kind == "compound" and t.stem in nouns:
            out.append(i)
        elif t.kind == "num" and i > 1 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("for", "of") \
                and toks[i - 2].kind == "word" and (toks[i - 2].stem == _GAME or toks[i - 1].text.lower() == "for"
                                                    and toks[i - 2].stem in _WAYS_TO_PLAY) and t.high <= 20 \
                and (noun is None or lemma(noun.text) == noun.text.lower()):   # no plural noun of its own after it
            out.append(i)   # "In a game for two there is no second prize": the game's players (split-cards); "four
            # cards in a game of two or three" (pit-lane; 'a game of 10 rounds' counts its rounds); "a duel for two on a
            # small square board", a way to play for so many (stack-duel, written outside the project)
    for i, t in enumerate(toks):
        # not 'at once' (a moment), nor a name's 'at 40' ("Rising Star starts at 30 and Critics' Darling at 40":
        # the score a named thing sits at), nor a number no player count comes near
        if (t.kind == "num" and i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("for", "at", "with")
                and (i + 1 == len(toks) or toks[i + 1].kind in ("comma", "break"))
                and t.text.lower() not in WEAK_NUMBERS and t.high <= 20
                and not (i > 1 and toks[i - 2].kind == "word" and toks[i - 2].text[:1].isupper())):
            a, b = sentence(toks, i)
            # the same preposition as a count of players said in the sentence: "six each for two players, four
            # each for three"; "Red is second for 4, ... pays nothing at three players" names points, not players
            prep = toks[i - 1].text.lower()
            if i not in out and any(a <= j < b and j > 0 and toks[j - 1].kind == "word"
                                    and toks[j - 1].text.lower() == prep for j in out):
                out.append(i)
    return sorted(out)


_REMAIN = word_set("remaining_words")


def _left_in(toks: list[Token], noun: int) -> bool:
    """The players counted at `noun` are those still in the game: 'still', 'left', 'remaining', 'alive' within the
    three words after the noun."""
    return any(x.kind == "word" and x.text.lower() in _REMAIN for x in toks[noun + 1:noun + 4])


# a heading of the game for one, in a game for one and more ('## Solo', '## Playing alone'); in a sentence only 'solo'
# says it ("Play it alone, or with a friend as two heroes" names both ways: paragraph-quest)
SOLO_WORDS = {"solo", "alone", "solitaire"}


def _as_for(toks: list[Token], i: int) -> bool:
    """The player count at i is what the sentence is set up like: 'as for two players', 'as in a three-player game',
    'as with four players' (count-spaces' solo setup, under 'Playing alone'): its own count is another."""
    before = [x.text.lower() for x in toks[max(0, i - 3):i] if x.kind == "word"]
    if before[-1:] in (["a"], ["an"]):
        before = before[:-1]
    return len(before) >= 2 and before[-2] == "as" and before[-1] in ("for", "in", "with", "at")


def sentence(toks: list[Token], i: int) -> tuple[int, int]:
    a = i
    while a > 0 and not (toks[a - 1].kind == "break" and toks[a - 1].text in SENTENCE_END):
        a -= 1
    b = i
    while b < len(toks) and not (toks[b].kind == "break" and toks[b].text in SENTENCE_END):
        b += 1
    return a, b


def clause(toks: list[Token], i: int) -> tuple[int, int]:
    a = i
    while a > 0 and toks[a - 1].kind != "break":
        a -= 1
    b = i
    while b < len(toks) and toks[b].kind != "break":
        b += 1
    return a, b


def _part_has_number(toks: list[Token], k: int) -> bool:
    """The comma-separated part of the sentence that holds the word at k holds a number too."""
    start, end = part_span(toks, k)
    return any(x.kind == "num" and start <= x.start < end for x in toks)


def counts_near(toks: list[Token], i: int, nouns: set[str], low: int, high: int) -> Optional[frozenset[int]]:
    """The player counts a sentence is about ('with 4 players', 'at 2-3 players'), if it names any.

    A sentence listing several ("six each for two players, four each for three") is read part by part:
    the player count of the number's own comma-separated part applies.
    """
    a, b = sentence(toks, i)
    found_at = [j for j in player_numbers(toks, nouns) if a <= j < b]
    groups = _brackets(toks, a, b) if any(t.kind == "break" and t.text == "(" for t in toks[a:b]) else []
    if groups:
        # "Deal 5 cards to each player (4 with four or five players)": the counts in brackets are the exceptions'
        # own; the number outside them is said of the other counts of the game (paren-counts)
        inside = next(((o, c) for o, c in groups if o < i < c), None)
        label = next(((o, c) for o, c in groups if i < o <= i + 3 and all(x.kind == "word" for x in toks[i + 1:o])), None)
        if inside is None and label is not None:
            labelled = [j for j in found_at if label[0] < j < label[1]]
            values = [j for j in range(label[0] + 1, label[1]) if toks[j].kind == "num"]
            if labelled and values == labelled:
                # "6 Orders (two players), 5 (three) or 4 (four or five)": a bracket of player counts alone, right
                # after the number and its noun, names that number's counts (bazaar-asides, written outside the
                # project, had its 6 held at three players)
                return frozenset(n for j in labelled for n in named_counts(toks[j])) or None
        aside = [j for j in found_at if any(o < j < c for o, c in groups if (o, c) != inside)]
        found_at = [j for j in found_at if j not in aside]
        if aside and not found_at and inside is None:
            excepted = {n for j in aside for n in named_counts(toks[j])}
            rest = frozenset(range(low, high + 1)) - excepted
            return rest or None
    if len(found_at) > 1:
        lo = max([k for k in range(a, i) if toks[k].kind == "comma"], default=a - 1)
        hi = min([k for k in range(i, b) if toks[k].kind == "comma"], default=b)
        found_at = [j for j in found_at if lo < j < hi]
    if len(found_at) > 1:   # "18 hit points at three players and 16 at four": the count of the number's own part
        start, end = part_span(toks, i)
        own = [j for j in found_at if start <= toks[j].start < end]
        found_at = own or found_at
    if len(found_at) == 1 and found_at[0] > i and _own_clause_after(toks, i, found_at[0]):
        return None   # "five roles are always used, the Quartermaster joins at four players": that part's count
    if len(found_at) == 1 and found_at[0] < i:
        start, end = part_span(toks, i)
        if not start <= toks[found_at[0]].start < end:
            if _one_player_part(toks, i, start, end):
                # "The game takes two to four players, or one player steering two survivors": the part of one
                # player is the game for one (lifeboat-coop, written outside the project, had its two held at three)
                return frozenset({1}) if low == 1 else None
            elided = _elided_counts(toks, i, b, low, high)
            if elided:   # "5 rounds with two players and 4 rounds with three, four or five": the 4's own counts
                return elided
            said = toks[found_at[0]]
            beyond = _more_or_fewer(toks, start, end, nouns)
            if beyond == "more" and said.high < high:   # "three under each island with two or three players,
                return frozenset(range(said.high + 1, high + 1))   # four with more players": 4 to 6 (treasure-map)
            if beyond == "fewer" and said.low > low:
                return frozenset(range(low, said.low))
    found: set[int] = set()
    for j in found_at:
        t = toks[j]
        lo, hi = (t.low, high) if t.bound == "min" else (low, t.high) if t.bound == "max" else (t.low, t.high)
        found.update(range(lo, hi + 1) if t.bound else named_counts(t))
    if not found and low == 1:
        solos = [k for k in range(a, b) if toks[k].kind == "word" and toks[k].text.lower() == "solo"]
        part = part_span(toks, i)
        # a 'solo' in a bracket that does not hold the number, or in another part of the sentence that has a number
        # of its own ("five cards, or four in a solo game": word-builder, written outside the project)
        aside = [k for k in solos if any(o < k < c and not o < i < c for o, c in groups)
                 or not part[0] <= toks[k].start < part[1] and _part_has_number(toks, k)]
        if aside and aside == solos and not any(o < i < c for o, c in groups):
            # "each player builds 1 tower from hand (solo: 2)": the bracket is the game for one's exception, the
            # number outside it the other counts' (wave-defence, written outside the project)
            return frozenset(range(2, high + 1)) or None
        if len(aside) < len(solos):
            return frozenset({1})   # "Playing solo, you get 2 free nudges" in a game for one and more (vault-codes)
    return frozenset(found) if found else None


_LONE = {"one", "single", "lone", "solo"}


def _one_player_part(toks: list[Token], i: int, start: int, end: int) -> bool:
    """The number's own comma-separated part (chars start to end) speaks of one player before it: 'one player',
    'a single player', 'a lone player', 'a solo player'."""
    for k in range(i - 1, 0, -1):
        if toks[k].start < start:
            return False
        if toks[k].kind == "word" and lemma(toks[k].text.lower()) == "player" and toks[k - 1].start >= start \
                and toks[k - 1].text.lower() in _LONE:
            return True
    return False


_CONDITION_OPENERS = word_set("condition_openers")
_SUBJECT_OPENERS_OF_PART = word_set("subject_openers")


def _own_clause_after(toks: list[Token], i: int, j: int) -> bool:
    """The player count at j stands in a later comma-separated part than the number at i, a part that opens with a
    subject of its own ("..., the Quartermaster joins at four players": role-selection), not a condition of the
    whole (", with four players")."""
    commas = [k for k in range(i + 1, j) if toks[k].kind == "comma"]
    if not commas:
        return False
    opener = toks[commas[-1] + 1] if commas[-1] + 1 < len(toks) else None
    return opener is not None and opener.kind == "word" and opener.text.lower() not in _CONDITION_OPENERS \
        and opener.text.lower() in _SUBJECT_OPENERS_OF_PART


def _brackets(toks: list[Token], a: int, b: int) -> list[tuple[int, int]]:
    """(open, close) token indexes of each bracketed group of the sentence a..b (an unclosed one runs to its end)."""
    out, opened = [], None
    for k in range(a, b):
        if toks[k].kind == "break" and toks[k].text == "(":
            opened = k
        elif toks[k].kind == "break" and toks[k].text == ")" and opened is not None:
            out.append((opened, k))
            opened = None
    if opened is not None:
        out.append((opened, b))
    return out


_SHARES = word_set("said_again_not_nouns")


def elided_value(toks: list[Token], i: int, low: int, high: int) -> Optional[frozenset[int]]:
    """The player counts of a bare number that goes on a list of values by player count, its noun and 'players'
    left out ("eight cards with two players, seven with three or four"): right after it 'with', 'at' or 'for' and
    only counts in the game's range; None for any other number. The noun may be said again, as an earlier number
    of the sentence said it before its own player count ("7 tiles with two players, 6 tiles with three or four")."""
    a, b = sentence(toks, i)
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and nxt.kind == "word" and nxt.text.lower() not in STOP and nxt.text.lower() not in _SHARES \
            and i + 2 < b and toks[i + 2].kind == "word" \
            and toks[i + 2].text.lower() in ("with", "at", "for") \
            and any(toks[k].kind == "num" and toks[k + 1].kind == "word" and toks[k + 1].stem == nxt.stem
                    and toks[k + 2].kind == "word" and toks[k + 2].text.lower() == toks[i + 2].text.lower()
                    for k in range(a, i - 2)):
        i, nxt = i + 1, toks[i + 2]   # the noun said again: read on from it
    if nxt is None or nxt.kind != "word" or nxt.text.lower() not in ("with", "at", "for"):
        return None
    found: set[int] = set()
    k = i + 2
    while k < b and toks[k].kind == "num" and low <= toks[k].low <= toks[k].high <= high:
        found.update(named_counts(toks[k]))   # 'four or five' may be one token of two counts
        if k + 2 < b and toks[k + 1].kind == "word" and toks[k + 1].text.lower() == "or" and toks[k + 2].kind == "num":
            k += 2
            continue
        k += 1
        break
    else:
        return None
    if k < b and toks[k].kind == "word" and toks[k].text.lower() in ("player", "players"):
        k += 1
    # the list goes on, or the sentence ends: "with three cards" counts cards, not players
    ends = k >= b or toks[k].kind in ("comma", "break") or toks[k].kind == "word" and toks[k].text.lower() in (
        "and", "or", "but")
    return frozenset(found) if found and ends else None


def _more_or_fewer(toks: list[Token], start: int, end: int, nouns: set[str]) -> str:
    """'more' or 'fewer' when the part from text offset start to end says "with more players" or "with fewer" (a
    player noun, or nothing, after it), the counts beyond those an earlier part named; '' otherwise."""
    part = [t for t in toks if start <= t.start < end]
    for k, t in enumerate(part[:-1]):
        if t.kind == "word" and t.text.lower() in ("with", "at", "for") and part[k + 1].kind == "word" \
                and part[k + 1].text.lower() in ("more", "fewer", "less"):
            after = part[k + 2] if k + 2 < len(part) else None
            if after is None or after.kind != "word" or is_player_noun(after, nouns):
                return "more" if part[k + 1].text.lower() == "more" else "fewer"
    return ""


_HOLDERS = word_set("subject_pronouns")
_LIST_WORDS_BEFORE = word_set("count_list_words")


def counts_before_value(toks: list[Token], i: int, low: int, high: int) -> Optional[frozenset[int]]:
    """The player counts said right before a bare number that goes on a list of values by player count, its count
    first: "each of you holds six cards; with four or more, five" (slipstream, written outside the project), "with
    five, four": 'with', 'at' or 'for', counts of the game (a bound 'or more' reaching the game's end), perhaps
    their noun, then a comma and the number ending its part; None for any other number."""
    if i < 3 or toks[i - 1].kind != "comma" or toks[i].low != toks[i].high:
        return None
    if i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() not in ("and", "or", "but"):
        return None   # the number has a noun or words of its own: another phrase
    k = i - 2
    while k > 0 and toks[k].kind == "word" and toks[k].text.lower() in _LIST_WORDS_BEFORE:
        k -= 1
    c = toks[k]
    if c.kind != "num" or k == 0 or toks[k - 1].kind != "word" or toks[k - 1].text.lower() not in ("with", "at", "for") \
            or not low <= c.low <= c.high <= high:
        return None
    if c.bound == "min":
        return frozenset(range(c.low, high + 1))
    if c.bound == "max":
        return frozenset(range(low, c.high + 1))
    return named_counts(c)


def named_counts(t: Token) -> frozenset[int]:
    """The counts a number names: a span all of its own ('2-4', 'two to four'), but 'two or four' only those two,
    not the three between (court-docket: "8 sessions with two or four players, 9 with three")."""
    if " or " in t.text.lower():
        return frozenset((t.low, t.high))
    return frozenset(range(t.low, t.high + 1))


def _elided_counts(toks: list[Token], i: int, b: int, low: int, high: int) -> Optional[frozenset[int]]:
    """The player counts a number's own part names with their noun left out, after 'with', 'at' or 'for' ("and 4
    rounds with three, four or five"), each within the game's range; None when it names none."""
    k = i + 1
    while k < b and not (toks[k].kind == "word" and toks[k].text.lower() in ("with", "at", "for")):
        if toks[k].kind in ("num", "break") or toks[k].kind == "word" and toks[k].text.lower() in _COORDINATORS:
            return None
        k += 1
    found: set[int] = set()
    for t in toks[k + 1:b]:
        if t.kind == "num" and low <= t.low <= t.high <= high:
            found.update(named_counts(t))   # 'four or five' is one token of two counts
        elif not (t.kind == "comma" or t.kind == "word" and t.text.lower() in ("or", "and")):
            return None   # a noun after them: "with three cards" counts cards, not players
    return frozenset(found) or None


def _window(toks: list[Token], i: int, step: int, limit: int) -> list[Token]:
    out: list[Token] = []
    phrase = -1
    j = i + step
    while 0 <= j < len(toks) and len(out) < limit:
        t = toks[j]
        if t.kind in ("break", "num", "ph", "compound") or (t.kind == "colon" and step > 0):
            break
        if t.kind == "colon":  # 'Hand size: 6': the words before the colon label the number
            if j != i - 1:
                break
            j += step
            continue
        if step > 0 and t.kind == "word" and t.text.lower() in ("or", "and") and j + 1 < len(toks) \
                and toks[j + 1].kind == "word" and toks[j + 1].text.lower() in ("a", "an"):
            break   # "three cards or a Star": another item begins, whose words are not the number's
        if step > 0 and out and t.kind == "word" and t.text.lower() in _RELATIVE_PRONOUNS and j + 1 < len(toks) \
                and toks[j + 1].kind == "word" and toks[j + 1].text.lower() in _CLAUSE_SUBJECTS:
            break   # "the 90 cards that every deck is drafted from": a clause about its noun, not its noun
        if step > 0 and t.kind == "word" and t.stem in _NAMING and j + 1 < len(toks) and toks[j + 1].kind == "num" \
                and toks[j + 1].text[:1].isdigit():
            break   # "2 for ranks 2 to 5": 'ranks' names the next number's things, not what the 2 counts (rank-counts)
        if step > 0 and t.kind == "word" and t.text.lower() in _LABEL_BEFORE:
            phrase = len(out)   # where a phrase opens that may name a thing by its number
        elif step > 0 and t.kind == "word" and phrase >= 0 and j + 1 < len(toks) and toks[j + 1].kind == "num" \
                and toks[j + 1].text[:1].isdigit():
            del out[phrase:]   # "worth at least 20 in (game) round 3": the phrase names round 3, it is not the
            break              # 20's noun
        if t.kind == "word" and t.text.lower() not in STOP:
            out.append(t)
        j += step   # a comma or a stop word is passed over
    return out


_OWNERS = word_set("possessives")
_PERMISSION = {"may", "can"}   # a limit named as what one may do (facts.py _row_limit)
_NOT_OWNERS = word_set("not_possessive")   # "it's", "that's": no owner


def owned_by_another(toks: list[Token], i: int, own: str) -> bool:
    """The number at i is said of a thing someone or something else owns: a possessive before it in its clause
    ("the Empire's weakest unit in this lane loses 1 power"), followed by a word, that is not the card's own
    (`own`, its name: "Sharpshooter's power"; "this card's") nor no owner at all ("it's")."""
    a = clause(toks, i)[0]
    # the number's own part of the clause: after its last comma ("if it is not served before the timer's first
    # flip, it pays only 1 tip": the tip is the card's, the timer's is another phrase)
    a = max([a, *(k + 1 for k in range(a, i) if toks[k].kind == "comma")])
    # and after an 'and' or 'then' that opens another action ("Take every stop off the Elder's Church and put two
    # Church Members into it": the Elder's owns the Church the first action empties, not what 'put' moves)
    a = max([a, *(k + 1 for k in range(a, i - 1) if toks[k].kind == "word" and toks[k].text.lower() in ("and", "then")
                  and toks[k + 1].kind == "word" and stem(toks[k + 1].text) in ACTIONS)])
    own_words = own.lower().split()
    for j in range(a, i - 1):
        low = toks[j].text.lower().replace("\u2019", "'") if toks[j].kind == "word" else ""
        if not low.endswith(("'s", "s'")) or low in _NOT_OWNERS or toks[j + 1].kind != "word":
            continue
        owner = low[:-2] if low.endswith("'s") else low[:-1]
        before = toks[j - 1].text.lower() if j > 0 and toks[j - 1].kind == "word" else ""
        if before == "this" or owner in ("it", "its") or own_words and owner == own_words[-1] and \
                [t.text.lower() for t in toks[max(0, j - len(own_words) + 1):j]] == own_words[:-1]:
            continue
        return True
    return False
_RELATIVE_PRONOUNS = word_set("relative_pronouns")
_CLAUSE_SUBJECTS = word_set("clause_subjects")
_COORDINATORS = {"and", "or", "but", "while", "whereas"}


def _before_source(toks: list[Token], i: int, after: list[Token]) -> list[Token]:
    """The words after the number up to a 'from' that follows its own noun: in "build 1 hall from the hall row"
    the 1 counts halls, and 'the hall row' names where they come from (`hall_row()`, the row's size)."""
    if len(after) < 2 or i + 1 >= len(toks) or after[0].start != toks[i + 1].start:
        return after   # no noun right after the number
    for t in toks[i + 2:]:
        if t.kind != "word":
            return after
        if t.text.lower() == "from":
            return [w for w in after if w.start < t.start]
    return after


def _own_words(toks: list[Token], i: int, after: list[Token]) -> list[Token]:
    """The words after a number that are its own: in "Rising Star starts at 30 and Critics' Darling at 40" (or
    "the side going first 3 and the side going second 4") the words past the 'and' lead to a number of their own,
    so they name that number, not this one."""
    if not after:
        return after
    k = next((k for k, t in enumerate(toks) if t.start == after[-1].start), None)
    if k is None:
        return after
    j = k + 1
    while j < len(toks) and toks[j].kind in ("word", "comma") and toks[j].text.lower() in STOP | {","}:
        j += 1   # the stop words between the last word and what ends the window
    if j >= len(toks) or toks[j].kind != "num":
        return after
    # the coordinators and the words that join clauses ("each ante 2 chips, so the pot starts at 6": poker-hands)
    joins = [m for m in range(i + 1, k) if toks[m].kind == "word" and toks[m].text.lower() in _COORDINATORS | _JOINS]
    if not joins:
        return after
    cut = toks[joins[0]].start
    return [w for w in after if w.start < cut]


def partitive(toks: list[Token], i: int) -> int:
    """Where the owner of a partitive count ends ("seven of one player's Cell Groups", "two of your cards", "two of
    one resource"):
    the index of its last token, the counted term right after it; i when the number is no such count."""
    if i + 2 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 1].text.lower() != "of":
        return i
    owner = toks[i + 2]
    if owner.kind == "word" and owner.text.lower() in _OWNERS:
        return i + 2
    if (owner.text.lower() in ("one", "a", "each", "every") and i + 3 < len(toks) and toks[i + 3].kind == "word"
            and toks[i + 3].text.lower().endswith(("'s", "\u2019s"))):
        return i + 3
    if owner.text.lower() in ("one", "a", "any") and i + 3 < len(toks) and toks[i + 3].kind == "word" \
            and toks[i + 3].text.lower() not in STOP:
        return i + 2   # "Pay two of one resource": two of that resource, whichever one
    return i


# Where a piece stands on a track or a board: a number before one of these, in the singular, labels the place
PLACES = {stem(w) for w in word_list("place_nouns")}
# What may follow a bare "on N" that still counts nothing: 'or more', a joining word, a preposition, the end
_BARE_AFTER = (STOP - {"of"}) | {"when", "where", "during", "again", "instead"}
_OR_MORE = word_set("or_more_words")


def _singular(w: Token) -> bool:
    return lemma(w.text) == w.text.lower().replace("\u2019", "'")


def place(toks: list[Token], i: int) -> bool:
    """The number at i names a place, it counts nothing: a position noun after it in the singular ("the 0 space",
    "the 3 box"; "1 space" counts one unless 'the' labels it) or a bare "on N" with nothing counted after it
    ("the dread marker stands on 5", "put your marker on 0 or higher")."""
    t = toks[i]
    if t.kind != "num" or t.low != t.high:
        return False
    prev = toks[i - 1] if i > 0 and toks[i - 1].kind == "word" else None
    nxt = toks[i + 1] if i + 1 < len(toks) and toks[i + 1].kind == "word" else None
    head = toks[i + 2] if i + 2 < len(toks) and toks[i + 2].kind == "word" else None
    if nxt is not None and nxt.stem in PLACES and _singular(nxt) and (
            head is None or _singular(head) or head.text.lower() in ("is", "was", "has", "does")):  # 'three hex tiles'
        return t.low != 1 or (prev is not None and prev.text.lower() in ("the", "this", "that"))
    if prev is None or prev.text.lower() != "on":
        return False
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].text.lower() in _OR_MORE:
        j += 1   # 'on 5 or more': still no noun of its own
    return j == len(toks) or toks[j].kind != "word" or toks[j].text.lower() in _BARE_AFTER | _JOINS


def bare(toks: list[Token], i: int) -> bool:
    """The number at i ends its part of the sentence with no noun of its own: a comma right after it, or after
    'or more' ("Under 30, the road went dark"; "60 or more, and they light lanterns")."""
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].text.lower() in _OR_MORE:
        j += 1
    return j < len(toks) and toks[j].kind == "comma"


_EACH_OF_OWNERS = word_set("each_of_owners")


_CALENDAR = {stem(w) for w in ("day", "week", "month", "year")}
_CLOCK = {stem(w) for w in ("hour", "minute")}


def _within_a_span(words: list[str]) -> bool:
    """A term of clock units within a span of play ('Hours in the day' of a day played in hours: dialogue-play), a
    count of them like 'Days in the game', not time a thing takes ('Minutes spent')."""
    return len(words) >= 3 and words[1] == "in" and stem(words[-1]) in PERIODS


_SPAN_AFTER = word_set("span_after_words")   # "two years old", "three days later": an age or a moment


def _span_after(toks: list[Token], i: int) -> bool:
    """The span at i (a number and its unit) is an age, a moment or a rate: 'old', 'later', 'per' right after."""
    after = toks[i + 2] if i + 2 < len(toks) else None
    return after is not None and after.kind == "word" and after.text.lower() in _SPAN_AFTER


def counted_units(facts: Iterable[Fact]) -> frozenset[str]:
    """The calendar units a term counts as its own noun, said first in the plural and at no rate ('Days in the
    game', `weeks_in_game`, `years()`): a number before one of them may state that term. Clock units ('Minutes
    spent', `minutes_per_space`) are time a thing takes, which a story adds up: never."""
    out = set()
    for f in facts:
        words = re.findall(r"[a-z]+", (f.term or f.name).lower().replace("_", " "))
        if words and (stem(words[0]) in _CALENDAR or stem(words[0]) in _CLOCK and _within_a_span(words)) \
                and lemma(words[0]) != words[0] and not {"per", "each", "a", "an"} & set(words):
            out.add(stem(words[0]))
    return frozenset(out)


def each_of(toks: list[Token], i: int) -> bool:
    """The number at i follows 'each of' ("for each of the four heroes", "on each of your 3 boards"): it counts the
    things named after it, each of which gets what the words before 'each of' say (N x M in all)."""
    def said(k: int, *words: str) -> bool:
        return k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in words

    k = i - 1 if said(i - 1, *_EACH_OF_OWNERS) else i
    return said(k - 1, "of") and said(k - 2, "each")


_APART = {"short", "behind", "ahead", "away", "apart"}
_BY = {"by", "x", "\u00d7"}
_LINES = {stem(w) for w in "row column line rank file".split()}


def dimension(toks: list[Token], i: int) -> bool:
    """The number at i is a side of a grid, not a count: "9 by 9", "seven squares by seven", "nine rows of nine
    squares" (the whole is the product, which no side states)."""
    def word(k: int, words: set[str], by_stem: bool = False) -> bool:
        return 0 <= k < len(toks) and toks[k].kind == "word" and (
            (toks[k].stem if by_stem else toks[k].text.lower()) in words)

    def num(k: int) -> bool:
        return 0 <= k < len(toks) and toks[k].kind == "num"

    if word(i + 1, _BY) and (num(i + 2) or word(i + 1, {"x", "\u00d7"})):
        return True   # "9 by 9", "9 x 9 board" (the tokens drop the second side of an 'x')
    if word(i - 1, _BY) and (num(i - 2) or (num(i - 3) and toks[i - 2].kind == "word")):
        return True   # the second side: "9 by 9", "seven squares by seven"
    k = i + 1
    while k < min(len(toks), i + 4) and toks[k].kind == "word" and not word(k, _BY):
        k += 1
    if k > i + 1 and word(k, _BY) and num(k + 1):
        return True   # the first side with its noun: "seven squares by seven", "seven board squares by seven"
    if word(i + 1, _LINES, True) and word(i + 2, {"of"}) and num(i + 3):
        return True   # "nine rows of nine squares": rows
    return word(i - 1, {"of"}) and word(i - 2, _LINES, True) and num(i - 3)   # ... and what each row holds


_ONCE_RATE = {"per", "a", "an", "each", "every"}


def _in_capitals(toks: list[Token], i: int) -> bool:
    """The number's sentence is set in capitals throughout, three words or more ("THE BOX HOLDS 7 MARKET CARDS"):
    a capital says nothing of a name there, so 'HOLDS 7' is no 'Acts 2'."""
    a, b = sentence(toks, i)
    words = [x.text for x in toks[a:b] if x.kind == "word"]
    return len(words) >= 3 and all(w.isupper() for w in words)


_NUMBERING = {"counted", "counting", "numbered", "numbering"}
_LACK_VERBS = {"lack", "miss"}
_LACK_GAPS = word_set("amount_bounds")   # 'lacks exactly one', 'is missing at most 2


def _lacking(toks: list[Token], i: int) -> bool:
    """The number follows a verb of lacking ('lacks exactly one eighth', 'is missing 2 cubes'): a gap."""
    k = i - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _LACK_GAPS:
        k -= 1
    return k >= 0 and toks[k].kind == "word" and lemma(toks[k].text.lower()) in _LACK_VERBS


def _between_things(toks: list[Token], i: int) -> bool:
    """The number follows 'between' (perhaps with 'each', 'any' or 'the' after it) and counts the things a place lies
    between, a noun after it and no 'and' with a second number ("between two number cards", "between each two
    number cards": sum-kids, written outside the project); "between 2 and 5 players" is a span."""
    k = i - 1
    if k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("each", "any", "the", "every"):
        k -= 1
    if k < 0 or toks[k].kind != "word" or toks[k].text.lower() != "between" or toks[i].low != toks[i].high:
        return False
    return i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() not in ("and", "to", "or")


def skipped(toks: list[Token], i: int, delta: bool = False, lists: bool = True,
            counted: frozenset[str] = frozenset(), measured: bool = False) -> bool:
    """A number that does not count a term: 'page 3', 'Acts 2', '60 minutes', 'one more', 'one of them'.

    `delta`: 'place 3 more Cell Groups' counts them, for a card whose own column is that amount.
    `lists`: the last number of a list ('3, 2 and 4 Gold points') is skipped, as the term counts them all;
    when False, only a list joined by 'and'/'or' is: a story restates a sum ("three plus two, five prayer
    points").
    `counted`: the stems of units a term of the game counts ('day' of a row 'Days in the game'): a number before
    one of them may state that term ("there are 6 days in the game"); other units are no count of a term.
    `measured`: the number is a measure in a unit a card's column is named by ('4 oz' for `ounces_each`): "twelve
    plants of 4 oz" gives each plant's, which is the column's.
    """
    t = toks[i]
    prev = toks[i - 1] if i > 0 else None
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if place(toks, i) or dimension(toks, i) or clock_time(toks, i):
        return True
    if i >= 2 and prev is not None and prev.kind == "word" and prev.text.lower() == "of" and toks[i - 2].kind == "word" \
            and toks[i - 2].text.lower() == "out":
        return True   # "ignored by two judges out of three": the whole a share is of (judge-rankings)
    if not measured and i >= 3 and prev is not None and prev.kind == "word" and prev.text.lower() == "of" \
            and toks[i - 3].kind == "num" \
            and toks[i - 3].high >= 2 and toks[i - 2].kind == "word" and lemma(toks[i - 2].text) != toks[i - 2].text.lower():
        return True   # "two groups of three eighths": how many in each group, no total (rhythm-cards' Jig 6/8)
    if _lacking(toks, i):
        return True   # "the bar lacks exactly one eighth": what is missing, no amount of the term
    if _between_things(toks, i):
        return True   # "Plus cards go between two number cards": where a thing goes, no count of the things
    if nxt is not None and nxt.kind == "word" and nxt.text.lower() == "of" and i + 3 < len(toks) \
            and toks[i + 2].kind == "word" and toks[i + 2].text.lower() in _OWNERS | {"the"} and toks[i + 3].kind == "num":
        return True   # "a Knight at HP 9/14 has 9 of his 14 left": a part of the whole said after it (hp-slash)
    if (nxt is None or nxt.kind != "word") and t.high <= 20 and _as_for(toks, i):
        return True   # "Everything else is played as with four.": the game it is played like, no count (tile-hands)
    after = toks[i + 2] if i + 2 < len(toks) else None
    if nxt is not None and nxt.kind == "word" and nxt.text.lower() in ("minus", "plus") or \
            prev is not None and prev.kind == "word" and prev.text.lower() in ("minus", "plus", "less") or \
            nxt is not None and nxt.kind == "word" and after is not None and after.kind == "word" \
            and after.text.lower() == "minus":
        return True   # "Your top speed is 10 minus your damage", "scores 5 points minus one for each disc": a
        # formula's constant, no value of the term (symbol-match)
    if t.text.lower() == "once" and not (nxt is not None and nxt.kind == "word" and nxt.text.lower() in _ONCE_RATE):
        return True   # "replaced at once", "once you have three": a time or a conjunction, no count ("once per turn"
        # is a rate)
    if _moment_after(toks, i):
        return True
    if t.text.lower() == "one" and nxt is not None and nxt.kind == "word" and nxt.text.lower() == "for" \
            and i + 2 < len(toks) and toks[i + 2].kind == "word" \
            and (toks[i + 2].text.lower() in ("the", "a", "an") or toks[i + 2].text.lower() in _OWNERS):
        return True   # "Two of each seed: one for the rating card, one for the standings track": what one of them is
        # for, no count of the rating cards (swiss-chess)
    if i >= 3 and prev is not None and prev.kind == "word" and prev.text.lower() == "or" \
            and toks[i - 2].kind == "word" and toks[i - 3].kind == "word" and toks[i - 3].text.lower() in ("a", "an") \
            and (nxt is None or nxt.kind != "word" or nxt.text.lower() in STOP):
        return True   # "feed for a round or two": a rough span, no count (bird-migration, beside last_round())
    if i >= 3 and prev is not None and prev.kind == "word" and prev.text.lower() in ("with", "for", "at") \
            and (nxt is None or nxt.kind in ("comma", "break")) and toks[i - 2].kind == "word" \
            and toks[i - 3].kind in ("num", "ph"):
        return True   # "8 rounds with three and 7 rounds with four": the noun before 'with' is counted by the number
        # before it; the bare one after counts something else, unsaid (the teams: dig-site)
    if t.text.lower() in _TIMES_WORDS and nxt is not None and nxt.kind == "word" and nxt.text.lower() in _OF_WHAT:
        return True   # "twice the count of ones plus one", "twice as many": a multiplier of another amount
    if prev is not None and prev.kind == "word" and prev.text.lower() == "from" and any(
            toks[k].kind == "word" and toks[k].text.lower() == "to" and toks[k + 1].kind == "num"
            for k in range(i + 1, min(len(toks) - 1, i + 14)) if not any(x.kind == "break" for x in toks[i + 1:k])):
        return True   # "from 1 for a stone nobody wants to 5 for one that must be swapped": a scale's end
    if t.low in (0, 1) and t.high > t.low and i >= 3 and prev is not None and prev.kind == "comma" \
            and toks[i - 2].kind == "word" and toks[i - 3].kind == "num" and toks[i - 3].low == toks[i - 3].high == t.high:
        return True   # "a grid of 12 columns and 10 rows, 1 to 10 from south to north": the things just counted,
        # numbered (sonar-bearings)
    if i >= 3 and prev is not None and prev.kind == "word" and prev.text.lower() == "from" \
            and toks[i - 2].kind == "word" and toks[i - 3].kind == "num":
        return True   # "One swing from 30 HR" on a batter of 29: a mark a count of steps away, no value of the term
        # (batting-average)
    if i >= 2 and prev is not None and prev.kind == "word" and prev.text.lower() == "from" \
            and toks[i - 2].kind == "word" and toks[i - 2].text.lower() in _NUMBERING:
        return True   # "The pick's place in the draft, counted from 1 across every round": where a numbering
        # starts, no count (draft-combine)
    if prev is not None and prev.kind == "word" and prev.text.lower() == "from" and nxt is not None \
            and nxt.kind == "word" and (nxt.text.lower() == "to" or nxt.text.lower() == "up" and i + 2 < len(toks)
                                        and toks[i + 2].kind == "word" and toks[i + 2].text.lower() == "to"):
        return True   # "runs from 0 to the damage limit", "from 0 up to your top speed": a bare number a scale starts
        # at, up to another amount (negative-speed)
    if prev is not None and prev.kind == "word" and prev.text.lower() == "all" and (nxt is None or nxt.kind in (
            "break", "comma")):
        return True   # "but never all four": all of the things just counted, said again without their noun
    if nxt is not None and nxt.kind == "word" and (nxt.text.lower() in _APART or nxt.text.lower() not in STOP and (
            i + 2 < len(toks) and toks[i + 2].kind == "word" and toks[i + 2].text.lower() in _APART)):
        return True   # "two short of the Keep", "three spaces behind", "1 Food short": a distance or a lack, no count
        # of a term (difficulty-grid: "they eat both and are 1 Food short")
    if _excess(toks, i) or _way_to_named(toks, i):
        return True
    side = [x.text.lower() for x in toks[i + 2:i + 6] if x.kind == "word"][:4]
    if side[:3] in (["to", "the", "left"], ["to", "the", "right"]) and nxt is not None and nxt.kind == "word" and (
            side[3:] == ["of"] or i == 0 or toks[i - 1].kind in ("break", "colon", "comma")):
        return True   # "three houses to the left of the cider drinker", a clue's '"Two houses to the left"': a
        # distance along a row (logic-clues); "pass two cards to the left" counts the cards passed
    if prev is not None and prev.kind == "word" and prev.text.lower() in ("down", "up") and i > 1 \
            and toks[i - 2].kind == "word" and toks[i - 2].text.lower() in _BE:
        return True   # "The river is down two cards": a change, no count of the river's cards (paren-counts)
    if _difference(toks, i, delta):
        return True   # "play two rounds fewer", "one card more than you": a difference, no count of the rounds
    if prev is not None and prev.kind == "word" and prev.text.lower() == "plus" and not delta:
        return True   # "run up to your Move plus two hexes": an extra on top of another amount (mech-arena)
    if prev is not None and prev.kind == "word" and (prev.stem in _NAMING or (
            prev.text[:1].isupper() and i > 1 and toks[i - 2].kind == "word" and not _in_capitals(toks, i))):
        return t.text[:1].isdigit() or prev.stem in _NAMING
    if _labelled(toks, i) or _written_on(toks, i) or _among_fractions(toks, i) or _members_listed(toks, i):
        return True
    if _banned_together(toks, i) or _pair_meets(toks, i):
        return True
    if prev is not None and prev.kind == "word" and (prev.text.lower() in ("those", "these") or (
            prev.text.lower() == "same" and i > 1 and toks[i - 2].text.lower() == "the")):
        return True   # "those two rows", "the same two rows": the things counted before, told again
    if nxt is not None and nxt.kind == "word" and (nxt.stem in _UNITS and (nxt.stem not in counted
                                                                           or _span_after(toks, i) and not measured)
                                                   or nxt.text.lower() in _DELTA | {"per"}) \
            and not (delta and nxt.text.lower() in _MORE) and partitive(toks, i) == i:
        return True
    k = i - 1
    while k >= 0 and (toks[k].kind == "comma" or (toks[k].kind == "word" and toks[k].text.lower() in ("and", "or"))):
        k -= 1
    if k < i - 1 and k >= 0 and toks[k].kind == "num" and (lists or any(x.kind == "word" for x in toks[k:i])) \
            and not _by_count_item(toks, i):
        return True  # the last of a list ("3, 2 and 4 Gold points"): the term counts them all
    # a year or a code ("in 1492", "room 2101"): four plain digits; '6,000' and '15k' are amounts (million-auction's
    # money in thousands), read as any number and held only to a value of their size (_ruled_out)
    return 1000 <= t.low <= 9999 and t.text.isdigit()


_ENDING = word_set("ending_words")
_PICKS = word_set("picks")


def _moment_after(toks: list[Token], i: int) -> bool:
    """'after two jams', 'after the first three rounds': a moment of play, how many have passed so far, where the
    sentence says nothing ends there ('That leaves the score at 20 to 8 after two jams'); 'The bout ends after ten
    jams' and 'After 3 failures you lose' say when the game ends, and are read."""
    k = i - 1
    if k >= 1 and toks[k].kind == "word" and toks[k].text.lower() in _PICKS and toks[k - 1].kind == "word" \
            and toks[k - 1].text.lower() == "the":
        k -= 2
    if k < 0 or toks[k].kind != "word" or toks[k].text.lower() != "after":
        return False
    a, b = sentence(toks, i)
    return not any(x.kind == "word" and x.text.lower() in _ENDING for x in toks[a:b])


def _by_count_item(toks: list[Token], i: int) -> bool:
    """The number opens an item of a list of values by player count, "24 with three, 30 with four": a value of its
    own, not the last of a list of counts ("three, 30")."""
    return i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() in ("with", "at", "for") \
        and toks[i + 2].kind == "num"


_OVER = {"over", "above", "beyond", "past"}
_WAYS = PLACES | {stem(w) for w in word_list("way_nouns")}


_DIRECTIONS = word_set("direction_words")


def distance_moved(toks: list[Token], i: int) -> bool:
    """The number counts squares (spaces, hexes, steps) a piece goes in a direction it names: "one square straight
    back", "two squares to the left or right", "One square along any of the four diagonals", "one square or two"
    (move-cards): how far, no count of squares."""
    if i + 2 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 1].stem not in _WAYS:
        return False
    k = i + 2
    if toks[k].kind == "word" and toks[k].text.lower() in ("straight", "directly"):
        k += 1
    if k >= len(toks) or toks[k].kind != "word":
        return False
    low = toks[k].text.lower()
    if low in _DIRECTIONS:
        return True
    if low == "or":   # "one square or two": one distance or another
        return k + 1 < len(toks) and toks[k + 1].kind == "num"
    return low == "to" and [x.text.lower() for x in toks[k + 1:k + 3] if x.kind == "word"] in (["the", "left"],
                                                                                              ["the", "right"])


def _way_to_named(toks: list[Token], i: int) -> bool:
    """The number counts the steps of a way to a place it names ("She drives the 2 steps to Millford"): a distance
    to one town, no allowance of steps (cargo-weights)."""
    if i + 3 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 1].stem not in _WAYS \
            or toks[i + 2].kind != "word" or toks[i + 2].text.lower() != "to":
        return False
    k = i + 3
    if toks[k].kind == "word" and toks[k].text.lower() == "the" and k + 1 < len(toks):
        k += 1
    return toks[k].kind == "word" and toks[k].text[:1].isupper() and toks[k].text.lower() not in STOP


def _excess(toks: list[Token], i: int) -> bool:
    """The number (perhaps with its noun) is how far something goes over a limit: "Ben holds 9 goods, two over the
    hoard limit" (number-pips), "3 cards above your hand limit": an excess, as '1 Food short' is a lack."""
    k = i + 1
    if k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() not in STOP | _OVER:
        k += 1
    if k >= len(toks) or toks[k].kind != "word" or toks[k].text.lower() not in _OVER:
        return False
    return any(x.kind == "word" and x.text.lower() in ("limit", "maximum", "max", "cap") for x in toks[k + 1:k + 5])


_MODALS = {"may", "can", "must", "should"}
_BE = word_set("forms_of_be")
_NEVER = {"never", "not"}
_TOGETHER = word_set("together_words")
_MODAL_NOTS = word_set("bans")
_ALLOWING = {"may", "can"}


def _banned_together(toks: list[Token], i: int) -> bool:
    """The number opens its sentence, and its noun ("Two hunter pawns") is followed by a ban ('may never', 'cannot',
    'must not') or a leave ('may', 'can') of so many together: "Two hunter pawns may never stand on the same
    station" forbids that many together (shadow-rounds), "two survivors may take the same action" allows it; either
    counts none of them."""
    if i > 0 and toks[i - 1].kind not in ("break", "colon"):
        return False
    k = i + 1
    while k < len(toks) and k <= i + 3 and toks[k].kind == "word" and toks[k].text.lower() not in _MODALS | _MODAL_NOTS:
        k += 1
    if k == i + 1 or k >= len(toks) or toks[k].kind != "word":
        return False
    low = toks[k].text.lower().replace("\u2019", "'")
    if not (low in _MODAL_NOTS or low in _MODALS and k + 1 < len(toks) and toks[k + 1].kind == "word"
            and toks[k + 1].text.lower() in _NEVER or low in _ALLOWING):
        return False   # (a leave as well as a ban: "two survivors may take the same action" lets that many act
        # alike, it counts none of the survivors: lifeboat-coop, written outside the project)
    # of those so many together ('the same station', 'share', 'each other'): "Three guards cannot be everywhere"
    # still speaks of the three guards the game has (warden-vs-thieves)
    b = k
    while b < len(toks) and toks[b].kind not in ("break", "comma", "colon"):
        b += 1
    return any(x.kind == "word" and (x.text.lower() in _TOGETHER or lemma(x.text) in _TOGETHER) for x in toks[k:b])


def _pair_meets(toks: list[Token], i: int) -> bool:
    """'two' (or 2) whose noun is the subject of a verb two things do to each other ("When two rival clubs meet",
    "Two rival clubs that meet always draw", "two ships that collide", "two players who tie"): the pair of one
    encounter, no count of those things (ladder-league, written outside the project). ("The two faction decks are
    built to face each other" still counts the decks.)"""
    if not (toks[i].low == toks[i].high == 2):
        return False
    k = i + 1
    while k < len(toks) and k <= i + 4 and toks[k].kind == "word" and lemma(toks[k].text) not in _PAIR_VERBS:
        k += 1
    # the verb's bare form, as a plural subject takes it ("two companies share a price"; "two company shares" counts)
    return k > i + 1 and k < len(toks) and toks[k].kind == "word" and lemma(toks[k].text) in _PAIR_VERBS \
        and lemma(toks[k].text) == toks[k].text.lower()


_PAIR_VERBS = {lemma(w) for w in word_list("pair_verbs")}
_NOUN_ENDS = word_set("noun_phrase_ends")
_OCLOCK = {"o'clock", "o\u2019clock", "oclock"}
_MINUTES_SAID = {5, 10, 20, 25}   # "ten to eight", "twenty-five past six"


def clock_time(toks: list[Token], i: int) -> bool:
    """The number at i tells a time of day in words: "nine o'clock", "quarter to nine", "half past 9", "ten to
    eight", "twenty past nine" (timetable-rails). 'to' between two numbers is a time only when the first is the
    larger: "five to nine players" is a range."""
    t = toks[i]
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and nxt.kind == "word" and nxt.text.lower() in _OCLOCK:
        return True

    def hour(x: Token) -> bool:
        return x.kind == "num" and x.low == x.high and 1 <= x.low <= 12

    def said(minutes: Token, link: Token, hours: Token) -> bool:
        way = link.text.lower()
        if link.kind != "word" or way not in ("past", "to") or not hour(hours):
            return False
        if minutes.kind == "word":
            return minutes.text.lower() == "quarter" or minutes.text.lower() == "half" and way == "past"
        return minutes.kind == "num" and minutes.low == minutes.high and minutes.low in _MINUTES_SAID and (
            way == "past" or minutes.low > hours.low)

    return i >= 2 and said(toks[i - 2], toks[i - 1], t) or i + 2 < len(toks) and nxt is not None \
        and said(t, nxt, toks[i + 2])


def _difference(toks: list[Token], i: int, delta: bool) -> bool:
    """'fewer', 'less' or 'more' right after the number's noun (of up to three words): "two rounds fewer", "1 game
    round less" (with `delta`, a card's 'place 3 Cell Groups more' still counts them). 'or more' is a bound. A
    comparative right after the number is one too: "counts the card 45° nearer", "a roll 2 higher" (orienteering)."""
    if comparative_after(toks, i):
        return True
    for k in range(i + 2, min(len(toks), i + 5)):
        x = toks[k - 1]
        if x.kind != "word" or x.text.lower() in _NOUN_ENDS or x.text.lower() in _DIFFERENCE:
            return False
        word = toks[k].text.lower() if toks[k].kind == "word" else ""
        if word in _DIFFERENCE:
            return not (delta and word == "more")
    return False


_COMPARATIVES = word_set("comparatives")


def comparative_after(toks: list[Token], i: int) -> bool:
    """A comparative right after the number ("45° nearer", "2 higher"): how far apart, no value."""
    return i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() in _COMPARATIVES
# a multiplier word before what it multiplies: 'twice the count', 'twice as many', 'three times the cost'
_TIMES_WORDS = {"twice", "thrice", "double", "triple"}
_OF_WHAT = word_set("multiplied")
# the words before "<noun> N" that make it a place or a thing named by its number ("starting with dock 1", "on
# register 5", "from checkpoint 2"); 'to' is left out ("to draw 3" counts)
_LABEL_BEFORE = word_set("label_before")
_ORDINAL_WORDS = word_set("ordinal_openers")
_SAYS = word_set("says_verbs")
_MEASURES = {stem(w) for w in word_list("measures")}


def _members_listed(toks: list[Token], i: int) -> bool:
    """The number at i is one of a list of two or more after a label of things named by number ("End houses: 1 and
    5.", "Middle houses: 2, 3 and 4": logic-clues' houses numbered along the street): it names one of them."""
    k, numbers = i, 0
    while k >= 0 and (toks[k].kind in ("num", "comma") or toks[k].kind == "word" and toks[k].text.lower() in (
            "and", "or")):
        numbers += toks[k].kind == "num"
        k -= 1
    j = i + 1
    while j < len(toks) and (toks[j].kind in ("num", "comma") or toks[j].kind == "word" and toks[j].text.lower() in (
            "and", "or")):
        numbers += toks[j].kind == "num"
        j += 1
    if numbers < 2 or k < 1 or toks[k].kind != "colon" or toks[k - 1].kind != "word":
        return False
    label = toks[k - 1]
    return lemma(label.text) != label.text.lower() and stem(lemma(label.text)) in _NAMING


_FRACTION_CHARS = frozenset("\u00bc\u00bd\u00be\u2150\u2151\u2152\u2153\u2154\u2155\u2156\u2157\u2158\u2159\u215a"
                            "\u215b\u215c\u215d\u215e")


def _among_fractions(toks: list[Token], i: int) -> bool:
    """A whole number in a list of fractions ("¼, ½ or 1 teaspoon"): a measure like them, no count of a term
    (unicode-fractions' glossary held the 1 to a row of card counts)."""
    k = i - 1
    while k >= 0 and (toks[k].kind == "comma" or toks[k].kind == "word" and toks[k].text.lower() in ("or", "and")):
        k -= 1
    return k < i - 1 and k >= 0 and toks[k].kind == "word" and toks[k].text[-1] in _FRACTION_CHARS


_LABELLING = {lemma(w) for w in word_list("labelling_verbs")}
_WRITTEN_ON = word_set("written_on_words")


def _written_on(toks: list[Token], i: int) -> bool:
    """Numbers written on things as their labels: "write 1 to 6 on them", "number them 1 to 6", "the envelopes,
    numbered 1 to 6" (envelope-legacy): they name the things, they count nothing; a noun right after the number
    ("write 3 numbers", "mark 2 boxes") is a count still."""
    k = i - 1
    if k > 0 and toks[k].kind == "word" and toks[k].text.lower() in ("them", "it", "each", "these", "those"):
        k -= 1
    if k < 0 or toks[k].kind != "word" or lemma(toks[k].text) not in _LABELLING:
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    return nxt is None or nxt.kind != "word" or nxt.text.lower() in _WRITTEN_ON


def _labelled(toks: list[Token], i: int) -> bool:
    """A digit right after a singular noun that follows a preposition, with no noun of its own, names one thing by
    its number: "starting with dock 1", "a robot on register 5" (a label of the designer's own, as 'page 3' is), not
    a count of docks; a measure ('with a hand size 6') still states a value."""
    t = toks[i]
    if t.kind != "num" or not t.text[:1].isdigit() or i < 2:
        return False
    prev, before = toks[i - 1], toks[i - 2]
    if prev.kind != "word" or before.kind != "word":
        return False
    word = prev.text
    if not word.islower() or word in STOP or not _singular(prev) or prev.stem in ACTIONS | _MEASURES:
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    said = nxt is not None and nxt.kind == "word" and nxt.text.lower() in _SAYS
    if before.text.lower() in _ORDINAL_WORDS:
        return said   # "the second digit 1 is worth 17": the digit whose value is 1, then what it is worth
    if before.text.lower() not in _LABEL_BEFORE:
        return False
    return nxt is None or nxt.kind in ("break", "comma") or said or (
        nxt.kind == "word" and nxt.text.lower() in ("and", "or", "to", "through", "until"))


# Words that join two clauses: "you are dealt 2 cards and the game ends", "four phases but ..."
_JOINS = word_set("joining_words")


def _ends_part(t: Token) -> bool:
    return t.kind in ("comma", "break") or t.kind == "word" and t.text.lower() in _JOINS


def part_range(toks: list[Token], i: int) -> tuple[int, int]:
    """The tokens [a, b) of the number's own part of its sentence: between the commas, breaks or joining words
    ('and', 'but', ...) around it."""
    a = i
    while a > 0 and not _ends_part(toks[a - 1]):
        a -= 1
    b = i
    while b < len(toks) and not _ends_part(toks[b]):
        b += 1
    return a, b


def part_span(toks: list[Token], i: int) -> tuple[int, int]:
    """The character span of the number's own part of its sentence (part_range)."""
    a, b = part_range(toks, i)
    return toks[a].start, toks[b].start if b < len(toks) else toks[-1].end + 1


def _head(toks: list[Token], i: int) -> Optional[Token]:
    """The noun a count names when its part of the sentence ends on it: 'phases' in "A round has four phases,
    played in this order" (a plural word right after a number above one, then a comma, a break or a joining
    word)."""
    t = toks[i]
    if i + 1 >= len(toks) or t.kind != "num" or t.high < 2:
        return None
    w = toks[i + 1]
    end = i + 2 >= len(toks) or _ends_part(toks[i + 2])
    if w.kind != "word" or not end or w.text.lower() in STOP or lemma(w.text) == w.text.lower():
        return None
    return w


# Words that make a number a change to a card's amount, not the amount its column keeps: an extra ("its extra
# 2 Coins", "a bonus 1"), a mending ("Heals 2 health", "repairs 1 wall"), a return ("gets up again with 1
# health", "comes back with 2", "revives with 1"), an addition under a condition ("on a 6, also gain 2") or
# what remains after a change ("7 Glow left over").
_EXTRA = {stem(w) for w in "extra additional bonus further another".split()}
_MENDING = {stem(w) for w in word_list("mending_verbs")}
_AGAIN = {"again", "back"}
_RETURNS = {stem(w) for w in "return respawn resurrect rise reappear".split()}   # "... with 2": what it returns with
_REMAINS = word_set("remainder_words")       # "7 Glow left over": a remainder
_CONDITIONS = {"if", "when", "whenever", "unless", "on"}

_CONDITIONAL = word_set("conditional_words")


_RISING = word_set("rising_changes")
_FALLING = word_set("falling_changes")
_NOT_A_CHANGE = {"or", "no", "any", "once", "not"}   # "3 or more", "no more than", "once more": no change said
_CHANGE_NAMING = {"more", "fewer", "less", "extra", "additional"}   # "more lights": a change by no amount said


def stated_change(toks: list[Token], i: int, stems: Collection[str]) -> Optional[tuple[frozenset[int], frozenset[int]]]:
    """A change of an amount that the sentence states before the number at i ("You need 2 more lights to win the
    chapter: 10 with two players, 12 with three", "The track is 2 spaces shorter: it has 10 spaces"), so that the
    numbers after it are totals once changed, not the table's own (chapter-campaign, written outside the project:
    a later chapter's raised totals held to the first chapter's row). (the amounts said, each a number right before
    the change word or one word before it; the signs, +1 for a rise and -1 for a fall); no amount when the change
    has none but names the thing the fact counts ("you need more lights", `stems`: the fact's words); None when the
    sentence states no change before i ('more than 5' is a bound, '3 or more' too, and "Fewer hands deal more"
    changes nothing the fact counts)."""
    a, _ = sentence(toks, i)
    amounts: set[int] = set()
    signs: set[int] = set()
    for j in range(a, i):
        w = toks[j]
        if w.kind != "word":
            continue
        low = w.text.lower()
        sign = 1 if low in _RISING else -1 if low in _FALLING else 0
        if not sign or j > a and toks[j - 1].kind == "word" and toks[j - 1].text.lower() in _NOT_A_CHANGE \
                or j + 1 < len(toks) and toks[j + 1].kind == "word" and toks[j + 1].text.lower() == "than":
            continue
        # the fact's thing named at the change: right after the word ('2 more lights', 'more lights', not "Fewer
        # hands deal" nor "two dice for each player and one more:", a term of a sum), or between the amount and a
        # comparative ('2 spaces shorter')
        noun_after = j + 1 < i and toks[j + 1].kind == "word" and toks[j + 1].stem in stems
        noun_before = j - 2 >= a and toks[j - 2].kind == "num" and toks[j - 1].kind == "word" \
            and toks[j - 1].stem in stems
        amount = toks[j - 2] if noun_before else toks[j - 1] if noun_after and j - 1 >= a \
            and toks[j - 1].kind == "num" else None
        if not (noun_after and low in _CHANGE_NAMING or noun_before):
            continue
        if amount is not None and amount.low == amount.high:
            amounts.add(amount.low)
        signs.add(sign)
    return (frozenset(amounts), frozenset(signs)) if signs else None


def changed(toks: list[Token], i: int) -> frozenset[str]:
    """When the number at i is a change to an amount rather than the amount: the stems of the words that say so
    (the words right before the number, at most three within its clause, or 'only' and its condition after its
    noun), so that a column whose own name holds one of them still binds ("drops back to 6" for
    `church_drops_to_cell_groups`); else an empty set."""
    words: list[Token] = []
    k = i - 1
    while k >= 0 and len(words) < 3 and toks[k].kind == "word":
        words.append(toks[k])
        k -= 1
    if 0 < len(words) < 3 and k >= 1 and toks[k].kind == "num" and toks[k].text.lower() == "one" \
            and toks[k - 1].kind == "word":
        words.append(toks[k - 1])   # "Heal one hero 4 HP": the verb before its object (hp-slash)
    said = frozenset(w.stem for w in words)
    for w in words:
        low = w.text.lower()
        if w.stem in _EXTRA or w.stem in _MENDING or low in _AGAIN or (
                w.stem in _RETURNS and words[0].text.lower() == "with"):
            return said
        if low == "also":   # "if you own a Tree, also gain 2": the extra a condition brings
            a, _ = sentence(toks, i)
            if any(x.kind == "word" and x.text.lower() in _CONDITIONS for x in toks[a:k + 1]):
                return said
    _, b = clause(toks, i)
    if i + 2 < b and toks[i + 1].kind == "word" and toks[i + 2].kind == "word" \
            and toks[i + 2].text.lower() in ("less", "fewer") and toks[i + 1].text.lower() not in STOP:
        return frozenset({toks[i + 2].stem})   # "costs 2 Gold less": a reduction the card makes, not its own cost
    if i + 2 < b and toks[i + 1].kind == "word" and toks[i + 2].kind == "word" and toks[i + 2].text.lower() == "back" \
            and toks[i + 1].text.lower() not in STOP:
        return frozenset({toks[i + 2].stem})   # "take 1 stamina back": what comes back, not the card's stamina (relay-race)
    for j in range(i + 1, min(b, i + 6)):
        low = toks[j].text.lower() if toks[j].kind == "word" else ""
        if low in _REMAINS and j <= i + 3:
            return said | {toks[j].stem}
        if low == "only" and j + 1 < b and toks[j + 1].kind == "word" and toks[j + 1].text.lower() in _CONDITIONAL:
            return said | {toks[j].stem}
    return frozenset()


_FRESH = {"new", "fresh", "replacement"}   # "draw 6 new cards": those that replace others
_SHARE_STEMS = {stem(w) for w in word_list("share_words")}


def _share_of(toks: list[Token], i: int) -> bool:
    """The number follows a word of a share and 'of' ('a majority of the 25 seats', 'half of 12'): the whole."""
    k = i - 1
    if k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("the", "all", "its", "their", "your"):
        k -= 1
    return k >= 1 and toks[k].kind == "word" and toks[k].text.lower() == "of" and toks[k - 1].kind == "word" \
        and toks[k - 1].stem in _SHARE_STEMS


def _part_before(toks: list[Token], i: int, fact: Fact) -> bool:
    """The number is the whole after a part the fact gives: "10 or more of the 12 votes", "3 of your 5 cards"."""
    k = i - 1
    if k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _OWNERS | {"the"}:
        k -= 1
    if k < 1 or toks[k].kind != "word" or toks[k].text.lower() != "of":
        return False
    k -= 1
    if k >= 2 and toks[k].kind == "word" and toks[k].text.lower() in ("more", "fewer", "less") \
            and toks[k - 1].kind == "word" and toks[k - 1].text.lower() == "or":
        k -= 2
    return toks[k].kind == "num" and agrees(toks[k], fact.values) and not agrees(toks[i], fact.values)


_DETERMINERS = word_set("determiners_of_another")
_QUALIFIERS = word_set("qualifiers_of_another")
PEOPLE = word_set("people")
_HAVING = {stem(w) for w in "have hold own keep control".split()}


# "Every route costs you 1 action": the price of another thing, named after a determiner before the verb
_COSTS = {stem("cost"), stem("costs")}
_PERSONS = {"you", "them", "him", "her", "us"}
_MEANS = word_set("means_words")
_PRICE_GAP = _PERSONS | word_set("price_gap_words")
_PRICED = word_set("priced_determiners")   # "Every route costs you 1 action"


def _priced_thing(toks: list[Token], i: int) -> Optional[frozenset[str]]:
    """The stems of 'route' and 'cost' when the number at i is what another thing costs the card's owner ("Every
    route costs you 1 action"): a thing named after a determiner, then 'costs', a person, then the number. Without
    the person ("Every road costs 2 Money of upkeep") an event states its own amount, the card's column."""
    k = i - 1
    person = False
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _PRICE_GAP:
        person = person or toks[k].text.lower() in _PERSONS
        k -= 1
    if not person:
        return None
    if k < 2 or toks[k].kind != "word" or toks[k].stem not in _COSTS:
        return None
    noun, det = toks[k - 1], toks[k - 2]
    if noun.kind == "word" and noun.text.lower() not in STOP | _PRICE_GAP and det.kind == "word" \
            and det.text.lower() in _PRICED:
        return frozenset({noun.stem, toks[k].stem})
    return None


def about_other(toks: list[Token], i: int, kinds: set[str]) -> Optional[frozenset[str]]:
    """When the number at i may be said of another thing than the card whose text or name holds it: the stems of
    the words that lead to that thing, so that a column whose own name holds one still binds ("buys a card
    worth 2 Faith" for `buys_faith`); else None.

    Another thing of the card's own kind (`kinds`: 'card' and the deck's words) after a determiner, then a
    qualifier ("each card costing 3 or less", "destroy a card with 2 walls", "a card that costs 2"); or a person
    or many things that hold it ("if you have 3 walls", "your Towers have 2 walls")."""
    priced = _priced_thing(toks, i)
    if priced is not None:
        return priced
    a = clause(toks, i)[0]
    for j in range(a, i):   # "every other Fever patient loses 1 condition": other things of the card's kind
        if toks[j].kind == "word" and toks[j].text.lower() in ("other", "another") and any(
                x.kind == "word" and x.stem in kinds for x in toks[j + 1:min(i, j + 4)]):
            return frozenset()
    k = i - 1
    gap = 0
    while k >= 0 and gap <= 2 and toks[k].kind == "word":
        low = toks[k].text.lower()
        if low in _QUALIFIERS and k >= 1 and toks[k - 1].kind == "word" and toks[k - 1].stem in kinds:
            d = next((j for j in range(k - 2, max(-1, k - 4), -1) if toks[j].kind == "word"
                      and toks[j].text.lower().replace("\u2019", "'") in _DETERMINERS), None)
            if d is not None:
                return frozenset(x.stem for x in toks[max(0, d - 2):d] if x.kind == "word")
            if (k < 2 or toks[k - 2].kind in ("break", "colon", "comma")) and \
                    lemma(toks[k - 1].text) != toks[k - 1].text.lower():
                return frozenset()   # "Creatures with 2 or less health cannot block": others, a plural alone
        if toks[k].stem in _HAVING and k >= 1 and toks[k - 1].kind == "word" and (
                toks[k - 1].text.lower() in PEOPLE or toks[k - 1].text.lower().endswith(("s", "s'"))
                and lemma(toks[k - 1].text) != toks[k - 1].text.lower().rstrip("'")):
            return frozenset({toks[k].stem})
        k -= 1
        gap += 1
    return None


# 'second place', 'the third round', 'the last space': a word after one of these names one thing of its kind
ORDINALS = word_set("ordinals")


def ordinal_named(toks: list[Token], i: int, words: list[Token]) -> dict[int, str]:
    """The words of `words` (a window round the number at i) that come right after an ordinal ("Red takes second
    place", "in the third round"), by their start, with the ordinal's stem: such a word names one thing, not
    the quantity a term counts."""
    starts = {w.start for w in words}
    out: dict[int, str] = {}
    if not starts:
        return out
    a, b = i, i
    while a > 1 and toks[a].start > min(starts):
        a -= 1
    while b < len(toks) - 1 and toks[b].start < max(starts):
        b += 1
    for k in range(max(a, 1), b + 1):
        w, o = toks[k], toks[k - 1]
        if w.start in starts and o.kind == "word" and o.text.lower() in ORDINALS:
            out[w.start] = o.stem
    return out


def bind(toks: list[Token], i: int, facts: Iterable[Fact], label: tuple[str, ...] = (),
         box: bool = False, strict: bool = False, weak: bool = False, follow: bool = False,
         level: bool = False) -> Optional[Fact]:
    """The fact the number at i states, or None when none fits or two fit equally with different values
    and the number lies within them.

    `strict`: only a term right after the number, all of its words ("three Crew tokens"). `weak` (with
    strict): a weak number word binds too ("Put one Church Member" for the row's own church_members).
    `follow`: a word of the term must follow the number, the label only completing it (a glossary entry's
    term: "Church: worth seven Cell Groups" binds, "Faith points: the two cards kept" counts cards).
    `box`: the sentence speaks of the box, where only a fact of the box's counts binds and wins a tie.
    `level`: the text tells a story's values at moments (a worked example), where a number a verb reaches
    ('drops to 4 health', 'down to 7 cards') is the value then, not an amount the verb moves.

    In steps: a weak number word that is no count binds nothing (`_no_count`); the number's surroundings are
    read once (`_site`); each fact is ruled out by what the number is plainly not (`_ruled_out`), its words found
    round the number (`_match`), held to enough of them in the right places (`_enough_words`) and to no other
    thing the number counts (`_counts_other`), and scored (`_score`); the best is chosen, or none when rivals
    leave it in doubt (`_choose`).
    """
    if _no_count(toks, i, label, strict and weak):
        return None
    site = _site(toks, i, label, strict, follow, level)
    scored: list[tuple[tuple[int, ...], Fact]] = []
    agreeing: list[tuple[Fact, frozenset[str]]] = []
    own_noun: list[Fact] = []
    whole: list[Fact] = []   # agreeing facts the number's own words name whole, whatever else rules them out
    for fact in facts:
        if fact.stems and site.near.isdisjoint(fact.stems):
            continue   # none of its words is near the number: 0 words found is below every need
        if agrees(site.t, fact.values) and _named_whole(site, fact):
            whole.append(fact)
        if _ruled_out(site, fact, box):
            continue
        m = _match(site, fact)
        if m.first and m.hit >= min(2, m.n) and agrees(site.t, fact.values):
            agreeing.append((fact, frozenset(m.dist)))   # the number's own noun and another word of it, and its value
        elif m.first and not fact.limit and agrees(site.t, fact.values):
            own_noun.append(fact)   # the number's own noun alone, and its value
        held = _held(site, m) or bool(site.subject) and site.subject == m.stems \
            or fact.context == "named" and bool(site.timed_subject) and site.timed_subject == m.stems
        if _enough_words(site, fact, m, held) and not _counts_other(site, fact, m, held):
            scored.append((_score(site, m), fact))
    best = _choose(site.t, scored, agreeing, box)
    if best is not None and label and site.t.is_word_number and site.t.text.lower() in WEAK_NUMBERS \
            and set(label).isdisjoint(best.stems) and not (site.colon and _label_before(toks, i - 1)):
        return None   # a weak 'one' in a glossary entry or cell is about its own term, or an article: "Capture: ...
        # one card of the same value" is no value of table_cards() (scopa-primiera, written outside the project)
    if best is not None and not agrees(site.t, best.values) and whole:
        return None   # "Shuffle the twelve Festival Goal cards" beside the box's 12 and a row 'Festival Goal cards
        # revealed' (3, 4) that a later 'reveal' completes: the number's own words name the agreeing fact whole
    if best is not None and best.limit and own_noun and not agrees(site.t, best.values):
        return None   # "up to three spaces costs nothing" beside most_spaces() 7 and free_spaces() 3: a limit is read
        # from 'up to' alone, where a fact of the number's own noun agrees with it (rondel-wheel)
    return best


def _named_whole(site: _Site, fact: Fact) -> bool:
    """Every word of the fact follows the number at once, and nothing else does before them ('twelve Festival Goal
    cards' for the box line 'Festival Goal cards')."""
    n = len(set(fact.stems))   # a name of two words or more: 'three lanes' says no more than any count of lanes
    after = [w.stem for w in site.source[:n]]
    return n > 1 and len(after) == n and set(after) == set(fact.stems)


def _no_count(toks: list[Token], i: int, label: tuple[str, ...], weak: bool) -> bool:
    """A weak number word ('one', 'once', 'single') that counts nothing: alone, without a label, a colon or a
    strict weak binding before it ('one of them', 'at once', 'a single card': an article more often than a count),
    or before 'of' whatever stands before it ("one of your stones on each side": one of several)."""
    t = toks[i]
    if not (t.is_word_number and t.text.lower() in WEAK_NUMBERS):
        return False
    # a colon after a label ('Cards dealt: one'), not after a whole clause ("Taking cards from the table with the card
    # you play: one card of the same value": scopa-primiera's glossary, written outside the project)
    colon = i > 0 and toks[i - 1].kind == "colon" and _label_before(toks, i - 1)
    if not (label or colon or weak):
        return True
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if nxt is not None and nxt.kind == "word" and nxt.stem in PERIODS and i > 0 and toks[i - 1].kind == "word" \
            and toks[i - 1].text.lower() in ("in", "during", "within"):
        return True   # "What a team wins in one round" (a glossary entry of 'Round points'): a span of play, not a
        # count of rounds (quiz-night, written outside the project)
    return nxt is not None and nxt.kind == "word" and nxt.text.lower() == "of"


_LABEL_WORDS = 4   # words a label before a colon holds at most ('Cards dealt each round: 8')


def _label_before(toks: list[Token], colon: int) -> bool:
    """The words before the colon at `colon`, back to the sentence's start, are few enough to be a label."""
    k = colon - 1
    while k >= 0 and toks[k].kind not in ("break", "colon"):
        k -= 1
    return colon - k - 1 <= _LABEL_WORDS


@dataclass(slots=True)
class _Site:
    """What `bind` reads round the number at i once, the same for every fact it weighs."""

    toks: list[Token]
    i: int
    t: Token
    label: tuple[str, ...]
    strict: bool
    follow: bool
    colon: bool                 # a colon right before the number ('Cards dealt: 8')
    nxt: Optional[Token]
    its_noun: Optional[Token]   # the word right after the number, when it is no stop word
    whole: list[Token]          # the number's own words after it (up to 4)
    source: list[Token]         # `whole` up to a 'from' that follows its own noun
    before: list[Token]         # the words before it (up to 6), nearest first
    touching: bool              # a digit right after a word of `before`
    clause: tuple[int, int]
    last: bool                  # no word of meaning after it in its clause
    part: tuple[int, int]       # the character span of its own part of the sentence
    head: Optional[Token]       # the plural its part of the sentence ends on
    cut_off: set[int]           # starts of words of `before` in a phrase of their own
    near: set[str]              # the stems a fact needs one of to bind
    one: dict[int, str]         # words named one thing by an ordinal before them
    plural: bool                # a plural noun of its own, then the means or 'of'
    player_turns: bool          # 'two player turns'
    per: str                    # what the number is said per ('population' in "1 point per population")
    subject: frozenset[str]     # the stems of the whole subject of 'is' right before it ("The hand limit is 8")
    reached: bool               # with `level`, a value a verb reaches: 'to' right before it, not 'up to'
    extent: bool                # its noun then a word of extent ('three plots deep', 'five squares wide')
    in_all: bool                # its noun then 'in all', 'in total', 'altogether' ('5 seeds in all'): a sum
    relative: bool              # its noun then a place beside another ('the two floors above it'): some of them
    named_by: Optional[str]     # the stem of the noun right before a digit that names one of them ('register 2')
    elsewhere: Optional[set[str]] = None   # the passage's other words (`_other_words`)
    timed_subject: frozenset[str] = frozenset()   # `subject` after a time it opens with ("This round your hand
    # limit is 3"): what a card's own column says for its time, not the game's rule
    possessed: Optional[dict[int, str]] = None   # `_possessors`: a possessive of `before` -> the stem of its head
    run: bool = False           # its noun then a phrase of a run ('two picks in a row'): consecutive ones, not all
    one_with: Optional[str] = None   # `_one_with`: the stem of the one thing the number is 'with' ('a bull with 7 heads')


def _site(toks: list[Token], i: int, label: tuple[str, ...], strict: bool, follow: bool, level: bool = False) -> _Site:
    """The number's surroundings, read once for every fact `bind` weighs."""
    t = toks[i]
    colon = i > 0 and toks[i - 1].kind == "colon"
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    # "the seasons that follow: 21 florins": a number with a noun of its own counts that noun, whatever the words
    # before the colon say ('Cards dealt: 8' labels a bare number)
    its_noun = nxt if nxt is not None and nxt.kind == "word" and nxt.text.lower() not in STOP else None
    # "seven of one player's Cell Groups": the Cell Groups; a number with no noun of its own before a comma ("60
    # or more, and they will be lighting lanterns") counts nothing said past it
    whole = [] if bare(toks, i) else _own_words(toks, i, _window(toks, partitive(toks, i), 1, 4))
    source = _before_source(toks, i, whole)   # a term named with 'from' in it ('cards_from_discard_pile') takes all
    # "three cards for each of the four heroes": the words before 'each of' say what each one gets, not what the
    # number counts
    before = [] if each_of(toks, i) else _window(toks, i, -1, 6)
    touching = bool(i > 0 and toks[i - 1].kind == "word" and not t.is_word_number and before
                    and before[0] is toks[i - 1])
    a, b = clause(toks, i)
    last = not any(x.kind == "word" and x.text.lower() not in STOP for x in toks[i + 1:b])
    # "the keep behind them with eight units": a word past another preposition than the one right before the
    # number belongs to another phrase ('keep' is no word of what the eight count)
    cut_off = {w.start for w in before if _across_phrase(toks, w.start, i) or _before_owner(toks, w.start, i)
               or _new_clause(toks, w.start, i, its_noun) or its_noun is not None and _counted_before(toks, w, i)}
    # a fact none of whose words is near the number cannot bind (0 words found is below every need): skip it
    near = {w.stem for w in whole} if strict else {w.stem for w in whole + before} | set(label)
    # "Red takes second place and 4": 'place' names one place, it says nothing of how many places score
    # (a term that holds the ordinal itself, 'first player marker', still binds through it)
    one = ordinal_named(toks, i, whole + before)
    # "a mountain of forty spaces by rolling dice": a number with a plural noun of its own, then the means, counts
    # that noun ("six Churches are extinguished" still states 'losing_extinguished'); "two player turns": the
    # player's turns, not 'game turns'
    plural = its_noun is not None and lemma(its_noun.text) != its_noun.text.lower() and i + 2 < len(toks) \
        and toks[i + 2].kind == "word" and toks[i + 2].text.lower() in _MEANS | {"of"}
    # "a full two rounds of scoreless turns": the two count rounds, whatever 'scoreless turns' names
    player_turns = its_noun is not None and lemma(its_noun.text) == "player" and i + 2 < len(toks) \
        and toks[i + 2].kind == "word"
    return _Site(toks, i, t, label, strict, follow, colon, nxt, its_noun, whole, source, before, touching, (a, b),
                 last, part_span(toks, i), _head(toks, i), cut_off, near, one, plural, player_turns,
                 _divisor_said(toks, i), _subject_of_is(toks, i) or _named_of(toks, i), level and _reached(toks, i),
                 _after_noun(toks, i, _EXTENT), _after_noun(toks, i, _IN_ALL), _after_noun(toks, i, _RELATIVE),
                 _named_by(toks, i), timed_subject=_subject_of_is(toks, i, timed=True),
                 possessed=None if its_noun is not None else _possessors(toks, i, before),
                 run=its_noun is not None and _run_after(toks, i), one_with=_one_with(toks, i))


_TOTAL_TERMS = word_set("total_term_words")
_ONE_OPENERS = {"a", "an", "one", "each", "every"}


def _one_with(toks: list[Token], i: int) -> Optional[str]:
    """The stem of a singular noun one thing is named by, right before 'with' and the number ("the one bull with
    seven heads", "a card with 3 symbols", "each tile with two roads"): the number is what that one thing has."""
    if i < 3 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "with":
        return None
    noun = toks[i - 2]
    if noun.kind != "word" or noun.text.lower() in STOP or lemma(noun.text) != noun.text.lower():
        return None
    for k in (i - 3, i - 4):
        x = toks[k] if k >= 0 else None
        if x is None:
            return None
        if x.kind == "word" and x.text.lower() in _ONE_OPENERS or x.kind == "num" and x.low == x.high == 1:
            return noun.stem
        if x.kind != "word" or x.text.lower() in STOP:
            return None
    return None


_RUNS = word_set("run_phrases")
_RUN_TERMS = {stem(w) for w in word_list("run_terms")}


def _run_after(toks: list[Token], i: int) -> bool:
    """The number at i, one or two words of its own, then a phrase of a run ("two picks in a row", "three sixes
    in succession", "2 turns running")."""
    for k in (i + 2, i + 3):
        if any(x.kind != "word" for x in toks[i + 1:k]):
            return False
        words = [x.text.lower() for x in toks[k:k + 3] if x.kind == "word"]
        if any(" ".join(words[:n]) in _RUNS for n in (1, 2, 3) if n <= len(words)):
            return True
    return False


def _possessors(toks: list[Token], i: int, before: list[Token]) -> dict[int, str]:
    """For a number with no noun of its own, the words of `before` in the possessive with their own noun right
    after them, also before the number (start -> the stem of that noun): in "turns over the sale's lots: four"
    the four count lots, and 'sale's' only says whose they are ("Each side's half has three lines" has its noun,
    which reads as it did)."""
    out: dict[int, str] = {}
    for w in before:
        if not w.text.lower().endswith(_POSSESSIVE_ENDS):
            continue
        k = next((j for j in range(i - 1, -1, -1) if toks[j].start == w.start), -1)
        head = toks[k + 1] if 0 <= k < i - 1 else None
        if head is not None and head.kind == "word" and head.text.lower() not in STOP:
            out[w.start] = head.stem
    return out


_POSSESSIVE_ENDS = ("'s", "\u2019s", "s'", "s\u2019")


_EXTENT = word_set("extent_words")
_IN_ALL = word_set("in_all")


def said_in_all(toks: list[Token], i: int) -> bool:
    """'in all', 'in total', 'altogether' right after the number or after its noun ("12 in all", "12 points in
    all"): the number is said to be a sum of several."""
    if _after_noun(toks, i, _IN_ALL):
        return True
    words = [x.text.lower() for x in toks[i + 1:i + 3] if x.kind == "word"]
    return bool(words) and (words[0] in _IN_ALL or " ".join(words[:2]) in _IN_ALL)


_EXTENT_STEMS = {stem(w) for w in word_list("extent_terms")}
_RELATIVE = word_set("relative_places")
_RELATIVE_STEMS = {stem(w) for w in _RELATIVE}


def _after_noun(toks: list[Token], i: int, words: Collection[str]) -> bool:
    """The number at i, one or two words of its own (its noun), then one of `words` (a phrase of two words
    joined by a space): "three plots deep", "5 seeds in all", "four squares altogether"."""
    for k in (i + 2, i + 3):
        if k >= len(toks) or any(x.kind != "word" for x in toks[i + 1:k]):
            return False
        nxt = toks[k]
        if nxt.kind != "word":
            return False
        two = f"{nxt.text.lower()} {toks[k + 1].text.lower()}" if k + 1 < len(toks) and toks[k + 1].kind == "word" \
            else ""
        if nxt.text.lower() in words or two in words:
            return True
    return False


def _named_by(toks: list[Token], i: int) -> Optional[str]:
    """The stem of a lower-case noun right before the digit at i when the digit names one of those things rather
    than counting them: in English a count stands before its noun ("three registers"), a number after it picks
    one out ("register 2", "then register 3"), as a list after a plural does ("registers 1 and 3", "registers 1,
    2 and 3"). Not a measure ('hand size 6', 'cost 3'), a verb of doing ('draw 3'), a colon's label ('Cards
    dealt: 8') or a range after a plural ('players 3-5' says how many); but the noun said again before another
    number ("Pick 1 to Pick 3", "Table 2 or Table 4") names both whatever its case or verb, and so does a list of
    three or more numbers no noun follows ("makes picks 1, 4, 5, 8 and 9: ten picks in all")."""
    t = toks[i]
    if t.kind != "num" or not t.text[:1].isdigit() or i < 1:
        return None
    prev = toks[i - 1]
    if prev.kind != "word" or prev.text.lower() in STOP:
        return None
    if t.low == t.high and _noun_again(toks, i):
        return prev.stem
    k = i + 1
    while k < len(toks) and (toks[k].kind == "comma" or toks[k].kind == "word" and toks[k].text.lower() in (
            "and", "or")):
        k += 1
    listed = k > i + 1 and k < len(toks) and toks[k].kind == "num" and toks[k].text[:1].isdigit()
    if listed and t.low == t.high and _numbers_named(toks, i):
        return prev.stem
    if not prev.text.islower() or prev.stem in ACTIONS | _MEASURES:
        return None
    if _singular(prev):
        return prev.stem if t.low == t.high else None
    return prev.stem if listed and t.low == t.high else None


_NAME_JOINS = word_set("name_number_joins")


def _noun_again(toks: list[Token], i: int) -> bool:
    """The word before the digit at i is said again before a digit right after it, or right before it ("Pick 1
    to Pick 3": both name picks)."""
    noun = toks[i - 1].stem

    def named(k: int) -> bool:   # toks[k] is the noun again, a digit right after it
        return 0 <= k and k + 1 < len(toks) and toks[k].kind == "word" and toks[k].stem == noun \
            and toks[k + 1].kind == "num" and toks[k + 1].text[:1].isdigit()

    def join(k: int) -> bool:
        return 0 <= k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in _NAME_JOINS

    return join(i + 1) and named(i + 2) or i >= 4 and join(i - 2) and named(i - 4) and toks[i - 3] is not toks[i - 1]


def _numbers_named(toks: list[Token], i: int) -> bool:
    """Three or more digits from i joined by commas and 'and'/'or', with no word after the last ("picks 1, 4, 5,
    8 and 9:"): numbers that name things, not amounts a noun after them counts ("draws 1, 2 or 3 cards")."""
    k, seen = i, 0
    while k < len(toks):
        x = toks[k]
        if x.kind == "num" and x.text[:1].isdigit() and x.low == x.high:
            seen += 1
        elif not (x.kind == "comma" or x.kind == "word" and x.text.lower() in ("and", "or")):
            break
        k += 1
    return seen >= 3 and toks[k - 1].kind == "num" and (k >= len(toks) or toks[k].kind != "word")


def _named_whole_by(toks: list[Token], i: int, fact: Fact) -> bool:
    """The digit at i after the whole name of the things the fact counts, said in the singular, whose last word is
    also a verb ('pair', 'draw'): "Cord pair 1" beside cord_pairs() names one cord pair, where `_named_by` takes
    the verb for an order ("pair 1 card")."""
    t = toks[i]
    if i < 2 or t.kind != "num" or not t.text[:1].isdigit() or t.low != t.high:
        return False
    noun, head = toks[i - 1], toks[i - 2]
    return noun.kind == "word" and head.kind == "word" and noun.stem in ACTIONS and head.text.lower() not in STOP \
        and _singular(noun) and lemma(head.text) == head.text.lower() and {noun.stem, head.stem} <= set(fact.stems) \
        and _counts(fact, noun.stem)


def _counts(fact: Fact, noun: str) -> bool:
    """Whether the fact counts the things `noun` (a stem) names: its words hold that noun in the plural
    ('registers()', 'Checkpoints to win'), where a singular names an amount of one thing ('strength', whose
    "strength 4" states it)."""
    return any(stem(w) == noun and plural(w) for w in re.findall(r"[A-Za-z]+", fact.term or fact.name))


def _reached(toks: list[Token], i: int) -> bool:
    """'drops to 4', 'down to 7': 'to' right before the number, after a word ('up to 3' is a bound)."""
    return i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "to" \
        and toks[i - 2].kind == "word" and toks[i - 2].text.lower() != "up"


def _per_words(toks: list[Token], i: int) -> set[str]:
    """The stems of the words (three at most) after the 'per', 'each' or 'every' the number at i is said by: "1 for
    each unspent Stratagem token" -> {unspent, stratagem, token}."""
    for k in range(i + 1, min(len(toks) - 1, i + 5)):
        if toks[k].kind != "word":
            return set()
        if toks[k].text.lower() in ("per", "each", "every"):
            return {x.stem for x in toks[k + 1:k + 4] if x.kind == "word"}
    return set()


def _divisor_said(toks: list[Token], i: int) -> str:
    """The stem of what the number at i is said per ("1 point per population", "2 coins for each house", "one
    seed per hollow"): the noun after 'per', 'each' or 'every' within the next few words of its part, else ''
    (and '' for a number that is itself what something is said per: "1 per 5 Silver")."""
    if i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("per", "every"):
        return ""
    for k in range(i + 1, min(len(toks) - 1, i + 5)):
        x = toks[k]
        if x.kind != "word":
            return ""
        if x.text.lower() in ("per", "each", "every") and toks[k + 1].kind == "word":
            nxt = toks[k + 1]
            return "" if nxt.text.lower() in STOP else nxt.stem
    return ""


_TERM_ENDS = word_set("term_noun_ends")


def _noun_words(fact: Fact) -> set[str]:
    """The stems of a term's noun: its words before one that ends the noun ('shots' of 'Shots that end your turn',
    'church' and 'member' of `church_members`, 'cards' of 'Cards each turn')."""
    words = re.findall(r"[A-Za-z]+", (fact.term or fact.name).replace("_", " "))
    cut = next((k for k, w in enumerate(words) if k and (w.lower() in _TERM_ENDS or w.lower() in STOP)), len(words))
    return {stem(w) for w in words[:cut]}


_ROUND_WHAT = word_set("round_determiners")   # 'round' before them is a way round, not rounds


def _ruled_out(site: _Site, fact: Fact, box: bool) -> bool:
    """What the number plainly is not, whatever words of the fact stand near it: another noun's count, a weak
    number of another thing, the box's count outside a sentence of the box, a die's faces not said as faces, a
    limit in a clause that speaks of none."""
    toks, i, t, its_noun = site.toks, site.i, site.t, site.its_noun
    if i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() in ("round", "around") \
            and toks[i + 2].kind == "word" and toks[i + 2].text.lower() in _ROUND_WHAT and "round" in fact.stems:
        return True   # "twice round the table": a way round, no count of rounds (share-market, written outside)
    said = site.per
    if said and {"per", "each"} & set(fact.stems):
        k = next(k for k, x in enumerate(fact.stems) if x in ("per", "each"))
        if fact.stems[k + 1:] and said not in fact.stems[k + 1:]:
            return True   # "1 point per population" is no value of 'Points per technology'
        if its_noun is not None and its_noun.stem not in fact.stems and not site.label and not site.colon \
                or not fact.stems[k + 1:] and _per_words(toks, i) & set(fact.stems[:k]):
            return True   # "1 Glory for each Stratagem token", "and 1 for each unspent Stratagem token": a rate per
            # token, no value of the row 'Stratagem tokens each', which counts the tokens (flavour-quotes)
    period = _per_period(toks, i)
    if period and period not in fact.stems and PERIODS & set(fact.stems):
        return True   # "when five papers a day come fast": a rate per day, no value of papers_in_week() (paper-route)
    if its_noun is not None and (site.plural or site.player_turns and toks[i + 2].stem in fact.stems) \
            and its_noun.stem not in fact.stems and not site.label and not site.colon:
        return True
    if its_noun is not None and t.is_word_number and t.text.lower() in WEAK_NUMBERS \
            and (its_noun.stem not in fact.stems or its_noun.stem not in _noun_words(fact)):
        return True   # "Three Ash in one pot burst it": 'one' is the pot's, whatever the entry's term; "Three
        # shots in one turn" beside 'Shots that end your turn': the turn's, not what the term counts (bag-dice)
    if t.is_word_number and t.text.lower() in WEAK_NUMBERS and site.label and not site.colon \
            and not set(fact.stems) & set(site.label):
        return True   # a weak number read only because a label stands over it states only what the label names:
        # under the term 'Clearing the hedge', "in one hand" says nothing of hand_total()
    if t.text.lower() in _TIMES_WORDS and i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() not in STOP \
            and not {toks[i - 1].stem, stem(lemma(toks[i - 1].text))} & set(fact.stems):
        return True   # "once your converters start running twice": how often they run, a word the term lacks, not
        # starting_goods() (arrow-converter)
    if _run_at_an_end(site, fact):
        return True   # "rising to six in the last two rounds" beside last_round() (10): how many rounds at the end,
        # no number of the last one (auto-battler, written outside the project)
    if _subject_of_its_verb(site, fact):
        return True   # "The four landmarks cost 52 coins" beside total_landmark_cost() 52: the landmarks are counted,
        # the cost is the number after its verb (roll-activate, written outside the project)
    if _counts_its_head(site, fact):
        return True   # "four starter decks" beside starter_total(): the decks are counted, a word the term lacks
    if fact.context == "box" and (not box or i > 0 and toks[i - 1].kind == "word"
                                  and toks[i - 1].text.lower() in ("worth", "valued")):
        return True   # "20 worth five chips" in the Chips line's note: what one is worth, no count of the box
    if t.low >= 1000 and max(fact.values, default=0) < 1000 and min(fact.values, default=0) > -1000:
        return True   # "150,000 in cash", "a galaxy of 100,000 stars": an amount of another size than every value
    if site.extent and not set(fact.stems) & _EXTENT_STEMS:
        return True   # "a bed, three plots deep": how far it runs one way, not a count of all the plots
    if site.relative and not set(fact.stems) & _RELATIVE_STEMS:
        return True   # "the two floors above it": the floors past one, some of them, not floors()
    if site.one_with is not None and site.one_with not in fact.stems and not _TOTAL_TERMS.isdisjoint(
            _ALPHA_RUN.findall((fact.term or fact.name).lower())):
        return True   # "Card 55, the one bull with seven heads" beside total_heads(), 'Heads on the whole deck': what
        # one thing has, no total (bull-rows)
    if site.run and _RUN_TERMS.isdisjoint(fact.stems):
        return True   # "makes two picks in a row" beside total_picks(): a run of them, not all (draft-combine)
    if site.named_by is not None and site.named_by in fact.stems and _counts(fact, site.named_by) and not (
            site.its_noun is not None and site.its_noun.stem in fact.stems):
        return True   # "then register 2", "registers 1 and 3": one of the registers by its number, not registers()
    if _part_before(toks, i, fact):
        return True   # "A side with 10 or more of the 12 votes wins" beside votes_to_win() 10: the whole the part
        # the fact gives is taken from (court-docket, written outside the project)
    if _share_of(toks, i) and not set(fact.stems).isdisjoint(_SHARE_STEMS):
        return True   # "a coalition with a majority of the 25 seats" beside 'Seats for a majority' (13): the whole the
        # share is of, not the share (dhondt-seats, written outside the project)
    if site.its_noun is not None and site.its_noun.text.lower() in _FRESH and site.its_noun.stem not in fact.stems:
        return True   # "shuffle the hand back into the deck and draw 6 new cards" beside cards_drawn() 1: the cards
        # that replace others, as many as were given back (deck-rules), not the game's draw
    if site.named_by is None and _named_whole_by(toks, i, fact):
        return True   # "Cord pair 1" over a board's slot beside cord_pairs() (switchboard, written outside the project)
    if t.text.lower() == "zero" and site.its_noun is not None and lemma(site.its_noun.text) == site.its_noun.text.lower() \
            and _counts(fact, site.its_noun.stem):
        return True   # "the zero point of the magnitude scale" (star-magnitudes): a count of none takes the plural
        # ('zero points'); before the singular of a noun the term counts, 'zero' names a point, no amount of them
    if site.in_all and fact.context == "named":
        return True   # "then 1 for the Leek itself: 5 seeds in all": a sum of several, no one named thing's column
    a, b = site.clause
    if fact.context == "die":
        # its faces are said right after the number ("six sides", "6 faces", "a die of six faces"): 'sides'
        # elsewhere in the clause is often the players' ("Both sides roll: one combat die each")
        said_after = {x.stem for x in toks[i + 1:i + 3] if x.kind == "word"} & DIE_WORDS
        # or a bare number after a label that names them ("Faces on the Weather die: 8")
        labelled = site.colon and its_noun is None and {x.stem for x in toks[a:i] if x.kind == "word"} & DIE_WORDS
        if not said_after and not labelled:
            return True
    # "Dora has two workers" is no limit: 'max_workers()' is stated only as one; a limit named as a permission
    # ('Keep cards you may hold') is stated by the same word of permission too ("You may hold 3 Keep cards")
    if not fact.limit or t.bound:   # the common case, first: this runs for every fact beside every number
        return False
    said = open_end(toks, i)
    if said and said != fact.limit:
        return True   # "10 heat or more" is a threshold from below, never 'max_heat()' (mech-arena's shutdown heat)
    clause_words = {x.text.lower() for x in toks[a:b] if x.kind == "word"}
    permission = _PERMISSION & set(re.findall(r"[a-z]+", (fact.term or fact.name).lower()))
    return not any(_says_limit(toks, k, i) for k in range(a, b)) and not permission & clause_words


PERIODS = {stem(w) for w in word_list("period_nouns")}   # the stems of spans of play a rate is said per
RATE_OPENERS = {"a", "an", "per", "each", "every"}


def _per_period(toks: list[Token], i: int) -> str:
    """The stem of the span of play the number at i is said per, its noun between ("five papers a day", "two cards
    per round", "3 each turn"), else ''."""
    for k in range(i + 1, min(len(toks) - 1, i + 4)):
        if toks[k].kind != "word":
            return ""
        if toks[k].text.lower() in RATE_OPENERS and toks[k + 1].kind == "word" and toks[k + 1].stem in PERIODS:
            return toks[k + 1].stem
    return ""


def _says_limit(toks: list[Token], k: int, i: int) -> bool:
    """The word at k speaks of a limit: 'at most', 'the limit', 'maximum'; a comparative ('more', 'fewer', 'less')
    only as a bound, before 'than' (at most one word before the number at i) or after 'no', 'not' or 'or' ("no more
    than 5"), not as an amount added ("each
    new worker adds 2 more": slash-counts' "With two workers you need 4 Food" was held to max_workers())."""
    x = toks[k]
    if x.kind != "word" or x.text.lower() not in LIMIT_WORDS:
        return False
    if x.text.lower() not in _FEWER | _MORE_THAN:
        return True
    after = toks[k + 1].text.lower() if k + 1 < len(toks) and toks[k + 1].kind == "word" else ""
    before = toks[k - 1].text.lower() if k > 0 and toks[k - 1].kind == "word" else ""
    # 'more than' bounds the number it stands before ("more than 3 cards"), not one inside what a thing is compared
    # with ("worth more than a card with 1 dot": kids-colours)
    return after == "than" and not k + 3 < i or before in ("no", "not", "or", "never")


_STAND_INS = word_set("stand_in_nouns")


def _counts_its_head(site: _Site, fact: Fact) -> bool:
    """The number counts a plural its own noun names the kind of ("four starter decks", "two bonus tiles"), a word
    the fact's term lacks: a count of decks is no value of starter_total() (deck-rules). Not a piece that stands in
    for what the term counts ("three wood tokens" may be three Wood), nor under a label or a colon."""
    toks, i, t, noun = site.toks, site.i, site.t, site.its_noun
    if noun is None or t.high < 2 or site.label or site.colon or i + 2 >= len(toks):
        return False
    head = toks[i + 2]
    if head.kind != "word" or lemma(noun.text) != noun.text.lower() or lemma(head.text) == head.text.lower() \
            or not head.text.lower().endswith("s"):   # a plural noun, not a verb's form ('3 Ore stored')
        return False
    return head.stem not in fact.stems and head.text.lower() not in _STAND_INS and noun.stem in fact.stems


_ENDS = {"first", "last", "final", "opening", "closing"}


def _run_at_an_end(site: _Site, fact: Fact) -> bool:
    """'the last two rounds', 'the first three turns': a run of the things at one end, counted in the plural, where
    the fact names the one thing at that end in the singular ('last_round', 'Final turn')."""
    toks, i, noun = site.toks, site.i, site.its_noun
    if i == 0 or noun is None or toks[i - 1].kind != "word" or toks[i - 1].text.lower() not in _ENDS:
        return False
    if lemma(noun.text) == noun.text.lower() or toks[i - 1].stem not in fact.stems or noun.stem not in fact.stems:
        return False
    words = _ALPHA_RUN.findall((fact.term or fact.name).replace("_", " "))
    return any(stem(w) == noun.stem and lemma(w) == w.lower() for w in words)


_VALUE_LEADS = word_set("value_leads")


def _subject_of_its_verb(site: _Site, fact: Fact) -> bool:
    """The number counts the plural subject of a clause whose verb is the term's last word, and a number follows
    that verb ("The four landmarks cost 52 coins", "two rooks score 6"): the plural is an earlier word of the term,
    said as a noun of its own (a term's word before its head is said in the singular, 'landmark cost'), and the
    value is the number after the verb, not this one."""
    toks, i, noun = site.toks, site.i, site.its_noun
    if noun is None or len(fact.stems) < 2 or i + 3 >= len(toks) or site.label or site.colon:
        return False
    verb = toks[i + 2]
    if lemma(noun.text) == noun.text.lower() or noun.stem not in fact.stems[:-1] \
            or verb.kind != "word" or verb.stem != fact.stems[-1]:
        return False
    k = i + 3
    while k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in _VALUE_LEADS:
        k += 1
    return k < len(toks) and toks[k].kind == "num"


_OR_MORE_WORDS = {"more", "higher", "greater", "above", "over"}
_OR_LESS_WORDS = {"less", "fewer", "lower", "below", "under"}


def open_end(toks: list[Token], i: int) -> str:
    """'min' when the number or its noun is followed by 'or more' ("10 heat or more"), 'max' by 'or less', else
    "": the end a threshold leaves open."""
    words = [x.text.lower() for x in toks[i + 1:i + 5] if x.kind == "word"]
    for a, b in zip(words, words[1:]):
        if a == "or":
            return "min" if b in _OR_MORE_WORDS else "max" if b in _OR_LESS_WORDS else ""
    return ""


@dataclass(slots=True)
class _Match:
    """Where a fact's words were found round the number."""

    stems: set[str]
    after: list[Token]          # the number's own words after it, as this fact reads them
    dist: dict[str, int]        # each stem found, by how far from the number
    found: dict[str, Token]     # the word each stem was found as
    n: int                      # the fact's words
    hit: int                    # of them found
    right_after: bool           # a word of it in the two right after the number
    first: bool                 # a word of it right after the number


def _match(site: _Site, fact: Fact) -> _Match:
    """The fact's words found after the number (its own words), then before it and in the label (unless
    strict), each at its nearest place."""
    after = site.whole if "from" in (fact.term or fact.name).lower().replace("_", " ").split() else site.source
    stems = set(fact.stems)
    one = site.one
    dist: dict[str, int] = {}
    found: dict[str, Token] = {}
    after = _before_other_phrase(site, after, stems)
    for k, w in enumerate(after):
        if w.stem in stems and w.stem not in dist and one.get(w.start, w.stem) in stems:
            dist[w.stem], found[w.stem] = k + 1, w
    if not site.strict:
        owned = site.possessed or {}
        for k, w in enumerate(site.before):
            if w.stem in stems and (w.stem not in dist or k + 2 < dist[w.stem]) \
                    and one.get(w.start, w.stem) in stems and w.start not in site.cut_off \
                    and owned.get(w.start, w.stem) in stems:
                dist[w.stem], found[w.stem] = k + 2, w
            elif "last" in stems and "last" not in dist and w.stem == "lasts" and whole_lasts(site.toks, w):
                dist["last"], found["last"] = k + 2, w   # "The game lasts 9 rounds": its last round is the 9th
        for s_ in site.label:
            if s_ in stems:
                dist.setdefault(s_, 1)
    for rate in ("each", "per"):
        if rate in stems and rate not in dist:
            _each_said_otherwise(site, fact, dist, found, rate)
    if "hand" in stems and "hand" not in dist and not site.strict:
        # "each of you holds six cards" beside 'Cards in hand': what one holds is one's hand (slipstream, written
        # outside the project: its planted 'with four or more, four' went unread)
        held = next((k for k, w in enumerate(site.before[:2]) if w.text.lower() in ("hold", "holds")), None)
        # (the verb said, not 'holding': "anyone holding two tiles identical to it" is a case, not a hand: mahjong-fan;
        # and of a person: "The market holds two cards" is the market's, set-triangles)
        j = next((j for j, x in enumerate(site.toks) if x is site.before[held]), None) if held is not None else None
        if held is not None and j is not None and any(
                w.kind == "word" and (w.text.lower() in PEOPLE or w.text.lower() in _HOLDERS or w.text.lower() == "each")
                for w in site.toks[max(0, j - 3):j]):
            dist["hand"], found["hand"] = held + 2, site.before[held]
    right_after = any(w.stem in stems and one.get(w.start, w.stem) in stems for w in after[:2])
    return _Match(stems, after, dist, found, len(stems), len(dist), right_after,
                  bool(after and after[0].stem in stems))


def _before_other_phrase(site: _Site, after: list[Token], stems: set[str]) -> list[Token]:
    """The words after the number up to a comma, where those before it are a noun phrase of the number's own
    with a word the fact lacks and its noun is said again past the comma ("10 outfield players, academy players
    rated 1": 'academy' past the comma names other players, transfer-window); all of them otherwise."""
    toks, i = site.toks, site.i
    if site.strict:
        return after   # a worked example's story: its checks name what its numbers count
    comma = next((j for j in range(i + 2, min(len(toks), i + 6)) if toks[j].kind != "word"), None)
    if comma is None or toks[comma].kind != "comma" or not any(
            x.stem not in stems and x.text.lower() not in STOP for x in toks[i + 1:comma]) \
            or not any(x.stem in stems for x in toks[i + 1:comma]) \
            or not any(w.start > toks[comma].start and w.stem == toks[comma - 1].stem for w in after):
        return after   # ("If six Churches are extinguished, the Apostles lose": the outcome past the comma names
        # the term's other word; only the same noun said again past it starts another group)
    return [w for w in after if w.start < toks[comma].start]


_WHOLES = {stem(w) for w in word_list("whole_game_nouns")}


def whole_lasts(toks: list[Token], w: Token) -> bool:
    """'lasts' said of the whole game ("The game lasts 9 rounds", "A bout lasts ten jams"), so its count is the
    last round's; "Each stage lasts three rounds" is one stage's span, no word of last_round()."""
    k = next((j for j, x in enumerate(toks) if x.start == w.start), 0)
    return k > 0 and toks[k - 1].kind == "word" and toks[k - 1].stem in _WHOLES \
        and not (k > 1 and toks[k - 2].kind == "word" and toks[k - 2].text.lower() in ("each", "every"))


_EACH_OTHERWISE = word_set("each_otherwise")


def _apiece_after(site: _Site) -> bool:
    """'each' right after the number's words ("3 Knack cards each"), before anything else."""
    for x in site.toks[site.i + 1:site.i + 5]:
        if x.kind != "word":
            return False
        if x.text.lower() == "each":
            return True
    return False


def _each_said_otherwise(site: _Site, fact: Fact, dist: dict[str, int], found: dict[str, Token],
                         rate: str = "each") -> None:
    """A term's 'each <word>' or 'per <word>' said as 'in a round', 'every round' or 'per round' ('Boats launched
    each round' in "you launch 4 boats in a round"): `rate` counts as found where its word is, right after one of
    those; or before the number, right after 'each' or 'every' ("Every row has 24 seats" for seats_per_row())."""
    k = fact.stems.index(rate)
    if rate == "each" and k == len(fact.stems) - 1 and k > 0 and all(x in found for x in fact.stems[:k]):
        _each_apiece(site, dist, found)
        return
    word = fact.stems[k + 1] if k + 1 < len(fact.stems) else ""
    w = found.get(word)
    if w is None and rate == "per" and word and _apiece_after(site):
        # "Strike: up to 3 Knack cards each." for knacks_per_strike(): the label before the colon names what the
        # number is per, and 'each' after its noun says so much apiece (crypt-delve, written outside the project)
        j = next((j for j in range(site.i - 1, 0, -1) if site.toks[j].kind == "colon"), None)
        if j is not None and site.toks[j - 1].kind == "word" and site.toks[j - 1].stem == word \
                and all(x.kind == "word" for x in site.toks[j + 1:site.i]):
            dist[word] = dist[rate] = site.i - j + 1
            found[word] = found[rate] = site.toks[j - 1]
        return
    if w is None:
        return
    j = next((j for j, x in enumerate(site.toks) if x is w), None)
    if j is None or j == 0 or site.toks[j - 1].kind != "word":
        return
    said = site.toks[j - 1].text.lower()
    if j < site.i:   # before the number only as its subject's 'each' or 'every': "A pit with 13 seeds" is one
        if said in ("each", "every"):   # pit's, not 'Seeds in each pit'
            dist[rate], found[rate] = dist[word], w
        return
    if j <= site.i + 1:
        return
    if said in _EACH_OTHERWISE and (said not in ("a", "an") or site.toks[j - 2].kind == "word"
                                    and site.toks[j - 2].text.lower() == "in"):
        dist[rate], found[rate] = dist[word], w   # 'every round', 'per round', 'in a round'


def _each_apiece(site: _Site, dist: dict[str, int], found: dict[str, Token]) -> None:
    """A term ending in 'each' ('Apostle cards each': so many to each owner), its other words all found: 'each' is
    said where the sentence opens on each or every owner before the number ("Each Apostle: board, pawn, 6 Apostle
    cards", "Each player ... takes that Apostle's board, pawn and six Apostle cards"), or as 'each' or 'apiece' right
    after the number's noun ("6 Apostle cards each")."""
    toks, i = site.toks, site.i
    a, _ = sentence(toks, i)
    opener = toks[a] if a < i else None
    if opener is not None and opener.kind == "word" and opener.text.lower() in ("each", "every"):
        dist["each"], found["each"] = i - a, opener
        return
    k = i + 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].stem in found.keys() - {"each"}:
        k += 1
    if k > i + 1 and k < len(toks) and toks[k].kind == "word" and toks[k].text.lower() in ("each", "apiece"):
        dist["each"], found["each"] = k - i, toks[k]


def _held(site: _Site, m: _Match) -> bool:
    """The fact's words label the number: a label of the passage holds one of them, or they stand before a colon
    right before it (and the number has no other noun of its own)."""
    its_noun = site.its_noun
    return bool(site.label and m.stems & set(site.label)) or (
        site.colon and m.stems <= {w.stem for w in site.before[:m.n + 1]}
        and not (its_noun is not None and its_noun.stem not in m.stems))


def _other_words(site: _Site, m: _Match) -> set[str]:
    """The stems of the passage's words outside the number's window, up to the end of its sentence, worked out once
    a call of `bind` (with the words after the number as the first fact to ask read them)."""
    if site.elsewhere is None:   # said before, up to the number's sentence end: "a Spring as two. Find the longest
        # chain" counts no chain the next sentence names
        site.elsewhere = {x.stem for x in site.toks[:sentence(site.toks, site.i)[1]] if x.kind == "word"} \
            - {w.stem for w in site.before + m.after}
    return site.elsewhere


def _enough_words(site: _Site, fact: Fact, m: _Match, held: bool) -> bool:
    """Enough of the fact's words, in the right places: all of them, or all but one when a word of it follows the
    number ("seven Captain cards" for captain_cards_each); strict: all, the first right after the number; a
    partial fit only with the words that follow the number; the verb said first with the noun before ("Shuffle the
    cards and deal each player three")."""
    t, stems, n, hit, after = site.t, m.stems, m.n, m.hit, m.after
    before, touching = site.before, site.touching
    if site.follow and not m.right_after and not site.colon:   # 'Cards dealt: 8' labels its number itself
        return False
    # rivals that fit as well with other values silence the claim (`_choose`)
    need = n if n == 1 or not m.right_after else max(n - 1, -(-3 * n // 4))
    if site.head is not None and not held and site.head.stem not in stems:
        return False  # "A round has four phases, played in order" counts phases, whatever 'round ... played' says
    if site.strict:
        return not (hit < n or not m.first)
    if hit < n and after and {w.stem for w in after if w.stem in stems} != set(m.dist) - set(site.label):
        return False  # a partial fit must be the words that follow the number (and the label's), not words
        # gathered around it
    if hit < need:
        # verb first, the noun said before: "Shuffle the cards and deal each player three"
        if not (site.last and hit and n == 2 and not after and t.is_word_number):
            return False   # a digit ending its clause ("1 coin each instead of 2") is no count dealt out
        if _valued_name(site.toks, site.i):
            return False   # "a Silk Lantern three and a Dragon Lantern six": what each is worth, the verb left out
        if _elided(site.toks, site.i, stems):
            return False   # "counts as one card of its chain, a Spring as two": two cards, not a chain
        return (stems - set(m.dist)) <= _other_words(site, m)
    return held or m.right_after or (touching and before[0].stem in stems) or (
        site.last and n <= 2 and t.is_word_number and bool(before) and before[0].stem in stems | {"player"})


_SUBJECT_OPENERS = {"the", "your", "their", "a", "an"}
_COUNT_OPENERS = {"with", "at", "for"}


def _subject_of_is(toks: list[Token], i: int, timed: bool = False) -> frozenset[str]:
    """The stems of the whole subject of 'is' right before the number ("The hand limit is 8 cards", "Your hand
    size is five"): a term whose words they are is what the sentence gives the value of; empty when there is none
    ("the cards dealt are 7" may tell what the cards show; "the highest stat on any investigator is 5" has another
    subject than 'investigator')."""
    if i < 2 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "is":
        return frozenset()
    found = _subject_before(toks, i, timed, inner=False)
    # a subject with words of a phrase inside it, "the ore to end the game is 30" for the row 'Ore to end the game'
    # (mine-depths: the docs' own "With four players, the ... is 30" read nothing)
    return found or _subject_before(toks, i, timed, inner=True)


_INNER = word_set("subject_inner_words")


_OF_OPENERS = _SUBJECT_OPENERS | {"its", "his", "her", "this"}


def _named_of(toks: list[Token], i: int) -> frozenset[str]:
    """The stems of a whole name said as what the number is the amount of, 'of' right before it and an article or
    an owner before the name ("scores the summit bonus of 3 points": map-scale, written outside the project): a
    term whose words they are, all of them, is what the number gives, as `_subject_of_is` reads 'is'."""
    if i < 3 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() != "of":
        return frozenset()
    k, words = i - 2, list[str]()
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() not in STOP and len(words) < 4:
        words.append(toks[k].stem)
        k -= 1
    if toks[i].bound or not words or k < 0 or toks[k].kind != "word" or toks[k].text.lower() not in _OF_OPENERS:
        return frozenset()   # "an atomic number of 8 or less": a condition on it, not its value
    if len(words) == 1 and toks[k].text.lower() in ("a", "an"):
        return frozenset()   # "a store of 25" is what one store holds, beside stores() that counts them (seed-sow)
    return frozenset(words)


def _subject_before(toks: list[Token], i: int, timed: bool, inner: bool) -> frozenset[str]:
    """_subject_of_is's reading: the words before 'is' back to the sentence's start; `inner`: function words
    between words of the subject ('to', 'of', 'the') are crossed, their own stems left out, and the subject may
    start at any 'the' or 'your' crossed ("With 2 players the ore to end the game is 30")."""
    k = i - 2
    words: list[tuple[int, str]] = []
    starts = []
    while k >= 0 and toks[k].kind == "word":
        low = toks[k].text.lower()
        if low in STOP:
            if not (inner and words and low in _INNER and k >= 1 and toks[k - 1].kind == "word"):
                break
            if low in _SUBJECT_OPENERS:
                starts.append(k)
        else:
            words.append((k, toks[k].stem))
        k -= 1
    for start in [k, *reversed(starts)]:
        if _opens_sentence(toks, start, timed):
            return frozenset(w for at, w in words if at > start)
    return frozenset()


def _opens_sentence(toks: list[Token], k: int, timed: bool) -> bool:
    """Nothing but an opener stands before the subject that follows k: 'the' or 'your', the player count the
    sentence is said at ("With 2 players the wear limit is 13", "At 4 players, the hand size is 6": gear-racer),
    with `timed` a moment ("This round your hand limit is 3", "Next turn the price is 2")."""
    if k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in _SUBJECT_OPENERS:
        k -= 1
    if k >= 0 and toks[k].kind == "comma":
        k -= 1
    if k >= 2 and toks[k].kind == "word" and lemma(toks[k].text) == "player" and toks[k - 1].kind == "num" \
            and toks[k - 2].kind == "word" and toks[k - 2].text.lower() in _COUNT_OPENERS:
        k -= 3
    if timed and k >= 1 and toks[k].kind == "word" and toks[k - 1].kind == "word" \
            and toks[k - 1].text.lower() in _TIME_OPENERS:
        return k - 2 < 0 or toks[k - 2].kind in ("break", "colon")
    return not timed and (k < 0 or toks[k].kind in ("break", "colon"))


_TIME_OPENERS = {"this", "next"}


def _counts_other(site: _Site, fact: Fact, m: _Match, held: bool) -> bool:
    """The fact's words fit, but the number counts another thing: a one-word term (or the box's count) not said
    at once, an amount a verb of doing moves, a word that only qualifies the term's noun, what each of a term's
    things holds, or the things a term counts one of."""
    stems, after, before, nxt = m.stems, m.after, site.before, site.nxt
    if held and fact.context == "box" and site.subject and any(
            w.kind == "word" and lemma(w.text) != w.text.lower() and w.stem not in fact.stems for w in site.whole[:2]):
        return True   # "The cipher wheel is two paper discs joined at the centre": what the thing is made of, no count
        # of it in the box (spy-codes)
    if not held and (m.n == 1 or fact.context == "box") and not (
            (after and after[0].stem in stems and m.hit == m.n) or (site.touching and before[0].stem in stems)):
        return True  # one word, or a count of the box: the term must follow at once ("6 Rowers")
    if not held and fact.context != "named" and {w.stem for w in before[:3]} & ACTIONS - stems \
            and not (stems & ACTIONS) and not site.reached and not _per_its_own(site, fact) \
            and not _each_player_gets(site, fact, m):
        return True  # "take 10 Money from the bank": an amount moved, not the bank's total
    if not held and fact.context != "named" and {w.stem for w in before[:3]} & _TRAVEL - stems and not site.reached:
        return True  # "The ball travels 3 zones" beside zones() 5: how far one kick goes, no count of the ground's
        # zones (footy-goals)
    if _modifier_counted(fact, after, m.found) or _measured_counted(fact, after):
        return True  # "a bag that holds five dice" beside 'Dice bag': five dice, not five bags
    counted = next((w.stem for w in after if w.stem in stems), None)
    if counted is not None and counted in _distributed(fact):
        return True  # "four player colours" counts colours; 'In each colour' is what each colour holds
    # "three tiers of cards" counts tiers; `rounds_in_tier` counts the rounds of one tier
    if nxt is not None and nxt.kind == "word" and lemma(nxt.text) == nxt.text.lower() and nxt.stem not in stems \
            and nxt.text.lower() not in STOP and site.i + 2 < len(site.toks) and site.toks[site.i + 2].kind == "word":
        nxt = site.toks[site.i + 2]   # "the three older plants": one word that is no noun of the term, then the noun
    return nxt is not None and nxt.kind == "word" and lemma(nxt.text) != nxt.text.lower() \
        and nxt.stem in _qualified(fact)


_RECEIVE = {stem(w) for w in ("take", "get", "receive", "start", "dealt")}


def _each_player_gets(site: _Site, fact: Fact, m: _Match) -> bool:
    """What each player takes at a count the sentence says ("With two players, each player takes 7 surveyors", "each
    of you takes", "you each take") beside a row by player count of what each gets ('Surveyors each'), every word of
    it found: the row's value, not an amount moved out of a total (edge-tiles). The 'each' must be of the players,
    in the number's clause, before a verb of receiving."""
    w = m.found.get("each")
    if not fact.by_count or m.hit != m.n or w is None:
        return False
    toks = site.toks
    j = next((j for j in range(site.clause[0], site.i) if toks[j] is w), None)
    if j is None or not _RECEIVE & {x.stem for x in toks[j + 1:site.i] if x.kind == "word"}:
        return False   # "each player who rolled loses 1 stamina": a change in play, not what each is given
    a, b = sentence(toks, site.i)
    if not player_numbers(toks[a:b], {"player"}) and not _once_for_the_game(toks, a, b, fact):
        return False   # at a count the sentence says ("With two players, ..."): a setup by player count; or a
        # share the same at every count, given once ("Each player takes the 7 followers of their colour": abbey-roads)
    after = [x.text.lower() for x in toks[j + 1:j + 3] if x.kind == "word"]
    prev = toks[j - 1].text.lower() if j > 0 and toks[j - 1].kind == "word" else ""
    return bool(after) and after[0] in ("player", "players") or after[:2] == ["of", "you"] \
        or prev in ("you", "they")


_NOT_ONCE = word_set("not_once_words")


def _once_for_the_game(toks: list[Token], a: int, b: int, fact: Fact) -> bool:
    """The sentence [a, b) gives a share the same at every player count, once: the fact has one value, and the
    sentence names no span of play but the game ('each round', 'on your turn') and no repeat, return or condition
    ('more', 'back', 'again', 'if', 'when'): "each player takes 1 coin when they pass" is play, not the setup."""
    if len(fact.values) != 1:
        return False
    words = [x for x in toks[a:b] if x.kind == "word"]
    return not any(x.stem in PERIODS and x.text.lower() not in ("game", "games") or x.text.lower() in _NOT_ONCE
                   for x in words)


_POINT, _SCORE = stem("points"), stem("score")


def _per_its_own(site: _Site, fact: Fact) -> bool:
    """Points scored per the thing a rate of points is per ("Score 3 points per hut" for `points_per_hut`): a rate
    of scoring, not an amount the verb moves ("take two tiles each round" and "costs its owner 1 Money per turn"
    stay amounts moved, whatever rate of tiles or money the data keeps)."""
    if not site.per or not {"per", "each"} & set(fact.stems) or _POINT not in fact.stems \
            or _SCORE not in {w.stem for w in site.before[:3]}:
        return False
    k = next(k for k, x in enumerate(fact.stems) if x in ("per", "each"))
    return site.per in fact.stems[k + 1:]


def _score(site: _Site, m: _Match) -> tuple[int, ...]:
    """How well a fact fits, highest first: its word right after the number, all its words found within the
    number's own part of the sentence ("reveal 6 Landmarks, and the game ends" is 'Landmarks revealed', not
    'Landmarks that end the game'), the share and the count of its words found, then how near they stand."""
    part = site.part
    own = all(part[0] <= w.start < part[1] for w in m.found.values())
    return (m.first, own, m.hit * 100 // m.n, m.hit, -sum(m.dist.values()))


def _choose(t: Token, scored: list[tuple[tuple[int, ...], Fact]], agreeing: list[tuple[Fact, frozenset[str]]],
            box: bool) -> Optional[Fact]:
    """The best-scored fact, unless a rival fits as well with other values the number lies among, or a fact the
    number's own noun and another word of it name agrees with the number where the best does not."""
    if not scored:
        return None
    scored.sort(key=lambda s_: s_[0], reverse=True)
    best = scored[0]
    # a rival fits with as many of its words, as close to the number's own words: the nearer words only guess
    # which one is meant ("the side going first is dealt 3 cards and the side going second 4")
    rivals = [f for score, f in scored[1:] if score[:4] == best[0][:4] and f.values != best[1].values]
    if rivals:
        values = {v for f in (best[1], *rivals) for v in f.values}
        if min(values) <= t.low and t.high <= max(values):
            return None  # it may mean one of them, or lie between a least and a most ('move 1 space': 0 to 3)
        if box:  # the sentence speaks of the box: its count is the one to name
            return next((f for f in (best[1], *rivals) if f.context == "box"), best[1])
    if not agrees(t, best[1].values) and any(f is not best[1] and words - set(best[1].stems)
                                             for f, words in agreeing):
        return None  # a fact the number's own noun and a word of its own name agrees with it ("mix the tiles of
        # two rows" for 'Rows the Wind mixes' == 2 beside 'Rows of tiles' of 4 or 6): it may be that one's; a
        # rival found only by the words they share ('automatic_cell_groups' for "loses two Cell Groups") is no
        # reading of its own
    return best[1]  # one fact, or rivals it is wrong for whichever is meant ("9 Desert tiles": box 8, table 4-8)


def _elided(toks: list[Token], i: int, stems: set[str]) -> bool:
    """The bare number at i repeats the pattern of an earlier number of its sentence that has a noun of its own,
    the noun left out ("A Pond counts as one card of its chain, a Spring as two": two cards): it counts that noun,
    not a term that does not hold it."""
    a, _ = sentence(toks, i)
    for k in range(i - 1, a - 1, -1):
        if toks[k].kind == "num":
            own = toks[k + 1] if k + 1 < i and toks[k + 1].kind == "word" and toks[k + 1].text.lower() not in STOP \
                else None
            return own is not None and own.stem not in stems
    return False


# the last word of a term that is a verb's participle ('Cards dealt', 'Cards left'): the term's noun comes first
_PARTICIPLE = re.compile(f"(?:{alternation('participle_endings')})$")
_PARTICIPLES = word_set("participles")


_PHRASE_PREPOSITIONS = word_set("phrase_prepositions")


def _across_phrase(toks: list[Token], start: int, i: int) -> bool:
    """A preposition stands between the word at `start` and the number at i, other than the one right before the
    number ("the keep behind them with eight units"): the word is in a phrase of its own."""
    k = i - 2
    while k >= 0 and toks[k].start > start:
        if toks[k].kind == "word" and toks[k].text.lower() in _PHRASE_PREPOSITIONS:
            return True
        k -= 1
    return False


def _valued_name(toks: list[Token], i: int) -> bool:
    """The number follows a thing named in capitals after 'a'/'an' ("A Paper Lantern is worth one, a Silk Lantern
    three and a Dragon Lantern six": card-appendix): what that thing is worth or costs, its verb said once."""
    k = i - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].text[:1].isupper():
        k -= 1
    return k < i - 1 and k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("a", "an")


def _counted_before(toks: list[Token], w: Token, i: int) -> bool:
    """The word w, before the number at i, is what the number before it in a list counts: "12 Stamina, five
    starting cards" ('Stamina' is the 12's, not the five's: frost-degrees), the number opening its item right after
    the comma or 'and' and counting a plural noun of its own; the players of a count are left to that reading."""
    own = next((x for x in toks[i + 1:i + 3] if x.kind == "word" and lemma(x.text) != x.text.lower()), None)
    sep = i - 1
    if own is None or own.stem == w.stem or w.stem == "player" or sep < 1 or not (
            toks[sep].kind == "comma" or toks[sep].kind == "word" and toks[sep].text.lower() == "and"):
        return False
    j = next((k for k in range(sep - 1, max(-1, sep - 4), -1) if toks[k] is w), None)
    if j is None or any(x.kind != "word" for x in toks[j + 1:sep]):
        return False   # w ends the item before ('Stamina' of "12 Stamina,"), or a word or two of its noun follow
    k = j - 1
    while k >= 0 and j - k <= 3 and toks[k].kind == "word":   # 'three Kit cards': up to two words of a noun
        k -= 1
    return k >= 0 and j - k <= 3 and toks[k].kind == "num"


def _new_clause(toks: list[Token], start: int, i: int, its_noun: Optional[Token]) -> bool:
    """The number opens a clause of its own after ', or' / ', and' / ', but', with a noun of its own ("when the
    Dragon Lantern pile empties, or three supply piles are empty": card-appendix): the word at `start`, before the
    comma, names what the clause before is about, not what the number counts."""
    return its_noun is not None and i >= 2 and toks[i - 1].kind == "word" \
        and toks[i - 1].text.lower() in ("or", "and", "but") and toks[i - 2].kind == "comma" \
        and start < toks[i - 2].start


_PERSONAL_OWNERS = _OWNERS - {"its"}   # 'its' points back at a thing named before ("the market and its five cards")


def _before_owner(toks: list[Token], start: int, i: int) -> bool:
    """The number follows a person's possessive ("between your two cards") and the word at `start` stands in a
    phrase an article opens before it ("refill the market between your two cards"): the things counted are that
    person's, and the word names something else. A verb before the possessive ("Fill your market with two cards",
    "Deal your five cards") opens no such phrase and still reads with the number."""
    if i < 1 or toks[i - 1].kind != "word" or toks[i - 1].text.lower() not in _PERSONAL_OWNERS:
        return False
    return any(toks[k].kind == "word" and toks[k].text.lower() in ("the", "a", "an") and toks[k].start < start
               for k in range(max(0, i - 8), i - 1)) and start < toks[i - 1].start


def _modifier_counted(fact: Fact, after: list[Token], found: dict[str, Token]) -> bool:
    """The number's own noun is a word that only qualifies a component's last one, which is said before the number:
    in "a cloth bag that holds five dice" beside the component 'Dice bag' the five counts dice, not bags (a rule
    may give what a thing holds: "the hall row holds 4 halls" for `hall_row()` stays a claim). A name
    of two or more words with no joining word ('Dice bag', 'Supply cards') names its last word; 'Cards dealt'
    (a participle last) and 'Docks in use' (a joining word) are left to the other readings."""
    if not fact.name.startswith("inventory "):
        return False   # a rule or row may give what the thing holds: "the hall row holds 4 halls" for hall_row()
    words = re.findall(r"[a-z]+", (fact.term or fact.name).lower().replace("_", " "))
    if len(words) < 2 or any(w in STOP for w in words) or words[-1] in _PARTICIPLES or _PARTICIPLE.search(words[-1]):
        return False
    head = stem(words[-1])
    own = after[0] if after else None
    said = found.get(head)
    return (own is not None and own.stem in fact.stems and own.stem != head and said is not None
            and not any(said is w for w in after))


_MEASURE_HEADS = {stem(w) for w in word_list("measure_heads")}


def _measured_counted(fact: Fact, after: list[Token]) -> bool:
    """The number's own noun is the plural of the thing a term measures ('guild size', `row_length`): "two guilds of
    equal size" counts guilds, not the size of one (team-counts)."""
    words = [stem(w) for w in re.findall(r"[a-z]+", (fact.term or fact.name).lower().replace("_", " "))]
    own = after[0] if after else None
    return len(words) >= 2 and words[-1] in _MEASURE_HEADS and own is not None and own.stem in words[:-1] \
        and lemma(own.text) != own.text.lower()


_LOSS = re.compile(rf"\b(?:{alternation('loss_words')})\b", re.I)


def loss_agrees(text: str, tok: Token, values: frozenset[int]) -> bool:
    """The number is the size of a negative value, said as a loss in its sentence: "Costs 25 points" for a card
    whose points are -25, "you lose 2 points" for a rule that gives -2."""
    if tok.low != tok.high or tok.low <= 0 or -tok.low not in values:
        return False
    start = max(text.rfind(c, 0, tok.start) for c in ".!?;") + 1
    return bool(_LOSS.search(text, start, tok.start))


def agrees(tok: Token, values: frozenset[int]) -> bool:
    """The number states one of the values; a span must lie within them or take them all in."""
    if tok.low != tok.high:
        return any(tok.low <= v <= tok.high for v in values) and (min(values) >= tok.low or max(values) <= tok.high)
    return tok.low in values


def shown_values(values: frozenset[int]) -> str:
    v = sorted(values)
    return str(v[0]) if len(v) == 1 else "one of " + ", ".join(map(str, v))


def _distributed(fact: Fact) -> set[str]:
    """The words a term counts per: 'colour' in 'In each colour', 'ship' in 'crew per ship', 'tier' in
    'rounds_in_tier' (what a term counts 'in' a thing it does not count: "three tiers" are no rounds)."""
    stems = fact.stems
    out = {stems[k + 1] for k in range(len(stems) - 1) if stems[k] in ("each", "per")}
    words = _ALPHA_RUN.findall((fact.term or fact.name).replace("_", " ").lower())
    for k in range(1, len(words) - 1):
        if words[k] == "in":
            out.add(stem(words[k + 1]))
    return out


_QUALIFYING = word_set("qualifying_words")


def _qualified(fact: Fact) -> set[str]:
    """The words a term's count is of one of ('tier' in `rounds_in_tier`, 'round' in 'Market cards each round') or
    is held against ('plants' in 'Seeds before your plants'): the words of its name after the first 'in', 'per',
    'each', 'for', 'before' or 'after'."""
    words = _ALPHA_RUN.findall((fact.term or fact.name).replace("_", " ").lower())
    k = next((k for k, w in enumerate(words) if k and w in _QUALIFYING), len(words))
    return {stem(w) for w in words[k + 1:] if w not in STOP}


_GAME_BOX = word_set("game_box_openers")


def _named_box(toks: list[Token], k: int, a: int) -> bool:
    """The word 'box' at k is a box of the game's own after a word that names it ("marks one conservation box":
    zoo-enclosures), not the box the game comes in ('the box', 'in this box', 'Box contents')."""
    if toks[k].stem != "box" or k == a:
        return False
    before = toks[k - 1]
    return before.kind == "word" and before.text.lower() not in _GAME_BOX


def has_box_words(toks: list[Token], i: int, passage: Passage) -> bool:
    a, b = sentence(toks, i)
    if any(t.kind == "word" and t.stem in BOX_WORDS and not _named_box(toks, k, a) and not _participle_after(toks, k)
           for k, t in enumerate(toks[a:b], a)):
        return True
    return passage.scope == "component note" or bool({stem(w) for w in passage.section.split()} & BOX_WORDS) \
        or _all_there_are(toks, i, a, b)


def _participle_after(toks: list[Token], k: int) -> bool:
    """'included' right after a noun ("Damp Shelf bonus included"): a thing counted in with another, no box's
    contents ("60 coins are included" still speaks of the box)."""
    return toks[k].text.lower() == "included" and k > 0 and toks[k - 1].kind == "word" \
        and toks[k - 1].text.lower() not in _BE


_THERE_ARE = (("there", "are"), ("there", "is"), ("the", "game", "has"), ("the", "game", "comes", "with"))
_WHOLE_TAILS = ({"in", "the", "game"}, {"in", "the", "box"}, {"in", "all"}, {"in", "total"}, {"altogether"},
                {"in", "the", "deck"}, {"in", "this", "game"})


def _all_there_are(toks: list[Token], i: int, a: int, b: int) -> bool:
    """"There are 9 Morning News cards.", "The game has 40 coins in all", "The tactic deck holds 32 cards": the
    sentence opens on the number's existence (or a deck's) and says nothing after its noun but the whole ('in the
    game', 'in all'): all of them, the box's count; "There are 3 cards in the market" counts some of them, in a
    place."""
    opening = tuple(x.text.lower() for x in toks[a:i] if x.kind == "word")
    if any(x.kind != "word" for x in toks[a:i]) or opening not in _THERE_ARE and not (
            len(opening) <= 5 and opening[:1] == ("the",) and opening[-2:] in (("deck", "holds"), ("deck", "has"))):
        return False   # "The tactic deck holds 32 cards": the whole deck, as "There are 32 tactic cards"
    k = i + 1
    while k < b and toks[k].kind == "word" and toks[k].text.lower() not in STOP:
        k += 1
    tail = {x.text.lower() for x in toks[k:b] if x.kind == "word"}
    return all(x.kind == "word" for x in toks[k:b]) and (not tail or tail in _WHOLE_TAILS)
