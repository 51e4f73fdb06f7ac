"""Layout badges: a text whose box comes within 1 mm of a badge beside it on the same line (LAY015).

A badge is an ellipse a layout draws (a cost circle, a value badge, a light
disc under a band's icon). A title set beside one in a box that reaches to
the badge's edge prints flush against it when the title is long (issue 29:
Journeys' "Civil Disorder" 0.5 mm from its event badge, Commerce's wonders).
A text and a badge are compared when their boxes share at least half the
smaller one's height (one line) and neither box holds the other (a number on
its badge lies inside it), nor when the text's box spans the ellipse's
middle (words printed across an emblem or a disc behind them, as LAY014 takes
shapes for backgrounds), nor when the ellipse is more than three times the
text box's height and over 20 mm (a disc the texts stand round, such as a dartboard's
numbers round its 158 mm board: darts-501, written outside the project); the gap is measured box to box across, and a box
reaching partly over the badge counts as no gap. Only boxes are compared, so the
finding does not depend on which card has the longest title: the box is what
a long title fills. Grids and tracks are unrolled as the renderer unrolls
them, a text in a cell compared too; an ellipse in a cell is a grid's mark (a
dot on a board), not a badge. An element that says `over: true` is a
deliberate overlay and is not compared, nor are two whose `when`s cannot both
hold, as written (`role == 'Line'` and `role == 'Goalie'`) or on every card of
the decks drawn with the layout (ice-hockey, written outside the project: a
line's name box beside the goalie's badge, never on one card).
"""
from __future__ import annotations

from typing import Any, Iterator

from ..load.layout import EllipseEl, TextEl, element_box
from ..load.layout_expand import expand
from ..load.layout_repeat import NO_CELL, RepeatError
from .catalogue import declare
from .findings import Context
from .layout_geometry import _layout, layout_targets
from .layout_overlaps import _card_values, contradict, may_draw
from .registry import family

declare("LAY015", family="layout badges", severity="warning",
        title="a text's box comes within 1 mm of a badge (an ellipse) beside it on the same line")

GAP = 1.0        # mm: the clear room a text's box keeps from a badge beside it
SLACK = 0.01     # mm: rounding in the layout's arithmetic
TALLER = 3.0     # an ellipse more than this many times the text box's height, and over DISC mm, is no badge on the
DISC = 20.0      # text's line but a disc the text stands round

Box = tuple[float, float, float, float]


def _holds(outer: Box, inner: Box) -> bool:
    return (outer[0] - SLACK <= inner[0] and inner[0] + inner[2] <= outer[0] + outer[2] + SLACK
            and outer[1] - SLACK <= inner[1] and inner[1] + inner[3] <= outer[1] + outer[3] + SLACK)


def crowded(text: Box, badge: Box) -> float | None:
    """The gap (mm, negative where the boxes overlap across) between a text's box and a badge's on one line,
    when it is under GAP; None when they are apart, on different lines, or one holds the other."""
    down = min(text[1] + text[3], badge[1] + badge[3]) - max(text[1], badge[1])
    if down < 0.5 * min(text[3], badge[3]) or _holds(text, badge) or _holds(badge, text):
        return None
    if badge[3] > max(TALLER * text[3], DISC):
        return None   # a disc many lines tall is a shape the text stands round (a dartboard's numbers), no badge
    if text[0] <= badge[0] + badge[2] / 2 <= text[0] + text[2]:
        return None   # the text runs across the ellipse's middle: printed on it (an emblem, a banner), not beside
    gap = max(badge[0] - (text[0] + text[2]), text[0] - (badge[0] + badge[2]))
    return gap if gap < GAP - SLACK else None


def close_pairs(elements: tuple, env: dict[str, float], cards: tuple[dict[str, Any], ...] = ()
                ) -> Iterator[tuple[Any, Any, float]]:
    """(text, badge, gap) for every text element crowding an ellipse at this size, each pair once; a pair whose
    conditions cannot both hold (as written, or on any of `cards`, the names of the cards drawn so) is never drawn
    together and is not one."""
    try:
        placed = [(el, cell) for el, cell in expand(elements, env) if cell is NO_CELL or isinstance(el, TextEl)]
    except RepeatError:
        return   # LAY007 reports a repeat that cannot be laid out

    def drawn(kind: Any) -> list[tuple[Any, Box, tuple, dict]]:
        return [(el, element_box(el, env), ((el.when,) if el.when else ()) + tuple(cell.when),
                 dict(cell.names))
                for el, cell in placed if isinstance(el, kind) and not getattr(el, "over", False)]

    seen: set[tuple[int, int]] = set()
    for text, tbox, twhen, tcell in drawn(TextEl):
        for badge, bbox, bwhen, _ in drawn(EllipseEl):
            gap = crowded(tbox, bbox)
            if gap is None or (text.loc.line, badge.loc.line) in seen or not _together(twhen + bwhen, tcell, cards):
                continue
            seen.add((text.loc.line, badge.loc.line))
            yield text, badge, gap


def _together(whens: tuple, cell: dict[str, Any], cards: tuple[dict[str, Any], ...]) -> bool:
    """Whether elements drawn under these conditions may be drawn together: no two contradict as written, and
    some card (when there are cards) may draw them all."""
    if not whens:
        return True
    if contradict(whens):
        return False
    return not cards or any(may_draw(whens, {**card, **cell}) for card in cards)


@family("layout badges")
def check_layout_badges(ctx: Context) -> None:
    seen: set = set()
    targets = list(layout_targets(ctx))
    for path, deck, what in targets:
        layout = _layout(path, ctx.loaded.sources)
        width, height = deck.size.mm
        if layout is None or (path, width, height) in seen:
            continue
        seen.add((path, width, height))   # one finding per layout and size, not per deck drawn with it
        env = {"W": width, "H": height, "B": float(deck.bleed), "S": float(deck.safe)}
        owner = f"{'deck' if what == 'card' else what} '{deck.id}'"
        # the cards of every deck drawn with this layout at this size; a board or pad is no card: as written only
        cards = tuple(_card_values(card) for p, d, w in targets if w == "card" == what and p == path
                      and d.size.mm == (width, height) for card in d.cards)
        for text, badge, gap in close_pairs(layout.elements, env, cards):
            room = f"{gap:.1f} mm from" if gap >= 0 else f"{-gap:.1f} mm over"
            ctx.report("LAY015", text.loc, f"{owner} (layout '{layout.name}'): the text's box reaches {room} the "
                       f"badge at line {badge.loc.line} on its line: a long text prints flush against it",
                       expected=f">= {GAP:g} mm", actual=f"{gap:.1f} mm",
                       hint=f"narrow the text's box to keep {GAP:g} mm from the badge (or write `over: true` on "
                            f"one of them if the text is meant to run over it)",
                       subject=f"{what}/{deck.id}/layout/{layout.name}/badge/{text.loc.line}-{badge.loc.line}",
                       related=badge.loc)
