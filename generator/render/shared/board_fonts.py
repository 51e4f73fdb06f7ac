"""The fonts maps, token sheets and terrain tiles print their words in: the game's choice, or pnp's look.

Player boards are layouts and take `title_font` and `body_font` as cards do.
What the canvas-drawn outputs print (a map's title, places, spaces, key and
tracks; a token's text; a tile's name and rows) takes `style.board_title_font`
and `style.board_text_font`; without them, the card fonts when those are
families of the game's own fonts/ (a designer who brings a font sees it
everywhere), else pnp's Vollkorn SemiBold and Lato, so a game that chooses
nothing prints as it always has. Page furniture (the version stamp, tile
labels, the assembly note, a sheet's band labels) stays in pnp's Lato, as on
card sheets, with the game's fallback fonts and then its own fonts/ drawing
what Lato lacks (furniture_fonts): a title in Hangul or Devanagari printed
blank in the stamp and the token sheet's labels (hanok-maeul, mela-bazaar,
written outside the project).

ReportLab draws a string in one font, so a character the face lacks would
vanish: each string is cut into runs (FallbackFonts.runs), the characters the
face cannot draw set in the game's fallback fonts and, for the game's own
face, pnp's Lato, the same chain card text uses; GLY001 at check reports a
character no font of the game has.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from reportlab.pdfbase.pdfmetrics import stringWidth

from ...model.fonts import resolve_face
from .fallback_fonts import needs_shaping, right_to_left, visual_order

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from ...model import Game
    from .fallback_fonts import FallbackFonts

PNP_TITLE, PNP_TEXT = "Vollkorn SemiBold", "Lato"


@dataclass(frozen=True)
class BoardFonts:
    """The faces a map or token sheet draws with, and the fallbacks for what they lack."""

    title: str = "Vollkorn-SemiBold"
    regular: str = "Lato-Regular"
    bold: str = "Lato-Bold"
    italic: str = "Lato-Italic"
    fallbacks: Optional["FallbackFonts"] = None

    def runs(self, text: str, face: str) -> list[tuple[str, str]]:
        if self.fallbacks is None:
            return [(text, face)]
        return self.fallbacks.runs(text, face)

    def width(self, text: str, face: str, size: float) -> float:
        """The string's width in pt, each run measured in the font that draws it (shaped, where it must be)."""
        if right_to_left(text):
            return sum(_run_width(piece, font, size) for run, font in self.runs(visual_order(text), face)
                       for piece in re.split(r"( )", run) if piece)
        return sum(_run_width(run, font, size) for run, font in self.runs(text, face))

    def draw(self, c: "Canvas", x: float, y: float, text: str, face: str, size: float, align: str = "left",
             set_font: bool = True) -> None:
        """The string at (x, y) pt, its baseline there, aligned left, center or right on x. With `set_font` False
        the canvas is already set to the face and size (several lines in one font), and is left so."""
        if right_to_left(text):   # drawn left to right in the order it reads from the right, a word at a time
            runs = [(piece, font) for run, font in self.runs(visual_order(text), face)
                    for piece in re.split(r"( )", run) if piece]
        else:
            runs = self.runs(text, face)
        if any(needs_shaping(run) for run, _ in runs):
            _draw_shaped(c, x, y, runs, size, align)
            if not set_font:
                c.setFont(face, size)
            return
        if len(runs) == 1 and (set_font or runs[0][1] == face):
            # one font: the plain drawing call (the same PDF as before fallbacks existed); a text wholly in a
            # fallback font ('★' on a token: pho-stall, written outside the project, printed blank stars) is drawn
            # below, in its font, the canvas's face set back after it
            if set_font:
                c.setFont(runs[0][1], size)
            {"left": c.drawString, "center": c.drawCentredString, "right": c.drawRightString}[align](x, y, text)
            return
        total = sum(stringWidth(run, font, size) for run, font in runs)
        at = x - {"left": 0.0, "center": total / 2, "right": total}[align]
        for run, font in runs:
            c.setFont(font, size)
            c.drawString(at, y, run)
            at += stringWidth(run, font, size)
        if not set_font:
            c.setFont(face, size)


def shaped(run: str, font: str, size: float) -> Any:
    """The run as HarfBuzz shapes it in the font (a ReportLab ShapedStr), or the run itself where it needs no
    shaping or the font cannot be shaped."""
    from reportlab.pdfbase.pdfmetrics import getFont

    if not needs_shaping(run) or not getattr(getFont(font), "shapable", False):
        return run
    from reportlab.pdfbase.ttfonts import shapeStr

    return shapeStr(run, font, size)


