"""TXT004: the numbers of a worked example's printed text agree with the values its checks state.

An example is printed as prose ("Blue may take three believers") and checked as
data (`write_believers(churches=2, take=believer) == 3`). The text's numbers are
read against the data three ways: a player count against the checks' `players`
arguments; a number followed by a whole rule name ("five church cost") against
that rule's expected results; and a number followed by the noun a rule or an
argument counts ("three believers" for `write_believers`, "two churches" for
`churches_owned`) against every value of that noun in the example's checks. A
name that counts per thing ('disciples_each') is left out: "twelve disciples,
six each" states a total beside it. In an example of one check with a number
for its result, a number right after a verb that states an outcome ("costs 1
Money a turn", "gives only 3") is that result, whatever noun follows.

A rate ("scores 2 for each tile") is never a total: only a rule named as a rate states it. When the story
states the one value its checks give a noun ("Two of them were completed", of the holds just counted), its
other counts of the noun are other quantities (a whole, a part, another moment), held to nothing. A number
after an argument's name agrees with any value the checks take or give under that term, a list's included;
where the story prints that name with the checks' own value elsewhere ('In round 3'), a number after it that
the checks take under another argument or give ('by round 4' for early_by=4) names another thing of that name
(a deadline, a later moment), and is held to nothing.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Collection, Optional

from .catalogue import declare
from .claims import (Scan, agrees, bind, comparative_after, said_in_all, loss_agrees, player_numbers, sentence, shown_values,
                     skipped)
from .facts import Fact, term_stems
from .findings import Context
from .local_facts import named_card_has
from .readings import holding, per_thing, rate_fact, share_whole
from .vocabulary import word_list, word_set
from .words import LETTER_RUN as _ALPHA_RUN, STOP, WEAK_NUMBERS, Token, lemma, stem

declare("TXT004", family="printed", severity="error", title="a worked example's text contradicts its checks",
        english=True)

_PRICE = {stem("cost"), stem("price")}
_CHANGE = word_set("example_change_words")
_HINT = "make the example's text agree with its checks"
# a sentence that tells another case than the example's own: "Had she kept one more...", "What if...", "If she
# had..., she would...", and a sentence of 'would' right after one
_UNREAL_OPENERS = word_set("unreal_openers")
_MODALS = {"would", "could", "might"}
_UNREAL_WORDS = _UNREAL_OPENERS | _MODALS | {"what"}
_BACK = {"them", "those", "these", "which", "whom"}   # 'two of them': a part of what was just counted
_POSSESSIVE = word_set("example_possessives")
_NOT_POSSESSIVE = word_set("not_possessive")
# 'her third Landmark', 'another Landmark', 'her first Landmark': the story counts that noun up as it goes
_COUNTING_ON = word_set("example_ordinals") | word_set("ordinals")
_DIGIT_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\s+([A-Za-z]+)(?:\s+([A-Za-z]+))?")
# verbs that state what an example comes to, and the words that may stand between them and the number
_RESULT_VERBS = {lemma(w) for w in word_list("result_verbs")}
_ADVERBS = {"only", "just", "exactly", "still"}
# a count of places after a verb of moving is a distance, never a position the checks take ('space', 'square')
_MOVES = {lemma(w) for w in word_list("moving_verbs")}
# a verb that changes an amount: the number after it is by how much, which a name of the checks says only when it
# names the change itself ('strength_lost', 'gold_gained')
_CHANGE_VERBS = {lemma(w) for w in word_list("change_verbs")}
_CHANGE_NAMES = word_set("change_names")
_PLACE_NOUNS = {stem(w) for w in word_list("example_place_nouns")}
_ORDINALS = word_set("ordinals")
# the words that open what qualifies a name's noun: the noun of `grain_after_feeding` is grain, not feeding
_QUALIFIERS = word_set("name_qualifiers")


def _number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _counted(name: str) -> tuple[str, tuple[str, ...]]:
    """The stem of the noun a rule or argument name counts (its first plural word, else its last word, among
    the words before a preposition: `grain_after_feeding` counts grain, `tiles_in_bag` tiles), and the stems of
    all its words; ('', ()) for a name that counts per thing."""
    words = _ALPHA_RUN.findall(name.replace("_", " "))
    if not words or {w.lower() for w in words} & {"each", "per", "every"}:
        return "", ()
    cut = next((k for k, w in enumerate(words) if k and w.lower() in _QUALIFIERS), len(words))
    noun = words[:cut]
    head = next((w for w in noun if w.lower().endswith("s") and lemma(w) != w.lower()), noun[-1])
    if head.lower() in _ORDINALS:
        return "", ()   # `answer(first, second)` names its operands by order: "makes ten first" counts no 'first'
    return stem(head), tuple(stem(w) for w in words)


def _currency(ctx: Context) -> tuple[str, tuple[str, ...]]:
    """The one thing every cost of the game is paid in ('Prayer points'), as a counted noun, if there is one:
    what a rule named `*_cost` counts."""
    kinds = {item.of for cost in ctx.game.costs for item in cost.items}
    if len(kinds) != 1:
        return "", ()
    of = kinds.pop()
    name = next((c.name for c in ctx.game.categories if of in (c.id, c.name)), of)
    return _counted(str(name))


def _nouns(checks, currency: tuple[str, tuple[str, ...]] = ("", ())
           ) -> tuple[dict[str, set[str]], list[tuple[int, str, str, str, int]]]:
    """The nouns the checks count: noun stem -> the stems of the names that count it, and the entries
    (check index, "arg" or "result", noun stem, name, value).

    A noun that a check both takes and gives ('cell_groups_after_disaster(cell_groups=7)') has no entries:
    the story tells that count before and after, and for other places too. It stays a noun the checks count,
    so its numbers are the story's, held to nothing else ('comes with four Grain' for grain_after_feeding).
    """
    words: dict[str, set[str]] = {}
    entries: list[tuple[int, str, str, str, int]] = []
    changed: set[str] = set()
    for n, c in enumerate(checks):
        given = {_counted(k)[0] for k, v in c.args.items() if _number(v)}
        if _number(c.expect) and _counted(c.rule)[0] in given:
            changed.add(_counted(c.rule)[0])
        pairs = [("arg", k, v) for k, v in c.args.items() if k != "players"] + [("result", c.rule, c.expect)]
        for role, name, value in pairs:
            head, stems = _counted(name)
            if head in _PRICE and role == "result" and currency[0]:
                head, stems = currency  # church_cost() == 5: "five prayer points"
            if head and _number(value):
                words.setdefault(head, set()).update(stems)
                entries.append((n, role, head, name, value))
    return words, [e for e in entries if e[2] not in changed]


def _untold(checks, told: set[str], currency: tuple[str, tuple[str, ...]]) -> set[int]:
    """The numbers the checks take or give under a name whose noun the story never counts by a number
    (hand_size() == 3 where the story says '3 tiles in hand'): the story may state them under another noun."""
    out: set[int] = set()
    for c in checks:
        pairs = [("arg", k, v) for k, v in c.args.items() if k != "players"] + [("result", c.rule, c.expect)]
        for role, name, value in pairs:
            head = _counted(name)[0]
            if head in _PRICE and role == "result" and currency[0]:
                head = currency[0]
            if _number(value) and head not in told:
                out.add(value)
    return out


def _values(entries, head: str, mentioned: list[tuple[str, int]], roles: tuple[str, ...] = ("arg", "result")
            ) -> tuple[set[int], list[str]]:
    """The values the noun takes, in one of `roles`, in the checks the sentence speaks of: those whose arguments
    agree with the other counts the sentence states ("Red, with one church, takes two believers": the checks of
    churches=1), else in every check."""
    given: dict[int, dict[str, int]] = {}
    for n, role, h, _, v in entries:
        if role == "arg":
            given.setdefault(n, {})[h] = v
    mine = [e for e in entries if e[2] == head and e[1] in roles]
    fits = {n for n, *_ in mine if all(given.get(n, {}).get(mh, mv) == mv for mh, mv in mentioned if mh != head)}
    for pool in (fits, {n for n, *_ in entries}):
        values = {v for n, _, _, _, v in mine if n in pool}
        if values:
            return values, list(dict.fromkeys(name for n, _, _, name, _ in mine if n in pool))
    return set(), []


def _named_arguments(checks) -> dict[str, set[int]]:
    """Argument name -> every number the checks give it ('level' -> {1, 3}), but `players` (read apart) and
    a name whose noun a rule also gives: `level_after_attacking(level=3)` tells the level before and after."""
    given = {w for c in checks for w in _ALPHA_RUN.findall(c.rule.replace("_", " "))}
    given = {stem(w) for w in given}
    out: dict[str, set[int]] = {}
    for c in checks:
        for k, v in c.args.items():
            words = {stem(w) for w in _ALPHA_RUN.findall(k.replace("_", " "))}
            if k != "players" and not words & given and _number(v):
                out.setdefault(k, set()).add(v)
    return out


def _term_values(checks, name: str) -> set[int]:
    """Every number the checks take or give under the term of `name`, in the singular or the plural, a list's
    elements included (`difficulty` meets `difficulties: [1, 1]`): a number equal to one of them is the story
    telling that value, whichever check it belongs to."""
    words = [stem(w) for w in _ALPHA_RUN.findall(name)]
    out: set[int] = set()
    for c in checks:
        for k, v in [*c.args.items(), (c.rule, c.expect)]:
            if k == "players" or [stem(w) for w in _ALPHA_RUN.findall(k)] != words:
                continue
            out.update(x for x in (v if isinstance(v, list) else [v]) if _number(x))
    return out


def _argument_before(toks, i: int, named: dict[str, set[int]]):
    """The argument whose whole name is printed right before the number at i ('level 3', 'cell groups 7'),
    else the arguments whose names end in the word right before it ('level 3' for attacker_level and
    defender_level), or None; a number in a span or a bound is a limit, not the argument's value."""
    t = toks[i]
    if t.low != t.high or t.bound or not t.text[:1].isdigit():
        return None
    # "a Sol 7, a Verre 6": a name after 'a' and a number with no noun after it is one thing and what it is
    # worth, the list's verb left out; 'a level 1 worker' still labels its number
    ends = i + 1 >= len(toks) or toks[i + 1].kind != "word" or toks[i + 1].text.lower() in ("and", "or")
    if ends and i >= 2 and toks[i - 2].kind == "word" and toks[i - 2].text.lower() in ("a", "an"):
        return None
    if ends and _gapped(toks, i):
        return None
    for name in named:
        words = [stem(w) for w in _ALPHA_RUN.findall(name)]
        if not words or i < len(words) or _plural_name(name):
            continue   # 'towns' counts towns: "her town 2 Timber" is a town and what it yields, no label
        if str(t.low) in re.findall(r"\d+", name) and [b.stem for b in toks[i - len(words):i]] == words:
            return ()   # "the 3 Zone 1 passengers" for zone_1=3: the number is the argument's own name (bus-timetable)
        before = toks[i - len(words):i]
        if all(b.kind == "word" for b in before) and [b.stem for b in before] == words:
            if _verb_of_subject(toks, i - len(words), name):
                return None   # "Tom scores 4 and Mara scores 7" for match_over(score=22): what each gains, a verb
                # with its subject, not the argument named (duel-tricks, written outside the project)
            return name
    # the last word of longer names ('level 3' for attacker_level and defender_level): any of them
    last = toks[i - 1] if i > 0 and toks[i - 1].kind == "word" else None
    tails = tuple(name for name in named if last is not None and "_" in name and not _plural_name(name)
                  and stem(_ALPHA_RUN.findall(name)[-1]) == last.stem and _said_before(toks, i, name))
    return tails or None


