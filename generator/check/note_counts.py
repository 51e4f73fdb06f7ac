"""TXT001 in a component's note: the counts a note gives for its own line add up to the line's count.

An inventory line's `note` often breaks its count down, and a slipped digit
there is printed in the components list. Three forms are read, each against
the line's own `count` and `per_player`:

- parts listed one after another, each opening with a number (and none a
  rate or a share: 'per', 'each', 'of them'), in the note's first clause:
  "20 good, 20 bad." or "100 of value 1, 80 of value 5, 60 of value 10: 1,100
  Money." must add up to the count (40, 240);
- "N on each of the M ..." (or "in", "for", "of each of the M"):
  N x M must be the count ("14 on each of the 6 counter panels" for 84), with
  the parts listed after or before it added ("14 in each of the six colours,
  14 Locomotives" for 98, "28 Copper, 20 Ash and 12 of each of the six market
  kinds" for 120);
- "N on each ...", "N in each ...", "N per ..." right after a clause break,
  with at most the component's own word between ("Seven per colour", "6 on
  each panel", "One card per player"), on a line with `per_player`: N must be
  per_player. "one colour per Apostle" counts colours, not the line's pieces,
  and stays silent.

Only notes are read (a few dozen strings): the rest of the printed text is the
claim reader's (claims.py).
"""
from __future__ import annotations

import re
from typing import Any, Optional

from .findings import Context
from ..load.languages import Wording
from .printed import Passage, _passage, _yaml_anchors
from .printed_index import yaml_lines
from .registry import family
from .vocabulary import word_list
from .words import NUMBER_WORDS, STOP, lemma, stem

_WORDS = [w for w in NUMBER_WORDS if NUMBER_WORDS[w] <= 20 and w not in ("once", "single", "both", "zero", "dozen")]
_NUM = r"(\d+|" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")"
_EACH_OF = re.compile(r"(?<![\w,.])" + _NUM + r"\s+(?:[A-Za-z-]+\s+){0,2}?(?:on|in|for|of)\s+each\s+of\s+the\s+" + _NUM
                      + r"\b", re.I)
_PER_ONE = re.compile(r"(?:^|[;,.:(]\s*)" + _NUM + r"\s+(?:([A-Za-z-]+)\s+)?(?:(?:on|in|for)\s+each|per)\b"
                      r"(?!\s+of\b)", re.I)
_NEXT = re.compile(r"(?:\s+[A-Za-z-]+)?")
_FIRST_CLAUSE = re.compile(r"^[^:;.]*(?:\.\d[^:;.]*)*")
_PART_SPLIT = re.compile(r",(?!\d{3}\b)\s*|\s+plus\s+|\s+and\s+")   # not the comma of a thousands number, "\u00a51,500"
_SHARE = re.compile(r"\b(?:per|each|of (?:them|which|these))\b", re.I)
_PRODUCT = re.compile(r"[\u00d7*]|\s[xX]\s")   # a product: 'four glazes \u00d7 six numbers', '4 x 6'
_GROUPS_OF = re.compile(r"\s+[A-Za-z-]+\s+of\s+" + _NUM + r"\s*$", re.I)   # 'four suits of thirteen': 4 x 13
# (not 'six cards of 1 crate', whose number tells the kind)
_RANGE_TO = re.compile(r"\s*(?:(?:up\s+)?to|through|-|\u2013)\s*\w", re.I)   # '2 up to Ace', '1 to 10': values
_RANGE_FROM = re.compile(r"(?:\bto|\bthrough|-|\u2013)\s*$", re.I)   # the end of a range: '1 to 10'
_ASIDE = re.compile(r"\([^()]*\)")
# a number with a sign of measure after it ('10° to 14°' beers, '5%') tells a measure, not a count (pivovar)
_MEASURE_AFTER = r"(?!\s?[°%‰′″])"
_OPENS = re.compile(r"\s*" + _NUM + r"(?![\w,.]\d)\b" + _MEASURE_AFTER, re.I)
_OPENS_ANY = re.compile(r"(?<![\w.])" + _NUM + r"(?![\w,.]\d)\b" + _MEASURE_AFTER, re.I)   # every count in a stretch of a note


