"""A figure that does not fit at the foot of a page lets the text after it go first (issue 29).

WeasyPrint (70) moves a figure that does not fit to the next page and everything after it with it: a card or a
setup figure taller than what is left of a page leaves that much of the page empty. A book sets the figure at
the top of the next page and lets the text run on below the last line instead. WeasyPrint has no such float
(`float: top` is not supported), so the document is laid out, and where a page is left more than GAP_SHARE of
its text block empty while the next page opens with a figure that moved (a card figure, a row of cards, a
drawn figure in one piece), that figure is set again before the first block after it that would not fit in that
room (measured on the next page as laid out; for a card the text runs beside, list items count one by one), and
the document is laid out again. What it lets go first is text of the same section (paragraphs, lists, tables,
examples): never a heading, so a figure never lands in the next section, and never another figure, so figures
keep their order. A figure that ends its section (a heading follows it) stands instead before the last
paragraphs or lists above it, at most EARLIER of them, the fewest whose room lets it fit on the page it left;
they go overleaf in its place, as a book sets a figure higher in its section. A move is kept only when it leaves fewer pages over GAP_SHARE empty, or as many with a
smaller worst one, and no table wider than its column; a document with no such page is laid out once.

Only a one-column text flow (the rulebook's `main`) is read: in the quick reference's columns a figure that
moves leaves a column short, not a page.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any, Optional

# A figure that moved and left more than this share of its page's text block empty lets text go first: the quarter
# tests/render/documents/test_documents_pages.py holds every page to. (At a fifth, the setup figure that leaves 22% of The Journeys
# of Paul's A4 page 7 empty moved too, and that rulebook took two layouts: 2.0x WeasyPrint alone in
# bench/documents.py, against its 1.3x target.)
GAP_SHARE = 0.25
MAX_MOVES = 3        # layout passes spent on moving figures, at most
EARLIER = 3          # paragraphs or lists a figure that ends its section may stand before, at most
TEXT_BLOCKS = ("p", "ul", "ol", "dl", "blockquote")   # what may go overleaf in its place
MOVABLE = ("card-figure", "card-row", "diagram")   # classes of the figures that may let text go first
ROWS_CLASS = "diagram-rows"                 # a figure of rows breaks between them: it leaves no gap
HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass(frozen=True)
class Gap:
    """A page (1-based) left `share` of its text block empty above the break (`room`, in CSS px), and what opens
    the next page: the index of that block among `main`'s children (None when it is none of them)."""

    page: int
    share: float
    room: float
    next_index: Optional[int]
    next_is_chapter: bool


@dataclass(frozen=True)
class Move:
    """Set the figure (index among `main`'s children) before the block `to`, a child of `main` after it (or before
    it, for a figure that ends its section), or when `item` is given before that item of the list `to`. A card the text runs beside may stand between two items of a list
    (in an item of its own, without a marker); a row of cards or a drawn figure stands between blocks."""

    figure: int
    to: int
    item: Optional[int] = None


def _classes(element: Any) -> list[str]:
    return (element.get("class") or "").split()


def is_movable(tag: str, classes: list[str]) -> bool:
    return tag in ("figure", "div") and any(c in MOVABLE for c in classes) and ROWS_CLASS not in classes


def _floats(tag: str, classes: list[str]) -> bool:
    return tag == "figure" and "card-figure" in classes


def _main(box: Any) -> Any:
    """The box of `main` on a page, if the page has one (the cover and contents do not)."""
    if getattr(getattr(box, "element", None), "tag", None) == "main":
        return box
    for child in getattr(box, "children", ()) or ():
        found = _main(child)
        if found is not None:
            return found
    return None


def _bottom(box: Any) -> float:
    """The lowest border edge of a block's fragment on its page, in CSS px."""
    return box.position_y + box.margin_top + box.border_height()


def _children(root: Any) -> tuple[Any, list]:
    main_el = next(iter(root.iter("main")), None)
    return main_el, ([c for c in main_el if isinstance(c.tag, str)] if main_el is not None else [])