_SUBJECT_PRONOUNS = word_set("subject_pronouns")
_GAINING = {stem(w) for w in word_list("gaining_verbs")}


def _verb_of_subject(toks, k: int, name: str) -> bool:
    """The one word of an argument's name at k is a verb of gaining in the third person after its subject ("Tom scores
    4", "she scores 7"): written with an -s the name lacks, after a word with a capital (a name) or a subject
    pronoun."""
    w = toks[k]
    if "_" in name or k == 0 or not w.text.lower().endswith("s") or name.lower().endswith("s") \
            or stem(name) not in _GAINING:
        return False   # (a verb of doing: "Tom scores 4" gains, where "the Harbourmaster rolls 2" tells the roll)
    prev = toks[k - 1]
    if prev.kind != "word":
        return False
    return prev.text.lower() in _SUBJECT_PRONOUNS or prev.text[:1].isupper()


def _said_before(toks, i: int, name: str) -> bool:
    """A name's last word right before the number labels it, but a function word ('to' of window_to) only where
    the name's other words stand earlier in the sentence ("a window of 1500 BC to 1150 BC"): "spanning 2760 BC to
    2440 BC" names no window (carbon-dating)."""
    if toks[i - 1].text.lower() not in STOP:
        return True
    said = {x.stem for x in toks[sentence(toks, i)[0]:i] if x.kind == "word"}
    return {stem(w) for w in _ALPHA_RUN.findall(name)[:-1]} <= said


def _below_every(t, names: tuple[str, ...], named: dict[str, set[int]], checks) -> bool:
    """The number is below every value the checks give the arguments it is labelled with: a share of them."""
    given = {v for name in names for v in named.get(name, set()) | _term_values(checks, name)}
    return bool(given) and t.low == t.high and t.low < min(given)


_GAP_VERBS = _RESULT_VERBS | {lemma(w) for w in word_list("gap_verbs")}
_BE = word_set("forms_of_be") | {"becomes", "became", "now"}


def _stated_as(toks, i: int, names: tuple[str, ...], given: frozenset) -> bool:
    """Another number of the story is the checks' value of the argument, said as what it is: "Sella's card gives
    her Might 3 ... so her Might is 4" for might=4 (level-thresholds): the 3 is the argument at another moment."""
    last = {stem(_ALPHA_RUN.findall(name)[-1]) for name in names if _ALPHA_RUN.findall(name)}
    for j in range(2, len(toks)):
        if j != i and toks[j].kind == "num" and toks[j].low == toks[j].high and toks[j].low in given \
                and toks[j - 1].kind == "word" and toks[j - 1].text.lower() in _BE \
                and toks[j - 2].kind == "word" and toks[j - 2].stem in last:
            return True
    return False


_LEFT_WORDS = word_set("left_words")


def _gapped(toks, i: int) -> bool:
    """"The Tablets score 9, the Gears 4 and the Compass 1": the number at i follows 'the' and one word in a list
    whose first item says its verb ('the Tablets score 9'), left out of the later items: the number is what
    the Gears come to, not how many there are."""
    if i < 2 or toks[i - 1].kind != "word" or toks[i - 2].kind != "word" or toks[i - 2].text.lower() != "the":
        return False
    j = i - 3
    while j >= 3 and toks[j].kind not in ("break", "colon"):
        if toks[j].kind == "num" and toks[j - 1].kind == "word" and toks[j - 2].kind == "word" \
                and toks[j - 3].kind == "word" and toks[j - 3].text.lower() == "the" \
                and lemma(toks[j - 1].text) in _GAP_VERBS:
            return True   # 'the Tablets score 9': an article, a noun, a verb of what it comes to, its number
        j -= 1
    return False


def _plural_name(name: str) -> bool:
    """An argument named by a plural noun counts things ('towns', 'cards_left'): a number is never its label."""
    words = _ALPHA_RUN.findall(name)
    cut = next((k for k, w in enumerate(words) if k and w.lower() in _QUALIFIERS), len(words))
    return any(w.lower().endswith("s") and lemma(w) != w.lower() for w in words[:cut])


def _argument_after(toks, i: int, stems: tuple[str, ...], checks, between: bool = False) -> str:
    """The argument of the checks whose name is the word right after the term the number at i states ('3 Glow
    saved' for glow_total(saved=3)), or with `between` the word between the number and the term ('two Late
    paintings' for surveys(late=2)); '' when there is none."""
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].stem in stems:
        j += 1
    if between and j == i + 1 and j + 1 < len(toks) and toks[j].kind == "word" and toks[j + 1].kind == "word" \
            and toks[j + 1].stem in stems:
        pass   # the word at j sits between the number and its noun
    elif j == i + 1 or j >= len(toks) or toks[j].kind != "word":
        return ""
    if j + 1 < len(toks) and toks[j + 1].kind == "num":
        return ""   # "eleven cards print 14 points": the word is a verb whose own number follows it
    for c in checks:
        for k, v in c.args.items():
            words = _ALPHA_RUN.findall(k)
            if k != "players" and _number(v) and words and stem(words[-1]) == toks[j].stem:
                return k
    return ""


def _same_term_arguments(checks, told: set[str]) -> set[int]:
    """The numbers the checks give arguments that may be the rule's own term at another moment
    (glow_total(saved=3, gained=2): Glow saved and gained): not `players`, and not an argument whose name is a
    plural noun or a noun the story counts ('4 Trees' for complete_sets(trees=4)), which counts another thing."""
    out: set[int] = set()
    for c in checks:
        for k, v in c.args.items():
            if k == "players" or not _number(v):
                continue
            head = _ALPHA_RUN.findall(k)[-1:] or [""]
            plural = head[0].lower().endswith("s") and lemma(head[0]) != head[0].lower()
            if not plural and _counted(k)[0] not in told:
                out.add(v)
    return out


def _same_noun_arguments(checks, rule: str) -> frozenset[int]:
    """The numbers the checks pass under an argument counting the noun the rule counts (health_after(health=5)):
    the same thing before the change the rule works out; a list under that noun counts its items ("12 dice in
    play" for count_showing(dice=[1, 3, ...]) with twelve dice, beside dice_after(dice=4))."""
    head = _counted(rule)[0]
    return frozenset(len(v) if isinstance(v, list) else v for c in checks for k, v in c.args.items()
                     if k != "players" and (_number(v) or isinstance(v, list) and v) and head
                     and _counted(k)[0] == head)


def _before_christ(toks, i: int) -> bool:
    """The number is a year before Christ: 'BC' or 'BCE' right after it ('1450 BC')."""
    return i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.upper() in ("BC", "BCE")


