"""The source side of rulebook.md and quickref.md, read with regular expressions only.

Both the render stage (which turns the files into PDFs) and `pnp check` (which
scans them for hand-typed numbers and unknown placeholders) need to know the
same few things about a document's text: its sections and their ids, where the
Jinja2 placeholders are, what each placeholder refers to, and which icon codes
exist. Nothing here imports Jinja2 or a Markdown parser, so `pnp check` stays
fast.
"""
from __future__ import annotations

import functools
import re
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Optional

from ..core.slugs import slug
from ..core.template_filters import JINJA_FILTERS, PNP_FILTERS
_TITLE_MARKUP = re.compile(r"\{\{.*?\}\}|<[^>]*>|[*_`]")
_ESCAPED = re.compile(r"\\(.)")

DOCUMENTS = ("rulebook", "quickref")  # content/<game>/<name>.md

# A heading id written as an attribute: `## Setup {#setup}`. Jinja2 would read `{#` as a comment,
# so heading ids are swapped for a same-length marker before Jinja2 runs and swapped back after.
_HEADING = re.compile(r"^(?P<indent> {0,3})(?P<hashes>#{1,6})(?:[ \t]+(?P<title>.*?))?"
                      r"(?:[ \t]+\{#(?P<id>[^\s{}]+)\})?[ \t]*$")
_HEADING_ID = re.compile(r"\{#([^\s{}#]+)\}[ \t]*$")
ID_MARK = "\x01\x02"  # stands for "{#" on heading lines while Jinja2 runs
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
VALID_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")

# placeholder -> what its first argument names (the game.yaml section or other namespace)
PLACEHOLDER_TARGETS: dict[str, str] = {
    "table": "table", "die": "die table", "costs": "cost group", "category": "category",
    "names": "name set", "deck": "deck", "inventory": "component", "example": "example",
    "variant": "variant", "ref": "section", "card": "deck", "cards": "deck", "icon": "icon", "figure": "figure",
}
PLACEHOLDER_FUNCS = (*PLACEHOLDER_TARGETS, "components", "glossary", "icons", "sheet", "print_and_gather",
                     "variants")
# placeholder -> the keyword arguments it takes besides its first (figure: by the figure's kind), as the renderer's
# DocumentContext and make_figure take them (tests/load/test_documents.py holds the two together)
PLACEHOLDER_KEYWORDS: dict[str, tuple[str, ...]] = {
    "die": ("percentile",), "costs": ("title", "effects"), "variant": ("name",), "card": ("card_id", "caption"),
    "cards": ("columns", "copies", "title", "labels", "thousands"), "figure:setup": ("players", "board", "variant"),
    "figure:turn": ("steps", "repeat", "then"),
}
JINJA_BUILTINS = ("range", "dict", "lipsum", "cycler", "joiner", "namespace", "loop", "super", "caller",
                  "varargs", "kwargs", "true", "false", "none", "True", "False", "None",
                  # statement keywords, in case one is followed by a parenthesis
                  "if", "elif", "else", "for", "in", "not", "and", "or", "is", "set", "with", "call",
                  "filter", "include", "import", "from", "as", "block", "macro", "recursive")
_DEFINES = re.compile(r"\{%-?\s*(?:macro|set)\s+([A-Za-z_]\w*)")
# the filters and tests of the environment a document renders in (load/templating.py make_environment: Jinja's
# own, pnp's and the bounded ones; an edition's filters only re-spell pnp's), named so that the check finds an
# unknown one without importing Jinja: the filters are core/template_filters' (a layout's but the painter's `slug`),
# held to the environment by tests/core/test_template_filters.py and tests/check/test_documents_check.py
DOCUMENT_FILTERS = JINJA_FILTERS | (PNP_FILTERS - {"slug"})
DOCUMENT_TESTS = frozenset((
    "boolean", "callable", "defined", "divisibleby", "eq", "equalto", "escaped", "even", "false", "filter", "float",
    "ge", "greaterthan", "gt", "in", "integer", "iterable", "le", "lessthan", "lower", "lt", "mapping", "ne", "none",
    "number", "odd", "sameas", "sequence", "string", "test", "true", "undefined", "upper"))


@dataclass(frozen=True)
class Heading:
    """One Markdown heading of a document: level, title as written, id and where it is."""

    level: int
    title: str
    id: Optional[str]
    line: int
    col: int


