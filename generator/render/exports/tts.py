"""The tts export: Tabletop Simulator deck sheets and a saved-object JSON per deck.

Opt-in (`pnp build --export tts`). Per deck, tts/<deck>-faces-<n>.png holds up
to 69 distinct faces on a grid of at most 10x7, the last slot showing the
hidden card (the back); tts/<deck>-back.png is the shared back (or
tts/<deck>-backs-<n>.png, a sheet matching the faces, when backs differ per
card); tts/<deck>.json is a saved object whose DeckIDs repeat each face's card
id `count` times, so copies reuse one picture. Sheets stay under 4096x4096 px
and are RGB. The JSON names the images by file name alone unless an address
prefix is given (`--tts-url PREFIX` or `tts: {url: PREFIX}` in game.yaml):
https://... for uploaded pictures, file:///... or `local` (this build's own
tts/ folder as file:/// URLs) for a table on this computer; docs/exports.md.
"""
from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from itertools import chain
from typing import Any, Iterable, Iterator, Optional

from PIL import Image

from ..job import RenderJob, renderer, tts_address
from ..cards.faces import Painter
from .raster import MM_PER_INCH, DeckRaster, Face, pixels, png_bytes

MAX_COLS, MAX_ROWS = 10, 7
MAX_SIDE = 4095          # px: TTS wants sheets under 4096x4096
MAX_DPI = 300
PER_SHEET = MAX_COLS * MAX_ROWS - 1   # the last slot is the hidden card
POKER_WIDTH_MM = 63.5    # a TTS card at scale 1; other sizes scale from it


@dataclass(frozen=True)
class SheetPlan:
    """A deck's sheet grid and the resolution its cards are drawn at."""

    cols: int
    rows: int
    dpi: float
    cell: tuple[int, int]

    @property
    def capacity(self) -> int:
        return self.cols * self.rows - 1

    @property
    def size(self) -> tuple[int, int]:
        return self.cols * self.cell[0], self.rows * self.cell[1]

    def holding(self, faces: int) -> "SheetPlan":
        """The smallest grid (at least 2x2, at most this one) with room for `faces` and the hidden slot.

        A deck's last sheet is often part full; a smaller grid at the same cell
        size keeps its picture small without changing the cards' resolution.
        """
        grids = [(c * r, max(c * self.cell[0], r * self.cell[1]), c, r)
                 for c in range(2, self.cols + 1) for r in range(2, self.rows + 1) if c * r > faces]
        _, _, cols, rows = min(grids)
        return SheetPlan(cols, rows, self.dpi, self.cell)


def _fits(cols: int, rows: int, trim_mm: tuple[float, float], dpi: float) -> bool:
    """Whether a grid of cards cut at the trim, in whole pixels at `dpi`, stays within TTS's sheet limit."""
    return cols * pixels(trim_mm[0], dpi) <= MAX_SIDE and rows * pixels(trim_mm[1], dpi) <= MAX_SIDE


