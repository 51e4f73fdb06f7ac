"""A deck's card list as a document prints it (`{{ cards("market") }}`): one row per distinct card, from the data.

A rulebook's appendix of every card, or a quick reference's price list, typed by hand goes stale when a card
changes; this one is the deck's CSV as it stands. The columns are the deck's own (`fields`), in their order, or
the ones `columns=` names; a copies column when some card has more than one copy (`copies=` says otherwise).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence

from ...core.markup import emphasised
from ...load.templating import cell_text
from ...model import Deck

_LONG_ROWS = 5   # a longer list may break across pages (as views.LONG_TABLE_ROWS)


@dataclass(frozen=True)
class CardListView:
    """A card list: its title, the headers of its value columns, which are numbers (set centred), and its rows
    (card name, copies or '', the cells)."""

    deck_id: str
    title: str
    copies: bool
    headers: tuple[str, ...]
    numeric: tuple[bool, ...]
    rows: tuple[tuple[str, str, tuple[str, ...]], ...]

    @property
    def long(self) -> bool:
        return len(self.rows) > _LONG_ROWS


class CardListError(ValueError):
    """A column the deck does not have, or an option of the wrong kind: the message and a hint."""

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message, self.hint = message, hint


def _chosen(deck: Deck, columns: Any) -> list[str]:
    if columns is None:
        return list(deck.fields)
    names = [c.strip() for c in columns.split(",")] if isinstance(columns, str) else list(columns)
    if not all(isinstance(c, str) and c for c in names):
        raise CardListError(f"cards('{deck.id}', columns=...): give column names, as a list or comma-separated",
                            "e.g. columns=[\"cost\", \"text\"]")
    unknown = [c for c in names if c not in deck.fields]
    if unknown:
        raise CardListError(f"cards('{deck.id}'): deck '{deck.id}' has no column '{unknown[0]}'",
                            "its columns: " + (", ".join(deck.fields) or "none besides id, name and count"))
    return names


# a whole number from which the list sets its thousands apart by default ('250,000'), as a price list does; a
# four-digit one may be a year or a code ('1066', '2041'), grouped only when `thousands=true` asks
GROUP_FROM = 10000


def card_list_view(deck: Deck, columns: Any = None, copies: Optional[bool] = None, title: str = "",
                   labels: Optional[Sequence[str]] = None, thousands: Optional[bool] = None,
                   grouped: Callable[[int], str] = str) -> CardListView:
    """The deck's list: `columns` (a list or 'a, b') picks and orders the deck's columns; `copies` shows the copies
    column (default: when some card has more than one); `labels` (one per column) are the headers, else each
    column's name as a card labels it ('victory_points' -> 'Victory points'). A whole number of a number column is
    printed by `grouped` (its thousands set apart in the document's language) from 10,000 on, from 1,000 on with
    `thousands` true, never with it false."""
    if thousands is not None and not isinstance(thousands, bool):
        raise CardListError(f"cards('{deck.id}', thousands=...): give true or false",
                            "thousands=true sets 1,000 apart; by default from 10,000 on")
    chosen = _chosen(deck, columns)
    if labels is not None and (isinstance(labels, str) or len(labels) != len(chosen)):
        raise CardListError(f"cards('{deck.id}', labels=...): give one label per column ({len(chosen)})")
    headers = tuple(labels) if labels is not None else tuple(
        c.replace("_", " ").replace("-", " ").capitalize() for c in chosen)
    kinds = [str(deck.fields[c]) for c in chosen]
    show_copies = any(card.count != 1 for card in deck.cards) if copies is None else bool(copies)
    least = None if thousands is False else 1000 if thousands else GROUP_FROM
    rows = tuple((card.name, str(card.count) if show_copies else "",
                  tuple(_cell(card.fields.get(c), least, grouped) for c in chosen)) for card in deck.cards)
    return CardListView(str(deck.id), title or deck.name, show_copies, headers,
                        tuple(k.startswith("int") for k in kinds), rows)


def _cell(value: Any, least: Optional[int] = None, grouped: Callable[[int], str] = str) -> str:
    """A card's value as the list prints it: a list joined ('Tyre, Sidon'), nothing as a dash, a whole number of
    `least` or more (by its size) grouped ('250,000')."""
    if value in (None, "", (), []):
        return "\u2013"
    if least is not None and isinstance(value, int) and not isinstance(value, bool) and abs(value) >= least:
        return ("\u2212" if value < 0 else "") + grouped(abs(value))   # a true minus, as cell_text prints one
    text = cell_text(value)   # a list joined ('Tyre, Sidon'), an amounts cell as '1 Tool, 2 Plank'
    if "*" not in text:
        return text
    # a card's `**bold**` and `*italic*` print as on the card, not as stars (arena-bids' "**Plodding:** ...", written
    # outside the project); the rest of the text stays escaped
    from markupsafe import Markup, escape

    return Markup(emphasised(str(escape(text))))
