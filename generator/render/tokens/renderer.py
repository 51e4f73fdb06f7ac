"""The token renderer: every token sheet (and every inventory token without one) -> tokens.pdf.

Each design is printed as often as game.yaml says (once per colour), round,
square, hex or as a bar, with its text fitted inside the cut line. Two-sided
components print their back text on the mirrored back page; one-sided ones
get a plain back in their colour.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, replace
from typing import Any, Optional

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...load.languages import Wording
from ...model.printed import die_stickers
from ...core.token_fit import TEXT_FLOOR as FLOOR, ShapeFit, balanced_lines, box_lines, fit_shape  # noqa: F401
from ...core.token_fit import ICON_GAP, line_bands, under_icon
from ...core.errors import Loc
from ...model import Component, Game, TokenFace, TokenSheet
from ...model.pieces import PIECE_CUTS
from ...core.palette import colour_hex, is_dark
from ...core.units import PT_PER_MM
from ..cards.sheets import Duplex, Rect, content_date, paper_mm, sheet_canvas
from ..job import RenderJob, renderer
from ..shared.cutouts import Piece, draw_alone, draw_pages, pack, shape_path
from ..shared.board_fonts import PNP_FONTS, BoardFonts, board_fonts, furniture_fonts
from ..shared.icon_files import Icon
from ..shared.icons import IconSet
from ..shared.painter import Painter, TextFitError

K = PT_PER_MM
PLAIN = "light"


@dataclass(frozen=True)
class TokenKind:
    """One component as printed: its sheet (given or default) and its inventory line."""

    component: Component
    sheet: TokenSheet


def token_kinds(game: Game) -> list[TokenKind]:
    """Every sheet game.yaml writes, plus a default one for each inventory token it leaves out."""
    sheets = {s.component: s for s in game.tokens}
    out = []
    for comp in game.inventory:
        if comp.id in sheets:
            sheet = sheets[comp.id]
            stickers = die_stickers(game, comp) if comp.kind == "die" and not sheet.faces else None
            out.append(TokenKind(comp, replace(sheet, faces=stickers) if stickers else sheet))
        elif comp.kind == "token" and not comp.decks and comp.supply != "gather":
            # counters drawn from a deck print as cards; a line the players gather (`supply: gather`) prints none:
            # bazaar-asides and guild-upkeep (written outside the project) found 60 and 80 blank discs printed for
            # coins the rulebook's component list called gathered
            out.append(TokenKind(comp, TokenSheet(component=comp.id, shape=PIECE_CUTS.get(comp.shape or "", "round"))))
    return out


def designs(kind: TokenKind) -> list[tuple[TokenFace, str]]:
    """(design, colour) for every physical token, colour by colour."""
    sheet, comp = kind.sheet, kind.component
    colours: list[str] = list(sheet.colours) or [PLAIN]
    faces = list(sheet.faces)
    if not faces:
        each = (comp.count * (comp.faces or 1) if comp.kind == "die" else comp.count) // len(colours)
        faces = [TokenFace(front=comp.name, count=each)]
    return [(face, face.colour if face.colour and not sheet.colours else colour)
            for colour in colours for face in faces for _ in range(face.count)]


TEXT_FLOOR = FLOOR       # pt: no token text prints smaller
PLATE = HexColor("#fbf7ec")
INK = Color(0.12, 0.1, 0.09)


def _plate(c: Canvas, shape: str, trim: Rect, rim: Optional[float] = None) -> Rect:
    """A light plate inside the coloured rim, where the icon and text sit; returns its box. `rim` (mm) narrows the
    rim where a name needs more of the shape than the plate gives (token_fit)."""
    if rim is None:
        rim = max(1.5, min(trim.w, trim.h) * 0.16)   # a rim wide enough to show the colour once cut
    inner = trim.inset(rim)
    c.setFillColor(PLATE)
    cx, cy = (trim.x + trim.w / 2) * K, (trim.y + trim.h / 2) * K
    if shape == "round":
        c.circle(cx, cy, inner.w / 2 * K, stroke=0, fill=1)
    elif shape == "hex":
        c.drawPath(shape_path(c, "hex", trim, -rim), stroke=0, fill=1)
        inner = Rect(trim.x + trim.w * 0.2, trim.y + rim, trim.w * 0.6, trim.h - 2 * rim)
    else:
        c.roundRect(inner.x * K, inner.y * K, inner.w * K, inner.h * K, min(inner.w, inner.h) * 0.15 * K,
                    stroke=0, fill=1)
    return inner


def _lines_at(text: str, box_w: float, box_h: float, largest: float,
              fonts: BoardFonts = PNP_FONTS) -> tuple[list[str], float]:
    """Balanced lines at the largest size that fits the box (mm), or no lines when even 6 pt does not."""
    return box_lines(_Measure(fonts), fonts.bold, text, box_w, box_h, largest)


def shape_fit(shape: str, trim: Rect, text: str, largest: float, fonts: BoardFonts = PNP_FONTS,
              grow: bool = True) -> Optional[ShapeFit]:
    """The text against the round or hex shape itself (token_fit), measured in the board text font's bold; the
    plate grows for it only when `grow` (a text the designer wrote)."""
    from reportlab.pdfbase.pdfmetrics import getFont

    font: Any = getFont(fonts.bold)   # a TrueType font's face has `descent`; reportlab's stubs lack `face`
    descent = font.face.descent / 1000
    size = trim.w if shape == "round" else trim.h
    return fit_shape(shape, size, text, lambda line: fonts.width(line, fonts.bold, 1.0), descent, largest, grow)


class _Measure:
    """The one canvas method balanced_lines needs, without a canvas: each run in the font that draws it."""

    def __init__(self, fonts: BoardFonts) -> None:
        self.fonts = fonts

    def stringWidth(self, text: str, font: str, size: float) -> float:  # noqa: N802 (ReportLab's name)
        return self.fonts.width(text, font, size)


@dataclass(frozen=True)
class Plan:
    """How every design of one sheet is laid out, so a sheet reads the same token to token."""

    text_h: float       # share of the plate's height for the name (0: icon only)
    icon_h: float       # share for the icon (0: name only)
    size: float = 99.0  # pt: the one size every name of the sheet prints at, the largest all of them fit
    centre: Optional[float] = None   # a round plate: where the names' stack stands, mm above its centre
    icon: float = 0.0   # a round plate: the icon's side (mm) above that stack


def bar_ink(colour: str) -> Color:
    """The name's colour on a bar, which has no light plate: white on a colour white reads better on (a navy
    locomotive printed 'Loco' near-black on navy: shunting-yard, written outside the project), else INK."""
    return Color(1, 1, 1) if is_dark(colour_hex(colour) or "#f4ecd6") else INK


def _regions(shape: str, trim: Rect) -> tuple[Rect, float]:
    """The plate's box and the usable width of its text lines, in mm, without drawing."""
    if shape == "bar":
        return Rect(trim.x + 1.5, trim.y + 0.5, trim.w - 3, trim.h - 1), trim.w - 3
    rim = max(1.5, min(trim.w, trim.h) * 0.16)
    inner = trim.inset(rim)
    if shape == "hex":
        inner = Rect(trim.x + trim.w * 0.2, trim.y + rim, trim.w * 0.6, trim.h - 2 * rim)
    return inner, inner.w * {"round": 0.8, "hex": 0.7}.get(shape, 0.92)


