"""Saltmarsh Light: the rules behind every printed number.

A cooperative campaign for 2-4 keepers over five chapters. Each chapter is one
evening's game; what changes from chapter to chapter (the Tide, the beacons,
the hand size, the envelope to open, the cards that join) lives in the
CHAPTERS table below. Box counts stay in game.yaml and the card files; the
invariants at the end hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

CHAPTER_COUNT = 5
TIDE_LIMIT = 12            # the Tide reaching this space floods the coast: chapter lost
ENVELOPE_E_TIDE = 10       # the first time the Tide reaches this space, open envelope E
LIGHT_COST = 2             # oil to light one beacon
HARBOUR_OIL = 2            # oil a keeper collects by starting its turn in the Harbour
WIN_BONUS = 3              # Renown for winning a chapter, on top of one per lit beacon
BEACONS = 7                # beacons on the coast (the Harbour is no beacon)
OIL_TOKENS = 40
FREE_STEPS = 1             # steps along a causeway every keeper may take each turn
CARDS_PLAYED = 2           # Keeper cards a player may play on their turn

# chapter: (envelope opened before setup, starting Tide, beacons lit at the start,
#           beacons lit to win, cards in each hand)
CHAPTERS: dict[int, tuple[str | None, int, int, int, int]] = {
    1: (None, 0, 4, 3, 4),
    2: ("A", 1, 4, 3, 4),
    3: ("B", 1, 3, 4, 5),
    4: ("C", 2, 3, 4, 5),
    5: ("D", 3, 2, 5, 5),
}

BASE_STORM_CARDS = 12
BASE_KEEPER_CARDS = 30
# What each envelope adds to the two decks (envelope E waits for the Tide, not a chapter).
ENVELOPE_STORM = {"A": 2, "B": 2, "C": 2, "D": 2, "E": 0}
ENVELOPE_KEEPER = {"A": 3, "B": 0, "C": 3, "D": 0, "E": 2}

NEW_THINGS: dict[int, list[str] | None] = {
    1: None,
    2: ["Pilot cards", "Fog Bank cards"],
    3: ["Bell tokens", "Bell Wakes cards"],
    4: ["Rubble tokens", "Lantern Bearer cards", "Breach cards"],
    5: ["Long Night cards"],
}

KEEPERS_EACH = {2: 2, 3: 1, 4: 1}
STARTING_OIL = {2: 3, 3: 3, 4: 2}
STORM_DRAW = {2: 2, 3: 2, 4: 3}

TITLES = {
    "Driftwood": 0,
    "Lamplighters": 15,
    "Keepers of the Coast": 30,
    "Legends of Saltmarsh": 40,
}

CONSTANTS = {
    "Tide limit": TIDE_LIMIT,
    "Oil to light a beacon": LIGHT_COST,
    "Oil from the Harbour": HARBOUR_OIL,
    "Renown for a win": WIN_BONUS,
}


def _chapter(chapter: int) -> tuple[str | None, int, int, int, int]:
    if chapter not in CHAPTERS:
        raise ValueError(f"there is no chapter {chapter}; the campaign has {CHAPTER_COUNT}")
    return CHAPTERS[chapter]


def _players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Saltmarsh Light is for 2-4 players, not {players}")


def _opened_by(chapter: int) -> list[str]:
    """Envelopes opened before this chapter's setup, in order (E not counted)."""
    return [CHAPTERS[c][0] for c in range(1, chapter + 1) if CHAPTERS[c][0]]


# --- chapter by chapter ------------------------------------------------------
@rule
def envelope_before(chapter: int) -> str | None:
    """The envelope opened before setting up this chapter (none before the first)."""
    return _chapter(chapter)[0]


@rule
def starting_tide(chapter: int, lost_last: bool = False) -> int:
    """Where the Tide marker starts; one space higher after a lost chapter."""
    tide = _chapter(chapter)[1]
    return tide + 1 if lost_last and chapter > 1 else tide


@rule
def beacons_lit_at_start(chapter: int) -> int:
    """Lamp tokens turned to their lit side at setup."""
    return _chapter(chapter)[2]


@rule
def beacons_to_win(chapter: int) -> int:
    """Beacons that must be burning when the storm deck runs out."""
    return _chapter(chapter)[3]


@rule
def hand_size(chapter: int) -> int:
    """Keeper cards each player holds: dealt at setup, drawn back up to every round."""
    return _chapter(chapter)[4]


