"""Worked examples: every value an example states is recomputed through the engine."""
from __future__ import annotations

from .catalogue import declare
from .findings import MISSING, Context, args_where, same, shown
from .registry import family

declare("EXM001", family="examples", severity="error", title="a worked example disagrees with the engine")


@family("examples")
def check_examples(ctx: Context) -> None:
    game = ctx.game
    for example in game.examples:
        for i, check in enumerate(example.checks):
            subject = f"{example.id}/{i + 1}"
            func = ctx.rule(check.rule, game.where(*check.path, "rule"), subject)
            if func is None:
                continue
            got = ctx.call(func, dict(check.args), subject,
                           args_at=args_where(game, check.path))
            if got is MISSING:
                continue
            if not same(check.expect, got):
                args = ", ".join(f"{k}={v!r}" for k, v in check.args.items())
                ctx.report("EXM001", game.where(*check.path, "expect"),
                           f"example '{example.title}' states {shown(check.expect)} "
                           f"but {check.rule}({args}) gives {shown(got)}",
                           expected=got, actual=check.expect, subject=subject,
                           hint="correct the example's stated value, or the engine rule")
