"""Measures read off rendered pixels (pypdfium2), for what pdfplumber cannot see: clipping.

A map's tile page holds the whole board's drawing, clipped to the tile's window; pdfplumber reports every
letter and fill of it, seen or not, so a letter over a fill that is clipped away seems to print on it. Here
a page is rendered twice at one dpi:

- as printed (the page's pixels);
- with pdfium's forced colours, text black and every path and fill white: what is left is the ink of the
  letters that really print, after clipping (the text mask). Forced colours leave pictures as they are, so
  a page holding one (a map's art) is rendered once more with its text white: the mask is where the two
  differ, the letters alone, over a picture as over paper.

A letter (a pdfplumber char, its box mapped to pixels) prints when the mask has ink in its box. What it
reads against is the most common printed colour in a thin ring hugging its strokes: the pixels within
NEAR mm of the mask's ink but not in the ink (grown by a pixel to leave its anti-aliased edge out). A ring
round the letter's box instead reaches past a label's plate or into a line beside it, and on a small
letter the box is mostly ink. Its ink is the colour it is filled with. The WCAG 2 ratio of the two is
computed here (cardpdf.contrast), not with pnp's own function.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from PIL import Image, ImageChops, ImageFilter

from cardpdf import _rgb, contrast

DPI = 150          # a 6 pt letter is 12 px tall, an overview's 2.5 pt one 5 px: enough for a ring round it
NEAR = 0.4         # mm from a letter's ink within which its ground is read
INK = 250          # a mask pixel darker than this is a letter's ink (anti-aliased edges included)
MM = 72 / 25.4


@dataclass(frozen=True)
class Rendered:
    """One page's pixels as printed, where printed letters have ink and the ring round it (L images: 0 in
    the ink, grown by a pixel for its anti-aliased edge; 255 in the ring, the NEAR mm round the ink)."""

    image: Image.Image
    mask: Image.Image
    ring: Image.Image
    scale: float          # pixels per point

    def px(self, x0: float, top: float, x1: float, bottom: float, grow: float = 0.0) -> tuple[int, int, int, int]:
        """A box in points (pdfplumber's x and top-down y) as a pixel box inside the page, grown by `grow` mm."""
        g = grow * MM
        s = self.scale
        w, h = self.image.size
        return (max(0, int((x0 - g) * s)), max(0, int((top - g) * s)),
                min(w, int((x1 + g) * s + 0.999)), min(h, int((bottom + g) * s + 0.999)))


def render_pdf(path: Path, dpi: float = DPI, pages: Optional[int] = None) -> list[Rendered]:
    """Every page of a PDF (the first `pages` when given) rendered as printed and as its text mask."""
    import pypdfium2 as pdfium

    white, black = (255, 255, 255, 255), (0, 0, 0, 255)
    text_only = pdfium.PdfColorScheme(path_fill=white, path_stroke=white, text_fill=black, text_stroke=black)
    doc = pdfium.PdfDocument(str(path))
    try:
        out = []
        for index in range(len(doc) if pages is None else min(pages, len(doc))):
            page = doc[index]
            image = page.render(scale=dpi / 72).to_pil().convert("RGB")
            mask = page.render(scale=dpi / 72, color_scheme=text_only).to_pil().convert("L")
            if _has_picture(page):
                inverse = pdfium.PdfColorScheme(path_fill=white, path_stroke=white, text_fill=white, text_stroke=white)
                light = page.render(scale=dpi / 72, color_scheme=inverse).to_pil().convert("L")
                mask = ImageChops.invert(ImageChops.difference(mask, light))
            ink = mask.point(lambda v: 0 if v < INK else 255).filter(ImageFilter.MinFilter(3))
            near = ink
            for _ in range(max(1, round(NEAR / 25.4 * dpi))):   # a pixel further each time (quicker than one wide filter)
                near = near.filter(ImageFilter.MinFilter(3))
            out.append(Rendered(image, ink, ImageChops.subtract(ink, near), dpi / 72))
            page.close()
        return out
    finally:
        doc.close()


def _has_picture(page) -> bool:
    """Whether the page draws an image anywhere (inside forms too)."""
    import pypdfium2.raw as pdfium_c

    return next(iter(page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,), max_depth=15)), None) is not None


