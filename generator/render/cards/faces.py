"""Draw one card face or back from a layout bound to its deck.

Binding does everything that does not depend on the card once per deck:
geometry is evaluated and checked against the bleed, templates compiled and
their variables checked against the deck's columns, static colours and fonts
resolved. Drawing a card then renders templates, fits text and paints.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

import jinja2
from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from ...core.confine import HINT, path_problem
from ...load.layout import (TEXT_FLOOR_PT, EllipseEl, IconsEl, ImageEl, Layout, LineEl, Paint, PolygonEl, RectEl,
                            TextEl, element_box)
from ...load.layout_expand import LayoutProblem, evaluated_problem, expand, layout_problems
from ...load.layout_repeat import NO_CELL, Cell, cell_value
from ...load.templating import TemplateLimit, TemplateTimeout
from ...core.markup import HINT as MARKUP_HINT, emphasised, first_refused
from ...core.pictures import HINT as PICTURE_HINT, picture_problem
from ...model import Deck
from ...core.orientation import exif_orientation, upright_size
from ...core.palette import MIN_CONTRAST, contrast_ratio, hex_of
from ...core.units import PT_PER_MM
from .fit import FitError, fit_paragraph
from ..shared.fallback_fonts import needs_shaping, right_to_left
from .rtl import reorderable, visual_lines
from ..shared.fonts import FontNotFound, resolve_face
from ..shared.pictures import draw_picture
from ..shared.icons import ICON_CODE, SPACER, Icon, IconCanvas, IconSet
from ..shared.painter import (BASE_NAMES, CARD_NAMES, DECK_NAMES, CardError, CardRef, LayoutError, Painter,
                              TemplateRunError, TextFitError, card_context, icon_codes, slug, wraps_between_letters)

__all__ = ["BoundLayout", "CardError", "CardRef", "Painter", "card_context", "icon_codes", "slug"]

K = PT_PER_MM
ICON_TOKEN = "\x00ICONSIZE\x00"
TEMPLATE_HINT = "the template failed on these values: see docs/cards.md, Templates"


@dataclass
class _Bound:
    """One element with its box in pt (from the trim's bottom-left) and its resolved static values."""

    element: Any
    box: tuple[float, float, float, float]
    fill: Any = None
    stroke: Any = None
    face: str = ""
    fields: str = "text"
    static: set = field(default_factory=set)   # paints resolved at binding
    when: Optional[bool] = None                # `when` resolved at binding (it reads the deck only)
    cell: Cell = NO_CELL                       # a grid cell's or track space's own names


class BoundLayout:
    """A layout bound to one deck's size, columns and the game's style."""

    noun = "card"   # what the layout is drawn on, in messages
    outline_holds = False   # a board over its own art that says `outline`: areas that hold pieces are not filled

    def __init__(self, painter: Painter, layout: Layout, deck: Deck, role: str) -> None:
        self.painter, self.layout, self.deck, self.role = painter, layout, deck, role
        self.width, self.height = deck.size.mm
        self.bleed, self.safe = float(deck.bleed), float(deck.safe)
        env = {"W": self.width, "H": self.height, "B": self.bleed, "S": self.safe}
        card_names = set(CARD_NAMES) | set(deck.fields)
        self.per_card = role == "face"
        self.items: list[_Bound] = []
        deck_ctx = card_context(painter, deck, None, None)
        self._fits: dict[tuple[int, str], tuple[float, float]] = {}
        problems = layout_problems(layout.elements, env, self.noun)   # what `pnp check` reports (LAY007-LAY009)
        if problems:
            raise self._located(problems[0])
        for el, cell in expand(layout.elements, env):
            x, y, w, h = element_box(el, env)
            used = self._check_variables(el, card_names | set(cell.names) | {n for n, *_ in cell.lazy}, cell)
            if used & (card_names | {"copy"}):
                self.per_card = True
            item = _Bound(el, (x * K, (self.height - y - h) * K, w * K, h * K), cell=cell)
            if el.when and not (painter.variables(el.when, True) - DECK_NAMES) and not cell.when:
                item.when = bool(self._deck_value(el, lambda: painter.expression(el.when)(**deck_ctx)))
            item.fields = ", ".join(f"'{v}'" for v in sorted(used & (card_names | {"copy"}))) or "text"
            for attr in ("fill", "stroke", "colour"):
                paint = getattr(el, attr, None)
                if paint is None:
                    continue
                if paint.dynamic and not (painter.variables(paint) - DECK_NAMES):
                    # Depends on the deck only ('deck-' ~ deck.id): resolve once here, not per card.
                    paint = Paint(self._deck_value(el, lambda: painter.render(paint, deck_ctx)))
                if not paint.dynamic:
                    setattr(item, "fill" if attr == "colour" else attr, self._paint(el, paint))
                    item.static.add(attr)
            if isinstance(el, TextEl):
                family = {"title": painter.game.style.title_font, "body": painter.game.style.body_font}.get(
                    el.font, el.font)
                try:
                    item.face = resolve_face(family, bold=el.bold, italic=el.italic,
                                             own=painter.own_fonts.families)
                except FontNotFound as exc:
                    where = el.loc if el.font not in ("title", "body") else painter.game.where("style")
                    raise CardError(f"{where.file}:{where.line}: {exc.args[0]}",
                                    "a game's own fonts live in its fonts/ folder (docs/cards.md, Fonts)") from None
            self.items.append(item)

    # --- binding checks ----------------------------------------------------------------------
    def _deck_value(self, el: Any, evaluate: Any) -> Any:
        """What a template that reads the deck only gives (the same for every card), a failure at the element."""
        try:
            return evaluate()
        except jinja2.TemplateError as exc:
            raise self._error(el, f"template error: {exc}", TEMPLATE_HINT) from None

    def _subject(self, card: Optional[CardRef] = None) -> str:
        return str(card) if card else f"deck '{self.deck.id}'"

    def _error(self, el: Any, message: str, hint: str = "", card: Optional[CardRef] = None) -> CardError:
        return CardError(f"{el.loc.file}:{el.loc.line}: {self._subject(card)}: {message}", hint)

    def _located(self, problem: LayoutProblem, card: Optional[CardRef] = None) -> LayoutError:
        """A layout problem as the check words it (`subject: message` at the element's line:col, its rule)."""
        return LayoutError(problem.element.loc, f"{self._subject(card)}: {problem.message}", problem.hint,
                           problem.rule)

    def _check_variables(self, el: Any, card_names: set[str], cell: Cell = NO_CELL) -> set[str]:
        sources = [(getattr(el, key), False) for key in ("text", "src", "icons") if getattr(el, key, None)]
        sources += [(expr, True) for expr in cell.when] + [(expr, True) for _, expr, *_ in cell.lazy]
        sources += [(str(getattr(el, key)), False) for key in ("fill", "stroke", "colour")
                    if getattr(el, key, None) is not None and getattr(el, key).dynamic]
        if el.when:
            sources.append((el.when, True))
        used: set[str] = set()
        for source, is_expr in sources:
            try:
                used |= self.painter.variables(source, is_expr)
            except jinja2.TemplateSyntaxError as exc:
                raise self._error(el, f"template error: {exc.message}", "see docs/cards.md, Templates") from None
        allowed = card_names | set(BASE_NAMES) if self.role == "face" else card_names | set(BASE_NAMES)
        unknown = sorted(used - allowed)
        if unknown:
            from ...core.suggest import did_you_mean

            hint = did_you_mean(unknown[0], sorted(allowed)) or \
                "the deck's columns are: " + ", ".join(["id", "name", "count", *self.deck.fields])
            raise self._error(el, f"unknown template field '{unknown[0]}'", hint)
        return used

    def _paint(self, el: Any, paint: str, card: Optional[CardRef] = None) -> Optional[Color]:
        try:
            return self.painter.colour(paint)
        except KeyError:
            raise self._error(el, f"unknown colour '{paint}'", "write #rrggbb or a name of the game's style "
                              "palette (" + ", ".join(sorted(self.painter.game.style.palette) or ["none yet"]) +
                              ") or of the shared palette", card) from None

    # --- contrast ------------------------------------------------------------------------------
    def _background(self, index: int, ctx: dict[str, Any], ref: CardRef
                    ) -> Optional[tuple[Color, Any, dict[str, Any]]]:
        """The fill under an element's centre: the last filled rect or ellipse (inside its curve, not just its box)
        drawn before it on this card."""
        bx, by, bw, bh = self.items[index].box
        cx, cy = bx + bw / 2, by + bh / 2
        for item in reversed(self.items[:index]):
            el = item.element
            if not isinstance(el, (RectEl, EllipseEl)):
                continue
            x, y, w, h = item.box
            if not (x <= cx <= x + w and y <= cy <= y + h):
                continue
            if isinstance(el, EllipseEl) and w > 0 and h > 0 and \
                    ((cx - x - w / 2) / (w / 2)) ** 2 + ((cy - y - h / 2) / (h / 2)) ** 2 > 1:
                continue   # in the disc's box but beside the disc: what lies under it is drawn earlier
            # the shape's own context: a repeat's shape under another repeat's text reads its own `value`
            # (score-sheet: a row's colour 'row-{{ value }}' was read with the hint grid's value over it)
            own = self.shown(item, getattr(self, "_outer", ctx), ref) if item.cell is not NO_CELL else ctx
            if own is None or item.when is False or (el.when and item.when is None
                                                     and not self.painter.expression(el.when)(**own)):
                continue
            fill = self._dynamic(item, "fill", item.fill, own, ref)
            if fill is not None:
                return fill, el, own
        return None

    def _named(self, el: Any, attr: str, ctx: dict[str, Any]) -> Optional[str]:
        """The palette name an element's colour key gives on this card ('kind-boost' from
        "kind-{{ kind | slug }}"), or None for a #rrggbb or a colour the element leaves to its default."""
        paint = getattr(el, attr, None)
        if paint is None:
            return None
        name = (self.painter.render(paint, ctx) if "{{" in paint else str(paint)).strip()
        return None if not name or name.startswith("#") else name

    def _check_contrast(self, index: int, what: str, colours: list[Color], ctx: dict[str, Any],
                        ref: CardRef) -> None:
        """Text or an icon must stand out from the colour it sits on: a WCAG ratio of at least 3:1."""
        under = self._background(index, ctx, ref)
        if under is None or not colours:
            return
        band, shape, under_ctx = under
        rgb = lambda col: (col.red, col.green, col.blue)  # noqa: E731
        best = max(colours, key=lambda col: contrast_ratio(rgb(col), rgb(band)))
        ratio = contrast_ratio(rgb(best), rgb(band))
        if ratio < MIN_CONTRAST:
            el = self.items[index].element   # drawing finds it (colours from the data): the check's own form
            # name the palette colours as the card resolved them, so a designer knows which entry to change
            ink = self._named(el, "colour", ctx) if what == "text" else None
            fill = self._named(shape, "fill", under_ctx)
            ink_text = f"{hex_of(rgb(best))}" + (f", palette '{ink}'" if ink else "")
            fill_text = f"{hex_of(rgb(band))} background (" + (f"palette '{fill}', " if fill else "")
            names = [f"'{n}'" for n in dict.fromkeys((ink, fill)) if n]   # 'ink' on 'ink': named once
            hint = ("choose a text or icon colour that stands out from the band, or another band colour"
                    + (f": change {' or '.join(names)} under style: palette: in game.yaml" if names else ""))
            raise LayoutError(el.loc, f"{self._subject(ref)}: layout '{self.layout.name}': the {what} "
                                      f"({ink_text}) on its {fill_text}line "
                                      f"{shape.loc.line}) has a contrast of {ratio:.2f}:1; at least "
                                      f"{MIN_CONTRAST:g}:1 is needed to read it", hint, rule="LAY013")

    def _check_icon_contrast(self, index: int, icon: Icon, ctx: dict[str, Any], ref: CardRef) -> None:
        inks = [col for shape in icon.shapes for col in (shape.fill, shape.stroke) if col is not None]
        self._check_contrast(index, f"icon '{icon.code}'", inks, ctx, ref)

    # --- drawing ---------------------------------------------------------------------------------
    def _cell_context(self, outer: dict[str, Any], cell: Cell, ref: CardRef) -> Optional[dict[str, Any]]:
        """The context a repeated element draws with, or None when an enclosing repeat's `when` is false."""
        ctx = {**outer, **cell.names}
        for expr in cell.when:
            if not self.painter.expression(expr)(**ctx):
                return None
        for name, expr, position, repeat in cell.lazy:
            values = self.painter.expression(expr)(**ctx)
            problem = evaluated_problem(repeat, values)   # the same judgement `pnp check` makes of it
            if problem is not None:
                raise self._located(problem, ref)
            ctx[name] = cell_value(values, ctx.get("row", 1), ctx.get("column", 1), position)
        return ctx

    def shown(self, item: _Bound, outer: dict[str, Any], ref: CardRef) -> Optional[dict[str, Any]]:
        """The context the item draws with on this card, or None when its `when` (or its repeat's) is false."""
        ctx = self._cell_context(outer, item.cell, ref) if item.cell is not NO_CELL else outer
        if ctx is None or item.when is False or (item.element.when and item.when is None
                                                 and not self.painter.expression(item.element.when)(**ctx)):
            return None
        return ctx

    def draw(self, c: Canvas, x0: float, y0: float, outer: dict[str, Any], ref: CardRef) -> None:
        """Draw every element with the trim's bottom-left corner at (x0, y0) in pt."""
        self._outer = outer   # the card's own context, for what lies under an element (_background)
        for index, item in enumerate(self.items):
            el = item.element
            try:
                ctx = self.shown(item, outer, ref)
                if ctx is None:
                    continue
                if isinstance(el, TextEl):
                    self._text(c, x0, y0, index, item, ctx, ref)
                elif isinstance(el, (RectEl, EllipseEl, PolygonEl, LineEl)):
                    self._shape(c, x0, y0, item, ctx, ref)
                elif isinstance(el, ImageEl):
                    self._image(c, x0, y0, item, ctx, ref)
                elif isinstance(el, IconsEl):
                    self._icon_row(c, x0, y0, index, item, ctx, ref)
            except jinja2.UndefinedError as exc:
                raise self._error(el, f"unknown template field: {exc.message}", "check the layout's template",
                                  ref) from None
            except TemplateRunError as exc:
                raise self._error(el, f"template error: {exc}", TEMPLATE_HINT, ref) from None
            except jinja2.TemplateError as exc:
                raise self._error(el, f"template error: {exc}", "", ref) from None
            except (TemplateLimit, TemplateTimeout) as exc:   # a layout's text past pnp's limits: the layout's line,
                # not an internal error (a hostile-input probe's "{{ ('x' * 10**9) | length }}" was exit 3)
                raise self._error(el, str(exc).replace(" in a document", " in a layout"),
                                  "print less: the limits are in docs/content-format.md#limits", ref) from None

    def _dynamic(self, item: _Bound, attr: str, static: Any, ctx: dict[str, Any], ref: CardRef) -> Any:
        el = item.element
        paint: Optional[Paint] = getattr(el, attr, None)
        if paint is None or attr in item.static:
            return static
        return self._paint(el, self.painter.render(paint, ctx), ref)

    def _shape(self, c: Canvas, x0: float, y0: float, item: _Bound, ctx: dict[str, Any], ref: CardRef) -> None:
        el = item.element
        fill = self._dynamic(item, "fill", item.fill, ctx, ref) if not isinstance(el, LineEl) else None
        if self.outline_holds and getattr(el, "holds", None) is not None:
            fill = None
        stroke = self._dynamic(item, "stroke", item.stroke, ctx, ref)
        if fill is None and stroke is None:
            return
        if fill is not None:
            c.setFillColor(fill)
        if stroke is not None:
            c.setStrokeColor(stroke)
            c.setLineWidth(float(el.width) * K)
        if isinstance(el, LineEl):
            c.setDash([d * K for d in el.dash]) if el.dash else c.setDash()
        fill_flag, stroke_flag = int(fill is not None), int(stroke is not None)
        if isinstance(el, (LineEl, PolygonEl)):
            path = c.beginPath()
            points = el.points.resolve({"W": self.width, "H": self.height, "B": self.bleed, "S": self.safe})
            path.moveTo(x0 + points[0][0] * K, y0 + (self.height - points[0][1]) * K)
            for px, py in points[1:]:
                path.lineTo(x0 + px * K, y0 + (self.height - py) * K)
            if isinstance(el, PolygonEl):
                path.close()
            c.drawPath(path, stroke=stroke_flag, fill=fill_flag if isinstance(el, PolygonEl) else 0)
            if isinstance(el, LineEl) and el.dash:
                c.setDash()
            return
        bx, by, bw, bh = item.box
        if isinstance(el, EllipseEl):
            c.ellipse(x0 + bx, y0 + by, x0 + bx + bw, y0 + by + bh, stroke=stroke_flag, fill=fill_flag)
        elif el.radius:
            c.roundRect(x0 + bx, y0 + by, bw, bh, float(el.radius) * K, stroke=stroke_flag, fill=fill_flag)
        else:
            c.rect(x0 + bx, y0 + by, bw, bh, stroke=stroke_flag, fill=fill_flag)

    def _markup(self, el: TextEl, ctx: dict[str, Any], ref: CardRef, fields: str) -> tuple[str, list[Icon]]:
        text = self.painter.render(el.text, ctx).strip()
        text = emphasised(text)
        refused = first_refused(text)   # the check judged the written text; this is what ReportLab would read
        if refused is not None:
            what = "the text" if fields == "text" else f"the text of field {fields}"
            raise LayoutError(el.loc, f"{self._subject(ref)}: {what} uses '{refused.markup}', which {self.noun} "
                                      f"text may not use: {refused.reason}", MARKUP_HINT, "LAY011")
        text = text.replace("\r\n", "\n").replace("\n", "<br/>")
        icons: list[Icon] = []

        def icon(match: re.Match) -> str:
            found = self.painter.icons.get(match.group(1))
            if found is None:
                raise self._error(el, f"unknown icon ':{match.group(1)}:' in field {fields}",
                                  "icons live in content/<game>/icons/ or templates/icons/; known: " +
                                  ", ".join(self.painter.icons.available()), ref)
            icons.append(found)
            width = f"{ICON_TOKEN}*{found.aspect:.4f}"
            return f'<img src="{SPACER}" width="{width}" height="{ICON_TOKEN}" valign="middle"/>'

        return ICON_CODE.sub(icon, text), icons

    def _text(self, c: Canvas, x0: float, y0: float, index: int, item: _Bound, ctx: dict[str, Any],
              ref: CardRef) -> None:
        el: TextEl = item.element
        colour = self._dynamic(item, "colour", item.fill, ctx, ref) or HexColor("#000000")
        markup, icons = self._markup(el, ctx, ref, item.fields)
        if not markup:
            return
        self._check_contrast(index, "text", [colour], ctx, ref)
        for icon in icons:
            self._check_icon_contrast(index, icon, ctx, ref)
        bx, by, bw, bh = item.box
        key = (index, markup)

        plain = markup
        markup = self.painter.fallbacks.apply(markup, item.face)
        cjk, shaping = wraps_between_letters(markup), needs_shaping(markup)
        # a text in a script written right to left starts at the right edge (the layout's left, the default, is
        # read as its start; right and center stay as written), and its lines are written in the order they are
        # read (rtl.py)
        rtl = right_to_left(markup)
        align = "right" if rtl and el.align == "left" else el.align
        reorder = rtl and not icons and reorderable(plain)

        def make(size: float) -> Paragraph:
            text = _icon_sized(markup, size * 1.15) if icons else markup
            style = self.painter.paragraph_style(item.face, size, el.leading, align, colour, cjk, shaping)
            if reorder:
                text = self.painter.fallbacks.apply(visual_lines(
                    plain, lambda seg: Paragraph(self.painter.fallbacks.apply(seg, item.face), style), bw), item.face)
            return Paragraph(text, style)

        cached = self._fits.get(key)
        try:
            para, size, used = fit_paragraph(make, bw, bh, el.size, el.min_size, el.max_lines, cached)
        except FitError as exc:
            lower = f", or lower min_size (to {TEXT_FLOOR_PT:g} pt)" if el.min_size > TEXT_FLOOR_PT else ""
            hint = f"shorten the text or enlarge the box{lower}"
            if _pnp_own(self.layout.file):   # the designer cannot enlarge a box of pnp's own face
                hint = (f"layout '{self.layout.name}' is pnp's own, laid out for cards of about 50 mm and more: "
                        f"give deck '{self.deck.id}' a layout of its own in layouts/ (docs/cards.md, Layout files) "
                        f"and name it as the deck's layout, or shorten the text")
            raise TextFitError(el.loc, f"{ref}: the text of field {item.fields} does not fit its "
                                       f"{bw / K:.1f} x {bh / K:.1f} mm box even at {el.min_size:g} pt: {exc}",
                               hint) from None
        self._fits[key] = (size, used)
        top = y0 + by + bh
        offset = {"top": 0.0, "middle": (bh - used) / 2, "bottom": bh - used}[el.valign]
        if isinstance(c, IconCanvas) and icons:
            c.icon_queue = [_icon_drawer(self.painter.icons, i) for i in icons]
        para.drawOn(c, x0 + bx, top - offset - used)
        if isinstance(c, IconCanvas):
            c.icon_queue = []

    def _image(self, c: Canvas, x0: float, y0: float, item: _Bound, ctx: dict[str, Any], ref: CardRef) -> None:
        el: ImageEl = item.element
        rel = self.painter.render(el.src, ctx).strip()
        refused = path_problem(self.painter.folder, rel)
        if refused:
            raise LayoutError(el.loc, f"{self._subject(ref)}: image src: {refused}", HINT, "PATH001")
        path = (self.painter.folder / rel).resolve()
        if self.painter.folder.resolve() not in path.parents or not path.is_file():
            raise self._error(el, f"missing image '{rel}'", f"put the picture at {self.painter.game.root}/{rel}", ref)
        damaged = picture_problem(path)
        if damaged:
            raise LayoutError(el.loc, f"{self._subject(ref)}: image '{rel}': {damaged}", PICTURE_HINT, "LAY012")
        try:
            reader = self.painter.image(path)
            iw, ih = reader.getSize()
        except Exception as exc:  # Pillow's many decode errors: a user's bad file
            raise self._error(el, f"cannot read the image '{rel}': {exc}", "save it as PNG or JPEG", ref) from None
        bx, by, bw, bh = item.box
        orientation = exif_orientation(path)
        iw, ih = upright_size((iw, ih), orientation)
        ratio, want = iw / ih, bw / bh
        if el.fit == "exact" and abs(ratio / want - 1) > 0.01:
            raise self._error(el, f"image '{rel}' is {iw}x{ih} px (aspect {ratio:.3f}) but its box is "
                                  f"{bw / K:g}x{bh / K:g} mm (aspect {want:.3f})",
                              "crop the picture to the box's proportions, or set fit: contain or cover", ref)
        draw_picture(c, reader, path, x0 + bx, y0 + by, bw, bh, orientation=orientation, cover=el.fit == "cover",
                     focus=(el.focus[0], el.focus[1]))

    def _icon_row(self, c: Canvas, x0: float, y0: float, index: int, item: _Bound, ctx: dict[str, Any],
                  ref: CardRef) -> None:
        el: IconsEl = item.element
        codes = icon_codes(self.painter.render(el.icons, ctx))
        icons = []
        for code in codes:
            found = self.painter.icons.get(code)
            if found is None:
                raise self._error(el, f"unknown icon '{code}' in field {item.fields}",
                                  "known icons: " + ", ".join(self.painter.icons.available()), ref)
            icons.append(found)
        if not icons:
            return
        for icon in icons:
            self._check_icon_contrast(index, icon, ctx, ref)
        bx, by, bw, bh = item.box
        size = float(el.size) * K if el.size is not None else bh
        gap = float(el.gap) * K
        aspects = sum(i.aspect for i in icons)
        size = min(size, (bw - gap * (len(icons) - 1)) / aspects)   # a full row shrinks to fit, never spills
        widths = [size * i.aspect for i in icons]
        total = sum(widths) + gap * (len(icons) - 1)
        x = x0 + bx + {"left": 0.0, "center": (bw - total) / 2, "right": bw - total}[el.align]
        y = y0 + by + (bh - size) / 2
        for icon, w in zip(icons, widths):
            self.painter.icons.draw(c, icon, x, y, w, size)
            x += w + gap


def _icon_sized(markup: str, size: float) -> str:
    def width(match: re.Match) -> str:
        return f'width="{size * float(match.group(1)):.2f}"'

    text = re.sub(rf'width="{ICON_TOKEN}\*([0-9.]+)"', width, markup)
    return text.replace(ICON_TOKEN, f"{size:.2f}")


def _icon_drawer(icons: IconSet, icon: Icon):
    def draw(c: Canvas, x: float, y: float, w: float, h: float) -> None:
        icons.draw(c, icon, x, y, w, h)

    return draw


def _pnp_own(shown: str) -> bool:
    """Whether a layout file (as shown) is one of pnp's templates, not the game's."""
    from ...load.discover import PACKAGE_ROOT

    return Path(shown).resolve().is_relative_to((PACKAGE_ROOT / "templates").resolve())
