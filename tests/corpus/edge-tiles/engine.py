"""Waymarks (edge-tiles): setup by player count and the scoring rules the tables print."""

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# Each tile type in the bag: (road ends on its edges, tiles of that type in the bag).
TILE_MIX = {
    "Meadow": (0, 6),
    "Hamlet": (1, 8),
    "Straight Road": (2, 12),
    "Bend": (2, 14),
    "Fork": (3, 10),
    "Crossroads": (4, 6),
}
START_TILE = "Market Town"
START_TILE_ENDS = 4

# Tiles drawn unseen and put back in the box before play, by player count.
SET_ASIDE = {1: 20, 2: 8, 3: 2, 4: 0}

SURVEYORS_PER_COLOUR = 7

SCORING = {
    "Each tile of a finished road": 1,
    "Each town at its ends": 2,
    "A finished loop": 3,
    "Every two tiles of an unfinished road": 1,
    "A snug Meadow": 2,
}

SOLO_RANKS = ((70, "Master Surveyor"), (55, "Road Warden"), (40, "Trail Walker"), (0, "Lost Wanderer"))


@rule
def road_ends(tile: str) -> int | None:
    """Road ends a tile type shows; the Total column has none."""
    if tile == "Total":
        return None
    if tile == START_TILE:
        return START_TILE_ENDS
    return TILE_MIX[tile][0]


@rule
def tiles_in_bag(tile: str) -> int:
    """How many tiles of a type go into the bag (Total: the whole bag)."""
    if tile == "Total":
        return bag_size()
    if tile == START_TILE:
        return 0
    return TILE_MIX[tile][1]


@rule
def bag_size() -> int:
    return sum(count for _, count in TILE_MIX.values())


@rule
def surveyors_each(players: int = 2) -> int:
    return 8 - players


@rule
def hand_size(players: int = 2) -> int:
    return 3 if players == 1 else 2


@rule
def tiles_set_aside(players: int = 2) -> int:
    return SET_ASIDE[players]


@rule
def tiles_in_play(players: int = 2) -> int:
    return bag_size() - tiles_set_aside(players)


@rule
def tiles_each(players: int = 2) -> int:
    return tiles_in_play(players) // players


@rule
def points_for(what: str) -> int:
    return SCORING[what]


@rule
def road_score(tiles: int, towns: int = 0, loop: bool = False) -> int:
    """A finished road: a point a tile, two a town at its ends, three more for a loop."""
    score = tiles * points_for("Each tile of a finished road")
    score += towns * points_for("Each town at its ends")
    if loop:
        score += points_for("A finished loop")
    return score


@rule
def unfinished_score(tiles: int) -> int:
    """An unfinished road at the end: a point for every two tiles, rounded down."""
    return tiles // 2 * points_for("Every two tiles of an unfinished road")


@rule
def meadow_points(neighbours: int) -> int:
    """A Meadow scores when three or four of its edges touch tiles."""
    return points_for("A snug Meadow") if neighbours >= 3 else 0


@rule
def road_winners(surveyors: dict) -> list[str]:
    """The colours that score a finished road: those with the most surveyors on it."""
    most = max(surveyors.values(), default=0)
    if most <= 0:
        return []
    return [colour for colour, count in surveyors.items() if count == most]


@rule
def solo_rank(score: int | str) -> str:
    if score == "70 or more":
        return SOLO_RANKS[0][1]
    for floor, rank in SOLO_RANKS:
        if int(score) >= floor:
            return rank
    return SOLO_RANKS[-1][1]


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    """What a game at this count takes out of the box."""
    return {
        "tiles": 1 + tiles_in_play(players),
        "surveyors": surveyors_each(players) * players,
        "score-markers": players,
        "score-board": 1,
        "bag": 1,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict]:
    return {"tiles": {"hand": hand_size(players), "draw": 1}}


@invariant("the tile deck holds the mix the table prints", per_player_count=False)
def deck_matches_mix(game) -> bool | str:
    deck = game.deck("tiles")
    seen = {}
    for card in deck.cards:
        seen[card.name] = card
    for name, (ends, count) in TILE_MIX.items():
        card = seen.get(name)
        if card is None:
            return f"no tile named {name}"
        if card.count != count:
            return f"{name}: {card.count} in the deck, {count} in the mix"
        if card.fields["ends"] != ends:
            return f"{name}: {card.fields['ends']} road ends, the mix says {ends}"
    start = seen.get(START_TILE)
    if start is None or start.count != 1 or start.fields["ends"] != START_TILE_ENDS:
        return "the Market Town start tile is missing or wrong"
    if deck.total != bag_size() + 1:
        return f"{deck.total} tiles, expected {bag_size() + 1}"
    return True


@invariant("every tile draws as many roads as it has road ends", per_player_count=False)
def edges_match_ends(game) -> bool | str:
    for card in game.deck("tiles").cards:
        drawn = sum(1 for edge in ("north", "east", "south", "west") if card.fields[edge])
        if drawn != card.fields["ends"]:
            return f"{card.name} draws {drawn} roads but has {card.fields['ends']} road ends"
    return True


@invariant("every player places the same number of tiles")
def tiles_share_out(players: int) -> bool:
    return tiles_in_play(players) % players == 0


@invariant("the box holds a colour of surveyors for every player", per_player_count=False)
def surveyors_in_box(game) -> bool | str:
    line = next(c for c in game.inventory if c.id == "surveyors")
    need = SURVEYORS_PER_COLOUR * game.max_players
    return True if line.count >= need and surveyors_each(1) <= SURVEYORS_PER_COLOUR else f"{line.count} surveyors"
