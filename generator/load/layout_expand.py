"""Unrolling repeats: a layout's grids and tracks become the plain elements the painter draws.

Done when a layout is bound to a size (W, H, B, S known): every element's
geometry is evaluated and made absolute, grid cells and track spaces carry the
names their templates see (a Cell). Kept apart from layout_repeat, which the
layout parser imports, because unrolling a track makes rect and text elements.
layout_problems says, without drawing, everything that stops a layout being
bound to a size: the check reports it and the renderer refuses it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Optional

from .layout import Align, RectEl, TextEl, VAlign, element_box, outside_bleed
from .layout_repeat import (NO_CELL, Cell, GeometryError, GridEl, RepeatError, TrackEl, _const,
                            cell_value, grid_cells, labels_problem, placed, repeat_problem, track_labels,
                            track_spaces, values_problem)
from .layout_values import Box, CoordinateError

__all__ = ["BOUNDS_RULE", "LayoutProblem", "evaluated_problem", "expand", "layout_problems", "lazy_repeats"]

BOUNDS_RULE = "LAY008"   # an element reaches beyond the card's, board's or pad's bleed
BOUNDS_SLACK = 0.01      # mm: rounding in the layout's arithmetic is not a mistake
SIZE_HINT = "give the box a width and a height above 0 mm, e.g. [S, S, W - 2*S, 10]"


@dataclass(frozen=True)
class LayoutProblem:
    """Why a layout cannot be bound to a size, at an element's line: what the check reports and the build raises."""

    rule: str
    element: Any   # the element (grid, track or plain) the message is about; its loc is the finding's place
    message: str
    hint: str = ""


# A top-level element's unrolling at one size, by the element's identity and the size: the check unrolls every
# layout three times (its bounds, its overlaps, its templates), the same elements at the same sizes. The element is
# kept with its pieces, so its id is not reused while remembered; the pieces are frozen (a placed copy, a Cell)
# and no caller changes them. Emptied when full (a `pnp watch` session loads its layouts again on every save).
_UNROLLED: dict[tuple, tuple[Any, tuple[tuple[Any, Cell], ...]]] = {}
_UNROLLED_MAX = 4096


def expand(elements: tuple, env: dict[str, float], outer: Cell = NO_CELL) -> list[tuple[Any, Cell]]:
    """Every plain element a layout draws, with grids and tracks unrolled and geometry made absolute."""
    if outer is not NO_CELL:
        return _expand(elements, env, outer)
    out: list[tuple[Any, Cell]] = []
    size = tuple(env.items())
    for el in elements:
        known = _UNROLLED.get((id(el), size))
        if known is None or known[0] is not el:
            if len(_UNROLLED) >= _UNROLLED_MAX:
                _UNROLLED.clear()
            known = (el, tuple(_expand((el,), env, NO_CELL)))   # a repeat that cannot unroll raises, unremembered
            _UNROLLED[(id(el), size)] = known
        out.extend(known[1])
    return out


def _expand(elements: tuple, env: dict[str, float], outer: Cell) -> list[tuple[Any, Cell]]:
    out: list[tuple[Any, Cell]] = []
    for el in elements:
        problem = repeat_problem(el)
        if problem is not None:
            raise problem
        try:
            out += _expand_one(el, env, outer)
        except CoordinateError as exc:   # a cell's own element that cannot be placed is named by its own line
            raise GeometryError(el, f"a coordinate has no value: {exc}") from None
    return out


def _expand_one(el: Any, env: dict[str, float], outer: Cell) -> list[tuple[Any, Cell]]:
    out: list[tuple[Any, Cell]] = []
    if isinstance(el, GridEl):
        _sized(el, "cell", (), *el.cell.resolve(env))
        here = Cell(when=(el.when,) if el.when else ()).inside(outer)
        lazy = isinstance(el.values, str)
        for position, (cell_env, x, y, names) in enumerate(grid_cells(el, env)):
            if not lazy:
                names["value"] = cell_value(el.values, names["row"], names["column"], position)
            cell = Cell(names, (("value", el.values, position, el),) if lazy else ()).inside(here)
            for child, inner in expand(el.elements, cell_env, cell):
                out.append((placed(child, {}, x, y), inner))
    elif isinstance(el, TrackEl):
        _sized(el, "box", *_split(el.box.resolve(env)))
        out.extend(_track_elements(el, env, Cell(when=(el.when,) if el.when else ()).inside(outer)))
    else:
        piece = placed(el, env, 0.0, 0.0)
        if isinstance(piece.box if hasattr(piece, "box") else None, Box):
            _sized(el, "box", *_split(piece.box.resolve({})))
        out.append((piece, outer))
    return out


def _split(box: tuple[float, float, float, float]) -> tuple[tuple[float, float], float, float]:
    return box[:2], box[2], box[3]


def _sized(el: Any, key: str, at: tuple[float, ...], width: float, height: float) -> None:
    """GeometryError for a box (or a grid's cell) of no width or height at this size: a text set in no width
    cannot be set at all, a picture in it has no proportions, and anything else in it prints nothing."""
    if width > 0 and height > 0:
        return
    sizes = " and ".join(f"{name} {value:g} mm" for name, value in (("width", width), ("height", height))
                         if value <= 0)
    shape = "a cell is [width, height]" if key == "cell" else "a box is [x, y, width, height]"
    shown = ", ".join(f"{v:g}" for v in (*at, width, height))
    raise GeometryError(el, f"{key} [{shown}] mm has {sizes}: {shape}, each size above 0", SIZE_HINT)


