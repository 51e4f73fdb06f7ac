"""The typed, immutable model of a game folder.

Split by subject: base (field docs, ids, units, ranges), content (the rules
side: inventory, decks, tables, dice, costs, examples, variants) and pieces
(maps, tokens, boards, style). ``Game`` ties them together; ``path`` on every
object is its YAML key path, which ``Game.where`` turns into a file:line:col
for any sub-value (a table cell, one name in a list).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Optional

from ..core.errors import Loc
from .base import *  # noqa: F401,F403  (re-exported: the model's public names)
from .base import EMPTY, Id, IntRange, Path_, _located, _pathed, doc
from .content import *  # noqa: F401,F403
from .content import (Category, CheckSettings, Component, Cost, Deck, DieTable, Example, Table, Term, Variant,
                      Waiver)
from .pieces import *  # noqa: F401,F403
from .pieces import LocationKind, Map, PlayerBoard, PrintSettings, Style, TokenSheet, TtsSettings
from .grids import GridMap
from .pads import Pad
from .edition import Translation


@dataclass(frozen=True)
class Game:
    """Everything game.yaml says about one game, plus its cards."""

    id: Id = doc("Game id; equals the folder name.")
    title: str = doc("Printed title.")
    version: str = doc("Content version, printed on every sheet.")
    players: IntRange = doc("Players the base game supports.")
    player_noun: str = doc("What the rules call a player, when not 'player' ('driver', 'captain'): the text checks "
                           "read '4 drivers' as a player count.", "")
    summary: str = doc("One or two sentences about the game.", "")
    age: Optional[int] = doc("The youngest age the game suits, as the box says it: 8 prints 'Ages 8+' on the "
                             "rulebook's cover.", None)
    minutes: Optional[IntRange] = doc("How long a game takes, in minutes, as the box says it: '30-45' prints "
                                      "'30–45 minutes' on the rulebook's cover.", None)
    date: Optional[str] = doc("Edition date printed in version stamps (YYYY-MM-DD); see docs/cards.md.", None)
    names: Mapping[str, tuple[str, ...]] = doc("Name sets other data refers to.", EMPTY)
    categories: tuple[Category, ...] = doc("Named groups of names.", ())
    inventory: tuple[Component, ...] = doc("What is in the box.", ())
    decks: tuple[Deck, ...] = doc("Card decks.", ())
    tables: tuple[Table, ...] = doc("Printed tables bound to engine rules.", ())
    dice: tuple[DieTable, ...] = doc("Die tables.", ())
    costs: tuple[Cost, ...] = doc("Costs.", ())
    examples: tuple[Example, ...] = doc("Worked examples.", ())
    variants: tuple[Variant, ...] = doc("Variants.", ())
    glossary: tuple[Term, ...] = doc("Glossary.", ())
    waivers: tuple[Waiver, ...] = doc("Accepted findings.", ())
    check: CheckSettings = doc("How `pnp check` treats this game: rules turned off, with reasons.",
                               CheckSettings())
    maps: tuple[Map, ...] = doc("Game boards drawn from data (one per board side).", ())
    location_kinds: tuple[LocationKind, ...] = doc("Kinds of map location besides city, ship, sea, land, region "
                                                   "and space: id, name, colour, shape.", ())
    tokens: tuple[TokenSheet, ...] = doc("How to print tokens and counters.", ())
    boards: tuple[PlayerBoard, ...] = doc("Player boards and aids printed from layouts.", ())
    grids: tuple[GridMap, ...] = doc("Grid maps: hex or square grids with terrain, features and set-up pieces.", ())
    pads: tuple[Pad, ...] = doc("Consumable sheets (score pads, character sheets) printed many-up.", ())
    style: Style = doc("Colours and fonts the game's card layouts use.", Style())
    print: PrintSettings = doc("Print-shop preset for card sizes, bleed and files.", PrintSettings())
    tts: TtsSettings = doc("Tabletop Simulator export settings.", TtsSettings())
    trusted_templates: bool = doc("Run rulebook.md/quickref.md Jinja unsandboxed (default: sandboxed).", False)
    engine_timeout: float = doc("Seconds that importing engine.py, or any one call into it, may take (ENG002).",
                                10.0)
    languages: tuple[str, ...] = doc("The languages the game prints in, the source language first, e.g. [en, de] "
                                     "(default: en alone); see Editions in docs/content-format.md.", ())
    translations: Mapping[str, Translation] = doc("Language -> its translation tables (translations/<lang>.yaml), "
                                                  "for every language after the first.", EMPTY, yaml=False)
    words: Optional[Translation] = doc("pnp's own words in the source language, a game's own choice over the "
                                       "language's file: translations/<source>.yaml's text: (pnp's English -> "
                                       "the source language's).", None, yaml=False)
    edition: str = doc("The language this model prints in: '' for the source, else an edition's code "
                       "(generator/model/localize.py).", "", yaml=False)
    root: str = doc("The game folder, as shown in messages.", "", yaml=False)
    source: Mapping[Path_, Loc] = doc("YAML path -> location, for every node.", EMPTY, yaml=False)
    loc: Loc = _located()
    path: Path_ = _pathed()

    def where(self, *path: Any) -> Loc:
        """The location of a YAML path, or of its nearest written ancestor."""
        p = tuple(path)
        while p:
            if p in self.source:
                return self.source[p]
            p = p[:-1]
        return self.loc

    def deck(self, deck_id: str) -> Optional[Deck]:
        return next((d for d in self.decks if d.id == deck_id), None)

    def location_kind(self, kind_id: str) -> Optional[LocationKind]:
        """The game's own location kind with this id (None for a built-in kind or an unknown one)."""
        return next((k for k in self.location_kinds if k.id == kind_id), None)

    def variant(self, variant_id: str) -> Optional[Variant]:
        return next((v for v in self.variants if v.id == variant_id), None)

    @property
    def source_language(self) -> str:
        """The language the game is written in: the first of `languages`, else en."""
        return self.languages[0] if self.languages else "en"

    @property
    def editions(self) -> tuple[str, ...]:
        """The declared languages besides the source one."""
        return tuple(self.languages[1:])

    @property
    def max_players(self) -> int:
        return max([self.players.high, *(v.players.high for v in self.variants)])
