"""The fonts in fonts/, registered with ReportLab so every PDF embeds them.

Faces are registered under their file names (``Lato-Bold``); families map
<b> and <i> in rich text to the right face. Layouts name a family
(``Vollkorn``) or a single face (``Vollkorn-SemiBold``). Registration is
idempotent: ReportLab's font registry is process-wide, and registering the
same TTF twice would only waste time.
"""
from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from ...load.discover import PACKAGE_ROOT

FONTS_DIR = PACKAGE_ROOT / "fonts"
DEFAULT_FONT = "Lato-Regular"

FACES = ("Lato-Regular", "Lato-Bold", "Lato-Italic", "Lato-BoldItalic", "Lato-Black",
         "Vollkorn-Regular", "Vollkorn-Bold", "Vollkorn-Italic", "Vollkorn-BoldItalic", "Vollkorn-Black",
         "Vollkorn-SemiBold")


@dataclass(frozen=True)
class Family:
    """The four faces rich text switches between."""

    normal: str
    bold: str
    italic: str
    bold_italic: str

    def face(self, bold: bool = False, italic: bool = False) -> str:
        if bold and italic:
            return self.bold_italic
        if bold:
            return self.bold
        return self.italic if italic else self.normal


FAMILIES: dict[str, Family] = {
    "Lato": Family("Lato-Regular", "Lato-Bold", "Lato-Italic", "Lato-BoldItalic"),
    "Lato Black": Family("Lato-Black", "Lato-Black", "Lato-BoldItalic", "Lato-BoldItalic"),
    "Vollkorn": Family("Vollkorn-Regular", "Vollkorn-Bold", "Vollkorn-Italic", "Vollkorn-BoldItalic"),
    "Vollkorn SemiBold": Family("Vollkorn-SemiBold", "Vollkorn-Black", "Vollkorn-Italic", "Vollkorn-BoldItalic"),
    "Vollkorn Black": Family("Vollkorn-Black", "Vollkorn-Black", "Vollkorn-BoldItalic", "Vollkorn-BoldItalic"),
}


class FontNotFound(KeyError):
    """A layout names a font that fonts/ does not have."""


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


def known_fonts() -> list[str]:
    return [*FAMILIES, *FACES]


def resolve_face(name: str, *, bold: bool = False, italic: bool = False) -> str:
    """The face to draw with for a family or face name; raises FontNotFound with the choices."""
    if name in FAMILIES:
        return FAMILIES[name].face(bold, italic)
    if name in FACES:
        if bold or italic:
            for fam in FAMILIES.values():
                if fam.normal == name:
                    return fam.face(bold, italic)
        return name
    raise FontNotFound(f"unknown font '{name}': use one of " + ", ".join(known_fonts()))