def ground_colour(rendered: Rendered, box: tuple[int, int, int, int]) -> Optional[tuple[float, float, float]]:
    """The most common printed colour (0-1 RGB) of the ring round letters' ink inside a pixel box; None when
    the box holds no ring."""
    image = rendered.image.crop(box)
    image.putalpha(rendered.ring.crop(box))      # all but the ring: transparent
    counts = [(n, c[:3]) for n, c in image.getcolors(image.width * image.height) or () if c[3] == 255]
    if not counts:
        return None
    _, colour = max(counts)
    return tuple(v / 255 for v in colour)  # type: ignore[return-value]


def prints(rendered: Rendered, ch: dict) -> bool:
    """Whether the text mask has ink in the middle of the letter's box: the letter is not clipped away."""
    x0, top, x1, bottom = ch["x0"], ch["top"], ch["x1"], ch["bottom"]
    dx, dy = (x1 - x0) * 0.2, (bottom - top) * 0.2
    box = rendered.px(x0 + dx, top + dy, x1 - dx, bottom - dy)
    if box[2] <= box[0] or box[3] <= box[1]:
        return False
    return rendered.mask.crop(box).getextrema()[0] == 0


@dataclass(frozen=True)
class Letter:
    text: str
    at: tuple[float, float]          # its box's centre, mm from the page's top-left
    ink: tuple[float, float, float]
    ground: tuple[float, float, float]
    ratio: float

    def __str__(self) -> str:
        shade = "#" + "".join(f"{round(v * 255):02x}" for v in self.ground)
        ink = "#" + "".join(f"{round(v * 255):02x}" for v in self.ink)
        return f"{self.text!r} at ({self.at[0]:.1f}, {self.at[1]:.1f}) mm: {ink} on {shade}, {self.ratio:.2f}:1"


def letters(page, rendered: Rendered) -> list[Letter]:
    """Every letter that prints on a pdfplumber page, with its ink, its ground and their contrast.

    A letter drawn twice at one place, the first copy stroked in another colour than the second, is an
    outlined letter (a halo: first the outline, then the fill): the outline is no letter of its own, and the
    letter reads against the outline's colour."""
    copies: dict[tuple, list[dict]] = {}
    for ch in page.chars:
        copies.setdefault((round(ch["x0"], 1), round(ch["top"], 1), ch["text"]), []).append(ch)
    out = []
    for ch in page.chars:
        ink = _rgb(ch.get("non_stroking_color"))
        same = copies[(round(ch["x0"], 1), round(ch["top"], 1), ch["text"])]
        if not ch["text"].strip() or ink is None or ch is not same[-1] or not prints(rendered, ch):
            continue
        outline = _rgb(same[0].get("stroking_color")) if len(same) > 1 else None
        if outline is not None and outline != _rgb(ch.get("stroking_color")):
            ground = outline
        else:
            ground = ground_colour(rendered, rendered.px(ch["x0"], ch["top"], ch["x1"], ch["bottom"], NEAR))
        if ground is None:
            continue
        at = ((ch["x0"] + ch["x1"]) / 2 / MM, (ch["top"] + ch["bottom"]) / 2 / MM)
        out.append(Letter(ch["text"], at, ink, ground, contrast(ink, ground)))
    return out


def low_contrast_letters(path: Path, least: float = 3.0, dpi: float = DPI, pages: Optional[int] = None
                         ) -> list[tuple[int, Letter]]:
    """(page number from 1, letter) of every printed letter of a PDF whose contrast with its ground is below
    `least` (WCAG's 3:1 for graphics and large text)."""
    import pdfplumber

    found = []
    with pdfplumber.open(str(path)) as pdf:
        for number, (page, rendered) in enumerate(zip(pdf.pages, render_pdf(path, dpi, pages)), 1):
            found += [(number, letter) for letter in letters(page, rendered) if letter.ratio < least]
    return found


