"""The index of printed text: every string that reaches a PDF, with the file:line:col of each character.

Sources: rulebook.md and quickref.md (read with markdown-it as the renderer
reads them, one passage per heading, paragraph, list item, table header or
cell) and the strings of game.yaml that
are printed (see `printed_yaml`); CSV cells and layout text are in printed_cells.py,
the whole index in printed_index.py. Placeholders are masked with '\u00a7' so the
scanner sees that a value stands there, while columns still line up.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field as dc_field
from pathlib import Path
from typing import Any, Iterator, Literal, Optional, get_args

from ..load.documents import ID_MARK, protect_heading_ids, restore_heading_ids
from ..core.errors import Loc
from ..load import LoadedGame
_NOT_NEWLINE = re.compile(r"[^\n]")

PH = "\u00a7"
_JINJA = re.compile(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", re.S)
# markup inside inline content that is not prose: code, HTML, link targets, heading ids
_NONSPACE = re.compile(r"\S+")
_INLINE_MARKUP = re.compile(r"`[^`\n]*`|<[^>\n]*>|\]\([^)\n]*\)|\{#[^}\n]*\}|:[a-z0-9-]+:")


# What a printed string is, by where it is printed. Markdown's blocks (rulebook.md, quickref.md); the printed strings
# of game.yaml (`printed_yaml`); a card's text cell (printed_cells.csv_passages), a layout's static text
# (printed_cells.layout_passages); and a name or id a family reads as a passage of its own (id_names).
Scope = Literal["heading", "paragraph", "list item", "table header", "table cell",
                "summary", "component note", "card back", "table note", "die face", "cost effect", "example",
                "variant", "glossary", "token face", "board text",
                "card text", "layout text", "name"]
SCOPES: tuple[Scope, ...] = get_args(Scope)


@dataclass(frozen=True)
class Passage:
    """One printed string: its text, where each character came from, and what it belongs to."""

    text: str
    file: str
    scope: Scope                    # what the string is (Scope): a Markdown block, a game.yaml field, a card cell...
    anchors: tuple[tuple[int, int, int], ...]   # (offset, line, col): text[offset] is at line:col
    document: str = ""              # "rulebook"/"quickref" for Markdown, else ""
    section: str = ""               # the heading the passage sits under
    outline: tuple[str, ...] = ()   # Markdown: the headings above the passage, outermost first (section last)
    row: tuple[str, ...] = ()       # table cell: the cells of its row
    header: tuple[str, ...] = ()    # table cell: the header cells of its table
    column: int = -1                # table cell: its column; CSV cell: -1
    owner: Any = None               # the Card, Example, Component, DieResult... the string belongs to
    field: str = ""                 # the column or YAML key the string came from
    item: tuple[int, ...] = ()      # an ordered Markdown list's item: (which list of the file, its printed number)
    lists: tuple[int, ...] = ()     # Markdown: the lists it sits in, outermost first (each list's number in the file)
    opens_item: bool = False        # Markdown: the first paragraph of a list item (of the innermost of `lists`)
    typed: tuple[int, ...] = ()     # an ordered item's first paragraph: (the number typed in the source, line, col)
    offsets: tuple[int, ...] = dc_field(default=(), compare=False)

    def loc(self, offset: int) -> Loc:
        keys = self.offsets   # _passage, the one maker of passages, sets them from the anchors
        i = max(0, bisect_right(keys, offset) - 1)
        start, line, col = self.anchors[i]
        return Loc(self.file, line, col + max(0, offset - start))


# spaces that only keep words on one line ("Mk\u00a0III", "6.8\u202fly"): read as spaces, one character for one, so
# a name held together that way is still that name (warp-lanes, written outside the project: 'The Mk III Hull costs
# 9 Cr' went unread beside the card's 11)
_KEEP_TOGETHER = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2007": " "})


def _passage(text: str, file: str, scope: Scope, anchors: list[tuple[int, int, int]], **kw: Any) -> Passage:
    anchors = anchors or [(0, 1, 1)]
    if not text.isascii():
        text = text.translate(_KEEP_TOGETHER)
    return Passage(text, file, scope, tuple(anchors), offsets=tuple(a[0] for a in anchors), **kw)


def mask_placeholders(text: str) -> str:
    """Every Jinja2 placeholder, tag and comment as '\u00a7' plus spaces (newlines kept)."""
    if "{" not in text and ID_MARK not in text:
        return text  # most printed strings of a game: nothing to mask, nothing to swap back
    protected = protect_heading_ids(text)
    masked = _JINJA.sub(lambda m: PH + _NOT_NEWLINE.sub(" ", m.group(0)[1:]), protected)
    return restore_heading_ids(masked)


# --- Markdown ---------------------------------------------------------------------------------------------
def _inline_anchors(content: str, lines: list[str], first: int, cursor: dict[int, int]) -> list[tuple[int, int, int]]:
    """Anchor each line of an inline token's content to the source line and column it was read from."""
    anchors: list[tuple[int, int, int]] = []
    offset = 0
    for k, part in enumerate(content.split("\n")):
        n = first + k
        src = lines[n] if n < len(lines) else ""
        probe = part.strip()
        col = src.find(probe, cursor.get(n, 0)) if probe else -1
        if col < 0:
            col = len(src) - len(src.lstrip())
        lead = len(part) - len(part.lstrip())
        anchors.append((offset + lead, n + 1, col + 1))
        cursor[n] = col + len(probe)
        offset += len(part) + 1
    return anchors