_PLAYERISH = {stem(w) for w in word_list("per_player_nouns")}
# a part that tells what a side shows: "1 on one side, 2 on the other", "3 on the front", "a 2 on each face"
_FACES = re.compile(r"\bon\s+(?:(?:one|each|both|either)\s+(?:side|face)s?|the\s+other(?:\s+(?:side|face))?"
                    r"|(?:the|its)\s+(?:front|back|reverse))\b", re.I)
# a note's first sentence: so many things, so many (copies) of each ("Fourteen recipes, two copies of each.",
# "five roles, three courtiers of each"), nothing after it in the sentence
_COPIES_OF_EACH = re.compile(r"^\s*" + _NUM + r"\s+[A-Za-z-]+(?:\s+[A-Za-z-]+)?\s*,\s*" + _NUM
                             + r"\s+(?:[A-Za-z-]+\s+)?of\s+each\s*(?:[.;]|$)", re.I)
_PHRASE = re.compile(r"(?:\s+[A-Za-z-]+){1,3}")
# a note's first clause: so many groups of so many of the line's own things ("Five banners of twelve cards,
# numbered 1 to 12." of 'Banner cards': 5 x 12), the things named after the second number
_GROUPS_OF_OWN = re.compile(r"^\s*" + _NUM + r"\s+[A-Za-z-]+(?:\s+[A-Za-z-]+)?\s+of\s+" + _NUM
                            + r"\s+([A-Za-z-]+)\s*(?:[.;,:]|$)", re.I)
_RANGE_OF_VALUES = re.compile(r"(?<![\w.])" + _NUM + r"\s*(?:(?:up\s+)?to|through|-|\u2013)\s*" + _NUM + r"\b", re.I)


def _of_a_player(game: Any, note: str, end: int) -> bool:
    """The rate's 'per' or 'each' is of a player: its phrase ends in a word for one ('per player', 'per colour',
    'for each seat', the game's player noun), or names nothing. "one per crew member" (space-salvage's oxygen
    markers, three crew members a player) is per another thing: the line's per-player count is a guess there."""
    m = _PHRASE.match(note, end)
    words = m.group(0).split() if m else []
    head = next((w for w in reversed(words) if w.lower() not in STOP), None) if words else None
    if head is None:
        return True
    own = {stem(w) for w in re.findall(r"[A-Za-z]+", getattr(game, "player_noun", "") or "")}
    return stem(head) in _PLAYERISH | own


