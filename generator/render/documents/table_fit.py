"""Tables that are wider than their column are set again, tighter, until they fit.

A table's width comes from its longest words, which the views cannot know in
millimetres: the same "Resources unlocked by era" table fits an A4 column and
runs past a Letter one. So the document is laid out, every table is compared
with the box it sits in (a column of the quick reference, the text block of
the rulebook), and each table that sticks out gets the next class of
FIT_STEPS (templates/docs/blocks.css.j2 says what each does: smaller type,
tighter cells, then hyphenated and finally broken words). The last step always
fits; a table that still sticks out after it is an error, never a clipped PDF.
Documents whose tables fit are laid out once.

A build remembers the step each table needed (in the document's manifest
entry, by table_keys()) and starts the next build of that document from it,
so a document whose wide tables did not change is laid out once, not once per
step. The key holds everything that sets a table's width against its box: its
own markup, the chain of elements around it, the document's head (its CSS,
which sets page, columns and type) and pnp's inputs; the fit is checked after
the pass all the same.
"""
from __future__ import annotations

import hashlib
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from typing import Any, Iterator

FIT_STEPS = ("fit-1", "fit-2", "fit-turn", "fit-3")
TOLERANCE_PX = 0.5 * 96 / 25.4  # half a millimetre, in CSS px (WeasyPrint lays out in px)
_TABLE_TAG = re.compile(r"<table\b[^>]*>", re.I)
_CLASS = re.compile(r"""\bclass\s*=\s*(["'])(.*?)\1""", re.I | re.S)


@dataclass(frozen=True)
class Overflow:
    """A table (its place among the document's tables) and how far it sticks out, in mm."""

    index: int
    over_mm: float
    caption: str


def _wrapped_tables(box: Any) -> Iterator[tuple[Any, Any]]:
    """(table box, the box whose content area holds it) for every table in a laid-out page."""
    for child in getattr(box, "children", ()) or ():
        if getattr(child, "is_table_wrapper", False):
            yield child.get_wrapped_table(), box
        yield from _wrapped_tables(child)


def overflowing_tables(document: Any, root: Any) -> list[Overflow]:
    """Tables of a rendered WeasyPrint document that reach past the right edge of their container."""
    order = {id(el): i for i, el in enumerate(root.iter("table"))}
    worst: dict[int, Overflow] = {}
    for page in document.pages:
        for table, holder in _wrapped_tables(page._page_box):
            right = table.position_x + table.margin_width()
            limit = holder.content_box_x() + holder.width
            index = order.get(id(table.element))
            if index is None or right <= limit + TOLERANCE_PX:
                continue
            over = (right - limit) * 25.4 / 96
            if index not in worst or over > worst[index].over_mm:
                worst[index] = Overflow(index, over, _caption(root, table.element))
    return sorted(worst.values(), key=lambda o: o.index)


def _caption(root: Any, table: Any) -> str:
    """What a message calls the table: its figure's caption, else the text of its first cell."""
    for figure in root.iter("figure"):
        if any(t is table for t in figure.iter("table")):
            caption = next(figure.iter("figcaption"), None)
            if caption is not None:
                return " ".join("".join(caption.itertext()).split())
    first = next((c for c in table.iter() if c.tag in ("th", "td")), None)
    return " ".join("".join(first.itertext()).split()) if first is not None else "a table"


def step_of(html: str, index: int) -> int:
    """How many FIT_STEPS the index-th table has taken already (0 when none)."""
    tag = _nth_table(html, index)
    classes = _classes(tag.group(0)) if tag else []
    return max((FIT_STEPS.index(c) + 1 for c in classes if c in FIT_STEPS), default=0)


def table_count(html: str) -> int:
    return len(_TABLE_TAG.findall(html))


