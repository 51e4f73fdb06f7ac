"""How every component of the inventory reaches the table: printed by pnp, or gathered by the players.

One answer per inventory line, shared by the check (CMP005: a component that
is neither), the manifest (`inventory`) and the rulebook's list of what to
print and what to gather. The files named are the ones docs/outputs.md
promises: cards-<deck>.pdf, tokens.pdf, map.pdf, boards.pdf, grids.pdf, pads.pdf,
rulebook.pdf.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional

from .content import Component

Setup = Callable[[int], Mapping[str, Any]]


@dataclass(frozen=True)
class SupplyLine:
    """One inventory line: the files that print it, whether players gather it, and how many a game takes."""

    component: Component
    printed_in: tuple[str, ...]          # output files that print it (a die's stickers too)
    gather: bool                         # the players bring it (bought bits, dice)
    per_players: tuple[tuple[int, int], ...]   # (players, how many a game at that count uses)

    @property
    def listed(self) -> bool:
        """Printed, or on the list of things to gather: the check's CMP005 wants every line listed."""
        return bool(self.printed_in) or self.gather

    def as_manifest(self) -> dict[str, Any]:
        c = self.component
        entry: dict[str, Any] = {"id": c.id, "name": c.name, "kind": c.kind, "count": c.count,
                                 "supply": "gather" if self.gather else "print",
                                 "printed_in": list(self.printed_in),
                                 "per_players": {str(n): q for n, q in self.per_players}}
        if c.size is not None:
            entry["size"] = str(c.size)
        return entry


def printed_in(game: Any, comp: Component, *, has_rulebook: bool = True) -> tuple[str, ...]:
    """The output files that print this component, in a fixed order."""
    out: list[str] = []
    decks = [d for d in comp.decks if game.deck(d) is not None]
    out += [f"cards-{d}.pdf" for d in decks]
    if any(t.component == comp.id for t in game.tokens):
        out.append("tokens.pdf")
    elif comp.kind == "token" and not decks and comp.supply != "gather":
        out.append("tokens.pdf")   # a token line without a sheet or a deck is printed anyway, as a plain disc, unless
        # the designer says the players gather it
    if any(m.component == comp.id for m in game.maps) or any(
            k.component == comp.id for m in game.maps for k in m.tiles):
        out.append("map.pdf")
    if any(b.component == comp.id for b in game.boards):
        out.append("boards.pdf")
    if any(g.component == comp.id for g in game.grids):
        out.append("grids.pdf")
    if any(p.component == comp.id for p in game.pads):
        out.append("pads.pdf")
    if comp.kind == "booklet" and has_rulebook:
        out.append("rulebook.pdf")
    return tuple(out)


def _gathers(comp: Component) -> bool:
    if comp.supply is not None:
        return comp.supply == "gather"
    return comp.kind == "die"   # a die cannot be printed; its stickers may be


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _quantity(comp: Component, players: int, needs: Optional[Mapping[str, Any]]) -> int:
    if needs is not None and _count(needs.get(comp.id)):
        return int(needs[comp.id])
    if needs is not None and comp.decks and all(_count(needs.get(d)) for d in comp.decks):
        # a line of cards named by its decks' ids (docs: either works): 0 of an expansion's deck in the base game
        # is none of its cards (expansion-mix), not the whole box
        return sum(int(needs[d]) for d in comp.decks)
    if comp.per_player:
        return min(comp.count, comp.per_player * players)
    return comp.count


def variant_uses(game: Any, setup: Optional[Setup], comp: Component) -> list[tuple[Any, tuple[tuple[int, int], ...]]]:
    """(variant, (players, how many) at each count of the game the variant is for) for every variant whose
    setup(players, variant) takes some of a line the base game's setup takes none of (a timer only 'Against the
    Clock' needs); empty without a setup or when no variant takes it."""
    out: list[tuple[Any, tuple[tuple[int, int], ...]]] = []
    call: Any = setup   # setup(players) or setup(players, variant): the engine's own signature
    for variant in getattr(game, "variants", ()) if call is not None else ():
        counts = []
        for n in game.players:
            if n not in variant.players:
                continue
            try:
                got = call(n, variant.id)
            except Exception:   # a setup without a variant parameter, or one failing: nothing known
                got = None
            counts.append((n, _quantity(comp, n, got if isinstance(got, Mapping) else None)))
        if any(q for _, q in counts):
            out.append((variant, tuple(counts)))
    return out


def supply_lines(game: Any, setup: Optional[Setup] = None, *, has_rulebook: bool = True) -> list[SupplyLine]:
    """Every inventory line with how it is supplied and how many a game uses at each player count.

    The quantities come from the engine's setup(players) when it names the
    component, else from per_player, else the whole box.
    """
    needs: dict[int, Optional[Mapping[str, Any]]] = {}
    for n in game.players:
        try:
            got = setup(n) if setup is not None else None
        except Exception:   # the check reports a failing setup (ENG001); here the box count stands in
            got = None
        needs[n] = got if isinstance(got, Mapping) else None
    out = []
    for comp in game.inventory:
        out.append(SupplyLine(comp, printed_in(game, comp, has_rulebook=has_rulebook), _gathers(comp),
                              tuple((n, _quantity(comp, n, needs[n])) for n in game.players)))
    return out