def _descent(fonts: BoardFonts) -> float:
    from reportlab.pdfbase.pdfmetrics import getFont

    font: Any = getFont(fonts.bold)   # a TrueType font's face has `descent`; reportlab's stubs lack `face`
    return font.face.descent / 1000


def _width(fonts: BoardFonts):
    return lambda line: fonts.width(line, fonts.bold, 1.0)


def _alone_size(shape: str, trim: Rect, text: str, fonts: BoardFonts) -> float:
    """The size (pt) a name printed without an icon takes on its own, as draw_design lays it out; 0 if none."""
    inner, box_w = _regions(shape, trim)
    largest = min(11.0, inner.h * K * 0.5 if shape != "bar" else inner.h * K * 0.8)
    lines, size = _lines_at(text, box_w if shape != "bar" else inner.w, inner.h * 0.8, largest, fonts)
    if not lines and shape in ("round", "hex"):
        fit = shape_fit(shape, trim, text, largest, fonts)
        return fit.size if fit is not None else 0.0
    return size if lines else 0.0


def plan_sheet(shape: str, size: float, texts: list[str], has_icon: bool, fonts: BoardFonts = PNP_FONTS) -> Plan:
    """Icon over name when every name fits at 6 pt or more (on a round plate, each line inside the plate: the
    stack set as low as it goes, the icon above it); a short name (a value) leads its icon; otherwise the icon
    alone. Without an icon the name fills the plate. Every name of a sheet prints at one size, the largest all
    of them fit (a die's faces read alike)."""
    from ..shared.cutouts import Piece

    w, h = Piece("", shape, size, PLATE, lambda c, r: None).box
    trim = Rect(0, 0, w, h)
    inner, box_w = _regions(shape, trim)
    named = [t for t in texts if t]
    if not has_icon or shape == "bar":
        if shape == "bar" and has_icon:
            sizes = [_lines_at(t, inner.w - inner.h - 1, inner.h, min(11.0, inner.h * K * 0.7), fonts)[1]
                     for t in named]
        else:
            sizes = [_alone_size(shape, trim, t, fonts) for t in named]
        return Plan(0.8, 0.0, min([x for x in sizes if x > 0], default=99.0))
    short = all(len(t) <= 3 for t in texts)
    text_h = 0.46 if short else 0.34
    icon_h = 0.9 - text_h - 0.04
    largest = min(14.0, inner.h * text_h * K)
    if shape == "round":
        width, descent, radius = _width(fonts), _descent(fonts), inner.w / 2
        set_alone = [under_icon(radius, t, width, descent, largest, inner.h * icon_h) for t in named]
        if all(u is not None for u in set_alone):
            one = min([u.size for u in set_alone if u is not None], default=largest)
            at_one = [under_icon(radius, t, width, descent, one, inner.h * icon_h) for t in named]
            centre = max([u.centre for u in at_one if u is not None], default=0.0)
            placed = [under_icon(radius, t, width, descent, one, inner.h * icon_h, centre) for t in named]
            if all(u is not None for u in placed):
                return Plan(text_h, icon_h, one, centre, min([u.icon for u in placed if u is not None],
                                                             default=inner.h * icon_h))
        return Plan(0.0, 0.78)
    sized = [_lines_at(t, box_w, inner.h * text_h, largest, fonts) for t in named]
    if all(lines for lines, _ in sized):
        return Plan(text_h, icon_h, min([x for _, x in sized], default=99.0))
    return Plan(0.0, 0.78)


