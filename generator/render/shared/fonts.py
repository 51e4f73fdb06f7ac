"""The fonts in fonts/, registered with ReportLab so every PDF embeds them.

Faces are registered under their file names (``Lato-Bold``); families map
<b> and <i> in rich text to the right face. Layouts name a family
(``Vollkorn``) or a single face (``Vollkorn-SemiBold``). Registration is
idempotent: ReportLab's font registry is process-wide, and registering the
same TTF twice would only waste time.
"""
from __future__ import annotations

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from ...load.discover import PACKAGE_ROOT
from ...model.fonts import FACES, FAMILIES, FontNotFound, known_fonts, resolve_face  # noqa: F401

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