@rule
def storm_deck_size(chapter: int) -> int:
    """Storm cards shuffled into the storm deck for this chapter."""
    _chapter(chapter)
    return BASE_STORM_CARDS + sum(ENVELOPE_STORM[e] for e in _opened_by(chapter))


@rule
def keeper_deck_size(chapter: int) -> int:
    """Keeper cards in the Keeper deck at setup, before envelope E is opened."""
    _chapter(chapter)
    return BASE_KEEPER_CARDS + sum(ENVELOPE_KEEPER[e] for e in _opened_by(chapter))


@rule
def new_components(chapter: int) -> list[str] | None:
    """What joins the game this chapter, out of its envelope."""
    _chapter(chapter)
    return NEW_THINGS[chapter]


# --- by player count ---------------------------------------------------------
@rule
def keepers_each(players: int) -> int:
    """Keeper pawns each player moves."""
    _players(players)
    return KEEPERS_EACH[players]


@rule
def keepers_in_play(players: int) -> int:
    """Keeper pawns on the board, all players together."""
    return players * keepers_each(players)


@rule
def starting_oil(players: int) -> int:
    """Oil each keeper starts a chapter with."""
    _players(players)
    return STARTING_OIL[players]


@rule
def storm_draw(players: int) -> int:
    """Storm cards turned over at the start of each round."""
    _players(players)
    return STORM_DRAW[players]


