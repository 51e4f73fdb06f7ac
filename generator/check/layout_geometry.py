"""Layout geometry: what the renderer refuses when it binds a layout to a card, board or pad, found without drawing.

Every deck's face and back layout, every player board's and every pad's layout
is unrolled (grids into cells, tracks into spaces) at its own size by
load/layout_expand.layout_problems, the very function the renderer binds with,
so the two cannot disagree: LAY007 a grid or track that cannot be laid out,
LAY008 an element (or a cell, or a space) beyond the bleed, LAY009 a grid's
values or a track's labels that are not one per cell or space. A board's or a
pad's `values` or `labels` written as one engine call with literal arguments
(`values: "engine.box_points()"`) is called here and its list judged the same
way; an expression that reads the board itself, a table or the cards is judged
by the build (the check imports no template engine).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator, Optional

from ..core.errors import Loc, LoadError
from ..load.layout import Layout, find_layout, load_layout
from ..load.layout_expand import LayoutProblem, evaluated_problem, layout_problems, lazy_repeats
from ..load.layout_repeat import GridEl, repeat_problem
from ..model import Deck
from ..model.printed import board_deck, pad_deck
from .catalogue import declare
from .findings import MISSING, Context
from .registry import family

declare("LAY007", family="layout geometry", severity="error",
        title="a grid or track cannot be laid out: too few rows, columns, cells or spaces")
declare("LAY008", family="layout geometry", severity="error",
        title="a layout element, grid cell or track space reaches beyond the bleed")
declare("LAY009", family="layout geometry", severity="error",
        title="a grid's values or a track's labels are not one per cell or space")


def layout_targets(ctx: Context) -> Iterator[tuple[Optional[Path], Deck, str]]:
    """(layout file, the deck it is bound as, what it is drawn on) for every use of a layout, worked out once per
    check run: five families read them, and each reading looked every layout up on the disk and bound every board
    and pad as a deck again."""
    if "layout targets" not in ctx.memo:
        ctx.memo["layout targets"] = list(_layout_targets(ctx))
    return iter(ctx.memo["layout targets"])


def _layout_targets(ctx: Context) -> Iterator[tuple[Optional[Path], Deck, str]]:
    game, folder = ctx.game, ctx.loaded.folder
    for deck in game.decks:
        for name in dict.fromkeys((deck.layout, deck.back_layout)):
            yield find_layout(folder, name), deck, "card"
    for board in game.boards:
        yield find_layout(folder, board.layout, "boards"), board_deck(board), "board"
    for pad in game.pads:
        yield find_layout(folder, pad.layout, "pads"), pad_deck(pad), "pad"


def _layout(path: Optional[Path], sources: Any = None) -> Optional[Layout]:
    if path is None:
        return None   # LAY001, BRD003 or PAD002 reports it
    try:
        return load_layout(path, sources)
    except LoadError:
        return None   # LAY002 or PAD002 reports it


@family("layout geometry")
def check_layout_geometry(ctx: Context) -> None:
    for path, deck, what in layout_targets(ctx):
        layout = _layout(path, ctx.loaded.sources)
        if layout is None:
            continue
        width, height = deck.size.mm
        env = {"W": width, "H": height, "B": float(deck.bleed), "S": float(deck.safe)}
        owner = f"{'deck' if what == 'card' else what} '{deck.id}'"   # as the renderer names it
        found = layout_problems(layout.elements, env, what)
        if what != "card":   # boards and pads may call the engine (cards have no `engine`)
            found += [p for repeat in lazy_repeats(layout.elements) if repeat_problem(repeat) is None
                      for p in _evaluated(ctx, repeat, owner)]
        for problem in found:
            # LAY002, written out for the rule catalogue: a coordinate with no value or a box of no size at one size
            rule = "LAY002" if problem.rule == "LAY002" else problem.rule
            ctx.report(rule, problem.element.loc, f"{owner}: {problem.message}", hint=problem.hint,
                       subject=f"{what}/{deck.id}/layout/{layout.name}")


def _evaluated(ctx: Context, repeat: Any, subject: str) -> list[LayoutProblem]:
    """The problem with the list a repeat's expression gives, when it reads the engine only (else nothing)."""
    expression = repeat.values if isinstance(repeat, GridEl) else repeat.labels
    values = _evaluate(ctx, expression, subject, repeat.loc)
    if values is MISSING:
        return []
    problem = evaluated_problem(repeat, values)
    return [problem] if problem is not None else []


def _engine_call(expression: str) -> Optional[tuple[str, list[Any], dict[str, Any]]]:
    """(rule, args, kwargs) when the expression is one engine call with literal arguments, e.g.
    'engine.box_points()' or 'engine.turns(players=4)'; None for anything else. Read with Python's ast (the
    call reads the same in Jinja2), so the check needs no template engine."""
    import ast

    try:
        node = ast.parse(expression.strip(), mode="eval").body
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "engine"):
            return None
        args = [ast.literal_eval(a) for a in node.args]
        kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg is not None}
    except (SyntaxError, ValueError, TypeError):
        return None
    if len(kwargs) != len(node.keywords):
        return None   # **mapping
    return node.func.attr, args, kwargs


def _evaluate(ctx: Context, expression: str, subject: str, at: Loc) -> Any:
    """The value of one engine call with literal arguments, or MISSING (anything else; the call failed)."""
    call = _engine_call(expression)
    if call is None:
        return MISSING   # reads the board, a table or the cards, or is more than a call: judged when drawing
    name, args, kwargs = call
    func = ctx.engine.rules.get(name)
    if func is None:
        return MISSING   # the build names the unknown rule when it draws
    # arguments that do not fit are REF005 at the element; a failure inside is ENG001-ENG003; both give MISSING
    return ctx.call(func, kwargs, subject, *args, args_at=lambda key: at)
