"""Draw a card layout's anatomy over one card of a built card sheet (docs/img/card-anatomy.png).

tools/doc_pictures.py builds the deck with `pnp build --guides` (so pnp itself draws the trim, bleed and
safe-zone lines) and hands this helper page's raster. The helper then:

1. loads the game and binds the deck's face layout as the card renderer does (renderer.bind), and takes
   each element the chosen card draws (its `when` and its repeat's are honoured, BoundLayout.shown) with its
   box in mm from the trim's top-left corner;
2. finds the card on the sheet from the same grid the renderer imposes with (renderer.front_grid), whitens
   the other cards' cells and cuts the card out with a little white beyond its bleed;
3. outlines each element's box and labels it in the margins, with a leader line, by what it reads: the
   deck's columns (and `card`, `copy`, `game`, `deck`) its text, picture or icon template names, else by its kind
   (text, icon row: its codes); a shape by its kind and paint (`rect, fill paper`, `rect, stroke copy`);
   then adds a key to the lines below.

Outlines are drawn just inside each box, so pnp's guide lines on a box's edge stay in sight; a shape that
covers the whole bleed (a background) is not outlined: the bleed line is its edge.

Nothing here changes what pnp prints: the labels come from the layout's own data, drawn with Pillow over
the pypdfium2 raster, in pnp's bundled Lato.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FONT = ROOT / "fonts" / "Lato-Bold.ttf"

CONTENT = (235, 95, 0)       # what an element prints (text, icons, a picture)
SHAPE = (80, 86, 95)         # a shape (rect, ellipse, line, polygon), dashed
KINDS = {"TextEl": "text", "IconsEl": "icon row", "ImageEl": "picture", "RectEl": "rect", "EllipseEl": "ellipse",
         "LineEl": "line", "PolygonEl": "polygon"}
SHARED = ("card", "copy", "game", "deck")   # names a template may read besides the card's columns
SIDE, PAD, AROUND = 34.0, 4.0, 2.0   # mm: each label margin, the white round the whole, the white round the bleed


@dataclass(frozen=True)
class Part:
    """One element the card draws: its label, whether it prints content (or is a shape), its box in mm from
    the trim's top-left corner (y down) and the layout line it comes from."""

    label: str
    content: bool
    box: tuple[float, float, float, float]
    line: int


def parts(folder: Path, deck_id: str, index: int) -> tuple[Any, list[Part], int]:
    """The deck, the elements its `index`-th printed card (from 0, in sheet order) draws, and how many cards
    the deck prints."""
    from generator.load import load_game
    from generator.load.layout import IconsEl, ImageEl, TextEl
    from generator.render.cards.faces import CardRef, Painter, card_context
    from generator.render.cards.renderer import bind, instances
    from generator.core.units import PT_PER_MM

    loaded = load_game(folder)
    deck = loaded.game.deck(deck_id)
    if deck is None:
        raise SystemExit(f"{folder}: no deck '{deck_id}'")
    painter = Painter(loaded.game, loaded.folder)
    face = bind(painter, deck, deck.layout, "face")
    printed = instances(painter, deck)
    inst = printed[index]
    ctx = card_context(painter, deck, inst.card, inst.copy)
    ref = CardRef(deck.id, inst.card.id, inst.card.loc)
    columns = ["id", "name", "count", *deck.fields]
    height = deck.size.mm[1]
    out: list[Part] = []
    for item in face.items:
        if face.shown(item, ctx, ref) is None:
            continue
        el = item.element
        content = isinstance(el, (TextEl, IconsEl, ImageEl))
        read: set[str] = set()
        for key in ("text", "src", "icons"):
            source = getattr(el, key, None)
            if source:
                read |= painter.variables(str(source))
        names = [n for n in (*columns, *SHARED) if n in read]
        label = ", ".join(names) or KINDS.get(type(el).__name__, type(el).__name__)
        if isinstance(el, IconsEl) and not names:
            label = "icon row: " + " ".join(re.split(r"[\s,;]+", str(el.icons).strip()))
        if not content:
            label += _paint(painter, el)
        x, y, w, h = (v / PT_PER_MM for v in item.box)   # pt from the trim's bottom-left
        out.append(Part(label, content, (x, height - y - h, w, h), el.loc.line))
    return deck, out, len(printed)


