"""Parse YAML into plain Python plus a map from every key path to its file:line:col.

libyaml (PyYAML's C parser) composes the node tree, which keeps the position
of every node: about thirty times faster than a pure-Python round-trip
loader, which matters because `pnp check` parses every game on every run.
Scalars resolve as in YAML 1.2 (only true/false are booleans; `no`, `on`,
`1:30` and `010` stay strings), and a duplicate key is an error, not a
silent overwrite.
"""
from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any, Optional

import yaml

from ..core.errors import Loc, Problem
from ..core.limits import (MAX_NUMBER, MAX_TEXT, MAX_WORD, MAX_YAML_DEPTH, MAX_YAML_VALUES, control_char,
                           control_problem, long_word, long_word_problem, too_big)

if TYPE_CHECKING:   # the C loader where libyaml is built in, else the Python one: the same methods
    _Base = yaml.SafeLoader
else:
    _Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_Base):
    """The C loader with YAML 1.2 core-schema scalars."""

    yaml_implicit_resolvers: dict = {}

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        """The tag of a node, as BaseResolver.resolve gives it for a loader without path resolvers, but
        without building two lists per call: libyaml asks once for every scalar (about 20,000 in a check of
        the four shipped games)."""
        if kind is yaml.ScalarNode:
            if implicit[0]:   # plain, unquoted: the first resolver of its first character that matches
                for tag, regexp in self.yaml_implicit_resolvers.get(value[:1], ()):
                    if regexp.match(value):
                        return tag
            return _STR
        return super().resolve(kind, value, implicit)

    # libyaml calls these two around every node it composes (about 10,000 a check of the four shipped games);
    # BaseResolver's return at once when no path resolver is registered, and this loader registers none
    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass

    def ascend_resolver(self) -> None:
        pass


_RESOLVERS = [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^[-+]?[0-9]+$", "-+0123456789"),
    ("tag:yaml.org,2002:float", r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$",
     "-+.0123456789"),
    ("tag:yaml.org,2002:float", r"^(?:[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$", "-+."),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]
for _tag, _pattern, _first in _RESOLVERS:
    _Loader.add_implicit_resolver(_tag, re.compile(_pattern), list(_first))


_STR = "tag:yaml.org,2002:str"
_ANCHOR = re.compile(r"(?:^|[\s\[\]{},:-])&[^\s\[\]{},]")


class _TooBig(Exception):
    """Stops the walk: the document is past a limit (the problem is already recorded)."""