_BLOCK_PARSERS: list[Any] = []


def block_parser() -> Any:
    """markdown-it as the scanner reads a document: CommonMark with tables and raw HTML, blocks only (the scanner
    reads each inline's source). Made once per process: a parser keeps no state between documents."""
    if not _BLOCK_PARSERS:
        from markdown_it import MarkdownIt

        md = MarkdownIt("commonmark", {"html": True}).enable("table")
        md.disable(["inline", "text_join"], ignoreInvalid=True)
        _BLOCK_PARSERS.append(md)
    return _BLOCK_PARSERS[0]


def markdown_passages(text: str, file: str, document: str) -> Iterator[Passage]:
    masked = mask_placeholders(text)
    toks = block_parser().parse(masked)
    lines = masked.splitlines()
    section = ""
    outline: tuple[str, ...] = ()           # the open headings, outermost first
    levels: tuple[int, ...] = ()            # their levels (h2: 2)
    level = 1
    scope: Scope = "paragraph"
    stack: list[str] = []
    header: list[str] = []
    row: list[tuple[str, list[tuple[int, int, int]], str]] = []
    cursor: dict[int, int] = {}
    lists: list[Optional[list[int]]] = []   # open lists, innermost last: [list number, next item number], None: bullets
    numbered = 0
    item: tuple[int, int] | tuple[()] = ()  # the printed number of the list item whose first paragraph comes next
    open_lists: list[int] = []              # every open list, ordered or not, by its number in the file
    seen_lists = 0
    fresh_item = False                      # the next paragraph opens a list item
    typed: tuple[int, int, int] | tuple[()] = ()   # the typed number of that item, with its line and column
    for t in toks:
        if t.type in ("ordered_list_open", "bullet_list_open"):
            seen_lists += 1
            open_lists.append(seen_lists)
        elif t.type in ("ordered_list_close", "bullet_list_close") and open_lists:
            open_lists.pop()
        elif t.type == "list_item_open":
            fresh_item, typed = True, ()
        if t.type == "ordered_list_open":
            numbered += 1
            start = t.attrs.get("start", 1) if t.attrs else 1
            lists.append([numbered, int(start) if isinstance(start, (int, str)) and str(start).isdigit() else 1])
        elif t.type == "bullet_list_open":
            lists.append(None)
        elif t.type in ("ordered_list_close", "bullet_list_close") and lists:
            lists.pop()
        elif t.type == "list_item_open" and lists and (innermost := lists[-1]) is not None:
            item = (innermost[0], innermost[1])   # Markdown prints start, start + 1, ... whatever was typed
            innermost[1] += 1
            src = lines[t.map[0]] if t.map and t.map[0] < len(lines) else ""
            col = src.find(t.info, len(src) - len(src.lstrip(" >")))
            typed = (int(t.info), t.map[0] + 1, col + 1) if t.info.isdigit() and col >= 0 and t.map else ()
        if t.type == "heading_open":
            level = int(t.tag[1:]) if t.tag[1:].isdigit() else 1
        if t.type.endswith("_open") and t.type != "inline":
            stack.append(t.type[:-5])
        elif t.type.endswith("_close"):
            kind = t.type[:-6]
            if stack:
                stack.pop()
            if kind == "tr":
                cells = tuple(c[0] for c in row)
                if row and row[0][2] == "th":
                    header = list(cells)
                for i, (cell, anchors, tag) in enumerate(row):
                    yield _passage(cell, file, "table header" if tag == "th" else "table cell", anchors,
                                   document=document, section=section, outline=outline, row=cells,
                                   header=tuple(header), column=i)
                row = []
            elif kind == "table":
                header = []
        if t.type != "inline" or not t.map:
            continue
        content = _INLINE_MARKUP.sub(lambda m: " " * len(m.group(0)), t.content)
        parent = stack[-1] if stack else "paragraph"
        if parent in ("th", "td"):
            anchors = _inline_anchors(t.content, lines, t.map[0], cursor)
            row.append((content, anchors, parent))
            continue
        anchors = _inline_anchors(t.content, lines, t.map[0], {})
        if parent == "heading":
            section = content.strip()
            kept = len(levels)
            while kept and levels[kept - 1] >= level:   # a heading closes the ones of its level and below
                kept -= 1
            outline, levels = (*outline[:kept], section), (*levels[:kept], level)
            scope = "heading"
        else:
            scope = "list item" if "list_item" in stack else "paragraph"
        numbered_item, item = (item if scope == "list item" else ()), ()
        opens, fresh_item = fresh_item and scope == "list item", False
        typed_item, typed = (typed if opens else ()), ()
        yield _passage(content, file, scope, anchors, document=document, section=section, outline=outline,
                       item=numbered_item, lists=tuple(open_lists), opens_item=opens, typed=typed_item)


