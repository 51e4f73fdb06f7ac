"""A hash per card face: what the manifest records so a later build can reprint only the cards that changed.

A face is drawn from its layout files (face and back), the pictures and icons
of the game folder, the deck's size, and the data its templates see
(card_context: the card's columns, the deck, the game's names, palette and
style). The face hash covers exactly those. The card's count is left out unless
a layout mentions `count` or `total`: printing more copies of a card does not
change its face (the reprint then prints just the copies added).
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from ...load.layout import find_layout
from ...model import Deck
from ..shared.painter import Painter, card_context

_COUNTS = re.compile(r"\b(count|total)\b")
ASSET_FOLDERS = ("art", "icons")


def _plain(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(map(str, value))
    if callable(value):   # a helper templates call (categories): its data is hashed with the deck's
        return getattr(value, "__qualname__", "callable")
    return str(value)


def _assets(folder: Path, sources: Any = None) -> str:
    digest = hashlib.sha256()
    if sources is not None:   # the load's listing and kept bytes; a file it keeps no bytes of is read here
        for name in ASSET_FOLDERS:
            for rel in sorted((r for r in sources.listing if r.startswith(name + "/")), key=lambda r: Path(r).parts):
                kept = sources.files.get(rel)
                data = kept.data if kept is not None and kept.data is not None else (folder / rel).read_bytes()
                digest.update(rel.encode() + b"\0" + data + b"\0")
        return digest.hexdigest()
    for name in ASSET_FOLDERS:
        for path in sorted((folder / name).rglob("*")) if (folder / name).is_dir() else []:
            if path.is_file():
                digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def deck_faces(painter: Painter, deck: Deck) -> dict[str, dict[str, Any]]:
    """card id -> {"hash": the face's hash, "count": copies printed, "name"}, for every card of the deck."""
    layouts = []
    for name in (deck.layout, deck.back_layout):
        path = find_layout(painter.folder, name)
        layouts.append(f"missing {name}" if path is None else path.read_text(encoding="utf-8") if painter.sources is None
                       else painter.sources.read_text(path, encoding="utf-8"))
    counts_shown = any(_COUNTS.search(text) for text in layouts)
    categories = [(c.id, c.name, sorted(c.members)) for c in painter.game.categories]
    shared = json.dumps([layouts, _assets(painter.folder, painter.sources), list(deck.size.mm), float(deck.bleed),
                         float(deck.safe),
                         deck.copies_by, categories], default=_plain)
    faces = {}
    for card in deck.cards:
        copies = list(card.fields[deck.copies_by]) if deck.copies_by and card.fields.get(deck.copies_by) else [None]
        views = []
        for copy in copies:
            ctx = card_context(painter, deck, card, copy)
            if not counts_shown:
                ctx = {k: v for k, v in ctx.items() if k not in ("count", "deck", "card")}
                ctx["card"] = {k: v for k, v in card_context(painter, deck, card, copy)["card"].items() if k != "count"}
                ctx["deck"] = {k: v for k, v in painter.deck_view(deck).items() if k != "total"}
            views.append(ctx)
        text = json.dumps([shared, views], sort_keys=True, default=_plain)
        faces[card.id] = {"hash": hashlib.sha256(text.encode()).hexdigest()[:16], "count": card.count,
                         "name": card.name}
    return faces
