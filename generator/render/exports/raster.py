"""Rasterise a deck's distinct faces and backs, each once, for the image exports (png, tts).

The faces are drawn by the card pipeline (the same bound layouts as the card
sheets) onto one PDF, a page per distinct face, and pypdfium2 rasterises the
pages one at a time: Commerce's 1,860 resource cards are 93 pages, never 1,860.
"""
from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from typing import Iterator, Optional, Sequence

import pypdfium2
from PIL import Image

from ...model import Card, Deck
from ...core.units import PT_PER_MM
from ..job import ExportError
from ..cards.faces import BoundLayout, CardRef, Painter, card_context, slug
from ..cards.renderer import bind, instances
from ..shared.icons import IconCanvas
from ..cards.sheets import sheet_canvas

K = PT_PER_MM
MM_PER_INCH = 25.4


@dataclass(frozen=True)
class Face:
    """One distinct face of a deck: its card, its copy label (decks with copies_by) and how many cards show it."""

    card: Card
    copy: Optional[str]
    count: int

    @property
    def stem(self) -> str:
        """File-name stem: the card id, plus the copy label's slug when copies differ."""
        return self.card.id if self.copy is None else f"{self.card.id}-{slug(self.copy)}"

    @property
    def label(self) -> str:
        return self.card.name if self.copy is None else f"{self.card.name} ({self.copy})"


def pixels(mm: float, dpi: float) -> int:
    """Whole pixels for a length at a resolution (rounded, so 69 mm at 300 dpi is 815 px)."""
    return max(1, round(mm / MM_PER_INCH * dpi))


class DeckRaster:
    """A deck's face and back layouts bound once, and its distinct faces in CSV order."""

    def __init__(self, painter: Painter, deck: Deck) -> None:
        self.painter, self.deck = painter, deck
        self.face_layout = bind(painter, deck, deck.layout, "face")
        self.back_layout = bind(painter, deck, deck.back_layout, "back")
        self.trim = deck.size.mm
        self.bleed = float(deck.bleed)
        seen: dict[str, list] = {}
        for inst in instances(painter, deck):
            seen.setdefault(inst.face_key, [inst, 0])[1] += 1
        self.faces = [Face(inst.card, inst.copy, n) for inst, n in seen.values()]
        stems = [f.stem for f in self.faces]
        clash = next((s for s in stems if stems.count(s) > 1), None)
        if clash is not None:
            card = next(f.card for f in self.faces if f.stem == clash)
            raise ExportError(f"{card.loc.file}:{card.loc.line}: deck '{deck.id}': two faces would both be "
                              f"exported as '{clash}.png'", "give the cards (or their copy labels) distinct ids")

    def backs_differ(self, dpi: float, *, bleed: bool) -> bool:
        """True when faces have different backs; False when one picture serves every card.

        A back layout that reads the card (`copy`, a column) may still draw the
        same picture for every card (The Acts' gift backs read `copy` for the
        miracles' colours only), so the backs are compared pixel for pixel, each
        rasterised and dropped in turn, stopping at the first difference.
        """
        if not self.back_layout.per_card:
            return False
        first: Optional[bytes] = None
        for image in self.images("back", self.faces, dpi, bleed=bleed):
            digest = hashlib.sha256(image.tobytes()).digest()
            if first is not None and digest != first:
                return True
            first = digest
        return False

    def shared_back(self, dpi: float, *, bleed: bool) -> Image.Image:
        """The one back every card shows (drawn for the first face when the layout reads the card)."""
        entry = self.faces[0] if self.back_layout.per_card and self.faces else None
        return next(self.images("back", [entry], dpi, bleed=bleed))

    def size_px(self, dpi: float, *, bleed: bool) -> tuple[int, int]:
        pad = 2 * self.bleed if bleed else 0.0
        return pixels(self.trim[0] + pad, dpi), pixels(self.trim[1] + pad, dpi)

    def pdf(self, role: str, faces: Sequence[Optional[Face]], *, bleed: bool) -> bytes:
        """One page per entry, trim (plus bleed) sized; None stands for the deck's shared back."""
        layout: BoundLayout = {"face": self.face_layout, "back": self.back_layout}[role]
        pad = self.bleed if bleed else 0.0
        buffer = io.BytesIO()
        c = sheet_canvas(buffer, (self.trim[0] + 2 * pad, self.trim[1] + 2 * pad),
                         title=f"{self.painter.game.title}: {self.deck.name} ({role}s)", canvas_class=IconCanvas)
        for face in faces:
            card = face.card if face else None
            ref = CardRef(self.deck.id, card.id if card else "(back)", card.loc if card else None)
            ctx = card_context(self.painter, self.deck, card, face.copy if face else None)
            layout.draw(c, pad * K, pad * K, ctx, ref)
            c.showPage()
        c.save()
        return buffer.getvalue()

    def images(self, role: str, faces: Sequence[Optional[Face]], dpi: float, *,
               bleed: bool) -> Iterator[Image.Image]:
        """The entries' pictures at `dpi`, one at a time, RGB and exactly size_px(dpi) each."""
        return rasterise(self.pdf(role, faces, bleed=bleed), self.size_px(dpi, bleed=bleed), dpi)


def rasterise(pdf: bytes, size: tuple[int, int], dpi: float) -> Iterator[Image.Image]:
    """Each page of a PDF as an RGB picture of exactly `size` pixels.

    pdfium rounds a page's pixel size up, so a page may come out a pixel wider
    or taller than the rounded size; that sliver (at the bleed's outer edge) is
    cut off, so every picture of a deck has the same size.
    """
    doc = pypdfium2.PdfDocument(pdf)
    try:
        for index in range(len(doc)):
            page = doc[index]
            try:
                image = page.render(scale=dpi / 72).to_pil().convert("RGB")
            finally:
                page.close()
            if image.size != size:
                if image.width < size[0] or image.height < size[1]:
                    image = image.resize(size, Image.Resampling.LANCZOS)
                else:
                    image = image.crop((0, 0, *size))
            yield image
    finally:
        doc.close()


def png_bytes(image: Image.Image, dpi: Optional[float] = None) -> bytes:
    """PNG bytes without a time chunk (so deterministic), with the resolution recorded when given."""
    out = io.BytesIO()
    extra = {"dpi": (dpi, dpi)} if dpi else {}
    image.save(out, format="PNG", **extra)
    return out.getvalue()
