"""Engine model of Crownlands (tile drafting and kingdom building, 2-4 players).

Every number the rulebook, the quick reference and the tables print comes from
here or from the card files; the invariants at the end hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- the kingdom -------------------------------------------------------------
KINGDOM_SIDE = 5               # a kingdom is five spaces by five
CASTLE_SPACES = 1              # the castle sits on the centre space

# --- the draft ---------------------------------------------------------------
TAKEN_EACH_ROUND = 2           # every player takes two tiles a round
LEFT_OVER_EACH_ROUND = 1       # one tile of the market is always left behind
DECREES_REVEALED = 2           # decree cards face up for the whole game

# --- the box -----------------------------------------------------------------
# Tiles of each terrain, and the crowns printed on them. The card file
# cards/tiles.csv holds the same facts tile by tile (invariant terrain_mix_agrees).
TERRAIN_TILES = {
    "Wheatfield": 26,
    "Forest": 22,
    "Lake": 18,
    "Meadow": 16,
    "Marsh": 14,
    "Hills": 12,
}
TERRAIN_CROWNS = {
    "Wheatfield": 5,
    "Forest": 6,
    "Lake": 6,
    "Meadow": 8,
    "Marsh": 9,
    "Hills": 12,
}
TOTAL_TILES = sum(TERRAIN_TILES.values())
DECREE_CARDS = 8
MAX_CROWNS_ON_A_TILE = 3


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Crownlands is for 2-4 players, not {players}")


# --- the kingdom ---------------------------------------------------------------

@rule
def kingdom_side(players: int | None = None) -> int:
    """Spaces along each edge of a kingdom board."""
    return KINGDOM_SIDE


@rule
def kingdom_spaces(players: int | None = None) -> int:
    """Spaces of a kingdom that take a terrain tile (all but the castle's)."""
    return KINGDOM_SIDE * KINGDOM_SIDE - CASTLE_SPACES


# --- the draft -----------------------------------------------------------------

@rule
def tiles_taken_each(players: int | None = None) -> int:
    """Tiles each player takes from the market in one round."""
    return TAKEN_EACH_ROUND


@rule
def tiles_revealed(players: int) -> int:
    """Tiles laid out in the market at the start of a round."""
    _check_players(players)
    return players * TAKEN_EACH_ROUND + LEFT_OVER_EACH_ROUND


@rule
def tiles_left_over(players: int | None = None) -> int:
    """Market tiles nobody takes, discarded at the end of the round."""
    return LEFT_OVER_EACH_ROUND


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game: enough for every player to fill the kingdom."""
    return kingdom_spaces() // TAKEN_EACH_ROUND


@rule
def tiles_in_play(players: int) -> int:
    """Tiles shuffled into the draw stacks at this player count."""
    return rounds(players) * tiles_revealed(players)


@rule
def tiles_returned(players: int) -> int:
    """Tiles put back in the box unseen at setup."""
    return TOTAL_TILES - tiles_in_play(players)


@rule
def decrees_revealed(players: int | None = None) -> int:
    """Decree cards turned face up at setup."""
    return DECREES_REVEALED


@rule
def terrain_tiles(terrain: str) -> int:
    """Tiles of one terrain in the box."""
    return TERRAIN_TILES[terrain]


@rule
def terrain_crowns(terrain: str) -> int:
    """Crowns printed on all the tiles of one terrain together."""
    return TERRAIN_CROWNS[terrain]


# --- scoring -------------------------------------------------------------------

@rule
def region_score(size: int, crowns: int) -> int:
    """A region scores its spaces times the crowns on it."""
    if size < 1 or crowns < 0:
        raise ValueError("a region has at least one space and no negative crowns")
    return size * crowns


@rule
def kingdom_score(regions: list) -> int:
    """The sum of every region's score; each region is [spaces, crowns]."""
    return sum(region_score(size, crowns) for size, crowns in regions)


@rule
def final_score(regions: list, decree_points: list | None = None) -> int:
    """Regions plus the points of every decree the kingdom meets."""
    return kingdom_score(regions) + sum(decree_points or [])


# --- setup ---------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    _check_players(players)
    return {
        "tiles": tiles_in_play(players),
        "decrees": DECREES_REVEALED if variant != "no-decrees" else 0,
        "kingdom-boards": players,
        "banner": 1,
        "score-pad": 1,
    }


def play(players: int, variant: str | None = None) -> dict:
    """How the game draws: a market of tiles every round."""
    return {"tiles": {"hand": 0, "draw": tiles_revealed(players)}}


# --- invariants ----------------------------------------------------------------

@invariant("the box holds as many tiles as the engine counts", per_player_count=False)
def tile_box_agrees(game) -> bool | str:
    deck = game.deck("tiles")
    if deck.total != TOTAL_TILES:
        return f"the tile file holds {deck.total} tiles, the engine counts {TOTAL_TILES}"
    return True


@invariant("the tile file gives each terrain the tiles and crowns the engine says", per_player_count=False)
def terrain_mix_agrees(game) -> bool | str:
    tiles: dict[str, int] = {}
    crowns: dict[str, int] = {}
    for card in game.deck("tiles").cards:
        terrain = card.fields["terrain"]
        tiles[terrain] = tiles.get(terrain, 0) + card.count
        crowns[terrain] = crowns.get(terrain, 0) + card.count * card.fields["crowns"]
    if tiles != TERRAIN_TILES:
        return f"tiles by terrain {tiles}"
    if crowns != TERRAIN_CROWNS:
        return f"crowns by terrain {crowns}"
    return True


@invariant("no tile shows more than three crowns", per_player_count=False)
def crowns_in_range(game) -> bool | str:
    for card in game.deck("tiles").cards:
        if not 0 <= card.fields["crowns"] <= MAX_CROWNS_ON_A_TILE:
            return f"{card.name} shows {card.fields['crowns']} crowns"
    return True


@invariant("the draw stacks hold enough tiles for every round")
def enough_tiles(players: int) -> bool:
    return tiles_in_play(players) <= TOTAL_TILES


@invariant("a full game fills every space of every kingdom exactly")
def kingdoms_fill(players: int) -> bool:
    return rounds(players) * tiles_taken_each(players) == kingdom_spaces()


@invariant("the decree deck holds the cards the engine counts and more than are revealed", per_player_count=False)
def decree_deck_agrees(game) -> bool | str:
    total = game.deck("decrees").total
    if total != DECREE_CARDS:
        return f"{total} decree cards, the engine counts {DECREE_CARDS}"
    return total > DECREES_REVEALED


@invariant("the box holds a kingdom board for every player")
def boards_suffice(players: int, game) -> bool:
    boards = next(c for c in game.inventory if c.id == "kingdom-boards")
    return boards.count >= players