def _paint(painter: Any, el: Any) -> str:
    """', fill paper' or ', stroke copy': the first paint a shape has, by name or by what its template reads."""
    for key in ("fill", "stroke"):
        paint = getattr(el, key, None)
        if paint is not None and str(paint) != "none":
            shown = ", ".join(sorted(painter.variables(str(paint)))) if paint.dynamic else str(paint)
            return f", {key} {shown}"
    return ""


def _dashed(draw: Any, a: tuple[float, float], b: tuple[float, float], fill: tuple, width: int,
            dash: float = 7, gap: float = 5) -> None:
    (x0, y0), (x1, y1) = a, b
    length = max(abs(x1 - x0), abs(y1 - y0))
    step, at = dash + gap, 0.0
    while at < length:
        end = min(at + dash, length)
        draw.line([(x0 + (x1 - x0) * at / length, y0 + (y1 - y0) * at / length),
                   (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)], fill=fill, width=width)
        at += step


def _outline(draw: Any, box: tuple[float, float, float, float], colour: tuple, dashed: bool) -> None:
    """The box's outline 2 px wide, just inside its edge (where a guide line may run)."""
    x0, y0, x1, y1 = box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2
    if not dashed:
        draw.rectangle((x0 - 1, y0 - 1, x1 + 1, y1 + 1), outline=colour, width=2)
        return
    for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))):
        _dashed(draw, a, b, colour, 2)


def _rgb(colour: Any) -> tuple[int, int, int]:
    return tuple(round(v * 255) for v in colour.rgb())   # type: ignore[return-value]