# --- YAML strings ----------------------------------------------------------------------------------------
def _yaml_anchors(raw: list[str], key: Loc, value: str) -> list[tuple[int, int, int]]:
    """Align a YAML string value with the file, character by character, from its key's location."""
    line, col = key.line - 1, key.col - 1
    if line >= len(raw):
        return [(0, key.line, key.col)]
    src = raw[line]
    colon = src.find(":", col)
    pos = colon + 1 if colon >= 0 else col
    while pos < len(src) and src[pos] in " \t":
        pos += 1
    double = pos < len(src) and src[pos] == '"'   # a double-quoted scalar: a backslash starts an escape
    if pos < len(src) and src[pos] in ">|":
        line, pos = line + 1, 0
    found = list(_NONSPACE.finditer(value))
    if found and not (double and "\\" in value):
        # the common case, a value written as it reads on one line (no escape, no fold, no doubled quote): each
        # word's anchor is its place on that line, as the walk below finds it word by word
        ch, at_line, at = value[found[0].start()], line, pos
        while at_line < len(raw):
            text = raw[at_line]
            while at < len(text) and (text[at].isspace() or (text[at] in "\"'" and text[at] != ch)):
                at += 1
            if at < len(text):
                break
            at_line, at = at_line + 1, 0
        first = found[0].start()
        if at_line < len(raw) and raw[at_line].startswith(value[first:found[-1].end()], at):
            return [(m.start(), at_line + 1, at + m.start() - first + 1) for m in found]
    anchors: list[tuple[int, int, int]] = []
    words = {m.start(): m.group(0) for m in found}
    skip_to = 0
    for i, ch in enumerate(value):
        if ch.isspace() or i < skip_to:
            continue
        was = (line, pos)
        while line < len(raw):
            text = raw[line]
            while pos < len(text) and (text[pos].isspace() or (text[pos] in "\"'" and text[pos] != ch)):
                pos += 1
            if pos < len(text):
                break
            line, pos = line + 1, 0
        jumped = (line, pos) != was   # a quote of a doubled '' (one character of the text) was stepped over
        if line >= len(raw):
            break
        word = words.get(i)
        if word is not None and not (double and "\\" in word) and raw[line].startswith(word, pos):
            # the word as written: one anchor, no char walk (an escaped backslash is two characters written)
            anchors.append((i, line + 1, pos + 1))
            pos += len(word)
            skip_to = i + len(word)
            continue
        if raw[line][pos] == ch or raw[line][pos] == "\\":
            if raw[line][pos] == "\\" and (ch != "\\" or double):
                pos += 1
            if not anchors or anchors[-1][1] != line + 1 or i == 0 or value[i - 1].isspace() or jumped:
                anchors.append((i, line + 1, pos + 1))
            pos += 1
    return anchors or [(0, key.line, key.col)]