def page_gaps(document: Any, root: Any) -> list[Gap]:
    """How empty each page of `main` is left above its break (all but the last page), and what opens the next."""
    main_el, children = _children(root)
    index = {id(c): i for i, c in enumerate(children)}
    pages = document.pages
    out = []
    for k in range(len(pages) - 1):
        page_box, next_box = pages[k]._page_box, pages[k + 1]._page_box
        main, following = _main(page_box), _main(next_box)
        if main is None or following is None or main.style["column_count"] != "auto":
            continue
        blocks = [c for c in main.children if getattr(c, "element", None) is not None]
        firsts = [c for c in following.children if getattr(c, "element", None) is not None]
        if not blocks or not firsts:
            continue
        top, height = page_box.content_box_y(), page_box.height
        room = max(0.0, top + height - max(_bottom(c) for c in blocks))
        first = firsts[0].element
        out.append(Gap(k + 1, room / height, room, index.get(id(first)) if first is not main_el else None,
                       first.tag == "h2"))
    return out


def _first_boxes(box: Any, found: dict) -> dict:
    """The first box of each element on a page, by id(element)."""
    element = getattr(box, "element", None)
    if element is not None:
        found.setdefault(id(element), box)
    for child in getattr(box, "children", ()) or ():
        _first_boxes(child, found)
    return found


def figures_to_move(document: Any, gaps: list[Gap], root: Any) -> list[Move]:
    """Each figure that opens a page after a page left over GAP_SHARE empty, and the block it should stand
    before so that the text between them fills that room: the first block (or list item, for a card beside the
    text) that would not fit there, measured on the page as laid out; never past a heading or another figure."""
    _, children = _children(root)
    moves = []
    for gap in gaps:
        if gap.share <= GAP_SHARE or gap.next_index is None or gap.next_index + 1 >= len(children):
            continue
        figure = children[gap.next_index]
        if not is_movable(figure.tag, _classes(figure)):
            continue
        page_box = document.pages[gap.page]._page_box
        boxes = _first_boxes(page_box, {})
        top = page_box.content_box_y()
        beside, box = _floats(figure.tag, _classes(figure)), boxes.get(id(figure))
        if box is None:
            continue
        # what the figure takes off the top of the page: nothing for a card the text runs beside
        taken = 0.0 if beside else _bottom(box) - top
        target = _target(gap.next_index, gap.room, children, boxes, top, taken, beside)
        if target is None and not beside:
            before = document.pages[gap.page - 1]._page_box
            target = _earlier(gap.next_index, gap.room, children, _first_boxes(before, {}), taken)
        if target is not None:
            moves.append(target)
    return moves


def _earlier(figure: int, room: float, children: list, boxes: dict, taken: float) -> Optional[Move]:
    """Where a figure that ends its section (nothing after it may go first) stands instead: before the last few
    paragraphs or lists above it on the page it left (`boxes`), the fewest whose room, given to the figure, lets
    it fit there; they go overleaf in its place. None when a heading, a figure or anything but text comes first,
    or when more than EARLIER blocks would have to go."""
    last = boxes.get(id(children[figure - 1])) if figure > 0 else None
    if last is None:
        return None
    for i in range(figure - 1, max(figure - 1 - EARLIER, 0), -1):
        block, previous = children[i], boxes.get(id(children[i - 1]))
        if block.tag not in TEXT_BLOCKS or not may_go_first(block.tag, _classes(block)) or previous is None:
            return None   # not text, or it opens the page: nothing above it would keep the figure company
        if room + _bottom(last) - _bottom(previous) >= taken:
            return Move(figure, i)
    return None


def _target(figure: int, room: float, children: list, boxes: dict, top: float, taken: float,
            beside: bool) -> Optional[Move]:
    """Where the figure (index among `children`) should stand: before the first block after it (or list item,
    when it is a card beside the text) whose foot lies lower than `room` below the top of the page once the
    figure's `taken` is given back; None when not even the first fits, or a heading comes first."""
    passed = 0
    for i in range(figure + 1, len(children)):
        block = children[i]
        if not may_go_first(block.tag, _classes(block)):
            return Move(figure, i) if passed else None
        items = [c for c in block if isinstance(c.tag, str)] if beside and block.tag in ("ul", "ol") else []
        units = [(Move(figure, i, j), item) for j, item in enumerate(items)] or [(Move(figure, i), block)]
        for move, element in units:
            box = boxes.get(id(element))
            # the first block that would not fit in the room, or that is not on this page at all
            if box is None or _bottom(box) - top - taken > room:
                return move if passed else None
            passed += 1
    return None


def may_go_first(tag: str, classes: list[str]) -> bool:
    """Text of the same section a figure may let go first: not a heading, not another figure, not an anchor."""
    return tag not in HEADINGS and tag not in ("span", "a") and not is_movable(tag, classes)


