"""Boards: every player board names a set that exists, a layout that exists, and as many boards as the box holds."""
from __future__ import annotations

from ..model import PlayerBoard
from ..model.printed import board_names
from .catalogue import declare
from .findings import Context
from .names import did_you_mean
from .registry import family

declare("BRD001", family="boards", severity="error",
        title="a player board names an unknown set, or both a set and colours")
declare("BRD002", family="boards", severity="error",
        title="player boards print a different number than the box holds")
declare("BRD003", family="boards", severity="error", title="a player board names a layout that does not exist")
declare("BRD004", family="boards", severity="error",
        title="the picture printed under a player board is missing, not a PNG or JPEG, or damaged")


@family("boards")
def check_boards(ctx: Context) -> None:
    from ..load.layout import available_layouts, find_layout

    game = ctx.game
    for board in game.boards:
        subject = f"board/{board.id}"
        if board.each is not None and board.colours:
            ctx.report("BRD001", game.where(*board.path, "colours"), f"board '{board.name}' has both each and "
                       "colours", subject=subject, hint="print one board per name or per colour, not both")
        unknown = board.each is not None and board.each not in game.names and \
            not any(board.each in (c.id, c.name) for c in game.categories)
        if unknown:
            ctx.report("BRD001", game.where(*board.path, "each"), f"board '{board.name}': unknown name set "
                       f"'{board.each}'", actual=board.each, subject=subject,
                       hint=did_you_mean(board.each, game.names) or "name a set under names: or a category")
        if find_layout(ctx.loaded.folder, board.layout, "boards") is None:
            known = available_layouts(ctx.loaded.folder, "boards")
            ctx.report("BRD003", game.where(*board.path, "layout"), f"board '{board.name}': no layout '{board.layout}'", actual=board.layout,
                       subject=subject, hint=did_you_mean(board.layout, known) or
                       f"add {game.root}/layouts/{board.layout}.yaml (known: {', '.join(known)})")
        named = set(board_names(game, board))
        for key in board.texts:
            if not unknown and key not in named:
                ctx.report("BRD001", game.where(*board.path, "texts", key), f"board '{board.name}': text for "
                           f"'{key}', which is not one of its boards", actual=key, subject=subject,
                           hint=did_you_mean(key, sorted(named)) or "boards: " + ", ".join(sorted(named)))
        _art(ctx, board)
        if board.copies < 1:
            ctx.report("BRD002", game.where(*board.path, "copies"), f"board '{board.name}': copies must be at "
                       f"least 1, not {board.copies}", subject=subject)
        comp = next((c for c in game.inventory if c.id == board.component), None)   # None without one
        if board.component and comp is None:
            ctx.report("BRD002", game.where(*board.path, "component"), f"board '{board.name}' counts "
                       f"'{board.component}', which is not in the inventory", subject=subject,
                       hint=did_you_mean(board.component, [c.id for c in game.inventory]))
        elif comp is not None and not unknown:
            printed = len(board_names(game, board)) * board.copies
            if printed != comp.count:
                ctx.report("BRD002", game.where(*board.path, "component"), f"board '{board.name}' prints "
                           f"{printed} but the box holds {comp.count} {comp.name}", expected=comp.count,
                           actual=printed, subject=subject, hint="print one board per component in the box")



def _art(ctx: Context, board: PlayerBoard) -> None:
    """BRD004: the picture under the board cannot be printed (the map's MAP013 for a board; Pillow is imported
    only for a board that has art). A path out of the game folder is a load problem (PATH001)."""
    from pathlib import Path

    from ..core.confine import path_problem
    from ..core.pictures import file_problem

    if board.art is None or path_problem(ctx.loaded.folder, board.art.src):
        return
    problem = file_problem(Path(ctx.loaded.folder), board.art.src, ctx.loaded.sources)
    if problem is not None:
        why, hint = problem
        ctx.report("BRD004", ctx.game.where(*board.art.path, "src"), f"board '{board.name}': art '{board.art.src}' "
                   f"{why}", actual=board.art.src, hint=hint, subject=f"board/{board.id}/art")
