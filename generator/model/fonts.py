"""The font faces and families pnp ships in fonts/, by name: what a layout or the style may name.

A game's own fonts (its fonts/ folder, read by load/fonts.py) are families too; the callers that know the
game pass them as `own`.

Pure names, no font files read: the renderer registers these faces with
ReportLab (render/shared/fonts.py) and the check (LAY010) asks resolve_face
whether a layout's font exists, so the two agree on what a font is.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

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


def known_fonts(own: Mapping[str, Family] = {}) -> list[str]:
    return [*own, *FAMILIES, *FACES]


def resolve_face(name: str, *, bold: bool = False, italic: bool = False, own: Mapping[str, Family] = {}) -> str:
    """The face to draw with for a family or face name (the game's `own` families first); raises FontNotFound
    with the choices."""
    if name in own:
        return own[name].face(bold, italic)
    if name in FAMILIES:
        return FAMILIES[name].face(bold, italic)
    if name in FACES:
        if bold or italic:
            for fam in FAMILIES.values():
                if fam.normal == name:
                    return fam.face(bold, italic)
        return name
    from ..core.suggest import did_you_mean

    near = did_you_mean(name, known_fonts(own))
    raise FontNotFound(f"unknown font '{name}': {near + ' ' if near else ''}use one of " + ", ".join(known_fonts(own)))
