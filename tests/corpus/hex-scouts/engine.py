"""Engine model of Hex Scouts (hex-tile exploration, 2-4 players).

Every number the tables, the tiles, the explorer mats and the worked
examples print is computed here. The box counts and the card values live in
game.yaml and cards/trail.csv; the invariants at the bottom hold the two
sides together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (2, 4)

# --- terrain -------------------------------------------------------------------
# Movement points (MP) to step onto a tile; None: the tile cannot be entered.
MOVEMENT_COST: dict[str, int | None] = {
    "Trailhead": 1,
    "Meadow": 1,
    "Forest": 2,
    "Hills": 2,
    "Marsh": 3,
    "Mountain": 4,
    "Lake": None,
}
# Points a scouting token scores on a tile of this terrain; None: never scouted.
SCOUT_POINTS: dict[str, int | None] = {
    "Trailhead": None,
    "Meadow": 1,
    "Forest": 2,
    "Hills": 3,
    "Marsh": 3,
    "Mountain": 5,
    "Lake": 2,
}
# Terrain tiles in the box (the Trailhead is a tile of its own).
TILE_COUNTS = {"Meadow": 12, "Forest": 10, "Hills": 8, "Marsh": 6, "Mountain": 5, "Lake": 5}
TERRAIN_TILES = sum(TILE_COUNTS.values())          # 46

# --- the turn ------------------------------------------------------------------
BASE_MP = 4            # movement points every turn
REST_BONUS = 1         # one more when the turn starts on your own camp
REVEAL_COST = 1        # MP to turn over a tile next to your explorer
CAMP_COST = 2          # MP to pitch a camp
HAND_LIMIT = 3         # Trail cards kept at Tidy up
OPENING_HAND = 2       # Trail cards dealt to each player at setup
CAMP_BASE_POINTS = 2   # a camp is worth 2, plus 1 per own scouting token around it
TRAIL_CARDS = 24

# --- by player count -------------------------------------------------------------
TILES_IN_PLAY = {2: 30, 3: 38, 4: 46}
SCOUTING_TOKENS = {2: 10, 3: 8, 4: 6}
CAMPS = {2: 4, 3: 3, 4: 2}


def _players(players: int) -> int:
    if players not in range(PLAYERS[0], PLAYERS[1] + 1):
        raise ValueError(f"Hex Scouts is for 2-4 players, not {players}")
    return players


@rule
def movement_cost(terrain: str) -> int | None:
    """MP to step onto a tile of this terrain (None: it cannot be entered)."""
    return MOVEMENT_COST[terrain]


@rule
def scout_points(terrain: str) -> int | None:
    """Points one scouting token scores on this terrain at the end."""
    return SCOUT_POINTS[terrain]


@rule
def terrain_stat(terrain: str, stat: str) -> int | None:
    """One cell of the terrain table (and of the tiles)."""
    if stat == "Movement cost":
        return movement_cost(terrain)
    if stat == "Scout points":
        return scout_points(terrain)
    raise ValueError(f"unknown terrain column {stat!r}")


@rule
def tiles_in_play(players: int) -> int:
    """Terrain tiles shuffled into the draw stack (the rest stay in the box)."""
    return TILES_IN_PLAY[_players(players)]


@rule
def scouting_tokens(players: int) -> int:
    """Scouting tokens each player takes."""
    return SCOUTING_TOKENS[_players(players)]


@rule
def camps_each(players: int) -> int:
    """Camp tokens each player takes."""
    return CAMPS[_players(players)]


@rule
def movement_points(players: int | None = None) -> int:
    """Movement points every turn, at every player count."""
    return BASE_MP


@rule
def rest_bonus(players: int | None = None) -> int:
    """Extra MP for a turn that starts on your own camp."""
    return REST_BONUS


@rule
def hand_limit(players: int | None = None) -> int:
    """Trail cards a player may keep at the end of the turn."""
    return HAND_LIMIT


@rule
def opening_hand(players: int | None = None) -> int:
    """Trail cards dealt to each player at setup."""
    return OPENING_HAND


@rule
def action_cost(action: str) -> int | str:
    """MP an action costs."""
    costs: dict[str, int | str] = {
        "Step onto a tile": "by terrain",
        "Reveal a tile": REVEAL_COST,
        "Pitch a camp": CAMP_COST,
        "Play a Trail card": 0,
    }
    return costs[action]


@rule
def reveal_cost() -> int:
    return REVEAL_COST


@rule
def camp_cost() -> int:
    return CAMP_COST


@rule
def turn_start_points(on_own_camp: bool) -> int:
    """MP a turn starts with."""
    return BASE_MP + (REST_BONUS if on_own_camp else 0)


@rule
def path_cost(terrains: list) -> int:
    """MP to walk onto each of these tiles in turn; a Lake cannot be walked."""
    total = 0
    for terrain in terrains:
        cost = movement_cost(terrain)
        if cost is None:
            raise ValueError(f"a {terrain} cannot be entered")
        total += cost
    return total


@rule
def turn_spend(steps: list, reveals: int = 0, camps: int = 0, bonus: int = 0) -> int:
    """All the MP a turn spends: its steps, reveals and camps (bonus MP from cards not counted here)."""
    return path_cost(steps) + reveals * REVEAL_COST + camps * CAMP_COST


@rule
def points_left(start: int, spent: int) -> int:
    """MP left over (lost at Tidy up)."""
    if spent > start:
        raise ValueError("a turn cannot spend more MP than it has")
    return start - spent


@rule
def can_enter(terrain: str, points: int) -> bool:
    """Whether an explorer with this many MP left may step onto the tile."""
    cost = movement_cost(terrain)
    return cost is not None and cost <= points


@rule
def camp_points(tokens_around: int) -> int:
    """What one camp scores: its own worth plus one per own scouting token on it or next to it."""
    return CAMP_BASE_POINTS + tokens_around


@rule
def scouting_score(scouted: list) -> int:
    """Points for scouting tokens on tiles of these terrains."""
    return sum(scout_points(t) or 0 for t in scouted)


@rule
def final_score(scouted: list, camps: list, card_points: int = 0) -> int:
    """A player's final score: scouted tiles, camps, kept Trail cards."""
    return scouting_score(scouted) + sum(camp_points(n) for n in camps) + card_points


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    _players(players)
    return {
        "trailhead-tile": 1,
        "terrain-tiles": tiles_in_play(players),
        "trail": TRAIL_CARDS,
        "explorers": players,
        "mp-markers": players,
        "explorer-mats": players,
        "scouting-tokens": scouting_tokens(players) * players,
        "camps": camps_each(players) * players,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"trail": {"hand": OPENING_HAND, "draw": 1}}