def printed_yaml(game: Any) -> Iterator[tuple[tuple, str, Scope, Any]]:
    """(path, text, scope, owner) for each printed string of game.yaml."""
    yield ("summary",), game.summary, "summary", None
    for i, c in enumerate(game.inventory):
        if c.note:
            yield ("inventory", i, "note"), c.note, "component note", c
    for i, d in enumerate(game.decks):
        if d.back:
            yield ("decks", i, "back"), d.back, "card back", d
    for i, t in enumerate(game.tables):
        if t.note:
            yield ("tables", i, "note"), t.note, "table note", t
    for i, die in enumerate(game.dice):
        for j, r in enumerate(die.results):
            yield ("dice", i, "results", j, "text"), r.text, "die face", (die, r)
            for k, rr in enumerate(r.reroll):
                yield ("dice", i, "results", j, "reroll", k, "text"), rr.text, "die face", (die, rr)
    for i, c in enumerate(game.costs):
        if c.effect:
            yield ("costs", i, "effect"), c.effect, "cost effect", c
    for i, e in enumerate(game.examples):
        yield ("examples", i, "title"), e.title, "example", e
        yield ("examples", i, "text"), e.text, "example", e
    for i, v in enumerate(game.variants):
        if getattr(v, "text", ""):
            yield ("variants", i, "text"), v.text, "variant", v
    for i, g in enumerate(game.glossary):
        yield ("glossary", i, "text"), g.text, "glossary", g
    for i, sheet in enumerate(game.tokens):
        for j, face in enumerate(sheet.faces):
            yield ("tokens", i, "faces", j, "front"), face.front, "token face", sheet
            if face.back:
                yield ("tokens", i, "faces", j, "back"), face.back, "token face", sheet
    for i, m in enumerate(game.maps):
        for j, track in enumerate(m.tracks):
            for k, mark in enumerate(track.marks):
                yield ("maps", i, "tracks", j, "marks", k, "label"), mark.label, "board text", mark
        for j, place in enumerate(m.locations):   # the named spaces and rows a region box prints
            for k, space in enumerate(place.spaces):
                yield ("maps", i, "locations", j, "spaces", k), space, "board text", place
            for k, row in enumerate(place.rows):
                yield ("maps", i, "locations", j, "rows", k, "name"), row.name, "board text", place


def yaml_passages(loaded: LoadedGame) -> Iterator[Passage]:
    game = loaded.game
    try:
        raw = loaded.sources.read_text(Path(loaded.folder) / "game.yaml", encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError):
        return
    for key, text, scope, owner in printed_yaml(game):
        if not text:
            continue
        loc = game.where(*key)
        if isinstance(key[-1], int):   # a list item: its place is the value's own, after an opening quote
            line = raw[loc.line - 1] if loc.line <= len(raw) else ""
            quoted = line[loc.col - 1:loc.col] in ("'", '"')
            anchors = [(0, loc.line, loc.col + quoted)]
        else:
            anchors = _yaml_anchors(raw, loc, text)
        yield _passage(mask_placeholders(text), loc.file, scope, anchors, owner=owner, field=str(key[-1]))