def _value(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _splitter(joiner: str) -> re.Pattern:
    """The parts' separators, with the game's own word for 'and' when it is written in another language ('og')."""
    if not joiner or joiner.lower() == "and":
        return _PART_SPLIT
    # a word for 'and' written as a prefix of what it joins, glued to the number or by a maqaf or hyphen ("20 של 5
    # ₪ ו־10 של 10 ₪": Hebrew's ו, shuk-hacarmel, written outside the project, read as 30 + 20 of 60)
    return re.compile(_PART_SPLIT.pattern + r"|\s+" + re.escape(joiner) + r"(?:\s+|[\u05be\u2010-]?(?=\d))", re.I)


def _parts(note: str, values_joined: bool = False, joiner: str = "") -> Optional[list[tuple[int, int, str]]]:
    """(value, offset, as written) of the number opening each part of the note's first clause, when every one
    of two or more parts opens with one; else None.

    `values_joined`: a part that holds a number after its count ('4 showing 1 and 2 days late') goes on past
    an 'and' with a next number that holds none, one more value of what it shows, not a part of its own
    (library-fines' 'Late tokens': 4 and 4); '2 worth 1 and 3 worth 5' stays two parts."""
    opening = _FIRST_CLAUSE.match(note)
    assert opening is not None   # it matches the empty string at least
    clause = opening.group(0)
    out: list[tuple[int, int, str]] = []
    at, inner = 0, False
    for piece in _splitter(joiner).split(clause):
        start = clause.index(piece, at)
        joined_by = clause[at:start]
        at = start + len(piece)
        if not piece.strip():
            continue
        m = _OPENS.match(piece)
        holds = m is not None and _OPENS_ANY.search(piece, m.end()) is not None
        if values_joined and inner and not holds and joined_by.strip().lower() in ("and", joiner.lower()):
            continue   # '... showing 1 and 2 days late': the value after 'and' goes with the part before
        inner = holds
        if m is None or m.group(1).isalpha() and not piece[m.end():].strip() or _SHARE.search(piece) \
                or _PRODUCT.search(piece) or _GROUPS_OF.match(piece, m.end()) or _RANGE_TO.match(piece, m.end()):
            return None   # not a part of the line: a rate ('one per player'), a share ('2 of them'), a product
            # ('four glazes × six numbers', which are the 24 types before it, not a part to add: times-tiles;
            # 'four suits of thirteen', groups of so many), a range of values ('2 up to Ace': climbing-combos)
        out.append((_value(m.group(1)), start + m.start(1), m.group(1)))
    return out if len(out) >= 2 else None


def note_parts(note: str) -> frozenset[int]:
    """The offsets of the counts that open the parts of a note's first clause ("Six Tulip cards for Hollow Lanes,
    seven for Pine Ridge and eight for River Road"): parts of the box's count, which this family adds up; and
    those of a later clause after a colon or semicolon ("Five sets, one per envelope: 6 for A, 3 for B, ...":
    chapter-legacy, written outside the project), parts of something too, no count of a thing the words name."""
    found = {at for _, at, _ in _parts(note) or ()}
    for m in re.finditer(r"[:;]", note):
        found |= {m.end() + at for _, at, _ in _parts(note[m.end():]) or ()}
    return frozenset(found)


def _own_words(component: Any) -> set[str]:
    """The words a line's things go by: its name's and its kind's ('Market cards', 'cards': market, card)."""
    return {stem(w) for w in re.findall(r"[A-Za-z]+", f"{component.name} {component.kind}")}


@family("component notes")
def check_note_counts(ctx: Context) -> None:
    game = ctx.game
    for i, c in enumerate(game.inventory):
        if not c.note or not any(ch.isdigit() for ch in c.note) and not re.search(_NUM, c.note, re.I):
            continue
        key = game.where("inventory", i, "note")
        p = _passage(c.note, key.file, "component note", _yaml_anchors(yaml_lines(ctx), key, c.note), owner=c,
                     field="note")
        _check(ctx, p, c)


def _names_a_part(game: Any, note: str, parts: list[tuple[int, int, str]]) -> bool:
    """A part opens with a name the game defines that starts with a number word ("Two Rows on the front for two
    players, Three Fields on the back": the board's sides), not with a count."""
    from .names import NameSets

    # a name with a note in brackets ('Two Rows (front)') is also written without it
    names = {n.split(" (")[0].lower() for n in [
        *NameSets(game).any_name(), *(m.name for m in game.maps), *(loc.name for m in game.maps for loc in m.locations),
        *(d.name for d in game.decks), *(g.term for g in game.glossary)] if n[:1].isalpha()}
    return any(note[at:].lower().startswith(n) and not note[at + len(n):at + len(n) + 1].isalpha()
               for _, at, word in parts if word.isalpha() for n in names if n.split()[0] == word.lower())


def _other_things(note: str, parts: list[tuple[int, int, str]], c: Any, cards: tuple[str, ...] = ()) -> bool:
    """Every part counts a plural noun of its own that is no word of the line's ("eight ports and two islands" of
    'Game boards'): the note may tell what the things show, not what they are; a guess, so a warning. A part that
    names cards of the line's decks ("16 Master Printers and 10 Fair Copies" of 'Upgrade cards': word-builder,
    written outside the project) counts the line's own things."""
    own = _own_words(c)
    if cards and all(_names_a_card(note[at + len(word):], cards) for _, at, word in parts):
        return False
    for _, at, word in parts:
        nouns = [w for w in re.findall(r"[A-Za-z-]+", note[at + len(word):])[:3] if lemma(w) != w.lower()]
        if not nouns or any(stem(w) in own or stem(lemma(w)) in own for w in nouns):
            return False
    return True


def _names_a_card(rest: str, cards: tuple[str, ...]) -> bool:
    """The words after a part's number open with a card's name, in the singular or the plural ('Master Printers',
    'Fair Copies' of the cards 'Master Printer' and 'Fair Copy')."""
    said = rest.strip().lower()
    return any(said.startswith(n) or said.startswith(n + "s") or n.endswith("y") and said.startswith(n[:-1] + "ies")
               for n in cards)


def _check(ctx: Context, p: Passage, c: Any) -> None:
    note, data = p.text, c.loc
    # a game written in another language joins its last part with its own 'and' ("20 på 50 kroner og 10 på 100
    # kroner": fiskevaer, written outside the project), as its words for pnp's frame give it
    joiner = Wording(ctx.game).frame(" and ").strip() if ctx.game.source_language != "en" else ""
    parts = _parts(note, joiner=joiner)
    if parts is not None and (_names_a_part(ctx.game, note, parts) or c.count == 1 or _FACES.search(note)):
        parts = None   # a board's sides by name; or one thing, which no two parts make: its note tells its features;
        # or what each side shows ("1 on one side, 2 on the other": dig-site's Depth markers)
    joined = _parts(note, values_joined=True, joiner=joiner) if parts is not None else None
    if joined is not None and joined != parts and sum(v for v, _, _ in joined) == c.count:
        parts = None   # what the parts show, joined by 'and' ('4 showing 1 and 2 days late'), leaves the count whole
    if parts is not None and sum(v for v, _, _ in parts) != c.count:
        total = sum(v for v, _, _ in parts)
        listed = " + ".join(w for _, _, w in parts)
        ctx.report("TXT001", p.loc(parts[0][1]), f"'{listed}' in the note of '{c.name}' makes {total}, but the "
                   f"box holds {c.count}", expected=c.count, actual=total, related=data,
                   hint=f"fix the part that is wrong, or the line's count ({c.count})",
                   subject=f"inventory/{c.id}/note/{total}", unsure=_other_things(note, parts, c, tuple(
                       card.name.lower() for d in ctx.game.decks if d.id in c.decks for card in d.cards if card.name)))
        return
    for m in _EACH_OF.finditer(note):
        n, k = _value(m.group(1)), _value(m.group(2))
        # "one president's certificate and eight shares for each of the six": the list before it is of each too
        # (an aside in brackets and a range of values, "Nine numbered cards (2 to 10) and two Wager cards for each
        # of the five routes", count nothing: expedition-ledger)
        listed = _ASIDE.sub(lambda a: " " * len(a.group(0)), note[:m.start(1)].rsplit(";", 1)[-1])
        before = sum(_value(x.group(1)) for x in _OPENS_ANY.finditer(listed) if not _RANGE_TO.match(listed, x.end())
                     and not _RANGE_FROM.search(listed[:x.start()]))
        # "14 in each of the six colours, 14 Locomotives": parts after it, each opening with its number, add to it
        rest = note[m.end():].split(";", 1)[0]
        after = sum(_value(x.group(1)) for x in _OPENS_ANY.finditer(rest)
                    if rest[:x.start()].rstrip().endswith((",", " and", " plus")))
        # "Seven kinds, one of each for each of the six crews": one of each kind counted before it, for each crew
        # (7 x 1 x 6 = 42: rowing-regatta)
        of_each = re.search(r"\bof\s+each\b", note[m.start(1):m.start(2)], re.I) is not None
        # "28 Copper, 20 Ash and 12 of each of the six market kinds": the parts before it added to it (hollow-bag)
        if c.count not in (n * k, (n + before) * k, n * k + after, before + n * k, before + n * k + after) \
                and not (of_each and before * n * k == c.count):
            ctx.report("TXT001", p.loc(m.start(1)), f"'{m.group(0)}' in the note of '{c.name}' makes {n * k}, "
                       f"but the box holds {c.count}", expected=c.count, actual=n * k, related=data,
                       hint=f"fix the number that is wrong, or the line's count ({c.count})",
                       subject=f"inventory/{c.id}/note/{m.group(1)}")
            return
    copies = _COPIES_OF_EACH.match(note)
    if copies is not None:   # "Fourteen recipes, two copies of each": 14 x 2 (recipe-scaling)
        n, k = _value(copies.group(1)), _value(copies.group(2))
        if n * k != c.count:
            ctx.report("TXT001", p.loc(copies.start(1)), f"'{copies.group(0).strip(' .;')}' in the note of '{c.name}' "
                       f"makes {n * k}, but the box holds {c.count}", expected=c.count, actual=n * k, related=data,
                       hint=f"fix the number that is wrong, or the line's count ({c.count})",
                       subject=f"inventory/{c.id}/note/{copies.group(1)}")
            return
    groups = _GROUPS_OF_OWN.match(note)
    if groups is not None and _groups_of_own(note, groups, c):
        n, k = _value(groups.group(1)), _value(groups.group(2))
        if n * k != c.count:
            said = note[groups.start(1):groups.end(3)]
            ctx.report("TXT001", p.loc(groups.start(1)), f"'{said}' in the note of '{c.name}' makes {n * k}, but the "
                       f"box holds {c.count}", expected=c.count, actual=n * k, related=data,
                       hint=f"fix the number that is wrong, or the line's count ({c.count})",
                       subject=f"inventory/{c.id}/note/{groups.group(1)}")
            return
    if c.per_player is None:
        return
    rates = [m for m in _PER_ONE.finditer(note) if not m.group(2) or stem(m.group(2)) in _own_words(c)]
    if any(_value(m.group(1)) == c.per_player for m in rates):
        return   # the note states the per-player count; its other rates tell what each share holds ("six per
        # colour, one for each gear": one card of each gear in a colour's six)
    for m in rates:
        n = _value(m.group(1))
        if n != c.per_player:
            next_word = _NEXT.match(note, m.end())
            assert next_word is not None   # it matches the empty string at least
            said = note[m.start(1):m.end()] + next_word.group(0)
            ctx.report("TXT001", p.loc(m.start(1)), f"'{said}' in the note of '{c.name}', but its line gives "
                       f"{c.per_player} per player (per_player)", expected=c.per_player,
                       actual=n, related=data, hint=f"write {c.per_player}, or fix per_player",
                       subject=f"inventory/{c.id}/note/{m.group(1)}",
                       unsure=not _of_a_player(ctx.game, note, m.end()))
            return


def _groups_of_own(note: str, m: re.Match[str], c: Any) -> bool:
    """"Five banners of twelve cards": the things after the second number are the line's own, in the plural (not
    'six cards of 1 crate', which tells a kind), and the rest of the note counts nothing more (a range of values,
    "numbered 1 to 12", is no count)."""
    noun = m.group(3)
    if lemma(noun) == noun.lower() or not {stem(noun), stem(lemma(noun))} & _own_words(c):
        return False
    rest = _RANGE_OF_VALUES.sub(" ", note[m.end():])
    return _OPENS_ANY.search(rest) is None
