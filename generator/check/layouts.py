"""Layouts: every deck names face and back layouts that exist and parse, so `pnp check` catches them before a build.

Only the layout files are read (geometry and keys); text fit needs font metrics
and stays a build-time check (docs/cards.md).
"""
from __future__ import annotations

from ..core.errors import LoadError
from ..load.layout import available_layouts, find_layout, layout_for
from .catalogue import declare
from .findings import Context
from .names import did_you_mean
from .registry import family

declare("LAY001", family="layouts", severity="error", title="a deck names a face or back layout that does not exist")
declare("LAY002", family="layouts", severity="error",
        title="a layout file a deck or board uses cannot be read",
        shared=("layout templates", "layout geometry"),
        reason="a layout the build cannot use is one problem to the designer, whether its file does not read "
               "(layouts), a template in it does not parse as Jinja (layout templates, which parses every template "
               "once) or a coordinate of it has no value at the size it is drawn at (layout geometry, which "
               "unrolls every layout at its sizes)")
declare("LAY006", family="layouts", severity="error",
        title="a card's text does not fit its box even at min_size (found by pnp build)")
declare("LAY013", family="layouts", severity="error",
        title="a layout's text or icon is too close in colour to what it is printed on (found by pnp build)")


def _parse(ctx: Context, path, owner: str, subject: str, seen: set) -> None:
    if path in seen:
        return
    seen.add(path)
    try:
        layout_for(path, ctx.loaded.sources, owner)
    except LoadError as exc:
        for problem in exc.problems:
            ctx.report(problem.rule, problem.loc, problem.message, hint=problem.hint, subject=subject)


@family("layouts")
def check_layouts(ctx: Context) -> None:
    game, folder = ctx.game, ctx.loaded.folder
    seen: set = set()
    known = available_layouts(folder)
    for deck in game.decks:
        for key, name in (("layout", deck.layout), ("back_layout", deck.back_layout)):
            subject = f"deck/{deck.id}/{key}"
            path = find_layout(folder, name)
            if path is None:
                where = game.where(*deck.path, key) if (*deck.path, key) in game.source else deck.loc
                ctx.report("LAY001", where, f"deck '{deck.id}' uses {key.replace('_', ' ')} '{name}', which is "
                           f"neither in {game.root}/layouts/ nor in pnp's templates/cards/", actual=name,
                           subject=subject, hint=did_you_mean(name, known) or "known layouts: " + ", ".join(known))
                continue
            _parse(ctx, path, f"deck '{deck.id}'", subject, seen)
    for board in game.boards:
        path = find_layout(folder, board.layout, "boards")
        if path is not None:  # a missing board layout is BRD003
            _parse(ctx, path, f"board '{board.id}'", f"board/{board.id}/layout", seen)