# --- invariants ----------------------------------------------------------------

@invariant("the box holds every terrain tile the engine counts", per_player_count=False)
def tiles_match_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "terrain-tiles")
    if line.count != TERRAIN_TILES:
        return f"the box says {line.count} terrain tiles, the engine {TERRAIN_TILES}"
    for tile in game.maps[0].tiles:
        if tile.name in TILE_COUNTS and tile.count != TILE_COUNTS[tile.name]:
            return f"{tile.name}: {tile.count} on the map, {TILE_COUNTS[tile.name]} in the engine"
    return True


@invariant("the Trail deck is the size the engine deals from", per_player_count=False)
def trail_deck_size(game) -> bool | str:
    total = game.deck("trail").total
    return True if total == TRAIL_CARDS else f"{total} Trail cards, engine says {TRAIL_CARDS}"


@invariant("opening hands leave most of the Trail deck to draw")
def opening_hands_fit(players: int) -> bool:
    return OPENING_HAND * players <= TRAIL_CARDS // 2


@invariant("no Trail card gives more than three extra movement points", per_player_count=False)
def trail_boosts_small(game) -> bool | str:
    for card in game.deck("trail").cards:
        bonus = card.fields["bonus_mp"]
        if bonus is not None and bonus > 3:
            return f"{card.name} gives {bonus} MP"
    return True


@invariant("a rested explorer can always climb a Mountain in one turn")
def mountains_reachable(players: int) -> bool:
    return MOVEMENT_COST["Mountain"] <= BASE_MP + REST_BONUS


@invariant("fewer players draw from fewer tiles, but never run out of flags first")
def tokens_fit_tiles(players: int) -> bool:
    return scouting_tokens(players) * players <= tiles_in_play(players)