@dataclass(frozen=True)
class Call:
    """A placeholder call with a string first argument: `table("setup")` at line:col of the argument."""

    name: str
    arg: str
    args: tuple[str, ...]
    line: int
    col: int
    keywords: tuple[tuple[str, str], ...] = ()   # its string keyword arguments: (('steps', 'turn-steps'),)
    lists: tuple[tuple[str, tuple[str, ...]], ...] = ()   # its keyword arguments that are lists of strings:
    # (('columns', ('cost', 'text')),)
    named: tuple[str, ...] = ()   # the name of every keyword argument, whatever its value: ('percentile',)
    called: bool = False   # an engine rule called right there, `engine.rule(...)`: `args` and `keywords` its shape


def document_path(folder: Path, name: str) -> Path:
    return Path(folder) / f"{name}.md"


def _lines_outside_fences(text: str) -> Iterator[tuple[int, str]]:
    fence: Optional[str] = None
    for number, line in enumerate(text.splitlines(), start=1):
        m = _FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(1)[0] * 3
            elif m.group(1).startswith(fence):
                fence = None
            continue
        if fence is None:
            yield number, line


def unclosed_fence(text: str) -> Optional[tuple[int, int]]:
    """(line, col) of a code fence (```) that no later fence closes, or None. Markdown makes the rest of the
    document code, where a heading is no heading and its {#id} is Jinja's comment opener."""
    fence: Optional[tuple[str, int, int]] = None
    for number, line in enumerate(text.splitlines(), start=1):
        m = _FENCE.match(line)
        if m:
            if fence is None:
                fence = (m.group(1)[0] * 3, number, m.start(1) + 1)
            elif m.group(1).startswith(fence[0]):
                fence = None
    return fence[1:] if fence else None


def headings(text: str) -> list[Heading]:
    """Every ATX heading outside code fences, with its `{#id}` when written."""
    found = []
    for number, line in _lines_outside_fences(text):
        m = _HEADING.match(line)
        if m:
            title = (m.group("title") or "").strip()
            found.append(Heading(len(m.group("hashes")), title, m.group("id"), number,
                                 len(m.group("indent")) + 1))
    return found


def slugify(title: str) -> str:
    """A heading title as a lower-case kebab id (for headings written without {#id})."""
    return slug(_TITLE_MARKUP.sub("", title)) or "section"


def protect_heading_ids(text: str) -> str:
    """Swap `{#id}` on heading lines for a same-length marker, so Jinja2 does not read a comment."""
    if "{#" not in text:
        return text   # most strings asked (a card's text, a cell): no heading id to swap
    return _protected(text)


@functools.lru_cache(maxsize=32)
def _protected(text: str) -> str:
    """protect_heading_ids of a text that holds '{#', worked out once: a check asks it of each document three
    times (its placeholders, its templates, its printed passages), a walk of every line (about 1 ms for 25 KB)."""
    out = text.splitlines(keepends=True)
    for number, line in _lines_outside_fences(text):
        if "{#" in line and _HEADING.match(line) and _HEADING_ID.search(line):
            raw = out[number - 1]
            at = raw.rfind("{#")
            out[number - 1] = raw[:at] + ID_MARK + raw[at + 2:]
    return "".join(out)


def restore_heading_ids(text: str) -> str:
    return text.replace(ID_MARK, "{#")


def mask_jinja(text: str) -> str:
    """The text with every placeholder, tag and comment blanked (newlines kept, so columns hold)."""
    protected = protect_heading_ids(text)
    masked = _JINJA.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), protected)
    return restore_heading_ids(masked)