def plan_sheets(faces: int, trim_mm: tuple[float, float]) -> SheetPlan:
    """The grid (2x2 up to 10x7) that holds min(faces, 69) cards plus the hidden slot at the sharpest resolution."""
    slots = min(max(faces, 1), PER_SHEET) + 1
    best: Optional[SheetPlan] = None
    for cols in range(2, MAX_COLS + 1):
        rows = max(2, -(-slots // cols))
        if rows > MAX_ROWS:
            continue
        dpi = math.floor(10 * min(MAX_DPI, MAX_SIDE * MM_PER_INCH / (cols * trim_mm[0]),
                                  MAX_SIDE * MM_PER_INCH / (rows * trim_mm[1]))) / 10
        # the bound above ignores that pixels are whole: step to the last tenth whose rounded cells still fit
        while not _fits(cols, rows, trim_mm, dpi):
            dpi = round(dpi - 0.1, 1)
        while dpi < MAX_DPI and _fits(cols, rows, trim_mm, round(dpi + 0.1, 1)):
            dpi = round(dpi + 0.1, 1)
        plan = SheetPlan(cols, rows, dpi, (pixels(trim_mm[0], dpi), pixels(trim_mm[1], dpi)))
        if best is None or (plan.dpi, -cols * rows) > (best.dpi, -best.cols * best.rows):
            best = plan
    assert best is not None   # 10 columns always fit 70 slots in 7 rows
    return best


def url_prefix(job: RenderJob) -> str:
    """What goes before each picture's file name in the JSON: '' (bare names), an address prefix, or local files."""
    game = job.loaded.game
    value, where = job.options.tts_url, "--tts-url"
    if value is None and game.tts.url is not None:
        value, where = game.tts.url, f"{game.where('tts', 'url')}: tts: url"
    if value is None:
        return ""
    value = tts_address(value, where)
    if value == "local":
        return (job.writer.final / "tts").as_uri() + "/"
    return value if value.endswith("/") else value + "/"


def _guid(*parts: object) -> str:
    """A stable 6-hex-digit GUID, as TTS writes them, derived from the object's identity."""
    return hashlib.sha1("/".join(map(str, parts)).encode()).hexdigest()[:6]


def _sheet(plan: SheetPlan, pictures: Iterable[Image.Image], hidden: Image.Image) -> Image.Image:
    """Pictures pasted row by row from the top-left as they come; the hidden card in the last slot."""
    sheet = Image.new("RGB", plan.size, "white")

    def at(index: int) -> tuple[int, int]:
        return (index % plan.cols) * plan.cell[0], (index // plan.cols) * plan.cell[1]

    for index, picture in enumerate(pictures):
        sheet.paste(picture, at(index))
    sheet.paste(hidden, at(plan.capacity))
    return sheet


def _transform(scale: float, y: float = 0.0, flipped: bool = False) -> dict[str, float]:
    return {"posX": 0.0, "posY": y, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0 if flipped else 0.0,
            "rotZ": 180.0 if flipped else 0.0, "scaleX": scale, "scaleY": 1.0, "scaleZ": scale}


def _common(nickname: str, guid: str, transform: dict[str, float]) -> dict[str, Any]:
    return {"GUID": guid, "Transform": transform, "Nickname": nickname, "Description": "", "GMNotes": "",
            "ColorDiffuse": {"r": 0.713235, "g": 0.713235, "b": 0.713235}, "Locked": False, "Grid": True,
            "Snap": True, "IgnoreFoW": False, "Autoraise": True, "Sticky": True, "Tooltip": True,
            "GridProjection": False, "Hands": True, "LuaScript": "", "LuaScriptState": "", "XmlUI": ""}


def deck_object(game_id: str, raster: DeckRaster, sheets: list[tuple[int, dict[str, Any], list[Face]]],
                sideways: bool) -> dict[str, Any]:
    """A TTS saved object: one DeckCustom holding every physical card, copies sharing a face's card id."""
    deck = raster.deck
    scale = round(raster.trim[0] / POKER_WIDTH_MM, 3)
    deck_ids: list[int] = []
    cards: list[dict[str, Any]] = []
    for key, custom, faces in sheets:
        for slot, face in enumerate(faces):
            card_id = key * 100 + slot
            for copy in range(face.count):
                deck_ids.append(card_id)
                card = _common(face.label, _guid(game_id, deck.id, face.stem, copy), _transform(scale))
                cards.append({"Name": "Card", **card, "CardID": card_id, "SidewaysCard": sideways,
                              "CustomDeck": {str(key): custom}})
    obj = {"Name": "DeckCustom", **_common(deck.name, _guid(game_id, deck.id), _transform(scale, 1.0, True)),
           "SidewaysCard": sideways, "DeckIDs": deck_ids,
           "CustomDeck": {str(key): custom for key, custom, _ in sheets}, "ContainedObjects": cards}
    return {"SaveName": "", "GameMode": "", "Date": "", "VersionNumber": "", "Gravity": 0.5, "PlayArea": 0.5,
            "Table": "", "Sky": "", "Note": "", "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "",
            "ObjectStates": [obj]}


@renderer("tts")
def render_tts(job: RenderJob) -> None:
    """Write every deck's TTS sheets, back and saved-object JSON (only with --export tts)."""
    if "tts" not in job.options.exports:
        return
    game = job.loaded.game
    painter = Painter(game, job.loaded.folder, job.loaded.sources)
    prefix = url_prefix(job)
    key = 0   # CustomDeck keys run on across the game's decks, so its decks can share one table
    for deck in game.decks:
        raster = DeckRaster(painter, deck)
        plan = plan_sheets(len(raster.faces), raster.trim)
        fronts = raster.images("face", raster.faces, plan.dpi, bleed=False)
        backs: Optional[Iterator[Image.Image]] = None
        back_name = f"{deck.id}-back.png"
        if raster.backs_differ(plan.dpi, bleed=False):
            backs = raster.images("back", raster.faces, plan.dpi, bleed=False)
            shared = None
        else:
            shared = raster.shared_back(plan.dpi, bleed=False)
            job.writer.write(f"tts/{back_name}", png_bytes(shared), "tts", role="back", deck=deck.id,
                             dpi=plan.dpi, size_px=list(plan.cell), cards=deck.total)
        sheets: list[tuple[int, dict[str, Any], list[Face]]] = []
        for start in range(0, len(raster.faces), plan.capacity):
            key += 1
            number = start // plan.capacity + 1
            faces = raster.faces[start:start + plan.capacity]
            grid = plan.holding(len(faces))
            meta = {"deck": deck.id, "dpi": plan.dpi, "grid": [grid.cols, grid.rows], "sheet": number,
                    "size_px": list(grid.size), "cards": len(faces)}
            hidden = shared
            if backs is not None:   # a back sheet matching the faces; its first back is also the hidden card
                hidden = next(backs)
                back_name = f"{deck.id}-backs-{number}.png"
                rest = (next(backs) for _ in faces[1:])
                job.writer.write(f"tts/{back_name}", png_bytes(_sheet(grid, chain([hidden], rest), hidden)),
                                 "tts", role="backs", **meta)
            assert hidden is not None
            face_name = f"{deck.id}-faces-{number}.png"
            job.writer.write(f"tts/{face_name}", png_bytes(_sheet(grid, (next(fronts) for _ in faces), hidden)),
                             "tts", role="faces", **meta)
            sheets.append((key, {"FaceURL": prefix + face_name, "BackURL": prefix + back_name, "NumWidth": grid.cols,
                                 "NumHeight": grid.rows, "BackIsHidden": True, "UniqueBack": backs is not None,
                                 "Type": 0}, faces))
        saved = deck_object(game.id, raster, sheets, sideways=raster.trim[0] > raster.trim[1])
        job.writer.write(f"tts/{deck.id}.json", (json.dumps(saved, indent=2) + "\n").encode(), "tts", role="deck",
                         cards=deck.total, faces=len(raster.faces), sheets=len(sheets), deck=deck.id)
