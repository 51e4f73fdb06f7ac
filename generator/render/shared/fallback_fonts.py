"""Card text with fallback fonts: characters the layout's face lacks are set in the game's fallback font.

ReportLab has no per-glyph font fallback, so pnp does it in the paragraph
markup: each run of characters that the face cannot draw but a fallback font
of the game (style.fallback_fonts) can is wrapped in `<font name=...>`; after
them, for a face of the game's own fonts/, pnp's Lato (for one of pnp's faces,
its other family), and last pnp's symbols (fonts/PnpSymbols.ttf: suits, dice). Tags and entities of
the markup are left alone. Maps and token sheets draw plain strings: `runs`
cuts one into the same pieces (render/shared/board_fonts.py draws them).
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Optional

from ...core.scripts import RIGHT_TO_LEFT, SHAPED_LTR
from ...load.glyphs import SYMBOLS_FONT, Coverage, needs_glyph

_TOKEN = re.compile(r"<[^>]*>|&[#\w]+;|[^<&]+|[<&]")
# pnp's two families stand in for each other, weight for weight: what one lacks the other may have
_OTHER_FAMILY = {"Lato-Regular": "Vollkorn-Regular", "Lato-Bold": "Vollkorn-Bold", "Lato-Italic": "Vollkorn-Italic",
                 "Lato-BoldItalic": "Vollkorn-BoldItalic", "Lato-Black": "Vollkorn-Black",
                 "Vollkorn-Regular": "Lato-Regular", "Vollkorn-Bold": "Lato-Bold", "Vollkorn-Italic": "Lato-Italic",
                 "Vollkorn-BoldItalic": "Lato-BoldItalic", "Vollkorn-Black": "Lato-Black",
                 "Vollkorn-SemiBold": "Lato-Bold"}


@dataclass
class FallbackFonts:
    """One game's fallback fonts, registered with ReportLab on first use."""

    paths: tuple[Path, ...]
    fonts_dir: Path
    own: Mapping[str, Path] = field(default_factory=dict)   # the game's own faces (fonts/) and their files
    # faces registered already (the game's own, by their names) to fall back on after the game's fallbacks: page
    # furniture in pnp's Lato falls back on the game's own font for the title's letters Lato lacks
    also: tuple[tuple[str, Path], ...] = ()
    _faces: dict[str, Optional[Coverage]] = field(default_factory=dict, repr=False)
    _fallbacks: list[tuple[str, Coverage]] = field(default_factory=list, repr=False)
    _last: list[tuple[str, Coverage]] = field(default_factory=list, repr=False)   # pnp's symbols, after all else

    def __post_init__(self) -> None:
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont

        symbols = (self.fonts_dir / SYMBOLS_FONT).resolve()
        for path in self.paths:
            name = "pnp-fallback-" + hashlib.sha256(str(path).encode()).hexdigest()[:10]
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, str(path)))
            (self._last if Path(path).resolve() == symbols else self._fallbacks).append((name, Coverage.read(path)))
        self._fallbacks += [(name, Coverage.read(path)) for name, path in self.also]

    def _face(self, face: str) -> Optional[Coverage]:
        if face not in self._faces:
            path = self.own.get(face) or self.fonts_dir / f"{face}.ttf"
            self._faces[face] = Coverage.read(path) if path.is_file() else None
        return self._faces[face]

    def apply(self, markup: str, face: str) -> str:
        """The markup with every run the face cannot draw set in the first fallback that can."""
        fallbacks = self._chain(face)
        if not fallbacks or markup.isascii():
            return markup
        out: list[str] = []
        for token in _TOKEN.findall(markup):
            if token[0] in "<&" and len(token) > 1:
                out.append(token)
                continue
            runs = self._split(token, face, fallbacks)
            if len(runs) > 1 and needs_shaping(token):
                runs = self._whole_words(runs)
            out += [_wrap(run, font) for run, font in runs]
        return "".join(out)

    def _whole_words(self, runs: list[tuple[str, Optional[str]]]) -> list[tuple[str, Optional[str]]]:
        """The characters of the face glued to a run of a fallback font that has them too ('לקנות:' with its colon),
        set in that font: ReportLab shapes a word cut between two fonts wrongly, drawing a glyph of the other font
        for its last letter (a 'W' for the Hebrew ת of shuk-hacarmel's 'רוצה לקנות:')."""
        covers = dict(self._fallbacks + self._last)
        texts = [text for text, _ in runs]
        fonts = [font for _, font in runs]
        for k, font in enumerate(fonts):
            if font is not None:
                continue
            before = fonts[k - 1] if k > 0 else None
            after = fonts[k + 1] if k + 1 < len(fonts) else None
            text = texts[k]
            if before is not None:
                lead = next((j for j, ch in enumerate(text) if ch.isspace() or not covers[before].covers(ch)), len(text))
                texts[k - 1] += text[:lead]
                text = text[lead:]
            if after is not None:
                trail = 0
                for ch in reversed(text):
                    if ch.isspace() or not covers[after].covers(ch):
                        break
                    trail += 1
                texts[k + 1] = text[len(text) - trail:] + texts[k + 1]
                text = text[:len(text) - trail]
            texts[k] = text
        out: list[tuple[str, Optional[str]]] = []
        for text, font in zip(texts, fonts):   # and runs of one font the face only spaced apart, as one
            if not text:
                continue
            if out and out[-1][1] == font:
                out[-1] = (out[-1][0] + text, font)
            elif len(out) >= 2 and out[-2][1] == font and font is not None and out[-1][0].isspace() \
                    and all(covers[font].covers(ch) for ch in out[-1][0]):
                out[-2:] = [(out[-2][0] + out[-1][0] + text, font)]
            else:
                out.append((text, font))
        return out

    def runs(self, text: str, face: str) -> list[tuple[str, str]]:
        """Plain text (no markup) cut into (run, font) pieces: the face where it can draw a character, else the
        first fallback that can, as `apply` does for a paragraph; one piece in the face when nothing falls back."""
        fallbacks = self._chain(face)
        if not fallbacks or text.isascii():
            return [(text, face)]
        runs = self._split(text, face, fallbacks)
        if len(runs) > 1 and needs_shaping(text):
            runs = self._whole_words(runs)
        return [(run, font or face) for run, font in runs]

    def _chain(self, face: str) -> list[tuple[str, Coverage]]:
        """The fallbacks for a face: the game's, then pnp's Lato for a face of the game's own fonts/ (what the
        designer's font lacks, an accent or a dash, is set in Lato), or pnp's other family for one of pnp's faces
        ('⇒', which Vollkorn has and Lato lacks, set in Vollkorn-Bold on a Lato-Bold card title: arrow-converter's
        double arrows printed blank, while the check, which counts every bundled font, passed them)."""
        other = "Lato-Regular" if face in self.own else _OTHER_FAMILY.get(face)
        cover = self._face(other) if other is not None else None
        family = [(other, cover)] if other is not None and cover is not None else []
        return [*self._fallbacks, *family, *self._last]   # pnp's symbols (suits, dice faces) when nothing else has it

    def _split(self, token: str, face: str, fallbacks: list[tuple[str, Coverage]]) -> list[tuple[str, Optional[str]]]:
        main = self._face(face)
        out: list[tuple[str, Optional[str]]] = []
        run_font: Optional[str] = None
        run: list[str] = []
        for ch in token:
            font = None
            if needs_glyph(ch) and not ch.isascii() and not (main and main.covers(ch)):
                font = next((name for name, cov in fallbacks if cov.covers(ch)), None)
            if font != run_font and run:
                out.append(("".join(run), run_font))
                run = []
            run_font = font
            run.append(ch)
        if run:
            out.append(("".join(run), run_font))
        return out


