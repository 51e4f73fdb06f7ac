"""The value types layout keys are written in: coordinates, boxes, point lists and paints.

A coordinate is a number of mm, a length with a unit ("5mm", "0.2in") or
arithmetic with + - * /, min() and max() over W, H (trim size), B (bleed) and
S (safe zone), parsed once when the layout is read and evaluated per deck.
"""
from __future__ import annotations

import ast
import math
import operator
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Optional

from ..core.errors import Loc
from ..model import Path_, _located, _pathed, doc
from ..core.units import MM_PER_UNIT

NAMES = ("W", "H", "B", "S")
_UNIT_NUMBER = re.compile(r"(\d+(?:\.\d*)?|\.\d+)\s*(mm|cm|in|pt)\b")
_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
_CALLS = {"min": min, "max": max}   # a size that shrinks on a small card: min(14, H/2 - S - 10)
_ONLY = "may use only numbers, + - * /, min(), max() and W, H, B, S"


class CoordinateError(ValueError):
    """A coordinate's arithmetic has no answer at one size (it divides by zero, or its number is too big to be one):
    the layout's fault, reported at its element's line (load/layout_expand.py)."""


class Expr:
    """A coordinate: a number of mm, a length with a unit, or arithmetic (and min, max) over W, H, B and S."""

    __slots__ = ("source", "_tree", "_const")

    def __init__(self, source: str, tree: Optional[ast.AST], const: Optional[float]) -> None:
        self.source, self._tree, self._const = source, tree, const

    @classmethod
    def from_yaml(cls, value: Any) -> "Expr":
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise ValueError(f"{value!r} is not a coordinate: write a number of mm, '5mm' or 'W - 2*S'")
        if isinstance(value, (int, float)):
            if not math.isfinite(value):
                raise ValueError(f"{value!r} is not a coordinate: write a number of mm, '5mm' or 'W - 2*S'")
            return cls(str(value), None, float(value))
        return cls(value, _coordinate_tree(value), None)

    def eval(self, env: dict[str, float]) -> float:
        """The coordinate in mm at one size (W, H, B, S in env); CoordinateError when its arithmetic has no answer
        there ('10 / (W - 63)' on a card 63 mm wide)."""
        if self._const is not None:
            return self._const
        try:
            value = _evaluate(self._tree, env)
        except ZeroDivisionError:
            raise CoordinateError(f"'{self.source}' divides by zero{_at(env)}") from None
        if not math.isfinite(value):
            raise CoordinateError(f"'{self.source}' gives {value}{_at(env)}, not a number of mm")
        return value

    def __repr__(self) -> str:
        return f"Expr({self.source!r})"


@lru_cache(maxsize=1024)
def _coordinate_tree(value: str) -> ast.AST:
    """The checked expression tree of a coordinate string (ValueError when it is not one).

    A pure function of the text, remembered: layouts write the same few coordinates ('S', 'W - 2*S')
    hundreds of times. The tree is only ever evaluated, never changed, so Exprs may share it."""
    text = _UNIT_NUMBER.sub(lambda m: repr(float(m.group(1)) * MM_PER_UNIT[m.group(2)]), value)
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError:
        raise ValueError(f"cannot read the coordinate '{value}': write e.g. 'W - 2*S' or '5mm'") from None
    called = set()   # the names min and max where they are called, the only names besides W, H, B, S
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            if not (isinstance(node.func, ast.Name) and node.func.id in _CALLS):
                raise ValueError(f"'{value}' {_ONLY}")
            if node.keywords or len(node.args) < 2 or any(isinstance(a, ast.Starred) for a in node.args):
                raise ValueError(f"'{value}': {node.func.id}() takes two or more coordinates, "
                                 f"e.g. {node.func.id}(14, H/2 - S - 10)")
            called.add(id(node.func))
        elif isinstance(node, ast.Name) and node.id not in NAMES and id(node) not in called:
            hint = "; min and max are called: min(a, b)" if node.id in _CALLS else ""
            raise ValueError(f"unknown name '{node.id}' in '{value}': use W, H (trim size), B (bleed), S (safe)"
                             + hint)
        elif not isinstance(node, (ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load, ast.USub, ast.UAdd,
                                   *_BINOPS)):
            raise ValueError(f"'{value}' {_ONLY}")
        if isinstance(node, ast.Constant) and (not isinstance(node.value, (int, float))
                                               or not math.isfinite(node.value)):
            raise ValueError(f"'{value}' {_ONLY}")
    _constant_parts(tree, value)
    return tree