_NEWLINE = re.compile("\n")
_NAME = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\s*\(")
# a Jinja2 string literal, backslash escapes included
_STRING = re.compile(r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"")
_ENGINE = re.compile(r"(?<![\w.])engine\s*\.\s*([A-Za-z_]\w*)")


def _line_starts(text: str) -> list[int]:
    """The offset at which each line of the text starts (a document's placeholders are located by it)."""
    return [0, *(m.end() for m in _NEWLINE.finditer(text))]


def _position(starts: list[int], offset: int) -> tuple[int, int]:
    """1-based line and column of an offset, from _line_starts: a bisection instead of counting newlines."""
    line = bisect_right(starts, offset)
    return line, offset - starts[line - 1] + 1


def _strings(body: str) -> tuple[str, list[re.Match[str]]]:
    """The body with the inside of every string literal blanked (quotes kept), and the literals."""
    found = list(_STRING.finditer(body))
    masked = body
    for m in found:
        masked = masked[:m.start() + 1] + " " * (m.end() - m.start() - 2) + masked[m.end() - 1:]
    return masked, found


def _closing(masked: str, start: int) -> int:
    """The offset of the parenthesis closing the one at `start` (the body's end when it is missing)."""
    depth = 0
    for i in range(start, len(masked)):
        if masked[i] == "(":
            depth += 1
        elif masked[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return len(masked)


def _bracket_end(masked: str, start: int) -> int:
    """The offset of the ']' closing a list opened right before `start` (strings are masked: none of theirs)."""
    end = masked.find("]", start)
    return len(masked) if end < 0 else end


def placeholder_calls(text: str) -> tuple[list[Call], list[Call], list[Call]]:
    """(placeholder calls, engine rules named, other functions called): the documents family and the reading of
    a section's tables (check/prose.py) ask it of one document; it is parsed once (_calls)."""
    calls, rules, unknown = _calls(text)
    return list(calls), list(rules), list(unknown)


@functools.lru_cache(maxsize=8)
def _calls(text: str) -> tuple[tuple[Call, ...], tuple[Call, ...], tuple[Call, ...]]:
    """(placeholder calls, engine rules named, other functions called) inside `{{ }}` and `{% %}`.

    String literals are read as Jinja2 reads them: a parenthesis or a name inside one
    (`costs("x", "Prices (in points)")`) is text, not a call.
    """
    calls: list[Call] = []
    rules: list[Call] = []
    unknown: list[Call] = []
    protected = protect_heading_ids(text)
    starts = _line_starts(protected)
    defined = set(_DEFINES.findall(protected))
    for block in _JINJA.finditer(protected):
        body = block.group(0)
        if body.startswith("{#"):
            continue
        masked, literals = _strings(body)
        for m in _NAME.finditer(masked):
            name = m.group(1)
            if masked[:m.start()].rstrip().endswith("|") or name in defined:
                continue  # a filter (`x | counted("card")`) or the document's own macro/variable
            paren = m.end() - 1
            end = _closing(masked, paren)
            args = [s for s in literals if paren < s.start() < end]
            first = args[0] if args and not masked[paren + 1:args[0].start()].strip() else None
            offset = block.start() + (first.start() + 1 if first is not None else m.start(1))
            line, col = _position(starts, offset)
            if name in PLACEHOLDER_TARGETS and first is not None:
                values = tuple(_unquote(s.group(0)) for s in args)
                keywords = tuple((k.group(1), _unquote(s.group(0))) for s in args
                                 for k in (_KEYWORD.search(masked, paren, s.start()),) if k is not None)
                lists = tuple((k.group(1), tuple(_unquote(s.group(0)) for s in args
                                                 if k.end() <= s.start() < _bracket_end(masked, k.end())))
                              for k in _LIST_KEYWORD.finditer(masked, paren, end))
                calls.append(Call(name, values[0], values, line, col, keywords, lists, _keyword_names(masked, paren, end)))
            elif name not in PLACEHOLDER_FUNCS and name not in JINJA_BUILTINS and name != "engine":
                unknown.append(Call(name, "", (), line, col))
        for m in _ENGINE.finditer(masked):
            line, col = _position(starts, block.start() + m.start(1))
            shape = _engine_arguments(masked, m.end())
            rules.append(Call(m.group(1), m.group(1), shape[0] if shape else (), line, col,
                              shape[1] if shape else (), called=shape is not None))
    return tuple(calls), tuple(rules), tuple(unknown)


# the names a document's placeholders may read bare (render/documents/placeholders.py DocumentContext.variables)
DOCUMENT_VARIABLES = ("title", "version", "players", "summary", "engine")
_BARE = re.compile(r"(?<![\w.|])([A-Za-z_]\w*)\b(?!\s*(?:\(|=(?!=)))")


def bare_names(text: str) -> list[tuple[str, int, int]]:
    """(name, line, col) of each name a document's `{{ }}` or `{% %}` reads that no placeholder, Jinja builtin or
    `{% set %}`/`{% macro %}` of the document gives: the cheap first reading, which still holds loop variables,
    macro arguments and names a test or `default` guards (the check parses the document to tell those apart)."""
    return list(_bare_names(text))


@functools.lru_cache(maxsize=8)
def _bare_names(text: str) -> tuple[tuple[str, int, int], ...]:
    protected = protect_heading_ids(text)
    if "{{" not in protected and "{%" not in protected:
        return ()
    starts = _line_starts(protected)
    defined = set(_DEFINES.findall(protected))
    known = {*PLACEHOLDER_FUNCS, *JINJA_BUILTINS, *DOCUMENT_VARIABLES, *defined}
    out = []
    for block in _JINJA.finditer(protected):
        body = block.group(0)
        if body.startswith("{#"):
            continue
        masked, _ = _strings(body)
        for m in _BARE.finditer(masked, 2, len(masked) - 2):
            name = m.group(1)
            before = masked[:m.start(1)].rstrip()
            if name in known or before.endswith("|") or before.endswith(" is") or before.endswith("{%") \
                    or before.endswith("{%-") or before.endswith("{%+"):
                continue   # a filter, a test (`x is odd`), or the statement's own keyword (`{% endif %}`)
            line, col = _position(starts, block.start() + m.start(1))
            out.append((name, line, col))
    return tuple(out)


_FILTER_USE = re.compile(r"(?:\|\s*|\{%[-+]?\s*filter\s+)([A-Za-z_]\w*)")
_TEST_USE = re.compile(r"(?<![\w.])is\s+(?:not\s+)?([A-Za-z_]\w*)")
_DIVIDE_BY_ZERO = re.compile(r"//?\s*[(\s]*0+(?:\.0*)?(?![\w.])")
_RAW = re.compile(r"\{%[-+]?\s*raw\s*[-+]?%\}.*?\{%[-+]?\s*endraw\s*[-+]?%\}", re.S)


def template_faults(text: str) -> list[tuple[str, str, int, int]]:
    """(kind, name, line, col) of what a document's Jinja names or does that the build cannot render, read off the
    text without Jinja: a filter ('filter') or test ('test') the environment does not have, which stops the
    build's compiling of the document, and a division by a literal zero ('zero', name the operator). Strings,
    comments and {% raw %} blocks are left out."""
    protected = protect_heading_ids(text)
    if "{{" not in protected and "{%" not in protected:
        return []
    if "raw" in protected:
        protected = _RAW.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), protected)
    starts = _line_starts(protected)
    out = []
    for block in _JINJA.finditer(protected):
        body = block.group(0)
        if body.startswith("{#"):
            continue
        masked, _ = _strings(body)
        for pattern, kind, known in ((_FILTER_USE, "filter", DOCUMENT_FILTERS), (_TEST_USE, "test", DOCUMENT_TESTS)):
            for m in pattern.finditer(masked):
                if m.group(1) not in known:
                    out.append((kind, m.group(1), *_position(starts, block.start() + m.start(1))))
        for m in _DIVIDE_BY_ZERO.finditer(masked, 2, len(masked) - 2):
            out.append(("zero", m.group(0).split()[0].rstrip("(0."), *_position(starts, block.start() + m.start())))
    return sorted(out, key=lambda found: found[2:])


