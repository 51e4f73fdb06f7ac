"""TXT005: a capitalised word of printed text that is one or two letters away from a name the game defines.

Known names: name sets, categories, card, deck, component, die, cost, variant,
glossary, map location and region names. A word is suspect when it is not a
known name's word in any inflection, is at least five letters long, shares its
first letter with the name, and is 1 edit away (2 from nine letters on). A
word that the printed text uses three times or more is taken as meant.
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Iterator

from .findings import Context
from .printed import Passage
from .printed_index import passages_of
from .registry import family
from .words import lemma

_SUFFIXES = {"s", "es", "n", "an", "ian", "ns", "ans", "ians", "ic", "ite", "ites", "ese", "'s"}
_WORD = re.compile(r"(?<![\w'\u2019-])[A-Z][a-z]+(?:[A-Z][a-z]+)*(?![\w-])")
_LETTERS = re.compile(r"[A-Za-z]+")
_LOWER_WORD = re.compile(r"(?<![\w'])[a-z]+")


def known_names(ctx: Context) -> list[str]:
    g = ctx.game
    names: list[str] = [n for members in g.names.values() for n in members]
    names += [c.name for c in g.categories] + [c.name for c in g.inventory] + [d.name for d in g.decks]
    names += [card.name for d in g.decks for card in d.cards] + [d.name for d in g.dice]
    names += [c.name for c in g.costs] + [v.name for v in g.variants] + [t.term for t in g.glossary]
    for m in g.maps:
        names += [loc.name for loc in m.locations] + [r.name for r in m.regions] + [m.name]
    return [n for n in names if isinstance(n, str)]


def distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance, giving up (limit + 1) once it is over `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        if min(cur) > limit:
            return limit + 1
        prev = cur
    return prev[-1]


def _words(passages: list[Passage]) -> Iterator[tuple[Passage, re.Match[str]]]:
    for p in passages:
        for m in _WORD.finditer(p.text):
            yield p, m


def near_misses(passages: list[Passage], names: list[str]) -> Iterator[tuple[Passage, int, str, str]]:
    """(passage, offset, word, name) for each suspect word."""
    name_words = {w for n in names for w in _LETTERS.findall(n) if len(w) >= 5 and w[0].isupper()}
    known = {lemma(w) for n in names for w in _LETTERS.findall(n)}
    by_first: dict[str, list[str]] = {}
    for w in sorted(name_words):
        by_first.setdefault(w[0], []).append(w)
    found = list(_words(passages))
    uses = Counter(m.group(0) for _, m in found)
    lower = {w for p in passages for w in _LOWER_WORD.findall(p.text)}
    near: dict[str, str] = {}
    for word in uses:  # each distinct word once
        if len(word) < 5 or uses[word] >= 3 or word.lower() in lower or lemma(word) in known:
            continue  # short, used on purpose, an English word written lower-case elsewhere, or a known name
        for name in by_first.get(word[0], []):
            limit = 2 if min(len(word), len(name)) >= 9 else 1
            w, n = word.lower(), name.lower()
            if any(a.startswith(b) and a[len(b):] in _SUFFIXES for a, b in ((w, n), (n, w))):
                continue  # 'Nordic' beside 'Nord', 'Lydians' beside 'Lydia': a derived word
            if distance(w, n, limit) <= limit and lemma(word) != lemma(name):
                near[word] = name
                break
    if not near:
        return  # no suspect word: nothing to point at
    for p, m in found:
        if m.group(0) in near:
            yield p, m.start(), m.group(0), near[m.group(0)]


@family("misspelled")
def check_misspelled(ctx: Context) -> None:
    names = known_names(ctx)
    for p, offset, word, name in near_misses(passages_of(ctx), names):
        ctx.report("TXT005", p.loc(offset), f"'{word}' is not a name of this game", actual=word,
                   hint=f"did you mean '{name}'?", subject=f"{p.file.rsplit('/', 1)[-1]}/{word}")