def worse_pages(gaps: list[Gap]) -> tuple[int, float]:
    """(pages left over GAP_SHARE empty, not before a chapter; the largest such share): less is better."""
    over = [g.share for g in gaps if g.share > GAP_SHARE and not g.next_is_chapter]
    return len(over), max(over, default=0.0)


@dataclass
class Span:
    """A child element of `main` in the HTML text: where it starts and ends, and for a list where each of its
    items starts."""

    tag: str
    classes: list[str]
    start: int
    end: int = -1
    items: list[int] = field(default_factory=list)


class _Spans(HTMLParser):
    """The children of `main` as they stand in the HTML text (WeasyPrint's parsed tree has no offsets)."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=False)
        self.text = text
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.stack: list[tuple[str, Optional[Span]]] = []   # open elements, with the span of a child of main
        self.main_at: Optional[int] = None                  # main's place in the stack while it is open
        self.main_seen = False
        self.spans: list[Span] = []

    def _offset(self) -> int:
        line, col = self.getpos()
        return self.line_starts[line - 1] + col

    def _depth_in_main(self) -> Optional[int]:
        """1 for a child of main about to open, 2 for a grandchild; None outside main."""
        return None if self.main_at is None else len(self.stack) - self.main_at

    def _start(self, tag: str, attrs: list, void: bool) -> None:
        start, depth = self._offset(), self._depth_in_main()
        tag_end = start + len(self.get_starttag_text() or "")
        span = None
        if depth == 1:
            span = Span(tag, (dict(attrs).get("class") or "").split(), start, tag_end if void else -1)
            self.spans.append(span)
        elif depth == 2 and tag == "li":
            parent_tag, parent = self.stack[-1]
            if parent_tag in ("ul", "ol") and parent is not None:
                parent.items.append(start)
        if not void:
            self.stack.append((tag, span))
            if tag == "main" and not self.main_seen:
                self.main_at, self.main_seen = len(self.stack) - 1, True

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self._start(tag, attrs, tag in _VOID)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self._start(tag, attrs, True)

    def handle_endtag(self, tag: str) -> None:
        open_at = [i for i, (name, _) in enumerate(self.stack) if name == tag]
        if not open_at:
            return
        end = self.text.index(">", self._offset()) + 1
        while len(self.stack) > open_at[-1]:
            _, span = self.stack.pop()
            if span is not None:
                span.end = end
            if self.main_at is not None and len(self.stack) == self.main_at:
                self.main_at = None   # main is closed: no later element is its child


def main_children(html: str) -> list[Span]:
    parser = _Spans(html)
    parser.feed(html)
    parser.close()
    return parser.spans


def move_figures(html: str, moves: list[Move], root: Any) -> str:
    """The HTML with each figure set where its move says. Unchanged when the children of `main` (and the items
    of its lists) found in the text are not those WeasyPrint read (`root`): a figure is never set astray."""
    spans = main_children(html)
    _, children = _children(root)
    read = [(c.tag, _classes(c), sum(1 for i in c if i.tag == "li") if c.tag in ("ul", "ol") else 0)
            for c in children]
    if [(s.tag, s.classes, len(s.items)) for s in spans] != read or any(s.end < 0 for s in spans):
        return html
    edits: list[tuple[int, int, str]] = []   # (start, end, new text), none overlapping
    reach = -1                               # the end of the text the moves so far touch
    for move in sorted(set(moves), key=lambda m: min(m.figure, m.to)):
        figure = spans[move.figure]
        if move.to == move.figure or move.to >= len(spans) or (move.to < move.figure and move.item is not None):
            continue
        gone_to = figure.end + 1 if html.startswith("\n", figure.end) else figure.end
        text = html[figure.start:figure.end]
        at = spans[move.to].start if move.item is None else spans[move.to].items[move.item]
        if min(figure.start, at) < reach:
            continue   # two moves over the same text: the first is kept
        reach = max(gone_to, at)
        # between two items a figure stands in an item of its own, without a marker (a list holds only items)
        edits += [(figure.start, gone_to, ""),
                  (at, at, text + "\n" if move.item is None else f'<li class="figure-item">{text}</li>\n')]
    out, last = [], 0
    for start, end, text in sorted(edits):
        if start < last:
            return html
        out += [html[last:start], text]
        last = end
    return "".join(out) + html[last:]
