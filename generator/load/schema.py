"""Build typed model objects from YAML nodes, driven by the dataclasses' type hints.

Every problem is collected (unknown key, wrong type, missing key) with the
file:line:col of the offending node; nothing is silently passed through.
"""
from __future__ import annotations

import collections.abc
import dataclasses
import typing
from types import MappingProxyType
from typing import Any, Literal, Union, get_args, get_origin

from ..core.errors import Loc, Problem
from ..model import Path_
from ..core.limits import FIELD_LIMITS, MAX_COUNT, MAX_NUMBER, too_big
from ..core.suggest import did_you_mean

_HINTS: dict[type, dict[str, Any]] = {}
FAIL = object()  # returned by Builder.build when the node could not be converted


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


# What build() does with a type and what _build_dataclass needs of a class, worked out once per type:
# facts about the model's code (like _HINTS), never about a game's data.
_PLANS: dict[Any, tuple[str, Any, bool]] = {}
_SHAPES: dict[type, tuple[dict[str, Any], dict[str, dataclasses.Field], frozenset[str]]] = {}


def _plan(tp: Any) -> tuple[str, Any, bool]:
    """(kind, its type argument, whether None is a value) for a type build() converts to."""
    plan = _PLANS.get(tp)
    if plan is None:
        origin = get_origin(tp)
        from_yaml = hasattr(tp, "from_yaml")
        nullable = from_yaml or tp is Any
        if origin is Union:
            plan = ("union", [a for a in get_args(tp) if a is not type(None)][0], nullable)
        elif origin is tuple:
            plan = ("tuple", get_args(tp)[0], nullable)
        elif origin in (collections.abc.Mapping, dict):
            plan = ("mapping", get_args(tp)[1], nullable)
        elif origin is Literal:
            plan = ("literal", get_args(tp), nullable)
        elif dataclasses.is_dataclass(tp) and not from_yaml:
            plan = ("dataclass", None, nullable)
        elif from_yaml:
            plan = ("from_yaml", None, nullable)
        elif tp is Any:
            plan = ("any", None, nullable)
        else:
            plan = ("scalar", None, nullable)
        _PLANS[tp] = plan
    return plan


def _shape(cls: type) -> tuple[dict[str, Any], dict[str, dataclasses.Field], frozenset[str]]:
    """A model class's type hints, its YAML fields by name, and which of 'loc' and 'path' it records."""
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = (_hints(cls), {f.name: f for f in yaml_fields(cls)},
                                frozenset({f.name for f in dataclasses.fields(cls)} & {"loc", "path"}))
    return shape


def _item_name(what: str, i: int, node: Any) -> str:
    """How messages name a list item: by its id or term when it has one, else by position."""
    if isinstance(node, collections.abc.Mapping):
        for key in ("id", "term", "label"):
            if isinstance(node.get(key), str) and node[key].isprintable() and len(node[key]) <= 60:
                return f"{what} '{node[key]}'"
    return f"{what}[{i + 1}]"


def _field_name(what: str, name: str) -> str:
    if not what:
        return name
    return f"{what} {name}" if what.endswith("'") else f"{what}.{name}"


def _has_default(f: dataclasses.Field) -> bool:
    return f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING


def _default(f: dataclasses.Field) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    factory = f.default_factory
    assert callable(factory)   # _has_default(f): one or the other
    return factory()


def yaml_fields(cls: type) -> list[dataclasses.Field]:
    """The fields of a model class that are written in YAML."""
    return [f for f in dataclasses.fields(cls) if f.metadata.get("yaml", True)]


def _type_name(tp: Any) -> str:
    origin = get_origin(tp)
    if tp is str:
        return "a string"
    if tp is int:
        return "a whole number"
    if tp is bool:
        return "true or false"
    if tp is float:
        return "a number"
    if origin is tuple:
        return "a list"
    if origin in (collections.abc.Mapping, dict):
        return "a mapping"
    if dataclasses.is_dataclass(tp):
        return "a mapping"
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(tp))
    return getattr(tp, "__name__", str(tp))


