"""Layout overlaps: two things a card, board or pad prints laid one over the other (LAY014).

Only what a reader reads is compared: text, icon rows and pictures. A shape
(rect, ellipse, polygon, line) is a banner, a frame or a background, and text
printed on it is the normal case, so shapes are never compared; nor is text or
an icon whose ink lies wholly inside a picture's or an icon row's box (a
caption on art, a number on a badge). Two pieces are compared by the part of
their box each certainly inks, worked out without fonts (`pnp check` loads
none): a text, its shortest line on any card (the template's words before any
`{% %}`, each `{{ field }}` filled in from the card) at `min_size`, with
advances no wider than Lato's or Vollkorn's, placed by `align` and `valign`;
an icon row, the icons the layout or the card's `{{ field }}` names (an
expression may name none: not compared), each at the row's height and half as
wide; a picture, its box. So two boxes that merely share a margin
(a left-aligned name and a right-aligned subtitle in one band) are not
reported, and what is reported is ink on ink on some card. A pair is reported
once per two layout elements, at the later one (drawn on top), naming the
earlier one's line, unless either says `over: true` (a deliberate overlay).
Grids and tracks are unrolled as the renderer unrolls them
(load/layout_expand.expand), and each cell or space is compared with the other
elements of the layout, never with its own grid's cells.

Elements drawn only `when` something holds are not compared when the
conditions cannot all hold: decided from the expressions alone (`x > 3` and
`x <= 3`, `a == 'A'` and `a == 'B'`, `p` and `not p`), else for every card of
the deck from its columns (a small reader of Jinja expressions: names,
`card.x`, literals, comparisons, `and`/`or`/`not`, `is defined`, `is none`). A
condition the reader cannot decide (an engine call, a filter) counts as
possibly true, and the pair is compared.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterator, Optional

from ..load.layout import IconsEl, ImageEl, TextEl, element_box
from ..load.layout_expand import expand
from ..load.layout_repeat import GridEl, RepeatError, TrackEl
from .catalogue import declare
from .findings import Context
from .layout_geometry import _layout, layout_targets
from .registry import family
_ENTITY = re.compile(r"&[a-z]+;|&#\d+;")
_BREAK = re.compile(r"<br\s*/?>", re.I)

declare("LAY014", family="layout overlaps", severity="warning",
        title="two texts, icon rows or pictures of a layout overlap where neither says over: true")

RULE = "LAY014"
HAIRLINE = 0.3    # mm: ink sharing less than this across or down only touches
SLACK = 0.01      # mm: rounding in the layout's arithmetic
CONTENT = (TextEl, IconsEl, ImageEl)
UNDECIDED = object()   # a condition the reader cannot evaluate: possibly true


@family("layout overlaps")
def check_layout_overlaps(ctx: Context) -> None:
    seen: set = set()
    drawn: dict[tuple, list] = {}   # a layout's pieces at one size, shared by the decks drawn with it
    for path, deck, what in layout_targets(ctx):
        layout = _layout(path, ctx.loaded.sources)
        if layout is None or (path, deck.id, what) in seen:
            continue
        seen.add((path, deck.id, what))
        width, height = deck.size.mm
        env = {"W": width, "H": height, "B": float(deck.bleed), "S": float(deck.safe)}
        owner = f"{'deck' if what == 'card' else what} '{deck.id}'"
        cards = [_card_values(card) for card in deck.cards] if what == "card" else []
        key = (path, *sorted(env.items()))
        if key not in drawn:
            drawn[key] = pieces(layout.elements, env)
        for later, earlier, (w, h), (later_cell, earlier_cell) in overlaps(layout.elements, env, cards, drawn[key]):
            ctx.report(RULE, later.loc, f"{owner} (layout '{layout.name}'): {_named(later)}{later_cell} is printed "
                       f"over {_named(earlier)}{earlier_cell} (line {earlier.loc.line}): they share at least {w:.1f} x {h:.1f} mm of "
                       f"the {what}",
                       hint="move or shrink one of the boxes; if one is meant to lie over the other (a badge on "
                            "art, a stamp over text), write `over: true` on it",
                       subject=f"{what}/{deck.id}/layout/{layout.name}/overlap/{earlier.loc.line}-{later.loc.line}",
                       related=earlier.loc)


@dataclass(frozen=True)
class Piece:
    """One text, icon row or picture an element prints: where it certainly inks, and under which conditions."""

    element: Any          # the piece as placed (geometry absolute)
    box: tuple            # its box, mm
    whens: tuple          # its own `when` and its grid's or track's
    cell: dict            # the names its cell or space sees (row, column, index, ...); empty outside repeats


def pieces(elements: tuple, env: dict[str, float]) -> list[tuple[Any, list["Piece"]]]:
    """Each top-level element with the texts, icon rows and pictures it prints at this size."""
    return [(el, list(_pieces(el, env))) for el in elements]


def overlaps(elements: tuple, env: dict[str, float], cards: list[dict[str, Any]],
             drawn: Optional[list[tuple[Any, list["Piece"]]]] = None
             ) -> Iterator[tuple[Any, Any, tuple[float, float], tuple[str, str]]]:
    """(later element, earlier element, (across, down) mm their ink shares, which cell or space of each) for every
    pair of top-level elements whose printed content overlaps on some card: the largest shared area of the pair.
    `drawn`: the elements' pieces at this size, when already worked out."""
    drawn = pieces(elements, env) if drawn is None else drawn
    inks: dict[int, dict[tuple, set[int]]] = {}
    budget = [MAX_COMPARISONS]   # a list: the generator's one counter
    for j, (later, later_pieces) in enumerate(drawn):
        if getattr(later, "over", False) or not later_pieces:
            continue
        for earlier, earlier_pieces in drawn[:j]:
            if getattr(earlier, "over", False):
                continue
            worst: Optional[tuple[float, tuple[float, float], tuple[str, str]]] = None
            for a, b in ((a, b) for a in earlier_pieces for b in later_pieces):
                budget[0] -= 1
                if budget[0] < 0:
                    break   # a layout of thousands of overlapping cells: what is past this is not compared
                if _shared(a.box, b.box) is None or contradict(a.whens + b.whens):
                    continue   # the boxes do not even meet, or the two are never drawn together
                for shared in _ink_shared(a, b, _inks(a, cards, inks), _inks(b, cards, inks)):
                    if worst is None or shared[0] * shared[1] > worst[0]:
                        worst = (shared[0] * shared[1], shared,
                                 (_cell_words(later, b.cell), _cell_words(earlier, a.cell)))
            if worst is not None:
                yield later, earlier, worst[1], worst[2]
            if budget[0] < 0:
                return


