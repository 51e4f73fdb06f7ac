"""Icons: small vector drawings (YAML or SVG) or PNG files, drawn in icon rows and inline in card text.

An icon code such as ``growth-stop`` is looked up as ``<code>.yaml``,
``<code>.svg`` or ``<code>.png`` in content/<game>/icons/, then in pnp's
templates/icons/ (SVG files are read by icon_svg.py).
A vector icon is drawn once per PDF as a form and reused everywhere.

Inline icons ride on ReportLab's <img> tag: the paragraph reserves the space
for a transparent spacer image, and IconCanvas draws the real icon there
(vector icons stay vector). The queue of icons to draw is set just before a
paragraph is drawn, in text order, which is the order ReportLab draws them.
"""
from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any, Callable, Optional

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from ...load.discover import PACKAGE_ROOT
from ...core.errors import LoadError
from ...load import shown_path
from ...load.documents import ICON_CODE, icon_aliases, icon_dirs, icon_files, source_is_file  # noqa: F401 (ICON_CODE re-exported)
from ...load.icon_pictures import png_problem
from .icon_files import Icon, ResolveColour, Shape, load_aliases, load_vector

BUILTIN_ICONS = PACKAGE_ROOT / "templates" / "icons"
_PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]+")


def form_name(prefix: str, key: str) -> str:
    """A PDF form XObject's name for `key`: ASCII, as ReportLab writes names in PDFDocEncoding. A key of ASCII
    letters, digits, '_' and '-' keeps its own name ('icon_growth_stop'); any other ('花びら', an icon code of
    sakura-ichiba, written outside the project, stopped the build with an internal UnicodeEncodeError) is named
    by a digest of it, so two keys never share a form."""
    if _PLAIN_NAME.fullmatch(key):
        return prefix + key.replace("-", "_")
    return f"{prefix}u{hashlib.sha256(key.encode('utf-8')).hexdigest()[:16]}"
SPACER = str(BUILTIN_ICONS / "_spacer.png")