def _constant_parts(tree: ast.AST, value: str) -> None:
    """ValueError when a part of the coordinate that reads no size (W, H, B, S) has no answer: '40/0' or
    'W / (2 - 2)' divides by zero whatever the card, so it is refused where the layout is read; '10 / (W - 63)' is
    judged at each size (Expr.eval)."""
    def constant(node: ast.AST) -> bool:
        return not any(isinstance(n, ast.Name) and n.id in NAMES for n in ast.walk(node))

    for node in ast.walk(tree):
        part = None
        try:
            if isinstance(node, (ast.BinOp, ast.UnaryOp, ast.Call)) and constant(node):
                part = _evaluate(node, {})
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and constant(node.right) and \
                    _evaluate(node.right, {}) == 0:
                raise ZeroDivisionError
        except ZeroDivisionError:
            raise ValueError(f"'{value}' divides by zero: write the number of mm it should be") from None
        if part is not None and not math.isfinite(part):
            raise ValueError(f"'{value}' gives {part}, not a number of mm: write the number of mm it should be")


def _at(env: dict[str, float]) -> str:
    """' at W=63, H=88, B=3, S=3': the size a coordinate was evaluated at, for its message."""
    return " at " + ", ".join(f"{k}={env[k]:g}" for k in NAMES if k in env) if env else ""


def _evaluate(node: Any, env: dict[str, float]) -> float:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):   # parsing refused any other constant
        return float(node.value)
    if isinstance(node, ast.Name):
        return env[node.id]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):   # min or max, as parsing allowed
        return _CALLS[node.func.id](*(_evaluate(arg, env) for arg in node.args))
    if isinstance(node, ast.UnaryOp):
        value = _evaluate(node.operand, env)
        return -value if isinstance(node.op, ast.USub) else value
    return _BINOPS[type(node.op)](_evaluate(node.left, env), _evaluate(node.right, env))


class Box(tuple):
    """[x, y, width, height] in mm from the trim's top-left corner; each an Expr."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Box":
        if not isinstance(value, list) or len(value) != 4:
            raise ValueError(f"{value!r} is not a box: write [x, y, width, height], e.g. [S, S, W - 2*S, 10]")
        return cls(Expr.from_yaml(v) for v in value)

    def resolve(self, env: dict[str, float]) -> tuple[float, float, float, float]:
        x, y, w, h = (e.eval(env) for e in self)
        return x, y, w, h


class Points(tuple):
    """[[x, y], [x, y], ...]: two or more points, each coordinate an Expr."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Points":
        if not isinstance(value, list) or len(value) < 2 or not all(
                isinstance(p, list) and len(p) == 2 for p in value):
            raise ValueError(f"{value!r} is not a list of points: write [[x1, y1], [x2, y2], ...]")
        return cls((Expr.from_yaml(p[0]), Expr.from_yaml(p[1])) for p in value)

    def resolve(self, env: dict[str, float]) -> tuple[tuple[float, float], ...]:
        return tuple((x.eval(env), y.eval(env)) for x, y in self)


class Paint(str):
    """A colour: '#rrggbb', a palette name, 'none', or a Jinja2 expression in {{ }} giving one per card."""

    @classmethod
    def from_yaml(cls, value: Any) -> "Paint":
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"{value!r} is not a colour: write #rrggbb, a palette name or {{{{ ... }}}}")
        return cls(value.strip())

    @property
    def dynamic(self) -> bool:
        return "{{" in self


@dataclass(frozen=True)
class Holds:
    """What a board area holds, as a map's `pieces` line says it: the fit check measures the piece against it."""

    piece: str = doc("An inventory id (its size from its token sheet or its `size`) or a deck id (a card).")
    count: int = doc("How many lie on the area (or on each space of a track) at once, side by side.", 1)
    piece_at: Optional[Loc] = doc("Where `piece` is written (for messages).", None, yaml=False)
    count_at: Optional[Loc] = doc("Where `count` is written (for messages).", None, yaml=False)
    loc: Loc = _located()
    path: Path_ = _pathed()