MAX_COMPARISONS = 1_000_000   # pairs of pieces one layout compares at most (a hostile layout ends, not hangs)


def _pieces(el: Any, env: dict[str, float]) -> Iterator[Piece]:
    """Each text, icon row or picture an element prints; nothing for shapes, or for a grid or track that cannot be
    laid out (LAY007 reports it)."""
    try:
        expanded = expand((el,), env)
    except (RepeatError, ValueError, TypeError, ZeroDivisionError):
        return
    for piece, cell in expanded:
        if isinstance(piece, CONTENT):
            whens = ((piece.when,) if piece.when else ()) + tuple(cell.when)
            yield Piece(piece, element_box(piece, env), whens, dict(cell.names))


def _inks(piece: Piece, cards: list[dict[str, Any]], memo: dict[int, dict[tuple, set[int]]]) -> dict[tuple, set[int]]:
    """{ink box: the cards (by index) it is printed so on}: one entry when the piece reads nothing of the card; a
    board or a pad is one card with no columns."""
    found = memo.get(id(piece))
    if found is not None:
        return found
    rows = cards or [{}]
    template = getattr(piece.element, "text", None) or getattr(piece.element, "icons", None) or ""
    if not piece.whens and "{" not in template:
        box = ink(piece, dict(piece.cell))
        found = {} if box is None else {box: set(range(len(rows)))}
    else:
        found = {}
        for i, card in enumerate(rows):
            names = {**card, **piece.cell}
            if not may_draw(piece.whens, names):
                continue
            box = ink(piece, names)
            if box is not None:
                found.setdefault(box, set()).add(i)
    memo[id(piece)] = found
    return found


