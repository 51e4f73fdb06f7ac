"""Crop Growth: the rules the tables and the rulebook print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

CROPS = ("Wheat", "Corn", "Pumpkin")
SEASONS = ("Spring", "Summer", "Autumn", "Winter")
ROUNDS_PER_SEASON = 3

GROWTH = {"Wheat": 2, "Corn": 3, "Pumpkin": 4}
POINTS = {"Wheat": 1, "Corn": 2, "Pumpkin": 3}
YIELD = {
    "Wheat": {"Spring": 2, "Summer": 4, "Autumn": 3, "Winter": 1},
    "Corn": {"Spring": 1, "Summer": 3, "Autumn": 4, "Winter": 1},
    "Pumpkin": {"Spring": 1, "Summer": 2, "Autumn": 3, "Winter": 1},
}

CROP_TOKENS = 74
SEED_CARDS = 48
ORDER_CARDS = 18


# --- numbers by player count -------------------------------------------------

@rule
def seeds_dealt(players: int) -> int:
    """Seed cards each farmer starts with: one more in a two-farmer game."""
    return 5 if players == 2 else 4


@rule
def orders_shown(players: int) -> int:
    """Order cards face up in the town display: one more than the farmers."""
    return players + 1


# --- numbers that never change -----------------------------------------------

@rule
def fields_per_farm(players: int | None = None) -> int:
    return 4


@rule
def barn_capacity(players: int | None = None) -> int:
    return 8


@rule
def actions_per_turn(players: int | None = None) -> int:
    return 2


@rule
def cards_drawn(players: int | None = None) -> int:
    """Seed cards a Draw action takes."""
    return 2


@rule
def hand_limit(players: int | None = None) -> int:
    return 6


@rule
def game_rounds(players: int | None = None) -> int:
    return ROUNDS_PER_SEASON * len(SEASONS)


@rule
def rounds_per_season(players: int | None = None) -> int:
    return ROUNDS_PER_SEASON


@rule
def mixed_order_bonus() -> int:
    """Extra points for an order asking for all three crops."""
    return 2


# --- crops and seasons -------------------------------------------------------

@rule
def growth_rounds(crop: str) -> int:
    """Growth tokens laid on a newly planted seed: one per round it needs."""
    return GROWTH[crop]


@rule
def crop_points(crop: str) -> int:
    """What one crop of this kind is worth in an order."""
    return POINTS[crop]


@rule
def crop_yield(season: str, crop: str) -> int:
    """Crops a ripe field gives when harvested in this season."""
    return YIELD[crop][season]


@rule
def season_first_round(season: str) -> int:
    return SEASONS.index(season) * ROUNDS_PER_SEASON + 1


@rule
def season_last_round(season: str) -> int:
    return season_first_round(season) + ROUNDS_PER_SEASON - 1


@rule
def season_of_round(round_number: int) -> str:
    return SEASONS[(round_number - 1) // ROUNDS_PER_SEASON]


@rule
def ripe_round(planted: int, crop: str) -> int:
    """The round a seed planted in round `planted` can first be harvested.

    A seed is planted in the Work phase and sheds one growth token in each later Grow phase,
    so it is ripe in the Work phase of the round its last token comes off.
    """
    return planted + growth_rounds(crop)


# --- the barn and the orders -------------------------------------------------

@rule
def barn_after_harvest(stored: int, harvested: int) -> int:
    return min(barn_capacity(), stored + harvested)


@rule
def crops_rotted(stored: int, harvested: int) -> int:
    return max(0, stored + harvested - barn_capacity())


@rule
def order_points(wants: dict) -> int:
    """Points an order scores: each crop at its value, plus the bonus for all three kinds."""
    total = sum(crop_points(crop) * int(n) for crop, n in wants.items())
    if all(int(wants.get(crop, 0)) > 0 for crop in CROPS):
        total += mixed_order_bonus()
    return total


# --- the weather die (variant) -----------------------------------------------

@rule
def weather(roll: int) -> str:
    if roll == 1:
        return "frost"
    if roll == 6:
        return "rain"
    return "fair"


# --- setup -------------------------------------------------------------------

def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "seeds": SEED_CARDS,
        "orders": ORDER_CARDS,
        "farm-boards": players,
        "market-board": 1,
        "crop-tokens": CROP_TOKENS,
        "growth-tokens": 16 * players,
        "score-markers": players,
        "round-marker": 1,
        "first-farmer": 1,
        "weather-die": 1 if variant == "weather" else 0,
    }


def play(players: int, variant: str | None = None) -> dict:
    return {"seeds": {"hand": seeds_dealt(players), "draw": cards_drawn()}}


# --- invariants --------------------------------------------------------------

@invariant("every seed card grows for as many rounds as its crop needs", per_player_count=False)
def seeds_grow_true(game) -> bool | str:
    wrong = [c.name for c in game.deck("seeds").cards
             if c.fields["grows"] != growth_rounds(c.fields["crop"])]
    return True if not wrong else f"wrong growing time: {', '.join(wrong)}"


@invariant("every order card prints the points its crops make", per_player_count=False)
def orders_priced(game) -> bool | str:
    for card in game.deck("orders").cards:
        wants = {a.name: a.amount for a in card.fields["wants"]}
        if card.fields["points"] != order_points(wants):
            return f"{card.name} prints {card.fields['points']}, its crops make {order_points(wants)}"
    return True


@invariant("every order fits in one barn", per_player_count=False)
def orders_fit_barn(game) -> bool | str:
    big = [c.name for c in game.deck("orders").cards
           if sum(a.amount for a in c.fields["wants"]) > barn_capacity()]
    return True if not big else f"too big for a barn: {', '.join(big)}"


@invariant("the stall always pays less than an order would", per_player_count=False)
def stall_is_a_fallback(game) -> bool | str:
    for cost in game.costs:
        if cost.group != "stall":
            continue
        worth = sum(item.amount * crop_points(item.of) for item in cost.items)
        if cost.points >= worth:
            return f"{cost.name} pays {cost.points}, an order {worth}"
    return True


@invariant("the box holds what setup takes out", per_player_count=False)
def box_counts(game) -> bool | str:
    counts = {c.id: c.count for c in game.inventory}
    if counts["crop-tokens"] != CROP_TOKENS:
        return "crop tokens differ from the box"
    if game.deck("seeds").total != SEED_CARDS or game.deck("orders").total != ORDER_CARDS:
        return "deck sizes differ from the engine"
    return True


@invariant("the display can always be filled at the start")
def display_fills(players: int) -> bool:
    return orders_shown(players) <= ORDER_CARDS


@invariant("a farm's growth tokens cover four fields of the slowest crop")
def growth_tokens_suffice(players: int) -> bool:
    return 16 >= fields_per_farm() * max(GROWTH.values())