def _run_width(run: str, font: str, size: float) -> float:
    drawn = shaped(run, font, size)
    data = getattr(drawn, "__shapeData__", None)
    if data is None:
        return stringWidth(run, font, size)
    return sum(d.x_advance for d in data) * size / 1000


def _draw_shaped(c: "Canvas", x: float, y: float, runs: list[tuple[str, str]], size: float, align: str) -> None:
    """Runs of which some need shaping (Devanagari, Thai...), drawn in one text object, each in its font."""
    total = sum(_run_width(run, font, size) for run, font in runs)
    text = c.beginText(x - {"left": 0.0, "center": total / 2, "right": total}[align], y)
    for run, font in runs:
        text.setFont(font, size)
        text.textOut(shaped(run, font, size))
    c.drawText(text)


PNP_FONTS = BoardFonts()
_FURNITURE = "pnp_furniture"   # the canvas attribute sheet_canvas keeps a game's furniture fonts in


def keep_furniture(c: "Canvas", fonts: Optional[BoardFonts]) -> None:
    """Remember on a canvas the fonts its page furniture is drawn with (sheet_canvas's `furniture`)."""
    setattr(c, _FURNITURE, fonts)


def furniture_of(c: "Canvas") -> BoardFonts:
    """The fonts a canvas's page furniture (stamp, headings, labels) is drawn with: pnp's Lato, and the game's
    fonts for what Lato lacks where the canvas was made with them."""
    return getattr(c, _FURNITURE, None) or PNP_FONTS


def furniture_fonts(game: "Game", folder: Path, sources: Any = None) -> BoardFonts:
    """pnp's furniture faces with the game's fallbacks, then its own fonts/, then pnp's other family and symbols
    behind them. A line Lato draws whole is drawn as it always was (one run, the same PDF)."""
    from ...load.glyphs import bundled_fonts_dir, usable_fallbacks
    from ...load.fonts import game_fonts
    from .fallback_fonts import FallbackFonts
    from .fonts import register_fonts, register_own_fonts

    own = game_fonts(Path(folder), game.style.fallback_fonts, sources)
    paths = tuple(usable_fallbacks(Path(folder), game.style.fallback_fonts, sources))
    register_fonts()
    register_own_fonts(own)
    regular: dict[str, tuple[str, Path]] = {}   # one face a family, its regular where there is one
    for face in sorted(own.faces, key=lambda f: (f.family, f.bold, f.italic)):
        regular.setdefault(face.family, (face.face, face.path))
    return BoardFonts(fallbacks=FallbackFonts(paths, bundled_fonts_dir(), also=tuple(regular.values())))


def board_family_names(game: "Game", own: Any) -> tuple[str, str]:
    """(title family, text family) a game's maps and tokens use; `own` its fonts/ families (load/fonts.py)."""
    style = game.style
    title = style.board_title_font or (style.title_font if style.title_font in own else PNP_TITLE)
    text = style.board_text_font or (style.body_font if style.body_font in own else PNP_TEXT)
    return title, text


def board_fonts(game: "Game", folder: Path, sources: Any = None) -> BoardFonts:
    """The game's board fonts, registered with ReportLab (its own fonts/ and fallbacks too). An unknown family
    stops the build at the style's line, in the words of the check's LAY010."""
    from ...load.glyphs import bundled_fonts_dir, usable_fallbacks
    from ...load.fonts import game_fonts
    from .fallback_fonts import FallbackFonts
    from .fonts import FontNotFound, register_fonts, register_own_fonts
    from .painter import LayoutError

    register_fonts()
    own = game_fonts(Path(folder), game.style.fallback_fonts, sources)
    register_own_fonts(own)
    title, text = board_family_names(game, own.families)
    faces = {}
    for key, family, bold, italic in (("title", title, False, False), ("regular", text, False, False),
                                      ("bold", text, True, False), ("italic", text, False, True)):
        try:
            faces[key] = resolve_face(family, bold=bold, italic=italic, own=own.families)
        except FontNotFound as exc:
            which = "board_title_font" if key == "title" else "board_text_font"
            where = game.where(*game.style.path, which) if game.style.path else game.where("style")
            raise LayoutError(where, f"style {which} '{family}' is not a font pnp has", exc.args[0].split(": ", 1)[-1],
                              "LAY010") from None
    paths = tuple(usable_fallbacks(Path(folder), game.style.fallback_fonts, sources))
    fallbacks = None
    if paths or own.faces:
        fallbacks = FallbackFonts(paths, bundled_fonts_dir(), {f.face: f.path for f in own.faces})
    return BoardFonts(faces["title"], faces["regular"], faces["bold"], faces["italic"], fallbacks)
