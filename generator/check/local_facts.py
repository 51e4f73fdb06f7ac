"""Facts a sentence brings with it: the costs and card columns of the things it names.

"A Hut costs 2 Wood and 1 Food" names the cost 'Hut', so its items become facts
for that sentence ('Wood' 2, 'Food' 1, 'points' when the cost gives points);
"The Quarry costs 3" names the card 'Quarry', so its number columns do
('cost' 2). A name counts when it stands in the sentence as a whole word
(a plural 's' allowed), spelled with its capitals; names under three letters are ignored.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .facts import Fact, term_stems
from .findings import Context
from .vocabulary import alternation
from .words import Token


@lru_cache(maxsize=512)
def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(name)}(?:s|es|'s)?(?![\w-])")


def _named(name: str, sentence: str) -> bool:
    """The name, as written (capitals and all), stands in the sentence. A name in lower case alone (haiku-slam's Word
    card 'tiny') is a word of the language as often: it names the card only quoted or before 'card' ("a tiny poem
    of three lines" is no Word card)."""
    if len(name) < 3 or name not in sentence:
        return False
    if name != name.lower() or not any(c.isalpha() for c in name):
        return bool(_pattern(name).search(sentence))
    return bool(re.search(rf"['‘\"“]{re.escape(name)}['’\"”]|(?<![\w-]){re.escape(name)}\s+cards?\b", sentence))


_AT_A_PLACE = re.compile(rf"\b(?:{alternation('place_prepositions')})\s+(?:(?:{alternation('place_determiners')})\s+)?$",
                         re.I)


def _only_a_place(name: str, sentence: str) -> bool:
    """Every time the sentence names the thing it is a place ("pays eight tips at a Four-seat table, but only four at a
    Six-seat table": dinner-seats): the sentence speaks of what happens there, not of buying it."""
    spots = [m.start() for m in _pattern(name).finditer(sentence)]
    return bool(spots) and all(_AT_A_PLACE.search(sentence[max(0, k - 20):k]) for k in spots)


def _priced_lower(name: str, sentence: str) -> bool:
    """The name in lower case right before 'cost' or 'costs' ("A hut costs 3 Wood" for the cost 'Hut'): the
    sentence prices that thing, whatever its capitals."""
    low = name.lower()
    return len(name) >= 3 and low in sentence.lower() and bool(
        re.search(rf"(?<![\w-]){re.escape(low)}s?\s+costs?\b", sentence.lower()))


_HAS_LOWER = r"\s+(?:has|have|costs?|gives?|scores?|is\s+worth|are\s+worth)\b"


def _had_lower(name: str, sentence: str) -> bool:
    """The name in lower case after 'the' and right before a verb of having or worth ("the quarry has cost 3",
    "the old mill gives 2 grain"): the sentence speaks of that card, whatever its capitals."""
    low = name.lower()
    return len(name) >= 3 and low in sentence.lower() and bool(
        re.search(rf"\bthe\s+{re.escape(low)}s?{_HAS_LOWER}", sentence.lower()))


def _category_name(ctx: Context, of: str) -> str:
    return next((c.name for c in ctx.game.categories if of in (c.id, c.name)), of)


_COST_WORDS = re.compile(rf"\b(?:{alternation('price_words')})\b", re.I)
# a price paid the other way: selling, a refund, a buying back ("the Market buys goods back for 1 Coin each")
_RESALE = re.compile(rf"\b(?:{alternation('resale_words')})\b|\b(?:buys?|bought|buying)\b(?:\W+\w+){{0,3}}?\W+back\b",
                     re.I)


def cost_facts(ctx: Context, sentence: str, own: Any = None) -> list[Fact]:
    """The items of each cost the sentence names while speaking of a price ('costs', 'pay', 'buy'), and of
    `own`, the cost whose effect text it is ("Pay 1 to 7 prayer points" in Heal the Lame's effect); none where
    the price is paid the other way ('sells for', 'buys back', a refund)."""
    g = ctx.game
    facts: list[Fact] = []
    if _RESALE.search(sentence):
        return facts   # a price paid the other way, which is no cost's
    # no word of price: a cost named as a label ("Tow home: 2 Silver per boat", a quick reference's line) still is one
    labels = None if _COST_WORDS.search(sentence) else \
        {cost.name for cost in g.costs if ":" in sentence and _as_label(cost.name, sentence)}
    if labels is not None and not labels:
        return facts
    for ci, cost in enumerate(g.costs):
        if labels is not None and cost.name not in labels:
            continue
        if cost is not own and not _named(cost.name, sentence) and not _priced_lower(cost.name, sentence):
            continue
        if cost is not own and _only_a_place(cost.name, sentence):
            continue   # "a family of four pays eight tips at a Four-seat table": where they sit, no price of it
        for ii, item in enumerate(cost.items):
            name = _category_name(ctx, item.of)
            # a category is also called by the word of the set it is drawn from: "Pay two of one resource" for
            # an item of Goods, a category of the resources
            whole = next((c.of for c in g.categories if item.of in (c.id, c.name)), "")
            for said in dict.fromkeys(n for n in (name, whole) if n):
                stems = term_stems(said)
                if stems:
                    facts.append(Fact(f"the cost of '{cost.name}'", stems, {}, frozenset({item.amount}),
                                      g.where("costs", ci, "items", ii, "amount"),
                                      f"{{{{ costs(\"{cost.group}\") }}}}", "named", term=said))
        if cost.points is not None:
            facts.append(Fact(f"the points of '{cost.name}'", ("point",), {}, frozenset({cost.points}),
                              g.where("costs", ci, "points"), f"{{{{ costs(\"{cost.group}\") }}}}", "named",
                              term="points"))
    return facts


def _as_label(name: str, sentence: str) -> bool:
    """The cost's name, as written, is the sentence's label: it opens the sentence (after a list mark or bold) and a
    colon follows it ("Tow home: 2 Silver per boat", "**Heat:** 2 Coins a degree")."""
    return bool(re.match(rf"\W*{re.escape(name)}\W{{0,3}}:", sentence))


def card_facts(ctx: Context, sentence: str, own: Any = None) -> list[Fact]:
    """The number columns of every card the sentence names (and of `own`, the card whose text it is)."""
    facts: list[Fact] = []
    for deck in ctx.game.decks:
        numbers = [n for n, tp in deck.fields.items() if tp in ("int", "int?")]
        if not numbers:
            continue
        for card in deck.cards:
            if card is not own and not _named(card.name, sentence) and not _had_lower(card.name, sentence):
                continue
            for column in numbers:
                value = card.fields.get(column)
                if isinstance(value, int) and not isinstance(value, bool):
                    stems = term_stems(column)
                    facts.append(Fact(f"column '{column}' of card '{card.name}'", stems, {},
                                      frozenset({value}), card.loc, f"{{{{ card(\"{deck.id}\", \"{card.id}\") }}}}",
                                      "named", term=column.replace("_", " "),
                                      inputs=told_on_card(card, deck, stems) if card is not own else frozenset()))
    return facts


def card_tells(ctx: Context, sentence: str, value: int, nouns: set[str]) -> bool:
    """A card the sentence names says `value` with one of `nouns` in its own text (told_on_card): "When you Mend,
    the Walls gain 3 instead of 2" for "the Carpenter mends 3 Walls" (difficulty-grid), a document retelling the
    card's ability, the card's exception to a rule of the game."""
    return any(_named(card.name, sentence) and value in told_on_card(card, deck, nouns)
               for deck in ctx.game.decks for card in deck.cards)


def told_on_card(card: Any, deck: Any, stems: Any) -> frozenset[int]:
    """The numbers the card's own text says with a word of `stems`, three words at most before or after it
    ("Attacking alone, the Lark fires 3 Guns instead of 1" for its guns of 1; "the Walls gain 3"): a document that
    retells the card's ability may say them of the card (footnote-fleet's "The Lark fires 3 Guns") without
    contradicting its column or a rule."""
    from .words import tokens

    stems = set(stems)
    told: set[int] = set()
    for field, tp in deck.fields.items():
        text = card.fields.get(field)
        if tp != "text" or not isinstance(text, str):
            continue
        toks = tokens(text)
        told.update(t.low for k, t in enumerate(toks) if t.kind == "num" and t.low == t.high and any(
            x.kind == "word" and x.stem in stems for x in toks[max(0, k - 3):k + 4]))
    return frozenset(told)


def group_facts(ctx: Context, sentence: str) -> list[Fact]:
    """The number columns every card of a kind has, for each kind the sentence names by a word column's value:
    "**Reefer** (20 t, freight 5)" for the cards whose `kind` is Reefer, all of freight 5 (container-port). A
    column the group's cards differ in states nothing of the group."""
    return [fact for value, fact in kind_columns(ctx) if _named(value, sentence)]


def kind_columns(ctx: Context) -> list[tuple[str, Fact]]:
    """(value, fact) for every value of a deck's word column that two or more cards share, written with a capital
    and no card's name (a kind: Reefer, Hazardous), and every number column all those cards agree on."""
    found = ctx.memo.get("kind columns")
    if found is None:
        found = []
        for deck in ctx.game.decks:
            numbers = [n for n, tp in deck.fields.items() if tp in ("int", "int?")]
            words = [n for n, tp in deck.fields.items() if n not in ("name", "text") and not str(tp).startswith(
                ("int", "bool", "amounts", "refs", "text"))]
            names = {c.name for c in deck.cards}
            for column in words if numbers else ():
                groups: dict[str, list[Any]] = {}
                for card in deck.cards:
                    value = card.fields.get(column)
                    if isinstance(value, str) and value[:1].isupper() and value not in names:
                        groups.setdefault(value, []).append(card)
                for value, cards in groups.items():
                    for number in numbers if len(cards) >= 2 else ():
                        values = {c.fields.get(number) for c in cards}
                        if len(values) == 1 and type(next(iter(values))) is int:
                            found.append((value, Fact(f"column '{number}' of the {value} cards", term_stems(number), {},
                                                      frozenset(values), cards[0].loc,
                                                      f"{{{{ card(\"{deck.id}\", \"{cards[0].id}\") }}}}", "named",
                                                      term=number.replace("_", " "))))
        ctx.memo["kind columns"] = found
    return found


def sentence_text(text: str, toks: list[Token], a: int, b: int) -> str:
    if a >= b:
        return ""
    return text[toks[a].start:toks[b - 1].end]


def named_card_has(game: Any, said: str, value: int, stems: tuple[str, ...] = ()) -> bool:
    """A card named in `said` (its name as a whole word, three letters or more) has an int column of `value`; with
    `stems`, only a column whose name shares one of them ("Red's Cross deals 2 damage": the Cross's `damage`; "hires
    a Paramedic for 24 Funds": any column of the Paramedic's, its pay)."""
    said = said.lower()
    for deck in game.decks:
        columns = [c for c, tp in deck.fields.items() if tp in ("int", "int?")
                   and (not stems or set(term_stems(c)) & set(stems))]
        for card in deck.cards if columns else ():
            name = card.name.lower()
            if len(name) >= 3 and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", said) \
                    and any(card.fields.get(c) == value for c in columns):
                return True
    return False