def _draw_lines(c: Canvas, lines: list[str], size: float, cx: float, cy: float,
                fonts: BoardFonts = PNP_FONTS, ink: Color = INK) -> None:
    c.setFillColor(ink)
    c.setFont(fonts.bold, size)
    lead = size * 1.08
    y = cy * K + (len(lines) - 1) * lead / 2 - size * 0.35
    for line in lines:
        fonts.draw(c, cx * K, y, line, fonts.bold, size, "center", set_font=False)
        y -= lead


def draw_design(c: Canvas, icons: IconSet, shape: str, trim: Rect, text: str, icon: Optional[Icon],
                plan: Plan, where: Loc, written: bool = True, fonts: BoardFonts = PNP_FONTS, ink: Color = INK) -> None:
    """The icon and name on a light plate inside the coloured rim, as the sheet's plan says. A name the
    designer did not write (a sheet without faces prints its component's name) that cannot fit even at 6 pt is
    left off: a small marker prints plain, in its colour; a text the designer wrote must fit (TOK005). A bar has
    no plate: its name prints in `ink`, the colour that reads on the bar's own (bar_ink)."""
    inner, box_w = _regions(shape, trim)
    cx, cy = inner.x + inner.w / 2, inner.y + inner.h / 2
    alone = icon is None or plan.icon_h == 0
    if alone:
        largest = min(11.0, inner.h * K * 0.5 if shape != "bar" else inner.h * K * 0.8, plan.size)
        lines, size = _lines_at(text, box_w if shape != "bar" else inner.w, inner.h * plan.text_h, largest, fonts)
    fit = None
    if alone and text and not lines and shape in ("round", "hex"):
        # too wide for the plate's box even at 6 pt: each line may take the shape's chord at its own height
        fit = shape_fit(shape, trim, text, largest, fonts, grow=written)
        if fit is not None:
            lines, size = list(fit.lines), fit.size
    if shape != "bar":
        _plate(c, shape, trim, fit.rim if fit is not None else None)
    if icon is None or plan.icon_h == 0:   # (alone, spelled out so the icon below is known to be there)
        if text and not lines and not written:
            return
        if text and not lines:   # only drawing measures it (font metrics): reported as the check reports
            raise TextFitError(where, f"'{text}' does not fit a {trim.h if shape == 'hex' else trim.w:g} mm {shape} token "
                               f"at {TEXT_FLOOR:g} pt",
                               "give the sheet an icon (icon: <code>), a bigger size, or a shorter text "
                               "(docs/boards.md, tokens)", rule="TOK005")
        if shape == "bar" and icon is not None:
            # a bar has no plate: its icon gets a light badge of its own, so it reads on any colour
            # (Commerce's grey road was 2.98:1 on the green bar)
            c.setFillColor(PLATE)
            c.roundRect(inner.x * K, inner.y * K, inner.h * K, inner.h * K, inner.h * 0.2 * K, stroke=0, fill=1)
            pad = inner.h * 0.12
            icons.draw(c, icon, (inner.x + pad) * K, (inner.y + pad) * K, (inner.h - 2 * pad) * K,
                       (inner.h - 2 * pad) * K)
            lines, size = _lines_at(text, inner.w - inner.h - 1, inner.h, min(11.0, inner.h * K * 0.7, plan.size),
                                    fonts)
            cx = inner.x + inner.h + 0.5 + (inner.w - inner.h - 0.5) / 2
        if lines:
            _draw_lines(c, lines, size, cx, cy, fonts, ink if shape == "bar" else INK)
        return
    icon_h = inner.h * plan.icon_h
    if plan.text_h == 0:
        icons.draw(c, icon, (cx - icon_h / 2) * K, (cy - icon_h / 2) * K, icon_h * K, icon_h * K)
        return
    text_h = inner.h * plan.text_h
    if shape == "round" and plan.centre is not None:
        # the sheet's one setting: the stack where plan_sheet stood it, the icon in the room above it
        under = under_icon(inner.w / 2, text, _width(fonts), _descent(fonts), plan.size, plan.icon, plan.centre)
        if under is not None:
            top = plan.centre + line_bands(len(under.lines), _descent(fonts))[0][1] * under.size / K
            bottom = cy + top + ICON_GAP
            icons.draw(c, icon, (cx - plan.icon / 2) * K, bottom * K, plan.icon * K, plan.icon * K)
            _draw_lines(c, list(under.lines), under.size, cx, cy + plan.centre, fonts)
            return
    icons.draw(c, icon, (cx - icon_h / 2) * K, (inner.y + inner.h * 0.96 - icon_h) * K, icon_h * K, icon_h * K)
    lines, size = _lines_at(text, box_w, text_h, min(14.0, text_h * K, plan.size), fonts)
    _draw_lines(c, lines, size, cx, inner.y + inner.h * 0.04 + text_h / 2, fonts)


