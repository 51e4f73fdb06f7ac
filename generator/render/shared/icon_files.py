"""Icon files: vector icons written as small YAML drawings, and _aliases.yaml, read with file:line errors.

A vector icon has a `view` ([width, height], y downwards) and a list of
shapes: circle, ellipse, rect, polygon, line or path (absolute SVG commands
M L H V C Q Z), each with fill, stroke, width, radius and cap. Colours may be
palette names; the caller resolves them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from reportlab.lib.colors import Color
from reportlab.lib.utils import ImageReader

from ...core.errors import LoadError, Loc, Problem
from ...load import read_text, shown_path
from ...load.yaml import parse_yaml

_PATH_TOKEN = re.compile(r"[MLHVCQZmlhvcqz]|[-+]?(?:\d+(?:\.\d*)?|\.\d+)")
GEOMETRY = ("circle", "ellipse", "rect", "polygon", "line", "path")
PAINT_KEYS = ("fill", "stroke", "width", "radius", "cap")

ResolveColour = Callable[[str], Optional[Color]]


@dataclass(frozen=True)
class Shape:
    """One vector shape of an icon, in the icon's view units (y down)."""

    kind: str
    geometry: Any
    fill: Optional[Color]
    stroke: Optional[Color]
    width: float
    radius: float
    cap: int


@dataclass(frozen=True)
class Icon:
    """A loaded icon: vector shapes, an SVG drawing or a PNG file."""

    code: str
    file: str
    view: tuple[float, float]
    shapes: tuple[Shape, ...] = ()
    png: Optional[ImageReader] = None
    svg: Any = None      # a ReportLab Drawing made by svglib (icon_svg.py)

    @property
    def aspect(self) -> float:
        return self.view[0] / self.view[1]


def _read(path: Path, shown: str, sources: Any) -> tuple[Optional[str], list]:
    """An icon file's text: as the load kept it when `sources` holds the game folder's files, else the disk."""
    kept = sources.get(path) if sources is not None else None
    if kept is not None:
        return kept.text, list(kept.problems)
    return read_text(path, shown)


def load_aliases(path: Path, sources: Any = None) -> dict[str, str]:
    shown = shown_path(path)
    text, problems = _read(path, shown, sources)
    if text is None:
        raise LoadError(problems)
    data, source, problems = parse_yaml(text, shown)
    if problems:
        raise LoadError(problems)
    if data is None:
        return {}
    def target(value: Any) -> Optional[str]:
        if isinstance(value, str):
            return value
        if isinstance(value, dict) and isinstance(value.get("icon"), str) and set(value) <= {"icon", "meaning"}:
            return value["icon"]
        return None

    if not isinstance(data, dict) or not all(isinstance(k, str) and target(v) for k, v in data.items()):
        raise LoadError([Problem("SCH002", Loc(shown, 1, 1), "_aliases.yaml maps icon codes to icon codes",
                                 "write lines such as 'believer: person' or "
                                 "'believer: {icon: person, meaning: a point of score}'")])
    return {k: str(target(v)) for k, v in data.items()}



def _numbers(value: Any, count: Optional[int]) -> tuple[float, ...]:
    if not isinstance(value, list) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        raise ValueError(f"{value!r} must be a list of numbers")
    if count is not None and len(value) != count:
        raise ValueError(f"{value!r} must have {count} numbers")
    return tuple(float(v) for v in value)


def _parse_path(text: Any) -> tuple[tuple[str, tuple[float, ...]], ...]:
    """SVG path data with absolute M, L, H, V, C, Q and Z commands."""
    if not isinstance(text, str):
        raise ValueError("a path is a string such as 'M 10 10 L 90 10 Z'")
    tokens = _PATH_TOKEN.findall(text)
    ops: list[tuple[str, tuple[float, ...]]] = []
    i, cmd, x, y = 0, "", 0.0, 0.0
    arity = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "Q": 4, "Z": 0}
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i].upper()
            if tokens[i].islower() and cmd != "Z":
                raise ValueError(f"relative path command '{tokens[i]}': write absolute (upper-case) commands")
            i += 1
            if cmd == "Z":
                ops.append(("close", ()))
                continue
        n = arity.get(cmd)
        if not n or i + n > len(tokens) or any(t.isalpha() for t in tokens[i:i + n]):
            raise ValueError(f"cannot read the path near token {i + 1} of '{text[:40]}'")
        a = [float(t) for t in tokens[i:i + n]]
        i += n
        if cmd == "M":
            ops.append(("moveTo", (a[0], a[1])))
            x, y, cmd = a[0], a[1], "L"
        elif cmd in ("L", "H", "V"):
            x, y = (a[0], a[1]) if cmd == "L" else ((a[0], y) if cmd == "H" else (x, a[0]))
            ops.append(("lineTo", (x, y)))
        elif cmd == "C":
            ops.append(("curveTo", tuple(a)))
            x, y = a[4], a[5]
        else:  # Q: quadratic -> cubic
            qx, qy, ex, ey = a
            ops.append(("curveTo", (x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y),
                                    ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey)))
            x, y = ex, ey
    return tuple(ops)