def _engine_arguments(masked: str, after: int) -> Optional[tuple[tuple[str, ...], tuple[tuple[str, str], ...]]]:
    """The shape of an engine rule's call right after its name, `engine.rule(a, b, k=c)`: one '' per positional
    argument, and (('k', ''),) for its keywords; None when the name is not called there (`engine.rule` alone, or a
    call not closed in its block). Only the shape: what the arguments hold is the template's, read at build."""
    rest = masked[after:]
    paren = after + len(rest) - len(rest.lstrip())
    if paren >= len(masked) or masked[paren] != "(":
        return None
    end = _closing(masked, paren)
    if end >= len(masked) or masked[end] != ")":
        return None
    parts, depth, start = [], 0, paren + 1
    for i in range(paren + 1, end):
        if masked[i] in "([{":
            depth += 1
        elif masked[i] in ")]}":
            depth -= 1
        elif masked[i] == "," and depth == 0:
            parts.append(masked[start:i])
            start = i + 1
    parts.append(masked[start:end])
    parts = [x for x in parts if x.strip()]
    if any(x.strip().startswith("*") for x in parts):
        return None   # `engine.rule(*pair)`: its shape is known only when it runs
    keywords = tuple((k.group(1), "") for x in parts for k in (_ANY_KEYWORD.match(x.strip() + " "),) if k)
    return tuple("" for x in parts if not _ANY_KEYWORD.match(x.strip() + " ")), keywords