@dataclass(frozen=True)
class Icon:
    name: str
    at: tuple[float, float]                      # its box's centre, mm from the page's top-left
    inks: tuple[tuple[float, float, float], ...]
    ground: tuple[float, float, float]
    ratio: float                                 # of its most contrasting ink

    def __str__(self) -> str:
        def shown(c):
            return "#" + "".join(f"{round(v * 255):02x}" for v in c)
        return (f"icon {self.name!r} at ({self.at[0]:.1f}, {self.at[1]:.1f}) mm: {'/'.join(map(shown, self.inks))} "
                f"on {shown(self.ground)}, {self.ratio:.2f}:1")


def _figures(obj, found: list) -> list:
    from pdfminer.layout import LTFigure

    for child in obj:
        if isinstance(child, LTFigure):
            found.append(child)
            _figures(child, found)
    return found


def _inks(figure) -> tuple[tuple[float, float, float], ...]:
    """The colours an icon's shapes are filled or stroked with, each once, in drawing order."""
    from pdfminer.layout import LTCurve, LTFigure

    out: list = []
    for child in figure:
        if isinstance(child, LTFigure):
            out += [c for c in _inks(child) if c not in out]
        elif isinstance(child, LTCurve):   # rects and lines are curves too
            for on, colour in ((child.fill, child.non_stroking_color), (child.stroke, child.stroking_color)):
                rgb = _rgb(colour) if on else None
                if rgb is not None and rgb not in out:
                    out.append(rgb)
    return tuple(out)


def icons(page, rendered: Rendered) -> list[Icon]:
    """Every icon drawn as a form (`icon_<code>`, shared/icons.py) on a pdfplumber page: its inks, read from
    its shapes, against the most common printed colour of a NEAR mm ring round its box (letters left out)."""
    out = []
    for figure in _figures(page.layout, []):
        if "icon_" not in (figure.name or ""):
            continue
        inks = _inks(figure)
        x0, y0, x1, y1 = figure.bbox
        top, bottom = page.height - y1, page.height - y0
        outer, inner = rendered.px(x0, top, x1, bottom, NEAR), rendered.px(x0, top, x1, bottom)
        ring = Image.new("L", (outer[2] - outer[0], outer[3] - outer[1]), 255)
        ring.paste(0, (inner[0] - outer[0], inner[1] - outer[1], inner[2] - outer[0], inner[3] - outer[1]))
        ring = ImageChops.multiply(ring, rendered.mask.crop(outer))
        image = rendered.image.crop(outer)
        image.putalpha(ring)
        counts = [(n, c[:3]) for n, c in image.getcolors(image.width * image.height) or () if c[3] == 255]
        if not inks or not counts:
            continue
        ground = tuple(v / 255 for v in max(counts)[1])
        at = ((x0 + x1) / 2 / MM, (top + bottom) / 2 / MM)
        name = figure.name.split("icon_", 1)[1]
        out.append(Icon(name, at, inks, ground, max(contrast(ink, ground) for ink in inks)))  # type: ignore[arg-type]
    return out


def low_contrast_icons(path: Path, least: float = 3.0, dpi: float = DPI, pages: Optional[int] = None
                       ) -> list[tuple[int, Icon]]:
    """(page number from 1, icon) of every form-drawn icon of a PDF none of whose inks contrasts `least`
    with the colour round it (WCAG's 3:1 for graphics)."""
    import pdfplumber

    found = []
    with pdfplumber.open(str(path)) as pdf:
        for number, (page, rendered) in enumerate(zip(pdf.pages, render_pdf(path, dpi, pages)), 1):
            found += [(number, icon) for icon in icons(page, rendered) if icon.ratio < least]
    return found
