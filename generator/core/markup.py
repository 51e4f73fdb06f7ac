"""The text markup a card, board or pad layout may use: an allow-list of ReportLab's paragraph tags.

Text on cards, boards and pads is set by ReportLab's Paragraph, whose markup
can do more than style text: `<img src>` embeds any file the user can read,
`<font face>` (and `<span>`'s) names a font that ReportLab looks up as a file,
`<a href>` and `<link>` write addresses into the PDF. None of that stays in
the game folder, so text may use only the tags that style it (below), and
pnp's own icons come from `:code:` (which pnp turns into pictures after this
judge has passed the text). `pnp check` (check/layout_markup.py) judges a
layout's written text at its file:line:col, and the renderer judges the text
it is about to set, after Jinja and `**bold**`, as a second guard. Regular
expressions only: the check imports it and stays fast.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

# tag -> the attributes it may carry (lower case, as ReportLab's parser reads them)
_COLOURS = frozenset({"color", "fg", "backcolor", "bgcolor"})
ALLOWED: dict[str, frozenset[str]] = {
    "b": frozenset(), "strong": frozenset(), "i": frozenset(), "em": frozenset(), "u": frozenset(),
    "strike": frozenset(), "super": frozenset(), "sub": frozenset(), "nobr": frozenset(), "br": frozenset(),
    "font": frozenset({"size"}) | _COLOURS,
}
# what a refused tag or attribute would do, in the user's words
_TAG_WHY = {
    "img": "it embeds a picture file (draw pictures with an image element, icons with :code:)",
    "a": "it writes an address into the PDF", "link": "it writes an address into the PDF",
    "span": "its face and style attributes name fonts and styles (use <font color=... size=...>)", "para": "it starts a paragraph of its own",
}
_ATTR_WHY = {
    "face": "it names a font that ReportLab looks up as a file (a text element's font: chooses the font)",
    "name": "it names a font that ReportLab looks up as a file (a text element's font: chooses the font)",
    "src": "it names a file", "href": "it names an address",
}
HINT = ("card, board and pad text may use <b>, <i>, <u>, <strike>, <super>, <sub>, <br/> and <font color=... "
        "size=...>; pictures are image elements or :icon: codes (see docs/safety.md)")

_START = re.compile(r"<(?=[A-Za-z/!?])")
_TAG = re.compile(r"<(?P<end>/?)(?P<name>[A-Za-z][^\s/>]*)"
                  r"(?P<attrs>(?:\s+[^\s=/>]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>\"']+))?)*)\s*/?>")
_ATTR = re.compile(r"(?P<key>[^\s=/>]+)(?:\s*=\s*(?:\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)'|(?P<bare>[^\s>\"']+)))?")
_PLACEHOLDER = re.compile("[{\u00a7]")   # a value a placeholder fills in (or the check's mask of one)
_NUMBER = re.compile(r"^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?![\w*])")
TEXT_FLOOR_PT = 6.0   # no text prints smaller: a home printer's smallest readable size (a layout's size too)


@dataclass(frozen=True)
class Refused:
    """One piece of markup the text may not use: where it starts in the text, what it is, why."""

    offset: int
    markup: str
    reason: str


def refused_markup(text: str) -> Iterator[Refused]:
    """Every tag or attribute in `text` that is not on the allow-list, in order; nothing for plain text.

    A '<' before a letter, '/', '!' or '?' starts a tag for ReportLab's parser, so each one must be a whole
    allowed tag; a '<' before anything else ('a < b') is text. Each start tag must be ended, in the reverse order
    they were opened, and a `<font size>` is at least TEXT_FLOOR_PT, as a text element's own size is."""
    if "<" not in text:
        return
    opened: list[tuple[str, int, str]] = []   # (name, offset, as written) of each start tag not yet ended
    for start in _START.finditer(text):
        at = start.start()
        match = _TAG.match(text, at)
        if match is None:
            shown = text[at:at + 30].split("\n")[0]
            yield Refused(at, shown, "it is not a whole tag ('<' starts a tag: write &lt; for the sign)")
            continue
        name = match.group("name")
        shown = match.group(0) if len(match.group(0)) <= 60 else match.group(0)[:57] + "..."
        if match.group("end"):   # an end tag names nothing; it must end the tag opened last
            refused = _unmatched_end(opened, name, at, shown)
            if refused is not None:
                yield refused
            continue
        if not match.group(0).endswith("/>") and name.lower() != "br":
            opened.append((name, at, shown))
        if name not in ALLOWED:
            why = _TAG_WHY.get(name.lower(), "it is not a text style pnp allows")
            if name.lower() in ALLOWED:
                why = f"tags are written in lower case (<{name.lower()}>)"
            yield Refused(at, shown, why)
            continue
        for attr in _ATTR.finditer(match.group("attrs")):
            key = attr.group("key").lower()
            where = match.start("attrs") + attr.start()
            if key not in ALLOWED[name]:
                why = _ATTR_WHY.get(key, f"<{name}> takes " + (", ".join(sorted(ALLOWED[name])) or "no attributes"))
                yield Refused(where, attr.group(0), why)
                continue
            value = next((v for v in (attr.group("dq"), attr.group("sq"), attr.group("bare")) if v is not None), None)
            if key == "size" and (value is None or not _NUMBER.match(value)) and not _PLACEHOLDER.search(value or ""):
                yield Refused(where, attr.group(0), "size must be a number of points, e.g. size=\"9\"")
            elif key == "size" and value is not None and _NUMBER.match(value) and value.strip()[0] not in "+-" \
                    and float(value) < TEXT_FLOOR_PT:
                yield Refused(where, attr.group(0), f"size {float(value):g} pt is below the {TEXT_FLOOR_PT:g} pt that "
                              f"prints legibly (write size=\"{TEXT_FLOOR_PT:g}\" or more)")
    for name, at, shown in opened:
        yield Refused(at, shown, f"it is never closed: write </{name}> where its style ends")


def _unmatched_end(opened: list[tuple[str, int, str]], name: str, at: int, shown: str) -> "Refused | None":
    """None when the end tag ends the tag opened last (and takes it off `opened`); else why ReportLab refuses it
    ("saw </b> instead of expected </i>" stopped a build mid-way)."""
    if opened and opened[-1][0] == name:
        opened.pop()
        return None
    if not any(n == name for n, _, _ in opened):
        return Refused(at, shown, f"it ends a <{name}> that is not open: delete it, or write <{name}> where the "
                                  "style starts")
    return Refused(at, shown, f"it ends <{name}> while <{opened[-1][0]}>, opened after it, is still open: end tags "
                              f"come in the reverse order, </{opened[-1][0]}></{name}>")


def emphasised(text: str) -> str:
    """`**bold**` and `*italic*` as <b> and <i>, as card, board and pad text prints them (after Jinja)."""
    return _ITALIC.sub(r"<i>\1</i>", _BOLD.sub(r"<b>\1</b>", text))


def first_refused(text: str) -> "Refused | None":
    """The first refusal in `text`, or None when all of its markup is allowed."""
    return next(refused_markup(text), None)
