"""Lift Lobby: the rules the tables, cards and examples print."""

from generator.engine import invariant, rule

PLAYERS = (2, 4)

TOP_FLOOR = 12
MAX_PASSENGERS = 4
MAX_WEIGHT = 320
FLOORS_PER_MOVE = 4
WIDE_DOORS_EXTRA = 1
STRONG_CABLE_EXTRA = 80
EXECUTIVE_TIP = 2
COMPLAINT = 1


@rule
def waiting_at_start(players: int) -> int:
    """Passengers revealed before the first round: two more than the players."""
    return players + 2


@rule
def rush_cards(players: int) -> int:
    """Rush-hour cards shuffled into the deck: the game lasts one round per card."""
    return 16 - 2 * players


@rule
def rounds(players: int) -> int:
    """Rounds in a game: one per Rush-hour card in play."""
    return rush_cards(players)


@rule
def starting_coins(players: int | None = None) -> int:
    return 3


@rule
def fare(distance: int) -> int:
    """Coins paid on delivery: 1, plus 1 for every full 3 floors travelled."""
    return 1 + distance // 3


@rule
def top_floor() -> int:
    return TOP_FLOOR


@rule
def max_passengers() -> int:
    return MAX_PASSENGERS


@rule
def max_weight() -> int:
    return MAX_WEIGHT


@rule
def floors_per_move() -> int:
    return FLOORS_PER_MOVE


@rule
def lift_limit(what: str) -> int:
    return {
        "Passengers aboard": MAX_PASSENGERS,
        "Weight aboard (kg)": MAX_WEIGHT,
        "Floors per move": FLOORS_PER_MOVE,
    }[what]


@rule
def wide_doors_extra() -> int:
    return WIDE_DOORS_EXTRA


@rule
def strong_cable_extra() -> int:
    return STRONG_CABLE_EXTRA


@rule
def executive_tip() -> int:
    return EXECUTIVE_TIP


@rule
def complaint_cost() -> int:
    """Coins lost at the end for each passenger still aboard."""
    return COMPLAINT


@rule
def headcount_limit(upgrades: list | None = None) -> int:
    upgrades = upgrades or []
    return MAX_PASSENGERS + (WIDE_DOORS_EXTRA if "Wide Doors" in upgrades else 0)


@rule
def weight_limit(upgrades: list | None = None) -> int:
    upgrades = upgrades or []
    return MAX_WEIGHT + (STRONG_CABLE_EXTRA if "Strong Cable" in upgrades else 0)


@rule
def weight_aboard(weights: list) -> int:
    return sum(weights)


@rule
def fits(weights: list, upgrades: list) -> bool:
    """Whether a lift holding these passengers keeps to both limits."""
    return len(weights) <= headcount_limit(upgrades) and sum(weights) <= weight_limit(upgrades)


@rule
def final_score(coins: int, aboard: int) -> int:
    return coins - COMPLAINT * aboard


def setup(players: int, variant: str | None = None) -> dict[str, int]:
    return {
        "passengers": 38,
        "rush-hour": rush_cards(players),
        "tower-board": 1,
        "lift-cars": players,
        "lift-panels": players,
        "coins": 50,
        "upgrade-tokens": 2 * players,
        "start-marker": 1,
    }


@invariant("every passenger card's fare is the fare of the floors it travels", per_player_count=False)
def fares_match(game) -> bool | str:
    for card in game.deck("passengers").cards:
        f = card.fields
        if not (0 <= f["origin"] <= TOP_FLOOR and 0 <= f["destination"] <= TOP_FLOOR):
            return f"{card.name} leaves the tower"
        if f["origin"] == f["destination"]:
            return f"{card.name} goes nowhere"
        if f["fare"] != fare(abs(f["destination"] - f["origin"])):
            return f"{card.name} prints fare {f['fare']}"
    return True


@invariant("only Executives tip, and they tip the executive tip", per_player_count=False)
def tips_match(game) -> bool | str:
    for card in game.deck("passengers").cards:
        tip = card.fields["tip"]
        if card.fields["kind"] == "Executive" and tip != EXECUTIVE_TIP:
            return f"{card.name} tips {tip}"
        if card.fields["kind"] != "Executive" and tip is not None:
            return f"{card.name} is no Executive but tips {tip}"
    return True


@invariant("no passenger is too heavy to ride alone", per_player_count=False)
def everyone_fits(game) -> bool | str:
    for card in game.deck("passengers").cards:
        if card.fields["weight"] > MAX_WEIGHT:
            return f"{card.name} weighs {card.fields['weight']}"
    return True


@invariant("the passenger deck never runs out, whichever Rush-hour cards are in play")
def deck_lasts(players: int, game) -> bool | str:
    arrivals = sorted(
        (c.fields["arrivals"] for c in game.deck("rush-hour").cards for _ in range(c.count)),
        reverse=True,
    )
    need = waiting_at_start(players) + sum(arrivals[: rush_cards(players)])
    have = game.deck("passengers").total
    return True if need <= have else f"needs {need} passengers, deck has {have}"


@invariant("setup takes out the whole rush-hour box at two players", per_player_count=False)
def rush_deck_whole(game) -> bool | str:
    return game.deck("rush-hour").total == rush_cards(2) or "rush-hour deck size differs from rush_cards(2)"


@invariant("setup names the whole passenger deck", per_player_count=False)
def passenger_deck_whole(game) -> bool | str:
    return game.deck("passengers").total == setup(2)["passengers"] or "setup's passenger count differs from the deck"
