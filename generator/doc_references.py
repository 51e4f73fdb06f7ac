"""What a rulebook.md or quickref.md asks to load, found in its text with line and column, and judged.

WeasyPrint fetches images, stylesheets and fonts through the safe fetcher
(render/fetcher.py), which refuses anything outside the game folder, but by
then the Markdown line is lost. This scan finds every reference a document
would load (Markdown images, `src=`, `<link href=>`, CSS `url()` and
`@import`) in the source, so a refusal names its line; and a Markdown image
that markdown-it will not turn into a picture (a `file:` target, say) is an
error here, never printed as literal text. Regular expressions only: the
check stage uses it and stays fast.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator
from urllib.parse import unquote, urlsplit

from .confine import path_problem

REFUSED_HINT = ("put pictures in the game's folder and name them by a relative path, e.g. "
                "![Board](art/board.png); network and outside files are never loaded")

_REFS = re.compile(
    r"!\[(?:[^\]\n]|\](?!\())*\]\(\s*<?(?P<md>[^)\s>]*)"                   # ![alt](target)
    r"|\b(?:src|srcset|poster|background|data)\s*=\s*[\"']?(?P<attr>[^\"'\s>]*)"   # <img src=...>
    r"|<link\b[^>]*?\bhref\s*=\s*[\"']?(?P<link>[^\"'\s>]*)"                # <link href=...>
    r"|url\(\s*[\"']?(?P<css>[^\"')\s]*)"                                  # CSS url(...)
    r"|@import\s+(?:url\()?\s*[\"']?(?P<imp>[^\"')\s;]*)",                 # CSS @import
    re.I)
_CANDIDATES = ("![", "src", "href", "url(", "@import", "poster", "background=", "<object", "<embed")
_FENCE = re.compile(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$|`[^`\n]*`", re.S | re.M)


@dataclass(frozen=True)
class Refused:
    """One reference a document may not load: where, what, why."""

    line: int
    col: int
    target: str
    reason: str


def refused_references(text: str, folder: Path) -> Iterator[Refused]:
    """Every reference in a document's text that the fetcher would refuse, or that cannot be a picture."""
    lowered = text.lower()
    if not any(key in lowered for key in _CANDIDATES):   # most documents load nothing: skip the slower scan
        return
    masked = _FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)   # code shows, never loads
    for match in _REFS.finditer(masked):
        kind = match.lastgroup or "md"
        target = match.group(kind) or ""
        if "{{" in target or "{%" in target:   # a placeholder fills it in; the fetcher judges the result
            continue
        reason = _judge(target, folder, image=kind == "md")
        if reason:
            start = match.start(kind)
            line = text.count("\n", 0, start) + 1
            col = start - (text.rfind("\n", 0, start) + 1) + 1
            yield Refused(line, col, target, reason)


def _judge(target: str, folder: Path, *, image: bool) -> str:
    if not target:
        return "an image needs a file: ![what it shows](art/picture.png)" if image else ""
    if target.startswith("#"):
        return ""
    parts = urlsplit(target)
    scheme = parts.scheme.lower()
    if scheme == "data" and not image:
        return ""
    if scheme == "data":
        return "a Markdown image cannot be a data: URL; put the picture in the game folder"
    if len(scheme) > 1 or target.startswith("//"):
        where = f"'{scheme}:' URLs" if scheme else "another machine ('//host')"
        return f"documents may not load {where}; only files inside the game's folder"
    why = path_problem(folder, unquote(parts.path))
    if why:
        return why
    if not (folder / unquote(parts.path)).is_file():
        return "no such file in the game's folder"
    return ""
