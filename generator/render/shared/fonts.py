"""The fonts in fonts/, registered with ReportLab so every PDF embeds them.

Faces are registered under their file names (``Lato-Bold``); families map
<b> and <i> in rich text to the right face. Layouts name a family
(``Vollkorn``) or a single face (``Vollkorn-SemiBold``), or a family of the game's own fonts/
(register_own_fonts). Registration is
idempotent: ReportLab's font registry is process-wide, and registering the
same TTF twice would only waste time.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from ...load.discover import PACKAGE_ROOT
from ...model.fonts import FACES, FAMILIES, FontNotFound, known_fonts, resolve_face  # noqa: F401

if TYPE_CHECKING:
    from ...load.fonts import GameFonts

FONTS_DIR = PACKAGE_ROOT / "fonts"
DEFAULT_FONT = "Lato-Regular"


def register_fonts() -> None:
    """Register every face and family once per process."""
    known = set(pdfmetrics.getRegisteredFontNames())
    if all(face in known for face in FACES):
        return
    for face in FACES:
        if face not in known:
            pdfmetrics.registerFont(TTFont(face, str(FONTS_DIR / f"{face}.ttf")))
    # The face's own name is a family too, so <b> inside a single-face font maps somewhere sensible.
    for name, fam in FAMILIES.items():
        for key in (name, fam.normal):
            addMapping(key, 0, 0, fam.normal)
            addMapping(key, 1, 0, fam.bold)
            addMapping(key, 0, 1, fam.italic)
            addMapping(key, 1, 1, fam.bold_italic)


def register_own_fonts(own: "GameFonts") -> None:
    """Register a game's own font files (load/fonts.py) and map <b> and <i> within each of its families.

    A file ReportLab cannot read after all (a damaged glyph table the check's header reading passes) stops
    the build with the file's name, rather than printing its text in another font."""
    from reportlab.pdfbase.ttfonts import TTFError

    from ...core.errors import GeneratorError
    from ...load.game import shown_path

    known = set(pdfmetrics.getRegisteredFontNames())
    for face in own.faces:
        if face.face in known:
            continue
        try:
            pdfmetrics.registerFont(TTFont(face.face, str(face.path)))
        except (TTFError, OSError, ValueError, KeyError, IndexError) as exc:
            raise GeneratorError(f"{shown_path(face.path)}: the font cannot be embedded: {exc}",
                                 "replace the file with a TrueType (.ttf) copy of the font, or remove it") from None
    for fam in own.families.values():
        addMapping(fam.normal, 0, 0, fam.normal)
        addMapping(fam.normal, 1, 0, fam.bold)
        addMapping(fam.normal, 0, 1, fam.italic)
        addMapping(fam.normal, 1, 1, fam.bold_italic)