def _all_stated(checks) -> frozenset[int]:
    """Every whole number the checks take or give, in lists too."""
    out: set[int] = set()
    for c in checks:
        for v in (*c.args.values(), c.expect):
            out.update(x for x in (v if isinstance(v, (list, tuple)) else (v,)) if _number(x))
    return frozenset(out)


def _sums(checks, most: int = 8) -> set[int]:
    """The totals of two or more numbers one check takes ('nine paintings in his collection: four by Marrow,
    three by Sol, one by Verre and one by Ashby' for season_income(marrow=4, sol=3, verre=1, ashby=1)): a story's
    whole of the parts its checks count, not any one of them."""
    out: set[int] = set()
    for c in checks:
        values = [v for k, v in c.args.items() if k != "players" and _number(v) and v > 0][:most]
        sums = {0: 0}   # a total of some of the values -> the most values it is made of
        for v in values:
            for total, parts in list(sums.items()):
                sums[total + v] = max(sums.get(total + v, 0), parts + 1)
        out.update(total for total, parts in sums.items() if parts >= 2)
    return out


def _other_values(checks, names: tuple[str, ...]) -> set[int]:
    """The numbers the checks take under another argument than `names` (`players` aside: it is read apart) or
    give as a result, a list's elements included: 'by round 4' may be early_by=4 in a story about round=3."""
    out: set[int] = set()
    for c in checks:
        for k, v in [*((k, v) for k, v in c.args.items() if k not in names and k != "players"), (c.rule, c.expect)]:
            out.update(x for x in (v if isinstance(v, list) else [v]) if _number(x))
    return out


def _counted_up(text: str, toks) -> set[str]:
    """The stems of the nouns the story counts up as it goes: after an ordinal or 'another', with at most one
    word between ('her third Landmark', 'a 2nd new tile', 'another Landmark')."""
    out: set[str] = set()
    for j, t in enumerate(toks):
        if t.kind == "word" and t.text.lower() in _COUNTING_ON:
            out.update(w.stem for w in toks[j + 1:j + 3] if w.kind == "word")
    for m in _DIGIT_ORDINAL.finditer(text):
        out.update(stem(w) for w in m.groups() if w)
    return out


def _unreal(toks) -> set[int]:
    """The indexes of the tokens of the sentences that tell a case other than the example's own: one opening with
    'Had', 'Were', 'Suppose', 'Imagine' or 'Otherwise', one asking 'what if', one with 'if' or 'unless' and
    'would', 'could' or 'might', one with 'would have', and a sentence of 'would' right after one of them."""
    out: set[int] = set()
    a, before = 0, False
    while a < len(toks):
        _, b = sentence(toks, a)
        words = [t.text.lower() for t in toks[a:b] if t.kind == "word"]
        pairs = set(zip(words, words[1:]))
        first = next((w for w in words if w not in ("but", "and", "so", "then")), "")
        modal = bool(_MODALS & set(words))
        unreal = (first in _UNREAL_OPENERS or ("what", "if") in pairs or modal and {"if", "unless"} & set(words)
                  or any((m, "have") in pairs for m in _MODALS) or modal and before)
        if unreal:
            out.update(range(a, b))
        before = bool(unreal)
        a = b + 1
    return out


# words of a rule's name that single out some of what it counts: "ten cards" in a story is no count of
# `fewest_cards` unless the sentence says 'fewest'
_SINGLING = {stem(w) for w in word_list("singling_words")}


def _flat(value: Any) -> list[int]:
    return [v for v in (value if isinstance(value, list) else [value]) if _number(v)]


def _guessed(toks, i: int, names: list[str], checks, sentence_stems: set[str]) -> bool:
    """The number at i, held to the values of `names` in `checks`, is a guess: the names single out some of what
    they count in words the sentence does not say ('ten cards' for `fewest_cards`); the number is a value the
    example's checks take or give under another name ("loses 2 points for the empty spaces" for
    empty_spaces() == 2 beside objective_points() == 6); the sentence tells another state of an argument those
    checks take ("has 6 damage, so ... three registers locked" for locked_registers(damage=3)); or it says what
    would be ('would', 'could', 'might')."""
    t = toks[i]
    if names and all({stem(w) for w in _ALPHA_RUN.findall(n.replace("_", " "))} & _SINGLING - sentence_stems
                     for n in names):
        return True
    mine = [c for c in checks if c.rule in names or any(k in names for k in c.args)]
    own = {v for c in mine for k, v in c.args.items() if k in names for v in _flat(v)} | {
        v for c in mine if c.rule in names for v in _flat(c.expect)}
    every = {v for c in checks for v in [*_flat(c.expect), *(x for a in c.args.values() for x in _flat(a))]}
    if t.low == t.high and t.low in every - own:
        return True
    a, b = sentence(toks, i)
    if any(x.kind == "word" and x.text.lower() in _MODALS for x in toks[a:b]):
        return True
    heads = {_counted(k)[0]: {v for c in mine for v in _flat(c.args.get(k))} for c in mine for k in c.args
             if k != "players" and k not in names}
    for j in range(a, b):
        x = toks[j]
        if j == i or x.kind != "num" or x.low != x.high or j + 1 >= len(toks) or toks[j + 1].kind != "word":
            continue
        given = heads.get(toks[j + 1].stem)
        if given and x.low not in given:
            return True
    return False


_LEVEL_CUES = word_list("level_cues")
_TO_CUES = {w for w in _LEVEL_CUES if " " not in w}
_WITH_CUES = {tuple(w.split()) for w in _LEVEL_CUES if " " in w}
_AFTER_BARE = word_set("after_bare")


_STEP_ORDINALS = word_set("step_ordinals")


def _step_by_step(toks: list[Token], a: int, b: int) -> bool:
    """The sentence toks[a:b] tells a story step by step ("The first sale ... pays him 5 coins, the second ... pays
    3, the third ..."): two or more ordinals name its steps, so a number in it is one step's, perhaps no value the
    checks state of the whole (price-ladder)."""
    return len({x.text.lower() for x in toks[a:b] if x.kind == "word" and x.text.lower() in _STEP_ORDINALS}) >= 2


def _named_card_says(ctx: Context, text: str, toks: list[Token], i: int, stems: tuple[str, ...],
                     sentence_wide: bool = False) -> bool:
    """A card named in the number's clause before it (with `sentence_wide`, its sentence before it: 'its' before
    the number points back past the clause) has a column
    of the number's noun that gives the number: the story tells that card's own value ("Red's Cross deals 2 damage"
    where the Cross's damage is 2; "Iowa has 3 red cubes and 3 blue, so it is contested and its 6 votes go to
    nobody" where Iowa's votes are 6)."""
    t = toks[i]
    if t.low != t.high:
        return False
    a = i
    while a > 0 and toks[a - 1].kind not in (("break",) if sentence_wide else ("break", "comma")):
        a -= 1
    return named_card_has(ctx.game, text[toks[a].start:t.start], t.low, stems)


_SUM_WORDS = word_set("sum_told_words")


def _joined_numbers(toks: list[Token], i: int, joins: tuple[str, ...]) -> tuple[list[int], int]:
    """The values of the list of single numbers the number at i stands in, joined by commas or the words `joins`
    ('5 and 4', '3, 2 and 6'), and the index of its last number."""
    def joined(k: int) -> bool:   # toks[k] joins the numbers on either side of it
        return toks[k].kind == "comma" or toks[k].kind == "word" and toks[k].text.lower() in joins

    start = i
    while start >= 2 and toks[start - 2].kind == "num" and joined(start - 1):
        start -= 2
    parts, k = [], start
    while k < len(toks) and toks[k].kind == "num" and toks[k].low == toks[k].high:
        parts.append(toks[k].low)
        if k + 2 < len(toks) and toks[k + 2].kind == "num" and joined(k + 1):
            k += 2
            continue
        break
    return parts, k


def _summed_after(toks: list[Token], i: int) -> bool:
    """The number at i is one of a list of two or more ('5 and 4', '3, 2 and 6') that the sentence then adds up in
    words ("rolls 5 and 4, a total of 9", "3 and 2, making 5", "2 and 2 for a sum of 4"): a part, the sum told."""
    parts, last = _joined_numbers(toks, i, ("and", "plus"))
    if len(parts) < 2:
        return False
    k = last + 1
    for j in range(k, min(len(toks), k + 6)):
        x = toks[j]
        if x.kind == "num":
            return x.low == x.high == sum(parts) and any(
                y.kind == "word" and y.text.lower() in _SUM_WORDS for y in toks[k:j])
        if x.kind == "break":
            return False
    return False


def _part_before_total(toks: list[Token], i: int, values: frozenset[int]) -> bool:
    """Later in the number's sentence, past a colon or with 'in all' after it, a number of the same noun that agrees
    with the checks ("add 1 fan: 4 fan in all", "1 fan each: 3 fan"): likely the whole, of which the number is a
    part."""
    nouns = {w.stem for w in _following(toks, i)}
    _, b = sentence(toks, i)
    for j in range(i + 1, b):
        x = toks[j]
        if x.kind == "num" and agrees(x, values) and nouns & {w.stem for w in _following(toks, j)} \
                and (said_in_all(toks, j) or any(y.kind == "colon" for y in toks[i + 1:j])):
            return True
    return False


