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
from typing import Any, Iterator, Optional
from urllib.parse import unquote, urlsplit

from ..core.confine import path_problem
from ..core.pictures import RASTER_SUFFIXES, picture_problem

REFUSED_HINT = ("put pictures in the game's folder and name them by a relative path, e.g. "
                "![Board](art/board.png); network and outside files are never loaded")

_REFS = re.compile(
    r"!\[(?:[^\]\n]|\](?!\())*\]\(\s*<?(?P<md>[^)\s>]*)"                   # ![alt](target)
    r"|\b(?:src|srcset|poster|background|data)\s*=\s*[\"']?(?P<attr>[^\"'\s>]*)"   # <img src=...>
    r"|<link\b[^>]*?\bhref\s*=\s*[\"']?(?P<link>[^\"'\s>]*)"                # <link href=...>
    r"|url\(\s*[\"']?(?P<css>[^\"')\s]*)"                                  # CSS url(...)
    r"|@import\s+(?:url\()?\s*[\"']?(?P<imp>[^\"')\s;]*)",                 # CSS @import
    re.I)
# Any other attribute that loads a file: `href` (and `xlink:href`) of every element but a link (`<a>`, `<area>`:
# a link is written into the PDF, never loaded; `<link>` is _REFS' own), e.g. an inline SVG's `<image>`, `<use>`
# or `<feImage>`; and every candidate of a `srcset`, not only its first.
_TAG = re.compile(r"<(?P<tag>[A-Za-z][\w:.-]*)(?P<attrs>(?:[^>\"']|\"[^\"]*\"|'[^']*')*)>")
_LOADING_ATTR = re.compile(r"(?:^|(?<=[\s\"']))(?P<key>(?:xlink:)?href|srcset)\s*=\s*"
                           r"(?:\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)'|(?P<bare>[^\s\"'>]+))", re.I)
_LINKS = {"a", "area", "link"}
_CANDIDATES = ("![", "src", "href", "url(", "@import", "poster", "background=", "<object", "<embed")
_FENCE = re.compile(r"^ {0,3}(```|~~~).*?^ {0,3}\1[^\n]*$|`[^`\n]*`", re.S | re.M)


@dataclass(frozen=True)
class Refused:
    """One reference a document may not load: where, what, why."""

    line: int
    col: int
    target: str
    reason: str


_CSS_ESCAPE = re.compile(r"\\(?:([0-9a-fA-F]{1,6})[ \t]?|(.))")


def css_unescaped(text: str) -> tuple[str, list[int]]:
    """`text` with CSS escapes decoded (`u\\72l(` is `url(`, `\\@import` is `@import`), and for each
    character of the result the offset in `text` it came from (so a finding keeps its line and column)."""
    out: list[str] = []
    origin: list[int] = []
    at = 0
    for match in _CSS_ESCAPE.finditer(text):
        out.append(text[at:match.start()])
        origin.extend(range(at, match.start()))
        code = match.group(1)
        try:
            char = chr(int(code, 16)) if code else match.group(2)
        except (ValueError, OverflowError):
            char = "\ufffd"
        out.append(char)
        origin.append(match.start())
        at = match.end()
    out.append(text[at:])
    origin.extend(range(at, len(text)))
    return "".join(out), origin


def refused_references(text: str, folder: Path, sources: Any = None) -> Iterator[Refused]:
    """Every reference in a document's text that the fetcher would refuse, or that cannot be a picture;
    CSS escapes are decoded first, as WeasyPrint decodes them (`u\\72l(file:///...)` is a url()). With the
    game's `sources` (load/sources.py), whether a file is there and its bytes are asked of them, not the disk."""
    lowered = text.lower()
    if not any(key in lowered for key in _CANDIDATES) and "\\" not in text:   # most documents load nothing
        return
    masked = _FENCE.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)   # code shows, never loads
    seen: set[tuple[int, str]] = set()
    for found in _scan(masked, text, folder, sources=sources):
        seen.add((found.line, found.target))
        yield found
    if "\\" in masked:
        decoded, origin = css_unescaped(masked)
        for found in _scan(decoded, text, folder, origin, sources):
            if (found.line, found.target) not in seen:
                seen.add((found.line, found.target))
                yield found


