"""The source side of rulebook.md and quickref.md, read with regular expressions only.

Both the render stage (which turns the files into PDFs) and `pnp check` (which
scans them for hand-typed numbers and unknown placeholders) need to know the
same few things about a document's text: its sections and their ids, where the
Jinja2 placeholders are, and what each placeholder refers to. Nothing here
imports Jinja2 or a Markdown parser, so `pnp check` stays fast.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Optional

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
    "variant": "variant", "ref": "section", "card": "deck", "icon": "icon",
}
PLACEHOLDER_FUNCS = (*PLACEHOLDER_TARGETS, "components", "glossary", "icons", "sheet")
JINJA_BUILTINS = ("range", "dict", "lipsum", "cycler", "joiner", "namespace", "loop", "super", "caller",
                  "varargs", "kwargs", "true", "false", "none", "True", "False", "None",
                  # statement keywords, in case one is followed by a parenthesis
                  "if", "elif", "else", "for", "in", "not", "and", "or", "is", "set", "with", "call",
                  "filter", "include", "import", "from", "as", "block", "macro", "recursive")
_DEFINES = re.compile(r"\{%-?\s*(?:macro|set)\s+([A-Za-z_]\w*)")


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
    plain = re.sub(r"\{\{.*?\}\}|<[^>]*>|[*_`]", "", title)
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "section"


def protect_heading_ids(text: str) -> str:
    """Swap `{#id}` on heading lines for a same-length marker, so Jinja2 does not read a comment."""
    out = text.splitlines(keepends=True)
    for number, line in _lines_outside_fences(text):
        if _HEADING.match(line) and _HEADING_ID.search(line):
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


_CALL = re.compile(r"(?<![\w.])([A-Za-z_]\w*)\s*\(\s*(?:(['\"])(.*?)\2)?")
_STRING = re.compile(r"(['\"])(.*?)\1")
_ENGINE = re.compile(r"(?<![\w.])engine\s*\.\s*([A-Za-z_]\w*)")


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def placeholder_calls(text: str) -> tuple[list[Call], list[Call], list[Call]]:
    """(placeholder calls, engine rules named, other functions called) inside `{{ }}` and `{% %}`."""
    calls: list[Call] = []
    rules: list[Call] = []
    unknown: list[Call] = []
    protected = protect_heading_ids(text)
    defined = set(_DEFINES.findall(protected))
    for block in _JINJA.finditer(protected):
        body = block.group(0)
        if body.startswith("{#"):
            continue
        for m in _CALL.finditer(body):
            name = m.group(1)
            if body[:m.start()].rstrip().endswith("|") or name in defined:
                continue  # a filter (`x | counted("card")`) or the document's own macro/variable
            offset = block.start() + (m.start(3) if m.group(3) is not None else m.start(1))
            line, col = _position(protected, offset)
            if name in PLACEHOLDER_TARGETS and m.group(3) is not None:
                rest = body[m.end():]
                extra = tuple(s.group(2) for s in _STRING.finditer(rest.split(")", 1)[0]))
                calls.append(Call(name, m.group(3), (m.group(3), *extra), line, col))
            elif name not in PLACEHOLDER_FUNCS and name not in JINJA_BUILTINS and name != "engine":
                unknown.append(Call(name, "", (), line, col))
        for m in _ENGINE.finditer(body):
            line, col = _position(protected, block.start() + m.start(1))
            rules.append(Call(m.group(1), m.group(1), (), line, col))
    return calls, rules, unknown


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