def _faces_of(toks: list[Token], i: int, given: frozenset[int]) -> bool:
    """The number at i is one of a list of two or more joined by 'and' or commas ('3 and 3', '5, 2 and 1') whose sum
    is a value the checks give: the faces of dice, their total the value."""
    parts, k = _joined_numbers(toks, i, ("and",))
    if len(parts) < 2 or sum(parts) not in given:
        return False
    # a total the sentence then tells in words is held instead ("rolls 5 and 4, a total of 10" for roll=9)
    return not any(x.kind == "num" and x.low != sum(parts) for x in toks[k + 1:k + 7]
                   if any(y.kind == "word" and y.text.lower() in _SUM_WORDS for y in toks[k + 1:k + 5]))


def _its(toks: list[Token], i: int) -> bool:
    """'its' or 'their' right before the number ("so it is contested and its 6 votes go to nobody"): the number is a
    thing's own, named before in the sentence."""
    return i > 0 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in ("its", "their")


def _own_stems(toks: list[Token], i: int) -> tuple[str, ...]:
    """The stems of the words right after the number, up to two ('6 electoral votes': electoral, vote)."""
    out: list[str] = []
    for x in toks[i + 1:i + 3]:
        if x.kind != "word":
            break
        out.append(x.stem)
    return tuple(out)


def _earlier_state(toks: list[Token], i: int) -> bool:
    """What a person of the story already holds, or starts or begins with, before the story goes on ("she already
    holds one Skid token", then takes two: modular-track; "Dev starts his turn with 3 Focus", then spends and gains:
    x-variable): another moment than the checks'."""
    return any(x.kind == "word" and x.text.lower() == "already" for x in toks[max(0, i - 3):i]) or \
        any(x.kind == "word" and lemma(x.text) in ("start", "begin") for x in toks[max(0, i - 6):i])


def _compared(toks: list[Token], i: int) -> bool:
    """The number is what another is compared with ("She spins a 4, more than the 3 stones she needs": spinner-count):
    a bound the story names, perhaps no value the checks state."""
    j = i - 1
    if j >= 0 and toks[j].kind == "word" and toks[j].text.lower() in ("the", "her", "his", "their", "your"):
        j -= 1
    return j >= 0 and toks[j].kind == "word" and toks[j].text.lower() == "than"


_MARGIN_VERBS = word_set("margin_words")
_MARGIN_NAMES = {"margin", "difference", "gap", "lead", "ahead"}


def margin(toks: list[Token], i: int, names: Any = ()) -> bool:
    """The number is a margin: 'by' (or 'by only', 'by just') right before it, a word of winning, leading or
    trailing within four words before that ("wins by four tenths", "leads Ben by 2 points"), and none of the
    `names` of what it would be held to names a margin."""
    if any(set(re.findall(r"[a-z]+", str(n).lower())) & _MARGIN_NAMES for n in names):
        return False
    j = i - 1
    while j >= 0 and toks[j].kind == "word" and toks[j].text.lower() in ("only", "just", "exactly"):
        j -= 1
    if j < 0 or toks[j].kind != "word" or toks[j].text.lower() != "by":
        return False
    return any(x.kind == "word" and (lemma(x.text) in _MARGIN_VERBS or x.text.lower() in _MARGIN_VERBS)
               for x in toks[max(0, j - 4):j])


_THING_VALUE_VERBS = word_set("value_verbs")
_OBJECTS = word_set("object_pronouns")


def _value_of_thing(toks: list[Token], i: int) -> bool:
    """The number is what a thing the story names costs or is worth, said in a clause about it: "one Snuff token
    ..., which costs her 2 points", "one Wick token left, worth 1 point" (solo-ranks): that thing's own value,
    perhaps no value the checks state of the noun."""
    j = i - 1
    while j >= 0 and toks[j].kind == "word" and toks[j].text.lower() in _OBJECTS:
        j -= 1
    if j < 1 or toks[j].kind != "word":
        return False
    word = toks[j].text.lower()
    if word == "worth":
        return toks[j - 1].kind == "comma"
    return word in _THING_VALUE_VERBS and toks[j - 1].kind == "word" and toks[j - 1].text.lower() in ("which", "that")


_PRICED_WORDS = {"priced", "costing", "worth", "at"}


def _named_card_price(toks: list[Token], i: int, prices: dict[tuple[str, ...], frozenset[int]]) -> bool:
    """The number is a price a named card of the game has, said right after its name: "a Saffron Pouch priced 2
    gold or 13 silver" (exchange-rates), each number one of the card's own columns: that card's, no value of the
    checks (whose `gold` may be the gold someone sells)."""
    j = i - 1
    # back over the other amounts of the same price: 'priced 2 gold or 13 silver'
    while j >= 2 and toks[j].kind == "word" and toks[j].text.lower() in ("or", "and") and toks[j - 1].kind == "word"             and toks[j - 2].kind == "num":
        j -= 3
    if j < 1 or toks[j].kind != "word" or toks[j].text.lower() not in _PRICED_WORDS:
        return False
    words: list[str] = []
    k = j - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].text[:1].isupper() and len(words) < 5:
        words.insert(0, toks[k].text.lower())
        k -= 1
    return any(tuple(words[n:]) in prices and toks[i].low in prices[tuple(words[n:])] for n in range(len(words)))


def _card_prices(ctx: Context) -> dict[tuple[str, ...], frozenset[int]]:
    """Each card's name (its lower-case words) -> the numbers of its own columns."""
    out: dict[tuple[str, ...], frozenset[int]] = {}
    for deck in ctx.game.decks:
        for card in deck.cards:
            values = frozenset(v for v in card.fields.values() if isinstance(v, int) and not isinstance(v, bool))
            if values:
                key = tuple(card.name.lower().split())
                out[key] = out.get(key, frozenset()) | values
    return out


_NEED_VERBS = {"need", "require"}
_NEED_NAMES = word_set("need_names")


def _needed(toks, i: int) -> bool:
    """The number follows a verb of needing ("needs 9 tricks", "needed only 3"), a word of degree between."""
    k = i - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].text.lower() in ("only", "just", "exactly", "at", "least"):
        k -= 1
    return k >= 0 and toks[k].kind == "word" and lemma(toks[k].text) in _NEED_VERBS


def _elided(toks, i: int, bound: dict[int, Fact]) -> tuple[Optional[Fact], str]:
    """The fact of the count right before the number at i in its sentence, and the words that cue it, when the
    number is bare after a cue that makes it that count at a later moment ("which had 5 health and is left with
    2", "had 6 Grain and dropped to 4"); (None, '') otherwise, and when another number stands between them
    ("had 5 health, took 3 damage and is left with 2" may leave out either noun)."""
    t, nxt = toks[i], toks[i + 1] if i + 1 < len(toks) else None
    if t.low != t.high or t.bound or i < 2 or nxt is not None and nxt.kind == "word" \
            and nxt.text.lower() not in _AFTER_BARE:
        return None, ""
    if toks[i - 1].kind != "word" or toks[i - 2].kind != "word":
        return None, ""
    pair = (toks[i - 2].text.lower(), toks[i - 1].text.lower())
    if not (pair[1] == "to" and pair[0] in _TO_CUES or pair in _WITH_CUES):
        return None, ""
    a = sentence(toks, i)[0]
    j = next((j for j in range(i - 1, a - 1, -1) if toks[j].kind == "num"), None)
    return (bound[j], " ".join(pair)) if j in bound else (None, "")


def _in_brackets(text: str, toks, i: int) -> bool:
    """The name and number at i describe one thing the story names, not the argument of that name: in brackets
    after it ("a Grenadiers (attack 6)", "Two Line Foot (attack 5 each)")."""
    if any(j >= 0 and toks[j].kind == "word" and text[:toks[j].start].rstrip().endswith("(")
           for j in (i - 1, i - 2)):
        return True
    # a later pair of the same brackets: "Wing Run (power 4, stamina 2)" (match-clock)
    if i < 1 or toks[i - 1].kind != "word":
        return False
    start = toks[i - 1].start
    opened, closed = text.rfind("(", 0, start), text.rfind(")", 0, start)
    return opened > closed and _PAIRS.fullmatch(text, opened + 1, start) is not None


def _bracketed(text: str, t: Token) -> bool:
    """The number opens brackets of its own, with its noun: "Timber all 7 (20 points)"."""
    return text[:t.start].rstrip().endswith("(") and text.find(")", t.end) != -1 \
        and "(" not in text[t.end:text.find(")", t.end)]


def _listed_after(toks, i: int) -> list[int]:
    """The numbers of the list the number at i opens ("rolls 2, 4 and 6": 4 and 6), joined by commas, 'and', 'or'."""
    out, k = [], i + 1
    while k + 1 < len(toks) and (toks[k].kind == "comma" or toks[k].kind == "word"
                                 and toks[k].text.lower() in ("and", "or")):
        k += 1
        if toks[k].kind == "word" and toks[k].text.lower() in ("and", "or"):
            k += 1
        if k < len(toks) and toks[k].kind == "num":
            out.append(k)
            k += 1
        else:
            break
    return out


