"""What a board layout's templates can read besides the board's own name and colour.

Registered as globals of the layout's Jinja2 environment, so every number a
player board prints comes from game.yaml or the engine, never typed into the
layout:

    {{ engine.church_cost(0) }}                  an engine @rule, called
    {% for c in cards("apostle", apostle=name) %} a deck's cards, filtered by column
    {% for c in costs("workers") %}{{ c.name }}: {{ c.items }}   a cost group, items as text
    {% set t = table("taxes") %}{{ t.axis }} {{ t.rows[0].cells }}  a table, cells as printed
    {{ names("phases") | join(", ") }}           a name set (or a category's members)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, Iterable, Mapping

from jinja2 import TemplateRuntimeError

from ...load.languages import Wording
from ...load import LoadedGame
from ...load.documents import name_set, name_set_ids
from ...model import Cost, Game
from ...core.suggest import did_you_mean
from ...load.templating import cell_text


def _unknown(what: str, name: str, known: Iterable[str]) -> TemplateRuntimeError:
    """A name a layout asks for that the game lacks: a template error the card renderer reports at the layout's
    element (file:line), with the near names, never a crash."""
    hint = did_you_mean(name, list(known))
    return TemplateRuntimeError(f"no {what} '{name}' in game.yaml" + (f" ({hint})" if hint else ""))


@dataclass(frozen=True)
class TableRowView:
    label: str
    cells: tuple[str, ...]


@dataclass(frozen=True)
class TableView:
    title: str
    label: str
    axis: tuple[str, ...]
    rows: tuple[TableRowView, ...]
    note: str
    printed: Mapping[str, str] = field(default_factory=dict)   # in an edition: source label -> printed label

    def row(self, label: str) -> TableRowView:
        """The row a layout names by its label, the source language's label in an edition too (a layout is
        written once: `t.row('Prayer points')` finds 'Gebetspunkte')."""
        for r in self.rows:
            if r.label in (label, self.printed.get(label)):
                return r
        raise _unknown(f"row of table '{self.title}' named", label, [r.label for r in self.rows])


@dataclass(frozen=True)
class CostView:
    id: str
    name: str
    items: str
    points: Any
    effect: str
    era: Any


def _category_name(game: Game, name: str) -> str:
    cat = next((c for c in game.categories if name in (c.id, c.name)), None)
    return cat.name if cat else name


def cost_items(game: Game, cost: Cost) -> str:
    """'3 Food, 1 Stone' / '2 different Food' / '1 Oil per keeper'."""
    parts = []
    for item in cost.items:
        parts.append(item.shown(_category_name(game, item.of)))
    return ", ".join(parts)


def board_globals(loaded: LoadedGame) -> dict[str, Any]:
    """The helpers a board layout may call, bound to one game."""
    game = loaded.game

    def table(table_id: str) -> TableView:
        t = next((t for t in game.tables if t.id == table_id), None)
        if t is None:
            raise _unknown("table", table_id, [t.id for t in game.tables])
        words = Wording(game).frame   # a yes/no cell in the edition's words
        rows = tuple(TableRowView(r.label, tuple(cell_text(v, r.format, words) for v in r.values)) for r in t.rows)
        edition = game.translations.get(game.edition) if game.edition else None
        printed = {e.source: e.text for e in edition.text.values()} if edition is not None else {}
        return TableView(t.title, t.axis.label, tuple(cell_text(v, words=words) for v in t.axis.values), rows,
                         t.note, printed)

    def costs(group: str) -> list[CostView]:
        found = [CostView(c.id, c.name, cost_items(game, c), c.points, c.effect, c.era)
                 for c in game.costs if c.group == group]
        if not found:
            raise _unknown("cost group", group, sorted({c.group for c in game.costs if c.group}))
        return found

    def cards(deck_id: str, **where: Any) -> list[dict[str, Any]]:
        deck = game.deck(deck_id)
        if deck is None:
            raise _unknown("deck", deck_id, [d.id for d in game.decks])
        out = []
        for card in deck.cards:
            row = {"id": card.id, "name": card.name, "count": card.count, **card.fields}
            if all(row.get(k) == v for k, v in where.items()):
                out.append(row)
        return out

    def names(set_id: str) -> list[str]:
        cat = next((c for c in game.categories if set_id in (c.id, c.name)), None)
        if cat is not None:
            return list(cat.members)
        found = name_set(game, set_id)   # the rulebook's sets too: 'deck:<id>', 'components', 'categories'
        if found is None:
            raise _unknown("name set", set_id, name_set_ids(game))
        return found

    return {"table": table, "costs": costs, "cards": cards, "names": names,
            "engine": SimpleNamespace(**{name: _controlled(loaded, name, func)
                                         for name, func in loaded.engine.rules.items()})}


def _controlled(loaded: LoadedGame, name: str, func: Any) -> Any:
    """An engine rule as a layout calls it: time-limited, failures an EngineFault naming the engine line."""
    calls = loaded.engine.calls

    def call(*args: Any, **kwargs: Any) -> Any:
        shown = ", ".join([*map(repr, args), *(f"{k}={v!r}" for k, v in kwargs.items())])
        return calls.run(f"engine.{name}({shown})", func, *args, **kwargs)

    return call
