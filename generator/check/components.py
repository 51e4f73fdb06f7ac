"""Components: the inventory agrees with the card data, and setup never needs more than the box."""
from __future__ import annotations

from collections.abc import Mapping

from ..core.errors import Loc
from .catalogue import declare
from .findings import MISSING, Context
from .names import did_you_mean, fold
from .registry import family

declare("CMP001", family="components", severity="error",
        title="the inventory's card count differs from the card data")
declare("CMP002", family="components", severity="error", title="setup needs more than the box holds")
declare("CMP003", family="components", severity="error", title="a component is listed twice")
declare("CMP004", family="components", severity="warning", title="a deck is in no inventory line")
declare("CMP005", family="components", severity="error", title="a component is neither printed nor listed to gather")
declare("CMP006", family="components", severity="warning",
        title="a setup() key names both an inventory line and a deck that line does not count")


def _inventory_counts(ctx: Context) -> None:
    game = ctx.game
    listed: dict[str, str] = {}
    seen_names: dict[str, int] = {}
    for c in game.inventory:
        key = fold(c.name)
        if key in seen_names:
            ctx.report("CMP003", c.loc, f"'{c.name}' is listed twice in the inventory (first at line {seen_names[key]})",
                       subject=f"inventory/{c.id}", hint="merge the two lines into one with the total count")
        seen_names.setdefault(key, c.loc.line)
        for deck_id in c.decks:
            if deck_id in listed:
                ctx.report("CMP003", c.loc, f"deck '{deck_id}' is counted by both '{listed[deck_id]}' and '{c.id}'",
                           subject=f"inventory/{c.id}/{deck_id}", hint="list each deck under one inventory line")
            listed.setdefault(deck_id, c.id)
        decks = [game.deck(d) for d in c.decks]
        if c.decks and all(decks):
            total = sum(d.total for d in decks)
            if total != c.count:
                parts = " + ".join(f"{d.id} {d.total}" for d in decks)
                ctx.report("CMP001", game.where(*c.path, "count"),
                           f"the box lists {c.count} {c.name} but the card data has {total} ({parts})",
                           expected=total, actual=c.count, subject=f"inventory/{c.id}",
                           hint="correct the inventory count or the CSV count columns")
    for deck in game.decks:
        if deck.id not in listed:
            ctx.report("CMP004", deck.loc, f"deck '{deck.id}' is not counted by any inventory line",
                       subject=f"deck/{deck.id}", hint="add it to an inventory line's decks")


def _available(ctx: Context) -> dict[str, tuple[int, Loc]]:
    """What the box holds, by setup key: inventory ids, deck ids and deck/card ids."""
    game = ctx.game
    out: dict[str, tuple[int, Loc]] = {c.id: (c.count, game.where(*c.path, "count")) for c in game.inventory}
    for deck in game.decks:
        out.setdefault(deck.id, (deck.total, deck.loc))
        for card in deck.cards:
            out[f"{deck.id}/{card.id}"] = (card.count, card.loc)
    return out