_PAIRS = re.compile(r"(?:\s*[A-Za-z][A-Za-z' -]*\s+\d+(?:\s+each)?\s*,)+\s*")


def _rate_name(name: str) -> bool:
    """A rule named as a rate ('points_per_tile', 'gold_each'): what 'N for each X' may state."""
    return bool({"per", "each", "every"} & {w.lower() for w in _ALPHA_RUN.findall(name)})


def _part_of(toks, i: int) -> bool:
    """The number at i counts a part of things named before ('Two of them', 'two of which', 'one of those')."""
    return (i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() == "of"
            and toks[i + 2].kind == "word" and toks[i + 2].text.lower() in _BACK)


def _stated(toks, claims: list[tuple[int, str, str]], entries) -> set[str]:
    """The nouns of one value in the checks that the story states itself: by a count of the noun ('two holds')
    or by a part of the things it last counted, in that sentence or the one before ('three holds. Two of them
    were completed'). The story has told the checks' count; its other counts of the noun are other quantities.
    A noun of several values ('three believers' for churches=2, 'two' for churches=1) is left to the checks."""
    said: dict[str, set[int]] = {}
    for i, head, _ in claims:
        if toks[i].low == toks[i].high:
            said.setdefault(head, set()).add(toks[i].low)
    for i, t in enumerate(toks):
        if t.kind != "num" or t.low != t.high or not _part_of(toks, i):
            continue
        a = sentence(toks, i)[0]
        before = sentence(toks, a - 1)[0] if a > 0 else a   # where the sentence before this one opens
        owner = [head for j, head, _ in claims if before <= j < i]
        if owner:
            said.setdefault(owner[-1], set()).add(t.low)
    out = set()
    for head, numbers in said.items():
        values = {v for _, _, h, _, v in entries if h == head}
        if len(values) == 1 and values <= numbers:
            out.add(head)
    return out


def _after_result_verb(toks, i: int) -> bool:
    """The number at i comes right after a verb that states an outcome ('costs 1 Money', 'gives only 3')."""
    j = i - 1
    while j >= 0 and toks[j].kind == "word" and toks[j].text.lower() in _ADVERBS:
        j -= 1
    # "a Marrow pays 4": what any one thing gives, said in general, not what the example comes to
    one = j >= 2 and toks[j - 2].kind == "word" and toks[j - 2].text.lower() in ("a", "an", "each", "every")
    return j >= 0 and toks[j].kind == "word" and lemma(toks[j].text) in _RESULT_VERBS and not one


_IS = {"is", "was", "comes"}


def _named_result(toks, i: int, checks: list) -> Any:
    """The one check whose rule the subject of 'is' right before the number names whole ("so her final score is 19"
    for final_score(...) == 19; 'comes to' too), or the one result when the subject is a total or a score; None
    otherwise. The subject: the words within the four before 'is', in its clause."""
    j = i - 1
    if j >= 1 and toks[j].kind == "word" and toks[j].text.lower() == "to" and toks[j - 1].kind == "word" \
            and toks[j - 1].text.lower() == "comes":
        j -= 1
    if j < 1 or toks[j].kind != "word" or toks[j].text.lower() not in _IS:
        return None
    subject: set[str] = set()
    for x in toks[max(0, j - 4):j][::-1]:
        if x.kind != "word":
            break
        subject.add(x.stem)
    found = [c for c in checks if _number(c.expect) and (words := {stem(w) for w in str(c.rule).split("_")
                                                                  if w and w.lower() not in STOP})
             and words <= subject]
    numeric = [c for c in checks if _number(c.expect)]
    if not found and len(numeric) == 1 and subject & _TOTALS:
        return numeric[0]   # "Her total is 22" for the story's one result, final_score(...) == 22 (ab-boards)
    return found[0] if found and len({(c.rule, c.expect) for c in found}) == 1 else None


_TOTALS = {stem("total"), stem("score")}


def _operand(text: str, t: Token) -> bool:
    """The number opens a sum or a product the story works out ("The bill is 3 × $1.15 = $3.45"): an operand,
    not what the subject of 'is' comes to."""
    return _OPERATOR.match(text, t.end) is not None


_OPERATOR = re.compile(r"\s*(?:[\u00d7*+=/\u00f7\u2212-]|x\s*\d)")


def _told_elsewhere(toks, i: int, value: Any, text: str = "") -> bool:
    """The story states the check's result by another number than the one at i ("The Boathouse costs 1 Light
    and the Lamp Room costs 3, so the marker drops 4 spaces" for light_lost() == 4), or as the result of a sum
    it works out ("scores 2 points for the win and 1 for each of three words: 2 + 3 = 5 points": word-guess):
    the numbers after other outcome verbs are its parts."""
    if not _number(value):
        return False
    if any(j != i and t.kind == "num" and t.low == t.high == value for j, t in enumerate(toks)):
        return True
    return _sum_gives(text, value)


def _parts_summed(toks, i: int, a: int) -> bool:
    """The number at i is said to be a sum ('in all', 'in total', 'altogether' after it or its noun) of two or more
    numbers said just before it in its sentence, the last of them (not 'both', 'once', 'one': articles and
    moments as often): the story's total of its parts, no value of a check."""
    t = toks[i]
    if t.low != t.high or not said_in_all(toks, i):
        return False
    run = [x.low for x in toks[a:i] if x.kind == "num" and x.low == x.high and x.text.lower() not in WEAK_NUMBERS]
    return any(sum(run[k:]) == t.low for k in range(len(run) - 1))


_MORE_WORDS = {"more", "extra"}


def _part_of_told_sum(toks, i: int, values: frozenset[int]) -> bool:
    """The number at i is the first part of a sum its sentence then tells: 'N more' after it, then the total they make,
    which is one of the checks' values ("She has 5 Food and eats her last Grain raw for 1 more, which makes 6" for
    hunger_cards(food=6): farm-seasons, written outside the project). Exact arithmetic, so no guess."""
    t = toks[i]
    if t.low != t.high:
        return False
    _, b = sentence(toks, i)
    for j in range(i + 1, b - 1):
        x = toks[j]
        if x.kind == "num" and x.low == x.high and toks[j + 1].kind == "word" and toks[j + 1].text.lower() in _MORE_WORDS:
            total = t.low + x.low
            return total in values and any(y.kind == "num" and y.low == y.high == total for y in toks[j + 2:b])
    return False


def total_told(toks, i: int, values: frozenset[int]) -> bool:
    """The story states the rule's one value elsewhere with the noun of the number at i ("The Herald is worth 6
    Glory, and two beacons give 2 more: 8 Glory in all" for turn_glory() == 8: chess-coords): that number is
    more likely a part of the whole it states, or another moment, than a wrong result, so a guess."""
    if len(values) != 1:
        return False
    nouns = {w.stem for w in _following(toks, i)}
    value = next(iter(values))
    return bool(nouns) and any(j != i and t.kind == "num" and t.low == t.high == value
                               and nouns & {w.stem for w in _following(toks, j)} for j, t in enumerate(toks))


def _sum_gives(text: str, value: Any) -> bool:
    """The story works the value out as the result of a sum it prints ('2 + 3 = 5 points')."""
    return _number(value) and re.search(rf"=\s*{value}(?![\d.,]\d)\b", text) is not None


_MONEY = re.compile(r"[$\u20ac\u00a3\u00a5]\s?(\d{1,7})[.,](\d\d)(?!\d)|(?<![\d.,])(\d{1,7})[.,](\d\d)\s?[\u20ac\u00a2$]")


_PACKED = re.compile(r"\s*\d{1,4}(?:\s*[/:x\u00d7-]\s*\d{1,4})+\s*")


def _in_cents(text: str, value: Any) -> bool:
    """The story prints the value as an amount of money with cents: '$2.25' or '2,25 \u20ac' for 225 (an engine that
    counts money in cents, a story that tells it as players read prices)."""
    if not _number(value) or value < 0:
        return False
    return any(int("".join(m.groups(default=""))) == value for m in _MONEY.finditer(text))


def _following(toks, i: int) -> list:
    """The one or two words right after the number, with nothing between ('three believers', 'two prayer
    points'); none after a comma or a small word ('0 or more, which any roll beats')."""
    out = []
    for t in toks[i + 1:i + 3]:
        if t.kind != "word" or t.text.lower() in STOP:
            break
        out.append(t)
    return out


def _all_values(values: list) -> list:
    """The values of a check's arguments, the elements of lists (and of lists within them) in their place, and the
    values of a mapping inside a list ('theirs: [{attack: 1, health: 3}]': the units a story tells stat by stat,
    "the Crane has taken three damage" of the one whose health is 3: auto-battler, written outside the project)."""
    out: list = []
    for v in values:
        out.extend(_all_values(list(v)) if isinstance(v, (list, tuple)) else
                   _all_values(list(v.values())) if isinstance(v, dict) else [v])
    return out


_WORDED_SIGNS = {"less": -1, "minus": -1, "plus": 1}


