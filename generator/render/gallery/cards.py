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
from ..exports.raster import MM_PER_INCH, DeckRaster, Face
from ..inputs import BuildInputs, digest_of, toolchain_digest
from ..job import RenderJob
from ..shared.painter import Painter, card_context
from . import FOLDER

WIDTH = 160   # pixels across a card's trim: large enough to read a card's title, small enough for a page of them


def picture_bytes(image: Any) -> bytes:
    """A picture as PNG without a time chunk (deterministic), compressed at zlib's level 3: as small as the
    default level 6 within 1% for these pictures, in about half the time (a full build makes hundreds)."""
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=3)
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
    game = job.loaded.game
    deck = next(d for d in game.decks if d.id == job.part)
    painter = Painter(game, job.loaded.folder)
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
        old = job.writer.previous_entry(path)
        if path in done or old is None or old.get("face_key") != key:
            return False
        if not job.writer.keep(path, **extra):
            return False
        done.add(path)
        return True

    shared_back: Optional[str] = None
    if not per_card_back:   # one picture serves every card: drawn from the deck alone
        ctx = card_context(painter, deck, None, None)
        key = digest_of([base, json.dumps(ctx, sort_keys=True, default=_plain), str(WIDTH)])[:24]
        shared_back = f"{folder}/backs/back.png"
        if not kept(shared_back, key, side="back", **meta):
            job.writer.write(shared_back, picture_bytes(raster.shared_back(dpi, bleed=False)), "gallery",
                             side="back", face_key=key, **meta)
            done.add(shared_back)

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
        path = f"{folder}/{face.stem}.png"
        old = job.writer.previous_entry(path) or {}
        back = old.get("back") if per_card_back else shared_back
        if old.get("face_key") == keys[face.stem] and (kept_back(back) if per_card_back else back in done) \
                and kept(path, keys[face.stem], **_card(face), back=back, **meta):
            continue
        todo.append(face)
    if not todo:
        return
    backs: dict[str, str] = {}
    if per_card_back:   # pictures named by their bytes: cards whose backs look alike share one file
        # (backs/ holds no face: a card may be called `back`)
        for face, image in zip(todo, raster.images("back", todo, dpi, bleed=False), strict=True):
            data = picture_bytes(image)
            path = f"{folder}/backs/{hashlib.sha256(data).hexdigest()[:12]}.png"
            if path not in done:
                job.writer.write(path, data, "gallery", side="back", face_key=keys[face.stem], **meta)
                done.add(path)
            backs[face.stem] = path
    for face, image in zip(todo, raster.images("face", todo, dpi, bleed=False), strict=True):
        back = backs.get(face.stem, shared_back)
        job.writer.write(f"{folder}/{face.stem}.png", picture_bytes(image), "gallery", side="face",
                         face_key=keys[face.stem], back=back, **_card(face), **meta)


def _card(face: Face) -> dict[str, Any]:
    return {"card": face.card.id, "stem": face.stem, "name": face.label, "count": face.count,
            **({"copy": face.copy} if face.copy is not None else {})}
