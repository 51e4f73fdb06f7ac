"""Pads: every consumable sheet names a layout that exists and parses, a real set and a pad in the inventory.

A pad's print run is not compared with the box: sheets are used up, so the
inventory counts pads (kind: pad), not sheets.
"""
from __future__ import annotations

from ..core.errors import LoadError
from ..load.layout import available_layouts, find_layout, layout_for
from ..model import Pad
from ..model.printed import pad_designs
from .catalogue import declare
from .findings import Context
from .names import did_you_mean
from .registry import family

declare("PAD001", family="pads", severity="error",
        title="a pad names an unknown set, design, inventory line or count")
declare("PAD002", family="pads", severity="error", title="a pad's layout does not exist or cannot be read")


@family("pads")
def check_pads(ctx: Context) -> None:
    game, folder = ctx.game, ctx.loaded.folder
    for pad in game.pads:
        subject = f"pad/{pad.id}"
        _check_counts(ctx, pad, subject)
        unknown = pad.each is not None and pad.each not in game.names and \
            not any(pad.each in (c.id, c.name) for c in game.categories)
        if unknown:
            ctx.report("PAD001", game.where(*pad.path, "each"), f"pad '{pad.name}': unknown name set '{pad.each}'",
                       actual=pad.each, subject=subject,
                       hint=did_you_mean(pad.each, game.names) or "name a set under names: or a category")
        designs = set(pad_designs(game, pad))
        for key in pad.texts:   # an unknown set has no designs: its texts are not judged (one defect, one finding)
            if not unknown and key not in designs:
                ctx.report("PAD001", game.where(*pad.path, "texts", key), f"pad '{pad.name}': text for '{key}', "
                           f"which is not one of its designs", actual=key, subject=subject,
                           hint=did_you_mean(key, sorted(designs)) or "designs: " + ", ".join(sorted(designs)))
        comp = next((c for c in game.inventory if c.id == pad.component), None)   # None without one
        if pad.component and comp is None:
            ctx.report("PAD001", game.where(*pad.path, "component"), f"pad '{pad.name}' is '{pad.component}', "
                       "which is not in the inventory", subject=subject,
                       hint=did_you_mean(pad.component, [c.id for c in game.inventory]))
        elif comp is not None and comp.kind != "pad":
            ctx.report("PAD001", game.where(*pad.path, "component"), f"pad '{pad.name}' is '{comp.id}', which the "
                       f"inventory lists as kind {comp.kind}", subject=subject, hint="set its kind to pad")
        path = find_layout(folder, pad.layout, "pads")
        if path is None:
            known = available_layouts(folder, "pads")
            ctx.report("PAD002", game.where(*pad.path, "layout"), f"pad '{pad.name}': no layout '{pad.layout}'",
                       actual=pad.layout, subject=subject, hint=did_you_mean(pad.layout, known) or
                       f"add {game.root}/layouts/{pad.layout}.yaml (known: {', '.join(known)})")
            continue
        try:
            layout_for(path, ctx.loaded.sources, f"pad '{pad.id}'", "PAD002")
        except LoadError as exc:
            for problem in exc.problems:
                ctx.report(problem.rule, problem.loc, problem.message, hint=problem.hint, subject=subject)


def _check_counts(ctx: Context, pad: Pad, subject: str) -> None:
    for key in ("per_player", "copies"):
        value = getattr(pad, key)
        if value is not None and value < 1:
            ctx.report("PAD001", ctx.game.where(*pad.path, key), f"pad '{pad.name}': {key} must be at least 1, "
                       f"not {value}", subject=subject)
    if pad.per_player is not None and pad.copies is not None:
        ctx.report("PAD001", ctx.game.where(*pad.path, "copies"), f"pad '{pad.name}' has both per_player and "
                   "copies", subject=subject, hint="per_player prints a game's worth; copies a fixed number")