def _worked_on(toks: list, i: int) -> bool:
    """The number at i is worked on in words later in its sentence, the outcome said after: "twelve, less one, so
    eleven", "8 plus 2 makes 10" (the outcome the operation gives, within a few words)."""
    _, b = sentence(toks, i)
    for k in range(i + 1, min(b, i + 5)):
        sign = _WORDED_SIGNS.get(toks[k].text.lower()) if toks[k].kind == "word" else None
        if sign is None or k + 1 >= b or toks[k + 1].kind != "num" or toks[k + 1].low != toks[k + 1].high:
            continue
        outcome = toks[i].low + sign * toks[k + 1].low
        return any(x.kind == "num" and x.low == x.high == outcome for x in toks[k + 2:min(b, k + 7)])
    return False


def _operand_said(text: str, toks: list, i: int) -> bool:
    """The number at i is written again as an operand of a sum or product later in its sentence ("6 report points
    for the A and 2 for each ..., 6 + 2 + 2 = 10")."""
    _, b = sentence(toks, i)
    end = toks[b].start if b < len(toks) else len(text)   # a sum's own tokens are left out: read up to the next one
    n = re.escape(str(toks[i].low))
    return re.search(rf"(?<![\w.,]){n}\s*[+\u00d7*]\s*\d|\d\s*[+\u00d7*]\s*{n}(?![\w.,])", text[toks[i].end:end]) is not None


_SUM = re.compile(r"(?<![\w.,])(\d+(?:\s*\+\s*\d+)+)\s*=\s*(\d+)(?![\w.,]\d)")


def _term_of_checked_sum(text: str, t: Token, results: set) -> bool:
    """The number is a term of a sum the story prints later ('13 + 2 + 2 + 3 = 20') that adds up and whose total
    a check states: a part the story accounts for, though no check names it (eg-lists, written outside the
    project: "one full caravan ... worth 3 points. Her final score is 13 + 2 + 2 + 3 = 20" for final_score() ==
    20; the 3 is caravan_points(), which the check works out inside)."""
    for m in _SUM.finditer(text, t.end):
        terms = [int(n) for n in re.findall(r"\d+", m.group(1))]
        if t.low in terms and sum(terms) == int(m.group(2)) and int(m.group(2)) in results:
            return True
    return False


def _names_game_value(toks: list[Token], i: int, facts: Collection[Fact], checked: Collection[str]) -> bool:
    """The number's sentence names, up to the word after it, every word of a term of the game (two words or more)
    whose one value, the same in every game, the number is: "A tasting menu is worth 8 coins, and ... tip one coin
    each, so she takes 10" for tasting_menu_coins() == 8 beside set_coins() == 10 (night-market, written outside the
    project): the story restates a rule of the game on its way to its result, which is no value of the result. A
    rule of several values, or one the example's checks call (`checked`, rule names), is the story's own case."""
    t = toks[i]
    if t.low != t.high or not facts:
        return False
    a, _ = sentence(toks, i)
    said = {x.stem for x in toks[a:i + 2] if x.kind == "word"}
    return any(len(f.stems) >= 2 and len(f.values) == 1 and not f.by_count and f.name.removesuffix("()") not in checked
               and said.issuperset(f.stems) and agrees(t, f.values) for f in facts)