def _spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Label centres as near the wanted ones as a gap between neighbours allows, inside [low, high]
    (wanted is sorted)."""
    placed: list[float] = []
    for y in wanted:   # down the side, each at least a gap below the one above
        placed.append(max(y, low, placed[-1] + gap if placed else low))
    for i in range(len(placed) - 1, -1, -1):   # then up from the bottom, where the last ones ran past it
        placed[i] = min(placed[i], high if i == len(placed) - 1 else placed[i + 1] - gap)
    return placed


def draw_anatomy(sheet: Any, dpi: int, page_height_mm: float, trim: Any, bleed: float, parts_: list[Part],
                 target: Path, others: tuple[Any, ...] = (), side: float = SIDE, pad: float = PAD,
                 around: float = AROUND) -> tuple[int, int]:
    """The card at `trim` (a Rect in mm, origin at the page's bottom-left) of the sheet raster, cut out with
    `around` mm beyond its bleed (crop marks, the bleed line's outer half), the cells of the other cards on
    the sheet (`others`, Rects) whitened; every part outlined and labelled in margins `side` mm wide, and a
    key below. Returns the picture's size."""
    from PIL import Image, ImageDraw, ImageFont
    from generator.render.cards.sheets import GUIDE_BLEED, GUIDE_SAFE, GUIDE_TRIM

    px = dpi / 25.4
    sheet = sheet.convert("RGB")

    def pixels(x: float, y: float, w: float, h: float) -> tuple[int, int, int, int]:   # mm, y up -> px, y down
        return (round(x * px), round((page_height_mm - y - h) * px), round((x + w) * px),
                round((page_height_mm - y) * px))

    blank = ImageDraw.Draw(sheet)
    for other in others:
        blank.rectangle(pixels(other.x, other.y, other.w, other.h), fill="white")
    margin = bleed + around
    cut = pixels(trim.x - margin, trim.y - margin, trim.w + 2 * margin, trim.h + 2 * margin)
    card = sheet.crop(cut)
    font = ImageFont.truetype(str(FONT), round(2.1 * px))
    key = [(_rgb(GUIDE_TRIM), False, "trim (cut)"), (_rgb(GUIDE_BLEED), True, "bleed"),
           (_rgb(GUIDE_SAFE), True, "safe zone"), (CONTENT, False, "what an element prints"),
           (SHAPE, True, "a shape")]
    key_w = sum(13.5 * px + font.getlength(text) for *_, text in key) - 5 * px
    key_h = 12.0
    width = max(card.width + round(2 * (side + pad) * px), round(key_w + 2 * pad * px))
    height = card.height + round((2 * pad + key_h) * px)
    image = Image.new("RGB", (width, height), "white")
    left, top = (width - card.width) // 2, round(pad * px)   # the card in the middle, a label margin each side
    image.paste(card, (left, top))
    draw = ImageDraw.Draw(image)
    # the trim's top-left corner in the picture's pixels
    ox, oy = left + trim.x * px - cut[0], top + (page_height_mm - trim.y - trim.h) * px - cut[1]

    def rect(p: Part) -> tuple[float, float, float, float]:
        x, y, w, h = p.box
        return (ox + x * px, oy + y * px, ox + (x + w) * px, oy + (y + h) * px)

    def background(p: Part) -> bool:
        x, y, w, h = p.box
        return x <= -bleed + 0.01 and y <= -bleed + 0.01 and w >= trim.w + 2 * bleed - 0.02 and \
            h >= trim.h + 2 * bleed - 0.02

    for p in parts_:   # shapes first, so content boxes stay on top
        if not p.content and not background(p):
            _outline(draw, rect(p), SHAPE, dashed=True)
    for p in parts_:
        if p.content:
            _outline(draw, rect(p), CONTENT, dashed=False)
    mid = ox + trim.w * px / 2
    row = 2.9 * px
    for on_left in (True, False):
        mine = sorted((p for p in parts_ if ((rect(p)[0] + rect(p)[2]) / 2 < mid) == on_left),
                      key=lambda p: ((rect(p)[1] + rect(p)[3]) / 2, p.line))
        wanted = [(rect(p)[1] + rect(p)[3]) / 2 for p in mine]
        for p, y in zip(mine, _spread(wanted, row, top + row / 2, top + card.height - row / 2)):
            x0, y0, x1, y1 = rect(p)
            colour = CONTENT if p.content else SHAPE
            text = f"{p.label}"
            tw = draw.textlength(text, font=font)
            if on_left:
                tx, end = left - 2.5 * px - tw, (max(x0, left - 1.5 * px + 1), min(max(y, y0), y1))
                start = (left - 1.5 * px, y)
            else:
                tx, end = left + card.width + 2.5 * px, (min(x1, left + card.width + 1.5 * px - 1), min(max(y, y0), y1))
                start = (left + card.width + 1.5 * px, y)
            tx = max(2.0, min(tx, width - tw - 2))
            draw.text((tx, y), text, font=font, fill=colour, anchor="lm")
            draw.line([start, end], fill=colour, width=1)
            r = 0.45 * px
            draw.ellipse((end[0] - r, end[1] - r, end[0] + r, end[1] + r), fill=colour)
    # the key: pnp's guides, then this picture's outlines
    y = top + card.height + (pad + key_h / 2) * px
    x = (width - key_w) / 2
    for colour, dashed, text in key:
        if dashed:
            _dashed(draw, (x, y), (x + 7 * px, y), colour, 3, dash=0.9 * px, gap=0.6 * px)
        else:
            draw.line([(x, y), (x + 7 * px, y)], fill=colour, width=3)
        x += 8.5 * px
        draw.text((x, y), text, font=font, fill=(40, 40, 40), anchor="lm")
        x += draw.textlength(text, font=font) + 5 * px
    image = image.convert("P", palette=Image.Palette.ADAPTIVE, colors=128)
    image.save(target, optimize=True)
    return image.size