class _Walker:
    def __init__(self, loader: Any, file: str) -> None:
        self.loader = loader
        self.file = file
        self.source: dict[tuple, Loc] = {}
        self.problems: list[Problem] = []
        self.values = 0

    def loc(self, node: Any) -> Loc:
        return Loc(self.file, node.start_mark.line + 1, node.start_mark.column + 1)

    def refuse_bombs(self, root: Any) -> None:
        """Before walking: the size with aliases expanded, counted once per distinct node (so it is fast)."""
        sizes: dict[int, int] = {}

        def size(node: Any, depth: int) -> int:
            if depth > MAX_YAML_DEPTH:
                self.problems.append(too_big(self.loc(node), "the nesting of lists and mappings", "deeper",
                                             f"{MAX_YAML_DEPTH} levels"))
                raise _TooBig()
            if id(node) not in sizes:
                children = ([v for pair in node.value for v in pair] if isinstance(node, yaml.MappingNode)
                            else node.value if isinstance(node, yaml.SequenceNode) else [])
                sizes[id(node)] = 1 + sum(size(c, depth + 1) for c in children)
            return sizes[id(node)]

        if size(root, 0) > MAX_YAML_VALUES:
            parts = root.value if isinstance(root, (yaml.MappingNode, yaml.SequenceNode)) else []
            flat = [pair[1] if isinstance(pair, tuple) else pair for pair in parts]
            worst = max(flat, key=lambda n: sizes.get(id(n), 0), default=root)
            self.problems.append(too_big(self.loc(worst), "the data here, with its aliases (*name) expanded,",
                                         f"{sizes.get(id(worst), sizes[id(root)]):,} values", f"{MAX_YAML_VALUES:,}"))
            raise _TooBig()

    def walk(self, node: Any, path: tuple) -> Any:
        # The hot loop of every load. Locations are made inline, and a scalar child is read without
        # recursing; a plain string (not double-quoted, so no escapes, and within MAX_WORD) is taken as
        # is, which is exactly what scalar() would return for it, with no problem to record.
        source, file, scalar, scalar_node = self.source, self.file, self.scalar, yaml.ScalarNode
        if len(path) > MAX_YAML_DEPTH:   # the path is one key or index per level: no counter to carry
            self.problems.append(too_big(self.loc(node), "the nesting of lists and mappings", "deeper",
                                         f"{MAX_YAML_DEPTH} levels"))
            raise _TooBig()
        if isinstance(node, yaml.MappingNode):
            out: dict[str, Any] = {}
            merges: list[Any] = []
            for key_node, value_node in node.value:
                if not isinstance(key_node, scalar_node):
                    self.problems.append(Problem("YAML001", self.loc(key_node),
                                                 "invalid YAML: a key must be plain text, not a list or mapping"))
                    continue
                if key_node.value == "<<" and not key_node.style:
                    merges.append((key_node, value_node))   # a merge key: `<<: *defaults`
                    continue
                key = key_node.value
                if key_node.tag != _STR or key_node.style == '"' or len(key) > MAX_TEXT:
                    key = scalar(key_node)
                    key = str(key) if not isinstance(key, str) else key
                if key in out:
                    first = source[path + (key,)]
                    self.problems.append(Problem("YAML001", self.loc(key_node),
                                                 f"invalid YAML: duplicate key '{key}' (first at line {first.line})",
                                                 "remove or rename one of the two keys"))
                    continue
                sub = path + (key,)
                mark = key_node.start_mark
                source[sub] = Loc(file, mark.line + 1, mark.column + 1)
                if not isinstance(value_node, scalar_node):
                    out[key] = self.walk(value_node, sub)
                elif value_node.tag == _STR and value_node.style != '"' and len(value_node.value) <= MAX_WORD:
                    out[key] = value_node.value
                else:
                    out[key] = scalar(value_node)
            for key_node, value_node in merges:
                self._merge(out, key_node, value_node, path)
            return out
        if isinstance(node, yaml.SequenceNode):
            items = []
            for i, item in enumerate(node.value):
                sub = path + (i,)
                mark = item.start_mark
                source[sub] = Loc(file, mark.line + 1, mark.column + 1)
                if not isinstance(item, scalar_node):
                    items.append(self.walk(item, sub))
                elif item.tag == _STR and item.style != '"' and len(item.value) <= MAX_WORD:
                    items.append(item.value)
                else:
                    items.append(scalar(item))
            return items
        return scalar(node)

    def _merge(self, out: dict[str, Any], key_node: Any, value_node: Any, path: tuple) -> None:
        """YAML's merge key (`<<: *defaults`, or `<<: [*a, *b]`): the keys of the mapping(s) it names that the
        mapping does not set itself, each at the place it was written (the anchor's line), as PyYAML reads it."""
        parts = value_node.value if isinstance(value_node, yaml.SequenceNode) else [value_node]
        if not parts or not all(isinstance(part, yaml.MappingNode) for part in parts):
            self.problems.append(Problem("YAML001", self.loc(key_node),
                                         "invalid YAML: a merge key '<<' takes a mapping (`<<: *name`) or a list "
                                         "of them", "point it at an anchored mapping, or quote the key"))
            return
        for part in parts:   # the first mapping named wins over a later one, as the key's own mapping over all
            own, self.source = self.source, {}
            try:
                merged = self.walk(part, path)
            finally:
                found, self.source = self.source, own
            for key, value in merged.items():
                if key not in out:
                    out[key] = value
                    for where, loc in found.items():
                        if where[len(path):len(path) + 1] == (key,):
                            self.source.setdefault(where, loc)

    def scalar(self, node: Any) -> Any:
        """One scalar, refused when it holds a control character or is past a size limit."""
        try:
            # a plain string is its node's text (what SafeConstructor returns for it), read without the
            # constructor's dispatch: most scalars of a game are strings
            value = node.value if node.tag == _STR else self.loader.construct_object(node, deep=True)
        except ValueError:   # an integer with more digits than Python converts
            self.problems.append(too_big(self.loc(node), "this number's length", f"{len(node.value):,}",
                                         len(str(MAX_NUMBER)), " digits"))
            return None
        kind = type(value)
        if kind is str:
            # raw control characters never get this far (read_text refuses them); only a double-quoted
            # scalar can make one, from an escape such as "\0"
            at = control_char(value) if node.style == '"' else None
            if at is not None:
                self.problems.append(control_problem(self._inside(node, self.loc(node), at), value[at]))
            elif len(value) > MAX_TEXT:
                self.problems.append(too_big(self.loc(node), "this text's length", f"{len(value):,}",
                                             f"{MAX_TEXT:,}", " characters"))
            elif (word := long_word(value)) is not None:
                self.problems.append(long_word_problem(self._inside(node, self.loc(node), word[0]), word[1]))
        elif kind is int and abs(value) > MAX_NUMBER:
            self.problems.append(too_big(self.loc(node), "this number", value if len(str(value)) < 30 else "huge",
                                         f"{MAX_NUMBER:,}"))
        elif kind is float and not math.isfinite(value):
            self.problems.append(Problem("SCH002", self.loc(node), f"{node.value} is not a usable number",
                                         "write an ordinary number"))
        return value

    @staticmethod
    def _inside(node: Any, loc: Loc, at: int) -> Loc:
        """The column of character `at` of a one-line scalar (quoted ones start one later)."""
        if node.start_mark.line != node.end_mark.line:
            return loc
        return Loc(loc.file, loc.line, loc.col + at + (1 if node.style in ("'", '"') else 0))


