"""Which of a deck's cards the rulebook's components figure shows it by: a small module of its own, read by the
figure (documents/diagrams/components.py) and by every build's plan of what a document reads (document_reads.py),
which must not pay the figure's imports."""
from __future__ import annotations

from ..model import Deck

FAN_MOST = 3           # a deck drawn from its card faces shows up to this many, fanned (the caption says "three")


def fanned_faces(deck: Deck) -> tuple[str, ...]:
    """The cards a deck is shown by, front first: its first card, then the next whose names start with another
    word (Commerce's resources: Spices 1, Artifacts 1, Oil 1, not Spices 1, 5 and 10), then the next in order;
    cards the box holds none of only when it holds no other. None of a `sealed` deck."""
    if deck.sealed:
        return ()   # its faces are secret: a plain card with the deck's name stands for it
    cards = [c for c in deck.cards if c.count > 0] or list(deck.cards)
    picked: list[str] = []
    heads: set[str] = set()
    for card in cards:
        head = (card.name.split() or [card.id])[0].lower()
        if head not in heads and len(picked) < FAN_MOST:
            picked.append(card.id)
            heads.add(head)
    picked += [c.id for c in cards if c.id not in picked][:FAN_MOST - len(picked)]
    return tuple(picked)