@rule
def rounds_in_chapter(chapter: int, players: int) -> int:
    """Rounds a chapter lasts: the storm deck drawn out, a last short draw included."""
    _players(players)
    size, draw = storm_deck_size(chapter), storm_draw(players)
    return -(-size // draw)


# --- fixed numbers -----------------------------------------------------------
@rule
def constant(what: str) -> int:
    """Numbers that never change, looked up by name."""
    return CONSTANTS[what]


@rule
def tide_limit() -> int:
    """The Tide space that floods the coast and loses the chapter."""
    return TIDE_LIMIT


@rule
def envelope_e_tide() -> int:
    """The Tide space that opens envelope E the first time it is reached."""
    return ENVELOPE_E_TIDE


@rule
def light_cost(second_lens: bool = False) -> int:
    """Oil to light one beacon; the Second Lens takes one off, never below one."""
    return max(1, LIGHT_COST - 1) if second_lens else LIGHT_COST


@rule
def harbour_oil() -> int:
    """Oil a keeper takes when it starts its turn in the Harbour."""
    return HARBOUR_OIL


@rule
def free_steps() -> int:
    """Steps every keeper may take along causeways each turn without a card."""
    return FREE_STEPS


@rule
def cards_played() -> int:
    """Keeper cards a player may play on their turn."""
    return CARDS_PLAYED


@rule
def gale(roll: int) -> str:
    """The Gale die: calm on 1-3, a gust on 4-5, a squall on 6."""
    if not 1 <= roll <= 6:
        raise ValueError(f"the Gale die has no face {roll}")
    if roll <= 3:
        return "calm"
    return "gust" if roll <= 5 else "squall"


# --- scoring -----------------------------------------------------------------
@rule
def renown_earned(lit: int, won: bool) -> int:
    """Renown at the end of a chapter: one per lit beacon, and the win bonus."""
    if not 0 <= lit <= BEACONS:
        raise ValueError(f"{lit} lit beacons: the coast has {BEACONS}")
    return lit + (WIN_BONUS if won else 0)


@rule
def chapter_won(lit: int, chapter: int) -> bool:
    """Whether the keepers win a chapter that ends with this many beacons lit."""
    return lit >= beacons_to_win(chapter)


@rule
def renown_needed(title: str) -> int:
    """The campaign Renown a guild title asks for."""
    return TITLES[title]


@rule
def campaign_total(renown: list) -> int:
    """Renown earned over the campaign, spent or not."""
    return sum(int(r) for r in renown)


@rule
def campaign_title(renown: list) -> str:
    """The guild's title at the end of the campaign."""
    total = campaign_total(renown)
    return max((need, name) for name, need in TITLES.items() if total >= need)[1]


# --- what comes out of the box -------------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """The first chapter's table. Sealed cards, Bell and Rubble tokens come later."""
    return {
        "keeper": keeper_deck_size(1),
        "storm": storm_deck_size(1),
        "oil-tokens": OIL_TOKENS,
        "lamp-tokens": BEACONS,
        "keepers": keepers_in_play(players),
        "tide-marker": 1,
        "chief-lamp": 1,
        "gale-die": 1,
        "campaign-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {
        "keeper": {"hand": hand_size(1)},
        "storm": {"per_round": storm_draw(players)},
        "gale": {"dice": 1},
    }


# --- invariants ----------------------------------------------------------------
def _sealed(game, envelopes: list[str], pile: str) -> int:
    deck = game.deck("sealed")
    return sum(c.count for c in deck.cards
               if c.fields["envelope"] in envelopes and c.fields["joins"] == pile)


@invariant("each chapter's storm deck is the base cards plus the storm cards of the envelopes opened",
           per_player_count=False)
def storm_decks_agree(game) -> bool | str:
    base = game.deck("storm").total
    for chapter in range(1, CHAPTER_COUNT + 1):
        data = base + _sealed(game, _opened_by(chapter), "Storm deck")
        if data != storm_deck_size(chapter):
            return f"chapter {chapter}: the cards make {data}, the rules say {storm_deck_size(chapter)}"
    return True


@invariant("each chapter's Keeper deck is the base cards plus the Keeper cards of the envelopes opened",
           per_player_count=False)
def keeper_decks_agree(game) -> bool | str:
    base = game.deck("keeper").total
    if base != BASE_KEEPER_CARDS:
        return f"the Keeper deck holds {base} cards, the rules say {BASE_KEEPER_CARDS}"
    for chapter in range(1, CHAPTER_COUNT + 1):
        data = base + _sealed(game, _opened_by(chapter), "Keeper deck")
        if data != keeper_deck_size(chapter):
            return f"chapter {chapter}: the cards make {data}, the rules say {keeper_deck_size(chapter)}"
    e_cards = _sealed(game, ["E"], "Keeper deck")
    if e_cards != ENVELOPE_KEEPER["E"]:
        return f"envelope E holds {e_cards} Keeper cards, the rules say {ENVELOPE_KEEPER['E']}"
    return True


@invariant("every envelope holds one rule card", per_player_count=False)
def one_rule_card_each(game) -> bool | str:
    for envelope in game.names["envelopes"]:
        rules = _sealed(game, [envelope], "Rule card")
        if rules != 1:
            return f"envelope {envelope} holds {rules} rule cards"
    return True


@invariant("the coast has as many beacons and lamp tokens as the rules count", per_player_count=False)
def beacons_agree(game) -> bool | str:
    if len(game.names["beacons"]) != BEACONS:
        return f"{len(game.names['beacons'])} beacons named, the rules count {BEACONS}"
    lamps = next(c for c in game.inventory if c.id == "lamp-tokens")
    oil = next(c for c in game.inventory if c.id == "oil-tokens")
    if lamps.count != BEACONS:
        return f"{lamps.count} lamp tokens for {BEACONS} beacons"
    if oil.count != OIL_TOKENS:
        return f"{oil.count} oil tokens, the rules count {OIL_TOKENS}"
    return True


@invariant("no chapter asks for more beacons than the coast has, and none starts already won",
           per_player_count=False)
def chapters_can_be_won(game) -> bool | str:
    for chapter in range(1, CHAPTER_COUNT + 1):
        if beacons_to_win(chapter) > BEACONS or beacons_lit_at_start(chapter) > BEACONS:
            return f"chapter {chapter} asks for more beacons than there are"
        if starting_tide(chapter, lost_last=True) >= TIDE_LIMIT:
            return f"chapter {chapter} would start flooded"
    return True


@invariant("the Keeper deck deals every hand with cards to spare")
def hands_can_be_dealt(players: int) -> bool | str:
    for chapter in range(1, CHAPTER_COUNT + 1):
        dealt = hand_size(chapter) * players
        if dealt + 6 > keeper_deck_size(chapter):
            return f"chapter {chapter}: {dealt} cards dealt from {keeper_deck_size(chapter)}"
    return True


@invariant("every chapter lasts at least four rounds")
def chapters_last(players: int) -> bool | str:
    for chapter in range(1, CHAPTER_COUNT + 1):
        if rounds_in_chapter(chapter, players) < 4:
            return f"chapter {chapter} lasts {rounds_in_chapter(chapter, players)} rounds"
    return True


@invariant("the oil bank covers every keeper's starting oil with plenty left")
def oil_suffices(players: int) -> bool | str:
    handed_out = keepers_in_play(players) * starting_oil(players)
    return True if handed_out * 2 <= OIL_TOKENS else f"{handed_out} of {OIL_TOKENS} oil handed out"