def _indenting_tab(text: str, line: int) -> int:
    """The column of a tab in the indentation of `line` (1-based), or 0: the usual cause of a YAML syntax error."""
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return 0
    row = lines[line - 1]
    indent = row[:len(row) - len(row.lstrip(" \t"))]
    return indent.index("\t") + 1 if "\t" in indent else 0


def _quoted(text: str, mark: Any) -> str:
    """The line of `mark` rewritten with its value quoted ('meaning: "The Crown: a card..."'), for a hint; the
    docs' own example when the line is no plain 'key: value'."""
    lines = text.split("\n")
    row = lines[mark.line] if 0 <= mark.line < len(lines) else ""
    m = re.match(r"^\s*(?:-\s+)?([\w-]+):\s+(.+?)\s*$", row)
    if m is None or m.group(2)[:1] in "\"'{[|>":
        return 'summary: "Build: a game"'
    value = m.group(2).replace('"', '\\"')
    shown = value if len(value) <= 50 else value[:47] + "..."
    return f'{m.group(1)}: "{shown}"'


def _explain(exc: yaml.MarkedYAMLError, text: str = "") -> Optional[tuple[Any, str, str]]:
    """(where the slip is, what it is in plain words, what to do) for the syntax errors people make most.

    The parser notices a slip where it can no longer go on, often a line later (an unclosed '[' or quote is
    found out at the next key); it names the place it started from as its context mark: that is the cause."""
    context, problem = exc.context or "", exc.problem or ""
    if context.startswith(("while parsing a flow sequence", "while parsing a flow mapping")) and \
            "expected ',' or" in problem and exc.context_mark is not None:
        opened, closed = ("[", "]") if "sequence" in context else ("{", "}")
        return (exc.context_mark, f"the '{opened}' here opens a list that is not closed with '{closed}'"
                if opened == "[" else f"the '{opened}' here opens a mapping that is not closed with '{closed}'",
                f"close it with '{closed}', or put the value in quotes if the '{opened}' is part of the text")
    if context.startswith("while scanning a quoted scalar") and "end of stream" in problem and \
            exc.context_mark is not None:
        return (exc.context_mark, "the quoted text that starts here is never closed",
                "end it with the quote mark it starts with, on the same line or a later one")
    if context.startswith("while scanning a simple key") and "could not find expected ':'" in problem and \
            exc.context_mark is not None:
        return (exc.context_mark, "this line has no ':' after its key",
                "write it as 'key: value', or indent it under the key whose value it continues")
    if problem.startswith("mapping values are not allowed") and exc.problem_mark is not None:
        return (exc.problem_mark, "a ': ' inside a value, where YAML cannot start a new key",
                f"put the whole value in quotes ({_quoted(text, exc.problem_mark)}), or, if this line is a key of its own, "
                "indent it as far as the keys beside it")
    if context.startswith("while parsing a block") and exc.problem_mark is not None and \
            problem.startswith(("expected <block end>", "did not find expected '-' indicator",
                                "did not find expected key")):
        return (exc.problem_mark, "this line is indented differently from the lines of the same list or mapping",
                "indent it exactly as far as the lines above it that belong to the same item")
    return None


def parse_yaml(text: str, file: str) -> tuple[Any, dict[tuple, Loc], list[Problem]]:
    """Plain data, the path -> location map, and problems (a syntax error or duplicate keys)."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {(): Loc(file, 1, 1)}, []
        walker = _Walker(loader, file)
        walker.source[()] = Loc(file, 1, 1)
        try:
            if _ANCHOR.search(text):   # only anchors let a small document expand into a huge one
                walker.refuse_bombs(node)
            data = walker.walk(node, ())
        except _TooBig:
            return None, walker.source, walker.problems
        return data, walker.source, walker.problems
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        message = " ".join(part for part in (exc.context, exc.problem) if part) or "invalid YAML"
        tab = _indenting_tab(text, line)
        if tab:
            return None, {}, [Problem("YAML001", Loc(file, line, tab), f"invalid YAML: {message}: a tab indents "
                                      "this line", "YAML indents with spaces, not tabs: replace the tab with "
                                      "spaces (set your editor to insert spaces in .yaml files)")]
        plain = _explain(exc, text)
        if plain:   # at the line of the cause, in plain words; the parser's own words kept after them
            cause, what, todo = plain
            said = f"{message} at line {line}, column {col}" if (cause.line + 1, cause.column + 1) != (line, col) \
                else message
            return None, {}, [Problem("YAML001", Loc(file, cause.line + 1, cause.column + 1),
                                      f"invalid YAML: {what} (the parser: {said})", todo)]
        return None, {}, [Problem("YAML001", Loc(file, line, col), f"invalid YAML: {message}",
                                  "check the indentation, colons and quoting on this line")]
    except yaml.YAMLError as exc:
        return None, {}, [Problem("YAML001", Loc(file, 1, 1), f"invalid YAML: {exc}")]
    finally:
        loader.dispose()