def example_claims(ctx: Context, s: Scan, used: set[int], nouns: set[str],
                   name_words: Callable[[], set[str]] = set, game_facts: Collection[Fact] = ()) -> None:
    """`name_words`: the lower-case words of the game's names, asked for when a story's holding is read; `game_facts`:
    the game's facts (a rule the story restates is no value of its checks)."""
    example = s.passage.owner
    toks = s.toks

    # the numbers of the lists the checks take, lists within lists included ('markers: [[Ada, 9], [Ben, 8]]',
    # 'properties: [[7, 2], [5, 1]]': a state the story tells piece by piece); a single number a check takes is
    # left out, since the story names it with its own noun ("is left with 3" for health_after(damage=3))
    listed = {v for c in example.checks for a in c.args.values() if isinstance(a, (list, tuple))
              for v in _all_values(list(a)) if _number(v)}
    # and the values of a mapping a check takes ('reeds: {Mara: 3, Tom: 2}' beside final_score(reeds=8): the story's
    # "Mara has 3 reeds there": delta-hexes)
    listed |= {v for c in example.checks for a in c.args.values() if isinstance(a, dict)
               for v in _all_values(list(a.values())) if _number(v)}
    # numbers a check takes packed in a string ('attacker: "3/2"', power and toughness; a score "2-0"): a state the
    # story tells number by number ("The Wolf deals 3 damage", its power: creature-duel)
    listed |= {int(n) for c in example.checks for a in c.args.values() if isinstance(a, str) and _PACKED.fullmatch(a)
               for n in re.findall(r"\d+", a)}
    # and the elements of a list a check gives ('expect: [3, 5, 8]' for dusk(...), the water, food and morale left):
    # "That leaves 3 Water, 5 Food and 8 Morale" tells the result item by item (lifeboat-coop, written outside the
    # project, had its 8 Morale held to starting_morale() == 6)
    listed |= {v for c in example.checks if isinstance(c.expect, (list, tuple)) for v in _all_values(list(c.expect))
               if _number(v)}
    checked = {c.expect for c in example.checks if _number(c.expect)}
    worked_out = checked | listed
    # the sum of the numbers a list argument holds ("she takes back the 100 she staked" for bets of 25, 50 and 25:
    # casino-payouts): the whole the list makes, which the story may tell
    totals = {sum(ns) for c in example.checks for a in c.args.values() if isinstance(a, (list, tuple))
              for ns in ([v for v in _all_values(list(a)) if _number(v)],) if len(ns) >= 2}
    # and what a mapping's values add up to, in a sentence that names none of its keys ("the 12 fault points he
    # gave away earlier" for faults: {Outrun: 2, Fetch: 4, Drive: 6}: sheepdog-clock; "Mara has 5 reeds" for
    # {Mara: 3, Tom: 2} is Mara's)
    mapped = [(sum(ns), tuple(str(k).lower() for k in a)) for c in example.checks for a in c.args.values()
              if isinstance(a, dict) for ns in ([v for v in _all_values(list(a.values())) if _number(v)],)
              if len(ns) >= 2]

    def whole_of_mapping(t) -> bool:
        if not mapped or t.low != t.high:
            return False
        a, b = sentence(toks, toks.index(t))
        said = {x.text.lower() for x in toks[a:b] if x.kind == "word"}
        return any(total == t.low and said.isdisjoint(keys) for total, keys in mapped)

    def report(t, what: str, values: frozenset[int], unsure: bool = False) -> None:
        if t.low == t.high and _before_christ(toks, toks.index(t)) and -t.low in values | _all_stated(example.checks):
            return   # "a window of 1500 BC to 1150 BC" for window_to=-1150: a year before Christ, kept negative as
            # the data keeps it; or a year another check of the story states (carbon-dating)
        if loss_agrees(s.passage.text, t, values):
            return   # "She loses 1 health, down to 4" for event_health() == -1: the size of the loss, as in prose
        if t.low == t.high and _summed_after(toks, toks.index(t)):
            return   # "rolls 5 and 4, a total of 9: a hit" for roll=9: the dice the sentence adds up itself (sonar-bearings)
        if t.low not in values and _names_game_value(toks, toks.index(t), game_facts, {c.rule for c in example.checks}):
            return   # "A tasting menu is worth 8 coins, ... so she takes 10": the game's tasting_menu_coins() (8)
        if t.low == t.high and _worked_on(toks, toks.index(t)):
            return   # "the table gives twelve water, less one, so eleven" for water_this_year() == 11: a number the
            # sentence works on in words, its result said after (water-council, written outside the project)
        if t.low == t.high and _operand_said(s.passage.text, toks, toks.index(t)):
            return   # "6 report points for the A and 2 for each of the two grades she gained, 6 + 2 + 2 = 10": a
            # part the sentence adds up itself, not what the example comes to (school-term)
        if t.low == t.high and t.low not in values and _term_of_checked_sum(s.passage.text, t, checked - values):
            return   # a term of a later sum whose total another check states (eg-lists); a number said as the very
            # result the sum adds up to ("Selling pays him 5 coins. ... 5 + 3 + 2 = 10" for sell_income() == 10) is
            # still that result said wrong
        if t.low == t.high and (t.low in listed - values or unsure and t.low in worked_out - values
                                or t.low in totals - values or t.low not in values and whole_of_mapping(t)):
            return   # an element of a list a check takes ("Her Lake also covers 5 squares" for properties'
            # [5, 2], beside property_points(squares=7)); or a guess whose number another check works out ("4 sail
            # points spent" for voyage_cost() == 4 beside sail_points() == 5): most likely told as that
        # a year before Christ is said with its era, as the data keeps it negative: '1100 BC' (-1100)
        said = f"{t.text} {toks[toks.index(t) + 1].text}' (-{t.low})" if t.low == t.high and _before_christ(
            toks, toks.index(t)) else f"{t.text}'"
        ctx.report("TXT004", s.passage.loc(t.start),
                   f"example '{example.title}' says '{said} {what}, but its checks state {shown_values(values)}",
                   expected=sorted(values), actual=t.text, hint=_HINT, related=example.loc,
                   subject=f"example/{example.id}/{t.text}", unsure=unsure)

    players = {c.args["players"] for c in example.checks if _number(c.args.get("players"))}
    unreal = _unreal(toks) if any(t.kind == "word" and t.text.lower() in _UNREAL_WORDS for t in toks) else set()
    for i in player_numbers(toks, nouns):
        if i in unreal:
            continue   # "Had there been four players...": not the example's own case
        if i > 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() == "with" and toks[i - 2].kind == "word" \
                and toks[i - 2].text[:1].isupper() and toks[i - 3].kind not in ("break",):
            continue   # "They form three teams: Red with three players": a team's players, some of the example's
        t = toks[i]
        if players and t.low == t.high and not t.bound and t.low not in players:
            ctx.report("TXT004", s.passage.loc(t.start),
                       f"example '{example.title}' is for '{t.text}' players, but its checks are for "
                       f"{shown_values(frozenset(players))}", expected=sorted(players), actual=t.text, hint=_HINT,
                       related=example.loc, subject=f"example/{example.id}/{t.text}")
    local: dict[tuple[str, ...], tuple[str, set[int]]] = {}
    by_rule: dict[str, list] = {}   # rule name shown -> its checks with a number for their result
    for c in example.checks:
        if _number(c.expect):
            local.setdefault(term_stems(c.rule), (f"{c.rule}()", set()))[1].add(c.expect)
            by_rule.setdefault(f"{c.rule}()", []).append(c)
    told = {w.stem for j, t in enumerate(toks) if t.kind == "num" for w in _following(toks, j)}
    facts = [Fact(name, stems, {}, frozenset(vals), example.loc, "") for stems, (name, vals) in local.items() if stems]
    currency = _currency(ctx)
    counted, entries = _nouns(example.checks, currency)
    untold = _untold(example.checks, told, currency)
    claims: list[tuple[int, str, str]] = []   # (token index, noun stem, the words printed)
    named = _named_arguments(example.checks)
    results = [c for c in example.checks if _number(c.expect)]
    result = results[0] if len(results) == 1 and len(example.checks) == 1 else None
    # each number an argument's name labels ('round 3', 'level 1'), by token index, with the names it may be
    labelled = {j: a if isinstance(a, tuple) else (a,) for j, x in enumerate(toks) if x.kind == "num"
                for a in (_argument_before(toks, j, named),) if a is not None
                and not _in_brackets(s.passage.text, toks, j)}
    bound: dict[int, Fact] = {}   # the numbers bound to a rule's fact, by token index
    for i, t in enumerate(toks):
        if t.kind != "num" or i in used or i in unreal:
            continue
        if i in labelled:   # 'a level 1 worker' for level=1: the number an argument's name is given
            used.add(i)
            if not labelled[i]:
                continue   # 'Zone 1' for zone_1: a part of the argument's own name, no value
            if comparative_after(toks, i):
                continue   # "counts the card 45° nearer" for card=90: by how much, no value of the card (orienteering)
            if i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() in ("more", "extra") \
                    and not any(w in ("more", "extra", "added", "gained") for name in labelled[i]
                                for w in re.findall(r"[a-z]+", name.lower())):
                continue   # "her tyres age 5 more laps to 12" for age=12: by how much it grows, the argument's
                # name said as a verb (grand-prix)
            if i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() == "each" \
                    and _below_every(t, labelled[i], named, example.checks):
                continue   # ", attack 3 each," for attack=10: each unit's own, a share of the checks' sum
                # (terrain-effects); "level 3 each" for levels 1 and 2 is none of them, and still held
            if i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 2].kind == "word" \
                    and toks[i + 2].text.lower() == "each" \
                    and toks[i + 1].stem not in {st for name in labelled[i] for st in term_stems(name)}:
                continue   # "and her two larvae 1 point each" for larvae=2: what each one gives in another noun, a
                # rate, no value of the argument named before it (ant-colony)
            names = labelled[i]
            given = frozenset(v for name in names for v in named[name] | _term_values(example.checks, name))
            if not agrees(t, given) and _faces_of(toks, i, given):
                continue   # "The Gulls defend and roll 3 and 3: doubles" for roll=6: the dice whose total the check
                # takes (ice-hockey)
            if not agrees(t, given) and per_thing(toks, i) and given and t.high < min(given):
                continue   # "He withheld 3 Crowns at each Payday, 12 in all" for withheld=12: so much each time, a
                # share of the argument's whole (tax-brackets)
            # 'In round 3 he sails in ... delivered by round 4' for round=3, early_by=4: the story names the
            # checks' own round elsewhere, so a round the checks know under another argument (or as a result)
            # is another one (a deadline, a later moment), not a round the checks contradict
            own = any(j != i and set(labelled[j]) & set(names) and agrees(toks[j], given) for j in labelled) \
                or _stated_as(toks, i, names, given)
            if not agrees(t, given) and any(agrees(toks[k], given) for k in _listed_after(toks, i)):
                continue   # "The Harbourmaster rolls 2, 4 and 6" for roll=4 and roll=6: the story's rolls, of which
                # the checks take some (twin-sheets: nobody charts the 2)
            if not agrees(t, given) and not (own and t.low == t.high and t.low in _other_values(
                    example.checks, names)):
                # the story also names the checks' own value of it ("a level 2 locomotive ... up to level 3",
                # "waits for level 4"): another moment of the argument, before or after, is a guess
                report(t, f"for {' or '.join(names)}", given, unsure=own)
            continue
        if skipped(toks, i, lists=False):
            continue
        rate = per_thing(toks, i)   # 'scores 2 for each tile': an amount per thing, never the rule's total
        fact = bind(toks, i, facts, strict=True, level=True)
        cue = ""
        if fact is None and not rate:   # "had 5 health and is left with 2": 2 health, the noun left out
            fact, cue = _elided(toks, i, bound)
        if fact is not None and rate and not rate_fact(fact):
            continue   # held, if at all, to a rate the data states (the game's facts, read after)
        if fact is not None:
            used.add(i)
            bound[i] = fact
            checks = by_rule.get(fact.name, [])
            named_after = _argument_after(toks, i, fact.stems, checks)
            if named_after:   # '3 Glow saved' for glow_total(saved=3): that argument, one reading
                given = frozenset(v for c in checks for v in (c.args.get(named_after),) if _number(v))
                if not agrees(t, given):
                    report(t, f"{' '.join(fact.stems)} {named_after} ({fact.name})", given)
                continue
            before = _same_term_arguments(checks, told)
            if before:   # the term before the rule (its arguments) or after it (its result): a guess unless equal
                continue
            # '2 walls' for final_score(walls=2) beside walls() == 1: the term's value another check takes; '5
            # health' for health_after(health=5): the noun the rule counts, before the change it works out
            if not agrees(t, fact.values | frozenset(_term_values(example.checks, fact.name.rstrip("()")))
                          | _same_noun_arguments(example.checks, fact.name.rstrip("()"))):
                if _in_brackets(s.passage.text, toks, i) or _bracketed(s.passage.text, t):
                    continue   # "Timber all 7 (20 points) and Coin 3 (5 points)": what one part of the story is
                    # worth, in brackets after it, a part of the sum its check takes whole (twin-sheets)
                if margin(toks, i, [fact.name]):
                    continue   # "so Mia wins by four tenths of a second" beside total_tenths(): a margin (ski-slalom)
                if _its(toks, i) and _named_card_says(ctx, s.passage.text, toks, i, _own_stems(toks, i), True):
                    continue   # "Iowa has 3 red cubes and 3 blue cubes, so ... its 6 votes go to nobody" beside
                    # electoral_votes() (273): Iowa's own votes, as its card prints them (electoral-map)
                a, b = sentence(toks, i)
                said = f"{fact.name}, the noun left out after '{cue}'" if cue else fact.name
                report(t, f"{' '.join(fact.stems)} ({said})", fact.values,
                       _guessed(toks, i, [fact.name.rstrip("()")], example.checks,
                                {x.stem for x in toks[a:b] if x.kind == "word"})
                       or total_told(toks, i, fact.values) or _step_by_step(toks, a, b))
            continue
        if t.bound:
            continue  # 'up to 3', '0 or more': a limit, not a value
        if result is None and not rate:   # "so her final score is 19" for final_score(...) == 19: the check the
            # subject of 'is' names whole, among several (ab-boards' "Her total is 22"), its result said
            named_result = _named_result(toks, i, results) if not _operand(s.passage.text, t) else None
            if named_result is not None and not agrees(t, frozenset({named_result.expect})) \
                    and not _told_elsewhere(toks, i, named_result.expect, s.passage.text):
                used.add(i)
                report(t, f"as the result of {named_result.rule}()", frozenset({named_result.expect}))
                continue
        if result is not None and (_after_result_verb(toks, i) or not _operand(s.passage.text, t)
                                   and _named_result(toks, i, [result]) is not None) \
                and not (rate and not _rate_name(result.rule)) \
                and not _told_elsewhere(toks, i, result.expect, s.passage.text) \
                and not _in_brackets(s.passage.text, toks, i):
            # "a Blast Furnace (cost 22)": a noun and its number in brackets describe the thing before them
            used.add(i)   # 'costs 1 Money a turn' in an example of one result: that result
            # 'She scores 40 for her space, 2 and 4 for the pennants...: 51 points': a part the check takes, said
            # with what it is for
            parts = frozenset(v for v in result.args.values() for v in (v if isinstance(v, list) else [v])
                              if _number(v))
            part = i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].text.lower() == "for"
            if not agrees(t, frozenset({result.expect})) and not (part and agrees(t, parts)):
                # a number the check takes may be that argument told after its verb ("a mill that costs 10",
                # factory_costs=[10, 22]): a guess
                report(t, f"as the result of {result.rule}()", frozenset({result.expect}), agrees(t, parts))
            continue
        after = _following(toks, i)
        # the counted noun at once, or after another word of its name ("ten City cards" for city_cards_dealt);
        # a noun named alone ('points') takes any word that is not a change ("six prayer points", not "two extra")
        k = next((k for k, w in enumerate(after) if w.stem in counted and (
            k == 0 or after[0].stem in counted[w.stem]
            or counted[w.stem] == {w.stem} and after[0].text.lower() not in _CHANGE)), None)
        labels = k is not None and i + k + 2 < len(toks) and toks[i + k + 2].kind == "num"
        # 'two level 1 workers': 'level' names the 1, it counts nothing; '2 points for each tile' counts no points
        if k is not None and not labels and not rate and share_whole(toks, i) is None:
            # "each is dealt three of the sixteen clues": the sixteen are the whole the three are dealt from, no
            # value of a check of the noun (logic-clues' open_clues() == 1)
            used.add(i)
            claims.append((i, after[k].stem, " ".join(w.text for w in after[:k + 1])))
    moving = _counted_up(s.passage.text, toks)
    stated = _stated(toks, claims, entries)
    prices: Optional[dict[tuple[str, ...], frozenset[int]]] = None
    # the items of a list a rule gives, by the noun the rule counts: "Two captures in one turn" for captured(...) ==
    # [d4, e4], beside captures_to_win() == 4 (board-sizes): the story counts what that check gives
    listed_results = {(_counted(c.rule)[0], len(c.expect)) for c in example.checks
                      if isinstance(c.expect, list) and c.expect}
    for i, head, printed in claims:
        if toks[i].low == toks[i].high and (head, toks[i].low) in listed_results:
            continue
        if _bracketed(s.passage.text, toks[i]):
            continue   # "Timber all 7 (20 points) and Coin 3 (5 points)": what one part of the story is worth, in
            # brackets after it, a part of the sum its check takes whole (twin-sheets); it still says what is stated
        if i >= 2 and toks[i - 1].kind == "word" and toks[i - 1].text.lower() in _PRICED_WORDS | {"or", "and"}:
            prices = _card_prices(ctx) if prices is None else prices
            if _named_card_price(toks, i, prices):
                continue
        a, b = sentence(toks, i)
        mentioned = [(h, toks[j].low) for j, h, _ in claims if a <= j < b and j != i and toks[j].low == toks[j].high]
        # "Ana's eleven cards": all she has, which an argument may count a part of (the cards of one kind)
        owner = toks[i - 1].text.lower().replace("\u2019", "'") if i > 0 and toks[i - 1].kind == "word" else ""
        whole = owner in _POSSESSIVE or owner.endswith("'s") and owner not in _NOT_POSSESSIVE
        # 'the three tries on it' for tries_left(...) == 8: a name of what is left counts the noun only in a
        # sentence that says so ('8 are left', 'seven resources left over, which give 2 points')
        left = any(x.kind == "word" and x.text.lower() in _LEFT_WORDS for x in toks[a:b])
        here = entries if left else [e for e in entries if not _LEFT_WORDS & set(re.findall(r"[a-z]+", e[3].lower()))]
        values, value_names = _values(here, head, mentioned, ("result",) if whole else ("arg", "result"))
        after_name = "" if whole else _argument_after(toks, i, tuple(counted.get(head, {head})), example.checks,
                                                      between=True)
        if after_name and not agrees(toks[i], frozenset(values)):
            # 'Four villagers wait there' for villagers_loaded(waiting=4): the argument named beside the noun; what
            # a person of the story already holds before it goes on ("she already holds one Skid token", then
            # takes two: modular-track) is another moment, and 'one' an article as often: a guess
            given = frozenset(v for c in example.checks for v in (c.args.get(after_name),) if _number(v))
            if not agrees(toks[i], given):
                report(toks[i], f"{printed} ({after_name})", given,
                       _earlier_state(toks, i) or _compared(toks, i) or toks[i].text.lower() in WEAK_NUMBERS)
            continue
        if head in moving:
            continue   # 'owns two Landmarks ... her third Landmark': a count at one moment of the story
        if head in _PLACE_NOUNS and i > 0 and toks[i - 1].kind == "word" and lemma(toks[i - 1].text) in _MOVES:
            continue   # 'a Nettle moves two spaces' for brew_space(space=9): how far, not where
        if i > 0 and toks[i - 1].kind == "word" and lemma(toks[i - 1].text) in _CHANGE_VERBS and not any(
                set(re.findall(r"[a-z]+", n.lower())) & _CHANGE_NAMES for n in value_names) \
                and {e[1] for e in entries if e[2] == head} == {"arg"}:
            continue   # "The Gate Wall loses 2 strength and drops to 1" for strength=3: the change of a value the
            # checks take, not the value ("Heal the Lame adds fourteen believers" for a rule's result is held)
        if head in stated:
            continue   # 'touches three holds. Two of them were completed' for holds=2: the story states the
            # checks' count itself, so its other counts of the noun are other quantities (a whole, a part, a moment)
        if toks[i].low == toks[i].high and toks[i].low in untold:
            continue   # '3 tiles in hand' for hand_size() == 3: the checks state it, under a name the story
            # does not count by
        if len(values) == 1 and not agrees(toks[i], frozenset(values)) \
                and _sum_gives(s.passage.text, next(iter(values))):
            continue   # "scores 2 points for the win ...: 2 + 3 = 5 points" for match_points() == 5: the story states
            # the value itself, so this count of the noun is another quantity (a part of it: word-guess)
        if values and not agrees(toks[i], frozenset(values)) and any(_in_cents(s.passage.text, v) for v in values):
            continue   # "$0.75 + $1.50 = $2.25. He pays with three dollar coins" for cart_cost() == 225: the story
            # prints the value itself as money with cents, so this count of the noun is another quantity (penny-market)
        if values and not agrees(toks[i], frozenset(values)) and toks[i].low == toks[i].high \
                and toks[i].low > max(values) and toks[i].low in _sums(example.checks):
            continue   # 'nine paintings in his collection' for season_income(marrow=4, sol=3, verre=1, ashby=1)
        if values and not agrees(toks[i], frozenset(values)) and margin(toks, i, value_names):
            continue   # "71.3 in all, so Mia wins by four tenths of a second": how far apart two values are, no value
            # of the checks' total (ski-slalom), unless a check names a margin
        if values and not agrees(toks[i], frozenset(values)) and _part_of_told_sum(toks, i, frozenset(values)):
            continue   # "She has 5 Food and eats her last Grain raw for 1 more, which makes 6" for food=6: a part
        if values and not agrees(toks[i], frozenset(values)) and _parts_summed(toks, i, a):
            continue   # "the Spare Bulb scores 5 points and the Groceries 7, 12 points in all" for delivery_points()
            # == 5 and 7: the sum of the parts the story told, as a document's "37 in all" is (drone-battery)
        if values and not agrees(toks[i], frozenset(values)) and _named_card_says(ctx, s.passage.text, toks, i, (head,),
                                                                                  _its(toks, i)):
            continue   # "Red's Cross deals 2 damage, but the Uppercut deals 4" for damage_taken(damage: 4): the
            # Cross's own damage, as its card prints it (boxing-rounds)
        if values and not agrees(toks[i], frozenset(values)) and _needed(toks, i) and not any(
                set(re.findall(r"[a-z]+", n.lower())) & _NEED_NAMES for n in value_names):
            continue   # "South needs 9 tricks but takes only 7" for tricks=7: the target the story sets, no value the
            # checks take (contract-bridge); a check named for what is needed ('tricks_needed') is still held
        if values and not agrees(toks[i], frozenset(values)):
            # a guess, so a warning: 'one' is an article as often as a count ("takes one card at random"); what a
            # person of the story has ("Mira has 6 buttons") is her share at one moment, which an argument of the
            # same noun (a price in buttons) need not be; and a noun of several values in the checks, none of
            # which the sentence singles out, may be counted for yet another moment
            unsure = toks[i].text.lower() in WEAK_NUMBERS or len(values) > 1 and not mentioned \
                or holding(toks, i, name_words()) \
                or _guessed(toks, i, value_names, example.checks, {x.stem for x in toks[a:b] if x.kind == "word"}) \
                or _step_by_step(toks, a, b) or _value_of_thing(toks, i) or _earlier_state(toks, i) \
                or _compared(toks, i) or _part_before_total(toks, i, frozenset(values))
            # ("the Green Dragons add 1 fan: 4 fan in all" for total_fan() == 4: a part of the total the sentence
            # then states with the same noun, a guess as total_told's is: mahjong-fan)
            report(toks[i], f"{printed} ({', '.join(value_names)})", frozenset(values), unsure)
