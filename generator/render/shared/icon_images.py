"""Icons for documents: every icon a game can use, as an image URL WeasyPrint can show.

An icon is `<code>.svg` or `<code>.png` (used as the file itself), or a
`<code>.yaml` vector drawing of the card pipeline (generator/render/shared/icons.py),
or an alias of one (`_aliases.yaml`); generator/load/documents.py finds them, the
same way for `pnp check` (DOC002) and for the build.
A vector icon is drawn by the card pipeline's own IconSet onto a small PDF
page and rasterised (pypdfium2) to a PNG data: URI, so the rulebook shows it
exactly as the cards print it. The game's icons/ folder comes before pnp's
templates/icons/; names starting with `_` are helpers, not icons.
"""
from __future__ import annotations

import base64
import io
from dataclasses import dataclass

from ...core.errors import GeneratorError, LoadError
from ...load import LoadedGame, shown_path
from ...load.icon_pictures import png_problem
from ...load.svg_icons import svg_problems
from ...load.documents import (alias_meanings, icon_aliases, icon_dirs, icon_files, icon_in_glossary, icon_meaning,
                               read_aliases)

ICON_SIZE_MM = 12.0
ICON_DPI = 300
FILE_TYPES = (".svg", ".png")  # used as they are; .yaml icons are drawn


class IconImageError(GeneratorError):
    """An icon cannot be drawn for a document."""


@dataclass(frozen=True)
class IconImage:
    """One icon as a document shows it."""

    code: str
    src: str


@dataclass(frozen=True)
class GlossaryIcon:
    """An icon of the game's glossary: its image and every code that shows it (aliases too)."""

    image: IconImage
    names: tuple[str, ...]
    meaning: str = ""   # the icon file's own `meaning:`, for when no glossary term is named like it


def _rasterise(loaded: LoadedGame, codes: list[str]) -> dict[str, str]:
    """Draw vector icons with the card pipeline, one PDF page each, and rasterise them to PNG data: URIs."""
    import pypdfium2
    from reportlab.pdfgen.canvas import Canvas

    from .painter import Painter

    painter = Painter(loaded.game, loaded.folder, loaded.sources)
    side = ICON_SIZE_MM * 72 / 25.4
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(side, side), invariant=1)
    drawn: list[str] = []
    for code in codes:
        try:
            icon = painter.icons.get(code)
        except LoadError as exc:
            raise IconImageError(f"icon '{code}' cannot be drawn:\n" + "\n".join(str(p) for p in exc.problems),
                                 "fix the icon file; the card sheets report the same") from None
        if icon is None:
            continue
        height = side / icon.aspect if icon.aspect >= 1 else side
        width = side if icon.aspect >= 1 else side * icon.aspect
        c.setPageSize((width, height))
        painter.icons.draw(c, icon, 0, 0, width, height)
        c.showPage()
        drawn.append(code)
    c.save()
    images: dict[str, str] = {}
    pdf = pypdfium2.PdfDocument(buffer.getvalue())
    try:
        for index, code in enumerate(drawn):
            image = pdf[index].render(scale=ICON_DPI / 72, may_draw_forms=True).to_pil()
            out = io.BytesIO()
            image.save(out, format="PNG")
            images[code] = "data:image/png;base64," + base64.b64encode(out.getvalue()).decode("ascii")
    finally:
        pdf.close()
    return images


def icon_images(loaded: LoadedGame, codes: set[str]) -> dict[str, IconImage]:
    """Images for these icon codes (aliases are resolved by the caller)."""
    files = {c: p for c, p in icon_files(loaded.folder.resolve()).items() if c in codes}
    vectors = [c for c, p in files.items() if p.suffix.lower() == ".yaml"]
    drawn = _rasterise(loaded, vectors) if vectors else {}
    refused = [p for path in files.values() if path.suffix.lower() == ".svg"
               for p in svg_problems(path, shown_path(path), loaded.sources.get(path))]
    refused += [p for path in files.values() if path.suffix.lower() == ".png"
                for p in [png_problem(path, shown_path(path), loaded.sources.get(path))] if p is not None]
    if refused:   # WeasyPrint would drop a part it cannot draw or fetch: the card pipeline's scan, before it reads
        raise LoadError(refused)
    out: dict[str, IconImage] = {}
    for code, path in files.items():
        src = drawn.get(code) or (path.as_uri() if path.suffix.lower() in FILE_TYPES else "")
        if src:
            out[code] = IconImage(code, src)
    return out


class IconSource:
    """A document's icons: codes known at once, images drawn on first use and kept for the document."""

    def __init__(self, loaded: LoadedGame) -> None:
        self.loaded = loaded
        folder = loaded.folder.resolve()
        self.files = icon_files(folder)
        self.aliases = icon_aliases(folder, self.files, loaded.sources)
        self.codes = set(self.files) | set(self.aliases)
        own = icon_dirs(folder)[0].resolve()
        self.own = sorted(p.stem for p in self.files.values() if p.parent == own)
        # the game's own aliases: those its icons/_aliases.yaml names (they may lead to a built-in picture)
        self.own_aliases = {a: self.aliases[a] for a in read_aliases(own / "_aliases.yaml", loaded.sources)
                            if a in self.aliases}
        self._images: dict[str, IconImage] = {}

    def images(self, codes: set[str]) -> dict[str, IconImage]:
        """Images for icon codes or aliases, drawn once per document."""
        targets = {self.aliases.get(c, c) for c in codes if c in self.codes}
        missing = targets - set(self._images)
        if missing:
            self._images.update(icon_images(self.loaded, missing))
        return {c: self._images[self.aliases.get(c, c)] for c in codes if self.aliases.get(c, c) in self._images}

    def glossary(self) -> list[GlossaryIcon]:
        """The icons the game itself defines or names: its own files and its own aliases (not a card's own
        picture, an icon whose file says `glossary: false`)."""
        names: dict[str, list[str]] = {code: [code] for code in self.own}
        for alias, code in self.own_aliases.items():
            names.setdefault(code, []).append(alias)
        names = {code: n for code, n in names.items()
                 if code not in self.files or icon_in_glossary(self.files[code], self.loaded.sources)}
        images = self.images(set(names))
        sources = self.loaded.sources
        said = alias_meanings(icon_dirs(self.loaded.folder.resolve())[0] / "_aliases.yaml", sources)

        def meaning(code: str, names: list[str]) -> str:
            return next((said[n] for n in reversed(names) if n in said), "") or icon_meaning(self.files[code],
                                                                                               sources=sources)

        return [GlossaryIcon(images[code], tuple(n), meaning(code, n)) for code, n in names.items() if code in images]
