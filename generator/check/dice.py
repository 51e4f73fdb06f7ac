"""Dice: each die table covers every face exactly once, re-rolls too, and matches the engine."""
from __future__ import annotations

from typing import Callable, Optional

from ..model import DieResult, DieTable, Game
from .catalogue import declare
from .findings import MISSING, Context, shown
from .registry import family

declare("DIE001", family="dice", severity="error", title="a die face is not covered by any result")
declare("DIE002", family="dice", severity="error", title="a die face is covered by more than one result")
declare("DIE003", family="dice", severity="error", title="a result names a roll the die cannot show")
declare("DIE004", family="dice", severity="error", title="the engine's die rule disagrees with the die table")
declare("DIE005", family="dice", severity="error", title="a die table's faces differ from its inventory die")


def _coverage(ctx: Context, die: DieTable, results: tuple[DieResult, ...], where: str) -> dict[int, DieResult]:
    """Map each face to the result covering it, reporting gaps, overlaps and impossible rolls."""
    game = ctx.game
    owner: dict[int, DieResult] = {}
    for result in results:
        for face in result.rolls:
            if face < 1 or face > die.faces:
                ctx.report("DIE003", game.where(*result.path, "rolls"),
                           f"{die.name}: result '{result.id}' covers {face}, but the die has faces 1-{die.faces}",
                           expected=f"1-{die.faces}", actual=str(result.rolls), subject=f"{die.id}/{result.id}",
                           hint=f"a roll is a face of the die, 1 to {die.faces}: correct the range, or the die's "
                                "faces")
                break
            if face in owner:
                ctx.report("DIE002", game.where(*result.path, "rolls"),
                           f"{die.name}{where}: {face} is covered by both '{owner[face].id}' and '{result.id}'",
                           actual=face, subject=f"{die.id}{where}/{face}",
                           hint="each face must mean exactly one thing; fix the roll ranges")
                continue
            owner[face] = result
    missing = [f for f in range(1, die.faces + 1) if f not in owner]
    if missing:
        anchor = results[0].path[:-1] if results else die.path
        ctx.report("DIE001", game.where(*anchor),
                   f"{die.name}{where}: no result for {', '.join(map(str, missing))}",
                   expected=f"1-{die.faces}", actual=missing, subject=f"{die.id}{where}/missing",
                   hint="add a result for every face of the die")
    return owner


def _compare(ctx: Context, die: DieTable, func: Callable, result: DieResult, rolls: tuple[int, ...]) -> bool:
    # a re-roll passes the rule a second roll: a rule that cannot take it is REF005 at the table's `rule`
    got = ctx.call(func, {}, f"{die.id}/{'/'.join(map(str, rolls))}", *rolls,
                   args_at=lambda key: ctx.game.where(*die.path, "rule"))
    if got is MISSING:
        return False
    if got != result.id:
        shown_rolls = " then ".join(map(str, rolls))
        ctx.report("DIE004", ctx.game.where(*result.path, "id"),
                   f"{die.name}: the table gives '{result.id}' for {shown_rolls} but {die.rule}() gives {shown(got)}",
                   expected=got, actual=result.id, subject=f"{die.id}/{'/'.join(map(str, rolls))}",
                   hint="make the table's roll ranges and the engine rule agree")
    return True


def _die_component_faces(game: Game, die: DieTable) -> Optional[int]:
    comp = next((c for c in game.inventory if c.id == die.component), None)
    return comp.faces if comp else None


@family("dice")
def check_dice(ctx: Context) -> None:
    game = ctx.game
    for die in game.dice:
        faces = _die_component_faces(game, die) if die.component else None
        if faces is not None and faces != die.faces:
            ctx.report("DIE005", game.where(*die.path, "faces"),
                       f"{die.name} has {die.faces} faces but the inventory's '{die.component}' has {faces}",
                       expected=faces, actual=die.faces, subject=f"{die.id}/faces")
        owner = _coverage(ctx, die, die.results, "")
        nested = {}
        for face, result in owner.items():
            if result.reroll and result.id not in nested:
                nested[result.id] = _coverage(ctx, die, result.reroll, f" (re-roll after '{result.id}')")
        func = ctx.rule(die.rule, game.where(*die.path, "rule"), f"{die.id}/rule") if die.rule else None
        if func is None:
            continue
        for face in sorted(owner):
            result = owner[face]
            if not result.reroll:
                if not _compare(ctx, die, func, result, (face,)):
                    break
                continue
            for second, again in sorted(nested[result.id].items()):
                if not _compare(ctx, die, func, again, (face, second)):
                    break
