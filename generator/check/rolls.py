"""TXT007: a roll printed in any text ("on a 1, 2 or 3", "rolls a 9") that the die table contradicts.

A sentence states rolls when a number list follows "roll(s)/rolled a", "on a",
"roll of" or precedes "on the die". The die is the one the sentence names, the
die whose face text it is, the game's only die (when the box holds no other), or, when every die table is
read off one die of the box, the table a result the sentence names belongs to
(by a word of its id no result of another table has: "On a 3 it rains"). Every
rolled number must be a face of that die; and when the sentence names exactly
one result (by a word of its id no other result shares, "sunk" for boat-sunk,
or as the face text itself), the rolls must be that result's.
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional

from .catalogue import declare
from .facts import term_stems
from .findings import Context
from .printed import Passage
from .printed_index import index_of
from .registry import family
from .vocabulary import alternation, word_list, word_set
from .words import NUMBER_WORDS, STOP, lemma, stem

declare("TXT007", family="rolls", severity="error",
        title="a printed roll is not a face of the die, or not the result's faces", english=True)

_NOT_FACES = word_list("not_die_faces")
_NUM = r"(?:\d+|" + "|".join(w for w in NUMBER_WORDS if NUMBER_WORDS[w] <= 20 and w not in _NOT_FACES) + r")"
_LIST = rf"{_NUM}(?:\s*[-\u2013]\s*{_NUM})?(?:\s*,\s*{_NUM})*(?:\s*,?\s*(?:or|and|to)\s+{_NUM})?"
_ROLL = re.compile(rf"(?:\b(?:rolls?|rolled|rolling|shows?|roll\s+of)\s+(?:an?\s+)?|\bon\s+an?\s+)"
                   rf"(?P<list>{_LIST})(?![\w-])(?!\s+or\s+(?:more|less|fewer|higher|lower))"
                   rf"|(?P<list2>{_LIST})\s+on\s+the\s+(?:\w+\s+)?die\b", re.I)
# "roll one die", "rolls 2 Combat dice", "show 2 shields": the number counts the dice thrown or the faces
# shown, it is no face; the words up to the counted noun (at most three), read by _counted
_FOLLOWING = re.compile(r"(?:\s+[A-Za-z][\w'\u2019-]*){1,3}")
_NOT_IN_COUNT = word_set("not_in_count")
_EXTENDS = re.compile(r"\b(?:" + "|".join(re.escape(w).replace("\\ ", r"\s+") for w in word_list("extension_words")) + r")\b",
                      re.I)
# what any match of _ROLL holds: a passage without it states no roll, and its sentences need no search
_MAYBE_ROLL = re.compile(r"roll|show|\bon\s+an?\s|die", re.I)
# _MAYBE_ROLL's 'on a' for lower-case text, its word boundary tested apart: a pattern opening with a literal is
# searched for far faster than one opening with a boundary
_ON_A = re.compile(r"on\s+an?\s")


def _maybe_roll(text: str) -> bool:
    """Whether `_MAYBE_ROLL` matches the text. ASCII text (most of a game's) is answered from its lower case with
    substring tests: the same answer (case folding maps an ASCII letter to nothing else) at a fifth of the
    cost of the case-blind search."""
    if not text.isascii():
        return _MAYBE_ROLL.search(text) is not None
    low = text.lower()
    if "roll" in low or "show" in low or "die" in low:
        return True
    for m in _ON_A.finditer(low):
        k = m.start()
        if k == 0 or not (low[k - 1].isalnum() or low[k - 1] == "_"):   # \b before the 'o'
            return True
    return False


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


def _result_words(die: Any) -> set[str]:
    """The stems of the die's results' ids and face texts' first words ('hit', 'shield', 'burst')."""
    words: set[str] = set()
    for r in _results(die):
        words |= set(term_stems(r.id.replace("-", " ")))
    return words


def _faces(result: Any) -> set[int]:
    return set(range(result.rolls.low, result.rolls.high + 1))


def _sticker(result: Any) -> Optional[int]:
    """The number a result's sticker shows ('2' on the faces 3-4 of a die stickered 1, 1, 2, 2, 3, 3), if any."""
    text = str(getattr(result, "sticker", "") or "").strip()
    return int(text) if text.isdigit() else None


def _stickered(die: Any) -> dict[int, set[Any]]:
    """Sticker number -> the results that show it, when two or more results of the die show a number (a word on
    the others, 'Storm', leaves the numbers a numbering): prose then says "rolls a 2" for the sticker, which is
    another reading than the face position 2."""
    out: dict[int, set[Any]] = {}
    for r in die.results:
        v = _sticker(r)
        if v is not None:
            out.setdefault(v, set()).add(r)
    return out if sum(len(rs) for rs in out.values()) >= 2 else {}


def _which_die(ctx: Context, p: Passage, sentence: str) -> Optional[Any]:
    dice = list(ctx.game.dice)
    if isinstance(p.owner, tuple) and p.owner and p.owner[0] in dice:
        return p.owner[0]
    words = {stem(w) for w in re.findall(r"[A-Za-z]+", sentence)}
    named = [d for d in dice if set(term_stems(d.name)) - {"die"} <= words and set(term_stems(d.name)) - {"die"}]
    if len(named) == 1:
        return named[0]
    if not named and _other_die(ctx, sentence):
        return None
    if len(dice) == 1:
        # the game's only die, unless the box holds others a sentence may roll (year-almanac's growth dice, turned
        # by hand beside a rival die with a table: "the die shows 6" is a growth die's)
        others = [c for c in ctx.game.inventory if c.kind == "die" and c.id != dice[0].component]
        return None if others else dice[0]
    if named or len({d.component for d in dice}) != 1 or dice[0].component is None:
        return None
    # several tables read off the one die of the box ('On a 3 it rains' beside a Weather and a Wind table on one
    # die): the roll is that die's whichever table is meant, and a result the sentence names that no other table
    # has a word of says which table it is
    results = [(d, set(term_stems(r.id.replace("-", " ")))) for d in dice for r in _results(d)]
    hits = {id(d) for k, (d, own) in enumerate(results)
            if (own - set().union(*(s for j, (_, s) in enumerate(results) if j != k))) & words}
    return next(d for d in dice if id(d) in hits) if len(hits) == 1 else None


_DIE_BEFORE = re.compile(r"([A-Za-z][\w'\u2019-]*)\s+(?:die|dice)\b")
_ANY_DIE = word_set("any_die_words")   # 'the same die', 'a six-sided die': no die of its own


def _other_die(ctx: Context, sentence: str) -> bool:
    """The sentence names its die by a word no die table, die of the box or die table's component has ("When
    your attack die shows a 6" in level-thresholds, whose one table is the Monster die read off the plain dice
    the heroes attack with): its roll is no table's."""
    words = [m.group(1).lower().replace("\u2019", "'") for m in _DIE_BEFORE.finditer(sentence)]
    words = [w for w in words if not (w in STOP or w in _ANY_DIE or w in NUMBER_WORDS or w.endswith("'s")
                                      or w[:1].isdigit())]
    if not words:
        return False
    own = {w for d in ctx.game.dice for w in term_stems(f"{d.name} {d.id.replace('-', ' ')}")}
    own |= {w for c in ctx.game.inventory if c.kind == "die" for w in term_stems(f"{c.name} {c.id.replace('-', ' ')}")}
    return any(stem(w) not in own for w in words)


def _speaks_of_dice(sentence: str, die: Any) -> bool:
    """The sentence rolls or names a die ("the die shows a 6", "if the Weather die shows 3"): 'shows' alone is said
    of cards and boards too."""
    if re.search(r"\b(?:roll\w*|dice|die)\b", sentence, re.I):
        return True
    words = {stem(w) for w in re.findall(r"[A-Za-z]+", sentence)}
    own = set(term_stems(die.name)) - {"die"}
    return bool(own) and own <= words


def _noun_after(sentence: str, end: int) -> bool:
    """A word right after the number that is no small word ('m²' or 'plot' after "on a 120"; not 'you' in "On a 6
    you win")."""
    m = re.match(r"\s+([^\W\d_][\w\u00b2\u00b3]*)", sentence[end:])
    return m is not None and m.group(1).lower() not in STOP


def _apposition(sentence: str, listed: str, end: int) -> bool:
    """A list of faces joined by commas alone whose last number counts a noun said right after it ("shows a 4, one
    putt"): that last number is what the roll means, not another face."""
    if re.search(r"\b(?:or|and|to)\b|[-\u2013]", listed) or "," not in listed:
        return False
    m = _FOLLOWING.match(sentence, end)
    return m is not None and m.group(0).split()[0].lower() not in _NOT_IN_COUNT


_ROLLING = {stem(w) for w in word_list("rolling_words")}


def _counted_in_result(sentence: str, end: int, result: Any, falling: int) -> bool:
    """After the rolled dice (up to `end`), the sentence counts the result ("1, 3, 3 and 5: three hits"): a number
    right before a word of the result's name, equal to `falling`, the dice that fall in it."""
    names = [w for w in re.findall(r"[A-Za-z]+", result.id.replace("-", " ")) if stem(w) not in _ROLLING]
    if not names:
        return False
    m = re.search(rf"\b(\d+|[A-Za-z]+)\s+{re.escape(names[-1])}(?:e?s)?\b", sentence[end:], re.I)
    return m is not None and (m.group(1).isdigit() or m.group(1).lower() in NUMBER_WORDS) \
        and _value(m.group(1)) == falling


def _named_result(die: Any, p: Passage, sentence: str) -> Optional[Any]:
    if isinstance(p.owner, tuple) and len(p.owner) == 2 and p.owner[0] is die:
        return p.owner[1]
    results = list(_results(die))
    # a result named with a word of rolling itself ('roll', 'face', 'result': dungeon-d20's faces 2-19 are `roll`)
    # is not named by that word, which every sentence of dice says ("The die shows 20: the roll always succeeds")
    stems = {r.id: set(term_stems(r.id.replace("-", " "))) - _ROLLING for r in results}
    words = {stem(w) for w in re.findall(r"[A-Za-z]+", sentence)}
    hits = []
    for r in results:
        others = set().union(*(stems[o.id] for o in results if o is not r)) if len(results) > 1 else set()
        if (stems[r.id] - others) & words:
            hits.append(r)
    return hits[0] if len(hits) == 1 else None


# a sentence that changes a roll by an amount ("its bonus of 4 moves a roll of 14 into Landmark range", "+2 to the
# roll", "adds 3"): the result named may be the changed roll's
_MODIFIED = re.compile(r"\b(?:bonus|bonuses|modifier|modifiers|adds?|added|plus|minus|subtracts?)\b|(?<!\w)[+\u2212-]\d",
                       re.I)


def _others(sentence: str, roll: re.Match[str]) -> list[int]:
    """The numbers of the sentence outside the roll's own match: what it may be changed by."""
    return [_value(x.group(0)) for x in _A_NUMBER.finditer(sentence) if not roll.start() <= x.start() < roll.end()]


_TOTALLED = re.compile(r"\b(?:total|sum|adds?\s+up|added\s+up)\b", re.I)
_CLAUSE = re.compile(r";|\b(?:but|while|whereas|though|although)\b", re.I)   # a clause of its own (not a
# comma's: "When the die shows a 1, one rain cloud comes" is one roll and what it brings)
_A_NUMBER = re.compile(r"\b(?:\d+|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")\b", re.I)


def _result_of_another(sentence: str, at: int, result: Any) -> bool:
    """The result is named only in another clause of the sentence, set against this one ('but', 'while', a
    semicolon) and with a number of its own: "A 4 on the bat die scores 6 runs, but a 3 is a Howzat" (cricket-overs'
    Hitter cards) names the Howzat of the 3, not of the 4."""
    bounds = [0, *(m.start() for m in _CLAUSE.finditer(sentence)), len(sentence)]
    clauses = list(zip(bounds, bounds[1:]))
    mine = next((c for c in clauses if c[0] <= at < c[1]), None)
    names = set(term_stems(result.id.replace("-", " "))) - _ROLLING
    named = [c for c in clauses if names & {stem(w) for w in re.findall(r"[A-Za-z]+", sentence[c[0]:c[1]])}]
    return bool(named) and mine not in named and all(_A_NUMBER.search(sentence[a:b]) for a, b in named)


def _rolled_beside(sentence: str, end: int, result: Any) -> bool:
    """The result is named right after the rolled number, joined to it as another thing rolled: "a 3 and a Sun",
    "a 3 or a Sun" (little-farmers: one die shows 3, the other its Sun sticker)."""
    m = re.match(r"\s+(?:and|or)\s+(?:an?\s+)?([A-Za-z]+)", sentence[end:], re.I)   # not ', the sun comes out'
    return m is not None and bool(set(term_stems(result.id.replace("-", " "))) & {stem(m.group(1))})


_UNIT_STEMS = {stem(w) for w in word_list("units")}
_UNIT_AFTER = re.compile(r"\s*(?:(?P<sign>[%\u00b0])|(?P<word>[A-Za-z]+))")


def _measure_after(sentence: str, end: int) -> bool:
    """A unit follows the number that ends at `end` ('10 km/h', '30 °C', '50%'): a measure, no face of a die."""
    m = _UNIT_AFTER.match(sentence, end)
    return m is not None and (m.group("sign") is not None or stem(m.group("word")) in _UNIT_STEMS)


def _counted(sentence: str, end: int, nouns: set[str]) -> bool:
    """Whether the number of a roll that ends at `end` counts what follows it: the dice ("roll one die",
    "rolls 2 Combat dice"), faces or results ("show 2 shields", "roll three hits": a result's name, or a plural
    right after the number) or times ("roll 3 times"); at most two words before the dice or result, none a
    preposition, article, joining word or pronoun ('rolls 6 on the die', 'if you roll 6 you win' roll a face)."""
    m = _FOLLOWING.match(sentence, end)
    if m is None:
        return False
    for k, word in enumerate(m.group(0).split()):
        low = word.lower()
        if low in _NOT_IN_COUNT:
            return False
        if low in ("die", "dice") or stem(word) in nouns:
            return True
        if k == 0 and lemma(word) != low.replace("\u2019", "'") and not low.endswith(("'s", "\u2019s")):
            return True   # a plural right after the number: "show 2 shields", "roll 3 times"
    return False


_NEGATED = re.compile(rf"\b(?:{alternation('negations')})\b|n[\u2019']t\b", re.I)


@family("rolls")
def check_rolls(ctx: Context) -> None:
    if not ctx.game.dice:
        return
    index = index_of(ctx)
    for p in index.passages:
        if not _maybe_roll(p.text):
            continue
        for start, sentence in index.sentences(p.text):
            rolls_here = [rolled(r.group("list") or r.group("list2")) for r in _ROLL.finditer(sentence)]
            for m in _ROLL.finditer(sentence):
                listed = m.group("list") or m.group("list2")
                numbers = rolled(listed)
                if m.group("list") and len(numbers) > 1 and _apposition(sentence, listed, m.end("list")):
                    # "The Putter shows a 4, one putt": the last number counts putts, it is no second face
                    listed = listed[:listed.rfind(",")]
                    numbers = rolled(listed)
                die = _which_die(ctx, p, sentence)
                said = sentence[m.start():m.start("list")].lower().split() if m.group("list") else ["a"]
                if said and said[0] in ("show", "shows") and die is not None and not _speaks_of_dice(sentence, die):
                    continue   # "draws Tide Pools, which shows 3 food": a card shows it, no die is rolled
                if said and said[0] in ("show", "shows") and m.group("list") and _measure_after(sentence, m.end("list")):
                    continue   # "when the Wind card shows 10 km/h or more, or a gust helps": a measure, no face
                    # (kite-festival)
                if said and said[0] == "on" and die is not None and _noun_after(sentence, m.end("list")) \
                        and not _speaks_of_dice(sentence, die) \
                        and not _result_words(die) & {stem(w) for w in re.findall(r"[A-Za-z]+", sentence)}:
                    continue   # "a floor on a 120 m² plot costs 120 Money": a number with a noun of its own, in a
                    # sentence of no die and no result, is no roll (estate-metres)
                if said[-1] not in ("of", "a", "an") and die is not None and \
                        _counted(sentence, m.end("list"), _result_words(die)):
                    continue   # 'a roll of 7 wins' and 'rolls a 6' name a face, whatever follows
                if m.group("list") and re.match(r"\s+more\b", sentence[m.end("list"):], re.I):
                    continue   # "each rolls one more first roll": how many more, no face (bowl-frames)
                if die is None or not numbers:
                    continue
                offset = start + (m.start("list") if m.group("list") else m.start("list2"))
                stickers = _stickered(die)
                outside = [n for n in numbers if not 1 <= n <= die.faces and n not in stickers]
                where = ctx.game.where("dice", ctx.game.dice.index(die))
                if outside:
                    ctx.report("TXT007", p.loc(offset), f"'{listed}' cannot be rolled: the {die.name} has "
                               f"{die.faces} faces", expected=f"1-{die.faces}", actual=listed, related=where,
                               hint=f"print the die with {{{{ die(\"{die.id}\") }}}}", subject=f"roll/{die.id}/{listed}")
                    continue
                result = _named_result(die, p, sentence)
                own = isinstance(p.owner, tuple) and len(p.owner) == 2 and p.owner[0] is die   # the result's own text
                if result is not None and not own and _result_of_another(sentence, offset - start, result):
                    result = None
                clause_start = max(sentence.rfind(mark, 0, m.start()) for mark in ",;:") + 1
                if result is not None and _NEGATED.search(sentence[clause_start:m.start()]):
                    result = None   # "If no die shows a 1, every pin is down": the result comes of the roll's
                    # absence, not of the roll (bowl-frames); the faces are still held to the die
                # one number is a roll that falls in the result; a list or span states all its faces, but numbers
                # joined by 'and' alone are several dice rolled ("Blue's roll of 1 and 4 misses"): each falls in it
                dice_rolled = bool(re.search(r"\band\b", listed)) and not re.search(r"\bor\b|[-\u2013]", listed)
                if dice_rolled and _TOTALLED.search(sentence):
                    result = None   # "Mara rolls 3 and 3: a total of 6 scores, and the double means she was
                    # fouled": dice added up are read as their total, never face by face on a table (hoops-shotclock)
                wrong = (numbers[0] not in _faces(result) if len(numbers) == 1 else
                         not set(numbers) <= _faces(result) if dice_rolled else set(numbers) != _faces(result)) \
                    if result is not None else False
                # several dice, some falling in the result: the result may be named for those alone ("rolls 6, 6 and
                # 1: 4 damage, less 4, nothing again, and his slip costs him 1 stamina", a slip on 1: monster-hunt), a
                # guess; none falling in it is certain
                some = wrong and dice_rolled and result is not None and bool(set(numbers) & _faces(result))
                if some and _counted_in_result(sentence, m.end("list") if m.group("list") else m.end("list2"), result,
                                               sum(n in _faces(result) for n in numbers)):
                    wrong = False   # "She rolls 1, 3, 3 and 5: three hits": the result counted, so many of the dice
                    # fall in it (hero-crawl, written outside the project)
                if wrong and result is not None and stickers and all(result in stickers.get(n, ()) for n in numbers):
                    wrong = False   # "rolls a 2" on a die stickered 1, 1, 2, 2, 3, 3: the sticker, not face 2
                if wrong and result is not None and len(rolls_here) > 1 and any(
                        r and set(r) <= _faces(result) for r in rolls_here):
                    wrong = False   # "three show a 3 and two show a 1, which is wild": the result is another roll's
                if wrong and result is not None and _rolled_beside(sentence, m.end("list") if m.group("list")
                                                                   else m.end("list2"), result):
                    wrong = False   # "rolls a 3 and a Sun on the two Farm dice": the result is the other die's face
                modified = wrong and result is not None and len(numbers) == 1 and _MODIFIED.search(sentence)
                if modified and any(numbers[0] + k in _faces(result) or numbers[0] - k in _faces(result)
                                    for k in _others(sentence, m)):
                    wrong = False   # "its bonus of 4 moves a roll of 14 into Landmark range": 14 + 4 is rolled
                    # there (dig-site's Brush)
                if wrong and result is not None:
                    # a card's own text that adds the faces to the result, or changes it ("a natural 19 on the
                    # attack die is also a critical hit": dice-notation's Flail), is the card's exception: a guess
                    exception = isinstance(p.owner, tuple) and _EXTENDS.search(sentence) is not None
                    ctx.report("TXT007", p.loc(offset), f"'{listed}' on the {die.name}, but '{result.id}' is rolled "
                               f"on {result.rolls}", expected=str(result.rolls), actual=listed, related=result.loc,
                               hint=f"print the die with {{{{ die(\"{die.id}\") }}}}",
                               subject=f"roll/{die.id}/{result.id}/{listed}",
                               unsure=exception or bool(modified) or some)
