"""Unrolling repeats: a layout's grids and tracks become the plain elements the painter draws.

Done when a layout is bound to a size (W, H, B, S known): every element's
geometry is evaluated and made absolute, grid cells and track spaces carry the
names their templates see (a Cell). Kept apart from layout_repeat, which the
layout parser imports, because unrolling a track makes rect and text elements.
"""
from __future__ import annotations

from typing import Any

from .layout import RectEl, TextEl
from .layout_repeat import (NO_CELL, Cell, GridEl, RepeatError, TrackEl, _const, cell_value, grid_cells, placed,
                            track_labels, track_spaces)
from .layout_values import Box

__all__ = ["expand"]


def expand(elements: tuple, env: dict[str, float], outer: Cell = NO_CELL) -> list[tuple[Any, Cell]]:
    """Every plain element a layout draws, with grids and tracks unrolled and geometry made absolute."""
    out: list[tuple[Any, Cell]] = []
    for el in elements:
        if isinstance(el, GridEl):
            if el.rows < 1 or el.columns < 1 or (el.count is not None and el.count < 1):
                raise RepeatError(el, f"a grid needs at least one row, column and cell, not {el.rows} x {el.columns}"
                                      + (f" (count {el.count})" if el.count is not None else ""))
            if el.values is not None and not isinstance(el.values, (str, list)):
                raise RepeatError(el, f"values must be a list or a Jinja2 expression, not {el.values!r}")
            here = Cell(when=(el.when,) if el.when else ()).inside(outer)
            lazy = isinstance(el.values, str)
            for position, (cell_env, x, y, names) in enumerate(grid_cells(el, env)):
                if not lazy:
                    names["value"] = cell_value(el.values, names["row"], names["column"], position)
                cell = Cell(names, (("value", el.values, position),) if lazy else ()).inside(here)
                for child, inner in expand(el.elements, cell_env, cell):
                    out.append((placed(child, {}, x, y), inner))
        elif isinstance(el, TrackEl):
            if el.spaces < (4 if el.shape == "border" else 1):
                raise RepeatError(el, f"a {el.shape} track needs at least {4 if el.shape == 'border' else 1} "
                                      f"spaces, not {el.spaces}")
            if isinstance(el.labels, list) and len(el.labels) != el.spaces:
                raise RepeatError(el, f"the track has {el.spaces} spaces but {len(el.labels)} labels")
            if el.labels is not None and not isinstance(el.labels, (str, list)):
                raise RepeatError(el, f"labels must be a list or a Jinja2 expression, not {el.labels!r}")
            out.extend(_track_elements(el, env, Cell(when=(el.when,) if el.when else ()).inside(outer)))
        else:
            out.append((placed(el, env, 0.0, 0.0), outer))
    return out


def _track_elements(track: TrackEl, env: dict[str, float], outer: Cell) -> list[tuple[Any, Cell]]:
    labels = track_labels(track)
    out: list[tuple[Any, Cell]] = []
    for i, (x, y, w, h) in enumerate(track_spaces(track, env)):
        names = {"number": track.start + i, "index": i + 1}
        lazy: tuple = ()
        if labels is not None:
            names["label"] = labels[i] if i < len(labels) else ""
        else:
            lazy = (("label", track.labels, i),)
        cell = Cell(names, lazy).inside(outer)
        box = Box((_const(x), _const(y), _const(w), _const(h)))
        out.append((RectEl(box=box, fill=track.fill, stroke=track.stroke, width=track.width,
                           loc=track.loc, path=track.path), cell))
        pad = min(w, h) * 0.08
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
