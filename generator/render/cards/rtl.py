"""Card text in a script written right to left (Hebrew, Arabic), set line by line in the order it is read.

ReportLab shapes each word of such a text (HarfBuzz joins Arabic's letters and sets each word's letters right
to left) but lays the words of a line out left to right, in the order they are written: a line read from its
right edge came out last word first (suq-attarin and shuk-hacarmel, written outside the project). So the text
is wrapped once as written, to learn where its lines break, and each line is then written with its words in the
other order, the lines joined by breaks: drawn left to right, they read right to left. A number or a Latin word
is one word, printed as it is. Only text without markup is reordered (a card's plain sentence); text with bold,
italics or icons keeps ReportLab's order.
"""
from __future__ import annotations

import re
from typing import Any, Callable

BREAK = "<br/>"
# one tag round the whole text ('<i>{{ text }}</i>'), which the reordered lines are wrapped in again
_WRAPPED = re.compile(r"^<(?P<tag>[biu]|font\b[^>]*)>(?P<inner>.*)</(?P<name>[biu]|font)>$", re.S)


def reorderable(plain: str) -> bool:
    """Whether a card's text is plain enough to reorder: no tag but line breaks (and one tag round it all), no
    character reference."""
    found = _WRAPPED.match(plain)
    rest = (found.group("inner") if found else plain).replace(BREAK, "")
    return "<" not in rest and "&" not in rest


def visual_lines(plain: str, paragraph: Callable[[str], Any], width: float) -> str:
    """The plain text with its lines broken where `paragraph` (the text in its style and fonts) wraps them at
    `width`, and each line's words in reading order from the right, the lines joined by <br/>."""
    found = _WRAPPED.match(plain)
    if found is not None:
        tag = found.group("tag")
        return f"<{tag}>" + visual_lines(found.group("inner"), lambda seg: paragraph(f"<{tag}>{seg}</{found.group('name')}>"),
                                         width) + f"</{found.group('name')}>"
    out = []
    for segment in plain.split(BREAK):
        words = segment.split()
        if len(words) < 2:
            out.append(segment.strip())
            continue
        para = paragraph(segment.strip())
        para.wrap(width, 1e6)
        lines: list[list[str]] = []
        k = 0
        for length in _line_lengths(para):
            line: list[str] = []
            while k < len(words) and (not line or sum(len(w) for w in line) < length):
                line.append(words[k])
                k += 1
            lines.append(line)
        if k < len(words):   # whatever the wrap did not account for goes on the last line
            lines.append(words[k:])
        out.append(BREAK.join(" ".join(reversed(line)) for line in lines if line))
    return BREAK.join(out)


def _line_lengths(para: Any) -> list[int]:
    """The letters (spaces left out) on each line of a wrapped paragraph."""
    lengths = []
    for line in para.blPara.lines:
        if isinstance(line, tuple):
            text = " ".join(line[1])
        else:
            text = "".join(getattr(w, "text", "") if not isinstance(w, list)
                           else "".join(t for _, t in w[1:]) for w in line.words)
        lengths.append(sum(1 for ch in text if not ch.isspace()))
    return lengths
