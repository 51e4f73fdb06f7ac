"""A deck's pictures for the gallery: each distinct face and back once, at a preview width.

The faces are drawn by DeckRaster (exports/raster.py), the rasteriser of
`--export png`, trimmed (no bleed) and WIDTH pixels wide. A picture's entry
records `face_key`: the card's face hash (cards/face_hash.py), its copy label,
the preview width, pnp itself, the pixel options and every game file but the
decks' data and the documents. A later build carries a picture whose key is
unchanged over as it is, and draws only the others: one card edited is one
picture drawn.
"""
from __future__ import annotations

import hashlib
import io
import json
from functools import lru_cache
from typing import Any, Optional

from ...load import LoadedGame
from ..cards.face_hash import _plain, deck_faces
from ..cards.faces import CardRef
from ..cards.sheets import sheet_canvas
from ..exports.raster import MM_PER_INCH, DeckRaster, Face, rasterise
from ..shared.icons import IconCanvas
from ..inputs import BuildInputs, digest_of, toolchain_digest
from ..job import RenderJob
from ..shared.painter import Painter, card_context
from . import EXT, FOLDER, unit_writer

WIDTH = 160   # pixels across a card's trim: large enough to read a card's title, small enough for a page of them


def picture_bytes(image: Any) -> bytes:
    """A picture as JPEG at quality 90 without chroma subsampling (text stays crisp): a preview, not a print
    file, made several times faster than a PNG and a third smaller; the same pixels give the same bytes."""
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=90, subsampling=0)
    return out.getvalue()


@lru_cache(maxsize=4)
def _toolchain() -> str:
    return toolchain_digest()


def base_key(loaded: LoadedGame, options: Any) -> str:
    """What every picture of a game is drawn with besides its card's own data: pnp, the pixel options and
    the game's files less the decks' data and the documents (layouts, art, icons, fonts, game.yaml...)."""
    return BuildInputs.read(loaded, options, _toolchain()).key("gallery-pictures", decks=())


def render_deck(job: RenderJob) -> None:
    """Write one deck's face pictures and back pictures (the `gallery:<deck>` unit)."""
    writer = unit_writer(job)
    game = job.loaded.game
    deck = next(d for d in game.decks if d.id == job.part)
    painter = Painter(game, job.loaded.folder, job.loaded.sources)
    raster = DeckRaster(painter, deck)
    dpi = WIDTH * MM_PER_INCH / raster.trim[0]
    size = raster.size_px(dpi, bleed=False)
    base = base_key(job.loaded, job.options)
    hashes = deck_faces(painter, deck)
    folder = f"{FOLDER}/cards/{deck.id}"
    per_card_back = raster.back_layout.per_card
    done: set[str] = set()
    meta = {"deck": deck.id, "size_px": list(size)}

    def face_key(face: Face) -> str:
        return digest_of([base, hashes[face.card.id]["hash"], repr(face.copy), str(WIDTH)])[:24]

    def kept(path: str, key: str, **extra: Any) -> bool:
        old = writer.previous_entry(path)
        if path in done or old is None or old.get("face_key") != key:
            return False
        if not writer.keep(path, **extra):
            return False
        done.add(path)
        return True

    shared_back: Optional[str] = None
    shared_key = ""
    if not per_card_back:   # one picture serves every card: drawn from the deck alone
        ctx = card_context(painter, deck, None, None)
        shared_key = digest_of([base, json.dumps(ctx, sort_keys=True, default=_plain), str(WIDTH)])[:24]
        shared_back = f"{folder}/backs/back{EXT}"
        kept(shared_back, shared_key, side="back", **meta)

    def kept_back(path: object) -> bool:   # a per-card back's name is its bytes' hash: kept while intact
        if not isinstance(path, str) or path in done:
            return path in done
        if job.writer.keep(path):
            done.add(path)
            return True
        return False

    keys = {face.stem: face_key(face) for face in raster.faces}
    todo: list[Face] = []
    for face in raster.faces:
        path = f"{folder}/{face.stem}{EXT}"
        old = writer.previous_entry(path) or {}
        back = old.get("back") if per_card_back else shared_back
        if old.get("face_key") == keys[face.stem] and (kept_back(back) if per_card_back else back in done) \
                and kept(path, keys[face.stem], **_card(face), back=back, **meta):
            continue
        todo.append(face)
    # everything left to draw on one PDF, rasterised at once: the faces, their backs when the back reads the
    # card, the shared back when it changed
    pages: list[tuple[str, Optional[Face]]] = [("face", f) for f in todo]
    pages += [("back", f) for f in todo] if per_card_back else []
    pages += [("back", None)] if shared_back is not None and shared_back not in done else []
    if not pages:
        return
    drawn = draw_pages(raster, pages, dpi)
    images = {(role, face.stem if face else None): data for (role, face), data in zip(pages, drawn, strict=True)}
    if shared_back is not None and shared_back not in done:
        job.writer.write(shared_back, images[("back", None)], "gallery", side="back", face_key=shared_key, **meta)
        done.add(shared_back)
    backs: dict[str, str] = {}
    for face in todo if per_card_back else ():   # named by their bytes: backs that look alike share one file
        data = images[("back", face.stem)]        # (backs/ holds no face: a card may be called `back`)
        path = f"{folder}/backs/{hashlib.sha256(data).hexdigest()[:12]}{EXT}"
        if path not in done:
            job.writer.write(path, data, "gallery", side="back", face_key=keys[face.stem], **meta)
            done.add(path)
        backs[face.stem] = path
    for face in todo:
        job.writer.write(f"{folder}/{face.stem}{EXT}", images[("face", face.stem)], "gallery", side="face",
                         face_key=keys[face.stem], back=backs.get(face.stem, shared_back), **_card(face), **meta)


def draw_pages(raster: DeckRaster, pages: list[tuple[str, Optional[Face]]], dpi: float) -> list[bytes]:
    """Each (role, face) drawn by the deck's bound face or back layout (None: the back of no card), all on one
    uncompressed PDF (it is only read back here), rasterised by the png export's rasteriser, as picture bytes."""
    layouts = {"face": raster.face_layout, "back": raster.back_layout}
    deck, painter = raster.deck, raster.painter
    buffer = io.BytesIO()
    c = sheet_canvas(buffer, raster.trim, title=f"{painter.game.title}: {deck.name} (gallery)",
                     canvas_class=IconCanvas)
    c.setPageCompression(0)
    for role, face in pages:
        card = face.card if face else None
        ref = CardRef(deck.id, card.id if card else "(back)", card.loc if card else None)
        layouts[role].draw(c, 0, 0, card_context(painter, deck, card, face.copy if face else None), ref)
        c.showPage()
    c.save()
    return [picture_bytes(image) for image in rasterise(buffer.getvalue(), raster.size_px(dpi, bleed=False), dpi)]


def _card(face: Face) -> dict[str, Any]:
    return {"card": face.card.id, "stem": face.stem, "name": face.label, "count": face.count,
            **({"copy": face.copy} if face.copy is not None else {})}
