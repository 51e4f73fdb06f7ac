"""A build split into units: independent pieces that render alone, in any order, in any process.

A unit is one registered renderer, narrowed to one deck for the card sheets
(`cards:faith-1`). Its files carry the unit's name and inputs hash in the
manifest; the next build keeps them untouched when the hash is the same, and
renders only the units whose inputs changed.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Optional

from ..model.edition import document_file
from ..core.errors import GeneratorError
from ..load import LoadedGame
from .inputs import BuildInputs, decks_named_by_data, decks_named_by_layouts, layout_texts

# `pnp build --only KIND`: the kinds a designer can ask for, and the renderers each stands for.
SELECTABLE = {"cards": ("cards",), "documents": ("rulebook", "quickref"), "boards": ("boards",),
              "tokens": ("tokens",), "map": ("maps", "grids"), "pads": ("pads",), "report": ("report",),
              "gallery": ("gallery",)}


class SelectionError(GeneratorError):
    """--only names an unknown kind, or --deck an unknown deck."""


@dataclass(frozen=True)
class Unit:
    """One renderer (narrowed to one deck for card sheets) and the hash of what it is made from."""

    renderer: str
    part: Optional[str]
    inputs: str
    reads_outputs: bool = False    # renders after the other units, reading their manifest entries (print list)

    @property
    def name(self) -> str:
        return f"{self.renderer}:{self.part}" if self.part else self.renderer


@dataclass(frozen=True)
class Selection:
    """What `--only` and `--deck` narrow a build to (empty: everything)."""

    kinds: tuple[str, ...] = ()
    decks: tuple[str, ...] = ()

    @classmethod
    def parse(cls, only: Iterable[str], decks: Iterable[str]) -> "Selection":
        kinds: list[str] = []
        for value in only:
            for kind in (k.strip().lower() for k in value.split(",")):
                if kind and kind not in SELECTABLE:
                    raise SelectionError(f"unknown kind '{kind}' in --only",
                                         "use one or more of " + ", ".join(SELECTABLE) + ", e.g. --only cards")
                if kind and kind not in kinds:
                    kinds.append(kind)
        return cls(tuple(kinds), tuple(dict.fromkeys(d for value in decks for d in value.split(",") if d)))

    def wants(self, unit: Unit) -> bool:
        if unit.renderer == "reprint":   # asked for by its own option
            return True
        if self.decks:
            return unit.renderer == "cards" and unit.part in self.decks
        return not self.kinds or any(unit.renderer in SELECTABLE[k] for k in self.kinds)

    def check_decks(self, loaded: LoadedGame) -> None:
        known = [d.id for d in loaded.game.decks]
        for deck in self.decks:
            if deck not in known:
                raise SelectionError(f"{loaded.game.id}: no deck '{deck}' (--deck)",
                                     "decks of this game: " + (", ".join(known) or "none"))


# The placeholders that read the other files of the build (render/documents/placeholders.py; a test
# holds this list to the placeholders that read `outputs`).
OUTPUT_READERS = ("print_and_gather",)


def _reads_outputs(folder: Path, document: str, language: str = "", kept: Any = None) -> bool:
    """A document whose source (or a template the game overrides) names a placeholder that lists the build's files
    (read from `kept`, the texts the load kept, when given)."""
    if kept is not None:
        rels = [document_file(document, language), *(r for r in kept.files if r.startswith("templates/docs/"))]
        return any(r in kept.files and any(name in kept.files[r].read_text("utf-8", errors="replace")
                                           for name in OUTPUT_READERS) for r in rels)
    sources = [folder / document_file(document, language), *sorted((folder / "templates" / "docs").rglob("*"))]
    return any(p.is_file() and any(name in p.read_text(encoding="utf-8", errors="replace") for name in OUTPUT_READERS)
               for p in sources)


def phases(units: list[Unit]) -> list[list[Unit]]:
    """Units in the order they can render: every unit that reads no other's files together first, then each
    document that does, one at a time, the rulebook after the others (its print list names the quick reference
    too), the gallery page last (it pictures the documents)."""
    free = [u for u in units if not u.reads_outputs]
    last = {"rulebook": 1, "gallery": 2}   # the gallery shows every other file, the rulebook's pages too
    waiting = sorted((u for u in units if u.reads_outputs), key=lambda u: last.get(u.renderer, 0))
    return [group for group in (free, *([u] for u in waiting)) if group]


def _may_tile(game: Any) -> bool:
    """Whether a player board of the game may be too big for --paper, and so tiled on --map-paper: any board that
    does not fit the smaller of A4 and Letter (210 x 279.4 mm) with 20 mm to spare on each side either way round
    (the renderer's test is tighter, so a board it tiles is always one of these; a doubt renders again rather
    than serve a stale file)."""
    for board in game.boards:
        w, h = sorted(board.size.mm)
        if w > 210 - 40 or h > 279.4 - 40:
            return True
    return False


def _document_outlines(loaded: LoadedGame, name: str, inputs: BuildInputs) -> dict[str, str]:
    """The deck CSVs a document reads only in part (document_reads.py), as the digests of what it reads."""
    from .document_reads import deck_outlines, drawn_cards

    drawn = drawn_cards(loaded, name)
    return {} if drawn is None else deck_outlines(loaded.game, inputs.deck_files, drawn)


def plan_units(loaded: LoadedGame, renderers: Iterable[str], inputs: BuildInputs) -> list[Unit]:
    """Every unit a build of this game runs, in registry order, each with its inputs hash."""
    game = loaded.game
    units: list[Unit] = []
    deck_ids = [d.id for d in game.decks]
    for name in renderers:
        if name == "cards":
            units += [Unit("cards", d, inputs.key(f"cards:{d}", decks=[d])) for d in deck_ids]
        elif name in ("rulebook", "quickref"):
            reads = _reads_outputs(loaded.folder, name, game.edition, loaded.sources)
            units.append(Unit(name, None, inputs.key(name, documents=True, outlines=_document_outlines(
                loaded, name, inputs)), reads))
        elif name == "boards":   # --map-paper reaches a board too big for --paper (it is tiled on the map paper)
            units.append(Unit(name, None, inputs.key(name, decks=decks_named_by_layouts(
                layout_texts(loaded.folder, loaded.sources), deck_ids), maps=_may_tile(game))))
        elif name == "maps":
            units.append(Unit(name, None, inputs.key(name, decks=decks_named_by_data(game.maps), maps=True)))
        elif name == "tokens":
            units.append(Unit(name, None, inputs.key(name, decks=())))
        elif name == "gallery":   # a unit per deck's pictures, then the page, which reads every other file
            units += [Unit(name, d, inputs.key(f"gallery:{d}", decks=[d])) for d in deck_ids]
            units.append(Unit(name, None, inputs.key(name, documents=True), reads_outputs=True))
        elif name == "reprint":   # compares with a previous build: rendered whenever asked for
            units.append(Unit(name, None, inputs.key(name)))
        elif name == "grids":
            units.append(Unit(name, None, inputs.key(name, maps=True)))
        elif name in ("pads", "report"):   # pnp's own sheets and page, on --paper whatever the maps print on
            units.append(Unit(name, None, inputs.key(name)))
        else:   # exports and any renderer added later: reads everything but the documents' sources
            units.append(Unit(name, None, inputs.key(name, maps=True)))
    return units
