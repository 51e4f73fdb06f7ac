"""Every id of a document's HTML once: a block's own anchor gives way to a heading's id.

A heading's id is the designer's (`## A tiebreak {#example-tiebreak}`, or the slug of its title) and links
point at it; the anchors pnp gives its blocks (`example-<id>`, `table-<id>`, `die-<id>`, a card figure's) are
its own. When one of pnp's anchors is taken already (by a heading, or by the same table shown twice), it takes
the first free `<id>-2`, `<id>-3`, ... instead: WeasyPrint stops a document whose anchor is defined twice,
and the designer did nothing wrong (tennis-sets, written outside the project, stopped at its first build).
Two headings of one id stay an error of the document (markdown.py says where). Ids inside an inline <svg>
are the picture's own (its gradients and clip paths point at them): never renamed, never counted.
"""
from __future__ import annotations

import re

_SVG = re.compile(r"<svg\b.*?</svg>", re.S | re.I)
_ID = re.compile(r'(<(\w+)\b[^<>]*?\sid=")([^"<>]*)(")')
_HEADING = re.compile(r"h[1-6]", re.I)


def unique_anchors(html: str) -> str:
    """The HTML with each anchor that repeats an earlier one, or a heading's, renamed `<id>-N`."""
    spans = [m.span() for m in _SVG.finditer(html)]

    def outside(at: int) -> bool:
        return not any(a <= at < b for a, b in spans)

    found = [m for m in _ID.finditer(html) if outside(m.start())]
    headings = {m.group(3) for m in found if _HEADING.fullmatch(m.group(2))}
    if len({m.group(3) for m in found}) == len(found):
        return html   # nothing repeats (the usual case): the HTML as it was
    seen, used = set(headings), {m.group(3) for m in found}   # a new name is none of the document's ids
    out, last = [], 0
    for m in found:
        anchor = m.group(3)
        if _HEADING.fullmatch(m.group(2)):
            continue
        if anchor in seen:
            n = 2
            while f"{anchor}-{n}" in used:
                n += 1
            anchor = f"{anchor}-{n}"
            used.add(anchor)
            out.append(html[last:m.start(3)] + anchor)
            last = m.end(3)
        seen.add(anchor)
    return "".join(out) + html[last:]
