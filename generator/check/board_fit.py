"""Board fit: what a player board's layout says an area holds fits there, with the board's margin.

A layout's `rect` or `ellipse` with `holds: {piece: id, count: n}` is a place
the rules put pieces on (a card slot, a token's space); a `track` with `holds`
puts one marker (or `count`) on each of its spaces. The area is measured the
way the board prints it: the layout unrolled at the board's size by
load/layout_expand.expand, the function the renderer draws with, so a track's
spaces are the printed ones. Pieces are sized and judged as a map's `pieces`
lines are (check/fit.py: piece_size, fits_in): a card needs its trim size either
way round, a token or marker its size plus the margin all round.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from ..core.errors import LoadError
from ..load.layout import EllipseEl, Holds, Layout, find_layout, load_layout
from ..load.layout_expand import expand
from ..load.layout_repeat import RepeatError
from ..model import PlayerBoard
from ..model.printed import board_deck
from .findings import Context
from .registry import family
from .fit import PieceSize, check_maps_fit, counted, fits_in, piece_size
from .names import did_you_mean


def _layout(path: Optional[Path], sources: Any = None) -> Optional[Layout]:
    if path is None:
        return None   # BRD003 reports it
    try:
        return load_layout(path, sources)
    except LoadError:
        return None   # LAY002 reports it


def _areas(layout: Layout, board: PlayerBoard) -> list[tuple[Any, Any]]:
    """(element, cell) of every area that holds something, unrolled at the board's size; none when it cannot be."""
    deck = board_deck(board)
    width, height = deck.size.mm
    env = {"W": width, "H": height, "B": float(deck.bleed), "S": float(deck.safe)}
    try:
        placed = expand(layout.elements, env)
    except (RepeatError, ValueError, KeyError, ZeroDivisionError):
        return []     # LAY007 or LAY002 reports a layout that cannot be unrolled
    return [(el, cell) for el, cell in placed if getattr(el, "holds", None) is not None]


def _area_name(el: Any, cell: Any, box: tuple[float, float, float, float]) -> str:
    x, y, w, h = box
    if "number" in cell.names:   # a track's space
        return f"track space {cell.names['index']}"
    if "row" in cell.names:
        return f"grid cell (row {cell.names['row']}, column {cell.names['column']})"
    return f"{'ellipse' if isinstance(el, EllipseEl) else 'rect'} at [{x:g}, {y:g}]"


def _named_piece(ctx: Context, holds: Holds, where: str, subject: str) -> Optional[PieceSize]:
    """The piece's size; None after reporting FIT003 (no such piece, no size, or a count below 1)."""
    game = ctx.game
    loc = holds.piece_at or holds.loc
    p = piece_size(game, holds.piece)
    if p is None:
        known = [c.id for c in game.inventory] + [d.id for d in game.decks]
        if holds.piece not in known:
            ctx.report("FIT003", loc, f"{where}: holds '{holds.piece}', which is no inventory line or deck",
                       actual=holds.piece, subject=subject,
                       hint=did_you_mean(holds.piece, known) or "name an inventory id or a deck id")
        else:
            ctx.report("FIT003", loc, f"{where}: holds '{holds.piece}', which has no size: it has no token sheet "
                       "and its inventory line gives no size", subject=subject,
                       hint="print it with a token sheet, or give its inventory line the size you bring "
                            "(size: 16mm across, or 10x10mm)", unsure=True)   # nothing is wrong yet: the fit cannot be measured, a warning
        return None
    if holds.count < 1:
        ctx.report("FIT003", holds.count_at or holds.loc, f"{where}: holds count must be at least 1, not "
                   f"{holds.count}", subject=subject)
        return None
    return p


def _check_board(ctx: Context, board: PlayerBoard, layout: Layout, seen: set) -> None:
    margin = float(board.margin)
    misfits: dict[tuple, list[tuple[str, str, str, PieceSize, Holds, bool]]] = {}
    for el, cell in _areas(layout, board):
        holds: Holds = el.holds
        where = f"board '{board.name}' (layout {layout.name})"
        key = (holds.loc, holds.piece, holds.count)
        if ("piece", key) in seen:
            p = piece_size(ctx.game, holds.piece) if holds.count >= 1 else None
        else:
            seen.add(("piece", key))
            p = _named_piece(ctx, holds, where, f"board/{board.id}/holds/{holds.piece}")
        if p is None:
            continue
        box = el.box.resolve({})
        _, _, w, h = box
        circle = isinstance(el, EllipseEl)
        if circle:
            w = h = min(w, h)   # an ellipse holds what the circle inside it holds
        ok, need = fits_in("circle" if circle else "box", w, h, p, holds.count, margin)
        if not ok:
            size = f"{w:g} mm across" if circle else f"{w:.1f} x {h:.1f} mm"
            # held only touching one another, each still its margin from the edge: tight, a warning (check/fit.py)
            touching = holds.count > 1 and not p.card and \
                fits_in("circle" if circle else "box", w, h, p, holds.count, margin, 0.0)[0]
            misfits.setdefault((el.loc, holds.piece), []).append((_area_name(el, cell, box), size, need, p, holds,
                                                                  touching))
    for (loc, piece), bad in misfits.items():
        if (loc, piece, board.size) in seen:
            continue   # one layout drawn for several boards of one size: said once
        seen.add((loc, piece, board.size))
        name, size, need, p, holds, _ = bad[0]
        touching = all(b[5] for b in bad)
        others = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
        what = counted(p.name, holds.count)
        rule = "FIT002" if p.card else "FIT001"
        room = "" if p.card else f" with {margin:g} mm to spare"
        tight = " (they fit only touching one another)" if touching else ""
        ctx.report(rule, loc, f"board '{board.name}' (layout {layout.name}): {name}{others} is {size}, but {what} "
                   f"({p.shown()}, {p.source}) needs {need}{room} (holds line {holds.loc.line}){tight}",
                   expected=need, actual=size, subject=f"board/{board.id}/fit/{piece}/{loc.line}",
                   hint="make the card slot at least the card's size, either way round (or hold fewer cards)"
                        if p.card else "enlarge the area (a track's box gives each space its share) or use a "
                                       "smaller piece", unsure=touching)


def check_board_fit(ctx: Context) -> None:
    """The board half of the fit family (check/fit.py runs it after the maps)."""
    seen: set = set()
    for board in ctx.game.boards:
        layout = _layout(find_layout(ctx.loaded.folder, board.layout, "boards"), ctx.loaded.sources)
        if layout is not None:
            _check_board(ctx, board, layout, seen)


@family("fit")
def check_fit(ctx: Context) -> None:
    """Pieces fit where the data puts them: on a map's spaces (fit.py), then in a player board's areas."""
    from .fit_together import check_start_fit

    check_maps_fit(ctx)
    check_start_fit(ctx)
    check_board_fit(ctx)
