"""The token renderer: every token sheet (and every inventory token without one) -> tokens.pdf.

Each design is printed as often as game.yaml says (once per colour), round,
square, hex or as a bar, with its text fitted inside the cut line. Two-sided
components print their back text on the mirrored back page; one-sided ones
get a plain back in their colour.
"""
from __future__ import annotations

import io
from dataclasses import dataclass, replace

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from ...check.stickers import die_stickers
from ...model import Component, Game, TokenFace, TokenSheet
from ...palette import colour_hex, is_dark
from ...units import PT_PER_MM
from ..job import RenderJob, renderer
from ..shared.cutouts import Piece, draw_pages, pack
from ..cards.sheets import Duplex, Rect, content_date, paper_mm, sheet_canvas

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
        elif comp.kind == "token" and not comp.decks:   # counters drawn from a deck print as cards
            out.append(TokenKind(comp, TokenSheet(component=comp.id)))
    return out


def designs(kind: TokenKind) -> list[tuple[TokenFace, str]]:
    """(design, colour) for every physical token, colour by colour."""
    sheet, comp = kind.sheet, kind.component
    colours = list(sheet.colours) or [PLAIN]
    faces = list(sheet.faces)
    if not faces:
        each = (comp.count * (comp.faces or 1) if comp.kind == "die" else comp.count) // len(colours)
        faces = [TokenFace(front=comp.name, count=each)]
    return [(face, str(face.colour) if face.colour and not sheet.colours else colour)
            for colour in colours for face in faces for _ in range(face.count)]


def balanced_lines(c: Canvas, text: str, font: str, box_w: float, box_h: float,
                   largest: float, smallest: float = 4.0) -> tuple[list[str], float]:
    """The text split into one to three lines of even width, at the largest size that fits w x h points."""
    words = text.split()
    best: tuple[float, list[str], float] = (0.0, [text], smallest)
    for n in range(1, min(3, len(words)) + 1):
        splits = [[]] if n == 1 else ([[i] for i in range(1, len(words))] if n == 2 else
                                      [[i, j] for i in range(1, len(words)) for j in range(i + 1, len(words))])
        for cut in splits:
            bounds = [0, *cut, len(words)]
            lines = [" ".join(words[a:b]) for a, b in zip(bounds, bounds[1:])]
            widest = max(c.stringWidth(line, font, 1.0) for line in lines)
            size = min(largest, box_w / widest, box_h / (n * 1.08))
            natural = all(words[i - 1].endswith((",", ":", ";")) for i in cut)
            score = size * (1.2 if natural and cut else 1.0)   # break after a comma when it costs little
            if score > best[0] + 0.01:
                best = (score, lines, size)
    _, lines, size = best
    return lines, max(size, smallest)


def _text(c: Canvas, shape: str, trim: Rect, text: str, colour: str) -> None:
    """The text, as large as fits the shape's inner box (down to 4 pt), centred, lines balanced."""
    if not text:
        return
    inner = 0.72 if shape in ("round", "hex") else 0.84
    box_w, box_h = trim.w * inner * (0.87 if shape == "hex" else 1), trim.h * inner
    if shape == "bar":
        box_w, box_h = trim.w - 3, trim.h - 1
    lines, size = balanced_lines(c, text, "Lato-Bold", box_w * K, box_h * K, min(11.0, box_h * K * 0.6))
    c.setFillColor(Color(1, 1, 1) if is_dark(colour) else Color(0.1, 0.1, 0.1))
    c.setFont("Lato-Bold", size)
    lead = size * 1.08
    cx, cy = (trim.x + trim.w / 2) * K, (trim.y + trim.h / 2) * K
    y = cy + (len(lines) - 1) * lead / 2 - size * 0.35
    for line in lines:
        c.drawCentredString(cx, y, line)
        y -= lead


def _ring(c: Canvas, shape: str, trim: Rect, colour: str) -> None:
    """A thin inner ring that frames the design a little inside the cut line."""
    if shape != "round":
        return
    c.setStrokeColor(Color(1, 1, 1, alpha=0.8) if is_dark(colour) else Color(0, 0, 0, alpha=0.35))
    c.setLineWidth(0.5)
    c.circle((trim.x + trim.w / 2) * K, (trim.y + trim.h / 2) * K, (trim.w / 2 - 1.4) * K, stroke=1, fill=0)


def pieces(game: Game) -> list[Piece]:
    out = []
    for kind in token_kinds(game):
        sheet, comp = kind.sheet, kind.component
        sided = "two-sided" if comp.sides == 2 else "one-sided"
        label = f"{comp.name}: {len(designs(kind))}, {sheet.shape} {float(sheet.size):g} mm, {sided}"
        for face, colour in designs(kind):
            fill = HexColor(colour_hex(colour) or "#f4ecd6")

            def front(c: Canvas, trim: Rect, face: TokenFace = face, colour: str = colour, shape=sheet.shape) -> None:
                _ring(c, shape, trim, colour)
                _text(c, shape, trim, face.front, colour)

            def back(c: Canvas, trim: Rect, face: TokenFace = face, colour: str = colour, shape=sheet.shape) -> None:
                _ring(c, shape, trim, colour)
                _text(c, shape, trim, face.back or face.front, colour)

            out.append(Piece(label, sheet.shape, float(sheet.size), fill, front, back if comp.sides == 2 else None))
    return out


@renderer("tokens")
def render_tokens(job: RenderJob) -> None:
    """Write tokens.pdf: fronts and mirrored backs of every token, counter, marker and sticker."""
    game, options = job.loaded.game, job.options
    items = pieces(game)
    if not items:
        return
    page = paper_mm(options.paper)
    sheets = pack(items, page)
    duplex = Duplex("short" if options.duplex == "short" else "long", options.duplex_offset)
    stamp_base = f"{game.title} v{game.version} \u00b7 {job.stamp_digest()} \u00b7 " \
                 f"{content_date(job.loaded)} \u00b7 tokens"
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, page, title=f"{game.title}: tokens", subject="tokens and counters")
    pages = draw_pages(c, sheets, title=f"{game.title}: tokens", duplex=duplex,
                       stamp=lambda p, n: f"{stamp_base} \u00b7 page {p}/{n}")
    c.save()
    counts = {k.component.id: len(designs(k)) for k in token_kinds(game)}
    job.writer.write("tokens.pdf", buffer.getvalue(), "tokens", pages=pages, paper=options.paper,
                     duplex=duplex.edge, duplex_offset_mm=list(options.duplex_offset), tokens=counts,
                     bleed_mm=1.5)