def pieces(game: Game, icons: IconSet, fonts: BoardFonts = PNP_FONTS, only: str = "") -> list[Piece]:
    """Every token to print, each with its painters; `only`: the tokens of that inventory line alone."""
    frame = Wording(game).frame   # the band labels in the edition's language
    out = []
    for kind in token_kinds(game):
        sheet, comp = kind.sheet, kind.component
        if only and str(comp.id) != only:
            continue
        sided = frame("two-sided") if comp.sides == 2 else frame("one-sided")
        label = f"{comp.name}: {len(designs(kind))}, {frame(sheet.shape)} {float(sheet.size):g} mm, {sided}"
        where = sheet.loc if sheet.loc.line else comp.loc
        made = designs(kind)
        texts = sorted({t for face, _ in made for t in (face.front, face.back)})
        plan = plan_sheet(sheet.shape, float(sheet.size), texts,
                          any((f.icon or sheet.icon) for f, _ in made), fonts)
        for face, colour in made:
            fill = HexColor(colour_hex(colour) or "#f4ecd6")
            front_code = face.icon or sheet.icon
            back_code = face.back_icon or front_code
            front_icon = icons.get(front_code) if front_code else None
            back_icon = icons.get(back_code) if back_code else None

            ink = bar_ink(colour)

            def front(c: Canvas, trim: Rect, face: TokenFace = face, shape=sheet.shape, icon=front_icon,
                      plan: Plan = plan, where: Loc = where, written: bool = bool(sheet.faces), ink: Color = ink) -> None:
                draw_design(c, icons, shape, trim, face.front, icon, plan, where, written, fonts, ink)

            def back(c: Canvas, trim: Rect, face: TokenFace = face, shape=sheet.shape, icon=back_icon,
                     plan: Plan = plan, where: Loc = where, written: bool = bool(sheet.faces), ink: Color = ink) -> None:
                draw_design(c, icons, shape, trim, face.back or face.front, icon, plan, where, written, fonts, ink)

            out.append(Piece(label, sheet.shape, float(sheet.size), fill, front, back if comp.sides == 2 else None))
    return out