def _scan(masked: str, text: str, folder: Path, origin: Optional[list[int]] = None,
          sources: Any = None) -> Iterator[Refused]:
    found: list[tuple[int, str, bool]] = []   # (offset in masked, target, a Markdown image)
    for match in _REFS.finditer(masked):
        kind = match.lastgroup or "md"
        found.append((match.start(kind), match.group(kind) or "", kind == "md"))
    if "<" in masked:
        found.extend(_attribute_targets(masked))
    for at, target, image in sorted(set(found), key=lambda item: item[:2]):   # a srcset's first: both scans
        if "{{" in target or "{%" in target:   # a placeholder fills it in; the fetcher judges the result
            continue
        reason = _judge(target, folder, image=image, sources=sources)
        if reason:
            start = origin[at] if origin is not None else at
            line = text.count("\n", 0, start) + 1
            col = start - (text.rfind("\n", 0, start) + 1) + 1
            yield Refused(line, col, target, reason)


def _attribute_targets(masked: str) -> Iterator[tuple[int, str, bool]]:
    """(offset, target, False) of each `href` of an element that loads it and of each `srcset` candidate."""
    for tag in _TAG.finditer(masked):
        name = tag.group("tag").lower()
        for attr in _LOADING_ATTR.finditer(tag.group("attrs")):
            kind = next(k for k in ("dq", "sq", "bare") if attr.group(k) is not None)
            value, at = attr.group(kind), tag.start("attrs") + attr.start(kind)
            if attr.group("key").lower() != "srcset":
                if name not in _LINKS:
                    yield at, value.strip(), False
                continue
            offset = 0
            for candidate in value.split(","):   # "a.png 1x, b.png 2x": each candidate's first word is its URL
                word = re.search(r"\S+", candidate)
                if word is not None:
                    yield at + offset + word.start(), word.group(), False
                offset += len(candidate) + 1


def _judge(target: str, folder: Path, *, image: bool, sources: Any = None) -> str:
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
    path = folder / unquote(parts.path)
    if not (sources.exists(path) if sources is not None else path.is_file()):
        return "no such file in the game's folder"
    if path.suffix.lower() in RASTER_SUFFIXES:   # decoded whole: a picture cut short would print a black band
        kept = sources.get(path) if sources is not None else None
        return picture_problem(path, kept.data if kept is not None else None) or ""
    return ""


# A reference whose target a placeholder builds: its text up to the closing quote or bracket, so that the
# target can be rendered on its own and judged before the document is (`<img src="{{ 'file:' ~ x }}">`).
# The lookahead holds the first character every alternative starts with (s, p, b, d, h; u; !), case folded as the
# rest is: the same matches, and the scan passes over every other place at one test instead of trying each
# alternative (2.5 times faster over a rulebook; every shipped document holds placeholders, so it is scanned).
_TEMPLATED = re.compile(
    r"(?=[spbdhu!])"
    r"(?:\b(?:src|srcset|poster|background|data|href)\s*=\s*(?:\"(?P<dq>[^\"\n]*\{\{[^\"\n]*)\""
    r"|'(?P<sq>[^'\n]*\{\{[^'\n]*)'|(?P<bare>\{\{.*?\}\}[^\s>]*))"
    r"|url\(\s*(?P<css>[^)\n]*\{\{.*?\}\}[^)\n]*)\)"
    r"|!\[[^\]\n]*\]\(\s*(?P<md>[^)\s]*\{\{.*?\}\}[^)\s]*))", re.I)


def templated_references(text: str) -> Iterator[tuple[int, int, str, bool]]:
    """(line, col, target text, is a Markdown image) of every reference whose target holds a placeholder."""
    if "{{" not in text:
        return
    for match in _TEMPLATED.finditer(text):
        kind = match.lastgroup or "md"
        target = match.group(kind).strip().strip("\"'")
        start = match.start(kind)
        line = text.count("\n", 0, start) + 1
        yield line, start - (text.rfind("\n", 0, start) + 1) + 1, target, kind == "md"


def judge_built(target: str, folder: Path, image: bool, sources: Any = None) -> str:
    """Why a target a placeholder built would be refused ('' when it may load), as for a written one."""
    decoded, _ = css_unescaped(target)
    return _judge(decoded.strip().strip("\"'"), folder, image=image, sources=sources)