def _keyword_names(masked: str, paren: int, end: int) -> tuple[str, ...]:
    """The names of a call's own keyword arguments (not those of a call inside it), its strings masked."""
    out = []
    for k in _ANY_KEYWORD.finditer(masked, paren + 1, end):
        inner = masked[paren + 1:k.start()]
        if inner.count("(") == inner.count(")") and inner.count("[") == inner.count("]"):
            out.append(k.group(1))
    return tuple(out)


_ANY_KEYWORD = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\s*=(?!=)")
_KEYWORD = re.compile(r"(\w+)\s*=\s*$")   # `steps=` right before a string literal: a keyword argument
_LIST_KEYWORD = re.compile(r"(\w+)\s*=\s*\[")   # `columns=[`: a keyword argument given as a list


def _unquote(literal: str) -> str:
    """A string literal's value (the escapes Jinja2 understands in names: \\\\, \\' and \\")."""
    return _ESCAPED.sub(r"\1", literal[1:-1])


ICON_FILE_TYPES = (".yaml", ".svg", ".png")
ICON_CODE = re.compile(r":([a-z][a-z0-9-]*):")   # an icon inline in card, board or pad text: ':coin:'


def icon_codes(value: Any) -> list[str]:
    """Codes from a rendered icons field: separated by spaces, commas or ';', colons optional."""
    return [part.strip(":") for part in re.split(r"[\s,;]+", str(value)) if part.strip(":")]


def icon_dirs(folder: Path) -> list[Path]:
    """Where icons are looked up, as the card pipeline does: the game's icons/, then pnp's templates/icons/."""
    from .discover import PACKAGE_ROOT

    return [Path(folder) / "icons", PACKAGE_ROOT / "templates" / "icons"]


def icon_files(folder: Path) -> dict[str, Path]:
    """Icon code -> the file that draws it (`<code>.yaml`, `.svg` or `.png`), the game's own first."""
    found: dict[str, Path] = {}
    for d in icon_dirs(folder):
        if d.is_dir():
            # within a folder .yaml before .svg before .png, as the card pipeline has always drawn them
            here = sorted((p for p in d.iterdir()
                           if p.suffix.lower() in ICON_FILE_TYPES and not p.name.startswith(("_", "."))),
                          key=lambda p: (p.stem, ICON_FILE_TYPES.index(p.suffix.lower()), p.name))
            # the folder resolved once: a file that is no symlink resolves to it plus its name (resolving each
            # file walked every part of its path again, for pnp's own icons in every game checked)
            real = d.resolve() if here else d
            for path in here:
                if path.stem not in found:
                    found[path.stem] = path.resolve() if path.is_symlink() else real / path.name
    return found


def _read_yaml(path: Path, sources: Any = None) -> Any:
    """A small YAML file as plain data (None when missing), through libyaml when PyYAML has it.

    The C parser builds the same data as PyYAML's pure-Python one, about seven times faster; `pnp check`
    reads every icon file and every _aliases.yaml, several of them more than once, so a file is parsed once
    per run while its size and time stay the same (the data is read, never changed, by every caller). With
    the game's `sources` (load/sources.py), a file of the game folder is parsed from the text the load kept."""
    if sources is not None and sources.rel(path) is not None:
        return _parsed_text(sources.read_text(path, encoding="utf-8"))
    st = path.stat()
    return _parsed(str(path), st.st_mtime_ns, st.st_size)


def source_is_file(path: Path, sources: Any) -> bool:
    """Whether `path` is a file: of the game folder, one the load kept (with `sources`); else on the disk."""
    return sources.is_file(path) if sources is not None and sources.rel(path) is not None else path.is_file()


@functools.lru_cache(maxsize=1024)
def _parsed_text(text: str) -> Any:
    import yaml

    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@functools.lru_cache(maxsize=1024)