def token_picture_pdf(loaded: Any, component: str) -> Optional[bytes]:
    """The first token of an inventory line's sheet alone on a page of its trim size, drawn as tokens.pdf draws
    it (its colour, plate, icon and text): what the rulebook's components figure shows (documents/diagrams/
    pictures.py); None when no sheet prints that line."""
    game = loaded.game
    fonts = board_fonts(game, loaded.folder, loaded.sources)
    found = pieces(game, Painter(game, loaded.folder, loaded.sources).icons, fonts, only=component)
    if not found:
        return None
    buffer = io.BytesIO()
    draw_alone(found[0], buffer, title=f"{game.title}: {found[0].group}")
    return buffer.getvalue()


@renderer("tokens")
def render_tokens(job: RenderJob) -> None:
    """Write tokens.pdf: fronts and mirrored backs of every token, counter, marker and sticker."""
    game, options = job.loaded.game, job.options
    # the plan measures names before any canvas exists (in a worker, nothing else has run): fonts registered first
    fonts = board_fonts(game, job.loaded.folder, job.loaded.sources)
    items = pieces(game, Painter(game, job.loaded.folder, job.loaded.sources).icons, fonts)
    if not items:
        return
    page = paper_mm(options.paper)
    sheets = pack(items, page, Wording(game).frame)
    duplex = Duplex("short" if options.duplex == "short" else "long", options.duplex_offset)
    wording = Wording(game)
    frame = wording.frame
    stamp_base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 " \
                 f"{content_date(job.loaded)} \u00b7 {frame('tokens')}"
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, page, title=f"{game.title}: {frame('tokens')}", subject=frame("tokens and counters"),
                     lang=wording.lang, furniture=furniture_fonts(game, job.loaded.folder, job.loaded.sources))
    pages = draw_pages(c, sheets, title=f"{game.title}: {frame('tokens')}", duplex=duplex, frame=frame,
                       stamp=lambda p, n: f"{stamp_base} \u00b7 " + frame("page {page}/{pages}", page=p, pages=n))
    c.save()
    counts = {k.component.id: len(designs(k)) for k in token_kinds(game)}
    job.writer.write("tokens.pdf", buffer.getvalue(), "tokens", pages=pages, paper=options.paper,
                     duplex=duplex.edge, duplex_offset_mm=list(options.duplex_offset), tokens=counts,
                     bleed_mm=1.5)
