"""Engine model of Beacon Hold, a cooperative tower-defence card game for 1-4 players.

The Horde comes down the Road in eight waves. Each wave brings more enemies
than the one before it, or tougher ones, and more players means a bigger and
hardier Horde. Every number the tables, the worked examples and the setup
need is computed here.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 4)

# --- fixed numbers of the rules --------------------------------------------------
WAVES = 8                 # waves of the Horde to survive
ROAD_SPACES = 6           # Road 6 (the Mire Edge) down to Road 1 (the Keep Gate)
STARTING_WALLS = 12       # walls of the Keep at the start
HAND_LIMIT = 6            # tower cards a player may keep after drawing
REPAIR_COST = 4           # Gold to put one wall back
SCOUT_COST = 1            # Gold to swap a tower card in your hand
FROST_SLOW = 1            # spaces a Frost token takes off an enemy's next move
TOLL_EXTRA = 1            # extra Gold a Toll Gate adds to a bounty on its space

# Whole supplies that come out at every count (invariant supplies_match_box holds
# them to game.yaml's inventory).
TOWER_CARDS = 28
HORDE_CARDS = 30
ROAD_CARDS = 6
GOLD_COINS = 40
DAMAGE_TOKENS = 50
FROST_TOKENS = 8
MARKERS = 2

STARTING_HAND = {1: 5, 2: 4, 3: 3, 4: 3}


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Beacon Hold takes {PLAYERS[0]}-{PLAYERS[1]} players, not {players}")


def _check_wave(wave: int) -> None:
    if not 1 <= wave <= WAVES:
        raise ValueError(f"there is no wave {wave}: the Horde comes in waves 1 to {WAVES}")


# --- set-up by player count ------------------------------------------------------
@rule
def starting_gold(players: int) -> int:
    """Gold in the war chest at the start: six plus two for each player."""
    _check_players(players)
    return 6 + 2 * players


@rule
def muster_gold(players: int) -> int:
    """Gold added to the war chest at every Muster: three plus one for each player."""
    _check_players(players)
    return 3 + players


@rule
def starting_hand(players: int) -> int:
    """Tower cards dealt to each player at the start."""
    _check_players(players)
    return STARTING_HAND[players]


@rule
def builds_per_player(players: int) -> int:
    """Towers one player may build in one Build step: a lone commander builds two."""
    _check_players(players)
    return 2 if players == 1 else 1


@rule
def player_health_bonus(players: int) -> int:
    """Extra health on every enemy for the size of the team: one from three players up."""
    _check_players(players)
    return (players - 1) // 2


@rule
def starting_walls(players: int | None = None) -> int:
    """Walls of the Keep when the game starts, the same at every count."""
    if players is not None:
        _check_players(players)
    return STARTING_WALLS


@rule
def hand_limit(players: int | None = None) -> int:
    """Tower cards a player may keep once the Muster draw is done."""
    if players is not None:
        _check_players(players)
    return HAND_LIMIT


@rule
def waves_to_survive(players: int | None = None) -> int:
    """Waves of the Horde the team must live through."""
    if players is not None:
        _check_players(players)
    return WAVES


@rule
def road_spaces() -> int:
    """Spaces of the Road, from the Mire Edge down to the Keep Gate."""
    return ROAD_SPACES


@rule
def total_enemies(players: int) -> int:
    """Enemies the Horde sends over the whole game."""
    _check_players(players)
    return sum(enemies_in_wave(wave, players) for wave in range(1, WAVES + 1))


# --- the waves -------------------------------------------------------------------
@rule
def enemies_in_wave(wave: int, players: int) -> int:
    """Enemies arriving in a wave: one per player, plus one more every second wave."""
    _check_wave(wave)
    _check_players(players)
    return players + (wave + 1) // 2


@rule
def wave_health_bonus(wave: int) -> int:
    """Extra health the wave gives each of its enemies: half the wave number, rounded down."""
    _check_wave(wave)
    return wave // 2


@rule
def enemy_health(base: int, wave: int, players: int) -> int:
    """What it takes to defeat an enemy: the card's health, plus the wave's and the team's bonus."""
    if base < 1:
        raise ValueError("an enemy card has at least 1 health")
    return base + wave_health_bonus(wave) + player_health_bonus(players)


# --- towers and the Road ---------------------------------------------------------
@rule
def in_range(tower_space: int, enemy_space: int, reach: int) -> bool:
    """Whether a tower beside one Road space reaches an enemy on another."""
    for space in (tower_space, enemy_space):
        if not 1 <= space <= ROAD_SPACES:
            raise ValueError(f"the Road has no space {space}")
    return abs(tower_space - enemy_space) <= reach


@rule
def damage_left(health: int, hits: list) -> int:
    """Damage an enemy can still take after the hits it has been dealt (0: defeated)."""
    return max(0, health - sum(hits))


