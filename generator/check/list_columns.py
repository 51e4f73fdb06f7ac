"""TXT001 for a card's list column: "Word Has Spread names three cities" against the cities its cards list.

A deck's `refs:` column holds a list per card (the cities a disaster hits, the
colours a miracle comes in). A printed number right before that column's noun
("three cities", "three different cities": one word may stand between; the
noun plural, so "five City cards" names another deck) in a
sentence that names the cards it speaks of is how many each of those cards
lists. The cards are named by a card's name ("Word Has Spread"), a category of
the deck ("The disaster cards ... each list three cities", or a glossary
entry's term, "Disaster: One of ten Event cards that list three cities"), or
the deck ("Event cards"), the most particular naming first; cards whose list
is empty are left out (a column only some cards fill). When those cards do
not all list one number, nothing is said.

Read in rulebook.md, quickref.md and the printed strings of game.yaml; a
card's own text is TXT003's (its row's columns).
"""
from __future__ import annotations

import re
from typing import Any, Optional

from .claims import sentence, skipped
from .findings import Context
from .printed import Passage
from .printed_index import index_of
from .registry import family
from .words import NUMBER_WORDS, STOP, WEAK_NUMBERS, Token, lemma, stem


class _Column:
    """One list column of one deck: its noun, and the list length of each named group of its cards."""

    def __init__(self, deck: Any, column: str) -> None:
        self.deck, self.column = deck, column
        self.noun = stem(re.findall(r"[A-Za-z]+", column.replace("_", " "))[-1])
        self.lengths = {card.name: len(card.fields[column]) for card in deck.cards
                        if isinstance(card.fields.get(column), (list, tuple)) and card.fields[column]}
        self.first = next((card for card in deck.cards if card.name in self.lengths), None)


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in STOP}


def _groups(ctx: Context, col: _Column) -> list[tuple[int, str, set[str], set[int]]]:
    """(how particular, label, the words that name it, the list lengths of its cards) for each naming."""
    out: list[tuple[int, str, set[str], set[int]]] = []
    for name, n in col.lengths.items():
        out.append((0, f"'{name}'", set(), {n}))
    deck_ref = f"deck:{col.deck.id}"
    for cat in ctx.game.categories:
        if cat.of == deck_ref:
            sizes = {col.lengths[m] for m in cat.members if m in col.lengths}
            if sizes:
                out.append((1, f"category '{cat.name}'", _words(cat.name) | _words(cat.id), sizes))
    if col.lengths:
        out.append((2, f"deck '{col.deck.name}'", _words(col.deck.name) - {stem("card")}, set(col.lengths.values())))
    return out


def _named(text: str, words: set[str], groups: list) -> Optional[tuple[int, str, set[str], set[int]]]:
    """The most particular group the sentence names; None when none, or two equally particular ones differ."""
    for level in (0, 1, 2):
        hits = [g for g in groups if g[0] == level and (
            (level == 0 and re.search(r"(?<!\w)" + re.escape(g[1][1:-1]) + r"(?!\w)", text))
            or (level > 0 and g[2] and g[2] <= words))]
        if hits:
            sizes = {frozenset(g[3]) for g in hits}
            return hits[0] if len(sizes) == 1 else None
    return None


@family("list columns")
def check_list_columns(ctx: Context) -> None:
    columns = [_Column(d, c) for d in ctx.game.decks for c, tp in d.fields.items()
               if isinstance(tp, str) and tp.startswith("refs:")]
    columns = [c for c in columns if c.lengths]
    if not columns:
        return
    # only a passage that prints a column's noun as written ('cities') is read
    wanted = re.compile(r"\b(?:" + "|".join(sorted({re.escape(c.column.replace("_", " ").split()[-1])
                                                      for c in columns})) + r")\b", re.I)
    groups = {id(c): _groups(ctx, c) for c in columns}
    index = index_of(ctx)
    for p in index.passages:
        if p.scope != "card text" and any(_counted(p.text, m.start()) for m in wanted.finditer(p.text)):
            _scan(ctx, p, index.tokens(p.text), columns, groups)


def _counted(text: str, at: int) -> bool:
    """A number among the two words before `at`."""
    return any(w[:1].isdigit() or w.strip("*_(").lower() in NUMBER_WORDS for w in text[max(0, at - 40):at].split()[-2:])


def _scan(ctx: Context, p: Passage, toks: list[Token], columns: list[_Column], groups: dict) -> None:
    label = getattr(p.owner, "term", "") if p.scope == "glossary" else ""
    for i, t in enumerate(toks):
        if t.kind != "num" or t.low != t.high or t.bound or t.text.lower() in WEAK_NUMBERS or skipped(toks, i):
            continue
        after = toks[i + 1:i + 3]
        for col in columns:
            k = next((k for k, x in enumerate(after) if x.kind == "word" and x.stem == col.noun
                      and lemma(x.text) != x.text.lower()), None)   # 'three cities', not 'five City cards'
            if k is None or any(x.kind != "word" or x.text.lower() in STOP for x in after[:k]):
                continue
            a, b = sentence(toks, i)
            text = p.text[toks[a].start:toks[b - 1].end] + " " + label
            named = _named(text, _words(text), groups[id(col)])
            if named is None or t.low in named[3] or len(named[3]) != 1:
                continue
            (n,) = named[3]
            where = col.first.cells.get(col.column, col.first.loc) if col.first else ctx.game.loc
            ctx.report("TXT001", p.loc(t.start), f"'{t.text}' {after[k].text} for {named[1]}, but its cards list "
                       f"{n} in column '{col.column}' of deck '{col.deck.id}'", expected=n, actual=t.text,
                       related=where, hint=f"write {n}, or change the cards' '{col.column}' lists",
                       subject=f"{col.deck.id}/{col.column}/{t.text}")
            break