def _parsed(path: str, mtime_ns: int, size: int) -> Any:
    import yaml

    return yaml.load(Path(path).read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def read_aliases(path: Path, sources: Any = None) -> dict[str, str]:
    """One _aliases.yaml as alias -> code (empty when missing or unreadable)."""
    import yaml

    try:
        data = _read_yaml(path, sources) if source_is_file(path, sources) else None
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}  # the card pipeline reports a broken _aliases.yaml with its line
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v["icon"] if isinstance(v, dict) and "icon" in v else v) for k, v in data.items()}


def alias_meanings(path: Path, sources: Any = None) -> dict[str, str]:
    """alias -> meaning, for the aliases of one _aliases.yaml written as {icon: code, meaning: text}."""
    import yaml

    try:
        data = _read_yaml(path, sources) if source_is_file(path, sources) else None
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): v["meaning"].strip() for k, v in data.items()
            if isinstance(v, dict) and isinstance(v.get("meaning"), str)}


def icon_meaning(path: Path, broken: str = "", sources: Any = None) -> str:
    """What a vector icon means, from its `meaning:` line ("" when it has none; `broken` when it cannot be read).

    The icon glossary prints it beside the picture when no glossary term is named like the icon."""
    import yaml

    if path.suffix.lower() != ".yaml":
        return ""
    try:
        data = _read_yaml(path, sources)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return broken  # the check (ICO005) and the card pipeline report a broken icon file with its line
    meaning = data.get("meaning") if isinstance(data, dict) else None
    return meaning.strip() if isinstance(meaning, str) else ""


def icon_in_glossary(path: Path, sources: Any = None) -> bool:
    """Whether the icon glossary lists this icon: every icon but a vector icon whose file says `glossary: false`.

    Such an icon is a picture of one card (The Acts draws each miracle and gift its own), not a symbol a player
    has to learn, so the rulebook does not list it and it needs no `meaning:` (DOC003) nor a translated name."""
    import yaml

    if path.suffix.lower() != ".yaml":
        return True
    try:
        data = _read_yaml(path, sources)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return True   # a broken icon file is ICO005; the glossary reports it as it always has
    return not (isinstance(data, dict) and data.get("glossary") is False)


def icon_aliases(folder: Path, files: Optional[dict[str, Path]] = None, sources: Any = None) -> dict[str, str]:
    """Alias -> the icon code it finally shows (chains followed), from each folder's _aliases.yaml (the
    game's from its `sources` when given).

    The game's aliases win over pnp's; an alias that leads to no icon file is left out.
    """
    files = icon_files(folder) if files is None else files
    merged: dict[str, str] = {}
    for d in reversed(icon_dirs(folder)):
        merged.update(read_aliases(d / "_aliases.yaml", sources))
    resolved: dict[str, str] = {}
    for alias in merged:
        code, hops = alias, 0
        while code in merged and code not in files and hops < 8:
            code, hops = merged[code], hops + 1
        if code in files:
            resolved[alias] = code
    return resolved


def name_set(game: Any, set_id: str) -> Optional[list[str]]:
    """The names of a name set as `{{ names("...") }}` prints them, built-in sets included."""
    if set_id in game.names:
        return list(game.names[set_id])
    if set_id == "components":
        return [c.name for c in game.inventory]
    if set_id == "categories":
        return [c.name for c in game.categories]
    if set_id.startswith("deck:"):
        deck = game.deck(set_id[5:])
        return [card.name for card in deck.cards] if deck is not None else None
    return None


def name_set_ids(game: Any) -> list[str]:
    return [*game.names, "components", "categories", *(f"deck:{d.id}" for d in game.decks)]


_ANY_TAG = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)


def longest_tag_at(text: str) -> tuple[int, int]:
    """(line, col) of the longest tag ({{ ... }}, {% ... %}) of a document: where Jinja's parser ran out of depth,
    in a run of brackets or signs thousands long (the check's DOC006 and the build's error name it alike)."""
    longest = max(_ANY_TAG.finditer(text), key=lambda m: m.end() - m.start(), default=None)
    start = longest.start() if longest is not None else max(text.find("{{"), 0)
    before = text[:start]
    return before.count("\n") + 1, start - (before.rfind("\n") + 1) + 1