@rule
def space_after_advance(space: int, speed: int, frosted: bool = False) -> int:
    """Where an enemy stands after it moves; 0 means it has reached the Keep."""
    if not 1 <= space <= ROAD_SPACES:
        raise ValueError(f"the Road has no space {space}")
    move = max(0, speed - (FROST_SLOW if frosted else 0))
    return max(0, space - move)


@rule
def walls_after_breach(walls: int, breaches: list) -> int:
    """Walls left once the enemies that reached the Keep have each knocked theirs down."""
    return max(0, walls - sum(breaches))


@rule
def chest_after_muster(gold: int, players: int) -> int:
    """The war chest once the Muster's Gold is in."""
    return gold + muster_gold(players)


@rule
def chest_after_fire(gold: int, bounties: list, tolls: int = 0) -> int:
    """The war chest once the bounties of the enemies defeated this round are paid."""
    return gold + sum(bounties) + TOLL_EXTRA * tolls


@rule
def repair_cost() -> int:
    """Gold to put one wall of the Keep back up."""
    return REPAIR_COST


@rule
def scout_cost() -> int:
    """Gold to discard a tower card from your hand and draw another."""
    return SCOUT_COST


@rule
def frost_slow() -> int:
    """Spaces a Frost token takes off an enemy's next move."""
    return FROST_SLOW


# --- what a game takes out of the box ---------------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "towers": TOWER_CARDS,         # shuffled; the hands are dealt from it
        "horde": HORDE_CARDS,          # shuffled into the Horde deck
        "road": ROAD_CARDS,            # laid out from Road 6 to Road 1
        "keep-board": 1,
        "gold-coins": GOLD_COINS,      # the bank; the war chest is counted out of it
        "damage-tokens": DAMAGE_TOKENS,
        "frost-tokens": FROST_TOKENS,
        "markers": MARKERS,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"towers": {"hand": starting_hand(players), "draw": 1}}


# --- invariants --------------------------------------------------------------------
@invariant("the whole supplies setup takes out are the box's", per_player_count=False)
def supplies_match_box(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    want = {"gold-coins": GOLD_COINS, "damage-tokens": DAMAGE_TOKENS,
            "frost-tokens": FROST_TOKENS, "markers": MARKERS}
    for key, n in want.items():
        if counts.get(key) != n:
            return f"{key}: engine {n}, box {counts.get(key)}"
    for deck_id, n in (("towers", TOWER_CARDS), ("horde", HORDE_CARDS), ("road", ROAD_CARDS)):
        if game.deck(deck_id).total != n:
            return f"deck {deck_id}: engine {n}, cards {game.deck(deck_id).total}"
    return True


@invariant("every player can be dealt a starting hand from the tower deck")
def hands_can_be_dealt(players: int) -> bool:
    return starting_hand(players) * players <= TOWER_CARDS


@invariant("the starting hand never passes the hand limit")
def hand_within_limit(players: int) -> bool:
    return starting_hand(players) <= HAND_LIMIT


@invariant("the Horde deck holds the largest wave", per_player_count=False)
def horde_covers_a_wave(game) -> bool | str:
    biggest = enemies_in_wave(WAVES, PLAYERS[1])
    total = game.deck("horde").total
    return True if total >= biggest else f"{total} Horde cards, the last wave at 4 players needs {biggest}"


@invariant("the Keep track runs from 0 to the starting walls", per_player_count=False)
def keep_track_fits(game) -> bool | str:
    for board in game.maps:
        for track in board.tracks:
            if track.id == "walls" and track.end != STARTING_WALLS:
                return f"walls track ends at {track.end}, the Keep starts with {STARTING_WALLS}"
    return True


@invariant("the wave track has a space for every wave", per_player_count=False)
def wave_track_fits(game) -> bool | str:
    for board in game.maps:
        for track in board.tracks:
            if track.id == "wave" and (track.start, track.end) != (1, WAVES):
                return f"wave track runs {track.start}-{track.end}, the game has {WAVES} waves"
    return True


@invariant("the treasury costs are the engine's", per_player_count=False)
def costs_agree(game) -> bool | str:
    prices = {c.id: c.items[0].amount for c in game.costs}
    if prices.get("repair") != REPAIR_COST:
        return f"repair costs {prices.get('repair')} in game.yaml, {REPAIR_COST} in the engine"
    if prices.get("scout") != SCOUT_COST:
        return f"scout costs {prices.get('scout')} in game.yaml, {SCOUT_COST} in the engine"
    return True


@invariant("the Road cards run from 1 to 6, one card a space", per_player_count=False)
def road_is_whole(game) -> bool | str:
    spaces = sorted(card.fields["space"] for card in game.deck("road").cards)
    return True if spaces == list(range(1, ROAD_SPACES + 1)) else f"road spaces {spaces}"


@invariant("a tower that deals no damage says what it does instead", per_player_count=False)
def quiet_towers_explain(game) -> bool | str:
    for card in game.deck("towers").cards:
        if card.fields["damage"] == 0 and "no damage" not in card.fields["text"]:
            return f"{card.name} deals no damage but its text does not say so"
    return True