def _ink_shared(a: Piece, b: Piece, a_inks: dict[tuple, set[int]], b_inks: dict[tuple, set[int]]
                ) -> Iterator[tuple[float, float]]:
    """(across, down) mm the two pieces' ink certainly shares on a card both are drawn on, for each way they print."""
    for a_ink, a_cards in a_inks.items():
        for b_ink, b_cards in b_inks.items():
            if _background(a, b_ink) or _background(b, a_ink):
                continue   # printed on the picture or the icon, as on a banner
            shared = _shared(a_ink, b_ink)
            if shared is not None and not a_cards.isdisjoint(b_cards):
                yield shared


def _background(under: Piece, ink_box: tuple) -> bool:
    """Whether the other piece's ink lies wholly inside a picture's or an icon row's box: printed on it."""
    return isinstance(under.element, (ImageEl, IconsEl)) and _inside(ink_box, under.box)


def _shared(a: tuple, b: tuple) -> Optional[tuple[float, float]]:
    """(across, down) mm two boxes share, or None when they share no more than a hairline."""
    across = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    down = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    if across <= HAIRLINE or down <= HAIRLINE:
        return None
    return across, down


def _inside(inner: tuple, outer: tuple) -> bool:
    return (inner[0] >= outer[0] - SLACK and inner[1] >= outer[1] - SLACK
            and inner[0] + inner[2] <= outer[0] + outer[2] + SLACK and inner[1] + inner[3] <= outer[1] + outer[3] + SLACK)


# ---- where a piece certainly inks: less than its box, never more

MM_PER_PT = 25.4 / 72.0
CAP = 0.7           # a capital's height, of the font size
NARROW = set("iljtfrI.,;:'!|()[] ")
NARROW_EM, WIDE_EM = 0.22, 0.45   # advances at or below Lato's and Vollkorn's, per character
ICON_ASPECT = 0.5   # the narrowest an icon is drawn, of its height
_BLOCK = re.compile(r"\{\{(.*?)\}\}", re.S)
_FIELD = re.compile(r"^\s*(?:card\.)?([A-Za-z_]\w*)\s*$")
_TAG = re.compile(r"<[^>]*>")
_ICON = re.compile(r":[a-z0-9][a-z0-9_-]*:")


