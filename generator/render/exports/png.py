"""The png export: one PNG per distinct card face and back, 300 dpi with bleed, for print-on-demand shops.

Opt-in (`pnp build --export png`). Files go to png/<deck>/<card-id>.png
(`<card-id>-<copy>.png` for decks with copies_by), plus back.png, or
<stem>-back.png per face when the back layout reads the card. Each manifest
entry says how many physical cards show the picture, which is what a print
shop's order asks for.
"""
from __future__ import annotations

from ...model import Deck
from ..job import ExportError, RenderJob, renderer
from ..cards.faces import Painter
from .raster import DeckRaster, Face, png_bytes

DPI = 300


def _meta(raster: DeckRaster, size: tuple[int, int]) -> dict:
    deck: Deck = raster.deck
    return {"deck": deck.id, "size_px": list(size), "dpi": DPI, "bleed_mm": raster.bleed,
            "card_size_mm": [round(raster.trim[0], 2), round(raster.trim[1], 2)]}


def _card(face: Face) -> dict:
    """Which card a picture shows and how many physical cards show it (what a print shop's order asks)."""
    copy = {"copy": face.copy} if face.copy is not None else {}
    return {"card": face.card.id, "name": face.label, "count": face.count, **copy}


@renderer("png")
def render_png(job: RenderJob) -> None:
    """Write every deck's distinct faces and backs as PNGs (only with --export png)."""
    if "png" not in job.options.exports:
        return
    game = job.loaded.game
    painter = Painter(game, job.loaded.folder, job.loaded.sources)
    for deck in game.decks:
        raster = DeckRaster(painter, deck)
        size = raster.size_px(DPI, bleed=True)
        meta = _meta(raster, size)
        folder = f"png/{deck.id}"
        unique = raster.backs_differ(DPI, bleed=True)
        back_names = [f"{f.stem}-back" for f in raster.faces] if unique else ["back"]
        clash = next((f for f in raster.faces if f.stem in back_names), None)
        if clash is not None:   # the first card in the way, and the picture its own name would overwrite
            card = clash.card
            raise ExportError(f"{card.loc.file}:{card.loc.line}: deck '{deck.id}': card id '{card.id}' would "
                              f"overwrite a back picture ({clash.stem}.png)",
                              "rename the card: 'back' and '<id>-back' name the exported backs")
        faces = raster.images("face", raster.faces, DPI, bleed=True)
        for face, image in zip(raster.faces, faces, strict=True):
            back = f"{face.stem}-back.png" if unique else "back.png"
            job.writer.write(f"{folder}/{face.stem}.png", png_bytes(image, DPI), "png", side="face", back=back,
                             **_card(face), **meta)
        if unique:
            backs = raster.images("back", raster.faces, DPI, bleed=True)
            for face, image in zip(raster.faces, backs, strict=True):
                job.writer.write(f"{folder}/{face.stem}-back.png", png_bytes(image, DPI), "png", side="back",
                                 **_card(face), **meta)
        else:
            image = raster.shared_back(DPI, bleed=True)
            job.writer.write(f"{folder}/back.png", png_bytes(image, DPI), "png", side="back", card=None,
                             name=deck.back or deck.name, count=deck.total, **meta)