def tighten(html: str, indexes: list[int], original: str = "") -> str:
    """The HTML with each of these tables one FIT_STEP further (the caller checks a step is left). The step
    'fit-turn' turns a table of more columns than rows round (table_turn.py: its columns become rows) in its own
    type; a table it cannot turn goes on to the words broken anywhere of 'fit-3'; a turned table that goes on is set
    as it was written (its markup in `original`, the document before any step) with its words broken anywhere."""
    from .table_turn import turned

    tags = list(_TABLE_TAG.finditer(html))
    written = list(_TABLE_TAG.finditer(original)) if original else []
    out, last = [], 0
    for index in sorted(set(indexes)):
        if index >= len(tags):
            continue
        tag = tags[index]
        step = step_of(html, index)
        had = FIT_STEPS[step - 1] if step else ""
        if FIT_STEPS[step] == "fit-turn":
            whole = turned(html, tag.start())
            if whole is not None:
                markup, end = whole
                out += [html[last:tag.start()], _with_class(markup[:tag.end() - tag.start()], "fit-turn", step),
                        markup[tag.end() - tag.start():]]
                last = end
                continue
            step += 1   # no table to turn: its words are broken anywhere
        if had == "fit-turn" and index < len(written):   # back as written, then broken anywhere
            first = written[index]
            body = original[first.end():original.find("</table>", first.end())]
            out += [html[last:tag.start()], _with_class(first.group(0), FIT_STEPS[step], step, had), body]
            last = html.find("</table>", tag.end())
            continue
        out += [html[last:tag.start()], _with_class(tag.group(0), FIT_STEPS[step], step, had)]
        last = tag.end()
    return "".join(out) + html[last:]


def turned_tables(html: str) -> list[int]:
    """The tables set turned round (at 'fit-turn')."""
    return [i for i, tag in enumerate(_TABLE_TAG.finditer(html)) if "fit-turn" in _classes(tag.group(0))]


_DATA_CELL = re.compile(r"<td\b[^>]*>(.*?)</td>", re.S)


def numeric_table(html: str, index: int) -> bool:
    """Most of the index-th table's data cells hold a digit (scores, counts, codes such as 'T20 D20'): words broken
    anywhere would split a number digit from digit."""
    tag = _nth_table(html, index)
    if tag is None:
        return False
    cells = _DATA_CELL.findall(html[tag.end():html.find("</table>", tag.end())])
    return bool(cells) and 2 * sum(1 for c in cells if re.search(r"\d", re.sub(r"<[^>]+>", "", c))) >= len(cells)


def _nth_table(html: str, index: int) -> "re.Match[str] | None":
    for i, tag in enumerate(_TABLE_TAG.finditer(html)):
        if i == index:
            return tag
    return None


def _classes(tag: str) -> list[str]:
    found = _CLASS.search(tag)
    return found.group(2).split() if found else []


def _with_class(tag: str, new: str, step: int, before: str = "") -> str:
    """The table tag with the class of FIT_STEPS[step] for the one before it (`before`: the step it had, when a
    step was passed by)."""
    old = before or (FIT_STEPS[step - 1] if step else None)
    found = _CLASS.search(tag)
    if found is None:
        return tag[:-1].rstrip() + f' class="{new}">'
    classes = [c for c in found.group(2).split() if c != old] + [new]
    quote = found.group(1)
    return tag[:found.start()] + f"class={quote}{' '.join(classes)}{quote}" + tag[found.end():]


def table_keys(root: Any, salt: str) -> list[str]:
    """A key per table of a parsed document (in document order): equal keys, equal fit."""
    head = next(iter(root.iter("head")), None)
    context = (ET.tostring(head) if head is not None else b"") + salt.encode()
    keys: list[str] = []

    def walk(element: Any, chain: tuple[str, ...]) -> None:
        for child in element:
            tag = child.tag if isinstance(child.tag, str) else ""
            link = f"{tag}.{child.get('class', '')}"
            if tag == "table":
                keys.append(hashlib.sha256(context + "/".join(chain).encode() + ET.tostring(child)).hexdigest()[:16])
            walk(child, chain + (link,))

    walk(root, ())
    return keys


def remembered_steps(html: str, keys: list[str], remembered: dict[str, int]) -> str:
    """The HTML with each table set at the step remembered for its key (0: as written)."""
    original = html
    for index, key in enumerate(keys):
        for _ in range(max(0, min(int(remembered.get(key, 0)), len(FIT_STEPS)) - step_of(html, index))):
            html = tighten(html, [index], original)
    return html


def steps_taken(html: str, keys: list[str]) -> dict[str, int]:
    """Key -> step for every table that needed one, to remember for the next build."""
    return {key: step for index, key in enumerate(keys) if (step := step_of(html, index))}