def plain(value: Any) -> Any:
    """A plain-Python copy of parsed YAML (dicts, lists, scalars)."""
    if isinstance(value, collections.abc.Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    return value


class Builder:
    """Converts one YAML document into model objects, recording locations and problems."""

    def __init__(self, file: str, source: dict[Path_, Loc]) -> None:
        self.file = file
        self.problems: list[Problem] = []
        self.source = source

    def loc(self, line0: int, col0: int) -> Loc:
        return Loc(self.file, line0 + 1, col0 + 1)

    def problem(self, rule: str, loc: Loc, message: str, hint: str = "") -> None:
        self.problems.append(Problem(rule, loc, message, hint))

    def build(self, tp: Any, node: Any, path: Path_, what: str) -> Any:
        """Convert `node` to type `tp`; on a problem, record it and return FAIL."""
        loc = self.source.get(path)
        if loc is None:
            loc = Loc(self.file)
        kind, arg, nullable = _plan(tp)
        if kind == "union":
            if node is None:
                return None
            return self.build(arg, node, path, what)
        if node is None and not nullable:
            return self._wrong(loc, what, tp, node)
        if kind == "tuple":
            if not isinstance(node, list):
                return self._wrong(loc, what, tp, node)
            items = [self.build(arg, v, path + (i,), _item_name(what, i, v)) for i, v in enumerate(node)]
            return FAIL if any(x is FAIL for x in items) else tuple(items)
        if kind == "mapping":
            if not isinstance(node, collections.abc.Mapping):
                return self._wrong(loc, what, tp, node)
            out = {}
            for k, v in node.items():
                out[str(k)] = self.build(arg, v, path + (str(k),), f"{what}.{k}")
            return FAIL if any(x is FAIL for x in out.values()) else MappingProxyType(out)
        if kind == "literal":
            if node in arg:
                return str(node)
            return self._wrong(loc, what, tp, node)
        if kind == "dataclass":
            return self._build_dataclass(tp, node, path, what, loc)
        if kind == "from_yaml":
            try:
                return tp.from_yaml(plain(node))
            except ValueError as exc:
                self.problem("SCH002", loc, f"{what}: {exc}")
                return FAIL
        if kind == "any":
            return plain(node)
        if tp is bool:
            return bool(node) if isinstance(node, bool) else self._wrong(loc, what, tp, node)
        if tp is int:
            ok = isinstance(node, int) and not isinstance(node, bool)
            limit = FIELD_LIMITS.get(str(path[-1]), MAX_COUNT) if path else MAX_COUNT
            if ok and abs(node) > limit:
                self.problems.append(too_big(loc, what, node, f"{limit:,}"))
                return FAIL
            return int(node) if ok else self._wrong(loc, what, tp, node)
        if tp is float:
            ok = isinstance(node, (int, float)) and not isinstance(node, bool)
            if ok and abs(node) > MAX_NUMBER:
                self.problems.append(too_big(loc, what, node, f"{MAX_NUMBER:,}"))
                return FAIL
            return float(node) if ok else self._wrong(loc, what, tp, node)
        if tp is str:
            return str(node) if isinstance(node, str) else self._wrong(loc, what, tp, node)
        raise TypeError(f"schema cannot build {tp!r}")  # a programming error, not a user's

    def _wrong(self, loc: Loc, what: str, tp: Any, node: Any) -> object:
        shown = "nothing" if node is None else repr(plain(node))
        if len(shown) > 60:
            shown = shown[:57] + "..."
        hint = ""
        if tp is str and isinstance(node, (int, float)):
            hint = 'put the value in quotes, e.g. "1.0"'
        if get_origin(tp) is Literal and isinstance(node, str):   # a near miss of one of the words allowed
            hint = did_you_mean(node, [str(a) for a in get_args(tp)])
        if not what:   # the whole file: name it, and say what its top level holds
            what = f"{self.file.rsplit('/', 1)[-1]} as a whole"
            hint = ("its top level is 'key: value' lines such as 'id: my-game' and 'title: My Game', "
                    "not a list of '- ' items" if isinstance(node, list) else
                    "its top level is 'key: value' lines such as 'id: my-game' and 'title: My Game'")
            shown = "a list" if isinstance(node, list) else shown
        self.problem("SCH002", loc, f"{what} must be {_type_name(tp)}, not {shown}", hint)
        return FAIL

    def _build_dataclass(self, cls: type, node: Any, path: Path_, what: str, loc: Loc) -> Any:
        if not isinstance(node, collections.abc.Mapping):
            return self._wrong(loc, what, cls, node)
        hints, fields, extra = _shape(cls)
        values: dict[str, Any] = {}
        ok = True
        for key in node:
            key_s = str(key)
            if key_s not in fields:
                hint = did_you_mean(key_s, fields) or "known keys: " + ", ".join(fields)
                if node[key] is None and " " in key_s.strip():   # words with no value: the rest of a sentence
                    keys = list(node)
                    before = keys[keys.index(key) - 1] if keys.index(key) else None
                    whole = (f"{before}: \"{node[before]}, {key_s}\"" if isinstance(node.get(before), str)
                             else f"\"..., {key_s}\"")
                    hint = (f"a comma inside {{ ... }} ends the value before it, so '{key_s}' was read as a key "
                            f"of its own: put the whole text in quotes ({whole})")
                self.problem("SCH001", self.source.get(path + (key_s,), loc),
                             f"unknown key '{key_s}' in {what or 'game.yaml'}", hint)
                ok = False
        for name, f in fields.items():
            if name in node:
                value = self.build(hints[name], node[name], path + (name,), _field_name(what, name))
                if value is FAIL:
                    ok = False
                elif value is None and _has_default(f):
                    values[name] = _default(f)
                else:
                    values[name] = value
            elif not _has_default(f):
                self.problem("SCH003", loc, f"{what or 'the file'} is missing the required key '{name}'")
                ok = False
        if not ok:
            return FAIL
        if "loc" in extra:
            values["loc"] = loc
        if "path" in extra:
            values["path"] = path
        return cls(**values)
