"""Card layouts: declarative YAML -> a typed, immutable model with file:line on every element.

A layout is a list of elements (text, rect, ellipse, line, polygon, image,
icons) drawn in order. Boxes are in mm from the top-left corner of the trim;
each coordinate is a number, a length with a unit ("5mm", "0.2in") or a small
arithmetic expression over the card's geometry: ``W`` and ``H`` (trim width
and height), ``B`` (bleed) and ``S`` (safe zone), e.g. ``W - 2*S``. So one
layout serves every card size. See docs/cards.md for every field.

This module parses and checks geometry; it imports neither ReportLab nor PIL.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, Optional, Union

from ..core.errors import LoadError, Loc, Problem
from ..core.limits import MAX_LAYOUT_PIECES
from ..core.markup import TEXT_FLOOR_PT
from .layout_repeat import GridEl, TrackEl, unrolled_pieces
from .layout_values import Box, Expr, Holds, Paint, Points
from .game import read_text, shown_path
from .yaml import parse_yaml
from ..model import Length, Path_, _located, _pathed, doc
from .schema import FAIL, Builder

__all__ = ["TEXT_FLOOR_PT", "Box", "EllipseEl", "Expr", "GridEl", "Holds", "IconsEl", "ImageEl", "Layout", "LineEl", "Paint", "Points",
           "PolygonEl", "RectEl", "TextEl", "TrackEl", "available_layouts", "element_box", "find_layout", "layout_for",
           "load_layout",
           "outside_bleed"]


Align = Literal["left", "center", "right", "justify"]
VAlign = Literal["top", "middle", "bottom"]


@dataclass(frozen=True)
class TextEl:
    """A text box: a Jinja2 template over the card's fields, shrunk to fit down to min_size."""

    box: Box = doc("Where the text goes: [x, y, width, height].")
    text: str = doc("Jinja2 template, e.g. '{{ name }}'; **bold**, *italic*, :icon: and <font color> work.")
    font: str = doc("Font family or face; 'title' and 'body' mean the game style's fonts.", "body")
    size: float = doc("Font size in pt before any shrinking.", 9.0)
    min_size: float = doc("Smallest size the text may shrink to, in pt; smaller is an error.", 6.0)
    leading: float = doc("Line height as a multiple of the size.", 1.2)
    align: Align = doc("left, center, right or justify.", "left")
    valign: VAlign = doc("top, middle or bottom inside the box.", "top")
    colour: Paint = doc("Text colour.", Paint("ink"))
    bold: bool = doc("Use the family's bold face.", False)
    italic: bool = doc("Use the family's italic face.", False)
    max_lines: Optional[int] = doc("Shrink until the text takes at most this many lines.", None)
    when: Optional[str] = doc("Jinja2 expression; the element is drawn only when it is true.", None)
    over: bool = doc("A deliberate overlay: this element may lie over another text, icon row or picture "
                     "(a badge on art); the overlap check (LAY014) leaves it alone.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class RectEl:
    """A rectangle, optionally with rounded corners."""

    box: Box = doc("[x, y, width, height].")
    fill: Optional[Paint] = doc("Fill colour; none when absent.", None)
    stroke: Optional[Paint] = doc("Outline colour; none when absent.", None)
    width: Length = doc("Outline width, e.g. 0.5pt.", Length(0.25))
    radius: Length = doc("Corner radius, e.g. 3mm.", Length(0.0))
    holds: Optional[Holds] = doc("What the area holds (a card slot, a token's space): {piece: id, count: n}, or "
                                 "just the id; the fit check measures it.", None)
    when: Optional[str] = doc("Jinja2 expression; drawn only when true.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class EllipseEl:
    """An ellipse (a circle in a square box)."""

    box: Box = doc("The bounding box.")
    fill: Optional[Paint] = doc("Fill colour.", None)
    stroke: Optional[Paint] = doc("Outline colour.", None)
    width: Length = doc("Outline width.", Length(0.25))
    holds: Optional[Holds] = doc("What the area holds (a card slot, a token's space): {piece: id, count: n}, or "
                                 "just the id; the fit check measures it.", None)
    when: Optional[str] = doc("Jinja2 expression; drawn only when true.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class LineEl:
    """A straight line or polyline."""

    points: Points = doc("Two or more [x, y] points.")
    stroke: Paint = doc("Line colour.", Paint("ink"))
    width: Length = doc("Line width.", Length(0.25))
    dash: tuple[float, ...] = doc("Dash pattern in mm, e.g. [1, 1]; solid when empty.", ())
    when: Optional[str] = doc("Jinja2 expression; drawn only when true.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class PolygonEl:
    """A closed shape through three or more points (banners, ribbons, shields)."""

    points: Points = doc("Three or more [x, y] points.")
    fill: Optional[Paint] = doc("Fill colour.", None)
    stroke: Optional[Paint] = doc("Outline colour.", None)
    width: Length = doc("Outline width.", Length(0.25))
    when: Optional[str] = doc("Jinja2 expression; drawn only when true.", None)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class ImageEl:
    """A picture file (PNG or JPEG) from the game folder."""

    box: Box = doc("[x, y, width, height].")
    src: str = doc("Jinja2 template giving a path relative to the game folder, e.g. 'art/{{ id }}.png'.")
    fit: Literal["exact", "contain", "cover"] = doc("exact: the picture's aspect ratio must match the box's (within "
                                                    "1%); contain: fit inside, centred; cover: fill the box, "
                                                    "the rest cropped.", "exact")
    focus: tuple[float, ...] = doc("With fit: cover, the point of the picture kept nearest the box's centre, as "
                                   "[x, y] fractions of its width and height from its top-left corner.", (0.5, 0.5))
    when: Optional[str] = doc("Jinja2 expression; drawn only when true.", None)
    over: bool = doc("A deliberate overlay: this element may lie over another text, icon row or picture "
                     "(a badge on art); the overlap check (LAY014) leaves it alone.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


@dataclass(frozen=True)
class IconsEl:
    """A row of icons, e.g. a Trial card's symbols."""

    box: Box = doc("[x, y, width, height]; icons are as tall as the box unless size says otherwise.")
    icons: str = doc("Jinja2 template giving icon codes separated by spaces, commas or ';'.")
    size: Optional[Length] = doc("Icon height; default the box height.", None)
    gap: Length = doc("Space between icons.", Length(1.0))
    align: Literal["left", "center", "right"] = doc("left, center or right.", "center")
    when: Optional[str] = doc("Jinja2 expression; drawn only when true.", None)
    over: bool = doc("A deliberate overlay: this element may lie over another text, icon row or picture "
                     "(a badge on art); the overlap check (LAY014) leaves it alone.", False)
    loc: Loc = _located()
    path: Path_ = _pathed()


Element = Union[TextEl, RectEl, EllipseEl, LineEl, PolygonEl, ImageEl, IconsEl, GridEl, TrackEl]
# what layout_expand.expand gives: grids and tracks unrolled into these
Drawn = Union[TextEl, RectEl, EllipseEl, LineEl, PolygonEl, ImageEl, IconsEl]
ELEMENT_KINDS: dict[str, type] = {"text": TextEl, "rect": RectEl, "ellipse": EllipseEl, "line": LineEl,
                                  "polygon": PolygonEl, "image": ImageEl, "icons": IconsEl, "grid": GridEl,
                                  "track": TrackEl}


@dataclass(frozen=True)
class Layout:
    """A parsed layout file."""

    name: str
    file: str
    elements: tuple[Element, ...]
    description: str = ""


def layout_dirs(game_folder: Path, family: str = "cards") -> list[Path]:
    """Where layouts are looked up: the game's layouts/, then pnp's templates/<family>/ (cards, boards)."""
    from .discover import PACKAGE_ROOT

    return [Path(game_folder) / "layouts", PACKAGE_ROOT / "templates" / family]


def find_layout(game_folder: Path, name: str, family: str = "cards") -> Optional[Path]:
    for folder in layout_dirs(game_folder, family):
        path = folder / f"{name}.yaml"
        if path.is_file():
            return path
    return None


def available_layouts(game_folder: Path, family: str = "cards") -> list[str]:
    return sorted({p.stem for d in layout_dirs(game_folder, family) if d.is_dir() for p in d.glob("*.yaml")})


def layout_for(path: Path, sources: Any, owner: str, rule: str = "LAY002") -> Layout:
    """load_layout for one user of it (`owner`: "deck 'market'", "board 'mat'", "pad 'score'"): a layout that
    cannot be read is one `rule` problem per reason, naming the layout and its user, as `pnp check` and
    `pnp build` both say it (LAY002 for a deck's or board's, PAD002 for a pad's)."""
    try:
        return load_layout(path, sources)
    except LoadError as exc:
        # a limit stays LIM001 (content-format.md#limits), whatever reads the layout
        raise LoadError([Problem(p.rule if p.rule == "LIM001" else rule, p.loc,
                                 f"layout '{path.stem}' (used by {owner}): {p.message}",
                                 p.hint or "see docs/cards.md for the layout format")
                         for p in exc.problems]) from None


def load_layout(path: Path, sources: Any = None) -> Layout:
    """Parse one layout file (cached per file version); raises LoadError with every problem found. With the
    game's `sources` (load/sources.py), a layout of the game folder is parsed from the text the load kept."""
    kept = sources.get(path) if sources is not None else None
    if kept is not None:
        if kept.text is None:
            raise LoadError(list(kept.problems))
        return _parsed_layout(path.stem, kept.shown, kept.text)
    if sources is not None and sources.rel(path) is not None:   # not kept: gone since the load
        raise LoadError([Problem("FILE001", Loc(shown_path(path), 1, 1), "file not found")])
    stat = path.stat()
    return _load_layout(str(path), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=256)
def _load_layout(path_s: str, _mtime: int, _size: int) -> Layout:
    path = Path(path_s)
    shown = shown_path(path)
    text, problems = read_text(path, shown)
    if text is None:
        raise LoadError(problems)
    return _parsed_layout(path.stem, shown, text)


@lru_cache(maxsize=256)
def _parsed_layout(name: str, shown: str, text: str) -> Layout:
    data, source, problems = parse_yaml(text, shown)
    if problems:
        raise LoadError(problems)
    top = Loc(shown, 1, 1)
    if not isinstance(data, dict) or not isinstance(data.get("elements"), list):
        raise LoadError([Problem("SCH003", top, "a layout needs an 'elements' list",
                                 "see docs/cards.md for the layout format")])
    for key in data:
        if key not in ("elements", "description"):
            raise LoadError([Problem("SCH001", source.get((key,), top), f"unknown key '{key}' in the layout",
                                     "a layout has 'description' and 'elements'")])
    builder = Builder(shown, source)
    elements = _build_elements(builder, data["elements"], ("elements",), top)
    for i, element in enumerate(elements if not builder.problems else ()):
        pieces = unrolled_pieces(element)
        if pieces > MAX_LAYOUT_PIECES:   # refused before anything unrolls it: 5000 x 5000 cells took 18 GB
            what = (f"{element.rows:,} x {element.columns:,} cells" if isinstance(element, GridEl) else
                    f"{element.spaces:,} spaces")
            builder.problem("LIM001", element.loc, f"{type(element).__name__[:-2].lower()} (element {i + 1}) "
                            f"unrolls into {pieces:,} elements ({what}, times what each draws); pnp allows at most "
                            f"{MAX_LAYOUT_PIECES:,}", "draw fewer cells: a grid's rows and columns are most likely a "
                            "typo; see docs/content-format.md#limits")
    if builder.problems:
        raise LoadError(builder.problems)
    description = data.get("description") or ""
    return Layout(name, shown, tuple(elements), str(description))


def _build_elements(builder: Builder, nodes: list, path: tuple, top: Loc) -> tuple:
    """The elements of a layout (or of a grid's cell), each built from its one-key mapping."""
    elements = []
    for i, node in enumerate(nodes):
        where = builder.source.get(path + (i,), top)
        if not isinstance(node, dict) or len(node) != 1 or next(iter(node)) not in ELEMENT_KINDS:
            builder.problem("SCH002", where, f"element {i + 1} must be one of: " + ", ".join(ELEMENT_KINDS),
                            "write e.g. '- text: {box: [S, S, W - 2*S, 8], text: \"{{ name }}\"}'")
            continue
        kind, body = next(iter(node.items()))
        body = _short_holds(builder, body, path + (i, kind))
        children = None
        if kind == "grid" and isinstance(body, dict):
            children = body.get("elements")
            body = {k: v for k, v in body.items() if k != "elements"}
            if not isinstance(children, list) or not children:
                builder.problem("SCH003", builder.source.get(path + (i, kind), where),
                                f"grid (element {i + 1}) needs an 'elements' list: what each cell draws")
                continue
        element = builder.build(ELEMENT_KINDS[kind], body, path + (i, kind), f"{kind} (element {i + 1})")
        if element is FAIL:
            continue
        if getattr(element, "holds", None) is not None:
            element = dataclasses.replace(element, holds=dataclasses.replace(
                element.holds, piece_at=builder.source.get(path + (i, kind, "holds", "piece"), element.holds.loc),
                count_at=builder.source.get(path + (i, kind, "holds", "count"), element.holds.loc)))
        if children is not None:
            inner = _build_elements(builder, children, path + (i, kind, "elements"), top)
            element = dataclasses.replace(element, elements=inner)
        if isinstance(element, ImageEl) and (len(element.focus) != 2 or not all(0 <= f <= 1 for f in element.focus)):
            builder.problem("SCH002", builder.source.get(path + (i, kind, "focus"), where),
                            f"image (element {i + 1}): focus {list(element.focus)} is not a point of the picture",
                            "write focus: [x, y], each a fraction from 0 to 1 of the picture's width and height "
                            "from its top-left corner, e.g. [0.5, 0.3]")
        if isinstance(element, TextEl):
            for key in ("size", "min_size"):
                value = getattr(element, key)
                if not value >= TEXT_FLOOR_PT:
                    builder.problem("SCH002", builder.source.get(path + (i, kind, key), where),
                                    f"text (element {i + 1}): {key} {value:g} pt is below the {TEXT_FLOOR_PT:g} pt "
                                    "that prints legibly", f"write {key}: {TEXT_FLOOR_PT:g} or more; give a long "
                                    "text a bigger box instead")
        for key, message, hint in _drawable_problems(element):
            builder.problem("SCH002", builder.source.get(path + (i, kind, key), where),
                            f"{kind} (element {i + 1}): {message}", hint)
        elements.append(element)
    return tuple(elements)


MIN_LEADING = 1.0   # a multiple of the size: closer lines print one over the other


def _drawable_problems(element: Any) -> list[tuple[str, str, str]]:
    """(key, message, hint) for each value of an element that parses but cannot be drawn as meant: a leading that
    sets lines on top of one another, a dash pattern with no length, a polygon of two points, an icon of no
    size. Each would print wrong (or stop ReportLab mid-build) rather than say so."""
    found = []
    if isinstance(element, TextEl) and not element.leading >= MIN_LEADING:
        found.append(("leading", f"leading {element.leading:g} sets each line less than one text size below the "
                      "last, so wrapped lines print over one another",
                      f"write leading: {MIN_LEADING:g} or more (a multiple of the size; 1.2 is the default)"))
    if isinstance(element, TextEl) and element.max_lines is not None and element.max_lines < 1:
        found.append(("max_lines", f"max_lines {element.max_lines} leaves no line for the text",
                      "write max_lines: 1 or more, or leave it out"))
    if isinstance(element, LineEl) and element.dash and (
            not all(d >= 0 for d in element.dash) or not sum(element.dash) > 0):
        found.append(("dash", f"dash {list(element.dash)} is not a dash pattern: its lengths must be 0 mm or more "
                      "and not all 0", "write dash: [1, 0.5] (1 mm drawn, 0.5 mm gap), or leave dash out for a "
                      "solid line"))
    if isinstance(element, PolygonEl) and len(element.points) < 3:
        found.append(("points", f"a polygon needs 3 or more points, not {len(element.points)}",
                      "write points: [[x1, y1], [x2, y2], [x3, y3], ...]; for 2 points use a line element"))
    if isinstance(element, IconsEl) and element.size is not None and not element.size > 0:
        found.append(("size", f"size {element.size:g} mm draws the icons at no height",
                      "write a size above 0, e.g. size: 4mm, or leave it out (the box's height)"))
    return found


def _short_holds(builder: Builder, body: object, path: tuple) -> object:
    """`holds: faith` is short for `holds: {piece: faith}`, as a map's pieces line would say it."""
    if not isinstance(body, dict) or not isinstance(body.get("holds"), str):
        return body
    where = builder.source.get(path + ("holds",))
    if where is not None:
        builder.source[path + ("holds", "piece")] = where
    return {**body, "holds": {"piece": body["holds"]}}


def element_box(element: Drawn, env: dict[str, float]) -> tuple[float, float, float, float]:
    """The element's extent [x, y, w, h] in mm from the trim's top-left corner (an element expand() gives)."""
    if isinstance(element, (LineEl, PolygonEl)):
        pts = element.points.resolve(env)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    return element.box.resolve(env)


def outside_bleed(box: tuple[float, float, float, float], width: float, height: float,
                  bleed: float) -> float:
    """How far (mm) a box reaches beyond the bleed edge; 0 when it stays inside."""
    x, y, w, h = box
    return max(0.0, -bleed - x, -bleed - y, x + w - (width + bleed), y + h - (height + bleed),
               -w, -h)
