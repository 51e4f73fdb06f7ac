"""Engine model of Brightwater Aquarium (tableau building, 1-4 players, solo Rival).

Every number the tables, tank boards, round track and worked examples print
comes from a rule here. The card data (prices, appeal, feeding) lives in the
CSVs; the invariants at the foot hold the two together.
"""
from __future__ import annotations

from generator.engine import invariant, rule

PLAYERS = (1, 4)

TANKS = ("Freshwater", "Reef", "Cold Water")
CAPACITY = {"Freshwater": 4, "Reef": 5, "Cold Water": 3}
FULL_TANK_BONUS = {"Freshwater": 3, "Reef": 5, "Cold Water": 4}

FISH_CARDS = 48
RIVAL_CARDS = 10
ROUNDS = 9
FEEDING_EVERY = 3            # Feeding Time closes rounds 3, 6 and 9
STARTING_FOOD = 2
DOORS_BASE = 2               # Open the doors: 2 coins, +1 per tank with a fish in it
FOOD_PER_ORDER = 3           # Order food: 3 food from the supply
SERVICE_PRICE = 1            # a rush delivery or a fresh display, in coins
BALANCED_BONUS = 3           # every tank holds at least two fish
BALANCED_MIN = 2
FOOD_PER_POINT = 3
COINS_PER_POINT = 5
COMPLAINT_POINTS = -2

COIN_TOKENS = 52
FOOD_TOKENS = 50
COMPLAINT_TOKENS = 16


def _check_players(players: int) -> None:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Brightwater takes 1-4 players, not {players}")


def _check_tank(tank: str) -> None:
    if tank not in CAPACITY:
        raise ValueError(f"unknown tank {tank!r}: use one of {', '.join(TANKS)}")


# --- set-up by player count ------------------------------------------------
@rule
def display_size(players: int) -> int:
    """Fish cards face up in the display."""
    _check_players(players)
    return max(4, players + 2)


@rule
def fish_removed(players: int) -> int:
    """Fish cards put back in the box unseen before play."""
    _check_players(players)
    return {1: 12, 2: 12, 3: 6, 4: 0}[players]


@rule
def fish_in_play(players: int) -> int:
    """Fish cards in the game's deck once the removed ones are out."""
    return FISH_CARDS - fish_removed(players)


@rule
def starting_food(players: int | None = None) -> int:
    """Food each player starts with."""
    return STARTING_FOOD


@rule
def rounds(players: int | None = None) -> int:
    """Rounds in a game."""
    return ROUNDS


@rule
def tank_boards_each(players: int | None = None) -> int:
    """Tank boards each player takes: one of each kind."""
    return len(TANKS)


@rule
def starting_coins(seat: int) -> int:
    """Coins for the player in this seat, clockwise from the first player."""
    if not 1 <= seat <= PLAYERS[1]:
        raise ValueError(f"there is no seat {seat}")
    return 4 + seat


# --- tanks -------------------------------------------------------------------
@rule
def tank_capacity(tank: str) -> int:
    """Fish one tank of this kind holds."""
    _check_tank(tank)
    return CAPACITY[tank]


@rule
def full_tank_bonus(tank: str) -> int:
    """Points at the end for a tank of this kind with every space filled."""
    _check_tank(tank)
    return FULL_TANK_BONUS[tank]


@rule
def total_capacity() -> int:
    """Fish one player's three tanks hold together."""
    return sum(CAPACITY.values())


# --- actions -----------------------------------------------------------------
@rule
def doors_coins(stocked_tanks: int = 0) -> int:
    """Coins for Open the doors: two, plus one for each of your tanks holding a fish."""
    if not 0 <= stocked_tanks <= len(TANKS):
        raise ValueError(f"you have three tanks, not {stocked_tanks}")
    return DOORS_BASE + stocked_tanks


@rule
def food_ordered() -> int:
    """Food taken with Order food."""
    return FOOD_PER_ORDER


@rule
def rush_food() -> int:
    """Food a rush delivery brings."""
    return 1


@rule
def can_stock(habitat: str, tank: str, fish_in_tank: int) -> bool:
    """A fish goes only into a tank of its own habitat with a free space."""
    _check_tank(tank)
    return habitat == tank and fish_in_tank < CAPACITY[tank]


# --- rounds and feeding ------------------------------------------------------
@rule
def feeding_round(n: int) -> int:
    """The round whose end brings the n-th Feeding Time."""
    if not 1 <= n <= ROUNDS // FEEDING_EVERY:
        raise ValueError(f"there are {ROUNDS // FEEDING_EVERY} Feeding Times, not {n}")
    return n * FEEDING_EVERY


@rule
def feeding_times() -> int:
    """Feeding Times in a game."""
    return ROUNDS // FEEDING_EVERY


@rule
def is_feeding_round(round_number: int) -> bool:
    """Whether Feeding Time follows this round."""
    return round_number % FEEDING_EVERY == 0


@rule
def feeding_bill(feeds: list) -> int:
    """Food the whole aquarium eats at one Feeding Time."""
    return sum(int(f) for f in feeds)


@rule
def unfed_fish(food: int, feeds: list) -> int:
    """Fish left hungry when you feed the hungriest last (each earns a complaint)."""
    left = food
    hungry = 0
    for need in sorted(int(f) for f in feeds):
        if need <= left:
            left -= need
        else:
            hungry += 1
    return hungry


@rule
def food_after_feeding(food: int, feeds: list) -> int:
    """Food left once every fish you can feed has eaten."""
    left = food
    for need in sorted(int(f) for f in feeds):
        if need <= left:
            left -= need
    return left