# Scripts whose letters HarfBuzz must join and reorder to print them at all: the Indic scripts (Devanagari to
# Sinhala), Thai, Lao, Tibetan, Myanmar and Khmer, written left to right. Drawn one code point a glyph, Hindi's
# vowel sign ि printed after its letter and every conjunct fell apart (mela-bazaar, written outside the project).
# Hebrew and Arabic (with their supplements and presentation forms) too: HarfBuzz joins Arabic's letters and
# ReportLab then sets both right to left, digits and Latin words inside them left to right (suq-attarin and
# shuk-hacarmel, written outside the project, printed every word backwards and unjoined).
_SHAPED = re.compile(f"[{RIGHT_TO_LEFT}{SHAPED_LTR}]")
_RTL = re.compile(f"[{RIGHT_TO_LEFT}]")
_STRONG = re.compile(r"[^\W\d_]")


def visual_order(text: str) -> str:
    """A one-line text whose first letter is right to left, with its words in the order they print from the left:
    each right-to-left word on its own, in the other order, and each run of other words (a number and its unit,
    '18 mm') kept as written. Each word is then shaped on its own (HarfBuzz sets its letters right to left)."""
    groups: list[str] = []
    latin = False
    for word in text.split(" "):
        rtl = _RTL.search(word) is not None
        if groups and not rtl and latin:
            groups[-1] += " " + word
        else:
            groups.append(word)
        latin = not rtl
    return " ".join(reversed(groups))


def right_to_left(text: str) -> bool:
    """Whether a text's first letter belongs to a script written right to left (Hebrew, Arabic): its lines then
    start at the right edge (a layout's left becomes right)."""
    if text.isascii():
        return False
    first = _STRONG.search(re.sub(r"<[^>]*>|&[#\w]+;", " ", text))
    return first is not None and _RTL.match(first.group(0)) is not None


def needs_shaping(text: str) -> bool:
    """Whether a text holds letters of a script that prints only shaped (_SHAPED)."""
    return not text.isascii() and _SHAPED.search(text) is not None


def _wrap(text: str, font: Optional[str]) -> str:
    return f'<font name="{font}">{text}</font>' if font else text
