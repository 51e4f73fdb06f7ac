"""Which of a deck's cards the rulebook's components figure shows it by: a small module of its own, read by the
figure (documents/diagrams/components.py) and by every build's plan of what a document reads (document_reads.py),
which must not pay the figure's imports."""
from __future__ import annotations

from ..model import Deck

FAN_MOST = 3           # a deck drawn from its card faces shows up to this many, fanned (the caption says "three")


def fanned_faces(deck: Deck) -> tuple[str, ...]:
    """The cards a deck is shown by, front first: the first card of each kind, when a column sorts the cards into
    a few kinds (_kind_column); then the next whose names start with another word (Commerce's resources: Spices 1,
    Artifacts 1, Oil 1, not Spices 1, 5 and 10), then the next in order; cards the box holds none of only when it
    holds no other. None of a `sealed` deck."""
    if deck.sealed:
        return ()   # its faces are secret: a plain card with the deck's name stands for it
    cards = [c for c in deck.cards if c.count > 0] or list(deck.cards)
    picked: list[str] = []
    kinds: set[str] = set()
    column = _kind_column(deck, cards)
    for card in cards if column else ():   # the first card of each kind ('Serve', 'Return': tennis-sets showed
        kind = str(card.fields.get(column))   # three Serve cards and no Return card)
        if kind not in kinds and len(picked) < FAN_MOST:
            picked.append(card.id)
            kinds.add(kind)
    heads: set[str] = {(c.name.split() or [c.id])[0].lower() for c in cards if c.id in picked}
    for card in cards:
        head = (card.name.split() or [card.id])[0].lower()
        if head not in heads and len(picked) < FAN_MOST and card.id not in picked:
            picked.append(card.id)
            heads.add(head)
    picked += [c.id for c in cards if c.id not in picked][:FAN_MOST - len(picked)]
    return tuple(picked)


def _kind_column(deck: Deck, cards: list) -> str:
    """The column that sorts the deck's cards into kinds, if one does: a word column (not the name, text or a
    number) of two to four values, each shared by two cards or more; the one of fewest values; '' when none."""
    best, fewest = "", 5
    for name, tp in deck.fields.items():
        if name in ("name", "text") or str(tp).startswith(("int", "bool", "amounts", "refs", "text")):
            continue
        values: dict[str, int] = {}
        for card in cards:
            value = card.fields.get(name)
            if isinstance(value, str) and value:
                values[value] = values.get(value, 0) + 1
        if 2 <= len(values) < fewest and all(n >= 2 for n in values.values()) and sum(values.values()) == len(cards):
            best, fewest = name, len(values)
    return best