# --- scoring -----------------------------------------------------------------
SCORING_PARTS = (
    "Appeal on your fish",
    "Full Freshwater tank",
    "Full Reef tank",
    "Full Cold Water tank",
    "Balanced aquarium",
    "Every 3 food left",
    "Every 5 coins left",
    "Each complaint",
)


@rule
def scoring_points(part: str) -> int | str:
    """What each part of the final scoring is worth."""
    if part == "Appeal on your fish":
        return "as printed"
    if part.startswith("Full ") and part.endswith(" tank"):
        return full_tank_bonus(part[len("Full "):-len(" tank")])
    if part == "Balanced aquarium":
        return BALANCED_BONUS
    if part in ("Every 3 food left", "Every 5 coins left"):
        return 1
    if part == "Each complaint":
        return COMPLAINT_POINTS
    raise ValueError(f"unknown scoring part {part!r}")


@rule
def is_balanced(fish_per_tank: list) -> bool:
    """Every one of your three tanks holds at least two fish."""
    return len(fish_per_tank) == len(TANKS) and all(int(n) >= BALANCED_MIN for n in fish_per_tank)


@rule
def leftover_points(food: int = 0, coins: int = 0) -> int:
    """A point per full 3 food and per full 5 coins you still hold."""
    return food // FOOD_PER_POINT + coins // COINS_PER_POINT


@rule
def final_score(appeal: list, full_tanks: list, fish_per_tank: list, food: int, coins: int,
                complaints: int) -> int:
    """A player's final score: every part of the scoring table added up."""
    score = sum(int(a) for a in appeal)
    score += sum(full_tank_bonus(t) for t in full_tanks)
    if is_balanced(fish_per_tank):
        score += BALANCED_BONUS
    score += leftover_points(food, coins)
    score += COMPLAINT_POINTS * complaints
    return score


# --- the solo Rival ----------------------------------------------------------
@rule
def rival_score(appeal: list, bonuses: list) -> int:
    """The Rival's score: the appeal of every fish it took plus its cards' extra appeal."""
    return sum(int(a) for a in appeal) + sum(int(b) for b in bonuses)


@rule
def rival_cards_used(players: int = 1) -> int:
    """Rival cards turned over in a solo game: one a round."""
    if players != 1:
        raise ValueError("the Rival plays only in a solo game")
    return ROUNDS


# --- what a game takes out of the box ----------------------------------------
def setup(players: int, variant: str | None = None) -> dict[str, int]:
    _check_players(players)
    return {
        "fish": fish_in_play(players),
        "rival": RIVAL_CARDS if players == 1 else 0,
        "tank-boards": tank_boards_each() * players,
        "round-board": 1,
        "round-marker": 1,
        "first-player": 0 if players == 1 else 1,
        "coins": COIN_TOKENS,
        "food": FOOD_TOKENS,
        "complaints": COMPLAINT_TOKENS,
    }


def play(players: int, variant: str | None = None) -> dict[str, dict[str, int]]:
    return {"fish": {"hand": 0, "draw": 1}}


# --- invariants --------------------------------------------------------------
@invariant("the fish deck holds the cards the engine counts on", per_player_count=False)
def fish_deck_size(game) -> bool | str:
    total = game.deck("fish").total
    return True if total == FISH_CARDS else f"the fish deck has {total} cards, the engine expects {FISH_CARDS}"


@invariant("the Rival deck lasts the whole solo game", per_player_count=False)
def rival_deck_lasts(game) -> bool | str:
    total = game.deck("rival").total
    if total != RIVAL_CARDS:
        return f"the Rival deck has {total} cards, the engine expects {RIVAL_CARDS}"
    return True if total >= ROUNDS else f"{total} Rival cards for {ROUNDS} rounds"


@invariant("every Rival card names a space the solo display has", per_player_count=False)
def rival_spaces_exist(game) -> bool | str:
    for card in game.deck("rival").cards:
        space = card.fields["space"]
        if space is not None and not 1 <= space <= display_size(1):
            return f"{card.name} names space {space}"
    return True


@invariant("each habitat has fish enough to fill three of its tanks", per_player_count=False)
def habitats_stocked(game) -> bool | str:
    for tank in TANKS:
        n = sum(c.count for c in game.deck("fish").cards if c.fields["habitat"] == tank)
        if n < 3 * CAPACITY[tank]:
            return f"only {n} {tank} fish for three tanks of {CAPACITY[tank]}"
    return True


@invariant("the deck in play still fills the display and every turn of the game")
def deck_lasts(players: int) -> bool | str:
    need = display_size(players) + players * ROUNDS // 2
    have = fish_in_play(players)
    return True if have >= need else f"{have} fish for {need} draws"


@invariant("the box holds the supply the engine hands out", per_player_count=False)
def supply_matches_box(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    for cid, n in (("coins", COIN_TOKENS), ("food", FOOD_TOKENS), ("complaints", COMPLAINT_TOKENS)):
        if counts.get(cid) != n:
            return f"{cid}: box {counts.get(cid)}, engine {n}"
    return True


@invariant("each service costs the engine's price", per_player_count=False)
def service_prices(game) -> bool | str:
    services = [c for c in game.costs if c.group == "services"]
    if not services:
        return "no services in the costs"
    for cost in services:
        amount = sum(i.amount for i in cost.items)
        if amount != SERVICE_PRICE:
            return f"{cost.name} costs {amount}"
    return True