def layout_problems(elements: tuple, env: dict[str, float], what: str) -> list[LayoutProblem]:
    """Every reason the layout's elements cannot be drawn on a `what` ('card', 'board', 'pad') of env's size.

    Pure geometry from the layout and the size (W, H, B, S in `env`), no drawing: the check reports these and
    the renderer refuses to bind a layout that has any. A grid or track that cannot be unrolled, and an element
    whose coordinates have no value at this size or whose box has no width or height (LAY002), is reported at
    its line; otherwise each top-level element whose drawing (every cell and space) reaches beyond the bleed is
    reported once, at its line, with the piece that reaches furthest.
    """
    problems: list[LayoutProblem] = []
    for el in elements:
        broken = list(_repeat_problems(el))
        problems += [LayoutProblem(p.rule, p.element, str(p), p.hint) for p in broken]
        if broken:
            continue
        try:
            bounds = _bounds_problem(el, env, what)
        except GeometryError as exc:   # a coordinate with no value, a box of no size: at the element that has it
            problems.append(LayoutProblem(exc.rule, exc.element, str(exc), exc.hint))
            continue
        if bounds is not None:
            problems.append(bounds)
    return problems


def _repeat_problems(el: Any) -> Iterator[RepeatError]:
    problem = repeat_problem(el)
    if problem is not None:
        yield problem
    for child in getattr(el, "elements", ()) if isinstance(el, GridEl) else ():
        yield from _repeat_problems(child)


def _bounds_problem(el: Any, env: dict[str, float], what: str) -> Optional[LayoutProblem]:
    width, height, bleed = env["W"], env["H"], env["B"]
    worst, where = 0.0, None
    for piece, cell in expand((el,), env):
        box = element_box(piece, env)
        beyond = outside_bleed(box, width, height, bleed)
        if beyond > worst:
            worst, where = beyond, (box, cell)
    if worst <= BOUNDS_SLACK or where is None:
        return None
    (x, y, w, h), cell = where
    part = ""
    if isinstance(el, GridEl):
        part = f"cell row {cell.names['row']}, column {cell.names['column']}: "
    elif isinstance(el, TrackEl):
        part = f"space {cell.names['index']}: "
    return LayoutProblem(BOUNDS_RULE, el, f"{part}the box [{x:g}, {y:g}, {w:g}, {h:g}] mm reaches {worst:.1f} mm "
                                          f"outside the {what} ({width:g}x{height:g} mm plus {bleed:g} mm bleed)",
                         "keep every box within -B .. W+B across and -B .. H+B down")


def lazy_repeats(elements: tuple) -> Iterator[Any]:
    """Every grid and track, nested ones too, whose values or labels are a Jinja2 expression."""
    for el in elements:
        if isinstance(el, GridEl):
            if isinstance(el.values, str):
                yield el
            yield from lazy_repeats(el.elements)
        elif isinstance(el, TrackEl) and isinstance(el.labels, str):
            yield el


def evaluated_problem(repeat: Any, values: Any) -> Optional[LayoutProblem]:
    """Why the list a grid's `values` or a track's `labels` expression gave does not fit it; None when it does."""
    problem = values_problem(repeat, values) if isinstance(repeat, GridEl) else labels_problem(repeat, values)
    if problem is None:
        return None
    key, expression = ("values", repeat.values) if isinstance(repeat, GridEl) else ("labels", repeat.labels)
    return LayoutProblem(problem.rule, repeat, f"{key} '{expression}': {problem}", problem.hint)


def _track_elements(track: TrackEl, env: dict[str, float], outer: Cell) -> list[tuple[Any, Cell]]:
    labels = track_labels(track)
    out: list[tuple[Any, Cell]] = []
    for i, (x, y, w, h) in enumerate(track_spaces(track, env)):
        names: dict[str, Any] = {"number": track.start + i, "index": i + 1}
        lazy: tuple = ()
        if labels is not None:
            names["label"] = labels[i] if i < len(labels) else ""
        else:
            lazy = (("label", track.labels, i, track),)
        cell = Cell(names, lazy).inside(outer)
        box = Box((_const(x), _const(y), _const(w), _const(h)))
        out.append((RectEl(box=box, fill=track.fill, stroke=track.stroke, width=track.width, holds=track.holds,
                           loc=track.loc, path=track.path), cell))
        pad = min(w, h) * 0.08
        align: Align
        valign: VAlign
        if track.align == "center":
            text_box = Box((_const(x + pad), _const(y + pad), _const(w - 2 * pad), _const(h - 2 * pad)))
            align, valign = "center", "middle"
        else:
            text_box = Box((_const(x + pad), _const(y + pad), _const(w - 2 * pad), _const(h / 2)))
            align, valign = "left", "top"
        out.append((TextEl(box=text_box, text="{{ label }}", font=track.font, size=track.size,
                           min_size=min(track.size, 4.0), align=align, valign=valign, colour=track.colour,
                           loc=track.loc, path=track.path), cell))
    return out