def load_vector(code: str, path: Path, resolve_colour: ResolveColour, sources: Any = None) -> Icon:
    shown = shown_path(path)
    text, problems = _read(path, shown, sources)
    if text is None:
        raise LoadError(problems)
    data, source, problems = parse_yaml(text, shown)
    if problems:
        raise LoadError(problems)
    top = Loc(shown, 1, 1)
    problems = []
    if not isinstance(data, dict) or not isinstance(data.get("shapes"), list):
        raise LoadError([Problem("SCH003", top, "an icon needs a 'shapes' list", "see docs/cards.md, Icons")])
    try:
        view = _numbers(data.get("view", [100, 100]), 2)
    except ValueError as exc:
        raise LoadError([Problem("SCH002", source.get(("view",), top), f"view: {exc}")]) from None
    if "glossary" in data and not isinstance(data["glossary"], bool):
        raise LoadError([Problem("SCH002", source.get(("glossary",), top),
                                 f"glossary: must be true or false, not '{data['glossary']}'",
                                 "write 'glossary: false' to leave a card's own picture out of the icon glossary")])
    shapes = []
    for i, node in enumerate(data["shapes"]):
        where = source.get(("shapes", i), top)
        try:
            shapes.append(_shape(node, resolve_colour))
        except ValueError as exc:
            problems.append(Problem("SCH002", where, f"shape {i + 1}: {exc}",
                                    "shapes are circle, ellipse, rect, polygon, line or path, "
                                    "with fill, stroke, width, radius, cap"))
    if problems:
        raise LoadError(problems)
    return Icon(code, shown, (view[0], view[1]), tuple(shapes))


def _shape(node: Any, resolve_colour: ResolveColour) -> Shape:
    if not isinstance(node, dict):
        raise ValueError("must be a mapping such as {circle: [50, 50, 40], fill: ink}")
    kinds = [k for k in node if k in GEOMETRY]
    unknown = [k for k in node if k not in GEOMETRY and k not in PAINT_KEYS]
    if len(kinds) != 1 or unknown:
        raise ValueError("needs exactly one of " + ", ".join(GEOMETRY) +
                         (f"; unknown key '{unknown[0]}'" if unknown else ""))
    kind = kinds[0]
    value = node[kind]
    if kind == "circle":
        geometry: Any = _numbers(value, 3)
    elif kind in ("ellipse", "rect"):
        geometry = _numbers(value, 4)
    elif kind == "path":
        geometry = _parse_path(value)
    else:
        if not isinstance(value, list) or len(value) < 2:
            raise ValueError(f"{kind} needs a list of [x, y] points")
        geometry = tuple(_numbers(p, 2) for p in value)

    def paint(key: str) -> Optional[Color]:
        if key not in node:
            return None
        colour = resolve_colour(str(node[key]))
        return colour

    if "fill" not in node and "stroke" not in node:
        raise ValueError("give it a fill, a stroke or both")
    width = node.get("width", 1)
    radius = node.get("radius", 0)
    if not isinstance(width, (int, float)) or not isinstance(radius, (int, float)):
        raise ValueError("width and radius are numbers in view units")
    cap = {"butt": 0, "round": 1, "square": 2}.get(str(node.get("cap", "round")))
    if cap is None:
        raise ValueError("cap is butt, round or square")
    return Shape(kind, geometry, paint("fill"), paint("stroke"), float(width), float(radius), cap)