def ink(piece: Piece, names: dict[str, Any]) -> Optional[tuple[float, float, float, float]]:
    """The part of a piece's box its drawing certainly covers, from the layout and the card's values (None: it may
    print nothing). A text: its shortest line as the card's fields and the template's own words make it, at
    `min_size`, placed by `align` and `valign`; an icon row: its icons (as the layout or the card's fields name
    them; an expression may name none) at the row's height and half as wide, placed by `align`; a picture: its box
    (`fit: contain`, the middle half of its shorter side)."""
    x, y, w, h = piece.box
    el = piece.element
    if isinstance(el, ImageEl):
        if el.fit != "contain":
            return piece.box
        side = min(w, h) / 2
        return x + (w - side) / 2, y + (h - side) / 2, side, side
    if isinstance(el, IconsEl):
        if "{%" in el.icons or not all(_FIELD.match(m.group(1)) for m in _BLOCK.finditer(el.icons)):
            return None   # an expression may give no icon at all on some card
        count = len(_text(el.icons, names).replace(",", " ").replace(";", " ").split())
        if not count:
            return None
        size = min(float(el.size) if el.size is not None else h, h)
        gap = float(el.gap)
        wide = min(w, count * size * ICON_ASPECT + (count - 1) * gap)
        left = {"left": x, "center": x + (w - wide) / 2, "right": x + w - wide}[el.align]
        return left, y + (h - size) / 2, wide, size
    if isinstance(el, TextEl):
        words = _text(el.text, names)
        lines = [line for line in words.split("\n") if line.strip()]
        if not lines:
            return None
        em = el.min_size * MM_PER_PT
        longest = max(sum(NARROW_EM if ch in NARROW else WIDE_EM for ch in line.strip()) * em for line in lines)
        wraps = max(1, min(int(longest // w) + 1 if w > 0 else 1, el.max_lines or 10 ** 6))
        wide = min(longest, w)
        tall = min(h, (len(lines) - 1 + wraps - 1) * el.leading * em + CAP * em)
        left = x + {"left": 0.0, "justify": 0.0, "center": (w - wide) / 2, "right": w - wide}[el.align]
        pad = (el.leading - CAP) / 2 * em   # the line's space above a capital
        top = y + {"top": min(pad, h - tall), "middle": (h - tall) / 2, "bottom": max(0.0, h - tall - pad)}[el.valign]
        return left, top, wide, tall
    return None


def _text(template: str, names: dict[str, Any]) -> str:
    """What a template certainly prints: its words before any `{% %}` block, each `{{ field }}` filled in from
    `names` (any other `{{ }}` as nothing), markup and icon codes left out, `<br/>` as a new line."""
    head = template.split("{%", 1)[0]

    def fill(m: re.Match) -> str:
        field = _FIELD.match(m.group(1))
        value = names.get(field.group(1)) if field else None
        return "" if value is None or isinstance(value, (dict, list, tuple)) else str(value)
    text = _BLOCK.sub(fill, head)
    text = _BREAK.sub("\n", text)
    text = _ICON.sub("", _TAG.sub("", text)).replace("**", "").replace("*", "")
    return _ENTITY.sub("x", text)


def _named(el: Any) -> str:
    """How a finding names an element: its kind and what it prints."""
    if isinstance(el, TextEl):
        return f"the text {_short(el.text)}"
    if isinstance(el, IconsEl):
        return f"the icon row {_short(el.icons)}"
    if isinstance(el, ImageEl):
        return f"the image {_short(el.src)}"
    if isinstance(el, GridEl):
        return "the grid"
    if isinstance(el, TrackEl):
        return "the track"
    return "the element"


def _short(template: str, most: int = 30) -> str:
    text = " ".join(str(template).split())
    return repr(text if len(text) <= most else text[:most - 3] + "...")


def _cell_words(el: Any, names: dict) -> str:
    if isinstance(el, GridEl) and "row" in names:
        return f" (cell row {names['row']}, column {names['column']})"
    if isinstance(el, TrackEl) and "index" in names:
        return f" (space {names['index']})"
    return ""


# ---- `when`: can two elements' conditions both hold?

def _card_values(card: Any) -> dict[str, Any]:
    """The names a card's templates see, as the renderer gives them (model/printed.CARD_NAMES and the columns)."""
    values = {"id": card.id, "name": card.name, "count": card.count, **card.fields}
    return {**values, "card": dict(values)}


def contradict(whens: tuple) -> bool:
    """Whether two of the conditions contradict each other as written (`x > 3` and `x <= 3`, `p` and `not p`), so
    what they guard is never drawn together, on any card, board or pad."""
    if len(whens) < 2:
        return False
    trees = [_parse(w) for w in whens]
    return any(a is not None and b is not None and _contradict(a, b)
               for i, a in enumerate(trees) for b in trees[i + 1:])


def may_draw(whens: tuple, names: dict[str, Any]) -> bool:
    """Whether an element drawn under these conditions may be drawn where `names` (a card's columns, a cell's
    names) hold: False only when one of them is certainly false."""
    return not any(t is not None and _evaluate(t, names) is False for t in (_parse(w) for w in whens))


_TEST = re.compile(r"([A-Za-z_][\w.]*)\s+is\s+(not\s+)?(defined|undefined|none|None)\b")


@lru_cache(maxsize=1024)
def _parse(expression: str) -> Optional[ast.expr]:
    """A Jinja expression as a Python tree (its tests `x is defined` as calls of `defined('x')`), or None."""
    def test(m: re.Match) -> str:
        name, negated, kind = m.group(1), bool(m.group(2)), m.group(3)
        if kind in ("none", "None"):
            return f"({name} is {'not ' if negated else ''}None)"
        negated ^= kind == "undefined"
        return f"({'not ' if negated else ''}__defined__({name!r}))"
    text = _TEST.sub(test, expression.strip())
    text = re.sub(r"\btrue\b", "True", re.sub(r"\bfalse\b", "False", re.sub(r"\bnone\b", "None", text)))
    try:
        return ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError):
        return None   # Jinja only (a filter, `a if b`): undecided


_OPPOSITE = {ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE, ast.LtE: ast.Gt, ast.Eq: ast.NotEq,
             ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


def _contradict(a: ast.expr, b: ast.expr) -> bool:
    """Whether two conditions, as written, cannot both be true (a conjunct of one denies a conjunct of the other)."""
    for x in _conjuncts(a):
        for y in _conjuncts(b):
            if _denies(x, y) or _denies(y, x):
                return True
    return False


def _conjuncts(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
        return [c for value in node.values for c in _conjuncts(value)]
    return [node]


@lru_cache(maxsize=4096)
def _dump(node: ast.AST) -> str:
    """A tree written out, to compare two by what they say (the parsed trees are cached, so each once)."""
    return ast.dump(node)


def _denies(x: ast.expr, y: ast.expr) -> bool:
    if isinstance(x, ast.UnaryOp) and isinstance(x.op, ast.Not) and _dump(x.operand) == _dump(y):
        return True
    if not (isinstance(x, ast.Compare) and isinstance(y, ast.Compare) and len(x.ops) == 1 and len(y.ops) == 1):
        return False
    same = _dump(x.left) == _dump(y.left) and _dump(x.comparators[0]) == _dump(y.comparators[0])
    if same and _OPPOSITE.get(type(x.ops[0])) is type(y.ops[0]):
        return True   # x > 3 and x <= 3
    if (_dump(x.left) == _dump(y.left) and isinstance(x.ops[0], ast.Eq) and isinstance(y.ops[0], ast.Eq)
            and isinstance(x.comparators[0], ast.Constant) and isinstance(y.comparators[0], ast.Constant)):
        return x.comparators[0].value != y.comparators[0].value   # a == 'A' and a == 'B'
    return False


def _evaluate(node: ast.expr, names: dict[str, Any]) -> Any:
    """The value of a condition's tree on one card, or UNDECIDED (what the reader does not know)."""
    try:
        value = _value(node, names)
    except (TypeError, ValueError, KeyError, AttributeError, ZeroDivisionError):
        return UNDECIDED
    return UNDECIDED if value is UNDECIDED else bool(value)


def _value(node: ast.expr, names: dict[str, Any]) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.Tuple, ast.List)):
        items = [_value(e, names) for e in node.elts]
        return UNDECIDED if any(i is UNDECIDED for i in items) else tuple(items)
    if isinstance(node, ast.Name):
        return names.get(node.id, UNDECIDED)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "card":
        return names["card"].get(node.attr, UNDECIDED) if isinstance(names.get("card"), dict) else UNDECIDED
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "__defined__"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        return _defined(node.args[0].value, names)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        value = _value(node.operand, names)
        return UNDECIDED if value is UNDECIDED else not value
    if isinstance(node, ast.BoolOp):
        return _boolean(node, names)
    if isinstance(node, ast.Compare):
        return _compare(node, names)
    return UNDECIDED   # a call, a filter, arithmetic: the reader does not guess


def _defined(dotted: str, names: dict[str, Any]) -> Any:
    parts = dotted.split(".")
    if len(parts) == 1:
        return parts[0] in names
    if len(parts) == 2 and parts[0] == "card" and isinstance(names.get("card"), dict):
        return parts[1] in names["card"]
    return UNDECIDED


def _boolean(node: ast.BoolOp, names: dict[str, Any]) -> Any:
    """and/or over three values: a false conjunct (a true disjunct) decides whatever the others are."""
    deciding, undecided = not isinstance(node.op, ast.And), False
    for operand in node.values:   # in order, as Jinja: `x is not none and x > 2` never compares none
        try:
            value = _value(operand, names)
        except (TypeError, ValueError, KeyError, AttributeError, ZeroDivisionError):
            value = UNDECIDED
        if value is UNDECIDED:
            undecided = True
        elif bool(value) is deciding:
            return deciding
    return UNDECIDED if undecided else not deciding


_COMPARE = {ast.Eq: lambda a, b: a == b, ast.NotEq: lambda a, b: a != b, ast.Lt: lambda a, b: a < b,
            ast.LtE: lambda a, b: a <= b, ast.Gt: lambda a, b: a > b, ast.GtE: lambda a, b: a >= b,
            ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b, ast.Is: lambda a, b: a is b,
            ast.IsNot: lambda a, b: a is not b}


def _compare(node: ast.Compare, names: dict[str, Any]) -> Any:
    left = _value(node.left, names)
    for op, right_node in zip(node.ops, node.comparators):
        right = _value(right_node, names)
        if left is UNDECIDED or right is UNDECIDED or type(op) not in _COMPARE:
            return UNDECIDED
        if not _COMPARE[type(op)](left, right):
            return False
        left = right
    return True