def _setups(ctx: Context) -> None:
    game, engine = ctx.game, ctx.engine
    if engine.setup is None:
        return
    available = _available(ctx)
    setup_loc = engine.loc_of(engine.setup)
    runs = [(n, None) for n in game.players]
    if engine.takes(engine.setup, "variant"):
        runs += [(n, v) for v in game.variants for n in v.players]
    short: set[str] = set()   # a key short at several player counts is reported at the first
    for players, variant in runs:
        kwargs: dict[str, str] = {"variant": variant.id} if variant else {}
        label = f"{players} players" + (f" ({variant.name})" if variant else "")
        needs = ctx.call(engine.setup, kwargs, f"setup/{players}", players)
        if needs is MISSING:
            return
        if not isinstance(needs, Mapping):
            ctx.report("ENG001", setup_loc, f"setup({players}) returned {type(needs).__name__}, not a mapping",
                       hint="return {component-or-deck-id: count}", subject="setup")
            return
        for key, amount in needs.items():
            _two_things(ctx, str(key), setup_loc)
            if key not in available:   # the same finding at every player count: check_game keeps one
                ctx.report("REF001", setup_loc, f"setup() uses '{key}', which is no component, deck or card",
                           actual=key, subject=f"setup/{key}",
                           hint=did_you_mean(str(key), available) or "use inventory ids, deck ids or deck/card ids")
                continue
            have, loc = available[key]
            if isinstance(amount, bool) or not isinstance(amount, int):
                ctx.report("ENG001", setup_loc, f"setup({players}) gives '{key}' a non-integer amount {amount!r}",
                           subject=f"setup/{key}")
                continue
            if amount < 0:   # a hostile-input probe: {"baskets": -3} passed the check clean
                ctx.report("ENG001", setup_loc, f"setup({players}) gives '{key}' a negative amount {amount}",
                           subject=f"setup/{key}", hint="setup() says how many of each a game takes out of the box")
                continue
            if amount > have and key not in short:
                short.add(key)
                ctx.report("CMP002", loc, f"a game at {label} needs {amount} '{key}' but the box holds {have}",
                           expected=amount, actual=have, subject=f"setup/{key}/{players}",
                           hint="add components to the box, or correct setup() in engine.py")


def _two_things(ctx: Context, key: str, setup_loc: Loc) -> None:
    """CMP006: an id both an inventory line and a deck have, where the line does not count that deck (paper
    envelopes and the Envelope cards, both `envelopes`): setup() means one, the print list and CMP002 read the
    inventory line. Once a key (check_game keeps one of the same finding at every player count)."""
    game = ctx.game
    line = next((c for c in game.inventory if c.id == key), None)
    deck = game.deck(key)
    if line is None or deck is None or key in line.decks:
        return
    ctx.report("CMP006", setup_loc, f"setup() uses '{key}', which is both the inventory line '{line.name}' (line "
               f"{line.loc.line}) and the deck '{deck.name}' (line {deck.loc.line}); it is read as the inventory line",
               actual=key, subject=f"setup/{key}/two",
               hint="give the deck or the inventory line another id, so that setup() names one thing")


def _supplied(ctx: Context) -> None:
    """Every inventory line is printed by some output or listed for the players to gather."""
    from ..model.supply import supply_lines

    game = ctx.game
    has_rulebook = ctx.loaded.sources.is_file(ctx.loaded.folder / "rulebook.md")
    counted = {d for c in game.inventory for d in c.decks}
    uncounted = [d for d in game.decks if d.id not in counted]
    for line in supply_lines(game, has_rulebook=has_rulebook):
        c = line.component
        if c.kind == "cards" and not c.decks and uncounted:
            continue   # its deck is the one CMP004 reports as counted by no line: one defect, one finding
        subject = f"inventory/{c.id}/supply"
        if c.supply == "print" and not line.printed_in:
            ctx.report("CMP005", game.where(*c.path, "supply"), f"'{c.name}' ({c.kind}) says supply: print, but no "
                       "deck, token sheet, board or map prints it", subject=subject,
                       hint=f"add a token sheet (tokens: - {{component: {c.id}, ...}}), or write supply: gather")
        elif not line.listed:
            hint = ("write the rulebook (rulebook.md beside game.yaml): pnp prints it as this booklet"
                    if c.kind == "booklet" and not has_rulebook else
                    f"print it with a token sheet (tokens: - {{component: {c.id}, ...}}), "
                    "or write supply: gather (with size: when it goes on a board)")
            ctx.report("CMP005", c.loc, f"'{c.name}' ({c.kind}) is neither printed nor listed to gather",
                       subject=subject, hint=hint)


@family("components")
def check_components(ctx: Context) -> None:
    _inventory_counts(ctx)
    _setups(ctx)
    _supplied(ctx)
