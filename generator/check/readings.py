"""How a number reads before it is held to an engine rule or a table row: the game's value, or something else.

A rule or a row is one value of the game (at a player count). A number printed beside the rule's words
states that value only when the sentence speaks of the game; these readings say it speaks of something
else, and the number is held to no rule or row (a card's own column, a cost and the box are read apart):

- a holding in a story: what a person of the story (a capitalised name the game does not define, or
  'she'/'he') has, owns, holds, keeps, or ends or starts with ("Dora has two workers", "Ines ends with
  three Landmarks") is that player's share at one moment, not the most workers or the Landmarks that end
  the game; "each player has", "you have", "someone owns" stay readings of the game;
- a situation: a number inside a 'when', 'if', 'unless' or 'until' clause counting a one-word term
  ("saving it for when two heroes are hurt") describes a case of play, not how many heroes the game has;
- a rate or its divisor: "2 Glow per Landmark", "1 point for every 3 resources", "every 3 Glow": only a
  rule or row named as a rate (`glow_per_landmark`, 'Points per set') states it, a total never;
- a sum of amounts: in "A quarter and a third make 7 twelfths" or "three plus two is five", the number is
  what two or more amounts make together, no value of one rule or row; it is held to none;
- a total of several: in "2 complete sets worth 8 points", 8 is what the two sets make, so a value per
  set (`set_points()`) is held to 8 as 2 x its value, and stays silent where 8 is the value itself
  (it may then mean 'worth 8 points each').

(A card's own text is the card's effect, its exception to the rules: prose.py holds it to its own row and
never to a rule or row of the game. A number naming a place, 'the 0 space' or 'stands on 5', is no count
at all: claims.place.)
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable, Optional

from .facts import Fact
from .vocabulary import alternation, word_list, word_set
from .words import Token, lemma, stem

_SUBJECT_FILLER = word_set("subject_fillers")
_HOLD = {"have", "own", "hold", "keep", "had"}
_HOLD_WITH = {"end", "finish", "start", "begin", "began"}
_GENERIC = word_set("generic_subjects")
_STORY = {"she", "he"}
_CONDITIONS = {"when", "whenever", "if", "unless", "until"}
_TOTAL = word_set("scoring_words")
_EACH = {"each", "apiece"}
_FRACTIONS = word_set("fraction_words")
_SUM_VERBS = word_set("sum_verbs")
_SUM_TO = word_set("sum_to_verbs")
_ARTICLES = {"a", "an"}
_JOIN = {"and", "plus"}


def _word(t: Token) -> bool:
    return t.kind == "word"


def holding(toks: list[Token], i: int, names: set[str]) -> bool:
    """The number at i is what a person of a story has ("Dora has two workers", "she ends with 3 Landmarks").

    `names`: the lower-case words of the names the game defines (a card 'Knight' is no person).
    """
    j = _list_start(toks, i) - 1
    while j >= 0 and _word(toks[j]) and toks[j].text.lower() in _SUBJECT_FILLER:
        j -= 1
    if j < 0 or not _word(toks[j]):
        return False
    verb = lemma(toks[j].text)
    with_ = toks[j + 1].text.lower() == "with" if j + 1 < i else False
    if with_ and not (verb in _HOLD or verb in _HOLD_WITH):
        return _story_with(toks, j, names)
    if not (verb in _HOLD or (verb in _HOLD_WITH and with_)):
        return False
    j -= 1
    while j >= 0 and _word(toks[j]) and toks[j].text.lower() in _SUBJECT_FILLER:
        j -= 1
    if j < 0 or not _word(toks[j]):
        return False
    return _person(toks[j].text, names)


def _person(subject: str, names: set[str]) -> bool:
    """The word is a person of the story: a pronoun or story word ('she', 'the leader'), or a capitalised name
    that is no generic word and no name the game defines (a card 'Knight' is no person)."""
    low = subject.lower().replace("\u2019", "'")
    return low in _STORY or subject[:1].isupper() and low not in _GENERIC and lemma(low) not in _GENERIC \
        and low not in names and lemma(low) not in names


_OPENERS = word_set("story_openers")


def _story_with(toks: list[Token], j: int, names: set[str]) -> bool:
    """What a person of the story does 'with' the amount after toks[j]: "Ana wins Election Night with 25 votes",
    "Ben finishes the game with 19" (district-votes): her own share, told after her verb and its object. The
    clause's subject is its first word, after an opener ('so', 'then'), then a verb in the third person or the past
    and at most three words before 'with'."""
    k = j
    while k > 0 and _word(toks[k - 1]):
        k -= 1
    while k < j and toks[k].text.lower() in _OPENERS:
        k += 1
    if k > 0 and toks[k - 1].text.lower() == "and" and toks[k].text[:1].islower() and lemma(toks[k].text) != \
            toks[k].text.lower():   # "he fundraises too, and finishes his turn with 7 coins": the subject said
        return any(_word(x) and x.text.lower() in _STORY for x in toks[:k])   # before 'and' (zoo-enclosures)
    if not 1 <= j - k <= 4:   # the subject, its verb and up to three words of what it does
        return False
    subject = toks[k].text
    if subject.lower() in _ARTICLES or subject.lower() == "the":   # "A quilt with 81 squares": no person
        return False
    verb = toks[k + 1].text.lower()
    if lemma(verb) == verb and verb != "left":   # a verb said of her ('wins', 'won', 'finished'), not a command
        return False                           # whose object follows ("Start your turn with 10 Wood")
    return _person(subject, names)


WORTH_VERBS = word_set("worth_verbs")


def subject_start(toks: list[Token], i: int) -> int:
    """Where the subject of the number's clause starts: its first word after an opener ('so', 'then') and an
    article."""
    k = i
    while k > 0 and _word(toks[k - 1]):
        k -= 1
    while k < i and toks[k].text.lower() in _OPENERS | _ARTICLES | {"the"}:
        k += 1
    return k


def persons_own(toks: list[Token], i: int, names: set[str]) -> bool:
    """The number's clause opens on a person's possessive and a noun, a verb after them ("Priya's squad holds 14
    academy players"): what that person's thing holds at that moment of the story."""
    k = subject_start(toks, i)
    if k + 2 >= i or not all(_word(x) for x in toks[k:k + 3]):
        return False
    owner = toks[k].text.replace("\u2019", "'")
    return owner.endswith("'s") and _person(owner[:-2], names) and toks[k + 2].text.lower().endswith("s") \
        and lemma(toks[k + 2].text.lower()) != toks[k + 2].text.lower()


def named_subject(toks: list[Token], i: int, names: set[str]) -> tuple[str, ...]:
    """The stems of the name the clause of the number at i opens with, when that name is one the game defines
    and a verb of worth or giving comes right after it, the number within three words of the verb: "The Capital is
    worth 11 votes", "Harbor Ward gives 3 votes", "The Forest board is a grid of 64 squares". The number is that one
    thing's; empty otherwise."""
    k = start = subject_start(toks, i)
    while k < i and (toks[k].text[:1].isupper() or k > start and lemma(toks[k].text) not in WORTH_VERBS) \
            and toks[k].text.lower().replace("\u2019", "'") in names:   # 'The Forest board': a name's later words
        k += 1
    if k == start or k >= i or not toks[k].text[:1].islower() or lemma(toks[k].text) not in WORTH_VERBS \
            or i - k > 4:
        return ()
    return tuple(t.stem for t in toks[start:k])


def _list_start(toks: list[Token], i: int) -> int:
    """The first amount of a list the number at i ends ("has no gold and 14 silver", "3 wood, 2 stone and 1
    grain"): each item an amount ('no', 'some' or a number) and a noun of a word or two; i when it starts none."""
    start = i
    while True:
        k = start - 1
        if k < 2 or not (toks[k].kind == "comma" or _word(toks[k]) and toks[k].text.lower() == "and"):
            return start
        k -= 1
        nouns = 0
        while k >= 0 and _word(toks[k]) and toks[k].text.lower() not in _NO_AMOUNT and nouns < 2:
            k -= 1
            nouns += 1
        if nouns and k >= 0 and (toks[k].kind == "num" or _word(toks[k]) and toks[k].text.lower() in _NO_AMOUNT):
            start = k
        else:
            return start


_NO_AMOUNT = {"no", "some"}
_LINKS = {"between", "whose", "its", "their", "both"}   # "between two cities", "whose two cities"
_ONE = {"a", "an", "each", "every", "one"}
# what a card shows or links ("names two cities", "naming two cities"), not what it costs or gives
_SHOWS = {lemma(w) for w in word_list("showing_verbs")}


def said_of_one(toks: list[Token], i: int, kinds: set[str], term: str = "") -> bool:
    """The number at i counts what one thing holds or links, not the game's total: after 'between' or a
    possessive of a thing ("a route between the same two cities", "each one whose two cities are joined");
    or in a clause whose subject is one card of the game's kinds ("A ticket names two cities"), or in the
    glossary entry of such a card (`term`: "Destination ticket: a secret goal naming two cities")."""
    j = i - 1
    while j >= 0 and _word(toks[j]) and toks[j].text.lower() in ("the", "same"):
        j -= 1
    if j >= 0 and _word(toks[j]) and toks[j].text.lower() in _LINKS:
        return True
    last = term.split()[-1] if term.split() else ""
    if last and stem(last) in kinds and lemma(last) == last.lower() and any(
            _word(w) and lemma(w.text) in _SHOWS for w in toks[max(0, i - 3):i]):
        return True
    a = i
    while a > 0 and not (toks[a - 1].kind in ("break", "colon")):
        a -= 1   # the number's own sentence, or what follows a colon in it
    words = [t for t in toks[a:i] if _word(t)]
    shows = any(lemma(w.text) in _SHOWS for w in words[-3:])
    return shows and any(w.text.lower() in _ONE and nxt.stem in kinds and lemma(nxt.text) == nxt.text.lower()
                         for w, nxt in zip(words, words[1:]))


_STATE_VERBS = word_set("state_verbs")
_RELATIVE = word_set("relative_words")


def one_of_several(toks: list[Token], i: int, names: set[str], shared: set[str]) -> bool:
    """The number at i is what one named thing has at one moment, a thing whose name ends in a word other names
    end in too ("the River Wall, which has strength 2" where the map also names a North Wall and a Gate Wall;
    "the Gate Wall has 2 defenders"): that one wall's state then, perhaps after a breach, not what every wall
    starts with. `names`: the game's names of things (map locations, name sets), lower case; `shared`: the last
    words two or more of them end in. A name no other shares its last word with ("the Keep has 5 hit points")
    stays a reading of the game."""
    j, nouns = i - 1, 0
    while j >= 0 and _word(toks[j]) and toks[j].text.lower() not in _STATE_VERBS and nouns < 2:
        j, nouns = j - 1, nouns + 1   # the number's noun said first: "has strength 2"
    if j < 0 or not _word(toks[j]) or toks[j].text.lower() not in _STATE_VERBS:
        return False
    j -= 1
    while j >= 0 and _word(toks[j]) and toks[j].text.lower() in _RELATIVE:
        j -= 1
    if j >= 0 and toks[j].kind == "comma":
        j -= 1
    if j < 1 or not _word(toks[j]) or toks[j].text.lower() not in shared:
        return False
    words = [toks[j].text]
    for k in range(j - 1, max(-1, j - 4), -1):   # the name's earlier words, capitalised: 'River', 'Old River'
        if not _word(toks[k]) or not toks[k].text[:1].isupper() or toks[k].end + 1 != toks[k + 1].start:
            break
        words.insert(0, toks[k].text)
        if " ".join(words).lower() in names:
            return True
    return False


def situation(toks: list[Token], i: int) -> bool:
    """The number at i sits in a 'when'/'if'/'unless'/'until' clause, no comma between ("when two heroes
    are hurt")."""
    j = i - 1
    while j >= 0 and toks[j].kind not in ("break", "comma", "colon"):
        if _word(toks[j]) and toks[j].text.lower() in _CONDITIONS:
            return True
        j -= 1
    return False


def per_thing(toks: list[Token], i: int) -> bool:
    """A rate or a rate's divisor: 'N X per Y', 'N X for each/every Y', 'per N X', 'for every N X', 'every N X',
    'N a Y' ("five a round"), 'N to a Y' ("two to a space"), 'N of each' ("four of each"), 'N X at a time'."""
    prev = [t.text.lower() for t in toks[max(0, i - 2):i] if _word(t)]
    if prev and (prev[-1] == "per" or prev[-1] == "every"):
        return True
    if len(prev) == 2 and prev[0] in ("per", "every") and prev[1] in ("full", "whole", "complete"):
        return True   # "one point for every full three Silver": the divisor of a rate (page-refs)
    if i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() == "of" and \
            toks[i + 2].kind == "word" and toks[i + 2].text.lower() in ("each", "every"):
        return True   # "four of each": so many of each kind
    words = []
    for t in toks[i + 1:i + 6]:
        if t.kind in ("break", "num", "comma"):
            break
        if _word(t):
            words.append(t.text.lower())
    if len(words) >= 2 and words[0] in ("a", "an") and toks[i + 1].kind == "word" and lemma(words[1]) == words[1]:
        return True   # "at most five a round", "twice a turn": so many in each
    if len(words) >= 3 and words[0] == "to" and words[1] in ("a", "an") and lemma(words[2]) == words[2]:
        return True   # "two to a space", "four to a box": so many in each (cycling-climbs)
    if prev and prev[-1] == "at" and len(words) >= 2 and words[1] == "each":
        return True   # "two transfer stations at 3 points each": a price or worth of each (metro-lines)
    if any(words[k:k + 3] == ["at", "a", "time"] for k in range(min(len(words), 2))):
        return True   # "deals the whole deck, three cards at a time": so many each time (tarot-trumps)
    # "3 Crowns at each Payday", "2 coins on every turn": so many each time
    return "per" in words or any(a in ("for", "at", "on") and b in ("each", "every") for a, b in zip(words, words[1:]))


def each_of_counted(toks: list[Token], i: int) -> bool:
    """"1 cube in each of two different regions": so many in each of a number of things the sentence counts (N x M
    in all): a card's column may be the share ('two goblins down each of the three roads' for goblins 2) or the
    whole (cubes 2), so a number that differs from it is a guess. So is so many put in each of some things the
    sentence does not count ("Place 1 cube in each district of one region" for support 3: district-votes)."""
    for k in range(i + 1, min(len(toks) - 2, i + 6)):
        t = toks[k]
        if t.kind != "word":
            return False
        if t.text.lower() not in ("each", "every"):
            continue
        if toks[k + 1].kind == "word" and toks[k + 1].text.lower() == "of":
            nxt = toks[k + 2]
            if nxt.kind == "word" and (nxt.text.lower() == "the" or nxt.text.lower() in _OWNED) and k + 3 < len(toks):
                nxt = toks[k + 3]
            return nxt.kind == "num"
        return toks[k - 1].text.lower() in _INTO and toks[k + 1].kind == "word"
    return False


_INTO = word_set("share_places")   # where each share goes


def share_whole(toks: list[Token], i: int) -> Optional[str]:
    """The stem of the noun the number at i counts as a whole that another number is a share of ("two of the three
    lanes": 'three' counts all the lanes, whatever 'lanes to win' names), '' when no noun follows; None when the
    number is no such whole."""
    if i < 3 or toks[i - 3].kind != "num" or not (_word(toks[i - 2]) and toks[i - 2].text.lower() == "of") or not (
            _word(toks[i - 1]) and (toks[i - 1].text.lower() == "the" or toks[i - 1].text.lower() in _OWNED)):
        return None
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    return nxt.stem if nxt is not None and _word(nxt) else ""


# what a recurring trigger repeats over: "at the start of each of your turns", "every round"
_RECURS = word_set("recurring_spans")
_OWNED = word_set("possessives")


def recurring(toks: list[Token], i: int) -> bool:
    """The number at i is what a recurring trigger gives each time it fires, a rate over the events: "Each time you
    finish a panorama, gain 2 coins", "Whenever you buy a face, take 1 Moon", "At the start of each of your turns,
    gain 1 Glory". A card's column not named as a rate (the coins it starts with, the glory it is worth) is no
    amount such a number states: a guess."""
    from .claims import sentence

    start, _ = sentence(toks, i)
    words = [t.text.lower() for t in toks[start:i] if _word(t)]
    if "whenever" in words:
        return True
    for k, w in enumerate(words):
        if w in ("each", "every"):
            after = [x for x in words[k + 1:k + 4] if x not in _OWNED and x not in ("of", "the")]
            if after and (after[0] == "time" or lemma(after[0]) in _RECURS):
                return True
    return False


_TRIGGERS = word_set("trigger_openers")


def triggered(toks: list[Token], i: int) -> bool:
    """The number at i is what a trigger gives when it fires, said after the trigger's own clause and a comma:
    "When you plant it, take 1 seed from the bank", "After you score a goal, draw 2 cards". What a card gives
    on an event is its effect, which a column of its row (what it costs, what it is worth) need not be: a
    guess."""
    from .claims import sentence

    start, _ = sentence(toks, i)
    opener = next((t for t in toks[start:i] if _word(t)), None)
    return opener is not None and opener.text.lower() in _TRIGGERS \
        and any(t.kind == "comma" for t in toks[start:i])


def rate_fact(fact: Fact) -> bool:
    """A rule or row named as a rate: 'glow_per_landmark', 'Points per set', 'cards_each'."""
    return bool({"per", "each"} & set(fact.stems))


def total_of(toks: list[Token], i: int, fact: Fact) -> Optional[tuple[Token, str]]:
    """('2' token, 'sets') when the number at i is what N of the fact's own things make ("2 complete sets
    worth 8 points"), the fact naming both; None otherwise, and where 'each' follows ("worth 4 points each")."""
    stems = set(fact.stems)
    j = i - 1
    if j < 0 or not _word(toks[j]) or toks[j].text.lower() not in _TOTAL:
        return None
    j -= 1
    if j >= 0 and toks[j].kind == "comma":
        j -= 1
    things: list[Token] = []
    while j >= 0 and _word(toks[j]) and len(things) < 3:
        things.append(toks[j])
        j -= 1
    if j < 0 or toks[j].kind != "num" or toks[j].low != toks[j].high or not things:
        return None
    unit = things[0].stem   # the noun right before 'worth' is what N counts
    after = []
    for t in toks[i + 1:i + 4]:
        if t.kind != "word":
            break
        after.append(t)
    if unit not in stems or any(t.text.lower() in _EACH for t in after) or any(t.stem == unit for t in after):
        return None
    if not any(t.stem in stems - {unit} for t in after):
        return None
    return toks[j], things[0].text


_MADE_OF = word_set("made_of_verbs")


def part_of_told_whole(toks: list[Token], i: int) -> bool:
    """The number at i opens an item of a list after a colon whose items' numbers add up to the number before the
    colon: "12 cards of each good: six cards of 1 crate, four of 2 crates and two of 3 crates" (event-overrides),
    parts of that whole, no count of the box. An item opens after the colon, a comma, 'and' or 'plus'."""
    if toks[i].kind != "num" or toks[i].low != toks[i].high:
        return False
    c = i - 1
    while c >= 0 and toks[c].kind not in ("colon", "break") and not (
            _word(toks[c]) and toks[c].text.lower() in _MADE_OF and c + 1 < len(toks) and toks[c + 1].kind == "num"):
        c -= 1
    # (or a verb of being or making up right before the first part: "The 24 Treasure cards are 20 treasures and four
    # curses": pirate-bid, written outside the project)
    if c < 0 or toks[c].kind == "break":
        return False
    a = c - 1
    while a >= 0 and toks[a].kind not in ("num", "break", "colon"):
        a -= 1
    if a < 0 or toks[a].kind != "num" or toks[a].low != toks[a].high:
        return False
    items: list[int] = []
    for k in range(c + 1, len(toks)):
        x = toks[k]
        if x.kind in ("break", "colon"):
            break
        prev = toks[k - 1]
        if x.kind == "num" and (prev.kind in ("colon", "comma") or k == c + 1 or _word(prev) and prev.text.lower()
                                in ("and", "plus")):
            if x.low != x.high:
                return False
            items.append(k)
    return len(items) >= 2 and i in items and sum(toks[k].low for k in items) == toks[a].low


def sum_of_amounts(toks: list[Token], i: int) -> bool:
    """The number at i is what two or more amounts make together: "A quarter and a third make 7 twelfths",
    "three plus two is five", "a half and a quarter add up to 9 twelfths". Each part joined by 'and', 'plus' or a
    comma holds a number or a fraction word ('quarter', 'thirds') and at most three other words ("2 cups of
    flour"); "Two coins and a gem come to 5 points" is left alone (a gem is no amount), as is "a Farm and a Mill
    make 3 points" (a set the game may score)."""
    j = i - 1
    if j < 0 or not _word(toks[j]):
        return False
    if toks[j].text.lower() == "to":
        j -= 1
        if j >= 0 and _word(toks[j]) and toks[j].text.lower() == "up":
            j -= 1
        if j < 0 or not _word(toks[j]) or toks[j].text.lower() not in _SUM_TO:
            return False
    elif toks[j].text.lower() not in _SUM_VERBS:
        return False
    parts, joined = 0, False
    amount, others = False, 0
    k = j - 1
    while k >= 0 and toks[k].kind in ("word", "num", "comma"):
        x = toks[k]
        low = x.text.lower()
        if x.kind == "comma" or low in _JOIN:
            if not amount:
                return False   # a part with no amount: "With 3 players and 2 teams, the score is 5"
            parts += 1
            joined = joined or low in _JOIN
            amount, others = False, 0
        elif x.kind == "num" or low in _FRACTIONS:
            amount = True
        elif low not in _ARTICLES:
            others += 1
            if others > 3:
                break
        k -= 1
    return joined and parts + amount >= 2


def name_words(names: Iterable[str]) -> set[str]:
    return {w.lower() for n in names for w in n.replace("\u2019", "'").split()}


# a sentence of the game's history: an earlier version of it ("The first version had 90 cards", "In version 3 you
# could brew four pots") or what playtests showed ("In our playtests most players make three or four trips")
EARLIER_VERSION = re.compile(rf"\b(?:{alternation('earlier_version_words')})\s+(?:{alternation('version_nouns')})\b"
                             r"|\b(?:in|from|over|during)\s+(?:\S+\s+){0,3}?playtest(?:s|ing)?\b"
                             r"|\b(?:in|until|before|since)\s+version\s+\d+\b"
                             rf"|\bversion\s+\d+\s+(?:{alternation('history_verbs')})\b", re.I)


_USED_TO = re.compile(r"\b([\w']+)\s+used\s+to\s+(\w+)", re.I)
_USED_TO_VERBS = word_set("used_to_verbs")
_SUBJECT_PRONOUNS = word_set("subject_pronouns")


def of_history(sentence_text: str) -> bool:
    """Whether a sentence tells the game's history (an earlier version, what playtests showed, what it 'used to'
    be): its numbers are that version's or that table's, not the rules' (designer-notes: "The first version had 90
    cards in six varieties, a hand limit of ten and no penalty"; errata-edition: "A hired retainer used to cost 3
    Silver; it now costs 2"), so they are held to nothing. A passive 'is used to' or a thing used to do something
    ('the Silver used to pay for it') is no history."""
    if EARLIER_VERSION.search(sentence_text) is not None:
        return True
    for m in _USED_TO.finditer(sentence_text):
        before, verb = m.group(1).lower(), m.group(2).lower()
        if before in _SUBJECT_PRONOUNS or verb in _USED_TO_VERBS and before not in _BE_OR_GET:
            return True
    return False


_BE_OR_GET = word_set("passive_helpers")
_CHANGE_WORDS = word_set("change_section_words")
_VERSION_NOUNS = word_set("version_nouns")
_EARLIER_COLUMN = word_set("earlier_column_words")


@lru_cache(maxsize=None)
def tells_history(heading: str) -> bool:
    """Whether a heading or a table column's header names an earlier version of the game or its changes
    ('Changes from the first edition', 'New in the second edition', 'Errata', a column 'First edition' or
    'Old'): the numbers under it may be that version's (errata-edition's changes section), so they are held to
    nothing."""
    words = set(re.findall(r"[\w']+", heading.lower()))
    if not words:
        return False
    return (EARLIER_VERSION.search(heading) is not None or "errata" in words or "changelog" in words
            or bool(words & _VERSION_NOUNS and words & _CHANGE_WORDS) or words <= _EARLIER_COLUMN)


_PAST = word_set("past_story_verbs")


def past_story(toks: list[Token], i: int, names: set[str], present: bool = True) -> bool:
    """The number's clause tells what a person of a story did or does: its subject a person ('Tom', 'he'), its verb
    right after in the past tense or the third person ("Tom had to save across two rounds", "He gathers three
    herbs" after a season card's extra herb: herb-apothecary): the story's own case, which a rule of the game may
    not have given that time. `present`: the third person too (not in a worked example, whose story its checks
    state: "Cleo bids 10 and Dev bids 75" is held to them). A word in capitals is no name ("THE GAME HAS ...")."""
    k = subject_start(toks, i)
    if k + 1 >= i or not _word(toks[k]) or not _word(toks[k + 1]) or not _person(toks[k].text, names) \
            or len(toks[k].text) > 1 and toks[k].text.isupper():
        return False
    verb = toks[k + 1].text.lower()
    named = k == 0 or not (_word(toks[k - 1]) and toks[k - 1].text.lower() in _ARTICLES | {"the"})
    # (in the present, a person by name or pronoun: "the Baker mends 3 Walls" is a role's rule, still held)
    return verb in _PAST or (verb.endswith("ed") or present and named and verb.endswith("s")
                             and not verb.endswith("ss")) and lemma(verb) != verb


_NEGATIONS = word_set("negations")


def negated_term(toks: list[Token], i: int, a: int, b: int, fact: Fact) -> bool:
    """The number at i lies below every value of the fact, and its sentence [a, b) denies a word of the fact's
    term that is not the number's own noun ("with only 1 Fatigue it was not weary" beside 'Weary from Fatigue',
    4; "isn't weary", "never weary"): a value that does not reach the term's state, which the sentence says."""
    if not fact.values or toks[i].high >= min(fact.values):
        return False
    own = toks[i + 1].stem if i + 1 < len(toks) and toks[i + 1].kind == "word" else ""
    for k in range(max(a, 1), b):
        x = toks[k]
        if k == i + 1 or x.kind != "word" or x.stem == own or x.stem not in fact.stems:
            continue
        for w in toks[max(a, k - 2):k]:
            low = w.text.lower()
            if w.kind == "word" and (low in _NEGATIONS or low.endswith(("n't", "n\u2019t"))):
                return True
    return False