class IconCanvas(Canvas):
    """A canvas that draws queued icons where a paragraph places its spacer images."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.icon_queue: list[Callable[["IconCanvas", float, float, float, float], None]] = []
        self.forms_defined: set[str] = set()

    def drawImage(self, image: Any, x: float, y: float, width: Any = None, height: Any = None,  # noqa: N802
                  mask: Any = None, preserveAspectRatio: bool = False, anchor: str = "c", anchorAtXY: bool = False,
                  showBoundary: bool = False, extraReturn: Any = None) -> Any:
        if getattr(image, "fileName", None) == SPACER and self.icon_queue:
            self.icon_queue.pop(0)(self, x, y, width, height)
            return width, height
        return super().drawImage(image, x, y, width, height, mask=mask, preserveAspectRatio=preserveAspectRatio,
                                 anchor=anchor, anchorAtXY=anchorAtXY, showBoundary=showBoundary,
                                 extraReturn=extraReturn)


class IconSet:
    """The icons one game can use; loaded on first use and cached.

    Which file draws a code, aliases followed, is load/documents.icon_files and icon_aliases: the very index
    `pnp check` judges icon codes by (ICO003, TOK004, DOC002), so the check and the build know the same icons."""

    def __init__(self, game_folder: Path, resolve_colour: ResolveColour, sources: Any = None) -> None:
        self.folder = Path(game_folder)
        self.sources = sources   # the game's files as the load kept them (load/sources.py); None: the disk
        self.dirs = icon_dirs(self.folder)
        self.resolve_colour = resolve_colour
        self._icons: dict[str, Optional[Icon]] = {}
        self._index: Optional[tuple[dict[str, Path], dict[str, str]]] = None

    def available(self) -> list[str]:
        files, aliases = self._codes()
        return sorted(set(files) | set(aliases))

    def get(self, code: str) -> Optional[Icon]:
        if code not in self._icons:
            self._icons[code] = self._load(code)
        return self._icons[code]

    def _codes(self) -> tuple[dict[str, Path], dict[str, str]]:
        """(code -> file, alias -> code), read once; a broken _aliases.yaml is refused with its line."""
        if self._index is None:
            for folder in self.dirs:
                if source_is_file(folder / "_aliases.yaml", self.sources):
                    load_aliases(folder / "_aliases.yaml", self.sources)
            files = icon_files(self.folder)
            self._index = (files, icon_aliases(self.folder, files, self.sources))
        return self._index

    def _load(self, code: str) -> Optional[Icon]:
        files, aliases = self._codes()
        path = files.get(code) or files.get(aliases.get(code, ""))
        if path is None:
            return None
        suffix = path.suffix.lower()
        if suffix == ".yaml":
            return load_vector(path.stem, path, self.resolve_colour, self.sources)
        if suffix == ".svg":
            from .icon_svg import load_svg

            return load_svg(path.stem, path)
        refused = png_problem(path, shown_path(path), self.sources.get(path) if self.sources is not None else None)
        if refused is not None:
            raise LoadError([refused])
        reader = ImageReader(str(path))
        w, h = reader.getSize()
        return Icon(path.stem, shown_path(path), (float(w), float(h)), png=reader)

    def draw(self, c: Canvas, icon: Icon, x: float, y: float, w: float, h: float) -> None:
        """Draw an icon into the box (pt, bottom-left origin), keeping its aspect ratio, centred."""
        scale = min(w / icon.view[0], h / icon.view[1])
        dw, dh = icon.view[0] * scale, icon.view[1] * scale
        x, y = x + (w - dw) / 2, y + (h - dh) / 2
        if icon.png is not None:
            Canvas.drawImage(c, icon.png, x, y, dw, dh, mask="auto")
            return
        if icon.svg is not None:
            # Drawn in place, not as a form: ReportLab keeps a gradient's shading in the page's
            # resources, where a form cannot see it. svglib's drawing is y-up, in points.
            from reportlab.graphics import renderPDF

            c.saveState()
            c.translate(x, y)
            c.scale(scale, scale)
            renderPDF.draw(icon.svg, c, 0, 0)
            c.restoreState()
            return
        name = form_name("icon_", icon.code)
        defined: set[str] = getattr(c, "forms_defined", set())
        if name not in defined:
            _define_form(c, name, icon)
            defined.add(name)
            c.forms_defined = defined  # type: ignore[attr-defined]  # a plain Canvas gets one here (IconCanvas has it)
        c.saveState()
        c.translate(x, y)
        c.scale(scale, scale)
        c.doForm(name)
        c.restoreState()


def _define_form(c: Canvas, name: str, icon: Icon) -> None:
    vw, vh = icon.view
    c.beginForm(name, 0, 0, vw, vh)
    c.saveState()
    c.translate(0, vh)
    c.scale(1, -1)   # icon files are written y-down, like layouts
    for shape in icon.shapes:
        _draw_shape(c, shape)
    c.restoreState()
    c.endForm()


def _draw_shape(c: Canvas, s: Shape) -> None:
    if s.fill is not None:
        c.setFillColor(s.fill)
    if s.stroke is not None:
        c.setStrokeColor(s.stroke)
        c.setLineWidth(s.width)
        c.setLineCap(s.cap)
        c.setLineJoin(1)
    fill, stroke = int(s.fill is not None), int(s.stroke is not None)
    g = s.geometry
    if s.kind == "circle":
        c.circle(g[0], g[1], g[2], stroke=stroke, fill=fill)
    elif s.kind == "ellipse":
        c.ellipse(g[0], g[1], g[0] + g[2], g[1] + g[3], stroke=stroke, fill=fill)
    elif s.kind == "rect":
        if s.radius:
            c.roundRect(g[0], g[1], g[2], g[3], s.radius, stroke=stroke, fill=fill)
        else:
            c.rect(g[0], g[1], g[2], g[3], stroke=stroke, fill=fill)
    else:
        path = c.beginPath()
        if s.kind == "path":
            for op, args in g:
                getattr(path, op)(*args)
        else:
            path.moveTo(*g[0])
            for point in g[1:]:
                path.lineTo(*point)
            if s.kind == "polygon":
                path.close()
        c.drawPath(path, stroke=stroke, fill=fill if s.kind != "line" else 0)


