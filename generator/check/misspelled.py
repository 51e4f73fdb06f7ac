"""TXT005: a capitalised word of printed text that is one or two letters away from a name the game defines.

Known names: name sets, categories, card, deck, component, die, cost, variant,
glossary, map location and region names, a grid map's named cells, terrains and features, and the spaces a map's box names that the printed text writes
the same elsewhere too; the game's title is known too, but no
word is held to it (its words are the game's own name). A word is suspect when it is not a
known name's word in any inflection, shares its first letter with the name (or
has the first two letters swapped, from five letters on), and
is 1 edit away (2 from nine letters on), a swap of two letters side by side
counting as one edit ('Galatai'). A four-letter name is checked only when it
names a person or place (a name-set member, map location or region) never
written lower-case, and only a swap or a doubled letter counts ('Tyer',
'Tyree'; not 'Type'). A word standing beside the other words of a longer name
is suspect when it is that word's letters in another order or one edit away
(two from six letters): 'Prison Brake'. A word that the printed text uses three
times or more is taken as meant.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Any, Collection, Iterator

from ..core.errors import Fix
from .catalogue import declare
from .findings import Context
from .printed import Passage
from .printed_index import passages_of
from .references import paired_apart
from .registry import family
from .vocabulary import word_list, word_set
from .words import STOP, lemma

declare("TXT005", family="misspelled", severity="error",
        title="a printed name is a near miss of a known name",
        shared=("id names",),
        reason="a near miss of a known name is one rule: misspelled finds it in printed text, id names in a name "
               "printed beside its own id", english=True)

_SUFFIXES = word_set("demonym_suffixes")
_INFLECTIONS = word_set("name_endings")   # a word's own forms ('Closed' of 'Close', 'Rowers' of 'Rower')
_FUNCTION_WORDS = word_set("function_words")
_WORD = re.compile(r"(?<![\w'\u2019-])[A-Z][a-z]+(?:[A-Z][a-z]+)*(?![\w-])")
# words of letters of any language: a name's parts are whole words ('Talermünzen', not 'Talerm' and 'nzen')
_LETTERS = re.compile(r"[^\W\d_]+")
_LOWER_WORD = re.compile(r"(?<![\w'])[^\W\d_]+")   # kept when all lower case
_BEFORE = re.compile(r"([^\W\d_]+)[ \u00a0]+$")
_AFTER = re.compile(r"[ \u00a0]+([^\W\d_]+)")


def known_names(ctx: Context) -> list[str]:
    g = ctx.game
    names: list[str] = [n for members in g.names.values() for n in members]
    names += [c.name for c in g.categories] + [c.name for c in g.inventory] + [d.name for d in g.decks]
    names += [card.name for d in g.decks for card in d.cards] + [d.name for d in g.dice]
    names += [c.name for c in g.costs] + [v.name for v in g.variants] + [t.term for t in g.glossary]
    for m in g.maps:
        names += [loc.name for loc in m.locations] + [r.name for r in m.regions] + [m.name]
    for grid in g.grids:   # a grid map's rooms and towns, terrains and features (dungeon-keys' 'Armoury')
        names += [grid.name] + [t.name for t in grid.terrain] + [f.name for f in grid.features] \
            + [c.name for c in grid.cells if c.name]
    # a table's columns by name ('Forager' of a ranks table's axis) and what a worked example's checks give back
    # (rank_for(score=41) == 'Forager'): names the game's words may say (keeper-solo)
    names += [v for t in g.tables if t.axis is not None for v in t.axis.values
              if isinstance(v, str) and not _RANGE.fullmatch(v)]
    names += [c.expect for e in g.examples for c in e.checks if isinstance(c.expect, str)]
    return [n for n in names if isinstance(n, str)]


_RANGE = re.compile(r"\d+\s*[-\u2013]\s*\d+\+?|\d+\+")


def proper_names(ctx: Context) -> set[str]:
    """One-word names of people and places: name-set members, map locations and regions ('Tyre', 'Paul')."""
    g = ctx.game
    names = [n for members in g.names.values() for n in members]
    for m in g.maps:
        names += [loc.name for loc in m.locations] + [r.name for r in m.regions]
    names += [c.name for grid in g.grids for c in grid.cells if c.name]
    return {n for n in names if isinstance(n, str) and n.isalpha()}


def distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance (a swap of two letters side by side is one edit), giving up
    (limit + 1) once it is over `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            d = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                d = min(d, before[j - 2] + 1)
            cur.append(d)
        if min(cur) > limit:
            return limit + 1
        before, prev = prev, cur
    return prev[-1]


def within_one(a: str, b: str) -> bool:
    """distance(a, b, 1) <= 1 without the table: the same word, or one letter changed, added, dropped or swapped
    with its neighbour (most comparisons have limit 1, and the table costs a row of work per letter)."""
    if a == b:
        return True
    if len(a) < len(b):
        a, b = b, a
    if len(a) - len(b) > 1:
        return False
    i = 0
    while i < len(b) and a[i] == b[i]:
        i += 1
    if len(a) != len(b):
        return a[i + 1:] == b[i:]
    return a[i + 1:] == b[i + 1:] or (a[i + 1:i + 2] == b[i:i + 1] and a[i:i + 1] == b[i + 1:i + 2]
                                      and a[i + 2:] == b[i + 2:])


def _short_slip(word: str, name: str) -> bool:
    """A typo of a four-letter name, told apart from the English words one letter away ('Tyre' and
    'Type'): two letters side by side swapped ('Tyer') or one letter doubled ('Tyree')."""
    if len(word) == len(name):
        k = [i for i in range(len(word)) if word[i] != name[i]]
        return len(k) == 2 and k[1] == k[0] + 1 and word[k[0]] == name[k[1]] and word[k[1]] == name[k[0]]
    if len(word) == len(name) + 1:
        return any(word[i] == word[i - 1] and word[:i] + word[i + 1:] == name for i in range(1, len(word)))
    return False


def _phrase_slip(word: str, name: str) -> bool:
    """A word of a longer name, misspelt beside the name's other words ('Prison Brake'): its own letters
    in another order, or up to two edits away."""
    limit = 2 if min(len(word), len(name)) >= 6 else 1
    return len(word) >= 4 and (sorted(word) == sorted(name) or distance(word, name, limit) <= limit)


def _words(passages: list[Passage]) -> Iterator[tuple[Passage, re.Match[str]]]:
    for p in passages:
        for m in _WORD.finditer(p.text):
            yield p, m


def _demonym(w: str, n: str) -> bool:
    """One lower-cased word the other's place adjective or its place, where the place's last vowel gives way to
    the adjective's ending: 'antarctic' of 'antarctica', 'italian' of 'italy', 'cretan' of 'crete'; either way
    round, each an English word of its own."""
    for a, b in ((w, n), (n, w)):
        if len(b) >= 5 and b[-1] in "aeyo" and a.startswith(b[:-1]) and a != b:
            rest = a[len(b) - 1:]
            if rest in _SUFFIXES and rest not in ("s", "es", "'s") or not rest and b[-1] == "a" and a.endswith("ic"):
                return True
    return False


def _men(word: str) -> str:
    """The '-man' a '-men' plural is of ('merchantmen' -> 'merchantman'), else ''; a name's word is the judge,
    so 'specimen' makes no 'speciman' of anything the game names."""
    w = word.lower()
    return w[:-3] + "man" if w.endswith("men") and len(w) > 5 else ""


_DERIVED = tuple(sorted(word_list("derived_endings"), key=len, reverse=True))


def _same_root(word: str, name: str) -> bool:
    """Two English words of one root of five letters or more with different endings ('inspectors', 'inspections';
    'builder', 'building'): each a word of its own, neither a slip for the other."""
    for a in _DERIVED:
        if not word.endswith(a):
            continue
        root = word[:-len(a)]
        if len(root) >= 5 and any(name == root + b for b in _DERIVED if b != a):
            return True
    return False


def inflected_ending(word: str, name: str) -> bool:
    """Two forms of one word that differ in their last two letters at most, from five letters on ('Dostawy' of
    'Dostawa', 'Wenecji' of 'Wenecja'): a case ending, in a language that inflects its nouns."""
    w, n = word.lower(), name.lower()
    return min(len(w), len(n)) >= 5 and abs(len(w) - len(n)) <= 1 and w[:-2] == n[:-2]


def _accent_apart(word: str, name: str) -> bool:
    """The two words differ only where one has a letter and the other that letter with an accent or ring ('spara',
    'spåra'; 'resume', 'résumé')."""
    if len(word) != len(name) or word == name:
        return False
    return all(a == b or unicodedata.normalize("NFD", a)[0] == unicodedata.normalize("NFD", b)[0]
               for a, b in zip(word, name))


def near_misses(passages: list[Passage], names: list[str], proper: Collection[str] = (),
                titles: Collection[str] = (), inflects: bool = False) -> Iterator[tuple[Passage, int, str, str, str]]:
    """(passage, offset, word, name, meant) for each suspect word; four-letter names are taken from `proper` only.
    `meant` is the word to write instead (the name's own word), "" when two names are as near.

    `titles` (the game's own title) are names the text may write but no word is held to: 'Deep Delve' is
    the game's name, not a slip for the hero 'Delver', and 'Delvers' is no slip for the title. `inflects`: the game
    is written in another language than English, whose nouns take case endings (polski-rynek's 'w kroku Dostawy'
    for the step 'Dostawa'): a word that differs from a name in its ending alone is that name's form."""
    parts = [_LETTERS.findall(n) for n in names]
    found = list(_words(passages))
    uses = Counter(m.group(0) for _, m in found)
    lower = {w for p in passages for w in _LOWER_WORD.findall(p.text) if w.islower()}
    # a four-letter name counts only as a proper name never written lower-case ('Tyre'; not 'From', 'Coal')
    name_words = {w for ws in parts for w in ws if len(w) >= 5 and w[0].isupper()}
    name_words |= {w for w in proper if len(w) == 4 and w[0].isupper() and w.lower() not in lower}
    known = {lemma(w) for ws in parts for w in ws} | {lemma(w) for t in titles for w in _LETTERS.findall(t)}
    by_first: dict[str, list[str]] = {}
    for w in sorted(name_words):
        by_first.setdefault(w[0], []).append(w)
    near: dict[str, str] = {}
    contested: set[str] = set()
    odd: set[str] = set()   # not a name's word in any form, and not used on purpose: may stand in a name
    lower_forms: list[set[str]] = []   # the dictionary forms of the words written lower-case, made when first asked

    def written_lower(word: str) -> bool:
        """The text writes this word lower-case in another form ('counted' beside 'Count the ransom.'): an
        English word, capitalised where a sentence or list item opens."""
        if not lower_forms:
            lower_forms.append({lemma(w) for w in lower})
        return lemma(word) in lower_forms[0]
    for word in uses:  # each distinct word once
        if len(word) < 4 or uses[word] >= 3 or lemma(word) in known or _men(word) in known \
                or word.lower().endswith("oes") and word.lower()[:-2] in known or word.lower() in _FUNCTION_WORDS:
            continue  # short, used on purpose, a known name ('Merchantmen' of 'Merchantman' too; 'Tomatoes' of
            # 'Cherry Tomato': seed-swap, written outside the project), or a word of English's grammar opening a
            # sentence ('Cannot march.' beside the card 'Cannon')
        odd.add(word)
        if word.lower() in lower:
            continue  # an English word, written lower-case elsewhere
        # same first letter, or the first two swapped ('Aglatia' for Galatia; not 'Cats' for Acts)
        swapped = [n for n in by_first.get(word[1].upper(), []) if len(n) >= 5 and n[1].lower() == word[0].lower()]
        for name in by_first.get(word[0], []) + swapped:
            w, n = word.lower(), name.lower()
            if any(a.startswith(b) and a[len(b):] in _SUFFIXES for a, b in ((w, n), (n, w))) or _demonym(w, n):
                continue  # 'Nordic' beside 'Nord', 'Lydians' beside 'Lydia': a derived word
            if any(a.startswith(b) and a[len(b):] in _INFLECTIONS or b.endswith("e") and a == b[:-1] + "ing"
                   for a, b in ((w, n), (n, w))):
                continue  # 'Closed' beside the phase 'Close the kitchen': the word's own form (sand-timers)
            if min(len(w), len(n)) <= 4:
                slip = _short_slip(w, n)  # 'Tyre' is one letter from 'Type', 'Tyne', 'Tyres'
            else:
                limit = 2 if min(len(w), len(n)) >= 9 else 1
                slip = within_one(w, n) if limit == 1 else distance(w, n, limit) <= limit
            if slip and inflects and inflected_ending(w, n):
                continue
            if slip and inflects and _accent_apart(w, n):
                continue   # 'Spara' (to save) beside the step 'Spåra' (to track) in a Swedish game: a letter and
                # its accented form make two words in a language that writes both (algjakt)
            if slip and _same_root(w, n):
                continue  # 'Inspectors' beside the card 'Factory Inspections': another word of one root
            if slip and lemma(word) != lemma(name) and not written_lower(word):
                if word not in near:
                    near[word] = name
                elif lemma(name) != lemma(near[word]):
                    contested.add(word)   # a second name as near: reported with the first, never rewritten
                    break
    phrases: dict[str, list[tuple[list[str], int]]] = {}
    for ws in parts:
        if len(ws) >= 2:
            for k, w in enumerate(ws):
                if len(w) >= 3 and w[0].isupper() and w.lower() not in STOP:
                    phrases.setdefault(w, []).append((ws, k))
    for p, m in found:
        word = m.group(0)
        if word in near:
            yield p, m.start(), word, near[word], "" if word in contested else near[word]
        elif word in odd and phrases:
            name, meant = _in_phrase(p.text, m, phrases)
            if name:
                yield p, m.start(), word, name, meant


def _in_phrase(text: str, m: re.Match[str], phrases: dict[str, list[tuple[list[str], int]]]) -> tuple[str, str]:
    """The name a misspelt word stands in, read from its neighbours: 'Brake' after 'Prison' in 'Prison Break';
    and the name's word to write instead ('Break'), "" when another name's word fits as well."""
    word = m.group(0).lower()
    prev = _BEFORE.search(text[max(0, m.start() - 40):m.start()])
    nxt = _AFTER.match(text, m.end())
    found: list[tuple[str, str]] = []
    for side, step in ((prev, 1), (nxt, -1)):
        if side is None:
            continue
        for ws, k in phrases.get(side.group(1), ()):
            j = k + step
            if 0 <= j < len(ws) and len(ws[j]) >= 4 and _phrase_slip(word, ws[j].lower()):
                found.append((" ".join(ws), ws[j]))
    if not found:
        return "", ""
    return found[0][0], found[0][1] if len({w for _, w in found}) == 1 else ""


_LABEL = re.compile(r"[A-Za-z][A-Za-z' -]*")


def column_slips(ctx: Context) -> Iterator[tuple[Any, str, str, str, int, bool]]:
    """(card, column, value, meant, uses, alone) for a short label column (`str`: a province, a kind) whose value on
    one card only is a near miss of a value other cards of the deck write at least twice ('Italea' beside
    three 'Italia'), or of a name the game defines."""
    proper = {n.lower(): n for n in known_names(ctx) if _LABEL.fullmatch(n)}
    written: set[str] = set()   # the words the game's text writes lower-case, in their dictionary forms, when asked
    by_length: dict[int, list[tuple[str, str]]] = {}
    for n, name in proper.items():
        by_length.setdefault(len(n), []).append((n, name))
    for deck in ctx.game.decks:
        for column, kind in deck.fields.items():
            if kind != "str":
                continue
            values = Counter(v.strip() for c in deck.cards if isinstance(v := c.fields.get(column), str) and v.strip())
            if len(values) >= 5 and len(values) >= 0.8 * sum(values.values()):
                continue   # nearly every card writes its own value: free text (a quiz's answers), no labels
            meant = {v.lower(): v for v, n in values.items() if n >= 2 and _LABEL.fullmatch(v)}
            for card in deck.cards:
                value = card.fields.get(column)
                if not isinstance(value, str) or values.get(value.strip(), 0) != 1 or not _LABEL.fullmatch(value.strip()):
                    continue
                w = value.strip().lower()
                if w in proper or len(w) < 4:
                    continue
                if " " not in w:
                    if not written:
                        written.update({lemma(x) for p in passages_of(ctx) for x in _LOWER_WORD.findall(p.text)
                                        if x.islower()} or {""})
                    if lemma(w) in written:
                        continue   # an English word the text writes lower-case ('Feed', 'Rest' of a Rival card's
                        # action beside the food 'Seed' and the action 'Nest': bird-count, written outside the project)
                near = [pair for k in range(len(w) - 2, len(w) + 3) for pair in by_length.get(k, ())]
                found: list[str] = []
                for n, name in (*meant.items(), *near):   # names within two letters of its length
                    limit = 2 if min(len(w), len(n)) >= 9 else 1
                    if not (within_one(w, n) if limit == 1 else distance(w, n, limit) <= limit) or lemma(w) == lemma(n):
                        continue
                    if paired_apart(w, n):
                        continue   # 'Ursa Minor' beside 'Ursa Major' (star-magnitudes), 'Upper Deck' beside 'Lower
                        # Deck': one word of a pair in place of the other names another thing, as REF002 reads it
                    if not any(a.startswith(b) and a[len(b):] in _SUFFIXES for a, b in ((w, n), (n, w))):
                        if name.lower() not in {f.lower() for f in found}:
                            found.append(name)
                        if len(found) == 2:
                            break
                if found:   # the first is reported; a second as near is why --fix leaves it alone
                    yield card, column, value.strip(), found[0], values.get(found[0], 0), len(found) == 1


# what may stand between a sentence's end (or a passage's start) and its first word: spaces, quotes, brackets,
# Markdown's emphasis, heading and list marks ("1. ", "- ")
_OPENING = re.compile(r"(?:^|[.!?:;]|\n[ \t]*(?:[-*+>]|\d+[.)]|#+|\n))[\s\"'\u201c\u2018(*_#>]*$")


def sentence_start(text: str, offset: int) -> bool:
    """Whether the word at `offset` opens a sentence, a list item or the passage: its capital says nothing of a
    name there ("Better on the second day. Serve it anyway.")."""
    return _OPENING.search(text[max(0, offset - 40):offset]) is not None


_DETERMINERS = word_set("prose_determiners")
_NEXT_WORD = re.compile(r"[ \t]+([a-z]+)\b")


def _imperative(text: str, end: int) -> bool:
    """Whether the word ending at `end` is followed by a determiner ('the', 'your', 'each') or an object pronoun
    ('them', 'it'), as a verb opening a command is ("Count the ransom", "Leave them showing") and a name is not; a
    phrasal verb's particle may stand between ("Share out the Water": lifeboat-coop, written outside the project,
    beside the card 'Shark')."""
    m = _NEXT_WORD.match(text, end)
    if m is not None and m.group(1) in _PARTICLES:
        m = _NEXT_WORD.match(text, m.end())
    return m is not None and (m.group(1) in _DETERMINERS or m.group(1) in _OBJECTS)


_PARTICLES = word_set("verb_particles")


_OBJECTS = word_set("object_pronouns")   # "Leave them showing" (dice-slots, beside 'Harbour Lease')


def _ending_apart(word: str, name: str) -> bool:
    """The word and the name differ in their last letter alone ('Athena', 'Athens')."""
    w, n = word.lower(), name.lower()
    return len(w) == len(n) and w[:-1] == n[:-1] and w[-1] != n[-1]


_WORD_AROUND = re.compile(r"[A-Za-z\u00c0-\u024f]+")


def _apart_from_its_name(text: str, offset: int, word: str, name: str, names: list[str]) -> bool:
    """Every name the word `name` belongs to has other words, and none of them stands right before or after the word
    at `offset` (possessive and punctuation aside): the word is not written as a part of its name."""
    full = [_LETTERS.findall(n) for n in names if name in _LETTERS.findall(n)]
    if not full or any(len(ws) < 2 for ws in full):
        return False
    others = {w.lower() for ws in full for w in ws if w != name}
    before = _WORD_AROUND.findall(text[max(0, offset - 40):offset])
    after = _WORD_AROUND.findall(text[offset + len(word):offset + len(word) + 40])
    near = {w.lower() for w in before[-1:] + [w for w in after[:2] if w.lower() != "s"][:1]}
    return not near & others


def _said_alone(name: str, names: list[str], passages: list[Passage]) -> bool:
    """The game's text writes the word `name` more often than the names it belongs to: it is a name of its own too
    ('Athens' in "Athens writes its laws down" beside the card 'Athens surrenders': bc-chronicle), so a near miss of
    it is that name misspelled."""
    word = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")
    full = [re.compile(rf"(?<![\w-]){re.escape(n)}(?![\w-])") for n in names if name in _LETTERS.findall(n)]
    said = sum(len(word.findall(p.text)) for p in passages)
    return said > sum(len(f.findall(p.text)) for p in passages for f in full)


@family("misspelled")
def check_misspelled(ctx: Context) -> None:
    names = known_names(ctx)
    passages = passages_of(ctx)
    spaces = {space for m in ctx.game.maps for loc in m.locations for space in loc.spaces} - set(names)
    if spaces:   # a map box's action space written the same in the printed text too is a name the game defines
        # ('Grain Store' in a box and in "*Grain Store* gives one Grain": harvest-feeding); one written only in
        # the box may be its slip ('Praech' beside the action 'Preach')
        said = [space for space in sorted(spaces) if sum(p.text.count(space) for p in passages) >= 2]
        names = [*names, *said]
    inflects = not ctx.game.source_language.startswith("en")
    for p, offset, word, name, meant in near_misses(passages, names, proper_names(ctx), [ctx.game.title],
                                                     inflects):
        # a word opening a sentence is capitalised by grammar, so it may be any English word one letter from a
        # name ('Better' beside 'Butter'): a guess, a warning; and one a determiner follows is a command's verb
        # ("Count the ransom." beside the name Court): no name
        opens = sentence_start(p.text, offset)
        if opens and _imperative(p.text, offset + len(word)):
            continue
        # a word that differs from the name in its last letter alone may be a word of its own, another form of one
        # root ('Athena' beside 'Athens', 'Olympia' beside 'Olympic': bc-chronicle): a guess, a warning, and
        # never rewritten
        ending = _ending_apart(word, name)
        # a near miss of one word of names of several words, written alone ("for Grandpa's window" beside the card
        # 'Grandma Edith': pet-rescue, written outside the project): maybe another word of that kind, a guess
        alone = _apart_from_its_name(p.text, offset, word, name, names) and not _said_alone(name, names, passages)
        why = "another name is as near" if not meant else "a word of its own may end so" if ending else ""
        ctx.report("TXT005", p.loc(offset), f"'{word}' is not a name of this game", actual=word,
                   hint=f"did you mean '{name}'?", subject=f"{p.file.rsplit('/', 1)[-1]}/{word}",
                   unsure=opens or ending or alone,
                   fix=Fix(p.loc(offset), word, "" if why else meant, "name", why))
    for card, column, value, name, uses, alone in column_slips(ctx):
        others = f" ({uses} other cards write '{name}')" if uses else ""
        at = card.cells.get(column, card.loc)
        ctx.report("TXT005", at,
                   f"'{value}' in column '{column}' of card '{card.id}' is not a name of this game{others}",
                   actual=value, hint=f"did you mean '{name}'?", subject=f"{card.id}/{column}/{value}",
                   fix=Fix(at, value, name if alone else "", "name", "" if alone else "another name is as near"))
